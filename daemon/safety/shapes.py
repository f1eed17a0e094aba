"""Secrets known by their shape alone, wherever they stand: no table, no name, no command.

The other rules need a vendor's prefix, a name (`password=`), a flag, a known
call or command. A value can say what it is by itself too:

* **a password's shape**: letters of both cases, a digit, and inside it a
  symbol of the kind generators and people put in passwords (`!`, `%`, `^`,
  `*`, `~`), with no `/`, `.`, `\\` or `@` (paths, file names, versions,
  addresses, escapes) and no placeholder: `z4U8kSA!4rDHWr` in a command's
  arguments, a call, a chat message or a config line, whatever is around it
  (`password_shaped`). A URL escape of a reserved character (`%2F`) is not
  such a symbol, so URL-encoded text keeps its shape;
* **a random token given to a call**: a string literal that is an argument of
  any call (or the value of a keyword or object member inside one), 20 or more
  characters mixing both cases and digits at random (`values.looks_random`), not
  base64 of readable text, not a path and not an id with a short lower-case prefix
  (`cus_…`): `SecretBox(b'…')`, `Github(auth=Auth.Token('…'))`,
  `new Octokit({ auth: "…" })`, `setup('…')`;
* **a token after a word that logs in**: `cargo login X`, `wandb login X`,
  `vault login X`, `ngrok config add-authtoken X`, where X is random or 32 hex
  digits or more.

Look-alikes stay: hashes and commit SHAs (hex, one case), UUIDs (no capital),
paths, versions and file names (`/`, `.`), base64 of text (decoded and read),
identifiers (`looks_random` wants few lower-case words), markdown emphasis
(`**Step1**`: the symbol is not inside).

Speed: the password shape is found by one probe (`@mix`: a letter or digit, one of
the symbols, a letter or digit) in the sanitizer's RE2 pass; a text without
that triple costs nothing more. Calls ride on `@lit` (a quote after `(`, `,`,
`{` or `=`, then 20 token characters), the login words on literal gates.
"""

from __future__ import annotations

import base64
import binascii
import itertools
import re
import string
from collections.abc import Iterator, Mapping
from dataclasses import dataclass

from kenning.daemon.core.lazy_regex import lazy_compile
from kenning.daemon.safety.references import object_id, prefixed_uuid_id
from kenning.daemon.safety.secret_rules import PROBES, Hit, RegexRule, SecretRule
from kenning.daemon.safety.values import (
    MARKER_PREFIX,
    auth_value_real,
    classify_key,
    credential_like,
    docker_auth_ok,
    hex_key,
    is_placeholder,
    is_uuid,
    looks_random,
)

__all__ = ["SHAPE_RULES", "key_material", "password_shaped", "random_token", "strict_value_ok"]

#: the symbols that make a password's shape when they stand inside a value
_STRONG = frozenset("!%^*~")
#: what ends a value read around a symbol (quotes, brackets, separators, blanks)
_STOPS = frozenset(string.whitespace + "'\"`()[]{}<>,;|=:\\")
#: characters a value of that shape never holds: paths, file names, versions, addresses
_NOT_IN_PASSWORD = frozenset("/.@$&?#")
#: URL escapes of characters that must be escaped (`%2F`, `%3A`, `%20`): URL-encoded text
_URL_ESCAPE = re.compile(
    r"%(?:[2-3][0-9A-Fa-f]|[57][B-Fb-f]|5[Bb]|40|60)|(?:%[89A-Fa-f][0-9A-Fa-f]){2,}"
)
#: the longest value read around a symbol, each side
_REACH = 64


