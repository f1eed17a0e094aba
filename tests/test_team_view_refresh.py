"""A long-lived reader's team view is patched by what each pull changed, and
stays what a fresh load makes of the same replica."""

from __future__ import annotations

import random
from datetime import UTC, datetime, timedelta
from typing import Any

from kenning.daemon.core.config import Settings
from kenning.daemon.core.models import FeedbackKind, Rule, to_iso
from kenning.daemon.playbook.book import Playbook
from kenning.daemon.playbook.curate import mark
from kenning.daemon.store import team_summary
from kenning.daemon.store.db import Store
from kenning.daemon.store.rule_rows import rule_id_for
from kenning.daemon.store.rules import RuleRepo
from kenning.daemon.team import local
from kenning.daemon.team import view as team_view

#: the team replica as the playbook's shared origin (playbook/origins.py)
TEAM = team_view.team_view

WORDS = ("cache", "retry", "schema", "queue", "deploy", "lint", "fixture", "socket", "token")


def _text(i: int) -> str:
    return f"Check the {WORDS[i % len(WORDS)]} {WORDS[(i // 3) % len(WORDS)]} twice ({i})"


def _hash(text: str) -> str:
    return Rule(id="x", content=text).content_hash


def _rule_row(text: str, seq: int, *, kind: str = "workflow_rule") -> tuple[Any, ...]:
    created = to_iso(datetime.now(UTC) - timedelta(days=3))
    return (
        _hash(text), rule_id_for(text), text, "general", "[]", "global", kind, "rule",
        None, "[]", "ann", "laptop", "origin-ann", created, seq,
    )  # fmt: skip


def _event_row(text: str, seq: int, helpful: bool, days: float) -> tuple[Any, ...]:
    when = to_iso(datetime.now(UTC) - timedelta(days=days))
    kind = "helpful" if helpful else "harmful"
    return (f"e{seq}", _hash(text), kind, 1.0, "manual", "bob", "desk", "origin-bob", when, seq)


def _joined(store: Store) -> None:
    local.write_link(store, local.TeamLink("postgresql:///none", "web", "me", "here"))


def _shown(playbook: Playbook) -> dict[str, tuple[str, str, str, float]]:
    return {
        sb.id: (sb.content, sb.maturity.value, sb.origin, round(sb.effective, 6))
        for sb in playbook.rules
    }


def _fresh(store: Store, settings: Settings) -> Playbook:
    """What a new process loads: no view kept of the replica."""
    team_view._cache.clear()
    return Playbook.load(store, settings, None, shared=TEAM)


def test_a_patched_view_equals_a_fresh_load_after_every_pull(store: Store) -> None:
    rng = random.Random(7)
    settings = Settings()
    _joined(store)
    texts = [_text(i) for i in range(60)]
    local.apply_pulled(store, "rules", [_rule_row(t, 10 + i) for i, t in enumerate(texts)], (1, 70))
    key = str(store.path)
    first = Playbook.load(store, settings, None, shared=TEAM)  # the long-lived reader's first load
    reader = team_view._cache[key]
    assert _shown(first) == _shown(_fresh(store, settings))
    team_view._cache[key] = reader
    seq = 1000
    for step in range(12):
        if step == 2:  # a near-duplicate of a marked rule: its marks count on that one
            twin = texts[3].replace("Check the", "Always check the")
            local.apply_pulled(store, "rules", [_rule_row(twin, 500)], (2, 500))
            local.curate_pending(store)
            same_as = store.conn.execute(
                "SELECT same_as FROM team_rules WHERE content_hash = ?", (_hash(twin),)
            ).fetchone()[0]
            assert same_as == rule_id_for(texts[3])  # the rule it repeats, by id
            texts.insert(0, twin)  # marked from now on
        if step == 4:  # a rule whose seq is below every one seen (uploads crossing)
            late = "Run the late rule's check before merging"
            local.apply_pulled(store, "rules", [_rule_row(late, 3)], (2, 3))
            texts.append(late)
        if step == 6:  # a local rule with a team rule's text: the local one shows, with its marks
            with store.transaction():
                RuleRepo(store).insert(Rule(id=rule_id_for(texts[5]), content=texts[5]))
        if step == 8:  # a mark given here on a team rule
            mark(store, settings, rule_id_for(texts[7]), FeedbackKind.HELPFUL)
        page = []
        for _ in range(rng.randint(1, 25)):
            seq += 1
            text = rng.choice(texts[:12])  # a few rules get many marks: matured or inverted
            page.append(_event_row(text, seq, rng.random() < 0.6, rng.uniform(0, 30)))
        local.apply_pulled(store, "events", page, (3, seq))
        reader = team_view._cache[key]
        memo = reader.built.memo if reader.built else None
        patched = Playbook.load(store, settings, None, shared=TEAM)
        if step not in (2, 4, 6):  # curation, a late seq, a local rule: the view is made again
            assert reader.built is not None and reader.built.memo is memo, f"step {step}"
        fresh = _fresh(store, settings)
        team_view._cache[key] = reader  # the long-lived reader goes on with its own
        assert _shown(patched) == _shown(fresh), f"step {step}"
    shown = _shown(_fresh(store, settings))
    assert rule_id_for("Run the late rule's check before merging") in shown
    assert any(content.startswith("AVOID") for content, *_ in shown.values()) or any(
        maturity != "candidate" for _, maturity, origin, _ in shown.values() if origin == "team"
    )


