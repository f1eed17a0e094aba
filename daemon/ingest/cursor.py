"""Cursor IDE: composer sessions in the `state.vscdb` SQLite databases.

Cursor keeps its chats in VS Code's key/value databases: `cursorDiskKV` rows
`composerData:<composerId>` (the session) and `bubbleId:<composerId>:<bubbleId>`
(one message each). Older builds kept whole chats in `ItemTable` under an
`aichat…chatdata` key. Cursor has the database open while it runs, so it is
opened read-only through a `file:…?mode=ro` URI with no busy wait: a locked or
damaged database is skipped with a reason and tried again on its next change.
"""

from __future__ import annotations

import contextlib
import hashlib
import sqlite3
import sys
from collections.abc import Iterator, Mapping
from pathlib import Path
from typing import TYPE_CHECKING, Any
from urllib.parse import unquote, urlparse

import orjson

from kenning.daemon.core.files import read_regular
from kenning.daemon.core.models import Role
from kenning.daemon.core.transcripts import Message, Session, ToolCall

from .base import (
    Checkpoint,
    ReadResult,
    Skip,
    json_text,
    parse_timestamp,
    register,
)
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

AGENT = "cursor"
DB_NAME = "state.vscdb"
# The legacy `ItemTable` key of the pre-composer chat panel.
_LEGACY_CHAT_KEY = "workbench.panel.aichat.view.aichat.chatdata"


def cursor_user_dirs(
    environ: Mapping[str, str],
    home: Path,
    product: str = "Cursor",
    *,
    platform: str | None = None,
) -> list[Path]:
    """The `User` folders of a VS Code-family editor on this OS, most likely first.

    Only this OS's folders: a Linux machine is not told it waits for macOS and
    Windows paths (`kenning daemon status`). Under WSL the Windows editor's
    folder on the mounted C: drive is added when it exists.

    Args:
        environ: the environment (for `APPDATA` and WSL detection).
        home: the user's home folder.
        product: the editor's folder name (`Cursor`, `Code`).
        platform: a `sys.platform` value (default: this one's).
    """
    system = sys.platform if platform is None else platform
    if system == "darwin":
        return [home / "Library" / "Application Support" / product / "User"]
    if system in ("win32", "cygwin"):
        appdata = environ.get("APPDATA")
        roaming = Path(appdata) if appdata else home / "AppData" / "Roaming"
        return [roaming / product / "User"]
    dirs = [home / ".config" / product / "User"]
    wsl_users = Path("/mnt/c/Users")
    user = environ.get("USER") or home.name
    if environ.get("WSL_DISTRO_NAME") and (wsl_users / user).is_dir():
        dirs.append(wsl_users / user / "AppData" / "Roaming" / product / "User")
    return dirs


def decode_uri(uri: str) -> str | None:
    """A folder path from a `file://` or `vscode-remote://` URI (or a plain path)."""
    if not uri:
        return None
    if "://" not in uri:
        return uri
    parsed = urlparse(uri)
    if parsed.scheme not in ("file", "vscode-remote"):
        return None
    path = unquote(parsed.path)
    # file:///c%3A/Users/x decodes to /c:/Users/x: drop the slash before a drive letter.
    if len(path) > 2 and path[0] == "/" and path[2] == ":":
        path = path[1:]
    return path or None


def _loads(raw: object) -> Any:
    if isinstance(raw, memoryview):
        raw = bytes(raw)
    if not isinstance(raw, str | bytes):
        raise ValueError(f"value is {type(raw).__name__}, not JSON text")
    return orjson.loads(raw)


def _text(obj: Mapping[str, Any], *fields: str) -> str:
    for name in fields:
        value = obj.get(name)
        if isinstance(value, str) and value.strip():
            return value
    return ""


