"""Held-out 50's code kinds (`bench/secret_kinds_heldout50.py`).

Secrets passed to constructors and functions, positionally and by keyword,
in the languages an agent edits: Python (`redis.Redis` and `pymysql` by
position, `smtplib`'s `login`, `ftplib.FTP`, `pika`, `Minio`, `Fernet`,
`hmac.new`, `jwt.encode`, a `getenv` default), JavaScript and TypeScript
(`new Stripe(key)`, `new Resend(key)`, Slack's `WebClient`, Discord's
`login`, `Telegraf`, `jwt.sign`, `createHmac`, Supabase's `createClient`,
`ioredis`), Go (`NewStaticCredentialsProvider`, `smtp.PlainAuth`,
`SignedString`, `option.WithAPIKey`), Rust (`basic_auth`, `bearer_auth`,
`EncodingKey::from_secret`, `PgConnectOptions`), Java and Kotlin
(`DriverManager.getConnection`, `BasicAWSCredentials`, `Credentials.basic`,
`@Value` defaults), C# (`NetworkCredential`, `SymmetricSecurityKey`, an
OpenAI client), Ruby (`Net::SMTP.start`, `JWT.encode`), PHP (`new PDO`,
`OpenAI::client`, PHPMailer), Swift, Dart and Elixir; written as an agent
writes them: a Cline SEARCH/REPLACE, a Gemini CLI `write_file`, or a bare
snippet.
"""

from __future__ import annotations

import random
import string

from bench.secret_kinds import Kind, alnum, digits, hexs, lower_alnum, pick, urlsafe
from bench.secret_kinds_heldout30_more import kind30 as k
from bench.secret_kinds_heldout50_cli import (
    L,
    azure_secret,
    cline,
    gemini_write,
    pre,
)

__all__ = ["CODE_KINDS"]


def _sk_proj(r: random.Random) -> str:
    return "sk-proj-" + urlsafe(r, 74) + "T3BlbkFJ" + urlsafe(r, 74)


def _sk_ant(r: random.Random) -> str:
    return "sk-ant-api03-" + urlsafe(r, 93) + "AA"


def _fernet(r: random.Random) -> str:
    return urlsafe(r, 43) + "="


def _aws_secret(r: random.Random) -> str:
    return alnum(r, 2) + pick(r, string.ascii_letters + string.digits + "+/", 38)


def _discord(r: random.Random) -> str:
    return "MT" + alnum(r, 24) + "." + urlsafe(r, 6) + "." + urlsafe(r, 38)


def _telegram(r: random.Random) -> str:
    return digits(r, 10) + ":AA" + urlsafe(r, 33)


