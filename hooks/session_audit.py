"""`kenning audit --sessions`: what agents did, in past sessions, against a rule.

The text an agent wrote (assistant messages and the inputs of its tool calls:
the commands it ran, the code it wrote) is checked against rules with an
`absent` verification and against tombstones. Each hit is evidence: the
session, the message, the rule and a redacted excerpt.
"""

from __future__ import annotations

import re
from dataclasses import asdict, dataclass, field
from datetime import timedelta
from pathlib import Path

import orjson

from kenning.daemon.core.config import Settings
from kenning.daemon.core.models import VerifyMode, to_iso, utcnow
from kenning.daemon.playbook import tombstones as tombstone_words
from kenning.daemon.playbook.book import Playbook
from kenning.daemon.safety.sanitize import Sanitizer
from kenning.daemon.store.db import Store
from kenning.daemon.store.sessions import SessionRepo

MAX_EXCERPT = 160


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


def audit_sessions(
    store: Store, settings: Settings, repo_root: Path | None, *, days: int = 30
) -> SessionAuditResult:
    """Check agent messages of the last `days` days against checkable rules."""
    playbook = Playbook.load(store, settings, repo_root)
    checks: list[tuple[str, str, re.Pattern[str]]] = []
    for sb in playbook.active():
        v = sb.bullet.verification
        if v is not None and v.mode == VerifyMode.ABSENT:
            try:
                checks.append((sb.bullet.id, sb.bullet.content, re.compile(v.regex)))
            except re.error:
                continue
    for stone in playbook.tombstones:
        source = stone.pattern if stone.is_regex else re.escape(stone.pattern)
        try:
            checks.append((stone.id, tombstone_words.message(stone), re.compile(source)))
        except re.error:
            continue
    result = SessionAuditResult(days=days, rules_checked=len(checks))
    if not checks:
        return result
    sanitizer = Sanitizer.from_config(settings.sanitize)
    since = to_iso(utcnow() - timedelta(days=days))
    rows = SessionRepo(store).agent_messages_since(since)
    sessions: set[str] = set()
    for row in rows:
        sessions.add(row["session_id"])
        result.messages_checked += 1
        text = _agent_text(row["text"], row["tool_calls"])
        for rule_id, rule, pattern in checks:
            match = pattern.search(text)
            if match is None:
                continue
            start = max(0, match.start() - 60)
            excerpt = " ".join(sanitizer.redact(text[start : match.end() + 60]).split())
            result.violations.append(
                Violation(
                    row["session_id"],
                    row["agent"],
                    row["workspace"],
                    row["idx"],
                    row["created_at"],
                    rule_id,
                    rule,
                    excerpt[:MAX_EXCERPT],
                )
            )
    result.sessions_checked = len(sessions)
    return result
