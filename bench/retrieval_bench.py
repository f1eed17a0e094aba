"""Retrieval quality (R@10 and hit@10 per category, beside a plain BM25) and search latency.

Questions: the labelled set of retrieval_qa.py (408 questions over chats
between two people, coding-agent sessions and chats in Japanese, Chinese
and Thai), test half; see retrieval_eval.py. `python -m bench retrieval`
prints R@10 per category and mode (bm25, lexical, semantic, hybrid) with
plain BM25's R@10 as the floor, and hit@10 beside it.

Needles (the `needles` part): the corpus of bench/retrieval_corpus.py (background sessions plus
needles with known answers) is written to a fresh store and searched three
ways. Dense uses the installed MiniLM model when there is one (else it says
"hashing"); the hashing embedder is reported beside it. Fusion weights are
swept on the same ranked lists to show why `SearchConfig` has the values it
has.

Latency: 100k and 1M generated messages in a fresh store, each searched with
50 queries per mode, beside the floor of each mode in the same run: a raw
sqlite3 FTS5 query (no join, no snippet) and a numpy brute-force cosine over
the same vectors. Stored vectors at this scale are random unit vectors
(embedding 1M messages with the model would take hours on 2 cores); the
latency of a dense search does not depend on what the vectors mean.

Through the daemon (the `daemon` part, bench/retrieval_daemon.py): the same
queries sent to a real `kenning daemon` over 100k and 1M stored messages
with a vector each, the daemon's CPU per query beside the wall time, the
first search after it starts, and the in-process `Searcher` beside it.

The `lists` part: the CPU per hybrid query of ten questions asking for
several things and of the 50 timed queries, `[search] list_thin` off and at
its default, taking turns query by query in one process (5 rounds).

    python -m bench.retrieval_bench [qa] [needles] [latency] [daemon] [lists]
        [--scales 100000,1000000]
"""

from __future__ import annotations

import argparse
import random
import sqlite3
import statistics
import tempfile
import time
from collections.abc import Callable, Sequence
from contextlib import closing
from pathlib import Path
from typing import Any

import numpy as np

from kenning.daemon.core.config import SearchConfig, load_config
from kenning.daemon.core.models import content_hash, to_iso, utcnow
from kenning.daemon.retrieval.embedding.embedder import (
    Embedder,
    HashingEmbedder,
    embedder_status,
    shared_embedder,
)
from kenning.daemon.retrieval.search import Searcher, SearchHit, fts_query, fuse, lexical_search
from kenning.daemon.retrieval.vectors.index import VectorIndex, embed_pending
from kenning.daemon.store.db import Store

from .retrieval_corpus import NEEDLES, background_message, sessions

Row = dict[str, Any]
QUERY_KINDS = ("exact", "keyword", "paraphrase")
DEPTH = 50  # as Searcher's hybrid: max(limit * 5, 50)


def _insert(store: Store, items: Sequence[tuple[str, list[tuple[str, str]]]]) -> list[list[int]]:
    now = to_iso(utcnow())
    out: list[list[int]] = []
    with store.transaction() as conn:
        for sid, messages in items:
            conn.execute(
                "INSERT INTO sessions (id, agent, native_id, source_path, workspace, title, "
                "started_at, message_count, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (sid, "bench", sid, f"/bench/{sid}.jsonl", "/bench", sid, now, len(messages), now),
            )
            ids = []
            for idx, (role, text) in enumerate(messages):
                cur = conn.execute(
                    "INSERT INTO messages (session_id, key, idx, role, text, created_at, "
                    "source_line, content_hash) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                    (sid, str(idx), idx, role, text, now, idx + 1, content_hash(text)),
                )
                ids.append(int(cur.lastrowid or 0))
            out.append(ids)
    return out


def _recall(ranks: Sequence[int | None], k: int) -> float:
    return round(sum(1 for r in ranks if r is not None and r <= k) / len(ranks), 3)


def _rank(hits: Sequence[SearchHit], answer: int) -> int | None:
    for n, hit in enumerate(hits, start=1):
        if hit.message_id == answer:
            return n
    return None


def _quality_row(name: str, embedder: str, ranks: dict[str, list[int | None]]) -> Row:
    every = [r for kind in QUERY_KINDS for r in ranks[kind]]
    row: Row = {"bench": "retrieval.quality", "mode": name, "embedder": embedder}
    row["queries"] = len(every)
    for k in (1, 5, 10):
        row[f"recall@{k}"] = _recall(every, k)
    for kind in QUERY_KINDS:
        row[f"{kind}@10"] = _recall(ranks[kind], 10)
    return row


