"""A bounded walk of the folders people keep code in, for sessions kept in projects.

Aider writes `.aider.chat.history.md` (and `.aider.input.history`, `.aider.llm.history`) in the
folder it was started in, SpecStory exports into `.specstory/history/`:
neither has a folder of its own, so kenning looks for them, with no
configuration, in `~/code`, `~/src`, `~/projects`, `~/dev`, `~/work`, `~/git`,
`~/repos` (`CODE_FOLDERS`) and in the workspaces of sessions already ingested.

The walk is breadth first over every folder at once (the shallow places of
each are seen before the deep ones of any), at most `depth` levels below a
folder, and stops after `budget_s` seconds or `max_dirs` folders, whichever
comes first; it says where it stopped, so `kenning status` can. It never
enters dependency, build or virtual-environment folders, hidden folders
(`.git` is recognised, not entered), symlinks or excluded folders. Git
repositories met on the way are kept too: a workspace recorded on another
machine is matched to them by name (workspaces.py).
"""

from __future__ import annotations

import os
import time
from collections import deque
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from pathlib import Path

__all__ = [
    "CODE_FOLDERS",
    "SCAN_BUDGET_S",
    "SCAN_MAX_DIRS",
    "Found",
    "Scan",
    "scan",
]

#: the folders under the home folder that people keep code in
CODE_FOLDERS = ("code", "src", "projects", "dev", "work", "git", "repos")
#: a walk stops after this many seconds...
SCAN_BUDGET_S = 1.5
#: ...or this many folders: whichever comes first
SCAN_MAX_DIRS = 20_000

#: folders never entered: dependencies, builds, caches, virtual environments
SKIP = frozenset(
    {
        "node_modules",
        "venv",
        "env",
        "__pycache__",
        "site-packages",
        "target",
        "build",
        "dist",
        "vendor",
        "Pods",
        "DerivedData",
        "bower_components",
    }
)
AIDER_FILES = (".aider.chat.history.md", ".aider.input.history", ".aider.llm.history")


@dataclass(frozen=True)
class Found:
    """A folder holding sessions of an agent that writes into the project."""

    path: Path
    #: "specstory" or "aider"
    agent: str


@dataclass(frozen=True)
class Scan:
    """What one walk found, and how far it went."""

    found: tuple[Found, ...] = ()
    #: git repositories met on the way (a folder with `.git`, a folder or a worktree's file)
    repositories: tuple[Path, ...] = ()
    #: folders read
    dirs: int = 0
    seconds: float = 0.0
    #: why the walk stopped before the end ("time budget 1.5 s", "20000 folders"), or None
    stopped: str | None = None
    roots: tuple[Path, ...] = field(default_factory=tuple)

    def to_json(self) -> dict[str, object]:
        return {
            "folders_read": self.dirs,
            "seconds": round(self.seconds, 3),
            "stopped": self.stopped,
        }


def _under(path: Path, folders: Iterable[Path]) -> bool:
    return any(path == f or path.is_relative_to(f) for f in folders)


def scan(
    roots: Iterable[Path],
    depth: int,
    *,
    exclude: Iterable[Path] = (),
    budget_s: float = SCAN_BUDGET_S,
    max_dirs: int = SCAN_MAX_DIRS,
    clock: Callable[[], float] = time.monotonic,
) -> Scan:
    """Walk `roots` for SpecStory exports, Aider histories and git repositories.

    Args:
        roots: folders to walk (missing ones are skipped; each is walked once).
        depth: how many levels below a root a project may sit (the root is 0).
        exclude: folders never entered, nor anything below them.
        budget_s: stop after this many seconds (`clock`'s).
        max_dirs: stop after reading this many folders.
        clock: the time source (tests pass a fake one).
    """
    began = clock()
    excluded = tuple(exclude)
    queue: deque[tuple[Path, int]] = deque()
    seen: set[Path] = set()
    for root in roots:
        if root not in seen and root.is_dir() and not _under(root, excluded):
            seen.add(root)
            queue.append((root, 0))
    walked = tuple(p for p, _ in queue)
    found: list[Found] = []
    repos: list[Path] = []
    dirs = 0
    stopped: str | None = None
    while queue:
        if dirs >= max_dirs:
            stopped = f"{max_dirs} folders"
            break
        if clock() - began >= budget_s:
            stopped = f"time budget {budget_s:g} s"
            break
        folder, level = queue.popleft()
        dirs += 1
        try:
            with os.scandir(folder) as entries:
                items = list(entries)
        except OSError:
            continue  # unreadable or gone: the others are still walked
        names = {e.name for e in items}
        if ".git" in names:
            repos.append(folder)
        if ".specstory" in names and (folder / ".specstory" / "history").is_dir():
            found.append(Found(folder, "specstory"))
        if any(name in names for name in AIDER_FILES):
            found.append(Found(folder, "aider"))
        if level >= depth:
            continue
        for entry in sorted(items, key=lambda e: e.name):
            name = entry.name
            if name.startswith(".") or name in SKIP:
                continue
            try:
                if not entry.is_dir(follow_symlinks=False):
                    continue
            except OSError:
                continue
            path = Path(entry.path)
            if path in seen or _under(path, excluded):
                continue
            seen.add(path)
            queue.append((path, level + 1))
    return Scan(tuple(found), tuple(repos), dirs, clock() - began, stopped, walked)
