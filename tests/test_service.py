"""The real daemon: started in the background, fed by real file events, killed -9."""

from __future__ import annotations

import os
import signal
import stat
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import orjson
import pytest

from kenning.daemon.core.client import DaemonClient
from kenning.daemon.store.db import Store

from .waiting import wait_for

SESSION = "7f9c2b1e-0000-4000-8000-000000000001"


def _line(n: int, role: str = "user") -> bytes:
    text = f"message number {n} about the flaky websocket test"
    record: dict[str, Any] = {
        "type": role,
        "uuid": f"uuid-{n}",
        "sessionId": SESSION,
        "cwd": "/work/project",
        "timestamp": f"2026-11-01T10:00:{n:02d}Z",
        "message": {"role": role, "content": text},
    }
    if role == "assistant":
        record["message"]["content"] = [{"type": "text", "text": text}]
    return orjson.dumps(record) + b"\n"


def _messages(db: Path) -> list[tuple[str, str]]:
    if not db.exists():
        return []
    with Store.open(db) as store:
        return [(r[0], r[1]) for r in store.query("SELECT session_id, key FROM messages")]


@pytest.fixture
def transcript() -> Path:
    root = Path(os.environ["HOME"]) / ".claude" / "projects" / "-work-project"
    root.mkdir(parents=True)
    path = root / f"{SESSION}.jsonl"
    path.write_bytes(_line(1) + _line(2, "assistant"))
    return path


@pytest.fixture
def daemon(kenning: Any, kenning_home: Path) -> Iterator[Any]:
    yield kenning
    kenning("daemon", "stop")


def test_daemon_ingests_catches_up_and_survives_kill_9(
    daemon: Any, kenning_home: Path, transcript: Path
) -> None:
    db = kenning_home / "kenning.db"
    started = daemon("daemon", "start", "--json")
    assert started.code == 0, started.stderr
    pid = started.json()["pid"]
    sock = kenning_home / "daemon.sock"
    assert stat.S_IMODE(sock.stat().st_mode) == 0o600

    wait_for(lambda: len(_messages(db)) == 2, "the catch-up scan")
    with transcript.open("ab") as fh:  # a growing session is picked up by file events
        fh.write(_line(3))
    wait_for(lambda: len(_messages(db)) == 3, "the appended line")
    status = daemon("daemon", "status", "--json").json()
    assert status["running"] and status["pid"] == pid
    assert str(transcript.parents[1]) in status["status"]["watcher"]["watching"]

    os.kill(pid, signal.SIGKILL)
    wait_for(lambda: DaemonClient(sock, timeout=0.5).try_call("ping") is None, "the daemon to die")
    with transcript.open("ab") as fh:
        fh.write(_line(4, "assistant"))
        fh.write(_line(5)[:20])  # a half-written line waits for its newline
    restarted = daemon("daemon", "start", "--json")
    assert restarted.code == 0, restarted.stderr
    assert restarted.json()["pid"] != pid  # the stale pidfile was taken over
    wait_for(lambda: len(_messages(db)) == 4, "catch-up after kill -9")
    with transcript.open("ab") as fh:
        fh.write(_line(5)[20:])
    wait_for(lambda: len(_messages(db)) == 5, "the completed line")
    keys = _messages(db)
    assert len(set(keys)) == len(keys) == 5  # nothing lost, nothing duplicated

    stopped = daemon("daemon", "stop", "--json")
    assert stopped.json()["stopped"] is True and "killed" not in stopped.json()
    assert not sock.exists() and not (kenning_home / "daemon.pid").exists()


def _doctor_daemon(kenning: Any) -> dict[str, Any]:
    checks = kenning("doctor", "--json").json()["checks"]
    (check,) = [c for c in checks if c["name"] == "daemon"]
    return dict(check)


def test_second_daemon_refuses_and_status_when_stopped(daemon: Any, kenning_home: Path) -> None:
    assert daemon("daemon", "status", "--json").json() == {
        "running": False,
        "pid": None,
        "status": None,
    }
    stopped = _doctor_daemon(daemon)
    assert stopped["status"] == "degraded" and "kenning daemon start" in stopped["fix"]
    assert daemon("daemon", "start").code == 0
    assert _doctor_daemon(daemon)["status"] == "ok"
    again = daemon("daemon", "start", "--json")
    assert again.code == 0 and again.json()["started"] is False
    foreground = daemon("daemon", "run")
    assert foreground.code == 1 and "already running" in foreground.stderr


