"""The team replica read back as one more origin of the merged playbook.

`team_view` gives `Playbook.load` the team's rules (`origin="team"`) and the
other members' marks, keyed by the id each rule has here: a local rule with
the same text wins over the team's copy and gets the team's marks; this
store's own marks are counted once, from its own table (a store is never
sent its own rows back).

The marks come folded: one row per rule in `team_summary` (team/summary.py,
kept as pulls apply them), so a cold process reads one row per marked rule,
never the million marks. A team rule's maturity is what the team's marks
earn from candidate as of the last of them (`scoring.next_maturity` on the
summary: the same on every laptop, moved by marks, never by the clock), and
enough harm turns it into its "AVOID: …" anti-pattern (`scoring.should_invert`,
as for a local rule).

The team's rules are kept per database and extended with the rows past the
last seq seen; rows leaving the replica (a member's data deleted, leaving the
team) start a new generation and the view is rebuilt.
"""

from __future__ import annotations

import sqlite3
import threading
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import TYPE_CHECKING, Any

from ..bullets import row_to_bullet
from ..errors import KenningError
from ..feedback_summary import Summary, decayed, merge, parse_time
from ..models import Bullet, FeedbackKind, Maturity, Tombstone, parse_iso, utcnow
from ..store import Store
from . import summary as team_summary
from .local import generation as local_generation

if TYPE_CHECKING:
    from ..config import Settings
    from ..scoring import EventView, ScoreBreakdown

__all__ = ["TeamView", "event_members", "team_rule", "team_view"]

_RULE_COLUMNS = """
    r.rule_id, r.content, r.content_hash, r.category, r.tags, r.scope, NULL, r.kind,
    r.type, 'active', 'candidate', 0, NULL, NULL, r.verification,
    json_object('reasoning', 'shared by ' || r.member || ' on ' || r.machine,
                'evidence', json(r.evidence)),
    NULL, 'team', r.created_at, r.created_at
"""


@dataclass
class TeamView:
    """What the team replica adds to the merged playbook."""

    store: Store
    bullets: list[Bullet] = field(default_factory=list)
    #: the team's marks on each rule (by the id it has here), folded
    summaries: dict[str, Summary] = field(default_factory=dict)
    tombstones: list[Tombstone] = field(default_factory=list)
    #: the score of each marked team rule (by id) at the `now` asked for
    scores: dict[str, ScoreBreakdown] = field(default_factory=dict)
    #: each rule id's content hash, to read its marks when a summary cannot serve
    hashes: dict[str, str] = field(default_factory=dict)
    #: the content hashes of a rule's near-duplicates (team/curation.py), whose
    #: marks count on it too
    duplicates: dict[str, tuple[str, ...]] = field(default_factory=dict)

    def events_of(self, rule_id: str) -> list[EventView]:
        """The team's marks on one rule, read from the replica (the exact path, rare)."""
        digest = self.hashes.get(rule_id)
        if digest is None:
            return []
        conn = self.store.conn
        digests = (digest, *self.duplicates.get(rule_id, ()))
        return [e for d in digests for e in _events(conn, d)]


@dataclass
class _Cached:
    """The replica's rules as read so far (by content hash), and what marks made of them."""

    generation: str
    rules_seq: int = 0
    rules: dict[str, Bullet] = field(default_factory=dict)
    #: rule id → content hash, of the same rules
    ids: dict[str, str] = field(default_factory=dict)
    #: by content hash: the summary a rule was last shaped by and its shape
    #: (its earned maturity, or its "AVOID: …" anti-pattern)
    shaped: dict[str, tuple[Summary, Bullet, bool]] = field(default_factory=dict)


_cache: dict[str, _Cached] = {}
_lock = threading.Lock()


def _events(conn: sqlite3.Connection, digest: str) -> list[EventView]:
    from ..scoring import EventView

    helpful, harmful = FeedbackKind.HELPFUL, FeedbackKind.HARMFUL
    return [
        EventView(helpful if kind == "helpful" else harmful, weight, created_at)
        for kind, weight, created_at in conn.execute(
            "SELECT kind, weight, created_at FROM team_events WHERE rule_hash = ?", (digest,)
        )
    ]


