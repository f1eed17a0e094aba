"""The embedding backlog in words, from its JSON (`vectors.Backlog.to_json`).

Standard library only: `kenning status` prints the backlog the daemon
answered without importing numpy or the vector code.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

__all__ = ["describe_backlog", "format_eta"]


def describe_backlog(data: Mapping[str, Any]) -> str:
    """One line for a person: "1,200 messages and 3 rules not yet embedded (ETA 4m)"."""
    parts = [f"{data['pending_messages']:,} messages"]
    if data["pending_rules"]:
        parts.append(f"{data['pending_rules']:,} rules")
    if data["eta_s"] is not None and data["rate_per_s"] is not None:
        when = f"ETA {format_eta(data['eta_s'])} at {data['rate_per_s']:.0f}/s"
    else:
        when = "no embedding under way: is `kenning daemon` running?"
    return f"{' and '.join(parts)} not yet embedded ({when})"


def format_eta(seconds: float) -> str:
    """A short duration: 45s, 12m, 3h05m."""
    s = round(seconds)
    if s < 60:
        return f"{s}s"
    if s < 3600:
        return f"{s // 60}m"
    return f"{s // 3600}h{(s % 3600) // 60:02d}m"
