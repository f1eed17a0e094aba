"""Secret redaction, applied before anything is persisted, exported or shown.

A `Sanitizer` holds rules of two sorts:

* **token rules** recognise a secret by its own shape: vendor prefixes
  (`AKIA…`, `ghp_…`, `sk-ant-…`, `xoxb-…`), JWTs, PEM private-key blocks,
  the password in a URL's user-info;
* **assignment rules** recognise a secret by the name it is given:
  `password=…`, `"api_key": "…"`, `client_secret: …`, `.env` lines such as
  `STRIPE_KEY=…`. The value is judged too, so that code and placeholders
  (`password=os.environ["PW"]`, `token=${TOKEN}`, `password: str`) survive.

Only the secret *value* is replaced, by `[REDACTED:<kind>]`; the name, the
quotes and the rest of the text stay, so a redacted transcript still reads.
The marker never matches a rule, and `redact` repeats until nothing is found,
so redacting twice changes nothing.

Speed: every rule names the substrings without which it cannot match (its
gates, looked for in the lower-cased text, then optionally case-sensitive
needles); a rule's regular expression runs only on text holding one of them,
so ordinary text costs a few substring scans. Name-based rules do not scan
the text with a regular expression at all: they try one anchored match at
each occurrence of a keyword (`pass`, `secret`, `token`, `key`, `pwd`).
"""

from __future__ import annotations

import bisect
import functools
import re
import string
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Protocol

from .config import SanitizeConfig
from .errors import SanitizerError
from .regex_safety import MAX_PATTERN_LENGTH, unsafe_reason

__all__ = [
    "MARKER_PREFIX",
    "Finding",
    "Sanitizer",
    "default_sanitizer",
    "marker",
]

MARKER_PREFIX = "[REDACTED:"
_MARKER_RE = re.compile(r"\[REDACTED:[a-z0-9_]+\]")


def marker(kind: str) -> str:
    """The text that replaces a secret of `kind`: `[REDACTED:<kind>]`."""
    return f"{MARKER_PREFIX}{kind}]"


@dataclass(frozen=True)
class Finding:
    """One secret found in a text."""

    kind: str  # e.g. "aws_access_key", "github_token", "password_assignment"
    start: int  # offset of the secret value's first character
    end: int  # offset just past the value
    line: int  # 1-based line number of `start`


@dataclass(frozen=True)
class _Hit:
    kind: str
    start: int
    end: int
    priority: int  # lower wins when two hits overlap


class _Rule(Protocol):
    @property
    def gates(self) -> tuple[str, ...]:
        """Lower-case substrings looked for in `text.lower()`: one must occur (none: always run).

        A name starting with `@` is a probe (see `_PROBES`).
        """
        ...

    @property
    def needles(self) -> tuple[str, ...]:
        """Then case-sensitive substrings of `text`: one must occur (none: no second test)."""
        ...

    def scan(self, text: str, low: str, first: Mapping[str, int]) -> Iterator[_Hit]:
        """Yield the secrets in `text`.

        `low` is `text.lower()`; `first` maps each gate found in `low` to its
        first offset there.
        """
        ...


# -- judging values -----------------------------------------------------------------

_IDENT = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")
# attribute chains and lookups written without brackets: self.password, process.env.TOKEN
_DOTTED = re.compile(r"[A-Za-z_$][\w$]*(?:(?:\??\.|->|::)[A-Za-z_$][\w$]*)+")
# /run/secrets/db, ~/.ssh/id_rsa, ./key.pem (two parts, or a file extension)
_PATH = re.compile(r"(?:~|\.{1,2})?(?:/[\w.~-]+){2,}/?|(?:~|\.{1,2})?/[\w~-]+\.[A-Za-z]{1,5}")
_FILLER = re.compile(r"(?i)x{3,}|\*{3,}|\.{3,}|…|-{3,}|_{3,}|#{3,}|0{6,}")
_TEMPLATE = re.compile(r"\{[A-Za-z_0-9.\[\]]{0,40}\}|%\(\w{1,40}\)s|%s")
_EXAMPLE = re.compile(
    r"(?i)^(?:your|my|some|insert|enter|put)[_\s.-]|[_\s.-](?:here|goes[_\s.-]here)$"
    r"|^(?:redacted|placeholder|example|dummy|changeit_?placeholder|todo|tbd|n/?a|\*+)$"
)
# values that are code, not data: literals and type names
_CODE_WORDS = frozenset(
    (  # noqa: SIM905  (a word list reads better as one string)
        "none null nil true false undefined yes no on off str string int integer bytes bool "
        "boolean any object secretstr secretbytes optional char number void self this required "
        "text varchar password secret token key"
    ).split()
)


