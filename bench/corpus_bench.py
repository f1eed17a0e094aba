"""Corpus generator throughput: how fast bench/corpus.py writes agent histories.

Not a kenning metric, but every ingest and reliability scenario starts by
generating a corpus, so its speed bounds how large a corpus a run can afford.
Reported per wall second and per CPU second (this process and its workers):
on a busy machine the first falls, the second much less.
"""

from __future__ import annotations

import resource
import tempfile
import time
from pathlib import Path
from typing import Any

from .corpus import generate
from .timing import row


def _cpu() -> float:
    me = resource.getrusage(resource.RUSAGE_SELF)
    workers = resource.getrusage(resource.RUSAGE_CHILDREN)  # the pool, once joined
    return me.ru_utime + me.ru_stime + workers.ru_utime + workers.ru_stime


def run(size: str = "small") -> list[dict[str, Any]]:
    """Generate one corpus of `size` into a temporary folder and report MB/s and messages/s."""
    with tempfile.TemporaryDirectory(prefix="kenning-corpus-") as tmp:
        wall, cpu = time.perf_counter(), _cpu()
        manifest = generate(Path(tmp) / "corpus", size)
        wall, cpu = time.perf_counter() - wall, _cpu() - cpu
    t = manifest["totals"]
    mb = t["bytes"] / 1e6
    details = {
        "size": size,
        "files": t["files"],
        "total_sessions": t["sessions"],
        "total_messages": t["messages"],
        "MB": round(mb, 1),
        "seconds": round(wall, 2),
    }
    return [
        row("corpus", f"generate {size}: MB/s", unit="MB/s", value=mb / wall, **details),
        row("corpus", f"generate {size}: MB per CPU second", unit="MB/s", value=mb / cpu),
        row("corpus", f"generate {size}: messages/s", unit="msg/s", value=t["messages"] / wall),
    ]
