"""The team's marks on each rule folded into one row, kept as pulls apply them.

The replica can hold a million marks; reading them all costs a cold process
(`kenning context` without a daemon, the git hook's audit) seconds of CPU.
So each page of marks a pull applies is folded, in the page's transaction,
into `team_summary` (migration m012): per rule hash, the marks' score as of
the last of them, the half-life it used, the counts and the last helpful time
(`feedback_summary.Summary`, the same arithmetic as a local rule's). A merge
costs one `pow` per touched rule (decay is a common factor), so a page is
folded without reading the rule's earlier marks again.

Rows leave the replica only when a member's data is removed (or the team is
left): the rules those marks were on are computed again from what remains.
The half-life the rows use is the one in `meta.team_half_life` (the default
until a reader configured with another one rebuilds them: `current`).
"""

from __future__ import annotations

import sqlite3
from collections.abc import Collection, Iterable, Sequence
from typing import Any

from kenning.daemon.playbook import scoring
from kenning.daemon.playbook.feedback import Summary, merge, of_events
from kenning.daemon.store.db import rows_in

__all__ = ["changed_since", "clock", "current", "fold", "read", "rebuild", "replica_half_life"]

_COLUMNS = "half_life_days, at, helpful, harmful, helpful_count, harmful_count, last_helpful_at"


def replica_half_life(conn: sqlite3.Connection) -> float:
    """The half-life the replica's summaries are decayed with."""
    row = conn.execute("SELECT value FROM meta WHERE key = 'team_half_life'").fetchone()
    return float(row[0]) if row else scoring.DEFAULT_HALF_LIFE_DAYS


def read(conn: sqlite3.Connection) -> dict[str, Summary]:
    """Every rule hash's summary (one query)."""
    cur = conn.cursor()
    cur.row_factory = None
    rows = cur.execute(f"SELECT rule_hash, {_COLUMNS} FROM team_summary").fetchall()
    return {r[0]: Summary(*r) for r in rows}


def clock(conn: sqlite3.Connection) -> int:
    """The stamp of the last write of summaries (`meta.team_summary_clock`)."""
    row = conn.execute("SELECT value FROM meta WHERE key = 'team_summary_clock'").fetchone()
    return int(row[0]) if row else 0


def changed_since(conn: sqlite3.Connection, stamp: int) -> dict[str, Summary]:
    """The summaries written after `clock` said `stamp` (read `clock` first: a row
    written meanwhile then comes again next time, never not at all).

    Rows only leave with a new replica generation (team/local.py), which a
    reader kept by stamps starts over from.
    """
    cur = conn.cursor()
    cur.row_factory = None
    rows = cur.execute(
        f"SELECT rule_hash, {_COLUMNS} FROM team_summary WHERE changed > ?", (stamp,)
    ).fetchall()
    return {r[0]: Summary(*r) for r in rows}


def _views(rows: Iterable[Sequence[Any]]) -> dict[str, list[scoring.EventView]]:
    """(rule_hash, kind, weight, created_at) rows as events by rule hash."""
    return scoring.events_by_key(rows)


def _write(conn: sqlite3.Connection, summaries: dict[str, Summary], *, stamp: bool = True) -> None:
    """Write summaries, stamped with the next clock value (`stamp`: False only for
    migration m012, which runs before the `changed` column exists)."""
    if not stamp:
        conn.executemany(
            f"INSERT OR REPLACE INTO team_summary (rule_hash, {_COLUMNS})"
            " VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
            [(rule_hash, *s[1:]) for rule_hash, s in summaries.items()],
        )
        return
    conn.execute(
        "INSERT INTO meta (key, value) VALUES ('team_summary_clock', '1') ON CONFLICT (key)"
        " DO UPDATE SET value = CAST(value AS INTEGER) + 1"
    )
    now = clock(conn)
    conn.executemany(
        f"INSERT OR REPLACE INTO team_summary (rule_hash, {_COLUMNS}, changed)"
        " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
        [(rule_hash, *s[1:], now) for rule_hash, s in summaries.items()],
    )


def fold(conn: sqlite3.Connection, rows: Iterable[Sequence[Any]]) -> int:
    """Fold marks just added to the replica into their rules' summaries; returns how many rules.

    `rows` are (rule_hash, kind, weight, created_at). Call inside the
    transaction that inserted them.
    """
    added = _views(rows)
    if not added:
        return 0
    half_life = replica_half_life(conn)
    select = f"SELECT rule_hash, {_COLUMNS} FROM team_summary"
    old = {r[0]: _summary(r) for r in rows_in(conn, select, "rule_hash", added, 500)}
    out: dict[str, Summary] = {}
    for rule_hash, events in added.items():
        new = of_events(events, half_life, rule_hash)
        found = old.get(rule_hash)
        out[rule_hash] = new if found is None else merge(found, new)
    _write(conn, out)
    return len(out)


def _summary(r: Sequence[Any]) -> Summary:
    return Summary(*r)


def rebuild(
    conn: sqlite3.Connection,
    hashes: Collection[str] | None = None,
    half_life: float | None = None,
    *,
    stamp: bool = True,
) -> int:
    """Compute summaries again from the replica's marks: of `hashes` (None: all
    of them, with `half_life`, which becomes the replica's); returns how many
    rules. `stamp`: see `_write`."""
    if hashes is None:
        if half_life is not None:
            conn.execute(
                "INSERT INTO meta (key, value) VALUES ('team_half_life', ?)"
                " ON CONFLICT (key) DO UPDATE SET value = excluded.value",
                (repr(half_life),),
            )
        conn.execute("DELETE FROM team_summary")
        rows = conn.execute("SELECT rule_hash, kind, weight, created_at FROM team_events")
    else:
        if not hashes:
            return 0
        conn.executemany("DELETE FROM team_summary WHERE rule_hash = ?", [(h,) for h in hashes])
        conn.execute("CREATE TEMP TABLE IF NOT EXISTS team_rebuild (rule_hash TEXT PRIMARY KEY)")
        conn.execute("DELETE FROM team_rebuild")
        conn.executemany(
            "INSERT OR IGNORE INTO team_rebuild (rule_hash) VALUES (?)", [(h,) for h in hashes]
        )
        rows = conn.execute(
            "SELECT rule_hash, kind, weight, created_at FROM team_events"
            " WHERE rule_hash IN (SELECT rule_hash FROM team_rebuild)"
        )
    used = replica_half_life(conn)
    out = {h: of_events(events, used, h) for h, events in _views(rows.fetchall()).items()}
    _write(conn, out, stamp=stamp)
    return len(out)


def current(conn: sqlite3.Connection, half_life: float, *, write: bool) -> dict[str, Summary]:
    """The summaries decayed with `half_life` (the configured one).

    When the replica's use another (the setting changed), they are computed
    again from the marks, once: written back when `write` (the caller holds a
    write transaction), else only returned.
    """
    if replica_half_life(conn) == half_life:
        return read(conn)
    if write:
        rebuild(conn, None, half_life)
        return read(conn)
    rows = conn.execute("SELECT rule_hash, kind, weight, created_at FROM team_events").fetchall()
    return {h: of_events(events, half_life, h) for h, events in _views(rows).items()}
