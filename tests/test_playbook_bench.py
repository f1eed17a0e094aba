from __future__ import annotations

import pytest

from bench.playbook_bench import run

_IN_PROCESS = [
    "bare SELECT of every rule's row",
    "playbook.load",
    "PlaybookCache.get (fresh)",
    "stats in-process",
    "mark in-process",
    "add in-process",
]


@pytest.mark.slow
def test_bench_runs_small_and_reports_every_scenario() -> None:
    rows = run(sizes=(50, 300), quick=True)
    assert [r["scenario"] for r in rows] == [
        *_IN_PROCESS,
        *_IN_PROCESS,
        "kenning --version (start-up)",
        "kenning stats --json",
        "kenning mark",
        "kenning playbook add",
    ]
    assert [r["n"] for r in rows] == [50] * 6 + [300] * 10
    for row in rows:
        assert row["unit"] == "ms"
        assert 0 < float(str(row["median"])) <= float(str(row["p95"]))
    targets = {r["scenario"]: r for r in rows if "target" in r}
    assert set(targets) == {
        "playbook.load",
        "stats in-process",
        "mark in-process",
        "add in-process",
    }
    assert all(isinstance(r["meets_target"], bool) for r in targets.values())
    assert all("floor" in r for r in rows if r["scenario"] in ("playbook.load", "stats in-process"))
