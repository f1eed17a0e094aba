"""How long the long scenarios run: `quick` in the suite, `full` and `soak` on demand.

`KENNING_RELIABILITY` picks the level: unset (or `quick`) in `make test`,
`full` in `python -m bench reliability` (the reliability modules) and `python
-m bench long` (the other tests cut to the suite's time budget: bench/long_bench.py
lists them), at the sizes the suite ran before its cut; `soak` for the long
version. `KENNING_SOAK=1` is `soak` too. Each test asks `scale(quick, full, soak)`
for its counts: the same checks at every level, only more kills, draws, seconds,
rules or training examples.
"""

from __future__ import annotations

import os
from typing import TypeVar

__all__ = ["LEVEL", "LEVELS", "scale"]

T = TypeVar("T")

#: the levels, from the shortest
LEVELS = ("quick", "full", "soak")
LEVEL = (
    "soak"
    if os.environ.get("KENNING_SOAK") == "1"
    else os.environ.get("KENNING_RELIABILITY", "quick")
)
if LEVEL not in LEVELS:
    raise ValueError(
        f"KENNING_RELIABILITY={LEVEL!r} is not a level: set it to one of {', '.join(LEVELS)}"
    )


def scale(quick: T, full: T, soak: T) -> T:
    """The value of this run's level."""
    return {"quick": quick, "full": full, "soak": soak}[LEVEL]
