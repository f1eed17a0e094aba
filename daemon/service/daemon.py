"""The daemon process: its state, its workers and the socket, started and stopped in stages.

Threads and ownership:

    main thread      asyncio loop: the Unix socket (service/server.py), signal
                     handling, staged shutdown
    ingest worker    the only writer of session data; owns its own Store;
                     runs the catch-up scan, then batches from the watcher
                     (service/ingest_worker.py)
    embed worker     vectors for new messages and rules (service/embed_worker.py)
    learning worker  reflection on each session gone quiet, the hourly sweep,
                     diaries (service/learning_worker.py)
    watcher          watchfiles over the agents' roots (service/watcher.py)
    backup           a checked backup of the database once a day (daemon/store/backup.py)
    team sync        `kenning team sync` on a timer while a team is joined; idles
                     otherwise, and `team_wake` (join, leave) starts or stops it
                     (service/team_worker.py)

The socket's methods are one explicit table (`socket_methods`): the daemon's
own (ping, status, ingest, shutdown, team_wake), every operation of
daemon/ops/ by name, and the git hook's `audit` (the operation `audit.staged`
under the name its client sends).
"""

from __future__ import annotations

import asyncio
import functools
import logging
import os
import queue
import signal
import sqlite3
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from kenning.daemon.core.config import LoadedConfig
from kenning.daemon.core.errors import DaemonError, KenningError
from kenning.daemon.core.heap import resident_mb, trims, tune_heap
from kenning.daemon.core.pidfile import PidLock
from kenning.daemon.core.private import secure_home
from kenning.daemon.ops.base import OpContext
from kenning.daemon.ops.playbooks import playbook_cache
from kenning.daemon.ops.storage import Store, open_store, prepare_store
from kenning.daemon.service.embed_worker import embed_loop
from kenning.daemon.service.ingest_worker import IngestStats, IngestWorker
from kenning.daemon.service.learning_worker import ReflectionSchedule, learning_loop
from kenning.daemon.service.server import SocketServer
from kenning.daemon.service.team_worker import team_sync_thread
from kenning.daemon.service.watcher import Watcher

__all__ = ["SHUTDOWN_GRACE_S", "Service", "run_foreground", "socket_methods"]

log = logging.getLogger(__name__)

#: how long a shutdown waits for busy workers before the process exits anyway
#: (`kenning daemon stop` promises 2 s)
SHUTDOWN_GRACE_S = 1.2
#: seconds between two searches for project folders (new workspaces, `kenning watch`)
PROJECTS_TTL_S = 30.0

#: a socket method: `handler(service, params) -> JSON-able result`
Handler = Callable[["Service", dict[str, Any]], Any]


