"""Held-out 45's pasted failures (`bench/secret_kinds_heldout45.py`).

A data engineer or a tester pastes what a tool printed when it failed, and
the secret is in what was pasted: a SQLAlchemy `OperationalError` whose
`(Background on this error …)` is preceded by the URL it was built from, a
psycopg traceback with its `conninfo` local, a `snowflake.connector` debug
log echoing its login request, an Airflow task log that printed a
connection's URI, `airflow connections get` output, a Spark driver's
stack trace after an `S3AFileSystem` error printing its configuration, a
Hive `beeline` failure echoing its URL, a Trino client's debug log with its
`Authorization: Basic`, a dbt `--debug` log printing its profile's
credentials, a Kafka client's `SaslAuthenticationException` after a
`cat client.properties`, a Debezium connector's status with the failing
config, `dvc push` failing after `dvc config --list`, an MLflow `401` with
the tracking URI, a `pytest -l` failure showing the locals of a test (a
`password` and a `token`), a `curl -v` to Metabase showing the session
header, newman's `--verbose` request, a `k6` run's `--http-debug=full`, a
Playwright trace's `network` line, a Kaggle `401` followed by `cat
kaggle.json`, a `docker compose config` of an Airflow stack, a Jupyter
kernel's `KeyError` printed beside the dict it searched, and a
`ps aux` showing a `clickhouse-client --password`.
"""

from __future__ import annotations

import base64
import random

from bench.secret_kinds import Kind, pw, uuid4
from bench.secret_kinds_heldout30_more import kind30 as k
from bench.secret_kinds_heldout45_etl import confluent_secret
from bench.secret_kinds_heldout45_nb import aws_secret, dapi, enc_pw, hex40, jwt, tok

__all__ = ["FAIL_KINDS"]


def _basic(r: random.Random) -> str:
    return base64.b64encode(f"ana:{pw(r)}".encode()).decode()


