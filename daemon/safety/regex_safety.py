"""A static check that a user-supplied regular expression cannot backtrack catastrophically.

Python's `re` is a backtracking engine with no timeout, and kenning runs the
user's extra redaction patterns on every ingested message: one pattern such as
`(a+)+$` would freeze ingestion on a long run of `a`. Running a pattern to see
whether it is slow proves nothing (the bad input is rarely the test input), so
the pattern's *shape* is checked instead, on the tree that `re` itself parses
(`re._parser`, so the check sees exactly what will be compiled).

The rules (each is a known source of exponential or high-polynomial work):

1. **Nested quantifiers** – a repeated group (`max > 1`) holding a repeat of
   variable length: `(a+)+`, `(.*)*`, `(\\w+\\s?)*`, `(\\d{1,3})+`. Allowed when
   the group also has a mandatory character that none of the inner repeats can
   match, because that separator pins where each iteration ends:
   `(?:[a-z]+\\.)+` is fine, `(?:[\\w.]+\\.)+` is not.
2. **Overlapping alternatives in a repeat** – `(a|ab)+`, `(\\w\\d|a\\d)*`, `(x|)*`:
   two branches that can start with the same character (or an empty branch)
   let every iteration be matched in two ways.
3. **Adjacent overlapping unbounded repeats** – `\\w+\\w+`, `.*.*`, `\\s*\\s*`:
   polynomial, but on a megabyte-long message still minutes of work.

Possessive quantifiers (`a++`) and atomic groups (`(?>…)`) never backtrack, so
repeats written that way are exempt. The check is deliberately conservative
(it may refuse a pattern that is in fact safe, such as `(?:ax|\\wy)+`); the
message says how to rewrite it.
"""

from __future__ import annotations

import importlib
from collections.abc import Iterable, Sequence
from typing import Any

# `re._parser` is private but stable in 3.11–3.13; typeshed has no stub for it.
_parser: Any = importlib.import_module("re._parser")

__all__ = ["MAX_PATTERN_LENGTH", "required_literal", "unsafe_reason"]

#: longest extra pattern accepted; longer ones are almost always pasted data
MAX_PATTERN_LENGTH = 300

# The characters the analysis reasons about: ASCII, Latin-1 and a few others.
# Exact Unicode classes are not needed: two sets overlap on real patterns long
# before they overlap on an exotic code point.
_UNIVERSE: frozenset[int] = frozenset([*range(0x180), 0x3B1, 0x416, 0x4E00, 0x2028, 0x3000])
_EMPTY: frozenset[int] = frozenset()

Item = tuple[Any, Any]


def _category(name: str, ch: str) -> bool:
    positive = {
        "DIGIT": ch.isdecimal(),
        "SPACE": ch.isspace(),
        "WORD": ch.isalnum() or ch == "_",
        "LINEBREAK": ch == "\n",
    }
    for key, value in positive.items():
        if name.endswith("NOT_" + key):
            return not value
        if name.endswith(key):
            return value
    return True  # unknown category: assume it matches (conservative)


def _fold(chars: Iterable[int]) -> frozenset[int]:
    """Add the other case of every letter: matching case-insensitively only widens a set."""
    out = set(chars)
    for c in list(out):
        ch = chr(c)
        out.update(ord(x) for x in (ch.lower(), ch.upper()) if len(x) == 1)
    return frozenset(out)


def _class_chars(items: Sequence[Item]) -> frozenset[int]:
    negate = False
    matched: set[int] = set()
    for op, av in items:
        name = str(op)
        if name == "NEGATE":
            negate = True
        elif name == "LITERAL":
            matched.add(av)
        elif name == "RANGE":
            lo, hi = av
            matched.update(c for c in _UNIVERSE if lo <= c <= hi)
        elif name == "CATEGORY":
            matched.update(c for c in _UNIVERSE if _category(str(av), chr(c)))
        else:  # anything unforeseen: assume it may match everything
            matched.update(_UNIVERSE)
    return _fold(_UNIVERSE - matched if negate else matched)


def _single_chars(op: Any, av: Any) -> frozenset[int] | None:
    """The characters one single-character item matches, or None if it is not one."""
    name = str(op)
    if name == "LITERAL":
        return _fold([av])
    if name == "NOT_LITERAL":
        return _UNIVERSE - _fold([av])
    if name == "ANY":
        return _UNIVERSE
    if name == "IN":
        return _class_chars(av)
    return None


