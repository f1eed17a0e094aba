"""Operations of review: list the proposals, accept, reject, edit, scope, undo.

`kenning review` (the keyboard review and its scriptable subcommands), the
MCP tool `review` and the editor's code actions on a proposal all run these,
so each answers the same JSON. The writes are the playbook's
(playbook/review.py: one transaction and one undo entry per call); what is
read here is what a person needs to decide: the proposal, where it came from
(the session, its agent and folder, the turn it was learned from, and when)
and what "this repo", "this language" and "everywhere" mean for it.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any, Literal

import orjson

from kenning.daemon.core.errors import UsageError

from .base import OpContext
from .shapes import rule_json

if TYPE_CHECKING:
    from kenning.daemon.core.models import Rule, Scope
    from kenning.daemon.playbook.review import ReviewStep
    from kenning.daemon.store.db import Store

__all__ = [
    "LIST_LIMIT",
    "MAX_TURN_CHARS",
    "ReviewAcceptRequest",
    "ReviewEditRequest",
    "ReviewListRequest",
    "ReviewRejectRequest",
    "ReviewScopeRequest",
    "ReviewUndoRequest",
    "review_accept",
    "review_edit",
    "review_list",
    "review_reject",
    "review_scope",
    "review_undo",
]

#: proposals one list answers unless asked for more
LIST_LIMIT = 50
#: the source turn is cut to this many characters (a pasted log can be long)
MAX_TURN_CHARS = 2000
#: where a proposal may apply, as a person says it: this repo, this language, everywhere
ScopeChoice = Literal["repo", "language", "global"]
#: the lesson tags reflection gives a rule (learning/reflect.py `lesson_tag`)
_LESSON_TAGS = ("said-", "err-", "rev-")


@dataclass(frozen=True)
class ReviewListRequest:
    """The proposals waiting for a person, newest first, one page of them."""

    limit: int = LIST_LIMIT
    offset: int = 0
    cwd: str | None = None


def review_list(ctx: OpContext, req: ReviewListRequest) -> dict[str, Any]:
    """The proposals with where each came from and its scope choices.

    Returns:
        {"count", "offset", "limit", "next_offset", "proposals": [rule + "sources"
        (session, agent, title, workspace, started_at, turn: {idx, role, origin,
        text, at}), "source" (the first of them), "scope_choices" ({"repo",
        "language", "global"}: {"scope", "scope_key"} or null)]}.
    """
    from kenning.daemon.core.models import RuleState
    from kenning.daemon.store.rules import RuleRepo

    if not 1 <= req.limit <= 1000:
        raise UsageError(f"limit must be 1..1000, got {req.limit}", fix="e.g. --limit 20")
    if req.offset < 0:
        raise UsageError(f"offset must be 0 or more, got {req.offset}", fix="e.g. --offset 20")
    store = ctx.store()
    rules = RuleRepo(store).list([RuleState.PROPOSAL])
    rules.sort(key=lambda r: (r.created_at, r.id), reverse=True)
    page = rules[req.offset : req.offset + req.limit]
    end = req.offset + len(page)
    return {
        "count": len(rules),
        "offset": req.offset,
        "limit": req.limit,
        "next_offset": end if end < len(rules) else None,
        "proposals": [_proposal_json(ctx, store, r, req.cwd) for r in page],
    }


def _proposal_json(ctx: OpContext, store: Store, rule: Rule, cwd: str | None) -> dict[str, Any]:
    sources = _sources(store, rule)
    return {
        **_rule_json(ctx, store, rule),
        "source": sources[0] if sources else None,
        "sources": sources,
        "scope_choices": _choices(ctx, store, rule, cwd, sources),
    }


def _rule_json(ctx: OpContext, store: Store, rule: Rule) -> dict[str, Any]:
    """A rule in the JSON every surface prints (`shapes.rule_json`), with its score."""
    from kenning.daemon.core.models import utcnow
    from kenning.daemon.core.scoring import EventView, score
    from kenning.daemon.store.rules import RuleRepo

    scoring = ctx.settings.scoring
    views = [EventView.of(e) for e in RuleRepo(store).events(rule.id)]
    scored = score(
        views,
        rule.maturity,
        utcnow(),
        half_life_days=rule.half_life_days or scoring.half_life_days,
        harmful_multiplier=scoring.harmful_multiplier,
    )
    return rule_json(rule, scored)


# -- where a proposal came from ---------------------------------------------------------


def _sources(store: Store, rule: Rule) -> list[dict[str, Any]]:
    """Each session the proposal was learned from: who, where, when, and the turn."""
    from kenning.daemon.store.sessions import SessionRepo

    repo = SessionRepo(store)
    sessions = list(dict.fromkeys(rule.provenance.sessions))
    briefs = repo.briefs(sessions)
    keys = [t.split("-", 1)[1] for t in rule.tags if t.startswith(_LESSON_TAGS)]
    out: list[dict[str, Any]] = []
    for sid in sessions:
        brief = briefs.get(sid)
        out.append(
            {
                "session": sid,
                "agent": brief["agent"] if brief else None,
                "title": brief["title"] if brief else None,
                "workspace": brief["workspace"] if brief else None,
                "started_at": brief["started_at"] if brief else None,
                "turn": _turn(repo, sid, keys, rule) if brief else None,
            }
        )
    return out


def _turn(repo: Any, sid: str, keys: list[str], rule: Rule) -> dict[str, Any] | None:
    """The message the proposal was learned from: by its lesson in the session's diary,
    else the person's message holding its evidence or its text."""
    row = None
    lesson = _lesson(repo, sid, keys)
    if lesson is not None and isinstance(lesson.get("idx"), int):
        row = repo.message_at(sid, lesson["idx"])
    if row is None:
        needles = [e for e in rule.provenance.evidence if len(e) >= 12] + [rule.content]
        folded = [" ".join(n.lower().split())[:120] for n in needles]
        row = next(
            (
                m
                for m in repo.human_messages(sid)
                if any(n in " ".join(m["text"].lower().split()) for n in folded)
            ),
            None,
        )
    if row is None:
        return None
    text = row["text"]
    return {
        "idx": row["idx"],
        "role": row["role"],
        "origin": row["origin"],
        "text": text if len(text) <= MAX_TURN_CHARS else text[: MAX_TURN_CHARS - 1] + "…",
        "at": row["created_at"],
    }


