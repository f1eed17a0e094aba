"""Values their neighbours name: a table's row or column, a header of any name, a tool's reply.

The name rules read `name = value` and its kin; here the name and the value stand
apart, or the value's place says what it is:

* **a table's row** (`vault kv get`, `doppler secrets`, any `name   value` table
  aligned by two blanks or more): a row whose first cell names a secret
  (`classify_key`) and whose second cell is one word of letters and digits;
* **a CSV column**: a header line whose field names a secret, and in the lines
  under it (the same number of fields) the value in that field;
* **`git diff --word-diff`**: `name: [-old-]{+new+}`, the new value judged under
  the name as if written `name: new`;
* **a header of any name for a key** (`X-<Vendor>-Key: <uuid>`, `<Vendor>-Token:`,
  `-Credential:`, `-Access-Code:`), whose value reads as generated (a UUID included:
  the name says a secret) or, 12 letters and digits or more, mixes both cases and
  digits and is no camel-case name, and
  **an authorization of any scheme** (`Authorization: OAuth <key>`, `token
  <key>:<secret>`) whose credential mixes letters and digits (both halves of a
  `key:secret` pair);
* **what a tool prints after asking for a password**: the line after SMTP's `334
  UGFzc3dvcmQ6` (base64 of `Password:`), and the base64 `kubectl get secret … -o
  jsonpath='{.data.…}'` prints on the next line (often run into the next prompt);
* **a pair formatted for basic auth** (`printf '%s:%s' "$ID" '<secret>' | base64`):
  the second, when it is a literal;
* **a ping URL's id** (`https://hc-ping.com/<uuid>`, `…/ping/<uuid>`): a
  heartbeat's URL is its only credential;
* **a BitLocker recovery password**: eight groups of six digits, dashed, in a
  text that says recovery, a numerical password or BitLocker;
* **a query parameter named for a credential** (`token_auth=`, `?token=`) whose
  value reads as generated or as random letters of both cases (12 or more, no run
  that reads as a word);
* **a JVM property of a key** (`-Dsecure.key=…`, `-Ddb.password=…`): a dotted name
  ending in `key`, `secret`, `token` or `password`, a value with letters and digits;
* **a client built from an id and a secret** (`…AuthClient("<id>", "<secret>")`,
  `createSecurityContext("<app id>", "<app key>")`, `…Credentials(…)`): the
  second string, when it reads as generated;
* **a token in an access log's request line** (`"POST /hooks/pos/<token>/close
  HTTP/1.1"`): a path segment of 24 characters or more that reads as random;
* **a call that sends its argument as a bearer token** (`.bearer_auth("…")`,
  `withBearerToken('…')`), a value that reads as a credential;
* **a passphrase of dashed words stated for a Wi-Fi network** ("the new wifi … is
  ivory-ember-pine-eagle") or given to `networksetup -setairportnetwork`.

Speed: every part opens on literals of the sanitizer's one RE2 set that prose
rarely holds (two blanks after `secret`, `{+`, `-key:`, `ugfzc3dvcmq6`,
`jsonpath`, `%s:%s`, `-ping.`, `token=`, `.key=`, `wifi`), none led by a blank,
and reads only the lines around them.
"""

from __future__ import annotations

import base64
import binascii
from collections.abc import Iterator, Mapping
from dataclasses import dataclass

from kenning.daemon.core.lazy_regex import lazy_compile
from kenning.daemon.safety.bare import _classes, _wordy, mixed_not_camel
from kenning.daemon.safety.clauses import generated_value
from kenning.daemon.safety.secret_rules import Hit, SecretRule
from kenning.daemon.safety.shapes import password_shaped, random_token
from kenning.daemon.safety.stated import random_letters
from kenning.daemon.safety.values import MARKER_PREFIX, UUID, classify_key, is_placeholder

__all__ = ["BESIDE_RULES", "beside_secrets"]


def _mixed(value: str, least: int = 8) -> bool:
    """Letters and digits, `least` characters or more, no placeholder: a credential's look."""
    return (
        len(value) >= least
        and any(c.isdigit() for c in value)
        and any(c.isalpha() for c in value)
        and not value.startswith(MARKER_PREFIX)
        and not is_placeholder(value)
    )


def _strong(name: str) -> bool:
    verdict = classify_key(name)
    return verdict is not None and verdict[1]


