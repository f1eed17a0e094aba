"""Playbook engine at 100, 1,000 and 10,000 rules: load, stats, mark and add.

`run(sizes)` builds, per size, a fresh store with `n` rules (varied text from a
vocabulary, scopes, kinds and maturities) and 2–8 feedback events each spread
over a year, then times, in-process (the work itself, no interpreter start-up):

- `Playbook.load` (the merged, scored view every reader uses) and a fresh
  `PlaybookCache.get` (what the daemon, LSP and MCP pay between writes),
- the `stats` dashboard (load with retired rules + `compute_stats`),
- one `mark` and one `add` of a new rule (with its duplicate and conflict
  checks); each after one warm-up call, which pays the lazy imports (the
  sanitizer's regexes) that a CLI run pays at start-up,

each against its target (`target` column, from issue 14) and a floor: reading
the rules' rows with a bare `SELECT` (what any load must at least do). At the
largest size it also times `kenning stats --json`, `kenning mark`,
`kenning playbook add` and `kenning --version` as subprocesses: that is what an
agent or a git hook waits for; the gap to `--version` is the command's own work.
CPU time (`cpu_median`) is printed too: benchmarks here often share the cores.
Run it alone with `python -m bench playbook`.
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

from kenning.daemon.core.config import Settings
from kenning.daemon.core.models import (
    FeedbackEvent,
    FeedbackKind,
    Maturity,
    Provenance,
    Rule,
    RuleKind,
    Scope,
)
from kenning.daemon.playbook.book import Playbook
from kenning.daemon.playbook.cache import PlaybookCache
from kenning.daemon.playbook.curate import add_rule, mark
from kenning.daemon.playbook.stats_index import compute_stats
from kenning.daemon.store.db import Store
from kenning.daemon.store.rule_rows import RULE_COLUMNS, rule_id_for
from kenning.daemon.store.rules import RuleRepo
from kenning.daemon.team.view import team_view

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


#: feedback events written together (one refresh of the summaries each: 100,000 rules in ~1 min)
_EVENT_BATCH = 5_000


def build_store(path: Path, n: int, *, seed: int = 7) -> list[str]:
    """Fill a new store at `path` with `n` rules and ~5 events each; returns the ids."""
    rng = random.Random(seed)
    now = datetime.now(UTC)
    ids: list[str] = []
    events: list[FeedbackEvent] = []
    with Store.open(path) as store:
        repo = RuleRepo(store)
        with store.transaction():
            for i in range(n):
                if len(events) >= _EVENT_BATCH:  # the summaries are refreshed once per batch
                    repo.add_events(events)
                    events.clear()
                text = _content(rng, i)
                created = now - timedelta(days=rng.uniform(0, 400))
                rule = Rule(
                    id=rule_id_for(text),
                    content=text,
                    category=rng.choice(["testing", "style", "git", "db", "ci", "general"]),
                    tags=rng.sample(["python", "ts", "sql", "ops", "web"], 2),
                    scope=rng.choice(list(Scope)),
                    scope_key="python",
                    kind=rng.choice(list(RuleKind)),
                    maturity=rng.choice(list(Maturity)[:3]),
                    provenance=Provenance(sessions=[f"claude:{i}"], agents=["claude"]),
                    created_at=created,
                    updated_at=created,
                )
                repo.insert(rule)
                ids.append(rule.id)
                for _ in range(rng.randint(2, 8)):
                    kind = FeedbackKind.HELPFUL if rng.random() < 0.8 else FeedbackKind.HARMFUL
                    when = now - timedelta(days=rng.uniform(0, 365))
                    events.append(FeedbackEvent(rule_id=rule.id, kind=kind, created_at=when))
            repo.add_events(events)
    return ids


#: targets at 10,000 rules (issue 14): ms, median
TARGETS = {"playbook.load": 50.0, "stats": 150.0, "mark": 200.0, "add": 200.0}


def _row(
    scenario: str,
    samples: list[tuple[float, float]],
    n: int,
    *,
    floor: float | None = None,
    target: float | None = None,
) -> dict[str, object]:
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
    if floor is not None:
        row["floor"] = round(floor, 2)
    if target is not None:
        row["target"] = target
        row["meets_target"] = statistics.median(wall) <= target
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


def _in_process(db: Path, n: int, runs: int, ids: list[str]) -> list[dict[str, object]]:
    settings = Settings()
    rng = random.Random(11)
    rows: list[dict[str, object]] = []
    added = iter(range(10**9))
    with Store.open(db) as store:
        Playbook.load(store, settings, None, shared=team_view)  # warm the page cache once
        select = f"SELECT {', '.join(RULE_COLUMNS)} FROM bullets"
        floor_samples = _time(lambda: store.conn.execute(select).fetchall(), runs)
        floor = statistics.median(w for w, _ in floor_samples)
        # named without "floor": the runner would make it the floor of the rows after it
        rows.append(_row("bare SELECT of every rule's row", floor_samples, n))
        load = _time(lambda: Playbook.load(store, settings, None, shared=team_view), runs)
        rows.append(_row("playbook.load", load, n, floor=floor, target=TARGETS["playbook.load"]))
        cache = PlaybookCache(settings, shared=team_view)
        cache.get(store, None)
        rows.append(
            _row("PlaybookCache.get (fresh)", _time(lambda: cache.get(store, None), runs), n)
        )

        def stats() -> object:
            pb = Playbook.load(store, settings, None, include_retired=True, shared=team_view)
            return compute_stats(pb, stale_days=settings.scoring.stale_days)

        rows.append(
            _row("stats in-process", _time(stats, runs), n, floor=floor, target=TARGETS["stats"])
        )

        def mark_one() -> object:
            return mark(store, settings, rng.choice(ids), FeedbackKind.HELPFUL)

        def add_one() -> object:
            text = f"{_content(rng, n + next(added))} in the {next(added)}th module"
            return add_rule(store, settings, Rule(id="new", content=text))

        mark_one()
        add_one()
        rows.append(_row("mark in-process", _time(mark_one, runs * 2), n, target=TARGETS["mark"]))
        rows.append(_row("add in-process", _time(add_one, runs * 2), n, target=TARGETS["add"]))
    return rows


def run(
    sizes: tuple[int, ...] = (100, 1_000, 10_000), *, quick: bool = False
) -> list[dict[str, object]]:
    """Time load, stats, mark and add at each size (`quick`: fewer runs)."""
    runs = 3 if quick else 20
    sub_runs = 1 if quick else 10
    rows: list[dict[str, object]] = []
    with tempfile.TemporaryDirectory(prefix="kenning-bench-") as tmp:
        for n in sizes:
            home = Path(tmp) / f"n{n}"
            home.mkdir()
            db = home / "kenning.db"
            ids = build_store(db, n)
            rows.extend(_in_process(db, n, runs, ids))
        n = sizes[-1]
        home = Path(tmp) / f"n{n}"
        ids = build_store_ids(home / "kenning.db")
        env = {**os.environ, "KENNING_HOME": str(home)}
        exe = _kenning()
        rng = random.Random(13)
        count = iter(range(10**9))

        def sub(*args: str) -> None:
            subprocess.run([exe, *args], env=env, cwd=home, check=True, capture_output=True)

        start_up = _time(lambda: sub("--version"), sub_runs, cpu=False)
        rows.append(_row("kenning --version (start-up)", start_up, n))
        # floor of a command: the start-up; the ratio shows what the command adds
        floor = statistics.median(w for w, _ in start_up)

        def timed(name: str, args: Callable[[], list[str]]) -> None:
            samples = _time(lambda: sub(*args()), sub_runs, cpu=False)
            rows.append(_row(name, samples, n, floor=floor))

        timed("kenning stats --json", lambda: ["stats", "--json"])
        timed("kenning mark", lambda: ["mark", rng.choice(ids), "--helpful", "--json"])
        timed(
            "kenning playbook add",
            lambda: ["playbook", "add", f"Pin the cli tools in case {next(count)}", "--json"],
        )
        return rows


def build_store_ids(path: Path) -> list[str]:
    """The ids of the rules stored at `path`."""
    with Store.open(path) as store:
        return [str(r[0]) for r in store.conn.execute("SELECT id FROM bullets")]


if __name__ == "__main__":
    sizes = tuple(int(a) for a in sys.argv[1:]) or (100, 1_000, 10_000)
    for row in run(sizes):
        print(row)
