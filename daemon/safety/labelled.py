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
`/private/`, `pin>`, `echo `) and reads from it. The compound keys, the labels, the keys in
parentheses and the groups of four hex digits declare `requires` besides: the head of what
each reads, found in the sanitizer's one RE2 pass.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from kenning.daemon.core.lazy_regex import lazy_compile
from kenning.daemon.safety.bare import _classes, _wordy
from kenning.daemon.safety.clauses import dashed_groups
from kenning.daemon.safety.purposes import _made
from kenning.daemon.safety.secret_rules import NAME_WORDS, SpanRule, with_lower
from kenning.daemon.safety.shapes import one_case_key
from kenning.daemon.safety.values import is_placeholder, is_uuid, looks_random

__all__ = ["LABELLED_RULES"]

_NAME_CHARS = frozenset("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_-.")
_NAME_TAIL = lazy_compile(r"[\w.-]{0,57}")
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
_HEX = lazy_compile(r"[0-9a-fA-F]+")
_HEX_BYTES = lazy_compile(r"[0-9a-fA-F]{2}(?::[0-9a-fA-F]{2}){15,63}")


def _parts(name: str) -> list[str]:
    return [p.lower() for piece in re.split(r"[_.\-]", name) for p in NAME_WORDS.findall(piece)]


def _keyed(value: str) -> bool:
    """A key's value: generated (no UUID), dashed groups, or 16 bytes or more of hex by colons."""
    if _HEX_BYTES.fullmatch(value) is not None:
        return len(set(value.lower().split(":"))) >= 8
    if is_uuid(value):
        return False
    return _made(value) or dashed_groups(value)


def _printed_key(value: str) -> bool:
    """A bare `key`'s value that reads as a key by its print alone: dashed groups, hex bytes by
    colons (a bare `key`'s hex or random value is a record's or a cache's as often)."""
    if _HEX_BYTES.fullmatch(value) is not None:
        return len(set(value.lower().split(":"))) >= 8
    return dashed_groups(value)


#: what a text with a compound key's value holds (`requires_of`), one pattern per form
#: `_compound_keys` reads after a name's word and its tail (`_NAME_TAIL`, any length here):
#: `_ASSIGN`'s separator and the first 8 characters of its value, an element's `>` and 8 of
#: its text, or (the C macro's) `#define `. `_BLANKS`: the characters `\s` matches in ASCII
_BLANKS = r"\t\n\x0b\x0c\r\x1c-\x1f "
_COMPOUND_REQUIRES = (
    rf"""(?i)(?:key|psk|bearer)[\w.-]*["']?[ \t]*[:=][ \t]*["']?"""
    rf"""[^{_BLANKS}"'`,;()<>\[\]{{}}]{{8}}""",
    rf"""(?i)(?:key|psk|bearer)[\w.-]*>[^{_BLANKS}<>"']{{8}}""",
    r"(?i)#define ",
)

#: a compound's part that ends in `key` and is a word of no key (`appskey`, `nwkskey` are)
_KEY_WORDS = frozenset(("monkey", "turkey", "hockey", "donkey", "whiskey", "jockey", "hotkey"))
#: the words of a key's name besides `key`: a pre-shared key, a bearer token
_KEY_NAMES = ("key", "psk", "bearer")
#: a markup element named for a key: `<transactionKey>…</transactionKey>`
_DEFINED = lazy_compile(r"[ \t]+(?P<q>[\"']?)(?P<v>[^\s\"'`,;()<>\[\]{}]{8,400})")
_ELEMENT = lazy_compile(r">(?P<q>)(?P<v>[^\s<>\"']{8,400})</")


def _random_letters(value: str) -> bool:
    """16 letters and digits or more drawn at random, few digits among them: the class
    changes often, a quarter or more of the letters in no run that reads as a word
    (`ProductionSigningKey2` is all words; `_made` wants half)."""
    if not value.isalnum() or not value.isascii() or not 16 <= len(value) <= 64:
        return False
    upper, lower, digit, changes = _classes(value)
    if digit == 0:
        # letters alone (a draw of 20 letters and digits holds no digit one time in twenty):
        # both cases, the case changing every fourth letter or oftener, a third of the
        # letters at most in runs that read as words (`ProductionSigningKey` is all words),
        # drawn by the trigram model's measure, no placeholder's
        return (
            min(upper, lower) >= 3
            and changes * 4 >= len(value)
            and _wordy(value) * 3 < len(value)
            and looks_random(value)
            and not is_placeholder(value)
        )
    return upper >= 3 and lower >= 3 and changes >= 8 and _wordy(value) * 4 < (upper + lower) * 3