def password_shaped(value: str) -> bool:
    """Both cases, a digit and a password's symbol inside: `z4U8kSA!4rDHWr`, `Summer!2024x`."""
    n = len(value)
    if n < 8 or n > 64 or not value.isascii():
        return False
    if any(c in _NOT_IN_PASSWORD for c in value) or value.startswith(MARKER_PREFIX):
        return False
    upper = lower = digit = False
    for c in value:
        if c.isupper():
            upper = True
        elif c.islower():
            lower = True
        elif c.isdigit():
            digit = True
    if not (upper and lower and digit):
        return False
    plain = _URL_ESCAPE.sub("", value) if "%" in value else value
    inner = plain[1:-1]
    if not any(c in _STRONG for c in inner):
        return False  # `**Step1**`, `Foo1*`: emphasis and globs, not a symbol inside
    return not is_placeholder(value)


_IMAGE_MAGIC = ("iVBOR", "/9j/", "R0lGOD", "UklGR", "PD94", "JVBER")


def _base64_of_text(value: str) -> bool:
    """Whether `value` decodes as base64 to readable text (JSON, words): data, not a key."""
    if value.startswith(_IMAGE_MAGIC):
        return True
    try:
        raw = base64.b64decode(value + "=" * (-len(value) % 4), validate=True)
    except (binascii.Error, ValueError):
        try:
            raw = base64.urlsafe_b64decode(value + "=" * (-len(value) % 4))
        except (binascii.Error, ValueError):
            return False
    if not raw:
        return False
    printable = sum(1 for b in raw if 32 <= b < 127 or b in (9, 10, 13))
    return printable == len(raw) and (b" " in raw or raw[:1] in (b"{", b"[", b"<"))


#: an id with a short lower-case prefix (`cus_…`, `pi_…`, `evt_…`): a reference, not a key
_PREFIXED_ID = lazy_compile(r"[a-z]{1,6}_[A-Za-z0-9]{8,24}")


def random_token(value: str) -> bool:
    """20 or more characters mixing both cases and digits at random, and nothing else's shape."""
    n = len(value)
    if n < 20 or n > 400 or not value.isascii() or value.startswith(MARKER_PREFIX):
        return False
    if any(c in value for c in "/\\ .@$:&") or value.endswith("="):
        return False  # a path, a URL or its query, a file, an address, padded base64 data
    if not any(c.isdigit() for c in value):
        return False
    if _PREFIXED_ID.fullmatch(value) or is_placeholder(value) or object_id(value):
        return False  # an id (`cus_…`, `file-…`, `dpl_…`) or a placeholder
    core = value.replace("-", "").replace("_", "").replace("+", "")
    if not (looks_random(core) or _scattered(core)):
        return False
    return not _base64_of_text(value)


def _scattered(value: str) -> bool:
    """Cases and digits changing often, no long run of one case: generated, not an identifier.

    An identifier is words (`getUserById2FactorAuthentication`: a run of 13
    lower-case letters); a generated token changes class every few characters.
    """
    counts = {"u": 0, "l": 0, "d": 0}
    changes = run = longest = 0
    last = ""
    for c in value:
        cls = "u" if c.isupper() else "l" if c.islower() else "d" if c.isdigit() else "o"
        if cls in counts:
            counts[cls] += 1
        if cls == last and cls in "ul":
            run += 1
            longest = max(longest, run)
        else:
            run = 1
            if last:
                changes += 1
        last = cls
    return min(counts.values()) >= 2 and longest <= 8 and changes * 4 >= len(value)


_ID_ENDS = (
    "_ID",
    "_NAME",
    "_ARN",
    "_PATH",
    "_FILE",
    "_DIR",
    "_URL",
    "_URI",
    "_LENGTH",
    "_LEN",
    "_LIMIT",
    "_TTL",
    "_TIMEOUT",
    "_COUNT",
    "_SIZE",
    "_HEADER",
    "_FIELD",
    "_TYPE",
    "_VERSION",
    "_REF",
    "_REGION",
    "_EXPIRY",
    "_EXPIRES",
)


def strict_value_ok(value: str, name: str = "") -> bool:
    """A value under a name that only mentions a secret (`SVC_SECRET_VALUE`): a shape proves it.

    The name must not say the value is about the secret (`SECRET_NAME`,
    `TOKEN_TTL`); the value must have a password's shape, be a random token,
    32 hex digits or more, or a UUID.
    """
    if name.upper().endswith(_ID_ENDS):
        return False
    if password_shaped(value) or random_token(value) or hex_key(value):
        return True
    return is_uuid(value, lower=True) or _base36_random(value) or _segmented_token(value)


