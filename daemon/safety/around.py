"""Secrets known by what stands around them: a short name, a tuple, a URL's user, an object.

Round 14 of issue 27 (the classes held-out 16 showed leaking), each a place or a
name, none a vendor's:

* **a password under `pw`** (kind `password_assignment`): a name that ends in
  `_pw`, `-pw` or `.pw` (`scoreboard_admin_pw: …`, `DB_PW=…`), or a directive
  named so at a line's start, flags between (`rootpw --plaintext …`); the value
  has letters and digits, six characters or more (a password's short name takes
  a short password); under a name that ends in `_pass` (a round's or a bypass's as
  often), six or seven characters with both cases and a digit;
* **a tuple of a name and a string** (Erlang's and Elixir's configs: `{password,
  "…"}`, `{:api_key, "…"}`, `{secret, <<"…">>}`): the first element names a
  secret as an assignment's name would (`values.classify_key`), the second is the
  value;
* **a token as a URL's user with an empty or a dummy password**
  (`https://<token>:@host/…`, as package mirrors take a read token;
  `<token>:x-oauth-basic@`, `<token>:x@`): the user reads as generated (hex, a
  UUID, random letters and digits);
* **a query's access parameter** (`?accessId=<uuid>`, `&access_code=…`): `access`
  and a credential's word (`id`, `key`, `code`, `token`, `secret`) as the
  parameter's name, a value that reads as generated; another word (`access_type`,
  `access_pid`, a document's id in a download link) is no credential;
* **an object of keys** (`"securityKeys": {"S2_Authenticated": "<hex>", …}`,
  `"encryption_keys": {…}`, a YAML block or a list under such a name): an object
  whose name is a plural of key names its members' values, taken when they are hex
  of 32 digits or more (either case) or a generated value; an object of public,
  host or signing-verify keys stays, and so does one of keys that look a record up
  (a cache's, a sort's, an index's), and one named `keys` alone (any store's);
* **a key beside its IV** (`HashKey='…'` with `HashIV='…'`, `AES_KEY` with
  `AES_IV`): a name whose stem is an IV's beside it names an encryption key;
* **the one key given to a client imported from its own package** (`from
  sparkpost import SparkPost` … `SparkPost('<hex>')`, `require('@onfleet/…')` …
  `new Onfleet('<hex>')`), when it reads as generated and the class does not say
  what its argument is (`UUID`, `ObjectId`, a hash, a colour, an address);
* **a literal joined to a key's variable** (`API_KEY + "<secret>" + str(ts)`, a
  signature's string before it is hashed): random letters of both cases and digits.

Speed: the gates are literals of the one RE2 set, none led by a blank: `_pw`,
`-pw`, `.pw`, `rootpw`, a tuple's name and comma (`{password,`, `{:password,`,
…), `:@` (`:x@`, `:x-oauth-basic@`), `?access`, `&access`, an object's name and
its colon (`keys":`, `keys':`, `keys:`), an IV's name and
its operator (`iv=`, `iv:`, `iv":`), `import ` and `require(` (the client's `('`
then found with `str.find`), `key + "` and its like. Each part reads only the
line or the object around its own literal; the tuple's form is one search that
opens with its literal `{`.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from kenning.daemon.core.lazy_regex import lazy_compile
from kenning.daemon.safety.bare import _classes, _wordy
from kenning.daemon.safety.clauses import generated_value
from kenning.daemon.safety.codes import word_spots
from kenning.daemon.safety.labelled import LABELLED_RULES
from kenning.daemon.safety.operands import OPERAND_RULES
from kenning.daemon.safety.purposes import PURPOSE_RULES
from kenning.daemon.safety.secret_rules import SpanRule, with_lower
from kenning.daemon.safety.shapes import password_shaped
from kenning.daemon.safety.unnamed import UNNAMED_RULES
from kenning.daemon.safety.values import (
    classify_key,
    has_upper_lower_digit,
    not_placeholder,
    quoted_value_ok,
)

__all__ = ["AROUND_RULES", "around_secrets"]


def _line(text: str, at: int) -> tuple[int, int]:
    """The start and end of the line holding offset `at`."""
    start = text.rfind("\n", 0, at) + 1
    end = text.find("\n", at)
    return start, len(text) if end < 0 else end


# -- a password under `pw` ------------------------------------------------------------------

_PW_NAMED = lazy_compile(
    r"(?<![\w.-])(?P<name>[A-Za-z][\w.-]{0,60}[_.-](?:[Pp][Ww]|[Pp][Aa][Ss][Ss]))"
    r"[\"']?[ \t]{0,4}(?::|=|:=|=>)[ \t]{0,4}"
    r"(?P<q>[\"']?)(?P<v>[^\s\"'`,;&|]{6,128})(?P=q)(?![^\s,;)}\]])"
)
_PW_DIRECTIVE = lazy_compile(
    r"(?m)^[ \t]*(?P<name>[a-z]{2,20}pw)(?:[ \t]+--?[a-z][\w-]{0,30})*[ \t]+"
    r"(?P<q>[\"']?)(?P<v>[^\s\"'`]{6,128})(?P=q)[ \t]*\r?$"
)
_PW_GATES = ("_pw", "-pw", ".pw", "rootpw")
#: a name that ends in `pass` and its operator (`_pass` alone is in every `_password`)
_PASS_GATES = ("_pass:", "_pass=", "_pass =", '_pass":', "_pass':", "-pass:", "-pass=", ".pass=")


_MEASURE = lazy_compile(r"[0-9]{1,12}(?:\.[0-9]{1,6})?[ ]?[A-Za-z]{1,3}")
#: in a value without quotes, what code holds and a short password seldom does
_CODE_CHARS = frozenset("()[]{}<>._")


def _pw_value(value: str, quoted: bool) -> bool:
    if not not_placeholder(value) or value.startswith(("$", "%", "{")):
        return False
    if not quoted and not _CODE_CHARS.isdisjoint(value):
        return False  # `new_pw = hash2(pw)`, `admin_pw: cfg.pw2`
    if _MEASURE.fullmatch(value) is not None:
        return False  # a pulse's width (`servo_pw: 1500us`), a power (`max_pw = 250kW`)
    if password_shaped(value) or generated_value(value):
        return True
    return any(c.isdigit() for c in value) and any(c.isalpha() for c in value)


def _pw(text: str, low: str) -> Iterator[tuple[int, int]]:
    seen: set[int] = set()
    for at in word_spots(low, (*_PW_GATES, *_PASS_GATES), 32):
        start, end = _line(text, at)
        for m in _PW_NAMED.finditer(text, max(start, at - 64), min(end, at + 200)):
            value = m.group("v")
            # a pass is also a round or a bypass (`RETRY_PASS=3`): a short value under it
            # takes both cases and a digit (a longer one is the name rule's)
            if m.group("name")[-1] in "sS" and not has_upper_lower_digit(value):
                continue
            if _pw_value(value, bool(m.group("q"))):
                yield m.span("v")
        if start in seen:
            continue
        seen.add(start)
        directive = _PW_DIRECTIVE.match(text, start, end)
        if directive is not None and _pw_value(directive.group("v"), bool(directive.group("q"))):
            yield directive.span("v")


# -- a tuple of a name and a string -----------------------------------------------------------

_TUPLE = lazy_compile(
    r"\{[ \t]{0,4}:?(?P<name>[a-z][a-z0-9_]{0,60})[ \t]{0,4},[ \t]{0,4}(?:<<)?"
    r"(?P<q>[\"'])(?P<v>[^\"'\n]{1,400})(?P=q)(?:>>)?[ \t]{0,4}\}"
)
#: a tuple's opening and a secret's name, or a name that ends in one (`{db_password,`)
_TUPLE_GATES = (
    *("{password,", "{:password,", "{passwd,", "{secret,", "{:secret,", "{token,", "{:token,"),
    *("_password,", "_secret,", "_token,", "_key,"),
)


def _tuples(text: str, low: str) -> Iterator[tuple[int, int]]:
    # one search for the tuple's form (it opens with a literal `{`: `re` skips to it in C)
    for m in _TUPLE.finditer(text):
        verdict = classify_key(m.group("name"))
        value = m.group("v")
        if verdict is None or " " in value.strip():
            continue
        if quoted_value_ok(value, m.group("name"), verdict[1]):
            yield m.span("v")


# -- a token as a URL's user with an empty password --------------------------------------------

_URL_USER = lazy_compile(r"[A-Za-z0-9_-]{20,200}")
_URL_USER_GATES = (":@", ":x@", ":x-oauth-basic@", ":-@")
_SCHEME = lazy_compile(r"[a-z][a-z0-9+.-]{1,20}")


#: what a URL's password is when its user is the token: nothing, or a dummy
_DUMMY_PASSWORDS = ("", "x", "X", "x-oauth-basic", "-")


def _url_users(text: str, low: str) -> Iterator[tuple[int, int]]:
    for mark in word_spots(low, _URL_USER_GATES, 32):
        at = text.find(":", mark)
        end = text.find("@", at)
        if not text[end + 1 : end + 2].isalnum() or text[at + 1 : end] not in _DUMMY_PASSWORDS:
            continue
        sep = text.rfind("://", max(0, at - 204), at)
        if sep < 0:
            continue
        scheme = text.rfind(" ", max(0, sep - 21), sep) + 1  # (only 21 before `://` are read)
        user = text[sep + 3 : at]
        if (
            _URL_USER.fullmatch(user) is not None
            and _SCHEME.search(text[max(scheme, sep - 21) : sep]) is not None
            and generated_value(user)
        ):
            yield sep + 3, at


# -- a query's access parameter --------------------------------------------------------------

# `access` and the word of a credential's (`accessId`, `access_key`, `accessCode`); another
# word (`access_type`, `access_pid`: a document's id in a download link) says no credential
_ACCESS_QUERY = lazy_compile(
    r"[?&](?P<name>access[_-]?(?:id|key|code|token|secret))=(?P<v>[A-Za-z0-9_-]{16,200})"
    r"(?=[&#\s\"'`)]|$)",
    re.IGNORECASE,
)


def _access_queries(text: str, low: str) -> Iterator[tuple[int, int]]:
    for at in word_spots(low, ("?access", "&access"), 32):
        m = _ACCESS_QUERY.match(text, at)
        if m is None:
            continue
        if generated_value(m.group("v")):
            yield m.span("v")


# -- an object of keys -------------------------------------------------------------------------

# the object's name (quoted or not) and its body: braces (JSON, a JS or Python object) or
# the lines indented under it (YAML)
_KEYS_OBJECT = lazy_compile(
    r"(?P<qn>[\"']?)(?P<name>[A-Za-z_][\w.-]{0,60})(?P=qn)[ \t]{0,4}:[ \t]{0,4}"
    r"(?:\{(?P<body>[^{}]{1,4000})\}|\[(?P<list>[^\[\]{}]{1,4000})\]"
    r"|\r?\n(?P<block>(?:[ \t]{1,12}[^\n]{1,400}(?:\n|\Z)){1,40}))"
)
_MEMBER = lazy_compile(
    r"(?m)(?:^|[{,])[ \t]*(?P<qn>[\"']?)[A-Za-z_][\w.-]{0,80}(?P=qn)[ \t]{0,4}:[ \t]{0,4}"
    r"(?P<qv>[\"']?)(?P<v>[^\"'\s,}]{16,400})(?P=qv)[ \t]*(?=[,}]|\r?$)"
)
_ITEM = lazy_compile(r"(?P<q>[\"'])(?P<v>[^\"'\s,]{16,400})(?P=q)")
_HEX_KEY = lazy_compile(r"(?:0x)?(?:[0-9a-f]{32,128}|[0-9A-F]{32,128})")
#: keys that are public or only verify: an object of them holds nothing secret
#: and keys that look a record up (a cache's, a sort's, an index's): hashes and ids, no secret
_PUBLIC_KEYS = lazy_compile(
    r"(?i)pub|host|verif|known|trusted|authorized|cert|foreign|primary|cache|idempot|sort"
    r"|partition|index|lookup|row|object|record|item|dedup|etag|hash|checksum|digest|i18n"
    r"|translation|hotkey|shortcut|keyboard|keymap"
)


def _key_objects(text: str, low: str) -> Iterator[tuple[int, int]]:
    for at in word_spots(low, _KEYS_GATES, 32):
        start = at
        while start > max(0, at - 60) and (text[start - 1].isalnum() or text[start - 1] in "_.-"):
            start -= 1
        if start and text[start - 1] in "\"'":
            start -= 1
        m = _KEYS_OBJECT.match(text, start)
        if m is None:
            continue
        name = m.group("name")
        # a word before `keys` says whose (`security`, `network`, `api`); `keys` alone is
        # any store's (Redis keys, a cache's, translation keys)
        if not name.lower().endswith("keys") or len(name.strip("_.-")) <= 4:
            continue
        if _PUBLIC_KEYS.search(name) is not None:
            continue
        group = next(g for g in ("body", "list", "block") if m.group(g) is not None)
        base = m.start(group)
        members = _ITEM if group == "list" else _MEMBER
        for member in members.finditer(m.group(group)):
            value = member.group("v")
            if _HEX_KEY.fullmatch(value) or (not_placeholder(value) and generated_value(value)):
                yield base + member.start("v"), base + member.end("v")


# -- a key beside its IV -------------------------------------------------------------------------

# a value under a name (quoted or not), as an assignment, a keyword argument or a member gives it
_NAMED_VALUE = lazy_compile(
    r"(?P<name>[A-Za-z][\w.-]{0,60})[\"']?[ \t]{0,4}(?::|=|:=|=>)[ \t]{0,4}"
    r"(?P<q>[\"'])(?P<v>[^\"'\s]{16,128})(?P=q)"
)
_IV_GATES = ("iv=", "iv =", "iv:", 'iv":', "iv':")
#: how far from an IV its key is looked for (a call's arguments, a few lines of config)
_IV_REACH = 300


def _iv_prefix(name: str) -> str | None:
    """The part of `name` before its `IV` (`HashIV` → `hash`, `AES_IV` → `aes`), or None
    when the name is no IV's (`div`, `Div`)."""
    if name.lower() == "iv":
        return ""
    if len(name) < 3 or name[-2:].lower() != "iv":
        return None
    if name[-3] in "_-." or (name[-2:] in ("IV", "Iv") and name[-3].islower()):
        return name[:-2].rstrip("_-.").lower().replace("_", "").replace("-", "")
    return None


