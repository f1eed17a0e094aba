from __future__ import annotations

import random
from datetime import UTC, datetime, timedelta

import pytest

from kenning.daemon.core import scoring
from kenning.daemon.core.config import Settings
from kenning.daemon.core.models import FeedbackEvent, FeedbackKind, Maturity, Rule, to_iso
from kenning.daemon.playbook.book import Playbook
from kenning.daemon.store import feedback_summary
from kenning.daemon.store.db import Store
from kenning.daemon.store.rules import RuleRepo

S = Settings()
NOW = datetime(2026, 6, 1, 12, tzinfo=UTC)


def _rule(repo: RuleRepo, text: str, half_life_days: float | None = None) -> Rule:
    rule = Rule(
        id=repo.new_id(text),
        content=text,
        maturity=Maturity.ESTABLISHED,
        half_life_days=half_life_days,
    )
    repo.insert(rule)
    return rule


def _exact(
    repo: RuleRepo, rule: Rule, now: datetime, half_life: float = 90.0
) -> scoring.ScoreBreakdown:
    events = [scoring.EventView.of(e) for e in repo.events(rule.id)]
    return scoring.score(events, rule.maturity, now, half_life_days=half_life)


def _assert_same(got: scoring.ScoreBreakdown, want: scoring.ScoreBreakdown) -> None:
    assert got.helpful == pytest.approx(want.helpful, rel=1e-12, abs=1e-300)
    assert got.harmful == pytest.approx(want.harmful, rel=1e-12, abs=1e-300)
    assert got.effective == pytest.approx(want.effective, rel=1e-12, abs=1e-12)
    assert (got.helpful_count, got.harmful_count) == (want.helpful_count, want.harmful_count)
    assert got.last_feedback_at == want.last_feedback_at
    assert got.last_helpful_at == want.last_helpful_at


def test_summary_scores_agree_with_scoring_from_events(store: Store) -> None:
    rng = random.Random(3)
    repo = RuleRepo(store)
    rules = []
    with store.transaction():
        for i in range(40):
            rule = _rule(repo, f"Rule number {i} about widgets")
            rules.append(rule)
            for _ in range(rng.randint(0, 9)):
                kind = FeedbackKind.HELPFUL if rng.random() < 0.7 else FeedbackKind.HARMFUL
                when = NOW - timedelta(days=rng.uniform(0, 700))
                repo.add_event(
                    FeedbackEvent(
                        rule_id=rule.id, kind=kind, weight=rng.uniform(0.2, 2), created_at=when
                    )
                )
    assert feedback_summary.dirty_ids(store.conn) == set()
    for now in (NOW, NOW + timedelta(days=45), NOW + timedelta(days=2000)):
        pb = Playbook.load(store, S, None, now=now)
        for rule in rules:
            got = pb.get(rule.id)
            assert got is not None
            effective = got.effective  # what the load sorted on, before the breakdown is built
            _assert_same(got.score, _exact(repo, rule, now))
            assert got.effective == effective == got.score.effective
        summaries = feedback_summary.read_summaries(store.conn)
        for summary in summaries.values():
            for multiplier, half_life in ((1.0, 90.0), (0.5, 30.0)):
                full = feedback_summary.decayed(summary, multiplier, now, 4.0, half_life)
                only = feedback_summary.decayed_effective(summary, multiplier, now, 4.0, half_life)
                assert only == (None if full is None else full.effective)


def test_an_event_written_behind_the_repos_back_is_still_counted(store: Store) -> None:
    repo = RuleRepo(store)
    with store.transaction():
        rule = _rule(repo, "Pin the lockfile")
        repo.add_event(FeedbackEvent(rule_id=rule.id, kind=FeedbackKind.HELPFUL, created_at=NOW))
    # raw SQL, as a script or an older kenning would: the trigger marks the rule dirty
    with store.transaction():
        store.conn.execute(
            "INSERT INTO feedback_events (bullet_id, kind, weight, source, created_at)"
            " VALUES (?, 'harmful', 1.0, 'manual', ?)",
            (rule.id, to_iso(NOW - timedelta(days=1))),
        )
    assert feedback_summary.dirty_ids(store.conn) == {rule.id}
    got = Playbook.load(store, S, None, now=NOW).get(rule.id)
    assert got is not None and (got.score.helpful_count, got.score.harmful_count) == (1, 1)
    _assert_same(got.score, _exact(repo, rule, NOW))
    # the next write through the repository settles it
    with store.transaction():
        repo.add_event(FeedbackEvent(rule_id=rule.id, kind=FeedbackKind.HELPFUL, created_at=NOW))
    assert feedback_summary.dirty_ids(store.conn) == set()
    got = Playbook.load(store, S, None, now=NOW).get(rule.id)
    assert got is not None and got.score.helpful_count == 2


