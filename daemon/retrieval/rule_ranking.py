"""How a briefing ranks the rules it weighs: `rank = relevance × trust`.

*Relevance* (0..1) is how well a rule matches the task: lexical (FTS5 BM25
over `bullets_fts`, blended with the weighted share of the task's keys the
rule has: retrieval/stems.py) combined with semantic (cosine of stored rule
vectors) as `1 − (1 − lexical)(1 − 0.8 × semantic)`; a rule scoped to what is
at hand gets a floor of `SCOPE_FLOOR`. *Trust* is `1 + tanh(effective / 4)`.
retrieval/context.py describes the whole briefing; docs/context.md, the why.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import TYPE_CHECKING

from kenning.daemon.core.models import Maturity, RuleState, Scope
from kenning.daemon.playbook.book import Playbook, ScoredRule

# the rule-check engine's scope (playbook/checks re-exports it), without the checks
# themselves: a briefing decides scope only, and a cold one must not import RE2
from kenning.daemon.playbook.scope import Situation, scope_fit
from kenning.daemon.retrieval.briefing import RuleEntry
from kenning.daemon.retrieval.lexical import plan_rule_match
from kenning.daemon.retrieval.scope_index import _ScopeIndex
from kenning.daemon.retrieval.stems import rule_keys, task_keys
from kenning.daemon.store.db import Store
from kenning.daemon.store.search import rule_bm25

if TYPE_CHECKING:
    from kenning.daemon.retrieval.search import Searcher
    from kenning.daemon.retrieval.vectors.index import VectorIndex

__all__ = [
    "CANDIDATE_MIN",
    "CANDIDATE_TRUST",
    "LEARNED",
    "SCOPE_FLOOR",
    "SEMANTIC_FLOOR",
    "Ranked",
    "Signals",
    "lexical_rules",
    "rank_rules",
    "rule_entry",
    "semantic_rules",
]

#: the relevance a rule scoped to this workspace/language/framework gets without shared words
#: (scoped rules rank above unscoped ones of equal match, and among themselves by match)
SCOPE_FLOOR = 0.2
#: categories of rules reflection learned: one scoped to a language (seen in several projects)
#: is shown only when it matches the task, so it never crowds a project's own rules
LEARNED = frozenset({"error-fix", "revert", "correction", "convention"})
#: a proposal (a lesson seen once, not confirmed) is shown, marked, only when it matches this
#: well, counting the lift its own project gives it (SCOPE_FLOOR): a proposal of another
#: project never shows, one of this project needs some of the task's words or meaning
CANDIDATE_MIN = 0.3
#: trust of a proposal shown in a briefing, against 1 for a new active rule
CANDIDATE_TRUST = 0.7
#: below this cosine a rule vector is not considered similar at all
SEMANTIC_FLOOR = 0.2
_CANDIDATES = 300


def _weight(key: str, index: _ScopeIndex) -> float:
    """A rare word weighs more than a common one; a shared concept half a word."""
    idf = math.log(1.0 + index.n / (1.0 + index.df.get(key, 0)))
    return idf * (0.5 if key.startswith("~") else 1.0)


class _Coverage:
    """The weighted share of what the task is about (`task_keys`) that a rule is
    about too, 0..1; the task's weights computed once per briefing, not per rule."""

    __slots__ = ("known", "total", "weights")

    def __init__(self, task_keys: frozenset[str], index: _ScopeIndex) -> None:
        self.known = [k for k in task_keys if index.df.get(k)]
        self.weights = {k: _weight(k, index) for k in self.known}
        self.total = sum(self.weights[k] for k in self.known)

    def of(self, shared: frozenset[str]) -> float:
        """The share for a rule (`shared`: the task's keys the rule has)."""
        if self.total <= 0.0:
            return 0.0
        weights = self.weights
        return sum(weights[k] for k in self.known if k in shared) / self.total


@dataclass(frozen=True)
class Signals:
    lexical: dict[str, float]
    semantic: dict[str, float]


def lexical_rules(store: Store, task: str) -> dict[str, float]:
    """Rule id → BM25 over `bullets_fts` and `team_rules_fts`, normalised by the best hit.

    Without the task's words so common that ranking every rule holding them
    would cost more than it tells (`plan_rule_match`: at 100,000 rules a word
    like "tests" is in thousands); when only such words are left, the newest
    rules holding them are ranked.
    """
    plan = plan_rule_match(store, task)
    if plan.match is None:
        return {}
    # team rules (daemon/team/) too: they have their own index, built the same way
    rows = rule_bm25(store, plan.match, _CANDIDATES, newest=plan.common_only)
    if not rows:
        return {}
    best = max(-float(r[1]) for r in rows) or 1.0
    return {str(r[0]): max(0.0, -float(r[1])) / best for r in rows}


