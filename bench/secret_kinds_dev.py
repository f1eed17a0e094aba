"""The dev half of the wide secret corpus: the kinds kenning's structural rules were tuned on.

Classes that leaked before (issue 27): secrets passed as positional arguments
of well-known commands and calls, authorization headers of every scheme,
short password flags, database DSNs, key armours and JSON key arrays, YAML
block scalars, URL-encoded forms, prose, and vendor prefixes missing from the
tables. Each kind is written in one to three realistic forms; the held-out
half (`secret_kinds_heldout.py`) has other kinds, written after tuning. Its
look-alikes are in `secret_kinds_dev_look.py`, its command lines in
`secret_kinds_dev_cli.py`.
"""

from __future__ import annotations

import random

from bench.secret_kinds import (
    Gen,
    Kind,
    Sample,
    alnum,
    b64,
    b64_user_pass,
    hexs,
    lower_alnum,
    made,
    pw,
    samples,
    upper32,
    urlsafe,
    uuid4,
)
from bench.secret_kinds_dev_cli import CLI_KINDS

__all__ = ["KINDS", "dev_samples"]


def _pem_body(r: random.Random, lines: int = 4) -> list[str]:
    return [b64(r, 64) for _ in range(lines)]


def _putty(r: random.Random) -> tuple[str, str]:
    private = b64(r, 44)
    text = "\n".join(
        [
            "PuTTY-User-Key-File-3: ssh-ed25519",
            "Encryption: none",
            "Comment: deploy@ci",
            "Public-Lines: 2",
            "AAAAC3NzaC1lZDI1NTE5AAAAI" + b64(r, 40),
            b64(r, 20),
            "Private-Lines: 1",
            private,
            "Private-MAC: " + hexs(r, 64),
        ]
    )
    return private, text


def _ssh2(r: random.Random) -> tuple[str, str]:
    body = _pem_body(r)
    text = "\n".join(
        [
            "---- BEGIN SSH2 ENCRYPTED PRIVATE KEY ----",
            'Comment: "2048-bit rsa, deploy@ci"',
            *body,
            "---- END SSH2 ENCRYPTED PRIVATE KEY ----",
        ]
    )
    return body[1], text


def _jwk(r: random.Random) -> tuple[str, str]:
    d = urlsafe(r, 86)
    n = urlsafe(r, 86)
    p = urlsafe(r, 43)
    text = f'{{"kty": "RSA", "kid": "k1", "n": "{n}", "e": "AQAB", "d": "{d}", "p": "{p}"}}'
    return d, text


def _key_array(r: random.Random) -> tuple[str, str]:
    a, b = alnum(r, 32), alnum(r, 32)
    form = r.choice(
        [
            '{{"api_keys": ["{a}", "{b}"], "rotate": true}}',
            "api_keys:\n  - {a}\n  - {b}\n",
            'ALLOWED_TOKENS = ["{a}", "{b}"]',
        ]
    )
    return b, form.format(a=a, b=b)


def _yaml_block(r: random.Random) -> tuple[str, str]:
    v = pw(r, 16)
    form = r.choice(
        [
            "db:\n  host: db.internal\n  password: |\n    {v}\n  pool: 5\n",
            "smtp:\n  password: >-\n    {v}\n  port: 587\n",
            "credentials:\n  client_secret: |-\n      {v}\n",
        ]
    )
    return v, form.format(v=v)


def _digest(r: random.Random) -> tuple[str, str]:
    v = hexs(r, 32)
    text = (
        f'Authorization: Digest username="bob", realm="api@corp", nonce="{hexs(r, 16)}", '
        f'uri="/v1/items", qop=auth, nc=00000001, cnonce="{hexs(r, 8)}", response="{v}"'
    )
    return v, text


def _aws4(r: random.Random) -> tuple[str, str]:
    v = hexs(r, 64)
    text = (
        "Authorization: AWS4-HMAC-SHA256 Credential=AKIA"
        + upper32(r, 16)
        + "/20260301/us-east-1/s3/aws4_request, SignedHeaders=host;x-amz-date, Signature="
        + v
    )
    return v, text


def _prefixed(prefix: str, body: Gen, suffix: Gen | None = None) -> Gen:
    return lambda r: prefix + body(r) + (suffix(r) if suffix else "")