def _is_placeholder(value: str) -> bool:
    """Empty values, templates and examples (`<your token>`, `${PW}`, `xxx`, `your_key_here`)."""
    v = value.strip()
    if not v or not any(c.isalnum() for c in v):
        return True  # nothing, or punctuation only: `" + "` between two string literals
    if v[0] in "<[{" and v[-1] in ">]}":
        return True
    if v.startswith(("${", "$(", "{{", "%(", "%s", "&lt;", "#{")):
        return True
    if v[0] == "$" and _IDENT.fullmatch(v[1:]):
        return True  # shell/PHP variable
    if _TEMPLATE.search(v):
        return True  # a format string: "password={}", f"Bearer {token}", "%(pw)s"
    if v.endswith(("...", "…")) and len(v.rstrip(".…")) <= 8:
        return True  # an abbreviation in prose or docs: `sk-...`, `ghp_…`
    if len(v) > 64:
        return False  # examples are short; do not pay for long values
    return bool(_FILLER.fullmatch(v) or _EXAMPLE.search(v))


def _is_code(value: str) -> bool:
    """An unquoted value that reads as an expression: a call, a subscript, an attribute."""
    if "(" in value or "[" in value or "{" in value:
        return True
    if value.lower() in _CODE_WORDS:
        return True
    if value.startswith(("/", "~/", "./", "../")) and _PATH.fullmatch(value):
        return True  # a file path: where a secret lives, not the secret
    return bool(_DOTTED.fullmatch(value))


def _is_word(value: str) -> bool:
    """A bare word or identifier (no digits, no symbols): `letmein`, `hashedPassword`."""
    return value.isalpha() or bool(_IDENT.fullmatch(value) and not any(c.isdigit() for c in value))


def _is_plain_word(value: str) -> bool:
    """One word that is not a code identifier: no `_`, no inner capital (`letmein`, `Secret`)."""
    return value.isalpha() and (value[1:].islower() or value.isupper())


def _tokenish(value: str, min_len: int = 12) -> bool:
    """Whether a string looks machine-generated: letters mixed with digits, or long mixed case."""
    if len(value) < min_len or any(c.isspace() for c in value):
        return False
    has_digit = any(c.isdigit() for c in value)
    has_alpha = any(c.isalpha() for c in value)
    if has_digit and has_alpha:
        return True
    return len(value) >= 32 and value != value.lower() and value != value.upper()


def _weak_token_ok(value: str) -> bool:
    """A value given to a bare `token` key (also an NLP or parser term): must look random."""
    if len(value) < 8 or value.isdigit() or any(c.isspace() for c in value):
        return False
    if any(c.isdigit() for c in value) and any(c.isalpha() for c in value):
        return True
    return len(value) >= 16 and not _IDENT.fullmatch(value)


# -- assignment keys ---------------------------------------------------------------

_STRONG_TOKEN = re.compile(
    r"(?:access|auth|refresh|bearer|api|session|csrf|xsrf|oauth|bot|app|secret|private|security"
    r"|personal|github|gh|gitlab|slack|npm|pypi|hf|discord|telegram|[_.-]id)[_.-]?tokens?$"
)
_SECRET_KEY = re.compile(
    r"(?:api|access|secret|private|auth|client|encryption|signing|master|license|subscription"
    r"|service|account|consumer|webhook|server|admin|openai|anthropic|stripe|google|aws|app)"
    r"[_.-]?keys?$"
)


def _classify_key(name: str) -> tuple[str, bool] | None:
    """The finding kind for a value named `name`, and whether the name alone proves a secret.

    Returns None for names that do not name a secret (`primary_key`, `OLDPWD`).
    A weak name (`token`, `next_token`) needs a random-looking value.
    """
    key = name.lower()
    if key.endswith(("password", "passwd", "passphrase")):
        return "password_assignment", True
    if key.endswith(("_pwd", "-pwd", ".pwd")):
        return "password_assignment", True
    if key.endswith("secret"):
        return "secret_assignment", True
    if key.endswith(("token", "tokens")):
        return "token_assignment", bool(_STRONG_TOKEN.search(key))
    if key.endswith(("apikey", "apikeys")) or _SECRET_KEY.search(key):
        kind = "api_key_assignment" if "api" in key else "secret_assignment"
        return kind, True
    if key in ("authorization", "proxy-authorization"):
        return "authorization_header", True
    return None


def _keyword(key: str) -> str:
    low = key.lower()
    for word in ("password", "passwd", "passphrase", "pwd", "secret", "token", "key"):
        if word in low:
            return word
    return low


def _quoted_value_ok(value: str, key: str, strong: bool) -> bool:
    """Judge a quoted value (a string literal is data: it is a secret unless it is an example)."""
    if _is_placeholder(value) or value.startswith(MARKER_PREFIX):
        return False
    if " " in value.strip() and _keyword(key) in value.lower():
        return False  # a message about the field: "The password field is required."
    return True if strong else _weak_token_ok(value)


