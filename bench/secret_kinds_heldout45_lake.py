"""Held-out 45's warehouse and lake kinds (`bench/secret_kinds_heldout45.py`).

Snowflake (`SNOWSQL_PWD` before `snowsql`, SnowSQL's `config` file and the
newer `connections.toml` with a password or a key file's
`private_key_file_pwd`; `snow connection add --password`; `ALTER USER … SET
PASSWORD` and `CREATE USER … PASSWORD`; `usql` given a DSN as its argument; a
key pair's PEM body pasted into Python; a stage's
`CREDENTIALS=(AWS_SECRET_KEY=…)` and an Azure stage's `AZURE_SAS_TOKEN`),
BigQuery (a service account's JSON in pieces: its `private_key` line alone,
the whole file in base64 in an environment variable or a `b64decode`, an
authorized user's refresh token, an access token in a `curl`), Redshift
(`get-cluster-credentials` printing `DbPassword`, a `COPY … CREDENTIALS
'aws_access_key_id=…;aws_secret_access_key=…'` and an `UNLOAD`, `CREATE USER …
PASSWORD`), Databricks (`.databrickscfg` profiles, `secrets put-secret
--string-value`, `databricks configure --token` fed by `echo`, a
`dbutils.secrets` line commented out for a literal, a service principal's
OAuth secret, a SQL connector's `access_token`), ClickHouse
(`clickhouse-client --password`, the HTTP interface's `?password=`,
`users.xml`'s `<password>`, a `CREATE USER … IDENTIFIED WITH
plaintext_password BY`, the `s3()` table function with keys), DuckDB's `CREATE
SECRET` (S3, R2, an Azure connection string) and `SET s3_secret_access_key`,
MotherDuck's token, Iceberg and Delta (a Spark catalog's `credential` and
`s3.secret-access-key`, PyIceberg's `.pyiceberg.yaml`, delta-rs
`storage_options`, Unity Catalog's token), MinIO's default `minioadmin` (a
default that still opens the server, so a secret), and readers: pandas
`storage_options`, `s3fs` arguments, `gcsfs` with a token dict, `adlfs` with
an account key, an Azure SAS URL passed to `pd.read_parquet`, `azcopy` with a
SAS, a GCS HMAC key in a boto config and a `.pgpass` line.
"""

from __future__ import annotations

import random

from bench.secret_kinds import Kind, alnum, b64, pw
from bench.secret_kinds_heldout30_more import kind30 as k
from bench.secret_kinds_heldout45_nb import (
    aws_secret,
    dapi,
    enc_pw,
    jwt,
    pem_line,
    sa_json,
    sas_sig,
)

__all__ = ["LAKE_KINDS", "azure_key"]


def azure_key(r: random.Random) -> str:
    """An Azure storage account key: 64 bytes in base64."""
    return b64(r, 86) + "=="


_SNOWFLAKE: tuple[Kind, ...] = (
    k(
        "snowsql_pwd_env",
        "cli",
        "SNOWSQL_PWD='{v}' snowsql -a xy{d5}.eu-west-1 -u ANALYST -d RAW -q 'select 1'",
        "export SNOWSQL_PWD={v}\nsnowsql -c prod",
    ),
    k(
        "snowsql_config_file",
        "config",
        "[connections.prod]\naccountname = xy{d5}.eu-west-1\nusername = ANALYST\npassword = {v}\n"
        "warehousename = REPORTING",
    ),
    k(
        "snowflake_connections_toml",
        "config",
        '[default]\naccount = "xy{d5}"\nuser = "ETL_USER"\npassword = "{v}"\nrole = "LOADER"',
        '[ci]\nauthenticator = "SNOWFLAKE_JWT"\nprivate_key_file = "/ci/key.p8"\n'
        'private_key_file_pwd = "{v}"',
    ),
    k(
        "snowflake_alter_or_create_user_password",
        "code",
        "ALTER USER looker_svc SET PASSWORD = '{v}' MUST_CHANGE_PASSWORD = FALSE;",
        "CREATE USER fivetran_user PASSWORD = '{v}' DEFAULT_ROLE = FIVETRAN_ROLE "
        "DEFAULT_WAREHOUSE = LOADING;",
    ),
    k(
        "snow_cli_connection_add_password",
        "cli",
        "snow connection add --connection-name prod --account xy{d5} --user ETL_USER "
        "--password '{v}' --role LOADER --no-interactive",
    ),
    k(
        "usql_positional_dsn",
        "dsn",
        "usql 'sf://ETL_USER:{v}@xy{d5}/ANALYTICS' -c 'select current_role()'",
        "usql postgres://analyst:{v}@dw.internal/analytics",
        value=enc_pw,
    ),
    k(
        "snowflake_keypair_pem_in_python",
        "key",
        'PRIVATE_KEY = """-----BEGIN ENCRYPTED PRIVATE KEY-----\n{v}\n{k64}\n'
        '-----END ENCRYPTED PRIVATE KEY-----"""\np_key = serialization.load_pem_private_key('
        "PRIVATE_KEY.encode(), password=b'{k12}')",
        value=pem_line,
    ),
    k(
        "snowflake_s3_stage_aws_secret_key",
        "code",
        "CREATE STAGE raw_stage URL='s3://acme-raw/events/' CREDENTIALS=(AWS_KEY_ID='AKIA{U16}' "
        "AWS_SECRET_KEY='{v}') FILE_FORMAT=(TYPE=PARQUET);",
        value=aws_secret,
    ),
    k(
        "snowflake_azure_stage_sas",
        "code",
        "CREATE STAGE az_stage URL='azure://acmelake.blob.core.windows.net/raw' CREDENTIALS="
        "(AZURE_SAS_TOKEN='?sv=2022-11-02&ss=b&srt=co&sp=rl&se=2027-01-01T00:00:00Z&sig={v}');",
        value=sas_sig,
    ),
)

