"""A session and its messages as ingest reads them from agents' files (pydantic: they are input).

Kept apart from `models.py` (the playbook's dataclasses) so that reading rules
imports no pydantic: a `kenning context` answered without the daemon
(ops/cold_context.py) never needs a session model.
"""

from __future__ import annotations

from datetime import datetime
from typing import Any

from pydantic import BaseModel, ConfigDict, Field

from kenning.daemon.core.models import ROLE_ORIGINS, Origin, Role

__all__ = ["Message", "Session", "ToolCall", "make_message", "make_tool_call"]


class ToolCall(BaseModel):
    """A tool invocation by the agent, with its result when known."""

    model_config = ConfigDict(defer_build=True, extra="forbid")

    name: str
    call_id: str | None = None
    input: Any = None
    output: str | None = None
    is_error: bool | None = None
    exit_code: int | None = None


class Message(BaseModel):
    """One normalised message of a session, whatever agent wrote it."""

    model_config = ConfigDict(defer_build=True, extra="forbid")

    #: stable key inside its session (the agent's own uuid when it has one);
    #: re-parsing a rewritten file merges on it, so it must not depend on offsets
    key: str
    idx: int = 0
    role: Role
    author: str | None = None
    model: str | None = None
    text: str = ""
    tool_calls: list[ToolCall] = Field(default_factory=list)
    created_at: datetime | None = None
    #: line number (JSONL) or record index in the source file
    source_line: int | None = None
    #: who wrote the words (None: what the role implies, `ROLE_ORIGINS`)
    origin: Origin | None = None

    @property
    def said_by(self) -> Origin:
        """The origin, or the one the role implies when the connector set none."""
        return self.origin if self.origin is not None else ROLE_ORIGINS[self.role]


class Session(BaseModel):
    """A normalised agent session."""

    model_config = ConfigDict(defer_build=True, extra="forbid")

    id: str  # "<agent>:<native id>"
    agent: str
    native_id: str
    source_path: str
    workspace: str | None = None
    git_branch: str | None = None
    #: the repository's remote URL when the log names it (Codex): not stored, it ties a
    #: workspace recorded on another machine to the same repository here (workspaces.py)
    git_remote: str | None = None
    title: str | None = None
    parent_id: str | None = None  # a subagent transcript points at its parent
    started_at: datetime | None = None
    ended_at: datetime | None = None
    messages: list[Message] = Field(default_factory=list)


# The connectors build ~1.7 of these models per message. pydantic's
# `BaseModel.__init__` wraps its validator in Python (the keywords packed, its
# own checks: ~4.6 us a message, ~3.3 a tool call); calling the same validator
# on the same values gives the same model, or raises the same errors, in half
# that. (`model_construct`, which skips validation, is slower in pydantic 2.)


def make_message(**values: Any) -> Message:
    """`Message(**values)`: validated the same, at half the cost."""
    made: Message = Message.__pydantic_validator__.validate_python(values)
    return made


def make_tool_call(**values: Any) -> ToolCall:
    """`ToolCall(**values)`: validated the same, at half the cost."""
    made: ToolCall = ToolCall.__pydantic_validator__.validate_python(values)
    return made
