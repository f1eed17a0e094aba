"""kenning's int8 index vs sqlite-vec and usearch: build, query p50/p95, recall@10, RSS.

Issue 28 asks whether a maintained vector engine should replace the
hand-written int8 index (daemon/retrieval/vectors/index.py). This scenario
measures them on the same data:

* **data**: N seeded random-but-clustered 384-dim unit vectors (MiniLM's
  width): 1,000 cluster centres, each row a centre plus Gaussian noise of the
  same norm (a row's cosine to its centre ~0.7, to a row of its cluster ~0.5,
  to any other row ~0), written to a raw float32 file; 200 queries drawn the
  same way (not rows of the data). N is 1,000,000 at the default size
  (`medium` and up), 100,000 at `small`, 10,000 at `tiny`;
* **truth**: exact float32 cosine top 10 of every query (numpy, in chunks);
* **engines**, each in its own subprocess (so its RSS is its own), reading
  the rows from the file in chunks of 16,384:
  - `kenning-int8`: `VectorIndex` itself, its rows spilled to an unlinked
    file as the daemon's index is (`VectorIndex.sync` does it), searched with
    `search(query, 10)` (no store: the daemon's float32 rescoring of the head
    is left out, so this is the index alone);
  - `sqlite-vec-f32`: a `vec0` virtual table `float[384]` in a database file,
    brute-force KNN (`embedding MATCH ? AND k = 10`). Python's `sqlite3`
    is used when it can load extensions, else `apsw`;
  - `usearch-i8` and `usearch-f16`: `usearch.index.Index(ndim=384,
    metric="cos", dtype=...)`, HNSW with its default connectivity and
    expansion, built with every core, searched with one thread;
* **per engine**: build time (s, wall), query p50/p95 (ms, single thread:
  BLAS/OpenMP pinned to one thread), recall@10 against the exact top 10, RSS
  delta (MB: `VmRSS` of /proc/self/status after the queries minus before the
  build) and the bytes the engine keeps in files (MB: read through the page
  cache, not counted in its RSS).

An engine whose package is not installed gets one row saying so
("not installed: pip install ...") and no numbers. The engines are not
kenning dependencies: `pip install sqlite-vec usearch` (and `apsw` where
Python's `sqlite3` cannot load extensions) into the virtualenv to measure
them. `python -m bench.vector_engines_bench --rows N [--engines a,b]` runs it
outside the runner and prints the markdown table of bench/README.md.
"""

from __future__ import annotations

import argparse
import gc
import importlib
import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

import numpy as np

from .timing import row

__all__ = ["ENGINES", "ROWS", "exact_top", "make_data", "run"]

SCENARIO = "vector_engines"
DIM = 384
K = 10
QUERIES = 200
CLUSTERS = 1000
SEED = 28
#: rows per size (the default size is `medium`: a million rows, as issue 28 asks)
ROWS = {"tiny": 10_000, "small": 100_000, "medium": 1_000_000, "large": 1_000_000}
ROWS["huge"] = 1_000_000
#: rows read from the data file per step (25 MB of float32)
CHUNK = 16_384
ENGINES = ("kenning-int8", "sqlite-vec-f32", "usearch-i8", "usearch-f16")
#: what to install for each engine
INSTALL = {
    "kenning-int8": "(part of kenning)",
    "sqlite-vec-f32": "pip install sqlite-vec",
    "usearch-i8": "pip install usearch",
    "usearch-f16": "pip install usearch",
}
#: one thread for BLAS and OpenMP in the engines' processes: queries are single-threaded
_ONE_THREAD = {
    "OMP_NUM_THREADS": "1",
    "OPENBLAS_NUM_THREADS": "1",
    "MKL_NUM_THREADS": "1",
}


# --------------------------------------------------------------------- data


def _unit(rows: np.ndarray) -> np.ndarray:
    rows /= np.linalg.norm(rows, axis=1, keepdims=True)
    return rows


