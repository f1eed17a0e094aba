from __future__ import annotations

from datetime import UTC, datetime, timedelta
from typing import Any

import pytest

from kenning.daemon.core.config import Settings
from kenning.daemon.core.errors import ToxicRuleError, UsageError
from kenning.daemon.core.models import (
    FeedbackKind,
    FeedbackSource,
    Maturity,
    Provenance,
    Rule,
    RuleState,
    RuleType,
    Verification,
    VerifyMode,
)
from kenning.daemon.playbook import curate
from kenning.daemon.playbook.bulk_import import import_rules
from kenning.daemon.playbook.undo import undo
from kenning.daemon.store.db import Store
from kenning.daemon.store.rules import RuleRepo

S = Settings()


def add(store: Store, content: str, **kw: Any) -> curate.AddResult:
    return curate.add_rule(store, S, Rule(id="new", content=content, **kw))


def test_add_gives_a_stable_id_and_records_an_undoable_op(store: Store) -> None:
    res = add(store, "Run the linter before committing")
    assert res.action == "added" and res.rule.id.startswith("b-")
    assert RuleRepo(store).get(res.rule.id).content == "Run the linter before committing"
    assert undo(store) == [f"add {res.rule.id}: Run the linter before committing"]
    assert RuleRepo(store).find(res.rule.id) is None


def test_same_canonical_text_reinforces_instead_of_adding(store: Store) -> None:
    first = add(store, "Run the linter before committing")
    again = curate.add_rule(
        store,
        S,
        Rule(
            id="x",
            content="  run the LINTER before committing. ",
            provenance=Provenance(sessions=["codex:42"]),
        ),
        session_id="codex:42",
    )
    assert again.action == "reinforced" and again.similar_to == first.rule.id
    repo = RuleRepo(store)
    assert repo.count() == 1
    (event,) = repo.events(first.rule.id)
    assert event.source == FeedbackSource.REINFORCE and event.kind == FeedbackKind.HELPFUL
    assert event.weight == curate.REINFORCE_WEIGHT and event.session_id == "codex:42"
    assert repo.get(first.rule.id).provenance.sessions == ["codex:42"]
    undo(store)  # the reinforcement: event and provenance merge both reverted
    assert repo.events(first.rule.id) == []
    assert repo.get(first.rule.id).provenance.sessions == []


def test_near_duplicate_by_word_overlap_reinforces(store: Store) -> None:
    first = add(store, "Always run the unit tests with pytest before pushing changes")
    near = add(store, "Always run unit tests with pytest before pushing the changes")
    assert near.action == "reinforced" and near.similar_to == first.rule.id
    other = add(store, "Document every public function with a docstring")
    assert other.action == "added"
    assert RuleRepo(store).count() == 2


def test_a_retired_look_alike_is_never_reinforced(store: Store) -> None:
    first = add(store, "Pin dependency versions in requirements files")
    curate.retire(store, first.rule.id)
    second = add(store, "Pin dependency versions in requirements files")
    assert second.action == "added"
    assert second.rule.id == f"{first.rule.id}-2"
    assert RuleRepo(store).events(first.rule.id) == []


@pytest.mark.parametrize(
    ("existing", "new"),
    [
        (
            "Always use pytest fixtures for database tests",
            "Never use pytest fixtures for database tests",
        ),
        ("Use tabs for indentation in Makefiles", "Avoid tabs for indentation in Makefiles"),
        ("Use print for debugging output", "Don't use print for debugging output"),
    ],
)
def test_a_negating_rule_is_a_conflict_and_both_are_kept(
    store: Store, existing: str, new: str
) -> None:
    a = add(store, existing)
    b = add(store, new)
    assert b.action == "conflict" and b.conflicts == [a.rule.id]
    repo = RuleRepo(store)
    assert repo.count() == 2
    (conflict,) = repo.conflicts(a.rule.id)
    assert (conflict.rule_a, conflict.rule_b) == (a.rule.id, b.rule.id)
    undo(store)
    assert repo.conflicts() == [] and repo.count() == 1


