"""The real daemon: catch-up of a generated corpus, idle CPU and RSS after it, append-to-searchable.

Generates a corpus with bench/corpus.py (`size`, default medium: ~2,000
sessions), starts `kenning daemon run` as a subprocess with its own
KENNING_HOME and the agents' environment variables pointing at the corpus
(Claude Code, Codex, Gemini; background embedding off, as in
tests/test_reliability.py, so the numbers are about ingestion), and reports:

* catch-up: from the process start until its status says `catchup_done`
  (and the daemon's own `catchup_seconds`); the stored message count is checked
  against the corpus manifest;
* idle CPU: the daemon's utime+stime (/proc/<pid>/stat) over `idle_s` seconds
  of doing nothing, as a % of one core. After catch-up the daemon still
  writes diaries and reflects on the new sessions; that work is reported on
  its own (wall and CPU seconds until the daemon used < 2 % of a core over
  two seconds), then the idle period starts;
* RSS: VmRSS (/proc/<pid>/status) after catch-up and after the idle period;
* append → searchable: one line appended to a watched Claude Code transcript
  until an FTS5 query on the daemon's database finds its unique word (the
  watcher's debounce, `ingest.debounce_ms`, is part of it: that is what a user
  waits); the floor is the same line inserted into an FTS5 table by raw sqlite3
  and found by the same query.
"""

from __future__ import annotations

import os
import shutil
import signal
import sqlite3
import subprocess
import sys
import tempfile
import time
from contextlib import closing
from pathlib import Path
from typing import IO, Any

import orjson

from kenning.daemon.core.client import DaemonClient
from kenning.daemon.core.config import IngestConfig

from .corpus import agent_env, generate
from .timing import row

AGENTS = ("claude", "codex", "gemini")
CLK_TCK = os.sysconf("SC_CLK_TCK")
FTS_SQL = "SELECT rowid FROM messages_fts WHERE messages_fts MATCH ?"


def cpu_seconds(pid: int) -> float:
    """utime + stime of process `pid` in seconds (fields 14 and 15 of /proc/<pid>/stat)."""
    stat = Path(f"/proc/{pid}/stat").read_text()
    fields = stat[stat.rindex(")") + 2 :].split()  # the name may hold spaces
    return (int(fields[11]) + int(fields[12])) / CLK_TCK


def stop_daemon(proc: subprocess.Popen[bytes], log: IO[bytes]) -> None:
    """SIGTERM the daemon a bench started (kill it after 30 s) and close its log."""
    proc.send_signal(signal.SIGTERM)
    try:
        proc.wait(30)
    except subprocess.TimeoutExpired:
        proc.kill()
        proc.wait(10)
    log.close()


def rss_mb(pid: int) -> float:
    """Resident set size of `pid` in MB (VmRSS of /proc/<pid>/status)."""
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    raise RuntimeError(f"no VmRSS for process {pid}")


def _settle(pid: int, limit: float, window: float = 2.0) -> tuple[float, float]:
    """Wait until `pid` used < 2 % of a core over `window` s; wall and CPU seconds until then."""
    start, cpu_start = time.perf_counter(), cpu_seconds(pid)
    while time.perf_counter() - start < limit:
        before = cpu_seconds(pid)
        time.sleep(window)
        if (cpu_seconds(pid) - before) / window < 0.02:
            return time.perf_counter() - start - window, cpu_seconds(pid) - cpu_start
    raise RuntimeError(f"the daemon was still busy {limit:.0f} s after catch-up")


def _wait_catchup(client: DaemonClient, proc: subprocess.Popen[bytes], timeout: float) -> Any:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            raise RuntimeError(f"the daemon exited with {proc.returncode} during catch-up")
        status = client.try_call("status")
        if status and status["ingest"]["catchup_done"]:
            return status
        time.sleep(0.02)
    raise RuntimeError(f"the daemon's catch-up did not finish in {timeout:.0f} s")


def _append_line(path: Path, word: str) -> None:
    line = {
        "type": "user",
        "uuid": f"bench-{word}",
        "timestamp": "2026-11-01T12:00:00Z",
        "message": {"role": "user", "content": f"appended line {word} for the daemon bench"},
    }
    with path.open("ab") as fh:
        fh.write(orjson.dumps(line) + b"\n")


def _found(db: sqlite3.Connection, word: str) -> bool:
    return bool(db.execute(FTS_SQL, (word,)).fetchall())


def _floor(tmp: Path, words: list[str]) -> list[float]:
    """Raw sqlite3: insert the line into an FTS5 table (one commit) and find it."""
    with closing(sqlite3.connect(tmp / "floor.db")) as db:
        db.execute("PRAGMA journal_mode=WAL")
        db.execute("CREATE VIRTUAL TABLE messages_fts USING fts5(content)")
        out = []
        for word in words:
            start = time.perf_counter()
            with db:
                db.execute(
                    "INSERT INTO messages_fts(content) VALUES (?)",
                    (f"appended line {word} for the daemon bench",),
                )
            if not _found(db, word):
                raise RuntimeError("the floor's inserted line was not found")
            out.append((time.perf_counter() - start) * 1000)
    return out


