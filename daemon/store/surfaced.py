"""Which rules were shown, where and when: the log automatic feedback learns from.

Its own small module: a briefing logs what it showed on every call, and
importing the learning loop (reflect.py: diaries, lessons, their detectors)
for one INSERT cost a fresh process half a second.
"""

from __future__ import annotations

import logging

from kenning.daemon.core.models import to_iso, utcnow
from kenning.daemon.store.db import Store

__all__ = ["record_surfaced"]

log = logging.getLogger(__name__)


def record_surfaced(
    store: Store,
    rule_ids: list[str],
    session_id: str | None,
    where: str,
    *,
    workspace: str | None = None,
) -> None:
    """Log that rules were shown (context, hover, export) — the basis of automatic feedback.

    Never raises: surfacing must not break what showed the rules.
    """
    if not rule_ids:
        return
    now = to_iso(utcnow())
    try:
        with store.transaction() as conn:
            conn.executemany(
                "INSERT INTO surfaced_rules(bullet_id, session_id, workspace, place, created_at) "
                "VALUES (?, ?, ?, ?, ?)",
                [(rid, session_id, workspace, where, now) for rid in rule_ids],
            )
    except Exception:  # an old schema or a locked file: the briefing still goes out
        log.warning("could not log surfaced rules", exc_info=True)
