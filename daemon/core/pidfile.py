"""The daemon's pidfile: held with `flock` for its lifetime, so a kill -9 leaves nothing stale.

Standard library only: `kenning daemon status` and autostart ask it without
importing the service (asyncio and the workers).
"""

from __future__ import annotations

import fcntl
import os
from pathlib import Path
from typing import TextIO

from kenning.daemon.core.errors import DaemonError
from kenning.daemon.core.private import open_private, private_dir

__all__ = ["PidLock", "read_pid", "running_pid"]


class PidLock:
    """The pidfile, held with an exclusive lock for the daemon's lifetime.

    The lock, not the file's existence, says whether a daemon runs: a pidfile
    left by a kill -9 is simply taken over.
    """

    def __init__(self, path: Path) -> None:
        self.path = path
        self._fh: TextIO | None = None

    def acquire(self) -> None:
        private_dir(self.path.parent)
        fh = os.fdopen(open_private(self.path, os.O_RDWR | os.O_CREAT), "r+")
        try:
            fcntl.flock(fh, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError as exc:
            fh.close()
            raise DaemonError(
                f"a kenning daemon is already running (pid {read_pid(self.path)})",
                fix="stop it with `kenning daemon stop`, or use the running one",
            ) from exc
        fh.seek(0)
        fh.truncate()
        fh.write(f"{os.getpid()}\n")
        fh.flush()
        self._fh = fh

    def release(self) -> None:
        if self._fh is not None:
            self.path.unlink(missing_ok=True)
            fcntl.flock(self._fh, fcntl.LOCK_UN)
            self._fh.close()
            self._fh = None


def read_pid(pidfile: Path) -> int | None:
    try:
        return int(pidfile.read_text().strip())
    except (OSError, ValueError):
        return None


def running_pid(pidfile: Path) -> int | None:
    """The pid of the running daemon, or None (a stale pidfile counts as none).

    The file is opened without creating it: a daemon that unlinks it as it stops, between
    a look and the open, must not find an empty pidfile made again behind it."""
    try:
        fd = os.open(pidfile, os.O_RDONLY)
    except OSError:
        return None  # none (or unreadable): no daemon holds it
    try:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        fcntl.flock(fd, fcntl.LOCK_UN)
        return None  # nobody holds the lock: stale
    except BlockingIOError:
        return read_pid(pidfile)
    except OSError:
        return None
    finally:
        os.close(fd)
