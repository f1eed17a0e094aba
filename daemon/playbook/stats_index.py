"""What the stats dashboard counts, kept with a playbook and patched with it.

`compute_stats` counts from every rule: counts by state
and facet, score buckets, the best rules, the rules at risk, the stale ones
and the merge candidates (3 s of CPU at 100,000 rules, most of it the
merge candidates' words). A long-lived reader (the daemon) asks for the
dashboard of a cached playbook instead (`dashboard`): a `StatsIndex` is
built once per loaded playbook (`Playbook.derived`) and follows its patches
(`Playbook.patched`), so a write re-counts the few rules it touched and a
dashboard reads the counts, the head of the stale list and the pairs.

A patched index answers as a whole build would, with one difference: the
merge pairs of a rewritten rule are found through all its uncommon words
(shared by at most `MAX_SHARED` rules), where a whole build looks only at
the rarest few of each rule (prefix filtering); both find every pair that
shares a rare enough word, a patch may find a few more.
"""

from __future__ import annotations

import bisect
import copy
from collections import Counter
from dataclasses import dataclass, field, replace
from datetime import UTC, datetime, timedelta
from typing import Any

from kenning.daemon.core.models import RuleState, to_iso, utcnow
from kenning.daemon.core.scoring import BUCKET_HARMFUL, BUCKETS, bucket, is_stale
from kenning.daemon.playbook.book import Playbook, ScoredRule, gc_paused
from kenning.daemon.playbook.similarity import Words, is_negative, words
from kenning.daemon.playbook.stats import MAX_SHARED, MERGE_THRESHOLD, brief, merge_pairs

__all__ = ["StatsIndex", "compute_stats", "dashboard"]

_AT_RISK = frozenset(("at-risk", BUCKET_HARMFUL))
_RETIRED = RuleState.RETIRED.value
_Pair = frozenset[str]


def _since(sb: ScoredRule) -> datetime:
    since = sb.last_feedback_at or sb.created_at
    return since if since.tzinfo is not None else since.replace(tzinfo=UTC)


