"""Cursor connector: real `state.vscdb` files with VS Code's table layout."""

from __future__ import annotations

import sqlite3
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import orjson
import pytest

from kenning.daemon.core.config import IngestConfig
from kenning.daemon.ingest.base import CONNECTORS, Connector, load_connectors
from kenning.daemon.ingest.cursor import CursorConnector, cursor_user_dirs, decode_uri
from kenning.daemon.store.db import Store

from .ingest_util import LIMITS, ingest, messages, session, skip_counts, write_json

CID = "0f2c9a1e-4b7d-4e55-9a51-5f0c3d2b8e11"
WS = "/home/dev/projects/shop"


def make_db(path: Path) -> sqlite3.Connection:
    """An empty database with the two key/value tables every VS Code-family editor has."""
    path.parent.mkdir(parents=True, exist_ok=True)
    conn = sqlite3.connect(path)
    conn.execute("CREATE TABLE ItemTable (key TEXT UNIQUE ON CONFLICT REPLACE, value BLOB)")
    conn.execute("CREATE TABLE cursorDiskKV (key TEXT UNIQUE ON CONFLICT REPLACE, value BLOB)")
    conn.commit()
    return conn


def put(conn: sqlite3.Connection, key: str, value: Any, table: str = "cursorDiskKV") -> None:
    raw = value if isinstance(value, bytes | str) else orjson.dumps(value).decode()
    conn.execute(f"INSERT INTO {table} (key, value) VALUES (?, ?)", (key, raw))
    conn.commit()


def bubble(bid: str, kind: int, text: str, at: str, **extra: Any) -> dict[str, Any]:
    return {"_v": 3, "bubbleId": bid, "type": kind, "text": text, "createdAt": at, **extra}


def composer(headers: list[tuple[str, int]], **extra: Any) -> dict[str, Any]:
    return {
        "_v": 10,
        "composerId": CID,
        "name": "Fix the cart total rounding",
        "createdAt": 1763800000000,
        "lastUpdatedAt": 1763800300000,
        "unifiedMode": "agent",
        "modelConfig": {"modelName": "claude-4.5-sonnet"},
        "fullConversationHeadersOnly": [{"bubbleId": b, "type": t} for b, t in headers],
        **extra,
    }


@pytest.fixture
def user_dir(tmp_path: Path) -> Path:
    return tmp_path / "home" / ".config" / "Cursor" / "User"


@pytest.fixture
def global_db(user_dir: Path) -> Iterator[tuple[Path, sqlite3.Connection]]:
    path = user_dir / "globalStorage" / "state.vscdb"
    conn = make_db(path)
    put(
        conn,
        f"composerData:{CID}",
        composer([("b1", 1), ("b2", 2), ("b3", 2), ("b4", 1), ("b5", 2)]),
    )
    put(
        conn,
        f"bubbleId:{CID}:b1",
        bubble(
            "b1",
            1,
            "The cart total is off by a cent",
            "2025-11-22T08:26:40.000Z",
            workspaceProjectDir=f"file://{WS}",
        ),
    )
    put(conn, f"bubbleId:{CID}:b2", bubble("b2", 2, "Let me read cart.py", "2025-11-22T08:26:50Z"))
    put(
        conn,
        f"bubbleId:{CID}:b3",
        bubble(
            "b3",
            2,
            "",
            "2025-11-22T08:27:00Z",
            toolFormerData={
                "name": "read_file",
                "toolCallId": "toolu_01",
                "status": "completed",
                "rawArgs": '{"target_file": "cart.py"}',
                "result": {"contents": "def total(): ..."},
            },
        ),
    )
    put(conn, f"bubbleId:{CID}:b4", bubble("b4", 1, "Use Decimal please", "2025-11-22T08:28:00Z"))
    put(conn, f"bubbleId:{CID}:b5", bubble("b5", 2, "Switched to Decimal.", "2025-11-22T08:29:00Z"))
    yield path, conn
    conn.close()


def test_registered() -> None:
    load_connectors()
    assert isinstance(CONNECTORS["cursor"], CursorConnector)
    assert isinstance(CONNECTORS["cursor"], Connector)


