"""The hover's pruned ranking (`RuleIndex._rank_pruned`) gives the answer of scoring every rule.

Random playbooks over a small vocabulary (so terms are shared by many rules, and
scores and trust tie often), random lines of code and prose, several files and
limits: the rules shown and their order are the same either way.
"""

from __future__ import annotations

import random
from datetime import UTC, datetime
from pathlib import Path

import pytest

from kenning.daemon.core.models import Maturity, Rule, Scope
from kenning.daemon.core.scoring import score
from kenning.daemon.playbook.book import ScoredRule
from kenning.lsp import matching
from kenning.lsp.matching import DocContext, RuleIndex
from kenning.lsp.terms import line_terms

NOW = datetime(2026, 1, 1, tzinfo=UTC)

#: names of code (`fetch_user`, `queue.retry`): each rule holds a few, so each name
#: is held by a few percent of a playbook (no more than the index keeps)
_NAMES = [
    f"{head}{sep}{tail}"
    for head, sep in zip(
        ["fetch", "store", "parse", "queue", "cache", "session", "pickle", "yaml", "json", "pool"],
        ["_", ".", "_", ".", "_", ".", ".", "_", ".", "_"],
        strict=True,
    )
    for tail in ["user", "loads", "retry", "commit", "flags", "timeout", "handler", "lock", "env"]
]
_WORDS = ["npm ci", "npm install", "docker build", "transaction", "idempotent", "lockfile"]
_TAGS = ["python", "ts", "sql", "ops", "web", "go"]
_FILES = [
    DocContext("pkg/app.py", "python", Path("/w/repo")),
    DocContext("web/main.ts", "typescript", Path("/w/repo")),
    DocContext("deploy/run.sh", "shell", Path("/w/repo")),
]


def _playbook(rng: random.Random, n: int) -> list[ScoredRule]:
    out = []
    for i in range(n):
        words = rng.sample(_NAMES, rng.randint(1, 4)) + rng.sample(_WORDS, rng.randint(0, 1))
        rule = Rule(
            id=f"r{rng.randrange(10**6):06d}-{i}",
            content="Use " + " and ".join(words) + f" carefully (case {i % 7})",
            tags=rng.sample(_TAGS, rng.randint(0, 2)),
            scope=rng.choice(list(Scope)),
            scope_key="python",
            maturity=rng.choice(list(Maturity)[:3]),
        )
        sb = ScoredRule(rule, score([], rule.maturity, NOW))
        if rng.random() < 0.6:  # the others keep the trust of no feedback: ties
            sb.effective = rng.choice([-6.0, -1.0, 0.5, 2.0, 7.0, rng.uniform(-5, 5)])
        out.append(sb)
    return out


def _line(rng: random.Random) -> str:
    parts = rng.sample(_NAMES, rng.randint(1, 3)) + rng.sample(_WORDS, rng.randint(0, 1))
    code = ", ".join(p.replace(" ", "_") for p in parts)
    return rng.choice(
        [f"    result = call({code})", f"    # {' '.join(parts)}", f"{code} = 1  # note"]
    )


@pytest.mark.slow
@pytest.mark.parametrize("seed", range(30))
def test_pruned_ranking_shows_the_same_rules_in_the_same_order(
    seed: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    # prune whatever the number of postings (the server does from `PRUNE_FROM`)
    monkeypatch.setattr(matching, "PRUNE_FROM", 0)
    # and read a few postings at a time to the end: every bound is put to the test
    monkeypatch.setattr(matching, "_FIRST_DEPTH", 1)
    monkeypatch.setattr(matching, "_GIVE_UP", 0)
    stops: list[bool] = []
    final = matching._Ranked.final

    def counted(self: matching._Ranked, *args: float) -> bool:
        stops.append(final(self, *args))  # type: ignore[arg-type]
        return stops[-1]

    monkeypatch.setattr(matching._Ranked, "final", counted)
    rng = random.Random(seed)
    index = RuleIndex(_playbook(rng, rng.choice([60, 250, 900])))
    shown = 0
    for _ in range(200):
        ctx = rng.choice(_FILES)
        terms = line_terms(_line(rng), ctx.language, None)
        limit = rng.choice([1, 3, 5])
        pruned = index.rank(terms, ctx, limit=limit)
        full = index.rank(terms, ctx, limit=limit, exhaustive=True)
        assert [(m.rule.id, m.relevance, m.tokens) for m in pruned] == [
            (m.rule.id, m.relevance, m.tokens) for m in full
        ]
        shown += bool(full)
    assert shown >= 10  # the lines do reach rules
    assert stops.count(True) >= 10  # and the ranking stopped early on many of them


@pytest.mark.slow
def test_pruning_reads_few_rules_of_a_large_playbook(monkeypatch: pytest.MonkeyPatch) -> None:
    """Rules that differ in trust: the best ones are found at the head of the postings."""
    rng = random.Random(5)
    rules = []
    topics = [
        f"{head}_{tail}"
        for head in ("fetch", "store", "parse", "build", "load")
        for tail in ("queue", "pool", "cache", "lock", "env")
    ]
    for i in range(12_000):
        # 480 rules (4 %) on each of 25 topics
        rule = Rule(id=f"r{i:05d}", content=f"Wrap {topics[i % 25]} handlers in a transaction")
        sb = ScoredRule(rule, score([], rule.maturity, NOW))
        sb.effective = rng.uniform(-5, 5)
        rules.append(sb)
    index = RuleIndex(rules)
    read: list[int] = []
    finish = RuleIndex._finish

    def counting(self: RuleIndex, scores: dict[int, float], *args: object) -> object:
        read.append(len(scores))
        return finish(self, scores, *args)  # type: ignore[arg-type]

    monkeypatch.setattr(RuleIndex, "_finish", counting)
    ctx = _FILES[0]
    terms = line_terms("        parse_queue.put(item)", "python", None)
    pruned = index.rank(terms, ctx, limit=3)
    assert len(pruned) == 3 and max(read) < 100  # of the 480 rules holding the terms
    read.clear()
    assert index.rank(terms, ctx, limit=3, exhaustive=True) == pruned
    assert read == [480]
