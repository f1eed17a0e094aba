"""Held-out 49's connection strings and URLs with credentials (`bench/secret_kinds_heldout49.py`).

Databases and brokers as URLs and key-value strings: Postgres (plain,
SQLAlchemy's `+asyncpg`, Prisma with a percent-encoded password, Supabase's
pooler, Neon's `npg_` password, CockroachDB), MySQL (`+pymysql` with
`%40`, PlanetScale), `mongodb+srv`, Redis (`redis://default:`,
`rediss://:pw@`, Upstash, a Celery broker), AMQP(S) with an encoded vhost,
ClickHouse, Snowflake, SQL Server (ODBC with a braced `Pwd={...}`,
ADO.NET), JDBC (Postgres, MySQL, SQL Server, Oracle thin `user/pass@`),
Neo4j (`neo4j+s://` and `auth=(...)`), Cassandra (Astra's `AstraCS:`
token), Elasticsearch, NATS, Kafka SASL (`sasl.jaas.config`,
librdkafka's `sasl.password`), Turso's `authToken`, MotherDuck's
`motherduck_token`, Databricks' `dapi` in a URL, Azure (Storage
`AccountKey=`, Service Bus `SharedAccessKey=`, Cosmos DB, a SAS `sig=`
percent-encoded), git and pip index URLs with tokens, FTP, SMTP with an
encoded user, Cloudinary's URL and an `otpauth://` seed.
"""

from __future__ import annotations

import random

from bench.secret_kinds import Kind, alnum, b64, hexs, lower_alnum, urlsafe
from bench.secret_kinds_heldout30_more import kind30 as k
from bench.secret_kinds_heldout49_keys import V, pw_url

__all__ = ["DSN_KINDS"]


def _sig(r: random.Random) -> str:
    """An Azure SAS `sig`, percent-encoded as a URL holds it."""
    raw = b64(r, 43) + "="
    return raw.replace("+", "%2B").replace("/", "%2F").replace("=", "%3D")


def _odbc_pw(r: random.Random) -> str:
    """A password with `;` and `=`, which ODBC needs in braces."""
    return f"{alnum(r, 7)};{alnum(r, 6)}={alnum(r, 3)}"


_SQL: tuple[Kind, ...] = (
    k(
        "postgres_url_sslmode",
        "dsn",
        "postgres://app:{v}@db.internal:5432/orders?sslmode=require",
        'DATABASE_URL="postgresql://app:{v}@localhost:5432/app_dev"',
        value=lambda r: alnum(r, 20),
    ),
    k(
        "sqlalchemy_asyncpg_url",
        "dsn",
        'SQLALCHEMY_DATABASE_URI = "postgresql+asyncpg://api:{v}@pg:5432/api"',
        "engine = create_async_engine('postgresql+asyncpg://api:{v}@127.0.0.1/api')",
        value=lambda r: alnum(r, 18),
    ),
    k(
        "prisma_url_percent_encoded",
        "dsn",
        'DATABASE_URL="postgresql://prisma:{v}@db.example.com:5432/shop?schema=public"',
        value=pw_url,
    ),
    k(
        "supabase_pooler_url",
        "dsn",
        "postgresql://postgres.{l20}:{v}@aws-0-eu-central-1.pooler.supabase.com:6543/postgres",
        value=lambda r: alnum(r, 16),
    ),
    k(
        "neon_npg_password_url",
        "dsn",
        "postgresql://neondb_owner:{v}@ep-{l8}-{l6}-pooler.eu-central-1.aws.neon.tech/neondb"
        "?sslmode=require&channel_binding=require",
        value=V["neon_pw"],
    ),
    k(
        "cockroach_cloud_url",
        "dsn",
        "postgresql://maxroach:{v}@free-tier14.aws-us-east-1.cockroachlabs.cloud:26257/"
        "defaultdb?sslmode=verify-full",
        value=lambda r: urlsafe(r, 22),
    ),
    k(
        "mysql_url_root",
        "dsn",
        "mysql://root:{v}@127.0.0.1:3306/shop",
        "DB_URL=mysql2://shop:{v}@mysql:3306/shop_production",
        value=lambda r: alnum(r, 16),
    ),
    k(
        "mysql_pymysql_encoded_at",
        "dsn",
        "mysql+pymysql://report:{v}@reports-db:3306/analytics?charset=utf8mb4",
        value=pw_url,
    ),
    k(
        "planetscale_mysql_url",
        "dsn",
        "mysql://{l12}:{v}@aws.connect.psdb.cloud/shop?sslaccept=strict",
        value=V["planetscale"],
    ),
    k(
        "mssql_odbc_braced_pwd",
        "dsn",
        "Driver={ODBC Driver 18 for SQL Server};Server=tcp:sql-prod.database.windows.net,1433;"
        "Database=shop;Uid=app;Pwd={{v}};Encrypt=yes;",
        value=_odbc_pw,
    ),
    k(
        "mssql_odbc_plain_pwd",
        "dsn",
        'conn = pyodbc.connect("DRIVER={ODBC Driver 18 for SQL Server};SERVER=localhost;'
        'DATABASE=erp;UID=sa;PWD={v};TrustServerCertificate=yes")',
    ),
    k(
        "adonet_password_segment",
        "dsn",
        '"DefaultConnection": "Server=localhost,1433;Database=Shop;User Id=sa;Password={v};'
        'TrustServerCertificate=True"',
        "Data Source=sql01;Initial Catalog=Billing;User ID=billing_app;Password='{v}';",
    ),
    k(
        "jdbc_urls_with_password",
        "dsn",
        "jdbc:postgresql://db:5432/app?user=app&password={v}&ssl=true",
        "jdbc:mysql://mysql:3306/shop?user=shop&password={v}&useSSL=false",
        "jdbc:sqlserver://sql:1433;databaseName=erp;user=sa;password={v};encrypt=true",
        value=lambda r: alnum(r, 18),
    ),
    k(
        "jdbc_oracle_thin_slash",
        "dsn",
        "jdbc:oracle:thin:scott/{v}@//ora.internal:1521/ORCLPDB1",
        "sqlplus system/{v}@//localhost:1521/FREEPDB1",
        value=lambda r: alnum(r, 14),
    ),
    k(
        "snowflake_sqlalchemy_url",
        "dsn",
        "snowflake://ETL_USER:{v}@xy12345.eu-central-1/ANALYTICS/PUBLIC"
        "?warehouse=ETL_WH&role=LOADER",
        value=lambda r: alnum(r, 20),
    ),
    k(
        "clickhouse_url_secure",
        "dsn",
        "clickhouse://default:{v}@abc123.eu-west-1.aws.clickhouse.cloud:9440/default?secure=true",
        "CLICKHOUSE_URL=https://default:{v}@ch.internal:8443",
        value=lambda r: alnum(r, 16) + "~" + alnum(r, 3),
    ),
)

