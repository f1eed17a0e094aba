"""Commit a `ReadResult`: sanitized rows, the checkpoint and the skip counts, atomically.

Everything a read produced goes into one `store.transaction()`: the sessions,
their messages, the checkpoint saying how far the source was read, and the
skip counters. A crash (kill -9) before COMMIT leaves the old checkpoint and
no rows, so the next read repeats exactly this work; after COMMIT both are
there. Messages are upserted on `UNIQUE(session_id, key)`, so a re-read never
duplicates, and an unchanged message is not rewritten (its FTS row stays).

Every text field, tool input and tool output passes through the sanitizer
before it is bound to a statement: a secret never reaches the database file.
"""

from __future__ import annotations

import hashlib
import sqlite3
from collections.abc import Iterable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field, replace
from datetime import UTC, datetime
from typing import Any

import orjson

from kenning.daemon.core.models import to_iso, utcnow
from kenning.daemon.core.transcripts import Message, Session, ToolCall
from kenning.daemon.safety.redactor import JsonRedactor
from kenning.daemon.store import ingest as ingest_rows
from kenning.daemon.store.db import Store

from .base import READ_CHUNK_BYTES, Checkpoint, ReadResult, Skip

__all__ = [
    "Prepared",
    "WriteStats",
    "commit",
    "commit_many",
    "ingest_cache",
    "load_checkpoint",
    "load_checkpoints",
    "message_hash",
    "prepare",
    "record_failure",
    "stamp",
    "stored_tool_calls",
    "write_result",
]


@dataclass
class WriteStats:
    """What one `write_result` stored."""

    sessions: int = 0
    messages: int = 0  # rows inserted or changed
    removed: int = 0
    skipped: int = 0


def stamp(moment: datetime | None) -> str | None:
    """A timestamp as stored: UTC, millisecond precision, `Z` (sorts as text)."""
    if moment is None:
        return None
    if moment.tzinfo is not UTC:
        moment = moment.replace(tzinfo=UTC) if moment.tzinfo is None else moment.astimezone(UTC)
    # what isoformat(timespec="milliseconds") writes, in half its time (one per
    # message); %-formatting measured faster than the f-string with the same specs
    return "%04d-%02d-%02dT%02d:%02d:%02d.%03dZ" % (  # noqa: UP031
        moment.year,
        moment.month,
        moment.day,
        moment.hour,
        moment.minute,
        moment.second,
        moment.microsecond // 1000,
    )


def message_hash(role: str, text: str, tool_calls: str | None) -> str:
    """The content hash of a stored message (sanitized fields), tagged with its scheme."""
    data = f"{role}\x1f{text}\x1f{tool_calls or ''}".encode("utf-8", "surrogatepass")
    return f"m1:{hashlib.sha256(data).hexdigest()[:32]}"


class _Cached:
    """Redaction with a memo for the short strings that repeat (model, author, tool names)."""

    def __init__(self, sanitizer: JsonRedactor) -> None:
        self.sanitizer = sanitizer
        self.memo: dict[str, str] = {}
        # a session's tool outputs redacted with its messages' texts (`prepare`)
        self.outputs: dict[str, str] = {}
        # the last time stamped: the messages of one line share its datetime
        self.moment: datetime | None = None
        self.stamped: str | None = None

    def stamp(self, moment: datetime | None) -> str | None:
        if moment is not self.moment:
            self.moment, self.stamped = moment, stamp(moment)
        return self.stamped

    def short(self, text: str | None) -> str | None:
        if not text:
            return text
        found = self.memo.get(text)
        if found is None:
            found = self.sanitizer.redact(text)
            if len(self.memo) < 4096:
                self.memo[text] = found
        return found


#: tool inputs nested deeper are cut: a hostile or broken transcript can nest
#: 1,000 levels (orjson parses up to 1024), but orjson writes at most 255 and
#: the sanitizer recurses once per level (Python stops at 1000): either raised
#: out of the whole ingestion run
MAX_INPUT_DEPTH = 64