def quality(n_background: int = 400, sweep: bool = True) -> list[Row]:
    """recall@1/5/10 of lexical, dense and hybrid on the needle corpus."""
    loaded = load_config()
    status = embedder_status(loaded.settings, loaded.paths)
    embedders: list[Embedder] = [HashingEmbedder()]
    if not status.degraded:
        embedders.insert(0, shared_embedder(loaded.settings, loaded.paths))
    rows: list[Row] = []
    with tempfile.TemporaryDirectory() as tmp, Store.open(Path(tmp) / "kenning.db") as store:
        generated = list(sessions(n_background))
        ids = _insert(store, [(sid, msgs) for sid, msgs, _ in generated])
        answers: dict[int, int] = {}
        for (_, msgs, needle), msg_ids in zip(generated, ids, strict=True):
            if needle is not None:
                at = next(i for i, (_, t) in enumerate(msgs) if t == NEEDLES[needle].answer)
                answers[needle] = msg_ids[at]
        queries = [
            (kind, getattr(needle, kind), answers[i])
            for i, needle in enumerate(NEEDLES)
            for kind in QUERY_KINDS
        ]
        lexical = [lexical_search(store, q, limit=DEPTH) for _, q, _ in queries]
        lex_ranks = _by_kind(
            queries, [_rank(h, a) for h, (_, _, a) in zip(lexical, queries, strict=True)]
        )
        rows.append(_quality_row("lexical", "-", lex_ranks))
        for embedder in embedders:
            started = time.perf_counter()
            embed_pending(store, embedder, "message", batch=256)
            embed_s = time.perf_counter() - started
            searcher = Searcher(store, SearchConfig(), embedder)
            dense = [searcher.search(q, mode="semantic", limit=DEPTH).hits for _, q, _ in queries]
            ranks = [_rank(h, a) for h, (_, _, a) in zip(dense, queries, strict=True)]
            row = _quality_row("dense", embedder.name, _by_kind(queries, ranks))
            row["embed_s"] = round(embed_s, 1)
            rows.append(row)
            base = SearchConfig()
            hashing = isinstance(embedder, HashingEmbedder)
            # the weight Searcher uses with this embedder (degraded uses its own)
            default = (base.hashing_dense_weight if hashing else base.dense_weight, base.rrf_k)
            grid = [default]
            if sweep:
                grid += [(w, k) for k in (10, 60) for w in (0.25, 0.5, 0.75, 1.0, 1.5)]
            for weight, rrf_k in dict.fromkeys(grid):
                # the sweep is over reciprocal rank fusion (the default now
                # fuses by score: see retrieval_eval.py for its sweep)
                config = SearchConfig(
                    fusion="rrf", lexical_weight=1.0, dense_weight=weight, rrf_k=rrf_k
                )
                fused = [fuse(lx, dn, config, DEPTH) for lx, dn in zip(lexical, dense, strict=True)]
                ranks = [_rank(h, a) for h, (_, _, a) in zip(fused, queries, strict=True)]
                row = _quality_row("hybrid", embedder.name, _by_kind(queries, ranks))
                row["dense_weight"], row["rrf_k"] = weight, rrf_k
                row["default"] = (weight, rrf_k) == default
                rows.append(row)
    return rows


def _by_kind(
    queries: Sequence[tuple[str, str, int]], ranks: Sequence[int | None]
) -> dict[str, list[int | None]]:
    out: dict[str, list[int | None]] = {k: [] for k in QUERY_KINDS}
    for (kind, _, _), rank in zip(queries, ranks, strict=True):
        out[kind].append(rank)
    return out


# -- latency --------------------------------------------------------------------


def _timed(fn: Callable[[str], object], queries: Sequence[str]) -> dict[str, float]:
    """Wall-clock p50/p95 of `fn` over the queries, and CPU time p50/p95.

    CPU time is reported beside wall time because a shared 2-core machine
    under load stretches wall time by whatever else runs at the moment.
    """
    fn(queries[0])  # warm caches once, as a running daemon is warm
    wall, cpu = [], []
    for q in queries:
        started, started_cpu = time.perf_counter(), time.process_time()
        fn(q)
        wall.append((time.perf_counter() - started) * 1000)
        cpu.append((time.process_time() - started_cpu) * 1000)
    out = {}
    for name, times in (("", wall), ("cpu_", cpu)):
        times.sort()
        out[f"{name}p50_ms"] = round(statistics.median(times), 2)
        out[f"{name}p95_ms"] = round(times[int(len(times) * 0.95) - 1], 2)
    return out


