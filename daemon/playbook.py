"""The merged, scored read view of the playbook that every reader uses.

`Playbook.load` reads the global rules (one query), all feedback events (one
query), the repository's `.kenning/playbook.yaml`, and the team replica
(daemon/team/local.py, when a team is joined); repo rules win over global
ones with the same id, and both over team rules. Every rule is scored with its own events (repo
rules too: personal feedback is keyed by id in the database). A repo file that
cannot be read is skipped with a warning, so hover, audit and context keep
working on the global playbook.

`version` is cheap to compute (`Playbook.current_version`): long-lived readers
(LSP, daemon) compare it to decide whether to reload.
"""

from __future__ import annotations

import gc
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path

from . import scoring
from .bullets import BulletRepo
from .config import Settings
from .errors import PlaybookFileError
from .models import Bullet, BulletState, Tombstone, utcnow
from .repo_playbook import load_repo_playbook, repo_playbook_path
from .store import Store
from .team.view import team_view

__all__ = ["Playbook", "PlaybookCache", "ScoredBullet", "gc_paused"]

_NO_EVENTS: list[scoring.EventView] = []


@dataclass(frozen=True)
class ScoredBullet:
    """A rule with its score as of the moment the playbook was loaded."""

    bullet: Bullet
    score: scoring.ScoreBreakdown

    @property
    def id(self) -> str:
        return self.bullet.id

    @property
    def effective(self) -> float:
        return self.score.effective


@contextmanager
def gc_paused() -> Iterator[None]:
    """Pause the cyclic garbage collector while building many objects.

    Loading 10,000 rules allocates ~100,000 objects and no cycles; without the
    pause, CPython runs several full collections on the way (a third of the time).
    """
    was_enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was_enabled:
            gc.enable()


def _sort_key(sb: ScoredBullet) -> tuple[float, str]:
    return (-sb.score.effective, sb.bullet.id)


