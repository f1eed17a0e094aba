"""`kenning context` with no daemon, answered from the store's index before click loads.

The console script (daemon/cli/__init__.py) offers argv to the daemon's
fast client first (core/context_client.py); when no daemon answers, it
offers it here. This answers exactly when the click command would answer by
words in its own process and start the daemon (`daemon.autostart` on, no
KENNING_* setting of its own that a daemon must share, a plain form of the
command), through `ops.cold_context` (the same briefing from the store's
index, without click, pydantic or numpy), then starts the daemon as the
command would. Anything else returns False and click answers as before.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Sequence

__all__ = ["cold_main"]


def cold_main(argv: Sequence[str]) -> bool:
    """Answer `kenning context …` without a daemon from the store's index; False: click answers."""
    from kenning.daemon.core.client import env_settings
    from kenning.daemon.core.context_client import request, socket_path, write
    from kenning.daemon.core.errors import KenningError

    if env_settings():
        return False  # settings of its own: click answers (in full, starting no daemon)
    if socket_path().exists():
        return False  # a daemon that did not answer: click asks again and reports its error
    asked = request(argv)
    if asked is None:
        return False
    opts, params = asked
    from kenning.daemon.core.config import load_config

    try:
        loaded = load_config()
        if not loaded.get("daemon.autostart"):
            return False  # click computes the full briefing (with meaning) here
        from kenning.daemon.ops.cold_context import cold_context
        from kenning.daemon.service.autostart import planned_start

        start = planned_start(loaded)
        if start is None:
            return False
        data = cold_context(loaded, params)
    except (KenningError, sqlite3.Error):
        return False  # click answers, or reports it the documented way
    if data is None:
        return False
    write(data, as_json=opts["json"])
    start()  # after the answer, as the click command does (cli/opcall.py)
    return True
