"""Secrets written in another form and read back: a code as quoted characters, as
character codes turned into a string, as escapes or entities, as base64 handed to a
decoder, or in a quoted-printable mail.

Round 17 of issue 27 (the classes held-out 20 showed), each written for its shape:

* **quoted characters** (`new char[] { 'R', 'x', … }`, `['7', 'q', …]`, Perl's
  `("a", "9", …)`): eight or more quoted single characters in a list that spell a
  code (letters and a digit, no run of the alphabet, half distinct), with a digit
  among them or a secret's word before them (vowels, hex digits, separators stay);
* **character codes turned into a string** (`-join [char[]](53,79,…)`,
  `String.fromCharCode(…)`, `''.join(map(chr, […]))`, `[…].pack('c*')`,
  `string([]byte{0x35, …})`, `bytes([…]).decode()`): eight or more numbers or hex
  bytes near a cast, all printable, that read back as a password (no blank, letters
  and a digit or symbol; a greeting or a file's magic stays);
* **escapes or entities** (`&#105;&#118;…`, `&#x69;…`, `\\u0069…`, `\\x69…`): eight or
  more in a row that read back the same way;
* **base64 or base32 handed to a decoder** (`| base64 -d`, `b64decode(`, `atob(`, `| base32 -d`,
  `FromBase64String(`, `Buffer.from(…, 'base64')`, Java's `getDecoder().decode(`, Go's
  `StdEncoding.DecodeString(`, Rust's `base64::decode(`, Swift's `base64Encoded:`): a
  literal on the decoder's line that reads back as a password or as raw key bytes (a
  sentence or JSON stays);
* **a quoted-printable mail** (said so, or a soft break and two codes a mail holds,
  `=0A`, `=20`, `=3D`; a cookie's `=1A…` is none): its soft breaks and `=XX` codes
  read back, the sanitizer run on what they say, and, in a line that names a login or a secret, a
  word of capitals, small letters and digits; each value taken where it stands (one the
  encoding cut, by a soft line break or a code, from its first character to its last).

Speed: the gates are literals of the one RE2 set: `', '`, `','`, `", "`; the casts
(`[char[]]`, `fromcharcode(`, `chr(`, `.pack(`, …); `&#`, `\\u00`, `\\x`; the decoders;
`quoted-printable` and a few `=XX` codes. Each rule reads only a window around its gate.
"""

from __future__ import annotations

import base64
import threading
from collections.abc import Callable, Iterable, Iterator, Mapping
from dataclasses import dataclass

from kenning.daemon.core.lazy_regex import lazy_compile
from kenning.daemon.safety.codes import windows, word_spots
from kenning.daemon.safety.places import json_secret_b64
from kenning.daemon.safety.secret_rules import Hit, SecretRule, SpanRule, with_lower
from kenning.daemon.safety.spelled import spelled_code
from kenning.daemon.safety.values import credential_like, decode_base64, has_digit

__all__ = ["ENCODED_RULES", "read_back", "read_back_with"]

_Spans = Iterator[tuple[int, int]]


_CHAR_ITEMS = lazy_compile(
    r"(?P<v>(?P<q>['\"])[^'\"\\\s](?P=q)(?:[ \t]*,[ \t]*(?P=q)[^'\"\\\s](?P=q)){7,127})"
)
_ONE_CHAR = lazy_compile(r"['\"]([^'\"\\\s])['\"]")
_CHAR_GATES = ("', '", "','", '", "')


def _char_lists(text: str, low: str) -> _Spans:
    """Eight or more quoted single characters in a list that spell a code: any language's
    `char[]`, list or array (`{'R', 'x', …}`, `['7', 'q', …]`), with or without a name."""
    for lo, hi in windows(word_spots(low, _CHAR_GATES, 32), 8, 1200, len(text)):
        for m in _CHAR_ITEMS.finditer(text, lo, hi):
            chars = "".join(_ONE_CHAR.findall(m.group("v")))
            if spelled_code(chars) and (
                sum(c.isdigit() for c in chars) >= 1 or _names_a_secret_near(text, m.start())
            ):
                yield m.span("v")


_SECRET_WORDS = lazy_compile(r"(?i)pass|pwd|\bpw\b|secret|token|key|cred|auth|pin\b")


def _names_a_secret_near(text: str, at: int) -> bool:
    return _SECRET_WORDS.search(text, max(0, at - 120), at) is not None


