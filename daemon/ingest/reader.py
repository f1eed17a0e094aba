"""The reading half of a large ingestion run, shared between reader processes and the writer.

A reader process (`python -m kenning.daemon.ingest.read_child`) reads the
settings, then jobs one by one, on stdin (per source: its agent, exclude patterns, path and
checkpoint), parses and sanitizes each source slice by slice, and writes each
sanitized slice to stdout as a length-prefixed pickle, then `("end", job)`;
the parent writes the slices to SQLite.

Why processes and not threads: while a thread runs Python, the writing
thread waits for the GIL after every SQLite step (measured here: writing
3-4x slower), so the two halves would not overlap. Plain subprocesses rather
than multiprocessing, so no caller's `__main__` is re-imported in a child.

Work is shared, not split up front (`read_shared`). Each child is fed jobs
so that about `LOOKAHEAD_BYTES` of source are always waiting for it (less
towards the end, `TAIL_SHARE`); the writer, whenever no slice is waiting to
be written, reads the next job itself instead of waiting (no pickling
either). Reading costs more CPU per message than writing, so on two cores
one child plus the writer's spare time beats a child alone (the writer
idled) and two children (three processes on two cores). One thread per
child drains its pipe into a queue bounded by bytes (`AHEAD_BYTES`), so a
child runs ahead of the writer; one more feeds its stdin, so the writer
never blocks on a full pipe.
"""

from __future__ import annotations

import contextlib
import gc
import os
import pickle
import queue
import struct
import subprocess
import sys
import threading
from collections import deque
from collections.abc import Callable, Iterator, Sequence
from pathlib import Path
from typing import IO, TYPE_CHECKING, Any

from kenning.daemon.core.errors import IngestError

if TYPE_CHECKING:
    from kenning.daemon.core.config import Settings

__all__ = [
    "AHEAD_BYTES",
    "CHILD",
    "GC_THRESHOLDS",
    "LOOKAHEAD_BYTES",
    "Job",
    "large_run_collector",
    "read_shared",
    "reader_count",
    "receive",
    "send",
    "send_finished",
]

#: the module a reader process runs
CHILD = "kenning.daemon.ingest.read_child"
#: a frame: payload size and tag (-1: a pickled payload; >= 0: "job <tag> is finished")
_HEADER = struct.Struct("<Qq")
_DATA = -1
#: pickled slices waiting for the writer, over all children, before they block
AHEAD_BYTES = 64 * 1024 * 1024
#: source bytes given to a child ahead of what it has finished (and at least two jobs)
LOOKAHEAD_BYTES = 2 * 1024 * 1024
#: and at most this many jobs (many tiny sources)
LOOKAHEAD_JOBS = 64
#: and no more than this fraction of the bytes not given out yet (the run's end)
TAIL_SHARE = 4
#: most reader processes one run starts (the writer is one process)
MAX_READERS = 4

#: the cyclic collector's thresholds while a large run reads and writes: parsing
#: and unpickling make many short-lived objects and few cycles
GC_THRESHOLDS = (50_000, 20, 100)

#: (agent, its watched roots, exclude patterns, source path, checkpoint or None)
Job = tuple[str, tuple[Path, ...], tuple[str, ...], str, Any]


def send(out: IO[bytes], item: object) -> None:
    """Write `item` as one pickled frame."""
    data = pickle.dumps(item, protocol=pickle.HIGHEST_PROTOCOL)
    out.write(_HEADER.pack(len(data), _DATA))
    out.write(data)


def send_finished(out: IO[bytes], job_id: int) -> None:
    """Say job `job_id` is finished (the parent then feeds another)."""
    out.write(_HEADER.pack(0, job_id))


def _recv_frame(inp: IO[bytes]) -> tuple[int, bytes]:
    """(tag, payload) of the next frame; raises EOFError at the end of the stream."""
    head = inp.read(_HEADER.size)
    if len(head) < _HEADER.size:
        raise EOFError
    size, tag = _HEADER.unpack(head)
    data = inp.read(size) if size else b""
    if len(data) < size:
        raise EOFError
    return tag, data


def receive(inp: IO[bytes]) -> Any:
    """The next pickled frame's item; raises EOFError at the end of the stream."""
    return pickle.loads(_recv_frame(inp)[1])


