"""The hover's stored rule terms (issue 28): the same answers as terms computed anew.

A real SQLite store holds the labelled hover corpus's rules and generated ones
(some with a check regex); the language server's `RuleBook` computes their
terms once and stores them, a second `RuleBook` (a new server) reads them,
and every labelled line is answered the same by both and by an index that
analyses every rule itself.
"""

from __future__ import annotations

import dataclasses
import random
from pathlib import Path

import pytest

from bench.hover_corpus import FILES, HOLDOUT, RULES, lines
from bench.playbook_bench import _content
from kenning.daemon.core.models import (
    Rule,
    RuleKind,
    RuleType,
    Verification,
    VerifyMode,
)
from kenning.daemon.store.db import Store
from kenning.daemon.store.rules import RuleRepo
from kenning.lsp.matching import DocContext, RuleIndex, file_imports, language_of
from kenning.lsp.rules import RuleBook
from kenning.lsp.stored_terms import decode, encode, terms_of
from kenning.lsp.terms import rule_terms


def _rules() -> list[Rule]:
    out = []
    for rule_id, text, tags, kind in RULES:
        anti = kind == "anti"
        out.append(
            Rule(
                id=rule_id,
                content=text,
                tags=tags,
                kind=RuleKind.ANTI_PATTERN if anti else RuleKind.WORKFLOW_RULE,
                type=RuleType.ANTI_PATTERN if anti else RuleType.RULE,
            )
        )
    rng = random.Random(28)
    for i in range(400):
        verification = None
        if i % 25 == 0:
            verification = Verification(mode=VerifyMode.ABSENT, regex=r"\bpickle\.loads\(")
        out.append(
            Rule(
                id=f"g-{i}",
                content=_content(rng, i),
                tags=rng.sample(["python", "ts", "sql", "ops", "web", "npm"], 2),
                verification=verification,
            )
        )
    return out


def _contexts() -> dict[str, DocContext]:
    out = {}
    for path, language, text in [*FILES, *HOLDOUT]:
        code = "\n".join(raw.rpartition(" ⇒ ")[0] for raw in text.splitlines() if raw.strip())
        out[path] = DocContext(path, language_of(path, language), None, file_imports(code))
    return out


def _answers(index: RuleIndex) -> list[list[tuple[str, float, tuple[str, ...]]]]:
    contexts = _contexts()
    return [
        [(m.rule.id, m.relevance, m.tokens) for m in index.relevant(x.text, contexts[x.path])]
        for x in lines()
    ]


def test_stored_terms_decode_to_the_computed_ones() -> None:
    for rule in _rules():
        terms = rule_terms(rule.content, rule.tags, None)
        text = encode(terms)
        assert text is not None
        assert decode(text) == terms  # weights float for float, every flag


@pytest.mark.slow
def test_a_new_server_answers_every_line_from_the_stored_terms_as_from_computed_ones(
    store: Store, kenning_home: Path
) -> None:
    rules = _rules()
    with store.transaction():
        repo = RuleRepo(store)
        for rule in rules:
            repo.insert(rule)

    first = RuleBook(kenning_home / "kenning.db")
    built = first.get(None)
    assert first.terms.computed == len(rules)  # a fresh store holds none: all analysed
    stored = store.query("SELECT COUNT(*) FROM rule_hover_terms")[0][0]
    assert stored == len(rules)

    second = RuleBook(kenning_home / "kenning.db")  # a new server: reads them
    read = second.get(None)
    assert second.terms.computed == 0
    for sb in read.playbook.active():
        assert second.terms.terms(second.store, [sb])[sb.id][0] == terms_of(sb)

    # an index analysing every rule itself, as before the terms were stored
    computed = RuleIndex(read.playbook.active())
    answers = _answers(computed)
    assert sum(1 for a in answers if a) > 150  # the lines do reach rules
    assert _answers(read.index) == answers
    assert _answers(built.index) == answers
    first.close()
    second.close()


def test_a_changed_rule_is_analysed_again_and_a_deleted_one_dropped(
    store: Store, kenning_home: Path
) -> None:
    rules = _rules()[:60]
    with store.transaction():
        repo = RuleRepo(store)
        for rule in rules:
            repo.insert(rule)
    book = RuleBook(kenning_home / "kenning.db")
    book.get(None)
    assert book.terms.computed == len(rules)

    pickle = next(r for r in rules if r.id == "r-pickle")
    changed = dataclasses.replace(pickle, content="Never call marshal.loads on network bytes.")
    with store.transaction():
        repo.update(changed)
        repo.delete("r-api-keys")
    line = "obj = marshal.loads(payload)"
    ctx = DocContext("a.py", "python", None)
    # the same server after the write, and a new one reading the stored rows
    for reader in (book, RuleBook(kenning_home / "kenning.db")):
        ruleset = reader.get(None)
        assert reader.terms.computed == (1 if reader is book else 0)
        assert [m.rule.id for m in ruleset.index.relevant(line, ctx)] == ["r-pickle"]
        held = reader.terms.terms(reader.store, [ruleset.playbook.get("r-pickle")])  # type: ignore[list-item]
        assert "marshal.loads" in held["r-pickle"][0] and "untrusted" not in held["r-pickle"][0]
    ids = {r[0] for r in store.query("SELECT rule_id FROM rule_hover_terms")}
    assert "r-api-keys" not in ids and "r-pickle" in ids
    book.close()
