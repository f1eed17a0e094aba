"""The look-alikes of held-out 11 (`bench/secret_kinds_heldout11.py`): no secret in any of them.

What the server room's and the data team's files hold beside a secret and must
come through unchanged: password hashes (crypt, bcrypt, argon2, htpasswd,
`rpcauth`), public keys and addresses of nodes and validators, Elastic's
`cloud.id`, webhook and API hosts without their token, references to a secret
store, MCP configs that read a key from the environment, ids of instances,
nodes, jobs and apps, checksums and versions, and chat in the set's languages
that names a secret without giving it.
"""

from __future__ import annotations

import base64
import random
import string

from bench.secret_kinds import (
    LookAlike,
    b64,
    digits,
    hexs,
    look_alikes,
    lower_alnum,
    pick,
    urlsafe,
    uuid4,
)

__all__ = ["LOOK_ALIKES"]


def _uuid(r: random.Random) -> str:
    return uuid4(r, "b")


_CRYPT = string.ascii_letters + string.digits + "./"
_Z85_PUBLIC = string.ascii_letters + string.digits + ".-:+="


def _rounds(r: random.Random) -> list[tuple[str, str]]:
    return [
        # password hashes: what a password becomes, kept by every tool that stores one
        (
            "shadow_line",
            f"deploy:$6${pick(r, _CRYPT, 16)}${pick(r, _CRYPT, 86)}:20050:0:99999:7:::",
        ),
        ("htpasswd_bcrypt", f"admin:$2y$10${pick(r, _CRYPT, 53)}"),
        ("argon2_hash", f"$argon2id$v=19$m=65536,t=3,p=4${b64(r, 22)}${b64(r, 43)}"),
        ("rpcauth_line", f"rpcauth=node:{hexs(r, 32)}${hexs(r, 64)}"),
        (
            "traefik_basic_users",
            f'      users:\n        - "bob:$apr1${pick(r, _CRYPT, 8)}${pick(r, _CRYPT, 22)}"',
        ),
        (
            "jupyter_password_hash",
            "c.ServerApp.password = 'argon2:$argon2id$v=19$m=10240,t=10,p=8"
            f"${b64(r, 22)}${b64(r, 43)}'",
        ),
        ("pg_scram_verifier", f"SCRAM-SHA-256$4096:{b64(r, 22)}==${b64(r, 43)}=:{b64(r, 43)}="),
        # public keys and addresses
        (
            "nats_user_public",
            f"nats account info\n  Account ID: A{pick(r, string.ascii_uppercase + '234567', 55)}",
        ),
        (
            "tendermint_pub_key",
            f'"pub_key": {{"type": "tendermint/PubKeyEd25519", "value": "{b64(r, 43)}="}}',
        ),
        ("cosmos_valoper", f"cosmosvaloper1{pick(r, 'qpzry9x8gf2tvdw0s3jn54khce6mua7l', 38)}"),
        ("lnd_node_pubkey", f"lncli connect 02{hexs(r, 64)}@ln.corp:9735"),
        ("btc_address", f"bc1q{pick(r, 'qpzry9x8gf2tvdw0s3jn54khce6mua7l', 38)}"),
        (
            "zeromq_server_public",
            f'curve\n    public-key = "{pick(r, _Z85_PUBLIC, 40)}"',
        ),
        ("ssh_rsa_authorized", f"ssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABgQ{b64(r, 80)} ops@bastion"),
        # ids of things
        (
            "elastic_cloud_id",
            'cloud.id: "prod:'
            + base64.b64encode(
                f"eu-west-1.aws.found.io${hexs(r, 32)}${hexs(r, 32)}".encode()
            ).decode()
            + '"',
        ),
        (
            "proxmox_vmid",
            f"qm clone 9000 {r.randrange(100, 999)} --name web-{lower_alnum(r, 5)} --full",
        ),
        ("truenas_pool_guid", f'"guid": "{digits(r, 19)}", "name": "tank"'),
        (
            "plex_machine_id",
            f'MachineIdentifier="{hexs(r, 40)}" ProcessedMachineIdentifier="{hexs(r, 40)}"',
        ),
        (
            "arr_instance_uuid",
            f"<InstanceName>Sonarr</InstanceName>\n<InstanceId>{_uuid(r)}</InstanceId>",
        ),
        (
            "airflow_run_id",
            "run_id=scheduled__2026-11-28T00:00:00+00:00, try_number=1, map_index=-1, "
            f"job_id={digits(r, 6)}",
        ),
        ("spark_app_id", f"application_{digits(r, 13)}_{digits(r, 4)} (state: RUNNING)"),
        ("dvc_md5", f"outs:\n- md5: {hexs(r, 32)}.dir\n  size: {digits(r, 8)}\n  path: data"),
        ("mlflow_run_id", f"mlflow run . --experiment-id {digits(r, 15)} -> run {hexs(r, 32)}"),
        ("kafka_cluster_id", f"Cluster ID: {urlsafe(r, 22)}"),
        ("windows_sid", f"S-1-5-21-{digits(r, 10)}-{digits(r, 10)}-{digits(r, 10)}-1104"),
        (
            "gpo_guid",
            f"\\\\corp.local\\SYSVOL\\corp.local\\Policies\\{{{_uuid(r).upper()}}}\\Machine",
        ),
        ("msi_product_code", f"msiexec /x {{{_uuid(r).upper()}}} /qn"),
        ("unreal_client_id", f"[/Script/OnlineSubsystemEOS.EOSSettings]\nProductId={hexs(r, 32)}"),
        (
            "steam_depot_manifest",
            f'"depots" {{ "{digits(r, 6)}" {{ "manifest" "{digits(r, 19)}" }} }}',
        ),
        ("feishu_chat_id", f"chat_id: oc_{hexs(r, 32)}"),
        ("wechat_openid", f"openid: o{urlsafe(r, 27)}"),
        ("vk_user_id", f"https://vk.com/id{digits(r, 9)}"),
        ("alipay_trade_no", f"trade_no={digits(r, 28)}&out_trade_no=ORD{digits(r, 12)}"),
        ("mpesa_checkout_id", f'"CheckoutRequestID": "ws_CO_{digits(r, 22)}"'),
        # checksums, versions, encodings of no secret
        (
            "zabbix_template_uuid",
            f"      uuid: {hexs(r, 32)}\n      template: 'Linux by Zabbix agent'",
        ),
        ("gitea_commit_status", f"{hexs(r, 40)} refs/heads/main (#{digits(r, 4)}) success"),
        ("dockerfile_base_digest", f"FROM ghcr.io/corp/base:3.4@sha256:{hexs(r, 64)}"),
        (
            "apt_sources_key",
            f"Signed-By: /usr/share/keyrings/corp.gpg\n# fingerprint {hexs(r, 40).upper()}",
        ),
        (
            "gpg_pub_block",
            f"-----BEGIN PGP PUBLIC KEY BLOCK-----\n\nmQINBG{b64(r, 64)}\n{b64(r, 64)}",
        ),
        ("yaml_binary_image", f"logo: !!binary |\n  iVBORw0KGgoAAAANSUhEUgAAAB{b64(r, 60)}"),
        (
            "b64_of_json_settings",
            "SETTINGS_B64="
            + base64.b64encode(
                f'{{"theme":"dark","page_size":{r.randrange(10, 90)}}}'.encode()
            ).decode(),
        ),
        (
            "cdata_message",
            f"<message><![CDATA[Deployed build {digits(r, 4)} ({hexs(r, 8)})]]></message>",
        ),
        (
            "toml_multiline_notes",
            f"notes = '''\nrelease {r.randrange(1, 9)}.{r.randrange(10)}.{r.randrange(10)}\n"
            "see CHANGELOG\n'''",
        ),
        (
            "url_query_b64_filter",
            "GET /export.csv?filter="
            + base64.urlsafe_b64encode(f"status=open&team={lower_alnum(r, 6)}".encode()).decode(),
        ),
        ("chat_commit_ref", f"fixed in {hexs(r, 10)}, deploying now"),
        ("chat_ticket_ref", f"see OPS-{digits(r, 4)} for the rotation plan, key id {_uuid(r)}"),
    ]