def _shape(bullet: Bullet, found: Summary, multiplier: float) -> tuple[Bullet, bool]:
    """A team rule as its marks leave it: (the rule at its earned maturity, inverted?).

    Scored as of its last mark, so the shape does not move with the clock.
    """
    from .. import scoring

    at_last = decayed(
        found,
        scoring.MATURITY_MULTIPLIER[Maturity.CANDIDATE],
        parse_time(found.at) or utcnow(),
        multiplier,
        found.half_life_days or 0.0,  # None (stored NaN) matches nothing: not shaped
    )
    if at_last is None:  # a summary always scores as of its own last mark
        return bullet, False
    if scoring.should_invert(at_last, pinned=False, is_anti_pattern=bullet.is_anti_pattern):
        return _inverted(bullet), True
    earned = scoring.next_maturity(Maturity.CANDIDATE, at_last, pinned=False)
    if earned != bullet.maturity:
        bullet = bullet.model_copy(update={"maturity": earned})
    return bullet, False


def _refresh_rules(store: Store, cached: _Cached) -> None:
    """Read the replica's rules past what `cached` holds."""
    cur = store.conn.cursor()
    cur.row_factory = None
    top = cached.rules_seq
    for row in cur.execute(
        f"SELECT {_RULE_COLUMNS}, r.seq FROM team_rules r WHERE r.seq > ? ORDER BY r.seq",
        (cached.rules_seq,),
    ).fetchall():
        cached.rules[row[2]] = row_to_bullet(tuple(row[:-1]))
        cached.ids[row[0]] = row[2]
        cached.shaped.pop(row[2], None)
        top = row[-1]
    cached.rules_seq = top


def _summaries(store: Store, half_life: float) -> dict[str, Summary]:
    """The replica's summaries with the configured half-life (rebuilt once if it changed)."""
    conn = store.conn
    if team_summary.replica_half_life(conn) == half_life:
        return team_summary.read(conn)
    try:
        with store.transaction() as writing:
            return team_summary.current(writing, half_life, write=True)
    except (sqlite3.Error, KenningError):  # a read-only or busy store: compute, do not keep
        return team_summary.current(conn, half_life, write=False)


def _inverted(bullet: Bullet) -> Bullet:
    """The "AVOID: …" anti-pattern of a team rule, made as a local rule's is
    (`curate.anti_pattern_of`).

    It starts afresh (candidate, no marks), like a local inversion; the team's
    marks stay on the rule they were given to. Its times are the rule's, so
    the shape does not move with the clock.
    """
    from ..bullets import bullet_id_for
    from ..curate import AVOID_PREFIX, anti_pattern_of

    note = f"inverted from {bullet.id} by the team's harmful marks"
    anti = anti_pattern_of(
        bullet, bullet_id_for(AVOID_PREFIX + bullet.content), note, bullet.created_at
    )
    return anti.model_copy(update={"updated_at": bullet.updated_at})


def _absorbed(
    conn: sqlite3.Connection,
    team_ids: dict[str, str],
    local_ids: dict[str, str],
    local_digest: dict[str, str],
    hidden: set[str],
) -> dict[str, str]:
    """The near-duplicates curation found: each one's content hash → the content
    hash of the rule shown for it (a local rule, or a team rule shown here).

    One whose rule is gone (deleted, forgotten, left with its member) is shown
    itself again.
    """
    out: dict[str, str] = {}
    for digest, same_as in conn.execute(
        "SELECT content_hash, same_as FROM team_rules WHERE same_as IS NOT NULL"
    ):
        kept = local_digest.get(same_as)
        if kept is None:
            kept = team_ids.get(same_as)
            if kept is None or kept in hidden:
                continue
        out[digest] = kept
    return out


def _merged(summaries: dict[str, Summary], absorbed: dict[str, str]) -> dict[str, Summary]:
    """The summaries with each near-duplicate's folded into its kept rule's."""
    if not absorbed:
        return summaries
    out = dict(summaries)
    for digest, kept in absorbed.items():
        found = out.pop(digest, None)
        if found is not None:
            other = out.get(kept)
            out[kept] = found if other is None else merge(other, found)
    return out


def _folded(absorbed: dict[str, str]) -> dict[str, tuple[str, ...]]:
    """Each kept rule's content hash → its near-duplicates' (whose marks count on it)."""
    out: dict[str, list[str]] = {}
    for digest, kept in sorted(absorbed.items()):
        out.setdefault(kept, []).append(digest)
    return {kept: tuple(digests) for kept, digests in out.items()}


