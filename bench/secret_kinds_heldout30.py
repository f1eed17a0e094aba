"""The thirtieth held-out half of the wide secret corpus: written blind, before its round.

Written (issue 27) by a helper who never read the redactor's code, tables or
documentation, as a grader would write a fresh set. Its theme is apps shipped
to users, and the data behind them. This file holds the places. Apps and
their release: Android signing (`keystore.properties` and Flutter's
`key.properties`, a Groovy `signingConfigs` block, `jarsigner`, `apksigner
--ks-pass pass:`, `bundletool --ks-pass`, a Capacitor `buildOptions`, a
Cordova `build.json`, a .NET MAUI `AndroidSigningKeyPass`, a Cocos Creator
builder config, Defold's `--keystore-pass` file, Unity's
`ProjectSettings.asset`, Unreal's `AndroidRuntimeSettings`, a GameCI
workflow's `androidKeystorePass`), Apple signing (`security create-keychain
-p` and `import -P`, an App Store Connect API key JSON and `AuthKey_….p8`,
fastlane's `app_store_connect_api_key(key_content:)`, a `FASTLANE_SESSION`
cookie, `MATCH_GIT_BASIC_AUTHORIZATION`, Compose Multiplatform's
notarization password), desktop signing and updaters (`signtool /p`,
`AzureSignTool -kvs`, electron-builder's `CSC_KEY_PASSWORD` and
`certificatePassword`, an electron-updater `app-update.yml` header, Tauri's
`TAURI_SIGNING_PRIVATE_KEY` and its password, Sparkle's `sign_update -s`),
EAS and Gradle fetching a Mapbox `sk.` download token, deep links carrying
a token (`adb shell am start -d`, `xcrun simctl openurl`), game servers
(`server.properties` RCON, an ARK `GameUserSettings.ini`, Factorio's
`server-settings.json`, `steamcmd +login`). Data: dbt `profiles.yml`
(Trino, Snowflake `private_key_passphrase`, BigQuery `keyfile_json`),
`airflow.cfg` (`sql_alchemy_conn`, `fernet_key`), Luigi, Azkaban,
DolphinScheduler, Kafka (`kcat -X sasl.password`, `kafka-configs
SCRAM-SHA-512=[password=…]`, a Kafka Connect Debezium config PUT, Debezium
Server), Maxwell, Canal, a Flink CDC pipeline and Flink SQL `WITH`, Spark
(`--conf …s3a.secret.key`, an ADLS account key in `spark-defaults.conf`, a
PySpark JDBC `option`), Trino catalogs, `hive-site.xml`, `beeline -p`, JDBC
URLs of many engines (SQL Server, Db2, Informix, IBM i, Sybase, Derby, H2,
Ignite, Avatica, SAP HANA, Teradata), ODBC (`odbc.ini`, Simba Spark, DB2),
ADO.NET (a service principal, Oracle, Npgsql), Go `godror`, Perl DBI, R
`dbConnect`, Rust `sqlx`, backups (pgBackRest's cipher pass, WAL-G's
libsodium key, `xtrabackup --encrypt-key`, `mydumper -p`, `mongorestore
-p`, a SQL Server `CREATE CREDENTIAL` with a SAS, a certificate's backup
password, `etcdctl --user`), migrations (Liquibase, Sqitch, Atlas, a
`pt-online-schema-change` DSN, gh-ost, Skeema, `sqlpackage`, knexfile,
TypeORM, Sequelize), roles (`IDENTIFIED BY`, Snowflake `ALTER USER`, `CREATE
LOGIN`, ClickHouse, Cassandra, Neo4j, MongoDB `changeUserPassword`),
replication (`primary_conninfo`, Patroni, `wsrep_sst_auth`, ProxySQL's
`admin_credentials`, orchestrator, repmgr, a MongoDB keyfile), BI and
sharing (Grafana's provisioned `secureJsonData`, Streamlit's
`secrets.toml`, a Snowflake reader account, `~/.snowsql/config`).

Its other parts: `bench/secret_kinds_heldout30_shapes.py` (the hard shapes
and the chat), `bench/secret_kinds_heldout30_more.py` (the kind maker and
app vendors) and `_trades.py` (data vendors); its look-alikes are in
`bench/secret_kinds_heldout30_look.py` and `_look2.py`.
"""

from __future__ import annotations

import random

from bench.secret_kinds import SESSION_PLACES8, Kind, Sample, alnum, b64, hexs, samples, urlsafe
from bench.secret_kinds_heldout30_look import LOOK_ALIKES
from bench.secret_kinds_heldout30_more import APP_VENDOR_KINDS, kind30, pem_line
from bench.secret_kinds_heldout30_shapes import CHAT_KINDS, SHAPE_KINDS
from bench.secret_kinds_heldout30_trades import DATA_VENDOR_KINDS

__all__ = ["KINDS", "LOOK_ALIKES", "heldout30_samples"]


