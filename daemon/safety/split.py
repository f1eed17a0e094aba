r"""Secrets written in pieces: a key joined from a template's or a concatenation's parts.

Round 18 of issue 27 (a class held-out 22 showed), a shape, no vendor's:

* **a key joined from a template's parts** (`const K1 = '<half>'; const key =
  \`${K1}<half>\``, `key = K1 + "<half>"`, `api_key = f"{k1}<half>"`,
  `api_key = half .. "<half>"`): a name that says a key, a secret, a token or a
  password, assigned a template or a concatenation of a variable and a literal; the
  variable's own literal, in the 2,000 characters before, and the literal part are
  taken when, joined, they read as generated. A URL or a cache key built so stays.

A key told in groups (`41Xc RGz7 2WK1 …`), the other piece-wise form of the round, is
read where a credential's noun introduces a value (places.py, `values.grouped_at`):
that walk is paid already, and a search of its own cost a fifth of the bench's prose.

Speed: a template is read only on a line with `${`, `{` after `f"`, or `+` or `..`
beside a quote, that names a secret's word; the gates are literals of the one RE2 set.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from kenning.daemon.core.lazy_regex import lazy_compile
from kenning.daemon.safety.codes import word_spots
from kenning.daemon.safety.forms import names_a_key
from kenning.daemon.safety.placed import generated
from kenning.daemon.safety.secret_rules import SpanRule, with_lower

__all__ = ["SPLIT_RULES"]

_Spans = Iterator[tuple[int, int]]

# -- a key joined from a template's parts ----------------------------------------------------

#: an assignment at a line's start, after its declaring words (`const`, `local`, `export`)
_JOINED = lazy_compile(
    r"[ \t]*(?:(?:const|let|var|local|export|final|val|my|our|static|readonly|public|private)"
    r"[ \t]+)*\$?(?P<n>[A-Za-z_][\w.]{0,60})[\"']?[ \t]*(?::[^=\n]{1,30})?(?::=|=)[ \t]*"
    r"(?P<rhs>[^\n;]{3,300})"
)
#: a variable inside a template (`${K1}`, `{k1}`, `#{k1}`)
_PLACEHOLDER = lazy_compile(r"\$\{(?P<n>[A-Za-z_]\w{0,60})\}|#?\{(?P<m>[A-Za-z_]\w{0,60})\}")
_QUOTED = lazy_compile(r"(?P<q>[\"'`])(?P<v>[^\"'`\n]{0,400})(?P=q)")
_IDENT = lazy_compile(r"(?<![\w.$])[A-Za-z_]\w{0,60}(?![\w(])")
_PART_LITERAL = lazy_compile(r"[A-Za-z0-9+/_=~-]{6,400}")
_SECRET_WORDS = ("key", "secret", "token", "pass", "pwd", "psk")
_JOIN_GATES = ("${", 'f"{', "f'{", '" + ', "' + ", ' + "', " + '", '" .. ', ' .. "')


def _literal_of(text: str, name: str, before: int) -> tuple[int, int] | None:
    """The span of the last string literal `name` is assigned in the 2,000 characters before
    `before` (`const K1 = '…'`, `k1 := "…"`)."""
    base = max(0, before - 2000)
    last = None
    for m in re.finditer(
        rf"(?<![\w.]){re.escape(name)}[ \t]*(?::[^=\n]{{1,30}})?(?::=|=)[ \t]*"
        r"(?P<q>[\"'`])(?P<v>[A-Za-z0-9+/_=.~-]{6,400})(?P=q)",
        text[base:before],
    ):
        last = m
    return None if last is None else (base + last.start("v"), base + last.end("v"))


def _parts(rhs: str) -> tuple[list[str], list[tuple[int, int]]]:
    """The variables a template or a concatenation joins, and its literal runs' spans."""
    names = [p.group("n") or p.group("m") for p in _PLACEHOLDER.finditer(rhs)]
    blank = _PLACEHOLDER.sub(lambda p: " " * len(p.group(0)), rhs)
    literals: list[tuple[int, int]] = []
    for q in _QUOTED.finditer(blank):
        literals.extend(r.span() for r in _PART_LITERAL.finditer(blank, q.start("v"), q.end("v")))
    outside = _QUOTED.sub(lambda q: " " * len(q.group(0)), blank)
    if "+" in outside or ".." in outside:  # `K1 + "…"`, `k1 .. "…"`: a concatenation
        names.extend(i.group(0) for i in _IDENT.finditer(outside))
    return names, literals


def _joined(text: str, low: str) -> _Spans:
    last = -1
    for at in word_spots(low, _JOIN_GATES, 16):
        if at < last:
            continue
        # the gate's line only, and only if it names a secret's word
        lo = low.rfind("\n", 0, at) + 1
        hi = low.find("\n", at)
        hi = len(low) if hi < 0 else hi
        last = hi
        if hi - lo > 400 or not any(w in low[lo:hi] for w in _SECRET_WORDS):
            continue
        for m in filter(None, (_JOINED.match(text, lo, hi),)):
            if not names_a_key(m.group("n").rsplit(".", 1)[-1]):
                continue
            names, literals = _parts(m.group("rhs"))
            halves = [s for s in (_literal_of(text, n, m.start()) for n in names) if s]
            if not halves:
                continue
            base = m.start("rhs")
            spans = halves + [(base + s, base + e) for s, e in literals]
            if generated("".join(text[s:e] for s, e in spans)):
                yield from spans


SPLIT_RULES: tuple[SpanRule, ...] = (
    SpanRule("secret_assignment", with_lower(_joined), gates=_JOIN_GATES, priority=7),
)
