"""Short random values stated in prose and chat, told by their cue (issue 27, prose.py).

Each class is written in several wordings and languages, beside the look-alikes of the
same shape that must stay (an id, a version, a slug, a path, a setting). The values are
drawn from a fixed seed, 8 to 20 letters and digits of both cases: none is a real key.
"""

from __future__ import annotations

import random

import pytest

from kenning.daemon.safety.gates import GateFinder
from kenning.daemon.safety.prose import PROSE_RULES, _aligned, _WordsRule, random_short
from kenning.daemon.safety.sanitize import default_sanitizer

from .fake_values import DRAWS, Values, kept

V = Values("kenning-tests-prose")
_redact = default_sanitizer().redact


def _value() -> str:
    return V.rand(V.random.randrange(8, 21))


def _share_taken(forms: tuple[str, ...], least: float = 0.9) -> None:
    """Each form, filled with drawn values, loses its value in `least` of the draws or
    more (a random draw now and then spells a word: `random_short` keeps a name)."""
    for form in forms:
        hits = 0
        for _ in range(DRAWS):
            v = _value()
            out = _redact(form.format(v=v))
            hits += v not in out and "[REDACTED:" in out
        assert hits >= least * DRAWS, (form, hits)


def test_random_short_takes_random_values_and_keeps_names() -> None:
    drawn = [_value() for _ in range(1000)]
    assert sum(map(random_short, drawn)) >= 950
    for name in (
        "MyClass2Test", "FooBar2Baz", "Win32Api", "Summer2024", "HelloWorld1", "OAuth2Client",
        "LoginPage2", "Base64Encoder", "ORD12345", "v2.3.1", "a1b2c3d4e5", "feature-login-v2",
        "Release2024Q1", "iPhone12Pro", "useState2", "Sha256Digest",
    ):  # fmt: skip
        assert not random_short(name), name


def test_an_access_code_named_by_what_it_opens_is_taken() -> None:
    _share_taken(
        (
            "the wifi code for the office is {v}",
            "The gate code for the back lot is {v}.",
            "door PIN: {v}",
            "le code wifi du bureau est {v}",
            "der WLAN-Code lautet {v}",
            "el código del portón es {v}",
            "guest network code is {v}, ask reception for a new one",
            "the access code to the server room: {v}",
            "gate code — {v}",
            "the alarm code's {v}",
            "il codice del cancello è {v}",
        )
    )


def test_a_credential_word_right_before_its_value_is_taken() -> None:
    _share_taken(
        (
            "use token {v} for the staging api",
            "try with key {v} on the router",
            "mit Token {v} für die Staging-API",
            "utilise le jeton {v} pour l'api de test",
            "call it with secret {v} against prod",
            "log in with passcode {v} on the kiosk",
        )
    )


def test_a_login_and_a_password_joined_by_a_slash_are_taken() -> None:
    _share_taken(
        (
            "admin / {v} works on the router",
            "root / {v} for the nas",
            "try deploy / {v} on staging",
            "login is operator / {v}",
            "Zugang: admin / {v}",
            "pi / {v} on the raspberry",
        )
    )


def test_a_passphrase_of_dashed_words_is_taken() -> None:
    words = ("maple", "orbit", "harbor", "copper", "lantern", "meadow", "tiger", "cobalt", "river")
    for _ in range(DRAWS):
        w = [V.random.choice(words) for _ in range(4)]
        phrase = f"{w[0]}-{w[1]}-{V.random.randrange(10, 99)}-{w[2]}"
        for text in (
            f'the passphrase we picked is "{phrase}"',
            f"la phrase secrète est {phrase}",
            f"our shared passphrase was {phrase}, keep it offline",
            f"Die Passphrase ist '{phrase}'",
            f"vault password now: {phrase}-{w[3]}",
        ):
            assert phrase not in _redact(text), text


def test_a_question_naming_the_credential_then_its_value_is_taken() -> None:
    _share_taken(
        (
            "password?\n{v}",
            "what's the api key?\n{v}\nthanks",
            "token?\n  {v}",
            "and the wifi code?\n`{v}`",
            "Passwort?\n{v}",
            "mot de passe ?\n{v}",
            "contraseña?\n\n{v}",
        )
    )


def test_a_value_first_then_its_cue_is_taken() -> None:
    _share_taken(
        (
            "here: {v} (that's the prod key, careful)",
            "{v} is the staging token",
            "{v} <- admin password, don't share",
            "use {v}, it's the api key for billing",
            "{v} — das ist das Passwort für prod",
            "{v} (the root password)",
        )
    )


def test_a_header_named_for_auth_is_taken() -> None:
    _share_taken(
        (
            '{{"X-Auth": "{v}"}}',
            "headers = {{'X-Auth': '{v}'}}",
            '{{"Auth": "{v}", "Accept": "application/json"}}',
            '{{"X-Authorization": "{v}"}}',
            '{{"Proxy-Auth": "{v}"}}',
            "X-Auth: {v}",
            "curl -H 'X-Auth: {v}' https://api.example",
            "x_auth = '{v}'",
        )
    )


