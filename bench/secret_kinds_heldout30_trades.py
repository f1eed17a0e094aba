"""The third part of held-out 30's kinds (`bench/secret_kinds_heldout30.py`): data vendors.

Vendors of data engineering and databases no set's docstring names, each
key as a data engineer pastes it into a coding agent, written with `kind30`
of `bench/secret_kinds_heldout30_more.py`: engines and warehouses (Vertica,
Greenplum, Yellowbrick, SAP HANA's `hdbuserstore`, IBM Db2, Netezza,
Kinetica, Apache Doris and StarRocks catalogs, Databend, CrateDB, Azure Data
Explorer, Cloudflare Hyperdrive, Prisma Postgres, Gel, Nile, TiDB Cloud,
YugabyteDB, Couchbase Capella, ScyllaDB Cloud, ArangoDB, InfluxDB,
QuestDB), lakehouse catalogs (an Iceberg REST catalog's credential, Apache
Polaris, Unity Catalog OSS, Nessie, Lakekeeper, a Delta Sharing profile,
Onehouse), streaming (Confluent Cloud's key table, a schema registry's
basic auth, Redpanda's `rpk`, WarpStream, StreamNative's Pulsar token, a
NATS `.creds` seed, Decodable, DeltaStream), CDC and ingestion (PeerDB,
Sequin, Artie, Streamkap, Striim, Qlik Replicate, Matillion, Rivery, Hevo,
Portable, Integrate.io), reverse ETL (Census, Polytomic), BI (Looker's
`looker.ini`, Domo, Sisense, Omni, Rill, Cluvio) and data quality and
catalogs (Monte Carlo, Soda Cloud, GX Cloud, Atlan, DataHub, OpenMetadata,
Datafold, Elementary, Metaplane, Secoda).
"""

from __future__ import annotations

import random

from bench.secret_kinds import Kind, alnum, b32, b64, hexs, pick, urlsafe
from bench.secret_kinds_heldout30_more import kind30, uuid30

__all__ = ["DATA_VENDOR_KINDS"]


def _nats_seed(r: random.Random) -> str:
    return "SUA" + pick(r, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 55)


def _jwtish(r: random.Random) -> str:
    return "eyJhbGciOiJSUzI1NiIsInR5cCI6IkpXVCJ9.eyJ" + urlsafe(r, 120) + "." + urlsafe(r, 86)