def _children(op: Any, av: Any) -> list[Sequence[Item]]:
    """The sub-sequences nested in one item."""
    name = str(op)
    if name in ("MAX_REPEAT", "MIN_REPEAT", "POSSESSIVE_REPEAT"):
        return [av[2]]
    if name == "SUBPATTERN":
        return [av[3]]
    if name == "ATOMIC_GROUP":
        return [av]
    if name == "BRANCH":
        return list(av[1])
    if name in ("ASSERT", "ASSERT_NOT"):
        return [av[1]]
    if name == "GROUPREF_EXISTS":
        return [s for s in av[1:] if s is not None]
    return []


def _all_chars(seq: Sequence[Item]) -> frozenset[int]:
    """Every character any consuming part of `seq` could match."""
    out: set[int] = set()
    for op, av in seq:
        name = str(op)
        single = _single_chars(op, av)
        if single is not None:
            out |= single
        elif name in ("GROUPREF", "GROUPREF_EXISTS"):
            out |= _UNIVERSE
        elif name not in ("ASSERT", "ASSERT_NOT"):
            for child in _children(op, av):
                out |= _all_chars(child)
    return frozenset(out)


def _min_len(seq: Sequence[Item]) -> int:
    total = 0
    for op, av in seq:
        name = str(op)
        if _single_chars(op, av) is not None:
            total += 1
        elif name in ("MAX_REPEAT", "MIN_REPEAT", "POSSESSIVE_REPEAT"):
            total += av[0] * _min_len(av[2])
        elif name in ("SUBPATTERN", "ATOMIC_GROUP"):
            total += _min_len(_children(op, av)[0])
        elif name == "BRANCH":
            total += min(_min_len(b) for b in av[1])
    return total


def _first_chars(seq: Sequence[Item]) -> frozenset[int]:
    """The characters a match of `seq` can start with (over-approximated)."""
    out: set[int] = set()
    for op, av in seq:
        name = str(op)
        single = _single_chars(op, av)
        if single is not None:
            return frozenset(out | single)
        if name in ("AT", "ASSERT", "ASSERT_NOT"):
            continue
        if name in ("GROUPREF", "GROUPREF_EXISTS"):
            return _UNIVERSE
        for child in _children(op, av):
            out |= _first_chars(child)
        if _min_len([(op, av)]) > 0:
            return frozenset(out)
    return frozenset(out)


def _is_variable_repeat(op: Any, av: Any) -> bool:
    return str(op) in ("MAX_REPEAT", "MIN_REPEAT") and av[1] > av[0]


def _inner_variable_repeats(seq: Sequence[Item]) -> list[Item]:
    """Backtracking repeats of variable length anywhere inside `seq` (atomic parts excluded)."""
    found: list[Item] = []
    for op, av in seq:
        if str(op) == "ATOMIC_GROUP":
            continue
        if _is_variable_repeat(op, av):
            found.append((op, av))
        for child in _children(op, av):
            found.extend(_inner_variable_repeats(child))
    return found


def _mandatory_chars(seq: Sequence[Item]) -> list[frozenset[int]]:
    """Character sets of single-character items every match of `seq` must contain."""
    sets: list[frozenset[int]] = []
    for op, av in seq:
        single = _single_chars(op, av)
        if single is not None:
            sets.append(single)
        elif str(op) in ("SUBPATTERN", "ATOMIC_GROUP"):
            sets.extend(_mandatory_chars(_children(op, av)[0]))
    return sets


def _branches(seq: Sequence[Item]) -> list[list[Sequence[Item]]]:
    """The alternations in `seq`, looking through groups but not into nested repeats."""
    found: list[list[Sequence[Item]]] = []
    for op, av in seq:
        name = str(op)
        if name == "BRANCH":
            found.append(list(av[1]))
            for branch in av[1]:
                found.extend(_branches(branch))
        elif name in ("SUBPATTERN", "ATOMIC_GROUP"):
            found.extend(_branches(_children(op, av)[0]))
    return found


