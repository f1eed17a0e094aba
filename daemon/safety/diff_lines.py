"""A diff's changed lines as the file holds them: without the `+` or `-` mark.

Round 18b of issue 27. A unified diff (`git diff`, an editor's patch, `*** Begin
Patch`) puts a `+` or a `-` before every line it adds or takes out. The rules that
read a line's start (a `.env` line `KEY_PART_1=…`, a string continued on the next
line after `KEY =`) do not see the line's start after the mark, so the first part of a
split key, or a `.env` line in a hunk, came through. `changed_lines` gives the
sanitizer a view of those lines alone, unmarked, in `escapes.decoded`'s form (each
offset maps back to the text), and the sanitizer searches it as it searches the text.

Speed: only a text with a hunk's header (`@@`) and a line that starts with `+` or `-`
is read again, and only its changed lines.
"""

from __future__ import annotations

from kenning.daemon.core.lazy_regex import lazy_compile

__all__ = ["changed_lines", "may_be_diff"]

#: a changed line: `+` or `-` at the line's start, not a file's header (`+++ b/…`, `--- a/…`)
_CHANGED = lazy_compile(r"(?m)^[+-](?![+-]{2} )[^\n]*")


def may_be_diff(text: str) -> bool:
    """Whether `text` may hold a diff's hunk (two substring tests: cheap)."""
    return "@@" in text and ("\n+" in text or "\n-" in text)


def changed_lines(text: str) -> tuple[str, list[int], list[int]] | None:
    """The changed lines of the diff in `text`, each after a newline and without its mark,
    with the offsets that map the view back to `text` (`escapes.original_offset`)."""
    out: list[str] = []
    at: list[int] = []
    extra: list[int] = []
    plain = 0
    for m in _CHANGED.finditer(text):
        out.append("\n")
        at.append(plain)
        plain += 1
        extra.append(m.start() + 1 - plain)
        line = m.group(0)[1:]
        out.append(line)
        plain += len(line)
    if len(at) < 1:
        return None
    return "".join(out), at, extra
