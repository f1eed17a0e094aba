"""Codex CLI rollouts: envelopes, dual-stream dedupe, tool calls and outputs, legacy JSON."""

from __future__ import annotations

from pathlib import Path

import orjson

from kenning.daemon.store import Store

from .ingest_helpers import copy_fixture, db_bytes, ingest, messages, session

DAY = Path(".codex") / "sessions" / "2026" / "04" / "10"
NAME = "rollout-2026-04-10T14-00-00-0199a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b"
SID = f"codex:2026/04/10/{NAME}"


def _install(home: Path) -> Path:
    return copy_fixture("codex/rollout.jsonl", home / DAY / f"{NAME}.jsonl")


def test_rollout_messages_tools_and_workspace(store: Store, tmp_path: Path) -> None:
    _install(tmp_path)
    report = ingest(store, tmp_path)
    assert report.agents["codex"] == {
        "sources": 1,
        "unchanged": 0,
        "failed": 0,
        "sessions": 1,
        "messages": 8,
    }
    info = session(store, SID)
    assert info["workspace"] == "/home/dev/api"
    assert info["git_branch"] == "main"
    assert info["title"] == "<environment_context>"
    msgs = messages(store, SID)
    assert [(m["role"], m["author"]) for m in msgs] == [
        ("user", None),  # environment context
        ("user", None),  # the question (its event_msg copy dropped)
        ("assistant", "reasoning"),
        ("assistant", None),  # shell call
        ("tool", None),
        ("assistant", None),  # apply_patch
        ("tool", None),
        ("assistant", None),  # answer (its agent_message copy dropped)
    ]
    shell = msgs[3]["tool_calls"][0]
    assert shell["name"] == "shell" and shell["call_id"] == "call_A1"
    assert shell["input"]["command"] == ["bash", "-lc", "rg -n health src"]
    out = msgs[4]["tool_calls"][0]
    assert (out["name"], out["exit_code"], out["is_error"]) == ("shell", 0, False)
    assert msgs[4]["text"] == "src/app.py:40:def health():\n"
    assert msgs[5]["tool_calls"][0]["input"].startswith("*** Begin Patch")
    assert msgs[7]["model"] == "gpt-5-codex"
    # the password inside the database URL is redacted
    assert "s3cretPassw0rd" not in msgs[1]["text"]
    store.conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    assert b"s3cretPassw0rd" not in db_bytes(store)


def test_appends_are_incremental_and_dedupe_survives_across_reads(
    store: Store, tmp_path: Path
) -> None:
    path = _install(tmp_path)
    ingest(store, tmp_path)
    offset = store.conn.execute("SELECT offset FROM ingest_checkpoints").fetchone()[0]
    turn = [
        {
            "timestamp": "2026-04-10T14:05:00Z",
            "type": "response_item",
            "payload": {
                "type": "message",
                "role": "user",
                "content": [{"type": "input_text", "text": "add a test"}],
            },
        },
        {
            "timestamp": "2026-04-10T14:05:00Z",
            "type": "event_msg",
            "payload": {"type": "user_message", "message": "add a test"},
        },
    ]
    with path.open("ab") as fh:
        fh.write(orjson.dumps(turn[0]) + b"\n")
    assert ingest(store, tmp_path).messages == 1
    with path.open("ab") as fh:
        fh.write(orjson.dumps(turn[1]) + b"\n")
    # the event copy arrives in a later read: still recognised as a duplicate
    assert ingest(store, tmp_path).messages == 0
    new_offset = store.conn.execute("SELECT offset FROM ingest_checkpoints").fetchone()[0]
    assert new_offset == path.stat().st_size > offset
    assert session(store, SID)["message_count"] == 9


def test_legacy_json_rollout(store: Store, tmp_path: Path) -> None:
    copy_fixture(
        "codex/rollout-legacy.json", tmp_path / ".codex" / "sessions" / "rollout-legacy-1.json"
    )
    ingest(store, tmp_path)
    info = session(store, "codex:rollout-legacy-1")
    assert info["workspace"] == "/home/dev/old"
    msgs = messages(store, info["id"])
    assert [m["role"] for m in msgs] == ["user", "assistant", "assistant"]
    assert msgs[0]["text"] == "List the files"
    assert msgs[2]["tool_calls"][0]["input"] == {"command": ["ls"]}


def test_lines_without_payload_or_wrong_types_are_counted(store: Store, tmp_path: Path) -> None:
    path = tmp_path / DAY / "rollout-bad.jsonl"
    path.parent.mkdir(parents=True)
    path.write_bytes(
        b'{"timestamp": "2026-04-10T14:00:00Z", "type": "session_meta"}\n'
        b'{"timestamp": 5, "type": "response_item", "payload": "nope"}\n'
        b'{"type": "response_item", "payload": {"type": "message", "role": "user",'
        b' "content": [{"type": "input_text", "text": "still read"}]}}\n'
    )
    report = ingest(store, tmp_path)
    assert report.skipped == {"missing_field": 2}
    assert [m["text"] for m in messages(store, "codex:2026/04/10/rollout-bad")] == ["still read"]