def test_look_alikes_of_the_same_shape_stay() -> None:
    for text in (
        "the code is in src/",
        "the wifi code is working now",
        "the gate code review is done",
        "use token auth for the api",
        "try with key presses on the router",
        "use key rotation on the router",
        "admin / settings page",
        "home / Projects / kenning",
        "users / FooBar2 / settings",
        "order 88341 / Tracking ABC123",
        "ratio 3 / 4 of the runs",
        "dashed slug feature-login-page-v2",
        "the passphrase policy is strict-mode-only",
        "password?\nforgot it",
        "token?\nno idea yet",
        "what's the id?\nORD12345",
        "here: a1b2c3d4 (that's the commit)",
        "MyClass2Test is the key class",
        "v2.3.1 is the token release",
        '{"X-Auth-Mode": "oauth"}',
        '{"X-Auth-Type": "Bearer"}',
        '{"auth_url": "https://id.example/Tk5wX9qLm3Zn"}',
        "X-Auth-Mode: oauth2",
        "X-KLEVU-AUTH-ALGO: HmacSHA384",
        "the promo code is Sv4kR8mQx2",
        "error code is E4xT9kQz2W",
        "release-candidate-2-final",
    ):
        assert kept(text), (text, _redact(text))


#: the pieces a drawn text is made of: the rules' words in several cases and next to a
#: name's characters, prose, punctuation, blanks of every sort (`str.split`'s beyond RE2's
#: `\\s` among them), numbers, dashed words, letters whose lower case is longer
_PIECES = (
    "token", "Token", "KEY", "key", "secret", "password", "Passwort", "passphrase", "pass phrase",
    "mot de passe", "clé", "ключ", "api key", "api_key", "$TOKEN", "/pass", "passcode", "PIN",
    "is", "the", "for", "use", "prod", "commit", "hash", "that's", "it's", "was", ":", "=",
    "-", " - ", "—", "<-", "(", ")", '"', "'", "`", ",", ".", "!", "?", "\n", "\t", "\x0b",
    "\x1c", "\xa0", "\u2028", "  ", "2024", "v2", "42", "maple-orbit-12-river", "a-b", "İ",
    "ß", "Straße", "naïve",
)  # fmt: skip


def _drawn_texts(count: int, seed: int) -> list[str]:
    rng = random.Random(seed)
    values = Values(f"kenning-tests-prose-drawn-{seed}")
    texts = []
    for _ in range(count):
        parts = []
        for _ in range(rng.randint(1, 12)):
            roll = rng.random()
            if roll < 0.2:  # a short random value, whole or cut, or letters of one case
                v = values.rand(rng.randrange(5, 30))
                parts.append(
                    v if rng.random() < 0.7 else v.lower() if rng.random() < 0.5 else v[:5]
                )
            elif roll < 0.3:  # a password's shape, or near it: runs of one or two classes
                # joined by symbols (a dot or a slash among them), so the symbols make its shape
                runs = ("ABCXYZ", "abcxyz", "0123456789", "Kkqz", "x7y")
                chunks = [
                    "".join(rng.choice(rng.choice(runs)) for _ in range(rng.randint(1, 5)))
                    for _ in range(rng.randint(2, 4))
                ]
                parts.append("".join(c + rng.choice("!%^*~_=(.$/@-") for c in chunks)[:-1])
            elif roll < 0.4:  # dashed words and numbers, after a passphrase's word or not
                words = [
                    rng.choice(("maple", "orbit", "ox", "river", "12", "v2")) for _ in range(4)
                ]
                cue = rng.choice(("passphrase is ", "password: ", "the secret was ", ""))
                parts.append(cue + "-".join(words[: rng.randint(2, 4)]))
            else:
                parts.append(rng.choice(_PIECES))
        texts.append("".join(p + rng.choice(("", " ", " ", " ", "\n", "\t")) for p in parts))
    return texts


@pytest.mark.slow
def test_the_word_rules_find_the_same_with_their_test_in_c_and_without() -> None:
    """`_WordsRule` reads a text only where `may` says it can hold a value, and only at the
    words the sanitizer found (`first`): the same spans as `part` at every word of every text."""
    rules = [r for r in PROSE_RULES if isinstance(r, _WordsRule)]
    assert len(rules) == 2
    finder = GateFinder(rules)
    settled = [0] * len(rules)
    found = [0] * len(rules)
    for text in _drawn_texts(6000, 1):
        low = text.lower()
        first = finder.gates(text, low)
        for n, rule in enumerate(rules):
            slow = list(rule.part(text, _aligned(text, low), rule.gates))
            fast = [(h.start, h.end) for h in rule.scan(text, low, first)]
            assert fast == slow, (rule.kind, text)
            assert list(rule.find(text)) == slow, (rule.kind, text)
            settled[n] += not rule.may(text)
            found[n] += bool(slow)
    # both answers were put to the test, for each rule
    assert min(settled) > 1000 and min(found) > 200, (settled, found)
