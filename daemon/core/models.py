"""The shapes of data that cross module boundaries.

The playbook's domain objects (a rule, its provenance and verification, feedback
events, tombstones, toxic entries, conflicts) are slotted dataclasses with one JSON
serializer each (`rule_dump`, ...); pydantic validates them only where they come
in from outside (`inputs.py`). A session and its messages, read from agents' files
by ingest, are pydantic models (`transcripts.py`): they are input, and this module
imports no pydantic, so the readers of rules (a cold `kenning context`) do not pay for it.
"""

from __future__ import annotations

import fnmatch
import hashlib
import re
import unicodedata
from collections.abc import Iterable
from dataclasses import dataclass, field
from datetime import UTC, datetime
from enum import StrEnum
from typing import Annotated, Any, ClassVar


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


class RuleKind(StrEnum):
    PROJECT_CONVENTION = "project_convention"
    STACK_PATTERN = "stack_pattern"
    WORKFLOW_RULE = "workflow_rule"
    ANTI_PATTERN = "anti_pattern"


class RuleType(StrEnum):
    RULE = "rule"
    ANTI_PATTERN = "anti-pattern"


class RuleState(StrEnum):
    """Where a rule stands: a proposal waits for evidence or a person (docs/scoring.md, 8)."""

    PROPOSAL = "proposal"
    ACTIVE = "active"
    RETIRED = "retired"

    @classmethod
    def _missing_(cls, value: object) -> RuleState | None:
        # "draft" is what a proposal was called before schema 16: files and JSON written
        # then still load
        return cls.PROPOSAL if value == "draft" else None


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
    from kenning.daemon.core.rule_regex import compile_rule

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


class _NonEmpty:
    """Pydantic, at an edge (`inputs.py`): a string of at least one character."""

    @classmethod
    def __get_pydantic_core_schema__(cls, source: Any, handler: Any) -> Any:
        from pydantic_core import core_schema

        return core_schema.str_schema(min_length=1)


class _RuleRegex:
    """Pydantic, at an edge (`inputs.py`): a regex RE2 can run (`compile_check`)."""

    @classmethod
    def __get_pydantic_core_schema__(cls, source: Any, handler: Any) -> Any:
        from pydantic_core import core_schema

        return core_schema.no_info_after_validator_function(_compiled, handler(source))


def _compiled(regex: str) -> str:
    compile_check(regex)  # RuleRegexError (a ValueError) says why and what to do
    return regex


# The rules and what hangs off them are plain slotted dataclasses: the engine builds
# them from its own rows and from values it has checked, without a validation pass.
# Input from outside (a playbook file, a cass-memory import) is validated once, where
# it comes in, by pydantic reading these same classes (`kenning.daemon.core.inputs`):
# the `Annotated` markers above and `__pydantic_config__` are read only there.
# Frozen where it is cheap; `Rule` and `Provenance` are not, because a frozen
# dataclass's `__init__` costs ~4 µs more per object (object.__setattr__ per field) and
# a team view builds 100,000 of them: treat them as immutable and change them with
# `dataclasses.replace` (ARCHITECTURE.md, "Domain objects").
_FORBID: dict[str, str] = {"extra": "forbid"}


@dataclass(slots=True, frozen=True, kw_only=True)
class Verification:
    """A machine check of a rule, used by diagnostics and the pre-commit audit."""

    __pydantic_config__: ClassVar[dict[str, str]] = _FORBID

    regex: Annotated[str, _RuleRegex]
    mode: VerifyMode = VerifyMode.ABSENT
    glob: str | None = None


