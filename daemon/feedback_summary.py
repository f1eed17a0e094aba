"""Each rule's feedback folded into a few numbers, so loading the playbook reads
one row per rule instead of every event.

Decay is a common factor: for events no later than a moment `at`,

    Σ w·0.5^((now − t)/h) = 0.5^((now − at)/h) · Σ w·0.5^((at − t)/h)

so the row of `feedback_summary` keeps a rule's score *as of its last event*
(`scoring.score` with `now = at`, the half-life `h` it used, the counts and
last-helpful time) and `decayed` carries it to any later moment with one
`pow`. The arithmetic is docs/scoring.md's; only the order of the
floating-point operations differs (results agree to ~1e-15 relative).

Freshness is kept by SQL, not by discipline: triggers on `feedback_events`
(migration m009) put the rule's id in `feedback_dirty` on every insert, update
or delete, whoever writes. `refresh` recomputes the dirty rows (BulletRepo
calls it after each event write, inside the writer's transaction), and a
reader treats a dirty rule, a row decayed with another half-life, or a row
whose last event lies after `now` (a clock step back; docs/scoring.md counts a
future event at its full weight) as unknown and scores it from its events.
So a stale row can cost time, never a wrong score.
"""

from __future__ import annotations

import math
import sqlite3
from collections.abc import Collection, Iterable
from datetime import UTC, datetime
from typing import NamedTuple

from . import scoring
from .models import FeedbackKind, Maturity, to_iso

__all__ = [
    "Summary",
    "decayed",
    "dirty_ids",
    "merge",
    "of_events",
    "read_summaries",
    "rebase",
    "refresh",
]

_SECONDS_PER_DAY = 86400.0
_HELPFUL = FeedbackKind.HELPFUL
_HARMFUL = FeedbackKind.HARMFUL
_fromiso = datetime.fromisoformat


class Summary(NamedTuple):
    """A rule's feedback as of its last usable event (`at`), decayed with `half_life_days`.

    A named tuple: one per rule on every load, and tuples are built fastest.
    """

    half_life_days: float | None  # None: stored NaN (never matches: scored from events)
    at: datetime | None
    helpful: float
    harmful: float
    helpful_count: int
    harmful_count: int
    last_helpful_at: datetime | None


def _parse(text: str | None) -> datetime | None:
    if text is None:
        return None
    moment = _fromiso(text)
    return moment if moment.tzinfo is not None else moment.replace(tzinfo=UTC)


def read_summaries(conn: sqlite3.Connection) -> dict[str, Summary]:
    """Every summary row, by rule id (one query; plain tuples, no row factory)."""
    cur = conn.cursor()
    cur.row_factory = None
    rows = cur.execute(
        "SELECT bullet_id, half_life_days, at, helpful, harmful, helpful_count,"
        " harmful_count, last_helpful_at FROM feedback_summary"
    ).fetchall()
    parse = _parse
    return {r[0]: Summary(r[1], parse(r[2]), r[3], r[4], r[5], r[6], parse(r[7])) for r in rows}


def dirty_ids(conn: sqlite3.Connection) -> set[str]:
    """Rules whose events changed since their summary was written."""
    cur = conn.cursor()
    cur.row_factory = None
    return {r[0] for r in cur.execute("SELECT bullet_id FROM feedback_dirty").fetchall()}


def decayed(
    summary: Summary, maturity: Maturity, now: datetime, harmful_multiplier: float
) -> scoring.ScoreBreakdown:
    """The score at `now` (not before `summary.at`: callers check) from a summary."""
    helpful, harmful, at = summary.helpful, summary.harmful, summary.at
    half_life = summary.half_life_days
    if at is not None and half_life is not None and half_life > 0.0 and (helpful or harmful):
        age = (now - at).total_seconds()
        if age > 0.0:
            factor = math.pow(0.5, age / (_SECONDS_PER_DAY * half_life))
            helpful *= factor
            harmful *= factor
    raw = helpful - harmful_multiplier * harmful if harmful > 0.0 else helpful
    multiplier = scoring.MATURITY_MULTIPLIER[maturity]
    return scoring.ScoreBreakdown(
        helpful,
        harmful,
        harmful_multiplier,
        multiplier,
        raw,
        raw * multiplier,
        summary.helpful_count,
        summary.harmful_count,
        summary.last_helpful_at,
        at,
    )


def _half_lives(conn: sqlite3.Connection, ids: Collection[str], default: float) -> dict[str, float]:
    """Each rule's own half-life where the database has one, else `default`."""
    out = dict.fromkeys(ids, default)
    for bullet_id, own in conn.execute(
        "SELECT id, half_life_days FROM bullets WHERE half_life_days IS NOT NULL"
        " AND id IN (SELECT bullet_id FROM feedback_dirty)"
    ):
        if bullet_id in out:
            out[bullet_id] = own
    return out


