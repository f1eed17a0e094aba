"""The twenty-second held-out half of the wide secret corpus: written blind, before its round.

Written (issue 27) by a helper who never read the redactor's code, tables or
documentation, as a grader would write a fresh set from what people paste into
coding agents. Its theme is mainstream developer life, in forms no earlier set
used. This file holds the places and shapes: a `wrangler secret put` echo, a
`gh secret set --body`, `glab variable set`, `doctl auth init -t`, `heroku
config:set`, `firebase functions:config:set`, `aws configure set`, `az login
--service-principal -p`, `docker login -p`, `npm config set //registry/:_authToken`,
`pip config set global.index-url` with a token, `poetry config http-basic`,
`psql` with `PGPASSWORD=`, `mysqldump -p` glued, `redis-cli -a`, `mongodump --uri`,
an `.npmrc`, a `.pypirc`, a `.netrc`, a Spring `application.properties`, a
Rails `database.yml`, a Next.js `.env.local`, a `wp-config.php`, a Kubernetes
`Secret` with `stringData`, a `docker-compose.override.yml`, a Terraform
`terraform.tfvars`, an Expo `app.json`, a `firebase.json`-like service account,
a `.vscode/settings.json`, an `rclone.conf`, a Prometheus `remote_write`, a
Caddyfile `basicauth`, a Traefik label, an nginx `proxy_set_header`; outputs
(a Django `settings` print, `env | sort`, a Next.js build log, an uvicorn
debug line, a pytest failure diff, a Node `console.log` of a config, a
`docker logs` line, a failing `curl -v`); code in TypeScript, Go, Rust, Kotlin,
Swift, Dart, C#, Java, Ruby, PHP, Elixir, Scala, R, Julia and SQL; notebooks
(a `%%bash` cell's `export`, `os.environ[...] =`); shapes: a Go `[]byte` of hex
literals, base32 of a password, base64 of a whole `.env`, a value spaced into
groups of four, spelled with dashes, a Python `bytes([...])` of decimals, a key
split over a JS template literal, HTML entities in a hidden input, a key in a
URL inside a `data:` URL, JSON inside a JSON string, a key split over two env
vars, a password read out in case words ("capital B, small q"), a Wi-Fi key, an
SMS one-time code and a bank sandbox PIN told in a sentence; and chat in the
most spoken languages (Spanish, Portuguese, French, German, Russian, Chinese,
Japanese, Korean, Hindi, Arabic, Turkish, Indonesian, Vietnamese, Polish,
Italian, Bengali, Urdu, Thai, Swahili, Persian, Ukrainian, Tagalog, Dutch).

Its second part (`bench/secret_kinds_heldout22_more.py`) is mainstream vendors
in new forms; its look-alikes (`bench/secret_kinds_heldout22_look.py`) are what
the same places hold that is no secret.
"""

from __future__ import annotations

import base64
import json
import random

from bench.secret_kinds import (
    SESSION_PLACES8,
    Kind,
    Sample,
    alnum,
    b64,
    digits,
    hexs,
    pw,
    samples,
    urlsafe,
)
from bench.secret_kinds_heldout22_look import LOOK_ALIKES
from bench.secret_kinds_heldout22_more import VENDOR_KINDS, kind22

__all__ = ["KINDS", "LOOK_ALIKES", "heldout22_samples"]


def _b64(text: str) -> str:
    return base64.b64encode(text.encode()).decode()


