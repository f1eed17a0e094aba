"""The third held-out half of the wide secret corpus: written after the last tuning, never tuned on.

The first two held-out halves were each measured once and then looked at, and
the rules were tuned further on what they showed (see `secret_kinds_heldout.py`
and `secret_kinds_heldout2.py`); this one was written after that, with other
kinds again, and measured once. Its figures are the ones to quote for text no
rule has seen.
"""

from __future__ import annotations

import base64
import random
from collections.abc import Callable

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
    upper32,
    urlsafe,
)

__all__ = ["KINDS", "LOOK_ALIKES", "heldout3_samples"]


def _v(name: str, make: Callable[[random.Random], str]) -> Kind:
    return Kind(
        name,
        "vendor",
        made("SVC_SECRET_VALUE={v}", "new creds {v}", "setup({v!r})", "{v}", value=make),
    )


def _jks(r: random.Random) -> tuple[str, str]:
    v = hexs(r, 64)
    return v, f'{{"keys": [{{"kty": "oct", "kid": "hs256", "k": "{v}", "alg": "HS256"}}]}}'


KINDS: tuple[Kind, ...] = (
    # command lines
    Kind(
        "mongorestore_uri", "cli", made("mongorestore --uri='mongodb://root:{v}@mongo:27017' dump/")
    ),
    Kind(
        "pg_restore_pgpass_env",
        "cli",
        made("export PGPASSWORD='{v}'; pg_restore -h db -U app -d shop x.dump"),
    ),
    Kind("mysql_defaults_echo", "cli", made("printf '[client]\\npassword={v}\\n' > ~/.my.cnf")),
    Kind("ssh_askpass_echo", "cli", made("echo -n '{v}' | ssh-add -")),
    Kind(
        "sshfs_password_stdin",
        "cli",
        made("echo {v} | sshfs deploy@host:/srv /mnt -o password_stdin"),
    ),
    Kind(
        "openconnect_passwd_on_stdin",
        "cli",
        made("echo '{v}' | sudo openconnect --user=bob --passwd-on-stdin vpn.corp"),
    ),
    Kind(
        "cryptsetup_key_file_stdin",
        "cli",
        made("echo -n '{v}' | cryptsetup luksOpen /dev/sdb1 data -"),
    ),
    Kind("zip_encrypt_password", "cli", made("zip --password {v} -r out.zip docs/")),
    Kind("sevenzip_attached", "cli", made("7za a -t7z -p{v} -mhe=on secret.7z files/")),
    Kind(
        "gpg_passphrase_file_echo",
        "cli",
        made("gpg --batch --pinentry-mode loopback --passphrase '{v}' --sign f.txt"),
    ),
    Kind(
        "vault_write_password",
        "cli",
        made("vault write auth/userpass/users/bob password={v} policies=dev"),
    ),
    Kind(
        "kubectl_patch_data",
        "cli",
        made('kubectl patch secret db -p \'{{"stringData":{{"password":"{v}"}}}}\''),
    ),
    Kind("docker_secret_create", "cli", made("printf '{v}' | docker secret create db_password -")),
    Kind(
        "heroku_pg_credentials",
        "cli",
        made("heroku pg:psql -a app -c \"ALTER USER app WITH PASSWORD '{v}'\""),
    ),
    Kind(
        "sql_alter_user",
        "cli",
        made("ALTER USER app WITH PASSWORD '{v}';", "CREATE USER etl IDENTIFIED BY '{v}';"),
    ),
    Kind("sql_create_login", "cli", made("CREATE LOGIN etl WITH PASSWORD = '{v}';")),
    Kind(
        "mysql_set_password",
        "cli",
        made(
            "SET PASSWORD FOR 'app'@'%' = PASSWORD('{v}');",
            "ALTER USER 'root'@'localhost' IDENTIFIED BY '{v}';",
        ),
    ),
    Kind(
        "mongo_create_user",
        "cli",
        made('db.createUser({{user: "app", pwd: "{v}", roles: ["readWrite"]}})'),
    ),
    Kind(
        "rabbitmq_definitions",
        "config",
        made('{{"users": [{{"name": "app", "password": "{v}", "tags": ""}}]}}'),
    ),
    Kind(
        "winrm_password",
        "cli",
        made(
            "evil-winrm -i 10.0.0.9 -u Administrator -p '{v}'",
            "crackmapexec smb 10.0.0.0/24 -u admin -p {v}",
        ),
    ),
    Kind("psexec_password", "cli", made("psexec \\\\\\\\srv01 -u CORP\\\\admin -p {v} cmd")),
    Kind("runas_savecred", "cli", made("net use Z: \\\\\\\\nas\\\\share /user:CORP\\\\bob {v}")),
    Kind(
        "powershell_credential",
        "code",
        made(
            "$cred = New-Object PSCredential('bob', (ConvertTo-SecureString '{v}'"
            " -AsPlainText -Force))"
        ),
    ),
    Kind(
        "az_keyvault_set",
        "cli",
        made("az keyvault secret set --vault-name kv --name db-pass --value {v}"),
    ),
    Kind(
        "aws_ssm_put",
        "cli",
        made("aws ssm put-parameter --name /app/db/password --type SecureString --value {v}"),
    ),
    Kind(
        "gcloud_secrets_create",
        "cli",
        made("echo -n '{v}' | gcloud secrets create db-password --data-file=-"),
    ),
    Kind("doppler_secrets_set", "cli", made("doppler secrets set DB_PASSWORD={v}")),
    Kind(
        "op_item_create",
        "cli",
        made("op item create --category=login --title=db username=app password={v}"),
    ),
    # code
    Kind(
        "sqlx_connect_str",
        "code",
        made('let pool = PgPool::connect("postgres://app:{v}@db/shop").await?;'),
    ),
    Kind(
        "sqlalchemy_url_create",
        "code",
        made("URL.create('postgresql', username='app', password='{v}', host='db')"),
    ),
    Kind(
        "django_databases",
        "code",
        made(
            "DATABASES = {{'default': {{'ENGINE': 'django.db.backends.postgresql',"
            " 'PASSWORD': '{v}'}}}}"
        ),
    ),
    Kind(
        "spring_yaml",
        "config",
        made("spring:\n  datasource:\n    username: app\n    password: {v}\n"),
    ),
    Kind(
        "node_pg_pool",
        "code",
        made("const pool = new Pool({{ user: 'app', password: '{v}', host: 'db' }});"),
    ),
    Kind(
        "go_struct_literal",
        "code",
        made('cfg := Config{{User: "app", Password: "{v}", Host: "db"}}'),
    ),
    Kind(
        "rust_struct_literal",
        "code",
        made('let opts = Opts {{ user: "app".into(), pass: "{v}".into() }};'),
    ),
    Kind(
        "java_properties_put",
        "code",
        made('props.put("mail.smtp.password", "{v}");', 'props.setProperty("password", "{v}");'),
    ),
    Kind(
        "csharp_credential_prop",
        "code",
        made(
            'client.Credentials = new System.Net.NetworkCredential {{ UserName = "bob",'
            ' Password = "{v}" }};'
        ),
    ),
    Kind("ruby_hash_rocket", "code", made(':password => "{v}",', "config.password = '{v}'")),
    Kind("php_array", "code", made("'password' => '{v}',", "$db_pass = '{v}';")),
    Kind(
        "env_get_default",
        "code",
        made('password = os.getenv("DB_PASSWORD", "{v}")', "process.env.API_SECRET || '{v}'"),
    ),
    Kind("jsonwebtoken_verify", "code", made("jwt.verify(token, '{v}')")),
    Kind("itsdangerous_serializer", "code", made("s = URLSafeTimedSerializer('{v}')")),
    Kind(
        "cookie_parser_secret",
        "code",
        made(
            "app.use(cookieParser('{v}'))", "app.use(session({{ secret: '{v}', resave: false }}))"
        ),
    ),
    Kind(
        "flask_login_secret", "code", made("app.secret_key = b'{v}'", value=lambda r: alnum(r, 32))
    ),
    Kind(
        "nacl_secretbox",
        "code",
        made("box = nacl.secret.SecretBox(b'{v}')", value=lambda r: alnum(r, 32)),
    ),
    Kind("hashlib_pbkdf2", "code", made("hashlib.pbkdf2_hmac('sha256', b'{v}', salt, 100000)")),
    Kind("paramiko_password_kw", "code", made("t.connect(username='root', password='{v}')")),
    Kind("ftp_login_method", "code", made("ftp.login(user='anonymous', passwd='{v}')")),
    Kind("win32_logonuser", "code", made("win32security.LogonUser('bob', 'CORP', '{v}', 2, 0)")),
    # headers and tokens in transit
    Kind(
        "authorization_basic_lower", "header", made("authorization: basic {v}", value=b64_user_pass)
    ),
    Kind(
        "authorization_json_bearer",
        "header",
        made('{{"Authorization": "Bearer {v}"}}', value=lambda r: hexs(r, 40)),
    ),
    Kind(
        "x_access_token_header", "header", made("x-access-token: {v}", value=lambda r: alnum(r, 40))
    ),
    Kind("x_api_secret_header", "header", made("X-API-Secret: {v}", value=lambda r: alnum(r, 32))),
    Kind(
        "sec_websocket_protocol_token",
        "header",
        made("Sec-WebSocket-Protocol: access_token, {v}", value=lambda r: alnum(r, 40)),
    ),
    Kind(
        "cookie_jwt",
        "header",
        made(
            "Cookie: jwt={v}; Path=/",
            value=lambda r: "eyJhbGciOiJIUzI1NiJ9." + urlsafe(r, 40) + "." + urlsafe(r, 43),
        ),
    ),
    Kind(
        "query_client_secret",
        "form",
        made(
            "https://login.corp/oauth/token?client_id=app&client_secret={v}",
            value=lambda r: urlsafe(r, 40),
        ),
    ),
    Kind(
        "query_password", "form", made("https://router.local/login.cgi?username=admin&password={v}")
    ),
    Kind(
        "graphql_variables",
        "form",
        made(
            '{{"query": "mutation Login($u: String!, $p: String!) {{ login(u: $u, p: $p)'
            ' }}", "variables": {{"u": "bob", "p": "{v}"}}}}'
        ),
    ),
    Kind(
        "form_multipart",
        "form",
        made('Content-Disposition: form-data; name="password"\r\n\r\n{v}\r\n--boundary'),
    ),
    # DSNs
    Kind(
        "dsn_postgres_multi_host",
        "dsn",
        made("postgresql://app:{v}@db1:5432,db2:5432/shop?target_session_attrs=read-write"),
    ),
    Kind(
        "dsn_redis_sentinel",
        "dsn",
        made("redis+sentinel://:{v}@sentinel1:26379,sentinel2:26379/mymaster/0"),
    ),
    Kind(
        "dsn_mssql_pyodbc",
        "dsn",
        made("mssql+pyodbc://sa:{v}@db:1433/shop?driver=ODBC+Driver+18+for+SQL+Server"),
    ),
    Kind("dsn_elasticsearch", "dsn", made("ELASTICSEARCH_URL=https://elastic:{v}@es.corp:9200")),
    Kind("dsn_cassandra_props", "dsn", made("cassandra.username=app\ncassandra.password={v}")),
    Kind("dsn_neo4j_bolt", "dsn", made("bolt://neo4j:{v}@graph.corp:7687")),
    Kind("dsn_nats", "dsn", made("nats://app:{v}@nats.corp:4222")),
    Kind("dsn_ldap_bind", "dsn", made("LDAP_BIND_PASSWORD={v}\nLDAP_BIND_DN=cn=svc,dc=corp")),
    Kind("dsn_memcached_sasl", "dsn", made("MEMCACHIER_PASSWORD={v}")),
    Kind(
        "dsn_rtsp_camera",
        "dsn",
        made("ffmpeg -i rtsp://admin:{v}@192.168.1.64:554/Streaming/Channels/101 out.mp4"),
    ),
    # key material
    Kind("jwks_oct_key", "key", _jks),
    Kind(
        "ssh_key_in_env",
        "key",
        made(
            'SSH_PRIVATE_KEY="-----BEGIN OPENSSH PRIVATE KEY-----\\n{v}\\n-----END OPENSSH'
            ' PRIVATE KEY-----"',
            value=lambda r: b64(r, 70),
        ),
    ),
    Kind(
        "gpg_armored_private",
        "key",
        made(
            "-----BEGIN PGP PRIVATE KEY BLOCK-----\n\n{v}\n=abcd\n-----END PGP PRIVATE KEY"
            " BLOCK-----",
            value=lambda r: b64(r, 64),
        ),
    ),
    Kind("pkcs12_base64_env", "key", made("CERT_P12_PASSWORD={v}")),
    Kind(
        "tls_key_yaml_block",
        "key",
        made(
            "tls:\n  key: |\n    -----BEGIN EC PRIVATE KEY-----\n    {v}\n    -----END EC"
            " PRIVATE KEY-----\n",
            value=lambda r: b64(r, 64),
        ),
    ),
    Kind(
        "android_keystore_props",
        "config",
        made("storeFile=release.jks\nstorePassword={v}\nkeyAlias=upload\nkeyPassword={v}"),
    ),
    Kind(
        "netrc_inline",
        "config",
        made(
            "machine api.heroku.com login bob@corp.com password {v}", value=lambda r: _uuid_like(r)
        ),
    ),
    Kind(
        "pip_conf_index",
        "config",
        made("[global]\nindex-url = https://bob:{v}@nexus.corp/repository/pypi/simple"),
    ),
    Kind("yarnrc_npm_auth", "config", made('npmAuthToken: "{v}"', value=lambda r: urlsafe(r, 36))),
    Kind(
        "maven_settings_xml",
        "config",
        made("<server><id>corp</id><username>ci</username><password>{v}</password></server>"),
    ),
    Kind(
        "sops_age_key_env",
        "config",
        made("SOPS_AGE_KEY=AGE-SECRET-KEY-1{v}", value=lambda r: upper32(r, 58)),
    ),
    Kind("terraform_tfvars", "config", made('db_password = "{v}"\nregion = "eu-west-1"')),
    Kind("ansible_vault_plain", "config", made("ansible_become_password: {v}")),
    Kind(
        "docker_compose_list_env",
        "config",
        made("environment:\n  - MONGO_INITDB_ROOT_PASSWORD={v}"),
    ),
    Kind(
        "github_actions_env_literal",
        "config",
        made("env:\n  API_TOKEN: {v}", value=lambda r: alnum(r, 40)),
    ),
    # prose
    Kind(
        "prose_temporary_password",
        "prose",
        made("your temporary password: {v}", "Temp password {v} — change it on first login"),
    ),
    Kind("prose_passphrase", "prose", made("the passphrase for the key is {v}")),
    Kind("prose_pin_like", "prose", made("the admin password was reset to {v}")),
    Kind(
        "prose_secret_word", "prose", made("client secret -> {v}", value=lambda r: urlsafe(r, 40))
    ),
    Kind("prose_spanish_clave", "prose", made("la clave es {v}", "clave: {v}")),
    Kind("prose_french_mdp", "prose", made("mdp : {v}", "le mdp c'est {v}")),
    Kind("prose_german_kennwort", "prose", made("Kennwort: {v}", "das Kennwort lautet {v}")),
    Kind(
        "prose_italian_chiave", "prose", made("la chiave API è {v}", value=lambda r: alnum(r, 32))
    ),
    # vendors
    _v(
        "sentry_dsn",
        lambda r: (
            "https://"
            + hexs(r, 32)
            + "@o"
            + str(r.randrange(10**5, 10**6))
            + ".ingest.sentry.io/"
            + str(r.randrange(10**6, 10**7))
        ),
    ),
    _v("algolia_admin_key", lambda r: hexs(r, 32)),
    _v("azure_devops_pat", lambda r: lower_alnum(r, 52)),
    _v("okta_api_token", lambda r: "00" + urlsafe(r, 40)),
    _v("heroku_api_key", lambda r: _uuid_like(r)),
    _v("twitch_oauth", lambda r: "oauth:" + lower_alnum(r, 30)),
    _v("bitly_token", lambda r: hexs(r, 40)),
    _v("hashicorp_batch", lambda r: "hvb." + urlsafe(r, 120)),
    _v("github_app_jwt_secret", lambda r: "ghs_" + alnum(r, 36)),
    _v("stripe_restricted", lambda r: "rk_live_" + alnum(r, 99)),
    _v("snyk_token", lambda r: _uuid_like(r)),
    _v("pagerduty_key", lambda r: "u+" + urlsafe(r, 18)),
    _v(
        "mapbox_sk", lambda r: "sk.eyJ1IjoiY29ycCIsImEiOiJ" + alnum(r, 20) + "In0." + urlsafe(r, 22)
    ),
    _v("segment_write_key", lambda r: alnum(r, 32)),
    _v(
        "matrix_access_token",
        lambda r: (
            "syt_"
            + base64.b64encode(b"bot").decode().rstrip("=")
            + "_"
            + alnum(r, 20)
            + "_"
            + alnum(r, 6)
        ),
    ),
    _v("plaid_secret", lambda r: hexs(r, 30)),
)


