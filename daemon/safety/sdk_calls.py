"""Keys known by the call, the header, the member or the route that carries them.

A vendor's SDK, its API and its agent take a key in places no credential's
noun stands beside it, or a noun the other rules read as no secret's:

* **a setter named for a key** (`apiToken.set("…")` in Gradle,
  `.setApiKey("…")`, `withAccessToken('…')`): the call's name ends in a
  secret's noun, its one argument reads as generated;
* **a client built with the key** (`cio = CustomerIO("<site>", "<key>")`,
  `security = Security(policy, '<secret>')`, `factory = get_factory('<key>')`):
  an object built and kept (`=` or `new` before the call) whose string
  arguments read as generated in one case too (capitals and digits, hex of 20
  digits or more, small letters and digits of 28 or more); a class of digests,
  ids or colours (`_HEX_CLASS`) is left alone;
* **a vendor's auth header of any name** on a line of its own
  (`X-Trans-Key: …`, `X-Login: …`, `X-Session-ID: …`, `X-Api-Secret: …`):
  ten characters or more with letters and digits (a session's id: 16 or more,
  generated);
* **a member that names a shared secret without its noun** (`clientState`, a
  PagerDuty `routing_key` or `integration_key` of hex digits; an AMQP routing
  key of dotted words stays);
* **a key in a URL's path after a route that receives pings or logs**
  (`/p/<key>/`, `/ping/…`, `/inputs/<uuid>/`, `/heartbeat/…`, `/push/…`), or first in
  the path of a host named for pings (`hc-ping.com/<key>/`, `ping.<domain>/<key>`): a
  UUID, hex of 20 digits or more or a generated token (`_` allowed), or a short push
  token (8 to 19 of both cases and digits, the class changing often);
* **a key told in groups in a URL's query** (`?Key=0CWH-8AYA-69WW-C085`): three
  groups or more of 4 to 8 letters and digits, of one length, under a
  parameter named for a key, a token, a code or a licence;
* **a long base58 blob** (120 characters or more of base58's alphabet, both
  cases and digits): an access grant or a macaroon serialised (Storj's
  `uplink access import`), no id or hash is that long in base58.

The hits are judged like every other rule's: `public.py` drops ids and public
keys a vendor documents as such.
"""

from __future__ import annotations

import functools
import re
import string
from collections.abc import Callable, Iterable, Iterator
from typing import Any

from kenning.daemon.core.lazy_regex import lazy_compile
from kenning.daemon.safety.bare import _classes, _wordy, random_key
from kenning.daemon.safety.secret_rules import NAME_LETTERS, SecretRule, SpanRule
from kenning.daemon.safety.shapes import _HEX_CLASS
from kenning.daemon.safety.values import MARKER_PREFIX, UUID, hex_key, is_placeholder, is_uuid

__all__ = ["SDK_CALL_RULES", "one_case_generated"]

_HEX = frozenset(string.hexdigits)


def one_case_generated(value: str, shortest: int = 8) -> bool:
    """Whether a run of letters and digits reads as generated, in one case or both.

    Mixed case: `bare.random_key` (24 or more), or 16 or more with digits and
    the class changing every four characters. Capitals and digits: `shortest`
    or more, two digits and three letters, the class changing every five
    characters (twice in 20 or more), no run that reads as a word. Hex: 20 digits or more with both
    kinds (24, a database's object id, and 40, a commit, are ids). Small letters
    and digits: 28 or more, four digits.
    """
    if not value.isascii() or not value.isalnum() or is_placeholder(value):
        return False
    upper, lower, digit, changes = _classes(value)
    if len(value) >= 20 and all(c in _HEX for c in value) and (upper == 0 or lower == 0):
        return len(value) not in (24, 40) and digit > 0 and upper + lower > 0
    if random_key(value):
        return True
    if upper and lower:
        return len(value) >= 16 and digit >= 2 and changes * 4 >= len(value)
    letters = upper + lower
    if lower:
        return len(value) >= 28 and digit >= 4 and changes * 4 >= len(value)
    return (
        len(value) >= shortest
        and digit >= 2
        and letters >= 3
        and (changes * 5 >= len(value) or (len(value) >= 20 and changes >= 2))
        and _wordy(value) * 2 < letters
    )


# -- a setter named for a key --------------------------------------------------------------