_CLI: tuple[Kind, ...] = (
    kind22(
        "wrangler_secret_put_echo",
        "cli",
        "echo '{v}' | npx wrangler secret put STRIPE_WEBHOOK_SECRET",
        value=lambda r: "whsec_" + alnum(r, 32),
    ),
    kind22("gh_secret_set_body", "cli", 'gh secret set OPENAI_KEY --body "{v}" --repo me/app'),
    kind22("glab_variable_set", "cli", 'glab variable set DEPLOY_TOKEN "{v}" --masked'),
    kind22(
        "doctl_auth_init",
        "cli",
        "doctl auth init -t {v} --context prod",
        value=lambda r: "dop_v1_" + hexs(r, 64),
    ),
    kind22("heroku_config_set", "cli", "heroku config:set SESSION_SECRET={v} -a shop-api"),
    kind22(
        "firebase_functions_config",
        "cli",
        'firebase functions:config:set sendgrid.key="{v}" --project shop-prod',
    ),
    kind22(
        "aws_configure_set",
        "cli",
        "aws configure set aws_secret_access_key {v} --profile dev",
        value=lambda r: alnum(r, 40),
    ),
    kind22(
        "az_login_sp_password",
        "cli",
        "az login --service-principal -u 0000-app -p '{v}' --tenant contoso.onmicrosoft.com",
        value=lambda r: alnum(r, 3) + "8Q~" + urlsafe(r, 34),
    ),
    kind22("docker_login_p", "cli", "docker login ghcr.io -u me -p {v}", value=lambda r: pw(r, 18)),
    kind22(
        "npm_config_authtoken",
        "cli",
        "npm config set //npm.pkg.github.com/:_authToken {v}",
        value=lambda r: "ghp_" + alnum(r, 36),
    ),
    kind22(
        "pip_index_url_token",
        "dsn",
        "pip config set global.index-url"
        " https://__token__:{v}@gitlab.com/api/v4/projects/12/packages/pypi/simple",
        value=lambda r: "glpat-" + urlsafe(r, 20),
    ),
    kind22(
        "poetry_http_basic",
        "cli",
        "poetry config http-basic.private ci {v}",
        value=lambda r: pw(r, 20),
    ),
    kind22(
        "pgpassword_psql",
        "cli",
        "PGPASSWORD='{v}' psql -h localhost -U app appdb",
        value=lambda r: pw(r, 14),
    ),
    kind22(
        "mysqldump_glued_p",
        "cli",
        "mysqldump -uroot -p{v} shop > shop.sql",
        value=lambda r: pw(r, 12),
    ),
    kind22(
        "redis_cli_a",
        "cli",
        "redis-cli -h 127.0.0.1 -a {v} --no-auth-warning INFO",
        value=lambda r: alnum(r, 28),
    ),
    kind22(
        "mongodump_uri",
        "dsn",
        'mongodump --uri="mongodb+srv://admin:{v}@cluster0.ab12c.mongodb.net/shop"',
        value=lambda r: alnum(r, 16),
    ),
)

_CONFIG: tuple[Kind, ...] = (
    kind22(
        "npmrc_authtoken",
        "config",
        "registry=https://registry.npmjs.org/\n//registry.npmjs.org/:_authToken={v}",
        value=lambda r: "npm_" + alnum(r, 36),
    ),
    kind22(
        "pypirc_password",
        "config",
        "[pypi]\nusername = __token__\npassword = {v}",
        value=lambda r: "pypi-AgEIcHlwaS5vcmc" + urlsafe(r, 60),
    ),
    kind22(
        "netrc_line",
        "config",
        "machine api.heroku.com login me@mail.com password {v}",
        value=lambda r: hexs(r, 36),
    ),
    kind22(
        "spring_properties",
        "config",
        "spring.datasource.url=jdbc:postgresql://db:5432/app\nspring.datasource.password={v}",
        value=lambda r: pw(r, 16),
    ),
    kind22(
        "rails_database_yml",
        "config",
        "production:\n  adapter: postgresql\n  username:"
        " shop\n  password: <%= ENV.fetch('X', '{v}') %>",
        value=lambda r: pw(r, 16),
    ),
    kind22(
        "nextjs_env_local",
        "config",
        "NEXTAUTH_URL=http://localhost:3000\nNEXTAUTH_SECRET={v}",
        value=lambda r: urlsafe(r, 44),
    ),
    kind22(
        "wp_config_define",
        "config",
        "define( 'DB_PASSWORD', '{v}' );\ndefine( 'DB_HOST', 'localhost' );",
        value=lambda r: pw(r, 18),
    ),
    kind22(
        "k8s_stringdata",
        "config",
        'apiVersion: v1\nkind: Secret\nmetadata:\n  name: api\nstringData:\n  JWT_SECRET: "{v}"',
        value=lambda r: alnum(r, 48),
    ),
    kind22(
        "compose_override",
        "config",
        "services:\n  db:\n    environment:\n      - MARIADB_ROOT_PASSWORD={v}",
        value=lambda r: pw(r, 16),
    ),
    kind22(
        "tfvars_token",
        "config",
        'cloudflare_api_token = "{v}"\nzone = "example.com"',
        value=lambda r: urlsafe(r, 40),
    ),
    kind22(
        "expo_app_json_extra",
        "config",
        '{{\n  "expo": {{\n    "extra": {{ "mapsServerKey": "{v}" }}\n  }}\n}}',
        value=lambda r: alnum(r, 40),
    ),
    kind22(
        "service_account_private_key_id",
        "key",
        '{{"type": "service_account", "project_id": "shop-prod",'
        ' "private_key_id": "{v}", "client_email": "ci@shop-prod.iam.gserviceaccount.com"}}',
        value=lambda r: hexs(r, 40),
    ),
    kind22(
        "vscode_settings_token",
        "config",
        '{{\n  "sqltools.connections": [{{ "driver": "MySQL", "password": "{v}" }}]\n}}',
        value=lambda r: pw(r, 14),
    ),
    kind22(
        "rclone_conf_secret",
        "config",
        "[b2]\ntype = b2\naccount = 0012ab34cd\nkey = {v}",
        value=lambda r: "K001" + alnum(r, 27),
    ),
    kind22(
        "prometheus_remote_write",
        "config",
        "remote_write:\n  - url:"
        " https://prom.grafana.net/api/prom/push\n    basic_auth:\n      username: 123456\n     "
        " password: {v}",
        value=lambda r: "glc_" + b64(r, 80),
    ),
    kind22(
        "caddy_basicauth_plain",
        "config",
        "basicauth /admin/* {{\n  admin {v}\n}}",
        value=lambda r: "$2a$14$" + b64(r, 53).replace("+", "."),
    ),
    kind22(
        "traefik_label_auth",
        "config",
        "labels:\n  - traefik.http.middlewares.auth.basicauth.users=admin:{v}",
        value=lambda r: "$$apr1$$" + alnum(r, 8) + "$$" + alnum(r, 22),
    ),
    kind22(
        "nginx_proxy_header",
        "config",
        'location /api/ {{\n  proxy_set_header X-Api-Key "{v}";\n  proxy_pass http://backend;\n}}',
    ),
)

