"""The SQLite database: connection, pragmas, migrations, transactions.

One file per user, WAL mode (readers never block the writer), a busy timeout
so concurrent writers wait instead of failing, foreign keys on. Every write
goes through `Store.transaction()`, which takes the write lock up front
(`BEGIN IMMEDIATE`): a crash mid-write leaves the file as it was before.

Corruption (SQLite's SQLITE_CORRUPT or SQLITE_NOTADB, "database disk image
is malformed") is met wherever it shows: the connection's statements and
cursors raise `StoreCorruptError` instead of a raw `sqlite3.DatabaseError`,
and the first process to see it leaves a marker beside the file
(`kenning.db.malformed`). While the marker names the current file, no
process opens the store and no transaction starts, so nothing is written
into a malformed file; `kenning restore` (daemon/store/backup.py) replaces the file
and the marker goes with it.
"""

from __future__ import annotations

import fcntl
import logging
import os
import sqlite3
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING, Any, NoReturn

import orjson

from kenning.daemon.core.errors import StoreCorruptError, StoreError
from kenning.daemon.core.private import open_private, private_dir, private_file

if TYPE_CHECKING:
    from sqlite_utils import Database

log = logging.getLogger(__name__)

BUSY_TIMEOUT_MS = 10_000

#: how many migrations daemon/store/migrations/ defines (tests/test_store.py keeps
#: them equal). Opening an up-to-date file compares this with PRAGMA
#: user_version; migrating a new or old one imports no sqlite-utils either (nor
#: numpy, which it pulls in): that keeps the git hook and the CLI quick to start.
SCHEMA_VERSION = 24
#: where each applied step is recorded (the table sqlite-utils' `Migrations` made
#: before, kept), and the name of kenning's set (`migrations.migrations`)
MIGRATIONS_TABLE = "_sqlite_migrations"
MIGRATION_SET = "kenning"


#: SQLite's primary result codes for a damaged file
_CORRUPT_CODES = (sqlite3.SQLITE_CORRUPT, sqlite3.SQLITE_NOTADB)


def is_corruption(exc: BaseException) -> bool:
    """Does this error say the database file is damaged (not busy, not full)?"""
    if not isinstance(exc, sqlite3.DatabaseError):
        return False
    code = getattr(exc, "sqlite_errorcode", None)
    if code is not None:
        return code & 0xFF in _CORRUPT_CODES  # extended codes keep the primary in the low byte
    text = str(exc)
    # kenning writes only Python str (valid UTF-8): bytes that do not decode are damage
    # that quick_check cannot see (Python raises this, not SQLite)
    return "malformed" in text or "not a database" in text or text.startswith(_NOT_UTF8)


_NOT_UTF8 = "Could not decode to UTF-8"


def _describe(exc: sqlite3.DatabaseError) -> str:
    """The error in a line, without the damaged bytes Python quotes in a decode error."""
    text = str(exc)
    if text.startswith(_NOT_UTF8):
        column = text.split("'")[1] if text.count("'") >= 2 else "?"
        return f"a stored text is not UTF-8 (column {column}): {NOT_UTF8_DAMAGE}"
    return text


#: how a decode failure is recorded; the doctor cannot check it away
NOT_UTF8_DAMAGE = "damaged bytes inside a row"


def marker_path(db: Path) -> Path:
    """The file that says `db` was found malformed."""
    return db.with_name(db.name + ".malformed")


def _identity(path: Path) -> tuple[int, int] | None:
    try:
        st = path.stat()
    except OSError:
        return None
    return st.st_dev, st.st_ino


def corruption_marked(db: Path) -> str | None:
    """What was found wrong with `db`, if a process marked this very file malformed.

    A marker left for another file (the one `kenning restore` or a `mv` put
    aside) is stale and is removed.
    """
    marker = marker_path(db)
    try:
        data = orjson.loads(marker.read_bytes())
    except FileNotFoundError:
        return None
    except (OSError, orjson.JSONDecodeError):
        return "a previous check found it malformed"
    if _identity(db) != (data.get("device"), data.get("inode")):
        marker.unlink(missing_ok=True)
        return None
    return f"{data.get('error')} (found {data.get('detected')})"


def mark_corrupt(db: Path, error: str) -> None:
    """Leave the marker that stops every process from writing into `db`."""
    identity = _identity(db)
    if identity is None:
        return
    from kenning.daemon.core.models import to_iso, utcnow

    record = {"error": error, "detected": to_iso(utcnow()), "pid": os.getpid()}
    record.update(device=identity[0], inode=identity[1])
    marker = marker_path(db)
    try:
        # 0600 whatever the umask: the marker quotes the store's error, and it sits
        # beside a private database
        fd = open_private(marker, os.O_WRONLY | os.O_CREAT | os.O_EXCL)
    except FileExistsError:
        return  # marked already (by this process or another)
    except OSError:
        log.exception("cannot write the corruption marker %s", marker)
        return
    with os.fdopen(fd, "wb") as fh:
        fh.write(orjson.dumps(record))
    log.error("%s is malformed (%s): writes stopped until it is restored", db, error)


