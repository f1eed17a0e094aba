"""Project folders: where agents that write into the project itself keep their sessions.

Aider writes `.aider.chat.history.md` in the folder it was started in, and
SpecStory exports to `<project>/.specstory/history/`. Neither has a home
folder of its own to watch, so their roots are derived from project folders,
found with no configuration (discovery.py):

1. `sessions`: workspaces seen in any agent's sessions (that still exist);
2. `folders`: the folders holding an Aider history or a SpecStory export,
   found by a bounded walk of the folders people keep code in
   (`discovery.CODE_FOLDERS` under the home folder, plus `ingest.project_folders`,
   minus `ingest.exclude_folders`) and of the session workspaces, at most
   `ingest.project_depth` levels down;
3. `watched`: folders added with `kenning watch PATH` (table `watched_projects`).

Configuration only adds folders to walk (`ingest.project_folders`) or removes
them (`ingest.exclude_folders`: never walked, and no project under them).
Each connector with a `project_roots(project)` method turns a project folder
into the paths to watch there (single files or small folders, so a large
repository is never watched whole). `kenning status` says what was found where.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING

from kenning.daemon.core.models import to_iso, utcnow
from kenning.daemon.store import ingest as ingest_rows
from kenning.daemon.store.db import Store
from kenning.daemon.store.sessions import SessionRepo

from .base import _expand
from .discovery import CODE_FOLDERS, Scan, scan

if TYPE_CHECKING:
    from kenning.daemon.core.config import Settings

__all__ = [
    "ProjectRoots",
    "add_watched",
    "code_folders",
    "find_projects",
    "remove_watched",
    "watched",
]

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class ProjectRoots:
    """The project folders found, by where they came from (see the module docstring)."""

    sessions: tuple[Path, ...] = ()
    folders: tuple[Path, ...] = ()
    watched: tuple[Path, ...] = ()
    #: the code folders walked (existing or not), and those removed by configuration
    searched: tuple[Path, ...] = field(default_factory=tuple)
    excluded: tuple[Path, ...] = field(default_factory=tuple)
    #: the walk itself: what it found (and which agent's), the repositories it met
    scan: Scan = field(default_factory=Scan)

    @property
    def paths(self) -> tuple[Path, ...]:
        """Every project folder once, watched ones first."""
        return tuple(dict.fromkeys([*self.watched, *self.folders, *self.sessions]))

    @property
    def repositories(self) -> tuple[Path, ...]:
        """Every local repository or project known: for workspaces from other machines."""
        return tuple(dict.fromkeys([*self.scan.repositories, *self.paths]))

    def to_json(self) -> dict[str, object]:
        return {
            "from_sessions": len(self.sessions),
            "searched": [str(p) for p in self.searched],
            "excluded": [str(p) for p in self.excluded],
            "found": [{"path": str(f.path), "agent": f.agent} for f in self.scan.found],
            "git_repositories": len(self.scan.repositories),
            "scan": self.scan.to_json(),
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


def code_folders(settings: Settings, home: Path | None = None) -> tuple[Path, ...]:
    """The folders walked: the usual ones under `home`, then `ingest.project_folders`."""
    base = home if home is not None else Path.home()
    usual = [base / name for name in CODE_FOLDERS]
    added = [Path(_expand(p, home)) for p in settings.ingest.project_folders]
    return tuple(dict.fromkeys([*added, *usual]))


def find_projects(
    store: Store,
    settings: Settings,
    *,
    home: Path | None = None,
    clock: Callable[[], float] = time.monotonic,
) -> ProjectRoots:
    """Every project folder kenning knows of (see the module docstring).

    Args:
        store: the open database (session workspaces, watched folders).
        settings: `ingest.project_folders`, `ingest.exclude_folders`, `ingest.project_depth`.
        home: the user's home folder (default: this process's).
        clock: the walk's time source (tests).
    """
    excluded = tuple(Path(_expand(p, home)) for p in settings.ingest.exclude_folders)
    searched = tuple(f for f in code_folders(settings, home) if not _under(f, excluded))
    sessions = tuple(w for w in _session_workspaces(store) if not _under(w, excluded))
    kept = tuple(watched(store))
    walk = scan(
        [*searched, *kept, *sessions], settings.ingest.project_depth, exclude=excluded, clock=clock
    )
    if walk.stopped:
        log.info("looking for projects stopped after %s (%d folders)", walk.stopped, walk.dirs)
    return ProjectRoots(
        sessions=sessions,
        folders=tuple(dict.fromkeys(f.path for f in walk.found)),
        watched=kept,
        searched=searched,
        excluded=excluded,
        scan=walk,
    )


def _under(path: Path, folders: tuple[Path, ...]) -> bool:
    return any(path == f or path.is_relative_to(f) for f in folders)
