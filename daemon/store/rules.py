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
callers in `curate.py` wrap each operation, with its oplog row, in one
`store.transaction()`.

Reads of the whole playbook are built for speed (`Playbook.load` of 10,000
rules is on the hover path): one query for rules, one for events. Rows were
written here from checked objects (`rule_to_row`), so they are turned back
into dataclasses directly; validation is for outside input (`core/inputs.py`).
"""

from __future__ import annotations

import builtins
import hashlib
import sqlite3
import threading
from collections.abc import Collection, Iterable
from datetime import UTC, datetime
from operator import itemgetter
from typing import TYPE_CHECKING, Any

import orjson

from kenning.daemon.core.errors import RuleNotFound
from kenning.daemon.core.models import (
    Conflict,
    FeedbackEvent,
    FeedbackKind,
    FeedbackSource,
    Maturity,
    Provenance,
    Rule,
    RuleKind,
    RuleState,
    RuleType,
    Scope,
    Tombstone,
    ToxicEntry,
    Verification,
    VerifyMode,
    canonical_content,
    content_hash,
    parse_iso,
    provenance_dump,
    to_iso,
    utcnow,
    verification_dump,
)
from kenning.daemon.core.scoring import DEFAULT_HALF_LIFE_DAYS
from kenning.daemon.store import feedback_summary
from kenning.daemon.store.chunked import rows_in
from kenning.daemon.store.db import Store

if TYPE_CHECKING:
    from kenning.daemon.core.scoring import EventView

__all__ = [
    "FACETS",
    "KINDS",
    "LOAD_COLUMNS",
    "MATURITIES",
    "REST_COLUMNS",
    "RULE_COLUMNS",
    "SCOPES",
    "SITUATION_COLUMNS",
    "STATES",
    "TYPES",
    "OpRecord",
    "RuleRepo",
    "row_to_rule",
    "rule_id_for",
    "rule_to_row",
    "stored_time",
    "tombstone_id_for",
]

RULE_COLUMNS = (
    "id",
    "content",
    "content_hash",
    "category",
    "tags",
    "scope",
    "scope_key",
    "kind",
    "type",
    "state",
    "maturity",
    "pinned",
    "pinned_reason",
    "search_pointer",
    "verification",
    "provenance",
    "half_life_days",
    "origin",
    "created_at",
    "updated_at",
)
_SELECT_RULES = f"SELECT {', '.join(RULE_COLUMNS)} FROM bullets"
# the same columns for bulk reads, without the stored hash (`row_to_rule`
# does not read it; 10,000 strings fewer to build)
_SELECT_ROWS = (
    "SELECT "
    + ", ".join("NULL" if c == "content_hash" else c for c in RULE_COLUMNS)
    + " FROM bullets"
)
#: what `Playbook.load` reads of every rule: what it scores, sorts, filters and
#: counts on. SQLite's hand-over costs about the same per value whatever its
#: size, so the other columns (`REST_COLUMNS`) are read only when a loaded
#: rule's `Rule` is built, and `facets` is one small integer for five
#: columns (scope, kind, type, state, maturity: see `FACETS`).
LOAD_COLUMNS = ("id", "content", "facets", "half_life_days", "origin", "created_at")
#: the id and the columns of a row that `LOAD_COLUMNS` leaves out (the stored hash aside)
REST_COLUMNS = (
    "id",
    "category",
    "tags",
    "scope_key",
    "pinned",
    "pinned_reason",
    "search_pointer",
    "verification",
    "provenance",
    "updated_at",
)
#: the few of `REST_COLUMNS` a reader going through every rule asks without
#: building its `Rule` (the briefing's scope index: tags and scope key; its
#: ranking: category and pin; the checks: whether it has one): a fifth of the
#: rest's cost to read for all
SITUATION_COLUMNS = (
    "id",
    "category",
    "tags",
    "scope_key",
    "pinned",
    "COALESCE(verification, '') != ''",
)
_EPOCH = datetime(1970, 1, 1, tzinfo=UTC)
_FACETS_AT = itemgetter(2)


def rule_id_for(content: str) -> str:
    """The stable id of a rule's text: `b-` + 10 hex digits of its content hash.

    The same text (after `canonical_content`) always gives the same id, so a
    reflection run twice proposes identical ids. Callers resolve a collision
    with another rule by adding a suffix (`RuleRepo.new_id`).
    """
    digest = hashlib.sha256(canonical_content(content).encode("utf-8")).hexdigest()
    return f"b-{digest[:10]}"


def tombstone_id_for(pattern: str) -> str:
    """The stable id of a deprecated pattern: `t-` + 8 hex digits of the pattern."""
    return "t-" + hashlib.sha256(pattern.encode("utf-8")).hexdigest()[:8]


def _dt(text: str | None) -> datetime:
    # a row we wrote always parses; an unreadable one sorts as oldest
    return parse_iso(text) or _EPOCH


def _fast_dt(text: str) -> datetime:
    """Parse a timestamp this module wrote (`to_iso`: UTC with `Z`), quickly.

    `datetime.fromisoformat` reads the `Z` suffix on Python ≥ 3.11; anything
    else falls back to the lenient `parse_iso`.
    """
    try:
        moment = _fromiso(text)
    except (TypeError, ValueError):
        return _dt(text)
    return moment if moment.tzinfo is not None else moment.replace(tzinfo=UTC)


_fromiso = datetime.fromisoformat
stored_time = _fast_dt


def _verification(text: str) -> Verification:
    """A stored verification. Its regex is not compiled here: it compiled when the rule
    was written, and compiling a thousand regexes again would dominate the git hook."""
    data = orjson.loads(text)
    return Verification(
        regex=data["regex"], mode=VerifyMode(data.get("mode", "absent")), glob=data.get("glob")
    )


def rule_to_row(rule: Rule) -> dict[str, Any]:
    """A rule as a row of the `bullets` table (JSON columns as text)."""
    return {
        "id": rule.id,
        "content": rule.content,
        "content_hash": rule.content_hash,
        "category": rule.category,
        "tags": orjson.dumps(rule.tags).decode(),
        "scope": rule.scope.value,
        "scope_key": rule.scope_key,
        "kind": rule.kind.value,
        "type": rule.type.value,
        "state": rule.state.value,
        "maturity": rule.maturity.value,
        "pinned": int(rule.pinned),
        "pinned_reason": rule.pinned_reason,
        "search_pointer": rule.search_pointer,
        "verification": (
            orjson.dumps(verification_dump(rule.verification)).decode()
            if rule.verification
            else None
        ),
        "provenance": orjson.dumps(provenance_dump(rule.provenance)).decode(),
        "half_life_days": rule.half_life_days,
        "origin": rule.origin,
        "created_at": to_iso(rule.created_at),
        "updated_at": to_iso(rule.updated_at),
    }


def row_to_rule(row: sqlite3.Row | dict[str, Any] | tuple[Any, ...]) -> Rule:
    """A row of the `bullets` table (a mapping, or a tuple in `RULE_COLUMNS` order).

    Rows are written only through `rule_to_row`, so their values are read back
    as they are (enums by value from the tables below, without `Enum.__call__`).
    """
    values = row if isinstance(row, tuple) else tuple(row[c] for c in RULE_COLUMNS)
    (
        id_, content, _hash, category, tags, scope, scope_key, kind, type_, state, maturity,
        pinned, pinned_reason, search_pointer, verification, provenance, half_life, origin,
        created_at, updated_at,
    ) = values  # fmt: skip
    prov = orjson.loads(provenance) if provenance and provenance != "{}" else {}
    return Rule(
        id=id_,
        content=content,
        category=category,
        tags=orjson.loads(tags) if tags and tags != "[]" else [],
        scope=SCOPES[scope],
        scope_key=scope_key,
        kind=KINDS[kind],
        type=TYPES[type_],
        state=STATES[state],
        maturity=MATURITIES[maturity],
        pinned=bool(pinned),
        pinned_reason=pinned_reason,
        search_pointer=search_pointer,
        verification=_verification(verification) if verification else None,
        provenance=Provenance(
            sessions=prov.get("sessions", []),
            agents=prov.get("agents", []),
            reasoning=prov.get("reasoning"),
            evidence=prov.get("evidence", []),
            # rows written before review (issue 26) have none of these
            accepted_by=prov.get("accepted_by"),
            accepted_at=parse_iso(prov.get("accepted_at")),
            rejected_by=prov.get("rejected_by"),
            rejected_at=parse_iso(prov.get("rejected_at")),
        ),
        half_life_days=half_life,
        origin=origin,
        created_at=_fast_dt(created_at),
        updated_at=_fast_dt(updated_at),
    )


# enum members by stored value, without Enum.__call__ (hot path of row_to_rule
# and of the playbook's lazy rows)
SCOPES = {e.value: e for e in Scope}
KINDS = {e.value: e for e in RuleKind}
TYPES = {e.value: e for e in RuleType}
STATES = {e.value: e for e in RuleState}
MATURITIES = {e.value: e for e in Maturity}

#: (scope, kind, type, state, maturity) as stored text, by the number `load_rows`
#: reads for them: every combination of the enums' values, then any other one
#: met in a database (a value this version does not know), appended when met
FACETS: builtins.list[tuple[str, str, str, str, str]] = [
    (s.value, k.value, t.value, st.value, m.value)
    for m in Maturity
    for st in RuleState
    for t in RuleType
    for k in RuleKind
    for s in Scope
]
_FACETS_LOCK = threading.Lock()
_OTHER_FACETS: dict[tuple[str, ...], int] = {}


def _case(column: str, members: Iterable[str]) -> str:
    """The index of the column's value among `members` (NULL for another value)."""
    whens = " ".join(f"WHEN '{m}' THEN {i}" for i, m in enumerate(members))
    return f"CASE {column} {whens} END"


