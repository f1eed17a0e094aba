"""Held-out 45's orchestrator and query engine kinds (`bench/secret_kinds_heldout45.py`).

Orchestrators: Airflow connections as URIs (`AIRFLOW_CONN_…` with a
percent-encoded password, a `__extra__` in the query), as JSON (an environment
variable holding JSON, `extra` JSON with a key file's secret inside a string),
`airflow connections add` with `--conn-password` and `--conn-uri`, a JSON file
fed to `connections import`, the Helm chart's metadata `Secret` holding its
URI in base64, `airflow variables set`, `connections export` printed as YAML,
a `Connection(...)` built in a DAG, `airflow.cfg`'s `fernet_key` and
`[webserver] secret_key`, `sql_alchemy_conn`, the Celery `result_backend`;
Dagster (`EnvVar` skipped for a literal in a resource, `dagster.yaml`'s
storage, a run config's `resources:` YAML), Prefect (a `Secret` block saved
from a literal, `prefect block create` output, `PREFECT_API_KEY`, a
`prefect.yaml` job variable), Luigi's `luigi.cfg`, Mage's `io_config.yaml`,
Kestra's `secret` in base64 and Argo's workflow parameter. Engines: Spark
(`spark-submit --conf` with S3A keys, a `spark-defaults.conf`,
`SparkSession.builder.config`, a JDBC read with `.option("password", …)`),
Hadoop's `core-site.xml` and `hadoop credential create -value`, Hive's
`hive-site.xml` metastore password and a `beeline -p`, Trino's catalog
properties and `--password` in its CLI's environment, Presto's
`password-authenticator.properties`, Impala's `impala-shell --ldap`, JDBC URLs
that hold the password (Snowflake, Redshift, SQL Server, Oracle, Hive,
Databricks' `PWD`), ODBC `odbc.ini` and a connection string for `pyodbc`, a
HOCON file for a Spark job, Flink SQL's `WITH` options, Pulsar's `authParams`
token and a Databricks SQL CLI's token.
"""

from __future__ import annotations

import base64
import random

from bench.secret_kinds import Kind, alnum, b64_of, pw
from bench.secret_kinds_heldout30_more import kind30 as k
from bench.secret_kinds_heldout45_nb import aws_secret, dapi, enc_pw, jwt, tok

__all__ = ["ORCH_KINDS"]


def _fernet(r: random.Random) -> str:
    """Airflow's Fernet key: 32 bytes in URL-safe base64."""
    return base64.urlsafe_b64encode(bytes(r.randrange(256) for _ in range(32))).decode()


