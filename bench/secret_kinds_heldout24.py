"""The twenty-fourth held-out half of the wide secret corpus: written blind, before its round.

Written (issue 27) by a helper who never read the redactor's code, tables or
documentation, as a grader would write a fresh set. Its theme is the agents'
edits and the person's own words in mainstream developer work, in forms
held-out 14 to 23 did not use. This file holds the edits: code as agents
write it into files, each kind in one envelope of
`bench/secret_kinds_heldout24_more.py` (a `git diff`, an `apply_patch`
update or add, Aider's SEARCH/REPLACE, a Cursor block, Roo Code's
`apply_diff`, Cline's `write_to_file`, Claude Code's `MultiEdit` and
`NotebookEdit`, OpenHands' `str_replace_editor`, Copilot's
`insert_edit_into_file`, a notebook cell's JSON, a PR `suggestion`, a
`git format-patch` mail, a heredoc, a PowerShell here-string, `sed -i ... a`,
Python's `write_text`), in TypeScript, JavaScript, Python, Go, Java, Kotlin,
C#, Rust, PHP, Ruby, Swift, Dart, shell, SQL, YAML, TOML and a Makefile,
with the secret in a constant, a default argument, a fallback after an
environment read, a schema default, a fixture, a test's `let`, a config
builder, a client constructor, a header, a connection string, a build
define, a Dockerfile `ARG`, a workflow's `env:`; and the shapes: a key
split over a `+` across diff lines, Rust `b"..."`, a Swift `[UInt8]`, C#
`new byte[]` in hex, Dart `String.fromCharCodes`, a Node `Buffer.from(hex)`,
`atob` of a base64 password, `btoa` of a basic pair, base85 to
`b85decode`, a uuencoded key file, a Go raw string, a Kotlin raw string, a
YAML `|-` block in a diff, a Markdown table row in a README diff, a key
split over two hunks, a password with `@` percent-encoded in a URL. The
person's own words: a secret told, corrected ("sorry, the right one is"),
replaced ("use this one instead"), split over two turns, read out digit by
digit in words, in fullwidth letters, in Morse; in mainstream languages in
those new sentence shapes (Spanish, Portuguese, French, German, Italian,
Russian, Chinese, Japanese, Korean, Hindi, Arabic, Turkish, Indonesian,
Polish, Vietnamese), code-switched and romanized chat (Hinglish, Spanglish,
Taglish, Arabizi, Singlish, romaji, translit Russian, pinyin), and languages
no set used (Icelandic, Estonian, Latvian, Lithuanian, Slovenian, Croatian,
Serbian, Bulgarian, Albanian, Catalan, Basque, Galician, Welsh, Irish,
Maltese, Afrikaans, Zulu, Amharic, Georgian, Armenian, Mongolian, Khmer,
Esperanto).

Its second part (`bench/secret_kinds_heldout24_more.py`) is the envelopes
and vendors of mainstream trades no set reached; its look-alikes
(`bench/secret_kinds_heldout24_look.py`) are what the same places hold that
is no secret.
"""

from __future__ import annotations

import base64
import random
from urllib.parse import quote

from bench.secret_kinds import (
    SESSION_PLACES8,
    Gen,
    Kind,
    Sample,
    alnum,
    b64,
    digits,
    hexs,
    pick,
    pw,
    samples,
    urlsafe,
)
from bench.secret_kinds_heldout24_look import LOOK_ALIKES
from bench.secret_kinds_heldout24_more import (
    CHAT_ROWS,
    VENDOR_KINDS,
    aider,
    copilot,
    cursor,
    edit24,
    format_patch,
    heredoc,
    kind24,
    multiedit,
    nb_cell,
    nb_edit,
    patch,
    patch_add,
    ps_here,
    py_write,
    roo,
    sed_append,
    str_replace,
    suggestion,
    udiff,
    write_xml,
)

__all__ = ["KINDS", "LOOK_ALIKES", "heldout24_samples"]


_UPD = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"

_DIGIT_WORDS = ("zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine")
_MORSE_CODES = (
    ".- -... -.-. -.. . ..-. --. .... .. .--- -.- .-.. -- -. --- .--. --.- .-. ... - ..- ...- "
    ".-- -..- -.-- --.. ----- .---- ..--- ...-- ....- ..... -.... --... ---.. ----."
)
_MORSE = dict(zip(_UPD, _MORSE_CODES.split(), strict=True))