_ENGINES: tuple[Kind, ...] = (
    kind30(
        "vertica_vsql_password",
        "cli",
        "vsql -h vertica-01.dw.internal -U dbadmin -w {v} -c 'SELECT node_name FROM nodes'",
        "/opt/vertica/bin/admintools -t start_db -d analytics -p {v}",
    ),
    kind30(
        "greenplum_gpload_yaml",
        "config",
        "VERSION: 1.0.0.1\nDATABASE: warehouse\nUSER: gpadmin\nHOST: gp-master\nPORT: 5432\n"
        "PASSWORD: {v}\nGPLOAD:\n   INPUT:\n    - SOURCE:\n         FILE: [ /data/orders.csv ]",
    ),
    kind30(
        "yellowbrick_ybload",
        "cli",
        "YBPASSWORD={v} ybload -h yb.dw.internal -U loader -d sales -t public.orders "
        "--format csv /data/orders_2026-11.csv",
    ),
    kind30(
        "sap_hana_hdbuserstore",
        "cli",
        "hdbuserstore SET PRODKEY hana01.sap.internal:30015@HDB SYSTEM {v}",
        'hdbsql -n hana01:30015 -u SYSTEM -p {v} -d SYSTEMDB "SELECT * FROM M_DATABASES"',
    ),
    kind30(
        "db2_connect_using",
        "cli",
        "db2 connect to SAMPLE user db2inst1 using {v}",
        'db2 "CATALOG TCPIP NODE dwnode REMOTE db2.dw.internal SERVER 50000" && '
        "db2 connect to DWH user etl using {v}",
    ),
    kind30(
        "netezza_nzsql_pw",
        "cli",
        "nzsql -host nz-prod -d SALES -u admin -pw {v} -c 'select count(*) from orders'",
    ),
    kind30(
        "kinetica_gpudb_conf",
        "config",
        "[gaia]\nhead_ip_address = 10.8.0.21\n[security]\nrequire_authentication = true\n"
        "admin_password = {v}",
    ),
    kind30(
        "doris_catalog_s3_secret",
        "code",
        "CREATE CATALOG lake PROPERTIES (\n  'type' = 'iceberg',\n  'iceberg.catalog.type' = "
        "'rest',\n"
        "  's3.endpoint' = 'https://s3.eu-west-1.amazonaws.com',\n  's3.access_key' = 'AKIA{U16}',"
        "\n"
        "  's3.secret_key' = '{v}'\n);",
        value=lambda r: b64(r, 40),
    ),
    kind30(
        "databend_bendsql_dsn",
        "dsn",
        'bendsql --dsn "databend://etl:{v}@databend.dw.internal:8000/default?sslmode=disable"',
    ),
    kind30(
        "cratedb_crash_password",
        "cli",
        "CRATEPW={v} crash --hosts https://crate.iot.internal:4200 --username ingest",
    ),
    kind30(
        "kusto_ado_app_key",
        "dsn",
        'var kcsb = "Data Source=https://telemetry.westeurope.kusto.windows.net;'
        "Database=events;Application Client Id={uuid};Application Key={v};"
        'Authority Id={uuid}";',
        value=lambda r: alnum(r, 3) + "8Q~" + urlsafe(r, 34),
    ),
    kind30(
        "hyperdrive_connection_string",
        "dsn",
        'npx wrangler hyperdrive create orders-db --connection-string="postgres://app:{v}@'
        'db.orders.example:5432/orders"',
    ),
    kind30(
        "prisma_postgres_api_key",
        "vendor",
        'DATABASE_URL="prisma+postgres://accelerate.prisma-data.net/?api_key={v}"',
        value=_jwtish,
    ),
    kind30(
        "gel_secret_key",
        "vendor",
        "GEL_INSTANCE=studio/tidepool\nGEL_SECRET_KEY={v}",
        "EDGEDB_SECRET_KEY={v} npx @edgedb/generate queries",
        value=lambda r: "nbwt1_" + _jwtish(r),
    ),
    kind30(
        "nile_db_credentials",
        "vendor",
        "NILEDB_USER={uuid}\nNILEDB_PASSWORD={v}\nNILEDB_API_URL=https://"
        "eu-central-1.api.thenile.dev/v2/"
        "databases/{uuid}",
        value=lambda r: uuid30(r),
    ),
    kind30(
        "tidb_cloud_api_private_key",
        "vendor",
        "ticloud config set public-key {U8}\nticloud config set private-key {v}",
        value=lambda r: uuid30(r),
    ),
    kind30(
        "yugabyte_ysqlsh_password",
        "cli",
        "PGPASSWORD_YB={v} ysqlsh -h yb-tserver-0.yb.internal -U yugabyte -c '\\dt'",
        "./bin/yugabyted start --secure --certs_dir=certs --ysql_password {v}",
    ),
    kind30(
        "couchbase_capella_password",
        "dsn",
        'cluster = Cluster("couchbases://cb.{l16}.cloud.couchbase.com", '
        'ClusterOptions(PasswordAuthenticator("app_rw", "{v}")))',
    ),
    kind30(
        "scylla_cloud_cqlshrc",
        "config",
        "[authentication]\nusername = scylla\npassword = {v}\n\n[connection]\n"
        "hostname = node-0.aws-eu-west-1.{h16}.clusters.scylla.cloud\nport = 9042",
    ),
    kind30(
        "arangosh_server_password",
        "cli",
        "arangosh --server.endpoint ssl://arango.graph.internal:8529 --server.username root "
        "--server.password {v}",
        "arangodump --server.password {v} --output-directory dump/2026-11-30",
    ),
    kind30(
        "influx_cli_token",
        "vendor",
        "influx config create --config-name prod --host-url https://influx.iot.internal:8086 "
        "--org plant --token {v} --active",
        value=lambda r: urlsafe(r, 86) + "==",
    ),
    kind30(
        "questdb_pg_password",
        "config",
        "# server.conf\npg.user=admin\npg.password={v}\npg.readonly.user.enabled=true",
    ),
)

