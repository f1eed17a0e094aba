"""Review: a person's verdict on proposals (accept, reject, edit, rescope), each undoable.

A proposal (`RuleState.PROPOSAL`) is a rule learned once and not trusted yet
(docs/scoring.md). Here a person decides on it:

- `accept`: it becomes an active rule; its provenance keeps who accepted it
  and when (`accepted_by`, `accepted_at`); the text and the scope may be set
  in the same step.
- `reject`: it is retired and put on the toxic list with who rejected it and
  why, so it never comes back: not as the same text, not in other words
  (playbook/toxic.py matches rejected proposals by meaning).
- `edit`, `rescope`: its text or where it applies, still a proposal.

Each call is one transaction with one row in the operation log (the curator's
undo steps), so `kenning undo` or `undo_op(op_id)` reverts the whole step.
Only database rules are reviewed: a repository's playbook.yaml is reviewed
in the pull request that changes it.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace
from typing import Any

from kenning.daemon.core.errors import RuleNotFound, UsageError
from kenning.daemon.core.models import Rule, RuleState, Scope, content_hash, utcnow
from kenning.daemon.playbook.toxic import check_toxic
from kenning.daemon.store.db import Store
from kenning.daemon.store.rules import RuleRepo

__all__ = [
    "DEFAULT_REJECT_REASON",
    "REVIEW_OPS",
    "ReviewStep",
    "Where",
    "accept",
    "edit",
    "reject",
    "rescope",
]

#: where a rule shall apply, worked out per rule: (scope, key)
Where = Callable[[Rule], tuple[Scope, str | None]]
#: the operation log's names of the review steps (`kenning review undo` reverts the newest)
REVIEW_OPS = ("accept", "reject", "edit", "scope")
DEFAULT_REJECT_REASON = "rejected in review"


@dataclass(frozen=True)
class ReviewStep:
    """What one review call did: the rules it changed, those it left, its log entry."""

    op_id: int | None
    changed: list[Rule] = field(default_factory=list)
    #: (rule id, its state, why it was left as it is)
    skipped: list[tuple[str, str, str]] = field(default_factory=list)


def _rules(repo: RuleRepo, rule_ids: Sequence[str]) -> list[Rule]:
    """The rules of these ids, in order, each once; all or none.

    Raises:
        UsageError: no id given.
        RuleNotFound: an id names no rule (nothing is changed).
    """
    ids = list(dict.fromkeys(i.strip() for i in rule_ids if i.strip()))
    if not ids:
        raise UsageError("no proposal id given", fix="list them with `kenning review --json`")
    found = [(i, repo.find(i)) for i in ids]
    missing = [i for i, rule in found if rule is None]
    if missing:
        raise RuleNotFound(
            f"no rule with id {', '.join(repr(m) for m in missing)}; nothing was changed.",
            fix="list the proposals with `kenning review --json`",
        )
    return [rule for _, rule in found if rule is not None]


def _proposals(
    repo: RuleRepo, rule_ids: Sequence[str], skipped: list[tuple[str, str, str]]
) -> list[Rule]:
    """The proposals among these ids (`_rules`); each other rule goes to `skipped`
    as (id, state, why it is not a proposal)."""
    out = []
    for rule in _rules(repo, rule_ids):
        if rule.state == RuleState.PROPOSAL:
            out.append(rule)
        else:
            skipped.append((rule.id, rule.state.value, _why_not(rule)))
    return out


def _why_not(rule: Rule) -> str:
    """Why a rule that is not a proposal is left alone, with what to do instead."""
    if rule.state == RuleState.ACTIVE:
        return "already an active rule"
    if rule.provenance.rejected_at is not None:
        return "rejected already (`kenning review undo` takes a rejection back)"
    return "retired (`kenning undo` may bring it back)"


def _check_text(repo: RuleRepo, rule: Rule, text: str, toxic_threshold: float) -> None:
    """A person's new text for `rule`: not empty, not a forgotten rule, not another rule's."""
    if not text.strip():
        raise UsageError("the new text is empty", fix="give the rule's text, or skip the edit")
    check_toxic(repo, text, toxic_threshold)
    digest = content_hash(text)
    other = next(
        (r for r in repo.by_hash(digest) if r.id != rule.id and r.state != RuleState.RETIRED),
        None,
    )
    if other is not None:
        raise UsageError(
            f"{other.id} already says this ({other.state}).",
            fix=f"review {other.id} instead, and reject {rule.id}",
        )


def _record(
    repo: RuleRepo,
    op: str,
    changed: list[tuple[dict[str, Any] | None, Rule]],
    summary: str,
    extra_steps: list[dict[str, Any]] | None = None,
) -> int | None:
    """Write the changed rules and log the step (None when nothing changed)."""
    if not changed:
        return None
    steps: list[dict[str, Any]] = list(extra_steps or [])
    for before, rule in changed:
        steps.append({"op": "restore_bullet", "row": before})
        repo.update(rule)
    return repo.record_op(op, summary, {"steps": steps})


def accept(
    store: Store,
    rule_ids: Sequence[str],
    by: str,
    *,
    content: str | None = None,
    scope: Where | None = None,
    redact: Callable[[str], str],
    toxic_threshold: float = 0.8,
) -> ReviewStep:
    """Make proposals active rules, keeping who accepted them and when.

    Args:
        store: the open store.
        rule_ids: the proposals (a rule that is not one is left, with why).
        by: who accepted them (a person's name: kept in the provenance).
        content: the text to accept instead (one id only); redacted first.
        scope: where each shall apply, (scope, key) of the rule; None keeps each one's.
        redact: the sanitizer's redact.
        toxic_threshold: `curation.toxic_threshold`, for an edited text.

    Raises:
        UsageError: no id, or `content` with several ids, or an unusable text.
        RuleNotFound: an id names no rule (nothing is changed).
    """
    if content is not None and len(set(rule_ids)) != 1:
        raise UsageError("an edited text is for one proposal", fix="accept one id with --edit")
    who = _who(by)
    repo = RuleRepo(store)
    now = utcnow()
    with store.transaction():
        changed: list[tuple[dict[str, Any] | None, Rule]] = []
        skipped: list[tuple[str, str, str]] = []
        for rule in _proposals(repo, rule_ids, skipped):
            new = rule
            if content is not None:
                text = redact(content.strip())
                _check_text(repo, rule, text, toxic_threshold)
                new = replace(new, content=text)
            if scope is not None:
                where, key = scope(rule)
                new = replace(new, scope=where, scope_key=key)
            prov = replace(new.provenance, accepted_by=who, accepted_at=now)
            new = replace(new, state=RuleState.ACTIVE, provenance=prov, updated_at=now)
            changed.append((repo.raw_row(rule.id), new))
        ids = ", ".join(r.id for _, r in changed)
        op_id = _record(repo, "accept", changed, f"accept {ids} (by {who})")
    return ReviewStep(op_id, [r for _, r in changed], skipped)


def reject(
    store: Store,
    rule_ids: Sequence[str],
    by: str,
    reason: str | None,
    *,
    redact: Callable[[str], str],
) -> ReviewStep:
    """Retire proposals for good: on the toxic list, with who rejected them, when and why.

    From then on the curator refuses the same text, the same words, and (with
    the model) the same meaning in other words (playbook/toxic.py).

    Raises:
        UsageError: no id given.
        RuleNotFound: an id names no rule (nothing is changed).
    """
    who = _who(by)
    why = redact(reason.strip()) if reason and reason.strip() else DEFAULT_REJECT_REASON
    repo = RuleRepo(store)
    now = utcnow()
    with store.transaction():
        changed: list[tuple[dict[str, Any] | None, Rule]] = []
        skipped: list[tuple[str, str, str]] = []
        toxic: list[int] = []
        for rule in _rules(repo, rule_ids):
            if rule.state != RuleState.PROPOSAL:
                if rule.state == RuleState.ACTIVE:
                    note = f"an active rule: to drop it for good, `kenning forget {rule.id}`"
                else:
                    note = _why_not(rule)
                skipped.append((rule.id, rule.state.value, note))
                continue
            prov = replace(rule.provenance, rejected_by=who, rejected_at=now)
            changed.append(
                (
                    repo.raw_row(rule.id),
                    replace(rule, state=RuleState.RETIRED, provenance=prov, updated_at=now),
                )
            )
            toxic.append(repo.add_toxic(rule.content, why, rule.id))
        ids = ", ".join(r.id for _, r in changed)
        steps = [{"op": "delete_toxic", "ids": toxic}] if toxic else []
        op_id = _record(repo, "reject", changed, f"reject {ids} (by {who}: {why})", steps)
    return ReviewStep(op_id, [r for _, r in changed], skipped)


def edit(
    store: Store,
    rule_id: str,
    content: str,
    *,
    redact: Callable[[str], str],
    toxic_threshold: float = 0.8,
) -> ReviewStep:
    """Change a proposal's text (it stays a proposal; its id stays).

    Raises:
        UsageError: the text is empty, forgotten before, or another rule's.
        RuleNotFound: no rule has that id.
    """
    repo = RuleRepo(store)
    with store.transaction():
        (rule,) = _rules(repo, [rule_id])
        if rule.state != RuleState.PROPOSAL:
            return ReviewStep(None, [], [(rule.id, rule.state.value, _why_not(rule))])
        text = redact(content.strip())
        _check_text(repo, rule, text, toxic_threshold)
        new = replace(rule, content=text, updated_at=utcnow())
        op_id = _record(repo, "edit", [(repo.raw_row(rule.id), new)], f"edit {rule.id}")
    return ReviewStep(op_id, [new], [])


def rescope(store: Store, rule_ids: Sequence[str], scope: Where) -> ReviewStep:
    """Set where proposals apply (they stay proposals): `scope(rule)` says where.

    Raises:
        UsageError: no id given, or `scope` cannot say where for one.
        RuleNotFound: an id names no rule (nothing is changed).
    """
    repo = RuleRepo(store)
    now = utcnow()
    with store.transaction():
        changed: list[tuple[dict[str, Any] | None, Rule]] = []
        skipped: list[tuple[str, str, str]] = []
        for rule in _proposals(repo, rule_ids, skipped):
            where, key = scope(rule)
            new = replace(rule, scope=where, scope_key=key, updated_at=now)
            changed.append((repo.raw_row(rule.id), new))
        said = ", ".join(f"{r.id} → {r.scope.value}:{r.scope_key or '-'}" for _, r in changed)
        op_id = _record(repo, "scope", changed, f"scope {said}")
    return ReviewStep(op_id, [r for _, r in changed], skipped)


def _who(by: str) -> str:
    who = " ".join(by.split())[:200]
    if not who:
        raise UsageError("who decided is not known", fix="pass --by NAME")
    return who
