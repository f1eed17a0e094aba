"""What was ingested: recent sessions, one session whole, recent diaries; forgetting one.

`kenning sessions list|show` and the MCP resources kenning://sessions/recent
and kenning://diaries/recent answer through these, so they show the same
fields. Every row comes from `SessionRepo`. `sessions.forget` (`kenning
forget-session`) deletes a session with what was derived from it; it goes to
the daemon when one runs, like every write.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from .base import OpContext

__all__ = [
    "DiariesRecentRequest",
    "SessionsForgetRequest",
    "SessionsListRequest",
    "SessionsShowRequest",
    "diaries_recent",
    "session_json",
    "sessions_forget",
    "sessions_list",
    "sessions_show",
]

#: the fields of a session in every answer (its row's columns of the same names)
_FIELDS = (
    "id",
    "agent",
    "native_id",
    "title",
    "workspace",
    "git_branch",
    "parent_id",
    "source_path",
    "started_at",
    "ended_at",
    "message_count",
)


def session_json(row: Any, *, first_request: bool = False) -> dict[str, Any]:
    """A stored session as JSON; with `first_request`, the row's column of that name too.

    `partial` is true while the session holds only part of its source (the
    file vanished while read in slices: ingest/pipeline.py).
    """
    data = {name: row[name] for name in _FIELDS}
    data["partial"] = bool(row["partial"])
    if first_request:
        data["first_request"] = row["first_request"]
    return data


@dataclass(frozen=True)
class SessionsListRequest:
    """The latest sessions, optionally of one agent or under one folder."""

    #: an agent's name, as `kenning status` spells it or with `-` for `_`
    agent: str | None = None
    #: an absolute folder: sessions that worked in it or below it
    workspace: str | None = None
    limit: int = 20


def sessions_list(ctx: OpContext, req: SessionsListRequest) -> dict[str, Any]:
    """Returns {"sessions": [session_json + "first_request", ...]}, latest first."""
    from kenning.daemon.core.errors import UsageError
    from kenning.daemon.store.sessions import SessionRepo

    if not 1 <= req.limit <= 10_000:
        raise UsageError(f"limit must be 1..10000, got {req.limit}", fix="e.g. --limit 20")
    agent = None
    if req.agent:
        from ..ingest.base import agent_slugs

        agent = agent_slugs([req.agent])[0]
    rows = SessionRepo(ctx.store()).recent(agent, req.workspace or None, req.limit)
    return {"sessions": [session_json(r, first_request=True) for r in rows]}


@dataclass(frozen=True)
class SessionsShowRequest:
    """One session: its full id, the agent's own id, an old id or a unique prefix."""

    session_id: str


def sessions_show(ctx: OpContext, req: SessionsShowRequest) -> dict[str, Any]:
    """Returns session_json plus "messages" (redacted as stored, in order, tool calls parsed)."""
    from kenning.daemon.store.sessions import SessionRepo

    from ..ingest.session_ids import find_session
    from ..ingest.writer import stored_tool_calls

    store = ctx.store()
    row = find_session(store, req.session_id)
    data = session_json(row)
    data["messages"] = [
        {
            "key": m["key"],
            "idx": m["idx"],
            "role": m["role"],
            "origin": m["origin"],
            "author": m["author"],
            "model": m["model"],
            "text": m["text"],
            "tool_calls": stored_tool_calls(m["text"], m["tool_calls"]),
            "created_at": m["created_at"],
            "source_line": m["source_line"],
        }
        for m in SessionRepo(store).messages(row["id"])
    ]
    return data


@dataclass(frozen=True)
class DiariesRecentRequest:
    """The latest session diaries."""

    limit: int = 20


def diaries_recent(ctx: OpContext, req: DiariesRecentRequest) -> dict[str, Any]:
    """Returns {"diaries": [{"session_id", "status", "source", "updated_at", "diary"}]}."""
    import orjson

    from kenning.daemon.core.errors import UsageError
    from kenning.daemon.store.sessions import SessionRepo

    if not 1 <= req.limit <= 1000:
        raise UsageError(f"limit must be 1..1000, got {req.limit}", fix="e.g. limit 20")
    return {
        "diaries": [
            {
                "session_id": r["session_id"],
                "status": r["status"],
                "source": r["source"],
                "updated_at": r["updated_at"],
                "diary": orjson.loads(r["json"]),
            }
            for r in SessionRepo(ctx.store()).recent_diaries(req.limit)
        ]
    }


