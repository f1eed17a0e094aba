"""The JSON shapes of rules, scores, marks and feedback events: one each, for every surface.

The CLI's `--json`, the socket, the MCP tools and the editor's commands all
return these (docs/cli-json.md documents them); change them only by adding keys.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from kenning.daemon.core.models import FeedbackEvent, Rule
    from kenning.daemon.core.scoring import ScoreBreakdown
    from kenning.daemon.playbook.book import ScoredRule
    from kenning.daemon.playbook.curate import MarkResult

__all__ = ["event_json", "mark_json", "rule_json", "score_json", "scored_rule_json"]


def score_json(score: ScoreBreakdown) -> dict[str, Any]:
    """A score as JSON (rounded to 4 decimals: stable for tests and diffs)."""
    from kenning.daemon.core.models import to_iso
    from kenning.daemon.core.scoring import bucket

    return {
        "effective": round(score.effective, 4),
        "raw": round(score.raw, 4),
        "helpful": round(score.helpful, 4),
        "harmful": round(score.harmful, 4),
        "helpful_count": score.helpful_count,
        "harmful_count": score.harmful_count,
        "maturity_multiplier": score.maturity_multiplier,
        "harmful_multiplier": score.harmful_multiplier,
        "bucket": bucket(score.effective),
        "last_feedback_at": to_iso(score.last_feedback_at) if score.last_feedback_at else None,
    }


def scored_rule_json(sb: ScoredRule) -> dict[str, Any]:
    """A rule as JSON: every field of `Rule`, plus its `score` and counts."""
    return rule_json(sb.rule, sb.score)


def rule_json(rule: Rule, score: ScoreBreakdown) -> dict[str, Any]:
    """`scored_rule_json` of a rule and its score (no `ScoredRule`, so no playbook import)."""
    from kenning.daemon.core.models import rule_dump

    data = rule_dump(rule)
    data["score"] = score_json(score)
    data["helpful_count"] = score.helpful_count
    data["harmful_count"] = score.harmful_count
    return data


def event_json(event: FeedbackEvent) -> dict[str, Any]:
    """A feedback event as JSON (`models.event_dump`)."""
    from kenning.daemon.core.models import event_dump

    return event_dump(event)


def mark_json(res: MarkResult) -> dict[str, Any]:
    """One mark: what it did to the rule's score and maturity."""
    return {
        "id": res.rule_id,
        "kind": res.kind.value,
        "event_id": res.event_id,
        "old_maturity": res.old_maturity.value,
        "new_maturity": res.new_maturity.value,
        "score": score_json(res.score),
        "inverted": res.inverted,
        "anti_pattern_id": res.anti_pattern_id,
        "maturity_persisted": res.maturity_persisted,
    }
