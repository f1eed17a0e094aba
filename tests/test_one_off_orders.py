"""An order about this task's objects is no proposal until the person names them again.

Where a log holds none of the agent's work (no run, no edit), a person's words said
in one session that name objects of the code (a path, a file, an identifier) the
person names in no other session of the project, and hold no word that makes them
hold beyond the task, are an order for that task (daemon/learning/grouping.py
`one_off`): reflection waits for them to be said again. Sessions are real Claude
Code transcripts ingested into a real SQLite store.
"""

from __future__ import annotations

from pathlib import Path

from kenning.daemon.core.config import Settings
from kenning.daemon.learning.diary import Diary
from kenning.daemon.learning.gates import (
    holds_beyond,
    holds_for_work,
    orders_later,
    orders_on_thing,
    orders_work,
    task_things,
)
from kenning.daemon.learning.grouping import one_off
from kenning.daemon.learning.lessons import Lesson
from kenning.daemon.learning.reflect import reflect
from kenning.daemon.safety.sanitize import default_sanitizer
from kenning.daemon.store.db import Store
from kenning.daemon.store.rules import RuleRepo
from kenning.daemon.store.sessions import SessionRepo

from .learning_sessions import Step, ingest_home, write_session

REDACT = default_sanitizer().redact
ORDER = "Do not call the setting OUT_DIR in the exporter, call it EXPORT_OUT_DIR instead."


def _said(home: Path, name: str, words: str, cwd: str = "/srv/api", day: int = 1) -> str:
    steps: list[Step] = [("user", words), ("assistant", "Done.")]
    return write_session(home, name, steps, cwd=cwd, day=day)[1]


def _lesson(text: str, kind: str = "convention", scope: str = "repo") -> Lesson:
    return Lesson(kind=kind, text=text, key=text[:20], idx=0, scope=scope)


def test_the_things_a_statement_names() -> None:
    assert task_things(ORDER) == ["out_dir", "export_out_dir"]
    assert task_things("Keep `cacheRoot` in src/cache/config.py.") == [
        "cacheroot",
        "src/cache/config.py",
    ]
    # tools and commands are not objects of the code at hand, nor is a product's name
    assert task_things("Use uv run for scripts, not the system interpreter.") == []
    assert task_things("No, use `uv add`, not pip, for TypeScript and MySQL too.") == []
    assert holds_beyond("From now on put temporary files under tmp/.")
    assert holds_beyond("We prefer dataclasses over bare tuples.")
    assert not holds_beyond(ORDER)
    # "make sure" as often checks this task's work as it states a practice
    assert not holds_beyond("Deploy the preview and make sure the page loads.")


def test_words_that_order_a_piece_of_work_now() -> None:
    assert orders_work("Stop the worker, clear its queue and start it again.")
    assert orders_work("Now write a smoke test for the importer.")
    assert orders_work("Revise the parser, the header row should be skipped.")
    assert not orders_work("Use uv run for scripts, not the system interpreter.")
    assert not orders_work("Checkout scripts are kept in tools/.")


def test_words_that_go_on_to_order_work_on_what_is_at_hand() -> None:
    assert orders_later(
        "The service already sits behind the proxy, so skip the TLS setup, continue"
    )
    assert orders_later(
        "Keep the scratch files under scratch/. Then you try it on the sample file."
    )
    assert orders_later("The parser comes from our fork, revise your migration notes")
    assert orders_later("The old loader skipped blank rows, replicate this behaviour")
    assert orders_later("Do not call it TMP_ROOT, rename it to SCRATCH_ROOT")
    assert orders_later("The retries may be counted twice, I cannot tell, you need to check it.")
    assert orders_later("Do not start the emulator, just find out how the launcher boots it")
    assert orders_later("Keep the toolchain path in the README, explain what flags are passed")
    assert orders_later("The report loader lives in lib/report.py. See how we can make it stream")
    assert not orders_later("Use uv run for scripts, then check the lockfile into git.")
    assert not orders_later("Stop the worker, clear its queue and start it again.")


def test_words_that_describe_what_the_task_builds_do_not_hold_beyond_it() -> None:
    # "each invoice", "are always applied": the things the task builds, not how to work
    assert not holds_for_work("Implement summary.py, print the total of each invoice.")
    assert not holds_for_work("Revise the importer, drop dry_run, imports are always applied.")
    assert not holds_for_work("Check the exporter, it will never skip an empty row.")
    assert holds_beyond("Implement summary.py, print the total of each invoice.")
    # how to work still holds
    assert holds_for_work("Continue, and always note this: in CI you use the pinned image.")
    assert holds_for_work("Revise the design doc, prefer enums over string constants.")
    # a choice between this task's options is not a standing preference
    assert not holds_for_work("Revise it, put the logs in /var/log/app or in ./logs (prefer this)")
    assert holds_for_work("Fix the parser, and run the tests after every change.")


