"""Scoring: the decay table, multipliers, every transition, and the doc agreeing with the code."""

from __future__ import annotations

import math
import re
from collections.abc import Sequence
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from kenning.daemon.core import scoring
from kenning.daemon.core.config import ScoringConfig
from kenning.daemon.core.errors import UsageError
from kenning.daemon.core.models import FeedbackEvent, FeedbackKind, Maturity, Rule, to_iso
from kenning.daemon.core.scoring import (
    MATURITY_MULTIPLIER,
    EventView,
    ScoreBreakdown,
    bucket,
    decayed_value,
    is_stale,
    next_maturity,
    score,
    score_rule,
    should_invert,
)

DOC = Path(__file__).resolve().parents[1] / "docs" / "scoring.md"
NOW = datetime(2026, 6, 1, 12, 0, tzinfo=UTC)
HELPFUL, HARMFUL = FeedbackKind.HELPFUL, FeedbackKind.HARMFUL
C, E, P, D = Maturity.CANDIDATE, Maturity.ESTABLISHED, Maturity.PROVEN, Maturity.DEPRECATED
RANK = {D: 0, C: 1, E: 2, P: 3}


def ev(kind: FeedbackKind, days_ago: float = 0.0, weight: float = 1.0) -> EventView:
    return EventView(kind, weight, NOW - timedelta(days=days_ago))


def marks(helpful: int = 0, harmful: int = 0, days_ago: float = 0.0) -> list[EventView]:
    return [ev(HELPFUL, days_ago) for _ in range(helpful)] + [
        ev(HARMFUL, days_ago) for _ in range(harmful)
    ]


def table_after(heading: str) -> list[list[str]]:
    """The body rows (cells stripped) of the first Markdown table after the line
    starting with `heading`."""
    lines = DOC.read_text(encoding="utf-8").splitlines()
    start = next(i for i, line in enumerate(lines) if line.startswith(heading))
    rows: list[list[str]] = []
    for line in lines[start + 1 :]:
        if line.startswith("|"):
            rows.append([cell.strip() for cell in line.strip().strip("|").split("|")])
        elif rows:
            break
    assert len(rows) > 2, f"no table under {heading!r} in {DOC}"
    return rows[2:]  # drop the header and the |---| line


def number(cell: str) -> float:
    return math.inf if cell == "∞" else float(cell.replace("−", "-"))


# -- decay -----------------------------------------------------------------------


@pytest.mark.parametrize(
    ("days", "expected"),
    [(0, 1.0), (1, 0.5 ** (1 / 90)), (90, 0.5), (180, 0.25), (365, 0.5 ** (365 / 90))],
)
def test_decay_table_at_default_half_life(days: int, expected: float) -> None:
    assert decayed_value(1.0, NOW - timedelta(days=days), NOW, 90.0) == expected
    assert decayed_value(2.0, NOW - timedelta(days=days), NOW, 90.0) == 2 * expected


def test_whole_half_lives_are_exact() -> None:
    for half_lives in range(6):
        when = NOW - timedelta(days=90 * half_lives)
        assert decayed_value(1.0, when, NOW, 90.0) == 0.5**half_lives
        assert score([EventView(HELPFUL, 1.0, when)], E, NOW).helpful == 0.5**half_lives


def test_decay_table_in_the_doc_matches() -> None:
    rows = table_after("With the default half-life, a mark of weight 1 is worth:")
    (value_row,) = rows
    ages = [0, 1, 30, 90, 180, 365]
    for days, cell in zip(ages, value_row[1:], strict=True):
        assert round(decayed_value(1.0, NOW - timedelta(days=days), NOW, 90.0), 4) == float(cell)


def test_per_rule_half_life_is_honoured() -> None:
    events = [FeedbackEvent(rule_id="b-1", kind=HELPFUL, created_at=NOW - timedelta(days=30))]
    config = ScoringConfig()
    own = Rule(id="b-1", content="run ruff before committing", half_life_days=30)
    default = Rule(id="b-1", content="run ruff before committing")
    assert score_rule(own, events, NOW, config).helpful == 0.5
    assert score_rule(default, events, NOW, config).helpful == 0.5 ** (30 / 90)
    shorter = ScoringConfig(half_life_days=15)
    assert score_rule(default, events, NOW, shorter).helpful == 0.25
    assert score_rule(own, events, NOW, shorter).helpful == 0.5  # the rule's own wins


