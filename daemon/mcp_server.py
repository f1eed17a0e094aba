"""kenning as an MCP server (`kenning mcp`): tools and resources for coding agents.

Built on the official `mcp` SDK (v2: `MCPServer`). stdio by default (what
Claude Code, Codex, Cursor and Gemini CLI spawn); `--http` serves streamable
HTTP on 127.0.0.1 only (memory is private: never on a routable address).

Tools: `context`, `search`, `mark`, `outcome`, `playbook_list`, `remember`.
Resources: `kenning://playbook` (the merged playbook, JSON),
`kenning://diaries/recent` (the learning loop's session diaries) and
`kenning://sessions/recent` (plain session summaries, for sessions without a
diary yet).

Errors: a `KenningError` becomes an MCP tool error (`is_error`) whose text is
the message and the exact fix, so the model can correct its call.

The server keeps one store and one warm `ContextEngine` (playbook, embedder,
vector indexes); the SDK runs sync tools in worker threads, so a lock
serialises them.
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, Literal, TypeVar

from .errors import KenningError, UsageError
from .models import FeedbackKind, FeedbackSource

if TYPE_CHECKING:
    from mcp.server.mcpserver import MCPServer

    from .config import LoadedConfig
    from .context_service import ContextEngine
    from .curate import MarkResult
    from .store import Store

__all__ = [
    "DIARIES_URI",
    "MEMORY_SESSION",
    "OUTCOME_WEIGHTS",
    "PLAYBOOK_URI",
    "SESSIONS_URI",
    "KenningTools",
    "build_server",
    "serve",
]

log = logging.getLogger(__name__)

#: the only address `kenning mcp --http` listens on
HTTP_HOST = "127.0.0.1"

T = TypeVar("T")

PLAYBOOK_URI = "kenning://playbook"
SESSIONS_URI = "kenning://sessions/recent"
DIARIES_URI = "kenning://diaries/recent"
#: facts recorded with `remember` live as messages of this session (searchable)
MEMORY_SESSION = "kenning:memory"
#: feedback an outcome implies for each rule used, as (kind, weight). Automatic
#: evidence weighs less than a manual mark (1.0): the session may have
#: succeeded or failed for reasons unrelated to the rule.
OUTCOME_WEIGHTS: dict[str, tuple[FeedbackKind, float] | None] = {
    "success": (FeedbackKind.HELPFUL, 0.5),
    "partial": (FeedbackKind.HELPFUL, 0.25),
    "failure": (FeedbackKind.HARMFUL, 0.25),
    "abandoned": None,
}
Outcome = Literal["success", "partial", "failure", "abandoned"]


class KenningTools:
    """The tools' logic, independent of the SDK (one store, one warm engine)."""

    def __init__(self, loaded: LoadedConfig) -> None:
        self.loaded = loaded
        self.lock = threading.RLock()
        self._store: Store | None = None
        self._engine: ContextEngine | None = None

    @property
    def store(self) -> Store:
        from .store import Store

        if self._store is not None and self._store.replaced():  # `kenning restore` ran
            self._store.close()
            self._store = None
        if self._store is None:
            self._store = Store.open(self.loaded.paths.db)
        return self._store

    @property
    def engine(self) -> ContextEngine:
        from .context_service import ContextEngine

        if self._engine is None:
            self._engine = ContextEngine(self.loaded, source="process")
        return self._engine

    def close(self) -> None:
        if self._store is not None:
            self._store.close()
            self._store = None

    def context(
        self, task: str, workspace: str | None, file: str | None, limit: int
    ) -> dict[str, Any]:
        from .client import DaemonClient

        params = {"task": task, "workspace": workspace, "file": file, "limit": limit}
        data = DaemonClient(self.loaded.paths.socket, timeout=5.0).try_call("context", params)
        if not isinstance(data, dict):  # both paths log the surfaced rules themselves
            data = self.engine.context(self.store, params)
        return data

    def search(
        self,
        query: str,
        mode: str,
        agent: str | None,
        workspace: str | None,
        days: float | None,
        limit: int,
    ) -> dict[str, Any]:
        from .search import MODES, SearchFilters

        if mode not in MODES:
            raise UsageError(f"unknown mode {mode!r}", fix="use lexical, semantic or hybrid")
        filters = SearchFilters(agent=agent, workspace=workspace, days=days)
        with self.engine.lock:
            searcher = self.engine.searcher(self.store)
            result = searcher.search(query, mode=mode, filters=filters, limit=limit)
        return result.to_json()

    def mark(self, rule_id: str, kind: str, reason: str | None) -> dict[str, Any]:
        from .curate import mark

        try:
            feedback = FeedbackKind(kind)
        except ValueError as exc:
            raise UsageError(f"kind must be helpful or harmful, got {kind!r}") from exc
        result = mark(
            self.store,
            self.loaded.settings,
            rule_id,
            feedback,
            reason=reason,
            repo_root=self.loaded.repo_root,
        )
        return _mark_json(result)

    def outcome(
        self, outcome: str, rules_used: list[str], session_id: str | None, notes: str | None
    ) -> dict[str, Any]:
        from .curate import mark
        from .errors import BulletNotFound

        if outcome not in OUTCOME_WEIGHTS:
            raise UsageError(
                f"unknown outcome {outcome!r}", fix="use success, partial, failure or abandoned"
            )
        implied = OUTCOME_WEIGHTS[outcome]
        recorded: list[dict[str, Any]] = []
        unknown: list[str] = []
        for rule_id in dict.fromkeys(rules_used):
            if implied is None:
                break
            kind, weight = implied
            reason = f"session outcome: {outcome}" + (f" ({notes})" if notes else "")
            try:
                result = mark(
                    self.store,
                    self.loaded.settings,
                    rule_id,
                    kind,
                    reason=reason,
                    session_id=session_id,
                    source=FeedbackSource.AUTO,
                    weight=weight,
                    repo_root=self.loaded.repo_root,
                )
            except BulletNotFound:
                unknown.append(rule_id)
                continue
            recorded.append({**_mark_json(result), "weight": weight})
        if rules_used and unknown and not recorded and implied is not None:
            raise UsageError(
                f"none of the rules exist: {', '.join(unknown)}",
                fix="pass the rule ids the context tool returned (e.g. b-1a2b3c4d5e)",
            )
        return {
            "outcome": outcome,
            "session_id": session_id,
            "source": str(FeedbackSource.AUTO),
            "recorded": recorded,
            "unknown": unknown,
        }

    def playbook_list(self, state: str, category: str | None, limit: int) -> dict[str, Any]:
        from .models import BulletState
        from .playbook import Playbook

        if state not in ("active", "draft", "all"):
            raise UsageError(f"unknown state {state!r}", fix="use active, draft or all")
        if not 1 <= limit <= 1000:
            raise UsageError(f"limit must be 1..1000, got {limit}", fix="e.g. limit 50")
        pb = Playbook.load(self.store, self.loaded.settings, self.loaded.repo_root)
        items = [
            sb
            for sb in pb.bullets
            if (state == "all" or sb.bullet.state == BulletState(state))
            and (category is None or sb.bullet.category == category)
        ]
        return {
            "count": len(items),
            "rules": [_rule_json(sb) for sb in items[:limit]],
            "warnings": pb.warnings,
        }

    def remember(
        self, content: str, as_rule: bool, category: str, agent: str | None
    ) -> dict[str, Any]:
        if not content.strip():
            raise UsageError("nothing to remember: content is empty", fix="pass the fact as text")
        if as_rule:
            return self._propose_rule(content, category, agent)
        return self._record_fact(content, agent)

    def _propose_rule(self, content: str, category: str, agent: str | None) -> dict[str, Any]:
        from .bullets import bullet_id_for
        from .curate import add_bullet
        from .models import Bullet, BulletState, Provenance

        draft = Bullet(
            id=bullet_id_for(content),
            content=content,
            category=category,
            state=BulletState.DRAFT,
            provenance=Provenance(agents=[agent or "mcp"], reasoning="proposed over MCP"),
        )
        result = add_bullet(self.store, self.loaded.settings, draft)
        return {
            "stored": "rule",
            "action": result.action,
            "id": result.bullet.id,
            "state": str(result.bullet.state),
            "content": result.bullet.content,
            "similar_to": result.similar_to,
        }

    def _record_fact(self, content: str, agent: str | None) -> dict[str, Any]:
        from .ingest.base import Checkpoint, ReadResult
        from .ingest.writer import write_result
        from .models import Message, Role, Session, content_hash, utcnow
        from .sanitize import Sanitizer

        key = content_hash(content)
        now = utcnow()
        count = self.store.query(
            "SELECT count(*) FROM messages WHERE session_id = ?", (MEMORY_SESSION,)
        )[0][0]
        session = Session(
            id=MEMORY_SESSION,
            agent="kenning",
            native_id="memory",
            source_path="kenning://memory",
            title="facts agents asked kenning to remember",
            messages=[
                Message(
                    key=key,
                    idx=int(count),
                    role=Role.ASSISTANT,
                    author=agent or "mcp",
                    text=content,
                    created_at=now,
                )
            ],
        )
        exists = self.store.query(
            "SELECT 1 FROM messages WHERE session_id = ? AND key = ?", (MEMORY_SESSION, key)
        )
        if not exists:
            checkpoint = Checkpoint("kenning://memory", "kenning", None, None, 0, 0, None, 0)
            sanitizer = Sanitizer.from_config(self.loaded.settings.sanitize)
            write_result(self.store, ReadResult([session], checkpoint), sanitizer)
        stored = self.store.query(
            "SELECT text FROM messages WHERE session_id = ? AND key = ?", (MEMORY_SESSION, key)
        )
        return {
            "stored": "fact",
            "action": "exists" if exists else "added",
            "session_id": MEMORY_SESSION,
            "content": stored[0][0] if stored else None,
        }

    def playbook_resource(self) -> dict[str, Any]:
        from .playbook import Playbook

        pb = Playbook.load(self.store, self.loaded.settings, self.loaded.repo_root)
        return {
            "version": list(pb.version),
            "rules": [_rule_json(sb) for sb in pb.bullets],
            "tombstones": [t.model_dump(mode="json") for t in pb.tombstones],
            "warnings": pb.warnings,
        }

    def diaries_resource(self, limit: int = 20) -> dict[str, Any]:
        import orjson

        exists = self.store.query(
            "SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'diaries'"
        )
        if not exists:
            return {"note": "no diaries table yet: see kenning://sessions/recent", "diaries": []}
        rows = self.store.query(
            "SELECT session_id, status, source, updated_at, json FROM diaries "
            "ORDER BY updated_at DESC LIMIT ?",
            (limit,),
        )
        return {
            "diaries": [
                {
                    "session_id": r[0],
                    "status": r[1],
                    "source": r[2],
                    "updated_at": r[3],
                    "diary": orjson.loads(r[4]),
                }
                for r in rows
            ]
        }

    def sessions_resource(self, limit: int = 20) -> dict[str, Any]:
        rows = self.store.query(
            """
            SELECT s.id, s.agent, s.title, s.workspace, s.started_at, s.ended_at,
                   s.message_count,
                   (SELECT substr(m.text, 1, 200) FROM messages m
                     WHERE m.session_id = s.id AND m.role = 'user' ORDER BY m.idx LIMIT 1)
            FROM sessions s ORDER BY coalesce(s.ended_at, s.updated_at) DESC LIMIT ?
            """,
            (limit,),
        )
        keys = ("id", "agent", "title", "workspace", "started_at", "ended_at", "messages")
        return {
            "note": "session summaries (agent, title, first request); the learning loop's "
            "diaries are at kenning://diaries/recent",
            "sessions": [
                {**dict(zip(keys, r[:7], strict=True)), "first_request": r[7]} for r in rows
            ],
        }