_LAKE_STREAM: tuple[Kind, ...] = (
    kind30(
        "pyiceberg_rest_credential",
        "config",
        "catalog:\n  prod:\n    uri: https://catalog.lake.example/api/catalog\n"
        "    credential: {k20}:{v}\n    warehouse: analytics",
        value=lambda r: alnum(r, 40),
    ),
    kind30(
        "polaris_spark_credential",
        "cli",
        "spark-sql --conf spark.sql.catalog.polaris=org.apache.iceberg.spark.SparkCatalog "
        "--conf spark.sql.catalog.polaris.type=rest "
        "--conf spark.sql.catalog.polaris.credential={h16}:{v} "
        "--conf spark.sql.catalog.polaris.scope=PRINCIPAL_ROLE:ALL",
        value=lambda r: hexs(r, 32),
    ),
    kind30(
        "unity_catalog_oss_token",
        "cli",
        "bin/uc --server https://uc.lake.internal --auth_token {v} table list "
        "--catalog unity --schema default",
        value=_jwtish,
    ),
    kind30(
        "nessie_bearer_token",
        "config",
        "nessie.uri=https://nessie.lake.internal/api/v2\nnessie.authentication.type=BEARER\n"
        "nessie.authentication.token={v}",
        value=lambda r: urlsafe(r, 64),
    ),
    kind30(
        "lakekeeper_client_secret",
        "config",
        "LAKEKEEPER__OPENID_PROVIDER_URI=https://idp.lake.internal/realms/lake\n"
        "ICEBERG_CLIENT_ID=spark\nICEBERG_CLIENT_SECRET={v}",
        value=lambda r: alnum(r, 32),
    ),
    kind30(
        "delta_sharing_profile",
        "config",
        '$ cat config.share\n{\n  "shareCredentialsVersion": 1,\n'
        '  "endpoint": "https://sharing.lake.example/delta-sharing/",\n'
        '  "bearerToken": "{v}",\n  "expirationTime": "2027-03-01T00:00:00.0Z"\n}',
        value=lambda r: urlsafe(r, 48),
    ),
    kind30(
        "onehouse_api_secret",
        "vendor",
        "ONEHOUSE_PROJECT_UID={uuid}\nONEHOUSE_API_KEY={k24}\nONEHOUSE_API_SECRET={v}",
        value=lambda r: alnum(r, 48),
    ),
    kind30(
        "confluent_api_key_table",
        "cli",
        "$ confluent api-key create --resource lkc-{l6}\n"
        "It may take a couple of minutes for the API key to be ready.\n"
        "Save the API key and secret. The secret is not retrievable later.\n"
        "+------------+------------------------------------------------------------------+\n"
        "| API Key    | {U16}                                                 |\n"
        "| API Secret | {v} |\n"
        "+------------+------------------------------------------------------------------+",
        value=lambda r: b64(r, 64),
    ),
    kind30(
        "schema_registry_basic_user_info",
        "config",
        "schema.registry.url=https://psrc-{l6}.eu-central-1.aws.confluent.cloud\n"
        "basic.auth.credentials.source=USER_INFO\n"
        "basic.auth.user.info={U16}:{v}",
        value=lambda r: b64(r, 64),
    ),
    kind30(
        "rpk_profile_pass",
        "cli",
        "rpk profile create prod --set brokers=seed-{h8}.redpanda.example:9092 "
        "--set tls.enabled=true --set user=ingest --set pass={v} --set "
        "sasl.mechanism=SCRAM-SHA-256",
        "rpk security user create ingest -p '{v}' --mechanism SCRAM-SHA-256",
    ),
    kind30(
        "warpstream_agent_key",
        "vendor",
        "warpstream agent -bucketURL s3://ws-{l10}?region=eu-west-1 "
        "-agentKey {v} -defaultVirtualClusterID vci_{uuid} -region eu-west-1",
        value=lambda r: "aks_" + hexs(r, 64),
    ),
    kind30(
        "pulsar_client_conf_token",
        "config",
        "webServiceUrl=https://pulsar.events.internal:8443\nbrokerServiceUrl=pulsar+ssl://"
        "pulsar.events."
        "internal:6651\nauthPlugin=org.apache.pulsar.client.impl.auth.AuthenticationToken\n"
        "authParams=token:{v}",
        value=_jwtish,
    ),
    kind30(
        "nats_creds_seed",
        "key",
        "-----BEGIN NATS USER JWT-----\n"
        "eyJ0eXAiOiJKV1QiLCJhbGciOiJlZDI1NTE5LW5rZXkifQ.eyJ{k80}.{k43}\n"
        "------END NATS USER JWT------\n\n************************* IMPORTANT "
        "*************************\nNKEYs are sensitive and should be treated as secrets.\n\n"
        "-----BEGIN USER NKEY SEED-----\n{v}\n------END USER NKEY SEED------",
        value=_nats_seed,
    ),
    kind30(
        "decodable_cli_token",
        "vendor",
        "decodable:\n  active-profile: prod\n  profiles:\n    prod:\n      account: studio\n"
        "      access-token: {v}",
        value=lambda r: urlsafe(r, 72),
    ),
    kind30(
        "deltastream_api_token",
        "vendor",
        "DS_API_TOKEN={v} dscli --server https://api.deltastream.io/v2 query 'LIST STREAMS;'",
        value=_jwtish,
    ),
)

