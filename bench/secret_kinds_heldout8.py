"""The eighth held-out half of the wide secret corpus: written before the rules of its round.

Written (issue 27, item 6, round 8) before any rule of that round changed, by
imagining another person pasting into a session than the earlier halves did:
secrets in prose of many languages, in Markdown, psql and CSV tables, in diffs
and `git show`, in stack traces and debug prints, in environment dumps, as
command-line arguments, in JSON, YAML, TOML, INI, XML, HCL, properties and
source code, in URLs and DSNs, keys of vendors in no table, bare keys in odd
places (alone on a line, in backticks, after an arrow, in a comment), and
values split over lines, quoted and escaped; in the session shapes of Claude
Code, Codex, Aider, Gemini CLI and Cline. Its look-alikes are what such text
holds that is not a secret: commit ids in prose and tables, UUIDs, lockfile
hashes, Docker digests, npm integrity strings, base64 images and fonts, CSS
colours, build ids, public keys, the example keys that docs print, encrypted
values (sops, Ansible vault), object ids of payment APIs, request and trace
ids, unsigned JWT-shaped fixtures. It is measured once before the round's
rules ("first sight") and never tuned on.
"""

from __future__ import annotations

import random
import urllib.parse

from bench.secret_kinds import (
    SESSION_PLACES8,
    Gen,
    Kind,
    LookAlike,
    Sample,
    alnum,
    b32,
    b58,
    b64,
    b64_of,
    digits,
    hexs,
    kind_of,
    lower_alnum,
    pw,
    samples,
    split_kind,
    upper32,
    urlsafe,
    uuid4,
    vendor,
)

__all__ = ["KINDS", "LOOK_ALIKES", "heldout8_samples"]


def _uuid(r: random.Random) -> str:
    return uuid4(r, "b")


def _v(name: str, make: Gen) -> Kind:
    """A vendor's key in no table, where people keep one: a cell, a YAML value, a call, prose."""
    return vendor(
        name,
        make,
        "| staging | {v} |",
        "  apiKey: {v}",
        "sdk.init(key='{v}')",
        "the new one is {v}",
        '"credentials": {{"default": "{v}"}}',
    )


def _url_pw(r: random.Random) -> str:
    return urllib.parse.quote(pw(r) + "@#", safe="")


def _azure_secret(r: random.Random) -> str:
    return alnum(r, 3) + "8Q~" + urlsafe(r, 34).replace("-", "~")


def _aws_docs_key() -> str:
    return "wJalrXUtnFEMI/K7MDENG/bPxRfiCY" + "EXAMPLEKEY"