def _check_repeat(body: Sequence[Item]) -> str | None:
    inner = _inner_variable_repeats(body)
    if inner:
        inner_chars = frozenset().union(*(_all_chars(av[2]) for _, av in inner))
        if not any(not (sep & inner_chars) for sep in _mandatory_chars(body)):
            return (
                "nested quantifiers: a repeated group contains a repeat of variable length "
                "(like `(a+)+` or `(\\w+\\s?)*`), which can take exponential time"
            )
    for branches in _branches(body):
        firsts = [_first_chars(b) for b in branches]
        empty = any(_min_len(b) == 0 for b in branches)
        if empty or any(a & b for i, a in enumerate(firsts) for b in firsts[i + 1 :]):
            return (
                "a repeated group has alternatives that overlap or may be empty "
                "(like `(a|ab)+`, `(\\w\\d|a\\d)*` or `(x|)*`), which can take exponential time"
            )
    return None


def _simple_unbounded(op: Any, av: Any) -> frozenset[int] | None:
    """The characters of an unbounded repeat of one character (`\\w+`, `.*`), else None."""
    if str(op) not in ("MAX_REPEAT", "MIN_REPEAT") or av[1] != _parser.MAXREPEAT:
        return None
    body = av[2]
    return _single_chars(*body[0]) if len(body) == 1 else None


def _walk(seq: Sequence[Item]) -> str | None:
    previous: Item | None = None
    for op, av in seq:
        name = str(op)
        if name in ("MAX_REPEAT", "MIN_REPEAT") and av[1] > 1:
            reason = _check_repeat(av[2])
            if reason:
                return reason
        here = _simple_unbounded(op, av)
        before = _simple_unbounded(*previous) if previous is not None else None
        if here is not None and before is not None and here & before:
            return (
                "two unbounded repeats of overlapping characters follow each other "
                "(like `\\w+\\w+` or `.*.*`), which is slow on long text"
            )
        previous = (op, av)
        for child in _children(op, av):
            reason = _walk(child)
            if reason:
                return reason
    return None


def unsafe_reason(pattern: str) -> str | None:
    """Why `pattern` may backtrack catastrophically, or None when its shape is safe.

    The pattern must already compile (`re.compile`); this looks only at its shape.

    Args:
        pattern: a regular expression in Python `re` syntax.

    Returns:
        A sentence naming the problem, or None.
    """
    return _walk(_parser.parse(pattern))


#: `\\X` that stands for the character X itself
_ESCAPED_LITERAL = frozenset(".^$*+?{}[]()|\\/-#&~ \"'`!@%=:;,<>")


def required_literal(pattern: str, min_length: int = 3) -> str | None:
    """The longest run of plain characters every match of `pattern` must contain.

    A cheap prefilter: when that text is not in a file, no line of it can match,
    and a substring test costs far less than running the regex line by line
    (the audit checks every added line against every rule). It reads the
    pattern as text, in one pass, because parsing a thousand regexes costs as
    much as compiling them. Conservative by construction: it gives up (None)
    on alternation and on every `(?…)` construct (flags, lookarounds), looks
    only outside groups, and drops a character a quantifier makes optional.
    """
    if "|" in pattern or "(?" in pattern:
        return None
    best = ""
    run: list[str] = []
    depth = 0
    i, n = 0, len(pattern)

    def flush() -> None:
        nonlocal best, run
        if len(run) > len(best):
            best = "".join(run)
        run = []

    while i < n:
        ch = pattern[i]
        if ch == "\\":
            nxt = pattern[i + 1] if i + 1 < n else ""
            if nxt in _ESCAPED_LITERAL and nxt:
                if depth == 0:
                    run.append(nxt)
                i += 2
                continue
            if nxt in "xuUN0123456789" or not nxt:
                return None  # numeric escapes and back-references: not worth reading
            flush()
            i += 2
            continue
        if ch == "[":
            flush()
            j = i + 1
            if j < n and pattern[j] == "^":
                j += 1
            if j < n and pattern[j] == "]":
                j += 1
            while j < n and pattern[j] != "]":
                j += 2 if pattern[j] == "\\" else 1
            i = j + 1
            continue
        if ch in "*?{":
            if run:
                run.pop()  # the character before may be absent
            flush()
            if ch == "{":
                close = pattern.find("}", i)
                i = n if close < 0 else close + 1
            else:
                i += 1
            continue
        if ch in "()":
            flush()
            depth += 1 if ch == "(" else -1
            i += 1
            continue
        if ch in ".^$+":
            flush()  # `+` keeps the character before: it occurs at least once
            i += 1
            continue
        if depth == 0:
            run.append(ch)
        i += 1
    flush()
    return best if len(best) >= min_length else None