def test_composer_with_bubble_rows(
    store: Store, global_db: tuple[Path, sqlite3.Connection]
) -> None:
    path, _ = global_db
    outcome = ingest(store, CursorConnector(), path)
    assert outcome.status == "read" and outcome.sessions == 1
    row = session(store, f"cursor:{CID}")
    assert row is not None
    assert row["title"] == "Fix the cart total rounding"
    assert row["workspace"] == WS
    assert row["message_count"] == 5
    assert row["started_at"] == "2025-11-22T08:26:40.000Z"
    stored = messages(store, f"cursor:{CID}")
    assert [m["key"] for m in stored] == ["b1", "b2", "b3", "b4", "b5"]
    assert [m["role"] for m in stored] == ["user", "assistant", "assistant", "user", "assistant"]
    assert stored[0]["text"] == "The cart total is off by a cent"
    assert stored[1]["model"] == "claude-4.5-sonnet"  # from the composer's modelConfig
    call = stored[2]["tool_calls"][0]
    assert call["name"] == "read_file" and call["call_id"] == "toolu_01"
    assert call["input"] == {"target_file": "cart.py"}
    assert "def total()" in call["output"]
    assert stored[4]["created_at"] == "2025-11-22T08:29:00.000Z"


def test_reread_after_change_merges_without_duplicates(
    store: Store, global_db: tuple[Path, sqlite3.Connection]
) -> None:
    path, conn = global_db
    connector = CursorConnector()
    ingest(store, connector, path)
    assert ingest(store, connector, path).status == "unchanged"
    headers = [("b1", 1), ("b2", 2), ("b3", 2), ("b4", 1), ("b5", 2), ("b6", 1)]
    put(conn, f"composerData:{CID}", composer(headers))
    put(conn, f"bubbleId:{CID}:b6", bubble("b6", 1, "Thanks, ship it", "2025-11-22T08:30:00Z"))
    put(
        conn,
        f"bubbleId:{CID}:b5",
        bubble("b5", 2, "Switched to Decimal (edited).", "2025-11-22T08:29:00Z"),
    )
    outcome = ingest(store, connector, path)
    assert outcome.status == "read"
    stored = messages(store, f"cursor:{CID}")
    assert [m["key"] for m in stored] == ["b1", "b2", "b3", "b4", "b5", "b6"]
    assert stored[4]["text"] == "Switched to Decimal (edited)."
    assert store.conn.execute("SELECT count(*) FROM messages").fetchone()[0] == 6


def test_bubbles_missing_from_headers_still_read(tmp_path: Path) -> None:
    path = tmp_path / "state.vscdb"
    conn = make_db(path)
    put(conn, f"composerData:{CID}", composer([("b1", 1)]))
    put(conn, f"bubbleId:{CID}:b1", bubble("b1", 1, "first", "2025-11-22T08:00:00Z"))
    # written mid-turn, before the composer's header list was updated
    put(conn, f"bubbleId:{CID}:b2", bubble("b2", 2, "second", "2025-11-22T08:00:05Z"))
    conn.close()
    result = CursorConnector().read(path, None, LIMITS)
    assert [m.key for m in result.sessions[0].messages] == ["b1", "b2"]


def test_inline_and_legacy_formats_with_workspace_json(tmp_path: Path) -> None:
    ws_dir = tmp_path / "User" / "workspaceStorage" / "a1b2c3"
    path = ws_dir / "state.vscdb"
    conn = make_db(path)
    write_json(ws_dir / "workspace.json", {"folder": "file:///home/dev/my%20app"})
    # v0.3x: bubbles inline in the composer
    put(
        conn,
        "composerData:c-old",
        {
            "composerId": "c-old",
            "name": "Old composer",
            "conversation": [
                {"bubbleId": "x1", "type": 1, "text": "hello", "timestamp": 1700000000},
                {"bubbleId": "x2", "type": 2, "text": "hi there", "timestamp": 1700000005000},
            ],
        },
    )
    # pre-composer chat panel, in ItemTable
    put(
        conn,
        "workbench.panel.aichat.view.aichat.chatdata",
        {
            "tabs": [
                {
                    "tabId": "tab-1",
                    "chatTitle": "Legacy chat",
                    "bubbles": [
                        {"id": "q1", "type": "user", "text": "what is this repo?"},
                        {"id": "a1", "type": "ai", "rawText": "A shop.", "modelType": "gpt-4"},
                    ],
                }
            ]
        },
        table="ItemTable",
    )
    conn.close()
    result = CursorConnector().read(path, None, LIMITS)
    assert result.skips == []
    by_id = {s.id: s for s in result.sessions}
    old = by_id["cursor:c-old"]
    assert old.workspace == "/home/dev/my app"
    assert [(m.role.value, m.text) for m in old.messages] == [
        ("user", "hello"),
        ("assistant", "hi there"),
    ]
    assert old.messages[0].created_at is not None
    assert old.messages[0].created_at.timestamp() == 1700000000
    assert old.messages[1].created_at is not None
    assert old.messages[1].created_at.timestamp() == 1700000005
    legacy = by_id["cursor:tab-1"]
    assert legacy.title == "Legacy chat"
    assert [(m.key, m.role.value, m.model) for m in legacy.messages] == [
        ("q1", "user", None),
        ("a1", "assistant", "gpt-4"),
    ]


