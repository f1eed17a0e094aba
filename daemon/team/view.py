"""The team replica read back as one more origin of the merged playbook.

`team_view` gives `Playbook.load` the team's rules (`origin="team"`) and the
other members' marks, keyed by the id each rule has here: a local rule with
the same text wins over the team's copy and gets the team's marks; this
store's own marks are counted once, from its own table (a store is never
sent its own rows back). A team rule's maturity is what the team's marks
earn from candidate, by `scoring.next_maturity` as each pull brings them (like
a local rule's, moved on each mark, never on a timer), and enough harm turns it
into its "AVOID: …" anti-pattern (`scoring.should_invert`, as for a local rule).

The replica can hold a million marks, so what is read from it is kept per
database and extended with the rows past the last seq seen; rows leaving the
replica (a member's data deleted, leaving the team) start a new generation
and the view is rebuilt. The team rules' scores are kept too: a rule is
scored again when marks arrive for it, and all of them when the last full
scoring is more than a minute from the `now` asked for (decay), so a reload
after a sync scores what changed, not a million marks.
"""

from __future__ import annotations

import threading
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import TYPE_CHECKING, Any

from ..bullets import row_to_bullet
from ..models import Bullet, FeedbackKind, Maturity, Tombstone, parse_iso, utcnow
from ..store import Store
from .local import store_origin

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
_fromiso = datetime.fromisoformat
#: how long the cached team scores stand before decay is applied again (the
#: same staleness PlaybookCache accepts for the whole playbook)
_RESCORE_S = 60.0


@dataclass
class TeamView:
    """What the team replica adds to the merged playbook."""

    bullets: list[Bullet] = field(default_factory=list)
    events: dict[str, list[EventView]] = field(default_factory=dict)
    tombstones: list[Tombstone] = field(default_factory=list)
    #: the score of each marked team rule (by id), computed at most `_RESCORE_S` ago
    scores: dict[str, ScoreBreakdown] = field(default_factory=dict)

    def add_events_to(self, events: dict[str, list[EventView]]) -> None:
        """Add the team's events to a playbook's events by rule id (lists read, never changed)."""
        for rule_id, extra in self.events.items():
            found = events.get(rule_id)
            events[rule_id] = extra if found is None else [*found, *extra]


@dataclass
class _Cached:
    """The replica as read so far: rules and marks by content hash."""

    generation: str
    scoring: tuple[float, float]
    rules_seq: int = 0
    events_seq: int = 0
    rules: dict[str, Bullet] = field(default_factory=dict)
    events: dict[str, list[EventView]] = field(default_factory=dict)
    #: rules the team's marks turned into their "AVOID: …" anti-pattern
    inverted: set[str] = field(default_factory=set)
    #: each marked team rule's score, and when the scores were last all computed
    scores: dict[str, ScoreBreakdown] = field(default_factory=dict)
    scored_at: datetime | None = None


_cache: dict[str, _Cached] = {}
_lock = threading.Lock()


def _stamp(text: str) -> datetime | None:
    try:
        return _fromiso(text)
    except (TypeError, ValueError):
        return parse_iso(text)


def _score(cached: _Cached, digest: str, now: datetime, *, earn: bool) -> None:
    """Score one marked team rule at `now`; with `earn`, also move its maturity first.

    Maturity moves when marks arrive (`earn`), never with the clock: the same
    rule as for a local rule. The score at the earned maturity is the candidate
    score with the other multiplier (`effective = raw × multiplier`).
    """
    from .. import scoring

    bullet = cached.rules.get(digest)
    evs = cached.events.get(digest)
    if bullet is None or not evs or digest in cached.inverted:
        return
    half_life, multiplier = cached.scoring
    breakdown = scoring.score(
        evs, Maturity.CANDIDATE, now, half_life_days=half_life, harmful_multiplier=multiplier
    )
    if earn:
        if scoring.should_invert(breakdown, pinned=False, is_anti_pattern=bullet.is_anti_pattern):
            cached.rules[digest] = _inverted(bullet)
            cached.inverted.add(digest)
            cached.scores.pop(digest, None)
            return
        earned = scoring.next_maturity(Maturity.CANDIDATE, breakdown, pinned=False)
        if earned != bullet.maturity:
            bullet = cached.rules[digest] = bullet.model_copy(update={"maturity": earned})
    factor = scoring.MATURITY_MULTIPLIER[bullet.maturity]
    cached.scores[digest] = breakdown._replace(
        maturity_multiplier=factor, effective=breakdown.raw * factor
    )