def _mark_json(result: MarkResult) -> dict[str, Any]:
    return {
        "id": result.bullet_id,
        "kind": str(result.kind),
        "event_id": result.event_id,
        "old_maturity": str(result.old_maturity),
        "maturity": str(result.new_maturity),
        "effective": round(result.score.effective, 4),
        "inverted": result.inverted,
        "anti_pattern_id": result.anti_pattern_id,
    }


def _rule_json(sb: Any) -> dict[str, Any]:
    b = sb.bullet
    return {
        "id": b.id,
        "content": b.content,
        "category": b.category,
        "kind": str(b.kind),
        "type": str(b.type),
        "state": str(b.state),
        "maturity": str(b.maturity),
        "scope": str(b.scope),
        "scope_key": b.scope_key,
        "pinned": b.pinned,
        "origin": b.origin,
        "effective": round(sb.effective, 4),
    }


def _guard(tools: KenningTools, fn: Callable[[], T]) -> T:
    """Run a tool body; typed errors become MCP tool errors carrying the fix."""
    from mcp.server.mcpserver.exceptions import ToolError

    try:
        with tools.lock:
            return fn()
    except KenningError as exc:
        raise ToolError(f"{exc.message}" + (f" Fix: {exc.fix}" if exc.fix else "")) from exc


