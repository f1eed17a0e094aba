"""Undo: the playbook's operation log read back and reverted.

Every write of curation (`curate`, `bulk_import`, `review`) records, in its
own transaction, an oplog row whose payload lists the steps that revert it,
applied in order:
`{"op": "delete_bullet", "id"}`, `{"op": "restore_bullet", "row"}`,
`{"op": "delete_events", "ids"}`, `{"op": "insert_events", "rows"}`,
`{"op": "delete_toxic", "ids"}`, `{"op": "delete_conflicts", "ids"}`,
`{"op": "delete_tombstone", "id"}`, `{"op": "restore_tombstone", "row"}`.
An operation written in parts (an import's batches) shares a `group`.
"""

from __future__ import annotations

from typing import Any

from kenning.daemon.core.errors import PlaybookError, UsageError
from kenning.daemon.core.models import Tombstone, parse_iso, utcnow
from kenning.daemon.store.db import Store
from kenning.daemon.store.rules import OpRecord, RuleRepo

__all__ = ["undo", "undo_group", "undo_op"]


def undo(store: Store, n: int = 1) -> list[str]:
    """Revert the last `n` operations not yet undone, newest first.

    An operation written in parts (an import's transactions) is reverted
    whole and counts once. Returns the summaries of the operations reverted
    (fewer than `n` when the log runs out).

    Raises:
        UsageError: `n` is below 1.
    """
    if n < 1:
        raise UsageError(f"undo needs a count of at least 1, got {n}", fix="kenning undo 1")
    repo = RuleRepo(store)
    done: list[str] = []
    with store.transaction():
        while len(done) < n:
            last = repo.last_ops(1)
            if not last:
                break
            op = last[0]
            group = op.undo.get("group")
            for part in repo.ops_of_group(group) if group else [op]:
                _undo_op(repo, part)
            done.append(op.summary)
    return done


def _undo_op(repo: RuleRepo, op: OpRecord) -> None:
    for step in op.undo.get("steps", []):
        _undo_step(repo, step)
    repo.mark_undone(op.id)


def undo_group(store: Store, repo: RuleRepo, group: str) -> None:
    """Revert every part of an import that failed half-way."""
    with store.transaction():
        for part in repo.ops_of_group(group):
            _undo_op(repo, part)


def undo_op(store: Store, op_id: int) -> str:
    """Revert one operation of the log by its id (a review step, say); its summary.

    Raises:
        UsageError: no such operation, or it was undone already.
    """
    repo = RuleRepo(store)
    with store.transaction():
        op = repo.op(op_id)
        if op is None or op.undone:
            state = "does not exist" if op is None else "was undone already"
            raise UsageError(
                f"operation {op_id} {state}: nothing to undo.",
                fix="`kenning undo` reverts the newest playbook operation",
            )
        _undo_op(repo, op)
    return op.summary


def _undo_step(repo: RuleRepo, step: dict[str, Any]) -> None:
    kind = step["op"]
    if kind == "delete_bullet":
        repo.delete(step["id"])
    elif kind == "restore_bullet":
        repo.upsert_row(step["row"])
    elif kind == "delete_events":
        repo.delete_events(step["ids"])
    elif kind == "insert_events":
        repo.insert_event_rows(step["rows"])
    elif kind == "delete_toxic":
        repo.delete_toxic(step["ids"])
    elif kind == "delete_conflicts":
        repo.delete_conflicts(step["ids"])
    elif kind == "delete_tombstone":
        repo.delete_tombstone(step["id"])
    elif kind == "restore_tombstone":
        row = step["row"]
        repo.delete_tombstone(row["id"])
        repo.insert_tombstone(
            Tombstone(
                id=row["id"],
                pattern=row["pattern"],
                is_regex=bool(row["is_regex"]),
                reason=row["reason"],
                replacement=row["replacement"],
                created_at=parse_iso(row["created_at"]) or utcnow(),
            )
        )
    else:  # a newer kenning wrote this entry: refuse rather than half-undo
        raise PlaybookError(
            f"cannot undo an operation step of kind {kind!r}.",
            fix="upgrade kenning (`pip install -U kenning`) and run `kenning undo` again",
        )
