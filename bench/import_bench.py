"""`kenning playbook import` of a large playbook file: wall time, CPU, peak RSS, growth.

For each size a kenning-format YAML file of `n` rules is written (the shape
`kenning playbook export` writes: varied text, tags, scopes, kinds,
maturities, provenance; built directly, not through a store) and imported by
a real `kenning playbook import FILE --json` into a fresh KENNING_HOME (no
daemon). Rows: wall time, the process's CPU (user + system) and its peak
RSS (`ru_maxrss` of the import, measured by a bare interpreter that starts
it), with the rules per second; then the growth
exponent of the CPU from the smallest size to the largest (1.0: linear).
The floor is `python -c pass`. Targets (issue 28): 100,000 rules ≤ 60 s and
≤ 500 MB.
"""

from __future__ import annotations

import json
import math
import os
import random
import resource
import subprocess
import sys
import tempfile
import time
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

from kenning.daemon.core.models import Maturity, Provenance, Rule, RuleKind, Scope
from kenning.daemon.playbook.repo_file import dump_repo_playbook

from .playbook_bench import _THINGS, _WHERE, _kenning
from .timing import row

__all__ = ["run", "write_playbook"]

#: sizes per `--size`
SIZES = {
    "tiny": (1_000, 5_000),
    "small": (10_000, 50_000),
    "medium": (10_000, 100_000),
    "large": (10_000, 100_000),
    "huge": (10_000, 100_000),
}
_VERBS = ["Use", "Prefer", "Check", "Avoid", "Keep", "Run"]


def write_playbook(path: Path, n: int, seed: int = 0) -> None:
    """A kenning playbook file of `n` distinct rules (as `kenning playbook export` writes)."""
    rng = random.Random(seed)
    start = datetime(2026, 1, 1, tzinfo=UTC)
    rules = []
    for i in range(n):
        scope = rng.choice([Scope.GLOBAL, Scope.GLOBAL, Scope.LANGUAGE, Scope.WORKSPACE])
        when = start + timedelta(minutes=i)
        rules.append(
            Rule(
                id=f"b-{i:08x}",
                content=f"{rng.choice(_VERBS)} {rng.choice(_THINGS)} {rng.choice(_WHERE)} "
                f"(case {i})",
                category=rng.choice(["git", "testing", "db", "general"]),
                tags=rng.sample(["python", "ts", "ops", "sql"], rng.randint(0, 2)),
                scope=scope,
                scope_key=None if scope == Scope.GLOBAL else "python",
                kind=rng.choice(list(RuleKind)),
                maturity=rng.choice(list(Maturity)),
                provenance=Provenance(sessions=[f"claude:{i}"], agents=["claude"]),
                created_at=when,
                updated_at=when,
            )
        )
    path.write_text(dump_repo_playbook(rules, []), encoding="utf-8")


#: runs a command and prints its peak RSS (KiB) on stderr. Linux carries a
#: process's peak RSS across exec, and `subprocess` starts a child as a copy
#: of this process (vfork): measured from here, the child's peak would be this
#: process's, which holds the generated file. The wrapper is a bare interpreter.
_PEAK = (
    "import resource, subprocess, sys; code = subprocess.run(sys.argv[1:]).returncode; "
    "print(resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss, file=sys.stderr); "
    "sys.exit(code)"
)


def _import(exe: str, file: Path, home: Path) -> tuple[float, float, float, int]:
    """Wall s, CPU s, peak RSS MB and rules added of one import in a new process."""
    env = {**os.environ, "KENNING_HOME": str(home), "KENNING_DAEMON__AUTOSTART": "false"}
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    proc = subprocess.run(
        [sys.executable, "-c", _PEAK, exe, "playbook", "import", str(file), "--json"],
        env=env,
        capture_output=True,
        check=True,
        timeout=3600,
        cwd=home,
    )
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    added = len(json.loads(proc.stdout)["added"])
    peak_kib = int(proc.stderr.decode().strip().splitlines()[-1])
    return wall, cpu, peak_kib / 1024, added


def run(size: str = "small", sizes: tuple[int, ...] | None = None) -> list[dict[str, Any]]:
    """Import generated playbooks of each size of `size` (`SIZES`), or of `sizes`."""
    exe = _kenning()
    rows: list[dict[str, Any]] = []
    cpu_of: dict[int, float] = {}
    floor_start = time.perf_counter()
    subprocess.run([sys.executable, "-c", "pass"], check=True)
    floor = (time.perf_counter() - floor_start) * 1000
    for n in sizes or SIZES[size]:
        with tempfile.TemporaryDirectory(prefix="kenning-import-bench-") as tmp:
            file = Path(tmp) / "playbook.yaml"
            write_playbook(file, n)
            home = Path(tmp) / "home"
            home.mkdir()
            wall, cpu, rss, added = _import(exe, file, home)
            if added != n:
                raise RuntimeError(f"the import added {added} of {n} rules")
            cpu_of[n] = cpu
            mb = file.stat().st_size / 1e6
            note: dict[str, Any] = {"rules": n, "file_mb": round(mb, 1)}
            rows.append(row("import", f"{n:,} rules wall", value=wall * 1000, floor=floor, **note))
            rows.append(row("import", f"{n:,} rules CPU", value=cpu * 1000, **note))
            rows.append(row("import", f"{n:,} rules peak RSS", value=rss, unit="MB", **note))
            rows.append(row("import", f"{n:,} rules per second", value=n / wall, unit="/s"))
    lo, hi = min(cpu_of), max(cpu_of)
    exponent = math.log(cpu_of[hi] / cpu_of[lo]) / math.log(hi / lo)
    label = f"CPU growth exponent {lo:,} → {hi:,} rules"
    rows.append(row("import", label, value=exponent, unit="", target="≤ 1.1 (linear)"))
    return rows


if __name__ == "__main__":
    for r in run(sys.argv[1] if len(sys.argv) > 1 else "small"):
        print(r)
