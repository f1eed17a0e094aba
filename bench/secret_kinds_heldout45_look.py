"""The look-alikes of held-out 45 (`bench/secret_kinds_heldout45.py`): no secret in any of them.

What data, analytics and test work prints and holds that looks like a
secret and is not, in this set's shapes. This file holds the drawn ones
(three draws each); `_look2.py` the fixed ones.

The decisions the set makes: one-way password hashes are look-alikes (a
Werkzeug `pbkdf2:sha256:…` in Airflow's and Superset's user tables, a
Jupyter server's `argon2:` `hashed_password`, ClickHouse's
`password_sha256_hex` and `double_sha1`, Postgres `SCRAM-SHA-256$…` in
`pg_authid`, bcrypt lines of a Trino `password.db`), each must be cracked to
open anything. Public keys and certificates are look-alikes (a Snowflake
user's `RSA_PUBLIC_KEY` and its `RSA_PUBLIC_KEY_FP`, a Kafka broker's CA
certificate), as is a listing of key ids without the keys (`gcloud iam
service-accounts keys list`, `confluent api-key list`). Values that sign or
check one thing open nothing: a notebook's trust `signature`, a dbt node's
`checksum`, a DVC `md5`, S3 `ETag`s and `x-amz-id-2`, GCS `md5Hash` and
`crc32c`, an Azure `Content-MD5`, SRI `integrity` and lock-file hashes, a CSP
nonce already sent to the browser, image digests. Identifiers are
look-alikes: Jupyter cell and kernel ids, papermill metadata, dbt
`invocation_id`s, Airflow `run_id`s and `dag_hash`es, Dagster and Prefect
run ids, Spark application and YARN container ids, HDFS block pool ids,
Trino and Hive query ids, Kafka cluster ids and consumer ids, Snowflake
and ClickHouse query ids, BigQuery job ids, Databricks cluster ids, Delta
`txnId`s, Iceberg snapshot ids, Metabase `entity_id`s, Tableau LUIDs,
Fivetran connector ids, Airbyte connection ids, Kinesis sequence numbers,
MLflow, W&B and ClearML run ids, Postman `_postman_id`s, Cypress project
ids, pytest-randomly and Hypothesis seeds, git commit ids and Google
Analytics cookies (`_ga`) in a Playwright storage state. A PNG in a
notebook's output is base64 of an image.
"""

from __future__ import annotations

import base64
import random
import string

from bench.secret_kinds import LookAlike, b64, digits, hexs, look_alikes, lower_alnum, pick
from bench.secret_kinds_heldout45_look2 import FIXED

__all__ = ["LOOK_ALIKES"]

_CRYPT = string.ascii_letters + string.digits + "./"
_NANO = string.ascii_letters + string.digits + "_-"


def _uuid(r: random.Random) -> str:
    h = hexs(r, 32)
    return f"{h[:8]}-{h[8:12]}-4{h[13:16]}-8{h[17:20]}-{h[20:]}"


def _mm(r: random.Random) -> str:
    """A minute or a second of a clock: two digits under 60."""
    return f"{r.randrange(60):02d}"


def _word(r: random.Random, n: int) -> str:
    return pick(r, string.ascii_lowercase, n)


def _raw64(r: random.Random, n: int) -> str:
    return base64.b64encode(bytes(r.randrange(256) for _ in range(n))).decode()


def _png(r: random.Random) -> str:
    return "iVBORw0KGgoAAAANSUhEUgAA" + _raw64(r, 90)


def _pub_rsa(r: random.Random) -> str:
    return "MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA" + _raw64(r, 150)


