"""Curation: every write to the playbook, each undoable.

Each public function runs in ONE `store.transaction()` together with the
oplog row that lets `undo` revert it. `BEGIN IMMEDIATE` takes the write lock
before anything is read, so two processes marking the same rule at once
serialise: both events are recorded, each sees the other's.

Curation is deterministic (no model, no LLM): duplicates are found by content
hash, then by word overlap; contradictions by opposite polarity over the same
core words (see `similarity.py`).

The undo steps each operation records, and `undo` itself, are in `undo.py`;
a bulk import (rules written as they are, in batches) is `bulk_import.py`.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field, replace
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any, Literal

from kenning.daemon.core import scoring
from kenning.daemon.core.errors import PlaybookError, RuleNotFound, UsageError
from kenning.daemon.core.models import (
    FeedbackEvent,
    FeedbackKind,
    FeedbackSource,
    Maturity,
    Rule,
    RuleKind,
    RuleState,
    RuleType,
    Tombstone,
    Verification,
    VerifyMode,
    content_hash,
    tombstone_dump,
    utcnow,
)
from kenning.daemon.playbook.lookalikes import (
    Lookalike,
    live_rules,
    lookalike_candidates,
    team_lookalikes,
)
from kenning.daemon.playbook.redactor import redactor
from kenning.daemon.playbook.similarity import RuleText, find_conflicts, near_duplicate
from kenning.daemon.playbook.toxic import AVOID_PREFIX, Meaning, check_toxic
from kenning.daemon.safety.redactor import Redactor
from kenning.daemon.store import feedback_summary
from kenning.daemon.store.db import Store
from kenning.daemon.store.rule_rows import row_to_rule, tombstone_id_for
from kenning.daemon.store.rules import RuleRepo
from kenning.daemon.store.team import team_rule_row

if TYPE_CHECKING:
    from kenning.daemon.core.settings import Settings

__all__ = [
    "AVOID_PREFIX",
    "CONFLICT_REASON",
    "REINFORCE_WEIGHT",
    "AddResult",
    "ForgetResult",
    "MarkResult",
    "add_rule",
    "anti_pattern_of",
    "forget",
    "invert",
    "mark",
    "promote",
    "record_conflicts",
    "remove_rule",
    "retire",
    "tombstone_add",
    "tombstone_remove",
]

#: a rule proposed again by reflection counts as half a manual helpful mark:
#: automatic evidence is cheaper than a person's judgement
REINFORCE_WEIGHT = 0.5
_LIVE = (RuleState.ACTIVE, RuleState.PROPOSAL)
#: what a recorded conflict says (a local rule's and a team rule's alike)
CONFLICT_REASON = "opposite polarity over the same words"


@dataclass(frozen=True)
class AddResult:
    """What `add_rule` did: added, reinforced an existing rule, or added with conflicts."""

    action: Literal["added", "reinforced", "conflict"]
    rule: Rule
    similar_to: str | None = None
    conflicts: list[str] = field(default_factory=list)


@dataclass(frozen=True)
class MarkResult:
    """The outcome of one feedback mark."""

    rule_id: str
    event_id: int
    kind: FeedbackKind
    old_maturity: Maturity
    new_maturity: Maturity
    score: scoring.ScoreBreakdown
    inverted: bool = False
    anti_pattern_id: str | None = None
    #: False for a repo rule: its maturity lives in the committed YAML, which a
    #: personal mark never rewrites
    maturity_persisted: bool = True


@dataclass(frozen=True)
class ForgetResult:
    """A forgotten rule: retired, on the toxic list, maybe inverted."""

    rule: Rule
    toxic_id: int
    anti_pattern: Rule | None = None


# -- similarity -----------------------------------------------------------------


def record_conflicts(repo: RuleRepo, rule_id: str, others: Iterable[str]) -> list[int]:
    """Record that `rule_id` contradicts each of `others` (both rules kept); the new row ids.

    Inside the caller's transaction. A pair already recorded is not recorded twice.
    """
    found: list[int] = []
    for other in others:
        cid = repo.add_conflict(other, rule_id, CONFLICT_REASON)
        if cid is not None:
            found.append(cid)
    return found


def _lookalikes(store: Store, content: str, settings: Settings) -> list[Lookalike]:
    """The live rules `content` could duplicate or contradict, by id (`lookalikes.py`:
    through the FTS index, the same answer as all live rules at a fraction of the cost)."""
    cur = settings.curation
    found = lookalike_candidates(store, content, cur.dedup_threshold, cur.conflict_threshold)
    return live_rules(store) if found is None else found


def _same_text(repo: RuleRepo, digest: str) -> Rule | None:
    """The live rule (smallest id) whose text is `digest`'s, found by the stored hash."""
    return next((b for b in repo.by_hash(digest) if b.state in _LIVE), None)


