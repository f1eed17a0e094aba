"""The fixed look-alikes of held-out 27 (`bench/secret_kinds_heldout27_look.py` draws the rest).

What the set's places hold with no secret in them: team chat, tickets,
review comments, incident updates, hand-off notes and forwarded emails that
talk about a secret without giving it; password managers' export headers and
rows with nothing secret; API tools' requests with the secret read from a
variable in each tool's own syntax (Postman `{{apiKey}}`, Insomnia `{{
_.token }}`, Bruno, Hoppscotch `<<token>>`, `.http` `{{$dotenv …}}`,
GraphQL headers, gRPC metadata from the environment, SignalR and Socket.IO
reading a token from a function); data tools' configs with the secret read
from a store or masked (`**MetabasePass**`, Superset's `XXXXXXXXXX`, a
pgAdmin `PassFile`, Kestra's `secret()`, NiFi's `#{…}`, Talend's
`context.`, Airflow's `{{ conn.… }}`, Data Factory's Key Vault reference,
Glue's `SecretId`, dlt's `<configure me>`); keys vendors publish (a Stripe
test publishable key, a Mapbox public token, a PostHog project key, a
reCAPTCHA site key, a Sentry DSN); names that say secret next to no secret
and names that do not say secret next to no secret (`auth: oauth2`, `k =
5`, `sig=` of a webhook body, `"hash": "sha256-…"`); placeholders,
masked and truncated values; ENV VAR NAMES with no value; a booking
reference read aloud; codes that are not credentials (error codes, HTTP
codes, a meeting id, coupon codes, postal codes); and chat in the set's
languages that names a secret without giving it.
"""

from __future__ import annotations

__all__ = ["FIXED"]

_TEAM: list[tuple[str, str]] = [
    ("slack_dm_not_here", "dana  10:41 AM\nI DM'd you the mailjet key, don't post it in here pls"),
    (
        "slack_pinned",
        "check the pinned msg in #payments for where the token lives (1Password, Eng vault)",
    ),
    (
        "slack_quote_no_secret",
        "> priya: the staging key expired again\nyeah I'll regenerate it after lunch",
    ),
    (
        "teams_no_secret",
        "[10:42] Kofi Mensah\n    SFTP creds for the partner drop are in the shared vault under "
        "Partner/Drop",
    ),
    (
        "discord_no_secret",
        "noa — Today at 10:42\nbot token is in the Railway env now, don't ask for it here",
    ),
    (
        "jira_code_env_var",
        '{code:bash}\ncurl -H "X-Partner-Key: $PARTNER_KEY" https://partner.acme.io/v2/orders\n'
        "{code}",
    ),
    (
        "jira_noformat_names",
        "{noformat}\nPARTNER_PORTAL_USER=acme-qa\nPARTNER_PORTAL_PASS=<from vault>\n{noformat}",
    ),
    (
        "pr_review_move_to_vault",
        "**ilse** commented on `config/prod.yaml` line 14\nplease read `webhook_signing` from "
        "`PAYMENTS_WEBHOOK_SECRET` instead of committing it",
    ),
    (
        "pr_review_diff_ref",
        "```diff\n-  webhook_signing: whsec_placeholder\n+  webhook_signing: "
        "${PAYMENTS_WEBHOOK_SECRET}\n```\nlooks good now",
    ),
    (
        "issue_repro_env",
        "### Steps to reproduce\n1. `export ACME_CLI_TOKEN=<your token>`\n2. `acme sync "
        "--project web`",
    ),
    (
        "incident_update_no_key",
        "#inc-2041-checkout 🚨 UPDATE 14:20 UTC\nkey rotated, new one in the vault (PSP/backup), "
        "workers restarted",
    ),
    (
        "handoff_envelope",
        "## On-call hand-off\n- break-glass creds: red envelope in the safe, NOT in this doc\n- "
        "rotate Monday",
    ),
    (
        "forward_sent_separately",
        "---------- Forwarded message ---------\nFrom: Partner Support "
        "<support@partner.example>\nSubject: Your sandbox credentials\n\nYour password will be "
        "sent in a separate SMS.",
    ),
    (
        "outlook_forward_ids_only",
        "From: Partner <it@partner.example>\nSent: Friday, November 27, 2026 2:14 PM\nSubject: "
        "RE: API access\n\nTenant: acme-prod\nClient ID: 7f3c2a10-9b1e-4c55-9a0d-2e8f6b4c1d77\n"
        "The secret follows by phone.",
    ),
    (
        "quoted_reply_no_secret",
        "> On Thu, 26 Nov 2026 at 09:14, Dana wrote:\n> the SFTP password is in Bitwarden under "
        "Partner Drop\n\nfound it, thanks",
    ),
    (
        "confluence_macro_env",
        '<ac:structured-macro ac:name="code"><ac:plain-text-body><![CDATA[export '
        'DW_LOADER_PASS="$(op read '
        'op://Data/dw-loader/password)"]]></ac:plain-text-body></ac:structured-macro>',
    ),
    (
        "mediawiki_table_masked",
        '{| class="wikitable"\n! Service !! User !! Password\n|-\n| Grafana || admin || (see '
        "vault)\n|-\n| Kibana || elastic || ********\n|}",
    ),
    (
        "wiki_table_env_names",
        "| env | base url | api key |\n|---|---|---|\n| staging | https://stg.partner.example | "
        "`PARTNER_KEY_STG` |\n| prod | https://api.partner.example | `PARTNER_KEY_PROD` |",
    ),
]