def _digit_words(r: random.Random) -> str:
    return " ".join(_DIGIT_WORDS[int(c)] for c in digits(r, 6))


def _fullwidth(r: random.Random) -> str:
    return "".join(chr(ord(c) + 0xFEE0) for c in alnum(r, 20))


def _morse(r: random.Random) -> str:
    return " / ".join(_MORSE[c] for c in pick(r, _UPD, 10))


def _two_turns(name: str, template: str, value: Gen = pw) -> Kind:
    """A secret given over two turns (`{a}` then `{b}`): the first part is the secret."""

    def make(r: random.Random) -> tuple[str, str]:
        a, b = value(r), value(r)
        return a, template.format(a=a, b=b)

    return Kind(name, "prose", make)


def _k(n: int) -> Gen:
    return lambda r: alnum(r, n)


_CHAT_TOLD: tuple[Kind, ...] = (
    kind24(
        "chat_use_this_instead",
        "prose",
        "the key I gave you earlier got revoked - use this one instead: {v}",
        "scratch that, use this one instead {v}",
    ),
    kind24(
        "chat_corrected_typo",
        "prose",
        "sorry, typo in the last message. the right password is {v}",
        "no wait, I pasted the old one. correct one: {v}",
    ),
    kind24(
        "chat_dont_commit",
        "prose",
        "here's the token, just don't commit it: {v}",
        "ok token below, keep it out of git\n{v}",
        value=_k(40),
    ),
    _two_turns(
        "chat_split_two_turns",
        "> I'll send the key in two parts. part one: {a}\n"
        "assistant: Got it, send the rest.\n> part two: {b}",
        value=lambda r: urlsafe(r, 20),
    ),
    kind24(
        "chat_replace_placeholder",
        "prose",
        "replace the <YOUR_API_KEY> placeholder with {v} and run the tests again",
        "swap REPLACE_ME for {v} in config.ts",
        value=_k(36),
    ),
    kind24(
        "chat_can_you_try",
        "prose",
        "can you try with {v}? maybe that one still works",
        "try {v} as the admin password, that's what ops gave me",
    ),
    kind24(
        "chat_digits_in_words",
        "prose",
        "the staging PIN is {v}",
        "read it to me over the phone: {v}",
        value=_digit_words,
    ),
    kind24(
        "chat_fullwidth_key", "prose", "my IME typed it like this, sorry: {v}", value=_fullwidth
    ),
    kind24(
        "chat_morse_code", "prose", "escape room level 3 unlock code in morse: {v}", value=_morse
    ),
    kind24(
        "chat_rotated_new_one",
        "prose",
        "rotated it this morning, the new secret is {v} - old one is dead",
        value=lambda r: urlsafe(r, 40),
    ),
    _two_turns(
        "chat_fr_two_turns",
        "> le mot de passe commence par {a}\n> … et finit par {b}",
        value=_k(10),
    ),
    kind24("chat_de_instead", "prose", "nimm stattdessen diesen Schlüssel: {v}", value=_k(32)),
    kind24("chat_it_dont_commit", "prose", "ecco il token, non committarlo: {v}", value=_k(40)),
    kind24(
        "chat_ru_after_rotation",
        "prose",
        "вот новый ключ после ротации: {v}",
        value=lambda r: urlsafe(r, 36),
    ),
    kind24("chat_id_token", "prose", "ini tokennya, jangan di-commit ya: {v}", value=_k(40)),
    kind24(
        "chat_hinglish",
        "prose",
        "bhai ye lo naya token {v}, purana wala expire ho gaya",
        value=_k(36),
    ),
    kind24("chat_singlish", "prose", "the key is {v} lah, don't anyhow share ok", value=_k(32)),
)

CHAT_KINDS: tuple[Kind, ...] = (
    *_CHAT_TOLD,
    *(kind24(name, "prose", form) for name, form in CHAT_ROWS),
)


