"""The programs outside Python that some tests drive, found the way those tests find them.

`.ci/system-deps` installs them (`make test` runs it; Debian's packages, as
root). Where it could not, a test marked `@pytest.mark.needs("nvim")` (or a
test using the `pg_cluster` fixture, for "postgres") is skipped, naming the
tool and its package, and the end of the run counts the skips per tool; with
the environment variable CI set, such a test fails instead (tests/conftest.py).
The names here are the ones `.ci/system-deps` prints.
"""

from __future__ import annotations

import functools
import os
import pwd
import shutil
import subprocess
from collections.abc import Callable
from dataclasses import dataclass

from .pg_cluster import find_pg_bin

__all__ = ["TOOLS", "Tool", "missing"]


@dataclass(frozen=True)
class Tool:
    """A program the suite drives, and how to get it."""

    name: str
    what: str
    #: Debian's packages that provide it (what `.ci/system-deps` installs)
    packages: str
    found: Callable[[], bool]


def _on_path(*names: str) -> bool:
    return all(shutil.which(name) for name in names)


#: loads eglot as tests/emacs/hover.el does: built in from Emacs 29, from Debian's
#: system package folder (`elpa-eglot`) before
LOAD_EGLOT = (
    "(progn (require 'package)"
    ' (add-to-list (quote package-directory-list) "/usr/share/emacs/site-lisp/elpa")'
    " (package-initialize) (require 'eglot))"
)


def _emacs_with_eglot() -> bool:
    """Emacs, and eglot loadable in it the way the editor test loads it."""
    emacs = shutil.which("emacs")
    if emacs is None:
        return False
    try:
        proc = subprocess.run(
            [emacs, "--batch", "-Q", "--eval", LOAD_EGLOT],
            capture_output=True,
            timeout=60,
            check=False,
        )
    except (OSError, subprocess.TimeoutExpired):
        return False
    return proc.returncode == 0


def _postgres() -> bool:
    """initdb and pg_ctl, and as root the `postgres` user the cluster runs as (pg_cluster.py)."""
    try:
        find_pg_bin()
    except RuntimeError:
        return False
    if os.geteuid() != 0:
        return True
    try:
        pwd.getpwnam("postgres")
    except KeyError:
        return False
    return True


TOOLS = {
    tool.name: tool
    for tool in (
        Tool("nvim", "Neovim", "neovim", lambda: _on_path("nvim")),
        Tool("emacs", "Emacs with eglot", "emacs-nox elpa-eglot", _emacs_with_eglot),
        Tool("postgres", "PostgreSQL's server (initdb, pg_ctl)", "postgresql", _postgres),
        Tool("npm", "Node.js, npm and npx", "nodejs npm", lambda: _on_path("node", "npm", "npx")),
    )
}


@functools.cache
def missing(name: str) -> str | None:
    """Why the tool `name` cannot be used here (what to install), or `None` when it can."""
    tool = TOOLS[name]
    if tool.found():
        return None
    return f"{tool.what} is not installed: apt-get install {tool.packages} (or .ci/system-deps)"
