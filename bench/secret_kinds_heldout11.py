"""The eleventh held-out half of the wide secret corpus: written blind, before its round.

Written (issue 27, round 10, after held-out 10) by a helper who never read the
redactor's code, tables or documentation, from the server room and the data
team rather than the laptop: MCP server configs of coding agents (`mcp.json`,
`claude mcp add`, Codex's `config.toml`), files under `/etc` of self-hosted
services (Nextcloud, WordPress salts, Gitea, Plex, the *arr apps, Zabbix,
Nagios macros, sssd, nslcd, rsyncd, exim, ssmtp, snmpd), logging and
monitoring agents (Filebeat, Logstash, Fluentd, rsyslog, Alertmanager), data
platforms (Hadoop XML, Spark and Azure storage keys, Kafka Connect, Flink and
Trino catalogs, Airflow connections, DVC remotes, MLflow, Streamlit secrets,
Gradio), Windows administration (`sc.exe`, unattend.xml, Group Policy
`cpassword`, ASP.NET machine keys, a registry export's autologon, SSIS and
Informatica command lines), home-lab APIs (Proxmox `PVEAPIToken`, TrueNAS),
brokers (Redis ACLs, Kafka SCRAM, NATS nkey seeds, ZeroMQ CURVE keys), node
operators (bitcoind, LND macaroons, Tendermint validator keys, Monero),
webhooks of chat services in Asia and self-hosted ones, payment and cloud
vendors of China, Japan, Korea, India, Brazil, Russia and Africa, encodings
(base64 of a whole service-account JSON, CDATA, YAML `!!binary`, a Windows
registry string, TOML multi-line strings, an OpenSSH key echoed in a
Dockerfile), and chat in languages no earlier set used.

Its look-alikes (`bench/secret_kinds_heldout11_look.py`) are what the same
files hold that is no secret: password hashes and salted `rpcauth` lines,
public keys and validator addresses, Elastic's `cloud.id`, webhook hosts
without their token, secret references, ids and versions.
"""

from __future__ import annotations

import base64
import json
import random
import string

from bench.secret_kinds import (
    SESSION_PLACES8,
    Kind,
    Sample,
    alnum,
    b64,
    b64_of,
    hexs,
    kind_of,
    lower_alnum,
    pick,
    pw,
    samples,
    urlsafe,
    uuid4,
)
from bench.secret_kinds_heldout11_look import LOOK_ALIKES
from bench.secret_kinds_heldout11_more import MORE_KINDS

__all__ = ["KINDS", "LOOK_ALIKES", "heldout11_samples"]


def _uuid(r: random.Random) -> str:
    return uuid4(r, "b")


def _sa_json_b64(r: random.Random) -> str:
    """A service account's JSON (its private key inside), base64-encoded as a whole."""
    key = "-----BEGIN PRIVATE KEY-----\nMIIEvQIBADANBgkqhkiG9w0BAQEFAASC" + b64(r, 64) + "\n"
    doc = {
        "type": "service_account",
        "project_id": "corp-data",
        "private_key_id": hexs(r, 40),
        "private_key": key + "-----END PRIVATE KEY-----\n",
        "client_email": "etl@corp-data.iam.gserviceaccount.com",
    }
    return base64.b64encode(json.dumps(doc, indent=2).encode()).decode()


def _nkey_seed(r: random.Random) -> str:
    return "SUA" + pick(r, string.ascii_uppercase + "234567", 55)


def _macaroon(r: random.Random) -> str:
    return "0201036c6e6402f801030a10" + hexs(r, 200)


def _cpassword(r: random.Random) -> str:
    return b64(r, 43)


def _github_pat(r: random.Random) -> str:
    return (
        "github_pat_11" + pick(r, string.ascii_uppercase + string.digits, 20) + "_" + alnum(r, 59)
    )


def _wp_salt(r: random.Random) -> str:
    """A WordPress salt as its generator prints one: 64 of letters, digits and punctuation."""
    return pick(r, string.ascii_letters + string.digits + "!@#%^*()-_[]{}<>~`+=,.;:/?|", 64)


def _gitea_token(r: random.Random) -> str:
    return (
        "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJuYmYiOjE3" + urlsafe(r, 20) + "." + urlsafe(r, 43)
    )