def test_malformed_rows_skipped_valid_kept(tmp_path: Path) -> None:
    path = tmp_path / "state.vscdb"
    conn = make_db(path)
    put(conn, "composerData:garbage", b"\x00\xff\xfe not json")
    put(conn, "composerData:a-list", [1, 2, 3])
    put(conn, f"composerData:{CID}", composer([("b1", 1), ("b2", 2), ("b3", 2), ("b4", 2)]))
    put(conn, f"bubbleId:{CID}:b1", bubble("b1", 1, "keep me", "2025-11-22T08:00:00Z"))
    put(conn, f"bubbleId:{CID}:b2", ["not", "an", "object"])
    put(conn, f"bubbleId:{CID}:b3", {"bubbleId": "b3", "type": 2})  # no text, no tool: dropped
    put(conn, f"bubbleId:{CID}:b4", {"bubbleId": "b4", "type": True, "text": 42, "rawText": "ok"})
    put(conn, "composerData:empty", {"composerId": "empty", "fullConversationHeadersOnly": []})
    conn.close()
    result = CursorConnector().read(path, None, LIMITS)
    reasons = sorted(s.reason for s in result.skips)
    assert reasons == ["invalid_json", "wrong_type", "wrong_type"]
    assert [s.id for s in result.sessions] == [f"cursor:{CID}"]
    kept = result.sessions[0].messages
    assert [(m.key, m.role.value, m.text) for m in kept] == [
        ("b1", "user", "keep me"),
        ("b4", "assistant", "ok"),
    ]


def test_oversized_row_is_skipped_as_too_large(tmp_path: Path) -> None:
    path = tmp_path / "state.vscdb"
    conn = make_db(path)
    put(conn, f"composerData:{CID}", composer([("b1", 1), ("b2", 2)]))
    put(conn, f"bubbleId:{CID}:b1", bubble("b1", 1, "short", "2025-11-22T08:00:00Z"))
    put(conn, f"bubbleId:{CID}:b2", bubble("b2", 2, "x" * 5000, "2025-11-22T08:00:01Z"))
    conn.close()
    result = CursorConnector().read(path, None, IngestConfig(max_json_bytes=1024))
    assert [s.reason for s in result.skips] == ["too_large"]
    assert "ingest.max_json_bytes" in result.skips[0].detail
    assert [m.key for m in result.sessions[0].messages] == ["b1"]


def test_locked_database_is_skipped_then_read_once_released(
    store: Store, global_db: tuple[Path, sqlite3.Connection]
) -> None:
    path, _ = global_db
    holder = sqlite3.connect(path, isolation_level=None)
    holder.execute("BEGIN EXCLUSIVE")  # what Cursor holds while it writes
    try:
        result = CursorConnector().read(path, None, LIMITS)
        assert result.retry and [s.reason for s in result.skips] == ["locked"]
        outcome = ingest(store, CursorConnector(), path)
        assert outcome.status == "failed"
        assert skip_counts(store, "cursor") == {"locked": 1}
        assert session(store, f"cursor:{CID}") is None
    finally:
        holder.execute("ROLLBACK")
        holder.close()
    # the checkpoint did not advance, so the same unchanged file is read now
    assert ingest(store, CursorConnector(), path).status == "read"
    assert len(messages(store, f"cursor:{CID}")) == 5


def test_read_only_never_writes(global_db: tuple[Path, sqlite3.Connection]) -> None:
    path, conn = global_db
    conn.close()
    before = (path.stat().st_mtime_ns, path.read_bytes())
    path.chmod(0o444)
    result = CursorConnector().read(path, None, LIMITS)
    assert len(result.sessions) == 1
    assert (path.stat().st_mtime_ns, path.read_bytes()) == before
    assert not path.with_name("state.vscdb-journal").exists()


