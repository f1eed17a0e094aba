"""The daemon process: watcher, ingestion worker and the local socket API.

Threads and ownership:

    main thread      asyncio loop: the Unix socket (JSON-RPC, one request per
                     line), signal handling, staged shutdown
    ingest worker    the only writer of session data; owns its own Store;
                     runs the catch-up scan, then batches from the watcher
    watcher          watchfiles over the agents' roots (daemon/service/watcher.py)
    backup           a checked backup of the database once a day (daemon/store/backup.py)
    team sync        `kenning team sync` on a timer while a team is joined; idles
                     otherwise, and `team_wake` (join, leave) starts or stops it

Socket handlers run in a thread pool, each thread with its own read
connection (SQLite connections are not shared between threads). The methods
are one explicit table (`socket_methods`): the daemon's own (ping, status,
ingest, shutdown, team_wake), every operation of daemon/ops/ by name, and the git hook's
`audit` (the operation `audit.staged` under the name its client sends).
"""

from __future__ import annotations

import asyncio
import logging
import os
import queue
import signal
import sqlite3
import threading
import time
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import orjson

from kenning.daemon.core.client import MAX_REQUEST_BYTES
from kenning.daemon.core.config import LoadedConfig
from kenning.daemon.core.errors import DaemonError, KenningError
from kenning.daemon.core.heap import resident_mb, trim_heap, trims, tune_heap
from kenning.daemon.core.models import to_iso, utcnow
from kenning.daemon.core.ops_client import SETTINGS_DIFFER, env_settings
from kenning.daemon.core.pidfile import PidLock
from kenning.daemon.core.private import secure_home
from kenning.daemon.ops.base import OpContext
from kenning.daemon.service.watcher import Watcher
from kenning.daemon.store.db import Store

log = logging.getLogger(__name__)

#: an answer at least this large (a 10,000-rule `playbook list` is ~10 MB) was
#: built from many short-lived objects: their freed pages go back to the system
TRIM_AFTER_BYTES = 1 << 20


#: how long a shutdown waits for busy workers before the process exits anyway
#: (`kenning daemon stop` promises 2 s)
SHUTDOWN_GRACE_S = 1.2
#: distinct texts embedded between two looks at the stop event …
EMBED_BATCH = 256
#: … and word pieces (up to 16 calls of embed.TOKENS_PER_CALL: well under a
#: second on two laptop cores; a shutdown does not wait for it anyway)
EMBED_TOKENS = 4096
#: rows one round takes from the table (then rules get their turn again)
EMBED_ROUND = 1024

#: a socket method: `handler(service, params) -> JSON-able result`
Handler = Callable[["Service", dict[str, Any]], Any]
_SIDECARS = ("-wal", "-shm", "-journal")


@dataclass
class IngestStats:
    catchup_done: bool = False
    catchup_seconds: float | None = None
    batches: int = 0
    sources: int = 0
    messages: int = 0
    errors: int = 0
    #: sources whose last read failed and will not be tried again until they change
    failed_sources: int = 0
    #: sources read again after a failure (see `RETRY_AFTER_S`)
    retries: int = 0
    last_activity: str | None = None
    last_error: str | None = None
    embedded: int = 0
    embedder: str | None = None


#: seconds between two searches for project folders (new workspaces, `kenning watch`)
PROJECTS_TTL_S = 30.0
#: a source whose read or write failed is read again after each of these pauses
#: (a database locked past its timeout, a file caught mid-rewrite); its
#: checkpoint did not move, so a retry loses and repeats nothing
RETRY_AFTER_S = (1.0, 10.0, 60.0)