@pytest.mark.parametrize(
    ("existing", "near", "negated", "other"),
    [
        (  # Chinese: no spaces, so the tokenizer sees one word per clause
            "提交代码之前必须运行全部单元测试",
            "提交代码之前必须运行全部的单元测试",
            "提交代码之前不要运行全部单元测试",
            "部署到生产环境之前检查数据库迁移",
        ),
        (  # Japanese
            "コミットする前に必ずユニットテストを実行する",
            "コミットする前には必ずユニットテストを実行する",
            "コミットする前にユニットテストを実行しない",
            "本番環境にデプロイする前にマイグレーションを確認する",
        ),
    ],
)
def test_rules_in_scripts_without_spaces_are_deduplicated_and_conflict(
    store: Store, existing: str, near: str, negated: str, other: str
) -> None:
    first = add(store, existing)
    again = add(store, near)
    assert again.action == "reinforced" and again.similar_to == first.rule.id
    opposite = add(store, negated)
    assert opposite.action == "conflict" and opposite.conflicts == [first.rule.id]
    assert add(store, other).action == "added"
    assert RuleRepo(store).count() == 3


def test_unrelated_negative_rule_is_no_conflict(store: Store) -> None:
    add(store, "Always use pytest fixtures for database tests")
    res = add(store, "Never commit generated lockfiles by hand")
    assert res.action == "added" and res.conflicts == []


def test_forget_retires_and_refuses_similar_rules_with_the_reason(store: Store) -> None:
    res = add(store, "Mock the database in integration tests")
    out = curate.forget(store, res.rule.id, "mocks hid a broken migration")
    assert out.rule.state == RuleState.RETIRED and out.anti_pattern is None
    for text in (
        "Mock the database in integration tests",
        "mock the database in the integration tests",
    ):
        with pytest.raises(ToxicRuleError) as err:
            add(store, text)
        assert "mocks hid a broken migration" in err.value.message
    # the opposite rule is welcome
    assert add(store, "Never mock the database in integration tests").action in (
        "added",
        "conflict",
    )


def test_forget_with_invert_creates_the_anti_pattern_with_provenance(store: Store) -> None:
    res = add(
        store,
        "Use requests for HTTP calls",
        provenance=Provenance(sessions=["claude:7"], agents=["claude"], evidence=["it hung"]),
        verification=Verification(regex=r"import requests", mode=VerifyMode.EXISTS),
    )
    out = curate.forget(store, res.rule.id, "blocks the event loop", invert=True)
    anti = out.anti_pattern
    assert anti is not None
    assert anti.content == "AVOID: Use requests for HTTP calls"
    assert anti.type == RuleType.ANTI_PATTERN and anti.kind == "anti_pattern"
    assert anti.provenance.sessions == ["claude:7"] and anti.provenance.evidence == ["it hung"]
    assert "blocks the event loop" in (anti.provenance.reasoning or "")
    assert anti.verification is not None and anti.verification.mode == VerifyMode.ABSENT
    assert RuleRepo(store).get(res.rule.id).state == RuleState.RETIRED
    undo(store)
    repo = RuleRepo(store)
    assert repo.find(anti.id) is None and repo.get(res.rule.id).state == RuleState.ACTIVE
    assert repo.toxic() == []


def test_invert_refuses_an_anti_pattern(store: Store) -> None:
    res = add(store, "AVOID: global state in tests", type=RuleType.ANTI_PATTERN)
    with pytest.raises(UsageError):
        curate.invert(store, res.rule.id)


def test_marks_promote_and_harmful_marks_invert_automatically(store: Store) -> None:
    res = add(store, "Use structured logging in services")
    bid = res.rule.id
    results = [curate.mark(store, S, bid, FeedbackKind.HELPFUL) for _ in range(3)]
    assert results[-1].old_maturity == Maturity.CANDIDATE
    assert results[-1].new_maturity == Maturity.ESTABLISHED
    assert RuleRepo(store).get(bid).maturity == Maturity.ESTABLISHED
    harmful = [curate.mark(store, S, bid, FeedbackKind.HARMFUL, reason="x") for _ in range(8)]
    inverted = [r for r in harmful if r.inverted]
    assert len(inverted) == 1, "a rule is inverted once, never again while retired"
    anti = RuleRepo(store).get(inverted[0].anti_pattern_id or "")
    assert anti.content == "AVOID: Use structured logging in services"
    assert RuleRepo(store).get(bid).state == RuleState.RETIRED
    assert len(RuleRepo(store).events(bid)) == 11


