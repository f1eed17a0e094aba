"""The reading half of a large ingestion run, in a process of its own.

`python -m kenning.daemon.ingest.reader` reads one pickled job list on stdin
(settings and, per source, its agent, exclude patterns, path and checkpoint),
parses and sanitizes each source slice by slice, and writes each sanitized
slice to stdout as a length-prefixed pickle; the parent writes them to SQLite.

Why a process and not a thread: while a thread runs Python, the writing
thread waits for the GIL after every SQLite step (measured here: writing
3-4x slower), so the two halves would not overlap. A plain subprocess rather
than multiprocessing, so no caller's `__main__` is re-imported in the child.
The pipe's buffer is the back-pressure: a reader ahead of the writer blocks.
"""

from __future__ import annotations

import pickle
import struct
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from typing import IO, Any

from ..config import Settings
from ..errors import IngestError

__all__ = ["main", "read_in_child"]

_HEADER = struct.Struct("<Q")


def _send(out: IO[bytes], item: object) -> None:
    data = pickle.dumps(item, protocol=pickle.HIGHEST_PROTOCOL)
    out.write(_HEADER.pack(len(data)))
    out.write(data)


def _recv(inp: IO[bytes]) -> Any:
    head = inp.read(_HEADER.size)
    if len(head) < _HEADER.size:
        raise EOFError
    (size,) = _HEADER.unpack(head)
    data = inp.read(size)
    if len(data) < size:
        raise EOFError
    return pickle.loads(data)


def main() -> None:
    """Child entry point: jobs in on stdin, sanitized slices out on stdout."""
    from .base import AgentSource, load_connectors
    from .pipeline import _read_source, make_sanitizer

    out = sys.stdout.buffer
    cpu = time.process_time()
    try:
        settings_data, jobs = _recv(sys.stdin.buffer)
        settings = Settings.model_validate(settings_data)
        sanitizer = make_sanitizer(settings)
        connectors = load_connectors()
        for agent, exclude, path, previous in jobs:
            src = AgentSource(connectors[agent], (), tuple(exclude))
            for chunk in _read_source(src, Path(path), previous, settings, sanitizer):
                if chunk.prepared is not None:
                    for session in chunk.prepared.result.sessions:
                        session.messages = []  # the rows carry them: do not send twice
                _send(out, chunk)
    except BrokenPipeError:
        return  # the parent stopped listening
    except BaseException as exc:
        _send(out, f"{type(exc).__name__}: {exc}")
    _send(out, ("done", time.process_time() - cpu))
    out.flush()


def read_in_child(
    settings: Settings, jobs: list[tuple[str, tuple[str, ...], str, Any]]
) -> Iterator[Any]:
    """Start the reader process and yield its slices; the last item is `("done", cpu_s)`.

    Raises:
        IngestError: the reader process failed or stopped early.
    """
    proc = subprocess.Popen(
        [sys.executable, "-m", __name__],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
    )
    assert proc.stdin is not None and proc.stdout is not None
    try:
        _send(proc.stdin, (settings.model_dump(mode="json"), jobs))
        proc.stdin.close()
        while True:
            try:
                item = _recv(proc.stdout)
            except EOFError:
                code = proc.wait(10)
                raise IngestError(
                    f"the ingest reader process stopped early (exit code {code})",
                    fix="run `kenning ingest` again; what was stored is kept",
                ) from None
            if isinstance(item, str):
                raise IngestError(
                    f"the ingest reader failed: {item}", fix="run `kenning ingest` again"
                )
            yield item
            if isinstance(item, tuple):
                return
    finally:
        if proc.poll() is None:
            proc.terminate()
        proc.wait(10)
        proc.stdout.close()


if __name__ == "__main__":
    main()
