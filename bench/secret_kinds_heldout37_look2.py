"""The fixed look-alikes of held-out 37 (`bench/secret_kinds_heldout37_look.py`).

Texts of the set's theme written once: the vendors' documented example
values and placeholders (an example DSN, `<DATADOG_API_KEY>`, a sample
`wp-config.php`'s phrase, Twilio's `ACXXXX…`), configs that point at a
secret rather than hold it (msmtp's `passwordeval`, mbsync's `PassCmd`,
offlineimap's `remotepasseval`, Postfix's `smtp_sasl_password_maps`, a
`${env:…}` or `%{env(…)}` reference, Rails' `credentials.dig`, Django's
`os.environ[...]`, `Read-Host -AsSecureString`), CLIs that prompt for the
value, redacted or masked printouts (`***`, `REDACTED`, `<hidden>`, a list of
names without values), diffs and review notes that move a value out of the
code, merge conflicts on versions, and chat in this set's languages that
speaks of a secret without giving it.
"""

from __future__ import annotations

__all__ = ["FIXED"]

_OBS: list[tuple[str, str]] = [
    ("sentry_docs_dsn", 'sentry_sdk.init(dsn="https://examplePublicKey@o0.ingest.sentry.io/0")'),
    ("datadog_placeholder", "api_key: <DATADOG_API_KEY>\nsite: datadoghq.com"),
    ("datadog_env_ref", 'api_key: "${DD_API_KEY}"\nlogs_enabled: true'),
    (
        "otel_headers_env_ref",
        'OTEL_EXPORTER_OTLP_HEADERS="x-honeycomb-team=${HONEYCOMB_API_KEY}"',
    ),
    (
        "otel_collector_env_expansion",
        'exporters:\n  otlphttp:\n    headers:\n      authorization: "Bearer ${env:OTLP_TOKEN}"',
    ),
    (
        "fluent_bit_env_ref",
        "[OUTPUT]\n    Name        splunk\n    Splunk_Token ${SPLUNK_HEC_TOKEN}",
    ),
    (
        "logstash_keystore_ref",
        'output { elasticsearch { user => "logstash_internal" password => "${ES_PWD}" } }',
    ),
    ("filebeat_keystore_ref", 'output.elasticsearch:\n  api_key: "${ES_API_KEY}"'),
    ("vector_env_ref", 'default_api_key = "${DATADOG_API_KEY}"'),
    (
        "promtail_password_file",
        "basic_auth:\n  username: 412345\n  password_file: /run/secrets/loki",
    ),
    (
        "alertmanager_file_refs",
        "global:\n  slack_api_url_file: /etc/alertmanager/slack_url\nreceivers:\n- name: oncall\n"
        "  pagerduty_configs:\n  - routing_key_file: /etc/alertmanager/pd_key",
    ),
    (
        "newrelic_license_placeholder",
        "license_key = YOUR_LICENSE_KEY_HERE\napp_name = My Application",
    ),
    ("grafana_default_admin_doc", "admin_password = $__file{/run/secrets/grafana_admin}"),
    ("sentry_release_cmd", 'sentry-cli releases finalize "$(git rev-parse --short HEAD)"'),
    ("bugsnag_placeholder", "Bugsnag.start({ apiKey: 'YOUR_API_KEY' })"),
    ("zabbix_psk_file_path", "TLSPSKIdentity=web-03\nTLSPSKFile=/etc/zabbix/zabbix_agent2.psk"),
    ("statuspage_page_url", "https://acme.statuspage.io/incidents/x9k2m4q8r1tz"),
    ("healthchecks_docs_example", "curl -m 10 --retry 5 https://hc-ping.com/your-uuid-here"),
    (
        "trace_sampling_config",
        "traces_sample_rate: 0.25\nprofiles_sample_rate: 0.1\nsend_default_pii: false",
    ),
]

