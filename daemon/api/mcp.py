"""kenning as an MCP server (`kenning mcp`): tools and resources for coding agents.

Built on the official `mcp` SDK (v2: `MCPServer`). stdio by default (what
Claude Code, Codex, Cursor and Gemini CLI spawn); `--http` serves streamable
HTTP on 127.0.0.1 only (memory is private: never on a routable address).

Tools: `context`, `search`, `mark`, `outcome`, `playbook_list`, `remember`,
`review` (the proposals waiting for the person: list, accept, reject, edit,
scope, undo; the JSON of `kenning review … --json`).
Resources: `kenning://playbook` (the merged playbook, JSON),
`kenning://diaries/recent` (the learning loop's session diaries),
`kenning://sessions/recent` (plain session summaries, for sessions without a
diary yet) and `kenning://store` (which store this server reads).

A client that spawns the server without `KENNING_HOME` (the SDK's stdio
client passes only a few variables) gets the default store, perhaps not the
user's: while the store has no session and no rule, every tool result carries
`store_warning` naming the store's path and the fix. The `context` tool takes
the client's first `file://` root (`roots/list`) as the workspace when the
call names none, else the repository of the folder the server runs in.

Over HTTP the server says where it listens and how to pass the token when it
starts, and stops within a second of SIGTERM or Ctrl-C, a tool call still
running in a worker thread included (`mcp_http.py`).

Errors: a `KenningError` becomes an MCP tool error (`is_error`) whose text is
the message and the exact fix, so the model can correct its call.

Each tool and resource runs an operation of daemon/ops/ and returns its JSON
shape (the same as the CLI's `--json`: a mark, a rule, a search), except
kenning://store, which describes this server process itself (its
KENNING_HOME, the file it opened). The server keeps one store and one warm
`OpContext` (playbook, embedder, vector indexes); the SDK runs sync tools in
worker threads, so a lock serialises them.
"""

from __future__ import annotations

import logging
import os
import threading
import warnings
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, Literal

from kenning.daemon.core.errors import KenningError, UsageError
from kenning.daemon.ops.memory import MEMORY_SESSION
from kenning.daemon.ops.rules import OUTCOME_WEIGHTS

if TYPE_CHECKING:
    from mcp.server.mcpserver import MCPServer

    from kenning.daemon.core.config import LoadedConfig
    from kenning.daemon.ops import OpContext
    from kenning.daemon.ops.storage import Store

__all__ = [
    "DIARIES_URI",
    "MEMORY_SESSION",
    "OUTCOME_WEIGHTS",
    "PLAYBOOK_URI",
    "SESSIONS_URI",
    "STORE_URI",
    "KenningTools",
    "build_server",
    "serve",
]

log = logging.getLogger(__name__)

#: the only address `kenning mcp --http` listens on
HTTP_HOST = "127.0.0.1"


PLAYBOOK_URI = "kenning://playbook"
SESSIONS_URI = "kenning://sessions/recent"
DIARIES_URI = "kenning://diaries/recent"
STORE_URI = "kenning://store"
Outcome = Literal["success", "partial", "failure", "abandoned"]


