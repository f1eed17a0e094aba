"""The ingest writer's statements, and the ingest bookkeeping tables: `ingest_checkpoints`
(how far each source was read), `ingest_skips` (what was passed over, by reason) and
`watched_projects` (the folders added with `kenning watch`).

`ingest/writer.py` is the only writer of sessions and messages: it sanitizes and binds
the rows and calls these functions inside its one transaction per source, so a crash
leaves either the rows and their checkpoint or neither. Reads of sessions and
messages for everyone else are `store.sessions.SessionRepo`'s.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Iterable, Sequence
from typing import Any

from kenning.daemon.store.db import Store

__all__ = [
    "CHECKPOINT_COLUMNS",
    "add_watched",
    "agent_checkpoints",
    "agent_skips",
    "cache_size",
    "checkpoint_row",
    "checkpoint_rows",
    "clear_partial",
    "count_skips",
    "defer_fts",
    "delete_messages",
    "first_failure",
    "index_deferred",
    "mark_partial",
    "message_count",
    "message_span",
    "partial_sessions",
    "record_failure",
    "remove_watched",
    "save_checkpoint",
    "session_span",
    "set_cache_size",
    "set_session_span",
    "stored_workspace",
    "upsert_messages",
    "upsert_session",
    "watched",
]

# -- sessions and messages ---------------------------------------------------------------

_UPSERT_SESSION = """
INSERT INTO sessions (id, agent, native_id, source_path, workspace, git_branch, title,
                      parent_id, started_at, ended_at, message_count, updated_at)
VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 0, ?)
ON CONFLICT(id) DO UPDATE SET
    source_path = excluded.source_path,
    workspace = coalesce(excluded.workspace, sessions.workspace),
    git_branch = coalesce(excluded.git_branch, sessions.git_branch),
    title = coalesce(sessions.title, excluded.title),
    parent_id = coalesce(excluded.parent_id, sessions.parent_id),
    updated_at = excluded.updated_at
"""

_UPSERT_MESSAGE = """
INSERT INTO messages (session_id, key, idx, role, author, model, text, tool_calls,
                      created_at, source_line, content_hash, origin)
VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
ON CONFLICT(session_id, key) DO UPDATE SET
    idx = excluded.idx, role = excluded.role, author = excluded.author,
    model = excluded.model, text = excluded.text, tool_calls = excluded.tool_calls,
    created_at = coalesce(excluded.created_at, messages.created_at),
    source_line = excluded.source_line, content_hash = excluded.content_hash,
    origin = excluded.origin
WHERE messages.content_hash != excluded.content_hash OR messages.idx != excluded.idx
    OR messages.origin IS NOT excluded.origin
"""


def upsert_session(conn: sqlite3.Connection, head: Sequence[Any]) -> None:
    """Insert a session or update what a later read knows better (see `_UPSERT_SESSION`)."""
    conn.execute(_UPSERT_SESSION, head)


def upsert_messages(conn: sqlite3.Connection, rows: Iterable[Sequence[Any]]) -> int:
    """Upsert messages on (session_id, key); an unchanged one is not rewritten (its FTS
    row stays). The rowcount SQLite reports (-1 when it cannot tell)."""
    return int(conn.executemany(_UPSERT_MESSAGE, rows).rowcount)


def delete_messages(conn: sqlite3.Connection, session_id: str, keys: Iterable[str]) -> int:
    """Delete a session's messages by key; the rowcount SQLite reports."""
    cur = conn.executemany(
        "DELETE FROM messages WHERE session_id = ? AND key = ?",
        [(session_id, k) for k in keys],
    )
    return int(cur.rowcount)


def message_count(conn: sqlite3.Connection, session_id: str) -> Any:
    """A session's stored messages, counted on the (session_id, idx) index."""
    return conn.execute(
        "SELECT count(*) FROM messages WHERE session_id = ?", (session_id,)
    ).fetchone()[0]


def message_span(conn: sqlite3.Connection, session_id: str) -> tuple[Any, Any]:
    """(first, last) `created_at` of a session's stored messages."""
    first, last = conn.execute(
        "SELECT min(created_at), max(created_at) FROM messages WHERE session_id = ?",
        (session_id,),
    ).fetchone()
    return first, last


