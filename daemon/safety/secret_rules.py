"""The built-in token rules of the secret sanitizer (`sanitize.py` holds the engine and API).

A **token rule** (`RegexRule`) recognises a secret by its own shape: vendor
prefixes (`AKIA…`, `ghp_…`, `sk-ant-…`, `xoxb-…`), JWTs, PEM private-key
blocks, the password in a URL's user-info, `Authorization:` credentials. Its
value is judged too, so that documentation examples (`AKIAIOSFODNN7EXAMPLE`,
`ghp_xxxx…`) survive.

Secrets known by their name (`password=…`, `STRIPE_KEY=…`) are in `names.py`;
by where they are written (command lines, cookies, credential files) in
`commands.py`; pasted in prose, and more vendors' shapes, in `pasted.py`;
judging a value (code? placeholder?) and a name is `values.py`.

Speed: every rule names its gates, substrings without which it cannot match,
looked for in the lower-cased text (or one of the `PROBES`), then optionally
case-sensitive needles; a rule runs only on text holding one of them, so
ordinary text costs a few substring scans. Token patterns start with their
literal prefix (`starts`), so `re` skips to it instead of trying every position.
"""

from __future__ import annotations

import base64
import binascii
import re
from collections.abc import Callable, Iterable, Iterator, Mapping
from dataclasses import dataclass, replace
from typing import Protocol

from kenning.daemon.core.lazy_regex import lazy_compile
from kenning.daemon.safety.values import (
    EXAMPLE,
    MARKER_PREFIX,
    MARKER_RE,
    PLACEHOLDER_INSIDE,
    auth_value_real,
    classify_key,
    docker_auth_ok,
    has_digit,
    has_upper_lower_digit,
    hex_key,
    is_placeholder,
    marker,
    mixed_case,
    not_placeholder,
    quoted_value_ok,
    tokenish,
)

__all__ = [
    "EXACT_PROBES",
    "LOWER_PROBES",
    "MARKER_PREFIX",
    "MARKER_RE",
    "NAME_LETTERS",
    "NAME_WORDS",
    "PROBES",
    "PROBE_ALONE",
    "PROBE_PREFILTERS",
    "PROBE_RE2",
    "SECRET_CALLS",
    "TOKEN_RULES",
    "Hit",
    "RegexRule",
    "SecretRule",
    "SpanRule",
    "classify_key",
    "docker_auth_ok",
    "marker",
    "not_placeholder",
    "quoted_value_ok",
    "requires_of",
    "starts",
    "with_lower",
]

#: the words of an identifier, in any convention: `getAPIKey2` → get, API, Key, 2 (a capital
#: and small letters, capitals alone, digits)
NAME_WORDS = lazy_compile(r"[A-Z]?[a-z]+|[A-Z]+(?![a-z])|[0-9]+")
#: its words of letters only (`getAPIKey2` → get, API, Key)
NAME_LETTERS = lazy_compile(r"[A-Z]?[a-z]+|[A-Z]+(?![a-z])")


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


def requires_of(rule: SecretRule) -> tuple[str, ...]:
    """A rule's `requires` (none: ()): RE2 patterns, one of which matches every ASCII text the
    rule finds a secret in, from what its `scan` reads (gates.py leaves it out of one where
    none does); tests/test_sanitize_requires.py checks them on the corpora and drawn texts."""
    return getattr(rule, "requires", ())


# -- rules ------------------------------------------------------------------------------


@dataclass(frozen=True)
class SpanRule:
    """A secret found by a function that yields the spans of its values in a text."""

    kind: str
    find: Callable[[str], Iterable[tuple[int, int]]]
    gates: tuple[str, ...] = ()
    needles: tuple[str, ...] = ()
    priority: int = 0
    # RE2 patterns one of which every ASCII text with a hit matches (`requires_of`)
    requires: tuple[str, ...] = ()
    requires_beyond_ascii: bool = False  # and every text (gates.requires_beyond_ascii)

    def scan(self, text: str, low: str, first: Mapping[str, int]) -> Iterator[Hit]:
        find = self.find
        # the lower case the sanitizer made once, not one more per rule (a rule that passes
        # its own `low` on, places.py's, does so only beyond ASCII)
        ascii_low = type(find) is _WithLower and text.isascii()
        spans = find.part(text, low) if ascii_low else find(text)  # type: ignore[attr-defined]
        return (Hit(self.kind, s, e, self.priority) for s, e in spans)