def test_a_rule_half_life_of_zero_is_its_own_and_counts_zero() -> None:
    events = [FeedbackEvent(rule_id="b-1", kind=HELPFUL, created_at=NOW)]
    zero = Rule(id="b-1", content="run ruff before committing", half_life_days=0)
    b = score_rule(zero, events, NOW, ScoringConfig())
    assert (b.helpful, b.helpful_count) == (0.0, 1)


def test_stored_events_score_like_their_views() -> None:
    stored = [
        FeedbackEvent(rule_id="b-1", kind=HELPFUL, weight=1.0, created_at=NOW),
        FeedbackEvent(rule_id="b-1", kind=HARMFUL, weight=0.5, created_at=NOW - timedelta(90)),
    ]
    assert score(stored, E, NOW) == score([EventView.of(e) for e in stored], E, NOW)


def test_future_timestamp_counts_as_age_zero() -> None:
    assert decayed_value(1.5, NOW + timedelta(days=400), NOW, 90.0) == 1.5
    b = score([ev(HELPFUL, days_ago=-3)], C, NOW)
    assert b.helpful == 1.0
    assert b.last_feedback_at == NOW + timedelta(days=3)


@pytest.mark.parametrize("stamp", ["", "yesterday", "2026-13-45T99:00:00Z", None])
def test_unparsable_timestamp_counts_zero_but_is_counted(stamp: str | None) -> None:
    assert decayed_value(1.0, stamp, NOW, 90.0) == 0.0
    b = score([EventView(HELPFUL, 1.0, stamp), EventView(HARMFUL, 1.0, stamp)], E, NOW)
    assert (b.helpful, b.harmful, b.raw) == (0.0, 0.0, 0.0)
    assert (b.helpful_count, b.harmful_count) == (1, 1)
    assert b.last_feedback_at is None


def test_stored_text_timestamps_parse_like_datetimes() -> None:
    when = NOW - timedelta(days=90)
    for text in (to_iso(when), "2026-03-03T12:00:00+00:00", "2026-03-03T12:00:00"):
        assert decayed_value(1.0, text, NOW, 90.0) == 0.5
    b = score([EventView(HELPFUL, 1.0, to_iso(when))], E, NOW)
    assert b.helpful == 0.5
    assert b.last_helpful_at == when


def test_naive_datetimes_mean_utc() -> None:
    naive_now = NOW.replace(tzinfo=None)
    naive_then = naive_now - timedelta(days=90)
    assert decayed_value(1.0, naive_then, naive_now, 90.0) == 0.5
    assert decayed_value(1.0, naive_then, NOW, 90.0) == 0.5
    assert score([EventView(HELPFUL, 1.0, naive_then)], E, naive_now).helpful == 0.5


@pytest.mark.parametrize("half_life", [0.0, -90.0, math.nan])
def test_half_life_not_positive_counts_zero(half_life: float) -> None:
    assert decayed_value(1.0, NOW - timedelta(days=1), NOW, half_life) == 0.0
    b = score(marks(helpful=3, harmful=1), E, NOW, half_life_days=half_life)
    assert (b.helpful, b.harmful, b.helpful_count, b.harmful_count) == (0.0, 0.0, 3, 1)


def test_infinite_half_life_never_decays() -> None:
    assert decayed_value(1.0, NOW - timedelta(days=10_000), NOW, math.inf) == 1.0


@pytest.mark.parametrize("weight", [-1.0, 0.0, math.nan, math.inf, -math.inf])
def test_garbage_weight_counts_zero(weight: float) -> None:
    assert decayed_value(weight, NOW, NOW, 90.0) == 0.0
    assert score([EventView(HELPFUL, weight, NOW)], E, NOW).helpful == 0.0


def test_score_sums_decayed_values() -> None:
    events = [ev(HELPFUL, 0), ev(HELPFUL, 45, 0.5), ev(HARMFUL, 200), ev(HELPFUL, 365, 2.0)]
    b = score(events, E, NOW)
    expected_helpful = sum(
        decayed_value(e.weight, e.created_at, NOW, 90.0) for e in events if e.kind == HELPFUL
    )
    assert b.helpful == pytest.approx(expected_helpful, rel=1e-15)
    assert b.harmful == decayed_value(1.0, NOW - timedelta(days=200), NOW, 90.0)
    assert b.last_helpful_at == NOW
    assert b.last_feedback_at == NOW


