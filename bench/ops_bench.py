"""Operations from the CLI: each command with the daemon and without it, against `python -c pass`.

A throwaway KENNING_HOME with 100 rules. Without a daemon (autostart off, so
nothing starts one) every command computes in its own process; then with
autostart on, `search` and `context` without a daemon: the command starts one
and answers by words (no model loaded); each such run is followed, untimed,
by waiting for that daemon and stopping it. Last, a real `kenning daemon
start`, one search and one briefing to warm it, and the same commands are
answered over its socket. The commands run in turns with the
floor (pass, mark, add, search, …, pass, …) so other work on the machine
weighs on all alike. Targets (issue 14): with the daemon, `search` (hybrid,
warm), `mark` and `playbook add` ≤ 4× the floor.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any

from .timing import row, time_subprocess

RUNS = {"tiny": 5, "small": 15, "medium": 20, "large": 30, "huge": 30}
FLOOR = "python -c pass (floor)"
RULES = 100


def _seed(home: Path) -> str:
    """100 rules through the operations layer; the id of the first."""
    from kenning.daemon.config import load_config
    from kenning.daemon.ops import OpContext, run
    from kenning.daemon.store import Store

    environ = {"KENNING_HOME": str(home)}
    with Store.open(home / "kenning.db") as store:
        ctx = OpContext(load_config(environ=environ), lambda: store, warm=False)
        ids = [
            run(ctx, "playbook.add", {"content": f"Rule {n}: run check number {n} before merging"})
            for n in range(RULES)
        ]
    return str(ids[0]["id"])


def _measure(
    cases: dict[str, list[str]], runs: int, env: dict[str, str], label: str
) -> dict[str, list[float]]:
    samples: dict[str, list[float]] = {name: [] for name in cases}
    for round_no in range(runs + 1):  # round 0 warms the file cache and is not kept
        for name, argv in cases.items():
            took = time_subprocess(
                [a.replace("{n}", f"{label}{round_no}") for a in argv], 1, env, warmup=0
            )[0]
            if round_no:
                samples[name].append(took)
    return samples


def _autostarted(
    exe: str, cases: dict[str, list[str]], runs: int, env: dict[str, str]
) -> dict[str, list[float]]:
    """`search` and `context` answered while the daemon they start comes up."""
    import time

    import orjson

    env = {**env, "KENNING_DAEMON__AUTOSTART": "true"}
    full = {**os.environ, **env}
    names = (FLOOR, "kenning search (hybrid)", "kenning context")
    samples: dict[str, list[float]] = {name: [] for name in names}
    for _ in range(runs):
        for name in names:
            samples[name] += time_subprocess(cases[name], 1, env, warmup=0)
            if name == FLOOR:
                continue
            deadline = time.monotonic() + 30
            while time.monotonic() < deadline:  # untimed: the daemon it started, stopped
                out = subprocess.run(
                    [exe, "daemon", "status", "--json"], env=full, capture_output=True
                ).stdout
                if orjson.loads(out).get("status"):
                    break
                time.sleep(0.1)
            subprocess.run([exe, "daemon", "stop"], env=full, capture_output=True, check=False)
    return samples


def run(size: str = "small") -> list[dict[str, Any]]:
    """Median/p95/p99 of each command, without and with the daemon, vs the floor."""
    runs = RUNS.get(size, 15)
    py = sys.executable
    exe = shutil.which("kenning", path=str(Path(py).parent)) or "kenning"
    with tempfile.TemporaryDirectory(prefix="kenning-ops-bench-") as tmp:
        home = Path(tmp)
        env = {"KENNING_HOME": str(home), "KENNING_DAEMON__AUTOSTART": "false"}
        os.environ.update(env)
        rule = _seed(home)
        cases = {
            FLOOR: [py, "-c", "pass"],
            "kenning mark": [exe, "mark", rule, "--helpful", "--json"],
            "kenning playbook add": [exe, "playbook", "add", "Rule {n}: a new rule", "--json"],
            "kenning search (hybrid)": [exe, "search", "run the check before merging", "--json"],
            "kenning context": [exe, "context", "run the checks before merging", "--json"],
        }
        rows: list[dict[str, Any]] = []
        cold = _measure(cases, runs, env, "cold")
        starting = _autostarted(exe, cases, max(runs // 3, 3), env)
        subprocess.run([exe, "daemon", "start"], env={**os.environ, **env}, check=True)
        try:
            for argv in (cases["kenning search (hybrid)"], cases["kenning context"]):
                time_subprocess(argv, 1, env, warmup=0)  # the daemon loads its model once
            warm = _measure(cases, runs, env, "warm")
        finally:
            subprocess.run([exe, "daemon", "stop"], env={**os.environ, **env}, check=False)
        phases = (("no daemon", cold), ("no daemon, autostart", starting), ("daemon", warm))
        for phase, samples in phases:
            floor_row = row("ops", f"{FLOOR}, {phase}", samples[FLOOR])
            rows.append(floor_row)
            for name in [n for n in samples if n != FLOOR]:
                rows.append(
                    row("ops", f"{name}, {phase}", samples[name], floor=floor_row["median"])
                )
    return rows
