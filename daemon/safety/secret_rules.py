"""The built-in rules of the secret sanitizer (`sanitize.py` holds the engine and API).

Two sorts of rule:

* **token rules** (`RegexRule`) recognise a secret by its own shape: vendor
  prefixes (`AKIA…`, `ghp_…`, `sk-ant-…`, `xoxb-…`), JWTs, PEM private-key
  blocks, the password in a URL's user-info, `Authorization:` credentials;
* **the name rule** (`_NamedValueRule`) recognises a secret by the name it is
  given: `password=…`, `"api_key": "…"`, `client_secret: …`, `.env` lines such
  as `STRIPE_KEY=…`, flags such as `--api-key X`. The value is judged too, so
  that code and placeholders (`password=os.environ["PW"]`, `token=${TOKEN}`,
  `password: str`, `sk-...your-key...`, `AKIAIOSFODNN7EXAMPLE`) survive.

Secrets known by where they are written (command lines, cookies, credential
files) are in `secret_commands.py`; judging a value (code? placeholder?) and a
name is `secret_values.py`.

Speed: every rule names its gates, substrings without which it cannot match,
looked for in the lower-cased text (or one of the `PROBES`), then optionally
case-sensitive needles; a rule runs only on text holding one of them, so
ordinary text costs a few substring scans. The name rule never scans the text
with a regular expression: it tries one anchored match at each occurrence of a
keyword (`pass`, `secret`, `token`, `key`, `pwd`) that has a `=` or `:` after it
(or, for a flag, a `-` shortly before it). Token patterns start with their
literal prefix (`starts`), so `re` skips to it instead of trying every position.
"""

from __future__ import annotations

import base64
import binascii
import re
import string
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass, replace
from typing import Protocol

from kenning.daemon.core.lazy_regex import lazy_compile
from kenning.daemon.safety.values import (
    EXAMPLE,
    IDENT,
    MARKER_PREFIX,
    MARKER_RE,
    PLACEHOLDER_INSIDE,
    bare_value_ok,
    classify_key,
    docker_auth_ok,
    has_digit,
    has_upper_lower_digit,
    hex_key,
    is_code,
    is_placeholder,
    is_word,
    marker,
    mixed_case,
    not_placeholder,
    quoted_value_ok,
    tokenish,
    weak_token_ok,
)

__all__ = [
    "CORE_RULES",
    "LOWER_PROBES",
    "MARKER_PREFIX",
    "MARKER_RE",
    "PROBES",
    "Hit",
    "RegexRule",
    "SecretRule",
    "classify_key",
    "docker_auth_ok",
    "marker",
    "not_placeholder",
    "quoted_value_ok",
    "starts",
]


@dataclass(frozen=True)
class Hit:
    """One match of one rule: the span of the secret value."""

    kind: str
    start: int
    end: int
    priority: int  # lower wins when two hits overlap


class SecretRule(Protocol):
    """What the sanitizer needs of a rule: its gates and a scan."""

    @property
    def gates(self) -> tuple[str, ...]:
        """Lower-case substrings looked for in `text.lower()`: one must occur (none: always run).

        A name starting with `@` is a probe (see `PROBES`).
        """
        ...

    @property
    def needles(self) -> tuple[str, ...]:
        """Then case-sensitive substrings of `text`: one must occur (none: no second test)."""
        ...

    def scan(self, text: str, low: str, first: Mapping[str, int]) -> Iterator[Hit]:
        """Yield the secrets in `text`.

        `low` is `text.lower()`; `first` maps each gate found in `low` to its
        first offset there.
        """
        ...


# -- rules ------------------------------------------------------------------------------


@dataclass(frozen=True)
class RegexRule:
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
    # the group holding the value (the first of several that took part); the whole
    # match if absent
    group: str | int | tuple[str, ...] = "v"

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

    def scan(self, text: str, low: str, first: Mapping[str, int]) -> Iterator[Hit]:
        group = self.group
        if isinstance(group, str) and group not in self.pattern.groupindex:
            group = 0
        for m in self._matches(text, low, first):
            if isinstance(group, tuple):
                start, end = next((m.span(g) for g in group if m.start(g) >= 0), m.span())
            else:
                start, end = m.span(group)
            if end <= start:
                continue
            if self.judge is not None and not self.judge(text[start:end]):
                continue
            yield Hit(self.kind, start, end, self.priority)