_MANAGERS: list[tuple[str, str]] = [
    (
        "bitwarden_csv_header",
        "folder,favorite,type,name,notes,fields,reprompt,login_uri,login_username,login_password,login_totp",
    ),
    ("bitwarden_csv_no_password", "Infra,,note,Rotation checklist,rotate every 90 days,,0,,,,"),
    ("onepassword_csv_header", "Title,Url,Username,Password,OTPAuth,Favorite,Archived,Tags,Notes"),
    (
        "chrome_csv_empty_password",
        "name,url,username,password,note\n"
        "admin.acme.io,https://admin.acme.io/login,dana@acme.io,,uses SSO",
    ),
    (
        "keepassxc_group_row",
        '"Group","Title","Username","Password","URL"\n"Root/Network","Core '
        'switch","admin","","ssh://10.0.0.2"',
    ),
    (
        "op_item_list",
        "ID                            TITLE              VAULT\nq2x7kdm4nzb5vwpa3yhe6ctrfu    "
        "Stripe dashboard   Finance",
    ),
]

_API: list[tuple[str, str]] = [
    (
        "curl_bearer_env",
        "curl 'https://api.acme.io/v2/orders?page=2' \\\n  -H 'accept: application/json' \\\n  "
        '-H "authorization: Bearer $API_TOKEN"',
    ),
    (
        "curl_no_auth",
        "curl 'https://api.acme.io/v2/health' \\\n  -H 'accept: */*' \\\n  -H 'sec-fetch-mode: "
        "cors'",
    ),
    (
        "curl_cookie_placeholder",
        "curl 'https://admin.acme.io/api/users' -b '__Host-admin_session=<session cookie>'",
    ),
    (
        "devtools_response_no_token",
        '{"token_type":"Bearer","expires_in":3599,"scope":"orders:read"}',
    ),
    (
        "har_redacted",
        '"queryString": [{"name": "base", "value": "EUR"}, {"name": "api_key", "value": '
        '"[REDACTED]"}]',
    ),
    (
        "postman_var",
        '"auth": {"type": "apikey", "apikey": [{"key": "value", "value": "{{apiKey}}"}, {"key": '
        '"key", "value": "X-Api-Key"}]}',
    ),
    (
        "postman_script_env",
        "pm.request.headers.add({ key: 'X-Signing-Key', value: pm.environment.get('signingKey') "
        "});",
    ),
    (
        "newman_env_file",
        "newman run partner.postman_collection.json -e staging.postman_environment.json "
        "--reporters cli",
    ),
    ("insomnia_template", 'authentication:\n  type: bearer\n  token: "{{ _.token }}"'),
    ("bruno_var", "auth:bearer {\n  token: {{authToken}}\n}"),
    ("hoppscotch_var", '"auth": {"authType": "bearer", "authActive": true, "token": "<<token>>"}'),
    (
        "http_file_dotenv",
        "GET https://api.partner.example/v1/orders\nAuthorization: Bearer {{$dotenv "
        "PARTNER_TOKEN}}",
    ),
    ("graphql_headers_var", 'HTTP HEADERS\n{\n  "Authorization": "Bearer {{token}}"\n}'),
    (
        "grpc_metadata_env",
        'md := metadata.Pairs("authorization", "Bearer "+os.Getenv("ORDERS_TOKEN"))',
    ),
    ("grpc_python_env", 'metadata=(("x-api-key", os.environ["ORDERS_API_KEY"]),)'),
    ("wscat_env", 'wscat -c wss://stream.acme.io/v1/feed -H "Authorization: Bearer $STREAM_TOKEN"'),
    (
        "socketio_from_storage",
        'const socket = io("https://rt.acme.io", { auth: (cb) => cb({ token: '
        'localStorage.getItem("jwt") }) });',
    ),
    (
        "signalr_function",
        'withUrl("/hubs/orders", { accessTokenFactory: () => authService.getAccessToken() })',
    ),
    ("evans_no_header", "evans --host api.acme.io --port 443 --tls -r repl --package orders.v1"),
    (
        "burp_request_no_cookie",
        "GET /api/health HTTP/2\nHost: app.acme.io\nAccept: application/json",
    ),
    ("zap_api_disabled", "zap.sh -daemon -port 8090 -config api.disablekey=true"),
]

