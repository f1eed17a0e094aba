"""Credentials under a name that is a host: the name says where they log in, not what they are.

Round 29 of issue 27 (a class held-out 34 showed). A package manager that keeps a
credential per source host names the setting after the host and nothing else:
Bundler's `BUNDLE_GEMS__CONTRIBSYS__COM` (the host's dots written `__`, in
`.bundle/config`, an environment variable, a CI file) and its command
`bundle config set --global gems.contribsys.com <user>:<password>`. No secret's word
stands beside the value; the name is a host, and the value is credentials:

* **`user:password`** (both halves, no blank, no `/`): the password half, taken,
  holds a digit or reads as generated (the user's name stays, as the other rules leave
  it); a URL (a mirror's), `host:port`, a time and words (`USERNAME:PASSWORD`) stay;
* **a token alone** that reads as generated (`placed.generated`).

A `${VAR}` and other placeholders stay. Speed: the gates are a host's last part
after `__` (`__com`, `__io`, `__org`, …) and `bundle config`; a name is read back
from its gate and matched there, never searched for.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from kenning.daemon.core.lazy_regex import lazy_compile
from kenning.daemon.safety.placed import generated
from kenning.daemon.safety.secret_rules import SpanRule, with_lower
from kenning.daemon.safety.values import has_digit, is_placeholder

__all__ = ["HOST_NAMED_RULES", "host_credentials"]

_Spans = Iterator[tuple[int, int]]

#: a setting's name that is a host, its dots written `__` (`BUNDLE_GEMS__EXAMPLE__COM`)
_HOST_NAME = lazy_compile(
    r"[A-Za-z][A-Za-z0-9_]{0,60}?(?:__[A-Za-z0-9]{1,63}){1,8}__[A-Za-z]{2,12}"
)
#: then its sign and the value, quoted or bare
_SIGN_VALUE = lazy_compile(
    r"[\"']?[ \t]{0,4}[:=][ \t]{0,4}"
    r"""(?:"(?P<dq>[^"\s]{6,400})"|'(?P<sq>[^'\s]{6,400})'|(?P<bare>[^\s"',;]{6,400}))"""
)
_NAME_CHARS = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_")
#: Bundler's command, the host dotted
_BUNDLE_CONFIG = lazy_compile(
    r"\bbundle[ \t]+config(?:[ \t]+set)?(?:[ \t]+--(?:global|local))?[ \t]+"
    r"(?:[a-z0-9-]{1,63}\.){1,8}[a-z]{2,12}/?[ \t]+[\"']?(?P<bare>[^\s\"']{6,400})"
)
#: a host's last parts after `__` (the top-level domains such a setting ends in most)
_HOST_GATES = (
    "__com", "__org", "__net", "__io", "__dev", "__pro", "__app", "__cloud", "__ai",
    "__sh", "__tech", "__uk", "__internal", "__local",
)  # fmt: skip
_BUNDLE_GATES = ("bundle config",)


def host_credentials(value: str) -> bool:
    """Whether a host-named setting's value is credentials: `user:password` or a token."""
    if is_placeholder(value) or "$" in value or "/" in value or "@" in value:
        return False
    user, colon, password = value.partition(":")
    if colon:
        if not user or len(password) < 6 or password.isdigit() or is_placeholder(password):
            return False
        return has_digit(password) or generated(password)
    return generated(value)


def _host_named(text: str, low: str) -> _Spans:
    seen: set[int] = set()
    for gate in _HOST_GATES:
        at = low.find(gate)
        while at >= 0:
            end = at + len(gate)
            while end < len(text) and text[end] in _NAME_CHARS:
                end += 1
            lo = at
            while lo > 0 and at - lo < 400 and text[lo - 1] in _NAME_CHARS:
                lo -= 1
            m = None
            if lo not in seen and (lo == 0 or text[lo - 1] not in ".-"):
                seen.add(lo)
                if _HOST_NAME.fullmatch(text, lo, end) is not None:
                    m = _SIGN_VALUE.match(text, end)
            if m is not None:
                yield from _secret_part(m, m.lastgroup or "bare")
            at = low.find(gate, end)
    if "bundle config" in low:
        for m in _BUNDLE_CONFIG.finditer(text):
            yield from _secret_part(m, "bare")


def _secret_part(m: re.Match[str], group: str) -> _Spans:
    """The password of a `user:password` value (the user stays, as the other rules leave
    it), or the whole token."""
    value = m.group(group)
    if host_credentials(value):
        cut = value.find(":")
        yield m.start(group) + cut + 1, m.end(group)


HOST_NAMED_RULES: tuple[SpanRule, ...] = (
    SpanRule(
        "password_assignment",
        with_lower(_host_named),
        gates=_HOST_GATES + _BUNDLE_GATES,
        priority=9,
    ),
)
