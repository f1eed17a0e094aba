"""Claude Code: one JSONL transcript per session, plus Claude Desktop's session sidecars.

Transcripts live under `projects/<project>/` (`$CLAUDE_CONFIG_DIR/projects`
alone when it is set; else `$XDG_CONFIG_HOME/claude-code/projects` and
`~/.claude/projects`). Lines of type `user`/`assistant` (or `message` with such
a role) are messages; `summary`, `system`, `file-history-snapshot` and the
other bookkeeping lines in `_NOT_MESSAGES` are not. A line of a type not known
at all, a message whose content is null, or one with nothing in it (no text,
tool call or result; a line of only thinking or images is expected) is counted as skipped
(`unknown_type`, `missing_field`, `empty_content`), never dropped unseen. An
assistant's `tool_use` blocks become `ToolCall`s
(name, id, input); a user line's `tool_result` blocks become `tool` messages of
their own, whose `ToolCall` carries the tool's name (remembered from its
`tool_use`, also across incremental reads), the output and `is_error`.
Subagent transcripts (`<project>/<session>/subagents/agent-*.jsonl`) are
sessions of their own whose `parent_id` is the main session. Workspace from the
first `cwd`, branch from `gitBranch`, the key of a message is the line's `uuid`.

Claude Desktop also keeps a small JSON sidecar per session, in
`~/Library/Application Support/Claude/` `claude-code-sessions` and
`local-agent-mode-sessions` (`<account>/<org>/local_<id>.json`; a Cowork task
keeps its CLI transcript in the folder beside it,
`local_<id>/.claude/projects/<project>/<id>.jsonl`). Those two folders are
default roots on macOS when `$CLAUDE_CONFIG_DIR` is not set; elsewhere they can
be added with `agents.claude_code.roots`.
Inside those two folders a `*.json` file is a sidecar, a `*.jsonl` only counts
when it lies in such a `.claude/projects` folder (never `audit.jsonl` or the
task's own files); elsewhere only `*.jsonl` is taken, so no other JSON file in
`~/.claude/projects` is mistaken for one.

A sidecar (`title, cwd, model, cliSessionId, sessionId, createdAt,
lastActivityAt`; any may be missing, a wrongly typed one is ignored and counted,
a file with neither id is no sidecar and counted as `missing_field`) is re-read
whole when it changes. It describes the session whose body is the
CLI transcript `<cliSessionId>.jsonl` (else `<sessionId>.jsonl`), so it writes
that same session, `claude_code:<id>`, with no messages: its cwd, its title
(the store keeps a title already set, so the transcript's first line wins when
it was read first), and createdAt/lastActivityAt widening started_at/ended_at.
The transcript is looked for beside the sidecar (a Cowork task) and in the
projects folders of the home the sidecar lies in; when found, the session's
`source_path` stays the transcript's, so search hits keep pointing at its lines.

When no transcript is found (Claude Code culls old ones, or the CLI has not
written it yet), the sidecar adds one `system` message, key `body-unavailable`,
saying so, so the session is still visible. The next read of the sidecar that
finds the transcript deletes it. Desktop rewrites a sidecar as its session goes
on (`lastActivityAt`, the title it generates), so a transcript written after
its sidecar was read shows beside the message only until then; the transcript
reader does not delete it itself, since a deletion makes the writer recompute
the session's span from its messages alone, dropping the sidecar's times. A
sidecar that once found its transcript never adds the message again (its
checkpoint remembers the transcript), since the store keeps the body read from
it. The connector cannot see the store, so one case remains: a sidecar read for
the first time after its transcript was read and then culled adds the message
beside the body stored earlier. `permissionMode` has no column in the store and
is not read.
"""

from __future__ import annotations

import os
import re
import sys
from collections.abc import Iterator, Mapping
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any

import orjson

from kenning.daemon.core.files import open_regular
from kenning.daemon.core.models import Origin, Role
from kenning.daemon.core.transcripts import Message, Session, ToolCall, make_message, make_tool_call

