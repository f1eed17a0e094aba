"""The ninth held-out half of the wide secret corpus: written before the rules of its round.

Written (issue 27, round 9) before any rule of that round changed, from the files
and screens a person copies out of their tools rather than what they type:
Dockerfiles, Kubernetes manifests (and the JSON kubectl keeps in an annotation),
Terraform state, systemd units, crontab lines, Makefiles, Jupyter notebooks'
JSON, `.npmrc`, `.pypirc`, `.netrc` and `.git-credentials`, a browser's
"copy as fetch / cURL / PowerShell" and HAR entries, Postman and Insomnia
exports, SQL dumps, log lines (logfmt, JSON logs, access logs), stack traces,
and chat in a dozen languages; vendors of cloud, payments, messaging,
observability, AI APIs, CI, registries and databases that no table names; and
encodings: JSON escaped inside JSON, percent-encoding, a base64 of a config, a
key split over lines or string pieces, backslash-quoted shell. Its look-alikes
are what those same files hold that is not a secret: digests, lineage and
resource ids, placeholders and references to a secret store, notebook cell ids
and images, cache keys, span ids. It is measured once before the round's rules
("first sight") and never tuned on.
"""

from __future__ import annotations

import base64
import random
import string

from bench.secret_kinds import (
    SESSION_PLACES8,
    Gen,
    Kind,
    LookAlike,
    Sample,
    alnum,
    b64,
    digits,
    hexs,
    kind_of,
    lower_alnum,
    pw,
    samples,
    split_kind,
    urlsafe,
    uuid4,
    vendor,
)

__all__ = ["KINDS", "LOOK_ALIKES", "heldout9_samples"]


_UPPER_ALNUM = string.ascii_uppercase + string.digits


def _upper_alnum(r: random.Random, n: int) -> str:
    return "".join(r.choice(_UPPER_ALNUM) for _ in range(n))


def _uuid(r: random.Random) -> str:
    return uuid4(r, "9")


def _v(name: str, make: Gen) -> Kind:
    """A vendor's key in no table, where a file or a screen holds one."""
    return vendor(
        name,
        make,
        "ENV SERVICE_CREDENTIAL={v}",
        '      "value": "{v}",',
        'client = Client("{v}")',
        "2026-11-28 10:04:11 DEBUG init client key={v}",
        "can you check why {v} gets a 401?",
    )


def _b64_config(name: str, template: str, value: Gen) -> Kind:
    """A config whose password is `value`, base64-encoded as a whole: the blob is the secret."""

    def wrap(r: random.Random) -> tuple[str, str]:
        blob = base64.b64encode(template.format(v=value(r)).encode()).decode()
        form = r.choice(
            (
                "echo '{b}' | base64 -d > .env",
                "data:\n  settings.ini: {b}",
                'CONFIG_B64="{b}"',
            )
        )
        return blob, form.format(b=blob)

    return Kind(name, "form", wrap)


def _pct(r: random.Random) -> str:
    return alnum(r, 28)


