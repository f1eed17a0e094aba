"""The fourth held-out half of the wide secret corpus: written before the rules of its round.

Written (issue 27, item 6) before any rule of that round was changed, from
the classes the issue names and not from what the rules do: other commands,
calls, headers, databases, armours, languages and vendors than the first
three halves, placed in the shapes the agents store them in (a Claude Code
`Bash` call or `Edit`, a Codex `shell` call's argv, a tool's output, an Aider
chat history with `#### ` before each line, chat), with look-alikes of every
sort a session is full of (hashes, UUIDs, paths, commit SHAs, versions,
base64 of non-secrets, digests, ids). It was measured once before tuning (the
"first sight" figure in bench/README.md); the rules were then tuned on the
dev half and the older held-out halves only, never on this one.
"""

from __future__ import annotations

import random
from urllib.parse import quote

from bench.secret_kinds import (
    SESSION_PLACES,
    Gen,
    Kind,
    LookAlike,
    Sample,
    alnum,
    b64,
    b64_of,
    hexs,
    lower_alnum,
    made,
    pw,
    samples,
    upper32,
    urlsafe,
    uuid4,
)

__all__ = ["KINDS", "LOOK_ALIKES", "heldout4_samples"]


def _v(name: str, make: Gen) -> Kind:
    return Kind(
        name,
        "vendor",
        made(
            "export TOKEN_FOR_CI={v}", "ok, it's {v}", "client = Client({v!r})", "{v}", value=make
        ),
    )


def _uuid(r: random.Random) -> str:
    return uuid4(r, "8")


def _pw_url(r: random.Random) -> str:
    """A password with characters a URL must escape, as the URL holds it."""
    v = alnum(r, 10) + r.choice("@:/#?") + alnum(r, 4) + r.choice("!$&")
    return quote(v, safe="")


def _k8s_secret(r: random.Random) -> tuple[str, str]:
    v = b64_of(pw(r))
    return v, (
        "apiVersion: v1\nkind: Secret\nmetadata:\n  name: db\ntype: Opaque\ndata:\n"
        f"  username: YXBw\n  password: {v}\n"
    )


def _gcp_sa(r: random.Random) -> tuple[str, str]:
    body = "\\n".join(b64(r, 64) for _ in range(3))
    v = body.split("\\n")[1]
    return v, (
        '{"type": "service_account", "project_id": "shop-prod", "private_key_id": "'
        + hexs(r, 40)
        + '", "private_key": "-----BEGIN PRIVATE KEY-----\\n'
        + body
        + '\\n-----END PRIVATE KEY-----\\n",'
        + ' "client_email": "ci@shop-prod.iam.gserviceaccount.com"}'
    )


def _dsa_pem(r: random.Random) -> tuple[str, str]:
    lines = [b64(r, 64) for _ in range(3)]
    return lines[1], "-----BEGIN DSA PRIVATE KEY-----\n" + "\n".join(lines) + (
        "\n-----END DSA PRIVATE KEY-----"
    )


def _rsa_encrypted_headers(r: random.Random) -> tuple[str, str]:
    lines = [b64(r, 64) for _ in range(3)]
    return lines[0], (
        "-----BEGIN RSA PRIVATE KEY-----\nProc-Type: 4,ENCRYPTED\nDEK-Info: AES-128-CBC,"
        + hexs(r, 32).upper()
        + "\n\n"
        + "\n".join(lines)
        + "\n-----END RSA PRIVATE KEY-----"
    )


def _signify(r: random.Random) -> tuple[str, str]:
    v = "RWRCSwAAAA" + b64(r, 92)
    return v, f"untrusted comment: signify secret key\n{v}\n"


def _token_list(r: random.Random) -> tuple[str, str]:
    v = urlsafe(r, 40)
    return v, (
        '{"tokens": [{"name": "ci", "value": "' + v + '", "scopes": ["read"]},'
        ' {"name": "old", "value": null}]}'
    )


def _toml_list(r: random.Random) -> tuple[str, str]:
    v = alnum(r, 32)
    return v, f'[auth]\napi_keys = [\n  "{v}",\n]\n'


def _yaml_literal_token(r: random.Random) -> tuple[str, str]:
    v = urlsafe(r, 48)
    return v, f"github:\n  token: |-\n    {v}\n  org: corp\n"


def _yaml_list_secret(r: random.Random) -> tuple[str, str]:
    v = pw(r)
    return v, f"users:\n  - name: app\n    password: >\n      {v}\n  - name: ro\n"