def _bare_value_ok(value: str, key: str, strong: bool, whole_line: bool) -> bool:
    """Judge an unquoted value, which may as well be code (`password=pw`) as data."""
    if _is_placeholder(value) or _is_code(value):
        return False
    if not strong:
        return _weak_token_ok(value)
    norm_value = value.lower().replace("_", "").replace("-", "")
    if norm_value and key.lower().replace("_", "").replace("-", "").endswith(norm_value):
        return False  # password=password, api_key=key: the variable, not its content
    if _is_word(value):
        # a bare word is a secret only where it cannot be code: alone on a config line
        return whole_line and _is_plain_word(value) and len(value) >= 4
    if value.isdigit():
        return whole_line or len(value) >= 4
    return len(value) >= 3


# -- rules ------------------------------------------------------------------------------


@dataclass(frozen=True)
class _RegexRule:
    """A secret recognised by a regular expression."""

    kind: str
    pattern: re.Pattern[str]
    gates: tuple[str, ...] = ()
    needles: tuple[str, ...] = ()
    judge: Callable[[str], bool] | None = None
    priority: int = 0
    # if set, `pattern` is only tried (anchored) where this gate occurs, instead of
    # being searched through the text: for patterns that cannot start with a literal
    anchor: str | None = None
    group: str | int = "v"  # the group holding the value; the whole match if absent

    def _matches(self, text: str, low: str, first: Mapping[str, int]) -> Iterator[re.Match[str]]:
        if self.anchor is None or len(low) != len(text):
            yield from self.pattern.finditer(text)
            return
        i = first.get(self.anchor, -1)
        while i >= 0:
            m = self.pattern.match(text, i)
            if m is not None:
                yield m
            i = low.find(self.anchor, i + 1)

    def scan(self, text: str, low: str, first: Mapping[str, int]) -> Iterator[_Hit]:
        group = self.group
        if isinstance(group, str) and group not in self.pattern.groupindex:
            group = 0
        for m in self._matches(text, low, first):
            start, end = m.span(group)
            if end <= start:
                continue
            if self.judge is not None and not self.judge(text[start:end]):
                continue
            yield _Hit(self.kind, start, end, self.priority)


# A quoted value (double, single, or double quotes escaped inside a JSON string),
# else a bare run up to a delimiter. Bounded repeats keep the worst case linear.
_VALUE = (
    r"""(?:"(?P<dq>(?:[^"\\\r\n]|\\.){0,4000})"|'(?P<sq>(?:[^'\\\r\n]|\\.){0,4000})'"""
    r'|\\"(?P<eq>[^"\\\r\n]{0,4000})\\"'
    # bare: up to a delimiter, or an escape (`\n` in JSON-encoded text ends the line)
    r"""|(?P<bare>[^\s"'`,;&)}\]<>\\](?:[^\s"'`,;&)}\]\\]|\\(?![nrt"'\\])){0,300}))"""
)
_BARE_REST = re.compile(r"""(?:[^\s"'`,;&)}\]\\]|\\(?![nrt"'\\])){0,8000}""")
# Tried at each occurrence of a keyword (never scanned over the whole text).
_ASSIGN = re.compile(
    r"(?P<kw>pass(?:word|wd|phrase)|secret|tokens?|keys?|pwd)"
    r"(?P<kq>\\?[\"'])?\]?"  # closing quote of a quoted key, `]` of a subscript
    r"(?::[ \t]{0,4}[A-Za-z_][\w.\[\], |]{0,60}?(?=[ \t]{0,8}=))?"  # type annotation
    r"[ \t]{0,8}(?::=|=>|==?|:(?!:))[ \t]{0,8}" + _VALUE,
    re.IGNORECASE,
)
_KEYWORDS = ("pass", "secret", "token", "key", "pwd")
# the characters of a name, for reading it backwards from its keyword
_ENV_NAME_CHARS = string.ascii_letters + string.digits + "_"
_KEY_CHARS = _ENV_NAME_CHARS + ".-"
# cheap test at a keyword: is an `=` or `:` close enough to make it a name?
_SEPARATOR_AHEAD = re.compile(r"[A-Za-z0-9_]{0,40}(?:\\?[\"'])?\]?[ \t]{0,8}[:=]")
_ENV_TAIL = re.compile(r"[A-Za-z0-9_]{0,80}=")
_ENV_PREFIX = re.compile(r"[ \t]*(?:(?:export|ENV|ARG)[ \t]+)?")
_ENV_VALUE = re.compile(
    r"""(?:"(?P<dq>[^"\r\n]{1,4000})"|'(?P<sq>[^'\r\n]{1,4000})'"""
    # unquoted: ends where the shell ends it, or at an escape of JSON-encoded text
    r"""|(?P<bare>[^\s"'#<&;|\\](?:[^\s&;|\\]|\\(?![nrt"'\\])){0,4000}))"""
)
_ENV_KEY = re.compile(r"[A-Z0-9_]*(?:SECRET|TOKEN|PASSWORD|PASSWD|PASSPHRASE|_PASS|_PWD|_KEY)")


