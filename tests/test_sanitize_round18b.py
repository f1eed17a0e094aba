"""Round 18b's classes (issue 27): the shapes held-out 24 showed, each written as its class.

A secret handed over in chat (told again, in parts, as digit words, in fullwidth
letters, in Morse, under a rarer language's word), keys as bytes or in a rarer
encoding, a diff's changed lines, keys with no name (a constructor's or an
authorizing call's argument, a key split over literals, an SQL row), a 32-hex key
under an app id, a one-time code under its name (handed.py, morse.py, keybytes.py,
arguments.py, diff_lines.py). Each is written again in forms and languages the set
does not hold, each with look-alikes that must come through. The values are
generated here from a fixed seed: none is a real key.
"""

from __future__ import annotations

import base64
import binascii
import itertools

from .fake_values import Values, kept, taken

V = Values("kenning-tests-round18b")

_DIGITS = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"]
_MORSE_TABLE = (
    ".- -... -.-. -.. . ..-. --. .... .. .--- -.- .-.. -- -. --- .--. --.- .-. ... - ..- "
    "...- .-- -..- -.-- --.. ----- .---- ..--- ...-- ....- ..... -.... --... ---.. ----."
)
_MORSE = _MORSE_TABLE.split()


def _code(n: int = 14, symbol: str = "") -> str:
    """A password: letters of both cases, two digits inside, maybe a symbol (`%` with two hex
    digits: a printf `%s` is no password's)."""
    if symbol == "%":
        symbol = "%" + V.random.choice(["20", "2F", "7E", "3A", "92", "7F"])
    v = V.rand(n - 3)
    return v[:3] + "".join(V.random.choice("23456789") for _ in range(2)) + symbol + v[3:] + "Q"


def test_a_value_handed_over_in_chat_in_any_wording() -> None:
    for form in (
        "the old key is void, use this one instead: {v}",
        "nope, that expired. try with {v} and tell me",
        "replace CHANGEME with {v} in settings.py",
        "ok the new one is {v}",
        "part 1: {v} (second half in a minute)",
        "it starts with {v} and I'll paste the rest",
        "utilise plutôt celui-ci : {v}",
        "prueba con {v}, la otra ya no sirve",
        "nimm lieber {v}, der alte ist gesperrt",
        "旧的不能用了，换成 {v}",
        "古いのは無効です。これを使ってください：{v}",
        "이걸로 해 주세요: {v}",
    ):
        v = _code(14, V.random.choice(["", "%", "!", "*"]))
        text = form.format(v=v)
        assert taken(text, v), text


def test_chat_that_names_a_secret_without_giving_it_is_kept() -> None:
    for text in (
        "use this one instead: getUserById2",
        "try with --no-verify and tell me",
        "replace useState with useReducer in the form",
        "the new one is v2.14.3-rc1",
        "part one: src/auth/session_store.py",
        "it starts with sk_live_ and ends with the account number",
        "use this instead: the key from the vault, not the old one",
        "换成新的密钥，不要发在这里",
        "try this: npm run build:prod",
        "use the new config_loader_v2 module",
    ):
        assert kept(text), text


def test_a_password_under_a_romanized_or_rarer_word() -> None:
    for form in (
        "shujuku mima shi {v}, bie fa gei bieren",
        "iphasiwedi ye-server ithi {v}",
        "wifi no pasuwado wa {v} desu",
        "bimilbeonho: {v}",
        "mat khau moi la {v}",
        "kupuhipa: {v}",
    ):
        v = _code(12, V.random.choice(["", "%"]))
        text = form.format(v=v)
        assert taken(text, v), text


def test_romanized_words_without_a_password_are_kept() -> None:
    for text in (
        "mima shi shenme? wo wang le",
        "iphasiwedi ayikho lapha",
        "the bimilbeonho field is required",
        "Mima Taylor signed the release notes",
    ):
        assert kept(text), text


def _spoken(n: int) -> tuple[str, str]:
    while True:
        ds = [V.random.randrange(10) for _ in range(n)]
        steps = {b - a for a, b in itertools.pairwise(ds)}
        if len(set(ds)) >= 2 and steps not in ({1}, {-1}):
            return " ".join(_DIGITS[d] for d in ds), "".join(map(str, ds))


