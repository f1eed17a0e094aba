"""Held-out 49's secrets in source code (`bench/secret_kinds_heldout49.py`).

Keys and passwords as constructor and function arguments, positional and
named, in the languages an agent edits: Python (`OpenAI(api_key=)`,
`Anthropic`, `boto3.client`, `psycopg.connect`, `redis.Redis`,
`smtplib.login`, `jwt.encode`, `Pinecone`, `os.environ.setdefault`,
`SecretStr`), JS and TS (`new OpenAI({ apiKey })`, `new Stripe('sk_...')`,
`createClient(url, key)`, `sgMail.setApiKey`, `twilio(sid, token)`,
`new Octokit`, `jwt.sign`, nodemailer's `auth`, `??` fallbacks, NextAuth's
`secret`), Go (`stripe.Key =`, `redis.Options{Password:}`,
`NewStaticCredentialsProvider`, `[]byte` signing keys), Rust
(`bearer_auth`, `const`, `with_api_key`), Java (`setPassword`,
`jedis.auth`, `@Value` defaults, `Jwts` keys), C# (`NetworkCredential`,
`ApiKeyCredential`, `SecureString`), Ruby (`Stripe.api_key =`, `Octokit`,
`Net::SMTP.start`), PHP (`new PDO`, `define`, Laravel `env()` defaults),
Kotlin, Swift and Dart (a mobile app's hard-coded key), PowerShell and
shell defaults (`${X:-value}`), and a notebook cell's escaped JSON.
"""

from __future__ import annotations

import string

from bench.secret_kinds import Kind, alnum, hexs, pick, urlsafe
from bench.secret_kinds_heldout30_more import kind30 as k
from bench.secret_kinds_heldout49_keys import L, V

__all__ = ["CODE_KINDS"]

_PY: tuple[Kind, ...] = (
    k(
        "py_openai_client_kwarg",
        "code",
        'from openai import OpenAI\n\nclient = OpenAI(api_key="{v}")',
        'client = openai.AsyncOpenAI(\n    api_key="{v}",\n    base_url=BASE_URL,\n)',
        value=V["openai"],
    ),
    k(
        "py_anthropic_client_kwarg",
        "code",
        'client = anthropic.Anthropic(api_key="{v}")',
        "llm = ChatAnthropic(model='claude-sonnet-4-5', anthropic_api_key='{v}')",
        value=V["anthropic"],
    ),
    k(
        "py_boto3_client_secret",
        "code",
        's3 = boto3.client(\n    "s3",\n    aws_access_key_id="AKIA{U16}",\n'
        '    aws_secret_access_key="{v}",\n)',
        "session = boto3.Session('AKIA{U16}', '{v}', region_name='eu-west-1')",
        value=V["aws_secret"],
    ),
    k(
        "py_psycopg_connect_password",
        "code",
        'conn = psycopg.connect(host="db", user="app", password="{v}", dbname="orders")',
        "engine = create_engine(URL.create('postgresql+psycopg', 'app', '{v}', 'db', 5432))",
    ),
    k(
        "py_redis_password_kwarg",
        "code",
        'r = redis.Redis(host="cache", port=6379, password="{v}", decode_responses=True)',
        "pool = aioredis.ConnectionPool(host='cache', password='{v}')",
    ),
    k(
        "py_smtplib_login_positional",
        "code",
        'with smtplib.SMTP_SSL("smtp.gmail.com", 465) as s:\n'
        '    s.login("alerts@example.com", "{v}")',
        value=lambda r: " ".join(pick(r, string.ascii_lowercase, 4) for _ in range(4)),
    ),
    k(
        "py_jwt_encode_secret_positional",
        "code",
        'token = jwt.encode(payload, "{v}", algorithm="HS256")',
        "decoded = jwt.decode(token, '{v}', algorithms=['HS256'])",
        value=lambda r: urlsafe(r, 48),
    ),
    k(
        "py_pinecone_client_index",
        "code",
        'pc = Pinecone(api_key="{v}")\nindex = pc.Index("docs")',
        value=V["pinecone"],
    ),
    k(
        "py_environ_setdefault_key",
        "code",
        'os.environ.setdefault("GROQ_API_KEY", "{v}")',
        "os.environ['GROQ_API_KEY'] = '{v}'  # TODO remove before commit",
        value=V["groq"],
    ),
    k(
        "py_secretstr_default",
        "code",
        "class Settings(BaseSettings):\n"
        '    tavily_api_key: SecretStr = SecretStr("{v}")\n    debug: bool = False',
        value=V["tavily"],
    ),
    k(
        "py_requests_auth_tuple_mailgun",
        "code",
        'requests.post(\n    "https://api.mailgun.net/v3/mg.example.com/messages",\n'
        '    auth=("api", "{v}"),\n    data={"to": to, "subject": subject},\n)',
        value=V["mailgun"],
    ),
    k(
        "py_flask_secret_key_config",
        "code",
        'app.config["SECRET_KEY"] = "{v}"',
        "app.secret_key = '{v}'",
        value=lambda r: hexs(r, 64),
    ),
    k(
        "py_hf_hub_login_call",
        "code",
        'from huggingface_hub import login\nlogin(token="{v}")',
        "pipe = pipeline('text-generation', model=MODEL, token='{v}')",
        value=V["huggingface"],
    ),
)

