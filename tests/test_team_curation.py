"""The local curator's dedup and conflict rules on team rules (daemon/team/curation.py),
with two or three members on a real PostgreSQL server."""

from __future__ import annotations

from typing import Any

import pytest

from kenning.daemon.core.config import Settings
from kenning.daemon.core.models import FeedbackKind, Rule
from kenning.daemon.playbook.book import Playbook
from kenning.daemon.playbook.curate import add_rule, mark, remove_rule
from kenning.daemon.playbook.export import render_section
from kenning.daemon.retrieval.context import build_context
from kenning.daemon.safety.sanitize import default_sanitizer
from kenning.daemon.store.db import Store
from kenning.daemon.store.rules import RuleRepo
from kenning.daemon.team import curation
from kenning.daemon.team.sync import join, leave, sync
from kenning.daemon.team.view import event_members, team_view

SETTINGS = Settings()
REDACT = default_sanitizer()

MIGRATE = "Run the database migrations with alembic before the tests"
#: MIGRATE in other words (word overlap 0.86 ≥ curation.dedup_threshold 0.8)
MIGRATE_AGAIN = "Always run the database migrations with alembic before tests"
MIGRATE_THIRD = "Run database migrations with alembic upgrade before the tests"
MOCK = "Always mock the payment gateway in unit tests"
NO_MOCK = "Never mock the payment gateway in unit tests"


def add(store: Store, text: str) -> str:
    return add_rule(store, SETTINGS, Rule(id="x", content=text)).rule.id


def shown(store: Store) -> dict[str, str]:
    """The live rules a playbook shows: id → text."""
    return {
        sb.id: sb.content for sb in Playbook.load(store, SETTINGS, None, shared=team_view).active()
    }


def test_a_team_rule_repeating_a_local_rule_shows_once_with_both_marks(
    laptops: Any, team_url: Any
) -> None:
    alice, bob = laptops("alice"), laptops("bob")
    theirs = add(alice, MIGRATE_AGAIN)
    mark(alice, SETTINGS, theirs, FeedbackKind.HELPFUL)
    mark(alice, SETTINGS, theirs, FeedbackKind.HELPFUL)
    join(alice, team_url("alice"), "web", REDACT, machine="a")
    mine = add(bob, MIGRATE)
    mark(bob, SETTINGS, mine, FeedbackKind.HELPFUL)
    join(bob, team_url("bob"), "web", REDACT, machine="b")

    # bob's rule was there first: it is kept, alice's wording is not shown twice
    assert list(shown(bob)) == [mine]
    sb = Playbook.load(bob, SETTINGS, None, shared=team_view).get(mine)
    assert sb is not None and sb.rule.origin == "global"
    assert sb.score.helpful_count == 3  # his mark and alice's two
    assert event_members(bob, mine) == [{"member": "alice", "helpful": 2, "harmful": 0}]
    # every surface reads the same playbook: the briefing, AGENTS.md
    brief = build_context(
        bob, SETTINGS, "run the alembic migrations before tests", workspace=None, file=None,
        limit=10,
        shared=team_view,
    )  # fmt: skip
    assert [r.id for r in brief.rules] == [mine]
    section = render_section(
        Playbook.load(bob, SETTINGS, None, shared=team_view), None, reader="cli"
    )[0]
    assert mine in section and theirs not in section
    # alice's marks on her wording keep counting on bob's rule as they arrive
    mark(alice, SETTINGS, theirs, FeedbackKind.HARMFUL)
    sync(alice, REDACT)
    sync(bob, REDACT)
    sb = Playbook.load(bob, SETTINGS, None, shared=team_view).get(mine)
    assert sb is not None and (sb.score.helpful_count, sb.score.harmful_count) == (3, 1)


