"""LSP hover latency through the real `kenning lsp` process (10,000 rules, 100,000 messages).

A fresh store gets `rules` rules (~5 feedback events each, as in
playbook_bench) and `messages` session messages (as in retrieval_bench).
Then a minimal LSP client starts `kenning lsp` on stdio, opens a Python file
and times `textDocument/hover` round trips from the client's side: the
first hover (cold: the playbook is loaded and indexed), then warm hovers on
lines that match rules and on lines that match nothing. Budget: p99 ≤ 10 ms
warm. Run it alone with `python -m bench.hover_bench`.
"""

from __future__ import annotations

import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

import orjson

from .playbook_bench import build_store
from .retrieval_bench import build_scale_store

BUDGET_P99_MS = 10.0

#: lines that share words with the generated rules, and lines that share none
RELEVANT = [
    "def test_session(db_session, pytest_fixtures):",
    "    logger = structured_logging.get_logger(__name__)",
    "    path = pathlib_paths.resolve(root)  # pathlib paths",
    "    client = async_http_clients.build(timeout=request_timeouts)",
    "    with migrations_in_a_transaction(conn):",
    "    pool = connection_pools.open(utc_timestamps=True)",
    "    queue = job_queue.enqueue(idempotent_handlers)",
    "    cache = cache_layer.get(feature_flags)",
]
NOTHING = ["    x = 1", "    return y + z", "    pass", "    a, b = b, a"]


class Client:
    """Just enough of an LSP client: framed JSON-RPC over the server's stdio."""

    def __init__(self, cmd: list[str], env: dict[str, str]) -> None:
        self.proc = subprocess.Popen(
            cmd, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, env=env
        )
        self._id = 0

    def send(self, payload: dict[str, Any]) -> None:
        body = orjson.dumps({"jsonrpc": "2.0", **payload})
        assert self.proc.stdin is not None
        self.proc.stdin.write(b"Content-Length: %d\r\n\r\n" % len(body) + body)
        self.proc.stdin.flush()

    def _read(self) -> dict[str, Any]:
        assert self.proc.stdout is not None
        length = 0
        while True:
            line = self.proc.stdout.readline()
            if not line:
                raise RuntimeError("the server closed its output")
            if line in (b"\r\n", b"\n"):
                break
            name, _, value = line.decode().partition(":")
            if name.lower() == "content-length":
                length = int(value)
        data: dict[str, Any] = orjson.loads(self.proc.stdout.read(length))
        return data

    def request(self, method: str, params: Any) -> Any:
        self._id += 1
        mine = self._id
        self.send({"id": mine, "method": method, "params": params})
        while True:
            msg = self._read()
            if msg.get("id") == mine and "method" not in msg:
                if "error" in msg:
                    raise RuntimeError(f"{method}: {msg['error']}")
                return msg.get("result")
            if "id" in msg and "method" in msg:  # a request from the server: answer null
                self.send({"id": msg["id"], "result": None})

    def notify(self, method: str, params: Any) -> None:
        self.send({"method": method, "params": params})

    def close(self) -> None:
        try:
            self.request("shutdown", None)
            self.notify("exit", None)
            self.proc.wait(timeout=10)
        finally:
            if self.proc.poll() is None:
                self.proc.kill()
                self.proc.wait(timeout=10)
            for pipe in (self.proc.stdin, self.proc.stdout):
                if pipe is not None:
                    pipe.close()


def _pct(samples: list[float], q: float) -> float:
    ordered = sorted(samples)
    return ordered[min(len(ordered) - 1, round(q * (len(ordered) - 1)))]


def _row(metric: str, samples: list[float], rules: int, messages: int) -> dict[str, Any]:
    return {
        "scenario": "hover",
        "metric": metric,
        "median": round(statistics.median(samples), 2),
        "p95": round(_pct(samples, 0.95), 2),
        "p99": round(_pct(samples, 0.99), 2),
        "unit": "ms",
        "n": rules,
        "messages": messages,
        "runs": len(samples),
        "budget_p99_ms": BUDGET_P99_MS,
    }


def _kenning() -> str:
    return shutil.which("kenning", path=str(Path(sys.executable).parent)) or "kenning"


def run(rules: int = 10_000, messages: int = 100_000, runs: int = 500) -> list[dict[str, Any]]:
    """Build the store, start the server, time hovers; one row per kind of line."""
    with tempfile.TemporaryDirectory(prefix="kenning-hover-") as tmp:
        home = Path(tmp) / "home"
        home.mkdir()
        db = home / "kenning.db"
        build_store(db, rules)
        build_scale_store(db, messages)
        repo = Path(tmp) / "repo"
        (repo / ".git").mkdir(parents=True)
        source = "\n".join(RELEVANT + NOTHING) + "\n"
        (repo / "app.py").write_text(source)
        env = {**os.environ, "KENNING_HOME": str(home)}
        client = Client([_kenning(), "lsp", "--log-level", "WARNING"], env)
        try:
            root = repo.as_uri()
            client.request(
                "initialize",
                {"processId": os.getpid(), "rootUri": root, "capabilities": {}},
            )
            client.notify("initialized", {})
            uri = (repo / "app.py").as_uri()
            doc = {"uri": uri, "languageId": "python", "version": 1, "text": source}
            client.notify("textDocument/didOpen", {"textDocument": doc})

            def hover(line: int) -> tuple[float, Any]:
                params = {"textDocument": {"uri": uri}, "position": {"line": line, "character": 8}}
                started = time.perf_counter()
                result = client.request("textDocument/hover", params)
                return (time.perf_counter() - started) * 1000, result

            cold, _ = hover(0)
            for i in range(30):  # warm-up
                hover(i % len(RELEVANT))
            hits: list[float] = []
            misses: list[float] = []
            shown = 0
            for i in range(runs):
                line = i % len(RELEVANT)
                ms, result = hover(line)
                hits.append(ms)
                shown += result is not None
                ms, result = hover(len(RELEVANT) + i % len(NOTHING))
                misses.append(ms)
                assert result is None, f"noise on an irrelevant line: {result}"
        finally:
            client.close()
    rows = [
        {
            "scenario": "hover",
            "metric": "cold (first hover loads and indexes the playbook)",
            "median": round(cold, 1),
            "unit": "ms",
            "n": rules,
            "messages": messages,
        },
        _row("warm, lines with relevant rules", hits, rules, messages),
        _row("warm, lines with nothing relevant", misses, rules, messages),
    ]
    rows[1]["hovers_with_rules"] = shown
    return rows


if __name__ == "__main__":
    for row in run():
        print(orjson.dumps(row).decode())
