from __future__ import annotations

from pathlib import Path

import pytest

from kenning.daemon.learning.diary import build_diary, pending_sessions
from kenning.daemon.safety.sanitize import default_sanitizer
from kenning.daemon.store.db import Store
from kenning.daemon.store.sessions import SessionRepo

from .learning_sessions import fixed_error_session, ingest_home, write_session

REDACT = default_sanitizer().redact


@pytest.fixture
def two_sessions(store: Store, tmp_path: Path) -> tuple[str, str]:
    home = tmp_path / "agent-home"
    _, first = write_session(home, "first", fixed_error_session(), cwd=str(tmp_path))
    _, second = write_session(home, "second", fixed_error_session("toml", "toml"), day=2)
    ingest_home(store, home)
    return first, second


def test_sessions_by_id_native_id_and_prefix(store: Store, two_sessions: tuple[str, str]) -> None:
    first, second = two_sessions
    repo = SessionRepo(store)
    row = repo.session(first)
    assert row is not None and row["agent"] == "claude_code"
    assert repo.session("claude_code:nope") is None
    native = first.split(":", 1)[1]
    assert [r["id"] for r in repo.sessions_by_native_id(native)] == [first]
    # a LIKE wildcard in what a person typed is taken literally
    assert repo.sessions_by_prefix("claude_code:%") == []
    found = {r["id"] for r in repo.sessions_by_prefix("claude_code:")}
    assert found == {first, second}
    assert set(repo.briefs([second, first, first])) == {first, second}


def test_workspaces_totals_and_messages(
    store: Store, tmp_path: Path, two_sessions: tuple[str, str]
) -> None:
    first, _ = two_sessions
    repo = SessionRepo(store)
    assert repo.workspace(first) == str(tmp_path)
    assert str(tmp_path) in repo.workspaces()
    sessions, messages, last = repo.agent_totals("claude_code")
    assert sessions == 2 and messages > 0 and last is not None
    assert repo.count_top_level() == 2
    rows = repo.messages(first)
    assert [r["idx"] for r in rows] == sorted(r["idx"] for r in rows)
    agent_said = {
        (sid, r["idx"])
        for sid in two_sessions
        for r in repo.messages(sid)
        if r["role"] in ("assistant", "tool")
    }
    since = repo.agent_messages_since("2000-01-01")
    assert {(r["session_id"], r["idx"]) for r in since} == agent_said
    assert {r["agent"] for r in since} == {"claude_code"}
    assert repo.agent_messages_since("2999-01-01") == []


def test_diaries_follow_the_learning_loop(store: Store, two_sessions: tuple[str, str]) -> None:
    first, second = two_sessions
    repo = SessionRepo(store)
    assert repo.undiarised() == sorted([first, second]) == pending_sessions(store)
    diary, _ = build_diary(store, first, redact=REDACT)
    assert repo.undiarised() == [second]
    assert repo.diary_status(first) == diary.status and repo.diary_source(first) == "deterministic"
    assert repo.diary_json(second) is None and repo.diary_status(second) is None
    assert [sid for sid, _, _ in repo.diaries()] == [first]
    assert repo.diary_statuses() == {first: diary.status}
    assert set(repo.diary_stamps()) == {first} and repo.count_diaries() == 1
    with store.transaction() as conn:
        SessionRepo.forget_learned(conn, first)
    assert repo.count_diaries() == 0