def _key_prefix(name: str) -> str | None:
    """The part of `name` before its `key` (`HashKey` → `hash`), or None for another name."""
    low = name.lower()
    if not low.endswith("key"):
        return None
    return low[:-3].rstrip("_-.").replace("_", "").replace("-", "")


def _keys_beside_ivs(text: str, low: str) -> Iterator[tuple[int, int]]:
    """A key whose name's stem is an IV's beside it (`HashKey`/`HashIV`, `AES_KEY`/`AES_IV`,
    `"key"`/`"iv"`): an encryption key, whatever its shape."""
    for at in word_spots(low, _IV_GATES, 32):
        start, floor = at, max(0, at - 60)
        while start > floor and (text[start - 1].isalnum() or text[start - 1] in "_.-"):
            start -= 1
        prefix = _iv_prefix(text[start : at + 2])
        if prefix is None:
            continue
        for m in _NAMED_VALUE.finditer(text, max(0, at - _IV_REACH), at + _IV_REACH):
            value = m.group("v")
            if _key_prefix(m.group("name").rsplit(".", 1)[-1]) != prefix:
                continue
            if not not_placeholder(value):
                continue
            if any(c.isdigit() for c in value) and any(c.isalpha() for c in value):
                yield m.span("v")


# -- an SDK's client built from its key ----------------------------------------------------------

