"""Smoke test of the learning bench's quality check (the throughput half needs a big corpus)."""

from __future__ import annotations

from pathlib import Path

from bench.learning_bench import MISTAKES, quality


def test_fixed_mistakes_come_back_for_later_similar_tasks(tmp_path: Path) -> None:
    q = quality(tmp_path)
    assert q["mistakes"] == len(MISTAKES)
    assert q["rules_active"] == len(MISTAKES)  # each was fixed in two sessions
    assert q["fraction"] >= 0.75, q["misses"]