# -- feedback and transitions ---------------------------------------------------------


def _score(repo: RuleRepo, rule: Rule, settings: Settings, now: datetime) -> scoring.ScoreBreakdown:
    return scoring.score(
        [scoring.EventView.of(e) for e in repo.events(rule.id)],
        rule.maturity,
        now,
        half_life_days=rule.half_life_days or settings.scoring.half_life_days,
        harmful_multiplier=settings.scoring.harmful_multiplier,
    )


def _inverted_verification(v: Verification | None) -> Verification | None:
    if v is None:
        return None
    flipped = VerifyMode.ABSENT if v.mode == VerifyMode.EXISTS else VerifyMode.EXISTS
    return Verification(regex=v.regex, mode=flipped, glob=v.glob)


def anti_pattern_of(rule: Rule, rule_id: str, note: str, now: datetime) -> Rule:
    """The "AVOID: …" anti-pattern of `rule`: a new candidate without marks, with
    `note` added to its reasoning and its verification flipped (a local rule's
    inversion, `_invert_in_tx`, and a team rule's, team/view.py, alike)."""
    reasoning = rule.provenance.reasoning
    return replace(
        rule,
        id=rule_id,
        content=AVOID_PREFIX + rule.content,
        kind=RuleKind.ANTI_PATTERN,
        type=RuleType.ANTI_PATTERN,
        state=RuleState.ACTIVE,
        maturity=Maturity.CANDIDATE,
        pinned=False,
        pinned_reason=None,
        verification=_inverted_verification(rule.verification),
        provenance=replace(
            rule.provenance, reasoning=f"{reasoning}\n{note}" if reasoning else note
        ),
        created_at=now,
        updated_at=now,
    )


def _invert_in_tx(
    repo: RuleRepo, rule: Rule, reason: str, now: datetime
) -> tuple[Rule, list[dict[str, Any]]]:
    """Create the "AVOID: …" anti-pattern of `rule` and retire `rule` (inside a tx)."""
    if rule.is_anti_pattern:
        raise UsageError(
            f"{rule.id} already is an anti-pattern; inverting it again would prescribe it.",
            fix=f"retire it instead: `kenning playbook remove {rule.id}`",
        )
    steps: list[dict[str, Any]] = [{"op": "restore_bullet", "row": repo.raw_row(rule.id)}]
    text = AVOID_PREFIX + rule.content
    retired = replace(rule, state=RuleState.RETIRED, updated_at=now)
    existing = next((b for b in repo.by_hash(content_hash(text)) if b.state != "retired"), None)
    if existing is not None:  # the anti-pattern exists already: never a second copy
        repo.update(retired)
        return existing, steps
    anti = anti_pattern_of(rule, repo.new_id(text), f"inverted from {rule.id}: {reason}", now)
    repo.insert(anti)
    steps.insert(0, {"op": "delete_bullet", "id": anti.id})
    repo.update(retired)
    return anti, steps


