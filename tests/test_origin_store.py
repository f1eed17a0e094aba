"""The `origin` column (m015): old rows get their role's origin, search filters by it."""

from __future__ import annotations

import sqlite3
from pathlib import Path

from kenning.daemon.core.models import Origin, Role
from kenning.daemon.core.transcripts import Message, Session
from kenning.daemon.ingest.base import Checkpoint, ReadResult
from kenning.daemon.ingest.writer import write_result
from kenning.daemon.retrieval.search import SearchFilters, lexical_search
from kenning.daemon.safety.sanitize import default_sanitizer
from kenning.daemon.store.db import Store
from kenning.daemon.store.migrations import migrations


def _old_row(conn: sqlite3.Connection, key: str, role: str, text: str) -> None:
    conn.execute(
        "INSERT INTO messages (session_id, key, idx, role, text, content_hash)"
        " VALUES ('claude_code:a', ?, (SELECT count(*) FROM messages), ?, ?, ?)",
        (key, role, text, key),
    )


def test_m015_gives_old_rows_their_roles_origin_and_keeps_the_index(tmp_path: Path) -> None:
    path = tmp_path / "old.db"
    conn = sqlite3.connect(path, isolation_level=None)
    migrations.apply(Store(path, conn).db, stop_before="m015_message_origin")
    conn.execute("PRAGMA user_version = 14")
    conn.execute(
        "INSERT INTO sessions (id, agent, native_id, source_path, updated_at)"
        " VALUES ('claude_code:a', 'claude_code', 'a', '/src/a.jsonl', 't')"
    )
    for key, role in (("u", "user"), ("a", "assistant"), ("t", "tool"), ("s", "system")):
        _old_row(conn, key, role, f"the flaky retry said by {role}")
    conn.close()

    store = Store.open(path)
    assert "m015_message_origin" in store.applied_migrations()
    rows = store.query("SELECT key, origin FROM messages ORDER BY idx")
    assert [tuple(r) for r in rows] == [
        ("u", "human"),
        ("a", "agent"),
        ("t", "tool"),
        ("s", "injected"),
    ]
    # the index was not rebuilt for a column it does not hold, and still finds every row
    store.execute("INSERT INTO messages_fts(messages_fts, rank) VALUES ('integrity-check', 1)")
    assert store.query("SELECT count(*) FROM fts_deferred")[0][0] == 0
    assert len(lexical_search(store, "flaky")) == 4
    store.close()


def test_search_finds_every_origin_and_filters_by_one(store: Store) -> None:
    session = Session(
        id="claude_code:b",
        agent="claude_code",
        native_id="b",
        source_path="/src/b.jsonl",
        messages=[
            Message(key="1", idx=0, role=Role.USER, text="the flaky upload test", origin=None),
            Message(
                key="2",
                idx=1,
                role=Role.USER,
                text="<ide_selection>flaky upload</ide_selection>",
                origin=Origin.INJECTED,
            ),
        ],
    )
    cp = Checkpoint("/src/b.jsonl", "claude_code", 1, 2, 10, 10, "h", 10)
    write_result(store, ReadResult([session], cp), default_sanitizer())
    assert {h.origin for h in lexical_search(store, "flaky")} == {"human", "injected"}
    human = lexical_search(store, "flaky", filters=SearchFilters(origin="human"))
    assert [h.origin for h in human] == ["human"]


def test_traces_read_only_the_persons_words() -> None:
    from kenning.daemon.learning.trace import Said, read_trace

    said = [
        (Origin.INJECTED, "<system-reminder>always use tabs</system-reminder>"),
        (Origin.EXPANSION, "# Review\nNever skip the tests."),
        (Origin.HANDOFF, "Always prefer the async client."),
        (None, "never commit to main"),
    ]
    session = Session(
        id="claude_code:c",
        agent="claude_code",
        native_id="c",
        source_path="/src/c.jsonl",
        messages=[
            Message(key=str(i), idx=i, role=Role.USER, text=text, origin=origin)
            for i, (origin, text) in enumerate(said)
        ],
    )
    events = [e for e in read_trace(session).events if isinstance(e, Said)]
    assert [(e.role, e.text) for e in events] == [("user", "never commit to main")]
