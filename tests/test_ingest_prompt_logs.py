"""Prompt logs (`~/.claude/history.jsonl`, `~/.codex/history.jsonl`): the person's words kept
when the transcripts are gone, never twice when they are not."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import orjson

from kenning.daemon.store.db import Store

from .ingest_helpers import ingest, messages, session

GONE = "0b7d3c1e-5a2f-4c8e-9d61-2f4a8b9c0d11"
KEPT = "6f1e2d3c-4b5a-4978-8a69-5b4c3d2e1f00"
TEMPLATE = (
    "## Checklist Purpose\n\nValidate the requirements.\n\n## User Input\n\n```text\n"
    "login page\n```\n\nYou **MUST** consider the user input before proceeding (if not empty)."
)


def _lines(*records: dict[str, Any]) -> bytes:
    return b"".join(orjson.dumps(r) + b"\n" for r in records)


def _claude(prompt: str, sid: str | None, ms: int, project: str = "/src/shop") -> dict[str, Any]:
    record: dict[str, Any] = {
        "display": prompt,
        "pastedContents": {},
        "timestamp": ms,
        "project": project,
    }
    if sid:
        record["sessionId"] = sid
    return record


def _claude_home(home: Path) -> Path:
    transcript = home / ".claude" / "projects" / "-src-shop" / f"{KEPT}.jsonl"
    transcript.parent.mkdir(parents=True)
    user = {
        "type": "user",
        "uuid": "u1",
        "sessionId": KEPT,
        "cwd": "/src/shop",
        "timestamp": "2026-01-05T10:00:00Z",
        "message": {"role": "user", "content": "why is the cart empty?"},
    }
    transcript.write_bytes(_lines(user))
    log = home / ".claude" / "history.jsonl"
    log.write_bytes(
        _lines(
            _claude("/model opus", GONE, 1767000000000),
            _claude("/model opus", GONE, 1767000000002),
            _claude("add a coupon field", GONE, 1767000060000),
            _claude("why is the cart empty?", KEPT, 1767600000000),
            _claude("an old prompt", None, 1700000000000, project="/src/old"),
        )
    )
    return log


def test_claude_prompts_without_a_transcript_are_kept(store: Store, tmp_path: Path) -> None:
    log = _claude_home(tmp_path)
    ingest(store, tmp_path)
    gone = session(store, f"claude_code:history:{GONE}")
    assert gone["workspace"] == "/src/shop" and gone["title"] == "/model opus"
    assert gone["source_path"] == str(log)
    texts = [(m["text"], m["origin"], m["role"]) for m in messages(store, gone["id"])]
    # typed twice, kept twice
    assert texts == [
        ("/model opus", "human", "user"),
        ("/model opus", "human", "user"),
        ("add a coupon field", "human", "user"),
    ]
    assert messages(store, gone["id"])[2]["created_at"] == "2025-12-29T09:21:00.000Z"
    # a line of an old version, with no session id: the project's prompt history
    old = messages(store, "claude_code:history:/src/old")
    assert [m["text"] for m in old] == ["an old prompt"]
    # the prompt whose transcript is here is stored once, from the transcript
    rows = store.query("SELECT session_id FROM messages WHERE text = 'why is the cart empty?'")
    assert [r["session_id"] for r in rows] == [f"claude_code:{KEPT}"]


def test_claude_prompt_log_is_read_incrementally(store: Store, tmp_path: Path) -> None:
    log = _claude_home(tmp_path)
    ingest(store, tmp_path)
    with log.open("ab") as fh:
        fh.write(_lines(_claude("and a discount banner", GONE, 1767000120000)))
    report = ingest(store, tmp_path)
    assert report.messages == 1
    texts = [m["text"] for m in messages(store, f"claude_code:history:{GONE}")]
    assert texts[-1] == "and a discount banner" and len(texts) == 4


def _codex_home(home: Path) -> Path:
    rollout = (
        home
        / ".codex"
        / "sessions"
        / "2026"
        / "01"
        / "05"
        / f"rollout-2026-01-05T10-00-00-{KEPT}.jsonl"
    )
    rollout.parent.mkdir(parents=True)
    rollout.write_bytes(
        _lines(
            {
                "timestamp": "2026-01-05T10:00:00Z",
                "type": "session_meta",
                "payload": {"id": KEPT, "cwd": "/src/shop"},
            },
            {
                "timestamp": "2026-01-05T10:00:01Z",
                "type": "response_item",
                "payload": {
                    "type": "message",
                    "role": "user",
                    "content": [{"type": "input_text", "text": "run the tests"}],
                },
            },
        )
    )
    log = home / ".codex" / "history.jsonl"
    log.write_bytes(
        _lines(
            {"session_id": GONE, "ts": 1767000000, "text": "rename the module"},
            {"session_id": GONE, "ts": 1767000100, "text": TEMPLATE},
            {"session_id": KEPT, "ts": 1767607201, "text": "run the tests"},
        )
    )
    return log


def test_codex_prompts_without_a_rollout_are_kept(store: Store, tmp_path: Path) -> None:
    _codex_home(tmp_path)
    ingest(store, tmp_path)
    got = [(m["text"], m["origin"]) for m in messages(store, f"codex:history:{GONE}")]
    assert got == [("rename the module", "human"), (TEMPLATE, "expansion")]
    assert session(store, f"codex:history:{GONE}")["title"] == "rename the module"
    rows = store.query("SELECT session_id FROM messages WHERE text = 'run the tests'")
    assert [r["session_id"] for r in rows] == [f"codex:{KEPT}"]


def test_a_prompt_log_copied_without_its_agents_folders_is_read_in_silence(
    kenning: Any, tmp_path: Path
) -> None:
    # a Codex prompt log alone (an export, a copy): no `sessions/` beside it to look for
    # rollouts in, which is nothing missed and no warning
    copy = tmp_path / "export" / "history.jsonl"
    copy.parent.mkdir()
    copy.write_bytes(_lines({"session_id": GONE, "ts": 1767000000, "text": "rename the module"}))
    done = kenning("ingest", str(copy), "--json")
    assert orjson.loads(done.stdout)["messages"] == 1
    assert "cannot list" not in done.stderr and done.stderr.strip() == ""
