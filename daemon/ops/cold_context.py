"""`kenning context` without the daemon, answered from the store's index (issue 28, item 3).

When no daemon answers, the CLI has answered `context` in its own process
by words, with the whole playbook loaded, scored and indexed for one
briefing, behind the imports of click, pydantic and the operations layer:
~0.3 s of CPU at 100 rules, 5.6 s at 100,000. This path gives the same
briefing (the same rules in the same order, the same JSON) from what the
store keeps for it (retrieval/stored_index.py: the weights of the task's
words, the scoped rules by scope and key, and only the rules it weighs,
loaded and scored), and imports neither click nor pydantic nor numpy.

It answers only what the words-only briefing answers; anything else returns
None and the click command answers as before:

- a repository with its own `.kenning/playbook.yaml` (its rules are read from
  the file, through the pydantic input models), or a joined team (the
  replica's rules are merged into the playbook);
- a store the stored keys cannot be written to (read-only, busy, damaged).

The conditions of the words-only answer itself (no daemon, autostart on, no
`--set` or KENNING_* settings of its own) are the caller's
(daemon/cli/cold.py), which also starts the daemon afterwards.
"""

from __future__ import annotations

import logging
import sqlite3
from pathlib import Path
from typing import TYPE_CHECKING, Any

from kenning.daemon.core.errors import KenningError
from kenning.daemon.core.paths import find_repo_root, repo_playbook_path

from .base import words_only_note

if TYPE_CHECKING:
    from kenning.daemon.core.config import LoadedConfig

__all__ = ["cold_context"]

log = logging.getLogger(__name__)


def cold_context(
    loaded: LoadedConfig, params: dict[str, Any], *, now: Any = None
) -> dict[str, Any] | None:
    """The words-only briefing for `params` (as `context_params` builds them), or
    None when only the whole playbook can give it (see the module).

    Logs the rules shown as surfaced, as the `context` operation does. `now`:
    the moment scores are computed for (tests compare with a whole load).

    Raises:
        UsageError: an empty task or a limit outside 1..100 (as the operation).
    """
    from kenning.daemon.retrieval.briefing import check_request, noted
    from kenning.daemon.retrieval.context import build_context, record_surfaced_entries
    from kenning.daemon.retrieval.stored_index import stored_rules
    from kenning.daemon.store.db import Store
    from kenning.daemon.store.team import has_link

    limit = int(params.get("limit", 10))
    task = check_request(str(params.get("task") or ""), limit)
    workspace = Path(params["workspace"]) if params.get("workspace") else None
    file = Path(params["file"]) if params.get("file") else None
    start = workspace or (file.parent if file else None)
    root = find_repo_root(start) if start is not None else None
    if root is not None and repo_playbook_path(root).exists():
        return None  # the repository's rules come from its file
    settings = loaded.plain()
    try:
        store = Store.open(loaded.paths.db)
    except KenningError:
        return None  # the click command reports it the documented way
    try:
        if has_link(store.conn):
            return None  # a team's rules are merged into the playbook
        try:
            rules = stored_rules(store, settings, task, now=now)
        except (KenningError, sqlite3.Error):  # read-only, busy past the timeout, damaged
            log.debug("cannot bring the stored rule keys up to date", exc_info=True)
            return None
        result = build_context(
            store, settings, task, workspace=workspace, file=file, limit=limit, stored=rules
        )
        record_surfaced_entries(store, result.rules + result.pitfalls, result.workspace)
    finally:
        store.close()
    result.source = "process"
    data = result.to_json()
    # as the `context` operation words it (ops/retrieval.py)
    data["degraded"] = noted(words_only_note(settings, loaded.paths), data.get("degraded") or [])
    return data
