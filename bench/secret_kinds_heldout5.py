"""The fifth held-out half of the wide secret corpus: written before the rules of its round.

Written (issue 27, item 6) before any rule of that round was changed, from the
classes the issue names and not from what the rules do: commands, calls,
config and file formats, encodings, languages and vendors none of the first
four halves used, placed in the shapes the agents store them in (a Claude Code
`Bash` call or `Edit`, a Codex `shell` call's argv, a tool's output, an Aider
chat history, chat). Keys whose encoding carries a checksum (BIP-32 extended
keys, WIF, bech32 `nsec1`) are generated with a valid checksum, as real ones
have; the public halves of the same encodings (`xpub`, `npub`, addresses) are
among the look-alikes, with transaction hashes, digests, UUIDs in paths,
commit ids, base64 of non-secrets, placeholders and test fixtures. It was
measured once before tuning (the "first sight" figure in bench/README.md);
the rules were then tuned on the dev half and held-out 1-4 only, never on
this one.
"""

from __future__ import annotations

import hashlib
import json
import random

from bench.secret_kinds import (
    B58,
    SESSION_PLACES,
    Gen,
    Kind,
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
    vendor,
)

__all__ = ["BECH32", "KINDS", "b58check", "bech32", "extended_key", "heldout5_samples"]


# -- encodings with a checksum, written here so that the corpus has real-shaped keys -----


def b58check(payload: bytes) -> str:
    data = payload + hashlib.sha256(hashlib.sha256(payload).digest()).digest()[:4]
    n = int.from_bytes(data, "big")
    out = ""
    while n:
        n, rem = divmod(n, 58)
        out = B58[rem] + out
    pad = len(data) - len(data.lstrip(b"\0"))
    return "1" * pad + out


def extended_key(r: random.Random, version: bytes, private: bool) -> str:
    key = b"\0" + r.randbytes(32) if private else bytes([r.choice((2, 3))]) + r.randbytes(32)
    payload = version + bytes([r.randrange(4)]) + r.randbytes(4) + r.randbytes(4)
    return b58check(payload + r.randbytes(32) + key)


def _wif(r: random.Random) -> str:
    return b58check(b"\x80" + r.randbytes(32) + b"\x01")


BECH32 = "qpzry9x8gf2tvdw0s3jn54khce6mua7l"


def _polymod(values: list[int]) -> int:
    gen = (0x3B6A57B2, 0x26508E6D, 0x1EA119FA, 0x3D4233DD, 0x2A1462B3)
    chk = 1
    for v in values:
        top = chk >> 25
        chk = (chk & 0x1FFFFFF) << 5 ^ v
        for i in range(5):
            chk ^= gen[i] if (top >> i) & 1 else 0
    return chk


def bech32(hrp: str, data: bytes, witness: int | None = None) -> str:
    acc, bits, five = 0, 0, []
    for b in data:
        acc = (acc << 8) | b
        bits += 8
        while bits >= 5:
            bits -= 5
            five.append((acc >> bits) & 31)
    if bits:
        five.append((acc << (5 - bits)) & 31)
    if witness is not None:
        five = [witness, *five]
    expanded = [ord(c) >> 5 for c in hrp] + [0] + [ord(c) & 31 for c in hrp]
    mod = _polymod(expanded + five + [0] * 6) ^ 1
    check = [(mod >> 5 * (5 - i)) & 31 for i in range(6)]
    return hrp + "1" + "".join(BECH32[d] for d in five + check)


#: words of the BIP-39 English list
_BIP39_WORDS = (
    "abandon ability able about above absent absorb abstract absurd abuse access accident "
    "account accuse achieve acid acoustic acquire across act action actor actress actual adapt "
    "add addict address adjust admit adult advance advice aerobic affair afford afraid again "
    "age agent agree ahead aim air airport aisle alarm album alcohol alert alien all alley "
    "allow almost alone alpha already also alter always amateur amazing among amount amused "
    "analyst anchor ancient anger angle angry animal ankle announce annual another answer "
    "antenna antique anxiety any apart apology appear apple approve april arch arctic area "
    "arena argue arm armed armor army around arrange arrest arrive arrow art artefact artist "
    "artwork ask aspect assault asset assist assume asthma athlete atom attack attend attitude "
    "attract auction audit august aunt author auto autumn average avocado avoid awake aware "
    "away awesome awful awkward axis legal winner thank year wave sausage worth useful yellow "
    "letter cage doctor zoo wrong vault judge fossil sunset ocean picnic"
)
_BIP39 = tuple(_BIP39_WORDS.split())