@pytest.mark.parametrize(
    "content",
    [b"", b"\x00garbage\xff" * 100, b"SQLite format 3\x00" + b"\x01" * 200],
    ids=["empty", "garbage", "bad-header"],
)
def test_corrupt_database_is_counted_not_raised(
    store: Store, tmp_path: Path, content: bytes
) -> None:
    path = tmp_path / "User" / "globalStorage" / "state.vscdb"
    path.parent.mkdir(parents=True)
    path.write_bytes(content)
    result = CursorConnector().read(path, None, LIMITS)
    assert result.sessions == []
    if content:  # an empty file is a valid empty database to SQLite
        assert [s.reason for s in result.skips] == ["corrupt_sqlite"]
        ingest(store, CursorConnector(), path)
        assert skip_counts(store, "cursor") == {"corrupt_sqlite": 1}


def test_roots_discover_and_source_for(tmp_path: Path, user_dir: Path) -> None:
    connector = CursorConnector()
    home = tmp_path / "home"
    roots = connector.default_roots({}, home)
    # only this OS's folder (Linux here): no macOS or Windows path to wait for
    assert roots == cursor_user_dirs({}, home)
    assert cursor_user_dirs({}, home, platform="linux") == [home / ".config" / "Cursor" / "User"]
    mac = cursor_user_dirs({}, home, platform="darwin")
    assert mac == [home / "Library" / "Application Support" / "Cursor" / "User"]
    appdata = {"APPDATA": r"C:\Users\a\AppData\Roaming"}
    win = cursor_user_dirs(appdata, home, platform="win32")
    assert win == [Path(r"C:\Users\a\AppData\Roaming") / "Cursor" / "User"]
    make_db(user_dir / "globalStorage" / "state.vscdb").close()
    make_db(user_dir / "workspaceStorage" / "w1" / "state.vscdb").close()
    (user_dir / "workspaceStorage" / "w2").mkdir()
    found = list(connector.discover(user_dir))
    assert found == [
        user_dir / "globalStorage" / "state.vscdb",
        user_dir / "workspaceStorage" / "w1" / "state.vscdb",
    ]
    db = user_dir / "globalStorage" / "state.vscdb"
    assert connector.source_for(db.with_name("state.vscdb-wal")) == db
    assert connector.source_for(db.with_name("state.vscdb.backup")) is None


def test_decode_uri() -> None:
    assert decode_uri("file:///home/a/my%20proj") == "/home/a/my proj"
    assert decode_uri("file:///c%3A/Users/a/proj") == "c:/Users/a/proj"
    assert decode_uri("vscode-remote://ssh-remote%2Bbox/srv/app") == "/srv/app"
    assert decode_uri("https://example.com/x") is None


def test_catch_up_scan_finds_default_roots(
    store: Store, tmp_path: Path, global_db: tuple[Path, sqlite3.Connection]
) -> None:
    from kenning.daemon.core.config import Settings
    from kenning.daemon.ingest.pipeline import ingest_paths

    home = tmp_path / "home"
    ws = home / ".config" / "Cursor" / "User" / "workspaceStorage" / "w1"
    conn = make_db(ws / "state.vscdb")
    put(conn, "composerData:c2", {"conversation": [{"bubbleId": "z", "type": 1, "text": "hey"}]})
    conn.close()
    report = ingest_paths(store, Settings(), None, home=home, environ={}, agents=["cursor"])
    assert report.to_json()["agents"]["cursor"]["sessions"] == 2
    ids = {r[0] for r in store.conn.execute("SELECT id FROM sessions WHERE agent = 'cursor'")}
    assert ids == {f"cursor:{CID}", "cursor:c2"}
    # a change event on the WAL file is routed to its database
    wal = global_db[0].with_name("state.vscdb-wal")
    report = ingest_paths(store, Settings(), [wal], home=home, environ={}, agents=["cursor"])
    assert report.to_json()["agents"]["cursor"]["unchanged"] == 1  # routed, nothing new