def semantic_rules(
    searcher: Searcher | None, index: VectorIndex | None, task: str
) -> dict[str, float]:
    if searcher is None or searcher.embedder is None or index is None or len(index) == 0:
        return {}
    vec = searcher.embedder.embed_query(task)
    out = {}
    for ref_id, cos in index.search(vec, _CANDIDATES, store=searcher.store):
        if cos > SEMANTIC_FLOOR:
            out[ref_id] = (cos - SEMANTIC_FLOOR) / (1.0 - SEMANTIC_FLOOR)
    return out


def _trust(effective: float, pinned: bool) -> float:
    trust = 1.0 + math.tanh(effective / 4.0)
    return max(trust, 1.5) if pinned else trust


@dataclass(frozen=True, slots=True)
class Ranked:
    """A candidate that made the briefing, before it becomes a `RuleEntry`."""

    rank: float
    id: str
    sb: ScoredRule
    relevance: float
    why: list[str]
    anti: bool


def rank_rules(
    playbook: Playbook,
    index: _ScopeIndex,
    situation: Situation,
    candidates: set[str],
    signals: Signals,
    task: str,
    stored_keys: dict[str, tuple[str, ...]] | None = None,
) -> list[Ranked]:
    """The `candidates` that apply here, best first. Each is decided and scored from
    its loaded fields (`ScoredRule`), without building its `Rule`: at 100,000 rules
    a briefing weighs hundreds of candidates and shows a few (`rule_entry`). `index`
    gives the words' weights (`df`, `n`); `stored_keys`, the keys of rules as
    the store keeps them (`rule_keys` of the same text, read, not computed)."""
    keys = task_keys(task)
    coverage_of = _Coverage(keys, index).of
    ranked: list[Ranked] = []
    for rule_id in candidates:
        sb = playbook.get(rule_id)
        if sb is None:
            continue
        state, maturity, _, _, scope, _ = sb.facets()  # stored text (StrEnum values)
        proposal = state == RuleState.PROPOSAL
        if (state != RuleState.ACTIVE and not proposal) or maturity == Maturity.DEPRECATED:
            continue
        applies, scope_why = scope_fit(sb, situation)
        if not applies:
            continue
        lex = signals.lexical.get(rule_id, 0.0)
        about = stored_keys.get(rule_id) if stored_keys else None
        if about is None:
            about = rule_keys(sb.content, tuple(sb.tags))
        common = keys.intersection(about)
        coverage = coverage_of(common)
        # BM25 (porter stems, phrases) refines; the weighted coverage of the task decides.
        # Repo rules are not in bullets_fts: their lexical side is coverage alone.
        lexical = 0.2 * lex + 0.8 * coverage if rule_id in signals.lexical else coverage
        sem = signals.semantic.get(rule_id, 0.0)
        relevance = 1.0 - (1.0 - lexical) * (1.0 - 0.8 * sem)
        if scope_why is not None and (scope == Scope.WORKSPACE or sb.category not in LEARNED):
            relevance = SCOPE_FLOOR + (1.0 - SCOPE_FLOOR) * relevance
        if proposal and relevance < CANDIDATE_MIN:
            continue  # a proposal is shown only when it matches strongly
        if relevance <= 0.0:
            continue
        why = []
        matched = sorted(k for k in common if not k.startswith("~"))
        shared = sorted(k[1:] for k in common if k.startswith("~"))
        if matched:
            why.append("matched: " + ", ".join(matched))
        if shared:
            why.append("about: " + ", ".join(shared))
        if sem:
            why.append(f"semantic {sem:.2f}")
        if scope_why:
            why.append("scope: " + scope_why)
        pinned = sb.pinned
        if pinned:
            why.append("pinned")
        trust = _trust(sb.effective, pinned)
        if proposal:
            why.append("proposal: learned once, not confirmed or accepted yet")
            trust = min(trust, CANDIDATE_TRUST)
        relevance = round(min(relevance, 1.0), 4)
        rank = round(relevance * trust, 4)
        ranked.append(Ranked(rank, rule_id, sb, relevance, why, sb.is_anti_pattern))
    ranked.sort(key=lambda r: (-r.rank, r.id))
    return ranked


def rule_entry(r: Ranked) -> RuleEntry:
    """The briefing's entry of a ranked rule (its `Rule` is built here: a few per briefing)."""
    b = r.sb.rule
    return RuleEntry(
        id=b.id,
        content=b.content,
        kind=str(b.kind),
        type=str(b.type),
        maturity=str(b.maturity),
        scope=str(b.scope),
        scope_key=b.scope_key,
        origin=b.origin,
        pinned=b.pinned,
        state=str(b.state),
        effective=round(r.sb.effective, 4),
        relevance=r.relevance,
        rank=r.rank,
        why=r.why,
    )
