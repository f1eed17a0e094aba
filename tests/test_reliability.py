"""Reliability: kill -9 mid-catch-up, concurrent writers, a full disk.

Bounded for the suite (8 kills, 4 s of concurrency); `python -m bench reliability`
runs 20 kills and 8 s, `KENNING_SOAK=1` the long version (100 kills, 60 s). See
tests/reliability_scale.py and bench/README.md, "Reliability suite".
"""

from __future__ import annotations

import os
import random
import signal
import subprocess
import threading
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from bench.corpus import generate, load_manifest
from kenning.daemon.core.client import DaemonClient
from kenning.daemon.core.config import load_config
from kenning.daemon.core.models import Rule
from kenning.daemon.ingest.pipeline import ingest_paths
from kenning.daemon.store.db import Store
from kenning.daemon.store.rules import RuleRepo

from .conftest import AGENT_ENV, KENNING
from .reliability_scale import scale

KILLS = scale(8, 20, 100)
CONCURRENCY_SECONDS = scale(4.0, 8.0, 60.0)
AGENTS = ("claude_code", "codex")


@pytest.fixture(scope="module")
def corpus(tmp_path_factory: pytest.TempPathFactory) -> Path:
    root = tmp_path_factory.mktemp("corpus")
    generate(root, "small", seed=7, jobs=1)
    return root