class KenningTools:
    """The tools, independent of the SDK: operations (daemon/ops/) in one warm context.

    Each tool runs the operation of the same meaning and returns its JSON
    shape (the CLI's `--json`), plus `store_warning` while the store is empty.
    """

    def __init__(self, loaded: LoadedConfig) -> None:
        self.loaded = loaded
        self.lock = threading.RLock()
        self._store: Store | None = None
        self._ops: OpContext | None = None

    @property
    def store(self) -> Store:
        from kenning.daemon.ops.storage import open_store

        if self._store is not None and self._store.replaced():  # `kenning restore` ran
            self._store.close()
            self._store = None
        if self._store is None:
            self._store = open_store(self.loaded.paths.db)
        return self._store

    @property
    def ops(self) -> OpContext:
        """The context the tools' operations run in (warm: this server lives long)."""
        from kenning.daemon.ops import OpContext

        if self._ops is None:
            self._ops = OpContext(self.loaded, lambda: self.store, source="process", warm=True)
        return self._ops

    def run(self, name: str, params: dict[str, Any]) -> dict[str, Any]:
        from kenning.daemon.ops import run

        return run(self.ops, name, params)

    def store_warning(self) -> str | None:
        """A warning naming the store's path while it holds no session and no rule."""
        from kenning.daemon.ops.health import store_contents

        held = store_contents(self.store)
        if not held["remembered_only"] or held["rules"]:
            return None
        db = self.loaded.paths.db
        how = (
            "KENNING_HOME is not set for this server, so it opened the default store"
            if not os.environ.get("KENNING_HOME")
            else "KENNING_HOME is set for this server"
        )
        return (
            f"kenning's store at {db} has no sessions and no rules: this server may not "
            f"be reading your memory ({how}). Fix: the first line of `kenning config show` "
            "in your shell names the home you use; give this MCP server the same "
            'KENNING_HOME in the client\'s config ("env": {"KENNING_HOME": "<that home>"}); '
            "see docs/mcp.md"
        )

    def store_resource(self) -> dict[str, Any]:
        from kenning.daemon.ops.health import store_contents

        held = store_contents(self.store)
        paths = self.loaded.paths
        return {
            "db": str(paths.db),
            "home": str(paths.home),
            "kenning_home_env": os.environ.get("KENNING_HOME"),
            "repo_root": str(self.loaded.repo_root) if self.loaded.repo_root else None,
            "sessions": held["sessions"],
            "messages": held["messages"],
            "rules": held["rules"],
            "warning": self.store_warning(),
        }

    def own_workspace(self) -> str | None:
        """The repository of the folder this server runs in (None outside any)."""
        root = self.loaded.repo_root
        return str(root) if root is not None else None

    def close(self) -> None:
        if self._store is not None:
            self._store.close()
            self._store = None

    def context(
        self, task: str, workspace: str | None, file: str | None, limit: int
    ) -> dict[str, Any]:
        from kenning.daemon.core.client import call

        params = {"task": task, "workspace": workspace, "file": file, "limit": limit}
        data = call("context", params, self.loaded.paths.socket, timeout=10.0)
        # the daemon and the operation both log the surfaced rules themselves
        return data if data is not None else self.run("context", params)

    def search(
        self,
        query: str,
        mode: str,
        agent: str | None,
        workspace: str | None,
        days: float | None,
        limit: int,
    ) -> dict[str, Any]:
        params = {
            "query": query,
            "mode": mode,
            "agent": agent,
            "workspace": workspace,
            "days": days,
            "limit": limit,
        }
        return self.run("search", params)

    def mark(self, rule_id: str, kind: str, reason: str | None) -> dict[str, Any]:
        return self.run("mark", {"id": rule_id, "kind": kind, "reason": reason})

    def outcome(
        self, outcome: str, rules_used: list[str], session_id: str | None, notes: str | None
    ) -> dict[str, Any]:
        params = {
            "outcome": outcome,
            "rules_used": rules_used,
            "session_id": session_id,
            "notes": notes,
        }
        return self.run("outcome", params)

    def playbook_list(self, state: str, category: str | None, limit: int) -> dict[str, Any]:
        # "all" here has always meant every live rule (retired ones are not offered)
        wanted = "live" if state == "all" else state
        if not 1 <= limit <= 1000:
            raise UsageError(f"limit must be 1..1000, got {limit}", fix="e.g. limit 50")
        return self.run("playbook.list", {"state": wanted, "category": category, "limit": limit})

    def remember(
        self, content: str, as_rule: bool, category: str, agent: str | None
    ) -> dict[str, Any]:
        params = {"content": content, "as_rule": as_rule, "category": category, "agent": agent}
        return self.run("remember", params)

    def review(
        self,
        action: str,
        ids: list[str],
        reason: str | None,
        content: str | None,
        scope: str | None,
        scope_key: str | None,
        by: str | None,
        limit: int,
    ) -> dict[str, Any]:
        """The review operation `action` names, with the same JSON as the CLI's --json."""
        who = by or "an agent (MCP)"
        calls: dict[str, tuple[str, dict[str, Any]]] = {
            "list": ("review.list", {"limit": limit}),
            "accept": (
                "review.accept",
                {"ids": ids, "by": who, "content": content, "scope": scope, "scope_key": scope_key},
            ),
            "reject": ("review.reject", {"ids": ids, "by": who, "reason": reason}),
            "edit": ("review.edit", {"id": ids[0] if ids else "", "content": content or ""}),
            "scope": ("review.scope", {"ids": ids, "scope": scope, "scope_key": scope_key}),
            "undo": ("review.undo", {}),
        }
        if action not in calls:
            raise UsageError(f"unknown review action {action!r}", fix=f"use one of {list(calls)}")
        if action in ("edit", "scope") and (
            not ids or (content if action == "edit" else scope) is None
        ):
            need = "content" if action == "edit" else "scope (repo, language or global)"
            raise UsageError(f"review {action} needs ids and {need}", fix=f"pass ids and {need}")
        name, params = calls[action]
        return self.run(name, params)

    def playbook_resource(self) -> dict[str, Any]:
        return self.run("playbook.view", {})

    def diaries_resource(self, limit: int = 20) -> dict[str, Any]:
        return self.run("diaries.recent", {"limit": limit})

    def sessions_resource(self, limit: int = 20) -> dict[str, Any]:
        return {
            "note": "session summaries (agent, title, first request); the learning loop's "
            "diaries are at kenning://diaries/recent",
            **self.run("sessions.list", {"limit": limit}),
        }


