"""Held-out 45's fixed look-alikes (`bench/secret_kinds_heldout45_look.py`): no secret in any.

Secrets referred to by name, by a file or by a provider, in each tool's own
syntax: dbt's `env_var`, Airflow's `{{ conn.… }}`, `BaseHook`, a secrets
backend and a `_CMD`/`_SECRET` variable, Dagster's `EnvVar` and `{env: …}`,
Prefect's `Secret.load`, Spark's and Hadoop's credential providers, Trino's
`${ENV:…}`, Databricks' `dbutils.secrets` and `{{secrets/…}}`, OAuth and
browser logins (Databricks `auth_type`, Snowflake `externalbrowser`,
`gcloud auth application-default login`), IAM roles (a storage
integration's role ARN, Redshift's `iam=True` and `IAM_ROLE`), ClickHouse's
`from_env`, DuckDB's `credential_chain`, anonymous public data, Azure's
managed identity, Kafka's config providers, DVC's `credentialpath`, Colab's
`userdata`, Postman, Bruno, Cypress, Playwright, k6, JMeter and Locust
variables, GitHub Actions' `secrets.`, tox's `passenv`, Superset reading
its key from the environment.

Masked values as the tools print them: SQLAlchemy's `***` in an engine's
repr, Airflow's `***` in task logs, DuckDB's `redacted`, Spark UI's
`*********(redacted)`, Kafka Connect's `[hidden]`, a VCR cassette filtered
to a placeholder, Meltano's `(redacted)`, Jupyter's `token=...`, an empty
Postman secret. Documented placeholders: `dapiXXXX…`, `<your-password>`,
Airflow's documented `login:password@host` URI, Kaggle's `YOUR_API_KEY`,
Confluent's `{{ CLUSTER_API_SECRET }}`, Superset's documented
`YOUR_OWN_RANDOM_GENERATED_SECRET_KEY`, `CHANGE_ME`. Then tool output with
no secret (dbt runs, Airflow tables, Kafka topic descriptions, DataFrame
summaries, schemas whose columns are named `password` and `api_key`, test
summaries), and people in this set's languages pointing at where a secret
lives without giving it.
"""

from __future__ import annotations

__all__ = ["FIXED"]

