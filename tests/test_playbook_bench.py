from __future__ import annotations

import pytest

from bench.playbook_bench import run


@pytest.mark.slow
def test_bench_runs_small_and_reports_every_scenario() -> None:
    rows = run(n=300, quick=True)
    assert [r["scenario"] for r in rows] == [
        "playbook.load",
        "stats in-process",
        "mark in-process",
        "kenning stats --json",
        "kenning mark",
        "kenning --version (start-up)",
    ]
    for row in rows:
        assert row["unit"] == "ms" and row["n"] == 300
        assert 0 < float(str(row["median"])) <= float(str(row["p95"]))
