"""The merged, scored read view of the playbook that every reader uses.

`Playbook.load` reads the global rules (one query, the columns it scores,
sorts and counts on; the others when a rule's `Rule` is built), each rule's feedback
summary (one query, see feedback_summary.py; the few rules whose summary is not
current are scored from their events), the repository's
`.kenning/playbook.yaml`, and the team replica (daemon/team/, when a team is
joined); repo rules win over global ones with the same id, and both over team
rules. Every rule is scored with its own feedback (repo rules too: personal feedback
is keyed by id in the database; team members' marks count beside your own). A repo file that
cannot be read is skipped with a warning, so hover, audit and context keep
working on the global playbook.

`version` is cheap to compute (`Playbook.current_version`): long-lived readers
(LSP, daemon) compare it to decide whether to reload.
"""

from __future__ import annotations

import bisect
import gc
import threading
from collections.abc import Callable, Collection, Iterable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from datetime import UTC, datetime
from operator import attrgetter
from pathlib import Path
from typing import TYPE_CHECKING, Any, TypeVar

from kenning.daemon.core.errors import PlaybookFileError
from kenning.daemon.core.models import (
    Rule,
    RuleState,
    Tombstone,
    utcnow,
)
from kenning.daemon.core.paths import repo_playbook_path
from kenning.daemon.playbook.layers import Layers
from kenning.daemon.playbook.origins import SharedRules, SharedSource
from kenning.daemon.playbook.rows import StoreOf
from kenning.daemon.playbook.scored import ScoredRule, score_all
from kenning.daemon.store.db import Store
from kenning.daemon.store.rules import RuleRepo

if TYPE_CHECKING:
    from kenning.daemon.core.config import Settings

__all__ = ["PATCH_LIMIT", "Playbook", "ScoredRule", "gc_paused"]

_D = TypeVar("_D")


@contextmanager
def gc_paused() -> Iterator[None]:
    """Pause the cyclic garbage collector while building many objects.

    Loading 10,000 rules allocates ~100,000 objects and no cycles. Pausing
    alone only defers the cost: the allocations still count, and the first
    allocation after `gc.enable()` starts a collection that walks them all
    (measured: as long as the load itself). So on the way out the young
    objects are moved straight to the oldest generation (`gc.freeze()` then
    `gc.unfreeze()`, which also resets the allocation count) without being
    walked; a cycle among them is still found by the next full collection.
    No kenning process that loads a playbook freezes objects for good (the
    ingest reader processes do, and load none).
    """
    was_enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was_enabled:
            gc.freeze()
            gc.unfreeze()
            gc.enable()


def _sort(scored: list[ScoredRule]) -> bool:
    """Best first: effective score descending, then id (stable sorts on C-level keys
    instead of a Python key function per rule). Returns whether the result is
    in `_order` (no score is NaN), so that a patch may place rules by bisection.

    When no two scores are equal and none is NaN (rules with feedback), the ids
    cannot change the order: one sort by score (~1.3 ms less at 10,000 rules).
    Otherwise by id, then by score (stable: ties keep the ids' order).
    """
    effective = attrgetter("effective")
    scores = list(map(effective, scored))
    total = sum(scores)  # NaN when a score is NaN (or +inf and -inf meet: the long way too)
    if total == total and len(set(scores)) == len(scores):
        scored.sort(key=effective, reverse=True)
        return True
    scored.sort(key=attrgetter("id"))
    scored.sort(key=effective, reverse=True)
    return all(score == score for score in scores)


#: the most rules a patch re-reads (`Playbook.patched`); past it, a whole load is cheaper
PATCH_LIMIT = 256


def _order(sb: ScoredRule) -> tuple[float, str]:
    """A rule's place in a playbook whose scores are all numbers (`_sort`)."""
    return (-sb.effective, sb.id)


class _RulesById(Layers[str, ScoredRule]):
    """A playbook's rules by id: its patches' changes folded in past 1/64 of them."""

    __slots__ = ()
    FOLD_LEAST = 64
    FOLD_SHIFT = 6


@dataclass
class _Origins:
    """What a load merged besides the stored rows, for a patch to merge the same way."""

    #: the repository file's rules by id, retired ones too (as of the load's mtime)
    repo: dict[str, Rule]
    shared: SharedRules | None
    include_retired: bool


