"""Run a `kenning` command under `python -X importtime`: what it imported."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

#: top-level packages a command the daemon answers must not import
HEAVY = {"pydantic", "sqlite_utils", "numpy", "fastembed", "yaml", "rich"}


def cli_imports(argv: list[str], cwd: Path) -> tuple[subprocess.CompletedProcess[str], set[str]]:
    """The finished process and every module it imported."""
    code = (
        f"import sys; sys.argv = ['kenning', *{argv!r}]; "
        "from kenning.daemon.cli import main; main()"
    )
    proc = subprocess.run(
        [sys.executable, "-X", "importtime", "-c", code],
        capture_output=True,
        text=True,
        env=os.environ,
        cwd=cwd,
        timeout=60,
    )
    imported = {
        line.rsplit("|", 1)[-1].strip()
        for line in proc.stderr.splitlines()
        if line.startswith("import time:")
    }
    return proc, imported


def heavy(imported: set[str]) -> set[str]:
    """The modules of `HEAVY` packages among `imported`."""
    return {m for m in imported if m.split(".")[0] in HEAVY}