FAIL_KINDS: tuple[Kind, ...] = (
    k(
        "fail_sqlalchemy_operational_error_url",
        "output",
        ">>> engine = create_engine('postgresql://etl:{v}@dw.internal:5433/analytics')\n>>> "
        "engine.connect()\nsqlalchemy.exc.OperationalError: (psycopg2.OperationalError) "
        'connection to server at "dw.internal" (10.0.8.{d2}), port 5433 failed: Connection '
        "refused\n(Background on this error at: https://sqlalche.me/e/20/e3q8)",
        value=enc_pw,
    ),
    k(
        "fail_psycopg_traceback_conninfo_local",
        "output",
        'Traceback (most recent call last):\n  File "load.py", line 22, in main\n    conn = '
        "psycopg.connect(conninfo)\n    conninfo = 'host=dw port=5432 dbname=dw user=loader "
        "password={v}'\npsycopg.OperationalError: connection failed: FATAL:  password "
        'authentication failed for user "loader"',
    ),
    k(
        "fail_snowflake_connector_debug_log",
        "output",
        "DEBUG:snowflake.connector.auth._auth:authenticate\nDEBUG:snowflake.connector.network:"
        "body: {'data': {'LOGIN_NAME': 'ETL_USER', 'PASSWORD': '{v}', 'ACCOUNT_NAME': "
        "'XY{d5}'}}\nsnowflake.connector.errors.DatabaseError: 250001 (08001): Failed to connect "
        "to DB: Incorrect username or password was specified.",
    ),
    k(
        "fail_airflow_task_log_uri",
        "output",
        "[2026-12-02, 08:00:03 UTC] {base.py:84} INFO - Using connection ID 'dw_prod' for task "
        "execution.\n[2026-12-02, 08:00:03 UTC] {sql.py:417} INFO - Running statement, uri="
        "postgres://loader:{v}@dw.internal:5432/analytics\n[2026-12-02, 08:00:04 UTC] "
        "{taskinstance.py:2905} ERROR - Task failed with exception",
        value=enc_pw,
    ),
    k(
        "fail_airflow_connections_get",
        "output",
        "$ airflow connections get snowflake_default -o yaml\n- conn_id: snowflake_default\n"
        "  conn_type: snowflake\n  get_uri: snowflake://AIRFLOW:{v}@/LOAD?account=xy{d5}\n"
        "  login: AIRFLOW\n  password: {v}",
        value=enc_pw,
    ),
    k(
        "fail_spark_s3a_config_dump",
        "output",
        "26/12/02 09:01:12 WARN FileSystem: Failed to initialize fileystem s3a://acme-raw/: "
        "java.nio.file.AccessDeniedException\n26/12/02 09:01:12 INFO Configuration: "
        "fs.s3a.access.key=AKIA{U16}\n26/12/02 09:01:12 INFO Configuration: fs.s3a.secret.key={v}",
        value=aws_secret,
    ),
    k(
        "fail_beeline_echo_url",
        "output",
        "Connecting to jdbc:hive2://hs2.corp:10000/default;user=etl;password={v}\nError: Could "
        "not open client transport with JDBC Uri: Peer indicated failure: Error validating the "
        "login (state=08S01,code=0)",
    ),
    k(
        "fail_trino_client_debug_basic",
        "output",
        "DEBUG trino.client: request POST https://trino.corp/v1/statement headers={'X-Trino-"
        "User': 'ana', 'Authorization': 'Basic {v}'}\ntrino.exceptions.HttpError: error 401",
        value=_basic,
    ),
    k(
        "fail_dbt_debug_log_credentials",
        "output",
        "09:12:40  Acquiring new redshift connection 'debug'\n09:12:40  Using redshift connection "
        "\"debug\"\n09:12:40  RedshiftCredentials(host='rs.corp', user='dbt', port=5439, "
        "database='prod', password='{v}', method='database')\n09:12:41  Encountered an error",
    ),
    k(
        "fail_kafka_sasl_after_cat",
        "output",
        "$ cat client.properties\nbootstrap.servers=pkc-{l5}.aws.confluent.cloud:9092\n"
        "sasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required "
        "username='{U16}' password='{v}';\n$ kafka-topics --list --command-config client."
        "properties\norg.apache.kafka.common.errors.SaslAuthenticationException: Authentication "
        "failed",
        value=confluent_secret,
    ),
    k(
        "fail_debezium_status_config",
        "output",
        '{"name": "shop-cdc", "connector": {"state": "FAILED", "trace": "Access denied for user '
        '\'debezium\'"}, "config": {"database.user": "debezium", "database.password": '
        '"{v}"}}',
    ),
    k(
        "fail_dvc_push_after_config_list",
        "output",
        "$ dvc config --list --show-origin\n.dvc/config.local  remote.storage.access_key_id="
        "AKIA{U16}\n.dvc/config.local  remote.storage.secret_access_key={v}\n$ dvc push\n"
        "ERROR: unexpected error - An error occurred (SignatureDoesNotMatch)",
        value=aws_secret,
    ),
    k(
        "fail_mlflow_401_tracking_uri",
        "output",
        "mlflow.exceptions.MlflowException: API request to endpoint /api/2.0/mlflow/runs/create "
        "failed with error code 401 != 200. Tracking URI: https://ml:{v}@mlflow.corp",
        value=enc_pw,
    ),
    k(
        "fail_pytest_l_locals",
        "output",
        "_____________ test_export_orders _____________\n\nclient = <ApiClient base=https://"
        "api.corp>\npassword   = '{v}'\nresp       = <Response [403]>\n\n>       assert "
        "resp.status_code == 200\nE       assert 403 == 200",
        "token      = '{v}'\nurl        = 'https://api.corp/v1/export'",
    ),
    k(
        "fail_curl_v_metabase_session",
        "output",
        "> GET /api/card/12/query HTTP/2\n> Host: metabase.corp\n> X-Metabase-Session: {v}\n>\n"
        "< HTTP/2 401",
        value=lambda r: uuid4(r, "b"),
    ),
    k(
        "fail_newman_verbose_request",
        "output",
        '→ POST https://api.corp/auth  [401 Unauthorized, 312B, 84ms]\n  ┌\n  │ {"username": '
        '"qa-bot", "password": "{v}"}\n  └',
    ),
    k(
        "fail_k6_http_debug_full",
        "output",
        "INFO[0001] Request:\nGET /v1/items HTTP/1.1\nHost: api.corp\nAuthorization: Bearer {v}\n"
        "User-Agent: k6/0.54.0\n\n  group= iter=0 request_id={uuid} scenario=default",
        value=jwt,
    ),
    k(
        "fail_playwright_trace_network",
        "output",
        "  ✘  1 [chromium] › login.spec.ts:12:5 › admin can log in (5.1s)\n    Error: expect("
        'received).toBe(expected)\n    POST https://app.corp/api/login => 401 {"email":'
        '"qa@acme.test","password":"{v}"}',
    ),
    k(
        "fail_kaggle_401_then_cat",
        "output",
        '401 - Unauthorized - Unauthenticated\n$ cat ~/.kaggle/kaggle.json\n{"username":'
        '"ana{d3}","key":"{v}"}',
        value=lambda r: hex40(r)[:32],
    ),
    k(
        "fail_compose_config_airflow",
        "output",
        "$ docker compose config\nservices:\n  airflow-webserver:\n    environment:\n"
        "      AIRFLOW__CORE__EXECUTOR: CeleryExecutor\n      AIRFLOW__DATABASE__SQL_ALCHEMY_CONN:"
        " postgresql+psycopg2://airflow:{v}@postgres/airflow\n    image: apache/airflow:2.10.3",
    ),
    k(
        "fail_jupyter_keyerror_dict",
        "output",
        "KeyError                                  Traceback (most recent call last)\nCell In[9],"
        " line 1\n----> 1 creds['passwd']\n\nKeyError: 'passwd'\n\nIn [10]: creds\nOut[10]: "
        "{'user': 'analyst', 'password': '{v}', 'host': 'dw'}",
    ),
    k(
        "fail_ps_aux_clickhouse_client",
        "output",
        "$ ps aux | grep clickhouse\nana  41{d3}  0.2  0.4 clickhouse-client --host ch01 --user "
        "analyst --password {v} --query SELECT 1",
    ),
    k(
        "fail_databricks_cli_debug",
        "output",
        "$ databricks --debug jobs list\n> GET /api/2.1/jobs/list\n> * Authorization: Bearer {v}"
        "\n< HTTP/2.0 403 Forbidden",
        value=dapi,
    ),
    k(
        "fail_great_expectations_datasource",
        "output",
        "great_expectations.exceptions.ExecutionEngineError: Unable to connect: "
        "postgresql+psycopg2://ge:{v}@dw.internal:5432/analytics",
        value=enc_pw,
    ),
    k(
        "fail_meltano_invoke_env_dump",
        "output",
        "$ meltano --log-level=debug invoke tap-postgres\n2026-12-02T09:10:11 [debug] Env: "
        "{'TAP_POSTGRES_HOST': 'app-db', 'TAP_POSTGRES_PASSWORD': '{v}'}\n[error] Connection "
        "refused",
    ),
    k(
        "fail_vcr_cannot_overwrite",
        "output",
        "vcr.errors.CannotOverwriteExistingCassetteException: Can't overwrite existing cassette "
        "('tests/cassettes/test_sync.yaml') in your current record mode ('none').\nNo match for "
        "the request (<Request (GET) https://api.vendor.example/v1/sync?api_key={v}>) was found.",
        value=tok,
    ),
    k(
        "fail_wandb_login_netrc",
        "output",
        "wandb: ERROR Error while calling W&B API: user is not logged in (<Response [401]>)\n"
        "$ tail -3 ~/.netrc\n"
        "machine api.wandb.ai\n  login user\n  password {v}",
        value=hex40,
    ),
    k(
        "fail_airbyte_check_connection",
        "output",
        'Connection check failed: {"status": "FAILED", "message": "password authentication '
        'failed", "config": {"host": "pg-app", "username": "airbyte", "password": '
        '"{v}"}}',
    ),
)