_SETTER = lazy_compile(
    # (the secret's word alone too: a builder's `.password("…")`, round 47)
    r"(?<![\w$])(?P<name>(?:[A-Za-z_][A-Za-z0-9_]{0,60}?)?(?i:key|token|secret|password|passwd))"
    # (a value of a password's symbols too: MSAL's `~` in a client secret, a `%` — round 47)
    r"(?:\.(?:set|put|assign|value))?\(\s{0,4}(?P<q>[\"'`])(?P<v>[A-Za-z0-9_+/=.~%!@#*-]{8,400})"
    r"(?P=q)\s{0,4}\)"
)
#: a name that reads a key, not one that sets it (`getKey`, `hasToken`, `verifyToken`)
_READER = lazy_compile(
    r"(?i)^(?:get|has|find|lookup|load|read|fetch|delete|remove|revoke|verify|validate|parse"
    r"|decode|is|check|resolve|describe|list)"
)
_NOT_KEY = lazy_compile(
    r"(?i)public|pub(?=[A-Z_]|key)|primary|foreign|sort|cache|partition|idempot|hash|lookup|map"
    r"|dict|unique|group|routing|shard|object|s3|blob|file|path|next|page|cursor|csrf|lang"
    r"|translat|i18n|label|message|string|sign_?in"
)


#: the call's opening `(` and its argument's quote, as `_SETTER` reads them
_PAREN_QUOTE = lazy_compile(r"\(\s{0,4}[\"'`]")
#: a setter's method between the name and the `(`, as `_SETTER` reads it (before `endpos`)
_SETTER_METHOD = lazy_compile(r"\.(?:set|put|assign|value)\Z")
#: the first start of `_SETTER`'s name in a run of its characters that ends at `endpos`
_SETTER_NAME = lazy_compile(r"[A-Za-z_][A-Za-z0-9_]*\Z")
#: the longest name `_SETTER` reads: a first character, 60 more and `password`
_SETTER_MOST = 69


def _setter_matches(text: str) -> Iterator[re.Match[str]]:
    r"""`_SETTER.finditer(text)`, tried only where a match can start.

    A match's name is a run of `[A-Za-z0-9_]` that ends where the run does (a `(`
    or a method's `.` follows) and starts after no word character (`(?<![\w$])`):
    the start of that run. So each `(` with a quote after it decides at most two
    starts (the run before it, and the run before `.set` and the like), each tried
    once. `finditer` tried every offset of the text with a lazy name of up to 61
    characters (the medium bench corpus's 4,210 texts this rule reads, 7 MB: 0.81 ->
    0.02 CPU-s, median of 5 alternated, the same matches).
    """
    at = 0
    for paren in _PAREN_QUOTE.finditer(text):
        call = paren.start()
        if call < at:
            continue
        method = _SETTER_METHOD.search(text, max(at, call - 7), call)
        ends = (call,) if method is None else (method.start(), call)
        for end in ends:
            start = max(at, end - _SETTER_MOST)
            if start >= end:
                continue
            name = _SETTER_NAME.search(text, start, end)
            if name is None:
                continue
            m = _SETTER.match(text, name.start())
            if m is not None:
                yield m
                at = m.end()
                break


#: the joiners and symbols a generated secret may hold between its runs (`-`, `_`, MSAL's
#: `~` and `.`), set aside when its runs are judged
_JOINERS = str.maketrans("", "", "-_~.")


def _password_valued(value: str) -> bool:
    """A setter's password: letters of both cases and digits, no placeholder (`changeme`)."""
    return (
        not is_placeholder(value)
        and any(c.isdigit() for c in value)
        and any(c.isupper() for c in value)
        and any(c.islower() for c in value)
    )


def _setters(text: str) -> Iterator[tuple[int, int]]:
    for m in _setter_matches(text):
        name = m.group("name")
        value = m.group("v")
        if _READER.match(name) or _NOT_KEY.search(name):
            continue
        if one_case_generated(value.translate(_JOINERS), 10) or hex_key(value):
            yield m.span("v")
        elif name.lower().endswith(("password", "passwd")) and _password_valued(value):
            yield m.span("v")  # `.password("JWdj4Pq%3D8wA7")` (sqlx's builder, round 47)


# -- a client built with the key -----------------------------------------------------------

