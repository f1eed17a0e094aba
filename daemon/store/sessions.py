"""Every read of sessions, messages and diaries, and the writes of diaries and
compaction, in one place.

`SessionRepo` is to the session tables what `RuleRepo` is to the playbook:
the learning loop (diary, reflect, validate, summaries, compact), the health
checks (doctor, ingest status), project discovery, session ids, rule lookups
and the session audit ask it by name instead of writing SQL. Out of scope on
purpose: the ingest writer (`ingest/writer.py`, the only writer of sessions
and messages, one transaction per source), migrations, and retrieval's FTS
and vector queries (`search.py`).

Rows come back as `sqlite3.Row` (by column name) where callers read many
columns, as plain values otherwise. Methods open no transaction; writers call
them inside the caller's `store.transaction()`, like `RuleRepo`.
"""

from __future__ import annotations

import re
import sqlite3
from collections.abc import Collection, Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from kenning.daemon.store.db import Store

__all__ = [
    "SessionRepo",
    "child_sessions",
    "derived_counts",
    "drop_message_vectors",
    "drop_session",
    "facts_citing",
    "holds_session",
    "linked_rules",
    "secure_delete",
    "session_exists",
]

#: when a session happened: its end, else its start, else its last write
_WHEN = "coalesce(s.ended_at, s.started_at, s.updated_at)"

#: what the learning loop derived from a session (deleted when it is forgotten)
_LEARNED_TABLES = ("diaries", "reflected_sessions", "rule_links", "learned_feedback")


def _escaped(text: str) -> str:
    """`text` as a literal LIKE prefix (with ESCAPE '\\')."""
    return text.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_")