_INGEST_BI: tuple[Kind, ...] = (
    kind30(
        "peerdb_create_peer",
        "code",
        "CREATE PEER pg_orders FROM POSTGRES WITH (\n  host = 'orders-db.internal', port = 5432,\n"
        "  user = 'peerdb_repl', password = '{v}', database = 'orders'\n);",
    ),
    kind30(
        "sequin_api_token",
        "vendor",
        "sequin config export --api-token {v} > sequin.yml",
        value=lambda r: alnum(r, 48),
    ),
    kind30(
        "artie_deploy_key",
        "vendor",
        "ARTIE_API_KEY={v}\nartie deployments list --company studio",
        value=lambda r: "artie_" + urlsafe(r, 40),
    ),
    kind30(
        "streamkap_client_secret",
        "vendor",
        'provider "streamkap" {\n  client_id     = "{k32}"\n  client_secret = "{v}"\n}',
        value=lambda r: alnum(r, 48),
    ),
    kind30(
        "striim_source_password",
        "code",
        "CREATE SOURCE OrdersCDC USING Global.PostgreSQLReader (\n  Username: 'striim',\n"
        "  Password: '{v}',\n  ConnectionURL: 'jdbc:postgresql://orders-db:5432/orders',\n"
        "  ReplicationSlotName: 'striim_slot'\n) OUTPUT TO OrdersStream;",
    ),
    kind30(
        "qlik_replicate_endpoint_json",
        "config",
        '"endpoint": {\n  "name": "SQL_Prod",\n  "role": "SOURCE",\n  "type_id": '
        '"SQL_SERVER_NATIVE",\n'
        '  "db_settings": {"server": "sql01", "username": "repl", "password": "{v}"}\n}',
    ),
    kind30(
        "matillion_api_token",
        "vendor",
        "curl https://eu1.api.matillion.com/dpc/v1/projects -H 'Authorization: Bearer {v}'",
        value=_jwtish,
    ),
    kind30(
        "rivery_api_token",
        "vendor",
        "RIVERY_API_TOKEN={v}\nrivery activities run --river-id {h24}",
        value=lambda r: urlsafe(r, 60),
    ),
    kind30(
        "hevo_api_secret",
        "vendor",
        "curl -u {k16}:{v} https://eu.hevodata.com/api/public/v2.0/pipelines",
        value=lambda r: alnum(r, 40),
    ),
    kind30(
        "portable_api_key",
        "vendor",
        "curl https://api.portable.io/v2/flows -H 'Authorization: Bearer {v}'",
        value=lambda r: "pt_" + alnum(r, 40),
    ),
    kind30(
        "integrateio_api_key",
        "vendor",
        "curl -u {v}: https://api.xplenty.com/studio/api/jobs -H 'Accept: application/"
        "vnd.xplenty+json'",
        value=lambda r: alnum(r, 40),
    ),
    kind30(
        "census_secret_token",
        "vendor",
        "curl -X POST https://app.getcensus.com/api/v1/syncs/{d5}/trigger "
        "-H 'Authorization: Bearer {v}'",
        value=lambda r: "secret-token:" + alnum(r, 24),
    ),
    kind30(
        "polytomic_api_key",
        "vendor",
        "polytomic:\n  deployment_url: https://app.polytomic.com\n  api_key: {v}",
        value=lambda r: uuid30(r),
    ),
    kind30(
        "looker_ini_client_secret",
        "config",
        "[Looker]\nbase_url=https://studio.cloud.looker.com:443\nclient_id={k20}\n"
        "client_secret={v}\nverify_ssl=True",
        value=lambda r: alnum(r, 24),
    ),
    kind30(
        "domo_client_secret",
        "vendor",
        "DOMO_CLIENT_ID={uuid}\nDOMO_CLIENT_SECRET={v}\n"
        "curl -u $DOMO_CLIENT_ID:$DOMO_CLIENT_SECRET 'https://api.domo.com/oauth/"
        "token?grant_type=client_credentials'",
        value=lambda r: hexs(r, 64),
    ),
    kind30(
        "sisense_api_token",
        "vendor",
        "curl https://bi.studio.example/api/v1/elasticubes/getElasticubes -H 'Authorization: "
        "Bearer {v}'",
        value=_jwtish,
    ),
    kind30(
        "omni_api_key",
        "vendor",
        'OMNI_API_KEY={v}\ncurl -H "Authorization: Bearer $OMNI_API_KEY" https://studio.omniapp.co/'
        "api/v1/documents",
        value=lambda r: "omni_osk_" + alnum(r, 40),
    ),
    kind30(
        "rill_env_set",
        "cli",
        "rill env set connector.clickhouse.password {v} --project tidepool-metrics",
    ),
    kind30(
        "cluvio_datasource_password",
        "form",
        '{"datasource": {"type": "postgresql", "host": "replica.orders.internal", "port": 5432, '
        '"database": "orders", "username": "cluvio_ro", "password": "{v}", "ssl": true}}',
    ),
)