def _p8(r: random.Random) -> tuple[str, str]:
    body = pem_line(r)
    head = "MIGTAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBHkwdwIBAQQg" + b64(r, 16)
    pem = f"-----BEGIN PRIVATE KEY-----\n{head}\n{body}\n{b64(r, 24)}\n-----END PRIVATE KEY-----"
    return body, pem


def _asc_json(r: random.Random) -> tuple[str, str]:
    body, pem = _p8(r)
    key = pem.replace("\n", "\\n")
    return body, (
        '{\n  "key_id": "'
        + alnum(r, 10).upper()
        + '",\n  "issuer_id": "69a6de7e-'
        + hexs(r, 4)
        + '-47e3-e053-5b8c7c11a4d1",\n  "key": "'
        + key
        + '",\n'
        '  "duration": 1200,\n  "in_house": false\n}'
    )


def _authkey_cat(r: random.Random) -> tuple[str, str]:
    body, pem = _p8(r)
    return body, f"$ cat ~/private_keys/AuthKey_{alnum(r, 10).upper()}.p8\n{pem}"


def _fastlane_key_content(r: random.Random) -> tuple[str, str]:
    body, pem = _p8(r)
    return body, (
        "lane :beta do\n  api_key = app_store_connect_api_key(\n"
        f'    key_id: "{alnum(r, 10).upper()}",\n    issuer_id: '
        f'"{hexs(r, 8)}-aaaa-bbbb-cccc-{hexs(r, 12)}",\n'
        f'    key_content: "{pem}",\n    is_key_content_base64: false\n  )\n'
        "  upload_to_testflight(api_key: api_key)\nend"
    )


def _bq_keyfile(r: random.Random) -> tuple[str, str]:
    body, pem = _p8(r)
    key = pem.replace("\n", "\\n")
    return body, (
        "tidepool:\n  target: prod\n  outputs:\n    prod:\n      type: bigquery\n"
        "      method: service-account-json\n      project: tidepool-dw\n      dataset: marts\n"
        "      keyfile_json:\n        type: service_account\n        project_id: tidepool-dw\n"
        f'        private_key_id: {hexs(r, 40)}\n        private_key: "{key}"\n'
        "        client_email: dbt-runner@tidepool-dw.iam.gserviceaccount.com"
    )


def _mongo_keyfile(r: random.Random) -> tuple[str, str]:
    lines = [b64(r, 76) for _ in range(4)]
    return lines[1], "$ sudo cat /etc/mongod/keyfile\n" + "\n".join(
        lines
    ) + "\n$ ls -l /etc/mongod/keyfile\n-r-------- 1 mongodb mongodb 1024"


def _tauri_key(r: random.Random) -> tuple[str, str]:
    v = "dW50cnVzdGVkIGNvbW1lbnQ6IHJzaWduIGVuY3J5cHRlZCBzZWNyZXQga2V5ClJXUl" + b64(r, 300)
    return (
        v,
        f"TAURI_SIGNING_PRIVATE_KEY={v}\nTAURI_SIGNING_PRIVATE_KEY_PASSWORD=\nnpm run tauri build",
    )


