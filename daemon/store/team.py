"""The local side of team memory in kenning's SQLite file (m010, m012): the link to a
team (`team_link`), the sync cursors, what was shared (`team_shared`), the replica
of what the other members shared (`team_rules` and its full-text index, `team_events`,
`team_tombstones`, `team_toxic`), the ranges waiting for the curator
(`team_uncurated`). The folded marks (`team_summary`) keep their SQL in
`store/team_summary.py`.

`daemon/team/` decides what to sync, how to curate and how a replica rule is shown;
these functions run its statements unchanged. The team *server* is PostgreSQL and
keeps its SQL in `daemon/team/server*.py`: a different database, not this file.

Functions take the connection: a write runs on the caller's `store.transaction()`,
as it did in the team module, so a page of rows and its cursor stay one transaction.
"""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Collection, Iterable, Sequence
from typing import Any

from kenning.daemon.store.chunked import rows_in

__all__ = [
    "INSERTS",
    "RULE_COLUMNS",
    "add_aliases",
    "add_uncurated",
    "aliases",
    "bump_playbook_version",
    "clear_replica",
    "count_replica_rules",
    "cursor",
    "delete_origin",
    "drop_orphan_conflicts",
    "events_of",
    "generation_counter",
    "has_history",
    "has_link",
    "has_uncurated",
    "held_event_ids",
    "hidden_hashes",
    "index_rules",
    "insert_pulled",
    "link_failed",
    "link_row",
    "link_synced",
    "local_hashes",
    "local_rules",
    "mark_shared",
    "max_event_id",
    "member_marks",
    "new_generation",
    "origin",
    "origin_rule_hashes",
    "own_marks_after",
    "pending_counts",
    "pending_event_rows",
    "pending_retired_rows",
    "pending_rule_rows",
    "pending_tombstone_rows",
    "pending_toxic_rows",
    "proof_text",
    "replace_link",
    "replica_counts",
    "replica_rules",
    "reset_replica",
    "reset_uploads",
    "retired_shared_hashes",
    "rule_hash_of",
    "rule_owners",
    "rule_rows_by_hash",
    "rules_after",
    "same_as_rows",
    "set_cursor",
    "set_proof",
    "set_same_as",
    "set_url",
    "shared_rule_hashes",
    "take_uncurated",
    "team_rule_row",
    "team_toxic",
    "tombstone_rows",
]

# -- the link and the replica's generation ------------------------------------------


def origin(conn: sqlite3.Connection) -> str:
    """The uuid naming this store's rows on the server (made by migration m010)."""
    row = conn.execute("SELECT value FROM meta WHERE key = 'team_origin'").fetchone()
    return str(row[0])


def link_row(conn: sqlite3.Connection) -> sqlite3.Row | None:
    """(url, team, member, machine, share_evidence, interval_s, joined_at, last_sync_at,
    last_error, last_error_at) of the joined team, or None."""
    row: sqlite3.Row | None = conn.execute(
        "SELECT url, team, member, machine, share_evidence, interval_s, joined_at,"
        " last_sync_at, last_error, last_error_at FROM team_link WHERE id = 1"
    ).fetchone()
    return row


def has_link(conn: sqlite3.Connection) -> bool:
    """Is a team joined (one tiny query)?"""
    return conn.execute("SELECT 1 FROM team_link").fetchone() is not None


def replace_link(conn: sqlite3.Connection, values: tuple[Any, ...]) -> None:
    """Record the joined team (url, team, member, machine, share_evidence, interval_s,
    joined_at), replacing any other: one team per store."""
    conn.execute("DELETE FROM team_link")
    conn.execute(
        "INSERT INTO team_link (id, url, team, member, machine, share_evidence, interval_s,"
        " joined_at) VALUES (1, ?, ?, ?, ?, ?, ?, ?)",
        values,
    )


def link_synced(conn: sqlite3.Connection, now: str) -> None:
    conn.execute(
        "UPDATE team_link SET last_sync_at = ?, last_error = NULL, last_error_at = NULL",
        (now,),
    )


def link_failed(conn: sqlite3.Connection, error: str, now: str) -> None:
    conn.execute("UPDATE team_link SET last_error = ?, last_error_at = ?", (error, now))


