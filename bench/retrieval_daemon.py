"""Search through a real daemon at 100k and 1M messages: p50/p95 and the daemon's CPU a query.

For each scale a fresh KENNING_HOME gets `n` generated messages (20 per
session, bench/retrieval_corpus.py's filler, written by SQL through the
store: the FTS5 index is real) and one random unit vector per message,
stored as the embed worker stores them (`embeddings`, the installed
model's name, the message's content hash: nothing is pending). Then:

- `kenning daemon start` (agents' folders empty, daily backup off);
  **first search**: a hybrid search sent as soon as the socket answers (the
  daemon answers by words while its model loads) and the first hybrid
  answer by meaning (the model loaded and the message index synced from
  the stored vectors), each from the daemon's start, and the slowest of
  the searches sent meanwhile (every 0.2 s);
- the daemon's background CPU over a few seconds of idling (what a query's
  CPU figure could include by chance);
- lexical, semantic and hybrid searches through the socket, in turns (the
  same 50 queries as `retrieval_bench.latency`, `rounds` times): wall
  p50/p95 from this process, and the daemon's CPU per query (the sum of
  its threads' run time, /proc/PID/task/*/schedstat, read before and
  after each call);
- beside them, the same searches in this process (a `Searcher` over the
  same store, its index synced from the same stored vectors: what the
  daemon runs, without the socket, JSON and the per-request work).

    python -m bench.retrieval_bench daemon [--scales 100000,1000000] [--keep DIR]
"""

from __future__ import annotations

import os
import random
import statistics
import subprocess
import tempfile
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

import numpy as np

from kenning.daemon.core.client import DaemonClient
from kenning.daemon.core.config import SearchConfig, load_config
from kenning.daemon.core.models import content_hash, to_iso, utcnow
from kenning.daemon.core.paths import resolve_paths
from kenning.daemon.retrieval.embedding.embedder import embedder_name, shared_embedder
from kenning.daemon.retrieval.search import Mode, Searcher
from kenning.daemon.store.db import Store
from kenning.daemon.store.vectors import SOURCES

from .corpus import agent_env
from .daemon_bench import rss_mb
from .playbook_bench import _kenning
from .retrieval_corpus import background_message

Row = dict[str, Any]
MODES: tuple[Mode, ...] = ("lexical", "semantic", "hybrid")
PER_SESSION = 20
DIM = 384


