"""Secrets handed over in chat: given again, in parts, in words, in another script.

Round 18b of issue 27 (the classes held-out 24 showed), each written for its shape:

* **a value handed over with a hand-over's words** (kind `password_assignment`): "use
  this one instead: X", "try with X", "swap REPLACE_ME for X", "the new one is X",
  "part one: X", "starts with X … ends with Y", and the same in French, Spanish,
  German, Portuguese, Italian, Chinese, Japanese and Korean (`commence par`, `用这个`,
  `これを使って`, …); the value must read as a generated code: eight or more
  characters, a digit or a symbol inside it and mixed case, or a random token
  (`placed.generated`); an identifier (`useState2`), a path, a flag or a version stays;
* **a password's word of a rarer language or a romanization** (`mima`, `iphasiwedi`,
  `pasuwado`, `bimilbeonho`, `mat khau`, `kupuhipa`, …; `spoken.py` holds the words in
  their own scripts), then a colon, a verb or a blank and a value with a digit;
* **digits read out as words** (`eight seven four nine four eight`, `zéro un deux …`,
  `cero uno dos …`, `null eins zwei …`): four or more digit words in a row after a
  credential's or a reading's word on the line (`pin`, `code`, `password`, `read it`,
  `over the phone`, …), six or more anywhere; a counted run (`one two three four`) stays;
* **fullwidth letters** (`ｃ３０４Ｙ６ｎｃｖ…`, what an input method types): eight or more
  fullwidth letters and digits in a row, read back in ASCII as a code (or ten or more
  letters and digits, mixed case, with a digit);

* **a value answering a question that named it** (round 35): a chat line asking for a
  token, a key, a password or a secret by its noun (`ntfy token for the backup
  alerts?`), then, within three lines (a thread's speaker lines between), one run alone
  on its line (after a speaker's `joao: ` maybe) that reads as generated, or a
  credential with a digit;

Morse code is `morse.py`'s (references.py reads it, and this module's imports would make a
loop there).

Speed: the gates are literals of the one RE2 set: the hand-over phrases, the words,
`one `, `two `, … (a digit word and its blank), the fullwidth digits. Each part reads only
a window around its own literal.
"""

from __future__ import annotations

import itertools
import re
import unicodedata
from collections.abc import Iterator

from kenning.daemon.core.lazy_regex import lazy_compile
from kenning.daemon.safety.codes import windows, word_spots
from kenning.daemon.safety.placed import generated
from kenning.daemon.safety.secret_rules import SpanRule, with_lower
from kenning.daemon.safety.values import credential_like, has_digit, mixed_case

__all__ = ["HANDED_RULES", "handed_code"]

_Spans = Iterator[tuple[int, int]]

# -- a value handed over with a hand-over's words ----------------------------------------------

#: what says "here is the (new) one", in the languages a chat is written in (lower case)
_HAND_OVERS = (
    "use this", "use that", "use the new", "use it instead", "try with", "try this",
    "can you try", "try again with", "try using", "the new one is", "new one:",
    "new one is", "the new key is", "the right one is", "the correct one is",
    "the real one is", "instead use", "swap ", "replace ", "part one", "part two",
    "part 1", "part 2", "first part", "second part", "first half", "second half",
    "the rest:", "the rest is", "starts with", "ends with", "begins with",
    "commence par", "finit par", "se termine par", "utilise ", "essaie avec",
    "empieza por", "empieza con", "termina en", "termina con", "usa este", "usa esta",
    "prueba con", "beginnt mit", "endet mit", "nimm ", "versuch es mit", "probier",
    "começa com", "termina com", "use esta", "use este", "tente com", "inizia con",
    "finisce con", "usa questa", "usa questo", "prova con",
    "用这个", "用這個", "换成", "換成", "改成", "改为", "新的是", "前半", "后半", "後半",
    "开头是", "結尾", "结尾", "これを使", "こちらを使", "新しいのは", "に変えて",
    "이걸로", "이거 써", "새 것은", "새로운 건",
)  # fmt: skip
_HAND_OVER = lazy_compile(
    "(?i)(?<![A-Za-z])(?:" + "|".join(re.escape(h.strip()) for h in _HAND_OVERS) + ")"
)
#: a word of the clause after the phrase: printable ASCII but quotes, `,`, `;`, `:` (what
#: follows in another script is not part of it: `Public（30秒）` reads `Public`)
_TOKEN = lazy_compile(r"(?<![A-Za-z0-9_\-./])[!#-&(-+\--9<-_a-~]{6,80}")
#: where the clause after the phrase ends
_CLAUSE_END = lazy_compile(r"\n|[.!?。！？](?:\s|$)")