def _cap_depth(value: Any, depth: int = 0) -> Any:
    """`value` with the lists and objects below `MAX_INPUT_DEPTH` levels replaced by a marker."""
    if isinstance(value, dict | list) and depth >= MAX_INPUT_DEPTH:
        return "[nested too deep]"
    if isinstance(value, dict):
        return {k: _cap_depth(v, depth + 1) for k, v in value.items()}
    if isinstance(value, list):
        return [_cap_depth(v, depth + 1) for v in value]
    return value


def _redacted_input(value: Any, sanitizer: JsonRedactor) -> Any:
    """A tool's input, depth-capped (only when it may be deep) and redacted.

    Walked member by member (`shortcut=False`): its short strings (names,
    paths, flags) are memoised by the sanitizer and its long ones searched
    once each, where the pass over the whole JSON text first searched every
    byte once more for the 41 % of inputs it then found worth the walk
    (measured on the bench corpus's tool inputs: 0.82-0.90 -> 0.49-0.69 s of
    CPU per 100k messages, the same redactions).
    """
    if isinstance(value, dict | list):
        try:
            blob = orjson.dumps(value)
        except TypeError:  # not plain JSON, or nested past orjson's limit
            return sanitizer.redact_json(_cap_depth(value))
        # nesting needs a bracket per level: fewer brackets, nothing to cap
        if blob.count(b"[") + blob.count(b"{") >= MAX_INPUT_DEPTH:
            return sanitizer.redact_json(_cap_depth(value))
        return sanitizer.redact_json(value, shortcut=False)
    return sanitizer.redact_json(value)


def _tool_json(calls: list[ToolCall], text: str, red_text: str, cache: _Cached) -> str | None:
    """The stored JSON of a message's tool calls (see `stored_tool_calls` to read it back).

    An output that is the message text (or its start) is not stored twice:
    the call says `"output": null, "output_chars": n` instead, and
    `stored_tool_calls` takes the first n characters of the stored text.
    Most tool results are such (measured on the bench corpus: 48 of 160 MB
    of stored row text was this copy).
    """
    if not calls:
        return None
    sanitizer = cache.sanitizer
    rows: list[dict[str, Any]] = []
    for call in calls:
        output = call.output
        prefix: int | None = None
        if output is not None:
            if output and text.startswith(output):
                # the output is (a prefix of) the message text, already redacted
                # whole: a secret cut by the prefix is a cut marker, never a cut secret
                prefix = len(red_text) if len(output) == len(text) else len(output)
                output = None
            else:
                redacted = cache.outputs.get(output)
                output = sanitizer.redact(output) if redacted is None else redacted
        row = {
            "name": cache.short(call.name),
            "call_id": call.call_id,
            "input": (_redacted_input(call.input, sanitizer) if call.input is not None else None),
            "output": output,
            "is_error": call.is_error,
            "exit_code": call.exit_code,
        }
        if prefix is not None:
            row["output_chars"] = prefix
        rows.append(row)
    return orjson.dumps(rows, default=str).decode()


def stored_tool_calls(text: str, raw: str | None) -> list[dict[str, Any]]:
    """The tool calls of a stored message (its `text` and `tool_calls` columns), outputs whole.

    Undoes `_tool_json`'s sharing: a call with `output_chars` gets the first
    that many characters of the text as its output. Unreadable JSON gives [].
    """
    if not raw:
        return []
    try:
        calls = orjson.loads(raw)
    except orjson.JSONDecodeError:
        return []
    if not isinstance(calls, list):
        return []
    found: list[dict[str, Any]] = []
    for call in calls:
        if not isinstance(call, dict):
            continue
        chars = call.pop("output_chars", None)
        if isinstance(chars, int) and call.get("output") is None:
            call["output"] = text[:chars]
        found.append(call)
    return found


def _message_row(session_id: str, msg: Message, red: str, cache: _Cached) -> tuple[Any, ...]:
    # one per message (`red`: its text redacted): the tests and calls a message without
    # them needs are skipped (`_value_` is what an enum's `value` property reads)
    text = msg.text
    calls = msg.tool_calls
    tools = _tool_json(calls, text, red, cache) if calls else None
    role = msg.role._value_
    author, model = msg.author, msg.model
    return (
        session_id,
        msg.key,
        msg.idx,
        role,
        cache.short(author) if author else author,
        cache.short(model) if model else model,
        red,
        tools,
        cache.stamp(msg.created_at),
        msg.source_line,
        message_hash(role, red, tools),
        msg.said_by._value_,
    )


