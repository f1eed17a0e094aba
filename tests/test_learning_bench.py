"""The learning bench: well-formed scenarios, real on-disk formats, an end-to-end score."""

from __future__ import annotations

from collections import Counter
from pathlib import Path
from typing import Any

import pytest

from bench.learning_bench import quality
from bench.lessons import catalog
from bench.lessons.model import AGENTS, KINDS, Edit, Read, Run, Say, Scenario, Session, Write
from bench.lessons.writers import write_corpus
from kenning.daemon.core.config import Settings
from kenning.daemon.core.models import Role
from kenning.daemon.core.transcripts import Session as Stored
from kenning.daemon.ingest.base import get_connectors

LABELLED = catalog.load()


def test_scenarios_are_well_formed() -> None:
    ids = [sc.id for _, sc in LABELLED]
    assert len(ids) == len(set(ids)), [i for i, n in Counter(ids).items() if n > 1]
    for split, sc in LABELLED:
        assert split in catalog.SPLITS
        assert sc.kind in KINDS, sc.id
        assert sc.task.strip() and sc.project and sc.stack, sc.id
        assert sc.sessions, sc.id
        if sc.kind == "none":
            assert sc.distractor, sc.id
        else:
            assert sc.lesson and sc.expect and all(sc.expect), sc.id
        for session in sc.sessions:
            assert session.agent in AGENTS, sc.id
            assert session.steps and any(isinstance(s, Say) for s in session.steps), sc.id
            assert 0 <= session.day <= 60, sc.id
        if sc.kind == "error_fix":
            assert len(sc.sessions) >= 2, f"{sc.id}: a recurring error needs two sessions"


def test_the_corpus_is_big_and_varied_enough() -> None:
    dev = [sc for split, sc in LABELLED if split == "dev"]
    kinds = Counter(sc.kind for sc in dev)
    assert len(dev) >= 32 and len({sc.stack for sc in dev}) >= 3
    assert kinds["correction"] >= 7 and kinds["convention"] >= 6 and kinds["error_fix"] >= 8
    assert kinds["revert"] >= 4 and kinds["none"] >= 7
    agents = {s.agent for sc in dev for s in sc.sessions}
    assert agents == set(AGENTS)
    if {split for split, _ in LABELLED} == set(catalog.SPLITS):  # both files written
        assert len(LABELLED) >= 60
        assert len({sc.stack for _, sc in LABELLED}) >= 5
        assert {s.agent for _, sc in LABELLED for s in sc.sessions} == set(AGENTS)


STEPS = (
    Say("user", "the invoice tests fail, have a look"),
    Read("app/models.py", "class Invoice:\n    pass\n"),
    Run("uv run pytest -q", "E   AssertionError: assert 1 == 2\n1 failed in 0.1s\n", 1),
    Say("assistant", "The fixture creates two invoices; fixing the count."),
    Edit("tests/test_invoices.py", "assert count == 2", "assert count == 1"),
    Write("tests/conftest.py", "import pytest\n"),
    Run("uv run pytest -q", "1 passed in 0.1s\n"),
    Say("user", "thanks"),
)


def _read_back(tmp_path: Path, agent: str, sessions: int = 1) -> tuple[list[Stored], Path]:
    """Write STEPS as `agent` (`sessions` times) and read them with the real connector."""
    scenario = Scenario(
        id=f"t-{agent}",
        kind="none",
        stack="python",
        project="demo",
        sessions=tuple(Session(agent, day, STEPS) for day in range(1, sessions + 1)),  # type: ignore[arg-type]
        lesson="",
        expect=(),
        task="anything",
        distractor="plain",
    )
    corpus = write_corpus(tmp_path / "corpus", [scenario], git=False)
    settings = Settings()
    (src,) = get_connectors(settings, environ=corpus.env, home=tmp_path, agents=[agent])
    files = sorted({p for root in src.roots for p in src.connector.discover(root)})
    assert files == sorted({w.path for w in corpus.sessions})
    read = [s for f in files for s in src.connector.read(f, None, settings.ingest).sessions]
    return read, corpus.project_dir("demo")


def _tools(session: Stored) -> list[str]:
    return [c.name for m in session.messages if m.role == Role.ASSISTANT for c in m.tool_calls]


def test_claude_code_transcripts_are_read_back(tmp_path: Path) -> None:
    (session,), folder = _read_back(tmp_path, "claude_code")
    assert session.workspace == str(folder)
    users = [m.text for m in session.messages if m.role == Role.USER]
    assert users == ["the invoice tests fail, have a look", "thanks"]
    assert _tools(session) == ["Read", "Bash", "Edit", "Write", "Bash"]
    results = [c for m in session.messages if m.role == Role.TOOL for c in m.tool_calls]
    assert [r.is_error for r in results] == [False, True, False, False, False]
    edit = next(c for m in session.messages for c in m.tool_calls if c.name == "Edit")
    assert edit.input["file_path"] == str(folder / "tests/test_invoices.py")


def test_codex_rollouts_are_read_back(tmp_path: Path) -> None:
    (session,), folder = _read_back(tmp_path, "codex")
    assert session.workspace == str(folder)
    users = [m.text for m in session.messages if m.role == Role.USER]
    # the environment context Codex sends first, then each user line once (dual streams merged)
    assert users[1:] == ["the invoice tests fail, have a look", "thanks"]
    assert "<environment_context>" in users[0]
    assert _tools(session) == ["shell", "shell", "apply_patch", "apply_patch", "shell"]
    calls = [c for m in session.messages for c in m.tool_calls]
    shells = [c.input["command"] for c in calls if c.name == "shell" and c.input]
    assert shells[0] == ["bash", "-lc", "sed -n '1,120p' app/models.py"]
    assert shells[1] == ["bash", "-lc", "uv run pytest -q"]
    outputs = [c for c in calls if c.name == "shell" and c.output is not None]
    assert [c.exit_code for c in outputs] == [0, 1, 0]
    patch = next(c.input for c in calls if c.name == "apply_patch" and c.input)
    assert "*** Update File: tests/test_invoices.py" in patch and "+assert count == 1" in patch