@dataclass(frozen=True)
class SessionsForgetRequest:
    """Delete one session (any id `sessions.show` takes) and everything derived from it."""

    session_id: str


def sessions_forget(ctx: OpContext, req: SessionsForgetRequest) -> dict[str, Any]:
    """Forget a session and its subagents' sessions, with everything derived from them.

    Messages, their search rows, vectors, old ids, diaries, rule links,
    surfacings, learnt feedback and summary.md go; what is deleted is zeroed
    in the database file. Facts of MEMORY.md are computed again without it
    (and MEMORY.md rewritten when it exists). The source file and its
    checkpoint stay, so it is not read again unless it changes. Backups
    taken before keep the session until they rotate out: the answer names
    the ones that hold it, and the rules learnt from it (a rule is the
    user's to keep or remove).

    Returns:
        {"forgotten": the session's id, "sessions": [it and its subagents'],
        "messages": how many it had, "counts": {what went: how many},
        "removed": [what went, one phrase each], "kept": [what still holds it]}.
    """
    import shutil

    from kenning.daemon.store import sessions as session_rows
    from kenning.daemon.store.backup_files import list_backups

    from ..ingest.pipeline import forget_session
    from ..ingest.session_ids import find_session
    from ..learning.diary import forget_hook
    from ..learning.summaries import refresh_facts, summary_path

    store = ctx.store()
    paths = ctx.loaded.paths
    row = find_session(store, req.session_id)
    ids = [row["id"], *session_rows.child_sessions(store.conn, row["id"])]
    counts = session_rows.derived_counts(store.conn, ids)
    rules = session_rows.linked_rules(store.conn, ids)
    cited = session_rows.facts_citing(store.conn, ids)
    folders = [summary_path(paths.summaries, sid).parent for sid in ids]
    summaries = [f for f in folders if f.is_dir()]
    for folder in summaries:
        # before the database: a crash in between leaves a session without its
        # summary (`kenning summaries` writes it again), never a summary, secrets
        # and all, of a session no command can find any more
        shutil.rmtree(folder)
    counts["summaries"] = len(summaries)
    # what the learning loop derived goes in the same transaction
    forget_session(store, row["id"], cleanups=(forget_hook,))
    memory = paths.home / "MEMORY.md"
    counts["facts"] = cited
    if cited:
        refresh_facts(store)
        if memory.exists():
            from ..learning.deltas import ReflectReport
            from .export import refresh_projections

            refresh_projections(store, ctx.settings, ReflectReport(), memory=memory, paths=paths)
    removed = [
        f"{counts['messages']} messages and their search rows",
        f"{counts['vectors']} message vectors and {counts['diary_vectors']} diary vectors",
    ]
    if len(ids) > 1:
        removed.append(f"{len(ids) - 1} subagent sessions it started ({', '.join(ids[1:])})")
    learned = ("diaries", "rule_links", "surfaced", "learned_feedback")
    if any(counts[k] for k in learned):
        removed.append(
            f"{counts['diaries']} diaries, {counts['rule_links']} rule links, "
            f"{counts['surfaced']} surfacings, {counts['learned_feedback']} learnt feedback"
        )
    removed += [f"its summary ({folder})" for folder in summaries]
    if counts["aliases"]:
        removed.append(f"{counts['aliases']} old ids")
    if cited:
        removed.append(
            f"{cited} facts of MEMORY.md that cited it (computed again without it"
            + (", MEMORY.md rewritten)" if memory.exists() else ")")
        )
    kept = [f"its source file {row['source_path']} (not read again unless it changes)"]
    holding = [
        b.path for b in list_backups(paths.backups) if session_rows.holds_session(b.path, row["id"])
    ]
    if holding:
        kept.append(
            f"{len(holding)} backups taken before now, until they rotate out after "
            f"backup.keep_days = {ctx.settings.backup.keep_days} days "
            f"(`kenning backup list`): " + ", ".join(str(p) for p in holding)
        )
    if rules:
        kept.append(
            f"{len(rules)} rules learnt from it: {', '.join(rules)} "
            "(`kenning playbook remove ID` removes one)"
        )
    return {
        "forgotten": row["id"],
        "sessions": ids,
        "messages": counts["messages"],
        "counts": counts,
        "removed": removed,
        "kept": kept,
        "backups": [str(p) for p in holding],
        "rules": rules,
    }
