"""The sync engine: join, sync (push then pull), status, leave, and the daemon's loop.

A sync uploads what waits here (rules, marks, tombstones, forgotten rules),
each batch redacted again and committed on the server before the local
cursor moves, then pulls every page past the local cursors, each page
applied with its cursor in one local transaction. So a sync stopped at any
point (kill -9, the server restarted) is simply resumed by the next one:
nothing is lost and, uploads being idempotent, nothing is duplicated.
"""

from __future__ import annotations

import logging
import random
import socket
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol

from kenning.daemon.core.errors import TeamError, TeamServerError
from kenning.daemon.core.models import to_iso, utcnow
from kenning.daemon.store.db import Store

from . import local

__all__ = [
    "Redactor",
    "SyncReport",
    "default_member",
    "join",
    "leave",
    "status",
    "sync",
    "sync_loop",
]

if TYPE_CHECKING:
    from kenning.daemon.core.settings import CurationConfig

    from .server import TeamServer

log = logging.getLogger(__name__)

#: rows per upload transaction and per pulled page
BATCH = 5000
#: the daemon's longest wait between two failed syncs
MAX_BACKOFF_S = 900.0


class Redactor(Protocol):
    def redact(self, text: str) -> str: ...


@dataclass
class SyncReport:
    """What one sync moved: rows sent, rows new on the server, rows new here."""

    sent: dict[str, int] = field(default_factory=dict)
    accepted: dict[str, int] = field(default_factory=dict)
    received: dict[str, int] = field(default_factory=dict)
    #: pulled rules the curator looked at (team/curation.py)
    curated: int = 0
    seconds: float = 0.0
    #: seconds spent uploading, and pulling each table
    timings: dict[str, float] = field(default_factory=dict)

    def to_json(self) -> dict[str, Any]:
        return {
            "sent": self.sent,
            "accepted": self.accepted,
            "received": self.received,
            "curated": self.curated,
            "seconds": round(self.seconds, 3),
            "timings": {k: round(v, 3) for k, v in self.timings.items()},
        }


def default_member() -> str:
    """Who this member is by default: the login name."""
    import getpass

    try:
        return getpass.getuser()
    except (KeyError, OSError):  # pragma: no cover - no passwd entry
        return "member"


def _require_link(store: Store) -> local.TeamLink:
    link = local.read_link(store)
    if link is None:
        raise TeamError(
            "this store has not joined a team.",
            fix="kenning team join postgresql://HOST/DB --team NAME",
        )
    return link


def _redact_rule(row: dict[str, Any], redactor: Redactor, share_evidence: bool) -> dict[str, Any]:
    out = dict(row)
    for key in ("content", "category", "rule_id", "scope", "kind", "type"):
        out[key] = redactor.redact(out[key])
    out["tags"] = [redactor.redact(t) for t in out["tags"]]
    out["evidence"] = [redactor.redact(e) for e in out["evidence"]] if share_evidence else []
    verification = out["verification"]
    if verification is not None:
        out["verification"] = {
            k: redactor.redact(v) if isinstance(v, str) else v for k, v in verification.items()
        }
    return out


def _redact_texts(row: dict[str, Any], redactor: Redactor, keys: tuple[str, ...]) -> dict[str, Any]:
    out = dict(row)
    for key in keys:
        if out.get(key) is not None:
            out[key] = redactor.redact(out[key])
    return out


