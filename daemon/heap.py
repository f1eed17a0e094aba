"""Giving the C heap's free pages back to the system (glibc `malloc_trim`), and the RSS.

glibc keeps freed memory in its arenas, one per thread that allocated, so a
large transient piece of work (a 10 MB answer, the first load of a 100k-row
vector index, a learning pass) raises a long-lived process's RSS for good
without a trim. The daemon trims when it goes idle: after the last socket
request in flight is answered, and when a worker finishes a round (a trim
costs ~1 ms on a 300 MB daemon).
"""

from __future__ import annotations

import functools
import threading
from collections.abc import Callable
from pathlib import Path

__all__ = ["resident_mb", "trim_heap", "trims"]

_lock = threading.Lock()
_trims = 0


def trim_heap() -> None:
    """Return the C heap's free pages to the system (glibc `malloc_trim`; elsewhere nothing)."""
    global _trims
    trim = _malloc_trim()
    if trim is not None:
        trim(0)
    with _lock:
        _trims += 1


def trims() -> int:
    """How many times this process asked for a trim (`trim_heap`)."""
    with _lock:
        return _trims


def resident_mb() -> float | None:
    """This process's resident set size in MB (Linux's VmRSS; None where there is no /proc)."""
    try:
        text = Path("/proc/self/status").read_text()
    except OSError:
        return None
    for line in text.splitlines():
        if line.startswith("VmRSS:"):
            return round(int(line.split()[1]) / 1024, 1)
    return None


@functools.cache
def _malloc_trim() -> Callable[[int], int] | None:
    import ctypes

    try:  # the process's own symbols: libc is among them, no library search
        trim: Callable[[int], int] = ctypes.CDLL(None).malloc_trim
    except (OSError, AttributeError):
        return None  # not glibc (macOS, musl): that allocator manages on its own
    return trim
