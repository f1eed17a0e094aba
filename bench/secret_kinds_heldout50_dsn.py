"""Held-out 50's DSN kinds (`bench/secret_kinds_heldout50.py`).

Passwords and tokens inside the connection strings of the databases and
brokers a 2026 backend talks to, as URLs, key=value strings, JDBC and ODBC
strings and client config: PostgreSQL (URL-encoded passwords, SQLAlchemy's
`postgresql+asyncpg`, libpq's `password=`, `.pgpass`, Supabase's pooler,
Neon's `npg_`), MySQL (`mysql+pymysql`, PlanetScale's `pscale_pw_`),
MongoDB (`mongodb+srv`, percent-encoded), Redis (`redis://default:`,
`rediss://` on Upstash, Sidekiq's `REDIS_URL`), AMQP and AMQPS, ClickHouse
(native and HTTPS), Snowflake (SQLAlchemy URL, `connections.toml`), SQL
Server (ODBC `Pwd=`, ADO.NET, `mssql+pyodbc`, Go's `sqlserver://`), JDBC
(MySQL's `password=`, Oracle's `user/pass@`), CockroachDB, Neo4j
(`neo4j+s://` and a driver's `auth=`), Cassandra, Elasticsearch (a URL and
an API key), NATS, Kafka SASL (JAAS, Confluent's `sasl.password`, kcat's
`-X`), MQTT, InfluxDB, Turso's `authToken=`, Symfony's `MAILER_DSN`, SFTP
and an SQS broker URL with a URL-encoded AWS secret; in `.env` lines, Bash
calls, code, and a log line that prints its DSN.
"""

from __future__ import annotations

import random
import string
import urllib.parse

from bench.secret_kinds import Kind, alnum, b64, hexs, lower_alnum, pick, urlsafe
from bench.secret_kinds_heldout30_more import kind30 as k
from bench.secret_kinds_heldout50_cli import L, cc_bash, codex, fill, gemini_sh, jwt

__all__ = ["DSN_KINDS"]


def _awkward_pw(r: random.Random) -> str:
    """A generated password with the characters a URL must encode."""
    body = alnum(r, 16)
    marks = r.sample("@:/#?%", 3)
    return body[:5] + marks[0] + body[5:10] + marks[1] + body[10:] + marks[2]


def _pg_encoded(r: random.Random) -> tuple[str, str]:
    enc = urllib.parse.quote(_awkward_pw(r), safe="")
    return enc, f'DATABASE_URL="postgresql://app_user:{enc}@db.internal:5432/app?sslmode=require"'


def _mongo_encoded(r: random.Random) -> tuple[str, str]:
    enc = urllib.parse.quote(_awkward_pw(r), safe="")
    text = (
        f"mongosh 'mongodb://reporting:{enc}@mongo-0.mongo:27017,mongo-1.mongo:27017/"
        "analytics?replicaSet=rs0&authSource=admin'"
    )
    return enc, fill(r, cc_bash(text, "Connect to the replica set"))


def _sqs_broker(r: random.Random) -> tuple[str, str]:
    secret = alnum(r, 2) + pick(r, string.ascii_letters + string.digits + "+/", 38)
    enc = urllib.parse.quote(secret, safe="")
    key_id = "AKIA" + pick(r, string.ascii_uppercase + "234567", 16)
    return enc, f"CELERY_BROKER_URL=sqs://{key_id}:{enc}@"


def _neon(r: random.Random) -> str:
    return "npg_" + alnum(r, 12)