def _phrase(r: random.Random, n: int) -> str:
    return " ".join(r.choice(_BIP39) for _ in range(n))


def _v(name: str, make: Gen) -> Kind:
    return vendor(
        name,
        make,
        "export SVC_CREDENTIAL={v}",
        "ok here it is {v}",
        "svc = Service.connect({v!r})",
        "{v}",
        "    credential: {v}",
    )


def _uuid(r: random.Random) -> str:
    return uuid4(r, "9")


def _word_pw(r: random.Random) -> str:
    """A short password a person types: a word and digits, no symbol."""
    word = r.choice(["sunflower", "bluecat", "marmalade", "tigerlily", "copperpot", "snowbird"])
    return word + str(r.randrange(10, 9999))


# -- makers with a shape of their own -----------------------------------------------------


def _xprv(r: random.Random) -> tuple[str, str]:
    v = extended_key(r, bytes.fromhex("0488ADE4"), True)
    form = r.choice(
        ["wallet restore --xprv {v}", 'const root = HDKey.fromExtendedKey("{v}");', "{v}"]
    )
    return v, form.format(v=v)


def _tprv(r: random.Random) -> tuple[str, str]:
    v = extended_key(r, bytes.fromhex("04358394"), True)
    return v, r.choice(
        ["EXTENDED_KEY={v}", "bitcoin-cli importdescriptors 'tr({v}/86h/1h/0h/0/*)'"]
    ).format(v=v)


def _wif_key(r: random.Random) -> tuple[str, str]:
    v = _wif(r)
    return v, r.choice(["bitcoin-cli importprivkey {v} cold false", "wif = '{v}'", "{v}"]).format(
        v=v
    )


def _nsec(r: random.Random) -> tuple[str, str]:
    v = bech32("nsec", r.randbytes(32))
    return v, r.choice(
        ["NOSTR_KEY={v}", "nak event -c hello --sec {v}", "my nostr login {v}"]
    ).format(v=v)


def _seed_24(r: random.Random) -> tuple[str, str]:
    v = _phrase(r, 24)
    form = r.choice(
        [
            "my recovery phrase is {v}",
            'ganache --wallet.mnemonic "{v}"',
            '{{"seedPhrase": "{v}", "index": 0}}',
        ]
    )
    return v, form.format(v=v)


def _seed_12(r: random.Random) -> tuple[str, str]:
    v = _phrase(r, 12)
    form = r.choice(
        [
            "module.exports = {{ networks: {{ hardhat: {{ accounts: {{ mnemonic: '{v}' }} }} }} }}",
            'cast wallet import dev --mnemonic "{v}"',
            "backup words: {v}",
        ]
    )
    return v, form.format(v=v)


def _hardhat_accounts(r: random.Random) -> tuple[str, str]:
    v = "0x" + hexs(r, 64)
    return v, f'sepolia: {{ url: RPC_URL, accounts: ["{v}"] }},'


def _forge_key(r: random.Random) -> tuple[str, str]:
    v = hexs(r, 64)
    return v, r.choice(
        [
            "forge script Deploy.s.sol --rpc-url $RPC --private-key 0x{v} --broadcast",
            "the deployer's private key is {v}",
            "privkey: {v}",
        ]
    ).format(v=v)


def _solana_keypair(r: random.Random) -> tuple[str, str]:
    v = json.dumps(list(r.randbytes(64))).replace(" ", "")
    return v, r.choice(["$ cat ~/.config/solana/id.json\n{v}", "SOLANA_KEYPAIR='{v}'"]).format(v=v)


def _b64_pem(r: random.Random) -> tuple[str, str]:
    pem = "-----BEGIN RSA PRIVATE KEY-----\n" + "\n".join(b64(r, 64) for _ in range(4))
    v = b64_of(pem + "\n-----END RSA PRIVATE KEY-----\n")
    return v, r.choice(
        [
            "users:\n- name: ci\n  user:\n    client-certificate-data: LS0tLS1CRUdJTiBDRVJU\n"
            "    client-key-data: {v}\n",
            "SIGNING_KEY_B64={v}",
        ]
    ).format(v=v)