@dataclass
class Service:
    """A running daemon's state (shared by the socket handlers and the workers)."""

    loaded: LoadedConfig
    started_at: float = field(default_factory=time.time)
    stats: IngestStats = field(default_factory=IngestStats)
    jobs: queue.Queue[set[Path] | None] = field(default_factory=queue.Queue)
    watcher: Watcher | None = None
    _local: threading.local = field(default_factory=threading.local)
    _stop: asyncio.Event | None = None
    _embed_wake: threading.Event = field(default_factory=threading.Event)
    #: set by the `team_wake` method (a join or leave) and at shutdown
    team_wake: threading.Event = field(default_factory=threading.Event)
    _loop: asyncio.AbstractEventLoop | None = None
    #: set at shutdown: every worker asks it between small steps
    halt: threading.Event = field(default_factory=threading.Event)
    _ops: OpContext | None = None
    #: the last embedding backlog counted for `status`, and when (monotonic)
    _backlog_seen: tuple[float, dict[str, Any] | None] | None = None
    ingester: IngestWorker = field(init=False)
    #: when the learning worker reflects next (quiet sessions, the sweep)
    schedule: ReflectionSchedule = field(init=False)

    def __post_init__(self) -> None:
        learning = self.loaded.settings.learning
        self.schedule = ReflectionSchedule(
            learning.quiet_seconds, learning.reflect_every_minutes * 60.0
        )
        self.ingester = IngestWorker(
            self.loaded,
            self.stats,
            self.jobs,
            self.halt,
            self.projects,
            self._embed_wake.set,
            written=self.schedule.written,
        )

    @property
    def ops(self) -> OpContext:
        """The warm context every operation runs in (one for the daemon's lifetime)."""
        if self._ops is None:  # made in `serve` before the socket opens
            # one playbook per database and root for every handler thread (each has its own store)
            playbooks = playbook_cache(self.loaded.settings, backups=self.loaded.paths.backups)
            self._ops = OpContext(
                self.loaded,
                self.store,
                source="daemon",
                warm=True,
                reflection=self.schedule.to_json,
                playbooks=playbooks,
            )
        return self._ops

    @property
    def paths(self) -> Any:
        return self.loaded.paths

    def store(self) -> Store:
        """This thread's connection to the database."""
        store: Store | None = getattr(self._local, "store", None)
        if store is None:
            store = open_store(self.loaded.paths.db)
            self._local.store = store
        return store

    def projects(self) -> list[Path]:
        """Project folders (ingest/projects.py), found again at most every `PROJECTS_TTL_S`."""
        cached: tuple[float, list[Path]] | None = getattr(self._local, "projects", None)
        if cached is None or time.monotonic() - cached[0] > PROJECTS_TTL_S:
            from kenning.daemon.ingest.projects import find_projects

            found = list(find_projects(self.store(), self.loaded.settings).paths)
            cached = (time.monotonic(), found)
            self._local.projects = cached
        return cached[1]

    def roots(self) -> list[Path]:
        try:
            from kenning.daemon.ingest.pipeline import watch_roots
        except ImportError:  # ingestion not installed in this build
            return []
        return watch_roots(self.loaded.settings, self.projects())

    def ingest_worker(self) -> None:
        """The ingest worker's thread: catch up, then each queued batch (`IngestWorker.run`)."""
        self.ingester.run()

    def _backlog(self) -> dict[str, Any] | None:
        """`vectors.Backlog.to_json()` for the configured model; None if the store cannot say.

        Counted at most once a second: status is polled (a catch-up, a bench)
        and the counts read an index of every message.
        """
        from kenning.daemon.retrieval.embedding.embedder import embedder_name
        from kenning.daemon.retrieval.vectors.backlog import backlog

        seen = self._backlog_seen
        if seen is not None and time.monotonic() - seen[0] < 1.0:
            return seen[1]
        try:
            model = embedder_name(self.loaded.settings, self.loaded.paths)
            found: dict[str, Any] | None = backlog(self.store(), model).to_json()
        except (KenningError, sqlite3.Error):  # status must answer even then
            log.exception("counting the embedding backlog failed")
            found = None
        self._backlog_seen = (time.monotonic(), found)
        return found

    def status(self) -> dict[str, Any]:
        watcher = self.watcher.status if self.watcher else None
        return {
            "embeddings": self._backlog(),
            "pid": os.getpid(),
            "uptime_s": round(time.time() - self.started_at, 1),
            "socket": str(self.loaded.paths.socket),
            "db": str(self.loaded.paths.db),
            "ingest": {
                "catchup_done": self.stats.catchup_done,
                "catchup_seconds": self.stats.catchup_seconds,
                "batches": self.stats.batches,
                "sources": self.stats.sources,
                "messages": self.stats.messages,
                "errors": self.stats.errors,
                "failed_sources": self.stats.failed_sources,
                "retries": self.stats.retries,
                "last_activity": self.stats.last_activity,
                "last_error": self.stats.last_error,
                "queued": self.jobs.qsize(),
                "embedded": self.stats.embedded,
                "embedder": self.stats.embedder,
            },
            "memory": {"rss_mb": resident_mb(), "heap_trims": trims()},
            "reflection": self.schedule.to_json(),
            "playbooks": self._playbooks(),
            "watcher": None
            if watcher is None
            else {
                "watching": watcher.watching,
                "waiting_for": watcher.waiting_for,
                "polling": watcher.polling,
                "polling_reason": watcher.polling_reason,
                "polled": dict(watcher.polled),
                "batches": watcher.batches,
                "last_error": watcher.last_error,
            },
        }

    def _playbooks(self) -> dict[str, int] | None:
        """How often the shared playbook cache loaded a playbook whole, and patched one."""
        cache = self.ops.playbooks
        return None if cache is None else {"loads": cache.loads, "patches": cache.patches}

    def request_stop(self) -> None:
        """Ask the serving loop to shut down (safe from any thread)."""
        if self._loop is not None and self._stop is not None:
            self._loop.call_soon_threadsafe(self._stop.set)

    def _workers(self) -> list[threading.Thread]:
        """The background threads, not started: ingest, learning, and the optional ones."""
        workers = [threading.Thread(target=self.ingest_worker, name="kenning-ingest", daemon=True)]
        workers.append(
            threading.Thread(
                target=learning_loop,
                args=(self.loaded, lambda: self.stats.catchup_done, self.halt, self.schedule),
                name="kenning-learn",
                daemon=True,
            )
        )
        if self.loaded.settings.embed.background:
            workers.append(
                threading.Thread(
                    target=embed_loop,
                    args=(self.loaded, self.stats, self.halt, self._embed_wake),
                    name="kenning-embed",
                    daemon=True,
                )
            )
        if self.loaded.settings.backup.daily:
            from kenning.daemon.ops.storage import backup_loop

            workers.append(
                threading.Thread(
                    target=backup_loop,
                    args=(self.loaded.paths.db, self.loaded.settings.backup.keep_days, self.halt),
                    kwargs={"ready": lambda: self.stats.catchup_done},
                    name="kenning-backup",
                    daemon=True,
                )
            )
        workers.append(team_sync_thread(self.loaded, self.halt, self.team_wake))
        return workers

    async def serve(self) -> None:
        """Serve until SIGTERM/SIGINT or the `shutdown` method, then shut down in stages.

        The shutdown is bounded (`SHUTDOWN_GRACE_S`): close and remove the
        socket, tell every worker to stop (each asks between small steps),
        wait for them until the deadline, and leave the rest to the process
        exit (`run_foreground`): every write is a transaction, so a worker cut
        short loses nothing.
        """
        sock = self.loaded.paths.socket
        self._stop = asyncio.Event()
        methods = {name: functools.partial(h, self) for name, h in socket_methods().items()}
        _ = self.ops  # one context (one embedder) before handler threads race to make it
        loop = self._loop = asyncio.get_running_loop()
        for sig in (signal.SIGTERM, signal.SIGINT):
            loop.add_signal_handler(sig, self._stop.set)
        server = SocketServer(sock, methods)
        await server.start()
        workers = self._workers()
        for worker in workers:
            worker.start()
        self.watcher = Watcher(
            self.roots,
            lambda changed: self.jobs.put(set(changed)),
            debounce_ms=self.loaded.settings.ingest.debounce_ms,
            force_polling=self.loaded.settings.ingest.force_polling,
        )
        self.watcher.start()
        log.info("kenning daemon %d serving %s", os.getpid(), sock)
        try:
            await self._stop.wait()
        finally:
            began = time.monotonic()
            log.info("shutting down: closing the socket, stopping the workers")
            server.close()
            self.halt.set()
            self.jobs.put(None)
            self._embed_wake.set()
            self.schedule.wake()
            self.team_wake.set()
            watcher = self.watcher
            await asyncio.to_thread(_stop_all, watcher, workers, began + SHUTDOWN_GRACE_S)
            stuck = [t.name for t in workers if t.is_alive()]
            if stuck:
                log.warning(
                    "stopping without waiting for %s (busy past %.1fs; their writes are "
                    "transactions, nothing is lost)",
                    ", ".join(stuck),
                    SHUTDOWN_GRACE_S,
                )
            log.info("kenning daemon stopped in %.2fs", time.monotonic() - began)


