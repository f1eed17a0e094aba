"""Working memory: capacity 7, FIFO / LRU / importance eviction; the middleware fills it."""

from __future__ import annotations

from pathlib import Path

import pytest

from kenning.daemon.api.middleware import MemoryMiddleware
from kenning.daemon.core.config import Settings
from kenning.daemon.core.models import Rule
from kenning.daemon.playbook.curate import add_rule
from kenning.daemon.retrieval.working_memory import WorkingMemory
from kenning.daemon.store.db import Store


def _fill(wm: WorkingMemory, n: int = 7) -> None:
    for i in range(n):
        wm.add(f"k{i}", f"item {i}", importance=0.9 if i == 0 else 0.5)


def test_fifo_evicts_the_oldest_even_if_read() -> None:
    wm = WorkingMemory(policy="fifo")
    _fill(wm)
    assert wm.get("k0") is not None
    evicted = wm.add("k7", "item 7")
    assert evicted is not None and evicted.key == "k0" and len(wm) == 7


def test_lru_evicts_the_least_recently_used() -> None:
    wm = WorkingMemory(policy="lru")
    _fill(wm)
    wm.get("k0")
    evicted = wm.add("k7", "item 7")
    assert evicted is not None and evicted.key == "k1"
    assert [i.key for i in wm.items()][-2:] == ["k0", "k7"]


def test_importance_evicts_the_least_important_then_least_recent() -> None:
    wm = WorkingMemory(policy="importance")
    _fill(wm)
    first = wm.add("k7", "item 7", importance=0.7)
    second = wm.add("k8", "item 8", importance=0.6)
    assert first is not None and second is not None
    assert (first.key, second.key) == ("k1", "k2")
    assert "k0" in wm and len(wm) == 7


def test_bad_arguments_are_refused() -> None:
    with pytest.raises(ValueError, match="capacity"):
        WorkingMemory(capacity=0)
    with pytest.raises(ValueError, match="policy"):
        WorkingMemory(policy="random")  # type: ignore[arg-type]


def test_the_middleware_keeps_briefed_rules_and_logs_them_as_surfaced(
    store: Store, kenning_home: Path
) -> None:
    rule = add_rule(store, Settings(), Rule(id="x", content="Use httpx for HTTP calls")).rule
    mw = MemoryMiddleware(home=kenning_home)
    prompt = mw.enrich_system_prompt("make the HTTP calls retry", "You are helpful.")
    assert rule.id in prompt and rule.id in mw.working
    rows = store.query("SELECT bullet_id, session_id, place FROM surfaced_rules")
    assert [tuple(r) for r in rows] == [(rule.id, mw.session_id, "middleware")]
