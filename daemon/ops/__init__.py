"""The operations layer: every operation once, with a typed request and ONE JSON shape.

The CLI, the MCP server, the language server and the daemon's socket only
parse and render; what an operation does, and the JSON it answers, lives
here. `OPERATIONS` is the table the socket serves (`service.socket_methods`)
and the in-process fallback runs (`run`), so both answer the same:

    kenning mark …  ──ops_client──▶ socket ──▶ run(ctx, "mark", params) ──▶ rules.mark
                     (no daemon) ─────────────▶ run(ctx, "mark", params) ──┘

Modules: `base` (OpContext, reading a request), `shapes` (rule, score, mark,
event as JSON), `rules` (mark, outcome, add, list, get, remove), `feedback`
(forget, undo, tombstones), `health` (stats, top, stale, why), `retrieval`
(search, context, similar), `transfer` (import), `learning` (diary, reflect), `memory` (remember),
`status` (ingest.status).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from .base import DEGRADED_NOTE, OpContext, parse_request
from .feedback import (
    ForgetRequest,
    TombstoneAddRequest,
    TombstoneListRequest,
    TombstoneRemoveRequest,
    UndoRequest,
    forget,
    tombstone_add,
    tombstone_list,
    tombstone_remove,
    undo,
)
from .health import StaleRequest, StatsRequest, TopRequest, WhyRequest, stale, stats, top, why
from .learning import DiaryRequest, ReflectRequest, diary, reflect
from .memory import RememberRequest, remember
from .retrieval import (
    ContextRequest,
    SearchRequest,
    SimilarRequest,
    context,
    search,
    similar,
)
from .rules import (
    AddRequest,
    GetRequest,
    ListRequest,
    MarkRequest,
    OutcomeRequest,
    RemoveRequest,
    add,
    get,
    list_rules,
    mark,
    outcome,
    remove,
)
from .status import IngestStatusRequest, ingest_status
from .transfer import ImportRequest, import_playbook

__all__ = ["DEGRADED_NOTE", "OPERATIONS", "OpContext", "Operation", "run"]


@dataclass(frozen=True)
class Operation:
    """One operation: its request type, its function, whether warm state speeds it up.

    `warm` operations (search, context, similar) are the ones a CLI command
    starts the daemon for (`daemon.autostart`): the model and the vector
    indexes are what a fresh process cannot afford for one answer.
    """

    request: type[Any]
    fn: Callable[[OpContext, Any], dict[str, Any]]
    warm: bool = False


#: every operation by name: the socket methods and the CLI's client use these names
OPERATIONS: dict[str, Operation] = {
    "search": Operation(SearchRequest, search, warm=True),
    "context": Operation(ContextRequest, context, warm=True),
    "similar": Operation(SimilarRequest, similar, warm=True),
    "mark": Operation(MarkRequest, mark),
    "outcome": Operation(OutcomeRequest, outcome),
    "playbook.add": Operation(AddRequest, add),
    "playbook.list": Operation(ListRequest, list_rules),
    "playbook.get": Operation(GetRequest, get),
    "playbook.remove": Operation(RemoveRequest, remove),
    "playbook.import": Operation(ImportRequest, import_playbook),
    "forget": Operation(ForgetRequest, forget),
    "undo": Operation(UndoRequest, undo),
    "tombstone.add": Operation(TombstoneAddRequest, tombstone_add),
    "tombstone.list": Operation(TombstoneListRequest, tombstone_list),
    "tombstone.remove": Operation(TombstoneRemoveRequest, tombstone_remove),
    "ingest.status": Operation(IngestStatusRequest, ingest_status),
    "stats": Operation(StatsRequest, stats),
    "top": Operation(TopRequest, top),
    "stale": Operation(StaleRequest, stale),
    "why": Operation(WhyRequest, why),
    "remember": Operation(RememberRequest, remember),
    "diary": Operation(DiaryRequest, diary),
    "reflect": Operation(ReflectRequest, reflect),
}


def run(ctx: OpContext, name: str, params: dict[str, Any]) -> dict[str, Any]:
    """Run the operation `name` with JSON `params`; its JSON result.

    Raises:
        UsageError: unknown operation, or params that do not fit its request.
        KenningError: whatever the operation refuses, typed.
    """
    from ..errors import UsageError

    op = OPERATIONS.get(name)
    if op is None:
        raise UsageError(
            f"unknown operation {name!r}", fix=f"use one of {', '.join(sorted(OPERATIONS))}"
        )
    return op.fn(ctx, parse_request(op.request, params))
