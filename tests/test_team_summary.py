"""The team's marks folded as pulls apply them score like the marks themselves."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from kenning.daemon.core import scoring
from kenning.daemon.core.config import Settings
from kenning.daemon.core.models import FeedbackEvent, FeedbackKind, Maturity, Rule, to_iso
from kenning.daemon.playbook.book import Playbook
from kenning.daemon.store import team_summary
from kenning.daemon.store.db import Store
from kenning.daemon.store.rule_rows import rule_id_for
from kenning.daemon.store.rules import RuleRepo
from kenning.daemon.team import local
from kenning.daemon.team import view as team_view

#: the team replica as the playbook's shared origin (playbook/origins.py)
TEAM = team_view.team_view

NOW = datetime(2026, 6, 1, 12, tzinfo=UTC)
LOCAL_TEXT = "Run the migrations in a transaction"
TEAM_TEXT = "Pin the base image by digest"
ORIGINS = ("origin-a", "origin-b")

mark = st.tuples(
    st.sampled_from(["local", "team"]),  # which rule
    st.booleans(),  # helpful?
    st.floats(0.2, 2.0),  # weight
    st.floats(0.0, 400.0),  # days before NOW
    st.sampled_from(ORIGINS),  # whose (team marks)
)


def _hash(text: str) -> str:
    return Rule(id="x", content=text).content_hash


def _team_rule_row(seq: int) -> tuple[Any, ...]:
    return (
        _hash(TEAM_TEXT), rule_id_for(TEAM_TEXT), TEAM_TEXT, "general", "[]", "global",
        "workflow_rule", "rule", None, "[]", "b", "hb", "origin-b", to_iso(NOW), seq,
    )  # fmt: skip


def _seed(store: Store, marks: list[tuple[str, bool, float, float, str]], page: int) -> None:
    local.write_link(store, local.TeamLink("postgresql:///none", "web", "me", "here"))
    repo = RuleRepo(store)
    with store.transaction():
        repo.insert(Rule(id=rule_id_for(LOCAL_TEXT), content=LOCAL_TEXT))
    local.apply_pulled(store, "rules", [_team_rule_row(1)], (1, 1))
    rows = []
    for seq, (which, helpful, weight, days, origin) in enumerate(marks, start=1):
        kind = "helpful" if helpful else "harmful"
        when = to_iso(NOW - timedelta(days=days))
        text = LOCAL_TEXT if which == "local" else TEAM_TEXT
        if which == "local" and origin == ORIGINS[0] and seq % 3 == 0:
            with store.transaction():  # a mark given here, on the local rule
                repo.add_event(
                    FeedbackEvent(
                        rule_id=rule_id_for(text),
                        kind=FeedbackKind(kind),
                        weight=weight,
                        created_at=NOW - timedelta(days=days),
                    )
                )
            continue
        rows.append(
            (f"e{seq}", _hash(text), kind, weight, "manual", origin, "h", origin, when, seq)
        )
    for start in range(0, len(rows), page):
        local.apply_pulled(store, "events", rows[start : start + page], (2, start + page))


def _events(store: Store, text: str) -> list[scoring.EventView]:
    rule_id = rule_id_for(text)
    mine = [scoring.EventView.of(e) for e in RuleRepo(store).events(rule_id)]
    return mine + team_view._events(store.conn, _hash(text))


def _assert_same(got: scoring.ScoreBreakdown, want: scoring.ScoreBreakdown) -> None:
    assert got.helpful == pytest.approx(want.helpful, rel=1e-9, abs=1e-300)
    assert got.harmful == pytest.approx(want.harmful, rel=1e-9, abs=1e-300)
    assert got.raw == pytest.approx(want.raw, rel=1e-9, abs=1e-9)
    assert (got.helpful_count, got.harmful_count) == (want.helpful_count, want.harmful_count)
    assert got.last_feedback_at == want.last_feedback_at
    assert got.last_helpful_at == want.last_helpful_at


@settings(
    max_examples=25, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(
    marks=st.lists(mark, max_size=30),
    page=st.integers(1, 7),
    remove=st.booleans(),
    half_life=st.sampled_from([90.0, 30.0]),
    later=st.sampled_from([0.0, 45.0, -100.0]),  # -100: a clock step back
)
@pytest.mark.slow
def test_scores_from_summaries_equal_scores_from_the_marks(
    tmp_path_factory: pytest.TempPathFactory,
    marks: list[tuple[str, bool, float, float, str]],
    page: int,
    remove: bool,
    half_life: float,
    later: float,
) -> None:
    config = Settings(scoring={"half_life_days": half_life})
    now = NOW + timedelta(days=later)
    with Store.open(tmp_path_factory.mktemp("team") / "k.db") as store:
        _seed(store, marks, page)
        if remove:  # a member's data leaves the replica: the rules it marked are recomputed
            local.apply_pulled(store, "removals", [("origin-a", "origin-a", 1)], (3, 1))
        team_view._cache.clear()  # a cold process
        pb = Playbook.load(store, config, None, now=now, shared=TEAM)
        mine = pb.get(rule_id_for(LOCAL_TEXT))
        assert mine is not None
        want = scoring.score(
            _events(store, LOCAL_TEXT), mine.maturity, now, half_life_days=half_life
        )
        _assert_same(mine.score, want)
        assert mine.score.effective == pytest.approx(want.effective, rel=1e-9, abs=1e-9)
        theirs = pb.get(rule_id_for(TEAM_TEXT))
        events = _events(store, TEAM_TEXT)
        if theirs is None:  # the team's harm turned it into its anti-pattern
            avoid = [r for r in pb.anti_patterns() if r.content.endswith(TEAM_TEXT)]
            assert len(avoid) == 1 and avoid[0].score.helpful_count == 0
            return
        want = scoring.score(events, Maturity.CANDIDATE, now, half_life_days=half_life)
        _assert_same(theirs.score, want)
        # its maturity is what the marks earn as of the last of them
        if events:
            last = want.last_feedback_at or now
            at_last = scoring.score(events, Maturity.CANDIDATE, last, half_life_days=half_life)
            earned = scoring.next_maturity(Maturity.CANDIDATE, at_last, pinned=False)
            assert theirs.maturity == earned
        assert theirs.score.effective == pytest.approx(
            want.raw * scoring.MATURITY_MULTIPLIER[theirs.maturity], rel=1e-9, abs=1e-9
        )


def test_a_pull_keeps_one_summary_row_per_marked_rule(store: Store) -> None:
    marks = [("team", True, 1.0, float(d), "origin-b") for d in range(10)]
    _seed(store, marks, page=3)
    got = team_summary.read(store.conn)
    assert set(got) == {_hash(TEAM_TEXT)}
    assert (got[_hash(TEAM_TEXT)].helpful_count, got[_hash(TEAM_TEXT)].harmful_count) == (10, 0)
    # the same page applied again (a retried pull) adds nothing
    row = ("e1", _hash(TEAM_TEXT), "helpful", 1.0, "manual", "origin-b", "h", "origin-b",
           to_iso(NOW), 1)  # fmt: skip
    assert local.apply_pulled(store, "events", [row], (2, 1)) == 0
    assert team_summary.read(store.conn)[_hash(TEAM_TEXT)].helpful_count == 10
    local.forget_team(store)
    assert team_summary.read(store.conn) == {}


def test_a_changed_half_life_rebuilds_the_summaries_once(store: Store) -> None:
    _seed(store, [("team", True, 1.0, 10.0, "origin-b")], page=1)
    assert team_summary.replica_half_life(store.conn) == scoring.DEFAULT_HALF_LIFE_DAYS
    Playbook.load(store, Settings(scoring={"half_life_days": 30.0}), None, now=NOW, shared=TEAM)
    assert team_summary.replica_half_life(store.conn) == 30.0
    assert {s.half_life_days for s in team_summary.read(store.conn).values()} == {30.0}
