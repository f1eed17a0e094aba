"""Secrets in forms the name rules do not read: a qualified name, a vendor's header, a code
spelled out, a bare `key` beside its service, a template's literal, a server key's prefix,
a long PIN, a query's password, a session's key, a licence, a notebook's output.

Round 16 of issue 27 (the classes held-out 19 showed, and the leaks left from
held-out 17 and 18), each a place or a shape, none a vendor's:

* **a name with a qualifier before its operator** (`LORA_APPKEY[16] = "\\071…"`,
  `AppKey (MSB): C1:54:…`, `app_key (hex): C1 54 …`, `password (admin): …`): a
  name that says a key or a secret, then `[…]` or `(…)` of a few characters, then
  `=` or `:`, then key material: bytes written as C escapes (`\\071`, `\\x39`, eight
  or more), bytes as hex pairs split by `:`, `-` or blanks (eight or more), or a
  value that reads as generated. A fingerprint, a thumbprint or a MAC stays;
* **a session or a token under a vendor's own header** (`X-ArchivesSpace-Session:
  <hex>`, `X-Acme-Token: …`): a header named `X-…-Session`, `-Session-Id`,
  `-Token`, `-Auth`, `-Secret` or `-Api-Key`, and a value that reads as generated
  (a request's, a trace's or a cache's header stays: `X-Request-Id`, `X-Cache-Key`);
* **a code spelled out** ("reading it off: O 3 U 4 S E Y L S T X D - that's the
  admin password"): eight or more single letters or digits split by one blank or
  one dash, not a run of the alphabet or of counting, in a line that names a
  password, a passcode or a passphrase, or says the value is spelled or dictated
  with its letters' case ("… - all lower case", "ojo con las mayúsculas: d-F-5-…")
  (or read in the phonetic alphabet: "tango
  oscar zulu india delta 6 …", in a line that names a password, a PIN, a key, a
  token or a secret);
* **a bare `key` beside its service** (`{'url': 'https://…', 'key': '<hex>'}`):
  the field `key` is a lookup's as often, so only in an object that also says
  where the service is (`url`, `endpoint`, `host`, `base_url`), and a value that
  reads as generated (hex of a digest's length stays: a cache's key);
* **a literal as a template's output** (`const scrapingKey = '<%= '<key>' %>'`,
  `token: "{{ '<key>' }}"`, `${'<key>'}`): a secret's name, then a template tag
  whose only content is a quoted literal that reads as generated;
* **a key whose prefix says a server's** (`dvc_server_<uuid>_<hex>`, `acme_secret_…`):
  a short vendor prefix, then `server`, `secret`, `private` or `admin`, then 24
  characters or more whose parts are hex or hold a digit (a `client` key is public).
* **a PIN that is a long key** (`ssl_pin=<64 capitals and digits>` in a query): a
  name ending in `_pin` and a generated value of 16 or more (a certificate's
  `pin-sha256`, a GPIO pin stay);
* **a query's password** (Subsonic's `p=enc:<hex>`, a `p=` beside a `u=` or
  `user=` in one query: a page's number stays);
* **a session opened with a key** (`client.session.start('<hex>', …)`,
  `auth.login('<key>')`): the first argument, hex of 24 or more or generated;
* **a licence under its name** (`APP_LICENSE=<base64 of 200>`): a value of 40
  or more mixing both cases and digits (`MIT`, `Apache-2.0` stay);
* **a token shown alone in a notebook's output**: a cell whose source names a
  token, a secret, a key or a password, and whose output is one generated value.

Round 17 (held-out 20) wrote the phonetic alphabet for its shape (six words or
digits' words in a row, four of the alphabet, that spell a code; gated on the
alphabet's words), and added **a secret file printed** (`cat …/connauthfile`, then
one generated line; the file's name says a secret, not `.pub` nor a certificate; a
node's cookie file, `.erlang.cookie`, whose line may be capitals alone: round 30)
and **an SDK set up with its keys** (`Initialize("<hex>", "<hex>")`: two literals or
more, the key-shaped ones taken; UUIDs only where two stand). The forms read back
from an encoding are in `encoded.py`; a code spelled out or read out by the phonetic
alphabet is read by `spelled.py`.

Round 24b (held-out 30) reads on over **a printed key file's base64 body** (the lines
after its first of the same width, and a shorter last one: a MongoDB keyfile) and takes
**a property whose secret's words are followed by the host they are for**
(`fs.azure.account.key.<account>.dfs.core.windows.net <key>`, `…client.secret.<host>`,
`fs.azure.sas.…`; gates `account.key.`, `client.secret.`, `secret.key.`, `access.key.`,
`.sas.`), the value generated or key material.

Round 30 (held-out 35) takes **a connection file's signing key**: the `key` near a
`signature_scheme` (a Jupyter kernel's `kernel-….json`, ipyparallel's
`ipcontroller-client.json`: the HMAC key its messages are signed with; gate
`signature_scheme`; an empty key signs nothing and stays).

Speed: the gates are literals of the one RE2 set, none led by a blank: `key[`,
`key (`, `secret[`, …, `-session`, `-token:`, …, a password's nouns for a spelled
code (its line searched only where it holds three single characters in a row), the
phonetic alphabet's words but five common ones (`golf`, `hotel`, …), `'key'`/`"key"`
(the object is read only around it), `<%=`, `{{ '`, `${'`, `_server_`, `_secret_`,
`_private_`, `_admin_`, `_pin=`, `p=enc:`, `&p=`, `session.start(` and its like,
`license=`, `"outputs"`; a password told in hex only where the text says `hex`. The
spelled and hex passwords' rule is opened only in a text with three single characters in a
row or `hex` (its `requires`, in the sanitizer's one RE2 pass).
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Iterator

from kenning.daemon.core.lazy_regex import lazy_compile
from kenning.daemon.safety.codes import windows, word_spots
from kenning.daemon.safety.placed import generated
from kenning.daemon.safety.secret_rules import SpanRule, with_lower
from kenning.daemon.safety.shapes import key_material
from kenning.daemon.safety.spelled import (
    PHONETIC_GATES,
    SPELL_WORDS,
    SPELLED_GATES,
    SPELLED_REQUIRES,
    phonetic,
    spelled,
)
from kenning.daemon.safety.values import (
    MARKER_PREFIX,
    classify_key,
    credential_like,
    has_digit,
    is_placeholder,
    is_uuid,
)

__all__ = ["FORM_RULES", "form_secrets", "names_a_key"]

_Spans = Iterator[tuple[int, int]]


def _material(value: str) -> bool:
    """Generated, or key material under a name that says a key (a random token, hex, base64)."""
    return generated(value) or (not value.startswith(MARKER_PREFIX) and key_material(value))


# -- a name with a qualifier before its operator ----------------------------------------------

_QUALIFIED = lazy_compile(
    r"(?P<n>[A-Za-z_][\w.-]{0,60}?)[ \t]*(?:\[[\w \t]{0,12}\]|\([^()\n]{1,24}\))[ \t]*"
    r"(?:=|:)[ \t]*(?:\{[ \t]*)?(?P<q>[\"']?)"
    r"(?P<v>(?:\\(?:[0-7]{3}|x[0-9A-Fa-f]{2})){8,128}"
    r"|[0-9A-Fa-f]{2}(?:(?P<sep>[:\- ])[0-9A-Fa-f]{2}){7,63}(?![0-9A-Fa-f:])"
    r"|[A-Za-z0-9+/_=.~-]{16,400})(?P=q)"
)
_QUALIFIED_GATES = tuple(
    f"{w}{b}" for w in ("key", "secret", "password", "passwd", "psk", "token") for b in "[("
) + tuple(f"{w} (" for w in ("key", "secret", "password", "passwd", "psk", "token"))
_NOT_KEY_MATERIAL = lazy_compile(r"(?i)fingerprint|thumbprint|\bmac\b|\beui\b|public|serial|hash")
#: `_QUALIFIED`'s head from its qualifier's closing bracket on (`requires_of`): the separator,
#: then the start of a value of each of its forms (escaped bytes, grouped hex, 16 characters
#: of a token). A call (`apply_token(token, retries=2)`) or a subscript read (`keys[i].id`)
#: in code has none
_QUALIFIED_REQUIRES = (
    r"[\])][ \t]*[=:][ \t]*(?:\{[ \t]*)?[\"']?"
    r"(?:\\|[0-9A-Fa-f]{2}[:\- ][0-9A-Fa-f]{2}|[A-Za-z0-9+/_=.~-]{16})",
)


def names_a_key(name: str) -> bool:
    low = name.lower()
    found = classify_key(name)
    if found is not None:
        return True
    return low.endswith(("key", "psk")) and not low.endswith(("monkey", "hotkey", "turkey"))


#: a whole run of `_QUALIFIED`'s name characters, then blanks and a bracket (`run`: the
#: run); and the same from where a search starts, inside a run
_RUN_TO_BRACKET = lazy_compile(r"(?<![\w.-])(?P<run>[\w.-]+)[ \t]*[\[(]")
_RUN_TO_BRACKET_HERE = lazy_compile(r"(?P<run>[\w.-]+)[ \t]*[\[(]")
_NAME_CHAR = lazy_compile(r"[\w.-]")
_NAME_START = lazy_compile(r"[A-Za-z_]")
#: the longest name `_QUALIFIED` reads: a first character and 60 more
_NAME_MOST = 61


def _qualified_matches(text: str, lo: int, hi: int) -> Iterator[re.Match[str]]:
    r"""`_QUALIFIED.finditer(text, lo, hi)`, tried only where a match can start.

    A match's name is a run of `[\w.-]` that ends where the run does (its next
    character, a blank or a bracket, is no name's), then blanks, then `[` or `(`. So
    each run before a bracket is tried once, at its first start that can be a name's
    (within `_NAME_MOST` of the run's end, at a letter or `_`, not before the last
    match's end): every later start in the run gives the same answer past the name.
    `finditer` tried each offset of the window with a lazy name of up to 61
    characters (the medium bench corpus's 4,210 texts this rule reads, 7 MB: 1.19 -> 0.58
    CPU-s, median of 5 alternated, the same matches).
    """
    runs: Iterator[re.Match[str]] = _RUN_TO_BRACKET.finditer(text, lo, hi)
    if lo and _NAME_CHAR.match(text, lo - 1):
        # a run that starts before the window: read from the window's start
        here = _RUN_TO_BRACKET_HERE.match(text, lo, hi)
        if here is not None:
            runs = itertools.chain((here,), runs)
    at = lo
    for run in runs:
        end = run.end("run")
        start = max(at, run.start("run"), end - _NAME_MOST)
        if start >= end:
            continue  # inside the last match
        name = _NAME_START.search(text, start, end)
        if name is None:
            continue
        m = _QUALIFIED.match(text, name.start(), hi)
        if m is not None:
            yield m
            at = m.end()


def _qualified(text: str, low: str) -> _Spans:
    for lo, hi in windows(word_spots(low, _QUALIFIED_GATES, 32), 64, 600, len(text)):
        for m in _qualified_matches(text, lo, hi):
            ls = text.rfind("\n", 0, m.start()) + 1
            if not names_a_key(m.group("n")) or _NOT_KEY_MATERIAL.search(text, ls, m.end("v")):
                continue
            v = m.group("v")
            if v.startswith("\\") or m.group("sep") is not None or _material(v):
                yield m.span("v")


# -- a session or a token under a vendor's own header -----------------------------------------

_HEADER = lazy_compile(
    r"(?i)(?<![\w-])(?P<n>x-[a-z0-9-]{1,40}?-(?:session(?:-?id)?|token|auth|secret|api-?key))"
    r"[\"']?[ \t]*[:=][ \t]*[\"']?(?P<v>[A-Za-z0-9._~+/=-]{16,400})(?=[\"'`,;&\s]|$)"
)
_NOT_A_CREDENTIAL_HEADER = lazy_compile(
    r"(?i)request|trace|correlation|cache|idempot|csrf|xsrf|timeout|ttl|expir|count|length"
)
_HEADER_GATES = (
    *(f"-{w}{c}" for w in ("session", "sessionid", "session-id") for c in (":", '"', "'")),
    *(
        f"-{w}{c}"
        for w in ("token", "auth", "secret", "apikey", "api-key")
        for c in (":", '"', "'")
    ),
)


def _vendor_headers(text: str, low: str) -> _Spans:
    for lo, hi in windows(word_spots(low, _HEADER_GATES, 32), 48, 420, len(text)):
        for m in _HEADER.finditer(text, lo, hi):
            if _NOT_A_CREDENTIAL_HEADER.search(m.group("n")) is None and generated(m.group("v")):
                yield m.span("v")


# -- a bare `key` beside its service --------------------------------------------------------

_KEY_FIELD = lazy_compile(
    r"""(?P<q>["'])key(?P=q)[ \t]*(?:=>|:|=)[ \t]*"""
    r"""(?P<r>["'])(?P<v>[A-Za-z0-9+/_=.~-]{20,400})(?P=r)"""
)
_SERVICE_FIELD = lazy_compile(
    r"""["'](?:url|base_?url|api_?url|endpoint|host|server)["'][ \t]*(?:=>|:|=)"""
)
_HEX = lazy_compile(r"[0-9a-fA-F]+")
_DIGEST_LENGTHS = frozenset((32, 40, 56, 64, 96, 128))


def _bare_keys(text: str, low: str) -> _Spans:
    for at in word_spots(low, ("'key'", '"key"'), 32):
        m = _KEY_FIELD.match(text, at)
        if m is None:
            continue
        v = m.group("v")
        if _HEX.fullmatch(v) is not None and len(v) in _DIGEST_LENGTHS:
            continue  # a digest's length: a cache's key as often
        lo = max(text.rfind(c, max(0, at - 300), at) for c in "{[(")
        ends = [e for e in (text.find(c, m.end(), m.end() + 300) for c in "}])") if e >= 0]
        if lo < 0 or not ends or _SERVICE_FIELD.search(text, lo, min(ends)) is None:
            continue
        if generated(v) or (_HEX.fullmatch(v) is not None and len(v) >= 24):
            yield m.span("v")


# -- a literal as a template's output ------------------------------------------------------

_TEMPLATE = lazy_compile(
    r"(?P<n>[A-Za-z_][\w.-]{0,60})[\"']?[ \t]*(?::|=|=>)[ \t]*[\"'`]?"
    r"(?:<%[=-]?|\{\{-?|\$\{|#\{)[ \t]*(?P<q>[\"'])(?P<v>[^\"'\s]{12,400})(?P=q)[ \t]*"
    r"(?:-?%>|-?\}\}|\})"
)
_TEMPLATE_GATES = ("<%= '", '<%= "', "<%='", '<%="', "{{ '", '{{ "', "{{'", '{{"', "${'", '${"')


def _template_literals(text: str, low: str) -> _Spans:
    for lo, hi in windows(word_spots(low, _TEMPLATE_GATES, 32), 80, 440, len(text)):
        for m in _TEMPLATE.finditer(text, lo, hi):
            if names_a_key(m.group("n")) and _material(m.group("v")):
                yield m.span("v")


# -- a key whose prefix says a server's ------------------------------------------------------

_SERVER_PREFIXED = lazy_compile(
    r"(?<![\w-])(?P<v>[a-z]{2,10}_(?:server|secret|private|admin)_(?P<t>[A-Za-z0-9_]{24,200}))"
    r"(?![\w-])"
)
_SERVER_GATES = ("_server_", "_secret_", "_private_", "_admin_")


def _server_keys(text: str, low: str) -> _Spans:
    for lo, hi in windows(word_spots(low, _SERVER_GATES, 32), 12, 220, len(text)):
        for m in _SERVER_PREFIXED.finditer(text, lo, hi):
            tail = m.group("t")
            parts = [p for p in tail.split("_") if p]
            digits = sum(c.isdigit() for c in tail)
            if digits >= 6 and all(_HEX.fullmatch(p) or has_digit(p) for p in parts):
                yield m.span("v")


# -- a long PIN in a query, a query's `p` beside its `u`, a session opened with a key ---------

_LONG_PIN = lazy_compile(
    r"(?i)(?<![\w-])(?P<n>[a-z][\w.-]{0,40}?[_.-]pin)[\"']?[ \t]*[:=][ \t]*[\"']?"
    r"(?P<v>[A-Za-z0-9_-]{16,400})(?![\w+/=.-])"
)
_NOT_A_PIN = lazy_compile(r"(?i)sha|spki|public|cert|hpkp|gpio|led|button|relay|reset|irq|cs_")
_PIN_GATES = ("_pin=", "_pin:", '_pin":', "_pin'", ".pin=", "-pin=", "_pin =")


def _long_pins(text: str, low: str) -> _Spans:
    """A PIN of a merchant's or a service's that is a long key (`ssl_pin=<64>`)."""
    for lo, hi in windows(word_spots(low, _PIN_GATES, 32), 48, 440, len(text)):
        for m in _LONG_PIN.finditer(text, lo, hi):
            if _NOT_A_PIN.search(m.group("n")) is None and _long_pin(m.group("v")):
                yield m.span("v")


def _long_pin(value: str) -> bool:
    """Sixteen characters or more under a PIN's name: generated, or letters and digits
    mixed with no word joined (a PIN is digits; so long a one is a key)."""
    if generated(value):
        return True
    if (
        "_" in value
        or "-" in value
        or sum(c.isdigit() for c in value) < (1 if len(value) >= 24 else 3)
    ):
        return False
    return sum(c.isalpha() for c in value) >= 3


# Subsonic's `p=enc:<hex>` (a password in hex) anywhere, and a query's `p=` beside its `u=`
_ENC_PASSWORD = lazy_compile(r"(?<![\w-])p=enc:(?P<v>[0-9a-fA-F]{6,400})(?![\w])")
_QUERY_P = lazy_compile(r"[?&]p=(?P<v>[^&#\s\"'<>]{6,200})")
_QUERY_U = lazy_compile(r"[?&](?:u|user|username|login)=[^&#\s]{1,80}")


def _query_passwords(text: str, low: str) -> _Spans:
    for at in word_spots(low, ("p=enc:",), 32):
        m = _ENC_PASSWORD.match(text, at)
        if m is not None:
            yield m.span("v")
    for at in word_spots(low, ("?p=", "&p="), 32):
        m = _QUERY_P.match(text, at)
        if m is None:
            continue
        v = m.group("v")
        q = max(text.rfind("?", max(0, at - 300), at + 1), 0)
        qe = min(len(text), m.end() + 300)
        if v.startswith("enc:") or v.isdigit() or not credential_like(v):
            continue
        if _QUERY_U.search(text, q, qe) is not None and has_digit(v):
            yield m.span("v")


# a session started, a login made with a key as its first argument
_SESSION_CALL = lazy_compile(
    r"(?i)(?:session|auth|login|sso)\w{0,20}\.(?:start|open|begin|login|log_in|authenticate"
    r"|sign_in|create|new)\([ \t]*(?P<q>[\"'])(?P<v>[A-Za-z0-9._~+/=-]{16,400})(?P=q)"
)
_SESSION_GATES = (
    *(
        f"{o}.{v}("
        for o in ("session", "auth", "login")
        for v in ("start", "open", "begin", "login")
    ),
    *("authenticate(", "sign_in(", "session.create(", "session.new("),
)
_HEX_OR_ID = lazy_compile(r"[0-9a-fA-F]{16,400}")


def _session_calls(text: str, low: str) -> _Spans:
    for lo, hi in windows(word_spots(low, _SESSION_GATES, 32), 64, 440, len(text)):
        for m in _SESSION_CALL.finditer(text, lo, hi):
            v = m.group("v")
            if _material(v) or (_HEX_OR_ID.fullmatch(v) is not None and len(v) >= 24):
                yield m.span("v")


# -- a licence under its name, a token printed alone in a notebook's output -------------------

_LICENSE = lazy_compile(
    r"(?i)(?<![\w-])(?P<n>[\w.-]{0,40}licen[cs]e(?:[_.-]?(?:key|data|string|blob))?)[\"']?"
    r"[ \t]*[:=][ \t]*[\"']?(?P<v>[A-Za-z0-9+/_-]{32,8000}={0,2})(?![\w+/=-])"
)
_LICENSE_GATES = ("license=", "licence=", "license:", "licence:", 'license"', "license'")


def _licenses(text: str, low: str) -> _Spans:
    for lo, hi in windows(word_spots(low, _LICENSE_GATES, 32), 64, 200, len(text)):
        for m in _LICENSE.finditer(text, lo, hi):
            v = m.group("v")
            mixed = any(c.isupper() for c in v) and any(c.islower() for c in v)
            if generated(v) or (mixed and sum(c.isdigit() for c in v) >= 4 and len(v) >= 40):
                yield m.span("v")


_NOTEBOOK_TEXT = lazy_compile(
    r'"(?:text|text/plain)"[ \t]*:[ \t]*\[\s*"\'?(?P<v>[A-Za-z0-9._~+/=-]{20,400})\'?'
    r'(?:\\n)?"\s*\]'
)
#: the cell's source names a secret (printed, or its last line shown as the cell's value)
_PRINTS_A_SECRET = lazy_compile(r"(?i)token|secret|api_?key|password|credential|access_?key")


def _notebook_outputs(text: str, low: str) -> _Spans:
    """A cell's output that is one generated value, where the cell's source names a secret."""
    for at in word_spots(low, ('"outputs"',), 64):
        src = text.rfind('"source"', max(0, at - 1200), at)
        if src < 0 or _PRINTS_A_SECRET.search(text, src, at) is None:
            continue
        for m in _NOTEBOOK_TEXT.finditer(text, at, min(len(text), at + 1200)):
            if generated(m.group("v")):
                yield m.span("v")
            break


# -- round 16 on held-out 21: arrays, constructors, obfuscated keys, hex, cookies, `->` -------

# a secret written as an array of its characters or bytes under its name:
# `char[] keystorePass = {'w', '1', …}`, `new Uint8Array([248, 198, …])`, `bytes([…])`
_ITEM = r"(?:'.'|\d{1,3}|0x[0-9A-Fa-f]{2})"
_ARRAY = lazy_compile(
    r"(?P<n>[A-Za-z_][\w.]{0,60})[ \t]*(?::[ \t]*[\w\[\]<>]{1,30}[ \t]*)?=[ \t]*"
    r"(?:new[ \t]+\w{1,30}|bytes|bytearray|\[\]byte|\w{0,20}\[\])?[ \t]*[(]?[ \t]*[\[{][ \t]*"
    rf"(?P<v>{_ITEM}(?:[ \t]*,[ \t]*{_ITEM}){{7,127}})"
    r"[ \t]*,?[ \t]*[\]}]"
)
_ARRAY_GATES = ("= {'", "={'", "array([", "bytes([", "byte{", "[] = {")


def _arrays(text: str, low: str) -> _Spans:
    for lo, hi in windows(word_spots(low, _ARRAY_GATES, 32), 120, 900, len(text)):
        for m in _ARRAY.finditer(text, lo, hi):
            if not names_a_key(m.group("n")) or _NOT_KEY_MATERIAL.search(m.group("n")):
                continue
            items = [x.strip() for x in m.group("v").split(",")]
            if items[0].startswith("'"):
                ok = len(set(items)) >= 6 and any(x[1].isdigit() for x in items)
            else:
                ok = len(set(items)) >= 8 and all(
                    int(x, 16 if x.startswith("0x") else 10) < 256 for x in items
                )
            if ok:
                yield m.span("v")


# a client constructed with its service's URL and then its key (and secret) as literals:
# `new SplynxApi('https://…', '<key>', '<secret>')`
_URL_THEN_KEYS = lazy_compile(
    r"(?:\bnew[ \t]+)?\b[A-Z]\w{1,40}\([ \t]*(?P<q>[\"'])https?://[^\"'\s]{3,200}(?P=q)"
    r"(?P<rest>(?:[ \t]*,[ \t]*[\"'][A-Za-z0-9._~+/=-]{1,400}[\"']){1,3})"
)
_LITERAL = lazy_compile(r"[\"'](?P<v>[A-Za-z0-9._~+/=-]{16,400})[\"']")


def _url_then_keys(text: str, low: str) -> _Spans:
    for lo, hi in windows(word_spots(low, ("('http", '("http'), 32), 64, 900, len(text)):
        for m in _URL_THEN_KEYS.finditer(text, lo, hi):
            for v in _LITERAL.finditer(text, m.start("rest"), m.end("rest")):
                value = v.group("v")
                if generated(value) or (_HEX.fullmatch(value) is not None and len(value) >= 24):
                    yield v.span("v")


# an obfuscated or hashed password of a network device's config: `key 7 <hex>`,
# `password 7 <hex>`, `secret 5 $1$…`, `key-string 7 <hex>`
_DEVICE_KEY = lazy_compile(
    r"(?im)(?<![\w-])(?:key|password|secret|key-string|server-key)[ \t]+[05-9][ \t]+"
    r"(?P<v>[0-9A-Fa-f]{8,200}|\$\d\$[^\s]{8,200})(?=[ \t]*$|[ \t]+\S)"
)
_DEVICE_GATES = tuple(
    f"{w} {d} " for w in ("key", "password", "secret", "key-string") for d in "05789"
)


def _device_keys(text: str, low: str) -> _Spans:
    for lo, hi in windows(word_spots(low, _DEVICE_GATES, 32), 24, 240, len(text)):
        for m in _DEVICE_KEY.finditer(text, lo, hi):
            yield m.span("v")


# a password told in hex: `… password hex-encoded …: 354934494a…` (it decodes to the password)
#: eight printable ASCII bytes in hex (each byte's first digit is 2 to 7): the cheap test
_HEX16 = lazy_compile(r"(?:[2-7][0-9a-fA-F]){8}")
_HEX_RUN = lazy_compile(r"(?<![\w-])(?P<v>(?:[0-9a-fA-F]{2}){8,64})(?![\w-])")


def _hex_passwords(text: str, low: str) -> _Spans:
    if "hex" not in low or sum(map(text.count, "234567")) < 8 or _HEX16.search(text) is None:
        return  # no eight printable bytes in hex (a count first: a regex's search is slow)
    for at in word_spots(low, SPELLED_GATES, 4):
        le = text.find("\n", at)
        le = min(len(text) if le < 0 else le, at + 160)
        if _HEX16.search(text, at, le) is None:
            continue
        for m in _HEX_RUN.finditer(text, at, le):
            raw = bytes.fromhex(m.group("v"))
            if not all(33 <= b < 127 for b in raw):
                continue
            plain = raw.decode("ascii")
            if credential_like(plain) and has_digit(plain) and not plain.isdigit():
                yield m.span("v")


# a session cookie among a cookie string's pairs: `lang=et; rms_sid=<hex>; consent=1`
_COOKIE_PAIR = lazy_compile(
    r"(?i)(?:^|[;'\"\s])[ \t]*(?P<n>[\w.-]{0,30}(?:sid|sess|session|sessionid|sessid|auth))"
    r"=(?P<v>[A-Za-z0-9._~+/%-]{16,400})(?=;|[ \t]*['\"]|[ \t]*$)"
)


def _cookie_pairs(text: str, low: str) -> _Spans:
    for at in word_spots(low, ("sid=", "sess=", "session=", "sessionid=", "auth="), 32):
        ls = text.rfind("\n", 0, at) + 1
        le = text.find("\n", at)
        line = text[ls : len(text) if le < 0 else le]
        if line.count("; ") < 1 or line.count("=") < 2:
            continue  # no cookie string: pairs split by `; `
        for m in _COOKIE_PAIR.finditer(text, max(ls, at - 40), min(len(text), at + 420)):
            v = m.group("v")
            if m.start("v") > at + 16 or not (generated(v) or _HEX.fullmatch(v)):
                continue
            yield m.span("v")
            break


# a secret's name, then `->` and its value (Wolfram's and other rule syntaxes)
_ARROW = lazy_compile(
    r"(?P<q>[\"'])(?P<n>[A-Za-z][\w.-]{1,60})(?P=q)[ \t]*->[ \t]*[\"'](?P<v>[^\"'\s]{8,400})[\"']"
)


def _arrows(text: str, low: str) -> _Spans:
    for lo, hi in windows(word_spots(low, ('" -> "', "' -> '", '"->"'), 32), 80, 420, len(text)):
        for m in _ARROW.finditer(text, lo, hi):
            found = classify_key(m.group("n"))
            v = m.group("v")
            if found is not None and ((found[1] and credential_like(v)) or _material(v)):
                yield m.span("v")


def _password_forms(text: str, low: str) -> _Spans:
    """A password spelled out or told in hex: one rule, so that a text with a password's
    noun (half of the bench's prose) is lowered and opened once for both."""
    yield from spelled(text, low)
    yield from _hex_passwords(text, low)


#: what a text `_password_forms` finds a password in holds (`requires_of`): three single
#: characters in a row (`spelled`'s first test), or `hex` (`_hex_passwords`'); a text with a
#: password's noun seldom holds either (on the bench corpus none of the 6,785 it was read in)
_FORMS_REQUIRES = (*SPELLED_REQUIRES, "(?i)hex")


# -- round 17 on held-out 20: a secret file printed, an SDK set up with its keys ----------

# a file that holds a secret, printed: `cat /etc/app/connauthfile`, `type secret.key`,
# `Get-Content .vault-token`, then its one line, a generated value
_PRINTED_FILE = lazy_compile(
    r"(?im)^[^\n]{0,40}?\b(?:cat|type|get-content|gc|more|head|tail|less)[ \t]+(?:-\w+[ \t]+)?"
    r"[\"']?(?P<f>[^\s\"'|;&>]{1,200})[\"']?[ \t]*\r?\n[ \t]*(?P<v>[A-Za-z0-9+/_=.~:-]{20,400})"
    r"[ \t]*(?:\r?\n|$)"
)
_SECRET_FILE = lazy_compile(
    r"(?i)(?:auth|token|secret|passw|passwd|_pass|\.pass|psk|cred|apikey|api_key|\.key$|keyfile"
    r"|key\.txt|master\.key|\.pem$)"
)
_NOT_SECRET_FILE = lazy_compile(r"(?i)\.pub$|public|\.crt$|cert|known_hosts|authorized|\.md$|\.py$")
#: a node's shared cookie (Erlang's `.erlang.cookie`, which RabbitMQ's and CouchDB's nodes
#: join a cluster by): its one line may be capitals alone (`erl` writes 20)
_COOKIE_FILE = lazy_compile(r"(?i)\.cookie$")
_CAPITALS = lazy_compile(r"[A-Z]{16,255}")


def _printed_files(text: str, low: str) -> _Spans:
    for at in word_spots(
        low, ("cat ", "type ", "get-content ", "gc ", "head ", "tail ", "more "), 32
    ):
        ls = text.rfind("\n", 0, at) + 1
        m = _PRINTED_FILE.match(text, ls)
        if m is None or m.start("f") < at:
            continue
        name = m.group("f").rsplit("/", 1)[-1]
        value = m.group("v")
        if _COOKIE_FILE.search(name) and _CAPITALS.fullmatch(value) and len(set(value)) >= 10:
            yield m.span("v")
            continue
        if _SECRET_FILE.search(name) is None or _NOT_SECRET_FILE.search(name) is not None:
            continue
        if _material(m.group("v")) or (_HEX.fullmatch(m.group("v")) and len(m.group("v")) >= 32):
            yield m.span("v")
            yield from _block_lines(text, m.end("v"), len(m.group("v")))


#: a line of a key file's base64 body, as `openssl rand -base64 756` writes it
_BODY_LINE = lazy_compile(r"[ \t]*(?P<v>[A-Za-z0-9+/]{8,400}={0,2})[ \t]*(?:\r?\n|$)")


def _block_lines(text: str, end: int, width: int) -> _Spans:
    """The lines after a printed key file's first line (ending at `end`, `width` long) that
    go on its base64 body: lines of its width, then a shorter last one holding a digit or
    a `+` or `/` (a MongoDB or a cluster's keyfile is many lines, each as secret as the first)."""
    at = text.find("\n", end)
    while 0 <= at < len(text) - 1:
        line = _BODY_LINE.match(text, at + 1)
        if line is None:
            return
        value = line.group("v")
        if len(value) != width:
            if len(value) < width and (has_digit(value) or "+" in value or "/" in value):
                yield line.span("v")
            return
        yield line.span("v")
        at = line.end() - 1 if text[line.end() - 1 : line.end()] == "\n" else -1


# a property whose secret's words are followed by the host they are for: Hadoop's
# `fs.azure.account.key.<account>.dfs.core.windows.net <key>`, `…oauth2.client.secret.<host>`,
# `fs.azure.sas.<container>.<account>.blob.core.windows.net`: the name ends in a host, not
# in its secret's word, so the name rule does not read it
_HOST_KEYED = lazy_compile(
    r"(?:account\.key|client\.secret|secret\.key|access\.key|\.sas)\."
    r"(?:[a-z0-9-]{1,63}\.){1,6}(?:net|com|io|org|cloud|internal|local)"
    r"[\"'<]?(?:/name>[ \t\r\n]*<value>|[ \t]*[=:][ \t]*|[ \t]+)[\"']?"
    r"(?P<v>[a-z0-9+/=_.~%&-]{16,400})"
)
_HOST_KEYED_GATES = ("account.key.", "client.secret.", "secret.key.", "access.key.", ".sas.")


def _host_keyed(text: str, low: str) -> _Spans:
    for m in _HOST_KEYED.finditer(low):
        value = text[m.start("v") : m.end("v")]
        if _material(value):
            yield m.span("v")


# a connection file that declares how its messages are signed holds the signing key under
# `key` (a Jupyter kernel's `kernel-….json`, ipyparallel's `ipcontroller-client.json`):
# `"signature_scheme": "hmac-sha256"` near `"key": "<uuid or hex>"`; an empty key signs nothing
_SIGNED_KEY = lazy_compile(
    r"""["']key["'][ \t]*:[ \t]*b?["'](?P<v>[A-Za-z0-9+/=_.-]{16,200})["']"""
)
_SIGNED_REACH = 800


def _signing_keys(text: str, low: str) -> _Spans:
    at = low.find("signature_scheme")
    while at >= 0:
        lo, hi = max(0, at - _SIGNED_REACH), at + _SIGNED_REACH
        for m in _SIGNED_KEY.finditer(text, lo, hi):
            if not is_placeholder(m.group("v")):
                yield m.span("v")
        at = low.find("signature_scheme", hi)


# an SDK set up with its keys as literals: `GameAnalytics.Initialize("<hex>", "<hex>")`,
# `_bc.Init("<uuid>", "<uuid>", "1.0", "https://…")`, `Sdk.configure('<key>', '<secret>')`:
# two or more literals, each a key's shape (hex of 32 or more, a UUID, generated) is taken
_INIT_CALL = lazy_compile(
    r"(?i)\b(?:init|initialize|initialise|configure|setup|set_?credentials|set_?keys|auth)"
    r"\([ \t]*(?P<args>[\"'][^\"'\n]{1,400}[\"'](?:[ \t]*,[ \t]*[\"'][^\"'\n]{0,400}[\"']){1,5})"
)
_INIT_GATES = (
    "init(",
    "initialize(",
    "initialise(",
    "configure(",
    "setup(",
    "credentials(",
    "setkeys(",
    "set_keys(",
    "auth(",
)


def _key_shaped(v: str) -> bool:
    hexes = _HEX.fullmatch(v) is not None and len(v) >= 32 and has_digit(v) and not v.isdigit()
    return hexes or is_uuid(v) or generated(v)


def _init_calls(text: str, low: str) -> _Spans:
    for lo, hi in windows(word_spots(low, _INIT_GATES, 32), 40, 1000, len(text)):
        for m in _INIT_CALL.finditer(text, lo, hi):
            lits = list(_LITERAL.finditer(text, m.start("args"), m.end("args")))
            keys = [v for v in lits if _key_shaped(v.group("v"))]
            uuids = sum(is_uuid(v.group("v")) for v in keys)
            if len(lits) >= 2 and keys and (uuids < len(keys) or uuids >= 2):
                for v in keys:
                    yield v.span("v")


def form_secrets(text: str) -> Iterator[tuple[str, int, int]]:
    """(kind, start, end) of the values this module's forms hold (see the module)."""
    for rule in FORM_RULES:
        for start, end in rule.find(text):
            yield rule.kind, start, end


FORM_RULES: tuple[SpanRule, ...] = (
    SpanRule(
        "secret_assignment",
        with_lower(_qualified),
        gates=_QUALIFIED_GATES,
        priority=7,
        requires=_QUALIFIED_REQUIRES,
    ),
    SpanRule("token_assignment", with_lower(_vendor_headers), gates=_HEADER_GATES, priority=7),
    SpanRule(
        "password_assignment",
        with_lower(_password_forms),
        gates=SPELLED_GATES + SPELL_WORDS,
        priority=7,
        requires=_FORMS_REQUIRES,
    ),
    SpanRule("api_key_assignment", with_lower(_bare_keys), gates=("'key'", '"key"'), priority=7),
    SpanRule(
        "secret_assignment", with_lower(_template_literals), gates=_TEMPLATE_GATES, priority=7
    ),
    SpanRule("api_token", with_lower(_server_keys), gates=_SERVER_GATES, priority=7),
    SpanRule("pin", with_lower(_long_pins), gates=_PIN_GATES, priority=7),
    SpanRule(
        "url_credentials", with_lower(_query_passwords), gates=("p=enc:", "?p=", "&p="), priority=7
    ),
    SpanRule("secret_assignment", with_lower(_session_calls), gates=_SESSION_GATES, priority=7),
    SpanRule("secret_assignment", with_lower(_licenses), gates=_LICENSE_GATES, priority=7),
    SpanRule("token_assignment", with_lower(_notebook_outputs), gates=('"outputs"',), priority=7),
    SpanRule("password_assignment", with_lower(phonetic), gates=PHONETIC_GATES, priority=7),
    SpanRule("secret_assignment", with_lower(_arrays), gates=_ARRAY_GATES, priority=7),
    SpanRule(
        "secret_assignment", with_lower(_url_then_keys), gates=("('http", '("http'), priority=7
    ),
    SpanRule("password_assignment", with_lower(_device_keys), gates=_DEVICE_GATES, priority=7),
    SpanRule(
        "cookie",
        with_lower(_cookie_pairs),
        gates=("sid=", "sess=", "session=", "sessionid=", "auth="),
        priority=7,
    ),
    SpanRule(
        "secret_assignment", with_lower(_arrows), gates=('" -> "', "' -> '", '"->"'), priority=7
    ),
    SpanRule(
        "secret_assignment",
        with_lower(_printed_files),
        gates=("cat ", "type ", "get-content ", "gc ", "head ", "tail ", "more "),
        priority=7,
    ),
    SpanRule("api_key_assignment", with_lower(_init_calls), gates=_INIT_GATES, priority=7),
    SpanRule("secret_assignment", with_lower(_host_keyed), gates=_HOST_KEYED_GATES, priority=7),
    SpanRule(
        "secret_assignment", with_lower(_signing_keys), gates=("signature_scheme",), priority=7
    ),
)
