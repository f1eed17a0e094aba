"""The one adapter between the team sync and the local store.

Everything `kenning team` reads from or writes to the local SQLite file goes
through here: the link to the team (table `team_link`), the sync cursors,
what is waiting to be uploaded (local rows past an upload cursor: a mark or a
rule written before a kill -9 is still there at the next sync, so there is no
separate outbox to lose), and the replica of what the other members shared (read
back as a playbook origin by view.py). What a pulled rule means for the
playbook is the curator's to say, not this module's: each applied page of
rules leaves its seq range to curate, and `curate_pending` has team/curation.py
curate them through the functions `curate.add_rule` uses (dedup,
conflicts); what is written here is replica bookkeeping (rows, cursors, the
full-text index, the folded marks, the ranges waiting for the curator).

Rows travel as plain dicts whose keys are the server's column names.
"""

from __future__ import annotations

import uuid
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import orjson

from kenning.daemon.core.models import to_iso, utcnow
from kenning.daemon.store import team as team_rows
from kenning.daemon.store import team_summary
from kenning.daemon.store.db import Store

from . import proof

if TYPE_CHECKING:
    from kenning.daemon.core.settings import CurationConfig

__all__ = [
    "DOWN_TABLES",
    "TeamLink",
    "apply_pulled",
    "begin_resync",
    "canonicalize",
    "curate_pending",
    "down_cursor",
    "event_id",
    "forget_team",
    "generation",
    "mark_uploaded",
    "own_pending",
    "pending_counts",
    "pending_events",
    "pending_retired",
    "pending_rules",
    "pending_tombstones",
    "pending_toxic",
    "read_link",
    "record_sync",
    "replica_counts",
    "reset_replica",
    "rule_owners",
    "rules_by_hash",
    "set_url",
    "shared_hashes",
    "store_origin",
    "up_cursor",
    "write_link",
]

#: the server tables a replica pulls, in the order they are applied
DOWN_TABLES = ("rules", "events", "tombstones", "toxic", "retired", "removals")
#: where each pulled table's rows hold their key, member and origin (the anchor, proof.py)
_ANCHOR = {
    "rules": (0, 10, 12),
    "events": (0, 5, 7),
    "tombstones": (0, 5, 7),
    "toxic": (0, 3, 5),
    "retired": (0, 2, 4),
    "removals": (0, 1, 0),
}
#: a fixed namespace: an event's id is derived from its store and row, so
#: uploading it twice (a kill -9 before the cursor moved) gives the same id
_EVENT_NS = uuid.UUID("5b0c3f9e-7d2a-4c1e-9a57-0c6b1d2e8f41")


@dataclass(frozen=True)
class TeamLink:
    """The team this store has joined."""

    url: str
    team: str
    member: str
    machine: str
    share_evidence: bool = False
    interval_s: float = 60.0
    joined_at: str = ""
    last_sync_at: str | None = None
    last_error: str | None = None
    last_error_at: str | None = None


def event_id(origin: str, local_id: int, rule_id: str, kind: str, created_at: str) -> str:
    """The server's id of one of this store's marks: the same at every upload."""
    return str(uuid.uuid5(_EVENT_NS, f"{origin}:{local_id}:{rule_id}:{kind}:{created_at}"))


def store_origin(store: Store) -> str:
    """The uuid naming this store's rows on the server (made by migration m010)."""
    return team_rows.origin(store.conn)


def read_link(store: Store) -> TeamLink | None:
    """The joined team, or None."""
    row = team_rows.link_row(store.conn)
    if row is None:
        return None
    return TeamLink(
        row[0], row[1], row[2], row[3], bool(row[4]), float(row[5]), row[6], row[7], row[8], row[9]
    )


def write_link(store: Store, link: TeamLink) -> None:
    """Record the joined team (replacing any other: one team per store)."""
    with store.transaction() as conn:
        team_rows.replace_link(
            conn,
            (
                link.url,
                link.team,
                link.member,
                link.machine,
                int(link.share_evidence),
                link.interval_s,
                link.joined_at or to_iso(utcnow()),
            ),
        )


def record_sync(store: Store, error: str | None) -> None:
    """Remember the outcome of a sync (the last success, or the last error)."""
    now = to_iso(utcnow())
    with store.transaction() as conn:
        if error is None:
            team_rows.link_synced(conn, now)
        else:
            team_rows.link_failed(conn, error[:500], now)


def set_url(store: Store, url: str) -> None:
    """Replace the joined team's URL (to take a password out of it)."""
    with store.transaction() as conn:
        team_rows.set_url(conn, url)


