"""The fixed look-alikes of held-out 30 (`bench/secret_kinds_heldout30_look.py` draws the rest).

What the set's places hold with no secret in them: signing configs that read
the password from elsewhere (`System.getenv`, `providers.gradleProperty`,
`${{ secrets.… }}`, fastlane's `ENV[...]`, Xcode's `$(…)`, a Unity
`-keystorePass` read from a variable, an empty Tauri password), data configs
that read it from a store (dbt's `env_var()`, Airflow's `{{ conn.… }}`,
Kafka's `${file:…}` config provider, Debezium's `${secrets:…}`, Trino's
`${ENV:…}`, Liquibase's `${DB_PASSWORD}`, Patroni's environment, Streamlit's
`st.secrets[...]`, Grafana's `$__file{…}`); ids and keys
vendors publish (an `apple-app-site-association` `appID`, a release key's
GPG fingerprint, an AppsFlyer dev key left as a placeholder, a Google OAuth
client id; the drawn public keys are in the other file); placeholders in the
set's docs (`<your-keystore-password>`, `changeme` in a template, `xxxx` in
an App Review note, `YOUR_PROJECT_ID`); masked values as the set's tools
print them (Kafka's `[hidden]`, Spark's `*********(redacted)`, Airflow's
`***`, dbt's `**********`, Gradle's `****`, Debezium's `********`, a Play
Console `•••••`); ENV VAR NAMES with no value; error messages that name a
password and give none (`Keystore was tampered with, or password was
incorrect`, `ITMS-90035`, `errSecInternalComponent`, `FATAL: password
authentication failed`, `ORA-28000`); codes that are not credentials (an
App Review demo code's rule, a coupon, a promo code format, order numbers,
postal codes, HTTP codes, sizes); and chat in the set's languages that names
a secret without giving it.
"""

from __future__ import annotations

__all__ = ["FIXED"]