# the index in `FACETS` (NULL when a value is not a member): five short strings
# fewer per rule for SQLite to hand over (~4 ms less at 10,000 rules)
_FACETS_SQL = (
    f"({_case('scope', SCOPES)}) + {len(SCOPES)} * (({_case('kind', KINDS)})"
    f" + {len(KINDS)} * (({_case('type', TYPES)}) + {len(TYPES)} * (({_case('state', STATES)})"
    f" + {len(STATES)} * ({_case('maturity', MATURITIES)}))))"
)
_LOAD_HEAD = f"SELECT id, content, {_FACETS_SQL}, half_life_days, origin, created_at"
_SELECT_LOAD = f"{_LOAD_HEAD} FROM bullets"
#: `_SELECT_LOAD` and the state, to pick rows read by id
_SELECT_LOAD_STATE = f"{_LOAD_HEAD}, state FROM bullets"


def _facets_code(texts: tuple[str, str, str, str, str]) -> int:
    """The number of a combination that is not all members (appended to `FACETS`)."""
    with _FACETS_LOCK:
        found = _OTHER_FACETS.get(texts)
        if found is None:
            found = _OTHER_FACETS[texts] = len(FACETS)
            FACETS.append(texts)
        return found


def _row_to_event(row: sqlite3.Row) -> FeedbackEvent:
    return FeedbackEvent(
        id=row["id"],
        rule_id=row["bullet_id"],
        kind=FeedbackKind(row["kind"]),
        weight=row["weight"],
        source=FeedbackSource(row["source"]),
        reason=row["reason"],
        session_id=row["session_id"],
        created_at=_dt(row["created_at"]),
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
        created_at=_dt(r["created_at"]),
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
            r if r[2] is not None else (r[0], r[1], _facets_code(texts[r[0]]), *r[3:]) for r in rows
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
        """Insert a new rule (its id must be free)."""
        row = rule_to_row(rule)
        cols = ", ".join(row)
        marks = ", ".join(f":{c}" for c in row)
        self.store.conn.execute(f"INSERT INTO bullets ({cols}) VALUES ({marks})", row)

    def update(self, rule: Rule) -> None:
        """Overwrite the stored row of `rule.id` with `rule`."""
        row = rule_to_row(rule)
        sets = ", ".join(f"{c} = :{c}" for c in row if c != "id")
        cur = self.store.conn.execute(f"UPDATE bullets SET {sets} WHERE id = :id", row)
        if cur.rowcount == 0:
            raise RuleNotFound(
                f"no rule with id {rule.id!r}.", fix="list ids with `kenning playbook list`"
            )

    def upsert_row(self, row: dict[str, Any]) -> None:
        """Write a raw rule row back (used by undo to restore a previous version)."""
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
        return events_by_key(rows, _fast_dt)

    def events_of(self, rule_ids: Collection[str]) -> dict[str, builtins.list[EventView]]:
        """The events of these rules, grouped by id (all events when they are many)."""
        if len(rule_ids) > 500:
            return self.all_events()
        from kenning.daemon.core.scoring import events_by_key

        select = "SELECT bullet_id, kind, weight, created_at FROM feedback_events"
        return events_by_key(rows_in(self.store.conn, select, "bullet_id", rule_ids), _fast_dt)

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
                created_at=_dt(r["created_at"]),
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
                created_at=_dt(r["created_at"]),
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