_TS: tuple[Kind, ...] = (
    edit24(
        "ts_exported_const_diff",
        "code",
        udiff("src/lib/mailer.ts", "export const MAILER_SECRET = process.env.MAILER_SECRET;"),
        'export const MAILER_SECRET = "{v}";',
        value=_k(40),
    ),
    edit24(
        "ts_client_ctor_patch",
        "code",
        patch("src/api/client.ts", "const client = new ApiClient(config);"),
        'const client = new ApiClient({{ baseUrl: "https://api.acme.example", apiKey: "{v}" }});',
        value=lambda r: urlsafe(r, 40),
    ),
    edit24(
        "js_default_param_aider",
        "code",
        aider("lib/connect.js", "js", "function connect(token) {"),
        "function connect(token = '{v}') {{",
        value=_k(32),
    ),
    edit24(
        "ts_fetch_headers_cursor",
        "header",
        cursor("src/services/billing.ts", "ts"),
        'headers: {{ "X-Api-Key": "{v}", "Content-Type": "application/json" }},',
        value=_k(36),
    ),
    edit24(
        "js_nullish_fallback_multiedit",
        "code",
        multiedit("server/session.js", "const secret = process.env.SESSION_SECRET;"),
        'const secret = process.env.SESSION_SECRET ?? "{v}";',
    ),
    edit24(
        "ts_zod_default_openhands",
        "code",
        str_replace("src/env.ts", "JWT_SECRET: z.string(),"),
        'JWT_SECRET: z.string().default("{v}"),',
        value=lambda r: urlsafe(r, 43),
    ),
    edit24(
        "js_test_fixture_cline",
        "code",
        write_xml("test/fixtures/users.js"),
        'module.exports = {{\n  admin: {{ email: "admin@acme.test", password: "{v}" }},\n}};',
    ),
    edit24(
        "ts_msw_handler_roo",
        "code",
        roo("src/mocks/handlers.ts", 'http.post("/oauth/token", () => HttpResponse.json(token)),'),
        'http.post("/oauth/token", () => HttpResponse.json({{ access_token: "{v}" }})),',
        value=_k(40),
    ),
    edit24(
        "next_config_env_suggestion",
        "code",
        suggestion,
        '  env: {{ ANALYTICS_SECRET: "{v}" }},',
        value=_k(32),
    ),
    edit24(
        "vite_define_copilot",
        "code",
        copilot("vite.config.ts"),
        'define: {{ __API_KEY__: JSON.stringify("{v}") }},',
        value=_k(32),
    ),
    edit24(
        "ts_format_patch_mail",
        "code",
        format_patch("src/config.ts", "apiKey: env.API_KEY,"),
        'apiKey: "{v}",',
        value=_k(40),
    ),
)

_PY: tuple[Kind, ...] = (
    edit24(
        "py_module_constant_diff",
        "code",
        udiff("app/settings.py", 'API_TOKEN = os.environ["API_TOKEN"]'),
        'API_TOKEN = "{v}"',
        value=_k(40),
    ),
    edit24(
        "py_dataclass_default_patch",
        "code",
        patch("app/config.py", "    password: str = field(repr=False)"),
        '    password: str = field(default="{v}", repr=False)',
    ),
    edit24(
        "py_pydantic_secretstr_aider",
        "code",
        aider("app/core/settings.py", "python", "    secret_key: SecretStr"),
        '    secret_key: SecretStr = SecretStr("{v}")',
        value=lambda r: urlsafe(r, 50),
    ),
    edit24(
        "py_requests_auth_cursor",
        "code",
        cursor("reports/fetch.py", "python", "#"),
        'resp = requests.get(url, auth=("svc-report", "{v}"), timeout=10)',
    ),
    edit24(
        "py_pytest_fixture_roo",
        "code",
        roo("tests/conftest.py", "    return os.environ['API_KEY']"),
        "    return '{v}'",
        value=_k(32),
    ),
    edit24(
        "py_notebook_client_cell",
        "code",
        nb_cell,
        'from acme import Client\n\nclient = Client(api_key="{v}")\nclient.ping()',
        value=_k(40),
    ),
    edit24(
        "py_sqlalchemy_url_heredoc",
        "dsn",
        heredoc("app/db.py"),
        'from sqlalchemy import create_engine\n\nengine = create_engine("postgresql+psycopg://app:{v}@db.internal:5432/app")',
    ),
    edit24(
        "py_environ_set_notebook_edit",
        "code",
        nb_edit,
        'import os\nos.environ["SERVICE_TOKEN"] = "{v}"',
        value=_k(36),
    ),
    edit24(
        "py_write_text_env",
        "code",
        py_write(".env"),
        "DATABASE_URL=postgres://app:{v}@localhost:5432/app",
    ),
    edit24(
        "django_email_password_multiedit",
        "code",
        multiedit("mysite/settings.py", "EMAIL_HOST_PASSWORD = env('EMAIL_HOST_PASSWORD')"),
        "EMAIL_HOST_PASSWORD = '{v}'",
    ),
)

