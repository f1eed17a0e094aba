"""The daemon's ingest worker reads a failed source again: nothing waits for the file to change."""

from __future__ import annotations

import os
import sqlite3
import threading
import time
from pathlib import Path

import pytest

from kenning.daemon.core.config import load_config
from kenning.daemon.service.daemon import Service
from kenning.daemon.store import db as store_module
from kenning.daemon.store.db import Store

from .test_service import SESSION, _line
from .waiting import wait_for


@pytest.mark.slow
def test_a_source_whose_write_was_locked_out_is_read_again_before_catch_up_ends(
    kenning_home: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Another writer holds the database past the busy timeout during the catch-up scan.

    Every source fails to commit; its checkpoint does not move. The worker
    reads them again after `RETRY_AFTER_S[0]`, so when it says "caught up"
    the messages are stored, and `status` counts the retries.
    """
    root = Path(os.environ["HOME"]) / ".claude" / "projects" / "-work-project"
    root.mkdir(parents=True, exist_ok=True)
    (root / f"{SESSION}.jsonl").write_bytes(_line(1) + _line(2, "assistant"))
    db = kenning_home / "kenning.db"
    Store.open(db).close()  # migrated before the lock is taken
    monkeypatch.setattr(store_module, "BUSY_TIMEOUT_MS", 200)

    blocker = sqlite3.connect(db, isolation_level=None)
    blocker.execute("BEGIN IMMEDIATE")  # the write lock, held past 200 ms
    service = Service(load_config())
    worker = threading.Thread(target=service.ingest_worker, daemon=True)
    worker.start()
    try:
        wait_for(
            lambda: service.stats.last_error is not None, "the locked-out first pass", step=0.01
        )
        assert "locked" in (service.stats.last_error or "")
        assert not service.stats.catchup_done
        blocker.execute("ROLLBACK")
        wait_for(lambda: service.stats.catchup_done, "the catch-up", step=0.01)
        with Store.open(db) as store:
            stored = store.query("SELECT count(*) FROM messages")[0][0]
        assert stored == 2
        state = service.status()["ingest"]
        assert state["retries"] == 1
        assert state["failed_sources"] == 0
    finally:
        blocker.close()
        service.halt.set()
        service.jobs.put(None)
        worker.join(10)


def test_a_source_that_keeps_failing_is_retried_a_bounded_number_of_times(
    kenning_home: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A batch whose write fails every time: read again after each pause, then left alone."""
    from kenning.daemon.service import ingest_worker as service_module

    monkeypatch.setattr(service_module, "RETRY_AFTER_S", (0.05, 0.05))
    monkeypatch.setattr(store_module, "BUSY_TIMEOUT_MS", 50)
    root = Path(os.environ["HOME"]) / ".claude" / "projects" / "-work-project"
    root.mkdir(parents=True, exist_ok=True)
    db = kenning_home / "kenning.db"
    Store.open(db).close()
    service = Service(load_config())
    worker = threading.Thread(target=service.ingest_worker, daemon=True)
    worker.start()
    blocker = sqlite3.connect(db, isolation_level=None)
    try:
        wait_for(lambda: service.stats.catchup_done, "the (empty) catch-up", step=0.01)
        source = root / f"{SESSION}.jsonl"
        source.write_bytes(_line(1))
        blocker.execute("BEGIN IMMEDIATE")
        service.jobs.put({source})
        # the first try, then one per pause in RETRY_AFTER_S
        wait_for(
            lambda: service.stats.retries == 2 and service.jobs.empty(), "the retries", step=0.01
        )
        time.sleep(0.3)  # no third retry comes
        assert service.stats.retries == 2
        assert service.stats.failed_sources == 1
        blocker.execute("ROLLBACK")
        service.jobs.put({source})  # the file changes: read as new
        wait_for(lambda: service.stats.failed_sources == 0, "the read after the change", step=0.01)
        with Store.open(db) as store:
            assert store.query("SELECT count(*) FROM messages")[0][0] == 1
    finally:
        blocker.close()
        service.halt.set()
        service.jobs.put(None)
        worker.join(10)