def _after(text: str, end: int, reach: int) -> Iterator[re.Match[str]]:
    """The words of the clause that starts at `end`, within `reach` characters."""
    stop = _CLAUSE_END.search(text, end, min(len(text), end + reach))
    return _TOKEN.finditer(text, end, stop.start() if stop else min(len(text), end + reach))


#: an identifier, a version, a path or a flag (not a code): `useState2`, `v2.3.1`, `--force`
_NOT_A_CODE = lazy_compile(
    r"[A-Za-z][a-z]*(?:[A-Z][a-z]+)*[A-Z]?\d{0,3}"
    r"|[a-z]+(?:[_-][a-z0-9]+)+|[vV]?\d+(?:\.\d+)+(?:[-+.][0-9A-Za-z.]+)?"
    r"|.*[/\\].*|-.*|.*\.(?:py|js|ts|md|json|ya?ml|toml|txt|sh|go|rs|rb|java|cs)"
)
_SYMBOL = frozenset("!#$%&*+=?@^_~-")


def handed_code(value: str) -> bool:
    """A code handed over: generated, or eight or more characters, mixed case with a digit or
    a symbol inside, not an identifier, a version, a path or a flag."""
    value = value.rstrip(".,;:)!?")
    if len(value) < 8 or _NOT_A_CODE.fullmatch(value) is not None:
        return False
    if generated(value):
        return True
    inner = value[1:-1]
    return (
        credential_like(value)
        and mixed_case(value)
        and (has_digit(inner) or any(c in _SYMBOL for c in inner))
        and sum(c.isdigit() for c in value) + sum(c.isupper() for c in value) >= 3
    )


def _handed(text: str, low: str) -> _Spans:
    for lo, hi in windows(word_spots(low, _HAND_OVERS, 24), 0, 40, len(text)):
        for m in _HAND_OVER.finditer(text, lo, hi):
            for t in _after(text, m.end(), 90):
                v = t.group(0).rstrip(".,;:)!?")
                if handed_code(v):
                    yield t.start(), t.start() + len(v)
                    break


# -- a password's word of a rarer language, or romanized ---------------------------------------

#: the word for a password where spoken.py's scripts are written in Latin letters (lower case)
_ROMANIZED = (
    "mima", "mìmǎ", "kouling", "kǒulìng", "pasuwado", "pasuwādo", "pasuwaado",
    "anshou bangou", "anshō bangō", "bimilbeonho", "bimil beonho", "mat khau", "matkhau",
    "iphasiwedi", "phasiwedi", "okuphasiwedi", "igama lokugqitha",
    "kalmar sirri", "kalmar wucewa", "ọrọigbaniwọle", "oro igbaniwole", "pasvorto",
    "kupuhipa", "modpas", "contrasinal", "pasfhocal", "facal-faire", "tenimiafina",
    "kontrasenyas", "pasiwedhi", "phasewete", "ijambo ry'ibanga", "ijambo ryibanga",
    "furaha sirta", "paasvard", "paasward", "rahat phan",
    "暗証番号", "合言葉", "暗号", "秘密鍵", "密钥", "秘钥", "비번",
)  # fmt: skip
_ROMAN_WORD = lazy_compile(
    r"(?i)(?<![^\W\d_])(?:" + "|".join(re.escape(w) for w in _ROMANIZED) + r")(?![^\W\d_])"
)


def _romanized(text: str, low: str) -> _Spans:
    for lo, hi in windows(word_spots(low, _ROMANIZED, 24), 4, 40, len(text)):
        for m in _ROMAN_WORD.finditer(text, lo, hi):
            for t in _after(text, m.end(), 60):
                v = t.group(0).rstrip(".,;:)!?")
                if credential_like(v) and has_digit(v):
                    yield t.start(), t.start() + len(v)
                    break


