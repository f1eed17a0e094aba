"""Run an operation for a CLI command: the daemon first, else this process.

The command modules parse their arguments with click, call `run_op` and
render the JSON it returns, so the daemon's answer and an in-process answer
print the same. Only when the daemon cannot answer does this import the
operations layer (pydantic, the store, maybe the model).
"""

from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path
from typing import Any

from kenning.daemon.core.client import LOCAL_OPERATIONS, WARM_OPERATIONS, call, env_settings
from kenning.daemon.core.paths import resolve_paths

from .main import App

__all__ = ["run_op"]


def run_op(
    app: App,
    name: str,
    params: dict[str, Any],
    *,
    progress: Callable[[int, int | None, Path], None] | None = None,
) -> dict[str, Any]:
    """The JSON result of operation `name`: from the running daemon, else computed here.

    A command with `--set` flags is answered here, and so is one with
    KENNING_* settings the daemon does not share (the daemon says so), and
    a local operation (`LOCAL_OPERATIONS`), which alone gets `progress`.
    Without a daemon, an operation that needs warm state starts one in the
    background (`daemon.autostart`; only a command with no settings of its
    own does) once it is answered here by words.
    """
    shareable = not app.flags
    if shareable and name not in LOCAL_OPERATIONS:
        result = call(name, params, resolve_paths().socket)
        if result is not None:
            return result
    from ..ops import OpContext, run

    start = None
    if shareable and not env_settings() and name in WARM_OPERATIONS:
        from kenning.daemon.service.autostart import planned_start

        start = planned_start(app.config)
    ctx = OpContext(
        app.config, lambda: app.store, source="process", warm=start is None, progress=progress
    )
    try:
        return run(ctx, name, params)
    finally:
        if start is not None:
            start()  # after the answer: the daemon's start-up must not slow it down


def cwd() -> str:
    """The caller's folder, sent so the daemon finds the caller's repository."""
    return os.getcwd()
