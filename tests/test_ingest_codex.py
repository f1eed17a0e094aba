"""Codex CLI rollouts: envelopes, dual-stream dedupe, tool calls and outputs, legacy JSON."""

from __future__ import annotations

from pathlib import Path

import orjson

from kenning.daemon.store.db import Store

from .ingest_helpers import copy_fixture, db_bytes, ingest, messages, session

DAY = Path(".codex") / "sessions" / "2026" / "04" / "10"
NAME = "rollout-2026-04-10T14-00-00-0199a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b"
SID = "codex:0199a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b"  # session_meta.id


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
    assert info["title"].startswith("Why does /health return 500?")  # not the client block
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
    info = session(store, "codex:legacy-1")
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


# -- Codex >= 0.148: item_completed ----------------------------------------------------

NEW_DAY = Path(".codex") / "sessions" / "2026" / "08" / "25"
NEW_NAME = "rollout-2026-08-25T09-00-00-0199f0aa-1111-7222-8333-944455556666"
NEW_SID = "codex:0199f0aa-1111-7222-8333-944455556666"
PROMPT = "Run the tests and fix the failing one"
ANSWER = "Fixed the failing test: `health()` now pings with a timeout."


def _install_v0148(home: Path) -> Path:
    return copy_fixture("codex/rollout-v0148.jsonl", home / NEW_DAY / f"{NEW_NAME}.jsonl")


def _done(ts: str, item: object, turn: str = "turn-2") -> dict[str, object]:
    return {
        "timestamp": f"2026-08-25T10:{ts}Z",
        "type": "event_msg",
        "payload": {"type": "item_completed", "turn_id": turn, "item": item},
    }


def _append(path: Path, *lines: object) -> None:
    with path.open("ab") as fh:
        for line in lines:
            fh.write(orjson.dumps(line) + b"\n")


def test_item_completed_rollout_messages_tools_and_model(store: Store, tmp_path: Path) -> None:
    _install_v0148(tmp_path)
    report = ingest(store, tmp_path)
    # token_usage_record, Reasoning and the unknown item kinds are not skips
    assert report.skipped == {}
    assert report.agents["codex"]["failed"] == 0
    assert report.agents["codex"]["messages"] == 11
    info = session(store, NEW_SID)
    assert (info["workspace"], info["git_branch"]) == ("/home/dev/web", "fix/health")
    assert info["title"] == PROMPT
    msgs = messages(store, NEW_SID)
    assert [(m["role"], m["text"]) for m in msgs] == [
        ("user", PROMPT),  # its UserMessage copy dropped
        ("assistant", "[Tool: shell]"),
        ("tool", "1 failed, 2 passed in 0.12s\n"),
        ("assistant", "[Tool: shell]"),
        ("tool", "sh: 1: nonexistent: not found\n"),
        ("assistant", "[Tool: docs.search]"),
        ("tool", "Use tmp_path for files."),
        ("assistant", "[Tool: shell]"),  # the function_call; its item_completed copy dropped
        ("tool", " src/app.py | 2 +-\n"),  # from the item; the function_call_output dropped
        ("assistant", "[Tool: apply_patch]"),
        ("assistant", ANSWER),  # its response_item copy dropped
    ]
    assert {m["model"] for m in msgs if m["role"] == "assistant"} == {"gpt-5.6-sol"}
    assert len({m["key"] for m in msgs}) == len(msgs)
    calls = [m["tool_calls"][0] for m in msgs[1:10]]
    assert [(c["name"], c["call_id"]) for c in calls] == [
        ("shell", "call_c1"),
        ("shell", "call_c1"),
        ("shell", "call_c2"),
        ("shell", "call_c2"),
        ("docs.search", "call_m1"),
        ("docs.search", "call_m1"),
        ("shell", "call_g1"),
        ("shell", "call_g1"),
        ("apply_patch", "call_f1"),
    ]
    # the file:// cwd is read as a path; a plain-string command is kept as it is
    assert calls[0]["input"] == {
        "command": ["/bin/sh", "-lc", "pytest -q"],
        "cwd": "/home/dev/web/my app",
    }
    assert calls[2]["input"] == {"command": "nonexistent --flag"}
    assert calls[4]["input"] == {"query": "pytest fixtures"}
    assert calls[6]["input"] == {"command": ["git", "diff", "--stat"], "workdir": "/home/dev/web"}
    assert calls[8]["input"] == {
        "changes": [
            {
                "path": "src/app.py",
                "type": "update",
                "diff": "@@ -1 +1 @@\n-    db.ping()\n+    db.ping(timeout=2)\n",
            },
            {"path": "tests/test_health.py", "type": "add"},
        ]
    }
    outputs = [(c["output"], c["exit_code"], c["is_error"]) for c in calls[1:8:2]]
    assert outputs == [
        ("1 failed, 2 passed in 0.12s\n", 1, True),  # completed, but a non-zero exit
        ("sh: 1: nonexistent: not found\n", 127, True),  # status failed
        ("Use tmp_path for files.", None, False),
        (" src/app.py | 2 +-\n", 0, False),
    ]