_JVM_NET: tuple[Kind, ...] = (
    edit24(
        "go_const_diff",
        "code",
        udiff("internal/auth/jwt.go", 'var signingKey = []byte(os.Getenv("JWT_KEY"))'),
        'const signingKey = "{v}"',
        value=lambda r: urlsafe(r, 48),
    ),
    edit24(
        "go_redis_options_patch",
        "code",
        patch("internal/cache/redis.go", "rdb := redis.NewClient(&redis.Options{Addr: addr})"),
        'rdb := redis.NewClient(&redis.Options{{Addr: "redis:6379", Password: "{v}", DB: 0}})',
    ),
    edit24(
        "go_header_set_aider",
        "header",
        aider("pkg/client/client.go", "go", 'req.Header.Set("Authorization", "Bearer "+c.token)'),
        'req.Header.Set("Authorization", "Bearer {v}")',
        value=lambda r: urlsafe(r, 40),
    ),
    edit24(
        "go_table_test_cursor",
        "code",
        cursor("pkg/auth/verify_test.go", "go"),
        '{{name: "valid key", key: "{v}", want: true}},',
        value=_k(32),
    ),
    edit24(
        "java_static_final_diff",
        "code",
        udiff(
            "src/main/java/com/acme/Auth.java",
            'private static final String CLIENT_SECRET = System.getenv("CLIENT_SECRET");',
        ),
        'private static final String CLIENT_SECRET = "{v}";',
        value=_k(40),
    ),
    edit24(
        "java_datasource_builder_multiedit",
        "code",
        multiedit("src/main/java/com/acme/Db.java", ".password(props.getPassword())"),
        '.username("orders_app")\n.password("{v}")',
    ),
    edit24(
        "java_test_property_source_cline",
        "code",
        write_xml("src/test/java/com/acme/ApiIT.java"),
        '@SpringBootTest\n@TestPropertySource(properties = {{"app.api.key={v}"}})\n'
        "class ApiIT {{}}",
        value=_k(36),
    ),
    edit24(
        "java_jdbc_url_openhands",
        "dsn",
        str_replace("src/main/java/com/acme/Report.java", "DriverManager.getConnection(url)"),
        'DriverManager.getConnection("jdbc:mysql://db:3306/shop?user=shop&password={v}")',
    ),
    edit24(
        "kotlin_const_val_patch",
        "code",
        patch(
            "app/src/main/java/com/acme/Keys.kt", "const val API_SECRET = BuildConfig.API_SECRET"
        ),
        'const val API_SECRET = "{v}"',
        value=_k(40),
    ),
    edit24(
        "kotlin_okhttp_header_copilot",
        "header",
        copilot("app/src/main/java/com/acme/Net.kt"),
        '.addHeader("X-Auth-Token", "{v}")',
        value=lambda r: hexs(r, 40),
    ),
    edit24(
        "kotlin_buildconfig_field_aider",
        "code",
        aider("app/build.gradle.kts", "kotlin", 'buildConfigField("String", "MAPS_KEY", "\\"\\"")'),
        'buildConfigField("String", "MAPS_KEY", "\\"{v}\\"")',
        value=_k(39),
    ),
    edit24(
        "csharp_const_diff",
        "code",
        udiff(
            "src/Acme.Api/Keys.cs",
            'static readonly string ApiKey = Environment.GetEnvironmentVariable("API_KEY");',
        ),
        'private const string ApiKey = "{v}";',
        value=_k(32),
    ),
    edit24(
        "csharp_default_headers_cursor",
        "header",
        cursor("src/Acme.Api/Clients/Pricing.cs", "csharp"),
        'client.DefaultRequestHeaders.Add("Ocp-Apim-Subscription-Key", "{v}");',
        value=lambda r: hexs(r, 32),
    ),
    edit24(
        "csharp_sql_connection_patch",
        "dsn",
        patch("src/Acme.Data/Db.cs", 'var cs = config.GetConnectionString("Orders");'),
        'var cs = "Server=tcp:sql01,1433;Database=Orders;User Id=orders_app;Password={v};";',
    ),
    edit24(
        "csharp_appsettings_dev_cline",
        "code",
        write_xml("src/Acme.Api/appsettings.Development.json"),
        '{{\n  "Jwt": {{ "Key": "{v}", "Issuer": "acme-api" }}\n}}',
        value=lambda r: b64(r, 44),
    ),
)

