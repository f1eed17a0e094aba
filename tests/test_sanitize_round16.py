"""Round 16's classes (issue 27): what held-out 19 showed, and the leaks left from 17 and 18.

A short code named in other words or keyed in, codes one to a line under their
words (told.py); a name qualified before its operator, a vendor's session header,
a code spelled out, a bare `key` beside its service, a template's literal, a
server key's prefix, a long PIN, a query's password, a session opened with a key,
a licence, a notebook's output (forms.py); a versioned API's token segment
(hooks.py); a vendor's name that starts with a word of no secret (names.py); a
password named in another language with words before its verb (spoken.py). Each
is written again in forms the sets do not hold, each with a look-alike in the same
place that must come through. The values are generated here from a fixed seed:
none is a real key.
"""

from __future__ import annotations

from .fake_values import Values, kept, taken

V = Values("kenning-tests-round16")
_rand, _hex, _uuid = V.rand, V.hex, V.uuid


def _digits(n: int) -> str:
    return "".join(V.random.choice("123456789") for _ in range(n))


# -- told.py -----------------------------------------------------------------------------------


def test_a_code_named_in_other_words() -> None:
    for text in (
        "the alarm keypad code at the warehouse is {v}.",
        "supervisor override for the self-checkout lanes is {v}; change it monthly",
        "to open the settings: installer menu code {v}",
        "pair the headset with passkey {v}",
        "the lockbox combination is {v}, key inside",
        "key in {v} and press # at the side gate",
        "at the panel enter {v} then * to arm",
    ):
        v = _digits(V.random.choice((4, 5, 6)))
        assert taken(text.format(v=v), v), text


def test_numbers_after_such_words_that_are_no_code_are_kept() -> None:
    for text in (
        "the alarm event code 1301 means a burglary zone",
        "the door status code is 4040.",
        "gate error code 5012 after the update",
        "enter 2024 in the year field",
        "dial 5551234 then # for the front desk",
        "press 1 then # to repeat",
        "our alarm system was installed in 2019",
        "the admin menu code path is /settings/advanced",
    ):
        assert kept(text), text


def test_codes_one_to_a_line_under_their_words() -> None:
    grouped = [f"{_digits(4)}-{_digits(4)}" for _ in range(4)]
    text = "Recovery codes (store offline):\n" + "".join(f"  - {c}\n" for c in grouped)
    for c in grouped:
        assert taken(text, c)
    spaced = [f"{_digits(3)} {_digits(3)} {_digits(3)}" for _ in range(3)]
    text = "scratch codes for the VPN admin\n" + "\n".join(spaced)
    for c in spaced:
        assert taken(text, c)
    assert kept("Backup codes are in the team vault.\n2024 rotation done\n")
    assert kept("backup codes:\nsee the runbook\n1234 5678\n")
    assert kept("Backup codes:\n20261129\n")  # one line alone is no list


# -- forms.py: qualified names, headers, spelled codes -----------------------------------------


def test_key_bytes_under_a_name_qualified_before_its_operator() -> None:
    raw = [V.random.randrange(256) for _ in range(16)]
    dashed = "-".join(format(byte, "02X") for byte in raw)
    assert taken(f"AppSKey (LSB): {dashed}", dashed)
    spaced = " ".join(format(byte, "02x") for byte in raw)
    assert taken(f"wifi_psk (hex) = {spaced}", spaced)
    escaped = "".join(f"\\x{b:02x}" for b in raw)
    assert taken(f'uint8_t session_key[16] = "{escaped}";', escaped)
    octal = "".join(f"\\{b:03o}" for b in raw)
    assert taken(f'char secret[] = "{octal}";', octal)
    assert kept("DevEUI (MSB): 70:B3:D5:7E:D0:05:A1:B2")
    colons = dashed.replace("-", ":")
    assert kept(f"signing_key (fingerprint) = {colons}")
    assert kept(f"public_key (DER, first bytes) = {colons}")
    assert kept("MAC (eth0): 00:1A:2B:3C:4D:5E:6F:70:81:92")
    assert kept("sort_key (asc): created_at")


def test_a_session_or_a_token_under_a_vendors_own_header() -> None:
    sid, tok = _hex(48), _rand(32)
    assert taken(f"headers = {{'X-Frappe-Session': '{sid}'}}", sid)
    assert taken(f'curl -H "X-Acme-Auth: {tok}" https://acme.example.test/v1/me', tok)
    assert kept(f"X-Request-Token: {_uuid()}".replace("Token", "Id"))
    assert kept("X-Session-Timeout: 3600")
    assert kept("X-Session-Count: 12")
    assert kept(f"X-Cache-Key: {sid}")


def test_a_code_spelled_out_one_character_at_a_time() -> None:
    code = _rand(10)
    spelled = " ".join(code)
    assert taken(f"the wifi passphrase, letter by letter: {spelled}", spelled)
    dashed = "-".join(_rand(9).upper())
    assert taken(f"passcode read over the phone: {dashed}, case does not matter", dashed)
    assert kept("press the keys A B C D E F G H J K to test the token reader")
    assert kept("the password rules: a b a b a b a b")


