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
import functools
import gc
import threading
from collections.abc import Callable, Collection, Iterable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field, replace
from datetime import UTC, datetime
from operator import attrgetter
from pathlib import Path
from typing import TYPE_CHECKING, Any, TypeVar

import orjson

from kenning.daemon.core import scoring
from kenning.daemon.core.errors import PlaybookFileError
from kenning.daemon.core.models import (
    Maturity,
    Rule,
    RuleKind,
    RuleState,
    RuleType,
    Scope,
    Tombstone,
    utcnow,
)
from kenning.daemon.core.paths import repo_playbook_path
from kenning.daemon.playbook.origins import SharedRules, SharedSource
from kenning.daemon.playbook.rows import Decay, RestRows, StoreOf
from kenning.daemon.store import feedback_summary
from kenning.daemon.store.db import Store
from kenning.daemon.store.rule_rows import (
    FACETS,
    KINDS,
    MATURITIES,
    SCOPES,
    STATES,
    TYPES,
    row_to_rule,
    stored_time,
)
from kenning.daemon.store.rules import RuleRepo

if TYPE_CHECKING:
    from kenning.daemon.core.config import Settings

__all__ = ["PATCH_LIMIT", "Playbook", "ScoredRule", "gc_paused"]

_NO_EVENTS: list[scoring.EventView] = []
_D = TypeVar("_D")
#: `Playbook.get`'s sign that a patch left a rule as it was loaded
_UNPATCHED = object()


def _same(store: Store) -> Store:
    return store