_JS: tuple[Kind, ...] = (
    k(
        "ts_new_openai_apikey",
        "code",
        'const openai = new OpenAI({ apiKey: "{v}" });',
        "export const client = new OpenAI({\n  apiKey: '{v}',\n  organization: 'org-{k24}',\n});",
        value=V["openai"],
    ),
    k(
        "js_new_stripe_positional",
        "code",
        "const stripe = new Stripe('{v}', { apiVersion: '2025-09-30.clover' });",
        "const stripe = require('stripe')('{v}');",
        value=V["stripe"],
    ),
    k(
        "ts_supabase_create_client_service",
        "code",
        "const supabase = createClient(\n  'https://{l20}.supabase.co',\n  '{v}'\n);",
        'export const admin = createClient(SUPABASE_URL, "{v}", {\n'
        "  auth: { persistSession: false },\n});",
        value=V["supabase_secret"],
    ),
    k(
        "js_sendgrid_set_api_key",
        "code",
        "sgMail.setApiKey('{v}');",
        value=V["sendgrid"],
    ),
    k(
        "js_twilio_sid_token_positional",
        "code",
        "const client = twilio('AC{h32}', '{v}');",
        "const client = new Twilio(accountSid, '{v}');",
        value=V["twilio"],
    ),
    k(
        "ts_octokit_auth",
        "code",
        'const octokit = new Octokit({ auth: "{v}" });',
        value=V["github_fine"],
    ),
    k(
        "js_jwt_sign_secret",
        "code",
        "const token = jwt.sign({ sub: user.id }, '{v}', { expiresIn: '1h' });",
        'app.use(session({ secret: "{v}", resave: false, saveUninitialized: false }));',
        value=lambda r: urlsafe(r, 40),
    ),
    k(
        "js_nodemailer_auth_pass",
        "code",
        "const transporter = nodemailer.createTransport({\n  host: 'smtp.sendgrid.net',\n"
        "  port: 587,\n  auth: { user: 'apikey', pass: '{v}' },\n});",
        "auth: {\n    user: 'apikey',\n    pass: '{v}'\n  }",
        value=V["sendgrid"],
    ),
    k(
        "ts_nullish_fallback_key",
        "code",
        'const key = process.env.RESEND_API_KEY ?? "{v}";\nconst resend = new Resend(key);',
        "const resend = new Resend(process.env.RESEND_API_KEY || '{v}');",
        value=V["resend"],
    ),
    k(
        "ts_nextauth_secret_literal",
        "code",
        'export const authOptions: NextAuthOptions = {\n  secret: "{v}",\n  providers: [],\n};',
        "export const { handlers, auth } = NextAuth({ secret: '{v}', providers: [GitHub] });",
        value=lambda r: urlsafe(r, 43) + "=",
    ),
    k(
        "ts_ai_sdk_create_provider",
        "code",
        "const groq = createGroq({ apiKey: '{v}' });",
        value=V["groq"],
    ),
    k(
        "js_discord_client_login",
        "code",
        "client.login('{v}');",
        'await bot.login("{v}")',
        value=V["discord"],
    ),
)

_GO_RUST: tuple[Kind, ...] = (
    k(
        "go_stripe_key_assign",
        "code",
        'stripe.Key = "{v}"',
        'sc := client.New("{v}", nil)',
        value=V["stripe"],
    ),
    k(
        "go_redis_options_password",
        "code",
        'rdb := redis.NewClient(&redis.Options{\n\tAddr:     "cache:6379",\n'
        '\tPassword: "{v}",\n\tDB:       0,\n})',
    ),
    k(
        "go_static_credentials_provider",
        "code",
        'cfg.Credentials = credentials.NewStaticCredentialsProvider("AKIA{U16}", "{v}", "")',
        value=V["aws_secret"],
    ),
    k(
        "go_jwt_signing_bytes",
        "code",
        'var jwtKey = []byte("{v}")',
        'signed, err := token.SignedString([]byte("{v}"))',
        value=lambda r: urlsafe(r, 32),
    ),
    k(
        "go_slack_new_client",
        "code",
        'api := slack.New("{v}", slack.OptionAppLevelToken("xapp-..."))',
        value=V["slack_bot"],
    ),
    k(
        "rust_reqwest_bearer_auth",
        "code",
        'let resp = client\n    .get("https://api.linear.app/graphql")\n'
        '    .bearer_auth("{v}")\n    .send()\n    .await?;',
        value=V["linear"],
    ),
    k(
        "rust_const_api_key",
        "code",
        'const API_KEY: &str = "{v}";',
        'static OPENROUTER_KEY: &str = "{v}";',
        value=V["openrouter"],
    ),
    k(
        "rust_openai_config_with_key",
        "code",
        'let config = OpenAIConfig::new().with_api_key("{v}");',
        value=V["openai_svc"],
    ),
)

