"""Values stated in a form the other rules set aside: a `%` escape inside, a code with `#`.

* **a password with a URL escape inside** (`UQ0XEaC%5fZTNI`, `I1QIYLw%24XHLd`): a
  password's shape (`shapes.password_shaped`) sets `%XX` aside, since URL-encoded
  text (`%2F`, `%20`) is no symbol of a password; so a password written with a
  literal `%` before two hex digits, or pasted URL-encoded, read as no password.
  Here a word that stands alone (a blank, a quote or a line's start before it; a
  blank, a quote, the end or a sentence's punctuation after it), holds one to
  three `%XX`, both cases and a digit once decoded, and decodes to no part of a
  URL (no blank, `:`, `?`, `&`, `=`, `.`, `@` or `#`; a `/` only where the
  classes change all through, not in words of a path) is a
  password, whatever the words before it (`Сервердин сырсөзү: …`, `the code is
  "…"`, `http-basic.repo bob …`). A value inside a URL or a query (`=`, `/`, `?`,
  `&` before it) stays: that is the URL rules'.

* **key material behind a dotted prefix** (`ser.<key>`, a vendor's prefix and a
  `.` before a random body): under a name ending in `key` that names no known
  secret (`environment_key`), names.py takes key material only, and a prefix
  made the value read as none; the body after a prefix of two to six letters
  and a dot is judged alone (`_` stays an object id's: `price_…`, `cus_…`);
* **a private key in bech32 whose prefix says so**: a human-readable part that
  ends in `privkey`, `privatekey`, `secretkey`, `priv` or `prv` before bech32's
  `1` and 38 characters or more of its alphabet (`<chain>privkey1…`): a wallet's
  or a chain's exported private key, whatever the chain (the public ones,
  `bc1…`, `npub1…`, `age1…`, say no such thing);
* **a call named for a secret given it first** (`census_api_key("<hex>",
  install = TRUE)`, `set_auth_token('…')`): a string that reads as generated
  (hex and UUIDs included: the name says a secret) or has a password's shape;
  a lookup's call (`get_secret("…")`, `has_token(…)`, `verify_token(…)`) is none;
* **a header's value joined to its name by an operator** (`'authorization: ' .
  '<key>'` in PHP, `"X-Api-Key: " + "<key>"`, Elixir's `<>`): the name judged as a
  secret's (`classify_key`), the value taken when it reads as generated, has a
  password's shape, or (under a strong name) is letters and digits in dashed
  groups;
* **random letters in a URL query's credential parameter** (`?token=<32
  letters>`): 20 letters or more of both cases, the case flipping all through
  and few runs that read as words (the name rule's weak `token` wants a digit
  or a symbol: an identifier is letters);
* **a key as the basic-auth user with no password** (`Basic base64("<key>:")`, as
  several payment APIs take their secret key): the authorization rule reads the
  password and takes an empty one for a placeholder; here the user is judged,
  and taken when it reads as generated;
* **a JWT whose payload is opaque** (encrypted, binary or compressed): the
  table's JWT rule opens where the payload reads as JSON (`.ey…`) or is short; a
  token whose header is a JWT's (`{"alg":…` or `{"typ":…`, base64url) followed by
  two more dot-separated parts is one whatever its payload.

Speed: the escaped password opens on the sanitizer's `@mix` probe (a symbol inside
a word), as the password's shape does, and reads only the words around each `%`;
the JWT and the bech32 key on literals of the one RE2 set (a header's first
characters, the prefixes' ends with bech32's `1`).
"""

from __future__ import annotations

import base64
import binascii
import functools
import itertools
from collections.abc import Iterator

from kenning.daemon.core.lazy_regex import lazy_compile
from kenning.daemon.safety.bare import _classes, _wordy
from kenning.daemon.safety.clauses import generated_value
from kenning.daemon.safety.secret_rules import RegexRule, SecretRule, SpanRule, starts
from kenning.daemon.safety.shapes import password_shaped, random_token
from kenning.daemon.safety.values import MARKER_PREFIX, classify_key, is_placeholder

__all__ = ["STATED_RULES", "dotted_key_material", "escaped_password"]

#: a word of a password with `%XX` escapes: letters, digits and a password's symbols
_WORD = lazy_compile(r"[A-Za-z0-9!^*~_-]*(?:%[0-9A-Fa-f]{2}[A-Za-z0-9!^*~_-]*){1,3}")
_ESCAPE = lazy_compile(r"%([0-9A-Fa-f]{2})")
#: what may stand right before the word: a blank, a quote, a bracket (or the text's start)
_BEFORE = frozenset(" \t\n\r\"'`([<")
#: and after it: the same, or a sentence's punctuation
_AFTER = frozenset(" \t\n\r\"'`)]>.,;:!?")
#: what a decoded password never holds: the parts of a URL, a path, a file's name
_NOT_DECODED = frozenset(" \t:?&=.@#")


