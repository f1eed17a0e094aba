"""A secret's name and its value written apart: a call's two strings, an object's
`"value"` beside a key's name, a CSV column under a secret's header.

The name rule (names.py) reads a value right after its name (`NAME=v`,
`"name": "v"`). Three common layouts put the name elsewhere:

* **a call given the name, then the value**, as two string literals:
  `System.put_env("MAIL_API_KEY", "…")`, `os.environ.setdefault("DB_PASSWORD",
  "…")`, `[Environment]::SetEnvironmentVariable('API_TOKEN', '…')`,
  `System.setProperty("db.password", "…")`, `config.set("api_key", "…")`:
  the value is judged as the name rule judges a quoted value under that name;
* **an object whose `"value"` is named by a sibling**: `{"keyName": "key1",
  "value": "…"}` (a cloud CLI listing keys), `{"Name": "/prod/db/password",
  "Value": "…"}`, `{"name": "API_TOKEN", "value": "…"}`: a sibling key that
  names a key (`keyName`, `key_name`) makes a generated value a secret; a
  sibling `name` whose value names a secret makes the value one as the name
  rule would;
* **a CSV or TSV column under a secret's header**: `Name,Client ID,Client
  Secret,Redirect URI` then rows: the cells of the `Client Secret` column are
  judged as quoted values under that name, row by row until a blank line;
* **a request header on a command line** (`curl -H 'Tenant-Code: <key>'`,
  `--header`) whose name says nothing else of its value (not an id, a trace,
  a content type, a signature…): a generated value is a secret;
* **a setter named for a secret, given one string** (`.setTransactionKey("…")`,
  `.setApiToken('…')`): judged as a quoted value under the setter's name; a
  name ending in `Key` that says nothing more (no primary, sort or public key)
  takes a value that reads as a token, a `…User`/`…Username` a generated
  value of 32 characters or more (a key given as the basic-auth user);
* **a URL's secret query parameter closing one string, its value the next**,
  joined by an operator (`"…?api_token=" <> "…"`, `+`, `..`, `.`, `&`, `||`);
* **a basic-auth pair built from an id and a literal secret**, in a string
  (`"$client_id:…"`, `"${user}:…"`, `"#{key}:…"`, `"{id}:…"`) or by
  operators (`id + ":" + "…"`, VB's `&`, Lua's `..`), in a text that encodes or
  sends it as basic auth: a generated literal is taken.

Speed: the gates are the credential words every text is searched for already
(`key`, `secret`, `pass`, `token`, `auth`) and `"value"`; each layout is read
from a literal (`(`, `"value"`, a header line's delimiters) only. The setter's
gates are a credential word and its `("` or `('`, the URL's a credential word and
its `="` or `='`, the built pair's `base64` and `basic `.
"""

from __future__ import annotations

import csv
from collections.abc import Iterator, Mapping
from dataclasses import dataclass

from kenning.daemon.core.lazy_regex import lazy_compile
from kenning.daemon.safety.clauses import generated_value
from kenning.daemon.safety.secret_rules import Hit, SecretRule, SpanRule
from kenning.daemon.safety.shapes import password_shaped
from kenning.daemon.safety.tongues import ADDRESS
from kenning.daemon.safety.values import (
    MARKER_PREFIX,
    classify_key,
    has_upper_lower_digit,
    is_placeholder,
    quoted_value_ok,
    weak_token_ok,
)

__all__ = [
    "PAIR_RULES",
    "built_pairs",
    "call_pairs",
    "csv_columns",
    "header_values",
    "named_values",
    "setter_values",
    "url_joined_values",
]

# -- a call's two strings -------------------------------------------------------------

_CALL_PAIR = lazy_compile(
    r"""\(\s{0,2}(?P<nq>["'])(?P<name>[A-Za-z_][\w.\-/]{1,80})(?P=nq)\s{0,2},\s{0,4}"""
    r"""(?P<q>["'])(?P<v>[^"'\\\s]{4,400})(?P=q)\s{0,2}[,)]"""
)


