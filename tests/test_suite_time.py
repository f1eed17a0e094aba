"""The suite's time budget: what runs short here runs whole in `python -m bench long`."""

from __future__ import annotations

import re
from pathlib import Path

from bench.long_bench import TESTS, draw_modules

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
