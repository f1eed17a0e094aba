"""The judge (daemon/learning/judge.py): what a person's turn is, learned; only their words
count; the kind and the scope they meant reach the rule. Every phrasing here is invented."""

from __future__ import annotations

import dataclasses
import hashlib
from pathlib import Path
from typing import Any

import numpy as np
import pytest

from kenning.daemon.core.config import Settings
from kenning.daemon.core.models import Origin, Role, Rule, RuleKind, RuleState, Scope
from kenning.daemon.core.transcripts import Message, Session, ToolCall
from kenning.daemon.learning.judge import (
    DURABLE,
    HEADS,
    KINDS,
    WEIGHTS_ENV,
    Head,
    Judge,
    TurnInput,
    Weights,
    default_judge,
    feature_names,
    judge_for,
    load_weights,
    save_weights,
    turn_structure,
    weights_path,
)
from kenning.daemon.learning.lessons import extract_lessons
from kenning.daemon.learning.reflect import reflect
from kenning.daemon.learning.trace import Said, read_trace
from kenning.daemon.safety.sanitize import default_sanitizer
from kenning.daemon.store.db import Store
from kenning.daemon.store.rules import RuleRepo

from .learning_sessions import Step, ingest_home, write_session
from .reliability_scale import scale

REDACT = default_sanitizer().redact


@pytest.fixture(scope="module")
def judge() -> Judge:
    return default_judge()


def _random_weights(seed: int) -> Weights:
    """Weights of the right shapes, from a seeded generator (for the file format only)."""
    rng = np.random.default_rng(seed)

    def head(features: int, classes: int) -> Head:
        return Head(
            rng.normal(size=(features, classes)), rng.normal(size=classes),
            rng.normal(size=features), rng.uniform(0.5, 2.0, size=features),
        )  # fmt: skip

    return Weights(
        turn=head(10, len(KINDS)), turn_plain=head(4, len(KINDS)),
        sentence=head(10, 2), sentence_plain=head(4, 2),
        kind=head(10, len(DURABLE)), kind_plain=head(4, len(DURABLE)),
        practice=head(10, 2), practice_plain=head(4, 2),
        embedder="sentence-transformers/all-MiniLM-L6-v2", dim=384,
    )  # fmt: skip


def _turn(text: str, index: int = 1, after_agent: bool = True) -> TurnInput:
    return TurnInput(text, index=index, count=4, after_agent=after_agent)


DURABLE_SAID = [
    "From now on, every new endpoint gets an OpenAPI example in docs/api.yaml.",
    "We use pnpm in this repo, not npm: the lockfile is pnpm-lock.yaml.",
    "no, keep using `uv add` for dependencies here, pip never updates uv.lock.",
    "Always write the tests with pytest fixtures, never unittest classes.",
    "Never edit anything under src/generated/, regenerate it with `make codegen`.",
]
NOT_DURABLE_SAID = [
    "thanks, that works now",
    "/clear",
    "why does the nightly job take twenty minutes?",
    'Traceback (most recent call last):\n  File "jobs/sync.py", line 12, in <module>\n'
    "    import boto3\nModuleNotFoundError: No module named 'boto3'",
    "make the sign-up button green",
    "still failing, same error as before",
]


@pytest.mark.parametrize("text", DURABLE_SAID)
def test_a_practice_said_to_hold_is_a_lesson(judge: Judge, text: str) -> None:
    [verdict] = judge.turns([_turn(text)])
    assert verdict.durable >= judge.durable_threshold, (text, verdict)


@pytest.mark.parametrize("text", NOT_DURABLE_SAID)
def test_chit_chat_commands_questions_pastes_and_one_offs_are_not(judge: Judge, text: str) -> None:
    [verdict] = judge.turns([_turn(text)])
    assert verdict.durable < judge.durable_threshold, (text, verdict)
    assert verdict.kind not in DURABLE


Msg = tuple[Role, str, list[ToolCall]]


