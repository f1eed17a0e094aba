"""`kenning audit --sessions`: what agents did, in past sessions, against a rule.

The text an agent wrote (assistant messages and the inputs of its tool calls:
the commands it ran, the code it wrote) is checked by the one rule-check
engine (`checks.py`, RE2 only: a catastrophic pattern in a repository's
playbook cannot stall the daemon's worker) against rules with an `absent`
verification and against tombstones. Each message is checked in its
session's situation: the session's workspace, its repository, and the
languages and frameworks of their manifests, so a rule scoped to another
workspace or language is not held against it. Each hit is evidence: the
session, the message, the rule and a redacted excerpt.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, field
from datetime import timedelta
from pathlib import Path
from typing import TYPE_CHECKING

import orjson

from kenning.daemon.core.models import VerifyMode, to_iso, utcnow
from kenning.daemon.core.paths import find_repo_root
from kenning.daemon.safety.sanitize import Sanitizer
from kenning.daemon.store import rule_derivations
from kenning.daemon.store.sessions import SessionRepo

from .book import Playbook
from .checks import Checks, Situation, check_text, checks_for
from .origins import SharedSource
from .stack import detect_stack

if TYPE_CHECKING:
    from kenning.daemon.core.settings import Settings
    from kenning.daemon.store.db import Store

__all__ = ["SessionAuditResult", "Violation", "audit_sessions", "session_situation"]

MAX_EXCERPT = 160
#: characters of context on each side of a match in an excerpt
_AROUND = 60


@dataclass(frozen=True)
class Violation:
    session_id: str
    agent: str
    workspace: str | None
    message_idx: int
    created_at: str | None
    rule_id: str
    rule: str
    excerpt: str


@dataclass
class SessionAuditResult:
    days: int
    sessions_checked: int = 0
    messages_checked: int = 0
    rules_checked: int = 0
    violations: list[Violation] = field(default_factory=list)

    def to_json(self) -> dict[str, object]:
        return {
            "days": self.days,
            "checked": {
                "sessions": self.sessions_checked,
                "messages": self.messages_checked,
                "rules": self.rules_checked,
            },
            "violations": [asdict(v) for v in self.violations],
        }


def _agent_text(text: str, tool_calls: str | None) -> str:
    """What the agent itself produced: its words and its tool inputs."""
    parts = [text]
    if tool_calls:
        try:
            calls = orjson.loads(tool_calls)
        except orjson.JSONDecodeError:
            calls = []
        for call in calls if isinstance(calls, list) else []:
            if isinstance(call, dict) and call.get("input") is not None:
                value = call["input"]
                parts.append(value if isinstance(value, str) else orjson.dumps(value).decode())
    return "\n".join(parts)


def session_situation(workspace: str | None) -> Situation:
    """Where a session ran: its workspace folder, its repository, their manifests' stack.

    A workspace that is not an existing folder (recorded elsewhere, since
    removed) leaves the languages and frameworks unknown: they narrow nothing.
    """
    folder = Path(workspace) if workspace and Path(workspace).is_absolute() else None
    if folder is None or not folder.is_dir():
        return Situation(workspace=folder)
    repository = find_repo_root(folder)
    stack = detect_stack(folder, None)
    languages, frameworks = set(stack.languages), set(stack.frameworks)
    if repository is not None and repository != folder:
        outer = detect_stack(repository, None)
        languages |= outer.languages
        frameworks |= outer.frameworks
    return Situation(
        workspace=folder,
        repository=repository,
        languages=frozenset(languages),
        frameworks=frozenset(frameworks),
    )


def _offset(text: str, line: int, col: int) -> int:
    """The offset of a 1-based line's column in `text`."""
    at = 0
    for _ in range(line - 1):
        at = text.index("\n", at) + 1
    return at + col


def audit_sessions(
    store: Store,
    settings: Settings,
    repo_root: Path | None,
    *,
    days: int = 30,
    shared: SharedSource | None = None,
) -> SessionAuditResult:
    """Check agent messages of the last `days` days against checkable rules
    (the team's too when `shared` reads them: playbook/origins.py)."""
    # of the stored rules, only those that carry a check (the index `bullets_checked`)
    carry = set(rule_derivations.checked(store))
    playbook = Playbook.load(store, settings, repo_root, shared=shared, ids=carry)
    every = checks_for(playbook)
    checks = Checks(
        [c for c in every.rules if c.mode == VerifyMode.ABSENT],
        list(every.tombstones),
    )
    result = SessionAuditResult(
        days=days, rules_checked=len({c.rule_id for c in checks if c.pattern is not None})
    )
    if not result.rules_checked:
        return result
    sanitizer = Sanitizer.from_config(settings.sanitize)
    since = to_iso(utcnow() - timedelta(days=days))
    rows = SessionRepo(store).agent_messages_since(since)
    sessions: set[str] = set()
    situations: dict[str | None, Situation] = {}
    for row in rows:
        sessions.add(row["session_id"])
        result.messages_checked += 1
        workspace = row["workspace"]
        if workspace not in situations:
            situations[workspace] = session_situation(workspace)
        text = _agent_text(row["text"], row["tool_calls"])
        seen: set[str] = set()
        for finding in check_text(checks, text, situations[workspace], limit=1).findings:
            if finding.rule_id in seen:
                continue  # the first match of each rule in a message is its evidence
            seen.add(finding.rule_id)
            start = _offset(text, finding.line, finding.start)
            end = _offset(text, finding.end_line, finding.end)
            clip = text[max(0, start - _AROUND) : end + _AROUND]
            excerpt = " ".join(sanitizer.redact(clip).split())
            result.violations.append(
                Violation(
                    row["session_id"],
                    row["agent"],
                    workspace,
                    row["idx"],
                    row["created_at"],
                    finding.rule_id,
                    finding.message,
                    excerpt[:MAX_EXCERPT],
                )
            )
    result.sessions_checked = len(sessions)
    return result