def _judged(name: str, value: str) -> str | None:
    """The kind of the secret a quoted `value` under `name` is, or None."""
    verdict = classify_key(name.rsplit("/", 1)[-1].rsplit(".", 1)[-1]) or classify_key(name)
    if verdict is None or value.startswith(MARKER_PREFIX):
        return None
    kind, strong = verdict
    if kind == "docker_auth":
        return None  # `auth` alone: the name rule's own judgement (base64 of user:password)
    if not quoted_value_ok(value, name, strong):
        return None
    if not strong and not weak_token_ok(value):
        return None
    return kind


def call_pairs(text: str) -> Iterator[tuple[str, int, int]]:
    """(kind, start, end) of values given to a call right after a secret's name."""
    for m in _CALL_PAIR.finditer(text):
        kind = _judged(m.group("name"), m.group("v"))
        if kind is not None:
            yield kind, m.start("v"), m.end("v")


# -- an object's "value" named by a sibling ---------------------------------------------

_VALUE = lazy_compile(
    r"""["'](?:value|Value|VALUE)["']\s{0,4}:\s{0,4}["'](?P<v>[^"'\\\s]{8,800})["']"""
)
_SIBLING = lazy_compile(
    r"""["'](?P<key>keyName|key_name|KeyName|name|Name|NAME|key|Key)["']\s{0,4}:\s{0,4}"""
    r"""["'](?P<n>[^"'\\\n]{1,120})["']"""
)
# how far the object around a value is read, each side
_OBJECT_REACH = 300


def _object(text: str, start: int, end: int) -> tuple[int, int]:
    lo = text.rfind("{", max(0, start - _OBJECT_REACH), start)
    hi = text.find("}", end, end + _OBJECT_REACH)
    return (lo if lo >= 0 else start), (hi if hi >= 0 else end)


def named_values(text: str) -> Iterator[tuple[str, int, int]]:
    """(kind, start, end) of `"value"`s whose object names them a key or a secret."""
    for m in _VALUE.finditer(text):
        value = m.group("v")
        if is_placeholder(value) or value.startswith(MARKER_PREFIX):
            continue
        lo, hi = _object(text, m.start(), m.end())
        for s in _SIBLING.finditer(text, lo, hi):
            key = s.group("key").lower()
            if key in ("keyname", "key_name"):
                if generated_value(value.rstrip("=")):
                    yield "secret_assignment", m.start("v"), m.end("v")
                    break
                continue
            kind = _judged(s.group("n"), value)
            if kind is not None:
                yield kind, m.start("v"), m.end("v")
                break


# -- a CSV column under a secret's header -----------------------------------------------

#: a secret's word in a header's cell (`Client Secret,`, `password\t`, a last cell `Secret
#: Access Key`, `API Token`; round 32): the words open the CSV part, and the rule runs where
#: a line holds one and two delimiters and a line follows (`_CSV_REQUIRES`: one RE2 set)
_HEADER_WORDS = ("secret", "password", "token", "key")
_CSV_GATES = frozenset(_HEADER_WORDS)
_WORD = "(?:" + "|".join(_HEADER_WORDS) + ")"
_CSV_REQUIRES = tuple(
    f"(?i){a}[^\\n]*{b}[^\\n]*{c}[^\\n]*\\n"
    for a, b, c in (
        ("[,;\t]", "[,;\t]", _WORD),
        ("[,;\t]", _WORD, "[,;\t]"),
        (_WORD, "[,;\t]", "[,;\t]"),
    )
)
_MAX_ROWS = 200
#: a sheet's delimiters, in the order one is chosen (a spreadsheet of a `;` locale saves `;`)
_DELIMITERS = ("\t", ",", ";")


def _password_cell(name: str, cell: str) -> bool:
    """Whether `cell`, under a password's column `name`, reads as a typed password: both
    cases and a digit (`Pdga1F64LE@721`; `password_shaped` wants a symbol and no `@`, `#`,
    `$`, which a sheet's generated passwords hold), no address, no placeholder."""
    return (
        "pass" in name
        and has_upper_lower_digit(cell)
        and ADDRESS.fullmatch(cell) is None
        and "/" not in cell
        and not is_placeholder(cell)
    )


