"""The suite's files by their measured time, costliest first: `tests/suite_costs.tsv`.

`make test` runs the suite in two pytest-xdist workers, a file at a time
(`--dist loadfile`): a worker takes the next file when it ends one. When a long
file comes last, one worker runs it alone while the other waits. So
tests/conftest.py hands the files out by their time, costliest first (a file
not in the list first of all: its time is not known), from the list this
command writes.

`python -m bench.suite_order` runs the suite as `make test` does (`-n 2 --dist
loadfile`, with a JUnit report) and writes each file's seconds (its tests'
setup, call and teardown, summed) to tests/suite_costs.tsv; `--junit FILE`
reads a report written before instead. Run it again when files are added or
their time changes much. It needs the repository's tests/ folder: run it from a
clone.
"""

from __future__ import annotations

import argparse
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET
from collections import defaultdict
from pathlib import Path

__all__ = ["COSTS", "file_seconds", "main", "write"]

ROOT = Path(__file__).resolve().parent.parent
COSTS = ROOT / "tests" / "suite_costs.tsv"


def file_seconds(report: Path) -> dict[str, float]:
    """Each test file's seconds in a JUnit report (`tests/test_x.py` → seconds)."""
    out: dict[str, float] = defaultdict(float)
    for case in ET.parse(report).getroot().iter("testcase"):
        dotted = case.get("classname", "")
        parts = dotted.split(".")
        # `tests.test_x` or `tests.test_x.TestClass`: the file is the first test_ part
        module = next((i for i, p in enumerate(parts) if p.startswith("test_")), None)
        if module is None:
            continue
        out["/".join(parts[: module + 1]) + ".py"] += float(case.get("time", 0))
    return dict(out)


def write(seconds: dict[str, float], path: Path = COSTS) -> None:
    """The list, costliest first: `seconds<TAB>file` a line, under a line that says why."""
    lines = [f"{s:.1f}\t{f}" for f, s in sorted(seconds.items(), key=lambda x: (-x[1], x[0]))]
    head = "# seconds per test file, costliest first: python -m bench.suite_order writes it"
    path.write_text("\n".join([head, *lines]) + "\n", encoding="utf-8")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.suite_order", description=__doc__)
    parser.add_argument("--junit", type=Path, help="a JUnit report of a whole run to read")
    args = parser.parse_args(argv)
    if args.junit is not None:
        seconds = file_seconds(args.junit)
    else:
        if not (ROOT / "tests").is_dir():
            raise SystemExit(f"no tests/ folder beside bench/ in {ROOT}: run it from a clone")
        with tempfile.TemporaryDirectory(prefix="kenning-suite-order-") as tmp:
            report = Path(tmp) / "report.xml"
            subprocess.run(
                [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "-n", "2",
                 "--dist", "loadfile", f"--junitxml={report}"],
                cwd=ROOT, check=False,
            )  # fmt: skip
            seconds = file_seconds(report)
    write(seconds)
    print(f"{len(seconds)} files, {sum(seconds.values()):.0f} s, written to {COSTS.name}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