def _stop_all(watcher: Watcher, workers: list[threading.Thread], deadline: float) -> None:
    """Stop the watcher and join the workers, all before `deadline` (monotonic)."""
    watcher.stop(timeout=max(deadline - time.monotonic(), 0.0) / 2)
    for worker in workers:
        worker.join(max(deadline - time.monotonic(), 0.0))


# -- the socket's methods ----------------------------------------------------------


def socket_methods() -> dict[str, Handler]:
    """Every method the socket serves, by name (tests/test_ops.py keeps it complete).

    The daemon's own (ping, status, ingest: queue paths for the ingest
    worker, shutdown, team_wake), `audit` (the name the git hook's client
    sends: the operation `audit.staged`), and every operation by its name.
    """
    from kenning.daemon.ops import OPERATIONS

    table: dict[str, Handler] = {
        "ping": _ping,
        "status": _status,
        "ingest": _ingest_method,
        "shutdown": _shutdown,
        "team_wake": _team_wake,
        "audit": _operation("audit.staged"),
    }
    for name in OPERATIONS:
        table[name] = _operation(name)
    return table


def _operation(name: str) -> Handler:
    """The socket method running operation `name` in the daemon's warm context."""
    from kenning.daemon.ops import run

    def handler(service: Service, params: dict[str, Any]) -> Any:
        return run(service.ops, name, params)

    handler.__name__ = f"op_{name.replace('.', '_')}"
    return handler


