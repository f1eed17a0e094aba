"""Round 26 (issue 27): the leak classes held-out 32 showed, each by its mechanism.

A key whose name says `key` only inside a compound, a key printed in dashed groups, hex
bytes joined by colons, a value on the line after its label (and wrapped onto the next),
a value broken by a hyphen at a line's end, a key in parentheses after its name, a
one-time code in a link, a private feed's token as a path segment, a PIN in a markup
element named for it, a secret echoed into a file named for it, a password read in the
phonetic alphabet with its letters' case ("capital delta"); and a documentation's
counted stand-in (`ABCDE12345`) kept. Each class is written here in forms and for vendors
the held-out sets do not hold, with look-alikes of the same shape that must stay. The
values are generated from a fixed seed: none is a real key.
"""

from __future__ import annotations

import string

import pytest

from kenning.daemon.safety import spelled

from .fake_values import DRAWS, Values, kept, stays_linear, taken

V = Values("kenning-tests-round26")
_LOWER = string.ascii_lowercase + string.digits


def _draw(n: int, alphabet: str) -> str:
    return "".join(V.random.choice(alphabet) for _ in range(n))


def _groups(n: int = 5, size: int = 4) -> str:
    while True:
        groups = [_draw(size, _LOWER) for _ in range(n)]
        if (
            sum(any(c.isdigit() for c in g) for g in groups) >= 2
            and sum(any(c.isalpha() for c in g) for g in groups) >= 2
        ):
            return "-".join(groups)


def _capital_groups(n: int = 6) -> str:
    while True:
        groups = [_draw(5, string.ascii_uppercase + string.digits) for _ in range(n)]
        if sum(any(c.isdigit() for c in g) for g in groups) >= 2:
            return "-".join(groups)


def _hex_bytes(n: int = 16) -> str:
    """`n` random bytes in hex, `:` between them (`V.hex(2)` ends each in `a`: 16 values
    of 256, a run no key's bytes make, which the redactor rightly reads as no key)."""
    return ":".join(f"{V.random.randrange(256):02x}" for _ in range(n))


# -- a key whose name says `key` inside a compound -----------------------------------------


def test_a_key_named_in_a_compound_is_taken() -> None:
    for _ in range(DRAWS):
        hexed, key, grouped = V.hex(16), V.rand(40), _groups()
        for text, secret in (
            (f"  settlementKey: {hexed}", hexed),
            (f'{{"relayKey": "{key}"}}', key),
            (f"KEY_NODE_A={V.hex(32).upper()}", None),
            (f"export BROKER_KEY_LEGACY={key}", key),
            (f"ingest_key = '{grouped}'", grouped),
            (f'    "key": "{grouped}",', grouped),
            (f"rtmp_key: {grouped}", grouped),
            (f'  "key": "{_hex_bytes()}"', None),
            (f"link_key={_hex_bytes(32)}", None),
        ):
            value = secret or text.split("=", 1)[-1].split(": ", 1)[-1].strip("'\" ")
            assert taken(text, value), text


def test_a_compound_name_that_says_no_secret_is_kept() -> None:
    for text in (
        "primaryKey: user_id",
        f'"cacheKey": "{V.hex(40)}"',
        f'{{"key": "{V.uuid()}", "label": "Row"}}',
        f"sortKey: {V.rand(20)}",
        "keyCode: 13",
        f"KEY_ID={V.rand(20)}",
        f"publicKey: {V.rand(44)}",
        '"key": "settings.page.title"',
        '"key": "en-us-page-2024"',
        '"key": "1234-5678-9012-3456"',
        '"mac": "a4:5e:60:d2:11:0b"',
        '"extended_pan_id": "dd:dd:dd:dd:dd:dd:dd:dd"',
        '"key": "00:00:00:00:00:00:00:00:00:00:00:00:00:00:00:00"',
        f'{{"key": "{V.hex(32)}", "size": 1204}}',
        '"X-Trace-Key": "Ab12Cd34Ef56Gh78"',
        "hotkey: ctrl+shift+k",
    ):
        assert kept(text), text


# -- a value on the line after its label -------------------------------------------------------


def test_a_value_on_the_line_after_its_label_is_taken() -> None:
    for _ in range(DRAWS):
        key, hexed, grouped = V.rand(32), V.hex(48), _capital_groups()
        for text, secret in (
            (f"Backup codes / recovery key:\n{grouped}\nKeep it safe", grouped),
            (f"Your personal access token (shown once):\n\n{key}\n", key),
            (f"ok so the bot token, put it in the env file:\n{key}", key),
            (f"Clé d'accès :\n{hexed}", hexed),
            (f"Das Passwort für den Router:\n  {key}\n", key),
            (f"Secret:\n{_groups()}", None),
        ):
            value = secret or text.rsplit("\n", 1)[-1]
            assert taken(text, value), text


