"""Secrets a tool cut into equal pieces: wrapped at a width, or kept as a list of chunks.

Round 36 of issue 27 (held-out 38's split forms):

* **a value wrapped at a width** (`echo "$SIGNING_KEY" | fold -w 32`, `fold -b16`,
  `base64 -w 40 key.bin`, `cut -c`…): after the command, its output's lines of that
  width (the last one shorter or the same), without a blank, are joined and read back
  with the command, the wrapping taken off (`echo "$SIGNING_KEY"` and the value on one
  line): the built-in rules judge what the command printed; a secret found is taken in
  each line;
* **a list of a key's chunks** (`{"key_parts": ["<half>", "<half>"]}`, `token_chunks =
  ['…', '…']`, `secretPieces: [...]`): a list of two quoted strings or more, under a name
  whose words say a key, a secret, a token or a password and that it is in parts
  (`parts`, `chunks`, `pieces`, `segments`, `shards`, `fragments`, `halves`), whose
  strings joined read as generated (random, long hex): each string is taken.

Each rule is of the last priority (10): where another rule takes the same value, its kind
stays. Speed: the gates are the wrapping commands' words and the chunk words, literals of the
one RE2 set; each rule's `requires` leaves it out of an ASCII text without its form.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from kenning.daemon.core.lazy_regex import lazy_compile
from kenning.daemon.safety.clauses import generated_value
from kenning.daemon.safety.rendered import View
from kenning.daemon.safety.secret_rules import SpanRule, with_lower
from kenning.daemon.safety.values import hex_key

__all__ = ["WRAPPED_RULES"]

_Spans = Iterator[tuple[int, int]]

# -- a value wrapped at a width --------------------------------------------------------------

#: a command line that wraps what it prints: the wrapping part (a pipe into `fold`/`cut`,
#: or `base64`'s own width) and its width
_WRAPPING = lazy_compile(
    r"(?m)^(?P<cmd>[^\n]{0,300}?)(?P<wrap>[ \t]*\|[ \t]*"
    r"(?:fold[ \t]+(?:-[bs]*w[ \t]*|-[bs]*|--width=)(?P<w>\d{1,3})|fold\b)(?:[ \t]+-[bs]+)?"
    r"|[ \t]+(?:-w|--wrap=?)[ \t]*(?P<b>\d{1,3})"
    r"(?=[ \t]|$))(?P<rest>[^\n|]{0,200})$"
)
_LINE = lazy_compile(r"[^\s]{4,400}")
#: (not `fold` alone: `folder`)
_WRAP_GATES = ("| fold", "|fold", "base64 -w", "base64 --wrap")
_WRAP_REQUIRES = (r"(?:\|[ \t]*fold\b|(?:-w|--wrap=?)[ \t]*\d+)[^\n]*\n[^\s]{4,}\n[^\s]{4,}",)


def _wrapped(text: str, low: str) -> _Spans:
    for m in _WRAPPING.finditer(text):
        if m.group("b") is not None and "base64" not in m.group("cmd").lower():
            continue  # `-w` is a width only to `base64` (`grep -w`, `curl -w` are none)
        width = int(m.group("w") or m.group("b") or 80)
        if width < 4:
            continue
        lines: list[tuple[int, int]] = []
        at = m.end() + 1
        while at < len(text) and len(lines) < 64:
            ln = _LINE.match(text, at)
            end = text.find("\n", at)
            end = len(text) if end < 0 else end
            if ln is None or ln.end() != end or end - at > width:
                break
            lines.append((at, end))
            at = end + 1
            if end - lines[-1][0] < width:
                break  # the last line: shorter than the width
        if len(lines) < 2 or any(e - s != width for s, e in lines[:-1]):
            continue
        view = View()
        view.keep(text, *m.span("cmd"))
        view.keep(text, *m.span("rest"))
        view.put("\n")
        for s, e in lines:
            view.keep(text, s, e)
        view.put("\n")
        yield from view.secrets()


# -- a list of a key's chunks --------------------------------------------------------------

_CHUNKED = lazy_compile(
    r"""(?P<n>[A-Za-z_][\w.-]{0,60})["']?[ \t]*(?:=|:|=>)[ \t]*[\[(][ \t\r\n]*"""
    r"""(?P<l>["'][^"'\n]{4,200}["'](?:[ \t\r\n]*,[ \t\r\n]*["'][^"'\n]{4,200}["']){1,15})"""
    r"""[ \t\r\n]*,?[ \t\r\n]*[\])]"""
)
_CHUNK_WORDS = frozenset(
    "parts part chunks chunk pieces piece segments shards fragments halves".split()  # noqa: SIM905
)
_SECRET_WORDS = frozenset(
    "key keys secret token password passwd pass pwd cred creds apikey".split()  # noqa: SIM905
)
_NAME_WORDS = re.compile(r"[A-Z]?[a-z]+|[A-Z]+(?![a-z])|\d+")
_STRING = lazy_compile(r"""["']([^"'\n]{4,200})["']""")
#: a secret's word and a chunk word in a name (`key_parts`, `tokenChunks`, `secret-pieces`)
_CHUNK_GATES = tuple(
    f"{word}{sep}{chunk}"
    for word in ("key", "secret", "token", "password", "pass", "pwd", "cred", "creds")
    for sep in ("_", "-", ".", "")
    for chunk in ("parts", "chunks", "pieces", "segments", "shards", "fragments", "halves")
)
_CHUNK_REQUIRES = (
    r"(?i)(?:part|chunk|piece|segment|shard|fragment|halves)[^\n]{0,8}(?:=|:|=>)[ \t]*[\[(]",
)


def _chunk_lists(text: str, low: str) -> _Spans:
    for m in _CHUNKED.finditer(text):
        words = [w.lower() for w in _NAME_WORDS.findall(m.group("n"))]
        if not (_CHUNK_WORDS & set(words) and _SECRET_WORDS & set(words)):
            continue
        strings = list(_STRING.finditer(text, *m.span("l")))
        joined = "".join(s.group(1) for s in strings)
        if any(c.isspace() for c in joined):
            continue
        if generated_value(joined) or hex_key(joined):
            for s in strings:
                yield s.span(1)


WRAPPED_RULES: tuple[SpanRule, ...] = (
    SpanRule(
        "secret_assignment",
        with_lower(_wrapped),
        gates=_WRAP_GATES,
        needles=("\n",),
        priority=10,
        requires=_WRAP_REQUIRES,
    ),
    SpanRule(
        "secret_assignment",
        with_lower(_chunk_lists),
        gates=_CHUNK_GATES,
        priority=10,
        requires=_CHUNK_REQUIRES,
    ),
)