def _apply_feedback(
    repo: RuleRepo,
    rule: Rule,
    event: FeedbackEvent,
    settings: Settings,
    now: datetime,
    before: dict[str, Any] | None = None,
) -> tuple[MarkResult, list[dict[str, Any]], str]:
    """Record `event` on a database rule, then move its maturity (inside a tx).

    `before` is the row to restore on undo when the caller already changed it.
    """
    before = before or repo.raw_row(rule.id)
    steps: list[dict[str, Any]] = [{"op": "restore_bullet", "row": before}]
    event_id = repo.add_event(event)
    steps.insert(0, {"op": "delete_events", "ids": [event_id]})
    breakdown = _score(repo, rule, settings, now)
    old = rule.maturity
    new = scoring.next_maturity(old, breakdown, pinned=rule.pinned)
    if new != old:
        rule = replace(rule, maturity=new, updated_at=now)
        repo.update(rule)
        breakdown = _score(repo, rule, settings, now)
    summary = f"{event.kind.value} mark on {rule.id}" + (f" ({old} → {new})" if new != old else "")
    inverted, anti_id = False, None
    live = rule.state != RuleState.RETIRED  # a retired rule is not inverted twice
    if live and scoring.should_invert(
        breakdown, pinned=rule.pinned, is_anti_pattern=rule.is_anti_pattern
    ):
        anti, invert_steps = _invert_in_tx(repo, rule, "auto-inverted by harmful feedback", now)
        # the restore step of the mark already covers the original rule
        steps = [s for s in invert_steps if s["op"] == "delete_bullet"] + steps
        inverted, anti_id = True, anti.id
        summary += f", inverted into {anti.id}"
    result = MarkResult(rule.id, event_id, event.kind, old, new, breakdown, inverted, anti_id, True)
    return result, steps, summary


# -- the operations ------------------------------------------------------------------


