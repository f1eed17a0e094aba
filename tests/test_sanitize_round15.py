"""Round 15's classes (issue 27): what held-out 17 and 18 showed, by place, name and shape.

A short code told after a credential's noun of any trade, a name that says so,
numbered backup codes, words under a secret's name (told.py); each written again in
forms the sets do not hold, each with a look-alike in the same place that must come
through. The values are generated here from a fixed seed: none is a real key.
"""

from __future__ import annotations

import base64

from .fake_values import Values, kept, taken

V = Values("kenning-tests-round15")
_rand, _hex, _uuid = V.rand, V.hex, V.uuid


def _digits(n: int) -> str:
    return "".join(V.random.choice("123456789") for _ in range(n))


# -- told.py -----------------------------------------------------------------------------------


def test_a_code_told_after_a_credential_noun_of_any_trade() -> None:
    for text in (
        "the kiosk's admin PIN for the lobby unit is {v}; reboot after",
        "voicemail passcode was reset to {v}.",
        "Unlock code for the tablet cart -> {v}",
        "el PIN de la tarjeta es {v}",
        "Der Tresor-PIN ist {v}, bitte nicht weitergeben",
        "the supervisor override code on till 3 is {v} - do not share",
    ):
        v = _digits(6)
        assert taken(text.format(v=v), v), text


def test_a_code_right_after_its_noun_in_capitals_or_after_enter() -> None:
    v, w = _digits(4), _digits(6)
    assert taken(f"spare SIM for the modem, PUK {v}", v)
    assert taken(f"Setup -> enter technician passcode {w} -> Network", w)


def test_dashed_words_told_as_a_code() -> None:
    assert taken("the pairing code shown on the hub is amber-walrus-kettle", "amber-walrus-kettle")


def test_numbers_beside_a_credential_noun_that_are_no_code_are_kept() -> None:
    for text in (
        "password length: 1024",
        "the PIN attempts are 3 before lockout",
        "exit code is 1234",
        "order code is 123456",
        "the error code is 4040, see the manual",
        "set pin 1234 high",
        "the SIM PIN is 12:30",
        "the PIN for card 4761 7390 is unknown",
        "enter the password 1234 times",
        "GPIO pin 13 drives the relay",
        "the registration code is invalid",
        "passcode version: 20241",
    ):
        assert kept(text), text


def test_a_code_under_a_name_that_says_so() -> None:
    v, w = _digits(4), _digits(5)
    assert taken(f"register:\n  supervisor_override: {v}\n  footer: Thanks\n", v)
    assert taken(f'{{"voicemailPin": "{w}", "ext": 204}}', w)
    assert kept("config:\n  cache_override: 3600s\n  unlock_after: 1200\n")


def test_numbered_backup_codes_of_one_number() -> None:
    codes = [_digits(8) for _ in range(4)]
    text = "Your recovery codes (keep them offline):\n" + "".join(
        f"{i}) {c}\n" for i, c in enumerate(codes, 1)
    )
    for c in codes:
        assert taken(text, c)
    assert kept("Release checklist:\n 1. 20261129\n 2. 20261130\n")


def test_words_under_a_secret_words_name() -> None:
    words = "walnut cobalt harbor meadow quartz falcon violet ember"
    assert taken(f"Wallet recovery phrase:\n{words}\n", words)
    assert kept("Recovery phrase:\nwrite down the twelve words you see on the screen\n")


# -- placed.py and hooks.py --------------------------------------------------------------------


def test_an_authorization_with_no_scheme() -> None:
    tok, uid = f"{_digits(2)}-{_hex(72)}", _uuid()
    assert taken(f"Authorization: {tok}", tok)
    assert taken(f"export OTEL_HEADERS=x-team=core,authorization={uid}", uid)
    assert kept("Authorization: required")
    assert kept("authorization: Bearer [REDACTED:bearer_token]")


def test_a_token_as_the_basic_auth_user_with_a_dummy_password() -> None:
    tok = _rand(40).lower()
    assert taken(f"curl --user {tok}:x https://logs.example.test/api/streams", tok)
    assert kept("curl -u deploy-bot-for-release:token https://logs.example.test/api")


def test_a_name_and_a_value_as_two_fields() -> None:
    key, pw = _hex(40), _rand(14)
    assert taken(f'{{"key": "SecurityKey", "value": "{key}"}}', key)
    assert taken(f'[{{"name": "DB_PASSWORD", "value": "{pw}"}}]', pw)
    assert kept('{"key": "HeartbeatInterval", "value": "300"}')
    assert kept('{"key": "SortKey", "value": "created_at"}')


