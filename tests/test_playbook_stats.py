from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from kenning.daemon.core.config import Settings
from kenning.daemon.core.models import FeedbackKind, Rule, RuleState
from kenning.daemon.playbook import curate
from kenning.daemon.playbook.book import Playbook
from kenning.daemon.playbook.stats import merge_candidates, stale_rules
from kenning.daemon.playbook.stats_index import compute_stats
from kenning.daemon.store.db import Store

S = Settings()


def add(store: Store, text: str) -> str:
    return curate.add_rule(store, S, Rule(id="n", content=text)).rule.id


def test_merge_candidates_same_polarity_only(store: Store) -> None:
    a = add(store, "Write a failing test before fixing a bug")
    b = add(store, "Write a failing regression test before fixing a reported bug")
    add(store, "Never write a failing test before fixing a bug")  # opposite: a conflict
    add(store, "Keep the changelog in Keep a Changelog format")
    pb = Playbook.load(store, S, None)
    pairs = merge_candidates(pb.rules)
    assert [{p["a"], p["b"]} for p in pairs] == [{a, b}]
    assert pairs[0]["overlap"] == 0.75


def test_merge_candidates_match_brute_force(store: Store) -> None:
    from kenning.daemon.playbook.similarity import is_negative, jaccard, words

    texts = [
        f"{verb} {thing} in {place}"
        for verb in ("Use", "Prefer", "Check")
        for thing in ("typed settings objects", "the shared http client", "small commits")
        for place in ("services", "tests", "scripts and tools")
    ]
    with store.transaction():
        from kenning.daemon.store.rule_rows import rule_id_for
        from kenning.daemon.store.rules import RuleRepo

        for t in texts:
            RuleRepo(store).insert(Rule(id=rule_id_for(t), content=t))
    pb = Playbook.load(store, S, None)
    got = {frozenset((p["a"], p["b"])) for p in merge_candidates(pb.rules, 0.5, limit=10_000)}
    items = pb.rules
    want = {
        frozenset((x.rule.id, y.rule.id))
        for i, x in enumerate(items)
        for y in items[i + 1 :]
        if jaccard(words(x.rule.content), words(y.rule.content)) >= 0.5
        and is_negative(x.rule.content) == is_negative(y.rule.content)
    }
    assert got == want and want


def test_compute_stats_and_stale(store: Store) -> None:
    good = add(store, "Run migrations inside a transaction")
    bad = add(store, "Disable the type checker when it complains")
    old = datetime.now(UTC) - timedelta(days=200)
    curate.mark(store, S, good, FeedbackKind.HELPFUL, now=old)
    curate.mark(store, S, bad, FeedbackKind.HARMFUL)
    pb = Playbook.load(store, S, None, include_retired=True)
    stats = compute_stats(pb, stale_days=90)
    assert stats["total"] == 2 and stats["by_state"] == {"active": 2}
    assert stats["at_risk"]["rules"][0]["id"] == bad
    assert stats["stale"]["count"] == 1 and stats["stale"]["rules"][0]["id"] == good
    assert [sb.rule.id for sb in stale_rules(pb, 90)] == [good]