@dataclass(slots=True, kw_only=True)
class Provenance:
    """Where a rule came from."""

    __pydantic_config__: ClassVar[dict[str, str]] = _FORBID

    sessions: list[str] = field(default_factory=list)
    agents: list[str] = field(default_factory=list)
    reasoning: str | None = None
    evidence: list[str] = field(default_factory=list)
    #: who accepted the proposal in review (`kenning review`), and when: a person's word
    accepted_by: str | None = None
    accepted_at: datetime | None = None
    #: who rejected it in review, and when: a rejected proposal never comes back
    #: (its text is on the toxic list, matched by meaning too: playbook/toxic.py)
    rejected_by: str | None = None
    rejected_at: datetime | None = None


@dataclass(slots=True, kw_only=True)
class Rule:
    """One rule of the playbook."""

    __pydantic_config__: ClassVar[dict[str, str]] = _FORBID

    id: str
    content: Annotated[str, _NonEmpty]
    category: str = "general"
    tags: list[str] = field(default_factory=list)
    scope: Scope = Scope.GLOBAL
    scope_key: str | None = None
    kind: RuleKind = RuleKind.WORKFLOW_RULE
    type: RuleType = RuleType.RULE
    state: RuleState = RuleState.ACTIVE
    maturity: Maturity = Maturity.CANDIDATE
    pinned: bool = False
    pinned_reason: str | None = None
    search_pointer: str | None = None
    verification: Verification | None = None
    provenance: Provenance = field(default_factory=Provenance)
    created_at: datetime = field(default_factory=utcnow)
    updated_at: datetime = field(default_factory=utcnow)
    half_life_days: float | None = None
    #: where the rule lives: "global" (the database) or "repo" (a playbook.yaml)
    origin: str = "global"

    @property
    def content_hash(self) -> str:
        return content_hash(self.content)

    @property
    def is_anti_pattern(self) -> bool:
        return self.type == RuleType.ANTI_PATTERN or self.kind == RuleKind.ANTI_PATTERN


@dataclass(slots=True, frozen=True, kw_only=True)
class FeedbackEvent:
    """One helpful or harmful mark on a rule (append-only)."""

    __pydantic_config__: ClassVar[dict[str, str]] = _FORBID

    id: int | None = None
    rule_id: str
    kind: FeedbackKind
    weight: float = 1.0
    source: FeedbackSource = FeedbackSource.MANUAL
    reason: str | None = None
    session_id: str | None = None
    created_at: datetime = field(default_factory=utcnow)


@dataclass(slots=True, frozen=True, kw_only=True)
class Tombstone:
    """A deprecated pattern: something that used to be done and must not be any more."""

    __pydantic_config__: ClassVar[dict[str, str]] = _FORBID

    id: str
    pattern: str
    is_regex: bool = False
    reason: str
    replacement: str | None = None
    created_at: datetime = field(default_factory=utcnow)


@dataclass(slots=True, frozen=True, kw_only=True)
class ToxicEntry:
    """A rule the user forgot; similar rules are refused from then on."""

    id: int | None = None
    content: str
    content_hash: str
    reason: str
    rule_id: str | None = None
    created_at: datetime = field(default_factory=utcnow)


@dataclass(slots=True, frozen=True, kw_only=True)
class Conflict:
    """Two rules that contradict each other; both are kept."""

    id: int | None = None
    rule_a: str
    rule_b: str
    reason: str
    created_at: datetime = field(default_factory=utcnow)


# -- the JSON of the domain objects ---------------------------------------------------
#
# One serializer per class, written out (twice as fast as a generic walk over the
# fields, and `playbook list --json` writes up to 10,000 rules): every field in
# declaration order, enums as their values, times as ISO text with `Z`.
# tests/test_models.py checks that each names every field of its class.


def json_time(moment: datetime) -> str:
    """A timestamp as the JSON shapes write it (an offset of zero as `Z`)."""
    text = moment.isoformat()
    return text[:-6] + "Z" if text.endswith("+00:00") else text


def verification_dump(verification: Verification) -> dict[str, Any]:
    """A rule's verification as JSON."""
    return {
        "regex": verification.regex,
        "mode": verification.mode.value,
        "glob": verification.glob,
    }