def _centres(seed: int) -> np.ndarray:
    rng = np.random.default_rng(seed)
    return _unit(rng.standard_normal((CLUSTERS, DIM)).astype(np.float32))


def _draw(rng: np.random.Generator, centres: np.ndarray, n: int) -> np.ndarray:
    """`n` unit rows, each a random centre plus noise of unit norm."""
    which = rng.integers(0, len(centres), n)
    noise = rng.standard_normal((n, DIM)).astype(np.float32) / np.float32(np.sqrt(DIM))
    return _unit(centres[which] + noise)


def make_data(folder: Path, n: int, queries: int = QUERIES, seed: int = SEED) -> None:
    """Write `n` rows to folder/rows.f32 and `queries` to folder/queries.f32 (raw float32)."""
    centres = _centres(seed)
    rng = np.random.default_rng(seed + 1)
    with (folder / "rows.f32").open("wb") as out:
        for start in range(0, n, CHUNK):
            out.write(_draw(rng, centres, min(CHUNK, n - start)).tobytes())
    qrng = np.random.default_rng(seed + 2)
    (folder / "queries.f32").write_bytes(_draw(qrng, centres, queries).tobytes())


def read_chunks(folder: Path, n: int) -> Any:
    """(start, rows) of the data file, CHUNK rows at a time (each chunk a fresh array)."""
    with (folder / "rows.f32").open("rb") as f:
        for start in range(0, n, CHUNK):
            count = min(CHUNK, n - start)
            yield start, np.fromfile(f, dtype=np.float32, count=count * DIM).reshape(count, DIM)


def read_queries(folder: Path) -> np.ndarray:
    return np.fromfile(folder / "queries.f32", dtype=np.float32).reshape(-1, DIM)


def exact_top(folder: Path, n: int, k: int = K) -> np.ndarray:
    """The row numbers of each query's exact float32 cosine top `k`, (queries, k)."""
    queries = read_queries(folder)
    best_ids = np.zeros((len(queries), 0), dtype=np.int64)
    best_sims = np.zeros((len(queries), 0), dtype=np.float32)
    for start, rows in read_chunks(folder, n):
        sims = queries @ rows.T
        ids = np.broadcast_to(np.arange(start, start + len(rows)), sims.shape)
        all_sims = np.concatenate([best_sims, sims], axis=1)
        all_ids = np.concatenate([best_ids, ids], axis=1)
        keep = np.argpartition(-all_sims, min(k, all_sims.shape[1]) - 1, axis=1)[:, :k]
        best_sims = np.take_along_axis(all_sims, keep, axis=1)
        best_ids = np.take_along_axis(all_ids, keep, axis=1)
    return best_ids


# ------------------------------------------------------------------ engines


def _rss_kb() -> int:
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1])
    return 0


class Absent(Exception):
    """The engine's package is not installed."""


def _kenning(folder: Path, n: int) -> tuple[Any, Any, list[Path]]:
    from kenning.daemon.retrieval.vectors.index import VectorIndex

    index = VectorIndex(DIM)

    def build() -> None:
        index.spill(folder)  # as `VectorIndex.sync` does for the daemon's index
        for start, rows in read_chunks(folder, n):
            index.add([str(i) for i in range(start, start + len(rows))], rows)

    def search(query: np.ndarray) -> list[int]:
        return [int(ref) for ref, _ in index.search(query, K)]

    # the spilled rows are an unlinked file: its size is n × dim bytes
    return build, search, []


def _sqlite_connection(path: Path) -> Any:
    try:  # imported by name: the engines are optional, not kenning dependencies
        sqlite_vec = importlib.import_module("sqlite_vec")
    except ImportError as exc:
        raise Absent(INSTALL["sqlite-vec-f32"]) from exc
    import sqlite3

    conn: Any = sqlite3.connect(path, isolation_level=None)
    if not hasattr(conn, "enable_load_extension"):
        conn.close()
        try:
            apsw = importlib.import_module("apsw")
        except ImportError as exc:
            raise Absent(
                "this Python's sqlite3 cannot load extensions: pip install apsw sqlite-vec"
            ) from exc
        conn = apsw.Connection(str(path))
    conn.enable_load_extension(True)
    conn.load_extension(sqlite_vec.loadable_path())
    conn.enable_load_extension(False)
    return conn