_SQL: tuple[Kind, ...] = (
    Kind("pg_url_percent_encoded_password", "dsn", _pg_encoded),
    k(
        "sqlalchemy_create_async_engine_url",
        "dsn",
        'engine = create_async_engine("postgresql+asyncpg://svc:{v}@10.0.4.7:5432/ledger")',
    ),
    k(
        "libpq_conninfo_password_kv",
        "dsn",
        'psql "host=db.internal port=5432 dbname=crm user=crm_ro password={v} sslmode=verify-full"',
        codex("psql 'host=127.0.0.1 user=postgres password={v} dbname=postgres' -c 'select 1'"),
    ),
    k(
        "cat_pgpass_host_port_db_user_pw",
        "dsn",
        "$ cat ~/.pgpass\ndb.internal:5432:orders:orders_app:{v}",
    ),
    k(
        "supabase_pooler_6543_pgbouncer_url",
        "dsn",
        "DATABASE_URL=postgresql://postgres.{l20}:{v}@aws-0-eu-central-1.pooler.supabase.com"
        ":6543/postgres?pgbouncer=true",
        value=lambda r: alnum(r, 20),
    ),
    k(
        "cc_neon_npg_prisma_migrate_url",
        "dsn",
        cc_bash(
            "DATABASE_URL='postgresql://neondb_owner:{v}@ep-quiet-leaf-a5{l6}-pooler.eu-central-1"
            ".aws.neon.tech/neondb?sslmode=require' npx prisma migrate deploy"
        ),
        value=_neon,
    ),
    k(
        "mysql_pymysql_engine_url",
        "dsn",
        "engine = create_engine('mysql+pymysql://shop:{v}@127.0.0.1:3306/shop?charset=utf8mb4')",
    ),
    k(
        "planetscale_pscale_pw_url",
        "dsn",
        'DATABASE_URL="mysql://{l12}:{v}@aws.connect.psdb.cloud/inventory?sslaccept=strict"',
        value=lambda r: "pscale_pw_" + urlsafe(r, 43),
    ),
    k(
        "cockroach_sql_url_verify_full",
        "dsn",
        "cockroach sql --url 'postgresql://maxroach:{v}@free-tier14.aws-eu-west-1"
        ".cockroachlabs.cloud:26257/defaultdb?sslmode=verify-full'",
        value=lambda r: urlsafe(r, 22),
    ),
    k(
        "go_sqlserver_url",
        "dsn",
        'db, err := sql.Open("sqlserver", "sqlserver://sa:{v}@localhost:1433?database=inventory")',
    ),
    k(
        "odbc_pwd_braced_driver",
        "dsn",
        "conn = pyodbc.connect('Driver={ODBC Driver 18 for SQL Server};Server=tcp:acme-sql"
        ".database.windows.net,1433;Database=sales;Uid=sqladmin;Pwd={v};Encrypt=yes;')",
    ),
    k(
        "adonet_user_id_password",
        "dsn",
        '"ConnectionStrings": { "Default": "Server=localhost,1433;Database=Shop;User Id=sa;'
        'Password={v};TrustServerCertificate=True" }',
    ),
    k(
        "mssql_pyodbc_url",
        "dsn",
        "SQLALCHEMY_DATABASE_URI = 'mssql+pyodbc://etl:{v}@sql01:1433/dw?driver=ODBC+Driver+18+for"
        "+SQL+Server'",
    ),
    k(
        "jdbc_mysql_query_password",
        "dsn",
        "spring.datasource.url=jdbc:mysql://db:3306/shop?user=shop&password={v}&useSSL=true",
    ),
    k(
        "jdbc_oracle_thin_user_slash_pw_java",
        "dsn",
        'String url = "jdbc:oracle:thin:reporting/{v}@//oradb.internal:1521/ORCLPDB1";',
    ),
    k(
        "snowflake_sqlalchemy_url_wh_role",
        "dsn",
        "snowflake://etl_user:{v}@xy12345.eu-central-1/ANALYTICS/PUBLIC?warehouse=TRANSFORM_WH"
        "&role=TRANSFORMER",
    ),
    k(
        "snowflake_connections_toml_dev_pw",
        "dsn",
        L(
            "[connections.dev]",
            'account = "acme-analytics"',
            'user = "dbt_dev"',
            'password = "{v}"',
            'warehouse = "DEV_WH"',
        ),
    ),
    k(
        "clickhouse_native_url",
        "dsn",
        "CLICKHOUSE_URL=clickhouse://default:{v}@ch.internal:9000/events",
        "clickhouse-client 'clickhouse://default:{v}@localhost:9000/default'",
    ),
    k(
        "clickhouse_cloud_https_url",
        "dsn",
        "curl 'https://default:{v}@{l10}.eu-west-1.aws.clickhouse.cloud:8443/?query=SELECT+1'",
        value=lambda r: alnum(r, 2) + pick(r, string.ascii_letters + string.digits + "~._", 14),
    ),
)