def refresh(conn: sqlite3.Connection, half_life_days: float) -> int:
    """Recompute the summaries of the dirty rules; returns how many.

    Call inside the transaction that wrote the events. `half_life_days` is the
    configured one; a rule of the database with its own half-life uses that.
    """
    ids = dirty_ids(conn)
    if not ids:
        return 0
    half_lives = _half_lives(conn, ids, half_life_days)
    events: dict[str, list[scoring.EventView]] = {i: [] for i in ids}
    for bullet_id, kind, weight, created_at in conn.execute(
        "SELECT bullet_id, kind, weight, created_at FROM feedback_events"
        " WHERE bullet_id IN (SELECT bullet_id FROM feedback_dirty)"
    ):
        events[bullet_id].append(
            scoring.EventView(_HELPFUL if kind == "helpful" else _HARMFUL, weight, created_at)
        )
    rows = []
    gone = []
    for bullet_id, found in events.items():
        if not found:
            gone.append((bullet_id,))
            continue
        rows.append(_row(bullet_id, found, half_lives[bullet_id]))
    conn.executemany("DELETE FROM feedback_summary WHERE bullet_id = ?", gone)
    conn.executemany(
        "INSERT OR REPLACE INTO feedback_summary (bullet_id, half_life_days, at, helpful,"
        " harmful, helpful_count, harmful_count, last_helpful_at)"
        " VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
        rows,
    )
    conn.execute("DELETE FROM feedback_dirty")
    return len(ids)


def rebase(conn: sqlite3.Connection, half_life_days: float) -> int:
    """Recompute the summaries decayed with another half-life than the configured
    one (after `scoring.half_life_days` changed) and any dirty ones; returns how many.

    A rule of the database with its own half-life keeps it. Costs one pass over
    the summaries (a few ms at 10,000 rules); `curate.mark` calls it inside the
    mark's transaction.
    """
    conn.execute(
        "INSERT OR IGNORE INTO feedback_dirty (bullet_id) SELECT s.bullet_id"
        " FROM feedback_summary s JOIN bullets b ON b.id = s.bullet_id"
        " WHERE b.half_life_days IS NULL AND s.half_life_days IS NOT ?",
        (half_life_days,),
    )
    return refresh(conn, half_life_days)


def of_events(events: Iterable[scoring.EventView], half_life_days: float) -> Summary:
    """The summary of these events: their score as of the last usable one, with this half-life."""
    views = list(events)
    # the last usable moment: the score is taken there, so no event is in its future
    probe = scoring.score(views, Maturity.ESTABLISHED, datetime.now(UTC), half_life_days=1.0)
    at = probe.last_feedback_at
    if at is None:
        # no event has a usable time: every one is worth 0 whenever it is scored
        breakdown = probe
        sums = (0.0, 0.0)
    else:
        breakdown = scoring.score(views, Maturity.ESTABLISHED, at, half_life_days=half_life_days)
        sums = (breakdown.helpful, breakdown.harmful)
    return Summary(
        half_life_days,
        at,
        *sums,
        breakdown.helpful_count,
        breakdown.harmful_count,
        breakdown.last_helpful_at,
    )


def merge(a: Summary, b: Summary) -> Summary:
    """The summary of the events of `a` and of `b` together (both with one half-life).

    The later `at` is kept and the other side decayed to it: the common factor
    of the module docstring, so merging costs one `pow`, not a pass over events.
    """
    at = a.at if b.at is None or (a.at is not None and a.at >= b.at) else b.at
    helpful = harmful = 0.0
    half_life = a.half_life_days
    for side in (a, b):
        if side.at is None or at is None:
            continue  # no usable time: its events are worth 0
        factor = 1.0
        age = (at - side.at).total_seconds()
        if age > 0.0 and half_life is not None and half_life > 0.0:
            factor = math.pow(0.5, age / (_SECONDS_PER_DAY * half_life))
        helpful += side.helpful * factor
        harmful += side.harmful * factor
    lasts = [t for t in (a.last_helpful_at, b.last_helpful_at) if t is not None]
    return Summary(
        half_life,
        at,
        helpful,
        harmful,
        a.helpful_count + b.helpful_count,
        a.harmful_count + b.harmful_count,
        max(lasts) if lasts else None,
    )


def _row(
    bullet_id: str, events: Iterable[scoring.EventView], half_life_days: float
) -> tuple[object, ...]:
    summary = of_events(events, half_life_days)
    return (
        bullet_id,
        half_life_days,
        to_iso(summary.at) if summary.at is not None else None,
        summary.helpful,
        summary.harmful,
        summary.helpful_count,
        summary.harmful_count,
        to_iso(summary.last_helpful_at) if summary.last_helpful_at else None,
    )
