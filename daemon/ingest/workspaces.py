"""Workspaces recorded on another machine, mapped to the same project here.

Session logs travel: a repository holds transcripts written on a colleague's
Windows laptop (`C:\\Users\\ann\\code\\shop`), a Mac (`/Users/ann/dev/shop/api`) or
another Linux account (`/home/ann/shop`). Such a path names no folder here, so
nothing would tie the session to the project it was about (search by folder,
workspace rules, diaries). A workspace is *foreign* when it does not exist
here and is a Windows path on a POSIX system (or the reverse), or lies in a
user's folder (`/Users/<name>`, `/home/<name>`) that is not this user's home.

It is mapped to a local project (the repositories and project folders that
projects.py found) by name: each local candidate is compared with the
foreign path's folders from its end, case-insensitively, and the part below
the matched folder must exist in the candidate (`…\\shop\\api` maps to
`~/code/shop/api`). The candidate whose path matches the most trailing folders
of the foreign path wins. The session's git remote, when its log names one (Codex does), must
agree with the candidate's `origin` (or any remote) when both are known, and
breaks ties. A tie that nothing breaks maps nothing: the path is kept as
recorded.
"""

from __future__ import annotations

import configparser
import logging
import os
import re
from collections.abc import Callable, Sequence
from pathlib import Path, PurePosixPath, PureWindowsPath

__all__ = ["WorkspaceMap", "foreign_parts", "normal_remote", "repo_remote"]

log = logging.getLogger(__name__)

_WINDOWS = re.compile(r"^(?:[A-Za-z]:[\\/]|\\\\[^\\/]+[\\/])")
_USER_HOME = re.compile(r"^/(?:Users|home)/[^/]+(?:/|$)")


def foreign_parts(workspace: str, home: Path) -> tuple[str, ...] | None:
    """The folders of `workspace` when it names a folder of another machine, else None.

    The parts are those after the drive or root (`C:\\Users\\ann\\code\\shop` gives
    `Users, ann, code, shop`).
    """
    windows = _WINDOWS.match(workspace) is not None
    if windows == (os.name == "nt"):
        # this system's own kind of path: foreign only in another user's home folder
        if windows or _USER_HOME.match(workspace) is None:
            return None
        if Path(workspace) == home or Path(workspace).is_relative_to(home):
            return None  # this user's folder, deleted or moved: not another machine's
        if Path(workspace).exists():
            return None
        return PurePosixPath(workspace).parts[1:]
    pure = PureWindowsPath(workspace) if windows else PurePosixPath(workspace)
    return tuple(p for p in pure.parts[1:] if p not in ("", "\\", "/"))


def normal_remote(url: str) -> str:
    """A git remote URL reduced to `host/path` (scheme, user, port and `.git` dropped)."""
    text = url.strip().lower()
    text = re.sub(r"^[a-z+]+://", "", text)
    text = re.sub(r"^[^@/]+@", "", text)
    text = re.sub(r"^([^/:]+):(?!\d+/)", r"\1/", text)  # scp-like `host:path`
    text = re.sub(r"^([^/:]+):\d+/", r"\1/", text)  # a port
    return text.removesuffix("/").removesuffix(".git")


def repo_remote(repo: Path) -> str | None:
    """The normalised URL of a local repository's `origin` (else its first remote)."""
    config = repo / ".git" / "config"
    if not config.is_file():
        return None  # not a repository, or a worktree (`.git` is a file): unknown
    parser = configparser.ConfigParser(strict=False, interpolation=None)
    try:
        parser.read(config, encoding="utf-8")
    except (configparser.Error, OSError, UnicodeDecodeError):
        return None
    remotes = [s for s in parser.sections() if s.startswith("remote ")]
    remotes.sort(key=lambda s: s != 'remote "origin"')
    for section in remotes:
        url = parser.get(section, "url", fallback=None)
        if url:
            return normal_remote(url)
    return None


class WorkspaceMap:
    """Foreign workspaces mapped to local projects, found once and remembered."""

    def __init__(self, candidates: Callable[[], Sequence[Path]], home: Path) -> None:
        """`candidates` lists the local projects; it is called only if a foreign path shows up."""
        self._candidates = candidates
        self._home = home
        self._local: list[tuple[Path, tuple[str, ...], str | None]] | None = None
        self._memo: dict[tuple[str, str | None], str | None] = {}
        self._foreign: dict[str, bool] = {}

    def _projects(self) -> list[tuple[Path, tuple[str, ...], str | None]]:
        if self._local is None:
            self._local = [
                (p, tuple(x.lower() for x in p.parts), repo_remote(p)) for p in self._candidates()
            ]
        return self._local

    @property
    def found(self) -> bool:
        """Whether the local projects were looked up (`candidates` reads the store)."""
        return self._local is not None

    def is_foreign(self, workspace: str) -> bool:
        """Whether `workspace` names a folder of another machine (see the module docstring).

        Remembered for the map's life (one run), as `map` remembers its answers:
        a scan asks for every slice of every session, and each answer may `stat`.
        """
        found = self._foreign.get(workspace)
        if found is None:
            found = self._foreign[workspace] = bool(foreign_parts(workspace, self._home))
        return found

    def map(self, workspace: str | None, remote: str | None = None) -> str | None:
        """The local folder for a foreign `workspace`; None when it is not foreign or unknown."""
        if not workspace:
            return None
        key = (workspace, remote)
        if key not in self._memo:
            self._memo[key] = self._find(workspace, remote)
        return self._memo[key]

    def _find(self, workspace: str, remote: str | None) -> str | None:
        parts = foreign_parts(workspace, self._home)
        if not parts:
            return None
        wanted = normal_remote(remote) if remote else None
        low = [p.lower() for p in parts]
        best: list[tuple[int, bool, Path]] = []
        for path, names, theirs in self._projects():
            if wanted and theirs and theirs != wanted:
                continue  # the same name, another repository
            for i in range(len(low) - 1, -1, -1):
                if low[i] != names[-1]:
                    continue
                target = path.joinpath(*parts[i + 1 :])
                if not target.is_dir():
                    continue
                depth = 1
                while depth <= i and depth < len(names) and low[i - depth] == names[-1 - depth]:
                    depth += 1
                # the folders matched from the end: those below the name, the name and
                # those above it (`…/shop/api` is closer to `~/src/shop/api` than to `~/api`)
                matched = len(low) - 1 - i + depth
                best.append((matched, bool(wanted and theirs == wanted), target))
                break
        if not best:
            return None
        best.sort(key=lambda b: (b[1], b[0]), reverse=True)
        top = best[0]
        if len(best) > 1 and (best[1][0], best[1][1]) == (top[0], top[1]) and best[1][2] != top[2]:
            log.info("workspace %s matches several projects here; kept as recorded", workspace)
            return None
        log.debug("workspace %s is %s here", workspace, top[2])
        return str(top[2])
