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
or delete, whoever writes. `refresh` recomputes the dirty rows (RuleRepo
calls it after each event write, inside the writer's transaction), and a
reader treats a dirty rule, a row decayed with another half-life, or a row
whose last event lies after `now` (a clock step back; docs/scoring.md counts a
future event at its full weight) as unknown and scores it from its events.
So a stale row can cost time, never a wrong score.

Why this lives in the store: the rows are derived data the store keeps fresh
in the writer's own transaction (`RuleRepo` after each event write, and
migration m009 fills them), so the store needs the fold, and the playbook
(`Playbook.load`, curation) and the team view read the rows back with it.
The fold has no policy of its own (no thresholds, no maturity rules): it
calls the pure score arithmetic of `core/scoring.py`, which sits below the
store so that both layers use the one copy. The SQL stays in `store/feedback.py`.
"""

from __future__ import annotations

import math
import sqlite3
from collections.abc import Collection, Iterable
from datetime import UTC, datetime
from typing import Any, NamedTuple

from kenning.daemon.core import scoring
from kenning.daemon.core.models import Maturity, to_iso
from kenning.daemon.store import feedback as feedback_rows

__all__ = [
    "Summary",
    "decayed",
    "decayed_effective",
    "dirty_ids",
    "merge",
    "of_events",
    "parse_time",
    "read_heads",
    "read_rows",
    "read_summaries",
    "rebase",
    "refresh",
]

_SECONDS_PER_DAY = 86400.0
_fromiso = datetime.fromisoformat


class Summary(NamedTuple):
    """A rule's feedback as of its last usable event (`at`), decayed with `half_life_days`.

    The row of `feedback_summary` as SQLite hands it over (times as stored
    text): loading the playbook keeps the tuple it fetched and builds nothing
    per rule; `decayed` parses the two times of the rules it scores.
    """

    rule_id: str
    half_life_days: float | None  # None: stored NaN (never matches: scored from events)
    at: str | None
    helpful: float
    harmful: float
    helpful_count: int
    harmful_count: int
    last_helpful_at: str | None


def parse_time(text: str | None) -> datetime | None:
    """A stored time as an aware datetime (naive text is UTC); None stays None."""
    if text is None:
        return None
    moment = _fromiso(text)
    return moment if moment.tzinfo is not None else moment.replace(tzinfo=UTC)


def read_summaries(conn: sqlite3.Connection) -> dict[str, Summary]:
    """Every summary row, by rule id (one query; the fetched tuples themselves)."""
    return feedback_rows.read_summaries(conn)


def read_heads(conn: sqlite3.Connection) -> dict[str, tuple[object, ...]]:
    """Every summary's first five columns (`bullet_id`, `half_life_days`, `at`,
    `helpful`, `harmful`: what `decayed_effective` reads), by rule id.

    `Playbook.load` sorts on them and reads the rest of a row (`read_rows`) when
    a rule's breakdown is built: ~3 ms less at 10,000 rules than `read_summaries`.
    """
    return feedback_rows.read_heads(conn)


def read_rows(conn: sqlite3.Connection, ids: Collection[str] | None) -> dict[str, Summary]:
    """The summary rows of these rules (of every rule when None), by id, as
    `read_summaries` fetches them."""
    if ids is None:
        return read_summaries(conn)
    return feedback_rows.read_rows(conn, ids)


def dirty_ids(conn: sqlite3.Connection) -> set[str]:
    """Rules whose events changed since their summary was written."""
    return feedback_rows.dirty_ids(conn)


_new_breakdown = tuple.__new__  # ScoreBreakdown's own __new__ is a Python function


def decayed(
    summary: Summary,
    maturity_multiplier: float,
    now: datetime,
    harmful_multiplier: float,
    half_life_days: float,
) -> scoring.ScoreBreakdown | None:
    """The score at `now` from a summary, or None when the summary cannot give it:
    decayed with another half-life than `half_life_days`, or its last event is
    after `now` (a clock step back)."""
    _, _, at_text, _, _, helpful_count, harmful_count, helpful_text = summary
    sums = _decayed_sums(summary, now, half_life_days)
    if sums is None:
        return None
    helpful, harmful, at = sums
    # the last event is often the last helpful one: the same text, parsed once
    last_helpful = at if helpful_text == at_text else parse_time(helpful_text)
    raw = helpful - harmful_multiplier * harmful if harmful > 0.0 else helpful
    return _new_breakdown(
        scoring.ScoreBreakdown,
        (
            helpful,
            harmful,
            harmful_multiplier,
            maturity_multiplier,
            raw,
            raw * maturity_multiplier,
            helpful_count,
            harmful_count,
            last_helpful,
            at,
        ),
    )


def decayed_effective(
    summary: Summary | tuple[Any, ...],
    maturity_multiplier: float,
    now: datetime,
    harmful_multiplier: float,
    half_life_days: float,
) -> float | None:
    """`decayed(...).effective`, the same arithmetic in the same order, without building
    the breakdown: `Playbook.load` sorts 10,000 rules by it and builds a rule's
    breakdown only when its score is read (tests hold the two equal). It reads
    the first five columns, so a summary's head (`read_heads`) will do."""
    sums = _decayed_sums(summary, now, half_life_days)
    if sums is None:
        return None
    helpful, harmful, _ = sums
    raw = helpful - harmful_multiplier * harmful if harmful > 0.0 else helpful
    return raw * maturity_multiplier


