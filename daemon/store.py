"""The SQLite database: connection, pragmas, migrations, transactions.

One file per user, WAL mode (readers never block the writer), a busy timeout
so concurrent writers wait instead of failing, foreign keys on. Every write
goes through `Store.transaction()`, which takes the write lock up front
(`BEGIN IMMEDIATE`): a crash mid-write leaves the file as it was before.
"""

from __future__ import annotations

import fcntl
import logging
import os
import sqlite3
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING, Any

from .errors import StoreCorruptError, StoreError
from .private import open_private, private_dir, private_file

if TYPE_CHECKING:
    from sqlite_utils import Database

log = logging.getLogger(__name__)

BUSY_TIMEOUT_MS = 10_000

#: how many migrations daemon/migrations.py defines (tests/test_store.py keeps
#: them equal). Opening an up-to-date file compares this with PRAGMA
#: user_version and never imports sqlite-utils (and numpy, which it pulls
#: in): that keeps the git hook and the CLI quick to start.
SCHEMA_VERSION = 8


class Store:
    """An open kenning database.

    Use `Store.open(path)`; it creates and migrates the file as needed.
    """

    def __init__(self, path: Path, conn: sqlite3.Connection) -> None:
        self.path = path
        self.conn = conn
        self._db: Database | None = None

    @property
    def db(self) -> Database:
        """The sqlite-utils view of the connection (imported on first use)."""
        if self._db is None:
            from sqlite_utils import Database

            self._db = Database(self.conn, execute_plugins=False)
        return self._db

    @classmethod
    def open(cls, path: Path, *, migrate: bool = True) -> Store:
        """Open (creating if needed) and migrate the database at `path`.

        Raises:
            StoreCorruptError: the file exists but is not a usable SQLite database.
            StoreError: the file or its folder cannot be created or opened.
        """
        try:
            # the folder and the file are private before SQLite writes a byte;
            # its -wal and -shm take the database file's mode. An existing file
            # is only chmod'ed, never opened here: closing any descriptor of it
            # would drop the POSIX locks this process's other connections hold.
            private_dir(path.parent)
            try:
                os.close(open_private(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL))
            except FileExistsError:
                for suffix in ("", "-wal", "-shm"):
                    private_file(path.with_name(path.name + suffix))
            conn = sqlite3.connect(
                str(path),
                timeout=BUSY_TIMEOUT_MS / 1000,
                isolation_level=None,  # we issue BEGIN/COMMIT ourselves
                check_same_thread=False,
            )
        except (OSError, sqlite3.Error) as exc:
            raise StoreError(
                f"cannot open the database {path}: {exc}",
                fix="check that the folder is writable, or point KENNING_HOME elsewhere",
            ) from exc
        conn.row_factory = sqlite3.Row
        store = cls(path, conn)
        try:
            store._configure()
            if migrate:
                store.migrate()
        except sqlite3.DatabaseError as exc:
            conn.close()
            if "not a database" in str(exc) or "malformed" in str(exc):
                raise StoreCorruptError(
                    f"{path} is not a usable kenning database ({exc}).",
                    fix=f"move it aside (mv {path} {path}.corrupt) and run `kenning init`; "
                    "session history is re-ingested by the daemon",
                ) from exc
            raise StoreError(f"cannot open the database {path}: {exc}") from exc
        return store

    def _configure(self) -> None:
        self.conn.execute(f"PRAGMA busy_timeout = {BUSY_TIMEOUT_MS}")
        mode = self.conn.execute("PRAGMA journal_mode = WAL").fetchone()[0]
        if mode != "wal":
            log.warning("journal mode is %s, not wal: concurrent readers may block", mode)
        self.conn.execute("PRAGMA synchronous = NORMAL")
        self.conn.execute("PRAGMA foreign_keys = ON")

    def migrate(self) -> list[str]:
        """Apply pending migrations; returns their names.

        A file lock beside the database serialises migrations between processes
        that open a new or old file at the same moment.
        """
        if self.conn.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION:
            return []
        from .migrations import migrations

        lock_path = self.path.with_name(self.path.name + ".migrate.lock")
        with os.fdopen(open_private(lock_path), "a") as lock:
            fcntl.flock(lock, fcntl.LOCK_EX)
            try:
                pending = [m.name for m in migrations.pending(self.db)]
                if pending:
                    log.info("migrating %s: %s", self.path, ", ".join(pending))
                    migrations.apply(self.db)
                applied = len(migrations.applied(self.db))
                self.conn.execute(f"PRAGMA user_version = {int(applied)}")
                return pending
            finally:
                fcntl.flock(lock, fcntl.LOCK_UN)

    def applied_migrations(self) -> list[str]:
        from .migrations import migrations

        return [m.name for m in migrations.applied(self.db)]

    @contextmanager
    def transaction(self) -> Iterator[sqlite3.Connection]:
        """A write transaction: committed on success, rolled back on any error.

        Nested use joins the outer transaction through a savepoint.
        """
        if self.conn.in_transaction:
            with self.db.atomic():
                yield self.conn
            return
        self.conn.execute("BEGIN IMMEDIATE")
        try:
            yield self.conn
        except BaseException:
            self.conn.execute("ROLLBACK")
            raise
        else:
            self.conn.execute("COMMIT")

    def execute(self, sql: str, params: Any = ()) -> sqlite3.Cursor:
        return self.conn.execute(sql, params)

    def query(self, sql: str, params: Any = ()) -> list[sqlite3.Row]:
        return self.conn.execute(sql, params).fetchall()

    def playbook_version(self) -> int:
        """A counter bumped by every playbook write (bullets, feedback, tombstones)."""
        row = self.conn.execute("SELECT value FROM meta WHERE key = 'playbook_version'").fetchone()
        return int(row[0]) if row else 0

    def close(self) -> None:
        self.conn.close()

    def __enter__(self) -> Store:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()
