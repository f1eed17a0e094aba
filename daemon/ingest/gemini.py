"""Gemini CLI: `<project>/chats/session-*.json` (legacy) and `session-*.jsonl` (current).

The legacy JSON holds the whole session and is re-read on change. The
current JSONL is an event log that Gemini CLI replays on load:

* a header line (`sessionId` + `projectHash`, or `kind: "main"`) gives session fields;
* a line with an `id` upserts that message (a later line with the same id replaces it);
* `{"$set": {...}}` updates session fields; `$set.messages` replaces the whole history;
* `{"$patch": {...}}` replaces a message's `content` or tool results, applies
  `updates[]`, `removeIds[]`, `orderIds[]`;
* `{"$rewindTo": id}` deletes that message and every later one.

The replay is incremental: the checkpoint keeps the ordered message ids with
each one's role, time and position, so an appended line costs only itself. A
patch that needs a message's full body (tool results, re-ordering) re-reads
the file from its start instead; the writer merges by id, nothing doubles.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from pathlib import Path
from typing import TYPE_CHECKING, Any

from kenning.daemon.core.files import read_regular
from kenning.daemon.core.models import Origin, Role
from kenning.daemon.core.transcripts import Message, Session, ToolCall

from .base import (
    READ_CHUNK_BYTES,
    Checkpoint,
    FileConnector,
    ReadResult,
    Skip,
    flatten_content,
    json_text,
    parse_timestamp,
    register,
)
from .jsonfiles import load_json_object, read_jsonl_incremental, stat_checkpoint
from .origins import classify_user_text, human_title
from .sniff import Head, kind_of

if TYPE_CHECKING:
    from kenning.daemon.core.config import IngestConfig

AGENT = "gemini"
TOOL_OUTPUT_CHARS = 4096
_ROLES = {
    "user": Role.USER,
    "model": Role.ASSISTANT,
    "gemini": Role.ASSISTANT,
    "assistant": Role.ASSISTANT,
    "info": Role.SYSTEM,
    "error": Role.SYSTEM,
    "warning": Role.SYSTEM,
}


class _FullReplay(Exception):
    """An event the incremental replay cannot apply: read the file again from its start."""


def _text(content: Any) -> str:
    if isinstance(content, list):
        # Gemini "parts": [{text}, ...]
        return flatten_content([p for p in content if isinstance(p, Mapping | str)])
    return flatten_content(content)


#: the exit status Gemini CLI's shell tool tells the model (`Exit Code: 254`)
_EXIT_CODE = re.compile(r"(?m)^Exit Code: (-?\d{1,3})\s*$")


def _response_text(result: Any) -> str | None:
    """What the tool told the model: `result[].functionResponse.response` `output` / `error`."""
    if not isinstance(result, list):
        return None
    texts = []
    for part in result:
        reply = part.get("functionResponse") if isinstance(part, Mapping) else None
        response = reply.get("response") if isinstance(reply, Mapping) else None
        if isinstance(response, Mapping):
            texts += [v for k in ("output", "error") if isinstance(v := response.get(k), str)]
    return "\n".join(texts) or None


def _tool_calls(raw: Any) -> list[ToolCall]:
    """Tool calls with their results. The result shown to the person (`resultDisplay`) is kept
    when it is text; a shell's display is a terminal buffer of styled spans, so then the text
    the model was given is read, with the exit status it states (the call's `status` only says
    the tool ran: a build that exits 254 is a `success`)."""
    calls: list[ToolCall] = []
    if not isinstance(raw, list):
        return calls
    for item in raw:
        if not isinstance(item, Mapping):
            continue
        name = item.get("name") if isinstance(item.get("name"), str) else "unknown"
        told = _response_text(item.get("result"))
        result = item.get("resultDisplay", item.get("result"))
        if not isinstance(result, str) and told is not None:
            result = told
        output = result if result is None or isinstance(result, str) else json_text(result)
        code = _EXIT_CODE.findall(told or "")
        status = item.get("status")
        calls.append(
            ToolCall(
                name=name,
                call_id=item.get("id") if isinstance(item.get("id"), str) else None,
                input=item.get("args"),
                output=output[:TOOL_OUTPUT_CHARS] if output else output,
                is_error=status == "error" if isinstance(status, str) else None,
                exit_code=int(code[-1]) if code else None,
            )
        )
    return calls


def _project_workspace(source: Path) -> str | None:
    """The project folder Gemini recorded in `<project>/.project_root`, if any."""
    marker = source.parent.parent / ".project_root"
    try:
        text = read_regular(marker).decode("utf-8").strip()
    except (OSError, UnicodeDecodeError):
        return None
    return text or None


class _Replay:
    """Gemini's own load semantics over a stream of event lines."""

    def __init__(self, session: Session, state: Mapping[str, Any], full: bool) -> None:
        self.session = session
        #: replaying from the first line: every message body is at hand
        self.full = full
        # id -> [position, role, time]; order is the list of live ids
        self.meta: dict[str, list[Any]] = dict(state.get("meta") or {})
        self.order: list[str] = list(state.get("order") or [])
        self.fields: dict[str, Any] = dict(state.get("fields") or {})
        self.emitted: dict[str, Message] = {}
        self.removed: set[str] = set()

    def state(self) -> dict[str, Any]:
        return {"meta": self.meta, "order": self.order, "fields": self.fields}

    def upsert(self, record: Mapping[str, Any], line: int, skips: list[Skip]) -> None:
        msg_id = str(record["id"])
        role = _ROLES.get(str(record.get("type", record.get("role"))))
        if role is None:
            skips.append(Skip("missing_field", f"message {msg_id}: unknown type", line))
            return
        text = _text(record.get("content"))
        calls = _tool_calls(record.get("toolCalls"))
        when = parse_timestamp(record.get("timestamp"))
        if msg_id not in self.meta:
            self.order.append(msg_id)
            self.meta[msg_id] = [len(self.order) - 1, role.value, record.get("timestamp")]
        else:
            self.meta[msg_id][1:] = [role.value, record.get("timestamp")]
        self.removed.discard(msg_id)
        model = record.get("model")
        origin = None
        if role == Role.USER:
            # one message per id (a later upsert replaces it): not split, labelled whole
            pieces = classify_user_text(text)
            origin = pieces[0][0] if len(pieces) == 1 else Origin.HUMAN
        msg = Message(
            origin=origin,
            key=msg_id,
            idx=int(self.meta[msg_id][0]),
            role=role,
            model=model if isinstance(model, str) else None,
            text=text,
            tool_calls=calls,
            created_at=when,
            source_line=line,
        )
        if text.strip() or calls:
            self.emitted[msg_id] = msg
        else:
            self.emitted.pop(msg_id, None)
        if origin == Origin.HUMAN and text.strip() and "said" not in self.fields:
            self.fields["said"] = human_title(text)

    def remove(self, ids: Iterable[str]) -> None:
        for msg_id in ids:
            if msg_id in self.meta:
                del self.meta[msg_id]
                self.order.remove(msg_id)
                self.emitted.pop(msg_id, None)
                self.removed.add(msg_id)
        for pos, msg_id in enumerate(self.order):
            self.meta[msg_id][0] = pos

    def event(self, obj: Mapping[str, Any], line: int, skips: list[Skip]) -> None:
        if "$rewindTo" in obj:
            target = str(obj["$rewindTo"])
            if target in self.meta:
                self.remove(self.order[self.order.index(target) :])
            return
        if "$set" in obj:
            values = obj["$set"]
            if not isinstance(values, Mapping):
                skips.append(Skip("wrong_type", "`$set` is not an object", line))
                return
            if "messages" in values:
                messages = values["messages"]
                self.remove(list(self.order))
                for record in messages if isinstance(messages, list) else []:
                    if isinstance(record, Mapping) and "id" in record:
                        self.upsert(record, line, skips)
            self._fields({k: v for k, v in values.items() if k != "messages"})
            return
        if "$patch" in obj:
            self._patch(obj["$patch"], line, skips)
            return
        if "id" in obj and ("type" in obj or "content" in obj):
            self.upsert(obj, line, skips)
            return
        if "sessionId" in obj or obj.get("kind") == "main":
            self._fields(obj)
            return
        skips.append(Skip("missing_field", "neither a message, a header nor an event", line))

    def _fields(self, values: Mapping[str, Any]) -> None:
        for name in ("sessionId", "projectHash", "startTime", "lastUpdated", "title", "summary"):
            value = values.get(name)
            if isinstance(value, str | int | float) and not isinstance(value, bool):
                self.fields["title" if name == "summary" else name] = value

    def _patch(self, patch: Any, line: int, skips: list[Skip]) -> None:
        if not isinstance(patch, Mapping):
            skips.append(Skip("wrong_type", "`$patch` is not an object", line))
            return
        if patch.get("orderIds") or patch.get("toolCalls") is not None:
            if not self.full:
                raise _FullReplay
            self._patch_bodies(patch)
        removed = patch.get("removeIds")
        if isinstance(removed, list):
            self.remove([str(i) for i in removed])
        updates = list(patch.get("updates") or [])
        if "id" in patch and "content" in patch:
            updates.append({"id": patch["id"], "content": patch["content"]})
        for update in updates:
            if not isinstance(update, Mapping) or "id" not in update:
                continue
            msg_id = str(update["id"])
            if msg_id not in self.meta:
                continue
            if set(update) - {"id", "content"}:
                if not self.full:
                    raise _FullReplay  # needs the rest of the message body
                body = self.emitted.get(msg_id)
                if body is not None and isinstance(update.get("toolCalls"), list):
                    body.tool_calls = _tool_calls(update["toolCalls"])
                if "content" not in update:
                    continue
            _pos, role, when = self.meta[msg_id]
            self.upsert(
                {"id": msg_id, "type": role, "timestamp": when, "content": update["content"]},
                line,
                skips,
            )

    def _patch_bodies(self, patch: Mapping[str, Any]) -> None:
        """Apply what needs whole message bodies (only when replaying from the start)."""
        calls = patch.get("toolCalls")
        target = self.emitted.get(str(patch.get("id")))
        if isinstance(calls, list) and target is not None:
            results = {c.get("id"): c for c in calls if isinstance(c, Mapping)}
            for call in target.tool_calls:
                found = results.get(call.call_id)
                if found is not None:
                    patched = _tool_calls([{"name": call.name, **found}])[0]
                    call.output, call.is_error = patched.output, patched.is_error
                    call.exit_code = patched.exit_code
        order = patch.get("orderIds")
        if isinstance(order, list):
            wanted = [str(i) for i in order if str(i) in self.meta]
            rest = [i for i in self.order if i not in set(wanted)]
            self.order = wanted + rest
            for pos, msg_id in enumerate(self.order):
                self.meta[msg_id][0] = pos
                if msg_id in self.emitted:
                    self.emitted[msg_id].idx = pos

    def finish(self) -> None:
        fields = self.fields
        # `_fields` keeps numbers too (timestamps); a numeric title would reach the
        # sanitizer as an int (assignment skips pydantic's validation), so only text
        # the person's first words; the file's own title or summary (the model's) else
        title = fields.get("said") or fields.get("title")
        self.session.title = title if isinstance(title, str) else None
        self.session.started_at = parse_timestamp(fields.get("startTime"))
        self.session.ended_at = parse_timestamp(fields.get("lastUpdated"))
        self.session.messages = sorted(self.emitted.values(), key=lambda m: m.idx)


