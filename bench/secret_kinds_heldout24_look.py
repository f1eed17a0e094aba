"""The look-alikes of held-out 24 (`bench/secret_kinds_heldout24.py`): no secret in any of them.

What the same edits, code and chat hold that must come through unchanged:
a diff's `index` line and a `format-patch` commit id, a notebook cell's id
and execution count, pinned model and schema revisions, migration and
record UUIDs, a COM `[Guid]`, CRC seeds and colour constants, order numbers
and SKUs in fixtures, build numbers, Discord-like channel ids, `sha256sum`
lines, an image digest, lock-file checksums (`integrity`, `go.sum`,
`Cargo.lock`), ETags, a contract address, a GPG fingerprint, a Sentry
release, a GA measurement id; the envelopes' own text (a Codex patch header,
Aider markers, Cursor's `... existing code ...`, a Roo `:start_line:`); every
language's read of a secret from the environment or a store (`os.environ`,
`process.env`, `System.getenv`, `os.Getenv`, `std::env::var`,
`Environment.GetEnvironmentVariable`, `ENV.fetch`, `config()`,
`String.fromEnvironment`, `${{ secrets.X }}`, `op://`, a Secrets Manager ARN);
placeholders and masked values; byte lists, hex, base64, raw strings,
Morse and fullwidth text of no secret (a PNG's magic number, "Hello", a
regex, an SOS, a company name); order numbers, postal codes, error codes
and measurements in chat; and chat in the set's languages that names a
secret without giving it.
"""

from __future__ import annotations

import base64
import random
import string

from bench.secret_kinds import LookAlike, alnum, digits, hexs, look_alikes, pick

__all__ = ["LOOK_ALIKES"]

_UP = string.ascii_uppercase + string.digits
_UPHEX = "0123456789ABCDEF"


def _uuid(r: random.Random) -> str:
    h = hexs(r, 32)
    return f"{h[:8]}-{h[8:12]}-4{h[13:16]}-b{h[17:20]}-{h[20:]}"


def _b64(r: random.Random, n: int) -> str:
    return base64.b64encode(bytes(r.randrange(256) for _ in range(n))).decode()


def _postcode(r: random.Random) -> str:
    letters = "ABCDEFGHJKLMNPRSTUWYZ"
    return f"{pick(r, letters, 2)}{r.randrange(1, 20)} {r.randrange(10)}{pick(r, letters, 2)}"


def _rounds(r: random.Random) -> list[tuple[str, str]]:
    h7a, h7b = hexs(r, 7), hexs(r, 7)
    return [
        # the envelopes' own ids
        (
            "diff_index_line",
            f"diff --git a/pyproject.toml b/pyproject.toml\nindex {h7a}..{h7b} 100644",
        ),
        (
            "format_patch_commit",
            f"From {hexs(r, 40)} Mon Sep 17 00:00:00 2001\nSubject: [PATCH] bump ruff",
        ),
        (
            "migration_uuid_patch",
            "*** Update File: db/migrations/index.ts\n@@\n"
            f'+  {{ id: "{_uuid(r)}", name: "add_orders" }},',
        ),
        (
            "notebook_cell_id",
            f'{{"cell_type": "code", "execution_count": {r.randrange(1, 99)}, '
            f'"id": "{hexs(r, 8)}"}}',
        ),
        # code with ids, not secrets
        (
            "ts_trace_id_comment",
            f"// failing request, trace id {hexs(r, 32)}\nexport const RETRIES = 3;",
        ),
        (
            "py_model_revision",
            f'MODEL_REVISION = "{hexs(r, 40)}"  # pinned commit of the weights repo',
        ),
        (
            "go_order_fixture",
            f'{{name: "paid order", orderID: "ord_{alnum(r, 24)}", total: 4200}},',
        ),
        (
            "java_schema_version",
            f'private static final String SCHEMA_VERSION = "2026.11.{digits(r, 3)}";',
        ),
        ("kotlin_channel_id", f'const val NOTIFY_CHANNEL_ID = "{r.randrange(10**17, 10**18)}"'),
        ("csharp_com_guid", f'[Guid("{_uuid(r).upper()}")]\npublic interface IExporter {{ }}'),
        ("rust_crc_seed", f"const CRC_SEED: u32 = 0x{pick(r, _UPHEX, 8)};"),
        ("php_order_ref", f"'order_ref' => 'ORD-{digits(r, 8)}',"),
        ("ruby_sku_let", f'let(:sku) {{ "SKU-{pick(r, _UP, 8)}" }}'),
        ("swift_build_number", f'let buildNumber = "{digits(r, 4)}"  // CFBundleVersion'),
        ("dart_colour", f"const kBrand = Color(0xFF{pick(r, _UPHEX, 6)});"),
        ("sha256sum_line", f"$ sha256sum dist/app.tar.gz\n{hexs(r, 64)}  dist/app.tar.gz"),
        (
            "sql_insert_order",
            f"INSERT INTO orders (id, customer_id) VALUES ('{_uuid(r)}', {digits(r, 6)});",
        ),
        (
            "image_digest_diff",
            f"-    image: ghcr.io/acme/api:1.8\n+    image: ghcr.io/acme/api@sha256:{hexs(r, 64)}",
        ),
        ("npm_integrity", f'"integrity": "sha512-{_b64(r, 64)}"'),
        ("go_sum_line", f"github.com/acme/retry v1.4.{r.randrange(10)} h1:{_b64(r, 32)}"),
        (
            "cargo_lock_checksum",
            f'name = "serde"\nversion = "1.0.2{r.randrange(10)}"\nchecksum = "{hexs(r, 64)}"',
        ),
        ("etag_assert", f'assert resp.headers["ETag"] == \'W/"{hexs(r, 32)}"\''),
        ("contract_address", f'export const CONTRACT_ADDRESS = "0x{hexs(r, 40)}";'),
        ("gpg_fingerprint", "my signing key: " + " ".join(pick(r, _UPHEX, 4) for _ in range(10))),
        ("sentry_release", f'Sentry.init({{ release: "acme-web@{hexs(r, 40)}" }});'),
        ("ga_measurement_id", f'gtag("config", "G-{pick(r, _UP, 10)}");'),
        # chat with numbers that are no credential
        (
            "chat_order_number",
            f"order {digits(r, 8)} still hasn't shipped, can you check the webhook?",
        ),
        ("chat_postcode", f"the geocoder returns nothing for {_postcode(r)}, is it the space?"),
        ("chat_error_code", f"installer fails with error 0x{pick(r, _UPHEX, 8)} on the second run"),
        (
            "chat_measurement",
            f"p99 went from {digits(r, 3)}ms to {digits(r, 3)}ms after the change",
        ),
        ("chat_issue_ref", f"this is the bug from #{digits(r, 4)}, commit {hexs(r, 12)} broke it"),
        (
            "aider_version_bump",
            f'pyproject.toml\n```toml\n<<<<<<< SEARCH\nversion = "1.{r.randrange(9)}.0"\n'
            f'=======\nversion = "1.{r.randrange(9)}.1"\n>>>>>>> REPLACE\n```',
        ),
    ]


