from __future__ import annotations

import pytest

from kenning.daemon.similarity import core_words, is_negative, jaccard, words


def test_words_fold_case_punctuation_and_stop_words() -> None:
    assert words("Use the DB fixture, always.") == {"use", "db", "fixture", "always"}
    assert words("Don't call print()") == {"dont", "call", "print"}
    assert words("Prefer pathlib.Path over os.path") == {"prefer", "pathlib.path", "os.path"}


@pytest.mark.parametrize(
    ("text", "negative"),
    [
        ("Never commit secrets", True),
        ("Avoid global state", True),
        ("Don't use print", True),
        ("do not retry forever", True),
        ("AVOID: mocking the database", True),
        ("Always run the tests", False),
        ("Use structured logging", False),
        ("Notify the on-call engineer", False),  # "not" inside a word
    ],
)
def test_polarity(text: str, negative: bool) -> None:
    assert is_negative(text) is negative


def test_core_words_drop_polarity_and_jaccard() -> None:
    assert core_words("Always use tabs") == core_words("Never use tabs") == {"tabs"}
    assert jaccard(frozenset("ab"), frozenset("bc")) == pytest.approx(1 / 3)
    assert jaccard(frozenset(), frozenset("a")) == 0.0
