"""The store's life cycle, for the processes that serve operations.

The front ends (the CLI, the daemon, the MCP server and the middleware) do
not read or write the store themselves: what they show comes from an
operation. They do own a process, though, and a process opens its database,
creates or migrates it before serving, refuses to start on a file marked
damaged, backs it up once a day and restores it. Those steps are here, so
`kenning.daemon.store` is imported by ops and the layers below it only (the
import contract in pyproject.toml). A `Store` handed out here is passed on
to an `OpContext` or an engine function, never queried by its holder.

Light on purpose: store/db.py needs neither pydantic nor sqlite-utils to be
imported, and `kenning daemon start` checks the corruption marker through
here; the backup module is imported only by the steps that use it.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from kenning.daemon.store.db import Store, corrupt_error, corruption_marked

if TYPE_CHECKING:
    from kenning.daemon.store.backup import RestoreResult

__all__ = [
    "Store",
    "backup_loop",
    "corrupt_error",
    "corruption_marked",
    "open_store",
    "prepare_store",
    "restore_store",
]


def open_store(db: Path) -> Store:
    """A connection to the database at `db` (created and migrated if need be)."""
    return Store.open(db)


def prepare_store(db: Path) -> list[str]:
    """Create or migrate the database at `db`; the names of its applied migrations."""
    with Store.open(db) as store:
        return store.applied_migrations()


def restore_store(db: Path, source: Path | None, *, daemon_pid: int | None) -> RestoreResult:
    """Replace `db` with a backup (`store.backup.restore_store`: its checks and errors)."""
    from kenning.daemon.store.backup import restore_store as restore

    return restore(db, source, daemon_pid=daemon_pid)


def backup_loop(
    db: Path, keep_days: int, stop: threading.Event, *, ready: Callable[[], bool]
) -> None:
    """The daemon's daily backup thread (`store.backup.backup_loop`) until `stop`."""
    from kenning.daemon.store.backup import backup_loop as loop

    loop(db, keep_days, stop, ready=ready)