# -- digits read out as words ------------------------------------------------------------------

_DIGIT_WORDS = {
    "zero": 0, "oh": 0, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6,
    "seven": 7, "eight": 8, "nine": 9, "niner": 9,
    "zéro": 0, "un": 1, "deux": 2, "trois": 3, "quatre": 4, "cinq": 5, "sept": 7,
    "huit": 8, "neuf": 9, "cero": 0, "uno": 1, "dos": 2, "tres": 3, "cuatro": 4,
    "cinco": 5, "seis": 6, "siete": 7, "ocho": 8, "nueve": 9, "null": 0, "eins": 1,
    "zwei": 2, "drei": 3, "vier": 4, "fünf": 5, "sechs": 6, "sieben": 7, "acht": 8,
    "neun": 9, "um": 1, "dois": 2, "quatro": 4, "sete": 7, "oito": 8, "nove": 9,
}  # fmt: skip
_DIGIT_WORD = "|".join(sorted(_DIGIT_WORDS, key=len, reverse=True))
_DIGIT_RUN = lazy_compile(
    rf"(?i)(?<![^\W\d_])(?P<v>(?:{_DIGIT_WORD})(?:(?:[ \t]*[,-][ \t]*|[ \t]+)"
    rf"(?:{_DIGIT_WORD})){{3,15}})(?![^\W\d_])"
)
_DIGIT_GATES = tuple(f"{w} " for w in ("zero", "one", "two", "three", "four", "five", "six",
                                       "seven", "eight", "nine", "zéro", "deux", "trois",
                                       "cero", "uno", "dos", "null", "eins", "zwei",
                                       "drei"))  # fmt: skip
#: a credential's or a reading's word on the line: the run is a code read out
_READ_OUT = lazy_compile(
    r"(?i)\b(?:pin|puk|code|codes|passcode|password|passwort|otp|key|combination|combo"
    r"|read (?:it|them|this)|over the phone|read out|digits|le code|el código|el codigo"
    r"|código|mot de passe|contraseña|geheimzahl)\b"
)


def _counted(digits: list[int]) -> bool:
    """A count, not a code: each word one more (or one less) than the last."""
    steps = {b - a for a, b in itertools.pairwise(digits)}
    return steps in ({1}, {-1})


def _digit_words(text: str, low: str) -> _Spans:
    for lo, hi in windows(word_spots(low, _DIGIT_GATES, 24), 40, 160, len(text)):
        for m in _DIGIT_RUN.finditer(text, lo, hi):
            words = re.findall(r"[^\W\d_]+", m.group("v").lower())
            digits = [_DIGIT_WORDS[w] for w in words]
            if _counted(digits) or len(set(digits)) < 2:
                continue
            ls = text.rfind("\n", 0, m.start()) + 1
            said = _READ_OUT.search(text, ls, m.start()) is not None
            if len(words) >= 6 or said:
                yield m.span("v")


# -- fullwidth letters -------------------------------------------------------------------------

_FULLWIDTH = lazy_compile(r"[\uff01-\uff5e]{8,128}")
_FULLWIDTH_GATES = tuple(chr(0xFF10 + d) for d in range(10))


def _fullwidth(text: str, low: str) -> _Spans:
    for lo, hi in windows(word_spots(low, _FULLWIDTH_GATES, 24), 128, 128, len(text)):
        for m in _FULLWIDTH.finditer(text, lo, hi):
            plain = unicodedata.normalize("NFKC", m.group(0))
            if handed_code(plain) or (
                len(plain) >= 10 and has_digit(plain) and mixed_case(plain) and plain.isalnum()
            ):
                yield m.span()


# -- a value answering a question that named it --------------------------------------------

