"""Values public by where they were written down: a mail's trace header, a documentation
example, a placeholder written in transit. Round 38 of issue 27 (held-out 40's look-alikes).

public.py asks `documented_public` for each hit a rule made:

* **a mail provider's trace header** (`X-Google-Smtp-Source:`, `X-Gm-Message-State:`,
  `X-MS-Exchange-Organization-Network-Message-Id:`, `X-SES-Outgoing:`): a header line whose
  name starts with `X-`, holds a word of a message's trace (`smtp`, `source`, `message`,
  `state`, `received`, `spam`, `exchange`, …) and none of a secret's (`key`, `token`, `auth`,
  `signature`, …): the provider stamps it on every mail it relays, for anyone to read;
* **a documentation example**: a JWT whose claims are a tutorial's (`"name": "John Doe"`, a
  `sub` counted `1234567890`) shown alone on its line or as a string literal's whole
  content (after `Bearer` or `=` unquoted it is sent, and stays a credential), `Basic`
  credentials that decode to a tutorial's pair (RFC 7617's `Aladdin:open sesame`,
  `user:pass`), or a plain word as the password of a URL whose host is reserved for
  documentation (`example.com`, `*.example`, `*.test`, `*.invalid`);
* **a placeholder written in transit**: URL-encoded (`%24%7BAWS_SECRET_ACCESS_KEY%7D`) or
  between typographic quotes (`“<set me>”`, `‘$API_KEY’`), read as it decodes or between
  its quotes: `values.is_placeholder`;
* **a commit's id in a sentence about the commit** (`the commit that removed the token …
  is 9c4e…`): hex of 7 to 40 digits (or 64) whose sentence names a commit, a revision or a
  changeset before any secret's word;
* **a private key's armour around an elided body** (round 40): `-----BEGIN PRIVATE
  KEY-----`, at most 12 characters of base64 and an ellipsis, then its `END` line: a key
  file's template (App Store Connect's API key JSON), never a key.
"""

from __future__ import annotations

import json
from urllib.parse import unquote

from kenning.daemon.core.lazy_regex import lazy_compile
from kenning.daemon.safety.values import decode_base64, is_placeholder

__all__ = ["documented_public"]

# -- a mail provider's trace header ----------------------------------------------------------

_TRACE_WORDS = frozenset(
    {
        *("smtp", "source", "message", "state", "received", "spam", "antispam", "exchange"),
        *("ses", "outgoing", "mailer", "trace", "originating", "report", "forefront"),
        *("organization", "network", "id", "feedback", "campaign", "ms", "gm"),
    }
)
_SECRET_WORDS = lazy_compile(r"(?i)key|token|auth|secret|pass|sig|cred|session|cookie|otp")
_HEADER = lazy_compile(r"(X-[A-Za-z0-9-]{2,60}):[ \t]*")


def _trace_header(text: str, start: int) -> bool:
    # the line's start looked for 200 back at most (a header's name is 62 at most): one long
    # line of many hits stays linear
    line = text.rfind("\n", max(0, start - 200), start) + 1
    m = _HEADER.match(text, line)
    if m is None or m.end() != start:
        return False
    name = m.group(1)
    if _SECRET_WORDS.search(name):
        return False
    return any(w.lower() in _TRACE_WORDS for w in name.split("-")[1:])


# -- documentation examples ------------------------------------------------------------------

#: claims a tutorial's token carries (jwt.io's, most libraries' READMEs)
_DOC_NAMES = frozenset({"john doe", "jane doe"})
_DOC_SUBS = frozenset({"1234567890", "0123456789", "123456"})
#: a tutorial's user names and passwords in a credentials pair
_DOC_USERS = frozenset({"aladdin", "user", "username", "login", "alice", "bob", "foo", "demo"})
_DOC_PASSWORDS = frozenset(
    {"open sesame", "pass", "password", "passwd", "secret", "pwd", "bar", "changeme"}
)
_DOC_HOST = lazy_compile(
    r"(?i)(?:[\w-]+\.)*(?:example\.(?:com|net|org)|[\w-]+\.(?:example|test|invalid))(?![\w.-])"
)
_JWT = lazy_compile(r"eyJ[\w-]{8,}\.(eyJ[\w-]{8,})\.[\w-]{8,}")


def _stands_alone(text: str, start: int) -> bool:
    """Whether nothing but blanks and quotes comes before `start` on its line: a token shown
    as itself, not one sent (`Bearer …`, `id_token=…`, `session=…` keep it a credential)."""
    line = text.rfind("\n", 0, start) + 1
    return not text[line:start].strip(" \t'\"`")


def _quoted_whole(text: str, start: int, end: int) -> bool:
    """Whether `text[start:end]` is a string literal's whole content (`'…'`, `"…"`): a token
    kept in code (`const token = '…'`), not one sent after `Bearer` or in a cookie."""
    quote = text[start - 1 : start]
    return quote in ("'", '"', "`") and text[end : end + 1] == quote


def _doc_jwt(value: str) -> bool:
    m = _JWT.fullmatch(value)
    if m is None:
        return False
    raw = decode_base64(m.group(1))
    try:
        claims = json.loads(raw) if raw else None
    except ValueError:
        return False
    if not isinstance(claims, dict):
        return False
    name = str(claims.get("name", "")).lower()
    return name in _DOC_NAMES or str(claims.get("sub", "")) in _DOC_SUBS