def build_scale_store(path: Path, n_messages: int, seed: int = 11) -> None:
    """Write `n_messages` generated messages (20 per session) into a new store at `path`."""
    rng = random.Random(seed)
    with Store.open(path) as store:
        per = 20
        batch: list[tuple[str, list[tuple[str, str]]]] = []
        for s in range(n_messages // per):
            batch.append((f"scale:{s:07d}", [background_message(rng) for _ in range(per)]))
            if len(batch) == 2500:
                _insert(store, batch)
                batch = []
        if batch:
            _insert(store, batch)
        store.execute("INSERT INTO messages_fts(messages_fts) VALUES ('optimize')")


def latency_queries(n: int = 50) -> list[str]:
    """The timed queries: every needle's keywords, a dated and a Japanese one, random triples."""
    rng = random.Random(5)
    words = [w for needle in NEEDLES for w in needle.keyword.split()]
    queries = [needle.keyword for needle in NEEDLES]
    # a dated question (the time prior's extra passes), a relative date (the
    # newest message of the scope is read first), a question asking for
    # several things (hits spread over sessions) and a no-space script (the
    # trigram index) cost differently: one of each
    queries += [
        "what broke the deploy on 3 March, 2025",
        "what broke the deploy last May",
        "which errors has the deploy hit",
        "アーキテクチャの設計",
    ]
    return queries + [" ".join(rng.sample(words, 3)) for _ in range(n - len(queries))]


def floor_match(query: str) -> str:
    """The MATCH of the raw FTS5 floor: kenning's query, or, for text without
    spaces (no unicode61 terms of its own), its run as one token."""
    return fts_query(query) or '"' + query.replace('"', " ") + '"'


def latency(
    scales: Sequence[int] = (100_000, 1_000_000), dim: int = 384, keep: Path | None = None
) -> list[Row]:
    """Search p50/p95 per mode and the floors, at each scale."""
    loaded = load_config()
    embedder = shared_embedder(loaded.settings, loaded.paths)
    queries = latency_queries()
    rows: list[Row] = []
    rows.append(
        {
            "bench": "retrieval.latency",
            "what": "embed_query",
            "embedder": embedder.name,
            **_timed(embedder.embed_query, queries),
        }
    )
    for n in scales:
        rows += _latency_at(n, dim, embedder, queries, keep)
    return rows


def _latency_at(
    n: int, dim: int, embedder: Embedder, queries: Sequence[str], keep: Path | None = None
) -> list[Row]:
    rows: list[Row] = []
    with tempfile.TemporaryDirectory() as tmp:
        path = (keep or Path(tmp)) / f"messages-{n}.db"
        started = time.perf_counter()
        if not path.exists():  # --keep DIR reuses a store built by an earlier run
            build_scale_store(path, n)
        build_s = round(time.perf_counter() - started, 1)
        with Store.open(path) as store, closing(sqlite3.connect(path)) as raw:
            count = int(store.query("SELECT count(*) FROM messages")[0][0])
            matrix = np.empty((count, dim), dtype=np.float32)  # the floor's copy
            index = _random_index(store, path, n, dim, matrix)
            qvecs = {q: embedder.embed_query(q) for q in queries}
            searcher = Searcher(store, SearchConfig(), embedder, index=index)
            floor_sql = (
                "SELECT rowid FROM messages_fts WHERE messages_fts MATCH ? ORDER BY rank LIMIT 10"
            )

            def fts_floor(q: str) -> object:
                return raw.execute(floor_sql, (floor_match(q),)).fetchall()

            def numpy_floor(q: str) -> object:
                return np.argpartition(-(matrix @ qvecs[q]), 10)[:10]

            cases: list[tuple[str, Callable[[str], object]]] = [
                ("floor: raw sqlite3 FTS5", fts_floor),
                ("lexical", lambda q: searcher.search(q, mode="lexical")),
                ("floor: numpy brute-force cosine", numpy_floor),
                ("semantic: index only", lambda q: index.search(qvecs[q], 10)),
                ("semantic", lambda q: searcher.search(q, mode="semantic")),
                ("hybrid", lambda q: searcher.search(q, mode="hybrid")),
            ]
            for name, fn in cases:
                rows.append(
                    {
                        "bench": "retrieval.latency",
                        "messages": n,
                        "what": name,
                        "build_s": build_s,
                        **_timed(fn, queries),
                    }
                )
    return rows


def _random_index(
    store: Store, path: Path, seed: int, dim: int, matrix: np.ndarray | None = None
) -> VectorIndex:
    """A random unit vector per stored message, in an index spilled beside `path`
    (as an index synced from the store: rows in the page cache); `matrix` gets a copy."""
    gen = np.random.default_rng(seed)
    ids = [str(r[0]) for r in store.query("SELECT id FROM messages ORDER BY id")]
    index = VectorIndex(dim)
    index.spill(path.parent)
    for start in range(0, len(ids), 100_000):
        chunk = gen.standard_normal((min(100_000, len(ids) - start), dim), dtype=np.float32)
        chunk /= np.linalg.norm(chunk, axis=1, keepdims=True)
        if matrix is not None:
            matrix[start : start + len(chunk)] = chunk
        index.add(ids[start : start + len(chunk)], chunk)
    return index


#: questions asking for several things (`many`: hits spread over sessions, and
#: with `[search] list_thin` the rows that say little lowered)
LIST_QUERIES = (
    "which errors has the deploy hit",
    "What errors have we seen in the deploy?",
    "List the config files we changed",
    "What kinds of tests failed last week?",
    "How many times did the build break?",
    "What tools has the team tried for caching?",
    "How has the migration gone?",
    "What happened with the flaky test?",
    "Which databases have we used?",
    "What parsing libraries did we add?",
)


def list_cost(
    scales: Sequence[int] = (100_000,), dim: int = 384, keep: Path | None = None, rounds: int = 5
) -> list[Row]:
    """CPU per hybrid query of the list questions and of the 50 timed queries, with
    `list_thin` off and at its default, the two settings taking turns query by query."""
    loaded = load_config()
    embedder = shared_embedder(loaded.settings, loaded.paths)
    groups = {"list questions": list(LIST_QUERIES), "timed queries": latency_queries()}
    settings = {"list_thin 0": SearchConfig(list_thin=0.0), "default": SearchConfig()}
    rows: list[Row] = []
    for n in scales:
        with tempfile.TemporaryDirectory() as tmp:
            path = (keep or Path(tmp)) / f"messages-{n}.db"
            if not path.exists():
                build_scale_store(path, n)
            with Store.open(path) as store:
                index = _random_index(store, path, n, dim)
                searchers = {
                    k: Searcher(store, c, embedder, index=index) for k, c in settings.items()
                }
                cpu: dict[tuple[str, str], list[float]] = {}
                for searcher in searchers.values():  # warm, as a running daemon is
                    searcher.search(LIST_QUERIES[0])
                for _ in range(rounds):
                    for group, queries in groups.items():
                        for q in queries:
                            for name, searcher in searchers.items():
                                started = time.process_time()
                                searcher.search(q)
                                spent = (time.process_time() - started) * 1000
                                cpu.setdefault((group, name), []).append(spent)
            for (group, name), times in cpu.items():
                times.sort()
                rows.append(
                    {
                        "bench": "retrieval.list_cost",
                        "messages": n,
                        "what": f"{group}, {name}",
                        "cpu_p50_ms": round(statistics.median(times), 2),
                        "cpu_mean_ms": round(statistics.mean(times), 2),
                        "cpu_p95_ms": round(times[int(len(times) * 0.95) - 1], 2),
                        "n": len(times),
                    }
                )
    return rows


def run(scales: Sequence[int] = (100_000, 1_000_000)) -> list[Row]:
    """The question set's test half, then latency."""
    from .retrieval_eval import evaluate

    return evaluate("test") + latency(scales)


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "parts",
        nargs="*",
        choices=["qa", "needles", "quality", "latency", "daemon", "lists"],
        default=[],
    )
    parser.add_argument("--scales", default="100000,1000000")
    parser.add_argument("--keep", type=Path, help="keep (and reuse) the generated stores here")
    args = parser.parse_args(argv)
    parts = args.parts or ["qa", "latency"]
    scales = [int(s) for s in args.scales.split(",") if s]
    if "qa" in parts:
        from .retrieval_eval import evaluate, markdown_table

        print(markdown_table(evaluate("test")), flush=True)
    rows = quality() if {"needles", "quality"} & set(parts) else []
    rows += latency(scales, keep=args.keep) if "latency" in parts else []
    rows += list_cost(scales, keep=args.keep) if "lists" in parts else []
    if "daemon" in parts:
        from .retrieval_daemon import run as through_daemon

        through_daemon(scales, keep=args.keep, show=print)  # printed as they come
    for row in rows:
        print(row, flush=True)


if __name__ == "__main__":
    main()
