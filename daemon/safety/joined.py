"""A value built from string literals joined in code, read as the one literal it makes. Round
39 of issue 27 (held-out 41: the ways code builds a string).

`'ab12' || 'cd34'` (SQL), `"ab12" + "cd34"` (most languages, a line's end between them too),
`"ab12" .. "cd34"` (Lua), `"ab12" . "cd34"` (PHP, Perl), `"ab12" & "cd34"` (VB), `"ab12" <>
"cd34"` (Elixir), `` `ab12` + `cd34` `` (template literals, or a chat's code spans: round 45)
and `"".join(["ab12", "cd34"])` (Python) are one value in the program that
runs them: `joined` is a view in `escapes.decoded`'s form where each joint (the closing quote,
the operator, the opening quote) reads as nothing and a Python join's head and tail as the
literal's quotes, so every rule reads `NAME = "ab12cd34"` and the pieces are taken where they
stand. Only literals of one kind of quote on adjacent lines join; a variable between stops a
chain (`"Hello " + name`).

Speed: made only where a joint's mark stands (`JOINED_MARKS`, found by the gates' one pass in an
ASCII text; `may_join` in any other).
"""

from __future__ import annotations

from kenning.daemon.core.lazy_regex import lazy_compile
from kenning.daemon.safety.escapes import Decoding

__all__ = ["JOINED_MARKS", "joined", "may_join"]

#: the literals (lower case) one of which stands at a joint of two literals
JOINED_MARKS = (
    *(f"{q}{sep}{q}" for q in "\"'" for sep in (" || ", "||", " + ", " .. ", " . ", " & ", " <> ")),
    *(f"{q} +\n" for q in "\"'"),
    "` + `",  # two code spans or template literals (round 45: "the key is `…` + `…`")
    '"".join(',
    "''.join(",
)
_PIECE = lazy_compile(r"(?<![\w\"'`])(?:\"[^\"\n\\]{1,200}\"|'[^'\n\\]{1,200}'|`[^`\n\\$]{1,200}`)")
_JOINT = lazy_compile(r"[ \t]*(?:\|\||\+|\.\.|\.|&|<>)[ \t]*(?:\r?\n[ \t]*)?")
_WORDY = lazy_compile(r"[A-Za-z0-9]")
_LIST_JOINT = lazy_compile(r"[ \t]*,[ \t]*(?:\r?\n[ \t]*)?")
_JOIN_HEAD = lazy_compile(r"(?:\"\"|'')\.join\(\s*[\[(]\s*\Z")
_JOIN_TAIL = lazy_compile(r",?\s*[\])]\s*\)")


def may_join(low: str) -> bool:
    """Whether the lower case `low` of a text outside ASCII holds a mark of `JOINED_MARKS`."""
    return any(mark in low for mark in JOINED_MARKS)


def joined(text: str) -> tuple[str, list[int], list[int]] | None:
    """`text` with each chain of joined literals read as one literal (see the module); None
    without any."""
    view = Decoding(text)
    pieces = list(_PIECE.finditer(text))
    i = 0
    while i < len(pieces):
        first = pieces[i]
        head = _JOIN_HEAD.search(text, max(0, first.start() - 40), first.start())
        joint = _LIST_JOINT if head is not None else _JOINT
        j = i
        while j + 1 < len(pieces):
            a, b = pieces[j], pieces[j + 1]
            gap = joint.fullmatch(text, a.end(), b.start())
            if gap is None or text[a.start()] != text[b.start()] or not _WORDY.search(b.group()):
                break  # (a piece of punctuation alone, `':'`, is a separator, not a part)
            j += 1
        if j > i and first.start() >= view.last:
            last = pieces[j]
            tail = _JOIN_TAIL.match(text, last.end()) if head is not None else None
            if head is not None and tail is None:
                i = j + 1
                continue
            if head is not None:
                view.put(head.start(), first.start() + 1, first.group()[0])
            for k in range(i, j):
                a, b = pieces[k], pieces[k + 1]
                # the closing quote, the joint and the opening quote: the next piece's first
                # character stands for them all
                view.put(a.end() - 1, b.start() + 2, text[b.start() + 1])
            if tail is not None:
                view.put(last.end() - 1, tail.end(), last.group()[0])
        i = j + 1
    return view.view()
