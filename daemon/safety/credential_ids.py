"""Ids that are credentials: a secret's id, a signed-in session's id, an OAuth code.

An id is public as a rule (public.py keeps a value under `…_id`, and the other
rules keep hex digits and UUIDs as ids). Three sorts of id are credentials all
the same, whatever their shape (a UUID included):

* **a secret's id**: a name whose last words are `secret` and `id` in any
  naming convention (`secret_id`, `VAULT_SECRET_ID`, `secretId`, `SecretId`,
  `--secret-id`): an AppRole's secret id logs in, a cloud's `SecretId` is half
  of a key pair. `…_secret_id_accessor` names something else and stays;
* **a signed-in session's id**: a name of several words ending in `session`
  and `id` (or `sessid`) where an earlier word says sign-in (`auth`, `login`,
  `logon`, `signin`, `sso`, `oauth`, `oidc`, `saml`, `authn`): whoever holds
  it is signed in. A session's id with no such word (`session_id`,
  `sessionId`: every agent log's conversation id) stays;
* **an OAuth authorization code** in a URL's query or a form body
  (`?code=…`, `&code=…`, also percent-encoded: `code=4%2F0A…`), where the
  URL or body says OAuth (`callback`, `oauth`, `authorize`, `redirect`,
  `state=`, `grant_type`, …): it is exchanged for tokens. A `code_challenge`
  (a digest, public) and a `?code=` of a short or worded value stay.
* **an OAuth verifier** (round 41b): PKCE's `code_verifier` (what redeems the code: the
  code and its verifier together are a token), OAuth 1's `oauth_verifier`, in any naming
  convention (`codeVerifier`, `PKCE_VERIFIER`), given a generated value (43 to 128
  characters of `[A-Za-z0-9._~-]` in PKCE; 20 or more read here);

* **an id and its secret joined by `:`** under a name whose last word says
  credentials, auth or a user's info (`basic.auth.user.info=<key>:<secret>`, a
  catalog's `credential=<id>:<secret>`, `wsrep_sst_auth=user:<password>`,
  `admin_credentials="admin:<pw>;radmin:<pw>"`, `basicAuth: …`): each pair's half after
  the colon is taken when it could be a password (`values.credential_like`: not a word,
  a path, code or a placeholder; a `%XX` decoded first) and is 8 characters or more.
  The pair's form is the cue: a bare `auth=` or `credentials=` value is not read (`auth=
  none`, `credentials: include`). A port, a digest's algorithm (`sha256:…`), a path or
  a reference (`env:NAME`, `file:/…`) after the colon stays.

The value is taken in the usual layouts (`name=v`, `name: v`, `"name": "v"`,
`--name v`, and a table's `name   v` as `vault write` prints it) when it reads
as generated: the clause rule's strong judgement (random, long hex, a UUID, a
long key), on the part before a `.` too (a cookie's `<uuid>.<node>`).

Speed: the names' ends are literal gates of the sanitizer's one RE2 set
(`secret_id`, `sessionid`, …: rare outside such names); the OAuth code and the
bare key open on words it looks for already (`://`, `auth`, `login`, `key`),
then on a substring of the text (`code=`, a user's word) before any pattern is
searched for.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from urllib.parse import unquote

from kenning.daemon.core.lazy_regex import lazy_compile
from kenning.daemon.safety.clauses import generated_value
from kenning.daemon.safety.secret_rules import SecretRule, SpanRule, with_lower
from kenning.daemon.safety.values import (
    CAMEL_WORDS,
    MARKER_PREFIX,
    credential_like,
    has_digit,
    is_placeholder,
)

__all__ = [
    "CREDENTIAL_ID_RULES",
    "SIGN_IN",
    "credential_ids",
    "credential_pairs",
    "oauth_codes",
    "oauth_verifiers",
    "paired_keys",
]

# the end of a name: `secret`/`session` then `id`, or `sessid`, in any convention, at the
# end of the name (`secret_id_accessor`, `session-id-file` name other things)
_ID_END = lazy_compile(
    r"(?:[Ss]ecret|SECRET|[Ss]ession|SESSION)[_.\-]?(?:[Ii][Dd])(?![A-Za-z0-9_\-])"
    r"|(?:[Ss]ess|SESS)(?:[Ii][Dd]|ID)(?![A-Za-z0-9_\-])"
)
# the name's earlier words, read backwards from its end
_NAME_BEFORE = lazy_compile(r"[A-Za-z0-9_.\-]{0,60}\Z")
#: a word that says the session is a signed-in one
SIGN_IN = frozenset(
    ("auth", "authn", "login", "logon", "signin", "sso", "oauth", "oidc", "saml", "auths")
)
# after the name: a closing quote, `=`, `:`, `:=`, `=>` or a flag's blank, then the value
_ASSIGNED = lazy_compile(
    r"""["']?[ \t]{0,4}(?::=|=>|[:=]|(?<=[A-Za-z])[ \t](?=[ \t]*["']?[A-Za-z0-9]))[ \t]{0,4}"""
    r"""(?:(?P<q>["'])(?P<qv>[^\s"'`\\]{8,400})(?P=q)|(?P<v>[A-Za-z0-9._~+/=%:-]{8,400}))"""
)
# a table's row as a CLI prints it: the name first on its line, blanks, the value, the end
_TABLE = lazy_compile(r"[ \t]{2,40}(?P<v>[A-Za-z0-9._~+/=%:-]{8,400})[ \t]*(?:\r?\n|$)")
_LINE_START = lazy_compile(r"(?:^|\n)[ \t]{0,8}\Z")