def _taken(value: str, strong: bool) -> bool:
    if value.startswith(MARKER_PREFIX) or is_placeholder(value):
        return False
    return generated_value(value) or password_shaped(value) or (strong and _mixed(value))


# -- tables ------------------------------------------------------------------------------

_ROW = lazy_compile(
    r"(?m)^[ \t]*(?P<name>[A-Za-z][\w.-]{1,60})[ \t]{2,}(?P<v>[A-Za-z0-9+/=_.~!@#%^*-]{8,400})"
    r"[ \t]*\r?$"
)
_ROW_GATES = ("secret  ", "password  ", "token  ", "key  ")


def _rows(text: str) -> Iterator[tuple[int, int]]:
    for m in _ROW.finditer(text):
        if _strong(m.group("name")) and _taken(m.group("v"), True):
            yield m.span("v")


_CSV_HEAD = lazy_compile(
    r"(?m)^(?P<head>[A-Za-z_][\w .-]{0,40}(?:,[A-Za-z_][\w .-]{0,40}){1,30})\r?$"
)
#: a secret's column after another (`,api_key`): a comma then a blank is prose's
_CSV_GATES = (",api_key", ",apikey", ",secret", ",client_secret", ",token", ",password")
#: how many lines under a header are read
_CSV_ROWS = 200


def _csv(text: str) -> Iterator[tuple[int, int]]:
    for m in _CSV_HEAD.finditer(text):
        fields = m.group("head").split(",")
        cols = [i for i, f in enumerate(fields) if _strong(f.strip())]
        if not cols:
            continue
        at = m.end() + 1
        for _ in range(_CSV_ROWS):
            if at >= len(text):
                break
            end = text.find("\n", at)
            end = len(text) if end < 0 else end
            cells = text[at:end].rstrip("\r").split(",")
            if len(cells) != len(fields):
                break
            offset = at
            for i, cell in enumerate(cells):
                if i in cols and _taken(cell.strip(), True) and " " not in cell.strip():
                    yield offset, offset + len(cell)
                offset += len(cell) + 1
            at = end + 1


_WORD_DIFF = lazy_compile(
    r"(?P<name>[A-Za-z_][\w.-]{1,60})[\"']?[ \t]*[:=][ \t]*(?:\[-[^\]\n]{0,200}-\])?"
    r"\{\+[\"']?(?P<v>[^\s+}\"']{8,400})[\"']?\+\}"
)


def _word_diffs(text: str) -> Iterator[tuple[int, int]]:
    for m in _WORD_DIFF.finditer(text):
        verdict = classify_key(m.group("name"))
        if verdict is not None and _taken(m.group("v"), verdict[1]):
            yield m.span("v")


# -- headers ------------------------------------------------------------------------------

#: a header's line, or its name and value in code: a map's entry (`{'x-key': '…'}`), an
#: index (`headers["Authorization-Key"] = "…"`), a call (`.Set("X-Auth-Key", "…")`)
_KEY_HEADER = lazy_compile(
    r"(?i)(?<![\w-])(?P<name>(?:x-)?[a-z][a-z0-9]{1,30}(?:-[a-z0-9]{1,30}){0,3}"
    r"-(?:key|token|secret|apikey|api-key|auth|credentials?|(?:access|secret|auth)-code)"
    r"|x-(?:key|token|secret|apikey|auth))"
    r"(?:[ \t]*:|(?P<q>[\"'])\]?[ \t]*[:=,])[ \t]*(?(q)(?P=q))(?P<v>[A-Za-z0-9._~+/=-]{8,400})"
    r"(?(q)(?P=q))"
)
#: headers whose key is a nonce, an id or a lookup's, not a credential
_NOT_CREDENTIAL = lazy_compile(
    r"(?i)websocket|idempoten|cache|request|correlat|trace|routing|partition|dedup|public"
    r"|lookup|sort|signature-key|encryption-key-md5"
)
_OTHER_SCHEME = lazy_compile(
    r"(?i)(?<![\w-])authorization[\"']?[ \t]*:[ \t]*[\"']?(?P<s>[A-Za-z][\w-]{1,24})[ \t]+"
    r"(?P<v>[A-Za-z0-9._~+/=-]{8,400}(?::[A-Za-z0-9._~+/=-]{8,400})?"
    # a key's number and its body joined by `$` (a permanent token: `APIKey 76006$<hex>`)
    r"|[0-9]{1,12}\$[A-Za-z0-9._~+/=-]{16,400})"
)
_KNOWN_SCHEMES = frozenset({"bearer", "basic", "digest", "negotiate", "ntlm", "kerberos"})