#: a chat line that asks for a secret by its noun (`ntfy token for the alerts?`)
_ASKED = lazy_compile(
    r"(?im)^[^\n?]{0,120}?\b(?:tokens?|keys?|passwords?|passwd|pw|secrets?|passphrase"
    r"|credentials?|creds|pin)\b[^\n?]{0,80}\?+[ \t]*$"
)
#: a thread's speaker line between them (`joao  10:43`, `Ana Lima 10:43 AM`, `[10:43] joao`)
_SPEAKER = lazy_compile(
    r"[ \t]*(?:\[?\d{1,2}:\d{2}(?::\d{2})?\]?[ \t]+)?[\w.@-]{1,30}(?:[ \t][\w.@-]{1,30})?"
    r"(?:[ \t]+\[?\d{1,2}:\d{2}(?::\d{2})?(?:[ \t]?[AaPp][Mm])?\]?)?[ \t]*:?[ \t]*"
)
#: the answer: one run alone on its line, after a speaker's prefix maybe (`joao: `)
_ANSWER = lazy_compile(r"(?P<v>[A-Za-z0-9_+/=.~!@#$%^&*-]{8,200})[ \t]*$")
_ASKED_REQUIRES = (
    r"(?i)(?:token|key|password|passwd|pw|secret|passphrase|credential|creds|pin)"
    r"[^\n]{0,80}\?[ \t]*\r?\n",
)


def _answers(text: str, low: str) -> _Spans:
    for m in _ASKED.finditer(text):
        pos = m.end() + 1
        for _ in range(3):  # the question's answer: within its next three lines
            end = text.find("\n", pos)
            end = len(text) if end < 0 else end
            line = text[pos:end]
            if not line.strip() or (
                _SPEAKER.fullmatch(line) is not None and not _ANSWER.fullmatch(line.strip())
            ):
                pos = end + 1  # a speaker's line, or a blank one
                continue
            head = _SPEAKER.match(line) if ":" in line else None
            at = pos + (head.end() if head is not None else len(line) - len(line.lstrip()))
            a = _ANSWER.fullmatch(text, at, end)
            if a is not None and _NOT_ASKED.search(m.group()) is None and _answer_ok(a.group("v")):
                yield a.span("v")
            break


#: a question for what names or points at a secret, not for the secret (`key id?`, `which
#: commit has the key rotation?`, `branch for the token fix?`)
_NOT_ASKED = lazy_compile(
    r"(?i)\b(?:commit|sha|hash|ids?|version|branch|fingerprint|tag|ticket|issue|pr|file|path"
    r"|name|docs?|link|url|expiry|expire[sd]?|scope|length|format|type|kind|header|scheme"
    r"|algorithm)\b"
)
_PARTS = lazy_compile(r"[-_.]")


def _answer_ok(value: str) -> bool:
    if "/" in value and not value.endswith("="):
        return False  # a path or a branch (base64's `/` with its padding stays)
    parts = _PARTS.split(value)
    if any(p.isalpha() and p.islower() and len(p) >= 3 for p in parts[1:]):
        return False  # words joined: a name (`ssh-key-prod-2024`), a prefix's first part aside
    if sum(p.isalpha() and len(p) >= 3 for p in parts) >= 2:
        return False  # words of any case joined (`Bearer-JWT-RS256`)
    if len(value) < 12:  # a short one: a password's mix (both cases and a digit)
        return has_digit(value) and mixed_case(value) and credential_like(value)
    return generated(value) or (has_digit(value) and credential_like(value) and "." not in value)


HANDED_RULES: tuple[SpanRule, ...] = (
    SpanRule("password_assignment", with_lower(_handed), gates=_HAND_OVERS, priority=6),
    SpanRule("password_assignment", with_lower(_romanized), gates=_ROMANIZED, priority=6),
    SpanRule("pin", with_lower(_digit_words), gates=_DIGIT_GATES, priority=6),
    SpanRule("password_assignment", with_lower(_fullwidth), gates=_FULLWIDTH_GATES, priority=6),
    SpanRule(
        "secret_assignment",
        with_lower(_answers),
        # (the rule's words that are gates already: `pin` alone would open `ping`, `mapping`)
        gates=("token", "key", "pass", "pw", "secret", "credential", "creds"),
        needles=("?",),
        priority=6,
        requires=_ASKED_REQUIRES,
        requires_beyond_ascii=True,
    ),
)
