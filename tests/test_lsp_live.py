"""The real server adapts without a restart: settings, playbook changes, a 5 MB file."""

from __future__ import annotations

import time
from pathlib import Path
from typing import Any

import pytest
from lsprotocol import types

from kenning.daemon.store.db import Store

from .lsp_rules import SQLITE_RULE, add_rules
from .lsp_session import change_doc, hover, lsp, open_doc, published, until

pytestmark = pytest.mark.asyncio

TEXT = 'import sqlite3\nconn = sqlite3.connect("x")\nprint("hi")\nvalue = compute_total(3)\n'


@pytest.fixture
def repo(tmp_path: Path) -> Path:
    root = tmp_path / "repo"
    (root / ".git").mkdir(parents=True)
    return root


def _severities(diags: list[types.Diagnostic]) -> set[Any]:
    return {d.severity for d in diags}


@pytest.mark.slow
async def test_settings_from_init_options_then_configuration_change(
    repo: Path, store: Store
) -> None:
    add_rules(store)
    init = {"kenning": {"severity": "error", "debounceMs": 0}}
    # VS Code declares workspace/configuration (Neovim 0.7's capabilities do not)
    async with lsp(repo, client="visual-studio-code", init_options=init, configuration={}) as lc:
        uri = open_doc(lc, repo / "app.py", TEXT)
        diags = await published(lc, uri, lambda d: len(d) == 1)
        assert _severities(diags) == {types.DiagnosticSeverity.Error}
        # the editor's settings change: re-read through workspace/configuration
        lc.set_configuration({"severity": "hint", "hover": False}, section="kenning")
        lc.workspace_did_change_configuration(types.DidChangeConfigurationParams(settings={}))
        diags = await published(
            lc, uri, lambda d: _severities(d) == {types.DiagnosticSeverity.Hint}
        )
        assert len(diags) == 1
        assert await hover(lc, uri, 1, 10) is None  # hover turned off
        # a bad value is refused with a message naming the key; the rest still applies
        lc.workspace_did_change_configuration(
            types.DidChangeConfigurationParams(
                settings={"kenning": {"severity": "loud", "maxHoverRules": 1}}
            )
        )
        await until(
            lambda: _has_message(lc.messages, "kenning.severity"), "a message about the bad key"
        )
        assert await hover(lc, uri, 1, 10) is not None  # hover back on (section replaced)


async def _true(value: bool) -> bool:
    return value


def _has_message(messages: list[types.ShowMessageParams], text: str) -> Any:
    return _true(any(text in m.message for m in messages))


@pytest.mark.slow
async def test_playbook_changes_from_the_cli_without_restart(repo: Path, kenning: Any) -> None:
    async with lsp(repo) as lc:
        uri = open_doc(lc, repo / "app.py", TEXT)
        assert await hover(lc, uri, 3, 10) is None
        r = kenning(
            "playbook", "add", "compute_total rounds half to even: pass a Decimal",
            "--verify-regex", r"compute_total\(\d", "--json", check=True,
        )  # fmt: skip
        rule_id = r.json()["id"]
        text = await hover(lc, uri, 3, 10)  # no restart: the next request sees it
        assert text is not None and rule_id in text and "not marked yet" in text
        # the background poll re-checks open files for a push client
        diags = await published(lc, uri, lambda d: any(x.code == rule_id for x in d))
        assert [d.range.start.line for d in diags if d.code == rule_id] == [3]
        kenning("mark", rule_id, "--helpful", check=True)
        text = await hover(lc, uri, 3, 10)
        assert text is not None and "helped just now" in text


@pytest.mark.slow
async def test_repo_playbook_file_saved(repo: Path, kenning: Any) -> None:
    async with lsp(repo) as lc:
        uri = open_doc(lc, repo / "app.py", TEXT)
        assert await hover(lc, uri, 1, 10) is None
        kenning("playbook", "add", SQLITE_RULE, "--tags", "sqlite3", "--repo", cwd=repo, check=True)
        assert (repo / ".kenning" / "playbook.yaml").is_file()
        text = await hover(lc, uri, 1, 10)
        assert text is not None and "Wrap sqlite3 connections" in text


