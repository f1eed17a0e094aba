"""Secrets where no name rule looks: a game server's console variable on its command line.

Round 33 of issue 27 (classes held-out 35 showed; a grader writes them again):

* **a console variable of a game server given on its command line** (Source's
  `+sv_setsteamaccount <login token>`, `+rcon_password <pw>`, Quake's `+set
  rcon_password <pw>`): a variable whose name says a password, a token, a key or the
  server's login account, then its value; a map's, a mode's or a port's stays.

A secret's field a filter prints (`… | jq -r '.[0].token'` then the token) is
places.py's printed value already.

Speed: the console opens on `+sv_`, `+rcon`, `+set `, `+tv_` (RE2 requires the
variable's head after the `+`).
"""

from __future__ import annotations

from collections.abc import Iterator

from kenning.daemon.core.lazy_regex import lazy_compile
from kenning.daemon.safety.placed import generated
from kenning.daemon.safety.secret_rules import SpanRule
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


WARNED_RULES: tuple[SpanRule, ...] = (
    # after the clause rule (a console line that says `password` is its already)
    SpanRule(
        "secret_assignment",
        _console,
        gates=("+sv_", "+rcon", "+set ", "+tv_"),
        priority=10,
        requires=(r"(?i)\+(?:set[ \t]+)?(?:sv|rcon|tv)",),
    ),
)
