"""The lexical side of search: FTS5 BM25 over unicode61 terms, and trigrams for no-space scripts.

- `plan_match` turns a query into the FTS5 MATCH to run, without the words
  so common they only cost time (`COMMON_SHARE` of the messages at most).
  User text is never passed to FTS5 as syntax: every term is quoted.
- `lexical_ranked` ranks messages by BM25 over `messages_fts`; role and
  author weigh less than the text.
- `trigram_ranked` finds text in scripts written without spaces through
  `messages_trigram` (m011).
- `coverage_rerank` ranks again by how much of a question each row holds,
  words weighted by their rarity among the ranked rows.
- `merge_ranked` joins rankings of several passes or indexes.
"""

from __future__ import annotations

import math
import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from kenning.daemon.retrieval.fusion import Ranked
from kenning.daemon.retrieval.query import ParsedQuery, SearchFilters, parse_query, trigram_match
from kenning.daemon.store import search as search_rows
from kenning.daemon.store.db import Store, table_exists

__all__ = [
    "COMMON_MIN_DOCS",
    "COMMON_SHARE",
    "COVERAGE_FLOOR",
    "RULE_BUDGET",
    "MatchPlan",
    "coverage_ranked",
    "coverage_rerank",
    "fts_query",
    "fts_terms",
    "lexical_ranked",
    "merge_ranked",
    "plan_match",
    "plan_rule_match",
    "selective_match",
    "trigram_ranked",
]


def fts_query(text: str) -> str | None:
    """Turn free text into a safe FTS5 MATCH expression, or `None` when it has no words.

    Every term is quoted, so FTS5 operators typed by a person (AND, OR, NOT,
    NEAR, `:`, `^`, `-`, parentheses) are searched as words, never parsed.
    How text becomes terms (phrases, identifiers, possessives, hyphens,
    function words, dates) is `query.parse_query`. Terms are joined by OR so
    a natural-language question still matches; BM25 ranks rows holding more
    (and rarer) terms first.
    """
    return parse_query(text).match


def fts_terms(text: str) -> list[str]:
    """The quoted FTS5 terms of free text, deduplicated (see `fts_query`)."""
    return list(parse_query(text).terms)


#: the budget of rows a lexical query may rank, as a share of all messages:
#: FTS5's bm25 reads the positions of every matching row (the main cost of a
#: query at 1M messages), so the most common terms, those BM25 weighs least,
#: are left out of the MATCH once rarer ones fill the budget
COMMON_SHARE = 0.02
#: ...and never less than this many rows: below it every query is cheap
COMMON_MIN_DOCS = 5000


#: the rules a briefing's lexical query may rank: a rule index is ~100 times
#: smaller than the messages', so a share of it would not bound anything
RULE_BUDGET = 2000

#: document counts by (database, index, term): a warm process (the daemon)
#: keeps them; a count is reused while the table has grown by less than a tenth
_DF_CACHE: dict[tuple[str, str, str], tuple[int, int]] = {}

_Counter = Callable[[Store, str, int], int]


def _doc_counts(
    store: Store, terms: Sequence[str], total: int, cap: int, count: _Counter, index: str
) -> dict[str, int]:
    """How many rows of `index` match each FTS5 term (`count`), counted up to `cap + 1`.

    FTS5 itself parses and stems the term, so the count is exact (no guessing
    at porter stems), and the LIMIT bounds the cost of a common term: walking
    a posting list without ranking it is cheap, and it stops at `cap + 1`.
    """
    counts: dict[str, int] = {}
    db = str(store.path)
    for term in terms:
        cached = _DF_CACHE.get((db, index, term))
        if cached is not None and cached[1] * 1.1 >= total and total * 1.1 >= cached[1]:
            counts[term] = cached[0]
            continue
        counts[term] = count(store, term, cap + 1)
        _DF_CACHE[(db, index, term)] = (counts[term], total)
    return counts


@dataclass(frozen=True)
class MatchPlan:
    """The FTS5 expression to run, and whether only common words were left in it."""

    match: str | None
    common_only: bool = False


