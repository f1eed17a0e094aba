from __future__ import annotations

import os
import random
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from kenning.daemon.core import scoring
from kenning.daemon.core.config import Settings
from kenning.daemon.core.models import (
    FeedbackEvent,
    FeedbackKind,
    Maturity,
    Provenance,
    Rule,
    RuleKind,
    RuleState,
    RuleType,
    Scope,
    Tombstone,
    Verification,
    to_iso,
)
from kenning.daemon.playbook import curate
from kenning.daemon.playbook.book import Playbook, ScoredRule, _sort
from kenning.daemon.playbook.repo_file import repo_playbook_path, save_repo_playbook
from kenning.daemon.store import feedback_summary
from kenning.daemon.store.db import Store
from kenning.daemon.store.rules import RuleRepo

S = Settings()
NOW = datetime(2026, 6, 1, 12, tzinfo=UTC)


def seed(store: Store) -> dict[str, str]:
    ids = {}
    for name, text in (
        ("a", "Run the formatter before committing"),
        ("b", "Prefer small pull requests"),
        ("c", "AVOID: sleeping in tests"),
    ):
        kind = RuleType.ANTI_PATTERN if name == "c" else RuleType.RULE
        ids[name] = curate.add_rule(store, S, Rule(id="n", content=text, type=kind)).rule.id
    return ids


def test_load_scores_sorts_and_filters(store: Store) -> None:
    ids = seed(store)
    for _ in range(2):
        curate.mark(store, S, ids["b"], FeedbackKind.HELPFUL)
    curate.mark(store, S, ids["a"], FeedbackKind.HARMFUL)
    retired = curate.add_rule(store, S, Rule(id="n", content="Old retired rule text")).rule
    curate.retire(store, retired.id)
    pb = Playbook.load(store, S, None)
    assert [sb.rule.id for sb in pb.active()] == [ids["b"], ids["c"], ids["a"]]
    assert pb.get(ids["b"]) is not None and pb.get(ids["b"]).score.helpful_count == 2  # type: ignore[union-attr]
    assert pb.get(retired.id) is None
    assert [sb.rule.id for sb in pb.anti_patterns()] == [ids["c"]]
    everything = Playbook.load(store, S, None, include_retired=True)
    assert everything.get(retired.id) is not None
    assert pb.warnings == []


def test_repo_rules_merge_over_global_and_keep_personal_events(
    store: Store, tmp_path: Path
) -> None:
    ids = seed(store)
    t0 = datetime(2025, 1, 1, tzinfo=UTC)
    team = [
        Rule(id=ids["a"], content="Run the formatter (team version)", created_at=t0, updated_at=t0),
        Rule(id="b-team", content="Use the shared db fixture", created_at=t0, updated_at=t0),
        Rule(id=ids["b"], content="retired by the team", state=RuleState.RETIRED),
    ]
    save_repo_playbook(tmp_path, team, [Tombstone(id="t-r", pattern="moment(", reason="dates")])
    before = repo_playbook_path(tmp_path).read_bytes()
    res = curate.mark(store, S, "b-team", FeedbackKind.HELPFUL, repo_root=tmp_path)
    assert res.maturity_persisted is False
    assert repo_playbook_path(tmp_path).read_bytes() == before  # marking never dirties the repo
    pb = Playbook.load(store, S, tmp_path)
    a = pb.get(ids["a"])
    assert a is not None and a.rule.content == "Run the formatter (team version)"
    assert a.rule.origin == "repo"
    assert pb.get(ids["b"]) is None  # the team retired it
    team_rule = pb.get("b-team")
    assert team_rule is not None and team_rule.score.helpful_count == 1
    assert [t.id for t in pb.tombstones] == ["t-r"]
    assert pb.version[1] == os.stat(repo_playbook_path(tmp_path)).st_mtime


def test_corrupt_repo_file_is_skipped_with_a_warning(
    store: Store, tmp_path: Path, kenning_home: Path
) -> None:
    ids = seed(store)
    path = repo_playbook_path(tmp_path)
    path.parent.mkdir()
    path.write_text("rules:\n  - id: [oops\n")
    pb = Playbook.load(store, S, tmp_path, backups=kenning_home / "backups")
    assert {sb.rule.id for sb in pb.rules} == set(ids.values())
    (warning,) = pb.warnings
    assert str(path) in warning and "skipped" in warning
    assert RuleRepo(store).count() == 3


