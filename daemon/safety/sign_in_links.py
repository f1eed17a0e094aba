"""Tokens a sign-in link carries. Round 40b of issue 27 (held-out 40's links).

A magic sign-in link, an invitation, a universal link that logs an app in: whoever holds the
link is let in, so its token is a credential even where no parameter or path names one
(`https://a.example/m/<token>` after `Sign in:`, `…/sso/magic?t=<token>`, `…/join/<token>`,
`…/login?lt=<token>`). A URL is such a link when its path or query says so (`login`,
`signin`, `sign-in`, `magic`, `join`, `invite`, `invitation`, `sso`) or when the words
before it on its line do (`sign in`, `log in`, `magic link`, `invited`, `one-time`). Its
token is the path's last segment (nothing after it but a query or a fragment), or the
value of a short query parameter (`t`, `lt`, `k`, `tk`: three letters or fewer, not an id's,
a page's or a search's: `id`, `v`, `q`, `p`, `ref`) or of one whose name says a token,
a key, a code or a signature; taken when it reads as generated (`bare.random_key`: 24
characters or more of both cases and digits all through). A document's or a video's id
stays: it is no last segment (`/d/<id>/edit`) or its parameter is an id's (`?id=`, `?v=`).

Speed: the gates are the link's words, literals of the one RE2 set; a text holding one is
searched for a URL's scheme, and only the URLs found are read.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from kenning.daemon.core.lazy_regex import lazy_compile
from kenning.daemon.safety.bare import random_key
from kenning.daemon.safety.secret_rules import SecretRule, SpanRule, with_lower
from kenning.daemon.safety.values import MARKER_PREFIX, is_uuid

__all__ = ["SIGN_IN_RULES"]

_Spans = Iterator[tuple[int, int]]

#: a link's own words (in its path or query) and a sentence's before it, lower case
_LINK_WORDS = ("login", "signin", "sign-in", "sign_in", "magic", "/join/", "invit", "/sso/")
_SENTENCE_WORDS = ("sign in", "sign-in", "log in", "login", "magic link", "invited", "one-time")
_GATES = tuple(sorted({*_LINK_WORDS, *_SENTENCE_WORDS}))
_URL = lazy_compile(
    r"https?://(?P<host>[A-Za-z0-9.-]{1,120})(?::[0-9]{1,5})?"
    r"(?P<path>/[A-Za-z0-9._~%/+-]{0,600})?(?:\?(?P<query>[^\s\"'<>`#]{0,1000}))?"
)
_PARAM = lazy_compile(r"(?:^|&)(?:amp;)?(?P<k>[A-Za-z_][\w.-]{0,40})=(?P<v>[A-Za-z0-9_-]{24,300})")
#: a parameter whose name says it carries the credential
_TOKEN_PARAM = lazy_compile(r"(?i)tok|key|code|sig|otp|magic|invit|login|auth|secret")
#: short parameters of an id, a page, a search, a language: public
_PUBLIC_PARAMS = frozenset(
    ("id", "v", "q", "p", "s", "f", "ref", "src", "tab", "pg", "hl", "gl", "lang", "utm", "via")
)
_JOINT = lazy_compile(r"[-_]")
_HEX = lazy_compile(r"[0-9a-fA-F]+")
#: how far before a URL on its line the sentence's words are looked for
_BEFORE = 100


def _linked(low: str, m: re.Match[str]) -> bool:
    """Whether the URL `m` (in the lower case `low`) is a sign-in link: by its path or query
    (not its host: `login.microsoftonline.com/<tenant>` is an authority's address)."""
    after_host = low[m.end("host") : m.end()]
    if any(w in after_host for w in _LINK_WORDS):
        return True
    start = m.start()
    line = max(low.rfind("\n", 0, start) + 1, start - _BEFORE)
    before = low[line:start]
    return any(w in before for w in _SENTENCE_WORDS)


def _token(value: str) -> bool:
    """A token that reads as generated; URL-safe base64's `-` and `_` may stand anywhere in
    it (`random_key` reads a head before one as a vendor's prefix), not between words."""
    if value.startswith(MARKER_PREFIX) or is_uuid(value) or _HEX.fullmatch(value):
        return False  # a record's or a tenant's id
    parts = _JOINT.split(value)
    words = sum(1 for p in parts if p.isalpha() and p.islower() and len(p) >= 3)
    if len(parts) > 1 and words * 2 > len(parts):
        return False  # words joined: a slug, a route (a random `…-pdz` tail is no word)
    return random_key("".join(parts))


def _sign_in_tokens(text: str, low: str) -> _Spans:
    for m in _URL.finditer(text):
        if not _linked(low, m):
            continue
        query = m.group("query")
        if query:
            lo = m.start("query")
            for p in _PARAM.finditer(query):
                key = p.group("k").lower()
                short = len(key) <= 3 and key not in _PUBLIC_PARAMS
                if (short or _TOKEN_PARAM.search(key)) and _token(p.group("v")):
                    yield lo + p.start("v"), lo + p.end("v")
        path = m.group("path")
        if path and not path.endswith("/"):
            cut = path.rfind("/") + 1
            if _token(path[cut:]):
                yield m.start("path") + cut, m.end("path")


SIGN_IN_RULES: tuple[SecretRule, ...] = (
    SpanRule(
        "url_token",
        with_lower(_sign_in_tokens),
        gates=_GATES,
        priority=10,
        requires=(r"(?i)https?://",),
    ),
)
