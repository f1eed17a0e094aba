"""Held-out 41's literal forms of the long tail of languages (`bench/secret_kinds_heldout41.py`).

A secret written as a literal the way each language spells one: raw and
verbatim strings (Rust `r#"…"#`, C# `@"…"` and `\"\"\"` raw literals, C++
`R"(…)"`, Ruby `%q{…}`), heredocs and nowdocs (shell, PHP, Ruby `<<~`, Perl,
Terraform), triple-quoted and multi-line strings (Python, Kotlin, Swift,
Julia, Scala), byte strings and char literals, Go backticks, Lua long
brackets, Nim, Zig, Crystal, D, V, Odin, Haxe and Dart, Elixir sigils,
Erlang binaries, ML-family records, Lisp plists and alists, Prolog facts,
scientific and old languages' constants (R, MATLAB, Fortran, COBOL, Ada,
Pascal), Tcl, PowerShell's `-AsPlainText`, VBA, AppleScript, contracts
(Solidity, Move, Cairo), Apex, ABAP, and build and config languages
(Groovy, Gradle's Kotlin DSL, sbt, Starlark, CMake, Nix, Dhall, Jsonnet,
CUE, Pkl, HCL functions). Also the value makers the set's files share.
"""

from __future__ import annotations

import random

from bench.secret_kinds import Kind, alnum, hexs, pw, upper32, urlsafe
from bench.secret_kinds_heldout30_more import kind30 as k
from bench.secret_kinds_heldout39_state import (
    aws_secret,
    gh_token,
    google_key,
    jwt,
    npm_token,
    openai_key,
    slack_bot,
    stripe_live,
)

__all__ = ["LIT_KINDS", "anthropic_key", "hex64", "key40", "plain_pw", "twilio_auth"]


def key40(r: random.Random) -> str:
    return alnum(r, 40)


def plain_pw(r: random.Random) -> str:
    """A password with no character any string syntax must escape: letters, digits, `-_.`"""
    body = alnum(r, 18)
    return body[:9] + r.choice("-_.") + body[9:]


def hex64(r: random.Random) -> str:
    return hexs(r, 64)


def twilio_auth(r: random.Random) -> str:
    return hexs(r, 32)


def anthropic_key(r: random.Random) -> str:
    return "sk-ant-api03-" + urlsafe(r, 93) + "AA"


def _b32(r: random.Random) -> str:
    return upper32(r, 32)


