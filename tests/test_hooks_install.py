from __future__ import annotations

import shutil
import subprocess
from pathlib import Path
from typing import Any

from kenning.hooks.install import CHAINED_SUFFIX, MARKER, install, status, uninstall

from .gitrepo import Repo

FOREIGN = '#!/bin/sh\necho foreign-hook-ran >> "$(git rev-parse --git-dir)/foreign.log"\n'


def _state(repo: Path, name: str = "pre-commit") -> Any:
    return {s.name: s for s in status(repo)}[name]


def test_install_is_idempotent(tmp_path: Path) -> None:
    repo = Repo(tmp_path / "r")
    install(repo.path)
    hook = repo.path / ".git" / "hooks" / "pre-commit"
    first = hook.read_text()
    install(repo.path)
    assert hook.read_text() == first and MARKER in first
    assert not (hook.parent / ("pre-commit" + CHAINED_SUFFIX)).exists()
    assert _state(repo.path).installed


def test_existing_hook_is_chained_and_restored(tmp_path: Path) -> None:
    repo = Repo(tmp_path / "r")
    hook = repo.path / ".git" / "hooks" / "pre-commit"
    hook.write_text(FOREIGN)
    hook.chmod(0o755)
    state = install(repo.path)
    assert {s.name: s for s in state}["pre-commit"].chained
    install(repo.path)  # re-install must not chain ourselves
    chained = hook.with_name("pre-commit" + CHAINED_SUFFIX)
    assert chained.read_text() == FOREIGN
    repo.write("a.txt", "hello\n")
    repo.commit("first")
    assert (repo.path / ".git" / "foreign.log").read_text().strip() == "foreign-hook-ran"
    uninstall(repo.path)
    assert hook.read_text() == FOREIGN and not chained.exists()


def test_respects_core_hooks_path_like_husky(tmp_path: Path) -> None:
    repo = Repo(tmp_path / "r")
    husky = repo.path / ".husky" / "_"
    husky.mkdir(parents=True)
    (husky / "pre-commit").write_text(FOREIGN)
    (husky / "pre-commit").chmod(0o755)
    repo.git("config", "core.hooksPath", ".husky/_")
    install(repo.path)
    assert MARKER in (husky / "pre-commit").read_text()
    assert (husky / ("pre-commit" + CHAINED_SUFFIX)).read_text() == FOREIGN
    assert not (repo.path / ".git" / "hooks" / "pre-commit").exists()
    uninstall(repo.path)
    assert (husky / "pre-commit").read_text() == FOREIGN


def test_worktree_uses_the_common_hooks(tmp_path: Path) -> None:
    repo = Repo(tmp_path / "r")
    repo.write("a.txt", "a\n")
    repo.commit()
    repo.git("worktree", "add", "-q", str(tmp_path / "wt"), "-b", "feature")
    install(tmp_path / "wt")
    assert MARKER in (repo.path / ".git" / "hooks" / "pre-commit").read_text()
    assert _state(repo.path).installed


def test_cli_install_status_uninstall(kenning: Any, tmp_path: Path) -> None:
    repo = Repo(tmp_path / "r")
    result = kenning("hooks", "install", "--pre-commit", "--post-merge", "--json", cwd=repo.path)
    assert result.code == 0, result.stderr
    hooks = {h["name"]: h for h in result.json()["hooks"]}
    assert hooks["pre-commit"]["installed"] and hooks["post-merge"]["installed"]
    assert not hooks["post-commit"]["installed"]
    result = kenning("hooks", "uninstall", "--json", cwd=repo.path)
    assert not any(h["installed"] for h in result.json()["hooks"])


def test_cli_outside_a_repo_is_a_clear_error(kenning: Any, tmp_path: Path) -> None:
    outside = tmp_path / "plain"
    outside.mkdir()
    result = kenning("hooks", "install", "--json", cwd=outside)
    assert result.code == 1
    error = result.json()["error"]
    assert error["kind"] == "git" and "git repository" in error["fix"]


def test_husky_9_hook_still_runs_and_blocks(tmp_path: Path) -> None:
    """The real husky from npm: its `_/h` runs `.husky/$(basename "$0")`."""
    npm = shutil.which("npm")
    assert npm and shutil.which("node"), (
        "this test needs node and npm (Debian: apt-get install nodejs npm; .ci/run does)"
    )
    repo = Repo(tmp_path / "r")
    repo.write("package.json", '{"name": "husky-probe", "private": true}\n')
    repo.write(".gitignore", "node_modules/\n")
    for args in (
        [npm, "install", "--no-audit", "--no-fund", "--silent", "husky@9"],
        [str(repo.path / "node_modules" / ".bin" / "husky")],
    ):
        proc = subprocess.run(args, cwd=repo.path, capture_output=True, text=True, timeout=90)
        assert proc.returncode == 0, f"{args[0]} failed:\n{proc.stdout}{proc.stderr}"
    assert repo.git("config", "core.hooksPath").stdout.strip() == ".husky/_"
    repo.write(
        ".husky/pre-commit",
        "echo husky-ran >> .git/husky.log\n! git diff --cached --name-only | grep -q block-me\n",
    )
    install(repo.path)
    assert _state(repo.path).chained

    repo.write("block-me.txt", "x\n")
    repo.git("add", ".")
    refused = repo.git("commit", "-q", "-m", "blocked", check=False)
    assert refused.returncode != 0, refused.stdout + refused.stderr
    assert "husky - pre-commit script failed" in refused.stdout + refused.stderr
    repo.git("rm", "-q", "--cached", "block-me.txt")
    repo.commit("allowed", "package.json", ".gitignore", ".husky/pre-commit")
    assert (repo.path / ".git" / "husky.log").read_text().split() == ["husky-ran"] * 2