def session_span(conn: sqlite3.Connection, session_id: str) -> tuple[Any, Any]:
    """The stored (started_at, ended_at) of a session; (None, None) without it."""
    row = conn.execute(
        "SELECT started_at, ended_at FROM sessions WHERE id = ?", (session_id,)
    ).fetchone()
    return (row[0], row[1]) if row else (None, None)


def stored_workspace(conn: sqlite3.Connection, session_id: str) -> str | None:
    """The workspace a session is stored with (None for a new session or none stored)."""
    row = conn.execute("SELECT workspace FROM sessions WHERE id = ?", (session_id,)).fetchone()
    return row[0] if row is not None and row[0] else None


def set_session_span(
    conn: sqlite3.Connection, session_id: str, count: int, first: str | None, last: str | None
) -> None:
    conn.execute(
        "UPDATE sessions SET message_count = ?, started_at = ?, ended_at = ? WHERE id = ?",
        (count, first, last, session_id),
    )


def defer_fts(conn: sqlite3.Connection) -> int:
    """Turn the per-row FTS triggers off for the rows this transaction inserts; the
    highest message id before them (see `ingest/writer.py`)."""
    above = int(conn.execute("SELECT coalesce(max(id), 0) FROM messages").fetchone()[0])
    conn.execute("DELETE FROM fts_deferred")
    conn.execute("INSERT INTO fts_deferred (above) VALUES (?)", (above,))
    return above


def index_deferred(conn: sqlite3.Connection, above: int) -> None:
    """Index the messages above `above` in one statement; the triggers back on."""
    conn.execute(
        "INSERT INTO messages_fts (rowid, text, role, author) "
        "SELECT id, text, role, coalesce(author, '') FROM messages WHERE id > ?",
        (above,),
    )
    conn.execute("DELETE FROM fts_deferred")


# -- checkpoints and skips -------------------------------------------------------------------

_UPSERT_CHECKPOINT = """
INSERT INTO ingest_checkpoints (source_path, agent, device, inode, size, mtime_ns, head_hash,
                                offset, state, sessions, messages, skipped, last_error, updated_at,
                                partial)
SELECT ?, ?, ?, ?, ?, ?, ?, ?, ?, count(*), coalesce(sum(message_count), 0), ?, NULL, ?, ?
FROM sessions WHERE source_path = ?
ON CONFLICT(source_path) DO UPDATE SET
    agent = excluded.agent, device = excluded.device, inode = excluded.inode,
    size = excluded.size, mtime_ns = excluded.mtime_ns, head_hash = excluded.head_hash,
    offset = excluded.offset, state = excluded.state, sessions = excluded.sessions,
    messages = excluded.messages,
    skipped = CASE WHEN ? THEN excluded.skipped
                   ELSE ingest_checkpoints.skipped + excluded.skipped END,
    last_error = NULL, updated_at = excluded.updated_at, partial = excluded.partial
"""

_COUNT_SKIP = """
INSERT INTO ingest_skips (agent, reason, count, first_source, first_detail, last_at)
VALUES (?, ?, ?, ?, ?, ?)
ON CONFLICT(agent, reason) DO UPDATE SET
    count = ingest_skips.count + excluded.count, last_at = excluded.last_at
"""


def save_checkpoint(conn: sqlite3.Connection, params: Sequence[Any]) -> None:
    """Write a source's checkpoint, its session and message totals counted from the
    stored sessions (parameters in the order of `_UPSERT_CHECKPOINT`)."""
    conn.execute(_UPSERT_CHECKPOINT, params)


def mark_partial(conn: sqlite3.Connection, session_ids: Iterable[str]) -> None:
    """Mark sessions as holding only part of their source (a read stopped between slices)."""
    conn.executemany("UPDATE sessions SET partial = 1 WHERE id = ?", [(s,) for s in session_ids])


def clear_partial(conn: sqlite3.Connection, source: str) -> None:
    """The sessions of a source read to its end are whole again."""
    conn.execute("UPDATE sessions SET partial = 0 WHERE source_path = ? AND partial", (source,))


def partial_sessions(conn: sqlite3.Connection, source: str) -> list[tuple[str, int]]:
    """(id, message count) of a source's sessions marked partial."""
    rows = conn.execute(
        "SELECT id, message_count FROM sessions WHERE source_path = ? AND partial ORDER BY id",
        (source,),
    )
    return [(str(r[0]), int(r[1])) for r in rows]


