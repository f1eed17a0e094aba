"""The embedding backlog in words, from its JSON (`vectors.Backlog.to_json`).

Standard library only: `kenning status` prints the backlog the daemon
answered without importing numpy or the vector code.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

__all__ = ["describe_backlog", "format_eta", "format_rate"]


def describe_backlog(data: Mapping[str, Any], *, daemon_running: bool = False) -> str:
    """One line for a person: "1,200 messages and 3 rules not yet embedded (about 4m left…)"."""

    def count(n: int, what: str) -> str:
        return f"{n:,} {what}{'' if n == 1 else 's'}"

    parts = [count(data["pending_messages"], "message")]
    if data["pending_rules"]:
        parts.append(count(data["pending_rules"], "rule"))
    if data["eta_s"] is not None and data["rate_per_s"]:
        when = f"about {format_eta(data['eta_s'])} left at {format_rate(data['rate_per_s'])}"
    elif data["rate_per_s"] is not None:
        when = "embedding under way"
    elif daemon_running:
        when = "the running daemon embeds them in the background"
    else:
        when = "no embedding under way: is `kenning daemon` running?"
    return f"{' and '.join(parts)} not yet embedded ({when})"


def format_rate(per_s: float) -> str:
    """A rate a person reads: 120/s, 2.5/s, 12/min (never "0/s")."""
    if per_s >= 10:
        return f"{per_s:.0f}/s"
    if per_s >= 1:
        return f"{per_s:.1f}/s"
    return f"{max(1, round(per_s * 60))}/min"


def format_eta(seconds: float) -> str:
    """A short duration: 45s, 12m, 3h05m."""
    s = round(seconds)
    if s < 60:
        return f"{s}s"
    if s < 3600:
        return f"{s // 60}m"
    return f"{s // 3600}h{(s % 3600) // 60:02d}m"
