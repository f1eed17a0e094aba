"""Store size on disk per million messages, and how lexical search latency grows with the store.

Two parts:

* **size on disk**: generated corpora (bench/corpus.py; Claude Code, Codex and
  Gemini) ingested by the real pipeline into a fresh store, checkpointed
  (`PRAGMA wal_checkpoint(TRUNCATE)`); bytes of `kenning.db` + `-wal`, per
  million messages, beside the corpus's own bytes per million messages;
* **growth**: the same 50 lexical queries as retrieval_bench (its
  `latency_queries` and `build_scale_store`: synthetic sessions of 20
  messages) at three sizes, e.g. 100k / 300k / 1M messages, each size made from
  the one before by copying its rows with SQL (the FTS5 trigger indexes each
  copy, so the index is a real one of that size). Each size reports the raw
  sqlite3 FTS5 query (the floor) and kenning's lexical search, p50/p95 wall and
  CPU, plus the store's size per million messages. retrieval_bench covers the
  semantic and hybrid modes at 100k/1M: not repeated here.
"""

from __future__ import annotations

import sqlite3
import sys
import tempfile
import time
from collections.abc import Callable, Sequence
from contextlib import closing
from pathlib import Path
from typing import Any

from kenning.daemon.core.config import SearchConfig, Settings
from kenning.daemon.ingest.pipeline import ingest_paths
from kenning.daemon.retrieval.search import Searcher
from kenning.daemon.store.db import Store

from .corpus import agent_env, generate
from .retrieval_bench import _timed, build_scale_store, floor_match, latency_queries

AGENTS = {"claude_code": "claude", "codex": "codex", "gemini": "gemini"}
#: size → (corpora ingested for the size on disk, message counts of the growth part)
PARAMS: dict[str, tuple[tuple[str, ...], tuple[int, int, int]]] = {
    "tiny": (("tiny",), (2_000, 6_000, 20_000)),
    "small": (("small",), (20_000, 60_000, 200_000)),
    "medium": (("small", "medium"), (100_000, 300_000, 1_000_000)),
    "large": (("small", "medium", "large"), (100_000, 300_000, 1_000_000)),
    "huge": (("medium", "large"), (300_000, 1_000_000, 3_000_000)),
}
Row = dict[str, Any]
_MESSAGE_COLS = (
    "key, idx, role, author, model, text, tool_calls, created_at, source_line, content_hash"
)
_SESSION_COLS = (
    "agent, native_id, source_path, workspace, git_branch, title, parent_id, "
    "started_at, ended_at, message_count, updated_at"
)


def disk_bytes(db: Path) -> int:
    """Bytes of the database file and its WAL after a truncating checkpoint."""
    with closing(sqlite3.connect(db)) as conn:
        conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    wal = db.with_name(db.name + "-wal")
    return db.stat().st_size + (wal.stat().st_size if wal.exists() else 0)


def _count(db: Path) -> int:
    with closing(sqlite3.connect(db)) as conn:
        return int(conn.execute("SELECT count(*) FROM messages").fetchone()[0])


def corpus_size_rows(tmp: Path, size: str) -> list[Row]:
    """Ingest the generated corpus `size` into a new store; its bytes per million messages."""
    root = tmp / f"corpus-{size}"
    manifest = generate(root, size)
    expected = sum(manifest["agents"][a]["messages"] for a in AGENTS.values())
    raw = sum(int(f["bytes"]) for f in manifest["files"] if f["agent"] in AGENTS.values())
    db = tmp / f"ingested-{size}.db"
    with Store.open(db) as store:
        report = ingest_paths(
            store,
            Settings(),
            None,
            environ=agent_env(root),
            home=tmp / "no-home",
            agents=list(AGENTS),
        )
    n = _count(db)
    if n != expected or report.failed:
        raise RuntimeError(f"stored {n} messages of {expected} ({report.failed} sources failed)")
    nbytes = disk_bytes(db)
    return [
        {
            "scenario": "store",
            "metric": f"on disk per 1M messages (corpus {size})",
            "messages": n,
            "value": nbytes / n,  # bytes per message = MB per million messages
            "unit": "MB",
            "store_MB": round(nbytes / 1e6, 1),
            "corpus_MB_per_1M": round(raw / n),
            "bytes_per_message": round(nbytes / n),
        }
    ]


