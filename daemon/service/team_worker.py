"""The daemon's team worker: `kenning team sync` on a timer while a team is joined.

The loop itself is the team package's (daemon/team/sync.py); it idles while
no team is joined, and the socket's `team_wake` (a join or leave) makes it
look again without a restart.
"""

from __future__ import annotations

import threading

from kenning.daemon.core.config import LoadedConfig

__all__ = ["team_sync_thread"]


def team_sync_thread(
    loaded: LoadedConfig, halt: threading.Event, wake: threading.Event
) -> threading.Thread:
    """The team sync thread, not started: it stops on `halt` and looks again on `wake`."""
    from kenning.daemon.safety.sanitize import Sanitizer
    from kenning.daemon.team.sync import sync_loop

    redactor = Sanitizer.from_config(loaded.settings.sanitize)
    return threading.Thread(
        target=sync_loop,
        args=(loaded.paths.db, redactor, halt),
        kwargs={"wake": wake, "curation": loaded.settings.curation},
        name="kenning-team",
        daemon=True,
    )
