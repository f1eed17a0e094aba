"""The playbook as every surface reads it: the store's rules, the repository's
file, and the team's replica.

The playbook engine knows nothing of team memory (team/ sits above it); the
team's rules are handed in as a `shared` source (playbook/origins.py). Which
source that is is decided here, once, for the operations and for the front
ends that keep a playbook of their own (the CLI, the language server).
"""

from __future__ import annotations

from collections.abc import Collection
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from kenning.daemon.core.settings import Settings
    from kenning.daemon.playbook.book import Playbook
    from kenning.daemon.playbook.cache import PlaybookCache
    from kenning.daemon.store.db import Store

__all__ = ["load_playbook", "playbook_cache"]


def load_playbook(
    store: Store,
    settings: Settings,
    repo_root: Path | None,
    *,
    include_retired: bool = False,
    backups: Path | None = None,
    now: datetime | None = None,
    ids: Collection[str] | None = None,
) -> Playbook:
    """`Playbook.load` with the team's rules (`team.view.team_view`); `ids`: of the
    stored rules, only these (see `Playbook.load`)."""
    from kenning.daemon.playbook.book import Playbook
    from kenning.daemon.team.view import team_view

    return Playbook.load(
        store,
        settings,
        repo_root,
        include_retired=include_retired,
        backups=backups,
        now=now,
        shared=team_view,
        ids=ids,
    )


def playbook_cache(settings: Settings, *, backups: Path | None = None) -> PlaybookCache:
    """A `PlaybookCache` whose playbooks hold the team's rules (`backups`: where a
    corrupt repository file is copied, default `Paths.backups`)."""
    from kenning.daemon.playbook.cache import PlaybookCache
    from kenning.daemon.team.view import team_view

    return PlaybookCache(settings, backups=backups, shared=team_view)