def _otpauth(r: random.Random) -> tuple[str, str]:
    v = upper32(r, 32)
    return v, f"otpauth://totp/Corp:bob@corp.com?secret={v}&issuer=Corp&digits=6"


def _pgpass(r: random.Random) -> tuple[str, str]:
    v = pw(r)
    return v, f"echo 'db.corp:5432:shop:app:{v}' >> ~/.pgpass && chmod 600 ~/.pgpass"


def _chap(r: random.Random) -> tuple[str, str]:
    v = pw(r)
    return v, f'# /etc/ppp/chap-secrets\n# client  server  secret  IP\n"bob"  *  "{v}"  *'


def _pgbouncer(r: random.Random) -> tuple[str, str]:
    v = pw(r)
    return v, f'$ cat /etc/pgbouncer/userlist.txt\n"app" "{v}"\n"stats" "md5{hexs(r, 32)}"'


def _haproxy(r: random.Random) -> tuple[str, str]:
    v = pw(r)
    return v, f"userlist admins\n    user ops insecure-password {v}\n"


def _tomcat(r: random.Random) -> tuple[str, str]:
    v = pw(r)
    return v, f'<user username="deployer" password="{v}" roles="manager-script"/>'


def _webconfig(r: random.Random) -> tuple[str, str]:
    v = alnum(r, 36)
    return v, f'<appSettings>\n  <add key="StripeSecret" value="{v}" />\n</appSettings>'


def _postman_env(r: random.Random) -> tuple[str, str]:
    v = urlsafe(r, 40)
    return v, (
        '{"name": "prod", "values": [{"key": "baseUrl", "value": "https://api.corp"},'
        ' {"key": "apiToken", "value": "' + v + '", "type": "secret", "enabled": true}]}'
    )


def _csv_export(r: random.Random) -> tuple[str, str]:
    v = pw(r)
    return v, f"name,url,username,password\nshop admin,https://shop.corp,bob,{v}\n"


def _md_table(r: random.Random) -> tuple[str, str]:
    v = pw(r)
    return v, (
        "| env | user | password |\n|---|---|---|\n"
        f"| staging | app | {v} |\n| prod | app | (in vault) |"
    )


def _sql_insert(r: random.Random) -> tuple[str, str]:
    v = pw(r)
    return v, f"INSERT INTO users (email, password) VALUES ('bob@corp.com', '{v}');"


def _ldif_b64(r: random.Random) -> tuple[str, str]:
    v = b64_of(pw(r))
    return (
        v,
        f"dn: uid=bob,ou=people,dc=corp,dc=com\nobjectClass: inetOrgPerson\nuserPassword:: {v}",
    )


def _gem_credentials(r: random.Random) -> tuple[str, str]:
    v = "rubygems_" + hexs(r, 48)
    return v, f"---\n:rubygems_api_key: {v}\n"


def _docker_auth(r: random.Random) -> tuple[str, str]:
    v = b64_of("bob:" + pw(r))
    return v, '{"auths": {"registry.corp:5000": {"auth": "' + v + '"}}}'


def _bundler(r: random.Random) -> tuple[str, str]:
    v = pw(r)
    return v, f"BUNDLE_GEMS__CORP__COM=bob:{v}"


def _elixir(r: random.Random) -> tuple[str, str]:
    v = pw(r)
    return v, (
        f'config :shop, Shop.Repo,\n  username: "app",\n  password: "{v}",\n  hostname: "db"'
    )


def _az_sp_output(r: random.Random) -> tuple[str, str]:
    v = alnum(r, 5) + "8Q~" + urlsafe(r, 32)
    return v, (
        "$ az ad sp create-for-rbac --name ci\n{\n"
        f'  "appId": "{_uuid(r)}",\n  "displayName": "ci",\n  "password": "{v}",\n'
        f'  "tenant": "{_uuid(r)}"\n}}'
    )


def _ecr_output(r: random.Random) -> tuple[str, str]:
    v = "eyJwYXlsb2FkIjoi" + b64(r, 120)
    return v, f"$ aws ecr get-login-password --region eu-west-1\n{v}"


def _heroku_token_output(r: random.Random) -> tuple[str, str]:
    v = "HRKU-AA" + urlsafe(r, 58)
    return v, f"$ heroku auth:token\n {v}"