def team_view(store: Store, settings: Settings, now: datetime) -> TeamView | None:
    """The replica as one more playbook origin (None when no team is joined: one tiny query)."""
    from .. import scoring

    conn = store.conn
    if conn.execute("SELECT 1 FROM team_link").fetchone() is None:
        return None
    if now.tzinfo is None:
        now = now.replace(tzinfo=UTC)  # naive means UTC, as in scoring
    half_life = settings.scoring.half_life_days
    multiplier = settings.scoring.harmful_multiplier
    key = str(store.path)
    generation = local_generation(store)
    summaries = _summaries(store, half_life)
    view = TeamView(store)
    with _lock:
        cached = _cache.get(key)
        if cached is None or cached.generation != generation:
            cached = _cache[key] = _Cached(generation)
        _refresh_rules(store, cached)
        local_ids: dict[str, str] = {}
        local_digest: dict[str, str] = {}
        for bullet_id, digest in conn.execute(
            "SELECT id, content_hash FROM bullets ORDER BY id DESC"
        ):
            local_ids[digest] = bullet_id  # the smallest id wins (rows come largest first)
            local_digest[bullet_id] = digest
        hidden = {
            r[0]
            for r in conn.execute(
                "SELECT content_hash FROM team_toxic UNION SELECT content_hash FROM toxic"
            )
        }
        # near-duplicates (team/curation.py): shown as the rule they repeat, their marks on it
        absorbed = _absorbed(conn, cached.ids, local_ids, local_digest, hidden)
        merged = _merged(summaries, absorbed)
        folded = _folded(absorbed)
        shaped = cached.shaped
        for digest, found in merged.items():
            rule_id = local_ids.get(digest)
            if rule_id is not None:
                view.summaries[rule_id] = found
                view.hashes[rule_id] = digest
                if digest in folded:
                    view.duplicates[rule_id] = folded[digest]
                continue
            bullet = cached.rules.get(digest)
            if bullet is None or digest in hidden or digest in absorbed:
                continue  # marks on a rule this replica does not hold, or one forgotten
            known = shaped.get(digest)
            if known is None or known[0] != found:
                known = shaped[digest] = (found, *_shape(bullet, found, multiplier))
            _, bullet, inverted = known
            view.bullets.append(bullet)
            if inverted:
                continue  # the anti-pattern starts without the marks
            view.summaries[bullet.id] = found
            view.hashes[bullet.id] = digest
            if digest in folded:
                view.duplicates[bullet.id] = folded[digest]
            factor = scoring.MATURITY_MULTIPLIER[bullet.maturity]
            current = decayed(found, factor, now, multiplier, half_life)
            if current is None:  # a clock step back: from the marks
                current = scoring.score(
                    view.events_of(bullet.id), bullet.maturity, now,
                    half_life_days=half_life, harmful_multiplier=multiplier,
                )  # fmt: skip
            view.scores[bullet.id] = current
        for digest, bullet in cached.rules.items():
            if (
                digest not in merged
                and digest not in local_ids
                and digest not in hidden
                and digest not in absorbed
            ):
                view.bullets.append(bullet)
    view.tombstones = [
        Tombstone(
            id=r[0],
            pattern=r[1],
            is_regex=bool(r[2]),
            reason=r[3],
            replacement=r[4],
            created_at=parse_iso(r[5]) or utcnow(),
        )
        for r in conn.execute(
            "SELECT id, pattern, is_regex, reason, replacement, created_at FROM team_tombstones"
        )
    ]
    return view


def team_rule(store: Store, bullet_id: str) -> Bullet | None:
    """The team rule with this id in the replica (for marking it), or None."""
    row = store.conn.execute(
        f"SELECT {_RULE_COLUMNS} FROM team_rules r WHERE r.rule_id = ?"
        " AND NOT EXISTS (SELECT 1 FROM bullets b WHERE b.content_hash = r.content_hash)",
        (bullet_id,),
    ).fetchone()
    return row_to_bullet(tuple(row)) if row else None


def event_members(store: Store, bullet_id: str) -> list[dict[str, Any]]:
    """Whose marks from the team count on a rule: member, helpful and harmful counts."""
    conn = store.conn
    found = conn.execute("SELECT content_hash FROM bullets WHERE id = ?", (bullet_id,)).fetchone()
    if found is None:
        found = conn.execute(
            "SELECT content_hash FROM team_rules WHERE rule_id = ?", (bullet_id,)
        ).fetchone()
    if found is None:
        return []
    # its own marks and its near-duplicates' (team/curation.py), which count on it
    rows = conn.execute(
        "SELECT member, sum(kind = 'helpful'), sum(kind = 'harmful') FROM team_events"
        " WHERE rule_hash = ? OR rule_hash IN (SELECT content_hash FROM team_rules"
        " WHERE same_as = ?) GROUP BY member ORDER BY member",
        (found[0], bullet_id),
    ).fetchall()
    return [{"member": r[0], "helpful": int(r[1]), "harmful": int(r[2])} for r in rows]