def add_rule(
    store: Store,
    settings: Settings,
    rule: Rule,
    *,
    session_id: str | None = None,
    sanitizer: Redactor | None = None,
    meaning: Meaning | None = None,
) -> AddResult:
    """Add a rule to the global playbook, or reinforce the rule it duplicates.

    In order: the text is sanitized; a rule resembling a forgotten one is
    refused; the same canonical text (or word overlap ≥
    `curation.dedup_threshold`, same polarity) among live rules reinforces that
    rule with a helpful event of weight `REINFORCE_WEIGHT` instead; otherwise
    the rule is added, with any contradicted live rules recorded as conflicts
    (both kept). A retired look-alike is never reinforced: the new rule is added.
    With a team joined, the team's rules held here (daemon/team/) count as
    live rules too: one repeated in other words gets the reinforcement mark
    (an event only, as a mark on a team rule; it travels at the next sync),
    one contradicted is recorded as a conflict. The team's forgotten rules
    refuse like your own.

    Args:
        store: the open store.
        settings: effective settings (curation thresholds, scoring, sanitize).
        rule: the proposed rule; its id is replaced by the stable id of its text.
        session_id: the session that proposed it (recorded on a reinforcement).
        sanitizer: the redactor to use; default: one built from `settings.sanitize`.
        meaning: the embedder's closeness in meaning; with it, a rule that means
            what a proposal rejected in review said is refused too (playbook/toxic.py).

    Raises:
        ToxicRuleError: the rule resembles a forgotten one, or means a rejected
            one (the message quotes which, and why).
    """
    redact = redactor(settings, sanitizer).redact
    provenance = replace(
        rule.provenance,
        reasoning=redact(rule.provenance.reasoning) if rule.provenance.reasoning else None,
        evidence=[redact(e) for e in rule.provenance.evidence],
    )
    clean = replace(
        rule,
        content=redact(rule.content),
        pinned_reason=redact(rule.pinned_reason) if rule.pinned_reason else None,
        provenance=provenance,
        origin="global",
    )
    now = utcnow()
    repo = RuleRepo(store, half_life_days=settings.scoring.half_life_days)
    cur = settings.curation
    with store.transaction():
        check_toxic(
            repo,
            clean.content,
            cur.toxic_threshold,
            meaning=meaning,
            meaning_threshold=cur.rejected_meaning_threshold,
        )
        similar = _same_text(repo, clean.content_hash)
        candidates: list[RuleText] = []
        if similar is None:
            live = _lookalikes(store, clean.content, settings)
            # the team's rules held here are rules already there too (daemon/team/)
            team = [
                _TeamRule(rule.id, rule.content)
                for rule in team_lookalikes(
                    store, clean.content, cur.dedup_threshold, cur.conflict_threshold
                )
            ]
            candidates = [*live, *team]
            found = near_duplicate(clean.content, candidates, cur.dedup_threshold)
            if isinstance(found, _TeamRule):
                return _reinforce_team_rule(store, repo, found, clean, session_id, now)
            similar = repo.find(found.id) if found is not None else None
        if similar is not None:
            event = _reinforcement(similar.id, clean, session_id, now)
            before = repo.raw_row(similar.id)
            target = _merge_provenance(similar, clean)
            if target is not similar:
                repo.update(target)
            _, rsteps, summary = _apply_feedback(repo, target, event, settings, now, before)
            repo.record_op("reinforce", f"reinforce {similar.id}: {summary}", {"steps": rsteps})
            return AddResult("reinforced", repo.get(similar.id), similar.id, [])
        new = replace(clean, id=repo.new_id(clean.content), created_at=now, updated_at=now)
        repo.insert(new)
        steps: list[dict[str, Any]] = [{"op": "delete_bullet", "id": new.id}]
        conflicts = find_conflicts(new.content, candidates, settings.curation.conflict_threshold)
        conflict_ids = record_conflicts(repo, new.id, conflicts)
        if conflict_ids:
            steps.insert(0, {"op": "delete_conflicts", "ids": conflict_ids})
        repo.record_op("add", f"add {new.id}: {_short(new.content)}", {"steps": steps})
    return AddResult("conflict" if conflicts else "added", new, None, conflicts)


def _reinforcement(
    rule_id: str, proposed: Rule, session_id: str | None, now: datetime
) -> FeedbackEvent:
    """The half helpful mark a rule gets when `proposed` repeats it."""
    return FeedbackEvent(
        rule_id=rule_id,
        kind=FeedbackKind.HELPFUL,
        weight=REINFORCE_WEIGHT,
        source=FeedbackSource.REINFORCE,
        reason=f"proposed again: {proposed.content}"[:500],
        session_id=session_id,
        created_at=now,
    )


@dataclass(frozen=True)
class _TeamRule:
    """A team rule held in the replica, as the similarity rules read it."""

    id: str
    content: str


def _reinforce_team_rule(
    store: Store,
    repo: RuleRepo,
    rule: _TeamRule,
    proposed: Rule,
    session_id: str | None,
    now: datetime,
) -> AddResult:
    """A new rule repeating a team rule: a reinforcement mark on the team rule,
    which travels like any mark on it (inside the caller's transaction)."""
    event_id = repo.add_event(_reinforcement(rule.id, proposed, session_id, now))
    steps = [{"op": "delete_events", "ids": [event_id]}]
    repo.record_op("reinforce", f"reinforce team rule {rule.id}", {"steps": steps})
    kept = _team_rule(store, rule.id)
    assert kept is not None  # read in this transaction
    return AddResult("reinforced", kept, rule.id, [])


def _team_rule(store: Store, rule_id: str) -> Rule | None:
    """The team rule with this id in the replica, as shared (for marking it), or None."""
    row = team_rule_row(store.conn, rule_id)
    return row_to_rule(row) if row else None