@pytest.fixture(scope="module")
def tiny_corpus(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """bench/corpus.py's tiny corpus (every agent and variant, fewer sessions): what is
    caught up after a disk that filled before any session was read."""
    root = tmp_path_factory.mktemp("tiny-corpus")
    generate(root, "tiny", seed=7, jobs=1)
    return root


@pytest.fixture(scope="module")
def clean(corpus: Path, tmp_path_factory: pytest.TempPathFactory) -> Snapshot:
    """The corpus ingested once, in this process, into a fresh store: what every store
    here must equal once it has caught up (made once per module, only read)."""
    return _clean(corpus, tmp_path_factory)


@pytest.fixture(scope="module")
def tiny_clean(tiny_corpus: Path, tmp_path_factory: pytest.TempPathFactory) -> Snapshot:
    """`clean` of the tiny corpus."""
    return _clean(tiny_corpus, tmp_path_factory)


def _clean(corpus: Path, tmp_path_factory: pytest.TempPathFactory) -> Snapshot:
    home = tmp_path_factory.mktemp("clean") / "home"
    with pytest.MonkeyPatch.context() as monkeypatch:
        # as `kenning_home` leaves a test's environment: no KENNING_* of the caller's
        for name in [*AGENT_ENV, *(n for n in os.environ if n.startswith("KENNING_"))]:
            if name != "KENNING_MODELS_DIR":
                monkeypatch.delenv(name, raising=False)
        for key, value in _env(corpus, home).items():
            monkeypatch.setenv(key, value)
        loaded = load_config()
        with Store.open(loaded.paths.db) as store:
            ingest_paths(store, loaded.settings, None, agents=list(AGENTS))
    return _snapshot(loaded.paths.db)


def _env(corpus: Path, home: Path) -> dict[str, str]:
    return {
        **os.environ,
        "KENNING_HOME": str(home),
        "HOME": str(home / "user"),
        "CLAUDE_CONFIG_DIR": str(corpus / "claude"),
        "CODEX_HOME": str(corpus / "codex"),
        # the other agents' folders stay empty: the comparison covers two formats
        "KENNING_AGENTS__GEMINI__ENABLED": "false",
        "KENNING_AGENTS__AIDER__ENABLED": "false",
        # these tests are about ingestion: no model competing for the two cores
        "KENNING_EMBED__BACKGROUND": "false",
    }


#: a store's messages (session, key, content hash) and sessions (id, message count)
Snapshot = tuple[list[tuple[str, str, str]], list[tuple[str, int]]]


def _snapshot(db: Path) -> Snapshot:
    with Store.open(db) as store:
        assert store.query("PRAGMA integrity_check")[0][0] == "ok"
        messages = [
            tuple(r)
            for r in store.query("SELECT session_id, key, content_hash FROM messages ORDER BY 1, 2")
        ]
        sessions = [
            tuple(r) for r in store.query("SELECT id, message_count FROM sessions ORDER BY 1")
        ]
    return messages, sessions


def _wait_catchup(sock: Path, timeout: float = 120.0) -> None:
    client = DaemonClient(sock, timeout=2.0)
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        status = client.try_call("status")
        if status and status["ingest"]["catchup_done"]:
            return
        time.sleep(0.05)
    raise AssertionError("the daemon's catch-up did not finish")


@pytest.mark.slow
# its catch-up alone may take the default 120 s on a loaded machine (load 15: timed out)
@pytest.mark.timeout(300)
def test_kill_9_during_catch_up_loses_and_duplicates_nothing(
    corpus: Path, clean: Snapshot, tmp_path: Path
) -> None:
    crashed = tmp_path / "crashed"
    env = _env(corpus, crashed)
    rng = random.Random(1234)
    kills_mid_write = 0
    for _ in range(KILLS):
        proc = subprocess.Popen(
            [KENNING, "daemon", "run"],
            env=env,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        time.sleep(rng.uniform(0.3, 1.5))
        alive = proc.poll() is None
        proc.send_signal(signal.SIGKILL)
        proc.wait(10)
        kills_mid_write += alive
    assert kills_mid_write >= KILLS // 2  # most kills landed while it was working

    final = subprocess.Popen(
        [KENNING, "daemon", "run"],
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
        text=True,
    )
    try:
        _wait_catchup(crashed / "daemon.sock")
    finally:
        final.send_signal(signal.SIGTERM)
        _out, err = final.communicate(timeout=30)
    assert final.returncode == 0, err

    got_messages, got_sessions = _snapshot(crashed / "kenning.db")
    want_messages, want_sessions = clean
    manifest = load_manifest(corpus)["agents"]
    expected = manifest["claude"]["messages"] + manifest["codex"]["messages"]
    assert len(got_messages) == len(want_messages) == expected
    assert got_messages == want_messages  # same keys, same content hashes: none lost or doubled
    assert got_sessions == want_sessions


def _loop(
    args: list[str], env: dict[str, str], until: float, failures: list[str], counter: list[int]
) -> None:
    while time.monotonic() < until:
        proc = subprocess.run(
            [KENNING, *args], env=env, capture_output=True, text=True, timeout=120, check=False
        )
        if proc.returncode != 0 or "locked" in proc.stderr:
            failures.append(f"kenning {' '.join(args)} → {proc.returncode}: {proc.stderr[-500:]}")
        else:
            counter[0] += 1


@pytest.mark.slow
def test_eight_processes_beside_an_ingesting_daemon(corpus: Path, tmp_path: Path) -> None:
    home = tmp_path / "busy"
    env = _env(corpus, home)
    with Store.open(home / "kenning.db") as store, store.transaction():
        repo = RuleRepo(store)
        for i in range(4):
            repo.insert(Rule(id=f"b-shared{i}", content=f"shared rule {i} about websockets"))
    daemon = subprocess.Popen(
        [KENNING, "daemon", "run"], env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL
    )
    failures: list[str] = []
    marks: list[list[int]] = []
    threads: list[threading.Thread] = []
    until = time.monotonic() + CONCURRENCY_SECONDS
    try:
        for i in range(5):  # five markers hammer the same four rules
            count = [0]
            marks.append(count)
            args = ["mark", f"b-shared{i % 4}", "--helpful", "--reason", f"worker {i}"]
            threads.append(threading.Thread(target=_loop, args=(args, env, until, failures, count)))
        for args in (
            ["search", "websocket test", "--json"],
            ["stats", "--json"],
            ["playbook", "list", "--json"],
        ):
            threads.append(threading.Thread(target=_loop, args=(args, env, until, failures, [0])))
        for t in threads:
            t.start()
        for t in threads:
            t.join(180)
        # on a loaded machine the window can close before the first slice is stored:
        # the daemon's own catch-up, beside the eight, is what is asserted below
        _wait_catchup(home / "daemon.sock", timeout=300.0)
    finally:
        daemon.send_signal(signal.SIGTERM)
        daemon.wait(30)
    assert failures == []
    with Store.open(home / "kenning.db") as store:
        recorded = store.query("SELECT count(*) FROM feedback_events WHERE source = 'manual'")[0][0]
        ingested = store.query("SELECT count(*) FROM messages")[0][0]
    assert recorded == sum(c[0] for c in marks) > 0
    assert ingested > 0


@pytest.fixture
def small_disk(tmp_path: Path, request: pytest.FixtureRequest) -> Iterator[Path]:
    size = getattr(request, "param", "1m")
    mount = tmp_path / "small-disk"
    mount.mkdir()
    if os.geteuid() != 0:
        pytest.skip("mounting a tmpfs needs root; run the suite as root to test a full disk")
    proc = subprocess.run(
        ["mount", "-t", "tmpfs", "-o", f"size={size}", "tmpfs", str(mount)],
        capture_output=True,
        text=True,
        check=False,
    )
    if proc.returncode != 0:
        pytest.skip(f"cannot mount a tmpfs here: {proc.stderr.strip()}")
    try:
        yield mount
    finally:
        subprocess.run(["umount", "-l", str(mount)], check=False)


@pytest.mark.slow
@pytest.mark.timeout(300)  # two ingests of the corpus: 120 s passed at load 15
# 1 MB: the disk fills while the store is made (its schema and migrations), before any
# session is read: the tiny corpus is caught up after it; 3 MB: while the small corpus's
# sessions are written
@pytest.mark.parametrize(
    ("small_disk", "corpus_size"),
    [("1m", "tiny"), ("3m", "small")],
    indirect=["small_disk"],
    ids=["at-open", "mid-ingest"],
)
def test_full_disk_is_reported_and_the_store_recovers(
    small_disk: Path, corpus_size: str, request: pytest.FixtureRequest
) -> None:
    tiny = corpus_size == "tiny"
    corpus: Path = request.getfixturevalue("tiny_corpus" if tiny else "corpus")
    clean: Snapshot = request.getfixturevalue("tiny_clean" if tiny else "clean")
    home = small_disk / "home"
    env = _env(corpus, home)
    proc = subprocess.run(
        [KENNING, "ingest", "--json"],
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )
    report: Any = proc.stdout
    assert proc.returncode != 0 or "failed" in report
    assert "disk holding the database is full" in proc.stdout + proc.stderr
    # space returns: the same store opens, is consistent, and catches up completely
    subprocess.run(["mount", "-o", "remount,size=256m", str(small_disk)], check=True)
    again = subprocess.run(
        [KENNING, "ingest", "--json"],
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )
    assert again.returncode == 0, again.stderr
    assert _snapshot(home / "kenning.db") == clean
