"""The ingestion run: discovery, checkpoints, failures, excludes, atomicity, forgetting."""

from __future__ import annotations

import sqlite3
from collections.abc import Callable
from pathlib import Path
from typing import Any

import orjson
import pytest

from kenning.daemon.core.config import Settings
from kenning.daemon.ingest.base import get_connectors
from kenning.daemon.ingest.pipeline import (
    forget_session,
    ingest_paths,
    ingest_source,
    watch_roots,
)
from kenning.daemon.store.db import Store

from .ingest_helpers import copy_fixture, ingest, messages, session

CLAUDE = "7d1c2a9e-1111-4c3b-9a51-5b2f0c0e1a01"
SID = f"claude_code:{CLAUDE}"


def _claude(home: Path, project: str = "-home-dev-shop", name: str = CLAUDE) -> Path:
    return copy_fixture(
        "claude_code/session.jsonl", home / ".claude" / "projects" / project / f"{name}.jsonl"
    )


def _user_line(uuid: str, text: str, cwd: str = "/home/dev/shop") -> bytes:
    line = {
        "type": "user",
        "uuid": uuid,
        "cwd": cwd,
        "timestamp": "2026-03-02T10:00:00Z",
        "message": {"role": "user", "content": text},
    }
    return orjson.dumps(line) + b"\n"


def test_unchanged_sources_are_not_read_again(store: Store, tmp_path: Path) -> None:
    _claude(tmp_path)
    first = ingest(store, tmp_path)
    assert (first.sources, first.messages) == (1, 6)
    stamp = store.query("SELECT updated_at FROM ingest_checkpoints")[0][0]
    again = ingest(store, tmp_path)
    assert (again.sources, again.unchanged, again.messages) == (0, 1, 0)
    assert store.query("SELECT updated_at FROM ingest_checkpoints")[0][0] == stamp


def test_a_broken_source_is_counted_and_the_run_goes_on(store: Store, tmp_path: Path) -> None:
    good = _claude(tmp_path)
    loop = good.parent / "loop.jsonl"
    loop.symlink_to(loop)  # stat fails: too many levels of symbolic links
    report = ingest(store, tmp_path)
    assert report.failed == 1 and report.messages == 6
    assert report.errors[0]["source"] == str(loop)
    row = store.conn.execute(
        "SELECT last_error FROM ingest_checkpoints WHERE source_path = ?", (str(loop),)
    ).fetchone()
    assert row[0].startswith("unreadable:")
    skip = store.conn.execute("SELECT count, first_source FROM ingest_skips").fetchone()
    assert tuple(skip) == (1, str(loop))


def test_deleted_sources_keep_their_sessions(store: Store, tmp_path: Path) -> None:
    path = _claude(tmp_path)
    ingest(store, tmp_path)
    path.unlink()
    report = ingest(store, tmp_path)
    assert report.sources == 0
    assert session(store, SID)["message_count"] == 6


def test_excluded_paths_and_workspaces_are_not_ingested(store: Store, tmp_path: Path) -> None:
    _claude(tmp_path)
    other = tmp_path / ".claude" / "projects" / "-home-dev-acme" / "s2.jsonl"
    other.parent.mkdir(parents=True)
    other.write_bytes(_user_line("x1", "client work", cwd="/home/dev/acme"))
    private = tmp_path / ".claude" / "projects" / "-home-dev-private" / "s3.jsonl"
    private.parent.mkdir(parents=True)
    private.write_bytes(_user_line("y1", "private", cwd="/home/dev/private"))
    config = {
        "ingest": {"exclude": ["*-private*"]},
        "agents": {"claude_code": {"exclude": ["/home/dev/acme"]}},
    }
    ingest(store, tmp_path, config=config)
    ids = {r[0] for r in store.query("SELECT id FROM sessions")}
    assert ids == {SID}
    assert b"client work" not in store.path.read_bytes()


