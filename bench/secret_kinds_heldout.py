"""The first held-out half of the wide corpus: written after the first round of tuning.

Other commands, calls, headers, databases, armours, languages and vendors
than `secret_kinds_dev.py`, in the same places. Measured once (32 % of its
kinds leaked), then looked at and tuned on; `secret_kinds_heldout3.py` is the
half no rule has seen.
"""

from __future__ import annotations

import random

from bench.secret_kinds import (
    Kind,
    LookAlike,
    Sample,
    alnum,
    b64,
    b64_user_pass,
    hexs,
    lower_alnum,
    made,
    samples,
    urlsafe,
    uuid4,
)

__all__ = ["KINDS", "LOOK_ALIKES", "heldout_samples"]


def _v(name: str, prefix: str, body: int, alphabet: str = "alnum") -> Kind:
    gen = {"alnum": alnum, "hex": hexs, "url": urlsafe, "lower": lower_alnum}[alphabet]
    return Kind(
        name,
        "vendor",
        made(
            "export THE_CREDENTIAL={v}",
            "new one: {v}",
            "connect('{v}')",
            "{v}",
            value=lambda r: prefix + gen(r, body),
        ),
    )


KINDS: tuple[Kind, ...] = (
    Kind(
        "psql_conninfo_uri",
        "dsn",
        made(
            "psql postgresql://etl:{v}@warehouse.corp:6432/dw",
            "pg_restore -d 'postgres://admin:{v}@10.2.0.4/app' dump.bin",
        ),
    ),
    Kind(
        "cockroach_url",
        "dsn",
        made(
            "cockroach sql --url 'postgresql://root:{v}@crdb:26257/defaultdb?sslmode=verify-full'"
        ),
    ),
    Kind("neo4j_url", "dsn", made("NEO4J_URI=neo4j+s://neo4j:{v}@abc123.databases.neo4j.io")),
    Kind(
        "cassandra_cqlsh",
        "cli",
        made("cqlsh cass.local -u cassandra -p {v}", "cqlsh -u admin -p '{v}' 10.0.0.3 9042"),
    ),
    Kind(
        "mongo_legacy",
        "cli",
        made(
            "mongo --username root --password {v} admin",
            "mongoexport --uri mongodb://ro:{v}@db/shop -c users",
        ),
    ),
    Kind(
        "pg_basebackup_env",
        "cli",
        made("env PGPASSWORD={v} pg_basebackup -h primary -U replicator -D /data"),
    ),
    Kind(
        "mysqldump_long",
        "cli",
        made("mysqldump --user=backup --password={v} --all-databases > all.sql"),
    ),
    Kind("redis_uri_cli", "cli", made("redis-cli -u redis://default:{v}@redis.corp:6380 ping")),
    Kind("valkey_cli", "cli", made("valkey-cli -h cache -a {v} dbsize")),
    Kind(
        "memcached_sasl", "cli", made("memcstat --servers=mc:11211 --username=app --password={v}")
    ),
    Kind("rabbitmqadmin", "cli", made("rabbitmqadmin -u admin -p {v} list queues")),
    Kind(
        "kafka_jaas",
        "config",
        made(
            "sasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required"
            ' username="app" password="{v}";'
        ),
    ),
    Kind("elastic_curl", "cli", made("curl -k -u elastic:{v} https://es:9200/_cat/indices")),
    Kind(
        "httpie_auth",
        "cli",
        made(
            "http -a admin:{v} POST https://api.corp/items name=x",
            "http --auth bob:{v} GET api.corp/me",
        ),
    ),
    Kind("wget_ftp_url", "cli", made("wget ftp://mirror:{v}@ftp.corp/pub/file.iso")),
    Kind("rsync_password_env", "cli", made("RSYNC_PASSWORD={v} rsync -av src/ backup@nas::data")),
    Kind("sshpass_env", "cli", made("SSHPASS={v} sshpass -e ssh deploy@web01")),
    Kind("hydra_style_login", "cli", made("ftp -n <<EOF\nuser deploy {v}\nput a.tgz\nEOF")),
    Kind(
        "smbmount_creds",
        "cli",
        made("mount -t cifs //nas/x /mnt -o credentials=/dev/null,username=bob,password={v}"),
    ),
    Kind("nmcli_wifi", "cli", made("nmcli dev wifi connect CorpNet password {v}")),
    Kind("wpa_passphrase", "cli", made("wpa_passphrase CorpNet {v} > /etc/wpa.conf")),
    Kind("iwd_passphrase", "cli", made("iwctl --passphrase {v} station wlan0 connect CorpNet")),
    Kind("vncpasswd_echo", "cli", made("echo {v} | vncpasswd -f > ~/.vnc/passwd")),
    Kind(
        "keytool_storepass_eq",
        "cli",
        made("keytool -list -keystore app.p12 -storepass:file x -keypass {v}"),
    ),
    Kind(
        "openssl_passin_env_literal",
        "cli",
        made("openssl pkcs12 -in c.p12 -nodes -password pass:{v}"),
    ),
    Kind("gpg_passphrase_fd", "cli", made("echo '{v}' | gpg --batch --passphrase-fd 0 -d s.gpg")),
    Kind(
        "docker_login_stdin",
        "cli",
        made(
            "echo {v} | docker login ghcr.io -u bot --password-stdin",
            "printf '{v}' | podman login -u ci --password-stdin quay.io",
        ),
    ),
    Kind("npm_login_env", "cli", made("NPM_PASS={v} npm-cli-login -u ci -e ci@corp.com")),
    Kind("git_credential_store", "config", made("https://ci-bot:{v}@git.corp.io")),
    Kind("svn_url_creds", "cli", made("svn co svn+ssh://bob:{v}@svn.corp/repo")),
    Kind(
        "ldappasswd",
        "cli",
        made("ldappasswd -x -D cn=admin,dc=corp -w {v} -s {v}x uid=bob,dc=corp"),
    ),
    Kind(
        "mssql_cli",
        "cli",
        made("mssql-cli -S db -U sa -P {v}", "sqlcmd -S tcp:db,1433 -U sa -P'{v}'"),
    ),
    Kind("db2_connect", "cli", made("db2 connect to SAMPLE user db2inst1 using {v}")),
    Kind(
        "oracle_expdp",
        "cli",
        made("expdp system/{v}@ORCLPDB schemas=HR directory=DP dumpfile=hr.dmp"),
    ),
    Kind("tnsping_conn", "cli", made("sqlplus -L app/{v}@db.corp:1521/SVC")),
    Kind(
        "impala_shell",
        "cli",
        made("impala-shell -i impala:21000 -u etl --ldap_password_cmd='echo {v}'"),
    ),
    Kind("mc_admin_user", "cli", made("mc admin user add minio ci {v}")),
    Kind("vault_kv_put", "cli", made("vault kv put secret/app db_password={v}")),
    Kind("consul_acl_token", "cli", made("consul members -token={v}", value=uuid4)),
    Kind("nomad_token_env", "cli", made("NOMAD_TOKEN={v} nomad job status", value=uuid4)),
    Kind("argocd_login", "cli", made("argocd login argocd.corp --username admin --password {v}")),
    Kind(
        "flux_bootstrap",
        "cli",
        made("flux bootstrap git --url=https://git.corp/x --username=ci --password={v}"),
    ),
    Kind(
        "gcloud_sql_user",
        "cli",
        made("gcloud sql users set-password app --instance=db --password={v}"),
    ),
    Kind(
        "aws_rds_master",
        "cli",
        made(
            "aws rds create-db-instance --db-instance-identifier db1 --master-username admin"
            " --master-user-password {v}"
        ),
    ),
    Kind("az_sql_admin", "cli", made("az sql server create -n corpsql -g rg -u sqladmin -p {v}")),
    Kind("heroku_config_set", "cli", made("heroku config:set SMTP_PASSWORD={v} -a app")),
    Kind("fly_secrets_set", "cli", made("fly secrets set DATABASE_PASSWORD={v}")),
    Kind("vercel_env", "cli", made("echo {v} | vercel env add API_SECRET production")),
    Kind("wrangler_secret", "cli", made("echo '{v}' | wrangler secret put STRIPE_SECRET")),
    Kind(
        "paramiko_connect",
        "code",
        made(
            'ssh.connect("10.0.0.5", username="deploy", password="{v}")',
            "client.connect(hostname, 22, 'root', '{v}')",
        ),
    ),
    Kind(
        "psycopg_kw",
        "code",
        made('psycopg.connect(host="db", user="app", password="{v}", dbname="shop")'),
    ),
    Kind(
        "sqlalchemy_url_code",
        "code",
        made('engine = create_engine("mysql+mysqldb://scott:{v}@localhost/foo")'),
    ),
    Kind("redis_py_kw", "code", made("r = redis.Redis(host='cache', port=6379, password='{v}')")),
    Kind("requests_auth_tuple", "code", made("requests.get(url, auth=('svc', '{v}'))")),
    Kind(
        "httpx_basic",
        "code",
        made(
            'httpx.BasicAuth(username="svc", password="{v}")',
            'auth = httpx.BasicAuth("svc", "{v}")',
        ),
    ),
    Kind(
        "smtplib_ssl_login",
        "code",
        made(
            'with smtplib.SMTP_SSL("smtp.corp", 465) as s:\n    s.login("noreply@corp.com", "{v}")'
        ),
    ),
    Kind("nodemailer_auth", "code", made("auth: {{ user: 'noreply@corp.com', pass: '{v}' }}")),
    Kind(
        "knex_connection",
        "code",
        made("connection: {{ host: 'db', user: 'app', password: '{v}', database: 'shop' }}"),
    ),
    Kind("go_sql_open", "code", made('db, err := sql.Open("mysql", "app:{v}@tcp(db:3306)/shop")')),
    Kind(
        "go_redis_options",
        "code",
        made('rdb := redis.NewClient(&redis.Options{{Addr: "cache:6379", Password: "{v}"}})'),
    ),
    Kind(
        "java_datasource", "code", made('ds.setPassword("{v}");', 'dataSource.setPassword("{v}")')
    ),
    Kind(
        "csharp_conn_string",
        "code",
        made('var cs = "Host=db;Username=app;Password={v};Database=shop";'),
    ),
    Kind("php_pdo", "code", made("$pdo = new PDO('mysql:host=db;dbname=shop', 'app', '{v}');")),
    Kind("ruby_net_smtp", "code", made("smtp.start('corp.com', 'noreply', '{v}', :login)")),
    Kind("rust_basic_auth", "code", made('client.get(url).basic_auth("svc", Some("{v}"))')),
    Kind(
        "js_fetch_basic", "code", made("headers: {{ Authorization: 'Basic ' + btoa('svc:{v}') }}")
    ),
    Kind(
        "boto3_session",
        "code",
        made(
            "boto3.Session(aws_access_key_id='{aws}', aws_secret_access_key='{v}')",
            value=lambda r: b64(r, 40),
        ),
    ),
    Kind("pyjwt_decode_key", "code", made('jwt.decode(token, "{v}", algorithms=["HS256"])')),
    Kind("flask_secret_key", "code", made("app.config['SECRET_KEY'] = '{v}'")),
    Kind(
        "django_settings_secret",
        "config",
        made("SECRET_KEY = 'django-insecure-{v}'", value=lambda r: urlsafe(r, 40)),
    ),
    Kind("rails_master_key", "config", made("RAILS_MASTER_KEY={v}", value=lambda r: hexs(r, 32))),
    Kind("laravel_app_key", "config", made("APP_KEY=base64:{v}", value=lambda r: b64(r, 43) + "=")),
    Kind(
        "auth_header_hmac",
        "header",
        made(
            "Authorization: HMAC-SHA256 Credential=app, SignedHeaders=host, Signature={v}",
            value=lambda r: hexs(r, 64),
        ),
    ),
    Kind(
        "auth_header_oauth1",
        "header",
        made(
            'Authorization: OAuth oauth_consumer_key="ck", oauth_token="{v}",'
            ' oauth_signature="sig%3D"',
            value=lambda r: alnum(r, 40),
        ),
    ),
    Kind(
        "auth_header_dsn",
        "header",
        made(
            "Authorization: DSN {v}",
            "Authorization: Zoho-oauthtoken {v}",
            value=lambda r: hexs(r, 40),
        ),
    ),
    Kind(
        "x_api_token_header",
        "header",
        made("X-Api-Token: {v}", "-H 'X-Auth-Key: {v}'", value=lambda r: alnum(r, 36)),
    ),
    Kind(
        "cookie_remember",
        "header",
        made("Cookie: remember_user_token={v}; path=/", value=lambda r: urlsafe(r, 60)),
    ),
    Kind(
        "basic_in_json_header",
        "header",
        made('{{"headers": {{"Proxy-Authorization": "Basic {v}"}}}}', value=b64_user_pass),
    ),
    Kind(
        "websocket_token_query",
        "form",
        made("wss://rt.corp/socket?token={v}&vsn=2.0.0", value=lambda r: alnum(r, 40)),
    ),
    Kind(
        "presigned_s3",
        "form",
        made(
            "https://b.s3.amazonaws.com/k?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=x&X-Amz-Signature={v}",
            value=lambda r: hexs(r, 64),
        ),
    ),
    Kind(
        "form_encoded_secret",
        "form",
        made(
            "curl -X POST -d 'client_secret={v}&grant_type=client_credentials' https://idp/token",
            value=lambda r: urlsafe(r, 40),
        ),
    ),
    Kind("urlencoded_pwd_query", "form", made("login?user=bob&passwd={v}&next=%2F")),
    Kind(
        "yaml_secret_block_folded",
        "config",
        made("webhook_secret: >\n  {v}\nretries: 3\n", value=lambda r: alnum(r, 32)),
    ),
    Kind("yaml_list_passwords", "config", made("passwords:\n  - {v}\n  - {v}2\n")),
    Kind("toml_password", "config", made('[database]\nuser = "app"\npassword = "{v}"')),
    Kind("ini_pass", "config", made("[client]\nuser=root\npass={v}\n")),
    Kind(
        "properties_password",
        "config",
        made("spring.datasource.password={v}", "mail.smtp.password = {v}"),
    ),
    Kind("dotnet_user_secrets", "cli", made('dotnet user-secrets set "Db:Password" "{v}"')),
    Kind(
        "pem_encrypted_key",
        "key",
        made(
            "-----BEGIN ENCRYPTED PRIVATE KEY-----\n{v}\n"
            + "Zm9v" * 16
            + "\n-----END ENCRYPTED PRIVATE KEY-----",
            value=lambda r: b64(r, 64),
        ),
    ),
    Kind(
        "pem_ec_in_json",
        "key",
        made(
            '{{"key": "-----BEGIN EC PRIVATE KEY-----\\n{v}\\n-----END EC PRIVATE KEY-----\\n"}}',
            value=lambda r: b64(r, 64),
        ),
    ),
    Kind(
        "openssh_in_yaml",
        "key",
        made(
            "deploy_key: |\n  -----BEGIN OPENSSH PRIVATE KEY-----\n  {v}\n"
            "  -----END OPENSSH PRIVATE KEY-----\n",
            value=lambda r: b64(r, 70),
        ),
    ),
    Kind(
        "minisign_secret",
        "key",
        made(
            "untrusted comment: minisign encrypted secret key\nRWRTY0Iy{v}",
            value=lambda r: b64(r, 150),
        ),
    ),
    Kind(
        "ssh_private_json_array",
        "key",
        made('{{"ssh_private_keys": ["{v}"]}}', value=lambda r: b64(r, 60)),
    ),
    Kind("prose_code_is", "prose", made("the admin password is now {v}, change it after login")),
    Kind("prose_pwd_colon_dash", "prose", made("Admin password -> {v}")),
    Kind("prose_german_neu", "prose", made("Das neue Passwort für den Server ist {v}")),
    Kind("prose_french_nouveau", "prose", made("Le mot de passe du serveur est {v}")),
    Kind("prose_portuguese", "prose", made("a senha é {v}", "senha: {v}")),
    Kind("prose_italian", "prose", made("la password è {v}")),
    Kind(
        "prose_token_sentence",
        "prose",
        made("I generated a token for you: {v}", value=lambda r: alnum(r, 40)),
    ),
    Kind(
        "prose_secret_sentence",
        "prose",
        made("Your webhook signing secret is {v}", value=lambda r: alnum(r, 32)),
    ),
    _v("supabase_service", "sbp_", 40, "hex"),
    _v("render_key", "rnd_", 32),
    _v("fly_token", "fo1_", 43, "url"),
    _v("groq_style_new", "gsk_", 52),
    _v("sourcegraph_token", "sgp_", 40, "hex"),
    _v("clerk_secret", "sk_live_", 40),
    _v("shippo_token", "shippo_live_", 40, "hex"),
    _v("apify_token", "apify_api_", 36),
    _v("linear_oauth", "lin_oauth_", 40, "hex"),
    _v("mistral_style", "msk-", 32),
    _v("sentry_dsn_key", "sntrys_eyJ", 60),
    _v("cohere_style", "co-", 40),
    _v("hubspot_pat", "pat-na1-", 36, "hex"),
    _v("duffel_token", "duffel_live_", 43, "url"),
    _v("easypost_key", "EZAK", 54, "hex"),
    _v("frameio_token", "fio-u-", 64, "url"),
    _v("flutterwave_key", "FLWSECK-", 32, "hex"),
    _v("mailchimp_key", "", 32, "hex"),
    _v("launchdarkly_key", "api-", 36, "hex"),
    _v("planetscale_pw", "pscale_pw_", 43, "url"),
    _v("openai_admin", "sk-admin-", 60, "url"),
    _v("scaleway_secret", "SCW", 17),
    _v("adafruit_key", "aio_", 28),
    _v("zapier_webhook_token", "zap_", 32),
    _v("grafana_cloud", "glc_", 60),
    _v("prefect_key", "pnu_", 36),
    _v("readme_key", "rdme_", 70, "lower"),
    _v("new_relic_license", "NRAL-", 36, "hex"),
)


