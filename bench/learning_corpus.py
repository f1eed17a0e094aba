"""Scripted sessions written as real Claude Code JSONL transcripts (learning bench and tests).

A script is a list of steps: ("user", text), ("assistant", text),
("bash", command, output, is_error), ("edit", path, old, new),
("write", path, content). Files are laid out as Claude Code does
(`<home>/.claude/projects/<slug>/<uuid>.jsonl`) and read by the real pipeline.
"""

from __future__ import annotations

import uuid
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import orjson

Step = tuple[Any, ...]


def claude_lines(native: str, cwd: str, steps: list[Step], start: datetime) -> list[bytes]:
    """The JSONL records of one Claude Code session."""
    out: list[bytes] = []
    parent: str | None = None
    at = start
    n = 0

    def rec(kind: str, message: dict[str, Any]) -> None:
        nonlocal parent, at, n
        n += 1
        key = str(uuid.uuid5(uuid.NAMESPACE_URL, f"{native}/{n}"))
        at = at + timedelta(seconds=5)
        out.append(
            orjson.dumps(
                {
                    "parentUuid": parent,
                    "isSidechain": False,
                    "userType": "external",
                    "cwd": cwd,
                    "sessionId": native,
                    "version": "2.0.14",
                    "gitBranch": "main",
                    "type": kind,
                    "uuid": key,
                    "timestamp": at.isoformat().replace("+00:00", "Z"),
                    "message": message,
                }
            )
        )
        parent = key

    for step in steps:
        what = step[0]
        if what == "user":
            rec("user", {"role": "user", "content": step[1]})
        elif what == "assistant":
            rec("assistant", _assistant([{"type": "text", "text": step[1]}]))
        else:
            call_id = f"toolu_{native[:8]}_{n}"
            if what == "bash":
                name, inp = "Bash", {"command": step[1], "description": "run"}
                output, is_error = step[2], bool(step[3])
            elif what == "edit":
                name = "Edit"
                inp = {"file_path": step[1], "old_string": step[2], "new_string": step[3]}
                output, is_error = "The file has been updated.", False
            else:
                name, inp = "Write", {"file_path": step[1], "content": step[2]}
                output, is_error = "File created successfully.", False
            rec(
                "assistant",
                _assistant([{"type": "tool_use", "id": call_id, "name": name, "input": inp}]),
            )
            block = {
                "tool_use_id": call_id,
                "type": "tool_result",
                "content": output,
                "is_error": is_error,
            }
            rec("user", {"role": "user", "content": [block]})
    return out


def _assistant(content: list[dict[str, Any]]) -> dict[str, Any]:
    return {
        "id": "msg_01",
        "type": "message",
        "role": "assistant",
        "model": "claude-sonnet-4-5",
        "content": content,
        "stop_reason": None,
        "usage": {"input_tokens": 1, "output_tokens": 1},
    }


def write_session(
    home: Path, name: str, steps: list[Step], *, cwd: str = "/work/app", day: int = 1
) -> tuple[Path, str]:
    """Write one session; returns (its file, its kenning session id)."""
    native = str(uuid.uuid5(uuid.NAMESPACE_URL, name))
    slug = cwd.replace("/", "-")
    path = home / ".claude" / "projects" / slug / f"{native}.jsonl"
    path.parent.mkdir(parents=True, exist_ok=True)
    start = datetime(2026, 1, day, 9, 0, tzinfo=UTC)
    path.write_bytes(b"\n".join(claude_lines(native, cwd, steps, start)) + b"\n")
    return path, f"claude_code:{native}"
