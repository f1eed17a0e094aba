"""Keys given to a program: a variable set by words, a fixture's matcher, a map of
keys, a hex dump of a key file, a test runner's `--key`, an SDK key's shape.

Round 19 of issue 27 (the classes held-out 23 showed among its leaks):

* **a variable set by a command's words, no `=`**: fish's `set -Ux NAME value` (and
  `set -gx`, `set --export`), csh's `setenv NAME value`, `launchctl setenv NAME value`,
  Windows' `setx NAME value`, PowerShell's `[Environment]::SetEnvironmentVariable("NAME",
  "value", …)` and `Set-Item Env:NAME value`: a name that says a secret, and a value
  that is no reference or placeholder;
* **a fixture's matcher of a request** (WireMock's `"X-Api-Key": {"equalTo": "…"}` and
  `withHeader("X-Api-Key", equalTo("…"))`, nock's `.matchHeader('x-api-key', '…')`,
  MockServer's and Pact's `"value"`): the value a header or a parameter named for a
  secret must have is that secret;
* **a map of keys by their names** (LiveKit's `keys:` then `APIx9Q…: <secret>`; a
  `secrets:`, `tokens:`, `credentials:` or `api_keys:` block; the JSON object under
  such a name): each entry's value that reads as generated;
* **a hex dump of a key file** (`od -An -tx1 keys/hmac.bin`, `xxd key.bin`, `xxd -p`,
  `hexdump -C master.key`): the dump's bytes on the lines after the command, when the
  file's name says a key or a secret; offsets and the printable column stay;
* **a test runner's or a recorder's plain `--key`** (`cypress run --record --key
  <uuid>`, `npx pwc --key <key>`): a UUID or a generated value, on a line that names
  no storage (`aws s3api … --key <uuid>` is an object's name);
* **an SDK key's shape**: a UUID after a key's prefix (LaunchDarkly's `sdk-<uuid>` and
  `mob-<uuid>`, `api-<uuid>`, `key-<uuid>`), wherever it stands; a client's
  `sdk-` key of another form under `clientKey` is public (neighbours.py).

Speed: every form has literal gates of the sanitizer's one RE2 set (the map's: its
name opening a block, `keys:⏎`, `"tokens": {`; the word alone is in every agent log's
`"input_tokens":`); each reads the gate's line (the map and the dump: the lines after
it) only. The rules rank after the others where they overlap.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from kenning.daemon.core.lazy_regex import lazy_compile
from kenning.daemon.safety.codes import word_spots
from kenning.daemon.safety.forms import names_a_key
from kenning.daemon.safety.placed import generated
from kenning.daemon.safety.secret_rules import RegexRule, SpanRule, with_lower
from kenning.daemon.safety.values import UUID, has_upper_lower_digit, is_placeholder, is_uuid

__all__ = ["GIVEN_RULES"]

_Spans = Iterator[tuple[int, int]]


def _secret_value(value: str) -> bool:
    """A value given under a secret's name: no reference, no placeholder, not a word."""
    v = value.strip("\"'")
    if len(v) < 8 or v.startswith(("$", "%", "<", "{", "[REDACTED")) or is_placeholder(v):
        return False
    return (
        generated(v)
        or has_upper_lower_digit(v)
        or is_uuid(v)
        or (any(c.isdigit() for c in v) and any(c.isalpha() for c in v) and len(v) >= 12)
    )


# -- a variable set by words --------------------------------------------------------------

_VALUE = r"""(?P<q>["']?)(?P<v>[^\s"'`;|&<>()]{8,400})(?P=q)(?=[\s;|&)]|$)"""
_SET_BY_WORDS = lazy_compile(
    r"(?i)(?:^|(?<=[\s;&|(`]))(?:set(?:[ \t]+--?[a-z][\w-]{0,12}){1,4}|setenv|launchctl[ \t]+setenv"
    r"|setx|set-item[ \t]+(?:-path[ \t]+)?env:|set-variable[ \t]+(?:-name[ \t]+)?)"
    r"[ \t]*(?P<n>[A-Za-z_][\w.]{0,80})[ \t]+(?:-value[ \t]+)?" + _VALUE
)
_SET_ENVIRONMENT = lazy_compile(
    r"(?i)setenvironmentvariable\([ \t]*[\"'](?P<n>[A-Za-z_]\w{0,80})[\"'][ \t]*,[ \t]*"
    r"(?P<q>[\"'])(?P<v>[^\"'\n]{8,400})(?P=q)"
)
_SET_GATES = ("set -", "setenv", "setx ", "set-item", "set-variable", "setenvironmentvariable")