def _notebook_rounds(r: random.Random) -> list[tuple[str, str]]:
    return [
        (
            "ipynb_cell_id_execution_count",
            f'{{"cell_type": "code", "execution_count": {r.randrange(1, 60)}, "id": '
            f'"{hexs(r, 8)}-{hexs(r, 4)}", "metadata": {{"tags": []}}, "outputs": []}}',
        ),
        (
            "ipynb_trust_signature",
            f'"metadata": {{"kernelspec": {{"display_name": "Python 3", "name": "python3"}}, '
            f'"signature": "sha256:{hexs(r, 64)}"}}',
        ),
        (
            "ipynb_display_data_png_output",
            f'"outputs": [{{"data": {{"image/png": "{_png(r)}", "text/plain": ["<Figure size '
            f'640x480 with 1 Axes>"]}}, "output_type": "display_data"}}]',
        ),
        (
            "jupyter_kernel_and_session_ids",
            f"[I 2026-12-02 09:14:03.511 ServerApp] Kernel started: {_uuid(r)}\n[I 2026-12-02 "
            f"09:14:03.512 ServerApp] Connecting to kernel {_uuid(r)}. session {_uuid(r)}",
        ),
        (
            "papermill_cell_metadata",
            f'"papermill": {{"duration": {r.randrange(1, 90)}.{digits(r, 6)}, "end_time": '
            f'"2026-12-02T09:{_mm(r)}:11.{digits(r, 6)}", "exception": false, '
            f'"status": "completed"}}, "id": "{hexs(r, 8)}"',
        ),
        (
            "jupyter_hashed_password_argon2",
            f'{{"IdentityProvider": {{"hashed_password": "argon2:$argon2id$v=19$m=10240,t=10,p=8'
            f'${pick(r, _CRYPT[:-2], 22)}${pick(r, _CRYPT[:-2], 43)}"}}}}',
        ),
        (
            "dbt_manifest_checksum",
            f'"model.analytics.fct_orders": {{"checksum": {{"name": "sha256", "checksum": '
            f'"{hexs(r, 64)}"}}, "unique_id": "model.analytics.fct_orders"}}',
        ),
        (
            "dbt_run_results_invocation",
            f'"metadata": {{"dbt_schema_version": "https://schemas.getdbt.com/dbt/run-results/'
            f'v6.json", "dbt_version": "1.9.1", "generated_at": "2026-12-02T08:00:41Z", '
            f'"invocation_id": "{_uuid(r)}"}}',
        ),
        (
            "dbt_cloud_run_git_sha",
            f'{{"id": {digits(r, 9)}, "job_definition_id": {digits(r, 6)}, "git_sha": '
            f'"{hexs(r, 40)}", "git_branch": "main", "status_humanized": "Success"}}',
        ),
    ]


def _flow_rounds(r: random.Random) -> list[tuple[str, str]]:
    return [
        (
            "airflow_run_id_and_dag_hash",
            f"dag_id: daily_orders\nrun_id: scheduled__2026-12-0{r.randrange(1, 9)}T00:00:00"
            f"+00:00\ndag_hash: {hexs(r, 32)}\nexternal_trigger: False",
        ),
        (
            "airflow_ab_user_werkzeug_hash",
            f" id | username |                 password\n----+----------+--------------------------"
            f"\n  1 | admin    | pbkdf2:sha256:600000${pick(r, string.ascii_letters, 16)}"
            f"${hexs(r, 64)}",
        ),
        (
            "dagster_run_ids",
            f"2026-12-02 09:00:01 +0000 - dagster - DEBUG - orders_job - {_uuid(r)} - "
            f"{r.randrange(1000, 9999)} - RUN_START - Started execution of run for "
            f'"orders_job".\ndata_version: {hexs(r, 64)}',
        ),
        (
            "prefect_flow_run_id",
            f"09:00:12.511 | INFO    | prefect.engine - Created flow run 'crimson-albatross' for "
            f"flow 'nightly-etl'\n09:00:12.512 | INFO    | Flow run 'crimson-albatross' - View at "
            f"https://app.prefect.cloud/account/{_uuid(r)}/workspace/{_uuid(r)}/runs/flow-run/"
            f"{_uuid(r)}",
        ),
        (
            "spark_application_yarn_ids",
            f"INFO Client: Submitted application application_17646{digits(r, 8)}_00{digits(r, 2)}"
            f"\nINFO YarnAllocator: Launching container container_e07_17646{digits(r, 8)}_0042_01_"
            f"0000{digits(r, 2)} on host worker-{r.randrange(1, 30)}",
        ),
        (
            "hdfs_block_pool_ids",
            f"BP-{digits(r, 9)}-10.0.4.{r.randrange(2, 250)}-17646{digits(r, 8)}:blk_10737"
            f"{digits(r, 5)}_{digits(r, 4)} len=134217728 Live_repl=3",
        ),
        (
            "trino_cli_query_id_splits",
            f"Query 20261202_0914{_mm(r)}_{digits(r, 5)}_{pick(r, string.ascii_lowercase, 5)}"
            f", FINISHED, 4 nodes\nSplits: 212 total, 212 done (100.00%)",
        ),
        (
            "hive_query_id",
            f"INFO  : Compiling command(queryId=hive_20261202091{digits(r, 3)}_{_uuid(r)}): "
            f"select count(*) from sales.orders",
        ),
        (
            "kafka_storage_cluster_id",
            f"kafka-storage.sh format -t {pick(r, _NANO, 22)} -c config/kraft/server.properties\n"
            f"Formatting /var/lib/kafka/data with metadata.version 3.8-IV0.",
        ),
        (
            "kafka_consumer_group_describe",
            f"GROUP   TOPIC   PARTITION  CURRENT-OFFSET  LOG-END-OFFSET  LAG  CONSUMER-ID\netl     "
            f"orders  0          {digits(r, 6)}          {digits(r, 6)}          3    "
            f"consumer-etl-1-{_uuid(r)}",
        ),
        (
            "schema_registry_ids",
            f'{{"subject": "orders-value", "version": {r.randrange(1, 20)}, "id": '
            f'{digits(r, 6)}, "schemaType": "AVRO", "fingerprint": "{hexs(r, 32)}"}}',
        ),
        (
            "kinesis_sequence_number",
            f'{{"ShardId": "shardId-00000000000{r.randrange(10)}", "SequenceNumber": '
            f'"4965{digits(r, 52)}"}}',
        ),
    ]


