"""Keys known by a label that other rules do not read as a key's name.

Round 26 of issue 27 (the classes held-out 32 showed leaking), each a mechanism, none
a vendor's (kind `secret_assignment` unless said):

* **a key whose name says `key` only inside a compound** (`exchangeKey`, `KEY_S0_Legacy`,
  `…_CLIENT_KEY`, `stream_key`, a bare `"key"`): one part of the name, split at `_`, `-`,
  `.` and camelCase, is `key`, no other part says what is no secret (a `primary`, `sort`,
  `cache` or `public` key, a key's `id`, `name` or `path`, a `keyCode`); the value reads as
  generated (not a UUID: a list's or a record's key is one), is a key printed in dashed
  groups, or is 16 bytes or more of hex joined by colons (under a bare `key`, the last two
  alone: its hex or random value is a record's or a cache's key as often);
* **a value on the line after its label**: a line that ends in a colon and names a key,
  a token, a password or a secret (`Recovery key:`, `Your token (copy both lines):`,
  `here's the token, paste it in the box:`), then, past blank lines, a line that is one
  generated value; the next line too when it is one more run of the same kind (a key
  wrapped at a mail's or a page's width);
* **a value broken by a hyphen at a line's end** after its label (`Access key: ab-` /
  `cd`): the two parts joined read as generated;
* **a key in parentheses after its name** (`an API key (<hex>)`, `the token (…)`);
* **a one-time code in a link's query** (`?code=`, `&otp=`, `&login_code=`): generated,
  20 characters or more, not hex (an item's code);
* **a private feed's or link's token as a path segment** (`/private/<token>/rss`);
* **a PIN in a markup element named for it** (`<SoftwarePin>12345</SoftwarePin>`): four
  to twelve letters and digits, digits among them;
* **a value written to a file named for a secret** (`echo <hex> > …/cookie_secret`).

Speed: each part is gated by its literal (`key`, `:\\n`, `-\\n`, ` (`, `code=`, `otp=`,
`/private/`, `pin>`, `echo `) and reads from it.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from kenning.daemon.core.lazy_regex import lazy_compile
from kenning.daemon.safety.clauses import dashed_groups
from kenning.daemon.safety.purposes import _made
from kenning.daemon.safety.secret_rules import SpanRule, with_lower
from kenning.daemon.safety.shapes import one_case_key

__all__ = ["LABELLED_RULES"]

_NAME_CHARS = frozenset("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_-.")
_NAME_TAIL = lazy_compile(r"[\w.-]{0,57}")
_CAMEL = lazy_compile(r"[A-Z]+(?![a-z])|[A-Z]?[a-z]+|[0-9]+")
#: parts of a key's name that say its value is no secret, or is a key shipped to the
#: client side (a search-only key, a site key: `public.py`'s and `neighbours.py`'s)
_NOT_SECRET_PARTS = frozenset(
    {
        "primary", "foreign", "sort", "partition", "cache", "public", "pub", "idempotency",
        "unique", "composite", "row", "range", "lookup", "map", "index", "host", "fingerprint",
        "id", "ids", "name", "names", "file", "path", "url", "uri", "type", "size", "length",
        "len", "alias", "ref", "version", "kind", "format", "field", "column", "col", "prefix",
        "hot", "short", "shortcut", "code", "event", "board", "label", "title", "text", "msg",
        "message", "locale", "lang", "translation", "i18n", "object", "bucket", "blob",
        "dedup", "dedupe", "group", "route", "routing", "shard", "counter", "metric",
        "attribute", "attr", "property", "prop", "dict", "mapping", "header", "stroke",
        "press", "down", "up", "binding", "bindings", "mode", "pair", "ring", "server",
        "date", "time", "store", "vault", "region", "location", "env", "var", "count",
        "search", "site", "anon", "browser", "frontend", "client", "publishable", "sdk",
        "trace", "tracking", "correlation", "request", "sequence", "seq", "nonce",
    }
)  # fmt: skip
_ASSIGN = lazy_compile(r"""["']?[ \t]*[:=][ \t]*(?P<q>["']?)(?P<v>[^\s"'`,;()<>\[\]{}]{8,400})""")
_UUID = lazy_compile(r"[0-9a-fA-F]{8}(?:-[0-9a-fA-F]{4}){3}-[0-9a-fA-F]{12}")
_HEX = lazy_compile(r"[0-9a-fA-F]+")
_HEX_BYTES = lazy_compile(r"[0-9a-fA-F]{2}(?::[0-9a-fA-F]{2}){15,63}")


def _parts(name: str) -> list[str]:
    return [p.lower() for piece in re.split(r"[_.\-]", name) for p in _CAMEL.findall(piece)]


def _keyed(value: str) -> bool:
    """A key's value: generated (no UUID), dashed groups, or 16 bytes or more of hex by colons."""
    if _HEX_BYTES.fullmatch(value) is not None:
        return len(set(value.lower().split(":"))) >= 8
    if _UUID.fullmatch(value) is not None:
        return False
    return _made(value) or dashed_groups(value)


def _printed_key(value: str) -> bool:
    """A bare `key`'s value that reads as a key by its print alone: dashed groups, hex bytes by
    colons (a bare `key`'s hex or random value is a record's or a cache's as often)."""
    if _HEX_BYTES.fullmatch(value) is not None:
        return len(set(value.lower().split(":"))) >= 8
    return dashed_groups(value)


#: in an ASCII text's lower case, a `key` and its name's tail (`_NAME_TAIL`, possessive) where
#: `_ASSIGN` may match after it, or where the tail stopped at its length and not at the name's
#: end (`_ASSIGN` then fails on the name's next character): `_compound_keys`'s loop, its
#: `find` and the tail's match, in C, and the `key`s with no value after them (most of a
#: text's: prose's and code's) never come back to Python. finditer goes on from the tail's
#: end, where the loop's `find` goes on; a `key` inside a tail that ends at the name's end
#: has that end too, and fails there as the first did
_KEY_AHEAD = lazy_compile(
    r"""key[\w.-]{0,57}+(?=["']?[ \t]*[:=][ \t]*["']?[^\s"'`,;()<>\[\]{}]{8}|[\w.-])"""
)


def _key_ends(text: str, low: str) -> Iterator[int]:
    """Where each `key`'s name tail ends, from each `key` past the last tail (`_KEY_AHEAD`)."""
    if text.isascii():  # the lower case is the text's letter for letter, `\w` for `\w`
        for k in _KEY_AHEAD.finditer(low):
            yield k.end()
        return
    i = low.find("key")
    while i >= 0:
        end = _NAME_TAIL.match(text, i + 3).end()  # type: ignore[union-attr]
        i = low.find("key", end)
        yield end


