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

In the store, beside `feedback_summary.py`, for the same reason: the rows are
derived data kept fresh inside the transactions that write the marks (a pull's
page, team/local.py) and first computed by migration m012, and the fold is the
same arithmetic as a local rule's. Its SQL is here, at the end.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Collection, Iterable, Sequence
from typing import Any

from kenning.daemon.core import scoring
from kenning.daemon.store.chunked import rows_in
from kenning.daemon.store.feedback_summary import Summary, merge, of_events

__all__ = [
    "canonicalize",
    "changed_since",
    "clock",
    "current",
    "fold",
    "read",
    "rebuild",
    "replica_half_life",
]


def replica_half_life(conn: sqlite3.Connection) -> float:
    """The half-life the replica's summaries are decayed with."""
    value = _summary_half_life(conn)
    return float(value) if value is not None else scoring.DEFAULT_HALF_LIFE_DAYS


def read(conn: sqlite3.Connection) -> dict[str, Summary]:
    """Every rule hash's summary (one query)."""
    return {r[0]: Summary(*r) for r in _summary_rows(conn)}


def clock(conn: sqlite3.Connection) -> int:
    """The stamp of the last write of summaries (`meta.team_summary_clock`)."""
    return _summary_clock(conn)


def changed_since(conn: sqlite3.Connection, stamp: int) -> dict[str, Summary]:
    """The summaries written after `clock` said `stamp` (read `clock` first: a row
    written meanwhile then comes again next time, never not at all).

    Rows only leave with a new replica generation (team/local.py), which a
    reader kept by stamps starts over from.
    """
    return {r[0]: Summary(*r) for r in _summary_rows_since(conn, stamp)}


def _views(rows: Iterable[Sequence[Any]]) -> dict[str, list[scoring.EventView]]:
    """(rule_hash, kind, weight, created_at) rows as events by rule hash."""
    return scoring.events_by_key(rows)


def _write(conn: sqlite3.Connection, summaries: dict[str, Summary], *, stamp: bool = True) -> None:
    """Write summaries, stamped with the next clock value (`stamp`: False only for
    migration m012, which runs before the `changed` column exists)."""
    rows = [(rule_hash, *s[1:]) for rule_hash, s in summaries.items()]
    if not stamp:
        _write_summary_rows(conn, rows, None)
        return
    _tick_summary_clock(conn)
    _write_summary_rows(conn, rows, clock(conn))


def fold(conn: sqlite3.Connection, rows: Iterable[Sequence[Any]]) -> int:
    """Fold marks just added to the replica into their rules' summaries; returns how many rules.

    `rows` are (rule_hash, kind, weight, created_at). Call inside the
    transaction that inserted them.
    """
    added = _views(rows)
    if not added:
        return 0
    half_life = replica_half_life(conn)
    old = {r[0]: _summary(r) for r in _summary_rows_of(conn, added)}
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
            _set_summary_half_life(conn, repr(half_life))
        _clear_summaries(conn)
        rows = _all_marks(conn)
    else:
        if not hashes:
            return 0
        rows = _marks_of(conn, hashes)  # their summaries dropped
    used = replica_half_life(conn)
    out = {h: of_events(events, used, h) for h, events in _views(rows.fetchall()).items()}
    _write(conn, out, stamp=stamp)
    return len(out)


def canonicalize(conn: sqlite3.Connection) -> int:
    """Compute again, from their marks in seq order, the summaries written since the
    last call; returns how many rules. Call inside a write transaction.

    `fold` merges a page's marks into the summary before it: the sum is the
    same, but its last digits depend on how the marks were split into pages,
    which differs from laptop to laptop. Computed from the marks in the
    server's order (`rebuild` reads them so), every laptop holding the same
    marks has the same numbers, to the last digit.
    """
    done = _canonical_stamp(conn)
    if clock(conn) <= done:
        return 0
    hashes = [r[0] for r in _summary_rows_since(conn, done)]
    count = rebuild(conn, hashes)
    _set_canonical_stamp(conn, clock(conn))
    return count


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
    rows = _all_marks(conn).fetchall()
    return {h: of_events(events, half_life, h) for h, events in _views(rows).items()}


# -- the rows' SQL ------------------------------------------------------------
_COLUMNS = "half_life_days, at, helpful, harmful, helpful_count, harmful_count, last_helpful_at"
_SUMMARY = f"SELECT rule_hash, {_COLUMNS} FROM team_summary"


def _summary_half_life(conn: sqlite3.Connection) -> Any:
    """`meta.team_half_life` as stored, or None when never set."""
    row = conn.execute("SELECT value FROM meta WHERE key = 'team_half_life'").fetchone()
    return row[0] if row else None


