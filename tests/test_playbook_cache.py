"""The shared playbook cache: one load per database for every thread, writes
anywhere seen once, a few changed rules patched (with the scope index), not reloaded."""

from __future__ import annotations

import math
import random
import sqlite3
import threading
from concurrent.futures import ThreadPoolExecutor
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest

from kenning.daemon.core.client import DaemonClient
from kenning.daemon.core.config import Settings, load_config
from kenning.daemon.core.models import (
    FeedbackEvent,
    FeedbackKind,
    Maturity,
    Rule,
    RuleKind,
    RuleState,
    RuleType,
    Scope,
)
from kenning.daemon.playbook import curate
from kenning.daemon.playbook.book import PATCH_LIMIT, Playbook, _order
from kenning.daemon.playbook.cache import MAX_AGE_S, PlaybookCache
from kenning.daemon.playbook.checks import Checks, checks_for
from kenning.daemon.playbook.repo_file import save_repo_playbook
from kenning.daemon.playbook.undo import undo
from kenning.daemon.retrieval.scope_index import _ScopeIndex
from kenning.daemon.store.backup import restore_store
from kenning.daemon.store.db import Store
from kenning.daemon.store.rules import RuleRepo

from .waiting import wait_for

S = Settings()
_HOUR = 3600.0
_WORDS = [
    "retry",
    "timeout",
    "cache",
    "index",
    "query",
    "schema",
    "deploy",
    "branch",
    "test",
    "lint",
    "format",
    "commit",
]
_SCOPES = [
    (Scope.GLOBAL, None),
    (Scope.LANGUAGE, "python"),
    (Scope.LANGUAGE, "rust"),
    (Scope.FRAMEWORK, "fastapi"),
    (Scope.TASK, "deploy"),
    (Scope.WORKSPACE, "/work/project"),
    (Scope.LANGUAGE, ""),
]


def _text(rng: random.Random, i: int) -> str:
    return f"Rule {i}: {' '.join(rng.sample(_WORDS, 4))} with care"


def _rule(rng: random.Random, i: int) -> Rule:
    scope, key = rng.choice(_SCOPES)
    return Rule(
        id=f"b-{i:05d}",
        content=_text(rng, i),
        tags=rng.sample(["python", "sql", "ops", "web"], rng.randint(0, 2)),
        scope=scope,
        scope_key=key,
        kind=rng.choice(list(RuleKind)),
        type=rng.choice([RuleType.RULE, RuleType.ANTI_PATTERN]),
        state=rng.choice([RuleState.ACTIVE, RuleState.ACTIVE, RuleState.PROPOSAL]),
        maturity=rng.choice(list(Maturity)),
    )