def _key_headers(text: str) -> Iterator[tuple[int, int]]:
    for m in _KEY_HEADER.finditer(text):
        value = m.group("v")
        if _NOT_CREDENTIAL.search(m.group("name")) is None and (
            _taken(value, False) or _header_key(value)
        ):
            yield m.span("v")


def _header_key(value: str) -> bool:
    """A header's value under a key's name, too short to read as generated alone: 12
    letters and digits or more, both cases and a digit, not words in camel case (a
    header's value is sent as it stands: no code, no path)."""
    if len(value) < 12 or not value.isalnum() or not value.isascii() or is_placeholder(value):
        return False
    return mixed_not_camel(value)


def _schemes(text: str) -> Iterator[tuple[int, int]]:
    for m in _OTHER_SCHEME.finditer(text):
        if m.group("s").lower() in _KNOWN_SCHEMES:
            continue
        value = m.group("v")
        if "$" in value:  # a key's number, `$`, its body
            if _mixed(value.partition("$")[2], 16):
                yield m.span("v")
            continue
        halves = value.split(":")
        if all(_mixed(h, 8) or h.startswith(MARKER_PREFIX) for h in halves) and any(
            _mixed(h, 12) for h in halves
        ):
            yield m.span("v")


# -- what a tool prints ---------------------------------------------------------------------

_SMTP_PASSWORD = lazy_compile(
    r"(?m)^334 (?P<p>[A-Za-z0-9+/]{8,40}={0,2})[ \t]*\r?\n(?P<v>[A-Za-z0-9+/]{4,400}={0,2})"
    r"[ \t]*\r?$"
)


def _prompted_password(prompt: str) -> bool:
    try:
        said = base64.b64decode(prompt, validate=True).decode("ascii", "replace")
    except (binascii.Error, ValueError):
        return False
    return said.lower().rstrip().endswith(("password:", "passphrase:"))


_JSONPATH = lazy_compile(
    r"\bkubectl\b[^\n]{0,200}?\bsecrets?\b[^\n]{0,200}?(?:jsonpath|template)[^\n]{0,200}?"
    r"\.data\b[^\n]{0,200}\n[ \t]*(?P<v>[A-Za-z0-9+/]{8,4000}={0,2})(?=[$#>\s]|\Z)"
)


def _printed(text: str, low: str) -> Iterator[tuple[int, int]]:
    if "ugfzc3dvcmq6" in low or "cgfzc3dvcmq6" in low:
        for m in _SMTP_PASSWORD.finditer(text):
            if _prompted_password(m.group("p")):
                yield m.span("v")
    if "jsonpath" in low or "template" in low:
        for m in _JSONPATH.finditer(text):
            yield m.span("v")


_PRINTF_PAIR = lazy_compile(
    r"""\bprintf[ \t]+(?P<q>['"])%s:%s(?P=q)[ \t]+(?:'[^'\n]{0,200}'|"[^"\n]{0,200}"|\S{1,200})"""
    r"""[ \t]+(?P<q2>['"]?)(?P<v>[^\s'"$|]{6,400})(?P=q2)[^\n|]{0,40}\|[ \t]*base64"""
)
_PING = lazy_compile(
    r"https?://(?:[\w-]+\.)*[\w-]*ping[\w-]*\.[\w.-]+/(?:ping/)?(?P<v>" + UUID + r")(?![\w-])"
    r"|/ping/(?P<w>" + UUID + r")"
    r"(?![\w-])"
)
_BITLOCKER = lazy_compile(r"(?<![\d-])\d{6}(?:-\d{6}){7}(?![\d-])")
_BITLOCKER_WORDS = ("recovery", "numerical password", "bitlocker", "manage-bde")

_QUERY = lazy_compile(
    r"[?&](?P<name>[A-Za-z_]{0,20}(?:token|auth|key|secret)[A-Za-z_]{0,20})="
    r"(?P<v>[A-Za-z0-9_-]{12,200})(?=[&#\s\"'`)]|$)"
)
#: parameters whose token pages, sorts or identifies: no credential
_NOT_QUERY = lazy_compile(
    r"(?i)page|next|cursor|continu|sync|sort|idempoten|cache|public|client_id"
)


