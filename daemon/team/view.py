"""The team replica read back as one more origin of the merged playbook.

`team_view` gives `Playbook.load` the team's rules (`origin="team"`) and the
other members' marks, keyed by the id each rule has here: a local rule with
the same text wins over the team's copy and gets the team's marks; this
store's own marks are counted once, from its own table (a store is never
sent its own rows back). It is a `playbook.origins.SharedSource`: whoever
builds a playbook hands it in (`Playbook.load(..., shared=team_view)`,
`PlaybookCache(..., shared=team_view)`); the playbook does not import this package.

The marks come folded: one row per rule in `team_summary` (store/team_summary.py,
kept as pulls apply them), so a cold process reads one row per marked rule,
never the million marks. The replica holds every member's marks, this
store's own too (they come back from the server), folded in the server's
order: the same numbers on every laptop. This store's marks not back yet
(`local.own_pending`, a few) are folded on top, so a mark counts at once.
A rule's score and maturity are thus one function of all its marks, the
same on every laptop once they synced, whether the rule is held here or
only in the replica: its maturity is what the marks earn from candidate as
of the last of them (`scoring.next_maturity` on the summary: moved by
marks, never by the clock), and enough harm turns a team rule into its
"AVOID: …" anti-pattern (`scoring.should_invert`, as for a local rule).

The team's rules are kept per database and extended with the rows past the
last seq seen; rows leaving the replica (a member's data deleted, leaving the
team) start a new generation and the view is rebuilt.
"""

from __future__ import annotations

import sqlite3
import threading
from dataclasses import dataclass, field, replace
from datetime import UTC, datetime, timedelta
from typing import TYPE_CHECKING, Any

from kenning.daemon.core import scoring
from kenning.daemon.core.errors import KenningError
from kenning.daemon.core.models import (
    FeedbackKind,
    Maturity,
    Rule,
    RuleKind,
    RuleType,
    Tombstone,
    parse_iso,
    utcnow,
)
from kenning.daemon.store import team as team_rows
from kenning.daemon.store import team_summary
from kenning.daemon.store.db import Store
from kenning.daemon.store.feedback_summary import Summary, decayed, merge, of_events, parse_time
from kenning.daemon.store.rule_rows import row_to_rule

from .local import generation as local_generation
from .local import own_pending, shared_hashes

if TYPE_CHECKING:
    from kenning.daemon.core.config import Settings
    from kenning.daemon.core.scoring import EventView, ScoreBreakdown

__all__ = ["TeamView", "event_members", "team_view"]

#: where `store.team.RULE_COLUMNS` puts a rule's kind, type and maturity (the bullets row order)
_KIND, _TYPE, _MATURITY = 7, 8, 10
_ANTI_KIND, _ANTI_TYPE = RuleKind.ANTI_PATTERN.value, RuleType.ANTI_PATTERN.value
_CANDIDATE_FACTOR = scoring.MATURITY_MULTIPLIER[Maturity.CANDIDATE]


@dataclass
class TeamView:
    """What the team replica adds to the merged playbook."""

    store: Store
    rules: list[Rule] = field(default_factory=list)
    #: the team's marks on each rule (by the id it has here), folded
    summaries: dict[str, Summary] = field(default_factory=dict)
    tombstones: list[Tombstone] = field(default_factory=list)
    #: the score of each marked team rule (by id) at the `now` asked for
    scores: dict[str, ScoreBreakdown] = field(default_factory=dict)
    #: each rule id's content hash, to read its marks when a summary cannot serve
    hashes: dict[str, str] = field(default_factory=dict)
    #: the content hashes of a rule's near-duplicates (team/curation.py), whose
    #: marks count on it too
    duplicates: dict[str, tuple[str, ...]] = field(default_factory=dict)
    #: the scored team rules of earlier loads (`_Built.memo`, `_Built.plain`), by id
    memo: dict[str, Any] = field(default_factory=dict)
    plain: dict[str, Any] = field(default_factory=dict)
    #: the maturity all its marks earn, of each marked rule the team holds (by id)
    maturities: dict[str, str] = field(default_factory=dict)
    #: this store's marks not in the replica yet, by rule hash
    pending: dict[str, tuple[tuple[str, float, str], ...]] = field(default_factory=dict)

    def events_of(self, rule_id: str) -> list[EventView]:
        """Every mark on one rule: the replica's (this store's that came back too) and
        this store's not back yet (the exact path, rare)."""
        digest = self.hashes.get(rule_id)
        if digest is None:
            return []
        digests = (digest, *self.duplicates.get(rule_id, ()))
        mine = [_view(*mark) for d in digests for mark in self.pending.get(d, ())]
        return _events(self.store.conn, *digests) + mine


