"""Secrets handed over in Morse code.

Round 18b of issue 27: six or more Morse letters in a row (`...- / --. / --.. / ....-`),
split by blanks, slashes or bars, that read back as letters and digits: with a digit
among them, or after the word `morse`. A rule of dashes or dots alone (`---`, `...`),
or a run that reads back as fewer than four distinct letters, stays. `references.py`
keeps such a value (it holds no letter or digit, yet says some): `morse_code`.

Speed: the gates are literals of the one RE2 set: `morse`, `.-`, `-.`; the rule reads
only a window around them.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from kenning.daemon.core.lazy_regex import lazy_compile
from kenning.daemon.safety.codes import windows, word_spots
from kenning.daemon.safety.secret_rules import SpanRule, with_lower

__all__ = ["MORSE_RULES", "morse_code"]

_Spans = Iterator[tuple[int, int]]

_LETTERS = (
    ".- -... -.-. -.. . ..-. --. .... .. .--- -.- .-.. -- -. --- .--. --.- .-. ... - ..- "
    "...- .-- -..- -.-- --.. ----- .---- ..--- ...-- ....- ..... -.... --... ---.. ----."
)
_MORSE = dict(zip(_LETTERS.split(), "abcdefghijklmnopqrstuvwxyz0123456789", strict=True))
_MORSE_RUN = lazy_compile(
    r"(?<![\w.\-])(?P<v>[.\-]{1,5}"
    r"(?:(?:[ \t]+/[ \t]+|[ \t]*[/|][ \t]*|[ \t]{1,3})[.\-]{1,5}){5,63})"
    r"(?![\w.\-])"
)


def morse_code(value: str) -> bool:
    """Whether `value` is a run of Morse letters (it holds no letter or digit, yet says some)."""
    return _MORSE_RUN.fullmatch(value) is not None


def _morse(text: str, low: str) -> _Spans:
    for lo, hi in windows(word_spots(low, ("morse", ".-", "-."), 24), 200, 400, len(text)):
        for m in _MORSE_RUN.finditer(text, lo, hi):
            letters = re.split(r"[ \t/|]+", m.group("v").strip())
            plain = "".join(_MORSE.get(x, "?") for x in letters)
            if "?" in plain or len(set(plain)) < 4:
                continue
            if (
                any(c.isdigit() for c in plain)
                or "morse" in low[max(0, m.start() - 120) : m.start()]
            ):
                yield m.span("v")


MORSE_RULES: tuple[SpanRule, ...] = (
    SpanRule("password_assignment", with_lower(_morse), gates=("morse", ".-", "-."), priority=6),
)