# A quoted value (double, single, or double quotes escaped inside a JSON string),
# else a bare run up to a delimiter. Bounded repeats keep the worst case linear.
_VALUE = (
    r"""(?:"(?P<dq>(?:[^"\\\r\n]|\\.){0,4000})"|'(?P<sq>(?:[^'\\\r\n]|\\.){0,4000})'"""
    r'|\\"(?P<eq>[^"\\\r\n]{0,4000})\\"'
    # a string cut off (agents truncate tool output): one word running to the end of
    # the line or text, `{"password": "Xk9mP2vL8qWz`, also escaped inside a JSON string
    r"""|"(?P<uq>[^\s"'\\]{1,4000})(?=[\r\n]|$)|\\"(?P<eu>[^\s"'\\]{1,4000})(?=\\[nr]|"|$)"""
    # bare: up to a delimiter, or an escape (`\n` in JSON-encoded text ends the line)
    r"""|(?P<bare>[^\s"'`,;&)}\]<>\\](?:[^\s"'`,;&)}\]\\]|\\(?![nrt"'\\])){0,300}))"""
)
_BARE_REST = lazy_compile(r"""(?:[^\s"'`,;&)}\]\\]|\\(?![nrt"'\\])){0,8000}""")
# Tried at each occurrence of a keyword (never scanned over the whole text).
_ASSIGN = lazy_compile(
    r"(?P<kw>pass(?:word|wd|phrase)|secret|tokens?|keys?(?:_id)?|pwd)"
    r"(?P<kq>\\?[\"'])?\]?"  # closing quote of a quoted key, `]` of a subscript
    r"(?::[ \t]{0,4}[A-Za-z_][\w.\[\], |]{0,60}?(?=[ \t]{0,8}=))?"  # type annotation
    r"[ \t]{0,8}(?::=|=>|==?|:(?!:))[ \t]{0,8}"
    # a bytes or unicode string's prefix (b'…', rb"…", u'…'); not r alone: r"…" is a regex
    r"(?:(?:[bBuU]|[rR][bB]|[bB][rR])(?=[\"']))?" + _VALUE,
    re.IGNORECASE,
)
_KEYWORDS = ("pass", "secret", "token", "key", "pwd")
_PWD_PROBES = frozenset({"@underscore", "@dash", "@dot"})
# the characters of a name, for reading it backwards from its keyword
_ENV_NAME_CHARS = string.ascii_letters + string.digits + "_"
_KEY_CHARS = _ENV_NAME_CHARS + ".-"
# cheap test at a keyword: is an `=` or `:` close enough to make it a name?
_SEPARATOR_AHEAD = lazy_compile(r"[A-Za-z0-9_]{0,40}(?:\\?[\"'])?\]?[ \t]{0,8}[:=]")
_ENV_TAIL = lazy_compile(r"[A-Za-z0-9_]{0,80}=")
_ENV_PREFIX = lazy_compile(r"[ \t]*(?:(?:export|ENV|ARG)[ \t]+)?")
_ENV_VALUE = lazy_compile(
    r"""(?:"(?P<dq>[^"\r\n]{1,4000})"|'(?P<sq>[^'\r\n]{1,4000})'"""
    # unquoted: ends where the shell ends it, or at an escape of JSON-encoded text
    r"""|(?P<bare>[^\s"'#<&;|\\](?:[^\s&;|\\]|\\(?![nrt"'\\])){0,4000}))"""
)
_ENV_KEY = lazy_compile(r"[A-Z0-9_]*(?:SECRET|TOKEN|PASSWORD|PASSWD|PASSPHRASE|_PASS|_PWD|_KEY)")


