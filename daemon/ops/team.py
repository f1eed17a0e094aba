"""Team memory (daemon/team/): team.init, team.join, team.sync, team.status, team.leave.

All four are local (`Operation.local`): they connect to the team's
PostgreSQL server, and libpq takes what the connection needs from the
caller's environment (`PGPASSFILE`, `PGSERVICEFILE`, `PGSSLROOTCERT`,
`PGHOST`...), its ~/.pgpass and pg_service.conf, none of which the daemon
shares. The daemon runs its own background sync; `team.join` and
`team.leave` tell it the link changed (`team_wake` on its socket), so it
starts or stops syncing without a restart, and say whether one was told.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from kenning.daemon.core.errors import UsageError

from .base import OpContext

__all__ = [
    "TeamInitRequest",
    "TeamJoinRequest",
    "TeamLeaveRequest",
    "TeamStatusRequest",
    "TeamSyncRequest",
    "team_init",
    "team_join",
    "team_leave",
    "team_status",
    "team_sync",
]


def _wake_daemon(ctx: OpContext) -> bool:
    """Tell a running daemon the link changed; False when no daemon answers.

    A daemon that starts later reads the link itself.
    """
    from kenning.daemon.core.client import call
    from kenning.daemon.core.errors import KenningError

    try:
        return call("team_wake", {}, ctx.loaded.paths.socket, timeout=5.0) is not None
    except KenningError:
        return False


@dataclass(frozen=True)
class TeamInitRequest:
    """Create or upgrade kenning's tables on a server and grant the member role (an admin's)."""

    url: str
    team: str = "default"


def team_init(ctx: OpContext, req: TeamInitRequest) -> dict[str, Any]:
    """Returns {"server" (password hidden), "team", "role", "admin", "migrations",
    "granted" (roles granted to), "warnings"}."""
    from ..team.sync import init

    return init(req.url, req.team)


@dataclass(frozen=True)
class TeamJoinRequest:
    """Join a team on a PostgreSQL server (a libpq URL or connection string), then sync.

    The member is the PostgreSQL role the URL logs in as.
    """

    url: str
    team: str = "default"
    #: this machine's name (None: the host name)
    machine: str | None = None
    share_evidence: bool = False
    #: seconds between the daemon's background syncs
    interval: float = 60.0
    #: join without the first sync
    no_sync: bool = False


def team_join(ctx: OpContext, req: TeamJoinRequest) -> dict[str, Any]:
    """Returns {"team", "server" (password hidden), "member" (the role), "admin", "machine",
    "migrations", "warnings", "sync" (unless no_sync: team.sync's shape), "daemon_woken"}."""
    from ..team.sync import join

    if req.interval < 1:
        raise UsageError(f"interval must be at least 1 s, got {req.interval}", fix="--interval 60")
    out = join(
        ctx.store(),
        req.url,
        req.team,
        ctx.sanitizer(),
        machine=req.machine,
        share_evidence=req.share_evidence,
        interval_s=req.interval,
        first_sync=not req.no_sync,
        curation=ctx.settings.curation,
    )
    out["daemon_woken"] = _wake_daemon(ctx)
    return out


@dataclass(frozen=True)
class TeamSyncRequest:
    """Upload what waits here, then pull what the team added."""


def team_sync(ctx: OpContext, req: TeamSyncRequest) -> dict[str, Any]:
    """Returns {"sent", "accepted", "received" (rows per table), "curated", "seconds",
    "timings", "resync", "warnings"} (`team.sync.SyncReport.to_json`)."""
    from ..team.sync import sync

    return sync(ctx.store(), ctx.sanitizer(), curation=ctx.settings.curation).to_json()


@dataclass(frozen=True)
class TeamStatusRequest:
    """The team, the last sync, what waits each way (works with the server down)."""


def team_status(ctx: OpContext, req: TeamStatusRequest) -> dict[str, Any]:
    """Returns {"team", "server", "member", "machine", "share_evidence", "joined_at",
    "last_sync_at", "last_error", "server_id", "epoch", "last_resync", "pending_up",
    "pending_down", "replica", "team_size", "online", "server_error"}."""
    from ..team.sync import status

    return status(ctx.store())


@dataclass(frozen=True)
class TeamLeaveRequest:
    """Leave the team: drop the replica and stop syncing."""

    #: also delete what this store uploaded, on the server and in every replica
    delete_my_data: bool = False


def team_leave(ctx: OpContext, req: TeamLeaveRequest) -> dict[str, Any]:
    """Returns {"team", "server", "deleted_on_server" (with delete_my_data),
    "dropped_here", "daemon_woken"}."""
    from ..team.sync import leave

    out = leave(ctx.store(), delete_my_data=req.delete_my_data)
    out["daemon_woken"] = _wake_daemon(ctx)  # a running daemon stops syncing now
    return out