def _compound_keys(text: str, low: str) -> Iterator[tuple[int, int]]:
    for end in _key_ends(text, low):
        m = _ASSIGN.match(text, end)
        if m is None:  # most `key`s in a text are prose's or code's, not a name given a value
            continue
        start = end - 3
        while start > 0 and end - start < 120 and text[start - 1] in _NAME_CHARS:
            start -= 1
        parts = _parts(text[start:end].strip("-."))
        if "key" not in parts or _NOT_SECRET_PARTS.intersection(parts):
            continue
        value = m.group("v")
        if m.group("q"):
            value = value.rstrip(".")
        bare = all(p == "key" or p.isdigit() for p in parts)
        if (_keyed(value) and not bare) or (bare and _printed_key(value)):
            yield m.start("v"), m.start("v") + len(value)


#: a label's words: a key, a token, a password, a secret (a word, or a compound's end)
_LABEL_WORD = lazy_compile(
    r"(?<![a-z])(?:key|token|password|passcode|passphrase|secret|pin)s?(?![a-z])"
    r"|schlüssel|passwort|kennwort|(?<![a-z])(?:clé|clave|chave|chiave|jeton|contraseña)"
)
_NO_LABEL = ("public", "fingerprint", "primary", "keyboard", "hotkey")
_ONE_VALUE = lazy_compile(r"[ \t]*(?P<v>[A-Za-z0-9+/=_\-.~]{12,400})[ \t]*(?:\n|\Z)")
_CAPITAL_GROUPS = lazy_compile(r"[A-Z0-9]{4,6}(?:-[A-Z0-9]{4,6}){3,9}")
_RUN = lazy_compile(r"[ \t]*(?P<v>[A-Za-z0-9+/=_\-]{8,400})[ \t]*(?:\n|\Z)")


