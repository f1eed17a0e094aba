"""The sync engine: init, join, sync (push then pull), status, leave, and the daemon's loop.

A sync first proves the server still holds what this store synced
(team/proof.py: its id, its epoch, this store's last upload token, the last
row pulled); when it cannot, it says so and uploads everything this store
holds again, then pulls everything again. Then it uploads what waits here
(rules, marks, tombstones, forgotten and retired rules), each batch redacted
again (paths under the home folder written `~/…`, the server's ids taken from
the redacted text) and committed on the server before the local cursor
moves, and pulls every page past the local cursors, each page applied with
its cursor in one local transaction. So a sync stopped at any point (kill
-9, the server restarted) is simply resumed by the next one: nothing is lost
and, uploads being idempotent, nothing is duplicated.
"""

from __future__ import annotations

import logging
import os
import random
import re
import socket
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from kenning.daemon.core.errors import TeamError, TeamServerError
from kenning.daemon.core.models import content_hash, to_iso, utcnow
from kenning.daemon.safety.redactor import Redactor
from kenning.daemon.store import team as team_rows
from kenning.daemon.store.db import Store
from kenning.daemon.store.rule_rows import rule_id_for, tombstone_id_for

from . import local, proof

__all__ = [
    "SyncReport",
    "init",
    "join",
    "leave",
    "shared_text",
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
#: what a URL holding a password is told
_PASSWORD_WARNING = (
    "the URL held a password: kenning neither stores nor sends it (it would sit in "
    "kenning.db and its backups). libpq reads it from ~/.pgpass "
    "(host:port:database:user:password, mode 0600), a service in ~/.pg_service.conf, "
    "or PGPASSWORD (docs/team.md)"
)


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
    #: why everything was uploaded and pulled again ({"kind", "message"}, proof.py)
    resync: dict[str, str] | None = None
    #: what the member should know (a password taken out of the URL...)
    warnings: list[str] = field(default_factory=list)
    #: what stays on this machine by design: other members' rules forgotten here
    #: by a member who is not an admin (a personal hide)
    kept_here: dict[str, int] = field(default_factory=dict)

    def to_json(self) -> dict[str, Any]:
        return {
            "sent": self.sent,
            "accepted": self.accepted,
            "received": self.received,
            "curated": self.curated,
            "seconds": round(self.seconds, 3),
            "timings": {k: round(v, 3) for k, v in self.timings.items()},
            "resync": self.resync,
            "warnings": self.warnings,
            "kept_here": self.kept_here,
        }


def _require_link(store: Store) -> local.TeamLink:
    link = local.read_link(store)
    if link is None:
        raise TeamError(
            "this store has not joined a team.",
            fix="kenning team join postgresql://HOST/DB --team NAME",
        )
    return link


# -- what the server gets ---------------------------------------------------------

#: a home folder on any machine: /home/NAME, /Users/NAME, C:\Users\NAME
_HOMES = re.compile(r"(?<![\w.~-])(?:/home/|/Users/|[A-Za-z]:\\Users\\)[^/\\\s'\"`]+")


def _tilde(text: str) -> str:
    """Paths under a home folder written `~/…` (the user's own home first)."""
    home = os.path.expanduser("~").rstrip("/\\")
    if len(home) > 1 and home in text:
        text = re.sub(re.escape(home) + r"(?![\w.-])", "~", text)
    return _HOMES.sub("~", text)


def shared_text(text: str, redactor: Redactor) -> str:
    """A rule's text as the team gets it: paths under a home folder written `~/…`,
    then redacted (docs/sanitizer.md)."""
    return redactor.redact(_tilde(text))


def _server_rule(row: dict[str, Any], redactor: Redactor, share_evidence: bool) -> dict[str, Any]:
    """A local rule as uploaded: its texts redacted, its hash and id from the
    redacted text (an id of the original would give the redacted part away)."""
    out = dict(row)
    for key in ("content", "category", "scope", "kind", "type"):
        out[key] = shared_text(out[key], redactor)
    out["content_hash"] = content_hash(out["content"])
    out["rule_id"] = rule_id_for(out["content"])
    out["tags"] = [shared_text(t, redactor) for t in out["tags"]]
    out["evidence"] = [shared_text(e, redactor) for e in out["evidence"]] if share_evidence else []
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


@dataclass
class _Pusher:
    """One sync's uploads: each batch with its token (proof.py)."""

    store: Store
    server: TeamServer
    team: int
    prov: tuple[str, str]
    redactor: Redactor
    report: SyncReport
    #: local hash → server hash, of the rules met in this sync
    hashes: dict[str, str] = field(default_factory=dict)

    def send(self, table: str, rows: list[dict[str, Any]], **uploaded: Any) -> None:
        """Upload one batch; record it, its token and new aliases, in one local transaction."""
        token = proof.new_token()
        proof.update(self.store, pending=token)
        accepted = self.server.push(table, self.team, self.prov, rows, token)
        aliases = [(a, b) for a, b in self.hashes.items() if a != b]
        local.mark_uploaded(self.store, token=token, aliases=aliases, **uploaded)
        self.report.accepted[table] = self.report.accepted.get(table, 0) + accepted
        self.report.sent[table] = self.report.sent.get(table, 0) + len(rows)

    def server_hash(self, local_hash: str, content: str) -> str:
        found = self.hashes.get(local_hash)
        if found is None:
            found = self.hashes[local_hash] = content_hash(shared_text(content, self.redactor))
        return found


def _push(
    store: Store, server: TeamServer, team: int, link: local.TeamLink, redactor: Redactor,
    report: SyncReport, batch: int,
) -> None:  # fmt: skip
    prov = (redactor.redact(link.machine), local.store_origin(store))
    pusher = _Pusher(store, server, team, prov, redactor, report)
    resend = proof.read(store.conn).resend
    if resend:  # a resync: the rules shared, then retired here, go with their retirement
        rules = local.rules_by_hash(store, resend)
        shared = [_server_rule(r, redactor, link.share_evidence) for r in rules]
        for old, new in zip(rules, shared, strict=True):
            pusher.hashes[old["content_hash"]] = new["content_hash"]
        pusher.send("rules", shared, rule_hashes=[r["content_hash"] for r in rules])
        proof.update(store, resend=[])
    while rules := local.pending_rules(store, batch):
        shared = [_server_rule(r, redactor, link.share_evidence) for r in rules]
        for old, new in zip(rules, shared, strict=True):
            pusher.hashes[old["content_hash"]] = new["content_hash"]
        pusher.send("rules", shared, rule_hashes=[r["content_hash"] for r in rules])
    while True:
        events, cursor = local.pending_events(store, batch)
        for event in events:
            content = event.pop("rule_content")
            if content is not None:  # a local rule: the server keys it by its redacted text
                event["rule_hash"] = pusher.server_hash(event["rule_hash"], content)
        if events:
            pusher.send("events", events, events_cursor=cursor)
        else:
            local.mark_uploaded(store, events_cursor=cursor)
        if len(events) < batch:
            break
    tombstones = local.pending_tombstones(store)
    if tombstones:
        clean_tombstones = []
        for t in tombstones:
            clean = _redact_texts(t, redactor, ("pattern", "reason", "replacement"))
            clean["tombstone_id"] = tombstone_id_for(clean["pattern"])
            clean_tombstones.append(clean)
        pusher.send(
            "tombstones", clean_tombstones, tombstone_ids=[t["tombstone_id"] for t in tombstones]
        )
    toxic, toxic_cursor = local.pending_toxic(store)
    if toxic:
        # forgetting another member's rule: a team-level retirement for an admin,
        # a personal hide for anyone else (the server refuses it them anyway)
        owners = local.rule_owners(store, [t["content_hash"] for t in toxic])
        admin: bool | None = None
        clean_toxic, retire = [], []
        for t in toxic:
            clean = _redact_texts(t, redactor, ("reason",))
            clean["content"] = shared_text(t["content"], redactor)
            clean["content_hash"] = pusher.server_hash(t["content_hash"], t["content"])
            owner = owners.get(clean["content_hash"])
            if owner is None or owner == link.member:
                clean_toxic.append(clean)
                continue
            if admin is None:
                admin = server.is_admin()
            if admin:
                retire.append({k: clean[k] for k in ("content_hash", "reason", "created_at")})
            else:
                report.kept_here["forgotten"] = report.kept_here.get("forgotten", 0) + 1
        if retire:
            pusher.send("retired", retire)
        if clean_toxic:
            pusher.send("toxic", clean_toxic, toxic_cursor=toxic_cursor)
    local.mark_uploaded(store, toxic_cursor=toxic_cursor)
    retired = local.pending_retired(store)
    if retired:
        rows = [
            {
                "content_hash": pusher.server_hash(r["local_hash"], r["content"]),
                "reason": r["reason"],
                "created_at": r["created_at"],
            }
            for r in retired
        ]
        pusher.send("retired", rows, retired=[r["local_hash"] for r in retired])


def _pull(
    store: Store, server: TeamServer, team: int, report: SyncReport, batch: int,
    curation: CurationConfig | None,
) -> None:  # fmt: skip
    origin = local.store_origin(store)
    with server.snapshot():
        for table in local.DOWN_TABLES:
            started = time.perf_counter()
            after = local.down_cursor(store, table)
            while True:
                rows, after = server.page(table, team, after, batch, origin)
                if not rows:
                    break
                added = local.apply_pulled(store, table, rows, after)
                if added:
                    report.received[table] = report.received.get(table, 0) + added
                if len(rows) < batch:
                    break
            report.timings[f"pull_{table}"] = time.perf_counter() - started
            if table == "rules":  # before the marks: a first pull's take a while
                started = time.perf_counter()
                report.curated += local.curate_pending(store, curation)
                report.timings["curate"] = time.perf_counter() - started
            elif table == "events":  # every laptop folds the same marks the same way
                started = time.perf_counter()
                local.canonicalize(store)
                report.timings["canonicalize"] = time.perf_counter() - started


def _prove(store: Store, server: TeamServer, team: int, report: SyncReport) -> None:
    """Check the server holds what this store synced (proof.py); if it does not,
    say so and start a resync (everything uploaded again, then pulled again)."""
    known = proof.read(store.conn)
    check = server.check(team, local.store_origin(store), known.anchor)
    found = proof.verdict(known, check, history=team_rows.has_history(store.conn))
    if found is None:
        if known.server_id is None:  # a first sync: remember the server
            proof.update(store, server_id=check.server_id, epoch=check.epoch)
        return
    epoch = server.restored(known.seen) if found.lost else check.epoch
    why = {"kind": found.kind, "message": found.message}
    local.begin_resync(store, check.server_id, epoch, check.token, why)
    report.resync = why
    log.warning("team sync: %s", found.message)


def sync(
    store: Store,
    redactor: Redactor,
    *,
    batch: int = BATCH,
    pull: bool = True,
    curation: CurationConfig | None = None,
) -> SyncReport:
    """Prove the server, upload what waits here, then pull what the team added;
    record the outcome.

    `pull=False` only uploads (the benchmark's simulated members). Pulled
    rules are curated with `curation`'s thresholds (default: the defaults).

    Raises:
        TeamError: no team is joined, or the team is gone from the server.
        TeamServerError: the server cannot be reached or failed (local data is intact).
    """
    from .server import open_server, redact_url, strip_password, url_has_password

    link = _require_link(store)
    started = time.perf_counter()
    report = SyncReport()
    url = link.url
    if url_has_password(url):  # stored by an older kenning: taken out now
        url = strip_password(url)
        local.set_url(store, url)
        report.warnings.append(_PASSWORD_WARNING)
    try:
        with open_server(url) as server:
            server.migrate()
            team = server.team_id(link.team)
            if team is None:
                raise TeamError(
                    f"the team {link.team!r} is not on {redact_url(url)} (a new or reset server?).",
                    fix=f"kenning team join URL --team {link.team}   (everything held here is "
                    "uploaded again)",
                )
            _prove(store, server, team, report)
            pushed = time.perf_counter()
            _push(store, server, team, link, redactor, report, batch)
            report.timings["push"] = time.perf_counter() - pushed
            uploaded = local.up_cursor(store)
            if proof.read(store.conn).resync:
                local.reset_replica(store)  # this store's marks went up: pull all again
            if pull:
                _pull(store, server, team, report, batch, curation)
                proof.update(store, back=uploaded)  # this store's marks so far came back
                if report.resync is not None:  # rules the old replica held go up too
                    _push(store, server, team, link, redactor, report, batch)
    except TeamError as exc:
        local.record_sync(store, exc.message)
        raise
    local.record_sync(store, None)
    report.seconds = time.perf_counter() - started
    return report


def init(url: str, team: str) -> dict[str, Any]:
    """Create or upgrade kenning's schema on a server, grant the member role its
    privileges and create a team (an admin's command, docs/team.md). A password
    in the URL is taken out, as in `join`.

    Raises:
        TeamError: the team name is empty.
        TeamServerError: the server cannot be reached, or this role may not.
    """
    from .server import open_server, redact_url, strip_password, url_has_password

    team = team.strip()
    if not team:
        raise TeamError("a team name may not be empty.", fix="--team NAME")
    warnings = [_PASSWORD_WARNING] if url_has_password(url) else []
    url = strip_password(url)
    with open_server(url) as server:
        applied = server.migrate()
        granted = server.grant()
        server.team_id(team, create=True)
        return {
            "server": redact_url(url),
            "team": team,
            "role": server.role(),
            "admin": server.is_admin(),
            "migrations": applied,
            "granted": granted,
            "warnings": warnings,
        }


def join(
    store: Store,
    url: str,
    team: str,
    redactor: Redactor,
    *,
    machine: str | None = None,
    share_evidence: bool = False,
    interval_s: float = 60.0,
    first_sync: bool = True,
    curation: CurationConfig | None = None,
) -> dict[str, Any]:
    """Join a team on a PostgreSQL server (creating the team, and the schema when
    this role may, if needed). The member is the role PostgreSQL authenticates.

    A password in the URL is taken out, never stored nor sent (libpq reads it
    from ~/.pgpass, a service file or PGPASSWORD). Nothing is recorded locally
    unless the server answered.

    Raises:
        TeamError: another team is joined already, or a name is empty.
        TeamServerError: the server cannot be reached or refused.
    """
    from .server import open_server, redact_url, strip_password, url_has_password

    team = team.strip()
    machine = (machine or socket.gethostname()).strip()
    if not team or not machine:
        raise TeamError("a team and machine name may not be empty.", fix="--team NAME")
    warnings: list[str] = []
    if url_has_password(url):
        url = strip_password(url)
        warnings.append(_PASSWORD_WARNING)
    current = local.read_link(store)
    if current is not None and (strip_password(current.url), current.team) != (url, team):
        raise TeamError(
            f"this store is in the team {current.team!r} on {redact_url(current.url)}.",
            fix="kenning team leave   (then join the other team)",
        )
    with open_server(url) as server:
        applied = server.migrate()
        team_id = server.team_id(team, create=True)
        assert team_id is not None
        server.register(team_id, (redactor.redact(machine), local.store_origin(store)))
        member = server.role()
        admin = server.is_admin()
    link = local.TeamLink(url, team, member, machine, share_evidence, interval_s, to_iso(utcnow()))
    local.write_link(store, link)
    out: dict[str, Any] = {
        "team": team,
        "server": redact_url(url),
        "member": member,
        "admin": admin,
        "machine": machine,
        "migrations": applied,
        "warnings": warnings,
    }
    if first_sync:
        out["sync"] = sync(store, redactor, curation=curation).to_json()
    return out


def status(store: Store) -> dict[str, Any]:
    """The link, the last sync, what waits each way and the team's size.

    Works offline: the server part is replaced by the error that reached it.
    """
    from .server import open_server, redact_url

    link = _require_link(store)
    known = proof.read(store.conn)
    out: dict[str, Any] = {
        "team": link.team,
        "server": redact_url(link.url),
        "member": link.member,
        "machine": link.machine,
        "share_evidence": link.share_evidence,
        "joined_at": link.joined_at,
        "last_sync_at": link.last_sync_at,
        "last_error": link.last_error,
        "server_id": known.server_id,
        "epoch": known.epoch,
        "last_resync": known.last or None,
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
    from .server import open_server, redact_url

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
