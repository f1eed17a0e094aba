"""Secrets in a URL's path: webhooks that carry their token, stream keys in RTMP URLs.

Whoever holds an incoming webhook's URL can post to it: Slack's and Discord's
are in secret_rules.py's tables, but every chat and automation service has
one (Mattermost's `/hooks/<26>`, Rocket.Chat's `/hooks/<id>/<token>`,
Feishu's `/open-apis/bot/v2/hook/<uuid>`, Make's `hook.<zone>.make.com/<32>`,
Zapier's, n8n's, IFTTT's). Here a URL whose host starts with `hook` or holds
`webhook`, or whose path has a `hook`, `hooks`, `webhook` or `webhooks`
segment, has each later path segment that reads as generated taken: 20
characters or more of letters and digits mixing both (not words joined by
`-`), a UUID, long hex. A hook's number (GitHub's `/hooks/123456`) and a
route's name (`/webhooks/stripe`) stay.

A streaming service's ingest URL (`rtmp://a.rtmp.youtube.com/live2/<key>`,
`rtmps://…/app/<key>`) ends in the stream key: its last segment is taken when
it holds a digit and is 16 characters or more.

A URL's path that names a credential before it carries one too: the segment
after `push`, `ping`, `token`, `key` or `secret` (Uptime Kuma's
`/api/push/<token>`, a health check's `/ping/<uuid>`), or after `share`,
`invite` or `download` when it is a long random key (32 characters or more: a
capability URL, whoever holds the link holds the file; a share page's nanoid of
21 stays) is taken when it reads as
generated (10 characters or more of both cases and digits changing class all
through, not words joined in camel case; a UUID; 32 hex digits or more), and the
segment right after `api` (or after `api/v1`, a versioned root: a device's
token in `/api/v1/<token>/telemetry`) when it is a long generated key (20
characters or more: a Hue bridge's `/api/<user name>/lights`; `/api/v2/…`,
`/api/users/…`, a record's UUID stay).

Speed: the gates are `hook`, `rtmp` and the credential segments (`/api/`,
`/push/`, `/ping/`, `/token/`, `/key/`, `/secret/`, …); a text holding one is searched for a
URL's scheme, and only the URLs found are read.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Iterator

from kenning.daemon.core.lazy_regex import lazy_compile
from kenning.daemon.safety.bare import random_key
from kenning.daemon.safety.clauses import generated_value
from kenning.daemon.safety.secret_rules import SecretRule, SpanRule
from kenning.daemon.safety.values import MARKER_PREFIX, has_digit, is_placeholder, is_uuid

__all__ = ["HOOK_RULES", "url_path_secrets"]

_URL = lazy_compile(
    r"(?P<scheme>https?|rtmps?|wss?):\\?/\\?/(?P<host>[A-Za-z0-9.-]{1,120})(?::[0-9]{1,5})?"
    r"(?P<path>\\?/[A-Za-z0-9._~%/+=\\-]{0,600})"
)
_HOOK_SEGMENTS = frozenset(("hook", "hooks", "webhook", "webhooks"))
#: a segment, between `/` or JSON's escaped `\\/`
_SEGMENT = lazy_compile(r"[^/\\]+")
#: the literal gates of a credential's segment (the sanitizer's one RE2 set)
_PATH_GATES = (
    *("/api/", "/push/", "/ping/", "/token", "/key", "/secret", "/share", "/t/", "\\/t\\/"),
    *("ws://", "wss://"),
)
_TOKEN_CHARS = lazy_compile(r"[A-Za-z0-9_-]+")


def _hook_token(seg: str) -> bool:
    """A path segment that reads as a hook's token."""
    if seg.startswith(MARKER_PREFIX) or is_placeholder(seg):
        return False
    if is_uuid(seg):
        return len(set(seg)) > 5
    if len(seg) < 20 or _TOKEN_CHARS.fullmatch(seg) is None or not has_digit(seg):
        return False
    if seg.isdigit():
        return False  # a hook's number
    if generated_value(seg):
        return True
    parts = seg.replace("_", "-").split("-")
    if any(p.isalpha() and len(p) >= 4 for p in parts if "-" in seg or "_" in seg):
        return False  # words joined: a route's or a file's name
    digits = sum(c.isdigit() for c in seg)
    return digits >= 3 and sum(c.isalpha() for c in seg) >= 6


#: path segments that say the next one is a credential: a key, a token, a push or ping
#: endpoint's own token (Uptime Kuma's `/api/push/<token>`, a health check's `/ping/<uuid>`)
_CREDENTIAL_SEGMENTS = frozenset(
    (
        "push",
        "ping",
        "token",
        "tokens",
        "key",
        "keys",
        "apikey",
        "api-key",
        "api_key",
        "secret",
        "t",
    )
)
#: a capability URL's: whoever holds the link holds the file or the invitation; its token
#: is long (32 characters or more), where a share page's id is short (nanoid's 21)
_CAPABILITY_SEGMENTS = frozenset(("share", "shared", "invite", "invitation", "download"))
#: an API's root: the segment after it is a credential only when it reads as a long
#: generated key (a Hue bridge's `/api/<user name of 40>/lights`), never a word or a version
_API_SEGMENTS = frozenset(("api",))
_VERSION = lazy_compile(r"v[0-9]{1,2}")
_CAMEL = lazy_compile(r"(?:[A-Z][a-z]+|[a-z]+|[0-9]+)+")


