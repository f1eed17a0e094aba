"""Progress of a long step on stderr: rich bars on a terminal, plain lines otherwise.

A reporter is called as `report(step, done, total)` (bytes), the `Progress`
callback of `models_install`. On a terminal each step gets a bar; in a log or
a CI job a line at each quarter, so the output stays short.
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

__all__ = ["line_reporter", "progress_reporter"]

Report = Callable[[str, int, int], None]


def _mb(n: int) -> str:
    return f"{n / 1e6:.1f} MB"


def line_reporter(write: Callable[[str], Any] | None = None) -> Report:
    """A reporter printing `kenning: <step>: 50% (11.5 MB of 23.0 MB)` at 0, 25, 50, 75, 100 %."""
    out = write or (lambda text: print(text, file=sys.stderr, flush=True))
    shown: dict[str, int] = {}

    def report(step: str, done: int, total: int) -> None:
        quarter = 4 if total <= 0 else min(4, done * 4 // total)
        if shown.get(step, -1) >= quarter:
            return
        shown[step] = quarter
        pct = 100 if total <= 0 else done * 100 // total
        out(f"kenning: {step}: {pct}% ({_mb(done)} of {_mb(total)})")

    return report


@contextmanager
def progress_reporter(tty: bool) -> Iterator[Report]:
    """Bars (rich) when `tty`, else plain lines; the bars are closed on the way out."""
    if not tty:
        yield line_reporter()
        return
    from rich.console import Console
    from rich.progress import (
        BarColumn,
        DownloadColumn,
        Progress,
        TextColumn,
        TransferSpeedColumn,
    )

    bars = Progress(
        TextColumn("{task.description}"),
        BarColumn(),
        DownloadColumn(),
        TransferSpeedColumn(),
        console=Console(stderr=True),
    )
    tasks: dict[str, Any] = {}

    def report(step: str, done: int, total: int) -> None:
        if step not in tasks:
            tasks[step] = bars.add_task(step, total=total or None)
        bars.update(tasks[step], completed=done, total=total or None)

    with bars:
        yield report