_OUTPUT: tuple[Kind, ...] = (
    kind22(
        "django_settings_print",
        "output",
        ">>> from django.conf import settings\n>>> settings.SECRET_KEY\n'{v}'",
        value=lambda r: "django-insecure-" + alnum(r, 40),
    ),
    kind22(
        "env_sort_output",
        "output",
        "$ env | sort\nHOME=/home/dev\nOPENAI_API_KEY={v}\nPATH=/usr/bin",
        value=lambda r: "sk-proj-" + urlsafe(r, 80),
    ),
    kind22(
        "nextjs_build_log",
        "output",
        "info  - Loaded env from .env.production\n[config] STRIPE_SECRET={v} (from env)",
        value=lambda r: "rk_live_" + alnum(r, 40),
    ),
    kind22(
        "uvicorn_debug_line",
        "output",
        "DEBUG:    app.settings -> Settings(db_url='postgres://app@db/app', api_secret='{v}')",
    ),
    kind22(
        "pytest_assert_diff",
        "output",
        "E       AssertionError: assert 'Bearer {v}' == 'Bearer ***'\nE         - Bearer ***",
    ),
    kind22(
        "node_console_config",
        "output",
        "{{\n  port: 3000,\n  db: {{ host: 'localhost', password: '{v}' }},\n  debug: true\n}}",
        value=lambda r: pw(r, 15),
    ),
    kind22(
        "docker_logs_line",
        "output",
        "api-1  | 2026-11-29T10:11:12Z INFO connecting smtp://mailer:{v}@smtp.office365.com:587",
        value=lambda r: pw(r, 14),
    ),
    kind22(
        "curl_verbose_auth",
        "output",
        "> GET /v1/me HTTP/2\n> Host: api.example.dev\n>"
        " authorization: Bearer {v}\n> user-agent: curl/8.5.0",
    ),
)