@dataclass(frozen=True)
class _NamedValueRule:
    """Values known by their name: `password=…`, `"api_key": "…"`, `.env` lines.

    At each occurrence of a keyword two shapes are tried. An *assignment*
    (`name = value`, `name: value`, `"name": "value"`, `name := value`) whose
    name ends in a secret word; the value is judged, so code and placeholders
    survive. A *`.env` line* (`STRIPE_KEY=…`, `export DB_PASS=…`: the line is
    just NAME=value, no spaces), which also covers names like `*_KEY`.
    """

    gates: tuple[str, ...] = _KEYWORDS
    needles: tuple[str, ...] = ()
    priority: int = 2

    def scan(self, text: str, low: str, first: Mapping[str, int]) -> Iterator[_Hit]:
        if len(low) != len(text):
            # lower-casing changed the length (rare letters such as U+0130), so
            # offsets in `low` are not offsets in `text`: search the text itself
            seen: set[int] = set()
            for m in re.finditer(r"(?i)pass|secret|token|key|pwd", text):
                if _SEPARATOR_AHEAD.match(text, m.end()) is not None:
                    yield from self._at(text, m.start(), len(m.group()), seen)
            return
        seen = set()
        spots: list[tuple[int, int]] = []
        separator_ahead = _SEPARATOR_AHEAD.match
        for word in _KEYWORDS:
            i = first.get(word, -1)
            size = len(word)
            while i >= 0:
                # most occurrences have no `=` or `:` after them (`token` in prose,
                # `keys()` in code): this one test, in C, drops them
                if separator_ahead(text, i + size) is not None:
                    spots.append((i, size))
                i = low.find(word, i + 1)
        spots.sort()
        covered = 0  # a keyword inside a value already found is part of that secret
        for i, size in spots:
            if i < covered:
                continue
            for hit in self._at(text, i, size, seen):
                covered = max(covered, hit.end)
                yield hit

    def _at(self, text: str, i: int, size: int, seen: set[int]) -> Iterator[_Hit]:
        m = _ASSIGN.match(text, i)
        if m is not None:
            hit = _assignment_hit(text, m, self.priority)
            if hit is not None:
                yield hit
        # a .env line: the whole name ends at `=`
        tail = _ENV_TAIL.match(text, i + size)
        if tail is None:
            return
        end = tail.end() - 1
        start = _name_start(text, i, _ENV_NAME_CHARS, 80)
        if start in seen:
            return
        seen.add(start)
        hit = _env_hit(text, start, end, self.priority + 1)
        if hit is not None:
            yield hit


def _name_start(text: str, end: int, chars: str, limit: int) -> int:
    """Where the run of `chars` ending at `end` starts (looking back at most `limit`)."""
    window = text[max(0, end - limit) : end]
    return end - (len(window) - len(window.rstrip(chars)))


def _assignment_hit(text: str, m: re.Match[str], priority: int) -> _Hit | None:
    bare = m.group("bare")
    if bare is not None and _is_code(bare):
        return None  # the common case in code, rejected before any other work
    kw_start = m.start("kw")
    key_start = _name_start(text, kw_start, _KEY_CHARS, 64)
    if text.startswith("://", key_start - 3):
        return None  # scheme://user:password@host is the URL rule's: the name is a user
    key = text[key_start : m.end("kw")]
    verdict = _classify_key(key)
    if verdict is None:
        return None
    kind, strong = verdict
    for group in ("dq", "sq", "eq"):
        if m.group(group) is not None:
            if not _quoted_value_ok(m.group(group), key, strong):
                return None
            return _Hit(kind, m.start(group), m.end(group), priority)
    start, end = m.span("bare")
    value = m.group("bare")
    if end - start > 300:  # the pattern stops early to stay cheap; a rare long value goes on
        end = _BARE_REST.match(text, end).end()  # type: ignore[union-attr]
        value = text[start:end]
    if value.endswith(":"):
        value, end = value.rstrip(":"), end - (len(value) - len(value.rstrip(":")))
    if m.group("kq") and value.isdigit():
        return None  # `"password": 20786` is JSON: a number (an id, a count), not a password
    if not value or not _bare_value_ok(value, key, strong, _whole_line(text, key_start, end)):
        return None
    return _Hit(kind, start, end, priority)


