"""Polling until something a real process does has happened, with a named timeout."""

from __future__ import annotations

import time
from collections.abc import Callable


def wait_for(
    predicate: Callable[[], object], what: str, timeout: float = 30.0, step: float = 0.05
) -> None:
    """Return once `predicate()` is true; AssertionError naming `what` after `timeout` seconds."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if predicate():
            return
        time.sleep(step)
    raise AssertionError(f"timed out after {timeout}s waiting for {what}")