_CALL_ARGS = lazy_compile(r"\((?P<a>[^()\n]{0,240})\)")
_STRING = lazy_compile(r"(?<![\w\]\)])(?P<q>[\"'])(?P<v>[A-Za-z0-9]{8,200})(?P=q)(?!\s*[:=(\[])")
#: a call after `=` or `new`, its name a class's or a factory's (`get_factory`, `init`); or
#: a class's method that starts its SDK (`Vendor.start(`, `Vendor.initWithKey(`,
#: `Vendor::Init(`), or options built inside such a call (`(InitOptions(`, `(SdkConfig(`)
_BUILT_CALLEE = (
    r"(?P<c>[A-Z][A-Za-z0-9_]{1,40}"
    r"|(?:get|create|new|make|build|init)_?[a-z]{0,20}(?:factory|client|sdk)|init(?:ialize)?)"
)
_STARTED = (
    r"(?P<k>[A-Z][A-Za-z0-9]{2,40})(?:\.|::)(?P<m>(?:[Ss]tart|[Ii]nit|[Ii]nitiali[sz]e|[Ss]etup"
    r"|[Cc]onfigure)(?:With[A-Z][A-Za-z]{0,30})?)[ \t]*"
)
_OPTIONS = (
    r"\([ \t]*(?P<o>[A-Z][A-Za-z0-9]{0,30}(?:Options|Config|Configuration|Params|Settings"
    r"|Credentials))[ \t]*"
)
_BUILT_CALL = lazy_compile(
    rf"(?:=|\bnew)[ \t]*(?:[A-Za-z_]\w{{0,40}}\.){{0,2}}{_BUILT_CALLEE}[ \t]*(?=\()"
    rf"|(?<![\w.]){_STARTED}(?=\()|{_OPTIONS}(?=\()"
)


#: `_BUILT_CALL` for RE2, the rule's `requires` in any text (`requires_beyond_ascii`):
#: without its look-arounds (and `\\b`), its groups not captured, its bounded repeats
#: unbounded above (`{2,40}` as `{2,}`: a few states where the bounds made the automaton
#: outgrow its memory on long texts), the `\\w` of a qualified name's parts as any
#: character but ASCII's other than a word's (`\\w` reads beyond ASCII): it matches
#: wherever `_BUILT_CALL` does, so a text where it finds none holds no such call
_BUILT_REQUIRES = re.sub(
    r"\{([0-9]+),[0-9]+\}",
    r"{\1,}",
    re.sub(
        r"\(\?P<[a-z]+>",
        "(?:",
        rf"(?:=|new)[ \t]*(?:[A-Za-z_][^\x00-\x2f\x3a-\x40\x5b-\x5e\x60\x7b-\x7f]{{0,40}}\.){{0,2}}"
        rf"{_BUILT_CALLEE}[ \t]*\(|{_STARTED}\(|{_OPTIONS}\(",
    ),
)


#: the words of a class whose string is a value, not a key (camel-case parts, lower case)
_NOT_BUILT = frozenset(
    (  # noqa: SIM905  (a word list reads better as one string)
        "date time datetime path url uri regex pattern locale money price amount point coord "
        "vector matrix size rect font image icon name text label message error exception user "
        "order item product sku isbn barcode phone email address record model node edge"
    ).split()
)
#: the words of a class whose start is a build's, a job's or a process's, not an SDK's
_NOT_SDK = frozenset(
    (  # noqa: SIM905  (a word list reads better as one string)
        "build deploy deployment release job task pipeline ci git repo commit artifact span "
        "trace tracer test timer server process thread worker"
    ).split()
)