def _env_hit(text: str, start: int, eq: int, priority: int) -> _Hit | None:
    if not _ENV_KEY.fullmatch(text[start:eq]):
        return None  # upper case only: `key=key,` in a call is code, not a .env line
    line_start = text.rfind("\n", max(0, start - 200), start) + 1
    if line_start == 0 and start > 200:
        return None
    prefix = _ENV_PREFIX.match(text, line_start)
    if prefix is None or prefix.end() != start:
        return None
    m = _ENV_VALUE.match(text, eq + 1)
    if m is None:
        return None
    group = "dq" if m.group("dq") is not None else "sq" if m.group("sq") is not None else "bare"
    value = m.group(group)
    if _is_placeholder(value) or _is_code(value) or value.startswith(MARKER_PREFIX):
        return None
    if value.isdigit() and len(value) < 6:
        return None  # counts and switches: RETRY_PASS=3
    return _Hit("env_secret", m.start(group), m.end(group), priority)


def _whole_line(text: str, start: int, end: int) -> bool:
    """Whether text[start:end] is the whole line, bar indentation, list dashes and `export`."""
    line_start = text.rfind("\n", max(0, start - 200), start) + 1
    if line_start == 0 and start > 200:
        return False
    before = text[line_start:start].strip(" \t-\"'")
    if before not in ("", "export"):
        return False
    after = text[end : end + 200]
    newline = after.find("\n")
    if newline < 0 and end + 200 < len(text):
        return False
    return not after[: newline if newline >= 0 else None].strip(" \t,;\r")


def _has_upper_lower_digit(value: str) -> bool:
    return (
        any(c.isupper() for c in value)
        and any(c.islower() for c in value)
        and any(c.isdigit() for c in value)
    )


def _openai_ok(value: str) -> bool:
    # old keys are bare `sk-` + 48 random characters; demand randomness so `sk-some-css-name`
    # survives, and let the structured prefixes through on their own
    return value.startswith(("sk-proj-", "sk-svcacct-", "sk-admin-")) or _has_upper_lower_digit(
        value
    )


def _has_digit(value: str) -> bool:
    return any(c.isdigit() for c in value)


def _not_placeholder(value: str) -> bool:
    return not _is_placeholder(value) and not value.startswith(MARKER_PREFIX)


def _url_password_ok(value: str) -> bool:
    # `scheme://user:password@host` is how docs spell the shape, not a password
    return _not_placeholder(value) and value.lower() not in _URL_WORDS


_URL_WORDS = frozenset(["password", "passwd", "secret", "token"])


def _bearer_ok(value: str) -> bool:
    return _tokenish(value) and not _EXAMPLE.search(value)


# Probes stand in for many substring gates with one search each: every probe
# starts with one literal character, which `re` skips to quickly, then tests a
# few fixed-width look-behinds for the vendor prefixes around it. A gate whose
# name starts with `@` is a probe.
_PROBES: dict[str, re.Pattern[str]] = {
    # ghp_ gho_ ghu_ ghs_ ghr_ npm_ hf_ github_pat_ sk_live_ rk_test_ … whsec_
    "@underscore": re.compile(
        r"_(?:(?<=gh[pousr]_|npm_)|(?<=hf_)|(?<=github_pat_)|(?<=[spr]k_live_|[spr]k_test_)"
        r"|(?<=whsec_))"
    ),
    # sk- (OpenAI, Anthropic), glpat-, xapp-, pypi-, xoxb- …, and -----BEGIN
    "@dash": re.compile(r"-(?:(?<=sk-)|(?<=glpat-)|(?<=xapp-|pypi-|xox[abposr]-)|(?=----BEGIN))"),
    # AKIA / ASIA (AWS), AIza (Google)
    "@A": re.compile(r"A(?:KIA|SIA|Iza)"),
}

_B = r"(?<![A-Za-z0-9_-])"  # no token character right before
_E = r"(?![A-Za-z0-9_-])"  # and none right after