@pytest.mark.slow
def test_the_kept_dashboard_follows_writes_as_a_fresh_count_sees_them(
    store: Store, monkeypatch: pytest.MonkeyPatch
) -> None:
    import random

    from kenning.daemon.playbook.cache import PlaybookCache
    from kenning.daemon.playbook.stats_index import StatsIndex, _Sorted, dashboard
    from kenning.daemon.store.rules import RuleRepo

    monkeypatch.setattr(_Sorted, "BLOCK", 2)  # the sorted lists' blocks split and empty here

    rng = random.Random(5)
    things = ["retries", "timeouts", "fixtures", "migrations", "the cache", "logging"]
    places = ["in services", "in tests", "on ci", "in scripts"]
    ids = [
        add(store, f"{rng.choice(['Use', 'Prefer', 'Never use'])} {t} {p} for case {i}")
        for i, (t, p) in enumerate((rng.choice(things), rng.choice(places)) for _ in range(60))
    ]
    ids.append(add(store, "Write a failing test before fixing a bug"))
    now = datetime.now(UTC)
    cache = PlaybookCache(S)
    # the same answer as counting from scratch, merge pairs and all
    first = cache.get(store, None, include_retired=True)
    fresh = compute_stats(first, stale_days=30, now=now)
    assert dashboard(first, stale_days=30, now=now) == fresh
    with Store.open(store.path) as other:  # another thread's store, say
        for step in range(12):
            rule_id = rng.choice(ids)
            if step % 4 == 0:
                curate.mark(other, S, rule_id, FeedbackKind.HARMFUL)
            elif step % 4 == 1:
                RuleRepo(other).update(
                    replace_state(RuleRepo(other).get(rule_id), RuleState.RETIRED)
                )
            elif step % 4 == 2:
                ids.append(add(other, f"Write a failing regression test before fixing bug {step}"))
            else:
                curate.mark(other, S, rule_id, FeedbackKind.HELPFUL)
            patched = cache.get(store, None, include_retired=True)
            kept = dashboard(patched, stale_days=30, now=now, limit=1000)
            assert patched.derived("stats", _never) is not None  # followed, not rebuilt
            whole = compute_stats(Playbook.load(store, S, None, include_retired=True),
                                  stale_days=30, now=now, limit=1000)  # fmt: skip
            # a patch finds every pair a whole build finds (maybe a few more: the module)
            pairs = [{frozenset((p["a"], p["b"])) for p in d.pop("merge_candidates")}
                     for d in (kept, whole)]  # fmt: skip
            assert pairs[1] <= pairs[0]
            # scores decay between the patch and the load: near-equal rules may swap places
            for part in ("top", "at_risk"):
                rules = [d[part] if part == "top" else d[part].pop("rules") for d in (kept, whole)]
                assert {r["id"] for r in rules[0]} == {r["id"] for r in rules[1]}
            kept.pop("top"), whole.pop("top")
            assert kept == whole
    assert cache.loads == 1 and cache.patches == 12
    assert isinstance(patched.derived("stats", _never), StatsIndex)


def replace_state(rule: Rule, state: RuleState) -> Rule:
    from dataclasses import replace

    return replace(rule, state=state)


def _never(playbook: Playbook) -> object:
    raise AssertionError("the dashboard's counts were built again instead of patched")


def test_the_dashboards_shared_containers_answer_as_a_list_and_a_map_and_never_change_a_patched_one(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    import random

    from kenning.daemon.playbook.layers import Layers
    from kenning.daemon.playbook.stats_index import _Sorted

    # a patch copies these without copying every rule's entry: small blocks, so
    # blocks split and empty, and enough changes that the layers fold
    monkeypatch.setattr(_Sorted, "BLOCK", 4)
    rng = random.Random(3)
    items = [(rng.random(), f"r{i}") for i in range(200)]
    versions: list[tuple[_Sorted[tuple[float, str]], list[tuple[float, str]]]] = []
    maps: list[tuple[Layers[str, int], dict[str, int]]] = []
    ordered, plain = _Sorted(items[:100]), sorted(items[:100])
    layers, mapping = Layers[str, int](), dict[str, int]()
    for step in range(60):
        ordered, plain = ordered.copy(), list(plain)
        layers, mapping = layers.copy(), dict(mapping)
        for _ in range(rng.randint(1, 30)):
            item = rng.choice(items)
            if item in plain and rng.random() < 0.6:
                ordered.discard(item)
                plain.remove(item)
            elif item not in plain:
                ordered.add(item)
                plain.append(item)
                plain.sort()
            key = f"k{rng.randrange(2000)}"
            if rng.random() < 0.4:
                assert layers.pop(key) == mapping.pop(key, None)
            else:
                layers[key] = mapping[key] = step
        versions.append((ordered, plain))
        maps.append((layers, mapping))
    assert any(
        len(layers.over) < len(maps[i - 1][0].over) for i, (layers, _) in enumerate(maps) if i
    )  # folded now and then
    for ordered, plain in versions:  # every version as it was left
        assert ordered.head(len(plain) + 5) == plain and len(ordered) == len(plain)
        for probe in (0.0, 0.25, 0.5, 1.0):
            assert ordered.below((probe, "")) == sum(1 for p in plain if p < (probe, ""))
    for layers, mapping in maps:
        for key in (f"k{i}" for i in range(2000)):
            assert layers.get(key) == mapping.get(key) and (key in layers) == (key in mapping)