class ScoredRule:
    """A rule with its score as of the moment the playbook was loaded.

    A rule read from the database keeps the part of its row the load read
    (`LOAD_COLUMNS`) and builds its `Rule` model on first use of `rule`,
    reading the rest of the row then (see `RestRows`; most readers look at a few
    rules: `get`, the first of `active()`); the fields the playbook filters
    and counts on (`state`, `maturity`, `kind`, `type`, `scope`, `origin`,
    `content`, `created_at`, `is_anti_pattern`) are read from the row without
    building it. Likewise a stored rule scored from its feedback summary
    keeps the head of the summary row and its `effective` score (what the
    playbook sorts on), and builds its `score` breakdown when first read
    (reading the rest of the row then, see `Decay`). Treat it as immutable.
    """

    __slots__ = (
        "_decay",
        "_facets",
        "_rest",
        "_row",
        "_rule",
        "_score",
        "_summary",
        "effective",
        "id",
    )  # fmt: skip
    #: (state, maturity, type, kind, scope, origin) of a rule held as a model, once read
    _facets: tuple[str, str, str, str, str, str]

    def __init__(self, rule: Rule, score: scoring.ScoreBreakdown) -> None:
        self._rule: Rule | None = rule
        self._row: tuple[Any, ...] | None = None
        self._rest: RestRows | None = None
        self._score: scoring.ScoreBreakdown | None = score
        self._summary: tuple[Any, ...] | None = None  # a summary row, or its head
        self._decay: Decay | None = None
        self.id: str = rule.id
        self.effective: float = score.effective

    @classmethod
    def of_row(
        cls, row: tuple[Any, ...], score: scoring.ScoreBreakdown, rest: RestRows
    ) -> ScoredRule:
        """A rule from its loaded row (`LOAD_COLUMNS` order), built when first used."""
        sb = cls.__new__(cls)
        sb._rule, sb._row, sb._rest, sb.id = None, row, rest, row[0]
        sb._score, sb._summary, sb._decay, sb.effective = score, None, None, score.effective
        return sb

    @property
    def score(self) -> scoring.ScoreBreakdown:
        """The score as of the load, with the arithmetic that produced it."""
        found = self._score
        if found is None:
            assert self._decay is not None and self._summary is not None and self._row is not None
            # two threads may both build it: the same value, one assignment wins
            found = self._score = self._decay.breakdown(self._summary, self._row)
        return found

    @property
    def last_feedback_at(self) -> datetime | None:
        """When its last feedback was given (`score.last_feedback_at`), without the breakdown."""
        if self._score is None and self._summary is not None:
            return feedback_summary.parse_time(self._summary[2])
        return self.score.last_feedback_at

    @property
    def rule(self) -> Rule:
        found = self._rule
        if found is None:
            assert self._row is not None and self._rest is not None
            # two threads may both build it: the same value, one assignment wins
            found = self._rule = row_to_rule(self._rest.full_row(self._row))
        return found

    def _field(self, name: str, index: int, members: dict[str, Any]) -> Any:
        if self._rule is not None:
            return getattr(self._rule, name)
        return members[FACETS[self._row[2]][index]]  # type: ignore[index]

    @property
    def content(self) -> str:
        return self._rule.content if self._rule is not None else self._row[1]  # type: ignore[index]

    @property
    def state(self) -> RuleState:
        return self._field("state", 3, STATES)  # type: ignore[no-any-return]

    @property
    def maturity(self) -> Maturity:
        return self._field("maturity", 4, MATURITIES)  # type: ignore[no-any-return]

    @property
    def kind(self) -> RuleKind:
        return self._field("kind", 1, KINDS)  # type: ignore[no-any-return]

    @property
    def type(self) -> RuleType:
        return self._field("type", 2, TYPES)  # type: ignore[no-any-return]

    @property
    def scope(self) -> Scope:
        return self._field("scope", 0, SCOPES)  # type: ignore[no-any-return]

    @property
    def origin(self) -> str:
        return self._rule.origin if self._rule is not None else self._row[4]  # type: ignore[index]

    @property
    def tags(self) -> list[str]:
        """The rule's tags, without building its `Rule` (read with the rest of its row)."""
        if self._rule is not None:
            return self._rule.tags
        return _tags(self._rest.situation(self.id)[1])  # type: ignore[union-attr]

    @property
    def category(self) -> str:
        """The rule's category, without building its `Rule`."""
        if self._rule is not None:
            return self._rule.category
        return self._rest.situation(self.id)[0]  # type: ignore[union-attr, no-any-return]

    @property
    def pinned(self) -> bool:
        """Whether the rule is pinned, without building its `Rule`."""
        if self._rule is not None:
            return self._rule.pinned
        return bool(self._rest.situation(self.id)[3])  # type: ignore[union-attr]

    def tags_and_check(self) -> tuple[list[str], bool]:
        """(`tags`, `has_verification`) in one read of the row, without building its `Rule`."""
        if self._rule is not None:
            return self._rule.tags, self._rule.verification is not None
        found = self._rest.situation(self.id)  # type: ignore[union-attr]
        return _tags(found[1]), bool(found[4])

    @property
    def has_verification(self) -> bool:
        """Whether the rule carries a check (`verification`), without building its `Rule`."""
        if self._rule is not None:
            return self._rule.verification is not None
        return bool(self._rest.situation(self.id)[4])  # type: ignore[union-attr]

    @property
    def scope_key(self) -> str | None:
        """The rule's scope key, without building its `Rule`."""
        if self._rule is not None:
            return self._rule.scope_key
        return self._rest.situation(self.id)[2]  # type: ignore[union-attr, no-any-return]

    @property
    def created_at(self) -> datetime:
        if self._rule is not None:
            return self._rule.created_at
        return stored_time(self._row[5])  # type: ignore[index]

    def facets(self) -> tuple[str, str, str, str, str, str]:
        """(state, maturity, type, kind, scope, origin) as stored text, for counting."""
        row = self._row
        if row is not None and self._rule is None:
            scope, kind, type_, state, maturity = FACETS[row[2]]
            return (state, maturity, type_, kind, scope, row[4])
        try:
            return self._facets
        except AttributeError:  # first call: a team's 100k rules come here as models,
            pass  # scored once and kept by the team view across loads (team/view.py)
        b = self.rule
        # `_value_`: the enum's `value` property costs ~10x a plain attribute
        found = self._facets = (
            b.state._value_,
            b.maturity._value_,
            b.type._value_,
            b.kind._value_,
            b.scope._value_,
            b.origin,
        )
        return found

    @property
    def is_anti_pattern(self) -> bool:
        return self.type == RuleType.ANTI_PATTERN or self.kind == RuleKind.ANTI_PATTERN

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, ScoredRule):
            return NotImplemented
        return self.rule == other.rule and self.score == other.score

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        return f"ScoredRule(rule={self.rule!r}, score={self.score!r})"


def _tags(text: str | None) -> list[str]:
    """A stored `tags` column (JSON), as `row_to_rule` reads it."""
    return orjson.loads(text) if text and text != "[]" else []


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