_TOKEN_RULES: tuple[_RegexRule, ...] = (
    _RegexRule(
        "private_key",
        re.compile(
            r"-----BEGIN[ A-Z0-9]{0,40}PRIVATE KEY(?: BLOCK)?-----"
            # the body: base64, `Proc-Type: 4,ENCRYPTED` headers, line breaks real or
            # escaped, the quotes of a key pasted into source as one string per line,
            # and markdown quoting (`> `, aider's `#### `)
            r"""(?:(?:[A-Za-z0-9+/=:,.\s"'#>-]|\\[rnt]){0,20000}?"""
            r"-----END[ A-Z0-9]{0,40}PRIVATE KEY(?: BLOCK)?-----"
            # a key cut short (a truncated log line): take what follows that looks like it
            r"""|(?:(?:\\[rn]|[\s"'#>]){1,12}[A-Za-z0-9+/=:,-]{8,120}){1,400})"""
        ),
        gates=("@dash",),
        needles=("PRIVATE KEY",),
    ),
    _RegexRule(
        "aws_access_key",
        re.compile(r"(?<![A-Z0-9])(?:AKIA|ASIA)[A-Z0-9]{16}(?![A-Z0-9])"),
        gates=("@A",),
    ),
    _RegexRule(
        "aws_secret_key",
        re.compile(
            r"aws_?secret_?(?:access_?)?key(?:\\?[\"'])?[ \t]{0,8}(?:=>|:=|=|:)[ \t]{0,8}"
            r"(?:\\?[\"'])?(?P<v>[A-Za-z0-9/+=]{40})(?![A-Za-z0-9/+=])",
            re.IGNORECASE,
        ),
        gates=("secret",),
        needles=("aws", "AWS", "Aws"),
    ),
    _RegexRule(
        "anthropic_key",
        re.compile(_B + r"sk-ant-[A-Za-z0-9_-]{20,400}" + _E),
        gates=("@dash",),
        needles=("sk-ant-",),
    ),
    _RegexRule(
        "openai_key",
        re.compile(
            _B + r"sk-(?!ant-)(?:proj-|svcacct-|admin-)?[A-Za-z0-9_-]{20,400}" + _E,
        ),
        gates=("@dash",),
        judge=_openai_ok,
    ),
    _RegexRule(
        "google_api_key",
        re.compile(_B + r"AIza[0-9A-Za-z_-]{35}" + _E),
        gates=("@A",),
    ),
    _RegexRule(
        "github_token",
        re.compile(r"\b(?:gh[pousr]_[A-Za-z0-9]{30,255}|github_pat_[A-Za-z0-9_]{22,255})\b"),
        gates=("@underscore",),
    ),
    _RegexRule(
        "gitlab_token",
        re.compile(_B + r"glpat-[A-Za-z0-9_-]{20,64}" + _E),
        gates=("@dash",),
    ),
    _RegexRule(
        "npm_token",
        re.compile(r"\bnpm_[A-Za-z0-9]{36}\b"),
        gates=("@underscore",),
    ),
    _RegexRule(
        "pypi_token",
        re.compile(r"\bpypi-AgEIcHlwaS5vcmc[A-Za-z0-9_-]{30,400}"),
        gates=("@dash",),
    ),
    _RegexRule(
        "huggingface_token",
        re.compile(r"\bhf_[A-Za-z0-9]{34,40}\b"),
        gates=("@underscore",),
        judge=_has_upper_lower_digit,
    ),
    _RegexRule(
        "slack_token",
        re.compile(_B + r"(?:xox[abposr]|xapp)-[A-Za-z0-9-]{10,250}" + _E),
        gates=("@dash",),
        judge=_has_digit,
    ),
    _RegexRule(
        "slack_webhook",
        re.compile(
            r"hooks\.slack\.com/(?:services|workflows|triggers)/(?P<v>[A-Za-z0-9_/-]{16,200})"
        ),
        gates=("://",),
        needles=("hooks.slack.com",),
    ),
    _RegexRule(
        "discord_webhook",
        re.compile(r"discord(?:app)?\.com/api/webhooks/\d{5,30}/(?P<v>[A-Za-z0-9_-]{30,100})"),
        gates=("://",),
        needles=("/api/webhooks/",),
    ),
    _RegexRule(
        "stripe_key",
        re.compile(
            r"\b(?:(?:sk|rk|pk)_(?:live|test)_[A-Za-z0-9]{10,250}|whsec_[A-Za-z0-9]{20,100})\b"
        ),
        gates=("@underscore",),
    ),
    _RegexRule(
        "jwt",
        re.compile(_B + r"eyJ[A-Za-z0-9_-]{5,2000}\.[A-Za-z0-9_-]{5,8000}\.[A-Za-z0-9_-]{0,2000}"),
        gates=("eyj",),
        needles=("eyJ",),
    ),
    _RegexRule(
        "url_credentials",
        # scheme://user:password@host; the password may hold `@`, so take up to the last one
        re.compile(
            r"://(?:[^\s:/?#@\[\]\"'<>]{0,200}):(?P<v>[^\s/?\"'<>]{1,400})@"
            r"(?=[A-Za-z0-9\[])"
        ),
        gates=("://",),
        needles=("@",),
        judge=_url_password_ok,
    ),
    _RegexRule(
        "authorization_header",
        re.compile(
            r"\bauthorization(?:\\?[\"'])?[ \t]{0,8}[:=][ \t]{0,8}(?:\\?[\"'])?[ \t]{0,8}"
            r"(?:bearer|basic|token|digest|apikey|api-key|key)[ \t]{1,8}"
            r"(?P<v>[A-Za-z0-9._~+/-]{8,4000}=*)",
            re.IGNORECASE,
        ),
        gates=("authorization",),
        anchor="authorization",
        judge=_not_placeholder,
        priority=1,
    ),
    _RegexRule(
        "bearer_token",
        re.compile(r"\b[Bb]earer[ \t]{1,8}(?P<v>[A-Za-z0-9._~+/-]{12,4000}=*)"),
        gates=("bearer",),
        anchor="bearer",
        judge=_bearer_ok,
        priority=1,
    ),
)

