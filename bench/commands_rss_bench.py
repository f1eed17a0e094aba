"""The daemon's RSS with MiniLM loaded after the mixed workload, alone (the last row of `commands`).

The same row as `python -m bench commands` ends with (`commands_bench._model_rss`):
a fresh store at the size's largest playbook (10,000 rules at `small` and
up) and 100,000 messages, every rule and message embedded by the installed
MiniLM, the daemon started and settled (its idle RSS), then the daemon
commands of `commands` in turns (`runs` rounds), then its RSS again: the
value, target ≤ 250 MB. The row also splits the RSS into file-backed pages
(the shared libraries) and anonymous ones (heaps, arrays), from
/proc/PID/smaps_rollup. Without the `commands` timings it takes ~3 minutes
at `small` instead of ~30. No row when no model is installed.
"""

from __future__ import annotations

from typing import Any

from .commands_bench import PARAMS, _model_rss
from .playbook_bench import _kenning

__all__ = ["run"]


def run(
    size: str = "small", *, runs: int | None = None, messages: int | None = None
) -> list[dict[str, Any]]:
    """The MiniLM daemon's RSS row of `commands` at `size`.

    `messages` makes the store smaller than the size's (the suite's quick run:
    fewer messages to embed, the same steps and the same row).
    """
    sizes, default_messages, default_runs = PARAMS[size]
    return _model_rss(sizes[-1], messages or default_messages, runs or default_runs, _kenning())