def _lesson(repo: Any, sid: str, keys: list[str]) -> dict[str, Any] | None:
    """The lesson of the session's diary with one of these keys (plain JSON), or None."""
    raw = repo.diary_json(sid) if keys else None
    if not raw:
        return None
    try:
        lessons = orjson.loads(raw).get("lessons") or []
    except (orjson.JSONDecodeError, AttributeError):
        return None
    return next((x for x in lessons if isinstance(x, dict) and x.get("key") in keys), None)


# -- where it may apply -------------------------------------------------------------


def _choices(
    ctx: OpContext, store: Store, rule: Rule, cwd: str | None, sources: list[dict[str, Any]]
) -> dict[str, dict[str, Any] | None]:
    """What "this repo", "this language" and "everywhere" mean for this proposal."""
    repo = _repo_key(ctx, rule, cwd, sources)
    language = _language_key(store, rule, sources)
    return {
        "repo": {"scope": "workspace", "scope_key": repo} if repo else None,
        "language": {"scope": "language", "scope_key": language} if language else None,
        "global": {"scope": "global", "scope_key": None},
    }


def _repo_key(
    ctx: OpContext, rule: Rule, cwd: str | None, sources: list[dict[str, Any]]
) -> str | None:
    """The repository the proposal came from (its session's), else the caller's."""
    from kenning.daemon.core.models import Scope
    from kenning.daemon.core.paths import find_repo_root

    if rule.scope == Scope.WORKSPACE and rule.scope_key:
        return rule.scope_key
    for src in sources:
        workspace = src["workspace"]
        if workspace:
            folder = Path(workspace)
            root = find_repo_root(folder) if folder.is_dir() else None
            return str(root or folder)
    root = ctx.root(cwd)
    return str(root) if root else None


def _language_key(store: Store, rule: Rule, sources: list[dict[str, Any]]) -> str | None:
    """The language the proposal is about: its scope's, its lesson's, else one its tags name."""
    from kenning.daemon.core.languages import known_language
    from kenning.daemon.core.models import Scope
    from kenning.daemon.playbook.scope import language_key
    from kenning.daemon.store.sessions import SessionRepo

    if rule.scope == Scope.LANGUAGE and rule.scope_key:
        return language_key(rule.scope_key)
    keys = [t.split("-", 1)[1] for t in rule.tags if t.startswith(_LESSON_TAGS)]
    repo = SessionRepo(store)
    for src in sources:
        lesson = _lesson(repo, src["session"], keys)
        langs = (lesson or {}).get("languages") or []
        if langs:
            return language_key(str(langs[0]))
    return next((k for t in rule.tags if (k := known_language(t)) is not None), None)


def _scope(
    ctx: OpContext, rule: Rule, choice: ScopeChoice, key: str | None, cwd: str | None
) -> tuple[Scope, str | None]:
    """A person's scope choice as (scope, key) for this rule.

    Raises:
        UsageError: "repo" or "language" and nothing says which (the fix: --key).
    """
    from kenning.daemon.core.models import Scope
    from kenning.daemon.playbook.scope import language_key

    if choice == "global":
        return Scope.GLOBAL, None
    store = ctx.store()
    sources = _sources(store, rule)
    if choice == "repo":
        found = key or _repo_key(ctx, rule, cwd, sources)
        if not found:
            raise UsageError(
                f"no repository is known for {rule.id}: its session recorded no folder.",
                fix="pass the repository with --key /path/to/repo, or run from inside it",
            )
        return Scope.WORKSPACE, found
    found = language_key(key) if key else _language_key(store, rule, sources)
    if not found:
        raise UsageError(
            f"no language is known for {rule.id}: its session and tags name none.",
            fix="name it with --key python (or go, typescript, …)",
        )
    return Scope.LANGUAGE, found


# -- the verdicts -------------------------------------------------------------------


