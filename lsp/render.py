"""Markdown the editor shows: the hover card and a rule's explanation."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime

from kenning.daemon.models import FeedbackEvent, utcnow
from kenning.daemon.playbook import ScoredBullet

from .matching import Match

__all__ = ["ago", "explain_markdown", "hover_markdown"]

MAX_RULE_CHARS = 300


def ago(moment: datetime | None, now: datetime | None = None) -> str:
    """`3 days ago`, `just now`; `never` for None."""
    if moment is None:
        return "never"
    seconds = max(0.0, ((now or utcnow()) - moment).total_seconds())
    for unit, size in (("year", 31_536_000), ("month", 2_592_000), ("day", 86_400)):
        if seconds >= size:
            n = int(seconds // size)
            return f"{n} {unit}{'s' if n > 1 else ''} ago"
    if seconds >= 3600:
        n = int(seconds // 3600)
        return f"{n} hour{'s' if n > 1 else ''} ago"
    if seconds >= 60:
        n = int(seconds // 60)
        return f"{n} minute{'s' if n > 1 else ''} ago"
    return "just now"


def _clip(text: str) -> str:
    flat = " ".join(text.split())
    return flat if len(flat) <= MAX_RULE_CHARS else flat[: MAX_RULE_CHARS - 1] + "…"


def _escape(text: str) -> str:
    # keep the rule's own words, but not markdown that would restyle the card
    return text.replace("\\", "\\\\").replace("*", "\\*").replace("_", "\\_").replace("`", "\\`")


def rule_line(sb: ScoredBullet, now: datetime | None = None) -> str:
    """One rule as a markdown list item: text, then id · kind · maturity · score · last help."""
    b, s = sb.bullet, sb.score
    kind = b.kind.value.replace("_", " ")
    helped = f"helped {ago(s.last_helpful_at, now)}" if s.last_helpful_at else "not marked yet"
    lead = "⚠ **Pitfall:** " if b.is_anti_pattern else ""
    team = " · team" if b.origin == "team" else ""  # shared through `kenning team`
    meta = f"`{b.id}`{team} · {kind} · {b.maturity.value} · score {s.effective:.2f} · {helped}"
    return f"- {lead}{_escape(_clip(b.content))}  \n  {meta}"


def hover_markdown(matches: Sequence[Match], now: datetime | None = None) -> str:
    """The hover card for the rules relevant to a line (short: one item per rule)."""
    n = len(matches)
    head = f"**kenning** · {n} rule{'s' if n != 1 else ''} for this line"
    body = "\n".join(rule_line(m.rule, now) for m in matches)
    return f"{head}\n\n{body}"


def explain_markdown(sb: ScoredBullet, events: Sequence[FeedbackEvent], where: str) -> str:
    """Provenance, evidence and the score's arithmetic, as `kenning why` tells it."""
    b = sb.bullet
    p = b.provenance
    lines = [
        f"# {b.id}",
        "",
        b.content,
        "",
        f"- from: {where}",
        f"- kind: {b.kind.value}, type: {b.type.value}, state: {b.state.value}",
        f"- maturity: {b.maturity.value}" + (" (pinned)" if b.pinned else ""),
        f"- scope: {b.scope.value}" + (f" ({b.scope_key})" if b.scope_key else ""),
        f"- created: {b.created_at:%Y-%m-%d}",
    ]
    if b.verification is not None:
        v = b.verification
        glob = f" in {v.glob}" if v.glob else ""
        lines.append(f"- check: /{v.regex}/ must be {v.mode.value}{glob}")
    lines += ["", "## Score", "", "```", sb.score.explain(), "```", "", "## Provenance", ""]
    if p.sessions:
        lines.append(f"- sessions: {', '.join(p.sessions[:10])}")
    if p.agents:
        lines.append(f"- agents: {', '.join(p.agents)}")
    if p.reasoning:
        lines.append(f"- reasoning: {p.reasoning}")
    for item in p.evidence[:10]:
        lines.append(f"- evidence: {item}")
    if not (p.sessions or p.agents or p.reasoning or p.evidence):
        lines.append("- (none recorded)")
    lines += ["", "## Feedback", ""]
    for e in events[-10:]:
        reason = f": {e.reason}" if e.reason else ""
        lines.append(f"- {e.created_at:%Y-%m-%d} {e.kind.value} ({e.source.value}){reason}")
    if not events:
        lines.append("- (no marks yet)")
    return "\n".join(lines) + "\n"
