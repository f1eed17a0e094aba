"""Smoke tests of the daemon, store, audit and embed bench scenarios at their smallest parameters.

Each runs the real thing (a `kenning daemon run` process, a real store grown by
SQL, a real `git commit` through the hook) on tiny inputs and checks that the
rows are complete and normalise into the runner's table.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from bench import audit_bench, daemon_bench, embed_bench, scale_bench, store_bench
from bench.runner import normalise
from kenning.daemon.retrieval.embedding.embedder import MODELS_DIR_ENV

from .reliability_scale import scale


def _table(scenario: str, rows: list[dict[str, Any]]) -> dict[str, dict[str, Any]]:
    out = {}
    for raw in rows:
        r = normalise(scenario, raw)
        assert r["median"] is not None, r
        # a growth exponent may dip below 0 on tiny sizes (noise); a time or a size may not
        assert r["median"] >= 0 or "exponent" in r["metric"], r
        assert "error" not in r
        out[r["metric"]] = r
    return out


@pytest.mark.slow
def test_daemon_bench_catches_up_idles_and_finds_appends() -> None:
    # quiet for 1 s, not the bench's 2 (one 10 ms clock tick is 1 % of a core over it)
    run = daemon_bench.run("tiny", idle_s=0.5, appends=2, settle_s=60.0, settle_window=1.0)
    rows = _table("daemon", run)
    append = rows["append one line → searchable (through the daemon)"]
    assert append["details"].startswith("runs=2")
    assert rows["RSS right after catch-up"]["median"] > 10  # MB: a live Python process
    assert any(m.startswith("catch-up (process start") for m in rows)
    assert any(m.startswith("idle CPU") for m in rows)


@pytest.mark.slow
def test_import_bench_imports_every_rule_and_reports_the_growth() -> None:
    from bench import import_bench

    rows = _table("import", import_bench.run("tiny", sizes=(200, 600)))
    for n in ("200", "600"):
        assert rows[f"{n} rules peak RSS"]["unit"] == "MB"
        assert rows[f"{n} rules CPU"]["median"] > 0
    assert "CPU growth exponent 200 → 600 rules" in rows


@pytest.mark.slow
def test_store_bench_reports_growth_at_three_scales() -> None:
    rows = _table("store", store_bench.run("tiny", corpora=(), scales=(200, 400, 1_000)))
    for n in ("200", "400", "1,000"):
        assert f"growth lexical search messages={n}" in rows
        assert f"growth floor: raw sqlite3 FTS5 messages={n}" in rows


@pytest.mark.slow
def test_audit_bench_times_the_hook_through_git_commit() -> None:
    rows = _table("audit", audit_bench.run("tiny", runs=1))
    assert "git commit (hook: kenning audit --staged --hook)" in rows
    assert rows["kenning audit --staged"]["floor"] == rows["python -c pass (floor)"]["median"]


@pytest.mark.slow
def test_ingest_markdown_bench_counts_every_message_of_long_markdown() -> None:
    from bench import ingest_markdown_bench

    rows = _table("ingest_markdown", ingest_markdown_bench.run("tiny"))
    for agent in ("aider", "specstory"):
        assert rows[f"{agent} pipeline (wall) MB/s"]["unit"] == "MB/s"
        assert rows[f"{agent} parser alone per CPU-second msg/s"]["median"] > 0


def test_hover_quality_bench_reports_precision_and_recall_per_language() -> None:
    from bench import hover_quality_bench

    rows = _table("hover_quality", hover_quality_bench.run(("test", "holdout")))
    languages = {m.split()[1] for m in rows if m.startswith("precision")}
    assert {"python", "typescript", "go", "rust", "all"} <= languages
    assert all(0 <= r["median"] <= 100 for r in rows.values())


@pytest.mark.slow
@pytest.mark.timeout(600)
def test_embed_bench_compares_the_paths_and_measures_the_daemon(
    model_root: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv(MODELS_DIR_ENV, str(model_root))
    rows = _table(
        "embed",
        embed_bench.run("tiny", before_rows=16, after_rows=64, workload_s=1.0, rss_texts=16),
    )
    after = rows["after: embed_pending with the worker's settings"]
    assert "speedup_per_cpu_s=" in after["details"]
    assert rows["RSS: shared lean session, 16 texts"]["floor"] > 0
    assert any(m.startswith("daemon RSS after") for m in rows)
    assert "daemon backlog after the workload (status.embeddings)" in rows


@pytest.mark.slow
@pytest.mark.daemon
def test_scale_bench_times_every_operation_with_its_floor() -> None:
    """Two warm runs, one cold and 1 s left alone at 200 rules in the suite; tiny's 5, 2
    and 5 s at 1,000 rules in `python -m bench long`."""
    runs, settle, n = scale(((2, 1), 1.0, 200), ((5, 2), 5.0, 1_000), ((5, 2), 5.0, 1_000))
    rows = _table("scale", scale_bench.run("tiny", runs=runs, settle=settle, sizes=(n,)))
    at = f"n={n:,}"
    through_the_daemon = ("context daemon (socket)", "mark", "playbook add", "playbook list",
                          "stats", "commit audit")  # fmt: skip
    for op in through_the_daemon:
        assert rows[f"{op} {at}"]["floor"] > 0  # a ping round trip
    for op in ("context cold (no daemon)", "context daemon (CLI)", "hover (warm)",
               "playbook import", "context in the daemon (took_ms)"):  # fmt: skip
        assert f"{op} {at}" in rows
    assert rows[f"import peak RSS {at}"]["unit"] == "MB"
    # the first briefing, and what the daemon does alone after it
    assert rows[f"daemon first context {at}"]["unit"] == "ms"
    assert rows[f"daemon first context, its CPU {at}"]["unit"] == "s"
    assert rows[f"daemon CPU in the {settle:.0f} s after {at}"]["unit"] == "s"
    assert rows[f"first hover {at}"]["unit"] == "ms"
    # the git hook's command as a process, with no daemon and asking one
    for op in ("kenning audit (no daemon)", "kenning audit (daemon)"):
        assert rows[f"{op} {at}"]["floor"] > 0
    # ten times the rules, ten times the time: 1.0 (linear); the same time: 0
    assert scale_bench.growth(20.0, 200.0) == pytest.approx(1.0)
    assert scale_bench.growth(20.0, 20.0) == 0.0


@pytest.mark.slow
@pytest.mark.daemon
def test_scale_bench_audit_alone_times_the_hook_command_at_each_size() -> None:
    """100 and 1,000 rules in the suite; 1,000 and 10,000 in `python -m bench long`."""
    small, large = scale((100, 1_000), (1_000, 10_000), (1_000, 10_000))
    rows = _table("scale", scale_bench.run_audit((small, large), runs=2))
    for op in ("kenning audit (no daemon)", "kenning audit (daemon)"):
        for n in (f"{small:,}", f"{large:,}"):
            assert rows[f"{op} n={n}"]["unit"] == "ms" and rows[f"{op} n={n}"]["floor"] > 0
        assert f"{op} growth exponent {small:,} → {large:,}" in rows


@pytest.mark.slow
def test_vector_engines_bench_measures_each_engine_or_says_it_is_absent() -> None:
    from bench import vector_engines_bench

    raw = vector_engines_bench.run("tiny", rows=2_000)
    engines = vector_engines_bench.ENGINES
    for engine in engines:
        mine = [r for r in raw if r["metric"].startswith(f"{engine} rows=2,000")]
        if len(mine) == 1:  # the engine's package is not installed: said, not measured
            assert mine[0]["notes"].startswith("not installed: "), mine
            assert engine != "kenning-int8"
            continue
        rows = _table("vector_engines", mine)
        assert rows[f"{engine} rows=2,000 query"]["details"].startswith("runs=200")
        assert 0.5 <= rows[f"{engine} rows=2,000 recall@10"]["median"] <= 1.0
        assert rows[f"{engine} rows=2,000 RSS delta"]["unit"] == "MB"
    # kenning's own index below its exact threshold: int8 cosines, nearly exact
    ours = _table("vector_engines", [r for r in raw if r["metric"].startswith("kenning-int8")])
    assert ours["kenning-int8 rows=2,000 recall@10"]["median"] >= 0.95
    assert "| kenning-int8 |" in vector_engines_bench.markdown(raw)