#: what leaving a team empties, in this order
_REPLICA_TABLES = (
    "team_rules",
    "team_events",
    "team_summary",
    "team_uncurated",
    "team_tombstones",
    "team_toxic",
    "team_retired",
)
_TEAM_TABLES = (*_REPLICA_TABLES, "team_shared", "team_aliases", "team_cursors", "team_link")


def clear_replica(conn: sqlite3.Connection) -> dict[str, int]:
    """Empty the link, the cursors, what was proven and the replica; the rows dropped
    per table."""
    conn.execute("DELETE FROM meta WHERE key = 'team_proof'")
    return {table: conn.execute(f"DELETE FROM {table}").rowcount for table in _TEAM_TABLES}


def reset_replica(conn: sqlite3.Connection) -> dict[str, int]:
    """Empty the replica and the download cursors (to pull everything again); the
    rows dropped per table."""
    conn.execute("DELETE FROM team_cursors WHERE name LIKE 'down\\_%' ESCAPE '\\'")
    return {table: conn.execute(f"DELETE FROM {table}").rowcount for table in _REPLICA_TABLES}


def reset_uploads(conn: sqlite3.Connection) -> None:
    """Forget what was uploaded (to upload everything again)."""
    conn.execute("DELETE FROM team_shared")
    conn.execute("DELETE FROM team_cursors WHERE name LIKE 'up\\_%' ESCAPE '\\'")


def has_history(conn: sqlite3.Connection) -> bool:
    """Has this store uploaded or pulled anything since it joined?"""
    return (
        conn.execute(
            "SELECT 1 FROM team_shared UNION ALL SELECT 1 FROM team_cursors WHERE a > 0 OR b > 0"
            " LIMIT 1"
        ).fetchone()
        is not None
    )


def proof_text(conn: sqlite3.Connection) -> str | None:
    """What this store proved of its team server (`meta.team_proof`, JSON), or None."""
    row = conn.execute("SELECT value FROM meta WHERE key = 'team_proof'").fetchone()
    return None if row is None else str(row[0])


def set_proof(conn: sqlite3.Connection, text: str) -> None:
    conn.execute(
        "INSERT INTO meta (key, value) VALUES ('team_proof', ?)"
        " ON CONFLICT (key) DO UPDATE SET value = excluded.value",
        (text,),
    )


def set_url(conn: sqlite3.Connection, url: str) -> None:
    """Replace the joined team's URL (its password taken out)."""
    conn.execute("UPDATE team_link SET url = ?", (url,))


def drop_orphan_conflicts(conn: sqlite3.Connection) -> int:
    """Drop the conflicts recorded with a team rule that left the replica."""
    held = (
        "SELECT 1 FROM bullets b WHERE b.id = {0}"
        " UNION ALL SELECT 1 FROM team_rules t WHERE t.rule_id = {0}"
    )
    return int(
        conn.execute(
            f"DELETE FROM conflicts WHERE NOT EXISTS ({held.format('bullet_a')})"
            f" OR NOT EXISTS ({held.format('bullet_b')})"
        ).rowcount
    )


def generation_counter(conn: sqlite3.Connection) -> Any:
    """The replica's generation counter as stored, or None before the first."""
    row = conn.execute("SELECT value FROM meta WHERE key = 'team_generation'").fetchone()
    return row[0] if row else None


def bump_playbook_version(conn: sqlite3.Connection) -> None:
    # readers (LSP, daemon) reload when this counter moves
    conn.execute(
        "UPDATE meta SET value = CAST(value AS INTEGER) + 1 WHERE key = 'playbook_version'"
    )


def new_generation(conn: sqlite3.Connection) -> None:
    # rows left the replica: a cached view of it (view.py) is rebuilt, not extended
    conn.execute(
        "INSERT INTO meta (key, value) VALUES ('team_generation', '1') ON CONFLICT (key)"
        " DO UPDATE SET value = CAST(value AS INTEGER) + 1"
    )


# -- cursors --------------------------------------------------------------------------


