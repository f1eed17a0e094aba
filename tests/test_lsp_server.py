"""The real `kenning lsp` process over stdio: hover, diagnostics (push and pull), pragmas."""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

import pytest
from lsprotocol import types
from pytest_lsp import client_capabilities

from kenning.daemon.playbook.curate import tombstone_add
from kenning.daemon.store.db import Store

from .lsp_rules import PRINT_RULE, add_rules
from .lsp_session import (
    PULL_CLIENT,
    change_doc,
    execute,
    hover,
    lsp,
    open_doc,
    published,
    server_caps,
    until,
)

pytestmark = pytest.mark.asyncio


@pytest.fixture
def repo(tmp_path: Path) -> Path:
    root = tmp_path / "repo"
    (root / ".git").mkdir(parents=True)
    (root / "pkg").mkdir()
    return root


@pytest.fixture
def rules(store: Store) -> dict[str, str]:
    """A verified rule, a plain rule, an anti-pattern and a tombstone."""
    return add_rules(store)


SOURCE = """import sqlite3
import requests

def save(db):
    conn = sqlite3.connect(db)
    x = 1
    print("saved")
    requests.post("http://x")
    os.popen("ls")
"""


@pytest.mark.slow
async def test_hover_shows_the_relevant_rule_and_nothing_elsewhere(
    repo: Path, rules: dict[str, str]
) -> None:
    async with lsp(repo) as lc:
        uri = open_doc(lc, repo / "pkg" / "db.py", SOURCE)
        text = await hover(lc, uri, 4, 12)  # conn = sqlite3.connect(db)
        assert text is not None
        assert rules["sqlite"] in text
        assert "Wrap sqlite3 connections in a transaction context manager" in text
        assert "score" in text and "not marked yet" in text
        assert await hover(lc, uri, 5, 4) is None  # x = 1: nothing relevant, no noise
        pitfall = await hover(lc, uri, 7, 6)  # requests.post(...)
        assert pitfall is not None and "Pitfall" in pitfall and rules["anti"] in pitfall


@pytest.mark.slow
async def test_push_diagnostics_for_rules_and_tombstones(
    repo: Path, rules: dict[str, str], kenning: Any
) -> None:
    kenning("export", "agents-md", cwd=repo, check=True)
    async with lsp(repo) as lc:
        assert server_caps(lc).diagnostic_provider is None  # a push client: no pull
        uri = open_doc(lc, repo / "pkg" / "db.py", SOURCE)
        diags = await published(lc, uri, lambda d: len(d) == 2)
        by_code = {d.code: d for d in diags}
        rule = by_code[rules["print"]]
        assert rule.source == "kenning"
        assert rule.severity == types.DiagnosticSeverity.Information
        assert rule.range.start == types.Position(line=6, character=4)
        assert rule.message == PRINT_RULE
        assert rule.data == {"ruleId": rules["print"], "kind": "rule"}
        assert rule.code_description is not None
        href = rule.code_description.href
        assert href.startswith((repo / "AGENTS.md").resolve().as_uri() + "#L")
        line = int(href.rsplit("#L", 1)[1])
        agents = (repo / "AGENTS.md").read_text().splitlines()
        assert "print()" in agents[line - 1]  # the entry of the rule, found by its text
        tomb = by_code[rules["tomb"]]
        assert list(tomb.tags or []) == [types.DiagnosticTag.Deprecated]
        assert "subprocess.run" in tomb.message
        # a glob keeps the rule out of other files
        other = open_doc(lc, repo / "notes.md", 'print("x")\n', language="markdown")
        assert await published(lc, other, lambda d: True) == []


@pytest.mark.slow
async def test_pull_client_gets_pull_diagnostics_and_no_push(
    repo: Path, rules: dict[str, str], store: Store
) -> None:
    caps = client_capabilities(PULL_CLIENT)
    assert caps.workspace is not None
    caps.workspace.diagnostics = types.DiagnosticWorkspaceClientCapabilities(refresh_support=True)
    async with lsp(repo, client=caps) as lc:
        assert server_caps(lc).diagnostic_provider is not None
        uri = open_doc(lc, repo / "pkg" / "db.py", SOURCE)
        report = await lc.text_document_diagnostic_async(
            types.DocumentDiagnosticParams(text_document=types.TextDocumentIdentifier(uri=uri))
        )
        assert isinstance(report, types.RelatedFullDocumentDiagnosticReport)
        assert sorted(str(d.code) for d in report.items) == sorted([rules["print"], rules["tomb"]])
        change_doc(lc, uri, 2, SOURCE.replace('print("saved")', "pass"))
        report = await lc.text_document_diagnostic_async(
            types.DocumentDiagnosticParams(text_document=types.TextDocumentIdentifier(uri=uri))
        )
        assert isinstance(report, types.RelatedFullDocumentDiagnosticReport)
        assert [str(d.code) for d in report.items] == [rules["tomb"]]
        # reload re-checks open documents (and publishes, for a push client) before it
        # answers: nothing may have been pushed to a pull client
        await execute(lc, "kenning.reload")
        assert lc.diagnostics == {}
        # the pull client is asked to pull again (a second time when the background poll
        # sees the rules loaded again after the reset before this line runs: harmless)
        assert lc.diagnostic_refresh_count >= 1
        await lc.text_document_diagnostic_async(
            types.DocumentDiagnosticParams(text_document=types.TextDocumentIdentifier(uri=uri))
        )
        await asyncio.sleep(1.5)  # past the poll that may follow the reload's own loads
        asked = lc.diagnostic_refresh_count
        # a playbook change from another process: the poll asks for a refresh too
        tombstone_add(store, "eval(", "arbitrary code execution")
        await until(lambda: _true(lc.diagnostic_refresh_count > asked), "a diagnostic refresh")
        assert lc.diagnostics == {}
        # columns are counted in the negotiated unit (Neovim 0.11 offers utf-8 first)
        change_doc(lc, uri, 3, 's = "😋"; print(1)\n')
        report = await lc.text_document_diagnostic_async(
            types.DocumentDiagnosticParams(text_document=types.TextDocumentIdentifier(uri=uri))
        )
        assert isinstance(report, types.RelatedFullDocumentDiagnosticReport)
        (found,) = report.items
        encoding = server_caps(lc).position_encoding or "utf-16"
        unit = str(getattr(encoding, "value", encoding))
        assert found.range.start.character == {"utf-8": 12, "utf-16": 10, "utf-32": 9}[unit]


@pytest.mark.slow
async def test_suppression_pragmas(repo: Path, rules: dict[str, str]) -> None:
    text = (
        f'print("a")  # kenning: ignore[{rules["print"]}]\n'
        'print("b")\n'
        f'os.popen("ls")  # kenning: ignore[other, {rules["tomb"]}]\n'
    )
    async with lsp(repo) as lc:
        uri = open_doc(lc, repo / "pkg" / "a.py", text)
        diags = await published(lc, uri, lambda d: True)
        assert [(d.code, d.range.start.line) for d in diags] == [(rules["print"], 1)]
        assert diags[0].code_description is None  # no exported AGENTS.md: no link invented
        whole = f"# kenning: ignore-file[{rules['print']}]\n" + text
        change_doc(lc, uri, 2, whole)
        assert await published(lc, uri, lambda d: d == []) == []


async def _true(value: bool) -> bool:
    return value
