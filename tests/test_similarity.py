from __future__ import annotations

import random
from dataclasses import dataclass

import pytest

from kenning.daemon.playbook.similarity import (
    DuplicateIndex,
    core_words,
    is_negative,
    jaccard,
    near_duplicate,
    words,
)


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


def _texts(rng: random.Random, n: int) -> list[str]:
    """Rules over a small vocabulary: many pairs overlap, some past any threshold."""
    vocab = [f"w{i}" for i in range(40)] + ["never", "avoid", "always"]
    base = [rng.sample(vocab, rng.randint(1, 12)) for _ in range(n // 4)]
    out = []
    for _ in range(n):
        words_ = list(rng.choice(base))
        for _ in range(rng.randint(0, 2)):  # a paraphrase: a word swapped, added or dropped
            op = rng.random()
            if op < 0.4 and words_:
                words_[rng.randrange(len(words_))] = rng.choice(vocab)
            elif op < 0.7:
                words_.append(rng.choice(vocab))
            elif words_:
                words_.pop(rng.randrange(len(words_)))
        out.append(" ".join(words_))
    return out


@pytest.mark.slow
@pytest.mark.parametrize("threshold", [0.0, 0.3, 0.5, 0.8, 0.9, 1.0])
def test_the_duplicate_index_answers_as_near_duplicate_against_every_rule_added(
    threshold: float,
) -> None:
    @dataclass(frozen=True)
    class Text:
        id: str
        content: str

    rng = random.Random(threshold)
    index: DuplicateIndex[Text] = DuplicateIndex(threshold)
    added: list[Text] = []
    found_some = 0
    for i, text in enumerate(_texts(rng, 600)):
        expected = near_duplicate(text, added, threshold)
        assert index.find(text) == expected, text
        found_some += expected is not None
        if expected is None or i % 3 == 0:  # some duplicates are filed too (ties by id)
            rule = Text(f"r{rng.randrange(10**6):06d}", text)
            index.add(rule)
            added.append(rule)
    assert found_some > 20  # the answers compared include duplicates, not only None
