"""kenning's .pre-commit-hooks.yaml, run by the real pre-commit framework."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from .gitrepo import GIT_ENV, Repo

PROJECT = Path(__file__).resolve().parents[1]
PRE_COMMIT = Path(sys.executable).with_name("pre-commit")


def _try_repo(repo: Repo, hook: str, tmp_path: Path) -> subprocess.CompletedProcess[str]:
    env = {
        **os.environ,
        **GIT_ENV,
        "PRE_COMMIT_HOME": str(tmp_path / "pre-commit-home"),
        "PATH": f"{Path(sys.executable).parent}{os.pathsep}{os.environ.get('PATH', '')}",
    }
    return subprocess.run(
        [str(PRE_COMMIT), "try-repo", str(PROJECT), hook, "--verbose"],
        cwd=repo.path,
        capture_output=True,
        text=True,
        env=env,
        timeout=300,
        check=False,
    )


@pytest.mark.slow
def test_audit_hook_blocks_a_staged_secret(tmp_path: Path) -> None:
    repo = Repo(tmp_path / "r")
    repo.write("ok.py", "x = 1\n")
    repo.git("add", "ok.py")
    clean = _try_repo(repo, "kenning-audit-system", tmp_path)
    assert clean.returncode == 0, clean.stdout + clean.stderr
    assert "Passed" in clean.stdout
    repo.write("cfg.py", 'TOKEN = "ghp_abcdefghijklmnopqrstuvwxyz0123456789"\n')
    repo.git("add", "cfg.py")
    dirty = _try_repo(repo, "kenning-audit-system", tmp_path)
    assert dirty.returncode == 1
    assert "Failed" in dirty.stdout and "cfg.py:1" in dirty.stdout
    assert "ghp_abcdefghijklmnopqrstuvwxyz0123456789" not in dirty.stdout


@pytest.mark.slow
def test_export_check_hook_fails_when_stale(tmp_path: Path, kenning: object) -> None:
    repo = Repo(tmp_path / "r")
    repo.write("AGENTS.md", "# Agents\n")
    repo.git("add", "AGENTS.md")
    stale = _try_repo(repo, "kenning-export-check", tmp_path)
    assert stale.returncode == 1 and "stale" in stale.stdout
    assert (repo.path / "AGENTS.md").read_text() == "# Agents\n"  # a check never rewrites
