"""The forty-fifth held-out half of the wide secret corpus: written blind, before its round.

Written (issue 27) by a helper who never read the redactor's code, tables or
documentation, as a grader would write a fresh set. Its theme is secrets in
data, analytics and test work: what an analyst, a data engineer or a tester
pastes into a coding agent from notebooks, dbt projects, orchestrators,
query engines, warehouses and lakes, BI and ETL tools, streaming platforms,
ML data tooling and test artefacts. Shapes matter more than vendors: config
syntaxes (YAML, TOML, INI, HOCON, Java properties, XML, JSON inside strings,
SQL statements), command flags and positional arguments, printed tables and
DataFrame reprs, URL-encoded passwords in DSNs and JDBC/ODBC strings,
reversible encodings (base64 of a key file, of `user:pass`) and prose.

Its decisions: a default credential that still opens the service is a
secret (MinIO's `minioadmin` as the root password); a documented placeholder
(`<your-token>`, `dapiXXXX…`, `{{ env_var('…') }}`, a Postman `{{apiKey}}`)
is not. Public keys, fingerprints, content hashes and checksums, identifiers
of runs, jobs, queries, clusters and snapshots, and values that sign one
message (a notebook's `signature`, an S3 `x-amz-id-2`) are look-alikes.

Its parts: `bench/secret_kinds_heldout45_nb.py` (Jupyter cells and outputs,
papermill, Colab and Kaggle, dbt profiles and flags; and the value makers),
`_orch.py` (Airflow, Dagster, Prefect, Luigi, Mage, Kestra, Argo; Spark,
Hadoop, Hive, Trino, Presto, Impala, Flink, Pulsar; JDBC and ODBC strings),
`_lake.py` (Snowflake, BigQuery, Redshift, Databricks, ClickHouse, DuckDB
and MotherDuck, Iceberg and Delta catalogs, MinIO, pandas, fsspec and Azure
SAS readers), `_etl.py` (Metabase, Superset, Tableau, Looker, Grafana and
Redash data sources; Fivetran, Airbyte, Meltano, Singer, Stitch, dlt;
Kafka, Confluent Cloud, Kafka Connect, Debezium, Kinesis, Redpanda, Event
Hubs; DVC, MLflow, Label Studio, W&B, ClearML, Great Expectations, Feast),
`_qa.py` (HAR files, VCR, Betamax and Polly cassettes, WireMock, Postman,
Insomnia, Bruno, Hoppscotch and `.http` files, Playwright and Cypress,
BrowserStack and Sauce Labs, k6, JMeter, Locust, Gatling, Artillery,
Vegeta, pytest and tox, snapshots, Testcontainers), `_fail.py` (these
tools' failures pasted with what they printed) and `_chat.py` (people in
languages the chats of held-out 27 and 36 to 44 did not use, English
handovers, and split values); its look-alikes are in
`bench/secret_kinds_heldout45_look.py` and `_look2.py`.
"""

from __future__ import annotations

from bench.secret_kinds import SESSION_PLACES8, Kind, Sample, samples
from bench.secret_kinds_heldout45_chat import CHAT_KINDS
from bench.secret_kinds_heldout45_etl import ETL_KINDS
from bench.secret_kinds_heldout45_fail import FAIL_KINDS
from bench.secret_kinds_heldout45_lake import LAKE_KINDS
from bench.secret_kinds_heldout45_look import LOOK_ALIKES
from bench.secret_kinds_heldout45_nb import NB_KINDS
from bench.secret_kinds_heldout45_orch import ORCH_KINDS
from bench.secret_kinds_heldout45_qa import QA_KINDS

__all__ = ["KINDS", "LOOK_ALIKES", "heldout45_samples"]

KINDS: tuple[Kind, ...] = (
    *NB_KINDS,
    *ORCH_KINDS,
    *LAKE_KINDS,
    *ETL_KINDS,
    *QA_KINDS,
    *FAIL_KINDS,
    *CHAT_KINDS,
)

assert len({kind.name for kind in KINDS}) == len(KINDS), "a kind's name is written twice"


def heldout45_samples(per_kind: int = 3) -> tuple[Sample, ...]:
    """`per_kind` samples of each kind of the forty-fifth held-out half; the same on every run."""
    return samples(KINDS, per_kind, "kenning-wide-secrets-heldout45", SESSION_PLACES8)
