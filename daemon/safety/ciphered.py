"""Secrets kept encrypted in a tool's own wrapper: the wrapper says what the value is.

Round 29 of issue 27 (a class held-out 34 showed). A build tool or a server that
keeps its passwords encrypted writes the ciphertext in a form of its own, and the
form is the name: whoever holds the master key (often in the next file) reads the
password back, so the ciphertext is kept from the store like the password.

* **base64 in braces** (`{COQLCE6D…=}`): Maven's `settings.xml` passwords, its
  `settings-security.xml` master and what `mvn --encrypt-password` prints; Jenkins'
  `{AQAAABAAAAAQ…}` secrets in its XML. The braces hold base64 only, 16 characters
  or more, and it reads as ciphertext: padded with `=`, holding `+` or `/`, or a
  random run of letters and digits (`bare.random_key`); and it decodes to bytes,
  not text.
  A template's `{name}`, `${VAR}`, `{{ x }}`, a JSON object and a format string's
  `{0}` are no base64; the examples Maven's guide prints stay
  (`stand_in_tables.DOCUMENTED_CIPHERTEXTS`).
* **a cipher's prefix before the ciphertext** (Spring Cloud Config's
  `{cipher}AQB…`, Jasypt's `ENC(…)`): base64 or hex of 16 characters or more after
  it, whatever the name it is assigned to.

Speed: the gates are literals of the sanitizer's one RE2 set: `=}` (a padded
ciphertext's end), `>{` (an element that opens with a brace), a brace at a line's
start, Jenkins' `{aqaaab`, `{cipher}` and `enc(`; each is read with one pattern
that starts with its literal.
"""

from __future__ import annotations

from collections.abc import Iterator

from kenning.daemon.core.lazy_regex import lazy_compile
from kenning.daemon.safety.bare import random_key
from kenning.daemon.safety.secret_rules import SpanRule
from kenning.daemon.safety.stand_in_tables import DOCUMENTED_CIPHERTEXTS
from kenning.daemon.safety.values import decode_base64, has_digit, is_placeholder

__all__ = ["CIPHER_RULES", "ciphertext"]

_Spans = Iterator[tuple[int, int]]

#: base64 in braces, not a template's (`${`, `#{`, `%{`, `{{`), not followed by more of a name
_BRACED = lazy_compile(r"\{(?<![\w$#%{]\{)(?P<v>[A-Za-z0-9+/]{16,1400}={0,2})\}(?![}\w])")
#: a cipher's prefix, then its ciphertext in base64 or hex
_PREFIXED = lazy_compile(
    r"(?:\{cipher\}|(?<![\w.])ENC\()(?P<v>[A-Za-z0-9+/_-]{16,1400}={0,2})(?![\w+/=-])"
)
_BRACE_GATES = ("=}", ">{", "\n{", "{aqaaab")
_PREFIX_GATES = ("{cipher}", "enc(")
_B64_SYMBOLS = frozenset("+/=")


def ciphertext(body: str) -> bool:
    """Whether base64 in braces reads as a tool's ciphertext, not a name or an example."""
    if is_placeholder(body) or "{" + body + "}" in DOCUMENTED_CIPHERTEXTS:
        return False
    if not any(c.isdigit() for c in body) or body.isupper() or body.islower():
        return False
    if _printable(body):
        return False  # base64 of text is data, never a cipher's output
    return not _B64_SYMBOLS.isdisjoint(body) or random_key(body)


def _printable(body: str) -> bool:
    raw = decode_base64(body, strict=True)
    return raw is not None and all(32 <= b < 127 or b in (9, 10, 13) for b in raw)


def _braced(text: str) -> _Spans:
    for m in _BRACED.finditer(text):
        if ciphertext(m.group("v")):
            yield m.start(), m.end()


def _prefixed(text: str) -> _Spans:
    for m in _PREFIXED.finditer(text):
        value = m.group("v")
        if not is_placeholder(value) and has_digit(value) and any(c.isalpha() for c in value):
            yield m.span("v")


CIPHER_RULES: tuple[SpanRule, ...] = (
    SpanRule(
        "encrypted_secret",
        _braced,
        gates=_BRACE_GATES,
        priority=3,
        # `_BRACED` with the digit `ciphertext` wants, no count (`\n{` opens every JSON line)
        requires=(r"\{[A-Za-z0-9+/]*[0-9][A-Za-z0-9+/]*=*\}",),
    ),
    SpanRule("encrypted_secret", _prefixed, gates=_PREFIX_GATES, priority=3),
)