_OTHER: tuple[Kind, ...] = (
    edit24(
        "rust_const_str_diff",
        "code",
        udiff("src/webhook.rs", 'let secret = std::env::var("WEBHOOK_SECRET")?;'),
        'const WEBHOOK_SECRET: &str = "{v}";',
        value=_k(40),
    ),
    edit24(
        "rust_basic_auth_aider",
        "code",
        aider("src/ingest.rs", "rust", ".basic_auth(&cfg.user, Some(&cfg.pass))"),
        '.basic_auth("ingest", Some("{v}"))',
    ),
    edit24(
        "rust_unwrap_or_patch",
        "code",
        patch("src/main.rs", 'let key = env::var("API_KEY").expect("API_KEY");'),
        'let key = env::var("API_KEY").unwrap_or_else(|_| "{v}".to_string());',
        value=_k(32),
    ),
    edit24(
        "php_define_diff",
        "code",
        udiff("includes/payment.php", "define('PAYMENT_SECRET', getenv('PAYMENT_SECRET'));"),
        "define('PAYMENT_SECRET', '{v}');",
        value=_k(40),
    ),
    edit24(
        "php_env_default_aider",
        "code",
        aider("config/database.php", "php", "'password' => env('DB_PASSWORD'),"),
        "'password' => env('DB_PASSWORD', '{v}'),",
    ),
    edit24(
        "php_guzzle_headers_cursor",
        "header",
        cursor("app/Services/Crm.php", "php"),
        "'headers' => ['Authorization' => 'Token {v}'],",
        value=lambda r: hexs(r, 40),
    ),
    edit24(
        "ruby_frozen_constant_patch",
        "code",
        patch("lib/acme/client.rb", "API_SECRET = ENV.fetch('API_SECRET')"),
        'API_SECRET = "{v}".freeze',
        value=_k(40),
    ),
    edit24(
        "ruby_faraday_basic_multiedit",
        "code",
        multiedit("app/services/erp.rb", "conn.request :authorization, :basic, user, pass"),
        'conn.request :authorization, :basic, "svc", "{v}"',
    ),
    edit24(
        "ruby_rspec_let_diff",
        "code",
        udiff("spec/requests/webhooks_spec.rb", "let(:secret) { ENV['WEBHOOK_SECRET'] }"),
        'let(:secret) {{ "{v}" }}',
        value=_k(32),
    ),
    edit24(
        "swift_static_let_aider",
        "code",
        aider(
            "Sources/App/Secrets.swift",
            "swift",
            'static let apiKey = ProcessInfo.processInfo.environment["API_KEY"] ?? ""',
        ),
        'static let apiKey = "{v}"',
        value=_k(40),
    ),
    edit24(
        "swift_setvalue_header_cursor",
        "header",
        cursor("Sources/App/Net/API.swift", "swift"),
        'request.setValue("Bearer {v}", forHTTPHeaderField: "Authorization")',
        value=lambda r: urlsafe(r, 40),
    ),
    edit24(
        "dart_const_patch",
        "code",
        patch("lib/config.dart", "const String kApiSecret = String.fromEnvironment('API_SECRET');"),
        "const String kApiSecret = '{v}';",
        value=_k(32),
    ),
    edit24(
        "dart_dio_headers_openhands",
        "header",
        str_replace("lib/api.dart", "final dio = Dio();"),
        "final dio = Dio(BaseOptions(headers: {{'x-api-key': '{v}'}}));",
        value=_k(36),
    ),
    edit24(
        "shell_export_in_script_diff",
        "cli",
        udiff("scripts/deploy.sh", 'export DEPLOY_TOKEN="${DEPLOY_TOKEN:?}"'),
        "export DEPLOY_TOKEN='{v}'",
        value=_k(40),
    ),
    edit24(
        "makefile_curl_bearer_patch",
        "cli",
        patch("Makefile", '\tcurl -fsS -H "Authorization: Bearer $(TOKEN)" $(URL)/deploy'),
        '\tcurl -fsS -H "Authorization: Bearer {v}" $(URL)/deploy',
        value=lambda r: urlsafe(r, 40),
    ),
    edit24(
        "sql_create_role_migration",
        "code",
        udiff("db/migrations/0042_report_role.sql", "-- TODO: reporting role"),
        "CREATE ROLE report_ro LOGIN PASSWORD '{v}';\n"
        "GRANT SELECT ON ALL TABLES IN SCHEMA public TO report_ro;",
    ),
    edit24(
        "sql_seed_api_key_aider",
        "code",
        aider("db/seed.sql", "sql", "-- api keys"),
        "INSERT INTO api_keys (name, key, created_at) VALUES ('ci', '{v}', now());",
        value=lambda r: hexs(r, 48),
    ),
    edit24(
        "compose_env_diff",
        "code",
        udiff("docker-compose.yml", "      POSTGRES_PASSWORD: ${POSTGRES_PASSWORD}"),
        "      POSTGRES_PASSWORD: {v}",
    ),
    edit24(
        "dotenv_added_by_patch",
        "code",
        patch_add(".env.production"),
        "NODE_ENV=production\nSESSION_SECRET={v}\nPORT=3000",
        value=lambda r: hexs(r, 64),
    ),
    edit24(
        "toml_database_cursor",
        "code",
        cursor("config/prod.toml", "toml", "#"),
        '[database]\nhost = "db.internal"\npassword = "{v}"',
    ),
    edit24(
        "ps_here_string_env", "cli", ps_here(".env"), "API_KEY={v}\nLOG_LEVEL=info", value=_k(40)
    ),
    edit24("sed_append_password", "cli", sed_append(".env", "DB_HOST="), "DB_PASSWORD={v}"),
    edit24(
        "dockerfile_arg_default_diff",
        "code",
        udiff("Dockerfile", "ARG NPM_TOKEN"),
        "ARG NPM_TOKEN={v}",
        value=lambda r: "npm_" + alnum(r, 36),
    ),
    edit24(
        "workflow_env_literal_patch",
        "code",
        patch(".github/workflows/e2e.yml", "      API_KEY: ${{ secrets.API_KEY }}"),
        "      API_KEY: {v}",
        value=_k(40),
    ),
)


