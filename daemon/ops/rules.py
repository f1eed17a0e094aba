"""Operations on rules: mark, outcome, add, list, get, remove, view.

Each takes its request dataclass and returns the JSON shape every surface
prints (ops/shapes.py). The business rules live here, not in a front end: a
session outcome's weights (`OUTCOME_WEIGHTS`), the sanitizing of reasons and
texts, the team file's duplicate check.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import TYPE_CHECKING, Any, Literal

from kenning.daemon.core.errors import RuleNotFound, UsageError

from .base import OpContext
from .shapes import event_json, mark_json, rule_json, scored_rule_json

if TYPE_CHECKING:
    from kenning.daemon.core.models import Rule

__all__ = [
    "LIST_LIMIT",
    "MAX_LIST_LIMIT",
    "OUTCOME_WEIGHTS",
    "AddRequest",
    "GetRequest",
    "ListRequest",
    "MarkRequest",
    "OutcomeRequest",
    "RemoveRequest",
    "ViewRequest",
    "add",
    "get",
    "list_rules",
    "mark",
    "outcome",
    "remove",
    "view",
]

#: feedback a session outcome implies for each rule used, as (kind, weight).
#: Automatic evidence weighs less than a manual mark (1.0): the session may
#: have succeeded or failed for reasons unrelated to the rule.
OUTCOME_WEIGHTS: dict[str, tuple[str, float] | None] = {
    "success": ("helpful", 0.5),
    "partial": ("helpful", 0.25),
    "failure": ("harmful", 0.25),
    "abandoned": None,
}


@dataclass(frozen=True)
class MarkRequest:
    """A rule helped or hurt."""

    id: str
    kind: Literal["helpful", "harmful"]
    reason: str | None = None
    session: str | None = None
    #: the caller's folder: a team rule of its repository can be marked
    cwd: str | None = None


def mark(ctx: OpContext, req: MarkRequest) -> dict[str, Any]:
    """Record a manual mark (full weight); the reason is sanitized."""
    from kenning.daemon.core.models import FeedbackKind
    from kenning.daemon.playbook.curate import mark as do_mark

    root = ctx.root(req.cwd)
    res = do_mark(
        ctx.store(),
        ctx.values_for(root),
        req.id,
        FeedbackKind(req.kind),
        reason=req.reason,
        session_id=req.session,
        repo_root=root,
        # the redaction rules load only for a reason to redact
        sanitizer=ctx.sanitizer() if req.reason else None,
    )
    return mark_json(res)


@dataclass(frozen=True)
class OutcomeRequest:
    """How a session ended, and the rules it used."""

    outcome: Literal["success", "partial", "failure", "abandoned"]
    rules_used: list[str] = field(default_factory=list)
    session_id: str | None = None
    notes: str | None = None
    cwd: str | None = None


def outcome(ctx: OpContext, req: OutcomeRequest) -> dict[str, Any]:
    """Turn a session's outcome into automatic, lighter marks on the rules it used.

    Returns:
        {"outcome", "session_id", "source": "auto", "recorded": [mark + "weight"],
        "unknown": [ids that name no rule]}.
    """
    from kenning.daemon.core.models import FeedbackKind, FeedbackSource
    from kenning.daemon.playbook.curate import mark as do_mark

    implied = OUTCOME_WEIGHTS[req.outcome]
    root = ctx.root(req.cwd)
    recorded: list[dict[str, Any]] = []
    unknown: list[str] = []
    if implied is not None:
        kind, weight = implied
        reason = f"session outcome: {req.outcome}" + (f" ({req.notes})" if req.notes else "")
        for rule_id in dict.fromkeys(req.rules_used):
            try:
                res = do_mark(
                    ctx.store(),
                    ctx.values_for(root),
                    rule_id,
                    FeedbackKind(kind),
                    reason=reason,
                    session_id=req.session_id,
                    source=FeedbackSource.AUTO,
                    weight=weight,
                    repo_root=root,
                    sanitizer=ctx.sanitizer(),
                )
            except RuleNotFound:
                unknown.append(rule_id)
                continue
            recorded.append({**mark_json(res), "weight": weight})
        if req.rules_used and unknown and not recorded:
            raise UsageError(
                f"none of the rules exist: {', '.join(unknown)}",
                fix="pass the rule ids the context tool returned (e.g. b-1a2b3c4d5e)",
            )
    return {
        "outcome": req.outcome,
        "session_id": req.session_id,
        "source": str(FeedbackSource.AUTO),
        "recorded": recorded,
        "unknown": unknown,
    }


@dataclass(frozen=True)
class AddRequest:
    """A new rule (or a duplicate, which reinforces the rule it repeats)."""

    content: str
    category: str = "general"
    tags: list[str] = field(default_factory=list)
    scope: str = "global"
    scope_key: str | None = None
    kind: str = "workflow_rule"
    #: "rule" or "anti-pattern" (None: from `kind`)
    type: str | None = None
    state: Literal["proposal", "active"] = "active"
    pin_reason: str | None = None
    verify_regex: str | None = None
    verify_mode: str = "absent"
    verify_glob: str | None = None
    half_life: float | None = None
    #: write to the repository's .kenning/playbook.yaml instead of the database
    to_repo: bool = False
    #: who proposes it (the rule's provenance)
    agent: str = "cli"
    evidence: list[str] = field(default_factory=list)
    cwd: str | None = None


def _new_rule(req: AddRequest) -> Rule:
    from kenning.daemon.core.models import (
        Provenance,
        Rule,
        RuleKind,
        RuleState,
        RuleType,
        Scope,
        Verification,
        VerifyMode,
        compile_check,
    )

    try:
        verification = None
        if req.verify_regex:
            mode = VerifyMode(req.verify_mode)
            compile_check(req.verify_regex)
            verification = Verification(regex=req.verify_regex, mode=mode, glob=req.verify_glob)
    except ValueError as exc:
        raise UsageError(
            f"--verify-regex {req.verify_regex!r} is refused: {exc}",
            fix="rewrite it in RE2 syntax (Python `re` without lookarounds or "
            "backreferences), e.g. --verify-regex '\\bprint\\('",
        ) from exc
    if not req.content.strip():
        raise UsageError("the rule text is empty", fix='kenning playbook add "the rule" ...')
    if req.half_life is not None and req.half_life <= 0:
        raise UsageError(f"--half-life must be positive, got {req.half_life}", fix="--half-life 90")
    is_anti = req.type == "anti-pattern" or req.kind == "anti_pattern"
    try:
        kind = (
            RuleKind.ANTI_PATTERN if is_anti and req.kind == "workflow_rule" else RuleKind(req.kind)
        )
        scope = Scope(req.scope)
    except ValueError as exc:
        raise UsageError(str(exc), fix="see `kenning playbook add --help` for the choices") from exc
    return Rule(
        id="new",
        content=req.content.strip(),
        category=req.category,
        tags=[t.strip() for t in req.tags if t.strip()],
        scope=scope,
        scope_key=req.scope_key,
        kind=kind,
        type=RuleType.ANTI_PATTERN if is_anti else RuleType.RULE,
        state=RuleState(req.state),
        pinned=req.pin_reason is not None,
        pinned_reason=req.pin_reason,
        verification=verification,
        provenance=Provenance(agents=[req.agent], evidence=list(req.evidence)),
        half_life_days=None if req.half_life is None else float(req.half_life),
    )


def add(ctx: OpContext, req: AddRequest) -> dict[str, Any]:
    """Add a rule; the same or a near-duplicate text reinforces the existing one.

    Returns:
        {"action": added|reinforced|conflict|exists, "id", "rule", "similar_to",
        "conflicts"}.
    """
    from kenning.daemon.core.models import utcnow
    from kenning.daemon.core.scoring import EventView, score
    from kenning.daemon.store.rules import RuleRepo

    rule = _new_rule(req)
    root = ctx.root(req.cwd)
    settings = ctx.values_for(root)
    if req.to_repo:
        result, rule = _add_to_repo(ctx, _repo_root(root), rule)
    else:
        from kenning.daemon.playbook.curate import add_rule

        res = add_rule(ctx.store(), settings, rule, sanitizer=ctx.sanitizer())
        result = {
            "action": res.action,
            "id": res.rule.id,
            "similar_to": res.similar_to,
            "conflicts": res.conflicts,
        }
        rule = res.rule
    views = [EventView.of(e) for e in RuleRepo(ctx.store()).events(rule.id)]
    scored = score(
        views,
        rule.maturity,
        utcnow(),
        half_life_days=rule.half_life_days or settings.scoring.half_life_days,
        harmful_multiplier=settings.scoring.harmful_multiplier,
    )
    result["rule"] = rule_json(rule, scored)
    return result


def _repo_root(root: Path | None) -> Path:
    if root is None:
        raise UsageError(
            "--repo needs a repository, and this folder is not inside one.",
            fix="cd into your repository (a folder with .git or .kenning), or drop --repo",
        )
    return root


def _add_to_repo(ctx: OpContext, root: Path, rule: Rule) -> tuple[dict[str, Any], Rule]:
    from kenning.daemon.playbook.repo_file import load_repo_playbook, save_repo_playbook
    from kenning.daemon.store.rule_rows import rule_id_for

    team = load_repo_playbook(root, backups=ctx.loaded.paths.backups)
    clean = replace(rule, content=ctx.sanitizer().redact(rule.content), origin="repo")
    same = next((b for b in team.rules if b.content_hash == clean.content_hash), None)
    if same is not None:
        return {"action": "exists", "id": same.id, "similar_to": same.id, "conflicts": []}, same
    taken = {b.id for b in team.rules}
    base = rule_id_for(clean.content)
    new_id, n = base, 1
    while new_id in taken:
        n += 1
        new_id = f"{base}-{n}"
    clean = replace(clean, id=new_id)
    save_repo_playbook(root, [*team.rules, clean], team.tombstones)
    return {"action": "added", "id": new_id, "similar_to": None, "conflicts": []}, clean


#: rules a list answers unless asked for more (a page; `next_offset` finds the rest)
LIST_LIMIT = 100
#: the most rules one page may hold
MAX_LIST_LIMIT = 10_000


@dataclass(frozen=True)
class ListRequest:
    """Which rules to list (all filters optional), one page of them."""

    state: Literal["active", "proposal", "retired", "live", "all"] = "live"
    kind: str | None = None
    category: str | None = None
    scope: str | None = None
    #: at most this many rules (`count` still counts them all)
    limit: int = LIST_LIMIT
    #: skip this many rules first (the `next_offset` of the previous page)
    offset: int = 0
    cwd: str | None = None


def list_rules(ctx: OpContext, req: ListRequest) -> dict[str, Any]:
    """One page of the rules, best first (effective score, then id).

    Only the page is turned into JSON: a playbook of 10,000 rules answers
    its first 100 (and the count of all) as fast as one of 100.

    Returns:
        {"count": all matching, "offset", "limit", "next_offset": int | None,
        "rules": [rule...], "warnings"}.
    """
    if not 1 <= req.limit <= MAX_LIST_LIMIT:
        raise UsageError(
            f"limit must be 1..{MAX_LIST_LIMIT}, got {req.limit}",
            fix="e.g. --limit 50, then --offset 50 for the next page",
        )
    if req.offset < 0:
        raise UsageError(f"offset must be 0 or more, got {req.offset}", fix="e.g. --offset 100")
    pb = ctx.playbook(ctx.root(req.cwd), include_retired=req.state in ("retired", "all"))
    items = pb.rules
    if req.state in ("active", "proposal", "retired"):
        items = [sb for sb in items if sb.rule.state == req.state]
    if req.kind:
        items = [sb for sb in items if sb.rule.kind == req.kind]
    if req.category:
        items = [sb for sb in items if sb.rule.category == req.category]
    if req.scope:
        items = [sb for sb in items if sb.rule.scope == req.scope]
    end = req.offset + req.limit
    return {
        "count": len(items),
        "offset": req.offset,
        "limit": req.limit,
        "next_offset": end if end < len(items) else None,
        "rules": [scored_rule_json(sb) for sb in items[req.offset : end]],
        "warnings": list(pb.warnings),
    }


@dataclass(frozen=True)
class GetRequest:
    """One rule by id."""

    id: str
    cwd: str | None = None


def get(ctx: OpContext, req: GetRequest) -> dict[str, Any]:
    """One rule with its feedback events and conflicts.

    Returns:
        {"rule", "events": [event...], "conflicts": [...], "warnings"}.
    """
    from kenning.daemon.core.models import conflict_dump
    from kenning.daemon.store.rules import RuleRepo

    pb = ctx.playbook(ctx.root(req.cwd), include_retired=True)
    sb = pb.get(req.id)
    if sb is None:
        raise RuleNotFound(
            f"no rule with id {req.id!r}.", fix="list ids with `kenning playbook list`"
        )
    repo = RuleRepo(ctx.store())
    return {
        "rule": scored_rule_json(sb),
        "events": [event_json(e) for e in repo.events(req.id)],
        "conflicts": [conflict_dump(c) for c in repo.conflicts(req.id)],
        "warnings": list(pb.warnings),
    }


@dataclass(frozen=True)
class RemoveRequest:
    """Retire (or with `hard`, delete) a rule; a team rule leaves the repo file."""

    id: str
    hard: bool = False
    cwd: str | None = None


def remove(ctx: OpContext, req: RemoveRequest) -> dict[str, Any]:
    """Returns {"removed": id, "origin": global|repo, "hard": bool}."""
    from kenning.daemon.playbook.curate import remove_rule
    from kenning.daemon.store.rules import RuleRepo

    origin = "global"
    root = ctx.root(req.cwd)
    if RuleRepo(ctx.store()).find(req.id) is None and root is not None:
        from kenning.daemon.playbook.repo_file import load_repo_playbook, save_repo_playbook

        team = load_repo_playbook(root, backups=ctx.loaded.paths.backups)
        if team.get(req.id) is not None:
            rest = [b for b in team.rules if b.id != req.id]
            save_repo_playbook(root, rest, team.tombstones)
            origin = "repo"
    if origin == "global":
        remove_rule(ctx.store(), req.id, hard=req.hard)
    return {"removed": req.id, "origin": origin, "hard": req.hard}


@dataclass(frozen=True)
class ViewRequest:
    """The whole merged playbook of the caller's repository (the MCP resource kenning://playbook)."""

    cwd: str | None = None


def view(ctx: OpContext, req: ViewRequest) -> dict[str, Any]:
    """Every live rule with its score, best first, and the tombstones.

    Returns:
        {"version": the playbook's version, "rules": [rule...], "tombstones": [...],
        "warnings": what could not be read (a damaged team file...)}.
    """
    from kenning.daemon.core.models import tombstone_dump

    pb = ctx.playbook(ctx.root(req.cwd))
    return {
        "version": list(pb.version),
        "rules": [scored_rule_json(sb) for sb in pb.rules],
        "tombstones": [tombstone_dump(t) for t in pb.tombstones],
        "warnings": pb.warnings,
    }
