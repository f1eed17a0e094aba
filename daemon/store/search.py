"""The reads of retrieval: full-text ranking over `messages_fts`, `messages_trigram`,
`bullets_fts` and `team_rules_fts`, and the rows a search shows.

The ranking, planning and fusion stay in `kenning.daemon.retrieval`; these functions
run its statements unchanged and hand back the rows as SQLite gives them. A `where`
argument is a `SearchFilters.sql()` fragment over `m` (messages) and `s` (sessions),
bound with its `params`.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Sequence
from typing import Any

from kenning.daemon.store.db import Store

__all__ = [
    "allowed_messages",
    "fts_doc_count",
    "hit_rows",
    "matching_messages",
    "max_message_id",
    "message_days",
    "message_texts",
    "neighbour_rows",
    "newest_day",
    "previous_turns",
    "ranked_messages",
    "rule_bm25",
    "rule_doc_count",
    "rule_hits",
    "rule_index_size",
    "snippets",
    "trigram_ranked",
    "trigram_substring",
]

# -- messages: full text -------------------------------------------------------------


def _fts_count(store: Store, table: str, term: str, limit: int) -> int:
    """How many rows of the FTS5 `table` match `term`, counted up to `limit`."""
    return int(
        store.execute(
            f"SELECT count(*) FROM (SELECT 1 FROM {table} WHERE {table} MATCH ? LIMIT ?)",
            (term, limit),
        ).fetchone()[0]
    )


def fts_doc_count(store: Store, term: str, limit: int) -> int:
    """How many messages match an FTS5 term, counted up to `limit`."""
    return _fts_count(store, "messages_fts", term, limit)


def max_message_id(conn: sqlite3.Connection) -> Any:
    """The highest message id, 0 without messages (AUTOINCREMENT: ids only grow)."""
    return conn.execute("SELECT coalesce(max(id), 0) FROM messages").fetchone()[0]


def ranked_messages(
    store: Store,
    match: str,
    rank: str,
    order: str,
    depth: int,
    where: str | None = None,
    params: Sequence[Any] = (),
) -> list[sqlite3.Row]:
    """(message id, FTS5 rank) of the messages matching `match`, in `order`, at most
    `depth`; with `where`, only those of the filtered messages and sessions."""
    if where is None:
        return store.query(
            "SELECT rowid, rank FROM messages_fts WHERE messages_fts MATCH ? AND rank MATCH ? "
            f"ORDER BY {order} LIMIT ?",
            (match, rank, depth),
        )
    return store.query(
        f"""
            SELECT m.id, messages_fts.rank FROM messages_fts
            JOIN messages m ON m.id = messages_fts.rowid
            JOIN sessions s ON s.id = m.session_id
            WHERE messages_fts MATCH ? AND messages_fts.rank MATCH ? AND {where}
            ORDER BY {order} LIMIT ?
            """,
        [match, rank, *params, depth],
    )


_TRIGRAM_JOIN = "JOIN messages m ON m.id = t.rowid JOIN sessions s ON s.id = m.session_id"


def trigram_ranked(
    store: Store, match: str, where: str, params: Sequence[Any], depth: int
) -> list[sqlite3.Row]:
    """(message id, rank) of the filtered messages whose trigrams match, best first."""
    return store.query(
        f"SELECT t.rowid, t.rank FROM messages_trigram t {_TRIGRAM_JOIN} "
        f"WHERE messages_trigram MATCH ? AND {where} ORDER BY t.rank LIMIT ?",
        [match, *params, depth],
    )


def trigram_substring(
    store: Store, run: str, where: str, params: Sequence[Any], depth: int
) -> list[sqlite3.Row]:
    """Ids of the filtered, trigram-indexed messages holding `run`, newest first."""
    return store.query(
        f"SELECT t.rowid FROM messages_trigram t {_TRIGRAM_JOIN} "
        f"WHERE instr(t.text, ?) > 0 AND {where} ORDER BY t.rowid DESC LIMIT ?",
        [run, *params, depth],
    )


def message_texts(store: Store, ids: Sequence[int]) -> list[sqlite3.Row]:
    """(id, text) of these messages."""
    marks = ",".join("?" * len(ids))
    return store.query(f"SELECT id, text FROM messages WHERE id IN ({marks})", list(ids))


def neighbour_rows(store: Store, ids: Sequence[int]) -> list[sqlite3.Row]:
    """(message id, session id, id of the message before it or None, id of the one after
    it or None, content hash) for these messages, by their place (`idx`) in their session."""
    marks = ",".join("?" * len(ids))
    return store.query(
        f"SELECT m.id, m.session_id, p.id, n.id, m.content_hash FROM messages m "
        f"LEFT JOIN messages p ON p.session_id = m.session_id AND p.idx = m.idx - 1 "
        f"LEFT JOIN messages n ON n.session_id = m.session_id AND n.idx = m.idx + 1 "
        f"WHERE m.id IN ({marks})",
        list(ids),
    )


def newest_day(store: Store, where: str, params: Sequence[Any], last: int = 200) -> str | None:
    """The day (YYYY-MM-DD) of the newest of the `last` messages stored that the filter
    keeps, None without one.

    Walks the messages from the highest id (ids only grow: the order they were
    stored in) and stops after `last` kept rows; no index on time is needed."""
    row = store.query(
        f"SELECT max(day) FROM (SELECT substr(coalesce(m.created_at, s.started_at), 1, 10) "
        f"AS day FROM messages m JOIN sessions s ON s.id = m.session_id "
        f"WHERE {where} ORDER BY m.id DESC LIMIT ?)",
        [*params, last],
    )
    return str(row[0][0]) if row and row[0][0] else None


def previous_turns(store: Store, ids: Sequence[int], roles: tuple[str, ...]) -> list[sqlite3.Row]:
    """(message id, text of the message just before it) for these messages, when both
    are in `roles`."""
    marks = ",".join("?" * len(ids))
    return store.query(
        f"SELECT m.id, p.text FROM messages m JOIN messages p "
        f"ON p.session_id = m.session_id AND p.idx = m.idx - 1 "
        f"WHERE m.id IN ({marks}) AND m.role IN {roles} AND p.role IN {roles}",
        ids,
    )


# -- messages: filters and hits ------------------------------------------------------------


def allowed_messages(
    store: Store, ids: Sequence[int], where: str, params: Sequence[Any]
) -> list[sqlite3.Row]:
    """The ids among `ids` that the filter keeps."""
    marks = ",".join("?" * len(ids))
    return store.query(
        f"SELECT m.id FROM messages m JOIN sessions s ON s.id = m.session_id "
        f"WHERE m.id IN ({marks}) AND {where}",
        [*ids, *params],
    )


def matching_messages(store: Store, where: str, params: Sequence[Any]) -> list[sqlite3.Row]:
    """The ids of every message the filter keeps."""
    return store.query(
        f"SELECT m.id FROM messages m JOIN sessions s ON s.id = m.session_id WHERE {where}",
        params,
    )


def message_days(store: Store, ids: Sequence[int]) -> list[sqlite3.Row]:
    """(id, day as YYYY-MM-DD or None) of these messages, their session's start standing
    in for a message without a time."""
    marks = ",".join("?" * len(ids))
    return store.query(
        f"SELECT m.id, substr(coalesce(m.created_at, s.started_at), 1, 10) FROM messages m "
        f"JOIN sessions s ON s.id = m.session_id WHERE m.id IN ({marks})",
        list(ids),
    )


_HIT_COLUMNS = """
    m.id, m.session_id, m.idx, s.source_path, m.source_line, s.agent, s.workspace,
    s.title, m.role, coalesce(m.created_at, s.started_at) AS created_at, m.origin