_PY: tuple[Kind, ...] = (
    k(
        "py_redis_positional_password",
        "code",
        'r = redis.Redis("cache.internal", 6379, 0, "{v}")',
        cline(
            "worker/queue.py", "r = redis.Redis()", 'r = redis.Redis("localhost", 6379, 0, "{v}")'
        ),
    ),
    k(
        "py_pymysql_positional_connect",
        "code",
        'conn = pymysql.connect("db.internal", "shop_rw", "{v}", "shop")',
    ),
    k(
        "py_smtp_ssl_with_login_positional",
        "code",
        L(
            "with smtplib.SMTP_SSL('smtp.fastmail.com', 465) as s:",
            "    s.login('alerts@example.org', '{v}')",
            "    s.send_message(msg)",
        ),
    ),
    k(
        "py_ftplib_positional",
        "code",
        "ftp = ftplib.FTP_TLS('ftp.partner.example', 'acme_upload', '{v}')",
    ),
    k(
        "py_pika_plain_credentials",
        "code",
        "creds = pika.PlainCredentials('orders', '{v}')\n"
        "params = pika.ConnectionParameters('mq.internal', 5672, '/', creds)",
    ),
    k(
        "py_minio_positional_secret",
        "code",
        'client = Minio("s3.internal:9000", "{U20}", "{v}", secure=True)',
        value=lambda r: alnum(r, 40),
    ),
    k(
        "py_fernet_literal_key",
        "code",
        'cipher = Fernet(b"{v}")',
        gemini_write("app/crypto.py", 'from cryptography.fernet import Fernet\n\nKEY = b"{v}"\n'),
        value=_fernet,
    ),
    k(
        "py_hmac_new_webhook",
        "code",
        'sig = hmac.new(b"{v}", request.body, hashlib.sha256).hexdigest()',
        value=lambda r: "whsec_" + alnum(r, 32),
    ),
    k(
        "py_jwt_encode_positional",
        "code",
        'token = jwt.encode({"sub": user.id}, "{v}", algorithm="HS256")',
        value=lambda r: urlsafe(r, 48),
    ),
    k(
        "py_getenv_default_key",
        "code",
        'OPENAI_API_KEY = os.getenv("OPENAI_API_KEY", "{v}")',
        'api_key = os.environ.get("ANTHROPIC_API_KEY") or "{v}"',
        value=lambda r: r.choice((_sk_proj, _sk_ant))(r),
    ),
    k(
        "py_boto3_client_kwargs",
        "code",
        L(
            's3 = boto3.client("s3", region_name="eu-west-1",',
            '    aws_access_key_id="AKIA{U16}",',
            '    aws_secret_access_key="{v}")',
        ),
        value=_aws_secret,
    ),
    k(
        "py_requests_auth_tuple",
        "code",
        'resp = requests.get(f"{BASE}/v1/orders", auth=("api", "{v}"), timeout=10)',
        "resp = httpx.post(url, auth=httpx.BasicAuth('ops', '{v}'), json=payload)",
    ),
    k(
        "py_anthropic_client_kw",
        "code",
        "client = anthropic.Anthropic(api_key='{v}')",
        cline("agent/llm.py", "client = Anthropic()", 'client = Anthropic(api_key="{v}")'),
        value=_sk_ant,
    ),
    k(
        "py_es_basic_auth_tuple",
        "code",
        'es = Elasticsearch("https://es.internal:9200", basic_auth=("elastic", "{v}"))',
    ),
    k(
        "py_paramiko_connect_password",
        "code",
        'ssh.connect("10.0.8.21", username="ubuntu", password="{v}", timeout=5)',
    ),
)

_JS: tuple[Kind, ...] = (
    k(
        "ts_new_stripe_positional",
        "code",
        'const stripe = new Stripe("{v}", { apiVersion: "2025-06-30.basil" });',
        value=lambda r: "sk_live_51" + alnum(r, 97),
    ),
    k(
        "ts_new_resend_positional",
        "code",
        "const resend = new Resend('{v}');",
        value=lambda r: "re_" + alnum(r, 8) + "_" + alnum(r, 24),
    ),
    k(
        "js_sgmail_set_api_key",
        "code",
        'sgMail.setApiKey("{v}");',
        value=lambda r: "SG." + urlsafe(r, 22) + "." + urlsafe(r, 43),
    ),
    k(
        "ts_slack_webclient_positional",
        "code",
        "const slack = new WebClient('{v}');",
        value=lambda r: f"xoxb-{digits(r, 12)}-{digits(r, 13)}-{alnum(r, 24)}",
    ),
    k(
        "js_discord_login_literal_or_cline",
        "code",
        'client.login("{v}");',
        cline("bot/index.js", "client.login(process.env.DISCORD_TOKEN);", 'client.login("{v}");'),
        value=_discord,
    ),
    k("js_telegraf_positional", "code", "const bot = new Telegraf('{v}');", value=_telegram),
    k(
        "js_jwt_sign_positional",
        "code",
        'const token = jwt.sign({ sub: user.id }, "{v}", { expiresIn: "1h" });',
        value=lambda r: urlsafe(r, 40),
    ),
    k(
        "ts_create_hmac_secret",
        "code",
        'const expected = crypto.createHmac("sha256", "{v}").update(rawBody).digest("hex");',
        value=lambda r: hexs(r, 40),
    ),
    k(
        "ts_supabase_create_client_secret",
        "code",
        'export const admin = createClient("https://{l20}.supabase.co", "{v}");',
        value=pre("sb_secret_", urlsafe, 31),
    ),
    k(
        "ts_ioredis_options_password",
        "code",
        'const redis = new Redis({ host: "cache.internal", port: 6380, '
        'password: "{v}", tls: {} });',
        'const redis = new Redis(6379, "10.0.0.5", { password: "{v}" });',
    ),
    k(
        "ts_octokit_auth_ghp_literal",
        "code",
        "const octokit = new Octokit({ auth: '{v}' });",
        value=lambda r: "ghp_" + alnum(r, 36),
    ),
    k(
        "ts_pinecone_client_key",
        "code",
        'const pc = new Pinecone({ apiKey: "{v}" });',
        value=lambda r: "pcsk_" + alnum(r, 5) + "_" + alnum(r, 64),
    ),
    k(
        "ts_openai_compat_base_url_key",
        "code",
        L(
            "const client = new OpenAI({",
            '  baseURL: "https://openrouter.ai/api/v1",',
            '  apiKey: "{v}",',
            "});",
        ),
        value=pre("sk-or-v1-", hexs, 64),
    ),
    k(
        "ts_mysql2_pool_password",
        "code",
        L(
            "const pool = mysql.createPool({",
            "  host: 'db.internal', user: 'web', database: 'shop',",
            "  password: '{v}',",
            "});",
        ),
    ),
)