def build_store(path: Path, n: int, model: str, seed: int = 11) -> None:
    """`n` messages (20 per session) and a random unit vector of `model` for each, by SQL."""
    rng = random.Random(seed)
    gen = np.random.default_rng(seed)
    now = to_iso(utcnow())
    with Store.open(path) as store:
        sessions_per_batch = 2500
        for first in range(0, n // PER_SESSION, sessions_per_batch):
            last = min(first + sessions_per_batch, n // PER_SESSION)
            sessions, messages = [], []
            for s in range(first, last):
                sid = f"scale:{s:07d}"
                sessions.append(
                    (sid, "bench", sid, f"/bench/{sid}.jsonl", "/bench", sid, now, PER_SESSION, now)
                )
                for idx in range(PER_SESSION):
                    role, text = background_message(rng)
                    messages.append(
                        (sid, str(idx), idx, role, text, now, idx + 1, content_hash(text))
                    )
            with store.transaction() as conn:
                conn.executemany(
                    "INSERT INTO sessions (id, agent, native_id, source_path, workspace, title, "
                    "started_at, message_count, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
                    sessions,
                )
                conn.executemany(
                    "INSERT INTO messages (session_id, key, idx, role, text, created_at, "
                    "source_line, content_hash) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                    messages,
                )
        store.execute("INSERT INTO messages_fts(messages_fts) VALUES ('optimize')")
        learnt(store)
        ids = [int(r[0]) for r in store.query("SELECT id FROM messages ORDER BY id")]
        hashed = SOURCES["message"][3]  # the hash the embed worker compares (its scheme too)
        for start in range(0, len(ids), 50_000):
            chunk = ids[start : start + 50_000]
            matrix = gen.standard_normal((len(chunk), DIM), dtype=np.float32)
            matrix /= np.linalg.norm(matrix, axis=1, keepdims=True)
            with store.transaction() as conn:
                conn.executemany(
                    "INSERT INTO embeddings (kind, ref_id, content_hash, model, dim, vector, "
                    f"created_at) SELECT 'message', CAST(t.id AS TEXT), {hashed}, ?, ?, ?, ? "
                    "FROM messages t WHERE t.id = ?",
                    [(model, DIM, matrix[i].tobytes(), now, key) for i, key in enumerate(chunk)],
                )
        store.execute("PRAGMA wal_checkpoint(TRUNCATE)")


def learnt(store: Store) -> None:
    """Each session as a daemon leaves it once it has learnt from it: a diary (empty: the
    filler teaches nothing) and the mark that reflection read it.

    Without them the daemon would spend its first hours writing 50,000 diaries
    (at 1M messages) while the bench times searches beside it.
    """
    with store.transaction() as conn:
        conn.execute(
            "INSERT OR IGNORE INTO diaries (session_id, json, status, source, last_idx, "
            "created_at, updated_at) SELECT id, json_object('session_id', id, 'agent', agent), "
            "'unknown', 'deterministic', message_count - 1, updated_at, updated_at FROM sessions"
        )
        conn.execute(
            "INSERT OR IGNORE INTO reflected_sessions (session_id, diary_updated_at, "
            "reflected_at) SELECT id, updated_at, updated_at FROM sessions"
        )


def cpu_ns(pid: int) -> int:
    """Nanoseconds every live thread of `pid` has run (field 1 of /proc/PID/task/*/schedstat)."""
    total = 0
    for task in Path(f"/proc/{pid}/task").iterdir():
        try:
            total += int((task / "schedstat").read_text().split()[0])
        except (FileNotFoundError, ProcessLookupError):  # a thread that just ended
            continue
    return total


def _stats(samples: Sequence[float]) -> dict[str, float]:
    ordered = sorted(samples)
    return {
        "p50": round(statistics.median(ordered), 2),
        "p95": round(ordered[max(0, int(len(ordered) * 0.95) - 1)], 2),
        "mean": round(statistics.fmean(ordered), 2),
    }


def _daemon_pid(client: DaemonClient) -> int:
    return int(client.call("ping")["pid"])


def _start(exe: str, env: dict[str, str], home: Path) -> tuple[DaemonClient, int, float]:
    """`kenning daemon start`; the client, the pid and the time it started (perf_counter)."""
    started = time.perf_counter()
    subprocess.run([exe, "daemon", "start"], env=env, cwd=home, check=True, capture_output=True)
    client = DaemonClient(resolve_paths(env).socket, timeout=600)
    return client, _daemon_pid(client), started


def _by_meaning(data: dict[str, Any]) -> bool:
    return not data.get("degraded") and data.get("mode") == "hybrid"


def at_scale(
    n: int, queries: Sequence[str], rounds: int = 2, keep: Path | None = None
) -> list[Row]:
    """Rows for one store of `n` messages: first search, daemon and in-process latency."""
    exe = _kenning()
    rows: list[Row] = []
    loaded = load_config()
    model = embedder_name(loaded.settings, loaded.paths)
    with tempfile.TemporaryDirectory(prefix="kenning-search-daemon-") as tmp:
        home = (keep or Path(tmp)) / f"home-{n}"
        home.mkdir(parents=True, exist_ok=True)
        db = home / "kenning.db"
        started = time.perf_counter()
        if not db.exists():  # --keep DIR reuses a store built by an earlier run
            build_store(db, n, model)
        build_s = round(time.perf_counter() - started, 1)
        env = {
            **os.environ,
            **agent_env(Path(tmp) / "agents"),  # empty: the daemon ingests nothing of yours
            "HOME": str(Path(tmp) / "user"),
            "KENNING_HOME": str(home),
            "KENNING_DAEMON__AUTOSTART": "false",
            "KENNING_BACKUP__DAILY": "false",
        }
        base = {"bench": "retrieval.daemon", "messages": n, "build_s": build_s, "model": model}
        client, pid, t0 = _start(exe, env, home)
        try:
            params = {"query": queries[0], "mode": "hybrid", "limit": 10}
            first = client.call("search", params)
            first_ms = (time.perf_counter() - t0) * 1000
            meaning_ms = None
            waits: list[float] = []  # each search's wall time while the daemon warms
            while meaning_ms is None and time.perf_counter() - t0 < 900:
                asked = time.perf_counter()
                answer = client.call("search", params)
                waits.append((time.perf_counter() - asked) * 1000)
                if _by_meaning(answer):
                    meaning_ms = (time.perf_counter() - t0) * 1000
                else:
                    time.sleep(0.2)
            rows.append(
                {
                    **base,
                    "what": "first search after start (answered by words)",
                    "ms": round(first_ms),
                    "degraded": first.get("degraded"),
                }
            )
            rows.append(
                {
                    **base,
                    "what": "first hybrid search by meaning after start",
                    "ms": None if meaning_ms is None else round(meaning_ms),
                    "slowest_search_meanwhile_ms": round(max(waits)),
                    "searches_meanwhile": len(waits),
                    "rss_mb": round(rss_mb(pid), 1),
                }
            )
            if meaning_ms is None:
                raise RuntimeError("the daemon never answered a hybrid search by meaning")
            time.sleep(2.0)
            idle_start, idle_cpu = time.perf_counter(), cpu_ns(pid)
            time.sleep(5.0)
            idle = (cpu_ns(pid) - idle_cpu) / 1e6 / (time.perf_counter() - idle_start)
            rows.append({**base, "what": "daemon background CPU", "ms_per_s": round(idle, 2)})
            for mode in MODES:  # each pays its lazy work once, untimed
                client.call("search", {"query": queries[1], "mode": mode, "limit": 10})
            wall: dict[str, list[float]] = {m: [] for m in MODES}
            cpu: dict[str, list[float]] = {m: [] for m in MODES}
            for _ in range(rounds):
                for q in queries:
                    for mode in MODES:
                        before_cpu, before = cpu_ns(pid), time.perf_counter()
                        data = client.call("search", {"query": q, "mode": mode, "limit": 10})
                        wall[mode].append((time.perf_counter() - before) * 1000)
                        cpu[mode].append((cpu_ns(pid) - before_cpu) / 1e6)
                        if mode != "lexical" and data.get("degraded"):
                            raise RuntimeError(f"a {mode} search was degraded: {data['notes']}")
            rows += _timed(base, "through the daemon", wall, cpu)
            rows.append({**base, "what": "daemon RSS after the searches", "rss_mb": rss_mb(pid)})
        finally:
            subprocess.run([exe, "daemon", "stop"], env=env, cwd=home, capture_output=True)
        rows += _in_process(db, queries, rounds, base)
    return rows


def _in_process(db: Path, queries: Sequence[str], rounds: int, base: Row) -> list[Row]:
    """The same searches through a `Searcher` in this process (its index synced from the store)."""
    loaded = load_config()
    embedder = shared_embedder(loaded.settings, loaded.paths)
    rows: list[Row] = []
    with Store.open(db) as store:
        searcher = Searcher(store, SearchConfig(), embedder)
        started = time.perf_counter()
        searcher.index()
        rows.append(
            {
                **base,
                "what": "in-process index sync (every stored vector)",
                "ms": round((time.perf_counter() - started) * 1000),
            }
        )
        for mode in MODES:
            searcher.search(queries[1], mode=mode)
        wall: dict[str, list[float]] = {m: [] for m in MODES}
        cpu: dict[str, list[float]] = {m: [] for m in MODES}
        for _ in range(rounds):
            for q in queries:
                for mode in MODES:
                    before, before_cpu = time.perf_counter(), time.process_time()
                    searcher.search(q, mode=mode)
                    wall[mode].append((time.perf_counter() - before) * 1000)
                    cpu[mode].append((time.process_time() - before_cpu) * 1000)
        rows += _timed(base, "in-process", wall, cpu)
    return rows


def _timed(
    base: Row, where: str, wall: dict[str, list[float]], cpu: dict[str, list[float]]
) -> list[Row]:
    """A row per mode: wall and CPU percentiles of its searches (ms)."""
    rows: list[Row] = []
    for mode in MODES:
        w, c = _stats(wall[mode]), _stats(cpu[mode])
        rows.append(
            {
                **base,
                "what": f"{mode} {where}",
                "p50_ms": w["p50"],
                "p95_ms": w["p95"],
                "cpu_p50_ms": c["p50"],
                "cpu_p95_ms": c["p95"],
                "cpu_mean_ms": c["mean"],
                "runs": len(wall[mode]),
            }
        )
    return rows


def run(
    scales: Sequence[int] = (100_000, 1_000_000),
    keep: Path | None = None,
    show: Callable[[Row], object] | None = None,
) -> list[Row]:
    """`at_scale` for each scale, with the load average before each."""
    from .retrieval_bench import latency_queries

    queries = latency_queries()
    rows: list[Row] = []
    for n in scales:
        load = os.getloadavg()[0]
        found = at_scale(n, queries, keep=keep)
        for r in found:
            r["load"] = round(load, 2)
            if show is not None:
                show(r)
        rows += found
    return rows