def _vendor(name: str, value: Gen) -> Kind:
    return Kind(
        name,
        "vendor",
        made(
            "export SERVICE_CREDENTIAL={v}",
            "I rotated it, the new one is {v}",
            "client = make_client('{v}')",
            "{v}",
            value=value,
        ),
    )


KINDS: tuple[Kind, ...] = (
    # -- command lines: positional secrets and short password flags (secret_kinds_dev_cli.py)
    *CLI_KINDS,
    # -- calls and constructors --------------------------------------------------------
    Kind(
        "smtp_login",
        "code",
        made('server.login("alerts@corp.com", "{v}")', "smtp.login('bot@corp.io', '{v}')"),
    ),
    Kind(
        "ftp_constructor",
        "code",
        made(
            'ftp = FTP("files.local", "deploy", "{v}")',
            "ftps = FTP_TLS('ftp.corp', user='bob', passwd='{v}')",
        ),
    ),
    Kind(
        "pymysql_positional",
        "code",
        made(
            'conn = pymysql.connect("db.local", "app", "{v}", "shop")',
            "db = MySQLdb.connect('localhost', 'root', '{v}', 'app')",
        ),
    ),
    Kind(
        "jdbc_get_connection",
        "code",
        made(
            'Connection c = DriverManager.getConnection(url, "app", "{v}");',
            'DriverManager.getConnection("jdbc:postgresql://db/shop", "app", "{v}")',
        ),
    ),
    Kind(
        "sequelize",
        "code",
        made(
            "const db = new Sequelize('shop', 'app', '{v}', {{ host: 'db', dialect: 'postgres' }});"
        ),
    ),
    Kind(
        "network_credential",
        "code",
        made(
            'var cred = new NetworkCredential("svc", "{v}");',
            'client.Credentials = new NetworkCredential("bob", "{v}", "CORP");',
        ),
    ),
    Kind(
        "pika_credentials",
        "code",
        made(
            "creds = pika.PlainCredentials('app', '{v}')",
            "credentials = PlainCredentials(username='app', password='{v}')",
        ),
    ),
    Kind(
        "jwt_encode_secret",
        "code",
        made(
            'token = jwt.encode(payload, "{v}", algorithm="HS256")',
            "const t = jwt.sign({{ sub: id }}, '{v}', {{ expiresIn: '1h' }});",
        ),
    ),
    Kind(
        "hmac_key",
        "code",
        made(
            'sig = hmac.new(b"{v}", body, hashlib.sha256).hexdigest()',
            "mac = HMAC(key=b'{v}', msg=data, digestmod='sha256')",
        ),
    ),
    Kind(
        "minio_constructor",
        "code",
        made(
            'client = Minio("minio:9000", "{aws}", "{v}", secure=False)', value=lambda r: b64(r, 40)
        ),
    ),
    Kind(
        "twilio_client",
        "code",
        made('client = Client("AC{h32}", "{v}")', value=lambda r: hexs(r, 32)),
    ),
    Kind(
        "aws_credentials_constructor",
        "code",
        made(
            'new BasicAWSCredentials("{aws}", "{v}")',
            "creds = Credentials('{aws}', '{v}')",
            value=lambda r: b64(r, 40),
        ),
    ),
    Kind(
        "ldap_simple_bind",
        "code",
        made(
            'conn.simple_bind_s("cn=admin,dc=ex,dc=org", "{v}")',
            "l.bind_s('uid=svc,ou=apps,dc=corp', '{v}')",
        ),
    ),
    Kind(
        "imap_login",
        "code",
        made(
            "mail = imaplib.IMAP4_SSL('imap.corp'); mail.login('bob@corp.com', '{v}')",
            'M.login("support@corp.io", "{v}")',
        ),
    ),
    Kind(
        "azure_client_secret",
        "code",
        made(
            'cred = ClientSecretCredential(tenant_id, client_id, "{v}")',
            value=lambda r: alnum(r, 3) + "8Q~" + urlsafe(r, 34),
        ),
    ),
    Kind(
        "pusher_positional",
        "code",
        made(
            'pusher = Pusher("1234567", "{h8}{h8}", "{v}", cluster="eu")',
            value=lambda r: hexs(r, 20),
        ),
    ),
    Kind(
        "password_authentication",
        "code",
        made(
            'return new PasswordAuthentication("bob", "{v}".toCharArray());',
            'new UsernamePasswordCredentials("ci", "{v}")',
        ),
    ),
    Kind(
        "set_password_call", "code", made('user.set_password("{v}")', "admin.setPassword('{v}');")
    ),
    Kind(
        "browser_fill_password",
        "code",
        made(
            "await page.fill('#password', '{v}');",
            'driver.find_element(By.ID, "password").send_keys("{v}")',
            "await page.getByLabel('Password').fill('{v}');",
        ),
    ),
    Kind(
        "login_call",
        "code",
        made('client.login("admin", "{v}")', "await api.authenticate('deploy', '{v}')"),
    ),
    # -- authorization headers ---------------------------------------------------------
    Kind(
        "auth_basic",
        "header",
        made(
            "Authorization: Basic {v}",
            'curl -H "Authorization: Basic {v}" https://api.corp/v1',
            value=b64_user_pass,
        ),
    ),
    Kind("auth_digest_response", "header", _digest),
    Kind("auth_aws4_signature", "header", _aws4),
    Kind(
        "auth_scheme_ssws",
        "header",
        made(
            "Authorization: SSWS {v}",
            "curl -H 'Authorization: SSWS {v}' https://corp.okta.com/api/v1/users",
            value=lambda r: "00" + urlsafe(r, 40),
        ),
    ),
    Kind(
        "auth_scheme_custom",
        "header",
        made(
            "Authorization: Splunk {v}",
            "Authorization: GenieKey {v}",
            "Authorization: Klaviyo-API-Key {v}",
            value=uuid4,
        ),
    ),
    Kind(
        "private_token_header",
        "header",
        made(
            'curl --header "PRIVATE-TOKEN: {v}" https://gitlab.corp/api/v4/projects',
            value=lambda r: urlsafe(r, 20),
        ),
    ),
    Kind(
        "vault_token_header",
        "header",
        made(
            "X-Vault-Token: {v}",
            "curl -H 'X-Vault-Token: {v}' https://vault:8200/v1/secret/data/app",
            value=lambda r: "s." + alnum(r, 24),
        ),
    ),
    Kind(
        "subscription_key_header",
        "header",
        made("Ocp-Apim-Subscription-Key: {v}", "-H 'DD-API-KEY: {v}'", value=lambda r: hexs(r, 32)),
    ),
    Kind(
        "custom_team_header",
        "header",
        made(
            "X-Honeycomb-Team: {v}",
            "x-goog-api-key: {v}",
            'headers = {{"X-Figma-Token": "{v}"}}',
            value=lambda r: alnum(r, 32),
        ),
    ),
    Kind(
        "proxy_authorization", "header", made("Proxy-Authorization: Basic {v}", value=b64_user_pass)
    ),
    Kind(
        "auth_negotiate",
        "header",
        made(
            "Authorization: Negotiate {v}",
            "Authorization: NTLM {v}",
            value=lambda r: "TlRMTVNTUAAB" + b64(r, 60),
        ),
    ),
    Kind(
        "auth_token_param",
        "header",
        made(
            '"Authorization": "Token token={v}"',
            'Authorization: Token token="{v}"',
            value=lambda r: hexs(r, 32),
        ),
    ),
    # -- DSNs and connection strings ---------------------------------------------------
    Kind(
        "dsn_mysql",
        "dsn",
        made(
            "mysql+pymysql://root:{v}@127.0.0.1:3306/app",
            "DATABASE_URL=mariadb://app:{v}@db:3306/shop",
        ),
    ),
    Kind(
        "dsn_mongodb_srv",
        "dsn",
        made("mongodb+srv://admin:{v}@cluster0.ab1cd.mongodb.net/?retryWrites=true&w=majority"),
    ),
    Kind(
        "dsn_redis",
        "dsn",
        made(
            "redis://:{v}@cache:6379/0", "rediss://default:{v}@eu1-fine-cat-31337.upstash.io:6379"
        ),
    ),
    Kind(
        "dsn_amqp",
        "dsn",
        made(
            "amqp://app:{v}@rabbit:5672/%2F",
            "CELERY_BROKER_URL=amqps://worker:{v}@mq.corp:5671/prod",
        ),
    ),
    Kind(
        "dsn_ado_net",
        "dsn",
        made(
            "Server=tcp:db.database.windows.net,1433;Initial Catalog=shop;User ID=sa;"
            "Password={v};Encrypt=True;"
        ),
    ),
    Kind(
        "dsn_odbc_pwd",
        "dsn",
        made(
            "Driver={{ODBC Driver 18 for SQL Server}};Server=db;Database=shop;Uid=sa;Pwd={v};",
            "DSN=Warehouse;UID=etl;PWD={v}",
        ),
    ),
    Kind(
        "dsn_jdbc_oracle_thin",
        "dsn",
        made(
            "jdbc:oracle:thin:scott/{v}@db:1521/ORCL",
            "spring.datasource.url=jdbc:oracle:thin:app/{v}@//ora.corp:1521/SVC",
        ),
    ),
    Kind(
        "dsn_jdbc_query",
        "dsn",
        made(
            "jdbc:postgresql://db:5432/shop?user=app&password={v}&ssl=true",
            "jdbc:mysql://db:3306/app?user=root&password={v}",
        ),
    ),
    Kind(
        "dsn_jdbc_sqlserver",
        "dsn",
        made("jdbc:sqlserver://db:1433;databaseName=shop;user=sa;password={v};encrypt=true"),
    ),
    Kind(
        "dsn_clickhouse",
        "dsn",
        made(
            "clickhouse://default:{v}@ch:9000/default",
            "CLICKHOUSE_URL=clickhouse+http://etl:{v}@ch.corp:8123/logs",
        ),
    ),
    Kind(
        "dsn_libpq_keywords",
        "dsn",
        made(
            "host=db port=5432 dbname=shop user=app password={v} sslmode=require",
            "psql 'host=db user=app password={v} dbname=shop'",
        ),
    ),
    Kind(
        "azure_storage_conn",
        "dsn",
        made(
            "DefaultEndpointsProtocol=https;AccountName=acct;AccountKey={v};EndpointSuffix=core.windows.net",
            value=lambda r: b64(r, 86) + "==",
        ),
    ),
    Kind(
        "sas_signature",
        "dsn",
        made(
            "https://acct.blob.core.windows.net/c/f.zip?sv=2022-11-02&ss=b&srt=o&sp=r&se=2026-12-01T00:00:00Z&sig={v}",
            value=lambda r: alnum(r, 43) + "%3D",
        ),
    ),
    # -- key material --------------------------------------------------------------------
    Kind("putty_key", "key", _putty),
    Kind("ssh2_armour", "key", _ssh2),
    Kind(
        "age_secret_key",
        "key",
        made(
            "AGE-SECRET-KEY-1{v}",
            "# created: 2026-03-01\n# public key: age1{h32}\nAGE-SECRET-KEY-1{v}",
            value=lambda r: upper32(r, 58),
        ),
    ),
    Kind(
        "wireguard_private_key",
        "key",
        made(
            "[Interface]\nAddress = 10.8.0.2/24\nPrivateKey = {v}\nDNS = 1.1.1.1",
            value=lambda r: b64(r, 43) + "=",
        ),
    ),
    Kind("jwk_private", "key", _jwk),
    Kind("json_key_array", "key", _key_array),
    Kind("yaml_block_scalar", "key", _yaml_block),
    # -- URL-encoded forms -------------------------------------------------------------
    Kind(
        "form_password",
        "form",
        made(
            "grant_type=password&username=bob&password={v}&client_id=cli",
            "curl -d 'username=bob&password={v}' https://corp/login",
        ),
    ),
    Kind(
        "form_client_secret",
        "form",
        made(
            "client_id=app&client_secret={v}&grant_type=client_credentials",
            value=lambda r: urlsafe(r, 32),
        ),
    ),
    Kind(
        "urlencoded_assignment",
        "form",
        made(
            "redirect?next=%2Fhome&password%3D{v}%26user%3Dbob",
            "body=password%3D{v}%26remember%3D1",
        ),
    ),
    Kind(
        "urlencoded_json",
        "form",
        made("data=%7B%22user%22%3A%22bob%22%2C%22password%22%3A%22{v}%22%7D"),
    ),
    Kind(
        "query_api_key",
        "form",
        made(
            "https://api.corp/v1/data?apikey={v}&limit=10",
            "GET /search?q=x&api_key={v} HTTP/1.1",
            value=lambda r: alnum(r, 32),
        ),
    ),
    # -- prose ---------------------------------------------------------------------------
    Kind(
        "prose_password_is",
        "prose",
        made(
            "the password is {v}",
            "btw the staging db password is {v} if you need it",
            "Password for the admin account is {v}.",
        ),
    ),
    Kind(
        "prose_pass_colon",
        "prose",
        made("creds: user admin / pass: {v}", "login admin, pw: {v}", "user: deploy\npass: {v}"),
    ),
    Kind(
        "prose_use_as",
        "prose",
        made("use {v} as the password for staging", "try {v} as the root password"),
    ),
    Kind("prose_german", "prose", made("das Passwort ist {v}", "Passwort: {v}")),
    Kind("prose_french", "prose", made("le mot de passe est {v}", "mot de passe : {v}")),
    Kind("prose_spanish", "prose", made("la contraseña es {v}", "contraseña: {v}")),
    Kind(
        "prose_api_key",
        "prose",
        made("my api key: {v}", "here's the API key {v}", value=lambda r: alnum(r, 32)),
    ),
    # -- vendor prefixes missing from the tables ---------------------------------------
    _vendor("docker_pat", _prefixed("dckr_pat_", lambda r: urlsafe(r, 27))),
    _vendor(
        "tailscale_key", _prefixed("tskey-auth-", lambda r: alnum(r, 12) + "CNTRL-" + alnum(r, 32))
    ),
    _vendor("pulumi_token", _prefixed("pul-", lambda r: hexs(r, 40))),
    _vendor("contentful_pat", _prefixed("CFPAT-", lambda r: urlsafe(r, 43))),
    _vendor("planetscale_token", _prefixed("pscale_tkn_", lambda r: urlsafe(r, 43))),
    _vendor("cloudflare_token", _prefixed("cfut_", lambda r: alnum(r, 40) + hexs(r, 8))),
    _vendor("doppler_token", _prefixed("dp.pt.", lambda r: alnum(r, 43))),
    _vendor("nuget_key", _prefixed("oy2", lambda r: lower_alnum(r, 43))),
    _vendor("circleci_pat", _prefixed("CCIPAT_", lambda r: alnum(r, 22) + "_" + hexs(r, 40))),
    _vendor(
        "bitbucket_app_password", _prefixed("ATBB", lambda r: alnum(r, 24) + hexs(r, 8).upper())
    ),
    _vendor("jfrog_token", _prefixed("AKCp", lambda r: alnum(r, 69))),
    _vendor("dropbox_token", _prefixed("sl.", lambda r: urlsafe(r, 130))),
    _vendor("facebook_token", _prefixed("EAACEdEose0cBA", lambda r: alnum(r, 100))),
    _vendor("square_token", _prefixed("sq0atp-", lambda r: urlsafe(r, 22))),
    _vendor("rubygems_key", _prefixed("rubygems_", lambda r: hexs(r, 48))),
    _vendor("databricks_token", _prefixed("dapi", lambda r: hexs(r, 32))),
    _vendor("posthog_key", _prefixed("phx_", lambda r: alnum(r, 43))),
    _vendor(
        "mapbox_secret", _prefixed("sk.eyJ1Ijoi", lambda r: alnum(r, 40) + "." + urlsafe(r, 22))
    ),
    _vendor("langfuse_key", _prefixed("sk-lf-", uuid4)),
    _vendor("resend_key", _prefixed("re_", lambda r: alnum(r, 8) + "_" + alnum(r, 24))),
    _vendor("gitlab_runner_token", _prefixed("glrt-", lambda r: urlsafe(r, 20))),
    _vendor("terraform_token", lambda r: alnum(r, 14) + ".atlasv1." + urlsafe(r, 67)),
    _vendor("airtable_pat", lambda r: "pat" + alnum(r, 14) + "." + hexs(r, 64)),
)


def dev_samples(per_kind: int = 3) -> tuple[Sample, ...]:
    """`per_kind` samples of each dev kind; the same on every run."""
    return samples(KINDS, per_kind, "kenning-wide-secrets-dev")