def count_skips(conn: sqlite3.Connection, rows: Iterable[Sequence[Any]]) -> None:
    """Add (agent, reason, count, first source, first detail, now) to the skip counters."""
    conn.executemany(_COUNT_SKIP, rows)


def record_failure(conn: sqlite3.Connection, source: str, agent: str, error: str, now: str) -> None:
    """Keep a source's read error in its checkpoint (created if never read), which
    does not advance."""
    conn.execute(
        """
            INSERT INTO ingest_checkpoints (source_path, agent, skipped, last_error, updated_at)
            VALUES (?, ?, 1, ?, ?)
            ON CONFLICT(source_path) DO UPDATE SET
                skipped = ingest_checkpoints.skipped + 1,
                last_error = excluded.last_error, updated_at = excluded.updated_at
            """,
        (source, agent, error, now),
    )


#: the columns of a checkpoint as `ingest/writer.py` reads it back
CHECKPOINT_COLUMNS = (
    "SELECT source_path, agent, device, inode, size, mtime_ns, head_hash, offset, state, partial "
    "FROM ingest_checkpoints"
)


def checkpoint_row(store: Store, source: str) -> sqlite3.Row | None:
    """The stored checkpoint of a source (`CHECKPOINT_COLUMNS`), or None."""
    row: sqlite3.Row | None = store.conn.execute(
        f"{CHECKPOINT_COLUMNS} WHERE source_path = ?", (source,)
    ).fetchone()
    return row


def checkpoint_rows(store: Store) -> sqlite3.Cursor:
    """Every stored checkpoint (`CHECKPOINT_COLUMNS`): one query for a whole scan."""
    return store.conn.execute(CHECKPOINT_COLUMNS)


def agent_checkpoints(store: Store, agent: str) -> tuple[Any, Any, Any]:
    """(sources read, sources failed, last update) of an agent's checkpoints."""
    read, failed, last = store.conn.execute(
        "SELECT count(inode), sum(last_error IS NOT NULL), max(updated_at) "
        "FROM ingest_checkpoints WHERE agent = ?",
        (agent,),
    ).fetchone()
    return read, failed, last


def first_failure(store: Store, agent: str) -> sqlite3.Row | None:
    """(source_path, last_error) of an agent's oldest failing source, or None."""
    row: sqlite3.Row | None = store.conn.execute(
        "SELECT source_path, last_error FROM ingest_checkpoints "
        "WHERE agent = ? AND last_error IS NOT NULL ORDER BY updated_at LIMIT 1",
        (agent,),
    ).fetchone()
    return row


def agent_skips(store: Store, agent: str) -> sqlite3.Cursor:
    """(reason, count, first_source, first_detail) of an agent's skips, by reason."""
    return store.conn.execute(
        "SELECT reason, count, first_source, first_detail FROM ingest_skips "
        "WHERE agent = ? ORDER BY reason",
        (agent,),
    )


# -- the connection's page cache during a run ------------------------------------------------


def cache_size(store: Store) -> Any:
    """The connection's page cache setting (`PRAGMA cache_size`)."""
    return store.conn.execute("PRAGMA cache_size").fetchone()[0]


def set_cache_size(store: Store, value: int) -> None:
    """Set the page cache: `value` pages, or -`value` KiB when it is negative."""
    store.conn.execute(f"PRAGMA cache_size = {int(value)}")


# -- watched projects ----------------------------------------------------------------------------


def watched(store: Store) -> list[str]:
    """The folders added with `kenning watch`, oldest first."""
    rows = store.conn.execute("SELECT path FROM watched_projects ORDER BY added_at, path")
    return [r[0] for r in rows]


def add_watched(conn: sqlite3.Connection, path: str, now: str) -> int:
    """Remember a folder; the rowcount (0: it was there already)."""
    cur = conn.execute(
        "INSERT OR IGNORE INTO watched_projects (path, added_at) VALUES (?, ?)", (path, now)
    )
    return int(cur.rowcount)


def remove_watched(conn: sqlite3.Connection, path: str) -> int:
    """Forget a folder; the rowcount (0: it was not there)."""
    return int(conn.execute("DELETE FROM watched_projects WHERE path = ?", (path,)).rowcount)