def _ping(service: Service, params: dict[str, Any]) -> dict[str, Any]:
    return {"pong": True, "pid": os.getpid()}


def _status(service: Service, params: dict[str, Any]) -> dict[str, Any]:
    return service.status()


def _ingest_method(service: Service, params: dict[str, Any]) -> dict[str, Any]:
    paths = {Path(p) for p in params.get("paths", [])}
    if not paths:
        raise DaemonError("ingest needs `paths`", fix='send {"paths": ["/path/to/session.jsonl"]}')
    service.jobs.put(paths)
    return {"queued": len(paths)}


def _shutdown(service: Service, params: dict[str, Any]) -> dict[str, Any]:
    service.request_stop()
    return {"stopping": True}


def _team_wake(service: Service, params: dict[str, Any]) -> dict[str, Any]:
    """`kenning team join`/`leave` changed the link: the sync loop looks again now."""
    service.team_wake.set()
    return {"woken": True}


# -- the process -------------------------------------------------------------------


def run_foreground(loaded: LoadedConfig) -> None:
    """`kenning daemon run`: hold the pidfile, serve until told to stop."""
    secure_home(loaded.paths.home)  # an install from before files were private: fixed here
    tuned = tune_heap(os.environ)  # before any thread starts
    if tuned:
        log.debug("glibc heap: %s", tuned)
    prepare_store(loaded.paths.db)  # create/migrate before serving
    lock = PidLock(loaded.paths.pidfile)
    lock.acquire()
    try:
        asyncio.run(Service(loaded).serve())
    finally:
        loaded.paths.socket.unlink(missing_ok=True)
        lock.release()
    busy = [t.name for t in threading.enumerate() if t is not threading.current_thread()]
    if busy:
        # a worker still in a long step (a model load, a reflection, a socket
        # method): the interpreter would wait for the non-daemon ones, and a
        # daemon thread inside native code can stall its exit. Everything is
        # committed or rolled back already; leave now.
        log.info("exiting with %s still busy", ", ".join(busy))
        logging.shutdown()
        os._exit(0)
