"""Hostile inputs that used to hang kenning, each met with real parts.

A FIFO under a watched folder (real `mkfifo`, the real CLI and daemon), a
symlink out of the watched roots, a catastrophic rule regex at `git commit`
(a real repository and hook), a request larger than the socket's line limit
(a real daemon and socket), and `kenning daemon stop` while the daemon
embeds (a real daemon with the real model). The counts are in
bench/README.md, "Reliability suite".
"""

from __future__ import annotations

import os
import subprocess
import time
from pathlib import Path
from typing import Any

import pytest

from kenning.daemon.client import DaemonClient
from kenning.daemon.ingest.sourcefile import NotRegularFileError, open_regular
from kenning.daemon.store import Store

from .conftest import KENNING
from .ingest_helpers import copy_fixture, ingest

SESSION = "7d1c2a9e-1111-4c3b-9a51-5b2f0c0e1a01"


def _project(home: Path) -> Path:
    return home / ".claude" / "projects" / "-home-dev-shop"


def _daemon(env: dict[str, str] | None = None) -> subprocess.Popen[bytes]:
    return subprocess.Popen(
        [KENNING, "daemon", "run"],
        env={**os.environ, **(env or {})},
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )


def _wait(sock: Path, ready: Any = None, timeout: float = 60.0) -> dict[str, Any]:
    """The daemon's status once `ready(status)` holds (catch-up done by default)."""
    client = DaemonClient(sock, timeout=2.0)
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        status = client.try_call("status")
        if status and (ready(status) if ready else status["ingest"]["catchup_done"]):
            return dict(status)
        time.sleep(0.05)
    raise AssertionError("the daemon did not get ready")


def _stop(proc: subprocess.Popen[bytes]) -> None:
    if proc.poll() is None:
        proc.terminate()
        proc.wait(10)


# -- FIFOs and symlinks --------------------------------------------------------------


def test_a_fifo_named_like_a_session_is_never_opened(
    kenning: Any, kenning_home: Path, tmp_path: Path
) -> None:
    home = tmp_path / "user-home"
    project = _project(home)
    copy_fixture("claude_code/session.jsonl", project / f"{SESSION}.jsonl")
    fifo = project / "0000-fifo.jsonl"
    os.mkfifo(fifo)

    began = time.monotonic()
    result = kenning("ingest", "--json", check=True)  # used to block on open() forever
    took = time.monotonic() - began
    report = result.json()
    assert report["sessions"] >= 1  # the real session next to it was read
    assert took < 30
    failed = [e for e in report["errors"] if e["source"] == str(fifo)]
    assert failed and "FIFO" in failed[0]["error"], report

    proc = _daemon()
    try:  # the daemon's catch-up ends too
        status = _wait(kenning_home / "daemon.sock", timeout=30)
        assert status["ingest"]["catchup_done"]
    finally:
        _stop(proc)


def test_open_regular_refuses_a_fifo_swapped_in_after_the_check(tmp_path: Path) -> None:
    fifo = tmp_path / "swapped.jsonl"
    os.mkfifo(fifo)
    began = time.monotonic()
    with pytest.raises(NotRegularFileError, match="FIFO"):
        open_regular(fifo)  # O_NONBLOCK: the open returns at once, fstat refuses it
    assert time.monotonic() - began < 1


def test_a_symlink_out_of_the_watched_folders_is_not_followed(store: Store, tmp_path: Path) -> None:
    home = tmp_path / "user-home"
    secret = copy_fixture("claude_code/session.jsonl", tmp_path / "elsewhere" / "private.jsonl")
    link = _project(home) / f"{SESSION}.jsonl"
    link.parent.mkdir(parents=True)
    link.symlink_to(secret)

    report = ingest(store, home)
    assert report.sessions == 0
    assert store.query("SELECT count(*) FROM messages")[0][0] == 0
    (outcome,) = [e for e in report.errors if e["source"] == str(link)]
    assert "symlink" in outcome["error"] and "follow_symlinks" in outcome["error"]

    followed = ingest(store, home, config={"ingest": {"follow_symlinks": True}})
    assert followed.sessions == 1


def test_a_symlink_inside_the_watched_folders_is_read(store: Store, tmp_path: Path) -> None:
    home = tmp_path / "user-home"
    real = copy_fixture("claude_code/session.jsonl", _project(home) / "archive" / "s.json")
    link = _project(home) / f"{SESSION}.jsonl"
    link.symlink_to(real)
    assert ingest(store, home).sessions == 1
