"""Playbook engine at 10,000 rules: load, stats and mark latency.

`run(n)` builds a fresh store with `n` rules (varied text from a vocabulary,
scopes, kinds and maturities) and about five feedback events each spread over
a year, then times:

- `Playbook.load` (merged, scored view every reader uses),
- the `stats` dashboard in-process and as a `kenning stats --json` subprocess,
- one `mark` in-process and as a `kenning mark ID --helpful --json` subprocess.

Subprocess numbers include interpreter start-up and imports: that is what an
agent or a git hook waits for. Run it alone with `python -m bench.playbook_bench`.
"""

from __future__ import annotations

import os
import random
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from datetime import UTC, datetime, timedelta
from pathlib import Path

from kenning.daemon.bullets import BulletRepo, bullet_id_for
from kenning.daemon.config import Settings
from kenning.daemon.curate import mark
from kenning.daemon.models import (
    Bullet,
    BulletKind,
    FeedbackEvent,
    FeedbackKind,
    Maturity,
    Provenance,
    Scope,
)
from kenning.daemon.playbook import Playbook
from kenning.daemon.playbook_stats import compute_stats
from kenning.daemon.store import Store

_VERBS = ["Use", "Prefer", "Always run", "Never call", "Avoid", "Check", "Keep", "Pin", "Write"]
_THINGS = [
    "pytest fixtures",
    "the shared db session",
    "structured logging",
    "pathlib paths",
    "async http clients",
    "small pull requests",
    "type hints",
    "migrations in a transaction",
    "feature flags",
    "retry with backoff",
    "the query builder",
    "frozen dataclasses",
    "context managers",
    "a lockfile",
    "semantic versioning",
    "the formatter",
    "docstrings",
    "integration tests",
    "fake timers",
    "connection pools",
    "utc timestamps",
    "environment variables",
    "the cache layer",
    "the job queue",
    "idempotent handlers",
    "request timeouts",
]
_WHERE = [
    "in services",
    "in tests",
    "before pushing",
    "in the api layer",
    "for background jobs",
    "in scripts",
    "when parsing input",
    "in migrations",
    "for cli commands",
    "in the editor plugin",
    "on ci",
    "in reviews",
]
_WHY = "so failures are visible|to keep diffs small|because it broke prod|for reproducible builds"


def _content(rng: random.Random, i: int) -> str:
    why = rng.choice(_WHY.split("|"))
    return f"{rng.choice(_VERBS)} {rng.choice(_THINGS)} {rng.choice(_WHERE)} {why} (case {i})"


def build_store(path: Path, n: int, *, seed: int = 7) -> list[str]:
    """Fill a new store at `path` with `n` rules and ~5 events each; returns the ids."""
    rng = random.Random(seed)
    now = datetime.now(UTC)
    ids: list[str] = []
    with Store.open(path) as store:
        repo = BulletRepo(store)
        with store.transaction():
            for i in range(n):
                text = _content(rng, i)
                created = now - timedelta(days=rng.uniform(0, 400))
                bullet = Bullet(
                    id=bullet_id_for(text),
                    content=text,
                    category=rng.choice(["testing", "style", "git", "db", "ci", "general"]),
                    tags=rng.sample(["python", "ts", "sql", "ops", "web"], 2),
                    scope=rng.choice(list(Scope)),
                    scope_key="python",
                    kind=rng.choice(list(BulletKind)),
                    maturity=rng.choice(list(Maturity)[:3]),
                    provenance=Provenance(sessions=[f"claude:{i}"], agents=["claude"]),
                    created_at=created,
                    updated_at=created,
                )
                repo.insert(bullet)
                ids.append(bullet.id)
                for _ in range(rng.randint(2, 8)):
                    kind = FeedbackKind.HELPFUL if rng.random() < 0.8 else FeedbackKind.HARMFUL
                    when = now - timedelta(days=rng.uniform(0, 365))
                    repo.add_event(FeedbackEvent(bullet_id=bullet.id, kind=kind, created_at=when))
    return ids


def _row(scenario: str, samples: list[tuple[float, float]], n: int) -> dict[str, object]:
    """Median and p95 of wall time, plus the median CPU time of this process.

    CPU time is reported because benchmarks here often share two cores with
    test runs: it shows the cost of the code apart from waiting for a core.
    Subprocess rows have no CPU figure (the child's time is not ours).
    """
    wall = sorted(w for w, _ in samples)
    p95 = wall[min(len(wall) - 1, round(0.95 * (len(wall) - 1)))]
    row: dict[str, object] = {
        "scenario": scenario,
        "metric": "latency",
        "median": round(statistics.median(wall), 2),
        "p95": round(p95, 2),
        "unit": "ms",
        "n": n,
        "runs": len(samples),
    }
    cpu = [c for _, c in samples]
    if any(cpu):
        row["cpu_median"] = round(statistics.median(cpu), 2)
    return row


def _time(fn: Callable[[], object], runs: int, *, cpu: bool = True) -> list[tuple[float, float]]:
    out = []
    for _ in range(runs):
        start, start_cpu = time.perf_counter(), time.process_time()
        fn()
        wall = (time.perf_counter() - start) * 1000
        out.append((wall, (time.process_time() - start_cpu) * 1000 if cpu else 0.0))
    return out


def _kenning() -> str:
    return shutil.which("kenning", path=str(Path(sys.executable).parent)) or "kenning"


def run(n: int = 10_000, *, quick: bool = False) -> list[dict[str, object]]:
    """Time load, stats and mark on a playbook of `n` rules (`quick`: fewer runs)."""
    runs = 3 if quick else 20
    sub_runs = 1 if quick else 10
    settings = Settings()
    rng = random.Random(11)
    with tempfile.TemporaryDirectory(prefix="kenning-bench-") as tmp:
        home = Path(tmp)
        db = home / "kenning.db"
        ids = build_store(db, n)
        rows: list[dict[str, object]] = []
        with Store.open(db) as store:
            Playbook.load(store, settings, None)  # warm the page cache once
            rows.append(
                _row("playbook.load", _time(lambda: Playbook.load(store, settings, None), runs), n)
            )

            def stats() -> object:
                pb = Playbook.load(store, settings, None, include_retired=True)
                return compute_stats(pb, stale_days=settings.scoring.stale_days)

            rows.append(_row("stats in-process", _time(stats, runs), n))
            rows.append(
                _row(
                    "mark in-process",
                    _time(
                        lambda: mark(store, settings, rng.choice(ids), FeedbackKind.HELPFUL),
                        runs * 2,
                    ),
                    n,
                )
            )
        env = {**os.environ, "KENNING_HOME": str(home)}
        exe = _kenning()

        def sub(*args: str) -> None:
            subprocess.run([exe, *args], env=env, cwd=home, check=True, capture_output=True)

        rows.append(
            _row(
                "kenning stats --json",
                _time(lambda: sub("stats", "--json"), sub_runs, cpu=False),
                n,
            )
        )
        rows.append(
            _row(
                "kenning mark",
                _time(
                    lambda: sub("mark", rng.choice(ids), "--helpful", "--json"), sub_runs, cpu=False
                ),
                n,
            )
        )
        rows.append(
            _row(
                "kenning --version (start-up)",
                _time(lambda: sub("--version"), sub_runs, cpu=False),
                n,
            )
        )
        return rows


if __name__ == "__main__":
    for row in run(int(sys.argv[1]) if len(sys.argv) > 1 else 10_000):
        print(row)