def _lesson_kind(judge: Judge, messages: list[Msg]) -> str:
    session = Session(
        id="claude_code:k1", native_id="k1", agent="claude_code", source_path="/x",
        workspace="/src/shop",
        messages=[
            Message(key=f"k{i}", idx=i, role=role, text=text, tool_calls=calls,
                    origin=Origin.HUMAN if role == Role.USER and text else None)
            for i, (role, text, calls) in enumerate(messages)
        ],
    )  # fmt: skip
    [lesson] = [x for x in extract_lessons(read_trace(session), judge) if x.kind != "error_fix"]
    return lesson.kind


def _ran(command: str, output: str, failed: bool) -> list[Msg]:
    call = ToolCall(name="Bash", call_id=command[:8], input={"command": command})
    result = ToolCall(name="Bash", call_id=command[:8], output=output, is_error=failed)
    return [(Role.ASSISTANT, "", [call]), (Role.TOOL, output, [result])]


def test_the_kinds_of_lesson(judge: Judge) -> None:
    ask: Msg = (Role.USER, "Add a discount field to the cart.", [])
    done: Msg = (Role.ASSISTANT, "Done: the field is in and the tests pass.", [])
    said = [
        ("Never touch the files in migrations/applied: add a new migration instead.", "guardrail"),
        ("Every time you finish a change, run `make check` and only then say it is done.",
         "workflow"),
    ]  # fmt: skip
    for text, kind in said:
        assert _lesson_kind(judge, [ask, done, (Role.USER, text, [])]) == kind, text
    # a practice stated with the task, before the agent did anything
    stated = "Add a discount field to the cart. In this repo we use pnpm, never npm or yarn."
    assert _lesson_kind(judge, [(Role.USER, stated, []), done]) == "convention"
    # the agent did it one way, the person says how it is done here
    fixed = [
        ask,
        *_ran("pip install stripe", "Successfully installed stripe-7.1.0", False),
        (Role.USER, "no, use `uv add` here, pip never updates uv.lock.", []),
        *_ran("uv add stripe", "Resolved 12 packages", False),
    ]
    assert _lesson_kind(judge, fixed) == "correction"


def _correction(judge: Judge, said: str, before: str, after: str, word: str) -> str:
    session = [
        (Role.USER, "Add a discount field to the cart.", []),
        *_ran(before, "ok", False),
        (Role.USER, said, []),
        *_ran(after, "ok", False),
    ]
    doubtful = Judge(dataclasses.replace(judge.weights, durable=0.0, tentative=0.0), judge.embedder)
    msgs = [
        Message(key=f"k{i}", idx=i, role=role, text=text, tool_calls=calls,
                origin=Origin.HUMAN if role == Role.USER and text else None)
        for i, (role, text, calls) in enumerate(session)
    ]  # fmt: skip
    trace = read_trace(Session(id="claude_code:c1", native_id="c1", agent="claude_code",
                               source_path="/x", workspace="/src/shop", messages=msgs))  # fmt: skip
    [lesson] = [x for x in extract_lessons(trace, doubtful) if word in x.text]
    return lesson.text


def test_what_the_agent_did_instead_joins_a_correction_that_names_it(judge: Judge) -> None:
    said = "no, use `uv add` here, pip never updates uv.lock."
    text = _correction(judge, said, "pip install stripe", "uv add stripe", "uv.lock")
    assert "`uv add stripe` rather than `pip install stripe`" in text
    # the person's words name neither program: the agent's next command is not the remedy
    said = "no, the discount is a percentage here, never a fixed amount."
    text = _correction(judge, said, "python scripts/seed.py", "pytest -q tests/cart", "percentage")
    assert "rather than" not in text and "pytest" not in text


def test_the_same_input_gives_the_same_verdict(judge: Judge) -> None:
    turns = [_turn(t) for t in DURABLE_SAID + NOT_DURABLE_SAID]
    again = Judge(load_weights(), judge.embedder)
    assert judge.turns(turns) == again.turns(turns) == judge.turns(turns)
    parts = [(t, [t.text, "And keep it short."]) for t in turns]
    assert judge.sentences(parts) == again.sentences(parts)