def test_install_service_prints_a_unit(kenning: Any, kenning_home: Path) -> None:
    result = kenning("daemon", "install-service", "--platform", "systemd", "--json")
    data = result.json()
    assert "ExecStart=" in data["content"] and f"KENNING_HOME={kenning_home}" in data["content"]
    assert data["written"] is False
    plist = kenning("daemon", "install-service", "--platform", "launchd", "--json").json()
    assert "<key>ProgramArguments</key>" in plist["content"]


@pytest.mark.daemon
def test_daemon_embeds_new_messages_in_the_background(
    kenning: Any, kenning_home: Path, transcript: Path
) -> None:
    env = {"KENNING_EMBED__BACKEND": "hashing"}
    assert kenning("daemon", "start", env=env).code == 0
    try:
        db = kenning_home / "kenning.db"

        def embedded() -> int:
            if not db.exists():
                return 0
            with Store.open(db) as store:
                return int(
                    store.query("SELECT count(*) FROM embeddings WHERE kind = 'message'")[0][0]
                )

        wait_for(lambda: embedded() == 2, "the catch-up's messages to be embedded")
        with transcript.open("ab") as fh:
            fh.write(_line(3))
        wait_for(lambda: embedded() == 3, "the appended message to be embedded")
        state = kenning("daemon", "status", "--json").json()["status"]
        status = state["ingest"]
        assert status["embedded"] == 3 and status["embedder"].startswith("hashing")

        def waiting() -> Any:  # status counts the backlog at most once a second
            return kenning("daemon", "status", "--json").json()["status"]["embeddings"]

        wait_for(lambda: waiting()["pending_messages"] == 0, "status to show no backlog")
        assert waiting()["rate_per_s"] > 0  # the rate of the recent embedding is known
    finally:
        kenning("daemon", "stop")


@pytest.mark.daemon
def test_daemon_status_shows_the_backlog_while_embedding_is_off(
    kenning: Any, kenning_home: Path, transcript: Path
) -> None:
    env = {"KENNING_EMBED__BACKEND": "hashing", "KENNING_EMBED__BACKGROUND": "false"}
    assert kenning("daemon", "start", env=env).code == 0
    try:
        wait_for(lambda: len(_messages(kenning_home / "kenning.db")) == 2, "the catch-up")
        state = kenning("daemon", "status", "--json").json()["status"]
        assert state["embeddings"]["pending_messages"] == 2
        assert state["embeddings"]["eta_s"] is None  # nothing is embedding
    finally:
        kenning("daemon", "stop")


_TRIM_PROBE = """
from pathlib import Path
from kenning.daemon.core.heap import trim_heap

def rss_mb():
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    raise SystemExit("no VmRSS in /proc/self/status")

before = rss_mb()
# ~80 MB of 4 KB objects, one in a hundred kept so the heap's top stays in use
blobs = [bytes(4000) + i.to_bytes(4, "little") for i in range(20_000)]
kept = blobs[::100]
del blobs
freed = rss_mb() - before
trim_heap()
print(freed, rss_mb() - before, len(kept))
"""


def test_trim_heap_gives_freed_memory_back() -> None:
    """What a large answer freed leaves the process's RSS once the daemon trims its heap.

    Run in a fresh interpreter: a long test process may already hold free heap
    that the probe's objects reuse, and then nothing grows to be given back.
    """
    out = subprocess.run(
        [sys.executable, "-c", _TRIM_PROBE], capture_output=True, text=True, check=True
    ).stdout.split()
    freed, after_trim, kept = float(out[0]), float(out[1]), int(out[2])
    assert freed > 50  # glibc kept the freed pages
    assert after_trim < 25
    assert kept == 200


def test_daemon_trims_its_heap_once_it_has_answered(daemon: Any, kenning_home: Path) -> None:
    """Each answered request, with none other in flight, gives the freed heap back."""
    assert daemon("daemon", "start").code == 0
    client = DaemonClient(kenning_home / "daemon.sock", timeout=10.0)

    def memory() -> dict[str, Any]:
        state = client.call("status")
        return dict(state["memory"])

    first = memory()
    assert first["rss_mb"] > 10  # a live Python process, read from /proc
    for _ in range(3):
        client.call("ping")
    # the trim runs right after each answer is written: the status after the
    # pings counts at least the three pings' and the first status's
    wait_for(lambda: memory()["heap_trims"] >= first["heap_trims"] + 4, "the trims")
    shown = daemon("daemon", "status")
    assert shown.code == 0 and "resident memory" in shown.stdout