def plan_match(store: Store, text: str | ParsedQuery) -> MatchPlan:
    """`fts_query(text)` without the words so common they only cost time.

    Each term's document count is taken from FTS5 itself, bounded (see
    `_doc_counts`). When every term is common, the rows holding all of them
    are ranked instead; if even those exceed the budget, `common_only` is
    set: ranking tens of thousands of rows by BM25 costs more than it tells
    (FTS5's bm25 reads every row's positions), so such a query is answered
    newest first.
    """
    terms = list(text.terms) if isinstance(text, ParsedQuery) else fts_terms(text)
    if not terms:
        return MatchPlan(None)
    total = search_rows.max_message_id(store.conn) or 1
    limit = int(max(COMMON_SHARE * total, COMMON_MIN_DOCS))
    return _plan(store, terms, total, limit, search_rows.fts_doc_count, "messages")


def plan_rule_match(store: Store, text: str) -> MatchPlan:
    """`plan_match` over the rules' index (`bullets_fts`), with `RULE_BUDGET`: what
    a briefing ranks by BM25 stays bounded however many rules match its words."""
    terms = fts_terms(text)
    if not terms:
        return MatchPlan(None)
    total = search_rows.rule_index_size(store) or 1
    return _plan(store, terms, total, RULE_BUDGET, search_rows.rule_doc_count, "rules")


def _plan(
    store: Store, terms: list[str], total: int, limit: int, count: _Counter, index: str
) -> MatchPlan:
    if total <= limit:
        return MatchPlan(" OR ".join(terms))  # a small store: every query is cheap
    df = _doc_counts(store, terms, total, limit, count, index)
    # rarest first, while the rows to rank stay within the budget: the terms
    # left out are the most common ones, those BM25 weighs least
    chosen: set[str] = set()
    spent = 0
    for term in sorted(terms, key=lambda t: df[t]):
        if df[term] > limit or (chosen and spent + df[term] > limit):
            break
        chosen.add(term)
        spent += df[term]
    if chosen:
        return MatchPlan(" OR ".join(t for t in terms if t in chosen))
    # only common terms: the rows holding all of them are usually few enough
    # to rank; if not (or there are none), answer newest first
    if len(terms) > 1:
        every = " AND ".join(terms)
        both = _doc_counts(store, [every], total, limit, count, index)[every]
        if both:
            return MatchPlan(every, common_only=both > limit)
    return MatchPlan(min(terms, key=lambda t: df[t]), common_only=True)


def selective_match(store: Store, text: str) -> str | None:
    """The MATCH expression of `plan_match`."""
    return plan_match(store, text).match


def lexical_ranked(
    store: Store, match: str | None, filters: SearchFilters, depth: int, *, newest: bool = False
) -> Ranked:
    """Message ids ranked by BM25 for an FTS5 MATCH expression (scores: higher is better).

    With `newest`, the matching rows come newest first (FTS5 walks its
    posting lists backwards and stops at `depth`); scores are still BM25.
    """
    if match is None or depth <= 0:
        return []
    order = "messages_fts.rowid DESC" if newest else "messages_fts.rank"
    # role and author are indexed beside the text but weigh less: "user" in a
    # query should not rank every user message above the one that says it.
    # `rank MATCH` sets the weights and keeps FTS5's own top-k ordering.
    rank = "bm25(1.0, 0.25, 0.25)"
    if not filters.active:
        rows = search_rows.ranked_messages(store, match, rank, order, depth)
    else:
        where, params = filters.sql()
        rows = search_rows.ranked_messages(store, match, rank, order, depth, where, params)
    return [(int(r[0]), -float(r[1])) for r in rows]


