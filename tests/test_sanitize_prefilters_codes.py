"""The cheap tests in front of the short codes' and the calls' searches decide as the
searches they spare (codes.py, keybytes.py, placed.py, operands.py).

codes.py reads only the words of its own gates that the sanitizer found (the others are
searched as before), and splits a line into a CSV header's fields only where one of
the one-time password's words starts a field; keybytes.py's one-time codes are read
only in a text that says `code`, `pin` or `otp`; placed.py's seed only in a line with
its separator and value; operands.py's literal calls only at a `("` of two literals.
Each is compared with the search it spares on drawn texts and the samples.
"""

from __future__ import annotations

import random
import re

import pytest

from kenning.daemon.safety import codes
from kenning.daemon.safety.codes import windows, word_spots
from kenning.daemon.safety.keybytes import _OTP_GATES, _OTP_NAMED, _OTP_TOLD, _one_time_codes
from kenning.daemon.safety.operands import _LITERALS, _opens
from kenning.daemon.safety.placed import _SEED, _seeds
from kenning.daemon.safety.sanitize import Sanitizer

from .sanitize_samples import NEGATIVE, POSITIVE

#: pieces of the texts drawn: the rules' words, a hex digest that holds `2fa`, values,
#: separators, a CSV header's fields, calls with literals
_PIECES = (
    "2fa", "2FA", "otp", "TOTP", "mfa_", "_mfa", "seed", "sms code", "verification code",
    "pin", "PIN ", "code", "backup codes", "door code", "passcode", "two factor",
    "d2faf0c1", "1b51fc5d6212740071a57ff2f79d2faf", " is ", ": ", "=", " ", "  ", "\n",
    ",", '"', "'", "482913", "1234", "JBSWY3DPEHPK3PXPJBSWY3DP", "jbswy3dpehpk3pxp",
    "name,totp,url\n", "a,JBSWY3DPEHPK3PXP,b\n", "login_totp", "x,2FA Key\n", "İ", "ı",
    'Client("', "connect('", '", "', "', '", "db.example.com", "admin", "S3cr3t!pw", ")",
    "login(", "(", "_code", "otp_secret=",
)  # fmt: skip


def _drawn(count: int, seed: int) -> list[str]:
    rng = random.Random(seed)
    return ["".join(rng.choice(_PIECES) for _ in range(rng.randint(2, 30))) for _ in range(count)]


def _texts() -> list[str]:
    return [*_drawn(6000, 11), *NEGATIVE, *(p[0] for p in POSITIVE)]


@pytest.mark.slow
def test_the_code_rule_finds_the_same_with_the_gates_found_and_every_word_searched(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    sanitizer = Sanitizer()
    # each text with its lower case and its gates, found once for both runs (the finder's
    # rules are not the ones patched below: the same gates either way)
    texts = [(t, low, sanitizer._finder.gates(t, low)) for t in _texts() for low in [t.lower()]]
    with_gates = [list(codes.code_secrets(t, low, dict(first))) for t, low, first in texts]
    # no word known for a gate: each is searched in the text, as before
    monkeypatch.setattr(codes, "_GATES", frozenset())
    # and every header split into its fields
    monkeypatch.setattr(codes, "_OTP_FIELD_WORD", re.compile(""))
    every = [list(codes.code_secrets(t, low, dict(first))) for t, low, first in texts]
    assert with_gates == every
    assert sum(map(len, with_gates)) >= 50  # the rule took values: not empty lists compared


@pytest.mark.slow
def test_one_time_codes_and_seeds_are_the_searches_they_spare() -> None:
    found = 0
    for text in _texts():
        low = text.lower()
        spots = windows(word_spots(low, _OTP_GATES, 24), 24, 80, len(text))
        searched = [
            m.span("v")
            for lo, hi in spots
            for pat in (_OTP_NAMED, _OTP_TOLD)
            for m in pat.finditer(text, lo, hi)
        ]
        assert list(_one_time_codes(text, low)) == searched, text
        seeds = []
        for at in word_spots(low, ("seed", "totp", "mfa_", "_mfa", "otp_", "_otp", "2fa"), 32):
            ls, le = text.rfind("\n", 0, at) + 1, text.find("\n", at)
            m = _SEED.search(text, ls, len(text) if le < 0 else le)
            if m is not None:
                value = m.group("v")
                one_case = value.isupper() or value.islower()
                if one_case and sum(c.isdigit() for c in value) >= 2 and len(set(value)) >= 10:
                    seeds.append(m.span("v"))
        assert list(_seeds(text, low)) == seeds, text
        found += len(searched) + len(seeds)
    assert found >= 50


def _calls(count: int, seed: int) -> list[str]:
    """Calls of one to four arguments, literals or not, with blanks, quotes and lines."""
    rng = random.Random(seed)
    names = ["connect", "db.login", "Client", "f", "$x", "_a.b", "print", ""]
    args = ['"admin"', "'S3cr3t!pw'", '"db.example.com"', "x", '"a(b"', '""', "'\n'", '"1.2"']
    seps = [", ", ",", " , ", ",\n", " ", "\t,\t"]
    out = []
    for _ in range(count):
        parts = [rng.choice(args) for _ in range(rng.randint(1, 4))]
        body = "".join(a + rng.choice(seps) for a in parts[:-1]) + parts[-1]
        lead, close = rng.choice(["", "x = ", "("]), rng.choice([")", " )", ""])
        out.append(f"{lead}{rng.choice(names)}({body}{close}")
    return out


@pytest.mark.slow
def test_a_literal_call_is_read_at_each_open_of_two_literals() -> None:
    matched = 0
    for text in [*_calls(4000, 13), *_texts()]:
        opens = set(_opens(text))
        for j in range(len(text) - 1):
            if text[j] != "(" or text[j + 1] not in "\"'":
                continue
            start = j
            while start > 0 and (text[start - 1].isalnum() or text[start - 1] in "_.$"):
                start -= 1
            if start < j and _LITERALS.match(text, start) is not None:
                matched += 1
                assert j in opens, text
    assert matched >= 50
