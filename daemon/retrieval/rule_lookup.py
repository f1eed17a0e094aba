"""Rules looked up by text: nearest rules (`kenning similar`) and a rule's supporting sessions.

Both answer "what else relates to this text?": `similar_rules` over the rule
vectors topped up with FTS5 matches, `supporting_sessions` over the sessions
table and message search (`kenning why`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from kenning.daemon.core.errors import UsageError
from kenning.daemon.core.models import Rule
from kenning.daemon.playbook.book import Playbook
from kenning.daemon.retrieval.rule_ranking import lexical_rules
from kenning.daemon.store.db import Store
from kenning.daemon.store.sessions import SessionRepo

if TYPE_CHECKING:
    from kenning.daemon.retrieval.search import Searcher
    from kenning.daemon.retrieval.vectors.index import VectorIndex

__all__ = ["similar_rules", "supporting_sessions"]


def similar_rules(
    store: Store,
    playbook: Playbook,
    searcher: Searcher | None,
    index: VectorIndex | None,
    text: str,
    limit: int,
) -> dict[str, Any]:
    """The live rules nearest to `text`: semantic when vectors exist, else lexical.

    Returns:
        `{"text", "embedder", "degraded", "rules": [{"id", "content", "maturity",
        "effective", "similarity", "match_type"}]}`.
    """
    if not text.strip():
        raise UsageError("the text is empty.", fix='kenning similar "use httpx, not requests"')
    if not 1 <= limit <= 100:
        raise UsageError(f"--limit must be 1..100, got {limit}.", fix="e.g. --limit 10")
    scores: dict[str, tuple[float, str]] = {}
    if searcher is not None and searcher.embedder is not None and index is not None and len(index):
        vec = searcher.embedder.embed_query(text)
        for ref_id, cos in index.search(vec, limit * 4, store=store):
            if cos > 0.0:
                scores[ref_id] = (cos, "semantic")
    for ref_id, lex in lexical_rules(store, text).items():
        if ref_id not in scores:
            scores[ref_id] = (lex, "lexical")
    rules = []
    for ref_id, (sim, how) in sorted(scores.items(), key=lambda kv: (-kv[1][0], kv[0])):
        sb = playbook.get(ref_id)
        if sb is None:
            continue
        rules.append(
            {
                "id": ref_id,
                "content": sb.rule.content,
                "maturity": str(sb.rule.maturity),
                "state": str(sb.rule.state),
                "effective": round(sb.effective, 4),
                "similarity": round(sim, 4),
                "match_type": how,
            }
        )
        if len(rules) == limit:
            break
    embedder = searcher.embedder.name if searcher and searcher.embedder else None
    return {
        "text": text,
        "embedder": embedder,
        "degraded": bool(searcher is None or searcher.degraded),
        "rules": rules,
    }


def supporting_sessions(store: Store, rule: Rule, limit: int = 5) -> list[dict[str, Any]]:
    """Sessions that back a rule: its provenance sessions, then sessions whose text matches it.

    Returns:
        `[{"session_id", "agent", "title", "workspace", "started_at", "via"
        (provenance|search), "snippet"}]`, provenance first, at most
        `len(provenance) + limit` entries.
    """
    from kenning.daemon.retrieval.search import lexical_search

    out: list[dict[str, Any]] = []
    seen: set[str] = set()
    ids = list(dict.fromkeys(rule.provenance.sessions))
    rows = SessionRepo(store).briefs(ids) if ids else {}
    for sid in ids:
        row = rows.get(sid)
        out.append(
            {
                "session_id": sid,
                "agent": row[1] if row else None,
                "title": row[2] if row else None,
                "workspace": row[3] if row else None,
                "started_at": row[4] if row else None,
                "via": "provenance",
                "snippet": None,
            }
        )
        seen.add(sid)
    for hit in lexical_search(store, rule.content, limit=limit * 4):
        if hit.session_id in seen:
            continue
        seen.add(hit.session_id)
        out.append(
            {
                "session_id": hit.session_id,
                "agent": hit.agent,
                "title": hit.title,
                "workspace": hit.workspace,
                "started_at": hit.created_at,
                "via": "search",
                "snippet": hit.snippet,
            }
        )
        if len(out) >= len(ids) + limit:
            break
    return out
