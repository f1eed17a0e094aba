"""`Sanitizer.redact_all`: each text redacted as `redact` redacts it alone, in order.

Its batches (the gates' pass over up to `BATCH_TEXTS` texts and about `BATCH_CHARS`
characters, then the rules over each) must change nothing: checked on the bench
corpus, on the samples with and without secrets, on texts repeated within a
batch and across batches, short ones (left to the memo), empty ones, texts in
other scripts, and texts longer than a batch's characters.
"""

from __future__ import annotations

import random

import pytest

from bench.sanitize_bench import corpus
from kenning.daemon.safety import sanitize
from kenning.daemon.safety.sanitize import Sanitizer

from .sanitize_samples import GHP, NEGATIVE, POSITIVE


def _one_by_one(texts: list[str]) -> list[str]:
    s = Sanitizer()
    return [s.redact(t) for t in texts]


@pytest.mark.slow
def test_the_bench_corpus_redacts_as_one_by_one() -> None:
    texts = corpus(2_000_000)
    reds = Sanitizer().redact_all(texts)
    assert reds == _one_by_one(texts)
    assert sum(r != t for r, t in zip(reds, texts, strict=True)) > 50  # secrets among them


@pytest.mark.slow
def test_samples_repeats_short_empty_and_other_scripts_in_any_order() -> None:
    rng = random.Random(54)
    pool = [
        *(p[0] for p in POSITIVE),
        *NEGATIVE,
        "",
        "yes",
        f"token {GHP}",
        f"пароль: {GHP[4:]} и ещё",
        f"密码是 {GHP[4:]}",
        "x" * (sanitize.SHORT_CHARS + 1) + f" token={GHP}",
    ]
    for _ in range(5):
        texts = [rng.choice(pool) for _ in range(3 * sanitize.BATCH_TEXTS // 2)]
        assert Sanitizer().redact_all(texts) == _one_by_one(texts)


def test_texts_longer_than_a_batch_and_an_empty_list(monkeypatch: pytest.MonkeyPatch) -> None:
    # a batch of a few thousand characters: the texts longer than one stay small to redact
    monkeypatch.setattr(sanitize, "BATCH_CHARS", 4_000)
    line = f"export API_TOKEN={GHP}\nplain words here\n"
    big = line * (sanitize.BATCH_CHARS // len(line) + 10)
    texts = [big, "password = hunter2hunter2", big[: len(big) // 2], big]
    reds = Sanitizer().redact_all(texts)
    assert reds == _one_by_one(texts)
    assert GHP not in reds[0]
    assert Sanitizer().redact_all([]) == []
