from __future__ import annotations

import os
import sqlite3
import stat
from pathlib import Path
from typing import Any

import pytest

from kenning.daemon.core.errors import StoreCorruptError
from kenning.daemon.store.db import (
    SCHEMA_VERSION,
    Store,
    corruption_marked,
    is_corruption,
    mark_corrupt,
    marker_path,
)
from kenning.daemon.store.migrations import migrations


def test_open_creates_wal_store_with_all_migrations(tmp_path: Path) -> None:
    path = tmp_path / "k.db"
    with Store.open(path) as store:
        assert store.query("PRAGMA journal_mode")[0][0] == "wal"
        assert store.query("PRAGMA foreign_keys")[0][0] == 1
        assert store.query("PRAGMA busy_timeout")[0][0] >= 5000
        assert store.applied_migrations()[:2] == ["m001_playbook", "m002_sessions"]
        assert migrations.pending(store.db) == []


def test_old_file_is_upgraded_in_place(tmp_path: Path) -> None:
    path = tmp_path / "k.db"
    with Store.open(path, migrate=False) as store:
        migrations.apply(store.db, stop_before="m002_sessions")
        store.execute(
            "INSERT INTO bullets (id, content, content_hash, kind, type, state, maturity,"
            " created_at, updated_at) VALUES ('b-1', 'x', 'h', 'workflow_rule', 'rule',"
            " 'active', 'candidate', 't', 't')"
        )
        assert "sessions" not in store.db.table_names()
    with Store.open(path) as store:
        assert "sessions" in store.db.table_names()
        assert store.query("SELECT id FROM bullets")[0][0] == "b-1"


def test_transaction_rolls_back_on_error(store: Store) -> None:
    with pytest.raises(RuntimeError), store.transaction():
        store.execute("INSERT INTO meta (key, value) VALUES ('x', '1')")
        raise RuntimeError("crash mid-write")
    assert store.query("SELECT count(*) FROM meta WHERE key = 'x'")[0][0] == 0


def test_playbook_version_moves_on_writes(store: Store) -> None:
    before = store.playbook_version()
    with store.transaction():
        store.execute(
            "INSERT INTO tombstones (id, pattern, reason, created_at) VALUES ('t-1', 'p', 'r', 't')"
        )
    assert store.playbook_version() == before + 1


def test_corrupt_file_is_reported_with_fix(tmp_path: Path) -> None:
    path = tmp_path / "k.db"
    path.write_bytes(b"this is not sqlite at all" * 100)
    with pytest.raises(StoreCorruptError) as info:
        Store.open(path)
    assert "kenning init" in (info.value.fix or "")
    assert path.read_bytes().startswith(b"this is not sqlite")


def test_fts_indexes_messages(store: Store) -> None:
    with store.transaction():
        store.execute(
            "INSERT INTO sessions (id, agent, native_id, source_path, updated_at)"
            " VALUES ('claude:s1', 'claude', 's1', '/x', 't')"
        )
        store.execute(
            "INSERT INTO messages (session_id, key, idx, role, text, content_hash)"
            " VALUES ('claude:s1', 'k1', 0, 'user', 'pytest fixtures are great', 'h')"
        )
    rows = store.query("SELECT rowid FROM messages_fts WHERE messages_fts MATCH 'fixture'")
    assert len(rows) == 1
    with sqlite3.connect(store.path) as other:
        assert other.execute("SELECT count(*) FROM messages").fetchone()[0] == 1


def test_schema_version_counts_every_migration(tmp_path: Path) -> None:
    # a new migration must bump store.SCHEMA_VERSION, or up-to-date files skip it
    with Store.open(tmp_path / "k.db") as store:
        assert len(store.applied_migrations()) == SCHEMA_VERSION
        assert store.query("PRAGMA user_version")[0][0] == SCHEMA_VERSION


def test_applied_migrations_are_what_sqlite_utils_records(tmp_path: Path) -> None:
    # the store reads sqlite-utils' table itself (no import of it on `kenning doctor`)
    from kenning.daemon.store.db import MIGRATION_SET, MIGRATIONS_TABLE
    from kenning.daemon.store.migrations import STEPS, TABLE, migrations

    assert (TABLE, migrations.name) == (MIGRATIONS_TABLE, MIGRATION_SET)
    with Store.open(tmp_path / "k.db") as store:
        assert store.applied_migrations() == [m.name for m in migrations.applied(store.db)]
        assert store.applied_migrations() == [step.__name__ for step in STEPS]
    with Store.open(tmp_path / "new.db", migrate=False) as bare:
        assert bare.applied_migrations() == [] == migrations.applied(bare.db)