_FROM_ELSEWHERE: list[tuple[str, str]] = [
    (
        "gradle_getenv",
        'storePassword System.getenv("ANDROID_STORE_PASSWORD")\nkeyPassword '
        'System.getenv("ANDROID_KEY_PASSWORD")',
    ),
    ("gradle_provider", 'storePassword = providers.gradleProperty("tidepool.storePassword").get()'),
    (
        "gradle_keystore_props",
        "storePassword keystoreProperties['storePassword']\nkeyPassword "
        "keystoreProperties['keyPassword']",
    ),
    (
        "gha_secrets_p12",
        "P12_PASSWORD: ${{ secrets.P12_PASSWORD }}\nBUILD_CERTIFICATE_BASE64: ${{ "
        "secrets.BUILD_CERTIFICATE_BASE64 }}",
    ),
    (
        "fastlane_env",
        'api_key = app_store_connect_api_key(key_id: ENV["ASC_KEY_ID"], issuer_id: '
        'ENV["ASC_ISSUER_ID"], key_filepath: "./AuthKey.p8")',
    ),
    (
        "xcconfig_var",
        "PRODUCT_BUNDLE_IDENTIFIER = com.studio.tidepool\nAPI_HOST = $(TIDEPOOL_API_HOST)",
    ),
    (
        "unity_keystore_var",
        'unity -batchmode -quit -executeMethod Build.Android -keystorePass "$KEYSTORE_PASS"',
    ),
    (
        "tauri_empty_password",
        'TAURI_SIGNING_PRIVATE_KEY_PASSWORD=""\nTAURI_SIGNING_PRIVATE_KEY_PATH=~/.tauri/'
        "tidepool.key",
    ),
    (
        "capacitor_env",
        "keystorePassword: process.env.KEYSTORE_PASSWORD,\nkeystoreAliasPassword: "
        "process.env.KEY_PASSWORD,",
    ),
    (
        "electron_csc_env",
        "CSC_KEY_PASSWORD: ${{ secrets.MAC_CERTS_PASSWORD }}\nCSC_IDENTITY_AUTO_DISCOVERY: false",
    ),
    (
        "dbt_env_var",
        '      password: "{{ env_var(\'DBT_PASSWORD\') }}"\n      private_key_passphrase: "{{ '
        "env_var('DBT_KEY_PASSPHRASE') }}\"",
    ),
    (
        "airflow_conn_template",
        "sql = \"COPY INTO orders FROM @stage CREDENTIALS=(AWS_KEY_ID='{{ conn.s3.login }}' "
        "AWS_SECRET_KEY='{{ conn.s3.password }}')\"",
    ),
    (
        "kafka_config_provider",
        "sasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required "
        'username="${file:/etc/kafka/creds.properties:user}" password="${file:/etc/kafka/'
        'creds.properties:password}";',
    ),
    ("debezium_secret_ref", '"database.password": "${secrets:cdc/orders-db:password}",'),
    ("trino_env_ref", "connection-user=trino\nconnection-password=${ENV:ORDERS_DB_PASSWORD}"),
    (
        "liquibase_env",
        "url: jdbc:postgresql://orders-db:5432/orders\nusername: liquibase\npassword: "
        "${DB_PASSWORD}",
    ),
    (
        "patroni_env",
        "PATRONI_REPLICATION_PASSWORD is read from the pod env (secretKeyRef: patroni-creds/"
        "replication)",
    ),
    (
        "streamlit_secrets_read",
        'conn = st.connection("snowflake")\npw = '
        'st.secrets["connections"]["snowflake"]["password"]',
    ),
    (
        "grafana_file_ref",
        "    secureJsonData:\n      password: $__file{/run/secrets/grafana_pg_password}",
    ),
    (
        "pgbackrest_env",
        "repo1-cipher-pass is set through PGBACKREST_REPO1_CIPHER_PASS in the systemd unit",
    ),
    (
        "spark_credentials_provider",
        "spark.hadoop.fs.s3a.aws.credentials.provider=com.amazonaws.auth.WebIdentityTokenCredentialsProvider",
    ),
    (
        "sqlserver_managed_identity",
        "Server=tcp:tidepool-sql.database.windows.net;Database=orders;Authentication=Active "
        "Directory Managed Identity;Encrypt=True;",
    ),
    (
        "odbc_kerberos",
        "[Warehouse]\nDriver=Cloudera ODBC Driver for "
        "Impala\nHost=impala.dw.internal\nAuthMech=1\nKrbRealm=CORP.EXAMPLE",
    ),
    (
        "jdbc_no_password",
        "jdbc:postgresql://replica.orders.internal:5432/orders?sslmode=verify-full&user=bi_ro",
    ),
    (
        "snowflake_keypair_path",
        "private_key_path: /secrets/rsa_key.p8\nauthenticator: snowflake_jwt",
    ),
]

_PUBLIC: list[tuple[str, str]] = [
    (
        "aasa_app_id",
        '{"applinks": {"details": [{"appIDs": ["8XK2L9PQ4M.com.studio.tidepool"], "components": '
        '[{"/": "/invite/*"}]}]}}',
    ),
    (
        "gpg_release_key",
        "Release artifacts are signed with key 0x3A1F 9C2B 7D4E 8F60 1B5A  C3D2 E4F5 A6B7 C8D9 "
        "E0F1 (fingerprint)",
    ),
    (
        "appsflyer_dev_key_doc",
        'AppsFlyerLib.shared().appsFlyerDevKey = "<YOUR_DEV_KEY>" // from the dashboard',
    ),
    (
        "google_oauth_client_id",
        "iOS client: 730412985512-9f3k2j1h0g8d7s6a5p4o3i2u1y0t9r8e.apps.googleusercontent.com",
    ),
]

