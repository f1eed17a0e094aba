"""The reliability modules at their `full` size: the kills, overwrites and fuzz the suite cut.

`make test` runs tests/test_reliability.py, test_reliability_inputs.py and
test_fuzz_connectors.py at `quick` (8 kills of a catching-up daemon, 4 s of
eight processes beside it, 3 random overwrites of a store, 15 fuzz examples
per kind of source; tests/reliability_scale.py). This scenario runs the same
modules with `KENNING_RELIABILITY=full` (20 kills, 8 s, 6 overwrites, 40
examples: what the suite ran before it was cut to its time budget), or `soak`
at `--size huge` (100 kills, 60 s, 100 overwrites, 1,000 examples), in a
pytest process of its own. It fails (an `ERROR` row) when a test fails, and
prints each module's tests and wall time. It needs the repository's tests/
folder: run it from a clone.
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
import tempfile
import time
import xml.etree.ElementTree as ET
from pathlib import Path
from typing import Any

from .timing import row

__all__ = ["MODULES", "run", "run_modules"]

ROOT = Path(__file__).resolve().parent.parent
MODULES = (
    "tests/test_reliability.py",
    "tests/test_reliability_inputs.py",
    "tests/test_fuzz_connectors.py",
)


def run(size: str = "small") -> list[dict[str, Any]]:
    """Run the reliability modules at `full` (`soak` at `huge`); one row per module."""
    return run_modules("reliability", MODULES, "soak" if size == "huge" else "full")


def run_modules(scenario: str, modules: tuple[str, ...], level: str) -> list[dict[str, Any]]:
    """Run test `modules` with `KENNING_RELIABILITY=level` in a pytest process of their own;
    a row per module (its tests and their seconds) and one for the whole run."""
    if not (ROOT / "tests").is_dir():
        raise RuntimeError(f"no tests/ folder beside bench/ in {ROOT}: run it from a clone")
    env = {k: v for k, v in os.environ.items() if k != "KENNING_SOAK"}
    env["KENNING_RELIABILITY"] = level
    with tempfile.TemporaryDirectory(prefix=f"kenning-{scenario}-bench-") as tmp:
        report = Path(tmp) / "report.xml"
        start = time.perf_counter()
        proc = subprocess.run(
            [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "-n", "0",
             f"--junitxml={report}", *modules],
            cwd=ROOT, env=env, capture_output=True, text=True, check=False,
        )  # fmt: skip
        wall = time.perf_counter() - start
        if proc.returncode != 0:
            tail = "\n".join(proc.stdout.splitlines()[-30:])
            raise RuntimeError(f"the {scenario} modules failed at {level}:\n{tail}")
        cases = ET.parse(report).getroot().iter("testcase")
        per_module: dict[str, list[float]] = {}
        for case in cases:
            module = re.sub(r"^tests\.", "", case.get("classname", "?"))
            per_module.setdefault(module, []).append(float(case.get("time", 0)))
    rows = [
        row(scenario, f"{module} ({level})", unit="s", value=round(sum(times), 1),
            tests=len(times))
        for module, times in sorted(per_module.items())
    ]  # fmt: skip
    rows.append(row(scenario, f"all modules ({level})", unit="s", value=round(wall, 1)))
    return rows
