"""The sixth held-out half of the wide secret corpus: written after round 5's rules, never tuned on.

Held-out 5 was measured before its round, then its scanners' kinds were
looked at; this half was written after the round's last rule change (issue 27,
item 6), to measure the rules as they are on text they have not seen: other
tools, calls, config formats, headers, vendors and languages again, in the
agents' session shapes, with look-alikes of every sort. It is measured once;
no rule is changed for it in the round it was written in.
"""

from __future__ import annotations

import random

from bench.secret_kinds import (
    B32,
    SESSION_PLACES,
    Gen,
    Kind,
    LookAlike,
    Sample,
    alnum,
    b64,
    b64_of,
    hexs,
    kind_of,
    lower_alnum,
    pw,
    samples,
    upper32,
    urlsafe,
    uuid4,
    vendor,
)

__all__ = ["KINDS", "LOOK_ALIKES", "heldout6_samples"]


def _uuid(r: random.Random) -> str:
    return uuid4(r, "b")


def _v(name: str, make: Gen) -> Kind:
    return vendor(
        name,
        make,
        "VENDOR_ACCESS={v}",
        "new one is {v}",
        "api = Api({v!r})",
        "{v}",
        '  "credentials": "{v}"',
    )


KINDS: tuple[Kind, ...] = (
    # command lines
    kind_of("sqsh_p", "cli", "sqsh -S db -U sa -P {v} -D shop"),
    kind_of("tsql_p", "cli", "tsql -H db -p 1433 -U sa -P {v}"),
    kind_of("isql_fb", "cli", "isql-fb -user SYSDBA -password {v} /var/db/shop.fdb"),
    kind_of("pgcli_url", "cli", "pgcli postgres://app:{v}@db:5432/shop"),
    kind_of("usql_url", "cli", "usql ms://sa:{v}@db/shop"),
    kind_of("racadm_p", "cli", "racadm -r idrac01 -u root -p {v} getsysinfo"),
    kind_of("ovftool_url", "cli", "ovftool vm.ova vi://root:{v}@esx01.corp/"),
    kind_of(
        "kubectl_set_credentials",
        "cli",
        "kubectl config set-credentials ci --token={v}",
        value=lambda r: urlsafe(r, 44),
    ),
    kind_of(
        "kubectl_token_flag",
        "cli",
        "kubectl --token {v} get pods -A",
        value=lambda r: urlsafe(r, 40),
    ),
    kind_of("helm_registry_login", "cli", "helm registry login reg.corp -u bob -p {v}"),
    kind_of("crane_auth", "cli", "crane auth login reg.corp -u bob -p {v}"),
    kind_of(
        "skopeo_creds", "cli", "skopeo copy --dest-creds bob:{v} docker://a docker://reg.corp/a"
    ),
    kind_of("oras_login", "cli", "oras login reg.corp -u bob -p {v}"),
    kind_of("argocd_new_password", "cli", "argocd account update-password --new-password {v}"),
    kind_of(
        "az_account_key_flag",
        "cli",
        "az storage blob upload -f a.zip -c c --account-name st --account-key {v}",
        value=lambda r: b64(r, 86) + "==",
    ),
    kind_of(
        "git_config_token",
        "cli",
        "git config --global github.token {v}",
        value=lambda r: alnum(r, 40),
    ),
    kind_of(
        "glab_login",
        "cli",
        "glab auth login --hostname gitlab.corp --token {v}",
        value=lambda r: urlsafe(r, 26),
    ),
    kind_of(
        "gh_with_token", "cli", "gh auth login --with-token <<< {v}", value=lambda r: alnum(r, 40)
    ),
    kind_of("rar_hp", "cli", "rar a -hp{v} backup.rar /srv/data"),
    kind_of(
        "keytool_keypass",
        "cli",
        "keytool -genkeypair -alias app -keystore k.jks -keypass {v} -storepass {v}",
    ),
    kind_of(
        "gpg_preset", "cli", "gpg-preset-passphrase --preset --passphrase {v} 7D3F1B5C8E2A4D6F"
    ),
    kind_of("curl_cert_pass", "cli", "curl -E client.pem:{v} https://mtls.corp/api"),
    kind_of(
        "poetry_pypi_token",
        "cli",
        "poetry config pypi-token.corp {v}",
        value=lambda r: alnum(r, 40),
    ),
    kind_of("uv_publish_token", "cli", "uv publish --token {v}", value=lambda r: urlsafe(r, 48)),
    kind_of(
        "cargo_publish_token", "cli", "cargo publish --token {v}", value=lambda r: alnum(r, 32)
    ),
    kind_of("smbget_user", "cli", "smbget -U bob%{v} smb://nas/share/report.pdf"),
    kind_of("read_herestring", "cli", 'read -r -s DB_PW <<< "{v}"'),
    kind_of(
        "fstab_cifs", "cli", "//nas/share /mnt/share cifs username=bob,password={v},uid=1000 0 0"
    ),
    kind_of("crontab_curl", "cli", "*/5 * * * * curl -fsS -u monitor:{v} https://hc.corp/ping"),
    # code
    kind_of("paho_username_pw", "code", 'client.username_pw_set("bob", "{v}")'),
    kind_of(
        "elasticsearch_basic_auth", "code", 'es = Elasticsearch(url, basic_auth=("elastic", "{v}"))'
    ),
    kind_of(
        "cassandra_auth_provider", "code", "PlainTextAuthProvider(username='bob', password='{v}')"
    ),
    kind_of("neo4j_driver_auth", "code", 'GraphDatabase.driver(uri, auth=("neo4j", "{v}"))'),
    kind_of(
        "influx_client_token",
        "code",
        'InfluxDBClient(url=u, token="{v}", org="corp")',
        value=lambda r: b64(r, 86) + "==",
    ),
    kind_of(
        "clickhouse_connect", "code", "clickhouse_connect.get_client(host='ch', password='{v}')"
    ),
    kind_of(
        "requests_client_secret",
        "code",
        'requests.post(url, data={{"client_secret": "{v}"}})',
        value=lambda r: urlsafe(r, 40),
    ),
    kind_of(
        "httpx_headers",
        "code",
        'httpx.Client(headers={{"X-Api-Key": "{v}"}})',
        value=lambda r: alnum(r, 36),
    ),
    kind_of(
        "kafkajs_sasl",
        "code",
        "new Kafka({{ sasl: {{ mechanism: 'plain', username: 'u', password: '{v}' }} }})",
    ),
    kind_of("spring_value_default", "code", '@Value("${{db.password:{v}}}")'),
    kind_of("go_setenv", "code", 'os.Setenv("API_TOKEN", "{v}")', value=lambda r: alnum(r, 40)),
    kind_of(
        "go_cookie_value",
        "code",
        '&http.Cookie{{Name: "session", Value: "{v}"}}',
        value=lambda r: urlsafe(r, 43),
    ),
    kind_of("rust_set_var", "code", 'env::set_var("DB_PASSWORD", "{v}");'),
    kind_of(
        "csharp_setenv",
        "code",
        'Environment.SetEnvironmentVariable("API_KEY", "{v}");',
        value=lambda r: alnum(r, 32),
    ),
    kind_of("php_putenv", "code", 'putenv("DB_PASS={v}");'),
    kind_of(
        "ruby_env_assign", "code", 'ENV["STRIPE_SECRET"] = "{v}"', value=lambda r: alnum(r, 32)
    ),
    kind_of(
        "python_environ_assign",
        "code",
        'os.environ["SERVICE_TOKEN"] = "{v}"',
        value=lambda r: urlsafe(r, 40),
    ),
    kind_of(
        "python_setdefault",
        "code",
        'os.environ.setdefault("SECRET_KEY", "{v}")',
        value=lambda r: urlsafe(r, 50),
    ),
    kind_of("r_sys_setenv", "code", 'Sys.setenv(GITHUB_PAT = "{v}")', value=lambda r: alnum(r, 40)),
    kind_of("perl_my_pass", "code", "my $pass = '{v}';"),
    kind_of("lua_local_password", "code", 'local password = "{v}"'),
    kind_of("sql_set_password_for", "code", "SET PASSWORD FOR 'app'@'%' = PASSWORD('{v}');"),
    kind_of("sql_create_role_login", "code", "CREATE ROLE app WITH LOGIN PASSWORD '{v}';"),
    kind_of("sql_sp_password", "code", "EXEC sp_password NULL, '{v}', 'sa';"),
    # config files
    kind_of("hibernate_property", "config", '<property name="connection.password">{v}</property>'),
    kind_of("nuget_cleartext", "config", '<add key="ClearTextPassword" value="{v}" />'),
    kind_of("xml_attr_pass", "config", '<connection host="db" user="app" pass="{v}"/>'),
    kind_of("hcl_variable_default", "config", 'variable "db_password" {{\n  default = "{v}"\n}}'),
    kind_of("yaml_anchor", "config", "defaults: &defaults\n  password: &pw {v}\n  user: app"),
    kind_of("yaml_str_tag", "config", "db:\n  password: !!str {v}\n"),
    kind_of("js_template_literal", "config", "const cfg = {{ password: `{v}` }};"),
    kind_of("env_export_comment", "config", "export DB_PASSWORD='{v}' # rotated monthly"),
    kind_of("ini_semicolon", "config", "[db]\npassword={v} ; prod\nhost=db"),
    kind_of(
        "supervisord_http",
        "config",
        "[inet_http_server]\nport=*:9001\nusername=admin\npassword={v}",
    ),
    kind_of("rabbitmq_conf", "config", "default_user = app\ndefault_pass = {v}"),
    kind_of(
        "npmrc_auth_b64",
        "config",
        "_auth={v}\nalways-auth=true",
        value=lambda r: b64_of("bob:" + pw(r)),
    ),
    kind_of(
        "pip_extra_index_token",
        "config",
        "--extra-index-url https://__token__:{v}@pypi.corp/simple",
        value=lambda r: urlsafe(r, 40),
    ),
    kind_of(
        "toml_registry_token",
        "config",
        '[registries.corp]\ntoken = "{v}"',
        value=lambda r: alnum(r, 32),
    ),
    kind_of(
        "servicebus_conn",
        "config",
        "Endpoint=sb://bus.servicebus.windows.net/;SharedAccessKeyName=Root;SharedAccessKey={v}",
        value=lambda r: b64(r, 43) + "=",
    ),
    kind_of(
        "terraform_output",
        "config",
        '$ terraform output\ndb_password = "{v}"\nendpoint = "db.corp"',
    ),
    # headers and URLs
    kind_of("x_riot_token", "header", "X-Riot-Token: RGAPI-{v}", value=_uuid),
    kind_of("x_tracker_token", "header", "X-TrackerToken: {v}", value=lambda r: hexs(r, 32)),
    kind_of(
        "x_redmine_key",
        "header",
        "curl -H 'X-Redmine-API-Key: {v}' https://pm.corp/issues.json",
        value=lambda r: hexs(r, 40),
    ),
    kind_of(
        "x_functions_key", "header", "x-functions-key: {v}", value=lambda r: urlsafe(r, 54) + "=="
    ),
    kind_of("api_token_header", "header", "-H 'Api-Token: {v}'", value=lambda r: alnum(r, 32)),
    kind_of(
        "x_auth_token_openstack",
        "header",
        "X-Auth-Token: gAAAAAB{v}",
        value=lambda r: urlsafe(r, 120),
    ),
    kind_of(
        "query_access_key",
        "form",
        "https://api.corp/v1/rates?access_key={v}&base=EUR",
        value=lambda r: hexs(r, 32),
    ),
    kind_of("query_apikey", "form", "GET /v2/search?apikey={v}&q=x", value=lambda r: alnum(r, 32)),
    kind_of(
        "query_auth_token",
        "form",
        "wss://rt.corp/socket?auth_token={v}",
        value=lambda r: urlsafe(r, 40),
    ),
    kind_of(
        "form_body_password",
        "form",
        "curl -X POST -d 'user=bob&pass={v}&remember=1' https://app.corp/login",
    ),
    # prose
    kind_of("prose_romanian", "prose", "parola este {v}", "parola: {v}"),
    kind_of("prose_catalan", "prose", "contrasenya: {v}"),
    kind_of("prose_malay", "prose", "kata laluan: {v}"),
    kind_of("prose_persian", "prose", "رمز عبور: {v}"),
    kind_of("prose_serbian", "prose", "lozinka je {v}", "lozinka: {v}"),
    kind_of("prose_slovenian", "prose", "geslo: {v}"),
    kind_of("prose_lithuanian", "prose", "slaptažodis: {v}"),
    kind_of("prose_estonian", "prose", "parool: {v}"),
    kind_of("prose_bulgarian", "prose", "парола: {v}"),
    kind_of("prose_bengali", "prose", "পাসওয়ার্ড: {v}"),
    kind_of("prose_login_and_pass", "prose", "login is bob and the pass is {v}"),
    kind_of("prose_get_in_with", "prose", "use {v} to get in, it's the staging admin"),
    kind_of("prose_key_parens", "prose", "api key (prod) = {v}", value=lambda r: alnum(r, 32)),
    kind_of("prose_prod_key_arrow", "prose", "prod key -> {v}", value=lambda r: alnum(r, 40)),
    kind_of(
        "prose_credentials_sentence", "prose", "the service account credentials are svc-ci / {v}"
    ),
    # vendors
    _v("astra_token", lambda r: "AstraCS:" + alnum(r, 24) + ":" + hexs(r, 64)),
    _v("notion_legacy", lambda r: "secret_" + alnum(r, 43)),
    _v("newrelic_insert", lambda r: "NRII-" + urlsafe(r, 32)),
    _v("jfrog_reference", lambda r: "cmVmdGtuOjAxOjE3" + alnum(r, 48)),
    _v("grafana_legacy_key", lambda r: "eyJrIjoi" + alnum(r, 40) + "IiwibiI6ImNpIiwiaWQiOjF9"),
    _v("riot_key", lambda r: "RGAPI-" + _uuid(r)),
    _v("square_access", lambda r: "EAAA" + urlsafe(r, 60)),
    _v(
        "mapbox_public_secret",
        lambda r: "sk.eyJ1IjoiY29ycCIsImEiOiJ" + urlsafe(r, 20) + "." + urlsafe(r, 22),
    ),
    _v("deepseek_key", lambda r: "sk-" + hexs(r, 32)),
    _v("cerebras_key", lambda r: "csk-" + lower_alnum(r, 48)),
    _v("voyage_key", lambda r: "pa-" + urlsafe(r, 43)),
    _v("cohere_trial", lambda r: alnum(r, 40)),
    _v("hf_org_token", lambda r: "api_org_" + alnum(r, 34)),
    _v("shopify_storefront", lambda r: "shpss_" + hexs(r, 32)),
    _v("linear_oauth", lambda r: "lin_oauth_" + hexs(r, 64)),
    _v("upstash_token", lambda r: "AX" + upper32(r, 2) + "ASQgY" + urlsafe(r, 60) + "="),
    _v("sendinblue_smtp", lambda r: "xsmtpsib-" + hexs(r, 64) + "-" + alnum(r, 16)),
)