def _merge_provenance(existing: Rule, proposed: Rule) -> Rule:
    """`existing` with the sessions, agents and evidence of `proposed` appended."""
    prov = existing.provenance
    sessions = prov.sessions + [s for s in proposed.provenance.sessions if s not in prov.sessions]
    agents = prov.agents + [a for a in proposed.provenance.agents if a not in prov.agents]
    evidence = prov.evidence + [e for e in proposed.provenance.evidence if e not in prov.evidence]
    if (sessions, agents, evidence) == (prov.sessions, prov.agents, prov.evidence):
        return existing
    merged = replace(prov, sessions=sessions, agents=agents, evidence=evidence)
    return replace(existing, provenance=merged)


def _short(text: str, n: int = 60) -> str:
    return text if len(text) <= n else text[: n - 1] + "…"


def mark(
    store: Store,
    settings: Settings,
    rule_id: str,
    kind: FeedbackKind,
    *,
    reason: str | None = None,
    session_id: str | None = None,
    source: FeedbackSource = FeedbackSource.MANUAL,
    weight: float = 1.0,
    now: datetime | None = None,
    repo_root: Path | None = None,
    sanitizer: Redactor | None = None,
) -> MarkResult:
    """Record a helpful or harmful mark on a rule and apply its consequences.

    The event is appended, the score recomputed, the maturity moved with
    `scoring.next_maturity` (a pinned rule is never demoted) and, when
    `scoring.should_invert` says so, the rule is replaced by its "AVOID: …"
    anti-pattern. A rule of the repo's `.kenning/playbook.yaml` (pass
    `repo_root`) gets the event in the database only; the YAML is never rewritten.

    Raises:
        RuleNotFound: no rule has that id (in the database or the repo file).
        UsageError: the weight is not a positive number.
    """
    if not weight > 0:
        raise UsageError(f"a mark's weight must be positive, got {weight}", fix="pass --weight 1")
    now = now or utcnow()
    clean_reason = redactor(settings, sanitizer).redact(reason) if reason else None
    repo = RuleRepo(store, half_life_days=settings.scoring.half_life_days)
    with store.transaction():
        rule = repo.find(rule_id)
        repo_rule = None
        if rule is None and repo_root is not None:
            from kenning.daemon.playbook.repo_file import load_repo_playbook

            repo_rule = next(
                (b for b in load_repo_playbook(repo_root).rules if b.id == rule_id), None
            )
        if rule is None and repo_rule is None:
            # a team rule (daemon/team/) is marked like a repo rule: the event only
            repo_rule = _team_rule(store, rule_id)
        if rule is None and repo_rule is None:
            raise RuleNotFound(
                f"no rule with id {rule_id!r}.", fix="list ids with `kenning playbook list`"
            )
        event = FeedbackEvent(
            rule_id=rule_id,
            kind=kind,
            weight=float(weight),
            source=source,
            reason=clean_reason,
            session_id=session_id,
            created_at=now,
        )
        if rule is not None:
            result, steps, summary = _apply_feedback(repo, rule, event, settings, now)
        else:
            assert repo_rule is not None
            event_id = repo.add_event(event)
            steps = [{"op": "delete_events", "ids": [event_id]}]
            summary = f"{kind.value} mark on repo rule {rule_id}"
            breakdown = _score(repo, repo_rule, settings, now)
            m = repo_rule.maturity
            result = MarkResult(rule_id, event_id, kind, m, m, breakdown, False, None, False)
        repo.record_op("mark", summary, {"steps": steps})
        feedback_summary.rebase(store.conn, settings.scoring.half_life_days)
    return result


def invert(store: Store, rule_id: str, *, reason: str = "inverted by hand") -> Rule:
    """Replace a rule by its "AVOID: …" anti-pattern; the original is retired.

    Provenance (sessions, agents, evidence) is copied; a verification flips
    its mode (a pattern that had to exist now must be absent).

    Raises:
        RuleNotFound: no rule has that id.
        UsageError: the rule already is an anti-pattern.
    """
    repo = RuleRepo(store)
    with store.transaction():
        rule = repo.get(rule_id)
        anti, steps = _invert_in_tx(repo, rule, reason, utcnow())
        repo.record_op("invert", f"invert {rule_id} into {anti.id}", {"steps": steps})
    return anti