_NOSQL: tuple[Kind, ...] = (
    k(
        "mongodb_srv_atlas_url",
        "dsn",
        'MONGODB_URI="mongodb+srv://app:{v}@cluster0.{l5}.mongodb.net/?retryWrites=true&w=majority'
        '&appName=Cluster0"',
        value=lambda r: alnum(r, 16),
    ),
    Kind("mongodb_percent_encoded_replset", "dsn", _mongo_encoded),
    k(
        "redis_cloud_default_user",
        "dsn",
        "REDIS_URL=redis://default:{v}@redis-1{d4}.c2{d2}.eu-west-1-1.ec2.redns.redis-cloud.com"
        ":1{d4}",
        value=lambda r: alnum(r, 32),
    ),
    k(
        "upstash_rediss_url",
        "dsn",
        gemini_sh("redis-cli --tls -u rediss://default:{v}@eu1-{l8}.upstash.io:6379 PING"),
        value=lambda r: "A" + alnum(r, 3) + "AAIjcDE" + urlsafe(r, 40),
    ),
    k(
        "sidekiq_redis_url_ruby",
        "dsn",
        "Sidekiq.configure_server { |c| c.redis = { url: 'redis://:{v}@10.0.2.9:6379/1' } }",
    ),
    k(
        "neo4j_aura_uri_env_creds",
        "dsn",
        "NEO4J_URI=neo4j+s://neo4j:{v}@{h8}.databases.neo4j.io",
        value=lambda r: urlsafe(r, 43),
    ),
    k(
        "neo4j_driver_auth_tuple",
        "dsn",
        'driver = GraphDatabase.driver("neo4j+s://{h8}.databases.neo4j.io", auth=("neo4j", "{v}"))',
        value=lambda r: urlsafe(r, 43),
    ),
    k(
        "cassandra_plaintext_auth_provider",
        "dsn",
        "auth = PlainTextAuthProvider(username='app_rw', password='{v}')\n"
        "cluster = Cluster(['10.0.5.11', '10.0.5.12'], auth_provider=auth)",
    ),
    k(
        "elasticsearch_url_creds",
        "dsn",
        "ELASTICSEARCH_URL=https://elastic:{v}@es01.internal:9200",
    ),
    k(
        "elastic_cloud_api_key_b64",
        "dsn",
        'es = Elasticsearch(cloud_id="prod:{k40}", api_key="{v}")',
        value=lambda r: b64(r, 58) + "==",
    ),
    k(
        "influxdb_token_config",
        "dsn",
        L(
            "[[outputs.influxdb_v2]]",
            '  urls = ["https://eu-central-1-1.aws.cloud2.influxdata.com"]',
            '  token = "{v}"',
            '  organization = "acme"',
        ),
        value=lambda r: b64(r, 86) + "==",
    ),
    k(
        "turso_libsql_url_authtoken_query",
        "dsn",
        "TURSO_DATABASE_URL=libsql://app-db-acme.turso.io?authToken={v}",
        value=jwt,
    ),
)

_BROKERS: tuple[Kind, ...] = (
    k(
        "amqp_url_vhost_encoded",
        "dsn",
        "AMQP_URL=amqp://orders:{v}@rabbit.internal:5672/%2F",
    ),
    k(
        "cloudamqp_amqps_url",
        "dsn",
        "CLOUDAMQP_URL=amqps://{l8}:{v}@rat.rmq2.cloudamqp.com/{l8}",
        value=lambda r: urlsafe(r, 32),
    ),
    k(
        "nats_url_user_pass",
        "dsn",
        'nc, err := nats.Connect("nats://billing:{v}@nats.internal:4222")',
    ),
    k(
        "kafka_jaas_plain_login",
        "dsn",
        L(
            "security.protocol=SASL_SSL",
            "sasl.mechanism=PLAIN",
            "sasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required "
            'username="orders-producer" password="{v}";',
        ),
    ),
    k(
        "confluent_sasl_password",
        "dsn",
        L(
            "bootstrap.servers=pkc-{l5}.eu-west-1.aws.confluent.cloud:9092",
            "sasl.username={U16}",
            "sasl.password={v}",
        ),
        value=lambda r: alnum(r, 2) + pick(r, string.ascii_letters + string.digits + "+/", 62),
    ),
    k(
        "kcat_x_sasl_password",
        "dsn",
        "kcat -b broker:9093 -X security.protocol=SASL_SSL -X sasl.mechanisms=SCRAM-SHA-512 "
        "-X sasl.username=etl -X sasl.password={v} -t events -C -c 5",
    ),
    k(
        "mqtts_broker_url",
        "dsn",
        "MQTT_URL=mqtts://sensor-gw:{v}@{h32}.s1.eu.hivemq.cloud:8883",
    ),
    k(
        "symfony_mailer_dsn",
        "dsn",
        "MAILER_DSN=smtp://apikey:{v}@smtp.sendgrid.net:587",
        value=lambda r: "SG." + urlsafe(r, 22) + "." + urlsafe(r, 43),
    ),
    k(
        "sftp_url_in_deploy_log",
        "dsn",
        "Uploading dist/ to sftp://deploy:{v}@files.example.com:22/www",
    ),
    Kind("sqs_broker_url_encoded_secret", "dsn", _sqs_broker),
    k(
        "app_log_prints_dsn",
        "dsn",
        "2026-01-14T09:12:44.120Z INFO  db: connecting to postgres://api:{v}@pg-primary:5432/api "
        "(pool=20)",
        value=lambda r: lower_alnum(r, 20),
    ),
    k(
        "git_remote_oauth2_token_url",
        "dsn",
        "git clone https://oauth2:{v}@gitlab.example.com/platform/infra.git",
        value=lambda r: "glpat-" + urlsafe(r, 20),
    ),
    k(
        "composer_auth_json_http_basic",
        "dsn",
        '{"http-basic": {"repo.packagist.com": {"username": "token", "password": "{v}"}}}',
        value=lambda r: hexs(r, 40),
    ),
)

DSN_KINDS: tuple[Kind, ...] = (*_SQL, *_NOSQL, *_BROKERS)
