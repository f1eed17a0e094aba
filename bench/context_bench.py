"""`kenning context` latency: warm daemon vs cold process, at 1,000 and 10,000 rules.

For each size, a fresh KENNING_HOME gets `n` rules with ~5 feedback events
each (bench/playbook_bench.py's generator: varied text, scopes, kinds,
maturities), 300 sessions of 8 messages written through the ingest writer,
and rule vectors (`kenning embed --kind rule`). Then, with a task drawn from
the rules' vocabulary each run:

- cold: `kenning context TASK --json` with no daemon, i.e. a new process that
  imports the CLI, loads and scores the playbook, loads the embedder and the
  rule vectors, and searches history in-process;
- warm: the same command with `kenning daemon start` running: the console
  script's fast path sends the request over the socket and the daemon answers
  from its warm playbook and indexes.

Both include interpreter start-up: that is what an agent waits for. The
embedder is the hashing one by default (`backend="auto"` uses the installed
model when there is one; the number of the daemon path barely changes, the
cold path then also pays the ONNX model load).
"""

from __future__ import annotations

import json
import os
import random
import subprocess
import sys
import tempfile
import time
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

from kenning.daemon.core.models import Role
from kenning.daemon.core.transcripts import Message, Session
from kenning.daemon.ingest.base import Checkpoint, ReadResult
from kenning.daemon.ingest.writer import write_result
from kenning.daemon.safety.sanitize import default_sanitizer
from kenning.daemon.store.db import Store

from .playbook_bench import _THINGS, _WHERE, _kenning, build_store
from .timing import row, time_subprocess

__all__ = ["run"]

_TASKS = ["add", "fix", "refactor", "review", "speed up"]


def _sessions(db: Path, count: int, rng: random.Random) -> None:
    now = datetime.now(UTC)
    with Store.open(db) as store:
        for s in range(count):
            when = now - timedelta(days=rng.uniform(0, 90))
            messages = [
                Message(
                    key=str(i),
                    idx=i,
                    role=Role.USER if i % 2 == 0 else Role.ASSISTANT,
                    text=f"{rng.choice(_TASKS)} {rng.choice(_THINGS)} {rng.choice(_WHERE)}: "
                    f"step {i} of session {s}",
                    created_at=when + timedelta(minutes=i),
                )
                for i in range(8)
            ]
            session = Session(
                id=f"claude_code:bench-{s}",
                agent="claude_code",
                native_id=f"bench-{s}",
                source_path=f"/bench/{s}.jsonl",
                workspace="/bench/project",
                messages=messages,
            )
            cp = Checkpoint(session.source_path, "claude_code", None, None, 0, 0, None, 0)
            write_result(store, ReadResult([session], cp), default_sanitizer())


def _timed_json(argv: list[str], env: dict[str, str]) -> tuple[float, dict[str, Any]]:
    start = time.perf_counter()
    proc = subprocess.run(argv, env=env, capture_output=True, check=True, timeout=120)
    ms = (time.perf_counter() - start) * 1000
    data: dict[str, Any] = json.loads(proc.stdout)
    return ms, data


def _task(rng: random.Random) -> str:
    return f"{rng.choice(_TASKS)} {rng.choice(_THINGS)} {rng.choice(_WHERE)}"


def run(
    sizes: tuple[int, ...] = (1_000, 10_000),
    *,
    quick: bool = False,
    backend: str = "hashing",
) -> list[dict[str, Any]]:
    """Time `kenning context` cold and warm for each playbook size."""
    runs_cold = 5 if quick else 15
    runs_warm = 20 if quick else 60
    exe = _kenning()
    rows: list[dict[str, Any]] = []
    for n in sizes:
        rng = random.Random(n)
        with tempfile.TemporaryDirectory(prefix="kenning-ctx-bench-") as tmp:
            home = Path(tmp)
            env = {**os.environ, "KENNING_HOME": str(home), "KENNING_EMBED__BACKEND": backend}
            build_store(home / "kenning.db", n)
            _sessions(home / "kenning.db", 300, rng)
            subprocess.run(
                [exe, "embed", "--kind", "rule", "--kind", "message"],
                env=env,
                cwd=home,
                check=True,
                capture_output=True,
            )

            # commands run in the bench home: not inside a repository (no repo playbook)
            previous = Path.cwd()
            os.chdir(home)

            def argv(rng: random.Random = rng) -> list[str]:
                return [exe, "context", _task(rng), "--json"]

            cold = [time_subprocess(argv(), 1, env=env, warmup=0)[0] for _ in range(runs_cold)]
            rows.append(
                row(f"context cold (no daemon) {n} rules", "latency", cold, rules=n, embed=backend)
            )
            subprocess.run([exe, "daemon", "start"], env=env, cwd=home, check=True)
            try:
                time_subprocess(argv(), 2, env=env)  # first calls load the warm state
                warm: list[float] = []
                server: list[float] = []
                for _ in range(runs_warm):
                    ms, data = _timed_json(argv(), env)
                    if data.get("source") != "daemon":
                        raise RuntimeError("the warm run was not answered by the daemon")
                    warm.append(ms)
                    server.append(float(data["took_ms"]))
            finally:
                subprocess.run([exe, "daemon", "stop"], env=env, cwd=home, capture_output=True)
                os.chdir(previous)
            rows.append(
                row(f"context warm daemon {n} rules", "latency", warm, rules=n, embed=backend)
            )
            rows.append(row(f"context in daemon (took_ms) {n} rules", "latency", server, rules=n))
    # the floor: an interpreter that imports what the fast path imports, and nothing else
    floor = time_subprocess([sys.executable, "-c", "import orjson, socket, pathlib"], runs_warm)
    rows.append(row("python start-up + orjson (floor)", "latency", floor))
    return rows


if __name__ == "__main__":
    for r in run():
        print(r)