def _z85(r: random.Random) -> str:
    """A ZeroMQ CURVE key in Z85: 40 of letters, digits and punctuation."""
    return pick(r, string.ascii_letters + string.digits + ".-:+=^!/*?&<>()[]{}@%$#", 40)


def _openssh_body(r: random.Random) -> str:
    return "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW" + b64(r, 60)


KINDS: tuple[Kind, ...] = (
    # coding agents' MCP servers and tool configs
    kind_of(
        "mcp_json_env_pat",
        "config",
        '{{\n  "mcpServers": {{\n    "github": {{\n      "command": "docker",\n'
        '      "args": ["run", "-i", "--rm", "-e", "GITHUB_PERSONAL_ACCESS_TOKEN", '
        '"ghcr.io/github/github-mcp-server"],\n'
        '      "env": {{"GITHUB_PERSONAL_ACCESS_TOKEN": "{v}"}}\n    }}\n  }}\n}}',
        value=_github_pat,
    ),
    kind_of(
        "claude_mcp_header",
        "cli",
        "claude mcp add --transport http linear https://mcp.corp.app/mcp "
        '--header "X-Service-Token: {v}"',
        value=lambda r: alnum(r, 40),
    ),
    kind_of(
        "codex_config_env_table",
        "config",
        '[mcp_servers.postgres]\ncommand = "npx"\n'
        'args = ["-y", "@modelcontextprotocol/server-postgres", '
        '"postgresql://mcp:{v}@db:5432/app"]',
    ),
    kind_of(
        "continue_config_model",
        "config",
        '"models": [{{"title": "Corp LLM", "provider": "openai", '
        '"apiBase": "https://llm.corp/v1", "apiKey": "{v}"}}]',
        value=lambda r: "sk-" + alnum(r, 48),
    ),
    kind_of(
        "aider_conf_yml",
        "config",
        "# ~/.aider.conf.yml\nmodel: openrouter/corp\nopenai-api-base: https://llm.corp/v1\n"
        "openai-api-key: {v}",
        value=lambda r: lower_alnum(r, 40),
    ),
    # self-hosted services under /etc and their config files
    kind_of(
        "nextcloud_config_php",
        "config",
        "  'dbtype' => 'pgsql',\n  'dbuser' => 'oc_admin',\n  'dbpassword' => '{v}',",
        value=lambda r: urlsafe(r, 30),
    ),
    kind_of(
        "wordpress_salt",
        "config",
        "define( 'AUTH_KEY',         '{v}' );",
        value=_wp_salt,
    ),
    kind_of(
        "gitea_app_ini",
        "config",
        "[security]\nINSTALL_LOCK   = true\nINTERNAL_TOKEN = {v}",
        value=_gitea_token,
    ),
    kind_of(
        "plex_online_token",
        "config",
        '<Preferences MachineIdentifier="{uuid}" PlexOnlineToken="{v}" PlexOnlineUsername="bob"/>',
        value=lambda r: urlsafe(r, 20),
    ),
    kind_of(
        "arr_config_xml_apikey",
        "config",
        "<Config>\n  <Port>8989</Port>\n  <ApiKey>{v}</ApiKey>\n  <AuthenticationMethod>Forms"
        "</AuthenticationMethod>\n</Config>",
        value=lambda r: hexs(r, 32),
    ),
    kind_of(
        "zabbix_server_conf",
        "config",
        "DBHost=localhost\nDBName=zabbix\nDBUser=zabbix\nDBPassword={v}",
    ),
    kind_of(
        "nagios_resource_macro",
        "config",
        "$USER1$=/usr/lib/nagios/plugins\n$USER3$={v}",
    ),
    kind_of(
        "sssd_authtok",
        "config",
        "[domain/corp]\nldap_default_bind_dn = cn=sssd,dc=corp,dc=com\nldap_default_authtok = {v}",
    ),
    kind_of("nslcd_bindpw", "config", "binddn cn=nslcd,dc=corp,dc=com\nbindpw {v}"),
    kind_of("rsyncd_secrets", "config", "$ sudo cat /etc/rsyncd.secrets\nbackup:{v}"),
    kind_of("exim_passwd_client", "config", "*.corp-mail.net:relay@corp.com:{v}"),
    kind_of(
        "ssmtp_conf",
        "config",
        "mailhub=smtp.corp.com:587\nAuthUser=alerts@corp.com\nAuthPass={v}\nUseSTARTTLS=YES",
    ),
    kind_of(
        "snmpd_create_user",
        "config",
        'createUser monitor SHA "{v}" AES "{v}"\nrouser monitor priv',
    ),
    kind_of(
        "gitlab_rb_smtp",
        "config",
        "gitlab_rails['smtp_user_name'] = \"alerts@corp.com\"\n"
        "gitlab_rails['smtp_password'] = \"{v}\"",
    ),
    kind_of(
        "opnsense_apikey_txt",
        "config",
        "$ cat apikey.txt\nkey={h32}\nsecret={v}",
        value=lambda r: alnum(r, 80),
    ),
    kind_of(
        "proxmox_api_token_header",
        "header",
        "curl -k -H 'Authorization: PVEAPIToken=root@pam!ci={v}' "
        "https://pve.lan:8006/api2/json/nodes",
        value=_uuid,
    ),
    kind_of(
        "truenas_api_key",
        "header",
        'curl -H "Authorization: Bearer {v}" http://nas.lan/api/v2.0/pool',
        value=lambda r: f"{r.randrange(1, 9)}-" + alnum(r, 64),
    ),
    kind_of(
        "vaultwarden_admin_token",
        "config",
        "      - ADMIN_TOKEN={v}\n      - SIGNUPS_ALLOWED=false",
        value=lambda r: urlsafe(r, 48),
    ),
    # logging and monitoring agents
    kind_of(
        "filebeat_cloud_auth",
        "config",
        'cloud.id: "prod:ZXUtd2VzdC0xLmF3cy5mb3VuZC5pbyQ{h8}"\ncloud.auth: "elastic:{v}"',
    ),
    kind_of(
        "logstash_output_password",
        "config",
        'output {{\n  elasticsearch {{\n    hosts => ["https://es:9200"]\n'
        '    user => "logstash_writer"\n    password => "{v}"\n  }}\n}}',
    ),
    kind_of(
        "fluentd_match_password",
        "config",
        "<match app.**>\n  @type elasticsearch\n  host es\n  user fluent\n  password {v}\n</match>",
    ),
    kind_of(
        "rsyslog_omelasticsearch",
        "config",
        'action(type="omelasticsearch" server="es" uid="rsyslog" pwd="{v}")',
    ),
    kind_of(
        "alertmanager_routing_key",
        "config",
        "receivers:\n- name: oncall\n  pagerduty_configs:\n  - routing_key: {v}",
        value=lambda r: hexs(r, 32),
    ),
    kind_of(
        "alertmanager_smtp",
        "config",
        "global:\n  smtp_smarthost: smtp.corp.com:587\n  smtp_auth_username: alerts\n"
        "  smtp_auth_password: {v}",
    ),
    # data platforms
    kind_of(
        "hadoop_core_site",
        "config",
        "<property>\n  <name>fs.s3a.secret.key</name>\n  <value>{v}</value>\n</property>",
        value=lambda r: b64(r, 40),
    ),
    kind_of(
        "spark_azure_account_key",
        "code",
        'spark.conf.set("fs.azure.account.key.corpdata.dfs.core.windows.net", "{v}")',
        value=lambda r: b64(r, 86) + "==",
    ),
    kind_of(
        "kafka_connect_json",
        "config",
        '{{"name": "pg-sink", "config": {{"connector.class": "io.confluent.connect.jdbc.'
        'JdbcSinkConnector", "connection.user": "etl", "connection.password": "{v}"}}}}',
    ),
    kind_of(
        "flink_sql_with",
        "code",
        "CREATE TABLE orders (...) WITH (\n  'connector' = 'jdbc',\n  'username' = 'etl',\n"
        "  'password' = '{v}'\n);",
    ),
    kind_of(
        "trino_catalog_properties",
        "config",
        "connector.name=postgresql\nconnection-url=jdbc:postgresql://db:5432/app\n"
        "connection-user=trino\nconnection-password={v}",
    ),
    kind_of(
        "airflow_conn_uri",
        "config",
        "AIRFLOW_CONN_WAREHOUSE='snowflake://etl:{v}@corp/analytics/public?warehouse=wh'",
    ),
    kind_of(
        "airflow_connections_add",
        "cli",
        "airflow connections add crm --conn-type http --conn-host api.crm.corp "
        "--conn-login svc --conn-password {v}",
    ),
    kind_of(
        "dvc_remote_modify",
        "cli",
        "dvc remote modify --local storage secret_access_key {v}",
        value=lambda r: b64(r, 40),
    ),
    kind_of(
        "mlflow_tracking_password",
        "cli",
        "export MLFLOW_TRACKING_USERNAME=ci MLFLOW_TRACKING_PASSWORD={v}",
    ),
    kind_of(
        "streamlit_secrets_toml",
        "config",
        '# .streamlit/secrets.toml\n[connections.warehouse]\nuser = "app"\npassword = "{v}"',
    ),
    kind_of(
        "gradio_launch_auth",
        "code",
        'demo.launch(server_name="0.0.0.0", auth=("admin", "{v}"))',
    ),
    kind_of(
        "jupyter_server_token",
        "cli",
        "jupyter lab --ip=0.0.0.0 --no-browser --IdentityProvider.token={v}",
        value=lambda r: hexs(r, 48),
    ),
    # Windows administration
    kind_of(
        "sc_config_password",
        "cli",
        'sc.exe config CorpAgent obj= ".\\svc_agent" password= "{v}"',
    ),
    kind_of(
        "unattend_admin_password",
        "config",
        "<AdministratorPassword>\n  <Value>{v}</Value>\n  <PlainText>true</PlainText>\n"
        "</AdministratorPassword>",
    ),
    kind_of(
        "gpp_cpassword",
        "config",
        '<Properties action="U" newName="" fullName="" cpassword="{v}" changeLogon="0" '
        'userName="LocalAdmin"/>',
        value=_cpassword,
    ),
    kind_of(
        "aspnet_machine_key",
        "config",
        '<machineKey validationKey="{v}" decryptionKey="{h32}" validation="HMACSHA256" />',
        value=lambda r: hexs(r, 128).upper(),
    ),
    kind_of(
        "reg_autologon",
        "config",
        "[HKEY_LOCAL_MACHINE\\SOFTWARE\\Microsoft\\Windows NT\\CurrentVersion\\Winlogon]\n"
        '"AutoAdminLogon"="1"\n"DefaultUserName"="kiosk"\n"DefaultPassword"="{v}"',
    ),
    kind_of(
        "dtexec_decrypt",
        "cli",
        'dtexec /F "C:\\etl\\LoadSales.dtsx" /De {v} /Rep E',
    ),
    kind_of(
        "informatica_pmcmd",
        "cli",
        "pmcmd startworkflow -sv IS_PROD -d Domain_Corp -u Administrator -p {v} -f Sales wf_load",
    ),
    kind_of(
        "invoke_sqlcmd_password",
        "cli",
        "Invoke-Sqlcmd -ServerInstance db01 -Database app -Username etl -Password '{v}' "
        '-Query "SELECT 1"',
    ),
    kind_of(
        "security_unlock_keychain",
        "cli",
        "security unlock-keychain -p {v} build.keychain",
    ),
    # brokers
    kind_of(
        "redis_acl_setuser",
        "cli",
        "redis-cli ACL SETUSER app on '>{v}' '~app:*' +@read +@write",
    ),
    kind_of(
        "kafka_configs_scram",
        "cli",
        "kafka-configs --bootstrap-server kafka:9092 --alter "
        "--add-config 'SCRAM-SHA-512=[password={v}]' --entity-type users --entity-name etl",
    ),
    kind_of(
        "nats_creds_seed",
        "key",
        "-----END NATS USER JWT------\n\n************************* IMPORTANT "
        "*************************\n\n-----BEGIN USER NKEY SEED-----\n{v}\n"
        "------END USER NKEY SEED------",
        value=_nkey_seed,
    ),
    kind_of(
        "zeromq_curve_secret",
        "config",
        'curve\n    public-key = "{h32}"\n    secret-key = "{v}"',
        value=_z85,
    ),
    # node operators
    kind_of(
        "bitcoind_rpcpassword",
        "config",
        "server=1\nrpcuser=node\nrpcpassword={v}\nrpcallowip=10.0.0.0/8",
        value=lambda r: urlsafe(r, 32),
    ),
    kind_of(
        "lnd_macaroon_hex",
        "config",
        "LND_GRPC_HOST=lnd:10009\nLND_MACAROON_HEX={v}",
        value=_macaroon,
    ),
    kind_of(
        "tendermint_priv_validator",
        "key",
        '{{\n  "address": "{h32}",\n  "priv_key": {{\n    "type": "tendermint/PrivKeyEd25519",\n'
        '    "value": "{v}"\n  }}\n}}',
        value=lambda r: b64(r, 86) + "==",
    ),
    kind_of(
        "monero_wallet_password",
        "cli",
        "monero-wallet-rpc --wallet-file payouts --password {v} --rpc-bind-port 18083",
    ),
    # webhooks of chat services
    kind_of(
        "dingtalk_robot",
        "form",
        "https://oapi.dingtalk.com/robot/send?access_token={v}",
        value=lambda r: hexs(r, 64),
    ),
    kind_of(
        "feishu_bot_hook",
        "form",
        "curl -X POST https://open.feishu.cn/open-apis/bot/v2/hook/{v} -d @msg.json",
        value=_uuid,
    ),
    kind_of(
        "wecom_webhook_key",
        "form",
        "WEBHOOK=https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key={v}",
        value=_uuid,
    ),
    kind_of(
        "mattermost_incoming_hook",
        "form",
        'curl -i -X POST -d \'payload={{"text": "deployed"}}\' https://chat.corp/hooks/{v}',
        value=lambda r: lower_alnum(r, 26),
    ),
    kind_of(
        "rocketchat_hook",
        "form",
        "https://rocket.corp/hooks/{h8}{h8}/{v}",
        value=lambda r: alnum(r, 48),
    ),
    kind_of(
        "make_webhook",
        "form",
        "fetch('https://hook.eu1.make.com/{v}', {{ method: 'POST', body }})",
        value=lambda r: lower_alnum(r, 32),
    ),
    kind_of(
        "google_chat_webhook",
        "form",
        "https://chat.googleapis.com/v1/spaces/AAAA{h8}/messages?key=AIzaSy{h8}&token={v}",
        value=lambda r: urlsafe(r, 43) + "%3D",
    ),
    # encodings
    kind_of(
        "b64_service_account_json",
        "form",
        "GOOGLE_CREDENTIALS_B64={v}",
        value=_sa_json_b64,
    ),
    kind_of(
        "xml_cdata_password",
        "config",
        "<datasource>\n  <user>app</user>\n  <password><![CDATA[{v}]]></password>\n</datasource>",
    ),
    kind_of(
        "yaml_binary_tag",
        "config",
        "credentials:\n  token: !!binary |\n    {v}",
        value=lambda r: b64_of("tok-" + alnum(r, 36)),
    ),
    kind_of(
        "toml_multiline_literal",
        "config",
        "[signing]\nkey = '''\n{v}\n'''",
        value=lambda r: b64(r, 64),
    ),
    kind_of(
        "dockerfile_echo_ssh_key",
        "config",
        'RUN mkdir -p ~/.ssh && echo "-----BEGIN OPENSSH PRIVATE KEY-----\\n'
        '{v}\\n-----END OPENSSH PRIVATE KEY-----" > ~/.ssh/id_ed25519',
        value=_openssh_body,
    ),
    kind_of(
        "ini_inline_comment",
        "config",
        '[upstream]\nhost = api.corp\npassword = "{v}" ; rotated in March',
    ),
    kind_of(
        "url_query_b64_auth",
        "form",
        "GET /export.csv?auth={v}&format=csv",
        value=lambda r: base64.urlsafe_b64encode(f"reports:{pw(r)}".encode()).decode(),
    ),
    *MORE_KINDS,
)


def heldout11_samples(per_kind: int = 3) -> tuple[Sample, ...]:
    """`per_kind` samples of each kind of the eleventh held-out half; the same on every run."""
    return samples(KINDS, per_kind, "kenning-wide-secrets-heldout11", SESSION_PLACES8)