def _span(
    conn: sqlite3.Connection, session: Session, rows: list[tuple[Any, ...]], rescan: bool
) -> tuple[int, str | None, str | None]:
    """Message count and first/last message time of a session after a write.

    The count comes from the (session_id, idx) index. The times widen the
    stored span with the new rows' times: reading `created_at` of every stored
    row would walk the overflow pages of long texts. After a removal the span
    is recomputed from the rows (`rescan`).
    """
    count = ingest_rows.message_count(conn, session.id)
    if rescan:
        first, last = ingest_rows.message_span(conn, session.id)
        stored: tuple[Any, Any] = (None, None)
    else:
        times = [r[8] for r in rows if r[8]]
        first, last = min(times, default=None), max(times, default=None)
        stored = ingest_rows.session_span(conn, session.id)
    starts = [t for t in (first, stamp(session.started_at), stored[0]) if t]
    ends = [t for t in (last, stamp(session.ended_at), stored[1]) if t]
    return int(count), min(starts, default=None), max(ends, default=None)


def _count_skips(
    conn: sqlite3.Connection, agent: str, source: str, skips: Iterable[Skip], now: str
) -> int:
    by_reason: dict[str, tuple[int, str]] = {}
    for skip in skips:
        count, first = by_reason.get(skip.reason, (0, ""))
        if not count:
            where = f"line {skip.line}: " if skip.line is not None else ""
            first = f"{where}{skip.detail}"[:500]
        by_reason[skip.reason] = (count + 1, first)
    ingest_rows.count_skips(
        conn, [(agent, r, n, source, first, now) for r, (n, first) in by_reason.items()]
    )
    return sum(n for n, _ in by_reason.values())


def _defer_fts(conn: sqlite3.Connection) -> int:
    """Turn the per-row FTS triggers off for the rows this transaction inserts.

    Returns the highest message id before them: AUTOINCREMENT gives every
    row inserted from here a larger one. The triggers (migration m006) skip
    rows above it while `fts_deferred` holds it, including updates and
    deletes of those rows, so `_index_deferred` indexes each with its final
    values. Measured on the bench corpus: ~68 -> ~39 us of CPU per message.
    """
    return ingest_rows.defer_fts(conn)


def _index_deferred(conn: sqlite3.Connection, above: int) -> None:
    """Index the rows inserted since `_defer_fts` in one statement; triggers back on.

    Runs inside the same transaction as the rows: a crash leaves neither.
    """
    ingest_rows.index_deferred(conn, above)


@dataclass
class Prepared:
    """A `ReadResult` sanitized and bound to rows, ready to commit (no database needed)."""

    result: ReadResult
    sessions: list[tuple[Session, tuple[Any, ...], list[tuple[Any, ...]]]]
    #: the checkpoint's connector state as stored: JSON, redacted
    state: str = "{}"
    #: the skips as stored: their details quote the source, so they are redacted too
    skips: list[Skip] = field(default_factory=list)


