"""Embedding: texts/s of the background path before and after, what it skips, and the RSS.

Generates a corpus with bench/corpus.py (`size`, default small), ingests its
Claude Code and Codex sessions into a fresh store, and reports:

* the message lengths (characters: p50, p90, p99) the embed worker meets;
* before: fastembed as the worker used it until issue 14 (its own session,
  threads=1, 8 uncapped texts a call, 512 word pieces) on the first
  `before_rows` pending messages, in rows per wall second and per CPU second;
* after: `vectors.embed_pending` with the daemon worker's settings (the shared
  embedder, `EMBED_BATCH`, `EMBED_TOKENS`, a `VectorMemo`) on the first
  `after_rows` pending messages: rows/s, texts the model ran/s, and how many
  rows were duplicates or skipped tool outputs; the speed-up is per CPU
  second (the wall clock moves with other load on the machine);
* RSS of a fresh process that loads the model and embeds 256 of those texts:
  stock fastembed against the shared lean session (the daemon built two stock
  copies before: one in the embed worker, one in the context engine);
* the daemon: `kenning daemon run` on the store with background embedding on,
  then a mixed workload through its socket (`context`, `similar`, `status`)
  while the backlog is embedded; RSS idle before the workload, after it, and
  the backlog it reports.

Needs the installed model (`kenning models install`, or KENNING_MODELS_DIR).
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from kenning.daemon.core.client import DaemonClient
from kenning.daemon.core.config import Settings, load_config
from kenning.daemon.ingest.pipeline import ingest_paths
from kenning.daemon.retrieval.embedding.embedder import embedder_status, shared_embedder
from kenning.daemon.retrieval.vectors.index import EmbedTally, VectorMemo, embed_pending
from kenning.daemon.service.embed_worker import EMBED_BATCH, EMBED_ROUND, EMBED_TOKENS
from kenning.daemon.store.db import Store

from .corpus import agent_env, generate
from .daemon_bench import cpu_seconds, rss_mb, stop_daemon
from .timing import percentile, row

AGENTS = ["claude_code", "codex"]
TASKS = (
    "fix the flaky websocket test in the billing service",
    "add a migration for the invoices table",
    "why does pytest fail on import",
    "speed up the search endpoint",
)
#: embeds `n` texts read from a file with stock fastembed or the shared embedder, prints RSS
_RSS_CHILD = """
import sys
from pathlib import Path
texts = Path(sys.argv[2]).read_text().split("\\x00")
if sys.argv[1] == "stock":
    from fastembed import TextEmbedding
    from kenning.daemon.core.config import load_config
    from kenning.daemon.retrieval.embedding.embedder import embedder_status
    loaded = load_config()
    path = embedder_status(loaded.settings, loaded.paths).model_path
    model = TextEmbedding(loaded.settings.embed.model, specific_model_path=str(path), threads=1)
    for i in range(0, len(texts), 8):
        list(model.embed(texts[i : i + 8], batch_size=8))
else:
    from kenning.daemon.core.config import load_config
    from kenning.daemon.retrieval.embedding.embedder import shared_embedder
    loaded = load_config()
    shared_embedder(loaded.settings, loaded.paths).embed(texts)
for line in Path("/proc/self/status").read_text().splitlines():
    if line.startswith("VmRSS:"):
        print(int(line.split()[1]) / 1024)
