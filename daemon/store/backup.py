"""Backups of the database, and restoring one.

A backup is a copy made with SQLite's online backup API (`Connection.backup`)
while the store stays in use, checked with `PRAGMA quick_check` before it is
kept: a damaged database is never rotated in over good backups, and finding
one marks the store malformed (store.py). The daemon makes one a day and
keeps `backup.keep_days` days of them (the newest always stays), so a broken
disk costs at most a day of marks.

Restoring checks the backup first, refuses a damaged one, keeps the current
file (and its WAL) aside under a dated name, and copies the backup in with the
same API. The daemon must be stopped: it holds the file open.

    backups/kenning-20261124T010203Z.db     one file per backup, UTC time in the name
"""

from __future__ import annotations

import logging
import os
import sqlite3
import threading
from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime, timedelta
from pathlib import Path

from kenning.daemon.core.errors import DaemonError, StoreCorruptError, StoreError, UsageError
from kenning.daemon.core.models import utcnow
from kenning.daemon.store.backup_files import STAMP as _STAMP
from kenning.daemon.store.backup_files import BackupInfo, list_backups
from kenning.daemon.store.db import (
    SCHEMA_VERSION,
    Store,
    clear_corruption_mark,
    corrupt_error,
    corruption_marked,
    is_corruption,
    mark_corrupt,
)

__all__ = [
    "BackupInfo",
    "RestoreResult",
    "backup_loop",
    "backup_store",
    "check_file",
    "list_backups",
    "prune_backups",
    "restore_store",
]

log = logging.getLogger(__name__)

#: how often the daemon looks whether a backup is due
CHECK_EVERY_S = 3600.0
#: quick_check problems quoted in a message, at most
_QUOTED = 3


@dataclass(frozen=True)
class RestoreResult:
    restored_from: Path
    kept_aside: Path | None  # where the replaced file went (None: there was none)

    def to_json(self) -> dict[str, str | None]:
        return {
            "restored_from": str(self.restored_from),
            "kept_aside": str(self.kept_aside) if self.kept_aside else None,
        }


def check_file(path: Path, *, full_text: bool = False) -> list[str]:
    """What `PRAGMA quick_check` finds wrong with the SQLite file at `path` ([] if nothing).

    With `full_text`, each FTS5 index is checked too (`integrity-check`): damage
    inside an index's blobs passes quick_check yet fails every search. That
    check needs a writable connection, though it changes nothing.
    """
    uri = path.resolve().as_uri() + ("" if full_text else "?mode=ro")
    try:
        conn = sqlite3.connect(uri, uri=True)
    except sqlite3.Error as exc:
        return [str(exc)]
    try:
        rows = [str(r[0]) for r in conn.execute("PRAGMA quick_check").fetchall()]
        if rows != ["ok"]:
            return rows
        if full_text:
            tables = conn.execute(
                "SELECT name FROM sqlite_master WHERE type = 'table' AND sql LIKE '%USING fts5%'"
            ).fetchall()
            for (table,) in tables:
                try:
                    conn.execute(f'INSERT INTO "{table}"("{table}") VALUES (\'integrity-check\')')
                except sqlite3.DatabaseError as exc:
                    return [f"{table}: {exc}"]
    except sqlite3.DatabaseError as exc:
        return [str(exc)]
    finally:
        conn.close()
    return []


def _copy(source: Path, target: Path) -> None:
    """Copy a live SQLite file with the online backup API (one consistent snapshot).

    The copy holds every transcript: it is created 0600 whatever the umask.
    """
    target.unlink(missing_ok=True)
    os.close(os.open(target, os.O_CREAT | os.O_EXCL | os.O_WRONLY, 0o600))
    src = sqlite3.connect(f"{source.resolve().as_uri()}?mode=ro", uri=True, timeout=10.0)
    try:
        dst = sqlite3.connect(str(target))
        try:
            src.backup(dst)  # all pages in one step: one read snapshot, no restarts
            dst.execute("PRAGMA journal_mode = DELETE")  # a single self-contained file
        finally:
            dst.close()
    finally:
        src.close()
    with target.open("rb") as fh:
        os.fsync(fh.fileno())


def backup_store(
    db: Path, target: Path | None = None, *, now: datetime | None = None
) -> BackupInfo:
    """Back `db` up to `target` (default: a new file in `backups/` beside it), checked.

    Raises:
        StoreCorruptError: `db` is damaged; nothing was kept and the store is
            marked malformed so nothing more is written to it.
        StoreError: no database, or the copy could not be written.
    """
    found = corruption_marked(db)
    if found is not None:
        raise corrupt_error(db, found)
    if not db.is_file():
        raise StoreError(f"no database at {db}", fix="kenning init")
    when = now or utcnow()
    if target is None:
        target = db.parent / "backups" / f"kenning-{when.strftime(_STAMP)}.db"
    target.parent.mkdir(mode=0o700, parents=True, exist_ok=True)
    partial = target.with_name(target.name + ".partial")
    try:
        _copy(db, partial)
    except sqlite3.DatabaseError as exc:
        partial.unlink(missing_ok=True)
        if is_corruption(exc):
            mark_corrupt(db, str(exc))
            raise corrupt_error(db, str(exc)) from exc
        raise StoreError(f"cannot back up {db} to {target}: {exc}") from exc
    except OSError as exc:
        partial.unlink(missing_ok=True)
        raise StoreError(
            f"cannot write the backup {target}: {exc.strerror}",
            fix=f"free some space or check the permissions of {target.parent}",
        ) from exc
    problems = check_file(partial)
    if problems:
        partial.unlink(missing_ok=True)
        detail = "; ".join(problems[:_QUOTED])
        mark_corrupt(db, detail)
        raise corrupt_error(db, detail)
    os.replace(partial, target)
    log.info("backed up %s to %s", db, target)
    return BackupInfo(target, when, target.stat().st_size)