def _short_letters(value: str) -> bool:
    """12 letters or more of both cases (three of each), no run that reads as a word."""
    if not value.isalpha() or len(value) < 12:
        return False
    upper, lower, _, changes = _classes(value)
    return upper >= 3 and lower >= 3 and changes >= 3 and _wordy(value) * 4 < len(value)


#: a typed object's id (`wc_order_…`, `cus_…`): a word and `_` before its body
_OBJECT_ID = lazy_compile(r"[a-z]{2,12}_")

_PROPERTY = lazy_compile(
    r"(?<![\w.-])(?:-D)?(?P<name>[A-Za-z][\w-]*(?:\.[\w-]+)*\.(?:key|secret|token|password))"
    r"=(?P<v>[^\s\"'`;&|]{8,400})"
)

#: a call or method that sends its argument as a bearer token (`.bearer_auth("…")`, Rust's
#: reqwest; `withBearerToken('…')`)
_BEARER_CALL = lazy_compile(
    r"(?i)(?<![\w])(?:with_?|set_?)?bearer(?:_?auth|_?token)?\(\s{0,2}(?P<q>[\"'])(?P<v>[^\"'\s\\]{8,400})"
    r"(?P=q)\s{0,2}\)"
)

# a client built from an id and a secret: `ConfidentialAppAuthClient("<id>", "<secret>")`,
# `createSecurityContext("<app id>", "<app key>")`; the second string, when generated
_CLIENT_PAIR = lazy_compile(
    r"(?P<callee>[A-Za-z_][\w]{0,60}(?:Client|Context|Credentials?|Auth|AuthParam(?:eter)?"
    r"|AuthHeader))\(\s{0,40}"
    r"(?P<q>[\"'])[^\"'\n]{4,200}(?P=q)\s{0,2},\s{0,40}(?P<q2>[\"'])(?P<v>[^\"'\s\\]{16,400})"
    r"(?P=q2)\s{0,40}[,)]"
)
#: a client named for auth, a context, credentials (`client(` alone is in much code)
#: (round 15) and a client given two string literals, a call that adds an auth parameter
_CLIENT_GATES = (
    *("authclient(", "context(", "credentials(", "credential(", "auth("),
    *("client('", 'client("', "authparameter(", "authparam(", "authheader("),
)
# a request line of an access log (`"POST /hooks/pos/<token>/close HTTP/1.1"`): a path
# segment of 24 characters or more that reads as a random token is the request's credential
_REQUEST_LINE = lazy_compile(
    r"\b(?:GET|POST|PUT|PATCH|DELETE|HEAD) (?P<path>/[^\s\"?]{24,400})(?:\?[^\s\"]*)? HTTP/[12]"
)
_SEGMENT = lazy_compile(r"(?<=/)[A-Za-z0-9_-]{24,128}(?=/|\Z)")

#: the call's name and its `(`: `bearer` alone is in most texts that send a token
_BEARER_GATES = ("bearer_auth(", "bearerauth(", "bearer(", "bearer_token(", "bearertoken(")

_WIFI = lazy_compile(
    r"(?i)\b(?:wi-?fi|wireless|wlan)\b[^.!?\n]{0,40}?(?:\bis|:|=|->)[ \t]*[\"'“`]?"
    r"(?P<v>[a-z]{3,10}(?:-[a-z]{3,10}){3,11})(?![\w-])"
)
_AIRPORT = lazy_compile(
    r"-setairportnetwork[ \t]+\S{1,40}[ \t]+(?:'[^'\n]{1,64}'|\"[^\"\n]{1,64}\"|[^\s'\"]{1,64})"
    r"[ \t]+(?P<q>['\"]?)(?P<v>[^\s'\"]{8,63})(?P=q)"
)


_HEADER_GATES = (
    *("authorization", "-key:", "-token:", "-secret:", "-key'", '-key"', "-token'", '-token"'),
    *("-secret'", '-secret"', "-apikey'", '-apikey"', "-credential", "-code:", "-code'"),
    '-code"',
)
_PRINTED_GATES = ("ugfzc3dvcmq6", "cgfzc3dvcmq6", "jsonpath")
_PING_GATES = ("-ping.", "/ping/")
_QUERY_GATES = ("token=", "auth=")
_PROPERTY_GATES = (".key=", ".secret=", ".token=", ".password=")
_WIFI_GATES = ("wifi", "wi-fi", "wireless", "wlan")