def forget_team(store: Store) -> dict[str, int]:
    """Drop the link, the cursors and the replica; returns the rows dropped per table.

    Local rules and marks are untouched; what this store uploaded is
    forgotten too, so joining again uploads it again (idempotently).
    """
    with store.transaction() as conn:
        dropped = team_rows.clear_replica(conn)
        dropped["conflicts"] = team_rows.drop_orphan_conflicts(conn)
        team_rows.bump_playbook_version(conn)
        team_rows.new_generation(conn)
    return dropped


def generation(store: Store) -> str:
    """Names the replica's current rows: it changes when rows leave it (then a
    view or index kept of it is rebuilt, not extended)."""
    counter = team_rows.generation_counter(store.conn)
    return f"{store_origin(store)}:{counter if counter is not None else 0}"


# -- cursors --------------------------------------------------------------------


def _cursor(store: Store, name: str) -> tuple[int, int]:
    return team_rows.cursor(store.conn, name)


def down_cursor(store: Store, table: str) -> int:
    """The seq of the last row of a server table applied here."""
    return _cursor(store, f"down_{table}")[0]


def up_cursor(store: Store) -> int:
    """The local id of the last mark the server committed."""
    return _cursor(store, "up_events")[0]


# -- what waits to be uploaded ------------------------------------------------------


def pending_rules(store: Store, limit: int) -> list[dict[str, Any]]:
    """Active local rules the team does not have yet (unredacted: the caller redacts)."""
    return [_rule(r) for r in team_rows.pending_rule_rows(store.conn, limit)]


def rules_by_hash(store: Store, hashes: Iterable[str]) -> list[dict[str, Any]]:
    """Local rules by content hash, one each, in `pending_rules`'s shape."""
    found: dict[str, dict[str, Any]] = {}
    for r in team_rows.rule_rows_by_hash(store.conn, list(hashes)):
        found.setdefault(r[0], _rule(r))
    return list(found.values())


def _rule(r: Sequence[Any]) -> dict[str, Any]:
    prov = orjson.loads(r[9]) if r[9] else {}
    return {
        "content_hash": r[0],
        "rule_id": r[1],
        "content": r[2],
        "category": r[3],
        "tags": orjson.loads(r[4]) if r[4] else [],
        "scope": r[5],
        "kind": r[6],
        "type": r[7],
        "verification": orjson.loads(r[8]) if r[8] else None,
        "evidence": list(prov.get("evidence", [])),
        "created_at": r[10],
    }


def pending_events(store: Store, limit: int) -> tuple[list[dict[str, Any]], int]:
    """Local marks past the upload cursor, and the cursor after them.

    A mark on a rule the team cannot know (a repo YAML rule, a deleted rule)
    is passed over: the returned cursor moves past it all the same. A mark on
    a local rule carries the rule's text as `rule_content` (the caller keys it
    by the hash of the text as the server gets it, redacted); one on a team
    rule, None (its hash is the server's already).
    """
    origin = store_origin(store)
    after = _cursor(store, "up_events")[0]
    rows = team_rows.pending_event_rows(store.conn, after, limit)
    out = [
        {
            "event_id": event_id(origin, r[0], r[1], r[3], r[6]),
            "rule_hash": r[2],
            "kind": r[3],
            # the server bounds a mark's weight to (0, 1] (server_schema.py)
            "weight": min(float(r[4]), 1.0),
            "source": r[5],
            "created_at": r[6],
            "rule_content": r[7],
        }
        for r in rows
    ]
    if len(rows) == limit:
        return out, int(rows[-1][0])
    return out, max(after, team_rows.max_event_id(store.conn))


def pending_tombstones(store: Store) -> list[dict[str, Any]]:
    """Local tombstones the team does not have yet."""
    rows = team_rows.pending_tombstone_rows(store.conn)
    return [
        {
            "tombstone_id": r[0],
            "pattern": r[1],
            "is_regex": bool(r[2]),
            "reason": r[3],
            "replacement": r[4],
            "created_at": r[5],
        }
        for r in rows
    ]


def pending_toxic(store: Store) -> tuple[list[dict[str, Any]], int]:
    """Forgotten rules past the upload cursor, and the cursor after them."""
    after = _cursor(store, "up_toxic")[0]
    rows = team_rows.pending_toxic_rows(store.conn, after)
    out = [
        {"content_hash": r[1], "content": r[2], "reason": r[3], "created_at": r[4]} for r in rows
    ]
    return out, (int(rows[-1][0]) if rows else after)


