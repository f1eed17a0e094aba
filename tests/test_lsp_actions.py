"""Every code action and command of the real server; marks land in the real store."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from lsprotocol import types
from pytest_lsp import LanguageClient

from kenning.daemon.core.models import FeedbackKind, RuleState
from kenning.daemon.store.db import Store
from kenning.daemon.store.rules import RuleRepo

from .lsp_rules import PRINT_RULE, SQLITE_RULE, add_rules
from .lsp_session import change_doc, execute, lsp, open_doc, published
from .test_ops import MARK_KEYS

pytestmark = pytest.mark.asyncio

TEXT = 'import sqlite3\nconn = sqlite3.connect("x")\nprint("hi")\n'


@pytest.fixture
def repo(tmp_path: Path) -> Path:
    root = tmp_path / "repo"
    (root / ".git").mkdir(parents=True)
    return root


async def _actions(
    lc: LanguageClient, uri: str, rng: types.Range, diags: list[types.Diagnostic]
) -> list[types.CodeAction]:
    result = await lc.text_document_code_action_async(
        types.CodeActionParams(
            text_document=types.TextDocumentIdentifier(uri=uri),
            range=rng,
            context=types.CodeActionContext(diagnostics=diags),
        )
    )
    assert result is not None
    return [a for a in result if isinstance(a, types.CodeAction)]


def _line(n: int, start: int = 0, end: int = 0) -> types.Range:
    return types.Range(
        start=types.Position(line=n, character=start), end=types.Position(line=n, character=end)
    )


def _events(store: Store, rule_id: str) -> list[tuple[FeedbackKind, str | None]]:
    return [(e.kind, e.reason) for e in RuleRepo(store).events(rule_id)]


@pytest.mark.slow
async def test_actions_offered_for_a_diagnostic_and_the_line(repo: Path, store: Store) -> None:
    ids = add_rules(store)
    async with lsp(repo) as lc:
        uri = open_doc(lc, repo / "app.py", TEXT)
        diags = await published(lc, uri, lambda d: len(d) == 1)
        titles = [a.title for a in await _actions(lc, uri, _line(2), diags)]
        p = ids["print"]
        assert titles == [
            f"Ignore {p} on this line",
            f"Mark {p} helpful",
            f"Mark {p} harmful…",
            f"Explain {p}",
        ]
        # on a line with a relevant rule (no diagnostic), and with a selection
        titles = [a.title for a in await _actions(lc, uri, _line(1, 0, 6), [])]
        s = ids["sqlite"]
        assert titles == [
            f"Mark {s} helpful",
            f"Mark {s} harmful…",
            f"Explain {s}",
            "Add a rule from this selection",
        ]


@pytest.mark.slow
async def test_a_client_that_cannot_be_asked_picks_the_reason_from_the_actions(
    repo: Path, store: Store
) -> None:
    """eglot (and Helix) declare no `window.showMessage`: each reason is its own action."""
    ids = add_rules(store)
    async with lsp(repo, client="emacs@v29.1") as lc:
        uri = open_doc(lc, repo / "app.py", TEXT)
        s = ids["sqlite"]
        actions = await _actions(lc, uri, _line(1), [])
        assert [a.title for a in actions] == [
            f"Mark {s} helpful",
            f"Mark {s} harmful: Wrong for this code",
            f"Mark {s} harmful: Outdated",
            f"Mark {s} harmful: Misleading or too vague",
            f"Explain {s}",
        ]
        command = actions[2].command
        assert command is not None
        await execute(lc, command.command, *(command.arguments or []))
        assert _events(store, s) == [(FeedbackKind.HARMFUL, "Outdated")]


@pytest.mark.slow
async def test_ignore_action_edits_the_line_and_silences_it(repo: Path, store: Store) -> None:
    ids = add_rules(store)
    async with lsp(repo) as lc:
        uri = open_doc(lc, repo / "app.py", TEXT)
        diags = await published(lc, uri, lambda d: len(d) == 1)
        ignore = (await _actions(lc, uri, _line(2), diags))[0]
        assert ignore.edit is not None and ignore.edit.changes is not None
        (edit,) = ignore.edit.changes[uri]
        assert edit.new_text == f"  # kenning: ignore[{ids['print']}]"
        assert edit.range.start == types.Position(line=2, character=len('print("hi")'))
        lines = TEXT.splitlines()
        lines[2] += edit.new_text
        change_doc(lc, uri, 2, "\n".join(lines) + "\n")
        assert await published(lc, uri, lambda d: d == []) == []


@pytest.mark.slow
async def test_mark_commands_land_in_the_store(repo: Path, store: Store) -> None:
    ids = add_rules(store)
    asked: list[str] = []

    def reason_prompt(
        client: LanguageClient, params: types.ShowMessageRequestParams
    ) -> types.MessageActionItem:
        asked.append(params.message)
        return types.MessageActionItem(title="Outdated")

    features: dict[str, Any] = {types.WINDOW_SHOW_MESSAGE_REQUEST: reason_prompt}
    async with lsp(repo, features=features) as lc:
        uri = open_doc(lc, repo / "app.py", TEXT)
        s = ids["sqlite"]
        result = await execute(lc, "kenning.markHelpful", s, uri)
        assert result["kind"] == "helpful" and result["score"]["effective"] > 0
        # the one JSON shape of a mark (`kenning mark --json`, MCP's `mark`)
        assert set(result) == MARK_KEYS
        assert _events(store, s) == [(FeedbackKind.HELPFUL, None)]
        # a reason given as an argument (clients that can ask for text)
        await execute(lc, "kenning.markHarmful", s, uri, "wrong for migrations")
        # no reason: the server asks with window/showMessageRequest
        await execute(lc, "kenning.markHarmful", s, uri)
        assert asked == [f"Why is {s} harmful here?"]
        assert _events(store, s)[1:] == [
            (FeedbackKind.HARMFUL, "wrong for migrations"),
            (FeedbackKind.HARMFUL, "Outdated"),
        ]
        assert any("marked" in m.message for m in lc.messages)
        bad = await execute(lc, "kenning.markHelpful", "b-nope", uri)
        assert bad["error"]["kind"] == "not_found"


@pytest.mark.slow
async def test_explain_and_add_rule_commands(repo: Path, store: Store) -> None:
    ids = add_rules(store)
    async with lsp(repo) as lc:  # Neovim 0.7 cannot show documents: a message instead
        uri = open_doc(lc, repo / "app.py", TEXT)
        result = await execute(lc, "kenning.explain", ids["sqlite"], uri)
        assert result["shown"] == "message"
        assert SQLITE_RULE in result["markdown"]
        assert "effective" in result["markdown"] and "## Provenance" in result["markdown"]
        selection = {"start": {"line": 1, "character": 0}, "end": {"line": 1, "character": 27}}
        added = await execute(lc, "kenning.addRule", uri, selection)
        assert added["state"] == "proposal"
        draft = RuleRepo(store).get(added["id"])
        assert draft.state == RuleState.PROPOSAL
        assert draft.content == 'conn = sqlite3.connect("x")'
        assert draft.scope_key == "python"
        assert draft.provenance.evidence == ["app.py:2"]


@pytest.mark.slow
async def test_explain_renders_what_the_why_operation_answers(
    repo: Path, store: Store, kenning: Any
) -> None:
    """The markdown is `kenning why`'s JSON laid out: its marks, reasons and arithmetic."""
    ids = add_rules(store)
    s, p = ids["sqlite"], ids["print"]
    kenning("mark", s, "--helpful", cwd=repo, check=True)
    async with lsp(repo) as lc:  # the test's store has no team
        uri = open_doc(lc, repo / "app.py", TEXT)
        await execute(lc, "kenning.markHarmful", s, uri, "wrong for migrations")
        why = kenning("why", s, "--json", cwd=repo, check=True).json()
        markdown = (await execute(lc, "kenning.explain", s, uri))["markdown"]
        assert why["team_events"] == [] and "- team:" not in markdown
        assert f"```\n{why['explain']}\n```" in markdown  # the score's arithmetic
        assert "helpful 1.00 (1 mark)" in why["explain"]
        for e in why["events"]:
            reason = f": {e['reason']}" if e["reason"] else ""
            assert f"{e['created_at'][:10]} {e['kind']} ({e['source']}){reason}" in markdown
        assert ": wrong for migrations" in markdown
        assert f"state: {why['rule']['state']}" in markdown and "(none recorded)" in markdown
        # `why` includes retired rules: one retired since it was shown is explained, as such
        kenning("playbook", "remove", p, cwd=repo, check=True)
        retired = await execute(lc, "kenning.explain", p, uri)
        assert "state: retired" in retired["markdown"] and PRINT_RULE in retired["markdown"]
        # an unknown id: the operation's error, shown to the user and returned
        bad = await execute(lc, "kenning.explain", "b-nope", uri)
        assert bad["error"]["kind"] == "not_found"
        assert "no rule with id 'b-nope'" in bad["error"]["message"]
        assert any("no rule with id" in m.message for m in lc.messages)


