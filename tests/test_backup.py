"""Backups: listing, pruning, the daemon's daily copy, restore through the CLI."""

from __future__ import annotations

import threading
import time
from datetime import timedelta
from pathlib import Path
from typing import Any

import pytest

from kenning.daemon.core.config import Settings
from kenning.daemon.core.models import Rule, utcnow
from kenning.daemon.playbook.curate import add_rule
from kenning.daemon.store.backup import (
    backup_due,
    backup_loop,
    backup_store,
    check_file,
    list_backups,
    prune_backups,
)
from kenning.daemon.store.db import Store


def _rule(store: Store, text: str) -> str:
    return add_rule(store, Settings(), Rule(id="new", content=text)).rule.id


def test_backup_is_a_checked_single_file_copy(store: Store, kenning_home: Path) -> None:
    _rule(store, "Always run the migrations before the tests")
    info = backup_store(store.path)
    assert info.path.parent == kenning_home / "backups"
    assert check_file(info.path) == []
    assert not info.path.with_name(info.path.name + "-wal").exists()
    with Store.open(info.path) as copy:
        assert copy.query("SELECT count(*) FROM bullets")[0][0] == 1
    assert [b.path for b in list_backups(kenning_home / "backups")] == [info.path]


def test_prune_keeps_n_days_and_always_the_newest(store: Store, kenning_home: Path) -> None:
    folder = kenning_home / "backups"
    now = utcnow()
    for days in (0, 3, 8, 20):
        backup_store(store.path, now=now - timedelta(days=days))
    removed = prune_backups(folder, 7, now=now)
    assert len(removed) == 2 and len(list_backups(folder)) == 2
    # a daemon that was off for a month: the newest stays even when it is old
    older = list_backups(folder)[1].path
    assert prune_backups(folder, 7, now=now + timedelta(days=30)) == [older]
    assert len(list_backups(folder)) == 1
    assert backup_due(folder, now=now + timedelta(days=30))
    assert not backup_due(folder, now=now + timedelta(hours=2))


def test_the_loop_backs_up_when_due_and_stops_on_request(store: Store, kenning_home: Path) -> None:
    stop = threading.Event()
    loop = threading.Thread(target=backup_loop, args=(store.path, 7, stop), daemon=True)
    loop.start()
    deadline = time.monotonic() + 20
    while not list_backups(kenning_home / "backups") and time.monotonic() < deadline:
        time.sleep(0.05)
    stop.set()
    loop.join(5)
    assert not loop.is_alive()
    assert len(list_backups(kenning_home / "backups")) == 1  # not due again for a day


@pytest.mark.daemon
def test_the_running_daemon_makes_the_daily_backup(kenning: Any, kenning_home: Path) -> None:
    env = {"KENNING_EMBED__BACKGROUND": "false"}
    assert kenning("init").code == 0
    assert kenning("daemon", "start", env=env).code == 0
    try:
        deadline = time.monotonic() + 30
        while not list_backups(kenning_home / "backups") and time.monotonic() < deadline:
            time.sleep(0.1)
        listed = kenning("backup", "--list", "--json").json()["backups"]
        assert len(listed) == 1 and check_file(Path(listed[0]["path"])) == []
    finally:
        kenning("daemon", "stop")


@pytest.mark.daemon
def test_restore_refuses_while_the_daemon_runs_and_names_the_fix(
    kenning: Any, kenning_home: Path
) -> None:
    assert kenning("init").code == 0
    assert kenning("backup").code == 0
    assert kenning("daemon", "start", env={"KENNING_EMBED__BACKGROUND": "false"}).code == 0
    try:
        result = kenning("restore", "--json")
        assert result.code == 1
        error = result.json()["error"]
        assert error["kind"] == "daemon" and "kenning daemon stop" in error["fix"]
    finally:
        kenning("daemon", "stop")


@pytest.mark.slow
def test_restore_brings_back_the_rules_and_keeps_the_current_file(
    kenning: Any, kenning_home: Path
) -> None:
    first = kenning("playbook", "add", "Always pin the base image digest", "--json").json()
    assert kenning("backup").code == 0
    kenning("playbook", "add", "Never force-push to main without asking", "--json")
    restored = kenning("restore", "--json")
    assert restored.code == 0, restored.stderr
    aside = Path(restored.json()["kept_aside"])
    assert aside.exists() and aside.parent == kenning_home
    ids = [b["id"] for b in kenning("playbook", "list", "--json").json()["rules"]]
    assert ids == [first["rule"]["id"]]
    with Store.open(aside) as old:  # the replaced file still holds both rules
        assert old.query("SELECT count(*) FROM bullets")[0][0] == 2


@pytest.mark.slow
def test_doctor_clears_a_mark_the_file_no_longer_bears_out(
    kenning: Any, kenning_home: Path
) -> None:
    from kenning.daemon.store.db import corruption_marked, mark_corrupt

    assert kenning("init").code == 0
    db = kenning_home / "kenning.db"
    mark_corrupt(db, "database disk image is malformed")
    refused = kenning("playbook", "add", "Always pin the base image digest", "--json")
    assert refused.code == 1 and refused.json()["error"]["kind"] == "store_corrupt"
    checks = {c["name"]: c for c in kenning("doctor", "--json").json()["checks"]}
    assert checks["store mark"]["status"] == "degraded" and checks["store"]["status"] == "ok"
    assert corruption_marked(db) is None
    assert kenning("playbook", "add", "Always pin the base image digest", "--json").code == 0


def test_backups_are_private_whatever_the_umask(store: Store, kenning_home: Path) -> None:
    import os
    import stat

    old = os.umask(0o022)
    try:
        info = backup_store(store.path)
    finally:
        os.umask(old)
    assert stat.S_IMODE(info.path.stat().st_mode) == 0o600
    assert stat.S_IMODE(info.path.parent.stat().st_mode) == 0o700


def test_an_open_language_server_reads_the_restored_file(store: Store, kenning_home: Path) -> None:
    from kenning.daemon.store.backup import restore_store
    from kenning.lsp.rules import RuleBook

    _rule(store, "Always pin the base image digest")
    backup_store(store.path)
    _rule(store, "Never force-push to main without asking")
    book = RuleBook(store.path)
    assert len(book.get(None).index) == 2
    store.close()
    restore_store(store.path, daemon_pid=None)
    assert len(book.get(None).index) == 1  # not the replaced file it had open
    book.close()


@pytest.mark.slow
def test_restore_refuses_the_database_itself(kenning: Any, kenning_home: Path) -> None:
    assert kenning("init").code == 0
    result = kenning("restore", str(kenning_home / "kenning.db"), "--json")
    assert result.code == 1 and result.json()["error"]["kind"] == "usage"
    assert (kenning_home / "kenning.db").exists()