_DATA: list[tuple[str, str]] = [
    (
        "metabase_masked",
        '{"engine": "postgres", "details": {"host": "dw.internal", "user": "metabase", '
        '"password": "**MetabasePass**"}}',
    ),
    (
        "superset_export_masked",
        "database_name: warehouse\nsqlalchemy_uri: "
        "postgresql://superset:XXXXXXXXXX@dw.internal:5432/dw",
    ),
    (
        "tableplus_no_password",
        "postgresql://analytics@db.acme.io:5432/warehouse?statusColor=F8D7DA&env=production&tLSMode=0",
    ),
    (
        "jdbc_no_password",
        "jdbc:postgresql://db.acme.io:5432/warehouse?user=analytics&ssl=true&sslmode=verify-full",
    ),
    (
        "pgadmin_passfile",
        '{"Servers": {"1": {"Name": "warehouse", "Host": "dw.internal", "Port": 5432, '
        '"Username": "dba", "PassFile": "/pgpass"}}}',
    ),
    (
        "navicat_not_saved",
        '<Connection ConnectionName="prod-mysql" ConnType="MYSQL" Host="10.0.4.12" Port="3306" '
        'UserName="root" SavePassword="false"/>',
    ),
    ("sql_magic_variable", "%sql $DW_URL\n%sql SELECT count(*) FROM orders"),
    (
        "papermill_plain",
        "papermill reports/weekly.ipynb out/weekly.ipynb -p run_date 2026-11-29 -p region eu",
    ),
    ("colab_userdata", "from google.colab import userdata\nkey = userdata.get('OPENAI_API_KEY')"),
    ("notebook_env_names", "Out[3]: ['DW_HOST', 'DW_USER', 'DW_PASSWORD', 'WANDB_API_KEY']"),
    (
        "dlt_configure_me",
        '[sources.sql_database.credentials]\nusername = "loader"\npassword = "<configure me>"',
    ),
    (
        "mage_env_var",
        "default:\n  POSTGRES_USER: mage\n  POSTGRES_PASSWORD: \"{{ env_var('POSTGRES_PASSWORD') "
        '}}"',
    ),
    ("kestra_secret_fn", "password: \"{{ secret('DW_PASSWORD') }}\""),
    ("nifi_param_ref", "Password: #{db.password}"),
    ("talend_context_ref", "tDBConnection_1.password = context.db_password;"),
    ("pentaho_variable", "DW_PASSWORD=${DW_PASSWORD_FROM_ENV}"),
    (
        "adf_key_vault_ref",
        '"password": {"type": "AzureKeyVaultSecret", "store": {"referenceName": "kv-data", '
        '"type": "LinkedServiceReference"}, "secretName": "dw-sql-password"}',
    ),
    (
        "glue_secret_id",
        '"ConnectionProperties": {"JDBC_CONNECTION_URL": "jdbc:postgresql://dw:5432/dw", '
        '"SECRET_ID": "prod/dw/glue"}',
    ),
    (
        "sling_env_ref",
        "connections:\n  PG_PROD:\n    type: postgres\n    password: ${PG_PROD_PASSWORD}",
    ),
    (
        "airflow_template",
        "sql: \"COPY ... CREDENTIALS 'aws_iam_role={{ conn.redshift.extra_dejson.role_arn }}'\"",
    ),
    (
        "meltano_list_redacted",
        "$ meltano config tap-postgres list\nhost [env: TAP_POSTGRES_HOST] current value: "
        "'app-db.internal'\npassword [env: TAP_POSTGRES_PASSWORD] current value: '(redacted)'",
    ),
    (
        "evidence_b64_not_secret",
        "# connection.yaml\nname: warehouse\ntype: postgres\noptions:\n  host: dw.internal\n  "
        "database: dw",
    ),
]

