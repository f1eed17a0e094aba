"""The `feedback_summary` and `feedback_dirty` tables (m009): each rule's feedback folded
into one row, and the rules whose events changed since their row was written.

`feedback_summary.py` holds the arithmetic (decay, merge, when a row can be trusted);
these functions run its statements unchanged. Rows come back as the plain tuples
SQLite hands over (no `sqlite3.Row`): loading the playbook keeps them as they are.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Collection, Iterable
from typing import Any

from kenning.daemon.store.chunked import rows_in

__all__ = [
    "dirty_events",
    "dirty_half_lives",
    "dirty_ids",
    "mark_rebase",
    "read_heads",
    "read_rows",
    "read_summaries",
    "write_summaries",
]

_SUMMARY = (
    "SELECT bullet_id, half_life_days, at, helpful, harmful, helpful_count,"
    " harmful_count, last_helpful_at FROM feedback_summary"
)


def read_summaries(conn: sqlite3.Connection) -> dict[str, Any]:
    """Every summary row, by rule id (one query; the fetched tuples themselves)."""
    cur = conn.cursor()
    cur.row_factory = None
    rows = cur.execute(_SUMMARY).fetchall()
    return {r[0]: r for r in rows}


def read_heads(conn: sqlite3.Connection) -> dict[str, tuple[object, ...]]:
    """Every summary's first five columns (rule_id, half_life_days, at, helpful,
    harmful), by rule id."""
    cur = conn.cursor()
    cur.row_factory = None
    rows = cur.execute(
        "SELECT bullet_id, half_life_days, at, helpful, harmful FROM feedback_summary"
    ).fetchall()
    return {r[0]: r for r in rows}


def read_rows(conn: sqlite3.Connection, ids: Collection[str]) -> dict[str, Any]:
    """The summary rows of these rules, by id, as `read_summaries` fetches them."""
    return {r[0]: r for r in rows_in(conn, _SUMMARY, "bullet_id", ids)}


def dirty_ids(conn: sqlite3.Connection) -> set[str]:
    """Rules whose events changed since their summary was written."""
    cur = conn.cursor()
    cur.row_factory = None
    return {r[0] for r in cur.execute("SELECT bullet_id FROM feedback_dirty").fetchall()}


def dirty_half_lives(conn: sqlite3.Connection) -> sqlite3.Cursor:
    """(rule id, own half-life) of the dirty rules that have a half-life of their own."""
    return conn.execute(
        "SELECT id, half_life_days FROM bullets WHERE half_life_days IS NOT NULL"
        " AND id IN (SELECT bullet_id FROM feedback_dirty)"
    )


def dirty_events(conn: sqlite3.Connection) -> sqlite3.Cursor:
    """(rule_id, kind, weight, created_at) of every event of the dirty rules."""
    return conn.execute(
        "SELECT bullet_id, kind, weight, created_at FROM feedback_events"
        " WHERE bullet_id IN (SELECT bullet_id FROM feedback_dirty)"
    )


def write_summaries(
    conn: sqlite3.Connection, gone: Iterable[tuple[str]], rows: Iterable[tuple[object, ...]]
) -> None:
    """Drop the summaries of `gone` rules, write `rows`, and mark nothing dirty any more
    (in the transaction that wrote the events)."""
    conn.executemany("DELETE FROM feedback_summary WHERE bullet_id = ?", gone)
    conn.executemany(
        "INSERT OR REPLACE INTO feedback_summary (bullet_id, half_life_days, at, helpful,"
        " harmful, helpful_count, harmful_count, last_helpful_at)"
        " VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
        rows,
    )
    conn.execute("DELETE FROM feedback_dirty")


def mark_rebase(conn: sqlite3.Connection, half_life_days: float) -> None:
    """Mark dirty the summaries of rules without their own half-life that were decayed
    with another one than `half_life_days`."""
    conn.execute(
        "INSERT OR IGNORE INTO feedback_dirty (bullet_id) SELECT s.bullet_id"
        " FROM feedback_summary s JOIN bullets b ON b.id = s.bullet_id"
        " WHERE b.half_life_days IS NULL AND s.half_life_days IS NOT ?",
        (half_life_days,),
    )
