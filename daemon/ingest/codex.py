"""Codex CLI: `rollout-*.jsonl` envelopes under `$CODEX_HOME/sessions/YYYY/MM/DD/`.

Each line is `{timestamp, type, payload}`. `session_meta` gives the workspace
(and branch); `turn_context` the model; `response_item` carries messages,
function/custom tool calls and their outputs; `event_msg` carries the user's
input, the agent's messages and reasoning. Codex lines have no ids, so a
message's key is a hash of its timestamp, kind and text: stable when the file
is read again.

Codex >= 0.148 also writes each finished turn item as an `event_msg` of type
`item_completed`: `payload.item` is `{id, type, ...}` with `type` one of
`UserMessage`/`AgentMessage` (`content: [{type: text, text}]`),
`CommandExecution` (`command`, `cwd`, `status`, output and exit code),
`McpToolCall` (`server`, `tool`, `arguments`, `result`), `FileChange`
(`changes: {path: {type}}`), `Reasoning` (skipped, like encrypted reasoning) and
kinds that carry nothing to store (skipped silently). These items have ids, so
their keys hash the turn and item id instead of the timestamp. An
`event_msg`/`thread_settings_applied` gives the model; top-level
`token_usage_record` lines are not messages and are ignored.

The same user or agent text may be written by up to three streams: a
`response_item`, a legacy `event_msg` (`user_message`/`agent_message`, the
"dual-stream" era) and an `item_completed` item. The first copy is stored, the
others dropped (`_Parse.duplicate`). A tool call likewise appears as a
`function_call`/`function_call_output` pair and as an `item_completed` item;
the two are matched by call id (see `_Parse.claim`).

Legacy `rollout-*.json` files (`{session: {cwd}, items: [...]}`) are read whole.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

import orjson

from kenning.daemon.core.files import open_regular
from kenning.daemon.core.models import Origin, Role
from kenning.daemon.core.transcripts import Message, Session, make_message, make_tool_call

from .base import (
    READ_CHUNK_BYTES,
    Checkpoint,
    FileConnector,
    ReadResult,
    Skip,
    flatten_content,
    parse_timestamp,
    register,
    stable_key,
)
from .codex_items import (
    command_of,
    command_output,
    decode_args,
    failed_status,
    file_changes,
    item_kind,
    item_text,
    mcp_result,
    path_of,
    tool_output,
)
from .jsonfiles import load_json_object, read_jsonl_incremental, stat_checkpoint
from .origins import classify_user_text, human_title, split_message
from .prompt_logs import (
    CODEX_FIELDS,
    PROMPT_LOG,
    codex_transcripts,
    holds_prompts,
    is_prompt_log,
    read_prompt_log,
)
from .sniff import Head, kind_of

if TYPE_CHECKING:
    from kenning.daemon.core.config import IngestConfig

AGENT = "codex"
TOOL_OUTPUT_CHARS = 4096
_REMEMBER = 256
_ROLES = {"user": Role.USER, "assistant": Role.ASSISTANT, "developer": Role.SYSTEM}
_ROLES["system"] = Role.SYSTEM


class _Parse:
    """The running state of one rollout file (kept in the checkpoint between reads)."""

    def __init__(self, session: Session, state: Mapping[str, Any]) -> None:
        self.session = session
        #: Codex's own session id (`session_meta.payload.id`), once seen
        self.native: str | None = state.get("id")
        self.idx = int(state.get("n", 0))
        self.model: str | None = state.get("model")
        self.calls: dict[str, str] = dict(state.get("calls") or {})
        # text hash -> the streams ("+"-joined) that gave it since it was last stored
        self.recent: dict[str, str] = dict(state.get("recent") or {})
        # call id -> the stream that stored the call ("called") or its output ("answered")
        self.called: dict[str, str] = dict(state.get("called") or {})
        self.answered: dict[str, str] = dict(state.get("answered") or {})
        #: line hashes of the rollout this one resumed, while its replay lasts
        self.replay: list[str] = list(state.get("replay") or [])
        self.replay_at = int(state.get("replay_at", 0))

    def state(self) -> dict[str, Any]:
        def last(table: dict[str, str]) -> dict[str, str]:
            return dict(list(table.items())[-_REMEMBER:])

        return {
            "id": self.native,
            "n": self.idx,
            "model": self.model,
            "calls": last(self.calls),
            "recent": last(self.recent),
            "called": last(self.called),
            "answered": last(self.answered),
            "replay": self.replay,
            "replay_at": self.replay_at,
        }

    def duplicate(self, role: Role, text: str, stream: str) -> bool:
        """Whether `text` is another stream's copy of a message already stored.

        A message is written once by each of up to three streams: "item"
        (`response_item`), "event" (`user_message`/`agent_message`) and "turn"
        (`item_completed`). A copy is dropped while its stream has not yet given
        this text; the same stream giving it again is a new message (the user
        typed the same words twice), which starts the count over.
        """
        digest = stable_key(role.value, text.strip())
        seen = self.recent.pop(digest, None)
        streams = seen.split("+") if seen else []
        if streams and stream not in streams:
            self.recent[digest] = "+".join([*streams, stream])
            return True
        self.recent[digest] = stream
        return False

    def claim(self, table: dict[str, str], call_id: str | None, stream: str) -> bool:
        """Record that `stream` stores the call (or output) `call_id`; False to drop it.

        A tool call may be written as a `function_call`/`function_call_output`
        pair ("item") and as an `item_completed` item ("turn"): the second stream
        to give a call id is dropped. Codex so far uses the model's call id as
        the id of a command, MCP or patch item, which is what matches the two;
        the 0.148 format is not documented, so when the ids differ both records
        are stored (a duplicate, never a loss). A call id repeated within the
        "item" stream is stored again, as before item_completed existed.
        """
        if call_id is None:
            return True
        seen = table.get(call_id)
        if seen is not None and (seen != stream or stream == "turn"):
            return False
        table[call_id] = stream
        return True

    def add(self, msg: Message) -> None:
        if msg.role == Role.USER:
            for piece in split_message(msg, classify_user_text(msg.text)):
                self._add(piece)
                if self.session.title is None and piece.origin == Origin.HUMAN:
                    self.session.title = human_title(piece.text)
            return
        self._add(msg)

    def _add(self, msg: Message) -> None:
        msg.idx = self.idx
        self.idx += 1
        if msg.role == Role.ASSISTANT and msg.model is None:
            msg.model = self.model
        self.session.messages.append(msg)

    def replayed(self, obj: Mapping[str, Any], source: Path) -> bool:
        """Whether a line is the history of the session this one resumed or forked.

        Codex starts a resumed (or forked) rollout with its own `session_meta`,
        then the earlier session's `session_meta` and that session's lines again,
        re-stamped with the time of the resume. While those lines repeat the
        earlier rollout (found on disk by its id), they are skipped: stored from
        there, once. The first line that differs ends the replay.
        """
        if obj.get("type") == "session_meta":
            payload = obj.get("payload")
            other = payload.get("id") if isinstance(payload, Mapping) else None
            if self.native and isinstance(other, str) and other.strip() != self.native:
                self.session.parent_id = f"{AGENT}:{other.strip()}"
                self.replay = _earlier_lines(source, other.strip())
                self.replay_at = 0
                return True
            return False
        if not self.replay:
            return False
        at = self.replay_at
        if at < len(self.replay) and _line_hash(obj) == self.replay[at]:
            self.replay_at = at + 1
            return True
        self.replay, self.replay_at = [], 0
        return False

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
            native = payload.get("id")
            if self.native is None and isinstance(native, str) and native.strip():
                self.native = native.strip()
            cwd = payload.get("cwd")
            if isinstance(cwd, str) and cwd:
                self.session.workspace = cwd
            git = payload.get("git")
            if isinstance(git, Mapping) and isinstance(git.get("branch"), str):
                self.session.git_branch = git["branch"]
            if isinstance(git, Mapping) and isinstance(git.get("repository_url"), str):
                self.session.git_remote = git["repository_url"]
            if self.session.started_at is None:
                self.session.started_at = when
        elif kind == "turn_context":
            if isinstance(payload.get("model"), str):
                self.model = payload["model"]
        elif kind == "response_item":
            self._response_item(payload, when, line)
        elif kind == "event_msg":
            self._event(payload, when, line, skips)
        # `token_usage_record` (>= 0.148) and other kinds are not messages

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
                make_message(
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
            args = decode_args(p.get("arguments", p.get("input", p.get("action"))))
            if not self.claim(self.called, call_id, "item"):
                return
            if call_id:
                self.calls[call_id] = name
            self.add(
                make_message(
                    key=self._key(when, "call", call_id, name),
                    role=Role.ASSISTANT,
                    text=f"[Tool: {name}]",
                    tool_calls=[make_tool_call(name=name, call_id=call_id, input=args)],
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
            if not self.claim(self.answered, call_id, "item"):
                return
            text, exit_code = tool_output(p.get("output"))
            self.add(
                make_message(
                    key=self._key(when, "out", call_id, text[:256]),
                    role=Role.TOOL,
                    text=text,
                    tool_calls=[
                        make_tool_call(
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

    def _event(self, p: Mapping[str, Any], when: Any, line: int, skips: list[Skip]) -> None:
        ptype = p.get("type")
        if ptype == "item_completed":
            self._item(p, when, line, skips)
            return
        if ptype == "thread_settings_applied":
            settings = p.get("thread_settings")
            model = settings.get("model") if isinstance(settings, Mapping) else p.get("model")
            if isinstance(model, str) and model:
                self.model = model
            return
        if ptype in ("user_message", "agent_message"):
            role = Role.USER if ptype == "user_message" else Role.ASSISTANT
            text = p.get("message")
            if not isinstance(text, str) or not text.strip():
                return
            if self.duplicate(role, text, "event"):
                return
            self.add(
                make_message(
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
                    make_message(
                        key=self._key(when, "reasoning", text[:256]),
                        role=Role.ASSISTANT,
                        author="reasoning",
                        text=text,
                        created_at=when,
                        source_line=line,
                    )
                )

    # -- item_completed (Codex >= 0.148) ---------------------------------------------

    def _item(self, p: Mapping[str, Any], when: Any, line: int, skips: list[Skip]) -> None:
        item = p.get("item")
        if item is None:
            skips.append(Skip("missing_field", "`item_completed` without an `item`", line))
            return
        if not isinstance(item, Mapping):
            what = type(item).__name__
            skips.append(Skip("wrong_type", f"`item_completed` item is a {what}", line))
            return
        kind = item_kind(item.get("type"))
        if kind is None:
            skips.append(Skip("missing_field", "`item_completed` item without a `type`", line))
            return
        raw_id, raw_turn = item.get("id"), p.get("turn_id")
        item_id = raw_id if isinstance(raw_id, str) and raw_id else None
        turn = raw_turn if isinstance(raw_turn, str) else ""
        item_ref = _ItemRef(turn, item_id, when, line)
        if kind in ("usermessage", "agentmessage"):
            role = Role.USER if kind == "usermessage" else Role.ASSISTANT
            text = item_text(item)
            if text is None:
                what = type(item.get("content")).__name__
                skips.append(Skip("wrong_type", f"`{item['type']}` content is a {what}", line))
                return
            if not text.strip() or self.duplicate(role, text, "turn"):
                return
            self.add(
                make_message(
                    key=item_ref.key("msg", role.value, text[:256]),
                    role=role,
                    text=text,
                    created_at=when,
                    source_line=line,
                )
            )
            return
        raw_call = item.get("call_id", item.get("callId"))
        call_id = raw_call if isinstance(raw_call, str) and raw_call else item_id
        failed = failed_status(item.get("status"))
        if kind == "commandexecution":
            args: dict[str, Any] = {"command": command_of(item.get("command"))}
            cwd = path_of(item.get("cwd"))
            if cwd is not None:
                args["cwd"] = cwd
            output, exit_code = command_output(item)
            self._tool(item_ref, "shell", call_id, args, output, exit_code, failed)
        elif kind == "mcptoolcall":
            server, tool = item.get("server"), item.get("tool")
            named = [n for n in (server, tool) if isinstance(n, str) and n]
            name = ".".join(named) if named else "mcp"
            result, error = mcp_result(item)
            if error is not None:  # the result's own verdict, unless `status` already failed
                failed = error or bool(failed)
            args_raw = decode_args(item.get("arguments", item.get("input")))
            self._tool(item_ref, name, call_id, args_raw, result, None, failed)
        elif kind == "filechange":
            output, exit_code = command_output(item)
            if failed is None and isinstance(item.get("success"), bool):
                failed = not item["success"]
            changes = {"changes": file_changes(item.get("changes"))}
            self._tool(item_ref, "apply_patch", call_id, changes, output, exit_code, failed)
        # `Reasoning` items (encrypted, or the summary `agent_reasoning` already
        # gives) and kinds such as SubAgentActivity, Extension or WebSearch carry
        # nothing to store

    def _tool(
        self,
        ref: _ItemRef,
        name: str,
        call_id: str | None,
        args: Any,
        output: str | None,
        exit_code: int | None,
        failed: bool | None,
    ) -> None:
        """The messages of a tool item: the call, then its output when it has one."""
        if self.claim(self.called, call_id, "turn"):
            if call_id:
                self.calls[call_id] = name
            self.add(
                make_message(
                    key=ref.key("call", call_id, name),
                    role=Role.ASSISTANT,
                    text=f"[Tool: {name}]",
                    tool_calls=[make_tool_call(name=name, call_id=call_id, input=args)],
                    created_at=ref.when,
                    source_line=ref.line,
                )
            )
        # a failed call without output still gets its (empty) result: the failure is the news
        if output is None and exit_code is None and not failed:
            return
        if not self.claim(self.answered, call_id, "turn"):
            return
        text = output or ""
        if failed or (exit_code is not None and exit_code != 0):
            is_error: bool | None = True
        else:
            is_error = False if failed is False or exit_code == 0 else None
        self.add(
            make_message(
                key=ref.key("out", call_id, text[:256]),
                role=Role.TOOL,
                text=text,
                tool_calls=[
                    make_tool_call(
                        name=name,
                        call_id=call_id,
                        output=text[:TOOL_OUTPUT_CHARS],
                        exit_code=exit_code,
                        is_error=is_error,
                    )
                ],
                created_at=ref.when,
                source_line=ref.line,
            )
        )


@dataclass(frozen=True)
class _ItemRef:
    """Where an `item_completed` item sits: its turn and id, its timestamp and line."""

    turn: str
    item_id: str | None
    when: Any
    line: int

    def key(self, kind: str, *parts: Any) -> str:
        """The turn and item id with `kind` (in case ids restart per turn); without an
        id, the timestamp hash of `kind` and `parts` that id-less lines use."""
        if self.item_id is not None:
            return stable_key("item", self.turn, self.item_id, kind)
        return stable_key(str(self.when), kind, *parts)


_UUID_END = re.compile(r"[0-9a-fA-F]{8}(?:-[0-9a-fA-F]{4}){3}-[0-9a-fA-F]{12}$")


#: the record types of a rollout line (`{timestamp, type, payload}`)
_ENVELOPES = frozenset({"session_meta", "response_item", "event_msg", "turn_context", "compacted"})
#: a legacy rollout: one object that opens with its session
_LEGACY_START = re.compile(r'\{\s*"session"\s*:\s*\{')


def _native_id(source: Path, meta_id: str | None = None) -> str:
    """Codex's session id: `session_meta.id`, else the uuid that ends the file name.

    A file named otherwise keeps the path below `sessions/` without its
    extension (e.g. `2025/11/25/rollout-x`), the id every session had before
    (migration m008 renamed stored sessions the same way and kept the old ids
    as aliases).
    """
    if meta_id:
        return meta_id
    found = _UUID_END.search(source.stem)
    if found:
        return found.group(0).lower()
    parts = source.with_suffix("").parts
    if "sessions" in parts:
        cut = len(parts) - 1 - parts[::-1].index("sessions")
        return "/".join(parts[cut + 1 :])
    return source.stem


def _line_hash(obj: Mapping[str, Any]) -> str:
    """A rollout line without its timestamp (a replay re-stamps the lines it copies)."""
    return stable_key(obj.get("type"), obj.get("payload"))


def _earlier_lines(source: Path, native: str) -> list[str]:
    """Line hashes of the rollout of session `native`, looked for in the `sessions`
    folder above `source`; [] when it is not on disk (the replay is then the only copy)."""
    if not _UUID_END.fullmatch(native):
        return []
    root = next((p for p in source.parents if p.name == "sessions"), source.parent)
    for found in sorted(root.glob(f"*/*/*/rollout-*-{native}.jsonl")):
        if found == source:
            continue
        hashes = []
        try:
            with open_regular(found) as fh:
                for raw in fh:
                    try:
                        obj = orjson.loads(raw)
                    except orjson.JSONDecodeError:
                        continue
                    if isinstance(obj, dict) and obj.get("type") != "session_meta":
                        hashes.append(_line_hash(obj))
        except OSError:
            return []
        return hashes
    return []


def _name(session: Session, native: str) -> None:
    session.id, session.native_id = f"{AGENT}:{native}", native


class CodexConnector(FileConnector):
    """Reads Codex CLI rollouts (JSONL incrementally, legacy JSON whole)."""

    agent = AGENT
    patterns = ("rollout-*.jsonl", "rollout-*.json", PROMPT_LOG)

    def default_roots(self, environ: Mapping[str, str], home: Path) -> list[Path]:
        """`$CODEX_HOME/sessions` (default `~/.codex/sessions`), and the prompt log
        `history.jsonl` beside it when it exists (`prompt_logs.py`)."""
        base = environ.get("CODEX_HOME")
        folder = Path(base).expanduser() if base else home / ".codex"
        log = folder / PROMPT_LOG
        return [folder / "sessions", *([log] if log.is_file() else [])]

    def _session(self, source: Path) -> Session:
        native = _native_id(source)
        return Session(
            id=f"{AGENT}:{native}", agent=AGENT, native_id=native, source_path=str(source)
        )

    def recognise(self, head: Head) -> str | None:
        """Which Codex file the head is (sniff.py): a rollout (`{timestamp, type, payload}`
        lines of known types), the prompt log (`{session_id, ts, text}` lines), or a
        legacy rollout (one `{"session": …, "items": […]}` object)."""
        records = head.records
        if any(r.get("type") in _ENVELOPES and isinstance(r.get("payload"), dict) for r in records):
            return "rollout"
        if holds_prompts(records, CODEX_FIELDS) and any("session_id" in r for r in records):
            return "prompt_log"
        if head.starts(_LEGACY_START) and '"items"' in head.text:
            return "legacy"
        return None

    def _by_name(self, source: Path) -> str | None:
        if is_prompt_log(source):
            return "prompt_log"
        if self.matches(source):
            return "legacy" if source.suffix == ".json" else "rollout"
        return None

    def read(self, source: Path, previous: Checkpoint | None, limits: IngestConfig) -> ReadResult:
        """Read the lines appended since `previous`; a legacy `.json` file whole.

        The kind of file is what its name says, else what it holds (a renamed copy).
        """
        kind = kind_of(source, self._by_name, self.recognise)
        if kind == "legacy" or (kind is None and source.suffix == ".json"):
            return self._read_legacy(source, previous, limits)
        if kind == "prompt_log":
            return read_prompt_log(
                source,
                previous,
                limits,
                agent=AGENT,
                fields=CODEX_FIELDS,
                transcripts=codex_transcripts,
            )
        reader = read_jsonl_incremental(source, previous, limits.max_line_bytes, READ_CHUNK_BYTES)
        keep = previous is not None and not reader.replace and reader.start > 0
        session = self._session(source)
        parse = _Parse(session, previous.state if keep and previous else {})
        skips: list[Skip] = []
        for line, obj in reader:
            if not parse.replayed(obj, source):
                parse.line(obj, line, skips)
        _name(session, _native_id(source, parse.native))
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
        if isinstance(meta, Mapping) and isinstance(meta.get("id"), str) and meta["id"].strip():
            _name(session, meta["id"].strip())
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
