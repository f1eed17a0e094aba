"""Helpers shared by the ingestion tests: fixture copies and store reads."""

from __future__ import annotations

import shutil
from pathlib import Path
from typing import Any

from kenning.daemon.core.config import Settings
from kenning.daemon.ingest.pipeline import IngestReport, ingest_paths
from kenning.daemon.ingest.writer import stored_tool_calls
from kenning.daemon.store.db import Store

FIXTURES = Path(__file__).parent / "fixtures" / "ingest"


def copy_fixture(name: str, target: Path) -> Path:
    """Copy `fixtures/ingest/<name>` to `target` (folders made); returns `target`."""
    target.parent.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(FIXTURES / name, target)
    return target


def ingest(
    store: Store,
    home: Path,
    paths: list[Path] | None = None,
    *,
    config: dict[str, Any] | None = None,
) -> IngestReport:
    """Run the real pipeline with `home` as the user's home and no agent env vars."""
    return ingest_paths(store, Settings.model_validate(config or {}), paths, environ={}, home=home)


def messages(store: Store, session_id: str) -> list[dict[str, Any]]:
    rows = store.query(
        "SELECT key, idx, role, origin, model, author, text, tool_calls, created_at, source_line "
        "FROM messages WHERE session_id = ? ORDER BY idx",
        (session_id,),
    )
    out = []
    for row in rows:
        item = dict(row)
        # as every reader of the store sees them: shared outputs restored
        item["tool_calls"] = stored_tool_calls(row["text"], row["tool_calls"])
        out.append(item)
    return out


def session(store: Store, session_id: str) -> dict[str, Any]:
    row = store.conn.execute("SELECT * FROM sessions WHERE id = ?", (session_id,)).fetchone()
    assert row is not None, f"no session {session_id}"
    return dict(row)


def db_bytes(store: Store) -> bytes:
    """Every byte of the database on disk (main file and WAL)."""
    data = b""
    for suffix in ("", "-wal"):
        path = Path(str(store.path) + suffix)
        if path.exists():
            data += path.read_bytes()
    return data