class _WithLower:
    """`with_lower`'s function: `part`, given the text alone, with its lower case."""

    __slots__ = ("part",)

    def __init__(self, part: Callable[[str, str], Iterable[tuple[int, int]]]) -> None:
        self.part = part

    def __call__(self, text: str) -> Iterable[tuple[int, int]]:
        return self.part(text, text.lower())


def with_lower(
    part: Callable[[str, str], Iterable[tuple[int, int]]],
) -> Callable[[str], Iterable[tuple[int, int]]]:
    """`part(text, low)` as `SpanRule` calls a function: with the text alone (lower-cased here).

    A `SpanRule` hands it the lower case the sanitizer has made already.
    """
    return _WithLower(part)


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
    # RE2 patterns one of which every ASCII text with a hit matches (`requires_of`)
    requires: tuple[str, ...] = ()
    requires_beyond_ascii: bool = False  # and every text (gates.requires_beyond_ascii)

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


def _openai_ok(value: str) -> bool:
    # old keys are bare `sk-` + 48 random characters; demand randomness so `sk-some-css-name`
    # survives, and let the structured prefixes through on their own. OpenAI-compatible
    # providers (DeepSeek and others) issue `sk-` + 32 lower-case hex digits.
    if is_placeholder(value):
        return False
    return (
        value.startswith(("sk-proj-", "sk-svcacct-", "sk-admin-", "sk-or-v1-", "sk-lf-"))
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


#: a segment of a path after a `/`: a lower-case name (`src`, `build-2`) or a file name
_PATH_SEGMENT = lazy_compile(
    r"[a-z][a-z0-9]*(?:[_-][a-z0-9]+)*|[A-Za-z0-9_-]*(?:\.[A-Za-z0-9_-]+)*\.[A-Za-z0-9]{1,8}"
)


def _path_segments(value: str) -> bool:
    """Whether a token with a `/` goes on as a path (`gsk_x…/src/main`), not as base64."""
    return "/" in value and any(_PATH_SEGMENT.fullmatch(seg) for seg in value.split("/")[1:] if seg)


def _url_password_ok(value: str) -> bool:
    # `scheme://user:password@host` is how docs spell the shape, not a password
    return not_placeholder(value) and value.lower() not in _URL_WORDS


_URL_WORDS = frozenset(["password", "passwd", "secret", "token"])


def _bearer_ok(value: str) -> bool:
    return tokenish(value) and not EXAMPLE.search(value)


#: calls that take a password, a key or a token by position, each with the index of that
#: argument (-1: the last of two or more); positional.py reads them, the probe `@call` finds
#: them (`login(` and the others, by a look-behind at each `(`)
SECRET_CALLS: dict[str, int] = {
    "login": -1,
    "authenticate": -1,
    "simple_bind_s": 1,
    "simple_bind": 1,
    "bind_s": 1,
    "FTP": 2,
    "FTP_TLS": 2,
    "connect": 2,
    "Connection": 2,
    "getConnection": 2,
    "Sequelize": 2,
    "NetworkCredential": 1,
    "PlainCredentials": 1,
    "PasswordAuthentication": 1,
    "UsernamePasswordCredentials": 1,
    "BasicAWSCredentials": 1,
    "BasicSessionCredentials": 1,
    "Credentials": 1,
    "StaticCredentialsProvider": 1,
    "Minio": 2,
    "ClientSecretCredential": 2,
    "StorageSharedKeyCredential": 1,
    "AzureNamedKeyCredential": 1,
    "AzureKeyCredential": 0,
    "Pusher": 2,
    "PDO": 2,
    "decode": 1,
    "createHmac": 1,
    "SecretKeySpec": 0,
    "hashpw": 0,
    "make": 0,
    "wp_set_password": 0,
    "auth": 0,
    "PlainAuth": 2,
    "NewDialer": 3,
    "send": 2,
    "load": 1,
    "set_password": 0,
    "setPassword": 0,
    "basicAuth": 1,
    "setBasicAuth": 1,
    "withBasicAuth": 1,
    "encode": 1,
    "sign": 1,
    "new": 0,
    "HMAC": 0,
    "Fernet": 0,
    "Client": 1,
    "twilio": 1,
    # Vimeo's PHP client: (client id, client secret, access token)
    "Vimeo": 2,
    # PHP's constructor by name (positional.py reads its class's place)
    "__construct": -1,
    # a cookie built by its name and value (PowerShell's `System.Net.Cookie`, Java's)
    "Cookie": 1,
    "fill": 1,
    "type": 1,
    "send_keys": 0,
    "sendKeys": 0,
}

#: a call's string argument, 20 token characters at least (shapes.py reads it further)
_LITERAL_ARG_START = (
    r"[(,{][ \t]*(?:[A-Za-z_][A-Za-z0-9_.]{0,40}[ \t]*[=:][ \t]*)?(?:[bBrRuU]{1,2})?"
    r"[\"'`][A-Za-z0-9_+-]{20}"
)

# Probes stand in for many substring gates with one search each: every probe
# starts with one literal character, which `re` skips to quickly, then tests a
# few fixed-width look-behinds for the vendor prefixes around it. A gate whose
# name starts with `@` is a probe.
_BYTE_RUN = r"(?:0x[0-9a-fA-F]{2}|[0-9]{1,3})(?:[ \t]*,[ \t]*(?:0x[0-9a-fA-F]{2}|[0-9]{1,3})){15}"
PROBES: dict[str, re.Pattern[str]] = {
    # ghp_ gho_ ghu_ ghs_ ghr_ npm_ hf_ github_pat_ sk_live_ rk_test_ … whsec_ dop_v1_,
    # the `_` prefixes of _PREFIXED (grouped by width: one look-behind per width)
    "@underscore": lazy_compile(
        r"_(?:(?<=gh[pousr]_|npm_|gsk_|pnu_|tfp_|sbp_|nfp_|glc_|add_|nge_)|(?<=hf_|r8_|fw_)"
        r"|(?<=github_pat_)|(?<=[spr]k_live_|[spr]k_test_)|(?<=whsec_|shpat_|shpss_|shpca_)"
        r"|(?<=do[por]_v1_)|(?<=lsv2_pt_|lsv2_sk_|lin_api_)|(?<=pcsk_|glsa_|figd_)"
        # pasted.py's ElevenLabs `sk_`, Notion `ntn_`, Sentry `sntrys_`/`sntryu_`, where a
        # token starts (`task_id`, `disk_size` open nothing)
        r"|(?<=sk_)(?<![A-Za-z0-9_-]sk_)|(?<=ntn_)(?<![A-Za-z0-9_-]ntn_)"
        r"|(?<=sntry[su]_)(?<![A-Za-z0-9_-]sntry[su]_)"
        r"|(?=[Pp][Ww][Dd])"  # and _pwd names: DB_PWD
        # and a long run of token characters with a digit: the body of a prefixed token
        # whose prefix is in no table (`dckr_pat_…`, `tskey-auth-…`; pasted.py)
        r"|(?=[A-Za-z_-]{0,47}[0-9])(?=[A-Za-z0-9_+/-]{20}))"
    ),
    # sk- (OpenAI, Anthropic), glpat-, xapp-, pypi-, xoxb- …, and -----BEGIN
    # and a password flag after a space (-p, -P, -u, -U, -a, -A, -w, -b, -B, --user, --pass…,
    # and sudo's -S / --stdin, which read a piped password)
    # (and xai- pplx- tvly- PMAK- NRAK- HRKU- nvapi- xkeysib-, see _PREFIXED)
    # Every prefix ends in a letter and a flag follows a space: one test of the character
    # before the dash drops the dashes of dates, numbers and diffs before the others run.
    "@dash": lazy_compile(
        r"-(?:(?=----BEGIN|--- BEGIN)|(?=[Pp][Ww][Dd])|(?<=[A-Za-z ]-)(?:(?<=sk-)"
        r"|(?<=glpat-|glptt-|glcbt-|glimt-|PuTTY-)|(?<=gldt-|glrt-|glft-)"
        r"|(?<=xapp-|pypi-|xox[abposr]-)"
        r"|(?<= -)(?:[pPuUaAwbBSkNX]|-user|-pass|-pw|-auth|-cookie|-stdin|-proxy)"
        r"|(?<=xai-|AGE-)|(?<=pplx-|tvly-|PMAK-|NRAK-|HRKU-)|(?<=nvapi-)|(?<=xkeysib-)"
        r"|(?<=GOCSPX-))"  # Google's OAuth client secrets (pasted.py)
        r"|(?=[A-Za-z_-]{0,47}[0-9])(?=[A-Za-z0-9_+/-]{20}))"  # a prefixed token's body (pasted.py)
    ),
    # AKIA / ASIA (AWS), AIza (Google), AC + 32 hex (Twilio), ATATT (Atlassian)
    # and ATBB (Bitbucket app passwords), AKCp (JFrog), EAA… (Meta access tokens): pasted.py
    "@A": lazy_compile(r"A(?:KIA|SIA|Iza|C[0-9a-f]{32}|TATT|TCTT|TBB|KCp|(?<=EA)A[A-Za-z0-9]{30})"),
    # SG. (SendGrid), ya29. (Google OAuth), hvs. hvb. hvr. (Vault), connect.sid (Express
    # session cookie), and the first dot of a Discord bot token (24 characters before it)
    # (each rule it opens wants a token character right after the dot: one test drops the
    # dots that end a sentence, before the others run)
    "@dot": lazy_compile(
        r"\.(?=[A-Za-z0-9_-])(?:(?<=SG\.)|(?<=ya29\.)|(?<=hv[sbr]\.)|(?<=[Cc]onnect\.)"
        r"|(?=[A-Za-z0-9_-]{6}\.)(?<=[A-Za-z0-9_-]{23}\.)|(?=[Pp][Ww][Dd])|(?=cookie)"
        # and a JWT's second part: base64 of a JSON object, `ey…`
        r"|(?=ey)"
        # and the dotted prefixes of tokens (pasted.py): Dropbox `sl.`, Doppler `dp.pt.`, `dp.st.…`,
        # Terraform's `.atlasv1.`, Airtable's `pat….`
        r"|(?<=sl\.|pt\.|dp\.)|(?<=atlasv1\.)|(?=[0-9a-f]{64})(?<=[A-Za-z0-9]{14}\.))"
    ),
    # `://` (URLs), `:5432:` (a .pgpass line), the colon after a JSON key "auth" (Docker):
    # one probe instead of three substring searches
    # and a Cookie: header (or a JSON "Cookie" key), and a Telegram bot token's `1234:AA…`
    # (the names before the colon end in a quote, `e`, `E` or a space: one test of that
    # character drops the colons of code, times and YAML before the look-behinds run)
    "@colon": lazy_compile(
        r':(?:(?=//)|(?=5432:)|(?=AA)(?<=\d:)|(?<=["\'eEpn ]:)'
        r'(?:(?<="auth":|auth\\":|[Cc]ookie:|COOKIE:|ookie":|ookie\':)|(?<="auth" :)'
        # rdp's /p:, Oracle's thin:user/pass@, a JWK's private members (layouts.py)
        r'|(?<=/p:)|(?<=thin:)|(?<="[dpqk]":)|(?<="d[pq]":|"qi":)))'
    ),
    # `user/password@host` (Oracle's sqlplus and thin JDBC URLs, positional.py)
    "@at": lazy_compile(r"@(?<=[^\s@]@)"),
    # read in the lower-cased text (see LOWER_PROBES):
    # sessionid, JSESSIONID, PHPSESSID
    "@sessid": lazy_compile(r"sess(?:ion)?id"),
    # the calls of SECRET_CALLS, at their `(` (positional.py)
    "@call": lazy_compile(
        r"\((?<=(?:"
        + "|".join(sorted({re.escape(name[-3:]) for name in SECRET_CALLS}))
        # a string literal among the arguments (no lazy repeat: one pass to the quote)
        + r")\()(?=[^)\r\n\"']{0,200}+[\"'])"
    ),
    # an ODBC password, `Pwd=` (layouts.py)
    "@pwd": lazy_compile(r"pwd[ \t]{0,4}="),
    # a password's symbol between two letters or digits (shapes.py)
    "@mix": lazy_compile(r"[A-Za-z0-9][!%^*~][A-Za-z0-9]"),
    # a string literal of 20 token characters or more given to a call (shapes.py)
    "@lit": lazy_compile(_LITERAL_ARG_START),
    # sixteen numbers of a byte's range in a row, comma-separated: key bytes (places.py)
    "@bytes": lazy_compile(_BYTE_RUN),
    # a letter next to a digit: every value the rules of places.py take but key bytes has one
    "@ld": lazy_compile(r"[A-Za-z][0-9]|[0-9][A-Za-z]"),
    # a run of 24 token characters or more, one of them no hex digit: every bare key but a
    # hex one has them (bare.py). The one RE2 pass looks only for the run (a counter its
    # automaton keeps cheaply); this confirms the letter. Asking the pass for the letter at
    # each of the 24 places multiplied the gate automaton's states: its cache was thrown
    # away again and again and an ingest took 50 % more CPU
    "@key24": lazy_compile(r"(?<![A-Za-z0-9_-])(?=[A-Za-z0-9_-]{24})[A-Za-z0-9_-]*[g-zG-Z_]"),
    # the same run of 24 without the letter beyond `f` (hex digits, a UUID): clauses.py
    # judges those after a credential's word. Its prefilter is `@key24`'s own pattern, so
    # the automaton gains no state; the probe is its prefilter (exact)
    "@run24": lazy_compile(r"[A-Za-z0-9_-]{24}"),
}
#: the probes whose RE2 pattern below is the probe itself: the one pass settles them, with
#: no search of their own to confirm (their offset is not needed: 0 stands for it)
EXACT_PROBES = frozenset({"@ld", "@bytes", "@run24"})
#: the probes searched in the lower-cased text instead of the text
LOWER_PROBES = frozenset({"@sessid", "@pwd"})
#: what is left of a probe where the one RE2 pass found only one of its `PROBE_PREFILTERS`
#: patterns (by its place there) and none of the others: the alternatives those guard
#: cannot match in that text, so this is searched instead of the whole probe, and finds a
#: match exactly where the probe does. `@underscore`'s token body: on the bench's ingest
#: corpus 99 % of its searches, 92 % finding none; the look-ahead for the 20 characters
#: first ends at most `_` of code and JSON within a few, where the whole probe tried its
#: twenty look-behinds at each (0.24 s there, 0.03 s this way)
PROBE_ALONE: dict[tuple[str, int], re.Pattern[str]] = {
    ("@underscore", 2): lazy_compile(r"_(?=[A-Za-z0-9_+/-]{20})(?=[A-Za-z_-]{0,47}[0-9])"),
}
#: a probe's confirming search without look-around, which RE2 runs (in linear time and
#: without `re`'s try at every position): where one is given, the sanitizer confirms the
#: probe with it instead of the probe's own search. It matches exactly where the probe does
#: (tests/test_sanitize_prefilters.py checks both on the corpora and on random texts).
#: `@key24`'s run of 24 token characters or more that holds one beyond `f` is a window of
#: 24 of them that holds one: on the bench corpus its 2,821 searches (all but 189 finding
#: none: hex ids) took 0.16 s of CPU with `re`, 0.03 s this way
PROBE_RE2: dict[str, str] = {
    "@key24": "|".join(
        f"[A-Za-z0-9_-]{{{k}}}[g-zG-Z_][A-Za-z0-9_-]{{{23 - k}}}" for k in range(24)
    ),
}

# For each probe, patterns for RE2 (no look-around) that match wherever the probe can:
# the sanitizer runs them all as one RE2 set, one pass over the text, and searches with a
# probe itself only in a text where one of its patterns matched. Each is the probe with its
# look-behinds written as the literal before the character and its look-aheads after it
# (the long token body without its length: a superset, which the probe then settles).
_CALL_SUFFIXES = "|".join(sorted({re.escape(name[-3:]) for name in SECRET_CALLS}))
PROBE_PREFILTERS: dict[str, tuple[str, ...]] = {
    "@underscore": (
        r"(?:gh[pousr]|npm|gsk|pnu|tfp|sbp|nfp|glc|add|nge|hf|r8|fw|github_pat|[spr]k_live"
        r"|[spr]k_test|whsec|shpat|shpss|shpca|do[por]_v1|lsv2_pt|lsv2_sk|lin_api|pcsk|glsa"
        r"|figd|sk|ntn|sntry[su])_",
        r"_[Pp][Ww][Dd]",
        r"_[A-Za-z_-]{0,47}[0-9]",
    ),
    "@dash": (
        r"-----BEGIN|---- BEGIN",
        r"-[Pp][Ww][Dd]",
        r"(?:sk|glpat|glptt|glcbt|glimt|PuTTY|gldt|glrt|glft|xapp|pypi|xox[abposr]|xai|AGE|pplx"
        r"|tvly|PMAK|NRAK|HRKU|nvapi|xkeysib|GOCSPX)-",
        r" -(?:[pPuUaAwbBSkNX]|-user|-pass|-pw|-auth|-cookie|-stdin|-proxy)",
        # the token after a dash: its 20-character look-ahead, not its digit (a date or a
        # range such as `2026-11-22` has the digit, not the 20 characters: a text of logs
        # no longer sends the probe on a search of its own)
        r"-[A-Za-z0-9_+/-]{20}",
    ),
    "@A": (r"A(?:KIA|SIA|Iza|C[0-9a-f]{32}|TATT|TCTT|TBB|KCp)|EAA[A-Za-z0-9]{30}",),
    "@dot": (
        r"(?:SG|ya29|hv[sbr]|[Cc]onnect|sl|pt|dp|atlasv1)\.[A-Za-z0-9_-]",
        r"[A-Za-z0-9_-]{23}\.[A-Za-z0-9_-]{6}\.",
        r"\.(?:[Pp][Ww][Dd]|cookie|ey)",
        # the dot and the 64 hex digits after it, not the 14 letters and digits before it
        # (the probe settles those): counting a run of a class other than `@key24`'s
        # multiplied the automaton's states, and the pass took 14-22 % more CPU
        r"\.[0-9a-f]{64}",
    ),
    "@colon": (
        r"://|:5432:|[0-9]:AA|\"auth\":|auth\\\":|[Cc]ookie:|COOKIE:|ookie\":|ookie':|\"auth\" :",
        r"/p:|thin:|\"[dpqk]\":|\"d[pq]\":|\"qi\":",
    ),
    "@at": (r"[^\s@]@",),
    "@call": (r"(?:" + _CALL_SUFFIXES + r")\([^)\r\n\"']{0,200}[\"']",),
    # in the lower-cased text
    "@sessid": (r"sess(?:ion)?id",),
    "@pwd": (r"pwd[ \t]{0,4}=",),
    "@mix": (r"[A-Za-z0-9][!%^*~][A-Za-z0-9]",),
    "@lit": (_LITERAL_ARG_START,),
    "@bytes": (_BYTE_RUN,),
    "@ld": (r"[A-Za-z][0-9]|[0-9][A-Za-z]",),
    "@key24": (r"[A-Za-z0-9_-]{24}",),  # confirmed by PROBES["@key24"]
    "@run24": (r"[A-Za-z0-9_-]{24}",),
}

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
            # a key cut short (a truncated log line): take what follows that looks like it,
            # over a line a CI log masked (`***`, `[MASKED]`)
            r"""|(?:(?:\\[rn]|[\s"'#>]){1,12}(?:[A-Za-z0-9+/=:,-]{8,120}|\*{3,40}"""
            r"""|\[(?:MASKED|masked|secure|FILTERED|REDACTED)\])){1,400})"""
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
        # personal, pipeline-trigger, CI-build, incoming-mail, deploy, runner and feed tokens
        lazy_compile(
            r"gl(?:pat|ptt|cbt|imt|dt|rt|ft)-(?<![A-Za-z0-9_-]gl[a-z]{2}-)(?<![A-Za-z0-9_-]gl[a-z]{3}-)"
            r"(?<![A-Za-z0-9_-]gl[a-z]{4}-)[A-Za-z0-9_-]{20,64}" + _E
        ),
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
            # (not `pk_`: a publishable key is public, made to be embedded in web pages)
            r"\b(?:(?:sk|rk)_(?:live|test)_[A-Za-z0-9]{10,250}|whsec_[A-Za-z0-9]{20,100})\b"
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
        # API tokens (`ATATT`) and Atlassian Cloud tokens (`ATCTT`)
        lazy_compile(r"AT[AC]TT(?<![A-Za-z0-9_-]AT[AC]TT)[A-Za-z0-9_=-]{60,400}(?![A-Za-z0-9_=-])"),
        gates=("@A",),
        needles=("ATATT", "ATCTT"),
        judge=_random_ok,
    ),
    RegexRule(
        "api_token",
        # other services' prefixed tokens (the checklist of public scanners' rule lists):
        # Groq, xAI, Perplexity, Replicate, LangSmith, Tavily, Pinecone, Fireworks,
        # Shopify, Grafana, Linear, Prefect, Typeform, Supabase, Netlify, Figma,
        # Postman, New Relic, Heroku, NVIDIA, Brevo
        # (a body may be base64 with `+` and `/`: Grafana Cloud's `glc_` holds a JSON object)
        lazy_compile(_PREFIXED + r"[A-Za-z0-9_+/-]{20,400}={0,2}(?![A-Za-z0-9_+/=-])"),
        gates=("@underscore", "@dash"),
        judge=lambda v: _random_ok(v) and not _path_segments(v),
    ),
    RegexRule(
        "api_token",
        # `sk_<environment>_<body>`: a secret key by the prefix vendors share (Checkout's
        # `sk_sbox_`, Paystack's `sk_live_`); Stripe's own are in the tables
        lazy_compile(starts("sk_") + r"[a-z]{2,8}_[A-Za-z0-9]{20,100}(?![A-Za-z0-9_-])"),
        gates=("sk_",),
        judge=lambda v: sum(c.isdigit() for c in v) >= 3 and not is_placeholder(v),
    ),
    RegexRule(
        "jwt",
        lazy_compile(
            # with a signature: an unsigned JWT (`alg: none`, nothing after the last dot)
            # proves nothing, a test fixture's shape
            starts("eyJ") + r"[A-Za-z0-9_-]{5,2000}\.[A-Za-z0-9_-]{5,8000}\.[A-Za-z0-9_-]{1,2000}"
        ),
        gates=("@dot",),
        needles=("eyJ",),
    ),
    RegexRule(
        "url_credentials",
        # scheme://user:password@host; the password may hold `@`, so take up to the last one,
        # or `/` unencoded (base64's), then no `@` before the host's (not a port's digits)
        lazy_compile(
            r"://(?:[^\s:/?#@\[\]\"'<>]{0,200}):(?P<v>[^\s/?\"'<>]{1,400}"
            r"|(?![0-9]{1,5}/)[^\s/?#\"'<>@]{1,400}(?:/[^\s/?#\"'<>@]{1,400}){1,6})@"
            r"(?=[A-Za-z0-9\[]|\$\{?[A-Za-z_]|\{\{)"  # a host or its variable (`${HOST}`)
        ),
        gates=("@colon",),
        needles=("@",),
        judge=_url_password_ok,
    ),
    RegexRule(
        "authorization_header",
        lazy_compile(
            r"\bauthorization(?:\\?[\"'])?[ \t]{0,8}[:=][ \t]{0,8}(?:\\?[\"'])?[ \t]{0,8}"
            # any scheme (Bearer, Basic, Token, SSWS, Splunk, Negotiate, Klaviyo-API-Key…) but
            # those whose credential is a list of parameters (layouts.py reads them)
            r"(?!(?:digest|aws4-hmac-sha256|hmac|oauth|signature)[ \t])[a-z][a-z0-9_-]{1,40}"
            r"[ \t]{1,8}(?P<v>[A-Za-z0-9._~+/-]{8,4000}=*)(?![=A-Za-z0-9._~+/-])",
            re.IGNORECASE,
        ),
        gates=("authorization",),
        anchor="authorization",
        judge=auth_value_real,
        priority=1,
    ),
    RegexRule(
        "bearer_token",
        lazy_compile(r"\b[Bb]earer[ \t]{1,8}(?P<v>[A-Za-z0-9._~+/-]{12,4000}=*)"),
        gates=("bearer",),
        anchor="bearer",
        judge=_bearer_ok,
        priority=1,
        requires=(r"[Bb]earer[ \t]+[A-Za-z0-9._~+/-]{12}",),
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
TOKEN_RULES = tuple(r if r.kind in ("private_key", "jwt") else _checked(r) for r in _TOKEN_RULES)
