"""Helpers of the learning tests: scripted Claude Code sessions, ingested for real."""

from __future__ import annotations

from pathlib import Path

from bench.learning_corpus import Step, claude_lines, write_session
from kenning.daemon.core.config import Settings
from kenning.daemon.ingest.pipeline import ingest_paths
from kenning.daemon.store.db import Store

__all__ = [
    "Step",
    "claude_lines",
    "failed_session",
    "fixed_error_session",
    "ingest_home",
    "write_session",
]


def ingest_home(store: Store, home: Path, settings: Settings | None = None) -> None:
    """Ingest every Claude Code session under `home` through the real pipeline."""
    ingest_paths(store, settings or Settings(), None, environ={}, home=home, agents=["claude_code"])


def fixed_error_session(dep: str = "yaml", pkg: str = "pyyaml") -> list[Step]:
    """A session where `pytest` fails on a missing module and `pip install` fixes it."""
    trace = (
        'Traceback (most recent call last):\n  File "app/config.py", line 3\n'
        f"ModuleNotFoundError: No module named '{dep}'\n1 failed in 0.12s"
    )
    return [
        ("user", "Add config loading to the app and run the tests"),
        ("write", "/work/app/app/config.py", f"import {dep}\n"),
        ("bash", "pytest -q tests", trace, True),
        ("assistant", f"The {dep} module is missing; I'll install it."),
        ("bash", f"pip install {pkg}", f"Successfully installed {pkg}-6.0", False),
        ("bash", "pytest -q tests", "5 passed in 0.20s", False),
        ("user", "Great, thanks"),
    ]


def failed_session(
    home: Path,
    name: str,
    day: int,
    cwd: str,
    asked: str,
    edit: tuple[str, str, str],
    run: tuple[str, str],
    complaint: str,
) -> None:
    """A session whose change (`edit`: path, old, new) fails its run (`run`: command,
    output) and whose person then says it still fails."""
    steps: list[Step] = [
        ("user", asked),
        ("edit", *edit),
        ("bash", run[0], run[1], True),
        ("user", complaint),
    ]
    write_session(home, name, steps, cwd=cwd, day=day)
