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

__all__ = ["IngestStatusRequest", "ingest_status"]


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
        `ingest.status.ingest_status`'s shape plus "embeddings" (`vectors.Backlog.to_json`).
    """
    from kenning.daemon.retrieval.embedding.embedder import embedder_name
    from kenning.daemon.retrieval.vectors.index import backlog

    from ..ingest.status import ingest_status as status_of

    settings = ctx.settings_for(ctx.root(req.cwd))
    home = Path(req.home) if req.home else None
    data = status_of(ctx.store(), settings, environ=req.environ, home=home)
    waiting = backlog(ctx.store(), embedder_name(settings, ctx.loaded.paths))
    data["embeddings"] = waiting.to_json()
    return data
