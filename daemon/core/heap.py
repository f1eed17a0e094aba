"""Giving the C heap's free pages back to the system (glibc `malloc_trim`), and the RSS.

glibc keeps freed memory in its arenas, one per thread that allocated, so a
large transient piece of work (a 10 MB answer, the first load of a 100k-row
vector index, a learning pass) raises a long-lived process's RSS for good
without a trim. The daemon trims when it goes idle: after the last socket
request in flight is answered, and when a worker finishes a round (a trim
costs ~1 ms on a 300 MB daemon).

`tune_heap` also sets two of glibc's knobs at the daemon's start (measured
with `python -m bench commands-rss`: ~10 MB less after the mixed workload,
either alone): at most `ARENAS` arenas (glibc allows 8 per core, and memory
freed in one thread's arena is not reused by another thread's allocations),
and a fixed mmap threshold (blocks from `MMAP_THRESHOLD` up are mapped and
unmapped on their own; glibc otherwise raises the threshold up to 32 MB
after a large block is freed, and later large blocks fragment the heap).
"""

from __future__ import annotations

import functools
import threading
from collections.abc import Callable, Mapping
from pathlib import Path

__all__ = ["ARENAS", "MMAP_THRESHOLD", "resident_mb", "trim_heap", "trims", "tune_heap"]

#: glibc arenas of the daemon (`M_ARENA_MAX`)
ARENAS = 2
#: blocks from this size up get their own mapping (`M_MMAP_THRESHOLD`, glibc's default start)
MMAP_THRESHOLD = 128 * 1024
#: mallopt's parameter numbers (malloc.h) and the variable that sets each at start-up
_M_ARENA_MAX, _M_MMAP_THRESHOLD = -8, -3
_KNOBS = (
    (_M_ARENA_MAX, "MALLOC_ARENA_MAX", ARENAS),
    (_M_MMAP_THRESHOLD, "MALLOC_MMAP_THRESHOLD_", MMAP_THRESHOLD),
)

_lock = threading.Lock()
_trims = 0


def trim_heap() -> None:
    """Return the C heap's free pages to the system (glibc `malloc_trim`; elsewhere nothing)."""
    global _trims
    trim = _libc_function("malloc_trim")
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


def tune_heap(environ: Mapping[str, str]) -> dict[str, int]:
    """Set glibc's arena count and mmap threshold for a long-lived process; what was set.

    Call it before the process starts its threads. A knob whose variable is
    in `environ` (`MALLOC_ARENA_MAX`, `MALLOC_MMAP_THRESHOLD_`) is left as
    glibc read it. Nothing where the C library is not glibc.
    """
    mallopt = _libc_function("mallopt")
    if mallopt is None:
        return {}
    done: dict[str, int] = {}
    for param, variable, value in _KNOBS:
        if variable in environ:
            continue
        if mallopt(param, value) == 1:  # mallopt answers 1 on success
            done[variable] = value
    return done


@functools.cache
def _libc_function(name: str) -> Callable[..., int] | None:
    """A glibc function (`malloc_trim`, `mallopt`); None elsewhere (macOS, musl: that
    allocator manages on its own)."""
    import ctypes

    try:  # the process's own symbols: libc is among them, no library search
        found: Callable[..., int] = getattr(ctypes.CDLL(None), name)
    except (OSError, AttributeError):
        return None
    return found
