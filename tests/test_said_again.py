"""What counts as a person's lesson said again in another session, and what is the same
words used again for another task: a template filled in for other files, a preamble that
points at its turn's material, the plan of a task that the next session goes on with.
And the forms the promotion reads: a choice named with what it is made over, the words a
new rule takes from the sessions that taught it."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest

from kenning.daemon.core.config import Settings, resolve_paths
from kenning.daemon.core.models import Provenance, Rule, RuleState
from kenning.daemon.learning.conventions import prefers_over
from kenning.daemon.learning.diary import Diary
from kenning.daemon.learning.gates import plans_work
from kenning.daemon.learning.grouping import promotion_state, recurs, restated, worded
from kenning.daemon.learning.lessons import Lesson
from kenning.daemon.learning.pasted_text import points_inside
from kenning.daemon.retrieval.embedding.embedder import shared_embedder
from kenning.daemon.store.db import Store
from kenning.daemon.store.sessions import SessionRepo

from .learning_sessions import Step, ingest_home, write_session


def _in(sessions: int, *texts: str, kind: str = "convention") -> list[tuple[Diary, Lesson]]:
    """Each text said in its own session, in a turn of its own (turns differ)."""
    return [
        (
            Diary(session_id=f"claude_code:s{i}"),
            Lesson(kind=kind, text=t, key="k", turn=f"turn-{i}"),
        )
        for i, t in enumerate(texts[:sessions])
    ]


def test_a_template_filled_in_for_other_files_is_said_once() -> None:
    # the same question and order about other files each time: the task's, every time
    tail = "should these files stay where they are? If not, move them, and delete unused ones."
    filled = _in(
        3,
        f"`src/app/old_helpers.py` `src/app/tmp_fix.py` {tail}",
        f"docs/notes_draft.md {tail}",
        f"C:\\repo\\scripts\\seed_data.sql {tail}",
    )
    assert not recurs(filled)
    assert promotion_state(filled) == RuleState.PROPOSAL
    # in any script: the words are counted by pairs of letters
    zh = "这个文件应该在这个位置吗？如果不是请移到该在的地方，如果没用请删掉"
    chinese = _in(2, f"src/a_b.md {zh}", f"docs/c_d.md {zh}")
    assert promotion_state(chinese) == RuleState.PROPOSAL


def test_a_doubted_request_put_another_way_for_other_files_is_said_once() -> None:
    # the judge doubted it: asked again about other files in other words, it is still the
    # task's request each time; about the same file, or sure, it counts again
    first = "src/app/old_helpers.py src/app/tmp_fix.py should these stay? keep or move them"
    second = "Does docs/notes_draft.md belong here? If it is unused, delete it."
    doubted = _in(2, first, second)
    for _, lesson in doubted:
        lesson.tentative = True
    assert promotion_state(doubted) == RuleState.PROPOSAL
    same_file = _in(2, first, "Does src/app/tmp_fix.py belong here? If unused, delete it.")
    for _, lesson in same_file:
        lesson.tentative = True
    assert promotion_state(same_file) == RuleState.ACTIVE
    assert promotion_state(_in(2, first, second)) == RuleState.ACTIVE
    # joined to a rule learned before: its sessions count as said in the rule's words
    later = _in(1, second)
    later[0][1].tentative = True
    known = Provenance(sessions=["claude_code:s7"])
    rule = Rule(id="b-1", content=first, state=RuleState.PROPOSAL, provenance=known)
    assert promotion_state(later, rule) == RuleState.PROPOSAL
    tidy = replace(rule, content="Keep the docs folder tidy and delete what is unused.")
    assert promotion_state(later, tidy) == RuleState.ACTIVE
    # a sure statement about other files joins a doubted rule (a proposal): said once
    sure = _in(1, second)
    assert promotion_state(sure, rule) == RuleState.PROPOSAL
    assert promotion_state(sure, replace(rule, state=RuleState.ACTIVE)) == RuleState.ACTIVE


def test_a_standing_instruction_about_the_same_thing_is_said_again() -> None:
    # the same object each time (or none at all): a standing instruction pasted again, or said
    # again in other words, counts in every session
    same = "Test data lives in tests/data/ and is never written inline in a test."
    assert promotion_state(_in(2, same, same)) == RuleState.ACTIVE
    other_words = _in(
        2,
        "Test data lives in tests/data/ and is never written inline in a test.",
        "Put sample inputs under tests/data/, not inside the test functions.",
    )
    assert promotion_state(other_words) == RuleState.ACTIVE
    plain = "Always run the linter before you commit."
    assert promotion_state(_in(2, plain, plain)) == RuleState.ACTIVE


def test_a_preamble_that_points_at_its_turn_s_material_is_said_once() -> None:
    # sent above other review comments each time: it asks for other work every time
    preamble = "Go through every lint warning below and fix each one in the code."
    assert promotion_state(_in(3, preamble, preamble, preamble)) == RuleState.PROPOSAL
    assert not recurs(_in(2, preamble, preamble))


@pytest.mark.parametrize(
    "sentence",
    [
        "Go through every lint warning below and fix each one.",
        "Review the following diff for races",
        "Implement everything discussed above, then lint.",
        "Fix the failing tests above.",
        "the files below:",
        "请修复下面的错误",
    ],
)
def test_a_sentence_that_points_at_its_turn(sentence: str) -> None:
    assert points_inside(sentence)


@pytest.mark.parametrize(
    "sentence",
    [
        "Keep the imports above the code.",
        "Keep coverage above 80%.",
        "Place the helpers above main() in each module.",
        "Always run the linter before you commit.",
        "代码行数控制在100行以下",
    ],
)
def test_what_does_not_point_at_its_turn(sentence: str) -> None:
    assert not points_inside(sentence)


@pytest.mark.parametrize(
    ("sentence", "plan"),
    [
        ("We are going to build a from_config(path) method on the loader.", True),
        ("What we need is two workers sharing one container.", True),
        ("The goal here is a loader that reads YAML.", True),
        ("I would like to introduce a cache in front of the pricing API.", True),
        ("From now on we are going to squash every merge.", False),
        ("Always run the tests before you push.", False),
        ("Use pnpm, not npm.", False),
    ],
)
def test_the_plan_of_the_task_at_hand(sentence: str, plan: bool) -> None:
    assert plans_work(sentence) is plan


@pytest.mark.parametrize(
    ("sentence", "choice"),
    [
        ("Use hatch run instead of the bare python3.", True),
        ("use uv, not pip", True),
        ("Prefer ruff over flake8.", True),
        ("remember, call the scripts through hatch, do not call the bare interpreter", True),
        ("We use attrs rather than dataclasses", True),
        ("Use the staging database instead.", False),  # made over nothing named
        ("Could you use pnpm instead of npm?", False),  # a question
        ("Run it over the weekend", False),
    ],
)
def test_a_choice_named_with_what_it_is_made_over(sentence: str, choice: bool) -> None:
    assert prefers_over(sentence) is choice


def _said(home: Path, name: str, words: str, day: int) -> str:
    steps: list[Step] = [("user", words), ("assistant", "Done.")]
    return write_session(home, name, steps, cwd="/srv/api", day=day)[1]


def test_the_task_s_plan_gone_on_with_in_the_next_session_is_not_restated(
    store: Store, tmp_path: Path, model_root: Path
) -> None:
    home = tmp_path / "agent-home"
    plan = "We are going to run the python scripts with `uv run` from a new tasks folder."
    rule = "Always run python scripts with `uv run`, never with the system python."
    first = _said(home, "first", f"{plan} {rule}", day=1)
    _said(home, "again", "Run the scripts through uv run, not the bare interpreter.", day=2)
    ingest_home(store, home)
    look = SessionRepo(store).said_naming
    embedder = shared_embedder(Settings(), resolve_paths())
    d = Diary(session_id=first, workspace="/srv/api")
    own = {f"{plan} {rule}"}

    def lesson(text: str) -> Lesson:
        return Lesson(kind="convention", text=text, key=text[:20], scope="repo")

    assert restated([(d, lesson(rule))], look, own, embedder)
    assert not restated([(d, lesson(plan))], look, own, embedder)


def test_a_new_rule_takes_the_words_the_judge_was_surest_of() -> None:
    # the same lesson said in three sessions, the middle one in a rule's words: the rule reads
    # as the person put it best, whichever session came first
    texts = (
        "You'll be in the hatch environment for this one.",
        "Run every script with hatch run, never with the bare interpreter.",
        "fyi hatch is how we launch things here",
    )
    members = [
        (Diary(session_id=f"claude_code:s{i}"), Lesson(kind="convention", text=t, key="k"))
        for i, t in enumerate(texts)
    ]
    for (_, lesson), sure in zip(members, (0.55, 0.93, 0.61), strict=True):
        lesson.confidence = sure
    assert worded(members) == texts[1]
    # unjudged, or on a tie: the first; one person's statement: its own words
    for _, lesson in members:
        lesson.confidence = None
    assert worded(members) == texts[0]
    fix = (Diary(session_id="claude_code:s9"), Lesson(kind="error_fix", text="When x, y.", key="e"))
    assert worded([fix, members[1]]) == "When x, y."
