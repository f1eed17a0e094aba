"""What reflection proposes and reports: a `Delta` per change, the `ReflectReport` of a run."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Literal

__all__ = ["Action", "Delta", "ReflectReport"]

Action = Literal["add", "reinforce", "promote", "helpful", "harmful", "conflict", "reject"]


@dataclass
class Delta:
    """One change reflection proposes (and, unless dry, applied)."""

    action: Action
    content: str
    sessions: list[str]
    reason: str
    rule_id: str | None = None
    #: the rule's state after the change (proposal, active, retired): the word
    #: `playbook list` shows
    state: str | None = None
    verdict: str | None = None
    #: the rule's maturity after the change (candidate, established, proven, deprecated)
    maturity: str | None = None

    def to_json(self) -> dict[str, Any]:
        return {
            "action": self.action,
            "content": self.content,
            "rule_id": self.rule_id,
            "state": self.state,
            "maturity": self.maturity,
            "sessions": self.sessions,
            "reason": self.reason,
            "verdict": self.verdict,
        }


@dataclass
class ReflectReport:
    sessions: list[str] = field(default_factory=list)
    deltas: list[Delta] = field(default_factory=list)
    dry_run: bool = False
    llm_passes: int = 0

    def to_json(self) -> dict[str, Any]:
        return {
            "sessions": self.sessions,
            "deltas": [d.to_json() for d in self.deltas],
            "dry_run": self.dry_run,
            "llm_passes": self.llm_passes,
        }
