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
        # tied to the person's own act, each time it comes
        "When I run the release script, tag the commit first.",
        "Whenever we open a PR, update the changelog.",
        # opened by the end it serves
        "to find what fills the disk run du -sh on each folder",
        "To start the stack locally, run make up rather than compose.",
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
        "When I open the settings page, it crashes.",  # a report of what happens
        "When I ran the tests, the build broke, fix it.",  # what happened once
        "If you have time, update the changelog.",  # the agent's act, an order for now
        "To fix this, use the other import.",  # a remedy for the problem at hand
        "To see the diff, run",  # nothing said after the verb
        # a sentence's opener names no task of its own
        "To be honest, use whatever you like.",
        "To be safe, run the tests again.",
        "To start, run the migration.",
        "To do that, use the other helper.",
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
    # where a kind of thing is kept, said of the kind: the files it names are its place
    placed = "Release notes are kept in docs/release_notes.md, newest first."
    assert one_off([(d, lesson("Put the release notes in docs/release_notes.md."))], look)
    assert not one_off([(d, lesson(placed))], look)


@pytest.mark.parametrize(
    "sentence",
    [
        "改完接口以后，必须同步更新接口文档。",
        "- 新建的模块务必带上单元测试",
        "【提交】提交前必须跑一遍格式化脚本。",
        "每个配置項目都必須寫註解",
    ],
)
def test_a_chinese_must_with_no_subject_tells_the_agent(sentence: str) -> None:
    from kenning.daemon.learning.gates import tells_agent

    assert tells_agent(sentence)


@pytest.mark.parametrize(
    "sentence",
    [
        "要解决这个问题，您必须先完成数据库迁移。",  # the assistant's formal "you": its answer
        "必须修复的问题:",  # a heading over a list
        "[app]:42 请注意 open 与 close 必须配对使用",  # a log line under its source tag
        "この項目は必須です",  # Japanese: "required", a field's mark
        "部署前必须备份吗？",  # a question
    ],
)
def test_what_a_chinese_must_does_not_mark(sentence: str) -> None:
    from kenning.daemon.learning.gates import tells_agent

    assert not tells_agent(sentence)


def test_a_chinese_must_in_a_doubted_turn_is_a_lesson() -> None:
    # an order for the task with the person's rule in it: the rule is kept, not tentative
    session = (
        _Claude()
        .user("给登录页加一个记住我选项。")
        .bash("npm test", "ok")
        .user("注意：修改接口以后，必须同步更新接口文档。")
        .session()
    )
    said = [x for x in extract_lessons(read_trace(session)) if x.kind != "error_fix"]
    assert any("必须同步更新接口文档" in x.text and not x.tentative for x in said)


def test_lines_under_a_heading_that_names_rules() -> None:
    from kenning.daemon.learning.conventions import under_rules
    from kenning.daemon.learning.statements import sentences

    brief = (
        "Context:\nA tool that renames photos by the date they were taken.\n\n"
        "Guidelines:\nKeep it a single Python file with no third-party packages.\n"
        "Log to stderr, never to a file.\n\n"
        "Requirements:\n- it reads EXIF dates\n- it skips files it cannot read\n\n"
        "## Constraints\nDo not rename files outside the folder it was given."
    )
    parts = sentences(brief)
    marked = {parts[i] for i in under_rules(parts)}
    assert any("single Python file" in p for p in marked)
    assert any("stderr" in p for p in marked)
    assert any("outside the folder" in p for p in marked)
    # the feature's requirements and the context are not the person's rules
    assert not any("EXIF" in p or "renames photos" in p for p in marked)
    assert under_rules(sentences("Fix the parser. Rules are in the README.")) == set()


def test_a_practice_tied_to_the_person_s_act_is_a_workflow() -> None:
    session = (
        _Claude()
        .user("Draft the spec for the search page.")
        .bash("ls docs", "specs.md")
        .user("When I run the spec command, read docs/specs.md for the page list.")
        .session()
    )
    said = [x for x in extract_lessons(read_trace(session)) if x.kind != "error_fix"]
    assert [(x.kind, x.tentative) for x in said if "spec command" in x.text] == [
        ("workflow", False)
    ]


@pytest.mark.parametrize(
    "sentence",
    [
        "Pull in as few packages as possible, each one is a dependency to audit.",
        "Keep the config to the minimum.",
        "Write as little glue code as you can.",
        "Treat the invoice date as the due date until told otherwise.",
        "Leave the feature flag on until I say otherwise.",
        "I want all migrations reversible.",
        "I expect every endpoint to return JSON errors.",
        "Release notes are kept in docs/releases, one file a version.",
        "All fixtures should be stored under tests/data.",
        # a norm for every one of a kind, said of the kind
        "Each handler must log its errors with the request id.",
        "Any new script should use set -euo pipefail.",
        "all env variables the user provides for a test should be named like TEST_VAR_x",
        "Auth: every route requires a session cookie",  # a brief's label before the norm
        # where a kind of thing goes in the project's tree
        "Place the worker code inside the jobs folder.",
        "keep all fixtures under the tests/data directory",
        # the project's tooling settled
        "let's get eslint and prettier set up for the web app",
        "Let's get CI set up to build the docs on every tag",
    ],
)
def test_a_measure_a_default_or_a_wish_is_a_convention_by_its_form(
    sentence: str,
) -> None:
    from kenning.daemon.learning.conventions import states_convention

    assert states_convention(sentence)