def beside_secrets(
    text: str, low: str, found: set[str] | None = None
) -> Iterator[tuple[str, int, int]]:
    """(kind, start, end) of the values this module's places name (see the module);
    `found`: the gates found in `text`, as the sanitizer hands them (None: every part)."""

    def opens(gates: tuple[str, ...]) -> bool:
        return found is None or not found.isdisjoint(gates)

    if opens(_ROW_GATES):
        for s, e in _rows(text):
            yield "secret_assignment", s, e
    if opens(_CSV_GATES):
        for s, e in _csv(text):
            yield "secret_assignment", s, e
    if opens(("{+",)):
        for s, e in _word_diffs(text):
            yield "secret_assignment", s, e
    if opens(_HEADER_GATES[1:]):
        for s, e in _key_headers(text):
            yield "authorization_header", s, e
    if opens(_HEADER_GATES[:1]):
        for s, e in _schemes(text):
            yield "authorization_header", s, e
    if opens(_PRINTED_GATES):
        for s, e in _printed(text, low):
            yield "password_assignment", s, e
    if opens(("%s:%s",)):
        for m in _PRINTF_PAIR.finditer(text):
            if _taken(m.group("v"), True):
                yield "password_assignment", *m.span("v")
    if opens(_PING_GATES):
        for m in _PING.finditer(text):
            yield "token_assignment", *m.span("v" if m.group("v") else "w")
    if opens(_BITLOCKER_WORDS):
        for m in _BITLOCKER.finditer(text):
            yield "recovery_code", m.start(), m.end()
    if opens(_QUERY_GATES):
        for m in _QUERY.finditer(text):
            value = m.group("v")
            if (
                _NOT_QUERY.search(m.group("name")) is None
                and _OBJECT_ID.match(value) is None
                and (generated_value(value) or random_letters(value) or _short_letters(value))
            ):
                yield "token_assignment", *m.span("v")
    if opens(_PROPERTY_GATES):
        for m in _PROPERTY.finditer(text):
            if _taken(m.group("v"), True):
                yield "secret_assignment", *m.span("v")
    if opens(_BEARER_GATES):
        for m in _BEARER_CALL.finditer(text):
            if _taken(m.group("v"), True):
                yield "token_assignment", *m.span("v")
    if opens(_CLIENT_GATES):
        for m in _CLIENT_PAIR.finditer(text):
            value = m.group("v")
            if _taken(value, False) and value.count("-") < 4:
                yield "secret_assignment", *m.span("v")
    if opens(("http/1.", "http/2")):
        for m in _REQUEST_LINE.finditer(text):
            base = m.start("path")
            for seg in _SEGMENT.finditer(m.group("path")):
                if random_token(seg.group(0)):
                    yield "token_assignment", base + seg.start(), base + seg.end()
    if opens(_WIFI_GATES):
        for m in _WIFI.finditer(text):
            yield "password_assignment", *m.span("v")
    if opens(("setairportnetwork",)):
        for m in _AIRPORT.finditer(text):
            if not is_placeholder(m.group("v")):
                yield "password_assignment", *m.span("v")


@dataclass(frozen=True)
class _BesideRule:
    kind: str = "secret_assignment"
    gates: tuple[str, ...] = (
        *_ROW_GATES, *_CSV_GATES, "{+", *_HEADER_GATES, *_PRINTED_GATES, "%s:%s",
        *_PING_GATES, *_BITLOCKER_WORDS, *_QUERY_GATES, *_PROPERTY_GATES, *_BEARER_GATES,
        *_WIFI_GATES, "setairportnetwork", *_CLIENT_GATES,
        "http/1.", "http/2",
    )  # fmt: skip
    needles: tuple[str, ...] = ()
    priority: int = 7

    def scan(self, text: str, low: str, first: Mapping[str, int]) -> Iterator[Hit]:
        found = set(first)
        return (Hit(kind, s, e, self.priority) for kind, s, e in beside_secrets(text, low, found))


BESIDE_RULES: tuple[SecretRule, ...] = (_BesideRule(),)
