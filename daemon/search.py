"""Search over past sessions: lexical (FTS5 BM25), semantic (dense) and hybrid.

- Lexical ranks messages with SQLite FTS5's BM25 over `messages_fts`. User
  text is never passed to FTS5 as syntax: `fts_query` turns it into quoted
  terms joined by OR, so quotes, hyphens, `:`, `*` and AND/OR/NOT cannot
  raise a syntax error.
- Semantic ranks by cosine similarity in a `VectorIndex` of stored message
  vectors (see vectors.py); the text of the top hits is fetched afterwards.
- Hybrid fuses the two rankings by weighted reciprocal rank fusion:
  `score = w_lex / (k + rank_lex) + w_dense / (k + rank_dense)`. The weights
  come from `SearchConfig`; bench/retrieval_bench.py is where they were tuned
  (lexical leads: on coding sessions, exact identifiers and error strings are
  what people search for, and BM25 finds those best).

Filters (agent, workspace, days, role, session) apply to every mode.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from datetime import timedelta
from pathlib import Path
from typing import TYPE_CHECKING, Any, Literal

from pydantic import BaseModel, ConfigDict

from .config import SearchConfig
from .errors import UsageError
from .models import to_iso, utcnow
from .store import Store

if TYPE_CHECKING:
    from .embed import Embedder
    from .vectors import VectorIndex

Mode = Literal["lexical", "semantic", "hybrid"]
MODES: tuple[Mode, ...] = ("lexical", "semantic", "hybrid")
#: marks around matched words in snippets (markdown bold: agents and terminals read it)
HIGHLIGHT = ("**", "**")
ELLIPSIS = "…"

# words too common to help a BM25 ranking; dropping them also keeps a query
# from scoring most of the table. Kept when a query has nothing else.
_STOPWORDS = frozenset(
    str.split(
        """a an and are as at be but by did do does for from had has have how i if in is it its
    me my not of on or our so that the their them then there these this to was we were what
    when where which who why will with you your"""
    )
)
_WORD = re.compile(r"\w+", re.UNICODE)
_PHRASE = re.compile(r'"([^"]*)"')


def fts_query(text: str) -> str | None:
    """Turn free text into a safe FTS5 MATCH expression, or `None` when it has no words.

    Every term is quoted, so FTS5 operators typed by a person (AND, OR, NOT,
    NEAR, `:`, `^`, `-`, parentheses) are searched as words, never parsed.
    `"a phrase"` stays a phrase; `word*` stays a prefix search; a token made
    of several words (`foo-bar`, `np.linalg.norm`) becomes a phrase, which is
    how the unicode61 tokenizer indexed it. Terms are joined by OR so a
    natural-language question still matches; BM25 ranks rows holding more
    (and rarer) terms first.
    """
    terms: list[str] = []
    for phrase in _PHRASE.findall(text):
        words = _WORD.findall(phrase)
        if words:
            terms.append('"' + " ".join(words) + '"')
    rest = _PHRASE.sub(" ", text)
    plain: list[str] = []
    for chunk in rest.split():
        words = _WORD.findall(chunk)
        if not words:
            continue
        if len(words) > 1:
            terms.append('"' + " ".join(words) + '"')
        elif chunk.endswith("*"):
            terms.append(f'"{words[0]}"*')
        else:
            plain.append(words[0])
    kept = [w for w in plain if w.lower() not in _STOPWORDS]
    if not kept and not terms:
        kept = plain
    seen: set[str] = set()
    unique = []
    for term in [*terms, *(f'"{w}"' for w in kept)]:
        if term.lower() not in seen:
            seen.add(term.lower())
            unique.append(term)
    return " OR ".join(unique) if unique else None


def query_words(text: str) -> list[str]:
    """The content words of a query, lower case (for highlighting dense snippets)."""
    words = [w.lower() for w in _WORD.findall(text)]
    return [w for w in words if w not in _STOPWORDS] or words


class SearchHit(BaseModel):
    """One message found by `kenning search`."""

    model_config = ConfigDict(extra="forbid")

    message_id: int
    session_id: str
    idx: int
    source_path: str
    source_line: int | None
    agent: str
    workspace: str | None
    title: str | None
    role: str
    snippet: str
    score: float
    created_at: str | None
    match_type: Mode


@dataclass(frozen=True)
class SearchFilters:
    """Restrict a search; `None` means no restriction."""

    agent: str | None = None
    workspace: str | None = None
    days: float | None = None
    role: str | None = None
    session: str | None = None

    def __post_init__(self) -> None:
        if self.days is not None and self.days <= 0:
            raise UsageError(f"--days must be positive, got {self.days}.", fix="e.g. --days 7")

    @property
    def active(self) -> bool:
        return any(
            v is not None for v in (self.agent, self.workspace, self.days, self.role, self.session)
        )

    def sql(self) -> tuple[str, list[Any]]:
        """A WHERE fragment over `m` (messages) and `s` (sessions), with its parameters."""
        clauses: list[str] = []
        params: list[Any] = []
        if self.agent:
            clauses.append("s.agent = ?")
            params.append(self.agent)
        if self.workspace:
            folder = str(Path(self.workspace).expanduser()).rstrip("/") or "/"
            # a workspace matches itself and every folder below it
            clauses.append("(s.workspace = ? OR s.workspace LIKE ? ESCAPE '\\')")
            escaped = folder.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_")
            params += [folder, escaped.rstrip("/") + "/%"]
        if self.days is not None:
            since = to_iso(utcnow() - timedelta(days=self.days))
            clauses.append("coalesce(m.created_at, s.started_at, s.updated_at) >= ?")
            params.append(since)
        if self.role:
            clauses.append("m.role = ?")
            params.append(self.role)
        if self.session:
            clauses.append("m.session_id = ?")
            params.append(self.session)
        return (" AND ".join(clauses) if clauses else "1"), params


_HIT_COLUMNS = """
    m.id, m.session_id, m.idx, s.source_path, m.source_line, s.agent, s.workspace,
    s.title, m.role, coalesce(m.created_at, s.started_at) AS created_at