_BY_NAME: list[tuple[str, str]] = [
    (
        "dbt_env_var_password",
        "      user: \"{{ env_var('DBT_USER') }}\"\n"
        "      password: \"{{ env_var('DBT_PASSWORD') }}\"",
    ),
    (
        "dbt_env_secret_reference",
        "      private_key_passphrase: \"{{ env_var('DBT_ENV_SECRET_SF_KEY_PASSPHRASE') }}\"",
    ),
    (
        "airflow_jinja_conn_reference",
        'bash_command="PGPASSWORD={{ conn.dw_prod.password }} psql -h {{ conn.dw_prod.host }} '
        '-U {{ conn.dw_prod.login }} -f load.sql"',
    ),
    (
        "airflow_basehook_get_connection",
        "conn = BaseHook.get_connection('dw_prod')\nengine = create_engine(conn.get_uri())",
    ),
    (
        "airflow_vault_secrets_backend",
        "[secrets]\nbackend = airflow.providers.hashicorp.secrets.vault.VaultBackend\n"
        'backend_kwargs = {"connections_path": "connections", "mount_point": "airflow", '
        '"url": "https://vault.corp:8200", "auth_type": "kubernetes"}',
    ),
    ("airflow_fernet_key_cmd", "AIRFLOW__CORE__FERNET_KEY_CMD='cat /run/secrets/fernet_key'"),
    (
        "airflow_sql_alchemy_conn_secret",
        "AIRFLOW__DATABASE__SQL_ALCHEMY_CONN_SECRET=sql_alchemy_conn",
    ),
    (
        "dagster_envvar_resource",
        'SnowflakeResource(account=EnvVar("SNOWFLAKE_ACCOUNT"), user="DAGSTER", '
        'password=EnvVar("SNOWFLAKE_PASSWORD"))',
    ),
    (
        "dagster_yaml_env_password",
        "storage:\n  postgres:\n    postgres_db:\n      username: dagster\n      password:\n"
        "        env: DAGSTER_PG_PASSWORD\n      hostname: pg-dagster",
    ),
    (
        "prefect_secret_load",
        'password = Secret.load("dw-password").get()\njob_variables:\n  env:\n    DB_PASSWORD: '
        '"{{ prefect.blocks.secret.dw-password }}"',
    ),
    (
        "spark_s3a_instance_profile",
        "spark.hadoop.fs.s3a.aws.credentials.provider=com.amazonaws.auth."
        "InstanceProfileCredentialsProvider\nspark.hadoop.fs.s3a.security.credential.provider."
        "path=jceks://hdfs/user/etl/s3.jceks",
    ),
    (
        "hive_credential_provider_path",
        "<property>\n  <name>hadoop.security.credential.provider.path</name>\n  <value>jceks://"
        "file/etc/hive/conf/hive.jceks</value>\n</property>",
    ),
    (
        "trino_env_password",
        "connector.name=postgresql\nconnection-url=jdbc:postgresql://pg:5432/app\n"
        "connection-user=trino\nconnection-password=${ENV:PG_PASSWORD}",
    ),
    (
        "databricks_dbutils_secret",
        'token = dbutils.secrets.get(scope="ops", key="pat")\nspark.conf.set("fs.azure.account.'
        'key.lake.dfs.core.windows.net", "{{secrets/ops/lake-key}}")',
    ),
    (
        "databrickscfg_oauth_u2m",
        "[DEFAULT]\nhost      = https://adb-1234567890123456.7.azuredatabricks.net\n"
        "auth_type = databricks-cli",
    ),
    (
        "snowflake_externalbrowser",
        '[default]\naccount = "acme-analytics"\nuser = "ANA@ACME.TEST"\n'
        'authenticator = "externalbrowser"',
    ),
    (
        "snowflake_storage_integration_role",
        "CREATE STORAGE INTEGRATION s3_raw TYPE = EXTERNAL_STAGE STORAGE_PROVIDER = 'S3' "
        "ENABLED = TRUE STORAGE_AWS_ROLE_ARN = 'arn:aws:iam::123456789012:role/snowflake-raw' "
        "STORAGE_ALLOWED_LOCATIONS = ('s3://acme-raw/');",
    ),
    (
        "bigquery_adc_file_path",
        "export GOOGLE_APPLICATION_CREDENTIALS=/var/run/secrets/gcp/sa.json\n"
        "gcloud auth application-default login --scopes=https://www.googleapis.com/auth/bigquery",
    ),
    (
        "redshift_iam_connect",
        "conn = redshift_connector.connect(iam=True, database='dev', db_user='etl', "
        "cluster_identifier='dw', profile='analytics')",
    ),
    (
        "redshift_copy_iam_role",
        "COPY events FROM 's3://acme-raw/events/' IAM_ROLE 'arn:aws:iam::123456789012:role/"
        "RedshiftCopy' FORMAT AS PARQUET;",
    ),
    (
        "clickhouse_password_from_env",
        '<users>\n  <etl>\n    <password from_env="CH_ETL_PASSWORD"/>\n  </etl>\n</users>',
    ),
    (
        "duckdb_secret_provider_credential_chain",
        "CREATE SECRET raw_s3 (TYPE s3, PROVIDER credential_chain, CHAIN 'env;config', REGION "
        "'eu-west-1');",
    ),
    (
        "public_dataset_anonymous",
        "aws s3 ls --no-sign-request s3://nyc-tlc/trip\\ data/\ndf = pd.read_parquet('s3://"
        "nyc-tlc/trip data/yellow_tripdata_2024-01.parquet', storage_options={'anon': True})",
    ),
    (
        "azure_managed_identity",
        "azcopy login --identity\nfs = adlfs.AzureBlobFileSystem(account_name='acmelake', "
        "credential=DefaultAzureCredential())",
    ),
    (
        "kafka_config_provider_file",
        "config.providers=file\nconfig.providers.file.class=org.apache.kafka.common.config."
        "provider.FileConfigProvider\nsasl.jaas.config=org.apache.kafka.common.security.plain."
        'PlainLoginModule required username="${file:/etc/kafka/creds.properties:user}" '
        'password="${file:/etc/kafka/creds.properties:password}";',
    ),
    (
        "kafka_connect_vault_provider",
        '"connection.user": "connect",\n"connection.password": "${vault:secret/data/dw:password}"',
    ),
    (
        "dvc_credentialpath_profile",
        "dvc remote modify --local storage credentialpath ~/.aws/credentials\n"
        "dvc remote modify --local storage profile ml-readonly",
    ),
    (
        "mlflow_token_from_file",
        'export MLFLOW_TRACKING_TOKEN="$(cat /run/secrets/mlflow_token)"\nmlflow runs list '
        "--experiment-id 3",
    ),
    (
        "colab_userdata_get_into_environ",
        "from google.colab import userdata\nos.environ['KAGGLE_KEY'] = userdata.get('KAGGLE_KEY')",
    ),
    (
        "postman_variable_reference",
        '"auth": {"type": "bearer", "bearer": [{"key": "token", "value": "{{accessToken}}", '
        '"type": "string"}]}',
    ),
    (
        "bruno_auth_bearer_process_env",
        "auth:bearer {\n  token: {{process.env.API_TOKEN}}\n}",
    ),
    (
        "cypress_env_reference",
        "cy.login(Cypress.env('ADMIN_EMAIL'), Cypress.env('ADMIN_PASSWORD'))",
    ),
    (
        "playwright_process_env",
        "await page.getByLabel('Password').fill(process.env.E2E_PASSWORD!);",
    ),
    (
        "k6_env_reference",
        "const params = { headers: { Authorization: `Bearer ${__ENV.API_TOKEN}` } };",
    ),
    (
        "jmeter_property_reference",
        '<stringProp name="Argument.value">${__P(api_token)}</stringProp>\n'
        '<stringProp name="Argument.value">${__env(LOAD_PASSWORD)}</stringProp>',
    ),
    (
        "locust_environ_password",
        "self.client.post('/login', json={'username': 'load1', 'password': "
        "os.environ['LOAD_PASSWORD']})",
    ),
    (
        "github_actions_secrets_dbt",
        "      - run: dbt build --target ci\n        env:\n          SNOWFLAKE_PASSWORD: "
        "${{ secrets.SNOWFLAKE_PASSWORD }}\n          DBT_ENV_SECRET_GIT_TOKEN: "
        "${{ secrets.DBT_GIT_TOKEN }}",
    ),
    (
        "tox_passenv",
        "[testenv]\npassenv =\n    SNOWFLAKE_*\n    DATABRICKS_TOKEN\ncommands = pytest",
    ),
    (
        "superset_secret_from_environ",
        "SECRET_KEY = os.environ['SUPERSET_SECRET_KEY']\nSQLALCHEMY_DATABASE_URI = "
        "os.environ['SUPERSET_DB_URI']",
    ),
    (
        "tableau_password_file",
        "tabcmd login -s https://tableau.corp -u publisher --password-file ~/.tableau/pw.txt",
    ),
    (
        "looker_sdk_init_from_env",
        "sdk = looker_sdk.init40()  # reads LOOKERSDK_CLIENT_ID and LOOKERSDK_CLIENT_SECRET",
    ),
]

