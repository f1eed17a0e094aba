"""A code spelled out: single characters (`A-7-k-2-…`, "spelled out: …"), or read out by the
phonetic alphabet (`capital delta, seven, echo, …`), near a password's noun or a word that
says it is spelled.

`spelled_code` tells single characters that read as a code from a run (`A B C D …`); the
forms rule (`forms.py`) runs `spelled` and `phonetic`, `encoded.py` and `pieces.py` read
codes spelled in their own forms with `spelled_code`, `relayed.py` reads `NATO`.

Speed: a spelled code's line is searched only where the text holds three single
characters in a row; the phonetic alphabet's words but five common ones (`golf`, `hotel`,
…) are gates of the one RE2 set.
"""

from __future__ import annotations

import itertools
from collections.abc import Iterator

from kenning.daemon.core.lazy_regex import lazy_compile
from kenning.daemon.safety.codes import windows, word_spots

__all__ = [
    "NATO",
    "PHONETIC_GATES",
    "SPELLED_GATES",
    "SPELLED_REQUIRES",
    "SPELL_WORDS",
    "phonetic",
    "spelled",
    "spelled_code",
]

_Spans = Iterator[tuple[int, int]]

#: three single characters in a row after a blank: the cheap test before `_SPELLED` (its
#: literal blank first lets the search skip to each blank)
_SINGLES_PATTERN = " " + r"[A-Za-z0-9](?:, |[ .-])" * 3
_SINGLES = lazy_compile(_SINGLES_PATTERN)
#: what a text `spelled` finds a code in holds, for RE2 (`requires_of`): `_SINGLES` itself
SPELLED_REQUIRES = (_SINGLES_PATTERN,)
_SPELLED = lazy_compile(
    r"(?<![\w'’-])(?P<v>[A-Za-z0-9](?:(?P<s>, |[ .-])[A-Za-z0-9])(?:(?P=s)[A-Za-z0-9]){6,40})"
    r"(?![\w-]|\.\w)"
)
#: a password's nouns only: `token`, `key` and `secret` open on most code, and a search of
#: their lines cost a tenth of the bench's mixed text
SPELLED_GATES = ("password", "passcode", "passphrase", "passwort")
#: and the words that say a value is spelled out, whatever it is ("spelled out so you don't
#: misread it: I-L-I-Y-…", "letter by letter: …"), or dictated with its letters' case ("7 2 e
#: 4 … all lower case", "te la dicto letra por letra, ojo con las mayúsculas: d-F-5-…")
SPELL_WORDS = (
    *("spell", "spelt", "letter by letter", "character by character", "char by char"),
    *("lower case", "lowercase", "upper case", "uppercase", "all caps", "capital", "dictat"),
    *("dicto", "letra por letra", "lettre par lettre", "mayúscula", "minúscula", "maiúscula"),
)
_SPELLED_NAMES = lazy_compile(
    r"(?i)\b(?:pass(?:word|code|phrase|wort)|pin|(?:api |license |licence |access |secret )?key"
    r"|token|secret)s?\b"
)


