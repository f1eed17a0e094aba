"""The second held-out half of the wide secret corpus: written after the first tuning.

`secret_kinds_heldout.py` (the first held-out half) was measured once and then
looked at, and the rules were tuned further on what it showed; this half was
written after that, with other kinds again, and measured once (45 % of its
kinds leaked). Then it too was looked at and tuned on, so its figures are no
longer those of unseen text: `secret_kinds_heldout3.py`, written last, is.
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
    pw,
    samples,
    upper32,
    urlsafe,
)

__all__ = ["KINDS", "LOOK_ALIKES", "heldout2_samples"]


def _v(name: str, make: Callable[[random.Random], str]) -> Kind:
    return Kind(
        name,
        "vendor",
        made("export SVC_CRED={v}", "rotated: {v}", "init('{v}')", "{v}", value=make),
    )


def _ovpn(r: random.Random) -> tuple[str, str]:
    lines = [hexs(r, 32) for _ in range(4)]
    text = (
        "<tls-auth>\n-----BEGIN OpenVPN Static key V1-----\n"
        + "\n".join(lines)
        + "\n-----END OpenVPN Static key V1-----\n</tls-auth>"
    )
    return lines[2], text


def _fcm(r: random.Random) -> str:
    return "AAAA" + urlsafe(r, 7) + ":APA91b" + urlsafe(r, 134)


KINDS: tuple[Kind, ...] = (
    # command lines
    Kind(
        "mysqlsh_uri",
        "cli",
        made("mysqlsh --uri root:{v}@localhost:3306", "mysqlsh root:{v}@db.corp:33060 --sql"),
    ),
    Kind("isql_positional", "cli", made("isql -v Warehouse etl {v}")),
    Kind(
        "curl_proxy_user",
        "cli",
        made(
            "curl --proxy-user bob:{v} -x http://proxy:3128 https://example.org",
            "curl -U 'bob:{v}' -x proxy:3128 https://x",
        ),
    ),
    Kind("curl_proxy_url", "cli", made("curl -x http://bob:{v}@proxy.corp:3128 https://api.corp")),
    Kind(
        "wget_proxy_password",
        "cli",
        made("wget --proxy-user=bob --proxy-password={v} https://files.corp/x"),
    ),
    Kind(
        "git_extraheader",
        "cli",
        made(
            'git -c http.extraheader="AUTHORIZATION: basic {v}" clone https://git.corp/x.git',
            value=b64_user_pass,
        ),
    ),
    Kind(
        "git_oauth2_url",
        "cli",
        made(
            "git clone https://oauth2:{v}@gitlab.corp/grp/repo.git", value=lambda r: urlsafe(r, 20)
        ),
    ),
    Kind(
        "docker_env_password",
        "cli",
        made(
            "docker run -d -e MYSQL_ROOT_PASSWORD={v} mysql:8",
            "docker run --env REDIS_PASSWORD={v} redis:7",
        ),
    ),
    Kind(
        "terraform_var",
        "cli",
        made('terraform apply -var "db_password={v}"', "terraform plan -var=admin_password={v}"),
    ),
    Kind("packer_var", "cli", made("packer build -var 'ssh_password={v}' image.pkr.hcl")),
    Kind("gpg_passphrase_eq", "cli", made("gpg --batch --passphrase={v} --symmetric backup.tar")),
    Kind(
        "java_keystore_prop", "cli", made("java -Djavax.net.ssl.keyStorePassword={v} -jar app.jar")
    ),
    Kind("maven_password_prop", "cli", made("mvn deploy -Drepo.password={v} -Drepo.user=ci")),
    Kind(
        "gradle_project_prop",
        "cli",
        made("./gradlew publish -PsonatypePassword={v}", "gradle publish -PossrhPassword='{v}'"),
    ),
    Kind(
        "pip_index_url",
        "cli",
        made("pip install --index-url https://ci:{v}@pypi.corp/simple internal-lib"),
    ),
    Kind("poetry_http_basic", "cli", made("poetry config http-basic.corp ci {v}")),
    Kind("cargo_login", "cli", made("cargo login {v}", value=lambda r: "cio" + alnum(r, 32))),
    Kind(
        "rclone_config_create",
        "cli",
        made(
            "rclone config create s3 s3 access_key_id {aws} secret_access_key {v}",
            value=lambda r: b64(r, 40),
        ),
    ),
    Kind(
        "s3cmd_secret_flag",
        "cli",
        made(
            "s3cmd --access_key={aws} --secret_key={v} ls s3://bucket", value=lambda r: b64(r, 40)
        ),
    ),
    Kind(
        "az_account_key",
        "cli",
        made(
            "az storage blob upload --account-name acct --account-key {v} -f a.zip -c c -n a.zip",
            value=lambda r: b64(r, 86) + "==",
        ),
    ),
    Kind(
        "mosquitto_passwd_batch", "cli", made("mosquitto_passwd -b /etc/mosquitto/passwd iot {v}")
    ),
    Kind(
        "redis_cli_auth_cmd",
        "cli",
        made(
            "redis-cli -h cache AUTH default {v}", "redis-cli -h cache --user app --pass {v} ping"
        ),
    ),
    Kind(
        "psql_dsn_arg",
        "cli",
        made('psql "host=db dbname=shop user=app password={v}" -c "select 1"'),
    ),
    Kind(
        "mongosh_uri_arg",
        "cli",
        made('mongosh "mongodb://admin:{v}@db:27017/admin?authSource=admin"'),
    ),
    Kind(
        "kafka_console_sasl",
        "cli",
        made(
            "kafka-console-producer --producer-property sasl.jaas.config='"
            "org.apache.kafka.common.security.scram.ScramLoginModule required"
            ' username="app" password="{v}";\' --topic t'
        ),
    ),
    Kind("sqlcmd_env", "cli", made("SQLCMDPASSWORD={v} sqlcmd -S db -U sa -Q 'select 1'")),
    Kind(
        "ldapwhoami",
        "cli",
        made("ldapwhoami -x -D uid=bob,ou=people,dc=corp -w {v} -H ldaps://ldap.corp"),
    ),
    Kind("smbclient_password_flag", "cli", made("smbclient //nas/share --password={v} -U bob")),
    Kind(
        "expect_send",
        "cli",
        made('expect -c \'spawn ssh deploy@h; expect "password:"; send "{v}\\r"; interact\''),
    ),
    Kind("sudo_stdin_printf", "cli", made("printf '%s\\n' '{v}' | sudo -S apt-get update")),
    # calls and constructors
    Kind(
        "ldap3_connection",
        "code",
        made("conn = Connection(server, 'cn=admin,dc=corp', '{v}', auto_bind=True)"),
    ),
    Kind(
        "pyodbc_connect",
        "code",
        made("pyodbc.connect('DRIVER={{ODBC Driver 18 for SQL Server}};SERVER=db;UID=sa;PWD={v}')"),
    ),
    Kind(
        "oracledb_connect",
        "code",
        made("oracledb.connect(user='scott', password='{v}', dsn='db/orcl')"),
    ),
    Kind(
        "mongo_client_kw",
        "code",
        made("MongoClient('db', 27017, username='admin', password='{v}')"),
    ),
    Kind(
        "gomail_dialer",
        "code",
        made('d := gomail.NewDialer("smtp.corp", 587, "bob@corp.com", "{v}")'),
    ),
    Kind(
        "go_plain_auth",
        "code",
        made('auth := smtp.PlainAuth("", "bob@corp.com", "{v}", "smtp.corp")'),
    ),
    Kind("jedis_auth", "code", made('jedis.auth("{v}");', "await client.auth('{v}')")),
    Kind("javamail_transport", "code", made('Transport.send(message, "bob@corp.com", "{v}");')),
    Kind("keystore_load", "code", made('ks.load(in, "{v}".toCharArray());')),
    Kind(
        "secret_key_spec",
        "code",
        made('new SecretKeySpec("{v}".getBytes(), "HmacSHA256")', value=lambda r: alnum(r, 32)),
    ),
    Kind(
        "node_create_hmac",
        "code",
        made(
            "crypto.createHmac('sha256', '{v}').update(body).digest('hex')",
            value=lambda r: alnum(r, 32),
        ),
    ),
    Kind(
        "pycryptodome_aes",
        "code",
        made("cipher = AES.new(b'{v}', AES.MODE_GCM)", value=lambda r: alnum(r, 32)),
    ),
    Kind(
        "fernet_literal", "code", made("f = Fernet(b'{v}')", value=lambda r: urlsafe(r, 43) + "=")
    ),
    Kind(
        "octokit_auth",
        "code",
        made('const octokit = new Octokit({{ auth: "{v}" }});', value=lambda r: alnum(r, 40)),
    ),
    Kind("wp_set_password", "code", made("wp_set_password('{v}', $user_id);")),
    Kind("bcrypt_literal", "code", made("hashed = bcrypt.hashpw(b'{v}', bcrypt.gensalt())")),
    Kind("laravel_hash_make", "code", made("'password' => Hash::make('{v}'),")),
    Kind(
        "selenium_type_xpath",
        "code",
        made("driver.find_element(By.XPATH, \"//input[@type='password']\").send_keys('{v}')"),
    ),
    Kind("cypress_type", "code", made("cy.get('input[name=password]').type('{v}')")),
    # headers
    Kind("x_gitlab_token", "header", made("X-Gitlab-Token: {v}", value=lambda r: alnum(r, 32))),
    Kind(
        "authorization_no_space",
        "header",
        made("curl --header 'authorization:Basic {v}' https://api.corp", value=b64_user_pass),
    ),
    Kind(
        "authorization_bot",
        "header",
        made("Authorization: Bot {v}", value=lambda r: urlsafe(r, 60)),
    ),
    Kind("authorization_key_param", "header", made("Authorization: key={v}", value=_fcm)),
    Kind(
        "cookie_auth_token",
        "header",
        made("Cookie: theme=dark; auth_token={v}", value=lambda r: hexs(r, 40)),
    ),
    Kind(
        "shopify_access_header",
        "header",
        made("X-Shopify-Access-Token: {v}", value=lambda r: hexs(r, 32)),
    ),
    Kind(
        "nginx_proxy_auth",
        "header",
        made('proxy_set_header Authorization "Basic {v}";', value=b64_user_pass),
    ),
    Kind(
        "apikey_header_lower",
        "header",
        made("apikey: {v}", "-H 'api-key: {v}'", value=lambda r: alnum(r, 32)),
    ),
    # DSNs and connection strings
    Kind("dsn_sqlserver_url", "dsn", made("sqlserver://sa:{v}@db:1433?database=shop")),
    Kind("dsn_oracle_url", "dsn", made("oracle://scott:{v}@db:1521/ORCL")),
    Kind(
        "dsn_snowflake",
        "dsn",
        made("snowflake://bob:{v}@acct-xy12345/analytics/public?warehouse=wh"),
    ),
    Kind("dsn_couchbase", "dsn", made("couchbases://app:{v}@cb.corp.cloud.couchbase.com")),
    Kind("dsn_influx", "dsn", made("influxdb://admin:{v}@influx:8086/metrics")),
    Kind("dsn_mqtt", "dsn", made("MQTT_URL=mqtt://iot:{v}@broker.corp:1883")),
    Kind("dsn_sftp", "dsn", made("sftp://deploy:{v}@files.corp:22/uploads")),
    Kind(
        "dsn_smtp_url",
        "dsn",
        made(
            "EMAIL_URL=smtp://apikey:{v}@smtp.sendgrid.net:587",
            value=lambda r: "SG." + urlsafe(r, 22) + "." + urlsafe(r, 43),
        ),
    ),
    Kind("dsn_oracle_ado", "dsn", made("Data Source=db:1521/ORCL;User Id=app;Password={v};")),
    Kind(
        "dsn_odbc_braces",
        "dsn",
        made("Driver={{PostgreSQL Unicode}};Server=db;Uid=app;Pwd={{{v}}};"),
    ),
    Kind("dsn_jdbc_db2", "dsn", made("jdbc:db2://db:50000/SAMPLE:user=db2inst1;password={v};")),
    Kind(
        "dsn_jdbc_braces", "dsn", made("jdbc:sqlserver://db;user=sa;password={{{v}}};encrypt=true")
    ),
    Kind("redis_conf_requirepass", "config", made("requirepass {v}\nmaxmemory 256mb")),
    Kind(
        "redis_conf_masterauth", "config", made("masterauth {v}", "sentinel auth-pass mymaster {v}")
    ),
    # config files
    Kind("openvpn_static_key", "key", _ovpn),
    Kind(
        "wg_preshared",
        "key",
        made(
            "[Peer]\nPublicKey = {h32}\nPresharedKey = {v}\nAllowedIPs = 0.0.0.0/0",
            value=lambda r: b64(r, 43) + "=",
        ),
    ),
    Kind(
        "kubeconfig_token",
        "config",
        made("users:\n- name: ci\n  user:\n    token: {v}", value=lambda r: alnum(r, 40)),
    ),
    Kind(
        "npmrc_password",
        "config",
        made(
            "//npm.corp/:_password={v}\n//npm.corp/:username=ci",
            value=lambda r: base64.b64encode(pw(r).encode()).decode(),
        ),
    ),
    Kind(
        "s3cfg_secret",
        "config",
        made("[default]\naccess_key = {aws}\nsecret_key = {v}", value=lambda r: b64(r, 40)),
    ),
    Kind(
        "gradle_signing",
        "config",
        made(
            'signingConfigs {{\n  release {{\n    storePassword "{v}"\n'
            '    keyPassword "{v}"\n  }}\n}}'
        ),
    ),
    Kind("postfix_sasl_passwd", "config", made("[smtp.gmail.com]:587 alerts@corp.com:{v}")),
    Kind("fetchmailrc", "config", made("poll mail.corp protocol IMAP user bob password {v}")),
    Kind("msmtprc", "config", made("account default\nhost smtp.corp\nuser bob\npassword {v}")),
    Kind("muttrc_pass", "config", made('set imap_pass="{v}"', 'set smtp_pass = "{v}"')),
    Kind("wpa_supplicant_psk", "config", made('network={{\n  ssid="CorpNet"\n  psk="{v}"\n}}')),
    Kind("ipsec_secrets", "config", made(': PSK "{v}"', '10.0.0.1 10.0.0.2 : PSK "{v}"')),
    Kind("cisco_username", "config", made("username admin privilege 15 password 0 {v}")),
    Kind(
        "recovery_codes_json",
        "key",
        made(
            '{{"recovery_codes": ["{v}", "{h8}-{h8}"]}}',
            value=lambda r: lower_alnum(r, 5) + "-" + lower_alnum(r, 5),
        ),
    ),
    # prose
    Kind("prose_root_pw", "prose", made("here's the root pw: {v}", "pw for staging is {v}")),
    Kind("prose_user_slash", "prose", made("login: bob / {v}", "use bob / {v} to get in")),
    Kind("prose_creds_colon", "prose", made("creds are bob:{v} for now", "the creds: admin:{v}")),
    Kind("prose_dutch", "prose", made("het wachtwoord is {v}")),
    Kind("prose_russian", "prose", made("пароль: {v}", "пароль от сервера {v}")),
    Kind("prose_chinese", "prose", made("密码：{v}", "数据库密码是 {v}")),
    Kind("prose_japanese", "prose", made("パスワードは {v} です")),
    Kind("prose_wifi_key", "prose", made("the wifi key is {v}", "wifi pass: {v}")),
    # vendors
    _v("slack_refresh", lambda r: "xoxe.xoxp-1-" + alnum(r, 140)),
    _v("square_secret", lambda r: "sq0csp-" + urlsafe(r, 43)),
    _v("atlassian_cloud", lambda r: "ATCTT3xFfGN0" + urlsafe(r, 180)),
    _v("fcm_server_key", _fcm),
    _v("mailersend", lambda r: "mlsn." + hexs(r, 64)),
    _v("dynatrace", lambda r: "dt0c01." + upper32(r, 24) + "." + upper32(r, 64)),
    _v("alibaba_key_id", lambda r: "LTAI" + alnum(r, 20)),
    _v("tencent_key_id", lambda r: "AKID" + alnum(r, 32)),
    _v("onepassword_sa", lambda r: "ops_eyJ" + urlsafe(r, 200)),
    _v("zuplo_key", lambda r: "zpka_" + hexs(r, 32) + "_" + hexs(r, 8)),
    _v("customerio", lambda r: "cio_" + alnum(r, 40)),
    _v("deepgram_style", lambda r: "dg_" + hexs(r, 40)),
    _v("vercel_token", lambda r: "vcp_" + alnum(r, 50)),
)


def _look_alikes() -> tuple[LookAlike, ...]:
    r = random.Random("kenning-wide-look-alikes-heldout2")
    items: list[tuple[str, str]] = []
    for _ in range(3):
        items += [
            ("ssh_fingerprint", f"ED25519 key fingerprint is SHA256:{b64(r, 43)}."),
            ("etag", f'ETag: "{hexs(r, 40)}"'),
            ("content_md5", f"Content-MD5: {base64.b64encode(r.randbytes(16)).decode()}"),
            ("amz_request_id", f"x-amz-request-id: {hexs(r, 16).upper()}"),
            ("arn", f"arn:aws:iam::{r.randrange(10**11, 10**12)}:role/deploy-{lower_alnum(r, 6)}"),
            (
                "ghsa",
                f"GHSA-{lower_alnum(r, 4)}-{lower_alnum(r, 4)}-{lower_alnum(r, 4)} fixed in 2.3.1",
            ),
            ("gpg_key_id", f"gpg --recv-keys 0x{hexs(r, 16).upper()}"),
            ("source_map", f"//# sourceMappingURL=data:application/json;base64,{b64(r, 120)}"),
            ("font_data", f"src: url(data:font/woff2;base64,{b64(r, 90)}) format('woff2');"),
            ("nanoid_url", f"https://app.corp/share/{urlsafe(r, 21)}"),
        ]
    items += [
        ("command", "docker run -p 5432:5432 -e POSTGRES_HOST_AUTH_METHOD=trust postgres:16"),
        ("command", "curl -x http://proxy:3128 https://example.org"),
        ("command", 'terraform apply -var "region=eu-west-1" -var "instance_count=3"'),
        ("command", "mvn -Dmaven.test.skip=true -Drevision=1.4.2 package"),
        ("command", "./gradlew build -Pversion=1.2.3 -PskipTests"),
        ("command", "cargo login --registry corp"),
        ("command", "poetry config virtualenvs.in-project true"),
        ("command", "rclone config create s3 s3 provider AWS env_auth true"),
        ("command", "mosquitto_passwd -c /etc/mosquitto/passwd iot"),
        ("command", "redis-cli -h cache AUTH"),
        ("command", "psql -h db -U app -d shop -c 'select 1'"),
        ("command", "gpg --batch --passphrase-file /run/secrets/gpg -c a.tar"),
        ("command", "java -Xmx2g -Dspring.profiles.active=prod -jar app.jar"),
        ("command", "pip install --index-url https://pypi.corp/simple internal-lib"),
        ("command", "git -c core.editor=vim commit --amend"),
        ("command", "printf '%s\\n' \"$PASSWORD\" | sudo -S true"),
        ("command", "smbclient //nas/share -U bob"),
        ("command", "ldapwhoami -x -H ldaps://ldap.corp"),
        ("command", "kubectl get secret db -o jsonpath='{.data.password}' | base64 -d"),
        ("command", "openssl rand -base64 32"),
        ("code", "Connection(server, user, password, auto_bind=True)"),
        ("code", "pyodbc.connect(conn_str)"),
        ("code", 'jedis.auth(System.getenv("REDIS_PASSWORD"));'),
        ("code", "ks.load(in, storePassword.toCharArray());"),
        ("code", "crypto.createHash('sha256').update(body).digest('hex')"),
        ("code", "cipher = AES.new(key, AES.MODE_GCM, nonce=nonce)"),
        ("code", "hashed = bcrypt.hashpw(password.encode(), bcrypt.gensalt())"),
        ("code", "cy.get('input[name=email]').type('qa@example.com')"),
        ("code", "const octokit = new Octokit({ auth: process.env.GH_TOKEN });"),
        ("code", "wp_set_password($new_password, $user_id);"),
        ("config", 'requirepass ""'),
        ("config", "# requirepass foobared"),
        ("config", "masterauth <master-password>"),
        ("config", 'psk="@PSK@"'),
        ("config", "storePassword System.getenv('STORE_PASSWORD')"),
        ("config", "secretKeyRef:\n  name: db\n  key: password"),
        ("config", "token: ${K8S_TOKEN}"),
        ("config", "password_file = /run/secrets/db_password"),
        ("config", "auth_basic_user_file /etc/nginx/.htpasswd;"),
        ("config", "maxmemory-policy allkeys-lru"),
        ("header", "Authorization: Bot {{token}}"),
        ("header", "Authorization: key=${FCM_SERVER_KEY}"),
        ("header", "X-Gitlab-Event: Push Hook"),
        ("header", "X-Request-Id: 8f14e45f-ceea-467a-9575-6c2f4f0e8a11"),
        ("dsn", "sqlserver://db:1433?database=shop&integratedSecurity=true"),
        ("dsn", "sftp://files.corp/uploads"),
        ("dsn", "smtp://smtp.corp:587"),
        ("dsn", "Data Source=db;Integrated Security=SSPI;Initial Catalog=shop"),
        ("dsn", "mqtt://broker.corp:1883"),
        ("prose", "the wifi password is on the fridge"),
        ("prose", "пароль неверный"),
        ("prose", "密码错误，请重试"),
        ("prose", "het wachtwoord is onjuist"),
        ("prose", "login: bob / see the vault"),
        ("prose", "The root pw was rotated yesterday."),
        ("public", "ssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABAQ" + b64(r, 60) + " bob@laptop"),
        (
            "public",
            "-----BEGIN CERTIFICATE REQUEST-----\n"
            + b64(r, 64)
            + "\n-----END CERTIFICATE REQUEST-----",
        ),
        ("public", "recipient: age1" + lower_alnum(r, 58)),
        ("version", "libssl3 3.0.13-1~deb12u1"),
        ("version", "Docker version 27.3.1, build ce12230"),
        ("placeholder", "Authorization: Basic dXNlcjpwYXNzd29yZA=="),
        ("placeholder", "AWS_SECRET_ACCESS_KEY=<your-secret-key>"),
    ]
    return tuple(LookAlike(kind, text) for kind, text in items)


LOOK_ALIKES: tuple[LookAlike, ...] = _look_alikes()


def heldout2_samples(per_kind: int = 3) -> tuple[Sample, ...]:
    """`per_kind` samples of each kind of the second held-out half; the same on every run."""
    return samples(KINDS, per_kind, "kenning-wide-secrets-heldout2")
