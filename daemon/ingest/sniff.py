"""Which agent wrote a file, from what it holds: for a file a person names, whatever its name.

The daemon claims the files in the agents' own folders by name, with no read
(`FileConnector.matches`, `source_for`): a scan of thousands of unchanged
files stays one `stat` each. A file named by hand (`kenning ingest FILE`, a
folder of exports, a session copied elsewhere and renamed) may have any name:
a Codex rollout saved as `backup.jsonl` looks, by name, like a Claude Code
transcript. So for such a file the reader is chosen by content: each
connector's `recognise(head)` says from the file's first bytes whether it is
one of its formats, and which (`"rollout"`, `"prompt_log"`, …). The name's
reader keeps the file when it recognises it; else the first connector that
does (most specific first, `pipeline._PRIORITY`) reads it; a file no reader
recognises is not read and is named in the report, with what was expected.
Within a connector, `kind_of` picks the sub-format the same way: by name when
the name says, by content when it does not.

A connector without `recognise` (the SQLite stores: Cursor, OpenCode) keeps
the name's claim.
"""

from __future__ import annotations

import os
import re
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from functools import cached_property
from pathlib import Path
from typing import TYPE_CHECKING, Any

import orjson

from kenning.daemon.core.files import open_regular

if TYPE_CHECKING:
    from .base import AgentSource

__all__ = [
    "HEAD_MAX",
    "HEAD_READ",
    "Head",
    "by_content",
    "choose",
    "kind_of",
]

#: bytes read to recognise a file: a few JSON lines of most agents...
HEAD_READ = 16 * 1024
#: ...or more when they hold less than two whole lines (a Codex rollout's
#: first line, with its instructions, runs to tens of KB)
HEAD_MAX = 256 * 1024
#: JSON lines parsed at most from a head
_RECORDS = 40
#: the endings of the files of a folder tried by content when no reader claims them by
#: name: what the agents and exporters write (a source file, an image, an archive is none)
_SNIFFED = frozenset({".jsonl", ".json", ".ndjson", ".md", ".markdown", ".txt", ".log", ""})
#: folders a walk for unnamed session files never enters (besides hidden ones)
_SKIP_DIRS = frozenset(
    {"node_modules", "venv", "__pycache__", "site-packages", "target", "build", "dist", "vendor"}
)


@dataclass(frozen=True)
class Head:
    """The first `HEAD_READ` bytes of a file, and views of them a connector tests."""

    raw: bytes
    #: the whole file is in `raw`
    whole: bool

    @classmethod
    def of(cls, path: Path) -> Head | None:
        """The head of `path`, or None when it cannot be read."""
        try:
            with open_regular(path) as fh:
                raw = fh.read(HEAD_READ + 1)
                if len(raw) > HEAD_READ and raw.count(b"\n") < 2:
                    raw += fh.read(HEAD_MAX - len(raw) + 1)
        except OSError:
            return None
        limit = HEAD_READ if len(raw) <= HEAD_READ + 1 else HEAD_MAX
        return cls(raw[:limit], len(raw) <= limit)

    @property
    def empty(self) -> bool:
        """Nothing but white space (and a BOM): the head says nothing."""
        return not self.text.strip()

    @cached_property
    def text(self) -> str:
        """The head as text (a leading BOM dropped; a cut character replaced)."""
        return self.raw.decode("utf-8", "replace").removeprefix("\ufeff")

    @cached_property
    def lines(self) -> list[str]:
        """The head's complete lines (the last one too when the file is whole)."""
        lines = self.text.splitlines()
        if not self.whole and not self.text.endswith("\n") and lines:
            lines.pop()  # cut by the read
        return lines

    @cached_property
    def records(self) -> list[dict[str, Any]]:
        """The JSON objects of the head's first lines (JSONL), blank and bad lines left out."""
        found: list[dict[str, Any]] = []
        for line in self.lines:
            if len(found) >= _RECORDS:
                break
            line = line.strip()
            if not line.startswith("{"):
                continue
            try:
                value = orjson.loads(line)
            except orjson.JSONDecodeError:
                continue
            if isinstance(value, dict):
                found.append(value)
        return found

    def starts(self, pattern: re.Pattern[str]) -> bool:
        """Whether the text, white space skipped, starts with `pattern` (a JSON file's opening)."""
        return pattern.match(self.text.lstrip()) is not None


def kind_of(
    path: Path, by_name: Callable[[Path], str | None], recognise: Callable[[Head], str | None]
) -> str | None:
    """The sub-format of `path`: what its name says, else what its head holds (None: neither)."""
    kind = by_name(path)
    if kind is not None:
        return kind
    head = Head.of(path)
    return recognise(head) if head is not None and not head.empty else None


def _recognises(src: AgentSource, head: Head) -> bool | None:
    """Whether `src` knows the head (None: it has no `recognise`, it cannot tell)."""
    recognise = getattr(src.connector, "recognise", None)
    if not callable(recognise):
        return None
    return recognise(head) is not None


def choose(
    ordered: Sequence[AgentSource], path: Path, named: AgentSource | None
) -> AgentSource | None:
    """The connector to read a named file: its name's when that one knows the content, else
    the first that recognises it (`ordered`: most specific first); else its name's when that
    one cannot tell (no `recognise`); None when none does.

    An empty file, or one that cannot be read now, stays with its name's reader.
    """
    head = Head.of(path)
    if head is None or head.empty:
        return named
    if named is not None and _recognises(named, head):
        return named
    for src in ordered:
        if _recognises(src, head):
            return src
    return named if named is not None and _recognises(named, head) is None else None


def by_content(
    ordered: Sequence[AgentSource],
    path: Path,
    found: dict[Path, AgentSource],
    unknown: list[Path],
) -> None:
    """Add to `found` the sources a path outside every root names, each read by the
    connector that knows its content (`choose`); `unknown` gets the files none knows.

    A file: its name's reader or the one that knows it. A folder: the files the
    connectors find in it by name, and every other file of it that one knows by content.
    """
    named: dict[Path, AgentSource | None] = {}
    for src in ordered:
        for source in src.connector.discover(path):
            if not src.excluded(source):
                named.setdefault(source, src)
        if path.is_file() and path in named:
            break
    if path.is_file():
        named.setdefault(path, None)
    else:
        named.update(dict.fromkeys(_unnamed_files(path, set(named))))
    for source, owner in named.items():
        chosen = choose(ordered, source, owner)
        if chosen is not None and not chosen.excluded(source):
            found.setdefault(source, chosen)
        elif owner is not None or source == path:
            unknown.append(source)  # a session file by its name (or named by hand): say so


def _unnamed_files(folder: Path, claimed: set[Path]) -> Iterator[Path]:
    """Files under `folder` no connector claimed by name: each is tried by content.

    Only files of the endings sessions are written with (`_SNIFFED`, and `.history`);
    hidden, dependency and build folders are not entered; empty files are left out.
    """
    for here, dirs, files in os.walk(folder):
        dirs[:] = sorted(d for d in dirs if not d.startswith(".") and d not in _SKIP_DIRS)
        for name in sorted(files):
            path = Path(here, name)
            if path in claimed or name.startswith("."):
                continue
            if path.suffix.lower() not in _SNIFFED and not name.endswith(".history"):
                continue
            try:
                if not path.is_file() or path.is_symlink() or path.stat().st_size == 0:
                    continue
            except OSError:
                continue
            yield path