_APP_PLACES: tuple[Kind, ...] = (
    kind30(
        "android_keystore_properties",
        "config",
        "storeFile=../keys/release.jks\nstorePassword={v}\nkeyAlias=upload\nkeyPassword={v}",
        "# android/key.properties (do not commit)\nstorePassword={v}\nkeyPassword={v}\n"
        "keyAlias=upload\nstoreFile=/Users/ci/upload-keystore.jks",
    ),
    kind30(
        "gradle_groovy_signing_config",
        "code",
        "signingConfigs {\n    release {\n        storeFile file('release.jks')\n"
        "        storePassword '{v}'\n        keyAlias 'tidepool'\n        keyPassword '{v}'\n    "
        "}\n}",
    ),
    kind30(
        "jarsigner_storepass",
        "cli",
        "jarsigner -verbose -sigalg SHA256withRSA -digestalg SHA-256 -keystore release.jks "
        "-storepass {v} app-release-unsigned.apk upload",
    ),
    kind30(
        "apksigner_ks_pass",
        "cli",
        "apksigner sign --ks release.jks --ks-key-alias upload --ks-pass pass:{v} "
        "--key-pass pass:{v} --out app-release.apk app-release-unsigned.apk",
    ),
    kind30(
        "bundletool_ks_pass",
        "cli",
        "java -jar bundletool.jar build-apks --bundle=app.aab --output=app.apks "
        "--ks=release.jks --ks-pass=pass:{v} --ks-key-alias=upload --key-pass=pass:{v}",
    ),
    kind30(
        "capacitor_build_options",
        "code",
        "const config: CapacitorConfig = {\n  appId: 'com.studio.tidepool',\n  android: {\n"
        "    buildOptions: {\n      keystorePath: 'release.jks',\n      keystorePassword: '{v}',\n"
        "      keystoreAlias: 'upload',\n      keystoreAliasPassword: '{v}',\n    },\n  },\n};",
    ),
    kind30(
        "cordova_build_json",
        "config",
        '{\n  "android": {\n    "release": {\n      "keystore": "release.keystore",\n'
        '      "storePassword": "{v}",\n      "alias": "tidepool",\n      "password": "{v}"\n'
        "    }\n  }\n}",
    ),
    kind30(
        "maui_android_signing",
        "cli",
        "dotnet publish -f net8.0-android -c Release -p:AndroidKeyStore=true "
        "-p:AndroidSigningKeyStore=tidepool.keystore -p:AndroidSigningKeyAlias=upload "
        "-p:AndroidSigningKeyPass={v} -p:AndroidSigningStorePass={v}",
        "<PropertyGroup Condition=\"'$(Configuration)' == 'Release'\">\n"
        "  <AndroidSigningStorePass>{v}</AndroidSigningStorePass>\n</PropertyGroup>",
    ),
    kind30(
        "cocos_builder_keystore",
        "config",
        '"android": {\n  "packageName": "com.studio.tidepool",\n  "useDebugKeystore": false,\n'
        '  "keystorePath": "keys/release.keystore",\n  "keystorePassword": "{v}",\n'
        '  "keystoreAlias": "tidepool",\n  "keystoreAliasPassword": "{v}"\n}',
    ),
    kind30(
        "defold_keystore_pass_file",
        "cli",
        "$ cat keystore.pass.txt\n{v}\n$ java -jar bob.jar --platform armv7-android "
        "--keystore release.keystore --keystore-pass keystore.pass.txt bundle",
    ),
    kind30(
        "unity_project_settings_keystore",
        "config",
        "PlayerSettings:\n  productName: Tidepool\n  AndroidKeystoreName: '{inproject}:keys/"
        "user.keystore'\n"
        "  AndroidKeyaliasName: upload\n  AndroidKeystorePass: {v}\n  AndroidKeyaliasPass: {v}",
    ),
    kind30(
        "unreal_android_runtime_keystore",
        "config",
        "[/Script/AndroidRuntimeSettings.AndroidRuntimeSettings]\nPackageName=com.studio.tidepool\n"
        "KeyStore=release.keystore\nKeyAlias=upload\nKeyStorePassword={v}\nKeyPassword=",
    ),
    kind30(
        "gameci_keystore_pass",
        "config",
        "- uses: game-ci/unity-builder@v4\n  with:\n    targetPlatform: Android\n"
        "    androidExportType: androidAppBundle\n    androidKeystoreName: user.keystore\n"
        "    androidKeystorePass: {v}\n    androidKeyaliasName: upload",
    ),
    kind30(
        "security_keychain_p12",
        "cli",
        "security create-keychain -p {v} build.keychain\nsecurity default-keychain -s "
        "build.keychain\n"
        "security unlock-keychain -p {v} build.keychain",
        "security import dist.p12 -k ~/Library/Keychains/build.keychain -P {v} -T /usr/bin/"
        "codesign",
    ),
    Kind("asc_api_key_json", "key", _asc_json),
    Kind("asc_authkey_p8_cat", "key", _authkey_cat),
    Kind("fastlane_key_content", "code", _fastlane_key_content),
    kind30(
        "fastlane_session_cookie",
        "config",
        "FASTLANE_SESSION='---\\n- !ruby/object:HTTP::Cookie\\n  name: myacinfo\\n  value: {v}\\n"
        '  domain: apple.com\\n  for_domain: true\\n  path: "/"\\n\'',
        value=lambda r: "DES" + hexs(r, 120) + "SRVX",
    ),
    kind30(
        "match_git_basic_authorization",
        "config",
        "env:\n  MATCH_GIT_BASIC_AUTHORIZATION: {v}\n  MATCH_READONLY: 'true'",
        value=lambda r: b64(r, 56) + "==",
    ),
    kind30(
        "compose_notarization_password",
        "code",
        "nativeDistributions {\n    macOS {\n        notarization {\n"
        '            appleID.set("release@studio.example")\n            password.set("{v}")\n'
        '            teamID.set("{U10}")\n        }\n    }\n}',
    ),
    kind30(
        "signtool_pfx_password",
        "cli",
        "signtool sign /f certs\\tidepool.pfx /p {v} /fd sha256 /tr http://timestamp.digicert.com "
        "/td sha256 dist\\Tidepool-Setup.exe",
    ),
    kind30(
        "azuresigntool_kvs",
        "cli",
        "AzureSignTool sign -kvu https://sign-kv.vault.azure.net -kvi {uuid} -kvt {uuid} "
        "-kvs {v} -kvc tidepool-ev -tr http://timestamp.digicert.com -v dist\\Tidepool.msix",
        value=lambda r: alnum(r, 3) + "8Q~" + urlsafe(r, 34),
    ),
    kind30(
        "electron_builder_csc_password",
        "config",
        "CSC_LINK=build/certs/mac-dev-id.p12\nCSC_KEY_PASSWORD={v}\nAPPLE_TEAM_ID={U10}",
        "win:\n  target: nsis\n  certificateFile: build/certs/win.pfx\n  certificatePassword: {v}",
    ),
    kind30(
        "electron_updater_header",
        "config",
        "provider: generic\nurl: https://updates.studio.example/tidepool/\n"
        "requestHeaders:\n  Authorization: Token {v}\nupdaterCacheDirName: tidepool-updater",
        value=lambda r: alnum(r, 40),
    ),
    Kind("tauri_signing_private_key", "key", _tauri_key),
    kind30(
        "tauri_signer_password",
        "cli",
        "npm run tauri signer sign -- -k ~/.tauri/tidepool.key -p '{v}' "
        "src-tauri/target/release/bundle/macos/Tidepool.app.tar.gz",
    ),
    kind30(
        "sparkle_sign_update_s",
        "cli",
        "./bin/sign_update -s {v} Tidepool-4.12.0.zip",
        "$ cat sparkle_private_key.txt\n{v}\n$ ./bin/sign_update --ed-key-file "
        "sparkle_private_key.txt Tidepool.dmg",
        value=lambda r: b64(r, 43) + "=",
    ),
    kind30(
        "eas_json_mapbox_download_token",
        "config",
        '{\n  "build": {\n    "production": {\n      "env": {\n'
        '        "RNMAPBOX_MAPS_DOWNLOAD_TOKEN": "{v}"\n      }\n    }\n  }\n}',
        "maven {\n    url 'https://api.mapbox.com/downloads/v2/releases/maven'\n"
        "    authentication { basic(BasicAuthentication) }\n"
        "    credentials {\n        username = 'mapbox'\n        password = '{v}'\n    }\n}",
        value=lambda r: "sk.eyJ1IjoidGlkZXBvb2wiLCJhIjoi" + urlsafe(r, 30) + "." + urlsafe(r, 22),
    ),
    kind30(
        "adb_deeplink_token",
        "cli",
        "adb shell am start -W -a android.intent.action.VIEW "
        "-d 'tidepool://auth/callback?session_token={v}&next=%2Fhome' com.studio.tidepool",
        "xcrun simctl openurl booted 'tidepool://magic-login?token={v}'",
        value=lambda r: urlsafe(r, 43),
    ),
    kind30(
        "minecraft_server_rcon",
        "config",
        "enable-rcon=true\nrcon.port=25575\nrcon.password={v}\nmotd=Tidepool SMP\nmax-players=40",
    ),
    kind30(
        "ark_game_user_settings",
        "config",
        "[ServerSettings]\nServerPassword=\nServerAdminPassword={v}\nRCONEnabled=True\nRCONPort=27020",
    ),
    kind30(
        "factorio_server_settings",
        "config",
        '{\n  "name": "Tidepool Factory",\n  "visibility": {"public": true, "lan": true},\n'
        '  "username": "tidepool-ops",\n  "token": "{v}",\n  "game_password": ""\n}',
        value=lambda r: hexs(r, 30),
    ),
    kind30(
        "steamcmd_login_password",
        "cli",
        "steamcmd +login tidepool_builder {v} +run_app_build ../scripts/app_build_{d7}.vdf +quit",
    ),
)