from .base import (
    READ_CHUNK_BYTES,
    Checkpoint,
    FileConnector,
    ReadResult,
    Skip,
    flatten_content,
    parse_timestamp,
    register,
    walk_error,
)
from .jsonfiles import load_json_object, read_jsonl_incremental, whole_file_checkpoint
from .origins import classify_user_text, human_title, injected_notice, split_message
from .prompt_logs import (
    CLAUDE_FIELDS,
    PROMPT_LOG,
    claude_transcripts,
    holds_prompts,
    is_prompt_log,
    read_prompt_log,
)
from .sniff import Head, kind_of
from .wholefile import begin_read

if TYPE_CHECKING:
    from kenning.daemon.core.config import IngestConfig

AGENT = "claude_code"
#: tool output kept on the ToolCall (the full output is the message text)
TOOL_OUTPUT_CHARS = 4096
#: call ids remembered across reads to name the tool of a later result
_REMEMBER_CALLS = 256
#: Claude Desktop's folders of session sidecars (in `~/Library/Application Support/Claude`)
DESKTOP_DIRS = ("claude-code-sessions", "local-agent-mode-sessions")
#: the key of the message a sidecar adds when its transcript is not there
BODY_UNAVAILABLE_KEY = "body-unavailable"
BODY_UNAVAILABLE = "body unavailable: Claude Code may have culled the CLI JSONL"
#: folders of a Cowork task that hold the agent's work files, never a sidecar
#: (walked past; `.claude` is entered for its `projects` folder only)
_TASK_FILES = frozenset({"outputs", "uploads", "memory", "spaces", "node_modules", ".git"})
#: a session id as Claude writes them (UUIDs, `local_<uuid>`); it names a file
#: to look for, so nothing that could climb folders or act as a glob
_SESSION_ID = re.compile(r"[A-Za-z0-9][A-Za-z0-9._-]{0,127}")


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


#: line types that are not messages by design (not counted as skipped)
_NOT_MESSAGES = frozenset(
    {
        "summary",
        "system",
        "file-history-snapshot",
        "queue-operation",
        "progress",
        "custom-title",
        "tag",
    }
)


def _transcript_line(record: Mapping[str, Any]) -> bool:
    """A line only a Claude Code transcript writes (`ClaudeCodeConnector.recognise`)."""
    kind = record.get("type")
    if kind in ("user", "assistant", "message") and isinstance(record.get("message"), dict):
        return True
    if not isinstance(kind, str):
        return False
    return isinstance(record.get("sessionId"), str) and (
        "uuid" in record or "leafUuid" in record or kind in _NOT_MESSAGES
    )


#: blocks kenning keeps no text of, by design: a line of only these is expected
_NO_TEXT_BLOCKS = frozenset({"thinking", "redacted_thinking", "image", "document"})


def _only_no_text_blocks(content: Any) -> bool:
    """A line of only thinking (Claude Code writes a line per block) or a pasted image."""
    return (
        isinstance(content, list)
        and bool(content)
        and all(isinstance(b, dict) and b.get("type") in _NO_TEXT_BLOCKS for b in content)
    )