_CODE: tuple[Kind, ...] = (
    kind22(
        "ts_const_config",
        "code",
        'export const config = {{ apiKey: "{v}", region: "eu" }} as const;',
    ),
    kind22(
        "go_os_setenv",
        "code",
        'os.Setenv("SENDGRID_API_KEY", "{v}")',
        value=lambda r: "SG." + urlsafe(r, 22) + "." + urlsafe(r, 43),
    ),
    kind22("rust_const_str", "code", 'const WEBHOOK_SECRET: &str = "{v}";'),
    kind22("kotlin_buildconfig", "code", 'buildConfigField("String", "MAPS_SECRET", "\\"{v}\\"")'),
    kind22("swift_let_secret", "code", 'let clientSecret = "{v}" // TODO move to keychain'),
    kind22("dart_const", "code", "const String supabaseServiceKey = '{v}';"),
    kind22(
        "csharp_config",
        "code",
        'builder.Configuration["Jwt:Key"] = "{v}";',
        value=lambda r: alnum(r, 64),
    ),
    kind22(
        "java_properties_put",
        "code",
        'props.put("mail.smtp.password", "{v}");',
        value=lambda r: pw(r, 16),
    ),
    kind22(
        "ruby_credentials", "code", 'Rails.application.credentials.stripe = {{ secret: "{v}" }}'
    ),
    kind22("php_array_config", "code", "'api_secret' => '{v}',", value=lambda r: hexs(r, 40)),
    kind22("elixir_runtime_config", "code", 'config :my_app, MyApp.Mailer, api_key: "{v}"'),
    kind22(
        "scala_conf",
        "code",
        'val dbPassword = sys.env.getOrElse("DB_PASS", "{v}")',
        value=lambda r: pw(r, 14),
    ),
    kind22(
        "r_sys_setenv",
        "code",
        'Sys.setenv(OPENAI_API_KEY = "{v}")',
        value=lambda r: "sk-" + alnum(r, 48),
    ),
    kind22("julia_env", "code", 'ENV["HF_TOKEN"] = "{v}"', value=lambda r: "hf_" + alnum(r, 34)),
    kind22(
        "sql_alter_role",
        "code",
        "ALTER ROLE app_rw WITH LOGIN PASSWORD '{v}';",
        value=lambda r: pw(r, 16),
    ),
    kind22(
        "notebook_bash_cell_export",
        "code",
        "%%bash\nexport ANTHROPIC_API_KEY={v}\npython agent.py",
        value=lambda r: "sk-ant-api03-" + urlsafe(r, 93),
    ),
    kind22(
        "notebook_os_environ",
        "code",
        "import os\nos.environ['WANDB_API_KEY'] = '{v}'",
        value=lambda r: hexs(r, 40),
    ),
)


def _go_hex_bytes(r: random.Random) -> tuple[str, str]:
    v = ", ".join(f"0x{b:02x}" for b in alnum(r, 16).encode())
    return v, f"var signingKey = []byte{{{v}}}"


def _b32_text(r: random.Random) -> tuple[str, str]:
    h = base64.b32encode(pw(r, 15).encode()).decode()
    return h, f"DB_PASS_B32={h}  # base32 -d to get the password"


def _b64_env(r: random.Random) -> tuple[str, str]:
    blob = _b64(f"DATABASE_URL=postgres://app:{pw(r, 14)}@db/app\nJWT_SECRET={alnum(r, 32)}\n")
    return blob, f"ENV_FILE_B64: {blob}"


def _grouped(r: random.Random) -> tuple[str, str]:
    v = " ".join(alnum(r, 4) for _ in range(8))
    return v, f"the license/api key shown in the dashboard: {v}"


def _dashed(r: random.Random) -> tuple[str, str]:
    v = "-".join(alnum(r, 16))
    return v, f"spelled out so you don't misread it: {v}"


def _byte_list(r: random.Random) -> tuple[str, str]:
    raw = alnum(r, 20)
    v = ", ".join(str(b) for b in raw.encode())
    return v, f"key = bytes([{v}]).decode()"


def _js_template_split(r: random.Random) -> tuple[str, str]:
    v = alnum(r, 40)
    a, b = v[:20], v[20:]
    return a, f"const K1 = '{a}';\nconst key = `${{K1}}{b}`;"


def _html_entities(r: random.Random) -> tuple[str, str]:
    v = "".join(f"&#x{ord(c):x};" for c in pw(r, 12))
    return v, f'<input type="hidden" name="smtp_pass" value="{v}">'


def _query_in_data_url(r: random.Random) -> tuple[str, str]:
    v = alnum(r, 32)
    return (
        v,
        f"window.open('data:text/html,<iframe src=\"https://maps.example.com/embed?secret={v}\">')",
    )


def _json_in_string(r: random.Random) -> tuple[str, str]:
    v = urlsafe(r, 40)
    inner = json.dumps({"client_secret": v, "client_id": "web-app"})
    return v, "GOOGLE_OAUTH_JSON=" + json.dumps(inner)


