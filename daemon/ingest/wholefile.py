"""Helpers for sources re-read whole on change: JSON files and SQLite databases.

Used by the Cursor, Cline, OpenCode, Copilot CLI (legacy) and Amp connectors.
A whole-file source has no offset to resume from: when its identity (and, for
SQLite, its write-ahead log) is unchanged it is not read at all; otherwise every
session in it is read again and returned with `replace=True`, which the writer
merges by message key.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Mapping
from pathlib import Path
from typing import Any
from urllib.parse import quote

from kenning.daemon.core.transcripts import ToolCall

from .base import Checkpoint, FileIdentity, ReadResult, Skip, unchanged
from .jsonfiles import whole_file_checkpoint

__all__ = [
    "SqliteUnreadable",
    "checkpoint_of",
    "classify",
    "connect_readonly",
    "retry_checkpoint",
    "source_identity",
    "tool_uses",
    "unchanged_result",
    "unreadable_result",
]


def source_identity(path: Path, ident: FileIdentity) -> FileIdentity:
    """The identity of a source, folding in its SQLite write-ahead log when it has one.

    A database in WAL mode (OpenCode's, and Cursor's when it uses one) takes new
    rows into `<db>-wal`; the main file keeps its size and mtime until a
    checkpoint, so its own `stat` says "unchanged" while there is new data. The
    stored size is the sum of both files and the mtime the later one: that never
    equals the main file's plain `stat` while a log exists, so the pipeline
    always calls `read`, which compares the folded identity and returns at
    once when neither file changed.
    """
    try:
        wal = path.with_name(path.name + "-wal").stat()
    except OSError:
        return ident
    if wal.st_size == 0:
        return ident
    return FileIdentity(
        ident.device, ident.inode, ident.size + wal.st_size, max(ident.mtime_ns, wal.st_mtime_ns)
    )


def checkpoint_of(path: Path, agent: str, ident: FileIdentity) -> Checkpoint:
    """The checkpoint of a whole-file source (its WAL folded in, see `source_identity`)."""
    return whole_file_checkpoint(path, agent, source_identity(path, ident))


def unchanged_result(
    path: Path, previous: Checkpoint | None, ident: FileIdentity
) -> ReadResult | None:
    """An empty result when `previous` read this very source and it has not changed since."""
    if previous is None or not unchanged(previous, source_identity(path, ident)):
        return None
    return ReadResult([], previous, [])


def begin_read(
    path: Path, agent: str, previous: Checkpoint | None, *, skip_unchanged: bool = True
) -> FileIdentity | ReadResult:
    """Where every whole-file `read` starts: the source's identity, or the result to
    return at once (a retry when it cannot be stat'ed now; nothing when
    `skip_unchanged` and `previous` read this very version)."""
    try:
        ident = FileIdentity.of(path)
    except OSError as exc:
        return ReadResult(
            [],
            retry_checkpoint(path, agent, previous),
            [Skip("unreadable", f"{path}: {exc}")],
            retry=True,
        )
    if skip_unchanged and (same := unchanged_result(path, previous, ident)) is not None:
        return same
    return ident


def retry_checkpoint(path: Path, agent: str, previous: Checkpoint | None) -> Checkpoint:
    """A checkpoint that never looks unchanged, so a source unreadable now is read again."""
    if previous is not None:
        return previous
    return Checkpoint(str(path), agent, None, None, -1, 0, None, 0, {})


def unreadable_result(
    exc: SqliteUnreadable,
    path: Path,
    agent: str,
    previous: Checkpoint | None,
    ident: FileIdentity,
) -> ReadResult:
    """The result for a database that could not be read.

    Locked: `retry=True`, so the checkpoint does not advance and the next change
    reads it again. Corrupt: counted once and not read again until it changes.
    """
    if exc.reason == "locked":
        return ReadResult([], retry_checkpoint(path, agent, previous), [exc.skip()], retry=True)
    return ReadResult([], checkpoint_of(path, agent, ident), [exc.skip()], replace=True)


class SqliteUnreadable(Exception):
    """A database that cannot be read now: `reason` is "locked" or "corrupt_sqlite"."""

    def __init__(self, reason: str, detail: str) -> None:
        super().__init__(detail)
        self.reason = reason

    def skip(self) -> Skip:
        return Skip(self.reason, str(self))


def connect_readonly(path: Path) -> sqlite3.Connection:
    """Open a database another program has open, strictly read-only and without waiting.

    `mode=ro` never creates or writes the file (a `-shm` may still be mapped, as
    SQLite requires for WAL readers); `timeout=0` makes a lock held by the agent
    fail at once instead of stalling the ingest worker.
    """
    conn = sqlite3.connect(
        f"file:{quote(str(path.resolve()))}?mode=ro", uri=True, timeout=0, check_same_thread=False
    )
    # TEXT that is not UTF-8 (a damaged page, a foreign writer) would raise
    # UnicodeDecodeError, which is no sqlite3.Error, out of `read`; decoded with
    # U+FFFD instead, the value fails its JSON parse and is skipped like others
    conn.text_factory = lambda raw: raw.decode("utf-8", "replace")
    return conn


#: what reading a database can raise: Python decodes SQLite's error message as
#: UTF-8, and a corrupt schema quoted in it (`malformed database schema ...`)
#: raises UnicodeDecodeError instead of sqlite3.DatabaseError
SQLITE_ERRORS = (sqlite3.Error, UnicodeDecodeError)


def classify(
    exc: sqlite3.Error | UnicodeDecodeError, path: Path, agent_name: str
) -> SqliteUnreadable:
    """Turn a SQLite error into "locked" (try again later) or "corrupt_sqlite"."""
    text = str(exc)
    if isinstance(exc, sqlite3.OperationalError) and ("locked" in text or "busy" in text):
        return SqliteUnreadable(
            "locked", f"{path}: {text} ({agent_name} is writing it; read again on its next change)"
        )
    return SqliteUnreadable(
        "corrupt_sqlite", f"{path}: {text} (not a readable SQLite database; skipped)"
    )


def tool_uses(content: Any) -> list[ToolCall]:
    """The `tool_use` blocks of Anthropic-style content, as tool calls (results come later)."""
    calls: list[ToolCall] = []
    if not isinstance(content, list):
        return calls
    for block in content:
        if (
            isinstance(block, Mapping)
            and block.get("type") == "tool_use"
            and isinstance(block.get("name"), str)
        ):
            call_id = block.get("id")
            calls.append(
                ToolCall(
                    name=block["name"],
                    call_id=call_id if isinstance(call_id, str) else None,
                    input=block.get("input"),
                )
            )
    return calls
