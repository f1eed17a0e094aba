"""Secrets written in pieces: a key told in groups, a key joined from a template's parts.

Round 18 of issue 27 (the classes held-out 22 showed), each a shape, none a vendor's:

* **a key told in groups** ("the license/api key shown in the dashboard: 41Xc RGz7
  2WK1 …", `token = "q7aR-2Kra-1RbR-…"`, "secret is Ab3x.9KqL.…"): a word of a
  credential (`key`, `token`, `secret`, `licence`, `password`, …), a separator or
  a verb in the same sentence, then four groups or more of 3 to 8 letters and digits
  split by one blank, dash or dot, all of one length but the last; joined, they mix
  capitals, small letters and digits, or read as generated. Hex groups (a
  fingerprint, `3AA5 C343 …`), digits alone (a card's, a phone's number) and a line
  that says a fingerprint, a hash or a serial number stay;
* **a key joined from a template's parts** (`const K1 = '<half>'; const key =
  \\`${K1}<half>\\``, `key = K1 + "<half>"`, `api_key = f"{k1}<half>"`): a name that
  says a key, a secret, a token or a password, assigned a template or a
  concatenation of a variable and a literal; the variable's own literal, in the
  same text, and the literal part are taken when, joined, they read as generated.

Speed: the groups are read only in a window after each credential word (the text's
first 32 of each), and a template only on a line with `${`, `{` after `f"`, or `+`
beside a quote; the gates are literals of the one RE2 set.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from kenning.daemon.core.lazy_regex import lazy_compile
from kenning.daemon.safety.codes import windows, word_spots
from kenning.daemon.safety.forms import names_a_key
from kenning.daemon.safety.placed import generated
from kenning.daemon.safety.secret_rules import SpanRule, with_lower
from kenning.daemon.safety.values import has_upper_lower_digit

__all__ = ["SPLIT_RULES", "grouped_key"]

_Spans = Iterator[tuple[int, int]]

# -- a key told in groups -------------------------------------------------------------------

_GROUP_WORDS = (
    "key", "token", "secret", "licen", "password", "passphrase", "passcode", "passwort",
)  # fmt: skip
_TOLD_IN_GROUPS = lazy_compile(
    r"(?i)(?:key|token|secret|licen[cs]e|password|passphrase|passcode|passwort)s?\b"
    r"[^.!?\n]{0,60}?(?:[:=]|\bis\b|\bwas\b|->|\u2192)[ \t]*[\"'`\u201c]?"
    r"(?P<v>[A-Za-z0-9]{3,8}(?P<s>[ .-])[A-Za-z0-9]{3,8}(?:(?P=s)[A-Za-z0-9]{3,8}){2,14})"
    r"(?![\w-]|\.\w)"
)
_NOT_A_KEY_LINE = lazy_compile(r"(?i)fingerprint|thumbprint|\bhash|checksum|serial|iban|\bmac\b")
_HEX = lazy_compile(r"[0-9A-Fa-f]+")


def grouped_key(value: str, sep: str) -> bool:
    """Whether groups split by `sep` read as one key: four or more, all of one length but the
    last (no longer), that joined mix both cases and digits or read as generated, and are
    neither hex (a fingerprint) nor digits alone (a card's or a phone's number)."""
    groups = value.split(sep)
    size = len(groups[0])
    if len(groups) < 4 or any(len(g) != size for g in groups[:-1]) or len(groups[-1]) > size:
        return False
    joined = "".join(groups)
    if len(joined) < 16 or joined.isdigit() or _HEX.fullmatch(joined):
        return False
    return has_upper_lower_digit(joined) or generated(joined)


def _groups(text: str, low: str) -> _Spans:
    for lo, hi in windows(word_spots(low, _GROUP_WORDS, 32), 0, 200, len(text)):
        for m in _TOLD_IN_GROUPS.finditer(text, lo, hi):
            ls = text.rfind("\n", 0, m.start()) + 1
            if _NOT_A_KEY_LINE.search(text, ls, m.end()) is None and grouped_key(
                m.group("v"), m.group("s")
            ):
                yield m.span("v")


# -- a key joined from a template's parts ----------------------------------------------------

_JOINED = lazy_compile(
    r"(?P<n>[A-Za-z_][\w.]{0,60})[\"']?[ \t]*(?::[^=\n]{1,30})?(?::=|=)[ \t]*"
    r"(?P<rhs>[^\n;]{3,300})"
)
#: a variable inside a template (`${K1}`, `{k1}`, `#{k1}`)
_PLACEHOLDER = lazy_compile(r"\$\{(?P<n>[A-Za-z_]\w{0,60})\}|#?\{(?P<m>[A-Za-z_]\w{0,60})\}")
_QUOTED = lazy_compile(r"(?P<q>[\"'`])(?P<v>[^\"'`\n]{0,400})(?P=q)")
_IDENT = lazy_compile(r"(?<![\w.$])[A-Za-z_]\w{0,60}(?![\w(])")
_PART_LITERAL = lazy_compile(r"[A-Za-z0-9+/_=~-]{6,400}")
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
    for lo, hi in windows(word_spots(low, _JOIN_GATES, 16), 200, 200, len(text)):
        for m in _JOINED.finditer(text, lo, hi):
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
    SpanRule("secret_assignment", with_lower(_groups), gates=_GROUP_WORDS, priority=7),
    SpanRule("secret_assignment", with_lower(_joined), gates=_JOIN_GATES, priority=7),
)
