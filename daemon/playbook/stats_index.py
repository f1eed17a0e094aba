"""What the stats dashboard counts, kept with a playbook and patched with it.

`compute_stats` counts from every rule: counts by state
and facet, score buckets, the best rules, the rules at risk, the stale ones
and the merge candidates (3 s of CPU at 100,000 rules, most of it the
merge candidates' words). A long-lived reader (the daemon) asks for the
dashboard of a cached playbook instead (`dashboard`): a `StatsIndex` is
built once per loaded playbook (`Playbook.derived`) and follows its patches
(`Playbook.patched`), so a write re-counts the few rules it touched and a
dashboard reads the counts and the head of each ordered list (the rules at
risk, the stale ones, the pairs). Neither copies a list or a map of every
rule: the ordered lists are `_Sorted` (blocks shared with the index patched
from) and the per-rule maps `Layers` (layers.py: a patch's own changes over
a shared map, as the playbook's rules by id), and a rule a mark read again
keeps its words and pairs.

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
from typing import Any, Generic, TypeVar

from kenning.daemon.core.models import RuleState, to_iso, utcnow
from kenning.daemon.core.scoring import BUCKET_HARMFUL, BUCKETS, bucket, is_stale
from kenning.daemon.playbook.book import Playbook, ScoredRule, gc_paused
from kenning.daemon.playbook.layers import Layers
from kenning.daemon.playbook.similarity import Words, is_negative, words
from kenning.daemon.playbook.stats import MAX_SHARED, MERGE_THRESHOLD, brief, merge_pairs

__all__ = ["StatsIndex", "compute_stats", "dashboard"]

_AT_RISK = frozenset(("at-risk", BUCKET_HARMFUL))
_RETIRED = RuleState.RETIRED.value
_Pair = frozenset[str]


def _since(sb: ScoredRule) -> datetime:
    since = sb.last_feedback_at or sb.created_at
    return since if since.tzinfo is not None else since.replace(tzinfo=UTC)


T = TypeVar("T", bound=tuple[Any, ...])


class _Sorted(Generic[T]):
    """A sorted list a patch changes without copying it: blocks of at most
    `2 * BLOCK` items, shared with the index patched from until changed (a patch
    copies the list of blocks and the ones it changes)."""

    BLOCK = 512
    __slots__ = ("_blocks", "_lasts", "_own")

    def __init__(self, items: list[T] | None = None) -> None:
        ordered = sorted(items or [])
        size = self.BLOCK
        self._blocks: list[list[T]] = [ordered[i : i + size] for i in range(0, len(ordered), size)]
        self._lasts: list[T] = [b[-1] for b in self._blocks]
        self._own: set[int] = {id(b) for b in self._blocks}

    def copy(self) -> _Sorted[T]:
        other: _Sorted[T] = _Sorted.__new__(_Sorted)
        other._blocks, other._lasts, other._own = list(self._blocks), list(self._lasts), set()
        return other

    def __len__(self) -> int:
        return sum(map(len, self._blocks))

    def _mine(self, at: int) -> list[T]:
        block = self._blocks[at]
        if id(block) not in self._own:
            block = self._blocks[at] = list(block)
            self._own.add(id(block))
        return block

    def add(self, item: T) -> None:
        if not self._blocks:
            self._blocks.append([item])
            self._lasts.append(item)
            self._own.add(id(self._blocks[0]))
            return
        at = min(bisect.bisect_left(self._lasts, item), len(self._blocks) - 1)
        block = self._mine(at)
        bisect.insort(block, item)
        self._lasts[at] = block[-1]
        if len(block) > 2 * self.BLOCK:
            half = block[self.BLOCK :]
            del block[self.BLOCK :]
            self._blocks.insert(at + 1, half)
            self._own.add(id(half))
            self._lasts[at] = block[-1]
            self._lasts.insert(at + 1, half[-1])

    def discard(self, item: T) -> None:
        at = bisect.bisect_left(self._lasts, item)
        if at >= len(self._blocks):
            return
        found = bisect.bisect_left(self._blocks[at], item)
        if found >= len(self._blocks[at]) or self._blocks[at][found] != item:
            return
        block = self._mine(at)
        del block[found]
        if block:
            self._lasts[at] = block[-1]
        else:
            del self._blocks[at], self._lasts[at]

    def below(self, item: T) -> int:
        """How many items sort before `item`."""
        at = bisect.bisect_left(self._lasts, item)
        before = sum(map(len, self._blocks[:at]))
        if at < len(self._blocks):
            before += bisect.bisect_left(self._blocks[at], item)
        return before

    def head(self, n: int) -> list[T]:
        """The first `n` items."""
        out: list[T] = []
        for block in self._blocks:
            if len(out) >= n:
                break
            out += block[: n - len(out)]
        return out


@dataclass
class StatsIndex:
    """The dashboard's counts of one playbook; never changed once built (a patch
    makes a new one, sharing what the changed rules are not in: `Layers` and
    `_Sorted` copy a few entries and blocks, not a list or map of every rule)."""

    #: every rule held, by state; the live ones by maturity, type, kind, scope, origin
    states: Counter[str]
    facets: tuple[Counter[str], ...]
    buckets: Counter[str]
    #: live rules in the at-risk and harmful buckets, and their order (score, id)
    at_risk: Layers[str, ScoredRule]
    risk: _Sorted[tuple[float, str]]
    #: live rules by (last feedback, else creation; id), oldest first
    since: _Sorted[tuple[datetime, str]]
    #: live rules' content words, and the live rules holding each word
    sets: Layers[str, Words]
    holders: Layers[str, set[str]]
    #: merge pairs by their two ids: (a, b, overlap), and their order (-overlap, a, b)
    pairs: Layers[_Pair, tuple[str, str, float]]
    ranked_pairs: _Sorted[tuple[float, str, str]]
    pairs_of: Layers[str, set[_Pair]] = field(default_factory=Layers)
    _own: set[str] | None = field(default=None, repr=False, compare=False)

    @classmethod
    def of(cls, playbook: Playbook) -> StatsIndex:
        with gc_paused():
            facets = tuple(Counter[str]() for _ in range(5))
            index = cls(
                Counter(), facets, Counter(), Layers(), _Sorted(), _Sorted(), Layers(),
                Layers(), Layers(), _Sorted(),
            )  # fmt: skip
            live: list[ScoredRule] = []
            since: list[tuple[datetime, str]] = []
            risk: list[tuple[float, str]] = []
            for sb in playbook.rules:
                if index._count(sb, 1, since, risk):
                    live.append(sb)
            index.since, index.risk = _Sorted(since), _Sorted(risk)
            sets = [(sb.id, index.sets[sb.id]) for sb in live]
            found = merge_pairs(sets, [sb.content for sb in live], MERGE_THRESHOLD)
            for (a, b), overlap in found.items():
                index._pair(sets[a][0], sets[b][0], overlap)
            for name in ("at_risk", "sets", "holders", "pairs", "pairs_of"):
                setattr(index, name, Layers(getattr(index, name).over))  # built: all its own
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
            at_risk=self.at_risk.copy(),
            risk=self.risk.copy(),
            since=self.since.copy(),
            sets=self.sets.copy(),
            holders=self.holders.copy(),
            pairs=self.pairs.copy(),
            ranked_pairs=self.ranked_pairs.copy(),
            pairs_of=self.pairs_of.copy(),
            _own=set(),
        )
        # a rule read again with the same text, live before and after (a mark, say),
        # keeps its words, their holders and its merge pairs: the holders of a common
        # word are thousands of ids, which a patch would copy to take one out and in
        again = {sb.id: sb for sb in added}
        kept = {
            sb.id
            for sb in removed
            if (new := again.get(sb.id)) is not None
            and new.content == sb.content
            and sb.facets()[0] != _RETIRED
            and new.facets()[0] != _RETIRED
        }
        with gc_paused():
            for sb in removed:
                index._count(sb, -1, words_too=sb.id not in kept)
            fresh = [sb for sb in added if index._count(sb, 1, words_too=sb.id not in kept)]
            for sb in fresh:
                if sb.id not in kept:
                    index._join(playbook, sb)
        return index

    def _holders(self, word: str) -> set[str]:
        """The set of `word`'s holders, copied first when shared with the index patched."""
        found: set[str] | None = self.holders.get(word)
        if found is None:
            found = self.holders[word] = set()
            if self._own is not None:
                self._own.add(word)
        elif self._own is not None and word not in self._own:
            found = self.holders[word] = set(found)
            self._own.add(word)
        return found

    def _count(
        self,
        sb: ScoredRule,
        sign: int,
        since: list[tuple[datetime, str]] | None = None,
        risk: list[tuple[float, str]] | None = None,
        *,
        words_too: bool = True,
    ) -> bool:
        """Count one rule in (1) or out (-1); whether it is live. While the index is
        built (`of`), its times and risks go to `since` and `risk`, sorted once.
        Without `words_too`, its words and merge pairs stay as they are."""
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
                if risk is None:
                    self.risk.add((sb.effective, sb.id))
                else:
                    risk.append((sb.effective, sb.id))
            if since is None:
                self.since.add((_since(sb), sb.id))
            else:
                since.append((_since(sb), sb.id))
            if not words_too:
                return True
            mine = self.sets[sb.id] = words(sb.content)
            for w in mine:
                self._holders(w).add(sb.id)
        else:
            if self.at_risk.pop(sb.id) is not None:
                self.risk.discard((sb.effective, sb.id))
            self.since.discard((_since(sb), sb.id))
            if not words_too:
                return True
            for w in self.sets.pop(sb.id, frozenset()):
                self._holders(w).discard(sb.id)
            for pair in self.pairs_of.pop(sb.id, set()):
                gone = self.pairs.pop(pair)
                if gone is not None:
                    self.ranked_pairs.discard((-gone[2], gone[0], gone[1]))
                (other,) = pair - {sb.id}
                if other in self.pairs_of:
                    self.pairs_of[other] = self.pairs_of[other] - {pair}
        return True

    def _pair(self, a: str, b: str, overlap: float) -> None:
        pair = frozenset((a, b))
        old = self.pairs.get(pair)
        if old is not None:
            self.ranked_pairs.discard((-old[2], old[0], old[1]))
        self.pairs[pair] = (a, b, overlap)
        self.ranked_pairs.add((-overlap, a, b))
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
        at_risk = [self.at_risk[rule_id] for _, rule_id in self.risk.head(limit)]
        cutoff = now - timedelta(days=stale_days)
        stale = self.since.below((cutoff, ""))
        stale_rules = [playbook.get(rule_id) for _, rule_id in self.since.head(min(stale, limit))]
        pairs = [(a, b, -negated) for negated, a, b in self.ranked_pairs.head(limit)]

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
            "at_risk": {"count": len(self.risk), "rules": [brief(sb) for sb in at_risk]},
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
