"""Held-out 10's helpers and the second part of its kinds (`bench/secret_kinds_heldout10.py`).

The makers of the set's values (JWTs, PEM bodies, app passwords, stream keys,
join tokens, mnemonics) and its kinds from SQL on: SQL that stores a
credential, network gear and IoT, connection strings, credentials by position
in code, encodings, wallets, chat, and vendors in no earlier set.
"""

from __future__ import annotations

import base64
import json
import random
import string

from bench.secret_kinds import (
    Gen,
    Kind,
    alnum,
    b58,
    b64,
    b64_of,
    digits,
    hexs,
    kind_of,
    lower_alnum,
    pick,
    pw,
    split_kind,
    upper32,
    urlsafe,
    uuid4,
    vendor,
)

__all__ = [
    "MORE_KINDS",
    "app_password",
    "k3s",
    "pem_kind",
    "swarm",
    "twitch_stream",
    "upper_alnum",
    "uuid8",
    "yt_stream",
]

_UPPER_ALNUM = string.ascii_uppercase + string.digits
_LOWER = string.ascii_lowercase


def upper_alnum(r: random.Random, n: int) -> str:
    while True:
        v = pick(r, _UPPER_ALNUM, n)
        if any(c.isdigit() for c in v) and any(c.isalpha() for c in v):
            return v


def uuid8(r: random.Random) -> str:
    return uuid4(r, "8")


def b64url(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).decode().rstrip("=")


def jwt(r: random.Random, claims: dict[str, object], alg: str = "HS256") -> str:
    """A JWT whose header and payload are real JSON and whose signature is random."""
    head = b64url(json.dumps({"alg": alg, "typ": "JWT"}, separators=(",", ":")).encode())
    body = b64url(json.dumps(claims, separators=(",", ":")).encode())
    sig = b64url(bytes(r.randrange(256) for _ in range(32 if alg == "HS256" else 64)))
    return f"{head}.{body}.{sig}"


def ha_jwt(r: random.Random) -> str:
    """A Home Assistant long-lived access token's shape."""
    iat = 1_760_000_000 + r.randrange(10_000_000)
    return jwt(r, {"iss": hexs(r, 32), "iat": iat, "exp": iat + 315_360_000})


def svc_jwt(r: random.Random) -> str:
    """A service's API token as a JWT (a team or a workspace in its claims)."""
    return jwt(r, {"sub": uuid8(r), "team": lower_alnum(r, 8), "scope": "rw"})


def app_password(r: random.Random, sep: str = "-") -> str:
    """Apple's and Google's app passwords: four groups of four lower-case letters."""
    return sep.join(pick(r, _LOWER, 4) for _ in range(4))


def pem_lines(r: random.Random, n: int = 4) -> list[str]:
    """The body of a PKCS#8 RSA private key: its first line's fixed head, then random lines."""
    first = "MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQ" + b64(r, 14)
    return [first, *(b64(r, 64) for _ in range(n - 1))]


def pem_kind(name: str, render: str) -> Kind:
    """A private key whose body is laid out by `render` (`escaped`, `log`, `concat`, `py`)."""

    def make(r: random.Random) -> tuple[str, str]:
        lines = pem_lines(r)
        secret = lines[1]
        head, foot = "-----BEGIN PRIVATE KEY-----", "-----END PRIVATE KEY-----"
        if render == "escaped":
            body = "\\n".join([head, *lines, foot])
            text = r.choice(
                (
                    f'FIREBASE_PRIVATE_KEY="{body}\\n"',
                    f'  "private_key": "{body}\\n",\n  "client_email": "ci@corp.iam"',
                )
            )
        elif render == "log":
            stamp = "2026-11-28T10:04:{:02d}.{}Z "
            rows = [head, *lines, foot]
            text = "".join(stamp.format(i, digits(r, 7)) + row + "\n" for i, row in enumerate(rows))
        elif render == "concat":
            parts = [f'"{head}\\n"', *(f'"{line}\\n"' for line in lines), f'"{foot}"']
            text = "private static final String KEY =\n    " + " +\n    ".join(parts) + ";"
        else:
            body = "\n".join("    " + x for x in [head, *lines, foot])
            text = f'SIGNING_KEY = """\n{body}\n"""'
        return secret, text

    return Kind(name, "key", make)


