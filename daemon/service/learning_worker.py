"""The daemon's learning worker: reflection minutes after a session goes quiet, a sweep on a timer.

A thread of its own so a long reflection never delays ingestion; its writes
are short transactions that wait on the ingest writer's lock.

Two schedules, one thread (so one reflection at a time):

- **quiet**: each session the ingest worker writes to is (re)armed to
  `learning.quiet_seconds` after its last write; once that passes with no
  new write, or as soon as the agent's end marker is read
  (ingest/endings.py), the session alone gets its diary, its summary and
  reflection (`learning.reflect.quiet_pass`). A session written again later
  is armed again: reflected once per quiet period;
- **sweep**: every `learning.reflect_every_minutes`, the catch-up over every
  session idle `ingest.diary_idle_minutes` (`learning.reflect.scheduled_pass`),
  then the facts of MEMORY.md; diaries of idle sessions every minute.

`ReflectionSchedule` holds the deadlines; `to_json` is what `kenning status`
and `kenning daemon status` show.
"""

from __future__ import annotations

import logging
import threading
import time
from collections.abc import Callable, Mapping
from typing import Any

from kenning.daemon.core.config import LoadedConfig
from kenning.daemon.core.heap import trim_heap
from kenning.daemon.core.models import to_iso, utcnow
from kenning.daemon.ops.storage import Store, open_store

__all__ = ["ReflectionSchedule", "learning_loop"]

log = logging.getLogger(__name__)

#: how often diaries of idle sessions are written (the sweep's diaries between sweeps)
DIARY_TICK_S = 60.0


class ReflectionSchedule:
    """When each waiting session goes quiet, and when the next sweep runs.

    Shared by the ingest worker (`written`), the learning worker (`pop_due`,
    `swept`, `wait`) and the socket's handlers (`to_json`): every method
    takes the lock. Times are `clock()` seconds (monotonic); `wall()` only
    turns them into dates for `to_json`.

    Args:
        quiet_s: seconds without a write before a session is reflected on;
            0 turns the quiet schedule off (the sweep alone).
        sweep_s: seconds between two sweeps (the first runs after the catch-up).
        clock, wall: the monotonic clock and the epoch clock (tests pass their own).
    """

    def __init__(
        self,
        quiet_s: float,
        sweep_s: float,
        *,
        clock: Callable[[], float] = time.monotonic,
        wall: Callable[[], float] = time.time,
    ) -> None:
        self.quiet_s = quiet_s
        self.sweep_s = sweep_s
        self._clock = clock
        self._wall = wall
        self._lock = threading.Lock()
        #: session id -> when it is due (clock seconds)
        self._due: dict[str, float] = {}
        #: the sessions whose last write carried the agent's end marker
        self._ended: set[str] = set()
        #: when the next sweep is due; None: at the end of the catch-up
        self._sweep_at: float | None = None
        self._wake = threading.Event()
        self._last: dict[str, Any] | None = None
        self.reflected = 0

    # -- the ingest worker -------------------------------------------------------

    def written(self, sessions: Mapping[str, bool]) -> None:
        """Sessions just written to (id -> the write ended it): each is due
        `quiet_s` from now, or now when it ended."""
        if self.quiet_s <= 0 or not sessions:
            return
        now = self._clock()
        with self._lock:
            for session_id, ended in sessions.items():
                self._due[session_id] = now if ended else now + self.quiet_s
                if ended:
                    self._ended.add(session_id)
                else:
                    self._ended.discard(session_id)
        self._wake.set()

    def recent(self, sessions: Mapping[str, float]) -> None:
        """Sessions the catch-up found active lately (id -> seconds since their
        last message): each is due once it has been quiet `quiet_s`, counted
        from that message. A session already armed by a write keeps its time."""
        if self.quiet_s <= 0 or not sessions:
            return
        now = self._clock()
        with self._lock:
            for session_id, age in sessions.items():
                if session_id not in self._due:
                    self._due[session_id] = now + min(max(self.quiet_s - age, 0.0), self.quiet_s)
        self._wake.set()

    # -- the learning worker -----------------------------------------------------

    def pop_due(self) -> tuple[str, str] | None:
        """The session quiet longest past its deadline, and why ("quiet" or
        "ended"), taken off the schedule; None when none is due."""
        now = self._clock()
        with self._lock:
            if not self._due:
                return None
            session_id = min(self._due, key=lambda s: (self._due[s], s))
            if self._due[session_id] > now:
                return None
            del self._due[session_id]
            why = "ended" if session_id in self._ended else "quiet"
            self._ended.discard(session_id)
            return session_id, why

    def sweep_due(self) -> bool:
        with self._lock:
            return self._sweep_at is None or self._clock() >= self._sweep_at

    def swept(self) -> None:
        """A sweep ran: the next is `sweep_s` from now."""
        with self._lock:
            self._sweep_at = self._clock() + self.sweep_s

    def done(self, session_id: str, why: str, seconds: float, changes: int) -> None:
        """Record a quiet reflection for `to_json` ("last")."""
        with self._lock:
            self.reflected += 1
            self._last = {
                "session": session_id,
                "reason": why,
                "at": to_iso(utcnow()),
                "seconds": round(seconds, 3),
                "changes": changes,
            }

    def next_deadline(self) -> float | None:
        """The earliest quiet deadline or sweep (clock seconds); None: the sweep waits
        for the catch-up and no session waits."""
        with self._lock:
            times = list(self._due.values())
            if self._sweep_at is not None:
                times.append(self._sweep_at)
        return min(times) if times else None

    def wait(self, timeout: float) -> None:
        """Sleep until `timeout` passes or `written`/`wake` says to look again."""
        if self._wake.wait(max(timeout, 0.0)):
            self._wake.clear()

    def wake(self) -> None:
        """Make the worker look again now (new writes, shutdown)."""
        self._wake.set()

    # -- status ---------------------------------------------------------------

    def to_json(self) -> dict[str, Any]:
        """When the next reflection runs, and how many sessions wait for it.

        `next` is "quiet" (a session waits to go quiet; `next_at` is the
        earliest deadline) or "sweep" (no session waits, or the sweep comes
        first); `next_at` is null while the catch-up runs (the first sweep
        follows it).
        """
        now, wall = self._clock(), self._wall()

        def at(moment: float | None) -> tuple[str | None, float | None]:
            if moment is None:
                return None, None
            left = max(moment - now, 0.0)
            return _iso(wall + left), round(left, 1)

        with self._lock:
            quiet = min(self._due.values()) if self._due else None
            sweep = self._sweep_at
            waiting = len(self._due)
            ended = len(self._ended)
            last = dict(self._last) if self._last else None
            reflected = self.reflected
        kind = "quiet" if quiet is not None and (sweep is None or quiet <= sweep) else "sweep"
        next_at, next_in = at(quiet if kind == "quiet" else sweep)
        sweep_at, _ = at(sweep)
        return {
            "daemon": True,
            "next": kind,
            "next_at": next_at,
            "next_in_s": next_in,
            "waiting": waiting,
            "ended": ended,
            "sweep_at": sweep_at,
            "quiet_seconds": self.quiet_s,
            "sweep_minutes": round(self.sweep_s / 60.0, 1),
            "reflected": reflected,
            "last": last,
        }


