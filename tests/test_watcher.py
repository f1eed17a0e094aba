"""The watcher: native events and polling, per root; roots that come later; file roots."""

from __future__ import annotations

import ctypes
import errno
import os
import queue
import time
from pathlib import Path

import pytest

from kenning.daemon.service.watcher import Watcher


def _next_batch(batches: queue.Queue[set[Path]], want: Path, timeout: float = 10.0) -> set[Path]:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        try:
            batch = batches.get(timeout=deadline - time.monotonic())
        except queue.Empty:
            break
        if want in batch:
            return batch
    raise AssertionError(f"no change event for {want} within {timeout}s")


@pytest.mark.parametrize("polling", [False, True], ids=["native", "polling"])
def test_appended_file_is_reported(tmp_path: Path, polling: bool) -> None:
    root = tmp_path / "agent"
    root.mkdir()
    batches: queue.Queue[set[Path]] = queue.Queue()
    watcher = Watcher(lambda: [root], batches.put, debounce_ms=50, force_polling=polling)
    watcher.start()
    try:
        deadline = time.monotonic() + 5
        while root.as_posix() not in watcher.status.watching and time.monotonic() < deadline:
            time.sleep(0.01)
        session = root / "s.jsonl"
        # the watcher arms asynchronously: keep appending until it sees a write
        deadline = time.monotonic() + 10
        seen = False
        while not seen and time.monotonic() < deadline:
            with session.open("a") as fh:
                fh.write('{"x": 1}\n')
            try:
                seen = session in _next_batch(batches, session, timeout=1.0)
            except AssertionError:
                continue
        assert seen
        assert watcher.status.polling is polling
    finally:
        watcher.stop()


def test_root_created_after_start_is_picked_up(tmp_path: Path) -> None:
    root = tmp_path / "later"
    batches: queue.Queue[set[Path]] = queue.Queue()
    watcher = Watcher(lambda: [root], batches.put, debounce_ms=50, recheck_s=0.2)
    watcher.start()
    try:
        deadline = time.monotonic() + 5
        while root.as_posix() not in watcher.status.waiting_for and time.monotonic() < deadline:
            time.sleep(0.01)
        assert watcher.status.waiting_for == [root.as_posix()]
        root.mkdir()
        deadline = time.monotonic() + 10
        while root.as_posix() not in watcher.status.watching and time.monotonic() < deadline:
            time.sleep(0.02)
        assert watcher.status.watching == [root.as_posix()]
        target = root / "new.jsonl"
        deadline = time.monotonic() + 10
        seen = False
        while not seen and time.monotonic() < deadline:
            with target.open("a") as fh:
                fh.write("{}\n")
            try:
                seen = target in _next_batch(batches, target, timeout=1.0)
            except AssertionError:
                continue
        assert seen
    finally:
        watcher.stop()


def _appends_seen(batches: queue.Queue[set[Path]], target: Path, line: str = "{}\n") -> bool:
    """Append to `target` until a batch names it (the watcher arms asynchronously)."""
    deadline = time.monotonic() + 10
    while time.monotonic() < deadline:
        with target.open("a") as fh:
            fh.write(line)
        try:
            return target in _next_batch(batches, target, timeout=1.0)
        except AssertionError:
            continue
    return False


def test_a_file_given_as_a_root_is_watched_alone(tmp_path: Path) -> None:
    # Aider keeps one history file per project: a root can be that file
    history = tmp_path / "project" / ".aider.chat.history.md"
    history.parent.mkdir()
    history.write_text("# aider chat started at 2026-05-01 10:00:00\n")
    batches: queue.Queue[set[Path]] = queue.Queue()
    watcher = Watcher(lambda: [history], batches.put, debounce_ms=50, recheck_s=0.2)
    watcher.start()
    try:
        assert _appends_seen(batches, history, "#### run the tests\n")
        assert watcher.status.watching == [history.as_posix()] and not watcher.status.polling
        # its neighbours are not reported: the folder is not the root
        (history.parent / "main.py").write_text("print(1)\n")
        time.sleep(0.5)
        while not batches.empty():
            assert batches.get() <= {history}
    finally:
        watcher.stop()


def _exhaust_inotify_instances() -> list[int]:
    """Open inotify instances until the OS refuses one (max_user_instances); their fds."""
    libc = ctypes.CDLL(None, use_errno=True)
    fds: list[int] = []
    limit = int(Path("/proc/sys/fs/inotify/max_user_instances").read_text())
    while len(fds) <= limit:
        fd = libc.inotify_init1(0)
        if fd < 0:
            assert ctypes.get_errno() in (errno.EMFILE, errno.ENFILE)
            return fds
        fds.append(fd)
    raise AssertionError(f"the OS gave more than max_user_instances = {limit}")


@pytest.mark.slow
def test_only_the_root_the_os_refuses_falls_back_to_polling(tmp_path: Path) -> None:
    first, second = tmp_path / "claude", tmp_path / "codex"
    first.mkdir()
    roots = [first]
    batches: queue.Queue[set[Path]] = queue.Queue()
    watcher = Watcher(lambda: list(roots), batches.put, debounce_ms=50, recheck_s=0.2)
    watcher.start()
    fds: list[int] = []
    try:
        assert _appends_seen(batches, first / "a.jsonl")  # natively armed
        # the real OS limit: no inotify instance left for this user
        fds = _exhaust_inotify_instances()
        second.mkdir()
        roots.append(second)  # an agent installed now: its watch cannot be armed
        assert _appends_seen(batches, second / "b.jsonl")  # seen all the same, by polling
        assert list(watcher.status.polled) == [second.as_posix()]
        assert "native watching failed" in watcher.status.polled[second.as_posix()]
        assert watcher.status.polling and second.as_posix() in (watcher.status.polling_reason or "")
        assert _appends_seen(batches, first / "a.jsonl")  # the first root still native
    finally:
        for fd in fds:
            os.close(fd)
        watcher.stop()
