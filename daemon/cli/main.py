"""The `kenning` click group, shared options and the error boundary.

Every module of this package that defines `register(group)` adds its commands.
Modules are imported lazily: `LAZY_COMMANDS` maps each top-level command to
its module, so `kenning audit` imports only the audit module. A command
missing from the map still works (every module is then imported to find it),
only slower; tests/test_cli.py keeps the map complete. Command
modules must import nothing heavy at module level (fastembed, numpy, lsprotocol, pygls): the git
hook path runs `kenning audit` and every import costs start-up time.
"""

from __future__ import annotations

import importlib
import pkgutil
import sys
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Any, NoReturn, TypeVar

import click
import orjson

from ..config import LoadedConfig, load_config
from ..errors import KenningError, UsageError
from ..store import Store

F = TypeVar("F", bound=Callable[..., Any])


@dataclass
class App:
    """Per-invocation state shared by commands: config and store, opened lazily."""

    flags: dict[str, Any] = field(default_factory=dict)
    json: bool = False
    #: load the config with `lenient=True` (the git hook: a bad file warns, never fails)
    lenient: bool = False
    _config: LoadedConfig | None = None
    _store: Store | None = None

    @property
    def config(self) -> LoadedConfig:
        if self._config is None:
            self._config = load_config(flags=self.flags, lenient=self.lenient)
        return self._config

    @property
    def store(self) -> Store:
        if self._store is None:
            self._store = Store.open(self.config.paths.db)
        return self._store

    def close(self) -> None:
        if self._store is not None:
            self._store.close()
            self._store = None


pass_app = click.make_pass_decorator(App)


def json_option(func: F) -> F:
    """Add `--json`: print one JSON document on stdout (errors as `{"error": ...}`)."""

    def _set(ctx: click.Context, _param: click.Parameter, value: bool) -> bool:
        if value:
            ctx.ensure_object(App).json = True
        return value

    return click.option(
        "--json",
        "as_json",
        is_flag=True,
        expose_value=False,
        callback=_set,
        is_eager=True,
        help='Print JSON for tools and agents (errors too, as {"error": ...}).',
    )(func)


def dump_json(data: Any) -> str:
    return orjson.dumps(
        data, option=orjson.OPT_INDENT_2 | orjson.OPT_SORT_KEYS | orjson.OPT_NON_STR_KEYS
    ).decode()


def emit(app: App, data: Any, human: Callable[[], None] | str | None = None) -> None:
    """Print `data` as JSON under `--json`, else the human rendering."""
    if app.json:
        click.echo(dump_json(data))
    elif callable(human):
        human()
    elif human is not None:
        click.echo(human)


def fail(app: App, error: KenningError, code: int = 1) -> NoReturn:
    """Report an error the way the caller asked for and exit non-zero."""
    if app.json:
        click.echo(dump_json({"error": error.to_json()}))
    else:
        click.secho(f"Error: {error.message}", fg="red", err=True)
        if error.fix:
            click.echo(f"Fix: {error.fix}", err=True)
    sys.exit(code)


@contextmanager
def errors_handled(app: App) -> Iterator[None]:
    try:
        yield
    except KenningError as exc:
        fail(app, exc)


#: top-level command → the module of daemon/cli that registers it
LAZY_COMMANDS: dict[str, str] = {
    "audit": "audit_cmds",
    "backup": "backup_cmds",
    "compact": "learning_cmds",
    "config": "setup",
    "context": "context_cmds",
    "daemon": "daemon_cmds",
    "diary": "learning_cmds",
    "doctor": "setup",
    "embed": "search_cmds",
    "export": "export_cmds",
    "forget": "feedback_cmds",
    "forget-session": "ingest_cmds",
    "hooks": "audit_cmds",
    "ingest": "ingest_cmds",
    "init": "setup",
    "lsp": "lsp_cmd",
    "mark": "feedback_cmds",
    "mcp": "mcp_cmd",
    "models": "models_cmds",
    "playbook": "playbook_cmds",
    "reflect": "learning_cmds",
    "restore": "backup_cmds",
    "search": "search_cmds",
    "sessions": "ingest_cmds",
    "similar": "context_cmds",
    "stale": "stats_cmds",
    "stats": "stats_cmds",
    "status": "ingest_cmds",
    "summaries": "learning_cmds",
    "team": "team_cmds",
    "tombstone": "feedback_cmds",
    "top": "stats_cmds",
    "undo": "feedback_cmds",
    "validate": "learning_cmds",
    "watch": "ingest_cmds",
    "why": "stats_cmds",
}


def command_modules() -> list[str]:
    """Every module of this package (other than main) that may register commands."""
    package = importlib.import_module(__package__ or "kenning.daemon.cli")
    names = sorted(info.name for info in pkgutil.iter_modules(package.__path__))
    return [name for name in names if name != "main"]


class KenningGroup(click.Group):
    """Lazily loaded commands; typed errors become clean messages (or JSON) and exit 1."""

    _loaded: set[str]

    def _load(self, module_name: str) -> None:
        loaded = self.__dict__.setdefault("_loaded", set())
        if module_name in loaded:
            return
        loaded.add(module_name)
        module = importlib.import_module(f"{__package__}.{module_name}")
        register = getattr(module, "register", None)
        if callable(register):
            register(self)

    def load_all(self) -> None:
        for name in command_modules():
            self._load(name)

    def list_commands(self, ctx: click.Context) -> list[str]:
        self.load_all()
        return super().list_commands(ctx)

    def get_command(self, ctx: click.Context, cmd_name: str) -> click.Command | None:
        if cmd_name not in self.commands:
            module = LAZY_COMMANDS.get(cmd_name)
            if module is not None:
                self._load(module)
            if cmd_name not in self.commands:
                self.load_all()
        return super().get_command(ctx, cmd_name)

    def invoke(self, ctx: click.Context) -> Any:
        app = ctx.ensure_object(App)
        try:
            return super().invoke(ctx)
        except KenningError as exc:
            fail(app, exc)
        finally:
            app.close()


def _parse_set(
    _ctx: click.Context, _param: click.Parameter, values: tuple[str, ...]
) -> dict[str, str]:
    flags: dict[str, str] = {}
    for item in values:
        key, sep, value = item.partition("=")
        if not sep or not key:
            raise click.BadParameter(f"{item!r} is not KEY=VALUE (e.g. scoring.half_life_days=30)")
        flags[key.strip()] = value.strip()
    return flags


@click.group(cls=KenningGroup, context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(package_name="kenning", prog_name="kenning")
@click.option(
    "--set",
    "flags",
    multiple=True,
    callback=_parse_set,
    metavar="KEY=VALUE",
    help="Override a setting for this run (highest in the cascade), e.g. "
    "--set scoring.half_life_days=30. Repeatable.",
)
@click.pass_context
def cli(ctx: click.Context, flags: dict[str, str]) -> None:
    """kenning: a local, always-on memory for coding agents.

    It ingests your agents' sessions, distils them into a playbook of rules
    that earn trust through feedback, and puts those rules where you work.
    State lives in KENNING_HOME (default: your user data folder).

    \b
    Start here:
      kenning init                 create the store
      kenning doctor               what works, what is degraded, how to fix it
      kenning playbook add "..."   record a rule
      kenning mark ID --helpful    tell kenning a rule helped
    """
    ctx.ensure_object(App).flags = flags


def main() -> None:
    """Console-script entry point."""
    try:
        cli.main(prog_name="kenning", standalone_mode=True)
    except UsageError as exc:  # pragma: no cover - raised outside a command
        click.echo(f"Error: {exc}", err=True)
        sys.exit(2)
