"""Group commit: the read slices of several sources written in one transaction.

A scan of many small sources (the first run reads thousands of transcripts)
paid for one transaction per source: a full-text segment per source, and the
upper pages of every b-tree written to the write-ahead log again at each
COMMIT. `Batch` holds the sanitized slices of up to `BATCH_SOURCES` sources
(or `BATCH_BYTES` of rows, or what `BATCH_SECONDS` gathered) and writes them
with `writer.commit_many`: each source's rows still go with its checkpoint,
and a crash before COMMIT leaves none of the batch, so every source in it is
read again from its old checkpoint. Measured on the bench corpus (1,434 sources, 99k messages): the
writer's CPU 3.2 -> 2.2 s per 100k messages, the same rows and index.

A slice joins a batch only where committing it later changes nothing read
before its commit: a second slice of a source, a session already in the
batch, or the first foreign workspace (whose local projects are looked up in
the store, `WorkspaceMap`) commits the batch first. The watcher's single
reads commit at once, as before.
"""

from __future__ import annotations

import logging
import sqlite3
import time
from typing import Generic, TypeVar

from kenning.daemon.store.db import Store

from .workspaces import WorkspaceMap
from .writer import Prepared, WriteStats, commit_many

__all__ = ["BATCH_BYTES", "BATCH_SECONDS", "BATCH_SOURCES", "Batch", "write_failure"]

log = logging.getLogger(__name__)

#: a scan commits the slices of up to this many sources in one transaction
BATCH_SOURCES = 64
#: or fewer, once their rows hold this many characters: the batch stays in the
#: writer's page cache (`writer.INGEST_CACHE_KIB`) until COMMIT
BATCH_BYTES = 4 * 1024 * 1024
#: or fewer, once the first of them waited this long (seconds): what a slow
#: scan (a busy machine) has read is searchable soon, and a shutdown has
#: little left to write
BATCH_SECONDS = 1.0

T = TypeVar("T")


class Batch(Generic[T]):
    """Slices of several sources (each an item `T` with its source and `Prepared` read)."""

    def __init__(self, store: Store, workspaces: WorkspaceMap) -> None:
        self.store = store
        self.workspaces = workspaces
        self.items: list[tuple[T, Prepared]] = []
        self.sources: set[str] = set()
        self.sessions: set[str] = set()
        self.size = 0
        self.since = 0.0  # when the first item was added (monotonic)

    def must_commit(self, source: str, prepared: Prepared) -> bool:
        """Whether the batch is committed before this slice is mapped (workspaces) and added."""
        if not self.items:
            return False
        if source in self.sources:
            return True
        ids = {session.id for session, _head, _rows in prepared.sessions}
        if not self.sessions.isdisjoint(ids) or not self.sessions.isdisjoint(
            prepared.result.removed
        ):
            return True
        if self.workspaces.found:
            return False
        return any(
            s.workspace and self.workspaces.is_foreign(s.workspace)
            for s, _head, _rows in prepared.sessions
        )

    def add(self, item: T, source: str, prepared: Prepared) -> bool:
        """Add a mapped slice; True when the batch is full (commit it now)."""
        if not self.items:
            self.since = time.monotonic()
        self.items.append((item, prepared))
        self.sources.add(source)
        self.sessions.update(session.id for session, _head, _rows in prepared.sessions)
        self.sessions.update(prepared.result.removed)
        # the stored text and tool calls of each row (`writer._message_row`)
        self.size += sum(
            len(r[6]) + len(r[7] or "") for _s, _h, rows in prepared.sessions for r in rows
        )
        return (
            len(self.items) >= BATCH_SOURCES
            or self.size >= BATCH_BYTES
            or time.monotonic() - self.since >= BATCH_SECONDS
        )

    def commit(self) -> list[tuple[T, Prepared, WriteStats | str]]:
        """Write the batch in one transaction: each item with its counts, or why it failed.

        When the batch's transaction fails, each source is written again alone:
        a failure of the store (disk full, locked past the timeout) fails each of
        them, while a write that only one source's rows make fail fails that
        source, not the others read beside it. No checkpoint of a failed source
        moved, so nothing is lost.
        """
        items, self.items = self.items, []
        self.sources.clear()
        self.sessions.clear()
        self.size = 0
        if not items:
            return []
        try:
            found = commit_many(self.store, [prepared for _item, prepared in items])
        except sqlite3.Error as exc:
            if len(items) == 1:
                log.exception("writing a source failed")
                return [(items[0][0], items[0][1], write_failure(self.store, exc))]
            log.warning("writing a batch of %d sources failed (%s): each alone", len(items), exc)
            return [(item, prepared, self._alone(prepared)) for item, prepared in items]
        return [
            (item, prepared, stats) for (item, prepared), stats in zip(items, found, strict=True)
        ]

    def _alone(self, prepared: Prepared) -> WriteStats | str:
        try:
            return commit_many(self.store, [prepared])[0]
        except sqlite3.Error as exc:
            log.exception("writing one source of a failed batch failed")
            return write_failure(self.store, exc)


#: what every failed write of the store adds: the checkpoint did not move
_NOTHING_LOST = "nothing was lost (this source will be read again)"


def write_failure(store: Store, exc: sqlite3.Error) -> str:
    """Why a commit failed, in words and with the fix.

    A full disk is SQLITE_FULL; a file grown past the process's size limit
    (`ulimit -f`, RLIMIT_FSIZE) fails its write with EFBIG, which SQLite
    reports as a disk I/O error: the limit is looked up to say which.
    """
    code = getattr(exc, "sqlite_errorcode", None)
    if code == sqlite3.SQLITE_FULL:
        return (
            f"the disk holding the database is full ({exc}): free some space, then run "
            f"`kenning ingest` again; {_NOTHING_LOST}"
        )
    if code is not None and code & 0xFF == sqlite3.SQLITE_IOERR:
        limit = file_size_limit()
        if limit is not None:
            return (
                f"the database could not grow: the disk holding it is full for this process "
                f"(its file size limit, `ulimit -f`, is {limit} bytes; {exc}): raise the "
                f"limit or free some space, then run `kenning ingest` again; {_NOTHING_LOST}"
            )
        return (
            f"writing the database failed ({exc}): check the disk holding {store.path} "
            f"(space, errors in the system log), then run `kenning ingest` again; "
            f"{_NOTHING_LOST}"
        )
    return f"database write failed: {exc}"


def file_size_limit() -> int | None:
    """This process's file size limit in bytes (RLIMIT_FSIZE), or None when unlimited."""
    try:
        import resource
    except ImportError:  # not on this platform
        return None
    soft, _hard = resource.getrlimit(resource.RLIMIT_FSIZE)
    return None if soft == resource.RLIM_INFINITY else int(soft)