@dataclass
class Service:
    """A running daemon's state (shared by the socket handlers)."""

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
    _pool: ThreadPoolExecutor | None = None
    _ops: OpContext | None = None
    _methods: dict[str, Handler] = field(default_factory=dict)
    #: socket requests being answered (counted on the event loop's thread)
    _answering: int = 0
    #: sources whose last read failed (the ingest worker's; `status` counts them)
    _failing: set[Path] = field(default_factory=set)

    @property
    def ops(self) -> OpContext:
        """The warm context every operation runs in (one for the daemon's lifetime)."""
        if self._ops is None:  # made in `serve` before the socket opens
            self._ops = OpContext(self.loaded, self.store, source="daemon", warm=True)
        return self._ops

    #: the last embedding backlog counted for `status`, and when (monotonic)
    _backlog_seen: tuple[float, dict[str, Any] | None] | None = None

    @property
    def paths(self) -> Any:
        return self.loaded.paths

    def store(self) -> Store:
        """This thread's connection to the database."""
        store: Store | None = getattr(self._local, "store", None)
        if store is None:
            store = Store.open(self.loaded.paths.db)
            self._local.store = store
        return store

    # -- ingestion -------------------------------------------------------------

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

    def _ingest(self, paths: set[Path] | None) -> set[Path]:
        """Ingest `paths` (None: every root); returns the sources that failed."""
        from kenning.daemon.ingest.pipeline import ingest_paths

        store = Store.open(self.loaded.paths.db)
        try:
            targets: list[Path] | None = None
            if paths is not None:
                targets = sorted({_source_of(p) for p in paths})
                targets = [p for p in targets if p.exists()]
                if not targets:
                    return set()
            # a batch uses the known project folders; the catch-up scan finds them
            projects = self.projects() if targets is not None else None
            report = ingest_paths(
                store, self.loaded.settings, targets, projects=projects, stop=self.halt
            )
            self.stats.sources += report.sources
            self.stats.messages += report.messages
            self.stats.last_activity = to_iso(utcnow())
            self._embed_wake.set()
        finally:
            store.close()
        if report.errors:
            first = report.errors[0]
            self.stats.last_error = f"{first['source']}: {first['error']}"
            log.warning(
                "%d sources failed (%s: %s); they are read again shortly",
                report.failed,
                first["source"],
                first["error"],
            )
        return {Path(e["source"]) for e in report.errors}

    def _attempt(self, paths: set[Path] | None, what: str) -> set[Path]:
        """`_ingest`, counting a failure of the whole pass; returns the sources to retry."""
        try:
            return self._ingest(paths)
        except Exception as exc:
            self.stats.errors += 1
            self.stats.last_error = f"{what}: {exc!r}"
            log.exception("%s failed", what)
            # the pass stopped part-way: what it did not reach is read again
            return set(paths) if paths is not None else set()

    def ingest_worker(self) -> None:
        """Catch up once, then ingest each batch the watcher queues.

        A source that failed (`_ingest`'s answer) is read again after each
        pause of `RETRY_AFTER_S`, then left for its next change; the catch-up
        is done once its own first retry has run, so "caught up" means every
        source that could be read is in the store.
        """
        began = time.perf_counter()
        failed = self._attempt(None, "catch-up scan")
        if not failed and self.stats.errors:  # the scan itself broke: once more, whole
            self.halt.wait(RETRY_AFTER_S[0])
            self.stats.retries += 1
            failed = self._attempt(None, "catch-up scan")
        attempts: dict[Path, int] = {}
        if failed:
            self.halt.wait(RETRY_AFTER_S[0])
            attempts = dict.fromkeys(failed, 1)
            self.stats.retries += len(failed)
            failed = self._attempt(failed, "catch-up retry")
        self.stats.catchup_done = True
        self.stats.catchup_seconds = round(time.perf_counter() - began, 3)
        trim_heap()
        log.info("catch-up done in %.2fs", self.stats.catchup_seconds)
        due: dict[Path, float] = {}  # source -> when to read it again (monotonic)
        self._schedule(failed, attempts, due)
        while True:
            wait = max(min(due.values()) - time.monotonic(), 0.0) if due else None
            try:
                batch = self.jobs.get(timeout=wait)
            except queue.Empty:
                batch = set()
            if batch is None:
                return
            # coalesce whatever else is already queued into one pass
            while not self.jobs.empty():
                more = self.jobs.get_nowait()
                if more is None:
                    self.jobs.put(None)
                    break
                batch |= more
            now = time.monotonic()
            retry = {p for p, at in due.items() if at <= now}
            for path in retry:
                del due[path]
            self.stats.retries += len(retry - batch)
            batch |= retry
            if not batch:
                continue
            self.stats.batches += 1
            failed = self._attempt(batch, f"ingesting {len(batch)} changed paths")
            if self.jobs.empty():
                trim_heap()  # nothing queued behind this batch: give its heap back
            for path in batch - failed:
                attempts.pop(path, None)  # read at last, or changed: a fresh count
                self._failing.discard(path)
            self._schedule(failed, attempts, due)

    def _schedule(
        self, failed: set[Path], attempts: dict[Path, int], due: dict[Path, float]
    ) -> None:
        """Give each failed source its next retry time, or leave it until it changes."""
        now = time.monotonic()
        for path in failed:
            tries = attempts.get(path, 0)
            if tries < len(RETRY_AFTER_S):
                attempts[path] = tries + 1
                due[path] = now + RETRY_AFTER_S[tries]
            else:
                attempts.pop(path, None)
                log.warning("%s failed %d times: left until it changes", path, tries + 1)
        self._failing |= failed
        self.stats.failed_sources = len(self._failing)

    def embed_worker(self, stop: threading.Event, wake: threading.Event) -> None:
        """Embed new messages and rules in rounds, in the background.

        Never on a path a person waits on: the process's one model
        (`shared_embedder`, also used by the context engine) loads here, and
        each round is a few short transactions, so ingestion and the socket
        are not held up. Woken after each ingest batch; otherwise it naps.
        `stop` is asked between steps of `EMBED_BATCH` texts or `EMBED_TOKENS`
        word pieces (a fraction of a second each), so a shutdown never waits
        for a whole round. Repeated texts are embedded once (a `VectorMemo`).
        """
        from kenning.daemon.retrieval.embedding.embedder import shared_embedder
        from kenning.daemon.retrieval.vectors.index import EmbedTally, VectorMemo, embed_pending

        try:
            embedder = shared_embedder(self.loaded.settings, self.loaded.paths)
        except Exception as exc:  # a broken model degrades search, never the daemon
            self.stats.last_error = f"embedder: {exc!r}"
            log.exception("cannot load the embedder; semantic search stays stale")
            return
        self.stats.embedder = embedder.name
        if stop.is_set():
            return  # told to stop while the model loaded
        memo = VectorMemo()
        tally = EmbedTally()
        store = Store.open(self.loaded.paths.db)
        worked = False
        try:
            while not stop.is_set():
                done = 0
                try:
                    for kind in ("bullet", "message"):
                        done += embed_pending(
                            store,
                            embedder,
                            kind,
                            batch=EMBED_BATCH,
                            limit=EMBED_ROUND,
                            stop=stop,
                            tokens=EMBED_TOKENS,
                            memo=memo,
                            tally=tally,
                        )
                except Exception as exc:
                    self.stats.last_error = f"embedding: {exc!r}"
                    log.exception("background embedding failed; retrying later")
                self.stats.embedded += done
                worked = worked or done > 0
                if done == 0:
                    if worked:  # the rounds' texts and arrays are freed: give them back
                        trim_heap()
                        worked = False
                    wake.wait(30.0)
                    wake.clear()
        finally:
            store.close()

    def learning_worker(self, stop: threading.Event, tick_s: float = 60.0) -> None:
        """Diaries for idle sessions every `tick_s`, reflection every reflect_every_minutes.

        A thread of its own so a long reflection never delays ingestion; its
        writes are short transactions that wait on the ingest writer's lock.
        """
        from kenning.daemon.learning.reflect import scheduled_pass

        every = self.loaded.settings.learning.reflect_every_minutes * 60.0
        next_reflect = 0.0
        while not stop.is_set():
            if not self.stats.catchup_done:  # learn from a complete picture
                stop.wait(1.0)
                continue
            due = time.monotonic() >= next_reflect
            store = Store.open(self.loaded.paths.db)
            try:
                done = scheduled_pass(
                    store,
                    self.loaded.settings,
                    self.paths.summaries,
                    reflect_now=due,
                    memory=self.paths.home / "MEMORY.md",
                    paths=self.paths,
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

    # -- status ------------------------------------------------------------------

    def _backlog(self) -> dict[str, Any] | None:
        """`vectors.Backlog.to_json()` for the configured model; None if the store cannot say.

        Counted at most once a second: status is polled (a catch-up, a bench)
        and the counts read an index of every message.
        """
        from kenning.daemon.retrieval.embedding.embedder import embedder_name
        from kenning.daemon.retrieval.vectors.index import backlog

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

    # -- the socket ----------------------------------------------------------------

    async def _handle(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        try:
            while True:
                try:
                    line = await reader.readuntil(b"\n")
                except asyncio.IncompleteReadError as exc:
                    line = exc.partial  # the last request may lack its newline
                except asyncio.LimitOverrunError:
                    # answered, then closed: the rest of the line cannot be
                    # told apart from a next request
                    too_big = _error(
                        None,
                        -32600,
                        f"request larger than {MAX_REQUEST_BYTES // (1024 * 1024)} MiB",
                        {"fix": "the client answers such requests in its own process"},
                    )
                    writer.write(orjson.dumps(too_big) + b"\n")
                    await writer.drain()
                    return
                if not line.strip():
                    if not line:
                        return
                    continue
                self._answering += 1
                try:
                    response = await self._dispatch(line)
                    payload = orjson.dumps(response)
                    del response
                    writer.write(payload + b"\n")
                    await writer.drain()
                finally:
                    self._answering -= 1
                large = len(payload) >= TRIM_AFTER_BYTES
                del payload
                if large or not self._answering:
                    # what the answer built and freed goes back to the system
                    # once nothing else is being answered (~1 ms, after the reply)
                    await asyncio.get_running_loop().run_in_executor(self._pool, trim_heap)
        except ConnectionError:
            pass
        finally:
            writer.close()

    async def _dispatch(self, line: bytes) -> dict[str, Any]:
        request_id: Any = None
        try:
            request = orjson.loads(line)
            request_id = request.get("id")
            name = request["method"]
            params = request.get("params") or {}
            caller_env = request.get("env")
        except (orjson.JSONDecodeError, KeyError, AttributeError, TypeError):
            return _error(request_id, -32700, "invalid JSON-RPC request")
        if caller_env is not None and not _shares(caller_env):
            return _error(
                request_id,
                SETTINGS_DIFFER,
                "the caller has KENNING_* settings the daemon does not share",
                {"fix": "the caller answers in its own process"},
            )
        if not self._methods:
            self._methods = socket_methods()
        handler = self._methods.get(name)
        if handler is None:
            return _error(request_id, -32601, f"unknown method {name!r}")
        try:
            loop = asyncio.get_running_loop()
            result = await loop.run_in_executor(self._pool, handler, self, params)
        except KenningError as exc:
            return _error(request_id, -32000, exc.message, {"fix": exc.fix, "kind": exc.kind})
        except Exception as exc:
            log.exception("socket method %s failed", name)
            return _error(request_id, -32603, f"{name} failed: {exc!r}")
        return {"jsonrpc": "2.0", "id": request_id, "result": result}

    def request_stop(self) -> None:
        """Ask the serving loop to shut down (safe from any thread)."""
        if self._loop is not None and self._stop is not None:
            self._loop.call_soon_threadsafe(self._stop.set)

    async def serve(self) -> None:
        """Serve until SIGTERM/SIGINT or the `shutdown` method, then shut down in stages.

        The shutdown is bounded (`SHUTDOWN_GRACE_S`): close and remove the
        socket, tell every worker to stop (each asks between small steps),
        wait for them until the deadline, and leave the rest to the process
        exit (`run_foreground`): every write is a transaction, so a worker cut
        short loses nothing.
        """
        sock = self.loaded.paths.socket
        sock.unlink(missing_ok=True)
        self._stop = asyncio.Event()
        self._methods = socket_methods()
        _ = self.ops  # one context (one embedder) before handler threads race to make it
        loop = self._loop = asyncio.get_running_loop()
        for sig in (signal.SIGTERM, signal.SIGINT):
            loop.add_signal_handler(sig, self._stop.set)
        # socket methods run here, not in asyncio's default pool, which
        # asyncio.run would wait for however long a method takes
        self._pool = ThreadPoolExecutor(max_workers=8, thread_name_prefix="kenning-rpc")
        old_umask = os.umask(0o177)  # the socket is created 0600
        try:
            server = await asyncio.start_unix_server(
                self._handle, path=str(sock), limit=MAX_REQUEST_BYTES
            )
        finally:
            os.umask(old_umask)
        os.chmod(sock, 0o600)
        workers = [threading.Thread(target=self.ingest_worker, name="kenning-ingest", daemon=True)]
        workers.append(
            threading.Thread(
                target=self.learning_worker, args=(self.halt,), name="kenning-learn", daemon=True
            )
        )
        if self.loaded.settings.embed.background:
            workers.append(
                threading.Thread(
                    target=self.embed_worker,
                    args=(self.halt, self._embed_wake),
                    name="kenning-embed",
                    daemon=True,
                )
            )
        if self.loaded.settings.backup.daily:
            from kenning.daemon.store.backup import backup_loop

            workers.append(
                threading.Thread(
                    target=backup_loop,
                    args=(self.loaded.paths.db, self.loaded.settings.backup.keep_days, self.halt),
                    kwargs={"ready": lambda: self.stats.catchup_done},
                    name="kenning-backup",
                    daemon=True,
                )
            )
        workers.append(_team_sync_thread(self.loaded, self.halt, self.team_wake))
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
            sock.unlink(missing_ok=True)
            self.halt.set()
            self.jobs.put(None)
            self._embed_wake.set()
            self.team_wake.set()
            self._pool.shutdown(wait=False, cancel_futures=True)
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


def _shares(caller_env: Any) -> bool:
    """The daemon runs with every KENNING_* setting of the caller.

    Settings only the daemon has are its own business, like its config file.
    """
    mine = env_settings()
    return isinstance(caller_env, dict) and all(mine.get(k) == v for k, v in caller_env.items())


def _error(request_id: Any, code: int, message: str, data: Any = None) -> dict[str, Any]:
    err: dict[str, Any] = {"code": code, "message": message}
    if data is not None:
        err["data"] = data
    return {"jsonrpc": "2.0", "id": request_id, "error": err}


def _source_of(path: Path) -> Path:
    """A SQLite sidecar (`-wal`, `-shm`, `-journal`) stands for its database."""
    name = path.name
    for suffix in _SIDECARS:
        if name.endswith(suffix):
            return path.with_name(name[: -len(suffix)])
    return path


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


# -- process management ------------------------------------------------------------


def _team_sync_thread(
    loaded: LoadedConfig, halt: threading.Event, wake: threading.Event
) -> threading.Thread:
    """The background team sync (daemon/team/sync.py): it idles while no team is
    joined and `wake` makes it look again (a join or leave, without a restart)."""
    from kenning.daemon.safety.sanitize import Sanitizer
    from kenning.daemon.team.sync import sync_loop

    redactor = Sanitizer.from_config(loaded.settings.sanitize)
    return threading.Thread(
        target=sync_loop,
        args=(loaded.paths.db, redactor, halt),
        kwargs={"wake": wake, "curation": loaded.settings.curation},
        name="kenning-team",
        daemon=True,
    )


def run_foreground(loaded: LoadedConfig) -> None:
    """`kenning daemon run`: hold the pidfile, serve until told to stop."""
    secure_home(loaded.paths.home)  # an install from before files were private: fixed here
    tuned = tune_heap(os.environ)  # before any thread starts
    if tuned:
        log.debug("glibc heap: %s", tuned)
    Store.open(loaded.paths.db).close()  # create/migrate before serving
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
