"""Amp connector: real thread JSON files, current and older layouts."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from kenning.daemon.core.config import IngestConfig
from kenning.daemon.ingest.amp import AmpConnector
from kenning.daemon.ingest.base import CONNECTORS, load_connectors
from kenning.daemon.store.db import Store

from .ingest_util import LIMITS, ingest, messages, session, skip_counts, write_json

TID = "T-7f3b2a10-5c4d-4e8f-9a1b-2c3d4e5f6a7b"
T0 = 1763800000000


def text(value: str) -> dict[str, Any]:
    return {"type": "text", "text": value}


MESSAGES: list[dict[str, Any]] = [
    {"role": "user", "messageId": 0, "content": [text("Add dark mode")], "meta": {"sentAt": T0}},
    {
        "role": "assistant",
        "messageId": 1,
        "content": [
            {"type": "thinking", "thinking": "CSS variables would do"},
            text("Reading theme.css"),
            {"type": "tool_use", "id": "toolu_1", "name": "Read", "input": {"path": "theme.css"}},
        ],
        "state": {"type": "complete"},
    },
    {
        "role": "user",
        "messageId": 2,
        "content": [
            {
                "type": "tool_result",
                "toolUseID": "toolu_1",
                "run": {"status": "done", "result": "body{}"},
            },
        ],
    },
    {
        "role": "assistant",
        "messageId": 3,
        "content": [
            {
                "type": "tool_use",
                "id": "toolu_2",
                "name": "skill",
                "input": {"name": "frontend-design"},
            },
        ],
    },
    {
        "role": "user",
        "messageId": 4,
        "content": [
            {
                "type": "tool_result",
                "toolUseID": "toolu_2",
                "run": {"status": "error", "result": {"error": "no such skill"}},
            },
        ],
    },
    {
        "role": "assistant",
        "messageId": 5,
        "content": [text("Done: dark mode via CSS variables.")],
        "meta": {"sentAt": T0 + 60000},
    },
]


def thread(messages: list[Any]) -> dict[str, Any]:
    return {
        "v": 42,
        "id": TID,
        "created": T0,
        "title": "Add dark mode",
        "messages": messages,
        "env": {"initial": {"trees": [{"displayName": "web", "uri": "file:///home/dev/web"}]}},
    }


@pytest.fixture
def threads(tmp_path: Path) -> Path:
    return tmp_path / ".local" / "share" / "amp" / "threads"


def test_registered() -> None:
    load_connectors()
    assert isinstance(CONNECTORS["amp"], AmpConnector)


def test_thread_roles_tools_workspace(store: Store, threads: Path) -> None:
    source = write_json(threads / f"{TID}.json", thread(MESSAGES))
    assert ingest(store, AmpConnector(), source).status == "read"
    row = session(store, f"amp:{TID}")
    assert row is not None
    assert (row["title"], row["workspace"]) == ("Add dark mode", "/home/dev/web")
    assert row["started_at"] == "2025-11-22T08:26:40.000Z"
    assert row["ended_at"] == "2025-11-22T08:27:40.000Z"
    stored = messages(store, f"amp:{TID}")
    assert [(m["key"], m["role"]) for m in stored] == [
        ("0", "user"),
        ("1", "assistant"),
        ("3", "assistant"),
        ("5", "assistant"),
    ]
    assert stored[0]["text"] == "Add dark mode"
    assert stored[1]["text"] == "Reading theme.css\n[Tool: Read]"  # thinking dropped
    read = stored[1]["tool_calls"][0]
    assert (read["name"], read["call_id"], read["output"]) == ("Read", "toolu_1", "body{}")
    assert read["is_error"] is False
    skill = stored[2]["tool_calls"][0]
    assert skill["name"] == "frontend-design"  # unwrapped from the `skill` tool
    assert skill["is_error"] is True and "no such skill" in skill["output"]


def test_growing_thread_merges_without_duplicates(store: Store, threads: Path) -> None:
    source = write_json(threads / f"{TID}.json", thread(MESSAGES[:2]))
    connector = AmpConnector()
    ingest(store, connector, source)
    assert len(messages(store, f"amp:{TID}")) == 2
    assert ingest(store, connector, source).status == "unchanged"
    write_json(source, thread(MESSAGES))
    ingest(store, connector, source)
    assert [m["key"] for m in messages(store, f"amp:{TID}")] == ["0", "1", "3", "5"]
    assert store.conn.execute("SELECT count(*) FROM messages").fetchone()[0] == 4


def test_older_layout(tmp_path: Path) -> None:
    source = write_json(
        tmp_path / "amp" / "conversation-42.json",
        {
            "cwd": "/home/dev/old",
            "thread": {
                "messages": [
                    {
                        "speaker": "human",
                        "body": "hi",
                        "createdAt": "2025-01-02T03:04:05Z",
                        "author": "dev",
                    },
                    {"type": "assistant", "text": "hello", "ts": 1735787046},
                ]
            },
        },
    )
    result = AmpConnector().read(source, None, LIMITS)
    (found,) = result.sessions
    assert found.id == "amp:conversation-42" and found.workspace == "/home/dev/old"
    assert [(m.role.value, m.text, m.author) for m in found.messages] == [
        ("user", "hi", "dev"),
        ("assistant", "hello", None),
    ]
    assert found.messages[1].created_at is not None
    assert found.messages[1].created_at.timestamp() == 1735787046


@pytest.mark.parametrize(
    ("content", "reason"),
    [
        (b"", "empty_file"),
        (b"\x00\x9f\x92\x96 binary", "invalid_utf8"),
        (b'{"messages": [', "invalid_json"),
        (b"[1, 2]", "wrong_type"),
        (b'{"title": "no messages"}', "missing_field"),
    ],
    ids=["empty", "binary", "truncated", "list", "no-messages"],
)
def test_unreadable_threads_counted(
    store: Store, threads: Path, content: bytes, reason: str
) -> None:
    threads.mkdir(parents=True)
    source = threads / f"{TID}.json"
    source.write_bytes(content)
    assert ingest(store, AmpConnector(), source).sessions == 0
    assert skip_counts(store, "amp") == {reason: 1}


def test_bad_messages_skipped_valid_kept(threads: Path) -> None:
    bad: list[Any] = ["text", {"content": "no role"}, {"role": 7, "content": "x"}]
    source = write_json(threads / f"{TID}.json", thread([*bad, *MESSAGES[:1]]))
    result = AmpConnector().read(source, None, LIMITS)
    assert sorted(s.reason for s in result.skips) == [
        "missing_field",
        "missing_field",
        "wrong_type",
    ]
    assert [m.text for m in result.sessions[0].messages] == ["Add dark mode"]


def test_too_large(threads: Path) -> None:
    big = [{"role": "user", "messageId": 0, "content": "x" * 5000}]
    source = write_json(threads / f"{TID}.json", thread(big))
    result = AmpConnector().read(source, None, IngestConfig(max_json_bytes=1024))
    assert result.sessions == [] and [s.reason for s in result.skips] == ["too_large"]


def test_roots_discover_and_source_for(tmp_path: Path, threads: Path) -> None:
    connector = AmpConnector()
    assert connector.default_roots({}, tmp_path)[0] == tmp_path / ".local" / "share" / "amp"
    assert connector.default_roots({"XDG_DATA_HOME": "/x"}, tmp_path)[0] == Path("/x/amp")
    mine = write_json(threads / f"{TID}.json", thread([]))
    settings = write_json(threads.parent / "settings.json", {})
    assert list(connector.discover(threads.parent)) == [mine]
    assert connector.source_for(settings) is None
    assert connector.source_for(mine) == mine
