"""GitHub Copilot CLI: one JSONL event log per session (plus the older JSON history).

Since v0.0.342 each session is `~/.copilot/session-state/<sessionId>/events.jsonl`,
one event per line: `{id, timestamp, parentId, type, data}` with `type`
`session.start` (`data.context.cwd`, `branch`), `user.message`,
`assistant.message` (`data.content`, `data.toolRequests[]`),
`tool.execution_start` / `tool.execution_complete` (`toolCallId`, `result`),
`session.model_change` and more. The log only grows, so it is read
incrementally; what a later chunk needs from an earlier one (workspace, branch,
model, tool names by call id) rides in the checkpoint's `state`. A tool's
result arrives after the assistant message that asked for it and becomes a
`tool` message of its own, so nothing already stored has to change.

Older versions wrote `history-session-state/<sessionId>.json`, a whole JSON
object re-read on change.
"""

from __future__ import annotations

import contextlib
from collections.abc import Iterator, Mapping
from pathlib import Path
from typing import TYPE_CHECKING, Any

import orjson

from kenning.daemon.core.models import Role
from kenning.daemon.core.transcripts import Message, Session, ToolCall

from .base import Checkpoint, FileIdentity, ReadResult, Skip, json_text, parse_timestamp, register
from .jsonfiles import load_json_object, read_jsonl_incremental
from .sniff import Head
from .wholefile import checkpoint_of, retry_checkpoint, unchanged_result

if TYPE_CHECKING:
    from kenning.daemon.core.config import IngestConfig

AGENT = "copilot_cli"
EVENTS = "events.jsonl"
LEGACY_DIR = "history-session-state"
_TEXT_FIELDS = ("content", "prompt", "output", "result", "text")
_CWD_FIELDS = ("cwd", "workingDirectory", "workspace", "workspaceRoot", "projectPath")
_LEGACY_ROLES = {
    "user": Role.USER,
    "human": Role.USER,
    "assistant": Role.ASSISTANT,
    "system": Role.SYSTEM,
    "tool": Role.TOOL,
}


def _obj(value: Any) -> Mapping[str, Any]:
    return value if isinstance(value, Mapping) else {}


def _str(value: Any) -> str | None:
    return value if isinstance(value, str) and value else None


def _find(value: Any, names: tuple[str, ...], depth: int = 0) -> str | None:
    """The first string under one of `names`, searching nested objects breadth-first."""
    if depth > 4 or not isinstance(value, Mapping):
        return None
    for name in names:
        if found := _str(value.get(name)):
            return found
    for child in value.values():
        if isinstance(child, Mapping) and (found := _find(child, names, depth + 1)):
            return found
    return None


def _output(result: Any) -> str | None:
    if result is None:
        return None
    if isinstance(result, str):
        return result
    if isinstance(result, Mapping) and isinstance(result.get("content"), str):
        return str(result["content"])
    return json_text(result)


#: the event types that say a JSONL file is a Copilot CLI session (`recognise`)
_EVENT_TYPES = frozenset(
    {"session.start", "session.info", "session.model_change", "user.message", "assistant.message"}
)