# what a text imports: `from <pkg> import <names>`, `import <Name> from '<pkg>'`,
# `const <Name> = require('<pkg>')`
_IMPORTS = lazy_compile(
    r"from[ \t]+(?P<pkg>[\w.]{2,80})[ \t]+import[ \t]+\(?(?P<names>[\w, \t]{2,400})"
    r"|import[ \t]+(?P<name>\w{2,80})[ \t]+from[ \t]+[\"'](?P<from>[^\"'\n]{2,120})[\"']"
    r"|(?:const|let|var)[ \t]+(?P<req>\w{2,80})[ \t]*=[ \t]*require\([ \t]*[\"']"
    r"(?P<module>[^\"'\n]{2,120})[\"']"
)
_SDK_ARGUMENT = lazy_compile(
    r"\([ \t]{0,4}(?P<q>[\"'])(?P<v>[A-Za-z0-9_-]{20,200})(?P=q)[ \t]{0,4}\)"
)
#: a class that says what its argument is: an id, a digest, a colour, a path, a time
_WHAT_IT_IS = lazy_compile(
    r"(?i)uuid|ulid|ksuid|nanoid|cuid|snowflake|id$|ids$|hash|digest|hex|sha|md5|colou?r"
    r"|decimal|path|url|uri|date|time|version|public|pubkey|address|isbn|slug|name$|tag$"
)
_SDK_GATES = ("import ", "require(")