def _sqlite_vec(folder: Path, n: int) -> tuple[Any, Any, list[Path]]:
    path = folder / "vec.db"
    conn = _sqlite_connection(path)

    def build() -> None:
        conn.execute(f"CREATE VIRTUAL TABLE v USING vec0(embedding float[{DIM}])")
        for start, rows in read_chunks(folder, n):
            conn.execute("BEGIN")
            conn.executemany(
                "INSERT INTO v(rowid, embedding) VALUES (?, ?)",
                [(start + i, rows[i].tobytes()) for i in range(len(rows))],
            )
            conn.execute("COMMIT")

    def search(query: np.ndarray) -> list[int]:
        # unit rows: the L2 order is the cosine order
        sql = "SELECT rowid FROM v WHERE embedding MATCH ? AND k = ? ORDER BY distance"
        return [int(r[0]) for r in conn.execute(sql, (query.tobytes(), K))]

    return build, search, [path]


def _usearch(dtype: str) -> Any:
    def engine(folder: Path, n: int) -> tuple[Any, Any, list[Path]]:
        try:
            Index = importlib.import_module("usearch.index").Index
        except ImportError as exc:
            raise Absent(INSTALL[f"usearch-{dtype}"]) from exc
        index = Index(ndim=DIM, metric="cos", dtype=dtype)

        def build() -> None:
            for start, rows in read_chunks(folder, n):
                index.add(np.arange(start, start + len(rows)), rows, threads=os.cpu_count() or 1)

        def search(query: np.ndarray) -> list[int]:
            return [int(key) for key in index.search(query, K, threads=1).keys]

        return build, search, []

    return engine


_MAKERS = {
    "kenning-int8": _kenning,
    "sqlite-vec-f32": _sqlite_vec,
    "usearch-i8": _usearch("i8"),
    "usearch-f16": _usearch("f16"),
}


def measure(engine: str, folder: Path, n: int) -> dict[str, Any]:
    """Build `engine`'s index over the rows, run the queries; in the engine's own process."""
    queries = read_queries(folder)
    try:
        build, search, files = _MAKERS[engine](folder, n)
    except Absent as exc:
        return {"engine": engine, "absent": f"not installed: {exc}"}
    gc.collect()
    before = _rss_kb()
    started = time.perf_counter()
    build()
    build_s = time.perf_counter() - started
    gc.collect()
    after_build = _rss_kb()
    search(queries[0])  # one untimed query (lazy set-up, first page faults)
    times, hits = [], []
    for query in queries:
        t = time.perf_counter()
        hits.append(search(query))
        times.append((time.perf_counter() - t) * 1000)
    file_bytes = sum(p.stat().st_size for p in files if p.exists())
    if engine == "kenning-int8":
        file_bytes = n * DIM  # the unlinked file of spilled int8 rows
    return {
        "engine": engine,
        "build_s": build_s,
        "query_ms": times,
        "hits": hits,
        "rss_build_mb": (after_build - before) / 1024,
        "rss_mb": (_rss_kb() - before) / 1024,
        "file_mb": file_bytes / 1e6,
    }


def _in_subprocess(engine: str, folder: Path, n: int) -> dict[str, Any]:
    root = Path(__file__).resolve().parent.parent
    env = {**os.environ, **_ONE_THREAD}
    cmd = [sys.executable, "-m", "bench.vector_engines_bench", "--child", engine, str(folder)]
    cmd += ["--rows", str(n)]
    done = subprocess.run(cmd, cwd=root, env=env, capture_output=True, text=True, check=False)
    if done.returncode != 0:
        raise RuntimeError(f"{engine} failed ({done.returncode}): {done.stderr.strip()[-2000:]}")
    result: dict[str, Any] = json.loads(done.stdout.strip().splitlines()[-1])
    return result


