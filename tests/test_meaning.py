"""Closeness in meaning for the curator (retrieval/meaning.py, playbook/toxic.py), real model."""

from __future__ import annotations

from pathlib import Path

import pytest

from kenning.daemon.core.config import Settings, load_config
from kenning.daemon.core.errors import ToxicRuleError
from kenning.daemon.core.models import Rule, RuleState
from kenning.daemon.playbook.curate import add_rule
from kenning.daemon.playbook.review import reject
from kenning.daemon.playbook.toxic import check_toxic, contradicts, rejected_match
from kenning.daemon.retrieval.embedding.embedder import FastEmbedder
from kenning.daemon.retrieval.meaning import EmbeddedMeaning, meaning_for
from kenning.daemon.store.db import Store
from kenning.daemon.store.rules import RuleRepo

REJECTED = "Use pnpm, not npm, in this project."
REWORDED = "This project uses pnpm; don't use npm."
DIFFERENT = "Run pnpm install --frozen-lockfile in CI."


def _reject(store: Store, text: str) -> None:
    rule = add_rule(store, Settings(), Rule(id="x", content=text, state=RuleState.PROPOSAL)).rule
    reject(store, [rule.id], "Ada", "not here", redact=lambda t: t)


@pytest.mark.usefixtures("model_root")
def test_a_rewording_means_the_rejected_text_and_a_different_rule_does_not() -> None:
    loaded = load_config()
    meaning = meaning_for(loaded.settings, loaded.paths)
    assert meaning is not None
    threshold = loaded.settings.curation.rejected_meaning_threshold
    close, far = meaning.similarities(REJECTED, [REWORDED, DIFFERENT])
    assert close >= threshold > far
    assert rejected_match(REWORDED, [DIFFERENT, REJECTED], meaning, threshold) == 1
    assert rejected_match(DIFFERENT, [REJECTED], meaning, threshold) is None
    # the contrary of a rejected rule is close in meaning, and still not the same rule
    opposite = "Never use pip to install packages."
    assert contradicts(opposite, "Use pip to install packages.")
    assert rejected_match(opposite, ["Use pip to install packages."], meaning, threshold) is None


def test_without_the_model_meaning_for_says_so(tmp_path: Path) -> None:
    settings = Settings.model_validate({"embed": {"backend": "hashing"}})
    assert meaning_for(settings, load_config().paths) is None


def test_a_model_that_cannot_load_leaves_the_word_tests(store: Store, tmp_path: Path) -> None:
    """A broken model must neither refuse every rule nor stop curation: words decide."""
    empty = tmp_path / "no-model"
    empty.mkdir()
    meaning = EmbeddedMeaning(
        lambda: FastEmbedder("sentence-transformers/all-MiniLM-L6-v2", model_path=empty)
    )
    _reject(store, REJECTED)
    repo = RuleRepo(store)
    with store.transaction():
        check_toxic(repo, REWORDED, 0.8, meaning=meaning)  # not refused, by words
        with pytest.raises(ToxicRuleError, match="not here"):
            check_toxic(repo, REJECTED + "!", 0.8, meaning=meaning)  # the same text is
    assert meaning.broken is not None and "tokenizer.json" in meaning.broken
    assert meaning.similarities("a", ["b"]) == [0.0]


@pytest.mark.usefixtures("model_root")
def test_only_rejected_proposals_are_matched_by_meaning(store: Store) -> None:
    """A rule forgotten with `kenning forget` keeps the word tests it always had."""
    from kenning.daemon.playbook.curate import forget

    loaded = load_config()
    meaning = meaning_for(loaded.settings, loaded.paths)
    forgotten = add_rule(store, Settings(), Rule(id="x", content=REJECTED)).rule
    forget(store, forgotten.id, "wrong")
    repo = RuleRepo(store)
    with store.transaction():
        check_toxic(repo, REWORDED, 0.8, meaning=meaning)
    _reject(store, "Always use pnpm in this project, never npm.")
    with store.transaction(), pytest.raises(ToxicRuleError, match="rejected in review"):
        check_toxic(repo, REWORDED, 0.8, meaning=meaning)