_QUALITY: tuple[Kind, ...] = (
    kind30(
        "montecarlo_cli_config",
        "vendor",
        "$ cat ~/.mcd/profiles.ini\n[default]\nmcd_id = {h32}\nmcd_token = {v}",
        value=lambda r: hexs(r, 60),
    ),
    kind30(
        "soda_cloud_key_secret",
        "config",
        "soda_cloud:\n  host: cloud.soda.io\n  api_key_id: {uuid}\n  api_key_secret: {v}",
        value=lambda r: urlsafe(r, 43),
    ),
    kind30(
        "gx_cloud_access_token",
        "vendor",
        "GX_CLOUD_ORGANIZATION_ID={uuid}\nGX_CLOUD_ACCESS_TOKEN={v}",
        value=lambda r: hexs(r, 32) + "." + urlsafe(r, 180),
    ),
    kind30(
        "atlan_api_token",
        "vendor",
        "export ATLAN_BASE_URL=https://studio.atlan.com\nexport ATLAN_API_KEY={v}",
        value=_jwtish,
    ),
    kind30(
        "datahub_ingest_token",
        "config",
        "sink:\n  type: datahub-rest\n  config:\n    server: https://datahub.studio.internal/gms\n"
        "    token: {v}",
        value=_jwtish,
    ),
    kind30(
        "openmetadata_bot_jwt",
        "config",
        "workflowConfig:\n  openMetadataServerConfig:\n    hostPort: http://openmetadata:8585/api\n"
        "    authProvider: openmetadata\n    securityConfig:\n      jwtToken: {v}",
        value=_jwtish,
    ),
    kind30(
        "datafold_api_key",
        "vendor",
        "DATAFOLD_API_KEY={v} datafold dbt upload --ci-config-id {d5} --run-type production",
        value=lambda r: alnum(r, 40),
    ),
    kind30(
        "elementary_profile_token",
        "config",
        "elementary:\n  outputs:\n    default:\n      type: databricks\n      host: "
        "adb-{d16}.7.azuredatabricks.net\n"
        "      http_path: /sql/1.0/warehouses/{h16}\n      schema: elementary\n      token: {v}",
        value=lambda r: "dapi" + hexs(r, 32),
    ),
    kind30(
        "metaplane_api_key",
        "vendor",
        "curl https://dev.api.metaplane.dev/v1/monitors -H 'Authorization: Bearer {v}'",
        value=lambda r: b32(r, 52),
    ),
    kind30(
        "secoda_api_key",
        "vendor",
        "SECODA_API_KEY={v}\nsecoda-cli resources sync --integration snowflake",
        value=lambda r: alnum(r, 64),
    ),
)

DATA_VENDOR_KINDS: tuple[Kind, ...] = (*_ENGINES, *_LAKE_STREAM, *_INGEST_BI, *_QUALITY)
