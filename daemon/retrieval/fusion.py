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
- with `links` (where each turn sits in its session), a turn also draws on
  the turns beside it: `before × (score of the turn before) + after ×
  (score of the turn after)` is added to its own. The answer to "How did
  your driving test go?" is "Passed on the second try!": the question's
  words are in the turn it answers. A turn that neither side found enters
  this way; a turn's own score is never lowered, and each side's first
  `keep` rows stay protected, so an exact hit keeps its place;
- with `session_decay` (a question asking for several things: "What books
  has Nate read?"), the results are picked one by one, each row's score
  multiplied by `session_decay` for every row of its session already
  picked: the things told in other sessions get their turn;
- the first `keep` rows of each side are kept within the results whatever
  the sum says: a strong single-side hit is never lost. A lexical side whose
  words found little of the question (`lexical_keep` 0: its best rows hold
  only a name) keeps none: they took two of ten places from the dense side;
- with `boost` (a question asking when), the score of each of the first
  `max(4 × limit, 40)` rows that tells a time ("on thursday", "last
  night") is multiplied by its factor: the
  answer to "When did Hollis have his operation?" is "I had it done on
  Tuesday", a reply to the turn that holds the question's words;
- with `collapse`, a row whose text a better row holds (the same content
  hash: "Nothing new, just work and sleep." said in eight sessions) goes
  below every distinct row: ten copies of one line of small talk say no
  more than one.

`fuse_rrf` is the old weighted reciprocal rank fusion, kept for the
benchmark's comparison and for `[search] fusion = "rrf"`.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Literal

__all__ = [
    "DENSE_MIN_SPREAD",
    "FLOOR_ROWS",
    "LEXICAL_MIN_SPREAD",
    "Fused",
    "Links",
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


@dataclass(frozen=True)
class Links:
    """Where each ranked turn sits: its session, and the turns just before and after it."""

    session: dict[int, str] = field(default_factory=dict)
    before: dict[int, int] = field(default_factory=dict)
    after: dict[int, int] = field(default_factory=dict)
    #: each ranked turn's content hash (the same text, the same hash)
    same: dict[int, str] = field(default_factory=dict)

    def rows(self) -> set[int]:
        """Every turn these links name: the ranked ones and their neighbours."""
        return {*self.session, *self.before.values(), *self.after.values()}


def _spread(
    base: Mapping[int, float], links: Links, before: float, after: float
) -> dict[int, float]:
    """Each turn's score plus its neighbours' own scores, weighted; new turns enter."""
    prev = dict(links.before)
    nxt = dict(links.after)
    for key, other in links.before.items():  # the turn before `key` has `key` after it
        nxt.setdefault(other, key)
    for key, other in links.after.items():
        prev.setdefault(other, key)
    out: dict[int, float] = {}
    for key in {*base, *prev, *nxt, *links.before.values(), *links.after.values()}:
        own = base.get(key, 0.0)
        lent = before * base.get(prev.get(key, -1), 0.0) + after * base.get(nxt.get(key, -1), 0.0)
        if key in base or lent:  # a ranked row stays, even at 0 (it may be protected)
            out[key] = own + lent
    return out


def _diverse(
    order: list[int], scores: Mapping[int, float], sessions: Mapping[int, str], decay: float, n: int
) -> list[int]:
    """The first `n` rows picked one by one, a row's score decayed per pick of its session."""
    pool = order[: max(n * 4, 40)]
    picked: list[int] = []
    taken: dict[str, int] = {}
    while pool and len(picked) < n:
        best = max(
            pool,
            key=lambda k: (scores[k] * decay ** taken.get(sessions.get(k, str(k)), 0), -k),
        )
        pool.remove(best)
        picked.append(best)
        where = sessions.get(best, str(best))
        taken[where] = taken.get(where, 0) + 1
    return picked


def _collapse(order: list[int], same: Mapping[int, str]) -> list[int]:
    """`order` with each row whose text a row above it holds moved below the distinct rows."""
    seen: set[str] = set()
    first: list[int] = []
    later: list[int] = []
    for key in order:
        digest = same.get(key)
        if digest is not None and digest in seen:
            later.append(key)
            continue
        if digest is not None:
            seen.add(digest)
        first.append(key)
    return first + later


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
    if key in lexical:
        return "lexical"
    # a turn that entered through a neighbour was found by the fusion itself
    return "semantic" if key in dense else "hybrid"


def fuse_scores(
    lexical: Ranked,
    dense: Ranked,
    *,
    lexical_weight: float,
    dense_weight: float,
    limit: int,
    keep: int = 1,
    prior: Mapping[int, float] | None = None,
    links: Links | None = None,
    before: float = 0.0,
    after: float = 0.0,
    session_decay: float | None = None,
    lexical_keep: int | None = None,
    collapse: bool = False,
    boost: Callable[[list[int]], Mapping[int, float]] | None = None,
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
        prior: a bonus per row (rows in neither list nor `links` are not added).
        links: where the rows sit; with `before`/`after`, a row draws on the
            rows beside it (rows only a neighbour found enter the results).
        before: the share of the score of the turn before a row that it gets.
        after: the share of the score of the turn after it.
        session_decay: pick rows one by one, each score multiplied by this
            for every row of its session already picked (list questions).
        lexical_keep: how many of the lexical side's first rows are kept
            (default `keep`): 0 when its words found little of the question.
        collapse: a row whose text (`links.same`) a better row holds goes
            below every distinct row.
        boost: given the first `max(4 × limit, 40)` rows, a factor for some
            of them, applied last (a row that tells a time, for a question
            asking when); the rows below are not read.
    """
    if limit <= 0:
        return []
    lex = _lexical_norm(lexical)
    den = _dense_norm(dense)
    prior = prior or {}
    scores: dict[int, float] = {}
    for key in {*lex, *den}:
        scores[key] = lexical_weight * lex.get(key, 0.0) + dense_weight * den.get(key, 0.0)
    if links is not None and (before > 0 or after > 0):
        scores = _spread(scores, links, before, after)
    for key in scores:
        scores[key] += prior.get(key, 0.0)
    if boost is not None:
        head = sorted(scores, key=lambda k: (-scores[k], k))[: max(limit * 4, 40)]
        for key, factor in boost(head).items():
            if key in scores:
                scores[key] *= factor
    order = sorted(scores, key=lambda k: (-scores[k], k))
    if collapse and links is not None and links.same:
        order = _collapse(order, links.same)
    if session_decay is not None and links is not None:
        top = _diverse(order, scores, links.session, session_decay, limit)
    else:
        top = order[:limit]
    protected: list[int] = []
    sides = ((lexical, lexical_weight, keep if lexical_keep is None else lexical_keep),)
    for ranked, weight, n in (*sides, (dense, dense_weight, keep)):
        if weight > 0:
            protected += [key for key, _ in ranked[:n]]
    missing = [key for key in dict.fromkeys(protected) if key not in top]
    if collapse and links is not None and links.same:
        # a kept row whose text the results already hold adds nothing
        held = {links.same[k] for k in top if k in links.same}
        missing = [k for k in missing if links.same.get(k) not in held]  # no hash: not held
    if missing:
        # a protected row takes the place of the weakest unprotected one
        chosen = set(protected)
        for key in missing:
            for i in range(len(top) - 1, -1, -1):
                if top[i] not in chosen:
                    top[i] = key
                    break
        if session_decay is None:
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