def test_two_members_wording_one_rule_differently_show_one_team_rule(
    laptops: Any, team_url: Any
) -> None:
    alice, carol, bob = laptops("alice"), laptops("carol"), laptops("bob")
    first = add(alice, MIGRATE)
    mark(alice, SETTINGS, first, FeedbackKind.HELPFUL)
    join(alice, team_url("alice"), "web", REDACT, machine="a")
    second = add(carol, MIGRATE_THIRD)
    mark(carol, SETTINGS, second, FeedbackKind.HELPFUL)
    mark(carol, SETTINGS, second, FeedbackKind.HELPFUL)
    join(carol, team_url("carol"), "web", REDACT, machine="c")
    join(bob, team_url("bob"), "web", REDACT, machine="b")

    # the rule the team had first is kept (as a local duplicate keeps the rule
    # already there), with carol's marks on her wording counted on it
    for store in (bob, alice):
        sync(store, REDACT)
    assert list(shown(bob)) == [first]
    sb = Playbook.load(bob, SETTINGS, None, shared=team_view).get(first)
    assert sb is not None and sb.rule.origin == "team" and sb.score.helpful_count == 3
    # alice holds her own rule; carol's wording is folded into it there too
    assert list(shown(alice)) == [first]
    own = Playbook.load(alice, SETTINGS, None, shared=team_view).get(first)
    assert own is not None and own.score.helpful_count == 3
    # carol's store had her rule before it met alice's: hers stays, alice's folds into it
    assert list(shown(carol)) == [second]


def test_a_team_rule_contradicting_a_local_rule_is_recorded_as_a_conflict(
    laptops: Any, team_url: Any
) -> None:
    alice, bob = laptops("alice"), laptops("bob")
    theirs = add(alice, NO_MOCK)
    join(alice, team_url("alice"), "web", REDACT, machine="a")
    mine = add(bob, MOCK)
    join(bob, team_url("bob"), "web", REDACT, machine="b")

    # both kept and both shown, the conflict recorded as a local one is
    assert set(shown(bob)) == {mine, theirs}
    conflicts = RuleRepo(bob).conflicts(mine)
    assert [(c.rule_a, c.rule_b) for c in conflicts] == [(mine, theirs)]
    assert conflicts[0].reason == "opposite polarity over the same words"
    assert [c.rule_a for c in RuleRepo(bob).conflicts(theirs)] == [mine]
    # syncing again records nothing twice; leaving the team drops it
    sync(bob, REDACT)
    assert len(RuleRepo(bob).conflicts()) == 1
    leave(bob)
    assert RuleRepo(bob).conflicts() == []


def test_the_operations_show_one_rule_and_the_conflict(laptops: Any, team_url: Any) -> None:
    from kenning.daemon.core.config import load_config
    from kenning.daemon.ops import OpContext, run

    alice, bob = laptops("alice"), laptops("bob")
    theirs = add(alice, NO_MOCK)
    again = add(alice, MIGRATE_AGAIN)
    join(alice, team_url("alice"), "web", REDACT, machine="a")
    mine = add(bob, MOCK)
    kept = add(bob, MIGRATE)
    join(bob, team_url("bob"), "web", REDACT, machine="b")
    ctx = OpContext(load_config(), lambda: bob, source="process", warm=False)
    listed = run(ctx, "playbook.list", {})
    assert sorted(b["id"] for b in listed["rules"]) == sorted([theirs, mine, kept])
    assert again not in {b["id"] for b in listed["rules"]}
    got = run(ctx, "playbook.get", {"id": theirs})
    assert [c["rule_a"] for c in got["conflicts"]] == [mine]
    why = run(ctx, "why", {"id": mine})
    assert [c["rule_b"] for c in why["conflicts"]] == [theirs]
    assert run(ctx, "stats", {})["conflicts"] == 1


def test_a_duplicate_shows_again_when_the_rule_it_repeats_is_gone(
    laptops: Any, team_url: Any
) -> None:
    alice, bob = laptops("alice"), laptops("bob")
    theirs = add(alice, MIGRATE_AGAIN)
    mark(alice, SETTINGS, theirs, FeedbackKind.HELPFUL)
    join(alice, team_url("alice"), "web", REDACT, machine="a")
    mine = add(bob, MIGRATE)
    join(bob, team_url("bob"), "web", REDACT, machine="b")
    assert list(shown(bob)) == [mine]
    remove_rule(bob, mine, hard=True)
    assert list(shown(bob)) == [theirs]
    sb = Playbook.load(bob, SETTINGS, None, shared=team_view).get(theirs)
    assert sb is not None and sb.score.helpful_count == 1


