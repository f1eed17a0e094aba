"""The database for a front end that keeps it open between requests (the language server).

Front ends (`lsp/`, `hooks/`) reach the data through operations and this
module, never `kenning.daemon.store` itself: the layers can then be checked
(tests/test_checks.py). The language server holds one `Store` for its
lifetime, reads playbooks through it and hands it to the operations it runs.
"""

from __future__ import annotations

from pathlib import Path

from kenning.daemon.store.db import Store

__all__ = ["Store", "open_store"]


def open_store(path: Path) -> Store:
    """The database at `path`, created and migrated if needed (`Store.open`)."""
    return Store.open(path)