KINDS: tuple[Kind, ...] = (
    # Dockerfiles
    kind_of(
        "dockerfile_env_pair", "config", "FROM python:3.12-slim\nENV DB_HOST=db DB_PASSWORD={v}"
    ),
    kind_of(
        "dockerfile_run_npmrc",
        "cli",
        'RUN echo "//registry.npmjs.org/:_authToken={v}" > ~/.npmrc && npm ci',
        value=lambda r: "npm_" + alnum(r, 36),
    ),
    kind_of(
        "dockerfile_pip_extra",
        "cli",
        "RUN pip install --extra-index-url https://ci:{v}@pkgs.corp/simple app",
        value=lambda r: alnum(r, 32),
    ),
    kind_of(
        "dockerfile_label_secret",
        "config",
        'LABEL deploy.webhook.secret="{v}"',
        value=lambda r: urlsafe(r, 40),
    ),
    kind_of(
        "docker_run_e", "cli", "docker run -d -e MINIO_ROOT_PASSWORD={v} -p 9000:9000 minio/minio"
    ),
    kind_of(
        "docker_build_secret_arg",
        "cli",
        "docker build --build-arg GH_PAT={v} -t app .",
        value=lambda r: alnum(r, 40),
    ),
    # Kubernetes
    kind_of("k8s_string_data", "config", "kind: Secret\nstringData:\n  admin-password: {v}"),
    kind_of(
        "k8s_last_applied",
        "config",
        "  annotations:\n    kubectl.kubernetes.io/last-applied-configuration: |\n"
        '      {{"apiVersion":"v1","kind":"Secret","stringData":{{"token":"{v}"}}}}',
        value=lambda r: alnum(r, 40),
    ),
    kind_of(
        "k8s_configmap_properties",
        "config",
        "data:\n  application.properties: |\n    spring.datasource.url=jdbc:postgresql://db/app\n"
        "    spring.datasource.password={v}",
    ),
    kind_of(
        "k8s_container_args",
        "config",
        '        args: ["--listen=:8080", "--upstream-token={v}"]',
        value=lambda r: urlsafe(r, 40),
    ),
    kind_of(
        "helm_values_nested",
        "config",
        "postgresql:\n  auth:\n    postgresPassword: {v}\n    database: app",
    ),
    kind_of(
        "kubectl_create_literal_token",
        "cli",
        "kubectl -n ci create secret generic runner --from-literal=registration-token={v}",
        value=lambda r: "GR1348941" + urlsafe(r, 20),
    ),
    # Terraform state and plans
    kind_of(
        "tfstate_attribute",
        "config",
        '        "attributes": {{\n          "master_password": "{v}",\n'
        '          "engine": "postgres"',
    ),
    kind_of(
        "tfstate_output",
        "config",
        '  "outputs": {{\n    "api_secret": {{\n      "value": "{v}",\n      "sensitive": true',
        value=lambda r: urlsafe(r, 40),
    ),
    kind_of(
        "tf_plan_change",
        "cli",
        '      ~ admin_token = "{v}" -> (known after apply)',
        value=lambda r: alnum(r, 40),
    ),
    kind_of(
        "tf_env_var",
        "cli",
        "TF_VAR_cloudflare_api_token={v} terraform apply",
        value=lambda r: urlsafe(r, 40),
    ),
    # systemd units and cron
    kind_of(
        "systemd_execstart_flag",
        "config",
        "[Service]\nExecStart=/usr/local/bin/exporter --web.auth-password={v} --port 9100",
    ),
    kind_of(
        "systemd_env_quoted",
        "config",
        'Environment="SMTP_PASS={v}" "SMTP_USER=alerts"',
    ),
    kind_of(
        "cron_pgpassword",
        "config",
        "0 3 * * * PGPASSWORD={v} pg_dump -h db -U app app | gzip > /bk/app.sql.gz",
    ),
    kind_of(
        "cron_curl_header",
        "config",
        '*/5 * * * * curl -fsS -H "X-Api-Key: {v}" https://hc.corp/ping/web >/dev/null',
        value=lambda r: alnum(r, 32),
    ),
    # Makefiles
    kind_of(
        "makefile_conditional_assign",
        "config",
        "REGISTRY_TOKEN ?= {v}\n\npush:\n\tdocker push $(IMAGE)",
        value=lambda r: alnum(r, 40),
    ),
    kind_of(
        "makefile_recipe_login",
        "config",
        "release:\n\ttwine upload -u __token__ -p {v} dist/*",
        value=lambda r: "pypi-" + urlsafe(r, 60),
    ),
    # notebooks
    kind_of(
        "ipynb_source_assign",
        "code",
        '   "source": [\n    "import os\\n",\n'
        '    "os.environ[\\"LLM_API_KEY\\"] = \\"{v}\\"\\n"\n   ]',
        value=lambda r: alnum(r, 40),
    ),
    kind_of(
        "ipynb_output_text",
        "code",
        '     "data": {{\n      "text/plain": [\n       "\'{v}\'"\n      ]',
        value=lambda r: "sk-proj-" + urlsafe(r, 48),
    ),
    kind_of(
        "ipynb_magic_env",
        "code",
        '    "%env WEAVIATE_API_KEY={v}\\n",',
        value=lambda r: alnum(r, 40),
    ),
    # dotfiles
    kind_of(
        "npmrc_scoped_registry",
        "config",
        "@corp:registry=https://npm.pkg.corp/\n//npm.pkg.corp/:_authToken={v}",
        value=lambda r: urlsafe(r, 40),
    ),
    kind_of(
        "pypirc_private_repo",
        "config",
        "[distutils]\nindex-servers = corp\n\n[corp]\nrepository = https://pkgs.corp/\n"
        "username = ci\npassword = {v}",
    ),
    kind_of(
        "netrc_multiline",
        "config",
        "machine api.heroku.com\n  login bob@corp.com\n  password {v}",
        value=_uuid,
    ),
    kind_of(
        "git_credentials_file",
        "config",
        "$ cat ~/.git-credentials\nhttps://bob:{v}@git.corp",
        value=lambda r: alnum(r, 40),
    ),
    kind_of(
        "docker_config_identitytoken",
        "config",
        '{{"auths": {{"registry.corp": {{"identitytoken": "{v}"}}}}}}',
        value=lambda r: urlsafe(r, 48),
    ),
    kind_of(
        "gemrc_key",
        "config",
        "---\n:rubygems_api_key: {v}",
        value=lambda r: "rubygems_" + hexs(r, 48),
    ),
    # browser devtools copies
    kind_of(
        "devtools_copy_as_fetch",
        "code",
        'fetch("https://api.corp/v1/me", {{\n  "headers": {{\n    "accept": "*/*",\n'
        '    "authorization": "Bearer {v}",\n  }},\n  "method": "GET"\n}});',
        value=lambda r: urlsafe(r, 48),
    ),
    kind_of(
        "devtools_curl_cmd",
        "cli",
        'curl ^"https://api.corp/v1/me^" ^\n  -H ^"x-session-token: {v}^" ^\n  --compressed',
        value=lambda r: alnum(r, 40),
    ),
    kind_of(
        "devtools_powershell_cookie",
        "cli",
        '$session.Cookies.Add((New-Object System.Net.Cookie("connect.sid", "{v}", "/", "corp")))',
        value=lambda r: "s%3A" + urlsafe(r, 32),
    ),
    kind_of(
        "har_header_entry",
        "config",
        '{{"name": "x-csrf-secret", "value": "{v}"}},',
        value=lambda r: urlsafe(r, 40),
    ),
    kind_of(
        "har_post_data",
        "config",
        '"postData": {{"mimeType": "application/json", "text": "{{\\"password\\":\\"{v}\\"}}"}}',
    ),
    # Postman and Insomnia
    kind_of(
        "postman_bearer_auth",
        "config",
        '"auth": {{\n  "type": "bearer",\n  "bearer": [\n'
        '    {{"key": "token", "value": "{v}", "type": "string"}}\n  ]\n}}',
        value=lambda r: alnum(r, 40),
    ),
    kind_of(
        "postman_env_value",
        "config",
        '{{"key": "client_secret", "value": "{v}", "enabled": true}}',
        value=lambda r: urlsafe(r, 40),
    ),
    kind_of(
        "insomnia_basic_auth",
        "config",
        '"authentication": {{"type": "basic", "username": "svc", "password": "{v}"}}',
    ),
    # SQL dumps
    kind_of(
        "sqldump_copy_stdin",
        "code",
        "COPY public.integrations (id, provider, api_key) FROM stdin;\n7\tmailer\t{v}\n\\.",
        value=lambda r: alnum(r, 40),
    ),
    kind_of(
        "sqldump_insert_backticks",
        "code",
        "INSERT INTO `settings` (`name`, `value`) VALUES ('smtp_password','{v}');",
    ),
    kind_of(
        "sql_update_column",
        "code",
        "UPDATE connectors SET secret_token = '{v}' WHERE id = 4;",
        value=lambda r: urlsafe(r, 40),
    ),
    # log lines
    kind_of(
        "logfmt_line",
        "output",
        'ts=2026-11-28T10:04:11Z level=debug msg="upstream auth" client_secret={v} status=200',
        value=lambda r: urlsafe(r, 40),
    ),
    kind_of(
        "json_log_line",
        "output",
        '{{"level":"info","msg":"connecting","cfg":{{"host":"mq","pass":"{v}"}}}}',
    ),
    kind_of(
        "access_log_query",
        "output",
        '10.0.0.7 - - [28/Nov/2026:10:04:11 +0000] "GET /hooks/deploy?secret={v} HTTP/1.1" 200 2',
        value=lambda r: hexs(r, 40),
    ),
    kind_of(
        "python_logging_dict_repr",
        "output",
        "INFO:app.db:connect kwargs {{'host': 'db', 'user': 'app', 'passwd': '{v}'}}",
    ),
    kind_of(
        "urllib3_debug_line",
        "output",
        'DEBUG:urllib3.connectionpool:https://api.corp:443 "POST /v1/send?access_key={v} '
        'HTTP/1.1" 200 None',
        value=lambda r: alnum(r, 32),
    ),
    # stack traces
    kind_of(
        "python_traceback_local",
        "output",
        'Traceback (most recent call last):\n  File "sync.py", line 12, in <module>\n'
        "    client = Api(base='https://api.corp', secret='{v}')\nValueError: bad base",
        value=lambda r: urlsafe(r, 36),
    ),
    kind_of(
        "java_caused_by_url",
        "output",
        "Caused by: org.postgresql.util.PSQLException: FATAL: password authentication failed"
        "\n  at jdbc:postgresql://db:5432/app?user=app&password={v}",
    ),
    kind_of(
        "node_unhandled_options",
        "output",
        "UnhandledPromiseRejection: Request failed\n    options: {{ baseURL: 'https://api.corp',"
        " apiSecret: '{v}' }}",
        value=lambda r: alnum(r, 40),
    ),
    kind_of(
        "ruby_error_inspect",
        "output",
        'Faraday::UnauthorizedError: #<Client @endpoint="https://api.corp", @auth_token="{v}">',
        value=lambda r: alnum(r, 40),
    ),
    # chat in many languages
    kind_of("chat_spanish_te_paso", "prose", "te paso la contraseña del servidor: {v}"),
    kind_of("chat_german_lautet", "prose", "das Passwort lautet {v}, bitte nicht weitergeben"),
    kind_of("chat_french_jeton", "prose", "le jeton c'est {v}", value=lambda r: alnum(r, 32)),
    kind_of("chat_portuguese_segue", "prose", "segue a senha do banco: {v}"),
    kind_of("chat_italian_ecco", "prose", "ecco il token: {v}", value=lambda r: alnum(r, 36)),
    kind_of("chat_japanese_api_key", "prose", "APIキーは {v} です", value=lambda r: alnum(r, 32)),
    kind_of("chat_chinese_token", "prose", "令牌：{v}", value=lambda r: alnum(r, 32)),
    kind_of("chat_korean_token", "prose", "토큰은 {v} 이에요", value=lambda r: alnum(r, 40)),
    kind_of("chat_russian_vot", "prose", "вот пароль от почты {v}"),
    kind_of("chat_polish_haslo", "prose", "nowe hasło to {v}"),
    kind_of("chat_dutch_wachtwoord", "prose", "het wachtwoord is nu {v}"),
    kind_of("chat_turkish_anahtar", "prose", "API anahtarı: {v}", value=lambda r: alnum(r, 32)),
    kind_of("chat_swedish_losen", "prose", "lösenordet är {v}"),
    kind_of("chat_english_dm", "prose", "dm'd you but in case: {v} is the admin pass"),
    kind_of("chat_english_creds_for", "prose", "creds for the grafana box are admin and {v}"),
    # cloud vendors
    _v("hetzner_cloud", lambda r: alnum(r, 64)),
    _v("vultr_key", lambda r: _upper_alnum(r, 36)),
    _v("linode_token", lambda r: hexs(r, 64)),
    _v("backblaze_app_key", lambda r: "K005" + urlsafe(r, 27)),
    _v("exoscale_key", lambda r: "EXO" + hexs(r, 24)),
    # payments
    _v("adyen_api_key", lambda r: "AQE" + urlsafe(r, 110)),
    _v("checkout_secret", lambda r: "sk_sbox_" + lower_alnum(r, 26)),
    _v(
        "mercadopago_token",
        lambda r: (
            "APP_USR-" + digits(r, 16) + "-" + digits(r, 6) + "-" + hexs(r, 32) + "-" + digits(r, 9)
        ),
    ),
    _v("paystack_secret", lambda r: "sk_live_" + hexs(r, 40)),
    # messaging
    _v("plivo_auth_token", lambda r: alnum(r, 40)),
    _v("messagebird_key", lambda r: "live_" + alnum(r, 25)),
    _v("mattermost_token", lambda r: lower_alnum(r, 26)),
    _v("pushbullet_token", lambda r: "o." + alnum(r, 32)),
    _v("ntfy_token", lambda r: "tk_" + lower_alnum(r, 29)),
    # observability
    _v("rollbar_token", lambda r: hexs(r, 32)),
    _v("axiom_token", lambda r: "xaat-" + _uuid(r)),
    _v("betterstack_source", lambda r: alnum(r, 24)),
    _v("coralogix_key", lambda r: "cxtp_" + alnum(r, 30)),
    # AI APIs
    _v("together_key", lambda r: hexs(r, 64)),
    _v("runpod_key", lambda r: "rpa_" + _upper_alnum(r, 40)),
    _v("llamacloud_key", lambda r: "llx-" + alnum(r, 48)),
    _v("jina_key", lambda r: "jina_" + hexs(r, 32) + alnum(r, 30)),
    _v("cartesia_key", lambda r: "sk_car_" + alnum(r, 30)),
    _v("assemblyai_key", lambda r: hexs(r, 32)),
    # CI and registries
    _v("sonarqube_token", lambda r: "squ_" + hexs(r, 40)),
    _v("codecov_token", _uuid),
    _v("quay_robot", lambda r: _upper_alnum(r, 64)),
    _v("cloudsmith_key", lambda r: hexs(r, 40)),
    # databases as a service
    _v("xata_key", lambda r: "xau_" + alnum(r, 36)),
    _v("fauna_secret", lambda r: "fnA" + urlsafe(r, 37)),
    _v(
        "turso_token",
        lambda r: "eyJhbGciOiJFZERTQSIsInR5cCI6IkpXVCJ9." + urlsafe(r, 60) + "." + urlsafe(r, 86),
    ),
    # encodings
    kind_of(
        "json_escaped_twice",
        "config",
        '"payload": "{{\\\\\\"auth\\\\\\": {{\\\\\\"api_key\\\\\\": \\\\\\"{v}\\\\\\"}}}}"',
        value=lambda r: alnum(r, 40),
    ),
    kind_of(
        "json_string_env_blob",
        "config",
        '{{"Env": "DB_USER=app\\nDB_PASSWORD={v}\\nDB_HOST=db"}}',
    ),
    kind_of(
        "percent_encoded_config",
        "form",
        "https://app.corp/setup?config=%7B%22token%22%3A%22{v}%22%7D",
        value=_pct,
    ),
    kind_of(
        "percent_encoded_pair",
        "form",
        "state=init&creds=svc%3A{v}&next=%2Fhome",
        value=_pct,
    ),
    _b64_config("b64_ini_blob", "[db]\nuser = app\npassword = {v}\n", pw),
    _b64_config("b64_env_blob", "API_KEY={v}\nREGION=eu\n", lambda r: alnum(r, 32)),
    split_kind(
        "js_string_concat",
        "const key =\n  '{a}' +\n  '{b}';",
        lambda r: alnum(r, 24),
    ),
    split_kind(
        "pem_like_wrapped_token",
        "token: >\n  {a}\n  {b}",
        lambda r: urlsafe(r, 32),
    ),
    split_kind(
        "go_raw_concat",
        'const apiKey = "{a}" +\n\t"{b}"',
        lambda r: alnum(r, 24),
    ),
    kind_of(
        "shell_escaped_json_body",
        "cli",
        'curl -X POST https://api.corp/login -d "{{\\"user\\": \\"svc\\", \\"pass\\": \\"{v}\\"}}"',
    ),
    kind_of(
        "cmd_caret_escaped",
        "cli",
        "set DB_PASS={v}^&rest",
        value=lambda r: alnum(r, 20),
    ),
    kind_of(
        "xml_escaped_in_json",
        "config",
        '"xml": "<credentials><secret>{v}</secret></credentials>"',
        value=lambda r: alnum(r, 40),
    ),
    # commands with no rule
    kind_of(
        "rsync_daemon_url",
        "cli",
        "rsync -av ./dist rsync://deploy:{v}@mirror.corp/pub/",
    ),
    kind_of(
        "gh_secret_set_body",
        "cli",
        "gh secret set SLACK_WEBHOOK_TOKEN --body {v} --repo corp/app",
        value=lambda r: alnum(r, 40),
    ),
    kind_of(
        "vault_kv_patch",
        "cli",
        "vault kv patch secret/app stripe_key={v}",
        value=lambda r: alnum(r, 40),
    ),
    kind_of(
        "pgbench_conninfo",
        "cli",
        "pgbench 'host=db dbname=app user=bench password={v}' -c 8 -T 60",
    ),
    kind_of(
        "mc_alias_positional",
        "cli",
        "mcli alias set backup https://s3.corp BKACCESS01 {v}",
        value=lambda r: alnum(r, 40),
    ),
    kind_of(
        "ansible_become_pass_cli",
        "cli",
        "ansible-playbook site.yml -e 'ansible_become_pass={v}'",
    ),
    kind_of(
        "docker_compose_cli_env",
        "cli",
        "GRAFANA_ADMIN_PASSWORD={v} docker compose up -d grafana",
    ),
    kind_of(
        "wrangler_kv_put",
        "cli",
        'npx wrangler kv key put --binding=CFG "upstream_token" "{v}"',
        value=lambda r: alnum(r, 40),
    ),
    # code in more languages
    kind_of(
        "kotlin_named_arg",
        "code",
        'val client = ApiClient(baseUrl = "https://api.corp", secret = "{v}")',
        value=lambda r: alnum(r, 40),
    ),
    kind_of(
        "swift_header_field",
        "code",
        'request.setValue("{v}", forHTTPHeaderField: "X-Api-Key")',
        value=lambda r: alnum(r, 32),
    ),
    kind_of(
        "dart_const_key",
        "code",
        "const String stripeKey = '{v}';",
        value=lambda r: "rk_live_" + alnum(r, 24),
    ),
    kind_of(
        "elixir_config_kw",
        "code",
        'config :app, App.Mailer,\n  adapter: Swoosh.Adapters.SMTP,\n  password: "{v}"',
    ),
    kind_of(
        "scala_config_apply",
        "code",
        'Config(user = "etl", pass = "{v}")',
    ),
    kind_of(
        "r_httr_auth",
        "code",
        'GET(url, add_headers(Authorization = paste("Token", "{v}")))',
        value=lambda r: hexs(r, 40),
    ),
    kind_of(
        "bash_default_expansion",
        "code",
        'TOKEN="${{TOKEN:-{v}}}"',
        value=lambda r: alnum(r, 40),
    ),
    kind_of(
        "csharp_named_secret",
        "code",
        'services.AddClient(o => o.ClientSecret = "{v}");',
        value=lambda r: urlsafe(r, 40),
    ),
    # bare values in odd places
    kind_of("bare_after_colon_line", "key", "prod:\n{v}", value=lambda r: alnum(r, 40)),
    kind_of("bare_in_parens_hex", "key", "the new one ({v}) works", value=lambda r: hexs(r, 48)),
    kind_of(
        "bare_quoted_sentence", "key", 'just use "{v}" for now', value=lambda r: urlsafe(r, 40)
    ),
    kind_of("bare_markdown_bold", "key", "**{v}**", value=lambda r: alnum(r, 36)),
    kind_of("bare_table_cell_hex", "key", "| web | {v} |", value=lambda r: hexs(r, 40)),
)


