"""OpenCode connector: a real v1.2+ `opencode.db` and the older `storage/` JSON tree."""

from __future__ import annotations

import sqlite3
from pathlib import Path
from typing import Any

import orjson
import pytest

from kenning.daemon.ingest.base import CONNECTORS, load_connectors
from kenning.daemon.ingest.opencode import OpenCodeConnector
from kenning.daemon.store.db import Store

from .ingest_util import LIMITS, ingest, messages, session, skip_counts, write_json

T0 = 1763800000000
SCHEMA = """
CREATE TABLE project (id TEXT PRIMARY KEY, worktree TEXT NOT NULL, time_created INTEGER);
CREATE TABLE session (
    id TEXT PRIMARY KEY, project_id TEXT NOT NULL, parent_id TEXT, slug TEXT NOT NULL,
    directory TEXT NOT NULL, title TEXT NOT NULL, version TEXT NOT NULL, share_url TEXT,
    time_created INTEGER NOT NULL, time_updated INTEGER NOT NULL, time_archived INTEGER);
CREATE TABLE message (
    id TEXT PRIMARY KEY, session_id TEXT NOT NULL, time_created INTEGER NOT NULL,
    time_updated INTEGER NOT NULL, data TEXT NOT NULL);
CREATE TABLE part (
    id TEXT PRIMARY KEY, message_id TEXT NOT NULL, session_id TEXT NOT NULL,
    time_created INTEGER NOT NULL, time_updated INTEGER NOT NULL, data TEXT NOT NULL);
"""

USER = {
    "role": "user",
    "time": {"created": T0},
    "agent": "build",
    "model": {"providerID": "anthropic", "modelID": "claude-sonnet-4-5"},
}
ASSISTANT = {
    "role": "assistant",
    "time": {"created": T0 + 2000, "completed": T0 + 9000},
    "modelID": "claude-sonnet-4-5",
    "providerID": "anthropic",
    "mode": "build",
    "path": {"cwd": "/home/dev/site", "root": "/home/dev/site"},
}
BASH = {
    "type": "tool",
    "callID": "toolu_01",
    "tool": "bash",
    "state": {
        "status": "completed",
        "input": {"command": "ls"},
        "output": "index.html\n",
        "title": "ls",
        "time": {"start": T0 + 3000, "end": T0 + 3100},
    },
}
FAILED = {
    "type": "tool",
    "callID": "toolu_02",
    "tool": "edit",
    "state": {"status": "error", "input": {"filePath": "x"}, "error": "file not found"},
}


def new_db(path: Path) -> sqlite3.Connection:
    path.parent.mkdir(parents=True, exist_ok=True)
    conn = sqlite3.connect(path)
    conn.executescript(SCHEMA)
    return conn


def add_session(conn: sqlite3.Connection, sid: str, parent: str | None = None) -> None:
    conn.execute(
        "INSERT INTO session VALUES (?, 'prj_1', ?, 'slug', '/home/dev/site', ?, '1.2.3', NULL,"
        " ?, ?, NULL)",
        (sid, parent, f"Session {sid}", T0, T0 + 60000),
    )
    conn.commit()


def add_message(
    conn: sqlite3.Connection, sid: str, mid: str, data: Any, parts: list[Any], at: int
) -> None:
    raw = data if isinstance(data, str) else orjson.dumps(data).decode()
    conn.execute("INSERT INTO message VALUES (?, ?, ?, ?, ?)", (mid, sid, at, at, raw))
    for n, part in enumerate(parts):
        body = part if isinstance(part, str) else orjson.dumps(part).decode()
        conn.execute(
            "INSERT INTO part VALUES (?, ?, ?, ?, ?, ?)", (f"prt_{mid}_{n}", mid, sid, at, at, body)
        )
    conn.commit()


@pytest.fixture
def db(tmp_path: Path) -> Path:
    path = tmp_path / ".local" / "share" / "opencode" / "opencode.db"
    conn = new_db(path)
    add_session(conn, "ses_a")
    add_message(conn, "ses_a", "msg_001", USER, [{"type": "text", "text": "List the files"}], T0)
    add_message(
        conn,
        "ses_a",
        "msg_002",
        ASSISTANT,
        [
            {"type": "step-start"},
            {"type": "reasoning", "text": "The user wants ls."},
            {"type": "text", "text": "Running ls."},
            BASH,
            FAILED,
            {"type": "step-finish", "tokens": {"input": 10, "output": 5}},
        ],
        T0 + 2000,
    )
    add_session(conn, "ses_child", parent="ses_a")
    add_message(conn, "ses_child", "msg_101", USER, [{"type": "text", "text": "subtask"}], T0)
    conn.close()
    return path