def cursor(conn: sqlite3.Connection, name: str) -> tuple[int, int]:
    """A sync cursor's (a, b); (0, 0) before it first moved."""
    row = conn.execute("SELECT a, b FROM team_cursors WHERE name = ?", (name,)).fetchone()
    return (int(row[0]), int(row[1])) if row else (0, 0)


def set_cursor(conn: sqlite3.Connection, name: str, a: int, b: int = 0) -> None:
    conn.execute(
        "INSERT INTO team_cursors (name, a, b) VALUES (?, ?, ?)"
        " ON CONFLICT (name) DO UPDATE SET a = excluded.a, b = excluded.b",
        (name, a, b),
    )


# -- what waits to be uploaded ----------------------------------------------------------

_RULES_PENDING = """
    FROM bullets b
    WHERE b.state = 'active' AND b.origin = 'global'
      AND NOT EXISTS (SELECT 1 FROM team_shared s WHERE s.kind = 'rule' AND s.key = b.content_hash)
      AND NOT EXISTS (SELECT 1 FROM team_rules t WHERE t.content_hash = b.content_hash)
"""
_EVENTS_PENDING = """
    FROM feedback_events e
    LEFT JOIN bullets b ON b.id = e.bullet_id
    LEFT JOIN team_rules t ON b.id IS NULL AND t.rule_id = e.bullet_id
    WHERE e.id > ? AND coalesce(b.content_hash, t.content_hash) IS NOT NULL
"""
_ALIASED = "LEFT JOIN team_aliases a ON a.local_hash = b.content_hash WHERE"
_TOMBSTONES_PENDING = """
    FROM tombstones x
    WHERE NOT EXISTS (SELECT 1 FROM team_shared s WHERE s.kind = 'tombstone' AND s.key = x.id)
      AND NOT EXISTS (SELECT 1 FROM team_tombstones t WHERE t.id = x.id)
"""


def pending_rule_rows(conn: sqlite3.Connection, limit: int) -> list[sqlite3.Row]:
    """(content_hash, id, content, category, tags, scope, kind, type, verification,
    provenance, created_at) of active global rules the team does not have yet, by id."""
    rows: list[sqlite3.Row] = conn.execute(
        "SELECT b.content_hash, b.id, b.content, b.category, b.tags, b.scope, b.kind, b.type,"
        f" b.verification, b.provenance, b.created_at {_RULES_PENDING} ORDER BY b.id LIMIT ?",
        (limit,),
    ).fetchall()
    return rows


def retired_shared_hashes(conn: sqlite3.Connection) -> list[str]:
    """The local hashes of the rules this store uploaded and has retired since."""
    return [
        r[0]
        for r in conn.execute(
            "SELECT DISTINCT b.content_hash FROM bullets b JOIN team_shared s"
            " ON s.kind = 'rule' AND s.key = b.content_hash WHERE b.state = 'retired'"
            " AND NOT EXISTS (SELECT 1 FROM bullets o WHERE o.content_hash = b.content_hash"
            " AND o.state <> 'retired')"
        )
    ]


def rule_rows_by_hash(conn: sqlite3.Connection, hashes: Collection[str]) -> list[Any]:
    """The rows of `pending_rule_rows`'s shape of the local rules with these hashes."""
    return list(
        rows_in(
            conn,
            "SELECT b.content_hash, b.id, b.content, b.category, b.tags, b.scope, b.kind,"
            " b.type, b.verification, b.provenance, b.created_at FROM bullets b",
            "b.content_hash",
            hashes,
            500,
        )
    )


def pending_event_rows(conn: sqlite3.Connection, after: int, limit: int) -> list[sqlite3.Row]:
    """(id, rule_id, rule hash, kind, weight, source, created_at, the local rule's text or
    None) of the marks past `after` on rules the team can know, by id (the hash is
    the local rule's, or the replica rule's: the server's)."""
    rows: list[sqlite3.Row] = conn.execute(
        "SELECT e.id, e.bullet_id, coalesce(b.content_hash, t.content_hash), e.kind, e.weight,"
        f" e.source, e.created_at, b.content {_EVENTS_PENDING} ORDER BY e.id LIMIT ?",
        (after, limit),
    ).fetchall()
    return rows


