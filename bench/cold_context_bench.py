"""Cold `kenning context` (no daemon, answered by words) at 100 to 100,000 rules: CPU and wall.

The first `kenning context` of a session usually finds no daemon: it answers
in its own process by words and starts one (`daemon.autostart`). Issue 28
(item 3) asks that answer to be no slower than cass-memory's `cm context`
(329 ms on the filer's machine at 100 rules) and faster above, at every size.

For each size a fresh KENNING_HOME gets `n` generated rules with ~5 marks
each (bench/playbook_bench.py's generator) and 300 sessions
(bench/context_bench.py's). The bench holds the daemon's pidfile lock itself
for the whole run, so each command finds "a daemon is starting": it answers
cold and starts none (what the first command does, without the start-up of a
real daemon burning the other core under the next one). Then, in turns (other
load on the machine weighs on all alike), after one untimed run each (it
writes the bytecode, as an installed package has it, and brings the store's
index up to date):

- the floor, `python -c "import orjson, socket, pathlib"` (what the console
  script's fast path imports);
- `kenning context TASK --json` (a task drawn from the rules' words per turn);
- with `KENNING_BENCH_BEFORE` naming another tree's `kenning` executable
  (main's, say), the same command through it, on its own copy of the same
  store (the migrations that tree does not know struck from the copy's
  record, so it opens it as its own without migrating on every run).

Each row gives the median CPU time of the process (user + system, from
`wait4`; steadier than wall on a shared machine) and its wall time; the
details say whether every answer was cold (`source` "process") and whether
the before tree showed the same rules in the same order.
"""

from __future__ import annotations

import fcntl
import json
import os
import random
import resource
import shutil
import sqlite3
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from contextlib import ExitStack, contextmanager
from pathlib import Path
from typing import Any

from kenning.daemon.core.paths import resolve_paths

from .context_bench import _sessions, _task
from .playbook_bench import _kenning, build_store
from .timing import row, summarize

__all__ = ["BEFORE_ENV", "SIZES", "cold_env", "holding_pidfile", "run", "run_cold"]

SIZES = {
    "tiny": (100, 1_000),
    "small": (100, 1_000, 10_000),
    "medium": (100, 1_000, 10_000, 100_000),
    "large": (100, 1_000, 10_000, 100_000),
    "huge": (100, 1_000, 10_000, 100_000),
}
RUNS = {"tiny": 3, "small": 15, "medium": 15, "large": 25, "huge": 25}
#: a `kenning` executable of another tree to time in the same turns ("before")
BEFORE_ENV = "KENNING_BENCH_BEFORE"
FLOOR_ARGV = [sys.executable, "-c", "import orjson, socket, pathlib"]


def cold_env(home: Path, user: Path) -> dict[str, str]:
    """The environment of a first command: autostart on, no KENNING_* setting of its own."""
    env = {
        k: v
        for k, v in os.environ.items()
        if k != "PYTHONDONTWRITEBYTECODE"  # an installed package has its bytecode
        and (not k.startswith("KENNING_") or k == "KENNING_MODELS_DIR")
    }
    env.update(HOME=str(user), KENNING_HOME=str(home), KENNING_DAEMON__AUTOSTART="true")
    return env


@contextmanager
def holding_pidfile(home: Path) -> Iterator[None]:
    """Hold the daemon's pidfile lock, as a daemon that is starting does: a cold
    command then answers by words and starts no daemon of its own."""
    pidfile = resolve_paths({"KENNING_HOME": str(home)}).pidfile
    with pidfile.open("a+") as fh:
        fcntl.flock(fh, fcntl.LOCK_EX | fcntl.LOCK_NB)
        fh.seek(0)
        fh.truncate()
        fh.write(f"{os.getpid()}\n")
        fh.flush()
        try:
            yield
        finally:
            fcntl.flock(fh, fcntl.LOCK_UN)
    pidfile.unlink(missing_ok=True)


def _children_cpu() -> float:
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)  # microseconds, not clock ticks
    return (usage.ru_utime + usage.ru_stime) * 1000


def _run(argv: list[str], env: dict[str, str], cwd: Path) -> tuple[float, float, bytes]:
    """(CPU ms, wall ms, stdout) of one process (its CPU from the children's times)."""
    before = _children_cpu()
    start = time.perf_counter()
    proc = subprocess.run(argv, env=env, cwd=cwd, capture_output=True, timeout=600)
    wall = (time.perf_counter() - start) * 1000
    if proc.returncode != 0:
        err = proc.stderr.decode(errors="replace").strip()[-500:]
        raise RuntimeError(f"{' '.join(argv[1:3])} exited {proc.returncode}: {err}")
    return _children_cpu() - before, wall, proc.stdout


