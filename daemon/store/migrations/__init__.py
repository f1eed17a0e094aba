"""Numbered schema migrations of the kenning database.

Each `mNNN_*` function runs once, in a transaction, recorded by sqlite-utils
`Migrations`; an existing file is upgraded in place on open. Never edit a
migration that has shipped: add the next number.

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

import sqlite3
from collections.abc import Callable, Iterator
from typing import TYPE_CHECKING

from sqlite_utils import Database
from sqlite_utils.migrations import Migrations

from kenning.daemon.store.migrations import m001_m005, m006_m012, m013_m023, m024_m034

if TYPE_CHECKING:
    from sqlite_utils.db import Tracer

__all__ = ["STEPS", "ScriptDatabase", "Step", "migrations", "statements"]

#: one migration: it changes the schema of the database it is given
Step = Callable[["Database"], None]

#: every migration, in the order it runs (sqlite-utils records each by its name)
STEPS: tuple[Step, ...] = (
    *m001_m005.STEPS,
    *m006_m012.STEPS,
    *m013_m023.STEPS,
    *m024_m034.STEPS,
)

migrations = Migrations("kenning")
for _step in STEPS:
    migrations()(_step)


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


class ScriptDatabase(Database):
    """The database the migrations run on: `executescript` in a transaction cuts the
    script by `statements`, in linear time; elsewhere as sqlite-utils does."""

    def __init__(self, conn: sqlite3.Connection, *, tracer: Tracer | None = None) -> None:
        super().__init__(conn, tracer=tracer, execute_plugins=False)

    def executescript(self, sql: str) -> sqlite3.Cursor:
        if not self.conn.in_transaction:
            return super().executescript(sql)
        if self._tracer:
            self._tracer(sql, None)
        cursor = self.conn.cursor()
        for statement in statements(sql):  # no implicit COMMIT, as sqlite-utils keeps it
            cursor.execute(statement)
        return cursor


def __getattr__(name: str) -> Step:
    """One step by its name (`m008_codex_ids_and_projects`), for a test that runs
    one alone on a file of its own."""
    for step in STEPS:
        if step.__name__ == name:
            return step
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