@contextlib.contextmanager
def large_run_collector() -> Iterator[None]:
    """The collector as a reader process has it (read_child.py), in the writer for a large run.

    What is alive when the run starts is frozen (no collection walks it) and
    collections come less often (`GC_THRESHOLDS`); both are put back after.
    The writer reads too, and unpickles every slice a reader sends: on the
    bench corpus, alternating six runs each, ~6 % less CPU per message for
    the whole run (9.7 -> 9.1 s per 100k). Other threads of the process (the
    daemon's) meet the same collector meanwhile: a cycle they drop is
    collected a little later.
    """
    before = gc.get_threshold()
    gc.freeze()
    gc.set_threshold(*GC_THRESHOLDS)
    try:
        yield
    finally:
        gc.set_threshold(*before)
        gc.unfreeze()


def reader_count(cpus: int | None = None) -> int:
    """How many reader processes a large backlog gets: a core each beside the writer's, 1 to 4.

    Measured on two cores (bench ingest, large corpus): two children
    time-sharing the cores with the writer were slower than one.
    """
    if cpus is None:
        cpus = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count()
    return max(1, min((cpus or 1) - 1, MAX_READERS))


class _Budget:
    """Bytes waiting in the queue; a drain thread waits while over `AHEAD_BYTES`."""

    def __init__(self, limit: int) -> None:
        self.limit = limit
        self.used = 0
        self.closed = False
        self.cond = threading.Condition()

    def take(self, size: int) -> bool:
        with self.cond:
            # a slice larger than the limit still passes when nothing else waits
            while self.used and self.used + size > self.limit and not self.closed:
                self.cond.wait()
            self.used += size
            return not self.closed

    def give(self, size: int) -> None:
        with self.cond:
            self.used -= size
            self.cond.notify_all()

    def close(self) -> None:
        with self.cond:
            self.closed = True
            self.cond.notify_all()


_EOF = object()


class _Work:
    """The jobs not given out yet: children take from the front, the writer from the back.

    `left` (their bytes) bounds what a child is given ahead near the end of
    the run (`_Child._full`).
    """

    def __init__(self, jobs: Sequence[Job], sizes: Sequence[int]) -> None:
        self.jobs = jobs
        self.sizes = sizes
        self.pending = deque(range(len(jobs)))
        self.lock = threading.Lock()
        self.left = sum(sizes)  # bytes of the jobs not given out

    def front(self) -> int | None:
        with self.lock:  # feeder threads and the writer share it
            if not self.pending:
                return None
            job_id = self.pending.popleft()
            self.left -= self.sizes[job_id]
            return job_id

    def back(self) -> int | None:
        with self.lock:
            if not self.pending:
                return None
            job_id = self.pending.pop()
            self.left -= self.sizes[job_id]
            return job_id