def test_an_info_plist_pair_named_for_a_secret() -> None:
    v = _rand(22)
    assert taken(f"<key>SDKClientSecret</key>\n\t<string>{v}</string>", v)
    assert kept(f"<key>PublicApiToken</key><string>{v}</string>")
    assert kept("<key>CFBundleIdentifier</key><string>com.example.app</string>")


def test_a_seed_of_one_case_under_a_name_that_says_so() -> None:
    seed = "".join(V.random.choice("abcdefghijklmnopqrstuvwxyz234567") for _ in range(32))
    seed = seed[:30] + "27"
    assert taken(f"totp_secret: {seed}", seed)
    assert kept("seed_data: fixtures/users.json")


def test_tokens_in_a_url_path_conda_socket_and_escaped() -> None:
    tok, key = _rand(36), _rand(60)
    assert taken(f"  - https://pkgs.example.test/t/{tok}/internal", tok)
    assert taken(f'"url": "https:\\/\\/ci.example.test\\/t\\/{tok}\\/feed"', tok)
    assert taken(f"wss://ws.example.test/stream/{key}", key)
    assert kept("https://discuss.example.test/t/how-to-pin-a-version/4821")
    assert kept("wss://chat.example.test/socket/general-room")


# -- the look-alikes: references.py and pasted.py ------------------------------------------------


def test_a_data_products_name_of_fields_and_a_compact_time_is_kept() -> None:
    assert kept("download S2A_MSIL1C_20250301T101021_N0510_R022_T33TUM_20250301T120003.SAFE")
    assert kept("LC09_L2SP_044034_20250115T183050_02_T1 ready")


def test_a_uuid_after_a_prefix_that_says_no_key_is_a_records_id() -> None:
    assert kept(f"customer cus_{_uuid()} upgraded; event evt-{_uuid()} sent")
    assert kept(f"new Checkout('SANDBOX-{_uuid()}')")
    key = f"sk_{_uuid()}"
    assert taken(f"client = Client('{key}')", key)


def test_a_devices_push_token_is_its_address() -> None:
    tok = _hex(64)
    assert kept(f"push sent to device token {tok}")
    assert kept(f'{{"deviceToken": "{tok}", "platform": "ios"}}')
    assert taken(f"auth token {tok}", tok)


# -- calls, crypt-shaped keys, key files ---------------------------------------------------------


def test_a_client_given_an_id_and_a_secret_and_a_call_that_adds_an_auth_parameter() -> None:
    v, w = _hex(32), _hex(40)
    assert taken(f"$c = new ReportingClient('team-7', '{v}');", v)
    assert taken(f'auth.AddAuthParameter("token", "{w}");', w)
    assert kept('c = HttpClient("https://api.example.test", "application/json")')
    assert kept(f'db = MongoClient("mongodb://db", "{_hex(24)}")')


def test_a_crypt_shaped_key_under_a_keys_name() -> None:
    body = _rand(53)
    key = f"$2a$10${body}"
    assert taken(f'const MODS_API_KEY := "{key}"', key)
    assert kept(f'password_hash: "{key}"')
    assert kept(f'hash_key = "{key}"')


def test_a_key_files_hex_line_and_a_literal_decoded_into_a_key_file() -> None:
    hexkey = _hex(64).upper()
    assert taken(f"# id type key\n7 SHA1 HEX:{hexkey}\n", hexkey)
    b64 = _rand(64)
    assert taken(f"printf '{b64}' | base64 --decode > /etc/app/secret.key", b64)
    note = base64.b64encode(b"a plain note about the nightly backup job").decode()
    assert kept(f"echo '{note}' | base64 -d")
    assert kept(f"3 files, sha256 {hexkey}")


def test_a_secret_named_in_another_language() -> None:
    v, w = _rand(32), _rand(28)
    # not yet: an upper-case value with three digits or fewer under such a name is judged
    # not generated and leaks (the case passed or failed by the value drawn: 35 % of draws)
    assert taken(f"$cfg['chiaveSegreta'] = '{v}';", v)
    assert taken(f"pago.clave_secreta={w}", w)
    assert kept('la secretaria = "Maria Gonzalez"')
    assert kept("geheimnis = passwort_aus_datei")


def test_what_follows_a_codes_noun_as_a_price_a_postal_code_or_a_setting_is_kept() -> None:
    for text in (
        "the access code was 1500 USD",
        "delivery address pincode: 560001",
        "price_override: 1999",
        "timeout_override: 3000",
    ):
        assert kept(text), text