_MAIL: list[tuple[str, str]] = [
    (
        "msmtp_passwordeval",
        'account work\nhost smtp.acme.io\nuser ana@acme.io\npasswordeval "pass show mail/work"',
    ),
    (
        "mbsync_passcmd",
        'IMAPAccount work\nHost imap.acme.io\nUser ana@acme.io\nPassCmd "gpg -dq ~/.mailpass.gpg"',
    ),
    ("offlineimap_remotepasseval", "remotepasseval = get_pass('work')\nremoteuser = ana@acme.io"),
    ("mutt_pass_backticks", 'set imap_pass = "`pass show mail/acme`"'),
    (
        "postfix_main_cf_maps",
        "relayhost = [smtp.sendgrid.net]:587\nsmtp_sasl_auth_enable = yes\n"
        "smtp_sasl_password_maps = hash:/etc/postfix/sasl_passwd\nsmtp_sasl_security_options = "
        "noanonymous",
    ),
    (
        "postmap_command",
        "sudo postmap /etc/postfix/sasl_passwd && sudo chmod 600 /etc/postfix/sasl_passwd.db",
    ),
    ("smtp_auth_prompt", "250-AUTH PLAIN LOGIN XOAUTH2\n250-ENHANCEDSTATUSCODES\n250 8BITMIME"),
    (
        "smtp_auth_login_prompts",
        "AUTH LOGIN\n334 VXNlcm5hbWU6\n*\n501 5.7.0 Authentication aborted",
    ),
    (
        "swaks_prompt_auth",
        "swaks --to ops@acme.io --server smtp.acme.io:587 --auth LOGIN --auth-user "
        "alerts@acme.io --tls",
    ),
    ("ssmtp_placeholder", "AuthUser=username@gmail.com\nAuthPass=your-app-password"),
    ("twilio_docs_sid", 'client = Client("ACXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX", "your_auth_token")'),
    (
        "twilio_env_ref",
        "client = Client(os.environ['TWILIO_ACCOUNT_SID'], os.environ['TWILIO_AUTH_TOKEN'])",
    ),
    (
        "asterisk_sample_secret",
        "[6001]\ntype=auth\nauth_type=userpass\npassword=<password>\nusername=6001",
    ),
    (
        "pjsip_no_auth_endpoint",
        "[6001]\ntype=endpoint\ncontext=from-internal\ndisallow=all\nallow=ulaw\nauth=6001\naors=6001",
    ),
    ("freeswitch_var_ref", '<param name="password" value="$${default_password}"/>'),
    (
        "matrix_login_prompt",
        "$ matrix-commander --login password\nPassword: \nLogged in as @ci:acme.io",
    ),
    (
        "synapse_generated_comment",
        "# a secret which is used to sign access tokens. If none is specified,\n# the "
        "registration_shared_secret is used, if one is given",
    ),
    ("irc_nickserv_help", "/msg NickServ HELP IDENTIFY"),
    (
        "sasl_mechanism_only",
        "/set irc.server.libera.sasl_mechanism external\n/set irc.server.libera.tls_cert "
        "%h/certs/ana.pem",
    ),
    ("xmpp_jid_only", "set jid = ana@xmpp.acme.io\nset ssl = 1\nset priority = 5"),
    (
        "kannel_docs_url",
        "http://localhost:13013/cgi-bin/sendsms?username=tester&password=foobar&to=123&text=Hello",
    ),
    (
        "dkim_public_txt",
        's1._domainkey.acme.io. 300 IN TXT "v=DKIM1; k=rsa; '
        'p=MIGfMA0GCSqGSIb3DQEBAQUAA4GNADCBiQKBgQC7vH4cVfYbF2y2s1j4b8Kq"',
    ),
    ("spf_record", 'acme.io. 300 IN TXT "v=spf1 include:mailgun.org include:_spf.google.com ~all"'),
    (
        "dmarc_record",
        '_dmarc.acme.io. 300 IN TXT "v=DMARC1; p=quarantine; rua=mailto:dmarc@acme.io"',
    ),
    ("phone_numbers", "From: +15017122661 To: +351912345678 Body: Your code is 482913"),
]