def _segmented_token(value: str) -> bool:
    """A token of parts joined by `.`, `:`, `!` or `$` with a random part of 20 or more.

    Bitwarden's `0.<uuid>.<secret>:<key>`, Ably's `<app>.<key>:<secret>`, a
    Salesforce session `00D…!AQ…`: no part is a path (`/`) and one is random.
    """
    if len(value) > 400 or not value.isascii() or any(c in value for c in "/\\ @"):
        return False
    parts = re.split(r"[.:!$]", value)
    return len(parts) > 1 and any(random_token(p.rstrip("=")) for p in parts)


def _base36_random(value: str) -> bool:
    """32 or more lower-case letters and digits mixed at random (Azure DevOps' PATs)."""
    if len(value) < 32 or len(value) > 200 or not value.isascii():
        return False
    if not all(c.islower() or c.isdigit() for c in value):
        return False
    digits = sum(c.isdigit() for c in value)
    longest = max(len(run) for run in re.split(r"[0-9]", value))
    return digits >= 4 and len(value) - digits >= 4 and longest <= 12


def key_material(value: str) -> bool:
    """A random token, 32 hex digits or more, or base64 of 16 random bytes or more."""
    if random_token(value) or password_shaped(value):
        return True
    if hex_key(value):
        return True
    if len(value) < 24 or len(value) > 800 or not _B64.fullmatch(value):
        return False
    try:
        raw = base64.b64decode(value + "=" * (-len(value) % 4), validate=True)
    except (binascii.Error, ValueError):
        return False
    return len(raw) >= 16 and not _base64_of_text(value) and len(set(raw)) >= len(raw) // 2


_B64 = lazy_compile(r"[A-Za-z0-9+/]{22,}={0,2}")


@dataclass(frozen=True)
class _PasswordShapeRule:
    """A value with a password's shape, wherever it stands (the symbol found by `@mix`)."""

    gates: tuple[str, ...] = ("@mix",)
    needles: tuple[str, ...] = ()
    priority: int = 5

    def scan(self, text: str, low: str, first: Mapping[str, int]) -> Iterator[Hit]:
        done = 0  # each value is read once, however many symbols it holds
        for m in PROBES["@mix"].finditer(text):
            at = m.start() + 1
            if at < done:
                continue
            start = at
            floor = max(0, at - _REACH)
            while start > floor and text[start - 1] not in _STOPS:
                start -= 1
            end = at + 1
            ceiling = min(len(text), at + _REACH)
            while end < ceiling and text[end] not in _STOPS:
                end += 1
            done = end
            value = text[start:end].rstrip(".,;:)")
            if value.startswith("-") and len(value) > 2 and value[1].isalpha():
                # an attached flag's value (`-pS3cr!t…`): the flag stays
                cut = 3 if value[1] == "-" else 2
                if password_shaped(value[cut:]):
                    yield Hit("password_shape", start + cut, start + len(value), self.priority)
                continue
            if password_shaped(value):
                yield Hit("password_shape", start, start + len(value), self.priority)


# a string literal that is an argument of a call (or a keyword's or member's value in one)
_LITERAL_ARG = lazy_compile(
    r"""[(,{][ \t]*(?:[A-Za-z_][A-Za-z0-9_.]{0,40}[ \t]*[=:][ \t]*)?(?:[bBrRuU]{1,2})?"""
    # closed by the call's next argument or its end, or turned into bytes or characters
    # first (`"…".getBytes(UTF_8)`, `'…'.encode()`, `"…".to_owned()`)
    r"""(["'`])(?P<v>[A-Za-z0-9_+-]{20,400})\1[ \t]*(?:[,)}]|\.[A-Za-z_][A-Za-z0-9_]{0,30}\()"""
)