def _warehouse_rounds(r: random.Random) -> list[tuple[str, str]]:
    return [
        (
            "snowflake_query_id_rows_produced",
            f"Query ID: 01b8{hexs(r, 4)}-0{digits(r, 3)}-{hexs(r, 4)}-0000-{digits(r, 4)}"
            f"{hexs(r, 8)}\n1 Row(s) produced. Time Elapsed: 0.412s",
        ),
        (
            "snowflake_rsa_public_key",
            f"ALTER USER dbt_ci SET RSA_PUBLIC_KEY='{_pub_rsa(r)}';",
        ),
        (
            "snowflake_rsa_public_key_fp",
            f"| RSA_PUBLIC_KEY_FP | SHA256:{_raw64(r, 32)} | null | Fingerprint of user's RSA "
            f"public key. |",
        ),
        (
            "gcloud_sa_keys_list",
            "KEY_ID                                    CREATED_AT            EXPIRES_AT"
            f"            DISABLED\n{hexs(r, 40)}  2026-03-11T10:02:44Z  9999-12-31T23:59:59Z\n"
            f"{hexs(r, 40)}"
            f"  2026-11-30T08:13:09Z  2027-11-30T08:13:09Z",
        ),
        (
            "bigquery_bqjob_and_job_reference_ids",
            f"Waiting on bqjob_r{hexs(r, 15)}_00000193{hexs(r, 8)}_1 ... (2s) Current status: DONE"
            f"\njobReference: projectId: analytics-prod, jobId: job_{pick(r, _NANO, 28)}",
        ),
        (
            "databricks_cluster_and_run_ids",
            f"cluster_id: 1202-0914{_mm(r)}-{lower_alnum(r, 8)}\nrun_id: {digits(r, 15)}\n"
            f"run_page_url: https://adb-{digits(r, 16)}.7.azuredatabricks.net/?o={digits(r, 16)}"
            f"#job/{digits(r, 12)}/run/{digits(r, 15)}",
        ),
        (
            "clickhouse_query_id_parts",
            f"Query id: {_uuid(r)}\n┌─name──────────┬─hash_of_all_files────────────────┐\n│ "
            f"all_1_{r.randrange(2, 9)}_1 │ {hexs(r, 32)} │\n"
            "└───────────────┴────────────────────────────────┘",
        ),
        (
            "clickhouse_users_xml_sha256_hex",
            f"<users><bi><password_sha256_hex>{hexs(r, 64)}</password_sha256_hex>"
            f"<profile>readonly</profile></bi></users>",
        ),
        (
            "postgres_scram_verifier",
            f" rolname |  rolpassword\n---------+---------\n loader  | SCRAM-SHA-256$4096:"
            f"{_raw64(r, 16)}${_raw64(r, 32)}:{_raw64(r, 32)}",
        ),
        (
            "trino_password_db_bcrypt",
            f"analyst:$2y$10${pick(r, _CRYPT, 53)}\nbi:$2y$10${pick(r, _CRYPT, 53)}",
        ),
        (
            "delta_log_commit_info",
            f'{{"commitInfo": {{"timestamp": 17646{digits(r, 8)}, "operation": "WRITE", '
            f'"txnId": "{_uuid(r)}"}}}}\n{{"add": {{"path": "part-00000-{_uuid(r)}-c000.snappy.'
            f'parquet", "size": {r.randrange(10**5, 10**6)}, "dataChange": true}}}}',
        ),
        (
            "iceberg_snapshot_ids",
            f'"snapshot-id": {digits(r, 19)},\n"parent-snapshot-id": {digits(r, 19)},\n'
            f'"manifest-list": "s3://acme-lake/warehouse/orders/metadata/snap-{digits(r, 19)}-1-'
            f'{_uuid(r)}.avro"',
        ),
        (
            "s3_etag_request_ids",
            f'{{"ETag": "\\"{hexs(r, 32)}\\"", "ResponseMetadata": {{"RequestId": '
            f'"{pick(r, "0123456789ABCDEF", 16)}", "HostId": "{_raw64(r, 57)}"}}}}',
        ),
        (
            "gcs_object_hashes",
            f"gs://acme-raw/events/2026-12-01.parquet:\n    Hash (crc32c):          {_raw64(r, 4)}"
            f"\n    Hash (md5):             {_raw64(r, 16)}\n    Generation:             "
            f"17646{digits(r, 11)}",
        ),
        (
            "azure_blob_content_md5",
            f"Content-MD5: {_raw64(r, 16)}\nETag: 0x8DD{pick(r, '0123456789ABCDEF', 12)}\n"
            f"x-ms-request-id: {_uuid(r)}",
        ),
    ]


