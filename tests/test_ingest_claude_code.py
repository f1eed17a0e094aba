"""Claude Code transcripts (messages, tools, subagents, workspace, redaction, increments)
and Claude Desktop's session sidecars."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

import orjson

from kenning.daemon.ingest.base import AgentSource
from kenning.daemon.ingest.claude_code import ClaudeCodeConnector
from kenning.daemon.store.db import Store

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


# -- Claude Desktop sidecars -------------------------------------------------------------

CODE_CLI = "7d1c2a9e-1111-4c3b-9a51-5b2f0c0e1a01"  # the session of session.jsonl
SHOT_CLI = "5e0a9b1c-2222-4d3e-8f60-6a3b1d2c4e05"  # desktop/screenshot.jsonl: no user text
NOTE = "body unavailable: Claude Code may have culled the CLI JSONL"


def _desktop(home: Path, kind: str = "claude-code-sessions") -> Path:
    return home / "Library" / "Application Support" / "Claude" / kind


def _desktop_config(home: Path, **ingest_conf: int) -> dict[str, Any]:
    """Settings with both Desktop folders as extra roots (they are default roots on macOS only)."""
    roots = [str(_desktop(home)), str(_desktop(home, "local-agent-mode-sessions"))]
    return {"agents": {"claude_code": {"roots": roots}}, "ingest": ingest_conf}


def _sidecar(home: Path, fixture: str, kind: str = "claude-code-sessions") -> Path:
    name = Path(fixture).name
    return copy_fixture(f"claude_code/desktop/{fixture}", _desktop(home, kind) / "a1" / "o1" / name)


def _rewrite(path: Path, **fields: Any) -> None:
    """Change fields of a sidecar as Desktop does.

    Its mtime moves a second on: a rewrite of the same size within the file
    system's timestamp granularity would otherwise look unchanged.
    """
    before = path.stat().st_mtime_ns
    data = orjson.loads(path.read_bytes())
    data.update(fields)
    path.write_bytes(orjson.dumps(data, option=orjson.OPT_INDENT_2))
    os.utime(path, ns=(before + 10**9, before + 10**9))


def _write_json(path: Path, value: Any) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(value if isinstance(value, bytes) else orjson.dumps(value))
    return path


def test_a_sidecar_merges_into_its_transcript_session(store: Store, tmp_path: Path) -> None:
    """Same session id as the transcript: its metadata fills the session, no message is added."""
    shot = copy_fixture(
        "claude_code/desktop/screenshot.jsonl",
        tmp_path / ".claude" / "projects" / "-home-dev-app" / f"{SHOT_CLI}.jsonl",
    )
    code = copy_fixture("claude_code/session.jsonl", _project(tmp_path) / f"{CODE_CLI}.jsonl")
    _sidecar(tmp_path, "local_screenshot.json")
    _sidecar(tmp_path, "local_code.json")
    report = ingest(store, tmp_path, config=_desktop_config(tmp_path))
    assert report.agents["claude_code"]["sources"] == 4
    assert store.conn.execute("SELECT count(*) FROM sessions").fetchone()[0] == 2
    info = session(store, f"claude_code:{SHOT_CLI}")
    # the transcript gave no title (its only user text is an image): the sidecar's fills it
    assert info["title"] == "Misaligned header on mobile"
    assert (info["workspace"], info["git_branch"]) == ("/home/dev/app", "main")
    # createdAt (epoch ms) and lastActivityAt (ISO) widen the messages' span
    assert (info["started_at"], info["ended_at"]) == (
        "2026-03-03T08:00:00.000Z",
        "2026-03-03T08:05:00.000Z",
    )
    assert info["source_path"] == str(shot)
    assert info["message_count"] == 3
    assert [m["role"] for m in messages(store, info["id"])] == ["assistant", "tool", "assistant"]
    # a title the transcript gave first is kept (the writer fills a title only when empty)
    info = session(store, f"claude_code:{CODE_CLI}")
    assert info["title"].startswith("The checkout test is flaky.")
    assert info["source_path"] == str(code)
    assert info["message_count"] == 6
    assert "system" not in {m["role"] for m in messages(store, info["id"])}
    assert (info["started_at"], info["ended_at"]) == (
        "2026-03-02T09:14:58.000Z",
        "2026-03-02T09:40:00.000Z",
    )


def test_a_sidecar_alone_is_a_session_with_one_system_message(store: Store, tmp_path: Path) -> None:
    sidecar = _sidecar(tmp_path, "local_code.json")
    config = _desktop_config(tmp_path)
    ingest(store, tmp_path, config=config)
    info = session(store, SID)
    assert info["title"] == "Flaky checkout test"
    assert info["workspace"] == "/home/dev/shop"
    assert (info["started_at"], info["ended_at"]) == (
        "2026-03-02T09:14:58.000Z",
        "2026-03-02T09:40:00.000Z",
    )
    assert info["source_path"] == str(sidecar)
    assert info["message_count"] == 1
    msgs = messages(store, SID)
    assert [(m["key"], m["role"], m["text"], m["model"], m["created_at"]) for m in msgs] == [
        (
            "body-unavailable",
            "system",
            f"{NOTE} ({CODE_CLI}.jsonl)",
            "claude-sonnet-4-5",
            "2026-03-02T09:14:58.000Z",
        )
    ]
    _rewrite(sidecar, lastActivityAt="2026-03-02T10:00:00Z")
    ingest(store, tmp_path, config=config)
    assert len(messages(store, SID)) == 1  # the note has a stable key: read again, not added
    assert session(store, SID)["ended_at"] == "2026-03-02T10:00:00.000Z"


def test_a_transcript_that_appears_later_takes_the_notes_place(
    store: Store, tmp_path: Path
) -> None:
    """Chosen behaviour: the next read of the sidecar that finds the body drops the note,
    which does not come back when the transcript is culled afterwards."""
    sidecar = _sidecar(tmp_path, "local_code.json")
    config = _desktop_config(tmp_path)
    ingest(store, tmp_path, config=config)
    assert [m["role"] for m in messages(store, SID)] == ["system"]
    # the CLI writes the transcript; until Desktop rewrites the sidecar, both show
    main = copy_fixture("claude_code/session.jsonl", _project(tmp_path) / f"{CODE_CLI}.jsonl")
    report = ingest(store, tmp_path, config=config)
    assert report.unchanged == 1
    assert [m["role"] for m in messages(store, SID)].count("system") == 1
    assert session(store, SID)["message_count"] == 7
    # Desktop rewrites the sidecar as the session goes on: the note goes
    _rewrite(sidecar, lastActivityAt="2026-03-02T11:00:00Z")
    ingest(store, tmp_path, config=config)
    msgs = messages(store, SID)
    assert [m["key"] for m in msgs][:2] == ["u-0001", "a-0001"]
    assert len(msgs) == 6 and "system" not in {m["role"] for m in msgs}
    info = session(store, SID)
    assert info["message_count"] == 6
    assert info["title"] == "Flaky checkout test"  # the sidecar's was stored first
    assert info["source_path"] == str(main)
    assert (info["started_at"], info["ended_at"]) == (
        "2026-03-02T09:14:58.000Z",
        "2026-03-02T11:00:00.000Z",
    )
    # Claude Code culls the transcript; the store keeps its body, so no note comes back
    main.unlink()
    _rewrite(sidecar, title="Flaky checkout test (done)")
    ingest(store, tmp_path, config=config)
    msgs = messages(store, SID)
    assert len(msgs) == 6 and "system" not in {m["role"] for m in msgs}
    assert session(store, SID)["source_path"] == str(main)


def test_a_sidecar_read_before_its_transcript_drops_its_note(store: Store, tmp_path: Path) -> None:
    sidecar = _sidecar(tmp_path, "local_code.json")
    config = _desktop_config(tmp_path)
    ingest(store, tmp_path, [sidecar], config=config)
    assert len(messages(store, SID)) == 1
    main = copy_fixture("claude_code/session.jsonl", _project(tmp_path) / f"{CODE_CLI}.jsonl")
    _rewrite(sidecar, lastActivityAt=1772445000000)
    ingest(store, tmp_path, [sidecar], config=config)  # the sidecar alone again
    assert messages(store, SID) == []
    assert session(store, SID)["message_count"] == 0
    assert session(store, SID)["source_path"] == str(main)
    ingest(store, tmp_path, config=config)
    assert [m["role"] for m in messages(store, SID)].count("system") == 0
    assert session(store, SID)["message_count"] == 6


def test_a_cowork_task_reads_its_sidecar_and_the_transcript_beside_it(
    store: Store, tmp_path: Path
) -> None:
    cli = "c0ffee00-3333-4e4f-9a0b-7c8d9e0f1a2b"
    org = _desktop(tmp_path, "local-agent-mode-sessions") / "a1" / "o1"
    _write_json(
        org / "local_c0.json",
        {
            "sessionId": "local_c0",
            "cliSessionId": cli,
            "title": "Summarise the Q1 report",
            "cwd": "/home/dev/app",  # as in the transcript
            "createdAt": "2026-03-03T07:59:00Z",
        },
    )
    task = org / "local_c0"
    copy_fixture(
        "claude_code/desktop/screenshot.jsonl",
        task / ".claude" / "projects" / "-home-dev-app" / f"{cli}.jsonl",
    )
    # the task's other files: none is a source
    copy_fixture("claude_code/desktop/screenshot.jsonl", task / "audit.jsonl")
    copy_fixture("claude_code/desktop/screenshot.jsonl", task / "uploads" / "notes.jsonl")
    _write_json(task / "outputs" / "report.json", {"sessionId": "not-a-session"})
    _write_json(task / ".claude" / "settings.json", {"sessionId": "not-a-session"})
    report = ingest(store, tmp_path, config=_desktop_config(tmp_path))
    assert report.agents["claude_code"]["sources"] == 2
    assert sum(report.skipped.values()) == 0
    assert [row[0] for row in store.conn.execute("SELECT id FROM sessions")] == [
        f"claude_code:{cli}"
    ]
    info = session(store, f"claude_code:{cli}")
    assert (info["title"], info["workspace"]) == ("Summarise the Q1 report", "/home/dev/app")
    assert (info["started_at"], info["message_count"]) == ("2026-03-03T07:59:00.000Z", 3)
    assert "system" not in {m["role"] for m in messages(store, info["id"])}


def test_malformed_sidecars_are_counted_skips_and_the_others_are_read(
    store: Store, tmp_path: Path
) -> None:
    org = _desktop(tmp_path) / "a1" / "o1"
    _write_json(org / "local_broken.json", b'{"cliSessionId": "x", "title": ')
    _write_json(org / "local_list.json", [{"cliSessionId": "in-a-list"}])
    _write_json(org / "local_noid.json", {"title": "no id", "cwd": "/home/dev/x"})
    _write_json(org / "local_path.json", {"cliSessionId": "../../../etc/passwd"})
    _write_json(
        org / "local_huge.json",
        {"cliSessionId": "huge-1", "title": "x" * 2000},  # over max_json_bytes = 1024
    )
    _write_json(
        org / "local_odd.json",
        {
            "cliSessionId": 42,
            "sessionId": "local_odd",
            "title": 5,
            "cwd": ["/home/dev/x"],
            "model": "claude-opus-4-1",
            "createdAt": {"at": 1},
            "lastActivityAt": "yesterday",
        },
    )
    _sidecar(tmp_path, "local_code.json")
    report = ingest(store, tmp_path, config=_desktop_config(tmp_path, max_json_bytes=1024))
    assert report.skipped == {
        "invalid_json": 1,
        "too_large": 1,
        # the list; cliSessionId, title, cwd, createdAt and lastActivityAt of
        # local_odd; the id that is no file name
        "wrong_type": 7,
        "missing_field": 2,  # local_noid and local_path
    }
    assert {row[0] for row in store.conn.execute("SELECT id FROM sessions")} == {
        SID,
        "claude_code:local_odd",
    }
    odd = session(store, "claude_code:local_odd")
    assert (odd["title"], odd["workspace"], odd["started_at"]) == (None, None, None)
    assert [(m["role"], m["model"]) for m in messages(store, odd["id"])] == [
        ("system", "claude-opus-4-1")
    ]
    assert session(store, SID)["title"] == "Flaky checkout test"


def test_default_roots_add_the_desktop_folders_on_macos_only(tmp_path: Path) -> None:
    connector = ClaudeCodeConnector()
    cli = [tmp_path / ".config" / "claude-code" / "projects", tmp_path / ".claude" / "projects"]
    app = tmp_path / "Library" / "Application Support" / "Claude"
    assert connector.default_roots({}, tmp_path, platform="darwin") == [
        *cli,
        app / "claude-code-sessions",
        app / "local-agent-mode-sessions",
    ]
    assert connector.default_roots({}, tmp_path, platform="linux") == cli
    assert connector.default_roots({}, tmp_path, platform="win32") == cli
    # $CLAUDE_CONFIG_DIR still means that root alone, on macOS too
    env = {"CLAUDE_CONFIG_DIR": "/opt/claude"}
    assert connector.default_roots(env, tmp_path, platform="darwin") == [
        Path("/opt/claude/projects")
    ]


def test_sidecars_are_sources_only_in_the_desktop_folders(tmp_path: Path) -> None:
    connector = ClaudeCodeConnector()
    roots = tuple(connector.default_roots({}, tmp_path, platform="darwin"))
    mac = AgentSource(connector=connector, roots=roots, exclude=())
    linux = AgentSource(
        connector=connector,
        roots=tuple(connector.default_roots({}, tmp_path, platform="linux")),
        exclude=(),
    )
    org = _desktop(tmp_path) / "a1" / "o1"
    task = _desktop(tmp_path, "local-agent-mode-sessions") / "a1" / "o1" / "local_c0"
    sidecar = org / "local_0b6f.json"
    transcript = _project(tmp_path) / f"{CODE_CLI}.jsonl"
    cowork = task / ".claude" / "projects" / "-sessions-x" / "c0.jsonl"
    owned = {
        sidecar: sidecar,
        task.with_suffix(".json"): task.with_suffix(".json"),
        transcript: transcript,
        cowork: cowork,
        # JSON in the CLI's projects folder is never a sidecar
        _project(tmp_path) / "notes.json": None,
        _project(tmp_path) / CODE_CLI / "tool-results" / "r1.json": None,
        # a Cowork task's own files
        task / "audit.jsonl": None,
        task / "outputs" / "report.json": None,
        task / "uploads" / "data.jsonl": None,
        task / ".claude" / "settings.json": None,
        org / "notes.txt": None,
    }
    for path, source in owned.items():
        assert mac.owns(path) == source, path
    assert linux.owns(sidecar) is None  # not a root there
    assert linux.owns(transcript) == transcript
    for path in owned:
        _write_json(path, {"sessionId": "s"})
    found = set(connector.discover(tmp_path))
    assert found == {p for p, source in owned.items() if source is not None}


def test_null_content_unknown_types_and_empty_lines_are_counted(
    store: Store, tmp_path: Path
) -> None:
    sid = "0b5e7a61-3c2d-4e8f-9a1b-6d4c2f8e0a93"
    copy_fixture(
        "claude_code/odd-lines.jsonl", tmp_path / ".claude" / "projects" / "p" / f"{sid}.jsonl"
    )
    report = ingest(store, tmp_path)
    assert report.messages == 2  # the question and the answer
    # content null twice, one line type nobody knows, one empty content list; the
    # thinking-only line, the summary and the snapshot are expected and not counted
    assert dict(report.skipped) == {"missing_field": 2, "unknown_type": 1, "empty_content": 1}
    detail = store.conn.execute(
        "SELECT first_detail FROM ingest_skips WHERE reason = 'unknown_type'"
    ).fetchone()[0]
    assert "'agent_note'" in detail
