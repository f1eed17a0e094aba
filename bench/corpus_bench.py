"""Corpus generator throughput: how fast bench/corpus.py writes agent histories.

Not a kenning metric, but every ingest and reliability scenario starts by
generating a corpus, so its speed bounds how large a corpus a run can afford.
"""

from __future__ import annotations

import tempfile
import time
from pathlib import Path
from typing import Any

from .corpus import generate
from .timing import row


def run(size: str = "small") -> list[dict[str, Any]]:
    """Generate one corpus of `size` into a temporary folder and report MB/s and messages/s."""
    with tempfile.TemporaryDirectory(prefix="kenning-corpus-") as tmp:
        wall = time.perf_counter()
        manifest = generate(Path(tmp) / "corpus", size)
        wall = time.perf_counter() - wall
    t = manifest["totals"]
    details = {
        "size": size,
        "files": t["files"],
        "sessions": t["sessions"],
        "total_messages": t["messages"],
        "MB": round(t["bytes"] / 1e6, 1),
        "seconds": round(wall, 2),
    }
    return [
        row(
            "corpus",
            f"generate {size}: MB/s",
            unit="MB/s",
            value=t["bytes"] / 1e6 / wall,
            **details,
        ),
        row("corpus", f"generate {size}: messages/s", unit="msg/s", value=t["messages"] / wall),
    ]