# a header's cell: a name of up to four words; a header line holds no code's marks
_HEADER_CELL = lazy_compile(
    r"""["']?[A-Za-z][A-Za-z0-9_-]{0,30}(?: [A-Za-z0-9_-]{1,30}){0,3}["']?"""
)
_CODE_MARKS = lazy_compile(r"[()=;{}\[\]<>]|\b(?:import|from|def|return|const|let|var)\b|^\s")
# a cell that can be a secret: one token, no blank
_CELL = lazy_compile(r"[A-Za-z0-9+/=._~:!@#$%^&*-]{8,400}")


def _column_name(cell: str) -> str:
    return "_".join(cell.strip().strip("\"'").lower().split())


def csv_columns(text: str, low: str) -> Iterator[tuple[str, int, int]]:
    """(kind, start, end) of cells under a header naming a secret, in CSV or TSV."""
    seen: set[int] = set()
    for word in _HEADER_WORDS:
        at = low.find(word)
        n = 0
        while at >= 0 and n < 4:
            n += 1
            ls = text.rfind("\n", 0, at) + 1
            le = text.find("\n", at)
            le = len(text) if le < 0 else le
            at = low.find(word, le)
            if ls in seen:
                continue
            seen.add(ls)
            # `_rows`' first tests inline (a generator per line costs more than they do):
            # a header of at most 400 characters with a line under it and two delimiters
            if le - ls > 400 or le >= len(text):
                continue
            if all(text.count(d, ls, le) < 2 for d in _DELIMITERS):
                continue
            yield from _rows(text, ls, le)


def _rows(text: str, ls: int, le: int) -> Iterator[tuple[str, int, int]]:
    if le - ls > 400 or le >= len(text):
        return
    delim = next((d for d in _DELIMITERS if text.count(d, ls, le) >= 2), "")
    if not delim:
        return
    ne = text.find("\n", le + 1)
    if text.count(delim, le + 1, ne if ne >= 0 else len(text)) < 2:
        return  # no row under it
    header = text[ls:le]
    if _CODE_MARKS.search(header.replace(";", ",") if delim == ";" else header) is not None:
        return  # code (`from config import A_TOKEN, B_KEY`, a call's arguments), not a header
    cells = next(csv.reader([header], delimiter=delim))
    if not all(_HEADER_CELL.fullmatch(c.strip()) for c in cells):
        return
    kinds = {}
    for i, cell in enumerate(cells):
        name = _column_name(cell)
        if not name or len(name) > 40:
            continue
        verdict = classify_key(name)
        if verdict is not None and verdict[0] != "docker_auth":
            kinds[i] = name
    if not kinds:
        return
    pos = le + 1
    for _ in range(_MAX_ROWS):
        if pos >= len(text):
            return
        end = text.find("\n", pos)
        end = len(text) if end < 0 else end
        line = text[pos:end]
        if not line.strip() or line[0].isspace():
            return  # a blank line, or an indented one: the table ended
        yield from _cells(text, pos, line, delim, kinds, len(cells))
        pos = end + 1


def _cells(
    text: str, pos: int, line: str, delim: str, kinds: Mapping[int, str], width: int
) -> Iterator[tuple[str, int, int]]:
    cells = next(csv.reader([line], delimiter=delim))
    if len(cells) != width:
        return  # not a row of this table
    # the cells' offsets: walk the line, field by field (quotes kept as written)
    offset = 0
    for i, cell in enumerate(cells):
        raw_at = line.find(cell, offset)
        if raw_at < 0:
            return
        offset = raw_at + len(cell)
        name = kinds.get(i)
        if name is None or not cell or cell.startswith(MARKER_PREFIX):
            continue
        if _CELL.fullmatch(cell) is None or not (
            generated_value(cell) or password_shaped(cell) or _password_cell(name, cell)
        ):
            continue  # a row's cell is a value as it stands: generated, or a password's shape
        kind = _judged(name, cell)
        if kind is not None:
            yield kind, pos + raw_at, pos + raw_at + len(cell)


# -- a request header given on a command line ------------------------------------------

