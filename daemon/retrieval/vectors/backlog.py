"""What is still waiting for a vector: the embedding backlog, counted from the store.

`backlog` counts the messages and rules without a vector of a model, the
recent rate and an ETA, for `kenning status`, `kenning doctor` and the
degraded note of `kenning search`. A module apart from `index` so that
counting it imports no numpy (`kenning status` and `kenning doctor` do not
search by meaning); `retrieval/embedding/backlog` puts it in words.
"""

from __future__ import annotations

import threading
import time
from dataclasses import dataclass
from datetime import timedelta
from typing import Any

from kenning.daemon.core.models import to_iso
from kenning.daemon.retrieval.embedding.backlog import describe_backlog
from kenning.daemon.store import vectors as vector_rows
from kenning.daemon.store.db import Store, table_exists

__all__ = [
    "RATE_ROWS",
    "RATE_WINDOW_S",
    "STILL_MAX_AGE_S",
    "Backlog",
    "backlog",
    "recent_backlog",
    "recent_rate",
]


#: the backlog's rate looks at embeddings written in the last this many seconds
RATE_WINDOW_S = 300.0
#: … among at most this many of the newest rows (a bounded read)
RATE_ROWS = 20_000


@dataclass(frozen=True)
class Backlog:
    """What is still waiting for a vector of `model`, and when it should be done.

    `rate` is rows per second over the last few minutes of embedding (None
    when nothing was embedded lately: the daemon is not running or is idle),
    `eta_s` the pending rows at that rate.
    """

    model: str
    messages: int
    rules: int
    rate: float | None
    eta_s: float | None

    @property
    def pending(self) -> int:
        return self.messages + self.rules

    def to_json(self) -> dict[str, Any]:
        return {
            "model": self.model,
            "pending_messages": self.messages,
            "pending_rules": self.rules,
            "rate_per_s": None if self.rate is None else round(self.rate, 2),
            "eta_s": None if self.eta_s is None else round(self.eta_s),
        }

    def describe(self, *, daemon_running: bool = False) -> str:
        """One line for a person: "1,200 messages and 3 rules not yet embedded (…)"."""
        return describe_backlog(self.to_json(), daemon_running=daemon_running)


def backlog(store: Store, model: str, *, now: float | None = None) -> Backlog:
    """Messages and rules without a vector of `model`, the recent rate and the ETA.

    Messages: every message gets a row (a vector or a skip mark), so the
    pending count is the messages minus their rows: two index counts, quick on
    a large store (a changed message waiting for a new vector is not counted).
    Rules are few: counted exactly. The rate is read from the newest
    embeddings' `created_at`, so any process (the CLI without a daemon too)
    sees it.
    """
    if not table_exists(store, "embeddings"):
        return Backlog(model, 0, 0, None, None)
    have = vector_rows.count_message_vectors(store, model)
    total = vector_rows.count_messages(store)
    messages = max(0, int(total) - int(have))
    rules = 0
    if table_exists(store, "bullets"):
        rules = vector_rows.count_pending_rules(store, model)
    rate = recent_rate(store, model, now=now)
    pending = messages + int(rules)
    eta = pending / rate if rate and pending else None
    return Backlog(model, messages, int(rules), rate, eta)


_RECENT: dict[tuple[str, str], tuple[float, Backlog, tuple[int, ...]]] = {}
_RECENT_LOCK = threading.Lock()


#: how long `recent_backlog` reuses a count while nothing was stored since it
STILL_MAX_AGE_S = 120.0


def recent_backlog(store: Store, model: str, max_age_s: float = 5.0) -> Backlog:
    """`backlog`, reused for `max_age_s` per database file and model within the process,
    and for up to `STILL_MAX_AGE_S` while no message, vector or rule was stored since.

    For paths that ask on every request (a search, a briefing: the daemon
    builds a `Searcher` per request): the counts read an index of every
    message (~5 ms at 15k messages, 0.3-1.5 s at 1M on a loaded machine),
    while what says whether anything was stored (the highest message id and
    vector rowid, the playbook's version) is three b-tree steps. A deletion
    alone (a forgotten session) is seen by the next count, `STILL_MAX_AGE_S`
    at most later.
    """
    key = (str(store.path), model)
    now = time.monotonic()
    stamp: tuple[int, ...] = ()
    if table_exists(store, "embeddings"):
        stamp = (*vector_rows.newest_rows(store), store.playbook_version())
    with _RECENT_LOCK:
        seen = _RECENT.get(key)
    if seen is not None:
        age = now - seen[0]
        if age < max_age_s or (seen[2] == stamp and age < STILL_MAX_AGE_S):
            return seen[1]
    found = backlog(store, model)
    with _RECENT_LOCK:
        _RECENT[key] = (now, found, stamp)
    return found


def recent_rate(store: Store, model: str, *, now: float | None = None) -> float | None:
    """Rows of `model` embedded per second over the last `RATE_WINDOW_S` (None if none)."""
    from datetime import UTC, datetime

    current = datetime.fromtimestamp(time.time() if now is None else now, UTC)
    since = to_iso(current - timedelta(seconds=RATE_WINDOW_S))
    newest = vector_rows.newest_time(store)
    if newest is None or newest < since:
        # nothing embedded lately (a daemon long caught up): one row read, not
        # the created_at of the newest 20,000, each behind its vector's bytes
        return None
    count, oldest = vector_rows.recent_count(store, model, RATE_ROWS, since)
    if count < 2 or oldest is None:
        return None
    started = datetime.fromisoformat(oldest)
    span = max((current - started).total_seconds(), 5.0)
    return count / span
