"""Held-out 45's BI, ETL, streaming and ML data kinds (`bench/secret_kinds_heldout45.py`).

BI tools: Metabase (`MB_DB_PASS`, `MB_ENCRYPTION_SECRET_KEY`, an API key in an
`x-api-key` header, a session id from `/api/session`), Superset
(`superset_config.py`'s `SECRET_KEY` and `SQLALCHEMY_DATABASE_URI`, a
database's URI in a `databases` import YAML), Tableau (a personal access
token's secret in `tabcmd` and in `tableauserverclient`, a `tsm` admin
password), Looker (`looker.ini`'s API3 `client_secret`), Redash's and
Grafana's data source passwords. ETL: Fivetran's key and secret as Basic
auth, Airbyte (a source's `connectionConfiguration` JSON, `octavia`'s
secrets, the Airbyte API's client secret), Meltano (`meltano config …
set`, `meltano.yml`'s plugin config, `.env` of `TAP_…_PASSWORD`), Singer taps'
`config.json`, Stitch's import API token, dlt's `secrets.toml`. Streaming:
Kafka SASL/JAAS lines in `client.properties` and in a `KAFKA_OPTS`,
`kcat -X sasl.password=`, librdkafka in Python, Confluent Cloud (`confluent
api-key create` printing the secret, a Schema Registry's `basic.auth.user.info`),
Kafka Connect's connector JSON with a `connection.password`, Debezium's
`database.password`, Kinesis through an `aws configure set`, Redpanda's
`rpk` flags, Event Hubs' Kafka password (a connection string). ML data
tooling: DVC remotes (`dvc remote modify --local … secret_access_key`,
`.dvc/config.local`, `gdrive_client_secret`, a WebDAV password), MLflow
(`MLFLOW_TRACKING_PASSWORD`, a tracking URI with user and password, a
`--backend-store-uri`), Label Studio's token, W&B's `.netrc` and
`wandb login`, ClearML's `clearml.conf` `secret_key`, Great Expectations'
datasource connection string, and a Feast `feature_store.yaml`.
"""

from __future__ import annotations

import base64
import random

from bench.secret_kinds import Kind, alnum, b64, uuid4
from bench.secret_kinds_heldout30_more import kind30 as k
from bench.secret_kinds_heldout45_nb import aws_secret, enc_pw, gocspx, hex40, tok

__all__ = ["ETL_KINDS", "confluent_secret"]


def confluent_secret(r: random.Random) -> str:
    """A Confluent Cloud API secret: 64 characters of base64's alphabet."""
    return b64(r, 64)


def _tableau_pat(r: random.Random) -> str:
    return b64(r, 22) + "==:" + alnum(r, 32)


def _basic(r: random.Random) -> str:
    return base64.b64encode(f"{alnum(r, 16)}:{alnum(r, 32)}".encode()).decode()