def _fill(store: Store, n: int, seed: int = 0) -> list[str]:
    """`n` rules of every scope, kind and state, a third of them marked."""
    rng = random.Random(seed)
    repo = RuleRepo(store)
    with store.transaction():
        for i in range(n):
            repo.insert(_rule(rng, i))
    ids = [f"b-{i:05d}" for i in range(n)]
    for rule_id in rng.sample(ids, n // 3):
        kind = FeedbackKind.HELPFUL if rng.random() < 0.7 else FeedbackKind.HARMFUL
        curate.mark(store, S, rule_id, kind)
    return ids


def _same_playbook(patched: Playbook, loaded: Playbook, age_s: float = MAX_AGE_S) -> None:
    """The patched playbook shows what a whole load shows (scores to the decay of
    the seconds between them: at most `age_s`, the oldest entry the cache
    serves), in its own order; its scope index is what a build over it and over
    the load make."""
    decay = 2 * math.log(2) / (S.scoring.half_life_days * 86400) * age_s
    assert [sb.id for sb in patched.rules] == sorted(
        (sb.id for sb in patched.rules),
        key=lambda i: _order(patched.get(i)),  # type: ignore[arg-type]
    )
    assert {sb.id for sb in patched.rules} == {sb.id for sb in loaded.rules}
    for sb in loaded.rules:
        mine = patched.get(sb.id)
        assert mine is not None
        assert mine.rule == sb.rule
        assert math.isclose(mine.effective, sb.effective, rel_tol=max(1e-6, decay), abs_tol=1e-9)
        assert mine.score.helpful_count == sb.score.helpful_count
        assert mine.score.harmful_count == sb.score.harmful_count
    kept = patched.derived("scope_index", _ScopeIndex.of)
    for built in (_ScopeIndex.of(patched), _ScopeIndex.of(loaded)):
        assert _index_facts(kept) == _index_facts(built)


def _index_facts(index: _ScopeIndex) -> dict[str, Any]:
    return {
        "languages": {k: v for k, v in index.languages.items() if v},
        "frameworks": {k: v for k, v in index.frameworks.items() if v},
        "workspaces": {str(k): v for k, v in index.workspaces.items() if v},
        "tasks": sorted((sorted(words), sorted(v)) for words, v in index.tasks.items() if v),
        "always": index.always,
        "df": index.df,
        "n": index.n,
    }


def _never(playbook: Playbook) -> _ScopeIndex:
    raise AssertionError("the scope index was built again instead of patched")


def test_threads_with_their_own_stores_share_one_load(store: Store) -> None:
    _fill(store, 300)
    cache = PlaybookCache(S)
    stores = [Store.open(store.path) for _ in range(8)]
    start = threading.Barrier(8)

    def ask(i: int) -> Playbook:
        mine = stores[i % 8]
        if i < 8:
            start.wait()  # the first eight ask at once, each through its own store
        playbook = cache.get(mine, None)
        # the rules' other columns are read through this thread's store
        assert [sb.rule.id for sb in playbook.rules[i : i + 40]]
        return playbook

    try:
        with ThreadPoolExecutor(8) as pool:
            got = list(pool.map(ask, range(64)))
    finally:
        for s in stores:
            s.close()
    assert cache.loads == 1 and cache.patches == 0
    assert all(playbook is got[0] for playbook in got)
    assert {sb.id for sb in got[0].rules} == {sb.id for sb in Playbook.load(store, S, None).rules}


def test_a_write_through_another_store_is_patched_with_its_scope_index(store: Store) -> None:
    ids = _fill(store, 200)
    cache = PlaybookCache(S)
    first = cache.get(store, None)
    first.derived("scope_index", _ScopeIndex.of)
    with Store.open(store.path) as other:  # another thread's store, say
        curate.mark(other, S, ids[7], FeedbackKind.HELPFUL)
    second = cache.get(store, None)
    assert second is not first and (cache.loads, cache.patches) == (1, 1)
    assert second.get(ids[7]).score.helpful_count == first.get(ids[7]).score.helpful_count + 1  # type: ignore[union-attr]
    assert second.derived("scope_index", _never) is not first.derived("scope_index", _never)
    _same_playbook(second, Playbook.load(store, S, None))
    assert cache.get(store, None) is second  # once


def test_the_settings_plain_view_and_their_model_share_one_cached_playbook(
    store: Store, kenning_home: Path
) -> None:
    # a command in a process of its own loads with the plain view (no pydantic);
    # an operation handing the model for the same scoring finds that load
    _fill(store, 60)
    loaded = load_config(cwd=kenning_home)
    cache = PlaybookCache(loaded.plain())
    first = cache.get(store, None)
    assert cache.get(store, None, loaded.settings) is first
    assert cache.get(store, None, S) is first and cache.loads == 1
    _same_playbook(first, Playbook.load(store, loaded.settings, None))
    halved = load_config(cwd=kenning_home, flags={"scoring.half_life_days": 45.0})
    again = cache.get(store, None, halved.plain())
    assert again is not first and cache.loads == 2
    _same_playbook(again, Playbook.load(store, halved.settings, None))
    assert cache.get(store, None, halved.settings) is again and cache.loads == 2


@pytest.mark.slow
def test_every_kind_of_rule_write_is_patched_as_a_load_reads_it(store: Store) -> None:
    ids = _fill(store, 150, seed=1)
    rng = random.Random(2)
    # sixty writes and whole loads take more than the cache's minute on a
    # loaded machine: this test is about patches, not about age
    cache = PlaybookCache(S, max_age_s=_HOUR)
    cache.get(store, None).derived("scope_index", _ScopeIndex.of)
    with Store.open(store.path) as other:
        repo = RuleRepo(other)
        for step in range(60):
            rule_id = rng.choice(ids)
            what = step % 8
            if what == 0:
                new = curate.add_rule(other, S, Rule(id="x", content=_text(rng, 1000 + step)))
                ids.append(new.rule.id)
            elif what in (1, 2):
                kind = FeedbackKind.HARMFUL if what == 2 else FeedbackKind.HELPFUL
                curate.mark(other, S, rule_id, kind)
            elif what == 3:
                curate.forget(other, rule_id, "wrong")
            elif what == 4:
                curate.remove_rule(other, rule_id, hard=rng.random() < 0.5)
            elif what == 5:  # an edit of its scope, tags and text
                found = repo.find(rule_id)
                if found is not None:
                    scope, key = rng.choice(_SCOPES)
                    edited = replace(
                        found, scope=scope, scope_key=key, tags=["web"], content=_text(rng, step)
                    )
                    with other.transaction():
                        repo.update(edited)
            elif what == 6:
                undo(other)
            else:  # two rules in one transaction
                with other.transaction():
                    repo.insert(_rule(rng, 2000 + step))
                    found = repo.find(rule_id)
                    if found is not None:
                        repo.update(replace(found, state=RuleState.PROPOSAL))
                ids.append(f"b-{2000 + step:05d}")
            patched = cache.get(store, None)
            assert cache.loads == 1, f"step {step} ({what}) loaded the playbook again"
            assert patched.derived("scope_index", _never) is not None
            _same_playbook(patched, Playbook.load(store, S, None), _HOUR)
    assert cache.patches == 60


@pytest.mark.slow
def test_a_write_from_another_process_is_seen_by_the_next_get(store: Store, kenning: Any) -> None:
    ids = _fill(store, 50)
    cache = PlaybookCache(S)
    before = cache.get(store, None).get(ids[3])
    assert before is not None
    kenning("mark", ids[3], "--harmful", "--reason", "broke the build", check=True)
    after = cache.get(store, None).get(ids[3])
    assert after is not None and after.score.harmful_count == before.score.harmful_count + 1
    assert (cache.loads, cache.patches) == (1, 1)


@pytest.mark.slow
def test_what_the_change_log_cannot_name_loads_the_playbook_whole(
    store: Store, tmp_path: Path
) -> None:
    ids = _fill(store, 40)
    cache = PlaybookCache(S)
    cache.get(store, None)
    curate.tombstone_add(store, "time.sleep(", "flaky tests")  # tombstones are not logged
    assert cache.get(store, None).tombstones and (cache.loads, cache.patches) == (1 + 1, 0)
    rng = random.Random(5)
    repo = RuleRepo(store)
    with store.transaction():  # more rules than a patch reads again
        for i in range(PATCH_LIMIT + 1):
            repo.insert(_rule(rng, 100 + i))
    cache.get(store, None)
    assert (cache.loads, cache.patches) == (3, 0)
    with store.transaction():  # more writes than the log keeps, on one rule
        for _ in range(1100):
            repo.add_event(FeedbackEvent(rule_id=ids[1], kind=FeedbackKind.HELPFUL))
    assert cache.get(store, None).get(ids[1]).score.helpful_count >= 1100  # type: ignore[union-attr]
    assert (cache.loads, cache.patches) == (4, 0)
    # a repository file: its rules win over the stored ones, patched as well
    save_repo_playbook(tmp_path, [Rule(id=ids[0], content="The repository says so")])
    cache.get(store, tmp_path)
    curate.mark(store, S, ids[0], FeedbackKind.HELPFUL)
    curate.mark(store, S, ids[1], FeedbackKind.HELPFUL)
    patched = cache.get(store, tmp_path)
    assert (cache.loads, cache.patches) == (5, 1)
    _same_playbook(patched, Playbook.load(store, S, tmp_path))
    assert patched.get(ids[0]).content == "The repository says so"  # type: ignore[union-attr]


def test_a_file_restored_in_place_is_loaded_again(store: Store) -> None:
    ids = _fill(store, 30)
    aside = store.path.with_name("aside.db")
    with sqlite3.connect(aside) as copy:
        store.conn.backup(copy)
    copy.close()
    cache = PlaybookCache(S)
    first = cache.get(store, None)
    with Store.open(aside) as other:  # the copy gets a rule the original lacks
        curate.add_rule(other, S, Rule(id="x", content="Only in the restored file"))
    restore_store(store.path, aside, daemon_pid=None)  # `kenning restore aside.db`
    with Store.open(store.path) as restored:
        assert restored.identity != store.identity
        again = cache.get(restored, None)
        assert again is not first and cache.loads == 2
        assert any(sb.content == "Only in the restored file" for sb in again.rules)
    assert len(ids) == 30


@pytest.fixture
def hashing_daemon(kenning: Any, kenning_home: Path, monkeypatch: pytest.MonkeyPatch) -> Any:
    monkeypatch.setenv("KENNING_EMBED__BACKEND", "hashing")
    monkeypatch.setenv("KENNING_EMBED__BACKGROUND", "false")
    kenning("daemon", "start", check=True)
    yield DaemonClient(kenning_home / "daemon.sock", timeout=60.0)
    kenning("daemon", "stop")


@pytest.mark.slow
def test_a_daemon_answers_concurrent_requests_from_one_load(
    hashing_daemon: DaemonClient, kenning_home: Path
) -> None:
    with Store.open(kenning_home / "kenning.db") as store:
        _fill(store, 400)
    client = hashing_daemon
    tasks = [f"{a} the {b}" for a in ("retry", "deploy", "lint", "cache") for b in _WORDS]
    start = threading.Barrier(8)

    def ask(i: int) -> dict[str, Any]:
        if i < 8:
            start.wait()
        params = {"task": tasks[i % len(tasks)], "limit": 5}
        result: dict[str, Any] = client.call("context", params)
        if i % 3 == 0:
            client.call("playbook.list", {"limit": 5})
        return result

    with ThreadPoolExecutor(8) as pool:
        answers = list(pool.map(ask, range(48)))
    assert all(a["source"] == "daemon" for a in answers)
    assert client.call("status")["playbooks"] == {"loads": 1, "patches": 0}
    # a write from another process (this one): the next request sees it, patched
    with Store.open(kenning_home / "kenning.db") as store:
        new = curate.add_rule(
            store, S, Rule(id="x", content="Rotate the zanzibar credentials weekly")
        ).rule.id
    found = client.call("context", {"task": "rotate zanzibar credentials", "limit": 5})
    assert new in [r["id"] for r in found["rules"]]
    wait_for(lambda: client.call("status")["playbooks"]["patches"] >= 1, "the patch")
    assert client.call("status")["playbooks"]["loads"] == 1


def test_an_aged_playbook_is_scored_again_and_keeps_its_scope_index(store: Store) -> None:

    _fill(store, 80)
    now = [0.0]
    cache = PlaybookCache(S, clock=lambda: now[0])
    first = cache.get(store, None)
    index = first.derived("scope_index", _ScopeIndex.of)
    now[0] += MAX_AGE_S  # nothing written: only the scores' decay moved on
    again = cache.get(store, None)
    assert again is not first and cache.loads == 2
    assert again.derived("scope_index", _never) is index
    curate.mark(store, S, first.rules[0].id, FeedbackKind.HARMFUL)
    now[0] += MAX_AGE_S  # written and aged: loaded whole, the index built again
    third = cache.get(store, None)
    assert cache.loads == 3 and "scope_index" not in third._derived
    _same_playbook(third, Playbook.load(store, S, None))


def test_the_checks_of_a_playbook_are_patched_with_it(store: Store) -> None:
    from kenning.daemon.core.models import Verification, VerifyMode

    _fill(store, 120, seed=3)
    cache = PlaybookCache(S)
    first = cache.get(store, None)
    assert len(checks_for(first).rules) == 0  # no rule carries a check yet
    guarded = Rule(
        id="new",
        content="Never call print in library code",
        verification=Verification(regex=r"\bprint\(", mode=VerifyMode.ABSENT),
    )
    with Store.open(store.path) as other:
        added = curate.add_rule(other, S, guarded)
    second = cache.get(store, None)
    assert (cache.loads, cache.patches) == (1, 1)
    patched = second.derived("checks", _no_checks)  # followed the patch, not built again
    assert [c.rule_id for c in patched.rules] == [added.rule.id]
    assert patched.rule_of(added.rule.id) is not None
    built = checks_for(Playbook.load(store, S, None))
    assert [c.rule_id for c in built.rules] == [c.rule_id for c in patched.rules]


def _no_checks(playbook: Playbook) -> Checks:
    raise AssertionError("the checks were built again instead of patched")


def test_the_scope_index_built_whole_is_the_one_built_rule_by_rule(
    store: Store, tmp_path: Path
) -> None:
    # the whole build counts the word weights in bulk; a patch adds and removes one
    # rule at a time (`_count`): both must give the same index, repo rules included
    _fill(store, 300)
    save_repo_playbook(tmp_path, [Rule(id="r-1", content="The repository pins its tools")])
    playbook = Playbook.load(store, S, tmp_path)
    by_rule = _ScopeIndex({}, {}, {}, {}, set())
    for sb in playbook.rules:
        by_rule._count(sb, 1)
    whole = _ScopeIndex.of(playbook)
    assert _index_facts(whole) == _index_facts(by_rule)
    assert "r-1" in whole.always and whole.n > 150


def test_a_loaded_rule_tells_its_tags_scope_key_category_pin_and_check_without_its_row(
    store: Store,
) -> None:
    from kenning.daemon.core.models import Verification, VerifyMode

    # a reader going through every rule (the scope index, the checks) reads these
    # from a few columns; they must be what the rule's model says
    _fill(store, 100)
    repo = RuleRepo(store)
    with store.transaction():
        for rule_id, verified in (("b-00003", True), ("b-00004", False)):
            rule = repo.get(rule_id)
            assert rule is not None
            check = Verification(regex=r"\bprint\(", mode=VerifyMode.ABSENT) if verified else None
            repo.update(replace(rule, pinned=verified, category="ci", verification=check))
    asked = Playbook.load(store, S, None)
    facts = [(sb.tags, sb.scope_key, sb.category, sb.pinned, sb.has_verification)
             for sb in asked.rules]  # fmt: skip
    built = Playbook.load(store, S, None)
    assert facts == [
        (b.tags, b.scope_key, b.category, b.pinned, b.verification is not None)
        for b in (sb.rule for sb in built.rules)
    ]
    assert asked.get("b-00003").has_verification and asked.get("b-00003").pinned  # type: ignore[union-attr]
    assert not asked.get("b-00004").has_verification  # type: ignore[union-attr]
