"""Round 14's classes (issue 27): what held-out 16 showed, each by its place, its name, its shape.

A password under a name that ends in `pw` or a directive named so, a tuple of a
secret's name and a string, a token as a URL's user with an empty password, a
query's access parameter, an object of keys (around.py); a lock's code named later
in its sentence, a CSV column of codes and a passphrase of spaced words (codes.py);
a symmetric JWK without its `kty` (layouts.py); a value joined to a suffix of
another script (escapes.py's view); and the look-alikes that are a record's (a
STEP record's fields, a URI of words and numbers; references.py). Each with a
look-alike in the same place that must come through. The values are generated
here from a fixed seed: none is a real key.
"""

from __future__ import annotations

import pytest

from kenning.daemon.safety.escapes import script_split
from kenning.daemon.safety.sanitize import default_sanitizer

from .fake_values import Values, kept, redact_cpu, taken

S = default_sanitizer()

V = Values("kenning-tests-round14")
_rand, _hex, _uuid = V.rand, V.hex, V.uuid


def _digits(n: int) -> str:
    return "".join(V.random.choice("123456789") for _ in range(n))


# -- around.py ---------------------------------------------------------------------------------


def test_a_password_under_a_pw_name_or_a_pw_directive() -> None:
    short = _rand(7)
    assert taken(f"kiosk_admin_pw: {short}", short)
    assert taken(f'DB_PW="{short}"', short)
    plain = _rand(12)
    assert taken(f"lang en_US.UTF-8\nrootpw --plaintext {plain[:5]}%{plain[5:]}\n", plain[5:])
    # code under the same names, and a name with no digit in its value, come through
    assert kept("new_pw = hash2(old_pw)")
    assert kept("admin_pw: cfg.admin_pw2")
    assert kept("rootpw --iscrypted $6$saltsalt$")
    assert kept("servo_pw: 1500us")
    # under `pass` (a round's, a bypass's as often) a short one takes both cases and a digit
    assert taken(f'smtp_pass = "{short}"', short)
    assert kept("RETRY_PASS=3")
    assert kept("render_pass: shadow2")


def test_a_tuple_of_a_secrets_name_and_a_string() -> None:
    secret = _rand(10)
    config = f'[{{gw, [{{host, "smsc.example"}}, {{password, "{secret}"}}]}}].'
    assert taken(config, secret)
    assert taken(f'{{:api_key, "{secret}"}}', secret)
    assert kept('[{gw, [{host, "smsc.example"}, {system_id, "acme"}]}].')
    assert kept('{password, "changeme"}')


def test_a_token_as_a_urls_user_with_an_empty_password() -> None:
    token = _hex(48)
    assert taken(f"deb https://{token}:@apt.example.io/acme/ubuntu/ jammy main", token)
    assert taken(f"git clone https://{token}:x-oauth-basic@git.example.io/acme/x.git", token)
    assert kept("deb https://apt.example.io/acme/ubuntu/ jammy main")
    assert kept("ssh://git:@example.io/repo.git")


def test_a_querys_access_parameter_of_a_generated_value() -> None:
    key = _uuid()
    assert taken(f'HTTP.get("https://api.example/v2/board?id=7400&accessId={key}")', key)
    assert kept(f"https://api.example/doc.pdf?access_pid={_rand(22)}")
    assert kept("https://accounts.example/o/oauth2/auth?access_type=offline&prompt=consent")


def test_an_object_of_keys_gives_its_hex_members() -> None:
    upper, lower = _hex(32).upper(), _hex(32)
    keys = f'"securityKeys": {{"S2_Authenticated": "{upper}", "S0_Legacy": "{lower}"}}'
    assert taken(keys, upper) and taken(keys, lower)
    block = _hex(32).upper()
    assert taken(f"securityKeys:\n  S2_Authenticated: {block}\nlogLevel: info", block)
    assert taken(f'securityKeys: {{ S2_AccessControl: "{block}" }}', block)
    assert kept(f'"publicKeys": {{"node": "{_hex(64)}"}}')
    assert kept(f'"foreignKeys": {{"order": "{_hex(32)}"}}')
    assert kept(f'"cacheKeys": {{"user": "{_hex(64)}"}}')
    listed = _hex(32).upper()
    assert taken(f'"networkKeys": ["{listed}", "{_hex(32)}"]', listed)
    assert kept(f'"keys": ["{_hex(32)}", "{_hex(32)}"]')


