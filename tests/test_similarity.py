from __future__ import annotations

import pytest

from kenning.daemon.playbook.similarity import core_words, is_negative, jaccard, words


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


def test_a_run_without_spaces_becomes_character_pairs_with_polarity_cut_out() -> None:
    # one token per clause before: two paraphrases shared no word at all
    assert words("运行测试") == {"运行", "行测", "测试"}
    always, never = "提交前始终运行测试", "提交前不要运行测试"
    assert core_words(always) == core_words(never) == {"提交", "交前", "运行", "行测", "测试"}
    assert not is_negative(always) and is_negative(never)
    assert is_negative("コミット前にテストを実行しない")
    assert not is_negative("不同的数据库需要不同的配置")  # 不 alone is no negation
    assert words("Use the DB fixture, always.") == {"use", "db", "fixture", "always"}
