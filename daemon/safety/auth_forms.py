"""Base64 credentials known by their form, under names that do not say password.

Round 29 of issue 27 (a class held-out 34 showed). A package manager, a build
tool's credential helper or a binary cache keeps a credential in base64 where no
password's word stands beside it; the form says what the value is:

* **a Basic credential wherever it stands**: `Basic <base64>` inside a JSON array
  of headers (`{"Authorization": ["Basic …"]}`, what a credential helper prints), a
  Perl or Ruby pair (`Authorization => 'Basic …'`), a header map of any language.
  The base64 is padded, holds `+` or `/`, decodes to `user:password`, or reads as
  generated; `Basic usage`, `Basic realm="…"` and the documented
  `dXNlcjpwYXNzd29yZA==` (`values.auth_value_real`) stay.
* **a value under a name whose last word is `auth`** (`.npmrc`'s `//host/:_auth=`,
  `basicAuth:`, `"proxy_auth":`), or `authorization`, or the argument of a call so named
  (round 41: `git_basic_authorization("…")`): base64 of the same reading; `auth: true`,
  `auth = "basic"` and `${NPM_AUTH}` stay.
* **a signing key as `name:base64` of a private key's length** (a Nix binary
  cache's secret key, `cache.example.org-1:<64 bytes>`): 86 base64 characters and
  `==` after a key's name; the public key (32 bytes) stays, and so does a
  signature of the same length on a line that says so (`Sig:`, `--sigs`, a store
  path) or under a digest's name (`sha512:`).

Speed: `basic ` and the `auth` names' signs are literals of the sanitizer's one RE2
set, each read with a pattern that starts at its literal; a key is read at each
`==` by string tests before any pattern.
"""

from __future__ import annotations

from collections.abc import Iterator

from kenning.daemon.core.lazy_regex import lazy_compile
from kenning.daemon.safety.bare import random_key
from kenning.daemon.safety.secret_rules import SpanRule, with_lower
from kenning.daemon.safety.values import (
    BASE64_CHARS,
    auth_value_real,
    decode_base64,
    has_digit,
    is_placeholder,
    looks_random,
)

__all__ = ["AUTH_FORM_RULES", "basic_credential"]

_Spans = Iterator[tuple[int, int]]

_BASIC = lazy_compile(
    r"(?<![\w-])[Bb]asic[ \t]{1,4}(?P<v>[A-Za-z0-9+/]{12,1000}={0,2})(?![\w+/=.-])"
)
#: a name's last word `auth` (or `authorization`), its sign and the value (the name before it
#: is read back); a call of that name with the value its argument (round 41: fastlane's
#: `git_basic_authorization("<base64>")`)
_AUTH_SIGN = lazy_compile(
    r"(?:auth|Auth|AUTH)(?:orization|ORIZATION)?(?:\\?[\"'])?"
    r"(?:[ \t]{0,4}[:=][ \t]{0,4}|[ \t]{1,4}(?=\\?[\"'])|[ \t]{0,4}\([ \t]{0,4}(?=\\?[\"']))"
    r"(?:\\?[\"'])?"
    r"(?P<v>[A-Za-z0-9+/]{12,1000}={0,2})(?![\w+/=.-])"
)
_AUTH_GATES = (
    "auth=", "auth:", 'auth":', 'auth"=', "auth =", "auth :", "auth\\\":", "auth':", 'auth "',
    "authorization=", "authorization:", 'authorization":', "authorization(", "auth(",
)  # fmt: skip
_NAME_CHARS = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789.-_")
#: a digest's or a signature's name before the colon, or a signature's word on the line
_NOT_A_KEY = lazy_compile(r"(?i)sha|blake|whirlpool|skein|keccak|hash|digest|sum|sig|hmac|mac")
_SIGNED_LINE = lazy_compile(r"(?i)\bsig|signature|/nix/store/|narinfo")


def basic_credential(value: str) -> bool:
    """Whether base64 reads as a credential: padded, with `+` or `/`, `user:password`
    decoded, or generated; not a placeholder, not base64 of other text. A digit, or
    letters that read as drawn (base64 of 20 random bytes holds no digit once in 100)."""
    if is_placeholder(value) or not auth_value_real(value):
        return False
    if not has_digit(value) and not looks_random(value):
        return False
    raw = decode_base64(value, strict=True)
    text = raw is not None and all(32 <= b < 127 for b in raw)
    if text:
        pair = raw.decode()  # type: ignore[union-attr]
        return ":" in pair.strip(":") and " " not in pair
    return value.endswith("=") or "+" in value or "/" in value or random_key(value)


def _basics(text: str, low: str) -> _Spans:
    at = low.find("basic ")
    while at >= 0:
        m = _BASIC.match(text, at)
        if m is not None and basic_credential(m.group("v")):
            yield m.span("v")
        at = low.find("basic ", at + 6)


def _auth_values(text: str, low: str) -> _Spans:
    at = low.find("auth")
    while at >= 0:
        m = _AUTH_SIGN.match(text, at)
        # `auth` is the name or its last word: after `_`, `.`, `-`, a small letter
        # (`basicAuth`, `oauth`) or nothing of a name
        before = text[at - 1 : at]
        if (
            m is not None
            and (not before.isalnum() or before.islower())
            and basic_credential(m.group("v"))
        ):
            yield m.span("v")
        at = low.find("auth", at + 4)


def _signing_keys(text: str) -> _Spans:
    at = text.find("==")
    while at >= 0:
        lo = at - 86
        if lo > 1 and text[lo - 1] == ":" and all(c in BASE64_CHARS for c in text[lo:at]):
            name_lo = lo - 1
            while name_lo > 0 and lo - name_lo < 120 and text[name_lo - 1] in _NAME_CHARS:
                name_lo -= 1
            name = text[name_lo : lo - 1]
            ls = text.rfind("\n", 0, name_lo) + 1
            after = text[at + 2 : at + 3]
            if (
                name[:1].isalnum()
                and (not after or not (after.isalnum() or after in "+/="))
                and (name_lo == 0 or text[name_lo - 1] not in ":/")
                and _NOT_A_KEY.search(name) is None
                and _SIGNED_LINE.search(text, ls, name_lo) is None
                and decode_base64(text[lo : at + 2], strict=True) is not None
            ):
                yield lo, at + 2
        at = text.find("==", at + 2)


AUTH_FORM_RULES: tuple[SpanRule, ...] = (
    SpanRule("authorization_header", with_lower(_basics), gates=("basic ",), priority=9),
    SpanRule("secret_assignment", with_lower(_auth_values), gates=_AUTH_GATES, priority=9),
    SpanRule(
        "private_key",
        _signing_keys,
        gates=("==",),
        needles=("==",),
        priority=9,
        # a `:` and base64 up to the `==` (its 86 not counted: a count grows the one pass's
        # automaton); `==` alone is every comparison in code
        requires=(r":[A-Za-z0-9+/]+==",),
    ),
)
