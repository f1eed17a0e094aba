"""The real `kenning lsp` as editors come out of the box: their language ids, their hover format."""

from __future__ import annotations

import copy
from pathlib import Path

import pytest
from lsprotocol import types
from pytest_lsp import client_capabilities

from kenning.daemon.core.config import Settings
from kenning.daemon.core.models import Rule
from kenning.daemon.playbook.curate import add_rule
from kenning.daemon.store.db import Store

from .lsp_session import PUSH_CLIENT, lsp, open_doc

pytestmark = pytest.mark.asyncio

RULE = "Run pytest with -x to stop at the first failure"
PYPROJECT = '[project]\nname = "shop"\n\n[tool.pytest.ini_options]\naddopts = "-q"\n'


def _client(formats: list[types.MarkupKind] | None) -> types.ClientCapabilities:
    caps = copy.deepcopy(client_capabilities(PUSH_CLIENT))
    assert caps.text_document is not None
    caps.text_document.hover = types.HoverClientCapabilities(content_format=formats)
    return caps


async def _hover(lc: object, uri: str, line: int) -> types.Hover | None:
    result: types.Hover | None = await lc.text_document_hover_async(  # type: ignore[attr-defined]
        types.HoverParams(
            text_document=types.TextDocumentIdentifier(uri=uri),
            position=types.Position(line=line, character=3),
        )
    )
    return result


@pytest.fixture
def rule_id(store: Store) -> str:
    rule = Rule(id="new", content=RULE, tags=["python", "pytest"])
    return add_rule(store, Settings(), rule).rule.id


@pytest.mark.slow
async def test_pyproject_hovers_whatever_the_editor_calls_toml(
    tmp_path: Path, rule_id: str
) -> None:
    repo = tmp_path / "repo"
    (repo / ".git").mkdir(parents=True)
    async with lsp(repo) as lc:
        for language_id in ("toml", "conf-toml", "conf", "plaintext"):
            (repo / language_id).mkdir()
            path = repo / language_id / "pyproject.toml"
            uri = open_doc(lc, path, PYPROJECT, language=language_id)
            found = await _hover(lc, uri, 3)
            assert found is not None, language_id
            assert isinstance(found.contents, types.MarkupContent)
            assert RULE in found.contents.value and rule_id in found.contents.value


@pytest.mark.slow
@pytest.mark.parametrize(
    ("formats", "kind"),
    [
        ([types.MarkupKind.PlainText], types.MarkupKind.PlainText),
        ([types.MarkupKind.PlainText, types.MarkupKind.Markdown], types.MarkupKind.PlainText),
        ([types.MarkupKind.Markdown, types.MarkupKind.PlainText], types.MarkupKind.Markdown),
        (None, types.MarkupKind.Markdown),
    ],
)
async def test_hover_answers_in_the_format_the_client_prefers(
    tmp_path: Path, rule_id: str, formats: list[types.MarkupKind] | None, kind: types.MarkupKind
) -> None:
    repo = tmp_path / "repo"
    (repo / ".git").mkdir(parents=True)
    async with lsp(repo, client=_client(formats)) as lc:
        uri = open_doc(lc, repo / "pyproject.toml", PYPROJECT, language="toml")
        found = await _hover(lc, uri, 3)
        assert found is not None and isinstance(found.contents, types.MarkupContent)
        assert found.contents.kind == kind
        text = found.contents.value
        if kind == types.MarkupKind.PlainText:
            assert text.startswith("kenning · 1 rule for this line\n\n- " + RULE)
            assert "**" not in text and "`" not in text
            assert f"  {rule_id} · workflow rule · " in text
        else:
            assert text.startswith("**kenning** · 1 rule for this line") and f"`{rule_id}`" in text
