"""The operations layer: every operation once, with a typed request and ONE JSON shape.

The CLI, the MCP server, the language server and the daemon's socket only
parse and render; what an operation does, and the JSON it answers, lives
here. `OPERATIONS` is the table the socket serves (`service.daemon.socket_methods`)
and the in-process fallback runs (`run`), so both answer the same:

    kenning mark …  ──core.client──▶ socket ──▶ run(ctx, "mark", params) ──▶ rules.mark
                     (no daemon) ─────────────▶ run(ctx, "mark", params) ──┘

An operation goes to the daemon when one runs (it owns the store's writer
and the warm state); a `local` one (`Operation.local`) is run by the CLI in
its own process all the same, and its module's docstring says why: ingest.run
and embed (long, with progress on the terminal), doctor (must answer when the
daemon does not), team.* (libpq reads the caller's environment), audit.staged
(the git hook's client asked the daemon already). The socket serves every
operation, local or not. Every CLI command is an operation or is listed, with
its reason, in `cli.main.NOT_OPERATIONS` (tests/test_ops_surfaces.py).

Modules: `base` (OpContext, reading a request), `shapes` (rule, score, mark,
event as JSON), `rules` (mark, outcome, add, list, get, remove, view),
`feedback` (forget, undo, tombstones), `review` (review.list,
review.accept, review.reject, review.edit, review.scope, review.undo: the
proposals a person decides on), `health` (stats, top, stale, why),
`retrieval` (search, context, similar), `transfer` (playbook import and
export), `learning` (diary, reflect, validate, summaries, compact), `memory`
(remember), `sessions` (sessions.list, sessions.show, sessions.forget,
diaries.recent), `status` (ingest.status), `ingest` (ingest.run, watch),
`export` (export, export.refresh: AGENTS.md, CLAUDE.md, Cursor rules,
MEMORY.md), `maintenance` (doctor, backup, backup.list, embed,
models.status), `audit` (audit.staged, audit.sessions), `team` (team.init,
team.join, team.sync, team.status, team.leave).
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from .base import DEGRADED_NOTE, NO_MODEL_NOTE, OpContext, parse_request

__all__ = ["DEGRADED_NOTE", "NO_MODEL_NOTE", "OPERATIONS", "OpContext", "Operation", "run"]


@dataclass(frozen=True)
class Operation:
    """One operation: where it lives, its request type, whether warm state speeds it up.

    `module` and the names are resolved when the operation is first run, so
    a command imports only its own operation's module (`kenning mark` does
    not load the retrieval or learning code). `warm` operations (search,
    context, similar) are the ones a CLI command starts the daemon for
    (`daemon.autostart`): the model and the vector indexes are what a fresh
    process cannot afford for one answer.

    An operation goes to the daemon when one runs: the daemon owns the
    store's writer and the warm state, and its answer is the in-process one.
    A `local` operation is run by the CLI in its own process all the same:
    one that reports progress on the terminal (ingest, embed), one that must
    answer when the daemon does not (doctor), one that reads the caller's
    environment beyond KENNING_* (the team's libpq settings), one that is the
    fallback of a client that already asked the daemon (the git hook's audit).
    """

    module: str
    function: str
    request_name: str
    warm: bool = False
    #: the CLI answers it in its own process even while a daemon runs (`run_op`);
    #: the socket still serves it. Each such operation's docstring says why.
    local: bool = False

    @property
    def request(self) -> type[Any]:
        """The request dataclass (`parse_request` reads params into it)."""
        cls: type[Any] = getattr(self._module(), self.request_name)
        return cls

    @property
    def fn(self) -> Callable[[OpContext, Any], dict[str, Any]]:
        """The function: `fn(ctx, request) -> JSON`."""
        fn: Callable[[OpContext, Any], dict[str, Any]] = getattr(self._module(), self.function)
        return fn

    def _module(self) -> Any:
        return importlib.import_module(f"{__name__}.{self.module}")


#: every operation by name: the socket methods and the CLI's client use these names
OPERATIONS: dict[str, Operation] = {
    "search": Operation("retrieval", "search", "SearchRequest", warm=True),
    "context": Operation("retrieval", "context", "ContextRequest", warm=True),
    "similar": Operation("retrieval", "similar", "SimilarRequest", warm=True),
    "mark": Operation("rules", "mark", "MarkRequest"),
    "outcome": Operation("rules", "outcome", "OutcomeRequest"),
    "playbook.add": Operation("rules", "add", "AddRequest"),
    "playbook.list": Operation("rules", "list_rules", "ListRequest"),
    "playbook.get": Operation("rules", "get", "GetRequest"),
    "playbook.remove": Operation("rules", "remove", "RemoveRequest"),
    "playbook.import": Operation("transfer", "import_playbook", "ImportRequest", local=True),
    "playbook.export": Operation("transfer", "export_playbook", "ExportYamlRequest"),
    "playbook.view": Operation("rules", "view", "ViewRequest"),
    "review.list": Operation("review", "review_list", "ReviewListRequest"),
    "review.accept": Operation("review", "review_accept", "ReviewAcceptRequest"),
    "review.reject": Operation("review", "review_reject", "ReviewRejectRequest"),
    "review.edit": Operation("review", "review_edit", "ReviewEditRequest"),
    "review.scope": Operation("review", "review_scope", "ReviewScopeRequest"),
    "review.undo": Operation("review", "review_undo", "ReviewUndoRequest"),
    "forget": Operation("feedback", "forget", "ForgetRequest"),
    "undo": Operation("feedback", "undo", "UndoRequest"),
    "tombstone.add": Operation("feedback", "tombstone_add", "TombstoneAddRequest"),
    "tombstone.list": Operation("feedback", "tombstone_list", "TombstoneListRequest"),
    "tombstone.remove": Operation("feedback", "tombstone_remove", "TombstoneRemoveRequest"),
    "ingest.status": Operation("status", "ingest_status", "IngestStatusRequest"),
    "ingest.run": Operation("ingest", "ingest_run", "IngestRunRequest", local=True),
    "watch": Operation("ingest", "watch", "WatchRequest"),
    "stats": Operation("health", "stats", "StatsRequest"),
    "top": Operation("health", "top", "TopRequest"),
    "stale": Operation("health", "stale", "StaleRequest"),
    "why": Operation("health", "why", "WhyRequest"),
    "remember": Operation("memory", "remember", "RememberRequest"),
    "sessions.list": Operation("sessions", "sessions_list", "SessionsListRequest"),
    "sessions.show": Operation("sessions", "sessions_show", "SessionsShowRequest"),
    "sessions.forget": Operation("sessions", "sessions_forget", "SessionsForgetRequest"),
    "diaries.recent": Operation("sessions", "diaries_recent", "DiariesRecentRequest"),
    "diary": Operation("learning", "diary", "DiaryRequest"),
    "reflect": Operation("learning", "reflect", "ReflectRequest"),
    "validate": Operation("learning", "validate", "ValidateRequest"),
    "summaries": Operation("learning", "summaries", "SummariesRequest"),
    "compact": Operation("learning", "compact", "CompactRequest"),
    "export": Operation("export", "export", "ExportRequest"),
    "export.refresh": Operation("export", "export_refresh", "ExportRefreshRequest"),
    "doctor": Operation("maintenance", "doctor", "DoctorRequest", local=True),
    "backup": Operation("maintenance", "backup", "BackupRequest"),
    "backup.list": Operation("maintenance", "backup_list", "BackupListRequest"),
    "embed": Operation("maintenance", "embed", "EmbedRequest", local=True),
    "models.status": Operation("maintenance", "models_status", "ModelsStatusRequest"),
    "audit.staged": Operation("audit", "audit_staged", "AuditStagedRequest", local=True),
    "audit.sessions": Operation("audit", "audit_sessions", "AuditSessionsRequest"),
    "team.init": Operation("team", "team_init", "TeamInitRequest", local=True),
    "team.join": Operation("team", "team_join", "TeamJoinRequest", local=True),
    "team.sync": Operation("team", "team_sync", "TeamSyncRequest", local=True),
    "team.status": Operation("team", "team_status", "TeamStatusRequest", local=True),
    "team.leave": Operation("team", "team_leave", "TeamLeaveRequest", local=True),
}


def run(ctx: OpContext, name: str, params: dict[str, Any]) -> dict[str, Any]:
    """Run the operation `name` with JSON `params`; its JSON result.

    Raises:
        UsageError: unknown operation, or params that do not fit its request.
        KenningError: whatever the operation refuses, typed.
    """
    from kenning.daemon.core.errors import UsageError

    op = OPERATIONS.get(name)
    if op is None:
        raise UsageError(
            f"unknown operation {name!r}", fix=f"use one of {', '.join(sorted(OPERATIONS))}"
        )
    return op.fn(ctx, parse_request(op.request, params))