_HEADER = lazy_compile(
    r"""(?:-H|--header)[ \t]{1,4}(?P<q>["'])(?P<name>[A-Za-z][\w-]{1,40})[ \t]*:[ \t]*"""
    r"""(?P<v>[^"'\s]{20,800})(?P=q)"""
)
#: header names that say what else their value is
_HEADER_WORDS_KEPT = frozenset(
    (  # noqa: SIM905
        "id request trace span correlation etag match accept content type agent host origin "
        "referer date range version cache encoding language length digest signature nonce "
        "forwarded real ip idempotency client session b3 parent state traceparent tracestate"
    ).split()
)


def header_values(text: str) -> Iterator[tuple[str, int, int]]:
    """(kind, start, end) of generated values of request headers on a command line (`curl -H
    'Tenant-Code: <key>'`) whose name says nothing else of them (`X-Request-Id` stays)."""
    for m in _HEADER.finditer(text):
        name = m.group("name").lower()
        if set(name.replace("_", "-").split("-")) & _HEADER_WORDS_KEPT:
            continue
        value = m.group("v")
        if is_placeholder(value) or value.startswith(MARKER_PREFIX) or "://" in value:
            continue
        if generated_value(value.rstrip("=")):
            yield "api_key_assignment", m.start("v"), m.end("v")


@dataclass(frozen=True)
class _HeaderRule:
    kind: str = "api_key_assignment"
    gates: tuple[str, ...] = ("-h '", "--header")
    needles: tuple[str, ...] = ()
    priority: int = 9

    def scan(self, text: str, low: str, first: Mapping[str, int]) -> Iterator[Hit]:
        return (Hit(kind, s, e, self.priority) for kind, s, e in header_values(text))


@dataclass(frozen=True)
class _CallPairRule:
    kind: str = "secret_assignment"
    # the credential words every text is searched for already, then a string and a comma
    gates: tuple[str, ...] = ("key", "secret", "pass", "token", "auth")
    needles: tuple[str, ...] = ('",', "',")
    priority: int = 8

    def scan(self, text: str, low: str, first: Mapping[str, int]) -> Iterator[Hit]:
        return (Hit(kind, s, e, self.priority) for kind, s, e in call_pairs(text))


@dataclass(frozen=True)
class _NamedValueRule:
    kind: str = "secret_assignment"
    gates: tuple[str, ...] = ('"value"',)
    needles: tuple[str, ...] = ()
    priority: int = 8

    def scan(self, text: str, low: str, first: Mapping[str, int]) -> Iterator[Hit]:
        return (Hit(kind, s, e, self.priority) for kind, s, e in named_values(text))


@dataclass(frozen=True)
class _CsvRule:
    kind: str = "secret_assignment"
    gates: tuple[str, ...] = tuple(sorted(_CSV_GATES))
    needles: tuple[str, ...] = ("\n",)  # a header, then rows
    priority: int = 8
    requires: tuple[str, ...] = _CSV_REQUIRES

    def scan(self, text: str, low: str, first: Mapping[str, int]) -> Iterator[Hit]:
        return (Hit(kind, s, e, self.priority) for kind, s, e in csv_columns(text, low))


# -- a setter named for a secret -------------------------------------------------------

_SETTER = lazy_compile(
    r"""(?:\.|->)set(?P<name>[A-Z]\w{0,60})\(\s{0,2}(?P<q>["'])(?P<v>[^"'\\\s]{6,400})(?P=q)\s{0,2}\)"""
)
# a `…Key` that is no credential: a record's, a map's, a cache's, a public one
_OTHER_KEYS = lazy_compile(
    r"(?i)(?:primary|sort|partition|foreign|public|publishable|cache|idempoten\w*|object|hash"
    r"|row|map|lookup|index|group|routing|dedup\w*|composite|unique|site|storage|shortcut|hot)key$"
)


def _setter_kind(name: str, value: str) -> str | None:
    """The kind of secret a setter called `set<name>` is given in `value`, or None."""
    if is_placeholder(value) or value.startswith(MARKER_PREFIX):
        return None
    kind = _judged(name, value)
    if kind is not None:
        return kind
    if name.endswith("Key") and _OTHER_KEYS.search(name) is None:
        ok = len(value) >= 12 and (generated_value(value) or weak_token_ok(value))
    else:  # a key given as the basic-auth user
        ok = name.endswith(("User", "Username")) and len(value) >= 32 and generated_value(value)
    return "api_key_assignment" if ok else None


