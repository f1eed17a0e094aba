"""Secrets a program builds or stubs at run time. Round 40b of issue 27 (held-out 41's values
built at run time).

* **a shell array named for credentials** (`CREDS=("deploy" "…")`, `declare -a TOKENS=(…)`,
  `API_KEYS+=(…)`): an array whose name says credentials (`creds`, `credentials`) or names a
  secret (`values.classify_key`, a plural read as its one: `PASSWORDS`), each item that could
  be a password or a key (`values.credential_like`: a user's name, a word, stays);
* **a test double's answer for a call that reads a secret** (Mockito's `when(vault.read(
  "db/creds")).thenReturn("…")`, `given(…).willReturn(…)`, `doReturn("…").when(…)`, a
  Sinon stub's `.returns("…")`, Python's `….get_secret.return_value = "…"`): the string the
  stub hands back, when the stubbed call's text names a secret (`cred`, `secret`, `pass`,
  `token`, `key`, `auth`) and the string could be one.

Each rule declares `requires` (its gate's form) so the sanitizer's one pass leaves it out of
a text without it; both are of the last priority (10): where another rule takes the same
value, its kind stays.
"""

from __future__ import annotations

from collections.abc import Iterator

from kenning.daemon.core.lazy_regex import lazy_compile
from kenning.daemon.safety.secret_rules import SecretRule, SpanRule, with_lower
from kenning.daemon.safety.values import classify_key, credential_like

__all__ = ["BUILT_RULES"]

_Spans = Iterator[tuple[int, int]]

# -- a shell array named for credentials ---------------------------------------------------------

_ARRAY = lazy_compile(
    r"(?m)(?:^|[;&|]|\bdeclare -a |\blocal -a |\breadonly -a |\bexport )[ \t]*"
    r"(?P<name>[A-Za-z_][A-Za-z0-9_]{0,60})\+?=\((?P<items>[^()\n]{1,800})\)"
)
_ITEM = lazy_compile(r"\"(?P<d>[^\"\n]{1,400})\"|'(?P<s>[^'\n]{1,400})'|(?P<b>[^\s\"'()]{1,400})")
_CREDENTIALS = lazy_compile(r"(?i)(?:^|_)(?:creds?|credentials?|passwords?|secrets?|pwds?)$")


def _credentials_name(name: str) -> bool:
    if _CREDENTIALS.search(name):
        return True
    verdict = classify_key(name) or (classify_key(name[:-1]) if name[-1:] in "sS" else None)
    return verdict is not None and verdict[1]


def _array_items(text: str, low: str) -> _Spans:
    for m in _ARRAY.finditer(text):
        if not _credentials_name(m.group("name")):
            continue
        base = m.start("items")
        for item in _ITEM.finditer(m.group("items")):
            group = "d" if item.group("d") is not None else "s" if item.group("s") else "b"
            if credential_like(item.group(group)):
                yield base + item.start(group), base + item.end(group)


# -- a test double's answer for a call that reads a secret ---------------------------------------

_STUB_GATES = ("thenreturn(", "willreturn(", "doreturn(", ".returns(", "return_value")
_SECRET_CALL = lazy_compile(r"(?i)cred|secret|pass|token|key|auth")
_STUBBED = lazy_compile(
    r"\b(?:when|given)\((?P<call>[^;\n]{1,200}?)\)[ \t]*\.(?:thenReturn|willReturn)\([ \t]*"
    r"(?P<q>[\"'])(?P<v>[^\"'\n]{6,200})(?P=q)"
    r"|\bdoReturn\([ \t]*(?P<q2>[\"'])(?P<v2>[^\"'\n]{6,200})(?P=q2)[ \t]*\)[ \t]*\.when\("
    r"(?P<call2>[^;\n]{1,200})"
    r"|(?P<call3>[\w.$]{1,200}?(?:\([^()\n]{0,200}\))?)[ \t]*\.returns\([ \t]*"
    r"(?P<q3>[\"'])(?P<v3>[^\"'\n]{6,200})(?P=q3)"
    r"|(?P<call4>[\w.]{1,200})\.return_value[ \t]*=[ \t]*"
    r"(?P<q4>[\"'])(?P<v4>[^\"'\n]{6,200})(?P=q4)"
)


def _stub_answers(text: str, low: str) -> _Spans:
    for m in _STUBBED.finditer(text):
        for call, value in (("call", "v"), ("call2", "v2"), ("call3", "v3"), ("call4", "v4")):
            if m.group(value) is None:
                continue
            if _SECRET_CALL.search(m.group(call)) and credential_like(m.group(value)):
                yield m.span(value)


BUILT_RULES: tuple[SecretRule, ...] = (
    SpanRule(
        "password_assignment",
        with_lower(_array_items),
        gates=("=(",),
        priority=10,
        requires=(r"=\(",),
    ),
    SpanRule(
        "secret_assignment",
        with_lower(_stub_answers),
        gates=_STUB_GATES,
        priority=10,
        requires=(r"(?i)thenreturn\(|willreturn\(|doreturn\(|\.returns\(|return_value",),
    ),
)