_AIRFLOW: tuple[Kind, ...] = (
    k(
        "airflow_conn_env_uri_percent_encoded",
        "dsn",
        "export AIRFLOW_CONN_DW_PROD='postgres://loader:{v}@dw.internal:5432/analytics'",
        "AIRFLOW_CONN_MYSQL_SRC=mysql://report:{v}@10.1.4.{d2}:3306/shop?charset=utf8",
        value=enc_pw,
    ),
    k(
        "airflow_conn_env_json",
        "config",
        'AIRFLOW_CONN_SNOWFLAKE_DEFAULT=\'{"conn_type": "snowflake", "login": "AIRFLOW", '
        '"password": "{v}", "extra": {"account": "xy{d5}", "warehouse": "LOAD"}}\'',
        '  AIRFLOW_CONN_CH: \'{"conn_type":"generic","host":"ch","login":"af","password":"{v}"}\'',
    ),
    k(
        "airflow_conn_extra_keyfile_dict",
        "key",
        'AIRFLOW_CONN_GCP=\'{"conn_type": "google_cloud_platform", "extra": {"keyfile_dict": '
        '"{\\"type\\": \\"service_account\\", \\"private_key\\": \\"-----BEGIN PRIVATE KEY-----'
        '\\\\n{v}\\\\n-----END PRIVATE KEY-----\\\\n\\"}"}}\'',
        value=lambda r: alnum(r, 64),
    ),
    k(
        "airflow_conn_uri_extra_query",
        "dsn",
        "AIRFLOW_CONN_S3_RAW='aws://?__extra__=%7B%22aws_access_key_id%22%3A+%22AKIA{U16}%22%2C"
        "+%22aws_secret_access_key%22%3A+%22{v}%22%7D'",
        "aws://AKIA{U16}:{v}@/?region_name=eu-west-1",
        value=lambda r: alnum(r, 40),
    ),
    k(
        "airflow_connections_add_password",
        "cli",
        "airflow connections add dw_prod --conn-type postgres --conn-host dw.internal "
        "--conn-login loader --conn-password '{v}' --conn-port 5432",
        "airflow connections add 'sftp_vendor' --conn-type sftp --conn-login feed "
        "--conn-password {v} --conn-host sftp.vendor.example",
    ),
    k(
        "airflow_connections_add_uri",
        "cli",
        "airflow connections add mssql_erp --conn-uri 'mssql://etl:{v}@sql01.corp:1433/ERP'",
        value=enc_pw,
    ),
    k(
        "airflow_variables_set",
        "cli",
        "airflow variables set slack_webhook_token {v}",
        'airflow variables set -j stripe_config \'{"api_key": "sk_live_{v}"}\'',
        value=tok,
    ),
    k(
        "airflow_connections_export_yaml",
        "output",
        "$ airflow connections export - --file-format yaml\ndw_prod:\n  conn_type: postgres\n"
        "  host: dw.internal\n  login: loader\n  password: {v}\n  port: 5432\n  schema: analytics",
    ),
    k(
        "airflow_connections_import_json_file",
        "output",
        '$ cat conns.json\n{\n  "ftp_vendor": {"conn_type": "ftp", "host": '
        '"ftp.vendor.example", "login": "feed", "password": "{v}"}\n}\n'
        "$ airflow connections import conns.json\nImported connection ftp_vendor",
    ),
    k(
        "airflow_helm_metadata_secret_b64",
        "config",
        "apiVersion: v1\nkind: Secret\nmetadata:\n  name: airflow-metadata\ntype: Opaque\n"
        "data:\n  connection: {v}",
        value=lambda r: b64_of(f"postgresql://airflow:{pw(r)}@pg-airflow:5432/airflow"),
    ),
    k(
        "airflow_connection_in_dag",
        "code",
        "conn = Connection(conn_id='ftp_partner', conn_type='ftp', host='ftp.partner.example', "
        "login='af', password='{v}')\nsession.add(conn)",
    ),
    k(
        "airflow_cfg_fernet_key",
        "config",
        "[core]\ndags_folder = /opt/airflow/dags\nfernet_key = {v}\nload_examples = False",
        "AIRFLOW__CORE__FERNET_KEY={v}",
        value=_fernet,
    ),
    k(
        "airflow_cfg_webserver_secret_key",
        "config",
        "[webserver]\nbase_url = https://airflow.corp\nsecret_key = {v}",
        "AIRFLOW__WEBSERVER__SECRET_KEY: '{v}'",
        value=lambda r: alnum(r, 32),
    ),
    k(
        "airflow_cfg_database_sql_alchemy_conn_dsn",
        "dsn",
        "[database]\nsql_alchemy_conn = postgresql+psycopg2://airflow:{v}@pg-airflow/airflow",
        "AIRFLOW__DATABASE__SQL_ALCHEMY_CONN=postgresql+psycopg2://af:{v}@db:5432/af",
    ),
    k(
        "airflow_celery_result_backend",
        "dsn",
        "[celery]\nbroker_url = redis://:{v}@redis:6379/0\nresult_backend = db+postgresql://"
        "airflow:{k12}@pg/airflow",
        "AIRFLOW__CELERY__BROKER_URL: redis://:{v}@redis-af:6379/1",
    ),
)

_FLOWS: tuple[Kind, ...] = (
    k(
        "dagster_resource_literal",
        "code",
        'defs = Definitions(\n    assets=[orders],\n    resources={"snowflake": '
        "SnowflakeResource(account='xy{d5}', user='DAGSTER', password='{v}'),},\n)",
        'resources={"warehouse": PostgresResource(password="{v}")}  # TODO EnvVar',
    ),
    k(
        "dagster_yaml_storage",
        "config",
        "storage:\n  postgres:\n    postgres_db:\n      username: dagster\n      password: {v}\n"
        "      hostname: pg-dagster\n      db_name: dagster",
    ),
    k(
        "dagster_run_config_resources",
        "config",
        "resources:\n  s3:\n    config:\n      aws_access_key_id: AKIA{U16}\n"
        "      aws_secret_access_key: {v}\nops:\n  load_events:\n    config:\n"
        "      day: 2026-12-01",
        value=aws_secret,
    ),
    k(
        "prefect_secret_block_literal",
        "code",
        'from prefect.blocks.system import Secret\nSecret(value="{v}").save("dw-password", '
        "overwrite=True)",
        'SqlAlchemyConnector(connection_info=ConnectionComponents(driver="postgresql+psycopg2", '
        'username="prefect", password="{v}", host="dw", database="dw")).save("dw")',
    ),
    k(
        "prefect_cloud_login_and_api_key_env",
        "cli",
        "prefect cloud login -k {v} -w acme/analytics",
        "export PREFECT_API_KEY={v}\nexport PREFECT_API_URL=https://api.prefect.cloud/api/"
        "accounts/{uuid}/workspaces/{uuid}",
        value=lambda r: "pnu_" + alnum(r, 36),
    ),
    k(
        "prefect_yaml_job_variables",
        "config",
        "deployments:\n- name: nightly\n  work_pool:\n    name: k8s\n    job_variables:\n"
        "      env:\n        DB_PASSWORD: {v}\n        RUN_ENV: prod",
    ),
    k(
        "luigi_cfg_passwords",
        "config",
        "[postgres]\nhost=dw.internal\nuser=luigi\npassword={v}\n\n[core]\nscheduler_host=luigid",
        "[redshift]\nhost=rs.corp\npassword: {v}",
    ),
    k(
        "mage_io_config_yaml",
        "config",
        "version: 0.1.1\ndefault:\n  POSTGRES_DBNAME: analytics\n  POSTGRES_USER: mage\n"
        "  POSTGRES_PASSWORD: {v}\n  POSTGRES_HOST: dw.internal",
        "  SNOWFLAKE_USER: MAGE\n  SNOWFLAKE_PASSWORD: '{v}'\n  SNOWFLAKE_ACCOUNT: xy{d5}",
    ),
    k(
        "kestra_secret_env_base64",
        "config",
        "kestra:\n  environment:\n    SECRET_DW_PASSWORD: {v}\n    SECRET_SLACK: {k20}",
        value=lambda r: b64_of(pw(r)),
    ),
    k(
        "argo_workflow_parameter",
        "cli",
        "argo submit etl.yaml -p db-password={v} -p date=2026-12-01",
        'arguments:\n  parameters:\n  - name: warehouse-token\n    value: "{v}"',
        value=tok,
    ),
)

