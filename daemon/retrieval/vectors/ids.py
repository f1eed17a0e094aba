"""The ids of a vector index's rows, kept compact when they are integers.

A message's id in the index is its integer primary key as text. Held as
Python strings with a dict from id to row, 100k message ids cost ~13 MB of
small objects (the strings, the dict, the row numbers) in a daemon that
keeps the index for good; as int64 arrays they cost 2.4 MB. `IdColumn`
keeps them as numbers while every id is the plain decimal text of one
(`str(int(id)) == id`), looked up through a sorted copy, and moves to
strings with a dict at the first id that is not (rule and diary ids).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

import numpy as np

if TYPE_CHECKING:
    import numpy.typing as npt

    Rows = npt.NDArray[np.int64]

__all__ = ["IdColumn"]

_INT64 = np.iinfo(np.int64)


def _as_ints(ids: Sequence[str]) -> Rows | None:
    """`ids` as int64 when each is the plain decimal text of an int64, else None."""
    if not ids:
        return np.zeros(0, dtype=np.int64)
    try:
        text = np.asarray(ids, dtype=np.str_)
        if text.ndim != 1:
            return None
        values = text.astype(np.int64)
    except (ValueError, OverflowError, TypeError):
        return None
    # numpy also reads " 7", "+7" and "007": only the id's own spelling counts
    if not np.array_equal(values.astype(text.dtype), text):
        return None
    return values


def _as_int(ref_id: object) -> int | None:
    if not isinstance(ref_id, str):
        return None
    try:
        value = int(ref_id)
    except ValueError:
        return None
    if str(value) != ref_id or not _INT64.min <= value <= _INT64.max:
        return None
    return value


class IdColumn:
    """Row ↔ id of a vector index: numbers in arrays while every id is an integer's text.

    Rows are numbered in the order ids were first placed; placing a known id
    again gives its row back (its vector is replaced in place).
    """

    def __init__(self) -> None:
        self._n = 0
        #: numeric form: the id of each row (capacity grows), and the ids sorted with their rows
        self._values: Rows = np.zeros(0, dtype=np.int64)
        self._sorted: Rows = np.zeros(0, dtype=np.int64)
        self._order: Rows = np.zeros(0, dtype=np.int64)
        #: string form, once an id is not an integer's text
        self._strings: list[str] | None = None
        self._rows: dict[str, int] | None = None

    def __len__(self) -> int:
        return self._n

    def __contains__(self, ref_id: object) -> bool:
        if self._rows is not None:
            return ref_id in self._rows
        value = _as_int(ref_id)
        return value is not None and self._row_of_value(value) >= 0

    @property
    def numeric(self) -> bool:
        """Whether the ids are held as numbers (every id so far is an integer's text)."""
        return self._rows is None

    def nbytes(self) -> int:
        """Bytes of the numeric arrays (the string form is not counted)."""
        return int(self._values.nbytes + self._sorted.nbytes + self._order.nbytes)

    def at(self, row: int) -> str:
        """The id of `row`."""
        if not 0 <= row < self._n:
            raise IndexError(f"row {row} of {self._n}")
        if self._strings is not None:
            return self._strings[row]
        return str(int(self._values[row]))

    def all(self) -> list[str]:
        """Every id, in row order."""
        if self._strings is not None:
            return list(self._strings)
        return [str(v) for v in self._values[: self._n].tolist()]

    def find(self, ids: Sequence[str]) -> Rows:
        """The row of each id; -1 for an id not held."""
        if self._rows is not None:
            rows = self._rows
            return np.fromiter((rows.get(i, -1) for i in ids), dtype=np.int64, count=len(ids))
        values = _as_ints(ids)
        if values is None:  # some are not integers' text: those are not held
            return np.fromiter((self._row_of(i) for i in ids), dtype=np.int64, count=len(ids))
        return self._rows_of_values(values)

    def place(self, ids: Sequence[str]) -> tuple[Rows, int]:
        """The row of each id, giving the new ones the next rows; and how many were new.

        An id given twice in one call gets one row.
        """
        if self._rows is None:
            values = _as_ints(ids)
            if values is not None:
                return self._place_values(values)
            self._to_strings()
        assert self._rows is not None and self._strings is not None
        rows = np.empty(len(ids), dtype=np.int64)
        fresh = 0
        for i, ref_id in enumerate(ids):
            row = self._rows.get(ref_id)
            if row is None:
                row = self._n + fresh
                self._rows[ref_id] = row
                self._strings.append(ref_id)
                fresh += 1
            rows[i] = row
        self._n += fresh
        return rows, fresh

    # -- numeric form ----------------------------------------------------------

    def _row_of(self, ref_id: str) -> int:
        value = _as_int(ref_id)
        return -1 if value is None else self._row_of_value(value)

    def _row_of_value(self, value: int) -> int:
        return int(self._rows_of_values(np.array([value], dtype=np.int64))[0])

    def _rows_of_values(self, values: Rows) -> Rows:
        at = np.searchsorted(self._sorted, values)
        inside = at < len(self._sorted)
        hit = np.zeros(len(values), dtype=bool)
        hit[inside] = self._sorted[at[inside]] == values[inside]
        rows = np.full(len(values), -1, dtype=np.int64)
        rows[hit] = self._order[at[hit]]
        return rows

    def _place_values(self, values: Rows) -> tuple[Rows, int]:
        rows = self._rows_of_values(values)
        new = rows < 0
        if not new.any():
            return rows, 0
        # the new ids, once each, numbered in the order they first appear
        fresh, first, inverse = np.unique(values[new], return_index=True, return_inverse=True)
        rank = np.empty(len(fresh), dtype=np.int64)
        rank[np.argsort(first, kind="stable")] = np.arange(len(fresh), dtype=np.int64)
        fresh_rows = self._n + rank
        rows[new] = fresh_rows[inverse.reshape(-1)]
        self._grow(self._n + len(fresh))
        self._values[fresh_rows] = fresh
        # fresh is sorted: merge it into the sorted copy
        at = np.searchsorted(self._sorted, fresh)
        self._sorted = np.insert(self._sorted, at, fresh)
        self._order = np.insert(self._order, at, fresh_rows)
        self._n += len(fresh)
        return rows, len(fresh)

    def _grow(self, need: int) -> None:
        capacity = len(self._values)
        if need <= capacity:
            return
        grown = np.zeros(max(need, capacity + capacity // 2), dtype=np.int64)
        grown[: self._n] = self._values[: self._n]
        self._values = grown

    def reserve(self, rows: int) -> None:
        """Size the numeric arrays for `rows` ids at once (a first load knows its count)."""
        if self._rows is None:
            self._grow(rows)

    def _to_strings(self) -> None:
        self._strings = self.all()
        self._rows = {ref_id: row for row, ref_id in enumerate(self._strings)}
        empty = np.zeros(0, dtype=np.int64)
        self._values, self._sorted, self._order = empty, empty, empty.copy()