def _guard(tools: KenningTools, fn: Callable[[], dict[str, Any]]) -> dict[str, Any]:
    """Run a tool body; typed errors become MCP tool errors carrying the fix.

    While the store is empty, the result (or the error) carries the store warning.
    """
    from mcp.server.mcpserver.exceptions import ToolError

    with tools.lock:
        try:
            result = fn()
        except KenningError as exc:
            text = f"{exc.message}" + (f" Fix: {exc.fix}" if exc.fix else "")
            warning = _quiet_store_warning(tools)
            raise ToolError(text + (f" Note: {warning}" if warning else "")) from exc
        warning = _quiet_store_warning(tools)
        return {**result, "store_warning": warning} if warning else result


def _quiet_store_warning(tools: KenningTools) -> str | None:
    try:
        return tools.store_warning()
    except KenningError:  # the store cannot be opened: the tool's own error says so
        return None


async def _client_workspace(ctx: Any) -> str | None:
    """The client's first `file://` root (MCP `roots/list`), or None.

    None when the client declares no roots, does not answer within 5 s, or
    the transport cannot carry a request to the client.
    """
    import anyio

    caps = ctx.client_capabilities
    if caps is None or caps.roots is None:
        return None
    try:
        with anyio.move_on_after(5):
            result = await ctx.session.list_roots()
            for root in result.roots:
                uri = str(root.uri)
                if uri.startswith("file://"):
                    from urllib.parse import unquote, urlparse

                    return unquote(urlparse(uri).path)
    except Exception as exc:  # a client's failure to list roots must not fail the tool
        log.info("roots/list failed: %s", exc)
    return None