def _set_summary_half_life(conn: sqlite3.Connection, value: str) -> None:
    conn.execute(
        "INSERT INTO meta (key, value) VALUES ('team_half_life', ?)"
        " ON CONFLICT (key) DO UPDATE SET value = excluded.value",
        (value,),
    )


def _summary_clock(conn: sqlite3.Connection) -> int:
    """The stamp of the last write of summaries (`meta.team_summary_clock`)."""
    row = conn.execute("SELECT value FROM meta WHERE key = 'team_summary_clock'").fetchone()
    return int(row[0]) if row else 0


def _canonical_stamp(conn: sqlite3.Connection) -> int:
    """The summary clock as of the last canonical fold (`meta.team_canonical`)."""
    row = conn.execute("SELECT value FROM meta WHERE key = 'team_canonical'").fetchone()
    return int(row[0]) if row else 0


def _set_canonical_stamp(conn: sqlite3.Connection, stamp: int) -> None:
    conn.execute(
        "INSERT INTO meta (key, value) VALUES ('team_canonical', ?)"
        " ON CONFLICT (key) DO UPDATE SET value = excluded.value",
        (str(stamp),),
    )


def _tick_summary_clock(conn: sqlite3.Connection) -> None:
    conn.execute(
        "INSERT INTO meta (key, value) VALUES ('team_summary_clock', '1') ON CONFLICT (key)"
        " DO UPDATE SET value = CAST(value AS INTEGER) + 1"
    )


def _summary_rows(conn: sqlite3.Connection) -> list[tuple[Any, ...]]:
    """Every (rule_hash, half_life_days, at, helpful, harmful, helpful_count,
    harmful_count, last_helpful_at) row."""
    cur = conn.cursor()
    cur.row_factory = None
    return cur.execute(_SUMMARY).fetchall()


def _summary_rows_since(conn: sqlite3.Connection, stamp: int) -> list[tuple[Any, ...]]:
    """The summary rows written after the clock said `stamp`."""
    cur = conn.cursor()
    cur.row_factory = None
    return cur.execute(f"{_SUMMARY} WHERE changed > ?", (stamp,)).fetchall()


def _summary_rows_of(conn: sqlite3.Connection, hashes: Collection[str]) -> list[Any]:
    """The summary rows of these rule hashes (500 a query)."""
    return list(rows_in(conn, _SUMMARY, "rule_hash", hashes, 500))


def _write_summary_rows(
    conn: sqlite3.Connection, rows: Iterable[tuple[Any, ...]], stamp: int | None
) -> None:
    """Insert or replace summary rows (rule_hash and the seven columns), stamped `changed
    = stamp`; unstamped when None (migration m012 runs before that column exists)."""
    if stamp is None:
        conn.executemany(
            f"INSERT OR REPLACE INTO team_summary (rule_hash, {_COLUMNS})"
            " VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
            rows,
        )
        return
    conn.executemany(
        f"INSERT OR REPLACE INTO team_summary (rule_hash, {_COLUMNS}, changed)"
        " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
        [(*row, stamp) for row in rows],
    )


def _clear_summaries(conn: sqlite3.Connection) -> None:
    conn.execute("DELETE FROM team_summary")


def _all_marks(conn: sqlite3.Connection) -> sqlite3.Cursor:
    """(rule_hash, kind, weight, created_at) of every mark the replica holds, in the
    server's order (the same on every laptop: team_summary.canonicalize)."""
    return conn.execute("SELECT rule_hash, kind, weight, created_at FROM team_events ORDER BY seq")


def _marks_of(conn: sqlite3.Connection, hashes: Collection[str]) -> sqlite3.Cursor:
    """Drop these rule hashes' summaries and return (rule_hash, kind, weight, created_at)
    of their marks (through a temporary table: any number of hashes)."""
    conn.executemany("DELETE FROM team_summary WHERE rule_hash = ?", [(h,) for h in hashes])
    conn.execute("CREATE TEMP TABLE IF NOT EXISTS team_rebuild (rule_hash TEXT PRIMARY KEY)")
    conn.execute("DELETE FROM team_rebuild")
    conn.executemany(
        "INSERT OR IGNORE INTO team_rebuild (rule_hash) VALUES (?)", [(h,) for h in hashes]
    )
    return conn.execute(
        "SELECT rule_hash, kind, weight, created_at FROM team_events"
        " WHERE rule_hash IN (SELECT rule_hash FROM team_rebuild) ORDER BY seq"
    )
