"""`kenning backup` and `kenning restore`: checked copies of the database."""

from __future__ import annotations

from pathlib import Path

import click

from .main import App, emit, json_option, pass_app


@click.command()
@click.option(
    "--to",
    "target",
    type=click.Path(dir_okay=False, path_type=Path),
    help="Write the backup here instead of KENNING_HOME/backups/.",
)
@click.option("--list", "list_only", is_flag=True, help="List the backups, newest first.")
@json_option
@pass_app
def backup(app: App, target: Path | None, list_only: bool) -> None:
    """Back the database up now, with SQLite's online backup API.

    Safe while the daemon runs. The copy is checked (PRAGMA quick_check)
    before it is kept; a damaged database is reported, never rotated in over
    good backups. The running daemon makes one a day by itself and keeps
    `backup.keep_days` days of them (default 7).

    \b
    Examples:
      kenning backup
      kenning backup --to ~/kenning-before-upgrade.db
      kenning backup --list --json
    """
    from .opcall import run_op

    paths = app.config.paths
    if list_only:
        data = run_op(app, "backup.list", {})

        def human() -> None:
            if not data["backups"]:
                click.echo(f"no backups in {paths.backups}; `kenning backup` makes one")
            for b in data["backups"]:
                click.echo(f"{b['path']}  {b['size'] // 1024} KB  {b['age']}")

        emit(app, data, human)
        return
    to = str(target.absolute()) if target is not None else None
    info = run_op(app, "backup", {"to": to})
    emit(app, info, f"backed up {paths.db} to {info['path']} ({info['size'] // 1024} KB)")


@click.command()
@click.argument("source", required=False, type=click.Path(dir_okay=False, path_type=Path))
@json_option
@pass_app
def restore(app: App, source: Path | None) -> None:
    """Replace the database with a backup (default: the newest one).

    The backup is checked first and refused if it is damaged. The current
    file is kept aside beside it (kenning.db.<time>.replaced), never deleted.
    Stop the daemon first; start it again afterwards.

    \b
    Examples:
      kenning daemon stop && kenning restore && kenning daemon start
      kenning restore PATH     (a backup listed by `kenning backup --list`)
    """
    from kenning.daemon.core.pidfile import running_pid
    from kenning.daemon.ops.storage import restore_store

    paths = app.config.paths
    result = restore_store(paths.db, source, daemon_pid=running_pid(paths.pidfile))

    def human() -> None:
        click.echo(f"restored {paths.db} from {result.restored_from}")
        if result.kept_aside:
            click.echo(f"the previous file is kept at {result.kept_aside}")

    emit(app, result.to_json(), human)


def register(group: click.Group) -> None:
    group.add_command(backup)
    group.add_command(restore)
