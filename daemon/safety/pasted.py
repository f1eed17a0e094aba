"""Secrets pasted into a chat: values introduced in words, and more vendors' shapes.

People paste credentials into an agent's chat as prose, not as assignments:
"here is my key: 9f3b…", "the API key is …", "token -> …", often with the
value on the line after the words. The name rule (names.py) does not
take `key` alone as a secret's name, because `key: value` is everywhere in
code and YAML, and it needs an `=` or `:` right after the name. Here any
word naming a credential (`key`, `token`, `secret`, `password`,
`passphrase`) may introduce the value, with `is`, a colon, an
arrow or a dash between them, but the value must itself look generated: at
least `MIN_LEN` characters that mix upper case, lower case and digits, or 32
hex digits or more, or flip case at random, and be no code, path or
placeholder. So `key: user_id`, `token: 1.8k`, `key: src/app.ts` and
`password: <your password>` stay. `IN_WORDS` is this form; the name rule tries
it at each occurrence of its keywords, in the same walk and the same anchored
match as its own (names.py), so it costs next to nothing where no value follows.

`VENDOR_RULES` adds the shapes of services whose keys people paste and the
prefix table in secret_rules.py does not know: Google OAuth client secrets
(`GOCSPX-`) and refresh tokens (`1//0…`), Telegram bot tokens,
ElevenLabs, Notion, Sentry and Supabase's new secret keys. Keys of other
services are found when the words before them name them (above). Their
prefixes are looked for by the probes every text passes through already
(secret_rules.py's `PROBES`: `sk_` on `_`, `GOCSPX-` on `-`, `…:AA` on `:`), or
inside a gate (`sb_secret_` where `secret` is), not by a pass of their own.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass

from kenning.daemon.core.lazy_regex import lazy_compile
from kenning.daemon.safety.secret_rules import Hit, RegexRule, starts
from kenning.daemon.safety.values import (
    MARKER_PREFIX,
    PLACEHOLDER_INSIDE,
    has_digit,
    has_upper_lower_digit,
    hex_key,
    is_code,
    is_placeholder,
    looks_random,
)

__all__ = ["IN_WORDS", "MIN_LEN", "VENDOR_RULES", "generated"]

#: the shortest value taken on the strength of the words before it
MIN_LEN = 20

#: the words that name a credential, and the kind of finding each gives
_KINDS = {
    "key": "api_key_assignment",
    "token": "token_assignment",
    "secret": "secret_assignment",
    "password": "password_assignment",
    "passphrase": "password_assignment",
}
#: letters that may stand right before the word (`apikey`, `authtoken`); others make it
#: part of another word (`monkey`, `turkey`)
_JOINED = ("api", "access", "secret", "auth", "private", "bot", "app", "client", "refresh")

# Tried right after each occurrence of a word in the lower-cased text (never scanned
# over the whole text, and with no IGNORECASE, which costs each match): a plural,
# `is`/`was`, a separator, the value on this line or the next, maybe quoted, with a
# digit in it (a key of 20 random characters has one but for 3 in 100). The repeats of
# blanks are possessive, and so is the look for a digit (no digit is in its class): what
# follows them cannot match what they took, so giving it back would be in vain.
_TAIL = (
    # the word ends here: `tokenizer`, `key_id`, `token.kind` are other names
    r"s?(?![a-z0-9_.])"
    r"(?:[ \t]{1,4}(?:is|was|are))?"
    r"[ \t]{0,4}+(?:[:=\uff1a]|->|=>|\u2192|\u2014|\u2013|-)?[ \t]{0,4}+"
    r"(?:\r?\n[ \t]{0,8}+)?"
    r"(?:\*\*|[`\"'\u00ab\u201c])?"
    # at least MIN_LEN characters: the first and 19 more
    r"(?P<v>(?=[a-z_./+=-]{0,400}+[0-9])[a-z0-9][a-z0-9_./+=-]{19,400})(?![a-z0-9_/+=-])"
)
#: the name rule's keywords this form follows, each with what may complete it
_WORDS = {"key": "", "token": "", "secret": "", "pass": "(?P<kw>word|phrase)"}
_PREFIX = lazy_compile(r"^[a-z]{2,8}[-_](?:v\d[-_])?")
# a value that reads as a path or a file name, not a key: `a/b/c`, `app.config.ts`
_PATHLIKE = lazy_compile(r"[A-Za-z_-]{2,}/[A-Za-z_-]{2,}|\.[a-z]{1,5}$")


def generated(value: str) -> bool:
    """Whether `value` looks machine-made enough to be a credential with no vendor shape."""
    if len(value) < MIN_LEN or value.startswith(MARKER_PREFIX):
        return False
    if is_placeholder(value) or is_code(value) or _PATHLIKE.search(value):
        return False
    if has_upper_lower_digit(value) or hex_key(value) or looks_random(value):
        return True
    # lower case only, after a vendor's prefix (`fc-`, `csk-`): digits all through it
    body = _PREFIX.sub("", value, count=1)
    return (
        len(body) >= 24
        and body.isalnum()
        and body.isascii()
        and sum(c.isdigit() for c in body) >= 4
        and sum(c.isalpha() for c in body) >= 4
    )


@dataclass(frozen=True)
class _InWords:
    """A credential named in words, then a generated-looking value (a `names.WordsForm`)."""

    # the least specific hit: a vendor shape or an assignment over the same text names it
    priority: int = 4

    def tail(self, word: str) -> str | None:
        rest = _WORDS.get(word)
        return None if rest is None else rest + _TAIL

    def hit(self, text: str, i: int, word: str, m: re.Match[str]) -> Hit | None:
        # a letter before the word makes it another word (`monkey: …`, `bypass: …`) unless
        # it ends a credential's name (`apikey`, `authtoken`)
        if i and text[i - 1].isalpha() and not text[max(0, i - 8) : i].lower().endswith(_JOINED):
            return None
        start, end = m.span("v")
        value = text[start:end].rstrip(".")
        if not generated(value):
            return None
        kind = _KINDS.get(word + (m.group("kw") if word == "pass" else ""), "secret_assignment")
        return Hit(kind, start, start + len(value), self.priority)


#: values named in prose, tried by the name rule at each of its keywords
IN_WORDS = _InWords()


def _vendor_ok(value: str) -> bool:
    """Letters and digits mixed, no placeholder (`GOCSPX-xxxx…`, `<token>`) inside."""
    return (
        has_digit(value)
        and any(c.isalpha() for c in value)
        and PLACEHOLDER_INSIDE.search(value) is None
        and "EXAMPLE" not in value
    )


_E = r"(?![A-Za-z0-9_-])"  # no token character right after


def _vendor(
    kind: str,
    pattern: str,
    gates: tuple[str, ...],
    judge: Callable[[str], bool] | None = None,
    needles: tuple[str, ...] = (),
) -> RegexRule:
    # below the name rule (2): `SENTRY_AUTH_TOKEN="sntrys_…"` is named by its assignment,
    # as the shapes of secret_rules.py's `api_token` are
    return RegexRule(
        kind, lazy_compile(pattern), gates=gates, needles=needles, judge=judge, priority=3
    )


# The gates are probes that stop at these prefixes (secret_rules.py's `PROBES`) or, for
# `sb_secret_`, a gate searched for only where `secret` is: no text pays a pass for them.
VENDOR_RULES: tuple[RegexRule, ...] = (
    _vendor(
        "google_oauth_secret",
        starts("GOCSPX-") + r"[A-Za-z0-9_-]{24,40}" + _E,
        gates=("@dash",),
        judge=_vendor_ok,
    ),
    _vendor(
        "google_oauth_token",
        # a refresh token: `1//0` (or `1//` + another digit), then a long base64url body
        r"1//(?<![A-Za-z0-9_/-]1//)0[A-Za-z0-9_-]{40,500}" + _E,
        gates=("1//0",),
        judge=_vendor_ok,
    ),
    _vendor(
        "telegram_bot_token",
        # the bot's numeric id, a colon, then 35 characters that start with AA; the probe
        # `@colon` opens it at URLs too, and the pattern starts with no literal: a needle
        r"(?<![A-Za-z0-9_:-])\d{8,10}:AA[A-Za-z0-9_-]{33}" + _E,
        gates=("@colon",),
        needles=(":AA",),
    ),
    _vendor(
        "api_token",
        # ElevenLabs (`sk_` + 48 hex digits; Stripe's `sk_live_`/`sk_test_` are the Stripe rule)
        starts("sk_") + r"[0-9a-f]{48}" + _E,
        gates=("@underscore",),
        judge=_vendor_ok,
    ),
    # Notion (`ntn_`), Sentry (`sntrys_`, `sntryu_`), Supabase's new secret keys
    # (`sb_secret_`): each pattern starts with its literal, so `re` skips to it (a
    # look-behind first is tried at every position)
    _vendor(
        "api_token",
        starts("ntn_") + r"[A-Za-z0-9_-]{20,400}" + _E,
        gates=("@underscore",),
        judge=_vendor_ok,
    ),
    _vendor(
        "api_token",
        r"sntry[su]_(?<![A-Za-z0-9_-]sntry[su]_)[A-Za-z0-9_-]{20,400}" + _E,
        gates=("@underscore",),
        judge=_vendor_ok,
    ),
    _vendor(
        "api_token",
        starts("sb_secret_") + r"[A-Za-z0-9_-]{20,400}" + _E,
        gates=("sb_secret_",),
        judge=_vendor_ok,
    ),
)
