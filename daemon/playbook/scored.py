"""A rule with its score as of a load (`ScoredRule`), and how a load scores every rule.

`score_all` scores the rules `Playbook.load` (and a patch) merged: a stored
rule from its feedback summary where that is current (feedback_summary.py),
else from its events; a team rule as the team's view gives it. A stored rule
keeps the part of its row the load read and builds its `Rule`, and its score's
breakdown, when first used (`RestRows`, `Decay` in rows.py): most readers look
at a few rules. `Playbook` (book.py) holds, orders and patches the result.
"""

from __future__ import annotations

import functools
from dataclasses import replace
from datetime import datetime
from typing import TYPE_CHECKING, Any

import orjson

from kenning.daemon.core import scoring
from kenning.daemon.core.models import (
    Maturity,
    Rule,
    RuleKind,
    RuleState,
    RuleType,
    Scope,
)
from kenning.daemon.playbook.origins import SharedRules
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
    from collections.abc import Collection, Iterable

    from kenning.daemon.core.config import Settings

__all__ = ["ScoredRule", "prefetch_rules", "score_all"]

_NO_EVENTS: list[scoring.EventView] = []


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
    def stored(self) -> bool:
        """Whether the rule was loaded from the store's row (not a repository
        file's rule, not a team's)."""
        return self._row is not None

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


def prefetch_rules(rules: Iterable[ScoredRule]) -> None:
    """Read the rest of these loaded rules' rows at once, by id: for a reader
    that will build their `Rule`s and no others' (the checks build ~2,000 of
    100,000), so the first asks do not turn into a read of every row."""
    by_rest: dict[int, tuple[RestRows, list[str]]] = {}
    for sb in rules:
        if sb._rule is None and sb._rest is not None:
            by_rest.setdefault(id(sb._rest), (sb._rest, []))[1].append(sb.id)
    for rest, ids in by_rest.values():
        rest.prefetch(ids)


def score_all(
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
    """`score_all`'s loop for stored rows alone (no repo file, no team), which
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
