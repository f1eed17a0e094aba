"""The daemon's pidfile: who holds it, read without ever making it again. A real file,
a real lock held by another process."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from kenning.daemon.core.pidfile import PidLock, running_pid


def test_a_missing_pidfile_is_no_daemon_and_is_not_made_again(tmp_path: Path) -> None:
    pidfile = tmp_path / "home" / "daemon.pid"
    assert running_pid(pidfile) is None
    assert not pidfile.exists()  # a look never creates it (a stopping daemon unlinked it)


def test_a_held_pidfile_names_its_holder_and_a_released_one_is_gone(tmp_path: Path) -> None:
    pidfile = tmp_path / "home" / "daemon.pid"
    code = (
        "import sys; from pathlib import Path;"
        "from kenning.daemon.core.pidfile import PidLock;"
        f"lock = PidLock(Path({str(pidfile)!r})); lock.acquire();"
        "print('held', flush=True); sys.stdin.readline(); lock.release()"
    )
    with subprocess.Popen(
        [sys.executable, "-c", code], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True
    ) as holder:
        assert holder.stdin is not None and holder.stdout is not None
        try:
            assert holder.stdout.readline().strip() == "held"
            assert running_pid(pidfile) == holder.pid
            holder.stdin.write("\n")
            holder.stdin.flush()
            assert holder.wait(30) == 0
        finally:
            holder.kill()
    assert running_pid(pidfile) is None and not pidfile.exists()


def test_a_pidfile_left_by_a_killed_daemon_is_stale_and_taken_over(tmp_path: Path) -> None:
    pidfile = tmp_path / "daemon.pid"
    pidfile.write_text("999999\n")  # nobody holds its lock
    assert running_pid(pidfile) is None
    lock = PidLock(pidfile)
    lock.acquire()
    try:
        assert pidfile.read_text().strip().isdigit()
    finally:
        lock.release()
    assert not pidfile.exists()
