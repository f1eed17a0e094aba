from __future__ import annotations

from dataclasses import replace
from datetime import UTC, datetime
from typing import Any

import pytest

from kenning.daemon.core.errors import RuleNotFound
from kenning.daemon.core.models import (
    FeedbackEvent,
    FeedbackKind,
    Provenance,
    Rule,
    RuleState,
    Scope,
    Verification,
    VerifyMode,
)
from kenning.daemon.store.db import Store
from kenning.daemon.store.rule_rows import row_to_rule, rule_id_for, rule_to_row
from kenning.daemon.store.rules import RuleRepo


def _rule(content: str = "Run the tests before pushing", **kw: Any) -> Rule:
    return Rule(id=rule_id_for(content), content=content, **kw)


def test_ids_are_stable_for_the_same_canonical_text() -> None:
    assert rule_id_for("Run the tests") == rule_id_for("  run THE tests. ")
    assert rule_id_for("Run the tests") != rule_id_for("Run the linter")
    assert rule_id_for("x").startswith("b-") and len(rule_id_for("x")) == 12


def test_row_round_trip_keeps_every_field(store: Store) -> None:
    repo = RuleRepo(store)
    b = _rule(
        tags=["ci", "git"],
        scope=Scope.LANGUAGE,
        scope_key="python",
        pinned=True,
        pinned_reason="team agreement",
        verification=Verification(regex=r"\bprint\(", mode=VerifyMode.ABSENT, glob="*.py"),
        provenance=Provenance(
            sessions=["claude:1"], agents=["claude"], reasoning="r", evidence=["q"]
        ),
        half_life_days=30,
        created_at=datetime(2025, 1, 2, 3, 4, 5, 678, tzinfo=UTC),
    )
    with store.transaction():
        repo.insert(b)
    got = repo.get(b.id)
    assert got == b
    assert row_to_rule(rule_to_row(b)) == b


def test_loaded_rules_stay_independent_when_one_is_changed(store: Store) -> None:
    """Rules read from the store share their field-name set: changing one leaves the rest alone."""
    repo = RuleRepo(store)
    with store.transaction():
        for text in ("Run the tests before pushing", "Pin the lockfile"):
            repo.insert(_rule(text, tags=["ci"]))
    texts = ("Run the tests before pushing", "Pin the lockfile")
    a, b = (repo.get(rule_id_for(t)) for t in texts)
    changed = replace(a, tags=["git"])
    pinned = replace(a, pinned=True)
    assert changed.tags == ["git"] and a.tags == ["ci"] and b.tags == ["ci"]
    assert pinned.pinned and not a.pinned and not b.pinned and not changed.pinned
    assert repo.get(b.id) == b


def test_get_unknown_id_names_the_fix(store: Store) -> None:
    with pytest.raises(RuleNotFound) as err:
        RuleRepo(store).get("b-missing")
    assert "kenning playbook list" in (err.value.fix or "")
    assert RuleRepo(store).find("b-missing") is None


def test_list_filters_by_state_and_new_id_adds_a_suffix_on_collision(store: Store) -> None:
    repo = RuleRepo(store)
    live = _rule("Keep commits small")
    gone = _rule("Squash before merge", state=RuleState.RETIRED)
    with store.transaction():
        repo.insert(live)
        repo.insert(gone)
    assert [b.id for b in repo.list([RuleState.ACTIVE])] == [live.id]
    assert {b.id for b in repo.list()} == {live.id, gone.id}
    assert repo.new_id("keep commits small.") == f"{live.id}-2"
    assert repo.new_id("Keep commits small", taken={f"{live.id}-2"}) == f"{live.id}-3"


def test_events_and_all_events_group_by_rule(store: Store) -> None:
    repo = RuleRepo(store)
    a, b = _rule("Rule A text"), _rule("Rule B text")
    with store.transaction():
        repo.insert(a)
        repo.insert(b)
        for kind in (FeedbackKind.HELPFUL, FeedbackKind.HELPFUL, FeedbackKind.HARMFUL):
            repo.add_event(FeedbackEvent(rule_id=a.id, kind=kind))
        repo.add_event(FeedbackEvent(rule_id=b.id, kind=FeedbackKind.HELPFUL, reason="why"))
    assert [e.kind for e in repo.events(a.id)] == ["helpful", "helpful", "harmful"]
    assert repo.events(b.id)[0].reason == "why"
    grouped = repo.all_events()
    assert len(grouped[a.id]) == 3 and len(grouped[b.id]) == 1
    assert isinstance(grouped[a.id][0].created_at, datetime)
    assert repo.event_counts() == {a.id: (2, 1), b.id: (1, 0)}


def test_update_upsert_and_delete(store: Store) -> None:
    repo = RuleRepo(store)
    b = _rule()
    with store.transaction():
        repo.insert(b)
        before = repo.raw_row(b.id)
        repo.update(replace(b, category="ci"))
    assert repo.get(b.id).category == "ci"
    assert before is not None
    with store.transaction():
        repo.upsert_row(before)
    assert repo.get(b.id).category == "general"
    # the full-text index (m003) follows an upsert: exactly one row per rule
    if "bullets_fts" in store.db.table_names():
        rows = store.query("SELECT count(*) FROM bullets_fts WHERE id = ?", (b.id,))
        assert rows[0][0] == 1
    with store.transaction():
        repo.delete(b.id)
    assert repo.find(b.id) is None
    with pytest.raises(RuleNotFound), store.transaction():
        repo.update(b)


def test_toxic_conflicts_tombstones_and_oplog(store: Store) -> None:
    repo = RuleRepo(store)
    with store.transaction():
        tid = repo.add_toxic("Use eval", "dangerous", "b-1")
        cid = repo.add_conflict("b-1", "b-2", "opposite")
        again = repo.add_conflict("b-1", "b-2", "opposite")
        op = repo.record_op("add", "add b-1", {"steps": [{"op": "delete_bullet", "id": "b-1"}]})
    assert [t.id for t in repo.toxic()] == [tid]
    assert [c.id for c in repo.conflicts("b-2")] == [cid] and again is None
    ops = repo.last_ops(5)
    assert [o.id for o in ops] == [op] and ops[0].undo["steps"][0]["id"] == "b-1"
    with store.transaction():
        repo.mark_undone(op)
    assert repo.last_ops(5) == []