def _built(text: str) -> Iterator[tuple[int, int]]:
    if "(" not in text or ('"' not in text and "'" not in text):
        return  # no call with a quoted argument: the scan below would find none
    for m in _BUILT_CALL.finditer(text):
        callee = m.group("c") or m.group("o")
        # an SDK's start (`m`, `o`): its name says what it takes (`startWithAppId`), and hex
        # alone there is an app's id or a trace's, not its key: hex only as a pair's secret
        started = callee is None or m.group("o") is not None
        if callee is not None:
            words = {w.lower() for w in NAME_LETTERS.findall(callee)}
            if _HEX_CLASS.search(callee) or words & _NOT_BUILT:
                continue
        if started and {w.lower() for w in NAME_LETTERS.findall(m.group("k") or callee)} & _NOT_SDK:
            continue  # a build's or a job's start takes a commit and its number
        args = _CALL_ARGS.match(text, m.end())
        if args is None:
            continue
        taken = 0
        before: str | None = None  # the literal before this one
        spans: list[tuple[int, int]] = []
        for s in _STRING.finditer(args.group("a")):
            value, prior, before = s.group("v"), before, s.group("v")
            alone = one_case_generated(value) and not (started and _hex_only(value))
            if not (alone or _pair_secret(value, prior)):
                continue
            taken += 1
            # hex shorter than a key's alone is an app's public key (Pusher's); after
            # another generated value it is the pair's secret (a site's id, then its key)
            if taken == 1 and len(value) < 32 and all(c in _HEX for c in value):
                continue
            start = args.start("a") + s.start("v")
            spans.append((start, start + len(value)))
        if started and spans:
            # an SDK's start takes its app's id first, then the key (redacted already when
            # the text is redacted again: its marker stands after the id)
            a, rest = spans[0], text[spans[0][1] : args.end("a")]
            after = [text[x:y] for x, y in spans[1:]] or (
                [MARKER_PREFIX] if MARKER_PREFIX in rest else []
            )
            if after and _an_id(text[a[0] : a[1]], after[0]):
                spans = spans[1:]
        yield from spans
        if not started and "client" in words:
            yield from _client_uuid(args)


#: a host as a literal argument (`"api.example.com"`, `"https://eu.example.io:8443/v1"`)
_HOST_ARG = lazy_compile(
    r"[\"'](?:[a-z]{2,8}://)?[a-z0-9-]{1,63}(?:\.[a-z0-9-]{1,63})+(?::\d{2,5})?"
    r"(?:/[^\"'\s]*)?[\"']"
)
_UUID_ARG = lazy_compile(r"(?<=[\"'])" + UUID + r"(?=[\"'])")


def _client_uuid(args: re.Match[str]) -> Iterator[tuple[int, int]]:
    """A client built with a host and one UUID (`new X.Client("https", "<host>", 443,
    "<uuid>")`): the UUID is the key the host is called with, as a connection's last part;
    two UUIDs are ids (a tenant's and an app's), and without a host a UUID is an id too."""
    a = args.group("a")
    uuids = list(_UUID_ARG.finditer(a))
    if len(uuids) == 1 and _HOST_ARG.search(a) is not None:
        start = args.start("a") + uuids[0].start()
        yield start, start + 36


def _an_id(first: str, then: str) -> bool:
    """The first of two values an SDK's start takes is its app's id: of one case (capitals
    and digits, `QJRYS6WI92`), or shorter than the key after it (a marker: 24)."""
    size = 24 if then.startswith(MARKER_PREFIX) else len(then)
    return len(first) < size or first == first.upper() or first == first.lower()


def _hex_only(value: str) -> bool:
    return all(c in _HEX for c in value)


def _pair_secret(value: str, prior: str | None) -> bool:
    """Hex of 32 digits or more after the app's id (digits, or hex of another length): the
    pair's secret (`start("<24 hex>", "<40 hex>")`), though 40 alone would read as a commit;
    two of one shape (`("<40 hex>", "<40 hex>")`) are a range of commits, not a pair."""
    if prior is None or len(value) < 32 or len(prior) == len(value):
        return False
    if not _hex_only(value) or not (value.islower() or value.isupper()):
        return False
    return (prior.isdigit() and len(prior) >= 6) or _hex_only(prior)


# -- a vendor's auth header ----------------------------------------------------------------

_HEADER = lazy_compile(
    r"(?im)^[ \t]*(?:[<>][ \t])?(?P<name>X-(?:[A-Za-z0-9]{1,24}-){0,3}"
    r"(?:[A-Za-z0-9]{0,24}Key|Login|Secret|Token|Pass(?:word)?|Session(?:-?Id)?))"
    r"[ \t]*:[ \t]*(?P<v>[A-Za-z0-9_+/=.-]{10,400})[ \t]*\r?$"
)
_NOT_CREDENTIAL = lazy_compile(
    r"(?i)request|trace|correlat|idempot|cache|routing|partition|dedup|public|lookup|sort"
    r"|signature|encryption-key-md5|csrf|xsrf|websocket|nonce|ratelimit|rate-limit|next|page"
)