def test_item_completed_appends_are_incremental_and_keys_stable(
    store: Store, tmp_path: Path
) -> None:
    path = _install_v0148(tmp_path)
    ingest(store, tmp_path)
    prompt = {
        "timestamp": "2026-08-25T10:00:00Z",
        "type": "response_item",
        "payload": {
            "type": "message",
            "role": "user",
            "content": [{"type": "input_text", "text": "now add a changelog line"}],
        },
    }
    user_item = {
        "id": "item-u2",
        "type": "UserMessage",
        "content": [{"type": "text", "text": "now add a changelog line"}],
    }
    _append(path, prompt)
    assert ingest(store, tmp_path).messages == 1
    # the item copy arrives in a later read: still recognised as a duplicate
    command = {
        "id": "call_c9",
        "type": "CommandExecution",
        "command": ["/bin/sh", "-lc", "cat CHANGELOG.md"],
        "status": "completed",
        "output": "# Changelog\n",
        "exit_code": 0,
    }
    reply = {
        "id": "item-a2",
        "type": "AgentMessage",
        "content": [{"type": "text", "text": "Done."}],
    }
    _append(path, _done("00:00.100", user_item), _done("00:01", command), _done("00:02", reply))
    report = ingest(store, tmp_path)
    assert report.messages == 3 and report.skipped == {}
    before = messages(store, NEW_SID)
    assert [(m["role"], m["text"]) for m in before[-4:]] == [
        ("user", "now add a changelog line"),
        ("assistant", "[Tool: shell]"),
        ("tool", "# Changelog\n"),
        ("assistant", "Done."),
    ]
    assert session(store, NEW_SID)["message_count"] == 15
    # rewritten as a new file (a new inode): read again from the start, merged by key
    copy = path.with_name("rewrite.tmp")
    copy.write_bytes(path.read_bytes())
    copy.replace(path)
    assert ingest(store, tmp_path).agents["codex"]["failed"] == 0
    after = messages(store, NEW_SID)
    assert [(m["key"], m["idx"], m["text"]) for m in after] == [
        (m["key"], m["idx"], m["text"]) for m in before
    ]
    assert session(store, NEW_SID)["message_count"] == 15


def test_malformed_item_completed_lines_are_skipped_or_read_leniently(
    store: Store, tmp_path: Path
) -> None:
    path = tmp_path / NEW_DAY / "rollout-odd.jsonl"
    path.parent.mkdir(parents=True)
    _append(
        path,
        _done("00:01", "not an object"),  # wrong_type
        {"type": "event_msg", "payload": {"type": "item_completed"}},  # missing_field
        _done("00:02", {"id": "i1", "content": "no type"}),  # missing_field
        _done("00:03", {"id": "i2", "type": "UserMessage", "content": 42}),  # wrong_type
        _done("00:04", {"id": "i3", "type": "userMessage", "content": "a plain string"}),
        _done("00:05", {"id": "i4", "type": "UserMessage", "content": [{"type": "image"}, 7]}),
        _done("00:06", {"id": 9, "type": "agent_message", "text": "no usable id"}),
        _done("00:07", {"id": "i5", "type": "CommandExecution", "command": {"argv": 1}}),
        _done("00:08", {"id": "i6", "type": "McpToolCall", "status": "failed", "error": "boom"}),
        _done("00:09", {"id": "i7", "type": "FileChange", "changes": "src/a.py"}),
        {"type": "token_usage_record"},
        {"type": "event_msg", "payload": {"type": "thread_settings_applied", "thread_settings": 3}},
    )
    report = ingest(store, tmp_path)
    assert report.agents["codex"]["failed"] == 0
    assert report.skipped == {"wrong_type": 2, "missing_field": 2}
    msgs = messages(store, "codex:2026/08/25/rollout-odd")
    assert [(m["role"], m["text"]) for m in msgs] == [
        ("user", "a plain string"),
        ("assistant", "no usable id"),
        ("assistant", "[Tool: shell]"),  # the command of a wrong type is dropped, not the call
        ("assistant", "[Tool: mcp]"),
        ("tool", "boom"),
        ("assistant", "[Tool: apply_patch]"),
    ]
    assert msgs[2]["tool_calls"][0]["input"] == {"command": None}
    assert msgs[4]["tool_calls"][0]["is_error"] is True
    assert msgs[5]["tool_calls"][0]["input"] == {"changes": []}
    assert len({m["key"] for m in msgs}) == len(msgs)