_PLACEHOLDERS: list[tuple[str, str]] = [
    (
        "keystore_placeholder",
        "storePassword=<your-keystore-password>\nkeyPassword=<your-key-password>",
    ),
    (
        "changeme_template",
        "# key.properties.example\nstorePassword=changeme\nkeyPassword=changeme\nkeyAlias=upload",
    ),
    (
        "app_review_xxxx",
        "App Review demo account: user review@tidepool.example, password xxxxxxxx (set in App "
        "Store Connect)",
    ),
    (
        "your_project_id",
        "firebase use YOUR_PROJECT_ID && firebase remoteconfig:get -o template.json",
    ),
    (
        "dbt_profiles_example",
        "      user: <username>\n      password: <password>\n      host: <host>",
    ),
    (
        "kafka_jaas_doc",
        'sasl.jaas.config=...PlainLoginModule required username="<api-key>" '
        'password="<api-secret>";',
    ),
    (
        "jdbc_doc_template",
        "jdbc:sqlserver://<server>:1433;databaseName=<db>;user=<user>;password=<password>",
    ),
    ("hdbuserstore_doc", "hdbuserstore SET <KEY> <host>:<port> <user> <password>"),
    ("signtool_doc", "signtool sign /f <path-to-pfx> /p <pfx-password> /fd sha256 <file>"),
    (
        "create_user_doc",
        "CREATE USER 'name'@'host' IDENTIFIED BY 'password';  -- replace both before running",
    ),
]

_MASKED: list[tuple[str, str]] = [
    (
        "kafka_hidden",
        "\tsasl.jaas.config = [hidden]\n\tsasl.kerberos.service.name = "
        "null\n\tsasl.login.callback.handler.class = null",
    ),
    (
        "spark_redacted",
        "spark.hadoop.fs.s3a.secret.key  *********(redacted)\nspark.hadoop.fs.s3a.endpoint  "
        "s3.eu-west-1.amazonaws.com",
    ),
    (
        "airflow_masked_log",
        "[2026-11-30, 02:00:04 UTC] {base.py:84} INFO - Using connection ID 'warehouse' for task "
        "execution. password=***",
    ),
    ("dbt_debug_masked", "  password: '**********'\n  Connection test: [OK connection ok]"),
    (
        "gradle_masked",
        "> Task :app:signReleaseBundle\n  -Pandroid.injected.signing.store.password=****",
    ),
    ("debezium_masked", "\tdatabase.password = ********\n\tdatabase.port = 5432"),
    ("play_console_dots", "Upload key password: •••••••• (reset with Play App Signing support)"),
    ("connection_string_masked", "Server=sql01;Database=Orders;User Id=etl;Password=*****;"),
    ("truncated_token", "SHOREBIRD_TOKEN=eyJ0…(truncated)"),
    (
        "confluent_secret_hidden",
        "| API Secret | <hidden, shown only at creation>                      |",
    ),
]

_NAMES: list[tuple[str, str]] = [
    (
        "env_names_mobile",
        "Set ANDROID_STORE_PASSWORD, ANDROID_KEY_PASSWORD, MATCH_PASSWORD and ASC_KEY_CONTENT in "
        "the CI settings.",
    ),
    (
        "env_names_data",
        "needs DBT_PASSWORD, SNOWFLAKE_PRIVATE_KEY_PASSPHRASE and KAFKA_SASL_PASSWORD exported",
    ),
    (
        "env_names_desktop",
        "required secrets: CSC_LINK, CSC_KEY_PASSWORD, APPLE_ID, APPLE_APP_SPECIFIC_PASSWORD, "
        "APPLE_TEAM_ID",
    ),
    (
        "env_names_tauri",
        "env: TAURI_SIGNING_PRIVATE_KEY, TAURI_SIGNING_PRIVATE_KEY_PASSWORD (both optional for dev "
        "builds)",
    ),
    (
        "env_example_empty",
        "WALG_LIBSODIUM_KEY=\nPGBACKREST_REPO1_CIPHER_PASS=\nAIRFLOW__CORE__FERNET_KEY=",
    ),
]