def _short_path_token(seg: str) -> bool:
    """10 to 100 token characters of both cases and digits, changing class all through."""
    if not 10 <= len(seg) <= 100 or _TOKEN_CHARS.fullmatch(seg) is None:
        return False
    if seg.startswith(MARKER_PREFIX) or is_placeholder(seg):
        return False
    if is_uuid(seg):
        return len(set(seg)) > 5
    classes = ["u" if c.isupper() else "l" if c.islower() else "d" for c in seg if c.isalnum()]
    if not {"u", "l", "d"} <= set(classes):
        return False
    if _CAMEL.fullmatch(seg.replace("-", "").replace("_", "")) is not None and sum(
        c == "u" for c in classes
    ) * 4 < len(classes):
        return False  # words joined in camel case: `GetUser2Data`, a route's name
    changes = sum(1 for a, b in itertools.pairwise(classes) if a != b)
    return changes >= 4 and changes * 5 >= len(classes)


def _versioned_key(value: str) -> bool:
    """A segment after `api/v1` that reads as a generated key (20 characters or more)."""
    if len(value) < 20 or _TOKEN_CHARS.fullmatch(value) is None:
        return False
    if _short_path_token(value) and (random_key(value) or generated_value(value)):
        return True
    return random_key(value) and generated_value(value)


def _credential_segments(segs: list[re.Match[str]]) -> Iterator[re.Match[str]]:
    """The segments after a segment that names a credential, read as a token's."""
    for i, (before, seg) in enumerate(itertools.pairwise(segs)):
        name = before.group().lower()
        value = seg.group()
        if i and _VERSION.fullmatch(name) and segs[i - 1].group().lower() in _API_SEGMENTS:
            # `/api/v1/<key>/telemetry`: a versioned API's root (a record's UUID stays)
            if not is_uuid(value) and _versioned_key(value):
                yield seg
            continue

        if name in _CAPABILITY_SEGMENTS:
            if len(value) >= 32 and _short_path_token(value) and random_key(value):
                yield seg
        elif name in _CREDENTIAL_SEGMENTS:
            if _short_path_token(value) or (len(value) >= 32 and generated_value(value)):
                yield seg
        elif (
            name in _API_SEGMENTS
            and len(value) >= 20
            and _short_path_token(value)
            and (random_key(value) or generated_value(value))
        ):
            yield seg


def _stream_key(seg: str) -> bool:
    if seg.startswith(MARKER_PREFIX) or is_placeholder(seg) or "." in seg:
        return False
    return len(seg) >= 16 and has_digit(seg) and _TOKEN_CHARS.fullmatch(seg) is not None


def _socket_key(seg: str) -> bool:
    """A WebSocket path's last segment that reads as a key: 32 characters or more, generated."""
    return len(seg) >= 32 and _short_path_token(seg) and (random_key(seg) or generated_value(seg))


def url_path_secrets(text: str) -> Iterator[tuple[int, int]]:
    """The spans of hook tokens and stream keys in the URLs of `text`."""
    for m in _URL.finditer(text):
        host = m.group("host").lower()
        base = m.start("path")
        segs = list(_SEGMENT.finditer(m.group("path")))
        if m.group("scheme").startswith("rtmp"):
            if len(segs) >= 2 and _stream_key(segs[-1].group()):
                yield base + segs[-1].start(), base + segs[-1].end()
            continue
        if m.group("scheme").startswith("ws") and segs and _socket_key(segs[-1].group()):
            # a socket's URL that ends in a long generated key: a stream's listen key
            yield base + segs[-1].start(), base + segs[-1].end()
            continue
        if host.startswith("hook") or "webhook" in host:
            after = 0
        else:
            after = next(
                (i + 1 for i, s in enumerate(segs) if s.group().lower() in _HOOK_SEGMENTS), -1
            )
            if after < 0:
                for s in _credential_segments(segs):
                    yield base + s.start(), base + s.end()
                continue
        for s in segs[after:]:
            if _hook_token(s.group()):
                yield base + s.start(), base + s.end()


_URL_PATH_RULE = SpanRule(
    find=url_path_secrets,
    kind="webhook_url",
    gates=("hook", "rtmp", *_PATH_GATES),
    needles=("://", ":\\/\\/"),
    priority=6,
)


HOOK_RULES: tuple[SecretRule, ...] = (_URL_PATH_RULE,)