def test_registered() -> None:
    load_connectors()
    assert isinstance(CONNECTORS["opencode"], OpenCodeConnector)


def test_sqlite_sessions_messages_and_tools(store: Store, db: Path) -> None:
    outcome = ingest(store, OpenCodeConnector(), db)
    assert outcome.status == "read" and outcome.sessions == 2
    row = session(store, "opencode:ses_a")
    assert row is not None
    assert row["workspace"] == "/home/dev/site"
    assert row["title"] == "Session ses_a"
    assert row["started_at"] == "2025-11-22T08:26:40.000Z"
    assert row["ended_at"] == "2025-11-22T08:27:40.000Z"
    child = session(store, "opencode:ses_child")
    assert child is not None and child["parent_id"] == "opencode:ses_a"
    stored = messages(store, "opencode:ses_a")
    assert [(m["key"], m["role"], m["text"]) for m in stored] == [
        ("msg_001", "user", "List the files"),
        ("msg_002", "assistant", "Running ls."),  # reasoning and step markers dropped
    ]
    assert stored[1]["model"] == "claude-sonnet-4-5"
    bash, edit = stored[1]["tool_calls"]
    assert (bash["name"], bash["call_id"], bash["input"]) == ("bash", "toolu_01", {"command": "ls"})
    assert bash["output"] == "index.html\n" and bash["is_error"] is False
    assert edit["is_error"] is True and edit["output"] == "file not found"


def test_sqlite_reread_merges_without_duplicates(store: Store, db: Path) -> None:
    connector = OpenCodeConnector()
    ingest(store, connector, db)
    assert ingest(store, connector, db).status == "unchanged"
    conn = sqlite3.connect(db)
    later = {**USER, "time": {"created": T0 + 20000}}
    add_message(conn, "ses_a", "msg_003", later, [{"type": "text", "text": "thanks"}], T0 + 20000)
    conn.execute(
        "UPDATE part SET data = ? WHERE id = 'prt_msg_002_2'",
        (orjson.dumps({"type": "text", "text": "Running ls now."}).decode(),),
    )
    conn.commit()
    conn.close()
    assert ingest(store, connector, db).status == "read"
    stored = messages(store, "opencode:ses_a")
    assert [m["key"] for m in stored] == ["msg_001", "msg_002", "msg_003"]
    assert stored[1]["text"] == "Running ls now."
    assert store.conn.execute("SELECT count(*) FROM messages").fetchone()[0] == 4


def test_bad_rows_skipped_valid_kept(tmp_path: Path) -> None:
    path = tmp_path / "opencode.db"
    conn = new_db(path)
    add_session(conn, "ses_x")
    add_message(conn, "ses_x", "msg_1", "{not json", [], T0)
    add_message(conn, "ses_x", "msg_2", [1, 2], [], T0 + 1)
    add_message(
        conn,
        "ses_x",
        "msg_3",
        USER,
        ["\x00garbage", '"a string"', {"type": "text", "text": "kept"}],
        T0 + 2,
    )
    add_message(conn, "ses_x", "msg_4", {"role": "robot"}, [{"type": "text", "text": "?"}], T0 + 3)
    conn.close()
    result = OpenCodeConnector().read(path, None, LIMITS)
    assert sorted(s.reason for s in result.skips) == [
        "invalid_json",
        "invalid_json",
        "wrong_type",
        "wrong_type",
    ]
    assert [(m.key, m.text) for m in result.sessions[0].messages] == [("msg_3", "kept")]