@pytest.mark.parametrize(
    "sentence",
    [
        "Is it as small as possible?",  # a question
        "I want all of this gone by Friday.",  # the thing at hand
        "I want the button blue.",  # one thing, not every one of a kind
        # a fact told to bear in mind: as often where a thing is as how to work (measured)
        "Note that the fixtures live in tests/data.",
        "Hold the deploy until I say so.",  # a hold for now (`gates.for_now`)
        "It should be placed in the footer.",  # the thing at hand
        "Explain what is kept in the cache.",
        # what this task's work is to reach, or the things at hand
        "All tests should pass now.",
        "Every page must load without errors.",
        "All the buttons should be blue.",
        "All of this should be removed.",
        "This route requires a session cookie.",  # one thing, not every one of a kind
        "any chance every helper could stay or should we drop some",  # a question, no mark
        "Place it inside the jobs folder.",  # the thing at hand
        "Put the logo in the header.",  # a place on the page, not in the tree
        "let us think about getting vitest set up later",  # an idea put up
        "Let's get it set up now.",
        "Let's get the database set up first.",  # a step of this task
        "Put my notes in the scratch folder.",  # the person's own things
        "Put the old dumps in the backup folder first, then delete the rest.",
    ],
)
def test_what_is_no_measure_default_or_wish(sentence: str) -> None:
    from kenning.daemon.learning.conventions import states_convention

    assert not states_convention(sentence)


def test_until_told_otherwise_is_a_default_not_a_hold() -> None:
    from kenning.daemon.learning.gates import for_now

    assert for_now("Keep the old endpoint until we say so.")
    assert not for_now("Keep the old endpoint until we say otherwise.")
    # "for now", and an order not to do something yet, hold for the task at hand
    assert for_now("Use sqlite for now, we move to postgres later.")
    assert for_now("Don't start editing files yet, just read the code.")
    assert for_now("先不要提交代码")
    assert not for_now("From now on, use sqlite for the tests.")
    assert not for_now("For now on, use sqlite for the tests.")  # "from now on", misspelt
    assert not for_now("Never commit generated files.")


def test_the_agent_s_choice_said_wrong_is_a_correction_whatever_its_turn() -> None:
    from kenning.daemon.learning.conventions import corrects_choice

    assert corrects_choice("That is wrong, it should be a named export.")
    assert corrects_choice("this is incorrect; it should use the UTC clock")
    assert not corrects_choice("Is that wrong, should it be a named export?")
    assert not corrects_choice("The total is wrong.")
    session = (
        _Claude()
        .user("Add the date picker to the booking form.")
        .bash("npm test", "ok")
        .user("That is wrong, it should be a controlled input. Does the form still submit?")
        .session()
    )
    said = [x for x in extract_lessons(read_trace(session)) if x.kind != "error_fix"]
    assert [(x.kind, x.tentative) for x in said if "controlled input" in x.text] == [
        ("correction", False)
    ]


def test_a_line_under_a_rules_heading_is_usable_in_a_long_brief() -> None:
    from kenning.daemon.learning.lessons import usable_sentences
    from kenning.daemon.learning.statements import sentences

    rule = "Define the version in the code and set it at build time through linker flags."
    brief = "\n".join(
        ["Guidelines:", rule, "", "Project:"]
        + [f"The tool copies folder {n} into an archive of its own." for n in range(12)]
    )
    parts = sentences(brief)
    usable = {parts[i] for i in usable_sentences(parts)}
    assert rule in usable


def test_a_fact_of_a_convention_s_form_is_usable_in_a_long_turn_the_judge_is_sure_of() -> None:
    from kenning.daemon.learning.conventions import states_convention
    from kenning.daemon.learning.lessons import usable_sentences
    from kenning.daemon.learning.pasted_text import expository
    from kenning.daemon.learning.statements import sentences

    fact = "- The virtual environment is located at ./venv or at .venv beside the code."
    prose = "- The tool copies each of the folders into an archive of its own."
    turn = "\n".join(["Some context first:", fact, prose, prose, "Then the task:", prose])
    parts = sentences(turn)
    assert states_convention(fact) and expository(fact)
    assert not states_convention(prose) and expository(prose)
    # a long text describes rather than instructs: pasted docs, an answer copied back …
    assert fact not in {parts[i] for i in usable_sentences(parts)}
    # … unless the judge is sure the turn states a lesson: then a fact in a convention's
    # form is the person's, and a description of another form still is not
    sure = {parts[i] for i in usable_sentences(parts, facts=True)}
    assert fact in sure and prose not in sure


def test_a_refusal_that_names_its_exception_is_a_rule_s_form() -> None:
    from kenning.daemon.learning.conventions import excepts

    assert excepts("Don't add a new dependency unless there is no other way.")
    assert excepts("never force-push to the release branch unless I ask")
    assert excepts("I dont want retries in the importer unless the network is flaky, it hides bugs")
    # an order for now, a question, or a condition with no refusal is not
    assert not excepts("Add the index unless it exists.")
    assert not excepts("Should we skip the cache unless it is warm?")
    assert not excepts("No.")