@pytest.mark.slow
async def test_explain_opens_a_document_where_the_client_can(repo: Path, store: Store) -> None:
    ids = add_rules(store)
    async with lsp(repo, client="visual-studio-code") as lc:
        uri = open_doc(lc, repo / "app.py", TEXT)
        result = await execute(lc, "kenning.explain", ids["print"], uri)
        assert result["shown"] == "document"
        (shown,) = lc.shown_documents
        assert shown.uri.endswith(f"/{ids['print']}.md")


@pytest.mark.slow
async def test_reload_and_restart_commands(repo: Path, store: Store) -> None:
    ids = add_rules(store)
    async with lsp(repo) as lc:
        uri = open_doc(lc, repo / "app.py", TEXT)
        await published(lc, uri, lambda d: len(d) == 1)
        assert await execute(lc, "kenning.reload") == {"reloaded": True}
        assert await execute(lc, "kenning.restart") == {"restarted": True}
        lc.diagnostics.clear()
        change_doc(lc, uri, 2, TEXT + "print(2)\n")
        diags = await published(lc, uri, lambda d: len(d) == 2)
        assert {d.code for d in diags} == {ids["print"]}


UV_RULE = "Use uv, not pip: `uv add httpx` rather than `pip install httpx`"


def _learned(store: Store, content: str, state: RuleState = RuleState.ACTIVE) -> str:
    """A rule as reflection writes it: learned in a session, no check of its own."""
    from kenning.daemon.core.config import Settings
    from kenning.daemon.core.models import Provenance, Rule
    from kenning.daemon.playbook.curate import add_rule

    rule = Rule(
        id="new",
        content=content,
        state=state,
        provenance=Provenance(sessions=["claude_code:s1"], agents=["claude_code"]),
    )
    return add_rule(store, Settings(), rule).rule.id


