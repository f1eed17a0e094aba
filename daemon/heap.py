"""Giving the C heap's free pages back to the system (glibc `malloc_trim`).

glibc keeps freed memory in its arenas, one per thread that allocated, so a
large transient piece of work (a 10 MB answer, the first load of a 100k-row
vector index) raises a long-lived process's RSS for good without a trim.
"""

from __future__ import annotations

import functools
from collections.abc import Callable

__all__ = ["trim_heap"]


def trim_heap() -> None:
    """Return the C heap's free pages to the system (glibc `malloc_trim`; elsewhere nothing)."""
    trim = _malloc_trim()
    if trim is not None:
        trim(0)


@functools.cache
def _malloc_trim() -> Callable[[int], int] | None:
    import ctypes

    try:  # the process's own symbols: libc is among them, no library search
        trim: Callable[[int], int] = ctypes.CDLL(None).malloc_trim
    except (OSError, AttributeError):
        return None  # not glibc (macOS, musl): that allocator manages on its own
    return trim