_BUILTIN_RULES: tuple[_Rule, ...] = (*_TOKEN_RULES, _NamedValueRule())


# -- the sanitizer ----------------------------------------------------------------------


def _compile_extra(index: int, pattern: object) -> _RegexRule:
    where = f"sanitize.extra_patterns[{index}]"
    fix_base = (
        f"correct or remove entry {index} of `sanitize.extra_patterns` in your kenning config "
        "(`kenning config show` names the file that sets it)"
    )
    if not isinstance(pattern, str) or not pattern:
        raise SanitizerError(f"{where} is not a non-empty string: `{pattern!r}`", fix=fix_base)
    if len(pattern) > MAX_PATTERN_LENGTH:
        raise SanitizerError(
            f"{where} is {len(pattern)} characters long, over the limit of {MAX_PATTERN_LENGTH}: "
            f"`{pattern[:60]}…`",
            fix=fix_base + "; match the secret's distinctive prefix instead of spelling it out",
        )
    try:
        compiled = re.compile(pattern)
    except re.error as exc:
        raise SanitizerError(
            f"{where} `{pattern}` is not a valid regular expression: {exc}", fix=fix_base
        ) from exc
    reason = unsafe_reason(pattern)
    if reason:
        raise SanitizerError(
            f"{where} `{pattern}` is unsafe: {reason}",
            fix=fix_base
            + "; repeat a plain character class instead of a group (`[\\w.]+`, not `(\\w+\\.?)+`), "
            "give each repetition a separator the inner part cannot match (`(?:[a-z]+\\.)+`), "
            "or make the inner repeat possessive (`a++`)",
        )
    if compiled.search("") is not None:
        raise SanitizerError(
            f"{where} `{pattern}` matches empty text, so it would mark nothing and everything",
            fix=fix_base + "; require at least one character, e.g. `+` instead of `*`",
        )
    if compiled.search(marker("custom_pattern")) is not None:
        raise SanitizerError(
            f"{where} `{pattern}` matches kenning's own marker `{marker('custom_pattern')}`, "
            "so redacting would never settle",
            fix=fix_base + "; make the pattern specific to the secret's format",
        )
    # the value is group `v` if named so, else group 1, else the whole match
    group: str | int = "v" if "v" in compiled.groupindex else 1 if compiled.groups else 0
    return _RegexRule("custom_pattern", compiled, priority=0, group=group)


