"""A rule's words (daemon/learning/rule_words.py): the statement kept, the question, hedge,
label and order for the task around it dropped."""

from __future__ import annotations

import pytest

from kenning.daemon.learning.rule_words import RULE_CHARS, rule_words, statement_words
from kenning.daemon.learning.statements import Statement


@pytest.mark.parametrize(
    ("said", "rule"),
    [
        # a practice put up as a question, with the one-off order beside it
        (
            "Maybe we permanently build every package from the workspace root with the shared "
            "lockfile, and reload the tabs there?",
            "Permanently build every package from the workspace root with the shared lockfile.",
        ),
        # the frame dropped; the step for now kept, as it is more than half of the words
        (
            "Maybe we build from the root for good, and reload the open tabs there?",
            "Build from the root for good, and reload the open tabs there.",
        ),
        (
            "Perhaps we should stick to Rust for every helper tool?",
            "Stick to Rust for every helper tool.",
        ),
        # a correction asked as a question
        ("Why not just use the bundled formatter?", "Use the bundled formatter."),
        (
            "Pytest with fixtures in conftest files, of course, why would you suggest otherwise?",
            "Pytest with fixtures in conftest files, of course.",
        ),
        # a hedge, and the consequence for now after the practice
        (
            "Rename with hg mv so the log follows the file so undo the copies i guess?",
            "Rename with hg mv so the log follows the file.",
        ),
        (
            "I avoid global mutable state unless nothing else works, "
            "so I will just keep the lint warning.",
            "I avoid global mutable state unless nothing else works.",
        ),
        # the order for the task before the practice
        (
            "Go ahead and do the rest of the list, make sure to format the code after edits.",
            "Make sure to format the code after edits.",
        ),
        (
            "Continue, and always remember that staging deploys go through the queue.",
            "Always remember that staging deploys go through the queue.",
        ),
        (
            "Revise notes/plan/storage.md, prefer sqlite over flat json files.",
            "Prefer sqlite over flat json files.",
        ),
        (
            "Keep request models in pydantic, never raw dicts, revise your plan.",
            "Keep request models in pydantic, never raw dicts.",
        ),
        # a label and a pasted prompt before the words
        (
            "Optional but helpful: each feature lives on its own branch.",
            "Each feature lives on its own branch.",
        ),
        (
            "dev@box-7:~/src/shop$ , on this host you shall run tools through nix develop.",
            "On this host you shall run tools through nix develop.",
        ),
    ],
)
def test_the_statement_is_kept(said: str, rule: str) -> None:
    assert rule_words(said) == rule


@pytest.mark.parametrize(
    "said",
    [
        "Always run the linter before you commit.",
        # the remedy after "so" is the lesson's other half
        "I don't want the production schema touched, there is a copy, so switch to schema_copy.",
        # a question that holds nothing once its frame is gone stays whole
        "Why not?",
        "Maybe we should?",
        # a cut that would leave less than half of the words: the frame is part of the lesson
        "Why cd into docs and not just run make from the top?",
        "Pytest of course, why would you suggest otherwise?",
        # an order before words that bind nothing is no frame to drop
        "Now fix the header, the logo is too big.",
        # a label that names the subject is kept
        "Backend: use the async driver.",
    ],
)
def test_nothing_else_is_cut(said: str) -> None:
    assert rule_words(said) == said


def test_the_next_step_after_the_statement_is_dropped() -> None:
    said = "Keep one migration per schema change and never edit an applied one. Now go run them."
    assert rule_words(said) == "Keep one migration per schema change and never edit an applied one."
    # a step that says it holds beyond the task stays
    said = "Keep one migration per schema change. Then always run the migration linter."
    assert rule_words(said) == said


def test_a_heading_that_names_the_kind_of_statement_stays() -> None:
    said = "Constraints: generated clients are never edited by hand."
    assert rule_words(said) == said


def test_each_sentence_is_read_alone() -> None:
    said = "Perhaps we should pin every dependency? Lockfiles are committed."
    assert rule_words(said) == "Pin every dependency. Lockfiles are committed."


def test_a_statement_cut_at_its_length_keeps_more_of_itself() -> None:
    items = "; ".join(
        f"{n}, keep fixture {n} small and never share it across modules" for n in range(9)
    )
    said = f"Now write the tests, note that: {items}."
    st = Statement(said[:RULE_CHARS], said[:500], False, 0, 1)
    words = statement_words(st)
    assert words.startswith("0, keep fixture 0 small")
    assert len(words) == RULE_CHARS
    assert words in said


def test_a_short_statement_is_read_whole() -> None:
    st = Statement(
        "Perhaps we should pin every dependency?",
        "perhaps we should pin every dependency?",
        False,
        0,
        1,
    )
    assert statement_words(st) == "Pin every dependency."