def run(
    size: str = "medium",
    idle_s: float | None = None,
    appends: int | None = None,
    settle_s: float = 600.0,
    settle_window: float = 2.0,
) -> list[dict[str, Any]]:
    """Start the daemon on a generated corpus of `size`; time catch-up, idle, appends.

    `idle_s` (default 20 s; 5 s for tiny) is how long idle CPU is measured,
    `appends` (default 20; 5 for tiny) how many appended lines are timed,
    `settle_s` the longest wait for the post-catch-up work to finish, `settle_window`
    the span (s) it must stay under 2 % of a core to count as finished.
    """
    idle_s = idle_s or (5.0 if size == "tiny" else 20.0)
    appends = appends or (5 if size == "tiny" else 20)
    exe = shutil.which("kenning", path=str(Path(sys.executable).parent)) or "kenning"
    with tempfile.TemporaryDirectory(prefix="kenning-daemon-bench-") as tmp_name:
        tmp = Path(tmp_name)
        root = tmp / "corpus"
        manifest = generate(root, size)
        expected = sum(manifest["agents"][a]["messages"] for a in AGENTS)
        files = sum(manifest["agents"][a]["files"] for a in AGENTS)
        home = tmp / "home"
        env = {
            **os.environ,
            **agent_env(root),
            "KENNING_HOME": str(home),
            "HOME": str(tmp / "user"),
            "KENNING_AGENTS__AIDER__ENABLED": "false",
            "KENNING_EMBED__BACKGROUND": "false",
        }
        started = time.perf_counter()
        log = (tmp / "daemon.log").open("wb")  # a file, not a pipe nobody reads
        proc = subprocess.Popen([exe, "daemon", "run"], env=env, stdout=log, stderr=log)
        try:
            client = DaemonClient(home / "daemon.sock", timeout=5.0)
            status = _wait_catchup(client, proc, timeout=1800)
            catchup_ms = (time.perf_counter() - started) * 1000
            rss_after = rss_mb(proc.pid)
            own_s = float(status["ingest"]["catchup_seconds"])
            db = home / "kenning.db"
            with closing(sqlite3.connect(f"file:{db}?mode=ro", uri=True)) as conn:
                stored = conn.execute("SELECT count(*) FROM messages").fetchone()[0]
                failures = conn.execute(
                    "SELECT source_path, last_error FROM ingest_checkpoints"
                    " WHERE last_error IS NOT NULL LIMIT 5"
                ).fetchall()
            if stored != expected:
                log.flush()
                tail = (tmp / "daemon.log").read_text(errors="replace")[-4000:]
                raise RuntimeError(
                    f"the daemon stored {stored} messages, the manifest has {expected};"
                    f" ingest status {status['ingest']}; failed sources {failures};"
                    f" daemon log ends:\n{tail}"
                )
            details: dict[str, Any] = {"size": size, "files": files, "messages": stored}
            rows = [
                row(
                    "daemon",
                    "catch-up (process start → catchup_done)",
                    unit="ms",
                    value=catchup_ms,
                    **details,
                ),
                row(
                    "daemon",
                    "catch-up (daemon's own catchup_seconds)",
                    unit="ms",
                    value=own_s * 1000,
                ),
                row(
                    "daemon",
                    "catch-up rate (daemon's own time)",
                    unit="msg/s",
                    value=stored / own_s,
                ),
                row("daemon", "RSS right after catch-up", unit="MB", value=rss_after),
            ]

            settle_wall, settle_cpu = _settle(proc.pid, settle_s, settle_window)
            rows.append(
                row(
                    "daemon",
                    "post-catch-up work (diaries, reflection) until quiet",
                    unit="s",
                    value=settle_wall,
                    cpu_seconds=round(settle_cpu, 2),
                )
            )
            rows.append(row("daemon", "RSS once quiet", unit="MB", value=rss_mb(proc.pid)))
            cpu0, wall0 = cpu_seconds(proc.pid), time.perf_counter()
            time.sleep(idle_s)
            cpu = cpu_seconds(proc.pid) - cpu0
            wall = time.perf_counter() - wall0
            rows.append(
                row(
                    "daemon",
                    f"idle CPU over {idle_s:.0f} s",
                    unit="% of a core",
                    value=cpu / wall * 100,
                    cpu_seconds=round(cpu, 3),
                )
            )
            rows.append(row("daemon", "RSS after idling", unit="MB", value=rss_mb(proc.pid)))

            target = sorted((root / "claude" / "projects").rglob("*.jsonl"))[0]
            words = [f"kbench{n:03d}q{os.getpid()}z" for n in range(appends)]
            latencies = []
            with closing(sqlite3.connect(f"file:{db}?mode=ro", uri=True)) as conn:
                for word in words:
                    start = time.perf_counter()
                    _append_line(target, word)
                    deadline = start + 30
                    while not _found(conn, word):
                        if time.perf_counter() > deadline:
                            raise RuntimeError("an appended line was not searchable after 30 s")
                        time.sleep(0.005)
                    latencies.append((time.perf_counter() - start) * 1000)
            floor = _floor(tmp, [w + "f" for w in words])
            rows.append(row("daemon", "floor: raw sqlite3 FTS5 insert + query", floor))
            rows.append(
                row(
                    "daemon",
                    "append one line → searchable (through the daemon)",
                    latencies,
                    debounce_ms=IngestConfig().debounce_ms,
                )
            )
        finally:
            stop_daemon(proc, log)
    return rows


if __name__ == "__main__":
    for item in run(sys.argv[1] if len(sys.argv) > 1 else "small"):
        print(item)