class ClaudeCodeConnector(FileConnector):
    """Reads Claude Code's transcripts incrementally and Claude Desktop's sidecars whole."""

    agent = AGENT
    patterns = ("*.jsonl", "*.json")  # which of them is a source: see `matches`

    def default_roots(
        self, environ: Mapping[str, str], home: Path, *, platform: str | None = None
    ) -> list[Path]:
        """`$CLAUDE_CONFIG_DIR/projects` if set; else the XDG and `~/.claude` folders,
        and on macOS Claude Desktop's two sidecar folders; and the prompt log
        `history.jsonl` beside `projects` when it exists (`prompt_logs.py`).

        Args:
            environ: the environment (`CLAUDE_CONFIG_DIR`, `XDG_CONFIG_HOME`).
            home: the user's home folder.
            platform: a `sys.platform` value (default: this one's); "darwin" adds
                the Desktop folders.
        """
        configured = environ.get("CLAUDE_CONFIG_DIR")
        if configured:
            base = Path(configured).expanduser()
            return [base / "projects", *_existing(base / PROMPT_LOG)]
        roots = [*_cli_roots(environ, home), *_existing(home / ".claude" / PROMPT_LOG)]
        if (sys.platform if platform is None else platform) == "darwin":
            app = home / "Library" / "Application Support" / "Claude"
            roots += [app / name for name in DESKTOP_DIRS]
        return roots

    def matches(self, path: Path) -> bool:
        """Whether `path` is a source: a transcript, or a sidecar in a Desktop folder.

        Outside Claude Desktop's folders only `*.jsonl` is; inside them a
        `*.json` outside a task's work folders (a sidecar), and a `*.jsonl`
        only inside a `.claude/projects` folder (a Cowork task's transcript).
        """
        name = path.name
        below = _below_desktop(path.parts[:-1])
        if below is None:
            return name.endswith(".jsonl")
        if name.endswith(".jsonl"):
            return any(below[i : i + 2] == (".claude", "projects") for i in range(len(below)))
        if name.endswith(".json"):
            return ".claude" not in below and _TASK_FILES.isdisjoint(below)
        return False

    def discover(self, root: Path) -> Iterator[Path]:
        """Every source under `root`, walking past a Cowork task's work folders."""
        if root.is_file():
            if self.matches(root):
                yield root
            return
        for folder, dirs, files in os.walk(root, onerror=walk_error):
            here = Path(folder)
            if _below_desktop(here.parts) is not None:
                if here.name == ".claude":
                    dirs[:] = [d for d in dirs if d == "projects"]
                else:
                    dirs[:] = [d for d in dirs if d not in _TASK_FILES]
            dirs.sort()
            for name in sorted(files):
                path = here / name
                if self.matches(path):
                    yield path

    def recognise(self, head: Head) -> str | None:
        """Which Claude Code file the head is (sniff.py): a transcript (`user`/`assistant`
        lines with a `message`, or lines carrying `sessionId` and `uuid`), or the prompt
        log (`{display, timestamp, project, sessionId}` lines)."""
        records = head.records
        if any(_transcript_line(r) for r in records):
            return "transcript"
        return "prompt_log" if holds_prompts(records, CLAUDE_FIELDS) else None

    def _by_name(self, source: Path) -> str | None:
        if is_prompt_log(source):
            return "prompt_log"
        if source.name.endswith(".json"):
            return "sidecar"
        # any `*.jsonl` is one by name, so only where Claude Code keeps transcripts
        # does the name decide; a copy elsewhere is told by its content
        return "transcript" if self.matches(source) and "projects" in source.parts else None

    def read(self, source: Path, previous: Checkpoint | None, limits: IngestConfig) -> ReadResult:
        """Read a transcript's lines appended since `previous` (all of them after a
        rewrite), or a sidecar whole. The kind of file is what its name says, else
        what it holds (a renamed copy)."""
        kind = kind_of(source, self._by_name, self.recognise)
        if kind == "sidecar":
            return _read_sidecar(source, previous, limits)
        if kind == "prompt_log":
            return read_prompt_log(
                source,
                previous,
                limits,
                agent=AGENT,
                fields=CLAUDE_FIELDS,
                transcripts=claude_transcripts,
            )
        reader = read_jsonl_incremental(source, previous, limits.max_line_bytes, READ_CHUNK_BYTES)
        state: dict[str, Any] = {}
        if previous is not None and not reader.replace and reader.start > 0:
            state = dict(previous.state)
        calls: dict[str, str] = dict(state.get("calls") or {})
        idx = int(state.get("n", 0))
        native, parent = _identity(source)
        turn = _Turn(bool(state.get("cmd")), parent is not None, source.parent, native)
        session = Session(
            id=f"{AGENT}:{native}",
            agent=AGENT,
            native_id=native,
            source_path=str(source),
            parent_id=f"{AGENT}:{parent}" if parent else None,
        )
        skips: list[Skip] = []
        for line, obj in reader:
            if turn.copied(obj):
                continue
            for msg in self._messages(obj, line, calls, session, skips, turn):
                msg.idx = idx
                idx += 1
                session.messages.append(msg)
        skips = reader.skips + skips
        if reader.lines == 0 and reader.offset == 0 and reader.ident.size == 0:
            skips.append(Skip("empty_file", "the transcript is empty"))
        if len(calls) > _REMEMBER_CALLS:
            calls = dict(list(calls.items())[-_REMEMBER_CALLS:])
        checkpoint = reader.checkpoint(AGENT, {"n": idx, "calls": calls, "cmd": turn.after_command})
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
        turn: _Turn,
    ) -> Iterator[Message]:
        kind = obj.get("type")
        body = obj.get("message")
        role_name = kind
        if kind == "message":
            role_name = obj.get("role") or (body.get("role") if isinstance(body, dict) else None)
        if role_name not in ("user", "assistant"):
            if kind not in _NOT_MESSAGES:  # a kind of line this reader does not know: say so
                what = f"role {role_name!r}" if kind == "message" else f"type {kind!r}"
                skips.append(Skip("unknown_type", f"a line of {what:.80}", line))
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
            skips.append(Skip("missing_field", "`message.content` is null or missing", line))
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
                    tools.append(
                        make_tool_call(name=name, call_id=call_id, input=block.get("input"))
                    )
                elif block.get("type") == "tool_result":
                    call_id = block.get("tool_use_id")
                    call_id = call_id if isinstance(call_id, str) else None
                    output = _tool_result_text(block.get("content"))
                    is_error = block.get("is_error")
                    results.append(
                        make_message(
                            key=f"{key}:r{n}",
                            role=Role.TOOL,
                            text=output,
                            created_at=when,
                            source_line=line,
                            tool_calls=[
                                make_tool_call(
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
        if not (text.strip() or tools or results) and not _only_no_text_blocks(content):
            skips.append(Skip("empty_content", "a message line with no text, tool or result", line))
        if text.strip() or tools:
            msg = make_message(
                key=key,
                role=role,
                model=model,
                text=text,
                tool_calls=tools,
                created_at=when,
                source_line=line,
            )
            if role == Role.USER:
                for piece in split_message(msg, turn.pieces(obj, text)):
                    if session.title is None and piece.origin == Origin.HUMAN:
                        session.title = human_title(piece.text)
                    yield piece
            else:
                yield msg
        if role == Role.USER and not text.strip() and results:
            turn.after_command = False
        yield from results


#: user lines Claude Code writes for a local command's output (`!cmd`, `/exit`)
_COMMAND_OUTPUT = (
    "<local-command-stdout>",
    "<local-command-stderr>",
    "<bash-stdout>",
    "<bash-stderr>",
)
#: user lines holding what the person typed as a command
_COMMAND_TYPED = ("<command-name>", "<command-message>", "<bash-input>")
_SKILL_BODY = "Base directory for this skill:"


class _Turn:
    """Who wrote each user line of one transcript (see docs/formats.md, Claude Code).

    `isMeta` lines are the client's: the body of a slash command or skill
    right after the command (`expansion`), else reminders, image notes,
    caveats (`injected`). A sidechain's or subagent's prompt is the parent
    agent's (`handoff`). The typed command itself (`<command-name>`) is the
    person's; a local command's output is a `tool`'s.
    """

    def __init__(self, after_command: bool, subagent: bool, folder: Path, native: str) -> None:
        self.after_command = after_command
        self.subagent = subagent
        self.folder = folder
        self.native = native
        #: uuids of the lines in other sessions' transcripts beside this one
        self.others: dict[str, frozenset[str]] = {}

    def copied(self, obj: dict[str, Any]) -> bool:
        """Whether a line is another session's, copied here (a resumed or forked session).

        It names another session, whose transcript beside this one holds a
        line with the same `uuid`: stored from there, once. A line that file
        does not hold (a renamed transcript, a session gone) is kept.
        """
        other = obj.get("sessionId")
        uuid = obj.get("uuid")
        if self.subagent or not isinstance(other, str) or other == self.native:
            return False
        held = self.others.get(other)
        if held is None:
            held = self.others[other] = _uuids_of(self.folder / f"{other}.jsonl", other)
        return isinstance(uuid, str) and uuid in held

    def pieces(self, obj: dict[str, Any], text: str) -> list[tuple[Origin, str]]:
        after, self.after_command = self.after_command, False
        stripped = text.lstrip()
        if obj.get("isMeta") is True:
            if after or stripped.startswith(_SKILL_BODY):
                return [(Origin.EXPANSION, text)]
            return [(Origin.INJECTED, text)]
        marked = obj.get("origin")
        if isinstance(marked, dict) and marked.get("kind") not in (None, "human", "user"):
            return [(Origin.INJECTED, text)]
        if obj.get("isCompactSummary") is True or obj.get("isVisibleInTranscriptOnly") is True:
            return [(Origin.INJECTED, text)]
        if stripped.startswith(_COMMAND_OUTPUT):
            return [(Origin.TOOL, text)]
        if stripped.startswith(_COMMAND_TYPED):
            self.after_command = stripped.startswith(("<command-name>", "<command-message>"))
            return [(Origin.HUMAN, text)]
        if injected_notice(text):
            return [(Origin.INJECTED, text)]
        if obj.get("isSidechain") is True or self.subagent:
            return [(Origin.HANDOFF, text)]
        return classify_user_text(text)


def _uuids_of(path: Path, native: str) -> frozenset[str]:
    """The line uuids of the transcript at `path`; empty when it is not there or unreadable."""
    if not _SESSION_ID.fullmatch(native):
        return frozenset()
    found: set[str] = set()
    try:
        with open_regular(path) as fh:
            for raw in fh:
                try:
                    line = orjson.loads(raw)
                except orjson.JSONDecodeError:
                    continue
                if isinstance(line, dict) and isinstance(line.get("uuid"), str):
                    found.add(line["uuid"])
    except OSError:
        return frozenset()
    return frozenset(found)


def _identity(source: Path) -> tuple[str, str | None]:
    """(native id, parent native id) of a transcript, from its path alone.

    A main transcript is `<project>/<session-id>.jsonl`; a subagent's is
    `<project>/<session-id>/subagents/agent-<id>.jsonl`.
    """
    if source.parent.name == "subagents":
        parent = source.parent.parent.name
        return f"{parent}/{source.stem}", parent
    return source.stem, None


def _existing(path: Path) -> list[Path]:
    """`[path]` when it is a file (the prompt log is a root of its own only then)."""
    return [path] if path.is_file() else []


def _cli_roots(environ: Mapping[str, str], home: Path) -> list[Path]:
    """The CLI's own `projects` folders when `$CLAUDE_CONFIG_DIR` is not set."""
    xdg = environ.get("XDG_CONFIG_HOME") or str(home / ".config")
    return [Path(xdg) / "claude-code" / "projects", home / ".claude" / "projects"]


def _below_desktop(parts: tuple[str, ...]) -> tuple[str, ...] | None:
    """The folder names below a Claude Desktop sidecar folder, or None when outside one.

    Decided by name alone, so `source_for` needs no roots: the CLI names its
    project folders after the whole cwd (`-Users-me-x`), never one of these.
    """
    for i, part in enumerate(parts):
        if part in DESKTOP_DIRS:
            return parts[i + 1 :]
    return None


# -- Claude Desktop sidecars -------------------------------------------------------------


def _read_sidecar(source: Path, previous: Checkpoint | None, limits: IngestConfig) -> ReadResult:
    """Read one Desktop sidecar: its session's metadata, and a note when the body is gone.

    The checkpoint's state remembers the transcript once found (`transcript`)
    and whether the note was written (`note`), see the module docstring.
    """
    start = begin_read(source, AGENT, previous)
    if isinstance(start, ReadResult):
        return start
    state: dict[str, Any] = dict(previous.state) if previous is not None else {}
    checkpoint = whole_file_checkpoint(source, AGENT, start)
    skips: list[Skip] = []
    data = load_json_object(source, limits, skips, "a Claude Desktop session object")
    if data is None:
        checkpoint.state = state
        return ReadResult([], checkpoint, skips, replace=True)
    native = _session_id(data, "cliSessionId", source, skips) or _session_id(
        data, "sessionId", source, skips
    )
    if native is None:
        skips.append(
            Skip("missing_field", f"{source}: no `cliSessionId` or `sessionId` (not a sidecar?)")
        )
        checkpoint.state = state
        return ReadResult([], checkpoint, skips, replace=True)
    created = _time_field(data, "createdAt", source, skips)
    active = _time_field(data, "lastActivityAt", source, skips)
    session = Session(
        id=f"{AGENT}:{native}",
        agent=AGENT,
        native_id=native,
        source_path=str(source),
        workspace=_text_field(data, "cwd", source, skips),
        title=_text_field(data, "title", source, skips),
        started_at=created or active,
        ended_at=active or created,
    )
    model = _text_field(data, "model", source, skips)
    removed: dict[str, list[str]] = {}
    transcript = _find_transcript(source, native)
    if transcript is not None:
        state["transcript"] = str(transcript)
        if state.pop("note", False):
            removed[session.id] = [BODY_UNAVAILABLE_KEY]
    remembered = state.get("transcript")
    if isinstance(remembered, str) and remembered:
        session.source_path = remembered  # search hits point at the transcript's lines
    else:
        state["note"] = True
        session.messages.append(
            make_message(
                key=BODY_UNAVAILABLE_KEY,
                role=Role.SYSTEM,
                model=model,
                text=f"{BODY_UNAVAILABLE} ({native}.jsonl)",
                created_at=created or active,
            )
        )
    checkpoint.state = state
    return ReadResult([session], checkpoint, skips, replace=True, removed=removed)


def _text_field(data: Mapping[str, Any], name: str, source: Path, skips: list[Skip]) -> str | None:
    """A string field of a sidecar; None when missing or empty, a counted skip when not text."""
    value = data.get(name)
    if value is None:
        return None
    if not isinstance(value, str):
        skips.append(Skip("wrong_type", f"{source}: `{name}` is a {type(value).__name__}"))
        return None
    return value.strip() or None


def _session_id(data: Mapping[str, Any], name: str, source: Path, skips: list[Skip]) -> str | None:
    """A session id field of a sidecar; one that cannot be a file name is a counted skip."""
    value = _text_field(data, name, source, skips)
    if value is None:
        return None
    if not _SESSION_ID.fullmatch(value):
        skips.append(Skip("wrong_type", f"{source}: `{name}` is not a session id: {value[:80]!r}"))
        return None
    return value


def _time_field(
    data: Mapping[str, Any], name: str, source: Path, skips: list[Skip]
) -> datetime | None:
    """A timestamp field of a sidecar (ISO text or epoch number); a counted skip when not one."""
    value = data.get(name)
    if value is None:
        return None
    moment = parse_timestamp(value)
    if moment is None:
        skips.append(Skip("wrong_type", f"{source}: `{name}` is not a timestamp: {value!r:.80}"))
    return moment


def _find_transcript(sidecar: Path, native: str) -> Path | None:
    """The CLI transcript `<native>.jsonl` a sidecar describes, when it is on disk.

    Looked for in the Cowork task folder beside the sidecar (`local_<id>/`,
    or the sidecar's own folder when it has that name), then in the CLI's
    `projects` folders of the home the Desktop folder lies in
    (`<home>/Library/Application Support/Claude/<desktop folder>`).
    """
    task = sidecar.with_suffix("")
    if not task.is_dir() and sidecar.parent.name == sidecar.stem:
        task = sidecar.parent
    places = [task / ".claude" / "projects"]
    parts = sidecar.parts
    for i, part in enumerate(parts):
        if part in DESKTOP_DIRS:
            if i >= 3 and parts[i - 3 : i] == ("Library", "Application Support", "Claude"):
                places += _cli_roots({}, Path(*parts[: i - 3]))
            break
    for projects in places:
        try:
            found = sorted(projects.glob(f"*/{native}.jsonl"))
        except OSError:
            continue
        if found:
            return found[0]
    return None


CONNECTOR = register(ClaudeCodeConnector())