_MASKED: list[tuple[str, str]] = [
    (
        "sqlalchemy_engine_repr_masked",
        "In [6]: engine\nOut[6]: Engine(postgresql+psycopg2://analyst:***@dw.internal:5432/"
        "analytics)",
    ),
    (
        "airflow_task_log_masked",
        "[2026-12-02, 08:00:03 UTC] {sql.py:417} INFO - Running statement, uri=postgres://"
        "loader:***@dw.internal:5432/analytics",
    ),
    (
        "duckdb_secrets_redacted",
        "FROM duckdb_secrets();\nname=raw_s3;type=s3;provider=config;serializable=true;scope=s3://"
        ",s3n://,s3a://;endpoint=s3.amazonaws.com;region=eu-west-1;secret=redacted;"
        "session_token=redacted",
    ),
    (
        "spark_ui_redacted",
        "spark.hadoop.fs.s3a.secret.key\t*********(redacted)\nspark.hadoop.fs.s3a.endpoint\t"
        "s3.eu-west-1.amazonaws.com",
    ),
    (
        "kafka_connect_hidden",
        '{"name": "jdbc-sink-orders", "config": {"connection.user": "connect", '
        '"connection.password": "[hidden]", "topics": "orders"}}',
    ),
    (
        "kafka_producer_config_hidden",
        "INFO ProducerConfig values:\n\tsasl.jaas.config = [hidden]\n\tsasl.mechanism = PLAIN\n"
        "\tsecurity.protocol = SASL_SSL",
    ),
    (
        "vcr_filtered_placeholder",
        "    headers:\n      Authorization:\n      - <AUTH_TOKEN>\n      User-Agent:\n"
        "      - python-requests/2.32.3",
    ),
    (
        "meltano_config_list_redacted",
        "password [env: TAP_POSTGRES_PASSWORD] current value: '(redacted)' (from `.env`)",
    ),
    (
        "jupyter_log_token_elided",
        "[I 2026-12-02 09:14:01.101 ServerApp] Jupyter Server 2.14.2 is running at:\n"
        "[I 2026-12-02 09:14:01.101 ServerApp] http://127.0.0.1:8888/lab?token=...",
    ),
    (
        "jupyter_lab_empty_token_and_password",
        "jupyter lab --no-browser --IdentityProvider.token='' --ServerApp.password=''",
    ),
    (
        "postman_empty_secret",
        '{"key": "apiKey", "value": "", "type": "secret", "enabled": true}',
    ),
    (
        "github_actions_log_masked",
        "Run dbt debug --target ci\n  env:\n    SNOWFLAKE_PASSWORD: ***\nConnection test: "
        "[OK connection ok]",
    ),
]

