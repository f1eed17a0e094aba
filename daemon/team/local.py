"""The one adapter between the team sync and the local store.

Everything `kenning team` reads from or writes to the local SQLite file goes
through here: the link to the team (table `team_link`), the sync cursors,
what is waiting to be uploaded (local rows past an upload cursor: a mark or a
rule written before a kill -9 is still there at the next sync, so there is no
separate outbox to lose), and the replica of what the other members shared (read
back as a playbook origin by view.py). What a pulled rule means for the
playbook is the curator's to say, not this module's: each applied page of
rules leaves its seq range to curate, and `curate_pending` has team/curation.py
curate them through the functions `curate.add_bullet` uses (dedup,
conflicts); what is written here is replica bookkeeping (rows, cursors, the
full-text index, the folded marks, the ranges waiting for the curator).

Rows travel as plain dicts whose keys are the server's column names.
"""

from __future__ import annotations

import uuid
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import orjson

from kenning.daemon.core.models import to_iso, utcnow
from kenning.daemon.store.db import Store

from . import summary

if TYPE_CHECKING:
    from kenning.daemon.core.settings import CurationConfig

__all__ = [
    "DOWN_TABLES",
    "TeamLink",
    "apply_pulled",
    "curate_pending",
    "down_cursor",
    "forget_team",
    "generation",
    "mark_uploaded",
    "pending_counts",
    "pending_events",
    "pending_rules",
    "pending_tombstones",
    "pending_toxic",
    "read_link",
    "record_sync",
    "replica_counts",
    "store_origin",
    "write_link",
]

#: the server tables a replica pulls, in the order they are applied
DOWN_TABLES = ("rules", "events", "tombstones", "toxic", "removals")
#: a fixed namespace: an event's id is derived from its store and row, so
#: uploading it twice (a kill -9 before the cursor moved) gives the same id
_EVENT_NS = uuid.UUID("5b0c3f9e-7d2a-4c1e-9a57-0c6b1d2e8f41")


@dataclass(frozen=True)
class TeamLink:
    """The team this store has joined."""

    url: str
    team: str
    member: str
    machine: str
    share_evidence: bool = False
    interval_s: float = 60.0
    joined_at: str = ""
    last_sync_at: str | None = None
    last_error: str | None = None
    last_error_at: str | None = None


def store_origin(store: Store) -> str:
    """The uuid naming this store's rows on the server (made by migration m010)."""
    row = store.conn.execute("SELECT value FROM meta WHERE key = 'team_origin'").fetchone()
    return str(row[0])


def read_link(store: Store) -> TeamLink | None:
    """The joined team, or None."""
    row = store.conn.execute(
        "SELECT url, team, member, machine, share_evidence, interval_s, joined_at,"
        " last_sync_at, last_error, last_error_at FROM team_link WHERE id = 1"
    ).fetchone()
    if row is None:
        return None
    return TeamLink(
        row[0], row[1], row[2], row[3], bool(row[4]), float(row[5]), row[6], row[7], row[8], row[9]
    )


def write_link(store: Store, link: TeamLink) -> None:
    """Record the joined team (replacing any other: one team per store)."""
    with store.transaction() as conn:
        conn.execute("DELETE FROM team_link")
        conn.execute(
            "INSERT INTO team_link (id, url, team, member, machine, share_evidence, interval_s,"
            " joined_at) VALUES (1, ?, ?, ?, ?, ?, ?, ?)",
            (
                link.url,
                link.team,
                link.member,
                link.machine,
                int(link.share_evidence),
                link.interval_s,
                link.joined_at or to_iso(utcnow()),
            ),
        )


def record_sync(store: Store, error: str | None) -> None:
    """Remember the outcome of a sync (the last success, or the last error)."""
    now = to_iso(utcnow())
    with store.transaction() as conn:
        if error is None:
            conn.execute(
                "UPDATE team_link SET last_sync_at = ?, last_error = NULL, last_error_at = NULL",
                (now,),
            )
        else:
            conn.execute(
                "UPDATE team_link SET last_error = ?, last_error_at = ?", (error[:500], now)
            )