_LEGACY_KEYS = re.compile(r'^\s*\{\s*"(?:sessionId|projectHash)"\s*:')
_EVENTS = ("$set", "$patch", "$rewindTo")


def _event_line(record: Mapping[str, Any]) -> bool:
    """A line only Gemini CLI's event log writes (`GeminiConnector.recognise`)."""
    if "projectHash" in record or record.get("kind") == "main":
        return True
    if any(key in record for key in _EVENTS):
        return True
    kind = record.get("type")
    return (
        "id" in record
        and isinstance(kind, str)
        and kind in _ROLES
        and "content" in record
        and "message" not in record
    )


class GeminiConnector(FileConnector):
    """Reads Gemini CLI chats: event-sourced JSONL incrementally, legacy JSON whole."""

    agent = AGENT
    patterns = ("session-*.json", "session-*.jsonl")

    def default_roots(self, environ: Mapping[str, str], home: Path) -> list[Path]:
        """`$GEMINI_HOME` if set, else `~/.gemini/tmp`."""
        configured = environ.get("GEMINI_HOME")
        return [Path(configured).expanduser() if configured else home / ".gemini" / "tmp"]

    def _session(self, source: Path, native: str | None = None) -> Session:
        native = native or f"{source.parent.parent.name}/{source.stem}"
        return Session(
            id=f"{AGENT}:{native}",
            agent=AGENT,
            native_id=native,
            source_path=str(source),
            workspace=_project_workspace(source),
        )

    def recognise(self, head: Head) -> str | None:
        """Which Gemini CLI file the head is (sniff.py): a legacy chat (one object with
        `sessionId`/`projectHash` and a `messages` list) or the event log (a header, `id`
        lines of Gemini's message types with `content`, `$set`/`$patch`/`$rewindTo`)."""
        records = head.records
        if records:  # JSON lines: the legacy chat on one line, or the event log
            if isinstance(records[0].get("messages"), list) and "sessionId" in records[0]:
                return "legacy"
            return "jsonl" if any(_event_line(r) for r in records) else None
        # one object over many lines (or a first line longer than the head)
        return "legacy" if _LEGACY_KEYS.match(head.text) and '"messages"' in head.text else None

    def _by_name(self, source: Path) -> str | None:
        if not self.matches(source):
            return None
        return "legacy" if source.suffix == ".json" else "jsonl"

    def read(self, source: Path, previous: Checkpoint | None, limits: IngestConfig) -> ReadResult:
        """Replay the events appended since `previous`; a legacy `.json` file whole.

        The kind of file is what its name says, else what it holds (a renamed copy).
        """
        kind = kind_of(source, self._by_name, self.recognise)
        if kind == "legacy" or (kind is None and source.suffix == ".json"):
            return self._read_legacy(source, limits)
        try:
            return self._replay(source, previous, limits)
        except _FullReplay:
            result = self._replay(source, None, limits)
            result.replace = True
            return result

    def _replay(
        self, source: Path, previous: Checkpoint | None, limits: IngestConfig
    ) -> ReadResult:
        reader = read_jsonl_incremental(source, previous, limits.max_line_bytes, READ_CHUNK_BYTES)
        keep = previous is not None and not reader.replace and reader.start > 0
        session = self._session(source)
        replay = _Replay(session, previous.state if keep and previous else {}, full=not keep)
        skips: list[Skip] = []
        for line, obj in reader:
            replay.event(obj, line, skips)
        replay.finish()
        skips = reader.skips + skips
        if reader.ident.size == 0:
            skips.append(Skip("empty_file", "the chat log is empty"))
        removed = {session.id: sorted(replay.removed)} if replay.removed else {}
        touched = bool(session.messages) or bool(removed) or session.title is not None
        return ReadResult(
            [session] if touched else [],
            reader.checkpoint(AGENT, replay.state()),
            skips,
            replace=reader.replace,
            more=reader.more,
            removed=removed,
        )

    def _read_legacy(self, source: Path, limits: IngestConfig) -> ReadResult:
        checkpoint = stat_checkpoint(source, AGENT)
        skips: list[Skip] = []
        data = load_json_object(source, limits, skips)
        if data is None:
            return ReadResult([], checkpoint, skips)
        records = data.get("messages")
        if not isinstance(records, list):
            skips.append(Skip("missing_field", "no `messages` list"))
            return ReadResult([], checkpoint, skips)
        session = self._session(source)
        replay = _Replay(session, {}, full=True)
        replay._fields(data)
        for n, record in enumerate(records):
            if not isinstance(record, Mapping):
                skips.append(Skip("wrong_type", f"message {n} is a {type(record).__name__}", n))
                continue
            replay.upsert({"id": f"m{n}", **record}, n, skips)
        replay.finish()
        return ReadResult([session] if session.messages else [], checkpoint, skips, replace=True)


CONNECTOR = register(GeminiConnector())