_PLACEHOLDERS: list[tuple[str, str]] = [
    (
        "databricks_token_placeholder",
        "[DEFAULT]\nhost  = https://<workspace>.cloud.databricks.com\n"
        "token = dapiXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX",
    ),
    (
        "profile_angle_placeholders",
        "      user: <your-user>\n      password: <your-password>\n      account: "
        "<account_identifier>",
    ),
    (
        "airflow_documented_uri",
        "airflow connections add 'my_prod_db' --conn-uri 'my-conn-type://login:password@host:"
        "port/schema?param1=val1&param2=val2'",
    ),
    ("kaggle_json_placeholder", '{"username":"YOUR_USERNAME","key":"YOUR_API_KEY"}'),
    (
        "confluent_template_placeholders",
        "sasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required "
        "username='{{ CLUSTER_API_KEY }}' password='{{ CLUSTER_API_SECRET }}';",
    ),
    ("superset_documented_secret", "SECRET_KEY = 'YOUR_OWN_RANDOM_GENERATED_SECRET_KEY'"),
    (
        "postman_change_me",
        '{"key": "password", "value": "CHANGE_ME", "enabled": true}',
    ),
    (
        "tableau_token_placeholder",
        "tabcmd login -s https://tableau.corp --token-name <token-name> --token-value "
        "<token-secret>",
    ),
    ("mlflow_password_placeholder", "export MLFLOW_TRACKING_PASSWORD=<password>"),
    (
        "wandb_login_prompt",
        "wandb: You can find your API key in your browser here: https://wandb.ai/authorize\n"
        "wandb: Paste an API key from your profile and hit enter, or press ctrl+c to quit:",
    ),
    (
        "kaggle_permissions_warning",
        "Warning: Your Kaggle API key is readable by other users on this system! To fix this, "
        "you can run 'chmod 600 /home/ana/.kaggle/kaggle.json'",
    ),
]

