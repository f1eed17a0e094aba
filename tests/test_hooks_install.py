from __future__ import annotations

import shutil
import subprocess
from pathlib import Path
from typing import Any

import pytest

from kenning.hooks.install import CHAINED_SUFFIX, MARKER, _chain_in, install, status, uninstall

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


@pytest.mark.slow
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


def _npm() -> str:
    """npm's path (its tests are marked `needs("npm")`: skipped or failed by name when missing)."""
    npm = shutil.which("npm")
    assert npm, "npm is not on PATH"
    return npm


def _run(args: list[str], cwd: Path) -> None:
    proc = subprocess.run(args, cwd=cwd, capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0, f"{args[0]} failed:\n{proc.stdout}{proc.stderr}"


def _husky_repo(tmp_path: Path) -> Repo:
    """A repository set up as husky 9 documents: `prepare: husky`, then `npm install`."""
    npm = _npm()
    repo = Repo(tmp_path / "r")
    repo.write(".gitignore", "node_modules/\n")
    repo.write(
        "package.json",
        '{"name": "husky-probe", "private": true, "scripts": {"prepare": "husky"}}\n',
    )
    _run(
        [npm, "install", "--no-audit", "--no-fund", "--silent", "--save-dev", "husky@9"], repo.path
    )
    _run([npm, "install", "--no-audit", "--no-fund", "--silent"], repo.path)  # runs `prepare`
    assert repo.git("config", "core.hooksPath").stdout.strip() == ".husky/_"
    return repo


USER_HOOK = "echo husky-ran >> .git/husky.log\n! git diff --cached --name-only | grep -q block-me\n"


@pytest.mark.needs("npm")
def test_husky_9_hook_still_runs_and_blocks(tmp_path: Path) -> None:
    """The real husky from npm: its `_/h` runs the user's `.husky/pre-commit` with `sh -e`."""
    repo = _husky_repo(tmp_path)
    repo.write(".husky/pre-commit", USER_HOOK)
    install(repo.path)
    assert _state(repo.path).installed
    user = (repo.path / ".husky" / "pre-commit").read_text()
    assert user.startswith("# >>> kenning pre-commit") and user.endswith(USER_HOOK)

    repo.write("block-me.txt", "x\n")
    repo.git("add", ".")
    refused = repo.git("commit", "-q", "-m", "blocked", check=False)
    assert refused.returncode != 0, refused.stdout + refused.stderr
    assert "husky - pre-commit script failed" in refused.stdout + refused.stderr
    repo.git("rm", "-q", "--cached", "block-me.txt")
    repo.commit("allowed", "package.json", ".gitignore", ".husky/pre-commit")
    assert (repo.path / ".git" / "husky.log").read_text().split() == ["husky-ran"] * 2


@pytest.mark.needs("npm")
def test_husky_npm_install_keeps_the_hook_and_uninstall_removes_only_it(tmp_path: Path) -> None:
    """`npm install` runs husky again (it rewrites `.husky/_` and core.hooksPath): still audited."""
    repo = _husky_repo(tmp_path)
    repo.write(".husky/pre-commit", USER_HOOK)
    install(repo.path)
    install(repo.path)  # twice: one block
    user = repo.path / ".husky" / "pre-commit"
    assert user.read_text().count("# >>> kenning pre-commit") == 1
    _run([_npm(), "install", "--no-audit", "--no-fund", "--silent"], repo.path)
    _run([str(repo.path / "node_modules" / ".bin" / "husky")], repo.path)
    assert repo.git("config", "core.hooksPath").stdout.strip() == ".husky/_"
    assert MARKER not in (repo.path / ".husky" / "_" / "pre-commit").read_text()  # husky's
    assert _state(repo.path).installed

    # a staged secret: kenning's audit blocks the commit
    repo.write("config.py", 'AWS_KEY = "' + "AKIA" + 'Q3EGRTZ5NX7WUB2C"\n')
    repo.git("add", ".")
    refused = repo.git("commit", "-q", "-m", "secret", check=False)
    assert refused.returncode != 0
    assert "[secret]" in refused.stderr
    assert not (repo.path / ".git" / "husky.log").exists()  # the audit ran first
    repo.git("rm", "-q", "--cached", "config.py")

    # the user's own failing hook still blocks
    repo.write("block-me.txt", "x\n")
    repo.git("add", "block-me.txt")
    refused = repo.git("commit", "-q", "-m", "blocked", check=False)
    assert refused.returncode != 0
    assert "husky - pre-commit script failed" in refused.stdout + refused.stderr
    repo.git("rm", "-q", "--cached", "block-me.txt")
    repo.commit("allowed", "package.json", "package-lock.json", ".gitignore", ".husky/pre-commit")

    uninstall(repo.path)
    assert user.read_text() == USER_HOOK
    assert not _state(repo.path).installed


@pytest.mark.needs("npm")
def test_husky_without_a_user_script_gets_one_that_uninstall_removes(tmp_path: Path) -> None:
    repo = _husky_repo(tmp_path)
    install(repo.path)
    user = repo.path / ".husky" / "pre-commit"
    assert user.exists() and _state(repo.path).installed
    uninstall(repo.path)
    assert not user.exists()


@pytest.mark.needs("npm")
def test_husky_hook_chained_by_an_older_kenning_moves_into_the_user_script(tmp_path: Path) -> None:
    repo = _husky_repo(tmp_path)
    stub_dir = repo.path / ".husky" / "_"
    stub = (stub_dir / "pre-commit").read_text()
    _chain_in(stub_dir, "pre-commit")  # what kenning did before it knew husky 9
    install(repo.path)
    assert (stub_dir / "pre-commit").read_text() == stub
    assert list(stub_dir.glob("*" + CHAINED_SUFFIX + "*")) == []
    assert _state(repo.path).installed