def forget(
    store: Store,
    rule_id: str,
    reason: str,
    *,
    invert: bool = False,
    sanitizer: Redactor | None = None,
) -> ForgetResult:
    """Retire a rule and put it on the toxic list, so similar rules are refused later.

    With `invert`, the rule's "AVOID: …" anti-pattern is created too (the
    toxic list does not refuse it: it says the opposite).

    Raises:
        RuleNotFound: no rule has that id.
        UsageError: the reason is empty.
    """
    if not reason.strip():
        raise UsageError("forgetting a rule needs a reason", fix='pass --reason "why it is wrong"')
    reason = redactor(None, sanitizer).redact(reason)
    repo = RuleRepo(store)
    now = utcnow()
    with store.transaction():
        if repo.find(rule_id) is None and (team := _team_rule(store, rule_id)) is not None:
            return _forget_team_rule(repo, team, reason, invert)
        rule = repo.get(rule_id)
        anti = None
        if invert:
            anti, steps = _invert_in_tx(repo, rule, reason, now)
        else:
            steps = [{"op": "restore_bullet", "row": repo.raw_row(rule_id)}]
            repo.update(replace(rule, state=RuleState.RETIRED, updated_at=now))
        toxic_id = repo.add_toxic(rule.content, reason, rule_id)
        steps.insert(0, {"op": "delete_toxic", "ids": [toxic_id]})
        summary = f"forget {rule_id}" + (f", inverted into {anti.id}" if anti else "")
        repo.record_op("forget", summary, {"steps": steps})
        return ForgetResult(repo.get(rule_id), toxic_id, anti)


def _forget_team_rule(repo: RuleRepo, rule: Rule, reason: str, invert: bool) -> ForgetResult:
    """Forget a rule of the team replica (inside the caller's transaction): it joins
    this store's toxic list, which hides it here. The sync sends it on: for
    everyone when it is this member's own rule or they are an admin (a
    team-level retirement), else it stays a personal hide (docs/team.md)."""
    if invert:
        raise UsageError(
            f"{rule.id} is a team rule: it cannot be inverted here.",
            fix=f'kenning forget {rule.id} --reason "…", then add its "AVOID: …" yourself',
        )
    toxic_id = repo.add_toxic(rule.content, reason, rule.id)
    steps = [{"op": "delete_toxic", "ids": [toxic_id]}]
    repo.record_op("forget", f"forget team rule {rule.id}", {"steps": steps})
    return ForgetResult(replace(rule, state=RuleState.RETIRED), toxic_id, None)


def retire(store: Store, rule_id: str) -> Rule:
    """Retire a rule: it stays in the database (and its events) but is shown nowhere.

    Raises:
        RuleNotFound: no rule has that id.
    """
    repo = RuleRepo(store)
    with store.transaction():
        rule = repo.get(rule_id)
        steps = [{"op": "restore_bullet", "row": repo.raw_row(rule_id)}]
        retired = replace(rule, state=RuleState.RETIRED, updated_at=utcnow())
        repo.update(retired)
        repo.record_op("retire", f"retire {rule_id}", {"steps": steps})
    return retired


def promote(store: Store, rule_id: str, reason: str) -> Rule:
    """Make a proposal an active rule on evidence (docs/scoring.md §8); undoable.

    A rule already active (or retired) is returned as it is: evidence never
    revives a retired rule.

    Raises:
        RuleNotFound: no rule has that id.
    """
    repo = RuleRepo(store)
    with store.transaction():
        rule = repo.get(rule_id)
        if rule.state != RuleState.PROPOSAL:
            return rule
        steps = [{"op": "restore_bullet", "row": repo.raw_row(rule_id)}]
        active = replace(rule, state=RuleState.ACTIVE, updated_at=utcnow())
        repo.update(active)
        repo.record_op("promote", f"promote {rule_id}: {_short(reason, 120)}", {"steps": steps})
    return active