@dataclass(frozen=True)
class _TokenArgumentRule:
    """A random token given to a call as a string literal: `SecretBox(b'…')`, `setup('…')`."""

    gates: tuple[str, ...] = ("@lit",)
    needles: tuple[str, ...] = ()
    priority: int = 5

    def scan(self, text: str, low: str, first: Mapping[str, int]) -> Iterator[Hit]:
        for m in _LITERAL_ARG.finditer(text):
            v = m.group("v")
            if (random_token(v) and not prefixed_uuid_id(v)) or _hex_key_built(text, m, v):
                yield Hit("token_argument", m.start("v"), m.end("v"), self.priority)


#: a class built with a literal first (`dd = DroneDeploy('<hex>')`, `new Client("<hex>")`)
_BUILT = lazy_compile(r"(?:=|\bnew)[ \t]*(?P<c>[A-Z][A-Za-z0-9_]{1,40}(?:\.[A-Z]\w{0,40})?)$")
#: a class whose hex argument is a digest's, an id's or a colour's, not a key
_HEX_CLASS = lazy_compile(
    r"(?i)hash|digest|sha|md5|checksum|commit|rev|uuid|guid|oid|objectid|id$|colou?r|etag"
    r"|fingerprint|version|nonce|salt|signature|hex|bytes|buffer|decimal|int"
)


def _hex_key_built(text: str, m: re.Match[str], value: str) -> bool:
    """A hex key given as the first argument of a class built and kept (`dd = DroneDeploy(
    '<hex>')`): 32 hex digits or more, both digits and letters, the class no digest's."""
    if len(value) < 32 or text[m.start()] != "(" or not all(c in string.hexdigits for c in value):
        return False
    if value.isdigit() or value.isalpha():
        return False
    built = _BUILT.search(text, max(0, m.start() - 60), m.start())
    return built is not None and _HEX_CLASS.search(built.group("c")) is None


def _login_ok(value: str) -> bool:
    value = value.rstrip(".,;:)")
    if random_token(value) or hex_key(value):
        return True
    # a token with a short dotted prefix: Vault's `s.…`, `hvs.…`
    head, dot, body = value.partition(".")
    return bool(dot) and len(head) <= 4 and head.isalpha() and random_token(body)


_LOGIN_RULE = RegexRule(
    "token_assignment",
    lazy_compile(
        r"(?i:\blogin|\badd-authtoken|\bauthtoken)[ \t]{1,4}(?P<v>[A-Za-z0-9_.+-]{20,400})(?!\S)"
    ),
    gates=("login ", "authtoken "),
    judge=_login_ok,
    priority=5,
)

# -- key armours, authorization of any scheme, a token as a URL's user, words before a key -----

# an armour whose label names a secret but not a PEM private key (that is secret_rules'):
# `-----BEGIN OpenVPN Static key V1-----`, `-----BEGIN AGE ENCRYPTED FILE-----`
_ARMOUR = lazy_compile(
    r"-----BEGIN (?P<label>[A-Za-z0-9 ]{1,60})-----"
    r"""(?P<v>(?:[A-Za-z0-9+/=:,.\s"'#>-]|\\[rnt]){1,20000}?)-----END """
)
_SECRET_LABEL = lazy_compile(r"(?i)secret|static key|encrypted|private|symmetric|shared key")


@dataclass(frozen=True)
class _ArmourRule:
    """The body of an armoured block whose label names a secret, other than `PRIVATE KEY`."""

    gates: tuple[str, ...] = ("@dash",)
    needles: tuple[str, ...] = ("-----BEGIN ",)
    priority: int = 1

    def scan(self, text: str, low: str, first: Mapping[str, int]) -> Iterator[Hit]:
        for m in _ARMOUR.finditer(text):
            label = m.group("label")
            if "PUBLIC" in label.upper() or "PRIVATE KEY" in label.upper():
                continue
            if not _SECRET_LABEL.search(label):
                continue
            start, end = m.span("v")
            body = text[start:end]
            lead = len(body) - len(body.lstrip())
            body = body.strip()
            if len(body) >= 16:
                yield Hit("private_key", start + lead, start + lead + len(body), self.priority)


