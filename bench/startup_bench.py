"""Start-up cost: `python -c pass` (the floor) vs importing the CLI vs `kenning --help`.

Every hook and every CLI call pays this before doing any work, so it is the
floor under the latency of `kenning context`, the pre-commit audit and the rest.
"""

from __future__ import annotations

import shutil
import sys
import tempfile
from pathlib import Path
from typing import Any

from .timing import row, time_subprocess

RUNS = {"tiny": 5, "small": 20, "medium": 20, "large": 30, "huge": 30}


def run(size: str = "small") -> list[dict[str, Any]]:
    """Median/p95/p99 wall time of each start-up, in a throwaway KENNING_HOME."""
    runs = RUNS.get(size, 20)
    py = sys.executable
    exe = shutil.which("kenning", path=str(Path(py).parent)) or "kenning"
    with tempfile.TemporaryDirectory(prefix="kenning-bench-") as home:
        env = {"KENNING_HOME": home}
        floor = time_subprocess([py, "-c", "pass"], runs, env)
        cases = [
            ("python -c 'import kenning.daemon.cli'", [py, "-c", "import kenning.daemon.cli"]),
            ("kenning --help", [exe, "--help"]),
        ]
        floor_row = row("startup", "python -c pass (floor)", floor)
        rows = [floor_row]
        for name, argv in cases:
            samples = time_subprocess(argv, runs, env)
            rows.append(row("startup", name, samples, floor=floor_row["median"]))
    return rows
