"""Round 17's classes (issue 27): the shapes held-out 20 showed, each written as its class.

A code as a list of quoted characters, as a list of character codes turned into a
string, as escapes or entities, as base64 handed to a decoder, inside a
quoted-printable mail, read out in the phonetic alphabet, and a code for what a
door opens (forms.py, codes.py). Each is written again in forms and languages the
set does not hold, each with a look-alike in the same place that must come through.
The values are generated here from a fixed seed: none is a real key.
"""

from __future__ import annotations

import base64
import quopri

from .fake_values import Values, kept, taken

V = Values("kenning-tests-round17")

_NATO = [
    "alpha",
    "bravo",
    "charlie",
    "delta",
    "echo",
    "foxtrot",
    "golf",
    "hotel",
    "india",
    "juliett",
    "kilo",
    "lima",
    "mike",
    "november",
    "oscar",
    "papa",
    "quebec",
    "romeo",
    "sierra",
    "tango",
    "uniform",
    "victor",
    "whiskey",
    "xray",
    "yankee",
    "zulu",
]
_DIGIT_WORDS = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"]


def _code(n: int = 12) -> str:
    """A password: letters of both cases and at least two digits."""
    return V.rand(n - 2) + "".join(V.random.choice("23456789") for _ in range(2))


def test_a_code_as_quoted_characters_in_any_language() -> None:
    for form in (
        "char[] storePass = new char[] {{ {items} }};",
        "final pw = [{items}].join('');",
        "let secret: [char; 14] = [{items}];",
        "PASS = ''.join([{items}])",
        "my @p = ({items});  # the vault password",
    ):
        v = _code(14)
        q = '"' if form.startswith("my") else "'"
        items = ", ".join(f"{q}{c}{q}" for c in v)
        text = form.format(items=items)
        assert taken(text, items.split(", ")[3] + ", " + items.split(", ")[4]), text


def test_quoted_characters_that_spell_no_code_are_kept() -> None:
    for text in (
        "VOWELS = ['a', 'e', 'i', 'o', 'u', 'y', 'A', 'E', 'I', 'O', 'U']",
        "HEX = ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9', 'a', 'b', 'c', 'd', 'e', 'f']",
        "sep = [',', ';', ':', '|', '/', '-', '+', '*', '=']",
        "letters = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j']",
    ):
        assert kept(text), text


def test_a_code_as_character_codes_turned_into_a_string() -> None:
    for form in (
        "$pw = -join [char[]]({codes})",
        "const key = String.fromCharCode({codes});",
        "secret = ''.join(map(chr, [{codes}]))",
        "pass = [{codes}].pack('c*')",
        "pw := string([]byte{{{hexes}}})",
        "token = bytes([{codes}]).decode()",
    ):
        v = _code(14)
        codes = ",".join(str(ord(c)) for c in v)
        hexes = ", ".join(f"0x{ord(c):02x}" for c in v)
        text = form.format(codes=codes, hexes=hexes)
        assert taken(text, codes.split(",")[5] + "," + codes.split(",")[6]) or taken(
            text, hexes.split(", ")[5]
        ), text


def test_character_codes_of_no_code_are_kept() -> None:
    for text in (
        "msg = ''.join(map(chr, [72, 101, 108, 108, 111, 32, 119, 111, 114, 108, 100]))",
        "String.fromCharCode(65, 66, 67, 68, 69, 70, 71, 72, 73)",
        "ports = bytes([80, 443, 22, 21, 25, 110, 143, 993]).decode()",
        "PNG = bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])",
    ):
        assert kept(text), text


def test_a_code_as_escapes_or_entities() -> None:
    for form in (
        '<input type="hidden" name="pw" value="{dec}">',
        "<param name='key' value='{hx}'/>",
        '{{"password": "{uni}"}}',
        'PSK="{cx}"',
    ):
        v = _code(14)
        dec = "".join(f"&#{ord(c)};" for c in v)
        hx = "".join(f"&#x{ord(c):x};" for c in v)
        uni = "".join(f"\\u{ord(c):04x}" for c in v)
        cx = "".join(f"\\x{ord(c):02x}" for c in v)
        text = form.format(dec=dec, hx=hx, uni=uni, cx=cx)
        assert taken(text, next(e for e in (dec, hx, uni, cx) if e in text)[20:60]), text


def test_escapes_of_words_are_kept() -> None:
    for text in (
        "<p>&#72;&#101;&#108;&#108;&#111;&#32;&#119;&#111;&#114;&#108;&#100;</p>",
        '"title": "\\u0043\\u0061\\u0066\\u00e9 \\u0064\\u0065 '
        '\\u0050\\u0061\\u0072\\u0069\\u0073"',
        "magic = b'\\x89\\x50\\x4e\\x47\\x0d\\x0a\\x1a\\x0a\\x00\\x00'",
        "&#8220;quoted&#8221; &#8212; &#169; &#174; &#8482; &#8364; &#163; &#165;",
    ):
        assert kept(text), text


