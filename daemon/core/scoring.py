"""Scoring: decay, effective score, maturity transitions, staleness, buckets.

Pure functions, no I/O. docs/scoring.md is the one written rule set, with the
reasoning behind every threshold; a test parses its thresholds table and
compares it with the constants here, so the two cannot drift.

In short: a feedback event is worth `weight × 0.5^(age_days / half_life)`;
`raw = helpful − harmful_multiplier × harmful` over the decayed sums, and
`effective = raw × MATURITY_MULTIPLIER[maturity]`. Transitions are decided on
the raw values and counts, never on `effective`, so a candidate's 0.5
multiplier does not hold back its own promotion.

Promotion asks for counts and a raw score (recent evidence). Demotion,
deprecation and inversion ask for *pressure*, `harmful_multiplier × harmful /
helpful`: every event of a rule decays by the same factor, so pressure does not
change while time passes, only when feedback arrives. That is what makes "a
helpful mark never demotes a rule" hold across a long quiet period too.

In core because it is pure arithmetic over the core models and settings, and
both the store (which keeps each rule's feedback summary fresh, see
store/feedback_summary.py) and the concepts above it (the playbook, the team
view, the operations) need it: the layer below all of them.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from types import MappingProxyType
from typing import TYPE_CHECKING, Any, NamedTuple, Protocol

from kenning.daemon.core.errors import UsageError
from kenning.daemon.core.models import (
    FeedbackEvent,
    FeedbackKind,
    Maturity,
    Rule,
    parse_iso,
    to_iso,
)

if TYPE_CHECKING:
    from kenning.daemon.core.config import ScoringConfig

__all__ = [
    "BUCKETS",
    "MATURITY_MULTIPLIER",
    "EventLike",
    "EventView",
    "ScoreBreakdown",
    "bucket",
    "decayed_value",
    "earned_maturity",
    "events_by_key",
    "is_stale",
    "last_event_at",
    "maturity_ceiling",
    "next_maturity",
    "score",
    "score_rule",
    "should_invert",
]

# -- the rule set (docs/scoring.md explains every number) ----------------------

DEFAULT_HALF_LIFE_DAYS = 90.0
DEFAULT_HARMFUL_MULTIPLIER = 4.0

#: candidate → established: this many helpful marks and at least this raw score
ESTABLISHED_MIN_HELPFUL = 3
ESTABLISHED_MIN_RAW = 2.0
#: → proven: this many helpful marks and at least this raw score
PROVEN_MIN_HELPFUL = 10
PROVEN_MIN_RAW = 8.0
#: pressure at or above which a rule can be at most established
PROVEN_MAX_PRESSURE = 0.5
#: pressure at or above which a rule can be at most a candidate (raw ≤ 0)
ESTABLISHED_MAX_PRESSURE = 1.0
#: pressure at or above which, with enough harmful marks, a rule is deprecated
DEPRECATE_PRESSURE = 2.0
DEPRECATE_MIN_HARMFUL = 2
#: pressure at or above which, with enough harmful marks, a rule is inverted
INVERT_PRESSURE = 8.0
INVERT_MIN_HARMFUL = 3

#: lower bounds of the score buckets on the effective score; below the last: "harmful"
BUCKET_EXCELLENT = 8.0
BUCKET_GOOD = 2.0
BUCKET_NEUTRAL = 0.0
BUCKET_AT_RISK = -4.0
BUCKETS: tuple[tuple[str, float], ...] = (
    ("excellent", BUCKET_EXCELLENT),
    ("good", BUCKET_GOOD),
    ("neutral", BUCKET_NEUTRAL),
    ("at-risk", BUCKET_AT_RISK),
)
BUCKET_HARMFUL = "harmful"

MATURITY_MULTIPLIER: Mapping[Maturity, float] = MappingProxyType(
    {
        Maturity.CANDIDATE: 0.5,
        Maturity.ESTABLISHED: 1.0,
        Maturity.PROVEN: 1.5,
        Maturity.DEPRECATED: 0.0,
    }
)

# the order transitions move along; deprecated is the bottom
_RANK: Mapping[Maturity, int] = MappingProxyType(
    {Maturity.DEPRECATED: 0, Maturity.CANDIDATE: 1, Maturity.ESTABLISHED: 2, Maturity.PROVEN: 3}
)
_SECONDS_PER_DAY = 86400.0
_HELPFUL = FeedbackKind.HELPFUL
_HARMFUL = FeedbackKind.HARMFUL


# -- events and decay -----------------------------------------------------------


@dataclass(frozen=True, slots=True)
class EventView:
    """What scoring needs of a feedback event.

    `created_at` may be ISO-8601 text as stored (naive means UTC) or `None`; an
    unparsable or missing timestamp makes the event worth 0 while it still
    counts as an event.
    """

    kind: FeedbackKind
    weight: float
    created_at: datetime | str | None

    @classmethod
    def of(cls, event: FeedbackEvent) -> EventView:
        """The view of a stored feedback event."""
        return cls(event.kind, event.weight, event.created_at)


class EventLike(Protocol):
    """Anything `score` can read: an `EventView`, or a stored `FeedbackEvent` as is
    (converting 50,000 stored events to views would double the cost of `stats`)."""

    @property
    def kind(self) -> FeedbackKind: ...
    @property
    def weight(self) -> float: ...
    @property
    def created_at(self) -> datetime | str | None: ...


def _parse_text(text: str) -> datetime | None:
    """A stored timestamp parsed (naive means UTC); None when unparsable."""
    try:
        # Python 3.11's parser takes the stored `Z` form directly, ~4× faster
        # than `parse_iso`; anything odd falls back to the one shared parser
        moment = datetime.fromisoformat(text)
    except ValueError:
        return parse_iso(text)
    return moment if moment.tzinfo is not None else moment.replace(tzinfo=UTC)


def _moment(value: datetime | str | None) -> datetime | None:
    """A timezone-aware datetime (naive means UTC), or None when unusable."""
    if isinstance(value, datetime):
        return value if value.tzinfo is not None else value.replace(tzinfo=UTC)
    if isinstance(value, str):
        return _parse_text(value)
    return None


def events_by_key(
    rows: Iterable[Sequence[Any]],
    parse: Callable[[str], datetime | str] | None = None,
    into: dict[str, list[EventView]] | None = None,
) -> dict[str, list[EventView]]:
    """Stored `(key, kind, weight, created_at)` rows as events grouped by key.

    Args:
        rows: the rows, in the order each key's events should keep.
        parse: turns the stored time text into what the events hold (default: the text).
        into: a dict to add to (e.g. pre-filled with empty lists), else a new one.
    """
    out: dict[str, list[EventView]] = {} if into is None else into
    helpful, harmful, view = _HELPFUL, _HARMFUL, EventView
    for key, kind, weight, created_at in rows:
        when = created_at if parse is None else parse(created_at)
        event = view(helpful if kind == "helpful" else harmful, weight, when)
        found = out.get(key)
        if found is None:
            out[key] = [event]
        else:
            found.append(event)
    return out


def last_event_at(events: Iterable[EventLike]) -> datetime | None:
    """The latest usable time among `events` (`ScoreBreakdown.last_feedback_at`
    of their score, without scoring them); None when no event has one."""
    times = [t for t in (_moment(e.created_at) for e in events) if t is not None]
    return max(times) if times else None


def _usable_weight(weight: float) -> float:
    # a negative, NaN or infinite weight is garbage: counting it 0 keeps the
    # sums monotone (a mark can only add evidence, never subtract it)
    return weight if 0.0 < weight < math.inf else 0.0


def decayed_value(
    weight: float, created_at: datetime | str | None, now: datetime, half_life_days: float
) -> float:
    """What one event is worth now: `weight × 0.5^(age_days / half_life_days)`.

    Args:
        weight: the event's weight; negative, NaN or infinite counts 0.
        created_at: when the event happened; text is parsed as ISO-8601, naive
            means UTC. Missing or unparsable counts 0. A future time counts as age 0.
        now: the moment of evaluation (naive means UTC).
        half_life_days: days for the value to halve; ≤ 0 or NaN counts 0, infinite
            never decays.

    Returns:
        The decayed value, in `[0, weight]`.
    """
    weight = _usable_weight(weight)
    when = _moment(created_at)
    if when is None or not half_life_days > 0.0 or weight == 0.0:
        return 0.0
    if now.tzinfo is None:
        now = now.replace(tzinfo=UTC)
    age = (now - when).total_seconds()
    if age <= 0.0:
        return weight
    # one division by the half-life in seconds: whole half-lives come out exact
    return weight * math.pow(0.5, age / (_SECONDS_PER_DAY * half_life_days))


# -- the score ----------------------------------------------------------------


class ScoreBreakdown(NamedTuple):
    """A rule's score with the arithmetic that produced it.

    A named tuple, not a frozen dataclass: loading 10,000 rules builds 10,000
    of these, and a tuple is built about four times faster.
    """

    helpful: float
    harmful: float
    harmful_multiplier: float
    maturity_multiplier: float
    raw: float
    effective: float
    helpful_count: int
    harmful_count: int
    last_helpful_at: datetime | None
    last_feedback_at: datetime | None

    @property
    def pressure(self) -> float:
        """Weighted harm per unit of help, `harmful_multiplier × harmful / helpful`.

        0 without harm, infinite with harm and no help. Time does not change it
        (both sums decay by the same factor), only new feedback does.
        """
        penalty = self.harmful_multiplier * self.harmful if self.harmful > 0.0 else 0.0
        if penalty == 0.0:
            return 0.0
        return penalty / self.helpful if self.helpful > 0.0 else math.inf

    def explain(self) -> str:
        """The arithmetic in two lines, for `kenning why`."""

        def marks(n: int) -> str:
            return f"{n} mark" if n == 1 else f"{n} marks"

        last = to_iso(self.last_feedback_at) if self.last_feedback_at else "never"
        return (
            f"effective {self.effective:.2f} = raw {self.raw:.2f} × maturity "
            f"{self.maturity_multiplier:g}; raw = helpful {self.helpful:.2f} "
            f"({marks(self.helpful_count)}) − {self.harmful_multiplier:g} × harmful "
            f"{self.harmful:.2f} ({marks(self.harmful_count)})\n"
            f"pressure {self.pressure:.2f} (harm per unit of help); last feedback {last}"
        )


def score(
    events: Iterable[EventLike],
    maturity: Maturity,
    now: datetime,
    *,
    half_life_days: float = DEFAULT_HALF_LIFE_DAYS,
    harmful_multiplier: float = DEFAULT_HARMFUL_MULTIPLIER,
) -> ScoreBreakdown:
    """Score one rule from its feedback events.

    Args:
        events: the rule's events, any order (`EventView`s or stored `FeedbackEvent`s).
        maturity: the rule's current maturity (picks the multiplier).
        now: the moment of evaluation (naive means UTC).
        half_life_days: the rule's own half-life if it has one, else the configured one.
        harmful_multiplier: how many helpful marks one harmful mark cancels.

    Raises:
        UsageError: `harmful_multiplier` is negative or not finite.
    """
    if not 0.0 <= harmful_multiplier < math.inf:
        raise UsageError(
            f"harmful_multiplier must be a finite number ≥ 0, got {harmful_multiplier!r}",
            fix="set scoring.harmful_multiplier to a number such as 4 in config.toml",
        )
    if now.tzinfo is None:
        now = now.replace(tzinfo=UTC)
    # Hot path (`stats` scores 10,000 rules × ~5 events): the decay of
    # `decayed_value` is inlined with its names bound to locals, datetimes are
    # used as they are and only text goes through the (cached) parser.
    # `age_seconds / (seconds_per_day × half_life)` keeps whole half-lives exact.
    decays = half_life_days > 0.0
    per_half_life = _SECONDS_PER_DAY * half_life_days
    power, inf, utc, helpful_kind, harmful_kind = math.pow, math.inf, UTC, _HELPFUL, _HARMFUL
    helpful = harmful = 0.0
    helpful_count = harmful_count = 0
    last_helpful: datetime | None = None
    last_any: datetime | None = None
    for event in events:
        stamp = event.created_at
        when: datetime | None
        if isinstance(stamp, datetime):
            when = stamp if stamp.tzinfo is not None else stamp.replace(tzinfo=utc)
        elif isinstance(stamp, str):
            when = _parse_text(stamp)
        else:
            when = None
        value = 0.0
        if when is not None:
            if last_any is None or when > last_any:
                last_any = when
            weight = event.weight
            if decays and 0.0 < weight < inf:
                age = (now - when).total_seconds()
                value = weight * power(0.5, age / per_half_life) if age > 0.0 else weight
        kind = event.kind
        if kind is helpful_kind or kind == helpful_kind:
            helpful += value
            helpful_count += 1
            if when is not None and (last_helpful is None or when > last_helpful):
                last_helpful = when
        elif kind is harmful_kind or kind == harmful_kind:
            harmful += value
            harmful_count += 1
    raw = helpful - harmful_multiplier * harmful if harmful > 0.0 else helpful
    multiplier = MATURITY_MULTIPLIER[maturity]
    return ScoreBreakdown(
        helpful,
        harmful,
        harmful_multiplier,
        multiplier,
        raw,
        raw * multiplier,
        helpful_count,
        harmful_count,
        last_helpful,
        last_any,
    )


def score_rule(
    rule: Rule,
    events: Iterable[EventLike],
    now: datetime,
    config: ScoringConfig,
) -> ScoreBreakdown:
    """Score a rule with its own half-life when it has one, else the configured one.

    Args:
        rule: the rule (its maturity and `half_life_days` override are used).
        events: its feedback events, stored models or views.
        now: the moment of evaluation.
        config: the scoring section of the settings.
    """
    # `is None`, not `or`: an explicit half-life of 0 is the rule's own (it counts 0)
    half_life = config.half_life_days if rule.half_life_days is None else rule.half_life_days
    return score(
        events,
        rule.maturity,
        now,
        half_life_days=half_life,
        harmful_multiplier=config.harmful_multiplier,
    )


# -- transitions ----------------------------------------------------------------


def earned_maturity(breakdown: ScoreBreakdown) -> Maturity:
    """The highest maturity the helpful evidence earns (candidate if none).

    Non-decreasing in helpful marks, non-increasing in harmful ones.
    """
    if breakdown.helpful_count >= PROVEN_MIN_HELPFUL and breakdown.raw >= PROVEN_MIN_RAW:
        return Maturity.PROVEN
    if breakdown.helpful_count >= ESTABLISHED_MIN_HELPFUL and breakdown.raw >= ESTABLISHED_MIN_RAW:
        return Maturity.ESTABLISHED
    return Maturity.CANDIDATE


def maturity_ceiling(breakdown: ScoreBreakdown) -> Maturity:
    """The highest maturity the harmful evidence still tolerates.

    Decided on pressure and counts only, which time does not change.
    """
    pressure = breakdown.pressure
    if pressure >= DEPRECATE_PRESSURE and breakdown.harmful_count >= DEPRECATE_MIN_HARMFUL:
        return Maturity.DEPRECATED
    if pressure >= ESTABLISHED_MAX_PRESSURE:
        return Maturity.CANDIDATE
    if pressure >= PROVEN_MAX_PRESSURE:
        return Maturity.ESTABLISHED
    return Maturity.PROVEN


def next_maturity(current: Maturity, breakdown: ScoreBreakdown, *, pinned: bool) -> Maturity:
    """The maturity after a feedback event: promote to what is earned, cap at the ceiling.

    A deprecated rule recovers only when its evidence earns established, and then
    to what it earns (established or proven): landing lower would let the next
    mark, even a harmful one, promote it. A pinned rule may be promoted or
    recover, but is never demoted or deprecated here.

    Args:
        current: the rule's maturity before the event.
        breakdown: the rule's score including the event.
        pinned: whether the rule is pinned.
    """
    earned = earned_maturity(breakdown)
    if current == Maturity.DEPRECATED and _RANK[earned] < _RANK[Maturity.ESTABLISHED]:
        return current
    # from deprecated, earned ≥ established implies raw > 0: the ceiling allows it
    target = earned if _RANK[earned] > _RANK[current] else current
    if pinned:
        return target
    ceiling = maturity_ceiling(breakdown)
    return ceiling if _RANK[ceiling] < _RANK[target] else target


def should_invert(breakdown: ScoreBreakdown, *, pinned: bool, is_anti_pattern: bool) -> bool:
    """Whether a harmful rule should become an "AVOID: …" anti-pattern.

    Never for a pinned rule or one that already is an anti-pattern.
    """
    if pinned or is_anti_pattern:
        return False
    return breakdown.harmful_count >= INVERT_MIN_HARMFUL and breakdown.pressure >= INVERT_PRESSURE


# -- staleness and buckets --------------------------------------------------------


def is_stale(
    last_feedback_at: datetime | None, created_at: datetime, now: datetime, days: int
) -> bool:
    """Whether a rule has had no feedback for more than `days` days.

    A rule that never had feedback is measured from its creation. Naive times mean UTC.

    Raises:
        UsageError: `days` is below 1.
    """
    if days < 1:
        raise UsageError(
            f"staleness needs at least 1 day, got {days}",
            fix="pass --days 1 or more (or set scoring.stale_days ≥ 1)",
        )
    since = last_feedback_at if last_feedback_at is not None else created_at
    if since.tzinfo is None:
        since = since.replace(tzinfo=UTC)
    if now.tzinfo is None:
        now = now.replace(tzinfo=UTC)
    return now - since > timedelta(days=days)


def bucket(effective: float) -> str:
    """The named bucket of an effective score (see `BUCKETS`); NaN is "neutral"."""
    if math.isnan(effective):
        return "neutral"
    for name, lower in BUCKETS:
        if effective >= lower:
            return name
    return BUCKET_HARMFUL
