"""Ingest throughput: Claude Code + Codex histories into the store (lexical path, no embeddings).

Generates a corpus with bench/corpus.py (`size`, default medium: ~77 MB of
Claude Code and Codex files), ingests it into a fresh store through the real
pipeline (discover, incremental read, sanitize, upsert with FTS5, checkpoint)
and reports:

* messages/s and MB/s, wall clock and per CPU-second of this process (the
  second does not move with other load on the machine), and the bound set by
  the busier of the two processes (read+sanitize in a child, SQLite+FTS5
  write in this one): the wall-clock rate on two otherwise idle cores;
* catch-up: a second scan of the same, unchanged files (what the daemon does
  at start): total and per file;
* append latency: one line appended to a transcript until it is stored.

The message counts are checked against the corpus manifest, so a faster but
wrong connector cannot pass.
"""

from __future__ import annotations

import tempfile
import time
from pathlib import Path
from typing import Any

import orjson

from kenning.daemon.core.config import Settings
from kenning.daemon.ingest.pipeline import ingest_paths
from kenning.daemon.store.db import Store

from .corpus import agent_env, generate
from .timing import row

AGENTS = {"claude_code": "claude", "codex": "codex"}


def _corpus_bytes(root: Path, manifest: dict[str, Any]) -> int:
    return sum(int(f["bytes"]) for f in manifest["files"] if f["agent"] in AGENTS.values())


def run(size: str = "medium", appends: int = 30) -> list[dict[str, Any]]:
    """Ingest a generated corpus of `size` once, re-scan it, then time single appends."""
    with tempfile.TemporaryDirectory(prefix="kenning-ingest-") as tmp:
        root = Path(tmp) / "corpus"
        manifest = generate(root, size)
        env = agent_env(root)
        agents = list(AGENTS)
        settings = Settings()
        expected = sum(manifest["agents"][a]["messages"] for a in AGENTS.values())
        nbytes = _corpus_bytes(root, manifest)
        store = Store.open(Path(tmp) / "kenning.db")
        home = Path(tmp) / "no-home"

        wall, cpu = time.perf_counter(), time.process_time()
        report = ingest_paths(store, settings, None, environ=env, home=home, agents=agents)
        wall, cpu = time.perf_counter() - wall, time.process_time() - cpu
        cpu += report.read_cpu  # the reading process, when the backlog used one
        stored = store.query("SELECT count(*) FROM messages")[0][0]
        if stored != expected or report.failed:
            raise RuntimeError(
                f"ingested {stored} messages, the manifest expects {expected} "
                f"({report.failed} sources failed: {report.errors[:3]})"
            )
        files = report.sources
        details = {
            "size": size,
            "files": files,
            "messages": stored,
            "MB": round(nbytes / 1e6, 1),
            "seconds": round(wall, 2),
            "cpu_seconds": round(cpu, 2),
        }
        rows = [
            row("ingest", "throughput (wall)", unit="msg/s", value=stored / wall, **details),
            row("ingest", "throughput per CPU-second", unit="msg/s", value=stored / cpu),
            row(
                "ingest",
                "throughput bound on 2 idle cores (busier process)",
                unit="msg/s",
                value=stored / max(report.read_cpu, report.write_cpu),
                reader_process_cpu=round(report.read_cpu, 2),
                writer_process_cpu=round(report.write_cpu, 2),
            ),
            row("ingest", "throughput (wall) MB/s", unit="MB/s", value=nbytes / 1e6 / wall),
            row("ingest", "throughput per CPU-second MB/s", unit="MB/s", value=nbytes / 1e6 / cpu),
        ]

        scans = []
        for _ in range(3):
            start = time.perf_counter()
            again = ingest_paths(store, settings, None, environ=env, home=home, agents=agents)
            scans.append((time.perf_counter() - start) * 1000)
            if again.unchanged != files or again.messages:
                raise RuntimeError(f"an unchanged re-scan read something: {again.to_json()}")
        rows.append(row("ingest", f"catch-up re-scan of {files} unchanged files", scans))
        rows.append(
            row(
                "ingest",
                "catch-up per unchanged file",
                [s * 1000 / files for s in scans],
                unit="us",
            )
        )

        target = next(p for p in sorted((root / "claude" / "projects").rglob("*.jsonl")))
        latencies = []
        for n in range(appends):
            line = {
                "type": "user",
                "uuid": f"bench-{n}",
                "timestamp": "2026-11-01T12:00:00Z",
                "message": {"role": "user", "content": f"appended line {n}"},
            }
            start = time.perf_counter()
            with target.open("ab") as fh:
                fh.write(orjson.dumps(line) + b"\n")
            ingest_paths(store, settings, [target], environ=env, home=home, agents=agents)
            latencies.append((time.perf_counter() - start) * 1000)
        after = store.query("SELECT count(*) FROM messages")[0][0]
        if after != stored + appends:
            raise RuntimeError(f"{after - stored} of {appends} appended lines were stored")
        rows.append(row("ingest", "append one line → stored", latencies))
        store.close()
    return rows


if __name__ == "__main__":
    import sys

    for item in run(sys.argv[1] if len(sys.argv) > 1 else "small"):
        print(item)
