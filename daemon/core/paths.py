"""Where kenning keeps its state, and which repository a folder belongs to.

Standard library only (platformdirs is imported when needed): the start-up-free
client of `kenning context` uses this too, so it never imports pydantic.
`KENNING_HOME` relocates all state.
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path

APP = "kenning"


@dataclass(frozen=True)
class Paths:
    """Where kenning keeps its state."""

    home: Path
    config_file: Path

    @property
    def db(self) -> Path:
        return self.home / "kenning.db"

    @property
    def socket(self) -> Path:
        return self.home / "daemon.sock"

    @property
    def pidfile(self) -> Path:
        return self.home / "daemon.pid"

    @property
    def logs(self) -> Path:
        return self.home / "logs"

    @property
    def models(self) -> Path:
        return self.home / "models"

    @property
    def summaries(self) -> Path:
        return self.home / "summaries"

    @property
    def backups(self) -> Path:
        return self.home / "backups"


def resolve_paths(environ: Mapping[str, str] | None = None) -> Paths:
    """Where state lives: `KENNING_HOME` if set, else the platform's folders."""
    env = os.environ if environ is None else environ
    home_env = env.get("KENNING_HOME")
    if home_env:
        home = Path(home_env).expanduser()
        return Paths(home=home, config_file=home / "config.toml")
    import platformdirs

    return Paths(
        home=Path(platformdirs.user_data_dir(APP)),
        config_file=Path(platformdirs.user_config_dir(APP)) / "config.toml",
    )


def find_repo_root(start: Path | None = None) -> Path | None:
    """The nearest folder at or above `start` holding `.kenning/` or `.git`."""
    here = (start or Path.cwd()).resolve()
    for folder in (here, *here.parents):
        if (folder / ".kenning").is_dir() or (folder / ".git").exists():
            return folder
    return None


def repo_playbook_path(repo_root: Path) -> Path:
    """Where a repository keeps its team playbook (`.kenning/playbook.yaml`)."""
    return repo_root / ".kenning" / "playbook.yaml"
