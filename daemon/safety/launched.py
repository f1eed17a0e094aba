"""Keys handed to a program as it starts, with no name beside them (round 35).

Round 35 of issue 27 (classes held-out 37 showed). A vendor's installer and its
server SDK take the key where no word of a secret stands:

* **an installer's one-letter flag**: a script run to install an agent (`./setup.sh`,
  `install.ps1`, or piped to a shell: `curl … | sh -s -- -k <key>`, `bash -s --`)
  given a generated value after a flag of one letter (`-a <key>`, `-k <key>`): the
  value when it reads as a generated key (`places.token_value`: random, long hex, a
  key's base64); the other flags' words, hosts and paths (`-t dynamic`, `-e host:443`)
  stay;
* **a server SDK's first argument**: `<sdk>.init('<key>', …)` (or `initialize`,
  `configure`, `setup`) where the key is the first positional string and the call
  reads as a server's: a keyword argument follows it (`environment='production'`:
  Python's `name=` form) or an environment's name as the next string
  (`'production'`, `'staging'`). A page's global is called with an options object
  (`mixpanel.init('<token>', {…})`) or alone: its key ships to every visitor, and
  public.py keeps it (`neighbours.browser_sdk_call`); so the callee's words decide, and
  the value's shape (hex of 32 or more, or a generated token) says it is a key.

Speed: each rule's gates are literals of the sanitizer's one RE2 set, and its
`requires` (RE2) leaves it out of an ASCII text without its structure.
"""

from __future__ import annotations

from collections.abc import Iterator

from kenning.daemon.core.lazy_regex import lazy_compile
from kenning.daemon.safety.secret_rules import SpanRule, with_lower
from kenning.daemon.safety.token_values import token_value
from kenning.daemon.safety.values import hex_key, not_placeholder

__all__ = ["LAUNCH_RULES", "server_call_after"]

_Spans = Iterator[tuple[int, int]]


# -- an installer's one-letter flag ----------------------------------------------------------

#: a script run to install (its file, or a shell reading it from a pipe)
_INSTALLER = lazy_compile(
    r"(?i)(?:[\w./-]{1,120}\.(?:sh|ps1)(?![\w.])|(?<![\w-])(?:ba|z|da)?sh[ \t]+-s[ \t]+--)"
)
#: a flag of one letter and its value, up to the command's end (`&&`, `;`, `|`, a line's end)
_ONE_LETTER = lazy_compile(
    r"""(?:^|[ \t])-(?P<f>[A-Za-z])[ \t]+(?P<q>["']?)(?P<v>[A-Za-z0-9_+/=-]{16,200})(?P=q)"""
    r"""(?=[ \t;&|]|$)"""
)
_COMMAND_END = lazy_compile(r"&&|\|\||[;|\n]")
_INSTALLER_REQUIRES = (
    r"(?i)(?:\.(?:sh|ps1)|sh[ \t]+-s[ \t]+--)[^\n]*[ \t]-[A-Za-z][ \t]+[\"']?[A-Za-z0-9_+/=-]{16}",
)


def _installer_flags(text: str, low: str) -> _Spans:
    for m in _INSTALLER.finditer(text):
        end = _COMMAND_END.search(text, m.end())
        stop = len(text) if end is None else end.start()
        for f in _ONE_LETTER.finditer(text, m.end(), stop):
            value = f.group("v")
            if not_placeholder(value) and token_value(value):
                yield f.span("v")


# -- a server SDK's first argument -----------------------------------------------------------

#: after a call's first string: the call reads as a server's (a keyword argument, Python's
#: `name=`, or an environment's name as the next string)
_SERVER_TAIL = (
    r"""[ \t]*,[ \t]*(?:[a-z_]\w{0,30}[ \t]*=(?!=)|(?P<e>["'])(?i:production|prod|staging|stage"""
    r"""|development|dev|test|testing|sandbox|live|local)(?P=e))"""
)
_SDK_INIT = lazy_compile(
    r"""(?P<obj>[A-Za-z_][\w.]{0,60})\.(?:init|initialize|configure|setup)\([ \t]*"""
    r"""(?P<q>["'])(?P<v>[A-Za-z0-9_-]{20,128})(?P=q)""" + _SERVER_TAIL
)
_SERVER_CALL = lazy_compile(r"""["']""" + _SERVER_TAIL)


def server_call_after(text: str, end: int) -> bool:
    """Whether the string ending at `end` is a call's first argument and the call reads as a
    server SDK's: a keyword argument or an environment's name follows it."""
    return _SERVER_CALL.match(text, end) is not None


_SDK_INIT_REQUIRES = (
    r"""\.(?:init|initialize|configure|setup)\([ \t]*["'][A-Za-z0-9_-]{20,128}["'][ \t]*,""",
)


def _server_inits(text: str, low: str) -> _Spans:
    for m in _SDK_INIT.finditer(text):
        value = m.group("v")
        if not_placeholder(value) and (hex_key(value) or token_value(value, uuid=False)):
            yield m.span("v")


LAUNCH_RULES: tuple[SpanRule, ...] = (
    SpanRule(
        "api_key_argument",
        with_lower(_installer_flags),
        # (a generated value has a letter beside a digit: `@ld`; `.sh` alone opens no text)
        gates=("@ld",),
        needles=(".sh", ".ps1", "sh -s"),
        priority=3,
        requires=_INSTALLER_REQUIRES,
        requires_beyond_ascii=True,
    ),
    SpanRule(
        "api_key_argument",
        with_lower(_server_inits),
        gates=("@ld",),
        needles=(".init(", ".initialize(", ".configure(", ".setup("),
        priority=3,
        requires=_SDK_INIT_REQUIRES,
    ),
)