def test_a_replica_pulled_before_curation_is_curated_by_the_next_sync(
    laptops: Any, team_url: Any
) -> None:
    alice, bob = laptops("alice"), laptops("bob")
    add(alice, MIGRATE_AGAIN)
    join(alice, team_url("alice"), "web", REDACT, machine="a")
    mine = add(bob, MIGRATE)
    join(bob, team_url("bob"), "web", REDACT, machine="b")
    with bob.transaction() as conn:  # as migration m013 leaves an older replica
        conn.execute("UPDATE team_rules SET same_as = NULL")
        conn.execute("INSERT INTO team_uncurated SELECT min(seq), max(seq) FROM team_rules")
    curation._held.clear()  # a process started after the upgrade
    assert len(shown(bob)) == 2
    assert sync(bob, REDACT).curated == 1
    assert list(shown(bob)) == [mine]
    assert bob.conn.execute("SELECT count(*) FROM team_uncurated").fetchone()[0] == 0


def test_a_page_below_the_last_one_is_curated_too(laptops: Any, team_url: Any) -> None:
    """Pages come in (txid, seq) order: a late writer's rule may have a lower seq."""
    from kenning.daemon.team import local

    bob = laptops("bob")
    join(bob, team_url("bob"), "web", REDACT, machine="b")
    mine, mocks = add(bob, MIGRATE), add(bob, MOCK)
    rows = [
        ("c1:x", "b-x1", MIGRATE_AGAIN, "general", "[]", "global", "workflow_rule", "rule",
         None, "[]", "alice", "a", "o", "2026-01-01T00:00:00Z", 50),
        ("c1:y", "b-y1", NO_MOCK, "general", "[]", "global", "workflow_rule", "rule",
         None, "[]", "alice", "a", "o", "2026-01-01T00:00:00Z", 40),
    ]  # fmt: skip
    local.apply_pulled(bob, "rules", rows[:1], (10, 50))
    local.apply_pulled(bob, "rules", rows[1:], (11, 40))  # committed later, lower seq
    # each page left its range for the curator (a crash before it loses none)
    ranges = bob.conn.execute("SELECT lo, hi FROM team_uncurated ORDER BY lo").fetchall()
    assert [tuple(r) for r in ranges] == [(40, 40), (50, 50)]
    assert local.curate_pending(bob) == 2
    held = bob.conn.execute("SELECT seq, same_as FROM team_rules ORDER BY seq").fetchall()
    assert [tuple(r) for r in held] == [(40, None), (50, mine)]
    assert [(c.rule_a, c.rule_b) for c in RuleRepo(bob).conflicts()] == [(mocks, "b-y1")]


def test_curation_uses_the_configured_thresholds(laptops: Any, team_url: Any) -> None:
    from kenning.daemon.core.settings import CurationConfig

    alice, bob = laptops("alice"), laptops("bob")
    add(alice, MIGRATE_AGAIN)
    join(alice, team_url("alice"), "web", REDACT, machine="a")
    add(bob, MIGRATE)
    strict = CurationConfig(dedup_threshold=0.95)
    join(bob, team_url("bob"), "web", REDACT, machine="b", curation=strict)
    assert len(shown(bob)) == 2  # 0.86 overlap is below 0.95: two rules


