"""Text for a terminal: its width, Markdown made plain, long text folded. Standard library only.

The one set of rules every human rendering follows (the briefing of
`kenning context`, which has a fast path without the CLI, and the tables of
daemon/cli/rendering.py, which add rich):

- the width is the terminal's (`COLUMNS` first, as `shutil` reads it; 80 when
  there is no terminal);
- Markdown a rule or a snippet carries is rendered (with colour) or stripped
  (without): no literal `**bold**`; inline code keeps its backticks without
  colour, where they are how a reader sees a command;
- text is folded at word boundaries, never cut: a rule's remedy comes after
  its warning, so a rule shown is a rule shown whole.
"""

from __future__ import annotations

import re
import shutil
import textwrap

__all__ = ["fold", "plain", "width"]

# `__x__` is not bold here: in a rule it is far more often Python's `__init__`
_BOLD = re.compile(r"\*\*(?=\S)(.+?)(?<=\S)\*\*")
_ITALIC = re.compile(r"(?<![\w*])\*(?=[^\s*])([^*\n]+?)(?<=[^\s*])\*(?![\w*])")
_CODE = re.compile(r"`([^`\n]+)`")
_LINK = re.compile(r"\[([^\]\n]+)\]\((\S+?)\)")
_HEADING = re.compile(r"^\s{0,3}#{1,6}\s+", re.MULTILINE)


def width() -> int:
    """The terminal's width in columns (COLUMNS first; 80 without a terminal), at least 40."""
    return max(40, shutil.get_terminal_size((80, 24)).columns)


def plain(text: str, *, color: bool = False) -> str:
    """Markdown emphasis, links and headings as a terminal shows them: rendered or stripped."""
    if not any(mark in text for mark in ("*", "`", "[", "#")):
        return text

    def bold(m: re.Match[str]) -> str:
        inner = m.group(1)
        return f"\x1b[1m{inner}\x1b[22m" if color else inner

    out = _HEADING.sub("", text)
    out = _BOLD.sub(bold, out)
    out = _ITALIC.sub(lambda m: f"\x1b[3m{m.group(1)}\x1b[23m" if color else m.group(1), out)
    out = _LINK.sub(lambda m: f"{m.group(1)} ({m.group(2)})", out)
    if color:
        out = _CODE.sub(lambda m: f"\x1b[36m{m.group(1)}\x1b[39m", out)
    return out


def fold(text: str, columns: int, *, indent: str = "", rest: str | None = None) -> list[str]:
    """`text` in lines of `columns`, folded at spaces (a word longer than a line stays whole)."""
    flat = " ".join(text.split())
    return textwrap.wrap(
        flat,
        width=max(20, columns),
        initial_indent=indent,
        subsequent_indent=indent if rest is None else rest,
        break_long_words=False,  # a path or an id overflows whole rather than split
        break_on_hyphens=False,
    ) or [indent.rstrip()]
