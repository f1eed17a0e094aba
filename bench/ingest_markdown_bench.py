"""Ingest throughput on long Markdown sessions: Aider chat histories and SpecStory exports.

The ingest bench's JSONL corpus says nothing about the Markdown connectors,
whose files are read whole and parsed line by line: real Aider histories went
at ~1.5k messages/s (~3 MB/s). This generates `files` histories and `files`
exports of `min_mb`–`max_mb` each (bench/markdown_corpus.py; medium: 50 × 1–5 MB
of each), ingests each kind into a fresh store through the real pipeline
(read, sanitize, SQLite + FTS5, checkpoint), and reports MB/s and messages/s,
wall clock and per CPU-second of both processes; then the parser alone
(`connector.read` on every file, no store), which is the part the connectors
own. The message counts are checked against what the generator wrote.
`python -m bench ingest-markdown [--size small]`.
"""

from __future__ import annotations

import tempfile
import time
from pathlib import Path
from typing import Any

from kenning.daemon.core.config import IngestConfig, Settings
from kenning.daemon.ingest.aider import CONNECTOR as AIDER
from kenning.daemon.ingest.base import Connector
from kenning.daemon.ingest.pipeline import ingest_paths
from kenning.daemon.ingest.specstory import CONNECTOR as SPECSTORY
from kenning.daemon.store.db import Store

from .markdown_corpus import generate
from .timing import row

#: files of each kind, smallest and largest MB per file
SIZES = {
    "tiny": (2, 0.2, 0.5),
    "small": (10, 0.5, 1.5),
    "medium": (50, 1.0, 5.0),
    "large": (50, 1.0, 5.0),
    "huge": (100, 1.0, 5.0),
}


def _parse_only(connector: Connector, root: Path) -> tuple[float, int]:
    """CPU seconds to read and parse every file of `root` with `connector`, and messages."""
    limits = IngestConfig()
    cpu, messages = time.process_time(), 0
    for path in sorted(root.rglob("*.md")):
        result = connector.read(path, None, limits)
        messages += sum(len(s.messages) for s in result.sessions)
    return time.process_time() - cpu, messages


def run(size: str = "medium") -> list[dict[str, Any]]:
    """Generate, ingest each kind through the pipeline, then time the parsers alone."""
    files, lo, hi = SIZES[size]
    rows: list[dict[str, Any]] = []
    with tempfile.TemporaryDirectory(prefix="kenning-ingest-md-") as tmp:
        corpus = generate(Path(tmp) / "corpus", files, lo, hi)
        kinds = (
            ("aider", AIDER, corpus.aider_root, corpus.aider_bytes, corpus.aider_messages),
            (
                "specstory",
                SPECSTORY,
                corpus.specstory_root,
                corpus.specstory_bytes,
                corpus.specstory_messages,
            ),
        )
        for agent, connector, root, nbytes, expected in kinds:
            store = Store.open(Path(tmp) / f"{agent}.db")
            wall, cpu = time.perf_counter(), time.process_time()
            report = ingest_paths(
                store, Settings(), [root], agents=[agent], projects=[], home=Path(tmp) / "none"
            )
            wall, cpu = time.perf_counter() - wall, time.process_time() - cpu
            cpu += report.read_cpu
            stored = store.query("SELECT count(*) FROM messages")[0][0]
            store.close()
            if stored != expected or report.failed:
                raise RuntimeError(
                    f"{agent}: stored {stored} messages, the corpus holds {expected} "
                    f"({report.failed} failed: {report.errors[:3]})"
                )
            mb = nbytes / 1e6
            details = {
                "size": size,
                "files": files,
                "messages_stored": stored,
                "MB": round(mb, 1),
                "seconds": round(wall, 2),
                "cpu_seconds": round(cpu, 2),
            }
            rows += [
                row(
                    "ingest_markdown",
                    f"{agent} pipeline (wall) MB/s",
                    unit="MB/s",
                    value=mb / wall,
                    **details,
                ),
                row(
                    "ingest_markdown",
                    f"{agent} pipeline (wall) msg/s",
                    unit="msg/s",
                    value=stored / wall,
                ),
                row(
                    "ingest_markdown",
                    f"{agent} pipeline per CPU-second MB/s",
                    unit="MB/s",
                    value=mb / cpu,
                ),
                row(
                    "ingest_markdown",
                    f"{agent} pipeline per CPU-second msg/s",
                    unit="msg/s",
                    value=stored / cpu,
                ),
            ]
            parse_cpu, parsed = _parse_only(connector, root)
            if parsed != expected:
                raise RuntimeError(f"{agent}: the parser found {parsed} messages, not {expected}")
            rows += [
                row(
                    "ingest_markdown",
                    f"{agent} parser alone per CPU-second MB/s",
                    unit="MB/s",
                    value=mb / parse_cpu,
                ),
                row(
                    "ingest_markdown",
                    f"{agent} parser alone per CPU-second msg/s",
                    unit="msg/s",
                    value=parsed / parse_cpu,
                ),
            ]
    return rows


if __name__ == "__main__":
    import sys

    for item in run(sys.argv[1] if len(sys.argv) > 1 else "small"):
        print(item)
