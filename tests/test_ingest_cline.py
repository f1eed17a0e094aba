"""Cline / Roo connector: real task folders with `ui_messages.json` and the API history."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import orjson
import pytest

from kenning.daemon.core.config import IngestConfig
from kenning.daemon.ingest.base import CONNECTORS, load_connectors
from kenning.daemon.ingest.cline import ClineConnector
from kenning.daemon.ingest.cursor import cursor_user_dirs
from kenning.daemon.store.db import Store

from .ingest_util import LIMITS, ingest, messages, session, skip_counts, write_json

T0 = 1763800000000
ENV = (
    "<environment_details>\n# VSCode Visible Files\nmain.py\n\n"
    "# Current Working Directory (/home/dev/api) Files\nmain.py\n</environment_details>"
)


def ui(ts_offset: int, kind: str, sub: str, text: str = "", **extra: Any) -> dict[str, Any]:
    return {"ts": T0 + ts_offset, "type": kind, kind: sub, "text": text, **extra}


UI_LOG = [
    ui(0, "say", "task", "Add a /health endpoint"),
    ui(100, "say", "api_req_started", orjson.dumps({"request": f"<task>x</task>\n{ENV}"}).decode()),
    ui(3000, "say", "reasoning", "Let me think about the router"),
    ui(3500, "say", "text", "I'll look at main.py first."),
    ui(
        4000,
        "ask",
        "tool",
        '{"tool":"readFile","path":"main.py","content":"/home/dev/api/main.py"}',
    ),
    ui(6000, "ask", "command", "pytest -q"),
    ui(7000, "say", "command_output", "3 passed in 0.1s"),
    ui(8000, "say", "user_feedback", "also add a test"),
    ui(9000, "ask", "followup", '{"question":"Which test framework?","options":["pytest"]}'),
    ui(10000, "say", "completion_result", "Added /health and a test."),
    ui(10001, "ask", "completion_result", ""),
]


@pytest.fixture
def ext_root(tmp_path: Path) -> Path:
    return tmp_path / ".config" / "Code" / "User" / "globalStorage" / "saoudrizwan.claude-dev"


def test_registered() -> None:
    load_connectors()
    assert isinstance(CONNECTORS["cline"], ClineConnector)


def test_ui_log_roles_tools_workspace_and_times(store: Store, ext_root: Path) -> None:
    source = write_json(ext_root / "tasks" / "1763800000000" / "ui_messages.json", UI_LOG)
    assert ingest(store, ClineConnector(), source).status == "read"
    row = session(store, "cline:1763800000000")
    assert row is not None
    assert row["workspace"] == "/home/dev/api"
    assert row["title"] == "Add a /health endpoint"
    assert row["started_at"] == "2025-11-22T08:26:40.000Z"
    stored = messages(store, "cline:1763800000000")
    assert [(m["role"], m["text"]) for m in stored] == [
        ("user", "Add a /health endpoint"),
        ("assistant", "I'll look at main.py first."),
        ("assistant", ""),
        ("assistant", ""),
        ("user", "also add a test"),
        ("assistant", "Which test framework?"),
        ("assistant", "Added /health and a test."),
    ]
    read_file = stored[2]["tool_calls"][0]
    assert read_file["name"] == "readFile" and read_file["input"] == {"path": "main.py"}
    command = stored[3]["tool_calls"][0]
    assert command["name"] == "execute_command"
    assert command["input"] == {"command": "pytest -q"}
    assert command["output"] == "3 passed in 0.1s"
    assert stored[0]["key"] == f"ui:{T0}"


def test_rewritten_log_merges_without_duplicates(store: Store, ext_root: Path) -> None:
    source = write_json(ext_root / "tasks" / "t1" / "ui_messages.json", UI_LOG[:4])
    connector = ClineConnector()
    ingest(store, connector, source)
    assert len(messages(store, "cline:t1")) == 2
    assert ingest(store, connector, source).status == "unchanged"
    write_json(source, UI_LOG)  # Cline rewrites the whole array each turn
    assert ingest(store, connector, source).status == "read"
    assert len(messages(store, "cline:t1")) == 7
    assert store.conn.execute("SELECT count(*) FROM messages").fetchone()[0] == 7


def test_same_millisecond_entries_get_distinct_stable_keys(ext_root: Path) -> None:
    log = [ui(0, "say", "task", "a"), ui(0, "say", "text", "b"), ui(0, "say", "text", "c")]
    source = write_json(ext_root / "tasks" / "t2" / "ui_messages.json", log)
    first = ClineConnector().read(source, None, LIMITS).sessions[0].messages
    again = ClineConnector().read(source, None, LIMITS).sessions[0].messages
    assert [m.key for m in first] == [f"ui:{T0}", f"ui:{T0}#1", f"ui:{T0}#2"]
    assert [m.key for m in first] == [m.key for m in again]


def test_api_history_fallback(store: Store, ext_root: Path) -> None:
    task = ext_root / "tasks" / "t3"
    history = [
        {
            "role": "user",
            "content": [
                {"type": "text", "text": "<task>\nRename foo to bar\n</task>"},
                {"type": "text", "text": ENV.replace("/home/dev/api", "/home/dev/lib")},
            ],
        },
        {
            "role": "assistant",
            "content": [
                {"type": "text", "text": "Reading foo.py."},
                {
                    "type": "tool_use",
                    "id": "toolu_1",
                    "name": "read_file",
                    "input": {"path": "foo.py"},
                },
            ],
        },
        {
            "role": "user",
            "content": [
                {
                    "type": "tool_result",
                    "tool_use_id": "toolu_1",
                    "content": [{"type": "text", "text": "def foo(): pass"}],
                }
            ],
        },
        {"role": "assistant", "content": "Renamed."},
    ]
    source = write_json(task / "api_conversation_history.json", history)
    write_json(task / "task_metadata.json", {"files_in_context": []})
    connector = ClineConnector()
    assert list(connector.discover(ext_root)) == [source]
    ingest(store, connector, source)
    row = session(store, "cline:t3")
    assert row is not None and row["workspace"] == "/home/dev/lib"
    stored = messages(store, "cline:t3")
    # the environment details are kept apart from the person's words, as the client's
    assert [(m["key"], m["role"], m["origin"]) for m in stored] == [
        ("api:0", "user", "human"),
        ("api:0:b1", "user", "injected"),
        ("api:1", "assistant", "agent"),
        ("api:3", "assistant", "agent"),
    ]
    assert stored[0]["text"] == "Rename foo to bar"
    assert stored[1]["text"].startswith("<environment_details>")
    call = stored[2]["tool_calls"][0]
    assert call["name"] == "read_file" and call["call_id"] == "toolu_1"
    assert call["output"] == "def foo(): pass"


def test_task_files_map_to_one_source(ext_root: Path) -> None:
    task = ext_root / "tasks" / "t4"
    ui_file = write_json(task / "ui_messages.json", UI_LOG)
    api_file = write_json(task / "api_conversation_history.json", [])
    connector = ClineConnector()
    assert list(connector.discover(ext_root)) == [ui_file]
    assert connector.source_for(api_file) == ui_file
    assert connector.source_for(task / "task_metadata.json") == ui_file
    assert connector.source_for(task / "notes.txt") is None
    # read directly, the API history of a task with a UI log yields nothing twice
    assert connector.read(api_file, None, LIMITS).sessions == []


@pytest.mark.parametrize(
    ("content", "reason"),
    [
        (b"", "empty_file"),
        (b"\x89PNG\r\n\x1a\n\x00\x00\xff\xfe", "invalid_utf8"),
        (b'[{"ts": 1, "type": "say", ', "invalid_json"),
        (b'{"not": "a list"}', "wrong_type"),
    ],
    ids=["empty", "binary", "truncated", "object"],
)
def test_unreadable_files_are_counted(
    store: Store, ext_root: Path, content: bytes, reason: str
) -> None:
    source = ext_root / "tasks" / "bad" / "ui_messages.json"
    source.parent.mkdir(parents=True)
    source.write_bytes(content)
    outcome = ingest(store, ClineConnector(), source)
    assert outcome.status == "read" and outcome.sessions == 0
    assert skip_counts(store, "cline") == {reason: 1}


def test_bad_entries_skipped_valid_kept(ext_root: Path) -> None:
    log = [
        "a string",
        {"ts": T0, "say": "text", "text": "no type"},
        {"ts": T0 + 1, "type": "say", "say": 7, "text": "say is not a string"},
        ui(2, "say", "task", "valid task"),
        {"ts": T0 + 3, "type": "say", "say": "text", "text": ["not", "text"]},
        ui(4, "say", "text", "valid answer"),
    ]
    source = write_json(ext_root / "tasks" / "t5" / "ui_messages.json", log)
    result = ClineConnector().read(source, None, LIMITS)
    assert sorted(s.reason for s in result.skips) == [
        "missing_field",
        "missing_field",
        "wrong_type",
    ]
    assert [m.text for m in result.sessions[0].messages] == ["valid task", "valid answer"]


def test_too_large(ext_root: Path) -> None:
    log = [ui(0, "say", "task", "x" * 4000)]
    source = write_json(ext_root / "tasks" / "t6" / "ui_messages.json", log)
    result = ClineConnector().read(source, None, IngestConfig(max_json_bytes=1024))
    assert result.sessions == [] and [s.reason for s in result.skips] == ["too_large"]
    assert "ingest.max_json_bytes" in result.skips[0].detail


def test_default_roots(tmp_path: Path) -> None:
    roots = ClineConnector().default_roots({}, tmp_path)
    # this OS's editor folders only, for VS Code and Cursor
    [code] = cursor_user_dirs({}, tmp_path, "Code")
    assert code / "globalStorage" / "saoudrizwan.claude-dev" in roots
    assert code / "globalStorage" / "rooveterinaryinc.roo-cline" in roots
    assert len(roots) == 4


def test_a_ui_log_without_the_fields_falls_back_to_the_api_history(
    store: Store, ext_root: Path
) -> None:
    task = ext_root / "tasks" / "1763900000000"
    # an older or forked extension: `type` without its `say`/`ask` kind
    source = write_json(
        task / "ui_messages.json",
        [
            {"ts": T0, "type": "say", "text": "Fix the flaky date test"},
            {"ts": T0 + 900, "type": "say", "text": ""},
        ],
    )
    history = [
        {
            "role": "user",
            "content": [{"type": "text", "text": "<task>\nFix the flaky date test\n</task>"}],
        },
        {"role": "assistant", "content": "The test used `date.today()`; it now freezes the clock."},
    ]
    api = write_json(task / "api_conversation_history.json", history)
    connector = ClineConnector()
    assert connector.source_for(api) == source
    outcome = ingest(store, connector, source)
    assert outcome.messages == 2 and not outcome.skips
    stored = messages(store, "cline:1763900000000")
    assert [m["role"] for m in stored] == ["user", "assistant"]
    # the API history grows alone: the task is read again
    write_json(api, [*history, {"role": "assistant", "content": "Also pinned the time zone."}])
    assert ingest(store, connector, source).messages == 1
