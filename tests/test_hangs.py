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
import socket
import subprocess
import time
from pathlib import Path
from typing import Any

import orjson
import pytest

from kenning.daemon.core.client import MAX_REQUEST_BYTES, DaemonClient
from kenning.daemon.core.files import NotRegularFileError, open_regular
from kenning.daemon.store.db import Store

from .conftest import KENNING
from .gitrepo import Repo
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


@pytest.mark.slow
def test_a_fifo_named_like_a_session_is_never_opened(
    kenning: Any, kenning_home: Path, tmp_path: Path
) -> None:
    home = tmp_path / "user-home"
    project = _project(home)
    copy_fixture("claude_code/session.jsonl", project / f"{SESSION}.jsonl")
    fifo = project / "0000-fifo.jsonl"
    os.mkfifo(fifo)

    began = time.monotonic()
    result = kenning("ingest", "--json")  # used to block on open() forever
    took = time.monotonic() - began
    assert result.code == 1  # a source could not be read: the command says so
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


@pytest.mark.slow
def test_fifos_named_like_kennings_own_inputs_do_not_block(kenning: Any, tmp_path: Path) -> None:
    fifo = tmp_path / "notes.py"
    os.mkfifo(fifo)
    began = time.monotonic()
    kenning("context", "add retries", "--file", str(fifo), "--json", check=True)
    repo = _repo(tmp_path)
    (repo.path / ".kenning").mkdir()
    os.mkfifo(repo.path / ".kenning" / "playbook.yaml")
    repo.write("a.py", "x = 1\n")
    repo.git("add", "a.py")
    proc = repo.git("commit", "-m", "with a FIFO playbook", check=False)
    listed = kenning("playbook", "list", "--json", cwd=repo.path)
    assert time.monotonic() - began < 30
    assert proc.returncode == 0, proc.stdout + proc.stderr  # the hook fails open
    assert "FIFO" in listed.stdout + listed.stderr


# -- catastrophic rule regexes ----------------------------------------------------------

CATASTROPHIC = "a" * 34 + "!"  # `(a+)+$` on this: > 120 s with Python's re


def _repo(tmp_path: Path) -> Repo:
    from kenning.hooks.install import install

    repo = Repo(tmp_path / "repo")
    repo.write("README.md", "hello\n")
    repo.commit("init")
    install(repo.path)
    return repo


@pytest.mark.slow
def test_a_catastrophic_rule_regex_does_not_hang_git_commit(kenning: Any, tmp_path: Path) -> None:
    repo = _repo(tmp_path)
    kenning(
        "playbook", "add", "Never end a line with a run of a", "--type", "anti-pattern",
        "--pin", "team decision", "--verify-regex", "(a+)+$", cwd=repo.path, check=True,
    )  # fmt: skip
    repo.write(
        ".kenning/playbook.yaml",
        "version: 2\nrules:\n- id: b-team1\n  content: No x runs before y\n"
        "  verification:\n    regex: (x+x+)+y\n",
    )
    repo.write("notes.txt", f"{CATASTROPHIC}\n{'x' * 40}\n")
    repo.git("add", ".")
    began = time.monotonic()
    proc = repo.git("commit", "-m", "hostile input", check=False)
    took = time.monotonic() - began
    print(f"git commit with (a+)+$ and (x+x+)+y over hostile lines: {took:.2f}s")
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert took < 15

    # the same rule still finds what it is about: a line that does end with a's
    repo.write("more.txt", "baaaa\n")
    repo.git("add", "more.txt")
    blocked = repo.git("commit", "-m", "blocked", check=False)
    assert blocked.returncode == 1 and "more.txt" in blocked.stdout + blocked.stderr


@pytest.mark.parametrize(
    ("pattern", "why"),
    [(r"(?<=x)y", "lookaround"), (r"(a)\1", "backreference"), (r"a++b", "possessive")],
)
@pytest.mark.slow
def test_a_regex_re2_cannot_run_is_refused_at_add_with_the_reason(
    kenning: Any, pattern: str, why: str
) -> None:
    result = kenning("playbook", "add", "A rule", "--verify-regex", pattern, "--json")
    assert result.code == 1
    error = orjson.loads(result.stdout or result.stderr)["error"]
    assert "RE2" in error["message"] and why in error["message"], error
    assert kenning("playbook", "list", "--json", check=True).json()["rules"] == []