def _role(bubble: Mapping[str, Any]) -> Role:
    kind = bubble.get("type")
    if isinstance(kind, bool):  # bool is an int: never a role
        kind = None
    if isinstance(kind, int):
        return Role.USER if kind == 1 else Role.ASSISTANT
    for value in (kind, bubble.get("role")):
        if isinstance(value, str):
            lowered = value.lower()
            if lowered in ("user", "human"):
                return Role.USER
            if lowered == "system":
                return Role.SYSTEM
            if lowered in ("ai", "assistant", "bot", "model"):
                return Role.ASSISTANT
    return Role.ASSISTANT


def _model(obj: Mapping[str, Any]) -> str | None:
    for name in ("modelType", "model"):
        value = obj.get(name)
        if isinstance(value, str) and value:
            return value
    info = obj.get("modelInfo")
    if isinstance(info, Mapping) and isinstance(info.get("modelName"), str):
        return str(info["modelName"])
    return None


def _tool_call(bubble: Mapping[str, Any]) -> ToolCall | None:
    # Agent-mode bubbles carry one tool invocation in `toolFormerData`.
    data = bubble.get("toolFormerData")
    if not isinstance(data, Mapping) or not isinstance(data.get("name"), str):
        return None
    arguments: Any = data.get("params", data.get("rawArgs"))
    if isinstance(arguments, str):
        with contextlib.suppress(orjson.JSONDecodeError):
            arguments = orjson.loads(arguments)
    result = data.get("result")
    output = result if isinstance(result, str) or result is None else json_text(result)
    status = data.get("status")
    call_id = data.get("toolCallId")
    return ToolCall(
        name=data["name"],
        call_id=call_id if isinstance(call_id, str) else None,
        input=arguments,
        output=output,
        is_error=status == "error" if isinstance(status, str) else None,
    )


def _bubble_workspace(bubble: Mapping[str, Any]) -> str | None:
    value = bubble.get("workspaceProjectDir")
    if isinstance(value, str) and value:
        return decode_uri(value)
    uris = bubble.get("workspaceUris")
    if isinstance(uris, list):
        for uri in uris:
            if isinstance(uri, str) and (path := decode_uri(uri)):
                return path
    return None


def _message(bubble: Mapping[str, Any], key: str, idx: int) -> Message | None:
    text = _text(bubble, "text", "rawText", "content", "message")
    call = _tool_call(bubble)
    if not text and call is None:
        return None
    timing = bubble.get("timingInfo")
    created = parse_timestamp(bubble.get("timestamp", bubble.get("createdAt"))) or (
        parse_timestamp(timing.get("clientStartTime")) if isinstance(timing, Mapping) else None
    )
    return Message(
        key=key,
        idx=idx,
        role=_role(bubble),
        model=_model(bubble),
        text=text,
        tool_calls=[call] if call else [],
        created_at=created,
        source_line=idx,
    )


