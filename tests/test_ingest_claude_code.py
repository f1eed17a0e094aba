"""Claude Code transcripts: messages, tools, subagents, workspace, redaction, increments."""

from __future__ import annotations

from pathlib import Path

import orjson

from kenning.daemon.store import Store

from .ingest_helpers import copy_fixture, db_bytes, ingest, messages, session

SID = "claude_code:7d1c2a9e-1111-4c3b-9a51-5b2f0c0e1a01"
TOKEN = "ghp_Z9yX8wV7uT6sR5qP4oN3mL2kJ1iH0gF9eD8c"


def _project(home: Path) -> Path:
    return home / ".claude" / "projects" / "-home-dev-shop"


def _install(home: Path) -> Path:
    project = _project(home)
    main = copy_fixture(
        "claude_code/session.jsonl", project / "7d1c2a9e-1111-4c3b-9a51-5b2f0c0e1a01.jsonl"
    )
    copy_fixture(
        "claude_code/subagents/agent-3f2a.jsonl",
        project / "7d1c2a9e-1111-4c3b-9a51-5b2f0c0e1a01" / "subagents" / "agent-3f2a.jsonl",
    )
    return main


def test_transcript_messages_tools_and_workspace(store: Store, tmp_path: Path) -> None:
    _install(tmp_path)
    report = ingest(store, tmp_path)
    assert report.agents["claude_code"]["sources"] == 2
    assert report.sessions == 2 and report.messages == 6 + 4
    info = session(store, SID)
    assert info["workspace"] == "/home/dev/shop"
    assert info["git_branch"] == "fix/checkout"
    assert info["message_count"] == 6
    assert info["started_at"] == "2026-03-02T09:15:01.120Z"
    assert info["ended_at"] == "2026-03-02T09:15:20.000Z"
    msgs = messages(store, SID)
    assert [m["role"] for m in msgs] == [
        "user",
        "assistant",
        "tool",
        "assistant",
        "tool",
        "assistant",
    ]
    assert [m["idx"] for m in msgs] == list(range(6))
    assert (
        msgs[1]["text"]
        == "I'll read the test.\n[Tool: Read - /home/dev/shop/tests/test_checkout.py]"
    )
    assert msgs[1]["model"] == "claude-sonnet-4-5"
    assert msgs[1]["tool_calls"][0]["name"] == "Read"
    assert msgs[1]["tool_calls"][0]["input"] == {
        "file_path": "/home/dev/shop/tests/test_checkout.py"
    }
    read_result = msgs[2]["tool_calls"][0]
    assert (read_result["name"], read_result["call_id"], read_result["is_error"]) == (
        "Read",
        "toolu_01",
        False,
    )
    assert msgs[2]["text"].startswith("def test_checkout():")
    failed = msgs[4]["tool_calls"][0]
    assert failed["name"] == "Bash" and failed["is_error"] is True
    assert "assert 29.99 == 30" in failed["output"]
    # thinking blocks never reach the store
    assert "Look at the test first" not in str(msgs)


def test_subagent_transcript_points_at_its_parent(store: Store, tmp_path: Path) -> None:
    _install(tmp_path)
    ingest(store, tmp_path)
    sub = session(store, SID + "/agent-3f2a")
    assert sub["parent_id"] == SID
    assert sub["workspace"] == "/home/dev/shop"
    roles = [m["role"] for m in messages(store, sub["id"])]
    assert roles == ["user", "assistant", "tool", "assistant"]
    grep = messages(store, sub["id"])[2]["tool_calls"][0]
    assert grep["name"] == "Grep"


def test_a_secret_never_reaches_the_database_file(store: Store, tmp_path: Path) -> None:
    main = _install(tmp_path)
    with main.open("ab") as fh:
        line = {
            "type": "assistant",
            "uuid": "a-9",
            "timestamp": "2026-03-02T09:20:00Z",
            "message": {
                "role": "assistant",
                "content": [
                    {
                        "type": "tool_use",
                        "id": "toolu_9",
                        "name": "Bash",
                        "input": {"command": f"curl -H 'Authorization: token {TOKEN}' api"},
                    }
                ],
            },
        }
        fh.write(orjson.dumps(line) + b"\n")
    ingest(store, tmp_path)
    assert "[REDACTED:" in messages(store, SID)[0]["text"]
    assert "[REDACTED:" in str(messages(store, SID)[-1]["tool_calls"][0]["input"])
    store.conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    assert TOKEN.encode() not in db_bytes(store)
    assert b"gF9eD8c" not in db_bytes(store)


