"""Fusing the lexical and the dense ranking: by score, never losing a strong single-side hit."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from kenning.daemon.retrieval.fusion import fuse_rrf, fuse_scores


def test_a_lexical_first_place_beats_rows_both_sides_rank_moderately() -> None:
    # the RRF failure: row 1 is far ahead lexically and unseen by the dense
    # side; rows 10..17 sit 8th-ish on both sides with flat scores
    lexical = [(1, 20.0)] + [(10 + i, 6.0 - 0.1 * i) for i in range(8)]
    dense = [(100 + i, 0.62 - 0.001 * i) for i in range(7)] + [(10 + i, 0.6) for i in range(8)]
    rrf = fuse_rrf(lexical, dense, lexical_weight=1, dense_weight=1, rrf_k=10, limit=3)
    assert 1 not in [key for key, _, _ in rrf]  # what this module fixes
    fused = fuse_scores(lexical, dense, lexical_weight=1, dense_weight=1, limit=3)
    assert fused[0][0] == 1 and fused[0][2] == "lexical"


def test_rows_found_by_both_sides_are_hybrid_and_rank_first() -> None:
    lexical = [(1, 5.0), (2, 4.0)]
    dense = [(2, 0.8), (3, 0.5)]
    fused = fuse_scores(lexical, dense, lexical_weight=1, dense_weight=1, limit=10)
    assert [(k, kind) for k, _, kind in fused] == [(2, "hybrid"), (1, "lexical"), (3, "semantic")]


def test_a_side_with_weight_zero_only_fills_in() -> None:
    lexical = [(1, 5.0), (2, 4.0)]
    dense = [(3, 0.9), (2, 0.5)]
    fused = fuse_scores(lexical, dense, lexical_weight=1, dense_weight=0, limit=10)
    assert [k for k, _, _ in fused][:2] == [1, 2]


def test_prior_adds_to_rows_it_names() -> None:
    lexical = [(1, 5.0), (2, 4.9)]
    fused = fuse_scores(lexical, [], lexical_weight=1, dense_weight=1, limit=2, prior={2: 0.5})
    assert [k for k, _, _ in fused] == [2, 1]


ranking = st.lists(
    st.tuples(st.integers(0, 60), st.floats(0.01, 50, allow_nan=False)),
    max_size=40,
    unique_by=lambda t: t[0],
).map(lambda rows: sorted(rows, key=lambda t: -t[1]))


@pytest.mark.slow
@given(lexical=ranking, dense=ranking, limit=st.integers(2, 12), keep=st.integers(1, 2))
def test_each_sides_first_hits_are_never_lost(
    lexical: list[tuple[int, float]], dense: list[tuple[int, float]], limit: int, keep: int
) -> None:
    dense = [(k, s / 50) for k, s in dense]  # cosines
    fused = fuse_scores(lexical, dense, lexical_weight=1, dense_weight=0.5, limit=limit, keep=keep)
    keys = [k for k, _, _ in fused]
    assert len(keys) == len(set(keys)) == min(limit, len({k for k, _ in lexical + dense}))
    protected = list(dict.fromkeys([k for k, _ in lexical[:keep]] + [k for k, _ in dense[:keep]]))
    if len(protected) <= limit:
        assert set(protected) <= set(keys)
    scores = [s for _, s, _ in fused]
    assert scores == sorted(scores, reverse=True)