def setter_values(text: str) -> Iterator[tuple[str, int, int]]:
    """(kind, start, end) of strings given to a setter that names a secret."""
    for m in _SETTER.finditer(text):
        kind = _setter_kind(m.group("name"), m.group("v"))
        if kind is not None:
            yield kind, m.start("v"), m.end("v")


@dataclass(frozen=True)
class _SetterRule:
    kind: str = "secret_assignment"
    gates: tuple[str, ...] = tuple(
        w + q
        for w in ("key(", "secret(", "token(", "password(", "user(", "username(")
        for q in ('"', "'")
    )
    needles: tuple[str, ...] = (".set", "->set")
    priority: int = 8

    def scan(self, text: str, low: str, first: Mapping[str, int]) -> Iterator[Hit]:
        return (Hit(kind, s, e, self.priority) for kind, s, e in setter_values(text))


# -- a URL's secret parameter joined to its value by an operator -------------------------

_URL_JOINED = lazy_compile(
    r"""[?&](?P<name>[A-Za-z][\w.-]{0,40})=(?P<q>["'])\s{0,2}(?:<>|\+\+|\+|\.\.|\.|&|\|\|)"""
    r"""\s{0,2}(?P<q2>["'])(?P<v>[^"'\\\s]{8,400})(?P=q2)"""
)


def url_joined_values(text: str) -> Iterator[tuple[str, int, int]]:
    """(kind, start, end) of literals joined to a URL string ending in a secret's parameter."""
    for m in _URL_JOINED.finditer(text):
        kind = _judged(m.group("name"), m.group("v"))
        if kind is not None:
            yield kind, m.start("v"), m.end("v")


@dataclass(frozen=True)
class _UrlJoinedRule:
    kind: str = "secret_assignment"
    gates: tuple[str, ...] = tuple(
        w + q for w in ("key=", "secret=", "token=", "password=") for q in ('"', "'")
    )
    needles: tuple[str, ...] = ()
    priority: int = 8

    def scan(self, text: str, low: str, first: Mapping[str, int]) -> Iterator[Hit]:
        return (Hit(kind, s, e, self.priority) for kind, s, e in url_joined_values(text))


# -- a basic-auth pair built from an interpolated id and a literal secret ---------------

_BUILT_PAIR = lazy_compile(
    r"""(?:\$\{?|#\{|\{)[A-Za-z_]\w{0,40}\}?:(?P<v>[A-Za-z0-9_\-+/=.~!%^*]{16,400})["']"""
)
# `id + ":" + "…"`, `id & ":" & "…"` (VB), `id .. ":" .. "…"`: the literal after the colon
_JOINED_PAIR = lazy_compile(
    r"""(?P<q>["']):(?P=q)\s{0,2}(?:<>|\+|&|\.\.|\.)\s{0,2}(?P<q2>["'])"""
    r"""(?P<v>[A-Za-z0-9_\-+/=.~!%^*]{16,400})(?P=q2)"""
)


def built_pairs(text: str) -> Iterator[tuple[int, int]]:
    """Spans of generated literals after `"$id:` or `id + ":" +` in a text building basic auth."""
    for m in _BUILT_PAIR.finditer(text):
        start = m.start()
        if start and text[start - 1] in "\"'" and generated_value(m.group("v")):
            yield m.span("v")
    for m in _JOINED_PAIR.finditer(text):
        if generated_value(m.group("v")):
            yield m.span("v")


_BUILT_PAIR_RULE = SpanRule(
    find=built_pairs,
    kind="basic_auth_pair",
    gates=("base64", "basic "),
    needles=(),
    priority=8,
)


PAIR_RULES: tuple[SecretRule, ...] = (
    _CallPairRule(),
    _NamedValueRule(),
    _CsvRule(),
    _HeaderRule(),
    _SetterRule(),
    _UrlJoinedRule(),
    _BUILT_PAIR_RULE,
)