_BIGQUERY: tuple[Kind, ...] = (
    k(
        "bq_service_account_private_key_line",
        "key",
        '  "private_key": "-----BEGIN PRIVATE KEY-----\\n{v}\\n{k64}\\n',
        '"private_key":"-----BEGIN PRIVATE KEY-----\\nMIIEv{v}\\n',
        value=pem_line,
    ),
    k(
        "bq_credentials_json_base64_env",
        "key",
        "GOOGLE_APPLICATION_CREDENTIALS_JSON={v}",
        "      keyfile_json_b64: {v}",
        "credentials = service_account.Credentials.from_service_account_info(json.loads("
        "base64.b64decode('{v}')))",
        value=sa_json,
    ),
    k(
        "bq_oauth_refresh_token",
        "config",
        '{"client_id": "{d12}-{l32}.apps.googleusercontent.com", "client_secret": "GOCSPX-'
        '{k28}", "refresh_token": "{v}", "type": "authorized_user"}',
        value=lambda r: "1//0" + alnum(r, 100),
    ),
    k(
        "gcloud_access_token_in_curl",
        "header",
        'curl -H "Authorization: Bearer {v}" '
        "https://bigquery.googleapis.com/bigquery/v2/projects/analytics-prod/queries",
        value=lambda r: "ya29.a0" + alnum(r, 150),
    ),
)

_REDSHIFT: tuple[Kind, ...] = (
    k(
        "redshift_get_cluster_credentials_output",
        "output",
        "$ aws redshift get-cluster-credentials --cluster-identifier dw --db-user etl\n{\n"
        '    "DbUser": "IAM:etl",\n    "DbPassword": "{v}",\n    "Expiration": '
        '"2026-12-02T10:15:00Z"\n}',
        value=lambda r: alnum(r, 60),
    ),
    k(
        "redshift_copy_credentials_string",
        "code",
        "COPY events FROM 's3://acme-raw/events/2026/12/01/' CREDENTIALS 'aws_access_key_id="
        "AKIA{U16};aws_secret_access_key={v}' FORMAT AS PARQUET;",
        "UNLOAD ('select * from sales') TO 's3://acme-out/sales_' ACCESS_KEY_ID 'AKIA{U16}' "
        "SECRET_ACCESS_KEY '{v}';",
        value=aws_secret,
    ),
    k(
        "redshift_create_user_password",
        "code",
        "CREATE USER tableau_ro PASSWORD '{v}' CONNECTION LIMIT 10;",
        "ALTER USER metabase PASSWORD '{v}' VALID UNTIL '2027-06-01';",
    ),
)

