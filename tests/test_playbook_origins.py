"""The team's rules reach a playbook only through the source its builder hands in
(playbook/origins.py), and every builder above the team package hands it in."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from typing import Any

from kenning.daemon.core.config import Settings, load_config
from kenning.daemon.core.models import Rule, to_iso
from kenning.daemon.ops import OpContext, run
from kenning.daemon.playbook.book import Playbook
from kenning.daemon.playbook.cache import PlaybookCache
from kenning.daemon.store.db import Store
from kenning.daemon.store.rule_rows import rule_id_for
from kenning.daemon.team import local
from kenning.daemon.team.view import team_view
from kenning.lsp.rules import RuleBook

TEXT = "Pin the Node version in .nvmrc before installing packages"


def _share_one_rule(store: Store) -> str:
    """Join a team (no server needed to read the replica) and hold one of its rules."""
    local.write_link(store, local.TeamLink("postgresql:///none", "web", "me", "here"))
    created = to_iso(datetime.now(UTC) - timedelta(days=3))
    digest = Rule(id="x", content=TEXT).content_hash
    row: tuple[Any, ...] = (
        digest, rule_id_for(TEXT), TEXT, "general", "[]", "global", "workflow_rule", "rule",
        None, "[]", "ann", "laptop", "origin-ann", created, 1,
    )  # fmt: skip
    local.apply_pulled(store, "rules", [row], (1, 1))
    return rule_id_for(TEXT)


def test_the_team_rules_come_from_the_source_handed_in(store: Store) -> None:
    rule_id = _share_one_rule(store)
    assert Playbook.load(store, Settings(), None).get(rule_id) is None  # nothing handed in
    shared = Playbook.load(store, Settings(), None, shared=team_view).get(rule_id)
    assert shared is not None and shared.origin == "team"
    cached = PlaybookCache(Settings(), shared=team_view).get(store, None).get(rule_id)
    assert cached is not None and cached.origin == "team"


def test_the_operations_and_the_language_server_hand_in_the_team_view(store: Store) -> None:
    rule_id = _share_one_rule(store)
    ctx = OpContext(load_config(), lambda: store, source="process", warm=False)
    assert ctx.playbook(None).get(rule_id) is not None  # the engine's cache
    assert ctx.playbook(None, include_retired=True).get(rule_id) is not None
    listed = run(ctx, "playbook.list", {})
    assert rule_id in {r["id"] for r in listed["rules"]}
    book = RuleBook(store.path)
    assert book.playbooks.get(store, None).get(rule_id) is not None
