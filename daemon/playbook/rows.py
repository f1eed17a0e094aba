"""The rows of a loaded playbook's rules read after the load (daemon/playbook/book.py).

`Playbook.load` reads of each stored rule only what it scores, sorts, filters
and counts on; a rule's other columns (`RestRows`) and the rest of its feedback
summary row (`Decay`) are read when a reader first needs them, by id for the
first few rules asked, then every rule's at once (`LazyRows`).

They are read through a `StoreOf`: the store that loaded them, or, for a
playbook that threads share (`PlaybookCache`), the asking thread's own store
(`ThreadStores`): a thread never reads through another thread's connection,
which may be inside a write transaction of its own.
"""

from __future__ import annotations

import sqlite3
import threading
from collections.abc import Callable, Collection
from datetime import datetime
from typing import Any, TypeVar

from kenning.daemon.core import scoring
from kenning.daemon.store import feedback_summary
from kenning.daemon.store.db import Store
from kenning.daemon.store.rule_rows import FACETS, MATURITIES
from kenning.daemon.store.rules import RuleRepo

__all__ = ["Decay", "LazyRows", "RestRows", "StoreOf", "ThreadStores", "with_store"]

_T = TypeVar("_T")
_NO_EVENTS: list[scoring.EventView] = []

#: the store to read a loaded playbook's rows through, asked at each read
StoreOf = Callable[[], Store]


class ThreadStores:
    """The store each thread reads one database through: the last one it handed
    to the cache (`bind`; the daemon keeps one store per thread), else `first`.

    A `StoreOf` for playbooks shared by threads: their rows are read through the
    asking thread's connection, and a closed one is replaced by a read-only
    connection for the read (`with_store`).
    """

    def __init__(self, first: Store) -> None:
        self._first = first
        self._local = threading.local()

    def bind(self, store: Store) -> None:
        """`store` is the one this thread reads the database through from now on."""
        self._local.store = store

    def __call__(self) -> Store:
        found: Store | None = getattr(self._local, "store", None)
        return self._first if found is None else found


class LazyRows:
    """Rows of a load's rules read after the load, when first asked for; one per
    load and kind of row, shared by its rules.

    The first `POINT_READS` rules asked are read by id, one query each (a
    reader that looks at a few rules); the next one reads every rule's at
    once (a reader going through them all): every rule of the load, or of
    `ids` when the load read only those (a patch, `Playbook.of_rules`). A
    store closed since the load is read through a read-only connection of
    its own. Thread-safe.
    """

    POINT_READS = 32

    def __init__(
        self,
        store: StoreOf,
        read: Callable[[Store, tuple[str, ...] | None], dict[str, Any]],
        ids: Collection[str] | None = None,
    ) -> None:
        self._store = store
        self._read_with = read
        self._ids = None if ids is None else tuple(ids)
        self._rows: dict[str, tuple[Any, ...]] = {}
        self._asked = 0
        self._complete = False
        self._lock = threading.Lock()

    def get(self, rule_id: str) -> tuple[Any, ...] | None:
        """The rule's row as it is now (None when it has none)."""
        with self._lock:
            found = self._rows.get(rule_id)
            if found is None and not self._complete:
                self._asked += 1
                if self._asked > self.POINT_READS:
                    self._rows = self._read(self._ids)
                    self._complete = True
                else:
                    self._rows.update(self._read((rule_id,)))
                found = self._rows.get(rule_id)
        return found

    def prefetch(self, ids: Collection[str]) -> None:
        """Read the rows of `ids` not held yet, at once (a reader that knows the
        rules it will ask for); their later asks are no reads."""
        with self._lock:
            if self._complete:
                return
            missing = tuple(i for i in ids if i not in self._rows)
            if missing:
                self._rows.update(self._read(missing))

    def _read(self, ids: tuple[str, ...] | None) -> dict[str, tuple[Any, ...]]:
        return with_store(self._store(), lambda store: self._read_with(store, ids))


def with_store(store: Store, read: Callable[[Store], _T]) -> _T:
    """`read(store)`, through a read-only connection of its own if `store` was closed."""
    try:
        return read(store)
    except sqlite3.ProgrammingError:  # the store was closed after the load
        path = store.path
        conn = sqlite3.connect(f"{path.resolve().as_uri()}?mode=ro", uri=True)
        try:
            return read(Store(path, conn))
        finally:
            conn.close()