def prepare(result: ReadResult, sanitizer: JsonRedactor) -> Prepared:
    """Sanitize and serialise a read: the CPU work, done outside any transaction.

    Safe to run in another thread than the one that commits: it touches no database.
    """
    now = to_iso(utcnow())
    cache = _Cached(sanitizer)
    sessions: list[tuple[Session, tuple[Any, ...], list[tuple[Any, ...]]]] = []
    for session in result.sessions:
        head = (
            session.id,
            session.agent,
            session.native_id,
            session.source_path,
            cache.short(session.workspace),
            cache.short(session.git_branch),
            sanitizer.redact(session.title) if session.title else session.title,
            session.parent_id,
            stamp(session.started_at),
            stamp(session.ended_at),
            now,
        )
        # the texts of a session's messages redacted together: the gates' pass over all
        # of them, then the rules over each (`redact_all`: less CPU, the same texts), and
        # with them the tool outputs `_tool_json` stores apart from the text
        texts = [m.text for m in session.messages]
        outputs = [
            call.output
            for m in session.messages
            for call in m.tool_calls
            if call.output and not m.text.startswith(call.output)
        ]
        reds = sanitizer.redact_all([*texts, *outputs])
        cache.outputs = dict(zip(outputs, reds[len(texts) :], strict=True))
        del reds[len(texts) :]
        rows = [
            _message_row(session.id, m, red, cache)
            for m, red in zip(session.messages, reds, strict=True)
        ]
        sessions.append((session, head, rows))
    skips = [
        replace(skip, detail=sanitizer.redact(skip.detail)) if skip.detail else skip
        for skip in result.skips
    ]
    return Prepared(result, sessions, _redacted_state(result.checkpoint.state, sanitizer), skips)


def _redacted_state(state: dict[str, Any], sanitizer: JsonRedactor) -> str:
    """A connector's resume state as stored, redacted as the rows are.

    A state may hold words of the session (a title taken from the first user
    line, kept to name later slices): a key pasted there must not reach the
    checkpoint table verbatim when the messages have it redacted. Only the
    stored copy changes; the connector resumes from its own.

    Walked member by member without the sanitizer's pass over the whole JSON
    first (`shortcut=False`): the call ids of Claude Code's and Codex's maps
    open its probes, so that pass found a walk needed for nearly every state
    (measured on the bench corpus: the states' redaction 0.38-0.44 -> 0.15-0.16 s
    of CPU per 100k messages with the walk's plain members redacted inline, the
    same text stored).
    """
    return orjson.dumps(sanitizer.redact_json(state, shortcut=False), default=str).decode()


def write_result(store: Store, result: ReadResult, sanitizer: JsonRedactor) -> WriteStats:
    """Store one read: sessions, messages, removals, checkpoint and skips, in one transaction.

    Args:
        store: the open database.
        result: what a connector read from one source.
        sanitizer: redacts every text field and tool input/output before storage.

    Returns:
        Counts of what was written.
    """
    return commit(store, prepare(result, sanitizer))


def commit(store: Store, prepared: Prepared) -> WriteStats:
    """Write a prepared read in one transaction: rows, spans, skips and its checkpoint."""
    return commit_many(store, [prepared])[0]


def commit_many(store: Store, batch: Sequence[Prepared]) -> list[WriteStats]:
    """Write prepared reads (of different sources) in one transaction, each as `commit` would.

    One transaction for a batch of small sources instead of one each: the
    full-text rows of the whole batch are indexed in one statement (one FTS5
    segment instead of one per source) and the pages every commit rewrites
    (the b-trees' upper levels, the checkpoint and session tables) go to the
    write-ahead log once. Each source's checkpoint is still written with its
    rows: a crash before COMMIT leaves none of the batch, so each of its
    sources is read again from its old checkpoint.
    """
    now = to_iso(utcnow())
    found = [WriteStats() for _ in batch]
    writes = [(p, st) for p, st in zip(batch, found, strict=True) if not p.result.retry]
    for prepared, stats in zip(batch, found, strict=True):
        if prepared.result.retry:
            # nothing was read (a locked database): count why, keep the old checkpoint
            cp = prepared.result.checkpoint
            for skip in prepared.skips or [Skip("locked", "the source could not be read")]:
                record_failure(store, cp.agent, cp.source_path, skip)
                stats.skipped += 1
    if not writes:
        return found
    deferred = any(rows for p, _ in writes for _s, _h, rows in p.sessions)
    with store.transaction() as conn:
        if deferred:
            above = _defer_fts(conn)
        for prepared, stats in writes:
            _write(conn, prepared, stats, now)
        if deferred:
            _index_deferred(conn, above)
    return found