_FIXED: tuple[tuple[str, str], ...] = (
    # the envelopes with nothing secret in them
    (
        "codex_patch_header",
        "*** Begin Patch\n*** Update File: src/app.ts\n@@\n-const retries = 2;\n"
        "+const retries = 3;\n*** End Patch",
    ),
    (
        "cursor_existing_code",
        "```ts:src/app.ts\n// ... existing code ...\nconst timeoutMs = 30_000;\n"
        "// ... existing code ...\n```",
    ),
    (
        "roo_start_line",
        "<<<<<<< SEARCH\n:start_line:42\n-------\nlimit = 10\n=======\nlimit = 50\n>>>>>>> REPLACE",
    ),
    (
        "multiedit_rename",
        '{"file_path": "app/util.py", "edits": [{"old_string": "def tokenize(", '
        '"new_string": "def split_words("}]}',
    ),
    # every language reading its secret from the environment or a store
    ("py_environ_read", 'API_TOKEN = os.environ["API_TOKEN"]'),
    ("ts_process_env", "apiKey: process.env.OPENAI_API_KEY!,"),
    ("java_getenv", 'private static final String CLIENT_SECRET = System.getenv("CLIENT_SECRET");'),
    ("go_getenv", 'req.Header.Set("Authorization", "Bearer "+os.Getenv("API_TOKEN"))'),
    ("rust_env_var", 'let key = std::env::var("API_KEY").expect("API_KEY must be set");'),
    ("csharp_env", 'var apiKey = Environment.GetEnvironmentVariable("API_KEY");'),
    ("ruby_env_fetch", "API_SECRET = ENV.fetch('API_SECRET')"),
    ("php_config_read", "$secret = config('services.hcaptcha.secret');"),
    ("dart_from_environment", "const String kApiSecret = String.fromEnvironment('API_SECRET');"),
    (
        "swift_process_info",
        'static let apiKey = ProcessInfo.processInfo.environment["API_KEY"] ?? ""',
    ),
    ("kotlin_buildconfig", "const val API_SECRET = BuildConfig.API_SECRET"),
    ("workflow_secret_ref", "      API_KEY: ${{ secrets.API_KEY }}"),
    ("op_reference", "DB_PASSWORD=op://Engineering/postgres-prod/password"),
    (
        "secrets_manager_arn",
        "arn:aws:secretsmanager:eu-west-1:123456789012:secret:prod/api-key-Ab12Cd",
    ),
    ("k8s_secret_key_ref", "valueFrom:\n  secretKeyRef:\n    name: api\n    key: token"),
    ("compose_var", "      POSTGRES_PASSWORD: ${POSTGRES_PASSWORD:?set it in .env}"),
    ("makefile_var", '\tcurl -fsS -H "Authorization: Bearer $(TOKEN)" $(URL)/deploy'),
    ("dockerfile_arg_version", "ARG NODE_VERSION=20.18.1\nARG NPM_TOKEN"),
    (
        "sql_role_no_password",
        "CREATE ROLE report_ro NOLOGIN;\nGRANT SELECT ON ALL TABLES IN SCHEMA public TO report_ro;",
    ),
    # placeholders and masked values
    ("placeholder_angle", 'client = Client(api_key="<YOUR_API_KEY>")'),
    ("placeholder_upper", "SESSION_SECRET=REPLACE_ME_WITH_A_LONG_RANDOM_STRING"),
    ("placeholder_x", 'password: "xxxxxxxxxxxx",'),
    ("masked_key", "OPENAI_API_KEY=sk-...a1b2 (set)"),
    ("masked_stars", "DB_PASSWORD=********"),
    ("masked_table", "| staging | admin | see 1Password |"),
    # byte lists, encodings and literals of no secret
    ("png_magic_swift", "let pngMagic: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]"),
    ("hello_hex_buffer", "const hello = Buffer.from('48656c6c6f2c20776f726c6421', 'hex');"),
    ("hello_atob", "console.log(atob('SGVsbG8sIHdvcmxkIQ=='));"),
    (
        "jwt_header_only",
        'const header = "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9"; // {"alg":"HS256","typ":"JWT"}',
    ),
    ("go_raw_regex", "re := regexp.MustCompile(`^[A-Za-z0-9_-]{32,64}$`)"),
    (
        "rust_byte_request",
        'stream.write_all(b"GET /health HTTP/1.1\\r\\nHost: localhost\\r\\n\\r\\n")?;',
    ),
    ("dart_char_codes_hi", "final greeting = String.fromCharCodes([72, 105, 33]);"),
    (
        "empty_sha256",
        'EMPTY_SHA256 = "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"',
    ),
    (
        "kotlin_raw_json",
        'val body = """\n    {"query": "status:open", "limit": 50}\n""".trimIndent()',
    ),
    ("yaml_block_script", "run: |-\n  npm ci\n  npm test"),
    ("percent_encoded_query", "https://search.example/?q=caf%C3%A9%40home&page=2"),
    ("morse_sos", "SOS in Morse is ... --- ... (three short, three long, three short)"),
    ("fullwidth_company", "請求書の宛名は「ＡＣＭＥ株式会社　東京支店」でお願いします"),
    ("digit_words_duration", "the build took three minutes and four seconds, down from nine"),
    ("uuencode_header", "begin 644 README.txt\n#2&D*\n`\nend"),
    ("b85_comment", "# base64.b85encode is denser than base64, see the docs"),
    # chat with no credential in it
    ("chat_exit_code", "the container keeps dying with exit code 137, is it memory?"),
    ("chat_sqlstate", "psql says SQLSTATE 28P01 even though I didn't change the password"),
    (
        "chat_http_401",
        "still 401 Unauthorized with the key from the vault, is the header name right?",
    ),
    ("chat_version", "we're on Node 22.11.0 and TypeScript 5.6.3, pnpm 9.12.3"),
    ("chat_flight", "I'm on flight LH 2417 tomorrow, merge it before 09:40 please"),
    # chat that names a secret without giving it
    (
        "chat_in_1password",
        "the new key is in 1Password under 'Payments prod', use that one instead",
    ),
    (
        "chat_rotated_no_value",
        "I rotated the token this morning; the new one is already in the CI secrets",
    ),
    ("chat_dont_paste", "don't paste the password here, read it from .env.local"),
    ("chat_two_parts_ref", "I'll send the key in two parts over Signal, not here"),
    ("chat_es_ref", "perdón, la clave buena está en el gestor de contraseñas"),
    ("chat_pt_ref", "a senha nova está no cofre, usa essa no lugar da outra"),
    ("chat_de_ref", "nimm stattdessen den Schlüssel aus dem Vault"),
    ("chat_it_ref", "il token è nei secret della pipeline, non committarlo"),
    ("chat_ru_ref", "новый ключ после ротации лежит в Vault"),
    ("chat_zh_ref", "密码在保险库里，别贴到这里"),
    ("chat_ja_ref", "正しいパスワードは1Passwordにあります"),
    ("chat_ko_ref", "비밀번호는 금고에 있어요, 여기에 붙이지 마세요"),
    ("chat_hinglish_ref", "bhai password Bitwarden mein hai, yahan mat daalna"),
    ("chat_taglish_ref", "nasa vault yung bagong password, wag mo na i-paste dito"),
    ("chat_arabizi_ref", "el password fel vault, matb3atoush hena"),
    ("chat_icelandic_ref", "lykilorðið er í hvelfingunni"),
    ("chat_welsh_ref", "mae'r cyfrinair yn y gladdgell"),
    ("chat_catalan_ref", "la contrasenya és al gestor de contrasenyes"),
    ("chat_georgian_ref", "პაროლი სეიფშია"),
    ("chat_esperanto_ref", "la pasvorto estas en la trezorejo"),
)


LOOK_ALIKES: tuple[LookAlike, ...] = look_alikes(
    "kenning-wide-look-alikes-heldout24", _rounds, _FIXED
)