def test_pinned_rules_are_never_demoted(store: Store) -> None:
    res = add(store, "Sign every release tag", pinned=True, pinned_reason="policy")
    bid = res.rule.id
    for _ in range(10):
        curate.mark(store, S, bid, FeedbackKind.HELPFUL)
    promoted = RuleRepo(store).get(bid).maturity
    assert promoted == Maturity.PROVEN
    for _ in range(10):
        r = curate.mark(store, S, bid, FeedbackKind.HARMFUL)
        assert not r.inverted and r.new_maturity == promoted
    assert RuleRepo(store).get(bid).state == RuleState.ACTIVE


def test_mark_reason_is_sanitized_and_old_marks_decay(store: Store) -> None:
    res = add(store, "Rotate credentials after a leak")
    old = datetime.now(UTC) - timedelta(days=90)
    r1 = curate.mark(store, S, res.rule.id, FeedbackKind.HELPFUL, now=old)
    assert r1.score.helpful == pytest.approx(1.0)
    r2 = curate.mark(
        store, S, res.rule.id, FeedbackKind.HELPFUL, reason="key was AKIAIOSFODNN7EXAMPLQ"
    )
    assert r2.score.helpful == pytest.approx(1.5, rel=1e-3)  # 0.5 (one half-life) + 1
    stored = RuleRepo(store).events(res.rule.id)[-1].reason or ""
    assert "AKIAIOSFODNN7EXAMPLQ" not in stored


def test_secrets_never_reach_the_store(store: Store) -> None:
    token = "ghp_" + "a1B2c3D4e5F6g7H8i9J0k1L2m3N4o5P6q7R8"
    res = add(
        store, f"Authenticate with token {token} in CI", provenance=Provenance(evidence=[token])
    )
    assert token not in res.rule.content
    dump = "\n".join(str(tuple(r)) for r in store.query("SELECT * FROM bullets"))
    assert token not in dump


def test_tombstones_add_remove_and_undo(store: Store) -> None:
    t = curate.tombstone_add(store, "requests.get(", "use httpx", replacement="client.get(")
    with pytest.raises(UsageError):
        curate.tombstone_add(store, "requests.get(", "again")
    with pytest.raises(UsageError):
        curate.tombstone_add(store, "([", "bad regex", is_regex=True)
    curate.tombstone_remove(store, t.id)
    assert RuleRepo(store).tombstones() == []
    undo(store)
    (back,) = RuleRepo(store).tombstones()
    assert back.replacement == "client.get(" and back.id == t.id


def test_undo_reverts_n_operations_newest_first(store: Store) -> None:
    a = add(store, "Prefer pathlib over os.path")
    curate.mark(store, S, a.rule.id, FeedbackKind.HELPFUL)
    curate.remove_rule(store, a.rule.id, hard=True)
    repo = RuleRepo(store)
    assert repo.find(a.rule.id) is None
    done = undo(store, 2)
    assert done[0].startswith("delete ") and done[1].startswith("helpful mark")
    assert repo.get(a.rule.id).state == RuleState.ACTIVE
    assert repo.events(a.rule.id) == []
    assert undo(store, 5) == [f"add {a.rule.id}: Prefer pathlib over os.path"]
    assert undo(store) == []


def test_a_failed_write_leaves_the_store_as_before(store: Store) -> None:
    a = add(store, "Keep functions short")
    before = store.query("SELECT count(*) FROM oplog")[0][0]
    with pytest.raises(UsageError):
        curate.mark(store, S, a.rule.id, FeedbackKind.HELPFUL, weight=-1)
    assert store.query("SELECT count(*) FROM oplog")[0][0] == before
    assert RuleRepo(store).events(a.rule.id) == []


def test_import_rules_is_one_undoable_step(store: Store) -> None:
    from kenning.daemon.core.models import FeedbackEvent

    b1 = Rule(id="b-aaaa", content="Imported rule one")
    b2 = Rule(id="b-bbbb", content="Imported rule two")
    ev = FeedbackEvent(rule_id="b-aaaa", kind=FeedbackKind.HELPFUL)
    res = import_rules(store, [b1, b2], [ev])
    assert res.added == ["b-aaaa", "b-bbbb"] and res.events == 1
    again = import_rules(store, [b1, Rule(id="b-cccc", content="imported rule ONE")])
    assert again.skipped_existing == ["b-aaaa"] and again.skipped_duplicate == ["b-cccc"]
    undo(store, 2)
    assert (
        RuleRepo(store).count() == 0
        and store.query("SELECT count(*) FROM feedback_events")[0][0] == 0
    )
