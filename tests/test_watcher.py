from __future__ import annotations

import queue
import time
from pathlib import Path

import pytest

from kenning.daemon.watcher import Watcher


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