@functools.lru_cache(maxsize=1024)
def escaped_password(word: str) -> bool:
    """A password written with `%XX` escapes: both cases and a digit, no URL's part decoded."""
    if not 8 <= len(word) <= 64 or word.startswith(MARKER_PREFIX):
        return False
    if _WORD.fullmatch(word) is None:
        return False
    decoded = _ESCAPE.sub(lambda m: chr(int(m.group(1), 16)), word)
    if any(c in _NOT_DECODED or not c.isprintable() for c in decoded):
        return False
    upper = sum(c.isupper() for c in decoded)
    lower = sum(c.islower() for c in decoded)
    digits = sum(c.isdigit() for c in decoded)
    if not (upper and lower and digits) or upper + lower < 4:
        return False
    if "/" in decoded:
        # a `/` escaped inside (`…%2F…`): a password's only when the classes change all
        # through, as a generated one's do; an encoded path (`src%2FMain1`) runs words
        classes = [
            "u" if c.isupper() else "l" if c.islower() else "d" for c in decoded if c.isalnum()
        ]
        changes = sum(1 for a, b in itertools.pairwise(classes) if a != b)
        if changes * 2 <= len(classes):
            return False
    return not is_placeholder(word)


_DOTTED_PREFIX = lazy_compile(r"[A-Za-z]{2,6}\.(?P<body>[A-Za-z0-9_-]{16,200})")


def dotted_key_material(value: str) -> bool:
    """A vendor's short prefix, a dot, and a random body: `ser.<key>`, `pat.<key>`."""
    m = _DOTTED_PREFIX.fullmatch(value)
    if m is None:
        return False
    return random_token(m.group("body"))


def escaped_passwords(text: str) -> Iterator[tuple[int, int]]:
    """The spans of words of `text` that are passwords with `%XX` escapes."""
    at = text.find("%")
    size = len(text)
    while at >= 0:
        start = at
        while start > 0 and start > at - 64 and text[start - 1] not in _BEFORE:
            start -= 1
        m = _WORD.match(text, start)
        end = m.end() if m is not None else at + 1
        if (
            m is not None
            and end > at + 2
            and (start == 0 or text[start - 1] in _BEFORE)
            and (end == size or text[end] in _AFTER)
            and escaped_password(text[start:end])
        ):
            yield start, end
        at = text.find("%", max(end, at + 1))


_ESCAPED_PASSWORD_RULE = SpanRule(
    find=escaped_passwords,
    kind="password_shape",
    gates=("@mix",),
    needles=("%",),
    priority=5,
)


_OPAQUE_JWT = RegexRule(
    "jwt",
    lazy_compile(
        starts("eyJ") + r"(?:hbGciOi|0eXAiOi)[A-Za-z0-9_-]{5,2000}\.[A-Za-z0-9_-]{16,8000}"
        r"\.[A-Za-z0-9_-]{16,2000}"
    ),
    # `{"alg":` and `{"typ":` in base64url, lower-cased as the gates are read
    gates=("eyjhbgcioi", "eyj0exaioi"),
    needles=("eyJ",),
    group=0,
)

_BECH32_PRIVATE = RegexRule(
    "private_key",
    lazy_compile(
        r"(?<![A-Za-z0-9])[a-z]{0,12}(?:privkey|privatekey|secretkey|priv|prv)1"
        r"[02-9ac-hj-np-z]{38,200}(?![A-Za-z0-9])"
    ),
    gates=("key1", "priv1", "prv1"),
    needles=("privkey1", "privatekey1", "secretkey1", "priv1", "prv1"),
    group=0,
)

# a call named for a secret, given it as its first string: `census_api_key("<hex>", …)`,
# `set_auth_token('…')`, `apiKey("…")` (not a lookup: `get_secret("…")`, `has_token(…)`)
_NAMED_CALL = lazy_compile(
    r"""(?<![\w.])(?P<name>[A-Za-z_][\w]{0,60}?(?:api_?key|ApiKey|apikey|secret|Secret"""
    r"""|token|Token|password|Password))\(\s{0,2}(?P<q>["'])(?P<v>[^"'\\\s]{8,400})(?P=q)"""
    r"""\s{0,2}[,)]"""
)
_LOOKUP_CALL = lazy_compile(
    r"(?i)(?:get|has|is|read|load|fetch|find|delete|del|revoke|remove|validate|verify|check"
    r"|decode|parse|hash|mask|redact|list)(?:_|[A-Z])"
)


def named_call_secrets(text: str) -> Iterator[tuple[int, int]]:
    """Strings given first to a call named for a secret, that read as generated."""
    for m in _NAMED_CALL.finditer(text):
        name, value = m.group("name"), m.group("v")
        if _LOOKUP_CALL.match(name) is not None or name.lower().startswith(("get", "is")):
            continue
        if value.startswith(MARKER_PREFIX) or is_placeholder(value):
            continue
        if generated_value(value) or password_shaped(value):
            yield m.span("v")


