from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from kenning.daemon.core.config import Settings
from kenning.daemon.core.models import Maturity, Rule, RuleKind, RuleState, RuleType, Scope
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


@pytest.mark.slow
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


def _insert(store: Store, rules: list[Rule]) -> None:
    repo = RuleRepo(store)
    with store.transaction():
        for rule in rules:
            repo.insert(rule)


#: a playbook as reflection and people leave it: learned conventions, a learned error
#: fix with the tool's hint and the agent's words after its remedy, a proposal, a
#: deprecated rule, a rule saying the same as another, a kenning instruction, a pitfall
_FIX = (
    "When `uv run alembic upgrade head` fails with `sqlalchemy.exc.OperationalError: "
    '(psycopg.OperationalError) connection failed: connection to server at "127.0.0.1", '
    "port 5432 failed: Connection refused`, run `docker compose up -d db` first. The tool "
    "says: Is the server running on that host and accepting TCP/IP connections. The database "
    "container was not running, so I started it with docker compose and ran the migrations "
    "again, which worked. **Starting the database** Now the migrations apply cleanly."
)
REALISTIC = [
    Rule(id="b-conv0001", content="We use uv here, not pip (`uv add httpx` rather than "
         "`pip install httpx`).", category="correction",
         kind=RuleKind.PROJECT_CONVENTION, maturity=Maturity.ESTABLISHED),
    Rule(id="b-conv0002", content="In this repo every migration must have a downgrade.",
         category="convention", kind=RuleKind.PROJECT_CONVENTION),
    Rule(id="b-conv0003", content="In this repo every migration must have a downgrade!",
         category="convention", kind=RuleKind.PROJECT_CONVENTION),
    Rule(id="b-fix00001", content=_FIX, category="error-fix"),
    Rule(id="b-test0001", content="Run the tests with `uv run pytest -q` before committing.",
         category="testing", maturity=Maturity.PROVEN),
    Rule(id="b-prop0001", content="Always use structlog for logging in the workers.",
         category="convention", state=RuleState.PROPOSAL),
    Rule(id="b-depr0001", content="Use requests for the billing client.", category="general",
         maturity=Maturity.DEPRECATED),
    Rule(id="b-kenn0001", content="Before a task run `kenning context` to see the rules.",
         category="general"),
    Rule(id="b-avoid001", content="AVOID: change `DATABASE_URL` in `.env.example` (in "
         "*.example) — it is copied by the setup script; `make setup` then failed.",
         category="revert", kind=RuleKind.ANTI_PATTERN, type=RuleType.ANTI_PATTERN),
]  # fmt: skip


@pytest.mark.slow
def test_agents_md_of_a_realistic_playbook_is_worth_committing(
    kenning: Any, store: Store, tmp_path: Path
) -> None:
    from kenning.daemon.playbook.export import MAX_WORDS

    _insert(store, REALISTIC)
    repo = Repo(tmp_path / "repo")
    agents = repo.write("AGENTS.md", OUTSIDE_TOP)
    result = kenning("export", "agents-md", "--json", cwd=repo.path, check=True).json()
    assert result["reader"] == "anyone"
    text = agents.read_text()
    section = text[text.index(BEGIN) + len(BEGIN) : text.index(END)]
    lines = [line[2:] for line in section.splitlines() if line.startswith("- ")]
    # accepted and proven rules only: no proposal, nothing deprecated
    assert not any("structlog" in line or "requests" in line for line in lines)
    # nothing a teammate without kenning cannot follow: no ids, no kenning commands
    assert "kenning context" not in section and "kenning mark" not in section
    assert "b-" not in section and "kenning playbook" not in section
    # once each: the two wordings of the downgrade rule are one line
    assert sum("downgrade" in line for line in lines) == 1
    # short, with its remedy: the error fix is "When X, do Y." and nothing after
    [fix] = [line for line in lines if line.startswith("When `uv run alembic")]
    assert fix.endswith("run `docker compose up -d db` first.")
    assert "The tool says" not in fix and "Starting the database" not in section
    assert all(len(line.split()) <= MAX_WORDS + 1 for line in lines)
    # grouped by topic, the pitfall last
    headings = [line for line in section.splitlines() if line.startswith("### ")]
    assert headings == [
        "### Conventions",
        "### When a command fails",
        "### Testing",
        "### Pitfalls",
    ]
    assert lines == [
        "We use uv here, not pip (`uv add httpx` rather than `pip install httpx`).",
        "In this repo every migration must have a downgrade.",
        fix,
        "Run the tests with `uv run pytest -q` before committing.",
        "AVOID: change `DATABASE_URL` in `.env.example` (in *.example) — it is copied by the "
        "setup script; `make setup` then failed.",
    ]


