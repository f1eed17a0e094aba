"""The CLI reference (docs/cli.md), generated from the commands' own --help.

    python -m kenning.daemon.cli.clidoc > docs/cli.md

tests/test_cli.py fails when docs/cli.md is out of date, so the reference can
never drift from the code.
"""

from __future__ import annotations

from collections.abc import Iterator

import click

from kenning.daemon.cli.main import cli

HEADER = """# kenning CLI reference

Generated from `--help` by `python -m kenning.daemon.cli.clidoc > docs/cli.md`;
do not edit by hand. Every command an agent may call takes `--json`; see
docs/cli-json.md for the JSON shapes.
"""


def walk(
    command: click.Command, path: tuple[str, ...] = ()
) -> Iterator[tuple[tuple[str, ...], click.Command]]:
    """Every command and subcommand, depth first, in name order."""
    yield path, command
    if isinstance(command, click.Group):
        ctx = click.Context(command, info_name=" ".join(("kenning", *path)))
        for name in command.list_commands(ctx):
            sub = command.get_command(ctx, name)
            if sub is not None and not sub.hidden:
                yield from walk(sub, (*path, name))


def help_text(path: tuple[str, ...], command: click.Command) -> str:
    ctx = click.Context(
        command, info_name=" ".join(("kenning", *path)), terminal_width=100, max_content_width=100
    )
    return command.get_help(ctx)


def render() -> str:
    parts = [HEADER]
    for path, command in walk(cli):
        title = " ".join(("kenning", *path))
        parts.append(f"\n## `{title}`\n\n```text\n{help_text(path, command)}\n```\n")
    return "".join(parts)


if __name__ == "__main__":
    click.echo(render(), nl=False)