_NAMED_CALL_RULE = SpanRule(
    find=named_call_secrets,
    kind="secret_assignment",
    gates=tuple(w + q for w in ("key(", "secret(", "token(", "password(") for q in ('"', "'")),
    needles=(),
    priority=8,
)


# a header written as a string and its value joined to it by an operator:
# `'authorization: ' . '<key>'`, `"X-Api-Key: " + "<key>"`, `"Authorization: " <> "<key>"`
_JOINED_HEADER = lazy_compile(
    r"""(?P<q>["'])(?P<name>[A-Za-z][\w-]{1,40}):[ \t]*(?P=q)[ \t]*(?:\.\.?|\+|<>|&)[ \t]*"""
    r"""(?P<q2>["'])(?:(?i:bearer|basic|token)[ \t]+)?(?P<v>[^"'\s]{8,400})(?P=q2)"""
)
# the end of a header's string (`'authorization: '`): two literals of the RE2 set, not one
# per operator
_JOINTS = (": ' ", ': " ')


def joined_header_secrets(text: str) -> Iterator[tuple[int, int]]:
    """Values joined by an operator to a header's name that names a credential."""
    for m in _JOINED_HEADER.finditer(text):
        verdict = classify_key(m.group("name"))
        value = m.group("v")
        if verdict is None or value.startswith(MARKER_PREFIX) or is_placeholder(value):
            continue
        if generated_value(value) or password_shaped(value) or (verdict[1] and _grouped(value)):
            yield m.span("v")


def _grouped(value: str) -> bool:
    """Letters and digits in dashed groups (`SVUQJZWLG-FERCR734C5-…`), a digit among them."""
    parts = value.split("-")
    return len(parts) >= 2 and all(p.isalnum() for p in parts) and any(c.isdigit() for c in value)


_JOINED_HEADER_RULE = SpanRule(
    find=joined_header_secrets,
    kind="authorization_header",
    gates=_JOINTS,
    needles=(":",),
    priority=7,
)


# a URL query's credential parameter given random letters, no digit (`?token=<32 letters>`):
# the name rule's weak `token` wants a digit or a symbol, since an identifier is letters
_QUERY_LETTERS = lazy_compile(
    r"[?&](?:access_|api_|auth_)?(?:token|key|apikey|api_key|secret)=(?P<v>[A-Za-z]{20,200})"
    r"(?=[&#\s\"'`)]|$)"
)


def random_letters(value: str) -> bool:
    """20 letters or more of both cases, the case flipping all through, few word runs."""
    upper, lower, _, changes = _classes(value)
    if not (upper >= 4 and lower >= 4) or changes * 4 < len(value):
        return False
    return _wordy(value) * 3 < len(value) and not is_placeholder(value)


def query_letter_secrets(text: str) -> Iterator[tuple[int, int]]:
    for m in _QUERY_LETTERS.finditer(text):
        if random_letters(m.group("v")):
            yield m.span("v")


_QUERY_LETTERS_RULE = SpanRule(
    find=query_letter_secrets,
    kind="token_assignment",
    gates=("token=", "key=", "secret="),
    needles=("?", "&"),
    priority=8,
)


# basic auth whose password is empty or a dummy (`Basic base64("<key>:")`): the user is the
# credential (Stripe's, PayMongo's and others' API keys are sent so); the authorization
# rule reads the password and takes an empty one for a placeholder
_BASIC = lazy_compile(r"(?i:basic)[ \t]+(?P<v>[A-Za-z0-9+/]{16,300}={0,2})(?![A-Za-z0-9+/=])")


def key_as_basic_user(value: str) -> bool:
    """Base64 of `<key>:` or `<key>:x`: a generated user and no real password."""
    try:
        raw = base64.b64decode(value + "=" * (-len(value) % 4), validate=True)
    except (binascii.Error, ValueError):
        return False
    user, colon, password = raw.partition(b":")
    if not colon or password not in (b"", b"x", b"X") or not user.isascii():
        return False
    name = user.decode()
    return name.isprintable() and not is_placeholder(name) and generated_value(name)


def basic_key_secrets(text: str) -> Iterator[tuple[int, int]]:
    for m in _BASIC.finditer(text):
        if key_as_basic_user(m.group("v")):
            yield m.span("v")


_BASIC_KEY_RULE = SpanRule(
    find=basic_key_secrets,
    kind="authorization_header",
    gates=("basic ",),
    needles=(),
    priority=7,
)


STATED_RULES: tuple[SecretRule, ...] = (
    _BASIC_KEY_RULE,
    _QUERY_LETTERS_RULE,
    _JOINED_HEADER_RULE,
    _ESCAPED_PASSWORD_RULE,
    _OPAQUE_JWT,
    _BECH32_PRIVATE,
    _NAMED_CALL_RULE,
)