# minisign's and signify's secret keys: a comment line, then the key on the next
_SIGNED_KEY = RegexRule(
    "private_key",
    lazy_compile(
        r"untrusted comment:[^\r\n]{0,100}?secret key[^\r\n]{0,40}(?:\r?\n|\\n)"
        # (the next line maybe quoted as chat quotes it: aider's `#### `, markdown's `> `)
        r"(?:#{1,4} |> ?)?(?P<v>[A-Za-z0-9+/]{40,400}={0,2})"
    ),
    gates=("untrusted comment",),
)


def _auth_value_ok(value: str) -> bool:
    value = value.lstrip("*.:")  # a scope of wildcards: the token follows
    if not auth_value_real(value):
        return False
    tail = value.rsplit(".", 1)[-1]  # `<scope>.<token>`: the token judged alone too
    return (
        docker_auth_ok(value)
        or key_material(value)
        or (value.startswith("ey") and value.count(".") == 2)
        or (len(tail) >= 32 and tail != value and key_material(tail))
    )


# `Authorization` followed by any scheme and a credential, however it is written: a header,
# nginx's `proxy_set_header Authorization "Basic …"`, a tuple `('authorization', 'Bearer …')`
_ANY_AUTHORIZATION = RegexRule(
    "authorization_header",
    lazy_compile(
        r"""(?i:authorization)(?:\\?["'])?[ \t]{0,4}[:=,]?[ \t]{0,4}(?:\\?["'])?[ \t]{0,4}"""
        r"(?:[A-Za-z][\w-]{1,30}[ \t]{1,4})?(?:[\w.*-]{1,64}:)?"
        # a scope of wildcards before the token (`*:*.<hex>`, `*:development.<hex>`)
        r"(?P<v>(?:\*[.:])?[A-Za-z0-9+/=._~-]{16,4000})"
    ),
    gates=("authorization",),
    judge=_auth_value_ok,
    priority=1,
)

# a token as a URL's user, with no password: `https://<token>@host` (Sentry's DSN, a
# token-authenticated clone URL)
_URL_TOKEN_USER = RegexRule(
    "url_token",
    lazy_compile(r"://(?P<v>[A-Za-z0-9_-]{20,200})@[A-Za-z0-9]"),
    gates=("@colon",),
    needles=("://",),
    judge=lambda v: key_material(v) and not is_placeholder(v),
    priority=1,
)


def _cue_value_ok(value: str) -> bool:
    value = value.rstrip(".,;:)")
    return (
        random_token(value)
        or hex_key(value)
        or is_uuid(value, lower=True)
        or _base36_key(value)
        or _segmented_token(value)
    )


def _base36_key(value: str) -> bool:
    """32 or more lower-case letters and digits, both all through it: after a cue, a key."""
    if not 32 <= len(value) <= 200 or not value.isascii() or not value.isalnum():
        return False
    if not value.islower():
        return False
    digits = sum(c.isdigit() for c in value)
    return digits >= 6 and len(value) - digits >= 6


# a custom header (`X-…: value`) whose value is a random token: a team's, a vendor's key
_CUSTOM_HEADER = RegexRule(
    "api_key_assignment",
    lazy_compile(
        # not a header that names an id (`X-Request-Id`, `X-Trace-…`, `X-Correlation-…`)
        r"""x-(?![a-z0-9-]{0,40}-id["']?[ \t]{0,4}:|(?:request|trace|correlation|span)-)"""
        r"""[a-z0-9-]{1,40}["']?[ \t]{0,4}:[ \t]{0,4}["']?(?P<v>[A-Za-z0-9_+-]{20,400})"""
        r"(?![A-Za-z0-9_+/=.:-])",
        re.IGNORECASE,
    ),
    gates=("x-",),
    anchor="x-",
    judge=lambda v: random_token(v) and not is_placeholder(v),
    priority=4,
)


