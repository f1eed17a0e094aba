"""The language server's stored hover terms, read and written for it (issue 28).

The server computes each rule's terms (lsp/terms.py) and keeps them encoded
as text (lsp/stored_terms.py); the rows live in `rule_hover_terms`
(store/hover_terms.py, migration m023). The server does not reach the store
itself (the import contract): it calls these two steps.
"""

from __future__ import annotations

from collections.abc import Iterable

from kenning.daemon.store import hover_terms
from kenning.daemon.store.db import Store

__all__ = ["read_hover_terms", "save_hover_terms"]


def read_hover_terms(store: Store) -> dict[str, tuple[str, str]]:
    """Every stored rule's (digest, encoded terms), by id."""
    return hover_terms.read_all(store)


def save_hover_terms(store: Store, rows: Iterable[tuple[str, str, str]]) -> int:
    """Store (rule id, digest, encoded terms) rows in one transaction; the rows of
    rules no longer stored go. Returns the rows written."""
    return hover_terms.save(store, rows)