def _headers(text: str) -> Iterator[tuple[int, int]]:
    for m in _HEADER.finditer(text):
        name = m.group("name")
        value = m.group("v")
        if _NOT_CREDENTIAL.search(name) or is_placeholder(value) or is_uuid(value):
            continue
        plain = value.replace("-", "").replace("_", "")
        if "session" in name.lower():
            ok = one_case_generated(plain, 16) and len(plain) >= 16
        else:
            upper, lower, digit, _ = _classes(plain)
            ok = one_case_generated(plain, 10) or (
                plain.isalnum() and digit > 0 and upper > 0 and lower > 0
            )
        if ok:
            yield m.span("v")


# -- a member that names a shared secret without its noun ----------------------------------

_MEMBER = lazy_compile(
    r"(?i)(?<![\w-])[\"']?(?P<name>client_?state|routing_?key|integration_?key|service_?key"
    r"|events?_?key)[\"']?[ \t]*[:=][ \t]*(?P<q>[\"'])(?P<v>[A-Za-z0-9_+/=-]{16,200})(?P=q)"
)


#: the names `_MEMBER` reads, as the gates' pairs of words (with and without `_`)
_MEMBER_NAMES = (
    ("client", "state"),
    ("routing", "key"),
    ("integration", "key"),
    ("service", "key"),
    ("event", "key"),
    ("events", "key"),
)


def _members(text: str) -> Iterator[tuple[int, int]]:
    for m in _MEMBER.finditer(text):
        value = m.group("v")
        if one_case_generated(value.replace("-", "").replace("_", ""), 16) or hex_key(value):
            yield m.span("v")


# -- a key in a URL's path after a route that receives pings or logs -----------------------

_ROUTE = lazy_compile(
    r"(?i)https?://[A-Za-z0-9.-]{1,200}(?::\d{1,5})?(?:/[A-Za-z0-9._~-]{1,80}){0,6}?"
    r"/(?:p|ping|pings|heartbeats?|hb|inputs?|ingest|collect|push|beacon|check-?ins?)"
    r"/(?P<v>[A-Za-z0-9_-]{8,80})(?=[/?#\s\"'`)]|$)"
)
#: a host named for the pings it receives (`hc-ping.com`, `ping.acme.io`,
#: `heartbeat.example.net`): its path's first segment is the check's key
_PING_HOST = lazy_compile(
    r"(?i)https?://(?:[A-Za-z0-9-]{1,63}\.){0,4}[A-Za-z0-9-]{0,30}"
    r"(?:ping|heartbeat|checkin|check-in)[A-Za-z0-9-]{0,30}\.[A-Za-z0-9.-]{2,100}(?::\d{1,5})?"
    r"/(?P<v>[A-Za-z0-9_-]{8,80})(?=[/?#\s\"'`)]|$)"
)


def _digit(value: str) -> bool:
    return any(c.isdigit() for c in value)


def _route_key(value: str) -> bool:
    if len(value) < 20:
        # a short push token (8 to 19): both cases and a digit, the class changing often
        upper, lower, digit, changes = _classes(value)
        return bool(upper and lower and digit) and value.isalnum() and changes * 3 >= len(value)
    bare_value = value.replace("-", "").replace("_", "")
    if "_" in value:
        # words joined by `_` are a slug (`My_Project_2024`): a key's class changes often
        *_, changes = _classes(bare_value)
        if changes * 2 < len(bare_value):
            return False
    if is_uuid(value) or one_case_generated(bare_value, 20):
        return True
    # 20 or more of both cases with a digit: generated
    return "-" not in value and value.lower() != value != value.upper() and _digit(value)


def _routes(text: str) -> Iterator[tuple[int, int]]:
    for pattern in (_ROUTE, _PING_HOST):
        for m in pattern.finditer(text):
            if _route_key(m.group("v")):
                yield m.span("v")


# -- a key told in groups in a URL's query ------------------------------------------------

_QUERY_GROUPS = lazy_compile(
    r"[?&](?i:[a-z_]{0,20}(?:key|token|secret|code|license|licence))="
    r"(?P<v>[A-Za-z0-9]{4,8}(?:-[A-Za-z0-9]{4,8}){2,7})(?=[&#\s\"'`)]|$)"
)