def _ini_multiline(r: random.Random) -> tuple[str, str]:
    v = pw(r)
    return v, f'[mysqld]\nport = 3306\n\n[client]\nuser = root\npassword = "{v}"\n'


def _csharp_aws(r: random.Random) -> tuple[str, str]:
    v = b64(r, 40)
    return v, f'var creds = new BasicAWSCredentials("AKIA{upper32(r, 16)}", "{v}");'


def _mnemonic(r: random.Random) -> tuple[str, str]:
    words = ["abandon", "zebra", "orbit", "velvet", "cactus", "island", "method", "harbor"]
    words += ["pulse", "timber", "ritual", "canyon", "sugar", "famous", "lottery", "drama"]
    v = " ".join(r.choice(words) for _ in range(12))
    return v, f'MNEMONIC="{v}"'


def _eth_key(r: random.Random) -> tuple[str, str]:
    v = "0x" + hexs(r, 64)
    form = r.choice(
        ["DEPLOYER_PRIVATE_KEY={v}", 'const wallet = new ethers.Wallet("{v}", provider);']
    )
    return v, form.format(v=v)


def _telegram(r: random.Random) -> str:
    return str(r.randrange(10**9, 7 * 10**9)) + ":AA" + urlsafe(r, 33)


def _discord(r: random.Random) -> str:
    return "MT" + alnum(r, 24) + "." + urlsafe(r, 6) + "." + urlsafe(r, 38)


def _postman(r: random.Random) -> str:
    return "PMAK-" + hexs(r, 24) + "-" + hexs(r, 34)


def _express_cookie(r: random.Random) -> tuple[str, str]:
    v = urlsafe(r, 32)
    return v, f"Cookie: connect.sid=s%3A{v}.{b64(r, 43)}; theme=dark"


def _urlencoded_json_state(r: random.Random) -> tuple[str, str]:
    v = urlsafe(r, 36)
    return v, f"GET /cb?state=%7B%22token%22%3A%22{v}%22%2C%22next%22%3A%22%2F%22%7D HTTP/1.1"


def _fragment_token(r: random.Random) -> tuple[str, str]:
    v = urlsafe(r, 40)
    return (
        v,
        f"Location: https://app.corp/callback#access_token={v}&token_type=bearer&expires_in=3600",
    )


def _double_encoded(r: random.Random) -> tuple[str, str]:
    raw = pw(r)
    v = quote(quote(raw, safe=""), safe="")
    return v, f"redirect=%2Flogin%3Fuser%3Dbob%26password%3D{v}"


