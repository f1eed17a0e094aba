"""JSON shapes and human renderings shared by the playbook commands.

The JSON shapes are documented in docs/cli-json.md; change them only by adding keys.
"""

from __future__ import annotations

from typing import Any

import click

from ..models import FeedbackEvent, to_iso
from ..playbook import Playbook, ScoredBullet
from ..scoring import ScoreBreakdown, bucket
from .main import App

__all__ = [
    "bullet_json",
    "event_json",
    "load_playbook",
    "print_table",
    "score_json",
    "short",
    "warn",
]


def score_json(score: ScoreBreakdown) -> dict[str, Any]:
    """A score as JSON (rounded to 4 decimals: stable for tests and diffs)."""
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


def bullet_json(sb: ScoredBullet) -> dict[str, Any]:
    """A rule as JSON: every field of `Bullet`, plus its `score` and counts."""
    data = sb.bullet.model_dump(mode="json")
    data["score"] = score_json(sb.score)
    data["helpful_count"] = sb.score.helpful_count
    data["harmful_count"] = sb.score.harmful_count
    return data


def event_json(event: FeedbackEvent) -> dict[str, Any]:
    return event.model_dump(mode="json")


def load_playbook(app: App, *, include_retired: bool = False) -> Playbook:
    """The merged playbook for this invocation; a skipped repo file is warned about."""
    loaded = app.config
    playbook = Playbook.load(
        app.store,
        loaded.settings,
        loaded.repo_root,
        include_retired=include_retired,
        backups=loaded.paths.backups,
    )
    if not app.json:
        for message in playbook.warnings:
            warn(message)
    return playbook


def warn(message: str) -> None:
    click.secho(f"warning: {message}", fg="yellow", err=True)


def short(text: str, n: int = 70) -> str:
    text = " ".join(text.split())
    return text if len(text) <= n else text[: n - 1] + "…"


def print_table(title: str | None, columns: list[str], rows: list[list[str]]) -> None:
    """A rich table on stdout (rich is imported only when a person reads the output)."""
    from rich.console import Console
    from rich.table import Table

    table = Table(title=title, title_justify="left", box=None, pad_edge=False)
    for col in columns:
        table.add_column(col, overflow="fold")
    for row in rows:
        table.add_row(*row)
    Console(highlight=False, soft_wrap=False).print(table)


def bullet_rows(items: list[ScoredBullet]) -> list[list[str]]:
    return [
        [
            sb.bullet.id,
            f"{sb.score.effective:+.2f}",
            str(sb.bullet.maturity)
            + ("" if sb.bullet.state == "active" else f" ({sb.bullet.state})"),
            short(sb.bullet.content),
        ]
        for sb in items
    ]