# a list of character codes turned into a string: `-join [char[]](53,79,…)`,
# `String.fromCharCode(53, 79, …)`, `''.join(map(chr, [53, …]))`, `[53, 79].pack('c*')`,
# `string([]byte{0x35, …})`, `bytes([53, …]).decode()`
_CODES_LIST = lazy_compile(
    r"(?P<v>(?:\d{2,3}|0x[0-9A-Fa-f]{2})(?:[ \t]*,[ \t]*(?:\d{2,3}|0x[0-9A-Fa-f]{2})){7,255})"
)
_CAST_GATES = (
    "[char[]]",
    "[char]",
    "fromcharcode(",
    "chr,",
    "chr(",
    ".pack(",
    "bytes([",
    "bytearray([",
    "[]byte{",
    "new byte[]",
    "new string(",
    ".decode(",
    "tochar",
    "char(",
)


def _decoded_codes(items: list[str]) -> str | None:
    codes = [int(x, 16 if x.lower().startswith("0x") else 10) for x in items]
    if not all(33 <= c < 127 for c in codes):
        return None
    return "".join(map(chr, codes))


def _a_code(plain: str) -> bool:
    """Decoded text that reads as a password or a key: no blank, letters and a digit or a
    symbol, mixed, not a word."""
    if len(plain) < 8 or any(c.isspace() for c in plain) or len(set(plain)) < 6:
        return False
    letters = sum(c.isalpha() for c in plain)
    return letters >= 2 and letters < len(plain) and credential_like(plain)


def char_codes(gates: tuple[str, ...]) -> Callable[[str, str], _Spans]:
    """A scan for a list of character codes that reads back as a code, near one of `gates`."""

    def scan(text: str, low: str) -> _Spans:
        for lo, hi in windows(word_spots(low, gates, 32), 200, 1200, len(text)):
            for m in _CODES_LIST.finditer(text, lo, hi):
                plain = _decoded_codes([x.strip() for x in m.group("v").split(",")])
                if plain is not None and _a_code(plain):
                    yield m.span("v")

    return scan


_char_codes = char_codes(_CAST_GATES)


# characters written as escapes or entities, eight or more in a row: `&#105;&#118;…`,
# `&#x69;…`, `\u0069\u0076…`, `\x69\x76…`, read back
_ESCAPED = lazy_compile(
    r"(?P<v>(?:&#(?:\d{2,3}|[xX][0-9A-Fa-f]{2});|\\u00[0-9A-Fa-f]{2}|\\x[0-9A-Fa-f]{2}){8,256})"
)
_ESCAPE_GATES = ("&#", "\\u00", "\\x")
_ESCAPE_ONE = lazy_compile(r"&#(\d{2,3});|&#[xX]([0-9A-Fa-f]{2});|\\u00([0-9A-Fa-f]{2})|\\x(..)")


def _escaped(text: str, low: str) -> _Spans:
    for lo, hi in windows(word_spots(low, _ESCAPE_GATES, 32), 4, 2200, len(text)):
        for m in _ESCAPED.finditer(text, lo, hi):
            codes = []
            for e in _ESCAPE_ONE.finditer(m.group("v")):
                d, *hexes = e.groups()
                codes.append(str(int(d)) if d else "0x" + next(h for h in hexes if h))
            plain = _decoded_codes(codes)
            if plain is not None and _a_code(plain):
                yield m.span("v")


# base64 handed to a decoder: `printf '%s' '<b64>' | base64 -d`, `echo <b64> | base64 --decode`,
# `base64.b64decode('<b64>')`, `atob("<b64>")`, `[Convert]::FromBase64String('<b64>')`,
# `Buffer.from('<b64>', 'base64')`: it decodes to a password or a key
_B64_LITERAL = lazy_compile(r"(?<![\w+/=])(?P<v>[A-Za-z0-9+/]{12,400}={0,2})(?![\w+/=])")
_DECODER_GATES = (
    "base64 -d",
    "base64 --decode",
    "b64decode(",
    "atob(",
    "frombase64string(",
    "'base64'",
    '"base64"',
    "base64_decode(",
    "decode64(",
    "base64.decode",
    "base64decode(",
    # other languages' decoders: Java's and Kotlin's `Base64.getDecoder().decode(…)` (and its
    # MIME and URL decoders), Go's `base64.StdEncoding.DecodeString(…)` (and `URLEncoding`,
    # `RawStdEncoding`), Rust's `base64::decode(…)` and `STANDARD.decode(…)`, Swift's
    # `Data(base64Encoded: …)`
    "decoder().decode(",
    "encoding.decodestring(",
    "base64::decode(",
    "standard.decode(",
    "base64encoded:",
    # and base32 (`echo <b32> | base32 -d`, `base64.b32decode("<b32>")`, Go's
    # `base32.StdEncoding.DecodeString(…)`)
    "base32 -d",
    "base32 --decode",
    "b32decode(",
    "base32decode(",
    "base32.stdencoding",
    "base32.decode",
)
_B32_LITERAL = lazy_compile(r"(?<![\w+/=])(?P<v>[A-Z2-7]{16,400}={0,6})(?![\w+/=])")


