"""The playbooks a long-lived reader keeps (daemon, language server, MCP): one
per database file and repository root, shared by every thread.

The daemon answers on a pool of threads, each with its own `Store`; a cached
playbook belongs to the database file (`Store.identity`: its path, device
and inode), not to the connection that loaded it, so a request served by
another thread finds it warm. Which version it is comes from the database:
every playbook write bumps `meta.playbook_version` (a trigger, whoever
writes: another thread, the CLI in another process), and logs the rule it
touched (`playbook_changes`, migration m017). A cached playbook behind the
counter is patched (`Playbook.patched`: the rules written since are read and
scored again, and what was derived from it, like the briefing's scope index,
follows); a change the log cannot name (tombstones, a team sync, too many
writes), another repository file, other scoring settings or age
(`MAX_AGE_S`: decay moves scores even without writes) loads it whole.

One load or patch at a time per database (its lock); readers of a fresh
playbook take no lock. A shared playbook reads its rules' other columns
lazily, through the asking thread's own store (`rows.ThreadStores`).
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING

from kenning.daemon.core.config_schema import FIELDS
from kenning.daemon.playbook.book import Playbook
from kenning.daemon.playbook.origins import SharedSource
from kenning.daemon.playbook.rows import ThreadStores
from kenning.daemon.store.db import Store

if TYPE_CHECKING:
    from kenning.daemon.core.config import Settings

__all__ = ["MAX_AGE_S", "PlaybookCache"]

#: how long a cached playbook is served without reloading when nothing was
#: written: scores decay with time, and a reader idle for days must not rank
#: with days-old decay. At the default 90-day half-life a minute moves a score
#: by 5e-6 of itself; a reload costs ~50 ms at 10,000 rules, at most once a
#: minute and only when asked. A patch keeps the age of the load it patched.
MAX_AGE_S = 60.0

#: the writes `playbook_changes` remembers (migration m017 keeps as many)
_LOGGED = 1024


#: the keys of the `[scoring]` section: a playbook's scores depend on these alone
_SCORING_KEYS = tuple(sorted(k.partition(".")[2] for k in FIELDS if k.startswith("scoring.")))


def _scoring(settings: Settings) -> tuple[object, ...]:
    """The scoring values of `settings`, the pydantic model or its plain view
    (`LoadedConfig.plain`) alike: a cache made with one serves the other."""
    return tuple(getattr(settings.scoring, key) for key in _SCORING_KEYS)


@dataclass
class _Entry:
    playbook: Playbook
    scoring: tuple[object, ...]
    loaded_at: float


@dataclass
class _Database:
    """One database file's playbooks by repository root, the lock that lets one
    load or patch run at a time, and the store each thread reads through."""

    identity: tuple[str, tuple[int, int] | None]
    stores: ThreadStores
    #: by (repository root, whether retired rules are held)
    entries: dict[tuple[Path | None, bool], _Entry] = field(default_factory=dict)
    lock: threading.Lock = field(default_factory=threading.Lock)


class PlaybookCache:
    """The playbooks of a long-lived reader, one per (database file, repository
    root), patched or reloaded when stale (see the module's docstring).

    A cached playbook is served while `Playbook.current_version` (the
    database counter and the repo file's mtime) is unchanged, it was loaded
    with the same scoring settings, and it is younger than `max_age_s`.
    Checking costs one tiny query and one `stat`. Thread-safe.

    Attributes:
        loads: whole loads so far (`Playbook.load`).
        patches: patches so far (`Playbook.patched`).
    """

    def __init__(
        self,
        settings: Settings,
        *,
        max_age_s: float = MAX_AGE_S,
        backups: Path | None = None,
        clock: Callable[[], float] = time.monotonic,
        shared: SharedSource | None = None,
    ) -> None:
        self.settings = settings
        self.max_age_s = max_age_s
        self.backups = backups
        #: the team's rules to merge (`Playbook.load`'s `shared`)
        self.shared = shared
        self.loads = 0
        self.patches = 0
        self._clock = clock
        self._lock = threading.Lock()  # guards `_databases`
        self._databases: dict[str, _Database] = {}

    def get(
        self,
        store: Store,
        repo_root: Path | None,
        settings: Settings | None = None,
        *,
        include_retired: bool = False,
    ) -> Playbook:
        """The playbook for `repo_root`, from the cache when it is fresh.

        Args:
            store: the calling thread's open store.
            repo_root: the repository whose team rules to merge, if any.
            settings: the scoring settings for this root (default: the cache's);
                the pydantic model or its plain view, compared by value.
            include_retired: the playbook with the retired rules too (the
                dashboard's, `playbook list --state retired`): cached apart.
        """
        settings = settings or self.settings
        db = self._database(store)
        key = (repo_root, include_retired)
        entry = db.entries.get(key)
        if entry is not None and self._fresh(entry, store, repo_root, settings):
            return entry.playbook
        with db.lock:  # one load at a time; the threads that waited find it fresh
            entry = db.entries.get(key)
            version = Playbook.current_version(store, repo_root)
            if entry is not None and self._fresh(entry, store, repo_root, settings, version):
                return entry.playbook
            playbook = None
            if entry is not None and self._patchable(entry, settings, version):
                playbook = self._patched(store, entry, settings, version, db)
            if playbook is None:
                playbook = Playbook.load(
                    store,
                    settings,
                    repo_root,
                    include_retired=include_retired,
                    backups=self.backups,
                    shared=self.shared,
                    reader=db.stores,
                )
                self.loads += 1
                if entry is not None and entry.playbook.version == version:
                    playbook.rescored_from(entry.playbook)  # aged only: the same rules
                entry = _Entry(playbook, _scoring(settings), self._clock())
            else:
                assert entry is not None
                self.patches += 1
                entry = _Entry(playbook, _scoring(settings), entry.loaded_at)
            db.entries[key] = entry
            return playbook

    def is_fresh(self, store: Store, repo_root: Path | None) -> bool:
        """Whether `get` would answer from the cache (False when nothing is cached)."""
        db = self._database(store)
        entry = db.entries.get((repo_root, False))
        return entry is not None and self._fresh(entry, store, repo_root, None)

    def clear(self) -> None:
        """Forget every cached playbook."""
        with self._lock:
            self._databases.clear()

    def _database(self, store: Store) -> _Database:
        """The database `store` reads (a new one when another file took its path)."""
        identity = store.identity
        with self._lock:
            db = self._databases.get(identity[0])
            if db is None or db.identity != identity:
                db = self._databases[identity[0]] = _Database(identity, ThreadStores(store))
        db.stores.bind(store)  # this thread reads the shared rules through its own store
        return db

    def _fresh(
        self,
        entry: _Entry,
        store: Store,
        repo_root: Path | None,
        settings: Settings | None,
        version: tuple[int, float | None] | None = None,
    ) -> bool:
        if self._clock() - entry.loaded_at >= self.max_age_s:
            return False
        if settings is not None and _scoring(settings) != entry.scoring:
            return False
        if version is None:
            version = Playbook.current_version(store, repo_root)
        return entry.playbook.version == version

    def _patchable(
        self, entry: _Entry, settings: Settings, version: tuple[int, float | None]
    ) -> bool:
        """Young enough, the same scoring and repository file, the database moved on."""
        before = entry.playbook.version
        return (
            self._clock() - entry.loaded_at < self.max_age_s
            and _scoring(settings) == entry.scoring
            and before[1] == version[1]
            and before[0] < version[0]
        )

    def _patched(
        self,
        store: Store,
        entry: _Entry,
        settings: Settings,
        version: tuple[int, float | None],
        db: _Database,
    ) -> Playbook | None:
        found = store.playbook_changes(entry.playbook.version[0], _LOGGED)
        if found is None:
            return None
        counter, changed = found
        return entry.playbook.patched(
            store, settings, changed, (counter, version[1]), reader=db.stores
        )
