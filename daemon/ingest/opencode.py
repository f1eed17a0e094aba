"""OpenCode: the SQLite database of v1.2+ and the older JSON file tree.

v1.2+ keeps everything in `opencode.db`: `session` rows, `message` rows whose
`data` column is the message JSON, and `part` rows (text, tool calls with their
state and output, reasoning, patches). Older versions wrote the same objects as
files under `storage/`: `session/<projectID>/<sessionID>.json`,
`message/<sessionID>/<msgID>.json` and `part/<msgID>/<partID>.json`. Both are
re-read whole on change; a session seen in both gets the same id and merges.
"""

from __future__ import annotations

import sqlite3
import sys
from collections.abc import Iterator, Mapping
from pathlib import Path
from typing import TYPE_CHECKING, Any

import orjson

from kenning.daemon.core.files import read_regular
from kenning.daemon.core.models import Role
from kenning.daemon.core.transcripts import Message, Session, ToolCall

from .base import Checkpoint, ReadResult, Skip, parse_timestamp, register
from .jsonfiles import load_json_capped
from .wholefile import (
    SQLITE_ERRORS,
    SqliteUnreadable,
    begin_read,
    checkpoint_of,
    classify,
    connect_readonly,
    unreadable_result,
)

if TYPE_CHECKING:
    from kenning.daemon.core.config import IngestConfig

AGENT = "opencode"
DB_NAME = "opencode.db"
_ROLES = {"user": Role.USER, "assistant": Role.ASSISTANT, "system": Role.SYSTEM}


def data_dirs(environ: Mapping[str, str], home: Path, *, platform: str | None = None) -> list[Path]:
    """OpenCode's data folders: it follows XDG on every OS, plus this OS's own folder."""
    system = sys.platform if platform is None else platform
    xdg = environ.get("XDG_DATA_HOME")
    dirs = [Path(xdg) / "opencode"] if xdg else []
    dirs.append(home / ".local" / "share" / "opencode")
    if system == "darwin":
        dirs.append(home / "Library" / "Application Support" / "opencode")
    appdata = environ.get("LOCALAPPDATA")
    if appdata and system in ("win32", "cygwin"):
        dirs.append(Path(appdata) / "opencode")
    return dirs


def _obj(value: Any) -> Mapping[str, Any]:
    return value if isinstance(value, Mapping) else {}


def _part_content(part: Mapping[str, Any]) -> tuple[str, ToolCall | None]:
    kind = part.get("type")
    if kind == "text":
        text = part.get("text")
        return (text if isinstance(text, str) else ""), None
    if kind == "tool" and isinstance(part.get("tool"), str):
        state = _obj(part.get("state"))
        status = state.get("status")
        output = state.get("output", state.get("error"))
        call_id = part.get("callID")
        return "", ToolCall(
            name=part["tool"],
            call_id=call_id if isinstance(call_id, str) else None,
            input=state.get("input"),
            output=output if isinstance(output, str) else None,
            is_error=(status == "error") if isinstance(status, str) else None,
        )
    # reasoning, step markers, snapshots, patches and file attachments carry no
    # conversation text (the same blocks flatten_content drops for other agents).
    return "", None


def _message(
    msg_id: str, data: Mapping[str, Any], parts: list[Mapping[str, Any]], line: int
) -> Message | None:
    role = _ROLES.get(str(data.get("role")))
    if role is None:
        return None
    texts: list[str] = []
    calls: list[ToolCall] = []
    for part in parts:
        text, call = _part_content(part)
        if text:
            texts.append(text)
        if call is not None:
            calls.append(call)
    if not texts and not calls:
        return None
    model = data.get("modelID")
    return Message(
        key=msg_id,
        role=role,
        model=model if isinstance(model, str) else None,
        text="\n\n".join(texts),
        tool_calls=calls,
        created_at=parse_timestamp(_obj(data.get("time")).get("created")),
        source_line=line,
    )