def pending_retired(store: Store) -> list[dict[str, Any]]:
    """Rules this store shared and then retired, whose retirement the team does not
    have yet (unredacted: the caller keys each by its server hash)."""
    return [
        {"local_hash": r[0], "content": r[1], "reason": "retired by its author", "created_at": r[2]}
        for r in team_rows.pending_retired_rows(store.conn)
    ]


def pending_counts(store: Store) -> dict[str, int]:
    """How many rows of each kind wait to be uploaded."""
    after_events = _cursor(store, "up_events")[0]
    after_toxic = _cursor(store, "up_toxic")[0]
    return team_rows.pending_counts(store.conn, after_events, after_toxic)


def mark_uploaded(
    store: Store,
    *,
    rule_hashes: Iterable[str] = (),
    tombstone_ids: Iterable[str] = (),
    retired: Iterable[str] = (),
    events_cursor: int | None = None,
    toxic_cursor: int | None = None,
    token: str | None = None,
    aliases: Iterable[tuple[str, str]] = (),
) -> None:
    """After the server committed an upload: remember it, in one local transaction,
    with the upload's `token` (proof.py) and the (local hash, server hash) pairs
    of rules whose text redaction changed."""
    with store.transaction() as conn:
        team_rows.mark_shared(conn, rule_hashes, tombstone_ids, retired)
        team_rows.add_aliases(conn, aliases)
        if events_cursor is not None:
            team_rows.set_cursor(conn, "up_events", events_cursor)
        if toxic_cursor is not None:
            team_rows.set_cursor(conn, "up_toxic", toxic_cursor)
        if token is not None:
            found = proof.read(conn)
            found.token, found.pending = token, None
            proof.write(conn, found)


def rule_owners(store: Store, hashes: Iterable[str]) -> dict[str, str]:
    """The member who shared each of these rules (by server hash), of those the
    replica holds."""
    return team_rows.rule_owners(store.conn, list(hashes))


def shared_hashes(store: Store) -> set[str]:
    """The server hashes of the rules this store uploaded."""
    aliases = team_rows.aliases(store.conn)
    return {aliases.get(h, h) for h in team_rows.shared_rule_hashes(store.conn)}


def begin_resync(
    store: Store, server_id: str, epoch: int, token: str | None, why: dict[str, str]
) -> None:
    """Forget what was uploaded (everything goes up again) and remember the server
    as it is now; the replica is emptied after the upload (`reset_replica`)."""
    with store.transaction() as conn:
        # the rules shared, then retired or forgotten here: sent again with their retirement
        resend = team_rows.retired_shared_hashes(conn)
        team_rows.reset_uploads(conn)
        found = proof.read(conn)
        found.server_id, found.epoch = server_id, epoch
        found.token, found.pending, found.anchor = token, None, None
        found.resync, found.back, found.last = True, 0, why
        found.resend = sorted(set(found.resend) | set(resend))
        proof.write(conn, found)


def reset_replica(store: Store) -> dict[str, int]:
    """Empty the replica and the download cursors, to pull everything again (the
    last step of a resync, after this store's marks on others' rules went up)."""
    with store.transaction() as conn:
        dropped = team_rows.reset_replica(conn)
        dropped["conflicts"] = team_rows.drop_orphan_conflicts(conn)
        team_rows.bump_playbook_version(conn)
        team_rows.new_generation(conn)
        found = proof.read(conn)
        found.resync, found.anchor, found.seen, found.back = False, None, 0, 0
        proof.write(conn, found)
    return dropped


# -- what was pulled ----------------------------------------------------------------