def _set_by_words(text: str, low: str) -> _Spans:
    for at in word_spots(low, _SET_GATES, 32):
        lo = low.rfind("\n", 0, at) + 1
        hi = low.find("\n", at, at + 600)
        hi = min(len(low), at + 600) if hi < 0 else hi
        for pattern in (_SET_BY_WORDS, _SET_ENVIRONMENT):
            m = pattern.search(text, max(lo, at - 40), hi)
            if m is not None and names_a_key(m.group("n")) and _secret_value(m.group("v")):
                yield m.span("v")


# -- a fixture's matcher -------------------------------------------------------------------

_MATCHER_JSON = lazy_compile(
    r"[\"'](?P<n>[A-Za-z_][\w.-]{0,60})[\"'][ \t]*:[ \t]*\{[ \t]*[\"'](?:equalTo|equalToIgnoreCase"
    r"|matches|contains|exact|value|is|equals)[\"'][ \t]*:[ \t]*[\"'](?P<v>[^\"'\n]{8,400})[\"']"
)
_MATCHER_CALL = lazy_compile(
    r"(?i)(?:withheader|withqueryparam|withcookie|withformparam|matchheader|header|queryparam)"
    r"[ \t]*\([ \t]*[\"'](?P<n>[A-Za-z_][\w.-]{0,60})[\"'][ \t]*,[ \t]*(?:(?:wiremock\.)?"
    r"(?:equalto|equaltoignorecase|containing|matching|eq|is)[ \t]*\([ \t]*)?"
    r"[\"'](?P<v>[^\"'\n]{8,400})[\"']"
)
_MATCHER_GATES = (
    "equalto", "matchheader", "withheader", "withqueryparam", "withcookie", '"matches"',
)  # fmt: skip


def _matchers(text: str, low: str) -> _Spans:
    for at in word_spots(low, _MATCHER_GATES, 32):
        lo = max(0, low.rfind("\n", 0, at) + 1, at - 200)
        hi = low.find("\n", at, at + 500)
        hi = min(len(low), at + 500) if hi < 0 else hi
        for pattern in (_MATCHER_JSON, _MATCHER_CALL):
            for m in pattern.finditer(text, lo, hi):
                v = m.group("v")
                if names_a_key(m.group("n")) and _secret_value(v) and " " not in v.strip():
                    yield m.span("v")


# -- a map of keys -------------------------------------------------------------------------

_MAP_HEAD = lazy_compile(
    r"(?i)[ \t]*(?:- )?[\"']?(?:[\w-]{0,20}[_-])?(?:keys|secrets|tokens|credentials|passwords"
    r"|apikeys|api_keys|apiKeys)[\"']?[ \t]*(?P<sep>:[ \t]*(?:\{[ \t]*)?$|:[ \t]*\{|=[ \t]*\{)"
)
_MAP_ENTRY = lazy_compile(
    r"[ \t]*[\"']?(?P<n>[A-Za-z0-9_][\w.@-]{1,80})[\"']?[ \t]*[:=][ \t]*[\"']?"
    r"(?P<v>[A-Za-z0-9+/_.~=-]{16,400})[\"']?[ \t]*,?[ \t]*(?:#[^\n]*)?$"
)
_INLINE_ENTRY = lazy_compile(
    r"[\"'](?P<n>[A-Za-z0-9_][\w.@-]{1,80})[\"'][ \t]*:[ \t]*"
    r"[\"'](?P<v>[A-Za-z0-9+/_.~=-]{16,400})[\"']"
)
#: the map's name, its separator and the block it opens (a word alone is in every other
#: sentence, and `"input_tokens": 12` in every agent's log)
_MAP_GATES = tuple(
    f"{word}{sep}"
    for word in ("keys", "secrets", "tokens", "credentials", "passwords")
    for sep in (":\n", ":\r\n", ": {", ":{", '": {', '":{', "': {", " = {", "={")
)


def _map_value(value: str) -> bool:
    """A map's value that reads as a key: generated, or 32 characters of both cases and a digit."""
    return generated(value) or (len(value) >= 32 and has_upper_lower_digit(value))


def _indent(line: str) -> int:
    return len(line) - len(line.lstrip(" \t"))


def _key_maps(text: str, low: str) -> _Spans:
    done = -1
    for at in word_spots(low, _MAP_GATES, 16):
        lo = low.rfind("\n", 0, at) + 1
        if lo <= done or at - lo > 80:
            continue  # a map's name opens its line
        hi = low.find("\n", at, at + 4000)
        hi = min(len(low), at + 4000) if hi < 0 else hi
        head = _MAP_HEAD.match(text, lo, hi)
        if head is None or head.end() < at:
            continue
        done = lo
        if head.group("sep").rstrip().endswith("{") and hi > head.end():
            # a JSON or an inline object on the head's line
            for m in _INLINE_ENTRY.finditer(text, head.end(), hi):
                if _map_value(m.group("v")):
                    yield m.span("v")
            if text.find("}", head.end(), hi) >= 0:
                continue
        own = _indent(text[lo:hi])
        pos, n = hi + 1, 0
        while pos < len(text) and n < 64:
            end = text.find("\n", pos)
            end = len(text) if end < 0 else end
            line = text[pos:end]
            if line.strip() and _indent(line) <= own and not line.lstrip().startswith("}"):
                break
            entry = _MAP_ENTRY.match(text, pos, end)
            if entry is not None and _map_value(entry.group("v")):
                yield entry.span("v")
            pos, n = end + 1, n + 1