_ERRORS_CODES: list[tuple[str, str]] = [
    (
        "keystore_tampered",
        "Execution failed for task ':app:packageRelease'.\n> Keystore was tampered with, or "
        "password was incorrect",
    ),
    (
        "itms_90035",
        'ERROR ITMS-90035: "Invalid Signature. A sealed resource is missing or invalid."',
    ),
    (
        "errsec",
        'Warning: unable to build chain to self-signed root for signer "Apple Distribution: '
        'Studio"\nerrSecInternalComponent',
    ),
    (
        "pg_auth_failed",
        'psql: error: connection to server at "pg.orders.internal" (10.2.0.4), port 5432 failed: '
        'FATAL:  password authentication failed for user "api"',
    ),
    ("ora_28000", "ORA-28000: The account is locked.\nORA-28001: the password has expired"),
    (
        "mysql_1045",
        "ERROR 1045 (28000): Access denied for user 'reporting'@'10.2.0.9' (using password: YES)",
    ),
    (
        "kafka_sasl_error",
        "org.apache.kafka.common.errors.SaslAuthenticationException: Authentication failed: "
        "Invalid username or password",
    ),
    (
        "notary_invalid",
        "Processing complete\n  id: 2f1c8e44-9b0d-4f7a-8c21-6e5d4b3a2f10\n  status: Invalid",
    ),
    (
        "promo_code_rule",
        "Offer codes are 18 characters, one use each; we print them on the launch cards.",
    ),
    ("coupon_in_chat", "use coupon LAUNCH25 for 25% off the yearly plan"),
    ("order_number", "Order #TP-2026-118842 shipped to 10115 Berlin"),
    (
        "http_codes",
        "Play Developer API returned 401, then 403 after the role change; the key itself is fine",
    ),
    ("sizes", "APK 48.2 MB, AAB 31.7 MB, dSYM 212 MB; build 4.12.0 (41200)"),
    (
        "version_strings",
        "Xcode 16.1 (16B40), Gradle 8.10.2, AGP 8.7.1, Unity 6000.0.27f1, dbt-core 1.8.8, Kafka "
        "3.8.1",
    ),
    (
        "totp_policy",
        "Apple asks for a 6-digit code every 30 days on the CI Mac; we use an SMS number, not a "
        "seed",
    ),
    (
        "replication_status",
        "Seconds_Behind_Source: 0\nReplica_IO_Running: Yes\nReplica_SQL_Running: Yes",
    ),
    (
        "pg_stat_replication",
        " application_name | state     | sync_state\n pg-replica-2     | streaming | async",
    ),
    (
        "backup_info",
        "stanza: main\n    status: ok\n    cipher: aes-256-cbc\n    full backup: 20261130-021500F",
    ),
]

_CHAT: list[tuple[str, str]] = [
    (
        "chat_rotated_no_value",
        "rotated the upload keystore password after the leak scare, it's in the vault under "
        "android/upload",
    ),
    (
        "chat_ask_for_secret",
        "can someone DM me the reader account password? not in this channel please",
    ),
    ("chat_cantonese_ref", "keystore 密碼放咗喺 1Password，自己去攞"),
    ("chat_swiss_german_ref", "s Passwort isch im Vault, nöd im Repo"),
    ("chat_jamaican_ref", "di password deh inna di vault, mi nah put it yah so"),
    ("chat_lombard_ref", "la password l'è in del vault, minga chì"),
    ("chat_dholuo_ref", "password ni e vault, ok andike ka"),
    ("chat_kalmyk_ref", "нууц үг vault-д бәәнә"),
    ("chat_maithili_ref", "पासवर्ड vault मे अछि, एतय नहि लिखब"),
    ("chat_piedmontese_ref", "la ciav a l'é ant ël vault"),
    ("chat_krio_ref", "di paswɔd de na di vault, a nɔ go rayt am ya"),
    ("chat_inuktitut_ref", "password vault-mi ittuq"),
    (
        "chat_how_to_reset",
        "If you forget the upload key password, ask Play support to reset the upload key; the app "
        "signing key stays with Google.",
    ),
    (
        "chat_password_length",
        "the new warehouse policy wants passwords of 16+ chars with a symbol; mine was 14 so it "
        "got rejected",
    ),
    (
        "chat_sig_talk",
        "the webhook sig header is an HMAC of the body, we verify it with the shared key from the "
        "store",
    ),
]

FIXED: list[tuple[str, str]] = [
    *_FROM_ELSEWHERE,
    *_PUBLIC,
    *_PLACEHOLDERS,
    *_MASKED,
    *_NAMES,
    *_ERRORS_CODES,
    *_CHAT,
]