@dataclass
class _Built:
    """The last view made of a replica, kept to be patched by what changed since.

    `inputs` are what every rule's place in it depends on besides its own rule
    and summary (settings, the local rules' ids and hashes, what is hidden,
    which rules are near-duplicates of which); `now` is the moment its scores
    are of. Each rule hash's entries are keyed as `placed` says (the id the
    rule has here).
    """

    inputs: tuple[Any, ...]
    now: datetime
    rules: dict[str, Rule] = field(default_factory=dict)
    summaries: dict[str, Summary] = field(default_factory=dict)
    scores: dict[str, ScoreBreakdown] = field(default_factory=dict)
    hashes: dict[str, str] = field(default_factory=dict)
    duplicates: dict[str, tuple[str, ...]] = field(default_factory=dict)
    placed: dict[str, str] = field(default_factory=dict)
    #: the playbook's scored team rules, reused while their rule and score are
    #: the same objects (`playbook.scored.score_all` fills and reads them): marked
    #: only by the team, and not marked at all
    memo: dict[str, Any] = field(default_factory=dict)
    plain: dict[str, Any] = field(default_factory=dict)
    maturities: dict[str, str] = field(default_factory=dict)
    #: this store's marks not back yet, as the view was built with them
    pending: dict[str, tuple[tuple[str, float, str], ...]] = field(default_factory=dict)

    def copy(self) -> _Built:
        """A copy to patch: a view handed out earlier keeps its own dicts."""
        return _Built(
            self.inputs, self.now, dict(self.rules), dict(self.summaries), dict(self.scores),
            dict(self.hashes), dict(self.duplicates), dict(self.placed), self.memo, self.plain,
            dict(self.maturities), dict(self.pending),
        )  # fmt: skip


@dataclass
class _Cached:
    """The replica's rules as read so far (by content hash), and what marks made of them."""

    generation: str
    rules_seq: int = 0
    #: each rule's row (`_RULE_COLUMNS`), by content hash: its `Rule` is built
    #: once, as marks shape it (a model built and then copied cost twice)
    rules: dict[str, tuple[Any, ...]] = field(default_factory=dict)
    #: the rules without marks, built when first placed
    plain: dict[str, Rule] = field(default_factory=dict)
    #: rule id → content hash, of the same rules
    ids: dict[str, str] = field(default_factory=dict)
    #: by content hash: the summary a rule was last shaped by and its shape
    #: (its earned maturity, or its "AVOID: …" anti-pattern)
    shaped: dict[str, tuple[Summary, Rule, bool]] = field(default_factory=dict)
    #: the replica's summaries as read so far, the clock stamp read with them
    #: (store/team_summary.py) and the half-life they are decayed with
    summaries: dict[str, Summary] | None = None
    summary_stamp: int = 0
    summary_half_life: float | None = None
    built: _Built | None = None


_cache: dict[str, _Cached] = {}
_lock = threading.Lock()


def _view(kind: str, weight: float, created_at: str) -> EventView:
    helpful, harmful = FeedbackKind.HELPFUL, FeedbackKind.HARMFUL
    return scoring.EventView(helpful if kind == "helpful" else harmful, weight, created_at)


def _with_pending(
    summaries: dict[str, Summary],
    pending: dict[str, tuple[tuple[str, float, str], ...]],
    half_life: float,
) -> dict[str, Summary]:
    """The summaries with this store's marks not back yet folded on top."""
    if not pending:
        return summaries
    out = dict(summaries)
    for digest, marks in pending.items():
        mine = of_events([_view(*m) for m in marks], half_life, digest)
        found = out.get(digest)
        out[digest] = mine if found is None else merge(found, mine)
    return out


def _earned(found: Summary, multiplier: float) -> str | None:
    """The maturity a rule's marks earn from candidate as of the last of them (None:
    the summary cannot say)."""
    at_last = decayed(
        found, _CANDIDATE_FACTOR, parse_time(found.at) or utcnow(), multiplier,
        found.half_life_days or 0.0,
    )  # fmt: skip
    if at_last is None:
        return None
    return scoring.next_maturity(Maturity.CANDIDATE, at_last, pinned=False)._value_


