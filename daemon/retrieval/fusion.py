"""Fusing the lexical and the dense ranking into one, by score, not only by rank.

Reciprocal rank fusion (`w / (k + rank)`) throws the scores away: a turn
ranked 8th on both sides (2/18 with k = 10) beats a lexical first place that
the dense side never saw (1/11), however far that first place stood above
the rest. On chat memory that is the common failure: the lexical list holds
the evidence and the dense list, swayed by speaker names and small talk,
does not.

`fuse_scores` keeps what each side knows:

- each side's scores are normalised against its own list, as the distance
  above the list's floor (its last score) over the spread from floor to
  best. The spread is never taken smaller than `LEXICAL_MIN_SPREAD` of the
  best BM25 score or `DENSE_MIN_SPREAD` of cosine: a flat list (a question
  whose only matching word is a person's name, in every turn of theirs)
  says little, so it is not stretched to say more. That is each side's
  confidence. A short lexical list (fewer than `FLOOR_ROWS` rows: few rows
  match at all) has floor 0, as every row it left out scores 0;
- the fused score is `lexical_weight × lexical + dense_weight × dense`
  (a side that did not find a row gives it 0), plus a prior (the time prior
  of a dated question);
- the first `keep` rows of each side are kept within the results whatever
  the sum says: a strong single-side hit is never lost.

`fuse_rrf` is the old weighted reciprocal rank fusion, kept for the
benchmark's comparison and for `[search] fusion = "rrf"`.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Literal

__all__ = [
    "DENSE_MIN_SPREAD",
    "FLOOR_ROWS",
    "LEXICAL_MIN_SPREAD",
    "Fused",
    "Mode",
    "Ranked",
    "fuse_rrf",
    "fuse_scores",
]

Mode = Literal["lexical", "semantic", "hybrid"]
Ranked = list[tuple[int, float]]  # (message id, score), best first
Fused = list[tuple[int, float, Mode]]
#: the smallest cosine spread a dense list is normalised by (MiniLM cosines of
#: related turns sit within ~0.3 of each other)
DENSE_MIN_SPREAD = 0.15
#: the smallest BM25 spread, as a share of the list's best score
LEXICAL_MIN_SPREAD = 0.3
#: a lexical list shorter than this has floor 0
FLOOR_ROWS = 20


def _lexical_norm(ranked: Ranked) -> dict[int, float]:
    if not ranked:
        return {}
    top = ranked[0][1]
    floor = ranked[-1][1] if len(ranked) >= FLOOR_ROWS else 0.0
    spread = max(top - floor, LEXICAL_MIN_SPREAD * top, 1e-9)
    return {key: max(score - floor, 0.0) / spread for key, score in ranked}


def _dense_norm(ranked: Ranked) -> dict[int, float]:
    if not ranked:
        return {}
    top, floor = ranked[0][1], ranked[-1][1]
    spread = max(top - floor, DENSE_MIN_SPREAD)
    return {key: max(score - floor, 0.0) / spread for key, score in ranked}


def _kind(key: int, lexical: Mapping[int, float], dense: Mapping[int, float]) -> Mode:
    if key in lexical and key in dense:
        return "hybrid"
    return "lexical" if key in lexical else "semantic"


def fuse_scores(
    lexical: Ranked,
    dense: Ranked,
    *,
    lexical_weight: float,
    dense_weight: float,
    limit: int,
    keep: int = 1,
    prior: Mapping[int, float] | None = None,
) -> Fused:
    """Fuse two rankings by normalised score; each side's first `keep` rows stay in.

    Args:
        lexical: BM25 ranking (higher is better), best first.
        dense: cosine ranking, best first.
        lexical_weight: weight of the normalised lexical score.
        dense_weight: weight of the normalised dense score.
        limit: how many rows to return.
        keep: how many of each side's first rows are kept within `limit`
            (a side with weight 0 keeps none).
        prior: a bonus per row (rows not in either list are not added).
    """
    if limit <= 0:
        return []
    lex = _lexical_norm(lexical)
    den = _dense_norm(dense)
    prior = prior or {}
    scores: dict[int, float] = {}
    for key in {*lex, *den}:
        scores[key] = (
            lexical_weight * lex.get(key, 0.0)
            + dense_weight * den.get(key, 0.0)
            + prior.get(key, 0.0)
        )
    order = sorted(scores, key=lambda k: (-scores[k], k))
    top = order[:limit]
    protected: list[int] = []
    for ranked, weight in ((lexical, lexical_weight), (dense, dense_weight)):
        if weight > 0:
            protected += [key for key, _ in ranked[:keep]]
    missing = [key for key in dict.fromkeys(protected) if key not in top]
    if missing:
        # a protected row takes the place of the weakest unprotected one
        chosen = set(protected)
        for key in missing:
            for i in range(len(top) - 1, -1, -1):
                if top[i] not in chosen:
                    top[i] = key
                    break
        top.sort(key=lambda k: (-scores[k], k))
    return [(key, round(scores[key], 6), _kind(key, lex, den)) for key in top]


def fuse_rrf(
    lexical: Ranked,
    dense: Ranked,
    *,
    lexical_weight: float,
    dense_weight: float,
    rrf_k: int,
    limit: int,
) -> Fused:
    """Weighted reciprocal rank fusion of two rankings (ranks start at 1)."""
    scores: dict[int, float] = {}
    lex = dict(lexical)
    den = dict(dense)
    for ranked, weight in ((lexical, lexical_weight), (dense, dense_weight)):
        for rank, (key, _) in enumerate(ranked, start=1):
            scores[key] = scores.get(key, 0.0) + weight / (rrf_k + rank)
    order = sorted(scores, key=lambda k: (-scores[k], k))[:limit]
    return [(key, round(scores[key], 6), _kind(key, lex, den)) for key in order]