@dataclass
class Playbook:
    """Global rules merged with the repo's team rules, each scored."""

    bullets: list[ScoredBullet]
    tombstones: list[Tombstone]
    warnings: list[str] = field(default_factory=list)
    version: tuple[int, float | None] = (0, None)
    _index: dict[str, ScoredBullet] = field(default_factory=dict, repr=False)

    def __post_init__(self) -> None:
        self._index = {sb.bullet.id: sb for sb in self.bullets}

    @staticmethod
    def current_version(store: Store, repo_root: Path | None) -> tuple[int, float | None]:
        """(database playbook counter, repo file mtime): changes when anything would."""
        mtime = None
        if repo_root is not None:
            try:
                mtime = repo_playbook_path(repo_root).stat().st_mtime
            except OSError:
                mtime = None
        return (store.playbook_version(), mtime)

    @classmethod
    def load(
        cls,
        store: Store,
        settings: Settings,
        repo_root: Path | None,
        *,
        now: datetime | None = None,
        include_retired: bool = False,
        backups: Path | None = None,
    ) -> Playbook:
        """Read, merge and score the playbook.

        Args:
            store: the open store (global rules and every feedback event).
            settings: scoring settings (half-life, harmful multiplier).
            repo_root: the repository whose `.kenning/playbook.yaml` to merge, if any.
            now: the moment scores are computed for (default: now).
            include_retired: keep retired rules (for `playbook list --state retired`).
            backups: where a corrupt repo file is copied (default: `Paths.backups`).
        """
        with gc_paused():
            return cls._load(store, settings, repo_root, now, include_retired, backups)

    @classmethod
    def _load(
        cls,
        store: Store,
        settings: Settings,
        repo_root: Path | None,
        now: datetime | None,
        include_retired: bool,
        backups: Path | None,
    ) -> Playbook:
        now = now or utcnow()
        version = cls.current_version(store, repo_root)
        repo = BulletRepo(store)
        states = None if include_retired else (BulletState.ACTIVE, BulletState.DRAFT)
        merged: dict[str, Bullet] = {b.id: b for b in repo.list(states)}
        tombstones = {t.id: t for t in repo.tombstones()}
        warnings: list[str] = []
        if repo_root is not None:
            try:
                team = load_repo_playbook(repo_root, backups=backups)
            except PlaybookFileError as exc:
                rel = repo_playbook_path(repo_root)
                warnings.append(f"skipped {rel}: {exc.message}")
            else:
                for bullet in team.bullets:
                    if include_retired or bullet.state != BulletState.RETIRED:
                        merged[bullet.id] = bullet
                    else:
                        merged.pop(bullet.id, None)  # the team retired it: hide it here too
                tombstones.update({t.id: t for t in team.tombstones})
        events = repo.all_events()
        # the team replica (daemon/team/): one more origin, below local and repo rules
        shared = team_view(store, settings, now)
        known: dict[str, scoring.ScoreBreakdown] = {}  # team rules scored by team/view.py
        if shared is not None:
            for bullet in shared.bullets:
                merged.setdefault(bullet.id, bullet)
            for tomb in shared.tombstones:
                tombstones.setdefault(tomb.id, tomb)
            # a team rule marked here too is scored here, with both
            known = {k: v for k, v in shared.scores.items() if k not in events}
            shared.add_events_to(events)
        half_life = settings.scoring.half_life_days
        multiplier = settings.scoring.harmful_multiplier
        score = scoring.score
        scored = [
            ScoredBullet(
                b,
                known[b.id]
                if b.origin == "team" and b.id in known
                else score(
                    events.get(b.id, _NO_EVENTS),
                    b.maturity,
                    now,
                    half_life_days=half_life if b.half_life_days is None else b.half_life_days,
                    harmful_multiplier=multiplier,
                ),
            )
            for b in merged.values()
        ]
        scored.sort(key=_sort_key)
        return cls(scored, sorted(tombstones.values(), key=lambda t: t.id), warnings, version)

    def get(self, bullet_id: str) -> ScoredBullet | None:
        """The rule with this id, or None."""
        return self._index.get(bullet_id)

    def active(self) -> list[ScoredBullet]:
        """Active rules, best first (effective score descending, then id)."""
        return [sb for sb in self.bullets if sb.bullet.state == BulletState.ACTIVE]

    def anti_patterns(self) -> list[ScoredBullet]:
        """Active anti-patterns ("AVOID: …"), best first."""
        return [sb for sb in self.active() if sb.bullet.is_anti_pattern]

    def rules(self) -> list[ScoredBullet]:
        """Active prescriptive rules (not anti-patterns), best first."""
        return [sb for sb in self.active() if not sb.bullet.is_anti_pattern]

    def __len__(self) -> int:
        return len(self.bullets)


class PlaybookCache:
    """The last loaded playbook of a long-lived reader (LSP, daemon), reloaded on change.

    `get` returns the cached `Playbook` while `Playbook.current_version` (the
    database counter and the repo file's mtime) is unchanged and the copy is
    younger than `max_age_s` (scores decay with time, so they are refreshed
    now and then even without writes). Checking the version costs one tiny
    query and one `stat`. Thread-safe.
    """

    def __init__(self, settings: Settings, *, max_age_s: float = 60.0) -> None:
        self.settings = settings
        self.max_age_s = max_age_s
        self._lock = threading.Lock()
        self._key: tuple[object, ...] | None = None
        self._loaded_at = 0.0
        self._playbook: Playbook | None = None

    def get(self, store: Store, repo_root: Path | None) -> Playbook:
        """The playbook for `repo_root`, from the cache when nothing changed."""
        key = (str(store.path), repo_root, Playbook.current_version(store, repo_root))
        with self._lock:
            fresh = time.monotonic() - self._loaded_at < self.max_age_s
            if self._playbook is not None and key == self._key and fresh:
                return self._playbook
            playbook = Playbook.load(store, self.settings, repo_root)
            self._key, self._playbook = key, playbook
            self._loaded_at = time.monotonic()
            return playbook

    def clear(self) -> None:
        with self._lock:
            self._key, self._playbook = None, None
