"""Smoke test of the commands bench at its smallest size: every command, both modes, a table."""

from __future__ import annotations

from pathlib import Path

import pytest

from bench.commands_bench import COMMANDS, run
from bench.commands_rss_bench import run as commands_rss_run
from bench.runner import _pair_floors, normalise
from kenning.daemon.retrieval.embedding.embedder import MODELS_DIR_ENV


@pytest.mark.slow
def test_commands_bench_times_every_command_with_and_without_the_daemon(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # no model installed: the bench ends without its MiniLM row (the test below runs
    # that row alone; with the model here it would embed and settle a second daemon)
    monkeypatch.setenv(MODELS_DIR_ENV, str(tmp_path / "no-models"))
    table = [
        normalise("commands", raw) for raw in run("tiny", runs=1, autostart_runs=1, settle=False)
    ]
    _pair_floors(table)  # as the runner does before printing
    rows = {r["metric"]: r for r in table}
    for name in COMMANDS:
        modes = ("",) if name in ("--version", "--help") else (" (no daemon,", " (daemon,")
        for mode in modes:
            found = [m for m in rows if m.startswith(f"kenning {name}{mode}")]
            assert found, f"no row for kenning {name}{mode}"
            r = rows[found[0]]
            assert r["median"] > 0 and r["floor"] > 0 and r["ratio"] > 0, r
            assert "cpu_ms=" in r["details"], r  # the process's CPU beside its wall time
    for name in ("search", "context"):  # started a daemon, answered by words meanwhile
        started = [m for m in rows if m.startswith(f"kenning {name} (no daemon, autostart,")]
        assert started and "degraded=yes" in rows[started[0]]["details"], started
    assert "meets=" in rows["kenning --version messages=2,000"]["details"]
    rss = next(r for m, r in rows.items() if m.startswith("daemon RSS"))
    assert rss["unit"] == "MB" and rss["median"] > 10  # a live Python process
    assert not [m for m in rows if "MiniLM" in m]
    load = next(r for m, r in rows.items() if m.startswith("Playbook.load in-process"))
    assert load["floor"] is None  # an in-process row is not paired with a subprocess floor


@pytest.mark.slow
@pytest.mark.timeout(600)
def test_commands_rss_runs_the_minilm_row_alone(model_root: Path) -> None:
    """`python -m bench commands-rss`: the MiniLM daemon's row, with its idle RSS and its split.

    A store of 200 messages, not tiny's 2,000: the same steps and the same row in a
    fraction of the time (`python -m bench commands-rss --size tiny` runs tiny's).
    """
    rows = commands_rss_run("tiny", runs=1, messages=200)
    (row,) = [normalise("commands_rss", raw) for raw in rows]
    assert "daemon RSS after the mixed workload, MiniLM (100 rules)" in row["metric"]
    assert "messages=200" in row["metric"], row["metric"]
    assert row["unit"] == "MB" and row["median"] > 10
    details = row["details"]
    for key in ("idle_mb=", "anon_mb=", "file_mb=", "target=≤ 250 MB", "meets="):
        assert key in details, details