def _tools_rounds(r: random.Random) -> list[tuple[str, str]]:
    return [
        (
            "metabase_entity_ids",
            f'{{"name": "Orders by week", "entity_id": "{pick(r, _NANO, 21)}", "collection_id": '
            f'{r.randrange(2, 90)}, "database_id": 2}}',
        ),
        (
            "superset_dashboard_uuid",
            f"dashboard_title: Sales\nuuid: {_uuid(r)}\nslug: sales\nposition:\n  CHART-"
            f"{pick(r, _NANO, 10)}:\n    type: CHART",
        ),
        (
            "tableau_luids",
            f'<workbook id="{_uuid(r)}" name="Finance KPIs" contentUrl="FinanceKPIs">\n'
            f'  <project id="{_uuid(r)}" name="Finance"/>\n</workbook>',
        ),
        (
            "fivetran_connector_and_sync_ids",
            f'{{"id": "{_word(r, 8)}_{_word(r, 10)}",'
            f' "group_id": "{_word(r, 7)}_{_word(r, 9)}'
            f'", "service": "postgres", "sync_id": "{_uuid(r)}"}}',
        ),
        (
            "airbyte_connection_ids",
            f"connectionId: {_uuid(r)}\nsourceId: {_uuid(r)}\ndestinationId: {_uuid(r)}\n"
            f"jobId: {digits(r, 5)}",
        ),
        (
            "dvc_file_md5",
            f"outs:\n- md5: {hexs(r, 32)}.dir\n  size: {digits(r, 8)}\n  nfiles: 412\n  hash: md5\n"
            f"  path: data/raw",
        ),
        (
            "mlflow_run_artifact_uri",
            f"run_id: {hexs(r, 32)}\nexperiment_id: '{r.randrange(1, 40)}'\nartifact_uri: "
            f"mlflow-artifacts:/{r.randrange(1, 40)}/{hexs(r, 32)}/artifacts",
        ),
        (
            "wandb_run_ids",
            f"wandb: Syncing run dazzling-sky-{r.randrange(10, 400)}\nwandb: 🚀 View run at "
            f"https://wandb.ai/acme/churn/runs/{lower_alnum(r, 8)}",
        ),
        (
            "clearml_task_and_project_ids",
            f"ClearML Task: created new task id={hexs(r, 32)}\nClearML results page: "
            f"https://app.clear.ml/projects/{hexs(r, 32)}/experiments/{hexs(r, 32)}/output/log",
        ),
        (
            "model_weights_sha256",
            f"model.safetensors: sha256:{hexs(r, 64)} ({r.randrange(100, 900)} MB)",
        ),
        (
            "kafka_ca_certificate",
            "ssl.truststore.type=PEM\nssl.truststore.certificates=-----BEGIN CERTIFICATE-----\\\n"
            f"  MIID{b64(r, 60)}\\\n  {b64(r, 64)}\\\n  -----END CERTIFICATE-----",
        ),
    ]


