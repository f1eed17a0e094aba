"""The playbook health dashboard (`kenning stats`) as data.

Counts by state, maturity, type, kind, scope and origin; score buckets; top
performers; rules at risk; stale rules; and merge candidates (pairs of live
rules whose words overlap enough that one could absorb the other).

Merge candidates use prefix filtering (an all-pairs similarity join): with
words ordered rarest first, two sets with Jaccard ≥ t must share a word among
the first `|x| - ceil(t·|x|) + 1` of each. Only those prefixes are indexed, so
10,000 rules take milliseconds instead of 50 million comparisons. Words
shared by more than `MAX_SHARED` rules are skipped, which bounds the work
when many rules are phrased alike.
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Sequence
from datetime import UTC, datetime, timedelta
from itertools import chain
from operator import itemgetter
from typing import Any

from kenning.daemon.core.models import RuleState, utcnow
from kenning.daemon.core.scoring import is_stale
from kenning.daemon.playbook.book import Playbook, ScoredRule, gc_paused
from kenning.daemon.playbook.similarity import Words, is_negative, words

__all__ = [
    "MAX_SHARED",
    "MERGE_THRESHOLD",
    "brief",
    "merge_candidates",
    "merge_pairs",
    "stale_rules",
]

#: word overlap from which two live rules are suggested for merging; below the
#: dedup threshold on purpose: those pairs got past dedup and need a person
MERGE_THRESHOLD = 0.6
#: words used by more rules than this are not used to find pairs: they make
#: the join quadratic, and two rules alike only in common words are rarely
#: worth merging (an approximation: such pairs are not suggested)
MAX_SHARED = 64


def merge_candidates(
    items: list[ScoredRule], threshold: float = MERGE_THRESHOLD, limit: int = 20
) -> list[dict[str, Any]]:
    """Pairs of same-polarity rules with word overlap ≥ `threshold`, best first."""
    with gc_paused():  # tens of thousands of small objects, no cycles
        return _merge_candidates(items, threshold, limit)


def _merge_candidates(
    items: list[ScoredRule], threshold: float, limit: int
) -> list[dict[str, Any]]:
    contents = [sb.content for sb in items]
    sets: list[tuple[str, Words]] = [(sb.id, words(sb.content)) for sb in items]
    found = merge_pairs(sets, contents, threshold)
    pairs = sorted(found.items(), key=lambda kv: (-kv[1], sets[kv[0][0]][0], sets[kv[0][1]][0]))
    return [
        {"a": sets[a][0], "b": sets[b][0], "overlap": round(overlap, 4)}
        for (a, b), overlap in pairs[:limit]
    ]


def merge_pairs(
    sets: Sequence[tuple[str, Words]], contents: Sequence[str], threshold: float
) -> dict[tuple[int, int], float]:
    """Every pair (positions in `sets`, the earlier first) of same-polarity rules
    with word overlap ≥ `threshold` that share an uncommon word (see the module)."""
    freq: Counter[str] = Counter(chain.from_iterable(ws for _, ws in sets))
    # one global order, rarest first (ties by the word): a C-level sort key
    rank = {w: i for i, w in enumerate(sorted(freq, key=lambda w: (freq[w], w)))}
    # words of more than MAX_SHARED rules are never looked up: leave them out
    # before sorting (they would sort last, after every word that is used)
    common = frozenset(w for w, n in freq.items() if n > MAX_SHARED)
    index: dict[str, list[int]] = {}
    found: dict[tuple[int, int], float] = {}
    for i, (_, ws) in enumerate(sets):
        rare = ws - common
        if not rare:
            continue
        prefix = len(ws) - math.ceil(threshold * len(ws)) + 1
        seen: set[int] = set()
        # which words are looked up matters, not their order: sort only to choose
        toks = rare if len(rare) <= prefix else sorted(rare, key=rank.__getitem__)[:prefix]
        for w in toks:
            for j in index.get(w, ()):
                if j in seen:
                    continue
                seen.add(j)
                other = sets[j][1]
                inter = len(ws & other)
                overlap = inter / (len(ws) + len(other) - inter)
                # opposite polarity ("X" vs "AVOID: X") is a conflict, not a merge;
                # polarity is a regex search: asked of the few close pairs only
                if overlap >= threshold and is_negative(contents[i]) == is_negative(contents[j]):
                    found[(j, i)] = overlap
            index.setdefault(w, []).append(i)
    return found


def stale_rules(pb: Playbook, days: int, now: datetime | None = None) -> list[ScoredRule]:
    """Live rules without feedback for more than `days` days (oldest feedback first).

    The rule is `scoring.is_stale`'s, with its cut-off computed once: a rule is
    stale when its last feedback (else its creation) is before `now − days`.
    """
    now = now or utcnow()
    retired = RuleState.RETIRED
    return _stale([sb for sb in pb.rules if sb.state != retired], days, now)


def _stale(live: list[ScoredRule], days: int, now: datetime) -> list[ScoredRule]:
    """`stale_rules` over rules known to be live."""
    is_stale(None, now, now, days)  # checks `days` (raises UsageError below 1)
    if now.tzinfo is None:
        now = now.replace(tzinfo=UTC)
    cutoff = now - timedelta(days=days)
    found: list[tuple[datetime, str, ScoredRule]] = []
    for sb in live:
        since = sb.last_feedback_at or sb.created_at
        if since.tzinfo is None:
            since = since.replace(tzinfo=UTC)
        if since < cutoff:
            found.append((since, sb.id, sb))
    found.sort(key=itemgetter(0, 1))
    return [sb for _, _, sb in found]


def brief(sb: ScoredRule) -> dict[str, Any]:
    return {
        "id": sb.id,
        "content": sb.content,
        "effective": round(sb.score.effective, 4),
        "maturity": sb.maturity.value,
        "helpful_count": sb.score.helpful_count,
        "harmful_count": sb.score.harmful_count,
    }