def test_appended_lines_are_read_alone_and_results_find_their_tool(
    store: Store, tmp_path: Path
) -> None:
    main = _install(tmp_path)
    ingest(store, tmp_path)
    before = store.conn.execute(
        "SELECT offset FROM ingest_checkpoints WHERE source_path = ?", (str(main),)
    ).fetchone()[0]
    use = {
        "type": "assistant",
        "uuid": "a-0004",
        "timestamp": "2026-03-02T09:16:10Z",
        "message": {
            "role": "assistant",
            "content": [
                {
                    "type": "tool_use",
                    "id": "toolu_03",
                    "name": "Edit",
                    "input": {"file_path": "t.py"},
                }
            ],
        },
    }
    with main.open("ab") as fh:
        fh.write(orjson.dumps(use) + b"\n")
    report = ingest(store, tmp_path)
    assert report.messages == 1 and report.unchanged == 1
    result = {
        "type": "user",
        "uuid": "u-0005",
        "timestamp": "2026-03-02T09:16:11Z",
        "message": {
            "role": "user",
            "content": [{"type": "tool_result", "tool_use_id": "toolu_03", "content": "ok"}],
        },
    }
    with main.open("ab") as fh:
        fh.write(orjson.dumps(result) + b"\n" + b'{"type": "user", "uuid": "u-0006"')
    report = ingest(store, tmp_path)
    assert report.messages == 1
    after = store.conn.execute(
        "SELECT offset FROM ingest_checkpoints WHERE source_path = ?", (str(main),)
    ).fetchone()[0]
    assert after > before
    assert after == main.stat().st_size - len(b'{"type": "user", "uuid": "u-0006"')
    msgs = messages(store, SID)
    assert len(msgs) == 8 and [m["idx"] for m in msgs] == list(range(8))
    # the tool of a result read in a later pass is still known
    assert msgs[-1]["tool_calls"][0]["name"] == "Edit"
    assert session(store, SID)["message_count"] == 8


def test_rewritten_transcript_merges_without_duplicates(store: Store, tmp_path: Path) -> None:
    main = _install(tmp_path)
    ingest(store, tmp_path)
    ids_before = {m["key"]: m for m in messages(store, SID)}
    # Claude rewrites the file (e.g. after /compact): same messages, one more
    lines = main.read_bytes().splitlines(keepends=True)
    extra = {
        "type": "user",
        "uuid": "u-0100",
        "timestamp": "2026-03-02T09:30:00Z",
        "message": {"role": "user", "content": "thanks"},
    }
    tmp = main.with_suffix(".tmp")
    tmp.write_bytes(b"".join(lines[1:]) + orjson.dumps(extra) + b"\n")
    tmp.replace(main)
    report = ingest(store, tmp_path)
    assert report.messages == 1  # only the new one was written
    msgs = messages(store, SID)
    assert len(msgs) == 7
    assert {m["key"] for m in msgs} == set(ids_before) | {"u-0100"}
    count = store.conn.execute("SELECT count(*) FROM messages_fts").fetchone()[0]
    assert count == 7 + 4


def test_a_secret_cut_by_the_tool_output_limit_is_not_stored_in_part(
    store: Store, tmp_path: Path
) -> None:
    main = _install(tmp_path)
    output = "a" * 4080 + " " + TOKEN + " tail"  # the 4096-char cut falls inside the token
    line = {
        "type": "user",
        "uuid": "u-cut",
        "timestamp": "2026-03-02T09:21:00Z",
        "message": {
            "role": "user",
            "content": [{"type": "tool_result", "tool_use_id": "toolu_01", "content": output}],
        },
    }
    with main.open("ab") as fh:
        fh.write(orjson.dumps(line) + b"\n")
    ingest(store, tmp_path)
    stored = messages(store, SID)[-1]
    assert stored["tool_calls"][0]["output"].startswith("a" * 4080 + " [REDAC")
    store.conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    assert TOKEN[:12].encode() not in db_bytes(store)


def test_wrong_types_and_missing_fields_are_skipped_and_counted(
    store: Store, tmp_path: Path
) -> None:
    path = _project(tmp_path) / "odd.jsonl"
    path.parent.mkdir(parents=True)
    lines = [
        {"type": "user", "uuid": "ok-1", "message": {"role": "user", "content": "kept"}},
        {"type": "user", "uuid": "bad-1", "message": "not an object"},
        {"type": "assistant", "uuid": "bad-2", "message": {"role": "assistant", "content": 42}},
        {"type": "user", "uuid": "bad-3", "message": {"role": "user"}},
        {
            "type": "assistant",
            "uuid": 7,
            "timestamp": {"no": 1},
            "cwd": 5,
            "message": {
                "role": "assistant",
                "content": [{"type": "text", "text": "odd but ok"}, 3],
            },
        },
    ]
    path.write_bytes(b"".join(orjson.dumps(x) + b"\n" for x in lines) + b"\xff\xfe\x00\n")
    report = ingest(store, tmp_path)
    assert report.skipped == {"wrong_type": 2, "missing_field": 1, "invalid_utf8": 1}
    msgs = messages(store, "claude_code:odd")
    assert [(m["key"], m["text"], m["created_at"]) for m in msgs] == [
        ("ok-1", "kept", None),
        ("line-5", "odd but ok", None),
    ]
    assert session(store, "claude_code:odd")["workspace"] is None
