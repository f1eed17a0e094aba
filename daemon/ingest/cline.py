"""Cline and Roo Code: one folder per task under the VS Code extension's storage.

A task folder `tasks/<taskId>/` holds `ui_messages.json` (what the chat panel
shows: `{ts, type: "say"|"ask", say|ask: <kind>, text}`) and
`api_conversation_history.json` (the Anthropic-style messages sent to the model).
The UI log is preferred (it has timestamps and the commands run); the API
history is the fallback, also for a UI log whose entries lack the fields
(`type` with its `say`/`ask` kind: other forks and old versions write
them otherwise) and so give no message. Both are whole JSON arrays rewritten
on each turn, so a task is re-read on change and its session replaced; a task
read through that fallback is read again on every change of its folder
(its checkpoint never matches), as the API history may change alone.
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Mapping
from pathlib import Path
from typing import TYPE_CHECKING, Any

import orjson

from kenning.daemon.core.files import read_regular
from kenning.daemon.core.models import Origin, Role
from kenning.daemon.core.transcripts import Message, Session, ToolCall

from .base import Checkpoint, ReadResult, Skip, flatten_content, parse_timestamp, register
from .cursor import cursor_user_dirs
from .jsonfiles import load_json_capped
from .origins import human_title, split_client_blocks, split_message
from .sniff import Head, kind_of
from .wholefile import (
    begin_read,
    checkpoint_of,
    tool_uses,
)

if TYPE_CHECKING:
    from kenning.daemon.core.config import IngestConfig

AGENT = "cline"
UI_FILE = "ui_messages.json"
API_FILE = "api_conversation_history.json"
#: a UI log opens with its first message's time and kind (`recognise`)
_UI_START = re.compile(r'\[\s*\{\s*"ts"\s*:\s*\d')
_UI_TYPE = re.compile(r'"type"\s*:\s*"(?:say|ask)"')
EXTENSIONS = ("saoudrizwan.claude-dev", "rooveterinaryinc.roo-cline")

# `say` kinds written by the person, and by the model as prose.
_USER_SAYS = {"task", "user_feedback", "user_feedback_diff"}
_ASSISTANT_SAYS = {"text", "completion_result", "error"}
_ASSISTANT_ASKS = {"followup", "completion_result", "plan_mode_respond"}
#: what Cline appends to a command it asks the person to approve
_REQUIRES_APPROVAL = "REQ_APP"
# Cline puts the folder it ran in into every request's environment details.
_CWD = re.compile(r"# Current Working Directory \(([^)\n]+)\)")


def _workspace_in(text: str) -> str | None:
    match = _CWD.search(text)
    return match.group(1).strip() if match else None


class ClineConnector:
    """Reads Cline and Roo Code task folders."""

    agent = AGENT

    def default_roots(self, environ: Mapping[str, str], home: Path) -> list[Path]:
        """The extensions' storage folders inside VS Code's and Cursor's `User` folders."""
        return [
            user / "globalStorage" / ext
            for product in ("Code", "Cursor")
            for user in cursor_user_dirs(environ, home, product)
            for ext in EXTENSIONS
        ]

    def discover(self, root: Path) -> Iterator[Path]:
        """Yield one file per task folder: its UI log, or its API history when there is none."""
        tasks = root / "tasks" if (root / "tasks").is_dir() else root
        for task in sorted(tasks.iterdir()) if tasks.is_dir() else []:
            for name in (UI_FILE, API_FILE):
                if (task / name).is_file():
                    yield task / name
                    break

    def source_for(self, path: Path) -> Path | None:
        """A task's source: its UI log when it has one, else its API history."""
        if path.name not in (UI_FILE, API_FILE, "task_metadata.json"):
            return None
        ui = path.with_name(UI_FILE)
        return ui if path.name == UI_FILE or ui.exists() else path.with_name(API_FILE)

    def recognise(self, head: Head) -> str | None:
        """Whether the head is a task's UI log (sniff.py): a list of `{ts, type: say|ask}`.

        The API history (Anthropic messages) is left to its name: other tools write
        the same shape."""
        return "ui" if head.starts(_UI_START) and _UI_TYPE.search(head.text[:4096]) else None

    def _by_name(self, source: Path) -> str | None:
        return {UI_FILE: "ui", API_FILE: "api"}.get(source.name)

    def read(self, source: Path, previous: Checkpoint | None, limits: IngestConfig) -> ReadResult:
        """Read one task; `replace=True`: merged by message key. The kind of file is
        what its name says, else what it holds (a renamed copy of a UI log)."""
        ui = kind_of(source, self._by_name, self.recognise) == "ui"
        start = begin_read(source, AGENT, previous)
        if isinstance(start, ReadResult):
            return start
        ident = start
        checkpoint = checkpoint_of(source, AGENT, ident)
        task = source.parent
        if source.name == API_FILE and (task / UI_FILE).is_file():
            return ReadResult([], checkpoint, [], replace=True)  # the task's UI log is its source
        skips: list[Skip] = []
        data = load_json_capped(source, limits, skips)
        if data is None:
            return ReadResult([], checkpoint, skips, replace=True)
        if not isinstance(data, list):
            skips.append(
                Skip("wrong_type", f"{source}: a {type(data).__name__}, not a list of messages")
            )
            return ReadResult([], checkpoint, skips, replace=True)
        if ui:
            messages, workspace = _ui_messages(data, skips)
            api = task / API_FILE
            if not messages and api.is_file():
                # a UI log without the fields: the API history says what happened
                api_skips: list[Skip] = []
                api_data = load_json_capped(api, limits, api_skips)
                if isinstance(api_data, list):
                    skips = api_skips
                    messages, workspace = _api_messages(api_data, skips)
                    checkpoint.mtime_ns = -1  # read again whenever the folder changes
        else:
            messages, workspace = _api_messages(data, skips)
        meta = _metadata(task)
        workspace = _meta_str(meta, "rootPath", "cwd", "workspace") or workspace
        if not messages:
            return ReadResult([], checkpoint, skips, replace=True)
        messages.sort(key=lambda m: (m.created_at is None, m.created_at or 0, m.source_line or 0))
        for idx, message in enumerate(messages):
            message.idx = idx
        said = (human_title(m.text) for m in messages if m.said_by == Origin.HUMAN)
        title = next((t for t in said if t), None) or _meta_str(meta, "title", "task")
        times = [m.created_at for m in messages if m.created_at]
        session = Session(
            id=f"{AGENT}:{task.name}",
            agent=AGENT,
            native_id=task.name,
            source_path=str(source),
            workspace=workspace,
            title=title,
            started_at=min(times) if times else None,
            ended_at=max(times) if times else None,
            messages=messages,
        )
        return ReadResult([session], checkpoint, skips, replace=True)


