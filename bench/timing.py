"""Small helpers every scenario can share: percentiles and timed runs.

A scenario returns rows shaped like `row(...)`; bench/runner.py also accepts
other shapes and normalises them, but this one needs no guessing.
"""

from __future__ import annotations

import os
import statistics
import subprocess
import time
from collections.abc import Callable, Mapping, Sequence
from typing import Any

__all__ = ["percentile", "row", "summarize", "time_call", "time_subprocess"]


def percentile(samples: Sequence[float], q: float) -> float:
    """The `q` quantile (0..1) of `samples`, by linear interpolation between ranks."""
    if not samples:
        raise ValueError("no samples: run the measured action at least once")
    ordered = sorted(samples)
    pos = q * (len(ordered) - 1)
    lo = int(pos)
    hi = min(lo + 1, len(ordered) - 1)
    return ordered[lo] + (ordered[hi] - ordered[lo]) * (pos - lo)


def summarize(samples: Sequence[float]) -> dict[str, float]:
    """Median, p95 and p99 of `samples`."""
    return {
        "median": statistics.median(samples),
        "p95": percentile(samples, 0.95),
        "p99": percentile(samples, 0.99),
    }


def row(
    scenario: str,
    metric: str,
    samples: Sequence[float] | None = None,
    *,
    unit: str = "ms",
    value: float | None = None,
    floor: float | None = None,
    **details: Any,
) -> dict[str, Any]:
    """One result row: from `samples` (median/p95/p99) or a single `value`.

    `floor` is the median of the same work done by the physical floor (raw
    sqlite3, numpy, `python -c pass`); the ratio is computed from it.
    """
    out: dict[str, Any] = {"scenario": scenario, "metric": metric}
    if samples is not None:
        out.update(summarize(samples))
        out["runs"] = len(samples)
    else:
        out["median"] = value
    out["unit"] = unit
    if floor is not None:
        out["floor"] = floor
        median = out.get("median")
        if isinstance(median, int | float) and floor > 0:
            out["ratio"] = median / floor
    out.update(details)
    return out


def time_call(fn: Callable[[], object], runs: int, warmup: int = 1) -> list[float]:
    """Wall-clock milliseconds of `runs` calls of `fn`, after `warmup` untimed calls."""
    for _ in range(warmup):
        fn()
    out = []
    for _ in range(runs):
        start = time.perf_counter()
        fn()
        out.append((time.perf_counter() - start) * 1000)
    return out


def time_subprocess(
    argv: Sequence[str], runs: int, env: Mapping[str, str] | None = None, warmup: int = 1
) -> list[float]:
    """Wall-clock milliseconds of `runs` runs of `argv` to completion (output discarded).

    Raises:
        RuntimeError: the command failed; the message carries its stderr.
    """
    full_env = {**os.environ, **(env or {})}

    def once() -> None:
        proc = subprocess.run(argv, env=full_env, capture_output=True, timeout=120)
        if proc.returncode != 0:
            err = proc.stderr.decode(errors="replace").strip()[-500:]
            raise RuntimeError(f"{' '.join(argv)} exited {proc.returncode}: {err}")

    return time_call(once, runs, warmup)