def _score_all(
    store: Store,
    repo: RuleRepo,
    rules: Iterable[Rule | tuple[Any, ...]],
    settings: Settings,
    now: datetime,
    shared: SharedRules | None = None,
    *,
    ids: Collection[str] | None = None,
    reader: StoreOf | None = None,
) -> list[ScoredRule]:
    """Every rule (a repo or team `Rule`, or a stored row) scored at `now`:
    from its feedback summary where that is current, else from its events (see
    feedback_summary.py for when a summary is not). With a team joined
    (`shared`), a rule the team marked is scored from the team's summary alone,
    which holds every mark on it, this store's too (team/view.py): the same
    score on every laptop; a team rule takes the score the view gives it, and
    a rule held here that the team holds too shows the maturity its marks earn.

    `ids`: the rules are these only (a patch, `Playbook.patched`): only their
    summaries are read. `reader`: what rows read later are read through
    (default: `store`).
    """
    team_summaries = shared.summaries if shared is not None else {}
    team_scores = shared.scores if shared is not None else {}
    team_maturities = shared.maturities if shared is not None else {}
    # team rules scored by an earlier load (team/view.py `_Built`): marked only by
    # the team (reused while rule and score are the same objects) and unmarked
    memo: dict[str, ScoredRule] = shared.memo if shared is not None else {}
    plain: dict[str, ScoredRule] = shared.plain if shared is not None else {}
    half_life = settings.scoring.half_life_days
    multiplier = settings.scoring.harmful_multiplier
    scoring.score([], Maturity.CANDIDATE, now, harmful_multiplier=multiplier)  # checks it
    hot = shared is None and rules.__class__ is list  # stored rows only (`_score_rows`)
    # stored rows keep their summary's head; other rules are scored whole here
    read = feedback_summary.read_heads if hot else feedback_summary.read_summaries
    summaries: dict[str, Any] = (
        read(store.conn) if ids is None else feedback_summary.read_rows(store.conn, ids)
    )
    dirty = feedback_summary.dirty_ids(store.conn)
    decayed = feedback_summary.decayed
    effective_of = feedback_summary.decayed_effective
    of_row = ScoredRule.of_row
    new = object.__new__
    if reader is None:
        reader = functools.partial(_same, store)
    rest = RestRows(reader, ids)  # a patch's rules, or every rule's
    # by stored maturity text: the multiplier, and the score of a rule without events
    multipliers = {m.value: scoring.MATURITY_MULTIPLIER[m] for m in Maturity}
    unmarked = {m.value: _unmarked(m, multiplier) for m in Maturity}  # immutable: shared
    decay = Decay(reader, now, half_life, multiplier, multipliers)
    scored: list[ScoredRule] = []
    append = scored.append
    exact: list[tuple[Rule | tuple[Any, ...], str, float, Maturity]] = []
    if hot:
        _score_rows(rules, summaries, dirty, decay, unmarked, rest, scored, exact)  # type: ignore[arg-type]
        rules = ()
    for rule in rules:
        if rule.__class__ is tuple:
            row: tuple[Any, ...] = rule
            rule_id, own, maturity = row[0], row[3], FACETS[row[2]][4]
        else:
            model: Rule = rule  # type: ignore[assignment]
            rule_id = model.id
            if memo or plain:  # a team rule as an earlier load scored it, if still so
                sb = memo.get(rule_id)
                if sb is not None and sb._rule is model and sb._score is team_scores.get(rule_id):
                    append(sb)
                    continue
                sb = plain.get(rule_id)
                if (
                    sb is not None
                    and sb._rule is model
                    and rule_id not in team_summaries
                    and rule_id not in summaries
                    and rule_id not in dirty
                ):
                    append(sb)
                    continue
            own, maturity = model.half_life_days, model.maturity.value
        if own is None:
            own = half_life
        found = summaries.get(rule_id)
        team = team_summaries.get(rule_id) if team_summaries else None
        if team is not None:
            # every mark on the rule, this store's too (team/view.py): nothing to add
            if rule_id in team_scores and isinstance(rule, Rule) and rule.origin == "team":
                sb = memo[rule_id] = ScoredRule(rule, team_scores[rule_id])
                append(sb)
                continue
            earned = team_maturities.get(rule_id)
            if earned is not None and earned != maturity:  # shown as every laptop shows it
                rule = model = replace(_as_model(rule, rest), maturity=MATURITIES[earned])
                maturity = earned
            current = None
            if team.half_life_days == own:
                current = decayed(team, multipliers[maturity], now, multiplier, own)
            if current is None:
                exact.append((rule, rule_id, own, MATURITIES[maturity]))
                continue
            breakdown = current
        elif found is None:
            if rule_id in dirty:
                exact.append((rule, rule_id, own, MATURITIES[maturity]))
                continue
            breakdown = unmarked[maturity]  # no events: the score of nothing
        else:
            if dirty and rule_id in dirty:
                exact.append((rule, rule_id, own, MATURITIES[maturity]))
                continue
            if rule.__class__ is tuple:
                # the breakdown is built when the score is read (`ScoredRule.score`)
                effective = effective_of(found, multipliers[maturity], now, multiplier, own)
                if effective is None:
                    exact.append((rule, rule_id, own, MATURITIES[maturity]))
                    continue
                sb = new(ScoredRule)
                sb._rule, sb._row, sb._rest, sb.id = None, row, rest, rule_id
                sb._score, sb._summary, sb._decay, sb.effective = None, found, decay, effective
                append(sb)
                continue
            current = decayed(found, multipliers[maturity], now, multiplier, own)
            if current is None:
                exact.append((rule, rule_id, own, MATURITIES[maturity]))
                continue
            breakdown = current
        if rule.__class__ is tuple:
            sb = new(ScoredRule)  # of_row, without a call per rule
            sb._rule, sb._row, sb._rest, sb.id = None, row, rest, rule_id
            sb._score, sb._summary, sb._decay, sb.effective = (
                breakdown,
                None,
                None,
                breakdown.effective,
            )
            append(sb)
        elif team is None and found is None and model.origin == "team":  # unmarked
            sb = plain[rule_id] = ScoredRule(model, breakdown)
            append(sb)
        else:
            append(ScoredRule(model, breakdown))
    if exact:
        events = repo.events_of([rule_id for _, rule_id, _, _ in exact])
        for rule, rule_id, own, maturity_ in exact:
            own_events: list[Any] = events.get(rule_id, _NO_EVENTS)
            if shared is not None and rule_id in team_summaries:  # every mark, ours too
                own_events = shared.events_of(rule_id)
            breakdown = scoring.score(
                own_events,
                maturity_,
                now,
                half_life_days=own,
                harmful_multiplier=multiplier,
            )
            scored.append(
                of_row(rule, breakdown, rest)
                if isinstance(rule, tuple)
                else ScoredRule(rule, breakdown)
            )
    return scored