def grow(db: Path, target: int) -> None:
    """Copy the store's sessions and messages with SQL until it holds `target` messages."""
    with closing(sqlite3.connect(db)) as conn:
        while (have := _count(db)) < target:
            take = min(have, target - have)
            tag = f":copy{have}"  # unique across calls: `have` only grows
            with conn:  # one transaction per doubling
                conn.execute("DROP TABLE IF EXISTS temp.pick")
                conn.execute(
                    "CREATE TEMP TABLE pick AS SELECT id, session_id FROM messages "
                    "ORDER BY id LIMIT ?",
                    (take,),
                )
                conn.execute(
                    f"INSERT INTO sessions (id, {_SESSION_COLS}) "
                    f"SELECT id || ?, {_SESSION_COLS} FROM sessions "
                    "WHERE id IN (SELECT session_id FROM temp.pick)",
                    (tag,),
                )
                conn.execute(
                    f"INSERT INTO messages (session_id, {_MESSAGE_COLS}) "
                    f"SELECT session_id || ?, {_MESSAGE_COLS} FROM messages "
                    "WHERE id IN (SELECT id FROM temp.pick) ORDER BY id",
                    (tag,),
                )
        conn.execute("INSERT INTO messages_fts(messages_fts) VALUES ('optimize')")


def _latencies(db: Path, queries: Sequence[str]) -> dict[str, dict[str, float]]:
    """p50/p95 (wall and CPU) of the raw FTS5 floor and of kenning's lexical search."""
    sql = "SELECT rowid FROM messages_fts WHERE messages_fts MATCH ? ORDER BY rank LIMIT 10"
    with Store.open(db) as store, closing(sqlite3.connect(db)) as raw:
        searcher = Searcher(store, SearchConfig())

        def floor(q: str) -> object:
            return raw.execute(sql, (floor_match(q),)).fetchall()

        def lexical(q: str) -> object:
            return searcher.search(q, mode="lexical")

        cases: dict[str, Callable[[str], object]] = {
            "floor: raw sqlite3 FTS5": floor,
            "lexical search": lexical,
        }
        return {name: _timed(fn, queries) for name, fn in cases.items()}


def growth_rows(tmp: Path, scales: Sequence[int]) -> list[Row]:
    """Floor and lexical search latency at each scale, in one growing store."""
    db = tmp / "growth.db"
    queries = latency_queries()
    rows: list[Row] = []
    started = time.perf_counter()
    build_scale_store(db, scales[0])
    for n in scales:
        grow(db, n)
        build_s = round(time.perf_counter() - started, 1)
        nbytes = disk_bytes(db)
        for name, times in _latencies(db, queries).items():
            rows.append(
                {
                    "scenario": "store",
                    "what": f"growth {name}",
                    "messages": n,
                    **times,
                    "MB_per_1M": round(nbytes / n, 1),
                    "built_s": build_s,
                }
            )
    return rows


def run(
    size: str = "medium",
    corpora: Sequence[str] | None = None,
    scales: Sequence[int] | None = None,
) -> list[Row]:
    """Size on disk for each corpus of `size`, then search latency at its three scales.

    `corpora` and `scales` override what `size` picks (a smoke test uses tiny ones).
    """
    by_size = PARAMS.get(size, PARAMS["medium"])
    corpora = by_size[0] if corpora is None else corpora
    scales = by_size[1] if scales is None else scales
    rows: list[Row] = []
    with tempfile.TemporaryDirectory(prefix="kenning-store-bench-") as tmp_name:
        tmp = Path(tmp_name)
        for corpus in corpora:
            rows += corpus_size_rows(tmp, corpus)
        rows += growth_rows(tmp, scales)
    return rows


if __name__ == "__main__":
    for item in run(sys.argv[1] if len(sys.argv) > 1 else "tiny"):
        print(item)