def _generated(value: str) -> bool:
    value = value.strip(".,;")
    if value.startswith(MARKER_PREFIX) or is_placeholder(value):
        return False
    if value.startswith(("$", "%", "{", "<")) or "://" in value:
        return False
    if generated_value(value):
        return True
    head = value.split(".", 1)[0]  # a cookie's `<uuid>.<node>`
    return head != value and len(head) >= 16 and generated_value(head)


def _credential_name(words: list[str]) -> bool:
    """Whether a name's words (lower case, its last `secret`/`session` + `id` included) say so."""
    if len(words) >= 2 and words[-2] == "secret" and words[-1] == "id":
        return True
    if words[-1] in ("sessid",) or (len(words) >= 2 and words[-2:] == ["sess", "id"]):
        return any(w in SIGN_IN for w in words[:-2] or words[:-1])
    if len(words) >= 3 and words[-2] == "session" and words[-1] == "id":
        return any(w in SIGN_IN for w in words[:-2])
    return False


def _words(name: str) -> list[str]:
    out: list[str] = []
    for part in re.split(r"[_.\-]+", name):
        out += [w.lower() for w in CAMEL_WORDS.findall(part)]
    return out


def credential_ids(text: str) -> Iterator[tuple[int, int]]:
    """The spans of values under a secret's id or a signed-in session's id."""
    for m in _ID_END.finditer(text):
        before = _NAME_BEFORE.search(text, max(0, m.start() - 60), m.start())
        start = before.start() if before is not None else m.start()
        name = text[start : m.end()].lstrip("_.-")
        if not _credential_name(_words(name)):
            continue
        v = _ASSIGNED.match(text, m.end())
        group = "v"
        if v is not None and v.group("q"):
            group = "qv"
        elif v is None and _LINE_START.search(text, max(0, start - 10), start) is not None:
            v = _TABLE.match(text, m.end())
        if v is not None and _generated(v.group(group)):
            yield v.span(group)


# an OAuth code in a query or a form body, and what says OAuth around it
_CODE = lazy_compile(r"[?&;]code=(?P<v>[^\s&#\"'<>`\\]{10,600})")
_OAUTH_CUE = lazy_compile(
    r"(?i)callback|oauth|authori[sz]|redirect|/auth\b|login|signin|sso\b|state=|scope="
    r"|grant_type|client_id|session_state"
)
# how far back in the URL or body the cue is looked for, and the URL's or body's ends
_CUE_SPAN = 400
_ENDS = frozenset(" \t\r\n\"'<>`")
_HEX_CODE = lazy_compile(r"[0-9a-f]{16,64}|[0-9A-F]{16,64}")
_URL_TAIL = lazy_compile(r"[^\s\"'<>`]{0,400}")


def _code_value(value: str) -> bool:
    plain = unquote(value) if "%" in value else value
    if plain.startswith(MARKER_PREFIX) or is_placeholder(plain):
        return False
    # Google's codes start with a version and a slash (`4/0A…`): the rest is the code
    body = plain.split("/", 1)[1] if re.match(r"\d/", plain) else plain
    if generated_value(body):
        return True
    # shorter hex than a key's (GitHub's 20 digits): the OAuth cue says what it is
    return _HEX_CODE.fullmatch(body) is not None and has_digit(body) and not body.isdigit()


def oauth_codes(text: str) -> Iterator[tuple[int, int]]:
    """The spans of OAuth authorization codes in the URLs and form bodies of `text`."""
    for m in _CODE.finditer(text):
        # the URL or body it stands in: back to a blank or a quote, on to the next one
        lo, floor = m.start(), max(0, m.start() - _CUE_SPAN)
        while lo > floor and text[lo - 1] not in _ENDS:
            lo -= 1
        tail = _URL_TAIL.match(text, m.end())
        hi = tail.end() if tail is not None else m.end()
        if _OAUTH_CUE.search(text, lo, hi) is None:
            continue
        if _code_value(m.group("v")):
            yield m.span("v")