def _plain_name(name: str) -> str:
    return "".join(c for c in name.lower() if c.isalnum())


def _imported(text: str) -> set[str]:
    """The classes `text` imports from a package named like them (`from sparkpost import
    SparkPost`, `const Onfleet = require('@onfleet/node-onfleet')`), their names lower-cased."""
    out: set[str] = set()
    for m in _IMPORTS.finditer(text):
        if m.group("pkg") is not None:
            package = _plain_name(m.group("pkg").rsplit(".", 1)[-1])
            names = [n.strip() for n in m.group("names").split(",")]
        else:
            module = m.group("from") or m.group("module")
            package = _plain_name(module.rstrip("/").rsplit("/", 1)[-1])
            names = [m.group("name") or m.group("req")]
        for name in names:
            plain = _plain_name(name)
            if len(plain) >= 4 and (plain in package or package in plain) and name[:1].isupper():
                out.add(plain)
    return out


def _sdk_clients(text: str, low: str) -> Iterator[tuple[int, int]]:
    """The one string given to a client class imported from its own package (a vendor's SDK
    takes its key so), when it reads as generated."""
    classes: set[str] | None = None
    for quote in ("('", '("'):
        at, n = text.find(quote), 0
        while at >= 0 and n < 64:
            n += 1
            start, floor = at, max(0, at - 60)
            while start > floor and (text[start - 1].isalnum() or text[start - 1] == "_"):
                start -= 1
            name = text[start:at]
            m = _SDK_ARGUMENT.match(text, at) if name[:1].isupper() else None
            if m is not None and _WHAT_IT_IS.search(name) is None:
                if classes is None:
                    classes = _imported(text)
                if _plain_name(name) in classes and generated_value(m.group("v")):
                    yield m.span("v")
            at = text.find(quote, at + 2)