_NOSQL: tuple[Kind, ...] = (
    k(
        "mongodb_srv_atlas",
        "dsn",
        "mongodb+srv://app:{v}@cluster0.{l5}.mongodb.net/?retryWrites=true&w=majority"
        "&appName=Cluster0",
        "MONGO_URI=mongodb+srv://admin:{v}@prod.{l5}.mongodb.net/shop",
        value=lambda r: alnum(r, 16),
    ),
    k(
        "mongodb_encoded_password",
        "dsn",
        "mongodb://root:{v}@localhost:27017/?authSource=admin",
        value=pw_url,
    ),
    k(
        "redis_url_default_user",
        "dsn",
        "redis://default:{v}@redis-1{d4}.c1.eu-west-1-2.ec2.redns.redis-cloud.com:1{d4}",
        value=lambda r: alnum(r, 32),
    ),
    k(
        "rediss_empty_user",
        "dsn",
        "REDIS_URL=rediss://:{v}@cache.example.com:6380/0",
        "CELERY_BROKER_URL=redis://:{v}@redis:6379/1",
        value=lambda r: alnum(r, 24),
    ),
    k(
        "upstash_redis_url_token",
        "dsn",
        "rediss://default:{v}@{l8}-4{d4}.upstash.io:6379",
        'UPSTASH_REDIS_REST_TOKEN="{v}"',
        value=lambda r: "AY" + urlsafe(r, 58) + "=",
    ),
    k(
        "neo4j_aura_url",
        "dsn",
        "NEO4J_URI=neo4j+s://{h8}.databases.neo4j.io\nNEO4J_USERNAME=neo4j\nNEO4J_PASSWORD={v}",
        'driver = GraphDatabase.driver("neo4j://localhost:7687", auth=("neo4j", "{v}"))',
        value=lambda r: urlsafe(r, 43),
    ),
    k(
        "astra_cs_token",
        "dsn",
        "ASTRA_DB_APPLICATION_TOKEN={v}\nASTRA_DB_API_ENDPOINT=https://{uuid}-us-east1.apps.astra"
        ".datastax.com",
        value=lambda r: f"AstraCS:{alnum(r, 24)}:{hexs(r, 64)}",
    ),
    k(
        "elasticsearch_url_userinfo",
        "dsn",
        "ELASTICSEARCH_URL=https://elastic:{v}@es.example.com:9243",
        "es = Elasticsearch('https://elastic:{v}@localhost:9200', verify_certs=False)",
        value=lambda r: alnum(r, 24),
    ),
    k(
        "turso_libsql_auth_token",
        "dsn",
        "libsql://shop-acme.aws-eu-west-1.turso.io?authToken={v}",
        'TURSO_AUTH_TOKEN="{v}"',
        value=V["jwt"],
    ),
    k(
        "motherduck_md_token_query",
        "dsn",
        "duckdb.connect('md:analytics?motherduck_token={v}')",
        value=V["jwt"],
    ),
    k(
        "databricks_token_url",
        "dsn",
        "databricks://token:{v}@adb-{d16}.7.azuredatabricks.net:443/default"
        "?http_path=/sql/1.0/warehouses/{h16}",
        value=V["databricks"],
    ),
)