def test_a_wrapped_value_after_its_label_is_taken_whole() -> None:
    for _ in range(DRAWS):
        first, second = V.rand(36), V.rand(30)
        text = f"Your API token (join the two lines):\n{first}\n{second}\nThanks"
        assert taken(text, first) and taken(text, second), text


def test_a_label_line_that_is_no_secrets_is_kept() -> None:
    for text in (
        "Run the following:\nnpm install --save-dev typescript",
        f"Public key:\n{V.rand(44)}",
        f"Commit:\n{V.hex(40)}",
        "keys:\n  - name: admin",
        "The key points are:\nspeed, safety, size",
        f"Your order number:\n{_draw(10, string.digits)}",
        "Token:\n<paste your token here>",
        "Fingerprint of the key:\nSHA256:" + V.rand(43),
    ):
        assert kept(text), text


# -- a value broken by a hyphen at a line's end ------------------------------------------------


def test_a_key_broken_by_a_hyphen_is_taken() -> None:
    for _ in range(DRAWS):
        key = V.rand(40)
        head, tail = key[:18], key[18:]
        for text in (
            f"Secret key: {head}-\n{tail}\nRegion: ap-south-1",
            f"API token: {head}-\n   {tail}",
            f"Zugangsschlüssel: {head}-\n{tail}",
            f"password: {head}-\n{tail}",
            f"Access token: {head}-\n{tail}\n",
        ):
            assert taken(text, head) and taken(text, tail), text


def test_a_hyphenated_word_after_a_label_is_kept() -> None:
    for text in (
        "Key: the long-\nterm plan",
        "Token: well-\nknown",
        "Note: the data-\nset is big",
        "Key: a two-\nway street",
        "Key findings: cross-\nplatform support",
    ):
        assert kept(text), text


# -- a key in parentheses after its name -------------------------------------------------------


def test_a_key_in_parentheses_after_its_name_is_taken() -> None:
    for _ in range(DRAWS):
        hexed, key = V.hex(40), V.rand(32)
        for text, secret in (
            (f"The vendor issues a licence key ({hexed}) to the customer.", hexed),
            (f"use the access token ({key}) for the sandbox only", key),
            (f"Der API key ({key}) ist vertraulich.", key),
            (f"webhook secret ({hexed}), do not share", hexed),
            (f"the tokens ({key}) expire in a year", key),
        ):
            assert taken(text, secret), text


def test_words_in_parentheses_after_a_key_are_kept() -> None:
    for text in (
        "the API key (optional) is read from the environment",
        "a token (see the docs) is needed",
        "key (string): the name of the record",
        "password (required_field)",
        f"the key ({V.uuid()}) of the row",
    ):
        assert kept(text), text


# -- a one-time code in a link, a private feed's token -----------------------------------------


def test_a_one_time_code_in_a_link_is_taken() -> None:
    for _ in range(DRAWS):
        code = _draw(43, string.ascii_letters + string.digits + "-_")
        while not any(c.isdigit() for c in code):
            code = _draw(43, string.ascii_letters + string.digits + "-_")
        for text in (
            f"sign in here: https://app.example/magic?code={code}",
            f"https://clinic.example/verify?user=12&otp={code} (valid 10 min)",
            f"open https://id.example/cb?state=abc&code={code}",
            f'<a href="https://x.example/login?login_code={code}">log in</a>',
            f"https://school.example/join?auth_code={code}&lang=en",
        ):
            assert taken(text, code), text


def test_a_short_or_worded_code_in_a_link_is_kept() -> None:
    for text in (
        "https://example.com/country?code=US",
        "https://http.cat/status?code=200",
        "https://example.com/promo?code=SUMMER2024",
        "https://example.com/auth?code=AUTHORIZATION_CODE",
        "https://docs.example/errors?code=invalid_grant_type_error",
        f"https://shop.example/item?code={V.hex(24)}",
    ):
        assert kept(text), text


def test_a_private_feed_token_in_a_path_is_taken() -> None:
    for _ in range(DRAWS):
        token = _draw(32, _LOWER)
        while sum(c.isdigit() for c in token) < 4:
            token = _draw(32, _LOWER)
        for text in (
            f"https://members.example/private/{token}/feed.xml",
            f"subscribe: https://pod.example/secret/{token}",
            f"curl https://cal.example/private/{token}/basic.ics",
            f"https://patrons.example/private/{token}?format=rss",
            f"the feed https://x.example/v1/private/{token}/episodes is yours",
        ):
            assert taken(text, token), text


