"""`kenning team` as a real subprocess, and the sync surviving kill -9 and a server restart."""

from __future__ import annotations

import os
import signal
import subprocess
import threading
import time
from pathlib import Path
from typing import Any

import psycopg
import pytest

from kenning.daemon.core.errors import TeamServerError
from kenning.daemon.core.models import Rule, to_iso, utcnow
from kenning.daemon.safety.sanitize import default_sanitizer
from kenning.daemon.store.db import Store
from kenning.daemon.store.rules import RuleRepo
from kenning.daemon.team import local
from kenning.daemon.team.sync import join, sync
from tests.conftest import KENNING

from .waiting import wait_for

RULES = 200
EVENTS = 30_000


def server_events(url: str) -> int:
    with psycopg.connect(url) as conn:
        row = conn.execute("SELECT count(*) FROM events").fetchone()
    return int(row[0]) if row else 0


def seed(store: Store, rules: int = RULES, events: int = EVENTS) -> None:
    """Many rules and marks, written straight into the store (fast)."""
    repo = RuleRepo(store)
    now = to_iso(utcnow())
    with store.transaction() as conn:
        ids = []
        for i in range(rules):
            b = Rule(id=f"b-seed{i:05d}", content=f"Seeded rule number {i} about module {i}")
            repo.insert(b)
            ids.append(b.id)
        conn.executemany(
            "INSERT INTO feedback_events (bullet_id, kind, weight, source, created_at)"
            " VALUES (?, 'helpful', 1.0, 'manual', ?)",
            [(ids[i % rules], now) for i in range(events)],
        )


def test_join_status_sync_leave_from_the_command_line(kenning: Any, team_url: Any) -> None:
    kenning("playbook", "add", "Run make lint before every commit", check=True)
    out = kenning("team", "join", team_url("alice"), "--team", "web", "--json")
    assert out.code == 0, out.stderr
    joined = out.json()
    assert joined["team"] == "web" and joined["member"] == "alice"
    assert joined["sync"]["accepted"] == {"rules": 1}
    status = kenning("team", "status", "--json", check=True).json()
    assert status["online"] is True
    assert status["team_size"]["rules"] == 1 and status["team_size"]["members"] == 1
    assert status["pending_up"] == {"rules": 0, "events": 0, "tombstones": 0, "toxic": 0}
    assert status["pending_down"] == {
        "rules": 0, "events": 0, "tombstones": 0, "toxic": 0, "retired": 0,
    }  # fmt: skip
    assert status["last_sync_at"]
    rule_id = kenning("playbook", "list", "--json", check=True).json()["rules"][0]["id"]
    kenning("mark", rule_id, "--helpful", check=True)
    assert kenning("team", "status", "--json", check=True).json()["pending_up"]["events"] == 1
    synced = kenning("team", "sync", "--json", check=True).json()
    assert synced["accepted"] == {"events": 1}
    left = kenning("team", "leave", "--json", check=True).json()
    assert left["team"] == "web"
    gone = kenning("team", "status", "--json")
    assert gone.code == 1 and gone.json()["error"]["kind"] == "team"


@pytest.mark.slow
def test_an_unreachable_server_is_a_clear_error_and_nothing_is_stored(kenning: Any) -> None:
    url = "postgresql:///kenning?host=/nonexistent-kenning-socket"
    out = kenning("team", "join", url, "--json")
    assert out.code == 1
    error = out.json()["error"]
    assert error["kind"] == "team_server" and "nonexistent-kenning-socket" in error["message"]
    assert error["fix"]
    assert kenning("team", "status", "--json").json()["error"]["kind"] == "team"


def test_a_password_is_never_stored_sent_or_shown(
    kenning: Any, kenning_home: Path, pg_url: str
) -> None:
    url = pg_url.replace("postgresql:///", "postgresql://postgres:s3cr3tpw@/")
    joined = kenning("team", "join", url, "--team", "web")
    assert joined.code == 0, joined.stderr  # trust auth: libpq needs none
    assert "s3cr3tpw" not in joined.stdout + joined.stderr
    assert "~/.pgpass" in joined.stderr  # the member is told where it goes instead
    out = kenning("team", "status", "--json", check=True)
    assert "s3cr3tpw" not in out.stdout
    kenning("backup", check=True)
    stored = [p for p in kenning_home.rglob("*") if p.is_file()]
    assert any(p.name == "kenning.db" for p in stored) and len(stored) > 1
    assert not [p for p in stored if b"s3cr3tpw" in p.read_bytes()]


