"""Start-up cost: `python -c pass` (the floor) vs importing the CLI vs `kenning --help`.

Every hook and every CLI call pays this before doing any work, so it is the
floor under the latency of `kenning context`, the pre-commit audit and the rest.
The three commands run in turns (pass, import, help, pass, …) so that other
work on the machine weighs on all three alike.
"""

from __future__ import annotations

import shutil
import sys
import tempfile
from pathlib import Path
from typing import Any

from .timing import row, time_subprocess

RUNS = {"tiny": 5, "small": 20, "medium": 20, "large": 30, "huge": 30}
FLOOR = "python -c pass (floor)"


def run(size: str = "small") -> list[dict[str, Any]]:
    """Median/p95/p99 wall time of each start-up, in a throwaway KENNING_HOME."""
    runs = RUNS.get(size, 20)
    py = sys.executable
    exe = shutil.which("kenning", path=str(Path(py).parent)) or "kenning"
    cases = {
        FLOOR: [py, "-c", "pass"],
        "python -c 'import kenning.daemon.cli'": [py, "-c", "import kenning.daemon.cli"],
        "kenning --help": [exe, "--help"],
    }
    samples: dict[str, list[float]] = {name: [] for name in cases}
    with tempfile.TemporaryDirectory(prefix="kenning-bench-") as home:
        env = {"KENNING_HOME": home}
        for round_no in range(runs + 1):  # round 0 warms the file cache and is not kept
            for name, argv in cases.items():
                took = time_subprocess(argv, 1, env, warmup=0)[0]
                if round_no:
                    samples[name].append(took)
    floor_row = row("startup", FLOOR, samples[FLOOR])
    rows = [floor_row]
    for name in list(cases)[1:]:
        rows.append(row("startup", name, samples[name], floor=floor_row["median"]))
    return rows
