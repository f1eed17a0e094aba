"""The writer's bulk full-text indexing (m006): same index as per-row triggers, same transaction."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import orjson
import pytest

from kenning.daemon.core.models import Role
from kenning.daemon.core.transcripts import Message, Session, ToolCall
from kenning.daemon.ingest.base import Checkpoint, ReadResult
from kenning.daemon.ingest.writer import stored_tool_calls, write_result
from kenning.daemon.retrieval.search import lexical_search
from kenning.daemon.safety.sanitize import default_sanitizer
from kenning.daemon.store.db import SCHEMA_VERSION, Store
from kenning.daemon.store.migrations import migrations


def _read(session_id: str, texts: dict[str, str], removed: list[str] | None = None) -> ReadResult:
    session = Session(
        id=session_id,
        agent="claude_code",
        native_id=session_id.split(":")[1],
        source_path=f"/src/{session_id}.jsonl",
        messages=[
            Message(key=key, idx=i, role=Role.USER, text=text)
            for i, (key, text) in enumerate(texts.items())
        ],
    )
    cp = Checkpoint(f"/src/{session_id}.jsonl", "claude_code", 1, 2, 10, 10, "h", 10)
    return ReadResult(
        sessions=[session], checkpoint=cp, removed={session_id: removed} if removed else {}
    )


def _ids(store: Store, query: str) -> set[str]:
    ids = [hit.message_id for hit in lexical_search(store, query)]
    return {store.query("SELECT key FROM messages WHERE id = ?", (i,))[0][0] for i in ids}


def _fts_consistent(store: Store) -> None:
    # FTS5's own check: the index matches the content table row for row
    store.execute("INSERT INTO messages_fts(messages_fts, rank) VALUES ('integrity-check', 1)")
    assert store.query("SELECT count(*) FROM fts_deferred")[0][0] == 0


def test_an_old_database_upgrades_in_place_and_finds_old_and_new(tmp_path: Path) -> None:
    path = tmp_path / "old.db"
    conn = sqlite3.connect(path, isolation_level=None)
    old = Store(path, conn)
    migrations.apply(old.db, stop_before="m006_fts_deferred")
    conn.execute("PRAGMA user_version = 5")
    # written as before m006: the per-row trigger indexes it
    conn.execute(
        "INSERT INTO sessions (id, agent, native_id, source_path, updated_at)"
        " VALUES ('claude_code:a', 'claude_code', 'a', '/src/claude_code:a.jsonl', 't')"
    )
    conn.execute(
        "INSERT INTO messages (session_id, key, idx, role, text, content_hash)"
        " VALUES ('claude_code:a', 'k1', 0, 'user', 'the flaky retry decorator', 'old')"
    )
    conn.close()

    store = Store.open(path)
    assert "m006_fts_deferred" in store.applied_migrations()
    assert store.query("PRAGMA user_version")[0][0] == SCHEMA_VERSION
    sanitizer = default_sanitizer()
    write_result(store, _read("claude_code:b", {"k2": "a flaky network mock"}), sanitizer)
    # an old row changed by the new writer is re-indexed by its update trigger
    write_result(store, _read("claude_code:a", {"k1": "the flaky retry backoff"}), sanitizer)
    assert _ids(store, "flaky") == {"k1", "k2"}
    assert _ids(store, "backoff") == {"k1"}
    assert _ids(store, "decorator") == set()
    _fts_consistent(store)
    store.close()


def test_rows_inserted_then_changed_or_removed_in_one_commit_index_once(store: Store) -> None:
    sanitizer = default_sanitizer()
    result = _read("claude_code:c", {"k1": "first draft", "k2": "doomed words"}, removed=["k2"])
    # the same key twice in one read: the upsert updates a row not yet indexed
    result.sessions[0].messages.append(Message(key="k1", idx=0, role=Role.USER, text="final text"))
    write_result(store, result, sanitizer)
    assert _ids(store, "final") == {"k1"}
    assert _ids(store, "draft") == set()
    assert _ids(store, "doomed") == set()
    _fts_consistent(store)


def test_other_writers_keep_the_per_row_triggers(store: Store) -> None:
    with store.transaction():
        store.execute(
            "INSERT INTO sessions (id, agent, native_id, source_path, updated_at)"
            " VALUES ('claude:s1', 'claude', 's1', '/x', 't')"
        )
        store.execute(
            "INSERT INTO messages (session_id, key, idx, role, text, content_hash)"
            " VALUES ('claude:s1', 'k9', 0, 'user', 'hand written fixtures', 'h')"
        )
    assert _ids(store, "fixtures") == {"k9"}
    _fts_consistent(store)


def test_a_failed_write_leaves_neither_rows_nor_index(store: Store) -> None:
    store.conn.execute(
        "CREATE TEMP TRIGGER boom BEFORE INSERT ON ingest_checkpoints "
        "BEGIN SELECT RAISE(ABORT, 'boom'); END"
    )
    with pytest.raises(sqlite3.IntegrityError):
        write_result(store, _read("claude_code:d", {"k1": "lost words"}), default_sanitizer())
    assert store.query("SELECT count(*) FROM messages")[0][0] == 0
    assert (
        store.query("SELECT count(*) FROM messages_fts WHERE messages_fts MATCH 'lost'")[0][0] == 0
    )
    _fts_consistent(store)


def test_a_tool_output_that_is_the_text_is_stored_once_and_read_back_whole(
    tmp_path: Path,
) -> None:
    store = Store.open(tmp_path / "kenning.db")
    secret = "ghp_" + "a" * 36
    text = f"PASSED 3 tests\nexport GH={secret}\n" + "x" * 50
    session = Session(
        id="claude_code:t",
        agent="claude_code",
        native_id="t",
        source_path="/src/t.jsonl",
        messages=[
            Message(
                key="r",
                role=Role.TOOL,
                text=text,
                tool_calls=[
                    ToolCall(name="Bash", call_id="c1", output=text),  # the whole text
                    ToolCall(name="Bash", call_id="c2", output=text[:20]),  # its start
                    ToolCall(name="Read", call_id="c3", output=f"other {secret}"),  # not it
                ],
            )
        ],
    )
    cp = Checkpoint("/src/t.jsonl", "claude_code", 1, 2, 10, 10, "h", 10)
    write_result(store, ReadResult(sessions=[session], checkpoint=cp), default_sanitizer())
    row = store.query("SELECT text, tool_calls FROM messages")[0]
    assert secret not in row["text"] and secret not in row["tool_calls"]
    raw = orjson.loads(row["tool_calls"])
    assert [c["output"] for c in raw[:2]] == [None, None]  # not stored twice
    calls = stored_tool_calls(row["text"], row["tool_calls"])
    assert calls[0]["output"] == row["text"]  # whole, redacted as the text is
    assert calls[1]["output"] == row["text"][:20] and "output_chars" not in calls[1]
    assert calls[2]["output"] == "other [REDACTED:github_token]"
    # rows written before the outputs were shared read the same way
    assert stored_tool_calls("t", '[{"name": "Bash", "output": "kept"}]')[0]["output"] == "kept"
    assert stored_tool_calls("t", "not json") == [] and stored_tool_calls("t", None) == []


def test_no_index_on_message_times_slows_ingestion(tmp_path: Path) -> None:
    # m007 dropped it: nothing queried through it (see the migration's note)
    store = Store.open(tmp_path / "kenning.db")
    names = {r[0] for r in store.query("SELECT name FROM sqlite_master WHERE type = 'index'")}
    assert "messages_created" not in names and "messages_session" in names


def test_a_connector_state_is_stored_redacted_as_the_walk_redacts_it(tmp_path: Path) -> None:
    # the state is walked member by member (no pass over its whole JSON first):
    # what is stored is what the sanitizer's shortcut route gives, secrets redacted
    store = Store.open(tmp_path / "kenning.db")
    secret = "ghp_" + "b" * 36
    state = {
        "n": 3,
        "calls": {f"call_{i:024x}": "shell" for i in range(40)},
        "title": f"fix the login, token {secret}",
        "api_key": "sk9f8e7d6c5b4a3f2e1d0c9b8a",
        "nested": [{"id": "toolu_01" + "c" * 22, "name": "Read"}, 7, None, True],
    }
    sanitizer = default_sanitizer()
    assert sanitizer.redact_json(state, shortcut=False) == sanitizer.redact_json(state)
    plain = {"n": 1, "lines": 2, "calls": {"a": "b"}}
    assert sanitizer.redact_json(plain, shortcut=False) == plain
    read = _read("claude_code:s", {"k": "hello"})
    read.checkpoint.state = state
    write_result(store, read, sanitizer)
    stored = store.query("SELECT state FROM ingest_checkpoints")[0][0]
    assert secret not in stored and "sk9f8e7d6c5b4a3f2e1d0c9b8a" not in stored
    assert orjson.loads(stored) == sanitizer.redact_json(state)
    assert orjson.loads(stored)["calls"] == state["calls"]


def test_a_sessions_texts_are_stored_as_each_redacted_alone(store: Store) -> None:
    # the writer redacts a session's texts together (`redact_all`): each stored text is
    # what `redact` makes of it alone, a repeated one and an empty one too
    token = "ghp_" + "Zq81Lm0aBc3De4Fg5Hi6Jk7Lm8No9Pq0Rs1T"
    texts = {
        "k1": f"export GITHUB_TOKEN={token}\nthen run the deploy script",
        "k2": "the flaky retry decorator, nothing secret",
        "k3": "",
        "k4": f"export GITHUB_TOKEN={token}\nthen run the deploy script",
        "k5": "password = hunter2hunter2 in the old config " * 3,
        "k6": "yes",
    }
    write_result(store, _read("claude_code:s", texts), default_sanitizer())
    query = "SELECT key, text FROM messages WHERE session_id = 'claude_code:s'"
    rows = {str(key): str(text) for key, text in store.query(query)}
    alone = default_sanitizer()
    assert rows == {key: alone.redact(text) for key, text in texts.items()}
    assert token not in rows["k1"] and token not in rows["k4"]


def test_a_sessions_tool_outputs_are_redacted_with_its_texts_as_each_alone(
    store: Store,
) -> None:
    # `prepare` hands the outputs stored apart from the text to the texts' `redact_all`;
    # each stored output is what `redact` makes of it alone, and none is redacted by itself
    from kenning.daemon.safety.sanitize import Sanitizer

    token = "ghp_" + "Zq81Lm0aBc3De4Fg5Hi6Jk7Lm8No9Pq0Rs1T"
    outputs = [f"GITHUB_TOKEN={token} set " * 4, "all 12 tests passed " * 5, "", "ok"]
    calls = [ToolCall(name="Bash", call_id=f"c{i}", output=o) for i, o in enumerate(outputs)]
    session = Session(
        id="claude_code:o",
        agent="claude_code",
        native_id="o",
        source_path="/src/o.jsonl",
        messages=[Message(key="m", role=Role.TOOL, text="ran the tools", tool_calls=calls)],
    )
    alone: list[str] = []

    class Counting(Sanitizer):
        def redact(self, text: str) -> str:
            alone.append(text)
            return super().redact(text)

    cp = Checkpoint("/src/o.jsonl", "claude_code", 1, 2, 10, 10, "h", 10)
    write_result(store, ReadResult(sessions=[session], checkpoint=cp), Counting())
    row = store.query("SELECT text, tool_calls FROM messages")[0]
    stored = [c["output"] for c in stored_tool_calls(row["text"], row["tool_calls"])]
    assert stored == [default_sanitizer().redact(o) for o in outputs]
    assert token not in row["tool_calls"]
    assert not {o for o in outputs if len(o) > 64} & set(alone)