def clear_corruption_mark(db: Path) -> None:
    marker_path(db).unlink(missing_ok=True)


def corrupt_error(db: Path, detail: str) -> StoreCorruptError:
    """The error every command shows for a malformed store, with the way out."""
    from kenning.daemon.store.backup_files import list_backups

    backups = list_backups(db.parent / "backups")
    if backups:
        fix = (
            f"restore the newest good backup ({backups[0].path.name}, {backups[0].age}) with "
            "`kenning restore`; it checks the backup first and keeps this file aside. "
            "Stop a running daemon first: `kenning daemon stop`"
        )
    else:
        fix = (
            f"there is no backup: move the file aside (mv {db} {db}.broken) and run "
            "`kenning init`; the daemon re-ingests your sessions, rules and marks are lost. "
            "From then on the daemon keeps a daily backup (`kenning backup` makes one now)"
        )
    return StoreCorruptError(f"{db} is damaged ({detail}); kenning stopped writing to it.", fix=fix)


def table_exists(store: Store, table: str) -> bool:
    """Does the database hold this table (a feature whose migration may not have run)?"""
    row = store.execute("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?", (table,))
    return row.fetchone() is not None


def _raise_translated(conn: sqlite3.Connection, exc: sqlite3.DatabaseError) -> NoReturn:
    if not is_corruption(exc):
        raise exc
    path = getattr(conn, "path", None)
    if path is None:
        raise StoreCorruptError(f"the database is damaged ({exc})") from exc
    detail = _describe(exc)
    mark_corrupt(path, detail)
    raise corrupt_error(path, detail) from exc


class _Cursor(sqlite3.Cursor):
    """A cursor whose corruption errors are `StoreCorruptError` (see the module docstring)."""

    def execute(self, sql: str, parameters: Any = (), /) -> _Cursor:
        try:
            super().execute(sql, parameters)
        except sqlite3.DatabaseError as exc:
            _raise_translated(self.connection, exc)
        return self

    def executemany(self, sql: str, seq_of_parameters: Any, /) -> _Cursor:
        try:
            super().executemany(sql, seq_of_parameters)
        except sqlite3.DatabaseError as exc:
            _raise_translated(self.connection, exc)
        return self

    def executescript(self, sql_script: str, /) -> _Cursor:
        try:
            super().executescript(sql_script)
        except sqlite3.DatabaseError as exc:
            _raise_translated(self.connection, exc)
        return self

    def fetchone(self) -> Any:
        try:
            return super().fetchone()
        except sqlite3.DatabaseError as exc:
            _raise_translated(self.connection, exc)

    def fetchmany(self, size: int | None = None) -> list[Any]:
        try:
            return super().fetchmany(size if size is not None else self.arraysize)
        except sqlite3.DatabaseError as exc:
            _raise_translated(self.connection, exc)

    def fetchall(self) -> list[Any]:
        try:
            return super().fetchall()
        except sqlite3.DatabaseError as exc:
            _raise_translated(self.connection, exc)

    def __next__(self) -> Any:
        try:
            return super().__next__()
        except sqlite3.DatabaseError as exc:
            _raise_translated(self.connection, exc)


_new_cursor = sqlite3.Connection.cursor
_cursor_execute = sqlite3.Cursor.execute


class _Connection(sqlite3.Connection):
    """A connection whose statements run on `_Cursor`s."""

    path: Path | None = None

    def cursor(self, factory: Any = _Cursor) -> Any:
        return _new_cursor(self, factory)

    def execute(self, sql: str, parameters: Any = (), /) -> Any:
        # the hot path (every statement): the base methods are called directly
        cursor = _new_cursor(self, _Cursor)
        try:
            return _cursor_execute(cursor, sql, parameters)
        except sqlite3.DatabaseError as exc:
            _raise_translated(self, exc)

    def executemany(self, sql: str, parameters: Any, /) -> Any:
        return self.cursor().executemany(sql, parameters)

    def executescript(self, sql_script: str, /) -> Any:
        return self.cursor().executescript(sql_script)