_DATABRICKS: tuple[Kind, ...] = (
    k(
        "databrickscfg_profile",
        "config",
        "[DEFAULT]\nhost  = https://adb-{d16}.7.azuredatabricks.net\ntoken = {v}\n\n[staging]\n"
        "host = https://dbc-{h8}-{h4}.cloud.databricks.com\ntoken = dapi{h32}",
        value=dapi,
    ),
    k(
        "databricks_configure_token_echo",
        "cli",
        "echo '{v}' | databricks configure --token --host https://adb-{d16}.7.azuredatabricks.net",
        "DATABRICKS_HOST=https://dbc-{h8}-{h4}.cloud.databricks.com DATABRICKS_TOKEN={v} "
        "databricks clusters list",
        value=dapi,
    ),
    k(
        "databricks_notebook_literal_token",
        "code",
        "# token = dbutils.secrets.get(scope='ops', key='pat')\ntoken = \"{v}\"\nrequests.get(f"
        '"{host}/api/2.0/jobs/list", headers={"Authorization": f"Bearer {token}"})',
        value=dapi,
    ),
    k(
        "databricks_secrets_put_string_value",
        "cli",
        "databricks secrets put-secret ops lake-key --string-value {v}",
        "databricks secrets put --scope ops --key lake-key --string-value '{v}'",
        value=azure_key,
    ),
    k(
        "databricks_sp_oauth_secret",
        "config",
        "[sp-ci]\nhost = https://accounts.azuredatabricks.net\nclient_id = {uuid}\n"
        "client_secret = {v}",
        "DATABRICKS_CLIENT_ID={uuid}\nDATABRICKS_CLIENT_SECRET={v}",
        value=lambda r: "dose" + alnum(r, 32),
    ),
    k(
        "databricks_sql_connector_access_token",
        "code",
        "with sql.connect(server_hostname='adb-{d16}.7.azuredatabricks.net', http_path="
        "'/sql/1.0/warehouses/{h16}', access_token='{v}') as conn:",
        value=dapi,
    ),
)

_CLICKHOUSE_DUCK: tuple[Kind, ...] = (
    k(
        "clickhouse_client_password_flag_forms",
        "cli",
        "clickhouse-client --host ch01.corp --secure --user analyst --password '{v}' --query "
        "'SELECT count() FROM events'",
        "clickhouse client -h 10.3.0.{d2} -u default --password={v}",
    ),
    k(
        "clickhouse_http_query_password",
        "dsn",
        "curl 'https://ch01.corp:8443/?user=bi&password={v}&database=events' --data-binary "
        "'SELECT count() FROM hits'",
        "echo 'SELECT 1' | curl -s 'http://10.3.0.{d2}:8123/?user=etl&password={v}' -d @-",
    ),
    k(
        "clickhouse_users_xml_password",
        "config",
        "<users>\n  <etl>\n    <password>{v}</password>\n    <networks><ip>::/0</ip></networks>\n"
        "  </etl>\n</users>",
    ),
    k(
        "clickhouse_create_user_plaintext",
        "code",
        "CREATE USER grafana IDENTIFIED WITH plaintext_password BY '{v}';",
        "CREATE USER etl IDENTIFIED WITH sha256_password BY '{v}' HOST ANY;",
    ),
    k(
        "clickhouse_s3_table_function",
        "code",
        "SELECT * FROM s3('https://acme-raw.s3.eu-west-1.amazonaws.com/events/*.parquet', "
        "'AKIA{U16}', '{v}', 'Parquet') LIMIT 10;",
        value=aws_secret,
    ),
    k(
        "duckdb_create_secret_s3",
        "code",
        "CREATE SECRET raw_s3 (\n    TYPE s3,\n    KEY_ID 'AKIA{U16}',\n    SECRET '{v}',\n"
        "    REGION 'eu-west-1'\n);",
        "CREATE PERSISTENT SECRET r2 (TYPE r2, KEY_ID '{h32}', SECRET '{v}', ACCOUNT_ID '{h32}');",
        value=aws_secret,
    ),
    k(
        "duckdb_create_secret_azure_conn_string",
        "dsn",
        "CREATE SECRET az (TYPE azure, CONNECTION_STRING 'DefaultEndpointsProtocol=https;"
        "AccountName=acmelake;AccountKey={v};EndpointSuffix=core.windows.net');",
        value=azure_key,
    ),
    k(
        "duckdb_set_s3_secret",
        "code",
        "SET s3_region='eu-west-1';\nSET s3_access_key_id='AKIA{U16}';\nSET "
        "s3_secret_access_key='{v}';",
        "con.execute(\"SET s3_secret_access_key='{v}'\")",
        value=aws_secret,
    ),
    k(
        "motherduck_token",
        "dsn",
        "duckdb 'md:analytics?motherduck_token={v}'",
        "con = duckdb.connect('md:?motherduck_token={v}')",
        value=jwt,
    ),
)