def test_a_private_path_of_words_is_kept() -> None:
    for text in (
        "/private/var/folders/xy/T/tmp1234",
        "cd /private/tmp/build-output",
        "https://github.com/org/private/settings-page",
        "https://example.com/secret/santa-exchange-rules",
        "ls /private/etc/hosts",
    ):
        assert kept(text), text


# -- a PIN in an element named for it, a secret echoed into a file -----------------------------


def test_a_pin_in_an_element_named_for_it_is_taken() -> None:
    for _ in range(DRAWS):
        pin = _draw(6, string.digits)
        for text in (
            f"<DevicePin>{pin}</DevicePin>",
            f"<cfg><SimPIN>{pin}</SimPIN></cfg>",
            f"<ns:SignerPin>{pin}</ns:SignerPin>",
            f"<pin>{pin}</pin>",
            f"<AccessPasscode>{pin}</AccessPasscode>",
        ):
            assert taken(text, pin), text


def test_a_pin_element_of_no_secret_is_kept() -> None:
    for text in (
        "<GpioPin>17</GpioPin>",
        "<LedPin>4</LedPin>",
        "<PinCount>1200</PinCount>",
        "<Pinned>true</Pinned>",
        "<pin>none</pin>",
    ):
        assert kept(text), text


def test_a_secret_echoed_into_a_file_named_for_it_is_taken() -> None:
    for _ in range(DRAWS):
        hexed, key = V.hex(64), V.rand(40)
        for text, secret in (
            (f"echo {hexed} > /etc/app/session_secret", hexed),
            (f"echo -n '{key}' > ~/.config/tool/token", key),
            (f'echo "{key}" >> secrets/api_key.txt', key),
            (f"sudo sh -c 'echo {hexed} > /var/lib/cookie'", hexed),
            (f"echo {key} > .vault-pass && chmod 600 .vault-pass", key),
        ):
            assert taken(text, secret), text


def test_an_echo_into_a_file_of_no_secret_is_kept() -> None:
    for text in (
        f"echo {V.hex(40)} > build/commit.sha",
        "echo $SECRET_KEY > key.txt",
        f"echo {V.rand(68)} >> ~/.ssh/authorized_keys",
        "echo hello-world-from-ci > token_readme.txt",
        f"echo {V.hex(64)} > checksum.txt",
    ):
        assert kept(text), text


# -- a password read in the phonetic alphabet, its letters' case told -------------------------

_NATO = spelled.NATO.split("|")  # the phonetic alphabet as the rule reads it
_DIGITS = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"]


def _read_out() -> str:
    words = []
    for i in range(8):
        if i % 3 == 1:
            words.append(V.random.choice(_DIGITS))
        else:
            case = V.random.choice(("capital ", "small ", "lower case ", ""))
            words.append(case + V.random.choice(_NATO))
    return " ".join(words)


def test_a_password_read_with_cased_phonetic_words_is_taken() -> None:
    for _ in range(DRAWS):
        spoken = _read_out().replace("capital alpha", "capital bravo")
        spoken = "capital kilo " + spoken + " capital echo"
        for text in (
            f"the temporary password is {spoken}, no spaces",
            f"PIN for the alarm: {spoken}",
            f"[transcript] your passphrase: {spoken} ok",
            f"the wifi key is {spoken}",
            f"new password, {spoken}, bye",
        ):
            assert taken(text, spoken), text


def test_cased_phonetic_words_in_prose_are_kept() -> None:
    for text in (
        "the capital Lima is in Peru, the capital Delhi in India",
        "the river's capital delta is wide, says the echo of the guide",
        "alpha, beta and capital delta are Greek letters in the formula",
        "Small Hotel India, capital Kilo: a list of call signs, no code",
        "capital alpha capital bravo capital charlie capital delta echo foxtrot",
    ):
        assert kept(text), text


# -- a documentation's counted stand-in --------------------------------------------------------


def test_a_counted_stand_in_is_kept() -> None:
    for text in (
        "efetch.fcgi?db=nuccore&id=5&api_key=ABCDE12345",
        "api_key=abc123",
        "token: ABC123",
        "API_KEY=ABCDEFGH123456",
        "password = abcd1234",
    ):
        assert kept(text), text
    key = V.rand(24)
    assert taken(f"api_key=ABCDE{key}", key)


@pytest.mark.slow
def test_the_new_rules_stay_linear() -> None:
    for text in (
        "key" * 4000,
        "Token:\n" * 3000,
        "key: ab-\n" * 3000,
        "key (" * 4000,
        "echo " + "a" * 5000 + " > ",
        "/private/" * 3000,
        "<pin>" * 3000,
    ):
        assert stays_linear(text), text[:40]
