"""The `embeddings` table (m003): stored vectors, what still waits for one, and the texts
they were made from.

`retrieval/vectors/index.py` decides what to embed and keeps the index in RAM; these
functions run its statements unchanged. A vector row is keyed by (kind, ref_id, model)
and carries the content hash of the text it was made from: a changed text is pending
again, an unchanged one never is.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Collection, Iterable, Sequence
from typing import Any

from kenning.daemon.store.db import Store, table_exists

__all__ = [
    "SOURCES",
    "count_message_vectors",
    "count_messages",
    "count_pending_rules",
    "has_source",
    "newest_rows",
    "newest_time",
    "pending",
    "recent_count",
    "source_texts",
    "stored",
    "sync_count",
    "sync_rows",
    "write",
]

#: where the text of each kind lives: table, id column, text column, hash column
SOURCES: dict[str, tuple[str, str, str, str]] = {
    # a message is embedded as `dense_text` (no speaker label, context when
    # short): the scheme suffix re-embeds vectors made from the raw text
    "message": ("messages", "id", "text", "content_hash || ':dense-v1'"),
    # a rule's vector holds its situation too (tags): the scheme suffix re-embeds
    # vectors made from the text alone
    "bullet": ("bullets", "id", "content", "content_hash || ':situation'"),
    # a diary is stored as JSON and versioned by updated_at (m004): its JSON is
    # the text, its update time stands in for a content hash
    "diary": ("diaries", "session_id", "json", "updated_at"),
}


def has_source(store: Store, kind: str) -> bool:
    """Does the table holding `kind`'s text exist yet (its area may not have shipped it)?"""
    return table_exists(store, SOURCES[kind][0])


def pending(
    store: Store,
    kind: str,
    model: str,
    limit: int | None,
    ids: Collection[str] | None = None,
) -> list[sqlite3.Row]:
    """The `kind` rows without a vector of `model` or with a stale one, in rowid order:
    (id, text, content hash, then tags for a rule, role for a message, NULL for a diary);
    among `ids` only, when given (each looked up by its key: no walk of the table).

    The rows are materialised: writing while a SELECT cursor is open on the same rows
    would see our own inserts.
    """
    table, id_col, text_col, hash_col = SOURCES[kind]
    # a rule is embedded with its situation (tags), so a task worded as a job meets it
    extra = {"rule": ", t.tags", "message": ", t.role"}.get(kind, ", NULL")
    # messages: every row is taken (empty ones get a skip mark), so the
    # backlog is a difference of two counts; rules and diaries skip empty text
    empty = "" if kind == "message" else f"AND trim(t.{text_col}) != ''"
    params: list[Any] = [kind, model]
    among = ""
    if ids is not None:
        if not ids:
            return []
        among = f"AND t.{id_col} IN ({','.join('?' * len(ids))})"
        params += list(ids)
    sql = f"""
        SELECT t.{id_col}, t.{text_col}, t.{hash_col}{extra}
        FROM {table} t
        LEFT JOIN embeddings e
          ON e.kind = ? AND e.ref_id = CAST(t.{id_col} AS TEXT) AND e.model = ?
        WHERE (e.ref_id IS NULL OR e.content_hash != t.{hash_col}) {empty} {among}
        ORDER BY t.rowid
    """ + ("" if limit is None else f" LIMIT {int(limit)}")
    return store.query(sql, params)


def write(conn: sqlite3.Connection, rows: Iterable[tuple[Any, ...]]) -> None:
    """Insert or replace vectors: (kind, ref_id, content_hash, model, dim, vector,
    created_at) rows, in the caller's transaction."""
    conn.executemany(
        "INSERT OR REPLACE INTO embeddings "
        "(kind, ref_id, content_hash, model, dim, vector, created_at) "
        "VALUES (?, ?, ?, ?, ?, ?, ?)",
        rows,
    )


# -- the backlog ----------------------------------------------------------------------


def count_message_vectors(store: Store, model: str) -> int:
    """Message rows of `model` (vectors and skip marks)."""
    return int(
        store.execute(
            "SELECT count(*) FROM embeddings WHERE kind = 'message' AND model = ?", (model,)
        ).fetchone()[0]
    )


def count_messages(store: Store) -> int:
    return int(store.execute("SELECT count(*) FROM messages").fetchone()[0])


#: up to this many rules the pending ones are counted exactly (a join of every
#: rule with its vector: ~0.3 s at 100,000 rules, asked every few seconds)
EXACT_PENDING_RULES = 10_000