def _as_model(rule: Rule | tuple[Any, ...], rest: RestRows) -> Rule:
    """A stored row as its `Rule` (a model stays as it is)."""
    return row_to_rule(rest.full_row(rule)) if isinstance(rule, tuple) else rule


def _score_rows(
    rows: list[tuple[Any, ...]],
    summaries: dict[str, tuple[Any, ...]],
    dirty: set[str],
    decay: Decay,
    unmarked: dict[str, scoring.ScoreBreakdown],
    rest: RestRows,
    scored: list[ScoredRule],
    exact: list[tuple[Rule | tuple[Any, ...], str, float, Maturity]],
) -> None:
    """`_score_all`'s loop for stored rows alone (no repo file, no team), which
    keep the head of their summary row (`feedback_summary.read_heads`). Appends
    to `scored`, and to `exact` the rules to score from their events."""
    now, default, harmful_multiplier = decay.now, decay.half_life, decay.harmful_multiplier
    multipliers = decay.multipliers
    facets = FACETS  # by the row's `facets` number: (scope, kind, type, state, maturity)
    get = summaries.get
    effective_of = feedback_summary.decayed_effective
    new = object.__new__
    append = scored.append
    for row in rows:
        rule_id, own, maturity = row[0], row[3], facets[row[2]][4]
        if own is None:
            own = default
        found = get(rule_id)
        if found is None or (dirty and rule_id in dirty):
            if found is None and rule_id not in dirty:
                breakdown = unmarked[maturity]  # no events: the score of nothing
                sb = new(ScoredRule)
                sb._rule, sb._row, sb._rest, sb.id = None, row, rest, rule_id
                sb._score, sb._summary, sb._decay = breakdown, None, None
                sb.effective = breakdown.effective
                append(sb)
            else:
                exact.append((row, rule_id, own, MATURITIES[maturity]))
            continue
        effective = effective_of(found, multipliers[maturity], now, harmful_multiplier, own)
        if effective is None:  # another half-life, or a last mark after `now`
            exact.append((row, rule_id, own, MATURITIES[maturity]))
            continue
        # the breakdown is built when the score is read (`ScoredRule.score`)
        sb = new(ScoredRule)
        sb._rule, sb._row, sb._rest, sb.id = None, row, rest, rule_id
        sb._score, sb._summary, sb._decay = None, found, decay
        sb.effective = effective
        append(sb)