_GO_RS: tuple[Kind, ...] = (
    k(
        "go_cfg_static_credentials_provider",
        "code",
        'cfg.Credentials = credentials.NewStaticCredentialsProvider("AKIA{U16}", "{v}", "")',
        value=_aws_secret,
    ),
    k(
        "go_smtp_plain_auth",
        "code",
        'auth := smtp.PlainAuth("", "noreply@example.com", "{v}", host)',
    ),
    k(
        "go_jwt_signed_string",
        "code",
        'signed, err := token.SignedString([]byte("{v}"))',
        value=lambda r: urlsafe(r, 44),
    ),
    k(
        "go_openai_option_with_api_key",
        "code",
        'client := openai.NewClient(option.WithAPIKey("{v}"))',
        value=_sk_proj,
    ),
    k(
        "go_redis_newclient_options_password",
        "code",
        'rdb := redis.NewClient(&redis.Options{Addr: "cache:6379", Password: "{v}", DB: 2})',
    ),
    k(
        "rust_reqwest_basic_auth",
        "code",
        'let resp = client.get(url).basic_auth("deploy", Some("{v}")).send().await?;',
    ),
    k(
        "rust_reqwest_bearer_auth_xai",
        "code",
        'let resp = client.post(url).bearer_auth("{v}").json(&body).send().await?;',
        value=lambda r: "xai-" + alnum(r, 80),
    ),
    k(
        "rust_encoding_key_from_secret",
        "code",
        'let key = EncodingKey::from_secret(b"{v}");',
        value=lambda r: urlsafe(r, 48),
    ),
    k(
        "rust_pg_connect_options_password",
        "code",
        L(
            "let opts = PgConnectOptions::new()",
            '    .host("db.internal").username("ledger").password("{v}").database("ledger");',
        ),
    ),
)

_JVM_NET: tuple[Kind, ...] = (
    k(
        "java_driver_manager_positional",
        "code",
        'Connection c = DriverManager.getConnection("jdbc:postgresql://db:5432/crm", '
        '"crm", "{v}");',
    ),
    k(
        "java_basic_aws_credentials",
        "code",
        'AWSCredentials creds = new BasicAWSCredentials("AKIA{U16}", "{v}");',
        value=_aws_secret,
    ),
    k(
        "kotlin_okhttp_credentials_basic",
        "code",
        'val credential = Credentials.basic("jira-bot@example.com", "{v}")',
        value=lambda r: "ATATT3xFfGF0" + urlsafe(r, 180) + "=" + hexs(r, 8).upper(),
    ),
    k(
        "java_spring_value_default",
        "code",
        '@Value("${mail.password:{v}}")\nprivate String mailPassword;',
    ),
    k(
        "csharp_network_credential_domain",
        "code",
        'client.Credentials = new NetworkCredential("svc-reports", "{v}", "CORP");',
    ),
    k(
        "csharp_symmetric_security_key",
        "code",
        'var key = new SymmetricSecurityKey(Encoding.UTF8.GetBytes("{v}"));',
        value=lambda r: urlsafe(r, 64),
    ),
    k(
        "csharp_openai_chat_client",
        "code",
        'ChatClient chat = new(model: "gpt-4.1", apiKey: "{v}");',
        'var client = new OpenAIClient("{v}");',
        value=_sk_proj,
    ),
    k(
        "csharp_confidential_client_secret",
        "code",
        L(
            'var app = ConfidentialClientApplicationBuilder.Create("{uuid}")',
            '    .WithClientSecret("{v}")',
            '    .WithTenantId("{uuid}").Build();',
        ),
        value=azure_secret,
    ),
)

