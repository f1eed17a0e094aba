"""Numbered schema migrations of the kenning database.

Each `mNNN_*` function runs once, in a transaction, recorded in the table
`_sqlite_migrations` (the one sqlite-utils' `Migrations` keeps, which ran them
before: a store it migrated is read and continued alike); an existing file is
upgraded in place on open. Never edit a migration that has shipped: add the
next number. Running them imports no sqlite-utils (it pulls numpy in: ~0.15 s
of CPU on a new store's first command).

Numbers are reserved per area so work can land in any order:
m001 playbook, m002 sessions, m003 embeddings, m004 LLM usage, m005+ learning loop;
m008 Codex session ids and watched project folders; m009 feedback summaries;
m010 the team replica (daemon/team/); m011 the trigram index (search);
m017 the log of which rule each playbook change touched; m019 partial reads;
m022 the trigram triggers' cheaper test; m023 the hover's stored rule terms;
m024 each rule's stored derivation.

The steps are kept by era, in `m001_m005`, `m006_m012`, `m013_m023` and `m024_m034`, each
with its `STEPS` in the order they run; `STEPS` below is the eras in turn.
A new migration goes at the end of the last era and of its `STEPS`.
"""

from __future__ import annotations

import datetime
import sqlite3
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any, Protocol

from kenning.daemon.store.migrations import m001_m005, m006_m012, m013_m023, m024_m034

__all__ = ["STEPS", "Migrations", "Schema", "ScriptDatabase", "Step", "migrations", "statements"]


class Schema(Protocol):
    """What a migration is given: its connection, a statement, a script (`ScriptDatabase`,
    or a sqlite-utils `Database` in the tests that stop a store at an old step)."""

    @property
    def conn(self) -> sqlite3.Connection: ...

    def execute(self, sql: str, parameters: Any = None) -> sqlite3.Cursor: ...

    def executescript(self, sql: str) -> sqlite3.Cursor: ...


#: one migration: it changes the schema of the database it is given
Step = Callable[[Any], None]

#: the table that records each applied step, as sqlite-utils made it (the same text, so
#: a new store's schema is the one it wrote); `store.db.MIGRATIONS_TABLE` reads it
#: without importing this package (which cannot import `store.db`: a cycle)
TABLE = "_sqlite_migrations"
_CREATE_TABLE = (
    'CREATE TABLE IF NOT EXISTS "_sqlite_migrations" (\n'
    '   "id" INTEGER PRIMARY KEY,\n'
    '   "migration_set" TEXT,\n'
    '   "name" TEXT,\n'
    '   "applied_at" TEXT\n'
    ")"
)
_CREATE_INDEX = (
    'CREATE UNIQUE INDEX "idx__sqlite_migrations_migration_set_name"\n'
    '    ON "_sqlite_migrations" ("migration_set", "name")'
)


@dataclass(frozen=True)
class Migration:
    """A step and the name it is recorded under."""

    name: str
    fn: Step


@dataclass(frozen=True)
class Applied:
    """A recorded step: its name and when it ran (UTC, as `str(datetime)` writes it)."""

    name: str
    applied_at: str


@contextmanager
def _atomic(conn: sqlite3.Connection) -> Iterator[None]:
    """A transaction (a savepoint inside one): committed on success, rolled back on
    any error, so a failed step leaves no record and stays pending."""
    if conn.in_transaction:
        conn.execute("SAVEPOINT kenning_migration")
        try:
            yield
        except BaseException:
            if conn.in_transaction:  # an error may have ended the transaction already
                conn.execute("ROLLBACK TO SAVEPOINT kenning_migration")
                conn.execute("RELEASE SAVEPOINT kenning_migration")
            raise
        conn.execute("RELEASE SAVEPOINT kenning_migration")
        return
    conn.execute("BEGIN")
    try:
        yield
    except BaseException:
        if conn.in_transaction:
            conn.execute("ROLLBACK")
        raise
    conn.execute("COMMIT")