_PUBLIC_AND_NAMES: list[tuple[str, str]] = [
    (
        "stripe_test_publishable",
        "Stripe('pk_test_TYooMQauvdEDq54NiTphI7jx') // the documented sample key",
    ),
    (
        "mapbox_public_token_named",
        "mapboxgl.accessToken = 'pk.public-example-token'; // public token, URL-restricted",
    ),
    (
        "posthog_project_key",
        "posthog.init('phc_ProjectKeyIsPublicByDesign', { api_host: 'https://eu.posthog.com' })",
    ),
    (
        "recaptcha_site_key",
        '<div class="g-recaptcha" data-sitekey="6LeIxAcTAAAAAJcZVRqyHh71UMIEGNQ_MXjiZKhI"></div>',
    ),
    ("sentry_dsn", "Sentry.init({ dsn: 'https://public@o0.ingest.sentry.io/0' })"),
    (
        "auth_scheme_name",
        '{"endpoint": "https://ingest.partner.example/v1", "auth": "oauth2", "batch": 500}',
    ),
    ("creds_file_path", "creds = Path('~/.config/partner/credentials.json').expanduser()"),
    ("k_neighbours", "k = 5\nneighbours = index.search(query_vec, k)"),
    (
        "sig_of_body",
        "X-Partner-Signature: "
        "sig=4f9a1c0e2b7d3a65c8e1f0b2a9d4c3e7f6a5b8c9d0e1f2a3b4c5d6e7f8091a2b; t=1764412345",
    ),
    (
        "hash_of_file",
        '{"name": "report.pdf", "hash": '
        '"sha256-9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08"}',
    ),
    ("pass_phrase_env", "signing:\n  key_file: release.p12\n  pass_phrase: ${RELEASE_PASS_PHRASE}"),
    ("pw_function", "pw = hash_password(form.password.data)"),
    (
        "env_var_names_only",
        "STRIPE_SECRET_KEY\nPARTNER_CLIENT_SECRET\nDW_PASSWORD\nSLACK_BOT_TOKEN",
    ),
    (
        "env_example_blank",
        "PARTNER_CLIENT_ID=\nPARTNER_CLIENT_SECRET=\nPARTNER_WEBHOOK_SECRET=changeme",
    ),
    (
        "placeholder_your_key",
        "curl -H 'x-rapidapi-key: <your-key>' https://weatherapi-com.p.rapidapi.com/current.json",
    ),
    ("placeholder_xxxx", "APOLLO_KEY=service:payments:xxxxxxxxxxxxxxxxxxxxxx"),
    ("masked_truncated", "API key sk-...9f2c created Nov 27 by dana (last used 2 h ago)"),
    ("masked_stars", "Client secret: ****************************3xQ (shown once)"),
    (
        "otpauth_howto",
        "Scan the QR code with your authenticator app, or tap 'Enter a setup key' if you can't "
        "scan it.",
    ),
    (
        "booking_read_aloud",
        "booking reference is K as in kilo, 7, M as in mike, 2 — flight AY1332 tomorrow",
    ),
    (
        "base64_png",
        "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
    ),
    (
        "jwt_header_only",
        "the header decodes fine: eyJhbGciOiJSUzI1NiIsInR5cCI6IkpXVCJ9 is "
        '{"alg":"RS256","typ":"JWT"}',
    ),
]

