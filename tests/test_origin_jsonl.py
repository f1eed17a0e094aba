"""Who wrote each message: Claude Code and Codex markers, through the real pipeline (issue 24)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import orjson

from kenning.daemon.store.db import Store

from .ingest_helpers import ingest, messages, session

SID = "0b5c2a8e-1f3d-4c6a-9e7b-2d4f6a8c0e1b"
RESUMED = "7e9a1c3b-5d7f-4a2c-8e6b-0c2e4a6c8e0a"


def _jsonl(path: Path, lines: list[dict[str, Any]]) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(b"".join(orjson.dumps(x) + b"\n" for x in lines))
    return path


def _user(uuid: str, content: Any, **extra: Any) -> dict[str, Any]:
    return {
        "type": "user",
        "uuid": uuid,
        "sessionId": extra.pop("session", SID),
        "timestamp": f"2026-03-01T10:00:{uuid[-2:]}Z",
        "cwd": "/home/dev/shop",
        "message": {"role": "user", "content": content},
        **extra,
    }


def _reply(uuid: str, text: str) -> dict[str, Any]:
    return {
        "type": "assistant",
        "uuid": uuid,
        "sessionId": SID,
        "timestamp": f"2026-03-01T10:00:{uuid[-2:]}Z",
        "message": {"role": "assistant", "content": [{"type": "text", "text": text}]},
    }


def _origins(store: Store, session_id: str) -> list[tuple[str, str, str]]:
    return [(m["role"], m["origin"], m["text"]) for m in messages(store, session_id)]


def test_claude_code_markers(store: Store, tmp_path: Path) -> None:
    folder = tmp_path / ".claude" / "projects" / "-home-dev-shop"
    ide = (
        "<ide_opened_file>The user opened the file /home/dev/shop/cart.py in the IDE."
        "</ide_opened_file>"
    )
    _jsonl(
        folder / f"{SID}.jsonl",
        [
            _user("u01", "Warmup", isSidechain=True),
            _user("u02", f"{ide}\nwhy does the cart total round down?"),
            _reply("a03", "It truncates."),
            _user("u04", [{"type": "text", "text": "[Request interrupted by user for tool use]"}]),
            _user(
                "u05",
                "<command-message>review</command-message>\n<command-name>/review</command-name>",
            ),
            _user("u06", [{"type": "text", "text": "# Review\nCheck every file."}], isMeta=True),
            _user("u07", [{"type": "text", "text": "[Image source: /tmp/1.png]"}], isMeta=True),
            _user(
                "u08",
                "<task-notification><task-id>1</task-id></task-notification>",
                origin={"kind": "task-notification"},
            ),
            _user("u09", "<local-command-stdout>Bye!</local-command-stdout>"),
            _user("u10", "Find every caller of total()", isSidechain=True),
            _user(
                "u11",
                "This session is being continued from a previous conversation.",
                isCompactSummary=True,
            ),
        ],
    )
    ingest(store, tmp_path)
    sid = f"claude_code:{SID}"
    assert _origins(store, sid) == [
        ("user", "injected", "Warmup"),
        ("user", "injected", ide),
        ("user", "human", "why does the cart total round down?"),
        ("assistant", "agent", "It truncates."),
        ("user", "injected", "[Request interrupted by user for tool use]"),
        (
            "user",
            "human",
            "<command-message>review</command-message>\n<command-name>/review</command-name>",
        ),
        ("user", "expansion", "# Review\nCheck every file."),
        ("user", "injected", "[Image source: /tmp/1.png]"),
        ("user", "injected", "<task-notification><task-id>1</task-id></task-notification>"),
        ("user", "tool", "<local-command-stdout>Bye!</local-command-stdout>"),
        ("user", "handoff", "Find every caller of total()"),
        ("user", "injected", "This session is being continued from a previous conversation."),
    ]
    # the title is the person's words, not the warm-up or the IDE block
    assert session(store, sid)["title"] == "why does the cart total round down?"


def test_claude_code_resumed_history_is_stored_once(store: Store, tmp_path: Path) -> None:
    folder = tmp_path / ".claude" / "projects" / "-home-dev-shop"
    first = [_user("u01", "add a discount field"), _reply("a02", "Added.")]
    _jsonl(folder / f"{SID}.jsonl", first)
    # the resumed session copies the earlier lines (their own session id kept), then goes on
    resumed = [*first, _user("u03", "now test it", session=RESUMED)]
    _jsonl(folder / f"{RESUMED}.jsonl", resumed)
    ingest(store, tmp_path)
    texts = [
        m["text"]
        for sid in (f"claude_code:{SID}", f"claude_code:{RESUMED}")
        for m in messages(store, sid)
    ]
    assert texts == ["add a discount field", "Added.", "now test it"]


def _codex_line(
    kind: str, payload: dict[str, Any], when: str = "2026-03-01T10:00:00Z"
) -> dict[str, Any]:
    return {"timestamp": when, "type": kind, "payload": payload}


def _codex_user(text: str, when: str = "2026-03-01T10:00:01Z") -> dict[str, Any]:
    block = {"type": "input_text", "text": text}
    return _codex_line(
        "response_item", {"type": "message", "role": "user", "content": [block]}, when
    )


def _codex_reply(text: str, when: str = "2026-03-01T10:00:02Z") -> dict[str, Any]:
    block = {"type": "output_text", "text": text}
    payload = {"type": "message", "role": "assistant", "content": [block]}
    return _codex_line("response_item", payload, when)


def _meta(native: str) -> dict[str, Any]:
    return _codex_line("session_meta", {"id": native, "cwd": "/home/dev/shop"})


def test_codex_markers(store: Store, tmp_path: Path) -> None:
    day = tmp_path / ".codex" / "sessions" / "2026" / "03" / "01"
    template = (
        "\n## User Input\n\n```text\nadd paging\n```\n\n"
        "You **MUST** consider the user input before proceeding (if not empty).\n\n## Outline\n"
    )
    _jsonl(
        day / f"rollout-2026-03-01T10-00-00-{SID}.jsonl",
        [
            _meta(SID),
            _codex_user(
                "# AGENTS.md instructions for /home/dev/shop\n\n<INSTRUCTIONS>x</INSTRUCTIONS>"
            ),
            _codex_user(
                "<environment_context>\n  <cwd>/home/dev/shop</cwd>\n</environment_context>"
            ),
            _codex_user("list the open orders"),
            _codex_reply("Three."),
            _codex_user(template, "2026-03-01T10:00:03Z"),
            _codex_user(
                "<user_action>\n  <context>review output</context>\n</user_action>",
                "2026-03-01T10:00:04Z",
            ),
        ],
    )
    ingest(store, tmp_path)
    sid = f"codex:{SID}"
    assert [(r, o) for r, o, _t in _origins(store, sid)] == [
        ("user", "injected"),
        ("user", "injected"),
        ("user", "human"),
        ("assistant", "agent"),
        ("user", "expansion"),
        ("user", "handoff"),
    ]
    assert session(store, sid)["title"] == "list the open orders"


def test_codex_resumed_rollout_is_stored_once(store: Store, tmp_path: Path) -> None:
    day = tmp_path / ".codex" / "sessions" / "2026" / "03" / "01"
    earlier = [_codex_user("list the open orders"), _codex_reply("Three.")]
    _jsonl(day / f"rollout-2026-03-01T10-00-00-{SID}.jsonl", [_meta(SID), *earlier])
    # a resumed rollout: its own meta, the earlier meta, the earlier lines re-stamped, then new
    later = "2026-03-01T11:00:00Z"
    replay = [{**line, "timestamp": later} for line in earlier]
    _jsonl(
        day / f"rollout-2026-03-01T11-00-00-{RESUMED}.jsonl",
        [_meta(RESUMED), _meta(SID), *replay, _codex_user("close the oldest", later)],
    )
    ingest(store, tmp_path)
    assert [m["text"] for m in messages(store, f"codex:{RESUMED}")] == ["close the oldest"]
    assert session(store, f"codex:{RESUMED}")["parent_id"] == f"codex:{SID}"
    assert len(messages(store, f"codex:{SID}")) == 2


def test_codex_replay_without_the_earlier_rollout_is_kept(store: Store, tmp_path: Path) -> None:
    day = tmp_path / ".codex" / "sessions" / "2026" / "03" / "01"
    _jsonl(
        day / f"rollout-2026-03-01T11-00-00-{RESUMED}.jsonl",
        [_meta(RESUMED), _meta(SID), _codex_user("list the open orders"), _codex_reply("Three.")],
    )
    ingest(store, tmp_path)  # the earlier rollout is gone: the replay is the only copy
    assert len(messages(store, f"codex:{RESUMED}")) == 2


def test_claude_code_line_of_another_session_not_held_there_is_kept(
    store: Store, tmp_path: Path
) -> None:
    folder = tmp_path / ".claude" / "projects" / "-home-dev-shop"
    _jsonl(folder / f"{SID}.jsonl", [_user("u09", "a different first line")])
    # names the other session, but that transcript does not hold it: the only copy
    _jsonl(folder / f"{RESUMED}.jsonl", [_user("u01", "add a discount field")])
    ingest(store, tmp_path)
    assert [m["text"] for m in messages(store, f"claude_code:{RESUMED}")] == [
        "add a discount field"
    ]
