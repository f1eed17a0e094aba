"""Keeping the store and the model in shape: doctor, backup, backup.list, embed, models.status.

Where each runs when a daemon is up, and why:

- `doctor` is local: it checks the daemon itself, the configuration as the
  caller's process reads it (files edited since the daemon started count)
  and the store with its own connections; it must answer when the daemon is
  wedged, which a request over the socket could not.
- `backup` and `backup.list` go to the daemon: SQLite's online backup copies
  a consistent state from any process, and the daemon's copy is the one its
  own backup thread makes. `to` travels absolute.
- `embed` is local: the daemon embeds in the background already, and a
  backlog run by hand can take minutes, past what a socket request waits
  for; in the caller's process it runs to the end whatever the daemon does
  (each step is a transaction, and a row embedded twice is written once).
- `models.status` goes to the daemon: it reads the model's folder and
  manifest, which the daemon shares (KENNING_MODELS_DIR travels with it).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from kenning.daemon.core.errors import UsageError

from .base import OpContext

__all__ = [
    "BackupListRequest",
    "BackupRequest",
    "DoctorRequest",
    "EmbedRequest",
    "ModelsStatusRequest",
    "backup",
    "backup_list",
    "doctor",
    "embed",
    "models_status",
]

#: what `embed` embeds, in this order, when the request names nothing
EMBED_KINDS = ("message", "rule", "diary")
#: each one's embedding kind in the store (rules keep the v1 name, store/rules.py)
_STORED_KIND = {"message": "message", "rule": "bullet", "diary": "diary"}


@dataclass(frozen=True)
class DoctorRequest:
    """Check the store, config, model, daemon and agent folders."""

    cwd: str | None = None


def doctor(ctx: OpContext, req: DoctorRequest) -> dict[str, Any]:
    """Every check of daemon/ops/doctor.py, each with what it saw and the fix.

    Returns:
        {"ok": nothing is broken, "checks": [{"name", "status" (ok|catching-up|degraded|broken),
        "detail", "fix"}]}.
    """
    from kenning.daemon.ops.doctor import run_checks

    checks = run_checks(ctx.loaded_for(req.cwd))
    return {
        "ok": not any(c.status == "broken" for c in checks),
        "checks": [c.to_json() for c in checks],
    }


@dataclass(frozen=True)
class BackupRequest:
    """Back the database up now (to an absolute file; None: a new file in backups/)."""

    to: str | None = None


def backup(ctx: OpContext, req: BackupRequest) -> dict[str, Any]:
    """A checked copy (PRAGMA quick_check before it is kept).

    Returns:
        {"path", "created", "size", "age"} (`backup.BackupInfo.to_json`).
    """
    from kenning.daemon.store.backup import backup_store

    target = Path(req.to) if req.to else None
    if target is not None and not target.is_absolute():
        raise UsageError(f"to must be absolute: {target}", fix="send the path resolved")
    return backup_store(ctx.loaded.paths.db, target).to_json()


@dataclass(frozen=True)
class BackupListRequest:
    """The backups in KENNING_HOME/backups/."""


def backup_list(ctx: OpContext, req: BackupListRequest) -> dict[str, Any]:
    """Returns {"backups": [{"path", "created", "size", "age"}]}, newest first."""
    from kenning.daemon.store.backup import list_backups

    return {"backups": [b.to_json() for b in list_backups(ctx.loaded.paths.backups)]}


@dataclass(frozen=True)
class EmbedRequest:
    """Embed what has no vector yet: of these kinds (message, rule, diary; none: all)."""

    kinds: list[str] = field(default_factory=list)


def embed(ctx: OpContext, req: EmbedRequest) -> dict[str, Any]:
    """Vectors for the rows that lack one or whose text changed.

    Returns:
        {"embedder": its name, "degraded": the hashing fallback was used,
        "embedded": {kind: rows}}.
    """
    from typing import cast

    from kenning.daemon.retrieval.embedding.embedder import embedder_status, shared_embedder
    from kenning.daemon.retrieval.vectors.index import Kind, embed_pending

    kinds = ["rule" if k == "bullet" else k for k in req.kinds]  # the v1 word, still read
    unknown = sorted(set(kinds) - set(EMBED_KINDS))
    if unknown:
        raise UsageError(f"unknown kind {unknown[0]!r}", fix=f"use {', '.join(EMBED_KINDS)}")
    settings, paths = ctx.settings, ctx.loaded.paths
    status = embedder_status(settings, paths)
    embedder = shared_embedder(settings, paths)
    wanted = [k for k in EMBED_KINDS if k in kinds] if kinds else list(EMBED_KINDS)
    store = ctx.store()
    counts = {k: embed_pending(store, embedder, cast("Kind", _STORED_KIND[k])) for k in wanted}
    return {"embedder": embedder.name, "degraded": status.degraded, "embedded": counts}


@dataclass(frozen=True)
class ModelsStatusRequest:
    """Is the embedding model installed and intact, and which embedder is used."""


def models_status(ctx: OpContext, req: ModelsStatusRequest) -> dict[str, Any]:
    """Returns `models_install.model_status` plus "embedder": {"backend", "degraded", "reason"}."""
    from kenning.daemon.retrieval.embedding.embedder import embedder_status, model_roots
    from kenning.daemon.retrieval.embedding.install import model_status

    settings, paths = ctx.settings, ctx.loaded.paths
    model = settings.embed.model
    roots = model_roots(paths, configured=settings.embed.models_dir)
    data = model_status(roots[0], model)
    for older in roots[1:]:
        if not data["installed"] and model_status(older, model)["installed"]:
            data = model_status(older, model)  # an older install, still used
    chosen = embedder_status(settings, paths)
    data["embedder"] = {
        "backend": chosen.backend,
        "degraded": chosen.degraded,
        "reason": chosen.reason,
    }
    return data