def _metadata(task: Path) -> Mapping[str, Any]:
    try:
        data = orjson.loads(read_regular(task / "task_metadata.json"))
    except (OSError, orjson.JSONDecodeError):
        return {}
    return data if isinstance(data, dict) else {}


def _meta_str(meta: Mapping[str, Any], *names: str) -> str | None:
    for name in names:
        value = meta.get(name)
        if isinstance(value, str) and value:
            return value
    return None


def _ui_messages(entries: list[Any], skips: list[Skip]) -> tuple[list[Message], str | None]:
    messages: list[Message] = []
    workspace: str | None = None
    seen: dict[str, int] = {}
    pending: ToolCall | None = None  # the last command, waiting for its output
    asked = False  # whether the model was called yet
    for position, entry in enumerate(entries):
        if not isinstance(entry, Mapping):
            skips.append(
                Skip("wrong_type", f"entry {position} is a {type(entry).__name__}", line=position)
            )
            continue
        kind = entry.get("type")
        sub = entry.get(kind) if isinstance(kind, str) else None
        raw_text = entry.get("text")
        text = raw_text if isinstance(raw_text, str) else ""
        ts = entry.get("ts", entry.get("timestamp", entry.get("created_at")))
        if not isinstance(kind, str) or not isinstance(sub, str):
            skips.append(
                Skip("missing_field", f"entry {position} has no type/say/ask", line=position)
            )
            continue
        if sub == "api_req_started":
            workspace = workspace or _workspace_in(text)
            asked = True
            continue
        if sub == "command_output" and pending is not None:
            # each entry is a chunk of whole lines: joined, lines stay lines
            before = pending.output or ""
            joint = "\n" if before and not before.endswith("\n") and text else ""
            pending.output = before + joint + text
            continue
        # Cline uses the millisecond `ts` as the message id; two entries in the
        # same millisecond get a suffix so keys stay unique and stable.
        base = f"ui:{ts}" if isinstance(ts, int | float | str) else f"ui:pos-{position}"
        count = seen.get(base, 0)
        seen[base] = count + 1
        key = base if count == 0 else f"{base}#{count}"
        created = parse_timestamp(ts)
        role: Role | None = None
        calls: list[ToolCall] = []
        if sub in _USER_SAYS and kind == "say":
            role = Role.USER
        elif sub == "text" and kind == "say" and not asked:
            role = Role.USER  # before the first request, a `text` is the task as typed
        elif sub == "command":
            # a command waiting for the person's approval carries Cline's marker at its end
            command = text.removesuffix(_REQUIRES_APPROVAL).rstrip()
            pending = ToolCall(name="execute_command", input={"command": command})
            role, calls, text = Role.ASSISTANT, [pending], ""
        elif sub in ("tool", "use_mcp_server"):
            calls = [_tool_from_json(text, sub)]
            role, text = Role.ASSISTANT, ""
        elif (kind == "say" and sub in _ASSISTANT_SAYS) or (
            kind == "ask" and sub in _ASSISTANT_ASKS
        ):
            role = Role.ASSISTANT
            text = _question_text(text) if sub == "followup" else text
        if role is None or (not text and not calls):
            continue  # reasoning, checkpoints, API bookkeeping, resume prompts
        messages.append(
            Message(
                key=key,
                role=role,
                text=text,
                tool_calls=calls,
                created_at=created,
                source_line=position,
            )
        )
    return messages, workspace


