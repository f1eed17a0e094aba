"""Each rule's hover terms, kept so the language server's first hover does not
compute them for the whole playbook (issue 28, migration m023).

A row per rule: its terms as the hover index weighs them, encoded as text
above (lsp/stored_terms.py), and a digest of what they were computed from.
This module stores the rows and reads them back; it never interprets them.
A reader compares each rule's digest with the one it computes and keeps the
stored terms only when they are equal, so a row is never trusted stale.
"""

from __future__ import annotations

from collections.abc import Iterable

from kenning.daemon.store.db import Store

__all__ = ["read_all", "save"]


def read_all(store: Store) -> dict[str, tuple[str, str]]:
    """Every stored row: rule id → (digest, encoded terms)."""
    cur = store.conn.cursor()
    cur.row_factory = None
    return {
        r[0]: (r[1], r[2])
        for r in cur.execute("SELECT rule_id, digest, terms FROM rule_hover_terms")
    }


def save(store: Store, rows: Iterable[tuple[str, str, str]]) -> int:
    """Write (rule id, digest, encoded terms) rows, replacing a rule's old row, and
    drop the rows of rules no longer stored. Returns the rows written."""
    batch = list(rows)
    with store.transaction() as conn:
        conn.executemany(
            "INSERT INTO rule_hover_terms (rule_id, digest, terms) VALUES (?, ?, ?) "
            "ON CONFLICT(rule_id) DO UPDATE SET digest = excluded.digest, terms = excluded.terms",
            batch,
        )
        # a rule deleted from the playbook (or one that never was stored: a team's)
        conn.execute("DELETE FROM rule_hover_terms WHERE rule_id NOT IN (SELECT id FROM bullets)")
    return len(batch)