class CursorConnector:
    """Reads Cursor's composer chats from `globalStorage` and `workspaceStorage` databases."""

    agent = AGENT

    def default_roots(self, environ: Mapping[str, str], home: Path) -> list[Path]:
        """Cursor's `User` folder on this OS (and the Windows one under WSL)."""
        return cursor_user_dirs(environ, home)

    def discover(self, root: Path) -> Iterator[Path]:
        """Yield every `state.vscdb` under a Cursor `User` folder (or the root itself)."""
        if root.is_file():
            if root.name == DB_NAME:
                yield root
            return
        candidates = [root / "globalStorage" / DB_NAME, root / DB_NAME]
        workspaces = root / "workspaceStorage"
        if workspaces.is_dir():
            candidates += sorted(workspaces.glob(f"*/{DB_NAME}"))
        yield from (path for path in candidates if path.is_file())

    def source_for(self, path: Path) -> Path | None:
        """The database a changed file belongs to (its `-wal`/`-journal` too)."""
        name = path.name
        for suffix in ("", "-wal", "-journal"):
            if name == DB_NAME + suffix:
                return path.with_name(DB_NAME)
        return None

    def read(self, source: Path, previous: Checkpoint | None, limits: IngestConfig) -> ReadResult:
        """Read every composer of one database; `replace=True`: merged by bubble id."""
        start = begin_read(source, AGENT, previous)
        if isinstance(start, ReadResult):
            return start
        ident = start
        skips: list[Skip] = []
        # Fingerprints of the composers read last time, if it was this same file.
        seen: dict[str, str] = {}
        if previous is not None and (previous.device, previous.inode) == (
            ident.device,
            ident.inode,
        ):
            stored = previous.state.get("composers")
            seen = dict(stored) if isinstance(stored, dict) else {}
        try:
            sessions, fingerprints = self._read_db(source, limits, skips, seen)
        except SqliteUnreadable as exc:
            # Not read now: keep a checkpoint that makes the next change or scan retry.
            return unreadable_result(exc, source, AGENT, previous, ident)
        checkpoint = checkpoint_of(source, AGENT, ident)
        checkpoint.state["composers"] = fingerprints
        return ReadResult(sessions, checkpoint, skips, replace=True)

    # -- internals ------------------------------------------------------------

    def _read_db(
        self, source: Path, limits: IngestConfig, skips: list[Skip], seen: dict[str, str]
    ) -> tuple[list[Session], dict[str, str]]:
        try:
            conn = connect_readonly(source)
        except SQLITE_ERRORS as exc:
            raise classify(exc, source, "Cursor") from exc
        try:
            tables = {
                row[0] for row in conn.execute("SELECT name FROM sqlite_master WHERE type='table'")
            }
            workspace = _workspace_of_storage(source)
            sessions: list[Session] = []
            fingerprints: dict[str, str] = {}
            if "cursorDiskKV" in tables:
                sessions += self._composers(
                    conn, source, workspace, limits, skips, seen, fingerprints
                )
            if "ItemTable" in tables:
                sessions += self._legacy_chats(conn, source, workspace, limits, skips)
            return sessions, fingerprints
        except SQLITE_ERRORS as exc:
            raise classify(exc, source, "Cursor") from exc
        finally:
            conn.close()

    def _rows(self, conn: sqlite3.Connection, prefix: str) -> Iterator[tuple[str, Any]]:
        # A key-range scan uses the primary-key index, unlike LIKE.
        upper = prefix[:-1] + chr(ord(prefix[-1]) + 1)
        cursor = conn.execute(
            "SELECT key, value FROM cursorDiskKV WHERE key >= ? AND key < ? ORDER BY key",
            (prefix, upper),
        )
        yield from cursor

    def _fingerprint(self, conn: sqlite3.Connection, composer_id: str, raw: Any) -> str:
        prefix = f"bubbleId:{composer_id}:"
        upper = prefix[:-1] + ";"
        # counting keys reads only the key index, never the bubble values
        (count,) = conn.execute(
            "SELECT count(*) FROM cursorDiskKV WHERE key >= ? AND key < ?", (prefix, upper)
        ).fetchone()
        body = raw if isinstance(raw, bytes) else str(raw).encode("utf-8", "surrogatepass")
        return f"{hashlib.blake2b(body, digest_size=12).hexdigest()}:{count}"

    def _decode(self, key: str, raw: Any, limits: IngestConfig, skips: list[Skip]) -> Any:
        if raw is None:
            return None
        size = len(raw) if isinstance(raw, str | bytes | memoryview) else 0
        if size > limits.max_json_bytes:
            skips.append(
                Skip(
                    "too_large",
                    f"{key}: {size} bytes > ingest.max_json_bytes={limits.max_json_bytes}",
                )
            )
            return None
        try:
            return _loads(raw)
        except (ValueError, orjson.JSONDecodeError) as exc:
            skips.append(Skip("invalid_json", f"{key}: {exc}"))
            return None

    def _composers(
        self,
        conn: sqlite3.Connection,
        source: Path,
        workspace: str | None,
        limits: IngestConfig,
        skips: list[Skip],
        seen: dict[str, str],
        fingerprints: dict[str, str],
    ) -> list[Session]:
        sessions = []
        index: dict[str, str] | None = None  # composer id -> folder, built when first needed
        for key, raw in list(self._rows(conn, "composerData:")):
            composer_id = key.split(":", 1)[1]
            # Cursor rewrites a composer's row (lastUpdatedAt, headers) on every
            # turn; with its bubble count that says whether anything changed, so
            # a busy database is not re-parsed whole on every write.
            fingerprint = self._fingerprint(conn, composer_id, raw)
            fingerprints[key] = fingerprint
            if seen.get(key) == fingerprint:
                continue
            composer = self._decode(key, raw, limits, skips)
            if composer is None:
                continue
            if not isinstance(composer, dict):
                skips.append(
                    Skip("wrong_type", f"{key}: a {type(composer).__name__}, not an object")
                )
                continue
            bubbles = self._bubbles(conn, composer_id, composer, limits, skips)
            session = self._session(source, composer_id, composer, bubbles, workspace)
            if session is None:
                continue
            if session.workspace is None:
                if index is None:
                    index = _composer_workspaces(source)
                session.workspace = index.get(composer_id)
            sessions.append(session)
        return sessions

    def _bubbles(
        self,
        conn: sqlite3.Connection,
        composer_id: str,
        composer: Mapping[str, Any],
        limits: IngestConfig,
        skips: list[Skip],
    ) -> list[tuple[str, Mapping[str, Any]]]:
        rows: dict[str, Mapping[str, Any]] = {}
        for key, raw in self._rows(conn, f"bubbleId:{composer_id}:"):
            bubble = self._decode(key, raw, limits, skips)
            if isinstance(bubble, dict):
                rows[key.rsplit(":", 1)[1]] = bubble
            elif bubble is not None:
                skips.append(Skip("wrong_type", f"{key}: a {type(bubble).__name__}, not an object"))
        if rows:
            headers = composer.get("fullConversationHeadersOnly")
            ordered = []
            for header in headers if isinstance(headers, list) else []:
                bubble_id = header.get("bubbleId") if isinstance(header, Mapping) else None
                if isinstance(bubble_id, str) and bubble_id in rows:
                    ordered.append((bubble_id, rows.pop(bubble_id)))
            # Rows the header list does not name (yet: written mid-turn) go last, by time.
            ordered += sorted(rows.items(), key=lambda item: str(item[1].get("createdAt", "")))
            return ordered
        # Older composers carry their bubbles inline.
        inline: list[Any] = []
        if isinstance(composer.get("conversation"), list):
            inline = composer["conversation"]
        elif isinstance(composer.get("tabs"), list):
            for tab in composer["tabs"]:
                if isinstance(tab, Mapping) and isinstance(tab.get("bubbles"), list):
                    inline += tab["bubbles"]
        elif isinstance(composer.get("conversationMap"), Mapping):
            for entry in composer["conversationMap"].values():
                if isinstance(entry, Mapping) and isinstance(entry.get("bubbles"), list):
                    inline += entry["bubbles"]
        return _with_ids(inline)

    def _session(
        self,
        source: Path,
        native_id: str,
        composer: Mapping[str, Any],
        bubbles: list[tuple[str, Mapping[str, Any]]],
        workspace: str | None,
    ) -> Session | None:
        messages: list[Message] = []
        for bubble_id, bubble in bubbles:
            message = _message(bubble, bubble_id, len(messages))
            if message is not None:
                messages.append(message)
            workspace = workspace or _bubble_workspace(bubble)
        if not messages:
            # A composer holding only its draft prompt: one user message.
            draft = _text(composer, "text", "richText") if not bubbles else ""
            if not draft or draft.startswith("{"):  # richText is Lexical JSON, not prose
                return None
            messages.append(Message(key="draft", role=Role.USER, text=draft))
        model = composer.get("modelConfig")
        model_name = model.get("modelName") if isinstance(model, Mapping) else None
        if isinstance(model_name, str):
            for message in messages:
                if message.role == Role.ASSISTANT and message.model is None:
                    message.model = model_name
        times = [m.created_at for m in messages if m.created_at]
        started = parse_timestamp(composer.get("createdAt")) or (min(times) if times else None)
        ended = parse_timestamp(composer.get("lastUpdatedAt")) or (max(times) if times else None)
        name = composer.get("name")
        return Session(
            id=f"{AGENT}:{native_id}",
            agent=AGENT,
            native_id=native_id,
            source_path=str(source),
            workspace=workspace,
            title=name if isinstance(name, str) and name else None,
            started_at=started,
            ended_at=ended,
            messages=messages,
        )

    def _legacy_chats(
        self,
        conn: sqlite3.Connection,
        source: Path,
        workspace: str | None,
        limits: IngestConfig,
        skips: list[Skip],
    ) -> list[Session]:
        row = conn.execute(
            "SELECT value FROM ItemTable WHERE key = ?", (_LEGACY_CHAT_KEY,)
        ).fetchone()
        if row is None:
            return []
        data = self._decode(_LEGACY_CHAT_KEY, row[0], limits, skips)
        tabs = data.get("tabs") if isinstance(data, Mapping) else None
        if not isinstance(tabs, list):
            if data is not None:
                skips.append(Skip("wrong_type", f"{_LEGACY_CHAT_KEY}: no `tabs` list"))
            return []
        sessions = []
        for tab in tabs:
            if not isinstance(tab, Mapping) or not isinstance(tab.get("tabId"), str):
                skips.append(Skip("missing_field", f"{_LEGACY_CHAT_KEY}: a tab without a `tabId`"))
                continue
            raw_bubbles = tab.get("bubbles")
            bubbles = _with_ids(raw_bubbles if isinstance(raw_bubbles, list) else [])
            composer = {
                "name": tab.get("chatTitle"),
                "createdAt": None,
                "lastUpdatedAt": tab.get("lastSendTime"),
            }
            session = self._session(source, tab["tabId"], composer, bubbles, workspace)
            if session is not None:
                sessions.append(session)
        return sessions