def _tool_from_json(text: str, sub: str) -> ToolCall:
    try:
        data = orjson.loads(text)
    except orjson.JSONDecodeError:
        return ToolCall(name=sub, input=text)
    if isinstance(data, dict):
        name = data.get("tool") or data.get("toolName") or sub
        output = data.get("content")
        return ToolCall(
            name=str(name),
            input={k: v for k, v in data.items() if k not in ("tool", "content")},
            output=output if isinstance(output, str) else None,
        )
    return ToolCall(name=sub, input=data)


def _question_text(text: str) -> str:
    # Follow-up questions are JSON `{question, options}` in newer versions.
    try:
        data = orjson.loads(text)
    except orjson.JSONDecodeError:
        return text
    if isinstance(data, dict) and isinstance(data.get("question"), str):
        return str(data["question"])
    return text


def _api_messages(entries: list[Any], skips: list[Skip]) -> tuple[list[Message], str | None]:
    messages: list[Message] = []
    workspace: str | None = None
    results: dict[str, ToolCall] = {}
    for position, entry in enumerate(entries):
        if not isinstance(entry, Mapping):
            skips.append(
                Skip("wrong_type", f"entry {position} is a {type(entry).__name__}", line=position)
            )
            continue
        raw_role = entry.get("role", entry.get("type"))
        if raw_role not in ("user", "assistant"):
            skips.append(
                Skip("missing_field", f"entry {position} has no user/assistant role", line=position)
            )
            continue
        content = entry.get("content", entry.get("text", entry.get("message")))
        _attach_results(content, results)
        text, calls = flatten_content(content), tool_uses(content)
        pieces: list[tuple[Origin, str]] = []
        if raw_role == "user":
            workspace = workspace or _workspace_in(text)
            pieces = user_pieces(content)
            text = "\n\n".join(t for _o, t in pieces)
        for call in calls:
            if call.call_id:
                results[call.call_id] = call
        if not text and not calls:
            continue
        msg = Message(
            key=f"api:{position}",
            role=Role.USER if raw_role == "user" else Role.ASSISTANT,
            text=text,
            tool_calls=calls,
            created_at=parse_timestamp(
                entry.get("ts", entry.get("timestamp", entry.get("created_at")))
            ),
            source_line=position,
        )
        messages.extend(split_message(msg, pieces) if pieces else [msg])
    return messages, workspace