def test_last_helpful_and_last_feedback_differ() -> None:
    b = score([ev(HELPFUL, 10), ev(HARMFUL, 2), ev(HELPFUL, 30)], E, NOW)
    assert b.last_helpful_at == NOW - timedelta(days=10)
    assert b.last_feedback_at == NOW - timedelta(days=2)
    assert score([], C, NOW).last_feedback_at is None


def test_event_view_of_a_stored_event() -> None:
    stored = FeedbackEvent(rule_id="b-1", kind=HARMFUL, weight=0.5, created_at=NOW)
    assert EventView.of(stored) == EventView(HARMFUL, 0.5, NOW)


# -- the score and its multipliers -----------------------------------------------


def test_raw_subtracts_weighted_harm() -> None:
    b = score(marks(helpful=5, harmful=1), E, NOW)
    assert (b.helpful, b.harmful, b.harmful_multiplier, b.raw) == (5.0, 1.0, 4.0, 1.0)
    assert score(marks(5, 1), E, NOW, harmful_multiplier=2.0).raw == 3.0
    assert score(marks(5, 1), E, NOW, harmful_multiplier=0.0).raw == 5.0


@pytest.mark.parametrize(("maturity", "multiplier"), [(C, 0.5), (E, 1.0), (P, 1.5), (D, 0.0)])
def test_maturity_multiplier(maturity: Maturity, multiplier: float) -> None:
    assert MATURITY_MULTIPLIER[maturity] == multiplier
    b = score(marks(helpful=6, harmful=1), maturity, NOW)
    assert b.raw == 2.0
    assert b.maturity_multiplier == multiplier
    assert b.effective == 2.0 * multiplier


@pytest.mark.parametrize("bad", [-1.0, math.nan, math.inf])
def test_invalid_harmful_multiplier_is_a_usage_error(bad: float) -> None:
    with pytest.raises(UsageError, match="harmful_multiplier") as info:
        score(marks(1), E, NOW, harmful_multiplier=bad)
    assert info.value.fix is not None


def test_pressure() -> None:
    assert score(marks(4, 1), E, NOW).pressure == 1.0
    assert score(marks(4, 0), E, NOW).pressure == 0.0
    assert score(marks(0, 1), E, NOW).pressure == math.inf
    assert score([], E, NOW).pressure == 0.0
    # time does not move pressure: both sums decay by the same factor
    assert score(marks(8, 1, days_ago=90), E, NOW).pressure == 0.5


def test_explain_shows_the_arithmetic() -> None:
    b = score(marks(helpful=3, harmful=1, days_ago=90), C, NOW)
    text = b.explain()
    assert "effective -0.25 = raw -0.50 × maturity 0.5" in text
    assert "helpful 1.50 (3 marks) − 4 × harmful 0.50 (1 mark)" in text
    assert to_iso(NOW - timedelta(days=90)) in text
    assert len(text.splitlines()) == 2
    assert "last feedback never" in score([], C, NOW).explain()


# -- maturity transitions ---------------------------------------------------------


def test_candidate_to_established_to_proven() -> None:
    assert next_maturity(C, score(marks(2), C, NOW), pinned=False) == C
    assert next_maturity(C, score(marks(3), C, NOW), pinned=False) == E
    assert next_maturity(E, score(marks(9), E, NOW), pinned=False) == E
    assert next_maturity(E, score(marks(10), E, NOW), pinned=False) == P


def test_promotion_needs_recent_evidence() -> None:
    # three marks worth 0.5 each are a pattern, but an old one
    assert next_maturity(C, score(marks(3, days_ago=90), C, NOW), pinned=False) == C
    # ten marks 60 days old are worth 6.3: established, not proven
    assert next_maturity(E, score(marks(10, days_ago=60), E, NOW), pinned=False) == E


def test_promotion_uses_raw_not_effective() -> None:
    b = score(marks(3), C, NOW)
    assert b.effective < scoring.ESTABLISHED_MIN_RAW <= b.raw
    assert next_maturity(C, b, pinned=False) == E


def test_demotions() -> None:
    assert next_maturity(P, score(marks(10, 1), P, NOW), pinned=False) == P
    assert next_maturity(P, score(marks(16, 2), P, NOW), pinned=False) == E  # pressure 0.5
    assert next_maturity(P, score(marks(10, 3), P, NOW), pinned=False) == C  # pressure 1.2
    assert next_maturity(E, score(marks(4, 1), E, NOW), pinned=False) == C  # raw 0
    assert next_maturity(E, score(marks(5, 1), E, NOW), pinned=False) == E