_REVIEW: list[tuple[str, str]] = [
    (
        "diff_moves_value_to_env",
        "-  password: <%= ENV['DB_PASSWORD'] %>\n+  password: <%= "
        "Rails.application.credentials.dig(:db, :password) %>",
    ),
    ("diff_secrets_context", "-API_TOKEN: ${API_TOKEN}\n+API_TOKEN: ${{ secrets.API_TOKEN }}"),
    (
        "gitleaks_redacted",
        "Finding:     STRIPE_SECRET_KEY=REDACTED\nSecret:      REDACTED\nRuleID:      "
        "stripe-access-token\nFile:        .env",
    ),
    (
        "ci_log_masked",
        "2026-11-30T10:01:02.4471093Z + curl -fsS -u deploy:*** "
        "https://nexus.acme.io/repository/raw/",
    ),
    ("ci_add_mask_var", 'echo "::add-mask::$TOKEN"'),
    (
        "merge_conflict_versions",
        '<<<<<<< HEAD\n    "version": "2.4.1",\n=======\n    "version": "2.5.0-rc.1",\n>>>>>>> '
        "release/2.5",
    ),
    (
        "review_comment_no_value",
        "> +const WEBHOOK_SECRET = process.env.WEBHOOK_SECRET;\n\nLooks good, thanks for moving "
        "it out.",
    ),
    (
        "grep_no_value",
        "config/app.yml:3:password_min_length: 12\nconfig/app.yml:4:password_reset_ttl: 3600",
    ),
    (
        "gerrit_header",
        "Change-Id: I8a1f0c9e2b7d4a6c3e5f1b0d9a8c7e6f5d4c3b2a\nReviewed-on: "
        "https://review.acme.io/c/api/+/48213",
    ),
    ("git_log_s_placeholder", "git log -S'$OLD_KEY' --all --oneline"),
    ("filter_repo_regex_only", "regex:(?i)password\\s*=\\s*\\S+==>password=***REMOVED***"),
    (
        "printenv_names_only",
        "$ printenv | cut -d= -f1 | sort\nCI_COMMIT_SHA\nDEPLOY_SSH_PASSPHRASE\nHOME",
    ),
    (
        "trufflehog_summary",
        "🐷🔑🐷  TruffleHog. Unearth your secrets. 🐷🔑🐷\n\nfinished scanning  chunks=4412 "
        "bytes=18230442 verified_secrets=0 unverified_secrets=0",
    ),
    (
        "signed_off_by",
        "Signed-off-by: Ana Silva <ana@acme.io>\nCo-authored-by: Joao Costa <joao@acme.io>",
    ),
    (
        "docker_login_stdin",
        'echo "$REGISTRY_PASSWORD" | docker login -u ci --password-stdin registry.acme.io',
    ),
]