_JVM_NET: tuple[Kind, ...] = (
    k(
        "java_datasource_set_password",
        "code",
        'HikariConfig cfg = new HikariConfig();\ncfg.setUsername("orders");\n'
        'cfg.setPassword("{v}");',
        'ds.setPassword("{v}");',
    ),
    k(
        "java_jedis_auth_call",
        "code",
        'try (Jedis jedis = pool.getResource()) {\n    jedis.auth("{v}");\n}',
    ),
    k(
        "java_value_default_secret",
        "code",
        '@Value("${mail.password:{v}}")\nprivate String mailPassword;',
    ),
    k(
        "java_jjwt_hmac_key",
        "code",
        'SecretKey key = Keys.hmacShaKeyFor("{v}".getBytes(StandardCharsets.UTF_8));',
        value=lambda r: alnum(r, 48),
    ),
    k(
        "kotlin_buildconfig_openai",
        "code",
        'buildConfigField("String", "OPENAI_KEY", "\\"{v}\\"")',
        'val apiKey = "{v}"',
        value=V["openai"],
    ),
    k(
        "csharp_network_credential",
        "code",
        'var cred = new NetworkCredential("svc_build", "{v}");',
        'smtp.Credentials = new NetworkCredential("noreply@example.com", "{v}");',
    ),
    k(
        "csharp_api_key_credential",
        "code",
        'var client = new ChatClient("gpt-4.1", new ApiKeyCredential("{v}"));',
        'var client = new OpenAIClient("{v}");',
        value=V["openai"],
    ),
    k(
        "csharp_blob_service_key",
        "code",
        'var cred = new StorageSharedKeyCredential("acmeprod", "{v}");',
        value=V["azure_storage"],
    ),
)

_SCRIPT: tuple[Kind, ...] = (
    k(
        "ruby_stripe_api_key",
        "code",
        "Stripe.api_key = '{v}'",
        value=V["stripe_restricted"],
    ),
    k(
        "ruby_octokit_access_token",
        "code",
        "client = Octokit::Client.new(access_token: '{v}')",
        value=V["github"],
    ),
    k(
        "ruby_net_smtp_start",
        "code",
        "Net::SMTP.start('smtp.example.com', 587, 'example.com', 'mailer', '{v}', :login) do |s|",
    ),
    k(
        "php_new_pdo_positional",
        "code",
        "$pdo = new PDO('mysql:host=db;dbname=shop', 'shop', '{v}');",
        '$db = new mysqli("localhost", "wp", "{v}", "wordpress");',
    ),
    k(
        "php_wp_config_define",
        "code",
        "define( 'DB_PASSWORD', '{v}' );",
        "define('AUTH_KEY', '{v}');",
    ),
    k(
        "php_laravel_env_default",
        "code",
        "'secret' => env('STRIPE_SECRET', '{v}'),",
        value=V["stripe"],
    ),
    k(
        "swift_let_api_key",
        "code",
        'enum Secrets {\n    static let revenueCat = "{v}"\n}',
        'let revenueCatSecret = "{v}" // REST API only',
        value=V["revenuecat"],
    ),
    k(
        "dart_const_secret",
        "code",
        "const stripeSecret = '{v}';",
        "final dio = Dio(BaseOptions(headers: {'Authorization': 'Bearer {v}'}));",
        value=V["stripe"],
    ),
    k(
        "powershell_securestring_plain",
        "code",
        '$pw = ConvertTo-SecureString "{v}" -AsPlainText -Force\n'
        '$cred = New-Object PSCredential("svc_deploy", $pw)',
    ),
    k(
        "shell_default_expansion",
        "code",
        'API_TOKEN="${API_TOKEN:-{v}}"',
        ': "${SENTRY_AUTH_TOKEN:={v}}"',
        value=V["sentry"],
    ),
    k(
        "notebook_cell_escaped_key",
        "code",
        L(
            '  "cell_type": "code",',
            '  "source": [',
            '    "import os\\n",',
            '    "os.environ[\\"OPENAI_API_KEY\\"] = \\"{v}\\"\\n"',
            "  ]",
        ),
        value=V["openai"],
    ),
    k(
        "sql_create_user_identified",
        "code",
        "CREATE USER 'reporting'@'%' IDENTIFIED BY '{v}';",
        "ALTER ROLE app WITH LOGIN PASSWORD '{v}';",
        "CREATE LOGIN etl WITH PASSWORD = '{v}', CHECK_POLICY = OFF;",
    ),
    k(
        "lua_redis_auth_openresty",
        "code",
        'local ok, err = red:auth("{v}")',
    ),
    k(
        "elixir_runtime_config_secret",
        "code",
        'config :shop, ShopWeb.Endpoint,\n  secret_key_base: "{v}"',
        value=lambda r: alnum(r, 64),
    ),
)

CODE_KINDS: tuple[Kind, ...] = (*_PY, *_JS, *_GO_RUST, *_JVM_NET, *_SCRIPT)
