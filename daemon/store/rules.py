"""Storage of playbook rules and everything attached to them.

The SQLite schema keeps its v1 names: the table `bullets` (with `bullets_fts`
and their triggers), the columns `bullet_id` (feedback_events, toxic,
surfaced_rules, rule_links, learned_feedback, feedback_summary,
feedback_dirty) and `bullet_a`/`bullet_b` (conflicts), the embedding kind
'bullet' and the undo steps `delete_bullet`/`restore_bullet` in the oplog.
Renaming them needs a migration; the code says "rule" and maps the names here,
at the repository boundary (`rule_id=row["bullet_id"]`).

`RuleRepo` maps rows of the m001 tables (bullets, feedback_events,
tombstones, toxic, conflicts, oplog) to the dataclasses of `models.py`
and back. It does no curation and opens no transaction of its own: the
callers (`curate.py`, `bulk_import.py`, `undo.py`, `review.py` in playbook/)
wrap each operation, with its oplog row, in one `store.transaction()`. A
rule's row itself (its columns, its id, the codec) is `rule_rows.py`.

Reads of the whole playbook are built for speed (`Playbook.load` of 10,000
rules is on the hover path): one query for rules, one for events. Rows were
written here from checked objects (`rule_to_row`), so they are turned back
into dataclasses directly; validation is for outside input (`core/inputs.py`).
"""

from __future__ import annotations

import builtins
import sqlite3
from collections.abc import Collection, Iterable
from operator import itemgetter
from typing import TYPE_CHECKING, Any

import orjson

from kenning.daemon.core.errors import RuleNotFound
from kenning.daemon.core.models import (
    Conflict,
    FeedbackEvent,
    FeedbackKind,
    FeedbackSource,
    Rule,
    RuleState,
    Tombstone,
    ToxicEntry,
    content_hash,
    to_iso,
    utcnow,
)
from kenning.daemon.core.scoring import DEFAULT_HALF_LIFE_DAYS
from kenning.daemon.store import feedback_summary
from kenning.daemon.store.chunked import rows_in
from kenning.daemon.store.db import Store
from kenning.daemon.store.rule_derivations import with_derivation
from kenning.daemon.store.rule_rows import (
    FACETS_SQL,
    REST_COLUMNS,
    RULE_COLUMNS,
    SITUATION_COLUMNS,
    facets_code,
    row_to_rule,
    rule_id_for,
    rule_to_row,
    stored_time,
    time_or_epoch,
)

if TYPE_CHECKING:
    from kenning.daemon.core.scoring import EventView

__all__ = ["OpRecord", "RuleRepo", "count_in_states", "count_rules"]

_SELECT_RULES = f"SELECT {', '.join(RULE_COLUMNS)} FROM bullets"
# the same columns for bulk reads, without the stored hash (`row_to_rule`
# does not read it; 10,000 strings fewer to build)
_SELECT_ROWS = (
    "SELECT "
    + ", ".join("NULL" if c == "content_hash" else c for c in RULE_COLUMNS)
    + " FROM bullets"
)
_FACETS_AT = itemgetter(2)


_LOAD_HEAD = f"SELECT id, content, {FACETS_SQL}, half_life_days, origin, created_at"
_SELECT_LOAD = f"{_LOAD_HEAD} FROM bullets"
#: `_SELECT_LOAD` and the state, to pick rows read by id
_SELECT_LOAD_STATE = f"{_LOAD_HEAD}, state FROM bullets"


def _row_to_event(row: sqlite3.Row) -> FeedbackEvent:
    return FeedbackEvent(
        id=row["id"],
        rule_id=row["bullet_id"],
        kind=FeedbackKind(row["kind"]),
        weight=row["weight"],
        source=FeedbackSource(row["source"]),
        reason=row["reason"],
        session_id=row["session_id"],
        created_at=time_or_epoch(row["created_at"]),
    )


class OpRecord:
    """One row of the operation log."""

    __slots__ = ("created_at", "id", "op", "summary", "undo", "undone")

    def __init__(
        self, id: int, op: str, summary: str, undo: dict[str, Any], undone: bool, created_at: str
    ) -> None:
        self.id = id
        self.op = op
        self.summary = summary
        self.undo = undo
        self.undone = undone
        self.created_at = created_at


