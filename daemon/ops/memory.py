"""The `remember` operation: a fact for the searchable memory, or a rule proposed for review.

A fact is a message of the session `MEMORY_SESSION` (found by search and by
briefings' history), written through the ingest writer, so it is sanitized
and stored once; a rule goes through `playbook.add` as a proposal.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from kenning.daemon.core.errors import UsageError

from .base import OpContext

__all__ = ["MEMORY_SESSION", "RememberRequest", "remember"]

#: facts recorded with `remember` live as messages of this session (searchable)
MEMORY_SESSION = "kenning:memory"


@dataclass(frozen=True)
class RememberRequest:
    """Something an agent wants kept."""

    content: str
    as_rule: bool = False
    category: str = "general"
    agent: str | None = None


def remember(ctx: OpContext, req: RememberRequest) -> dict[str, Any]:
    """Keep a fact, or propose a rule.

    Returns:
        a fact: {"stored": "fact", "action": added|exists, "session_id", "content"};
        a rule: {"stored": "rule"} plus what `playbook.add` returns.
    """
    if not req.content.strip():
        raise UsageError("nothing to remember: content is empty", fix="pass the fact as text")
    if req.as_rule:
        from .rules import AddRequest, add

        proposal = AddRequest(
            content=req.content, category=req.category, state="proposal", agent=req.agent or "mcp"
        )
        return {"stored": "rule", **add(ctx, proposal)}
    return _record_fact(ctx, req)


def _record_fact(ctx: OpContext, req: RememberRequest) -> dict[str, Any]:
    from kenning.daemon.core.models import Role, content_hash, utcnow
    from kenning.daemon.core.transcripts import Message, Session
    from kenning.daemon.store.sessions import SessionRepo

    from ..ingest.base import Checkpoint, ReadResult
    from ..ingest.writer import write_result

    store = ctx.store()
    repo = SessionRepo(store)
    key = content_hash(req.content)
    session = Session(
        id=MEMORY_SESSION,
        agent="kenning",
        native_id="memory",
        source_path="kenning://memory",
        title="facts agents asked kenning to remember",
        messages=[
            Message(
                key=key,
                idx=repo.message_count(MEMORY_SESSION),
                role=Role.ASSISTANT,
                author=req.agent or "mcp",
                text=req.content,
                created_at=utcnow(),
            )
        ],
    )
    stored, action = repo.message_text(MEMORY_SESSION, key), "exists"
    if stored is None:
        checkpoint = Checkpoint("kenning://memory", "kenning", None, None, 0, 0, None, 0)
        write_result(store, ReadResult([session], checkpoint), ctx.sanitizer())
        # what was stored: the text as the sanitizer left it
        stored, action = repo.message_text(MEMORY_SESSION, key), "added"
    return {"stored": "fact", "action": action, "session_id": MEMORY_SESSION, "content": stored}