class RestRows(LazyRows):
    """The columns a load leaves out (`REST_COLUMNS`), read when a loaded rule's
    `Rule` is first built (see `LazyRows`). A rule deleted since the load is built
    with those columns' defaults; one edited since gets their new values (its
    text, state, maturity, scope and score stay as loaded).
    """

    def __init__(self, store: StoreOf, ids: Collection[str] | None = None) -> None:
        super().__init__(store, lambda store, ids: RuleRepo(store).rest_rows(ids), ids)
        #: `SITUATION_COLUMNS`, for a reader asking those of every rule (`situation`)
        self._situation = LazyRows(
            store, lambda store, ids: RuleRepo(store).situation_rows(ids), ids
        )

    def situation(self, rule_id: str) -> tuple[Any, ...]:
        """(category, tags, scope key, pinned, has a check) of a loaded rule, without
        the rest of its row: from its whole row when that was read, else from
        `SITUATION_COLUMNS`, read like the rest (by id for the first few rules asked,
        then all at once), so a reader going through every rule (the briefing's
        scope index) reads a fifth of the values. A rule deleted since the load has
        the defaults."""
        rest = self._rows.get(rule_id)
        if rest is None:
            rest = self._situation.get(rule_id)
            if rest is None:  # deleted since the load
                return ("general", "[]", None, 0, False)
            return rest[1:]
        return (*rest[1:5], bool(rest[7]))

    def full_row(self, loaded: tuple[Any, ...]) -> tuple[Any, ...]:
        """The rule's row in `RULE_COLUMNS` order (`content_hash` None) for `row_to_rule`."""
        rule_id = loaded[0]
        rest = self.get(rule_id)
        if rest is None:  # deleted since the load
            rest = (rule_id, "general", "[]", None, 0, None, None, None, "{}", loaded[5])
        (_, content, facets, half_life, origin, created_at) = loaded
        scope, kind, type_, state, maturity = FACETS[facets]
        (_, category, tags, scope_key, pinned, reason, pointer, verification, prov, updated) = rest
        return (
            rule_id, content, None, category, tags, scope, scope_key, kind, type_, state,
            maturity, pinned, reason, pointer, verification, prov, half_life, origin,
            created_at, updated,
        )  # fmt: skip


def _summary_rows(store: Store, ids: tuple[str, ...] | None) -> dict[str, Any]:
    return feedback_summary.read_rows(store.conn, ids)


class Decay:
    """What a load's rules share to build a summary's breakdown when it is read.

    A stored rule keeps the head of its summary row (`feedback_summary.read_heads`:
    what its `effective` score needs); the rest of the row (counts, last helpful
    time) is read when its breakdown is first built (`summaries`, see `LazyRows`).
    A rule whose summary changed since the load (it was marked, or its marks
    removed) has its breakdown scored from its events as they are then, at the
    load's moment: its counts and times never mix two states of its feedback.
    """

    __slots__ = ("half_life", "harmful_multiplier", "multipliers", "now", "store", "summaries")

    def __init__(
        self,
        store: StoreOf,
        now: datetime,
        half_life: float,
        harmful_multiplier: float,
        multipliers: dict[str, float],
    ) -> None:
        self.store = store
        self.now = now
        self.half_life = half_life
        self.harmful_multiplier = harmful_multiplier
        self.multipliers = multipliers
        self.summaries = LazyRows(store, _summary_rows)

    def breakdown(self, summary: tuple[Any, ...], row: tuple[Any, ...]) -> scoring.ScoreBreakdown:
        """The score of a loaded row (`LOAD_COLUMNS`) from its summary (a whole row,
        or its head), as `scored.score_all` found it."""
        own = self.half_life if row[3] is None else row[3]
        multiplier = self.multipliers[FACETS[row[2]][4]]
        if len(summary) < len(feedback_summary.Summary._fields):
            whole = self.summaries.get(summary[0])
            if whole is None or whole[: len(summary)] != summary:  # changed since the load
                return self._rescored(row, own)
            summary = whole
        found = feedback_summary.decayed(
            summary,  # type: ignore[arg-type]  # the fetched tuple, read by position
            multiplier,
            self.now,
            self.harmful_multiplier,
            own,
        )
        if found is None:  # not for a row the load scored (the same row, the same `now`)
            return self._rescored(row, own)
        return found

    def _rescored(self, row: tuple[Any, ...], own: float) -> scoring.ScoreBreakdown:
        events = with_store(self.store(), lambda store: RuleRepo(store).events_of((row[0],)))
        return scoring.score(
            events.get(row[0], _NO_EVENTS),
            MATURITIES[FACETS[row[2]][4]],
            self.now,
            half_life_days=own,
            harmful_multiplier=self.harmful_multiplier,
        )
