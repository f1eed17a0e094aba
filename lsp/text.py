"""The text of an open document: its lines found by offset, never split.

pygls keeps a document as one string and splits all of it into lines
(`TextDocument.lines`) for every incremental edit and every position it
converts: a 60 MB file becomes millions of line strings several times its
size, on each keystroke. Here a document is its string and a small index
(`LineIndex`: the newline count of each 64 KiB chunk); a line is cut out of
the string when asked for, and an edit is one slice-and-join. Memory stays
about the size of the text, plus a transient copy while an edit is applied
(the server lets go of its own references first: `KenningProtocol.before_change`).

Lines end at "\\n" (a "\\r" before it belongs to the line end), as the
rule-check engine counts them (`playbook.checks`); the count of lines is the
one `str.splitlines` gives for such text.
"""

from __future__ import annotations

import re
from bisect import bisect_left
from collections.abc import Iterator, Sequence
from typing import overload

from lsprotocol import types
from pygls.workspace import ServerTextPosition, TextDocument, Workspace

__all__ = ["Document", "DocumentWorkspace", "LineIndex"]

#: the text is indexed by chunks of this many characters
CHUNK = 64 * 1024
_NEWLINE = re.compile("\n")


class LineIndex:
    """Where the lines of a text start, found by chunk (the text is not copied)."""

    def __init__(self, text: str) -> None:
        self.text = text
        newlines = [0]  # newlines in text[: i * CHUNK]
        total = 0
        for start in range(0, len(text), CHUNK):
            total += text.count("\n", start, start + CHUNK)
            newlines.append(total)
        self._newlines = newlines
        self._len = total + (1 if text and not text.endswith("\n") else 0)
        self._chunk = -1
        self._ends: list[int] = []  # the offsets just past each "\n" of chunk `_chunk`

    def __len__(self) -> int:
        return self._len

    def start(self, n: int) -> int:
        """The offset where line `n` starts (the end of the text past the last line)."""
        if n <= 0:
            return 0
        if n > self._newlines[-1]:
            return len(self.text)
        # the n-th newline lies in chunk c: newlines[c] < n <= newlines[c + 1]
        c = bisect_left(self._newlines, n) - 1
        if c != self._chunk:
            lo = c * CHUNK
            self._ends = [m.end() for m in _NEWLINE.finditer(self.text, lo, lo + CHUNK)]
            self._chunk = c
        return self._ends[n - self._newlines[c] - 1]

    def line(self, n: int, limit: int | None = None, *, keepends: bool = False) -> str:
        """Line `n` ("" past the end), at most `limit` characters of it."""
        if not 0 <= n < self._len:
            return ""
        text = self.text
        start = self.start(n)
        end = text.find("\n", start, None if limit is None else start + limit + 1)
        if end < 0:  # the last line, or a line longer than `limit`
            end = len(text) if limit is None else min(len(text), start + limit)
            return text[start:end]
        if keepends:
            end += 1
        elif end > start and text[end - 1] == "\r":
            end -= 1
        line = text[start:end]
        return line if limit is None else line[:limit]


class _KeptLines(Sequence[str]):
    """The lines with their ends, as pygls' position conversions read them."""

    def __init__(self, index: LineIndex) -> None:
        self._index = index

    def __len__(self) -> int:
        return len(self._index)

    @overload
    def __getitem__(self, i: int) -> str: ...
    @overload
    def __getitem__(self, i: slice) -> Sequence[str]: ...
    def __getitem__(self, i: int | slice) -> str | Sequence[str]:
        n = len(self._index)
        if isinstance(i, slice):
            return [self[j] for j in range(*i.indices(n))]
        if i < 0:
            i += n
        if not 0 <= i < n:
            raise IndexError(i)
        return self._index.line(i, keepends=True)

    def __iter__(self) -> Iterator[str]:
        return (self._index.line(i, keepends=True) for i in range(len(self._index)))


class Document(TextDocument):
    """pygls' document, with lines by offset and edits that do not split the text."""

    _indexed: tuple[str, LineIndex] | None = None

    def index(self) -> LineIndex:
        source = self.source
        if self._indexed is None or self._indexed[0] is not source:
            self._indexed = (source, LineIndex(source))
        return self._indexed[1]

    @property
    def lines(self) -> Sequence[str]:
        return _KeptLines(self.index())

    def offset_at_server_position(self, server_position: ServerTextPosition) -> int:
        index = self.index()
        start = index.start(server_position.line)
        return min(start + server_position.character, len(index.text))

    def _apply_incremental_change(self, change: types.TextDocumentContentChangePartial) -> None:
        index = self.index()
        rng = self.position_codec.range_from_client_units(_KeptLines(index), change.range)
        start = self.offset_at_server_position(rng.start)
        end = max(start, self.offset_at_server_position(rng.end))
        source = index.text
        # cut the pieces, then let the old text go before the new one is made: an edit
        # of a 60 MB document peaks at about twice its size, not three times
        self._indexed = self._source = None
        del index
        head, tail = source[:start], source[end:]
        del source
        self._source = "".join((head, change.text, tail))


class DocumentWorkspace(Workspace):
    """pygls' workspace, keeping its text documents as `Document`s."""

    def _create_text_document(
        self,
        doc_uri: str,
        source: str | None = None,
        version: int | None = None,
        language_id: str | None = None,
    ) -> TextDocument:
        return Document(
            doc_uri,
            source=source,
            version=version,
            language_id=language_id,
            sync_kind=self._sync_kind,
            position_codec=self.position_codec,
        )
