"""Operations that find things: search, context, similar.

With a warm context (the daemon, or a process allowed to load the model)
they use the embedder and the vector indexes of `OpContext.engine()`. A cold
context (`warm=False`: no daemon yet, one is starting) answers by words and
says so: the task or query is never embedded for a single answer.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any, Literal

from kenning.daemon.core.errors import UsageError

from .base import OpContext, cold_note

if TYPE_CHECKING:
    from kenning.daemon.store.db import Store

__all__ = [
    "ContextRequest",
    "SearchRequest",
    "SimilarRequest",
    "context",
    "record_briefed",
    "search",
    "similar",
]


@dataclass(frozen=True)
class SearchRequest:
    """A search of past sessions' messages."""

    query: str
    mode: Literal["lexical", "semantic", "hybrid"] = "hybrid"
    agent: str | None = None
    workspace: str | None = None
    days: float | None = None
    role: Literal["user", "assistant", "system", "tool"] | None = None
    session: str | None = None
    limit: int = 10
    origin: Literal["human", "agent", "tool", "injected", "expansion", "handoff"] | None = None


def search(ctx: OpContext, req: SearchRequest) -> dict[str, Any]:
    """Returns {"query", "mode", "embedder", "degraded", "notes", "hits": [...]}."""
    from kenning.daemon.retrieval.search import Searcher, SearchFilters

    from ..ingest.base import agent_slugs
    from ..ingest.session_ids import find_session

    store = ctx.store()
    agent = agent_slugs([req.agent])[0] if req.agent else None
    session = find_session(store, req.session)["id"] if req.session else None
    filters = SearchFilters(
        agent=agent,
        workspace=req.workspace,
        days=req.days,
        role=req.role,
        origin=req.origin,
        session=session,
    )
    # the daemon answers a hybrid search by words while its model loads (`warming`);
    # a semantic one has no words-only answer: it waits for the model
    warming = ctx.warm and req.mode == "hybrid" and ctx.engine().warming()
    if req.mode == "lexical" or not ctx.warm or warming:
        lexical = Searcher(store, ctx.values_for(None).search)
        result = lexical.search(req.query, mode="lexical", filters=filters, limit=req.limit)
        data = result.to_json()
        if req.mode != "lexical":  # asked for meaning, answered by words
            from kenning.daemon.retrieval.context_service import WARMING_NOTE

            data["mode"] = req.mode
            data["degraded"] = True
            data["notes"] = [WARMING_NOTE if warming else cold_note(ctx)]
        return data
    engine = ctx.engine()
    with engine.lock:
        searcher = engine.searcher(store)
        result = searcher.search(req.query, mode=req.mode, filters=filters, limit=req.limit)
    return result.to_json()


@dataclass(frozen=True)
class ContextRequest:
    """A briefing for a task."""

    task: str
    workspace: str | None = None
    file: str | None = None
    limit: int = 10


def context(ctx: OpContext, req: ContextRequest) -> dict[str, Any]:
    """The briefing (docs/context.md); the rules it shows are logged for automatic feedback."""
    params = {"task": req.task, "workspace": req.workspace, "file": req.file, "limit": req.limit}
    if ctx.warm:
        return ctx.engine().context(ctx.store(), params)
    from kenning.daemon.core.paths import find_repo_root
    from kenning.daemon.retrieval.briefing import check_request, noted
    from kenning.daemon.retrieval.context import build_context, record_surfaced_entries

    task = check_request(req.task, req.limit)
    workspace = Path(req.workspace) if req.workspace else None
    file = Path(req.file) if req.file else None
    start = workspace or (file.parent if file else None)
    root = find_repo_root(start) if start is not None else None
    store = ctx.store()
    result = build_context(
        store,
        ctx.values_for(None),
        task,
        workspace=workspace,
        file=file,
        limit=req.limit,
        playbook=ctx.playbook(root),
    )
    record_surfaced_entries(store, result.rules + result.pitfalls, result.workspace)
    result.source = "process"
    data = result.to_json()
    # the note says "no embedder ... kenning models install" when it is true
    data["degraded"] = noted(cold_note(ctx), data.get("degraded") or [])
    return data


@dataclass(frozen=True)
class SimilarRequest:
    """The rules nearest in meaning to a text."""

    text: str
    limit: int = 10
    workspace: str | None = None


def similar(ctx: OpContext, req: SimilarRequest) -> dict[str, Any]:
    """Returns {"text", "embedder", "degraded", "rules": [...]}."""
    if not 1 <= req.limit <= 100:
        raise UsageError(f"limit must be 1..100, got {req.limit}", fix="e.g. --limit 10")
    if ctx.warm:
        return ctx.engine().similar(
            ctx.store(), {"text": req.text, "limit": req.limit, "workspace": req.workspace}
        )
    from kenning.daemon.core.paths import find_repo_root
    from kenning.daemon.retrieval.rule_lookup import similar_rules

    root = find_repo_root(Path(req.workspace)) if req.workspace else None
    store = ctx.store()
    return similar_rules(store, ctx.playbook(root), None, None, req.text, req.limit)


def record_briefed(
    store: Store, rule_ids: list[str], session_id: str | None, where: str, *, workspace: str | None
) -> None:
    """Log rules a front end briefed an agent with as surfaced (`where`: the surface).

    The `context` operation logs its own; a front end that keeps a session of
    its own (the middleware) logs the rules under that session.
    """
    from kenning.daemon.store.surfaced import record_surfaced

    record_surfaced(store, rule_ids, session_id, where, workspace=workspace)
