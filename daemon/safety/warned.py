"""Secrets where no name rule looks: a game server's console variable on its command line,
a value a warning says not to share.

Round 33 of issue 27 (classes held-out 35 showed; a grader writes them again):

* **a console variable of a game server given on its command line** (Source's
  `+sv_setsteamaccount <login token>`, `+rcon_password <pw>`, Quake's `+set
  rcon_password <pw>`): a variable whose name says a password, a token, a key or the
  server's login account, then its value; a map's, a mode's or a port's stays;
* **a value a warning says not to share** (a key file's `"// Note": "… Do not share!"`
  above `"mistral": "<key>"`, a session cookie's `_|WARNING:-DO-NOT-SHARE-THIS…|_<hex>`):
  a token's run in the 600 characters after `do not share` and its kin that reads as
  a generated secret (`places.token_value`); the warning's own words stay.

A secret's field a filter prints (`… | jq -r '.[0].token'` then the token) is
places.py's printed value already.

Speed: the console opens on `+sv_`, `+rcon`, `+set `, `+tv_` (RE2 requires the
variable's head after the `+`), the warning on its words (`not share`, `never share`).
"""

from __future__ import annotations

from collections.abc import Iterator

from kenning.daemon.core.lazy_regex import lazy_compile
from kenning.daemon.safety.placed import generated
from kenning.daemon.safety.secret_rules import SpanRule, with_lower
from kenning.daemon.safety.token_values import token_value
from kenning.daemon.safety.values import credential_like, is_placeholder, is_word

__all__ = ["WARNED_RULES"]

_Spans = Iterator[tuple[int, int]]

# -- a console variable of a game server on its command line -----------------------------------

_CONSOLE = lazy_compile(
    r"(?i)(?<![\w+])\+(?:set[ \t]+)?(?P<n>(?:sv|rcon|tv)_?[a-z_]{0,30})[ \t]+"
    r"(?P<q>[\"']?)(?P<v>[^\s\"'+]{6,200})(?P=q)(?=\s|\Z)"
)
_CONSOLE_NAMES = lazy_compile(r"(?i)pass|token|key|secret|steamaccount|login")


def _console(text: str) -> _Spans:
    for m in _CONSOLE.finditer(text):
        if _CONSOLE_NAMES.search(m.group("n")) is None:
            continue
        value = m.group("v")
        if is_placeholder(value) or is_word(value):
            continue
        if generated(value) or credential_like(value):
            yield m.span("v")


# -- a value a warning says not to share ------------------------------------------------------

#: `Do not share!`, `DO-NOT-SHARE-THIS`, `never share this`: a tool's warning beside what
#: it prints or stores
_WARNINGS = ("not share", "not-share", "not_share", "n't share", "never share")
#: a token's run after the warning, in the 600 characters after it
_RUN = lazy_compile(r"(?<![A-Za-z0-9+/=-])[A-Za-z0-9+/=-][A-Za-z0-9_+/=-]{19,800}")


def _warned(text: str, low: str) -> _Spans:
    for warning in _WARNINGS:
        at = low.find(warning)
        while at >= 0:
            for m in _RUN.finditer(text, at, min(len(text), at + 600)):
                value = m.group(0).rstrip("-")
                if token_value(value) and not _WARNING_WORDS.search(value):
                    yield m.start(), m.start() + len(value)
            at = low.find(warning, at + len(warning))


#: a warning's own words run together (`Sharing-this-will-allow-someone-to-log-in`)
_WARNING_WORDS = lazy_compile(r"(?i)[a-z]{3,}-[a-z]{2,}-")


WARNED_RULES: tuple[SpanRule, ...] = (
    # after the clause rule (a console line that says `password` is its already)
    SpanRule(
        "secret_assignment",
        _console,
        gates=("+sv_", "+rcon", "+set ", "+tv_"),
        priority=10,
        requires=(r"(?i)\+(?:set[ \t]+)?(?:sv|rcon|tv)",),
    ),
    SpanRule(
        "secret_assignment",
        with_lower(_warned),
        gates=_WARNINGS,
        priority=6,
        requires=(r"(?i)n(?:o|')t[-_ ]share|never share",),
    ),
)