def _marks(text: str) -> dict[str, float]:
    names = feature_names("turn", 0)
    return dict(zip(names, turn_structure(_turn(text)), strict=True))


@pytest.mark.parametrize(
    ("text", "mark"),
    [
        ("I prefer small commits with one change each.", "voice"),
        ("we use black for formatting", "voice"),
        ("I don't want generated files in the diff.", "voice"),
        ("The migrations should never drop a column.", "modal_rule"),
        ("no force push unless I ask for it", "condition"),
        ("use ripgrep instead of grep", "condition"),
        ("以后不要自动提交", "norm_cjk"),
        ("提交前必ずテストを実行してください", "norm_cjk"),
        ("From now on, run the linter first.", "standing"),
        ("let's not pin the minor versions", "refusal"),
    ],
)
def test_the_structure_reads_the_shape_of_a_rule(text: str, mark: str) -> None:
    assert _marks(text)[mark] == 1.0, (text, mark)


def test_a_task_for_now_has_none_of_the_rule_marks() -> None:
    marks = _marks("rename parse_row to read_row in src/loader.py and rerun the tests")
    rule_marks = ("voice", "modal_rule", "condition", "norm_cjk", "standing", "refusal")
    assert [m for m in rule_marks if marks[m]] == []
    assert marks["non_latin"] == 0.0
    assert _marks("以后不要自动提交")["non_latin"] == 1.0


def test_without_the_model_the_judge_reads_the_structure(judge: Judge) -> None:
    from kenning.daemon.retrieval.embedding.embedder import HashingEmbedder

    plain = Judge(judge.weights, HashingEmbedder())
    assert not plain.uses_vectors and judge.uses_vectors
    [verdict] = plain.turns([_turn("/clear")])
    assert verdict.kind == "command"


def test_weights_are_written_the_same_byte_for_byte(tmp_path: Path) -> None:
    weights = _random_weights(seed=7)
    a = save_weights(tmp_path / "a.npz", weights)
    b = save_weights(tmp_path / "b.npz", _random_weights(seed=7))
    assert a == b == hashlib.sha256((tmp_path / "a.npz").read_bytes()).hexdigest()
    back = load_weights(tmp_path / "a.npz")
    assert back.digest == a and back.durable == weights.durable
    assert np.allclose(back.turn.w, weights.turn.w, atol=1e-6)


def _synthetic(every: int) -> Any:
    """The synthetic training set, every `every`-th turn with its sentences (1: all of it)."""
    from bench.judge_data import Loaded, load_synthetic

    loaded = load_synthetic()
    turns = loaded.turns[::every]
    kept = {id(ex.turn) for ex in turns}
    return Loaded(turns=turns, sentences=[s for s in loaded.sentences if id(s.turn) in kept])


@pytest.mark.slow
@pytest.mark.timeout(600)  # all of the set (bench long): ~2 minutes on a loaded machine
def test_retraining_on_the_same_data_gives_the_same_file(tmp_path: Path) -> None:
    """Loaded, embedded and trained twice: the same file. An eighth of the synthetic set in
    the suite (20 turns: each one's MiniLM vectors cost the time); all of it in `python -m
    bench long` (tests/reliability_scale.py)."""
    from bench.judge_train import Vectors, build, train

    every = scale(8, 1, 1)
    data = build(_synthetic(every), Vectors())
    thresholds = {"durable": 0.5, "tentative": 0.3, "sentence": 0.5, "practice": 0.5}
    name, dim = "sentence-transformers/all-MiniLM-L6-v2", 384
    first = save_weights(tmp_path / "1.npz", train(data, thresholds, name, dim))
    second = save_weights(tmp_path / "2.npz", train(build(_synthetic(every), Vectors()),
                                                     thresholds, name, dim))  # fmt: skip
    assert first == second


