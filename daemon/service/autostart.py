"""Starting the daemon in the background: `kenning daemon start`, and autostart.

Like gpg-agent: when no daemon runs, the first command that needs warm state
(`client.WARM_OPERATIONS`) starts one and answers in its own process
meanwhile, by words (it does not load the embedding model for one answer).
`daemon.autostart = false` turns this off.
"""

from __future__ import annotations

import logging
import os
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

from kenning.daemon.core.config import LoadedConfig
from kenning.daemon.core.paths import Paths

__all__ = ["autostart", "planned_start", "spawn"]

log = logging.getLogger(__name__)


def spawn(paths: Paths, *, cwd: Path | None = None) -> tuple[subprocess.Popen[bytes], Path]:
    """Start `kenning daemon run` detached (in `cwd`), logging to KENNING_HOME/logs/daemon.log."""
    from kenning.daemon.core.private import open_private, private_dir

    log_file = paths.logs / "daemon.log"
    private_dir(log_file.parent)
    with open(os.devnull, "rb") as devnull, os.fdopen(open_private(log_file), "ab") as out:
        proc = subprocess.Popen(
            [
                sys.executable,
                "-c",
                "from kenning.daemon.cli import main; main()",
                "daemon",
                "run",
                "--log-file",
                str(log_file),
            ],
            stdin=devnull,
            stdout=out,
            stderr=out,
            start_new_session=True,
            cwd=cwd,
            env={**os.environ, "KENNING_HOME": str(paths.home)},
        )
    return proc, log_file


def planned_start(loaded: LoadedConfig) -> Callable[[], None] | None:
    """How this command brings a daemon up, or None when none is coming (answer warm).

    Returns a function that starts the daemon (a no-op when one already holds
    the pidfile but does not answer yet: it is starting). The caller answers
    cold first and calls it afterwards: a daemon's start-up burns a core for
    a second, and on a small machine it would slow down the very answer it
    is started beside. None when autostart is off, or when the database is
    marked damaged (`kenning daemon start` says why).
    """
    from kenning.daemon.core.pidfile import running_pid
    from kenning.daemon.ops.storage import corruption_marked

    if not loaded.get("daemon.autostart"):  # no pydantic: the cold `context` asks too
        return None
    paths = loaded.paths
    if running_pid(paths.pidfile) is not None:
        return lambda: None  # it holds the pidfile but its socket does not answer yet
    if corruption_marked(paths.db) is not None:
        return None

    def start() -> None:
        try:
            # in its home, not in the folder of the command that happened to start it:
            # a request names its repository (`cwd`), the daemon's own settings are global
            proc, log_file = spawn(paths, cwd=paths.home)
        except OSError as exc:  # no daemon is no failure: this process answered
            log.warning("cannot start the daemon: %s", exc)
            return
        log.info("started the daemon (pid %d), log %s", proc.pid, log_file)

    return start


def autostart(loaded: LoadedConfig) -> bool:
    """Start a daemon unless one runs; True when one is starting (this answer is cold).

    A daemon that holds the pidfile but does not answer yet is starting: True.
    False when autostart is off, or when the database is marked damaged.
    """
    start = planned_start(loaded)
    if start is None:
        return False
    start()
    return True
