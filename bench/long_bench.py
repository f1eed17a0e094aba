"""The suite's long scenarios at their `full` size: the tests `make test` runs smaller.

Some tests of the suite run a long scenario (a judge trained on the whole synthetic
set, a bench at its smallest size, many CLI processes). In `make test` they run a
smaller version of the same scenario, with the same asserts, so each behaviour is
still checked on every run; the size comes from `KENNING_RELIABILITY`
(tests/reliability_scale.py: `quick` in the suite). This scenario runs them with
`KENNING_RELIABILITY=full` (what the suite ran before it was cut to its time
budget) in a pytest process of its own, and fails (an `ERROR` row) when one fails.
The sanitizer's test modules that loop on `DRAWS` (tests/fake_values.py: 30 draws of
each random form in the suite) run whole here, 300 draws each, found by that name.
`--size huge` runs them at `soak`. The reliability modules have their own scenario
(`python -m bench reliability`). It needs the repository's tests/ folder: run it
from a clone.
"""

from __future__ import annotations

import re
from typing import Any

from .reliability_bench import ROOT, run_modules

__all__ = ["TESTS", "run"]

#: the tests that run smaller in the suite (bench/README.md, "The suite's time")
TESTS = (
    "tests/test_judge.py::test_retraining_on_the_same_data_gives_the_same_file",
    "tests/test_cold_context.py::test_the_stored_index_gives_the_whole_playbooks_briefing",
    "tests/test_bench_scenarios.py::test_scale_bench_audit_alone_times_the_hook_command_at_each_size",
    "tests/test_bench_scenarios.py::test_scale_bench_times_every_operation_with_its_floor",
    "tests/test_secrets_wide.py::test_the_one_pass_gates_find_what_each_probe_finds",
    "tests/test_secrets_wide.py::test_adversarial_text_for_the_structural_rules_stays_fast",
    "tests/test_secrets_wide.py::test_what_the_scanners_catch_on_the_held_out_halves_kenning_catches",
    "tests/test_sanitize_stand_ins.py::test_a_text_of_many_hits_and_reference_marks_stays_linear",
    "tests/test_sanitize_requires.py::test_every_hit_beyond_ascii_is_in_a_text_the_requires_match",
    "tests/test_sanitize_requires.py::test_every_hit_is_in_a_text_the_requires_match",
)


def draw_modules() -> tuple[str, ...]:
    """The test modules whose loops draw `DRAWS` random values of each form."""
    imports = re.compile(r"^from \.fake_values import (\([^)]*\)|.*)$", re.M)
    return tuple(
        f"tests/{p.name}"
        for p in sorted((ROOT / "tests").glob("test_*.py"))
        if any(re.search(r"\bDRAWS\b", m) for m in imports.findall(p.read_text("utf-8")))
    )


def run(size: str = "small") -> list[dict[str, Any]]:
    """Run `TESTS` and the draw modules at `full` (`soak` at `huge`); one row per module
    and one for the run."""
    return run_modules("long", TESTS + draw_modules(), "soak" if size == "huge" else "full")