_LAKES: tuple[Kind, ...] = (
    k(
        "iceberg_spark_catalog_secret",
        "config",
        "spark.sql.catalog.lake=org.apache.iceberg.spark.SparkCatalog\nspark.sql.catalog.lake.type"
        "=rest\nspark.sql.catalog.lake.credential={h16}:{v}\nspark.sql.catalog.lake.uri="
        "https://catalog.corp/api",
        "spark.sql.catalog.glue.s3.secret-access-key={v}",
        value=lambda r: alnum(r, 40),
    ),
    k(
        "pyiceberg_yaml",
        "config",
        "catalog:\n  default:\n    uri: https://polaris.corp/api/catalog\n    credential: "
        "svc-etl:{v}\n    warehouse: lake",
        "catalog:\n  prod:\n    type: glue\n    s3.access-key-id: AKIA{U16}\n"
        "    s3.secret-access-key: {v}",
        value=lambda r: alnum(r, 40),
    ),
    k(
        "delta_storage_options_python",
        "code",
        "dt = DeltaTable('s3://acme-lake/silver/orders', storage_options={'AWS_ACCESS_KEY_ID': "
        "'AKIA{U16}', 'AWS_SECRET_ACCESS_KEY': '{v}', 'AWS_REGION': 'eu-west-1'})",
        value=aws_secret,
    ),
    k(
        "unity_catalog_token",
        "cli",
        "bin/uc --server https://uc.corp --auth_token {v} table list --catalog main --schema "
        "default",
        value=dapi,
    ),
    k(
        "minio_default_credentials",
        "cli",
        "mc alias set local http://localhost:9000 minioadmin {v}",
        "MINIO_ROOT_USER=minioadmin MINIO_ROOT_PASSWORD={v} minio server /data",
        value=lambda r: "minioadmin",
    ),
    k(
        "pandas_storage_options",
        "code",
        "df = pd.read_parquet('s3://acme-raw/orders/', storage_options={'key': 'AKIA{U16}', "
        "'secret': '{v}'})",
        value=aws_secret,
    ),
    k(
        "s3fs_constructor_secret",
        "code",
        "fs = s3fs.S3FileSystem(key='AKIA{U16}', secret='{v}', client_kwargs={'endpoint_url': "
        "'https://minio.corp'})",
        value=aws_secret,
    ),
    k(
        "gcsfs_token_dict",
        "code",
        "fs = gcsfs.GCSFileSystem(project='analytics-prod', token={'client_id': "
        "'{d12}.apps.googleusercontent.com', 'client_secret': '{k24}', 'refresh_token': '{v}', "
        "'type': 'authorized_user'})",
        value=lambda r: "1//0" + alnum(r, 100),
    ),
    k(
        "adlfs_account_key",
        "code",
        "df = pd.read_csv('abfs://raw/2026/12/sales.csv', storage_options={'account_name': "
        "'acmelake', 'account_key': '{v}'})",
        value=azure_key,
    ),
    k(
        "azure_sas_url_in_reader",
        "dsn",
        "pd.read_parquet('https://acmelake.blob.core.windows.net/raw/orders.parquet?sv=2022-11-02"
        "&ss=b&srt=o&sp=r&se=2026-12-31T00%3A00%3A00Z&spr=https&sig={v}')",
        value=sas_sig,
    ),
    k(
        "azcopy_sas",
        "cli",
        "azcopy copy './out/*.parquet' 'https://acmelake.blob.core.windows.net/curated?sp=racwl"
        "&st=2026-12-01T00:00:00Z&se=2026-12-08T00:00:00Z&spr=https&sv=2022-11-02&sr=c&sig={v}'",
        value=sas_sig,
    ),
    k(
        "gcs_hmac_boto_config",
        "config",
        "[Credentials]\ngs_access_key_id = GOOG1E{U54}\ngs_secret_access_key = {v}",
        value=aws_secret,
    ),
    k(
        "postgres_pgpass_line",
        "config",
        "dw.internal:5432:analytics:analyst:{v}\n*:*:*:replicator:{k16}",
        value=pw,
    ),
)

LAKE_KINDS: tuple[Kind, ...] = (
    *_SNOWFLAKE,
    *_BIGQUERY,
    *_REDSHIFT,
    *_DATABRICKS,
    *_CLICKHOUSE_DUCK,
    *_LAKES,
)