class Store:
    """An open kenning database.

    Use `Store.open(path)`; it creates and migrates the file as needed.
    """

    def __init__(self, path: Path, conn: sqlite3.Connection) -> None:
        self.path = path
        self.conn = conn
        self._db: Database | None = None
        self._opened = _identity(path)

    def replaced(self) -> bool:
        """Is the file at `path` no longer the one open here (`kenning restore`, a `mv`)?"""
        return _identity(self.path) != self._opened

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
            StoreCorruptError: the file is not a usable SQLite database, or a
                process found it malformed (its marker names this file).
            StoreError: the file or its folder cannot be created or opened.
        """
        found = corruption_marked(path)
        if found is not None:
            raise corrupt_error(path, found)
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
                factory=_Connection,
            )
        except (OSError, sqlite3.Error) as exc:
            raise StoreError(
                f"cannot open the database {path}: {exc}",
                fix="check that the folder is writable, or point KENNING_HOME elsewhere",
            ) from exc
        assert isinstance(conn, _Connection)
        conn.path = path
        conn.row_factory = sqlite3.Row
        store = cls(path, conn)
        try:
            store._configure()
            # reading the schema costs a few pages and finds a damaged one early
            conn.execute("SELECT count(*) FROM sqlite_master").fetchone()
            if migrate:
                store.migrate()
        except StoreCorruptError:
            conn.close()
            raise
        except sqlite3.DatabaseError as exc:
            conn.close()
            if getattr(exc, "sqlite_errorcode", None) == sqlite3.SQLITE_FULL:
                # a migration (or the first schema) found no room: every step is its own
                # transaction, so the store is as the last whole step left it
                raise StoreError(
                    f"cannot open the database {path}: the disk holding the database is "
                    f"full ({exc})",
                    fix="free some space on that disk, then run the command again",
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
        # sanity-check each b-tree page as it is read: damage is met as an
        # error on the page that bears it, not as wrong rows further on
        self.conn.execute("PRAGMA cell_size_check = ON")

    def migrate(self) -> list[str]:
        """Apply pending migrations; returns their names.

        A file lock beside the database serialises migrations between processes
        that open a new or old file at the same moment.
        """
        if self.conn.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION:
            return []
        from kenning.daemon.store.migrations import ScriptDatabase, migrations

        db = ScriptDatabase(self.conn)  # a new schema's scripts cut in one pass
        lock_path = self.path.with_name(self.path.name + ".migrate.lock")
        with os.fdopen(open_private(lock_path), "a") as lock:
            fcntl.flock(lock, fcntl.LOCK_EX)
            try:
                pending = [m.name for m in migrations.pending(db)]
                if pending:
                    log.info("migrating %s: %s", self.path, ", ".join(pending))
                    migrations.apply(db)
                applied = len(migrations.applied(db))
                self.conn.execute(f"PRAGMA user_version = {int(applied)}")
                return pending
            finally:
                fcntl.flock(lock, fcntl.LOCK_UN)

    def applied_migrations(self) -> list[str]:
        """The names of the applied migrations, in the order they ran.

        Read from the migrations' table without importing them (`kenning doctor`,
        `init`; tests/test_store.py holds it equal to `migrations.applied`).
        """
        if not table_exists(self, MIGRATIONS_TABLE):
            return []
        rows = self.execute(
            f"SELECT name FROM {MIGRATIONS_TABLE} WHERE migration_set = ? ORDER BY rowid",
            (MIGRATION_SET,),
        )
        return [row[0] for row in rows]

    @contextmanager
    def transaction(self) -> Iterator[sqlite3.Connection]:
        """A write transaction: committed on success, rolled back on any error.

        Nested use joins the outer transaction through a savepoint.
        """
        if self.conn.in_transaction:
            with self.db.atomic():
                yield self.conn
            return
        found = corruption_marked(self.path)  # another process may have found it malformed
        if found is not None:
            raise corrupt_error(self.path, found)
        self.conn.execute("BEGIN IMMEDIATE")
        try:
            yield self.conn
        except BaseException:
            if self.conn.in_transaction:  # SQLite may have rolled back already
                try:
                    self.conn.execute("ROLLBACK")
                except (sqlite3.Error, StoreCorruptError):
                    log.exception("rollback failed")
            raise
        else:
            self.conn.execute("COMMIT")

    def execute(self, sql: str, params: Any = ()) -> sqlite3.Cursor:
        return self.conn.execute(sql, params)

    def query(self, sql: str, params: Any = ()) -> list[sqlite3.Row]:
        return self.conn.execute(sql, params).fetchall()

    def playbook_version(self) -> int:
        """A counter bumped by every playbook write (rules, feedback, tombstones)."""
        row = self.conn.execute("SELECT value FROM meta WHERE key = 'playbook_version'").fetchone()
        return int(row[0]) if row else 0

    @property
    def identity(self) -> tuple[str, tuple[int, int] | None]:
        """The database file this store reads: its path, and its device and inode
        when opened (`kenning restore` puts another file at the path)."""
        return str(self.path), self._opened

    def playbook_changes(self, since: int, limit: int) -> tuple[int, set[str]] | None:
        """The rules the playbook writes after version `since` touched, and the
        version they lead to; None when more than `limit` writes came since, or
        when one of them was not logged (`playbook_changes`, migration m017:
        tombstones, a team sync): then only a whole load is sure.
        """
        # one statement, one snapshot: the version and its log agree
        try:
            rows = self._changes(since, limit)
        except sqlite3.OperationalError:  # a file opened without migrating: no log
            return None
        if not rows:
            return None
        version = int(rows[0][0])
        logged = [r for r in rows if r[1] is not None]
        if version - since > limit or len(logged) != version - since:
            return None
        return version, {str(r[2]) for r in logged}

    def _changes(self, since: int, limit: int) -> list[Any]:
        return self.conn.execute(
            "SELECT CAST(m.value AS INTEGER), c.version, c.rule_id FROM meta m "
            "LEFT JOIN playbook_changes c ON c.version > ? AND c.version <= ? + ? "
            "WHERE m.key = 'playbook_version'",
            (since, since, limit),
        ).fetchall()

    def close(self) -> None:
        self.conn.close()

    def __enter__(self) -> Store:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()