def _base64_decoded(text: str, low: str) -> _Spans:
    for at in word_spots(low, _DECODER_GATES, 32):
        ls = text.rfind("\n", 0, at) + 1
        le = text.find("\n", at)
        lo, hi = max(ls, at - 300), min(len(text) if le < 0 else le, at + 300)
        b32 = low.startswith(("base32", "b32"), at)
        for m in (_B32_LITERAL if b32 else _B64_LITERAL).finditer(text, lo, hi):
            v = m.group("v")
            if len(v) % (8 if b32 else 4) or (not has_digit(v) and v.isalpha() and v.islower()):
                continue
            try:
                raw = base64.b32decode(v) if b32 else base64.b64decode(v, validate=True)
            except ValueError:
                continue
            if all(32 < b < 127 for b in raw) and _a_code(raw.decode("ascii")):
                yield m.span("v")
            elif len(raw) >= 16 and not all(32 <= b < 127 or b in (9, 10, 13) for b in raw):
                yield m.span("v")  # a key's raw bytes


# a quoted-printable body: its soft line breaks and `=XX` codes read back, the sanitizer run
# on what they say, and each secret found there taken where it stands in the text
_QP_CODE = lazy_compile(r"=(?:\r?\n|[0-9A-F]{2})")
_QP_GATES = ("quoted-printable", "=\n", "=\r\n")
#: set while this thread reads a decoded mail back (the read-back does not read itself
#: again); per thread, as the daemon redacts on several threads at once
_IN_QP = threading.local()
_SOFT_BREAK = lazy_compile(r"=\r?\n")
_QP_BYTE = lazy_compile(r"=(?:0[AD]|20|3D|2E|2C|E2|C3)(?![0-9A-Za-z])")


def _is_quoted_printable(text: str, low: str) -> bool:
    """Said so (`quoted-printable`), or a soft line break and two of the codes a mail's
    body holds (`=0A`, `=20`, `=3D`, …): a cookie's or a query's `=1A…` is none."""
    if "quoted-printable" in low:
        return _QP_CODE.search(text) is not None
    return _SOFT_BREAK.search(text) is not None and len(_QP_BYTE.findall(text)) >= 2


#: the sanitizer's own search, set by the sanitizer (it imports this module, not the reverse)
_READ_BACK: list[Callable[[str], Iterable[tuple[int, int]]]] = []


def read_back_with(find: Callable[[str], Iterable[tuple[int, int]]]) -> None:
    """Let a decoded text be searched by `find` (the built-in sanitizer's spans)."""
    _READ_BACK[:] = [find]


#: set while this thread searches a text another rule rebuilt (`read_back`)
_IN_READ_BACK = threading.local()


def read_back(text: str) -> list[tuple[int, int]]:
    """The spans the built-in sanitizer finds in `text`, a text a rule rebuilt (a value's
    pieces joined: split.py); none while this thread already reads one back."""
    if getattr(_IN_READ_BACK, "on", False):
        return []
    _IN_READ_BACK.on = True
    try:
        return [span for find in _READ_BACK for span in find(text)]
    finally:
        _IN_READ_BACK.on = False


_QP_WORD = lazy_compile(r"(?<![\w/.@-])[A-Za-z0-9+/_-]{12,200}(?![\w/@-]|\.\w)")


def _mixed_code(word: str) -> bool:
    """Capitals, small letters and digits, twelve or more: a password or a key in a mail."""
    return (
        any(c.isupper() for c in word)
        and any(c.islower() for c in word)
        and has_digit(word)
        and credential_like(word)
    )


