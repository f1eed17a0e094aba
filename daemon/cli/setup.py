"""Set-up commands: `init`, `doctor`, `config show`."""

from __future__ import annotations

import click

from .main import App, emit, json_option, pass_app

_MARK = {"ok": ("ok", "green"), "degraded": ("degraded", "yellow"), "broken": ("BROKEN", "red")}


@click.command()
@json_option
@pass_app
def init(app: App) -> None:
    """Create (or upgrade) the kenning store in KENNING_HOME.

    Safe to run again: an existing database is migrated in place, nothing is lost.
    """
    from kenning.daemon.core.private import secure_home
    from kenning.daemon.ops.storage import prepare_store

    loaded = app.config

    secure_home(loaded.paths.home)
    applied = prepare_store(loaded.paths.db)
    data = {"home": str(loaded.paths.home), "db": str(loaded.paths.db), "migrations": applied}
    emit(app, data, f"kenning store ready: {loaded.paths.db} ({len(applied)} migrations)")


@click.command()
@json_option
@pass_app
def doctor(app: App) -> None:
    """Check the store, config, model and agent folders; say what is degraded and how to fix it.

    Exits 1 when something is broken (degraded alone exits 0).
    """
    from .opcall import cwd, run_op

    data = run_op(app, "doctor", {"cwd": cwd()})

    def human() -> None:
        for c in data["checks"]:
            label, colour = _MARK[c["status"]]
            click.echo(f"{click.style(f'{label:>8}', fg=colour)}  {c['name']}: {c['detail']}")
            if c["fix"]:
                click.echo(f"{'':>10}fix: {c['fix']}")

    emit(app, data, human)
    if not data["ok"]:
        raise SystemExit(1)


@click.group()
def config() -> None:
    """Inspect the effective configuration."""


@config.command("show")
@json_option
@pass_app
def config_show(app: App) -> None:
    """Print every setting, its value and where it came from.

    Sources, lowest to highest: default, the global file, the repo's
    .kenning/config.toml, KENNING_* environment variables, --set flags.
    """
    from kenning.daemon.core.config import effective_items

    loaded = app.config
    items = effective_items(loaded)
    data = {
        "home": str(loaded.paths.home),
        "config_file": str(loaded.paths.config_file),
        "repo_root": str(loaded.repo_root) if loaded.repo_root else None,
        "settings": {k: {"value": v, "source": s} for k, v, s in items},
    }

    def human() -> None:
        click.echo(f"# home: {loaded.paths.home}")
        click.echo(f"# global file: {loaded.paths.config_file}")
        for key, value, source in items:
            click.echo(f"{key} = {value!r}  ({source})")

    emit(app, data, human)


def register(group: click.Group) -> None:
    group.add_command(init)
    group.add_command(doctor)
    group.add_command(config)