KINDS: tuple[Kind, ...] = (
    # command lines: flags, attached flags, positional secrets of known tools
    Kind("mariadb_attached", "cli", made("mariadb -u root -p{v} shop < dump.sql")),
    Kind(
        "pg_dump_conninfo",
        "cli",
        made('pg_dump "host=db user=app password={v} dbname=shop" > shop.sql'),
    ),
    Kind("keydb_cli_a", "cli", made("keydb-cli -h cache -a {v} --no-auth-warning info")),
    Kind(
        "ldapmodify_w",
        "cli",
        made("ldapmodify -x -D cn=admin,dc=corp,dc=com -w {v} -f users.ldif"),
    ),
    Kind("smbpasswd_stdin", "cli", made("(echo '{v}'; echo '{v}') | smbpasswd -s -a bob")),
    Kind("rclone_obscure", "cli", made("rclone obscure '{v}'")),
    Kind(
        "restic_env", "cli", made("RESTIC_PASSWORD='{v}' restic -r s3:s3.corp/backup backup /srv")
    ),
    Kind("borg_passphrase_env", "cli", made("BORG_PASSPHRASE={v} borg create ::'{{now}}' /home")),
    Kind(
        "keytool_storepass",
        "cli",
        made(
            "keytool -importkeystore -srckeystore a.p12 -srcstorepass {v} -destkeystore b.jks"
            " -deststorepass {v}"
        ),
    ),
    Kind(
        "mongodump_password",
        "cli",
        made("mongodump --username app --password {v} --authenticationDatabase admin --out /bk"),
    ),
    Kind(
        "influx_setup",
        "cli",
        made("influx setup --username admin --password {v} --org corp --bucket metrics --force"),
    ),
    Kind(
        "aws_configure_set",
        "cli",
        made("aws configure set aws_secret_access_key {v}", value=lambda r: b64(r, 40)),
    ),
    Kind(
        "tea_login_token",
        "cli",
        made("tea login add --url https://gitea.corp --token {v}", value=lambda r: hexs(r, 40)),
    ),
    Kind("podman_login", "cli", made("podman login --username bob --password {v} quay.io")),
    Kind(
        "helm_repo_add",
        "cli",
        made("helm repo add corp https://charts.corp --username ci --password {v}"),
    ),
    Kind(
        "twine_upload",
        "cli",
        made("twine upload --repository-url https://nexus.corp/pypi -u ci -p {v} dist/*"),
    ),
    Kind(
        "npm_config_authtoken",
        "cli",
        made("npm config set //registry.corp/:_authToken {v}", value=lambda r: urlsafe(r, 36)),
    ),
    Kind(
        "curl_oauth2_bearer",
        "cli",
        made("curl --oauth2-bearer {v} https://api.corp/v1/me", value=lambda r: urlsafe(r, 40)),
    ),
    Kind(
        "curl_user_empty",
        "cli",
        made("curl -sS -u :{v} https://api.corp/v1/ping", value=lambda r: alnum(r, 32)),
    ),
    Kind("ansible_extra_vars", "cli", made('ansible-playbook site.yml -e "ansible_password={v}"')),
    Kind("bcp_password", "cli", made("bcp shop.dbo.orders out o.dat -S db -U sa -P {v} -c")),
    Kind(
        "nmap_script_args",
        "cli",
        made(
            "nmap -p445 --script smb-enum-shares --script-args smbuser=admin,smbpass={v} 10.0.0.4"
        ),
    ),
    Kind("davfs_secrets", "cli", made('echo "https://dav.corp/ bob {v}" >> /etc/davfs2/secrets')),
    Kind("aria2c_passwd", "cli", made("aria2c --http-user=bob --http-passwd={v} https://f.corp/x")),
    Kind(
        "spring_arg",
        "cli",
        made("java -jar app.jar --spring.datasource.password={v} --server.port=8080"),
    ),
    Kind("java_sysprop", "cli", made('JAVA_OPTS="-Djavax.net.ssl.keyStorePassword={v} -Xmx1g"')),
    Kind("pulumi_config_secret", "cli", made("pulumi config set --secret dbPassword {v}")),
    Kind(
        "kubectl_exec_sql",
        "cli",
        made("kubectl exec -it db-0 -- psql -c \"CREATE ROLE app LOGIN PASSWORD '{v}'\""),
    ),
    Kind("drush_password", "cli", made('drush user:password admin "{v}"')),
    Kind("rails_runner", "cli", made("rails runner 'User.find(1).update!(password: \"{v}\")'")),
    Kind("passwd_stdin", "cli", made("echo '{v}' | passwd --stdin bob")),
    Kind("usermod_openssl", "cli", made("usermod -p $(openssl passwd -6 '{v}') bob")),
    Kind("nmcli_vpn_secrets", "cli", made("nmcli con mod corp-vpn vpn.secrets 'password={v}'")),
    Kind("snowsql_env", "cli", made("SNOWSQL_PWD='{v}' snowsql -a xy12345 -u bob -d shop")),
    Kind(
        "clickhouse_client",
        "cli",
        made("clickhouse-client --host ch --user default --password {v}"),
    ),
    Kind("neo4j_initial_password", "cli", made("neo4j-admin dbms set-initial-password {v}")),
    Kind("rabbitmqctl_change", "cli", made("rabbitmqctl change_password app '{v}'")),
    Kind("redis_config_set", "cli", made("redis-cli CONFIG SET requirepass '{v}'")),
    Kind("vault_login_legacy", "cli", made("vault login {v}", value=lambda r: "s." + alnum(r, 24))),
    Kind("etcdctl_user", "cli", made("etcdctl --user root:{v} get / --prefix --keys-only")),
    Kind(
        "kafka_scram",
        "cli",
        made(
            "kafka-configs --bootstrap-server k:9092 --alter --add-config"
            " 'SCRAM-SHA-256=[password={v}]' --entity-type users --entity-name app"
        ),
    ),
    Kind(
        "jupyter_token",
        "cli",
        made("jupyter lab --ServerApp.token={v} --no-browser", value=lambda r: hexs(r, 48)),
    ),
    Kind("grafana_reset", "cli", made("grafana-cli admin reset-admin-password '{v}'")),
    Kind("nats_pub", "cli", made("nats pub --user app --password {v} orders.new '{{}}'")),
    Kind("encfs_extpass", "cli", made('encfs --extpass="echo {v}" ~/.crypt ~/crypt')),
    Kind("unrar_attached", "cli", made("unrar x -p{v} backup.rar /tmp/out/")),
    Kind("pdftk_user_pw", "cli", made("pdftk in.pdf output out.pdf user_pw {v}")),
    Kind(
        "ngrok_authtoken",
        "cli",
        made(
            "ngrok config add-authtoken {v}",
            value=lambda r: "2" + alnum(r, 26) + "_" + alnum(r, 21),
        ),
    ),
    Kind("wandb_login", "cli", made("wandb login {v}", value=lambda r: hexs(r, 40))),
    # code: constructors, calls and literals
    Kind(
        "cx_oracle_positional", "code", made("conn = cx_Oracle.connect('scott', '{v}', 'db/orcl')")
    ),
    Kind(
        "asyncpg_dsn_kw",
        "code",
        made("pool = await asyncpg.create_pool(dsn='postgres://app:{v}@db/shop')"),
    ),
    Kind(
        "poplib_pass",
        "code",
        made("m = poplib.POP3_SSL('pop.corp'); m.user('bob'); m.pass_('{v}')"),
    ),
    Kind("requests_digest", "code", made("requests.get(url, auth=HTTPDigestAuth('bob', '{v}'))")),
    Kind("aiohttp_basic", "code", made("auth = aiohttp.BasicAuth('bob', '{v}')")),
    Kind(
        "elastic_js_client",
        "code",
        made("new Client({{ node: url, auth: {{ username: 'elastic', password: '{v}' }} }})"),
    ),
    Kind("go_ssh_password", "code", made('Auth: []ssh.AuthMethod{{ssh.Password("{v}")}},')),
    Kind(
        "java_http_credentials",
        "code",
        made('new UsernamePasswordCredentials("bob", "{v}".toCharArray())'),
    ),
    Kind(
        "java_jwt_hmac",
        "code",
        made('Algorithm alg = Algorithm.HMAC256("{v}");', value=lambda r: alnum(r, 40)),
    ),
    Kind(
        "jjwt_keys",
        "code",
        made(
            'Keys.hmacShaKeyFor("{v}".getBytes(StandardCharsets.UTF_8))',
            value=lambda r: alnum(r, 48),
        ),
    ),
    Kind("csharp_basic_aws", "code", _csharp_aws),
    Kind(
        "node_cipheriv",
        "code",
        made("crypto.createCipheriv('aes-256-cbc', '{v}', iv)", value=lambda r: alnum(r, 32)),
    ),
    Kind(
        "ioredis_options",
        "code",
        made("const redis = new Redis({{ host: 'cache', password: '{v}' }});"),
    ),
    Kind(
        "jose_sign",
        "code",
        made(
            "await new SignJWT(p).sign(new TextEncoder().encode('{v}'))",
            value=lambda r: alnum(r, 40),
        ),
    ),
    Kind(
        "lettre_credentials", "code", made('Credentials::new("bob".to_owned(), "{v}".to_owned())')
    ),
    Kind("mysqli_connect", "code", made("$db = mysqli_connect('db', 'app', '{v}', 'shop');")),
    Kind(
        "ruby_basic_auth",
        "code",
        made("req = Net::HTTP::Get.new(uri); req.basic_auth('bob', '{v}')"),
    ),
    Kind(
        "openai_client_kw",
        "code",
        made('client = OpenAI(api_key="{v}")', value=lambda r: alnum(r, 48)),
    ),
    Kind(
        "s3fs_secret",
        "code",
        made("fs = s3fs.S3FileSystem(key='{aws}', secret='{v}')", value=lambda r: b64(r, 40)),
    ),
    Kind(
        "msal_credential",
        "code",
        made(
            "app = ConfidentialClientApplication(cid, client_credential='{v}', authority=a)",
            value=lambda r: urlsafe(r, 40),
        ),
    ),
    Kind(
        "tweepy_positional",
        "code",
        made("auth = tweepy.OAuth1UserHandler('{h8}', '{v}')", value=lambda r: alnum(r, 50)),
    ),
    Kind(
        "pygithub_token",
        "code",
        made("g = Github(auth=Auth.Token('{v}'))", value=lambda r: alnum(r, 40)),
    ),
    Kind("keyring_set", "code", made("keyring.set_password('shop-db', 'app', '{v}')")),
    Kind("getpass_patch", "code", made("monkeypatch.setattr('getpass.getpass', lambda _: '{v}')")),
    Kind("sqlcipher_pragma", "code", made("PRAGMA key = '{v}';")),
    Kind("eth_private_key", "key", _eth_key),
    Kind("seed_mnemonic", "key", _mnemonic),
    # headers of every scheme
    Kind(
        "auth_token_token",
        "header",
        made('Authorization: Token token="{v}"', value=lambda r: alnum(r, 32)),
    ),
    Kind(
        "auth_apikey_scheme",
        "header",
        made(
            "Authorization: ApiKey {v}",
            value=lambda r: b64_of(alnum(r, 20) + ":" + urlsafe(r, 22)),
        ),
    ),
    Kind(
        "auth_splunk",
        "header",
        made(
            "curl -k https://hec:8088/services/collector -H 'Authorization: Splunk {v}'",
            value=_uuid,
        ),
    ),
    Kind("auth_genie", "header", made("Authorization: GenieKey {v}", value=_uuid)),
    Kind(
        "auth_sharedkey",
        "header",
        made("Authorization: SharedKey shopstore:{v}", value=lambda r: b64(r, 43) + "="),
    ),
    Kind(
        "auth_zoho",
        "header",
        made(
            "Authorization: Zoho-oauthtoken {v}",
            value=lambda r: "1000." + hexs(r, 32) + "." + hexs(r, 32),
        ),
    ),
    Kind(
        "x_auth_key_cf",
        "header",
        made("-H 'X-Auth-Email: bob@corp.com' -H 'X-Auth-Key: {v}'", value=lambda r: hexs(r, 37)),
    ),
    Kind("x_postmark_token", "header", made("X-Postmark-Server-Token: {v}", value=_uuid)),
    Kind("api_key_header_bare", "header", made("Api-Key: {v}", value=lambda r: alnum(r, 40))),
    Kind(
        "grpc_metadata",
        "header",
        made("metadata = [('authorization', 'Bearer {v}')]", value=lambda r: urlsafe(r, 48)),
    ),
    Kind(
        "curl_verbose_out",
        "header",
        made(
            "> GET /v2/items HTTP/2\n> host: api.corp\n> authorization: Bearer {v}\n> accept: */*",
            value=lambda r: urlsafe(r, 44),
        ),
    ),
    Kind(
        "fetch_headers_obj",
        "header",
        made("fetch(url, {{ headers: {{ 'X-API-Key': '{v}' }} }})", value=lambda r: alnum(r, 36)),
    ),
    Kind("express_session_cookie", "header", _express_cookie),
    Kind(
        "set_cookie_laravel",
        "header",
        made("Set-Cookie: laravel_session={v}; path=/; httponly", value=lambda r: urlsafe(r, 60)),
    ),
    # DSNs and connection strings of every database
    Kind("dsn_asyncpg_driver", "dsn", made("SQLALCHEMY_URL=postgresql+asyncpg://app:{v}@db/shop")),
    Kind("dsn_pymysql", "dsn", made("mysql+pymysql://app:{v}@db:3306/shop?charset=utf8mb4")),
    Kind(
        "dsn_mongo_replica",
        "dsn",
        made("mongodb://app:{v}@m1:27017,m2:27017/?replicaSet=rs0&authSource=admin"),
    ),
    Kind(
        "dsn_rediss_default",
        "dsn",
        made("REDIS_URL=rediss://default:{v}@eu1-kind-fox.upstash.io:6379"),
    ),
    Kind("dsn_amqps_vhost", "dsn", made("amqps://app:{v}@rabbit.corp:5671/orders")),
    Kind("dsn_couchdb", "dsn", made("curl http://admin:{v}@couch:5984/_all_dbs")),
    Kind("dsn_oracle_ez", "dsn", made("DB_CONNECT=app/{v}@db.corp:1521/ORCLPDB1")),
    Kind("dsn_trino", "dsn", made("trino://bob:{v}@trino.corp:443/hive/default")),
    Kind(
        "dsn_databricks",
        "dsn",
        made(
            "databricks://token:{v}@adb-123.azuredatabricks.net:443/default",
            value=lambda r: hexs(r, 32),
        ),
    ),
    Kind("dsn_ftps", "dsn", made("lftp -e mirror ftps://deploy:{v}@files.corp/site")),
    Kind("dsn_smb_domain", "dsn", made("smb://corp;bob:{v}@nas.corp/share")),
    Kind(
        "dsn_git_requirements",
        "dsn",
        made("git+https://bob:{v}@git.corp/libs/core.git@v1.2#egg=core"),
    ),
    Kind("dsn_jdbc_userinfo", "dsn", made("jdbc:mysql://app:{v}@db:3306/shop?useSSL=true")),
    Kind("dsn_npgsql", "dsn", made('"Host=db;Port=5432;Username=app;Password={v};Database=shop"')),
    Kind(
        "dsn_percent_encoded",
        "dsn",
        made("DATABASE_URL=postgresql://app:{v}@db:5432/shop", value=_pw_url),
    ),
    Kind(
        "dsn_cloudinary",
        "dsn",
        made("CLOUDINARY_URL=cloudinary://{h8}1234567:{v}@corp", value=lambda r: urlsafe(r, 27)),
    ),
    Kind(
        "dsn_mongoose",
        "dsn",
        made("mongoose.connect('mongodb+srv://app:{v}@cluster0.ab1cd.mongodb.net/shop')"),
    ),
    # key material: armours, JSON, lists, block scalars
    Kind("k8s_secret_data", "key", _k8s_secret),
    Kind("gcp_service_account", "key", _gcp_sa),
    Kind("pem_dsa", "key", _dsa_pem),
    Kind("pem_rsa_proc_type", "key", _rsa_encrypted_headers),
    Kind("signify_secret", "key", _signify),
    Kind("json_token_objects", "key", _token_list),
    Kind("toml_key_array", "key", _toml_list),
    Kind("yaml_literal_token", "key", _yaml_literal_token),
    Kind("yaml_folded_in_list", "key", _yaml_list_secret),
    Kind("ini_client_password", "config", _ini_multiline),
    # URL-encoded and form forms
    Kind(
        "curl_data_urlencode",
        "form",
        made("curl https://login.corp/token --data-urlencode 'password={v}' -d user=bob"),
    ),
    Kind(
        "query_private_token",
        "form",
        made(
            "https://gitlab.corp/api/v4/projects?private_token={v}", value=lambda r: urlsafe(r, 20)
        ),
    ),
    Kind("urlencoded_json_state", "form", _urlencoded_json_state),
    Kind("fragment_access_token", "form", _fragment_token),
    Kind("double_urlencoded", "form", _double_encoded),
    # prose, in several languages
    Kind(
        "prose_login_with", "prose", made("you can log in as admin with {v}", "login: admin / {v}")
    ),
    Kind("prose_staging_box", "prose", made("Password for the staging box: {v} (don't share)")),
    Kind("prose_heres_key", "prose", made("here's the key: {v}", value=lambda r: alnum(r, 40))),
    Kind("prose_arrow", "prose", made("api key → {v}", value=lambda r: alnum(r, 32))),
    Kind("prose_polish", "prose", made("hasło: {v}", "hasło to {v}")),
    Kind("prose_turkish", "prose", made("şifre: {v}", "şifrem {v}")),
    Kind("prose_swedish", "prose", made("lösenord: {v}")),
    Kind("prose_czech", "prose", made("heslo je {v}")),
    Kind("prose_korean", "prose", made("비밀번호: {v}", "비밀번호는 {v} 입니다")),
    Kind("prose_vietnamese", "prose", made("mật khẩu: {v}")),
    Kind("prose_indonesian", "prose", made("kata sandi: {v}", "kata sandinya {v}")),
    Kind("prose_greek", "prose", made("κωδικός: {v}")),
    Kind(
        "prose_db_pw_fix",
        "prose",
        made(
            "the db password is {v}, can you fix the config?",
            "I changed the root pw to {v} yesterday",
        ),
    ),
    # vendor prefixes
    _v("telegram_bot", _telegram),
    _v("discord_bot", _discord),
    _v("notion_ntn", lambda r: "ntn_" + alnum(r, 46)),
    _v("figma_pat", lambda r: "figd_" + urlsafe(r, 40)),
    _v("replicate_token", lambda r: "r8_" + alnum(r, 37)),
    _v("perplexity_key", lambda r: "pplx-" + alnum(r, 48)),
    _v("xai_key", lambda r: "xai-" + alnum(r, 80)),
    _v("openrouter_key", lambda r: "sk-or-v1-" + hexs(r, 64)),
    _v("digitalocean_pat", lambda r: "dop_v1_" + hexs(r, 64)),
    _v("postman_key", _postman),
    _v("mailgun_legacy", lambda r: "key-" + hexs(r, 32)),
    _v("linear_api_key", lambda r: "lin_api_" + alnum(r, 40)),
    _v("sentry_user_token", lambda r: "sntryu_" + hexs(r, 64)),
    _v("grafana_sa_token", lambda r: "glsa_" + alnum(r, 32) + "_" + hexs(r, 8)),
    _v("gitlab_deploy_token", lambda r: "gldt-" + urlsafe(r, 20)),
    _v("pypi_token", lambda r: "pypi-AgEIcHlwaS5vcmc" + urlsafe(r, 70)),
    _v("netlify_token", lambda r: "nfp_" + alnum(r, 36)),
    _v("infracost_key", lambda r: "ico-" + alnum(r, 32)),
    _v("stripe_webhook_secret", lambda r: "whsec_" + alnum(r, 32)),
    _v("razorpay_key", lambda r: "rzp_live_" + alnum(r, 14)),
    _v("supabase_pat", lambda r: "sbp_" + hexs(r, 40)),
    _v("neon_api_key", lambda r: "napi_" + lower_alnum(r, 64)),
    _v("google_oauth_secret", lambda r: "GOCSPX-" + urlsafe(r, 28)),
    _v("google_refresh_token", lambda r: "1//0" + urlsafe(r, 60)),
    _v("shopify_shared_secret", lambda r: "shpss_" + hexs(r, 32)),
    _v("newrelic_user_key", lambda r: "NRAK-" + upper32(r, 27)),
    _v(
        "slack_app_token",
        lambda r: (
            "xapp-1-A" + upper32(r, 10) + "-" + str(r.randrange(10**12, 10**13)) + "-" + hexs(r, 64)
        ),
    ),
    _v("nostr_nsec", lambda r: "nsec1" + lower_alnum(r, 58)),
    _v("bip32_xprv", lambda r: "xprv9s21ZrQH143K" + alnum(r, 95)),
)