KINDS: tuple[Kind, ...] = (
    # stated in prose, in English and other languages
    kind_of(
        "prose_rotated_to",
        "prose",
        "heads up, the key we rotated to this morning is {v} fwiw",
        value=lambda r: alnum(r, 32),
    ),
    kind_of("prose_passphrase_quoted", "prose", 'the passphrase on the backup GPG key: "{v}"'),
    kind_of("prose_log_in_as_slash", "prose", "log in as root / {v} on the BMC and reboot it"),
    kind_of("prose_reset_new_one", "prose", "I reset it, new one: {v} (don't share)"),
    kind_of("prose_bracketed", "prose", "user ops, password in brackets [{v}]"),
    kind_of("prose_german_zugang", "prose", "Zugangsdaten fürs Staging: admin / {v}"),
    kind_of(
        "prose_spanish_clave_api",
        "prose",
        "la clave de la API es {v}",
        value=lambda r: alnum(r, 32),
    ),
    kind_of("prose_french_mdp", "prose", "mdp du compte admin : {v}"),
    kind_of(
        "prose_portuguese_token",
        "prose",
        "o token de acesso é {v}",
        value=lambda r: urlsafe(r, 40),
    ),
    kind_of("prose_korean_password", "prose", "비밀번호는 {v} 입니다"),
    kind_of("prose_vietnamese", "prose", "mật khẩu là {v}"),
    kind_of("prose_hindi", "prose", "पासवर्ड है {v}"),
    kind_of("prose_arabic", "prose", "كلمة المرور: {v}"),
    kind_of("prose_indonesian", "prose", "kata sandinya {v} ya"),
    kind_of("prose_czech", "prose", "heslo k databázi je {v}"),
    kind_of("prose_ukrainian_key", "prose", "ключ API: {v}", value=lambda r: alnum(r, 32)),
    # in tables
    kind_of(
        "md_table_password",
        "config",
        "| env | user | password |\n|---|---|---|\n| prod | app | {v} |",
    ),
    kind_of(
        "md_table_token",
        "config",
        "| service | token |\n|---|---|\n| sentry | {v} |",
        value=lambda r: alnum(r, 40),
    ),
    kind_of(
        "psql_table_passwd",
        "cli",
        "  usename | passwd\n----------+--------\n admin    | {v}\n(1 row)",
    ),
    kind_of(
        "mysql_table_setting",
        "cli",
        "+-----------+------------------+\n| name      | value            |\n"
        "+-----------+------------------+\n| smtp_pass | {v} |\n+-----------+------------------+",
    ),
    kind_of(
        "csv_export_row",
        "config",
        "name,url,username,password\nprod-db,https://db.corp,admin,{v}",
    ),
    kind_of("tsv_key_pair", "config", "key_id\tsecret\nAK7X2M\t{v}", value=lambda r: alnum(r, 40)),
    # in diffs
    kind_of(
        "diff_env_added",
        "config",
        "--- a/.env\n+++ b/.env\n@@ -1,2 +1,2 @@\n-MAIL_RELAY_KEY=\n+MAIL_RELAY_KEY={v}",
        value=lambda r: alnum(r, 40),
    ),
    kind_of(
        "diff_yaml_password",
        "config",
        "@@ -10,3 +10,3 @@\n   db:\n-    password: changeme\n+    password: {v}",
    ),
    kind_of(
        "diff_token_removed",
        "config",
        "-    token: '{v}'\n+    token: ${{TOKEN}}",
        value=lambda r: urlsafe(r, 36),
    ),
    kind_of(
        "diff_constructor",
        "code",
        "+client = Minio('s3.corp', 'AKM2X9', '{v}')",
        value=lambda r: alnum(r, 40),
    ),
    kind_of(
        "git_show_template",
        "code",
        "commit {h32}\n\n    wire the billing client\n\n+const apiSecret = `{v}`;",
        value=lambda r: urlsafe(r, 32),
    ),
    kind_of(
        "diff_json_member",
        "config",
        '+  "clientSecret": "{v}",',
        value=lambda r: urlsafe(r, 40),
    ),
    # in stack traces and debug prints
    kind_of(
        "trace_url_query",
        "form",
        "requests.exceptions.ConnectionError: HTTPSConnectionPool(host='api.corp', port=443): "
        "Max retries exceeded with url: /v1/sync?api_key={v}",
        value=lambda r: alnum(r, 32),
    ),
    kind_of("pytest_locals_tuple", "code", "self = <Client>\ncreds      = ('svc', '{v}')"),
    kind_of(
        "java_jdbc_exception",
        "dsn",
        "java.sql.SQLException: Access denied for user 'app'@'10.0.0.4' "
        "url=jdbc:mysql://db:3306/app?user=app&password={v}",
    ),
    kind_of(
        "node_inspect_config",
        "code",
        "Error: connect ECONNREFUSED\n  config: {{ auth: {{ username: 'svc', password: '{v}' }} }}",
    ),
    kind_of(
        "go_panic_dsn",
        "dsn",
        'panic: dial tcp: lookup db: no such host (dsn="postgres://app:{v}@db:5432/app")',
    ),
    kind_of(
        "rust_debug_struct",
        "code",
        'Error: Config {{ endpoint: "https://api.corp", api_key: "{v}", retries: 3 }}',
        value=lambda r: alnum(r, 32),
    ),
    # in environment dumps
    kind_of(
        "printenv_dump",
        "cli",
        "$ printenv\nHOME=/home/bob\nSHELL=/bin/zsh\nPAYMENT_GATEWAY_SECRET={v}\nTERM=xterm",
        value=lambda r: urlsafe(r, 40),
    ),
    kind_of(
        "docker_inspect_env",
        "config",
        '"Env": [\n  "PATH=/usr/bin",\n  "HOOK_SIGNING={v}"\n]',
        value=lambda r: hexs(r, 64),
    ),
    kind_of(
        "kubectl_describe_env",
        "cli",
        "    Environment:\n      DB_USER:      app\n      DB_PASS:      {v}\n",
    ),
    kind_of(
        "systemd_environment",
        "config",
        "Environment=APP_MODE=prod SESSION_SECRET={v}",
        value=lambda r: urlsafe(r, 48),
    ),
    kind_of(
        "ps_eww_env",
        "cli",
        "$ ps eww 4211\n 4211 ?  Ss  0:00 node server.js NODE_ENV=production "
        "JWT_SIGNING_KEY={v} PORT=3000",
        value=lambda r: alnum(r, 48),
    ),
    kind_of(
        "declare_x_dump",
        "cli",
        'declare -x LANG="en_US.UTF-8"\ndeclare -x LLM_PROXY_KEY="{v}"',
        value=lambda r: alnum(r, 40),
    ),
    kind_of(
        "windows_set_dump",
        "cli",
        "C:\\> set\nAPPDATA=C:\\Users\\bob\\AppData\\Roaming\nAZ_CLIENT_SECRET={v}",
        value=_azure_secret,
    ),
    kind_of(
        "actions_log_env",
        "cli",
        "##[group]Run ./deploy.sh\nenv:\n  DEPLOY_KEY: {v}\n##[endgroup]",
        value=lambda r: alnum(r, 40),
    ),
    # command-line arguments
    kind_of("mysql_attached_p", "cli", "mysql -uroot -p{v} -h db.corp app"),
    kind_of("sshpass_p", "cli", "sshpass -p '{v}' ssh deploy@10.0.0.9 uptime"),
    kind_of("htpasswd_b", "cli", "htpasswd -b -c /etc/nginx/.htpasswd admin {v}"),
    kind_of(
        "openssl_passout",
        "cli",
        "openssl pkcs12 -export -in cert.pem -inkey key.pem -out bundle.p12 -passout pass:{v}",
    ),
    kind_of(
        "keytool_storepass",
        "cli",
        "keytool -importcert -keystore truststore.jks -storepass {v} -alias corp -file ca.crt",
    ),
    kind_of("smbclient_user_pct", "cli", "smbclient //fs01/share -U 'CORP\\bob%{v}'"),
    kind_of(
        "influx_t_flag",
        "cli",
        "influx bucket list --org corp -t {v}",
        value=lambda r: b64(r, 86) + "==",
    ),
    kind_of(
        "argocd_login_pw", "cli", "argocd login cd.corp --username admin --password {v} --grpc-web"
    ),
    kind_of("java_d_property", "cli", "java -Dspring.datasource.password={v} -jar app.jar"),
    kind_of("gradle_p_property", "cli", "./gradlew publish -PsonatypePassword={v}"),
    kind_of("msbuild_property", "cli", 'dotnet msbuild /p:SignPassword="{v}" /t:Sign'),
    kind_of(
        "restic_password_command",
        "cli",
        "restic -r s3:s3.corp/bk --password-command 'echo {v}' backup ~",
    ),
    kind_of(
        "ldapsearch_w",
        "cli",
        "ldapsearch -H ldaps://ldap.corp -D 'cn=admin,dc=corp' -w '{v}' -b dc=corp",
    ),
    kind_of(
        "grpcurl_header",
        "header",
        "grpcurl -H 'x-api-key: {v}' api.corp:443 list",
        value=lambda r: alnum(r, 32),
    ),
    # in URLs and DSNs
    kind_of("amqps_dsn", "dsn", "BROKER_URL=amqps://svc:{v}@mq.corp:5671/%2f"),
    kind_of(
        "mssql_connection_string",
        "dsn",
        "Server=tcp:sql.corp,1433;Database=app;User ID=svc;Password={v};Encrypt=true",
    ),
    kind_of(
        "mongodb_srv_encoded",
        "dsn",
        "mongodb+srv://app:{v}@cluster0.abcde.mongodb.net/?retryWrites=true",
        value=_url_pw,
    ),
    kind_of(
        "rediss_no_user",
        "dsn",
        "REDIS_URL=rediss://:{v}@cache.corp:6380/0",
        value=lambda r: alnum(r, 32),
    ),
    kind_of("sftp_url", "dsn", "sftp://deploy:{v}@files.corp:22/upload"),
    kind_of("clickhouse_dsn", "dsn", "clickhouse://default:{v}@ch.corp:9440/analytics?secure=true"),
    kind_of(
        "url_query_apikey_hex",
        "form",
        "https://api.corp/v2/export?format=csv&apikey={v}&page=2",
        value=lambda r: hexs(r, 32),
    ),
    kind_of(
        "snowflake_dsn", "dsn", "snowflake://svc_etl:{v}@xy12345.eu-central-1/ANALYTICS/PUBLIC"
    ),
    kind_of(
        "jdbc_sqlserver",
        "dsn",
        "jdbc:sqlserver://sql.corp:1433;databaseName=app;user=svc;password={v}",
    ),
    kind_of(
        "git_remote_oauth2",
        "dsn",
        "git remote set-url origin https://oauth2:{v}@gitlab.corp/team/app.git",
        value=lambda r: alnum(r, 20),
    ),
    kind_of(
        "form_body_password",
        "form",
        "grant_type=password&username=bob&password={v}&client_id=cli",
        value=_url_pw,
    ),
    # in JSON, YAML, TOML, INI, XML, HCL, properties, source code
    kind_of("toml_http_basic", "config", '[http-basic.corp]\nusername = "bob"\npassword = "{v}"'),
    kind_of("ini_smtp_pass", "config", "[smtp]\nhost = mail.corp\nuser = alerts\npass = {v}"),
    kind_of(
        "maven_settings_xml",
        "config",
        "<server>\n  <id>corp</id>\n  <username>deploy</username>\n"
        "  <password>{v}</password>\n</server>",
    ),
    kind_of(
        "xml_add_value",
        "config",
        '<add key="StorageAccountKey" value="{v}" />',
        value=lambda r: b64(r, 86) + "==",
    ),
    kind_of(
        "hcl_provider_hex",
        "config",
        'provider "datadog" {{\n  api_key = "{v}"\n  app_key = var.app_key\n}}',
        value=lambda r: hexs(r, 32),
    ),
    kind_of("hcl_variable_default", "config", 'variable "db_password" {{\n  default = "{v}"\n}}'),
    kind_of(
        "yaml_name_value_pair",
        "config",
        "env:\n  - name: STRIPE_SECRET\n    value: {v}",
        value=lambda r: alnum(r, 32),
    ),
    kind_of("yaml_flow_mapping", "config", "auth: &auth {{ user: svc, pass: {v} }}"),
    kind_of(
        "json_short_member",
        "config",
        '{{"creds": {{"id": "svc-9", "s": "{v}"}}}}',
        value=lambda r: urlsafe(r, 40),
    ),
    kind_of("properties_mail", "config", "spring.mail.password={v}"),
    kind_of(
        "nginx_set_header",
        "config",
        "proxy_set_header X-Api-Key {v};",
        value=lambda r: alnum(r, 32),
    ),
    kind_of("apache_setenv", "config", "SetEnv API_SECRET {v}", value=lambda r: alnum(r, 40)),
    kind_of("netrc_line", "config", "machine api.corp login bob password {v}"),
    kind_of("pgpass_line", "config", "db.corp:5432:app:svc:{v}"),
    kind_of("compose_env_list", "config", "environment:\n  - POSTGRES_PASSWORD={v}"),
    kind_of("php_array_member", "code", "'password' => '{v}',"),
    kind_of(
        "ruby_fetch_default",
        "code",
        "config.api_token = ENV.fetch('API_TOKEN', '{v}')",
        value=lambda r: alnum(r, 32),
    ),
    kind_of("csharp_connection", "code", 'var cs = "Host=db;Username=app;Password={v}";'),
    kind_of(
        "lua_table_token", "code", 'local cfg = {{ token = "{v}" }}', value=lambda r: alnum(r, 40)
    ),
    kind_of(
        "sql_insert_secret",
        "code",
        "INSERT INTO api_clients (name, secret) VALUES ('ci', '{v}');",
        value=lambda r: alnum(r, 40),
    ),
    # headers
    kind_of("x_auth_token", "header", "X-Auth-Token: {v}", value=lambda r: alnum(r, 40)),
    kind_of(
        "cookie_session",
        "header",
        "Cookie: theme=dark; _session_id={v}",
        value=lambda r: hexs(r, 32),
    ),
    kind_of(
        "proxy_authorization",
        "header",
        "Proxy-Authorization: Basic {v}",
        value=lambda r: b64_of("svc:" + pw(r)),
    ),
    # vendors in no table
    _v("langfuse_secret", lambda r: "sk-lf-" + _uuid(r)),
    _v("pinecone_key", lambda r: "pcsk_" + alnum(r, 6) + "_" + alnum(r, 60)),
    _v("groq_key", lambda r: "gsk_" + alnum(r, 52)),
    _v("xai_key", lambda r: "xai-" + alnum(r, 80)),
    _v("nvidia_key", lambda r: "nvapi-" + urlsafe(r, 64)),
    _v("fireworks_key", lambda r: "fw_" + alnum(r, 24)),
    _v("tavily_key", lambda r: "tvly-" + alnum(r, 32)),
    _v("posthog_personal", lambda r: "phx_" + alnum(r, 47)),
    _v("linear_key", lambda r: "lin_api_" + alnum(r, 40)),
    _v("notion_ntn", lambda r: "ntn_" + digits(r, 11) + alnum(r, 35)),
    _v("doppler_service", lambda r: "dp.st.prd." + alnum(r, 43)),
    _v("circleci_pat", lambda r: "CCIPAT_" + alnum(r, 22) + "_" + hexs(r, 40)),
    _v("buildkite_token", lambda r: "bkua_" + hexs(r, 40)),
    _v("atlassian_api", lambda r: "ATATT3xFfGF0" + urlsafe(r, 180) + "=" + hexs(r, 8).upper()),
    _v("deepgram_key", lambda r: hexs(r, 40)),
    _v("cohere_bare", lambda r: alnum(r, 40)),
    # bare keys in odd places
    kind_of("bare_after_here", "key", "ok here: {v}", value=lambda r: alnum(r, 32)),
    kind_of("bare_alone_40", "key", "{v}", value=lambda r: alnum(r, 40)),
    kind_of("bare_after_arrow", "key", "prod -> {v}", value=lambda r: urlsafe(r, 43)),
    kind_of("bare_backticked", "key", "use `{v}` for now", value=lambda r: urlsafe(r, 36)),
    kind_of("bare_after_emoji", "key", "🔑 {v}", value=lambda r: alnum(r, 32)),
    kind_of("bare_in_comment", "key", "# {v}", value=lambda r: alnum(r, 40)),
    kind_of(
        "bare_unknown_call", "code", "init_sdk('{v}', region='eu')", value=lambda r: alnum(r, 40)
    ),
    kind_of("bare_lower_52", "key", "this one: {v}", value=lambda r: lower_alnum(r, 52)),
    kind_of("bare_b32_upper", "key", "paste {v} into the app", value=lambda r: upper32(r, 32)),
    kind_of("signing_secret_hex", "key", "signing secret {v}", value=lambda r: hexs(r, 64)),
    # split over lines, quoted and escaped
    split_kind("split_backslash", 'export API_TOKEN="{a}\\\n{b}"', lambda r: alnum(r, 24)),
    split_kind("python_implicit_concat", 'KEY = ("{a}"\n       "{b}")', lambda r: urlsafe(r, 24)),
    kind_of("json_in_json_string", "config", '"{{\\"password\\": \\"{v}\\"}}"'),
    kind_of("shell_array_args", "cli", 'ARGS=(--user svc --pass "{v}")'),
    kind_of(
        "powershell_securestring",
        "cli",
        '$pw = ConvertTo-SecureString "{v}" -AsPlainText -Force',
    ),
    kind_of("powershell_env", "cli", '$env:OPENROUTER_KEY = "{v}"', value=lambda r: alnum(r, 40)),
    kind_of("fish_set_gx", "cli", "set -gx CLOUD_TOKEN {v}", value=lambda r: alnum(r, 40)),
    kind_of("windows_setx", "cli", 'setx STORAGE_SECRET "{v}"', value=lambda r: b64(r, 40)),
    kind_of("yaml_single_quoted", "config", "db:\n  password: '{v}'"),
    kind_of("escaped_dollar", "cli", 'export DB_PASS="{v}\\$"', value=lambda r: alnum(r, 16)),
)


