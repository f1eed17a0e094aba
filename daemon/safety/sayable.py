"""Whether a run of letters could be said as a word: the one judge of "words or random".

The value judges (`values.looks_random`, `bare._wordy`, `prose._wordlike`) read a
value as a name when most of its letters sit in runs that read as words, and as
generated when few do. Their older tests (a vowel in four letters, consonant runs a
word may open or end with) pass many random runs: `hypesz`, `ovesval`, `iabfroatry`
hold vowels and sayable clusters. This adds what a word has and a random run has
not: likely letters in likely order. A character trigram model of the project's own
words (`sayable_table.py`, written by `bench/sayable_table.py`) gives the mean cost
in bits of each letter of the run and of its end; a word costs about 3 bits a
letter, a random run of letters about 6. Deterministic, and about a microsecond a
letter (`bench/value_judges_bench.py` measures it and each judge's rates).
"""

from __future__ import annotations

import base64
import functools
import zlib

from kenning.daemon.safety.sayable_table import PACKED

__all__ = ["letter_cost", "sayable"]

_TABLE = zlib.decompress(base64.b85decode("".join(PACKED)))
_N = 28  # `^`, a to z, `$`
#: a byte per character: a letter's place in the table (1 to 26), any other 0
_INDEX = bytes(
    1 + ord(c.lower()) - 97 if c.isascii() and c.isalpha() else 0 for c in map(chr, range(256))
)
#: the mean cost a run of letters may have and read as a word, in eighths of a bit, by
#: its length: 4.5 bits up to five letters, 4.25 for six and seven, 4 from eight (a long
#: word is written of likely parts; a long random run is less likely to pass by chance).
#: Of the distinct words of real sessions' text, 85 % of five letters pass, 91 % of six,
#: 92 % of eight, 97 % of ten; of random runs, 8 %, 2 %, 0.3 %, 0.0 % (bench/README.md,
#: issue 27)
_LIMITS = (36, 36, 36, 36, 36, 36, 34, 34)
_LONG_LIMIT = 32


def letter_cost(letters: str) -> float:
    """The mean cost in eighths of a bit of each letter of `letters` and of its end."""
    a = b = 0
    total = 0
    table, index = _TABLE, _INDEX
    for ch in letters.encode("ascii", "ignore"):
        c = index[ch]
        total += table[(a * _N + b) * _N + c]
        a, b = b, c
    total += table[(a * _N + b) * _N + _N - 1]
    return total / (len(letters) + 1)


@functools.lru_cache(maxsize=8192)
def sayable(letters: str) -> bool:
    """Whether ASCII letters (any case) read as a word of English or code, not drawn at random."""
    n = len(letters)
    return letter_cost(letters) <= (_LIMITS[n] if n < len(_LIMITS) else _LONG_LIMIT)