def _look_alikes() -> tuple[LookAlike, ...]:
    r = random.Random("kenning-wide-look-alikes-heldout4")
    items: list[tuple[str, str]] = []
    for _ in range(3):
        sha = hexs(r, 40)
        items += [
            (
                "git_log",
                f"commit {sha}\nAuthor: Bob <bob@corp.com>\nDate:   Mon Mar 3 10:00:00 2025",
            ),
            ("git_diff_index", f"index {hexs(r, 7)}..{hexs(r, 7)} 100644"),
            ("git_rev_parse", f"$ git rev-parse HEAD\n{hexs(r, 40)}"),
            ("sha256sum", f"{hexs(r, 64)}  dist/kenning-0.9.1.tar.gz"),
            ("md5_etag", f'ETag: "{hexs(r, 32)}"'),
            ("pip_hash", f"requests==2.32.3 --hash=sha256:{hexs(r, 64)}"),
            ("npm_integrity", f'"integrity": "sha512-{b64(r, 86)}=="'),
            ("go_sum", f"golang.org/x/crypto v0.31.0 h1:{b64(r, 43)}="),
            ("cargo_checksum", f'checksum = "{hexs(r, 64)}"'),
            ("docker_digest", f"ghcr.io/corp/web@sha256:{hexs(r, 64)}"),
            ("uuid_row", f"INSERT INTO orders (id) VALUES ('{_uuid(r)}');"),
            ("trace_parent", f"traceparent: 00-{hexs(r, 32)}-{hexs(r, 16)}-01"),
            ("request_id", f"x-request-id: {_uuid(r)}"),
            ("ulid", f"job 01J{upper32(r, 23)} finished"),
            (
                "b64_json",
                "eyJhbGciOiJSUzI1NiIsInR5cCI6IkpXVCJ9"
                if _ == 0
                else b64_of(f'{{"page": {r.randrange(100)}, "size": 50}}'),
            ),
            ("b64_text", b64_of(f"hello from build {r.randrange(10**5)}")),
            ("data_uri", f'src="data:image/png;base64,iVBORw0KGgo{b64(r, 60)}"'),
            ("stripe_ids", f"customer cus_{alnum(r, 14)} paid with pi_{alnum(r, 24)}"),
            ("path_hash", f"/home/bob/.cache/pip/http/{hexs(r, 2)}/{hexs(r, 2)}/{hexs(r, 56)}"),
            (
                "version",
                f"kenning {r.randrange(10)}.{r.randrange(30)}.{r.randrange(9)}+g{hexs(r, 7)}",
            ),
            ("ssh_pubkey", f"ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI{b64(r, 43)} bob@laptop"),
            ("k8s_uid", f'  uid: {_uuid(r)}\n  resourceVersion: "{r.randrange(10**6)}"'),
            ("css_hash", f"assets/index-{alnum(r, 8)}.js"),
            ("gh_url_sha", f"https://github.com/corp/web/blob/{hexs(r, 40)}/src/app.py#L12"),
            ("aws_arn", f"arn:aws:iam::{r.randrange(10**11, 10**12)}:role/ci-deploy"),
        ]
    items += [
        ("cert", "-----BEGIN CERTIFICATE-----\nMIIBszCCAVmgAwIBAgIUQ\n-----END CERTIFICATE-----"),
        ("public_key", "-----BEGIN PUBLIC KEY-----\nMCowBQYDK2VwAyEAGb9\n-----END PUBLIC KEY-----"),
        ("command", "mariadb -u root -p shop < dump.sql"),
        ("command", 'pg_dump "host=db user=app dbname=shop" > shop.sql'),
        ("command", "keytool -list -v -keystore b.jks"),
        ("command", 'mongodump --uri "$MONGO_URI" --out /bk'),
        ("command", "helm repo add bitnami https://charts.bitnami.com/bitnami"),
        ("command", "npm config set registry https://registry.corp/"),
        ("command", "aws configure set region eu-west-1"),
        ("command", 'curl -sS -u "$USER:$PASS" https://api.corp/v1/ping'),
        ("command", "ansible-playbook site.yml -e env=prod --ask-vault-pass"),
        ("command", "passwd bob"),
        ("command", "unrar x backup.rar /tmp/out/"),
        ("command", "wandb login --relogin"),
        ("command", "ngrok http 8080"),
        ("command", "kubectl get secret db -o jsonpath='{.data.password}' | base64 -d"),
        ("command", "pulumi config set aws:region eu-west-1"),
        ("command", "redis-cli CONFIG GET requirepass"),
        ("code", "token = request.headers.get('Authorization')"),
        ("code", "conn = cx_Oracle.connect(user, password, dsn)"),
        ("code", "auth = aiohttp.BasicAuth(login, password)"),
        ("code", "client = OpenAI(api_key=os.environ['OPENAI_API_KEY'])"),
        ("code", "Algorithm alg = Algorithm.HMAC256(secret);"),
        ("code", "keyring.set_password('shop-db', 'app', password)"),
        ("code", "const redis = new Redis({ host: 'cache', password: process.env.REDIS_PW });"),
        ("code", "if password is None or len(password) < 12: raise ValueError('weak')"),
        ("header", "Authorization: Bearer $TOKEN"),
        ("header", "Authorization: Splunk ${HEC_TOKEN}"),
        ("header", "Api-Key: <your key>"),
        ("header", "Set-Cookie: theme=dark; path=/"),
        ("dsn", "postgresql+asyncpg://db/shop"),
        ("dsn", "mongodb://m1:27017,m2:27017/?replicaSet=rs0"),
        ("dsn", "amqps://rabbit.corp:5671/orders"),
        ("dsn", "jdbc:mysql://db:3306/shop?useSSL=true"),
        ("config", 'password = ""\nuser = root'),
        ("config", "api_keys = []"),
        ("config", "github:\n  token: ${{ secrets.GH_TOKEN }}\n  org: corp"),
        ("prose", "the db password is wrong, can you check the vault?"),
        ("prose", "log in as admin with your SSO account"),
        ("prose", "here's the key: it expires tomorrow"),
        ("prose", "hasło: wymagane"),
        ("prose", "비밀번호를 잊으셨나요?"),
        ("prose", "Password for the staging box is in 1Password"),
        ("placeholder", "TELEGRAM_TOKEN=123456789:AAxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx"),
        ("placeholder", "DEPLOYER_PRIVATE_KEY=0x..."),
    ]
    return tuple(LookAlike(kind, text) for kind, text in items)


LOOK_ALIKES: tuple[LookAlike, ...] = _look_alikes()


def heldout4_samples(per_kind: int = 3) -> tuple[Sample, ...]:
    """`per_kind` samples of each kind of the fourth held-out half; the same on every run."""
    return samples(KINDS, per_kind, "kenning-wide-secrets-heldout4", SESSION_PLACES)