"""


def _lengths(store: Store) -> dict[str, int]:
    lengths = sorted(r[0] for r in store.query("SELECT length(text) FROM messages"))
    return {f"p{q}": int(percentile(lengths, q / 100)) for q in (50, 90, 99)}


def _before(store: Store, rows: int) -> tuple[float, float]:
    """The pre-issue-14 path on the first `rows` messages: (wall s, CPU s)."""
    from fastembed import TextEmbedding

    loaded = load_config()
    path = embedder_status(loaded.settings, loaded.paths).model_path
    model = TextEmbedding(loaded.settings.embed.model, specific_model_path=str(path), threads=1)
    list(model.embed(["warm up"]))
    texts = [r[0] for r in store.query("SELECT text FROM messages ORDER BY rowid LIMIT ?", (rows,))]
    wall, cpu = time.perf_counter(), time.process_time()
    for start in range(0, len(texts), 8):
        chunk = sorted(t for t in texts[start : start + 8] if t.strip())
        if chunk:
            list(model.embed(chunk, batch_size=16))
    return time.perf_counter() - wall, time.process_time() - cpu


def _after(store: Store, rows: int) -> tuple[float, float, EmbedTally]:
    loaded = load_config()
    embedder = shared_embedder(loaded.settings, loaded.paths)
    embedder.embed(["warm up"])
    memo, tally = VectorMemo(), EmbedTally()
    wall, cpu = time.perf_counter(), time.process_time()
    while tally.rows < rows:
        done = embed_pending(
            store,
            embedder,
            "message",
            batch=EMBED_BATCH,
            limit=min(EMBED_ROUND, rows - tally.rows),
            tokens=EMBED_TOKENS,
            memo=memo,
            tally=tally,
        )
        if not done:
            break
    return time.perf_counter() - wall, time.process_time() - cpu, tally


def _child_rss(kind: str, texts_file: Path) -> float:
    out = subprocess.run(
        [sys.executable, "-c", _RSS_CHILD, kind, str(texts_file)],
        capture_output=True,
        text=True,
        check=True,
    )
    return float(out.stdout.strip().splitlines()[-1])


def _daemon(tmp: Path, db: Path, corpus: Path, workload_s: float) -> list[dict[str, Any]]:
    home = tmp / "daemon-home"
    home.mkdir()
    shutil.copy(db, home / "kenning.db")
    env = {
        **os.environ,
        **agent_env(corpus),
        "KENNING_HOME": str(home),
        "HOME": str(tmp / "user"),
        "KENNING_AGENTS__AIDER__ENABLED": "false",
    }
    exe = shutil.which("kenning", path=str(Path(sys.executable).parent)) or "kenning"
    log = (tmp / "daemon.log").open("wb")
    proc = subprocess.Popen([exe, "daemon", "run"], env=env, stdout=log, stderr=log)
    client = DaemonClient(home / "daemon.sock", timeout=30.0)
    try:
        deadline = time.monotonic() + 120
        while not (client.try_call("status") or {}).get("ingest", {}).get("catchup_done"):
            if proc.poll() is not None or time.monotonic() > deadline:
                raise RuntimeError("the daemon did not finish its catch-up")
            time.sleep(0.05)
        time.sleep(2.0)  # the embed worker loads the model
        idle = rss_mb(proc.pid)
        cpu0, calls, peak = cpu_seconds(proc.pid), 0, idle
        end = time.monotonic() + workload_s
        while time.monotonic() < end:
            task = TASKS[calls % len(TASKS)]
            client.call("context", {"task": task, "limit": 10})
            client.call("similar", {"text": task, "limit": 5})
            calls += 1
            peak = max(peak, rss_mb(proc.pid))
        status = client.call("status")
        after = rss_mb(proc.pid)
        waiting = status["embeddings"]
        return [
            row("embed", "daemon RSS, model loaded, before the workload", unit="MB", value=idle),
            row(
                "embed",
                f"daemon RSS after {calls} context+similar calls during the backlog",
                unit="MB",
                value=after,
                peak_mb=round(peak, 1),
                cpu_seconds=round(cpu_seconds(proc.pid) - cpu0, 1),
            ),
            row(
                "embed",
                "daemon backlog after the workload (status.embeddings)",
                unit="messages",
                value=waiting["pending_messages"],
                rate_per_s=waiting["rate_per_s"],
                eta_s=waiting["eta_s"],
            ),
        ]
    finally:
        stop_daemon(proc, log)


def run(
    size: str = "small",
    before_rows: int | None = None,
    after_rows: int | None = None,
    workload_s: float = 20.0,
    rss_texts: int = 256,
) -> list[dict[str, Any]]:
    """Ingest a corpus of `size`; time the embedding path before and after; measure RSS."""
    before_rows = before_rows or (100 if size == "tiny" else 300)
    after_rows = after_rows or (500 if size == "tiny" else 2000)
    loaded = load_config()
    status = embedder_status(loaded.settings, loaded.paths)
    if status.backend != "fastembed":
        raise RuntimeError(f"the embed bench needs the real model: {status.reason}")
    with tempfile.TemporaryDirectory(prefix="kenning-embed-bench-") as tmp_name:
        tmp = Path(tmp_name)
        corpus = tmp / "corpus"
        generate(corpus, size)
        db = tmp / "kenning.db"
        with Store.open(db) as store:
            env = agent_env(corpus)
            ingest_paths(store, Settings(), None, environ=env, home=tmp / "none", agents=AGENTS)
            total = store.query("SELECT count(*) FROM messages")[0][0]
            lengths = _lengths(store)
            texts = [r[0] for r in store.query("SELECT text FROM messages ORDER BY rowid")]
        work = tmp / "work.db"
        shutil.copy(db, work)
        with Store.open(work) as store:
            b_wall, b_cpu = _before(store, before_rows)
            a_wall, a_cpu, tally = _after(store, after_rows)
        sample = tmp / "texts"
        sample.write_text("\x00".join(t for t in texts[:rss_texts] if t.strip()))
        stock_rss = _child_rss("stock", sample)
        lean_rss = _child_rss("shared", sample)
        before_per_cpu = before_rows / b_cpu
        after_per_cpu = tally.rows / a_cpu
        rows = [
            row(
                "embed",
                "message lengths (characters)",
                unit="chars",
                value=lengths["p50"],
                messages=total,
                p90=lengths["p90"],
                p99=lengths["p99"],
            ),
            row(
                "embed",
                "before: fastembed, 8 uncapped texts a call",
                unit="rows/s",
                value=before_rows / b_wall,
                rows=before_rows,
                per_cpu_s=round(before_per_cpu, 1),
            ),
            row(
                "embed",
                "after: embed_pending with the worker's settings",
                unit="rows/s",
                value=tally.rows / a_wall,
                rows=tally.rows,
                per_cpu_s=round(after_per_cpu, 1),
                speedup_per_cpu_s=round(after_per_cpu / before_per_cpu, 1),
            ),
            row(
                "embed",
                "after: texts the model ran",
                unit="texts/s",
                value=tally.embedded / a_wall,
                texts=tally.embedded,
                per_cpu_s=round(tally.embedded / a_cpu, 1),
            ),
            row(
                "embed",
                "rows not run through the model: duplicates",
                unit="%",
                value=100 * tally.duplicates / max(tally.rows, 1),
            ),
            row(
                "embed",
                "rows not run through the model: skipped tool outputs and empty texts",
                unit="%",
                value=100 * tally.skipped / max(tally.rows, 1),
            ),
            row(
                "embed",
                f"RSS: stock fastembed, one copy, {rss_texts} texts",
                unit="MB",
                value=stock_rss,
            ),
            row(
                "embed",
                f"RSS: shared lean session, {rss_texts} texts",
                unit="MB",
                value=lean_rss,
                floor=stock_rss,
            ),
        ]
        rows += _daemon(tmp, db, corpus, workload_s)
        return rows


if __name__ == "__main__":
    for item in run(sys.argv[1] if len(sys.argv) > 1 else "tiny"):
        print(item)
