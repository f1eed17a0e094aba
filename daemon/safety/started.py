"""A token given by position to the call that starts a bot or a client.

Round 29 of issue 27 (a class held-out 34 showed). A chat bot's library takes its
token as the one argument of the call that connects it: discord.py's
`bot.run('…')` and `await client.start('…')`, discord.js' `client.login('…')`,
a Twitch or Slack bot's `.connect('…')`, with no name beside the literal. The call
is the name: a single string literal given to `.run(`, `.start(`, `.login(` or
`.connect(` is taken when it reads as a generated token, dotted parts included
(a Discord bot token's three): 30 characters or more, both cases and digits, no
words (`bare.random_key` on its letters and digits).

A command (`subprocess.run('make test')`), an address (`app.run('0.0.0.0')`), an
image (`docker.run('nginx:1.25')`), a user's name, a variable or a hex digest stay.

Speed: the gates are the calls with their opening quote (`.run('`, `.login("`, …),
literals of the sanitizer's one RE2 set; each is read with one pattern there.
"""

from __future__ import annotations

from collections.abc import Iterator

from kenning.daemon.core.lazy_regex import lazy_compile
from kenning.daemon.safety.bare import random_key
from kenning.daemon.safety.secret_rules import SpanRule, with_lower
from kenning.daemon.safety.values import has_upper_lower_digit, is_placeholder

__all__ = ["STARTED_RULES", "started_token"]

_Spans = Iterator[tuple[int, int]]

_CALLS = ("run", "start", "login", "connect")
_GATES = tuple(f".{call}({q}" for call in _CALLS for q in "'\"")
#: the call's one string literal
_ONE_LITERAL = lazy_compile(
    r"\.(?:run|start|login|connect)\([ \t]*(?P<q>['\"])(?P<v>[A-Za-z0-9._-]{30,300})(?P=q)"
    r"[ \t]*\)"
)


def started_token(value: str) -> bool:
    """Whether a call's literal reads as a generated token (dotted parts included)."""
    if is_placeholder(value) or not has_upper_lower_digit(value):
        return False
    plain = value.replace(".", "").replace("-", "").replace("_", "")
    return len(plain) >= 30 and random_key(plain)


def _started(text: str, low: str) -> _Spans:
    for gate in _GATES:
        at = low.find(gate)
        while at >= 0:
            m = _ONE_LITERAL.match(text, at)
            if m is not None and started_token(m.group("v")):
                yield m.span("v")
            at = low.find(gate, at + len(gate))


STARTED_RULES: tuple[SpanRule, ...] = (
    SpanRule("api_token", with_lower(_started), gates=_GATES, priority=9),
)