def _look_alikes() -> tuple[LookAlike, ...]:
    r = random.Random("kenning-wide-look-alikes-heldout9")
    items: list[tuple[str, str]] = []
    for _ in range(3):
        items += [
            ("dockerfile_from_digest", f"FROM node:20-alpine@sha256:{hexs(r, 64)}"),
            ("dockerfile_env_plain", f"ENV APP_VERSION=1.{r.randrange(40)}.0 NODE_ENV=production"),
            ("dockerfile_arg_sha", f"ARG GIT_SHA={hexs(r, 40)}"),
            ("k8s_uid", f'  uid: {_uuid(r)}\n  resourceVersion: "{digits(r, 8)}"'),
            ("k8s_image_digest", f"    image: ghcr.io/corp/web@sha256:{hexs(r, 64)}"),
            ("k8s_pod_hash", f"    pod-template-hash: {lower_alnum(r, 10)}"),
            ("tfstate_lineage", f'  "lineage": "{_uuid(r)}",\n  "serial": {r.randrange(300)},'),
            ("tfstate_id", f'          "id": "sg-0{hexs(r, 16)}",'),
            ("tf_plan_id", f'      ~ id = "i-0{hexs(r, 16)}" -> (known after apply)'),
            ("systemd_invocation", f"INVOCATION_ID={hexs(r, 32)}"),
            ("journal_cursor", f"-- cursor: s={hexs(r, 32)};i=1a2b;b={hexs(r, 32)}"),
            ("cron_plain", f"{r.randrange(60)} 3 * * * /usr/local/bin/backup.sh --keep 7"),
            ("ipynb_cell_id", f'   "id": "{hexs(r, 8)}-{hexs(r, 4)}",\n   "execution_count": 3,'),
            ("ipynb_image", f'     "image/png": "iVBORw0KGgoAAAANSUhEUgAA{b64(r, 180)}",'),
            ("har_etag", f'{{"name": "etag", "value": "W/\\"{hexs(r, 40)}\\""}},'),
            ("har_request_id", f'{{"name": "x-request-id", "value": "{_uuid(r)}"}},'),
            ("devtools_sentry_trace", f'    "sentry-trace": "{hexs(r, 32)}-{hexs(r, 16)}-0",'),
            ("postman_id", f'"_postman_id": "{_uuid(r)}",'),
            ("postman_exporter", f'"_exporter_id": "{digits(r, 8)}"'),
            ("sqldump_checksum", f"-- MySQL dump, checksum {hexs(r, 32)}"),
            ("sqldump_copy_ids", f"COPY public.orders (id, ref) FROM stdin;\n1\t{_uuid(r)}\n\\."),
            ("logfmt_trace", f"ts=2026-11-28T10:04:11Z level=info trace_id={hexs(r, 32)} ok=1"),
            ("json_log_span", f'{{"level":"info","span_id":"{hexs(r, 16)}","msg":"done"}}'),
            ("access_log_asset", f'"GET /assets/app-{hexs(r, 20)}.js HTTP/1.1" 200 5120'),
            ("traceback_address", f"<app.Client object at 0x7f{hexs(r, 10)}>"),
            ("java_hash_code", f"com.corp.Session@{hexs(r, 8)} closed"),
            ("npm_shasum", f"npm notice shasum:      {hexs(r, 40)}"),
            ("pip_wheel_hash", f"Saved ./wheels/app-1.0-py3-none-any.whl#sha256={hexs(r, 64)}"),
            ("cache_key_actions", f"Cache saved with key: Linux-pip-{hexs(r, 64)}"),
            ("git_credentials_helper", "[credential]\n\thelper = store --file ~/.git-credentials"),
            ("b64_public_config", f"echo '{base64.b64encode(b'[log]' + b' level=info').decode()}'"),
            ("percent_encoded_path", f"https://docs.corp/search?q=%22{lower_alnum(r, 8)}%22+api"),
            ("gpg_keygrip", f"      Keygrip = {hexs(r, 40).upper()}"),
            ("kid_header", f'{{"alg":"RS256","kid":"{urlsafe(r, 43)}"}}'),
            ("wasm_hash", f"pkg/app_bg.wasm  {hexs(r, 64)}"),
            ("chat_hex_colour", f"try #{hexs(r, 6)} for the header instead"),
            ("build_number", f"Build #{digits(r, 5)} ({hexs(r, 12)}) passed"),
        ]
    items += [
        ("dockerfile_secret_mount", "RUN --mount=type=secret,id=npm_token,env=NPM_TOKEN npm ci"),
        ("dockerfile_env_ref", "ENV DB_PASSWORD_FILE=/run/secrets/db_password"),
        (
            "k8s_secret_ref",
            "        valueFrom:\n          secretKeyRef:\n            name: db\n"
            "            key: password",
        ),
        ("k8s_external_secret", "  remoteRef:\n    key: prod/app\n    property: api_token"),
        ("helm_values_ref", "postgresql:\n  auth:\n    existingSecret: pg-auth"),
        (
            "tf_sensitive_output",
            '  "outputs": {\n    "db_password": {\n      "sensitive": true,'
            '\n      "type": "string"',
        ),
        (
            "tf_var_ref",
            "  password = var.db_password\n  token    = data.vault_generic_secret.t.data",
        ),
        ("systemd_load_credential", "LoadCredential=token:/etc/credstore/app.token"),
        ("cron_env_file", "0 3 * * * . /etc/backup.env && pg_dump -h db app > /bk/app.sql"),
        ("makefile_env_ref", "release:\n\ttwine upload -u __token__ -p $$PYPI_TOKEN dist/*"),
        ("npmrc_env_ref", "//npm.pkg.corp/:_authToken=${NPM_TOKEN}"),
        ("pypirc_no_password", "[pypi]\nusername = __token__"),
        ("netrc_no_password", "machine api.corp\n  login bob"),
        ("postman_variable_ref", '{"key": "token", "value": "{{access_token}}", "type": "string"}'),
        ("insomnia_template", '"password": "{{ _.db_password }}"'),
        ("har_placeholder", '{"name": "authorization", "value": "Bearer <redacted>"}'),
        ("sql_placeholder", "UPDATE connectors SET secret_token = $1 WHERE id = $2;"),
        ("log_masked", 'msg="upstream auth" client_secret=**** status=200'),
        ("chat_spanish", "te paso la contraseña por el gestor, no por aquí"),
        ("chat_german", "das Passwort lautet wie immer, frag Anna"),
        ("chat_japanese", "パスワードは管理者に聞いてください"),
        ("chat_chinese", "令牌在保险库里"),
        ("chat_russian", "пароль от почты в менеджере паролей"),
        ("chat_dutch", "het wachtwoord is veranderd, zie 1Password"),
        ("chat_english", "creds for the grafana box are in the vault under ops/grafana"),
        ("code_env_lookup", 'val secret = System.getenv("API_SECRET") ?: error("unset")'),
        ("code_swift_ref", 'request.setValue(apiKey, forHTTPHeaderField: "X-Api-Key")'),
        ("bash_default_empty", 'TOKEN="${TOKEN:-}"'),
        ("gemrc_source", "---\n:sources:\n- https://rubygems.org/"),
        ("docker_config_helper", '{"credsHelpers": {"registry.corp": "ecr-login"}}'),
        ("git_credentials_url", "https://git.corp/team/app.git"),
        ("percent_encoded_redirect", "next=%2Fsettings%2Ftokens&tab=api"),
    ]
    return tuple(LookAlike(kind, text) for kind, text in items)


LOOK_ALIKES: tuple[LookAlike, ...] = _look_alikes()


def heldout9_samples(per_kind: int = 3) -> tuple[Sample, ...]:
    """`per_kind` samples of each kind of the ninth held-out half; the same on every run."""
    return samples(KINDS, per_kind, "kenning-wide-secrets-heldout9", SESSION_PLACES8)