def test_disabled_agents_are_skipped(store: Store, tmp_path: Path) -> None:
    _claude(tmp_path)
    report = ingest(store, tmp_path, config={"agents": {"claude_code": {"enabled": False}}})
    assert report.sources == 0
    assert tmp_path / ".claude" / "projects" not in watch_roots(
        Settings.model_validate({"agents": {"claude_code": {"enabled": False}}})
    )


def test_explicit_paths_inside_and_outside_the_roots(store: Store, tmp_path: Path) -> None:
    path = _claude(tmp_path)
    # a changed file under a root (what the watcher passes) goes to its agent
    report = ingest(store, tmp_path, [path])
    assert report.agents == {
        "claude_code": {"sources": 1, "unchanged": 0, "failed": 0, "sessions": 1, "messages": 6}
    }
    # a non-session file under a root is ignored
    assert ingest(store, tmp_path, [path.parent / "notes.txt"]).sources == 0
    # a rollout copied elsewhere is recognised by its name, not read as Claude's
    outside = copy_fixture("codex/rollout.jsonl", tmp_path / "backup" / "rollout-x.jsonl")
    report = ingest(store, tmp_path, [outside.parent])
    assert set(report.agents) == {"codex"} and report.messages == 8


def test_empty_files_are_counted(store: Store, tmp_path: Path) -> None:
    empty = tmp_path / ".claude" / "projects" / "p" / "empty.jsonl"
    empty.parent.mkdir(parents=True)
    empty.write_bytes(b"")
    report = ingest(store, tmp_path)
    assert report.skipped == {"empty_file": 1}
    assert report.sessions == 0


def test_rows_and_checkpoint_commit_together(store: Store, tmp_path: Path) -> None:
    path = _claude(tmp_path)
    # make the last statement of the transaction (the checkpoint) fail
    store.conn.execute(
        "CREATE TEMP TRIGGER no_cp BEFORE INSERT ON ingest_checkpoints "
        "BEGIN SELECT RAISE(ABORT, 'disk full'); END"
    )
    sources = get_connectors(Settings(), environ={}, home=tmp_path, agents=["claude_code"])
    with pytest.raises(sqlite3.IntegrityError):
        ingest_source(store, Settings(), sources[0], path)
    assert store.query("SELECT count(*) FROM messages")[0][0] == 0
    assert store.query("SELECT count(*) FROM sessions")[0][0] == 0
    store.conn.execute("DROP TRIGGER no_cp")
    report = ingest(store, tmp_path)
    assert report.messages == 6
    with path.open("ab") as fh:
        fh.write(_user_line("u-9", "one more"))
    ingest(store, tmp_path)
    assert store.query("SELECT count(*) FROM messages")[0][0] == 7


def test_store_failure_is_reported_not_raised(store: Store, tmp_path: Path) -> None:
    _claude(tmp_path)
    store.conn.execute(
        "CREATE TEMP TRIGGER no_cp BEFORE INSERT ON ingest_checkpoints "
        "WHEN new.inode IS NOT NULL BEGIN SELECT RAISE(ABORT, 'disk full'); END"
    )
    report = ingest_paths(store, Settings(), None, environ={}, home=tmp_path)
    assert report.failed == 1
    assert report.errors[0]["error"] == "database write failed: disk full"


def test_forget_session_removes_everything_derived(store: Store, tmp_path: Path) -> None:
    _claude(tmp_path)
    ingest(store, tmp_path)
    msg_id = store.query("SELECT id FROM messages WHERE session_id = ?", (SID,))[0][0]
    store.execute(
        "INSERT INTO embeddings (kind, ref_id, content_hash, model, dim, vector, created_at) "
        "VALUES ('message', ?, 'h', 'm', 1, x'00000000', 'now')",
        (str(msg_id),),
    )
    seen: list[str] = []
    assert forget_session(store, SID, cleanups=[lambda conn, sid: seen.append(sid)])
    assert seen == [SID]
    assert store.query("SELECT count(*) FROM messages")[0][0] == 0
    assert (
        store.query("SELECT count(*) FROM messages_fts WHERE messages_fts MATCH 'flaky'")[0][0] == 0
    )
    assert store.query("SELECT count(*) FROM embeddings")[0][0] == 0
    assert not forget_session(store, SID)
    # not re-ingested while its file is unchanged
    assert ingest(store, tmp_path).messages == 0
    assert messages(store, SID) == []


