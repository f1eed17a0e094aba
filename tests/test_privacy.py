"""Private files: KENNING_HOME 0700 and everything in it 0600, whatever the umask.

Real processes with the usual umask 022 (and a careless 000): the CLI, a
daemon that ingests a real session, writes its log, diary summary, pidfile and
socket; and an install from before, every file 0644 in a 0755 home, fixed on
start. The MCP token's 401s are in tests/test_mcp.py.
"""

from __future__ import annotations

import os
import sqlite3
import stat
import subprocess
import time
from pathlib import Path
from typing import Any

import pytest

from kenning.daemon.core.client import DaemonClient
from kenning.daemon.core.private import secure_home, write_private
from kenning.daemon.store.db import Store

from .cli_fork import run_kenning
from .conftest import KENNING
from .ingest_helpers import copy_fixture

SESSION = "7d1c2a9e-1111-4c3b-9a51-5b2f0c0e1a01"


def _modes(home: Path) -> dict[str, int]:
    """Every path under `home` (and `home` itself as "."), relative, with its permission bits."""
    out = {".": stat.S_IMODE(os.stat(home).st_mode)}
    for folder, dirs, files in os.walk(home):
        for name in dirs + files:
            path = Path(folder, name)
            try:
                out[str(path.relative_to(home))] = stat.S_IMODE(os.lstat(path).st_mode)
            except FileNotFoundError:
                continue  # gone since listed (a -wal at a checkpoint): nothing to judge
    return out


def _loose(modes: dict[str, int], home: Path) -> dict[str, str]:
    """What is readable, writable or enterable by anyone but the owner."""
    bad = {}
    for rel, mode in modes.items():
        is_dir = (home / rel).is_dir() and not (home / rel).is_symlink()
        if mode & 0o077 or (is_dir and mode != 0o700):
            bad[rel] = oct(mode)
    return bad


def _run(*args: str, umask: int, env: dict[str, str] | None = None) -> str:
    proc = run_kenning(args, env={**os.environ, **(env or {})}, timeout=60, umask=umask)
    assert proc.returncode == 0, proc.stderr
    return proc.stdout


@pytest.mark.daemon
@pytest.mark.parametrize("umask", [0o022, 0o000])
def test_a_daemon_and_the_cli_leave_nothing_readable_by_others(
    kenning_home: Path, tmp_path: Path, umask: int
) -> None:
    home = kenning_home
    home.rmdir()  # made by the fixture with the test runner's umask: let kenning make it
    copy_fixture(
        "claude_code/session.jsonl",
        tmp_path / "user-home" / ".claude" / "projects" / "-home-dev-shop" / f"{SESSION}.jsonl",
    )
    _run("init", umask=umask)
    _run("daemon", "start", umask=umask)
    try:
        client = DaemonClient(home / "daemon.sock", timeout=2.0)
        deadline = time.monotonic() + 60
        while not list((home / "summaries").rglob("*.md")):  # ingested, diarised, summarised
            assert time.monotonic() < deadline, "no summary was written"
            time.sleep(0.1)
        assert client.call("status")["ingest"]["messages"] > 0
        _run("search", "checkout", umask=umask)
        _run("export", "memory-md", umask=umask)
        _run("mcp", "token", umask=umask)
        # a reader holding the database open keeps its WAL and shared memory on disk
        # (SQLite gives them the database file's mode)
        old_umask = os.umask(umask)
        try:
            reader = sqlite3.connect(home / "kenning.db")
            reader.execute("SELECT count(*) FROM sessions").fetchone()
        finally:
            os.umask(old_umask)
        modes = _modes(home)  # while it runs: the WAL, the socket, the pidfile exist
        reader.close()
    finally:
        _run("daemon", "stop", umask=umask)
    for name in ("kenning.db", "kenning.db-wal", "kenning.db-shm", "daemon.pid", "daemon.sock"):
        assert name in modes, sorted(modes)
    for name in ("logs/daemon.log", "MEMORY.md", "mcp-token"):
        assert name in modes, sorted(modes)
    assert any(rel.startswith("summaries/") and rel.endswith(".md") for rel in modes)
    print(f"umask {umask:03o}: {len(modes)} paths in the home, {len(_loose(modes, home))} loose")
    assert _loose(modes, home) == {}, _loose(modes, home)