@dataclass(frozen=True)
class Sanitizer:
    """Finds and redacts secrets in text and JSON-like values."""

    rules: Sequence[_Rule] = field(default=_BUILTIN_RULES)
    # derived from `rules`: the distinct gates, and for each the rules it opens
    _literal_gates: tuple[str, ...] = field(init=False, repr=False, compare=False)
    _probe_gates: tuple[tuple[str, re.Pattern[str]], ...] = field(
        init=False, repr=False, compare=False
    )
    _by_gate: dict[str, tuple[int, ...]] = field(init=False, repr=False, compare=False)
    _ungated: tuple[int, ...] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        by_gate: dict[str, list[int]] = {}
        for index, rule in enumerate(self.rules):
            for gate in rule.gates:
                by_gate.setdefault(gate, []).append(index)
        setattr_ = object.__setattr__  # frozen dataclass: derived fields are set once here
        setattr_(self, "_literal_gates", tuple(g for g in by_gate if g not in _PROBES))
        setattr_(self, "_probe_gates", tuple((g, _PROBES[g]) for g in by_gate if g in _PROBES))
        setattr_(self, "_by_gate", {g: tuple(ix) for g, ix in by_gate.items()})
        setattr_(self, "_ungated", tuple(i for i, r in enumerate(self.rules) if not r.gates))

    @classmethod
    def from_config(cls, config: SanitizeConfig) -> Sanitizer:
        """The built-in rules plus the user's `sanitize.extra_patterns`.

        Raises:
            SanitizerError: an extra pattern does not compile, is too long, matches
                empty text or could backtrack catastrophically; the message names the
                pattern and the config key to fix.
        """
        extra = tuple(_compile_extra(i, p) for i, p in enumerate(config.extra_patterns))
        return cls(rules=(*extra, *_BUILTIN_RULES))

    def _hits(self, text: str) -> list[_Hit]:
        if not text:
            return []
        low = text.lower()
        first: dict[str, int] = {}
        for gate in self._literal_gates:
            i = low.find(gate)
            if i >= 0:
                first[gate] = i
        for gate, probe in self._probe_gates:
            if probe.search(text) is not None:
                first[gate] = 0
        selected = set(self._ungated)
        for gate in first:
            selected.update(self._by_gate[gate])
        hits: list[_Hit] = []
        for index in sorted(selected):
            rule = self.rules[index]
            if rule.needles and not any(n in text for n in rule.needles):
                continue
            hits.extend(rule.scan(text, low, first))
        if not hits:
            return hits
        if MARKER_PREFIX in text:
            # a value overlapping an earlier marker is that marker, not a new secret
            spans = [m.span() for m in _MARKER_RE.finditer(text)]
            starts = [s for s, _ in spans]
            hits = [h for h in hits if not _overlaps(h, spans, starts)]
        return _merge(hits)

    def find(self, text: str) -> list[Finding]:
        """Every secret in `text`, in order, overlapping matches merged.

        Args:
            text: any text (a message, a diff, a file).

        Returns:
            One `Finding` per secret value, with character offsets into `text`.
        """
        hits = self._hits(text)
        if not hits:
            return []
        newlines = [i for i, c in enumerate(text) if c == "\n"] if "\n" in text else []
        return [
            Finding(h.kind, h.start, h.end, bisect.bisect_left(newlines, h.start) + 1) for h in hits
        ]

    def redact(self, text: str) -> str:
        """`text` with each secret value replaced by `[REDACTED:<kind>]`.

        The rest of the text is kept. Redaction repeats until nothing more is
        found (rarely more than once), so `redact(redact(x)) == redact(x)`; it ends
        because each round turns at least one unmarked character into a marker.
        """
        hits = self._hits(text)
        while hits:
            parts: list[str] = []
            pos = 0
            for h in hits:
                parts.append(text[pos : h.start])
                parts.append(marker(h.kind))
                pos = h.end
            parts.append(text[pos:])
            text = "".join(parts)
            hits = self._hits(text)
        return text

    def contains_secret(self, text: str) -> bool:
        """Whether `text` holds at least one secret."""
        return bool(self._hits(text))

    def redact_json(self, value: object) -> object:
        """A copy of a JSON-like value with secrets redacted in every string.

        Dict keys are kept; a string under a key that names a secret (`"password"`,
        `"api_key"`, `"Authorization"`) is redacted as a whole, unless it is an
        empty value or a placeholder. Other strings go through `redact`. Numbers
        under a strong secret name (`pin_password`) become the marker too.
        """
        return self._redact_value(value, None)

    def _redact_value(self, value: object, key: str | None) -> object:
        if isinstance(value, str):
            verdict = _classify_key(key) if key is not None else None
            if verdict is not None:
                kind, strong = verdict
                if kind == "authorization_header":
                    scheme = re.match(r"(?i)(?:bearer|basic|token|digest|apikey)\s+", value)
                    rest = value[scheme.end() :] if scheme else value
                    if _not_placeholder(rest) and not rest.startswith(MARKER_PREFIX):
                        return (scheme.group(0) if scheme else "") + marker(kind)
                elif _quoted_value_ok(value, key or "", strong):
                    return marker(kind)
            return self.redact(value)
        if isinstance(value, dict):
            return {
                k: self._redact_value(v, k if isinstance(k, str) else None)
                for k, v in value.items()
            }
        if isinstance(value, list):
            return [self._redact_value(v, key) for v in value]
        if isinstance(value, tuple):
            return tuple(self._redact_value(v, key) for v in value)
        if isinstance(value, int | float) and not isinstance(value, bool) and key is not None:
            verdict = _classify_key(key)
            if verdict is not None and verdict[1]:
                return marker(verdict[0])
        return value


def _overlaps(hit: _Hit, spans: list[tuple[int, int]], starts: list[int]) -> bool:
    i = bisect.bisect_right(starts, hit.start)
    if i > 0 and spans[i - 1][1] > hit.start:
        return True
    return i < len(spans) and spans[i][0] < hit.end


def _merge(hits: list[_Hit]) -> list[_Hit]:
    """Sort hits and fuse overlapping ones: the union of the spans, the kind of the best rule."""
    hits.sort(key=lambda h: (h.start, h.priority, -h.end))
    merged: list[_Hit] = []
    for h in hits:
        if merged and h.start < merged[-1].end:
            last = merged[-1]
            best = last if last.priority <= h.priority else h
            merged[-1] = _Hit(best.kind, last.start, max(last.end, h.end), best.priority)
        else:
            merged.append(h)
    return merged


@functools.cache
def default_sanitizer() -> Sanitizer:
    """The sanitizer with the built-in rules only (built once, then shared)."""
    return Sanitizer()