def _by(by: str | None) -> str:
    """Who decided: the name given, else this computer's user name."""
    if by and by.strip():
        return by.strip()
    import getpass

    try:
        return getpass.getuser()
    except (KeyError, OSError):  # no user name for this uid (a container)
        return "unknown"


def _step_json(
    ctx: OpContext, action: str, step: ReviewStep, by: str | None = None
) -> dict[str, Any]:
    store = ctx.store()
    return {
        "action": action,
        "by": by,
        "op": step.op_id,
        "rules": [_rule_json(ctx, store, r) for r in step.changed],
        "skipped": [{"id": i, "state": s, "why": w} for i, s, w in step.skipped],
    }


@dataclass(frozen=True)
class ReviewAcceptRequest:
    """Accept proposals as active rules (with a new text or scope, optionally)."""

    ids: list[str] = field(default_factory=list)
    #: who accepts (default: this computer's user name)
    by: str | None = None
    #: the text to accept instead of the proposal's (one id only)
    content: str | None = None
    #: where it applies from now on: this repo, this language, everywhere (None: as it is)
    scope: ScopeChoice | None = None
    #: the repository folder or language for `scope` (default: the proposal's own)
    scope_key: str | None = None
    cwd: str | None = None


def review_accept(ctx: OpContext, req: ReviewAcceptRequest) -> dict[str, Any]:
    """Returns {"action": "accept", "by", "op" (the undo log's id), "rules": [rule...],
    "skipped": [{"id", "state", "why"}]}."""
    from kenning.daemon.playbook.review import accept

    choice = req.scope
    who = _by(req.by)
    step = accept(
        ctx.store(),
        req.ids,
        who,
        content=req.content,
        scope=None if choice is None else lambda r: _scope(ctx, r, choice, req.scope_key, req.cwd),
        redact=ctx.sanitizer().redact,
        toxic_threshold=ctx.settings.curation.toxic_threshold,
    )
    return _step_json(ctx, "accept", step, who)


@dataclass(frozen=True)
class ReviewRejectRequest:
    """Reject proposals: retired, and refused from then on, even reworded."""

    ids: list[str] = field(default_factory=list)
    by: str | None = None
    reason: str | None = None


def review_reject(ctx: OpContext, req: ReviewRejectRequest) -> dict[str, Any]:
    """Returns {"action": "reject", "by", "op", "rules": [rule...], "skipped": [...]}."""
    from kenning.daemon.playbook.review import reject

    who = _by(req.by)
    step = reject(ctx.store(), req.ids, who, req.reason, redact=ctx.sanitizer().redact)
    return _step_json(ctx, "reject", step, who)


@dataclass(frozen=True)
class ReviewEditRequest:
    """A proposal's new text (it stays a proposal)."""

    id: str
    content: str


def review_edit(ctx: OpContext, req: ReviewEditRequest) -> dict[str, Any]:
    """Returns {"action": "edit", "by": null, "op", "rules": [rule], "skipped": [...]}."""
    from kenning.daemon.playbook.review import edit

    step = edit(
        ctx.store(),
        req.id,
        req.content,
        redact=ctx.sanitizer().redact,
        toxic_threshold=ctx.settings.curation.toxic_threshold,
    )
    return _step_json(ctx, "edit", step)


@dataclass(frozen=True)
class ReviewScopeRequest:
    """Where proposals apply: this repo, this language, or everywhere (they stay proposals)."""

    ids: list[str] = field(default_factory=list)
    scope: ScopeChoice = "global"
    scope_key: str | None = None
    cwd: str | None = None


def review_scope(ctx: OpContext, req: ReviewScopeRequest) -> dict[str, Any]:
    """Returns {"action": "scope", "by": null, "op", "rules": [rule...], "skipped": [...]}.

    "repo" and "language" are worked out per proposal (its session's repository,
    its lesson's language) unless `scope_key` names one for all.
    """
    from kenning.daemon.playbook.review import rescope

    choice = req.scope
    step = rescope(ctx.store(), req.ids, lambda r: _scope(ctx, r, choice, req.scope_key, req.cwd))
    return _step_json(ctx, "scope", step)


@dataclass(frozen=True)
class ReviewUndoRequest:
    """Take back a review step: the one of this log id, else the newest."""

    op: int | None = None


def review_undo(ctx: OpContext, req: ReviewUndoRequest) -> dict[str, Any]:
    """Returns {"undone": [summary], "op": the log id reverted}.

    Raises:
        UsageError: no review step to undo (or that one was undone already).
    """
    from kenning.daemon.playbook.review import REVIEW_OPS
    from kenning.daemon.playbook.undo import undo_op
    from kenning.daemon.store.rules import RuleRepo

    store = ctx.store()
    op_id = req.op
    if op_id is None:
        last = RuleRepo(store).last_op_of(REVIEW_OPS)
        if last is None:
            raise UsageError(
                "no review step to undo.",
                fix="`kenning undo` reverts the newest playbook operation of any kind",
            )
        op_id = last.id
    return {"undone": [undo_op(store, op_id)], "op": op_id}
