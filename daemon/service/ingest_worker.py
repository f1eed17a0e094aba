"""The daemon's ingest worker: the only writer of session data.

It runs the catch-up scan once, then reads each batch of changed paths the
watcher queues. A source whose read or write failed is read again after each
pause of `RETRY_AFTER_S` (its checkpoint did not move, so a retry loses and
repeats nothing), then left until it changes.
"""

from __future__ import annotations

import logging
import queue
import threading
import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from pathlib import Path

from kenning.daemon.core.config import LoadedConfig
from kenning.daemon.core.heap import trim_heap
from kenning.daemon.core.models import to_iso, utcnow
from kenning.daemon.ops.storage import open_store

__all__ = ["RETRY_AFTER_S", "IngestStats", "IngestWorker"]

log = logging.getLogger(__name__)

#: a source whose read or write failed is read again after each of these pauses
#: (a database locked past its timeout, a file caught mid-rewrite); its
#: checkpoint did not move, so a retry loses and repeats nothing
RETRY_AFTER_S = (1.0, 10.0, 60.0)

_SIDECARS = ("-wal", "-shm", "-journal")


@dataclass
class IngestStats:
    """What the background workers did, for `kenning daemon status`."""

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


class IngestWorker:
    """Catch up once, then ingest each batch queued on `jobs` (None ends it).

    Args:
        loaded: the daemon's config.
        stats: counted here, read by `status`.
        jobs: batches of changed paths from the watcher and the `ingest` method.
        halt: set at shutdown; an ingest pass asks it between sources.
        projects: the known project folders (the daemon caches them).
        ingested: called after each pass that wrote (wakes the embed worker).
        written: called after each batch with the sessions it wrote to (id ->
            the agent's end marker closed it): the learning worker's quiet
            schedule. Not for the catch-up: the learning worker asks the store
            which sessions were active lately once it is done.
    """

    def __init__(
        self,
        loaded: LoadedConfig,
        stats: IngestStats,
        jobs: queue.Queue[set[Path] | None],
        halt: threading.Event,
        projects: Callable[[], list[Path]],
        ingested: Callable[[], None],
        written: Callable[[Mapping[str, bool]], None] | None = None,
    ) -> None:
        self.loaded = loaded
        self.stats = stats
        self.jobs = jobs
        self.halt = halt
        self.projects = projects
        self.ingested = ingested
        self.written = written
        #: sources whose last read failed (`status` counts them)
        self.failing: set[Path] = set()

    def _ingest(self, paths: set[Path] | None) -> set[Path]:
        """Ingest `paths` (None: every root); returns the sources that failed."""
        from kenning.daemon.ingest.pipeline import ingest_paths

        store = open_store(self.loaded.paths.db)
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
            self.ingested()
            if targets is not None and report.written and self.written is not None:
                self.written(report.written)
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

    def run(self) -> None:
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
                self.failing.discard(path)
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
        self.failing |= failed
        self.stats.failed_sources = len(self.failing)


def _source_of(path: Path) -> Path:
    """A SQLite sidecar (`-wal`, `-shm`, `-journal`) stands for its database."""
    name = path.name
    for suffix in _SIDECARS:
        if name.endswith(suffix):
            return path.with_name(name[: -len(suffix)])
    return path