def _split_plus(r: random.Random) -> tuple[str, str]:
    a, b = alnum(r, 20), alnum(r, 20)
    return a, udiff("src/keys.ts", "export const KEY = process.env.KEY;")(
        f'export const KEY =\n  "{a}" +\n  "{b}";'
    )


def _rust_bytes(r: random.Random) -> tuple[str, str]:
    v = alnum(r, 32)
    return v, patch("src/crypto.rs", 'const KEY: &[u8] = include_bytes!("key.bin");')(
        f'const KEY: &[u8] = b"{v}";'
    )


def _hex_list(r: random.Random, sep: str, fmt: str) -> str:
    return sep.join(fmt.format(b) for b in bytes(r.randrange(256) for _ in range(16)))


def _swift_bytes(r: random.Random) -> tuple[str, str]:
    v = _hex_list(r, ", ", "0x{:02x}")
    return v, aider("Sources/App/Crypto.swift", "swift", "let key = SymmetricKey(size: .bits128)")(
        f"let keyBytes: [UInt8] = [{v}]\nlet key = SymmetricKey(data: keyBytes)"
    )


def _csharp_bytes(r: random.Random) -> tuple[str, str]:
    v = _hex_list(r, ", ", "0x{:02X}")
    return v, cursor("src/Acme/Crypto/Aes.cs", "csharp")(
        f"private static readonly byte[] Key = new byte[] {{ {v} }};"
    )


def _dart_char_codes(r: random.Random) -> tuple[str, str]:
    v = ", ".join(str(ord(c)) for c in pw(r, 14))
    return v, patch("lib/secrets.dart", "final pass = Platform.environment['PASS'];")(
        f"final pass = String.fromCharCodes([{v}]);"
    )


def _buffer_hex(r: random.Random) -> tuple[str, str]:
    v = hexs(r, 64)
    return v, multiedit("src/crypto.js", "const key = Buffer.from(process.env.AES_KEY, 'hex');")(
        f"const key = Buffer.from('{v}', 'hex');"
    )


def _atob_password(r: random.Random) -> tuple[str, str]:
    v = base64.b64encode(pw(r).encode()).decode()
    return v, roo("src/db.js", "password: process.env.DB_PASSWORD,")(f"password: atob('{v}'),")


def _btoa_basic(r: random.Random) -> tuple[str, str]:
    v = pw(r)
    return v, cursor("tests/e2e/api.spec.ts", "ts")(
        f'const auth = "Basic " + btoa("e2e-runner:{v}");'
    )


