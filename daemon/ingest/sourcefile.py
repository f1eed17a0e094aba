"""What ingestion may open: regular files, and symlinks only inside the watched folders.

Anything can sit in an agent's folder under a session's name. A FIFO named
`x.jsonl` blocks `open()` until a writer comes, which may be never (the
daemon's catch-up would not end); a device reads forever; a symlink can pull
any file of the user's (an SSH key, a browser's database) into the store and
its search. So a source is `lstat`ed before anything opens it (`refusal`),
and every open goes through `core.files.open_regular`, which opens without
blocking and checks the descriptor it got, for a file swapped between the look
and the open.

A symlink is followed when its target lies inside one of its agent's watched
roots (the roots resolved, so a root that is itself a link still counts), or
when `ingest.follow_symlinks` is on. A path named outside every root
(`kenning ingest ~/backup/x.jsonl`) is the user's explicit choice: only the
regular-file rule applies to it.
"""

from __future__ import annotations

import os
import stat
from collections.abc import Sequence
from pathlib import Path

from kenning.daemon.core.files import describe_mode

from .base import Skip

__all__ = ["refusal"]


def _inside(path: Path, roots: Sequence[Path]) -> bool:
    return any(path == root or path.is_relative_to(root) for root in roots)


def refusal(path: Path, roots: Sequence[Path], follow_symlinks: bool) -> Skip | None:
    """Why `path` must not be opened as a source, or None when it may be.

    Args:
        path: the source, as found under a root or named by the user.
        roots: its agent's watched roots (empty: the path was named explicitly).
        follow_symlinks: `ingest.follow_symlinks`.

    Returns:
        A `Skip` ("not_a_file" or "symlink_outside_roots"), or None. A path
        that does not exist is not refused here: the caller reports it missing.
    """
    try:
        st = os.lstat(path)
    except OSError:
        return None  # missing or unreadable: the caller's stat says which
    if stat.S_ISLNK(st.st_mode):
        target = Path(os.path.realpath(path))  # never raises, even on a loop
        roots_real = [Path(os.path.realpath(r)) for r in roots]
        watched = [r for r in roots if path == r or path.is_relative_to(r)]
        if watched and not follow_symlinks and not _inside(target, roots_real):
            return Skip(
                "symlink_outside_roots",
                f"{path} is a symlink to {target}, outside the watched folders: not followed "
                "(to read such links, set `follow_symlinks = true` under [ingest] in config.toml)",
            )
        try:
            st = os.stat(path)
        except OSError:
            return None  # dangling, a loop: the caller's stat reports it
    if not stat.S_ISREG(st.st_mode):
        return Skip("not_a_file", f"{path} is {describe_mode(st.st_mode)}: never opened")
    return None