def test_version_changes_on_every_write(store: Store) -> None:
    v0 = Playbook.current_version(store, None)
    ids = seed(store)
    v1 = Playbook.current_version(store, None)
    curate.mark(store, S, ids["a"], FeedbackKind.HELPFUL)
    v2 = Playbook.current_version(store, None)
    assert v0 < v1 < v2
    assert Playbook.load(store, S, None).version == v2


def test_cache_reuses_until_a_write_or_the_repo_file_changes(store: Store, tmp_path: Path) -> None:
    from kenning.daemon.playbook.cache import PlaybookCache

    ids = seed(store)
    cache = PlaybookCache(S)
    first = cache.get(store, tmp_path)
    assert cache.get(store, tmp_path) is first
    curate.mark(store, S, ids["a"], FeedbackKind.HELPFUL)
    second = cache.get(store, tmp_path)
    assert second is not first and second.get(ids["a"]).score.helpful_count == 1  # type: ignore[union-attr]
    save_repo_playbook(tmp_path, [Rule(id="b-team", content="Team rule")])
    os.utime(repo_playbook_path(tmp_path), (1, 1))  # a distinct mtime, whatever the clock
    third = cache.get(store, tmp_path)
    assert third is not second and third.get("b-team") is not None
    expired = PlaybookCache(S, max_age_s=0)
    assert expired.get(store, None) is not expired.get(store, None)


def test_repo_rules_are_redacted_for_every_reader(store: Store, tmp_path: Path) -> None:
    # Playbook.load is what context, MCP and the language server read rules through
    pasted = "sk-" + "0f3a9c1d5e7b2468ace13579bdf02468"  # an OpenAI-compatible key
    path = repo_playbook_path(tmp_path)
    path.parent.mkdir()
    path.write_text(f"rules:\n  - id: b-llm\n    content: 'Call the LLM with key {pasted}'\n")
    pb = Playbook.load(store, Settings(), tmp_path)
    (rule,) = pb.active()
    assert rule.rule.content == "Call the LLM with key [REDACTED:openai_key]"


def test_cache_keeps_one_playbook_per_root_and_reloads_when_aged(
    store: Store, tmp_path: Path
) -> None:
    from kenning.daemon.playbook.cache import MAX_AGE_S, PlaybookCache

    seed(store)
    now = [1000.0]
    cache = PlaybookCache(S, clock=lambda: now[0])
    plain, repo = cache.get(store, None), cache.get(store, tmp_path)
    assert cache.get(store, None) is plain and cache.get(store, tmp_path) is repo
    assert cache.is_fresh(store, None)
    # nothing written, but decay moved on: an idle reader must not rank with old scores
    now[0] += MAX_AGE_S
    assert not cache.is_fresh(store, None)
    assert cache.get(store, None) is not plain
    # other scoring settings for a root: loaded with them
    other = Settings.model_validate({"scoring": {"half_life_days": 7.0}})
    fresh = cache.get(store, None)
    assert cache.get(store, None, other) is not fresh
    # another store on the same file shares the playbook (tests/test_playbook_cache.py)
    with Store.open(store.path) as reopened:
        assert cache.get(reopened, tmp_path) is cache.get(store, tmp_path)


def _random_playbook(store: Store, rng: random.Random, n: int) -> None:
    """`n` rules of every state, maturity, kind and scope, some with their own
    half-life, tags, provenance and a verification; random events, some of them
    written behind the summaries' back (left dirty), some in the future."""
    repo = RuleRepo(store)
    late: list[tuple[str, str, float, str]] = []
    with store.transaction():
        for i in range(n):
            created = NOW - timedelta(days=rng.uniform(0, 500))
            rule = Rule(
                id=f"b-{i:04d}",
                content=f"Rule {i}: keep widget {rng.randrange(1000)} tidy",
                category=rng.choice(["general", "testing", "git"]),
                tags=rng.sample(["python", "sql", "ops", "web"], rng.randint(0, 3)),
                scope=rng.choice(list(Scope)),
                scope_key=rng.choice([None, "python"]),
                kind=rng.choice(list(RuleKind)),
                type=rng.choice(list(RuleType)),
                state=rng.choice([RuleState.ACTIVE, RuleState.PROPOSAL]),
                maturity=rng.choice(list(Maturity)),
                pinned=rng.random() < 0.2,
                verification=Verification(regex=r"sleep\(") if rng.random() < 0.2 else None,
                provenance=Provenance(
                    sessions=[f"claude:{i}"], agents=["claude"], evidence=[f"said so in {i}"]
                ),
                half_life_days=rng.choice([None, None, 30.0]),
                created_at=created,
                updated_at=created + timedelta(days=1),
            )
            repo.insert(rule)
            for _ in range(rng.choice([0, 0, 1, 3, 8])):
                kind = FeedbackKind.HELPFUL if rng.random() < 0.75 else FeedbackKind.HARMFUL
                when = NOW - timedelta(days=rng.uniform(-2, 400), microseconds=rng.randrange(10**6))
                event = FeedbackEvent(
                    rule_id=rule.id, kind=kind, weight=rng.uniform(0.3, 2.0), created_at=when
                )
                if rng.random() < 0.1:
                    late.append((rule.id, kind.value, event.weight, to_iso(when)))
                else:
                    repo.add_event(event)
        # written past the summaries (after the last `add_event`): the rules stay dirty
        store.conn.executemany(
            "INSERT INTO feedback_events (bullet_id, kind, weight, created_at) VALUES (?, ?, ?, ?)",
            late,
        )


