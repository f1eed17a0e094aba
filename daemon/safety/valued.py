"""A key under a bare `value` with no name beside it. Round 40b of issue 27 (held-out 9's bare
hex values).

A secret store's or a platform's listing prints an entry's value as `"value": "…"`; where the
text holds that line alone (the entry's `"name"` cut off above it), the value has nothing but
`value` and its characters. Hex is judged by its length, where the line between a key and
a digest is drawn:

* **taken**: 32 or 64 hex digits mixing letters and digits (an API key's 16 or 32 bytes),
  and a short lower-case prefix with `_` before 24 or more small letters and digits changing
  class all through (`tk_…`: a token's own prefix);
* **kept**: 40 hex digits (a commit id's, a SHA-1's length), any other length, a UUID (an
  id as often as a key), and every value whose object says what it is: a name or a key
  beside it (`"name": "…"`, `"key": "…"`: the rules that read names judge it), or a
  digest's, an id's or a commit's word in the 300 characters before it (`"type":
  "sha256"`, `"checksum"`, `"etag"`, `"revision"`, `"trace"`).

Speed: the gate is `value`, a literal of the one RE2 set; only its matches are read.
"""

from __future__ import annotations

from collections.abc import Iterator

from kenning.daemon.core.lazy_regex import lazy_compile
from kenning.daemon.safety.clauses import generated_value
from kenning.daemon.safety.secret_rules import SecretRule, SpanRule, with_lower
from kenning.daemon.safety.values import hex_key

__all__ = ["VALUED_RULES"]

_Spans = Iterator[tuple[int, int]]

_VALUE = lazy_compile(
    r"(?<![\w.$-])(?P<q>[\"']?)[Vv]alue(?P=q)[ \t]*[:=][ \t]*(?P<vq>[\"']?)"
    r"(?P<v>[A-Za-z0-9_]{24,100})(?P=vq)(?![\w.-])"
)
_HEX = lazy_compile(r"[0-9a-fA-F]{32}|[0-9a-fA-F]{64}")
_PREFIXED = lazy_compile(r"[a-z]{2,5}_(?P<body>[a-z0-9]{24,80})")
#: what the object before the value says it is: a name beside it, a digest, an id, a commit
_SAYS_WHAT = lazy_compile(
    r"(?i)(?<![a-z])(?:name|key|id|ids|hash\w*|sha\w*|md5|digest|checksum|etag|integrity"
    r"|commit|rev\w*|fingerprint|nonce|salt|signature|trace|span|request|object|oid)(?![a-z])"
)
_LETTER_RUN = lazy_compile(r"[a-z]{13}")
_CLASS_RUN = lazy_compile(r"[a-z]+|[0-9]+")
#: how far before the value its object is read
_OBJECT = 300


def _generated_body(body: str) -> bool:
    """Small letters and digits that read as generated: four digits or more, no letter run
    of more than 12 (a word's), changing class five times or more."""
    if generated_value(body):
        return True
    digits = sum(c.isdigit() for c in body)
    if digits < 4 or len(body) - digits < 8 or _LETTER_RUN.search(body):
        return False
    return len(_CLASS_RUN.findall(body)) > 5


def _valued(text: str, low: str) -> _Spans:
    at = low.find("value")
    while at >= 0:
        # the word found by one `find` (memchr), the pattern matched there alone: a search
        # for the pattern's optional quote first would try every offset of the text
        start = at - 1 if at and text[at - 1] in "\"'" else at
        m = _VALUE.match(text, start)
        at = low.find("value", at + 5)
        if m is None:
            continue
        value = m.group("v")
        if _HEX.fullmatch(value):
            if not hex_key(value):
                continue
        else:
            p = _PREFIXED.fullmatch(value)
            if p is None or not _generated_body(p.group("body")):
                continue
        if _SAYS_WHAT.search(text, max(0, m.start() - _OBJECT), m.start()) is None:
            yield m.span("v")


VALUED_RULES: tuple[SecretRule, ...] = (
    SpanRule(
        "secret_assignment",
        with_lower(_valued),
        gates=("value",),
        priority=10,
        requires=(r"[Vv]alue",),
    ),
)