def test_auto_deprecation() -> None:
    assert next_maturity(C, score(marks(0, 1), C, NOW), pinned=False) == C  # one mark: no
    assert next_maturity(C, score(marks(0, 2), C, NOW), pinned=False) == D
    assert next_maturity(E, score(marks(4, 2), E, NOW), pinned=False) == D  # pressure 2
    assert next_maturity(E, score(marks(5, 2), E, NOW), pinned=False) == C  # pressure 1.6
    assert next_maturity(P, score(marks(10, 5), P, NOW), pinned=False) == D


def test_recovery_from_deprecated_needs_the_established_bar() -> None:
    old_harm = marks(0, 2, days_ago=365)
    assert next_maturity(D, score(old_harm + marks(2), D, NOW), pinned=False) == D
    assert next_maturity(D, score(old_harm + marks(3), D, NOW), pinned=False) == E
    # evidence worth proven recovers to proven
    assert next_maturity(D, score(marks(12), D, NOW), pinned=False) == P
    # harm still dominating: no recovery however many helpful marks
    assert next_maturity(D, score(marks(9, 2), D, NOW), pinned=False) == D


def test_a_harmful_mark_after_recovery_does_not_promote() -> None:
    # found by the property test below: recovering onto candidate left the rule
    # below what it had earned, and the next (harmful) mark promoted it
    events = [ev(HARMFUL, 270), ev(HARMFUL, 270), *marks(2), ev(HELPFUL, 0, 2.0)]
    recovered = next_maturity(D, score(events, D, NOW), pinned=False)
    events.append(ev(HARMFUL, 0, 0.25))
    assert next_maturity(recovered, score(events, recovered, NOW), pinned=False) == recovered


def test_no_feedback_keeps_the_maturity() -> None:
    for maturity in Maturity:
        assert next_maturity(maturity, score([], maturity, NOW), pinned=False) == maturity


def test_quiet_time_never_demotes() -> None:
    history = marks(12, 1, days_ago=0)
    for days in (0, 90, 365, 3650):
        later = NOW + timedelta(days=days)
        assert next_maturity(P, score(history, P, later), pinned=False) == P


def test_pinned_is_never_demoted_or_deprecated() -> None:
    harm = score(marks(0, 10), P, NOW)
    for maturity in (C, E, P):
        assert next_maturity(maturity, harm, pinned=True) == maturity
        assert next_maturity(maturity, harm, pinned=False) == D


def test_pinned_can_still_be_promoted_and_recover() -> None:
    assert next_maturity(C, score(marks(3), C, NOW), pinned=True) == E
    assert next_maturity(E, score(marks(10), E, NOW), pinned=True) == P
    assert next_maturity(D, score(marks(3), D, NOW), pinned=True) == E


def parse_marks(cell: str) -> list[EventView]:
    events: list[EventView] = []
    for part in cell.split(","):
        found = re.fullmatch(r"\s*(\d+) (helpful|harmful)(?: (\d+) days old)?\s*", part)
        assert found, f"cannot read marks {part!r} in {DOC}"
        count, kind, age = int(found[1]), FeedbackKind(found[2]), float(found[3] or 0)
        events += [ev(kind, age) for _ in range(count)]
    return events


def test_worked_examples_in_the_doc() -> None:
    rows = table_after("## Worked examples")
    assert len(rows) >= 15
    for rule, marks_cell, raw_cell, pressure_cell, expected in rows:
        pinned = rule.startswith("pinned ")
        current = Maturity(rule.removeprefix("pinned "))
        b = score(parse_marks(marks_cell), current, NOW)
        where = f"row {rule} | {marks_cell}"
        assert b.raw == pytest.approx(number(raw_cell), abs=0.005), where
        assert b.pressure == pytest.approx(number(pressure_cell), abs=0.005), where
        assert next_maturity(current, b, pinned=pinned) == Maturity(expected), where


# -- inversion ------------------------------------------------------------------


def test_inversion() -> None:
    def invert(helpful: int, harmful: int, **flags: bool) -> bool:
        b = score(marks(helpful, harmful), E, NOW)
        return should_invert(b, pinned=flags.get("pinned", False), is_anti_pattern=False)

    assert invert(0, 3)
    assert invert(1, 2) is False  # pressure 8, but only two harmful marks
    assert invert(2, 4)  # pressure 8
    assert invert(3, 5) is False  # pressure 6.7
    assert invert(0, 3, pinned=True) is False
    b = score(marks(0, 5), E, NOW)
    assert should_invert(b, pinned=False, is_anti_pattern=True) is False