@dataclass
class StatsIndex:
    """The dashboard's counts of one playbook; never changed once built (a patch
    makes a new one, copying only what the changed rules are in)."""

    #: every rule held, by state; the live ones by maturity, type, kind, scope, origin
    states: Counter[str]
    facets: tuple[Counter[str], ...]
    buckets: Counter[str]
    #: live rules in the at-risk and harmful buckets
    at_risk: dict[str, ScoredRule]
    #: live rules by (last feedback, else creation; id), oldest first
    since: list[tuple[datetime, str]]
    #: live rules' content words, and the live rules holding each word
    sets: dict[str, Words]
    holders: dict[str, set[str]]
    #: merge pairs by their two ids: (a, b, overlap)
    pairs: dict[_Pair, tuple[str, str, float]]
    pairs_of: dict[str, set[_Pair]] = field(default_factory=dict)
    _own: set[str] | None = field(default=None, repr=False, compare=False)

    @classmethod
    def of(cls, playbook: Playbook) -> StatsIndex:
        with gc_paused():
            facets = tuple(Counter[str]() for _ in range(5))
            index = cls(Counter(), facets, Counter(), {}, [], {}, {}, {})
            live: list[ScoredRule] = []
            for sb in playbook.rules:
                if index._count(sb, 1):
                    live.append(sb)
            index.since.sort()
            sets = [(sb.id, index.sets[sb.id]) for sb in live]
            found = merge_pairs(sets, [sb.content for sb in live], MERGE_THRESHOLD)
            for (a, b), overlap in found.items():
                index._pair(sets[a][0], sets[b][0], overlap)
            return index

    def patched(
        self, playbook: Playbook, removed: list[ScoredRule], added: list[ScoredRule]
    ) -> StatsIndex:
        """This index for `playbook`: `removed` gone, `added` counted again."""
        index = replace(
            self,
            states=copy.copy(self.states),
            facets=tuple(copy.copy(c) for c in self.facets),
            buckets=copy.copy(self.buckets),
            at_risk=dict(self.at_risk),
            since=list(self.since),
            sets=dict(self.sets),
            holders=dict(self.holders),
            pairs=dict(self.pairs),
            pairs_of=dict(self.pairs_of),
            _own=set(),
        )
        with gc_paused():
            for sb in removed:
                index._count(sb, -1)
            fresh = [sb for sb in added if index._count(sb, 1)]
            for sb in fresh:
                index._join(playbook, sb)
        return index

    def _holders(self, word: str) -> set[str]:
        """The set of `word`'s holders, copied first when shared with the index patched."""
        found = self.holders.get(word)
        if found is None:
            found = self.holders[word] = set()
        elif self._own is not None and word not in self._own:
            found = self.holders[word] = set(found)
            self._own.add(word)
        return found

    def _count(self, sb: ScoredRule, sign: int) -> bool:
        """Count one rule in (1) or out (-1); whether it is live."""
        state, maturity, type_, kind, scope, origin = sb.facets()
        self.states[state] += sign
        if state == _RETIRED:
            return False
        for counter, value in zip(self.facets, (maturity, type_, kind, scope, origin), strict=True):
            counter[value] += sign
        name = bucket(sb.effective)
        self.buckets[name] += sign
        if sign > 0:
            if name in _AT_RISK:
                self.at_risk[sb.id] = sb
            if self._own is None:  # building: sorted once at the end (`of`)
                self.since.append((_since(sb), sb.id))
            else:
                bisect.insort(self.since, (_since(sb), sb.id))
            mine = self.sets[sb.id] = words(sb.content)
            for w in mine:
                self._holders(w).add(sb.id)
        else:
            self.at_risk.pop(sb.id, None)
            at = bisect.bisect_left(self.since, (_since(sb), sb.id))
            if at < len(self.since) and self.since[at][1] == sb.id:
                del self.since[at]
            for w in self.sets.pop(sb.id, frozenset()):
                self._holders(w).discard(sb.id)
            for pair in self.pairs_of.pop(sb.id, set()):
                self.pairs.pop(pair, None)
                (other,) = pair - {sb.id}
                if other in self.pairs_of:
                    self.pairs_of[other] = self.pairs_of[other] - {pair}
        return True

    def _pair(self, a: str, b: str, overlap: float) -> None:
        pair = frozenset((a, b))
        self.pairs[pair] = (a, b, overlap)
        for rule_id in (a, b):
            self.pairs_of[rule_id] = self.pairs_of.get(rule_id, set()) | {pair}

    def _join(self, playbook: Playbook, sb: ScoredRule) -> None:
        """The merge pairs of a rule counted in: through each of its uncommon words."""
        mine = self.sets[sb.id]
        seen: set[str] = {sb.id}
        negative = is_negative(sb.content)
        for w in mine:
            holding = self.holders.get(w, set())
            if len(holding) > MAX_SHARED:
                continue
            for other in holding - seen:
                seen.add(other)
                theirs = self.sets[other]
                inter = len(mine & theirs)
                overlap = inter / (len(mine) + len(theirs) - inter)
                if overlap < MERGE_THRESHOLD:
                    continue
                found = playbook.get(other)
                if found is not None and is_negative(found.content) == negative:
                    self._pair(other, sb.id, overlap)

    def report(
        self,
        playbook: Playbook,
        *,
        stale_days: int,
        now: datetime,
        conflicts: int = 0,
        limit: int = 10,
    ) -> dict[str, Any]:
        """The dashboard, as `compute_stats` shapes it (docs/cli-json.md)."""
        is_stale(None, now, now, stale_days)  # checks `stale_days` (raises UsageError below 1)
        if now.tzinfo is None:
            now = now.replace(tzinfo=UTC)
        buckets = {name: self.buckets.get(name, 0) for name, _ in BUCKETS}
        buckets[BUCKET_HARMFUL] = self.buckets.get(BUCKET_HARMFUL, 0)
        top: list[ScoredRule] = []
        for sb in playbook.rules:  # best first: the first `limit` with a positive score
            if len(top) == limit:
                break
            if sb.effective > 0 and sb.facets()[0] == RuleState.ACTIVE.value:
                top.append(sb)
        at_risk = sorted(self.at_risk.values(), key=lambda sb: (sb.effective, sb.id))
        cutoff = now - timedelta(days=stale_days)
        stale = bisect.bisect_left(self.since, (cutoff, ""))
        stale_rules = [playbook.get(rule_id) for _, rule_id in self.since[: min(stale, limit)]]
        pairs = sorted(self.pairs.values(), key=lambda p: (-p[2], p[0], p[1]))[:limit]

        def count(counter: Counter[str]) -> dict[str, int]:
            return dict(sorted((k, v) for k, v in counter.items() if v > 0))

        return {
            "generated_at": to_iso(now),
            "total": sum(self.buckets.values()),
            "by_state": count(self.states),
            "by_maturity": count(self.facets[0]),
            "by_type": count(self.facets[1]),
            "by_kind": count(self.facets[2]),
            "by_scope": count(self.facets[3]),
            "by_origin": count(self.facets[4]),
            "buckets": buckets,
            "top": [brief(sb) for sb in top],
            "at_risk": {"count": len(at_risk), "rules": [brief(sb) for sb in at_risk[:limit]]},
            "stale": {
                "days": stale_days,
                "count": stale,
                "rules": [brief(sb) for sb in stale_rules if sb is not None],
            },
            "merge_candidates": [
                {"a": a, "b": b, "overlap": round(overlap, 4)} for a, b, overlap in pairs
            ],
            "tombstones": len(playbook.tombstones),
            "conflicts": conflicts,
            "warnings": list(playbook.warnings),
        }


def dashboard(
    playbook: Playbook,
    *,
    stale_days: int,
    now: datetime | None = None,
    conflicts: int = 0,
    limit: int = 10,
) -> dict[str, Any]:
    """`compute_stats` of a playbook a reader keeps: counted once, patched with it."""
    index = playbook.derived("stats", StatsIndex.of)
    return index.report(
        playbook, stale_days=stale_days, now=now or utcnow(), conflicts=conflicts, limit=limit
    )


def compute_stats(
    playbook: Playbook,
    *,
    stale_days: int,
    now: datetime | None = None,
    conflicts: int = 0,
    limit: int = 10,
) -> dict[str, Any]:
    """The dashboard of `kenning stats` (shape documented in docs/cli-json.md), counted
    from every rule of `playbook` (`dashboard` keeps the counts with a cached playbook).

    Counts by state cover every rule the playbook holds (load it with
    `include_retired=True` to count retired ones); everything else covers live
    (active + proposal) rules only.
    """
    return StatsIndex.of(playbook).report(
        playbook, stale_days=stale_days, now=now or utcnow(), conflicts=conflicts, limit=limit
    )
