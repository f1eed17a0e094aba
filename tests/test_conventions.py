"""Sentences whose form says they are a convention of the person (learning/conventions.py).

How the agent is to talk to the person, and a practice opened by the situation it is for,
are kept as lessons (not tentative) whatever the judge makes of the turn around them.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from kenning.daemon.learning.conventions import addresses_person, scoped_practice
from kenning.daemon.learning.diary import Diary
from kenning.daemon.learning.grouping import one_off
from kenning.daemon.learning.lessons import Lesson, extract_lessons
from kenning.daemon.learning.statements import stated_scope
from kenning.daemon.learning.trace import read_trace
from kenning.daemon.store.db import Store
from kenning.daemon.store.sessions import SessionRepo

from .learning_sessions import ingest_home, write_session
from .test_lessons import _Claude


@pytest.mark.parametrize(
    "sentence",
    [
        "Reply in German, please.",
        "Answer all my questions in Spanish.",
        "Talk to me only in French.",
        "回复一律用英文",
        "你就讲中文吧",
        "Отвечай мне только на русском.",
        "Пиши мне по-русски.",
        "Explain every change simply, I am new to Rust.",
        "Narrate each step you take.",
    ],
)
def test_how_the_agent_talks_to_the_person(sentence: str) -> None:
    assert addresses_person(sentence)


@pytest.mark.parametrize(
    "sentence",
    [
        "Can you reply in German?",  # a question
        "Write the release notes in German.",  # a document of the project, not the talk
        "Explain why the cache misses.",  # an explanation of this task's problem
        "The parser answers in JSON.",  # what the product does
    ],
)
def test_what_is_not_how_the_agent_talks_to_the_person(sentence: str) -> None:
    assert not addresses_person(sentence)


@pytest.mark.parametrize(
    "sentence",
    [
        "For database migrations, use alembic and never edit a revision by hand.",
        "on the build host, never call sudo",
        "For every deploy script, you must read the region from the profile.",
        "In fixtures, don't hard-code the clock.",
    ],
)
def test_a_practice_opened_by_its_situation(sentence: str) -> None:
    assert scoped_practice(sentence)


@pytest.mark.parametrize(
    "sentence",
    [
        "Use alembic for database migrations.",  # opens with its verb: the judge's to read
        "For now, use the staging bucket?",  # a question
        "In the end the page loaded, thanks.",  # no practice follows the situation
        "For the invoice export, the totals are wrong.",  # a report, no practice
        "For more details see the log.",
    ],
)
def test_what_is_no_practice_opened_by_its_situation(sentence: str) -> None:
    assert not scoped_practice(sentence)


def test_a_convention_by_its_form_is_a_lesson_whatever_its_turn() -> None:
    # said inside an order for the task at hand: each is kept, not tentative, and the reply
    # language stands alone (the order after it is not its reason) and goes with the person
    session = (
        _Claude()
        .user(
            "Reply in Portuguese. The upload page crashes on large files, look at the handler "
            "and fix the size check."
        )
        .bash("pytest -q tests/test_upload.py", "4 passed in 0.21s")
        .user(
            "Good. For the upload tests, use the fake object store rather than the live bucket. "
            "Now add a test for the 10 MB limit."
        )
        .bash("pytest -q tests/test_upload.py", "5 passed in 0.24s")
        .session()
    )
    lessons = extract_lessons(read_trace(session))
    said = [(x.text, x.tentative, x.scope) for x in lessons if x.kind != "error_fix"]
    assert ("Reply in Portuguese.", False, "everywhere") in said
    assert any(
        text.startswith("For the upload tests, use the fake object store") and not tentative
        for text, tentative, _ in said
    )


def test_the_reply_language_goes_with_the_person_in_more_words() -> None:
    assert stated_scope("Answer all my questions in Spanish.").where == "everywhere"
    assert stated_scope("Отвечай мне только на русском.").where == "everywhere"
    assert stated_scope("你就讲中文吧").where == "everywhere"


def test_statements_in_other_scripts_are_told_apart_by_their_words() -> None:
    # a statement's key is its words in every script: two rules written in Russian, or in
    # Chinese, are two lessons, not one rule of an empty key
    from kenning.daemon.learning.lesson import norm

    assert norm("Всегда пиши тесты.") != norm("Никогда не трогай миграции.")
    assert norm("Всегда пиши тесты.") == "всегда пиши тесты"
    assert norm("Use `uv`, not pip!") == "use uv not pip"  # ASCII keeps the key it had
    session = (
        _Claude()
        .user("Отвечай мне всегда на русском.")
        .bash("pytest -q", "3 passed in 0.10s")
        .user("以后每次提交之前都要运行全部测试。")
        .bash("pytest -q", "3 passed in 0.10s")
        .user("以后不要修改迁移文件。")
        .session()
    )
    said = [x for x in extract_lessons(read_trace(session)) if x.kind != "error_fix"]
    assert len(said) == 3 and len({x.key for x in said}) == 3


def test_a_practice_opened_by_its_situation_is_no_order_for_the_task(
    store: Store, tmp_path: Path
) -> None:
    # in a prompt log (no run, no edit): the same objects named as an order are this task's,
    # named by a practice for a kind of work they are the practice's
    home = tmp_path / "agent-home"
    first = write_session(home, "first", [("user", "x"), ("assistant", "Done.")], cwd="/srv/api")[1]
    ingest_home(store, home)
    look = SessionRepo(store).named_elsewhere
    d = Diary(session_id=first, workspace="/srv/api")

    def lesson(text: str) -> Lesson:
        return Lesson(kind="convention", text=text, key=text[:20], idx=0, scope="repo")

    order = "Run the load test against staging_api.internal:8080 with tools/load.py."
    practice = "For load tests, use staging_api.internal:8080 and tools/load.py, not prod."
    assert one_off([(d, lesson(order))], look)
    assert not one_off([(d, lesson(practice))], look)