def _session(
    source: Path, info: Mapping[str, Any], created: Any, updated: Any, messages: list[Message]
) -> Session | None:
    native = info.get("id")
    if not isinstance(native, str) or not messages:
        return None
    messages.sort(key=lambda m: (m.created_at is None, m.created_at or 0, m.key))
    for idx, message in enumerate(messages):
        message.idx = idx
    times = [m.created_at for m in messages if m.created_at]
    parent = info.get("parentID", info.get("parent_id"))
    title, directory = info.get("title"), info.get("directory")
    return Session(
        id=f"{AGENT}:{native}",
        agent=AGENT,
        native_id=native,
        source_path=str(source),
        workspace=directory if isinstance(directory, str) and directory else None,
        title=title if isinstance(title, str) and title else None,
        parent_id=f"{AGENT}:{parent}" if isinstance(parent, str) and parent else None,
        started_at=parse_timestamp(created) or (min(times) if times else None),
        ended_at=parse_timestamp(updated) or (max(times) if times else None),
        messages=messages,
    )


class OpenCodeConnector:
    """Reads OpenCode's `opencode.db` and its older `storage/` JSON tree."""

    agent = AGENT

    def default_roots(self, environ: Mapping[str, str], home: Path) -> list[Path]:
        """`$OPENCODE_SQLITE_DB`, `$OPENCODE_STORAGE_ROOT`, then the XDG data folders."""
        roots = [
            Path(environ[name])
            for name in ("OPENCODE_SQLITE_DB", "OPENCODE_STORAGE_ROOT")
            if environ.get(name)
        ]
        return roots + data_dirs(environ, home)

    def discover(self, root: Path) -> Iterator[Path]:
        """Yield the database and every session file of the JSON tree under a root.

        A file root (`$OPENCODE_SQLITE_DB`, `kenning ingest x.db`) is a source
        only when it can be one: a SQLite database or a JSON session file.
        """
        if root.is_file():
            if root.suffix in (".db", ".sqlite", ".json"):
                yield root
            return
        if (root / DB_NAME).is_file():
            yield root / DB_NAME
        storage = root if (root / "session").is_dir() else root / "storage"
        if (storage / "session").is_dir():
            yield from sorted((storage / "session").glob("*/*.json"))

    def source_for(self, path: Path) -> Path | None:
        """The database for its WAL; the session file for a message or part file."""
        if path.name in (DB_NAME, DB_NAME + "-wal"):
            return path.with_name(DB_NAME)
        if path.suffix != ".json" or len(path.parts) < 4:
            return None
        kind, storage = path.parent.parent.name, path.parent.parent.parent
        if kind == "session":
            return path
        session_id: Any = path.parent.name if kind == "message" else None
        if kind == "part":
            try:  # a part names its session
                session_id = orjson.loads(read_regular(path)).get("sessionID")
            except (OSError, orjson.JSONDecodeError, AttributeError):
                return None
        if not isinstance(session_id, str) or not (storage / "session").is_dir():
            return None
        return next((storage / "session").glob(f"*/{session_id}.json"), None)

    def read(self, source: Path, previous: Checkpoint | None, limits: IngestConfig) -> ReadResult:
        """Read the database or one JSON-tree session; `replace=True`: merged by message id."""
        start = begin_read(source, AGENT, previous, skip_unchanged=source.suffix == ".db")
        if isinstance(start, ReadResult):
            return start
        ident = start
        skips: list[Skip] = []
        if source.suffix == ".db":
            try:
                sessions = _read_db(source, limits, skips)
            except SqliteUnreadable as exc:
                return unreadable_result(exc, source, AGENT, previous, ident)
            return ReadResult(sessions, checkpoint_of(source, AGENT, ident), skips, replace=True)
        # A JSON-tree session spans many files: its own file may be unchanged
        # while a part was added, so it is always read when asked.
        checkpoint = checkpoint_of(source, AGENT, ident)
        session = _read_tree_session(source, limits, skips)
        return ReadResult([session] if session else [], checkpoint, skips, replace=True)


