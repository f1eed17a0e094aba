"""`kenning playbook export|import`: the playbook as YAML, in and out.

Registered on the `playbook` group by playbook_cmds (no `register` here).
"""

from __future__ import annotations

import sys
from pathlib import Path

import click

from .main import App, emit, json_option, pass_app
from .opcall import cwd, run_op

__all__ = ["export_cmd", "import_cmd"]


@click.command("export")
@click.option("--output", "-o", type=click.Path(dir_okay=False, path_type=Path))
@click.option("--all", "include_retired", is_flag=True, help="Include retired rules.")
@json_option
@pass_app
def export_cmd(app: App, output: Path | None, include_retired: bool) -> None:
    """Export the global playbook as YAML (the .kenning/playbook.yaml format).

    Without --output the YAML goes to stdout. Feedback events are not
    exported (they are personal); `kenning playbook import` reads the file back.

    JSON: {"count", "path"} with --output, else {"count", "yaml"}.
    """
    target = str(output.absolute()) if output is not None else None
    data = run_op(app, "playbook.export", {"output": target, "include_retired": include_retired})
    if output is not None:
        emit(app, data, f"exported {data['count']} rules to {output}")
    else:
        emit(app, data, lambda: click.echo(data["yaml"], nl=False))


@click.command("import")
@click.argument("file", type=click.Path(exists=True, dir_okay=False, path_type=Path))
@click.option("--repo", "to_repo", is_flag=True, help="Add the rules to .kenning/playbook.yaml.")
@click.option("--dry-run", is_flag=True, help="Show what would be imported; change nothing.")
@json_option
@pass_app
def import_cmd(app: App, file: Path, to_repo: bool, dry_run: bool) -> None:
    """Import a kenning or cass-memory playbook.yaml (camelCase or snake_case keys).

    Rules keep their ids, maturity and feedback events; a rule whose id or
    text already exists is skipped. cass-memory's deprecated patterns become
    tombstones; fields kenning has no place for are counted under "dropped".
    A large file is read a rule at a time and written 1,000 rules per
    transaction, with a progress bar on a terminal; an invalid rule stops
    the import and undoes what it wrote. One `kenning undo` reverts a
    database import.

    JSON: {"format", "dry_run", "added", "skipped_existing", "skipped_duplicate",
    "events", "tombstones", "dropped"}.
    """
    params = {"file": str(file.resolve()), "to_repo": to_repo, "dry_run": dry_run, "cwd": cwd()}
    if app.json or not sys.stderr.isatty():
        data = run_op(app, "playbook.import", params)
    else:
        from rich.console import Console
        from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn

        with Progress(
            TextColumn("importing"),
            BarColumn(),
            MofNCompleteColumn(),
            console=Console(stderr=True),
            transient=True,
        ) as bar:
            task = bar.add_task("import", total=None)

            def advance(done: int, total: int | None, _file: Path) -> None:
                bar.update(task, completed=done, total=total)

            data = run_op(app, "playbook.import", params, progress=advance)
    fmt, dropped = data["format"], data["dropped"]

    def human() -> None:
        verb = "would import" if dry_run else "imported"
        where = " into .kenning/playbook.yaml" if to_repo else ""
        click.echo(
            f"{verb} {len(data['added'])} rules{where} ({fmt} format), {data['events']} events, "
            f"{data['tombstones']} tombstones"
        )
        skipped = len(data["skipped_existing"]) + len(data["skipped_duplicate"])
        if skipped:
            click.echo(f"skipped {skipped} already present (same id or same text)")
        if dropped:
            click.echo(
                "dropped fields: " + ", ".join(f"{k} ×{v}" for k, v in sorted(dropped.items()))
            )

    emit(app, data, human)