def test_a_big_transcript_is_stored_in_slices(
    store: Store, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from kenning.daemon.ingest import claude_code

    monkeypatch.setattr(claude_code, "READ_CHUNK_BYTES", 2048)
    path = tmp_path / ".claude" / "projects" / "p" / "big.jsonl"
    path.parent.mkdir(parents=True)
    path.write_bytes(b"".join(_user_line(f"u{n}", f"line {n} " + "x" * 150) for n in range(60)))
    seen: list[int] = []
    report = ingest_paths(
        store,
        Settings(),
        None,
        lambda done, total, src: seen.append(done),
        environ={},
        home=tmp_path,
    )
    assert report.sources == 1 and report.messages == 60 and seen == [1]
    assert report.sessions == 1  # one session, however many slices
    msgs = messages(store, "claude_code:big")
    assert [m["idx"] for m in msgs] == list(range(60))
    offset = store.query("SELECT offset FROM ingest_checkpoints")[0][0]
    assert offset == path.stat().st_size


@pytest.mark.slow
def test_a_large_backlog_is_read_by_a_second_process(
    store: Store, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from kenning.daemon.ingest import pipeline

    monkeypatch.setattr(pipeline, "PROCESS_MIN_BYTES", 0)
    _claude(tmp_path)
    copy_fixture(
        "codex/rollout.jsonl",
        tmp_path / ".codex" / "sessions" / "2026" / "04" / "10" / "rollout-a.jsonl",
    )
    loop = tmp_path / ".claude" / "projects" / "loop.jsonl"
    loop.symlink_to(loop)
    report = ingest(store, tmp_path)
    assert (report.sources, report.failed, report.messages) == (2, 1, 6 + 8)
    assert report.read_cpu > 0  # the reading process reported its CPU time
    assert messages(store, SID)[1]["tool_calls"][0]["name"] == "Read"
    assert session(store, SID)["message_count"] == 6
    # nothing changed: the unchanged scan stays inline and reads nothing
    monkeypatch.setattr(pipeline, "PROCESS_MIN_BYTES", 1)
    again = ingest(store, tmp_path)
    assert (again.unchanged, again.messages, again.read_cpu) == (2, 0, 0.0)


def test_a_folder_under_a_root_is_walked_by_its_agent_alone(store: Store, tmp_path: Path) -> None:
    # the watcher asks for a whole root once its watch is armed
    project = _claude(tmp_path).parent
    stray = project / "rollout-notes.jsonl"  # Codex's file name, in Claude's folder
    stray.write_bytes(_user_line("u-stray", "a transcript all the same"))
    report = ingest(store, tmp_path, [tmp_path / ".claude" / "projects"])
    assert report.agents == {
        "claude_code": {"sources": 2, "unchanged": 0, "failed": 0, "sessions": 2, "messages": 7}
    }
    again = ingest(store, tmp_path, [project])
    assert (again.unchanged, again.sources, again.messages) == (2, 0, 0)


def _sliced(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, lines: int = 60) -> Path:
    """A Claude Code transcript of `lines` user turns, read in slices of ~12 turns."""
    from kenning.daemon.ingest import claude_code

    monkeypatch.setattr(claude_code, "READ_CHUNK_BYTES", 2048)
    path = tmp_path / ".claude" / "projects" / "p" / "big.jsonl"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(b"".join(_user_line(f"u{n}", f"line {n} " + "x" * 150) for n in range(lines)))
    return path


def _after_first_slice(monkeypatch: pytest.MonkeyPatch, then: Callable[[Path], object]) -> None:
    """Run `then(source)` once, right after the real connector has read the first slice:
    what a person deleting or truncating the file at that moment does."""
    from kenning.daemon.ingest.claude_code import ClaudeCodeConnector

    real = ClaudeCodeConnector.read
    done: list[bool] = []

    def read(self: ClaudeCodeConnector, source: Path, *args: Any) -> Any:
        result = real(self, source, *args)
        if not done:
            done.append(True)
            then(source)
        return result

    monkeypatch.setattr(ClaudeCodeConnector, "read", read)


@pytest.mark.parametrize("how", ["deleted", "truncated"])
def test_a_file_that_vanishes_between_slices_leaves_its_session_partial_and_is_read_again(
    store: Store, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, how: str
) -> None:
    path = _sliced(tmp_path, monkeypatch)
    whole = path.read_bytes()
    aside = tmp_path / "aside.jsonl"
    if how == "deleted":
        _after_first_slice(monkeypatch, lambda p: p.rename(aside))  # same inode when back
    else:
        _after_first_slice(monkeypatch, lambda p: p.write_bytes(whole[:300]))
    report = ingest(store, tmp_path)
    assert report.failed == 1 and report.sources == 0
    assert report.errors[0]["error"].startswith(f"vanished: the file was {how}")
    kept = session(store, "claude_code:big")
    assert 0 < kept["message_count"] < 60 and kept["partial"] == 1
    # what the run stored is counted (and named partial), not reported as nothing
    assert report.messages == kept["message_count"]
    assert report.partial == [
        {"session": "claude_code:big", "messages": kept["message_count"], "source": str(path)}
    ]
    # no diary, summary or reflection takes it for a whole session
    from kenning.daemon.learning.diary import pending_sessions
    from kenning.daemon.store.sessions import SessionRepo

    assert "claude_code:big" not in pending_sessions(store)
    assert not SessionRepo(store).is_learnable("claude_code:big")
    checkpoint = store.query("SELECT offset, partial FROM ingest_checkpoints")[0]
    assert checkpoint["partial"] == 1 and 0 < checkpoint["offset"] < len(whole)

    monkeypatch.undo()  # the connector reads normally again (and the slices stay small)
    from kenning.daemon.ingest import claude_code

    monkeypatch.setattr(claude_code, "READ_CHUNK_BYTES", 2048)
    if how == "deleted":
        aside.rename(path)  # back as it was: same inode, size and time
    else:
        path.write_bytes(whole)
    again = ingest(store, tmp_path)
    assert (again.failed, again.sources, again.partial) == (0, 1, [])
    back = session(store, "claude_code:big")
    assert back["message_count"] == 60 and back["partial"] == 0
    assert [m["idx"] for m in messages(store, "claude_code:big")] == list(range(60))
    assert "claude_code:big" in pending_sessions(store)
    assert store.query("SELECT partial FROM ingest_checkpoints")[0][0] == 0
    assert ingest(store, tmp_path).unchanged == 1  # whole now: not read a third time


def test_a_file_gone_before_it_is_read_again_stays_partial(
    store: Store, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = _sliced(tmp_path, monkeypatch)
    _after_first_slice(monkeypatch, lambda p: p.unlink())
    ingest(store, tmp_path)
    before = session(store, "claude_code:big")["message_count"]
    # the watcher's path for one source: gone, so nothing to read; still partial
    sources = get_connectors(Settings(), environ={}, home=tmp_path)
    claude = next(s for s in sources if s.agent == "claude_code")
    outcome = ingest_source(store, Settings(), claude, path)
    assert outcome.status == "missing"
    after = session(store, "claude_code:big")
    assert (after["message_count"], after["partial"]) == (before, 1)