_SHAPES: tuple[Kind, ...] = (
    Kind("go_hex_byte_slice", "form", _go_hex_bytes),
    Kind("base32_of_password", "form", _b32_text),
    Kind("b64_env_file", "form", _b64_env),
    Kind("grouped_key_in_fours", "prose", _grouped),
    Kind("dashed_spelled_key", "prose", _dashed),
    Kind("decimal_byte_list", "form", _byte_list),
    Kind("js_template_split", "form", _js_template_split),
    Kind("html_entity_password", "form", _html_entities),
    Kind("secret_in_data_url", "form", _query_in_data_url),
    Kind("json_string_in_env", "form", _json_in_string),
    kind22(
        "wifi_psk_told",
        "prose",
        "the guest wifi for the office is OfficeGuest, key {v}",
        value=lambda r: pw(r, 12),
    ),
    kind22(
        "sms_otp_pasted",
        "prose",
        "your verification code is {v}, it says valid 10 minutes, can you log in with it",
        value=lambda r: digits(r, 6),
    ),
    kind22(
        "bank_api_pin_told",
        "prose",
        "the sandbox login PIN for the bank API is {v}",
        value=lambda r: digits(r, 6),
    ),
)

_CHAT: tuple[Kind, ...] = (
    kind22(
        "chat_spanish",
        "prose",
        "oye, la contraseña de la base de datos de staging es {v}, no la compartas",
    ),
    kind22("chat_portuguese_br", "prose", "a senha do painel da Vercel é {v}, troca depois"),
    kind22("chat_french", "prose", "voici le jeton d'accès pour l'API : {v} (valable 30 jours)"),
    kind22("chat_german", "prose", "Das Passwort für den Postgres-Container lautet {v}"),
    kind22("chat_russian", "prose", "ключ доступа к API: {v} — не коммить его"),
    kind22("chat_chinese", "prose", "这是阿里云的 AccessKey Secret：{v}，用完记得删掉"),
    kind22("chat_japanese", "prose", "本番DBのパスワードは「{v}」です。"),
    kind22("chat_korean", "prose", "네이버 클라우드 시크릿 키는 {v} 입니다"),
    kind22("chat_hindi", "prose", "सर्वर का पासवर्ड {v} है, किसी को मत बताना"),
    kind22("chat_arabic", "prose", "كلمة مرور لوحة التحكم هي {v}"),
    kind22("chat_turkish", "prose", "sunucunun root şifresi {v}, yarın değiştiririz"),
    kind22("chat_indonesian", "prose", "kunci API Midtrans-nya {v}, tolong pasang di .env"),
    kind22("chat_vietnamese", "prose", "mật khẩu của tài khoản admin là {v} nhé"),
    kind22("chat_polish", "prose", "hasło do panelu OVH to {v}, zmień je po wdrożeniu"),
    kind22("chat_italian", "prose", "la chiave segreta di Stripe è {v}, mettila nelle variabili"),
    kind22("chat_bengali", "prose", "ডাটাবেসের পাসওয়ার্ড হলো {v}"),
    kind22("chat_urdu", "prose", "سرور کا پاس ورڈ {v} ہے"),
    kind22("chat_thai", "prose", "รหัสผ่านของเซิร์ฟเวอร์คือ {v} ครับ"),
    kind22("chat_swahili", "prose", "nenosiri la seva ni {v}, usimwambie mtu"),
    kind22("chat_persian", "prose", "رمز عبور پایگاه داده {v} است"),
    kind22("chat_ukrainian", "prose", "пароль від адмінки: {v}"),
    kind22("chat_tagalog", "prose", "ang password ng database ay {v}, huwag mong ipakita"),
    kind22("chat_dutch", "prose", "het wachtwoord van de NAS is {v}"),
    kind22(
        "chat_code_is_sentence",
        "prose",
        "the code for the staging admin is {v} if it asks",
        "use {v} as the password when the prompt comes up",
        "password? it's {v}",
        value=lambda r: pw(r, 12),
    ),
    kind22(
        "env_split_key_parts",
        "prose",
        "KEY_PART_1={v}\nKEY_PART_2=see the vault, join them with no space",
        value=lambda r: alnum(r, 24),
    ),
    kind22(
        "chat_dictated_case_words",
        "prose",
        "reading it out from the sticker on the router: {v}",
        value=lambda r: " ".join(
            r.choice(
                ["capital B", "small q", "capital R", "small x", "seven", "three", "hash", "at"]
            )
            for _ in range(12)
        ),
    ),
)

KINDS: tuple[Kind, ...] = (*_CLI, *_CONFIG, *_OUTPUT, *_CODE, *_SHAPES, *_CHAT, *VENDOR_KINDS)


def heldout22_samples(per_kind: int = 3) -> tuple[Sample, ...]:
    """`per_kind` samples of each kind of the twenty-second held-out half; the same on every run."""
    return samples(KINDS, per_kind, "kenning-wide-secrets-heldout22", SESSION_PLACES8)
