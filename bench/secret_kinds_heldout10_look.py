"""The look-alikes of held-out 10 (`bench/secret_kinds_heldout10.py`): no secret in any of them.

What the places of held-out 10 hold beside a secret and must come through
unchanged: commit ids in shell history and CI logs, lockfile integrity hashes,
image and Nix digests, certificates and public keys (and base64 of them),
encrypted values made to be committed (Ansible Vault, SOPS, sealed secrets,
Pulumi's `secure:`), request signatures and trace ids, masked and placeholder
values, ids of records, projects, apps and teams of many services, version
strings, cache keys, and chat that names a secret without giving it.
"""

from __future__ import annotations

import base64
import random
import string

from bench.secret_kinds import (
    LookAlike,
    alnum,
    b58,
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
    return uuid4(r, "8")


def _upper(r: random.Random, n: int) -> str:
    return pick(r, string.ascii_uppercase + string.digits, n)


def _cert_b64(r: random.Random) -> str:
    """A PEM certificate's text, base64-encoded as Kubernetes stores `ca.crt`."""
    body = "MIIDBTCCAe2gAwIBAgIIU" + b64(r, 43) + "\n" + b64(r, 64) + "\n"
    pem = "-----BEGIN CERTIFICATE-----\n" + body + "-----END CERTIFICATE-----\n"
    return base64.b64encode(pem.encode()).decode()


def _rounds(r: random.Random) -> list[tuple[str, str]]:
    sha = hexs(r, 40)
    return [
        # shell history and terminals
        ("zsh_history_checkout", f": 1732780411:0;git checkout {hexs(r, 40)}"),
        ("bash_history_cherry_pick", f"  1043  git cherry-pick {hexs(r, 12)}..{hexs(r, 12)}"),
        ("rev_parse_output", f"$ git rev-parse HEAD\n{sha}"),
        ("sha256sum_output", f"{hexs(r, 64)}  dist/app-linux-amd64.tar.gz"),
        (
            "docker_image_id",
            f'        "Id": "sha256:{hexs(r, 64)}",\n        "Created": "2026-11-28"',
        ),
        ("docker_hostname", f'"Hostname": "{hexs(r, 12)}", "Image": "sha256:{hexs(r, 64)}"'),
        (
            "k8s_secret_meta",
            f"metadata:\n  name: api-tls\n  uid: {_uuid(r)}\ntype: kubernetes.io/tls",
        ),
        ("k8s_ca_crt_b64", f"data:\n  ca.crt: {_cert_b64(r)}"),
        # GitHub Actions logs
        (
            "gha_checkout_sha",
            f"Download action repository 'actions/checkout@v4' (SHA:{hexs(r, 40)})",
        ),
        ("gha_masked_env", "env:\n    NPM_TOKEN: ***\n    NODE_VERSION: 22"),
        ("gha_cache_key", f"Cache restored from key: node-cache-Linux-x64-npm-{hexs(r, 64)}"),
        (
            "gha_job_url",
            f"https://github.com/corp/api/actions/runs/{digits(r, 11)}/job/{digits(r, 11)}",
        ),
        # curl -v and HTTP
        ("curl_v_request_id", f"< x-request-id: {_uuid(r)}\n< x-envoy-upstream-service-time: 12"),
        ("curl_v_amz_ids", f"< x-amz-request-id: {_upper(r, 16)}\n< x-amz-id-2: {b64(r, 76)}"),
        ("curl_v_etag", f'< etag: "{hexs(r, 32)}"\n< cf-ray: {hexs(r, 16)}-FRA'),
        ("traceparent", f"traceparent: 00-{hexs(r, 32)}-{hexs(r, 16)}-01"),
        ("hub_signature", f"X-Hub-Signature-256: sha256={hexs(r, 64)}"),
        ("stripe_signature", f"Stripe-Signature: t={digits(r, 10)},v1={hexs(r, 64)}"),
        ("cloudfront_id", f"< x-amz-cf-id: {urlsafe(r, 54)}=="),
        ("oauth_code_challenge", f"&code_challenge={urlsafe(r, 43)}&code_challenge_method=S256"),
        ("ga_cookie", f"Cookie: _ga=GA1.2.{digits(r, 10)}.{digits(r, 10)}; theme=dark"),
        # lockfiles and hashes
        ("npm_integrity", f'"integrity": "sha512-{b64(r, 86)}=="'),
        ("go_sum_line", f"github.com/corp/lib v1.4.2 h1:{b64(r, 43)}="),
        ("cargo_checksum", f'checksum = "{hexs(r, 64)}"'),
        ("flake_nar_hash", f'"narHash": "sha256-{b64(r, 43)}=",\n"rev": "{hexs(r, 40)}"'),
        ("sri_script", f'<script src="/app.js" integrity="sha384-{b64(r, 64)}"></script>'),
        ("tf_lock_hashes", f'  hashes = [\n    "h1:{b64(r, 43)}=",\n    "zh:{hexs(r, 64)}",\n  ]'),
        ("elf_build_id", f"BuildID[sha1]={hexs(r, 40)}, for GNU/Linux 3.2.0, stripped"),
        ("go_pseudo_version", f"golang.org/x/net v0.0.0-20261128100411-{hexs(r, 12)}"),
        # public keys and signatures
        ("ssh_ed25519_pub", f"ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI{b64(r, 43)} bob@laptop"),
        ("wireguard_peer_pub", f"[Peer]\nPublicKey = {b64(r, 43)}=\nAllowedIPs = 10.8.0.2/32"),
        ("paserk_public", f"PASETO_PUBLIC=k4.public.{urlsafe(r, 43)}"),
        (
            "dkim_signature",
            f"DKIM-Signature: v=1; a=rsa-sha256; d=corp.com; s=s1;\n bh={b64(r, 43)}=",
        ),
        ("known_hosts_hashed", f"|1|{b64(r, 27)}=|{b64(r, 27)}= ecdsa-sha2-nistp256 AAAAE2VjZHNh"),
        ("eth_address", f"send it to 0x{hexs(r, 40)} on Base"),
        ("solana_pubkey", f"Wallet: {b58(r, 44)}"),
        (
            "tls_fingerprint",
            "SHA256 Fingerprint=" + ":".join(hexs(r, 2).upper() for _ in range(32)),
        ),
        # encrypted values made to be committed
        (
            "sops_enc_value",
            f"password: ENC[AES256_GCM,data:{b64(r, 24)},iv:{b64(r, 43)}=,"
            f"tag:{b64(r, 22)}==,type:str]",
        ),
        ("pulumi_secure", f"config:\n  app:dbPassword:\n    secure: v1:{b64(r, 16)}:{b64(r, 40)}"),
        ("sealed_secret", f"  encryptedData:\n    password: AgB{b64(r, 300)}"),
        # ids of services
        ("azure_tenant_id", f"AZURE_TENANT_ID={_uuid(r)}\nAZURE_SUBSCRIPTION_ID={_uuid(r)}"),
        ("asc_key_ids", f"ASC_KEY_ID={_upper(r, 10)}\nASC_ISSUER_ID={_uuid(r)}"),
        ("atlas_public_key", f"MCLI_PUBLIC_API_KEY={lower_alnum(r, 8)}\nMCLI_ORG_ID={hexs(r, 24)}"),
        (
            "google_oauth_client_id",
            f'"client_id": "{digits(r, 12)}-{lower_alnum(r, 32)}.apps.googleusercontent.com"',
        ),
        ("firebase_app_id", f'"mobilesdk_app_id": "1:{digits(r, 12)}:android:{hexs(r, 16)}"'),
        ("gdocs_url", f"https://docs.google.com/document/d/1{urlsafe(r, 43)}/edit"),
        ("notion_page_url", f"https://www.notion.so/corp/Runbook-{hexs(r, 32)}"),
        ("stripe_object_ids", f"customer cus_{alnum(r, 14)} paid pi_{alnum(r, 24)}"),
        ("kms_key_arn", f"arn:aws:kms:eu-west-1:{digits(r, 12)}:key/{_uuid(r)}"),
        (
            "xcode_team",
            f"DEVELOPMENT_TEAM = {_upper(r, 10)}\nPRODUCT_BUNDLE_IDENTIFIER = com.corp.app",
        ),
        ("expo_project_id", f'"extra": {{"eas": {{"projectId": "{_uuid(r)}"}}}}'),
        ("gravatar_url", f"https://www.gravatar.com/avatar/{hexs(r, 32)}?s=80"),
        ("sentry_event_id", f"Sentry event id: {hexs(r, 32)}"),
        ("twilio_message_sid", f"queued SM{hexs(r, 32)} to +4915100000000"),
        ("figma_file_url", f"https://www.figma.com/design/{alnum(r, 22)}/Checkout"),
        # object dumps and traces
        (
            "go_goroutine",
            f"goroutine 17 [running]:\nmain.main()\n\t/app/main.go:12 +0x{hexs(r, 3)}",
        ),
        (
            "php_object_id",
            f'object(App\\Models\\User)#{digits(r, 3)} (3) {{ ["id"]=> int({digits(r, 5)}) }}',
        ),
        (
            "java_thread_dump",
            f'"pool-1-thread-3" #{digits(r, 2)} prio=5 tid=0x00007f{hexs(r, 10)} '
            f"nid=0x{hexs(r, 4)}",
        ),
        # versions and encodings of no secret
        (
            "source_map_b64",
            "//# sourceMappingURL=data:application/json;base64,"
            + base64.b64encode(
                b'{"version":3,"sources":["app.ts"],"names":[],"mappings":"AAAA"}'
            ).decode(),
        ),
        (
            "prefs_cookie_b64",
            "prefs="
            + base64.b64encode(
                f'{{"theme":"dark","lang":"{r.choice(["de", "fr", "en"])}"}}'.encode()
            ).decode(),
        ),
        (
            "jwt_header_only",
            "the header eyJhbGciOiJSUzI1NiIsInR5cCI6IkpXVCJ9 decodes to RS256, so use the JWKS",
        ),
        (
            "user_agent",
            f"User-Agent: Mozilla/5.0 Chrome/131.0.{digits(r, 4)}.{digits(r, 2)} Safari/537.36",
        ),
        ("build_number_hash", f"Build {digits(r, 4)} ({hexs(r, 9)}) uploaded to TestFlight"),
    ]


_FIXED: list[tuple[str, str]] = [
    # placeholders and examples
    ("env_example_blank", "# copy to .env and fill in\nOPENAI_API_KEY=\nSTRIPE_SECRET_KEY="),
    ("env_example_placeholder", "API_KEY=<your api key>\nSECRET_KEY=changeme"),
    ("dsn_user_password_placeholder", "DATABASE_URL=postgres://user:password@localhost:5432/mydb"),
    ("dsn_no_password", "DATABASE_URL=postgres://app@db:5432/app?sslmode=require"),
    ("dsn_integrated_security", "Server=tcp:db,1433;Database=app;Integrated Security=SSPI;"),
    ("dsn_h2_memory", "jdbc:h2:mem:testdb;DB_CLOSE_DELAY=-1;MODE=PostgreSQL"),
    ("libsql_no_token", "TURSO_URL=libsql://app-corp.turso.io"),
    ("rtmp_no_key", "Server: rtmp://a.rtmp.youtube.com/live2 (stream key in OBS settings)"),
    ("mailer_dsn_null", "MAILER_DSN=null://null"),
    ("gha_secret_ref", "  env:\n    DEPLOY_TOKEN: ${{ secrets.DEPLOY_TOKEN }}"),
    ("ansible_var_ref", 'ansible_ssh_pass: "{{ vault_ssh_pass }}"'),
    (
        "ansible_vault_blob",
        "db_password: !vault |\n  $ANSIBLE_VAULT;1.1;AES256\n"
        "  62313365396662343061393464336163383764373764613633653634306231386433626436623361\n"
        "  6134333665353966363534333632666535333761666131620a663537646436643839616531643561",
    ),
    ("rest_client_ref", "GET {{host}}/me\nx-api-key: {{apiKey}}"),
    ("idea_env_plain", '<env name="SPRING_PROFILES_ACTIVE" value="dev" />'),
    ("vscode_env_file", '"envFile": "${workspaceFolder}/.env",\n"program": "${file}"'),
    ("launchsettings_url", '"applicationUrl": "https://localhost:7043;http://localhost:5043"'),
    ("plist_bundle", "<key>CFBundleIdentifier</key>\n<string>com.corp.app</string>"),
    ("xcconfig_plain", "MARKETING_VERSION = 2.4.1\nCURRENT_PROJECT_VERSION = 318"),
    ("flutter_define_plain", "flutter run --dart-define=ENV=staging --dart-define=FLAVOR=beta"),
    ("curlrc_plain", 'silent\nshow-error\nuser-agent = "corp-ci/1.0"'),
    ("snmp_public", "snmpwalk -v2c -c public 10.0.0.1 sysDescr"),
    ("ios_tacacs_host", "tacacs server ise\n address ipv4 10.0.0.9\n timeout 5"),
    (
        "radius_clients_ref",
        "client office {\n    ipaddr = 10.1.0.0/16\n    secret = $ENV{RADIUS_SECRET}\n}",
    ),
    ("arduino_wifi_ref", "WiFi.begin(WIFI_SSID, WIFI_PASS);"),
    ("esphome_secret_ref", "api:\n  encryption:\n    key: !secret api_key"),
    # masked values as tools print them
    ("aws_configure_list", "   secret_key     ****************ABCD shared-credentials-file"),
    ("npm_config_protected", "//registry.npmjs.org/:_authToken = (protected)"),
    ("pydantic_secretstr", "Settings(debug=False, api_key=SecretStr('**********'))"),
    ("django_debug_masked", "EMAIL_HOST_PASSWORD = '********************'"),
    (
        "lombok_protected",
        "SmtpSettings(host=smtp.corp, port=587, username=alerts, password=[PROTECTED])",
    ),
    ("php_var_dump_null", '  ["password"]=>\n  NULL'),
    (
        "gmail_app_password_help",
        "create an app password under Security > 2-Step Verification > App passwords",
    ),
    # chat naming a secret without giving it
    ("chat_danish_ref", "koden ligger i 1Password under ops/db"),
    ("chat_slovak_ref", "heslo do databázy ti pošlem cez Bitwarden Send"),
    ("chat_hinglish_ref", "bhai token vault mein hai, wahan se le le"),
    ("chat_cantonese_ref", "個密碼喺 vault 入面"),
    ("chat_replace_ref", "in the snippet replace YOUR_API_KEY with the key from the dashboard"),
    ("chat_nickserv_ref", "/msg NickServ IDENTIFY corpbot  <- the password is in the bot's .env"),
    (
        "chat_email_quoted_link",
        "> Your temporary password was sent by SMS.\n> Please change it after login.",
    ),
]


LOOK_ALIKES: tuple[LookAlike, ...] = look_alikes(
    "kenning-wide-look-alikes-heldout10", _rounds, _FIXED
)