def forget_team(store: Store) -> dict[str, int]:
    """Drop the link, the cursors and the replica; returns the rows dropped per table.

    Local rules and marks are untouched; what this store uploaded is
    forgotten too, so joining again uploads it again (idempotently).
    """
    dropped: dict[str, int] = {}
    with store.transaction() as conn:
        for table in (
            "team_rules",
            "team_events",
            "team_summary",
            "team_uncurated",
            "team_tombstones",
            "team_toxic",
            "team_shared",
            "team_cursors",
            "team_link",
        ):
            dropped[table] = conn.execute(f"DELETE FROM {table}").rowcount
        dropped["conflicts"] = _drop_orphan_conflicts(conn)
        _bump(conn)
        _new_generation(conn)
    return dropped


def _drop_orphan_conflicts(conn: Any) -> int:
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


def generation(store: Store) -> str:
    """Names the replica's current rows: it changes when rows leave it (then a
    view or index kept of it is rebuilt, not extended)."""
    row = store.conn.execute("SELECT value FROM meta WHERE key = 'team_generation'").fetchone()
    return f"{store_origin(store)}:{row[0] if row else 0}"


def _bump(conn: Any) -> None:
    # readers (LSP, daemon) reload when this counter moves
    conn.execute(
        "UPDATE meta SET value = CAST(value AS INTEGER) + 1 WHERE key = 'playbook_version'"
    )


def _new_generation(conn: Any) -> None:
    # rows left the replica: a cached view of it (view.py) is rebuilt, not extended
    conn.execute(
        "INSERT INTO meta (key, value) VALUES ('team_generation', '1') ON CONFLICT (key)"
        " DO UPDATE SET value = CAST(value AS INTEGER) + 1"
    )


# -- cursors --------------------------------------------------------------------


def _cursor(store: Store, name: str) -> tuple[int, int]:
    row = store.conn.execute("SELECT a, b FROM team_cursors WHERE name = ?", (name,)).fetchone()
    return (int(row[0]), int(row[1])) if row else (0, 0)


def _set_cursor(conn: Any, name: str, a: int, b: int = 0) -> None:
    conn.execute(
        "INSERT INTO team_cursors (name, a, b) VALUES (?, ?, ?)"
        " ON CONFLICT (name) DO UPDATE SET a = excluded.a, b = excluded.b",
        (name, a, b),
    )


def down_cursor(store: Store, table: str) -> tuple[int, int]:
    """(txid, seq) of the last row of a server table applied here."""
    return _cursor(store, f"down_{table}")


# -- what waits to be uploaded ------------------------------------------------------

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
_TOMBSTONES_PENDING = """
    FROM tombstones x
    WHERE NOT EXISTS (SELECT 1 FROM team_shared s WHERE s.kind = 'tombstone' AND s.key = x.id)
      AND NOT EXISTS (SELECT 1 FROM team_tombstones t WHERE t.id = x.id)
"""


def pending_rules(store: Store, limit: int) -> list[dict[str, Any]]:
    """Active local rules the team does not have yet (unredacted: the caller redacts)."""
    rows = store.conn.execute(
        "SELECT b.content_hash, b.id, b.content, b.category, b.tags, b.scope, b.kind, b.type,"
        f" b.verification, b.provenance, b.created_at {_RULES_PENDING} ORDER BY b.id LIMIT ?",
        (limit,),
    ).fetchall()
    out = []
    for r in rows:
        prov = orjson.loads(r[9]) if r[9] else {}
        out.append(
            {
                "content_hash": r[0],
                "rule_id": r[1],
                "content": r[2],
                "category": r[3],
                "tags": orjson.loads(r[4]) if r[4] else [],
                "scope": r[5],
                "kind": r[6],
                "type": r[7],
                "verification": orjson.loads(r[8]) if r[8] else None,
                "evidence": list(prov.get("evidence", [])),
                "created_at": r[10],
            }
        )
    return out