def test_other_weights_load_through_the_environment(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "fold.npz"
    digest = save_weights(path, dataclasses.replace(_random_weights(seed=3), durable=0.77))
    monkeypatch.setenv(WEIGHTS_ENV, str(path))
    assert weights_path() == path
    judge = default_judge()
    assert judge.weights.digest == digest and judge.durable_threshold == 0.77


def test_missing_weights_say_how_to_get_them(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from kenning.daemon.core.config import resolve_paths

    monkeypatch.setenv(WEIGHTS_ENV, str(tmp_path / "nowhere.npz"))
    with pytest.raises(FileNotFoundError, match=r"bench\.judge_train"):
        judge_for(Settings(), resolve_paths())


# -- only the person's words ----------------------------------------------------------------


def _session(messages: list[tuple[Role, Origin | None, str]]) -> Session:
    return Session(
        id="claude_code:s1",
        native_id="s1",
        agent="claude_code",
        source_path="/x",
        workspace="/src/shop",
        messages=[
            Message(key=f"k{i}", idx=i, role=role, text=text, origin=origin)
            for i, (role, origin, text) in enumerate(messages)
        ],
    )


RULE = "Never edit anything under src/generated/, regenerate it with `make codegen`."


@pytest.mark.parametrize(
    "origin", [Origin.INJECTED, Origin.EXPANSION, Origin.HANDOFF, Origin.TOOL, Origin.AGENT]
)
def test_only_the_humans_words_become_lessons(judge: Judge, origin: Origin) -> None:
    said_by_someone_else = _session([
        (Role.USER, Origin.HUMAN, "Add a discount field to the cart."),
        (Role.USER, origin, RULE),
        (Role.ASSISTANT, None, "Done."),
    ])  # fmt: skip
    trace = read_trace(said_by_someone_else)
    said = [ev for ev in trace.events if isinstance(ev, Said) and ev.text == RULE]
    assert all(ev.origin == origin.value and not ev.human for ev in said)
    assert [x for x in extract_lessons(trace, judge) if x.kind != "error_fix"] == []
    said_by_the_person = _session([
        (Role.USER, Origin.HUMAN, "Add a discount field to the cart."),
        (Role.ASSISTANT, None, "Done."),
        (Role.USER, Origin.HUMAN, RULE),
    ])  # fmt: skip
    [lesson] = extract_lessons(read_trace(said_by_the_person), judge)
    assert "make codegen" in lesson.text and "generated" in lesson.text


# -- the whole lesson, in the person's terms -----------------------------------------------


def _reflect_on(store: Store, tmp_path: Path, sessions: list[tuple[str, str, list[Step]]]) -> None:
    home = tmp_path / "user-home"
    for day, (name, cwd, steps) in enumerate(sessions, start=1):
        write_session(home, name, steps, cwd=cwd, day=day)
    ingest_home(store, home)
    reflect(store, Settings(), redact=REDACT)


def _said(text: str) -> list[Step]:
    return [
        ("user", "Add a CSV export of the orders page."),
        ("bash", "pytest -q", "12 passed in 0.40s", False),
        ("assistant", "The export is in place and the tests pass."),
        ("user", text),
        ("assistant", "Understood."),
    ]


def test_a_guardrail_is_learned_with_its_remedy(store: Store, tmp_path: Path) -> None:
    _reflect_on(store, tmp_path, [("guard", "/src/shop", _said(RULE))])
    [rule] = RuleRepo(store).list()
    assert rule.category == "guardrail" and "guardrail" in rule.tags
    assert "make codegen" in rule.content and "generated" in rule.content  # the remedy stays
    assert rule.scope == Scope.WORKSPACE and rule.scope_key == "/src/shop"


def test_a_workflow_is_learned(store: Store, tmp_path: Path) -> None:
    text = "Every time you finish a change, run `make check` and only then say it is done."
    _reflect_on(store, tmp_path, [("flow", "/src/shop", _said(text))])
    [rule] = RuleRepo(store).list()
    assert rule.category == "workflow" and rule.kind == RuleKind.WORKFLOW_RULE
    assert "make check" in rule.content


@pytest.mark.parametrize(
    ("text", "scope", "key"),
    [
        (
            "In every project, write commit messages in the imperative mood, never past tense.",
            Scope.GLOBAL,
            None,
        ),
        (
            "For *.tsx files, always use named exports, never default exports.",
            Scope.LANGUAGE,
            "typescript",
        ),
        (
            "In this repo we use pnpm, never npm: the lockfile is pnpm-lock.yaml.",
            Scope.WORKSPACE,
            "/src/shop",
        ),
    ],
)
def test_the_scope_the_person_meant_is_carried(
    store: Store, tmp_path: Path, text: str, scope: Scope, key: str | None
) -> None:
    _reflect_on(store, tmp_path, [("scoped", "/src/shop", _said(text))])
    [rule] = RuleRepo(store).list()
    assert (rule.scope, rule.scope_key) == (scope, key), rule


def test_said_everywhere_in_two_projects_is_one_rule(store: Store, tmp_path: Path) -> None:
    text = "In every project, write commit messages in the imperative mood, never past tense."
    _reflect_on(
        store, tmp_path, [("one", "/src/shop", _said(text)), ("two", "/src/blog", _said(text))]
    )
    [rule] = RuleRepo(store).list()
    assert rule.scope == Scope.GLOBAL and len(rule.provenance.sessions) == 2


def test_a_tentative_lesson_waits_for_a_second_session(
    store: Store, tmp_path: Path, judge: Judge
) -> None:
    # a judge for which no turn is surely durable: what it finds is only maybe a lesson,
    # a proposal to review from one session, active once said again in another
    # (and the words do not say it holds beyond the task: no always, never, from now on)
    unsure = Judge(dataclasses.replace(judge.weights, durable=1.01), judge.embedder)
    home = tmp_path / "user-home"
    write_session(home, "once", _said(UNMARKED), cwd="/src/shop", day=1)
    ingest_home(store, home)
    reflect(store, Settings(), redact=REDACT, judge=unsure)
    [maybe] = RuleRepo(store).list()
    assert maybe.state == RuleState.PROPOSAL and "make codegen" in maybe.content
    write_session(home, "again", _said(UNMARKED), cwd="/src/shop", day=2)
    ingest_home(store, home)
    reflect(store, Settings(), redact=REDACT, judge=unsure)
    [rule] = RuleRepo(store).list()
    assert len(rule.provenance.sessions) == 2 and "make codegen" in rule.content
    assert rule.state == RuleState.ACTIVE


UNMARKED = (
    "Generated code under src/generated/ is regenerated with `make codegen`, not edited by hand."
)


@pytest.mark.parametrize(
    "text",
    [
        "From now on, answer me in French and keep the code comments in English.",
        "Next time, ask me before you delete a branch on the remote.",
        "以后每次提交前先运行 `make check`",
        "以后注释都写英文",  # no spaces: its words are counted by its letters
        "I don't want you to add a second HTTP client, keep to httpx.",
    ],
)
def test_words_that_make_it_hold_beyond_the_task_are_a_lesson_when_the_judge_doubts(
    store: Store, tmp_path: Path, judge: Judge, text: str
) -> None:
    # a judge that finds no turn even maybe durable: the person's "from now on" (always,
    # never, next time…) still makes the sentence a lesson, learned from one session
    doubtful = Judge(
        dataclasses.replace(judge.weights, durable=1.01, tentative=1.01), judge.embedder
    )
    home = tmp_path / "user-home"
    write_session(home, "once", _said(text), cwd="/src/shop", day=1)
    ingest_home(store, home)
    reflect(store, Settings(), redact=REDACT, judge=doubtful)
    [rule] = RuleRepo(store).list()
    assert rule.state.value == "proposal" and rule.content.rstrip(".。") in text


def test_a_question_with_always_is_no_lesson(store: Store, tmp_path: Path, judge: Judge) -> None:
    doubtful = Judge(
        dataclasses.replace(judge.weights, durable=1.01, tentative=1.01), judge.embedder
    )
    home = tmp_path / "user-home"
    write_session(home, "once", _said("Do you always run the whole suite?"), cwd="/src/shop")
    ingest_home(store, home)
    reflect(store, Settings(), redact=REDACT, judge=doubtful)
    assert RuleRepo(store).list() == []


def test_weights_hold_every_head(judge: Judge) -> None:
    w = judge.weights
    assert isinstance(w, Weights) and w.embedder.startswith("sentence-transformers/")
    for name in HEADS:
        head = getattr(w, name)
        assert isinstance(head, Head) and head.w.shape[0] == head.mu.shape[0]
    assert w.turn.w.shape[1] == len(KINDS) and w.kind.w.shape[1] == len(DURABLE)
    assert 0 < w.tentative <= w.durable < 1


def test_an_instruction_for_now_waits_for_a_second_session(
    store: Store, tmp_path: Path, judge: Judge
) -> None:
    # a judge that takes every turn for a lesson: words with nothing that binds the work
    # are still only an instruction for now, and one session makes no active rule of them
    eager = Judge(dataclasses.replace(judge.weights, durable=0.0, tentative=0.0), judge.embedder)
    home = tmp_path / "user-home"
    write_session(
        home, "now", _said("Restart the dev server and open the login page."), cwd="/src/shop"
    )
    ingest_home(store, home)
    reflect(store, Settings(), redact=REDACT, judge=eager)
    live = RuleRepo(store).list()
    assert not [r for r in live if "login page" in r.content and r.state == RuleState.ACTIVE]
    write_session(
        home,
        "rule",
        _said("In this repo the dev server is restarted with `make dev`."),
        cwd="/src/shop",
        day=2,
    )
    ingest_home(store, home)
    reflect(store, Settings(), redact=REDACT, judge=eager)
    assert [r for r in RuleRepo(store).list() if "make dev" in r.content]


@pytest.mark.parametrize(
    ("said", "lesson", "left_out"),
    [
        # an order on a named file is a task, a log line data: neither joins the lesson
        (
            "Never call deploy_old.sh from the build. "
            "Revise scripts/build.sh so it uses deploy.sh.",
            "Never call deploy_old.sh from the build.",
            "Revise",
        ),
        (
            "Always run the linter before a commit. [12:00:01] ERROR lint failed in src/app.py:3:1",
            "Always run the linter before a commit.",
            "ERROR",
        ),
    ],
)
def test_a_sentence_the_gates_reject_is_no_part_of_a_lesson(
    judge: Judge, said: str, lesson: str, left_out: str
) -> None:
    eager = Judge(dataclasses.replace(judge.weights, durable=0.0, tentative=0.0), judge.embedder)
    msgs = [
        Message(key=f"k{i}", idx=i, role=role, text=text,
                origin=Origin.HUMAN if role == Role.USER else None)
        for i, (role, text) in enumerate([(Role.USER, said), (Role.ASSISTANT, "Done.")])
    ]  # fmt: skip
    trace = read_trace(Session(id="claude_code:g1", native_id="g1", agent="claude_code",
                               source_path="/x", workspace="/src/shop", messages=msgs))  # fmt: skip
    assert [x.text for x in extract_lessons(trace, eager)] == [lesson]


@pytest.mark.parametrize(
    "text",
    [
        "Why is the parser imported twice in the report module?",
        "Can we run the smoke test locally to see that the export works.",
        "Modify tools/seed.sh so the retry count is 3 by default.",
    ],
)
def test_a_question_a_request_or_an_order_for_now_is_no_lesson(
    store: Store, tmp_path: Path, judge: Judge, text: str
) -> None:
    # even a judge that takes every turn for a lesson learns nothing from them
    eager = Judge(dataclasses.replace(judge.weights, durable=0.0, tentative=0.0), judge.embedder)
    home = tmp_path / "user-home"
    for n, day in (("one", 1), ("two", 2)):
        write_session(home, n, _said(text), cwd="/src/shop", day=day)
    ingest_home(store, home)
    reflect(store, Settings(), redact=REDACT, judge=eager)
    # (the sessions' task, "Add a CSV export …", is what that judge learns of them)
    assert [r.content for r in RuleRepo(store).list() if "CSV" not in r.content] == []


@pytest.mark.parametrize(
    ("practice", "order"),
    [
        (
            "We prefer dataclasses over dicts for records.",
            "Now fix the failing test in the parser.",
        ),
        (
            "Use pnpm for every package you add, not npm.",
            "Run the migration again and show me the output.",
        ),
        ("Avoid global state in the services.", "Then rename the helper to load_config."),
    ],
)
def test_the_practice_head_tells_a_practice_from_an_order_for_now(
    judge: Judge, practice: str, order: str
) -> None:
    turn = _turn(f"{order} {practice}")
    [[said_order, said_practice]] = judge.sentences([(turn, [order, practice])])
    assert said_practice.practice > said_order.practice


def test_sentences_left_out_are_neither_embedded_nor_judged(judge: Judge) -> None:
    parts = ["Add the CSV export to the report page.", "Avoid global state in the services."]
    turn = _turn(" ".join(parts))
    fresh = Judge(judge.weights, judge.embedder)
    [[skipped, kept]] = fresh.sentences([(turn, parts)], only=[[1]])
    assert skipped.practice == skipped.lesson == 0.0 and len(fresh._memo) == 1
    [[_, whole]] = judge.sentences([(turn, parts)])
    # (the same up to the last bits of a matrix product over another number of rows)
    assert kept.practice == pytest.approx(whole.practice, abs=1e-12)
    assert kept.lesson_probs == pytest.approx(whole.lesson_probs, abs=1e-12)


MID_TASK = (
    "The export button on the report page does nothing yet, wire it to the CSV writer. "
    "Keep the handlers thin and put the logic in services."
)


def test_a_practice_said_inside_a_task_waits_for_a_second_session(
    store: Store, tmp_path: Path, judge: Judge
) -> None:
    # a judge that finds no turn even maybe durable, and a practice head that finds every
    # sentence the gates let through a lesson alone: what it finds is tentative
    alone = Judge(
        dataclasses.replace(judge.weights, durable=1.01, tentative=1.01, practice_threshold=0.0),
        judge.embedder,
    )
    home = tmp_path / "user-home"
    write_session(home, "once", _said(MID_TASK), cwd="/src/shop", day=1)
    ingest_home(store, home)
    reflect(store, Settings(), redact=REDACT, judge=alone)
    assert {r.state for r in RuleRepo(store).list()} <= {RuleState.PROPOSAL}

    def active() -> list[Rule]:
        rules = RuleRepo(store).list()
        return [r for r in rules if "handlers thin" in r.content and r.state == RuleState.ACTIVE]

    # the same long turn sent again (a retry, a paste) is said once
    write_session(home, "retry", _said(MID_TASK), cwd="/src/shop", day=2)
    ingest_home(store, home)
    reflect(store, Settings(), redact=REDACT, judge=alone)
    assert not active()
    # a practice said again in another session is learned
    practice = "Keep the handlers thin and put the logic in services."
    for n, day in (("said", 3), ("again", 4)):
        write_session(home, n, _said(practice), cwd="/src/shop", day=day)
    ingest_home(store, home)
    reflect(store, Settings(), redact=REDACT, judge=alone)
    assert active()


def test_without_the_practice_head_a_doubted_turn_teaches_nothing(
    store: Store, tmp_path: Path, judge: Judge
) -> None:
    never = Judge(
        dataclasses.replace(judge.weights, durable=1.01, tentative=1.01, practice_threshold=1.01),
        judge.embedder,
    )
    home = tmp_path / "user-home"
    for n, day in (("one", 1), ("two", 2)):
        write_session(home, n, _said(MID_TASK), cwd="/src/shop", day=day)
    ingest_home(store, home)
    reflect(store, Settings(), redact=REDACT, judge=never)
    assert [r for r in RuleRepo(store).list() if "handlers thin" in r.content] == []