#: a tool's result as Cline hands it back to the model: `[read_file for 'x'] Result:`
_RESULT = re.compile(r"\s*\[[\w\- ]+(?: for [^\]\n]*)?\] Result:")
#: notices Cline writes on the user's side: resumption, a nudge to use a tool, mode switches
_NOTICES = (
    "[TASK RESUMPTION]",
    "[ERROR] You did not use a tool",
    "[ERROR]",
    "[The user has switched to",
    "# task_progress",
)
#: the person's words inside a notice or result: the task, feedback, an answer
_WRAPPED = re.compile(r"<(task|feedback|answer|user_message)>\n?(.*?)\n?</\1>", re.DOTALL)


def user_pieces(content: Any) -> list[tuple[Origin, str]]:
    """A Cline user message (API history) cut by who wrote each part, in order.

    Each text block is read on its own: `<environment_details>` is the
    client's (`injected`) and the words around it are kept; a `[tool for …]
    Result:` block and the blocks after it are the tool's; resumption and
    error notices are the client's. The person's words inside those
    (`<feedback>`, `<answer>`, `<user_message>`, `<task>`) are `human`.
    Neighbouring parts of one origin are joined.
    """
    blocks = [content] if isinstance(content, str) else content
    pieces: list[tuple[Origin, str]] = []
    in_result = False
    for block in blocks if isinstance(blocks, list) else []:
        text = flatten_content(block) if not isinstance(block, str) else block
        for origin, part in split_client_blocks(text):
            if origin != Origin.HUMAN:
                pieces.append((origin, part))
                continue
            if _RESULT.match(part):
                in_result = True
            stripped = part.lstrip()
            base = Origin.TOOL if in_result else Origin.HUMAN
            if stripped.startswith(_NOTICES):
                base = Origin.INJECTED
            pieces.extend(_unwrapped(part, base))
    merged: list[tuple[Origin, str]] = []
    for origin, part in pieces:
        part = part.strip()
        if not part:
            continue
        if merged and merged[-1][0] == origin:
            merged[-1] = (origin, f"{merged[-1][1]}\n\n{part}")
        else:
            merged.append((origin, part))
    return merged


def _unwrapped(text: str, base: Origin) -> list[tuple[Origin, str]]:
    """`text` with the person's wrapped words cut out as `human`, the rest as `base`."""
    out: list[tuple[Origin, str]] = []
    at = 0
    for match in _WRAPPED.finditer(text):
        if text[at : match.start()].strip():
            out.append((base, text[at : match.start()]))
        out.append((Origin.HUMAN, match.group(2)))
        at = match.end()
    if text[at:].strip():
        out.append((base, text[at:]))
    return out


def _attach_results(content: Any, calls: dict[str, ToolCall]) -> None:
    if not isinstance(content, list):
        return
    for block in content:
        if isinstance(block, Mapping) and block.get("type") == "tool_result":
            call = calls.get(str(block.get("tool_use_id")))
            if call is not None:
                call.output = flatten_content(block.get("content"))
                call.is_error = bool(block.get("is_error")) or None


register(ClineConnector())