def _events(conn: sqlite3.Connection, *digests: str) -> list[EventView]:
    """The marks on these rule hashes (a rule's own and its near-duplicates')."""
    helpful, harmful = FeedbackKind.HELPFUL, FeedbackKind.HARMFUL
    return [
        scoring.EventView(helpful if kind == "helpful" else harmful, weight, created_at)
        for digest in digests
        for kind, weight, created_at in team_rows.events_of(conn, digest)
    ]


def _shape(row: tuple[Any, ...], found: Summary, multiplier: float) -> tuple[Rule, bool]:
    """A team rule (its row) as its marks leave it: (the rule at its earned
    maturity, inverted?).

    Scored as of its last mark, so the shape does not move with the clock.
    """
    at_last = decayed(
        found,
        _CANDIDATE_FACTOR,
        parse_time(found.at) or utcnow(),
        multiplier,
        found.half_life_days or 0.0,  # None (stored NaN) matches nothing: not shaped
    )
    if at_last is None:  # a summary always scores as of its own last mark
        return row_to_rule(row), False
    anti = row[_TYPE] == _ANTI_TYPE or row[_KIND] == _ANTI_KIND
    if scoring.should_invert(at_last, pinned=False, is_anti_pattern=anti):
        return _inverted(row_to_rule(row)), True
    earned = scoring.next_maturity(Maturity.CANDIDATE, at_last, pinned=False)._value_
    if earned != row[_MATURITY]:
        row = (*row[:_MATURITY], earned, *row[_MATURITY + 1 :])
    return row_to_rule(row), False


def _refresh_rules(store: Store, cached: _Cached) -> list[str] | None:
    """Read the replica's rules past what `cached` holds; their content hashes
    (None: read again from the first, every rule may be new).

    Rows are keyed by the server's seq, and pages come in (txid, seq) order:
    a rule committed late on the server can arrive with a seq below the last
    one seen. Rows leave only with a new generation, so a count that does not
    add up means such a rule came: then every rule is read again (rare: two
    members' uploads crossing on the server).
    """
    top = cached.rules_seq
    added: list[str] = []
    rows, held = team_rows.rules_after(store.conn, cached.rules_seq)
    for row in rows:
        cached.rules[row[2]] = tuple(row[:-1])
        cached.ids[row[0]] = row[2]
        cached.shaped.pop(row[2], None)
        cached.plain.pop(row[2], None)
        added.append(row[2])
        top = row[-1]
    cached.rules_seq = top
    if held != len(cached.rules):
        cached.rules.clear()
        cached.ids.clear()
        cached.shaped.clear()
        cached.plain.clear()
        cached.rules_seq = 0
        _refresh_rules(store, cached)
        return None
    return added


def _summaries(
    store: Store, cached: _Cached, half_life: float
) -> tuple[dict[str, Summary], set[str] | None]:
    """The replica's summaries with the configured half-life (rebuilt once if it
    changed), and the rule hashes whose summary changed since the last call
    (None: start over, every one may have). Call with `_lock` held.

    Kept in `cached` and extended by the rows stamped after the last read, so
    a sync that folded a few marks costs a reader a few rows, not 100k.
    """
    conn = store.conn
    if team_summary.replica_half_life(conn) != half_life:
        cached.summaries = None
        try:
            with store.transaction() as writing:
                team_summary.current(writing, half_life, write=True)
        except (sqlite3.Error, KenningError):  # a read-only or busy store: compute, do not keep
            return team_summary.current(conn, half_life, write=False), None
    stamp = team_summary.clock(conn)  # first: a row written meanwhile comes again
    if cached.summaries is None or cached.summary_half_life != half_life:
        cached.summaries = team_summary.read(conn)
        changed: set[str] | None = None
    else:
        got = team_summary.changed_since(conn, cached.summary_stamp)
        cached.summaries.update(got)
        changed = set(got)
    cached.summary_stamp, cached.summary_half_life = stamp, half_life
    return cached.summaries, changed


def _inverted(rule: Rule) -> Rule:
    """The "AVOID: …" anti-pattern of a team rule, made as a local rule's is
    (`curate.anti_pattern_of`).

    It starts afresh (candidate, no marks), like a local inversion; the team's
    marks stay on the rule they were given to. Its times are the rule's, so
    the shape does not move with the clock.
    """
    from kenning.daemon.playbook.curate import AVOID_PREFIX, anti_pattern_of
    from kenning.daemon.store.rule_rows import rule_id_for

    note = f"inverted from {rule.id} by the team's harmful marks"
    anti = anti_pattern_of(rule, rule_id_for(AVOID_PREFIX + rule.content), note, rule.created_at)
    return replace(anti, updated_at=rule.updated_at)