def _cue(word: str, pattern: str) -> RegexRule:
    return RegexRule(
        "secret_in_words",
        lazy_compile(pattern, re.IGNORECASE),
        gates=(word,),
        judge=_cue_value_ok,
        priority=4,
        anchor=word,
    )


# a word for a credential or a key (in a few languages), a separator or a verb, a value
_CUE_TAIL = (
    r"[^\n:=]{0,16}?(?:[ \t]{0,4}[:=,][ \t]{0,4}|[ \t]{1,4}(?:is|are|è|es|est|ist|->|→|=>)"
    r"[ \t]{1,4}|[ \t]{1,4})[`\"'«“]?(?P<v>[^\s`\"'»”,;]{20,200})"
)
_CUE_RULES = tuple(
    _cue(word, re.escape(word) + _CUE_TAIL)
    for word in (
        "cred",
        "chiave",
        "clave",
        "clé",
        "schlüssel",
        "schluessel",
        "ключ",
        "access_token",
    )
)

# vendor prefixes in no table yet (facts of their shape): MailerSend's `mlsn.` and 64 hex
# digits, Twitch's chat `oauth:` and 30 lower-case letters and digits
_MORE_PREFIXES = (
    RegexRule(
        "mailersend_token",
        lazy_compile(r"mlsn\.[0-9a-f]{64}(?![A-Za-z0-9])"),
        gates=("mlsn.",),
    ),
    RegexRule(
        "twitch_token",
        lazy_compile(r"oauth:(?P<v>[a-z0-9]{30})(?![A-Za-z0-9])"),
        gates=("oauth:",),
        judge=lambda v: any(c.isdigit() for c in v) and not is_placeholder(v),
    ),
)

# -- a name/value pair: `{"key": "apiToken", "value": "…"}`, `- name: DB_PASSWORD\n  value: …` --

_VALUE_MEMBER = lazy_compile(
    r"""value["']?[ \t]{0,4}[:=][ \t]{0,4}["']?(?P<v>[^\s"'`,;}\]]{1,400})"""
)
# the member that names it, just before: `"name": "apiToken", `, `key: DB_PASSWORD\n  `
_NAME_MEMBER = lazy_compile(
    r"""(?:name|key)["']?[ \t]{0,4}[:=][ \t]{0,4}["']?(?P<n>[A-Za-z_][\w.-]{0,60})["']?"""
    r"""[ \t]{0,4},?[ \t]{0,4}(?:\r?\n[ \t-]{0,16})?["']?$"""
)


#: a YAML list item's line: its indent, its `- ` or the item's indent, then a member
_ITEM_LINE = lazy_compile(r"(?P<i>[ \t]*)(?P<d>- )?[ \t]*(?P<m>[A-Za-z_][\w-]{0,40})[ \t]*:")
_ITEM_NAME = lazy_compile(
    r"""(?:name|key|variable)[ \t]*:[ \t]*["']?(?P<n>[A-Za-z_][\w.-]{0,60})["']?[ \t]*$"""
)
_ITEM_REACH = 12
_JSON_NAME = lazy_compile(
    r"""["'](?:name|key|variable)["'][ \t]*:[ \t]*["'](?P<n>[A-Za-z_][\w.-]{0,60})["']"""
)


def _item_name(text: str, at: int) -> str | None:
    """The name of the YAML list item whose `value:` member is at `at`, from a sibling
    `name:`, `key:` or `variable:` member anywhere in the item (`- key: X`, `scope: …`,
    `value: …`), or None."""
    start = text.rfind("\n", 0, at) + 1
    head = _ITEM_LINE.match(text, start)
    if head is None or head.end("m") != at + 5:
        return None
    indent = len(head.group("i")) + (2 if head.group("d") else 0)
    lines = text[max(0, start - 1200) : start].split("\n")[:-1][-_ITEM_REACH:]
    item: list[str] = []
    for line in () if head.group("d") else reversed(lines):  # up to the item's `- `
        m = _ITEM_LINE.match(line)
        if m is None or len(m.group("i")) + (2 if m.group("d") else 0) != indent:
            return None
        item.append(line)
        if m.group("d"):
            break
    else:
        if not head.group("d"):
            return None
    end = text.find("\n", at)
    for line in text[end + 1 : end + 1200].split("\n")[:_ITEM_REACH] if end >= 0 else ():
        m = _ITEM_LINE.match(line)
        if m is None or m.group("d") or len(m.group("i")) != indent:
            break  # the next item, or the list's end
        item.append(line)
    for line in item:
        m = _ITEM_LINE.match(line)
        if m is not None:
            n = _ITEM_NAME.match(line, m.start("m"))
            if n is not None:
                return n.group("n")
    return None


