"""Group commit: a scan writes the slices of many sources in one transaction (ingest/batch.py)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import orjson
import pytest

from kenning.daemon.core.config import Settings
from kenning.daemon.ingest import batch
from kenning.daemon.ingest.pipeline import ingest_paths
from kenning.daemon.store.db import Store

from .ingest_helpers import ingest

SOURCES = 70


def _transcripts(home: Path, count: int = SOURCES) -> list[Path]:
    """`count` small Claude Code transcripts, each its own session, with words to search."""
    paths = []
    for n in range(count):
        path = home / ".claude" / "projects" / f"-home-dev-p{n % 3}" / f"s{n:03d}.jsonl"
        path.parent.mkdir(parents=True, exist_ok=True)
        lines = [
            {
                "type": "user" if i % 2 == 0 else "assistant",
                "uuid": f"u{n}-{i}",
                "cwd": f"/home/dev/p{n % 3}",
                "timestamp": f"2026-03-02T10:{i:02d}:00Z",
                "message": {
                    "role": "user" if i % 2 == 0 else "assistant",
                    "content": f"step {i} of job {n}: rebuild the parser, word{n % 7} again",
                },
            }
            for i in range(5)
        ]
        path.write_bytes(b"".join(orjson.dumps(line) + b"\n" for line in lines))
        paths.append(path)
    return paths


def _contents(store: Store) -> dict[str, Any]:
    """Everything a run stores that a reader sees: rows, spans, checkpoints and search hits."""
    return {
        "sessions": [
            tuple(r)
            for r in store.query(
                "SELECT id, workspace, title, started_at, ended_at, message_count, partial "
                "FROM sessions ORDER BY id"
            )
        ],
        "messages": [
            tuple(r)
            for r in store.query(
                "SELECT session_id, key, idx, role, text, created_at, content_hash "
                "FROM messages ORDER BY session_id, key"
            )
        ],
        "checkpoints": [
            tuple(r)
            for r in store.query(
                "SELECT source_path, offset, sessions, messages, skipped, partial "
                "FROM ingest_checkpoints ORDER BY source_path"
            )
        ],
        "hits": {
            word: [
                tuple(r)
                for r in store.query(
                    "SELECT m.session_id, m.key FROM messages_fts JOIN messages m "
                    "ON m.id = messages_fts.rowid WHERE messages_fts MATCH ? "
                    "ORDER BY bm25(messages_fts), m.session_id, m.key",
                    (word,),
                )
            ]
            for word in ("parser", "word3", "rebuild", "job")
        },
    }


def _commits(store: Store) -> list[str]:
    seen: list[str] = []
    store.conn.set_trace_callback(lambda sql: seen.append(sql) if sql == "COMMIT" else None)
    return seen


@pytest.mark.slow
def test_many_sources_commit_together_and_store_what_one_commit_each_stores(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    home = tmp_path / "home"
    _transcripts(home)
    together = Store.open(tmp_path / "together.db")
    commits = _commits(together)
    report = ingest(together, home)
    assert (report.sources, report.messages) == (SOURCES, SOURCES * 5)
    # 64 sources, then the 6 left: two transactions instead of 70
    assert len(commits) == 2

    monkeypatch.setattr(batch, "BATCH_SOURCES", 1)
    alone = Store.open(tmp_path / "alone.db")
    commits = _commits(alone)
    assert ingest(alone, home).messages == SOURCES * 5
    assert len(commits) == SOURCES
    assert _contents(together) == _contents(alone)
    assert _contents(together)["hits"]["word3"]  # the index answers
    together.close()
    alone.close()


def test_a_batch_is_committed_once_its_rows_are_large(
    store: Store, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(batch, "BATCH_BYTES", 600)  # about two of these transcripts
    _transcripts(tmp_path, 10)
    commits = _commits(store)
    assert ingest(store, tmp_path).messages == 50
    assert 3 <= len(commits) <= 6


def test_a_batch_waits_at_most_batch_seconds(
    store: Store, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(batch, "BATCH_SECONDS", 0.0)  # every slice has waited long enough
    _transcripts(tmp_path, 4)
    commits = _commits(store)
    assert ingest(store, tmp_path).messages == 20
    assert len(commits) == 4


def test_a_store_failure_fails_every_source_of_the_batch_and_loses_nothing(
    store: Store, tmp_path: Path
) -> None:
    _transcripts(tmp_path, 5)
    # no checkpoint can be written (a store that refuses every write): the batch's
    # transaction rolls back, and so does each source's again alone
    store.conn.execute(
        "CREATE TEMP TRIGGER no_cp BEFORE INSERT ON ingest_checkpoints "
        "WHEN new.inode IS NOT NULL BEGIN SELECT RAISE(ABORT, 'disk full'); END"
    )
    report = ingest_paths(store, Settings(), None, environ={}, home=tmp_path)
    assert (report.failed, report.messages) == (5, 0)
    assert {e["error"] for e in report.errors} == {"database write failed: disk full"}
    assert store.query("SELECT count(*) FROM messages")[0][0] == 0
    assert store.query("SELECT count(*) FROM messages_fts")[0][0] == 0
    store.conn.execute("DROP TRIGGER no_cp")
    again = ingest(store, tmp_path)
    assert (again.sources, again.failed, again.messages) == (5, 0, 25)


def test_a_write_only_one_source_makes_fail_fails_that_source_alone(
    store: Store, tmp_path: Path
) -> None:
    paths = _transcripts(tmp_path, 5)
    # one source's checkpoint cannot be written: the batch's transaction rolls back,
    # then each source is written alone and only that one fails
    store.conn.execute(
        "CREATE TEMP TRIGGER no_cp BEFORE INSERT ON ingest_checkpoints "
        f"WHEN new.source_path = '{paths[3]}' AND new.inode IS NOT NULL "
        "BEGIN SELECT RAISE(ABORT, 'a row this source holds'); END"
    )
    report = ingest_paths(store, Settings(), None, environ={}, home=tmp_path)
    assert (report.failed, report.messages) == (1, 20)
    assert [e["source"] for e in report.errors] == [str(paths[3])]
    stored = {r[0] for r in store.query("SELECT DISTINCT source_path FROM sessions")}
    assert stored == {str(p) for i, p in enumerate(paths) if i != 3}
    assert store.query("SELECT count(*) FROM messages_fts")[0][0] == 20
    store.conn.execute("DROP TRIGGER no_cp")
    again = ingest(store, tmp_path)
    assert (again.failed, again.messages) == (0, 5)
    assert store.query("SELECT count(*) FROM messages")[0][0] == 25