@pytest.mark.slow
def test_a_mistyped_url_never_echoes_its_password(kenning: Any) -> None:
    for url in (
        "postgresq://alice:hunter2pw@db.example/kenning",
        "postgresql//alice:hunter2pw@db.example/kenning",
        "host=/nonexistent-kenning-socket user=alice password=hunter2pw dbname=x",
    ):
        out = kenning("team", "join", url, "--json")
        assert out.code == 1
        assert "hunter2pw" not in out.stdout + out.stderr, url


def test_a_mark_on_one_laptop_reaches_the_context_of_another(
    kenning: Any, team_url: Any, tmp_path: Path
) -> None:
    other = {"KENNING_HOME": str(tmp_path / "laptop-b")}
    (tmp_path / "laptop-b").mkdir()
    kenning("playbook", "add", "Retry flaky HTTP calls with exponential backoff", check=True)
    kenning("team", "join", team_url("alice"), "--team", "web", check=True)
    kenning("team", "join", team_url("bob"), "--team", "web", env=other, check=True)
    rule_id = kenning("playbook", "list", "--json", check=True).json()["rules"][0]["id"]
    kenning("mark", rule_id, "--helpful", check=True)
    kenning("team", "sync", check=True)
    kenning("team", "sync", env=other, check=True)
    brief = kenning(
        "context", "add retries to the HTTP client", "--json", env=other, check=True
    ).json()
    found = [r for r in brief["rules"] if r["id"] == rule_id]
    assert found and found[0]["origin"] == "team"
    why = kenning("why", rule_id, "--json", env=other, check=True).json()
    assert why["origin"] == "team"
    assert why["team_events"] == [{"member": "alice", "helpful": 1, "harmful": 0}]


def test_kill9_mid_sync_loses_and_duplicates_nothing(
    kenning: Any, kenning_home: Path, pg_url: str
) -> None:
    with Store.open(kenning_home / "kenning.db") as store:
        seed(store)
    kenning("team", "join", pg_url, "--team", "web", "--no-sync", check=True)
    proc = subprocess.Popen(
        [KENNING, "team", "sync"], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL
    )
    seen = 0
    deadline = time.monotonic() + 60
    while proc.poll() is None and time.monotonic() < deadline:
        seen = server_events(pg_url)
        if seen:
            os.kill(proc.pid, signal.SIGKILL)
            break
    proc.wait(30)
    assert 0 < seen < EVENTS, f"the kill came at {seen} of {EVENTS} events"
    with Store.open(kenning_home / "kenning.db") as store:
        assert local.pending_counts(store)["events"] > 0  # what was not confirmed waits
    synced = kenning("team", "sync", "--json", check=True).json()
    assert (
        synced["accepted"]["events"]
        == EVENTS - server_events(pg_url) + synced["accepted"]["events"]
    )
    assert server_events(pg_url) == EVENTS
    status = kenning("team", "status", "--json", check=True).json()
    assert status["team_size"]["events"] == EVENTS and status["team_size"]["rules"] == RULES
    assert status["pending_up"]["events"] == 0


def test_a_server_restart_mid_sync_loses_and_duplicates_nothing(
    tmp_path: Path, pg_url: str, pg_cluster: Any
) -> None:
    redact = default_sanitizer()
    with Store.open(tmp_path / "a.db") as store:
        seed(store)
        join(store, pg_url, "web", redact, machine="a", first_sync=False)
    failures: list[BaseException] = []

    def run() -> None:
        with Store.open(tmp_path / "a.db") as s:
            try:
                sync(s, redact, batch=2000)
            except TeamServerError as exc:
                failures.append(exc)

    worker = threading.Thread(target=run)
    worker.start()
    deadline = time.monotonic() + 60
    while worker.is_alive() and time.monotonic() < deadline and not server_events(pg_url):
        pass
    pg_cluster.restart()  # immediate: the sync's connection is cut mid-way
    worker.join(60)
    assert failures, "the restart came after the sync had finished"
    with Store.open(tmp_path / "a.db") as store:
        sync(store, redact)
        assert local.pending_counts(store) == {"rules": 0, "events": 0, "tombstones": 0, "toxic": 0}
        assert sync(store, redact).resync is None  # the restart lost nothing it committed
    assert server_events(pg_url) == EVENTS


@pytest.fixture(autouse=True)
def _no_daemon(monkeypatch: pytest.MonkeyPatch) -> None:
    """These tests run without a daemon: the CLI falls back to the store."""
    monkeypatch.delenv("KENNING_DAEMON_SOCKET", raising=False)


def server_rules(url: str) -> int:
    with psycopg.connect(url) as conn:
        row = conn.execute("SELECT count(*) FROM rules").fetchone()
    return int(row[0]) if row else 0