_BI: tuple[Kind, ...] = (
    k(
        "metabase_env_db_pass",
        "config",
        "MB_DB_TYPE=postgres\nMB_DB_DBNAME=metabase\nMB_DB_USER=metabase\nMB_DB_PASS={v}\n"
        "MB_DB_HOST=pg-mb",
        '      MB_DB_PASS: "{v}"\n      MB_JETTY_PORT: 3000',
    ),
    k(
        "metabase_encryption_secret_key",
        "config",
        "MB_ENCRYPTION_SECRET_KEY={v}",
        "docker run -d -p 3000:3000 -e MB_ENCRYPTION_SECRET_KEY='{v}' metabase/metabase",
        value=lambda r: b64(r, 44),
    ),
    k(
        "metabase_api_key_header",
        "header",
        "curl -H 'x-api-key: {v}' https://metabase.corp/api/card/{d3}/query/json",
        value=lambda r: "mb_" + b64(r, 43),
    ),
    k(
        "metabase_session_id",
        "output",
        "$ curl -s -X POST https://metabase.corp/api/session -d @login.json -H 'Content-Type: "
        'application/json\'\n{"id":"{v}"}',
        "curl -H 'X-Metabase-Session: {v}' https://metabase.corp/api/user/current",
        value=lambda r: uuid4(r, "b"),
    ),
    k(
        "superset_config_secret_key",
        "code",
        "SECRET_KEY = '{v}'\nSQLALCHEMY_DATABASE_URI = 'sqlite:////app/superset_home/superset.db'",
        "SUPERSET_SECRET_KEY={v}",
        value=lambda r: b64(r, 42),
    ),
    k(
        "superset_sqlalchemy_uri",
        "dsn",
        "SQLALCHEMY_DATABASE_URI = 'postgresql+psycopg2://superset:{v}@pg-superset:5432/superset'",
        value=enc_pw,
    ),
    k(
        "superset_databases_import_yaml",
        "config",
        "databases:\n- database_name: warehouse\n  sqlalchemy_uri: trino://bi:{v}@trino.corp:443/"
        "hive\n  expose_in_sqllab: true",
        "superset set-database-uri -d dw -u 'snowflake://BI:{v}@xy{d5}/ANALYTICS/PUBLIC'",
        value=enc_pw,
    ),
    k(
        "tableau_pat_tabcmd",
        "cli",
        "tabcmd login -s https://tableau.corp --token-name ci-publisher --token-value {v}",
        "tabcmd login -s https://10ax.online.tableau.com -t acme --token-name etl "
        "--token-value '{v}'",
        value=_tableau_pat,
    ),
    k(
        "tableau_tsc_pat_python",
        "code",
        "auth = TSC.PersonalAccessTokenAuth('refresh-bot', '{v}', site_id='finance')\n"
        "server = TSC.Server('https://tableau.corp', use_server_version=True)",
        value=_tableau_pat,
    ),
    k(
        "tableau_tsm_password",
        "cli",
        "tsm login -u tabadmin -p '{v}'\ntsm maintenance backup -f ts_backup -d",
    ),
    k(
        "looker_ini_and_lookersdk_client_secret",
        "config",
        "[Looker]\nbase_url=https://acme.cloud.looker.com\nclient_id={k20}\nclient_secret={v}\n"
        "verify_ssl=True",
        "LOOKERSDK_CLIENT_SECRET={v}\nLOOKERSDK_BASE_URL=https://acme.cloud.looker.com",
        value=lambda r: alnum(r, 24),
    ),
    k(
        "redash_grafana_datasource_password",
        "config",
        "apiVersion: 1\ndatasources:\n  - name: ClickHouse\n    type: grafana-clickhouse-"
        "datasource\n    secureJsonData:\n      password: {v}",
        '{"name": "dw", "type": "pg", "options": {"host": "dw", "user": "redash", '
        '"password": "{v}", "dbname": "dw"}}',
    ),
)

_ETL: tuple[Kind, ...] = (
    k(
        "fivetran_basic_auth",
        "header",
        "curl -u {k16}:{v} https://api.fivetran.com/v1/groups",
        "FIVETRAN_API_SECRET={v}\nFIVETRAN_API_KEY={k16}",
        value=lambda r: alnum(r, 32),
    ),
    k(
        "fivetran_basic_header_b64",
        "header",
        "Authorization: Basic {v}",
        "headers = {'Authorization': 'Basic {v}'}  # fivetran key:secret",
        value=_basic,
    ),
    k(
        "airbyte_source_connection_config",
        "config",
        '{"sourceDefinitionId": "{uuid}", "connectionConfiguration": {"host": "pg-app", "port": '
        '5432, "database": "app", "username": "airbyte", "password": "{v}", "ssl": true}}',
    ),
    k(
        "airbyte_api_client_secret",
        "cli",
        'curl -X POST https://api.airbyte.com/v1/applications/token -d \'{"client_id": '
        '"{uuid}", "client_secret": "{v}"}\'',
        value=lambda r: alnum(r, 32),
    ),
    k(
        "octavia_secrets_yaml",
        "config",
        "configuration:\n  credentials:\n    auth_type: Client\n    client_secret: {v}\n"
        "    refresh_token: ${SALESFORCE_REFRESH_TOKEN}",
        value=tok,
    ),
    k(
        "meltano_config_plugin_set_password",
        "cli",
        "meltano config tap-postgres set password {v}",
        "meltano config target-snowflake set password '{v}'",
    ),
    k(
        "meltano_yml_plugin_config",
        "config",
        "plugins:\n  extractors:\n  - name: tap-github\n    config:\n      repository: acme/app\n"
        "      auth_token: {v}",
        value=lambda r: "ghp_" + alnum(r, 36),
    ),
    k(
        "meltano_env_tap_password",
        "config",
        "TAP_MYSQL_PASSWORD={v}\nTARGET_POSTGRES_PASSWORD='{k14}'",
        'TARGET_SNOWFLAKE_PASSWORD="{v}"',
    ),
    k(
        "singer_tap_config_json",
        "config",
        '{\n  "host": "shop-db.internal",\n  "port": 3306,\n  "user": "singer",\n  "password": '
        '"{v}",\n  "database": "shop"\n}',
        '{"api_key": "{v}", "start_date": "2026-01-01T00:00:00Z", "user_agent": "tap-x"}',
        value=tok,
    ),
    k(
        "stitch_import_batch_bearer_token",
        "header",
        "curl -X POST https://api.stitchdata.com/v2/import/batch -H 'Authorization: Bearer {v}' "
        "-H 'Content-Type: application/json' -d @batch.json",
        value=lambda r: alnum(r, 64),
    ),
    k(
        "dlt_secrets_toml_sql_and_bigquery",
        "config",
        '[sources.sql_database.credentials]\ndrivername = "postgresql"\nusername = "loader"\n'
        'password = "{v}"\nhost = "app-db"',
        '[destination.bigquery.credentials]\nproject_id = "analytics"\nprivate_key = "-----BEGIN '
        'PRIVATE KEY-----\\n{v}\\n-----END PRIVATE KEY-----\\n"',
        value=lambda r: alnum(r, 64),
    ),
)