def test_rules_alike_only_in_common_words_are_not_compared(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    index = curation._Index()
    for i in range(5):
        index.add(curation._Rule(f"b-{i}", f"check the cache first {i}"))
    mine = frozenset({"check", "cache", "first"})
    found = index.candidates(mine, index.by_word[False], 0.8)
    assert [r.id for r in found] == [f"b-{i}" for i in range(5)]
    # a word no rule holds rules every rule out at once
    assert index.candidates(mine | {"9"}, index.by_word[False], 0.8) == []
    monkeypatch.setattr(curation, "MAX_CANDIDATES", 2)
    assert index.candidates(mine, index.by_word[False], 0.8) == []


def test_the_core_words_of_a_polarity_are_indexed_when_first_asked() -> None:
    index = curation._Index()
    index.add(curation._Rule("b-1", "Always check the cache first"))
    assert not index.has(True)
    core = index.by_core(False)  # a "never …" rule arrived
    assert core["cache"] == [0]
    index.add(curation._Rule("b-2", "Check the cache keys first"))
    assert index.by_core(False)["cache"] == [0, 1]  # kept up from then on


def test_adding_a_rule_the_team_has_in_other_words_reinforces_the_team_rule(
    laptops: Any, team_url: Any
) -> None:
    alice, bob = laptops("alice"), laptops("bob")
    theirs = add(alice, MIGRATE)
    join(alice, team_url("alice"), "web", REDACT, machine="a")
    join(bob, team_url("bob"), "web", REDACT, machine="b")
    res = add_rule(bob, SETTINGS, Rule(id="x", content=MIGRATE_AGAIN))
    assert (res.action, res.similar_to, res.rule.id) == ("reinforced", theirs, theirs)
    assert RuleRepo(bob).list() == []  # no second wording here
    assert list(shown(bob)) == [theirs]
    # the reinforcement travels like a mark: alice's rule counts it
    assert sync(bob, REDACT).accepted == {"events": 1}
    sync(alice, REDACT)
    sb = Playbook.load(alice, SETTINGS, None, shared=team_view).get(theirs)
    assert sb is not None and sb.score.helpful_count == 1
    assert event_members(alice, theirs) == [{"member": "bob", "helpful": 1, "harmful": 0}]


def test_adding_a_rule_contradicting_a_team_rule_records_the_conflict(
    laptops: Any, team_url: Any
) -> None:
    alice, bob = laptops("alice"), laptops("bob")
    theirs = add(alice, NO_MOCK)
    join(alice, team_url("alice"), "web", REDACT, machine="a")
    join(bob, team_url("bob"), "web", REDACT, machine="b")
    res = add_rule(bob, SETTINGS, Rule(id="x", content=MOCK))
    assert (res.action, res.conflicts) == ("conflict", [theirs])
    assert set(shown(bob)) == {res.rule.id, theirs}


def test_a_rule_the_team_forgot_is_refused_here_too(laptops: Any, team_url: Any) -> None:
    from kenning.daemon.core.errors import ToxicRuleError
    from kenning.daemon.playbook.curate import forget

    alice, bob = laptops("alice"), laptops("bob")
    theirs = add(alice, MOCK)
    join(alice, team_url("alice"), "web", REDACT, machine="a")
    join(bob, team_url("bob"), "web", REDACT, machine="b")
    forget(alice, theirs, "flaky: the gateway sandbox is down half the time")
    sync(alice, REDACT)
    sync(bob, REDACT)
    with pytest.raises(ToxicRuleError, match=r"alice \(team\) asked kenning to forget"):
        add_rule(bob, SETTINGS, Rule(id="x", content=MOCK))


def test_a_kept_rule_scored_from_its_marks_counts_its_duplicates_marks(
    laptops: Any, team_url: Any
) -> None:
    alice, bob = laptops("alice"), laptops("bob")
    theirs = add(alice, MIGRATE_AGAIN)
    mark(alice, SETTINGS, theirs, FeedbackKind.HELPFUL)
    mark(alice, SETTINGS, theirs, FeedbackKind.HELPFUL)
    join(alice, team_url("alice"), "web", REDACT, machine="a")
    # a half-life of its own: the team's summary cannot serve, the marks are read
    mine = add_rule(bob, SETTINGS, Rule(id="x", content=MIGRATE, half_life_days=30)).rule.id
    join(bob, team_url("bob"), "web", REDACT, machine="b")
    sb = Playbook.load(bob, SETTINGS, None, shared=team_view).get(mine)
    assert sb is not None and sb.score.helpful_count == 2