def _write(conn: sqlite3.Connection, prepared: Prepared, stats: WriteStats, now: str) -> None:
    """One prepared read's rows, spans, skips and checkpoint, inside `commit_many`'s transaction."""
    result = prepared.result
    cp = result.checkpoint
    for _session, head, rows in prepared.sessions:
        ingest_rows.upsert_session(conn, head)
        if rows:
            stats.messages += max(ingest_rows.upsert_messages(conn, rows), 0)
        stats.sessions += 1
    for session_id, keys in result.removed.items():
        if keys:
            stats.removed += max(ingest_rows.delete_messages(conn, session_id, keys), 0)
    touched = {s.id: (s, rows) for s, _, rows in prepared.sessions}
    for session_id in result.removed:
        if session_id not in touched:
            touched[session_id] = (
                Session(id=session_id, agent=cp.agent, native_id="", source_path=cp.source_path),
                [],
            )
    for session, rows in touched.values():
        rescan = bool(result.removed.get(session.id))
        count, first, last = _span(conn, session, rows, rescan)
        ingest_rows.set_session_span(conn, session.id, count, first, last)
    stats.skipped = _count_skips(conn, cp.agent, cp.source_path, prepared.skips, now)
    if result.more:
        # a slice: its sessions hold only part of the source until a read
        # reaches the end (a file that vanishes before leaves them so)
        ingest_rows.mark_partial(conn, touched)
    else:
        ingest_rows.clear_partial(conn, cp.source_path)
    ingest_rows.save_checkpoint(
        conn,
        (
            cp.source_path,
            cp.agent,
            cp.device,
            cp.inode,
            cp.size,
            cp.mtime_ns,
            cp.head_hash,
            cp.offset,
            prepared.state,
            stats.skipped,
            now,
            int(result.more),
            cp.source_path,
            int(result.replace),
        ),
    )


#: page cache of the writing connection during an ingestion run, in KiB: a
#: slice of `READ_CHUNK_BYTES` commits without spilling pages to the WAL
#: before COMMIT (SQLite's default, 2 MB, spilled: measured on the bench
#: corpus, 1.9 -> 1.4 GB written and a third less read)
INGEST_CACHE_KIB = 2 * READ_CHUNK_BYTES // 1024


@contextmanager
def ingest_cache(store: Store) -> Iterator[None]:
    """Raise the connection's page cache to `INGEST_CACHE_KIB` for a run, then put it back."""
    before = ingest_rows.cache_size(store)
    ingest_rows.set_cache_size(store, -INGEST_CACHE_KIB)
    try:
        yield
    finally:
        ingest_rows.set_cache_size(store, int(before))


def record_failure(store: Store, agent: str, source: str, skip: Skip) -> None:
    """Count a source that could not be read at all; its checkpoint does not advance.

    The error is kept in the checkpoint's `last_error` (the row is created if
    the source was never read) and counted under its reason in `ingest_skips`.
    """
    now = to_iso(utcnow())
    with store.transaction() as conn:
        _count_skips(conn, agent, source, [skip], now)
        ingest_rows.record_failure(conn, source, agent, f"{skip.reason}: {skip.detail}"[:500], now)


def load_checkpoint(store: Store, source: str) -> Checkpoint | None:
    """The stored checkpoint of a source, or None when it was never read."""
    return _checkpoint(ingest_rows.checkpoint_row(store, source))


def load_checkpoints(store: Store) -> dict[str, Checkpoint]:
    """Every stored checkpoint by source path (one query for a whole scan)."""
    found: dict[str, Checkpoint] = {}
    for row in ingest_rows.checkpoint_rows(store):
        cp = _checkpoint(row)
        if cp is not None:
            found[cp.source_path] = cp
    return found


def _checkpoint(row: sqlite3.Row | None) -> Checkpoint | None:
    if row is None or row["inode"] is None:  # a failure row, never read
        return None
    try:
        state = orjson.loads(row["state"]) if row["state"] else {}
    except orjson.JSONDecodeError:
        state = {}
    return Checkpoint(
        source_path=row["source_path"],
        agent=row["agent"],
        device=row["device"],
        inode=row["inode"],
        size=row["size"],
        mtime_ns=row["mtime_ns"],
        head_hash=row["head_hash"],
        offset=row["offset"],
        state=state if isinstance(state, dict) else {},
        partial=bool(row["partial"]),
    )
