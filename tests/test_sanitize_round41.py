"""Round 41 (issue 27): held-out 42's and 43's leaks, each read by a class of shapes, not a
pattern of the sample: a password's setting named in a sentence of any language
(tongues.py), a call of a name and a password (arguments.py), a value continued by any
shell's mark (split.py), a login and its key in one literal (bare.py), an entry's
attributes in a namespace (markup.py), a URL whose slashes are escaped (escapes.py) and
base64 of a login under an `authorization` call (auth_forms.py). Each with look-alikes of
the same shapes that must stay.

Values come from a fixed seed: none is a real key.
"""

from __future__ import annotations

import base64

from .fake_values import DRAWS, Values, kept, stays_linear, taken

V = Values("kenning-tests-round41")

#: a password's symbols (tongues.is_symbol_password's); those of them shapes.py's
#: `password_shape` rule does not take alone in any literal
_SYMBOLS = "!#$%*@"
_QUIET_SYMBOLS = "#$@"


def _password(symbols: str = _SYMBOLS) -> str:
    """Both cases and two digits or more with a password's symbol inside."""
    while True:
        v = V.rand(14)
        if sum(c.isdigit() for c in v) >= 2:
            return v[:6] + V.random.choice(symbols) + v[6:]


# == a setting's name for a password in a sentence (tongues.py) ==


def test_a_password_setting_named_in_a_sentence_gives_its_value() -> None:
    for _ in range(DRAWS):
        pw = _password()
        for text in (
            f"the keyPassword is {pw}",
            f"Ti signingPassword ket {pw}, alaen mo",
            f"Ang release.storePassword ay {pw} para sa build",
            f"KEYSTORE_PASSWORD yog {pw} nyob rau hauv CI",
            f"db-passwd ni {pw} kama ilivyo",
        ):
            assert taken(text, pw), text


def test_a_password_setting_named_without_its_value_is_kept() -> None:
    for _ in range(DRAWS):
        for text in (
            "the keyPassword stays in the vault, see build 8842",
            f"rotate storePassword in commit {V.hex(12)} and tag v2.{V.random.randint(1, 9)}",
            "set MATCH_PASSWORD in the CI secrets, not in Fastfile",
            "the storePassword for the test build is Android2024x",
            f"$KEY_PASSWORD is read from env at step {V.random.randint(2, 99)}",
            "passwordHash and passwordSalt are columns of users",
        ):
            assert kept(text), text


# == a call of a name and a password (arguments.py) ==


def test_a_call_of_a_name_and_a_password_gives_the_password() -> None:
    for _ in range(DRAWS):
        pw = _password()
        for text in (
            f'  modem.attach("Workshop 5G", "{pw}");',
            f"ap.configure('lab-net', '{pw}')",
            f'Ethernet.start("svc_ingest", "{pw}")',
        ):
            assert taken(text, pw), text


def test_a_call_on_text_of_two_literals_is_kept() -> None:
    for _ in range(DRAWS):
        pw = _password(_QUIET_SYMBOLS)
        for text in (
            f'label = name.replace("Name", "{pw}")',
            f'log.info("user", "{pw}")',
            f'assertEqual("expected", "{pw}")',
            f'parts.join(", ", "{V.rand(12)}")',
            'open("config.yml", "r")',
        ):
            assert kept(text), text


# == a value continued by a backtick or a caret (split.py), a login's pair (bare.py) ==


def test_a_value_continued_by_a_backtick_or_a_caret_is_taken_in_both_lines() -> None:
    for _ in range(DRAWS):
        key = V.rand(28)
        a, b = key[:13], key[13:]
        for text in (
            f"$pair = 'svc_export:{a}`\n{b}'",
            f'$env:API_TOKEN = "{a}`\n    {b}"',
            f'set "API_TOKEN={a}^\n{b}"',
        ):
            assert taken(text, a) and taken(text, b), text


def test_a_markdown_span_or_a_command_continued_is_kept() -> None:
    for text in (
        "run `make`\nand then it's done",
        "docker run `\n  --rm `\n  alpine:3.20",
        'copy "a b.txt" ^\n  "c d.txt"',
        "Don't forget `git pull`\nbefore you push",
    ):
        assert kept(text), text


def test_a_login_and_its_key_in_one_literal_is_taken() -> None:
    for _ in range(DRAWS):
        key = V.rand(28)
        assert taken(f"$pair = 'svc_export:{key}'", key)
        assert taken(f'creds = ["deploy.bot:{key}"]', key)


def test_a_namespaced_or_typed_literal_is_kept() -> None:
    for _ in range(DRAWS):
        for text in (
            f'uri = "spotify:track:{V.rand(22)}"',
            f'digest = "sha256:{V.hex(64)}"',
            f'image = "registry.example.org/app:{V.hex(12)}"',
        ):
            assert kept(text), text


# == an entry's attributes in a namespace (markup.py) ==


def test_an_android_meta_data_key_is_taken() -> None:
    for _ in range(DRAWS):
        key = V.hex(32)
        for name in ("com.acme.sdk.API_KEY", "io.example.CLIENT_SECRET", "AUTH_TOKEN"):
            text = f'<meta-data android:name="{name}" android:value="{key}"/>'
            assert taken(text, key), text


def test_an_android_meta_data_setting_is_kept() -> None:
    for text in (
        '<meta-data android:name="com.google.android.gms.version" '
        'android:value="@integer/google_play_services_version"/>',
        '<meta-data android:name="firebase_analytics_collection_enabled" android:value="false"/>',
        '<meta-data android:name="com.acme.API_KEY" android:value="${acmeApiKey}"/>',
    ):
        assert kept(text), text


# == a URL whose slashes are escaped (escapes.py) ==


def test_a_url_with_escaped_slashes_gives_its_password() -> None:
    for _ in range(DRAWS):
        pw = V.rand(16)
        for text in (
            f"API_BASE = https:/$()/ci:{pw}@git.example.org/v1",
            f'log: {{"url":"https:\\/\\/ci:{pw}@git.example.org\\/v1"}}',
        ):
            assert taken(text, pw), text


def test_a_url_with_escaped_slashes_and_no_login_is_kept() -> None:
    for text in (
        "API_BASE = https:/$()/api.example.org/v1",
        'log: {"url":"https:\\/\\/api.example.org\\/v1\\/users"}',
    ):
        assert kept(text), text


# == base64 of a login under an `authorization` call or name (auth_forms.py) ==


def test_base64_of_a_login_under_an_authorization_call_is_taken() -> None:
    for _ in range(DRAWS):
        blob = base64.b64encode(f"release-bot:{V.rand(30)}".encode()).decode()
        for text in (
            f'git_basic_authorization("{blob}")',
            f"proxy_authorization: {blob}",
        ):
            assert taken(text, blob), text


def test_an_authorization_setting_in_words_is_kept() -> None:
    for text in (
        'headers = {"Authorization": "application/json"}',
        "authorization: required",
        'set_authorization("none")',
    ):
        assert kept(text), text


def test_the_new_forms_stay_linear() -> None:
    assert stays_linear("a keyPassword b " * 400)
    assert stays_linear('f("a", "b"), ' * 400)
    assert stays_linear("'x:abc`\n" * 400)
    assert stays_linear("https:/$()/" * 400)