@pytest.mark.slow
def test_claude_md_speaks_kenning_only_where_its_mcp_server_is_configured(
    kenning: Any, store: Store, tmp_path: Path
) -> None:
    _insert(store, REALISTIC)
    repo = Repo(tmp_path / "repo")
    claude = repo.write("CLAUDE.md", "# Claude\n")
    plain = kenning("export", "claude-md", "--json", cwd=repo.path, check=True).json()
    assert plain["reader"] == "anyone"
    assert "kenning context" not in claude.read_text() and "[b-" not in claude.read_text()
    config = '{"mcpServers": {"kenning": {"command": "kenning", "args": ["mcp"]}}}'
    repo.write(".mcp.json", config)
    with_mcp = kenning("export", "claude-md", "--json", cwd=repo.path, check=True).json()
    assert with_mcp["reader"] == "mcp" and with_mcp["changed"] is True
    text = claude.read_text()
    assert "call kenning's `context` tool" in text and "- [b-conv0001] We use uv here" in text
    assert "b-prop0001" not in text and "b-depr0001" not in text  # still no proposal
    # AGENTS.md in the same repository stays for anyone
    agents = repo.write("AGENTS.md", "")
    kenning("export", "agents-md", cwd=repo.path, check=True)
    assert "[b-" not in agents.read_text()


@pytest.mark.slow
def test_memory_md_capped_shows_what_the_whole_list_shows_and_a_repeat_past_the_cap_hides(
    kenning: Any, store: Store, kenning_home: Path
) -> None:
    # MEMORY.md keeps the best `top` rules and pitfalls: the list ends there (the
    # daemon rewrites it after each learning pass), yet a rule past the rules' cap
    # still hides a pitfall saying the same, as it did when the whole list was built
    rules = [Rule(id=f"b-{i}", content=f"Pin the {word} version in CI") for i, word in
             enumerate(["node", "python", "rust", "go"])]  # fmt: skip
    rules.append(Rule(id="b-5", content="Pin the Python version in the CI"))  # b-1 again
    rules.append(
        Rule(
            id="b-6",
            content="pin the GO version in ci",
            type=RuleType.ANTI_PATTERN,
            kind=RuleKind.ANTI_PATTERN,
        )
    )
    rules.append(
        Rule(
            id="b-7",
            content="AVOID: unpinned base images",
            type=RuleType.ANTI_PATTERN,
            kind=RuleKind.ANTI_PATTERN,
        )
    )
    _insert(store, rules)
    kenning("export", "memory-md", "--top", "2", check=True)
    text = (kenning_home / "MEMORY.md").read_text()
    shown = [line.split("]")[0][3:] for line in text.splitlines() if line.startswith("- [")]
    assert shown == ["b-0", "b-1", "b-7"]  # b-3 (past the cap) hid b-6, b-5 repeats b-1
    kenning("export", "memory-md", "--top", "10", check=True)
    text = (kenning_home / "MEMORY.md").read_text()
    shown = [line.split("]")[0][3:] for line in text.splitlines() if line.startswith("- [")]
    assert shown == ["b-0", "b-1", "b-2", "b-3", "b-7"]