def apply_pulled(
    store: Store, table: str, rows: Sequence[Sequence[Any]], cursor: int | tuple[int, int]
) -> int:
    """Write one page pulled from a server table and its cursor, in one transaction.

    `rows` are in the column order of `store.team.INSERTS[table]`, the server's seq last
    (for `removals`: an origin, its member and its seq). A page of rules leaves
    its seq range in `team_uncurated`, for `curate_pending`. The page's last row
    becomes the anchor the next sync looks for (proof.py). Returns how many
    rows were new here (this store's own marks coming back are not counted).
    """
    seq = cursor if isinstance(cursor, int) else cursor[-1]
    with store.transaction() as conn:
        if table == "removals":
            added = 0
            touched: set[str] = set()
            for origin, member, _seq in rows:
                touched.update(team_rows.origin_rule_hashes(conn, origin, member))
                added += team_rows.delete_origin(conn, origin, member)
            team_summary.rebuild(conn, touched)  # the marks that remain on those rules
            if rows:
                team_rows.drop_orphan_conflicts(conn)
                team_rows.new_generation(conn)
        elif table == "events":
            added = _apply_events(conn, rows, team_rows.origin(conn))
        else:
            added = max(team_rows.insert_pulled(conn, table, rows), 0)
            if table == "rules" and added:
                seqs = [row[-1] for row in rows]
                _index_rules(conn, seqs)
                # pages come in seq order, but a page applied again (a resync)
                # may hold seqs below the last: each page's own range waits
                team_rows.add_uncurated(conn, min(seqs), max(seqs))
        team_rows.set_cursor(conn, f"down_{table}", seq, 0)
        if rows:
            team_rows.bump_playbook_version(conn)
            last = rows[-1]
            key, member, origin = (last[i] for i in _ANCHOR[table])
            found = proof.read(conn)
            if int(last[-1]) >= found.seen:
                found.anchor = [table, int(last[-1]), str(key), str(origin), str(member)]
                found.seen = int(last[-1])
                proof.write(conn, found)
    return added


def curate_pending(store: Store, config: CurationConfig | None = None) -> int:
    """Curate the rules of the ranges applied pages left (team/curation.py, with
    `config`'s thresholds; default: the defaults), in one transaction that
    drops the ranges; returns how many rules were looked at. Nothing waiting
    costs one query."""
    from kenning.daemon.core.settings import CurationConfig

    from .curation import curate_arrivals

    if not team_rows.has_uncurated(store.conn):
        return 0
    with store.transaction() as conn:
        seqs = team_rows.take_uncurated(conn)
        if seqs:
            curate_arrivals(store, generation(store), config or CurationConfig(), sorted(seqs))
            team_rows.bump_playbook_version(conn)
    return len(seqs)


def _apply_events(conn: Any, rows: Sequence[Sequence[Any]], origin: str) -> int:
    """Insert a page of marks and fold the new ones into their rules' summaries;
    how many were new and another store's."""
    if not rows:
        return 0
    # keyed by event id: a mark pulled again (a resync) is never counted twice
    held = team_rows.held_event_ids(conn, [row[0] for row in rows])
    fresh = [row for row in rows if row[0] not in held]
    team_rows.insert_pulled(conn, "events", fresh)
    # columns: event_id, rule_hash, kind, weight, source, member, machine, origin, created_at, seq
    team_summary.fold(conn, [(r[1], r[2], r[3], r[8]) for r in fresh])
    return sum(1 for r in fresh if r[7] != origin)


def canonicalize(store: Store) -> int:
    """Fold again, from their marks in the server's order, the summaries pulls
    changed since the last call (team_summary.canonicalize); how many rules.

    A page's fold merges into the summary before it, so two laptops that
    pulled the same marks in other pages would differ in the last digits;
    folded again from the marks in seq order, every laptop has the same
    numbers."""
    with store.transaction() as conn:
        return team_summary.canonicalize(conn)


def own_pending(store: Store) -> dict[str, list[tuple[str, float, str]]]:
    """This store's marks not in the replica yet (not uploaded, or not back), by
    the server's rule hash: (kind, weight, created_at) each.

    The replica holds every mark that came back from the server; these few are
    counted on top, so a mark counts here at once, and once it is back it is
    counted from the replica like everyone's."""
    conn = store.conn
    back = proof.read(conn).back
    rows = team_rows.own_marks_after(conn, back)
    if not rows:
        return {}
    up = up_cursor(store)
    origin = store_origin(store)
    uploaded = {event_id(origin, r[0], r[1], r[3], r[5]): r for r in rows if r[0] <= up}
    held = team_rows.held_event_ids(conn, list(uploaded)) if uploaded else set()
    out: dict[str, list[tuple[str, float, str]]] = {}
    for r in rows:
        if r[0] <= up and event_id(origin, r[0], r[1], r[3], r[5]) in held:
            continue
        out.setdefault(r[2], []).append((r[3], float(r[4]), r[5]))
    return out


def _index_rules(conn: Any, seqs: list[int]) -> None:
    """Add the rules just pulled (these seqs) to the full-text index, in one statement."""
    team_rows.index_rules(conn, min(seqs), max(seqs))


def replica_counts(store: Store) -> dict[str, int]:
    """Rows held in the local replica, per kind."""
    return team_rows.replica_counts(store.conn)