def test_locked_corrupt_and_foreign_databases(store: Store, db: Path, tmp_path: Path) -> None:
    holder = sqlite3.connect(db, isolation_level=None)
    holder.execute("BEGIN EXCLUSIVE")
    try:
        result = OpenCodeConnector().read(db, None, LIMITS)
        assert result.retry and [s.reason for s in result.skips] == ["locked"]
    finally:
        holder.execute("ROLLBACK")
        holder.close()
    corrupt = tmp_path / "broken" / "opencode.db"
    corrupt.parent.mkdir()
    corrupt.write_bytes(b"SQLite format 3\x00" + b"\xff" * 300)
    assert ingest(store, OpenCodeConnector(), corrupt).sessions == 0
    assert skip_counts(store, "opencode") == {"corrupt_sqlite": 1}
    foreign = tmp_path / "other" / "opencode.db"
    foreign.parent.mkdir()
    sqlite3.connect(foreign).execute("CREATE TABLE t (x)").connection.close()
    result = OpenCodeConnector().read(foreign, None, LIMITS)
    assert [s.reason for s in result.skips] == ["unknown_schema"]


def tree(root: Path) -> Path:
    """An older OpenCode storage tree with one session of two messages."""
    storage = root / "storage"
    session_file = write_json(
        storage / "session" / "prj_9" / "ses_t.json",
        {
            "id": "ses_t",
            "projectID": "prj_9",
            "directory": "/home/dev/cli",
            "title": "Old session",
            "version": "0.5.0",
            "time": {"created": T0, "updated": T0 + 5000},
        },
    )
    write_json(
        storage / "message" / "ses_t" / "msg_a.json", {**USER, "id": "msg_a", "sessionID": "ses_t"}
    )
    write_json(
        storage / "message" / "ses_t" / "msg_b.json",
        {**ASSISTANT, "id": "msg_b", "sessionID": "ses_t"},
    )
    write_json(
        storage / "part" / "msg_a" / "prt_1.json",
        {
            "id": "prt_1",
            "sessionID": "ses_t",
            "messageID": "msg_a",
            "type": "text",
            "text": "Build it",
        },
    )
    write_json(
        storage / "part" / "msg_b" / "prt_2.json",
        {"id": "prt_2", "sessionID": "ses_t", "messageID": "msg_b", **BASH},
    )
    return session_file


def test_json_tree(store: Store, tmp_path: Path) -> None:
    root = tmp_path / ".local" / "share" / "opencode"
    session_file = tree(root)
    connector = OpenCodeConnector()
    assert list(connector.discover(root)) == [session_file]
    ingest(store, connector, session_file)
    row = session(store, "opencode:ses_t")
    assert row is not None and row["workspace"] == "/home/dev/cli"
    stored = messages(store, "opencode:ses_t")
    assert [(m["key"], m["role"], m["text"]) for m in stored] == [
        ("msg_a", "user", "Build it"),
        ("msg_b", "assistant", ""),
    ]
    assert stored[1]["tool_calls"][0]["output"] == "index.html\n"
    # a new message and part; OpenCode rewrites the session (time.updated) too
    storage = root / "storage"
    write_json(
        storage / "message" / "ses_t" / "msg_c.json",
        {**USER, "id": "msg_c", "sessionID": "ses_t", "time": {"created": T0 + 9000}},
    )
    part = write_json(
        storage / "part" / "msg_c" / "prt_3.json",
        {
            "id": "prt_3",
            "sessionID": "ses_t",
            "messageID": "msg_c",
            "type": "text",
            "text": "Now test it",
        },
    )
    assert connector.source_for(part) == session_file
    assert connector.source_for(storage / "message" / "ses_t" / "msg_c.json") == session_file
    info = orjson.loads(session_file.read_bytes())
    info["time"]["updated"] = T0 + 9500
    write_json(session_file, info)
    ingest(store, connector, session_file)
    assert [m["key"] for m in messages(store, "opencode:ses_t")] == ["msg_a", "msg_b", "msg_c"]
    assert store.conn.execute("SELECT count(*) FROM messages").fetchone()[0] == 3


def test_json_tree_bad_files(tmp_path: Path) -> None:
    session_file = tree(tmp_path)
    storage = tmp_path / "storage"
    (storage / "message" / "ses_t" / "msg_bad.json").write_bytes(b"\xff\xfe garbage")
    write_json(storage / "message" / "ses_t" / "msg_list.json", ["x"])
    write_json(storage / "part" / "msg_a" / "prt_0.json", "just a string")
    result = OpenCodeConnector().read(session_file, None, LIMITS)
    assert sorted(s.reason for s in result.skips) == ["invalid_utf8", "wrong_type", "wrong_type"]
    assert [m.key for m in result.sessions[0].messages] == ["msg_a", "msg_b"]
    empty = storage / "session" / "prj_9" / "ses_empty.json"
    empty.write_bytes(b"")
    assert [s.reason for s in OpenCodeConnector().read(empty, None, LIMITS).skips] == ["empty_file"]


