"""JSON shapes and human renderings shared by the playbook commands.

The JSON shapes are documented in docs/cli-json.md; change them only by adding keys.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import click

from ..ops.shapes import event_json, score_json, scored_rule_json
from .main import App

if TYPE_CHECKING:
    from kenning.daemon.playbook.book import Playbook, ScoredRule

__all__ = [
    "event_json",
    "json_rows",
    "load_playbook",
    "print_table",
    "rule_rows",
    "score_json",
    "scored_rule_json",
    "short",
    "warn",
]


def load_playbook(app: App, *, include_retired: bool = False) -> Playbook:
    """The merged playbook for this invocation; a skipped repo file is warned about."""
    from kenning.daemon.ops.playbooks import load_playbook as load

    loaded = app.config
    playbook = load(
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


def rule_rows(items: list[ScoredRule]) -> list[list[str]]:
    return [
        [
            sb.rule.id,
            f"{sb.score.effective:+.2f}",
            str(sb.rule.state),
            str(sb.rule.maturity),
            short(sb.rule.content),
        ]
        for sb in items
    ]


def json_rows(rules: list[dict[str, Any]]) -> list[list[str]]:
    """`rule_rows` from the JSON shape of rules (what an operation returns)."""
    return [
        [
            b["id"],
            f"{b['score']['effective']:+.2f}",
            str(b["state"]),
            str(b["maturity"]),
            short(b["content"]),
        ]
        for b in rules
    ]
