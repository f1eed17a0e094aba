"""A proposal in the editor: shown in the hover, marked, and accepted or rejected by code action.

Drives the real `kenning lsp` process (pytest-lsp); the verdicts land in the real store.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from lsprotocol import types

from kenning.daemon.core.config import Settings
from kenning.daemon.core.models import Rule, RuleState
from kenning.daemon.playbook.curate import add_rule
from kenning.daemon.store.db import Store
from kenning.daemon.store.rules import RuleRepo

from .lsp_rules import add_rules
from .lsp_session import execute, hover, lsp, open_doc, until

pytestmark = [pytest.mark.asyncio, pytest.mark.slow]

PATHLIB = "Use pathlib.Path instead of os.path.join"
YAML = "Load YAML with yaml.safe_load, never yaml.load"
TEXT = 'import os\nimport yaml\np = os.path.join("a", "b")\ncfg = yaml.load(text)\n'


@pytest.fixture
def repo(tmp_path: Path) -> Path:
    root = tmp_path / "repo"
    (root / ".git").mkdir(parents=True)
    return root


def _proposals(store: Store) -> dict[str, str]:
    """Two proposals (and the shared active rules); text → id."""
    add_rules(store)
    ids = {}
    for text in (PATHLIB, YAML):
        rule = Rule(id="new", content=text, state=RuleState.PROPOSAL)
        ids[text] = add_rule(store, Settings(), rule).rule.id
    return ids


async def _titles(lc: object, uri: str, line: int) -> list[tuple[str, str, list[object]]]:
    result = await lc.text_document_code_action_async(  # type: ignore[attr-defined]
        types.CodeActionParams(
            text_document=types.TextDocumentIdentifier(uri=uri),
            range=types.Range(
                start=types.Position(line=line, character=0),
                end=types.Position(line=line, character=0),
            ),
            context=types.CodeActionContext(diagnostics=[]),
        )
    )
    out = []
    for action in result or []:
        if isinstance(action, types.CodeAction) and action.command is not None:
            command = action.command
            out.append((action.title, command.command, list(command.arguments or [])))
    return out


async def test_a_proposal_is_hovered_marked_and_accepted_or_rejected_by_code_action(
    repo: Path, store: Store
) -> None:
    ids = _proposals(store)
    pathlib_id, yaml_id = ids[PATHLIB], ids[YAML]
    async with lsp(repo) as lc:
        uri = open_doc(lc, repo / "app.py", TEXT)
        card = await hover(lc, uri, 2, 8)
        assert card is not None
        assert "proposal, learned once and not accepted yet" in card and pathlib_id in card
        assert "`kenning review`" in card

        actions = await _titles(lc, uri, 2)
        assert [(t, c) for t, c, _ in actions] == [
            (f"kenning: accept {pathlib_id} as rule", "kenning.acceptProposal"),
            (f"kenning: reject proposal {pathlib_id}", "kenning.rejectProposal"),
        ]
        _, command, args = actions[0]
        accepted = await execute(lc, command, *args)
        assert accepted["action"] == "accept" and accepted["rules"][0]["state"] == "active"
        rule = RuleRepo(store).get(pathlib_id)
        assert rule.state == RuleState.ACTIVE
        assert rule.provenance.accepted_by and rule.provenance.accepted_at is not None

        async def shown_as_a_rule() -> bool:
            card = await hover(lc, uri, 2, 8)
            return card is not None and "rule for this line" in card and "proposal" not in card

        await until(shown_as_a_rule, "the accepted rule in the hover")
        assert await _titles(lc, uri, 2) == [
            (f"Mark {pathlib_id} helpful", "kenning.markHelpful", [pathlib_id, uri]),
            (f"Mark {pathlib_id} harmful…", "kenning.markHarmful", [pathlib_id, uri]),
            (f"Explain {pathlib_id}", "kenning.explain", [pathlib_id, uri]),
        ]

        actions = await _titles(lc, uri, 3)
        reject = next(a for a in actions if a[1] == "kenning.rejectProposal")
        assert reject[0] == f"kenning: reject proposal {yaml_id}"
        rejected = await execute(lc, reject[1], *reject[2])
        assert rejected["action"] == "reject" and rejected["rules"][0]["state"] == "retired"
        gone = RuleRepo(store).get(yaml_id)
        assert gone.state == RuleState.RETIRED and gone.provenance.rejected_at is not None
        (entry,) = RuleRepo(store).rejected()
        assert entry.rule_id == yaml_id and entry.reason == "rejected in the editor"

        async def not_shown() -> bool:
            return await hover(lc, uri, 3, 8) is None

        await until(not_shown, "the rejected proposal gone from the hover")
        # a verdict on a rule that is no proposal any more is refused, with why
        again = await execute(lc, "kenning.acceptProposal", yaml_id, uri)
        assert again["rules"] == [] and again["skipped"][0]["state"] == "retired"


async def test_proposals_stay_out_of_the_editor_when_the_setting_says_so(
    repo: Path, store: Store
) -> None:
    _proposals(store)
    async with lsp(repo, init_options={"hoverProposals": False}) as lc:
        uri = open_doc(lc, repo / "app.py", TEXT)
        assert await hover(lc, uri, 2, 8) is None
        assert await _titles(lc, uri, 2) == []