def _doc_pair(user: str, password: str) -> bool:
    """Whether `user:password` is a tutorial's pair: words only, one of them a tutorial's."""
    if not all(c.isalpha() or c == " " for c in user + password) or len(password) > 24:
        return False
    return user.lower() in _DOC_USERS or password.lower() in _DOC_PASSWORDS


def _doc_basic(text: str, start: int, end: int) -> bool:
    if not text[max(0, start - 6) : start].lower().startswith("basic"):
        return False
    raw = decode_base64(text[start:end], strict=True)
    if raw is None or raw.count(b":") != 1:
        return False
    try:
        user, password = raw.decode("ascii").split(":")
    except UnicodeDecodeError:
        return False
    return _doc_pair(user, password)


def _doc_url_pair(text: str, start: int, end: int) -> bool:
    """A URL's `user:pass@` of a tutorial, or a word's password on a documentation host."""
    if text[end : end + 1] != "@" or text[start - 1 : start] != ":":
        return False
    scheme = text.rfind("://", max(0, start - 80), start)
    if scheme < 0:
        return False
    password = text[start:end]
    return password.isalpha() and _DOC_HOST.match(text, end + 1) is not None


# -- a placeholder written in transit --------------------------------------------------------

#: a variable's or a template's reference, as a URL-encoded value decodes (`${NAME}`, `$NAME`,
#: `{{ name }}`, `<name>`): not an encoded object (`{"AccessToken": …}`)
_REFERENCE = lazy_compile(
    r"\$\{[A-Za-z_][\w.:-]{0,60}\}|\$[A-Za-z_]\w{0,60}|\{\{ ?[\w.]{1,60} ?\}\}|<[\w .-]{1,60}>"
)
_OPEN_QUOTES = "\u201c\u2018\u201e\u00ab\u201a"
_CLOSE_QUOTES = "\u201d\u2019\u201c\u00bb\u2018"


def _transit_placeholder(text: str, start: int, end: int) -> bool:
    value = text[start:end]
    if "%" in value and _REFERENCE.fullmatch(unquote(value)):
        return True  # `%24%7BAWS_SECRET_ACCESS_KEY%7D`: `${AWS_SECRET_ACCESS_KEY}`
    if not value or value[0] not in _OPEN_QUOTES:
        return False
    line_end = text.find("\n", start)
    line_end = len(text) if line_end < 0 else line_end
    close = min(
        (i for i in (text.find(q, start + 1, line_end) for q in _CLOSE_QUOTES) if i >= 0),
        default=-1,
    )
    return close > start + 1 and is_placeholder(text[start + 1 : close])


# -- a commit's id in a sentence about it ----------------------------------------------------

_COMMIT_NOUN = lazy_compile(r"(?i)\b(?:commit|revision|changeset|rev|sha)\b")
_SECRET_NOUN = lazy_compile(r"(?i)\b(?:token|key|password|secret|credential|passcode|pin)s?\b")
_SENTENCE = 240


def _commit_in_sentence(text: str, start: int, end: int) -> bool:
    value = text[start:end]
    if not (7 <= len(value) <= 40 or len(value) == 64) or not all(
        c in "0123456789abcdef" for c in value
    ):
        return False
    floor = start - _SENTENCE  # looked for no further back: many ids and no `. ` stay linear
    bound = max(0, floor)
    lo = max(text.rfind("\n", bound, start), text.rfind(". ", bound, start), floor, -1) + 1
    head = text[lo:start]
    if not all(c.isalpha() or c in " ,'-" for c in head):
        return False  # a sentence's words, not a command's or an assignment's
    commit = _COMMIT_NOUN.search(head)
    if commit is None:
        return False
    secret = _SECRET_NOUN.search(head)
    return secret is None or commit.start() < secret.start()


# -- a private key's armour around an elided body --------------------------------------------

#: a PEM body a template or docs cut to a few characters and an ellipsis (`MIG...`, `…`)
_PEM_ELIDED = lazy_compile(
    r"-{4,5} ?BEGIN[ A-Z0-9]{0,40}PRIVATE KEY ?-{4,5}(?:\\[rn]|\s)*[A-Za-z0-9+/=]{0,12}"
    r"(?:\.{3}|…)(?:\\[rn]|\s)*-{4,5} ?END[ A-Z0-9]{0,40}PRIVATE KEY ?-{4,5}"
    # (the armour of four dashes, RFC 4716's, reads the same key from its second dash)
)


def _pem_elided(value: str) -> bool:
    """Whether `value` is a private key's armour around an elided body (round 40): a key file's
    template shows where the key goes, `-----BEGIN PRIVATE KEY-----\\nMIG...\\n-----END …`."""
    return "PRIVATE KEY" in value and _PEM_ELIDED.fullmatch(value.strip("'\"`")) is not None


def documented_public(text: str, start: int, end: int) -> bool:
    """Whether the value a rule found at `start:end` is public by where it was written (see
    the module)."""
    value = text[start:end]
    if value[:3] == "eyJ":
        token = value.rstrip("'\"`")  # a rule that read on to the literal's closing quote
        if (
            _stands_alone(text, start) or _quoted_whole(text, start, start + len(token))
        ) and _doc_jwt(token):
            return True
    return (
        _trace_header(text, start)
        or _doc_basic(text, start, end)
        or _doc_url_pair(text, start, end)
        or _transit_placeholder(text, start, end)
        or _commit_in_sentence(text, start, end)
        or _pem_elided(value)
    )
