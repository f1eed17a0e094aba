"""The `kenning` click group, shared options and the error boundary.

Every module of this package that defines `register(group)` adds its commands.
Modules are imported lazily: `LAZY_COMMANDS` maps each top-level command to
its module, so `kenning audit` imports only the audit module. A command
missing from the map still works (every module is then imported to find it),
only slower. `kenning --help` lists the commands from `SHORT_HELP` without
importing any of them, and `--version` reads `kenning.daemon.__version__`:
both stay within a few times `python -c pass` (tests/test_startup.py keeps
both tables complete and true). This module imports click and nothing heavy
(config, store, orjson on first use). Command modules must import nothing
heavy at module level (fastembed, numpy, lsprotocol, pygls, pydantic): the
git hook path runs `kenning audit`, and a command the daemon answers
(cli/opcall.py) should cost little more than click itself.
"""

from __future__ import annotations

import importlib
import sys
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, NoReturn, TypeVar

import click

from kenning.daemon.core.errors import KenningError, UsageError

from .. import __version__

if TYPE_CHECKING:  # imported on first use: a command the daemon answers needs neither
    from kenning.daemon.core.config import LoadedConfig
    from kenning.daemon.ops.storage import Store

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
            from kenning.daemon.core.config import load_config

            self._config = load_config(flags=self.flags, lenient=self.lenient)
        return self._config

    @property
    def store(self) -> Store:
        if self._store is None:
            from kenning.daemon.ops.storage import open_store

            self._store = open_store(self.config.paths.db)
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
    import orjson

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
    "review": "review_cmds",
    "search": "search_cmds",
    "sessions": "ingest_cmds",
    "setup": "setup",
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


#: top-level command → its line in `kenning --help`, so the help needs no command
#: module (tests/test_startup.py keeps it equal to what the commands say)
SHORT_HELP: dict[str, str] = {
    "audit": "Check staged changes (or past sessions) against the playbook's rules.",
    "backup": "Back the database up now, with SQLite's online backup API.",
    "compact": "Shrink old sessions: drop their raw tool output, keep messages and diary.",
    "config": "Inspect the effective configuration.",
    "context": "Brief an agent before a task: the rules, pitfalls and history that matter.",
    "daemon": "Run the background daemon that watches your agents' sessions.",
    "diary": "Write and show the diary of one session: what it did, met, learned, ended with.",
    "doctor": (
        "Check the store, config, model and agent folders; say what is degraded and how to fix it."
    ),
    "embed": "Embed the messages and rules that have no vector yet (or whose text changed).",
    "export": "Write the playbook where agents read it.",
    "forget": "Retire a rule for good: it joins the toxic list and similar rules are refused.",
    "forget-session": ("Delete a session and everything derived from it, and say what went."),
    "hooks": "Install kenning's git hooks (the pre-commit audit, export refresh).",
    "ingest": "Import agent sessions now (the daemon does this continuously).",
    "init": "Create (or upgrade) the kenning store in KENNING_HOME.",
    "lsp": "Run kenning's language server on stdio (started by your editor).",
    "mark": "Tell kenning a rule helped (--helpful) or hurt (--harmful).",
    "mcp": (
        "Run kenning's MCP server (stdio by default) for Claude Code, Codex, Cursor, Gemini CLI."
    ),
    "models": "Manage the embedding model used for semantic search.",
    "playbook": "List, read, add, remove, export and import the rules of the playbook.",
    "reflect": "Turn new session diaries into rules, checked against evidence.",
    "restore": "Replace the database with a backup (default: the newest one).",
    "review": "Decide on proposals: the rules kenning learned once and does not trust yet.",
    "search": "Search the messages of past agent sessions.",
    "sessions": "List and read the agent sessions kenning has ingested.",
    "setup": (
        "Set kenning up on this machine: the store, the embedding model, the daemon, then the "
        "doctor."
    ),
    "similar": "The rules nearest in meaning to TEXT (to find duplicates before adding one).",
    "stale": "Live rules without feedback for more than --days days (oldest first).",
    "stats": "The playbook's health dashboard.",
    "status": "What kenning has ingested, per agent, and what it could not read.",
    "summaries": "Regenerate the summary.md of every session and the cross-session facts.",
    "team": "Share rules and their marks with a team, through a PostgreSQL server.",
    "tombstone": "Deprecated patterns: code that used to be right and must not come back.",
    "top": "The N best active rules by effective score (default 10).",
    "undo": "Revert the last COUNT playbook operations (default 1), newest first.",
    "validate": "Run the evidence gate on a proposed rule: accept, propose, or reject.",
    "watch": "Look for sessions that agents keep inside these project folders.",
    "why": "Where a rule came from and the arithmetic of its score.",
}


#: the commands that are not operations (daemon/ops/), and why; every other
#: command only parses, calls `opcall.run_op` and renders (tests/test_ops_surfaces.py
#: holds every command to one or the other)
NOT_OPERATIONS: dict[str, str] = {
    "config show": "the configuration as this process reads it (its environment, --set "
    "flags and folder) is the answer itself",
    "daemon install-service": "writes a systemd unit or launchd plist for the user's login",
    "daemon run": "is the daemon",
    "daemon start": "starts the daemon process",
    "daemon status": "asks the daemon process about itself (the socket's `status`)",
    "daemon stop": "stops the daemon process",
    "hooks install": "writes git hooks into the caller's repository; nothing in the store",
    "hooks status": "reads the caller's repository's git hooks; nothing in the store",
    "hooks uninstall": "removes git hooks from the caller's repository; nothing in the store",
    "init": "creates the home and the store, before anything could answer",
    "lsp": "the language server: a surface, its code actions run operations",
    "mcp": "the MCP server: a surface, its tools run operations",
    "mcp token": "the MCP server's bearer token, a credential file read or rotated here",
    "models install": "downloads and converts the model, with progress on stderr; no store",
    "restore": "replaces the database file itself, and refuses while a daemon runs",
}


def command_modules() -> list[str]:
    """Every module of this package (other than main) that may register commands."""
    import pkgutil

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
        # the names from the table: listing must not import every command module
        return sorted(set(LAZY_COMMANDS) | set(self.commands))

    def format_commands(self, ctx: click.Context, formatter: click.HelpFormatter) -> None:
        # while listing, an unloaded command is a stand-in carrying its SHORT_HELP
        # sentence, which click shortens exactly as it would the real help; one
        # without a line (a hidden command) is left out, its module not imported
        self.__dict__["_listing"] = True
        try:
            super().format_commands(ctx, formatter)
        finally:
            self.__dict__["_listing"] = False

    def get_command(self, ctx: click.Context, cmd_name: str) -> click.Command | None:
        if cmd_name not in self.commands:
            if self.__dict__.get("_listing"):  # a hidden command has no line: skip it
                text = SHORT_HELP.get(cmd_name)
                return None if text is None else click.Command(cmd_name, help=text)
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
# the version from the package itself: importlib.metadata costs ~15 ms of start-up
@click.version_option(__version__, prog_name="kenning")
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
      kenning setup                store, embedding model, daemon, then the doctor
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