def test_a_key_beside_its_iv_whatever_its_shape() -> None:
    key, iv = _rand(16), _hex(16)
    assert taken(f"sdk = PaySdk(MerchantID='3002607', HashKey='{key}', HashIV='{iv}')", key)
    assert taken(f'AES_KEY = "{key}"\nAES_IV = "{iv}"', key)
    assert taken(f'{{"key": "{key}", "iv": "{iv}"}}', key)
    # a hash key with no IV beside it is a table's, and a div is no IV
    assert kept("table = Table(HashKey='user_id', RangeKey='ts')")


def test_a_client_imported_from_its_own_package_given_one_key() -> None:
    hex_key, js_key = _hex(40), _hex(32)
    assert taken(f"from sparkmail import SparkMail\nsp = SparkMail('{hex_key}')", hex_key)
    js = f"const Fleet = require('@fleet/node-fleet');\nconst f = new Fleet('{js_key}');"
    assert taken(js, js_key)
    # a class that says what its argument is, or one from another package, keeps it
    assert kept(f"from uuid import UUID\nx = UUID('{_hex(32)}')")
    assert kept("from bson import ObjectId\nObjectId('507f1f77bcf86cd799439011')")
    assert kept(f"from git import Repo\nCommit('{_hex(40)}')")


def test_a_random_literal_joined_to_a_keys_variable() -> None:
    secret = "rE" + _rand(6) + "9Yq"
    signed = f'sig = sha256((PARTNER_KEY + "{secret}" + str(ts)).encode()).hexdigest()'
    assert taken(signed, secret)
    assert kept('cache_key + "UserProfile2"')
    assert kept('url = BASE + "/v1/" + "users"')


# -- codes.py ----------------------------------------------------------------------------------


def test_a_locks_code_named_later_in_its_sentence() -> None:
    four, five = _digits(4), _digits(5)
    assert taken(f"the spare key is in the lockbox by the shed, code {four}", four)
    assert taken(f"if the alarm sounds at the depot the disarm code is {five}, then OFF", five)
    first = _digits(4)
    assert taken(f"the code for the lockbox is {first}", first)
    assert taken("the combination to the safe is 12-34-56", "12-34-56")
    assert taken("garage door code - 5512", "5512")
    assert taken(f"site,lock_combo\nA,12-34-56\nB,{first}", "12-34-56")
    typed = _digits(5)
    assert taken(f"enter {typed}# at the side door", typed)
    assert kept("the door issue #4471 is fixed")
    assert kept("the door sensor threw error code 4012 again")
    assert kept("the error code for the door sensor is 4012")
    assert kept("the alarm panel shows code 3012 for a low battery")


def test_a_pin_assigned_to_a_variable() -> None:
    pin = _digits(4)
    assert taken(f"SIM_PIN={pin}", pin) and taken(f"PIN={pin}", pin)
    assert kept("LED_PIN=13")


def test_a_csv_column_of_codes_is_taken_row_by_row() -> None:
    one, two, alarm = _digits(6), _digits(6), _digits(4)
    csv = f"unit,tenant,door_pin,alarm_code\n4B,Okafor,{one},{alarm}\n4C,Berg,{two},1234"
    assert taken(csv, one) and taken(csv, two) and taken(csv, alarm)
    tab = _digits(6)
    assert taken(f"Unit\tDoor PIN\n4B\t{tab}", tab)
    assert kept("name,zip_code,country_code\nbob,10115,49")
    assert kept("pin,label\n13,led\n14,button")


def test_a_passphrase_of_spaced_words() -> None:
    phrase = "magnet birch willow copper sierra"
    assert taken(f"the historian backup passphrase is: {phrase}", phrase)
    assert taken("the wifi password is: lemon tiger violet marble", "lemon tiger violet marble")
    assert kept("the passphrase is stored in the vault under ops")
    assert kept("password: changes every ninety days")
    assert kept("passphrase: never written down anywhere")


# -- layouts.py, escapes.py --------------------------------------------------------------------