def _key_part(part: str) -> bool:
    return part in _KEY_NAMES or (part.endswith("key") and part not in _KEY_WORDS)


def _compound_keys(text: str, low: str) -> Iterator[tuple[int, int]]:
    for word in _KEY_NAMES:
        i = low.find(word)
        while i >= 0:
            end = _NAME_TAIL.match(text, i + len(word)).end()  # type: ignore[union-attr]
            i = low.find(word, end)
            m = _ASSIGN.match(text, end)
            form = ""
            if m is None:
                # an element's text (`<…Key>v</…Key>`), a C macro's (`#define …KEY v`)
                if text.startswith(">", end):
                    m, form = _ELEMENT.match(text, end), "<"
                elif (
                    text.startswith((" ", "\t"), end) and "#define " in low[max(0, end - 130) : end]
                ):
                    m, form = _DEFINED.match(text, end), "#define "
            if m is None:  # most `key`s in a text are prose's or code's, not a name given a value
                continue
            start = end - len(word)
            while start > 0 and end - start < 120 and text[start - 1] in _NAME_CHARS:
                start -= 1
            if form and not low.startswith(form, start - len(form)):
                continue  # a `>` that closes no element's name, a space after no macro's
            if text.startswith("//", start - 2):
                continue  # a URL's user (`smtp://apikey:…@host`): the URL's rules read it
            parts = _parts(text[start:end].strip("-."))
            if not any(_key_part(p) for p in parts) or _NOT_SECRET_PARTS.intersection(parts):
                continue
            value = m.group("v")
            if m.group("q"):
                value = value.rstrip(".")
            bare = all(p == "key" or p.isdigit() for p in parts)
            if (not bare and (_keyed(value) or _random_letters(value))) or (
                bare and _printed_key(value)
            ):
                yield m.start("v"), m.start("v") + len(value)


#: a label's words: a key, a token, a password, a secret (a word, or a compound's end)
_LABEL_WORD = lazy_compile(
    r"(?<![a-z])(?:key|token|password|passcode|passphrase|secret|pin)s?(?![a-z])"
    r"|schlüssel|passwort|kennwort|(?<![a-z])(?:clé|clave|chave|chiave|jeton|contraseña)"
    # a key's role in a payment HSM's key management (a zone's, a terminal's, a PIN key…)
    r"|(?<![a-z])(?:zmk|zpk|zak|zek|tmk|tpk|tak|kek|bdk|ipek|pvk|cvk)(?![a-z])"
)
_NO_LABEL = ("public", "fingerprint", "primary", "keyboard", "hotkey")
_ONE_VALUE = lazy_compile(r"[ \t]*(?P<v>[A-Za-z0-9+/=_\-.~]{12,400})[ \t]*(?:\n|\Z)")
#: `_ONE_VALUE` for RE2, its repeat unbounded: a line that is one value alone (`requires_of`
#: of the rules that read one after a label, from a line's start: the label's colon and up to
#: two blank lines, or a line that says a key was made and one blank line)
_VALUE_LINE = r"[ \t]*[A-Za-z0-9+/=_.~-]{12}[A-Za-z0-9+/=_.~-]*[ \t]*(?:\n|$)"
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


#: a tool's line that announces what it made (`New access token never expires`, `Token
#: created for ci`): a word for a key, a token, a password or a secret, and one of these
_MADE_WORD = lazy_compile(r"(?<![a-z])(?:new|created|generated|issued|minted|rotated)(?![a-z])")
_MADE_GATES = ("new ", "created", "generated", "issued", "minted", "rotated")


def _announced(text: str, low: str) -> Iterator[tuple[int, int]]:
    """A value alone on the line after a line that says a key or a token was made (no
    colon: a tool's message, then the value, indented or not)."""
    seen = -1
    for gate in _MADE_GATES:
        i = low.find(gate)
        while i >= 0:
            end = low.find("\n", i, i + 121)  # a line of 120 characters at most
            i = low.find(gate, i + len(gate))
            if end < 0 or end == seen:
                continue
            seen = end
            # the value's line first: most lines after these words are prose's or code's
            pos = end + 2 if text.startswith("\n", end + 1) else end + 1
            m = _ONE_VALUE.match(text, pos)
            if m is None:
                continue
            start = low.rfind("\n", 0, end) + 1
            line = low[start:end]
            if len(line) > 120 or line.rstrip().endswith(":"):
                continue  # a label's colon is `_labels`'s
            if _MADE_WORD.search(line) is None or _LABEL_WORD.search(line) is None:
                continue
            if not any(w in line for w in _NO_LABEL) and _label_value(m.group("v")):
                yield m.span("v")


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