def test_three_streams_of_one_message_store_it_once(store: Store, tmp_path: Path) -> None:
    path = tmp_path / NEW_DAY / "rollout-three.jsonl"
    path.parent.mkdir(parents=True)
    # the user says "yes" twice: each turn written by all three streams
    for minute, turn in ((1, "t1"), (2, "t2")):
        when = f"2026-08-25T10:0{minute}:00Z"
        content = [{"type": "input_text", "text": "yes"}]
        user = {
            "id": f"u-{turn}",
            "type": "UserMessage",
            "content": [{"type": "text", "text": "yes"}],
        }
        _append(
            path,
            {
                "timestamp": when,
                "type": "response_item",
                "payload": {"type": "message", "role": "user", "content": content},
            },
            {
                "timestamp": when,
                "type": "event_msg",
                "payload": {"type": "user_message", "message": "yes"},
            },
            _done(f"0{minute}:00", user, turn),
        )
    ingest(store, tmp_path)
    msgs = messages(store, "codex:2026/08/25/rollout-three")
    assert [(m["role"], m["text"], m["source_line"]) for m in msgs] == [
        ("user", "yes", 1),
        ("user", "yes", 4),
    ]


# -- session ids -----------------------------------------------------------------------


def test_the_session_id_is_codex_s_own_and_survives_appends(store: Store, tmp_path: Path) -> None:
    # a file whose name does not end in the id: session_meta names the session
    path = copy_fixture("codex/rollout.jsonl", tmp_path / DAY / "rollout-renamed.jsonl")
    lines = path.read_bytes().splitlines(keepends=True)
    path.write_bytes(b"".join(lines[:3]))
    ingest(store, tmp_path)
    path.write_bytes(b"".join(lines))  # read on from the checkpoint: no session_meta line
    ingest(store, tmp_path)
    ids = [r[0] for r in store.conn.execute("SELECT id FROM sessions")]
    assert ids == [SID]
    assert session(store, SID)["native_id"] == SID.removeprefix("codex:")


def test_migration_renames_path_ids_and_keeps_them_as_aliases(store: Store) -> None:
    from sqlite_utils import Database

    from kenning.daemon.ingest.session_ids import find_session
    from kenning.daemon.store.migrations import m008_codex_ids_and_projects

    old = f"codex:2026/04/10/{NAME}"
    with store.transaction() as conn:
        conn.execute(
            "INSERT INTO sessions (id, agent, native_id, source_path, message_count, updated_at) "
            "VALUES (?, 'codex', ?, '/x', 1, '2026-04-10T14:00:00Z')",
            (old, old.removeprefix("codex:")),
        )
        conn.execute(
            "INSERT INTO messages (session_id, key, idx, role, text, content_hash) "
            "VALUES (?, 'k', 0, 'user', 'hello', 'h')",
            (old,),
        )
        conn.execute(
            "INSERT INTO diaries (session_id, status, source, json, created_at, updated_at) "
            "VALUES (?, 'done', 'deterministic', '{}', '2026-04-10', '2026-04-10')",
            (old,),
        )
    m008_codex_ids_and_projects(Database(store.conn))
    store.conn.commit()
    assert [r[0] for r in store.conn.execute("SELECT id FROM sessions")] == [SID]
    assert store.conn.execute("SELECT session_id FROM messages").fetchone()[0] == SID
    assert store.conn.execute("SELECT session_id FROM diaries").fetchone()[0] == SID
    assert find_session(store, old)["id"] == SID  # the old id still finds it
    assert find_session(store, "0199a1b2-c3d4")["id"] == SID  # and a prefix of the new one