def build_server(loaded: LoadedConfig, tools: KenningTools | None = None) -> MCPServer:
    """The MCP server with kenning's tools and resources registered."""
    import anyio
    from mcp.server.mcpserver import Context, MCPServer

    from kenning.daemon import __version__

    kt = tools or KenningTools(loaded)
    server: MCPServer = MCPServer(
        name="kenning",
        version=__version__,
        instructions=(
            "kenning is the user's local memory of past coding-agent sessions and the "
            "rules learned from them. Call `context` with the task before starting; "
            "cite rule ids you follow; call `mark` when a rule helped or hurt, and "
            "`outcome` at the end with the rule ids you used."
        ),
    )

    async def context(
        task: str,
        ctx: Context,
        workspace: str | None = None,
        file: str | None = None,
        limit: int = 10,
    ) -> dict[str, Any]:
        """Briefing for a task: ranked rules, pitfalls, past-session snippets, warnings.

        workspace and file are absolute paths (they scope rules and find deprecated
        patterns); without workspace, the client's first root is used, else the
        repository the server runs in.
        """
        where = workspace or await _client_workspace(ctx) or kt.own_workspace()
        return await anyio.to_thread.run_sync(
            lambda: _guard(kt, lambda: kt.context(task, where, file, limit))
        )

    # the SDK finds the Context parameter from evaluated annotations; this
    # module's are strings and Context is imported here, not at module level
    context.__annotations__["ctx"] = Context
    server.tool()(context)

    @server.tool()
    def search(
        query: str,
        mode: str = "hybrid",
        agent: str | None = None,
        workspace: str | None = None,
        days: float | None = None,
        limit: int = 10,
    ) -> dict[str, Any]:
        """Search past agent sessions (mode: lexical, semantic or hybrid)."""
        return _guard(kt, lambda: kt.search(query, mode, agent, workspace, days, limit))

    @server.tool()
    def mark(
        rule_id: str, kind: Literal["helpful", "harmful"], reason: str | None = None
    ) -> dict[str, Any]:
        """Record that a rule helped or hurt (a manual mark, full weight), with why."""
        return _guard(kt, lambda: kt.mark(rule_id, kind, reason))

    @server.tool()
    def outcome(
        outcome: Outcome,
        rules_used: list[str],
        session_id: str | None = None,
        notes: str | None = None,
    ) -> dict[str, Any]:
        """Report how a session ended and which rules were used.

        success → helpful 0.5 per rule, partial → helpful 0.25, failure →
        harmful 0.25, abandoned → nothing (automatic feedback weighs less than `mark`).
        """
        return _guard(kt, lambda: kt.outcome(outcome, rules_used, session_id, notes))

    @server.tool()
    def playbook_list(
        state: Literal["active", "proposal", "all"] = "active",
        category: str | None = None,
        limit: int = 50,
    ) -> dict[str, Any]:
        """The playbook's rules, best first, with scores and maturity."""
        return _guard(kt, lambda: kt.playbook_list(state, category, limit))

    @server.tool()
    def remember(
        content: str,
        as_rule: bool = False,
        category: str = "general",
        agent: str | None = None,
    ) -> dict[str, Any]:
        """Remember a fact (searchable memory), or with as_rule propose a rule for review.

        Text is sanitized (secrets redacted); the same fact or rule twice is stored once.
        """
        return _guard(kt, lambda: kt.remember(content, as_rule, category, agent))

    @server.tool()
    def review(
        action: Literal["list", "accept", "reject", "edit", "scope", "undo"] = "list",
        ids: list[str] | None = None,
        reason: str | None = None,
        content: str | None = None,
        scope: Literal["repo", "language", "global"] | None = None,
        scope_key: str | None = None,
        by: str | None = None,
        limit: int = 20,
    ) -> dict[str, Any]:
        """Proposals: rules learned from one session, waiting for the person's verdict.

        list: the proposals with the turn each came from. accept (ids; optional
        content to accept instead, scope repo|language|global): active rules,
        keeping `by` and when. reject (ids, reason): never proposed again, even
        reworded. edit (one id, content), scope (ids, scope), undo (the newest
        step). Accept or reject only what the person decided; pass their name as `by`.
        """
        return _guard(
            kt, lambda: kt.review(action, ids or [], reason, content, scope, scope_key, by, limit)
        )

    @server.resource(PLAYBOOK_URI, name="playbook", mime_type="application/json")
    def playbook_resource() -> dict[str, Any]:
        """The merged playbook (global and repo rules) with scores, and tombstones."""
        with kt.lock:
            return kt.playbook_resource()

    @server.resource(SESSIONS_URI, name="recent-sessions", mime_type="application/json")
    def sessions_resource() -> dict[str, Any]:
        """Summaries of the 20 most recent sessions."""
        with kt.lock:
            return kt.sessions_resource()

    @server.resource(STORE_URI, name="store", mime_type="application/json")
    def store_resource() -> dict[str, Any]:
        """Which store this server reads (path, KENNING_HOME, counts), and a warning if empty."""
        with kt.lock:
            return kt.store_resource()

    @server.resource(DIARIES_URI, name="recent-diaries", mime_type="application/json")
    def diaries_resource() -> dict[str, Any]:
        """The 20 most recently updated session diaries (what was done, learned, failed)."""
        with kt.lock:
            return kt.diaries_resource()

    return server


def serve(loaded: LoadedConfig, *, http: bool = False, port: int = 8765) -> None:
    """Run the server until the client disconnects (stdio) or SIGINT (HTTP).

    Over HTTP every request must carry the bearer token (`mcp_auth.py`).
    """
    from mcp.shared.exceptions import MCPDeprecationWarning

    # the SDK marks roots deprecated for a protocol revision newer than the
    # clients that send them; kenning still asks (the context tool's workspace)
    warnings.filterwarnings(
        "ignore", message="The roots capability", category=MCPDeprecationWarning
    )
    tools = KenningTools(loaded)
    server = build_server(loaded, tools)
    try:
        if http:
            from kenning.daemon.api.mcp_auth import BearerAuth, read_token, token_path
            from kenning.daemon.api.mcp_http import serve_http

            token = read_token(loaded.paths.home)
            app = BearerAuth(server.streamable_http_app(host=HTTP_HOST), token)
            serve_http(app, HTTP_HOST, port, token_file=token_path(loaded.paths.home))
        else:
            server.run("stdio")
    finally:
        tools.close()