_STREAM: tuple[Kind, ...] = (
    k(
        "kafka_client_properties_jaas",
        "config",
        "security.protocol=SASL_SSL\nsasl.mechanism=PLAIN\nsasl.jaas.config=org.apache.kafka."
        'common.security.plain.PlainLoginModule required username="{U16}" password="{v}";',
        value=confluent_secret,
    ),
    k(
        "kafka_scram_jaas_kafka_opts",
        "config",
        "export KAFKA_OPTS='-Djava.security.auth.login.config=/etc/kafka/jaas.conf'\n$ cat "
        "/etc/kafka/jaas.conf\nKafkaClient {\n  org.apache.kafka.common.security.scram."
        'ScramLoginModule required\n  username="etl"\n  password="{v}";\n};',
    ),
    k(
        "kcat_x_sasl_password_confluent",
        "cli",
        "kcat -b pkc-{l5}.eu-west-1.aws.confluent.cloud:9092 -X security.protocol=SASL_SSL -X "
        "sasl.mechanisms=PLAIN -X sasl.username={U16} -X sasl.password={v} -L",
        value=confluent_secret,
    ),
    k(
        "librdkafka_python_conf",
        "code",
        "conf = {'bootstrap.servers': 'broker:9093', 'security.protocol': 'SASL_SSL', "
        "'sasl.mechanism': 'SCRAM-SHA-512', 'sasl.username': 'etl', 'sasl.password': '{v}'}",
        "producer = KafkaProducer(bootstrap_servers='b1:9096', sasl_mechanism='SCRAM-SHA-512', "
        "sasl_plain_username='svc', sasl_plain_password='{v}')",
    ),
    k(
        "confluent_api_key_create_output",
        "output",
        "$ confluent api-key create --resource lkc-{l6}\nIt may take a couple of minutes for "
        "the API key to be ready.\nSave the API key and secret. The secret is not retrievable "
        "later.\n+------------+-------------------------------------------------------"
        "-----------+\n| API Key    | {U16}                                                 |\n"
        "| API Secret | {v} |"
        "\n+------------+------------------------------------------------------------------+",
        value=confluent_secret,
    ),
    k(
        "schema_registry_basic_auth_user_info",
        "config",
        "schema.registry.url=https://psrc-{l5}.eu-central-1.aws.confluent.cloud\n"
        "basic.auth.credentials.source=USER_INFO\nbasic.auth.user.info={U16}:{v}",
        value=confluent_secret,
    ),
    k(
        "kafka_connect_connector_json",
        "config",
        '{"name": "jdbc-sink-orders", "config": {"connector.class": "io.confluent.connect.jdbc.'
        'JdbcSinkConnector", "connection.url": "jdbc:postgresql://dw:5432/dw", '
        '"connection.user": "connect", "connection.password": "{v}", "topics": "orders"}}',
    ),
    k(
        "debezium_database_password",
        "config",
        '{"connector.class": "io.debezium.connector.mysql.MySqlConnector", "database.hostname": '
        '"shop-db", "database.user": "debezium", "database.password": "{v}", '
        '"topic.prefix": "shop"}',
        "database.password={v}\ndatabase.server.id=1{d5}",
    ),
    k(
        "kinesis_aws_configure_set",
        "cli",
        "aws configure set aws_secret_access_key {v} --profile kinesis-writer\naws kinesis "
        "put-record --stream-name clicks --partition-key u1 --data aGVsbG8= --profile "
        "kinesis-writer",
        value=aws_secret,
    ),
    k(
        "redpanda_rpk_flags",
        "cli",
        "rpk topic list --brokers seed-{h8}.redpanda.cloud:9092 --tls-enabled --sasl-mechanism "
        "SCRAM-SHA-256 --user etl --password '{v}'",
        "rpk profile set user=etl pass={v}",
    ),
    k(
        "event_hubs_kafka_password",
        "dsn",
        "sasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required "
        'username="$ConnectionString" password="Endpoint=sb://acme-eh.servicebus.windows.net/;'
        'SharedAccessKeyName=RootManageSharedAccessKey;SharedAccessKey={v}";',
        value=lambda r: b64(r, 43) + "=",
    ),
)