def _toxic_entry(r: Any) -> ToxicEntry:
    return ToxicEntry(
        id=r["id"],
        content=r["content"],
        content_hash=r["content_hash"],
        reason=r["reason"],
        rule_id=r["bullet_id"],
        created_at=time_or_epoch(r["created_at"]),
    )


class RuleRepo:
    """Rows <-> models for the playbook tables of one `Store`.

    Every event write also refreshes the rules' feedback summaries
    (`feedback_summary.refresh`) with `half_life_days`, the configured one.
    """

    def __init__(self, store: Store, *, half_life_days: float = DEFAULT_HALF_LIFE_DAYS) -> None:
        self.store = store
        self.half_life_days = half_life_days

    def _settle(self) -> None:
        feedback_summary.refresh(self.store.conn, self.half_life_days)

    # -- rules ------------------------------------------------------------------

    def get(self, rule_id: str) -> Rule:
        """The rule with this id.

        Raises:
            RuleNotFound: no rule has that id in the database.
        """
        rule = self.find(rule_id)
        if rule is None:
            raise RuleNotFound(
                f"no rule with id {rule_id!r}.",
                fix="list ids with `kenning playbook list`",
            )
        return rule

    def find(self, rule_id: str) -> Rule | None:
        """The rule with this id, or None."""
        row = self.store.conn.execute(f"{_SELECT_RULES} WHERE id = ?", (rule_id,)).fetchone()
        return row_to_rule(row) if row else None

    def list(
        self, states: Collection[RuleState] | None = None, *, ordered: bool = True
    ) -> builtins.list[Rule]:
        """Every rule (or those in `states`), ordered by id unless not `ordered`."""
        return [row_to_rule(r) for r in self.rows(states, ordered=ordered)]

    def rows(
        self, states: Collection[RuleState] | None = None, *, ordered: bool = True
    ) -> builtins.list[tuple[Any, ...]]:
        """Raw rows (tuples in `RULE_COLUMNS` order, `content_hash` None) for `row_to_rule`.

        Unordered reads the table in storage order, a third faster at 10,000
        rules than walking the id index (for callers that sort anyway).
        """
        # plain tuples, not sqlite3.Row: a third faster on 10,000 rows
        cur = self.store.conn.cursor()
        cur.row_factory = None
        order = " ORDER BY id" if ordered else ""
        if states is None:
            return cur.execute(f"{_SELECT_ROWS}{order}").fetchall()
        wanted = [RuleState(s).value for s in states]
        marks = ", ".join("?" for _ in wanted)
        # `+state` unordered: a scan of the table beats walking the state
        # index and looking each row up
        column = "+state" if not ordered else "state"
        return cur.execute(f"{_SELECT_ROWS} WHERE {column} IN ({marks}){order}", wanted).fetchall()

    def load_rows(
        self, states: Collection[RuleState] | None = None, ids: Collection[str] | None = None
    ) -> builtins.list[tuple[Any, ...]]:
        """The `LOAD_COLUMNS` of every rule in `states` (all when None), storage order;
        with `ids`, of those rules only (in any order)."""
        cur = self.store.conn.cursor()
        cur.row_factory = None
        if ids is not None:
            wanted_states = None if states is None else {RuleState(s).value for s in states}
            rows = [
                r[:-1]
                for r in rows_in(self.store.conn, _SELECT_LOAD_STATE, "id", ids)
                if wanted_states is None or r[-1] in wanted_states
            ]
        elif states is None:
            rows = cur.execute(_SELECT_LOAD).fetchall()
        else:
            wanted = [RuleState(s).value for s in states]
            marks = ", ".join("?" for _ in wanted)
            # `+state`: a scan of the table beats walking the state index
            rows = cur.execute(f"{_SELECT_LOAD} WHERE +state IN ({marks})", wanted).fetchall()
        if None in map(_FACETS_AT, rows):  # a value this version does not know
            rows = self._other_facets(rows)
        return rows

    def _other_facets(self, rows: builtins.list[tuple[Any, ...]]) -> builtins.list[tuple[Any, ...]]:
        """`rows` with the facets of those that have none given a number of their own."""
        unknown = [r[0] for r in rows if r[2] is None]
        select = "SELECT id, scope, kind, type, state, maturity FROM bullets"
        texts: dict[str, tuple[str, str, str, str, str]] = {
            r[0]: (r[1], r[2], r[3], r[4], r[5])
            for r in rows_in(self.store.conn, select, "id", unknown)
        }
        return [
            r if r[2] is not None else (r[0], r[1], facets_code(texts[r[0]]), *r[3:]) for r in rows
        ]

    def situation_rows(self, ids: Collection[str] | None = None) -> dict[str, tuple[Any, ...]]:
        """The `SITUATION_COLUMNS` of these rules (of every rule when None), by id."""
        cur = self.store.conn.cursor()
        cur.row_factory = None
        select = f"SELECT {', '.join(SITUATION_COLUMNS)} FROM bullets"
        if ids is None:
            return {r[0]: r for r in cur.execute(select).fetchall()}
        return {r[0]: r for r in rows_in(self.store.conn, select, "id", ids)}

    def rest_rows(self, ids: Collection[str] | None = None) -> dict[str, tuple[Any, ...]]:
        """The `REST_COLUMNS` of these rules (of every rule when None), by id."""
        cur = self.store.conn.cursor()
        cur.row_factory = None
        select = f"SELECT {', '.join(REST_COLUMNS)} FROM bullets"
        if ids is None:
            return {r[0]: r for r in cur.execute(select).fetchall()}
        return {r[0]: r for r in rows_in(self.store.conn, select, "id", ids)}

    def by_hash(self, digest: str) -> builtins.list[Rule]:
        """Rules whose canonical content hashes to `digest` (any state)."""
        rows = self.store.conn.execute(
            f"{_SELECT_RULES} WHERE content_hash = ? ORDER BY id", (digest,)
        ).fetchall()
        return [row_to_rule(r) for r in rows]

    def exists(self, rule_id: str) -> bool:
        row = self.store.conn.execute("SELECT 1 FROM bullets WHERE id = ?", (rule_id,))
        return row.fetchone() is not None

    def existing_ids(self, ids: Collection[str]) -> set[str]:
        """Which of `ids` are stored (any state), by the primary key."""
        return {r[0] for r in rows_in(self.store.conn, "SELECT id FROM bullets", "id", ids)}

    def existing_hashes(self, digests: Collection[str]) -> set[str]:
        """Which of these content hashes a stored rule has (any state), by `bullets_hash`."""
        select = "SELECT content_hash FROM bullets"
        return {r[0] for r in rows_in(self.store.conn, select, "content_hash", digests)}

    def new_id(self, content: str, taken: Collection[str] = ()) -> str:
        """A free id for `content`: its stable id, or with `-2`, `-3`... on collision."""
        base = rule_id_for(content)
        candidate, n = base, 1
        while candidate in taken or self.exists(candidate):
            n += 1
            candidate = f"{base}-{n}"
        return candidate

    def insert(self, rule: Rule) -> None:
        """Insert a new rule (its id must be free), with its derivation."""
        row = with_derivation(rule_to_row(rule))
        cols = ", ".join(row)
        marks = ", ".join(f":{c}" for c in row)
        self.store.conn.execute(f"INSERT INTO bullets ({cols}) VALUES ({marks})", row)

    def update(self, rule: Rule) -> None:
        """Overwrite the stored row of `rule.id` with `rule` (and its derivation)."""
        row = with_derivation(rule_to_row(rule))
        sets = ", ".join(f"{c} = :{c}" for c in row if c != "id")
        cur = self.store.conn.execute(f"UPDATE bullets SET {sets} WHERE id = :id", row)
        if cur.rowcount == 0:
            raise RuleNotFound(
                f"no rule with id {rule.id!r}.", fix="list ids with `kenning playbook list`"
            )

    def upsert_row(self, row: dict[str, Any]) -> None:
        """Write a raw rule row back (used by undo to restore a previous version),
        with the derivation of its text."""
        row = with_derivation(dict(row))
        # UPDATE when present rather than INSERT OR REPLACE: REPLACE deletes
        # without firing delete triggers, which would leave stale index rows
        sets = ", ".join(f"{c} = :{c}" for c in row if c != "id")
        cur = self.store.conn.execute(f"UPDATE bullets SET {sets} WHERE id = :id", row)
        if cur.rowcount == 0:
            cols = ", ".join(row)
            marks = ", ".join(f":{c}" for c in row)
            self.store.conn.execute(f"INSERT INTO bullets ({cols}) VALUES ({marks})", row)

    def delete(self, rule_id: str) -> None:
        """Delete one rule row (its events are left to the caller)."""
        self.store.conn.execute("DELETE FROM bullets WHERE id = ?", (rule_id,))

    def raw_row(self, rule_id: str) -> dict[str, Any] | None:
        """The stored row as a plain dict (for undo payloads)."""
        row = self.store.conn.execute(f"{_SELECT_RULES} WHERE id = ?", (rule_id,)).fetchone()
        return dict(row) if row else None

    def count(self) -> int:
        return int(self.store.conn.execute("SELECT count(*) FROM bullets").fetchone()[0])

    # -- feedback events ----------------------------------------------------------

    def add_event(self, event: FeedbackEvent) -> int:
        """Append one feedback event; returns its row id."""
        return self.add_events((event,))[0]

    def add_events(self, events: Iterable[FeedbackEvent]) -> builtins.list[int]:
        """Append many feedback events, their summaries refreshed once; their row ids."""
        ids = []
        for event in events:
            cur = self.store.conn.execute(
                "INSERT INTO feedback_events (bullet_id, kind, weight, source, reason,"
                " session_id, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)",
                (
                    event.rule_id,
                    event.kind.value,
                    event.weight,
                    event.source.value,
                    event.reason,
                    event.session_id,
                    to_iso(event.created_at),
                ),
            )
            assert cur.lastrowid is not None
            ids.append(cur.lastrowid)
        if ids:
            self._settle()
        return ids

    def events(self, rule_id: str) -> builtins.list[FeedbackEvent]:
        """The feedback events of one rule, oldest first."""
        rows = self.store.conn.execute(
            "SELECT * FROM feedback_events WHERE bullet_id = ? ORDER BY created_at, id",
            (rule_id,),
        ).fetchall()
        return [_row_to_event(r) for r in rows]

    def event_rows(self, rule_id: str) -> builtins.list[dict[str, Any]]:
        """Raw event rows of one rule (for undo payloads of a hard delete)."""
        rows = self.store.conn.execute(
            "SELECT * FROM feedback_events WHERE bullet_id = ? ORDER BY id", (rule_id,)
        ).fetchall()
        return [dict(r) for r in rows]

    def insert_event_rows(self, rows: Iterable[dict[str, Any]]) -> None:
        """Re-insert raw event rows with their original ids (undo of a hard delete)."""
        for row in rows:
            cols = ", ".join(row)
            marks = ", ".join(f":{c}" for c in row)
            self.store.conn.execute(f"INSERT INTO feedback_events ({cols}) VALUES ({marks})", row)
        self._settle()

    def delete_events(self, ids: Iterable[int]) -> None:
        self.store.conn.executemany("DELETE FROM feedback_events WHERE id = ?", [(i,) for i in ids])
        self._settle()

    def delete_events_of(self, rule_id: str) -> None:
        self.store.conn.execute("DELETE FROM feedback_events WHERE bullet_id = ?", (rule_id,))
        self._settle()

    def all_events(self) -> dict[str, builtins.list[EventView]]:
        """Every event, grouped by rule id, in one query (for bulk scoring)."""
        from kenning.daemon.core.scoring import events_by_key

        cur = self.store.conn.cursor()
        cur.row_factory = None
        rows = cur.execute("SELECT bullet_id, kind, weight, created_at FROM feedback_events")
        # parsed here, not in scoring: its parse cache is sized for repeats,
        # and 10,000 rules' events are mostly unique timestamps
        return events_by_key(rows, stored_time)

    def events_of(self, rule_ids: Collection[str]) -> dict[str, builtins.list[EventView]]:
        """The events of these rules, grouped by id (all events when they are many)."""
        if len(rule_ids) > 500:
            return self.all_events()
        from kenning.daemon.core.scoring import events_by_key

        select = "SELECT bullet_id, kind, weight, created_at FROM feedback_events"
        return events_by_key(rows_in(self.store.conn, select, "bullet_id", rule_ids), stored_time)

    def event_counts(self) -> dict[str, tuple[int, int]]:
        """(helpful, harmful) event counts per rule id."""
        rows = self.store.conn.execute(
            "SELECT bullet_id, sum(kind = 'helpful'), sum(kind = 'harmful')"
            " FROM feedback_events GROUP BY bullet_id"
        ).fetchall()
        return {r[0]: (int(r[1]), int(r[2])) for r in rows}

    # -- tombstones ---------------------------------------------------------------

    def tombstones(self) -> builtins.list[Tombstone]:
        rows = self.store.conn.execute("SELECT * FROM tombstones ORDER BY id").fetchall()
        return [
            Tombstone(
                id=r["id"],
                pattern=r["pattern"],
                is_regex=bool(r["is_regex"]),
                reason=r["reason"],
                replacement=r["replacement"],
                created_at=time_or_epoch(r["created_at"]),
            )
            for r in rows
        ]

    def find_tombstone(self, tombstone_id: str) -> Tombstone | None:
        return next((t for t in self.tombstones() if t.id == tombstone_id), None)

    def insert_tombstone(self, tombstone: Tombstone) -> None:
        self.store.conn.execute(
            "INSERT INTO tombstones (id, pattern, is_regex, reason, replacement, created_at)"
            " VALUES (?, ?, ?, ?, ?, ?)",
            (
                tombstone.id,
                tombstone.pattern,
                int(tombstone.is_regex),
                tombstone.reason,
                tombstone.replacement,
                to_iso(tombstone.created_at),
            ),
        )

    def delete_tombstone(self, tombstone_id: str) -> None:
        self.store.conn.execute("DELETE FROM tombstones WHERE id = ?", (tombstone_id,))

    # -- toxic entries ------------------------------------------------------------

    def toxic(self) -> builtins.list[ToxicEntry]:
        rows = self.store.conn.execute("SELECT * FROM toxic ORDER BY id").fetchall()
        return [_toxic_entry(r) for r in rows]

    def rejected(self) -> builtins.list[ToxicEntry]:
        """The toxic entries of proposals rejected in review (their rule says who and when)."""
        rows = self.store.conn.execute(
            "SELECT t.* FROM toxic t JOIN bullets b ON b.id = t.bullet_id"
            " WHERE json_extract(b.provenance, '$.rejected_at') IS NOT NULL ORDER BY t.id"
        ).fetchall()
        return [_toxic_entry(r) for r in rows]

    def add_toxic(self, content: str, reason: str, rule_id: str | None = None) -> int:
        cur = self.store.conn.execute(
            "INSERT INTO toxic (content, content_hash, reason, bullet_id, created_at)"
            " VALUES (?, ?, ?, ?, ?)",
            (content, content_hash(content), reason, rule_id, to_iso(utcnow())),
        )
        assert cur.lastrowid is not None
        return cur.lastrowid

    def delete_toxic(self, ids: Iterable[int]) -> None:
        self.store.conn.executemany("DELETE FROM toxic WHERE id = ?", [(i,) for i in ids])

    # -- conflicts ----------------------------------------------------------------

    def conflicts(self, rule_id: str | None = None) -> builtins.list[Conflict]:
        if rule_id is None:
            rows = self.store.conn.execute("SELECT * FROM conflicts ORDER BY id").fetchall()
        else:
            rows = self.store.conn.execute(
                "SELECT * FROM conflicts WHERE bullet_a = ? OR bullet_b = ? ORDER BY id",
                (rule_id, rule_id),
            ).fetchall()
        return [
            Conflict(
                id=r["id"],
                rule_a=r["bullet_a"],
                rule_b=r["bullet_b"],
                reason=r["reason"],
                created_at=time_or_epoch(r["created_at"]),
            )
            for r in rows
        ]

    def add_conflict(self, rule_a: str, rule_b: str, reason: str) -> int | None:
        """Record that two rules contradict; None when already recorded."""
        cur = self.store.conn.execute(
            "INSERT OR IGNORE INTO conflicts (bullet_a, bullet_b, reason, created_at)"
            " VALUES (?, ?, ?, ?)",
            (rule_a, rule_b, reason, to_iso(utcnow())),
        )
        return cur.lastrowid if cur.rowcount else None

    def delete_conflicts(self, ids: Iterable[int]) -> None:
        self.store.conn.executemany("DELETE FROM conflicts WHERE id = ?", [(i,) for i in ids])

    # -- operation log ------------------------------------------------------------

    def record_op(self, op: str, summary: str, undo_payload: dict[str, Any]) -> int:
        """Log an operation with what `undo` needs to revert it; returns its id."""
        cur = self.store.conn.execute(
            "INSERT INTO oplog (op, summary, undo, created_at) VALUES (?, ?, ?, ?)",
            (op, summary, orjson.dumps(undo_payload).decode(), to_iso(utcnow())),
        )
        assert cur.lastrowid is not None
        return cur.lastrowid

    def last_ops(self, n: int) -> builtins.list[OpRecord]:
        """The newest `n` operations not yet undone, newest first."""
        rows = self.store.conn.execute(
            "SELECT * FROM oplog WHERE undone = 0 ORDER BY id DESC LIMIT ?", (n,)
        ).fetchall()
        return [
            OpRecord(
                r["id"], r["op"], r["summary"], orjson.loads(r["undo"]), False, r["created_at"]
            )
            for r in rows
        ]

    def op(self, op_id: int) -> OpRecord | None:
        """One operation of the log by id (undone or not), or None."""
        r = self.store.conn.execute("SELECT * FROM oplog WHERE id = ?", (op_id,)).fetchone()
        if r is None:
            return None
        undo = orjson.loads(r["undo"])
        return OpRecord(r["id"], r["op"], r["summary"], undo, bool(r["undone"]), r["created_at"])

    def last_op_of(self, kinds: Collection[str]) -> OpRecord | None:
        """The newest operation of one of these kinds not yet undone, or None."""
        marks = ", ".join("?" for _ in kinds)
        r = self.store.conn.execute(
            f"SELECT * FROM oplog WHERE undone = 0 AND op IN ({marks}) ORDER BY id DESC LIMIT 1",
            list(kinds),
        ).fetchone()
        if r is None:
            return None
        undo = orjson.loads(r["undo"])
        return OpRecord(r["id"], r["op"], r["summary"], undo, False, r["created_at"])

    def ops_of_group(self, group: str) -> builtins.list[OpRecord]:
        """The operations not yet undone that one step made in parts (an import's
        transactions: their payloads name the `group`), newest first."""
        rows = self.store.conn.execute(
            "SELECT * FROM oplog WHERE undone = 0 AND op = 'import'"
            " AND json_extract(undo, '$.group') = ? ORDER BY id DESC",
            (group,),
        ).fetchall()
        return [
            OpRecord(
                r["id"], r["op"], r["summary"], orjson.loads(r["undo"]), False, r["created_at"]
            )
            for r in rows
        ]

    def mark_undone(self, op_id: int) -> None:
        self.store.conn.execute("UPDATE oplog SET undone = 1 WHERE id = ?", (op_id,))


# -- reads for callers outside the repository (the SQL they held, moved here) -----------


def count_rules(store: Store) -> int:
    """How many rules are stored, in any state (`kenning doctor`)."""
    return int(store.query("SELECT count(*) FROM bullets")[0][0])


def count_in_states(store: Store, states: tuple[str, ...]) -> int:
    """How many rules are in one of `states` (two of them: the briefing's live count)."""
    return int(store.query("SELECT count(*) FROM bullets WHERE state IN (?, ?)", states)[0][0])
