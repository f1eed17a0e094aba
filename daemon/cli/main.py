"""The `kenning` click group, shared options and the error boundary.

Every module of this package that defines `register(group)` adds its commands
(found with pkgutil, so a new command module needs no edit here). Command
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
    _config: LoadedConfig | None = None
    _store: Store | None = None

    @property
    def config(self) -> LoadedConfig:
        if self._config is None:
            self._config = load_config(flags=self.flags)
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


class KenningGroup(click.Group):
    """A group that turns typed errors into clean messages (or JSON) and exit 1."""

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


def _register_all(group: click.Group) -> None:
    package = importlib.import_module(__package__ or "kenning.daemon.cli")
    for info in sorted(pkgutil.iter_modules(package.__path__), key=lambda i: i.name):
        if info.name == "main":
            continue
        module = importlib.import_module(f"{package.__name__}.{info.name}")
        register = getattr(module, "register", None)
        if callable(register):
            register(group)


_register_all(cli)


def main() -> None:
    """Console-script entry point."""
    try:
        cli.main(prog_name="kenning", standalone_mode=True)
    except UsageError as exc:  # pragma: no cover - raised outside a command
        click.echo(f"Error: {exc}", err=True)
        sys.exit(2)