# -- a literal joined to a key to be signed --------------------------------------------------------

# a key's variable, `+` and a literal (`API_KEY + "<secret>" + str(ts)`, as a request's signature
# joins a key, a secret and a time before hashing them)
_JOINED = lazy_compile(
    r"(?P<name>[A-Za-z_][\w.]{0,60})[ \t]{0,4}\+[ \t]{0,4}"
    r"(?P<q>[\"'])(?P<v>[A-Za-z0-9]{8,64})(?P=q)"
)
_JOINED_GATES = ('key + "', "key + '", 'key+"', "key+'", 'secret + "', "secret + '")


def _joined_literals(text: str, low: str) -> Iterator[tuple[int, int]]:
    """A literal of random letters and digits joined by `+` to a variable named for a key or a
    secret: the secret half of a signature's string."""
    for at in word_spots(low, _JOINED_GATES, 32):
        for m in _JOINED.finditer(text, max(0, at - 64), at + 80):
            name, value = m.group("name").lower(), m.group("v")
            if not name.endswith(("key", "secret")) or not not_placeholder(value):
                continue
            upper, lower, digit, changes = _classes(value)
            if (
                upper >= 2
                and lower >= 2
                and digit
                and changes >= 4
                and _wordy(value) * 2 < len(value)
            ):
                yield m.span("v")


#: a plural of keys' name and its colon, quoted or not (the opening after it is the rule's)
_KEYS_GATES = ('keys":', "keys':", "keys:")


def around_secrets(text: str) -> Iterator[tuple[str, int, int]]:
    """(kind, start, end) of the values this module's places name (see the module)."""
    for rule in AROUND_RULES:
        for start, end in rule.find(text):
            yield rule.kind, start, end


AROUND_RULES: tuple[SpanRule, ...] = (
    SpanRule("password_assignment", with_lower(_pw), gates=(*_PW_GATES, *_PASS_GATES), priority=7),
    SpanRule(
        "secret_assignment",
        with_lower(_tuples),
        gates=_TUPLE_GATES,
        priority=7,
        # `_TUPLE`'s head: its name, `,` and a quote (`_key,` opened it on a sixth of the
        # bench corpus's texts: code's argument lists)
        requires=(r"\{[ \t]*:?[a-z][a-z0-9_]*[ \t]*,[ \t]*(?:<<)?[\"']",),
    ),
    SpanRule("url_credentials", with_lower(_url_users), gates=_URL_USER_GATES, priority=7),
    SpanRule(
        "token_assignment", with_lower(_access_queries), gates=("?access", "&access"), priority=7
    ),
    SpanRule("secret_assignment", with_lower(_key_objects), gates=_KEYS_GATES, priority=7),
    SpanRule("secret_assignment", with_lower(_keys_beside_ivs), gates=_IV_GATES, priority=7),
    SpanRule("api_key_assignment", with_lower(_sdk_clients), gates=_SDK_GATES, priority=7),
    SpanRule("secret_assignment", with_lower(_joined_literals), gates=_JOINED_GATES, priority=7),
    *PURPOSE_RULES,  # names for what a key does, lists, protocol logins (purposes.py)
    *LABELLED_RULES,  # compound names, a label's next line, a link's code (labelled.py)
    *OPERAND_RULES,  # keyword operands, EDI headers, a call's positional password (operands.py)
    *UNNAMED_RULES,  # a Secret manifest's data, base64 of a key file (unnamed.py)
)
