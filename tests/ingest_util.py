"""Helpers for the per-source connector tests (Cursor, Cline, OpenCode, Copilot CLI, Amp).

The pipeline-level helpers live in ingest_helpers.py; these read one source
against its stored checkpoint, as the daemon does for a changed file.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import orjson

from kenning.daemon.core.config import IngestConfig, Settings
from kenning.daemon.ingest.base import Connector
from kenning.daemon.ingest.pipeline import SourceOutcome, ingest_source
from kenning.daemon.store.db import Store

from .ingest_helpers import messages

__all__ = ["LIMITS", "ingest", "messages", "session", "skip_counts", "write_json"]

LIMITS = IngestConfig()


def ingest(store: Store, connector: Connector, source: Path) -> SourceOutcome:
    """Read `source` against its stored checkpoint and commit it (what the daemon does)."""
    return ingest_source(store, Settings(), connector, source)


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