def test_a_sync_that_changed_nothing_keeps_the_view(store: Store) -> None:
    settings = Settings()
    _joined(store)
    local.apply_pulled(store, "rules", [_rule_row(_text(i), i + 1) for i in range(5)], (1, 5))
    local.apply_pulled(store, "events", [_event_row(_text(0), 1, True, 1.0)], (2, 1))
    first = Playbook.load(store, settings, None, shared=TEAM)
    built = team_view._cache[str(store.path)].built
    second = Playbook.load(store, settings, None, shared=TEAM)
    assert team_view._cache[str(store.path)].built is built
    # the scored team rules are the same objects: nothing was scored again
    assert {sb.id: sb for sb in first.rules} == {sb.id: sb for sb in second.rules}
    assert all(a is b for a, b in zip(first.rules, second.rules, strict=True))


def test_a_moment_asked_for_is_scored_at_that_moment(store: Store) -> None:
    settings = Settings()
    _joined(store)
    text = _text(1)
    local.apply_pulled(store, "rules", [_rule_row(text, 1)], (1, 1))
    local.apply_pulled(store, "events", [_event_row(text, 1, True, 1.0)], (2, 1))
    Playbook.load(store, settings, None, shared=TEAM)  # a view kept at the real time
    later = datetime.now(UTC) + timedelta(days=180)
    aged = Playbook.load(store, settings, None, now=later, shared=TEAM).get(rule_id_for(text))
    now = Playbook.load(store, settings, None, shared=TEAM).get(rule_id_for(text))
    assert aged is not None and now is not None
    assert aged.effective < now.effective * 0.3  # two half-lives of decay, not the kept score


def test_summaries_written_are_stamped_and_read_back_by_stamp(store: Store) -> None:
    _joined(store)
    texts = [_text(i) for i in range(4)]
    local.apply_pulled(store, "rules", [_rule_row(t, i + 1) for i, t in enumerate(texts)], (1, 4))
    local.apply_pulled(store, "events", [_event_row(texts[0], 1, True, 1.0)], (2, 1))
    stamp = team_summary.clock(store.conn)
    assert set(team_summary.changed_since(store.conn, 0)) == {_hash(texts[0])}
    assert team_summary.changed_since(store.conn, stamp) == {}
    page = [_event_row(texts[1], 2, False, 2.0), _event_row(texts[2], 3, True, 0.5)]
    local.apply_pulled(store, "events", page, (2, 3))
    assert set(team_summary.changed_since(store.conn, stamp)) == {_hash(texts[1]), _hash(texts[2])}
    assert team_summary.clock(store.conn) > stamp
