"""The turns written for the judge (bench/judge_written.py): labels that hold, files read back."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

from bench.fidelity_turns import read_turns
from bench.judge_data import _lesson_hits
from bench.judge_written import PROMPT_LOGS, projects, write_prompt_log
from kenning.daemon.learning.judge import DURABLE, KINDS
from kenning.daemon.learning.statements import sentences


def test_the_set_is_the_same_on_every_run_and_in_many_projects_and_languages() -> None:
    first, second = projects(), projects()
    assert first == second
    assert len({p.name for p in first}) == len(first) >= 20
    assert len({p.lang for p in first}) >= 10
    kinds = Counter(t.kind for p in first for t in p.turns)
    assert set(kinds) <= set(KINDS)
    durable = sum(kinds[k] for k in DURABLE)
    assert durable >= 150
    assert sum(kinds.values()) >= 10 * durable  # lessons are rare, as in real sessions
    assert all(kinds[k] for k in KINDS)


def test_a_durable_turn_holds_its_lesson_in_one_of_its_sentences() -> None:
    for p in projects():
        for t in p.turns:
            if t.kind in DURABLE:
                assert t.lesson and t.lesson in t.text
                assert _lesson_hits(sentences(t.text), t.lesson), t.text
            else:
                assert not t.lesson


def test_a_prompt_log_is_read_back_turn_for_turn(tmp_path: Path) -> None:
    shapes = set()
    for p in projects():
        if p.shape in PROMPT_LOGS and p.shape not in shapes:
            shapes.add(p.shape)
            rel = write_prompt_log(tmp_path, p)
            read = read_turns(tmp_path, rel)
            assert [t.text for t in read] == [t.text for t in p.turns]
    assert shapes == set(PROMPT_LOGS)