def test_a_marked_store_refuses_writes_until_the_file_is_replaced(tmp_path: Path) -> None:
    path = tmp_path / "k.db"
    store = Store.open(path)
    other = Store.open(path)  # another process's open connection
    mark_corrupt(path, "database disk image is malformed")
    with pytest.raises(StoreCorruptError, match="malformed"), other.transaction():
        other.execute("INSERT INTO meta (key, value) VALUES ('x', '1')")
    with pytest.raises(StoreCorruptError) as info:
        Store.open(path)
    assert "kenning init" in (info.value.fix or "")  # no backup yet: the way out without one
    store.close()
    other.close()
    # a new file at the same path (restored, or moved aside and re-created) is not marked
    path.rename(tmp_path / "k.db.broken")
    Store.open(path).close()
    assert corruption_marked(path) is None and not marker_path(path).exists()


def test_the_corruption_marker_is_private_under_any_umask(tmp_path: Path) -> None:
    path = tmp_path / "k.db"
    Store.open(path).close()
    old = os.umask(0)
    try:
        mark_corrupt(path, "database disk image is malformed")
        mark_corrupt(path, "a second finding")  # marked already: left as it was
    finally:
        os.umask(old)
    assert stat.S_IMODE(marker_path(path).stat().st_mode) == 0o600
    assert "disk image is malformed" in (corruption_marked(path) or "")


def test_corruption_is_recognised_by_sqlite_code() -> None:
    assert is_corruption(sqlite3.DatabaseError("database disk image is malformed"))
    assert not is_corruption(sqlite3.OperationalError("database is locked"))
    assert not is_corruption(ValueError("malformed"))
    # Python's own error for bytes in a text column that are not UTF-8
    assert is_corruption(sqlite3.OperationalError("Could not decode to UTF-8 column 'text'"))


@pytest.mark.slow
def test_text_that_is_not_utf8_is_damage_the_doctor_does_not_clear(
    tmp_path: Path, kenning: Any, kenning_home: Path
) -> None:
    db = kenning_home / "kenning.db"
    assert kenning("playbook", "add", "Always pin the base image digest").code == 0
    with sqlite3.connect(db) as raw:  # damage inside a row: valid pages, bad bytes
        raw.execute("UPDATE bullets SET content = CAST(x'ff41ff' AS TEXT)")
    listed = kenning("playbook", "list", "--json")
    assert listed.code == 1 and "Traceback" not in listed.stderr
    error = listed.json()["error"]
    assert error["kind"] == "store_corrupt" and "not UTF-8" in error["message"]
    assert "\ufffd" not in error["message"]  # the damaged bytes are not quoted
    checks = {c["name"]: c for c in kenning("doctor", "--json").json()["checks"]}
    assert checks["store"]["status"] == "broken" and corruption_marked(db) is not None


def test_a_scripts_statements_are_cut_as_sqlite_utils_cuts_them(tmp_path: Path) -> None:
    """The migrations' scripts are cut at semicolons SQLite calls complete, in one pass:
    the same statements as sqlite-utils' own cutter (which asks after every character),
    for every script a new store runs and for triggers, quoted and commented semicolons."""
    from sqlite_utils.db import _iter_complete_sql_statements

    from kenning.daemon.store.migrations import ScriptDatabase, statements

    scripts: list[str] = []
    conn = sqlite3.connect(tmp_path / "k.db", isolation_level=None)
    db = ScriptDatabase(conn, tracer=lambda sql, params: scripts.append(sql))
    migrations.apply(db)
    assert len(migrations.applied(db)) == SCHEMA_VERSION
    scripts = [s for s in scripts if s.count(";") > 1]
    assert len(scripts) >= 20
    scripts.append(
        "CREATE TABLE t (a TEXT); -- a comment; with a semicolon\n"
        "INSERT INTO t VALUES ('x;y'), (\"z;\");\n"
        "CREATE TRIGGER t_ai AFTER INSERT ON t BEGIN SELECT 1; SELECT 'a;b'; END;\n"
        "/* a; block */ SELECT 2; SELECT 3"
    )
    for script in scripts:
        assert list(statements(script)) == list(_iter_complete_sql_statements(script))
    conn.close()
