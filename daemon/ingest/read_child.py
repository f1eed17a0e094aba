"""A reader process of a large ingestion run (the parent side is reader.py).

Reads the settings, then jobs one by one, on stdin (per source: its agent,
exclude patterns, path and checkpoint), parses and sanitizes each source slice
by slice, and writes each sanitized slice to stdout as a frame, then "job
finished"; the parent writes the slices to SQLite. A module of its own: it
runs the pipeline's reading half, which the parent side must not import back.
"""

from __future__ import annotations

import gc
import sys
import time
from pathlib import Path

from kenning.daemon.core.config import Settings

from .base import AgentSource, load_connectors
from .pipeline import _read_source, make_sanitizer
from .reader import GC_THRESHOLDS, receive, send, send_finished
from .redactions import Remembered

__all__ = ["main"]


def main() -> None:
    """Child entry point: settings then (id, job)s in on stdin, slices out on stdout."""
    # what is loaded now lives as long as the process: keep the collector off
    # it, and let it run less often over the short-lived parse results
    gc.freeze()
    gc.set_threshold(*GC_THRESHOLDS)
    inp, out = sys.stdin.buffer, sys.stdout.buffer
    cpu = time.process_time()
    try:
        settings = Settings.model_validate(receive(inp))
        sanitizer = Remembered(make_sanitizer(settings))  # each long text redacted once
        connectors = load_connectors()
        while True:
            try:
                job_id, (agent, roots, exclude, path, previous) = receive(inp)
            except EOFError:
                break  # no more jobs
            src = AgentSource(connectors[agent], tuple(roots), tuple(exclude))
            for chunk in _read_source(src, Path(path), previous, settings, lambda: sanitizer):
                if chunk.prepared is not None:
                    for session in chunk.prepared.result.sessions:
                        session.messages = []  # the rows carry them: do not send twice
                send(out, chunk)
            send_finished(out, job_id)  # the parent feeds another
            out.flush()
    except BrokenPipeError:
        return  # the parent stopped listening
    except BaseException as exc:
        send(out, f"{type(exc).__name__}: {exc}")
    send(out, ("done", time.process_time() - cpu))
    out.flush()


if __name__ == "__main__":
    main()