_FIXED: list[tuple[str, str]] = [
    # keys read from the environment or a store, never written
    ("mcp_env_passthrough", '"env": {"GITHUB_PERSONAL_ACCESS_TOKEN": "${GITHUB_TOKEN}"}'),
    ("claude_mcp_env_ref", "claude mcp add svc -e API_KEY=$SVC_API_KEY -- npx -y @corp/mcp"),
    ("codex_env_vars_list", '[mcp_servers.svc]\ncommand = "npx"\nenv_vars = ["SVC_API_KEY"]'),
    ("aider_conf_env", "# ~/.aider.conf.yml\nmodel: openrouter/corp\n# key from OPENAI_API_KEY"),
    ("gha_with_secret", "        with:\n          api-key: ${{ secrets.DEPLOY_API_KEY }}"),
    ("nextcloud_env_ref", "  'dbpassword' => getenv('NC_DB_PASSWORD'),"),
    ("wordpress_salt_placeholder", "define( 'AUTH_KEY',         'put your unique phrase here' );"),
    ("filebeat_keystore_ref", 'cloud.auth: "elastic:${ES_PWD}"'),
    ("logstash_env_ref", '    password => "${LOGSTASH_PW}"'),
    ("alertmanager_file_ref", "  - routing_key_file: /etc/alertmanager/pd_key"),
    (
        "hadoop_provider_ref",
        "<name>hadoop.security.credential.provider.path</name>\n"
        "<value>jceks://hdfs/user/etl/s3.jceks</value>",
    ),
    (
        "spark_secret_scope",
        'spark.conf.set("fs.azure.account.key", dbutils.secrets.get("kv", "sa-key"))',
    ),
    (
        "kafka_connect_config_provider",
        '"connection.password": "${file:/opt/secrets.properties:pg_pass}"',
    ),
    (
        "airflow_secrets_backend",
        "AIRFLOW__SECRETS__BACKEND=airflow.providers.hashicorp.secrets.vault.VaultBackend",
    ),
    (
        "streamlit_secrets_ref",
        'conn = st.connection("warehouse", type="sql")  # reads secrets.toml',
    ),
    ("gradio_auth_fn", 'demo.launch(auth=check_user, auth_message="SSO only")'),
    (
        "unattend_password_empty",
        "<AdministratorPassword>\n  <Value></Value>\n  <PlainText>false</PlainText>\n"
        "</AdministratorPassword>",
    ),
    ("gpp_cpassword_empty", '<Properties action="U" cpassword="" userName="LocalAdmin"/>'),
    (
        "machine_key_auto",
        '<machineKey validationKey="AutoGenerate,IsolateApps" '
        'decryptionKey="AutoGenerate,IsolateApps" />',
    ),
    ("reg_autologon_off", '"AutoAdminLogon"="0"\n"DefaultUserName"="kiosk"'),
    ("sc_config_localsystem", "sc.exe config CorpAgent obj= LocalSystem start= auto"),
    ("redis_acl_nopass", "ACL SETUSER metrics on nopass ~metrics:* +info"),
    (
        "redis_acl_hashed",
        "ACL SETUSER app on #e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855 ~*",
    ),
    ("kafka_scram_iterations", "SCRAM-SHA-512=[iterations=8192]"),
    ("bitcoind_cookie", "rpccookiefile=/var/lib/bitcoind/.cookie\nrpcallowip=10.0.0.0/8"),
    (
        "lnd_macaroon_path",
        "LND_MACAROON_PATH=/data/lnd/data/chain/bitcoin/mainnet/readonly.macaroon",
    ),
    (
        "monero_password_file",
        "monero-wallet-rpc --wallet-file payouts --password-file /run/secrets/wallet",
    ),
    ("proxmox_token_id_only", "PROXMOX_TOKEN_ID='root@pam!ci'"),
    ("dingtalk_no_token", "https://oapi.dingtalk.com/robot/send?access_token=${DINGTALK_TOKEN}"),
    ("feishu_docs_url", "https://open.feishu.cn/document/client-docs/bot-v3/add-custom-bot"),
    ("mattermost_hook_docs", "https://developers.mattermost.com/integrate/webhooks/incoming/"),
    ("nagios_macro_ref", "$USER1$=/usr/lib/nagios/plugins\n$USER2$=/usr/local/lib/nagios"),
    ("sssd_authtok_type", "ldap_default_authtok_type = obfuscated_password"),
    ("zabbix_include", "Include=/etc/zabbix/zabbix_server.conf.d/*.conf"),
    ("chat_icelandic_ref", "lykilorðið er í lyklaskránni"),
    ("chat_welsh_ref", "mae'r cyfrinair yn y gladdgell"),
    ("chat_afrikaans_ref", "die wagwoord is in die kluis, vra vir Pieter"),
    ("chat_nepali_ref", "पासवर्ड भल्टमा छ"),
    (
        "chat_numbered_list_plain",
        "for the staging box:\n1. https://stg.corp/admin\n2. ops\n3. ask Lee",
    ),
    ("chat_expired_plain", "my token expired, regenerating it from the dashboard now"),
    ("chat_for_the_record_plain", "for the record the root pw on the NAS is in 1Password."),
]


LOOK_ALIKES: tuple[LookAlike, ...] = look_alikes(
    "kenning-wide-look-alikes-heldout11", _rounds, _FIXED
)