_VALUE_GATES = ('value":', "value:", "value=", "value =", "value':", 'value" :', 'value\\":')


@dataclass(frozen=True)
class _ValueMemberRule:
    """The `value` of a name/value pair: a random token, or a credential its name names.

    Lists of settings carry the name and the value as two members (Postman's
    environments, Kubernetes' `env`, JSON token lists, `<add key=… value=…/>`);
    the name rule sees only `value`. A random token there is a secret
    whatever the name; any credential is, when the name beside it names one.
    """

    # `value` and what may follow it in a member (the word alone is common in prose)
    gates: tuple[str, ...] = _VALUE_GATES
    needles: tuple[str, ...] = ()
    priority: int = 3

    def scan(self, text: str, low: str, first: Mapping[str, int]) -> Iterator[Hit]:
        if len(low) != len(text):
            return
        i = min(first[g] for g in _VALUE_GATES if g in first)
        while i >= 0:
            if i == 0 or not (text[i - 1].isalnum() or text[i - 1] == "_"):
                m = _VALUE_MEMBER.match(text, i)
                if m is not None:
                    value = m.group("v")
                    if random_token(value) or self._named(text, i, value):
                        yield Hit("secret_assignment", m.start("v"), m.end("v"), self.priority)
            i = low.find("value", i + 1)

    @staticmethod
    def _named(text: str, at: int, value: str) -> bool:
        before = text[max(0, at - 100) : at]
        # the name member ends right before `value` (its own member, or the line above)
        cut = before.rfind("{")
        m = _NAME_MEMBER.search(before, max(0, cut))
        name = m.group("n") if m is not None else _item_name(text, at)
        if name is None and cut >= 0:
            # a sibling member of the same object, before or after (`{"key": …, "scope": …,
            # "value": …}`)
            close = text.find("}", at, at + 400)
            obj = text[max(0, at - 100) + cut : at if close < 0 else close]
            if "{" not in obj[1:]:
                j = _JSON_NAME.search(obj)
                name = j.group("n") if j is not None else None
        if name is None:
            return False
        kind = classify_key(name)
        if kind is None or is_placeholder(value) or value.startswith(MARKER_PREFIX):
            return False
        return credential_like(value) if kind[1] else random_token(value) or hex_key(value)


# -- SQL: `CREATE USER app IDENTIFIED BY PASS`, quoted or not (Oracle, MySQL, Snowflake) --


def _sql_password_ok(value: str) -> bool:
    if value[:1] in ":?%$@&" or is_placeholder(value) or value.startswith(MARKER_PREFIX):
        return False  # a bind variable or a template: `IDENTIFIED BY :pw`, `BY %s`
    return credential_like(value) or (
        len(value) >= 8 and any(c.isdigit() for c in value) and any(c.isalpha() for c in value)
    )


_SQL_IDENTIFIED = RegexRule(
    "password_assignment",
    lazy_compile(
        # (a method that names a hash, `WITH sha256_hash BY '…'`, is given the password's
        # hash, no password: left out)
        r"identified[ \t]{1,4}(?:with[ \t]{1,4}(?!\w{0,40}_hash[ \t])\w{1,40}[ \t]{1,4})?"
        r"by[ \t]{1,4}"
        # (`IDENTIFIED BY VALUES 'S:…'` is Oracle's hash of the password: left out)
        r"""(?:password[ \t]{1,4})?["'`]?(?P<v>[^\s"'`;,)]{1,128})""",
        re.IGNORECASE,
    ),
    gates=("identified",),
    anchor="identified",
    judge=_sql_password_ok,
    priority=3,
)