# a bare `key` given a value (its quotes checked apart: a literal head, which `re` finds
# fast), and a user's or a display name in the same object or block
_BARE_KEY = lazy_compile(
    r"""key(?P<qn>["']?)[ \t]{0,4}[:=][ \t]{0,4}"""
    r"""(?:(?P<q>["'])(?P<qv>[^\s"'`\\]{16,400})(?P=q)|(?P<v>[A-Za-z0-9+/=._-]{16,400}))"""
)
_USER_NAME = lazy_compile(
    r"""(?i)(?<![\w.\-])["']?(?:user|username|user_name|login|email|account"""
    # round 32: a credential's display name (a cloud CLI's created key: `{"display-name": …,
    # "id": …, "key": …}`), which names the key as a login's user names it
    r"""|display[-_]?name)["']?"""
    r"""[ \t]{0,4}[:=][ \t]{0,4}["']?[\w.@+-]"""
)
# how far from the key a user's name is looked for, within its object or block
_PAIR_REACH = 160


def _object_bounds(text: str, start: int, end: int) -> tuple[int, int]:
    """The stretch around `text[start:end]` up to `_PAIR_REACH` each side, cut at a brace
    or a blank line (the object or block that holds it)."""
    lo, hi = max(0, start - _PAIR_REACH), min(len(text), end + _PAIR_REACH)
    for cut in ("{", "}", "\n\n"):
        at = text.rfind(cut, lo, start)
        if at >= 0:
            lo = max(lo, at + len(cut))
        at = text.find(cut, end, hi)
        if at >= 0:
            hi = min(hi, at)
    return lo, hi


def paired_keys(text: str) -> Iterator[tuple[int, int]]:
    """The spans of generated values under a bare `key` beside a user's or a display name (a
    key file's `{"username": …, "key": …}`): the pair is a login, the key its secret."""
    for m in _BARE_KEY.finditer(text):
        before = text[m.start() - 1] if m.start() else " "
        quote = m.group("qn")
        if quote:
            if before != quote:
                continue  # `"monkey"`, `"key` with another quote
            before = text[m.start() - 2] if m.start() >= 2 else " "
        if before.isalnum() or before in "_.-":
            continue  # a longer name: `api_key`, `monkey`, `cache.key`
        group = "qv" if m.group("q") else "v"
        value = m.group(group)
        if not _generated(value):
            continue
        lo, hi = _object_bounds(text, m.start(), m.end())
        if _USER_NAME.search(text, lo, hi) is not None:
            yield m.span(group)


# the last word of a name of credentials, then the assignment and an `id:` (the lower case)
_PAIR_END = lazy_compile(
    r"""(?P<w>credentials?|creds|auth|info)["']?[ \t]{0,4}(?::=|=>|[:=])[ \t]{0,4}(?P<q>["']?)"""
    r"""(?P<v>[\w.@+\-]{1,64}:[^\s"'`\\]{8,400})"""
)
#: the name's last words that say credentials
_PAIR_NAMES = frozenset(("credential", "credentials", "creds", "auth", "userinfo"))
#: an id half that names a digest's algorithm or a reference's scheme, not a user
_NOT_A_USER = frozenset(
    "sha1 sha256 sha384 sha512 md5 env file vault secret secrets ref arn http https".split()  # noqa: SIM905
)


def _pair_name(text: str, start: int, end: int) -> bool:
    """Whether the name that ends at `end` (its last word at `start`) says credentials."""
    before = _NAME_BEFORE.search(text, max(0, start - 60), start)
    name = text[before.start() if before is not None else start : end]
    words = _words(name.lstrip("_.-"))
    if not words:
        return False
    return words[-1] in _PAIR_NAMES or words[-2:] == ["user", "info"]


#: how every word `_PAIR_END` starts with starts
_PAIR_STARTS = ("cred", "auth", "info")


def _pair_ends(low: str) -> Iterator[re.Match[str]]:
    """`_PAIR_END.finditer(low)`, tried only where one of its words starts.

    `re` tries a pattern that starts with several words at each `a`, `c` or `i`;
    the words' own `find`s skip to them (the rule on the bench corpus: half the CPU).
    """
    spots: list[int] = []
    for word in _PAIR_STARTS:
        at = low.find(word)
        while at >= 0:
            spots.append(at)
            at = low.find(word, at + len(word))
    spots.sort()
    end = 0  # a match's end: the next is looked for from there, as `finditer` does
    for at in spots:
        if at >= end:
            m = _PAIR_END.match(low, at)
            if m is not None:
                end = m.end()
                yield m


def credential_pairs(text: str, low: str) -> Iterator[tuple[int, int]]:
    """The spans of the secret halves of `id:secret` pairs under a name of credentials."""
    for m in _pair_ends(low):
        if not _pair_name(text, m.start(), m.end("w")):
            continue
        at = m.start("v")
        value = text[at : m.end("v")]
        if m.group("q"):
            value = value.split(m.group("q"), 1)[0]
        for part in re.split(r"[;,]", value):
            user, colon, secret = part.partition(":")
            if colon and user and user.lower() not in _NOT_A_USER and _pair_secret(secret):
                s = at + len(user) + 1
                yield s, s + len(secret)
            at += len(part) + 1


