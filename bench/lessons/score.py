"""Score what was learned from the labelled corpus: learned, surfaced@5, junk, duplicates.

A rule *states* a scenario's lesson when its text matches every `expect` group
and its provenance cites one of the scenario's sessions. A live rule (active
or proposal) that states no lesson is junk; `junk_share` counts active ones, as
the playbook shows them. A briefing slot (top 5 rules + top 5 pitfalls) is
junk when its rule states no lesson, foreign when every session its rule
cites belongs to another project.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from .model import Scenario

__all__ = [
    "TOP",
    "Outcome",
    "Rule",
    "group_rows",
    "lesson_rules",
    "matches",
    "miss_report",
    "slot_counts",
    "states_lesson",
]

TOP = 5
LIVE = ("active", "proposal")


@dataclass(frozen=True)
class Rule:
    """The parts of a playbook rule the scoring reads."""

    id: str
    content: str
    state: str
    kind: str
    scope: str
    scope_key: str | None
    tags: tuple[str, ...]
    sessions: tuple[str, ...]

    def snapshot(self) -> tuple[str, str, str, str, str, tuple[str, ...]]:
        """What two runs must agree on (ids aside: they may be drawn at random); sortable."""
        return (
            self.content,
            self.state,
            self.kind,
            self.scope,
            self.scope_key or "",
            tuple(sorted(self.tags)),
        )


@dataclass
class Outcome:
    """One scenario's result, for every briefing mode."""

    split: str
    scenario: Scenario
    sessions: frozenset[str]  # the store's ids of its sessions
    rules: list[Rule] = field(default_factory=list)  # live rules stating its lesson
    surfaced: dict[str, bool] = field(default_factory=dict)
    top: dict[str, list[str]] = field(default_factory=dict)  # "[state] content" shown
    slots: dict[str, tuple[int, int, int]] = field(default_factory=dict)  # shown, junk, foreign

    @property
    def agents(self) -> list[str]:
        return sorted({s.agent for s in self.scenario.sessions})

    @property
    def learned(self) -> bool:
        return bool(self.rules)

    @property
    def active(self) -> bool:
        return any(r.state == "active" for r in self.rules)


def matches(text: str, expect: Sequence[Sequence[str]]) -> bool:
    """Whether `text` contains, case-insensitively, one string of every group."""
    low = text.lower()
    return bool(expect) and all(any(s.lower() in low for s in group) for group in expect)


def states_lesson(rule: Rule, scenario: Scenario, sessions: frozenset[str]) -> bool:
    """The rule's text states the lesson and it cites one of the lesson's sessions."""
    return (
        scenario.kind != "none"
        and matches(rule.content, scenario.expect)
        and not sessions.isdisjoint(rule.sessions)
    )


def lesson_rules(rules: Iterable[Rule], outcomes: Sequence[Outcome]) -> set[str]:
    """Fill each outcome's `rules`; returns the ids of rules stating some lesson."""
    good: set[str] = set()
    live = [r for r in rules if r.state in LIVE]
    for out in outcomes:
        out.rules = [r for r in live if states_lesson(r, out.scenario, out.sessions)]
        good |= {r.id for r in out.rules}
    return good


def slot_counts(
    shown: Sequence[str],
    by_id: Mapping[str, Rule],
    good: set[str],
    project_of: Mapping[str, str],
    project: str,
) -> tuple[int, int, int]:
    """(slots filled, junk, from another project only) of one briefing's shown rule ids."""
    junk = foreign = 0
    for rid in shown:
        junk += rid not in good
        rule = by_id.get(rid)
        cited = {project_of[s] for s in rule.sessions if s in project_of} if rule else set()
        foreign += bool(cited) and project not in cited
    return len(shown), junk, foreign


def _share(num: int, den: int) -> float:
    return num / den if den else 0.0


def group_rows(outcomes: Sequence[Outcome], mode: str) -> list[tuple[str, dict[str, Any]]]:
    """(group name, stats) for all lessons, each kind, each split and each agent."""
    lessons = [o for o in outcomes if o.scenario.kind != "none"]
    groups: list[tuple[str, list[Outcome]]] = [("all", lessons)]
    for kind in ("correction", "convention", "error_fix", "revert"):
        groups.append((kind, [o for o in lessons if o.scenario.kind == kind]))
    for split in sorted({o.split for o in lessons}):
        groups.append((f"split={split}", [o for o in lessons if o.split == split]))
    for agent in ("claude_code", "codex", "aider"):
        groups.append((f"agent={agent}", [o for o in lessons if agent in o.agents]))
    rows = []
    for name, members in groups:
        if not members:
            continue
        n = len(members)
        surfaced = sum(o.surfaced.get(mode, False) for o in members)
        rows.append(
            (
                name,
                {
                    "lessons": n,
                    "learned": sum(o.learned for o in members),
                    "learned_active": sum(o.active for o in members),
                    "surfaced": surfaced,
                    "surfaced_share": _share(surfaced, n),
                    "learned_share": _share(sum(o.learned for o in members), n),
                    "duplicates": sum(len(o.rules) > 1 for o in members),
                },
            )
        )
    return rows


def miss_report(out: Outcome, mode: str) -> dict[str, Any]:
    """What an engineer needs to see why a lesson did not come back."""
    return {
        "scenario": out.scenario.id,
        "kind": out.scenario.kind,
        "lesson": out.scenario.lesson,
        "task": out.scenario.task,
        "rules": [f"({r.state}) {r.content}" for r in out.rules] or None,
        "top5": out.top.get(mode, []),
    }