def _discord_webhook(r: random.Random) -> tuple[str, str]:
    v = urlsafe(r, 68)
    return v, f"curl -X POST https://discord.com/api/webhooks/{r.randrange(10**17, 10**18)}/{v}"


def _telegram_path(r: random.Random) -> tuple[str, str]:
    v = f"{r.randrange(10**9, 7 * 10**9)}:AA{urlsafe(r, 33)}"
    return v, f"curl https://api.telegram.org/bot{v}/getUpdates"


def _infura(r: random.Random) -> tuple[str, str]:
    v = hexs(r, 32)
    return v, f"RPC_URL=https://mainnet.infura.io/v3/{v}"


def _alchemy(r: random.Random) -> tuple[str, str]:
    v = urlsafe(r, 32)
    return v, f"const provider = new JsonRpcProvider('https://eth-mainnet.g.alchemy.com/v2/{v}')"


def _aiza_path(r: random.Random) -> tuple[str, str]:
    v = "AIza" + urlsafe(r, 35)
    return v, r.choice(
        [
            "GET https://firebasestorage.googleapis.com/v0/b/{v}/o/app.json",
            "https://www.googleapis.com/customsearch/v1/{v}/results?q=x",
        ]
    ).format(v=v)


def _grafana_cloud(r: random.Random) -> tuple[str, str]:
    body = b64_of(json.dumps({"o": str(r.randrange(10**6)), "n": "ci", "k": alnum(r, 24)}))
    v = "glc_" + body.replace("=", "")
    v = v[:20] + "/" + v[20:40] + "+" + v[40:]
    return v, r.choice(
        ["GRAFANA_CLOUD_ACCESS_POLICY={v}", "grafana cloud push --token {v}"]
    ).format(v=v)


def _aws_session_token(r: random.Random) -> tuple[str, str]:
    v = "IQoJb3JpZ2luX2VjE" + b64(r, 40) + "/" + b64(r, 60) + "+" + b64(r, 80)
    return v, f"export AWS_SESSION_TOKEN={v}"


def _asana(r: random.Random) -> tuple[str, str]:
    v = f"2/{r.randrange(10**15, 10**16)}/{r.randrange(10**15, 10**16)}:{hexs(r, 32)}"
    return v, r.choice(["asana = asana.Client.access_token('{v}')", "ASANA_PAT={v}"]).format(v=v)


def _salesforce_sid(r: random.Random) -> tuple[str, str]:
    v = "00D" + alnum(r, 12) + "!AQ" + urlsafe(r, 4) + "." + urlsafe(r, 90)
    return v, r.choice(
        ["sf org display\nAccess Token  {v}", "sfdx force:data:soql:query -o {v}"]
    ).format(v=v)


def _braintree(r: random.Random) -> tuple[str, str]:
    v = f"access_token$production${lower_alnum(r, 16)}${hexs(r, 32)}"
    return v, f"gateway = braintree.BraintreeGateway(access_token='{v}')"


def _bws(r: random.Random) -> tuple[str, str]:
    v = f"0.{_uuid(r)}.{alnum(r, 30)}:{b64(r, 22)}=="
    return v, f"BWS_ACCESS_TOKEN={v} bws secret list"


def _ably(r: random.Random) -> tuple[str, str]:
    v = f"{alnum(r, 6)}.{alnum(r, 6)}:{urlsafe(r, 43)}"
    return v, r.choice(["const ably = new Ably.Realtime('{v}');", "ABLY_KEY={v}"]).format(v=v)


def _pubnub(r: random.Random) -> tuple[str, str]:
    v = "sec-c-" + b64(r, 48)
    return v, (
        f"pubnub = PubNub(publish_key='pub-c-{_uuid(r)}', subscribe_key='sub-c-{_uuid(r)}',"
        f" secret_key='{v}')"
    )


def _mysql_go_config(r: random.Random) -> tuple[str, str]:
    v = pw(r)
    return v, f'cfg := mysql.Config{{User: "app", Passwd: "{v}", Net: "tcp", Addr: "db:3306"}}'


def _go_aws_static(r: random.Random) -> tuple[str, str]:
    v = b64(r, 40)
    return v, (
        f'creds := credentials.NewStaticCredentialsProvider("AKIA{upper32(r, 16)}", "{v}", "")'
    )