def _look_alikes() -> tuple[LookAlike, ...]:
    r = random.Random("kenning-wide-look-alikes-heldout")
    items: list[tuple[str, str]] = []
    for _ in range(3):
        items += [
            ("git_rev", f"HEAD is now at {hexs(r, 7)} Merge branch 'feature-{lower_alnum(r, 6)}'"),
            ("sha1_file", f"{hexs(r, 40)}  vendor/lib.tar.gz"),
            ("cargo_checksum", f'checksum = "{hexs(r, 64)}"'),
            ("yarn_lock", f"  integrity sha1-{b64(r, 27)}="),
            ("requestuuid4", f"trace_id={uuid4(r)} span_id={hexs(r, 16)}"),
            ("azure_resource", f"/subscriptions/{uuid4(r)}/resourceGroups/rg-prod"),
            ("gcp_project", f"projects/shop-{lower_alnum(r, 6)}/locations/eu/functions/api"),
            ("image_tag", f"ghcr.io/corp/app:{hexs(r, 12)}"),
            ("base64_json", "eyJ0eXBlIjoiZXZlbnQifQ=="),
            ("jwt_header_only", "eyJhbGciOiJSUzI1NiJ9"),
            ("random_filename", f"upload_{alnum(r, 12)}.png"),
            ("nanoid", f"id: {urlsafe(r, 21)}"),
        ]
    items += [
        ("command", "psql -h db -U app -d shop -W"),
        ("command", "cqlsh -u cassandra cass.local"),
        ("command", "redis-cli -h cache -p 6380 info"),
        ("command", "rsync -avz -e 'ssh -p 2222' src/ host:/dst/"),
        ("command", "nmcli dev wifi list"),
        ("command", "openssl s_client -connect api.corp:443 -servername api.corp"),
        ("command", "gpg --list-secret-keys --keyid-format LONG"),
        ("command", "aws rds describe-db-instances --db-instance-identifier db1"),
        ("command", "heroku config:get DATABASE_URL -a app"),
        ("command", "vault kv get -field=password secret/app"),
        ("command", "docker login ghcr.io -u bot --password-stdin < token.txt"),
        ("command", "git clone git@github.com:corp/app.git"),
        ("command", "argocd login argocd.corp --sso"),
        ("command", "tar -czf backup-2026-03-01.tar.gz data/"),
        ("code", 'ssh.connect(host, username=user, password=os.environ["SSH_PASS"])'),
        ("code", 'db, err := sql.Open("mysql", dsn)'),
        ("code", 'ds.setPassword(props.getProperty("db.password"));'),
        ("code", "app.config['SECRET_KEY'] = os.urandom(32)"),
        ("code", "jwt.decode(token, key, algorithms=['RS256'])"),
        ("code", "requests.get(url, auth=(user, pw), timeout=10)"),
        ("code", "if (!password || password.length < 12) throw new Error('weak');"),
        ("code", "const passwordRegex = /^(?=.*[A-Z])(?=.*\\d).{12,}$/;"),
        ("code", "password_hash = bcrypt.hashpw(pw.encode(), bcrypt.gensalt())"),
        ("config", "password_min_length = 12"),
        ("config", "token_ttl_seconds = 3600"),
        ("config", "secret_name: app-db-credentials"),
        ("config", "passwordless: true"),
        ("config", "api_key_header: X-API-Key"),
        ("header", "Authorization: Bearer <token>"),
        ("header", "Authorization: Basic ${BASIC_AUTH}"),
        ("header", "Set-Cookie: lang=fr; Path=/; SameSite=Lax"),
        ("prose", "Das Passwort ist falsch."),
        ("prose", "Le mot de passe est trop court."),
        ("prose", "a senha é obrigatória"),
        ("prose", "the password is hashed with argon2id before it is stored"),
        ("prose", "Please rotate the API key every 90 days."),
        ("prose", "The token expired at 2026-03-01T10:00:00Z."),
        ("version", "openssl 3.0.13 30 Jan 2024"),
        ("version", "kubectl v1.30.2-gke.1587003"),
        ("version", "sha256-2f8a1b9c3d4e5f60718293a4b5c6d7e8f9012345"),
        ("identifier", "test_login_with_an_expired_password_shows_an_error"),
        ("identifier", "getPasswordResetTokenExpiryMinutes()"),
        ("placeholder", "DATABASE_URL=postgres://user:password@localhost:5432/db"),
        ("placeholder", "export GITHUB_TOKEN=ghp_XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX"),
        ("placeholder", "password: ${{ secrets.DB_PASSWORD }}"),
    ]
    return tuple(LookAlike(kind, text) for kind, text in items)


LOOK_ALIKES: tuple[LookAlike, ...] = _look_alikes()


def heldout_samples(per_kind: int = 3) -> tuple[Sample, ...]:
    """`per_kind` samples of each held-out kind; the same on every run."""
    return samples(KINDS, per_kind, "kenning-wide-secrets-heldout")
