"""Copilot CLI connector: real `events.jsonl` logs read incrementally, and the legacy JSON."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import orjson
import pytest

from kenning.daemon.ingest.base import CONNECTORS, load_connectors
from kenning.daemon.ingest.copilot_cli import CopilotCliConnector
from kenning.daemon.store.db import Store

from .ingest_util import LIMITS, ingest, messages, session, skip_counts, write_json

EVENTS_NAME = "events.jsonl"
SID = "8a1f3c2e-7d41-4b9a-a0c5-2f6e9d8b1c07"


def event(n: int, kind: str, data: dict[str, Any]) -> bytes:
    stamp = f"2025-11-22T08:26:{40 + n:02d}.000Z"
    line = {"type": kind, "data": data, "id": f"ev-{n}", "timestamp": stamp, "parentId": None}
    return orjson.dumps(line) + b"\n"


START = event(
    0,
    "session.start",
    {
        "sessionId": SID,
        "version": 1,
        "producer": "copilot-agent",
        "copilotVersion": "0.0.354",
        "startTime": "2025-11-22T08:26:40.000Z",
        "context": {"cwd": "/home/dev/app", "gitRoot": "/home/dev/app", "branch": "fix/tests"},
    },
)
MODEL = event(1, "session.model_change", {"newModel": "gpt-5"})
USER = event(2, "user.message", {"content": "Fix the failing test", "attachments": []})
TURN = event(3, "assistant.turn_start", {"turnId": "0"})
ASK_TOOL = event(
    4,
    "assistant.message",
    {
        "messageId": "m1",
        "content": "Running the tests.",
        "toolRequests": [
            {"toolCallId": "call_1", "name": "bash", "arguments": {"command": "npm test"}}
        ],
    },
)
TOOL_START = event(5, "tool.execution_start", {"toolCallId": "call_1", "toolName": "bash"})
TOOL_DONE = event(
    6,
    "tool.execution_complete",
    {
        "toolCallId": "call_1",
        "success": False,
        "result": {"content": "1 failing"},
    },
)
ANSWER = event(7, "assistant.message", {"messageId": "m2", "content": "Fixed.", "toolRequests": []})


@pytest.fixture
def log(tmp_path: Path) -> Path:
    path = tmp_path / ".copilot" / "session-state" / SID / "events.jsonl"
    path.parent.mkdir(parents=True)
    return path


def test_registered() -> None:
    load_connectors()
    assert isinstance(CONNECTORS["copilot_cli"], CopilotCliConnector)


def test_full_log(store: Store, log: Path) -> None:
    log.write_bytes(START + MODEL + USER + TURN + ASK_TOOL + TOOL_START + TOOL_DONE + ANSWER)
    assert ingest(store, CopilotCliConnector(), log).status == "read"
    row = session(store, f"copilot_cli:{SID}")
    assert row is not None
    assert (row["workspace"], row["git_branch"]) == ("/home/dev/app", "fix/tests")
    assert row["title"] == "Fix the failing test"
    assert row["started_at"] == "2025-11-22T08:26:40.000Z"
    stored = messages(store, f"copilot_cli:{SID}")
    assert [(m["key"], m["role"], m["text"]) for m in stored] == [
        ("ev-2", "user", "Fix the failing test"),
        ("ev-4", "assistant", "Running the tests."),
        ("ev-6", "tool", ""),
        ("ev-7", "assistant", "Fixed."),
    ]
    assert stored[1]["model"] == "gpt-5"
    request = stored[1]["tool_calls"][0]
    assert (request["name"], request["call_id"]) == ("bash", "call_1")
    assert request["input"] == {"command": "npm test"}
    result = stored[2]["tool_calls"][0]
    assert (result["name"], result["output"], result["is_error"]) == ("bash", "1 failing", True)
    assert stored[3]["created_at"] == "2025-11-22T08:26:47.000Z"


def test_incremental_appends_and_partial_line(store: Store, log: Path) -> None:
    connector = CopilotCliConnector()
    log.write_bytes(START + MODEL + USER + ASK_TOOL + TOOL_START)
    ingest(store, connector, log)
    assert len(messages(store, f"copilot_cli:{SID}")) == 2
    with log.open("ab") as fh:  # the tool result, and half of the next message
        fh.write(TOOL_DONE + ANSWER[:20])
    ingest(store, connector, log)
    stored = messages(store, f"copilot_cli:{SID}")
    assert [m["key"] for m in stored] == ["ev-2", "ev-4", "ev-6"]
    # the tool's name came from a line read in the previous chunk
    assert stored[2]["tool_calls"][0]["name"] == "bash"
    with log.open("ab") as fh:
        fh.write(ANSWER[20:])
    ingest(store, connector, log)
    stored = messages(store, f"copilot_cli:{SID}")
    assert [m["key"] for m in stored] == ["ev-2", "ev-4", "ev-6", "ev-7"]
    assert stored[3]["model"] == "gpt-5"  # the model change seen in the first chunk
    row = session(store, f"copilot_cli:{SID}")
    assert row is not None and row["workspace"] == "/home/dev/app" and row["message_count"] == 4


def test_rewritten_log_merges_without_duplicates(store: Store, log: Path) -> None:
    connector = CopilotCliConnector()
    log.write_bytes(START + USER + ASK_TOOL + ANSWER)
    ingest(store, connector, log)
    log.write_bytes(START + USER + ANSWER)  # rewritten shorter: read again from the start
    ingest(store, connector, log)
    assert store.conn.execute("SELECT count(*) FROM messages").fetchone()[0] == 3


def test_malformed_lines_skipped_valid_kept(store: Store, log: Path) -> None:
    log.write_bytes(
        b"\xef\xbb\xbf"
        + START
        + b"\n"
        + b"\xff\xfe\x00garbage\n"
        + b'{"type": "user.message", "data": \n'
        + b"[1, 2, 3]\n"
        + b'{"data": {"content": "no type"}}\n'
        + b'{"type": "user.message", "data": {"content": 42}, "id": "x"}\n'
        + USER
        + ANSWER
    )
    ingest(store, CopilotCliConnector(), log)
    assert skip_counts(store, "copilot_cli") == {
        "blank_line": 1,
        "invalid_utf8": 1,
        "invalid_json": 1,
        "wrong_type": 1,
        "missing_field": 2,
    }
    stored = messages(store, f"copilot_cli:{SID}")
    assert [m["text"] for m in stored] == ["Fix the failing test", "Fixed."]
    row = session(store, f"copilot_cli:{SID}")
    assert row is not None and row["workspace"] == "/home/dev/app"  # the BOM line was read


def test_empty_log(store: Store, log: Path) -> None:
    log.write_bytes(b"")
    outcome = ingest(store, CopilotCliConnector(), log)
    assert outcome.status == "read" and outcome.sessions == 0


def test_legacy_json_history(store: Store, tmp_path: Path) -> None:
    path = write_json(
        tmp_path / ".copilot" / "history-session-state" / "old-1.json",
        {
            "sessionId": "old-1",
            "startTime": "2025-09-01T10:00:00Z",
            "chatMessages": [
                {"role": "user", "content": "list files"},
                {
                    "role": "assistant",
                    "content": "",
                    "tool_calls": [
                        {
                            "id": "c1",
                            "type": "function",
                            "function": {"name": "bash", "arguments": '{"command": "ls"}'},
                        }
                    ],
                },
                {"role": "tool", "tool_call_id": "c1", "content": "a.txt"},
                {"role": "assistant", "content": "One file: a.txt"},
                "garbage",
                {"role": "wizard", "content": "?"},
            ],
        },
    )
    connector = CopilotCliConnector()
    assert connector.source_for(path) == path
    ingest(store, connector, path)
    stored = messages(store, "copilot_cli:old-1")
    assert [m["role"] for m in stored] == ["user", "assistant", "tool", "assistant"]
    assert stored[1]["tool_calls"][0]["input"] == {"command": "ls"}
    assert stored[2]["tool_calls"][0]["output"] == "a.txt"
    assert skip_counts(store, "copilot_cli") == {"wrong_type": 1, "missing_field": 1}
    path.write_bytes(b"\x00\x01binary")
    assert [s.reason for s in connector.read(path, None, LIMITS).skips] == ["invalid_json"]


def test_roots_discover_and_source_for(tmp_path: Path, log: Path) -> None:
    connector = CopilotCliConnector()
    roots = connector.default_roots({}, tmp_path)
    assert tmp_path / ".copilot" in roots
    assert connector.default_roots({"XDG_CONFIG_HOME": "/x"}, tmp_path)[0] == Path("/x/.copilot")
    log.write_bytes(START)
    legacy = write_json(tmp_path / ".copilot" / "history-session-state" / "s.json", {})
    write_json(tmp_path / ".copilot" / "config.json", {})
    assert list(connector.discover(tmp_path / ".copilot")) == [log, legacy]
    assert connector.source_for(tmp_path / ".copilot" / "config.json") is None


def test_discover_does_not_walk_the_package_tree(tmp_path: Path, log: Path) -> None:
    log.write_bytes(START)
    deep = tmp_path / ".copilot" / "pkg" / "universal" / "0.0.354" / "node_modules" / "x"
    deep.mkdir(parents=True)
    (deep / EVENTS_NAME).write_bytes(b"")
    found = list(CopilotCliConnector().discover(tmp_path / ".copilot"))
    assert found == [log]
    assert list(CopilotCliConnector().discover(log.parent.parent)) == [log]


def test_a_log_with_only_session_start_stores_no_empty_session(store: Store, log: Path) -> None:
    connector = CopilotCliConnector()
    log.write_bytes(START + MODEL)
    assert ingest(store, connector, log).sessions == 0
    assert session(store, f"copilot_cli:{SID}") is None
    with log.open("ab") as fh:
        fh.write(USER)
    ingest(store, connector, log)
    row = session(store, f"copilot_cli:{SID}")
    assert row is not None and row["workspace"] == "/home/dev/app" and row["message_count"] == 1