"""


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
        snippet=snippet,
        score=score,
        match_type=match_type,
    )


def lexical_search(
    store: Store, query: str, filters: SearchFilters | None = None, limit: int = 10
) -> list[SearchHit]:
    """Messages ranked by FTS5 BM25 (higher score is better), with highlighted snippets."""
    match = fts_query(query)
    if match is None or limit <= 0:
        return []
    where, params = (filters or SearchFilters()).sql()
    # role and author are indexed beside the text but weigh less: "user" in a
    # query should not rank every user message above the one that says it
    rows = store.query(
        f"""
        SELECT {_HIT_COLUMNS},
               snippet(messages_fts, 0, ?, ?, ?, 24) AS snip,
               bm25(messages_fts, 1.0, 0.25, 0.25) AS rank
        FROM messages_fts
        JOIN messages m ON m.id = messages_fts.rowid
        JOIN sessions s ON s.id = m.session_id
        WHERE messages_fts MATCH ? AND {where}
        ORDER BY rank LIMIT ?
        """,
        [*HIGHLIGHT, ELLIPSIS, match, *params, limit],
    )
    return [_hit(row, row[10], -float(row[11]), "lexical") for row in rows]


def make_snippet(text: str, words: Iterable[str], width: int = 24) -> str:
    """The `width`-token window of `text` holding the most query words, highlighted."""
    wanted = {w.lower() for w in words}
    tokens = text.split()
    if not tokens:
        return ""

    def hits(token: str) -> bool:
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


def _rows_by_id(store: Store, ids: Sequence[int], filters: SearchFilters) -> dict[int, Any]:
    if not ids:
        return {}
    where, params = filters.sql()
    marks = ",".join("?" * len(ids))
    rows = store.query(
        f"""
        SELECT {_HIT_COLUMNS}, m.text FROM messages m JOIN sessions s ON s.id = m.session_id
        WHERE m.id IN ({marks}) AND {where}
        """,
        [*ids, *params],
    )
    return {row[0]: row for row in rows}


def semantic_search(
    store: Store,
    index: VectorIndex,
    embedder: Embedder,
    query: str,
    filters: SearchFilters | None = None,
    limit: int = 10,
) -> list[SearchHit]:
    """Messages ranked by cosine similarity of their stored vectors to the query's."""
    filters = filters or SearchFilters()
    if limit <= 0 or not query.strip() or len(index) == 0:
        return []
    vec = embedder.embed_query(query)
    ranked = index.search(vec, limit * 20 if filters.active else limit)
    rows = _rows_by_id(store, [int(i) for i, _ in ranked], filters)
    if filters.active and len(rows) < limit:
        # the filter is narrow: search only the ids it allows
        where, params = filters.sql()
        allowed = store.query(
            f"SELECT m.id FROM messages m JOIN sessions s ON s.id = m.session_id WHERE {where}",
            params,
        )
        ranked = index.search(vec, limit, filter_ids=[str(r[0]) for r in allowed])
        rows = _rows_by_id(store, [int(i) for i, _ in ranked], filters)
    words = query_words(query)
    hits = []
    for ref_id, score in ranked:
        row = rows.get(int(ref_id))
        if row is not None:
            hits.append(_hit(row, make_snippet(row[10], words), score, "semantic"))
        if len(hits) == limit:
            break
    return hits