_DATA_PLACES: tuple[Kind, ...] = (
    kind30(
        "dbt_profiles_trino_password",
        "config",
        "tidepool:\n  target: prod\n  outputs:\n    prod:\n      type: trino\n      method: ldap\n"
        "      user: dbt_runner\n      password: {v}\n      host: trino.dw.internal\n      port: "
        "443\n"
        "      database: lake\n      schema: marts",
    ),
    kind30(
        "dbt_profiles_snowflake_passphrase",
        "config",
        "      type: snowflake\n      account: {l7}-eu_west_1\n      user: DBT_SVC\n"
        "      private_key_path: /secrets/rsa_key.p8\n      private_key_passphrase: {v}\n"
        "      role: TRANSFORMER\n      warehouse: TRANSFORMING",
    ),
    Kind("dbt_profiles_bigquery_keyfile", "key", _bq_keyfile),
    kind30(
        "airflow_cfg_sql_alchemy_conn",
        "dsn",
        "[database]\nsql_alchemy_conn = postgresql+psycopg2://airflow:{v}@airflow-db:5432/airflow\n"
        "load_default_connections = False",
    ),
    kind30(
        "airflow_fernet_key",
        "key",
        "[core]\nexecutor = CeleryExecutor\nfernet_key = {v}\ndags_folder = /opt/airflow/dags",
        "AIRFLOW__CORE__FERNET_KEY={v}",
        value=lambda r: urlsafe(r, 43) + "=",
    ),
    kind30(
        "luigi_cfg_postgres",
        "config",
        "[core]\ndefault-scheduler-host=luigid.internal\n\n[postgres]\nhost=warehouse.internal\n"
        "database=etl\nuser=luigi\npassword={v}",
    ),
    kind30(
        "azkaban_properties",
        "config",
        "database.type=mysql\nmysql.host=azkaban-db\nmysql.database=azkaban\nmysql.user=azkaban\n"
        "mysql.password={v}\nmysql.numconnections=100",
    ),
    kind30(
        "dolphinscheduler_datasource",
        "form",
        "curl -X POST http://ds-api:12345/dolphinscheduler/datasources -H 'token: $DS_TOKEN' "
        '-H \'Content-Type: application/json\' -d \'{"type":"MYSQL","name":"orders",'
        '"host":"orders-db","port":3306,"database":"orders","userName":"ds",'
        '"password":"{v}"}\'',
    ),
    kind30(
        "kcat_sasl_password",
        "cli",
        "kcat -b pkc-{l6}.eu-west-1.aws.confluent.cloud:9092 -X security.protocol=SASL_SSL "
        "-X sasl.mechanisms=PLAIN -X sasl.username={U16} -X sasl.password={v} -C -t orders -o -5",
        value=lambda r: b64(r, 64),
    ),
    kind30(
        "kafka_configs_scram",
        "cli",
        "kafka-configs.sh --bootstrap-server kafka-0:9093 --command-config admin.properties "
        "--alter --add-config 'SCRAM-SHA-512=[iterations=8192,password={v}]' "
        "--entity-type users --entity-name ingest",
    ),
    kind30(
        "debezium_connect_put",
        "form",
        "curl -X PUT http://connect:8083/connectors/orders-cdc/config -H 'Content-Type: "
        "application/json' "
        '-d \'{\n  "connector.class": "io.debezium.connector.postgresql.PostgresConnector",\n'
        '  "database.hostname": "orders-db",\n  "database.user": "debezium",\n'
        '  "database.password": "{v}",\n  "topic.prefix": "orders"\n}\'',
    ),
    kind30(
        "debezium_server_properties",
        "config",
        "debezium.sink.type=kinesis\ndebezium.source.connector.class=io.debezium.connector.mysql."
        "MySqlConnector\ndebezium.source.database.hostname=shop-db\ndebezium.source.database.user=cdc\n"
        "debezium.source.database.password={v}\ndebezium.source.database.server.id=184054",
    ),
    kind30(
        "maxwell_config_properties",
        "config",
        "log_level=info\nproducer=kafka\nkafka.bootstrap.servers=kafka-0:9092\nhost=shop-db\nuser=maxwell\n"
        "password={v}\nreplication_host=shop-db-replica\nreplication_password={v}",
    ),
    kind30(
        "canal_instance_properties",
        "config",
        "canal.instance.master.address=10.2.1.15:3306\ncanal.instance.dbUsername=canal\n"
        "canal.instance.dbPassword={v}\ncanal.instance.filter.regex=shop\\\\..*",
    ),
    kind30(
        "flink_cdc_pipeline_yaml",
        "config",
        "source:\n  type: mysql\n  hostname: shop-db\n  port: 3306\n  username: flink_cdc\n"
        "  password: {v}\n  tables: shop.\\.*\n  server-id: 5400-5404\n\nsink:\n  type: doris",
    ),
    kind30(
        "flink_sql_with_password",
        "code",
        "CREATE TABLE orders_src (\n  id BIGINT, total DECIMAL(10,2), PRIMARY KEY (id) NOT "
        "ENFORCED\n"
        ") WITH (\n  'connector' = 'postgres-cdc',\n  'hostname' = 'orders-db',\n"
        "  'username' = 'flink',\n  'password' = '{v}',\n  'slot.name' = 'flink_orders'\n);",
    ),
    kind30(
        "spark_submit_s3a_secret",
        "cli",
        "spark-submit --master k8s://https://k8s.dw.internal --conf "
        "spark.hadoop.fs.s3a.access.key=AKIA{U16} "
        "--conf spark.hadoop.fs.s3a.secret.key={v} jobs/compact_events.py",
        value=lambda r: b64(r, 40),
    ),
    kind30(
        "spark_defaults_adls_key",
        "config",
        "spark.sql.extensions io.delta.sql.DeltaSparkSessionExtension\n"
        "spark.hadoop.fs.azure.account.key.tidepoollake.dfs.core.windows.net {v}",
        value=lambda r: b64(r, 86) + "==",
    ),
    kind30(
        "pyspark_jdbc_option",
        "code",
        'df = (spark.read.format("jdbc")\n    .option("url", "jdbc:postgresql://orders-db:5432/'
        'orders")\n'
        '    .option("dbtable", "public.orders")\n    .option("user", "spark_ro")\n'
        '    .option("password", "{v}")\n    .load())',
    ),
    kind30(
        "trino_catalog_properties",
        "config",
        "$ cat etc/catalog/orders.properties\nconnector.name=postgresql\n"
        "connection-url=jdbc:postgresql://orders-db:5432/orders\nconnection-user=trino\n"
        "connection-password={v}",
    ),
    kind30(
        "hive_site_metastore_password",
        "config",
        "<property>\n  <name>javax.jdo.option.ConnectionUserName</name>\n  <value>hive</value>\n</"
        "property>\n"
        "<property>\n  <name>javax.jdo.option.ConnectionPassword</name>\n  <value>{v}</value>\n</"
        "property>",
    ),
    kind30(
        "beeline_password_flag",
        "cli",
        "beeline -u 'jdbc:hive2://hs2.dw.internal:10000/default;ssl=true' -n etl -p {v} "
        "-e 'MSCK REPAIR TABLE events'",
    ),
    kind30(
        "jdbc_semicolon_engines",
        "dsn",
        "jdbc:sqlserver://sql01.corp.internal:1433;databaseName=Orders;user=etl;password={v};"
        "encrypt=true",
        "jdbc:db2://db2.dw.internal:50000/DWH:user=etl;password={v};sslConnection=true;",
        "jdbc:informix-sqli://ifx.plant.internal:9088/stores:INFORMIXSERVER=ol_plant;user=etl;"
        "password={v}",
        "jdbc:as400://ibmi.erp.internal;naming=system;user=ETLUSR;password={v}",
        "jdbc:derby://derby.test.internal:1527/appdb;user=app;password={v}",
    ),
    kind30(
        "jdbc_other_engines",
        "dsn",
        "jdbc:sybase:Tds:ase.fin.internal:5000/ledger?user=sa&password={v}",
        "jdbc:ignite:thin://ignite-0.cache.internal:10800?user=ignite&password={v}",
        "jdbc:avatica:remote:url=https://phoenix-qs.internal:8765;serialization=PROTOBUF;"
        "avatica_user=etl;avatica_password={v}",
        "jdbc:sap://hana01.sap.internal:30015/?user=ETL&password={v}&encrypt=true",
        "jdbc:teradata://td.dw.internal/LOGMECH=TD2,USER=etl,PASSWORD={v},DATABASE=sales",
        "jdbc:h2:tcp://h2.test.internal:9092/~/reports;USER=sa;PASSWORD={v}",
    ),
    kind30(
        "odbc_ini_password",
        "config",
        "[Warehouse]\nDriver=/opt/simba/spark/lib/64/"
        "libsparkodbc_sb64.so\nHost=adb-{d16}.7.azuredatabricks.net\n"
        "Port=443\nAuthMech=3\nUID=token\nPWD={v}\nThriftTransport=2",
        "Driver={IBM DB2 ODBC DRIVER};Database=DWH;Hostname=db2.dw.internal;Port=50000;"
        "Protocol=TCPIP;Uid=etl;Pwd={v};",
    ),
    kind30(
        "adonet_service_principal",
        "dsn",
        'Server=tcp:tidepool-sql.database.windows.net,1433;Database=orders;Authentication="Active '
        'Directory Service Principal";User Id={uuid};Password={v};Encrypt=True;',
        value=lambda r: alnum(r, 3) + "8Q~" + urlsafe(r, 34),
    ),
    kind30(
        "adonet_oracle_npgsql",
        "dsn",
        "Data Source=(DESCRIPTION=(ADDRESS=(PROTOCOL=TCP)(HOST=ora.erp.internal)(PORT=1521))"
        "(CONNECT_DATA=(SERVICE_NAME=ERPPDB)));User Id=etl;Password={v};",
        "Host=pg.orders.internal;Port=5432;Database=orders;Username=api;Password={v};SSL "
        "Mode=Require",
    ),
    kind30(
        "go_godror_params",
        "code",
        'db, err := sql.Open("godror", `user="etl" password="{v}" '
        'connectString="ora.erp.internal:1521/ERPPDB" poolMinSessions=1`)',
    ),
    kind30(
        "perl_dbi_connect",
        "code",
        'my $dbh = DBI->connect("dbi:Pg:dbname=orders;host=pg.orders.internal", "report", "{v}",\n'
        "    { RaiseError => 1, AutoCommit => 0 });",
    ),
    kind30(
        "r_dbconnect_pwd",
        "code",
        'con <- DBI::dbConnect(odbc::odbc(), Driver = "ODBC Driver 18 for SQL Server",\n'
        '  Server = "sql01.corp.internal", Database = "Orders", UID = "analyst", PWD = "{v}")',
    ),
    kind30(
        "rust_sqlx_password",
        "code",
        'let opts = PgConnectOptions::new()\n    .host("pg.orders.internal")\n    '
        '.username("api")\n'
        '    .password("{v}")\n    .database("orders");',
    ),
    kind30(
        "pgbackrest_conf",
        "config",
        "[global]\nrepo1-type=s3\nrepo1-s3-bucket=tidepool-pgbackrest\nrepo1-cipher-type=aes-256-cbc\n"
        "repo1-cipher-pass={v}\nrepo1-retention-full=4\n\n[main]\npg1-path=/var/lib/postgresql/16/"
        "main",
        value=lambda r: b64(r, 64),
    ),
    kind30(
        "walg_libsodium_key",
        "config",
        "WALG_S3_PREFIX=s3://tidepool-walg/"
        "main\nWALG_LIBSODIUM_KEY={v}\nWALG_LIBSODIUM_KEY_TRANSFORM=hex\n"
        "WALG_COMPRESSION_METHOD=zstd",
        value=lambda r: hexs(r, 64),
    ),
    kind30(
        "xtrabackup_encrypt_key",
        "cli",
        "xtrabackup --backup --user=bkp --password=$BKP_PW --encrypt=AES256 "
        "--encrypt-key={v} --target-dir=/backups/2026-11-30",
        value=lambda r: alnum(r, 32),
    ),
    kind30(
        "mydumper_password",
        "cli",
        "mydumper -h shop-db -u backup -p {v} -B shop -o /backups/shop-2026-11-30 --compress "
        "--threads 4",
        "mongorestore --host mongo-0.internal -u admin -p {v} --authenticationDatabase admin "
        "--gzip --archive=/backups/app-2026-11-29.gz",
    ),
    kind30(
        "sqlserver_credential_sas",
        "code",
        "CREATE CREDENTIAL [https://tidepoolbackups.blob.core.windows.net/sql]\n"
        "WITH IDENTITY = 'SHARED ACCESS SIGNATURE',\nSECRET = '{v}';",
        value=lambda r: (
            "sv=2022-11-02&ss=b&srt=co&sp=rwdlac&se=2027-01-01T00:00:00Z&sig="
            + b64(r, 43).replace("+", "%2B").replace("/", "%2F")
            + "%3D"
        ),
    ),
    kind30(
        "sqlserver_cert_backup_password",
        "code",
        "BACKUP CERTIFICATE TDECert TO FILE = 'D:\\keys\\TDECert.cer'\nWITH PRIVATE KEY (\n"
        "  FILE = 'D:\\keys\\TDECert.pvk',\n  ENCRYPTION BY PASSWORD = '{v}'\n);",
    ),
    kind30(
        "etcdctl_user_password",
        "cli",
        "ETCDCTL_API=3 etcdctl --endpoints=https://etcd-0:2379 --user root:{v} snapshot save /"
        "backup/etcd.db",
    ),
    kind30(
        "liquibase_properties",
        "config",
        "changeLogFile: db/changelog/db.changelog-master.yaml\n"
        "url: jdbc:postgresql://orders-db:5432/orders\nusername: liquibase\npassword: {v}",
        "liquibase update --url=jdbc:mysql://shop-db:3306/shop --username=migrator --password={v}",
    ),
    kind30(
        "sqitch_target_uri",
        "config",
        '[core]\n\tengine = pg\n[target "prod"]\n\turi = db:pg://sqitch:{v}@orders-db.internal/'
        "orders",
    ),
    kind30(
        "atlas_migrate_url",
        "cli",
        'atlas migrate apply --dir "file://migrations" --url "mysql://root:{v}@shop-db:3306/shop"',
    ),
    kind30(
        "pt_osc_dsn",
        "cli",
        "pt-online-schema-change --alter 'ADD COLUMN promo_id INT' h=shop-db,u=admin,p={v},D=shop,"
        "t=orders "
        "--execute",
        "gh-ost --host=shop-db-replica --user=ghost --password={v} --database=shop --table=orders "
        "--alter='ADD INDEX idx_created (created_at)' --execute",
    ),
    kind30(
        "skeema_file_password",
        "config",
        "$ cat schemas/.skeema\n[production]\nhost=shop-db.internal\nport=3306\n"
        "user=skeema\npassword={v}",
    ),
    kind30(
        "sqlpackage_target_password",
        "cli",
        "sqlpackage /Action:Publish /SourceFile:Orders.dacpac /TargetServerName:sql01 "
        "/TargetDatabaseName:Orders /TargetUser:deploy /TargetPassword:{v}",
    ),
    kind30(
        "node_orm_config_password",
        "code",
        "module.exports = {\n  client: 'pg',\n  connection: { host: 'orders-db', user: 'api', "
        "password: '{v}', database: 'orders' },\n};",
        '{\n  "type": "mysql",\n  "host": "shop-db",\n  "username": "typeorm",\n  "password": '
        '"{v}",\n'
        '  "database": "shop",\n  "synchronize": false\n}',
        '{\n  "production": {\n    "username": "sequelize",\n    "password": "{v}",\n'
        '    "database": "shop",\n    "host": "shop-db",\n    "dialect": "mariadb"\n  }\n}',
    ),
    kind30(
        "sql_identified_by",
        "code",
        "CREATE USER 'reporting'@'10.%' IDENTIFIED BY '{v}';\nGRANT SELECT ON shop.* TO "
        "'reporting'@'10.%';",
        'ALTER USER etl IDENTIFIED BY "{v}" REPLACE "old_one_here";',
        "CREATE USER dbt_svc IDENTIFIED WITH sha256_password BY '{v}' SETTINGS PROFILE 'readonly';",
    ),
    kind30(
        "snowflake_alter_user_password",
        "code",
        "ALTER USER LOOKER_SVC SET PASSWORD = '{v}' MUST_CHANGE_PASSWORD = FALSE;",
        "CREATE MANAGED ACCOUNT partner_reader ADMIN_NAME = partner_admin, ADMIN_PASSWORD = '{v}', "
        "TYPE = READER;",
    ),
    kind30(
        "sqlserver_create_login",
        "code",
        "CREATE LOGIN [etl_loader] WITH PASSWORD = N'{v}', CHECK_POLICY = ON;\nGO",
    ),
    kind30(
        "cassandra_neo4j_role_password",
        "code",
        "ALTER ROLE ingest WITH PASSWORD = '{v}' AND LOGIN = true;",
        "ALTER CURRENT USER SET PASSWORD FROM 'neo4j' TO '{v}';",
    ),
    kind30(
        "mongo_change_user_password",
        "code",
        'use admin\ndb.changeUserPassword("app_rw", "{v}")\n{ ok: 1 }',
    ),
    kind30(
        "postgres_primary_conninfo",
        "dsn",
        "$ cat postgresql.auto.conf\nprimary_conninfo = 'host=pg-primary port=5432 user=replicator "
        "password={v} application_name=pg-replica-2'\nprimary_slot_name = 'replica_2'",
    ),
    kind30(
        "patroni_yaml_passwords",
        "config",
        "postgresql:\n  listen: 0.0.0.0:5432\n  authentication:\n    replication:\n"
        "      username: replicator\n      password: {v}\n    superuser:\n      username: postgres",
    ),
    kind30(
        "galera_wsrep_sst_auth",
        "config",
        "[galera]\nwsrep_on=ON\nwsrep_cluster_name=shop\nwsrep_sst_method=mariabackup\n"
        "wsrep_sst_auth=sst_user:{v}",
    ),
    kind30(
        "proxysql_admin_credentials",
        "config",
        'admin_variables=\n{\n    admin_credentials="admin:{v};radmin:{k16}"\n'
        '    mysql_ifaces="0.0.0.0:6032"\n}',
    ),
    kind30(
        "orchestrator_topology_password",
        "config",
        '{\n  "MySQLTopologyUser": "orchestrator",\n  "MySQLTopologyPassword": "{v}",\n'
        '  "MySQLOrchestratorHost": "orch-db",\n  "RecoverMasterClusterFilters": ["*"]\n}',
    ),
    kind30(
        "repmgr_conninfo",
        "config",
        "node_id=2\nnode_name='pg-node-2'\nconninfo='host=pg-node-2 user=repmgr password={v} "
        "dbname=repmgr connect_timeout=2'\ndata_directory='/var/lib/postgresql/16/main'",
    ),
    Kind("mongo_replica_keyfile", "key", _mongo_keyfile),
    kind30(
        "grafana_provisioned_secure_json",
        "config",
        "apiVersion: 1\ndatasources:\n  - name: Warehouse\n    type: "
        "grafana-postgresql-datasource\n"
        "    url: replica.orders.internal:5432\n    user: grafana_ro\n    secureJsonData:\n"
        "      password: {v}",
    ),
    kind30(
        "streamlit_secrets_toml",
        "config",
        '# .streamlit/secrets.toml\n[connections.snowflake]\naccount = "{l7}-eu_west_1"\n'
        'user = "STREAMLIT_APP"\npassword = "{v}"\nwarehouse = "APPS"',
    ),
    kind30(
        "snowsql_config_password",
        "config",
        "[connections.prod]\naccountname = {l7}.eu-west-1\nusername = ANALYST\npassword = {v}\n"
        "warehousename = ADHOC",
    ),
)

KINDS: tuple[Kind, ...] = (
    *_APP_PLACES,
    *_DATA_PLACES,
    *SHAPE_KINDS,
    *CHAT_KINDS,
    *APP_VENDOR_KINDS,
    *DATA_VENDOR_KINDS,
)


def heldout30_samples(per_kind: int = 3) -> tuple[Sample, ...]:
    """`per_kind` samples of each kind of the thirtieth held-out half; the same on every run."""
    return samples(KINDS, per_kind, "kenning-wide-secrets-heldout30", SESSION_PLACES8)