def _label_value(value: str) -> bool:
    if _CAPITAL_GROUPS.fullmatch(value) is not None:
        groups = value.split("-")
        return sum(any(c.isdigit() for c in g) for g in groups) >= 2 and len(set(groups)) > 2
    return _keyed(value)


def _labels(text: str, low: str) -> Iterator[tuple[int, int]]:
    i = text.find(":\n")
    while i >= 0:
        pos = nxt = i + 2
        for _ in range(2):  # past up to two blank lines
            if text.startswith("\n", pos):
                pos += 1
        # the value's line first: most colons end a line of code or prose before more of it
        m = _ONE_VALUE.match(text, pos)
        if m is None:
            i = text.find(":\n", nxt)
            continue
        colon, i = i, text.find(":\n", nxt)
        line_start = text.rfind("\n", max(0, colon - 161), colon) + 1
        if colon - line_start > 160 or (line_start == 0 and colon > 160):
            continue  # a label is a line of 160 characters at most
        if _LABEL_WORD.search(low, line_start, colon) is None:
            continue
        label = low[line_start:colon]
        if any(w in label for w in _NO_LABEL) or not _label_value(m.group("v")):
            continue
        yield m.span("v")
        wrap = _RUN.match(text, m.end()) if text[m.end() - 1 : m.end()] == "\n" else None
        if wrap is not None and len(m.group("v")) >= 24 and _made(m.group("v") + wrap.group("v")):
            yield wrap.span("v")


_BROKEN = lazy_compile(
    r"(?P<v>[A-Za-z0-9+/_]{8,200})-\n[ \t]*(?P<w>[A-Za-z0-9+/=_]{4,200})[ \t]*(?=\n|\Z)"
)


def _broken(text: str, low: str) -> Iterator[tuple[int, int]]:
    i = text.find("-\n")
    while i >= 0:
        line_start = text.rfind("\n", 0, i) + 1
        colon = text.find(": ", line_start, i)
        j, i = i, text.find("-\n", i + 2)
        if colon < 0 or _LABEL_WORD.search(low[line_start:colon]) is None:
            continue
        start = colon + 2
        while start < j and text[start] in " \t":
            start += 1
        m = _BROKEN.match(text, start)
        if m is not None and m.end("v") == j and _made(m.group("v") + m.group("w")):
            yield m.start("v"), m.end("w")


_PAREN_WORD = lazy_compile(r"(?<![a-z])(?:key|token|password|passcode|secret)s?[ \t]*\Z")
_PAREN_VALUE = lazy_compile(r"\((?P<v>[^\s()]{12,300})\)")
_QUERY_CODE = lazy_compile(
    r"[?&](?:code|otp|login_code|auth_code|magic_code|one_time_code)=(?P<v>[A-Za-z0-9_\-.~]{20,400})"
)
_PRIVATE_PATH = lazy_compile(r"/(?:private|secret)/(?P<v>[A-Za-z0-9_\-]{16,200})(?=[/?#\s]|\Z)")
_PIN_ELEMENT = lazy_compile(
    r"<(?P<t>(?:[A-Za-z][\w:.-]{0,40})?(?:Pin|PIN|pin|PinCode|Passcode|passcode))>"
    r"(?P<v>[A-Za-z0-9]{4,12})</(?P=t)>"
)
_ECHO = lazy_compile(
    r"""(?<![\w-])echo[ \t]+(?:-n[ \t]+)?(?P<q>["']?)(?P<v>[^\s"'$`]{16,400})(?P=q)"""
    r"""[ \t]*>>?[ \t]*(?P<f>[^\s;&|]{1,300})"""
)
_SECRET_FILE = ("secret", "key", "token", "cookie", "passw", "-pass", "_pass", ".pass", "cred")
_PUBLIC_FILE = ("authorized_keys", "known_hosts", ".pub", "public")


