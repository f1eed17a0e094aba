"""The backup folder: which files are backups, and how old each is.

Apart from backup.py (which makes, checks and restores them) because the
store itself lists them too: the error for a damaged database names the
newest backup to restore (`db.corrupt_error`).

    backups/kenning-20261124T010203Z.db     one file per backup, UTC time in the name
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path

from kenning.daemon.core.models import utcnow

__all__ = ["NAME", "STAMP", "BackupInfo", "list_backups"]

#: a backup's file name, its UTC time in `STAMP` form
NAME = re.compile(r"^kenning-(\d{8}T\d{6}Z)\.db$")
STAMP = "%Y%m%dT%H%M%SZ"


@dataclass(frozen=True)
class BackupInfo:
    path: Path
    created: datetime
    size: int

    @property
    def age(self) -> str:
        """How old, for people: "3 h old", "2 days old"."""
        seconds = max(0.0, (utcnow() - self.created).total_seconds())
        if seconds < 3600:
            return f"{int(seconds // 60)} min old"
        if seconds < 2 * 86400:
            return f"{int(seconds // 3600)} h old"
        return f"{int(seconds // 86400)} days old"

    def to_json(self) -> dict[str, str | int]:
        return {
            "path": str(self.path),
            "created": self.created.isoformat(),
            "size": self.size,
            "age": self.age,
        }


def list_backups(folder: Path) -> list[BackupInfo]:
    """The backups in `folder`, newest first."""
    found = []
    try:
        entries = list(folder.iterdir())
    except OSError:
        return []
    for entry in entries:
        match = NAME.match(entry.name)
        if match is None:
            continue
        try:
            size = entry.stat().st_size
        except OSError:
            continue
        created = datetime.strptime(match.group(1), STAMP).replace(tzinfo=UTC)
        found.append(BackupInfo(entry, created, size))
    return sorted(found, key=lambda b: b.created, reverse=True)