def remove_rule(store: Store, rule_id: str, *, hard: bool = False) -> Rule:
    """Retire a rule, or with `hard` delete it and its events (undo restores both).

    Raises:
        RuleNotFound: no rule has that id.
    """
    repo = RuleRepo(store)
    if repo.find(rule_id) is None and _team_rule(store, rule_id) is not None:
        raise UsageError(
            f"{rule_id} is a team rule, held here only as the team shared it.",
            fix=f'kenning forget {rule_id} --reason "…"   (hides it here; for the whole team '
            "when it is yours or you are the team's admin)",
        )
    if not hard:
        return retire(store, rule_id)
    with store.transaction():
        rule = repo.get(rule_id)
        steps = [
            {"op": "restore_bullet", "row": repo.raw_row(rule_id)},
            {"op": "insert_events", "rows": repo.event_rows(rule_id)},
        ]
        repo.delete_events_of(rule_id)
        repo.delete(rule_id)
        repo.record_op("remove", f"delete {rule_id}: {_short(rule.content)}", {"steps": steps})
    return rule


def tombstone_add(
    store: Store,
    pattern: str,
    reason: str,
    *,
    replacement: str | None = None,
    is_regex: bool = False,
    sanitizer: Redactor | None = None,
) -> Tombstone:
    """Record a deprecated pattern (what must not be done any more, and what instead).

    Raises:
        UsageError: the pattern is empty, an invalid regex, or already recorded.
    """
    if not pattern.strip() or not reason.strip():
        raise UsageError(
            "a tombstone needs a pattern and a reason",
            fix='kenning tombstone add "PATTERN" --reason "why"',
        )
    if is_regex:
        from kenning.daemon.core.rule_regex import linear_time_reason

        reason_re2 = linear_time_reason(pattern)
        if reason_re2 is not None:
            raise UsageError(
                reason_re2, fix="rewrite the pattern, or drop --regex to match it literally"
            )
    redact = redactor(None, sanitizer).redact
    tomb = Tombstone(
        id=tombstone_id_for(pattern),
        pattern=pattern,
        is_regex=is_regex,
        reason=redact(reason),
        replacement=redact(replacement) if replacement else None,
    )
    repo = RuleRepo(store)
    with store.transaction():
        if repo.find_tombstone(tomb.id) is not None:
            raise UsageError(
                f"{pattern!r} already is a tombstone ({tomb.id}).",
                fix=f"remove it first: `kenning tombstone remove {tomb.id}`",
            )
        repo.insert_tombstone(tomb)
        steps = [{"op": "delete_tombstone", "id": tomb.id}]
        repo.record_op("tombstone_add", f"tombstone {tomb.id}: {_short(pattern)}", {"steps": steps})
    return tomb


def tombstone_remove(store: Store, tombstone_id: str) -> Tombstone:
    """Delete a deprecated pattern.

    Raises:
        PlaybookError: no tombstone has that id.
    """
    repo = RuleRepo(store)
    with store.transaction():
        tomb = repo.find_tombstone(tombstone_id)
        if tomb is None:
            raise PlaybookError(
                f"no tombstone with id {tombstone_id!r}.",
                fix="list ids with `kenning tombstone list`",
            )
        repo.delete_tombstone(tombstone_id)
        row = tombstone_dump(tomb)
        row["is_regex"] = int(tomb.is_regex)
        steps = [{"op": "restore_tombstone", "row": row}]
        repo.record_op("tombstone_remove", f"remove tombstone {tombstone_id}", {"steps": steps})
    return tomb
