"""The daemon's learning worker: diaries for idle sessions, reflection on a timer.

A thread of its own so a long reflection never delays ingestion; its writes
are short transactions that wait on the ingest writer's lock.
"""

from __future__ import annotations

import logging
import threading
import time
from collections.abc import Callable

from kenning.daemon.core.config import LoadedConfig
from kenning.daemon.core.heap import trim_heap
from kenning.daemon.ops.storage import Store, open_store

__all__ = ["learning_loop"]

log = logging.getLogger(__name__)


def learning_loop(
    loaded: LoadedConfig,
    caught_up: Callable[[], bool],
    stop: threading.Event,
    tick_s: float = 60.0,
) -> None:
    """Diaries every `tick_s`, reflection every `learning.reflect_every_minutes`, until `stop`.

    Nothing is learnt before `caught_up()` (the ingest worker's catch-up
    scan): a diary or a reflection reads a complete picture.
    """
    from kenning.daemon.learning.judge import Judge, judge_for
    from kenning.daemon.learning.reflect import ReflectReport, scheduled_pass
    from kenning.daemon.ops.export import refresh_projections

    paths = loaded.paths
    judge: Judge | None = None
    every = loaded.settings.learning.reflect_every_minutes * 60.0
    next_reflect = 0.0
    while not stop.is_set():
        if not caught_up():
            stop.wait(1.0)
            continue
        due = time.monotonic() >= next_reflect
        store = open_store(paths.db)

        def project(report: ReflectReport, store: Store = store) -> int:
            return refresh_projections(
                store, loaded.settings, report, memory=paths.home / "MEMORY.md", paths=paths
            )

        try:
            if judge is None:  # built on the first pass: the embedder is shared with search
                try:
                    judge = judge_for(loaded.settings, paths)
                except (OSError, ValueError) as exc:
                    log.warning("learning without the judge: %s", exc)
            done = scheduled_pass(
                store,
                loaded.settings,
                paths.summaries,
                reflect_now=due,
                project=project,
                judge=judge,
            )
            if done["diaries"] or done["reflected"]:
                log.info("learning: %(diaries)d diaries, %(reflected)d reflected", done)
                trim_heap()  # a pass reads sessions and diaries whole: tens of MB freed
        except Exception:
            log.exception("learning pass failed")
        finally:
            store.close()
        if due:
            next_reflect = time.monotonic() + every
        stop.wait(tick_s)
