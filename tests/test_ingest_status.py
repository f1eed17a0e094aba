"""Per-agent ingestion status and the likely cause of an agent that gave 0 sessions."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from kenning.daemon.core.config import Settings
from kenning.daemon.ingest.status import ingest_status
from kenning.daemon.store.db import Store

from .ingest_helpers import copy_fixture, ingest


def _status(store: Store, home: Path, config: dict[str, Any] | None = None) -> dict[str, Any]:
    settings = Settings.model_validate(config or {})
    return ingest_status(store, settings, environ={}, home=home)


def test_an_unused_agent_is_quiet_and_a_new_folder_is_not_ingested_yet(
    store: Store, tmp_path: Path
) -> None:
    (tmp_path / ".codex" / "sessions").mkdir(parents=True)
    data = _status(store, tmp_path)
    codex = data["agents"]["codex"]
    assert codex["problem"] is None and codex["files"] == 0
    copy_fixture("codex/rollout.jsonl", tmp_path / ".codex" / "sessions" / "rollout-a.jsonl")
    codex = _status(store, tmp_path)["agents"]["codex"]
    assert codex["problem"] == "not ingested yet: 1 session files; run `kenning ingest`"


def test_files_read_without_any_message_suggest_a_format_change(
    store: Store, tmp_path: Path
) -> None:
    path = tmp_path / ".claude" / "projects" / "p" / "s.jsonl"
    path.parent.mkdir(parents=True)
    # valid JSON lines of a shape the connector does not know
    path.write_text('{"kind": "turn", "speaker": "human", "body": "hi"}\n')
    ingest(store, tmp_path)
    claude = _status(store, tmp_path)["agents"]["claude_code"]
    assert claude["sources_read"] == 1 and claude["sessions"] == 0
    assert claude["problem"].startswith("format changed?")


def test_totals_and_disabled_agents(store: Store, tmp_path: Path) -> None:
    copy_fixture("claude_code/session.jsonl", tmp_path / ".claude" / "projects" / "p" / "a.jsonl")
    ingest(store, tmp_path)
    data = _status(store, tmp_path, {"agents": {"aider": {"enabled": False}}})
    totals = {"sessions": 1, "messages": 6, "files": 1, "sources_read": 1, "skipped": 0}
    assert data["totals"] == totals
    assert "aider" in data["disabled"]
    assert "aider" not in data["agents"]
    claude = data["agents"]["claude_code"]
    assert claude["last_activity"] is not None


class _Recording(dict[str, str]):
    """An environment that remembers every variable asked for."""

    def __init__(self) -> None:
        super().__init__()
        self.asked: set[str] = set()

    def get(self, key: str, default: Any = None) -> Any:
        self.asked.add(key)
        return super().get(key, default)

    def __getitem__(self, key: str) -> str:
        self.asked.add(key)
        return super().__getitem__(key)

    def __contains__(self, key: object) -> bool:
        self.asked.add(str(key))
        return super().__contains__(key)


def test_agent_env_lists_every_variable_the_connectors_read(tmp_path: Path) -> None:
    # `kenning status` sends only these to the daemon: one missing would be the daemon's
    from kenning.daemon.ingest import AGENT_ENV
    from kenning.daemon.ingest.base import get_connectors

    environ = _Recording()
    get_connectors(Settings(), environ=environ, home=tmp_path)
    assert environ.asked and environ.asked <= set(AGENT_ENV)