def _as_tree(db: Path, exe: str) -> None:
    """Make the store at `db` one the tree of `exe` opens without migrating: the
    migrations it does not know are struck from the record (their tables and
    indexes stay, unread), so it pays no migration check on every run."""
    python = str(Path(exe).with_name("python"))
    code = "from kenning.daemon.store.db import SCHEMA_VERSION as v; print(v)"
    version = int(subprocess.run([python, "-c", code], check=True, capture_output=True).stdout)
    conn = sqlite3.connect(db)
    try:
        with conn:
            conn.execute(
                "DELETE FROM _sqlite_migrations WHERE migration_set = 'kenning' AND name NOT IN "
                "(SELECT name FROM _sqlite_migrations WHERE migration_set = 'kenning' "
                "ORDER BY name LIMIT ?)",
                (version,),
            )
        conn.execute(f"PRAGMA user_version = {version}")
    finally:
        conn.close()


def _ids(out: bytes) -> tuple[str, list[str]]:
    data = json.loads(out)
    return str(data["source"]), [r["id"] for r in data["rules"] + data["pitfalls"]]


def run_cold(
    db: Path, n: int, runs: int, exe: str, before: str | None = None
) -> list[dict[str, Any]]:
    """Rows for cold `context` on the store at `db` (copied: the bench's homes own theirs)."""
    rng = random.Random(n)
    rows: list[dict[str, Any]] = []
    with tempfile.TemporaryDirectory(prefix="kenning-cold-bench-") as tmp:
        trees = {"after": exe} if before is None else {"after": exe, "before": before}
        homes = {name: Path(tmp) / name for name in trees}
        for home in homes.values():
            home.mkdir()
            for suffix in ("", "-wal"):  # a write-ahead log not checkpointed yet, too
                if Path(f"{db}{suffix}").exists():
                    shutil.copy2(f"{db}{suffix}", home / f"kenning.db{suffix}")
        user = Path(tmp) / "user"
        user.mkdir()
        envs = {name: cold_env(homes[name], user) for name in trees}
        cpu: dict[str, list[float]] = {"floor": [], **{name: [] for name in trees}}
        wall: dict[str, list[float]] = {name: [] for name in cpu}
        cold = {name: True for name in trees}
        same = True
        if before is not None:
            _as_tree(homes["before"] / "kenning.db", before)
        with ExitStack() as held:
            for home in homes.values():
                held.enter_context(holding_pidfile(home))
            for name, kenning in trees.items():  # untimed: bytecode, the store's index
                _run([kenning, "context", _task(rng), "--json"], envs[name], Path(tmp))
            for _ in range(runs):
                task = _task(rng)
                took = _run(FLOOR_ARGV, envs["after"], Path(tmp))
                cpu["floor"].append(took[0])
                wall["floor"].append(took[1])
                answers = {}
                for name, kenning in trees.items():
                    c, w, out = _run([kenning, "context", task, "--json"], envs[name], Path(tmp))
                    cpu[name].append(c)
                    wall[name].append(w)
                    source, ids = _ids(out)
                    cold[name] = cold[name] and source == "process"
                    answers[name] = ids
                if before is not None:
                    same = same and answers["after"] == answers["before"]
    floor_cpu = summarize(cpu["floor"])["median"]
    floor_wall = summarize(wall["floor"])["median"]
    load = round(os.getloadavg()[0], 1)
    rows.append(
        row("cold_context", "floor CPU (python -c import orjson…)", cpu["floor"], n=n, load=load)
    )
    for name in trees:
        details: dict[str, Any] = {"n": n, "cold": "yes" if cold[name] else "NO", "load": load}
        if before is not None and name == "after":
            details["same_as_before"] = "yes" if same else "NO"
        label = "context cold by words CPU" + ("" if name == "after" else " (before)")
        rows.append(row("cold_context", label, cpu[name], floor=floor_cpu, **details))
        label = "context cold by words wall" + ("" if name == "after" else " (before)")
        rows.append(row("cold_context", label, wall[name], floor=floor_wall, **details))
    return rows


def run(size: str = "small") -> list[dict[str, Any]]:
    """Cold `context` at each size of `size` (`SIZES`), before and after when asked."""
    exe = _kenning()
    before = os.environ.get(BEFORE_ENV) or None
    rows: list[dict[str, Any]] = []
    for n in SIZES[size]:
        with tempfile.TemporaryDirectory(prefix="kenning-cold-store-") as tmp:
            db = Path(tmp) / "kenning.db"
            build_store(db, n)
            _sessions(db, 300, random.Random(n))
            rows += run_cold(db, n, RUNS.get(size, 15), exe, before)
    return rows


if __name__ == "__main__":
    for r in run(sys.argv[1] if len(sys.argv) > 1 else "small"):
        print(r)