def test_digits_read_out_as_words() -> None:
    for form, n in (
        ("read it to me over the phone: {w}", 6),
        ("the door code is {w}", 4),
        ("OTP came through — {w}", 6),
        ("she said {w} and hung up", 8),
    ):
        words, _ = _spoken(n)
        text = form.format(w=words)
        assert taken(text, words), text


def test_number_words_that_are_no_code_are_kept() -> None:
    for text in (
        "count one two three four five six seven and stop",
        "two or three of them, maybe four",
        "one by one, then two at a time",
        "zero to one: the first release",
        "nine eight seven six five four, liftoff",
    ):
        assert kept(text), text


def _fullwidth(v: str) -> str:
    return "".join(chr(ord(c) + 0xFEE0) for c in v)


def test_a_key_in_fullwidth_letters() -> None:
    for form in (
        "my IME typed it like this, sorry: {f}",
        "パスワードは{f}です",
        "key = 「{f}」",
    ):
        v = _code(16)
        f = _fullwidth(v)
        text = form.format(f=f)
        assert taken(text, f), text


def test_fullwidth_words_are_kept() -> None:
    for text in (
        "ＵＳＢ３．０のケーブル",
        "Ｗｉｎｄｏｗｓ１１で動きます",
        "東京２０２０オリンピック",
        "ＡＢＣＤＥＦＧＨ",
    ):
        assert kept(text), text


def test_a_code_in_morse() -> None:
    for sep in (" / ", " ", " | "):
        for lead in ("unlock code in morse: ", "the PIN, tapped out: ", ""):
            v = _code(10).lower()
            morse = sep.join(_MORSE["abcdefghijklmnopqrstuvwxyz0123456789".index(c)] for c in v)
            text = lead + morse
            assert taken(text, morse), text


def test_dots_and_dashes_that_say_nothing_are_kept() -> None:
    for text in (
        "--- ... --- and then ...",
        "- - - - - - - -",
        "a-b.c--d ... ---",
        "Loading... --- done --- ok",
        "SOS is ... --- ... in morse",
    ):
        assert kept(text), text


def test_a_password_as_character_codes_turned_into_a_string_by_other_casts() -> None:
    for form in (
        "final pass = String.fromCharCodes([{codes}]);",
        "let pw = String(bytes: [{codes}], encoding: .utf8)!",
        "val pw = byteArrayOf({codes}).decodeToString()",
        "const pw = new TextDecoder().decode(new Uint8Array([{codes}]));",
        "final pw = utf8.decode([{codes}]);",
    ):
        v = _code(14, "!")
        codes = ", ".join(str(ord(c)) for c in v)
        text = form.format(codes=codes)
        assert taken(text, codes.split(", ")[5] + ", " + codes.split(", ")[6]), text


def _hexes(n: int) -> str:
    while True:
        bs = [V.random.randrange(256) for _ in range(n)]
        if len(set(bs)) >= 12 and any(b > 127 for b in bs):
            return ", ".join(f"0x{b:02x}" for b in bs)


def test_a_keys_raw_bytes_in_any_language() -> None:
    for form in (
        "let keyBytes: [UInt8] = [{h}]",
        "static final byte[] AES_KEY = {{ {h} }};",
        "var secret = []byte{{{h}}}",
        "const hmacKey = new Uint8Array([{h}]);",
        "static const uint8_t signing_key[32] = {{ {h} }};",
        "let key: [u8; 32] = [{h}];",
    ):
        h = _hexes(32 if "32" in form else 16)
        text = form.format(h=h)
        assert taken(text, h.split(", ")[7]), text


def test_byte_tables_that_are_no_key_are_kept() -> None:
    crc = ", ".join(f"0x{(i * 0x1DB71064) & 0xFF:02x}" for i in range(16))
    for text in (
        f"static const uint8_t crc_table[16] = {{ {crc} }};",
        "let png: [UInt8] = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]",
        f"expected_digest = bytes([{', '.join(str(i * 13 % 256) for i in range(32))}])",
        f"byte[] sha256Expected = {{ {crc} }};",
    ):
        assert kept(text), text


