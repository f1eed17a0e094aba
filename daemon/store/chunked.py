"""Reads keyed by a long list of values, one `IN (…)` query per chunk of them.

A leaf of the store package (it imports nothing of kenning): the repositories
(`rules`, `feedback`, `team`) use it, and `db` runs the migrations that reach
them, so it cannot live in `db` without a cycle `db → migrations → … → db`.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Collection, Iterator
from typing import Any

__all__ = ["IN_CHUNK", "rows_in"]

#: values bound per `IN (…)` list: well under SQLite's bound-parameter limit
IN_CHUNK = 250


def rows_in(
    conn: sqlite3.Connection,
    select: str,
    column: str,
    values: Collection[Any],
    chunk: int = IN_CHUNK,
) -> Iterator[Any]:
    """The rows (plain tuples) of `select`, a statement without WHERE, whose
    `column` is one of `values`: one query per `chunk` of them."""
    cur = conn.cursor()
    cur.row_factory = None
    wanted = list(values)
    for start in range(0, len(wanted), chunk):
        part = wanted[start : start + chunk]
        marks = ", ".join("?" * len(part))
        yield from cur.execute(f"{select} WHERE {column} IN ({marks})", part).fetchall()