@pytest.mark.slow
def test_loaded_scores_equal_scoring_from_events_on_a_random_playbook(store: Store) -> None:
    rng = random.Random(14)
    _random_playbook(store, rng, 300)
    assert feedback_summary.dirty_ids(store.conn)  # both ways of scoring are taken
    repo = RuleRepo(store)
    settings = Settings(scoring={"harmful_multiplier": 3.0})
    pb = Playbook.load(store, settings, None, now=NOW)
    assert len(pb) == 300
    for sb in pb.rules:
        stored = repo.get(sb.id)
        events = [scoring.EventView.of(e) for e in repo.events(sb.id)]
        want = scoring.score(
            events,
            stored.maturity,
            NOW,
            half_life_days=stored.half_life_days or settings.scoring.half_life_days,
            harmful_multiplier=3.0,
        )
        got = sb.score
        assert got.effective == pytest.approx(want.effective, rel=1e-12, abs=1e-12)
        assert got.helpful == pytest.approx(want.helpful, rel=1e-12, abs=1e-300)
        assert got.harmful == pytest.approx(want.harmful, rel=1e-12, abs=1e-300)
        assert got[2:4] == want[2:4] and got[6:] == want[6:]  # multipliers, counts, times
        assert sb.facets() == (
            stored.state.value,
            stored.maturity.value,
            stored.type.value,
            stored.kind.value,
            stored.scope.value,
            stored.origin,
        )
        assert (sb.content, sb.created_at) == (stored.content, stored.created_at)
    keys = [(-sb.score.effective, sb.id) for sb in pb.rules]
    assert keys == sorted(keys)


def test_loaded_scores_are_exactly_the_summary_arithmetic(store: Store) -> None:
    """The load's inlined decay gives `decayed_effective` to the bit, and the order
    is (score descending, id) whether scores tie (unmarked rules) or not."""
    rng = random.Random(16)
    _random_playbook(store, rng, 200)
    settings = Settings(scoring={"harmful_multiplier": 3.0})
    summaries = feedback_summary.read_summaries(store.conn)
    dirty = feedback_summary.dirty_ids(store.conn)
    for include_retired in (False, True):
        pb = Playbook.load(store, settings, None, now=NOW, include_retired=include_retired)
        for sb in pb.rules:
            assert sb.effective == sb.score.effective  # exact, not approx
            found = summaries.get(sb.id)
            if found is None or sb.id in dirty:
                continue
            own = sb.rule.half_life_days or settings.scoring.half_life_days
            multiplier = scoring.MATURITY_MULTIPLIER[sb.maturity]
            want = feedback_summary.decayed_effective(found, multiplier, NOW, 3.0, own)
            if want is not None:
                assert sb.effective == want
        keys = [(-sb.effective, sb.id) for sb in pb.rules]
        assert keys == sorted(keys)
    marked = [sb for sb in pb.rules if sb.effective != 0.0]
    assert len({sb.effective for sb in marked}) == len(marked) > 50  # no ties: one sort
    assert len(pb.rules) - len(marked) > 20  # ties at 0.0: by id, then by score
    for rules in (marked, list(pb.rules), [*marked, *marked[:3]]):
        shuffled = rng.sample(rules, len(rules))
        _sort(shuffled)
        assert shuffled == sorted(rules, key=lambda sb: (-sb.effective, sb.id))


