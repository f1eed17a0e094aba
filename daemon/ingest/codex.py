"""Codex CLI: `rollout-*.jsonl` envelopes under `$CODEX_HOME/sessions/YYYY/MM/DD/`.

Each line is `{timestamp, type, payload}`. `session_meta` gives the workspace
(and branch); `turn_context` the model; `response_item` carries messages,
function/custom tool calls and their outputs; `event_msg` carries the user's
input, the agent's messages and reasoning. During the "dual-stream" era the
same user or agent text appears as both a `response_item` and an `event_msg`:
the second copy is dropped. Codex lines have no ids, so a message's key is a
hash of its timestamp, kind and text: stable when the file is read again.

Legacy `rollout-*.json` files (`{session: {cwd}, items: [...]}`) are read whole.
"""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from typing import Any

import orjson

from ..config import IngestConfig
from ..models import Message, Role, Session, ToolCall
from .base import (
    READ_CHUNK_BYTES,
    Checkpoint,
    FileConnector,
    ReadResult,
    Skip,
    flatten_content,
    load_json_object,
    parse_timestamp,
    read_jsonl_incremental,
    register,
    stable_key,
    stat_checkpoint,
)

AGENT = "codex"
TOOL_OUTPUT_CHARS = 4096
_REMEMBER = 256
_ROLES = {"user": Role.USER, "assistant": Role.ASSISTANT, "developer": Role.SYSTEM}
_ROLES["system"] = Role.SYSTEM


def _decode_args(raw: Any) -> Any:
    if isinstance(raw, str):
        try:
            return orjson.loads(raw)
        except orjson.JSONDecodeError:
            return raw
    return raw


def _output(raw: Any) -> tuple[str, int | None]:
    """Text and exit code of a tool output (a string, JSON text, or `{content: [...]}`)."""
    exit_code: int | None = None
    value = raw
    if isinstance(raw, str) and raw.startswith("{"):
        try:
            value = orjson.loads(raw)
        except orjson.JSONDecodeError:
            value = raw
    if isinstance(value, Mapping):
        meta = value.get("metadata")
        if isinstance(meta, Mapping) and isinstance(meta.get("exit_code"), int):
            exit_code = meta["exit_code"]
        inner = value.get("output", value.get("content"))
        text = inner if isinstance(inner, str) else flatten_content(inner)
        return text, exit_code
    if isinstance(value, list):
        return flatten_content(value), None
    return (value if isinstance(value, str) else ""), None