_BROKERS: tuple[Kind, ...] = (
    k(
        "amqps_encoded_vhost",
        "dsn",
        "amqps://orders:{v}@rabbit.internal:5671/%2Fprod",
        "AMQP_URL=amqp://guest:{v}@localhost:5672/",
        value=lambda r: alnum(r, 20),
    ),
    k(
        "nats_url_userinfo",
        "dsn",
        "NATS_URL=nats://svc:{v}@nats.internal:4222",
        'nc, err := nats.Connect("tls://ops:{v}@connect.ngs.global")',
        value=lambda r: alnum(r, 22),
    ),
    k(
        "kafka_sasl_jaas_config",
        "dsn",
        "sasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required "
        'username="{U16}" password="{v}";',
        value=lambda r: alnum(r, 64),
    ),
    k(
        "librdkafka_sasl_password",
        "dsn",
        "bootstrap.servers=pkc-{l5}.eu-west-1.aws.confluent.cloud:9092\nsecurity.protocol=SASL_SSL"
        "\nsasl.mechanisms=PLAIN\nsasl.username={U16}\nsasl.password={v}",
        "KAFKA_SASL_PASSWORD={v}",
        value=lambda r: b64(r, 64),
    ),
    k(
        "mqtts_url_userinfo",
        "dsn",
        "MQTT_URL=mqtts://sensor01:{v}@{h16}.s1.eu.hivemq.cloud:8883",
        value=lambda r: alnum(r, 18),
    ),
    k(
        "azure_storage_account_key",
        "dsn",
        "DefaultEndpointsProtocol=https;AccountName=acmeprod;AccountKey={v};"
        "EndpointSuffix=core.windows.net",
        value=V["azure_storage"],
    ),
    k(
        "azure_service_bus_sas_key",
        "dsn",
        "Endpoint=sb://acme.servicebus.windows.net/;SharedAccessKeyName="
        "RootManageSharedAccessKey;SharedAccessKey={v}",
        value=V["azure_sas_key"],
    ),
    k(
        "cosmos_account_key",
        "dsn",
        "AccountEndpoint=https://acme-cosmos.documents.azure.com:443/;AccountKey={v};",
        value=V["azure_storage"],
    ),
    k(
        "azure_sas_sig_encoded",
        "dsn",
        "https://acmeprod.blob.core.windows.net/backups?sv=2022-11-02&ss=b&srt=co&sp=rwdlac"
        "&se=2026-12-31T23:59:59Z&st=2026-03-01T00:00:00Z&spr=https&sig={v}",
        value=_sig,
    ),
)

_URLS: tuple[Kind, ...] = (
    k(
        "git_remote_x_access_token",
        "dsn",
        "git remote set-url origin https://x-access-token:{v}@github.com/acme/api.git",
        "git clone https://octo-bot:{v}@github.com/acme/infra.git",
        value=V["github_app"],
    ),
    k(
        "pip_extra_index_token_url",
        "dsn",
        "pip install acme-core --extra-index-url https://__token__:{v}@gitlab.example.com/api/v4"
        "/projects/42/packages/pypi/simple",
        "UV_INDEX_URL=https://gitlab+deploy-token-7:{v}@gitlab.example.com/api/v4/projects"
        "/42/packages/pypi/simple",
        value=V["gitlab_deploy"],
    ),
    k(
        "ftp_url_userinfo",
        "dsn",
        "ftp://deploy:{v}@ftp.example.com/public_html",
        "sftp://backup:{v}@files.example.com:2222/srv/backups",
        value=lambda r: alnum(r, 14),
    ),
    k(
        "smtp_url_encoded_user",
        "dsn",
        "MAIL_URL=smtps://postmaster%40mg.example.com:{v}@smtp.mailgun.org:465",
        "EMAIL_URL=smtp://apikey:{v}@smtp.sendgrid.net:587",
        value=lambda r: alnum(r, 32),
    ),
    k(
        "cloudinary_url_secret",
        "dsn",
        "CLOUDINARY_URL=cloudinary://{d15}:{v}@acme-media",
        value=lambda r: urlsafe(r, 27),
    ),
    k(
        "otpauth_uri_secret",
        "dsn",
        "otpauth://totp/Acme:ops@example.com?secret={v}&issuer=Acme&digits=6",
        value=V["totp"],
    ),
    k(
        "slack_incoming_webhook_path",
        "dsn",
        "https://hooks.slack.com/services/T{U8}/B{U10}/{v}",
        "SLACK_WEBHOOK_URL=https://hooks.slack.com/services/T{U8}/B{U10}/{v}",
        value=lambda r: alnum(r, 24),
    ),
    k(
        "discord_webhook_url_token",
        "dsn",
        "https://discord.com/api/webhooks/1{d18}/{v}",
        value=lambda r: urlsafe(r, 68),
    ),
    k(
        "registry_creds_user_colon_pass",
        "cli",
        "skopeo copy --src-creds ci:{v} docker://registry.example.com/acme/api:2.4.1 "
        "docker-archive:api.tar",
        "crane auth login registry.example.com -u ci -p {v}",
        value=lambda r: lower_alnum(r, 32),
    ),
)

DSN_KINDS: tuple[Kind, ...] = (*_SQL, *_NOSQL, *_BROKERS, *_URLS)
