"""What ingestion found, per agent: for `kenning status` and `kenning doctor`.

The point is that an agent silently yielding 0 sessions cannot be missed: for
every enabled agent it says which roots exist, how many source files are
there, how many sessions and messages came out of them, what was skipped
(with the first error of each kind) and, when the answer is "nothing", the
likely cause.
"""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from typing import TYPE_CHECKING, Any

from kenning.daemon.store import ingest as ingest_rows
from kenning.daemon.store.db import Store
from kenning.daemon.store.sessions import SessionRepo

from .base import AgentSource, get_connectors

if TYPE_CHECKING:
    from kenning.daemon.core.config import Settings

__all__ = ["agent_status", "diagnose", "ingest_status"]

#: skip reasons that say "a shape this reader does not know", not "broken"
_UNRECOGNISED = frozenset({"unknown_type", "empty_content", "missing_field", "blank_line"})

#: stop counting files past this many per agent (status must stay quick)
MAX_COUNT = 100_000


def _count_files(src: AgentSource) -> tuple[int, int, int]:
    """(sources found, sources excluded, plain files under the roots) per agent."""
    found = excluded = plain = 0
    for root in src.roots:
        if not root.exists():
            continue
        for source in src.connector.discover(root):
            if src.excluded(source):
                excluded += 1
            else:
                found += 1
            if found + excluded >= MAX_COUNT:
                break
        if root.is_dir() and found + excluded == 0:
            for n, _ in enumerate(f for f in root.rglob("*") if f.is_file()):
                plain = n + 1
                if plain >= 1000:
                    break
    return found, excluded, plain


def agent_status(store: Store, src: AgentSource) -> dict[str, Any]:
    """The status of one agent (see `ingest_status` for the shape)."""
    agent = src.agent
    found, excluded, plain = _count_files(src)
    sessions, messages, last_session = SessionRepo(store).agent_totals(agent)
    read, failed, last_cp = ingest_rows.agent_checkpoints(store, agent)
    first_failure = ingest_rows.first_failure(store, agent)
    skipped = {
        row["reason"]: {
            "count": row["count"],
            "first_source": row["first_source"],
            "first_detail": row["first_detail"],
        }
        for row in ingest_rows.agent_skips(store, agent)
    }
    status: dict[str, Any] = {
        "roots": [{"path": str(r), "exists": r.exists()} for r in src.roots],
        "files": found,
        "files_excluded": excluded,
        "other_files": plain,
        "sources_read": int(read or 0),
        "sources_failed": int(failed or 0),
        "first_failure": dict(first_failure) if first_failure else None,
        "sessions": int(sessions),
        "messages": int(messages),
        "skipped": skipped,
        "last_activity": max([t for t in (last_session, last_cp) if t], default=None),
    }
    status["problem"] = diagnose(status)
    return status


def diagnose(status: Mapping[str, Any]) -> str | None:
    """The likely cause when an agent's folder exists but yielded no session."""
    if status["sessions"] or not any(r["exists"] for r in status["roots"]):
        return None
    if status["files"] == 0 and status["files_excluded"]:
        return (
            f"files excluded: all {status['files_excluded']} session files match an exclude "
            "pattern (ingest.exclude / agents.<agent>.exclude)"
        )
    if status["files"] == 0:
        if status["other_files"]:
            return (
                f"format changed? the folder holds {status['other_files']} files but none "
                "is named like this agent's session files"
            )
        return None  # installed, never used: nothing to say
    if status["sources_read"] == 0 and not status["sources_failed"]:
        return f"not ingested yet: {status['files']} session files; run `kenning ingest`"
    reasons = status["skipped"]
    unknown = reasons.get("unknown_type")
    if unknown and not status["sources_failed"] and set(reasons) <= _UNRECOGNISED:
        # every line was well-formed but of no kind the reader knows
        return (
            f"format changed? {status['sources_read']} files were read but no message was "
            f"recognised in them ({unknown['first_detail']})"
        )
    if status["sources_failed"] or reasons:
        first = status.get("first_failure") or {}
        worst = max(reasons.items(), key=lambda kv: kv[1]["count"], default=None)
        detail = first.get("last_error") if first else None
        if worst is not None and not detail:
            detail = f"{worst[0]} x{worst[1]['count']}: {worst[1]['first_detail']}"
        return f"parse errors: {detail}"
    return (
        f"format changed? {status['sources_read']} files were read but no message was "
        "recognised in them"
    )


def ingest_status(
    store: Store,
    settings: Settings,
    *,
    environ: Mapping[str, str] | None = None,
    home: Path | None = None,
) -> dict[str, Any]:
    """Per-agent ingestion status, as `kenning status --json` prints it.

    Shape: `{"agents": {slug: {roots, files, files_excluded, sources_read,
    sources_failed, first_failure, sessions, messages, skipped: {reason:
    {count, first_source, first_detail}}, last_activity, problem}}, "totals":
    {...}, "disabled": [slugs], "projects": {from_sessions, searched, excluded,
    found: [{path, agent}], git_repositories, scan: {folders_read, seconds,
    stopped}, watched, total}}`. Other areas add top-level keys (the
    daemon: "daemon"). An agent that writes into projects (Aider, SpecStory)
    lists only the roots that exist among those of its project folders.
    """
    from .base import load_connectors
    from .projects import find_projects

    projects = find_projects(store, settings, home=home)
    agents: dict[str, Any] = {}
    for src in get_connectors(settings, environ=environ, home=home, projects=projects.paths):
        agents[src.agent] = agent_status(store, src)
        if callable(getattr(src.connector, "project_roots", None)):
            roots = agents[src.agent]["roots"]
            agents[src.agent]["roots"] = [r for r in roots if r["exists"]]
    disabled = sorted(slug for slug in load_connectors() if not settings.agent(slug).enabled)
    totals = {
        "sessions": sum(a["sessions"] for a in agents.values()),
        "messages": sum(a["messages"] for a in agents.values()),
        "files": sum(a["files"] for a in agents.values()),
        "sources_read": sum(a["sources_read"] for a in agents.values()),
        "skipped": sum(s["count"] for a in agents.values() for s in a["skipped"].values()),
    }
    return {
        "agents": agents,
        "totals": totals,
        "disabled": disabled,
        "projects": projects.to_json(),
    }
