"""Amp (Sourcegraph): one JSON file per thread.

The CLI writes `~/.local/share/amp/threads/T-<uuid>.json` holding
`{id, created, title, messages: [{role, messageId, content: [blocks], meta: {sentAt}}],
env: {initial: {trees: [{uri}]}}}`; content blocks are Anthropic-style
(`text`, `thinking`, `tool_use`, and `tool_result` with `toolUseID` and `run`).
Older exports used `thread.messages`, string content and other field names,
which are accepted too. A thread is rewritten on every turn: re-read whole.
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Mapping
from pathlib import Path
from typing import TYPE_CHECKING, Any

from kenning.daemon.core.models import Role
from kenning.daemon.core.transcripts import Message, Session, ToolCall

from .base import (
    Checkpoint,
    ReadResult,
    Skip,
    flatten_content,
    json_text,
    parse_timestamp,
    register,
)
from .cursor import cursor_user_dirs, decode_uri
from .jsonfiles import load_json_object
from .sniff import Head
from .wholefile import (
    begin_read,
    checkpoint_of,
    tool_uses,
)

if TYPE_CHECKING:
    from kenning.daemon.core.config import IngestConfig

AGENT = "amp"
_ROLES = {"user": Role.USER, "human": Role.USER, "assistant": Role.ASSISTANT, "system": Role.SYSTEM}
_TIME_FIELDS = ("created_at", "createdAt", "sentAt", "timestamp", "ts")
_WORKSPACE_FIELDS = ("workspace", "cwd", "path", "project_path", "repo", "root")
# Amp wraps skill invocations in a generic tool; the inner name says what ran.
_SKILL_WRAPPERS = {"skill", "load_skill"}


def _obj(value: Any) -> Mapping[str, Any]:
    return value if isinstance(value, Mapping) else {}


def _first(obj: Mapping[str, Any], names: tuple[str, ...]) -> Any:
    for name in names:
        if obj.get(name) is not None:
            return obj[name]
    return None


def _is_thread_file(path: Path) -> bool:
    stem = path.stem.lower()
    named = any(word in stem for word in ("thread", "conversation", "chat"))
    return path.suffix == ".json" and (
        path.stem.startswith("T-") or path.parent.name == "threads" or named
    )


#: a thread's own id (`recognise`)
_THREAD_ID = re.compile(r'"id"\s*:\s*"T-[0-9a-fA-F]{8}-')


class AmpConnector:
    """Reads Amp thread files."""

    agent = AGENT

    def default_roots(self, environ: Mapping[str, str], home: Path) -> list[Path]:
        """`$XDG_DATA_HOME/amp`, `~/.local/share/amp` and the VS Code extension's storage."""
        xdg = environ.get("XDG_DATA_HOME")
        roots = [Path(xdg) / "amp"] if xdg else []
        roots.append(home / ".local" / "share" / "amp")
        roots += [
            user / "globalStorage" / "sourcegraph.amp"
            for user in cursor_user_dirs(environ, home, "Code")
        ]
        return roots

    def discover(self, root: Path) -> Iterator[Path]:
        """Yield every thread file under a root (a file root: when it is JSON)."""
        if root.is_file():
            if root.suffix == ".json":
                yield root
            return
        if root.is_dir():
            yield from (p for p in sorted(root.rglob("*.json")) if _is_thread_file(p))

    def source_for(self, path: Path) -> Path | None:
        """The file itself when it looks like a thread."""
        return path if _is_thread_file(path) else None

    def recognise(self, head: Head) -> str | None:
        """Whether the head is an Amp thread (sniff.py): an object with a `T-<uuid>` id."""
        thread = head.text.lstrip().startswith("{") and _THREAD_ID.search(head.text)
        return "thread" if thread else None

    def read(self, source: Path, previous: Checkpoint | None, limits: IngestConfig) -> ReadResult:
        """Read one thread; its session replaces what the file gave before."""
        start = begin_read(source, AGENT, previous)
        if isinstance(start, ReadResult):
            return start
        ident = start
        checkpoint = checkpoint_of(source, AGENT, ident)
        skips: list[Skip] = []
        data = load_json_object(source, limits, skips, "a thread object")
        if data is None:
            return ReadResult([], checkpoint, skips, replace=True)
        thread = _obj(data.get("thread")) or data
        raw_messages = thread.get("messages")
        if not isinstance(raw_messages, list):
            skips.append(Skip("missing_field", f"{source}: no `messages` list"))
            return ReadResult([], checkpoint, skips, replace=True)
        messages = _messages(raw_messages, skips)
        native = source.stem
        title = thread.get("title")
        times = [m.created_at for m in messages if m.created_at]
        created = parse_timestamp(_first(thread, ("created", *_TIME_FIELDS)))
        session = Session(
            id=f"{AGENT}:{native}",
            agent=AGENT,
            native_id=native,
            source_path=str(source),
            workspace=_workspace(thread) or _workspace(data),
            title=title if isinstance(title, str) and title else None,
            started_at=created or (min(times) if times else None),
            ended_at=max(times) if times else created,
            messages=messages,
        )
        return ReadResult([session] if messages else [], checkpoint, skips, replace=True)


