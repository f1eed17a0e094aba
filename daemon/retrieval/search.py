"""Search over past sessions: lexical (FTS5 BM25), semantic (dense) and hybrid.

- Lexical ranks messages with SQLite FTS5's BM25 (lexical.py), after the
  query is read into terms, no-space runs and a time window (query.py).
  Text in scripts without spaces is found through the trigram index.
- Semantic ranks by cosine similarity in a `VectorIndex` of stored message
  vectors (see vectors.py); the text of the top hits is fetched afterwards.
- Hybrid fuses the two rankings by normalised score (fusion.py), each
  side's first hits kept; a natural-language question's lexical list is
  ranked by coverage first, and when even its best rows hold little of the
  question (`lexical_cover`) the lexical side weighs less and keeps none
  of its first rows; a hit whose text a better hit holds goes below the
  distinct ones (`collapse_repeats`); a dated question adds a time prior. The
  weights come from `SearchConfig`, tuned on the development half of
  bench/retrieval_eval.py.

Filters (agent, workspace, days, role, origin, session) apply to every mode.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field, replace
from datetime import date, timedelta
from functools import partial
from typing import TYPE_CHECKING, Any

from kenning.daemon.core.errors import UsageError
from kenning.daemon.retrieval.embedding.dense_text import speaker_label
from kenning.daemon.retrieval.fusion import (
    Fused,
    Links,
    Mode,
    Ranked,
    fuse_rrf,
    fuse_scores,
)
from kenning.daemon.retrieval.lexical import (
    COMMON_MIN_DOCS,
    COMMON_SHARE,
    COVERAGE_FLOOR,
    MatchPlan,
    coverage_ranked,
    coverage_rerank,
    fts_query,
    fts_terms,
    lexical_ranked,
    merge_ranked,
    plan_match,
    selective_match,
    trigram_ranked,
)
from kenning.daemon.retrieval.query import (
    FUNCTION_WORDS,
    STOPWORDS,
    ParsedQuery,
    SearchFilters,
    TimeWindow,
    asks_when,
    needs_today,
    nospace_runs,
    parse_query,
    tells_time,
)
from kenning.daemon.store import search as search_rows
from kenning.daemon.store.db import Store

__all__ = [
    "COMMON_MIN_DOCS",
    "COMMON_SHARE",
    "COVERAGE_FLOOR",
    "ELLIPSIS",
    "HIGHLIGHT",
    "MODES",
    "MatchPlan",
    "Mode",
    "Ranked",
    "RuleHit",
    "SearchFilters",
    "SearchHit",
    "SearchResult",
    "Searcher",
    "coverage_rerank",
    "dense_ranked",
    "fts_query",
    "fts_terms",
    "fuse",
    "fuse_ranked",
    "hydrate",
    "lexical_ranked",
    "lexical_rules",
    "lexical_search",
    "links",
    "make_snippet",
    "merge_ranked",
    "parse_dated",
    "plan_match",
    "query_words",
    "selective_match",
    "semantic_search",
    "time_prior",
    "trigram_ranked",
    "without_names",
]

if TYPE_CHECKING:
    from kenning.daemon.core.config import SearchConfig
    from kenning.daemon.retrieval.embedding.embedder import Embedder, Vectors
    from kenning.daemon.retrieval.vectors.backlog import Backlog
    from kenning.daemon.retrieval.vectors.index import VectorIndex

MODES: tuple[Mode, ...] = ("lexical", "semantic", "hybrid")
#: marks around matched words in snippets (markdown bold: agents and terminals read it)
#: how long searches reuse a count of messages waiting for a vector
BACKLOG_TTL_S = 5.0
HIGHLIGHT = ("**", "**")
ELLIPSIS = "…"

_WORD = re.compile(r"\w+", re.UNICODE)
_LETTERS = re.compile(r"[^\W\d_]{3,}")
_DIGITS = re.compile(r"\d+")
#: a word and its possessive ("Zainab's"), for taking names out of a query
_NAMED = re.compile(r"\b(\w+)(?:['’]s\b)?")
_CAPITALISED = re.compile(r"\b[A-Z][^\W_]*")
#: the lexical rows whose speaker labels name the speakers a query may name
SPEAKER_ROWS = 50


def query_words(text: str) -> list[str]:
    """The content words of a query, lower case (for highlighting dense snippets)."""
    words = [w.lower() for w in _WORD.findall(text)]
    return [w for w in words if w not in STOPWORDS] or words


@dataclass(slots=True, kw_only=True)
class SearchHit:
    """One message found by `kenning search` (a dataclass: a cold `kenning context`
    reads its history without importing pydantic)."""

    message_id: int
    session_id: str
    idx: int
    source_path: str
    source_line: int | None
    agent: str
    workspace: str | None
    title: str | None
    role: str
    #: who wrote the words (`human`, `agent`, `tool`, `injected`, `expansion`, `handoff`)
    origin: str | None = None
    snippet: str
    score: float
    created_at: str | None
    match_type: Mode

    def to_json(self) -> dict[str, Any]:
        """The hit as JSON, its fields in order."""
        return {name: getattr(self, name) for name in _HIT_FIELDS}


_HIT_FIELDS = (
    "message_id", "session_id", "idx", "source_path", "source_line", "agent", "workspace",
    "title", "role", "origin", "snippet", "score", "created_at", "match_type",
)  # fmt: skip


def _hit(row: Sequence[Any], snippet: str, score: float, match_type: Mode) -> SearchHit:
    return SearchHit(
        message_id=row[0],
        session_id=row[1],
        idx=row[2],
        source_path=row[3],
        source_line=row[4],
        agent=row[5],
        workspace=row[6],
        title=row[7],
        role=row[8],
        created_at=row[9],
        origin=row[10],
        snippet=snippet,
        score=float(score),
        match_type=match_type,
    )


def _allowed(store: Store, ids: Sequence[int], filters: SearchFilters) -> set[int]:
    if not ids:
        return set()
    where, params = filters.sql()
    rows = search_rows.allowed_messages(store, ids, where, params)
    return {int(r[0]) for r in rows}


def dense_ranked(
    store: Store, index: VectorIndex, vec: Vectors, filters: SearchFilters, depth: int
) -> Ranked:
    """Message ids ranked by cosine similarity to `vec`, filtered."""
    if depth <= 0 or len(index) == 0:
        return []
    if not filters.active:
        return [(int(i), score) for i, score in index.search(vec, depth, store=store)]
    # most filters keep many rows: over-fetch, then filter in SQL
    ranked = [(int(i), score) for i, score in index.search(vec, depth * 20, store=store)]
    allowed = _allowed(store, [i for i, _ in ranked], filters)
    kept = [(i, score) for i, score in ranked if i in allowed][:depth]
    if len(kept) < depth and len(ranked) == depth * 20:
        # a narrow filter: search only the ids it allows
        where, params = filters.sql()
        ids = search_rows.matching_messages(store, where, params)
        kept = [
            (int(i), score)
            for i, score in index.search(
                vec, depth, filter_ids=[str(r[0]) for r in ids], store=store
            )
        ]
    return kept


def fuse_ranked(
    lexical: Ranked,
    dense: Ranked,
    config: SearchConfig,
    limit: int,
    prior: dict[int, float] | None = None,
    neighbours: Links | None = None,
    many: bool = False,
    cover: float | None = None,
    boost: Callable[[list[int]], dict[int, float]] | None = None,
) -> Fused:
    """Fuse two rankings as `config.fusion` says (see fusion.py); `prior` adds to scores.

    With `neighbours` (score fusion), a turn draws on the turns beside it;
    with `many` too, the hits are spread over sessions. `cover` is how much
    of a natural-language question the lexical side found (its best row's
    coverage, `coverage_ranked`): below `config.lexical_cover` the lexical
    weight is scaled by `cover / lexical_cover`, so a lexical list of rows
    that share only a name no longer outvotes what the dense side found, and
    none of its first rows is kept for it. With `config.collapse_repeats`
    and `neighbours`, a row whose text a better row holds goes below the rest.
    `boost` gives a factor for some of the first rows (a row that tells a
    time, for a question asking when; with `[search] list_thin`, a row that
    says little, for a question asking for several things).
    """
    if config.fusion == "rrf":
        return fuse_rrf(
            lexical,
            dense,
            lexical_weight=config.lexical_weight,
            dense_weight=config.dense_weight,
            rrf_k=config.rrf_k,
            limit=limit,
        )
    lexical_weight = config.lexical_weight
    lexical_keep = None
    if cover is not None and config.lexical_cover > 0 and dense:
        # (with no dense list, e.g. no vectors yet, the lexical one is all there is)
        lexical_weight *= min(1.0, cover / config.lexical_cover)
        if cover < config.lexical_cover:
            # its first rows hold little of the question (a name): none is kept
            lexical_keep = 0
    return fuse_scores(
        lexical,
        dense,
        lexical_weight=lexical_weight,
        dense_weight=config.dense_weight,
        limit=limit,
        keep=config.keep,
        prior=prior,
        links=neighbours,
        before=config.neighbour_before,
        after=config.neighbour_after,
        session_decay=config.list_session_decay if many else None,
        lexical_keep=lexical_keep,
        collapse=config.collapse_repeats,
        boost=boost,
    )


def links(store: Store, ids: Sequence[int], filters: SearchFilters) -> Links:
    """Where these messages sit: their session and the messages just before and after them.

    A neighbour the filters would not return (another role, origin or age) is
    left out; session, workspace and agent filters hold for a whole session.
    """
    if not ids:
        return Links()
    rows = search_rows.neighbour_rows(store, ids)
    session = {int(r[0]): str(r[1]) for r in rows}
    before = {int(r[0]): int(r[2]) for r in rows if r[2] is not None}
    after = {int(r[0]): int(r[3]) for r in rows if r[3] is not None}
    same = {int(r[0]): str(r[4]) for r in rows if r[4]}
    if filters.role or filters.origin or filters.days is not None:
        allowed = _allowed(store, [*before.values(), *after.values()], filters)
        before = {k: v for k, v in before.items() if v in allowed}
        after = {k: v for k, v in after.items() if v in allowed}
    for key, other in [*before.items(), *after.items()]:
        session.setdefault(other, session[key])
    return Links(session, before, after, same)


def parse_dated(store: Store, query: str, filters: SearchFilters) -> ParsedQuery:
    """`parse_query`, relative dates ("last May", "two weeks ago") counted from the day
    of the newest message these filters keep (today's date when there is none).

    A date told by an event ("a month before the wedding") becomes a window
    around the day of the message that best matches the event's words, moved
    by the offset.
    """
    parsed = parse_query(query)
    if parsed.event is not None:
        return _event_window(store, parsed, filters)
    if parsed.window is not None or not needs_today(query):
        return parsed
    where, params = filters.sql()
    newest = search_rows.newest_day(store, where, params)
    try:
        today = date.fromisoformat(newest) if newest else date.today()
    except ValueError:
        today = date.today()
    return parse_query(query, today=today)


def _event_window(store: Store, parsed: ParsedQuery, filters: SearchFilters) -> ParsedQuery:
    """`parsed` with the window its event points at (unchanged when no message tells it)."""
    event = parsed.event
    assert event is not None
    told = lexical_ranked(store, parse_query(event.words).match, filters, 1)
    days = search_rows.message_days(store, [told[0][0]]) if told else []
    if not days or not days[0][1]:
        return parsed
    try:
        day = date.fromisoformat(days[0][1]) + timedelta(days=event.offset)
    except ValueError:
        return parsed
    slack = timedelta(days=event.slack)
    return replace(parsed, window=TimeWindow(day - slack, day + slack))


def time_prior(
    store: Store, ids: Sequence[int], window: TimeWindow, weight: float, half_life: float
) -> dict[int, float]:
    """A bonus for each message dated inside `window`, halving every `half_life` days outside it."""
    if not ids or weight <= 0:
        return {}
    rows = search_rows.message_days(store, ids)
    out: dict[int, float] = {}
    for key, day in rows:
        try:
            when = date.fromisoformat(day) if day else None
        except ValueError:
            when = None
        if when is not None:
            out[int(key)] = weight * 0.5 ** (window.distance(when) / half_life)
    return out


def hydrate(
    store: Store, items: Sequence[tuple[int, float, Mode]], match: str | None, query: str
) -> list[SearchHit]:
    """Turn ranked ids into hits: session details, and a snippet for each.

    Text is read for these few rows only. Rows the lexical side found get
    FTS5's own highlighted snippet (it knows the stems that matched); the
    others get the window of their text with the most query words.
    """
    ids = [i for i, _, _ in items]
    if not ids:
        return []
    rows = {r[0]: r for r in search_rows.hit_rows(store, ids)}
    snippets: dict[int, str] = {}
    lexical_ids = [i for i, _, kind in items if kind != "semantic"]
    if match is not None and lexical_ids:
        snippets = {
            int(r[0]): r[1]
            for r in search_rows.snippets(store, HIGHLIGHT, ELLIPSIS, match, lexical_ids)
        }
    words = list(parse_query(query).words) or query_words(query)
    hits = []
    for key, score, kind in items:
        row = rows.get(key)
        if row is None:  # deleted since it was ranked
            continue
        snippet = snippets.get(key) or make_snippet(row[11], words)
        hits.append(_hit(row, snippet, score, kind))
    return hits


def lexical_search(
    store: Store, query: str, filters: SearchFilters | None = None, limit: int = 10
) -> list[SearchHit]:
    """Messages ranked by FTS5 BM25 (higher score is better), with highlighted snippets.

    Text in scripts without spaces is found through the trigram index too.
    """
    filters = filters or SearchFilters()
    parsed = parse_query(query)
    plan = plan_match(store, parsed)
    ranked = lexical_ranked(store, plan.match, filters, limit, newest=plan.common_only)
    if parsed.runs:
        ranked = merge_ranked(
            ranked, trigram_ranked(store, parsed.runs, filters, limit), depth=limit
        )
    return hydrate(store, [(i, score, "lexical") for i, score in ranked], plan.match, query)


def semantic_search(
    store: Store,
    index: VectorIndex,
    embedder: Embedder,
    query: str,
    filters: SearchFilters | None = None,
    limit: int = 10,
) -> list[SearchHit]:
    """Messages ranked by cosine similarity of their stored vectors to the query's."""
    if limit <= 0 or not query.strip() or len(index) == 0:
        return []
    vec = embedder.embed_query(query)
    ranked = dense_ranked(store, index, vec, filters or SearchFilters(), limit)
    return hydrate(store, [(i, score, "semantic") for i, score in ranked], None, query)


def make_snippet(text: str, words: Iterable[str], width: int = 24) -> str:
    """The `width`-token window of `text` holding the most query words, highlighted."""
    wanted = {w.lower() for w in words}
    runs = [w for w in wanted if nospace_runs(w)]
    tokens = text.split()
    if not tokens:
        return ""

    def hits(token: str) -> bool:
        if runs and any(r in token for r in runs):
            return True
        return any(w.lower() in wanted for w in _WORD.findall(token))

    flags = [hits(t) for t in tokens]
    best, best_count = 0, -1
    count = sum(flags[:width])
    for start in range(max(1, len(tokens) - width + 1)):
        if start:
            count += (flags[start + width - 1] if start + width - 1 < len(flags) else 0) - flags[
                start - 1
            ]
        if count > best_count:
            best, best_count = start, count
    window = tokens[best : best + width]
    marked = [
        f"{HIGHLIGHT[0]}{t}{HIGHLIGHT[1]}" if f else t
        for t, f in zip(window, flags[best : best + width], strict=True)
    ]
    prefix = ELLIPSIS if best > 0 else ""
    suffix = ELLIPSIS if best + width < len(tokens) else ""
    return prefix + " ".join(marked) + suffix


def fuse(
    lexical: Sequence[SearchHit],
    semantic: Sequence[SearchHit],
    config: SearchConfig,
    limit: int,
) -> list[SearchHit]:
    """`fuse_ranked` over two lists of hits (keeps the lexical hit's snippet)."""
    by_id: dict[int, SearchHit] = {}
    for hit in [*semantic, *lexical]:
        by_id[hit.message_id] = hit
    fused = fuse_ranked(
        [(h.message_id, h.score) for h in lexical],
        [(h.message_id, h.score) for h in semantic],
        config,
        limit,
    )
    return [replace(by_id[key], score=float(score), match_type=kind) for key, score, kind in fused]


@dataclass(slots=True)
class RuleHit:
    """One playbook rule found by its words."""

    rule_id: str
    content: str
    snippet: str
    score: float


def lexical_rules(store: Store, query: str, limit: int = 10) -> list[RuleHit]:
    """Rules ranked by BM25 over their content, category and tags (`bullets_fts`, m003)."""
    match = fts_query(query)
    if match is None or limit <= 0:
        return []
    rows = search_rows.rule_hits(store, HIGHLIGHT, ELLIPSIS, match, limit)
    return [RuleHit(rule_id=r[0], content=r[1], snippet=r[2], score=-float(r[3])) for r in rows]


@dataclass
class SearchResult:
    """The hits of one search, plus what a reader should know about how they were found."""

    query: str
    mode: Mode
    hits: list[SearchHit]
    embedder: str | None = None
    degraded: bool = False
    notes: list[str] = field(default_factory=list)
    #: `vectors.Backlog.to_json()` while messages wait for a vector, else None
    backlog: dict[str, Any] | None = None

    def to_json(self) -> dict[str, Any]:
        return {
            "query": self.query,
            "mode": self.mode,
            "embedder": self.embedder,
            "degraded": self.degraded,
            "notes": self.notes,
            "backlog": self.backlog,
            "hits": [h.to_json() for h in self.hits],
        }


class Searcher:
    """Searches one store in any mode; keeps its dense index between queries.

    The daemon holds one warm `Searcher`; the CLI builds one per command,
    which loads the stored vectors from SQLite on its first semantic query.

    Args:
        store: the open database.
        config: fusion weights and `rrf_k`.
        embedder: embeds queries; `None` disables the semantic side.
        degraded: the embedder is the hashing fallback (reported in results).
        index: a dense index built elsewhere (the daemon's, or a benchmark's);
            by default one is loaded from the stored vectors on first use.
    """

    def __init__(
        self,
        store: Store,
        config: SearchConfig,
        embedder: Embedder | None = None,
        *,
        degraded: bool = False,
        index: VectorIndex | None = None,
    ) -> None:
        self.store = store
        self.config = config
        self.embedder = embedder
        self.degraded = degraded
        self._index = index

    def backlog(self) -> Backlog:
        """The embedding backlog of this embedder's model, counted at most every few seconds."""
        from kenning.daemon.retrieval.vectors.backlog import recent_backlog

        assert self.embedder is not None
        return recent_backlog(self.store, self.embedder.name, BACKLOG_TTL_S)

    def index(self) -> VectorIndex:
        """The message index of this embedder's model, loaded on first use, then kept in sync."""
        from kenning.daemon.retrieval.vectors.index import VectorIndex

        if self.embedder is None:
            raise UsageError("semantic search needs an embedder.")
        if self._index is None:
            self._index = VectorIndex(self.embedder.dim)
        self._index.sync(self.store, "message", self.embedder.name)
        return self._index

    def search(
        self,
        query: str,
        *,
        mode: Mode = "hybrid",
        filters: SearchFilters | None = None,
        limit: int = 10,
    ) -> SearchResult:
        """Run one search; a mode that cannot run falls back to lexical and says why."""
        if mode not in MODES:
            raise UsageError(
                f"unknown search mode {mode!r}.", fix="use lexical, semantic or hybrid"
            )
        if limit < 1 or limit > 1000:
            raise UsageError(f"--limit must be 1..1000, got {limit}.", fix="e.g. --limit 20")
        if not query.strip():
            raise UsageError("the search query is empty.", fix='kenning search "what to find"')
        filters = filters or SearchFilters()
        result = SearchResult(query, mode, [], degraded=self.degraded)
        if mode == "lexical" or self.embedder is None:
            if mode != "lexical":
                result.notes.append("no embedder: lexical search only")
                result.mode = "lexical"
            result.hits = lexical_search(self.store, query, filters, limit)
            return result
        result.embedder = self.embedder.name
        if self.degraded:
            result.notes.append(
                "degraded: semantic side uses the hashing embedder (shared words, not meaning); "
                "fix: kenning models install"
            )
        index = self.index()
        waiting = self.backlog()
        if waiting.messages:
            result.backlog = waiting.to_json()
            result.notes.append(f"degraded: {waiting.describe()}; semantic results are partial")
        if len(index) == 0:
            result.notes.append(
                f"no message vectors for {self.embedder.name} yet: the daemon embeds in the "
                "background, or run `kenning embed`"
            )
        if mode == "semantic":
            result.hits = semantic_search(self.store, index, self.embedder, query, filters, limit)
            return result
        result.hits = self._hybrid(query, filters, limit, index)
        return result

    def _hybrid(
        self, query: str, filters: SearchFilters, limit: int, index: VectorIndex
    ) -> list[SearchHit]:
        """Rank ids on both sides, fuse, then read text and snippets for `limit` rows only.

        A date in the query adds the rows of its days found deeper in each
        side's ranking (so dated evidence enters the pool) and a time prior
        to the fusion. A window is a filter no index serves: it is applied
        to a wider ranking, never by scanning the table.
        """
        assert self.embedder is not None
        depth = max(limit * 5, 50)
        parsed = parse_dated(self.store, query, filters)
        plan = plan_match(self.store, parsed)
        match = plan.match
        window = parsed.window
        dated = replace(filters, window=window) if window is not None else None
        wide_lex = lexical_ranked(
            self.store, match, filters, depth * 4 if dated else depth, newest=plan.common_only
        )
        cover = None
        if parsed.natural:
            wide_lex, cover = coverage_ranked(self.store, wide_lex, parsed.words)
        lexical = wide_lex[:depth]
        if dated is not None:
            lexical = merge_ranked(
                lexical,
                _within(self.store, wide_lex, dated, limit),
                depth=depth + limit,
                scale=False,
            )
        if parsed.runs:
            lexical = merge_ranked(
                lexical, trigram_ranked(self.store, parsed.runs, filters, depth), depth=depth
            )
        dense: Ranked = []
        if len(index):
            # a date's words ("last May") mean nothing to the model: the window has them
            vec = self._query_vector(parsed.undated or query, lexical)
            if dated is None:
                dense = dense_ranked(self.store, index, vec, filters, depth)
            else:
                wide = [
                    (int(i), score) for i, score in index.search(vec, depth * 20, store=self.store)
                ]
                dense = (
                    dense_ranked(self.store, index, vec, filters, depth)
                    if filters.active
                    else wide[:depth]
                )
                inside = _within(self.store, wide, dated, limit)
                dense = merge_ranked(dense, inside, depth=depth + limit, scale=False)
        from kenning.daemon.retrieval.embedding.embedder import HashingEmbedder

        config = self.config
        if self.degraded:
            import copy

            config = copy.copy(config)  # the model, or the config's plain view (`plain()`)
            config.dense_weight = config.hashing_dense_weight
        if self.degraded or isinstance(self.embedder, HashingEmbedder):
            # shared words, not meaning: a dense side that only finds words is
            # no better than the lexical side where that found little
            cover = None
        ids = list(dict.fromkeys([i for i, _ in lexical] + [i for i, _ in dense]))
        near = None
        if config.fusion == "score" and (
            config.neighbour_before > 0
            or config.neighbour_after > 0
            or parsed.many
            or config.collapse_repeats
        ):
            near = links(self.store, ids, filters)
            ids = list(dict.fromkeys([*ids, *sorted(near.rows())]))
        prior = None
        if window is not None:
            prior = time_prior(
                self.store, ids, window, config.time_weight, config.time_half_life_days
            )
        boost = None
        if config.when_boost > 0 and parsed.natural and asks_when(query):
            boost = partial(_timed_rows, self.store, 1.0 + config.when_boost)
        if config.list_thin > 0 and parsed.many and parsed.natural and boost is None:
            boost = partial(_thin_rows, self.store, config.list_thin, config.list_thin_words)
        fused = fuse_ranked(lexical, dense, config, limit, prior, near, parsed.many, cover, boost)
        return hydrate(self.store, fused, match, query)

    def _query_vector(self, text: str, lexical: Ranked) -> Vectors:
        """The model's vector of `text`, leaning toward `text` without its speakers' names.

        On chat memory stored as `Name: text` the label is most of a short
        turn's words, so a question naming a speaker ("Would Zainab like a
        steakhouse voucher?") lands nearest that speaker's shortest small
        talk. A name that labels some of the lexical side's rows (the first
        `SPEAKER_ROWS`) is such a speaker: the vector is that of `text` plus
        `speaker_free_weight` times that of `text` without those names, so
        what was asked weighs more than who, and the name still tells two
        speakers apart. Not with the hashing embedder (it finds words: the
        name is all it has of the speaker).
        """
        from kenning.daemon.retrieval.embedding.embedder import HashingEmbedder

        assert self.embedder is not None
        weight = self.config.speaker_free_weight
        if weight <= 0 or self.degraded or isinstance(self.embedder, HashingEmbedder):
            return self.embedder.embed_query(text)
        capitals = set(_CAPITALISED.findall(text))
        ids = [i for i, _ in lexical[:SPEAKER_ROWS]] if capitals else []
        rows = search_rows.message_texts(self.store, ids) if ids else []
        labels = (speaker_label(str(r[1] or "")) for r in rows)
        names = {w for label in labels if label for w in label.split()} & capitals
        free = without_names(text, names)
        if not names or not free:
            return self.embedder.embed_query(text)
        both = self.embedder.embed([text, free])  # one call: cheaper than two
        vec: Vectors = both[0] + weight * both[1]
        norm = float((vec @ vec) ** 0.5)
        if norm > 0:
            vec = vec / norm
        return vec


def without_names(text: str, names: set[str]) -> str:
    """`text` without the words in `names` (and their possessive 's), spaces closed up."""
    if not names:
        return text
    kept = _NAMED.sub(lambda m: "" if m.group(1) in names else m.group(0), text)
    return " ".join(kept.split())


def _timed_rows(store: Store, factor: float, ids: list[int]) -> dict[int, float]:
    """`factor` for each of these messages whose text tells a time ("on tuesday")."""
    rows = search_rows.message_texts(store, ids) if ids else []
    return {int(r[0]): factor for r in rows if tells_time(str(r[1] or ""))}


def _thin_rows(store: Store, weight: float, enough: int, ids: list[int]) -> dict[int, float]:
    """A factor below 1 for each of these messages that holds fewer than `enough` words
    of substance: not the speaker's label, not function words; a number counts."""
    rows = search_rows.message_texts(store, ids) if ids else []
    out: dict[int, float] = {}
    for row in rows:
        text = str(row[1] or "")
        head, sep, rest = text.partition(": ")
        if sep and len(head.split()) <= 3:  # "Name: ..." as chats are stored
            text = rest
        words = {w for w in _LETTERS.findall(text.lower()) if w not in FUNCTION_WORDS}
        words |= set(_DIGITS.findall(text))
        short = max(0.0, 1.0 - len(words) / enough)
        if short:
            out[int(row[0])] = 1.0 - weight * short
    return out


def _within(store: Store, ranked: Ranked, filters: SearchFilters, limit: int) -> Ranked:
    """The first `limit` rows of `ranked` that `filters` allow."""
    allowed = _allowed(store, [i for i, _ in ranked], filters)
    return [(i, score) for i, score in ranked if i in allowed][:limit]
