from __future__ import annotations

import random

import pytest

from kenning.daemon.core.config import Settings
from kenning.daemon.core.models import Rule, RuleState
from kenning.daemon.playbook import curate
from kenning.daemon.playbook.lookalikes import lookalike_candidates
from kenning.daemon.playbook.similarity import core_words, jaccard, words
from kenning.daemon.store.db import Store
from kenning.daemon.store.rules import RuleRepo

S = Settings()
_WORDS = [
    "use",
    "never",
    "avoid",
    "always",
    "run",
    "the",
    "tests",
    "pytest",
    "fixtures",
    "db.session",
    "async",
    "http",
    "don't",
    "can't",
    "it's",
    "snake_case",
    "foo/bar",
    "c++",
    "c#",
    "node-gyp",
    "retry",
    "backoff",
    "café",
    "naïve",
    "migrations",
    "logging",
    "pathlib",
    "timeouts",
    "lockfile",
    "cache",
    "queue",
]


def _text(rng: random.Random) -> str:
    return " ".join(rng.choice(_WORDS) for _ in range(rng.randint(1, 7)))


@pytest.mark.slow
def test_candidates_hold_every_lookalike_a_full_scan_finds(store: Store) -> None:
    rng = random.Random(5)
    repo = RuleRepo(store)
    with store.transaction():
        for i in range(400):
            text = _text(rng)
            state = RuleState.RETIRED if i % 10 == 0 else RuleState.ACTIVE
            repo.insert(Rule(id=repo.new_id(text), content=text, state=state))
    live = repo.list((RuleState.ACTIVE, RuleState.PROPOSAL))
    by_id = {b.id: b.content for b in live}
    retired = {b.id for b in repo.list((RuleState.RETIRED,))}
    dedup, conflict = S.curation.dedup_threshold, S.curation.conflict_threshold
    narrowed = 0
    for _ in range(200):
        probe = _text(rng)
        found = lookalike_candidates(store, probe, dedup, conflict)
        if found is None:
            assert not probe.isascii()  # only a non-ASCII rule is compared with all
            continue
        ids = {b.id for b in found}
        assert not ids & retired
        assert all(b.content == by_id[b.id] for b in found)
        mine, core = words(probe), core_words(probe)
        expected = {
            b.id
            for b in live
            if jaccard(mine, words(b.content)) >= dedup
            or (core and jaccard(core, core_words(b.content)) >= conflict)
        }
        assert expected <= ids, probe
        narrowed += len(ids) < len(live)
    assert narrowed > 100  # the index does narrow the comparison


def test_add_reinforces_and_records_conflicts_through_the_index(store: Store) -> None:
    first = curate.add_rule(store, S, Rule(id="x", content="Run pytest with -x on CI"))
    again = curate.add_rule(store, S, Rule(id="x", content="run pytest with -x on ci"))
    assert again.action == "reinforced" and again.similar_to == first.rule.id
    opposite = curate.add_rule(store, S, Rule(id="x", content="Never run pytest with -x on CI"))
    assert opposite.action == "conflict" and opposite.conflicts == [first.rule.id]
    # a rule of stop words only has no words to look up: its twin is found by hash
    stop = curate.add_rule(store, S, Rule(id="x", content="it is what it is"))
    twin = curate.add_rule(store, S, Rule(id="x", content="It is what it is"))
    assert twin.action == "reinforced" and twin.similar_to == stop.rule.id


def test_a_rule_outside_ascii_is_compared_with_every_live_rule(store: Store) -> None:
    kept = curate.add_rule(store, S, Rule(id="x", content="Use the naïve datetime parser in tests"))
    gone = curate.add_rule(store, S, Rule(id="x", content="Use the café cache in the worker"))
    curate.retire(store, gone.rule.id)
    near = curate.add_rule(
        store, S, Rule(id="x", content="use the naïve datetime parser in the tests")
    )
    assert near.action == "reinforced" and near.similar_to == kept.rule.id
    back = curate.add_rule(store, S, Rule(id="x", content="Use the café cache in the worker!"))
    assert back.action == "added" and back.rule.id != gone.rule.id  # retired: never reinforced
    opposite = curate.add_rule(
        store, S, Rule(id="x", content="Never use the naïve datetime parser")
    )
    assert opposite.action == "conflict" and opposite.conflicts == [kept.rule.id]


def test_rules_the_index_cannot_spell_are_read_through_their_own_index(store: Store) -> None:
    from kenning.daemon.store.lookalikes import _LIVE, _ODD, _SELECT, odd_live_rows

    repo = RuleRepo(store)
    with store.transaction():
        for i in range(50):
            repo.insert(Rule(id=f"b-{i}", content=f"Keep the cache warm in case {i}"))
        repo.insert(Rule(id="b-odd", content="Don't pin the cache"))
        repo.insert(Rule(id="b-utf", content="Évitez le cache partagé"))
        repo.insert(Rule(id="b-gone", content="Don't cache it", state=RuleState.RETIRED))
    assert sorted(r[0] for r in odd_live_rows(store)) == ["b-odd", "b-utf"]
    # only those rows are read (the partial index of m020), not every rule's text
    plan = " ".join(
        r[3] for r in store.query(f"EXPLAIN QUERY PLAN {_SELECT} WHERE {_ODD} AND {_LIVE}")
    )
    assert "USING INDEX bullets_odd" in plan
    found = lookalike_candidates(store, "Don't pin the cache", 0.8, 0.6)
    assert found is not None and "b-odd" in {c.id for c in found}