def spelled_code(chars: str) -> bool:
    """Single characters that read as a code: both letters and digits or eight letters
    that are no run (`A B C D …`, `1 2 3 …`), half of them distinct or six."""
    low = chars.lower()
    if len(set(low)) < min(6, (len(low) + 1) // 2):
        return False
    steps = sum(0 < ord(b) - ord(a) <= 2 for a, b in itertools.pairwise(low))
    if steps * 10 >= (len(low) - 1) * 7:
        return False  # a run: `A B C D E F G H J K`, `1 2 3 4 …`
    letters = sum(c.isalpha() for c in low)
    return letters >= 2 and (letters < len(low) or chars.isupper())


def _lines(text: str, spots: list[int], reach: int) -> Iterator[tuple[int, int]]:
    """The line of each spot (at most `reach` characters each side of it), each once."""
    last = -1
    for at in spots:
        if at < last:
            continue
        ls = max(text.rfind("\n", 0, at) + 1, at - reach)
        le = text.find("\n", at)
        le = min(len(text) if le < 0 else le, at + reach)
        last = le
        yield ls, le


def spelled(text: str, low: str) -> _Spans:
    if _SINGLES.search(text) is None:
        return  # one search of the text first: most texts with a password's noun hold no run
    for ls, le in _lines(text, word_spots(low, SPELLED_GATES + SPELL_WORDS, 4), 100):
        if _SINGLES.search(text, ls, le) is None:
            continue
        for m in _SPELLED.finditer(text, ls, le):
            chars = m.group("v").replace(m.group("s"), "")
            if spelled_code(chars):
                yield m.span("v")


# -- read out by the phonetic alphabet ------------------------------------------------------

NATO = (
    "alpha|alfa|bravo|charlie|delta|echo|foxtrot|golf|hotel|india|juliet|juliett|kilo|lima"
    "|mike|november|oscar|papa|quebec|romeo|sierra|tango|uniform|victor|whiskey|whisky|x-ray"
    "|xray|yankee|zulu"
)
_DIGIT_WORDS = "zero|one|two|three|four|five|six|seven|eight|nine|niner"
#: a letter read out with its case ("capital B", "small q", "lower-case x", "uppercase R"),
#: the letter a phonetic alphabet's word too ("capital delta")
_CASE_LETTER = (
    r"(?:capital|caps?|upper(?:[ -]?case)?|big|small|lower(?:[ -]?case)?|little)[ \t]+"
    rf"(?:[a-z]|{NATO})(?![\w-])"
)
#: a symbol read out by its name
_SYMBOLS = {
    "at": "@", "hash": "#", "hashtag": "#", "pound": "#", "dollar": "$", "percent": "%",
    "ampersand": "&", "star": "*", "asterisk": "*", "dash": "-", "hyphen": "-",
    "underscore": "_", "dot": ".", "period": ".", "exclamation mark": "!", "exclamation": "!",
    "bang": "!", "plus": "+", "equals": "=", "slash": "/", "backslash": "\\", "caret": "^",
    "tilde": "~", "question mark": "?",
}  # fmt: skip
_SYMBOL_WORDS = "|".join(sorted(_SYMBOLS, key=len, reverse=True))
_SPOKEN = rf"(?:{_CASE_LETTER}|{NATO}|{_DIGIT_WORDS}|{_SYMBOL_WORDS}|\d)"
#: a value read out: six or more of the phonetic alphabet's words, letters with their case,
#: digits, digits' words and symbols' names
_PHONETIC = lazy_compile(
    rf"(?i)(?<![\w-])(?P<v>(?:{_SPOKEN}(?:[ \t]*[,;-]?[ \t]+|[ \t]*[,;-][ \t]*))"
    rf"{{5,60}}{_SPOKEN})(?![\w-])"
)
_SPOKEN_TOKEN = lazy_compile(rf"(?i){_SPOKEN}")
PHONETIC_GATES = (
    *(f"{w} " for w in NATO.split("|") if w not in ("golf", "hotel", "india", "papa", "delta")),
    *("capital ", "uppercase ", "upper case ", "upper-case ", "lowercase ", "lower case "),
    "lower-case ",
)
_DIGIT_OF = {w: str(i) for i, w in enumerate(_DIGIT_WORDS.split("|")[:10])} | {"niner": "9"}


def _spoken_char(token: str) -> tuple[str, bool]:
    """The character a token reads out, and whether it is a letter's word (a case or NATO)."""
    low = " ".join(token.lower().split())
    if low in _DIGIT_OF or low.isdigit():
        return _DIGIT_OF.get(low, low), False
    if low in _SYMBOLS:
        return _SYMBOLS[low], False
    if " " in low or "-" in low:  # a letter with its case (a letter, or a phonetic word's)
        letter = low.split()[-1][0] if " " in low else low[-1]
        return (letter if low.startswith(("small", "lower", "little")) else letter.upper()), True
    return low[0].upper(), True


def phonetic(text: str, low: str) -> _Spans:
    """Four or more words of the phonetic alphabet or letters read with their case, in a run
    of six with digits, their words or symbols' names, that spell a code (no run of the
    alphabet: `alpha bravo charlie delta echo foxtrot`)."""
    for lo, hi in windows(word_spots(low, PHONETIC_GATES, 24), 200, 400, len(text)):
        for m in _PHONETIC.finditer(text, lo, hi):
            read = [_spoken_char(t.group(0)) for t in _SPOKEN_TOKEN.finditer(m.group("v"))]
            if sum(letter for _, letter in read) < 4:
                continue
            chars = "".join(c for c, _ in read)
            ls = text.rfind("\n", 0, m.start()) + 1
            named = (
                _SPELLED_NAMES.search(text, ls, m.start()) is not None
                or "code" in low[ls : m.start()]
            )
            if spelled_code(chars) or (named and len(set(chars)) >= 5):
                yield m.span("v")
