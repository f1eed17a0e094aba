"""The int8 rows of a vector index, in the heap or in a file the page cache holds.

A `VectorIndex` of 100k MiniLM message rows holds 38 MB of int8 codes (384 MB
at 1M). Above its exact threshold a search reads only the rows its sign-bit
step picked (2,000 of them), so the codes need not stay in the daemon's own
memory. `RowMatrix.spill` moves them to an unlinked file beside the store: the
rows are written with `pwrite`, read through a read-only shared mapping, and
after a search `release` drops the process's mapping of the pages it read
(`MADV_DONTNEED`; on a shared file mapping this forgets no data). The rows
then live in the kernel's page cache: clean, shared, and given up under memory
pressure without swapping, where anonymous heap would be swapped out. A
search faults in the pages it reads again (a minor fault each, the pages being
cached).

The file is a derived copy (the `embeddings` table is the source): unlinked
at creation, it disappears with the process, even after a crash, and each
process that loads an index writes its own. Where the folder cannot hold it
(read-only, no space), the rows stay in the heap.
"""

from __future__ import annotations

import logging
import mmap
import os
import tempfile
import weakref
from pathlib import Path
from typing import TYPE_CHECKING, Any

import numpy as np

if TYPE_CHECKING:
    import numpy.typing as npt

    Codes = npt.NDArray[np.int8]
    Rows = npt.NDArray[np.int64]

__all__ = ["RowMatrix"]

log = logging.getLogger(__name__)

#: the file's name while it exists (O_TMPFILE files have none)
_PREFIX = ".kenning-vectors-"


class RowMatrix:
    """A (capacity, dim) int8 matrix: rows written by number, read as an array.

    In the heap until `spill` moves it to a file; `view` is read-only once
    spilled, so every write goes through `write`.
    """

    def __init__(self, dim: int) -> None:
        self.dim = dim
        self._heap: Codes | None = np.zeros((0, dim), dtype=np.int8)
        self._fd: int | None = None
        self._closer: weakref.finalize[..., Any] | None = None
        self._map: mmap.mmap | None = None
        self._view: Codes = np.zeros((0, dim), dtype=np.int8)
        self._capacity = 0

    @property
    def capacity(self) -> int:
        return self._capacity

    @property
    def spilled(self) -> bool:
        """Are the rows in a file (True) or in the heap (False)?"""
        return self._fd is not None

    @property
    def heap_bytes(self) -> int:
        """Bytes of rows held in the process's heap (0 once spilled)."""
        return 0 if self._heap is None else int(self._heap.nbytes)

    def view(self) -> Codes:
        """Every row slot as an array (rows past the written ones are zero)."""
        return self._view

    def spill(self, folder: Path) -> bool:
        """Move the rows to an unlinked file in `folder`; False (rows kept in the heap) on error."""
        if self._fd is not None:
            return True
        try:
            fd = _unlinked_file(folder)
        except OSError as exc:
            log.warning("vector rows stay in memory: cannot create a file in %s: %s", folder, exc)
            return False
        previous = self._heap
        self._fd, self._heap = fd, None
        self._closer = weakref.finalize(self, os.close, fd)
        try:
            self._remap(self._capacity)
            if previous is not None and len(previous):
                self._pwrite(0, previous)
        except OSError as exc:
            self._back_to_heap(exc, previous)
            return False
        return True

    def grow(self, capacity: int) -> None:
        """Make room for `capacity` rows, keeping the written ones."""
        if capacity <= self._capacity:
            return
        if self._fd is not None:
            try:
                self._remap(capacity)  # the file grows in place: nothing is copied
                return
            except OSError as exc:
                self._back_to_heap(exc)
        assert self._heap is not None
        heap = np.zeros((capacity, self.dim), dtype=np.int8)
        heap[: self._capacity] = self._heap[: self._capacity]
        self._heap, self._view, self._capacity = heap, heap, capacity

    def write(self, rows: Rows, codes: Codes) -> None:
        """Set row `rows[i]` to `codes[i]` (the last one wins when a row repeats)."""
        if self._heap is None:
            order = np.argsort(rows, kind="stable")
            ordered, by_row = rows[order], codes[order]
            # one pwrite per run of consecutive rows: a sync appends, so usually one
            breaks = np.flatnonzero(np.diff(ordered) != 1) + 1
            starts, stops = [0, *breaks.tolist()], [*breaks.tolist(), len(ordered)]
            try:
                for start, stop in zip(starts, stops, strict=True):
                    self._pwrite(int(ordered[start]), by_row[start:stop])
                return
            except OSError as exc:  # a full disk: the rows written so far are read back
                self._back_to_heap(exc)
        assert self._heap is not None
        self._heap[rows] = codes

    def release(self) -> None:
        """Drop this process's mapping of the pages a search read (the page cache keeps them)."""
        if self._map is not None and hasattr(self._map, "madvise"):
            self._map.madvise(mmap.MADV_DONTNEED)

    def _back_to_heap(self, exc: OSError, rows: Codes | None = None) -> None:
        """Leave the file after an error: its rows (or `rows`) are held in the heap again."""
        log.warning("vector rows stay in memory: the file beside the store failed: %s", exc)
        heap = np.array(self._view) if rows is None else rows
        if len(heap) < self._capacity:  # the file never reached its size
            heap = np.concatenate([heap, np.zeros((self._capacity - len(heap), self.dim), np.int8)])
        if self._closer is not None:
            self._closer()
        self._fd, self._closer, self._map = None, None, None
        self._heap, self._view = heap, heap

    def _pwrite(self, row: int, codes: Codes) -> None:
        assert self._fd is not None
        data = np.ascontiguousarray(codes, dtype=np.int8).tobytes()
        offset = row * self.dim
        while data:
            done = os.pwrite(self._fd, data, offset)
            data, offset = data[done:], offset + done

    def _remap(self, capacity: int) -> None:
        assert self._fd is not None
        size = capacity * self.dim
        os.ftruncate(self._fd, size)
        if size == 0:
            self._map, self._view = None, np.zeros((0, self.dim), dtype=np.int8)
        else:
            # the old mapping stays alive while a reader still holds its array
            self._map = mmap.mmap(self._fd, size, access=mmap.ACCESS_READ)
            self._view = np.frombuffer(self._map, dtype=np.int8).reshape(capacity, self.dim)
        self._capacity = capacity


def _unlinked_file(folder: Path) -> int:
    """A read-write descriptor of a new file in `folder` that has no name."""
    if hasattr(os, "O_TMPFILE"):
        try:
            return os.open(folder, os.O_TMPFILE | os.O_RDWR, 0o600)
        except OSError:
            pass  # a file system without O_TMPFILE: name it, then unlink it
    fd, name = tempfile.mkstemp(dir=folder, prefix=_PREFIX)
    os.unlink(name)
    return fd
