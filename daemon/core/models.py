"""Pydantic models that cross module boundaries.

These are the shapes of data on the wire (`--json`, the socket API, MCP) and in
files (`.kenning/playbook.yaml`). Inside a module, prefer frozen dataclasses.
"""

from __future__ import annotations

import fnmatch
import hashlib
import re
import unicodedata
from collections.abc import Iterable
from datetime import UTC, datetime
from enum import StrEnum
from typing import Any

from pydantic import BaseModel, ConfigDict, Field, field_validator


def utcnow() -> datetime:
    """The current time, timezone-aware in UTC (every timestamp kenning stores)."""
    return datetime.now(UTC)


def to_iso(moment: datetime) -> str:
    """A timestamp as the ISO-8601 text stored in the database (UTC, `Z`)."""
    if moment.tzinfo is None:
        moment = moment.replace(tzinfo=UTC)
    return moment.astimezone(UTC).isoformat().replace("+00:00", "Z")


def parse_iso(text: str | None) -> datetime | None:
    """Parse a stored timestamp; `None` when it is missing or unparsable."""
    if not text:
        return None
    try:
        moment = datetime.fromisoformat(text.replace("Z", "+00:00"))
    except ValueError:
        return None
    if moment.tzinfo is None:
        moment = moment.replace(tzinfo=UTC)
    return moment


_WS = re.compile(r"\s+")
_TRAILING_PUNCT = re.compile(r"[\s.;:!,]+$")


def canonical_content(text: str) -> str:
    """The canonical form of a rule's text, the input of its content hash.

    NFKC, lower case, white space folded to one space, trailing punctuation
    dropped: two rules that differ only in those are the same rule.
    """
    folded = unicodedata.normalize("NFKC", text).casefold()
    folded = _WS.sub(" ", folded).strip()
    return _TRAILING_PUNCT.sub("", folded)


def content_hash(text: str) -> str:
    """The content hash of a rule's text, tagged with its scheme."""
    digest = hashlib.sha256(canonical_content(text).encode("utf-8")).hexdigest()
    return f"c1:{digest[:32]}"


class Scope(StrEnum):
    GLOBAL = "global"
    WORKSPACE = "workspace"
    LANGUAGE = "language"
    FRAMEWORK = "framework"
    TASK = "task"


class BulletKind(StrEnum):
    PROJECT_CONVENTION = "project_convention"
    STACK_PATTERN = "stack_pattern"
    WORKFLOW_RULE = "workflow_rule"
    ANTI_PATTERN = "anti_pattern"


class BulletType(StrEnum):
    RULE = "rule"
    ANTI_PATTERN = "anti-pattern"


class BulletState(StrEnum):
    DRAFT = "draft"
    ACTIVE = "active"
    RETIRED = "retired"


class Maturity(StrEnum):
    CANDIDATE = "candidate"
    ESTABLISHED = "established"
    PROVEN = "proven"
    DEPRECATED = "deprecated"


class FeedbackKind(StrEnum):
    HELPFUL = "helpful"
    HARMFUL = "harmful"


class FeedbackSource(StrEnum):
    """Who recorded a feedback event; automatic sources weigh less than manual."""

    MANUAL = "manual"  # a person or agent ran `kenning mark`
    REINFORCE = "reinforce"  # the curator saw the same rule proposed again
    INLINE = "inline"  # a `kenning: helpful b-123` comment found in a session
    AUTO = "auto"  # the learning loop inferred it from a session's outcome


class VerifyMode(StrEnum):
    EXISTS = "exists"  # the pattern must be present; its absence is a violation
    ABSENT = "absent"  # the pattern must not be present; a match is a violation


def compile_check(regex: str) -> Any:
    """A rule's verification regex, compiled by RE2 once per process (`rule_regex.py`).

    Loading a playbook validates every rule's regex, and the audit and the
    language server then run them: one cache, so a regex is compiled once.

    Raises:
        RuleRegexError: RE2 cannot run the pattern (a ValueError).
    """
    from kenning.daemon.safety.rule_regex import compile_rule

    return compile_rule(regex)


def glob_matches(glob: str | None, rel_path: str) -> bool:
    """Whether a path (relative to its repository) matches a rule's file glob.

    A glob without a slash also matches the file name alone (`*.py` matches
    `src/a.py`), and `**/x` also matches `x` at the top: what people mean.
    """
    if not glob:
        return True
    name = rel_path.rsplit("/", 1)[-1]
    return (
        fnmatch.fnmatch(rel_path, glob)
        or fnmatch.fnmatch(name, glob)
        or (glob.startswith("**/") and fnmatch.fnmatch(rel_path, glob[3:]))
    )


class Verification(BaseModel):
    """A machine check of a rule, used by diagnostics and the pre-commit audit."""

    model_config = ConfigDict(defer_build=True, frozen=True, extra="forbid")

    regex: str
    mode: VerifyMode = VerifyMode.ABSENT
    glob: str | None = None

    @field_validator("regex")
    @classmethod
    def _compiles(cls, value: str) -> str:
        compile_check(value)  # RuleRegexError (a ValueError) says why and what to do
        return value


class Provenance(BaseModel):
    """Where a rule came from."""

    model_config = ConfigDict(defer_build=True, extra="forbid")

    sessions: list[str] = Field(default_factory=list)
    agents: list[str] = Field(default_factory=list)
    reasoning: str | None = None
    evidence: list[str] = Field(default_factory=list)