def _look_alikes() -> tuple[LookAlike, ...]:
    r = random.Random("kenning-wide-look-alikes-heldout8")
    items: list[tuple[str, str]] = []
    for _ in range(3):
        items += [
            ("commit_in_prose", f"fixed in {hexs(r, 40)}, see the PR"),
            ("commit_in_table", f"| v2.{r.randrange(9)}.1 | {hexs(r, 40)} | 2026-10-02 |"),
            ("git_log", f"commit {hexs(r, 40)}\nAuthor: Bob <bob@corp.com>"),
            ("diff_index", f"diff --git a/x.py b/x.py\nindex {hexs(r, 7)}..{hexs(r, 7)} 100644"),
            ("uuid_in_table", f"| order | {_uuid(r)} | shipped |"),
            ("request_id_trace", f"botocore.exceptions.ClientError: RequestId: {_uuid(r)}"),
            ("npm_integrity", f'"integrity": "sha512-{b64(r, 86)}=="'),
            (
                "yarn_resolved",
                '  resolved "https://registry.yarnpkg.com/lodash/-/'
                f'lodash-4.17.21.tgz#{hexs(r, 40)}"',
            ),
            ("poetry_hash", f'content-hash = "{hexs(r, 64)}"'),
            ("cargo_checksum", f'checksum = "{hexs(r, 64)}"'),
            ("go_sum", f"golang.org/x/net v0.21.0 h1:{b64(r, 43)}="),
            ("docker_digest", f"docker pull ghcr.io/corp/app@sha256:{hexs(r, 64)}"),
            ("png_data_uri", f"![plot](data:image/png;base64,iVBORw0KGgoAAAANSUhEUg{b64(r, 200)})"),
            ("css_color", f"color: #{hexs(r, 6)}; background: #{hexs(r, 6)};"),
            (
                "elf_build_id",
                f"ELF 64-bit LSB pie executable, BuildID[sha1]={hexs(r, 40)}, stripped",
            ),
            ("ssh_public", f"ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI{b64(r, 43)} bob@laptop"),
            ("pip_hash", f"requests==2.32.3 --hash=sha256:{hexs(r, 64)}"),
            ("nix_store", f"/nix/store/{b32(r, 32)}-python3-3.11.6"),
            ("eth_address", f"deployed at 0x{hexs(r, 40)}"),
            ("solana_program", f"Program Id: {b58(r, 44)}"),
            ("mongo_object_id", f'{{"_id": {{"$oid": "{hexs(r, 24)}"}}}}'),
            ("stripe_object_id", f"payment pi_3{alnum(r, 23)} succeeded"),
            ("request_id_header", f"X-Request-Id: {alnum(r, 32)}"),
            ("trace_id_json", f'{{"traceId": "{hexs(r, 32)}", "spanId": "{hexs(r, 16)}"}}'),
            ("nanoid_row", f'{{"id": "{urlsafe(r, 21)}", "title": "Q3 plan"}}'),
            ("actions_cache_key", f"Cache restored from key: node-modules-{hexs(r, 64)}"),
            ("helm_checksum", f"    checksum/config: {hexs(r, 64)}"),
            (
                "cargo_git_rev",
                f'serde = {{ git = "https://github.com/serde-rs/serde", rev = "{hexs(r, 40)}" }}',
            ),
            ("s3_etag", f'"ETag": "\\"{hexs(r, 32)}\\""'),
            (
                "sops_encrypted",
                f"password: ENC[AES256_GCM,data:{b64(r, 24)},iv:{b64(r, 43)}="
                f",tag:{b64(r, 22)}==,type:str]",
            ),
            ("ipfs_cid", f"ipfs://bafybei{b32(r, 52)}"),
            ("webpack_asset", f"dist/assets/index-{alnum(r, 8)}.js   142.31 kB"),
            ("csp_hash", f"script-src 'self' 'sha256-{b64(r, 43)}='"),
            ("pod_name", f"web-{lower_alnum(r, 9)}-{lower_alnum(r, 5)}   1/1     Running"),
            ("env_commit_sha", f"GIT_COMMIT={hexs(r, 40)}"),
            ("build_arg_sha", f"docker build --build-arg GIT_SHA={hexs(r, 40)} -t app ."),
            (
                "lfs_pointer",
                "version https://git-lfs.github.com/spec/v1\n"
                f"oid sha256:{hexs(r, 64)}\nsize 1048576",
            ),
            ("ami_id", f'  ami           = "ami-0{hexs(r, 16)}"'),
            ("xml_guid", f"<ProjectGuid>{{{_uuid(r).upper()}}}</ProjectGuid>"),
            (
                "youtube_embed",
                f'<iframe src="https://www.youtube.com/embed/{urlsafe(r, 11)}"></iframe>',
            ),
            ("spotify_in_table", f"| focus | https://open.spotify.com/playlist/{alnum(r, 22)} |"),
        ]
    items += [
        ("docs_example", "AWS_ACCESS_KEY_ID=AKIAIOSFODNN7EXAMPLE"),
        ("docs_example", f"AWS_SECRET_ACCESS_KEY={_aws_docs_key()}"),
        ("docs_example", "export OPENAI_API_KEY=sk-...your-key-here"),
        ("docs_example", "STRIPE_SECRET_KEY=sk_test_xxxxxxxxxxxxxxxxxxxxxxxx"),
        ("docs_example", 'api_key = "<YOUR-API-KEY>"'),
        ("docs_example", "curl -u admin:admin http://localhost:8080/api"),
        ("docs_example", "postgres://user:password@localhost:5432/db"),
        ("jwt_fixture", 'FAKE_JWT = "eyJhbGciOiJub25lIn0.eyJzdWIiOiJ0ZXN0In0."'),
        ("jwt_fixture", "Authorization: Bearer <JWT>"),
        ("jwt_fixture", 'token = "header.payload.signature"'),
        ("public_key", "-----BEGIN PUBLIC KEY-----\nMIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA"),
        ("ansible_vault", "$ANSIBLE_VAULT;1.1;AES256\n6134376532336438396238306130643735613061"),
        ("pgp_fingerprint", "Key fingerprint = 4AEE 18F8 3AFD EB23 B67C  6CAB 8A9D 2EF3 C7E1 9D45"),
        ("mac_address", "link/ether 3c:22:fb:9a:1e:7d brd ff:ff:ff:ff:ff:ff"),
        ("ipv6", "inet6 fe80::3e22:fbff:fe9a:1e7d/64 scope link"),
        ("arn", "arn:aws:iam::123456789012:role/deploy-prod"),
        ("identifier", "test_user_can_reset_password_with_valid_token PASSED"),
        ("identifier", "const passwordResetTokenExpiryInMinutes = 30;"),
        ("identifier", "SECRET_KEY = os.environ['DJANGO_SECRET_KEY']"),
        ("identifier", "password = getpass.getpass('Password: ')"),
        ("identifier", "api_key = settings.OPENAI_API_KEY"),
        ("identifier", '"password": "${DB_PASSWORD}"'),
        ("identifier", "token: {{ .Values.token }}"),
        ("identifier", "DB_PASS: !vault db/prod#password"),
        ("identifier", "password: !env_var DB_PASSWORD"),
        ("identifier", "TOKEN=$(cat /run/secrets/token)"),
        ("table", '| name | type | default |\n|---|---|---|\n| password | string | "" |'),
        ("table", "| setting | value |\n|---|---|\n| max_connections | 200 |"),
        ("diff", "-    password: changeme\n+    password: ${DB_PASSWORD}"),
        ("trace", 'File "/usr/lib/python3.12/site-packages/requests/sessions.py", line 589'),
        ("trace", "at com.corp.auth.TokenService.refresh(TokenService.java:142)"),
        ("env", "LS_COLORS=rs=0:di=01;34:ln=01;36:mh=00:pi=40;33"),
        ("env", "XDG_SESSION_ID=c2\nSSH_AUTH_SOCK=/tmp/ssh-XXXXk2Jd/agent.1234"),
        ("cli", "mysql -u root -p -h db.corp app"),
        ("cli", "keytool -list -keystore truststore.jks -storepass:env STOREPASS"),
        ("cli", "openssl pkcs12 -export -in cert.pem -out b.p12 -passout env:P12_PASS"),
        ("cli", "argocd login cd.corp --sso"),
        ("cli", "kubectl rollout restart deploy/web -n prod"),
        ("prose", "the key we rotated to this morning is in the vault"),
        ("prose", "I reset it, new one is in 1Password"),
        ("prose", "la clave de la API está en el gestor"),
        ("prose", "비밀번호는 관리자에게 물어보세요"),
        ("prose", "heslo k databázi je v trezoru"),
        ("prose", "the passphrase is the one on the sticky note"),
        ("prose", "ok here: the logs from last night"),
        ("prose", "prod -> staging -> dev, in that order"),
        ("prose", "use `pnpm install --frozen-lockfile` for now"),
        ("prose", "Pneumonoultramicroscopicsilicovolcanoconiosis is a long word"),
        ("prose", "Donaudampfschifffahrtsgesellschaftskapitän"),
    ]
    return tuple(LookAlike(kind, text) for kind, text in items)


LOOK_ALIKES: tuple[LookAlike, ...] = _look_alikes()


def heldout8_samples(per_kind: int = 3) -> tuple[Sample, ...]:
    """`per_kind` samples of each kind of the eighth held-out half; the same on every run."""
    return samples(KINDS, per_kind, "kenning-wide-secrets-heldout8", SESSION_PLACES8)
