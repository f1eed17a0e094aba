"""Compaction of old episodic data: raw tool output goes, the diary stays.

A session older than `days`, already diarised and reflected on, keeps its
user and assistant messages and its diary (and summary.md), but loses its
tool-output messages, the bulk of any transcript. Sessions a rule's
provenance or a rule link points to are never touched: the evidence behind a
rule stays whole. `keep` newest eligible sessions are spared as well.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import timedelta
from typing import Any

import orjson

from kenning.daemon.core.models import to_iso, utcnow
from kenning.daemon.store.db import Store
from kenning.daemon.store.sessions import SessionRepo


@dataclass
class CompactReport:
    sessions: list[str] = field(default_factory=list)
    messages: int = 0
    protected: int = 0
    dry_run: bool = False

    def to_json(self) -> dict[str, Any]:
        return {
            "sessions": self.sessions,
            "messages": self.messages,
            "protected": self.protected,
            "dry_run": self.dry_run,
        }


def _protected(store: Store) -> set[str]:
    """Sessions a rule's provenance or a rule link points to."""
    keep = {r[0] for r in store.query("SELECT DISTINCT session_id FROM rule_links")}
    for (prov,) in store.query("SELECT provenance FROM bullets WHERE provenance IS NOT NULL"):
        try:
            data = orjson.loads(prov)
        except orjson.JSONDecodeError:
            continue
        if isinstance(data, dict):
            keep.update(s for s in data.get("sessions", []) if isinstance(s, str))
    return keep


def compact(
    store: Store, *, days: float = 180, keep: int = 0, dry_run: bool = False
) -> CompactReport:
    """Drop the tool-output messages of old, reflected, unreferenced sessions."""
    report = CompactReport(dry_run=dry_run)
    cutoff = to_iso(utcnow() - timedelta(days=days))
    repo = SessionRepo(store)
    protected = _protected(store)
    eligible = repo.compactable(cutoff)
    report.protected = sum(1 for s in eligible if s in protected)
    chosen = [s for s in eligible if s not in protected][keep:]
    report.sessions = sorted(chosen)
    for sid in report.sessions:
        report.messages += repo.tool_message_count(sid)
        if dry_run:
            continue
        with store.transaction():
            repo.drop_tool_messages(sid)
    return report