def _qa_rounds(r: random.Random) -> list[tuple[str, str]]:
    return [
        (
            "har_request_id_timings",
            f'"response": {{"status": 200, "headers": [{{"name": "x-request-id", "value": '
            f'"{_uuid(r)}"}}, {{"name": "etag", "value": "W/\\"{hexs(r, 16)}\\""}}]}}, '
            f'"serverIPAddress": "10.0.3.{r.randrange(2, 250)}", "connection": "{digits(r, 5)}"',
        ),
        (
            "har_csp_nonce_sri",
            f"content-security-policy: script-src 'self' 'nonce-{_raw64(r, 16)}'\n"
            f'<script src="/static/app.js" integrity="sha384-{_raw64(r, 48)}" '
            f'crossorigin="anonymous"></script>',
        ),
        (
            "postman_collection_ids",
            f'"info": {{"_postman_id": "{_uuid(r)}", "name": "Orders API", "schema": '
            f'"https://schema.getpostman.com/json/collection/v2.1.0/collection.json", '
            f'"_exporter_id": "{digits(r, 8)}"}}',
        ),
        (
            "playwright_state_ga_cookies",
            f'{{"name": "_ga", "value": "GA1.1.{digits(r, 9)}.17646{digits(r, 5)}", "domain": '
            f'".acme.test", "path": "/"}}, {{"name": "_ga_{pick(r, string.ascii_uppercase, 10)}", '
            f'"value": "GS1.1.17646{digits(r, 5)}.3.1.17646{digits(r, 5)}.0.0.0"}}',
        ),
        (
            "cypress_project_id_run_url",
            f"  Recording Run: https://cloud.cypress.io/projects/{lower_alnum(r, 6)}/runs/"
            f"{r.randrange(100, 9999)}\n  projectId: '{lower_alnum(r, 6)}'",
        ),
        (
            "k6_summary",
            f"     execution: local\n        script: load.js\n        output: cloud "
            f"(https://app.k6.io/runs/{digits(r, 7)})\n     http_req_duration...: avg=112.4ms "
            f"p(95)=301.2ms\n     iterations..........: {digits(r, 5)}",
        ),
        (
            "pytest_randomly_hypothesis_seed",
            f"Using --randomly-seed={digits(r, 10)}\n...\nYou can reproduce this example by "
            f"temporarily adding @reproduce_failure('6.112.2', b'AXic{b64(r, 20)}') as a "
            f"decorator\n@seed({digits(r, 38)})",
        ),
        (
            "jest_snapshot_ids",
            f'exports[`OrderRow renders 1`] = `\n<tr\n  data-testid="order-{hexs(r, 8)}"\n>\n'
            f"  <td>{_uuid(r)}</td>\n</tr>\n`;",
        ),
        (
            "ci_commit_and_run_ids",
            f"GITHUB_SHA={hexs(r, 40)}\nGITHUB_RUN_ID={digits(r, 10)}\nGITHUB_RUN_ATTEMPT=1",
        ),
        (
            "image_digest_pin",
            f"image: apache/airflow:2.10.3@sha256:{hexs(r, 64)}",
        ),
        (
            "lockfile_integrity_hashes",
            f'"node_modules/@playwright/test": {{"version": "1.49.0", "integrity": '
            f'"sha512-{_raw64(r, 64)}"}}\npandas==2.2.3 --hash=sha256:{hexs(r, 64)}',
        ),
    ]