def test_deleted_events_drop_the_summary(store: Store) -> None:
    repo = RuleRepo(store)
    with store.transaction():
        rule = _rule(repo, "Keep diffs small")
        event_id = repo.add_event(
            FeedbackEvent(rule_id=rule.id, kind=FeedbackKind.HELPFUL, created_at=NOW)
        )
        repo.delete_events([event_id])
    assert store.conn.execute("SELECT count(*) FROM feedback_summary").fetchone()[0] == 0
    got = Playbook.load(store, S, None, now=NOW).get(rule.id)
    assert got is not None and got.score.helpful_count == 0 and got.score.effective == 0.0


def test_another_half_life_or_a_clock_step_back_scores_from_events(store: Store) -> None:
    repo = RuleRepo(store)
    with store.transaction():
        own = _rule(repo, "Retry with backoff", half_life_days=7.0)
        plain = _rule(repo, "Use utc timestamps")
        for rule in (own, plain):
            for days in (1, 30, 200):
                repo.add_event(
                    FeedbackEvent(
                        rule_id=rule.id,
                        kind=FeedbackKind.HELPFUL,
                        created_at=NOW - timedelta(days=days),
                    )
                )
    pb = Playbook.load(store, S, None, now=NOW)
    _assert_same(pb.get(own.id).score, _exact(repo, own, NOW, 7.0))  # type: ignore[union-attr]
    # the configured half-life changed since the summaries were written
    other = Settings.model_validate({"scoring": {"half_life_days": 30.0}})
    pb = Playbook.load(store, other, None, now=NOW)
    _assert_same(pb.get(plain.id).score, _exact(repo, plain, NOW, 30.0))  # type: ignore[union-attr]
    # `now` before the last event: that event counts at full weight, as docs/scoring.md says
    early = NOW - timedelta(days=10)
    pb = Playbook.load(store, S, None, now=early)
    _assert_same(pb.get(plain.id).score, _exact(repo, plain, early))  # type: ignore[union-attr]


def test_refresh_recomputes_a_dirty_rule(store: Store) -> None:
    repo = RuleRepo(store)
    with store.transaction():
        rule = _rule(repo, "Write docstrings")
        repo.add_event(FeedbackEvent(rule_id=rule.id, kind=FeedbackKind.HELPFUL, created_at=NOW))
        store.conn.execute("DELETE FROM feedback_summary")
        store.conn.execute("INSERT INTO feedback_dirty (bullet_id) VALUES (?)", (rule.id,))
    with store.transaction():
        assert feedback_summary.refresh(store.conn, 90.0) == 1
    row = store.conn.execute("SELECT helpful, helpful_count, at FROM feedback_summary").fetchone()
    assert tuple(row) == (1.0, 1, to_iso(NOW))


def test_a_mark_rebases_summaries_after_the_half_life_changed(store: Store) -> None:
    from kenning.daemon.playbook import curate

    repo = RuleRepo(store)
    with store.transaction():
        rules = [_rule(repo, f"Rule {i} on caching") for i in range(3)]
        for rule in rules:
            repo.add_event(
                FeedbackEvent(rule_id=rule.id, kind=FeedbackKind.HELPFUL, created_at=NOW)
            )
    other = Settings.model_validate({"scoring": {"half_life_days": 30.0}})
    curate.mark(store, other, rules[0].id, FeedbackKind.HELPFUL, now=NOW)
    stored = store.conn.execute("SELECT DISTINCT half_life_days FROM feedback_summary").fetchall()
    assert [r[0] for r in stored] == [30.0]
    pb = Playbook.load(store, other, None, now=NOW + timedelta(days=30))
    _assert_same(pb.get(rules[1].id).score, _exact(repo, rules[1], NOW + timedelta(days=30), 30.0))  # type: ignore[union-attr]