def _merged(
    rows: list[tuple[Any, ...]],
    repo: Iterable[Rule],
    shared: SharedRules | None,
    include_retired: bool,
) -> Iterable[Rule | tuple[Any, ...]]:
    """The stored rows, the repository file's rules over them (one the file
    retired is hidden), the team's below both; the rows list itself when
    nothing joins them (`scored.score_all` then takes its fast path)."""
    merged: dict[str, Rule | tuple[Any, ...]] | None = None
    for rule in repo:
        if merged is None:
            merged = {r[0]: r for r in rows}
        if include_retired or rule.state != RuleState.RETIRED:
            merged[rule.id] = rule
        else:
            merged.pop(rule.id, None)  # the team retired it: hide it here too
    if shared is not None:
        if merged is None:
            merged = {r[0]: r for r in rows}
        for rule in shared.rules:
            merged.setdefault(rule.id, rule)
    return rows if merged is None else merged.values()


@dataclass
class Playbook:
    """Global rules merged with the repo's team rules, each scored.

    Treat it as immutable: a cached playbook is shared by threads, and a
    change of a few rules makes a new one (`patched`).
    """

    rules: list[ScoredRule]
    tombstones: list[Tombstone]
    warnings: list[str] = field(default_factory=list)
    version: tuple[int, float | None] = (0, None)
    #: the rules by id (empty: built from `rules`); a patched playbook's are the
    #: rules it patched over the map of the one it was patched from (layers.py),
    #: so that a patch copies these few, not the 100,000 of the map
    _by_id: _RulesById = field(default_factory=_RulesById, repr=False, compare=False)
    #: how the load merged (None: not patchable)
    _origins: _Origins | None = field(default=None, repr=False, compare=False)
    #: `rules` is in `_order` (no score is NaN): a patch inserts by bisection
    _ordered: bool = field(default=False, repr=False, compare=False)
    _derived: dict[str, Any] = field(default_factory=dict, repr=False, compare=False)
    #: the store its stored rules were read from, as its rows are read later (None: none)
    _reader: StoreOf | None = field(default=None, repr=False, compare=False)
    _lock: threading.Lock = field(default_factory=threading.Lock, repr=False, compare=False)

    def __post_init__(self) -> None:
        if not self._by_id.base and not self._by_id.over:
            self._by_id = _RulesById({sb.id: sb for sb in self.rules})

    @staticmethod
    def current_version(store: Store, repo_root: Path | None) -> tuple[int, float | None]:
        """(database playbook counter, repo file mtime): changes when anything would."""
        mtime = None
        if repo_root is not None:
            try:
                mtime = repo_playbook_path(repo_root).stat().st_mtime
            except OSError:
                mtime = None
        return (store.playbook_version(), mtime)

    @classmethod
    def load(
        cls,
        store: Store,
        settings: Settings,
        repo_root: Path | None,
        *,
        now: datetime | None = None,
        include_retired: bool = False,
        backups: Path | None = None,
        shared: SharedSource | None = None,
        reader: StoreOf | None = None,
        ids: Collection[str] | None = None,
    ) -> Playbook:
        """Read, merge and score the playbook.

        Args:
            store: the open store (global rules and every feedback event).
            settings: scoring settings (half-life, harmful multiplier).
            repo_root: the repository whose `.kenning/playbook.yaml` to merge, if any.
            now: the moment scores are computed for (default: now).
            include_retired: keep retired rules (for `playbook list --state retired`).
            backups: where a corrupt repo file is copied (default: `Paths.backups`).
            shared: reads the rules a team shares (`team.view.team_view`), merged
                below local and repo rules; None: none (playbook/origins.py).
            reader: the store the rules' other columns are read through when
                first asked for (default: `store`; see playbook/rows.py).
            ids: read only these of the stored rules (the repository file's and
                the team's all the same): the playbook of a reader that needs a
                few (the commit audit: the rules that carry a check). Not patchable.
        """
        with gc_paused():
            return cls._load(
                store, settings, repo_root, now, include_retired, backups, shared, reader, ids
            )

    @classmethod
    def _load(
        cls,
        store: Store,
        settings: Settings,
        repo_root: Path | None,
        now: datetime | None,
        include_retired: bool,
        backups: Path | None,
        source: SharedSource | None,
        reader: StoreOf | None,
        only: Collection[str] | None = None,
    ) -> Playbook:
        exact = now is not None  # a moment asked for: no team scores of a moment before
        now = now or utcnow()
        if now.tzinfo is None:
            now = now.replace(tzinfo=UTC)
        version = cls.current_version(store, repo_root)
        repo = RuleRepo(store)
        states = None if include_retired else (RuleState.ACTIVE, RuleState.PROPOSAL)
        rows = repo.load_rows(states, ids=only) if only is not None else repo.load_rows(states)
        tombstones = {t.id: t for t in repo.tombstones()}
        warnings: list[str] = []
        repo_rules: dict[str, Rule] = {}
        if repo_root is not None:
            from kenning.daemon.playbook.repo_file import load_repo_playbook

            try:
                team = load_repo_playbook(repo_root, backups=backups)
            except PlaybookFileError as exc:
                rel = repo_playbook_path(repo_root)
                warnings.append(f"skipped {rel}: {exc.message}")
            else:
                repo_rules = {rule.id: rule for rule in team.rules}
                tombstones.update({t.id: t for t in team.tombstones})
        # the team replica (daemon/team/): one more origin, below local and repo rules
        shared = source(store, settings, now, exact=exact) if source is not None else None
        if shared is not None:
            for tomb in shared.tombstones:
                tombstones.setdefault(tomb.id, tomb)
        rules = _merged(rows, repo_rules.values(), shared, include_retired)
        scored_ids = None
        if only is not None:  # the summaries of those rules, and of the others merged
            scored_ids = {*only, *repo_rules}
            if shared is not None:
                scored_ids.update(rule.id for rule in shared.rules)
        scored = score_all(store, repo, rules, settings, now, shared, reader=reader, ids=scored_ids)
        ordered = _sort(scored)
        return cls(
            scored,
            sorted(tombstones.values(), key=lambda t: t.id),
            warnings,
            version,
            _origins=_Origins(repo_rules, shared, include_retired) if only is None else None,
            _ordered=ordered,
            _reader=reader if reader is not None else _store_of(store),
        )

    @classmethod
    def of_rules(
        cls,
        store: Store,
        settings: Settings,
        ids: Collection[str],
        *,
        now: datetime | None = None,
    ) -> Playbook:
        """The stored live rules among `ids`, scored as `load` scores them, with
        every stored tombstone: the playbook of a briefing that reads only the
        rules it weighs (a cold `kenning context`, retrieval/stored_index.py).
        No repository file and no team (that briefing is not used with either);
        not patchable.
        """
        now = now or utcnow()
        if now.tzinfo is None:
            now = now.replace(tzinfo=UTC)
        with gc_paused():
            repo = RuleRepo(store)
            rows = repo.load_rows((RuleState.ACTIVE, RuleState.PROPOSAL), ids=ids) if ids else []
            tombstones = sorted(repo.tombstones(), key=lambda t: t.id)
            scored = score_all(store, repo, rows, settings, now, None, ids=ids)
            ordered = _sort(scored)
            return cls(
                scored,
                tombstones,
                [],
                cls.current_version(store, None),
                _ordered=ordered,
                _reader=_store_of(store),
            )

    def patched(
        self,
        store: Store,
        settings: Settings,
        changed: Collection[str],
        version: tuple[int, float | None],
        *,
        reader: StoreOf | None = None,
    ) -> Playbook | None:
        """This playbook with the rules in `changed` read and scored again (now):
        added, edited, marked, retired or deleted since it was loaded.

        The rules no longer shown leave, the others take their new place in
        the order, and what was derived from this playbook and can follow
        (`derived`) is patched, not rebuilt. None when a whole load must answer:
        a team's rules are merged (their view depends on the local rules' text),
        or `changed` has more than `PATCH_LIMIT` rules.

        Args:
            store: the open store.
            settings: the scoring settings the playbook was loaded with.
            changed: the ids of the rules written since (`Store.playbook_changes`).
            version: the `current_version` the changes lead to.
            reader: as for `load`.
        """
        origins = self._origins
        if origins is None or len(changed) > PATCH_LIMIT:
            return None
        shared = origins.shared
        if shared is not None and (shared.rules or shared.summaries or shared.tombstones):
            return None
        ids = set(changed)
        with gc_paused():
            repo = RuleRepo(store)
            states = None if origins.include_retired else (RuleState.ACTIVE, RuleState.PROPOSAL)
            rows = repo.load_rows(states, ids=ids)
            in_file = [origins.repo[i] for i in ids if i in origins.repo]
            rules = _merged(rows, in_file, shared, origins.include_retired)
            fresh = score_all(
                store, repo, rules, settings, utcnow(), shared, ids=ids, reader=reader
            )
            removed = [sb for sb in map(self.get, ids) if sb is not None]
            by_id = self._by_id.copy()  # the changes folded in now and then: amortised
            for rule_id in ids:
                by_id.pop(rule_id)
            for sb in fresh:
                by_id[sb.id] = sb
            ordered = self._ordered and all(sb.effective == sb.effective for sb in fresh)
            ranked = _replaced(self.rules, removed, fresh) if ordered else None
            if ranked is None:
                ranked = [sb for sb in self.rules if sb.id not in ids]
                ranked += fresh
                ordered = _sort(ranked)
            playbook = Playbook(
                ranked,
                self.tombstones,
                self.warnings,
                version,
                _by_id=by_id,
                _origins=origins,
                _ordered=ordered,
                _reader=reader if reader is not None else self._reader,
            )
            for name, kept in list(self._derived.items()):
                follow = getattr(kept, "patched", None)
                found = follow(playbook, removed, fresh) if follow is not None else None
                if found is not None:
                    playbook._derived[name] = found
        return playbook

    def rescored_from(self, older: Playbook) -> None:
        """Keep what was derived from `older`, this playbook's rules scored at an
        earlier moment (a reload of an aged playbook, nothing written since), where
        it does not depend on the scores: a kept value whose `rescored(playbook)`
        returns one (the briefing's scope index: the rules' text and scope)."""
        for name, kept in list(older._derived.items()):
            follow = getattr(kept, "rescored", None)
            found = follow(self) if follow is not None else None
            if found is not None:
                self._derived.setdefault(name, found)

    def derived(self, name: str, build: Callable[[Playbook], _D]) -> _D:
        """What `build` makes of this playbook, built once and kept with it (the
        briefing's scope index, say); one build at a time, every thread shares it.

        A kept value with a method `patched(playbook, removed, added)` follows
        `patched` (given the new playbook, the rules that left and the rules
        read again, it returns the value for the new playbook, or None to be
        built again); others are built again for a patched playbook when asked.
        """
        found = self._derived.get(name)
        if found is None:
            with self._lock:
                found = self._derived.get(name)
                if found is None:
                    found = self._derived[name] = build(self)
        return found

    @property
    def reader(self) -> StoreOf | None:
        """The store its stored rules were read from, as their rows are read later
        (the stored derivations of the checks, `checks.py`); None: no store."""
        return self._reader

    def unstored(self) -> list[ScoredRule] | None:
        """The rules not read from the store's rows: the repository file's and the
        team's; None when the playbook cannot tell without looking at every rule
        (one built from rules, not loaded)."""
        origins = self._origins
        if origins is None:
            return None
        ids = set(origins.repo)
        if origins.shared is not None:
            ids.update(rule.id for rule in origins.shared.rules)
        found = (self.get(rule_id) for rule_id in ids)
        return [sb for sb in found if sb is not None and not sb.stored]

    def in_order(self, rules: Iterable[ScoredRule]) -> list[ScoredRule]:
        """Some of its rules, in the playbook's order (best first), without going
        through the others."""
        picked = list(rules)
        _sort(picked)
        return picked

    def get(self, rule_id: str) -> ScoredRule | None:
        """The rule with this id, or None."""
        found: ScoredRule | None = self._by_id.get(rule_id)
        return found

    def active(self) -> list[ScoredRule]:
        """Active rules, best first (effective score descending, then id)."""
        return [sb for sb in self.rules if sb.state == RuleState.ACTIVE]

    def anti_patterns(self) -> list[ScoredRule]:
        """Active anti-patterns ("AVOID: …"), best first."""
        return [sb for sb in self.active() if sb.is_anti_pattern]

    def prescriptive(self) -> list[ScoredRule]:
        """Active prescriptive rules (not anti-patterns), best first."""
        return [sb for sb in self.active() if not sb.is_anti_pattern]

    def __len__(self) -> int:
        return len(self.rules)


def _store_of(store: Store) -> StoreOf:
    return lambda: store


def _replaced(
    rules: list[ScoredRule], removed: list[ScoredRule], added: list[ScoredRule]
) -> list[ScoredRule] | None:
    """A copy of `rules` (in `_order`) without `removed` and with `added`, each
    found or placed by bisection; None when a removed rule is not where its
    score says (then the caller filters and sorts)."""
    ranked = list(rules)
    for old in removed:
        at = bisect.bisect_left(ranked, _order(old), key=_order)
        if at >= len(ranked) or ranked[at] is not old:
            return None
        del ranked[at]
    for sb in added:
        bisect.insort(ranked, sb, key=_order)
    return ranked