_PLATFORM: list[tuple[str, str]] = [
    (
        "wrangler_secret_prompt",
        "$ npx wrangler secret put OPENAI_API_KEY\n✔ Enter a secret value: … ********\n🌀 "
        'Creating the secret for the Worker "edge-auth"',
    ),
    ("turnstile_test_secret", "TURNSTILE_SECRET=1x0000000000000000000000000000000AA"),
    (
        "vercel_env_ls",
        "$ vercel env ls\n name               value               environments\n DATABASE_URL    "
        "   Encrypted           Production, Preview",
    ),
    ("netlify_env_set_prompt", "netlify env:set STRIPE_KEY --secret"),
    (
        "heroku_config_names",
        '$ heroku config -a acme-api --json | jq \'keys\'\n[\n  "DATABASE_URL",\n  "REDIS_URL"\n]',
    ),
    ("fly_secrets_import_stdin", "fly secrets import < .env.production"),
    ("lambda_env_ssm_ref", "environment:\n  DB_PASSWORD: ${ssm:/prod/api/db-password}"),
    ("serverless_param_ref", "environment:\n  STRIPE_KEY: ${param:stripeKey}"),
    ("sam_ref_resolve", "DbPassword: '{{resolve:secretsmanager:prod/db:SecretString:password}}'"),
    ("gcloud_secret_ref", "gcloud run deploy api --set-secrets=JWT_SECRET=jwt-secret:latest"),
    (
        "azure_keyvault_ref",
        '"STRIPE_KEY": "@Microsoft.KeyVault(SecretUri=https://acme-kv.vault.azure.net/secrets/stripe/)"',
    ),
    ("azurite_dev_storage", '"AzureWebJobsStorage": "UseDevelopmentStorage=true"'),
    ("render_generate_value", "envVars:\n  - key: SESSION_SECRET\n    generateValue: true"),
    (
        "do_app_spec_encrypted",
        "envs:\n- key: SESSION_SECRET\n  scope: RUN_TIME\n  type: SECRET\n  value: "
        "EV[1:x2Tn0a8w:...]",
    ),
    ("cf_env_user_provided_names", "User-Provided:\nLOG_LEVEL: info\nSMTP_HOST: smtp.acme.io"),
    (
        "app_yaml_secret_manager",
        "env_variables:\n  SECRET_NAME: projects/acme/secrets/flask-key/versions/latest",
    ),
    ("procfile_plain", "web: bundle exec puma -C config/puma.rb\nrelease: bin/rails db:migrate"),
    ("railway_reference_var", "DATABASE_URL=${{Postgres.DATABASE_URL}}"),
]

_SCRIPT: list[tuple[str, str]] = [
    (
        "wp_config_sample_phrase",
        "define( 'AUTH_KEY',         'put your unique phrase here' );\ndefine( "
        "'SECURE_AUTH_KEY',  'put your unique phrase here' );",
    ),
    ("wp_salt_api_url", "curl -s https://api.wordpress.org/secret-key/1.1/salt/ >> wp-config.php"),
    ("wp_db_env_ref", "define( 'DB_PASSWORD', getenv('WORDPRESS_DB_PASSWORD') );"),
    ("laravel_env_example", "APP_KEY=\nDB_CONNECTION=mysql\nDB_PASSWORD="),
    ("laravel_config_env_only", "'password' => env('DB_PASSWORD'),"),
    ("symfony_env_ref", "APP_SECRET=%env(APP_SECRET)%"),
    ("symfony_secrets_set", "php bin/console secrets:set STRIPE_KEY --env=prod"),
    ("drupal_settings_env", "$settings['hash_salt'] = getenv('DRUPAL_HASH_SALT');"),
    (
        "rails_credentials_dig",
        "Stripe.api_key = Rails.application.credentials.dig(:stripe, :secret_key)",
    ),
    ("rails_secret_key_base_env", 'secret_key_base: <%= ENV["SECRET_KEY_BASE"] %>'),
    (
        "rails_master_key_missing",
        "ActiveSupport::EncryptedFile::MissingKeyError: Missing encryption key to decrypt file "
        "with. Ask your team for your master key and write it to config/master.key or put it in "
        "the ENV['RAILS_MASTER_KEY'].",
    ),
    ("django_secret_env", 'SECRET_KEY = os.environ["DJANGO_SECRET_KEY"]'),
    (
        "django_get_random_key",
        "python -c 'from django.core.management.utils import get_random_secret_key; "
        "print(get_random_secret_key())'",
    ),
    ("flask_secret_env", 'app.config["SECRET_KEY"] = os.environ.get("FLASK_SECRET_KEY")'),
    ("perl_dbi_env", "my $dbh = DBI->connect($ENV{DSN}, $ENV{DB_USER}, $ENV{DB_PASS});"),
    ("renviron_ref", 'token <- Sys.getenv("GITHUB_PAT")'),
    ("r_keyring_get", 'password = keyring::key_get("snowflake", "ana")'),
    (
        "julia_env_ref",
        'conn = LibPQ.Connection("host=db dbname=sim user=sim password=$(ENV["PGPASSWORD"])")',
    ),
    (
        "elixir_runtime_env",
        'secret_key_base =\n  System.get_env("SECRET_KEY_BASE") ||\n    raise "environment '
        'variable SECRET_KEY_BASE is missing."',
    ),
    ("erlang_cookie_env_ref", "-setcookie ${RELEASE_COOKIE}"),
    ("ps_read_host_secure", "$pass = Read-Host -AsSecureString -Prompt 'Password'"),
    ("ps_get_credential", "$cred = Get-Credential -UserName 'ACME\\svc_sql' -Message 'SQL login'"),
    ("ps_import_clixml", '$cred = Import-Clixml -Path "$env:USERPROFILE\\svc.xml"'),
    ("batch_set_prompt", "set /p DB_PASS=Password: "),
    (
        "registry_no_secret",
        '[HKEY_LOCAL_MACHINE\\SOFTWARE\\Acme\\Agent]\n"InstallPath"="C:\\\\Program '
        'Files\\\\Acme"\n"Version"=dword:00000003\n"Password"=""',
    ),
    (
        "sc_query_output",
        "SERVICE_NAME: AcmeAgent\n        TYPE               : 10  WIN32_OWN_PROCESS\n        "
        "STATE              : 4  RUNNING",
    ),
]

