"""The suite's time budget: what runs short here runs whole in `python -m bench long`."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from bench.long_bench import TESTS, draw_modules
from bench.suite_order import file_seconds, write

from .conftest import file_costs
from .fake_values import DRAWS
from .reliability_scale import LEVEL

TESTS_DIR = Path(__file__).parent


def test_every_module_that_loops_on_draws_runs_whole_in_bench_long() -> None:
    loops = {
        f"tests/{p.name}"
        for p in TESTS_DIR.glob("test_*.py")
        if re.search(r"range\(DRAWS\)", p.read_text("utf-8"))
    }
    assert "tests/test_sanitize_round19.py" in loops
    assert loops <= set(draw_modules())
    assert not set(draw_modules()) & set(TESTS)
    assert {"quick": 30, "full": 300, "soak": 3000}[LEVEL] == DRAWS


def test_every_named_long_test_exists() -> None:
    for node in TESTS:
        path, _, name = node.partition("::")
        assert re.search(
            rf"^def {re.escape(name)}\(", (TESTS_DIR.parent / path).read_text("utf-8"), re.M
        ), node


def test_the_files_run_costliest_first_each_whole(request: pytest.FixtureRequest) -> None:
    costs = file_costs()
    assert costs, "tests/suite_costs.tsv lists the files' seconds"
    files = [item.nodeid.split("::")[0] for item in request.session.items]
    runs = [f for i, f in enumerate(files) if i == 0 or files[i - 1] != f]
    assert len(runs) == len(set(runs)), "each file's tests run together"
    seen = [costs.get(f, float("inf")) for f in runs]
    assert seen == sorted(seen, reverse=True)
    assert getattr(request.config.option, "loadscopereorder", False) is False


def test_the_costs_written_are_the_costs_read(tmp_path: Path) -> None:
    report = tmp_path / "report.xml"
    report.write_text(
        '<testsuites><testsuite name="pytest">'
        '<testcase classname="tests.test_a" name="one" time="1.5"/>'
        '<testcase classname="tests.test_a" name="two" time="2.0"/>'
        '<testcase classname="tests.test_b.TestKind" name="three" time="9.4"/>'
        "</testsuite></testsuites>",
        encoding="utf-8",
    )
    seconds = file_seconds(report)
    assert seconds == {"tests/test_a.py": 3.5, "tests/test_b.py": 9.4}
    write(seconds, tmp_path / "costs.tsv")
    lines = (tmp_path / "costs.tsv").read_text("utf-8").splitlines()
    assert lines[0].startswith("#")
    assert lines[1:] == ["9.4\ttests/test_b.py", "3.5\ttests/test_a.py"]
    assert file_costs(tmp_path / "costs.tsv") == {"tests/test_b.py": 9.4, "tests/test_a.py": 3.5}