def own_marks_after(conn: sqlite3.Connection, after: int) -> list[tuple[Any, ...]]:
    """(id, rule_id, the server's rule hash, kind, weight, created_at) of this store's
    marks past `after` on rules the team can know, by id."""
    cur = conn.cursor()
    cur.row_factory = None
    return cur.execute(
        "SELECT e.id, e.bullet_id, coalesce(a.server_hash, b.content_hash, t.content_hash),"
        f" e.kind, e.weight, e.created_at {_EVENTS_PENDING.replace('WHERE', _ALIASED)}"
        " ORDER BY e.id",
        (after,),
    ).fetchall()


def add_aliases(conn: sqlite3.Connection, pairs: Iterable[tuple[str, str]]) -> None:
    """Record (local hash, server hash) pairs of rules whose text redaction changed."""
    conn.executemany(
        "INSERT OR REPLACE INTO team_aliases (local_hash, server_hash) VALUES (?, ?)", pairs
    )


def shared_rule_hashes(conn: sqlite3.Connection) -> list[str]:
    """The local hashes of the rules this store uploaded."""
    return [r[0] for r in conn.execute("SELECT key FROM team_shared WHERE kind = 'rule'")]


def rule_owners(conn: sqlite3.Connection, hashes: Collection[str]) -> dict[str, str]:
    """content hash → the member who shared it, of the replica's rules with these hashes."""
    return {
        r[0]: r[1]
        for r in rows_in(conn, "SELECT content_hash, member FROM team_rules", "content_hash",
                         hashes, 500)
    }  # fmt: skip


def aliases(conn: sqlite3.Connection) -> dict[str, str]:
    """Every local hash whose server hash differs → the server hash."""
    return dict(conn.execute("SELECT local_hash, server_hash FROM team_aliases").fetchall())


def pending_retired_rows(conn: sqlite3.Connection) -> list[sqlite3.Row]:
    """(content_hash, content, updated_at) of the shared rules retired here whose
    retirement the team does not have yet, by id."""
    rows: list[sqlite3.Row] = conn.execute(
        "SELECT b.content_hash, b.content, b.updated_at FROM bullets b"
        " WHERE b.state = 'retired'"
        " AND EXISTS (SELECT 1 FROM team_shared s WHERE s.kind = 'rule' AND s.key = b.content_hash)"
        " AND NOT EXISTS (SELECT 1 FROM team_shared s WHERE s.kind = 'retired'"
        " AND s.key = b.content_hash) ORDER BY b.id"
    ).fetchall()
    return rows


def max_event_id(conn: sqlite3.Connection) -> int:
    """The highest local feedback event id (0 without events)."""
    return int(conn.execute("SELECT coalesce(max(id), 0) FROM feedback_events").fetchone()[0])


def pending_tombstone_rows(conn: sqlite3.Connection) -> list[sqlite3.Row]:
    """(id, pattern, is_regex, reason, replacement, created_at) of the local tombstones
    the team does not have yet, by id."""
    rows: list[sqlite3.Row] = conn.execute(
        f"SELECT x.id, x.pattern, x.is_regex, x.reason, x.replacement, x.created_at"
        f" {_TOMBSTONES_PENDING} ORDER BY x.id"
    ).fetchall()
    return rows


def pending_toxic_rows(conn: sqlite3.Connection, after: int) -> list[sqlite3.Row]:
    """(id, content_hash, content, reason, created_at) of the forgotten rules past `after`."""
    rows: list[sqlite3.Row] = conn.execute(
        "SELECT id, content_hash, content, reason, created_at FROM toxic WHERE id > ? ORDER BY id",
        (after,),
    ).fetchall()
    return rows


def pending_counts(conn: sqlite3.Connection, after_events: int, after_toxic: int) -> dict[str, int]:
    """How many rows of each kind wait to be uploaded."""
    return {
        "rules": int(conn.execute(f"SELECT count(*) {_RULES_PENDING}").fetchone()[0]),
        "events": int(
            conn.execute(f"SELECT count(*) {_EVENTS_PENDING}", (after_events,)).fetchone()[0]
        ),
        "tombstones": int(conn.execute(f"SELECT count(*) {_TOMBSTONES_PENDING}").fetchone()[0]),
        "toxic": int(
            conn.execute("SELECT count(*) FROM toxic WHERE id > ?", (after_toxic,)).fetchone()[0]
        ),
    }


