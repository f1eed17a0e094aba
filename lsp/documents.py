"""Per-document facts the server reuses: repository, language, lines, imports.

Computed once per document version: a hover on a 5 MB file must not split
the whole text again on every request (pygls' `TextDocument.lines` does),
nor keep it split: the lines are found by offset in the text itself
(`text.LineIndex`), so a document costs about its own size.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from kenning.daemon.core.config import find_repo_root

from .matching import DocContext, file_imports, language_of
from .text import LineIndex

__all__ = ["DocCache", "DocInfo", "from_client_col", "to_client_col"]

#: imports are looked for in this much of a file: they sit at the top
IMPORT_SCAN_CHARS = 256 * 1024


def _utf16_len(text: str) -> int:
    return len(text) + sum(1 for ch in text if ord(ch) > 0xFFFF)


def to_client_col(line: str, col: int, encoding: str) -> int:
    """A code-point column → the client's units (utf-16 unless negotiated otherwise)."""
    head = line[:col]
    if encoding == "utf-32" or head.isascii():
        return len(head)
    if encoding == "utf-8":
        return len(head.encode("utf-8"))
    return _utf16_len(head)


def from_client_col(line: str, units: int, encoding: str) -> int:
    """The client's units → a code-point column (clamped to the line)."""
    if encoding == "utf-32" or line.isascii():
        return min(units, len(line))
    seen = 0
    for i, ch in enumerate(line):
        if seen >= units:
            return i
        if encoding == "utf-8":
            seen += len(ch.encode("utf-8"))
        else:
            seen += 2 if ord(ch) > 0xFFFF else 1
    return len(line)


@dataclass
class DocInfo:
    uri: str
    version: int | None
    path: Path
    root: Path | None
    ctx: DocContext
    lines: LineIndex

    def line(self, n: int, limit: int | None = None) -> str:
        """Line `n` without its end ("" past the end), at most `limit` characters of it."""
        return self.lines.line(n, limit)


class DocCache:
    """DocInfo by uri, rebuilt when the version changes; repo roots cached by folder."""

    def __init__(self) -> None:
        self._docs: dict[str, DocInfo] = {}
        self._roots: dict[Path, Path | None] = {}

    def root_of(self, path: Path) -> Path | None:
        folder = path.parent
        if folder not in self._roots:
            self._roots[folder] = find_repo_root(folder)
        return self._roots[folder]

    def get(
        self, uri: str, version: int | None, path: Path, language_id: str | None, text: str
    ) -> DocInfo:
        cached = self._docs.get(uri)
        if cached is not None and cached.version == version and version is not None:
            return cached
        root = self.root_of(path)
        try:
            rel = path.relative_to(root).as_posix() if root else path.name
        except ValueError:
            rel = path.name
        ctx = DocContext(
            rel_path=rel,
            language=language_of(str(path), language_id),
            workspace=root,
            imports=file_imports(text[:IMPORT_SCAN_CHARS]),
            path=path,
        )
        info = DocInfo(uri, version, path, root, ctx, LineIndex(text))
        self._docs[uri] = info
        return info

    def drop(self, uri: str) -> None:
        self._docs.pop(uri, None)

    def clear(self) -> None:
        self._docs.clear()
        self._roots.clear()