class Bullet(BaseModel):
    """One rule of the playbook."""

    model_config = ConfigDict(defer_build=True, extra="forbid", validate_assignment=True)

    id: str
    content: str = Field(min_length=1)
    category: str = "general"
    tags: list[str] = Field(default_factory=list)
    scope: Scope = Scope.GLOBAL
    scope_key: str | None = None
    kind: BulletKind = BulletKind.WORKFLOW_RULE
    type: BulletType = BulletType.RULE
    state: BulletState = BulletState.ACTIVE
    maturity: Maturity = Maturity.CANDIDATE
    pinned: bool = False
    pinned_reason: str | None = None
    search_pointer: str | None = None
    verification: Verification | None = None
    provenance: Provenance = Field(default_factory=Provenance)
    created_at: datetime = Field(default_factory=utcnow)
    updated_at: datetime = Field(default_factory=utcnow)
    half_life_days: float | None = None
    #: where the rule lives: "global" (the database) or "repo" (a playbook.yaml)
    origin: str = "global"

    @property
    def content_hash(self) -> str:
        return content_hash(self.content)

    @property
    def is_anti_pattern(self) -> bool:
        return self.type == BulletType.ANTI_PATTERN or self.kind == BulletKind.ANTI_PATTERN


# -- the JSON of a rule, without pydantic's serializer ----------------------------
#
# The models defer building their validators and serializers (`defer_build`), and
# the first one a process builds costs ~40 ms (pydantic imports its schema machinery
# and looks for plugins), more than the rest of a `kenning mark`. So the commands
# that write or show rules build them with `model_construct` from values already
# checked, and write them out with these functions: the same dicts as
# `model_dump(mode="json")` (tests/test_models.py compares them on varied rules).


def json_time(moment: datetime) -> str:
    """A timestamp as `model_dump(mode="json")` writes it (an offset of zero as `Z`)."""
    text = moment.isoformat()
    return text[:-6] + "Z" if text.endswith("+00:00") else text


def verification_dump(verification: Verification) -> dict[str, Any]:
    """`verification.model_dump(mode="json")`."""
    return {
        "regex": verification.regex,
        "mode": verification.mode.value,
        "glob": verification.glob,
    }


def provenance_dump(provenance: Provenance) -> dict[str, Any]:
    """`provenance.model_dump(mode="json")`."""
    return {
        "sessions": list(provenance.sessions),
        "agents": list(provenance.agents),
        "reasoning": provenance.reasoning,
        "evidence": list(provenance.evidence),
    }


def bullet_dump(bullet: Bullet) -> dict[str, Any]:
    """`bullet.model_dump(mode="json")`: every field of the rule, in declaration order."""
    verification = bullet.verification
    return {
        "id": bullet.id,
        "content": bullet.content,
        "category": bullet.category,
        "tags": list(bullet.tags),
        "scope": bullet.scope.value,
        "scope_key": bullet.scope_key,
        "kind": bullet.kind.value,
        "type": bullet.type.value,
        "state": bullet.state.value,
        "maturity": bullet.maturity.value,
        "pinned": bullet.pinned,
        "pinned_reason": bullet.pinned_reason,
        "search_pointer": bullet.search_pointer,
        "verification": verification_dump(verification) if verification else None,
        "provenance": provenance_dump(bullet.provenance),
        "created_at": json_time(bullet.created_at),
        "updated_at": json_time(bullet.updated_at),
        "half_life_days": bullet.half_life_days,
        "origin": bullet.origin,
    }


_LESSON_TAG = re.compile(r"^(?:err|said|rev|sig)-[0-9a-f]+$")


def situation_text(content: str, tags: Iterable[str]) -> str:
    """A rule's text with its situation: the words of its tags (languages, file globs,
    commands, the task it was learned in), without the lesson ids. What a briefing
    matches a task against, by words and by meaning."""
    words = [
        t.replace("-", " ").replace("*", "").replace("/", " ")
        for t in tags
        if not _LESSON_TAG.match(t)
    ]
    words = [w.strip() for w in words if w.strip()]
    return content + (" — " + ", ".join(words) if words else "")


class FeedbackEvent(BaseModel):
    """One helpful or harmful mark on a rule (append-only)."""

    model_config = ConfigDict(defer_build=True, extra="forbid")

    id: int | None = None
    bullet_id: str
    kind: FeedbackKind
    weight: float = 1.0
    source: FeedbackSource = FeedbackSource.MANUAL
    reason: str | None = None
    session_id: str | None = None
    created_at: datetime = Field(default_factory=utcnow)


class Tombstone(BaseModel):
    """A deprecated pattern: something that used to be done and must not be any more."""

    model_config = ConfigDict(defer_build=True, extra="forbid")

    id: str
    pattern: str
    is_regex: bool = False
    reason: str
    replacement: str | None = None
    created_at: datetime = Field(default_factory=utcnow)


class ToxicEntry(BaseModel):
    """A rule the user forgot; similar rules are refused from then on."""

    model_config = ConfigDict(defer_build=True, extra="forbid")

    id: int | None = None
    content: str
    content_hash: str
    reason: str
    bullet_id: str | None = None
    created_at: datetime = Field(default_factory=utcnow)


class Conflict(BaseModel):
    """Two rules that contradict each other; both are kept."""

    model_config = ConfigDict(defer_build=True, extra="forbid")

    id: int | None = None
    bullet_a: str
    bullet_b: str
    reason: str
    created_at: datetime = Field(default_factory=utcnow)


# -- sessions (written by ingest, read by search, diary, reflect) -------------


class Role(StrEnum):
    USER = "user"
    ASSISTANT = "assistant"
    SYSTEM = "system"
    TOOL = "tool"


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