def _iso(epoch: float) -> str:
    from datetime import UTC, datetime

    return to_iso(datetime.fromtimestamp(epoch, UTC))


def learning_loop(
    loaded: LoadedConfig,
    caught_up: Callable[[], bool],
    stop: threading.Event,
    schedule: ReflectionSchedule,
) -> None:
    """Quiet sessions as they come, diaries every minute, the sweep on its timer, until `stop`.

    Nothing is learnt before `caught_up()` (the ingest worker's catch-up
    scan): a diary or a reflection reads a complete picture. Then the
    sessions the catch-up found active lately are armed (`recent_sessions`),
    and the first sweep runs.
    """
    from kenning.daemon.learning.deltas import ReflectReport
    from kenning.daemon.learning.judge import Judge, judge_for
    from kenning.daemon.learning.reflect import quiet_pass, recent_sessions
    from kenning.daemon.learning.reflect import scheduled_pass as sweep_pass
    from kenning.daemon.ops.export import refresh_projections
    from kenning.daemon.retrieval.embedding.embedder import embedder_status, shared_embedder

    paths, settings = loaded.paths, loaded.settings
    while not stop.is_set() and not caught_up():
        stop.wait(0.5)
    if stop.is_set():
        return
    judge: Judge | None = None
    next_diaries = 0.0
    #: quiet reflections since the last sweep: the sweep refreshes the facts
    #: of MEMORY.md (they read every diary) even when it reflected nothing
    stale = False
    armed = False
    while not stop.is_set():
        now, deadline = time.monotonic(), schedule.next_deadline()
        wake_at = min(next_diaries, deadline if deadline is not None else next_diaries)
        if armed and wake_at > now:  # nothing due (a write only moved a deadline)
            schedule.wait(wake_at - now)
            continue
        store = open_store(paths.db)

        def project(report: ReflectReport, store: Store = store) -> int:
            return refresh_projections(
                store, settings, report, memory=paths.home / "MEMORY.md", paths=paths
            )

        try:
            if not armed:
                armed = True
                window = settings.ingest.diary_idle_minutes * 60.0
                schedule.recent(recent_sessions(store, window))
            due = schedule.sweep_due()
            # the daemon's one model (loaded once, shared with the embed worker): a
            # person's words are matched to rules by meaning
            model = None
            if not embedder_status(settings, paths).degraded:
                model = shared_embedder(settings, paths)
            if judge is None:  # built once: the embedder is shared with search
                try:
                    judge = judge_for(settings, paths)
                except (OSError, ValueError) as exc:
                    log.warning("learning without the judge: %s", exc)
            if due or time.monotonic() >= next_diaries:
                # the next times first: a pass that fails waits for them, never spins
                if due:
                    schedule.swept()
                next_diaries = time.monotonic() + DIARY_TICK_S
                done = sweep_pass(
                    store, settings, paths.summaries, reflect_now=due, project=project,
                    refresh=due and stale, embedder=model, judge=judge,
                )  # fmt: skip
                stale = stale and not due
                if done["diaries"] or done["reflected"]:
                    log.info("learning: %(diaries)d diaries, %(reflected)d reflected", done)
                    trim_heap()  # a pass reads sessions and diaries whole: tens of MB freed
            while not stop.is_set():
                picked = schedule.pop_due()
                if picked is None:
                    break
                session_id, why = picked
                began = time.perf_counter()
                try:
                    quiet = quiet_pass(
                        store, settings, paths.summaries, session_id, project=project,
                        embedder=model, judge=judge,
                    )  # fmt: skip
                except Exception:  # this session only: the sweep tries it again
                    log.exception("reflecting on %s failed", session_id)
                    continue
                seconds = time.perf_counter() - began
                if quiet["reflected"]:
                    stale = True
                    schedule.done(session_id, why, seconds, quiet["changes"])
                    log.info(
                        "reflected on %s (%s) in %.2fs: %d changes",
                        session_id, why, seconds, quiet["changes"],
                    )  # fmt: skip
        except Exception:
            log.exception("learning pass failed")
        finally:
            store.close()