def count_pending_rules(store: Store, model: str) -> int:
    """Rules with text and no current vector of `model`: exactly up to
    `EXACT_PENDING_RULES` rules; above, the rules minus their vectors (two index
    counts; like messages, a changed rule waiting for a new vector is not counted)."""
    total = int(store.execute("SELECT count(*) FROM bullets").fetchone()[0])
    if total > EXACT_PENDING_RULES:
        have = store.execute(
            "SELECT count(*) FROM embeddings WHERE kind = 'bullet' AND model = ?", (model,)
        ).fetchone()[0]
        return max(0, total - int(have))
    _, _, _, hash_col = SOURCES["bullet"]
    return int(
        store.execute(
            f"""SELECT count(*) FROM bullets t
                LEFT JOIN embeddings e
                  ON e.kind = 'bullet' AND e.ref_id = t.id AND e.model = ?
                WHERE trim(t.content) != ''
                  AND (e.ref_id IS NULL OR e.content_hash != t.{hash_col})""",
            (model,),
        ).fetchone()[0]
    )


def newest_time(store: Store) -> str | None:
    """When the newest stored vector (of any kind and model) was written; None without one."""
    row = store.execute("SELECT created_at FROM embeddings ORDER BY rowid DESC LIMIT 1").fetchone()
    return None if row is None else str(row[0])


def recent_count(store: Store, model: str, rows: int, since: str) -> tuple[int, str | None]:
    """(how many, the oldest time) of the newest `rows` vectors of `model` written
    at or after `since`."""
    row = store.execute(
        "SELECT count(*), min(created_at) FROM ("
        "  SELECT created_at FROM embeddings WHERE model = ? ORDER BY rowid DESC LIMIT ?"
        ") WHERE created_at >= ?",
        (model, rows, since),
    ).fetchone()
    return int(row[0]), row[1]


# -- the index ------------------------------------------------------------------------------


def stored(store: Store, kind: str, model: str, dim: int, refs: Sequence[str]) -> list[sqlite3.Row]:
    """(ref_id, vector bytes) of these rows' stored vectors of `model` and width `dim`."""
    marks = ",".join("?" * len(refs))
    return store.query(
        "SELECT ref_id, vector FROM embeddings "
        f"WHERE kind = ? AND model = ? AND dim = ? AND ref_id IN ({marks})",
        [kind, model, dim, *refs],
    )


_SYNC_WHERE = "WHERE kind = ? AND model = ? AND dim = ? AND rowid >= ?"
#: after the first sync, the rowid range leads (`+kind`: not the primary key's
#: index on kind, which walks every vector of the kind, ~10 ms per 100,000)
_SINCE_WHERE = "WHERE +kind = ? AND model = ? AND dim = ? AND rowid >= ?"


def sync_count(store: Store, kind: str, model: str, dim: int, rowid: int) -> int:
    """How many `kind` vectors of `model` and width `dim` are stored from `rowid` on."""
    where = _SYNC_WHERE if rowid == 0 else _SINCE_WHERE
    (count,) = store.execute(
        f"SELECT count(*) FROM embeddings {where}", (kind, model, dim, rowid)
    ).fetchone()
    return int(count)


def sync_rows(store: Store, kind: str, model: str, dim: int, rowid: int) -> sqlite3.Cursor:
    """A cursor over (rowid, ref_id, vector) of the vectors `sync_count` counts, in
    rowid order: the caller fetches them a chunk at a time. From `rowid` 0 the
    index on kind finds them; from a later rowid the rows stored since are
    read in order (every kind's: the caller moves on to `last_rowid`)."""
    where = _SYNC_WHERE if rowid == 0 else _SINCE_WHERE
    return store.execute(
        f"SELECT rowid, ref_id, vector FROM embeddings {where} ORDER BY rowid",
        (kind, model, dim, rowid),
    )


def newest_rows(store: Store) -> tuple[int, int]:
    """The highest message id and `embeddings` rowid (0 when empty): two b-tree steps."""
    row = store.execute(
        "SELECT (SELECT coalesce(max(id), 0) FROM messages), "
        "(SELECT coalesce(max(rowid), 0) FROM embeddings)"
    ).fetchone()
    return int(row[0]), int(row[1])


def last_rowid(store: Store) -> int:
    """The highest rowid of `embeddings` (0 when empty): one b-tree step."""
    return int(store.execute("SELECT coalesce(max(rowid), 0) FROM embeddings").fetchone()[0])


def source_texts(store: Store, kind: str, keys: Sequence[str | int]) -> list[sqlite3.Row]:
    """(id, text) of these `kind` rows (message ids as integers: the primary key is used)."""
    table, id_col, text_col, _ = SOURCES[kind]
    marks = ",".join("?" * len(keys))
    return store.query(
        f"SELECT {id_col}, {text_col} FROM {table} WHERE {id_col} IN ({marks})", keys
    )