class SessionRepo:
    """Queries on the session tables of one `Store`."""

    def __init__(self, store: Store) -> None:
        self.store = store

    def _one(self, sql: str, params: Any = ()) -> Any:
        row = self.store.conn.execute(sql, params).fetchone()
        return row[0] if row is not None else None

    # -- sessions ----------------------------------------------------------------

    def session(self, session_id: str) -> sqlite3.Row | None:
        """The session row with exactly this id, or None."""
        row: sqlite3.Row | None = self.store.conn.execute(
            "SELECT * FROM sessions WHERE id = ?", (session_id,)
        ).fetchone()
        return row

    def session_by_alias(self, alias: str) -> sqlite3.Row | None:
        """The session an old id (`session_aliases`, m008) now names, or None."""
        row: sqlite3.Row | None = self.store.conn.execute(
            "SELECT s.* FROM session_aliases a JOIN sessions s ON s.id = a.session_id "
            "WHERE a.alias = ?",
            (alias,),
        ).fetchone()
        return row

    def sessions_by_native_id(self, native_id: str, limit: int = 5) -> list[sqlite3.Row]:
        """Sessions whose agent's own id is `native_id` (at most `limit`)."""
        rows: list[sqlite3.Row] = self.store.conn.execute(
            "SELECT * FROM sessions WHERE native_id = ? LIMIT ?", (native_id, limit)
        ).fetchall()
        return rows

    def sessions_by_prefix(self, prefix: str, limit: int = 5) -> list[sqlite3.Row]:
        """Sessions whose full or native id starts with `prefix` (at most `limit`)."""
        like = _escaped(prefix) + "%"
        rows: list[sqlite3.Row] = self.store.conn.execute(
            "SELECT * FROM sessions WHERE id LIKE ? ESCAPE '\\' "
            "OR native_id LIKE ? ESCAPE '\\' LIMIT ?",
            (like, like, limit),
        ).fetchall()
        return rows

    def briefs(self, session_ids: Collection[str]) -> dict[str, sqlite3.Row]:
        """(id, agent, title, workspace, started_at) of these sessions, by id."""
        ids = list(dict.fromkeys(session_ids))
        out: dict[str, sqlite3.Row] = {}
        for start in range(0, len(ids), 500):  # under SQLite's bound-parameter limit
            chunk = ids[start : start + 500]
            marks = ",".join("?" * len(chunk))
            for row in self.store.conn.execute(
                "SELECT id, agent, title, workspace, started_at FROM sessions"
                f" WHERE id IN ({marks})",
                chunk,
            ):
                out[row[0]] = row
        return out

    def recent(
        self, agent: str | None = None, folder: str | None = None, limit: int = 20
    ) -> list[sqlite3.Row]:
        """The latest sessions first, each with `first_request` (the first message
        the person typed, 200 characters).

        Args:
            agent: only this agent's (a slug).
            folder: only sessions whose workspace is this absolute folder or below it.
        """
        clauses, params = ["1"], []
        if agent:
            clauses.append("s.agent = ?")
            params.append(agent)
        if folder:
            clauses.append("(s.workspace = ? OR s.workspace LIKE ? ESCAPE '\\')")
            params += [folder.rstrip("/") or "/", _escaped(folder.rstrip("/")) + "/%"]
        rows: list[sqlite3.Row] = self.store.conn.execute(
            "SELECT s.*, (SELECT substr(m.text, 1, 200) FROM messages m"
            " WHERE m.session_id = s.id AND m.origin = 'human' ORDER BY m.idx LIMIT 1)"
            f" AS first_request FROM sessions s WHERE {' AND '.join(clauses)}"
            f" ORDER BY {_WHEN} DESC, s.id LIMIT ?",
            [*params, limit],
        ).fetchall()
        return rows

    def has_sessions(self, besides: str) -> bool:
        """Whether any session other than `besides` is stored."""
        return bool(self._one("SELECT EXISTS(SELECT 1 FROM sessions WHERE id != ?)", (besides,)))

    def previous_in_source(self, session_id: str) -> str | None:
        """The session of the same agent and source file that started last before this one
        (Aider's chat history: the launch before it), or None."""
        found = self._one(
            "SELECT p.id FROM sessions s JOIN sessions p ON p.source_path = s.source_path"
            " AND p.agent = s.agent AND p.id != s.id"
            " AND coalesce(p.started_at, '') < coalesce(s.started_at, '')"
            " WHERE s.id = ? ORDER BY p.started_at DESC, p.id DESC LIMIT 1",
            (session_id,),
        )
        return str(found) if found else None

    def workspace(self, session_id: str) -> str | None:
        """The folder the session worked in, if recorded."""
        found = self._one("SELECT workspace FROM sessions WHERE id = ?", (session_id,))
        return str(found) if found else None

    def workspaces(self) -> list[str]:
        """Every distinct non-empty workspace of the stored sessions."""
        return [
            str(r[0])
            for r in self.store.conn.execute(
                "SELECT DISTINCT workspace FROM sessions"
                " WHERE workspace IS NOT NULL AND workspace <> ''"
            )
        ]

    def totals(self) -> tuple[int, int]:
        """(sessions, messages) stored."""
        sessions = int(self._one("SELECT count(*) FROM sessions"))
        return sessions, int(self._one("SELECT count(*) FROM messages"))

    def count_top_level(self) -> int:
        """Sessions that are not sub-agents of another."""
        return int(self._one("SELECT count(*) FROM sessions WHERE parent_id IS NULL"))

    def agent_totals(self, agent: str) -> tuple[int, int, str | None]:
        """(sessions, messages, last update) of one agent."""
        sessions, messages, last = self.store.conn.execute(
            "SELECT count(*), coalesce(sum(message_count), 0), max(updated_at) "
            "FROM sessions WHERE agent = ?",
            (agent,),
        ).fetchone()
        return int(sessions), int(messages), last

    def undiarised(self, idle_since: str | None = None) -> list[str]:
        """Top-level sessions whose diary is missing or older than their last message.

        A partial session (its source vanished between two slices: m019) waits
        until it is whole.

        Args:
            idle_since: an ISO time; only sessions last active at or before it.
        """
        sql = (
            "SELECT s.id FROM sessions s LEFT JOIN diaries d ON d.session_id = s.id "
            "WHERE s.parent_id IS NULL AND NOT s.partial AND (d.session_id IS NULL OR d.last_idx < "
            "(SELECT coalesce(max(idx), -1) FROM messages WHERE session_id = s.id))"
        )
        params: list[Any] = []
        if idle_since is not None:
            sql += " AND coalesce(s.ended_at, s.updated_at) <= ?"
            params.append(idle_since)
        return [r[0] for r in self.store.conn.execute(sql + " ORDER BY s.id", params)]

    def undiarised_since(self, since: str) -> list[tuple[str, str]]:
        """Top-level sessions last active after `since` (ISO) whose diary is missing or
        older than their last message: (id, last activity), most recent first; not
        partial ones."""
        rows = self.store.conn.execute(
            "SELECT s.id, coalesce(s.ended_at, s.updated_at) AS active FROM sessions s "
            "LEFT JOIN diaries d ON d.session_id = s.id "
            "WHERE s.parent_id IS NULL AND NOT s.partial "
            "AND coalesce(s.ended_at, s.updated_at) > ? AND (d.session_id IS NULL OR d.last_idx < "
            "(SELECT coalesce(max(idx), -1) FROM messages WHERE session_id = s.id)) "
            "ORDER BY active DESC, s.id",
            (since,),
        )
        return [(str(r[0]), str(r[1])) for r in rows]

    def is_learnable(self, session_id: str) -> bool:
        """Whether a stored session is a main one (not a subagent's) held whole (not partial)."""
        found = self.store.conn.execute(
            "SELECT parent_id IS NULL AND NOT partial FROM sessions WHERE id = ?", (session_id,)
        ).fetchone()
        return found is not None and bool(found[0])

    def diary_behind(self, session_id: str) -> bool:
        """Whether a session's diary is missing or older than its last message."""
        found = self.store.conn.execute(
            "SELECT d.last_idx < (SELECT coalesce(max(idx), -1) FROM messages "
            "WHERE session_id = ?) FROM diaries d WHERE d.session_id = ?",
            (session_id, session_id),
        ).fetchone()
        return found is None or bool(found[0])

    # -- messages ----------------------------------------------------------------

    def messages(self, session_id: str) -> list[sqlite3.Row]:
        """A session's messages in order (the columns `diary.load_session` reads)."""
        rows: list[sqlite3.Row] = self.store.conn.execute(
            "SELECT key, idx, role, origin, author, model, text, tool_calls, created_at, "
            "source_line FROM messages WHERE session_id = ? ORDER BY idx, id",
            (session_id,),
        ).fetchall()
        return rows

    def message_at(self, session_id: str, idx: int) -> sqlite3.Row | None:
        """(idx, role, origin, text, created_at) of the session's message at `idx`, or None."""
        row: sqlite3.Row | None = self.store.conn.execute(
            "SELECT idx, role, origin, text, created_at FROM messages"
            " WHERE session_id = ? AND idx = ? ORDER BY id LIMIT 1",
            (session_id, idx),
        ).fetchone()
        return row

    def human_messages(self, session_id: str) -> list[sqlite3.Row]:
        """(idx, role, origin, text, created_at) of what the person typed in a session, in order."""
        rows: list[sqlite3.Row] = self.store.conn.execute(
            "SELECT idx, role, origin, text, created_at FROM messages"
            " WHERE session_id = ? AND origin = 'human' ORDER BY idx, id",
            (session_id,),
        ).fetchall()
        return rows

    def named_elsewhere(
        self,
        workspace: str | None,
        besides: Collection[str],
        things: Collection[str],
        before: str | None = None,
    ) -> set[str]:
        """Which of `things` (lower case) the person's own words name in a session of
        `workspace` (None: the sessions without one) other than `besides`, ignoring case,
        as a whole (`out_dir` is not named by `EXPORT_OUT_DIR`); with `before` (a start
        time), only in the sessions that started before it."""
        found: set[str] = set()
        skip = sorted(besides)
        marks = ",".join("?" * len(skip)) or "''"
        since = " AND coalesce(s.started_at, '') < ?" if before is not None else ""
        for thing in things:
            whole = re.compile(rf"(?<!\w){re.escape(thing)}(?!\w)")
            rows = self.store.conn.execute(
                "SELECT m.text FROM sessions s JOIN messages m ON m.session_id = s.id"
                f" WHERE s.workspace IS ? AND s.id NOT IN ({marks}) AND m.origin = 'human'"
                f"{since} AND instr(lower(m.text), ?) > 0 LIMIT 50",
                (workspace, *skip, *([before] if before is not None else []), thing),
            )
            if any(whole.search(str(r[0]).lower()) for r in rows):
                found.add(thing)
        return found

    def said_naming(
        self, workspace: str | None, besides: Collection[str], things: Collection[str]
    ) -> list[tuple[str, str]]:
        """(session id, text) of the person's messages in the sessions of `workspace`
        (None: the sessions without one) other than `besides` that hold one of `things`
        (lower case, as a substring: the caller reads the words), at most 50 a thing."""
        skip = sorted(besides)
        marks = ",".join("?" * len(skip)) or "''"
        found: dict[tuple[str, str], None] = {}
        for thing in sorted(things):
            rows = self.store.conn.execute(
                "SELECT m.session_id, m.text FROM sessions s JOIN messages m"
                " ON m.session_id = s.id WHERE s.workspace IS ?"
                f" AND s.id NOT IN ({marks}) AND m.origin = 'human'"
                " AND instr(lower(m.text), ?) > 0 ORDER BY m.session_id, m.idx LIMIT 50",
                (workspace, *skip, thing),
            )
            for sid, text in rows:
                found[(str(sid), str(text))] = None
        return list(found)

    def message_count(self, session_id: str) -> int:
        return int(self._one("SELECT count(*) FROM messages WHERE session_id = ?", (session_id,)))

    def message_text(self, session_id: str, key: str) -> str | None:
        """The stored (redacted) text of one message, by its key; None if absent."""
        found = self._one(
            "SELECT text FROM messages WHERE session_id = ? AND key = ?", (session_id, key)
        )
        return str(found) if found is not None else None

    def agent_messages_since(self, since: str) -> list[sqlite3.Row]:
        """Assistant and tool messages from `since` on, with their session's agent and
        workspace (session_id, idx, text, tool_calls, created_at, agent, workspace)."""
        rows: list[sqlite3.Row] = self.store.conn.execute(
            "SELECT m.session_id, m.idx, m.text, m.tool_calls, m.created_at, s.agent, s.workspace"
            " FROM messages m JOIN sessions s ON s.id = m.session_id"
            " WHERE m.role IN ('assistant', 'tool')"
            " AND coalesce(m.created_at, s.started_at, '') >= ?"
            " ORDER BY m.session_id, m.idx",
            (since,),
        ).fetchall()
        return rows

    def matching_message_texts(self, match: str, limit: int) -> list[tuple[str, str]]:
        """(session id, text) of the messages best matching an FTS5 `match`, best first."""
        return [
            (r[0], r[1])
            for r in self.store.conn.execute(
                "SELECT m.session_id, m.text FROM messages_fts f JOIN messages m ON m.id = f.rowid "
                "WHERE messages_fts MATCH ? ORDER BY rank LIMIT ?",
                (match, limit),
            )
        ]

    # -- compaction ----------------------------------------------------------------

    def compactable(self, before: str) -> list[str]:
        """Diarised, reflected sessions older than `before` that still hold tool
        output, newest first."""
        return [
            r[0]
            for r in self.store.conn.execute(
                "SELECT s.id FROM sessions s JOIN diaries d ON d.session_id = s.id "
                "JOIN reflected_sessions r ON r.session_id = s.id "
                f"WHERE {_WHEN} < ? "
                "AND EXISTS (SELECT 1 FROM messages m"
                " WHERE m.session_id = s.id AND m.role = 'tool') "
                f"ORDER BY {_WHEN} DESC, s.id",
                (before,),
            )
        ]

    def tool_message_count(self, session_id: str) -> int:
        return int(
            self._one(
                "SELECT count(*) FROM messages WHERE session_id = ? AND role = 'tool'",
                (session_id,),
            )
        )

    def drop_tool_messages(self, session_id: str) -> None:
        """Delete a session's tool-output messages and their vectors (inside a transaction)."""
        conn = self.store.conn
        conn.execute(
            "DELETE FROM embeddings WHERE kind = 'message' AND ref_id IN (SELECT CAST(id AS "
            "TEXT) FROM messages WHERE session_id = ? AND role = 'tool')",
            (session_id,),
        )
        conn.execute("DELETE FROM messages WHERE session_id = ? AND role = 'tool'", (session_id,))

    # -- diaries -------------------------------------------------------------------

    def diary_json(self, session_id: str) -> str | None:
        """The stored diary of a session as JSON text, or None."""
        found = self._one("SELECT json FROM diaries WHERE session_id = ?", (session_id,))
        return str(found) if found is not None else None

    def diary_source(self, session_id: str) -> str | None:
        """Who wrote the diary ("deterministic" or "llm"), or None without one."""
        found = self._one("SELECT source FROM diaries WHERE session_id = ?", (session_id,))
        return str(found) if found is not None else None

    def diary_status(self, session_id: str) -> str | None:
        """The outcome the diary recorded (success, failure…), or None without one."""
        found = self._one("SELECT status FROM diaries WHERE session_id = ?", (session_id,))
        return str(found) if found is not None else None

    def diary_statuses(self) -> dict[str, str]:
        """Session id → its diary's status."""
        rows = self.store.conn.execute("SELECT session_id, status FROM diaries")
        return {str(r[0]): str(r[1]) for r in rows}

    def diary_stamps(self) -> dict[str, str]:
        """Session id → when its diary last changed (no JSON read)."""
        rows = self.store.conn.execute("SELECT session_id, updated_at FROM diaries")
        return {str(r[0]): str(r[1]) for r in rows}

    def diary_stamp(self, session_id: str) -> str | None:
        """When a session's diary last changed; None without one."""
        found = self._one("SELECT updated_at FROM diaries WHERE session_id = ?", (session_id,))
        return str(found) if found is not None else None

    def diaries_naming(self, words: Collection[str]) -> list[tuple[str, str, str]]:
        """(session id, diary JSON, updated_at) of the diaries whose JSON holds any of
        `words` (a lesson's key: the few diaries one session's lessons can share a
        rule with, found without reading every diary), by session id."""
        if not words:
            return []
        wanted = list(words)
        found: dict[str, tuple[str, str, str]] = {}
        for i in range(0, len(wanted), 200):  # SQLite's limit on bound parameters
            part = wanted[i : i + 200]
            test = " OR ".join(["instr(json, ?) > 0"] * len(part))
            for r in self.store.conn.execute(
                f"SELECT session_id, json, updated_at FROM diaries WHERE {test}", part
            ):
                found[str(r[0])] = (str(r[0]), str(r[1]), str(r[2]))
        return [found[k] for k in sorted(found)]

    def diaries(self) -> list[tuple[str, str, str]]:
        """(session id, diary JSON, updated_at) of every diary, by session id."""
        rows = self.store.conn.execute(
            "SELECT session_id, json, updated_at FROM diaries ORDER BY session_id"
        )
        return [(str(r[0]), str(r[1]), str(r[2])) for r in rows]

    def recent_diaries(self, limit: int) -> list[sqlite3.Row]:
        """The latest diaries first (session_id, status, source, updated_at, json)."""
        rows: list[sqlite3.Row] = self.store.conn.execute(
            "SELECT session_id, status, source, updated_at, json FROM diaries "
            "ORDER BY updated_at DESC, session_id LIMIT ?",
            (limit,),
        ).fetchall()
        return rows

    def count_diaries(self) -> int:
        return int(self._one("SELECT count(*) FROM diaries"))

    def save_diary_row(
        self, session_id: str, data: str, status: str, source: str, last_idx: int, now: str
    ) -> None:
        """Insert or replace a session's diary (created_at kept on replace)."""
        self.store.conn.execute(
            "INSERT INTO diaries(session_id, json, status, source, last_idx, created_at, "
            "updated_at) VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT(session_id) DO UPDATE SET "
            "json = excluded.json, status = excluded.status, source = excluded.source, "
            "last_idx = excluded.last_idx, updated_at = excluded.updated_at",
            (session_id, data, status, source, last_idx, now, now),
        )

    def rule_links(self, rule_id: str) -> list[sqlite3.Row]:
        """A rule's session links with their diary (session_id, relation, status, json)."""
        rows: list[sqlite3.Row] = self.store.conn.execute(
            "SELECT l.session_id, l.relation, d.status, d.json FROM rule_links l "
            "LEFT JOIN diaries d ON d.session_id = l.session_id "
            "WHERE l.bullet_id = ? ORDER BY l.session_id, l.relation",
            (rule_id,),
        ).fetchall()
        return rows

    @staticmethod
    def forget_learned(conn: sqlite3.Connection, session_id: str) -> None:
        """Delete what the learning loop derived from a session (inside the
        forgetting transaction, on its connection: a `forget_session` cleanup)."""
        for table in _LEARNED_TABLES:
            conn.execute(f"DELETE FROM {table} WHERE session_id = ?", (session_id,))
        conn.execute("DELETE FROM surfaced_rules WHERE session_id = ?", (session_id,))


