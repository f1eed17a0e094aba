"""Claude Code: one JSONL transcript per session under `projects/<project>/`.

Lines of type `user`/`assistant` (or `message` with such a role) are messages;
`summary`, `system`, `file-history-snapshot` and other bookkeeping lines are
not. An assistant's `tool_use` blocks become `ToolCall`s (name, id, input); a
user line's `tool_result` blocks become `tool` messages of their own, whose
`ToolCall` carries the tool's name (remembered from its `tool_use`, also
across incremental reads), the output and `is_error`. Subagent transcripts
(`<project>/<session>/subagents/agent-*.jsonl`) are sessions of their own
whose `parent_id` is the main session. Workspace from the first `cwd`, branch
from `gitBranch`, the key of a message is the line's `uuid`.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from pathlib import Path
from typing import Any

from ..config import IngestConfig
from ..models import Message, Role, Session, ToolCall
from .base import (
    READ_CHUNK_BYTES,
    Checkpoint,
    FileConnector,
    ReadResult,
    Skip,
    flatten_content,
    parse_timestamp,
    read_jsonl_incremental,
    register,
)

AGENT = "claude_code"
#: tool output kept on the ToolCall (the full output is the message text)
TOOL_OUTPUT_CHARS = 4096
#: call ids remembered across reads to name the tool of a later result
_REMEMBER_CALLS = 256


def _tool_result_text(content: Any) -> str:
    if isinstance(content, str):
        return content
    if isinstance(content, list):
        parts = []
        for part in content:
            if isinstance(part, Mapping) and isinstance(part.get("text"), str):
                parts.append(part["text"])
            elif isinstance(part, str):
                parts.append(part)
        return "\n".join(parts)
    return ""


class ClaudeCodeConnector(FileConnector):
    """Reads Claude Code's `~/.claude/projects/**.jsonl` transcripts incrementally."""

    agent = AGENT
    patterns = ("*.jsonl",)

    def default_roots(self, environ: Mapping[str, str], home: Path) -> list[Path]:
        """`$CLAUDE_CONFIG_DIR/projects` alone if set; else the XDG and `~/.claude` folders."""
        configured = environ.get("CLAUDE_CONFIG_DIR")
        if configured:
            return [Path(configured).expanduser() / "projects"]
        xdg = environ.get("XDG_CONFIG_HOME") or str(home / ".config")
        return [Path(xdg) / "claude-code" / "projects", home / ".claude" / "projects"]

    def read(self, source: Path, previous: Checkpoint | None, limits: IngestConfig) -> ReadResult:
        """Read the lines appended since `previous` (all of them after a rewrite)."""
        reader = read_jsonl_incremental(source, previous, limits.max_line_bytes, READ_CHUNK_BYTES)
        state: dict[str, Any] = {}
        if previous is not None and not reader.replace and reader.start > 0:
            state = dict(previous.state)
        calls: dict[str, str] = dict(state.get("calls") or {})
        idx = int(state.get("n", 0))
        native, parent = _identity(source)
        session = Session(
            id=f"{AGENT}:{native}",
            agent=AGENT,
            native_id=native,
            source_path=str(source),
            parent_id=f"{AGENT}:{parent}" if parent else None,
        )
        skips: list[Skip] = []
        for line, obj in reader:
            for msg in self._messages(obj, line, calls, session, skips):
                msg.idx = idx
                idx += 1
                session.messages.append(msg)
        skips = reader.skips + skips
        if reader.lines == 0 and reader.offset == 0 and reader.ident.size == 0:
            skips.append(Skip("empty_file", "the transcript is empty"))
        if len(calls) > _REMEMBER_CALLS:
            calls = dict(list(calls.items())[-_REMEMBER_CALLS:])
        checkpoint = reader.checkpoint(AGENT, {"n": idx, "calls": calls})
        touched = bool(session.messages) or session.workspace is not None
        return ReadResult(
            [session] if touched else [],
            checkpoint,
            skips,
            replace=reader.replace,
            more=reader.more,
        )

    def _messages(
        self,
        obj: dict[str, Any],
        line: int,
        calls: dict[str, str],
        session: Session,
        skips: list[Skip],
    ) -> Iterator[Message]:
        kind = obj.get("type")
        body = obj.get("message")
        role_name = kind
        if kind == "message":
            role_name = obj.get("role") or (body.get("role") if isinstance(body, dict) else None)
        if role_name not in ("user", "assistant"):
            return  # summaries, snapshots, system notices: not messages
        if body is None:
            body = {"content": obj.get("content")}
        if not isinstance(body, dict):
            skips.append(Skip("wrong_type", f"`message` is a {type(body).__name__}", line))
            return
        cwd = obj.get("cwd")
        if isinstance(cwd, str) and cwd and session.workspace is None:
            session.workspace = cwd
        branch = obj.get("gitBranch")
        if isinstance(branch, str) and branch:
            session.git_branch = branch
        key = obj.get("uuid")
        key = key if isinstance(key, str) and key else f"line-{line}"
        when = parse_timestamp(obj.get("timestamp"))
        content = body.get("content", obj.get("content"))
        if content is None:
            skips.append(Skip("missing_field", "no `message.content`", line))
            return
        if not isinstance(content, str | list):
            skips.append(Skip("wrong_type", f"content is a {type(content).__name__}", line))
            return
        role = Role.USER if role_name == "user" else Role.ASSISTANT
        model = body.get("model") if isinstance(body.get("model"), str) else None
        tools: list[ToolCall] = []
        results: list[Message] = []
        if isinstance(content, list):
            for n, block in enumerate(content):
                if not isinstance(block, dict):
                    continue
                if block.get("type") == "tool_use":
                    raw_name = block.get("name")
                    name = raw_name if isinstance(raw_name, str) else "unknown"
                    raw_id = block.get("id")
                    call_id = raw_id if isinstance(raw_id, str) else None
                    if call_id:
                        calls[call_id] = name
                    tools.append(ToolCall(name=name, call_id=call_id, input=block.get("input")))
                elif block.get("type") == "tool_result":
                    call_id = block.get("tool_use_id")
                    call_id = call_id if isinstance(call_id, str) else None
                    output = _tool_result_text(block.get("content"))
                    is_error = block.get("is_error")
                    results.append(
                        Message(
                            key=f"{key}:r{n}",
                            role=Role.TOOL,
                            text=output,
                            created_at=when,
                            source_line=line,
                            tool_calls=[
                                ToolCall(
                                    name=calls.get(call_id or "", "unknown"),
                                    call_id=call_id,
                                    output=output[:TOOL_OUTPUT_CHARS],
                                    # the API omits is_error on success
                                    is_error=is_error if isinstance(is_error, bool) else False,
                                )
                            ],
                        )
                    )
        text = flatten_content(content)
        if session.title is None and role == Role.USER and text.strip() and not results:
            session.title = text.strip().splitlines()[0][:100]
        if text.strip() or tools:
            yield Message(
                key=key,
                role=role,
                model=model,
                text=text,
                tool_calls=tools,
                created_at=when,
                source_line=line,
            )
        yield from results


def _identity(source: Path) -> tuple[str, str | None]:
    """(native id, parent native id) of a transcript, from its path alone.

    A main transcript is `<project>/<session-id>.jsonl`; a subagent's is
    `<project>/<session-id>/subagents/agent-<id>.jsonl`.
    """
    if source.parent.name == "subagents":
        parent = source.parent.parent.name
        return f"{parent}/{source.stem}", parent
    return source.stem, None


CONNECTOR = register(ClaudeCodeConnector())