_RAW: tuple[Kind, ...] = (
    k(
        "rust_raw_hash_string",
        "code",
        'const API_TOKEN: &str = r#"{v}"#;',
        'let secret = r##"{v}"##.to_string();',
        value=gh_token,
    ),
    k(
        "rust_byte_string_key",
        "code",
        'static HMAC_KEY: &[u8] = b"{v}";',
        'let signing_key: &[u8; 40] = b"{v}";',
        value=key40,
    ),
    k(
        "csharp_verbatim_string",
        "code",
        'private const string ConnectionPassword = @"{v}";',
        'var clientSecret = @"{v}";',
        value=plain_pw,
    ),
    k(
        "csharp_raw_literal",
        "code",
        'var apiKey = """{v}""";',
        'string stripeKey = """\n    {v}\n    """;',
        value=stripe_live,
    ),
    k(
        "cpp_raw_string",
        "code",
        'const char* kApiSecret = R"({v})";',
        'static const std::string kToken = R"delim({v})delim";',
        value=key40,
    ),
    k(
        "cpp_wide_and_u8_literal",
        "code",
        'constexpr auto kPassword = u8"{v}";',
        'const wchar_t* szSecret = L"{v}";',
        value=plain_pw,
    ),
    k(
        "ruby_percent_q",
        "code",
        "SLACK_TOKEN = %q{{v}}",
        "client.api_key = %Q[{v}]",
        value=slack_bot,
    ),
    k(
        "ruby_squiggly_heredoc",
        "code",
        "PRIVATE_TOKEN = <<~TOKEN.strip\n  {v}\nTOKEN",
        "config.secret = <<~EOS.chomp\n    {v}\n  EOS",
        value=key40,
    ),
    k(
        "php_nowdoc",
        "code",
        "$apiKey = <<<'KEY'\n{v}\nKEY;",
        "define('STRIPE_SECRET', <<<'EOT'\n    {v}\n    EOT);",
        value=stripe_live,
    ),
    k(
        "php_heredoc_config",
        "code",
        "$dsn = <<<DSN\npgsql:host=db.internal;dbname=shop;user=shop;password={v}\nDSN;",
        value=plain_pw,
    ),
    k(
        "perl_heredoc",
        "code",
        "my $token = <<'END';\n{v}\nEND\nchomp $token;",
        "my %cfg = (api_key => <<~'K' =~ s/\\n//r);\n    {v}\n    K",
        value=gh_token,
    ),
    k(
        "perl_q_operator",
        "code",
        "my $password = q{{v}};",
        "our $API_SECRET = qq[{v}];",
        value=plain_pw,
    ),
    k(
        "shell_heredoc_cat",
        "code",
        "cat > ~/.config/acme/token <<'EOF'\n{v}\nEOF",
        "export ACME_TOKEN=$(cat <<EOF\n{v}\nEOF\n)",
        value=key40,
    ),
    k(
        "terraform_heredoc",
        "code",
        'resource "acme_webhook" "ci" {\n  secret = <<-EOT\n    {v}\n  EOT\n}',
        value=key40,
    ),
    k(
        "python_triple_quoted",
        "code",
        'SERVICE_ACCOUNT_TOKEN = """{v}"""',
        "api_key = '''\n{v}\n'''.strip()",
        value=openai_key,
    ),
    k(
        "python_bytes_literal",
        "code",
        'SECRET_KEY = b"{v}"',
        "hmac.new(b'{v}', body, hashlib.sha256)",
        value=key40,
    ),
    k(
        "kotlin_raw_string",
        "code",
        'private const val API_KEY = """{v}"""',
        'val token = """\n    |{v}\n""".trimMargin()',
        value=google_key,
    ),
    k(
        "swift_multiline_string",
        "code",
        'let apiSecret = """\n{v}\n"""',
        'static let clientSecret = #"{v}"#',
        value=key40,
    ),
    k(
        "julia_triple_string",
        "code",
        'const API_TOKEN = """{v}"""',
        'ENV["HF_TOKEN"] = raw"{v}"',
        value=lambda r: "hf_" + alnum(r, 34),
    ),
    k(
        "scala_triple_and_interp",
        "code",
        'val dbPassword = """{v}"""',
        'private val secret: String = raw"{v}"',
        value=plain_pw,
    ),
    k(
        "go_backtick_string",
        "code",
        "const githubToken = `{v}`",
        "var webhookSecret = []byte(`{v}`)",
        value=gh_token,
    ),
    k(
        "go_const_block",
        "code",
        'const (\n\tdefaultRegion = "eu-west-1"\n\tsecretAccessKey = "{v}"\n)',
        value=aws_secret,
    ),
    k(
        "lua_long_bracket",
        "code",
        "local api_key = [[{v}]]",
        "M.token = [==[{v}]==]",
        value=key40,
    ),
    k(
        "lua_table_field",
        "code",
        'return {\n  host = "mqtt.acme.io",\n  password = "{v}",\n}',
        value=plain_pw,
    ),
    k(
        "nim_const_and_triple",
        "code",
        'const apiToken = "{v}"',
        'let secret = """{v}"""',
        value=key40,
    ),
    k(
        "zig_const_slice",
        "code",
        'const api_key: []const u8 = "{v}";',
        'pub const token = "{v}";',
        value=openai_key,
    ),
    k(
        "zig_multiline_literal",
        "code",
        "const secret =\n    \\\\{v}\n;",
        value=key40,
    ),
    k(
        "crystal_constant",
        "code",
        'API_SECRET = "{v}"',
        'ENV["STRIPE_KEY"] ||= "{v}"',
        value=stripe_live,
    ),
    k(
        "d_wysiwyg_string",
        "code",
        'enum apiKey = r"{v}";',
        "immutable string token = `{v}`;",
        value=key40,
    ),
    k(
        "v_const",
        "code",
        "const api_token = '{v}'",
        "pub const secret_key = '{v}'",
        value=key40,
    ),
    k(
        "odin_constant",
        "code",
        'API_KEY :: "{v}"',
        'password := "{v}"',
        value=plain_pw,
    ),
    k(
        "haxe_static_inline",
        "code",
        'static inline var API_SECRET:String = "{v}";',
        value=key40,
    ),
    k(
        "dart_const_string",
        "code",
        "const String kStripeSecret = '{v}';",
        "final apiKey = r'{v}';",
        value=stripe_live,
    ),
    k(
        "elixir_sigil",
        "code",
        "@api_key ~s{{v}}",
        'config :my_app, MyApp.Mailer, api_key: ~S"{v}"',
        value=key40,
    ),
    k(
        "elixir_config_keyword",
        "code",
        'config :ex_aws,\n  access_key_id: "AKIA{U16}",\n  secret_access_key: "{v}"',
        value=aws_secret,
    ),
    k(
        "erlang_binary",
        "code",
        '-define(API_TOKEN, <<"{v}">>).',
        '{ok, _} = hackney:request(get, Url, [{<<"authorization">>, <<"Token {v}">>}]).',
        value=key40,
    ),
    k(
        "erlang_sys_config",
        "code",
        '[{my_app, [{db_password, "{v}"}, {db_host, "10.0.3.4"}]}].',
        value=plain_pw,
    ),
    k(
        "haskell_record",
        "code",
        'defaultConfig = Config { apiHost = "api.acme.io", apiToken = "{v}" }',
        'secretKey :: ByteString\nsecretKey = "{v}"',
        value=key40,
    ),
    k(
        "ocaml_let",
        "code",
        'let api_key = "{v}"',
        'let creds = { user = "ci"; password = "{v}" }',
        value=plain_pw,
    ),
    k(
        "fsharp_literal",
        "code",
        '[<Literal>]\nlet ApiKey = "{v}"',
        'let conn = { Host = "db"; Password = "{v}" }',
        value=key40,
    ),
    k(
        "elm_port_flag",
        "code",
        'apiToken : String\napiToken =\n    "{v}"',
        value=key40,
    ),
    k(
        "purescript_record",
        "code",
        'config = { endpoint: "https://api.acme.io", secret: "{v}" }',
        value=key40,
    ),
    k(
        "clojure_map",
        "code",
        '(def config {:db-user "app" :db-password "{v}"})',
        '(def ^:private api-key "{v}")',
        value=plain_pw,
    ),
    k(
        "edn_config",
        "code",
        '{:stripe {:secret-key "{v}"\n          :webhook "/hooks/stripe"}}',
        value=stripe_live,
    ),
    k(
        "common_lisp_plist",
        "code",
        '(defparameter *credentials* \'(:user "deploy" :password "{v}"))',
        '(setf (getf *config* :api-token) "{v}")',
        value=plain_pw,
    ),
    k(
        "racket_scheme_alist",
        "code",
        '(define creds \'((user . "ops") (token . "{v}")))',
        '(define api-key "{v}")',
        value=key40,
    ),
    k(
        "emacs_lisp_setq",
        "code",
        '(setq gptel-api-key "{v}")',
        '(setq org-gcal-client-secret "{v}")',
        value=openai_key,
    ),
    k(
        "prolog_fact",
        "code",
        "api_key(production, '{v}').",
        'credential(db, "app", "{v}").',
        value=key40,
    ),
    k(
        "r_assignment",
        "code",
        'Sys.setenv(OPENAI_API_KEY = "{v}")',
        'api_key <- "{v}"',
        value=openai_key,
    ),
    k(
        "matlab_octave_var",
        "code",
        "apiKey = '{v}';",
        "options = weboptions('KeyName','X-Api-Key','KeyValue','{v}');",
        value=key40,
    ),
    k(
        "fortran_parameter",
        "code",
        "character(len=*), parameter :: api_token = '{v}'",
        value=key40,
    ),
    k(
        "cobol_value_clause",
        "code",
        "       01 WS-DB-PASSWORD     PIC X(20) VALUE '{v}'.",
        '       01 WS-API-KEY         PIC X(40) VALUE "{v}".',
        value=plain_pw,
    ),
    k(
        "ada_constant",
        "code",
        'Api_Secret : constant String := "{v}";',
        value=key40,
    ),
    k(
        "pascal_delphi_const",
        "code",
        "const\n  DB_PASSWORD = '{v}';",
        "FDConnection1.Params.Password := '{v}';",
        value=plain_pw,
    ),
    k(
        "tcl_set",
        "code",
        "set api_token {{v}}",
        'set ::env(SMTP_PASSWORD) "{v}"',
        value=plain_pw,
    ),
    k(
        "powershell_securestring",
        "code",
        '$pw = ConvertTo-SecureString "{v}" -AsPlainText -Force',
        "$secure = ConvertTo-SecureString -String '{v}' -AsPlainText -Force",
        value=pw,
    ),
    k(
        "powershell_hashtable",
        "code",
        "$headers = @{ 'X-Api-Key' = '{v}'; 'Accept' = 'application/json' }",
        value=key40,
    ),
    k(
        "vba_const",
        "code",
        'Private Const API_KEY As String = "{v}"',
        'conn.Open "Provider=SQLOLEDB;Data Source=sql01;User ID=report;Password={v};"',
        value=plain_pw,
    ),
    k(
        "vbscript_dim",
        "code",
        'Dim strPassword\nstrPassword = "{v}"',
        value=plain_pw,
    ),
    k(
        "applescript_property",
        "code",
        'property apiToken : "{v}"',
        'set thePassword to "{v}"',
        value=key40,
    ),
    k(
        "solidity_private_constant",
        "code",
        'string private constant ORACLE_API_KEY = "{v}";',
        "bytes32 private constant SALT_SECRET = 0x{v};",
        value=hex64,
    ),
    k(
        "move_script_const",
        "code",
        'const ADMIN_SEED: vector<u8> = x"{v}";',
        value=hex64,
    ),
    k(
        "cairo_felt_const",
        "code",
        "const SIGNER_PRIVATE_KEY: felt252 = 0x{v};",
        value=lambda r: "0" + hexs(r, 62),
    ),
    k(
        "hardhat_private_key",
        "code",
        'accounts: ["0x{v}"],',
        "const deployerKey = '0x{v}';",
        value=hex64,
    ),
    k(
        "apex_named_string",
        "code",
        "private static final String CLIENT_SECRET = '{v}';",
        "req.setHeader('Authorization', 'Bearer ' + '{v}');",
        value=key40,
    ),
    k(
        "abap_constant",
        "code",
        "CONSTANTS gc_api_key TYPE string VALUE '{v}'.",
        "lo_client->request->set_header_field( name = 'x-api-key' value = '{v}' ).",
        value=key40,
    ),
    k(
        "groovy_jenkinsfile",
        "code",
        "def dockerPassword = '{v}'",
        'sh "docker login -u ci -p {v} registry.acme.io"',
        value=plain_pw,
    ),
    k(
        "gradle_kts_credentials",
        "code",
        'credentials {\n    username = "deploy"\n    password = "{v}"\n}',
        'buildConfigField("String", "API_KEY", "\\"{v}\\"")',
        value=key40,
    ),
    k(
        "sbt_credentials",
        "code",
        'credentials += Credentials("Sonatype Nexus", "nexus.acme.io", "deploy", "{v}")',
        value=plain_pw,
    ),
    k(
        "starlark_bazel",
        "code",
        'http_archive(\n    name = "vendor_sdk",\n'
        '    url = "https://ci:{v}@artifacts.acme.io/sdk.tgz",\n)',
        'API_TOKEN = "{v}"',
        value=plain_pw,
    ),
    k(
        "cmake_set_cache",
        "code",
        'set(LICENSE_KEY "{v}" CACHE STRING "vendor licence")',
        'add_compile_definitions(API_SECRET="{v}")',
        value=key40,
    ),
    k(
        "nix_attribute",
        "code",
        'services.grafana.settings.security.admin_password = "{v}";',
        "environment.variables.OPENAI_API_KEY = ''{v}'';",
        value=plain_pw,
    ),
    k(
        "dhall_record",
        "code",
        '{ user = "svc", password = "{v}" }',
        'let apiKey = "{v}" in { key = apiKey }',
        value=plain_pw,
    ),
    k(
        "jsonnet_local",
        "code",
        "local token = '{v}';\n{ auth: { token: token } }",
        "{ data: { password: std.base64('{v}') } }",
        value=key40,
    ),
    k(
        "cue_field",
        "code",
        'secrets: db: password: "{v}"',
        'apiKey: string | *"{v}"',
        value=plain_pw,
    ),
    k(
        "pkl_property",
        "code",
        'apiKey: String = "{v}"',
        'password = "{v}"',
        value=key40,
    ),
    k(
        "hcl_function_call",
        "code",
        'secret_string = jsonencode({ password = "{v}" })',
        'user_data = base64encode("TOKEN={v}")',
        value=plain_pw,
    ),
    k(
        "hcl_tfvars",
        "code",
        'datadog_api_key = "{v}"',
        'db_master_password = "{v}"',
        value=hexs,
    ),
    k(
        "java_text_block",
        "code",
        'private static final String KEY = """\n        {v}\n        """;',
        value=key40,
    ),
    k(
        "java_char_literal_string",
        "code",
        'props.put("mail.smtp.password", "{v}");',
        value=plain_pw,
    ),
    k(
        "objc_nsstring",
        "code",
        'static NSString * const kAPISecret = @"{v}";',
        value=key40,
    ),
    k(
        "typescript_as_const",
        "code",
        "export const SUPABASE_SERVICE_KEY = '{v}' as const;",
        value=jwt,
    ),
    k(
        "js_template_literal",
        "code",
        "const token = `{v}`;",
        "headers: { Authorization: `token {v}` },",
        value=gh_token,
    ),
    k(
        "npmrc_in_code",
        "code",
        "fs.writeFileSync('.npmrc', '//registry.npmjs.org/:_authToken={v}\\n');",
        value=npm_token,
    ),
    k(
        "bash_array_element",
        "code",
        'CREDS=("deploy" "{v}")',
        "declare -A cfg=([user]=app [pass]={v})",
        value=plain_pw,
    ),
    k(
        "fish_set_universal",
        "code",
        "set -Ux ANTHROPIC_API_KEY {v}",
        value=anthropic_key,
    ),
    k(
        "awk_begin_block",
        "code",
        'BEGIN { token = "{v}" }',
        value=key40,
    ),
    k(
        "sql_stored_literal",
        "code",
        "CREATE USER reporting WITH PASSWORD '{v}';",
        "EXEC sp_addlogin 'etl', '{v}';",
        value=plain_pw,
    ),
    k(
        "plsql_declare",
        "code",
        "DECLARE\n  l_wallet_pwd VARCHAR2(30) := '{v}';\nBEGIN",
        value=plain_pw,
    ),
    k(
        "vhdl_verilog_key",
        "code",
        "localparam [127:0] AES_KEY = 128'h{v};",
        'constant HMAC_KEY : std_logic_vector(255 downto 0) := x"{v}";',
        value=lambda r: hexs(r, 32),
    ),
    k(
        "arduino_define",
        "code",
        '#define WIFI_PASSWORD "{v}"',
        'const char* mqtt_pass = "{v}";',
        value=plain_pw,
    ),
    k(
        "gdscript_const",
        "code",
        'const SERVER_KEY := "{v}"',
        value=key40,
    ),
    k(
        "twilio_auth_in_code",
        "code",
        'client = Client("AC{h32}", "{v}")',
        value=twilio_auth,
    ),
    k(
        "totp_seed_in_code",
        "code",
        'totp = pyotp.TOTP("{v}")',
        value=_b32,
    ),
    k(
        "ini_in_string_literal",
        "code",
        'CONFIG = "[smtp]\\nuser=alerts\\npassword={v}\\n"',
        value=plain_pw,
    ),
)

LIT_KINDS: tuple[Kind, ...] = _RAW