class CopilotCliConnector:
    """Reads Copilot CLI session event logs (and the legacy JSON histories)."""

    agent = AGENT

    def default_roots(self, environ: Mapping[str, str], home: Path) -> list[Path]:
        """`~/.copilot` (or `$XDG_CONFIG_HOME/.copilot`) and the older gh-copilot folders."""
        xdg = environ.get("XDG_CONFIG_HOME")
        roots = [Path(xdg) / ".copilot"] if xdg else []
        roots.append(home / ".copilot")
        roots += [
            home / ".config" / "gh-copilot",
            home / ".config" / "gh" / "copilot",
            home / ".local" / "share" / "github-copilot",
        ]
        return roots

    def discover(self, root: Path) -> Iterator[Path]:
        """Yield every session event log and legacy history file under a root."""
        if root.is_file():
            if self.source_for(root) is not None:
                yield root
            return
        if not root.is_dir():
            return
        # Globs at known depths, not a recursive walk: ~/.copilot also holds the
        # CLI's own package tree, thousands of files that are never sessions.
        for pattern in (f"session-state/*/{EVENTS}", f"*/{EVENTS}", f"{LEGACY_DIR}/*.json"):
            yield from sorted(root.glob(pattern))

    def source_for(self, path: Path) -> Path | None:
        """An `events.jsonl`, or a JSON file in `history-session-state/`."""
        if path.name == EVENTS or (path.suffix == ".json" and path.parent.name == LEGACY_DIR):
            return path
        return None

    def recognise(self, head: Head) -> str | None:
        """Whether the head is a session's event log (sniff.py): `session.start`,
        `user.message`, … lines. A legacy history is left to its folder's name."""
        kinds = (r.get("type") for r in head.records)
        return "events" if any(k in _EVENT_TYPES for k in kinds if isinstance(k, str)) else None

    def read(self, source: Path, previous: Checkpoint | None, limits: IngestConfig) -> ReadResult:
        """Read the events appended since `previous` (or a legacy file, whole)."""
        if source.suffix == ".json":
            return _read_legacy(source, previous, limits)
        try:
            reader = read_jsonl_incremental(source, previous, limits.max_line_bytes)
        except OSError as exc:
            skip = Skip("unreadable", f"{source}: {exc}")
            return ReadResult([], retry_checkpoint(source, AGENT, previous), [skip], retry=True)
        # A rewritten log is read from its start: forget what the old one taught us.
        state = dict(previous.state) if previous is not None and not reader.replace else {}
        state.pop("lines", None)
        tools: dict[str, str] = dict(state.get("tools", {}))
        messages: list[Message] = []
        before = {k: state.get(k) for k in ("workspace", "branch", "started", "title")}
        for line, event in reader:
            message = _event(event, line, state, tools, reader.skips)
            if message is not None:
                messages.append(message)
        state["tools"] = tools
        # Metadata alone updates a session already stored; a log holding only
        # `session.start` (the CLI opened and closed) stores no empty session.
        learned = state.get("stored") and any(state.get(k) != v for k, v in before.items())
        if messages:
            state["stored"] = True
        checkpoint = reader.checkpoint(AGENT, state)
        if not messages and not learned:
            return ReadResult([], checkpoint, reader.skips, replace=reader.replace)
        native = source.parent.name if source.name == EVENTS else source.stem
        times = [m.created_at for m in messages if m.created_at]
        session = Session(
            id=f"{AGENT}:{native}",
            agent=AGENT,
            native_id=native,
            source_path=str(source),
            workspace=state.get("workspace"),
            git_branch=state.get("branch"),
            title=state.get("title"),
            started_at=parse_timestamp(state.get("started")) or (min(times) if times else None),
            ended_at=max(times) if times else None,
            messages=messages,
        )
        return ReadResult([session], checkpoint, reader.skips, replace=reader.replace)


def _event(
    event: Mapping[str, Any],
    line: int,
    state: dict[str, Any],
    tools: dict[str, str],
    skips: list[Skip],
) -> Message | None:
    kind = event.get("type")
    data = _obj(event.get("data"))
    if not isinstance(kind, str):
        skips.append(Skip("missing_field", "an event without a `type`", line))
        return None
    created = parse_timestamp(event.get("timestamp", data.get("timestamp")))
    key = _str(event.get("id")) or f"line-{line}"
    if kind == "session.start":
        context = _obj(data.get("context"))
        state["workspace"] = state.get("workspace") or _find(data, _CWD_FIELDS)
        state["branch"] = state.get("branch") or _str(context.get("branch"))
        state["started"] = state.get("started") or data.get("startTime") or event.get("timestamp")
        state["model"] = _str(data.get("selectedModel")) or state.get("model")
        return None
    if kind == "session.model_change":
        state["model"] = _str(data.get("newModel")) or state.get("model")
        return None
    if kind == "session.info" and not state.get("workspace"):
        state["workspace"] = _find(data, _CWD_FIELDS)
        return None
    if kind in ("user.message", "userpromptsubmitted"):
        text = _find(data, _TEXT_FIELDS) or _find(event, _TEXT_FIELDS)
        if not text:
            skips.append(Skip("missing_field", f"{kind} without text", line))
            return None
        if not state.get("title"):
            state["title"] = text.strip().splitlines()[0][:120]
        return Message(key=key, role=Role.USER, text=text, created_at=created, source_line=line)
    if kind in ("assistant.message", "assistantresponse"):
        return _assistant(event, data, key, created, line, state, tools)
    if kind == "tool.execution_start":
        call_id, name = _str(data.get("toolCallId")), _str(data.get("toolName"))
        if call_id and name:
            tools[call_id] = name
        return None
    if kind == "tool.execution_complete":
        call_id = _str(data.get("toolCallId"))
        if call_id is None:
            skips.append(Skip("missing_field", "tool.execution_complete without toolCallId", line))
            return None
        error = _obj(data.get("error"))
        success = data.get("success")
        output = _output(data.get("result")) or _str(error.get("message"))
        call = ToolCall(
            name=tools.pop(call_id, None) or _str(data.get("toolName")) or "tool",
            call_id=call_id,
            output=output,
            is_error=(not success) if isinstance(success, bool) else None,
        )
        return Message(
            key=key, role=Role.TOOL, tool_calls=[call], created_at=created, source_line=line
        )
    return None  # turn markers, reasoning, usage and other bookkeeping events