@dataclass(frozen=True)
class _NamedValueRule:
    """Values known by their name: `password=…`, `"api_key": "…"`, `.env` lines.

    At each occurrence of a keyword two shapes are tried. An *assignment*
    (`name = value`, `name: value`, `"name": "value"`, `name := value`) whose
    name ends in a secret word; the value is judged, so code and placeholders
    survive. A *`.env` line* (`STRIPE_KEY=…`, `export DB_PASS=…`: the line is
    just NAME=value, no spaces), which also covers names like `*_KEY`.
    """

    # `pwd` names a secret only as a suffix (`DB_PWD`, `db-pwd`, `x.pwd`; `PWD` is the
    # shell's folder): the probes on `_`, `-` and `.` look for it, a pass fewer
    gates: tuple[str, ...] = ("pass", "secret", "token", "key", "@underscore", "@dash", "@dot")
    needles: tuple[str, ...] = ()
    priority: int = 2

    def scan(self, text: str, low: str, first: Mapping[str, int]) -> Iterator[Hit]:
        if len(low) != len(text):
            # lower-casing changed the length (rare letters such as U+0130), so
            # offsets in `low` are not offsets in `text`: search the text itself
            seen: set[int] = set()
            for m in re.finditer(r"(?i)pass|secret|token|key|pwd", text):
                if _SEPARATOR_AHEAD.match(text, m.end()) is not None:
                    yield from self._at(text, m.start(), len(m.group()), seen)
                else:
                    hit = _flag_hit(text, m.start(), len(m.group()), self.priority)
                    if hit is not None:
                        yield hit
            return
        seen = set()
        spots: list[tuple[int, int]] = []
        separator_ahead = _SEPARATOR_AHEAD.match
        for word in _KEYWORDS:
            if word == "pwd":
                i = low.find(word) if first.keys() & _PWD_PROBES else -1
            else:
                i = first.get(word, -1)
            size = len(word)
            while i >= 0:
                # most occurrences have no `=` or `:` after them (`token` in prose,
                # `keys()` in code): this one test, in C, drops them
                if separator_ahead(text, i + size) is not None:
                    spots.append((i, size))
                elif (
                    i
                    and text[i - 1] in _FLAG_BEFORE
                    and text.rfind("-", i - 32 if i > 32 else 0, i) >= 0
                ):
                    spots.append((i, -size))  # maybe a flag: `--api-key X`, `-storepass X`
                i = low.find(word, i + 1)
        spots.sort()
        covered = 0  # a keyword inside a value already found is part of that secret
        for i, size in spots:
            if i < covered:
                continue
            if size < 0:
                flag = _flag_hit(text, i, -size, self.priority)
                if flag is not None:
                    covered = flag.end
                    yield flag
                continue
            for hit in self._at(text, i, size, seen):
                covered = max(covered, hit.end)
                yield hit

    def _at(self, text: str, i: int, size: int, seen: set[int]) -> Iterator[Hit]:
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


# A credential passed as a command-line flag: `--password X`, `--api-key "X"`,
# `-storepass X`, `-SecretKey X`. Tried where a keyword ends a longer name (the
# character before it is one of these), so prose ("the token bucket") costs nothing.
_FLAG_BEFORE = frozenset("-_" + string.ascii_letters)
# flags that take a password without saying so in full (keytool, jarsigner, `--pass`)
_PASS_FLAGS = frozenset(
    ["pass", "storepass", "keypass", "srcstorepass", "deststorepass", "srckeypass", "destkeypass"]
)
_FLAG_AHEAD = lazy_compile(
    r"(?P<tail>[A-Za-z0-9_-]{0,24})[ \t]{1,4}"
    r"""(?:'(?P<sq>[^'\r\n]{1,400})'|"(?P<dq>[^"\r\n]{1,400})\""""
    r"""|(?P<bare>[^\s'"`;&|()<>\\-][^\s'"`;&|()<>\\]{0,400}))"""
)