#: in an ASCII text's lower case, a key's word then `(`: `_PAREN_WORD` searched back from each
#: `(` finds one only where this ends at that `(`, starts at most 16 characters before it and
#: after no letter (one word ends where the blanks before the `(` start: no two matches end at
#: one `(`). It starts with its words, so `re` skips to their first letters in C
_WORD_PAREN = lazy_compile(r"(?:key|token|password|passcode|secret)s?[ \t]*\(")


def _key_parens(text: str, low: str) -> Iterator[int]:
    """The offset of each `(` that follows a key's word (`_PAREN_WORD`)."""
    if text.isascii():  # the words found in C, not searched back from each `(`
        for w in _WORD_PAREN.finditer(low):
            i, at = w.end() - 1, w.start()
            if at >= i - 16 and (at == 0 or not "a" <= low[at - 1] <= "z"):
                yield i
        return
    # from each `(` back to a key's word (a search for the words reads all the text)
    i = text.find("(")
    while i >= 0:
        if _PAREN_WORD.search(low, max(0, i - 16), i) is not None:
            yield i
        i = text.find("(", i + 1)


def _parenthesised(text: str, low: str) -> Iterator[tuple[int, int]]:
    for i in _key_parens(text, low):
        m = _PAREN_VALUE.match(text, i)
        if m is not None and _keyed(m.group("v")):
            yield m.span("v")


def _query_codes(text: str, low: str) -> Iterator[tuple[int, int]]:
    for m in _QUERY_CODE.finditer(text):
        # hex is an item's or a record's code as often (an OAuth code is `codes.py`'s)
        if _HEX.fullmatch(m.group("v")) is None and _made(m.group("v")):
            yield m.span("v")


def _private_paths(text: str, low: str) -> Iterator[tuple[int, int]]:
    for m in _PRIVATE_PATH.finditer(text):
        if _made(m.group("v")) or one_case_key(m.group("v"), 64, 8):
            yield m.span("v")


def _pin_elements(text: str, low: str) -> Iterator[tuple[int, int]]:
    for m in _PIN_ELEMENT.finditer(text):
        if any(c.isdigit() for c in m.group("v")):
            yield m.span("v")


def _echoed(text: str, low: str) -> Iterator[tuple[int, int]]:
    for m in _ECHO.finditer(text):
        target = m.group("f").lower()
        if any(w in target for w in _PUBLIC_FILE) or not any(w in target for w in _SECRET_FILE):
            continue
        if _made(m.group("v")):
            yield m.span("v")


#: each at priority 9: where another rule takes the same value, its kind is kept
LABELLED_RULES: tuple[SpanRule, ...] = (
    SpanRule("secret_assignment", with_lower(_compound_keys), gates=("key",), priority=9),
    SpanRule("secret_assignment", with_lower(_labels), gates=(":\n",), priority=9),
    SpanRule("secret_assignment", with_lower(_broken), gates=("-\n",), priority=9),
    SpanRule("secret_assignment", with_lower(_parenthesised), gates=(" (",), priority=9),
    SpanRule(
        "token_assignment",
        with_lower(_query_codes),
        gates=("code=", "otp="),
        priority=9,
    ),
    SpanRule(
        "token_assignment", with_lower(_private_paths), gates=("/private/", "/secret/"), priority=9
    ),
    SpanRule(
        "password_assignment", with_lower(_pin_elements), gates=("pin>", "passcode>"), priority=9
    ),
    SpanRule("secret_assignment", with_lower(_echoed), gates=("echo ",), priority=9),
)