# -- hex keys printed by their role, their cipher, their element -----------------------------

#: a key printed in groups of four hex digits (a key ceremony's component, an HSM's print)
_QUADS = lazy_compile(
    r"(?<![0-9A-Za-z ])[ \t]*(?P<v>[0-9A-Fa-f]{4}(?:[ \t][0-9A-Fa-f]{4}){3,15})"
    r"(?![ \t]?[0-9A-Za-z])"
)
_QUAD_CUE = lazy_compile(r"(?<![a-z])(?:component|clear[ -]?key)(?![a-z])")
_QUAD_GATES = ("component", "zmk", "zpk", "tmk", "tpk", "kek", "bdk", "ipek", "key:", "key =")


def _quads(text: str, low: str) -> Iterator[tuple[int, int]]:
    # from each cue to its line's end (the groups follow their label on its line)
    done = -1
    for gate in _QUAD_GATES:
        i = low.find(gate)
        while i >= 0:
            end = low.find("\n", i, i + 240)
            end = min(len(low), i + 240) if end < 0 else end
            m = _QUADS.search(text, i + len(gate), end)
            i = low.find(gate, end)
            if m is None or m.start() <= done:
                continue
            done = m.start()
            groups = m.group("v").split()
            hexes = "".join(groups)
            if len(groups) not in (4, 6, 8, 12, 16) or len(set(groups)) * 2 <= len(groups):
                continue  # a fingerprint is ten groups, a zeroed key's repeat
            if not any(c.isdigit() for c in hexes) or not any(c.isalpha() for c in hexes):
                continue
            line_start = text.rfind("\n", 0, m.start()) + 1
            head = low[max(line_start, m.start() - 160) : m.start()]
            if any(w in head for w in _NO_LABEL):
                continue
            if _LABEL_WORD.search(head) is not None or _QUAD_CUE.search(head) is not None:
                yield m.span("v")


#: a key in parentheses on the line of its cipher's name (`klist -K`'s `(aes256-cts-…)  (0x…)`)
_CIPHER = lazy_compile(r"(?<![a-z])(?:aes|des3?|3des|rc4|arcfour|camellia)(?:\d{3})?(?![a-z])")
_CIPHER_KEY = lazy_compile(r"\(0x(?P<v>[0-9a-fA-F]{32,128})\)")


def _cipher_keys(text: str, low: str) -> Iterator[tuple[int, int]]:
    i = text.find("(0x")
    while i >= 0:
        m = _CIPHER_KEY.match(text, i)
        line_start = text.rfind("\n", 0, i) + 1
        if (
            m is not None
            and len(m.group("v")) % 16 == 0
            and _CIPHER.search(low, max(line_start, i - 200), i) is not None
        ):
            yield m.span("v")
        i = text.find("(0x", i + 3)


#: a password's value in an element of its own inside the password's (an answer file's
#: `<AdministratorPassword><Value>…</Value>`, `<Password><Value>…`)
_VALUE_ELEMENT = lazy_compile(
    r"<(?P<t>[\w:.-]{0,40}(?:Password|password|PASSWORD|Passphrase|passphrase|Secret|secret))>"
    r"\s{0,40}<(?P<e>Value|value)>(?P<v>[^<>\n]{4,400})</(?P=e)>"
)


def _value_elements(text: str, low: str) -> Iterator[tuple[int, int]]:
    for m in _VALUE_ELEMENT.finditer(text):
        value = m.group("v")
        if not value.strip() or is_placeholder(value) or value.startswith(("$", "{", "%", "*")):
            continue
        yield m.span("v")


# -- a seed-key algorithm's secret constant ----------------------------------------------------

