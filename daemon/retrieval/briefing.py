"""The briefing's shapes and its request: what `kenning context` answers
(`ContextResult`, built by `build_context` in retrieval/context.py), how a
request is checked (`check_request`), and how it is sent to the daemon
(`context_params`).

The shapes are dataclasses (not pydantic models): a cold `kenning context`
builds them without importing pydantic (docs/context.md).
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any, Literal

from kenning.daemon.core.errors import UsageError

__all__ = [
    "MAX_LIMIT",
    "NO_EMBEDDER_NOTE",
    "ContextResult",
    "HistoryEntry",
    "RuleEntry",
    "TombstoneWarning",
    "check_request",
    "context_params",
    "noted",
]

MAX_LIMIT = 100
#: what a briefing without a model says (`noted` puts a caller's truer note in its place)
NO_EMBEDDER_NOTE = (
    "no embedder: rules and history matched by words only; fix: kenning models install"
)


def _json(obj: Any) -> Any:
    """An entry of the briefing as JSON: its fields in order, nested entries too."""
    if isinstance(obj, list):
        return [_json(x) for x in obj]
    fields = getattr(obj, "__dataclass_fields__", None)
    if fields is None:
        return obj
    return {name: _json(getattr(obj, name)) for name in fields}


@dataclass(slots=True)
class RuleEntry:
    """One rule of the briefing, with why it was chosen.

    The briefing's shapes are dataclasses (not pydantic models): a cold
    `kenning context` builds them without importing pydantic (docs/context.md).
    """

    id: str
    content: str
    kind: str
    type: str
    maturity: str
    scope: str
    scope_key: str | None
    origin: str
    pinned: bool
    #: active, or proposal: learned, not confirmed or accepted yet
    state: str
    #: the rule's effective score (feedback × maturity)
    effective: float
    #: 0..1: how well the rule matches the task
    relevance: float
    #: relevance × trust: the order of the list
    rank: float
    #: matched words, semantic similarity, scope
    why: list[str]


@dataclass(slots=True)
class HistoryEntry:
    """A snippet of a past session that matches the task."""

    session_id: str
    agent: str
    workspace: str | None
    title: str | None
    role: str
    snippet: str
    score: float
    created_at: str | None
    source_path: str
    source_line: int | None
    match_type: str


@dataclass(slots=True)
class TombstoneWarning:
    """A deprecated pattern the task or the file mentions."""

    tombstone_id: str
    pattern: str
    reason: str
    replacement: str | None
    found_in: Literal["task", "file"]
    line: int | None = None


@dataclass(slots=True)
class ContextResult:
    """The briefing (`kenning context --json`); fields are stable, new ones only added."""

    task: str
    workspace: str | None
    file: str | None
    languages: list[str]
    frameworks: list[str]
    rules: list[RuleEntry]
    pitfalls: list[RuleEntry]
    history: list[HistoryEntry]
    warnings: list[TombstoneWarning]
    suggested_searches: list[str]
    degraded: list[str]
    embedder: str | None
    source: Literal["daemon", "process"] = "process"
    took_ms: float = 0.0

    def to_json(self) -> dict[str, Any]:
        """The briefing as JSON (the shape `kenning context --json` prints)."""
        out: dict[str, Any] = _json(self)
        return out


def noted(note: str, degraded: list[str]) -> list[str]:
    """`degraded` with `note` first, in place of the notes of a missing model ("no
    embedder: …"): the caller's note says what is true of the model and of the next call."""
    return [note] + [n for n in degraded if not n.startswith("no embedder")]


def check_request(task: str, limit: int) -> str:
    """Validate a briefing request; returns the task stripped.

    Raises:
        UsageError: the task is empty or the limit is outside 1..100.
    """
    clean = task.strip()
    if not clean:
        raise UsageError(
            "the task is empty.",
            fix='describe the task: kenning context "add retries to the HTTP client"',
        )
    if not 1 <= limit <= MAX_LIMIT:
        raise UsageError(f"--limit must be 1..{MAX_LIMIT}, got {limit}.", fix="e.g. --limit 10")
    return clean


def context_params(
    task: str, workspace: Path | None, file: Path | None, limit: int
) -> dict[str, Any]:
    """The socket request for a briefing (absolute paths: the daemon has another cwd)."""
    return {
        "task": task,
        "workspace": str(workspace.expanduser().resolve()) if workspace else None,
        "file": str(file.expanduser().resolve()) if file else None,
        "limit": limit,
    }
