"""The real-log learning bench's scoring, on invented rules, turns and lessons (no real logs).

The bench itself (`python -m bench learning-real`) runs on the real-log corpus
kept outside the project; these tests check its definitions: which rule
matches which lesson, where a rule came from, what is useful, junk or
trivial, how lessons count as learned, the folds, the label files and the
table's rows.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Any

import numpy as np
import pytest

from bench import learning_real_bench as bench
from bench.fidelity_turns import text_hash
from bench.learning_real_again import unlearn
from bench.learning_real_score import (
    COSINE,
    NOT_HUMAN,
    HumanTurn,
    LearnedRule,
    Lesson,
    LessonLabel,
    fold,
    holds_sentence,
    read_lessons,
    read_turn_labels,
    score,
    source_kind,
)
from bench.runner import normalise
from kenning.daemon.core.config import Settings
from kenning.daemon.learning.reflect import reflect
from kenning.daemon.retrieval.embedding.embedder import HashingEmbedder
from kenning.daemon.safety.sanitize import default_sanitizer
from kenning.daemon.store.db import Store
from kenning.daemon.store.rules import RuleRepo

from .learning_sessions import Step, fixed_error_session, ingest_home, write_session

SHOP = "claude-code/dev__shop__s1.jsonl"
BLOG = "aider/dev__blog.aider.chat.history.md"

TURNS = {
    SHOP: [
        HumanTurn(SHOP, 0, "Add a /health endpoint to the API.", "one-off"),
        HumanTurn(SHOP, 1, "def main(): return 0", NOT_HUMAN),  # a tool result
        HumanTurn(
            SHOP, 2, "No, not like that. We always use pnpm in this repo, never npm.", "correction"
        ),
        HumanTurn(SHOP, 3, "Keep the README short and friendly please.", "convention"),
        HumanTurn(SHOP, 4, "why does the build take so long?", "question"),
    ],
    BLOG: [HumanTurn(BLOG, 0, "Posts live in content/posts as markdown files.", "convention")],
}


def _lesson(file: str, turn: int, kind: str, statement: str, sentence: str | None) -> Lesson:
    sha = text_hash(sentence) if sentence else ""
    return Lesson(LessonLabel(file, turn, sha, kind, "repo", statement), sentence)


LESSONS = [
    _lesson(
        SHOP,
        2,
        "correction",
        "Install packages with pnpm here, npm is not used.",
        "We always use pnpm in this repo, never npm.",
    ),
    _lesson(
        SHOP,
        4,
        "error_fix",
        "When the build is slow, turn the type check cache on.",
        None,
    ),
    _lesson(
        BLOG,
        0,
        "convention",
        "Write blog posts as markdown files under content/posts.",
        "Posts live in content/posts as markdown files.",
    ),
]


def _rule(
    rid: str,
    content: str,
    state: str = "active",
    evidence: tuple[str, ...] = (),
    files: tuple[str, ...] = (SHOP,),
) -> LearnedRule:
    return LearnedRule(rid, content, state, "workspace", evidence, tuple(files))


def _hashing(texts: Sequence[str]) -> np.ndarray[Any, Any]:
    return HashingEmbedder(dim=384).embed(texts)


def test_fold_and_holds_sentence() -> None:
    assert fold("  We always use PNPM\n in this repo.  ") == "we always use pnpm in this repo"
    sentence = "We always use pnpm in this repo, never npm."
    assert holds_sentence("Prefer this: we always use pnpm in this repo, never npm", sentence)
    # the rule is the sentence's core clause (at least half of it)
    assert holds_sentence("We always use pnpm in this repo", sentence)
    # a short piece of the sentence is not the lesson
    assert not holds_sentence("use pnpm", sentence)
    assert not holds_sentence("Use yarn.", sentence)
    # a list item's marker is formatting: the rule made of the item holds the sentence
    item = "- **Keep the API:** Do NOT rename `orders.v1` or any public route."
    assert holds_sentence("**Keep the API:** Do NOT rename `orders.v1` or any public route.", item)
    assert fold("2. run the tests\n  * then lint") == "run the tests then lint"
    assert fold("-1 is the default") == "-1 is the default"  # a number, not a marker


def test_source_kind_finds_the_turn_the_rule_came_from() -> None:
    # evidence first (folded: case and end punctuation do not matter)
    rule = _rule("b-1", "Use pnpm, never npm.", evidence=("we always use pnpm in this repo",))
    assert source_kind(rule, TURNS) == "correction"
    # the rule's own text when no evidence places it
    assert source_kind(_rule("b-2", "Add a /health endpoint to the API"), TURNS) == "one-off"
    # text from a tool result, or from nowhere, is not the person's
    assert source_kind(_rule("b-3", "def main(): return 0"), TURNS) == NOT_HUMAN
    assert source_kind(_rule("b-4", "Always write tests first."), TURNS) == NOT_HUMAN
    # only the rule's own files are searched
    blog = _rule("b-5", "Posts live in content/posts as markdown files", files=(SHOP,))
    assert source_kind(blog, TURNS) == NOT_HUMAN
    # a redacted secret in the evidence stands for what it hid
    secret = {
        SHOP: [HumanTurn(SHOP, 0, "deploy with token sk-live-1234 to the staging box", "one-off")]
    }
    hidden = _rule(
        "b-6", "x", evidence=("deploy with token [REDACTED:api_key] to the staging box",)
    )
    assert source_kind(hidden, secret) == "one-off"


def test_score_sorts_rules_into_useful_junk_and_trivial() -> None:
    rules = [
        # states the correction: holds its sentence
        _rule(
            "useful", "We always use pnpm in this repo, never npm.", evidence=("no, not like that",)
        ),
        # a one-off instruction taken as a rule
        _rule("junk-oneoff", "Add a /health endpoint to the API."),
        # agent text
        _rule("junk-agent", "Always prefer functional components."),
        # a durable statement no reader listed
        _rule("trivial", "Keep the README short and friendly please."),
        # a proposal stating the blog's convention (its file is the blog's)
        _rule(
            "proposal",
            "Posts live in content/posts as markdown files",
            state="proposal",
            files=(BLOG,),
        ),
        # retired rules are not scored
        _rule("retired", "We always use pnpm in this repo, never npm.", state="retired"),
    ]
    s = score(rules, LESSONS, TURNS, embed=None)
    verdicts = {r["rule"]: (r["verdict"], r["source"]) for r in s.rules}
    assert verdicts == {
        "useful": ("useful", "correction"),
        "junk-oneoff": ("junk", "one-off"),
        "junk-agent": ("junk", NOT_HUMAN),
        "trivial": ("trivial", "convention"),
        "proposal": ("useful", "convention"),
    }
    every = s.groups["all"]
    assert (every.active, every.proposals) == (4, 1)
    assert (every.useful_active, every.junk_active, every.trivial_active) == (1, 2, 1)
    assert every.useful_proposals == 1
    assert (every.lessons, every.learned, every.learned_active) == (3, 2, 1)
    shares = every.shares()
    assert shares["useful share of active rules"] == 25.0
    assert shares["junk share of active rules"] == 50.0
    assert shares["useful share of proposals"] == 100.0
    assert shares["recall of labelled lessons"] == pytest.approx(66.7)
    # per agent (the corpus folder) and per lesson kind
    assert s.groups["agent=claude-code"].active == 4
    assert s.groups["agent=aider"].useful_proposals == 1
    assert (s.groups["kind=error_fix"].lessons, s.groups["kind=error_fix"].learned) == (1, 0)
    assert s.groups["kind=correction"].useful_active == 1
    assert [m["kind"] for m in s.missed] == ["error_fix"]


def test_a_lesson_of_another_file_is_not_matched() -> None:
    # the blog's sentence, learned from the shop's session: not the blog's lesson
    rule = _rule("elsewhere", "Posts live in content/posts as markdown files.", files=(SHOP,))
    s = score([rule], LESSONS, TURNS, embed=None)
    assert s.rules[0]["verdict"] == "junk"
    assert s.groups["all"].learned == 0


def test_cosine_matches_a_reworded_rule_and_an_error_fix() -> None:
    same = "When the build is slow, turn the type check cache on."
    rules = [
        _rule("fix", same, state="proposal", evidence=("error: build timed out",)),
        _rule("far", "Add a /health endpoint to the API."),
    ]
    s = score(rules, LESSONS, TURNS, embed=_hashing)
    verdicts = {r["rule"]: r["verdict"] for r in s.rules}
    assert verdicts == {"fix": "useful", "far": "junk"}
    assert s.groups["kind=error_fix"].learned == 1
    # without an embedder only the sentence counts, and an error fix has none
    assert score(rules, LESSONS, TURNS, embed=None).groups["kind=error_fix"].learned == 0
    # the threshold is the bound: above every cosine, nothing matches by cosine
    assert score(rules, LESSONS, TURNS, embed=_hashing, threshold=1.01).groups["all"].learned == 0
    assert 0 < COSINE < 1


def test_label_files_are_read_and_checked(tmp_path: Path) -> None:
    turns = tmp_path / "turns.tsv"
    turns.write_text(
        "file\tturn\tsha256_16\tkind\tscope\n"
        f"{SHOP}\t2\t0123456789abcdef\tcorrection\trepo\n"
        f"{SHOP}\t0\tfedcba9876543210\tone-off\t\n",
        encoding="utf-8",
    )
    assert [(x.turn, x.kind, x.scope) for x in read_turn_labels(turns)] == [
        (2, "correction", "repo"),
        (0, "one-off", ""),
    ]
    lessons = tmp_path / "lessons.tsv"
    lessons.write_text(
        "file\tturn\tsentence_sha16\tkind\tscope\tlesson\n"
        f'{SHOP}\t2\t0123456789abcdef\tcorrection\trepo\tUse "pnpm", not npm.\n',
        encoding="utf-8",
    )
    assert read_lessons(lessons)[0].lesson == 'Use "pnpm", not npm.'  # quotes are plain words
    turns.write_text(f"file\tturn\tsha256_16\tkind\tscope\n{SHOP}\t2\tab\tadvice\t\n")
    with pytest.raises(ValueError, match="unknown kind 'advice'"):
        read_turn_labels(turns)
    turns.write_text("file\tturn\tkind\n")
    with pytest.raises(ValueError, match="header"):
        read_turn_labels(turns)


def test_a_lesson_sentence_is_found_by_its_hash() -> None:
    text = "Fix the login page. From now on, always run the linter before you commit."
    sentence = "From now on, always run the linter before you commit."
    kinds = {(SHOP, 0): "workflow"}
    errors: list[str] = []
    found = bench._resolve(
        LessonLabel(SHOP, 0, text_hash(sentence), "workflow", "repo", "Lint before committing."),
        [text],
        kinds,
        errors,
    )
    assert found.sentence is not None and text_hash(found.sentence) == text_hash(sentence)
    assert errors == []
    wrong = bench._resolve(
        LessonLabel(SHOP, 0, "0000000000000000", "workflow", "repo", "Lint first."),
        [text],
        kinds,
        errors,
    )
    assert wrong.sentence is None
    assert errors and "no sentence of the turn has the hash" in errors[0]


def test_folds_are_disjoint_deterministic_and_cover_every_repository() -> None:
    repos = [f"owner{i}/repo{i}" for i in range(11)]
    got = bench.folds(repos, 4)
    assert got == bench.folds(list(reversed(repos)) + repos[:3], 4)  # order and repeats
    assert sorted(r for f in got for r in f) == sorted(repos)
    assert 2 <= len(got) <= 4 and all(got)
    # a repository keeps its fold (its companions) when others join
    more = bench.folds([*repos, "late/comer", "other/one"], 4)
    for group in got:
        assert any(set(group) <= set(m) for m in more)


def test_rows_fit_the_runner_table() -> None:
    s = score(
        [_rule("useful", "We always use pnpm in this repo, never npm.")], LESSONS, TURNS, None
    )
    result = bench.Result(s.groups, "no CV", ["x.jsonl: 1 turn labels do not match"], [], [], [])
    rows = [normalise("learning_real", r) for r in bench.rows_for(result)]
    metrics = {r["metric"]: r for r in rows if "error" not in r}
    assert metrics["all useful share of active rules"]["median"] == 100.0
    assert metrics["all junk share of active rules"]["median"] == 0.0
    assert "learned=1" in metrics["kind=correction recall of labelled lessons"]["details"]
    assert [r["error"] for r in rows if "error" in r] == ["x.jsonl: 1 turn labels do not match"]
    md = bench.markdown(result)
    assert "| all | 0 | 1 | 100 % (1/1) |" in md
    assert "label error: x.jsonl" in md


def test_without_the_real_logs_it_says_so(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setenv("KENNING_REAL_LOGS", str(tmp_path / "absent"))
    rows = bench.run()
    assert len(rows) == 1 and "real logs not found" in rows[0]["what"]


def _write(path: Path, lines: list[str]) -> Path:
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


def test_check_reads_the_turns_and_makes_a_mismatch_an_error(tmp_path: Path) -> None:
    logs = tmp_path / "logs"
    (logs / "aider").mkdir(parents=True)
    chat = "aider/dev__blog.aider.chat.history.md"
    inputs = "aider/dev__blog.aider.input.history"
    other = "aider/dev__shop.aider.chat.history.md"
    said = "Fix the footer. From now on, always run the linter before you commit."
    (logs / chat).write_text(
        f"# aider chat started at 2026-03-02 09:15:00\n\n#### {said}\n\nDone.\n\n#### thanks\n",
        encoding="utf-8",
    )
    (logs / inputs).write_text(
        f"\n# 2026-03-02 09:15:01.000000\n+{said}\n\n# 2026-03-02 09:16:01.000000\n+thanks\n",
        encoding="utf-8",
    )
    (logs / other).write_text("#### Add a cart page\n", encoding="utf-8")
    sentence = "From now on, always run the linter before you commit."
    turns = _write(
        tmp_path / "turns.tsv",
        [
            "file\tturn\tsha256_16\tkind\tscope",
            f"{chat}\t0\t{text_hash(said)}\tworkflow\trepo",
            f"{chat}\t1\t{text_hash('thanks')}\tchit-chat\t",
            f"{other}\t0\t0000000000000000\tone-off\t",  # does not match its text
        ],
    )
    lessons = _write(
        tmp_path / "lessons.tsv",
        [
            "file\tturn\tsentence_sha16\tkind\tscope\tlesson",
            f"{chat}\t0\t{text_hash(sentence)}\tworkflow\trepo\tLint before every commit.",
            f"{other}\t0\t{text_hash('Add a cart page')}\tconvention\trepo\tA lesson.",
        ],
    )
    fidelity = _write(
        tmp_path / "fidelity.tsv",
        [
            "file\tturn\torigin\tsha256_16\tcommand\tcopy_of",
            f"{chat}\t0\thuman\t{text_hash(said)}\t\t",
            f"{chat}\t1\thuman\t{text_hash('thanks')}\t\t",
            f"{inputs}\t0\thuman\t{text_hash(said)}\t\t{chat}#0",
            f"{inputs}\t1\thuman\t{text_hash('thanks')}\t\t{chat}#1",
            f"{other}\t0\thuman\t{text_hash('Add a cart page')}\t\t",
        ],
    )
    got = bench.check(logs, turns, lessons, fidelity)
    # the file whose label does not match is an error and is left out, with its lessons
    assert got.files == [chat]
    assert len(got.errors) == 1 and got.errors[0].startswith(f"{other}: 1 turn labels")
    assert [x.label.lesson for x in got.lessons] == ["Lint before every commit."]
    assert got.lessons[0].sentence == sentence
    # the input history that only copies the chat is placed beside it; its turns read as the copied
    assert got.companions == {inputs: chat}
    assert [t.kind for t in got.turns[inputs]] == ["workflow", "chit-chat"]
    assert [t.kind for t in got.turns[chat]] == ["workflow", "chit-chat"]


def test_unlearn_copies_a_kept_fold_without_its_rules_and_reflection_gives_them_again(
    store: Store, kenning_home: Path, tmp_path: Path
) -> None:
    """`--again`: a kept fold's store, its rules, reflection marks and diaries emptied,
    reflected on again by the same code, builds the same diaries and gives the same rules."""
    agents = tmp_path / "agent-home"
    said: list[Step] = [
        ("user", "Add a health check to the API."),
        ("edit", "/work/api/app/main.py", "routes = []", "routes = [health]"),
        ("bash", "pytest -q", "3 passed", False),
        ("user", "No, not like that. We always use pnpm in this repo, never npm."),
        ("assistant", "Understood."),
    ]
    write_session(agents, "said", said, cwd="/work/api", day=1)
    write_session(agents, "fixed", fixed_error_session(), cwd="/work/app", day=2)
    ingest_home(store, agents)
    reflect(store, Settings(), redact=default_sanitizer().redact)
    before = sorted((r.content, r.state.value) for r in RuleRepo(store).list())
    assert before  # a correction and an error fix
    (kenning_home / "config.toml").write_text("", encoding="utf-8")
    kept = tmp_path / "kept"
    kept.mkdir()
    (kept / "kenning").symlink_to(kenning_home)
    folder = tmp_path / "again" / "fold0"
    unlearn(kept, folder)
    copy = Store.open(folder / "kenning" / "kenning.db")
    try:
        assert RuleRepo(copy).list() == []
        assert copy.query("SELECT count(*) FROM reflected_sessions")[0][0] == 0
        assert copy.query("SELECT count(*) FROM diaries")[0][0] == 0
        reflect(copy, Settings(), redact=default_sanitizer().redact)
        after = sorted((r.content, r.state.value) for r in RuleRepo(copy).list())
        assert copy.query("SELECT count(*) FROM diaries")[0][0] == 2
    finally:
        copy.close()
    assert after == before
    # the kept store is left as it was
    assert sorted((r.content, r.state.value) for r in RuleRepo(store).list()) == before