def _rust_builder(r: random.Random) -> tuple[str, str]:
    v = pw(r)
    return v, (
        'let opts = PgConnectOptions::new().host("db").username("app")'
        f'.password("{v}").database("shop");'
    )


def _mongo_change(r: random.Random) -> tuple[str, str]:
    v = pw(r)
    return v, f'mongosh admin --eval \'db.changeUserPassword("app", "{v}")\''


def _sp_addlogin(r: random.Random) -> tuple[str, str]:
    v = pw(r)
    return v, f"sqlcmd -S db -E -Q \"EXEC sp_addlogin 'reporter', '{v}', 'shop'\""


def _oracle_identified(r: random.Random) -> tuple[str, str]:
    v = alnum(r, 14)
    return v, f"CREATE USER app IDENTIFIED BY {v} DEFAULT TABLESPACE users;"


def _cypher(r: random.Random) -> tuple[str, str]:
    v = pw(r)
    return v, f"cypher-shell -u neo4j \"ALTER CURRENT USER SET PASSWORD FROM 'neo4j' TO '{v}'\""


KINDS: tuple[Kind, ...] = (
    # command lines of tools none of the earlier halves used
    Kind("vsql_w", "cli", made("vsql -h vertica -U dbadmin -w {v} -c 'select 1'")),
    Kind("hdbsql_p", "cli", made("hdbsql -n hana:30015 -u SYSTEM -p {v} 'SELECT * FROM DUMMY'")),
    Kind("sqlline_p", "cli", made("sqlline -u jdbc:phoenix:zk:2181 -n app -p {v}")),
    Kind("arangosh_password", "cli", made("arangosh --server.username root --server.password {v}")),
    Kind(
        "bw_unlock",
        "cli",
        made("bw unlock '{v}' --raw", "export BW_SESSION=$(bw unlock {v} --raw)"),
    ),
    Kind(
        "vault_unseal",
        "cli",
        made("vault operator unseal {v}", value=lambda r: b64(r, 43) + "="),
    ),
    Kind(
        "apksigner_ks_pass",
        "cli",
        made("apksigner sign --ks release.jks --ks-pass pass:{v} app.apk"),
    ),
    Kind(
        "jarsigner_storepass", "cli", made("jarsigner -keystore r.jks -storepass {v} app.jar alias")
    ),
    Kind("kinit_stdin", "cli", made("echo '{v}' | kinit bob@CORP.COM")),
    Kind("cmdkey_pass", "cli", made("cmdkey /add:fileserver /user:CORP\\bob /pass:{v}")),
    Kind(
        "schtasks_rp",
        "cli",
        made('schtasks /create /tn backup /tr "C:\\bk.cmd" /ru CORP\\svc /rp {v}'),
    ),
    Kind("wmic_password", "cli", made("wmic /node:srv01 /user:admin /password:{v} os get caption")),
    Kind("sudo_herestring", "cli", made("sudo -S systemctl restart nginx <<< '{v}'")),
    Kind("gh_secret_body", "cli", made("gh secret set DB_PASSWORD --body '{v}' --repo corp/web")),
    Kind("travis_encrypt", "cli", made("travis encrypt DEPLOY_KEY={v} --add env.global")),
    Kind(
        "netlify_env_set",
        "cli",
        made("netlify env:set STRIPE_SECRET {v}", value=lambda r: alnum(r, 40)),
    ),
    Kind(
        "dokku_config",
        "cli",
        made("dokku config:set shop SECRET_KEY_BASE={v}", value=lambda r: hexs(r, 64)),
    ),
    Kind(
        "supabase_secrets",
        "cli",
        made("supabase secrets set OPENAI_KEY={v}", value=lambda r: alnum(r, 48)),
    ),
    Kind("civo_apikey", "cli", made("civo apikey save main {v}", value=lambda r: alnum(r, 50))),
    Kind("doctl_t", "cli", made("doctl auth init -t {v}", value=lambda r: hexs(r, 64))),
    Kind("scw_init", "cli", made("scw init secret-key={v} organization-id={uuid}", value=_uuid)),
    Kind(
        "veracrypt_password",
        "cli",
        made("veracrypt -t --mount vol.hc /mnt/v --password={v} --pim=0"),
    ),
    Kind("duplicity_env", "cli", made("PASSPHRASE='{v}' duplicity /home file:///mnt/backup")),
    Kind("memtier_auth", "cli", made("memtier_benchmark -s cache -p 6379 -a {v} --test-time 30")),
    Kind("mysqlimport_attached", "cli", made("mysqlimport -u app -p{v} --local shop orders.csv")),
    Kind(
        "openvpn_auth_file",
        "cli",
        made(
            "printf 'bob\\n{v}\\n' > auth.txt && openvpn --config c.ovpn --auth-user-pass auth.txt"
        ),
    ),
    Kind("expo_login", "cli", made("npx expo login -u bob -p {v}")),
    Kind(
        "firebase_token",
        "cli",
        made("firebase deploy --only hosting --token {v}", value=lambda r: alnum(r, 44)),
    ),
    Kind("pgpass_line", "cli", _pgpass),
    Kind("mongo_change_password", "cli", _mongo_change),
    Kind("sql_sp_addlogin", "cli", _sp_addlogin),
    Kind("cypher_shell_alter", "cli", _cypher),
    # code: constructors, builders, calls none of the earlier halves used
    Kind("go_mysql_config", "code", _mysql_go_config),
    Kind("go_aws_static", "code", _go_aws_static),
    Kind("rust_pg_builder", "code", _rust_builder),
    Kind(
        "pysftp_connection",
        "code",
        made("with pysftp.Connection('sftp.corp', username='bob', password='{v}') as s:"),
    ),
    Kind(
        "snowflake_connect",
        "code",
        made("snowflake.connector.connect(user='bob', password='{v}', account='xy12345')"),
    ),
    Kind(
        "hvac_client",
        "code",
        made(
            "client = hvac.Client(url='https://vault.corp', token='{v}')",
            value=lambda r: alnum(r, 28),
        ),
    ),
    Kind(
        "java_password_authentication",
        "code",
        made('return new PasswordAuthentication("bob", "{v}".toCharArray());'),
    ),
    Kind(
        "kotlin_const",
        "code",
        made('private const val CLIENT_SECRET = "{v}"', value=lambda r: urlsafe(r, 40)),
    ),
    Kind("swift_let", "code", made('let apiSecret = "{v}"', value=lambda r: alnum(r, 40))),
    Kind("elixir_repo_config", "code", _elixir),
    Kind("braintree_gateway", "code", _braintree),
    Kind("pubnub_secret", "code", _pubnub),
    Kind("ably_key", "code", _ably),
    Kind("makefile_assign", "code", made("export API_SECRET := {v}", value=lambda r: alnum(r, 32))),
    Kind(
        "systemd_environment",
        "code",
        made('[Service]\nEnvironment="DB_PASS={v}"\nExecStart=/usr/bin/shop'),
    ),
    Kind("nix_option", "code", made('services.grafana.settings.security.admin_password = "{v}";')),
    Kind(
        "dockerfile_arg",
        "code",
        made("ARG NPM_TOKEN={v}\nRUN npm ci", value=lambda r: alnum(r, 36)),
    ),
    Kind("ps_securestring", "code", made("$pw = ConvertTo-SecureString '{v}' -AsPlainText -Force")),
    Kind(
        "ps_invoke_rest",
        "code",
        made(
            'Invoke-RestMethod -Uri $u -Headers @{{Authorization = "Bearer {v}"}}',
            value=lambda r: urlsafe(r, 40),
        ),
    ),
    # config and file formats
    Kind("tomcat_users_xml", "config", _tomcat),
    Kind("webconfig_appsetting", "config", _webconfig),
    Kind("postman_environment", "config", _postman_env),
    Kind("browser_csv_export", "config", _csv_export),
    Kind("markdown_table", "config", _md_table),
    Kind("sql_insert_password", "config", _sql_insert),
    Kind("ldif_b64_password", "config", _ldif_b64),
    Kind("gem_credentials", "config", _gem_credentials),
    Kind("docker_config_auth", "config", _docker_auth),
    Kind("bundler_env_creds", "config", _bundler),
    Kind("chap_secrets", "config", _chap),
    Kind("pgbouncer_userlist", "config", _pgbouncer),
    Kind("haproxy_userlist", "config", _haproxy),
    Kind("oracle_identified_by", "config", _oracle_identified),
    Kind("nmconnection_psk", "config", made("[wifi-security]\nkey-mgmt=wpa-psk\npsk={v}")),
    Kind(
        "gh_hosts_yml",
        "config",
        made(
            "github.com:\n    user: bob\n    oauth_token: {v}\n    git_protocol: ssh",
            value=lambda r: alnum(r, 40),
        ),
    ),
    # headers and cookies
    Kind(
        "auth_klaviyo",
        "header",
        made("Authorization: Klaviyo-API-Key pk_{v}", value=lambda r: hexs(r, 34)),
    ),
    Kind("auth_deepl", "header", made("-H 'Authorization: DeepL-Auth-Key {v}:fx'", value=_uuid)),
    Kind(
        "auth_jwt_scheme",
        "header",
        made(
            "Authorization: JWT {v}",
            value=lambda r: "eyJhbGciOiJIUzI1NiJ9.eyJ1c2VyIjoiYm9iIn0." + urlsafe(r, 43),
        ),
    ),
    Kind(
        "x_consul_token",
        "header",
        made("curl -H 'X-Consul-Token: {v}' http://consul:8500/v1/kv/app", value=_uuid),
    ),
    Kind(
        "cookie_django_session",
        "header",
        made("Cookie: csrftoken=abc; sessionid={v}", value=lambda r: lower_alnum(r, 32)),
    ),
    Kind(
        "cookie_gitlab_session",
        "header",
        made(
            "curl -b '_gitlab_session={v}' https://gitlab.corp/api/v4/user",
            value=lambda r: hexs(r, 32),
        ),
    ),
    Kind(
        "azure_openai_header",
        "header",
        made(
            '-H "api-key: {v}" https://corp.openai.azure.com/openai/deployments',
            value=lambda r: hexs(r, 32),
        ),
    ),
    # URLs with the key in the path
    Kind("discord_webhook_path", "form", _discord_webhook),
    Kind("telegram_bot_path", "form", _telegram_path),
    Kind("infura_path", "form", _infura),
    Kind("alchemy_path", "form", _alchemy),
    Kind("google_key_in_path", "form", _aiza_path),
    Kind("otpauth_uri", "form", _otpauth),
    Kind("hg_clone_userinfo", "dsn", made("hg clone https://bob:{v}@hg.corp/repos/shop")),
    Kind("dsn_arangodb", "dsn", made("ARANGO_URL=http+ssl://root:{v}@arango.corp:8529/_db/shop")),
    Kind(
        "dsn_questdb",
        "dsn",
        made("QDB_CLIENT_CONF='https::addr=qdb:9000;username=admin;password={v};'"),
    ),
    Kind(
        "dsn_surrealdb",
        "dsn",
        made("surreal sql --endpoint ws://db:8000 --user root --pass {v} --ns shop"),
    ),
    Kind(
        "dsn_clickhouse_native",
        "dsn",
        made("clickhouse://default:{v}@ch.corp:9440/analytics?secure=true"),
    ),
    # tool output that prints a secret on a line of its own
    Kind("az_sp_output", "key", _az_sp_output),
    Kind("ecr_password_output", "key", _ecr_output),
    Kind("heroku_token_output", "key", _heroku_token_output),
    # keys: checksummed encodings, phrases, raw key material, encodings of armours
    Kind("bip32_xprv_valid", "key", _xprv),
    Kind("bip32_tprv", "key", _tprv),
    Kind("wif_private_key", "key", _wif_key),
    Kind("nostr_nsec_valid", "key", _nsec),
    Kind("seed_phrase_24", "key", _seed_24),
    Kind("seed_phrase_12", "key", _seed_12),
    Kind("hardhat_accounts", "key", _hardhat_accounts),
    Kind("eth_key_no_prefix", "key", _forge_key),
    Kind("solana_keypair", "key", _solana_keypair),
    Kind("base64_pem", "key", _b64_pem),
    # prose: short passwords with no symbol, new cues, new languages
    Kind("prose_pw_word", "prose", made("the password is {v}", "pw is {v}", value=_word_pw)),
    Kind(
        "prose_wifi_word",
        "prose",
        made("guest wifi password: {v}", "wifi pass {v}", value=_word_pw),
    ),
    Kind(
        "prose_set_it_to",
        "prose",
        made("I reset the admin password to {v}, change it later", value=_word_pw),
    ),
    Kind(
        "prose_ssh_as",
        "prose",
        made("ssh in as root, password {v}", "sign in with bob / {v}", value=_word_pw),
    ),
    Kind(
        "prose_api_secret",
        "prose",
        made("the API secret you need is {v}", value=lambda r: alnum(r, 32)),
    ),
    Kind(
        "prose_here_again",
        "prose",
        made("DM'd you the token but here it is again: {v}", value=lambda r: urlsafe(r, 40)),
    ),
    Kind("prose_passcode", "prose", made("passcode for the vault UI is {v}", value=_word_pw)),
    Kind("prose_hindi", "prose", made("पासवर्ड: {v}", "पासवर्ड है {v}")),
    Kind("prose_arabic", "prose", made("كلمة المرور: {v}")),
    Kind("prose_hebrew", "prose", made("סיסמה: {v}")),
    Kind("prose_finnish", "prose", made("salasana: {v}", "salasana on {v}")),
    Kind("prose_norwegian", "prose", made("passordet er {v}", "passord: {v}")),
    Kind("prose_hungarian", "prose", made("jelszó: {v}", "a jelszó {v}")),
    Kind("prose_thai", "prose", made("รหัสผ่าน: {v}")),
    Kind("prose_ukrainian", "prose", made("пароль від бази: {v}")),
    # vendor prefixes not in the tables
    _v("brevo_key", lambda r: "xkeysib-" + hexs(r, 64) + "-" + alnum(r, 16)),
    _v("pinecone_key", lambda r: "pcsk_" + alnum(r, 5) + "_" + alnum(r, 64)),
    _v("langsmith_key", lambda r: "lsv2_pt_" + hexs(r, 32) + "_" + hexs(r, 10)),
    _v("tavily_key", lambda r: "tvly-" + alnum(r, 32)),
    _v("firecrawl_key", lambda r: "fc-" + hexs(r, 32)),
    _v("fireworks_key", lambda r: "fw_" + alnum(r, 24)),
    _v("browserbase_key", lambda r: "bb_live_" + urlsafe(r, 27)),
    _v(
        "sentry_org_token",
        lambda r: (
            "sntrys_"
            + b64_of('{"iat":1700000000,"url":"https://sentry.io"}').rstrip("=")
            + "_"
            + b64(r, 43)
        ),
    ),
    _v("honeycomb_ingest", lambda r: "hcaik_" + lower_alnum(r, 58)),
    _v("buildkite_token", lambda r: "bkua_" + hexs(r, 40)),
    _v("gitlab_trigger", lambda r: "glptt-" + hexs(r, 40)),
    _v("gitlab_cicd_job", lambda r: "glcbt-" + urlsafe(r, 20)),
    _v("mandrill_key", lambda r: "md-" + urlsafe(r, 22)),
    _v("typeform_pat", lambda r: "tfp_" + alnum(r, 44) + "_" + alnum(r, 14)),
    _v("onesignal_key", lambda r: "os_v2_app_" + lower_alnum(r, 110)),
    _v(
        "paddle_key",
        lambda r: "pdl_live_apikey_" + lower_alnum(r, 26) + "_" + alnum(r, 22) + "_" + alnum(r, 3),
    ),
    _v("mollie_key", lambda r: "live_" + alnum(r, 30)),
    _v("intercom_token", lambda r: "dG9rOj" + b64(r, 54) + "="),
    _v("grafana_cloud_token", lambda r: _grafana_cloud(r)[0]),
    _v("aws_session_token", lambda r: _aws_session_token(r)[0]),
    _v("asana_pat", lambda r: _asana(r)[0]),
    _v("salesforce_session", lambda r: _salesforce_sid(r)[0]),
    _v("bitwarden_sm_token", lambda r: _bws(r)[0]),
    Kind("grafana_cloud_in_use", "vendor", _grafana_cloud),
    Kind("aws_session_export", "vendor", _aws_session_token),
    Kind("asana_in_use", "vendor", _asana),
    Kind("salesforce_in_use", "vendor", _salesforce_sid),
    Kind("bitwarden_sm_in_use", "vendor", _bws),
)


def heldout5_samples(per_kind: int = 3) -> tuple[Sample, ...]:
    """`per_kind` samples of each kind of the fifth held-out half; the same on every run."""
    return samples(KINDS, per_kind, "kenning-wide-secrets-heldout5", SESSION_PLACES)