def _push(
    store: Store, server: TeamServer, team: int, link: local.TeamLink, redactor: Redactor,
    report: SyncReport, batch: int,
) -> None:  # fmt: skip
    prov = (redactor.redact(link.member), redactor.redact(link.machine), local.store_origin(store))
    sent = report.sent
    accepted = report.accepted
    while rules := local.pending_rules(store, batch):
        clean = [_redact_rule(r, redactor, link.share_evidence) for r in rules]
        accepted["rules"] = accepted.get("rules", 0) + server.push("rules", team, prov, clean)
        local.mark_uploaded(store, rule_hashes=[r["content_hash"] for r in rules])
        sent["rules"] = sent.get("rules", 0) + len(rules)
    while True:
        events, cursor = local.pending_events(store, batch)
        if events:
            accepted["events"] = accepted.get("events", 0) + server.push(
                "events", team, prov, events
            )
            sent["events"] = sent.get("events", 0) + len(events)
        local.mark_uploaded(store, events_cursor=cursor)
        if len(events) < batch:
            break
    tombstones = [
        _redact_texts(t, redactor, ("pattern", "reason", "replacement"))
        for t in local.pending_tombstones(store)
    ]
    if tombstones:
        accepted["tombstones"] = server.push("tombstones", team, prov, tombstones)
        local.mark_uploaded(store, tombstone_ids=[t["tombstone_id"] for t in tombstones])
        sent["tombstones"] = len(tombstones)
    toxic, toxic_cursor = local.pending_toxic(store)
    if toxic:
        clean_toxic = [_redact_texts(t, redactor, ("content", "reason")) for t in toxic]
        accepted["toxic"] = server.push("toxic", team, prov, clean_toxic)
        sent["toxic"] = len(toxic)
    local.mark_uploaded(store, toxic_cursor=toxic_cursor)


def _pull(
    store: Store, server: TeamServer, team: int, report: SyncReport, batch: int,
    curation: CurationConfig | None,
) -> None:  # fmt: skip
    origin = local.store_origin(store)
    with server.snapshot() as horizon:
        for table in local.DOWN_TABLES:
            started = time.perf_counter()
            after = local.down_cursor(store, table)
            while True:
                rows, after = server.page(table, team, horizon, after, batch, origin)
                if not rows:
                    break
                added = local.apply_pulled(store, table, rows, after)
                report.received[table] = report.received.get(table, 0) + added
                if len(rows) < batch:
                    break
            report.timings[f"pull_{table}"] = time.perf_counter() - started
            if table == "rules":  # before the marks: a first pull's take a while
                started = time.perf_counter()
                report.curated += local.curate_pending(store, curation)
                report.timings["curate"] = time.perf_counter() - started


def sync(
    store: Store,
    redactor: Redactor,
    *,
    batch: int = BATCH,
    pull: bool = True,
    curation: CurationConfig | None = None,
) -> SyncReport:
    """Upload what waits here, then pull what the team added; record the outcome.

    `pull=False` only uploads (the benchmark's simulated members). Pulled
    rules are curated with `curation`'s thresholds (default: the defaults).

    Raises:
        TeamError: no team is joined, or the team is gone from the server.
        TeamServerError: the server cannot be reached or failed (local data is intact).
    """
    from .server import open_server, redact_url  # psycopg: only when a team is joined

    link = _require_link(store)
    started = time.perf_counter()
    report = SyncReport()
    try:
        with open_server(link.url) as server:
            team = server.team_id(link.team)
            if team is None:
                raise TeamError(
                    f"the team {link.team!r} no longer exists on {redact_url(link.url)}.",
                    fix="kenning team leave, then kenning team join URL --team NAME",
                )
            pushed = time.perf_counter()
            _push(store, server, team, link, redactor, report, batch)
            report.timings["push"] = time.perf_counter() - pushed
            if pull:
                _pull(store, server, team, report, batch, curation)
    except TeamError as exc:
        local.record_sync(store, exc.message)
        raise
    local.record_sync(store, None)
    report.seconds = time.perf_counter() - started
    return report


def join(
    store: Store,
    url: str,
    team: str,
    redactor: Redactor,
    *,
    member: str | None = None,
    machine: str | None = None,
    share_evidence: bool = False,
    interval_s: float = 60.0,
    first_sync: bool = True,
    curation: CurationConfig | None = None,
) -> dict[str, Any]:
    """Join a team on a PostgreSQL server (creating the team and the schema if needed).

    Nothing is recorded locally unless the server answered.

    Raises:
        TeamError: another team is joined already, or a name is empty.
        TeamServerError: the server cannot be reached or refused.
    """
    from .server import open_server, redact_url  # psycopg: only when a team is joined

    team = team.strip()
    member = (member or default_member()).strip()
    machine = (machine or socket.gethostname()).strip()
    if not team or not member or not machine:
        raise TeamError("a team, member and machine name may not be empty.", fix="--team NAME")
    current = local.read_link(store)
    if current is not None and (current.url, current.team) != (url, team):
        raise TeamError(
            f"this store is in the team {current.team!r} on {redact_url(current.url)}.",
            fix="kenning team leave   (then join the other team)",
        )
    with open_server(url) as server:
        applied = server.migrate()
        team_id = server.team_id(team, create=True)
        assert team_id is not None
        server.register(team_id, (member, machine, local.store_origin(store)))
    link = local.TeamLink(url, team, member, machine, share_evidence, interval_s, to_iso(utcnow()))
    local.write_link(store, link)
    out: dict[str, Any] = {
        "team": team,
        "server": redact_url(url),
        "member": member,
        "machine": machine,
        "migrations": applied,
    }
    if first_sync:
        out["sync"] = sync(store, redactor, curation=curation).to_json()
    return out