_CHAT: list[tuple[str, str]] = [
    ("chat_ca_no_value", "la contrasenya del relay SMTP és al gestor de contrasenyes"),
    ("chat_eu_no_value", "Grafanako pasahitza Vaulten dago"),
    ("chat_hu_no_value", "a Matrix bot tokenjét a titkos tárolóba tettem"),
    ("chat_fi_no_value", "Zabbixin PSK-avain löytyy Bitwardenista"),
    ("chat_sk_no_value", "heslo k IMAP ti pošlem cez Signal, nie sem"),
    ("chat_hr_no_value", "lozinku za WordPress dobit ćeš od Ivane"),
    ("chat_sr_no_value", "лозинка за SMTP је у сефу тима"),
    ("chat_bg_no_value", "ключът за SendGrid е в тайните на GitHub"),
    ("chat_ka_no_value", "PagerDuty-ის გასაღები 1Password-შია"),
    ("chat_hy_no_value", "Sentry-ի token-ը պահված է Vault-ում"),
    ("chat_az_no_value", "Rails master key parol menecerindədir"),
    ("chat_kk_no_value", "Vercel токені құпия қоймада сақталған"),
    ("chat_bn_no_value", "মেইল সার্ভারের পাসওয়ার্ড ভল্টে রাখা আছে"),
    ("chat_ta_no_value", "Datadog API key Vault-இல் உள்ளது"),
    ("chat_ur_no_value", "ڈیٹا بیس کا پاس ورڈ والٹ میں ہے"),
    ("chat_sw_no_value", "nenosiri liko kwenye kidhibiti cha manenosiri"),
    ("chat_tl_no_value", "nasa 1Password ang password ng WordPress admin"),
    ("chat_ms_no_value", "kata laluan superuser ada dalam Vault"),
    ("chat_da_no_value", "adgangskoden til Kannel ligger i KeePass"),
    ("chat_is_no_value", "lykilorðið er í lykilorðaskránni"),
    ("chat_mn_no_value", "Erlang cookie-г нууц сан дотор хадгалсан"),
    ("chat_en_rotation", "rotated the Twilio auth token after the leak; the old one is revoked"),
    (
        "chat_en_length",
        "Phoenix wants secret_key_base to be at least 64 bytes, run mix phx.gen.secret",
    ),
]

FIXED: list[tuple[str, str]] = [*_OBS, *_MAIL, *_REVIEW, *_PLATFORM, *_SCRIPT, *_CHAT]