_ML: tuple[Kind, ...] = (
    k(
        "dvc_remote_modify_secret",
        "cli",
        "dvc remote modify --local storage secret_access_key {v}",
        "dvc remote modify myremote access_key_id AKIA{U16}\ndvc remote modify myremote "
        "secret_access_key {v}",
        value=aws_secret,
    ),
    k(
        "dvc_config_local",
        "config",
        "['remote \"storage\"']\n    url = s3://acme-dvc/cache\n    access_key_id = AKIA{U16}\n"
        "    secret_access_key = {v}",
        "['remote \"azure\"']\n    url = azure://dvc\n    account_name = acmeml\n"
        "    account_key = {v}",
        value=aws_secret,
    ),
    k(
        "dvc_gdrive_client_secret",
        "cli",
        "dvc remote modify gdrive gdrive_client_id {d12}-{l32}.apps.googleusercontent.com\n"
        "dvc remote modify gdrive gdrive_client_secret {v}",
        value=gocspx,
    ),
    k(
        "dvc_webdav_password",
        "config",
        "['remote \"nas\"']\n    url = webdavs://nas.lab/remote.php/dav/files/ml/dvc\n"
        "    user = ml\n    password = {v}",
    ),
    k(
        "mlflow_tracking_password_and_token_env",
        "cli",
        "export MLFLOW_TRACKING_USERNAME=ana\nexport MLFLOW_TRACKING_PASSWORD='{v}'\npython "
        "train.py",
        "MLFLOW_TRACKING_TOKEN={v} mlflow runs list --experiment-id 3",
    ),
    k(
        "mlflow_tracking_uri_userinfo",
        "dsn",
        "mlflow.set_tracking_uri('https://ana:{v}@mlflow.corp')",
        "mlflow server --backend-store-uri postgresql://mlflow:{v}@pg-ml/mlflow "
        "--default-artifact-root s3://acme-ml/artifacts",
        value=enc_pw,
    ),
    k(
        "label_studio_token_header_and_env",
        "header",
        "curl -H 'Authorization: Token {v}' https://label.corp/api/projects/",
        "LABEL_STUDIO_API_KEY={v}\nLABEL_STUDIO_URL=https://label.corp",
        value=hex40,
    ),
    k(
        "wandb_netrc_machine_password",
        "config",
        "machine api.wandb.ai\n  login user\n  password {v}",
        "$ cat ~/.netrc\nmachine api.wandb.ai login user password {v}",
        value=hex40,
    ),
    k(
        "wandb_login_arg",
        "cli",
        "wandb login --relogin {v}",
        "WANDB_API_KEY={v} python sweep.py --count 20",
        value=hex40,
    ),
    k(
        "clearml_conf_secret",
        "config",
        'api {\n  web_server: https://app.clear.ml\n  credentials {\n    "access_key" = "{U20}"\n'
        '    "secret_key" = "{v}"\n  }\n}',
        value=lambda r: alnum(r, 50),
    ),
    k(
        "great_expectations_connection_string",
        "config",
        "datasources:\n  dw:\n    class_name: SqlAlchemyDatasource\n    connection_string: "
        "postgresql+psycopg2://ge:{v}@dw.internal:5432/analytics",
        value=enc_pw,
    ),
    k(
        "feast_feature_store_yaml",
        "config",
        "project: recsys\nregistry: s3://acme-feast/registry.db\nonline_store:\n  type: redis\n"
        "  connection_string: redis.corp:6379,password={v},ssl=true",
        "offline_store:\n  type: snowflake.offline\n  account: xy{d5}\n  user: FEAST\n"
        "  password: {v}",
    ),
)

ETL_KINDS: tuple[Kind, ...] = (*_BI, *_ETL, *_STREAM, *_ML)
