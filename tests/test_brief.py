"""A brief the person writes out at a task's start (daemon/learning/lessons.py,
`judged_usable`; gates.py, `written_out`): in a long turn the judge reads as the person's
own, the sentences that describe the project reach the judge, unless something is pasted in
the turn. The sessions are invented and go through a real store."""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pytest

from kenning.daemon.learning.diary import load_session
from kenning.daemon.learning.judge import KINDS, Judge, TurnVerdict, default_judge
from kenning.daemon.learning.lessons import Lesson, extract_lessons, judged_usable
from kenning.daemon.learning.statements import sentences
from kenning.daemon.learning.trace import read_trace
from kenning.daemon.store.db import Store
from kenning.daemon.store.sessions import SessionRepo

from .learning_sessions import ingest_home, write_session

#: five sentences, each a fact of the project, none an order (every one `expository`)
BRIEF = (
    "Notes on the project:\n"
    "- The archive tool is a single binary that is written in Go for the build server.\n"
    "- The version string of the tool is taken from the tag of the commit at build time.\n"
    "- The output of the tool is a tarball that is named after the date of the run.\n"
    "- The configuration of the tool is a TOML file that is kept in the home folder.\n"
    "- The logs of the tool are kept for a week and then they are removed by the cron job."
)
CODE = "\n```\nfunc main() { archive(os.Args[1:]) }\n```"
LOG = "\n[09:14:02] ERROR archive.go:41:7 the tarball was not written"


@pytest.fixture(scope="module")
def judge() -> Judge:
    return default_judge()


def _lessons(store: Store, tmp_path: Path, judge: Judge, brief: str) -> list[Lesson]:
    """The statements of a session that opens with `brief`, read back from the store."""
    home = tmp_path / "user-home"
    steps = [
        ("user", brief),
        ("bash", "go build ./...", "", False),
        ("assistant", "The binary builds; I will start with the tarball writer."),
    ]
    write_session(home, "brief", steps, cwd="/src/archive")
    ingest_home(store, home)
    [sid] = [r["id"] for r in SessionRepo(store).recent(limit=10)]
    session = load_session(store, sid)
    assert session is not None
    # a judge sure of every turn: what reaches it is what the gates let through
    sure = Judge(dataclasses.replace(judge.weights, durable=0.0, tentative=0.0), judge.embedder)
    stated = ("convention", "correction", "guardrail", "workflow")
    return [x for x in extract_lessons(read_trace(session), sure) if x.kind in stated]


def _facts(lessons: list[Lesson]) -> list[Lesson]:
    """The lessons that hold one of the brief's facts (each names the tool)."""
    return [x for x in lessons if "the tool" in x.evidence[0] or "binary" in x.evidence[0]]


def test_the_facts_of_a_brief_written_out_reach_the_judge(
    store: Store, tmp_path: Path, judge: Judge
) -> None:
    facts = _facts(_lessons(store, tmp_path, judge, BRIEF))
    # each is made of the brief's own sentences (one, or two joined by statements.py)
    lines = [p for p in sentences(BRIEF) if "tool" in p]
    assert facts
    assert all(any(line in x.evidence[0] for line in lines) for x in facts)


@pytest.mark.parametrize("pasted", [CODE, LOG])
def test_a_brief_with_code_or_a_log_pasted_in_it_states_no_fact(
    store: Store, tmp_path: Path, judge: Judge, pasted: str
) -> None:
    assert _facts(_lessons(store, tmp_path, judge, BRIEF + pasted)) == []


def test_only_a_turn_read_as_the_persons_own_keeps_its_facts(judge: Judge) -> None:
    parts = sentences(BRIEF)

    def verdict(**p: float) -> TurnVerdict:
        return TurnVerdict(probs=tuple(p.get(k.replace("-", "_"), 0.0) for k in KINDS))

    durable = verdict(convention=0.9, pasted=0.1)
    pasted = verdict(convention=0.1, pasted=0.9)
    unsure = verdict(convention=0.05, one_off=0.3, command=0.65)
    facts = [i for i, p in enumerate(parts) if "tool" in p]
    assert len(facts) == 5
    assert set(facts) <= set(judged_usable(judge, durable, BRIEF, parts))
    # pasted material, or a turn the judge doubts (under the tentative threshold): no fact
    assert not set(facts) & set(judged_usable(judge, pasted, BRIEF, parts))
    assert not set(facts) & set(judged_usable(judge, unsure, BRIEF, parts))