def test_every_inverted_rule_is_also_deprecated() -> None:
    for helpful in range(6):
        for harmful in range(12):
            b = score(marks(helpful, harmful), E, NOW)
            if should_invert(b, pinned=False, is_anti_pattern=False):
                assert next_maturity(E, b, pinned=False) == D


# -- staleness and buckets ----------------------------------------------------------


def test_staleness_by_last_feedback() -> None:
    created = NOW - timedelta(days=1000)
    assert is_stale(NOW - timedelta(days=91), created, NOW, 90)
    assert not is_stale(NOW - timedelta(days=90), created, NOW, 90)  # exactly N days: within
    assert not is_stale(NOW - timedelta(days=5), created, NOW, 90)
    assert not is_stale(NOW + timedelta(days=5), created, NOW, 90)


def test_staleness_falls_back_to_created_time() -> None:
    assert not is_stale(None, NOW - timedelta(days=1), NOW, 90)
    assert is_stale(None, NOW - timedelta(days=91), NOW, 90)
    naive_created = (NOW - timedelta(days=91)).replace(tzinfo=None)
    assert is_stale(None, naive_created, NOW, 90)


def test_staleness_needs_a_positive_window() -> None:
    with pytest.raises(UsageError, match="at least 1 day"):
        is_stale(None, NOW, NOW, 0)


@pytest.mark.parametrize(
    ("effective", "name"),
    [
        (100.0, "excellent"),
        (8.0, "excellent"),
        (7.99, "good"),
        (2.0, "good"),
        (1.99, "neutral"),
        (0.0, "neutral"),
        (-0.01, "at-risk"),
        (-4.0, "at-risk"),
        (-4.01, "harmful"),
        (-math.inf, "harmful"),
        (math.nan, "neutral"),
    ],
)
def test_buckets(effective: float, name: str) -> None:
    assert bucket(effective) == name


def test_fresh_promotions_land_in_the_documented_buckets() -> None:
    assert bucket(score(marks(2), E, NOW).effective) == "good"
    assert bucket(score(marks(8), P, NOW).effective) == "excellent"
    assert bucket(score([], C, NOW).effective) == "neutral"
    assert bucket(score(marks(0, 1), E, NOW).effective) == "at-risk"
    assert bucket(score(marks(0, 2), E, NOW).effective) == "harmful"


# -- the doc and the code agree ---------------------------------------------------


def documented_value(name: str) -> float:
    if name.startswith("ScoringConfig."):
        return float(getattr(ScoringConfig(), name.removeprefix("ScoringConfig.")))
    found = re.fullmatch(r"MATURITY_MULTIPLIER\[(\w+)\]", name)
    if found:
        return MATURITY_MULTIPLIER[Maturity(found[1])]
    value = getattr(scoring, name)
    assert isinstance(value, int | float), f"{name} is not a number"
    return float(value)


def test_thresholds_table_matches_the_code() -> None:
    rows = table_after("## Thresholds")
    documented: dict[str, float] = {}
    for name_cell, value_cell, why in rows:
        name = name_cell.strip("`")
        assert why, f"{name} has no reasoning in {DOC}"
        documented[name] = number(value_cell)
        assert documented_value(name) == documented[name], f"{name}: doc and code differ"
    constants = {
        name
        for name, value in vars(scoring).items()
        if name.isupper()
        and not name.startswith("_")
        and isinstance(value, int | float)
        and not isinstance(value, bool)
    }
    constants |= {f"MATURITY_MULTIPLIER[{m.value}]" for m in Maturity}
    constants |= {f"ScoringConfig.{field}" for field in ScoringConfig.model_fields}
    assert constants - documented.keys() == set(), "undocumented scoring numbers"
    assert documented.keys() - constants == set(), "documented numbers the code does not have"


def test_buckets_follow_their_constants() -> None:
    bounds = dict(scoring.BUCKETS)
    assert bounds == {
        "excellent": scoring.BUCKET_EXCELLENT,
        "good": scoring.BUCKET_GOOD,
        "neutral": scoring.BUCKET_NEUTRAL,
        "at-risk": scoring.BUCKET_AT_RISK,
    }
    assert list(bounds.values()) == sorted(bounds.values(), reverse=True)