def _read_db(source: Path, limits: IngestConfig, skips: list[Skip]) -> list[Session]:
    try:
        conn = connect_readonly(source)
    except SQLITE_ERRORS as exc:
        raise classify(exc, source, "OpenCode") from exc
    conn.row_factory = sqlite3.Row
    try:
        tables = {
            row[0] for row in conn.execute("SELECT name FROM sqlite_master WHERE type='table'")
        }
        if not {"session", "message", "part"} <= tables:
            skips.append(
                Skip(
                    "unknown_schema",
                    f"{source}: no session/message/part tables (not an OpenCode v1.2+ db)",
                )
            )
            return []
        parts: dict[str, list[Mapping[str, Any]]] = {}
        for row in conn.execute("SELECT id, message_id, data FROM part ORDER BY message_id, id"):
            part = _json_column(row["data"], f"part {row['id']}", limits, skips)
            if part is not None:
                parts.setdefault(row["message_id"], []).append(part)
        by_session: dict[str, list[Message]] = {}
        for line, row in enumerate(conn.execute("SELECT * FROM message ORDER BY session_id, id")):
            data = _json_column(row["data"], f"message {row['id']}", limits, skips)
            if data is None:
                continue
            if "time" not in data and "time_created" in set(row.keys()):
                data = {**data, "time": {"created": row["time_created"]}}
            message = _message(row["id"], data, parts.get(row["id"], []), line)
            if message is not None:
                by_session.setdefault(row["session_id"], []).append(message)
        sessions = []
        for row in conn.execute("SELECT * FROM session ORDER BY id"):
            info = dict(row)
            session = _session(
                source,
                info,
                info.get("time_created"),
                info.get("time_updated"),
                by_session.get(row["id"], []),
            )
            if session is not None:
                sessions.append(session)
        return sessions
    except SQLITE_ERRORS as exc:
        raise classify(exc, source, "OpenCode") from exc
    finally:
        conn.close()


def _json_column(
    raw: Any, what: str, limits: IngestConfig, skips: list[Skip]
) -> Mapping[str, Any] | None:
    if isinstance(raw, str | bytes) and len(raw) > limits.max_json_bytes:
        skips.append(
            Skip(
                "too_large",
                f"{what}: {len(raw)} bytes > ingest.max_json_bytes={limits.max_json_bytes}",
            )
        )
        return None
    try:
        value = orjson.loads(raw) if isinstance(raw, str | bytes) else raw
    except orjson.JSONDecodeError as exc:
        skips.append(Skip("invalid_json", f"{what}: {exc}"))
        return None
    if not isinstance(value, Mapping):
        skips.append(Skip("wrong_type", f"{what}: data is a {type(value).__name__}, not an object"))
        return None
    return value


def _child_dir(parent: Path, name: str) -> Path | None:
    """`parent / name` when `name` is one plain folder name, else None.

    The ids come from the files being read: one with a slash or `..` would
    leave the storage tree, and one with a NUL or longer than a file name
    makes `stat` raise (ValueError, ENAMETOOLONG) instead of finding nothing.
    """
    if name in ("", ".", "..") or "/" in name or "\\" in name or "\x00" in name:
        return None
    if len(name.encode("utf-8", "surrogatepass")) > 255:
        return None
    return parent / name


def _read_tree_session(source: Path, limits: IngestConfig, skips: list[Skip]) -> Session | None:
    info = load_json_capped(source, limits, skips)
    if info is None:
        return None
    if not isinstance(info, Mapping) or not isinstance(info.get("id"), str):
        skips.append(Skip("wrong_type", f"{source}: not a session object with an `id`"))
        return None
    # storage/session/<projectID>/<sessionID>.json → storage/
    storage = source.parent.parent.parent
    messages: list[Message] = []
    message_dir = _child_dir(storage / "message", info["id"])
    if message_dir is None:
        skips.append(Skip("wrong_type", f"{source}: the session `id` is not a folder name"))
        return None
    for line, path in enumerate(sorted(message_dir.glob("*.json")) if message_dir.is_dir() else []):
        data = load_json_capped(path, limits, skips)
        if data is None:
            continue
        if not isinstance(data, Mapping) or not isinstance(data.get("id"), str):
            skips.append(Skip("wrong_type", f"{path}: not a message object with an `id`"))
            continue
        parts: list[Mapping[str, Any]] = []
        part_dir = _child_dir(storage / "part", data["id"])
        for part_path in sorted(part_dir.glob("*.json")) if part_dir and part_dir.is_dir() else []:
            part = load_json_capped(part_path, limits, skips)
            if isinstance(part, Mapping):
                parts.append(part)
            elif part is not None:
                skips.append(
                    Skip("wrong_type", f"{part_path}: a {type(part).__name__}, not a part object")
                )
        message = _message(data["id"], data, parts, line)
        if message is not None:
            messages.append(message)
    time = _obj(info.get("time"))
    return _session(source, info, time.get("created"), time.get("updated"), messages)


register(OpenCodeConnector())