# -- a hex dump of a key file ---------------------------------------------------------------

_DUMP_COMMAND = lazy_compile(r"(?:od|xxd|hexdump|hd)(?:[ \t]+[^\n]{0,200})?$", re.M)
_KEY_FILE = lazy_compile(r"(?i)key|secret|hmac|token|seed|priv|master|\.pem\b|cred|password")
_DUMP_LINE = lazy_compile(
    r"[ \t]*(?:[0-9a-fA-F]{6,8}:?[ \t]+)?(?P<v>[0-9a-fA-F]{2,8}(?:[ \t]{1,2}[0-9a-fA-F]{2,8}){1,31}"
    r"|[0-9a-fA-F]{16,256})(?:[ \t]{2,}[^\n]{0,80}|[ \t]*\|[^\n]{0,40}\|)?[ \t]*$"
)
_DUMP_GATES = ("od ", "xxd", "hexdump", "hd ")


def _hex_dumps(text: str, low: str) -> _Spans:
    for at in word_spots(low, _DUMP_GATES, 16):
        if at > 0 and (low[at - 1].isalnum() or low[at - 1] in "_-./"):
            continue
        hi = low.find("\n", at)
        if hi < 0:
            continue
        m = _DUMP_COMMAND.match(text, at, hi)
        if m is None or _KEY_FILE.search(text, at, hi) is None or " -r" in low[at:hi]:
            continue
        spans: list[tuple[int, int]] = []
        pos = hi + 1
        while pos < len(text) and len(spans) < 64:
            end = text.find("\n", pos)
            end = len(text) if end < 0 else end
            d = _DUMP_LINE.fullmatch(text, pos, end)
            if d is None:
                break
            spans.append(d.span("v"))
            pos = end + 1
        if sum(sum(c in "0123456789abcdefABCDEF" for c in text[s:e]) for s, e in spans) >= 16:
            yield from spans


# -- a test runner's `--key` --------------------------------------------------------------------

_PLAIN_KEY_FLAG = lazy_compile(
    r"(?<![\w-])--(?:record-)?key(?:[ \t]+|=)[\"']?(?P<v>" + UUID + r"|[A-Za-z0-9_-]{16,128})"
    r"(?=[\s\"';|&)]|$)"
)
_STORAGE_WORDS = lazy_compile(
    r"(?i)(?<![a-z])(?:s3|s3api|bucket|object|gsutil|gcloud|az|blob|dynamodb|redis(?:-cli)?|cache"
    r"|table|kv|jq|sort|etcdctl|consul)(?![a-z])"
)


def _plain_key_flags(text: str, low: str) -> _Spans:
    for at in word_spots(low, ("--key", "--record-key"), 16):
        m = _PLAIN_KEY_FLAG.match(text, at)
        if m is None:
            continue
        lo = max(low.rfind("\n", 0, at) + 1, at - 300)
        if _STORAGE_WORDS.search(text, lo, at) is not None:
            continue  # the command before the flag names a store: the key is an object's name
        v = m.group("v")
        if is_uuid(v) or generated(v) or has_upper_lower_digit(v):
            yield m.span("v")


# -- an SDK key's shape ---------------------------------------------------------------------------

_PREFIXED_UUID_KEY = RegexRule(
    "api_key",
    lazy_compile(r"(?<![\w.-])(?P<v>(?:sdk|mob|api|key|secret|token|srv)-" + UUID + r")(?![\w-])"),
    gates=("sdk-", "mob-", "api-", "key-", "secret-", "token-", "srv-"),
    priority=9,
)


GIVEN_RULES = (
    SpanRule("env_secret", with_lower(_set_by_words), gates=_SET_GATES, priority=9),
    SpanRule("api_key", with_lower(_matchers), gates=_MATCHER_GATES, priority=9),
    SpanRule("api_key", with_lower(_key_maps), gates=_MAP_GATES, priority=9),
    SpanRule("key_bytes", with_lower(_hex_dumps), gates=_DUMP_GATES, priority=9),
    SpanRule("api_key", with_lower(_plain_key_flags), gates=("--key", "--record-key"), priority=9),
    _PREFIXED_UUID_KEY,
)