def trigram_ranked(store: Store, runs: Sequence[str], filters: SearchFilters, depth: int) -> Ranked:
    """Messages holding text in scripts without spaces, found by substring (m011).

    Runs of three or more characters are ranked by BM25 over their trigrams
    (`query.trigram_match`); shorter runs are found by `instr` over the
    indexed rows only, newest first, scored below any trigram hit.
    """
    if not runs or depth <= 0 or not table_exists(store, "messages_trigram"):
        return []
    match, short = trigram_match(tuple(runs))
    where, params = filters.sql()
    ranked: dict[int, float] = {}
    if match is not None:
        rows = search_rows.trigram_ranked(store, match, where, params, depth)
        ranked = {int(r[0]): -float(r[1]) for r in rows}
    floor = min(ranked.values(), default=1.0)
    for run in short:
        rows = search_rows.trigram_substring(store, run, where, params, depth)
        for n, r in enumerate(rows):
            ranked[int(r[0])] = max(ranked.get(int(r[0]), 0.0), floor * 0.5 / (1 + n / depth))
    return sorted(ranked.items(), key=lambda kv: (-kv[1], kv[0]))[:depth]


def merge_ranked(*lists: Ranked, depth: int, scale: bool = True) -> Ranked:
    """One ranking from several, each scaled to the first's best score when `scale`.

    Unicode61 and trigram BM25 scores are not on one scale, so those lists
    are scaled; a filtered pass of the same query scores rows as the
    unfiltered one did and is merged with `scale=False`.
    """
    lists = tuple(lst for lst in lists if lst)
    if not lists:
        return []
    top = lists[0][0][1]
    best: dict[int, float] = {}
    for lst in lists:
        factor = top / lst[0][1] if scale and lst[0][1] > 0 and top > 0 else 1.0
        for key, score in lst:
            best[key] = max(best.get(key, float("-inf")), score * factor)
    return sorted(best.items(), key=lambda kv: (-kv[1], kv[0]))[:depth]


#: a lexical hit's score is scaled by `COVERAGE_FLOOR + (1 - COVERAGE_FLOOR) ×
#: coverage`, its coverage being the share of the query's words it holds,
#: each word weighted by how rare it is among the ranked rows
COVERAGE_FLOOR = 0.5


def coverage_rerank(store: Store, ranked: Ranked, words: Sequence[str]) -> Ranked:
    """Rank again by how much of the query each row holds, words weighted locally.

    BM25 weighs a word by its rarity in the whole store. Inside one
    conversation a person's name is globally rare but in every turn of
    theirs, so a short turn holding only the names ("Talia: See ya Esme!")
    outranks the turn that answers. Here a word's weight is its rarity
    among the ranked rows themselves: a word most of them hold says little.
    Words are matched by their first five letters (a crude stem).
    """
    return coverage_ranked(store, ranked, words)[0]


def coverage_ranked(
    store: Store, ranked: Ranked, words: Sequence[str]
) -> tuple[Ranked, float | None]:
    """`coverage_rerank`, and the best coverage among the first ten rows it ranks.

    The best coverage is how much of the question the lexical side found at
    all: near 1 when some row holds its rarer words, near 0 when the rows
    share only words most of them hold (a person's name). `None` when the
    rows were not ranked again (one word, or fewer than three rows).
    """
    keys = list(dict.fromkeys(w.lower()[:5] for w in words if len(w) > 1))
    if len(keys) < 2 or len(ranked) < 3:
        return ranked, None
    texts = {
        int(r[0]): r[1].lower() for r in search_rows.message_texts(store, [i for i, _ in ranked])
    }
    patterns = [re.compile(r"\b" + re.escape(k)) for k in keys]
    held = {i: [bool(p.search(texts.get(i, ""))) for p in patterns] for i, _ in ranked}
    n = len(ranked)
    weights = [
        math.log((n + 1) / (sum(h[j] for h in held.values()) + 0.5)) for j in range(len(keys))
    ]
    total = sum(weights) or 1.0
    cover = {
        key: sum(w for w, h in zip(weights, held[key], strict=True) if h) / total
        for key, _ in ranked
    }
    out = [
        (key, score * (COVERAGE_FLOOR + (1 - COVERAGE_FLOOR) * cover[key])) for key, score in ranked
    ]
    out.sort(key=lambda kv: (-kv[1], kv[0]))
    return out, max(cover[key] for key, _ in out[:10])