def test_hex_handed_to_a_hex_decoder() -> None:
    for form in (
        "const key = Buffer.from('{x}', 'hex');",
        "SECRET = bytes.fromhex('{x}')",
        'key, _ := hex.DecodeString("{x}")',
        "$key = hex2bin('{x}');",
        'let signing_key = hex::decode("{x}").unwrap();',
        "aes_key = binascii.unhexlify('{x}')",
    ):
        x = V.hex(64)
        text = form.format(x=x)
        assert taken(text, x), text


def test_hex_decoded_that_is_a_hash_is_kept() -> None:
    for text in (
        "expected = bytes.fromhex("
        "'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855')",
        "const digest = Buffer.from('5d41402abc4b2a76b9719d911017c592', 'hex');",
        'sha = hex.DecodeString("da39a3ee5e6b4b0d3255bfef95601890afd80709")',
    ):
        assert kept(text), text


def test_a_key_in_base85_base32_or_uuencoded() -> None:
    raw = bytes(V.random.randrange(256) for _ in range(24))
    while any(q in base64.a85encode(raw).decode() for q in "'\"\\"):
        raw = bytes(V.random.randrange(256) for _ in range(24))
    b85 = base64.b85encode(raw).decode()
    a85 = base64.a85encode(raw).decode()
    b32 = base64.b32encode(raw).decode()
    for text, secret in (
        (f"KEY = base64.b85decode('{b85}')", b85),
        (f"key = base64.a85decode(b'{a85}')", a85),
        (f"seed = base64.b32decode('{b32}')", b32),
        (f"echo {b32} | base32 -d > key.bin", b32),
    ):
        assert taken(text, secret), text
    line = binascii.b2a_uu(raw).decode().rstrip("\n")
    text = f"cat > key.uue <<'EOF'\nbegin 600 deploy.key\n{line}\n`\nend\nEOF"
    assert taken(text, line), text


def test_base85_of_plain_text_and_uuencoded_text_are_kept() -> None:
    note = base64.b85encode(b"hello there, this is a plain note").decode()
    body = binascii.b2a_uu(b"just some readme text here").decode().rstrip("\n")
    for text in (
        f"msg = base64.b85decode('{note}')",
        f"begin 644 readme.txt\n{body}\n`\nend",
    ):
        assert kept(text), text


def test_a_diffs_changed_line_is_read_as_the_files_line() -> None:
    for form in (
        "--- a/.env\n+++ b/.env\n@@ -2,1 +2,1 @@\n-API_KEY_PART_1=\n+API_KEY_PART_1={v}\n",
        "@@ -1,2 +1,2 @@\n DEBUG=0\n-STRIPE_KEY=\n+STRIPE_KEY={v}\n",
        "*** Begin Patch\n*** Update File: .env\n@@\n-DB_PASSWORD=old\n+DB_PASSWORD={v}\n"
        "*** End Patch",
    ):
        v = V.hex(32) if "PART" in form else _code(20)
        text = form.format(v=v)
        assert taken(text, v), text


def test_a_diffs_changed_lines_without_a_secret_are_kept() -> None:
    for text in (
        "@@ -1,3 +1,3 @@\n-LOG_LEVEL=info\n+LOG_LEVEL=debug\n PORT=8080\n",
        "@@ -4,2 +4,2 @@\n-version = 1.2.3\n+version = 1.2.4\n",
        "@@ -10 +10 @@\n-commit 3f1c2a9d8e7b6a5c4d3e2f1a0b9c8d7e6f5a4b3c\n"
        "+commit 8d0e4b7c6a5f4e3d2c1b0a9f8e7d6c5b4a3f2e1d\n",
    ):
        assert kept(text), text


def test_a_key_with_no_name_as_an_argument() -> None:
    for form in (
        "const novu = new Novu('{k}');",
        'var client = new MailjetClient("{k}", "{k2}");',
        "b2_api.authorize_account('production', '005e44d0ace9820328ac0e51', '{k}')",
        "client.login('deploy-bot', '{k}')",
        "sg.setApiKey('{k}');",
        "conn = ftp.connect('{k}')",
    ):
        k, k2 = V.rand(32), V.rand(24)
        text = form.format(k=k, k2=k2)
        assert taken(text, k), text


