"""Round 25b (issue 27): the leak classes held-out 31 showed, each by its mechanism.

A key named for what it does (a salt, a passkey, what something is encrypted with, a
framework's key base, a cluster's cookie), a `key` in an object named for encryption, a
cookie given as a flag, the members of a block of tokens, a list of keys, a password typed
at a protocol's prompt, a signing call's key, a form's `pwd` field, a router's reversible
secret, a mailing-list service's key, an SNMP community quoted, a long key a command
prints. Each class is written here in forms and for vendors the held-out sets do not
hold, with look-alikes of the same shape that must stay. The values are generated from a
fixed seed: none is a real key.
"""

from __future__ import annotations

import base64
import string

import pytest

from .fake_values import DRAWS, Values, kept, stays_linear, taken

V = Values("kenning-tests-round25b")


def _b64(n: int) -> str:
    return base64.b64encode(V.random.randbytes(n)).decode()


def _capitals(n: int = 20) -> str:
    while True:
        v = "".join(V.random.choice(string.ascii_uppercase) for _ in range(n))
        if len(set(v)) >= 10:
            return v


# -- a key named for what it does -------------------------------------------------------------


def test_a_key_named_for_its_purpose_is_taken() -> None:
    for _ in range(DRAWS):
        salt, hexed, b64 = V.rand(32), V.hex(64), _b64(32)
        for text, secret in (
            (f"MERCHANT_SALT={salt}", salt),
            (f'$config["gateway_salt"] = "{salt}";', salt),
            (f"  hash_salt: {salt}", salt),
            (f'bkash_passkey = "{hexed}"', hexed),
            (f"STK_PASSKEY={hexed}", hexed),
            (f'  "gossip_encrypt": "{b64}",', b64),
            (f"serf_encrypt: {b64}", b64),
            (f"$license_encryption_hash = '{salt}';", salt),
            (f'  secret_key_base: "{_b64(48)}{salt}",', salt),
            (f"config.secret_key_base = '{hexed}'", hexed),
        ):
            assert taken(text, secret), text


def test_a_purpose_setting_or_a_records_salt_is_kept() -> None:
    for text in (
        "SALT_ROUNDS=12",
        "salt = bcrypt.gensalt()",
        f'"salt": "{V.hex(32)}",',  # a hash record's salt, beside its hash
        "passkey_enabled: true",
        "encrypt = true",
        "encrypt: ${CONSUL_GOSSIP_KEY}",
        'secret_key_base: System.fetch_env!("SECRET_KEY_BASE")',
        "cookie_name = 'sessionid'",
        "cookie: _ga=GA1.2.1234567.1690000000",
        "encryption_hash = hash_file(path)",
    ):
        assert kept(text), text


def test_a_key_in_an_object_named_for_encryption_is_taken() -> None:
    for _ in range(DRAWS):
        hexed, b64 = V.hex(32), _b64(32)
        for text, secret in (
            (f"'encryption' => [\n    'key' => '{hexed}',\n],", hexed),
            (f'cipher: {{ key: "{b64}" }}', b64),
            (f"$crypt = array('key' => '{hexed}');", hexed),
            (f'"crypt": {{"key": "{b64}"}}', b64),
            (f'encryption = {{\n  key = "{hexed}"\n}}', hexed),
        ):
            assert taken(text, secret), text


def test_a_key_named_in_an_encryption_object_is_kept() -> None:
    for text in (
        "'crypt' => [\n    'key' => 'env:APP_CRYPT_KEY'\n],",
        'cipher: { key: "aes-256-cbc-mode" }',
        "'encryption' => ['key' => 'primary']",
        '"crypt": {"key": "<your key here>"}',
        'encryption = {\n  key = "projects/p/locations/l/keyRings/r/cryptoKeys/k"\n}',
    ):
        assert kept(text), text


# -- a cluster's cookie as a flag --------------------------------------------------------------