def pending_events(store: Store, limit: int) -> tuple[list[dict[str, Any]], int]:
    """Local marks past the upload cursor, and the cursor after them.

    A mark on a rule the team cannot know (a repo YAML rule, a deleted rule)
    is passed over: the returned cursor moves past it all the same.
    """
    origin = store_origin(store)
    after = _cursor(store, "up_events")[0]
    rows = store.conn.execute(
        "SELECT e.id, e.bullet_id, coalesce(b.content_hash, t.content_hash), e.kind, e.weight,"
        f" e.source, e.created_at {_EVENTS_PENDING} ORDER BY e.id LIMIT ?",
        (after, limit),
    ).fetchall()
    out = [
        {
            "event_id": str(uuid.uuid5(_EVENT_NS, f"{origin}:{r[0]}:{r[1]}:{r[3]}:{r[6]}")),
            "rule_hash": r[2],
            "kind": r[3],
            "weight": float(r[4]),
            "source": r[5],
            "created_at": r[6],
        }
        for r in rows
    ]
    if len(rows) == limit:
        return out, int(rows[-1][0])
    top = store.conn.execute("SELECT coalesce(max(id), 0) FROM feedback_events").fetchone()[0]
    return out, max(after, int(top))


def pending_tombstones(store: Store) -> list[dict[str, Any]]:
    """Local tombstones the team does not have yet."""
    rows = store.conn.execute(
        f"SELECT x.id, x.pattern, x.is_regex, x.reason, x.replacement, x.created_at"
        f" {_TOMBSTONES_PENDING} ORDER BY x.id"
    ).fetchall()
    return [
        {
            "tombstone_id": r[0],
            "pattern": r[1],
            "is_regex": bool(r[2]),
            "reason": r[3],
            "replacement": r[4],
            "created_at": r[5],
        }
        for r in rows
    ]


def pending_toxic(store: Store) -> tuple[list[dict[str, Any]], int]:
    """Forgotten rules past the upload cursor, and the cursor after them."""
    after = _cursor(store, "up_toxic")[0]
    rows = store.conn.execute(
        "SELECT id, content_hash, content, reason, created_at FROM toxic WHERE id > ? ORDER BY id",
        (after,),
    ).fetchall()
    out = [
        {"content_hash": r[1], "content": r[2], "reason": r[3], "created_at": r[4]} for r in rows
    ]
    return out, (int(rows[-1][0]) if rows else after)


def pending_counts(store: Store) -> dict[str, int]:
    """How many rows of each kind wait to be uploaded."""
    conn = store.conn
    after_events = _cursor(store, "up_events")[0]
    after_toxic = _cursor(store, "up_toxic")[0]
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


def mark_uploaded(
    store: Store,
    *,
    rule_hashes: Iterable[str] = (),
    tombstone_ids: Iterable[str] = (),
    events_cursor: int | None = None,
    toxic_cursor: int | None = None,
) -> None:
    """After the server committed an upload: remember it, in one local transaction."""
    with store.transaction() as conn:
        conn.executemany(
            "INSERT OR IGNORE INTO team_shared (kind, key) VALUES ('rule', ?)",
            [(h,) for h in rule_hashes],
        )
        conn.executemany(
            "INSERT OR IGNORE INTO team_shared (kind, key) VALUES ('tombstone', ?)",
            [(t,) for t in tombstone_ids],
        )
        if events_cursor is not None:
            _set_cursor(conn, "up_events", events_cursor)
        if toxic_cursor is not None:
            _set_cursor(conn, "up_toxic", toxic_cursor)


# -- what was pulled ----------------------------------------------------------------

_INSERTS = {
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
}