def test_public_surface() -> None:
    public = {
        name
        for name, value in vars(scoring).items()
        if not name.startswith("_")
        and getattr(value, "__module__", None) == scoring.__name__
        and callable(value)
    }
    assert public <= set(scoring.__all__)
    assert all(hasattr(scoring, name) for name in scoring.__all__)


# -- monotonicity (property tests) ---------------------------------------------------

weights = st.one_of(
    st.floats(min_value=0.0, max_value=3.0),
    st.sampled_from([1.0, 0.5, -1.0, math.nan, math.inf]),
)
stamps: st.SearchStrategy[datetime | str | None] = st.one_of(
    st.floats(min_value=-30.0, max_value=1000.0).map(lambda d: NOW - timedelta(days=d)),
    st.floats(min_value=0.0, max_value=400.0).map(lambda d: to_iso(NOW - timedelta(days=d))),
    st.sampled_from([None, "garbage"]),
)
events_st = st.builds(EventView, st.sampled_from([HELPFUL, HARMFUL]), weights, stamps)
half_lives = st.one_of(st.floats(min_value=0.5, max_value=1000.0), st.sampled_from([90.0, 0.0]))
multipliers = st.floats(min_value=0.0, max_value=10.0)


def all_next(b: ScoreBreakdown) -> list[int]:
    return [RANK[next_maturity(m, b, pinned=p)] for m in Maturity for p in (False, True)]


def with_event(
    events: Sequence[EventView], kind: FeedbackKind, data: st.DataObject
) -> list[EventView]:
    extra = EventView(kind, data.draw(weights), data.draw(stamps))
    at = data.draw(st.integers(min_value=0, max_value=len(events)))
    return [*events[:at], extra, *events[at:]]


@pytest.mark.slow
@settings(max_examples=400, deadline=None)
@given(st.lists(events_st, max_size=25), half_lives, multipliers, st.data())
def test_a_helpful_mark_never_lowers_the_next_maturity(
    events: list[EventView], half_life: float, m: float, data: st.DataObject
) -> None:
    before = score(events, E, NOW, half_life_days=half_life, harmful_multiplier=m)
    more = with_event(events, HELPFUL, data)
    after = score(more, E, NOW, half_life_days=half_life, harmful_multiplier=m)
    assert all(a >= b for a, b in zip(all_next(after), all_next(before), strict=True))
    assert should_invert(after, pinned=False, is_anti_pattern=False) <= should_invert(
        before, pinned=False, is_anti_pattern=False
    )


@pytest.mark.slow
@settings(max_examples=400, deadline=None)
@given(st.lists(events_st, max_size=25), half_lives, multipliers, st.data())
def test_a_harmful_mark_never_raises_the_next_maturity(
    events: list[EventView], half_life: float, m: float, data: st.DataObject
) -> None:
    before = score(events, E, NOW, half_life_days=half_life, harmful_multiplier=m)
    more = with_event(events, HARMFUL, data)
    after = score(more, E, NOW, half_life_days=half_life, harmful_multiplier=m)
    assert all(a <= b for a, b in zip(all_next(after), all_next(before), strict=True))
    assert should_invert(after, pinned=False, is_anti_pattern=False) >= should_invert(
        before, pinned=False, is_anti_pattern=False
    )


history_st = st.lists(
    st.tuples(
        st.sampled_from([HELPFUL, HARMFUL]),
        st.floats(min_value=0.0, max_value=400.0),  # days since the previous mark
        st.sampled_from([1.0, 0.5, 0.25, 2.0, 0.0]),
    ),
    max_size=40,
)


@pytest.mark.slow
@settings(max_examples=300, deadline=None)
@given(
    history_st,
    st.sampled_from(list(Maturity)),
    st.sampled_from([90.0, 30.0, 365.0]),
    multipliers,
    st.booleans(),
)
def test_over_time_helpful_never_demotes_and_harmful_never_promotes(
    history: list[tuple[FeedbackKind, float, float]],
    start: Maturity,
    half_life: float,
    m: float,
    pinned: bool,
) -> None:
    events: list[EventView] = []
    maturity, moment = start, NOW
    for kind, gap_days, weight in history:
        moment += timedelta(days=gap_days)
        events.append(EventView(kind, weight, moment))
        b = score(events, maturity, moment, half_life_days=half_life, harmful_multiplier=m)
        after = next_maturity(maturity, b, pinned=pinned)
        if kind == HELPFUL:
            assert RANK[after] >= RANK[maturity], (maturity, after, b)
        else:
            assert RANK[after] <= RANK[maturity], (maturity, after, b)
        maturity = after