@pytest.mark.slow
def test_a_regex_re2_cannot_run_is_refused_in_a_repo_playbook(kenning: Any, tmp_path: Path) -> None:
    repo = _repo(tmp_path)
    repo.write(
        ".kenning/playbook.yaml",
        "version: 2\nrules:\n- id: b-team2\n  content: y after x\n"
        "  verification:\n    regex: (?<=x)y\n",
    )
    data = kenning("playbook", "list", "--json", cwd=repo.path, check=True).json()
    assert data["rules"] == []  # the file is set aside whole, not half-read
    (warning,) = data["warnings"]
    assert "playbook.yaml" in warning and "RE2" in warning and "lookaround" in warning, warning


# -- large requests on the socket ----------------------------------------------------------


# one daemon for the three (`shared_daemon`): each asks it, none needs it fresh


def test_a_70_kb_task_on_stdin_is_answered(shared_daemon: Path, kenning: Any) -> None:
    task = "add retries to the HTTP client and log each attempt " * 1400  # ~73 KB
    assert len(task.encode()) > 70_000
    result = kenning("context", "--json", input=task, check=True)
    data = result.json()
    assert data["task"].startswith("add retries") and len(data["task"]) > 70_000
    assert data["source"] == "daemon"


def test_a_request_past_the_limit_gets_an_error_not_silence(shared_daemon: Path) -> None:
    with socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as sock:
        sock.settimeout(30)
        sock.connect(str(shared_daemon))
        block = b"x" * (1024 * 1024)
        try:
            for _ in range(MAX_REQUEST_BYTES // len(block) + 2):
                sock.sendall(block)
        except (BrokenPipeError, ConnectionResetError):
            pass  # the daemon answered and closed once the limit was passed
        reply = sock.makefile("rb").readline()
    error = orjson.loads(reply)["error"]
    assert error["code"] == -32600 and "larger than" in error["message"]
    # and the daemon still serves
    assert DaemonClient(shared_daemon).call("ping")["pong"] is True


def test_the_client_does_not_send_what_the_daemon_would_refuse(shared_daemon: Path) -> None:
    huge = {"task": "y" * (MAX_REQUEST_BYTES + 1)}
    began = time.monotonic()
    assert DaemonClient(shared_daemon).try_call("context", huge) is None  # the caller falls back
    assert time.monotonic() - began < 5


# -- stopping a busy daemon ---------------------------------------------------------------


@pytest.mark.slow
def test_daemon_stop_while_it_embeds_takes_under_two_seconds(
    kenning: Any, kenning_home: Path, tmp_path: Path, model_root: Path
) -> None:
    from bench.corpus import generate

    corpus = tmp_path / "corpus"
    generate(corpus, "tiny", seed=3, jobs=1)
    env = {"CLAUDE_CONFIG_DIR": str(corpus / "claude"), "CODEX_HOME": str(corpus / "codex")}
    kenning("ingest", env=env, check=True)  # the backlog is in; the daemon only embeds it
    with Store.open(kenning_home / "kenning.db") as store:
        messages = store.query("SELECT count(*) FROM messages")[0][0]
    assert messages > 200

    proc = _daemon(env)
    try:
        sock = kenning_home / "daemon.sock"
        _wait(sock, lambda s: s["ingest"]["embedder"] is not None, timeout=90)
        time.sleep(0.3)  # the model is loaded: it is embedding now
        began = time.monotonic()
        result = kenning("daemon", "stop", "--json", env=env, check=True)
        took = time.monotonic() - began
        data = result.json()
        assert proc.wait(5) == 0
    finally:
        _stop(proc)
    assert data["stopped"] and not data.get("killed"), data
    # from SIGTERM to the pidfile's lock released, as `stop` measured it
    assert data["seconds"] < 2.0, data
    assert took < 6.0  # the CLI's own start-up included, on a loaded machine
    assert not sock.exists() and not (kenning_home / "daemon.pid").exists()
    with Store.open(kenning_home / "kenning.db") as store:
        embedded = store.query("SELECT count(*) FROM embeddings WHERE kind = 'message'")[0][0]
    print(
        f"daemon stop: {data['seconds']:.2f}s after SIGTERM ({took:.2f}s with the CLI); "
        f"{embedded} of {messages} messages embedded"
    )
    assert embedded < messages  # it was cut short mid-backlog, and what it did is kept
    assert kenning("daemon", "status", "--json", check=True).json()["running"] is False