def _refresh(store: Store, cached: _Cached, now: datetime) -> None:
    """Read the replica's rows past what `cached` holds; re-earn and score the touched rules."""
    from .. import scoring

    conn = store.conn
    cur = conn.cursor()
    cur.row_factory = None
    helpful, harmful = FeedbackKind.HELPFUL, FeedbackKind.HARMFUL
    view = scoring.EventView
    touched: set[str] = set()
    events = cached.events
    top = cached.events_seq
    cur.execute(
        "SELECT seq, rule_hash, kind, weight, created_at FROM team_events WHERE seq > ?"
        " ORDER BY seq",
        (cached.events_seq,),
    )
    # in chunks: iterating the store's guarded cursor row by row costs a Python call each
    while chunk := cur.fetchmany(20_000):
        for seq, rule_hash, kind, weight, created_at in chunk:
            event = view(helpful if kind == "helpful" else harmful, weight, _stamp(created_at))
            found = events.get(rule_hash)
            if found is None:
                events[rule_hash] = [event]
            else:
                found.append(event)
            touched.add(rule_hash)
            top = seq
    cached.events_seq = top
    top = cached.rules_seq
    for row in cur.execute(
        f"SELECT {_RULE_COLUMNS}, r.seq FROM team_rules r WHERE r.seq > ? ORDER BY r.seq",
        (cached.rules_seq,),
    ).fetchall():
        cached.rules[row[2]] = row_to_bullet(tuple(row[:-1]))
        touched.add(row[2])
        top = row[-1]
    cached.rules_seq = top
    for digest in touched:
        _score(cached, digest, now, earn=True)


def _inverted(bullet: Bullet) -> Bullet:
    """The "AVOID: …" anti-pattern of a team rule, as `curate.invert` makes a local one's.

    It starts afresh (candidate, no marks), like a local inversion; the team's
    marks stay on the rule they were given to.
    """
    from ..bullets import bullet_id_for
    from ..curate import AVOID_PREFIX, _inverted_verification
    from ..models import BulletKind, BulletType

    text = AVOID_PREFIX + bullet.content
    note = f"inverted from {bullet.id} by the team's harmful marks"
    reasoning = bullet.provenance.reasoning
    return bullet.model_copy(
        update={
            "id": bullet_id_for(text),
            "content": text,
            "kind": BulletKind.ANTI_PATTERN,
            "type": BulletType.ANTI_PATTERN,
            "maturity": Maturity.CANDIDATE,
            "verification": _inverted_verification(bullet.verification),
            "provenance": bullet.provenance.model_copy(
                update={"reasoning": f"{reasoning}\n{note}" if reasoning else note}
            ),
        }
    )


def _generation(store: Store) -> str:
    row = store.conn.execute("SELECT value FROM meta WHERE key = 'team_generation'").fetchone()
    return f"{store_origin(store)}:{row[0] if row else 0}"


def team_view(store: Store, settings: Settings, now: datetime) -> TeamView | None:
    """The replica as one more playbook origin (None when no team is joined: one tiny query)."""
    conn = store.conn
    if conn.execute("SELECT 1 FROM team_link").fetchone() is None:
        return None
    if now.tzinfo is None:
        now = now.replace(tzinfo=UTC)  # naive means UTC, as in scoring
    key = str(store.path)
    params = (settings.scoring.half_life_days, settings.scoring.harmful_multiplier)
    generation = _generation(store)
    with _lock:
        cached = _cache.get(key)
        if cached is None or cached.generation != generation or cached.scoring != params:
            cached = _cache[key] = _Cached(generation, params)
        _refresh(store, cached, now)  # new marks: those rules scored at `now`
        if cached.scored_at is None:
            cached.scored_at = now  # everything was new
        elif abs((now - cached.scored_at).total_seconds()) > _RESCORE_S:
            for digest in list(cached.scores):  # decay moved on: every score again
                _score(cached, digest, now, earn=False)
            cached.scored_at = now
        local_ids: dict[str, str] = {}
        for bullet_id, digest in conn.execute(
            "SELECT id, content_hash FROM bullets ORDER BY id DESC"
        ):
            local_ids[digest] = bullet_id  # the smallest id wins (rows come largest first)
        hidden = {
            r[0]
            for r in conn.execute(
                "SELECT content_hash FROM team_toxic UNION SELECT content_hash FROM toxic"
            )
        }
        view = TeamView()
        for digest, bullet in cached.rules.items():
            if digest not in local_ids and digest not in hidden:
                view.bullets.append(bullet)
                found = cached.scores.get(digest)
                if found is not None:
                    view.scores[bullet.id] = found
        for digest, evs in cached.events.items():
            if digest in cached.inverted:
                continue  # the anti-pattern starts without them
            rule_id = local_ids.get(digest)
            if rule_id is None:
                shared = cached.rules.get(digest)
                if shared is None:
                    continue  # a mark on a rule this replica does not hold
                rule_id = shared.id
            view.events[rule_id] = evs  # shared with the cache: readers never change them
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
    rows = conn.execute(
        "SELECT member, sum(kind = 'helpful'), sum(kind = 'harmful') FROM team_events"
        " WHERE rule_hash = ? GROUP BY member ORDER BY member",
        (found[0],),
    ).fetchall()
    return [{"member": r[0], "helpful": int(r[1]), "harmful": int(r[2])} for r in rows]