def _with_ids(bubbles: list[Any]) -> list[tuple[str, Mapping[str, Any]]]:
    out = []
    for position, bubble in enumerate(bubbles):
        if not isinstance(bubble, Mapping):
            continue
        bubble_id = bubble.get("bubbleId", bubble.get("id"))
        out.append((bubble_id if isinstance(bubble_id, str) else f"pos-{position}", bubble))
    return out


def _workspace_of_storage(source: Path) -> str | None:
    # workspaceStorage/<hash>/workspace.json names the folder the window had open.
    meta = source.parent / "workspace.json"
    if source.parent.parent.name != "workspaceStorage" or not meta.is_file():
        return None
    try:
        data = orjson.loads(read_regular(meta))
    except (OSError, orjson.JSONDecodeError):
        return None
    folder = data.get("folder") if isinstance(data, dict) else None
    return decode_uri(folder) if isinstance(folder, str) else None


def _composer_workspaces(global_db: Path) -> dict[str, str]:
    """Which folder each composer belongs to, from the workspace databases' composer lists.

    Cursor keeps composers and bubbles in the global database; each window's
    `workspaceStorage/<hash>/state.vscdb` lists its composers under
    `composer.composerData` (`allComposers[].composerId`) beside a
    `workspace.json` naming the folder.
    """
    index: dict[str, str] = {}
    storage = global_db.parent.parent / "workspaceStorage"
    if global_db.parent.name != "globalStorage" or not storage.is_dir():
        return index
    for db in sorted(storage.glob(f"*/{DB_NAME}")):
        folder = _workspace_of_storage(db)
        if folder is None:
            continue
        try:
            conn = connect_readonly(db)
            try:
                row = conn.execute(
                    "SELECT value FROM ItemTable WHERE key = 'composer.composerData'"
                ).fetchone()
            finally:
                conn.close()
            data = _loads(row[0]) if row else None
        except (sqlite3.Error, ValueError):
            continue  # locked or damaged: its own read reports that; the name waits
        composers = data.get("allComposers") if isinstance(data, dict) else None
        for entry in composers if isinstance(composers, list) else []:
            cid = entry.get("composerId") if isinstance(entry, dict) else None
            if isinstance(cid, str):
                index.setdefault(cid, folder)
    return index


register(CursorConnector())