class _Parse:
    """The running state of one rollout file (kept in the checkpoint between reads)."""

    def __init__(self, session: Session, state: Mapping[str, Any]) -> None:
        self.session = session
        self.idx = int(state.get("n", 0))
        self.model: str | None = state.get("model")
        self.calls: dict[str, str] = dict(state.get("calls") or {})
        # text hash -> stream that produced it, to drop the dual-stream copy
        self.recent: dict[str, str] = dict(state.get("recent") or {})

    def state(self) -> dict[str, Any]:
        calls = dict(list(self.calls.items())[-_REMEMBER:])
        recent = dict(list(self.recent.items())[-_REMEMBER:])
        return {"n": self.idx, "model": self.model, "calls": calls, "recent": recent}

    def duplicate(self, role: Role, text: str, stream: str) -> bool:
        digest = stable_key(role.value, text.strip())
        seen = self.recent.get(digest)
        if seen is not None and seen != stream:
            del self.recent[digest]
            return True
        self.recent[digest] = stream
        return False

    def add(self, msg: Message) -> None:
        msg.idx = self.idx
        self.idx += 1
        if msg.role == Role.ASSISTANT and msg.model is None:
            msg.model = self.model
        if self.session.title is None and msg.role == Role.USER and msg.text.strip():
            self.session.title = msg.text.strip().splitlines()[0][:100]
        self.session.messages.append(msg)

    def line(self, obj: Mapping[str, Any], line: int, skips: list[Skip]) -> None:
        kind = obj.get("type")
        payload = obj.get("payload")
        if payload is None and kind in ("message", "function_call", "function_call_output"):
            payload, kind = obj, "response_item"  # pre-envelope rollouts
        if not isinstance(payload, Mapping):
            if kind in ("session_meta", "response_item", "event_msg", "turn_context"):
                skips.append(Skip("missing_field", f"`{kind}` line without a payload", line))
            return
        when = parse_timestamp(obj.get("timestamp", payload.get("timestamp")))
        if kind == "session_meta":
            cwd = payload.get("cwd")
            if isinstance(cwd, str) and cwd:
                self.session.workspace = cwd
            git = payload.get("git")
            if isinstance(git, Mapping) and isinstance(git.get("branch"), str):
                self.session.git_branch = git["branch"]
            if self.session.started_at is None:
                self.session.started_at = when
        elif kind == "turn_context":
            if isinstance(payload.get("model"), str):
                self.model = payload["model"]
        elif kind == "response_item":
            self._response_item(payload, when, line)
        elif kind == "event_msg":
            self._event(payload, when, line)

    def _key(self, when: Any, *parts: Any) -> str:
        return stable_key(str(when), *parts)

    def _response_item(self, p: Mapping[str, Any], when: Any, line: int) -> None:
        ptype = p.get("type", "message")
        if ptype == "message":
            role = _ROLES.get(str(p.get("role")))
            text = flatten_content(p.get("content"))
            if role is None or not text.strip():
                return
            if role in (Role.USER, Role.ASSISTANT) and self.duplicate(role, text, "item"):
                return
            self.add(
                Message(
                    key=self._key(when, "msg", role.value, text[:256]),
                    role=role,
                    text=text,
                    created_at=when,
                    source_line=line,
                )
            )
        elif ptype in ("function_call", "custom_tool_call", "local_shell_call"):
            raw_name = p.get("name")
            name = raw_name if isinstance(raw_name, str) else str(ptype)
            call_id = p.get("call_id", p.get("id"))
            call_id = call_id if isinstance(call_id, str) else None
            args = _decode_args(p.get("arguments", p.get("input", p.get("action"))))
            if call_id:
                self.calls[call_id] = name
            self.add(
                Message(
                    key=self._key(when, "call", call_id, name),
                    role=Role.ASSISTANT,
                    text=f"[Tool: {name}]",
                    tool_calls=[ToolCall(name=name, call_id=call_id, input=args)],
                    created_at=when,
                    source_line=line,
                )
            )
        elif ptype in (
            "function_call_output",
            "custom_tool_call_output",
            "local_shell_call_output",
        ):
            call_id = p.get("call_id") if isinstance(p.get("call_id"), str) else None
            text, exit_code = _output(p.get("output"))
            self.add(
                Message(
                    key=self._key(when, "out", call_id, text[:256]),
                    role=Role.TOOL,
                    text=text,
                    tool_calls=[
                        ToolCall(
                            name=self.calls.get(call_id or "", "unknown"),
                            call_id=call_id,
                            output=text[:TOOL_OUTPUT_CHARS],
                            exit_code=exit_code,
                            is_error=None if exit_code is None else exit_code != 0,
                        )
                    ],
                    created_at=when,
                    source_line=line,
                )
            )
        # encrypted `reasoning` items and unknown kinds carry nothing readable

    def _event(self, p: Mapping[str, Any], when: Any, line: int) -> None:
        ptype = p.get("type")
        if ptype in ("user_message", "agent_message"):
            role = Role.USER if ptype == "user_message" else Role.ASSISTANT
            text = p.get("message")
            if not isinstance(text, str) or not text.strip():
                return
            if self.duplicate(role, text, "event"):
                return
            self.add(
                Message(
                    key=self._key(when, "msg", role.value, text[:256]),
                    role=role,
                    text=text,
                    created_at=when,
                    source_line=line,
                )
            )
        elif ptype == "agent_reasoning":
            text = p.get("text")
            if isinstance(text, str) and text.strip():
                self.add(
                    Message(
                        key=self._key(when, "reasoning", text[:256]),
                        role=Role.ASSISTANT,
                        author="reasoning",
                        text=text,
                        created_at=when,
                        source_line=line,
                    )
                )


