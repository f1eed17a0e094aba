"""The shared judge of "a word or drawn letters" (`safety/sayable.py`, issue 27): its rates
on drawn values, and the names it keeps. Seeded: the same draws on every run."""

from __future__ import annotations

import random
import string

from kenning.daemon.safety.bare import random_key
from kenning.daemon.safety.prose import random_short
from kenning.daemon.safety.sayable import letter_cost, sayable
from kenning.daemon.safety.values import has_upper_lower_digit, looks_random

ALNUM = string.ascii_letters + string.digits


def _draws(seed: str, n: int, size: int, alphabet: str = ALNUM) -> list[str]:
    r = random.Random(seed)
    out: list[str] = []
    while len(out) < n:
        v = "".join(r.choice(alphabet) for _ in range(size))
        if alphabet != ALNUM or has_upper_lower_digit(v):
            out.append(v)
    return out


def test_random_runs_of_letters_are_rarely_sayable() -> None:
    # (measured: 8 % of five letters, 2 % of six, 0.3 % of eight, none of twelve)
    for size, most in ((5, 0.12), (6, 0.04), (8, 0.01), (12, 0.002)):
        drawn = _draws(f"runs{size}", 2000, size, string.ascii_lowercase)
        assert sum(map(sayable, drawn)) <= most * 2000, size


def test_words_of_code_and_prose_are_sayable() -> None:
    words = (  # noqa: SIM905  (a word list reads better as one string)
        "password secret release summer request handler client server config session "
        "header payload signature hashed user account service billing deploy staging "
        "production settings manager builder factory listener encoder decoder message "
        "channel webhook storage bucket database cluster replica mongo redis kafka docker "
        "github python windows linux chrome firefox spring winter welcome hello world"
    ).split()
    assert [w for w in words if not sayable(w)] == []
    assert all(sayable(w.capitalize()) for w in words)  # case does not matter
    assert letter_cost("password") < letter_cost("wpsdaros")


def test_short_random_values_read_random_and_names_do_not() -> None:
    # before the judge: 98.0 % of 10 characters, 98.8 % of 16 (issue 27)
    assert sum(map(random_short, _draws("short10", 2000, 10))) >= 0.99 * 2000
    assert sum(map(random_short, _draws("short16", 2000, 16))) >= 0.995 * 2000
    for name in (
        "Release2024Q1", "Summer2024", "FooBar2Baz", "Win32Api", "MyClass2Test",
        "OAuth2Client", "Base64Encoder", "Sha256Digest", "getUser2ById", "Windows10Pro",
        "Welcome2024", "Password123", "HttpServer2", "Spring2023Sale",
    ):  # fmt: skip
        assert not random_short(name), name


def test_long_random_values_read_random_and_identifiers_do_not() -> None:
    drawn = _draws("long32", 2000, 32)
    assert sum(map(looks_random, drawn)) >= 0.97 * 2000  # 93.8 % before
    assert sum(map(random_key, _draws("key24", 2000, 24))) >= 0.99 * 2000
    for name in (
        "hashedPassword", "XMLHttpRequest", "getUserByIdAndAccount", "DefaultSigningKey",
        "ProductionDatabaseUrl", "isAuthenticatedUser", "MaxRetryCountForWebhooks",
    ):  # fmt: skip
        assert not looks_random(name), name