# -- forms.py: a bare key, a template's literal, a server key --------------------------------


def test_a_bare_key_beside_its_service() -> None:
    key, hexkey = _rand(40), _hex(48)
    assert taken(f'CONFIG = {{"endpoint": "https://api.example.net/v2", "key": "{key}"}}', key)
    assert taken(f"$svc = ['host' => 'api.example.net', 'key' => '{hexkey}'];", hexkey)
    assert kept(f"entry = {{'url': 'https://x.example/a', 'key': '{_hex(32)}'}}")
    assert kept("route = {'key': 'user_id_for_the_session', 'url': '/users'}")


def test_a_literal_as_a_templates_output() -> None:
    v, w = _rand(36), _rand(28)
    assert taken(f"apiToken: \"{{{{ '{v}' }}}}\"", v)
    assert taken(f"const sharedSecret = `${{'{w}'}}`;", w)
    assert kept("title: \"{{ 'Welcome to the parish hall' }}\"")
    assert kept('token: "{{ vault_token }}"')


def test_a_key_whose_prefix_says_a_servers() -> None:
    parts = [_hex(8), _hex(4), _hex(4), _hex(12), _hex(7)]
    key = "acme_secret_" + "_".join(parts)
    assert taken(f"flags = init({key!r})", key)
    public = "acme_client_" + "_".join(parts)
    assert kept(f"flags = init({public!r})")
    assert kept("my_server_config_file_v2_2024_release")
    assert kept("app_admin_panel_2024_11_20")


# -- forms.py: a long PIN, a query's password, a session's key, a licence, a notebook ---------


def test_a_long_pin_and_a_querys_password() -> None:
    pin = _rand(48).upper()
    assert taken(f"POST /process?merchant_id=1201&merchant_pin={pin}&amount=10", pin)
    pw, hexpw = _rand(12), _hex(24)
    assert taken(f"https://radio.example.test/rest/stream?u=ops&p={pw}&id=7", pw)
    assert taken(f"curl 'http://nas.lan/rest/getAlbum?user=ops&p=enc:{hexpw}'", hexpw)
    assert kept("gpio_pin=17")
    assert kept('public_key_pin="pin-sha256=47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU="')
    assert kept("https://forum.example.test/search?u=bob&p=2")
    assert kept("https://forum.example.test/search?q=keys&p=page-two")


def test_a_session_opened_with_a_key() -> None:
    secret, key = _hex(40), _rand(30)
    assert taken(f"api.session.start('{secret}', 'ops@example.test', 2)", secret)
    assert taken(f'ok = auth.login("{key}")', key)
    assert kept("session.start('default')")
    assert kept("auth.login('ops@example.test')")


def test_a_licence_under_its_name() -> None:
    lic = _rand(120)
    assert taken(f"PRODUCT_LICENSE={lic}", lic)
    assert kept("LICENSE=Apache-2.0")
    assert kept('"license": "SEE LICENSE IN LICENSE.txt"')


def test_a_token_shown_alone_in_a_notebooks_output() -> None:
    tok = _rand(40)
    cell = (
        '{"cells": [{"cell_type": "code", "source": ["api = login()\\n", "api.access_token"],'
        ' "outputs": [{"output_type": "execute_result",'
        f' "data": {{"text/plain": ["\'{tok}\'"]}}}}]'
        "}]}"
    )
    assert taken(cell, tok)
    count = (
        '{"cells": [{"cell_type": "code", "source": ["len(tokens)"],'
        ' "outputs": [{"output_type": "stream", "text": ["42\\n"]}]}]}'
    )
    assert kept(count)
    sha = (
        '{"cells": [{"cell_type": "code", "source": ["!git rev-parse HEAD"],'
        f' "outputs": [{{"output_type": "stream", "text": ["{_hex(40)}\\n"]}}]}}]}}'
    )
    assert kept(sha)


# -- hooks.py, names.py, spoken.py, placed.py --------------------------------------------------


def test_a_token_after_a_versioned_apis_root() -> None:
    tok = _rand(24)
    assert taken(f"POST https://iot.example.org/api/v2/{tok}/attributes", tok)
    assert kept(f"GET https://iot.example.org/api/v2/{_uuid()}/attributes")
    assert kept("GET https://iot.example.org/api/v1/devices/attributes")


def test_a_vendor_name_that_starts_with_a_word_of_no_secret() -> None:
    # a value that reads as key material under any `…Key` name (both cases, digits all through)
    up, lo = "ABCDEFGHJKLMNPQRSTUVWXYZ", "abcdefghijkmnopqrstuvwxyz"
    v = "".join(V.random.choice(up) + V.random.choice(lo) + _digits(1) for _ in range(7))
    assert taken(f'let mapquestKey = "{v}";', v)
    assert taken(f'val hotjarKey = "{v}"', v)
    assert kept('sortKey = "created_at_desc"')
    assert kept(f'cacheKey = "{_hex(40)}"')