def _more_rounds(r: random.Random) -> list[tuple[str, str]]:
    return [
        (
            "superset_werkzeug_hash",
            f"superset=# select username, password from ab_user;\n username |  password\n"
            f"----------+----------\n admin    | scrypt:32768:8:1$"
            f"{pick(r, string.ascii_letters, 16)}"
            f"${hexs(r, 128)}",
        ),
        (
            "clickhouse_double_sha1",
            f"CREATE USER bi IDENTIFIED WITH double_sha1_hash BY '{hexs(r, 40).upper()}';",
        ),
        (
            "metabase_bcrypt_column",
            f" id |      email       | password_salt |  password\n----+------------------+---\n"
            f"  3 | ana@acme.test    | {_uuid(r)} | $2a$10${pick(r, _CRYPT, 53)}",
        ),
        (
            "pulsar_message_and_ledger_ids",
            f"Published message id: {r.randrange(100, 999)}:{r.randrange(0, 99)}:-1\n"
            f"ledgerId: {digits(r, 6)}, entryId: {digits(r, 3)}, batchIndex: -1",
        ),
        (
            "event_hubs_offsets",
            f'{{"partition_id": "{r.randrange(0, 8)}", "offset": "{digits(r, 11)}", '
            f'"sequence_number": {digits(r, 8)}, "enqueued_time": '
            f'"2026-12-02T09:{_mm(r)}:00Z"}}',
        ),
        (
            "label_studio_task_ids",
            f'{{"id": {digits(r, 6)}, "project": 7, "data": {{"image": "s3://acme-ml/img/'
            f'{hexs(r, 16)}.jpg"}}, "annotations": [{{"id": {digits(r, 6)}, "unique_id": '
            f'"{_uuid(r)}"}}]}}',
        ),
        (
            "dvc_lock_hashes",
            f"stages:\n  featurize:\n    cmd: python featurize.py\n    deps:\n    - path: "
            f"data/raw\n      hash: md5\n      md5: {hexs(r, 32)}.dir\n    outs:\n    - path: "
            f"data/features.parquet\n      md5: {hexs(r, 32)}",
        ),
        (
            "parquet_file_metadata",
            f"<pyarrow._parquet.FileMetaData object at 0x7f{hexs(r, 10)}>\n  created_by: "
            f"parquet-cpp-arrow version 17.0.0\n  num_rows: {digits(r, 6)}\n  num_row_groups: 4",
        ),
        (
            "snowflake_session_and_statement_ids",
            f"Session ID: {digits(r, 14)}\nStatement handle: 01b8{hexs(r, 4)}-0{digits(r, 3)}-"
            f"{hexs(r, 4)}-0000-{digits(r, 4)}{hexs(r, 8)}",
        ),
        (
            "looker_query_and_dashboard_ids",
            f"query_id: {digits(r, 6)}\nresult_maker_id: {digits(r, 5)}\ndashboard_element: "
            f"{digits(r, 4)}\nx-request-id: {hexs(r, 32)}",
        ),
        (
            "vcr_cassette_meta_headers",
            f"    headers:\n      Date:\n      - Wed, 02 Dec 2026 09:1{r.randrange(10)}:03 GMT\n"
            f"      X-Request-Id:\n      - {_uuid(r)}\n      ETag:\n      - '\"{hexs(r, 32)}\"'",
        ),
        (
            "jmeter_jtl_row",
            f"timeStamp,elapsed,label,responseCode,threadName,success\n17646{digits(r, 8)},"
            f"{r.randrange(40, 900)},GET /items,200,Thread Group 1-{r.randrange(1, 200)},true",
        ),
        (
            "insta_snapshot_metadata",
            f"---\nsource: tests/export.rs\nassertion_line: {r.randrange(10, 300)}\nexpression: "
            f'export\n---\nExport {{ id: {_uuid(r)}, checksum: "{hexs(r, 64)}" }}',
        ),
    ]


def _rounds(r: random.Random) -> list[tuple[str, str]]:
    return [
        *_notebook_rounds(r),
        *_flow_rounds(r),
        *_warehouse_rounds(r),
        *_tools_rounds(r),
        *_qa_rounds(r),
        *_more_rounds(r),
    ]


LOOK_ALIKES: tuple[LookAlike, ...] = look_alikes("kenning-wide-heldout45-look", _rounds, FIXED)