def test_a_loaded_rule_reads_the_columns_the_load_left_out(store: Store) -> None:
    rng = random.Random(15)
    _random_playbook(store, rng, 120)  # more than RestRows.POINT_READS: both ways of reading
    repo = RuleRepo(store)
    pb = Playbook.load(store, S, None)
    first = pb.rules[0]
    assert first.rule == repo.get(first.id)
    assert first.rule.provenance.evidence == [f"said so in {int(first.id[2:])}"]
    for sb in pb.rules:
        assert sb.rule == repo.get(sb.id)
    # a rule built after its store was closed, or after it was deleted
    later = Playbook.load(store, S, None)
    gone, kept = later.rules[0], later.rules[1]
    want = repo.get(kept.id)
    with store.transaction():
        repo.delete(gone.id)
    assert gone.rule.content == gone.content and gone.rule.provenance.evidence == []
    store.close()
    assert kept.rule == want


def test_a_loaded_breakdown_reads_the_rest_of_its_summary(store: Store) -> None:
    """The load keeps the head of each summary; a breakdown reads the rest (by id,
    then all at once), after the store is closed too; a rule marked since the load
    gets the breakdown of its feedback as it is then, never half of each."""
    rng = random.Random(17)
    _random_playbook(store, rng, 120)  # more than LazyRows.POINT_READS: both ways of reading
    repo = RuleRepo(store)
    settings = Settings(scoring={"harmful_multiplier": 3.0})
    summaries = feedback_summary.read_summaries(store.conn)
    dirty = feedback_summary.dirty_ids(store.conn)

    def whole(sb: ScoredRule) -> scoring.ScoreBreakdown | None:
        found = summaries.get(sb.id)
        if found is None or sb.id in dirty:
            return None
        own = sb.rule.half_life_days or settings.scoring.half_life_days
        multiplier = scoring.MATURITY_MULTIPLIER[sb.maturity]
        return feedback_summary.decayed(found, multiplier, NOW, 3.0, own)

    pb = Playbook.load(store, settings, None, now=NOW)
    marked = [sb for sb in pb.rules if whole(sb) is not None]
    assert len(marked) > 40
    for sb in marked:
        assert sb.score == whole(sb)  # the same tuple, to the bit
    later = Playbook.load(store, settings, None, now=NOW)
    changed, kept = (later.get(sb.id) for sb in marked[:2])
    assert changed is not None and kept is not None
    with store.transaction():
        repo.add_event(
            FeedbackEvent(
                rule_id=changed.id,
                kind=FeedbackKind.HARMFUL,
                weight=1.0,
                created_at=NOW - timedelta(days=1),
            )
        )
    events = [scoring.EventView.of(e) for e in repo.events(changed.id)]
    want = scoring.score(
        events,
        changed.maturity,
        NOW,
        half_life_days=changed.rule.half_life_days or settings.scoring.half_life_days,
        harmful_multiplier=3.0,
    )
    assert changed.score == want and want.harmful_count == whole(changed).harmful_count + 1  # type: ignore[union-attr]
    assert changed.effective == whole(changed).effective  # type: ignore[union-attr]  # ranked as loaded
    store.close()
    assert kept.score == whole(kept)


def test_a_stored_facet_this_version_does_not_know_is_read_as_stored(store: Store) -> None:
    """A load reads five facets as one number (rule_rows.FACETS); a value outside
    the enums (written by a newer kenning) gets a number of its own and is
    counted as stored, the rule's other fields read as usual."""
    ids = seed(store)
    with store.transaction():
        store.conn.execute("UPDATE bullets SET scope = 'galaxy' WHERE id = ?", (ids["b"],))
    for _ in range(2):  # the second load finds the number the first gave it
        pb = Playbook.load(store, S, None)
        odd, plain = pb.get(ids["b"]), pb.get(ids["a"])
        assert odd is not None and plain is not None
        stored = store.conn.execute(
            "SELECT state, maturity, type, kind, scope, origin FROM bullets WHERE id = ?",
            (odd.id,),
        ).fetchone()
        assert odd.facets() == tuple(stored) and stored["scope"] == "galaxy"
        assert (odd.state, odd.maturity, odd.kind) == (
            RuleState(stored["state"]),
            Maturity(stored["maturity"]),
            RuleKind(stored["kind"]),
        )
        assert odd.content == "Prefer small pull requests" and odd.score == plain.score
        assert plain.facets()[4] == "global" and plain.scope == Scope.GLOBAL
        with pytest.raises(KeyError):
            odd.scope  # noqa: B018  # not a member: as before the numbers