def fuse(
    lexical: Sequence[SearchHit],
    semantic: Sequence[SearchHit],
    config: SearchConfig,
    limit: int,
) -> list[SearchHit]:
    """Weighted reciprocal rank fusion of two rankings (ranks start at 1)."""
    scores: dict[int, float] = {}
    best: dict[int, SearchHit] = {}
    seen_in: dict[int, set[str]] = {}
    for hits, weight, name in (
        (lexical, config.lexical_weight, "lexical"),
        (semantic, config.dense_weight, "semantic"),
    ):
        for rank, hit in enumerate(hits, start=1):
            key = hit.message_id
            scores[key] = scores.get(key, 0.0) + weight / (config.rrf_k + rank)
            seen_in.setdefault(key, set()).add(name)
            # prefer the lexical hit's snippet: FTS5 highlights the exact terms
            best.setdefault(key, hit)
    order = sorted(scores, key=lambda k: (-scores[k], k))[:limit]
    return [
        best[key].model_copy(
            update={
                "score": round(scores[key], 6),
                "match_type": "hybrid" if len(seen_in[key]) > 1 else best[key].match_type,
            }
        )
        for key in order
    ]


@dataclass
class SearchResult:
    """The hits of one search, plus what a reader should know about how they were found."""

    query: str
    mode: Mode
    hits: list[SearchHit]
    embedder: str | None = None
    degraded: bool = False
    notes: list[str] = field(default_factory=list)

    def to_json(self) -> dict[str, Any]:
        return {
            "query": self.query,
            "mode": self.mode,
            "embedder": self.embedder,
            "degraded": self.degraded,
            "notes": self.notes,
            "hits": [h.model_dump(mode="json") for h in self.hits],
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

    def index(self) -> VectorIndex:
        """The message index of this embedder's model, loaded on first use, then kept in sync."""
        from .vectors import VectorIndex

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
        if len(index) == 0:
            result.notes.append(
                f"no message vectors for {self.embedder.name} yet: the daemon embeds in the "
                "background, or run `kenning embed`"
            )
        if mode == "semantic":
            result.hits = semantic_search(self.store, index, self.embedder, query, filters, limit)
            return result
        depth = max(limit * 5, 50)
        lexical = lexical_search(self.store, query, filters, depth)
        dense = semantic_search(self.store, index, self.embedder, query, filters, depth)
        config = self.config
        if self.degraded:
            config = config.model_copy(update={"dense_weight": config.hashing_dense_weight})
        result.hits = fuse(lexical, dense, config, limit)
        return result