@pytest.mark.daemon
def test_the_daemon_syncs_in_the_background(kenning: Any, pg_url: str) -> None:
    kenning("team", "join", pg_url, "--team", "web", "--interval", "1", check=True)
    started = kenning("daemon", "start", "--json")
    assert started.code == 0, started.stderr
    try:
        kenning("playbook", "add", "Tag every release in git", check=True)
        wait_for(lambda: server_rules(pg_url) == 1, "the daemon's background sync")
    finally:
        kenning("daemon", "stop")


def team_rules(url: str, team: str) -> int:
    with psycopg.connect(url) as conn:
        row = conn.execute(
            "SELECT count(*) FROM rules r JOIN teams t ON t.id = r.team_id WHERE t.name = %s",
            (team,),
        ).fetchone()
    return int(row[0]) if row else 0


@pytest.mark.daemon
def test_a_running_daemon_follows_join_and_leave_without_a_restart(
    kenning: Any, pg_url: str
) -> None:
    started = kenning("daemon", "start", "--json")
    assert started.code == 0, started.stderr
    try:
        kenning("playbook", "add", "Tag every release in git", check=True)
        joined = kenning(
            "team", "join", pg_url, "--team", "web", "--interval", "1", "--no-sync", "--json"
        )
        assert joined.code == 0, joined.stderr
        assert joined.json()["daemon_woken"] is True
        wait_for(lambda: team_rules(pg_url, "web") == 1, "the daemon's sync after the join")
        left = kenning("team", "leave", "--json")
        assert left.json()["daemon_woken"] is True
        kenning("playbook", "add", "Run the linters before pushing", check=True)
        # a join elsewhere is the event to wait on: by then the daemon has looked
        # at the link again, and what it synced went to the new team only
        kenning("team", "join", pg_url, "--team", "ops", "--interval", "1", "--no-sync", check=True)
        wait_for(lambda: team_rules(pg_url, "ops") == 2, "the daemon's sync after the second join")
        assert team_rules(pg_url, "web") == 1
    finally:
        kenning("daemon", "stop")


def test_the_sync_loop_backs_off_and_recovers(tmp_path: Path, pg_url: str, pg_cluster: Any) -> None:
    from kenning.daemon.team.sync import sync_loop

    redact = default_sanitizer()
    db = tmp_path / "a.db"
    down = pg_url.replace(f"host={pg_cluster.socket_dir}", "host=/nonexistent-kenning-socket")
    with Store.open(db) as store:
        seed(store, rules=3, events=0)
        join(store, pg_url, "web", redact, machine="a", interval_s=1, first_sync=False)
        with store.transaction() as conn:
            conn.execute("UPDATE team_link SET url = ?", (down,))
    halt = threading.Event()
    loop = threading.Thread(target=sync_loop, args=(db, redact, halt))
    loop.start()
    try:
        with Store.open(db) as store:
            wait_for(lambda: (local.read_link(store) or local.TeamLink("", "", "", "")).last_error
                  is not None, "a failed sync")  # fmt: skip
            assert server_rules(pg_url) == 0
            with store.transaction() as conn:
                conn.execute("UPDATE team_link SET url = ?", (pg_url,))
        wait_for(lambda: server_rules(pg_url) == 3, "the retry after the back-off")
    finally:
        halt.set()
        loop.join(10)
    assert not loop.is_alive()


def test_the_admin_inits_the_server_and_a_member_joins_without_create(
    kenning: Any, pg_url: str, pg_roles: Any
) -> None:
    out = kenning("team", "init", pg_url, "--team", "web", "--json", check=True).json()
    assert out["admin"] is True and out["granted"] == ["kenning_member"]
    assert out["migrations"] == ["m001_team_tables", "m002_identity_roles_and_order"]
    again = kenning("team", "init", pg_url, "--team", "web", check=True)
    assert "ready" in again.stdout and "applied" not in again.stdout  # nothing left to do
    pg_roles.member("frank")
    joined = kenning("team", "join", pg_roles.as_role(pg_url, "frank"), "--team", "web", "--json")
    assert joined.code == 0, joined.stderr
    assert (joined.json()["member"], joined.json()["admin"]) == ("frank", False)


def test_a_member_cannot_create_the_schema_and_is_told_who_can(
    kenning: Any, pg_url: str, pg_roles: Any
) -> None:
    pg_roles.member("gina")
    out = kenning("team", "join", pg_roles.as_role(pg_url, "gina"), "--team", "web", "--json")
    assert out.code == 1
    error = out.json()["error"]
    assert "may not create or upgrade it" in error["message"]
    assert "kenning team init" in error["fix"]