def test_a_cookie_flag_is_taken() -> None:
    for _ in range(DRAWS):
        cap, mixed = _capitals(), V.rand(24)
        for text, secret in (
            (f"erl -sname ops -setcookie {cap} -remsh app@db2", cap),
            (f"rabbitmqctl --erlang-cookie x status; iex --cookie {mixed} -S mix", mixed),
            (f"  -setcookie {cap}", cap),
            (f"elixir --sname tmp --cookie '{cap}' -e 'IO.puts(1)'", cap),
            (f'CMD ["iex", "--cookie={mixed}"]', mixed),
        ):
            assert taken(text, secret), text


def test_a_cookie_flag_with_a_file_or_a_pair_is_kept() -> None:
    for text in (
        "curl --cookie cookies.txt https://shop.test/cart",
        'curl --cookie "theme=dark" https://shop.test/',
        "erl -setcookie $ERLANG_COOKIE",
        "iex --cookie ${RELEASE_COOKIE} -S mix",
        "wget --load-cookies jar.txt --cookie on https://x.test/",
    ):
        assert kept(text), text


# -- the members of a block of tokens ----------------------------------------------------------


def test_the_members_of_a_token_block_are_taken() -> None:
    for _ in range(DRAWS):
        a, b = V.uuid(), V.rand(32)
        for text, secret in (
            (f'tokens {{\n  agent = "{a}"\n}}', a),
            (f'acl {{\n  tokens {{\n    default = "{a}"\n    replication = "{b}"\n  }}\n}}', b),
            (f'secrets {{\n  signing = "{b}"\n}}', b),
            (f'credentials {{\n  deploy_bot = "{b}"\n}}', b),
            (f'tokens{{ master = "{a}" }}', a),
        ):
            assert taken(text, secret), text


def test_a_token_block_of_settings_is_kept() -> None:
    for text in (
        'tokens {\n  ttl = "30m"\n}',
        'secrets {\n  backend = "vault-kv-engine"\n}',
        'credentials {\n  source = "env"\n  file = "/etc/creds.json"\n}',
        'tokens {\n  agent = "${var.agent_token}"\n}',
        'tokens {\n  policy_name = "read-only-policy"\n}',
    ):
        assert kept(text), text


# -- a list of keys ----------------------------------------------------------------------------


@pytest.mark.slow
def test_every_key_of_a_list_is_taken() -> None:
    for _ in range(DRAWS):
        keys = [_b64(16) for _ in range(4)]
        hexes = [V.hex(32) for _ in range(3)]
        for text, secrets in (
            (f"SESSION_KEYS={','.join(keys)}", keys),
            (f"cookie_secrets: {', '.join(keys)}", keys),
            (f"API_TOKENS={','.join(hexes)}", hexes),
            (f'  "signing_keys": "{",".join(hexes)}",', hexes),
            (f"export JWT_SECRETS={','.join(keys[:2])}", keys[:2]),
        ):
            for secret in secrets:
                assert taken(text, secret), text


def test_a_list_of_names_under_keys_is_kept() -> None:
    for text in (
        "SORT_KEYS=created_at,updated_at",
        "required_keys: title, body, author",
        "PARTITION_KEYS=tenant_id,region_code",
        "secrets: db_password, api_token_name",
        "KEYS=primary,secondary,tertiary",
    ):
        assert kept(text), text


# -- a password typed at a protocol's prompt ---------------------------------------------------


def test_a_protocol_login_is_taken() -> None:
    for _ in range(DRAWS):
        pw = V.rand(14)
        plain = base64.b64encode(f"\0ops@mail.test\0{pw}".encode()).decode()
        for text, secret in (
            (f"C: A001 LOGIN ops@mail.test {pw}\nS: A001 OK", pw),
            (f'tag7 login "support" "{pw}"', pw),
            (f"+OK POP3 ready\nUSER ops\nPASS {pw}\n+OK", pw),
            (f"220 ftp ready\nUSER deploy\n331 Password required\nPASS {pw}", pw),
            (f"127.0.0.1:6379> AUTH default {pw}\nOK", pw),
            (f"redis> AUTH {pw}", pw),
            (f"250 AUTH PLAIN LOGIN\nAUTH PLAIN {plain}\n235 ok", plain),
        ):
            assert taken(text, secret), text


