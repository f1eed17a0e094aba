"""Operations that retire or revert: forget, undo, and the tombstones of deprecated patterns."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from kenning.daemon.core.errors import UsageError

from .base import OpContext
from .shapes import scored_rule_json

__all__ = [
    "ForgetRequest",
    "TombstoneAddRequest",
    "TombstoneListRequest",
    "TombstoneRemoveRequest",
    "UndoRequest",
    "forget",
    "tombstone_add",
    "tombstone_list",
    "tombstone_remove",
    "undo",
]


@dataclass(frozen=True)
class ForgetRequest:
    """Retire a rule for good (with `invert`, also add its "AVOID: …")."""

    id: str
    reason: str
    invert: bool = False


def forget(ctx: OpContext, req: ForgetRequest) -> dict[str, Any]:
    """Returns {"id", "state", "toxic_id", "anti_pattern": rule | null}."""
    from kenning.daemon.core.scoring import score
    from kenning.daemon.playbook.book import ScoredRule
    from kenning.daemon.playbook.curate import forget as do_forget

    res = do_forget(ctx.store(), req.id, req.reason, invert=req.invert, sanitizer=ctx.sanitizer())
    anti = None
    if res.anti_pattern is not None:
        b = res.anti_pattern
        anti = scored_rule_json(ScoredRule(b, score([], b.maturity, b.updated_at)))
    return {
        "id": res.rule.id,
        "state": res.rule.state.value,
        "toxic_id": res.toxic_id,
        "anti_pattern": anti,
    }


@dataclass(frozen=True)
class UndoRequest:
    """Revert the last `count` playbook operations."""

    count: int = 1


def undo(ctx: OpContext, req: UndoRequest) -> dict[str, Any]:
    """Returns {"undone": [summary...]}, newest first."""
    from kenning.daemon.playbook.undo import undo as do_undo

    if req.count < 1:
        raise UsageError(f"COUNT must be at least 1, got {req.count}", fix="kenning undo 1")
    return {"undone": do_undo(ctx.store(), req.count)}


@dataclass(frozen=True)
class TombstoneAddRequest:
    """A deprecated pattern."""

    pattern: str
    reason: str
    replacement: str | None = None
    is_regex: bool = False


def tombstone_add(ctx: OpContext, req: TombstoneAddRequest) -> dict[str, Any]:
    """Returns the tombstone: {"id", "pattern", "is_regex", "reason", "replacement",
    "created_at"}."""
    from kenning.daemon.core.models import tombstone_dump
    from kenning.daemon.playbook.curate import tombstone_add as do_add

    tomb = do_add(
        ctx.store(),
        req.pattern,
        req.reason,
        replacement=req.replacement,
        is_regex=req.is_regex,
        sanitizer=ctx.sanitizer(),
    )
    return tombstone_dump(tomb)


@dataclass(frozen=True)
class TombstoneListRequest:
    """Deprecated patterns, the user's and the repository's."""

    cwd: str | None = None


def tombstone_list(ctx: OpContext, req: TombstoneListRequest) -> dict[str, Any]:
    """Returns {"count", "tombstones": [tombstone...], "warnings"}."""
    from kenning.daemon.core.models import tombstone_dump

    pb = ctx.playbook(ctx.root(req.cwd))
    tombs = pb.tombstones
    return {
        "count": len(tombs),
        "tombstones": [tombstone_dump(t) for t in tombs],
        "warnings": list(pb.warnings),
    }


@dataclass(frozen=True)
class TombstoneRemoveRequest:
    """Delete a deprecated pattern by id."""

    id: str


def tombstone_remove(ctx: OpContext, req: TombstoneRemoveRequest) -> dict[str, Any]:
    """Returns the removed tombstone."""
    from kenning.daemon.core.models import tombstone_dump
    from kenning.daemon.playbook.curate import tombstone_remove as do_remove

    return tombstone_dump(do_remove(ctx.store(), req.id))