@pytest.mark.slow
async def test_five_megabyte_file(repo: Path, store: Store) -> None:
    ids = add_rules(store)
    filler = "value = compute(1)  # padding line of an enormous generated module\n"
    big = 'print("early")\n' + filler * (5 * 1024 * 1024 // len(filler) + 1) + 'print("late")\n'
    assert len(big) > 5 * 1024 * 1024
    async with lsp(repo, init_options={"debounceMs": 0}) as lc:
        uri = open_doc(lc, repo / "big.py", big)
        diags = await published(lc, uri, lambda d: len(d) > 0)
        (note,) = [d for d in diags if d.code == "file-too-large"]
        assert note.range.start.line == 0
        assert note.message.startswith("kenning checked only the first 2.0 MB of this file")
        early = [d for d in diags if d.code == ids["print"]]
        assert [d.range.start.line for d in early] == [0]  # the late one is past the limit
        started = time.perf_counter()
        text = await hover(lc, uri, 0, 2)
        assert text is not None and ids["print"] in text
        assert time.perf_counter() - started < 2.0
        # raising the limit checks the whole file
        lc.workspace_did_change_configuration(
            types.DidChangeConfigurationParams(settings={"kenning": {"maxFileBytes": 8 << 20}})
        )
        diags = await published(lc, uri, lambda d: all(x.code == ids["print"] for x in d))
        assert [d.range.start.line for d in diags] == [0, big.count("\n") - 1]
        change_doc(lc, uri, 2, "x = 1\n")
        assert await published(lc, uri, lambda d: d == []) == []


@pytest.mark.slow
async def test_logs_go_to_the_log_file(repo: Path, store: Store, tmp_path: Path) -> None:
    add_rules(store)
    log = tmp_path / "lsp.log"
    async with lsp(repo, args=("--log-file", str(log))) as lc:
        uri = open_doc(lc, repo / "app.py", TEXT)
        assert await hover(lc, uri, 1, 10) is not None  # the protocol on stdout is intact
    text = log.read_text()
    assert "diagnostics mode: push" in text and "loaded 3 rules (3 analysed)" in text


@pytest.mark.slow
async def test_a_second_server_reads_the_stored_hover_terms(
    repo: Path, store: Store, tmp_path: Path
) -> None:
    add_rules(store)
    answers = []
    for n in (1, 2):
        log = tmp_path / f"lsp{n}.log"
        async with lsp(repo, args=("--log-file", str(log))) as lc:
            uri = open_doc(lc, repo / "app.py", TEXT)
            answers.append(await hover(lc, uri, 1, 10))
        analysed = 3 if n == 1 else 0  # the first analyses every rule and stores the terms
        assert f"loaded 3 rules ({analysed} analysed)" in log.read_text()
    assert answers[0] is not None and answers[1] == answers[0]
    assert store.query("SELECT COUNT(*) FROM rule_hover_terms")[0][0] == 3


@pytest.mark.slow
async def test_a_bad_key_in_the_repo_config_is_named_and_the_rest_applies(
    repo: Path, store: Store
) -> None:
    add_rules(store)
    config = repo / ".kenning" / "config.toml"
    config.parent.mkdir()
    config.write_text('[lsp]\nseverity = "error"\nmax_hover_rule = 2\n')
    async with lsp(repo) as lc:
        uri = open_doc(lc, repo / "app.py", TEXT)
        diags = await published(lc, uri, lambda d: len(d) == 1)
        assert _severities(diags) == {types.DiagnosticSeverity.Error}  # the good key applies
        await until(
            lambda: _has_message(lc.messages, "lsp.max_hover_rule"), "a message naming the key"
        )
        assert any(str(config) in m.message for m in lc.messages)