def prune_backups(folder: Path, keep_days: int, *, now: datetime | None = None) -> list[Path]:
    """Delete backups older than `keep_days`; the newest always stays. Returns what went."""
    limit = (now or utcnow()) - timedelta(days=keep_days)
    removed = []
    for info in list_backups(folder)[1:]:
        if info.created < limit:
            info.path.unlink(missing_ok=True)
            removed.append(info.path)
    for stale in folder.glob("kenning-*.db.partial"):  # a copy cut short by a stop
        stale.unlink(missing_ok=True)
    return removed


def backup_due(folder: Path, *, now: datetime | None = None) -> bool:
    """No backup yet, or the newest is a day old."""
    backups = list_backups(folder)
    return not backups or (now or utcnow()) - backups[0].created >= timedelta(days=1)


def backup_loop(
    db: Path,
    keep_days: int,
    stop: threading.Event,
    *,
    ready: Callable[[], bool] = lambda: True,
    every_s: float = CHECK_EVERY_S,
) -> None:
    """The daemon's daily backup: look every `every_s`, back up when one is due.

    Waits until `ready()` (the daemon's catch-up scan is done: the copy and
    its check read the whole file, which should not compete with it). A
    damaged store is reported (and marked) by `backup_store`; the loop keeps
    the good backups it has and tries again later.
    """
    folder = db.parent / "backups"
    while not ready():
        if stop.wait(1.0):
            return
    while not stop.is_set():
        if backup_due(folder):
            try:
                backup_store(db)
                prune_backups(folder, keep_days)
            except (StoreError, OSError) as exc:
                log.error("daily backup failed: %s", exc)
        stop.wait(every_s)


def _check_is_store(path: Path) -> None:
    conn = sqlite3.connect(f"{path.resolve().as_uri()}?mode=ro", uri=True)
    try:
        version = conn.execute("PRAGMA user_version").fetchone()[0]
        tables = {r[0] for r in conn.execute("SELECT name FROM sqlite_master")}
    finally:
        conn.close()
    if "bullets" not in tables or version > SCHEMA_VERSION:
        raise StoreError(
            f"{path} is not a kenning database this version can use "
            f"(schema {version}, this kenning knows {SCHEMA_VERSION})",
            fix="pick a backup made by kenning: `kenning backup --list`",
        )


def restore_store(db: Path, source: Path | None = None, *, daemon_pid: int | None) -> RestoreResult:
    """Replace `db` with a backup (default: the newest), keeping the current file aside.

    Raises:
        DaemonError: the daemon runs (it holds the file open).
        StoreCorruptError: the backup is damaged too; nothing was changed.
        StoreError: there is no backup, or it is not a kenning database.
    """
    if daemon_pid is not None:
        raise DaemonError(
            f"the daemon (pid {daemon_pid}) has the database open",
            fix="kenning daemon stop; then `kenning restore` again; then kenning daemon start",
        )
    if source is None:
        backups = list_backups(db.parent / "backups")
        if not backups:
            raise StoreError(
                f"no backup in {db.parent / 'backups'}",
                fix="name one: `kenning restore PATH`; `kenning backup` makes them",
            )
        source = backups[0].path
    if not source.is_file():
        raise UsageError(f"{source}: no such backup", fix="kenning backup --list")
    if db.exists() and source.resolve() == db.resolve():
        raise UsageError(
            f"{source} is the database itself, not a backup", fix="kenning backup --list"
        )
    problems = check_file(source)
    if problems:
        raise StoreCorruptError(
            f"the backup {source} is damaged too ({'; '.join(problems[:_QUOTED])}); "
            "nothing was restored.",
            fix="restore an older one: `kenning backup --list`, then `kenning restore PATH`",
        )
    _check_is_store(source)
    aside: Path | None = None
    stamp = utcnow().strftime(_STAMP)
    if db.exists():
        aside = db.with_name(f"{db.name}.{stamp}.replaced")
        os.replace(db, aside)
        for suffix in ("-wal", "-shm"):  # a WAL belongs with its file
            sidecar = db.with_name(db.name + suffix)
            if sidecar.exists():
                os.replace(sidecar, aside.with_name(aside.name + suffix))
    partial = db.with_name(db.name + ".restoring")
    _copy(source, partial)
    os.replace(partial, db)
    clear_corruption_mark(db)
    Store.open(db).close()  # an older backup is migrated to this version's schema
    log.info("restored %s from %s (the previous file is %s)", db, source, aside)
    return RestoreResult(source, aside)