def test_aider_history_is_read_back_one_session_per_launch(tmp_path: Path) -> None:
    sessions, folder = _read_back(tmp_path, "aider", sessions=2)
    assert len(sessions) == 2
    for session in sessions:
        assert session.workspace == str(folder)
        # consecutive `#### ` lines are one user message (Aider logs a paste that way)
        users = "\n".join(m.text for m in session.messages if m.role == Role.USER)
        assert "the invoice tests fail, have a look" in users
        assert "/add app/models.py" in users
        tool = "\n".join(m.text for m in session.messages if m.role == Role.TOOL)
        assert "AssertionError: assert 1 == 2" in tool and "Applied edit to" in tool
        reply = "\n".join(m.text for m in session.messages if m.role == Role.ASSISTANT)
        assert "<<<<<<< SEARCH" in reply and "assert count == 1" in reply
    assert sessions[0].started_at is not None and sessions[1].started_at is not None
    assert sessions[0].started_at < sessions[1].started_at


@pytest.mark.parametrize("agent", AGENTS)
def test_a_corpus_scenario_reads_back_whole(tmp_path: Path, agent: str) -> None:
    """A real scenario of each agent: every session, every user line, every tool call."""
    sc = next(s for _, s in LABELLED if {x.agent for x in s.sessions} == {agent})
    corpus = write_corpus(tmp_path / "corpus", [sc], git=False)
    settings = Settings()
    (src,) = get_connectors(settings, environ=corpus.env, home=tmp_path, agents=[agent])
    files = sorted({p for root in src.roots for p in src.connector.discover(root)})
    read = [s for f in files for s in src.connector.read(f, None, settings.ingest).sessions]
    assert len(read) == len(sc.sessions)
    for session, stored in zip(sc.sessions, read, strict=True):
        said = [s.text for s in session.steps if isinstance(s, Say) and s.role == "user"]
        users = [m.text for m in stored.messages if m.role == Role.USER]
        if agent == "aider":  # commands are user lines too: /add, /run, /test
            assert [u for u in users if u in said] == said
        else:
            assert users[-len(said) :] == said
            tools = [s for s in session.steps if isinstance(s, Run | Edit | Write | Read)]
            assert len(_tools(stored)) == len(tools)


@pytest.mark.slow
@pytest.mark.timeout(60)
def test_quality_runs_end_to_end_on_a_few_scenarios(tmp_path: Path) -> None:
    picked: dict[str, tuple[str, Scenario]] = {}
    for split, sc in LABELLED:
        key = f"{sc.kind}/{sc.sessions[0].agent}"
        picked.setdefault(key, (split, sc))
    labelled = list(picked.values())[:8]
    q = quality(tmp_path, labelled, embedder=False, determinism=True)
    assert q["scenarios"] == len(labelled)
    assert q["sessions_unmatched"] == 0
    assert q["sessions_ingested"] == sum(len(sc.sessions) for _, sc in labelled)
    assert q["modes"] == ["lexical"]
    groups = dict(q["groups"]["lexical"])
    assert groups["all"]["lessons"] == sum(sc.kind != "none" for _, sc in labelled)
    for field in ("learned", "learned_active", "surfaced", "surfaced_share", "duplicates"):
        assert field in groups["all"]
    assert set(q["slots"]["lexical"]) >= {"filled", "junk_share", "foreign_share"}
    assert 0.0 <= q["junk"]["active_share"] <= 1.0
    assert isinstance(q["deterministic"], bool)
    assert q["reflect_sessions_per_s"] > 0
    assert all("top5" in miss for miss in q["misses"]["lexical"])


def _matches(text: str, expect: tuple[tuple[str, ...], ...]) -> bool:
    low = text.lower()
    return all(any(s.lower() in low for s in group) for group in expect)


@pytest.mark.slow
def test_the_cli_learns_and_briefs_each_kind_of_lesson_end_to_end(
    kenning: Any, tmp_path: Path
) -> None:
    """ingest → reflect --no-llm → context "<next task>", as a person runs them."""
    by_kind: dict[str, Scenario] = {}
    for split, sc in LABELLED:
        if split == "dev" and sc.kind != "none":
            by_kind.setdefault(sc.kind, sc)
    chosen = list(by_kind.values())
    corpus = write_corpus(tmp_path / "corpus", chosen)
    env = corpus.env
    assert kenning("ingest", "--json", env=env).code == 0
    reflected = kenning("reflect", "--no-llm", "--json", env=env)
    assert reflected.code == 0, reflected.stderr
    listed = kenning("playbook", "list", "--json", "--limit", "500", env=env).json()["rules"]
    surfaced = 0
    for sc in chosen:
        # learned from one session: a live rule states it (a proposal, docs/scoring.md §8)
        assert any(_matches(r["content"], sc.expect) for r in listed), sc.id
        folder = corpus.project_dir(sc.project)
        brief = kenning("context", sc.task, "--workspace", str(folder), "--json", env=env)
        assert brief.code == 0, brief.stderr
        data = brief.json()
        top = data["rules"][:5] + data["pitfalls"][:5]
        assert all(r["state"] == "active" or "proposal" in " ".join(r["why"]) for r in top)
        surfaced += any(_matches(r["content"], sc.expect) for r in top)
    # a proposal is briefed only when it matches strongly, marked (bench/README.md)
    assert surfaced >= len(chosen) // 2, surfaced
