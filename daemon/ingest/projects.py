"""Project folders: where agents that write into the project itself keep their sessions.

Aider writes `.aider.chat.history.md` in the folder it was started in, and
SpecStory exports to `<project>/.specstory/history/`. Neither has a home
folder of its own to watch, so their roots are derived from the project
folders kenning knows of, in this order:

1. `sessions`: workspaces seen in any agent's sessions (that still exist);
2. `folders`: git repositories under `ingest.project_folders` (at most
   `ingest.project_depth` folders down; a repository is not searched inside);
3. `watched`: folders added with `kenning watch PATH` (table `watched_projects`).

Each connector with a `project_roots(project)` method turns a project folder
into the paths to watch there (single files or small folders, so a large
repository is never watched whole). `kenning status` says where it looked.
"""

from __future__ import annotations

import os
from dataclasses import dataclass, field
from pathlib import Path

from kenning.daemon.core.config import Settings
from kenning.daemon.core.models import to_iso, utcnow
from kenning.daemon.store import ingest as ingest_rows
from kenning.daemon.store.db import Store
from kenning.daemon.store.sessions import SessionRepo

from .base import walk_error

__all__ = ["ProjectRoots", "add_watched", "find_projects", "remove_watched", "watched"]

#: folders never searched for repositories
_SKIP = frozenset({"node_modules", ".venv", "venv", "__pycache__", ".tox", "target", ".cache"})


@dataclass(frozen=True)
class ProjectRoots:
    """The project folders found, by where they came from (see the module docstring)."""

    sessions: tuple[Path, ...] = ()
    folders: tuple[Path, ...] = ()
    watched: tuple[Path, ...] = ()
    #: the configured folders searched for repositories (existing or not)
    searched: tuple[Path, ...] = field(default_factory=tuple)

    @property
    def paths(self) -> tuple[Path, ...]:
        """Every project folder once, watched ones first."""
        return tuple(dict.fromkeys([*self.watched, *self.folders, *self.sessions]))

    def to_json(self) -> dict[str, object]:
        return {
            "from_sessions": len(self.sessions),
            "searched": [str(p) for p in self.searched],
            "git_repositories": len(self.folders),
            "watched": [str(p) for p in self.watched],
            "total": len(self.paths),
        }


def watched(store: Store) -> list[Path]:
    """The folders added with `kenning watch`, oldest first."""
    return [Path(p) for p in ingest_rows.watched(store)]


def add_watched(store: Store, path: Path) -> bool:
    """Remember a project folder; False when it was already there."""
    with store.transaction() as conn:
        added = ingest_rows.add_watched(conn, str(path), to_iso(utcnow()))
    return added > 0


def remove_watched(store: Store, path: Path) -> bool:
    """Forget a project folder added with `kenning watch`; False when it was not there."""
    with store.transaction() as conn:
        removed = ingest_rows.remove_watched(conn, str(path))
    return removed > 0


def _session_workspaces(store: Store) -> list[Path]:
    found: list[Path] = []
    for workspace in SessionRepo(store).workspaces():
        path = Path(workspace)
        # another machine's or a deleted folder: nothing to watch
        if path.is_absolute() and path != Path(path.anchor) and path.is_dir():
            found.append(path)
    return sorted(found)


def _git_repositories(folder: Path, depth: int) -> list[Path]:
    """Repositories at or below `folder`, at most `depth` levels down; not inside one."""
    found: list[Path] = []
    base = len(folder.parts)
    for here, dirs, files in os.walk(folder, onerror=walk_error):
        if ".git" in dirs or ".git" in files:  # a folder, or a worktree's file
            found.append(Path(here))
            dirs[:] = []
            continue
        if len(Path(here).parts) - base >= depth:
            dirs[:] = []
            continue
        dirs[:] = sorted(d for d in dirs if d not in _SKIP and not d.startswith("."))
    return found


def find_projects(store: Store, settings: Settings) -> ProjectRoots:
    """Every project folder kenning knows of (see the module docstring)."""
    searched = tuple(Path(os.path.expanduser(p)) for p in settings.ingest.project_folders)
    repos: list[Path] = []
    for folder in searched:
        if folder.is_dir():
            repos += _git_repositories(folder, settings.ingest.project_depth)
    return ProjectRoots(
        sessions=tuple(_session_workspaces(store)),
        folders=tuple(repos),
        watched=tuple(watched(store)),
        searched=searched,
    )