def build_server(loaded: LoadedConfig, tools: KenningTools | None = None) -> MCPServer:
    """The MCP server with kenning's tools and resources registered."""
    from mcp.server.mcpserver import MCPServer

    from . import __version__

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

    @server.tool()
    def context(
        task: str, workspace: str | None = None, file: str | None = None, limit: int = 10
    ) -> dict[str, Any]:
        """Briefing for a task: ranked rules, pitfalls, past-session snippets, warnings.

        workspace and file are absolute paths (they scope rules and find deprecated patterns).
        """
        return _guard(kt, lambda: kt.context(task, workspace, file, limit))

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
        state: Literal["active", "draft", "all"] = "active",
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
        """Remember a fact (searchable memory), or with as_rule propose a rule as a draft.

        Text is sanitized (secrets redacted); the same fact or rule twice is stored once.
        """
        return _guard(kt, lambda: kt.remember(content, as_rule, category, agent))

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
    tools = KenningTools(loaded)
    server = build_server(loaded, tools)
    try:
        if http:
            import uvicorn

            from .mcp_auth import BearerAuth, read_token

            token = read_token(loaded.paths.home)
            app = BearerAuth(server.streamable_http_app(host=HTTP_HOST), token)
            uvicorn.run(app, host=HTTP_HOST, port=port, log_level="warning")
        else:
            server.run("stdio")
    finally:
        tools.close()