"""


def hit_rows(store: Store, ids: Sequence[int]) -> list[sqlite3.Row]:
    """What a search hit shows of these messages: id, session_id, idx, source_path,
    source_line, agent, workspace, title, role, created_at, text."""
    marks = ",".join("?" * len(ids))
    return store.query(
        f"SELECT {_HIT_COLUMNS}, m.text FROM messages m "
        f"JOIN sessions s ON s.id = m.session_id WHERE m.id IN ({marks})",
        ids,
    )


def snippets(
    store: Store, highlight: tuple[str, str], ellipsis: str, match: str, ids: Sequence[int]
) -> list[sqlite3.Row]:
    """(id, FTS5 snippet of the text around `match`) of these messages."""
    marks = ",".join("?" * len(ids))
    return store.query(
        f"SELECT rowid, snippet(messages_fts, 0, ?, ?, ?, 24) FROM messages_fts "
        f"WHERE messages_fts MATCH ? AND rowid IN ({marks})",
        [*highlight, ellipsis, match, *ids],
    )


# -- rules -----------------------------------------------------------------------------------


def rule_hits(
    store: Store, highlight: tuple[str, str], ellipsis: str, match: str, limit: int
) -> list[sqlite3.Row]:
    """(id, content, snippet, rank) of the rules best matching `match` over their
    content, category and tags."""
    return store.query(
        "SELECT f.id, b.content, snippet(bullets_fts, 1, ?, ?, ?, 24), f.rank "
        "FROM bullets_fts f JOIN bullets b ON b.id = f.id "
        "WHERE bullets_fts MATCH ? AND f.rank MATCH 'bm25(0, 1.0, 0.5, 0.5)' "
        "ORDER BY f.rank LIMIT ?",
        [*highlight, ellipsis, match, limit],
    )


def rule_bm25(store: Store, match: str, limit: int, *, newest: bool = False) -> list[sqlite3.Row]:
    """(rule id, BM25) of the best `limit` local rules, then of the best `limit` team
    rules (daemon/team/: their own index, built the same way).

    With `newest`, the `limit` newest matching rows of each index instead, with
    their BM25: FTS5 walks the posting lists backwards and stops there, so a
    match of tens of thousands of rules costs what `limit` of them cost.
    """
    order = "rowid DESC" if newest else "2"
    rows = store.query(
        "SELECT id, bm25(bullets_fts, 0.0, 1.0, 0.5, 0.5) FROM bullets_fts "
        f"WHERE bullets_fts MATCH ? ORDER BY {order} LIMIT ?",
        (match, limit),
    )
    rows += store.query(
        "SELECT id, bm25(team_rules_fts, 0.0, 1.0, 0.5, 0.5) FROM team_rules_fts "
        f"WHERE team_rules_fts MATCH ? ORDER BY {order} LIMIT ?",
        (match, limit),
    )
    return rows


def rule_doc_count(store: Store, term: str, limit: int) -> int:
    """How many local rules match an FTS5 term, counted up to `limit`."""
    return _fts_count(store, "bullets_fts", term, limit)


def rule_index_size(store: Store) -> int:
    """An upper bound of the rows of `bullets_fts` (its highest rowid): one b-tree step."""
    return int(store.execute("SELECT coalesce(max(rowid), 0) FROM bullets_fts").fetchone()[0])
