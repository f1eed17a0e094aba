"""The judge's lexical view (daemon/learning/lexical.py): a text's letters hashed, in any
script. Every phrasing here is invented."""

from __future__ import annotations

import numpy as np

from kenning.daemon.learning.lexical import DIM, grams, lexical_vector


def test_a_run_of_cjk_script_is_read_one_to_three_letters_at_a_time() -> None:
    got = grams("以后不要")
    assert {"以", "要", "以后", "不要", "以后不", "后不要"} <= set(got)
    assert "以后不要" not in got and len(got) == 4 + 3 + 2


def test_a_word_is_read_three_to_five_letters_at_a_time_with_its_edges() -> None:
    got = grams("Use UV")
    assert {" us", "use", "se ", " use", "use ", " use ", " uv", "uv ", " uv "} <= set(got)
    assert all(3 <= len(g) <= 5 for g in got) and "Use" not in got


def test_mixed_scripts_are_each_read_their_way() -> None:
    got = set(grams("以后用pnpm"))
    assert {"以后", "后用", "以后用", " pnp", "pnpm", " pnpm", "pnpm "} <= got


def test_the_vector_is_the_same_every_time_and_of_unit_length() -> None:
    a = lexical_vector("From now on, run the linter before every commit.")
    b = lexical_vector("From now on, run the linter before every commit.")
    assert a.shape == (DIM,) and np.array_equal(a, b)
    assert abs(float(np.linalg.norm(a)) - 1.0) < 1e-9


def test_a_text_without_letters_has_an_empty_vector() -> None:
    assert not lexical_vector("").any() and not lexical_vector("!!! ... ??").any()


def test_sentences_that_share_their_words_are_near_in_any_script() -> None:
    def cos(x: str, y: str) -> float:
        return float(lexical_vector(x) @ lexical_vector(y))

    assert (
        cos("以后不要自动提交", "以后不要自动推送")
        > cos("以后不要自动提交", "今天的天气很好") + 0.3
    )
    assert (
        cos("never push to main", "never push to master")
        > cos("never push to main", "the build is green now") + 0.3
    )
