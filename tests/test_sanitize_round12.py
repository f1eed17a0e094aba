"""Round 12's classes (issue 27): quotes, escapes, door codes, URL paths, prefixed keys.

Typographic quotes read as straight ones (escapes.py), a password with a `%XX`
escape inside standing alone (stated.py), a door's or an alarm's code with the
`#` a keypad ends it with (codes.py), a token in a URL's path after a segment
that names a credential (hooks.py). Each with the secrets it must take and the
look-alikes in the same place that must come through. The values are
generated here from a fixed seed: none is a real key.
"""

from __future__ import annotations

import pytest

from kenning.daemon.safety.escapes import typographic
from kenning.daemon.safety.stated import escaped_password

from .fake_values import Values, kept, taken

V = Values("kenning-tests-round12")
_rand, _hex, _uuid = V.rand, V.hex, V.uuid

# -- typographic quotes ----------------------------------------------------------------------

CURLY = _rand(10) + "!" + _rand(4)
GUILLEMET_KEY = _rand(28)


def test_typographic_quotes_read_straight_one_character_for_one() -> None:
    text = "it’s “x” and « y » and „z“"
    straight = typographic(text)
    assert straight == 'it\'s "x" and " y " and "z"'
    assert straight is not None and len(straight) == len(text)
    assert typographic("no quotes here, café") is None


@pytest.mark.parametrize(
    ("text", "secret"),
    [
        (f"the Wi-Fi is “CorpGuest” and the code is “{CURLY}”", CURLY),
        (f"la clé API est « {GUILLEMET_KEY} »", GUILLEMET_KEY),
        (f"password = ‘{CURLY}’", CURLY),
    ],
)
def test_a_secret_in_typographic_quotes_is_taken(text: str, secret: str) -> None:
    assert taken(text, secret)


@pytest.mark.parametrize(
    "text",
    [
        "the Wi-Fi at the office is “CorpGuest”, ask at the desk",
        "he said “it’s done” and left",
        "« Bonjour » — l’équipe",
    ],
)
def test_words_in_typographic_quotes_are_kept(text: str) -> None:
    assert kept(text)


# -- a password with a %XX escape inside -----------------------------------------------------

ESC1 = _rand(7) + "%5f" + _rand(4)
ESC2 = _rand(7) + "%24" + _rand(4)
ESC3 = _rand(6) + "%30" + _rand(5)


@pytest.mark.parametrize(
    ("text", "secret"),
    [
        (f"Сервердин сырсөзү: {ESC1}", ESC1),
        (f"composer config --global http-basic.repo.corp bob {ESC2}", ESC2),
        (f"the code is “{ESC3}”", ESC3),
        (f'use "{ESC1}" for now', ESC1),
    ],
)
def test_a_password_with_an_escape_standing_alone_is_taken(text: str, secret: str) -> None:
    assert taken(text, secret)


@pytest.mark.parametrize(
    "value",
    ["Report%20Q3final", "Foo%2Fbar1Baz", "a%3Ab%3Ac1D", "Hello%2EWorld2", "abcd%20efgh"],
)
def test_url_encoded_text_is_no_escaped_password(value: str) -> None:
    assert not escaped_password(value)


@pytest.mark.parametrize(
    "text",
    [
        "download Q3%20Report%20Final.pdf from the share",
        "GET /search?q=caf%C3%A9 HTTP/1.1",
        "progress 100% done, 50%off",
        "open https://example.com/a%2Fb%2Fc1D/x",
    ],
)
def test_url_encoded_words_are_kept(text: str) -> None:
    assert kept(text)


# -- a door's or an alarm's code -------------------------------------------------------------

DOOR = str(V.random.randrange(100000, 999999))
PANEL = str(V.random.randrange(1000000, 9999999)) + "D"


@pytest.mark.parametrize(
    ("text", "secret"),
    [
        (f"the door code for the server room changed, it's {DOOR}# now", DOOR),
        (f"door code for the office alarm is {PANEL}", PANEL),
        (f"alarm code: {DOOR}", DOOR),
        (f"the garage keypad code is {DOOR}*", DOOR),
    ],
)
def test_a_door_code_stated_is_taken(text: str, secret: str) -> None:
    assert taken(text, secret)


@pytest.mark.parametrize(
    "text",
    [
        "the door code is on the whiteboard in the ops room",
        "door code for the office alarm is on the wiki",
        "the gate opens at 0800 and the door is 2 meters wide",
        "the alarm code path is in src/alarm.py, line 1200",
    ],
)
def test_door_words_without_a_code_are_kept(text: str) -> None:
    assert kept(text)


# -- a token in a URL's path -----------------------------------------------------------------

PUSH = _rand(10)
BRIDGE = _rand(20) + "-" + _rand(19)
PING = _uuid()


@pytest.mark.parametrize(
    ("text", "secret"),
    [
        (f"curl -fsS 'https://status.corp.dev/api/push/{PUSH}?status=up&msg=OK'", PUSH),
        (f"curl -X PUT http://192.168.1.40/api/{BRIDGE}/lights/3/state", BRIDGE),
        (f"curl https://hc.example.com/ping/{PING}", PING),
        (f"GET https://svc.example.com/v1/token/{PUSH}/status", PUSH),
    ],
)
def test_a_token_in_a_url_path_after_a_credential_segment_is_taken(text: str, secret: str) -> None:
    assert taken(text, secret)


@pytest.mark.parametrize(
    "text",
    [
        "https://example.com/api/v2/users/GetUser2Data",
        "https://x.dev/api/push/notifications",
        "https://example.com/api/Users2Groups/list",
        "https://github.com/o/r/blob/9fceb02d0ae598e95dc970b74767f19372d61af8/src/api/Key.java",
        "https://docs.example.com/api/key/RotatingKeys",
        "https://example.com/api/orders/8f14e45f-ceea-467f-a0e6-bd1a2ef3c9b1",
    ],
)
def test_url_paths_without_a_token_are_kept(text: str) -> None:
    assert kept(text)