def test_arguments_that_are_no_key_are_kept() -> None:
    for text in (
        "const d = new Date('2024-01-01T00:00:00Z');",
        "const id = new ObjectId('507f1f77bcf86cd799439011');",
        "const u = new URL('https://api.example.com/v1/items');",
        "client.login('deploy-bot', process.env.BOT_PASSWORD)",
        "uuid = new Uuid('550e8400e29b41d4a716446655440000');",
        "sdk.init('my-app-production', { region: 'eu' })",
        "mixpanel.init('46ec21151892f6a1603b222173929e07', {track_pageview: true})",
        "const mp = new MercadoPago('TEST-2f7c1e9a-6b3d-4c8e-a1f5-0d9b7e3c2a61');",
        "throw new ValidationError('field name must be unique');",
    ):
        assert kept(text), text


def test_a_key_split_over_joined_literals() -> None:
    for form in (
        'export const KEY =\n  "{a}" +\n  "{b}";',
        "api_token = ('{a}' +\n    '{b}')",
        'String secret = "{a}" + "{b}";',
    ):
        a, b = V.rand(20), V.rand(20)
        text = form.format(a=a, b=b)
        assert taken(text, a) and taken(text, b), text


def test_joined_literals_that_are_no_key_are_kept() -> None:
    for text in (
        'const msg = "Hello there, " + "welcome back";',
        'const url = "https://example.com/" + "api/v1/items";',
        'key = "user_profile_cache_" + "settings_v2"',
    ):
        assert kept(text), text


def test_a_32_hex_key_under_an_app_id() -> None:
    for form in (
        "https://api.openweathermap.org/data/2.5/weather?q=Lyon&appid={x}",
        "https://openexchangerates.org/api/latest.json?app_id={x}",
        "curl -s 'https://api.example.com/v2/rates?base=USD&appid={x}'",
        "requests.get(URL, params={{'appid': '{x}', 'q': city}})",
    ):
        x = V.hex(32)
        text = form.format(x=x)
        assert taken(text, x), text


def test_app_ids_that_are_no_key_are_kept() -> None:
    for text in (
        "https://www.facebook.com/dialog/oauth?app_id=123456789012345",
        "algolia appId: 'ABCD1234EF'",
        "appid=wx1234567890abcdef",
    ):
        assert kept(text), text


def test_a_one_time_code_under_its_name() -> None:
    for form in (
        "  smsCode: '{d}', // the code the sandbox phone got",
        'otp_code = "{d}"',
        "verificationCode={d}",
        '{{"mfa_code": "{d}"}}',
        "the SMS code is {d}",
    ):
        d = "".join(V.random.choice("0123456789") for _ in range(6))
        text = form.format(d=d)
        assert taken(text, d), text


def test_one_time_settings_that_are_no_code_are_kept() -> None:
    for text in (
        "otp_length: 6",
        "sms_code_ttl = 300",
        "verification_code_digits: 6",
        "smsPort: 5060",
    ):
        assert kept(text), text


def test_a_secret_column_of_an_sql_insert() -> None:
    for form in (
        "INSERT INTO api_keys (name, key, created_at) VALUES ('ci', '{x}', now());",
        "insert into users (email, password) values ('a@b.c', '{p}'), ('d@e.f', '{p}');",
        "INSERT INTO `tokens` (`id`, `token`) VALUES (1, '{x}');",
    ):
        x, p = V.hex(48), _code(14, "!")
        text = form.format(x=x, p=p)
        assert taken(text, x if "{x}" in form else p), text


def test_sql_columns_that_are_no_secret_are_kept() -> None:
    for text in (
        "INSERT INTO users (email, password_hash) VALUES ('a@b.c', '$2b$12$abcdefghijklmnop');",
        "INSERT INTO api_keys (name, key_prefix) VALUES ('ci', 'ak_live');",
        "INSERT INTO items (name, sku) VALUES ('Widget', 'WX-2041-B7');",
    ):
        assert kept(text), text