def test_a_symmetric_jwk_without_its_type() -> None:
    k = _rand(42) + "-"
    assert taken(f'{{"kid": "2026-11", "alg": "HS256", "k": "{k}"}}', k)
    assert kept('{"alg": "RS256", "typ": "JWT"}')


def test_a_password_named_in_more_languages_and_inflected() -> None:
    secret = _rand(10)
    assert taken(f"сервер паролі {secret}", secret)  # Ukrainian, inflected
    assert taken(f"a szerver jelszava {secret}", secret)  # Hungarian, possessive
    assert taken(f"lozinka je {secret}", secret)  # Croatian
    # not yet: a word of six letters or more between the name and its verb ("lozinka servera
    # je …") is read as the value and judged no password, so a value with one digit leaks
    # there (the case passed or failed by the value drawn; skipping the word took prose)
    assert kept("the parole board meets in 2024")
    assert kept("вкажіть пароль у сховищі vault")


def test_a_value_joined_to_a_suffix_of_another_script() -> None:
    secret = _rand(10) + "*9" + _rand(4)
    assert taken(f"وشەی نهێنیی سێرڤەر {secret}ە", secret)
    assert kept("وشەی نهێنی لە vault دایە")
    # the view blanks only a suffix joined to a letter or a digit: a value of that script
    # right after `=` is the value itself, not a suffix
    assert script_split("key8Zr2q9ە ok") == "key8Zr2q9  ok"
    assert script_split("PASSWORD=你的密码") is None


# -- references.py -----------------------------------------------------------------------------


def test_a_step_records_fields_and_a_uri_of_words_and_numbers_come_through() -> None:
    assert kept(f"#2411= IFCWALL('{_rand(22)}',#42,'Wall-012',$,$,#2410);")
    assert kept("resy_token=rgs://resy/75397/7952351/2/2026")
    token = _rand(24)
    assert taken(f"token=https://x.example/a/{token}", token)
    # a secret on the line after a STEP record is still one
    assert taken(f"#12= IFCWALL('{_rand(22)}',#42);\napi_key = \"{token}\"", token)


def test_an_id_given_to_a_lookup_by_id_comes_through() -> None:
    assert kept(f"wall = model.by_guid('{_rand(22)}')")
    assert kept(f"document.getElementById('{_rand(22)}')")
    # a call whose name ends in an id's word after another says what a later argument is
    lookup = Values("kenning-tests-round14-lookup")  # its own draws: the test's values stay
    cert = lookup.hex(32)
    built = (
        f'token = RtcTokenBuilder.buildTokenWithUid("{lookup.hex(32)}", "{cert}", channel, 0, '
        "Role_Publisher, expire_ts)"
    )
    assert taken(built, cert)


def test_a_records_locator_under_a_token_name_that_says_no_credential() -> None:
    assert kept("booking_token=HTL-4471-8812")
    assert kept("ticket_token: 2026/11/29/000123")
    assert kept("visit_token: urn:visit:2026:000123")
    # under a credential's token name, or random, it stays a secret
    assert taken("session_token: RES-2026-000123", "RES-2026-000123")
    token = _rand(16)
    assert taken(f"booking_token={token}", token)


@pytest.mark.slow
def test_hostile_texts_for_round_14_stay_linear() -> None:
    texts = [
        "a_pw: " * 2_000,
        "rootpw --x " * 2_000,
        "{password, " * 2_000,
        "https://:@" * 2_000,
        "?accessId=" * 2_000,
        '"keys": {' * 2_000,
        "keys:\n " * 2_000,
        "https://" + ":x-oauth-basic@x " * 2_000,
        "the code for the door is " * 2_000,
        "lockbox code " * 2_000,
        "a,door_pin\n" * 2_000,
        "passphrase is: word " * 2_000,
        "abcdefە" * 2_000,
        "#1= IFC(" * 2_000,
        "a_iv='x' HashKey='" * 2_000,
        "import A\nA('" * 2_000,
        'key + "' * 2_000,
    ]
    for text in texts:
        # the best of three: one pause of a shared machine in a run is not the rule's cost
        assert redact_cpu(text, S, tries=3) < 0.3, text[:30]