def test_base64_handed_to_a_decoder() -> None:
    for form in (
        "echo '{b}' | base64 --decode > /run/pw",
        'pw = base64.b64decode("{b}").decode()',
        "const pass = atob('{b}');",
        "$p = [Text.Encoding]::UTF8.GetString([Convert]::FromBase64String('{b}'))",
        "password = Buffer.from('{b}', 'base64').toString()",
    ):
        b = base64.b64encode(_code(15).encode()).decode()
        text = form.format(b=b)
        assert taken(text, b), text


def test_base64_of_words_handed_to_a_decoder_is_kept() -> None:
    for text in (
        "echo 'aGVsbG8gd29ybGQ=' | base64 -d",
        "msg = base64.b64decode('VGhlIHF1aWNrIGJyb3duIGZveA==')",
        "atob('eyJhbGciOiJub25lIn0=')",
    ):
        assert kept(text), text


def test_a_password_in_a_quoted_printable_mail() -> None:
    for body in (
        "Hello,\n\nthe console login is admin / {v}\n\nregards",
        "Bonjour, le mot de passe du routeur : {v} - merci de ne pas le partager.",
        "the wifi key for the plant floor is {v}, changed today",
    ):
        v = _code(16)
        qp = quopri.encodestring(body.format(v=v).encode()).decode()
        qp = qp.replace(" is ", " is=\n ").replace("\n\n", "=0A=0A")
        text = "Content-Transfer-Encoding: quoted-printable\n\n" + qp
        assert taken(text, v), text


def test_a_quoted_printable_mail_with_no_secret_is_kept() -> None:
    text = (
        "Content-Transfer-Encoding: quoted-printable\n\nHi all,=0A=0Athe meeting moved to =\n"
        "Room B12 at 10:30=2E The agenda is in SharePoint2024 under Q3=2E=0A=0AThanks"
    )
    assert kept(text), text


def test_a_code_read_out_in_the_phonetic_alphabet() -> None:
    for form in (
        "ok, the gate code, reading it out: {w}. got that?",
        "Wi-Fi for the van is {w}",
        "read it back to me: {w}",
        "{w} -- that is the alarm panel's",
    ):
        words = [V.random.choice(_NATO) for _ in range(6)]
        words += [V.random.choice(_DIGIT_WORDS), V.random.choice(_NATO)]
        V.random.shuffle(words)
        w = " ".join(words)
        text = form.format(w=w)
        assert taken(text, w), text


def test_phonetic_words_that_spell_no_code_are_kept() -> None:
    for text in (
        "the NATO alphabet starts alpha bravo charlie delta echo foxtrot golf hotel",
        "Team Bravo and team Charlie meet at the Hotel Victor at nine.",
        "Oscar, Romeo and Juliet are in the Sierra Nevada until Tango night.",
    ):
        assert kept(text), text


def test_a_code_for_what_a_door_opens_in_other_words() -> None:
    for text in (
        "the code for the cold-store door is {v}, press the bell key after",
        "code to the server room is {v}",
        "the combination for the bike shed is {v}",
        "pin for the loading-bay shutter is {v}.",
    ):
        v = "".join(V.random.choice("123456789") for _ in range(6))
        assert taken(text.format(v=v), v), text


def test_numbers_for_such_doors_that_are_no_code_are_kept() -> None:
    for text in (
        "the code for the cold-store door is in the wiki, page 4471",
        "the error code for the server room sensor is E4471-b",
        "the code for the loading-bay shutter is 120 lines long",
    ):
        assert kept(text), text


def test_a_secret_file_printed() -> None:
    for cmd in (
        "$ cat /etc/beegfs/connauthfile",
        "PS> Get-Content C:\\ops\\api_token.txt",
        "root@gw:~# cat ~/.vault-token",
        "> type secrets\\master.key",
    ):
        v = V.rand(40) + "9"
        text = f"{cmd}\n{v}\n$ systemctl restart app"
        assert taken(text, v), text


def test_a_file_printed_that_holds_no_secret_is_kept() -> None:
    for text in (
        "$ cat ~/.ssh/id_ed25519.pub\nssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIG8x ops@gw",
        "$ cat VERSION\n2.14.0-rc3",
        "$ cat /etc/hostname\nbuild-runner-07",
        f"$ cat auth_cert.crt.sha256\n{V.hex(64)}",
    ):
        assert kept(text), text


def test_an_sdk_set_up_with_its_keys() -> None:
    for form in (
        'GameAnalytics.Initialize("{h}", "{k}");',
        "Sdk.configure('{h}', '{k}', region='eu')",
        '_bc.Init("{u}", "{w}", "1.0.3", "https://api.example.com/dispatch");',
        'analytics.setup("{h}", "{k}")',
    ):
        h, k, u, w = V.hex(32), V.hex(40), V.uuid(), V.uuid()
        text = form.format(h=h, k=k, u=u, w=w)
        assert taken(text, k if k in text else w), text


def test_a_set_up_with_ids_or_words_is_kept() -> None:
    for text in (
        f"db.setup('{V.uuid()}', 'orders')",
        'logging.configure("INFO", "json")',
        'i18n.init("en-US", "fr-FR")',
        f"repo.init('{V.uuid()}')",
    ):
        assert kept(text), text