# -- forgetting a session (`ingest.pipeline.forget_session`, inside its transaction) ----------


def session_exists(conn: sqlite3.Connection, session_id: str) -> bool:
    return conn.execute("SELECT 1 FROM sessions WHERE id = ?", (session_id,)).fetchone() is not None


def drop_message_vectors(conn: sqlite3.Connection, session_id: str) -> None:
    """Delete the vectors of a session's messages and of its diary (when the embeddings
    table exists)."""
    tables = {r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type='table'")}
    if "embeddings" in tables:
        conn.execute(
            "DELETE FROM embeddings WHERE kind = 'message' AND ref_id IN "
            "(SELECT CAST(id AS TEXT) FROM messages WHERE session_id = ?)",
            (session_id,),
        )
        conn.execute("DELETE FROM embeddings WHERE kind = 'diary' AND ref_id = ?", (session_id,))


def drop_session(conn: sqlite3.Connection, session_id: str) -> None:
    """Delete a session, its messages (their full-text rows go by trigger) and its old ids."""
    conn.execute("DELETE FROM messages WHERE session_id = ?", (session_id,))
    conn.execute("DELETE FROM session_aliases WHERE session_id = ?", (session_id,))
    conn.execute("DELETE FROM sessions WHERE id = ?", (session_id,))


def child_sessions(conn: sqlite3.Connection, session_id: str) -> list[str]:
    """The subagents' sessions a session started (their `parent_id`), at any depth."""
    rows = conn.execute(
        "WITH RECURSIVE kids(id) AS (SELECT id FROM sessions WHERE parent_id = ? "
        "UNION SELECT s.id FROM sessions s JOIN kids k ON s.parent_id = k.id) "
        "SELECT id FROM kids ORDER BY id",
        (session_id,),
    )
    return [str(r[0]) for r in rows]


def derived_counts(conn: sqlite3.Connection, session_ids: Sequence[str]) -> dict[str, int]:
    """What forgetting these sessions deletes, counted: messages, vectors, diaries, rule
    links, surfacings, learnt feedback and old ids."""
    marks = ",".join("?" * len(session_ids))
    ids = list(session_ids)
    tables = {r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type='table'")}
    counts = {
        "messages": f"SELECT count(*) FROM messages WHERE session_id IN ({marks})",
        "vectors": "SELECT count(*) FROM embeddings WHERE kind = 'message' AND ref_id IN "
        f"(SELECT CAST(id AS TEXT) FROM messages WHERE session_id IN ({marks}))",
        "diary_vectors": "SELECT count(*) FROM embeddings WHERE kind = 'diary' "
        f"AND ref_id IN ({marks})",
        "diaries": f"SELECT count(*) FROM diaries WHERE session_id IN ({marks})",
        "rule_links": f"SELECT count(*) FROM rule_links WHERE session_id IN ({marks})",
        "surfaced": f"SELECT count(*) FROM surfaced_rules WHERE session_id IN ({marks})",
        "learned_feedback": f"SELECT count(*) FROM learned_feedback WHERE session_id IN ({marks})",
        "aliases": f"SELECT count(*) FROM session_aliases WHERE session_id IN ({marks})",
    }
    table_of = {
        "vectors": "embeddings",
        "diary_vectors": "embeddings",
        "surfaced": "surfaced_rules",
        "aliases": "session_aliases",
    }
    return {
        name: int(conn.execute(sql, ids).fetchone()[0]) if table_of.get(name, name) in tables else 0
        for name, sql in counts.items()
    }


def linked_rules(conn: sqlite3.Connection, session_ids: Sequence[str]) -> list[str]:
    """The rules learnt from or checked against these sessions (`rule_links`)."""
    marks = ",".join("?" * len(session_ids))
    rows = conn.execute(
        f"SELECT DISTINCT bullet_id FROM rule_links WHERE session_id IN ({marks}) "
        "ORDER BY bullet_id",
        list(session_ids),
    )
    return [str(r[0]) for r in rows]


def facts_citing(conn: sqlite3.Connection, session_ids: Sequence[str]) -> int:
    """How many facts of MEMORY.md name one of these sessions among their support."""
    marks = ",".join("?" * len(session_ids))
    row = conn.execute(
        "SELECT count(*) FROM facts f WHERE EXISTS (SELECT 1 FROM json_each(f.sessions) j "
        f"WHERE j.value IN ({marks}))",
        list(session_ids),
    ).fetchone()
    return int(row[0])


@contextmanager
def secure_delete(store: Store) -> Iterator[None]:
    """Zero what is deleted meanwhile (`PRAGMA secure_delete`), then empty the WAL.

    A forgotten session's text must not stay readable in the free pages of
    the file, nor in old page versions in the write-ahead log. The WAL is
    emptied when no reader holds it (the daemon's own readers are between
    requests); else at its next checkpoint.
    """
    before = store.conn.execute("PRAGMA secure_delete").fetchone()[0]
    store.conn.execute("PRAGMA secure_delete = ON")
    try:
        yield
    finally:
        store.conn.execute(f"PRAGMA secure_delete = {int(before)}")
    store.conn.execute("PRAGMA wal_checkpoint(TRUNCATE)").fetchone()


def holds_session(path: Path, session_id: str) -> bool:
    """Whether the database file at `path` (a backup) holds this session, read-only."""
    try:
        conn = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
    except sqlite3.Error:
        return False
    try:
        row = conn.execute("SELECT 1 FROM sessions WHERE id = ?", (session_id,)).fetchone()
    except sqlite3.Error:
        return False
    finally:
        conn.close()
    return row is not None