def test_the_person_s_words_of_other_sessions_of_the_project(store: Store, tmp_path: Path) -> None:
    home = tmp_path / "agent-home"
    first = _said(home, "first", ORDER)
    second = _said(home, "second", "The exporter reads EXPORT_OUT_DIR at start.", day=2)
    _said(home, "elsewhere", "Print OUT_DIR in the other project.", cwd="/srv/web", day=3)
    ingest_home(store, home)
    repo = SessionRepo(store)
    things = ["out_dir", "export_out_dir"]
    # the first session's own words do not count, another project's neither; case is ignored
    assert repo.named_elsewhere("/srv/api", [first], things) == {"export_out_dir"}
    assert repo.named_elsewhere("/srv/api", [first, second], things) == set()
    assert repo.named_elsewhere("/srv/web", [], things) == {"out_dir"}
    assert repo.named_elsewhere(None, [], things) == set()
    # only the sessions that started before a time
    row = repo.session(second)
    assert row is not None
    assert repo.named_elsewhere("/srv/api", [first], things, row["started_at"]) == set()
    assert repo.named_elsewhere("/srv/api", [second], things, row["started_at"]) == {
        "out_dir",
        "export_out_dir",
    }


def test_one_off_needs_things_no_other_session_names(store: Store, tmp_path: Path) -> None:
    home = tmp_path / "agent-home"
    first = _said(home, "first", ORDER)
    ingest_home(store, home)
    look = SessionRepo(store).named_elsewhere
    d = Diary(session_id=first, workspace="/srv/api")
    assert one_off([(d, _lesson(ORDER))], look)
    # a practice that names nothing of the code, or says it holds beyond the task, is not
    assert not one_off([(d, _lesson("Use uv run for scripts, not the system interpreter."))], look)
    # an order of work now needs no named object to be one
    assert one_off([(d, _lesson("Stop the worker, then start it again."))], look)
    assert not one_off([(d, _lesson("Always keep OUT_DIR out of the exporter."))], look)
    # an order of work now whose "each", "always" describe what the task builds
    each = "Implement summary.py in scripts/, print the total of each invoice."
    assert one_off([(d, _lesson(each))], look)
    always = "Revise the importer, drop dry_run, imports are always applied."
    assert one_off([(d, _lesson(always))], look)
    # words that go on to order work on what is at hand, whatever they name
    later = "The service already sits behind the proxy, so skip the TLS setup, continue"
    assert one_off([(d, _lesson(later, kind="correction"))], look)
    assert not one_off([(d, _lesson("We always put the proxy first, continue"))], look)
    # a guardrail that says it holds for good, a workflow, words said to hold everywhere
    assert not one_off([(d, _lesson("Never edit OUT_DIR by hand.", kind="guardrail"))], look)
    assert one_off([(d, _lesson("Do not read OUT_DIR.", kind="guardrail"))], look)
    assert not one_off([(d, _lesson("Do not edit OUT_DIR.", kind="guardrail"))], look)
    assert not one_off([(d, _lesson(ORDER, kind="workflow"))], look)
    assert not one_off([(d, _lesson(ORDER, scope="everywhere"))], look)
    # said in two sessions: not one session's order
    other = Diary(session_id="claude_code:other", workspace="/srv/api")
    assert not one_off([(d, _lesson(ORDER)), (other, _lesson(ORDER))], look)
    # unless it is one turn sent again whole (a retry, the same prompt pasted again)
    resent = _lesson(ORDER).model_copy(update={"turn": "turn-1"})
    assert one_off([(d, resent), (other, resent)], look)
    # a log that keeps the agent's work (its runs, its edits) tells what the words corrected
    worked = Diary(session_id=first, workspace="/srv/api", commands=["pytest -q"])
    assert not one_off([(worked, _lesson(ORDER))], look)


def test_reflection_waits_for_an_order_about_this_task_s_objects(
    store: Store, tmp_path: Path
) -> None:
    home = tmp_path / "agent-home"
    _said(home, "order", ORDER)
    _said(home, "practice", "Use uv run for scripts, not the system interpreter.", day=2)
    ingest_home(store, home)
    reflect(store, Settings(), redact=REDACT)
    assert [r.content for r in RuleRepo(store).list()] == [
        "Use uv run for scripts, not the system interpreter."
    ]


def test_an_order_whose_things_another_session_names_is_proposed(
    store: Store, tmp_path: Path
) -> None:
    home = tmp_path / "agent-home"
    _said(home, "order", ORDER, day=3)
    _said(home, "earlier", "Where does the exporter write EXPORT_OUT_DIR?", day=1)
    ingest_home(store, home)
    reflect(store, Settings(), redact=REDACT)
    assert [r.content for r in RuleRepo(store).list()] == [ORDER]