#: a constant defined by a hex literal of 32 bits or more (`#define N 0x…UL`, `N = 0x…;`)
_HEX_CONSTANT = lazy_compile(
    r"(?:#define[ \t]+(?P<a>[A-Za-z_]\w{0,63})[ \t]+\(?|(?P<b>[A-Za-z_]\w{0,63})[ \t]*=[ \t]*)"
    r"0[xX](?P<v>[0-9A-Fa-f]{8,32})(?:[uUlL]{1,3})?(?![0-9A-Za-z_])"
)
#: a name XORed with a seed (`seed ^ N`, `N ^ seed`, `seed ^= N`)
_SEED_XOR = lazy_compile(
    r"(?i)\bseed\w{0,20}[ \t]*\^=?[ \t]*(?P<a>[A-Za-z_]\w{0,63})"
    r"|(?P<b>[A-Za-z_]\w{0,63})[ \t]*\^[ \t]*\(?[ \t]*seed"
)


def _random_hex(value: str) -> bool:
    """32 bits or more of hex drawn at random: digits and letters, five distinct at least
    (a mask or a flag, `0xFFFF0000`, `0x00000001`, has few)."""
    return (
        len(set(value.lower())) >= 5
        and any(c.isdigit() for c in value)
        and any(c.isalpha() for c in value)
    )


def _seed_constants(text: str, low: str) -> Iterator[tuple[int, int]]:
    """A constant named for security (`gSecurityConstant`), or XORed with a seed in a
    function that makes a key (`compute_key(seed)`: UDS security access, keyless entry)."""
    xored = set()
    if "seed" in low:
        for m in _SEED_XOR.finditer(text):
            head = low[max(0, m.start() - 300) : m.start()]
            if "key" in head:
                xored.add(m.group("a") or m.group("b"))
    if not xored and "security" not in low:
        return
    for m in _HEX_CONSTANT.finditer(text):
        name = m.group("a") or m.group("b")
        if _random_hex(m.group("v")) and (name in xored or "security" in _parts(name)):
            yield m.span("v")


#: each at priority 9: where another rule takes the same value, its kind is kept
LABELLED_RULES: tuple[SpanRule, ...] = (
    SpanRule(
        "secret_assignment",
        with_lower(_compound_keys),
        gates=_KEY_NAMES,
        priority=9,
        requires=_COMPOUND_REQUIRES,
    ),
    SpanRule(
        "secret_assignment",
        with_lower(_labels),
        gates=(":\n",),
        priority=9,
        requires=(":\n{1,3}" + _VALUE_LINE,),
        requires_beyond_ascii=True,
    ),
    SpanRule("secret_assignment", with_lower(_broken), gates=("-\n",), priority=9),
    SpanRule(
        "secret_assignment",
        with_lower(_announced),
        gates=_MADE_GATES,
        priority=9,
        requires=("\n" + _VALUE_LINE,),
        requires_beyond_ascii=True,
    ),
    SpanRule(
        "secret_assignment",
        with_lower(_parenthesised),
        gates=(" (",),
        priority=9,
        # `_WORD_PAREN` then the head of `_PAREN_VALUE`, for RE2 (`requires_of`): on the bench
        # corpus in none of the 1,936 texts with ` (` (a `(` and 12 alone: in all of them)
        requires=(rf"(?i)(?:key|token|password|passcode|secret)s?[ \t]*\([^{_BLANKS}()]{{12}}",),
        requires_beyond_ascii=True,
    ),
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
    SpanRule(
        "secret_assignment",
        with_lower(_quads),
        gates=_QUAD_GATES,
        priority=9,
        # four groups of `_QUADS` (on the bench corpus in none of the 1,910 texts its cues open)
        requires=(r"[0-9A-Fa-f]{4}[ \t][0-9A-Fa-f]{4}[ \t][0-9A-Fa-f]{4}[ \t][0-9A-Fa-f]{4}",),
        requires_beyond_ascii=True,
    ),
    SpanRule("secret_assignment", with_lower(_cipher_keys), gates=("(0x",), priority=9),
    SpanRule(
        "secret_assignment",
        with_lower(_seed_constants),
        gates=("seed", "security"),
        priority=9,
        # the hex literal `_HEX_CONSTANT` takes (its searches have no literal to skip to)
        requires=("0[xX][0-9A-Fa-f]{8}",),
        requires_beyond_ascii=True,
    ),
    SpanRule(
        "password_assignment",
        with_lower(_value_elements),
        gates=("password>", "passphrase>", "secret>"),
        priority=9,
    ),
)
