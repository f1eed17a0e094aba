"""A person's words said again in another session, in words the judge made no lesson of.

A convention said once is a proposal. When a sentence of the person's turns in
another session of the same project names what it names, binds the work and
means it (MiniLM cosine at least `RESTATED_MIN`), the lesson was said again and
the rule is active (daemon/learning/grouping.py `restated`). Sessions are real
Claude Code transcripts ingested into a real SQLite store; the model is the
real offline MiniLM.
"""

from __future__ import annotations

from pathlib import Path

from kenning.daemon.core.config import Settings, resolve_paths
from kenning.daemon.core.models import RuleState
from kenning.daemon.learning.diary import Diary
from kenning.daemon.learning.grouping import restated
from kenning.daemon.learning.lessons import Lesson
from kenning.daemon.learning.reflect import reflect
from kenning.daemon.retrieval.embedding.embedder import shared_embedder
from kenning.daemon.safety.sanitize import default_sanitizer
from kenning.daemon.store.db import Store
from kenning.daemon.store.rules import RuleRepo
from kenning.daemon.store.sessions import SessionRepo

from .learning_sessions import Step, ingest_home, write_session

REDACT = default_sanitizer().redact
RULE = "Always run python scripts with `uv run`, never with the system python."


def _said(home: Path, name: str, words: str, cwd: str = "/srv/api", day: int = 1) -> str:
    steps: list[Step] = [("user", words), ("assistant", "Done.")]
    return write_session(home, name, steps, cwd=cwd, day=day)[1]


def _lesson(text: str, kind: str = "convention") -> Lesson:
    return Lesson(kind=kind, text=text, key=text[:20], idx=0, scope="repo")


def test_the_person_s_messages_that_name_a_thing(store: Store, tmp_path: Path) -> None:
    home = tmp_path / "agent-home"
    first = _said(home, "first", RULE)
    second = _said(home, "second", "Use Uv run for the tests too.", day=2)
    _said(home, "elsewhere", "uv run lint", cwd="/srv/web", day=3)
    ingest_home(store, home)
    repo = SessionRepo(store)
    assert repo.said_naming("/srv/api", [first], ["uv"]) == [
        (second, "Use Uv run for the tests too.")
    ]
    assert repo.said_naming("/srv/api", [first, second], ["uv"]) == []
    assert [s for s, _ in repo.said_naming("/srv/web", [], ["uv"])] != []
    assert repo.said_naming(None, [], ["uv"]) == []


def test_restated_needs_the_same_thing_binding_words_and_the_meaning(
    store: Store, tmp_path: Path, model_root: Path
) -> None:
    home = tmp_path / "agent-home"
    first = _said(home, "first", RULE)
    _said(home, "again", "Run the scripts through uv run, not the bare interpreter.", day=2)
    _said(home, "asked", "Why does uv run fail on the lint step?", day=3)
    _said(home, "other", "Use uv run for the docs build, it has its own env.", day=4)
    ingest_home(store, home)
    look = SessionRepo(store).said_naming
    embedder = shared_embedder(Settings(), resolve_paths())
    d = Diary(session_id=first, workspace="/srv/api")
    assert restated([(d, _lesson(RULE))], look, {RULE}, embedder)
    # the same words elsewhere in a question, a rule that names nothing, no model: not said
    asked = "Why does uv run fail on the lint step?"
    assert not restated([(d, _lesson(asked))], look, {asked}, embedder)
    plain = "Always check what you were asked is actually done."
    assert not restated([(d, _lesson(plain))], look, {plain}, embedder)
    assert not restated([(d, _lesson(RULE))], look, {RULE}, None)
    # an error fix is seen again, not said again; a tentative lesson waits for its own
    assert not restated([(d, _lesson(RULE, kind="error_fix"))], look, {RULE}, embedder)
    maybe = _lesson(RULE).model_copy(update={"tentative": True})
    assert not restated([(d, maybe)], look, {RULE}, embedder)
    # the same turn sent again in another session is no second time
    again = "Run the scripts through uv run, not the bare interpreter."
    assert not restated(
        [(d, _lesson(RULE))],
        lambda w, b, t: [(s, x) for s, x in look(w, b, t) if x == again],
        {RULE, again},
        embedder,
    )


def test_reflection_makes_a_rule_said_again_in_other_words_active(
    store: Store, tmp_path: Path, model_root: Path
) -> None:
    home = tmp_path / "agent-home"
    _said(home, "rule", RULE)
    # long: the two are not one lesson by `same_meaning` (a long statement needs 0.82)
    again = (
        "Use `uv run` for every python script in this repo, do not use the system "
        "python, the environment is pinned by the lock file."
    )
    _said(home, "again", again, day=2)
    ingest_home(store, home)
    embedder = shared_embedder(Settings(), resolve_paths())
    report = reflect(store, Settings(), redact=REDACT, embedder=embedder)
    rules = {r.content: r.state for r in RuleRepo(store).list()}
    assert rules.get(RULE) == RuleState.ACTIVE
    mine = [x for x in report.deltas if x.content == RULE]
    assert mine and "said again in other words" in mine[0].reason


def test_a_rule_said_once_stays_a_proposal(store: Store, tmp_path: Path, model_root: Path) -> None:
    home = tmp_path / "agent-home"
    _said(home, "rule", RULE)
    _said(home, "unrelated", "Use pnpm for the web client, not npm.", day=2)
    ingest_home(store, home)
    embedder = shared_embedder(Settings(), resolve_paths())
    reflect(store, Settings(), redact=REDACT, embedder=embedder)
    rules = {r.content: r.state for r in RuleRepo(store).list()}
    assert rules.get(RULE) == RuleState.PROPOSAL