def test_a_thing_named_only_in_later_sessions_is_one_this_task_made(
    store: Store, tmp_path: Path
) -> None:
    # "call it EXPORT_OUT_DIR" names a setting the later sessions use because this task made
    # it: the order is still this task's (what the daemon, reflecting as sessions settle, says)
    home = tmp_path / "agent-home"
    _said(home, "order", ORDER, day=3)
    _said(home, "later", "Where does the exporter write EXPORT_OUT_DIR?", day=4)
    ingest_home(store, home)
    reflect(store, Settings(), redact=REDACT)
    assert [r.content for r in RuleRepo(store).list()] == []


def test_a_statement_said_beside_an_order_on_a_named_file_is_that_task_s(
    store: Store, tmp_path: Path
) -> None:
    home = tmp_path / "agent-home"
    first = _said(home, "first", ORDER)
    ingest_home(store, home)
    look = SessionRepo(store).named_elsewhere
    d = Diary(session_id=first, workspace="/srv/api")
    # "Create `bundle.sh` in scripts/, …. For temporary files, you make a tmp folder in the
    # output dir": the second sentence names nothing, but details the order beside it
    detail = _lesson("For temporary files, you make a tmp folder in the output dir.")
    assert not one_off([(d, detail)], look)
    beside = detail.model_copy(update={"beside_task": True})
    assert one_off([(d, beside)], look)
    # and so is a prohibition said with it, unless it says it holds beyond the task
    guard = _lesson("Do not modify files outside the output dir.", kind="guardrail")
    assert one_off([(d, guard.model_copy(update={"beside_task": True}))], look)
    assert not one_off([(d, guard)], look)
    for words in ("Always keep temporary files in a tmp folder.", "Never push to main."):
        holds = _lesson(words).model_copy(update={"beside_task": True})
        assert not one_off([(d, holds)], look)


PREFERRED = (
    "We prefer to build pg_dsn from its host and port parts, and the whole dsn should be "
    "assembled at start, revise the DBConfig class."
)


def test_words_that_order_work_on_a_named_thing_in_a_later_clause() -> None:
    assert orders_on_thing(PREFERRED)
    assert orders_on_thing("Revert it, CACHE_ROOT is better set in the compose file.")
    assert orders_on_thing("See above, and you shall check settings.yaml, then mount it.")
    # a remedy after a prohibition is no order of work now, nor a product's name
    assert not orders_on_thing("Never hardcode the endpoint; read API_ENDPOINT from the env.")
    assert not orders_on_thing("Use the loguru logger instead of print in this codebase.")
    assert not orders_on_thing("Keep tests in unittests/, and put scratch tests in tmp/.")


def test_a_preference_said_while_ordering_work_on_this_task_s_things(
    store: Store, tmp_path: Path
) -> None:
    home = tmp_path / "agent-home"
    first = _said(home, "first", PREFERRED)
    ingest_home(store, home)
    look = SessionRepo(store).named_elsewhere
    d = Diary(session_id=first, workspace="/srv/api")
    assert one_off([(d, _lesson(PREFERRED))], look)
    # the same preference without the order holds beyond the task
    alone = "We prefer to build pg_dsn from its host and port parts."
    assert not one_off([(d, _lesson(alone))], look)
    # a preference beside an order that names nothing of the code
    assert not one_off([(d, _lesson("We always put the proxy first, revise it"))], look)


def test_reflection_proposes_the_preference_once_an_earlier_session_names_its_things(
    store: Store, tmp_path: Path
) -> None:
    home = tmp_path / "agent-home"
    _said(home, "order", PREFERRED, day=3)
    ingest_home(store, home)
    reflect(store, Settings(), redact=REDACT)
    assert [r.content for r in RuleRepo(store).list()] == []
    other = tmp_path / "other-home"
    _said(other, "order", PREFERRED, day=3)
    _said(other, "earlier", "Where does the config read pg_dsn from?", day=1)
    fresh = Store.open(tmp_path / "other.db")
    try:
        ingest_home(fresh, other)
        reflect(fresh, Settings(), redact=REDACT)
        assert [r.content for r in RuleRepo(fresh).list()] == [PREFERRED]
    finally:
        fresh.close()


def test_the_thing_at_hand_wanted_by_a_pronoun_is_a_request_for_now() -> None:
    from kenning.daemon.learning.gates import asks
    from kenning.daemon.learning.lessons import usable_sentences

    for said in (
        "We need this in the changelog as well.",
        "i want it green",
        "No, I don't want it named after the module.",
        "ok we need these as well",
    ):
        assert asks(said), said
        assert usable_sentences([said]) == [], said
    for said in (
        "We need tests for every new endpoint.",  # a kind of thing, not the one at hand
        "I want all migrations reversible.",
        "I don't want you to touch the billing tables.",
        "We need this to always run before the build.",  # says it holds beyond the task
    ):
        assert not asks(said), said