def test_unchanged_composers_are_not_parsed_again(
    store: Store, global_db: tuple[Path, sqlite3.Connection]
) -> None:
    path, conn = global_db
    put(conn, "composerData:other", composer([("o1", 1)], composerId="other", name="Other"))
    put(conn, "bubbleId:other:o1", bubble("o1", 1, "other chat", "2025-11-22T09:00:00Z"))
    connector = CursorConnector()
    first = connector.read(path, None, LIMITS)
    assert sorted(s.native_id for s in first.sessions) == [CID, "other"]
    # damage a bubble of the first composer without touching its composer row:
    # a read that parsed it again would report invalid JSON
    put(conn, f"bubbleId:{CID}:b1", b"\xff garbage")
    put(conn, "composerData:other", composer([("o1", 1), ("o2", 2)], composerId="other"))
    put(conn, "bubbleId:other:o2", bubble("o2", 2, "reply", "2025-11-22T09:00:05Z"))
    second = connector.read(path, first.checkpoint, LIMITS)
    assert second.skips == []
    assert [s.native_id for s in second.sessions] == ["other"]
    assert [m.key for m in second.sessions[0].messages] == ["o1", "o2"]
    # a new bubble row alone (header list not yet updated) also counts as a change
    put(conn, f"bubbleId:{CID}:b9", bubble("b9", 2, "late", "2025-11-22T09:10:00Z"))
    third = connector.read(path, second.checkpoint, LIMITS)
    assert [s.native_id for s in third.sessions] == [CID]
    assert [s.reason for s in third.skips] == ["invalid_json"]


def test_workspace_from_the_workspace_database_composer_list(
    user_dir: Path, global_db: tuple[Path, sqlite3.Connection]
) -> None:
    path, conn = global_db
    put(conn, "composerData:nows", composer([("n1", 1)], composerId="nows"))
    put(conn, "bubbleId:nows:n1", bubble("n1", 1, "which folder am I in?", "2025-11-22T09:00:00Z"))
    ws_dir = user_dir / "workspaceStorage" / "9f8e7d"
    ws = make_db(ws_dir / "state.vscdb")
    all_composers = {
        "allComposers": [{"composerId": "nows", "name": "x"}],
        "selectedComposerIds": [],
    }
    put(ws, "composer.composerData", all_composers, table="ItemTable")
    ws.close()
    write_json(ws_dir / "workspace.json", {"folder": "file:///home/dev/billing"})
    garbage = user_dir / "workspaceStorage" / "broken" / "state.vscdb"
    garbage.parent.mkdir()
    garbage.write_bytes(b"not a database at all" * 20)
    write_json(garbage.parent / "workspace.json", {"folder": "file:///x"})
    result = CursorConnector().read(path, None, LIMITS)
    by_id = {s.native_id: s.workspace for s in result.sessions}
    assert by_id == {CID: WS, "nows": "/home/dev/billing"}


def test_bubble_rows_without_header_list_and_timing_info(tmp_path: Path) -> None:
    path = tmp_path / "state.vscdb"
    conn = make_db(path)
    put(conn, "composerData:nh", {"composerId": "nh", "name": "No headers"})
    put(conn, "bubbleId:nh:q", {"type": 1, "text": "q", "timingInfo": {"clientStartTime": 1.7e12}})
    put(conn, "bubbleId:nh:a", {"type": 2, "text": "a", "createdAt": "2025-11-22T09:00:00Z"})
    conn.close()
    (found,) = CursorConnector().read(path, None, LIMITS).sessions
    assert [(m.key, m.role.value) for m in found.messages] == [("q", "user"), ("a", "assistant")]
    assert found.messages[0].created_at is not None
    assert found.messages[0].created_at.timestamp() == 1.7e9


@pytest.mark.slow
def test_cli_ingest_while_cursor_holds_the_lock(
    kenning: Any, tmp_path: Path, global_db: tuple[Path, sqlite3.Connection]
) -> None:
    path, _ = global_db
    home = tmp_path / "home"
    env = {"HOME": str(home), "XDG_CONFIG_HOME": str(home / ".config")}
    holder = sqlite3.connect(path, isolation_level=None)
    holder.execute("BEGIN EXCLUSIVE")
    try:
        r = kenning("ingest", "--agent", "cursor", "--json", env=env)
        assert r.code == 1, r.stderr  # a source failed: not 0
        locked = r.json()
        assert (locked["failed"], locked["sessions"], locked["skipped"]) == (1, 0, {"locked": 1})
        assert "locked" in locked["errors"][0]["error"]
    finally:
        holder.execute("ROLLBACK")
        holder.close()
    done = kenning("ingest", "--agent", "cursor", "--json", env=env).json()
    assert (done["sources"], done["sessions"], done["messages"]) == (1, 1, 5)
    shown = kenning("sessions", "show", f"cursor:{CID}", "--json", env=env).json()
    assert [m["role"] for m in shown["messages"]] == [
        "user",
        "assistant",
        "assistant",
        "user",
        "assistant",
    ]
    assert shown["messages"][2]["tool_calls"][0]["name"] == "read_file"
