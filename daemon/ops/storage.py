"""The store's life cycle, for the processes that serve operations.

The front ends (the CLI, the daemon, the MCP server and the middleware) do
not read or write the store themselves: what they show comes from an
operation. They do own a process, though, and a process opens its database,
creates or migrates it before serving, refuses to start on a file marked
damaged, backs it up once a day and restores it. Those steps are here, so
`kenning.daemon.store` is imported by ops and the layers below it only (the
import contract in pyproject.toml). A `Store` handed out here is passed on
to an `OpContext` or an engine function, never queried by its holder.
"""

from __future__ import annotations

from pathlib import Path

from kenning.daemon.store.backup import RestoreResult, backup_loop, restore_store
from kenning.daemon.store.db import Store, corrupt_error, corruption_marked

__all__ = [
    "RestoreResult",
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