def provenance_dump(provenance: Provenance) -> dict[str, Any]:
    """A rule's provenance as JSON."""
    return {
        "sessions": list(provenance.sessions),
        "agents": list(provenance.agents),
        "reasoning": provenance.reasoning,
        "evidence": list(provenance.evidence),
        "accepted_by": provenance.accepted_by,
        "accepted_at": json_time(provenance.accepted_at) if provenance.accepted_at else None,
        "rejected_by": provenance.rejected_by,
        "rejected_at": json_time(provenance.rejected_at) if provenance.rejected_at else None,
    }


def rule_dump(rule: Rule) -> dict[str, Any]:
    """A rule as JSON: every field, in declaration order."""
    verification = rule.verification
    return {
        "id": rule.id,
        "content": rule.content,
        "category": rule.category,
        "tags": list(rule.tags),
        "scope": rule.scope.value,
        "scope_key": rule.scope_key,
        "kind": rule.kind.value,
        "type": rule.type.value,
        "state": rule.state.value,
        "maturity": rule.maturity.value,
        "pinned": rule.pinned,
        "pinned_reason": rule.pinned_reason,
        "search_pointer": rule.search_pointer,
        "verification": verification_dump(verification) if verification else None,
        "provenance": provenance_dump(rule.provenance),
        "created_at": json_time(rule.created_at),
        "updated_at": json_time(rule.updated_at),
        "half_life_days": rule.half_life_days,
        "origin": rule.origin,
    }


def event_dump(event: FeedbackEvent) -> dict[str, Any]:
    """A feedback event as JSON."""
    return {
        "id": event.id,
        "rule_id": event.rule_id,
        "kind": event.kind.value,
        "weight": event.weight,
        "source": event.source.value,
        "reason": event.reason,
        "session_id": event.session_id,
        "created_at": json_time(event.created_at),
    }


def tombstone_dump(tombstone: Tombstone) -> dict[str, Any]:
    """A deprecated pattern as JSON."""
    return {
        "id": tombstone.id,
        "pattern": tombstone.pattern,
        "is_regex": tombstone.is_regex,
        "reason": tombstone.reason,
        "replacement": tombstone.replacement,
        "created_at": json_time(tombstone.created_at),
    }


def conflict_dump(conflict: Conflict) -> dict[str, Any]:
    """A recorded contradiction between two rules as JSON."""
    return {
        "id": conflict.id,
        "rule_a": conflict.rule_a,
        "rule_b": conflict.rule_b,
        "reason": conflict.reason,
        "created_at": json_time(conflict.created_at),
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


# -- sessions (written by ingest, read by search, diary, reflect) -------------


class Role(StrEnum):
    USER = "user"
    ASSISTANT = "assistant"
    SYSTEM = "system"
    TOOL = "tool"


class Origin(StrEnum):
    """Who wrote a message's words, whatever role the agent filed them under (issue 24).

    `human`: typed by the person. `agent`: the model's own words. `tool`: a
    tool's result, however the agent wraps it. `injected`: text the client adds
    (IDE selections and opened files, environment and mode blocks, AGENTS.md
    and system reminders, resumption and interruption notices, warm-ups, task
    notifications). `expansion`: a slash command, prompt file or template
    expanded into the user turn (the command typed stays `human`). `handoff`:
    one agent's output fed to another as its prompt (Aider's architect to
    editor, a subagent's task).
    """

    HUMAN = "human"
    AGENT = "agent"
    TOOL = "tool"
    INJECTED = "injected"
    EXPANSION = "expansion"
    HANDOFF = "handoff"


#: the origin a message has when its connector says nothing more than its role
ROLE_ORIGINS: dict[Role, Origin] = {
    Role.USER: Origin.HUMAN,
    Role.ASSISTANT: Origin.AGENT,
    Role.TOOL: Origin.TOOL,
    Role.SYSTEM: Origin.INJECTED,
}
