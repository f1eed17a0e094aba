"""Secrets end to end: a corpus salted with 112 secrets goes through the real daemon;
none reaches the database file, the exports, search or context output, or the logs."""

from __future__ import annotations

import os
import signal
import subprocess
import time
from pathlib import Path
from typing import Any

import pytest

from bench.corpus import generate, load_manifest
from bench.corpus_secrets import SECRETS
from kenning.daemon.core.client import DaemonClient
from kenning.daemon.store.db import Store

from .cli_fork import run_kenning
from .conftest import KENNING


def _leaks(blob: str | bytes, where: str) -> list[str]:
    text = blob.decode("utf-8", "replace") if isinstance(blob, bytes) else blob
    return [f"{where}: {s.kind} #{s.id}" for s in SECRETS for n in s.needles if n in text]


@pytest.fixture(scope="module")
def ingested(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Any]:
    root = tmp_path_factory.mktemp("salted")
    corpus = root / "corpus"
    manifest = generate(corpus, "tiny", seed=3, jobs=1)
    home = root / "home"
    env = {
        **os.environ,
        "KENNING_HOME": str(home),
        "HOME": str(root / "user"),
        "CLAUDE_CONFIG_DIR": str(corpus / "claude"),
        "CODEX_HOME": str(corpus / "codex"),
        "GEMINI_HOME": str(corpus / "gemini" / "tmp"),
        "KENNING_AGENTS__AIDER__ROOTS": f'["{corpus / "aider"}"]',
        "KENNING_EMBED__BACKEND": "hashing",
    }
    env.pop("KENNING_SOAK", None)
    daemon = subprocess.Popen(
        [KENNING, "daemon", "run", "--log-file", str(home / "logs" / "daemon.log"), "-v"],
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    try:
        client = DaemonClient(home / "daemon.sock", timeout=2.0)
        deadline = time.monotonic() + 120
        while time.monotonic() < deadline:
            status = client.try_call("status")
            if status and status["ingest"]["catchup_done"]:
                break
            time.sleep(0.05)
        else:
            raise AssertionError("catch-up did not finish")
    finally:
        daemon.send_signal(signal.SIGTERM)
        daemon.wait(30)
    return {"env": env, "home": home, "corpus": corpus, "manifest": manifest}


@pytest.mark.slow
def test_corpus_really_carries_the_secrets(ingested: dict[str, Any]) -> None:
    raw = b"".join(p.read_bytes() for p in ingested["corpus"].rglob("*") if p.is_file())
    assert ingested["manifest"]["distinct_secrets"] == len(SECRETS) >= 100
    assert len(_leaks(raw, "corpus")) >= 100  # the needles are there before ingestion


@pytest.mark.slow
def test_no_secret_in_the_database_file(ingested: dict[str, Any]) -> None:
    db = ingested["home"] / "kenning.db"
    with Store.open(db) as store:
        assert store.query("SELECT count(*) FROM messages")[0][0] > 50
        store.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    files = [p for p in ingested["home"].iterdir() if p.name.startswith("kenning.db")]
    assert _leaks(b"".join(p.read_bytes() for p in files), "database") == []


@pytest.mark.slow
def test_no_secret_in_logs(ingested: dict[str, Any]) -> None:
    logs = ingested["home"] / "logs" / "daemon.log"
    assert logs.exists()
    assert _leaks(logs.read_bytes(), "daemon log") == []


@pytest.mark.slow
def test_no_secret_in_search_output(ingested: dict[str, Any]) -> None:
    env = ingested["env"]
    found: list[str] = []
    for query in ("password", "token", "key", "Bearer", "postgres", "secret", "AKIA", "sk"):
        proc = run_kenning(["search", query, "--limit", "50", "--json"], env=env, timeout=60)
        assert proc.returncode == 0, proc.stderr
        found += _leaks(proc.stdout + proc.stderr, f"search {query!r}")
    assert found == []


@pytest.mark.slow
def test_no_secret_in_exports(ingested: dict[str, Any], tmp_path: Path) -> None:
    env = ingested["env"]
    # an agent proposing rules that quote secrets, written as people write them:
    # a bare 40-character AWS secret or bearer token is only a secret in context
    carriers = {
        "aws_secret_key": "aws_secret_access_key={}",
        "bearer": "Authorization: Bearer {}",
        "password": "password={}",
        "db_url": "postgres://app:{}@db.internal:5432/app",
    }
    one_of_each = {s.kind: s for s in reversed(SECRETS)}.values()
    for secret in sorted(one_of_each, key=lambda s: s.id):
        text = carriers.get(secret.kind, "{}").format(secret.text)
        proc = run_kenning(
            ["playbook", "add", f"Deploy with {text} (sample {secret.id})"], env=env, timeout=60
        )
        assert proc.returncode == 0, proc.stderr
        assert _leaks(proc.stdout, "playbook add") == []
    out = tmp_path / "AGENTS.md"
    for args in (
        ["export", "agents-md", "--output", str(out)],
        ["export", "memory-md", "--output", str(tmp_path / "MEMORY.md")],
        ["playbook", "list", "--json"],
    ):
        proc = run_kenning(args, env=env, timeout=60)
        assert proc.returncode == 0, proc.stderr
        assert _leaks(proc.stdout, " ".join(args)) == []
    assert _leaks(out.read_text() + (tmp_path / "MEMORY.md").read_text(), "exports") == []
    assert load_manifest(ingested["corpus"])["totals"]["secrets"] >= 100