def mark_shared(
    conn: sqlite3.Connection,
    rule_hashes: Iterable[str],
    tombstone_ids: Iterable[str],
    retired: Iterable[str] = (),
) -> None:
    """Remember rules, tombstones and retirements the server committed."""
    conn.executemany(
        "INSERT OR IGNORE INTO team_shared (kind, key) VALUES ('retired', ?)",
        [(h,) for h in retired],
    )
    conn.executemany(
        "INSERT OR IGNORE INTO team_shared (kind, key) VALUES ('rule', ?)",
        [(h,) for h in rule_hashes],
    )
    conn.executemany(
        "INSERT OR IGNORE INTO team_shared (kind, key) VALUES ('tombstone', ?)",
        [(t,) for t in tombstone_ids],
    )


# -- what was pulled ---------------------------------------------------------------------

#: the statement writing a page of each pulled server table; rows in its column order
INSERTS = {
    "rules": (
        "INSERT OR IGNORE INTO team_rules (content_hash, rule_id, content, category, tags, scope,"
        " kind, type, verification, evidence, member, machine, origin, created_at, seq)"
        " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"
    ),
    "events": (
        "INSERT OR IGNORE INTO team_events (event_id, rule_hash, kind, weight, source, member,"
        " machine, origin, created_at, seq) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"
    ),
    "tombstones": (
        "INSERT OR IGNORE INTO team_tombstones (id, pattern, is_regex, reason, replacement,"
        " member, machine, origin, created_at, seq) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"
    ),
    "toxic": (
        "INSERT OR IGNORE INTO team_toxic (content_hash, content, reason, member, machine,"
        " origin, created_at, seq) VALUES (?, ?, ?, ?, ?, ?, ?, ?)"
    ),
    "retired": (
        "INSERT OR IGNORE INTO team_retired (content_hash, reason, member, machine, origin,"
        " created_at, seq) VALUES (?, ?, ?, ?, ?, ?, ?)"
    ),
}


def insert_pulled(conn: sqlite3.Connection, table: str, rows: Sequence[Sequence[Any]]) -> int:
    """Insert a page of `table` (`INSERTS`); the rowcount SQLite reports."""
    return int(conn.executemany(INSERTS[table], rows).rowcount)


def origin_rule_hashes(conn: sqlite3.Connection, origin: str, member: str) -> set[str]:
    """The rule hashes a removed origin's marks (by this member) were on."""
    return {
        r[0]
        for r in conn.execute(
            "SELECT DISTINCT rule_hash FROM team_events WHERE origin = ? AND member = ?",
            (origin, member),
        )
    }


def delete_origin(conn: sqlite3.Connection, origin: str, member: str) -> int:
    """Drop the rows one member uploaded from one store from the replica; how many."""
    removed = 0
    for replica in ("team_rules", "team_events", "team_tombstones", "team_toxic", "team_retired"):
        removed += conn.execute(
            f"DELETE FROM {replica} WHERE origin = ? AND member = ?", (origin, member)
        ).rowcount
    return removed


def add_uncurated(conn: sqlite3.Connection, low: int, high: int) -> None:
    """Leave a page's seq range for the curator."""
    conn.execute("INSERT INTO team_uncurated (lo, hi) VALUES (?, ?)", (low, high))


def has_uncurated(conn: sqlite3.Connection) -> bool:
    return conn.execute("SELECT 1 FROM team_uncurated LIMIT 1").fetchone() is not None


def take_uncurated(conn: sqlite3.Connection) -> set[int]:
    """The seqs of the replica rules in the ranges waiting for the curator; the ranges
    are dropped (in the caller's transaction)."""
    ranges = conn.execute("SELECT lo, hi FROM team_uncurated").fetchall()
    seqs = {
        int(r[0])
        for lo, hi in ranges
        for r in conn.execute("SELECT seq FROM team_rules WHERE seq BETWEEN ? AND ?", (lo, hi))
    }
    conn.execute("DELETE FROM team_uncurated")
    return seqs


