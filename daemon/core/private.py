"""Private files: KENNING_HOME is 0700 and what kenning writes in it 0600, whatever the umask.

The store holds what agents saw (shells, configs, tokens not yet known to be
secrets), and SQLite's WAL holds the latest writes in clear. With the usual
umask 022 the home was 0755 and the database, its WAL, logs and summaries
0644: any local user could read transcripts. So every file kenning creates
in its home is created 0600 (`open_private`, `write_private`, or created and
then `private_file`), every folder 0700 (`private_dir`), and an install made
before this is fixed at start (`secure_home`, run by the daemon and by
`kenning init`, takes group and other permissions off kenning's own files and
folders; opening the store fixes the database, its WAL and the home on every
command).

Standard library only: the start-up-free clients import this.
"""

from __future__ import annotations

import contextlib
import fnmatch
import logging
import os
import stat
import threading
from pathlib import Path

__all__ = [
    "DIR_MODE",
    "FILE_MODE",
    "loose_paths",
    "open_private",
    "private_dir",
    "private_file",
    "secure_home",
    "write_private",
]

log = logging.getLogger(__name__)

DIR_MODE = 0o700
FILE_MODE = 0o600
_OTHERS = 0o077  # group and other permission bits

#: what kenning keeps at the top of its home (`secure_home` touches only
#: these, and everything under `_OWN_DIRS`: a KENNING_HOME pointed at a
#: folder holding other things must not have them changed)
_OWN_FILES = ("kenning.db*", "daemon.*", "mcp-token", "MEMORY.md", "config.toml", ".*.tmp")
_OWN_DIRS = ("logs", "summaries", "backups", "lsp", "models")


def _tighten(path: Path, st: os.stat_result) -> None:
    """Take group and other permissions away (the owner's bits are kept).

    A folder with the sticky bit (/tmp and its kind) is shared by design: a
    database or a log put straight into it must not close it to everyone.
    """
    mode = stat.S_IMODE(st.st_mode)
    if not mode & _OTHERS:
        return
    if stat.S_ISDIR(st.st_mode) and mode & stat.S_ISVTX:
        log.warning(
            "%s is a shared folder (sticky bit): its permissions are left as they are", path
        )
        return
    if st.st_uid != os.getuid():
        log.warning("%s belongs to another user: its permissions are left as they are", path)
        return
    try:
        os.chmod(path, mode & ~_OTHERS)
    except OSError as exc:
        log.warning("cannot make %s private: %s", path, exc)


def private_dir(path: Path) -> Path:
    """Create `path` and its missing parents 0700, or make an existing one 0700."""
    missing = [p for p in (path, *path.parents) if not p.exists()]
    for folder in reversed(missing):  # `mkdir(parents=True)` would give parents the umask's mode
        folder.mkdir(mode=DIR_MODE, exist_ok=True)
    with contextlib.suppress(OSError):  # vanished meanwhile: the caller's next step says so
        _tighten(path, os.stat(path))
    return path


def private_file(path: Path) -> None:
    """Make an existing file 0600 (no-op when it is missing; symlinks are not followed)."""
    try:
        st = os.lstat(path)
    except OSError:
        return
    if stat.S_ISREG(st.st_mode):
        _tighten(path, st)


def open_private(path: Path, flags: int = os.O_WRONLY | os.O_CREAT | os.O_APPEND) -> int:
    """`os.open` with mode 0600, the file made 0600 even when it already existed."""
    fd = os.open(path, flags | getattr(os, "O_CLOEXEC", 0), FILE_MODE)
    try:
        st = os.fstat(fd)
        if stat.S_IMODE(st.st_mode) & _OTHERS and st.st_uid == os.getuid():
            os.fchmod(fd, stat.S_IMODE(st.st_mode) & ~_OTHERS)
    except OSError as exc:
        log.warning("cannot make %s private: %s", path, exc)
    return fd


def write_private(path: Path, data: str | bytes) -> None:
    """Write a whole file atomically (temp file + rename), 0600, its folder 0700."""
    private_dir(path.parent)
    # one temp file per process and thread: the daemon's workers and the
    # operations it serves may write the same file at once (a diary)
    tmp = path.with_name(f".{path.name}.{os.getpid()}.{threading.get_ident()}.tmp")
    fd = open_private(tmp, os.O_WRONLY | os.O_CREAT | os.O_TRUNC)
    with os.fdopen(fd, "wb") as fh:
        fh.write(data.encode("utf-8") if isinstance(data, str) else data)
    os.replace(tmp, path)


def _own_entries(home: Path) -> list[Path]:
    """kenning's own paths in `home`: its top-level files and its folders, walked whole."""
    out: list[Path] = []
    try:
        top = sorted(home.iterdir())
    except OSError:
        return out
    for path in top:
        if path.name in _OWN_DIRS and path.is_dir() and not path.is_symlink():
            out.append(path)
            for folder, dirs, files in os.walk(path):
                out.extend(Path(folder, name) for name in dirs + files)
        elif any(fnmatch.fnmatchcase(path.name, pattern) for pattern in _OWN_FILES):
            out.append(path)
    return out


def loose_paths(home: Path) -> list[Path]:
    """The home and what kenning keeps in it that others may read, write or enter.

    Symlinks are left out: neither followed nor changed.
    """
    if not home.is_dir():
        return []
    found = [home] if stat.S_IMODE(os.stat(home).st_mode) & _OTHERS else []
    for path in _own_entries(home):
        try:
            st = os.lstat(path)
        except OSError:
            continue
        if not stat.S_ISLNK(st.st_mode) and stat.S_IMODE(st.st_mode) & _OTHERS:
            found.append(path)
    return found


def secure_home(home: Path) -> int:
    """Take group and other permissions off the home and what kenning keeps in it.

    Returns how many paths changed. Only kenning's own files and folders are
    touched (`_OWN_FILES`, `_OWN_DIRS`), symlinks are neither followed nor
    changed (a link to a shared models folder stays as it is), and the
    owner's bits are kept. Cheap enough to run at every daemon start.
    """
    loose = loose_paths(home)
    for path in loose:
        with contextlib.suppress(OSError):
            _tighten(path, os.lstat(path))
    if loose:
        log.info("made %d files and folders under %s private", len(loose), home)
    return len(loose)