# -- an AWS secret key beside its key id, with no name: `Credentials("AKIA…", "…")` ------

_AWS_PAIR = RegexRule(
    "aws_secret_key",
    lazy_compile(
        r"(?:AKIA|ASIA)[A-Z0-9]{16}(?![A-Z0-9])[^\n]{0,80}?(?<![A-Za-z0-9+/=])"
        r"(?P<v>[A-Za-z0-9+/]{40})(?![A-Za-z0-9+/=])"
    ),
    gates=("@A",),
    judge=lambda v: key_material(v) and not is_placeholder(v),
    priority=1,
)

# -- an AWS secret key's shape after an AWS word on its line, in any language (round 44):
# "S3 <words> <key>", `aws … <key>`: 40 characters of base64 and no padding, random, with a
# capital, a small letter and a digit; not in a path (`s3://bucket/<name>`)


def _aws_word_rule(word: str) -> RegexRule:
    return RegexRule(
        "aws_secret_key",
        lazy_compile(
            rf"(?i)(?<![A-Za-z0-9]){word}(?![A-Za-z0-9])[^\n]{{0,120}}?"
            r"(?<![A-Za-z0-9+/=])(?P<v>[A-Za-z0-9+/]{40})(?![A-Za-z0-9+/=])"
        ),
        gates=(word,),
        anchor=word,
        judge=_aws_secret_shaped,
        priority=6,
    )


def _aws_secret_shaped(value: str) -> bool:
    return (
        any(c.isupper() for c in value)
        and any(c.islower() for c in value)
        and any(c.isdigit() for c in value)
        and not hex_key(value)
        and looks_random(value)
        and not is_placeholder(value)
    )


_AWS_WORDS = (_aws_word_rule("aws"), _aws_word_rule("s3"))

# -- vendor tokens with a structure of their own ------------------------------------------

_MORE_VENDORS = (
    # AWS STS session tokens: base64 that starts with the same bytes every time
    RegexRule(
        "aws_session_token",
        lazy_compile(r"(?:IQoJb3JpZ2luX2Vj|FwoGZXIvYXdz)[A-Za-z0-9+/]{100,4000}={0,2}"),
        gates=("iqojb3jpz2lux2vj", "fwogzxivyxdz"),
    ),
    # a Salesforce session id: the org id (`00D` + 12 or 15), `!`, the session token
    RegexRule(
        "api_token",
        lazy_compile(r"(?<![A-Za-z0-9])00D[A-Za-z0-9]{12,15}![A-Za-z0-9_.-]{40,400}"),
        gates=("!aq",),
    ),
)


SHAPE_RULES: tuple[SecretRule, ...] = (
    *_MORE_PREFIXES,
    _PasswordShapeRule(),
    _TokenArgumentRule(),
    _LOGIN_RULE,
    _ArmourRule(),
    _SIGNED_KEY,
    _ANY_AUTHORIZATION,
    _URL_TOKEN_USER,
    *_CUE_RULES,
    _ValueMemberRule(),
    _CUSTOM_HEADER,
    _SQL_IDENTIFIED,
    _AWS_PAIR,
    *_AWS_WORDS,
    *_MORE_VENDORS,
)


def one_case_key(value: str, longest: int, every: int) -> bool:
    """16 to `longest` letters and digits of one case, digits all through: a short generated
    key (at least four turns between digits and letters, one in every `every` characters)."""
    if not 16 <= len(value) <= longest or not value.isascii() or not value.isalnum():
        return False
    if not (value.islower() or value.isupper()):
        return False
    digits = sum(c.isdigit() for c in value)
    if digits < 4 or len(value) - digits < 4:
        return False
    changes = sum(1 for a, b in itertools.pairwise(value) if a.isdigit() != b.isdigit())
    return changes >= 4 and changes * every >= len(value)
