"""Markdown the editor shows: the hover card and a rule's explanation."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from datetime import datetime
from typing import Any

from kenning.daemon.core.models import utcnow
from kenning.daemon.playbook.book import ScoredRule

from .matching import Match

__all__ = ["ago", "explain_markdown", "hover_markdown", "hover_plaintext", "proposal_line"]

MAX_RULE_CHARS = 300
#: where a rule lives, by its `origin`
_ORIGINS = {"repo": ".kenning/playbook.yaml", "team": "your team (kenning team)"}


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


def rule_line(sb: ScoredRule, now: datetime | None = None) -> str:
    """One rule as a markdown list item: text, then id · kind · maturity · score · last help."""
    b, s = sb.rule, sb.score
    kind = b.kind.value.replace("_", " ")
    helped = f"helped {ago(s.last_helpful_at, now)}" if s.last_helpful_at else "not marked yet"
    lead = "⚠ **Pitfall:** " if b.is_anti_pattern else ""
    team = " · team" if b.origin == "team" else ""  # shared through `kenning team`
    meta = f"`{b.id}`{team} · {kind} · {b.maturity.value} · score {s.effective:.2f} · {helped}"
    return f"- {lead}{_escape(_clip(b.content))}  \n  {meta}"


def hover_markdown(
    matches: Sequence[Match], proposals: Sequence[Match] = (), now: datetime | None = None
) -> str:
    """The hover card for the rules relevant to a line (short: one item per rule).

    Proposals (learned once, not accepted yet) come after the rules, under a
    heading of their own that says so and how to decide on them.
    """
    parts: list[str] = []
    if matches:
        n = len(matches)
        head = f"**kenning** · {n} rule{'s' if n != 1 else ''} for this line"
        parts.append(head + "\n\n" + "\n".join(rule_line(m.rule, now) for m in matches))
    if proposals:
        head = "**kenning** · proposal, learned once and not accepted yet"
        body = "\n".join(proposal_line(m.rule) for m in proposals)
        how = "*Accept or reject it: the code actions here, or `kenning review`.*"
        parts.append(f"{head}\n\n{body}\n\n{how}")
    return "\n\n---\n\n".join(parts)


def proposal_line(sb: ScoredRule) -> str:
    """One proposal as a markdown list item: text, then id · kind · where it came from."""
    b = sb.rule
    kind = b.kind.value.replace("_", " ")
    sessions = len(b.provenance.sessions)
    learned = f"learned in {sessions} session{'s' if sessions != 1 else ''}" if sessions else ""
    meta = " · ".join(x for x in (f"`{b.id}`", kind, learned) if x)
    return f"- {_escape(_clip(b.content))}  \n  {meta}"


def hover_plaintext(
    matches: Sequence[Match], proposals: Sequence[Match] = (), now: datetime | None = None
) -> str:
    """The hover card as plain text, for a client that asks for no Markdown."""
    parts: list[str] = []
    if matches:
        n = len(matches)
        lines = [f"kenning · {n} rule{'s' if n != 1 else ''} for this line", ""]
        for m in matches:
            b, s = m.rule.rule, m.rule.score
            kind = b.kind.value.replace("_", " ")
            helped = (
                f"helped {ago(s.last_helpful_at, now)}" if s.last_helpful_at else "not marked yet"
            )
            lead = "⚠ Pitfall: " if b.is_anti_pattern else ""
            team = " · team" if b.origin == "team" else ""
            lines.append(f"- {lead}{_clip(b.content)}")
            lines.append(
                f"  {b.id}{team} · {kind} · {b.maturity.value} · score {s.effective:.2f} · {helped}"
            )
        parts.append("\n".join(lines))
    if proposals:
        lines = ["kenning · proposal, learned once and not accepted yet", ""]
        for m in proposals:
            b = m.rule.rule
            sessions = len(b.provenance.sessions)
            lines.append(f"- {_clip(b.content)}")
            lines.append(f"  {b.id} · learned in {sessions} session{'s' if sessions != 1 else ''}")
        lines += ["", "Accept or reject it: the code actions here, or `kenning review`."]
        parts.append("\n".join(lines))
    return "\n\n".join(parts)


def explain_markdown(why: Mapping[str, Any]) -> str:
    """The `why` operation's JSON (daemon/ops/health.py) as a markdown document.

    Provenance, evidence, the score's arithmetic and the marks, as `kenning
    why` tells them; this only lays the JSON out, it reads nothing itself.
    """
    b, p = why["rule"], why["provenance"]
    where = _ORIGINS.get(why["origin"], "your global playbook")
    pinned = " (pinned)" if b["pinned"] else ""
    scope_key = f" ({b['scope_key']})" if b["scope_key"] else ""
    lines = [
        f"# {b['id']}",
        "",
        b["content"],
        "",
        f"- from: {where}",
        f"- kind: {b['kind']}, type: {b['type']}, state: {b['state']}",
        f"- maturity: {b['maturity']}{pinned}",
        f"- scope: {b['scope']}{scope_key}",
        f"- created: {b['created_at'][:10]}",
    ]
    v = b["verification"]
    if v is not None:
        glob = f" in {v['glob']}" if v["glob"] else ""
        lines.append(f"- check: /{v['regex']}/ must be {v['mode']}{glob}")
    for c in why["conflicts"]:
        other = c["rule_b"] if c["rule_a"] == b["id"] else c["rule_a"]
        lines.append(f"- conflicts with {other} (see `kenning why {other}`)")
    lines += ["", "## Score", "", "```", why["explain"], "```", "", "## Provenance", ""]
    told = [
        *([f"- sessions: {', '.join(p['sessions'][:10])}"] if p["sessions"] else []),
        *([f"- agents: {', '.join(p['agents'])}"] if p["agents"] else []),
        *([f"- reasoning: {p['reasoning']}"] if p["reasoning"] else []),
        *(f"- evidence: {item}" for item in p["evidence"][:10]),
        *(f"- {k['relation']} {k['session_id']}: {k['summary'] or ''}" for k in why["links"][:10]),
        *(
            f"- supported by {s['session_id']}: {s['snippet'] or ''}"
            for s in why["sessions"]
            if s["via"] != "provenance"  # those are the sessions listed first
        ),
    ]
    lines += told or ["- (none recorded)"]
    lines += ["", "## Feedback", ""]
    events, team = why["events"], why["team_events"]
    for e in events[-10:]:
        reason = f": {e['reason']}" if e["reason"] else ""
        lines.append(f"- {e['created_at'][:10]} {e['kind']} ({e['source']}){reason}")
    for m in team:  # the other members' marks counted in the score (`kenning team`)
        marks = f"{m['helpful']} helpful, {m['harmful']} harmful"
        lines.append(f"- team: {m['member']} marked it {marks}")
    if not (events or team):
        lines.append("- (no marks yet)")
    return "\n".join(lines) + "\n"