_SCRIPT: tuple[Kind, ...] = (
    k(
        "ruby_net_smtp_start_positional",
        "code",
        "Net::SMTP.start('smtp.mailgun.org', 587, 'example.com', 'postmaster@mg.example.com', "
        "'{v}', :plain) do |smtp|",
    ),
    k(
        "ruby_jwt_encode_positional",
        "code",
        "token = JWT.encode(payload, '{v}', 'HS256')",
        value=lambda r: hexs(r, 64),
    ),
    k(
        "ruby_stripe_api_key_assign",
        "code",
        'Stripe.api_key = "{v}"',
        value=lambda r: "rk_live_51" + alnum(r, 97),
    ),
    k(
        "php_new_pdo_utf8mb4_positional",
        "code",
        "$pdo = new PDO('mysql:host=db;dbname=shop;charset=utf8mb4', 'shop', '{v}');",
    ),
    k(
        "php_openai_client_positional",
        "code",
        "$client = OpenAI::client('{v}');",
        value=_sk_proj,
    ),
    k(
        "php_phpmailer_password_property",
        "code",
        L(
            "$mail->Host = 'smtp.office365.com';",
            "$mail->Username = 'noreply@example.com';",
            "$mail->Password = '{v}';",
        ),
    ),
    k(
        "swift_config_let_key",
        "code",
        'enum Secrets {\n    static let revenueCatKey = "{v}"\n}',
        value=lambda r: "sk_" + alnum(r, 32),
    ),
    k(
        "dart_const_api_key",
        "code",
        "const geminiApiKey = '{v}';",
        value=pre("AIza", urlsafe, 35),
    ),
    k(
        "elixir_repo_config_password",
        "code",
        L(
            "config :shop, Shop.Repo,",
            '  username: "shop",',
            '  password: "{v}",',
            '  hostname: "db.internal"',
        ),
    ),
    k(
        "gemini_write_ts_config_key",
        "code",
        gemini_write(
            "src/config.ts",
            'export const config = {\n  groqKey: "{v}",\n  model: "llama-3.3-70b-versatile",\n};\n',
        ),
        value=pre("gsk_", alnum, 52),
    ),
    k(
        "cline_replace_env_with_literal",
        "code",
        cline(
            "src/lib/mail.ts",
            "const apiKey = process.env.POSTMARK_TOKEN!;",
            'const apiKey = "{v}"; // TODO: move back to env',
        ),
        value=lambda r: f"{hexs(r, 8)}-{hexs(r, 4)}-{hexs(r, 4)}-{hexs(r, 4)}-{hexs(r, 12)}",
    ),
    k(
        "cline_search_side_holds_key",
        "code",
        cline(
            "scripts/seed.py",
            'client = Mistral(api_key="{v}")',
            'client = Mistral(api_key=os.environ["MISTRAL_API_KEY"])',
        ),
        value=lambda r: alnum(r, 32),
    ),
    k(
        "lua_redis_auth_call",
        "code",
        'local ok, err = red:auth("{v}")',
        value=lambda r: lower_alnum(r, 24),
    ),
)

CODE_KINDS: tuple[Kind, ...] = (*_PY, *_JS, *_GO_RS, *_JVM_NET, *_SCRIPT)