_BASE64 = lazy_compile(r"(?=[^+]*[+]|.*[0-9].*[A-Z]|.*[A-Z].*[0-9])[A-Za-z0-9+/]+=*")


def _pair_secret(value: str) -> bool:
    if len(value) < 8 or ":" in value or value[:1] in "$%{<" or value.isdigit():
        return False
    if value[0] == "/":  # a path, or base64 that starts with a slash
        return len(value) >= 20 and "." not in value and _BASE64.fullmatch(value) is not None
    plain = unquote(value) if "%" in value else value
    # a percent-escaped symbol that decodes to a bracket reads as code decoded: as written,
    # escapes and all, it is a password's (`…%5b…`)
    return credential_like(plain) or (plain != value and credential_like(value))


# the ends of the names read (lower case: the gates are looked for in the lower case)
_ID_GATES = ("secret_id", "secretid", "session_id", "sessionid", "session-id")


_CREDENTIAL_ID_RULE = SpanRule(
    find=credential_ids,
    kind="secret_assignment",
    gates=_ID_GATES,
    needles=(),
    priority=8,
)


_OAUTH_CODE_RULE = SpanRule(
    find=oauth_codes,
    kind="oauth_code",
    # a URL, or a body or path that says OAuth (`oauth`, `authorize`, `/login/`), then `code=`
    gates=("://", "auth", "login"),
    needles=("code=",),
    priority=8,
)


#: a verifier's name (`code_verifier`, `codeVerifier`, `oauth_verifier`, `PKCE_VERIFIER`)
#: given a value, quoted or not
_VERIFIER = lazy_compile(
    r"""(?i)(?<![\w-])["']?(?:code|oauth|pkce)[_.-]?verifier["']?[ \t]{0,4}[:=][ \t]{0,4}"""
    r"""(?P<q>["']?)(?P<v>[A-Za-z0-9._~-]{20,200})(?P=q)(?![\w.~-])"""
)


def oauth_verifiers(text: str) -> Iterator[tuple[int, int]]:
    """The spans of PKCE's and OAuth 1's verifiers given a generated value in `text`."""
    for m in _VERIFIER.finditer(text):
        value = m.group("v")
        if value.startswith(MARKER_PREFIX) or is_placeholder(value):
            continue
        if generated_value(value) or _HEX_CODE.fullmatch(value) is not None:
            yield m.span("v")


_VERIFIER_RULE = SpanRule(
    find=oauth_verifiers,
    kind="oauth_code",
    gates=("verifier",),
    needles=(),
    # `_VERIFIER` for RE2 (`requires_of`): the name's last word, its separator, 20 of the value
    requires=(r"""(?i)verifier["']?[ \t]*[:=][ \t]*["']?[A-Za-z0-9._~-]{20}""",),
    priority=8,
)


_PAIRED_KEY_RULE = SpanRule(
    find=paired_keys,
    kind="api_key_assignment",
    # a JSON or a dict's `"key"` (a key file's layout; YAML's `key:` is everywhere in code)
    gates=('"key"', "'key'"),
    # a user's word in the text (its case variants: one search of the lower case)
    needles=(
        *("user", "User", "USER", "login", "Login", "LOGIN"),
        *("email", "Email", "EMAIL", "account", "Account", "ACCOUNT"),
        *("display", "Display", "DISPLAY"),
    ),
    priority=9,
)


_CREDENTIAL_PAIR_RULE = SpanRule(
    find=with_lower(credential_pairs),
    # its own kind, which a name cannot save (public.py): the name before the secret is
    # the pair's id (`…P9ID:<secret>` reads as an id's name)
    kind="credential_pair",
    gates=("credential", "creds", "auth", "info"),
    needles=(),
    # `_PAIR_END` for RE2 (`requires_of`): its repeats unbounded, 8 of the secret's
    # characters (`\s` spelt as the characters it matches in ASCII)
    requires=(
        r"""(?i)(?:credentials?|creds|auth|info)["']?[ \t]*(?::=|=>|[:=])[ \t]*["']?"""
        r"""[\w.@+\-]+:[^\t\n\x0b\x0c\r\x1c-\x1f "'`\\]{8}""",
    ),
    priority=8,
)


CREDENTIAL_ID_RULES: tuple[SecretRule, ...] = (
    _CREDENTIAL_ID_RULE,
    _CREDENTIAL_PAIR_RULE,
    _OAUTH_CODE_RULE,
    _VERIFIER_RULE,
    _PAIRED_KEY_RULE,
)