def held_event_ids(conn: sqlite3.Connection, event_ids: Collection[str]) -> set[Any]:
    """Which of these event ids the replica's marks already hold."""
    return {r[0] for r in rows_in(conn, "SELECT event_id FROM team_events", "event_id",
                                   event_ids, 500)}  # fmt: skip


def index_rules(conn: sqlite3.Connection, low: int, high: int) -> None:
    """Add the rules pulled with seqs in [low, high] to the full-text index, in one statement."""
    conn.execute(
        "INSERT INTO team_rules_fts (rowid, id, content, category, tags)"
        " SELECT seq, rule_id, content, category, tags FROM team_rules"
        " WHERE seq BETWEEN ? AND ?"
        " AND seq NOT IN (SELECT rowid FROM team_rules_fts WHERE rowid BETWEEN ? AND ?)",
        (low, high, low, high),
    )


def replica_counts(conn: sqlite3.Connection) -> dict[str, int]:
    """Rows held in the local replica, per kind."""
    return {
        name: int(conn.execute(f"SELECT count(*) FROM team_{name}").fetchone()[0])
        for name in ("rules", "events", "tombstones", "toxic", "retired")
    }


def count_replica_rules(conn: sqlite3.Connection) -> Any:
    """How many team rules the replica holds (as SQLite returns the count)."""
    return conn.execute("SELECT count(*) FROM team_rules").fetchone()[0]


# -- curation -------------------------------------------------------------------------------

_LIVE = "state IN ('active', 'proposal')"


def local_rules(conn: sqlite3.Connection) -> list[tuple[Any, ...]]:
    """(id, content, content_hash, live?) of every local rule, by id."""
    cur = conn.cursor()
    cur.row_factory = None
    return cur.execute(
        f"SELECT id, content, content_hash, {_LIVE} FROM bullets ORDER BY id"
    ).fetchall()


_ROW = "SELECT seq, rule_id, content, content_hash, same_as FROM team_rules"


def replica_rules(conn: sqlite3.Connection, seqs: list[int] | None) -> list[tuple[Any, ...]]:
    """(seq, rule_id, content, content_hash, same_as) of the replica's rules (of `seqs`,
    else all), in seq order."""
    cur = conn.cursor()
    cur.row_factory = None
    if seqs is None:
        return cur.execute(f"{_ROW} ORDER BY seq").fetchall()
    return cur.execute(
        f"{_ROW} WHERE seq IN (SELECT value FROM json_each(?)) ORDER BY seq",
        (json.dumps(sorted(seqs)),),
    ).fetchall()


def set_same_as(conn: sqlite3.Connection, updates: Iterable[tuple[str, int]]) -> None:
    """Record near-duplicates: (the rule id it repeats, its seq) pairs."""
    conn.executemany("UPDATE team_rules SET same_as = ? WHERE seq = ?", updates)


def team_toxic(conn: sqlite3.Connection) -> sqlite3.Cursor:
    """(content_hash, content, reason, member) of the team's forgotten rules, by seq."""
    return conn.execute("SELECT content_hash, content, reason, member FROM team_toxic ORDER BY seq")


# -- the view of the replica as a playbook origin -----------------------------------------------

#: a replica rule as a row of `rules` (the column order `store.rule_rows.row_to_rule` reads)
RULE_COLUMNS = """
    r.rule_id, r.content, r.content_hash, r.category, r.tags, r.scope, NULL, r.kind,
    r.type, 'active', 'candidate', 0, NULL, NULL, r.verification,
    json_object('reasoning', 'shared by ' || r.member || ' on ' || r.machine,
                'evidence', json(r.evidence)),
    NULL, 'team', r.created_at, r.created_at
"""


def events_of(conn: sqlite3.Connection, digest: str) -> sqlite3.Cursor:
    """(kind, weight, created_at) of the marks on one rule hash."""
    return conn.execute(
        "SELECT kind, weight, created_at FROM team_events WHERE rule_hash = ? ORDER BY seq",
        (digest,),
    )


