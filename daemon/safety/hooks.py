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

Speed: the gates are `hook` and `rtmp`; a text holding one is searched for a
URL's scheme, and only the URLs found are read.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from dataclasses import dataclass

from kenning.daemon.core.lazy_regex import lazy_compile
from kenning.daemon.safety.clauses import generated_value
from kenning.daemon.safety.secret_rules import Hit, SecretRule
from kenning.daemon.safety.values import MARKER_PREFIX, has_digit, is_placeholder

__all__ = ["HOOK_RULES", "url_path_secrets"]

_URL = lazy_compile(
    r"(?P<scheme>https?|rtmps?)://(?P<host>[A-Za-z0-9.-]{1,120})(?::[0-9]{1,5})?"
    r"(?P<path>/[A-Za-z0-9._~%/+=-]{0,600})"
)
_HOOK_SEGMENTS = frozenset(("hook", "hooks", "webhook", "webhooks"))
_SEGMENT = lazy_compile(r"[^/]+")
_UUID = lazy_compile(r"[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}")
_TOKEN_CHARS = lazy_compile(r"[A-Za-z0-9_-]+")


def _hook_token(seg: str) -> bool:
    """A path segment that reads as a hook's token."""
    if seg.startswith(MARKER_PREFIX) or is_placeholder(seg):
        return False
    if _UUID.fullmatch(seg) is not None:
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


def _stream_key(seg: str) -> bool:
    if seg.startswith(MARKER_PREFIX) or is_placeholder(seg) or "." in seg:
        return False
    return len(seg) >= 16 and has_digit(seg) and _TOKEN_CHARS.fullmatch(seg) is not None


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
        if host.startswith("hook") or "webhook" in host:
            after = 0
        else:
            after = next(
                (i + 1 for i, s in enumerate(segs) if s.group().lower() in _HOOK_SEGMENTS), -1
            )
            if after < 0:
                continue
        for s in segs[after:]:
            if _hook_token(s.group()):
                yield base + s.start(), base + s.end()


@dataclass(frozen=True)
class _UrlPathRule:
    kind: str = "webhook_url"
    gates: tuple[str, ...] = ("hook", "rtmp")
    needles: tuple[str, ...] = ("://",)
    priority: int = 6

    def scan(self, text: str, low: str, first: Mapping[str, int]) -> Iterator[Hit]:
        return (Hit(self.kind, s, e, self.priority) for s, e in url_path_secrets(text))


HOOK_RULES: tuple[SecretRule, ...] = (_UrlPathRule(),)