def _assistant(
    event: Mapping[str, Any],
    data: Mapping[str, Any],
    key: str,
    created: Any,
    line: int,
    state: dict[str, Any],
    tools: dict[str, str],
) -> Message | None:
    text = _find(data, _TEXT_FIELDS) or _find(event, _TEXT_FIELDS) or ""
    calls: list[ToolCall] = []
    requests = data.get("toolRequests")
    for request in requests if isinstance(requests, list) else []:
        name = _str(_obj(request).get("name"))
        if name is None:
            continue
        call_id = _str(request.get("toolCallId"))
        if call_id:
            tools[call_id] = name
        calls.append(ToolCall(name=name, call_id=call_id, input=request.get("arguments")))
    if not text and not calls:
        return None
    return Message(
        key=key,
        role=Role.ASSISTANT,
        model=_str(data.get("model")) or state.get("model"),
        text=text,
        tool_calls=calls,
        created_at=created,
        source_line=line,
    )


def _read_legacy(source: Path, previous: Checkpoint | None, limits: IngestConfig) -> ReadResult:
    try:
        ident = FileIdentity.of(source)
    except OSError as exc:
        skip = Skip("unreadable", f"{source}: {exc}")
        return ReadResult([], retry_checkpoint(source, AGENT, previous), [skip], retry=True)
    if (same := unchanged_result(source, previous, ident)) is not None:
        return same
    checkpoint = checkpoint_of(source, AGENT, ident)
    skips: list[Skip] = []
    data = load_json_object(source, limits, skips)
    if data is None:
        return ReadResult([], checkpoint, skips, replace=True)
    entries = next(
        (data[k] for k in ("chatMessages", "events", "history", "messages", "conversation")
         if isinstance(data.get(k), list)),
        None,
    )  # fmt: skip
    if entries is None:
        skips.append(Skip("missing_field", f"{source}: no chatMessages/events/history list"))
        return ReadResult([], checkpoint, skips, replace=True)
    messages: list[Message] = []
    for position, entry in enumerate(entries):
        message = _legacy_message(entry, position, skips)
        if message is not None:
            message.idx = len(messages)
            messages.append(message)
    if not messages:
        return ReadResult([], checkpoint, skips, replace=True)
    native = _str(data.get("sessionId")) or source.stem
    times = [m.created_at for m in messages if m.created_at]
    session = Session(
        id=f"{AGENT}:{native}",
        agent=AGENT,
        native_id=native,
        source_path=str(source),
        workspace=_find(data, _CWD_FIELDS),
        started_at=parse_timestamp(data.get("startTime")) or (min(times) if times else None),
        ended_at=max(times) if times else None,
        messages=messages,
    )
    return ReadResult([session], checkpoint, skips, replace=True)


def _legacy_message(entry: Any, position: int, skips: list[Skip]) -> Message | None:
    if not isinstance(entry, Mapping):
        skips.append(Skip("wrong_type", f"entry {position} is a {type(entry).__name__}", position))
        return None
    role = _LEGACY_ROLES.get(str(entry.get("role", entry.get("type"))).lower())
    if role is None:
        skips.append(Skip("missing_field", f"entry {position} has no known role", position))
        return None
    content = entry.get("content")
    text = content if isinstance(content, str) else (_find(entry, _TEXT_FIELDS) or "")
    calls: list[ToolCall] = []
    raw_calls = entry.get("tool_calls")
    for raw in raw_calls if isinstance(raw_calls, list) else []:
        function = _obj(_obj(raw).get("function"))
        name = _str(function.get("name"))
        if name is None:
            continue
        arguments: Any = function.get("arguments")
        if isinstance(arguments, str):
            # keep the raw string when it is not JSON: it is what the model sent
            with contextlib.suppress(orjson.JSONDecodeError):
                arguments = orjson.loads(arguments)
        calls.append(ToolCall(name=name, call_id=_str(raw.get("id")), input=arguments))
    if role == Role.TOOL:
        calls = [ToolCall(name="tool", call_id=_str(entry.get("tool_call_id")), output=text)]
        text = ""
    if not text and not calls:
        return None
    return Message(
        key=f"pos-{position}",
        role=role,
        text=text,
        tool_calls=calls,
        created_at=parse_timestamp(entry.get("time", entry.get("timestamp"))),
        source_line=position,
    )


register(CopilotCliConnector())