def _flag_hit(text: str, i: int, size: int, priority: int) -> Hit | None:
    m = _FLAG_AHEAD.match(text, i + size)
    if m is None:
        return None
    start = _name_start(text, i, _KEY_CHARS, 40)
    if not text.startswith("-", start) or (start and text[start - 1] not in " \t\"'(="):
        return None  # not a flag: a word inside prose or code
    key = text[start : m.end("tail")].lstrip("-")
    verdict = classify_key(key)
    low = key.lower()
    if verdict is None and low in _PASS_FLAGS:
        verdict = "password_assignment", True
    if verdict is None:
        return None
    kind, strong = verdict
    strong = strong or low in ("token", "tokens")  # `--token X` passes a credential
    for group in ("sq", "dq"):
        value = m.group(group)
        if value is not None:
            if not quoted_value_ok(value, key, strong):
                return None
            return Hit(kind, m.start(group), m.end(group), priority)
    value = m.group("bare")
    start, end = m.span("bare")
    name, eq, rest = value.partition("=")
    if eq and IDENT.fullmatch(name):
        if not rest or "=" in rest or "," in rest or is_word(rest):
            return None  # options, not a key: `docker build --secret id=npmrc,src=…`
        value, start = rest, start + len(name) + 1  # aider's `--api-key deepseek=sk-…`
    if is_placeholder(value) or is_code(value) or value.startswith(MARKER_PREFIX):
        return None
    if value.isalpha() and value.islower():
        return None  # prose about the flag: "the --password option", "--token and"
    if not strong and not weak_token_ok(value):
        return None
    return Hit(kind, start, end, priority)


def _name_start(text: str, end: int, chars: str, limit: int) -> int:
    """Where the run of `chars` ending at `end` starts (looking back at most `limit`)."""
    window = text[max(0, end - limit) : end]
    return end - (len(window) - len(window.rstrip(chars)))


def _assignment_hit(text: str, m: re.Match[str], priority: int) -> Hit | None:
    bare = m.group("bare")
    if bare is not None and is_code(bare, config_line=True):
        return None  # the common case in code, rejected before any other work
    kw_start = m.start("kw")
    key_start = _name_start(text, kw_start, _KEY_CHARS, 64)
    if text.startswith("://", key_start - 3):
        return None  # scheme://user:password@host is the URL rule's: the name is a user
    key = text[key_start : m.end("kw")]
    verdict = classify_key(key)
    if verdict is None:
        return None
    kind, strong = verdict
    for group in ("dq", "sq", "eq", "uq", "eu"):
        if m.group(group) is not None:
            if not quoted_value_ok(m.group(group), key, strong):
                return None
            return Hit(kind, m.start(group), m.end(group), priority)
    start, end = m.span("bare")
    value = m.group("bare")
    if end - start > 300:  # the pattern stops early to stay cheap; a rare long value goes on
        end = _BARE_REST.match(text, end).end()  # type: ignore[union-attr]
        value = text[start:end]
    if value.endswith(":"):
        value, end = value.rstrip(":"), end - (len(value) - len(value.rstrip(":")))
    if m.group("kq") and value.isdigit():
        return None  # `"password": 20786` is JSON: a number (an id, a count), not a password
    if not value or not bare_value_ok(
        value, key, strong, lambda: _config_context(text, key_start, end)
    ):
        return None
    return Hit(kind, start, end, priority)


def _env_hit(text: str, start: int, eq: int, priority: int) -> Hit | None:
    if not _ENV_KEY.fullmatch(text[start:eq]):
        return None  # upper case only: `key=key,` in a call is code, not a .env line
    line_start = text.rfind("\n", max(0, start - 200), start) + 1
    if line_start == 0 and start > 200:
        return None
    prefix = _ENV_PREFIX.match(text, line_start)
    if (prefix is None or prefix.end() != start) and not _after_shell_break(text, start):
        return None
    m = _ENV_VALUE.match(text, eq + 1)
    if m is None:
        return None
    group = "dq" if m.group("dq") is not None else "sq" if m.group("sq") is not None else "bare"
    value = m.group(group)
    if is_placeholder(value) or is_code(value, config_line=True):
        return None
    if value.startswith(MARKER_PREFIX):
        return None
    if value.isdigit() and len(value) < 6:
        return None  # counts and switches: RETRY_PASS=3
    return Hit("env_secret", m.start(group), m.end(group), priority)


# what may come just before a shell assignment `NAME=value` that is not at a line's
# start: `&&`, `;`, `|`, `$(`, `env`, `-e` (docker run), a quote (a JSON string that is
# the assignment), an escaped newline of JSON-encoded text
_SHELL_BREAK = lazy_compile(
    r"""(?:(?:&&|\|\||[;|`]|\$\(|\\n|(?<![\w-])(?:-e|--env|env|export|set|sudo))[ \t]{0,4}|["'])$"""
)