def test_a_protocol_line_with_no_password_is_kept() -> None:
    for text in (
        "AUTH LOGIN",
        "250-AUTH PLAIN LOGIN CRAM-MD5",
        "A001 LOGIN user password",
        "PASS $FTP_PASSWORD",
        "> AUTH <password>",
        "a1 OK LOGIN completed",
        "The PASS command follows USER.",
        "npm login --registry https://registry.npmjs.org",
        "docker login -u ci registry.example.test",
        "AUTH /etc/app/auth.conf",
    ):
        assert kept(text), text


# -- a signing call's key, a form's password field ---------------------------------------------


def test_a_signing_calls_key_is_taken() -> None:
    for _ in range(DRAWS):
        key = V.rand(16) + V.random.choice("@&#!")
        hexed = V.hex(32)
        for text, secret in (
            (f'sig = Razorpay.computeSignature(payload, "{key}")', key),
            (f"$h = hash_hmac('sha512', $body, '{key}');", key),
            (f'let c = Checksum.generate_checksum(params, "{hexed}")', hexed),
            (f'const s = hmacSha256Hex(req.body, "{key}")', key),
            (f'mac = make_hmac(data, key="{hexed}")', hexed),
        ):
            assert taken(text, secret), text


def test_a_signing_call_without_a_key_is_kept() -> None:
    for text in (
        'ok = verifySignature(body, "sha256", sig)',
        'sig = sign(payload, "hello world")',
        "$h = hash_hmac('sha256', $body, $secret);",
        'checksum = generateChecksum(path, "algorithm=crc32")',
        "signature = createSignature(payload, process.env.SIGNING_KEY)",
    ):
        assert kept(text), text


def test_a_forms_password_field_is_taken() -> None:
    for _ in range(DRAWS):
        pw = V.rand(12)
        esc = V.rand(6) + "%21" + V.rand(5)
        for text, secret in (
            (f"POST /admin/login.php\nuser=root&pwd={pw}&submit=1", pw),
            (f'"text": "email=a%40b.test&pwd={esc}&remember=on"', esc),
            (f"GET /cgi-bin/login?usr=admin&pw={pw}", pw),
            (f"curl -d 'name=ops&pwd={pw}' https://nas.local/auth", pw),
            (f"https://cam.local/snap.cgi?user=viewer&pwd={esc}", esc),
        ):
            assert taken(text, secret), text


def test_a_form_field_of_no_password_is_kept() -> None:
    for text in (
        "GET /files?dir=/home&pwd=/var/www",
        "?user=bob&pwd=&next=/",
        "&pwd=${PASSWORD}",
        "&pw=secret",
        "&pwd=hidden&x=1",
    ):
        assert kept(text), text


# -- a router's reversible secret, a service's key, an SNMP community ---------------------------


def test_a_routers_reversible_secret_is_taken() -> None:
    alphabet = string.ascii_letters + string.digits + "./-"
    for _ in range(DRAWS):
        nine = "$9$" + "".join(V.random.choice(alphabet) for _ in range(22))
        for text in (
            f'set system root-authentication encrypted-password "{nine}"',
            f'authentication-key "{nine}";',
            f'pre-shared-key ascii-text "{nine}"; ## SECRET-DATA',
            f"secret {nine}",
            f'    simple-password "{nine}";',
        ):
            assert taken(text, nine), text


def test_a_type_9_hash_and_prose_are_kept() -> None:
    for text in (
        "crypt(3) gives $9$nhEmQVczB7dqsO$X.HsgL6x1il0RxkOSSvyQYwucySCt7qFm4v7pqCxkKM",
        "the format starts with $9$ on Juniper",
        "$9$",
        "price: $9$ each",
        "echo $9$HOME",
    ):
        assert kept(text), text


