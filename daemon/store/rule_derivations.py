"""Each rule's derivation, stored with its row (migration m024, issue 28).

A rule with no written check still carries one when its text rules out a
command, a library or a function (`core/derived.py`). Deriving it reads the
text's clauses: ~3 s for 100,000 rules, of which ~2,000 derive a check. So
the derivation is made once, when the row is written (`with_derivation`, in
every write of `RuleRepo`), and kept in two columns of `bullets`:

- `derived`: the encoded checks (`core.derived.encode`), NULL when the text
  derives none;
- `derived_v`: the `core.derived.VERSION` that made it, a digest of the
  deriving code. A row of another version (written before an upgrade, or by
  an older kenning beside a newer one) is derived again when read
  (`checked`), and written back when the store takes the write; it is never
  trusted. A text changed by a writer that did not derive it again (the
  trigger `bullets_derived_stale`, m024) has none: it is derived again too.

`checked` reads the rows that carry a check, derived or written
(`CHECKED`, the partial index `bullets_checked`), so building the checks of
100,000 rules reads ~2,000 rows, not 100,000 texts.

`core.derived` (~35 ms to import: the tables of programs it reads) is
imported by the functions that derive, not with this module: most commands
that read rules write none.
"""

from __future__ import annotations

import logging
import sqlite3
from collections.abc import Collection, Iterable
from typing import TYPE_CHECKING, Any, NamedTuple

from kenning.daemon.store.chunked import rows_in

if TYPE_CHECKING:
    from kenning.daemon.store.db import Store

__all__ = ["BATCH", "CHECKED", "Checked", "checked", "rederive", "stale", "with_derivation"]

log = logging.getLogger(__name__)

#: rows derived per statement when many are (the migration, a new version)
BATCH = 2_000
#: the WHERE of the partial index `bullets_checked` (m024), word for word: SQLite
#: uses a partial index only for a query that repeats its condition
CHECKED = "(derived IS NOT NULL OR verification IS NOT NULL)"
_UPDATE = "UPDATE bullets SET derived = ?, derived_v = ? WHERE id = ?"
#: the rows of another version, through `bullets_derived_v` (three ranges, not a scan)
_STALE = "SELECT id, content FROM bullets WHERE derived_v IS NULL OR derived_v < ? OR derived_v > ?"


class Checked(NamedTuple):
    """A stored rule that carries a check, as the checks are built from it."""

    content: str
    #: its encoded derivation (`core.derived.decode`), None when it derives none
    derived: str | None
    #: it has a written check (`verification`), which wins over a derived one
    verified: bool


def with_derivation(row: dict[str, Any]) -> dict[str, Any]:
    """A rule's row (`rule_rows.rule_to_row`, or a raw row undo restores) with its
    derivation's columns, made from its `content`."""
    from kenning.daemon.core.derived import VERSION, stored

    content = row.get("content")
    if isinstance(content, str):
        row["derived"] = stored(content)
        row["derived_v"] = VERSION
    return row


def _derived(rows: Iterable[tuple[str, str]]) -> list[tuple[str | None, str, str]]:
    from kenning.daemon.core.derived import VERSION, stored

    return [(stored(content), VERSION, rule_id) for rule_id, content in rows]


def rederive(conn: sqlite3.Connection, batch: int = BATCH) -> int:
    """Derive every row not of this `VERSION` again, `batch` rows at a time (in the
    caller's transaction: the migration's). Returns how many were."""
    from kenning.daemon.core.derived import VERSION

    cur = conn.cursor()
    cur.row_factory = None
    done, after = 0, 0
    while True:
        rows = cur.execute(
            "SELECT rowid, id, content FROM bullets WHERE rowid > ? "
            "AND (derived_v IS NULL OR derived_v <> ?) ORDER BY rowid LIMIT ?",
            (after, VERSION, batch),
        ).fetchall()
        if not rows:
            return done
        conn.executemany(_UPDATE, _derived((r[1], r[2]) for r in rows))
        after = rows[-1][0]
        done += len(rows)


def stale(store: Store) -> list[tuple[str, str]]:
    """(id, content) of the rows whose derivation is not of this `VERSION`."""
    from kenning.daemon.core.derived import VERSION

    cur = store.conn.cursor()
    cur.row_factory = None
    return [(str(r[0]), str(r[1])) for r in cur.execute(_STALE, (VERSION, VERSION))]


def _refresh(store: Store) -> dict[str, str | None]:
    """Derive the stale rows again; write them back when the store takes the write
    (not inside another transaction, not read-only, not busy). Returns them, id →
    encoded derivation, so that a store that did not take them is read right."""
    rows = stale(store)
    if not rows:
        return {}
    fresh = _derived(rows)
    if not store.conn.in_transaction:
        try:
            with store.transaction() as conn:
                for start in range(0, len(fresh), BATCH):
                    conn.executemany(_UPDATE, fresh[start : start + BATCH])
        except sqlite3.OperationalError as exc:  # read-only, or busy past the timeout
            log.info("stored derivations not refreshed (%s): derived in memory", exc)
    return {rule_id: derived for derived, _v, rule_id in fresh}


def checked(
    store: Store, ids: Collection[str] | None = None, *, states: tuple[str, ...] = ("active",)
) -> dict[str, Checked]:
    """The rules in `states` that carry a check (of `ids` only, if given), by id.

    Stale rows (`stale`) are derived again first. A rule not returned carries no
    check: its text derives none and it has no `verification`.
    """
    fresh = _refresh(store)
    marks = ", ".join("?" * len(states))
    head = "SELECT id, content, derived, verification IS NOT NULL, state FROM bullets"
    if ids is None:
        cur = store.conn.cursor()
        cur.row_factory = None
        rows: Iterable[Any] = cur.execute(
            f"{head} WHERE {CHECKED} AND state IN ({marks})", states
        ).fetchall()
        if fresh:  # a stale row may derive a check now, and be outside the index
            rows = [*rows, *rows_in(store.conn, head, "id", fresh)]
    else:
        rows = rows_in(store.conn, head, "id", ids)
    out: dict[str, Checked] = {}
    for rule_id, content, derived, verified, state in rows:
        if state not in states:
            continue
        derived = fresh.get(rule_id, derived)
        if derived is not None or verified:
            out[rule_id] = Checked(content, derived, bool(verified))
    return out