def test_default_roots_and_env_overrides(tmp_path: Path) -> None:
    connector = OpenCodeConnector()
    roots = connector.default_roots({}, tmp_path)
    assert roots[0] == tmp_path / ".local" / "share" / "opencode"
    env = {
        "OPENCODE_SQLITE_DB": "/data/oc.db",
        "OPENCODE_STORAGE_ROOT": "/data/storage",
        "XDG_DATA_HOME": "/xdg",
    }
    roots = connector.default_roots(env, tmp_path)
    assert roots[:3] == [Path("/data/oc.db"), Path("/data/storage"), Path("/xdg/opencode")]


def test_wal_database_changes_are_seen_while_the_writer_holds_it_open(
    store: Store, tmp_path: Path
) -> None:
    # OpenCode keeps its database open in WAL mode: new rows sit in
    # opencode.db-wal and the main file does not change until a checkpoint.
    path = tmp_path / "opencode.db"
    conn = new_db(path)
    conn.execute("PRAGMA journal_mode=WAL")
    conn.execute("PRAGMA wal_autocheckpoint=0")
    add_session(conn, "ses_w")
    add_message(conn, "ses_w", "msg_1", USER, [{"type": "text", "text": "one"}], T0)
    connector = OpenCodeConnector()
    try:
        assert ingest(store, connector, path).sessions == 1
        # with a log present the pipeline asks; the connector answers "nothing new"
        assert ingest(store, connector, path).sessions == 0
        main_before = path.stat().st_mtime_ns, path.stat().st_size
        later = {**USER, "time": {"created": T0 + 5000}}
        add_message(conn, "ses_w", "msg_2", later, [{"type": "text", "text": "two"}], T0 + 5000)
        assert (path.stat().st_mtime_ns, path.stat().st_size) == main_before
        assert connector.source_for(path.with_name("opencode.db-wal")) == path
        assert ingest(store, connector, path).status == "read"
        assert [m["key"] for m in messages(store, "opencode:ses_w")] == ["msg_1", "msg_2"]
    finally:
        conn.close()


def test_change_event_on_a_part_file_reads_its_session(store: Store, tmp_path: Path) -> None:
    from kenning.daemon.core.config import Settings
    from kenning.daemon.ingest.pipeline import ingest_paths

    root = tmp_path / ".local" / "share" / "opencode"
    tree(root)
    part = root / "storage" / "part" / "msg_a" / "prt_1.json"
    report = ingest_paths(store, Settings(), [part], home=tmp_path, environ={}, agents=["opencode"])
    assert report.to_json()["agents"]["opencode"]["sessions"] == 1
    assert len(messages(store, "opencode:ses_t")) == 2


def test_secrets_in_text_and_tool_calls_never_reach_the_store(store: Store, tmp_path: Path) -> None:
    token = "ghp_" + "a1B2c3D4e5F6g7H8i9J0k1L2m3N4o5P6q7R8"
    path = tmp_path / "opencode.db"
    conn = new_db(path)
    add_session(conn, "ses_s")
    leak = {
        "type": "tool",
        "callID": "c1",
        "tool": "bash",
        "state": {
            "status": "completed",
            "input": {"command": f"gh auth login --with-token {token}"},
            "output": f"logged in with {token}",
        },
    }
    add_message(conn, "ses_s", "msg_1", USER, [{"type": "text", "text": f"use {token}"}], T0)
    add_message(conn, "ses_s", "msg_2", ASSISTANT, [leak], T0 + 1)
    conn.close()
    ingest(store, OpenCodeConnector(), path)
    dump = "\n".join(store.conn.iterdump())
    assert token not in dump
    stored = messages(store, "opencode:ses_s")
    assert stored[0]["text"] == "use [REDACTED:github_token]"
    assert "[REDACTED:github_token]" in stored[1]["tool_calls"][0]["output"]