def _after_shell_break(text: str, start: int) -> bool:
    """Whether the assignment at `start` begins a shell word: `cd app && DB_PASS=x ./run`."""
    return start > 0 and _SHELL_BREAK.search(text, max(0, start - 12), start) is not None


def _config_context(text: str, start: int, end: int) -> bool:
    """A whole configuration line, or a shell assignment inside a command or a JSON string."""
    if _whole_line(text, start, end):
        return True
    if not _after_shell_break(text, start):
        return False
    quote = text[start - 1]
    if quote in "\"'":
        # a quoted string that is the whole assignment ("password=a.b.c"), not prose
        # that starts with a name ("Password: must be 8 characters long")
        return text.startswith(quote, end)
    return True


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


def _openai_ok(value: str) -> bool:
    # old keys are bare `sk-` + 48 random characters; demand randomness so `sk-some-css-name`
    # survives, and let the structured prefixes through on their own. OpenAI-compatible
    # providers (DeepSeek and others) issue `sk-` + 32 lower-case hex digits.
    if is_placeholder(value):
        return False
    return (
        value.startswith(("sk-proj-", "sk-svcacct-", "sk-admin-", "sk-or-v1-"))
        or has_upper_lower_digit(value)
        or hex_key(value[3:])
    )


def _discord_ok(value: str) -> bool:
    """A bot token: the first part a user id (digits) in base64, or every part holds a digit."""
    first = value.partition(".")[0]
    try:
        if base64.urlsafe_b64decode(first + "=" * (-len(first) % 4)).isdigit():
            return True
    except (binascii.Error, ValueError):
        pass
    return has_upper_lower_digit(value) and all(has_digit(p) for p in value.split("."))


def _aws_id_ok(value: str) -> bool:
    return not value.endswith("EXAMPLE")  # AWS's documentation key, AKIAIOSFODNN7EXAMPLE


def _random_ok(value: str) -> bool:
    """A vendor token body: letters and digits mixed, and no placeholder inside."""
    return has_digit(value) and any(c.isalpha() for c in value) and not is_placeholder(value)


def _url_password_ok(value: str) -> bool:
    # `scheme://user:password@host` is how docs spell the shape, not a password
    return not_placeholder(value) and value.lower() not in _URL_WORDS


_URL_WORDS = frozenset(["password", "passwd", "secret", "token"])


def _bearer_ok(value: str) -> bool:
    return tokenish(value) and not EXAMPLE.search(value)