def _uuid_like(r: random.Random) -> str:
    h = hexs(r, 32)
    return f"{h[:8]}-{h[8:12]}-{h[12:16]}-{h[16:20]}-{h[20:]}"


def _look_alikes() -> tuple[LookAlike, ...]:
    r = random.Random("kenning-wide-look-alikes-heldout3")
    items: list[tuple[str, str]] = []
    for _ in range(3):
        items += [
            ("cid", f"Content-ID: <{hexs(r, 16)}@mail.corp>"),
            ("message_id", f"Message-ID: <{lower_alnum(r, 20)}.{hexs(r, 8)}@mx.corp.com>"),
            ("k8s_uid", f"uid: {_uuid_like(r)}"),
            ("helm_digest", f"digest: sha256:{hexs(r, 64)}"),
            ("terraform_state_serial", f'"lineage": "{_uuid_like(r)}", "serial": 42'),
            ("aws_request", f"RequestId: {_uuid_like(r)} Duration: 12.3 ms"),
            ("base64_png", f"iVBORw0KGgoAAAANSUhEUgAA{b64(r, 60)}"),
            ("random_slug", f"https://docs.corp/page/{lower_alnum(r, 12)}-{lower_alnum(r, 6)}"),
            ("css_module", f"styles_button__{alnum(r, 5)}"),
            ("commit_range", f"{hexs(r, 12)}..{hexs(r, 12)}"),
        ]
    items += [
        ("command", "zip --password-file /dev/null -r out.zip docs/"),
        ("command", "7za a -t7z -mx=9 out.7z files/"),
        ("command", "vault write auth/userpass/users/bob policies=dev"),
        ("command", 'kubectl patch deployment web -p \'{"spec":{"replicas":3}}\''),
        ("command", "printf '%s\\n' hello | wc -c"),
        ("command", "aws ssm get-parameter --name /app/db/password --with-decryption"),
        ("command", "evil-winrm -i 10.0.0.9 -u Administrator -H $NTHASH"),
        ("command", "ffmpeg -i rtsp://192.168.1.64:554/stream out.mp4"),
        ("command", "op item get db --fields password"),
        ("command", "doppler secrets get DB_PASSWORD --plain"),
        ("sql", "ALTER USER app WITH PASSWORD NULL;"),
        ("sql", "SELECT user, password_expired FROM mysql.user;"),
        ("sql", "CREATE USER etl IDENTIFIED BY VALUES 'S:ABCDEF';"),
        ("code", 'password = os.getenv("DB_PASSWORD")'),
        ("code", "jwt.verify(token, publicKey, { algorithms: ['RS256'] })"),
        ("code", "app.use(session({ secret: process.env.SESSION_SECRET }))"),
        ("code", "hashlib.pbkdf2_hmac('sha256', password.encode(), salt, 100000)"),
        ("code", "t.connect(username=user, password=getpass())"),
        ("code", 'props.put("mail.smtp.auth", "true");'),
        ("code", "const pool = new Pool({ connectionString: process.env.DATABASE_URL });"),
        ("code", "DATABASES = {'default': {'ENGINE': 'django.db.backends.sqlite3'}}"),
        ("config", "spring:\n  datasource:\n    password: ${DB_PASSWORD}\n"),
        ("config", "storePassword=\nkeyAlias=upload"),
        ("config", "env:\n  API_TOKEN: ${{ secrets.API_TOKEN }}"),
        (
            "config",
            "<server><id>corp</id><username>ci</username><password>${env.NEXUS_PW}</password></server>",
        ),
        ("config", "db_password = var.db_password"),
        ("config", 'ansible_become_password: "{{ vault_become_pass }}"'),
        ("header", "authorization: basic"),
        ("header", "Sec-WebSocket-Protocol: graphql-ws"),
        ("header", "x-access-token: undefined"),
        ("dsn", "postgresql://db1:5432,db2:5432/shop?target_session_attrs=read-write"),
        ("dsn", "nats://nats.corp:4222"),
        ("dsn", "bolt://graph.corp:7687"),
        ("prose", "your temporary password has expired"),
        ("prose", "the passphrase for the key is in the vault"),
        ("prose", "la clave es obligatoria"),
        ("prose", "Kennwort vergessen?"),
        ("prose", "client secret -> see 1Password"),
        ("prose", "mdp : voir le coffre"),
        ("version", "Kubernetes v1.30.4+k3s1"),
        ("version", "postgres (PostgreSQL) 16.4 (Debian 16.4-1.pgdg120+2)"),
        ("config", "PasswordAuthentication no\nPermitRootLogin no"),
        ("command", "ssh -o PasswordAuthentication=no -o BatchMode=yes deploy@host"),
        ("command", "passwd -l bob && chage -M 90 bob"),
        ("command", "git config --global credential.helper store"),
        ("config", "password    required    pam_unix.so obscure sha512"),
        ("config", "max_password_age = 90\nmin_password_length = 14"),
        ("placeholder", "PASSWORD=<changeme>"),
        ("placeholder", 'password: \'{{ lookup("env", "DB_PASSWORD") }}\''),
        ("placeholder", "SECRET_KEY=your-secret-key-here"),
        ("placeholder", "api_key: sk_test_XXXXXXXXXXXXXXXXXXXXXXXX"),
    ]
    return tuple(LookAlike(kind, text) for kind, text in items)


LOOK_ALIKES: tuple[LookAlike, ...] = _look_alikes()


def heldout3_samples(per_kind: int = 3) -> tuple[Sample, ...]:
    """`per_kind` samples of each kind of the third held-out half; the same on every run."""
    return samples(KINDS, per_kind, "kenning-wide-secrets-heldout3")