def apply_pulled(
    store: Store, table: str, rows: Sequence[Sequence[Any]], cursor: tuple[int, int]
) -> int:
    """Write one page pulled from a server table and its cursor, in one transaction.

    `rows` are in the column order of `_INSERTS[table]`, the server's seq last
    (for `removals`: an origin and its seq). A page of rules leaves its seq
    range in `team_uncurated`, for `curate_pending`. Returns how many rows
    were new here.
    """
    with store.transaction() as conn:
        if table == "removals":
            added = 0
            touched: set[str] = set()
            for origin, _seq in rows:
                touched.update(
                    r[0]
                    for r in conn.execute(
                        "SELECT DISTINCT rule_hash FROM team_events WHERE origin = ?", (origin,)
                    )
                )
                for replica in ("team_rules", "team_events", "team_tombstones", "team_toxic"):
                    added += conn.execute(
                        f"DELETE FROM {replica} WHERE origin = ?", (origin,)
                    ).rowcount
            summary.rebuild(conn, touched)  # the marks that remain on those rules
            if rows:
                _drop_orphan_conflicts(conn)
                _new_generation(conn)
        elif table == "events":
            added = _apply_events(conn, rows)
        else:
            added = max(conn.executemany(_INSERTS[table], rows).rowcount, 0)
            if table == "rules" and added:
                seqs = [row[-1] for row in rows]
                _index_rules(conn, seqs)
                # pages come in (txid, seq) order, so a page's seqs may be below
                # the last page's: each page's own range waits for the curator
                conn.execute(
                    "INSERT INTO team_uncurated (lo, hi) VALUES (?, ?)", (min(seqs), max(seqs))
                )
        _set_cursor(conn, f"down_{table}", *cursor)
        if rows:
            _bump(conn)
    return added


def curate_pending(store: Store, config: CurationConfig | None = None) -> int:
    """Curate the rules of the ranges applied pages left (team/curation.py, with
    `config`'s thresholds; default: the defaults), in one transaction that
    drops the ranges; returns how many rules were looked at. Nothing waiting
    costs one query."""
    from kenning.daemon.core.settings import CurationConfig

    from .curation import curate_arrivals

    if store.conn.execute("SELECT 1 FROM team_uncurated LIMIT 1").fetchone() is None:
        return 0
    with store.transaction() as conn:
        ranges = conn.execute("SELECT lo, hi FROM team_uncurated").fetchall()
        seqs = {
            int(r[0])
            for lo, hi in ranges
            for r in conn.execute("SELECT seq FROM team_rules WHERE seq BETWEEN ? AND ?", (lo, hi))
        }
        conn.execute("DELETE FROM team_uncurated")
        if seqs:
            curate_arrivals(store, generation(store), config or CurationConfig(), sorted(seqs))
            _bump(conn)
    return len(seqs)


def _apply_events(conn: Any, rows: Sequence[Sequence[Any]]) -> int:
    """Insert a page of marks and fold the new ones into their rules' summaries."""
    if not rows:
        return 0
    seqs = [row[-1] for row in rows]
    low, high = min(seqs), max(seqs)
    held = {
        r[0]
        for r in conn.execute("SELECT seq FROM team_events WHERE seq BETWEEN ? AND ?", (low, high))
    }
    fresh = [row for row in rows if row[-1] not in held]
    conn.executemany(_INSERTS["events"], fresh)
    # columns: event_id, rule_hash, kind, weight, source, member, machine, origin, created_at, seq
    summary.fold(conn, [(r[1], r[2], r[3], r[8]) for r in fresh])
    return len(fresh)


def _index_rules(conn: Any, seqs: list[int]) -> None:
    """Add the rules just pulled (these seqs) to the full-text index, in one statement."""
    low, high = min(seqs), max(seqs)
    conn.execute(
        "INSERT INTO team_rules_fts (rowid, id, content, category, tags)"
        " SELECT seq, rule_id, content, category, tags FROM team_rules"
        " WHERE seq BETWEEN ? AND ?"
        " AND seq NOT IN (SELECT rowid FROM team_rules_fts WHERE rowid BETWEEN ? AND ?)",
        (low, high, low, high),
    )


def replica_counts(store: Store) -> dict[str, int]:
    """Rows held in the local replica, per kind."""
    conn = store.conn
    return {
        name: int(conn.execute(f"SELECT count(*) FROM team_{name}").fetchone()[0])
        for name in ("rules", "events", "tombstones", "toxic")
    }
