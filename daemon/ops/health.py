"""Operations that judge the playbook: stats, top, stale, why."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from kenning.daemon.core.errors import RuleNotFound, UsageError

from .base import OpContext

if TYPE_CHECKING:
    from kenning.daemon.store.db import Store
from .shapes import event_json, score_json, scored_rule_json

__all__ = [
    "StaleRequest",
    "StatsRequest",
    "TopRequest",
    "WhyRequest",
    "stale",
    "stats",
    "store_contents",
    "top",
    "why",
]


@dataclass(frozen=True)
class StatsRequest:
    """The playbook's health dashboard."""

    cwd: str | None = None


def stats(ctx: OpContext, req: StatsRequest) -> dict[str, Any]:
    """Counts, score buckets, top, at risk, stale, merge candidates (docs/cli-json.md)."""
    from kenning.daemon.playbook.stats_index import dashboard
    from kenning.daemon.store.rules import RuleRepo

    root = ctx.root(req.cwd)
    pb = ctx.playbook(root, include_retired=True)
    conflicts = len(RuleRepo(ctx.store()).conflicts())
    days = ctx.values_for(root).scoring.stale_days
    # counted once per cached playbook and patched with it (playbook/stats_index.py)
    return dashboard(pb, stale_days=days, conflicts=conflicts)


@dataclass(frozen=True)
class TopRequest:
    """The best active rules."""

    n: int = 10
    cwd: str | None = None


def top(ctx: OpContext, req: TopRequest) -> dict[str, Any]:
    """Returns {"count", "rules": [rule...]}."""
    if req.n < 1:
        raise UsageError(f"N must be at least 1, got {req.n}", fix="kenning top 10")
    items = ctx.playbook(ctx.root(req.cwd)).active()[: req.n]
    return {"count": len(items), "rules": [scored_rule_json(sb) for sb in items]}


@dataclass(frozen=True)
class StaleRequest:
    """Live rules without feedback for `days` days (default: scoring.stale_days)."""

    days: int | None = None
    cwd: str | None = None


def stale(ctx: OpContext, req: StaleRequest) -> dict[str, Any]:
    """Returns {"days", "count", "rules": [rule...]}, oldest feedback first."""
    from kenning.daemon.playbook.stats import stale_rules

    if req.days is not None and req.days < 1:
        raise UsageError(f"--days must be at least 1, got {req.days}", fix="--days 90")
    root = ctx.root(req.cwd)
    days = req.days or ctx.values_for(root).scoring.stale_days
    items = stale_rules(ctx.playbook(root), days)
    return {"days": days, "count": len(items), "rules": [scored_rule_json(sb) for sb in items]}


@dataclass(frozen=True)
class WhyRequest:
    """Where a rule came from, and its score's arithmetic."""

    id: str
    cwd: str | None = None


def why(ctx: OpContext, req: WhyRequest) -> dict[str, Any]:
    """Returns {"rule", "origin", "provenance", "explain", "score", "events",
    "conflicts", "sessions", "links", "team_events"}; `team_events` names, per
    team member, the marks that moved the score (empty without a team)."""
    from kenning.daemon.core.models import conflict_dump, provenance_dump
    from kenning.daemon.learning.summaries import rule_links
    from kenning.daemon.retrieval.rule_lookup import supporting_sessions
    from kenning.daemon.store.rules import RuleRepo

    from ..team.view import event_members

    root = ctx.root(req.cwd)
    # an active rule from the cached playbook; a retired one needs a load of them all
    sb = ctx.playbook(root).get(req.id) or ctx.playbook(root, include_retired=True).get(req.id)
    if sb is None:
        raise RuleNotFound(
            f"no rule with id {req.id!r}.", fix="list ids with `kenning playbook list`"
        )
    store = ctx.store()
    repo = RuleRepo(store)
    b = sb.rule
    return {
        "rule": scored_rule_json(sb),
        "origin": b.origin,
        "provenance": provenance_dump(b.provenance),
        "explain": sb.score.explain(),
        "score": score_json(sb.score),
        "events": [event_json(e) for e in repo.events(req.id)],
        "conflicts": [conflict_dump(c) for c in repo.conflicts(req.id)],
        "sessions": supporting_sessions(store, b),
        "links": rule_links(store, b.id),
        "team_events": event_members(store, b.id),
    }


def store_contents(store: Store) -> dict[str, Any]:
    """What a store holds, for a server that must say which store it reads (MCP).

    Returns:
        {"sessions", "messages", "rules": counts, "remembered_only": True when
        its only session is the one `remember` writes (or there is none)}.
    """
    from kenning.daemon.store.rules import RuleRepo
    from kenning.daemon.store.sessions import SessionRepo

    from .memory import MEMORY_SESSION

    sessions = SessionRepo(store)
    count, messages = sessions.totals()
    return {
        "sessions": count,
        "messages": messages,
        "rules": RuleRepo(store).count(),
        "remembered_only": not sessions.has_sessions(besides=MEMORY_SESSION),
    }
