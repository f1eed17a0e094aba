"""`Change`, one edit to one file, and the text helpers its readers and phrasers share.

`kenning.daemon.learning.changes.reader` reads edits into `Change`s (and re-exports `Change`);
`change_summary` and `change_context` phrase them. `Change` lives here, below
all three, so that the phrasing needs nothing from the readers."""

from __future__ import annotations

import re
from dataclasses import dataclass

__all__ = ["BARE_FILES", "Change", "split_lines", "wordset"]

#: file names without an extension that are still files (not folders) when written alone
BARE_FILES = frozenset(
    {"Makefile", "Dockerfile", "Gemfile", "Rakefile", "Procfile", "Justfile", "Containerfile"}
)


@dataclass(frozen=True)
class Change:
    """One edit to one file, as the agent wrote it.

    `old` and `new` are the replaced and replacing text (a hunk's lines, an
    Edit's strings, a whole file), not necessarily whole files. `old` is "" for
    a new file, `new` is "" for a deletion; `deleted` tells a deletion from an
    emptied file, and `moved_from` names the old path of a renamed file
    (`path` is then the new one).
    """

    path: str
    old: str
    new: str
    deleted: bool = False
    moved_from: str = ""


_CR = re.compile(r"\r+\n?")


def wordset(text: str) -> frozenset[str]:
    """The set of the white-space separated words of `text`."""
    return frozenset(text.split())


def split_lines(text: str) -> list[str]:
    """Lines of a text with any line ending (CRLF, and the `\\r\\r\\n` of some Aider logs)."""
    return (_CR.sub("\n", text) if "\r" in text else text).split("\n")
