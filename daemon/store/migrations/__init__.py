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

from collections.abc import Callable
from typing import TYPE_CHECKING

from sqlite_utils.migrations import Migrations

from kenning.daemon.store.migrations import m001_m005, m006_m012, m013_m023, m024_m034

if TYPE_CHECKING:
    from sqlite_utils import Database

__all__ = ["STEPS", "Step", "migrations"]

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


def __getattr__(name: str) -> Step:
    """One step by its name (`m008_codex_ids_and_projects`), for a test that runs
    one alone on a file of its own."""
    for step in STEPS:
        if step.__name__ == name:
            return step
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