# Probes stand in for many substring gates with one search each: every probe
# starts with one literal character, which `re` skips to quickly, then tests a
# few fixed-width look-behinds for the vendor prefixes around it. A gate whose
# name starts with `@` is a probe.
PROBES: dict[str, re.Pattern[str]] = {
    # ghp_ gho_ ghu_ ghs_ ghr_ npm_ hf_ github_pat_ sk_live_ rk_test_ … whsec_ dop_v1_,
    # the `_` prefixes of _PREFIXED (grouped by width: one look-behind per width)
    "@underscore": lazy_compile(
        r"_(?:(?<=gh[pousr]_|npm_|gsk_|pnu_|tfp_|sbp_|nfp_|glc_)|(?<=hf_|r8_|fw_)"
        r"|(?<=github_pat_)|(?<=[spr]k_live_|[spr]k_test_)|(?<=whsec_|shpat_|shpss_|shpca_)"
        r"|(?<=do[por]_v1_)|(?<=lsv2_pt_|lsv2_sk_|lin_api_)|(?<=pcsk_|glsa_|figd_)"
        r"|(?=[Pp][Ww][Dd]))"  # and _pwd names: DB_PWD
    ),
    # sk- (OpenAI, Anthropic), glpat-, xapp-, pypi-, xoxb- …, and -----BEGIN
    # and a password flag after a space (-p, -P, -u, -U, -a, -A, -w, -b, -B, --user, --pass…,
    # and sudo's -S / --stdin, which read a piped password)
    # (and xai- pplx- tvly- PMAK- NRAK- HRKU- nvapi- xkeysib-, see _PREFIXED)
    "@dash": lazy_compile(
        r"-(?:(?<=sk-)|(?<=glpat-)|(?<=xapp-|pypi-|xox[abposr]-)|(?=----BEGIN)|(?=[Pp][Ww][Dd])"
        r"|(?<= -)(?:[pPuUaAwbBS]|-user|-pass|-cookie|-stdin)"
        r"|(?<=xai-)|(?<=pplx-|tvly-|PMAK-|NRAK-|HRKU-)|(?<=nvapi-)|(?<=xkeysib-))"
    ),
    # AKIA / ASIA (AWS), AIza (Google), AC + 32 hex (Twilio), ATATT (Atlassian)
    "@A": lazy_compile(r"A(?:KIA|SIA|Iza|C[0-9a-f]{32}|TATT)"),
    # SG. (SendGrid), ya29. (Google OAuth), hvs. hvb. hvr. (Vault), connect.sid (Express
    # session cookie), and the first dot of a Discord bot token (24 characters before it)
    "@dot": lazy_compile(
        r"\.(?:(?<=SG\.)|(?<=ya29\.)|(?<=hv[sbr]\.)|(?<=[Cc]onnect\.)"
        r"|(?<=[A-Za-z0-9_-]{23}\.)(?=[A-Za-z0-9_-]{6}\.)|(?=[Pp][Ww][Dd])|(?=cookie)"
        # and a JWT's second part: base64 of a JSON object, `ey…`
        r"|(?=ey))"
    ),
    # `://` (URLs), `:5432:` (a .pgpass line), the colon after a JSON key "auth" (Docker):
    # one probe instead of three substring searches
    # and a Cookie: header (or a JSON "Cookie" key)
    "@colon": lazy_compile(
        r':(?:(?=//)|(?=5432:)|(?<="auth":|auth\\":|[Cc]ookie:|COOKIE:|ookie":|ookie\':)'
        r'|(?<="auth" :))'
    ),
    # read in the lower-cased text (see LOWER_PROBES):
    # sessionid, JSESSIONID, PHPSESSID
    "@sessid": lazy_compile(r"sess(?:ion)?id"),
}
#: the probes searched in the lower-cased text instead of the text
LOWER_PROBES = frozenset({"@sessid"})

_B = r"(?<![A-Za-z0-9_-])"  # no token character right before
_E = r"(?![A-Za-z0-9_-])"  # and none right after


_PREFIXED = (
    r"(?<![A-Za-z0-9_-])(?:gsk_|xai-|pplx-|r8_|lsv2_(?:pt|sk)_|tvly-|pcsk_|fw_|shp(?:at|ss|ca)_"
    r"|glc_|glsa_|lin_api_|pnu_|tfp_|sbp_|nfp_|figd_|PMAK-|NRAK-|HRKU-|nvapi-|xkeysib-)"
)


def starts(literal: str) -> str:
    """`literal` with no token character before it, the look-behind written after it.

    A pattern that starts with a literal lets `re` skip to its occurrences at C
    speed; one that starts with a look-behind is tried at every position (20
    times slower on a long text).
    """
    lit = re.escape(literal)
    return f"{lit}(?<![A-Za-z0-9_-]{lit})"