_OUTPUT: list[tuple[str, str]] = [
    (
        "dbt_run_output",
        "09:00:03  1 of 12 START sql table model analytics.fct_orders ............ [RUN]\n"
        "09:00:09  1 of 12 OK created sql table model analytics.fct_orders ....... [SELECT 48211 "
        "in 5.84s]\n09:01:12  Done. PASS=12 WARN=0 ERROR=0 SKIP=0 TOTAL=12",
    ),
    (
        "dbt_debug_ok",
        "Connection:\n  host: dw.internal\n  port: 5432\n  user: dbt\n  database: analytics\n"
        "  schema: dbt_ana\n  Connection test: [OK connection ok]\nAll checks passed!",
    ),
    (
        "airflow_dags_list",
        "dag_id          | fileloc                      | owners | is_paused\n"
        "================+==============================+========+==========\n"
        "daily_orders    | /opt/airflow/dags/orders.py  | data   | False",
    ),
    (
        "airflow_connections_test_ok",
        "$ airflow connections test dw_prod\nRetrieving connection: 'dw_prod'\n\nTesting...\n"
        "Connection success!",
    ),
    (
        "kafka_topics_describe",
        "Topic: orders\tTopicId: 7Hq2Jx9KT0uAbQZfL1mN3w\tPartitionCount: 6\tReplicationFactor: 3"
        "\n\tTopic: orders\tPartition: 0\tLeader: 2\tReplicas: 2,3,1\tIsr: 2,3,1",
    ),
    (
        "kafka_scram_describe",
        "$ kafka-configs --bootstrap-server b1:9092 --describe --entity-type users\n"
        "SCRAM credential configs for user-principal 'etl' are SCRAM-SHA-512=iterations=8192",
    ),
    (
        "dataframe_info",
        "<class 'pandas.core.frame.DataFrame'>\nRangeIndex: 48211 entries, 0 to 48210\nData "
        "columns (total 3 columns):\n #   Column     Non-Null Count  Dtype\n---  ------     "
        "--------------  -----\n 0   order_id   48211 non-null  int64\n 1   api_key_id 48211 "
        "non-null  object\n 2   amount     48211 non-null  float64",
    ),
    (
        "schema_with_secret_column_names",
        "| Field         | Type         | Null |\n|---------------|--------------|------|\n"
        "| email         | varchar(255) | NO   |\n| password_hash | varchar(255) | NO   |\n"
        "| api_token     | varchar(64)  | YES  |",
    ),
    (
        "create_table_secret_columns",
        "CREATE TABLE raw.users (id bigint, email text, password_hash text, api_token_id uuid, "
        "created_at timestamptz);",
    ),
    (
        "great_expectations_regex",
        'validator.expect_column_values_to_match_regex(column="api_key", '
        'regex="^[A-Za-z0-9]{32}$")',
    ),
    (
        "pandas_password_filter",
        "missing = users[users['password'].isna()]\n"
        "print(len(missing), 'users without a password')",
    ),
    (
        "pytest_summary",
        "==== 212 passed, 3 xfailed, 14 warnings in 41.02s ====\nrootdir: /home/ana/etl\n"
        "plugins: randomly-3.15.0, xdist-3.6.1, vcr-1.0.2",
    ),
    (
        "playwright_consent_only_state",
        '{"cookies": [{"name": "cookie_consent", "value": "accepted", "domain": "app.corp", '
        '"path": "/"}], "origins": []}',
    ),
    (
        "har_no_auth_request",
        '"request": {"method": "GET", "url": "https://app.corp/static/app.js", "headers": '
        '[{"name": "accept", "value": "*/*"}], "cookies": []}',
    ),
    (
        "locust_stats_table",
        "Type     Name       # reqs  # fails |  Avg   Min   Max  Med |  req/s\nPOST     /login"
        "       200      0(0.00%) |  143    88   612  120 |   3.31",
    ),
    (
        "spark_explain_plan",
        "== Physical Plan ==\n*(1) Project [order_id#12L, amount#14]\n+- *(1) Filter "
        "isnotnull(amount#14)\n   +- FileScan parquet [order_id#12L,amount#14]",
    ),
    (
        "snowflake_show_grants",
        "created_on | privilege | granted_on | name      | granted_to | grantee_name\n"
        "2026-11-02 | USAGE     | WAREHOUSE  | LOADING   | ROLE       | FIVETRAN_ROLE",
    ),
    (
        "databricks_secrets_list",
        "$ databricks secrets list-secrets ops\nKey        Last Updated Timestamp\nlake-key   "
        "1764600000000\npat        1764601200000",
    ),
]

_CHAT: list[tuple[str, str]] = [
    (
        "chat_naija_pidgin_where",
        "Di warehouse password dey inside 1Password, for di vault wey dem call data-platform. "
        "I no go paste am for here.",
    ),
    (
        "chat_swiss_german_where",
        "S Passwort für d Datebank isch im Vault under secret/data/dw, nöd im Chat.",
    ),
    (
        "chat_betawi_where",
        "Token Databricks-nya ada di Key Vault, namanya dbx-ci-pat. Jangan minta di sini ye.",
    ),
    (
        "chat_kichwa_where",
        "Database password-ka Vault-pi kan, kay chat-pi mana churasha.",
    ),
    (
        "chat_english_snowflake_rotated_in_vault",
        "I rotated the Snowflake loader password this morning; the new one is in Vault at "
        "kv/data/snowflake/loader, please don't paste it here.",
    ),
    (
        "chat_english_token_name",
        "the dbt cloud token is the service token named ci-deploy in account settings, ask "
        "Ana for access",
    ),
    (
        "chat_english_cassettes",
        "before you commit the cassettes run them through filter_headers=['authorization'] — "
        "the recorded ones still had the header",
    ),
]

FIXED: list[tuple[str, str]] = [*_BY_NAME, *_MASKED, *_PLACEHOLDERS, *_OUTPUT, *_CHAT]