@functools.lru_cache(maxsize=64)
def _unmarked(maturity: Maturity, harmful_multiplier: float) -> scoring.ScoreBreakdown:
    """The score of a rule without marks (one object per maturity and multiplier:
    a reused scored team rule is told by its score's identity)."""
    multiplier = scoring.MATURITY_MULTIPLIER[maturity]
    return scoring.ScoreBreakdown(
        0.0, 0.0, harmful_multiplier, multiplier, 0.0, 0.0, 0, 0, None, None
    )


#: the most rules a patch re-reads (`Playbook.patched`); past it, a whole load is cheaper
PATCH_LIMIT = 256


def _order(sb: ScoredRule) -> tuple[float, str]:
    """A rule's place in a playbook whose scores are all numbers (`_sort`)."""
    return (-sb.effective, sb.id)


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
    nothing joins them (`_score_all` then takes its fast path)."""
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
    _index: dict[str, ScoredRule] = field(default_factory=dict, repr=False)
    #: the rules patched since `_index` was built, by id (None: gone); read first,
    #: so that a patch copies these few, not the 100,000 of `_index`
    _over: dict[str, ScoredRule | None] = field(default_factory=dict, repr=False, compare=False)
    #: how the load merged (None: not patchable)
    _origins: _Origins | None = field(default=None, repr=False, compare=False)
    #: `rules` is in `_order` (no score is NaN): a patch inserts by bisection
    _ordered: bool = field(default=False, repr=False, compare=False)
    _derived: dict[str, Any] = field(default_factory=dict, repr=False, compare=False)
    _lock: threading.Lock = field(default_factory=threading.Lock, repr=False, compare=False)

    def __post_init__(self) -> None:
        if not self._index:
            self._index = {sb.id: sb for sb in self.rules}

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
        """
        with gc_paused():
            return cls._load(
                store, settings, repo_root, now, include_retired, backups, shared, reader
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
    ) -> Playbook:
        exact = now is not None  # a moment asked for: no team scores of a moment before
        now = now or utcnow()
        if now.tzinfo is None:
            now = now.replace(tzinfo=UTC)
        version = cls.current_version(store, repo_root)
        repo = RuleRepo(store)
        states = None if include_retired else (RuleState.ACTIVE, RuleState.PROPOSAL)
        rows = repo.load_rows(states)
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
        scored = _score_all(store, repo, rules, settings, now, shared, reader=reader)
        ordered = _sort(scored)
        return cls(
            scored,
            sorted(tombstones.values(), key=lambda t: t.id),
            warnings,
            version,
            _origins=_Origins(repo_rules, shared, include_retired),
            _ordered=ordered,
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
            scored = _score_all(store, repo, rows, settings, now, None, ids=ids)
            ordered = _sort(scored)
            return cls(scored, tombstones, [], cls.current_version(store, None), _ordered=ordered)

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
            fresh = _score_all(
                store, repo, rules, settings, utcnow(), shared, ids=ids, reader=reader
            )
            removed = [sb for sb in map(self.get, ids) if sb is not None]
            over: dict[str, ScoredRule | None] = {**self._over, **dict.fromkeys(ids)}
            for sb in fresh:
                over[sb.id] = sb
            index = self._index
            if len(over) > max(64, len(index) >> 6):  # folded in now and then: amortised
                index = dict(index)
                for rule_id, patched in over.items():
                    if patched is None:
                        index.pop(rule_id, None)
                    else:
                        index[rule_id] = patched
                over = {}
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
                _index=index,
                _over=over,
                _origins=origins,
                _ordered=ordered,
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

    def get(self, rule_id: str) -> ScoredRule | None:
        """The rule with this id, or None."""
        if self._over:
            found = self._over.get(rule_id, _UNPATCHED)
            if found is not _UNPATCHED:
                return found  # type: ignore[return-value]
        return self._index.get(rule_id)

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