_TOKEN_RULES: tuple[RegexRule, ...] = (
    RegexRule(
        "private_key",
        lazy_compile(
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
    RegexRule(
        "aws_access_key",
        lazy_compile(r"(?<![A-Z0-9])(?:AKIA|ASIA)[A-Z0-9]{16}(?![A-Z0-9])"),
        gates=("@A",),
        judge=_aws_id_ok,
    ),
    RegexRule(
        "aws_secret_key",
        lazy_compile(
            r"aws_?secret_?(?:access_?)?key(?:\\?[\"'])?[ \t]{0,8}(?:=>|:=|=|:)[ \t]{0,8}"
            r"(?:\\?[\"'])?(?P<v>[A-Za-z0-9/+=]{40})(?![A-Za-z0-9/+=])",
            re.IGNORECASE,
        ),
        gates=("secret",),
        needles=("aws", "AWS", "Aws"),
        judge=not_placeholder,  # AWS's documentation secret ends in EXAMPLEKEY
    ),
    RegexRule(
        "anthropic_key",
        lazy_compile(starts("sk-ant-") + r"[A-Za-z0-9_-]{20,400}" + _E),
        gates=("@dash",),
        needles=("sk-ant-",),
    ),
    RegexRule(
        "openai_key",
        lazy_compile(
            starts("sk-") + r"(?!ant-)(?:proj-|svcacct-|admin-)?[A-Za-z0-9_-]{20,400}" + _E,
        ),
        gates=("@dash",),
        judge=_openai_ok,
    ),
    RegexRule(
        "google_api_key",
        lazy_compile(starts("AIza") + r"[0-9A-Za-z_-]{35}" + _E),
        gates=("@A",),
    ),
    RegexRule(
        "github_token",
        lazy_compile(r"\b(?:gh[pousr]_[A-Za-z0-9]{30,255}|github_pat_[A-Za-z0-9_]{22,255})\b"),
        gates=("@underscore",),
    ),
    RegexRule(
        "gitlab_token",
        lazy_compile(starts("glpat-") + r"[A-Za-z0-9_-]{20,64}" + _E),
        gates=("@dash",),
    ),
    RegexRule(
        "npm_token",
        lazy_compile(r"npm_(?<!\wnpm_)[A-Za-z0-9]{36}\b"),
        gates=("@underscore",),
    ),
    RegexRule(
        "pypi_token",
        lazy_compile(r"pypi-(?<!\wpypi-)AgEIcHlwaS5vcmc[A-Za-z0-9_-]{30,400}"),
        gates=("@dash",),
    ),
    RegexRule(
        "huggingface_token",
        lazy_compile(r"hf_(?<!\whf_)[A-Za-z0-9]{34,40}\b"),
        gates=("@underscore",),
        judge=mixed_case,  # some tokens are letters only
    ),
    RegexRule(
        "slack_token",
        lazy_compile(r"x(?:ox[abposr]|app)-(?<![A-Za-z0-9_-]x[a-z]{3}-)[A-Za-z0-9-]{10,250}" + _E),
        gates=("@dash",),
        judge=has_digit,
    ),
    RegexRule(
        "slack_webhook",
        lazy_compile(
            r"hooks\.slack\.com/(?:services|workflows|triggers)/(?P<v>[A-Za-z0-9_/-]{16,200})"
        ),
        gates=("@colon",),
        needles=("hooks.slack.com",),
    ),
    RegexRule(
        "discord_webhook",
        lazy_compile(r"discord(?:app)?\.com/api/webhooks/\d{5,30}/(?P<v>[A-Za-z0-9_-]{30,100})"),
        gates=("@colon",),
        needles=("/api/webhooks/",),
    ),
    RegexRule(
        "stripe_key",
        lazy_compile(
            r"\b(?:(?:sk|rk|pk)_(?:live|test)_[A-Za-z0-9]{10,250}|whsec_[A-Za-z0-9]{20,100})\b"
        ),
        gates=("@underscore",),
    ),
    RegexRule(
        "twilio_key",
        # an account SID: AC + 32 lower-case hex digits
        lazy_compile(r"AC(?<![A-Za-z0-9]AC)[0-9a-f]{32}(?![A-Za-z0-9])"),
        gates=("@A",),
        judge=lambda v: hex_key(v[2:]),
    ),
    RegexRule(
        "twilio_key",
        # an API key SID (SK + 32 hex), looked for where the text says "key" (a probe
        # of its own would cost every message one more pass)
        lazy_compile(r"SK(?<![A-Za-z0-9]SK)[0-9a-f]{32}(?![A-Za-z0-9])"),
        gates=("key",),
        needles=("SK",),
        judge=lambda v: hex_key(v[2:]),
    ),
    RegexRule(
        "sendgrid_key",
        lazy_compile(starts("SG.") + r"[A-Za-z0-9_-]{16,32}\.[A-Za-z0-9_-]{30,64}" + _E),
        gates=("@dot",),
    ),
    RegexRule(
        "discord_bot_token",
        # the user id in base64 (M, N or O first), a timestamp, an HMAC
        lazy_compile(
            _B + r"[MNO][A-Za-z0-9_-]{22,27}\.[A-Za-z0-9_-]{6}\.[A-Za-z0-9_-]{27,40}" + _E
        ),
        gates=("@dot",),
        judge=_discord_ok,
    ),
    RegexRule(
        "google_oauth_token",
        lazy_compile(starts("ya29.") + r"[A-Za-z0-9_-]{20,2000}" + _E),
        gates=("@dot",),
        needles=("ya29.",),
        judge=_random_ok,
    ),
    RegexRule(
        "mailgun_key",
        lazy_compile(starts("key-") + r"[0-9a-z]{32}" + _E),
        gates=("key",),
        needles=("key-",),
        judge=_random_ok,
    ),
    RegexRule(
        "digitalocean_token",
        lazy_compile(r"(?<![A-Za-z0-9_])do[por]_v1_[0-9a-f]{64}(?![A-Za-z0-9_])"),
        gates=("@underscore",),
        needles=("_v1_",),
    ),
    RegexRule(
        "vault_token",
        lazy_compile(starts("hv") + r"[sbr]\.[A-Za-z0-9_-]{20,400}" + _E),
        gates=("@dot",),
        judge=_random_ok,
    ),
    RegexRule(
        "atlassian_token",
        lazy_compile(starts("ATATT") + r"[A-Za-z0-9_=-]{60,400}(?![A-Za-z0-9_=-])"),
        gates=("@A",),
        needles=("ATATT",),
        judge=_random_ok,
    ),
    RegexRule(
        "api_token",
        # other services' prefixed tokens (the checklist of public scanners' rule lists):
        # Groq, xAI, Perplexity, Replicate, LangSmith, Tavily, Pinecone, Fireworks,
        # Shopify, Grafana, Linear, Prefect, Typeform, Supabase, Netlify, Figma,
        # Postman, New Relic, Heroku, NVIDIA, Brevo
        lazy_compile(_PREFIXED + r"[A-Za-z0-9_-]{20,400}" + _E),
        gates=("@underscore", "@dash"),
        judge=_random_ok,
    ),
    RegexRule(
        "jwt",
        lazy_compile(
            starts("eyJ") + r"[A-Za-z0-9_-]{5,2000}\.[A-Za-z0-9_-]{5,8000}\.[A-Za-z0-9_-]{0,2000}"
        ),
        gates=("@dot",),
        needles=("eyJ",),
    ),
    RegexRule(
        "url_credentials",
        # scheme://user:password@host; the password may hold `@`, so take up to the last one
        lazy_compile(
            r"://(?:[^\s:/?#@\[\]\"'<>]{0,200}):(?P<v>[^\s/?\"'<>]{1,400})@"
            r"(?=[A-Za-z0-9\[])"
        ),
        gates=("@colon",),
        needles=("@",),
        judge=_url_password_ok,
    ),
    RegexRule(
        "authorization_header",
        lazy_compile(
            r"\bauthorization(?:\\?[\"'])?[ \t]{0,8}[:=][ \t]{0,8}(?:\\?[\"'])?[ \t]{0,8}"
            r"(?:bearer|basic|token|digest|apikey|api-key|key)[ \t]{1,8}"
            r"(?P<v>[A-Za-z0-9._~+/-]{8,4000}=*)",
            re.IGNORECASE,
        ),
        gates=("authorization",),
        anchor="authorization",
        judge=not_placeholder,
        priority=1,
    ),
    RegexRule(
        "bearer_token",
        lazy_compile(r"\b[Bb]earer[ \t]{1,8}(?P<v>[A-Za-z0-9._~+/-]{12,4000}=*)"),
        gates=("bearer",),
        anchor="bearer",
        judge=_bearer_ok,
        priority=1,
    ),
)


def _real(value: str) -> bool:
    """Not a documentation example: no `EXAMPLE`, no filler (`ghp_xxxx…`, `XXXX…`, `<token>`)."""
    return "EXAMPLE" not in value and PLACEHOLDER_INSIDE.search(value) is None


def _checked(rule: RegexRule) -> RegexRule:
    base = rule.judge

    def judge(value: str) -> bool:
        return _real(value) and (base is None or base(value))

    return replace(rule, judge=judge)


# Every vendor format keeps its documentation placeholders (Slack's `XXXX…` webhook,
# `ghp_xxxx…`); a PEM body or a JWT is base64, where a run of x means nothing.
_TOKEN_RULES = tuple(r if r.kind in ("private_key", "jwt") else _checked(r) for r in _TOKEN_RULES)

CORE_RULES: tuple[SecretRule, ...] = (*_TOKEN_RULES, _NamedValueRule())