def rules_after(conn: sqlite3.Connection, seq: int) -> tuple[list[tuple[Any, ...]], Any]:
    """The replica's rules past `seq` (`RULE_COLUMNS` then the seq, in seq order), and
    how many rules it holds in all (read after them, on the same cursor)."""
    cur = conn.cursor()
    cur.row_factory = None
    rows = cur.execute(
        f"SELECT {RULE_COLUMNS}, r.seq FROM team_rules r WHERE r.seq > ? ORDER BY r.seq",
        (seq,),
    ).fetchall()
    held = cur.execute("SELECT count(*) FROM team_rules").fetchone()[0]
    return rows, held


def same_as_rows(conn: sqlite3.Connection) -> sqlite3.Cursor:
    """(content_hash, same_as) of the replica's near-duplicates."""
    return conn.execute("SELECT content_hash, same_as FROM team_rules WHERE same_as IS NOT NULL")


def local_hashes(conn: sqlite3.Connection) -> sqlite3.Cursor:
    """(id, the server's content hash) of every local rule, largest id first."""
    return conn.execute(
        "SELECT b.id, coalesce(a.server_hash, b.content_hash) FROM bullets b"
        " LEFT JOIN team_aliases a ON a.local_hash = b.content_hash ORDER BY b.id DESC"
    )


def hidden_hashes(conn: sqlite3.Connection) -> set[Any]:
    """The content hashes forgotten by the team or by this user, or retired for the team."""
    return {
        r[0]
        for r in conn.execute(
            "SELECT content_hash FROM team_toxic UNION SELECT content_hash FROM toxic"
            " UNION SELECT content_hash FROM team_retired"
            " UNION SELECT a.server_hash FROM toxic x JOIN team_aliases a"
            " ON a.local_hash = x.content_hash"
        )
    }


def tombstone_rows(conn: sqlite3.Connection) -> sqlite3.Cursor:
    """(id, pattern, is_regex, reason, replacement, created_at) of the team's tombstones."""
    return conn.execute(
        "SELECT id, pattern, is_regex, reason, replacement, created_at FROM team_tombstones"
    )


def team_rule_row(conn: sqlite3.Connection, rule_id: str) -> tuple[Any, ...] | None:
    """The replica rule with this id as a `rules` row, unless a local rule has its text."""
    row = conn.execute(
        f"SELECT {RULE_COLUMNS} FROM team_rules r WHERE r.rule_id = ?"
        " AND NOT EXISTS (SELECT 1 FROM bullets b WHERE b.content_hash = r.content_hash)"
        " AND NOT EXISTS (SELECT 1 FROM team_aliases a JOIN bullets b"
        " ON b.content_hash = a.local_hash WHERE a.server_hash = r.content_hash)",
        (rule_id,),
    ).fetchone()
    return tuple(row) if row else None


def rule_hash_of(conn: sqlite3.Connection, rule_id: str) -> str | None:
    """The server's content hash of a local rule, else of a replica rule, with this id."""
    found = conn.execute(
        "SELECT coalesce(a.server_hash, b.content_hash) FROM bullets b"
        " LEFT JOIN team_aliases a ON a.local_hash = b.content_hash WHERE b.id = ?",
        (rule_id,),
    ).fetchone()
    if found is None:
        found = conn.execute(
            "SELECT content_hash FROM team_rules WHERE rule_id = ?", (rule_id,)
        ).fetchone()
    return None if found is None else found[0]


def member_marks(
    conn: sqlite3.Connection, digest: str, rule_id: str, origin: str
) -> list[sqlite3.Row]:
    """(member, helpful count, harmful count) of the other stores' marks on a rule hash
    and on its near-duplicates', by member (`origin`: this store's, left out)."""
    rows: list[sqlite3.Row] = conn.execute(
        "SELECT member, sum(kind = 'helpful'), sum(kind = 'harmful') FROM team_events"
        " WHERE (rule_hash = ? OR rule_hash IN (SELECT content_hash FROM team_rules"
        " WHERE same_as = ?)) AND origin <> ? GROUP BY member ORDER BY member",
        (digest, rule_id, origin),
    ).fetchall()
    return rows