@pytest.mark.slow
@pytest.mark.parametrize(
    ("name", "language", "text", "line"),
    [
        ("README.md", "markdown", "# app\n\n```sh\npip install httpx\n```\n", 3),
        ("Makefile", "make", "install:\n\t@pip install httpx\n", 1),
        ("scripts/setup.sh", "sh", "#!/bin/sh\nset -e\npip install httpx\n", 2),
    ],
)
async def test_a_learned_rule_marks_a_command_and_rewrites_it(
    repo: Path, store: Store, name: str, language: str, text: str, line: int
) -> None:
    rule_id = _learned(store, UV_RULE)
    _learned(store, "Prefer pnpm over npm", RuleState.PROPOSAL)  # a proposal marks nothing
    (repo / name).parent.mkdir(parents=True, exist_ok=True)
    async with lsp(repo) as lc:
        uri = open_doc(lc, repo / name, text + "npm install\nuv pip install rich\n", language)
        diags = await published(lc, uri, lambda d: len(d) > 0)
        assert len(diags) == 1  # not `uv pip install`, not the proposal's `npm install`
        (diag,) = diags
        assert diag.code == rule_id and diag.source == "kenning"
        assert diag.message == f"{UV_RULE} (instead: `uv add httpx`)"
        start = text.splitlines()[line].index("pip")
        assert diag.range == types.Range(
            start=types.Position(line=line, character=start),
            end=types.Position(line=line, character=start + len("pip install httpx")),
        )
        actions = await _actions(lc, uri, _line(line), [diag])
        rewrite = next(a for a in actions if a.title.startswith("Rewrite"))
        assert rewrite.title == f"Rewrite as `uv add httpx` ({rule_id})"
        assert rewrite.kind == types.CodeActionKind.QuickFix and rewrite.is_preferred
        assert rewrite.edit is not None and rewrite.edit.changes is not None
        assert list(rewrite.edit.changes[uri]) == [
            types.TextEdit(range=diag.range, new_text="uv add httpx")
        ]
        # the client need not send the diagnostic back: the line is checked again
        again = await _actions(lc, uri, _line(line), [])
        assert [a.title for a in again if a.title.startswith("Rewrite")] == [rewrite.title]
        # the action applied: nothing left to mark
        lines = text.splitlines()
        lines[line] = lines[line].replace("pip install httpx", "uv add httpx")
        change_doc(lc, uri, 2, "\n".join(lines) + "\n")
        assert await published(lc, uri, lambda d: d == []) == []


@pytest.mark.slow
async def test_no_rewrite_where_the_arguments_do_not_map(repo: Path, store: Store) -> None:
    rule_id = _learned(store, UV_RULE)
    async with lsp(repo) as lc:
        uri = open_doc(lc, repo / "setup.sh", "pip install -r requirements.txt\n", "sh")
        (diag,) = await published(lc, uri, lambda d: len(d) > 0)
        assert diag.code == rule_id and diag.message == UV_RULE
        actions = await _actions(lc, uri, _line(0), [diag])
        assert not [a for a in actions if a.title.startswith("Rewrite")]
        assert f"Ignore {rule_id} on this line" in [a.title for a in actions]