def _workspace(thread: Mapping[str, Any]) -> str | None:
    value = _first(thread, _WORKSPACE_FIELDS)
    if isinstance(value, str) and value:
        return value
    env = thread.get("env")
    initial = env.get("initial") if isinstance(env, Mapping) else None
    trees = initial.get("trees") if isinstance(initial, Mapping) else None
    for tree in trees if isinstance(trees, list) else []:
        uri = tree.get("uri") if isinstance(tree, Mapping) else None
        if isinstance(uri, str) and uri.startswith("file://"):
            return decode_uri(uri)
    return None


def _unwrap(call: ToolCall) -> ToolCall:
    if call.name in _SKILL_WRAPPERS and isinstance(call.input, Mapping):
        inner = call.input.get("name", call.input.get("skill"))
        if isinstance(inner, str) and inner:
            call.name = inner
    return call


def _messages(raw: list[Any], skips: list[Skip]) -> list[Message]:
    messages: list[Message] = []
    calls: dict[str, ToolCall] = {}
    for position, entry in enumerate(raw):
        if not isinstance(entry, Mapping):
            skips.append(
                Skip("wrong_type", f"message {position} is a {type(entry).__name__}", line=position)
            )
            continue
        role = _ROLES.get(str(_first(entry, ("role", "speaker", "type"))).lower())
        if role is None:
            skips.append(
                Skip("missing_field", f"message {position} has no known role", line=position)
            )
            continue
        content = _first(entry, ("content", "text", "body"))
        _attach_results(content, calls)
        text, found = flatten_content(content), tool_uses(content)
        for call in found:
            _unwrap(call)
            if call.call_id:
                calls[call.call_id] = call
        if not text and not found:
            continue  # a user turn carrying only tool results
        meta = _obj(entry.get("meta"))
        native = entry.get("messageId", entry.get("id"))
        author = _first(entry, ("author", "sender"))
        messages.append(
            Message(
                key=str(native)
                if isinstance(native, str | int) and not isinstance(native, bool)
                else f"pos-{position}",
                idx=len(messages),
                role=role,
                author=author if isinstance(author, str) else None,
                text=text,
                tool_calls=found,
                created_at=parse_timestamp(
                    _first(entry, _TIME_FIELDS) or _first(meta, _TIME_FIELDS)
                ),
                source_line=position,
            )
        )
    return messages


def _attach_results(content: Any, calls: dict[str, ToolCall]) -> None:
    if not isinstance(content, list):
        return
    for block in content:
        if not isinstance(block, Mapping) or block.get("type") != "tool_result":
            continue
        call = calls.get(str(block.get("toolUseID", block.get("tool_use_id"))))
        if call is None:
            continue
        run = _obj(block.get("run"))
        result = run.get("result", block.get("content"))
        if isinstance(result, str):
            call.output = result
        elif result is not None:
            call.output = json_text(result)
        status = run.get("status")
        if isinstance(status, str):
            call.is_error = status in ("error", "cancelled", "rejected-by-user")


register(AmpConnector())
