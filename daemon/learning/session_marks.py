"""Reflection's marks on rules from the sessions they were shown to: inline
`kenning: helpful|harmful` comments, the automatic (capped) helpful mark of a
session whose tests passed after a rule was shown and the harmful one of a
pitfall that happened anyway, and a proposal followed with success promoted.
"""

from __future__ import annotations

from datetime import timedelta

from kenning.daemon.core.config import Settings
from kenning.daemon.core.models import (
    FeedbackKind,
    FeedbackSource,
    Rule,
    RuleState,
    to_iso,
    utcnow,
)
from kenning.daemon.learning.deltas import Action, Delta, ReflectReport
from kenning.daemon.learning.diary import Diary
from kenning.daemon.store import learning as learning_rows
from kenning.daemon.store.db import Store
from kenning.daemon.store.rules import RuleRepo

__all__ = ["SURFACE_MARGIN", "mark_sessions", "surfaced_for"]

#: a context call without a session id is credited to sessions of its
#: workspace that were running within this margin of it
SURFACE_MARGIN = timedelta(minutes=10)


def surfaced_for(store: Store, diary: Diary) -> list[str]:
    """Rule ids shown to this session (by id, or in its workspace while it ran)."""
    ids = learning_rows.surfaced_in_session(store, diary.session_id)
    if diary.workspace and diary.started_at and diary.ended_at:
        from kenning.daemon.core.models import parse_iso

        start, end = parse_iso(diary.started_at), parse_iso(diary.ended_at)
        if start is not None and end is not None:
            ids += learning_rows.surfaced_in_workspace(
                store, diary.workspace, to_iso(start - SURFACE_MARGIN), to_iso(end)
            )
    return sorted(set(ids))


def mark_sessions(
    store: Store, settings: Settings, chosen: list[Diary], report: ReflectReport, dry_run: bool
) -> None:
    """Automatic (capped) and inline feedback of each chosen session."""
    repo = RuleRepo(store)
    cap = settings.learning.auto_feedback_cap
    for d in chosen:
        recorded = learning_rows.learned_feedback(store, d.session_id)
        autos = sum(1 for _, src in recorded if src == FeedbackSource.AUTO.value)
        for fb in d.feedback:
            if (fb.rule_id, FeedbackSource.INLINE.value) in recorded:
                continue
            if repo.find(fb.rule_id) is None:
                continue
            reason = f"inline comment in {d.session_id}: {fb.reason}".strip()
            _mark(store, settings, d, fb.rule_id, FeedbackKind(fb.kind), FeedbackSource.INLINE,
                  1.0, reason, report, dry_run)  # fmt: skip
            recorded.add((fb.rule_id, FeedbackSource.INLINE.value))
        shown = surfaced_for(store, d)
        if not shown:
            continue
        keys = {c.key for c in d.challenges} | set(d.error_keys)
        fixed = {lr.error.key for lr in d.learnings}
        fixed |= {x.key for x in d.lessons if x.kind == "error_fix"}
        for bid in shown:
            if autos >= cap:
                break
            if (bid, FeedbackSource.AUTO.value) in recorded:
                continue
            rule = repo.find(bid)
            if rule is None:
                continue
            # the error signatures a rule warns about (`sig-…`; older rules: `err-…`)
            warned = {t[4:] for t in rule.tags if t.startswith(("sig-", "err-"))}
            if warned & keys:
                kind = FeedbackKind.HARMFUL
                reason = (
                    f"the pitfall it warns about happened anyway in {d.session_id} after it "
                    "was shown" + (" (fixed later)" if warned & fixed else "")
                )
            elif d.tests_passed and d.status == "success":
                kind = FeedbackKind.HELPFUL
                reason = f"tests passed in {d.session_id} after it was shown"
            else:
                continue
            _mark(store, settings, d, bid, kind, FeedbackSource.AUTO,
                  settings.learning.auto_weight, reason, report, dry_run)  # fmt: skip
            autos += 1
            if kind == FeedbackKind.HELPFUL:
                _followed(store, rule, d, reason, report, dry_run)


def _followed(
    store: Store, rule: Rule, d: Diary, reason: str, report: ReflectReport, dry_run: bool
) -> None:
    """A proposal shown to a later session whose tests then passed was followed and
    worked: evidence that makes it an active rule (docs/scoring.md §8)."""
    if rule.state != RuleState.PROPOSAL or d.session_id in rule.provenance.sessions:
        return  # the session it was learned from is no evidence for it
    delta = Delta(
        "promote", rule.content, [d.session_id], f"followed, and the work succeeded: {reason}",
        rule_id=rule.id, state=RuleState.ACTIVE.value, maturity=rule.maturity.value,
    )  # fmt: skip
    report.deltas.append(delta)
    if dry_run:
        return
    from kenning.daemon.playbook.curate import promote

    promoted = promote(store, rule.id, delta.reason)
    delta.state, delta.maturity = promoted.state.value, promoted.maturity.value


def _mark(
    store: Store,
    settings: Settings,
    d: Diary,
    rule_id: str,
    kind: FeedbackKind,
    source: FeedbackSource,
    weight: float,
    reason: str,
    report: ReflectReport,
    dry_run: bool,
) -> None:
    from kenning.daemon.playbook.curate import mark

    action: Action = "helpful" if kind == FeedbackKind.HELPFUL else "harmful"
    report.deltas.append(Delta(action, "", [d.session_id], reason, rule_id=rule_id))
    if dry_run:
        return
    res = mark(
        store,
        settings,
        rule_id,
        kind,
        reason=reason,
        session_id=d.session_id,
        source=source,
        weight=weight,
    )
    with store.transaction() as conn:
        learning_rows.record_learned_feedback(
            conn, d.session_id, rule_id, source.value, kind.value, res.event_id, reason,
            to_iso(utcnow()),
        )  # fmt: skip
