"""Project folders: Aider histories and SpecStory exports found where the projects are."""

from __future__ import annotations

import subprocess
from pathlib import Path
from typing import Any

import orjson
import pytest

from kenning.daemon.core.config import Settings
from kenning.daemon.ingest.pipeline import watch_roots
from kenning.daemon.ingest.projects import add_watched, find_projects
from kenning.daemon.ingest.status import ingest_status
from kenning.daemon.store.db import Store

from .ingest_helpers import copy_fixture, ingest

AIDER = ".aider.chat.history.md"


def _claude_session(home: Path, workspace: Path) -> Path:
    """A Claude Code transcript whose workspace is `workspace`."""
    line = {
        "type": "user",
        "sessionId": "5f1c2e9a-0b7d-4c1e-9a3f-2d6b8e4c1a70",
        "cwd": str(workspace),
        "timestamp": "2025-06-01T10:00:00.000Z",
        "message": {"role": "user", "content": "run the tests"},
    }
    path = home / ".claude" / "projects" / "-p" / "5f1c2e9a-0b7d-4c1e-9a3f-2d6b8e4c1a70.jsonl"
    path.parent.mkdir(parents=True)
    path.write_bytes(orjson.dumps(line) + b"\n")
    return path


def test_a_history_in_a_workspace_another_agent_used_is_found(store: Store, tmp_path: Path) -> None:
    project = tmp_path / "code" / "shop"
    history = copy_fixture(f"aider/{AIDER}", project / AIDER)
    _claude_session(tmp_path, project)
    report = ingest(store, tmp_path)  # one scan: Claude first, then the new workspace
    assert report.agents["aider"]["sessions"] == 2
    assert report.agents["claude_code"]["sessions"] == 1
    assert history in watch_roots(Settings(), find_projects(store, Settings()).paths)


def test_git_repositories_under_project_folders_and_watched_folders(
    store: Store, tmp_path: Path
) -> None:
    code = tmp_path / "code"
    repo = code / "team" / "api"
    (repo / ".git").mkdir(parents=True)
    copy_fixture(f"aider/{AIDER}", repo / AIDER)
    (code / "node_modules" / "x" / ".git").mkdir(parents=True)  # never searched
    elsewhere = tmp_path / "scratch"
    copy_fixture(f"aider/{AIDER}", elsewhere / AIDER)
    add_watched(store, elsewhere)
    config = {"ingest": {"project_folders": [str(code)]}}
    report = ingest(store, tmp_path, config=config)
    assert report.agents["aider"]["sources"] == 2
    found = find_projects(store, Settings.model_validate(config), home=tmp_path)
    # the walk covers the session workspaces too: the watched folder is one of them
    assert set(found.folders) == {repo, elsewhere} and found.watched == (elsewhere,)
    assert found.scan.repositories == (repo,)  # not the one in node_modules
    status = ingest_status(store, Settings.model_validate(config), environ={}, home=tmp_path)
    projects = status["projects"]
    assert projects["searched"][0] == str(code)  # the configured folder, then the usual ones
    assert str(tmp_path / "repos") in projects["searched"]
    assert {(f["path"], f["agent"]) for f in projects["found"]} == {
        (str(repo), "aider"),
        (str(elsewhere), "aider"),
    }
    assert projects["from_sessions"] == 2 and projects["watched"] == [str(elsewhere)]
    assert projects["git_repositories"] == 1 and projects["total"] == 2
    assert projects["scan"]["stopped"] is None
    roots = status["agents"]["aider"]["roots"]
    assert {"path": str(repo / AIDER), "exists": True} in roots
    assert all(r["exists"] for r in roots)  # the project files that are not there are not listed


@pytest.mark.slow
def test_kenning_watch_reads_the_folder_and_status_says_where_it_looked(
    kenning: Any, tmp_path: Path
) -> None:
    project = tmp_path / "blog"
    copy_fixture(f"aider/{AIDER}", project / AIDER)
    subprocess.run(["git", "init", "-q", str(project)], check=True)
    env = {"HOME": str(tmp_path / "home")}
    added = kenning("watch", str(project), "--json", env=env, check=True).json()
    assert added["added"] == [str(project)] and added["ingest"]["sessions"] == 2
    again = kenning("watch", str(project), env=env, check=True)
    assert "already added" in again.stdout
    status = kenning("status", env=env, check=True).stdout
    assert "aider" in status and "2 sessions" in status
    assert "1 added with `kenning watch`" in status
    gone = kenning("watch", "--remove", str(project), "--json", env=env, check=True).json()
    assert gone["removed"] == [str(project)] and gone["watched"] == []