# ------------------------------------------------------------------ results


def recall(hits: list[list[int]], truth: np.ndarray) -> float:
    """Mean share of each query's exact top 10 among the engine's 10."""
    found = sum(len(set(h) & set(t.tolist())) for h, t in zip(hits, truth, strict=True))
    return found / truth.size


def run(
    size: str = "medium", *, rows: int | None = None, engines: tuple[str, ...] = ENGINES
) -> list[dict[str, Any]]:
    """Rows per engine at `size` (or `rows` vectors): build, query, recall@10, RSS."""
    n = rows or ROWS[size]
    out: list[dict[str, Any]] = []
    with tempfile.TemporaryDirectory(prefix="kenning-vecbench-") as tmp:
        folder = Path(tmp)
        make_data(folder, n)
        truth = exact_top(folder, n)
        for engine in engines:
            result = _in_subprocess(engine, folder, n)
            out.extend(_rows(result, truth, n))
    return out


def _rows(result: dict[str, Any], truth: np.ndarray, n: int) -> list[dict[str, Any]]:
    engine = result["engine"]
    if "absent" in result:
        return [{"scenario": SCENARIO, "metric": f"{engine} rows={n:,}", "notes": result["absent"]}]
    label = f"{engine} rows={n:,}"
    return [
        row(SCENARIO, f"{label} build", value=result["build_s"], unit="s"),
        row(SCENARIO, f"{label} query", result["query_ms"], unit="ms"),
        row(SCENARIO, f"{label} recall@10", value=recall(result["hits"], truth), unit=""),
        row(
            SCENARIO,
            f"{label} RSS delta",
            value=result["rss_mb"],
            unit="MB",
            after_build_mb=round(result["rss_build_mb"], 1),
            file_mb=round(result["file_mb"], 1),
        ),
    ]


def markdown(rows: list[dict[str, Any]]) -> str:
    """The table of bench/README.md: one line per engine."""
    lines = [
        "| engine | build (s) | query p50 (ms) | query p95 (ms) | recall@10 "
        "| RSS delta (MB) | in files (MB) |",
        "|---|---|---|---|---|---|---|",
    ]
    by_engine: dict[str, dict[str, Any]] = {}
    for r in rows:
        engine = r["metric"].split()[0]
        by_engine.setdefault(engine, {})[r["metric"].split()[-1]] = r
    for engine, got in by_engine.items():
        if "build" not in got:
            note = next(iter(got.values())).get("notes", "")
            lines.append(f"| {engine} | {note} | | | | | |")
            continue
        q, rss = got["query"], got["delta"]
        lines.append(
            f"| {engine} | {got['build']['median']:.2f} | {q['median']:.2f} | {q['p95']:.2f} "
            f"| {got['recall@10']['median']:.3f} | {rss['median']:.0f} | {rss['file_mb']:.0f} |"
        )
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--rows", type=int, default=ROWS["medium"], help="vectors to index")
    parser.add_argument("--engines", default=",".join(ENGINES), help="comma-separated engines")
    parser.add_argument("--child", nargs=2, metavar=("ENGINE", "DIR"), help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.child:
        engine, folder = args.child
        print(json.dumps(measure(engine, Path(folder), args.rows)))
        return 0
    engines = tuple(e for e in args.engines.split(",") if e)
    unknown = [e for e in engines if e not in _MAKERS]
    if unknown:
        parser.error(f"unknown engine(s) {', '.join(unknown)}; known: {', '.join(ENGINES)}")
    rows = run(rows=args.rows, engines=engines)
    print(json.dumps(rows), file=sys.stderr)
    print(markdown(rows))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