class _Child:
    """One reader process, the thread feeding it jobs and the one draining its slices."""

    def __init__(self, index: int, settings: object, work: _Work) -> None:
        self.index = index
        self.work = work
        self.proc = subprocess.Popen(
            [sys.executable, "-m", CHILD], stdin=subprocess.PIPE, stdout=subprocess.PIPE
        )
        self.room = threading.Condition()
        self.waiting_bytes = 0  # of the jobs given and not finished
        self.waiting_jobs = 0
        self.closing = False
        self.done = False  # the child said so
        self.threads: list[threading.Thread] = []
        self._start(self._feed, settings)

    def _start(self, target: Callable[..., None], *args: object) -> None:
        thread = threading.Thread(target=target, args=args, name="kenning-ingest", daemon=True)
        thread.start()
        self.threads.append(thread)

    def _full(self) -> bool:
        # Towards the end, no more than a share of what is left: when no job is
        # left, the writer would sit with nothing to read while a child still
        # read up to `LOOKAHEAD_BYTES` it was given long before (the bound on two
        # cores is the busier process; on the bench corpus, 20 runs each in
        # turns, the median gap between the two processes' CPU 0.44 -> 0.28 s
        # per 100k messages, their sum unchanged).
        ahead = min(LOOKAHEAD_BYTES, self.work.left // TAIL_SHARE)
        return self.waiting_jobs >= LOOKAHEAD_JOBS or (
            self.waiting_jobs >= 2 and self.waiting_bytes >= ahead
        )

    def _feed(self, settings: object) -> None:
        """Write the settings, then a job whenever the child has room, until none are left."""
        stdin = self.proc.stdin
        assert stdin is not None
        try:
            send(stdin, settings)
            stdin.flush()
            while True:
                with self.room:
                    while self._full() and not self.closing:
                        self.room.wait()
                    if self.closing:
                        break
                    job_id = self.work.front()
                    if job_id is None:
                        break
                    self.waiting_bytes += self.work.sizes[job_id]
                    self.waiting_jobs += 1
                send(stdin, (job_id, self.work.jobs[job_id]))
                stdin.flush()
        except (BrokenPipeError, OSError, ValueError):
            pass  # the child stopped: the drain thread reports it
        finally:
            with contextlib.suppress(OSError):
                stdin.close()  # no more jobs: the child finishes and says "done"

    def drain(self, out: queue.Queue[Any], budget: _Budget) -> None:
        self._start(self._drain, out, budget)

    def _drain(self, out: queue.Queue[Any], budget: _Budget) -> None:
        """Put the child's slices on `out` as (index, bytes), then (index, _EOF)."""
        stdout = self.proc.stdout
        assert stdout is not None
        try:
            while True:
                try:
                    tag, data = _recv_frame(stdout)
                except (EOFError, OSError, ValueError):
                    break
                if tag != _DATA:  # a job is finished: room for another
                    with self.room:
                        self.waiting_bytes -= self.work.sizes[tag]
                        self.waiting_jobs -= 1
                        self.room.notify()
                    continue
                if not budget.take(len(data)):
                    break
                out.put((self.index, data))
        finally:
            out.put((self.index, _EOF))

    def close(self) -> None:
        with self.room:
            self.closing = True
            self.room.notify()


def read_shared(
    settings: Settings,
    jobs: Sequence[Job],
    sizes: Sequence[int],
    inline: Callable[[int], Iterator[Any]],
    children: int,
) -> Iterator[Any]:
    """Yield the slices of every job, read by `children` processes and, when idle, the caller.

    `inline(i)` reads job `i` in this process (the caller's own reader);
    `sizes[i]` is its bytes to read. Slices of different jobs interleave;
    those of one job keep their order. The last item is `("done", cpu_s)`,
    the CPU seconds of the children together.

    Raises:
        IngestError: a reader process failed or stopped early.
    """
    payload = settings.model_dump(mode="json")
    budget = _Budget(AHEAD_BYTES)
    inbox: queue.Queue[Any] = queue.Queue()
    work = _Work(jobs, sizes)
    crew: list[_Child] = []
    cpu = 0.0
    try:
        for index in range(max(1, children)):
            crew.append(_Child(index, payload, work))
            crew[-1].drain(inbox, budget)
        while not all(child.done for child in crew):
            try:
                index, data = inbox.get_nowait()
            except queue.Empty:
                job_id = work.back()
                if job_id is not None:  # nothing to write: read a job here rather than wait
                    yield from inline(job_id)
                    continue
                index, data = inbox.get()
            child = crew[index]
            if data is _EOF:
                if child.done:
                    continue  # the pipe of a child that said "done"
                code = child.proc.wait(10)
                raise IngestError(
                    f"an ingest reader process stopped early (exit code {code})",
                    fix="run `kenning ingest` again; what was stored is kept",
                )
            budget.give(len(data))
            item = pickle.loads(data)
            if isinstance(item, str):
                raise IngestError(
                    f"an ingest reader failed: {item}", fix="run `kenning ingest` again"
                )
            if isinstance(item, tuple):  # ("done", cpu): the child has no more jobs
                cpu += float(item[1])
                child.done = True
                continue
            yield item
        yield ("done", cpu)
    finally:
        budget.close()
        for child in crew:
            child.close()
            if child.proc.poll() is None:
                child.proc.terminate()
        for child in crew:
            child.proc.wait(10)
            for thread in child.threads:
                thread.join(10)
            if child.proc.stdout is not None:
                child.proc.stdout.close()