def _query_groups(text: str) -> Iterator[tuple[int, int]]:
    for m in _QUERY_GROUPS.finditer(text):
        groups = m.group("v").split("-")
        joined = "".join(groups)
        if (
            len({len(g) for g in groups[:-1]}) == 1
            and len(joined) >= 12
            and any(c.isdigit() for c in joined)
            and sum(c.isalpha() for c in joined) >= 4
        ):
            yield m.span("v")


# -- a long base58 blob --------------------------------------------------------------------

_BASE58 = lazy_compile(r"(?<![A-Za-z0-9+/=_.-])[1-9A-HJ-NP-Za-km-z]{120,8000}(?![A-Za-z0-9+/=_.-])")


@functools.cache
def _base58_run() -> Any:
    """120 base58 characters in a row, for RE2: found wherever `_BASE58` matches."""
    import re2  # linear time, no try at each position

    return re2.compile(r"[1-9A-HJ-NP-Za-km-z]{120}")


def _blobs(text: str) -> Iterator[tuple[int, int]]:
    if _base58_run().search(text) is None:
        return  # no run of 120: one RE2 pass, less than half of `split` and a test per word
    for m in _BASE58.finditer(text):
        value = m.group()
        upper, lower, digit, changes = _classes(value)
        if upper and lower and digit and changes * 3 >= len(value):
            yield m.span()


# -- a query's `key` handed to an HTTP client as a mapping (round 47) ---------------------------

#: an HTTP call's query parameters as a mapping (`params={…}` of requests and httpx, `params: {…}`
#: of axios, `query={…}`), and its member `key` (or `apikey`, `api_key`, `token`, `access_token`):
#: the same as `?key=…` in the URL
_PARAMS = lazy_compile(r"\b(?:params|query)[ \t]*[=:][ \t]*\{(?P<m>[^{}\n]{1,600})\}")
_QUERY_KEY = lazy_compile(
    r"""(?P<q>['"])(?i:key|apikey|api_key|token|access_token|auth)(?P=q)[ \t]*:[ \t]*"""
    r"""(?P<r>['"])(?P<v>[A-Za-z0-9_.~+/=-]{16,400})(?P=r)"""
)


def _params_keys(text: str) -> Iterator[tuple[int, int]]:
    for m in _PARAMS.finditer(text):
        for k in _QUERY_KEY.finditer(text, m.start("m"), m.end("m")):
            value = k.group("v")
            if hex_key(value) or one_case_generated(value.translate(_JOINERS), 10):
                yield k.span("v")


def _rule(
    kind: str,
    find: Callable[[str], Iterable[tuple[int, int]]],
    gates: tuple[str, ...],
    requires: tuple[str, ...] = (),
    beyond_ascii: bool = False,
) -> SpanRule:
    return SpanRule(
        kind, find, gates=gates, priority=2, requires=requires, requires_beyond_ascii=beyond_ascii
    )


SDK_CALL_RULES: tuple[SecretRule, ...] = (
    _rule("secret_setter", _setters, ("key(", "token(", "secret(", "password(", ".set(")),
    _rule("token_argument", _built, ("@ld",), (_BUILT_REQUIRES,), beyond_ascii=True),
    _rule("auth_header", _headers, ("x-",)),
    _rule(
        "secret_member",
        _members,
        tuple(f"{a}{sep}{b}" for a, b in _MEMBER_NAMES for sep in ("", "_")),
    ),
    _rule(
        "ping_key",
        _routes,
        (
            "/p/",
            "/ping",
            "/heartbeat",
            "/hb/",
            "/input",
            "/ingest",
            "/collect/",
            "/push/",
            "/beacon/",
            "/checkin",
            "/check-in",
            "ping.",
            "-ping",
            "heartbeat.",
        ),
    ),
    _rule("access_grant", _blobs, ("@run24",)),
    _rule("api_key_assignment", _params_keys, ("params", "query")),
    _rule(
        "api_key_assignment",
        _query_groups,
        ("key=", "token=", "secret=", "code=", "license="),
        # `_QUERY_GROUPS` for RE2 (`requires_of`): its name, `=` and a first group's dash
        (r"[?&](?i:[a-z_]*(?:key|token|secret|code|license|licence))=[A-Za-z0-9]{4,8}-",),
    ),
)
