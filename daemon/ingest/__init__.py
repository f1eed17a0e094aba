"""Ingestion: one connector per agent format and the incremental reader they share."""

from __future__ import annotations

__all__ = ["AGENT_ENV"]

#: the environment variables the connectors read to find their agents' folders
#: (`default_roots`); `kenning status` sends the caller's values to the daemon,
#: whose own environment may differ (tests/test_ingest_status.py keeps this complete)
AGENT_ENV = (
    "AIDER_CHAT_HISTORY_ROOT",
    "APPDATA",
    "CLAUDE_CONFIG_DIR",
    "CODEX_HOME",
    "GEMINI_HOME",
    "LOCALAPPDATA",
    "OPENCODE_SQLITE_DB",
    "OPENCODE_STORAGE_ROOT",
    "USER",
    "WSL_DISTRO_NAME",
    "XDG_CONFIG_HOME",
    "XDG_DATA_HOME",
)