@pytest.mark.slow
def test_an_existing_install_is_made_private_on_start(
    kenning_home: Path, tmp_path: Path, kenning: Any
) -> None:
    home = kenning_home
    kenning("init", check=True)
    kenning("mcp", "token", check=True)
    (home / "summaries" / "x").mkdir(parents=True)
    (home / "summaries" / "x" / "summary.md").write_text("what a session did\n")
    (home / "logs").mkdir()
    (home / "logs" / "daemon.log").write_text("a line\n")
    for path in [home, *home.rglob("*")]:
        path.chmod(0o755 if path.is_dir() else 0o644)  # as an older kenning left them
    assert _loose(_modes(home), home)

    doctor = kenning("doctor", "--json").json()["checks"]
    (privacy,) = [c for c in doctor if c["name"] == "privacy"]
    assert privacy["status"] == "degraded" and "kenning init" in privacy["fix"]

    kenning("search", "anything", check=True)  # any command: the home and the database
    modes = _modes(home)
    assert modes["."] == 0o700 and modes["kenning.db"] == 0o600
    assert modes["summaries/x/summary.md"] == 0o644  # the rest waits for the daemon

    proc = subprocess.Popen(
        [KENNING, "daemon", "run"], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL
    )
    try:
        client = DaemonClient(home / "daemon.sock", timeout=2.0)
        deadline = time.monotonic() + 30
        while client.try_call("ping") is None:
            assert time.monotonic() < deadline and proc.poll() is None
            time.sleep(0.05)
        assert _loose(_modes(home), home) == {}
    finally:
        proc.terminate()
        proc.wait(10)


def test_secure_home_touches_only_kennings_own_files(tmp_path: Path) -> None:
    shared = tmp_path / "shared-models"
    shared.mkdir(mode=0o755)
    (shared / "model.onnx").write_bytes(b"x")
    (shared / "model.onnx").chmod(0o644)
    home = tmp_path / "home"
    write_private(home / "config.toml", "")
    (home / "models").symlink_to(shared)
    (home / "logs").mkdir(mode=0o755)
    (home / "logs" / "daemon.log").write_text("x\n")
    (home / "logs" / "daemon.log").chmod(0o644)
    # a KENNING_HOME pointed at a folder that holds other things: those stay as they are
    (home / "notes.txt").write_text("mine\n")
    (home / "notes.txt").chmod(0o644)
    (home / "bin").mkdir(mode=0o755)
    (home / "bin" / "tool").write_text("#!/bin/sh\n")
    (home / "bin" / "tool").chmod(0o755)
    home.chmod(0o755)

    assert secure_home(home) == 3  # the home, logs/, logs/daemon.log
    assert stat.S_IMODE(home.stat().st_mode) == 0o700
    assert stat.S_IMODE((home / "logs" / "daemon.log").stat().st_mode) == 0o600
    assert stat.S_IMODE((home / "notes.txt").stat().st_mode) == 0o644
    assert stat.S_IMODE((home / "bin" / "tool").stat().st_mode) == 0o755
    assert stat.S_IMODE(shared.stat().st_mode) == 0o755
    assert stat.S_IMODE((shared / "model.onnx").stat().st_mode) == 0o644


def test_a_store_opened_in_a_shared_folder_leaves_the_folder_open(tmp_path: Path) -> None:
    """A database put straight into a sticky, world-writable folder (like /tmp) must
    not make that folder 0700: every other user of the machine would lose it."""
    shared = tmp_path / "shared"
    shared.mkdir()
    shared.chmod(0o1777)
    with Store.open(shared / "kenning.db"):
        pass
    assert stat.S_IMODE(shared.stat().st_mode) == 0o1777
    assert stat.S_IMODE((shared / "kenning.db").stat().st_mode) == 0o600


def test_threads_writing_one_file_at_once_never_lose_a_write(tmp_path: Path) -> None:
    """The daemon's learning worker and an operation it serves may write one
    diary at the same moment: each write lands whole, none fails."""
    import threading

    target = tmp_path / "summaries" / "s" / "summary.md"
    errors: list[BaseException] = []

    def writer(n: int) -> None:
        try:
            for i in range(200):
                write_private(target, f"writer {n} round {i}\n" * 50)
        except BaseException as exc:
            errors.append(exc)

    threads = [threading.Thread(target=writer, args=(n,)) for n in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert errors == []
    text = target.read_text()
    assert len(set(text.splitlines())) == 1  # one writer's whole content
    assert stat.S_IMODE(target.stat().st_mode) == 0o600