def _look_alikes() -> tuple[LookAlike, ...]:
    r = random.Random("kenning-wide-look-alikes-heldout6")
    items: list[tuple[str, str]] = []
    for _ in range(3):
        items += [
            ("git_show", f"commit {hexs(r, 40)} (HEAD -> main, origin/main)"),
            ("sha512", f"sha512-{b64(r, 86)}== package.tgz"),
            ("uuid_url", f"https://app.corp/projects/{_uuid(r)}/settings"),
            ("etag", f'If-None-Match: W/"{hexs(r, 32)}"'),
            ("k8s_pod", f"web-{lower_alnum(r, 10)}-{lower_alnum(r, 5)}   1/1   Running   0   3d"),
            ("docker_ps", f'{hexs(r, 12)}   postgres:16   "docker-entrypoint.s…"   Up 2 hours'),
            ("b64_json", b64_of(f'{{"id": {r.randrange(999)}, "name": "build"}}')),
            ("otel_span", f"span_id={hexs(r, 16)} trace_id={hexs(r, 32)}"),
            ("tx_hash", f"transaction 0x{hexs(r, 64)} confirmed"),
            (
                "ipfs",
                "bafybei" + "".join(r.choice(B32) for _ in range(52)),
            ),
            (
                "apt_hash",
                f"Get:1 http://deb.debian.org bookworm/main libssl3 [{r.randrange(10**6)} B]"
                f" SHA256:{hexs(r, 64)}",
            ),
            ("sentry_release", f"release: web@{hexs(r, 40)}"),
            ("ssh_rsa_pub", f"ssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABgQ{b64(r, 60)} bob@host"),
            ("session_id_log", f"session {lower_alnum(r, 12)} started for user 42"),
            ("random_seed", f"seed={r.randrange(10**9)} shuffle=true"),
            ("yarn_resolution", f'  resolution: "left-pad@npm:1.3.0"\n  checksum: {hexs(r, 64)}'),
            ("gpg_fpr", f"fpr:::::::::{hexs(r, 40).upper()}:"),
            ("aws_sg", f"sg-{hexs(r, 17)} allows 443 from 0.0.0.0/0"),
            ("azure_sub", f"/subscriptions/{_uuid(r)}/resourceGroups/rg-web"),
            ("lockfile_integrity", f'"integrity": "sha1-{b64(r, 27)}="'),
            ("short_sha_list", " ".join(hexs(r, 7) for _ in range(5))),
            ("css_module", f".button_{alnum(r, 5)}__{lower_alnum(r, 6)} {{ color: red }}"),
            ("webpack_chunk", f"static/js/main.{hexs(r, 8)}.chunk.js"),
            ("stripe_event", f"evt_{alnum(r, 24)} payment_intent.succeeded"),
            ("jwt_kid", f'"kid": "{hexs(r, 40)}", "alg": "RS256"'),
            (
                "google_client",
                f"{r.randrange(10**11, 10**12)}-{lower_alnum(r, 32)}.apps.googleusercontent.com",
            ),
            ("cert_serial", f"Serial Number: {':'.join(hexs(r, 2) for _ in range(16))}"),
            ("maven_sha1", f"{hexs(r, 40)}  guava-33.0.jar"),
            ("cid_content", f"Content-ID: <{hexs(r, 16)}@mail.corp>"),
        ]
    items += [
        ("command", "kubectl config set-credentials ci --exec-command=aws-iam-authenticator"),
        ("command", "helm registry login reg.corp --password-stdin < pw.txt"),
        ("command", "argocd account update-password"),
        ("command", "poetry config http-basic.corp bob"),
        ("command", "uv publish --trusted-publishing always"),
        ("command", "curl -E client.pem https://mtls.corp/api"),
        ("command", "read -r -s -p 'Password: ' DB_PW"),
        ("command", "gh auth login --with-token < token.txt"),
        ("command", "az storage blob upload -f a.zip -c c --auth-mode login"),
        ("code", "client.username_pw_set(user, password)"),
        ("code", "es = Elasticsearch(url, basic_auth=(user, pw))"),
        ("code", 'os.Setenv("LOG_LEVEL", "debug")'),
        ("code", 'ENV["RAILS_ENV"] = "production"'),
        ("code", 'os.environ.setdefault("DJANGO_SETTINGS_MODULE", "app.settings")'),
        ("code", "my $pass = shift;"),
        ("code", "local password = os.getenv('PW')"),
        ("code", '@Value("${db.password}")'),
        ("code", "CREATE ROLE readonly WITH LOGIN PASSWORD NULL;"),
        ("config", '<property name="connection.url">jdbc:h2:mem:test</property>'),
        ("config", '<add key="LogLevel" value="Warning" />'),
        ("config", 'variable "db_password" {\n  sensitive = true\n}'),
        ("config", "password: &pw ${DB_PASSWORD}"),
        ("config", 'export DB_PASSWORD="$(vault kv get -field=pw kv/db)" # from vault'),
        ("config", "default_user = guest\ndefault_pass = guest"),
        ("config", "_auth=${NPM_AUTH}"),
        ("config", '$ terraform output\ndb_password = <sensitive>\nendpoint = "db.corp"'),
        ("header", "X-Riot-Token: RGAPI-00000000-0000-0000-0000-000000000000"),
        ("header", "Api-Token: <token>"),
        ("url", "https://api.corp/v1/rates?access_key=YOUR_ACCESS_KEY&base=EUR"),
        ("prose", "parola este greșită"),
        ("prose", "lozinka je istekla"),
        ("prose", "login is bob and the pass is in the vault"),
        ("prose", "use the SSO button to get in"),
        ("prose", "api key (prod) = see 1Password"),
        ("prose", "the service account credentials are in the CI settings"),
    ]
    return tuple(LookAlike(kind, text) for kind, text in items)


LOOK_ALIKES: tuple[LookAlike, ...] = _look_alikes()


def heldout6_samples(per_kind: int = 3) -> tuple[Sample, ...]:
    """`per_kind` samples of each kind of the sixth held-out half; the same on every run."""
    return samples(KINDS, per_kind, "kenning-wide-secrets-heldout6", SESSION_PLACES)