def test_a_mailing_list_key_is_taken() -> None:
    for _ in range(DRAWS):
        key = f"{V.hex(32)}-us{V.random.randint(1, 21)}"
        for text in (
            f"wp option update mc4wp_api_key {key}",
            f"MAILCHIMP={key}",
            f'client.set_config({{"api_key": "x", "server": "us1", "k": "{key}"}})',
            f"the list key is {key}",
            f"| newsletter | {key} |",
        ):
            assert taken(text, key), text


def test_a_hex_run_with_a_region_word_is_kept() -> None:
    for text in (
        f"{V.hex(32)}-usage",
        "sha-us1-build-2024",
        "build-us1",
        "region: us1, list: mc-us7-weekly",
        "us-east-1",
    ):
        assert kept(text), text


def test_a_quoted_snmp_community_is_taken() -> None:
    for _ in range(DRAWS):
        c = V.rand(14)
        for text in (
            f"snmpwalk -v2c -c '{c}' 10.0.0.1 ifDescr",
            f'snmpget -v 1 -c "{c}" switch.lan sysName.0',
            f"snmpbulkwalk -v2c -Cr25 -c '{c}' core1 .1.3.6",
            f'snmptable -v 2c -c "{c}" ups.lan upsBatteryTable',
            f"snmpset -v2c -c '{c}' ap1 sysLocation.0 s lab",
        ):
            assert taken(text, c), text


def test_a_default_community_is_kept() -> None:
    for text in (
        "snmpwalk -v2c -c public 10.0.0.1",
        "snmpget -v2c -c 'public' printer sysUpTime.0",
        "snmpwalk -v2c -c $COMMUNITY host",
        'snmpwalk -v2c -c "private" host',
        "snmpwalk -v3 -l noAuthNoPriv -u monitor host",
    ):
        assert kept(text), text


# -- a long key a command prints ---------------------------------------------------------------


def test_a_long_printed_key_is_taken() -> None:
    for _ in range(DRAWS):
        key = _b64(512)
        for text in (
            f"$ sudo cat /etc/app/data_key_secret\n{key}",
            f"$ cat ~/.config/tool/token\n{key}\n$ ls",
            f"$ openssl rand -base64 512 | tr -d '\\n'\n{key}",
            f"$ kubectl get secret app -o jsonpath='{{.data.key}}'\n{key}",
            f"#### $ cat master_secret\n#### {key}",
        ):
            assert taken(text, key), text


# -- look-alikes held-out 31 showed destroyed -------------------------------------------------


def test_an_aead_tag_and_a_secret_stores_field_path_are_kept() -> None:
    for _ in range(DRAWS):
        tag = _b64(16)
        for text in (
            f'{{\n  "encrypted_data": "{_b64(30)}",\n  "iv": "{_b64(12)}",'
            f'\n  "auth_tag": "{tag}"\n}}',
            f'"tag": "{tag}", "ciphertext": "{_b64(40)}"',
        ):
            assert kept(text), text
    for text in (
        "pw: \"{{ lookup('hashi_vault', 'secret=secret/data/app:password') }}\"",
        "token: \"{{ lookup('hashi_vault', 'secret=kv/data/ci/deploy:token') }}\"",
        "vault kv get -field=password kv/data/db",
    ):
        assert kept(text), text


@pytest.mark.slow
def test_hostile_texts_for_round_25b_stay_linear() -> None:
    texts = [
        "salt=" * 2_000,
        'tokens { a = "' * 1_000,
        "x pass " * 2_000,
        "a1 LOGIN " * 2_000,
        "generateSignature(" * 2_000,
        "APP_KEYS=" + "k" * 20 + ("," + "k" * 20) * 2_000,
        "'crypt' => [" * 2_000,
        "--cookie " * 2_000,
        "0123456789abcdef-us" * 2_000,
        "&pwd=" * 2_000,
    ]
    for text in texts:
        assert stays_linear(text), text[:30]