def test_a_password_named_in_another_language_with_words_before_its_verb() -> None:
    for text in (
        "lozinka za server je {v}",
        "heslo k serveru je {v}",
        "hasło do bazy to {v}",
        "senha do servidor é {v}",
    ):
        v = _rand(10)
        assert taken(text.format(v=v), v), text
    assert kept("lozinka servera je promijenjena jucer")
    assert kept("hasło do bazy to sekret zespołu")


def test_a_secret_named_in_another_language_with_few_digits() -> None:
    letters = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"
    v = "".join(V.random.choice(letters) for _ in range(20)) + _digits(1) + "Qz"
    assert taken(f"$cfg['chiaveSegreta'] = '{v}';", v)
    assert kept('la secretaria = "Maria Gonzalez"')


# -- held-out 21's classes: codes opened with, arrays, constructors, device keys, hex, cookies --


def test_a_code_a_lock_opens_with_or_named_for_a_thing_with_its_number() -> None:
    for text in (
        "the key cabinet by reception unlocks with {v}; reset it after audits",
        "the code for the drugs safe in ward C4 is {v} until Monday",
        "Vault override (night shift): {v}#",
        "join the bridge and enter the chair passcode {v} when prompted",
    ):
        v = _digits(V.random.choice((5, 6, 8)))
        assert taken(text.format(v=v), v), text
    combo = f"{_digits(2)}-{_digits(2)}-{_digits(2)}"
    assert taken(f"the combination for the tool locker in bay 3 is {combo}", combo)
    assert kept("the port opens with 8080 by default")
    assert kept("the season opens with 2026.")
    assert kept("the code for the thread safe queue is 2048 lines")
    assert kept("enter the password 1234 times")


def test_a_value_read_out_in_the_phonetic_alphabet() -> None:
    words = "kilo 4 romeo echo 7 x-ray lima 2 papa"
    assert taken(f"the router password, phonetically: {words} - write it down", words)
    assert kept("squad names: alpha bravo charlie delta echo foxtrot for the drill")


def test_a_secret_as_an_array_of_its_characters_or_bytes() -> None:
    chars = _rand(10) + "!"
    listed = ", ".join(f"'{c}'" for c in chars)
    assert taken(f"char[] truststorePassword = {{{listed}}};", listed)
    raw = ", ".join(str(V.random.randrange(256)) for _ in range(16))
    assert taken(f"const hmacKey = new Uint8Array([{raw}]);", raw)
    assert kept("int[] primes = {2, 3, 5, 7, 11, 13, 17, 19, 23};")
    assert kept("const publicKey = new Uint8Array([4, 1, 2, 3, 5, 8, 13, 21, 34, 55]);")


def test_a_client_constructed_with_its_url_and_then_its_keys() -> None:
    key, secret = _hex(32), _rand(40)
    text = f"$c = new BillingClient('https://billing.example.test', '{key}', '{secret}');"
    assert taken(text, key) and taken(text, secret)
    assert kept("$c = new BillingClient('https://billing.example.test', 'eu-west', 'v2');")


def test_a_network_devices_obfuscated_key() -> None:
    k = _hex(22).upper()
    assert taken(f"radius-server host 10.0.0.5 key 7 {k}\nend", k)
    assert taken(f"username ops password 7 {k}", k)
    assert kept("snmp-server community public RO\ninterface Gi0/1\n description key 7 uplinks")


def test_a_password_told_in_hex() -> None:
    plain = _rand(12)
    hexed = plain.encode().hex()
    assert taken(f"the kiosk password in hex, as sent: {hexed}", hexed)
    assert kept(f"password policy updated in commit {_hex(40)}")
    assert kept("password field is bytes 48656c6c6f20776f726c64 in the dump")


def test_a_session_cookie_among_a_cookie_strings_pairs() -> None:
    sid = _hex(40)
    assert taken(f"document.cookie -> 'theme=dark; app_sid={sid}; seen=1'", sid)
    assert kept("theme=dark; app_sid=short; seen=1")
    assert kept(f"sid={sid}")  # no cookie string: one pair alone


def test_a_secret_named_before_an_arrow() -> None:
    key = _rand(32)
    assert taken(f'<|"Headers" -> {{"X-Api-Key" -> "{key}"}}|>', key)
    assert kept('<|"Method" -> "POST", "Timeout" -> "30"|>')


def test_a_record_id_named_by_its_noun_and_a_spreadsheet_concatenation() -> None:
    rec = _rand(26)
    assert kept(f"order ord_{rec} ships today")
    assert taken(f"secret sec_{rec}", rec)
    assert kept('=WEBSERVICE("https://x.example/v1?apikey="&ApiKeyCell)')