def _b85(r: random.Random) -> tuple[str, str]:
    v = base64.b85encode(bytes(r.randrange(256) for _ in range(24))).decode()
    return v, nb_cell(f"import base64\nKEY = base64.b85decode({v!r})\ncipher = AESGCM(KEY)")


def _uuencoded(r: random.Random) -> tuple[str, str]:
    import binascii

    line = binascii.b2a_uu(alnum(r, 32).encode()).decode().rstrip("\n")
    return line, heredoc("deploy/key.uue")(f"begin 600 signing.key\n{line}\n`\nend")


def _go_raw_string(r: random.Random) -> tuple[str, str]:
    v = pw(r, 16)
    return v, str_replace("cmd/seed/main.go", 'pass := os.Getenv("SEED_PASS")')(f"pass := `{v}`")


def _kotlin_raw_string(r: random.Random) -> tuple[str, str]:
    v = alnum(r, 40)
    return v, copilot("app/src/test/kotlin/ApiTest.kt")(
        f'private val body = """\n    {{"client_id": "android", "client_secret": "{v}"}}\n'
        '""".trimIndent()'
    )


def _yaml_block_diff(r: random.Random) -> tuple[str, str]:
    v = alnum(r, 44)
    return v, udiff("k8s/secret.yaml", "  api-key: REPLACE")(f"  api-key: |-\n    {v}")


def _readme_table(r: random.Random) -> tuple[str, str]:
    v = pw(r)
    return v, udiff("README.md", "| staging | see vault |")(
        f"| env | user | password |\n|---|---|---|\n| staging | admin | {v} |"
    )


def _two_hunks(r: random.Random) -> tuple[str, str]:
    a, b = hexs(r, 32), hexs(r, 32)
    return a, (
        "--- a/.env\n+++ b/.env\n@@ -2,1 +2,1 @@\n-KEY_PART_1=\n+KEY_PART_1="
        f"{a}\n@@ -9,1 +9,1 @@\n-KEY_PART_2=\n+KEY_PART_2={b}\n"
    )


def _pct_at_url(r: random.Random) -> tuple[str, str]:
    raw = pw(r, 10)[:5] + "@" + alnum(r, 7)
    v = quote(raw, safe="")
    return v, patch("config/database.yml", "  url: <%= ENV['DATABASE_URL'] %>")(
        f"  url: postgres://rails:{v}@db.internal:5432/app_production"
    )


def _suggest_split_env(r: random.Random) -> tuple[str, str]:
    v = pick(r, "0123456789", 6)
    return v, suggestion(f"  smsCode: '{v}', // the code the sandbox phone got")


_SHAPES: tuple[Kind, ...] = (
    Kind("ts_key_split_plus_diff", "form", _split_plus),
    Kind("rust_byte_string_literal", "key", _rust_bytes),
    Kind("swift_uint8_hex_array", "key", _swift_bytes),
    Kind("csharp_byte_array_hex", "key", _csharp_bytes),
    Kind("dart_from_char_codes", "form", _dart_char_codes),
    Kind("node_buffer_from_hex", "key", _buffer_hex),
    Kind("js_atob_password", "form", _atob_password),
    Kind("ts_btoa_basic_pair", "form", _btoa_basic),
    Kind("py_b85decode_key", "key", _b85),
    Kind("uuencoded_key_heredoc", "key", _uuencoded),
    Kind("go_raw_string_password", "code", _go_raw_string),
    Kind("kotlin_raw_string_json", "code", _kotlin_raw_string),
    Kind("yaml_block_scalar_diff", "form", _yaml_block_diff),
    Kind("readme_table_row_diff", "form", _readme_table),
    Kind("key_split_two_hunks", "form", _two_hunks),
    Kind("percent_encoded_at_in_url", "dsn", _pct_at_url),
    Kind("sandbox_sms_code_suggestion", "form", _suggest_split_env),
)

KINDS: tuple[Kind, ...] = (*_TS, *_PY, *_JVM_NET, *_OTHER, *_SHAPES, *CHAT_KINDS, *VENDOR_KINDS)


def heldout24_samples(per_kind: int = 3) -> tuple[Sample, ...]:
    """`per_kind` samples of each kind of the twenty-fourth held-out half; the same on every run."""
    return samples(KINDS, per_kind, "kenning-wide-secrets-heldout24", SESSION_PLACES8)
