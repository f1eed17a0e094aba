from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from kenning.daemon.core.config import Settings
from kenning.daemon.core.models import Rule, RuleKind, RuleType, Scope
from kenning.daemon.playbook.curate import add_rule
from kenning.daemon.playbook.export import BEGIN, END, MAX_BYTES, MAX_LINES, splice
from kenning.daemon.store.db import Store
from kenning.daemon.store.rules import RuleRepo

from .gitrepo import Repo

OUTSIDE_TOP = "# My project\n\nHand-written intro. Keep me exactly.\n"
OUTSIDE_BOTTOM = "\n## Notes\n\ntrailing text without final newline"


def _add(store: Store, content: str, **kw: Any) -> str:
    return add_rule(store, Settings(), Rule(id="new", content=content, **kw)).rule.id


def _seed(store: Store) -> tuple[str, str]:
    rule = _add(store, "Run pytest with -x before pushing", category="testing")
    pit = _add(
        store,
        "AVOID: committing .env files",
        type=RuleType.ANTI_PATTERN,
        kind=RuleKind.ANTI_PATTERN,
        category="security",
    )
    _add(store, "Use poetry in the other project", scope=Scope.WORKSPACE, scope_key="/elsewhere")
    return rule, pit


def test_splice_keeps_outside_text_and_is_stable() -> None:
    first = splice(OUTSIDE_TOP + OUTSIDE_BOTTOM, "body one\n")
    assert first.startswith(OUTSIDE_TOP + OUTSIDE_BOTTOM)
    second = splice(first, "body two\n")
    assert second == first.replace("body one", "body two")
    assert splice(second, "body two\n") == second


@pytest.mark.slow
def test_agents_md_section_through_cli(kenning: Any, store: Store, tmp_path: Path) -> None:
    rule, pit = _seed(store)
    repo = Repo(tmp_path / "repo")
    agents = repo.write("AGENTS.md", OUTSIDE_TOP)
    result = kenning("export", "agents-md", "--json", cwd=repo.path)
    assert result.code == 0, result.stderr
    assert result.json()["written"] is True
    text = agents.read_text()
    assert text.startswith(OUTSIDE_TOP)
    section = text[text.index(BEGIN) : text.index(END)]
    # AGENTS.md is read by agents and teammates without kenning: no ids, no kenning commands
    assert "- Run pytest with -x before pushing\n" in section
    assert "### Pitfalls" in section and "- AVOID: committing .env files" in section
    assert rule not in section and pit not in section
    assert "kenning context" not in section and "kenning mark" not in section
    assert "other project" not in section  # another workspace's rule stays out

    # user edits outside the markers survive; a re-run is byte-identical
    agents.write_text(text + OUTSIDE_BOTTOM)
    before = agents.read_bytes()
    again = kenning("export", "agents-md", "--json", cwd=repo.path)
    assert again.json()["changed"] is False
    assert agents.read_bytes() == before

    check = kenning("export", "agents-md", "--check", cwd=repo.path)
    assert check.code == 0
    _add(store, "Prefer pathlib over os.path", category="python")
    stale = kenning("export", "agents-md", "--check", "--json", cwd=repo.path)
    assert stale.code == 1 and stale.json()["stale"] is True
    assert agents.read_bytes() == before  # --check writes nothing
    kenning("export", "agents-md", cwd=repo.path, check=True)
    assert "Prefer pathlib" in agents.read_text()
    assert agents.read_text().endswith(OUTSIDE_BOTTOM)


def test_section_is_size_bounded(kenning: Any, store: Store, tmp_path: Path) -> None:
    repo = RuleRepo(store)
    with store.transaction():
        for i in range(400):
            text = f"Rule number {i} about subsystem{i} " + "with a long explanation " * 5
            repo.insert(Rule(id=f"b-{i:04d}", content=text))
    out = tmp_path / "CLAUDE.md"
    result = kenning("export", "claude-md", "--top", "500", "--output", str(out), "--json")
    assert result.code == 0, result.stderr
    text = out.read_text()
    assert len(text.splitlines()) <= MAX_LINES
    assert len(text.encode()) <= MAX_BYTES
    assert "more: not shown)" in text  # no .mcp.json starts kenning: nothing to run


@pytest.mark.slow
def test_secrets_never_exported(kenning: Any, store: Store, tmp_path: Path) -> None:
    _add(store, "Deploy with token ghp_abcdefghijklmnopqrstuvwxyz0123456789 for CI")
    out = tmp_path / "AGENTS.md"
    kenning("export", "agents-md", "--output", str(out), check=True)
    assert "ghp_abcdefghijklmnopqrstuvwxyz0123456789" not in out.read_text()


@pytest.mark.slow
def test_refresh_updates_only_files_with_a_section(
    kenning: Any, store: Store, tmp_path: Path
) -> None:
    _seed(store)
    repo = Repo(tmp_path / "repo")
    repo.write("AGENTS.md", OUTSIDE_TOP)
    claude = repo.write("CLAUDE.md", "plain, no section\n")
    kenning("export", "agents-md", cwd=repo.path, check=True)
    _add(store, "Keep functions short", category="style")
    result = kenning("export", "refresh", "--json", cwd=repo.path)
    files = result.json()["files"]
    assert [Path(f["path"]).name for f in files] == ["AGENTS.md"]
    assert files[0]["changed"] is True
    assert claude.read_text() == "plain, no section\n"


@pytest.mark.slow
def test_cursor_rules_and_memory_md(
    kenning: Any, store: Store, tmp_path: Path, kenning_home: Path
) -> None:
    rule, _pit = _seed(store)
    repo = Repo(tmp_path / "repo")
    kenning("export", "cursor-rules", cwd=repo.path, check=True)
    mdc = (repo.path / ".cursor" / "rules" / "kenning.mdc").read_text()
    assert mdc.startswith("---\n") and "alwaysApply: true" in mdc
    assert "- Run pytest with -x before pushing" in mdc and rule not in mdc
    result = kenning("export", "memory-md", "--json", check=True)
    memory = Path(result.json()["path"])
    assert memory == kenning_home / "MEMORY.md" and rule in memory.read_text()