def _native_id(source: Path) -> str:
    """The path below `sessions/` without its extension (e.g. `2025/11/25/rollout-x`)."""
    parts = source.with_suffix("").parts
    if "sessions" in parts:
        cut = len(parts) - 1 - parts[::-1].index("sessions")
        return "/".join(parts[cut + 1 :])
    return source.stem


class CodexConnector(FileConnector):
    """Reads Codex CLI rollouts (JSONL incrementally, legacy JSON whole)."""

    agent = AGENT
    patterns = ("rollout-*.jsonl", "rollout-*.json")

    def default_roots(self, environ: Mapping[str, str], home: Path) -> list[Path]:
        """`$CODEX_HOME/sessions` (default `~/.codex/sessions`)."""
        base = environ.get("CODEX_HOME")
        return [(Path(base).expanduser() if base else home / ".codex") / "sessions"]

    def _session(self, source: Path) -> Session:
        native = _native_id(source)
        return Session(
            id=f"{AGENT}:{native}", agent=AGENT, native_id=native, source_path=str(source)
        )

    def read(self, source: Path, previous: Checkpoint | None, limits: IngestConfig) -> ReadResult:
        """Read the lines appended since `previous`; a legacy `.json` file whole."""
        if source.suffix == ".json":
            return self._read_legacy(source, previous, limits)
        reader = read_jsonl_incremental(source, previous, limits.max_line_bytes, READ_CHUNK_BYTES)
        keep = previous is not None and not reader.replace and reader.start > 0
        session = self._session(source)
        parse = _Parse(session, previous.state if keep and previous else {})
        skips: list[Skip] = []
        for line, obj in reader:
            parse.line(obj, line, skips)
        skips = reader.skips + skips
        if reader.ident.size == 0:
            skips.append(Skip("empty_file", "the rollout is empty"))
        touched = bool(session.messages) or session.workspace is not None
        return ReadResult(
            [session] if touched else [],
            reader.checkpoint(AGENT, parse.state()),
            skips,
            replace=reader.replace,
            more=reader.more,
        )

    def _read_legacy(
        self, source: Path, previous: Checkpoint | None, limits: IngestConfig
    ) -> ReadResult:
        checkpoint = stat_checkpoint(source, AGENT)
        skips: list[Skip] = []
        data = load_json_object(source, limits, skips)
        if data is None:
            return ReadResult([], checkpoint, skips)
        session = self._session(source)
        meta = data.get("session")
        if isinstance(meta, Mapping) and isinstance(meta.get("cwd"), str):
            session.workspace = meta["cwd"]
        items = data.get("items")
        if not isinstance(items, list):
            skips.append(Skip("missing_field", "no `items` list"))
            return ReadResult([], checkpoint, skips)
        parse = _Parse(session, {})
        for n, item in enumerate(items):
            if not isinstance(item, Mapping):
                skips.append(Skip("wrong_type", f"item {n} is a {type(item).__name__}", n))
                continue
            if "payload" in item or item.get("type") not in (None, "message"):
                parse.line(
                    item if "payload" in item else {"payload": item, "type": "response_item"},
                    n,
                    skips,
                )
                continue
            parse.line(
                {
                    "type": "response_item",
                    "timestamp": item.get("timestamp"),
                    "payload": {**item, "type": "message"},
                },
                n,
                skips,
            )
        return ReadResult([session] if session.messages else [], checkpoint, skips, replace=True)


CONNECTOR = register(CodexConnector())