_CODES: list[tuple[str, str]] = [
    ("oracle_error", "ORA-01017: invalid username/password; logon denied"),
    ("http_401", 'HTTP/1.1 401 Unauthorized\nWWW-Authenticate: Bearer error="invalid_token"'),
    ("meeting_id", "Join: https://zoom.us/j/84529310042  Meeting ID: 845 2931 0042"),
    ("coupon_code", "use code WINTER-2026-TEAM for 20% off the conference ticket"),
    ("error_code_chrome", "net::ERR_CERT_AUTHORITY_INVALID on https://stg.partner.example"),
    ("exit_code", "Process finished with exit code 137 (interrupted by signal 9: SIGKILL)"),
    ("phone_and_postcode", "courier: +44 20 7946 0958, deliver to EC1A 1BB before 17:00"),
]

_CHAT: list[tuple[str, str]] = [
    ("chat_en_in_1pass", "pw is in 1pass under staging db, dont paste it here lol"),
    ("chat_en_regen_dashboard", "key expired? just regen it in the dashboard, takes 2 sec"),
    (
        "chat_en_starts_with",
        "the token is the one that starts with sk_ but im not pasting it here 😅",
    ),
    ("chat_en_usual_place", "secret's in the usual place 🙂"),
    ("chat_en_rotated", "rotated the webhook secret, new one's in vault, restart the worker pls"),
    (
        "chat_en_ask_dm",
        "can someone dm me the sendgrid key? the one in .env.example is a placeholder",
    ),
    ("chat_aymara_ref", "servidor ukan jist'ata arupax vault ukankiwa"),
    ("chat_bislama_ref", "pasword blong server i stap long vault"),
    ("chat_ilocano_ref", "ti api key ket adda iti vault"),
    ("chat_hmong_ref", "tus password nyob hauv vault"),
    ("chat_tibetan_ref", "གསང་ཨང་ནི་ vault ནང་ལ་ཡོད།"),
    ("chat_hiligaynon_ref", "ang token ara sa vault, indi ko i-paste diri"),
    ("chat_tetum_ref", "xave API iha vault laran"),
    ("chat_ewe_ref", "nya ɣaɣla la le vault me"),
    ("chat_twi_ref", "ahintasɛm no wɔ vault no mu"),
    ("chat_luganda_ref", "ekigambo ky'ekyama kiri mu vault"),
    ("chat_tswana_ref", "lefoko la sephiri le mo vault"),
    ("chat_northern_sami_ref", "beassansátni lea vault:as"),
    ("chat_ossetian_ref", "сусæг дзырд ис vault-ы"),
    ("chat_sakha_ref", "кистэлэҥ тыл vault иһигэр баар"),
    ("chat_crimean_tatar_ref", "gizli söz vault içinde"),
    ("chat_friulian_ref", "la peraule segrete e je tal vault"),
    ("chat_neapolitan_ref", "'a password sta dint'ô vault"),
    ("chat_scots_ref", "the passwird's in the vault, A'm no pittin it here"),
    ("chat_dhivehi_ref", "ޕާސްވޯޑު vault ގައި އެބައޮތް"),
    ("chat_bhojpuri_ref", "पासवर्ड vault में बा"),
    ("chat_dari_ref", "رمز در vault است"),
    ("chat_kabyle_ref", "awal uffir atan deg vault"),
]

FIXED: list[tuple[str, str]] = [
    *_TEAM,
    *_MANAGERS,
    *_API,
    *_DATA,
    *_PUBLIC_AND_NAMES,
    *_CODES,
    *_CHAT,
]
