"""A missing system tool: `.ci/system-deps` names it, its tests skip by name, CI fails them."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from .system_tools import TOOLS

ROOT = Path(__file__).resolve().parents[1]
SCRIPT = ROOT / ".ci" / "system-deps"
#: a test that drives Emacs (tests/test_editors.py)
EMACS_TEST = "tests/test_editors.py::test_emacs_eglot_hover_shows_the_rule"


def _bare_path(tmp_path: Path) -> str:
    """A PATH holding only this Python's folder and `id`: no editor, no Node.js."""
    bare = tmp_path / "bin"
    bare.mkdir()
    (bare / "id").symlink_to("/usr/bin/id")
    return f"{Path(sys.executable).parent}{os.pathsep}{bare}"


def test_the_script_and_the_tests_name_the_same_tools() -> None:
    listed = re.search(r'^TOOLS="([^"]*)"', SCRIPT.read_text(encoding="utf-8"), re.M)
    assert listed is not None
    assert listed.group(1).split() == list(TOOLS)


def test_the_script_names_what_is_missing_and_goes_on(tmp_path: Path) -> None:
    env = {"PATH": _bare_path(tmp_path), "HOME": str(tmp_path)}
    proc = subprocess.run(
        ["/bin/bash", str(SCRIPT), "--check"], env=env, capture_output=True, text=True, timeout=60
    )
    assert proc.returncode == 0, proc.stderr
    for tool in ("nvim", "emacs", "npm"):
        assert f"missing {tool} (apt-get install " in proc.stdout, proc.stdout


def _run_emacs_test(tmp_path: Path, ci: str | None, *args: str) -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items() if k != "CI"}
    env["PATH"] = _bare_path(tmp_path)
    if ci is not None:
        env["CI"] = ci
    return subprocess.run(
        [sys.executable, "-m", "pytest", EMACS_TEST, "-q", "-rs", "-p", "no:cacheprovider", *args],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )


@pytest.mark.slow
def test_a_missing_tool_skips_its_tests_by_name_and_counts_them(tmp_path: Path) -> None:
    proc = _run_emacs_test(tmp_path, None)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert "1 skipped" in proc.stdout
    assert "missing tool emacs: Emacs with eglot is not installed" in proc.stdout
    assert "skipped for missing tools: emacs 1" in proc.stdout


@pytest.mark.slow
def test_in_ci_a_missing_tool_fails_the_run(tmp_path: Path) -> None:
    # in a pytest-xdist worker, as `make test` runs the suite: the count still reaches
    # the summary (the test above runs in one process); one worker, not two: the one
    # test runs in one of them either way, and a second worker's start cost 1.7 CPU-s
    proc = _run_emacs_test(tmp_path, "true", "-n", "1")
    assert proc.returncode != 0, proc.stdout
    assert "missing tool emacs (CI runs every test)" in proc.stdout
    assert "failed (CI is set) for missing tools: emacs 1" in proc.stdout