def vendor_env(name: str, env: str, make: Gen) -> Kind:
    """A vendor's key in no earlier set, under a variable naming the vendor, or bare.

    The variable names the vendor, and often no word that says secret (`EXA_API`,
    `TB_TOKEN`, `MJ_APIKEY_PRIVATE`): a shortened name as people write one, so that the
    key's own shape is what gives it away.
    """
    return vendor(
        name,
        make,
        env + "={v}",
        '        "' + env + '": "{v}",',
        "      - name: " + env + '\n        value: "{v}"',
        "ok I regenerated it, new one is {v} - does the worker pick it up?",
        "sdk.configure('{v}')",
    )


def percent(text: str) -> str:
    """`text` percent-encoded the way a form or a URL encodes a password."""
    return "".join(c if c.isalnum() else f"%{ord(c):02X}" for c in text)


def gmail(r: random.Random) -> str:
    return app_password(r, " ")


def yt_stream(r: random.Random) -> str:
    return "-".join(pick(r, string.ascii_lowercase + string.digits, 4) for _ in range(5))


def twitch_stream(r: random.Random) -> str:
    return "live_" + digits(r, 9) + "_" + alnum(r, 30)


def k3s(r: random.Random) -> str:
    return "K10" + hexs(r, 64) + "::server:" + hexs(r, 32)


def swarm(r: random.Random) -> str:
    return "SWMTKN-1-" + lower_alnum(r, 50) + "-" + lower_alnum(r, 25)


def mnemonic(r: random.Random, n: int) -> str:
    words = [
        *("ribbon", "wagon", "eternal", "ozone", "fancy", "pigeon", "spirit", "absorb"),
        *("garlic", "lunar", "velvet", "trophy", "crisp", "donor", "harbor", "mango"),
        *("nephew", "orbit", "pulse", "quarter", "rescue", "saddle", "timber", "uncle"),
        *("vivid", "walnut", "yellow", "zebra", "anchor", "basket", "candle", "dragon"),
    ]
    return " ".join(r.choice(words) for _ in range(n))


