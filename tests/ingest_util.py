"""Helpers for connector tests: run a source through the real pipeline into a real store."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import orjson

from kenning.daemon.config import IngestConfig, Settings
from kenning.daemon.ingest.base import Connector
from kenning.daemon.ingest.pipeline import SourceOutcome, ingest_source
from kenning.daemon.store import Store

LIMITS = IngestConfig()


def ingest(store: Store, connector: Connector, source: Path) -> SourceOutcome:
    """Read `source` against its stored checkpoint and commit it (what the daemon does)."""
    return ingest_source(store, Settings(), connector, source)


def messages(store: Store, session_id: str) -> list[dict[str, Any]]:
    """The stored messages of a session, in order, with tool calls decoded."""
    rows = store.conn.execute(
        "SELECT key, idx, role, model, text, tool_calls, created_at FROM messages "
        "WHERE session_id = ? ORDER BY idx",
        (session_id,),
    ).fetchall()
    out = []
    for row in rows:
        item = dict(row)
        item["tool_calls"] = orjson.loads(row["tool_calls"]) if row["tool_calls"] else []
        out.append(item)
    return out


def session(store: Store, session_id: str) -> dict[str, Any] | None:
    """The stored session row, or None."""
    row = store.conn.execute("SELECT * FROM sessions WHERE id = ?", (session_id,)).fetchone()
    return dict(row) if row else None


def skip_counts(store: Store, agent: str) -> dict[str, int]:
    """How many skips of each reason were counted for an agent."""
    rows = store.conn.execute(
        "SELECT reason, count FROM ingest_skips WHERE agent = ?", (agent,)
    ).fetchall()
    return {row["reason"]: row["count"] for row in rows}


def write_json(path: Path, value: Any) -> Path:
    """Write `value` as JSON, creating parent folders."""
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(orjson.dumps(value))
    return path
