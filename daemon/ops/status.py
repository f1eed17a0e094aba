"""The `ingest.status` operation: what kenning has ingested, per agent, and the backlog.

Where an agent keeps its sessions depends on the caller's environment
(`CODEX_HOME`, `XDG_DATA_HOME`... `ingest.AGENT_ENV`) and home folder, not
the daemon's: the request carries them, so the daemon answers for the
caller exactly as the caller's own process would. (The daemon's own state is
the socket method `status`, `kenning daemon status`.)
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from .base import OpContext

__all__ = ["NO_DAEMON", "IngestStatusRequest", "ingest_status", "reflection_schedule"]


@dataclass(frozen=True)
class IngestStatusRequest:
    """The caller's view: its agent variables, its home folder, its folder."""

    #: the caller's values of `ingest.AGENT_ENV` (the ones it has set)
    environ: dict[str, str] = field(default_factory=dict)
    #: the caller's home folder (None: this process's)
    home: str | None = None
    cwd: str | None = None


def ingest_status(ctx: OpContext, req: IngestStatusRequest) -> dict[str, Any]:
    """Per-agent ingestion status plus the embedding backlog.

    Returns:
        `ingest.status.ingest_status`'s shape plus "embeddings" (`vectors.Backlog.to_json`)
        and "reflection" (`reflection_schedule`).
    """
    from kenning.daemon.retrieval.embedding.embedder import embedder_name
    from kenning.daemon.retrieval.vectors.backlog import backlog

    from ..ingest.status import ingest_status as status_of

    settings = ctx.values_for(ctx.root(req.cwd))
    home = Path(req.home) if req.home else None
    data = status_of(ctx.store(), settings, environ=req.environ, home=home)
    waiting = backlog(ctx.store(), embedder_name(settings, ctx.loaded.paths))
    data["embeddings"] = waiting.to_json()
    data["reflection"] = reflection_schedule(ctx)
    return data


#: what `reflection_schedule` says when no daemon runs: nothing is scheduled
NO_DAEMON: dict[str, Any] = {
    "daemon": False,
    "next": None,
    "next_at": None,
    "next_in_s": None,
    "waiting": 0,
    "ended": 0,
    "sweep_at": None,
    "quiet_seconds": None,
    "sweep_minutes": None,
    "reflected": 0,
    "last": None,
}


def reflection_schedule(ctx: OpContext) -> dict[str, Any]:
    """When the daemon reflects next and how many sessions wait for it.

    The daemon's own schedule (`service.learning_worker.ReflectionSchedule.to_json`)
    when it serves the operation; answered in another process (a command with
    `--set`), the running daemon's, asked on its socket; `NO_DAEMON` when none
    runs: reflection then happens only with `kenning reflect`.
    """
    if ctx.reflection is not None:
        return ctx.reflection()
    from kenning.daemon.core.client import DaemonClient

    state = DaemonClient(ctx.loaded.paths.socket, timeout=2.0).try_call("status")
    found = state.get("reflection") if isinstance(state, dict) else None
    return found if isinstance(found, dict) else dict(NO_DAEMON)
