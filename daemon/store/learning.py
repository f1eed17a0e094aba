"""What the learning loop records beside the sessions: which sessions were reflected on
(`reflected_sessions`), the sessions a rule came from (`rule_links`), the feedback a
session gave (`learned_feedback`), the rules shown to a session (`surfaced_rules`,
written by store/surfaced.py), the facts of MEMORY.md (`facts`) and the LLM's spending
(`llm_usage`).

Reads take the `Store`; writes take the connection of the caller's
`store.transaction()`, so each keeps the transaction it had in the learning module.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Iterable
from typing import Any

from kenning.daemon.store.db import Store

__all__ = [
    "add_llm_usage",
    "count_reflected",
    "facts_by_support",
    "learned_feedback",
    "link_rule",
    "mark_reflected",
    "record_learned_feedback",
    "reflected_stamp",
    "reflected_stamps",
    "replace_facts",
    "spent_since",
    "surfaced_in_session",
    "surfaced_in_workspace",
]

# -- surfaced rules -------------------------------------------------------------------


def surfaced_in_session(store: Store, session_id: str) -> list[str]:
    """The distinct rule ids shown to a session by its id."""
    return [
        r[0]
        for r in store.query(
            "SELECT DISTINCT bullet_id FROM surfaced_rules WHERE session_id = ?",
            (session_id,),
        )
    ]


def surfaced_in_workspace(store: Store, workspace: str, start: str, end: str) -> list[str]:
    """The distinct rule ids shown without a session id in `workspace` between two times."""
    return [
        r[0]
        for r in store.query(
            "SELECT DISTINCT bullet_id FROM surfaced_rules WHERE session_id IS NULL "
            "AND workspace = ? AND created_at BETWEEN ? AND ?",
            (workspace, start, end),
        )
    ]


# -- reflected sessions ----------------------------------------------------------------


def reflected_stamps(store: Store) -> dict[str, str]:
    """Session id → the diary update time it was last reflected on."""
    return {
        r[0]: r[1]
        for r in store.query("SELECT session_id, diary_updated_at FROM reflected_sessions")
    }


def reflected_stamp(store: Store, session_id: str) -> str | None:
    """The diary update time a session was last reflected on; None if never."""
    found = store.query(
        "SELECT diary_updated_at FROM reflected_sessions WHERE session_id = ?", (session_id,)
    )
    return str(found[0][0]) if found else None


def mark_reflected(conn: sqlite3.Connection, rows: Iterable[tuple[str, str, str]]) -> None:
    """Record (session id, diary update time, now) rows as reflected on (in a transaction)."""
    conn.executemany(
        "INSERT INTO reflected_sessions(session_id, diary_updated_at, reflected_at) "
        "VALUES (?, ?, ?) ON CONFLICT(session_id) DO UPDATE SET "
        "diary_updated_at = excluded.diary_updated_at, "
        "reflected_at = excluded.reflected_at",
        rows,
    )


def count_reflected(store: Store) -> int:
    """How many sessions were reflected on."""
    return int(store.query("SELECT count(*) FROM reflected_sessions")[0][0])


# -- rule links and learned feedback ---------------------------------------------------


def link_rule(
    conn: sqlite3.Connection, rule_id: str, sessions: Iterable[str], relation: str, now: str
) -> None:
    """Link a rule to the sessions it came from (existing links kept; in a transaction)."""
    conn.executemany(
        "INSERT OR IGNORE INTO rule_links(bullet_id, session_id, relation, created_at) "
        "VALUES (?, ?, ?, ?)",
        [(rule_id, s, relation, now) for s in sessions],
    )


def learned_feedback(store: Store, session_id: str) -> set[tuple[str, str]]:
    """(rule id, source) of the feedback already learned from a session."""
    return {
        (r[0], r[1])
        for r in store.query(
            "SELECT bullet_id, source FROM learned_feedback WHERE session_id = ?",
            (session_id,),
        )
    }


def record_learned_feedback(
    conn: sqlite3.Connection,
    session_id: str,
    rule_id: str,
    source: str,
    kind: str,
    event_id: int | None,
    reason: str,
    now: str,
) -> None:
    """Remember that a session's feedback on a rule was recorded (in a transaction)."""
    conn.execute(
        "INSERT OR IGNORE INTO learned_feedback(session_id, bullet_id, source, kind, "
        "event_id, reason, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)",
        (session_id, rule_id, source, kind, event_id, reason, now),
    )


# -- facts -------------------------------------------------------------------------------


def replace_facts(conn: sqlite3.Connection, rows: list[tuple[Any, ...]]) -> None:
    """Replace every stored fact with `rows` (id, text, workspace, sessions, count,
    updated_at), in the caller's transaction."""
    conn.execute("DELETE FROM facts")
    conn.executemany(
        "INSERT OR REPLACE INTO facts(id, text, workspace, sessions, count, updated_at) "
        "VALUES (?, ?, ?, ?, ?, ?)",
        rows,
    )


def facts_by_support(store: Store) -> list[str]:
    """The stored facts' texts, most-supported first (raises on a file without the table)."""
    return [str(r[0]) for r in store.query("SELECT text FROM facts ORDER BY count DESC, text")]


# -- LLM spending --------------------------------------------------------------------------


def spent_since(store: Store, day: str, month: str) -> tuple[float, float]:
    """USD spent by non-exempt calls since `day` and since `month` (ISO times)."""
    row = store.query(
        "SELECT coalesce(sum(CASE WHEN created_at >= ? THEN cost_usd END), 0),"
        " coalesce(sum(cost_usd), 0) FROM llm_usage WHERE exempt = 0 AND created_at >= ?",
        (day, month),
    )[0]
    return float(row[0]), float(row[1])


def add_llm_usage(store: Store, row: tuple[Any, ...]) -> None:
    """Record one LLM call: (provider, model, purpose, input_tokens, output_tokens,
    cost_usd, exempt, ok, created_at), inside the caller's transaction."""
    store.execute(
        "INSERT INTO llm_usage (provider, model, purpose, input_tokens, output_tokens,"
        " cost_usd, exempt, ok, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
        row,
    )
