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
    """One line of at most `n` characters, Markdown stripped first (no half `**`)."""
    from kenning.daemon.core.terminal import plain

    text = " ".join(plain(text).split())
    return text if len(text) <= n else text[: n - 1] + "…"


#: columns copied whole (ids) or read at a glance: never wrapped
WHOLE_COLUMNS = frozenset({"id", "rule id", "when", "msgs", "score", "state", "maturity"})
#: the fewest columns a folded column gets before the table turns into records
MIN_FOLDED = 16


def print_table(
    title: str | None,
    columns: list[str],
    rows: list[list[str]],
    *,
    whole: frozenset[str] = WHOLE_COLUMNS,
) -> None:
    """A table on stdout at the terminal's width: ids never wrap, the long text folds.

    When the whole columns leave too little room for the others, each row
    becomes a record: its whole columns on one line, the rest folded below it.
    Cells are text, never rich markup (a `[WIP]` title stays as written).
    """
    from rich.console import Console
    from rich.table import Table
    from rich.text import Text

    from kenning.daemon.core.terminal import fold, plain, width

    cols = width()
    console = Console(highlight=False, soft_wrap=False, width=cols)
    keep = [i for i, c in enumerate(columns) if c in whole]
    rest = [i for i in range(len(columns)) if i not in keep]
    sizes = {i: max([len(columns[i]), *(len(r[i]) for r in rows)]) for i in keep}
    needed = sum(sizes.values()) + 2 * (len(columns) - 1) + MIN_FOLDED * len(rest)
    if needed <= cols or not rest or not keep:
        table = Table(title=title, title_justify="left", box=None, pad_edge=False)
        for i, col in enumerate(columns):
            if i in sizes:
                table.add_column(col, no_wrap=True, min_width=sizes[i])
            else:
                table.add_column(col, overflow="fold")
        for row in rows:
            table.add_row(*(Text(plain(cell)) for cell in row))
        console.print(table)
        return
    # records: the whole columns aligned on the first line, the rest folded under it
    if title:
        console.print(Text(title))

    def head(cells: list[str]) -> str:
        return "  ".join(cells[i].ljust(sizes[i]) for i in keep).rstrip()

    click.echo(head(columns))
    click.echo("  " + " · ".join(columns[i] for i in rest))
    for row in rows:
        click.echo(head(row))
        text = " · ".join(plain(row[i]) for i in rest if row[i])
        for line in fold(text, cols - 1, indent="  "):
            click.echo(line)


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