def _absorbed(
    conn: sqlite3.Connection,
    team_ids: dict[str, str],
    local_ids: dict[str, str],
    local_digest: dict[str, str],
    hidden: set[str],
) -> dict[str, str]:
    """The near-duplicates curation found: each one's content hash → the content
    hash of the rule shown for it (a local rule, or a team rule shown here).

    One whose rule is gone (deleted, forgotten, left with its member) is shown
    itself again.
    """
    out: dict[str, str] = {}
    for digest, same_as in team_rows.same_as_rows(conn):
        kept = local_digest.get(same_as)
        if kept is None:
            kept = team_ids.get(same_as)
            if kept is None or kept in hidden:
                continue
        out[digest] = kept
    return out


def _merged(summaries: dict[str, Summary], absorbed: dict[str, str]) -> dict[str, Summary]:
    """The summaries with each near-duplicate's folded into its kept rule's."""
    if not absorbed:
        return summaries
    out = dict(summaries)
    for digest, kept in absorbed.items():
        found = out.pop(digest, None)
        if found is not None:
            other = out.get(kept)
            out[kept] = found if other is None else merge(other, found)
    return out


def _folded(absorbed: dict[str, str]) -> dict[str, tuple[str, ...]]:
    """Each kept rule's content hash → its near-duplicates' (whose marks count on it)."""
    out: dict[str, list[str]] = {}
    for digest, kept in sorted(absorbed.items()):
        out.setdefault(kept, []).append(digest)
    return {kept: tuple(digests) for kept, digests in out.items()}


def team_view(
    store: Store, settings: Settings, now: datetime, *, exact: bool = False
) -> TeamView | None:
    """The replica as one more playbook origin (None when no team is joined: one tiny query).

    A long-lived reader (daemon, language server) gets the last view patched:
    only the rules that arrived and the summaries a pull changed since are
    placed again, while nothing else they depend on moved (`_Built.inputs`)
    and the view's scores are younger than `playbook.cache.MAX_AGE_S` (the age a
    cached playbook is served at anyway); a sync that brought one mark then
    costs a few rules, not 100k. `exact`: every score at `now` (a caller that
    asked for a moment), never a patched view.
    """
    from kenning.daemon.playbook.cache import MAX_AGE_S

    conn = store.conn
    if not team_rows.has_link(conn):
        return None
    if now.tzinfo is None:
        now = now.replace(tzinfo=UTC)  # naive means UTC, as in scoring
    half_life = settings.scoring.half_life_days
    multiplier = settings.scoring.harmful_multiplier
    key = str(store.path)
    generation = local_generation(store)
    with _lock:
        cached = _cache.get(key)
        if cached is None or cached.generation != generation:
            cached = _cache[key] = _Cached(generation)
        arrived = _refresh_rules(store, cached)
        summaries, changed = _summaries(store, cached, half_life)
        local_ids: dict[str, str] = {}
        local_digest: dict[str, str] = {}
        for rule_id, digest in team_rows.local_hashes(conn):
            local_ids[digest] = rule_id  # the smallest id wins (rows come largest first)
            local_digest[rule_id] = digest
        hidden = team_rows.hidden_hashes(conn)
        # the rules the team holds (its maturity is then the marks', not this store's)
        shared = frozenset(shared_hashes(store))
        # this store's marks not back yet, on rules the team knows
        pending = {
            digest: tuple(marks)
            for digest, marks in own_pending(store).items()
            if digest in summaries or digest in cached.rules or digest in shared
        }
        # near-duplicates (team/curation.py): shown as the rule they repeat, their marks on it
        absorbed = _absorbed(conn, cached.ids, local_ids, local_digest, hidden)
        inputs = (half_life, multiplier, local_ids, local_digest, hidden, absorbed, shared)
        complete = _with_pending(summaries, pending, half_life)
        places = _Places(cached, _merged(complete, absorbed), _folded(absorbed), inputs, now)
        last = cached.built
        if (
            not exact
            and changed is not None
            and arrived is not None
            and last is not None
            and last.inputs == inputs
            and timedelta(0) <= now - last.now < timedelta(seconds=MAX_AGE_S)
        ):
            built = last
            moved = {
                d for d in pending.keys() | last.pending.keys()
                if pending.get(d) != last.pending.get(d)
            }  # fmt: skip
            touched = {absorbed.get(d, d) for d in changed | moved} | set(arrived)
            if touched:
                built = last.copy()
                for digest in touched:
                    places.place(built, digest, conn)
        else:
            built = _Built(inputs, now)
            for digest in places.merged.keys() | cached.rules.keys():
                places.place(built, digest, conn)
        built.pending = pending
        cached.built = built
    view = TeamView(
        store, list(built.rules.values()), built.summaries, scores=built.scores,
        hashes=built.hashes, duplicates=built.duplicates, memo=built.memo, plain=built.plain,
        maturities=built.maturities, pending=pending,
    )  # fmt: skip
    view.tombstones = [
        Tombstone(
            id=r[0],
            pattern=r[1],
            is_regex=bool(r[2]),
            reason=r[3],
            replacement=r[4],
            created_at=parse_iso(r[5]) or utcnow(),
        )
        for r in team_rows.tombstone_rows(conn)
    ]
    return view


