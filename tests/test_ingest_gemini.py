"""Gemini CLI: legacy JSON chats and the event-sourced JSONL replay, incrementally."""

from __future__ import annotations

from pathlib import Path

import orjson

from kenning.daemon.store.db import Store

from .ingest_helpers import copy_fixture, ingest, messages, session

PROJECT = "9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08"


def _chats(home: Path) -> Path:
    return home / ".gemini" / "tmp" / PROJECT / "chats"


def test_legacy_json_session(store: Store, tmp_path: Path) -> None:
    copy_fixture("gemini/session-legacy.json", _chats(tmp_path) / "session-2026-02-11.json")
    (tmp_path / ".gemini" / "tmp" / PROJECT / ".project_root").write_text("/home/dev/site\n")
    ingest(store, tmp_path)
    info = session(store, f"gemini:{PROJECT}/session-2026-02-11")
    assert info["workspace"] == "/home/dev/site"
    assert info["started_at"] == "2026-02-11T10:00:00.000Z"
    assert info["ended_at"] == "2026-02-11T10:05:00.000Z"
    msgs = messages(store, info["id"])
    # the empty gemini message is dropped; info maps to system
    assert [(m["key"], m["role"]) for m in msgs] == [
        ("m-1", "user"),
        ("m-2", "assistant"),
        ("m-3", "system"),
    ]
    call = msgs[1]["tool_calls"][0]
    assert call["name"] == "write_file" and call["input"]["file_path"] == "README.md"
    assert msgs[1]["model"] == "gemini-2.5-pro"


def test_event_log_replay_patch_rewind_set(store: Store, tmp_path: Path) -> None:
    copy_fixture("gemini/session-events.jsonl", _chats(tmp_path) / "session-2026-02-12.jsonl")
    ingest(store, tmp_path)
    sid = f"gemini:{PROJECT}/session-2026-02-12"
    msgs = messages(store, sid)
    assert [(m["key"], m["role"], m["text"]) for m in msgs] == [
        ("e-1", "user", "Rename the config loader"),
        ("e-2", "assistant", "Renamed load_cfg to load_config in 3 files."),
        ("e-5", "user", "Now add a test for load_config"),
    ]
    assert [m["idx"] for m in msgs] == [0, 1, 2]
    info = session(store, sid)
    assert info["title"] == "Rename the config loader"  # the person's words, not the summary
    assert info["ended_at"] == "2026-02-12T09:02:00.000Z"


def test_event_log_stays_incremental(store: Store, tmp_path: Path) -> None:
    path = copy_fixture(
        "gemini/session-events.jsonl", _chats(tmp_path) / "session-2026-02-12.jsonl"
    )
    ingest(store, tmp_path)
    sid = f"gemini:{PROJECT}/session-2026-02-12"
    events = [
        {"id": "e-6", "timestamp": "2026-02-12T09:02:05Z", "type": "gemini", "content": "Added."},
        {"$patch": {"updates": [{"id": "e-5", "content": "Add a test for load_config"}]}},
    ]
    with path.open("ab") as fh:
        fh.write(b"".join(orjson.dumps(e) + b"\n" for e in events))
    report = ingest(store, tmp_path)
    assert report.messages == 2  # e-6 inserted, e-5 updated; nothing else rewritten
    msgs = messages(store, sid)
    assert [m["key"] for m in msgs] == ["e-1", "e-2", "e-5", "e-6"]
    assert msgs[2]["text"] == "Add a test for load_config"
    with path.open("ab") as fh:
        fh.write(orjson.dumps({"$rewindTo": "e-2"}) + b"\n")
    ingest(store, tmp_path)
    assert [m["key"] for m in messages(store, sid)] == ["e-1"]
    assert session(store, sid)["message_count"] == 1
    # a patch needing whole bodies falls back to a full replay: same result
    with path.open("ab") as fh:
        fh.write(orjson.dumps({"$patch": {"orderIds": ["e-1"]}}) + b"\n")
    ingest(store, tmp_path)
    assert [m["key"] for m in messages(store, sid)] == ["e-1"]


def test_set_messages_replaces_history(store: Store, tmp_path: Path) -> None:
    path = _chats(tmp_path) / "session-x.jsonl"
    path.parent.mkdir(parents=True)
    lines = [
        {"sessionId": "x", "projectHash": PROJECT},
        {"id": "a", "type": "user", "content": "one"},
        {"id": "b", "type": "gemini", "content": "two"},
        {"$set": {"messages": [{"id": "c", "type": "user", "content": "three"}]}},
        "not an object",
    ]
    path.write_bytes(b"".join(orjson.dumps(x) + b"\n" for x in lines))
    report = ingest(store, tmp_path)
    assert report.skipped == {"wrong_type": 1}
    assert [m["key"] for m in messages(store, f"gemini:{PROJECT}/session-x")] == ["c"]