_ENGINES: tuple[Kind, ...] = (
    k(
        "spark_submit_conf_s3a_secret",
        "cli",
        "spark-submit --master yarn --conf spark.hadoop.fs.s3a.access.key=AKIA{U16} --conf "
        "spark.hadoop.fs.s3a.secret.key={v} jobs/compact.py",
        value=aws_secret,
    ),
    k(
        "spark_defaults_conf",
        "config",
        "spark.master                      yarn\nspark.hadoop.fs.s3a.secret.key    {v}\n"
        "spark.eventLog.enabled            true",
        "spark.hadoop.fs.azure.account.key.lakeprod.dfs.core.windows.net {v}",
        value=aws_secret,
    ),
    k(
        "spark_session_builder_config",
        "code",
        'spark = (SparkSession.builder.appName("ingest")\n    .config("spark.hadoop.fs.s3a.'
        'secret.key", "{v}")\n    .getOrCreate())',
        'spark.conf.set("fs.azure.account.key.datalake01.dfs.core.windows.net", "{v}")',
        value=aws_secret,
    ),
    k(
        "spark_jdbc_read_option_password",
        "code",
        'df = (spark.read.format("jdbc").option("url", "jdbc:postgresql://dw:5432/sales")\n'
        '      .option("user", "spark").option("password", "{v}").option("dbtable", "orders")'
        ".load())",
        'props = {"user": "etl", "password": "{v}", "driver": "org.postgresql.Driver"}\n'
        "df = spark.read.jdbc(url, 'public.events', properties=props)",
    ),
    k(
        "hadoop_core_site_xml",
        "config",
        "<property>\n  <name>fs.s3a.secret.key</name>\n  <value>{v}</value>\n</property>",
        "<property><name>fs.azure.account.key.rawzone.blob.core.windows.net</name><value>{v}"
        "</value></property>",
        value=aws_secret,
    ),
    k(
        "hadoop_credential_create_value",
        "cli",
        "hadoop credential create fs.s3a.secret.key -value {v} -provider "
        "jceks://hdfs/user/etl/s3.jceks",
        value=aws_secret,
    ),
    k(
        "hive_site_jdo_connection_password",
        "config",
        "<property>\n  <name>javax.jdo.option.ConnectionPassword</name>\n  <value>{v}</value>\n"
        "</property>",
    ),
    k(
        "beeline_p_flag_and_hive2_url_password",
        "cli",
        "beeline -u 'jdbc:hive2://hs2.corp:10000/default' -n etl -p '{v}' -e 'show databases'",
        'beeline -u "jdbc:hive2://hs2:10001/;transportMode=http;user=ana;password={v}"',
    ),
    k(
        "trino_catalog_connection_password_and_s3_key",
        "config",
        "connector.name=postgresql\nconnection-url=jdbc:postgresql://pg:5432/app\n"
        "connection-user=trino\nconnection-password={v}",
        "connector.name=hive\nhive.s3.aws-access-key=AKIA{U16}\nhive.s3.aws-secret-key={v}",
    ),
    k(
        "trino_cli_password_env",
        "cli",
        "TRINO_PASSWORD='{v}' trino --server https://trino.corp:443 --user ana --password "
        "--catalog hive",
    ),
    k(
        "presto_file_authenticator_and_ldap",
        "config",
        "password-authenticator.name=ldap\nldap.url=ldaps://dc01.corp:636\nldap.bind-dn="
        "cn=presto,ou=svc,dc=corp\nldap.bind-password={v}",
    ),
    k(
        "impala_shell_ldap_password",
        "cli",
        "echo '{v}' | impala-shell -i impalad.corp:21050 -l -u ana --ldap_password_cmd='cat -' "
        "--ssl",
    ),
    k(
        "jdbc_url_snowflake_password",
        "dsn",
        "jdbc:snowflake://xy{d5}.snowflakecomputing.com/?user=ETL&password={v}&warehouse=LOAD",
        "url = 'jdbc:snowflake://acme.eu-west-1.snowflakecomputing.com/?db=RAW&user=SPARK"
        "&password={v}'",
        value=enc_pw,
    ),
    k(
        "jdbc_url_sqlserver_semicolons",
        "dsn",
        "jdbc:sqlserver://sql01.corp:1433;databaseName=ERP;user=etl;password={v};encrypt=true",
        '"jdbc:sqlserver://10.4.1.{d2};database=dw;user=sa;password={v}"',
    ),
    k(
        "jdbc_url_redshift_password",
        "dsn",
        "jdbc:redshift://rs.{l8}.eu-west-1.redshift.amazonaws.com:5439/dev?user=etl&password={v}",
        'url = "jdbc:redshift://rs.corp:5439/analytics?ssl=true&UID=bi&PWD={v}"',
        value=enc_pw,
    ),
    k(
        "jdbc_url_oracle_thin_userpass",
        "dsn",
        "jdbc:oracle:thin:etl/{v}@//ora-scan.corp:1521/DWPRD",
    ),
    k(
        "jdbc_url_databricks_pwd",
        "dsn",
        "jdbc:spark://adb-{d16}.7.azuredatabricks.net:443/default;transportMode=http;ssl=1;"
        "httpPath=sql/protocolv1/o/{d16}/1202-0914{d2}-{l8};AuthMech=3;UID=token;PWD={v}",
        "jdbc:databricks://adb-{d16}.7.azuredatabricks.net:443/default;transportMode=http;ssl=1;"
        "AuthMech=3;UID=token;PWD={v}",
        value=dapi,
    ),
    k(
        "odbc_ini_dsn_password",
        "config",
        "[DW]\nDriver=PostgreSQL Unicode\nServername=dw.internal\nDatabase=analytics\n"
        "Username=odbc\nPassword={v}\nPort=5432",
        "[Simba Spark]\nHost=adb-{d16}.7.azuredatabricks.net\nAuthMech=3\nUID=token\nPWD={v}",
    ),
    k(
        "pyodbc_connection_string",
        "code",
        'pyodbc.connect("DRIVER={ODBC Driver 18 for SQL Server};SERVER=sql01.corp;DATABASE=ERP;'
        'UID=report;PWD={v};Encrypt=yes")',
        'cnxn = pyodbc.connect("DSN=Snowflake;UID=BI;PWD={v}")',
    ),
    k(
        "hocon_spark_job_config",
        "config",
        'source {\n  jdbc {\n    url = "jdbc:mysql://shop-db:3306/shop"\n    user = "etl"\n'
        '    password = "{v}"\n  }\n}',
        'sink.s3.secret-key = ${?S3_SECRET}\nsink.s3.secret-key = "{v}"',
        value=pw,
    ),
    k(
        "flink_sql_connector_with",
        "code",
        "CREATE TABLE orders_sink (id BIGINT, amount DECIMAL(10,2)) WITH (\n  'connector' = "
        "'jdbc',\n  'url' = 'jdbc:postgresql://dw:5432/sales',\n  'username' = 'flink',\n"
        "  'password' = '{v}'\n);",
    ),
    k(
        "pulsar_client_conf_and_admin_token",
        "config",
        "webServiceUrl=https://pulsar.corp:8443/\nbrokerServiceUrl=pulsar+ssl://pulsar.corp:6651/\n"
        "authPlugin=org.apache.pulsar.client.impl.auth.AuthenticationToken\nauthParams=token:{v}",
        "pulsar-admin --auth-plugin AuthenticationToken --auth-params token:{v} tenants list",
        value=jwt,
    ),
    k(
        "spark_thrift_beeline_token",
        "cli",
        "export DATABRICKS_TOKEN={v}\ndatabricks-sql-cli --hostname "
        "adb-{d16}.7.azuredatabricks.net",
        value=dapi,
    ),
)

ORCH_KINDS: tuple[Kind, ...] = (*_AIRFLOW, *_FLOWS, *_ENGINES)