@dataclass
class _Places:
    """Where each rule hash goes in a view: the same for a whole view and a patch."""

    cached: _Cached
    merged: dict[str, Summary]
    folded: dict[str, tuple[str, ...]]
    inputs: tuple[Any, ...]
    now: datetime

    def place(self, built: _Built, digest: str, conn: sqlite3.Connection) -> None:
        """Put one rule hash's entries in `built` (dropping those it had)."""
        half_life, multiplier, local_ids, _, hidden, absorbed, shared = self.inputs
        old = built.placed.pop(digest, None)
        built.rules.pop(digest, None)
        if old is not None:
            for entries in (
                built.summaries, built.scores, built.hashes, built.duplicates, built.maturities,
            ):  # fmt: skip
                entries.pop(old, None)
        found = self.merged.get(digest)
        rule_id = local_ids.get(digest)
        if rule_id is not None:  # a local rule with this text: every mark counts on it
            if found is not None:
                self._entries(built, rule_id, digest, found)
                if digest in shared or digest in self.cached.rules:  # the team holds it
                    earned = _earned(found, multiplier)
                    if earned is not None:
                        built.maturities[rule_id] = earned
            return
        row = self.cached.rules.get(digest)
        if row is None or digest in hidden or digest in absorbed:
            return  # marks on a rule this replica does not hold, or one forgotten
        if found is None:  # no marks: as shared
            plain = self.cached.plain
            rule = plain.get(digest) or plain.setdefault(digest, row_to_rule(row))
            built.rules[digest] = rule
            return
        shaped = self.cached.shaped
        known = shaped.get(digest)
        if known is None or known[0] != found:
            known = shaped[digest] = (found, *_shape(row, found, multiplier))
        _, rule, inverted = known
        built.rules[digest] = rule
        if inverted:
            return  # the anti-pattern starts without the marks
        self._entries(built, rule.id, digest, found)
        factor = scoring.MATURITY_MULTIPLIER[rule.maturity]
        current = decayed(found, factor, self.now, multiplier, half_life)
        if current is None:  # a clock step back: from the marks
            events = _events(conn, digest, *self.folded.get(digest, ()))
            current = scoring.score(
                events, rule.maturity, self.now, half_life_days=half_life,
                harmful_multiplier=multiplier,
            )  # fmt: skip
        built.scores[rule.id] = current

    def _entries(self, built: _Built, rule_id: str, digest: str, found: Summary) -> None:
        built.placed[digest] = rule_id
        built.summaries[rule_id] = found
        built.hashes[rule_id] = digest
        if digest in self.folded:
            built.duplicates[rule_id] = self.folded[digest]


def event_members(store: Store, rule_id: str) -> list[dict[str, Any]]:
    """Whose marks from the team (the other stores') count on a rule: member, helpful
    and harmful counts."""
    conn = store.conn
    found = team_rows.rule_hash_of(conn, rule_id)
    if found is None:
        return []
    # its own marks and its near-duplicates' (team/curation.py), which count on it
    rows = team_rows.member_marks(conn, found, rule_id, team_rows.origin(conn))
    return [{"member": r[0], "helpful": int(r[1]), "harmful": int(r[2])} for r in rows]