def _quoted_printable(text: str, low: str) -> _Spans:
    if getattr(_IN_QP, "on", False) or not _is_quoted_printable(text, low):
        return

    # the decoded text, and where each of its characters stands in the text
    parts: list[str] = []
    where: list[int] = []
    pos = 0
    for m in _QP_CODE.finditer(text):
        parts.append(text[pos : m.start()])
        where.extend(range(pos, m.start()))
        c = m.group(0)[1:]
        if c.strip():
            parts.append(chr(int(c, 16)))
            where.append(m.start())
        pos = m.end()
    parts.append(text[pos:])
    where.extend(range(pos, len(text)))
    plain = "".join(parts)
    _IN_QP.on = True
    try:
        found = [span for find in _READ_BACK for span in find(plain)]
    finally:
        _IN_QP.on = False
    values = [plain[start:end] for start, end in found]
    for start, end in found:
        if end > start and plain[start:end] not in text:
            # a value the encoding cut (a soft line break, a code inside it): taken where its
            # first and last characters stand, the break between them too
            last = where[end - 1]
            yield where[start], last + (3 if text[last] == "=" else 1)
    for line in plain.splitlines():
        if _SECRET_WORDS.search(line) is not None or "login" in line.lower():
            values.extend(w for w in _QP_WORD.findall(line) if _mixed_code(w))
    for value in values:
        if len(value) < 8:
            continue
        at = text.find(value)
        while at >= 0:
            yield at, at + len(value)
            at = text.find(value, at + len(value))


# base64 of a JSON object (`eyJ…` is `{"`, `ewog…` is `{\n `, `eyAi…` is `{ "`) standing
# alone, not a part of a JWT (dots on either side): decoded once, and judged by its
# members' names (`places.json_secret_b64`, kind `encoded_secret`), else searched by the
# sanitizer (kind `secret_assignment`)
_JSON_B64_GATES = ("eyj", "ewog", "ewoi", "eyai")
_JSON_B64 = lazy_compile(
    r"(?<![\w+/.-])(?P<v>(?:eyJ|ewog|ewoi|eyAi)[A-Za-z0-9+/_-]{12,8000}={0,2})(?![\w+/=.-])"
)
_IN_B64 = threading.local()


def _base64_json(text: str, low: str) -> Iterator[Hit]:
    """A base64 blob of a JSON object that holds a secret (`{"senha": "…"}` as `eyJ…`): the
    whole blob, which carries the secret in another form."""
    last = -1
    for at in word_spots(low, _JSON_B64_GATES, 16):
        if at < last:
            continue
        m = _JSON_B64.match(text, at)
        if m is None:
            continue
        last = m.end()
        raw = decode_base64(m.group("v"))
        if raw is None or not raw.startswith(b"{"):
            continue
        if m.group("v").startswith("eyJ") and json_secret_b64(m.group("v"), raw):
            yield Hit("encoded_secret", *m.span("v"), 5)
            continue
        if getattr(_IN_B64, "on", False):
            continue
        try:
            plain = raw.decode("utf-8")
        except ValueError:
            continue
        if '"' not in plain:
            continue
        _IN_B64.on = True
        try:
            found = any(True for find in _READ_BACK for _ in find(plain))
        finally:
            _IN_B64.on = False
        if found:
            yield Hit("secret_assignment", *m.span("v"), 7)


@dataclass(frozen=True)
class _Base64JsonRule:
    """`_base64_json`'s blobs, each with the kind of the judge that took it."""

    gates: tuple[str, ...] = _JSON_B64_GATES
    needles: tuple[str, ...] = ()

    def scan(self, text: str, low: str, first: Mapping[str, int]) -> Iterator[Hit]:
        return _base64_json(text, low)


ENCODED_RULES: tuple[SecretRule, ...] = (
    SpanRule(
        "password_assignment",
        with_lower(_char_lists),
        gates=_CHAR_GATES,
        priority=7,
        # `_CHAR_ITEMS` for RE2 (`requires_of`): its first two items with their commas (either
        # quote: no back-reference), `\s` spelt as the characters it matches in ASCII
        requires=(
            r"""['"][^'"\\\t\n\x0b\x0c\r\x1c-\x1f ]['"][ \t]*,[ \t]*"""
            r"""['"][^'"\\\t\n\x0b\x0c\r\x1c-\x1f ]['"][ \t]*,""",
        ),
        requires_beyond_ascii=True,
    ),
    SpanRule("password_assignment", with_lower(_char_codes), gates=_CAST_GATES, priority=7),
    SpanRule("password_assignment", with_lower(_escaped), gates=_ESCAPE_GATES, priority=7),
    SpanRule("secret_assignment", with_lower(_base64_decoded), gates=_DECODER_GATES, priority=7),
    SpanRule("password_assignment", with_lower(_quoted_printable), gates=_QP_GATES, priority=7),
    _Base64JsonRule(),
)