def status(store: Store) -> dict[str, Any]:
    """The link, the last sync, what waits each way and the team's size.

    Works offline: the server part is replaced by the error that reached it.
    """
    from .server import open_server, redact_url  # psycopg: only when a team is joined

    link = _require_link(store)
    out: dict[str, Any] = {
        "team": link.team,
        "server": redact_url(link.url),
        "member": link.member,
        "machine": link.machine,
        "share_evidence": link.share_evidence,
        "joined_at": link.joined_at,
        "last_sync_at": link.last_sync_at,
        "last_error": link.last_error,
        "pending_up": local.pending_counts(store),
        "replica": local.replica_counts(store),
        "pending_down": None,
        "team_size": None,
        "online": False,
        "server_error": None,
    }
    try:
        with open_server(link.url, connect_timeout=3) as server:
            team = server.team_id(link.team)
            if team is None:
                out["server_error"] = f"the team {link.team!r} is not on the server"
                return out
            cursors = {t: local.down_cursor(store, t) for t in local.DOWN_TABLES if t != "removals"}
            out["pending_down"] = server.waiting(team, cursors, local.store_origin(store))
            out["team_size"] = server.counts(team)
            out["online"] = True
    except TeamServerError as exc:
        out["server_error"] = exc.message
    return out


def leave(store: Store, *, delete_my_data: bool = False) -> dict[str, Any]:
    """Leave the team: drop the replica and the link; optionally delete this store's rows.

    With `delete_my_data` the server is asked first, and nothing changes here
    when it cannot be reached.
    """
    from .server import open_server, redact_url  # psycopg: only when a team is joined

    link = _require_link(store)
    out: dict[str, Any] = {"team": link.team, "server": redact_url(link.url)}
    if delete_my_data:
        with open_server(link.url) as server:
            team = server.team_id(link.team)
            out["deleted_on_server"] = (
                server.delete_origin(team, local.store_origin(store)) if team is not None else {}
            )
    out["dropped_here"] = local.forget_team(store)
    return out


def sync_loop(
    db: Path,
    redactor: Redactor,
    halt: threading.Event,
    *,
    idle_s: float = 300.0,
    wake: threading.Event | None = None,
    curation: CurationConfig | None = None,
) -> None:
    """The daemon's background sync: every `interval_s`, backing off on failure.

    After n failures in a row the wait is interval × 2^n (at most 15 minutes),
    with a little jitter so a team's laptops do not retry in step after an
    outage. The loop runs whether or not a team is joined: with none it idles
    (one query every `idle_s`), and `wake` (set by `kenning team join` and
    `leave` through the daemon's `team_wake` method, and at shutdown) ends any
    wait at once, so a join starts the syncing and a leave stops it without a
    restart.
    """
    failures = 0
    wake = wake or threading.Event()
    while not halt.is_set():
        wait = idle_s
        try:
            with Store.open(db) as store:
                link = local.read_link(store)
                if link is None:
                    failures = 0
                else:
                    wait = link.interval_s
                    try:
                        report = sync(store, redactor, curation=curation)
                        failures = 0
                        log.debug("team sync: %s", report.to_json())
                    except TeamError as exc:
                        failures += 1
                        wait = min(MAX_BACKOFF_S, link.interval_s * 2**failures)
                        wait *= 1 + random.uniform(0, 0.2)
                        log.warning("team sync failed (retry in %.0f s): %s", wait, exc.message)
        except Exception:  # a background thread must not die: log and retry later
            log.exception("team sync loop")
        if halt.is_set():
            break
        if wake.wait(wait):
            wake.clear()
            failures = 0  # a join or leave: try now, without the back-off