def _decayed_sums(
    summary: Summary | tuple[Any, ...], now: datetime, half_life_days: float
) -> tuple[float, float, datetime | None] | None:
    """(helpful, harmful, last event time) decayed from the last event to `now`;
    None when the summary was decayed with another half-life or its last event
    is after `now` (a clock step back)."""
    half_life, at_text, helpful, harmful = summary[1], summary[2], summary[3], summary[4]
    if half_life != half_life_days:
        return None
    at = None
    if at_text is not None:
        at = _fromiso(at_text)
        if at.tzinfo is None:
            at = at.replace(tzinfo=UTC)
        if at > now:
            return None
        if helpful or harmful:
            age = (now - at).total_seconds()
            if age > 0.0 and half_life > 0.0:
                factor = math.pow(0.5, age / (_SECONDS_PER_DAY * half_life))
                helpful *= factor
                harmful *= factor
    return helpful, harmful, at


def _half_lives(conn: sqlite3.Connection, ids: Collection[str], default: float) -> dict[str, float]:
    """Each rule's own half-life where the database has one, else `default`."""
    out = dict.fromkeys(ids, default)
    for rule_id, own in feedback_rows.dirty_half_lives(conn):
        if rule_id in out:
            out[rule_id] = own
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
    events = scoring.events_by_key(
        feedback_rows.dirty_events(conn),
        into={i: [] for i in ids},  # a dirty rule left without events loses its row
    )
    rows = []
    gone = []
    for rule_id, found in events.items():
        if not found:
            gone.append((rule_id,))
            continue
        rows.append(_row(rule_id, found, half_lives[rule_id]))
    feedback_rows.write_summaries(conn, gone, rows)
    return len(ids)


def rebase(conn: sqlite3.Connection, half_life_days: float) -> int:
    """Recompute the summaries decayed with another half-life than the configured
    one (after `scoring.half_life_days` changed) and any dirty ones; returns how many.

    A rule of the database with its own half-life keeps it. Costs one pass over
    the summaries (a few ms at 10,000 rules); `curate.mark` calls it inside the
    mark's transaction.
    """
    feedback_rows.mark_rebase(conn, half_life_days)
    return refresh(conn, half_life_days)


def of_events(events: Iterable[scoring.EventView], half_life_days: float, key: str = "") -> Summary:
    """The summary of these events (for rule `key`): their score as of the last
    usable one, with this half-life, times as stored text."""
    views = list(events)
    # the last usable moment: the score is taken there, so no event is in its
    # future; with none, every event is worth 0 whenever it is scored
    at = scoring.last_event_at(views)
    when = at if at is not None else datetime.now(UTC)
    breakdown = scoring.score(views, Maturity.ESTABLISHED, when, half_life_days=half_life_days)
    last = breakdown.last_helpful_at
    return Summary(
        key,
        half_life_days,
        to_iso(at) if at is not None else None,
        breakdown.helpful,
        breakdown.harmful,
        breakdown.helpful_count,
        breakdown.harmful_count,
        to_iso(last) if last is not None else None,
    )


def merge(a: Summary, b: Summary) -> Summary:
    """The summary of the events of `a` and of `b` together (both with one half-life).

    The later `at` is kept and the other side decayed to it: the common factor
    of the module docstring, so merging costs one `pow`, not a pass over events.
    Either may be the plain tuple `read_summaries` fetched (read by position).
    """
    key, half_life, a_at, a_helpful, a_harmful, a_hc, a_hrc, a_last = a
    _, _, b_at, b_helpful, b_harmful, b_hc, b_hrc, b_last = b
    at_a, at_b = parse_time(a_at), parse_time(b_at)
    at = at_a if at_b is None or (at_a is not None and at_a >= at_b) else at_b
    helpful = harmful = 0.0
    for side_at, side_helpful, side_harmful in (
        (at_a, a_helpful, a_harmful),
        (at_b, b_helpful, b_harmful),
    ):
        if side_at is None or at is None:
            continue  # no usable time: its events are worth 0
        factor = 1.0
        age = (at - side_at).total_seconds()
        if age > 0.0 and half_life is not None and half_life > 0.0:
            factor = math.pow(0.5, age / (_SECONDS_PER_DAY * half_life))
        helpful += side_helpful * factor
        harmful += side_harmful * factor
    lasts = [t for t in (parse_time(a_last), parse_time(b_last)) if t is not None]
    return Summary(
        key,
        half_life,
        to_iso(at) if at is not None else None,
        helpful,
        harmful,
        a_hc + b_hc,
        a_hrc + b_hrc,
        to_iso(max(lasts)) if lasts else None,
    )


def _row(
    rule_id: str, events: Iterable[scoring.EventView], half_life_days: float
) -> tuple[object, ...]:
    return tuple(of_events(events, half_life_days, rule_id))