MORE_KINDS: tuple[Kind, ...] = (
    # SQL that stores a credential
    kind_of(
        "pg_user_mapping",
        "code",
        "CREATE USER MAPPING FOR etl SERVER legacy OPTIONS (user 'report', password '{v}');",
    ),
    kind_of(
        "mssql_scoped_credential",
        "code",
        "CREATE DATABASE SCOPED CREDENTIAL blob WITH IDENTITY = 'SHARED ACCESS SIGNATURE',\n"
        "  SECRET = '{v}';",
        value=lambda r: b64(r, 44),
    ),
    kind_of(
        "snowflake_stage_credentials",
        "code",
        "CREATE STAGE raw URL='s3://corp-raw/' CREDENTIALS=(AWS_KEY_ID='{aws}' "
        "AWS_SECRET_KEY='{v}');",
        value=lambda r: b64(r, 40),
    ),
    kind_of(
        "clickhouse_s3_function",
        "code",
        "SELECT count() FROM s3('https://corp-raw.s3.amazonaws.com/*.parquet', '{aws}', '{v}');",
        value=lambda r: b64(r, 40),
    ),
    kind_of(
        "duckdb_create_secret",
        "code",
        "CREATE SECRET r2 (TYPE R2, KEY_ID '{h32}', SECRET '{v}', ACCOUNT_ID 'corp');",
        value=lambda r: hexs(r, 64),
    ),
    # network gear and IoT
    kind_of(
        "ios_snmp_community",
        "config",
        "snmp-server community {v} RW 10\nsnmp-server location DC1",
        value=lambda r: alnum(r, 16),
    ),
    kind_of(
        "ios_tacacs_key",
        "config",
        "tacacs server ise\n address ipv4 10.0.0.9\n key 0 {v}",
    ),
    kind_of(
        "radius_clients_conf",
        "config",
        "client office {{\n    ipaddr = 10.1.0.0/16\n    secret = {v}\n}}",
    ),
    kind_of(
        "asterisk_sip_secret",
        "config",
        "[6001]\ntype=friend\ncontext=internal\nsecret={v}\nhost=dynamic",
    ),
    kind_of(
        "arduino_wifi_begin",
        "code",
        'WiFi.begin("corp-iot", "{v}");\nwhile (WiFi.status() != WL_CONNECTED) delay(500);',
    ),
    kind_of(
        "esphome_api_encryption",
        "config",
        'api:\n  encryption:\n    key: "{v}"\nota:\n  - platform: esphome',
        value=lambda r: b64(r, 43) + "=",
    ),
    kind_of(
        "home_assistant_token",
        "config",
        "homeassistant:\n  url: http://ha.local:8123\n  token: {v}",
        value=ha_jwt,
    ),
    kind_of(
        "lorawan_appkey",
        "code",
        'static const char *appKey = "{v}";',
        value=lambda r: hexs(r, 32).upper(),
    ),
    kind_of(
        "thingspeak_write_key",
        "code",
        'ThingSpeak.writeFields(2189341, "{v}");',
        value=lambda r: upper_alnum(r, 16),
    ),
    # connection strings
    kind_of("dsn_r2dbc", "dsn", "spring.r2dbc.url=r2dbc:postgresql://app:{v}@db:5432/app"),
    kind_of("dsn_h2_tcp", "dsn", "jdbc:h2:tcp://db:9092/~/app;USER=sa;PASSWORD={v}"),
    kind_of(
        "dsn_access_oledb",
        "dsn",
        "Provider=Microsoft.ACE.OLEDB.12.0;Data Source=C:\\data\\ledger.accdb;"
        "Jet OLEDB:Database Password={v};",
    ),
    kind_of("dsn_hana", "dsn", 'engine = create_engine("hana://SYSTEM:{v}@hana:39017")'),
    kind_of(
        "dsn_activemq_failover",
        "dsn",
        "broker.url=failover:(ssl://mq1:61617,ssl://mq2:61617)?jms.userName=app&jms.password={v}",
    ),
    kind_of(
        "dsn_libsql_auth_token",
        "dsn",
        "TURSO_URL=libsql://app-corp.turso.io?authToken={v}",
        value=svc_jwt,
    ),
    kind_of(
        "dsn_motherduck_token",
        "dsn",
        'duckdb.connect("md:analytics?motherduck_token={v}")',
        value=svc_jwt,
    ),
    kind_of(
        "dsn_prisma_accelerate",
        "dsn",
        'DATABASE_URL="prisma://accelerate.prisma-data.net/?api_key={v}"',
        value=svc_jwt,
    ),
    kind_of(
        "dsn_symfony_mailer_api",
        "dsn",
        "MAILER_DSN=sendgrid+api://{v}@default",
        value=lambda r: "SG." + urlsafe(r, 22) + "." + urlsafe(r, 43),
    ),
    kind_of(
        "dsn_symfony_slack",
        "dsn",
        "SLACK_DSN=slack://{v}@default?channel=ops-alerts",
        value=lambda r: "xoxb-" + digits(r, 12) + "-" + digits(r, 13) + "-" + alnum(r, 24),
    ),
    kind_of(
        "dsn_srt_passphrase",
        "dsn",
        "ffmpeg -i cam.sdi -f mpegts 'srt://ingest.corp:9000?mode=caller&passphrase={v}'",
        value=lambda r: alnum(r, 24),
    ),
    kind_of(
        "milvus_token_pair",
        "code",
        'client = MilvusClient(uri="https://in03.corp.zillizcloud.com", token="root:{v}")',
    ),
    kind_of(
        "pulsar_auth_token",
        "code",
        'client = pulsar.Client("pulsar+ssl://broker:6651", '
        'authentication=pulsar.AuthenticationToken("{v}"))',
        value=svc_jwt,
    ),
    kind_of(
        "convex_deploy_key",
        "vendor",
        "CONVEX_DEPLOY_KEY=prod:happy-otter-123|{v}",
        value=lambda r: b64(r, 80),
    ),
    # code: credentials by position or by a call's own name
    kind_of(
        "okhttp_credentials_basic",
        "code",
        'val auth = Credentials.basic("svc", "{v}")',
    ),
    kind_of(
        "swift_urlcredential",
        "code",
        'let cred = URLCredential(user: "svc", password: "{v}", persistence: .forSession)',
    ),
    kind_of(
        "php_curlopt_userpwd",
        "code",
        'curl_setopt($ch, CURLOPT_USERPWD, "svc:{v}");',
    ),
    kind_of(
        "perl_dbi_connect",
        "code",
        'my $dbh = DBI->connect("dbi:Pg:dbname=app;host=db", "app", "{v}", {{ RaiseError => 1 }});',
    ),
    kind_of(
        "c_mysql_real_connect",
        "code",
        'mysql_real_connect(conn, "db", "app", "{v}", "app", 3306, NULL, 0);',
    ),
    kind_of(
        "go_setbasicauth",
        "code",
        'req.SetBasicAuth("svc", "{v}")',
    ),
    kind_of(
        "pysnmp_usm_positional",
        "code",
        "UsmUserData('monitor', '{v}', 'priv' + suffix, authProtocol=usmHMACSHAAuthProtocol)",
    ),
    kind_of(
        "pyvmomi_pwd_kw",
        "code",
        'si = SmartConnect(host="vcenter.corp", user="admin@vsphere.local", pwd="{v}")',
    ),
    kind_of(
        "applescript_admin_password",
        "code",
        'do shell script "launchctl load /Library/LaunchDaemons/x.plist" '
        'user name "admin" password "{v}" with administrator privileges',
    ),
    kind_of(
        "java_base64_decode_literal",
        "code",
        'String pw = new String(Base64.getDecoder().decode("{v}"), UTF_8);',
        value=lambda r: b64_of(pw(r)),
    ),
    # encodings
    kind_of(
        "json_unicode_escaped",
        "config",
        '"body": "\\u007b\\u0022token\\u0022:\\u0022{v}\\u0022\\u007d"',
        value=lambda r: alnum(r, 40),
    ),
    kind_of(
        "html_entity_json",
        "config",
        '<div data-config="{{&quot;user&quot;:&quot;svc&quot;,&quot;password&quot;:'
        '&quot;{v}&quot;}}"></div>',
    ),
    kind_of(
        "percent_encoded_form_password",
        "form",
        "POST /login HTTP/1.1\ncontent-type: application/x-www-form-urlencoded\n\n"
        "username=bob%40corp.com&passwd={v}&remember=1",
        value=lambda r: percent(pw(r, 14)),
    ),
    kind_of(
        "gmail_app_password_spaced",
        "prose",
        "here's the app password google gave me: {v}",
        value=gmail,
    ),
    kind_of(
        "paseto_local_token",
        "key",
        'curl https://api.corp/v1/me -H "X-Session: {v}"',
        "the session token from the login response is {v}",
        value=lambda r: "v4.local." + urlsafe(r, 120),
    ),
    kind_of(
        "paserk_secret_key",
        "key",
        "PASETO_KEY=k4.secret.{v}",
        value=lambda r: urlsafe(r, 86),
    ),
    kind_of(
        "xxd_key_dump",
        "output",
        "$ xxd -p -c 64 config/master.key\n{v}",
        value=lambda r: hexs(r, 64),
    ),
    pem_kind("pem_env_escaped_newlines", "escaped"),
    pem_kind("pem_java_concat", "concat"),
    pem_kind("pem_python_triple_quoted", "py"),
    split_kind(
        "terminal_hard_wrap",
        "Your new API key (shown once): {a}\n{b}",
        lambda r: alnum(r, 30),
    ),
    # wallets
    kind_of(
        "aptos_config_yaml",
        "config",
        'profiles:\n  default:\n    network: Testnet\n    private_key: "ed25519-priv-0x{v}"',
        value=lambda r: hexs(r, 64),
    ),
    kind_of(
        "subkey_secret_seed",
        "output",
        "Secret Key URI `//ops-signer` is account:\n  Network ID:        substrate\n"
        "  Secret seed:       0x{v}\n  Public key (hex):  0x{h32}",
        value=lambda r: hexs(r, 64),
    ),
    kind_of(
        "cardano_signing_key",
        "key",
        "cardano-address key child 1852H/1815H/0H/0/0 < root.xsk\n{v}",
        value=lambda r: "addr_xsk1" + pick(r, "qpzry9x8gf2tvdw0s3jn54khce6mua7l", 150),
    ),
    kind_of(
        "tezos_edsk",
        "key",
        "octez-client import secret key baker unencrypted:{v}",
        value=lambda r: "edsk" + b58(r, 50),
    ),
    kind_of(
        "algorand_mnemonic",
        "prose",
        "the funding account's 25 words: {v}",
        value=lambda r: mnemonic(r, 25),
    ),
    # chat in languages and forms the earlier sets left out
    kind_of("chat_danish_kode", "prose", "koden til serveren er {v}, skift den bagefter"),
    kind_of("chat_slovak_heslo", "prose", "heslo do databázy: {v}"),
    kind_of("chat_croatian_lozinka", "prose", "lozinka za admin je {v}"),
    kind_of("chat_latvian_parole", "prose", "parole ir {v} (mainīšu rīt)"),
    kind_of("chat_georgian", "prose", "პაროლი: {v}"),
    kind_of("chat_urdu", "prose", "پاس ورڈ یہ ہے {v}"),
    kind_of("chat_tamil", "prose", "கடவுச்சொல் {v}"),
    kind_of("chat_azerbaijani_sifre", "prose", "şifrə {v}-dir, heç kimə demə"),
    kind_of(
        "chat_hinglish_bhai",
        "prose",
        "bhai ye le staging ka token {v} use kar le",
        value=lambda r: alnum(r, 36),
    ),
    kind_of("chat_cantonese", "prose", "個密碼係 {v} 呀"),
    kind_of(
        "chat_slack_forward",
        "prose",
        "[10:42] Anna Berg: sandbox creds -> user ops, {v}\n[10:43] me: thx",
    ),
    kind_of(
        "chat_email_quoted_temp",
        "prose",
        "> Welcome to Corp Cloud!\n> Your temporary password is: {v}\n> Please change it",
    ),
    kind_of(
        "chat_replace_placeholder",
        "prose",
        "in the snippet replace YOUR_API_KEY with {v} and run it again",
        value=lambda r: alnum(r, 40),
    ),
    kind_of(
        "chat_arrow_prod",
        "prose",
        "{v}  <- that's the prod one, the other was staging",
        value=lambda r: alnum(r, 32),
    ),
    kind_of(
        "chat_no_quotes",
        "prose",
        "it's {v} (no quotes, case sensitive)",
    ),
    kind_of(
        "irc_nickserv_identify",
        "prose",
        "/msg NickServ IDENTIFY corpbot {v}",
    ),
    # vendors in no earlier set
    vendor_env("smtp2go_key", "SMTP2GO_API_KEY", lambda r: "api-" + hexs(r, 32).upper()),
    vendor_env("mailjet_secret", "MJ_APIKEY_PRIVATE", lambda r: hexs(r, 32)),
    vendor_env("gocardless_token", "GOCARDLESS_ACCESS_TOKEN", lambda r: "live_" + urlsafe(r, 40)),
    vendor_env("xendit_key", "XENDIT_SECRET", lambda r: "xnd_production_" + alnum(r, 60)),
    vendor_env("midtrans_server_key", "MIDTRANS_SERVER", lambda r: "Mid-server-" + urlsafe(r, 24)),
    vendor_env("coinbase_commerce_key", "COMMERCE_API", uuid8),
    vendor_env("vonage_api_secret", "VONAGE_API_SECRET", lambda r: alnum(r, 16)),
    vendor_env(
        "telnyx_key", "TELNYX_API", lambda r: "KEY" + hexs(r, 32).upper() + "_" + alnum(r, 22)
    ),
    vendor_env("infobip_key", "INFOBIP_API", lambda r: hexs(r, 32) + "-" + uuid8(r)),
    vendor_env("getstream_secret", "STREAM_SECRET", lambda r: lower_alnum(r, 64)),
    vendor_env("knock_secret", "KNOCK_API", lambda r: "sk_" + urlsafe(r, 43)),
    vendor_env("modal_token_secret", "MODAL_TOKEN_SECRET", lambda r: "as-" + alnum(r, 22)),
    vendor_env("runway_key", "RUNWAYML_API", lambda r: "key_" + hexs(r, 128)),
    vendor_env("nomic_key", "NOMIC_API", lambda r: "nk-" + urlsafe(r, 43)),
    vendor_env("serpapi_key", "SERPAPI_API", lambda r: hexs(r, 64)),
    vendor_env("brave_search_key", "BRAVE_API", lambda r: "BSA" + alnum(r, 27)),
    vendor_env("baseten_key", "BASETEN_API", lambda r: alnum(r, 8) + "." + alnum(r, 32)),
    vendor_env(
        "lambda_cloud_key",
        "LAMBDA_API",
        lambda r: "secret_" + lower_alnum(r, 32) + "_" + hexs(r, 32),
    ),
    vendor_env("exa_key", "EXA_API", uuid8),
    vendor_env("datadog_app_key", "DD_APP_KEY", lambda r: hexs(r, 40)),
    vendor_env("checkly_key", "CHECKLY_API", lambda r: "cu_" + hexs(r, 32)),
    vendor_env("loggly_token", "LOGGLY_TOKEN", uuid8),
    vendor_env("sanctum_token", "API_TOKEN", lambda r: f"{r.randrange(1, 99)}|" + alnum(r, 40)),
    vendor_env("depot_token", "DEPOT_TOKEN", lambda r: "depot_project_" + hexs(r, 64)),
    vendor_env("crates_token", "CARGO_REGISTRY_TOKEN", lambda r: "cio" + alnum(r, 32)),
    vendor_env("hexpm_key", "HEX_API", lambda r: hexs(r, 32)),
    vendor_env("atlas_private_key", "MCLI_PRIVATE_API_KEY", uuid8),
    vendor_env(
        "cockroach_cloud_key",
        "COCKROACH_API",
        lambda r: "CCDB1_" + alnum(r, 22) + "_" + alnum(r, 40),
    ),
    vendor_env("tinybird_token", "TB_TOKEN", lambda r: "p." + svc_jwt(r)),
    vendor_env("stytch_secret", "STYTCH_SECRET", lambda r: "secret-live-" + urlsafe(r, 36)),
    vendor_env("ory_pat", "ORY_API", lambda r: "ory_pat_" + alnum(r, 32)),
    vendor_env(
        "descope_key", "DESCOPE_MANAGEMENT", lambda r: "P2" + alnum(r, 28) + ":K2" + alnum(r, 40)
    ),
    vendor_env("akamai_client_secret", "AKAMAI_SECRET", lambda r: b64(r, 43) + "="),
    vendor_env("ovh_app_secret", "OVH_APPLICATION_SECRET", lambda r: alnum(r, 32)),
    vendor_env(
        "bunny_key", "BUNNY_ACCESS", lambda r: uuid8(r) + "-" + hexs(r, 4) + "-" + hexs(r, 4)
    ),
    vendor_env("huawei_sk", "HUAWEICLOUD_SDK_SK", lambda r: alnum(r, 40)),
    vendor_env("blynk_token", "BLYNK_AUTH", lambda r: urlsafe(r, 32)),
    vendor_env(
        "ttn_api_key", "TTN_API", lambda r: "NNSXS." + upper32(r, 39) + "." + upper32(r, 52)
    ),
    vendor_env("particle_token", "PARTICLE_ACCESS", lambda r: hexs(r, 40)),
    vendor_env("tuya_access_secret", "TUYA_SECRET", lambda r: hexs(r, 32)),
    vendor_env("lemonsqueezy_key", "LEMONSQUEEZY_API", svc_jwt),
    vendor_env("proton_bridge_password", "BRIDGE_PASS", lambda r: urlsafe(r, 22)),
    vendor_env("yookassa_key", "YOOKASSA_SECRET", lambda r: "live_" + urlsafe(r, 43)),
    vendor_env("mezmo_ingestion_key", "MZ_INGESTION_KEY", lambda r: hexs(r, 32)),
)