class Migrations:
    """A named set of steps, applied in order, each recorded in `TABLE` with its set."""

    def __init__(self, name: str, steps: tuple[Step, ...]) -> None:
        self.name = name
        self.steps = [Migration(step.__name__, step) for step in steps]

    def applied(self, db: Schema) -> list[Applied]:
        """The recorded steps of this set, in the order they ran (reads only)."""
        conn = db.conn
        if not self._has_table(conn):
            return []
        rows = conn.execute(
            f"SELECT name, applied_at FROM {TABLE} WHERE migration_set = ? ORDER BY rowid",
            (self.name,),
        )
        return [Applied(row[0], row[1]) for row in rows]

    @staticmethod
    def _has_table(conn: sqlite3.Connection) -> bool:
        found = conn.execute(
            "SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?", (TABLE,)
        )
        return found.fetchone() is not None

    def pending(self, db: Schema) -> list[Migration]:
        """The steps not recorded yet, in order (reads only)."""
        done = {a.name for a in self.applied(db)}
        return [m for m in self.steps if m.name not in done]

    def apply(self, db: Schema, *, stop_before: str | None = None) -> None:
        """Run every pending step (up to `stop_before`, a test's old store), each in a
        transaction with its record.

        Raises:
            ValueError: `stop_before` names a step already applied (it cannot be honoured).
        """
        if stop_before is not None and stop_before in {a.name for a in self.applied(db)}:
            raise ValueError(f"cannot stop before {stop_before}: it is applied already")
        conn = db.conn
        if not self._has_table(conn):
            conn.execute(_CREATE_TABLE)
            conn.execute(_CREATE_INDEX)
        for migration in self.pending(db):
            if migration.name == stop_before:
                return
            with _atomic(conn):
                migration.fn(db)
                conn.execute(
                    f"INSERT INTO {TABLE} (migration_set, name, applied_at) VALUES (?, ?, ?)",
                    (self.name, migration.name, str(datetime.datetime.now(datetime.UTC))),
                )


#: every migration, in the order it runs (each recorded by its name)
STEPS: tuple[Step, ...] = (
    *m001_m005.STEPS,
    *m006_m012.STEPS,
    *m013_m023.STEPS,
    *m024_m034.STEPS,
)

migrations = Migrations("kenning", STEPS)


def statements(sql: str) -> Iterator[str]:
    """The complete statements of a script, stripped, in order; the text after the last one.

    sqlite-utils splits a script run inside a transaction (so that no implicit COMMIT ends
    it) by asking SQLite whether the text is complete after each character, joining the
    text again each time: quadratic in a statement's length, ~0.1 s of CPU for a new
    store's schema. A statement is complete only at a semicolon, so asking there alone
    cuts the same statements, in one pass.
    """
    start = 0
    end = sql.find(";")
    while end >= 0:
        statement = sql[start : end + 1].strip()
        if statement and sqlite3.complete_statement(statement):
            yield statement
            start = end + 1
        end = sql.find(";", end + 1)
    rest = sql[start:].strip()
    if rest:
        yield rest


class ScriptDatabase:
    """The database the migrations run on (a `Schema`): `executescript` in a transaction
    cuts the script by `statements`, in linear time; `tracer` sees each statement or
    script before it runs, as sqlite-utils' tracer did."""

    def __init__(
        self, conn: sqlite3.Connection, *, tracer: Callable[[str, Any], None] | None = None
    ) -> None:
        self.conn = conn
        self._tracer = tracer

    def execute(self, sql: str, parameters: Any = None) -> sqlite3.Cursor:
        if self._tracer:
            self._tracer(sql, parameters)
        if parameters is None:
            return self.conn.execute(sql)
        return self.conn.execute(sql, parameters)

    def executescript(self, sql: str) -> sqlite3.Cursor:
        if self._tracer:
            self._tracer(sql, None)
        if not self.conn.in_transaction:
            return self.conn.executescript(sql)
        cursor = self.conn.cursor()
        for statement in statements(sql):  # executescript would COMMIT first
            cursor.execute(statement)
        return cursor


def __getattr__(name: str) -> Step:
    """One step by its name (`m008_codex_ids_and_projects`), for a test that runs
    one alone on a file of its own."""
    for step in STEPS:
        if step.__name__ == name:
            return step
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
