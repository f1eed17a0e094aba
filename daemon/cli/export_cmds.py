"""`kenning export`: the playbook as AGENTS.md / CLAUDE.md sections and other files."""

from __future__ import annotations

import os
import sys
from pathlib import Path
from typing import Any

import click

from .main import App, emit, json_option, pass_app

_TARGETS = {"agents-md": "AGENTS.md", "claude-md": "CLAUDE.md"}


def _export(app: App, target: str, output: Path | None, top: int, check: bool) -> None:
    """Run the `export` operation and report it; exit 1 when `--check` finds the file stale."""
    from .opcall import cwd, run_op

    params = {
        "target": target,
        "output": os.path.abspath(output) if output is not None else None,
        "top": top,
        "check": check,
        "cwd": cwd(),
    }
    data = run_op(app, "export", params)
    path = data["path"]
    if check and data["changed"]:
        msg = f"{path}: stale; run `kenning export {target}` to update it"
    elif check:
        msg = f"{path}: up to date"
    elif data["changed"]:
        msg = f"wrote {path} ({data['rules']} rules, {data['pitfalls']} pitfalls)"
    else:
        msg = f"{path}: unchanged"
    emit(app, data, msg)
    if check and data["changed"]:
        sys.exit(1)


_top = click.option(
    "--top",
    type=click.IntRange(1, 500),
    default=50,
    show_default=True,
    help="At most this many rules (and as many pitfalls).",
)
_check = click.option(
    "--check",
    is_flag=True,
    help="Write nothing; exit 1 if the file is stale (for CI and pre-commit).",
)
_output = click.option(
    "--output",
    "-o",
    type=click.Path(path_type=Path),
    help="The file to write (default: in the repository root).",
)


@click.group()
def export() -> None:
    """Write the playbook where agents read it.

    \b
    kenning export agents-md      managed section of AGENTS.md
    kenning export claude-md      managed section of CLAUDE.md
    kenning export cursor-rules   .cursor/rules/kenning.mdc
    kenning export memory-md      the global MEMORY.md
    kenning export refresh        re-export every file that has a section

    Only the text between the kenning markers is ever rewritten; output is
    deterministic, so re-running with nothing new changes no byte. A
    section holds active rules only (never a proposal), short, grouped by
    topic, once each; AGENTS.md has no rule ids and no kenning command, and
    CLAUDE.md / the Cursor rules get them only when the repository's
    .mcp.json (.cursor/mcp.json) starts kenning's MCP server ("reader" in
    the JSON: anyone, mcp or cli; docs/playbook.md, "Exports").
    """


def _section_command(kind: str) -> click.Command:
    filename = _TARGETS[kind]

    @click.command(
        kind,
        help=f"Write the kenning section of {filename} (text outside the "
        "markers is never touched).\n\nExample: kenning export "
        f"{kind} --check",
    )
    @_output
    @_top
    @_check
    @json_option
    @pass_app
    def cmd(app: App, output: Path | None, top: int, check: bool) -> None:
        _export(app, kind, output, top, check)

    return cmd


@export.command("cursor-rules")
@_output
@_top
@_check
@json_option
@pass_app
def cursor_rules(app: App, output: Path | None, top: int, check: bool) -> None:
    """Write .cursor/rules/kenning.mdc (an always-applied Cursor rule)."""
    _export(app, "cursor-rules", output, top, check)


@export.command("memory-md")
@_output
@_top
@_check
@json_option
@pass_app
def memory_md(app: App, output: Path | None, top: int, check: bool) -> None:
    """Write the global MEMORY.md (default: KENNING_HOME/MEMORY.md), capped at 200 lines/25 KB."""
    _export(app, "memory-md", output, top, check)


@export.command("refresh")
@click.option("--quiet", "-q", is_flag=True, help="Print nothing unless a file changed.")
@json_option
@pass_app
def refresh(app: App, quiet: bool) -> None:
    """Re-export every AGENTS.md / CLAUDE.md of this repository that has a kenning section.

    This is what the post-commit and post-merge hooks run. It never fails a
    git operation: problems are printed and it exits 0.

    JSON: {"files": [{"path", "changed", "stale", "written", "rules", "pitfalls",
    "left_out"}], "errors": [{"path", "error"}]}.
    """
    from .opcall import cwd, run_op

    data: dict[str, Any] = {"files": [], "errors": []}
    try:
        data = run_op(app, "export.refresh", {"cwd": cwd()})
    except Exception as exc:  # a hook must not break the user's commit or pull
        click.echo(f"kenning export refresh: {exc}", err=True)
    for failed in data["errors"]:
        click.echo(f"kenning export refresh: {failed['path']}: {failed['error']}", err=True)
    results = data["files"]
    changed = [r for r in results if r["changed"]]
    if app.json:
        emit(app, data)
    elif changed or not quiet:
        for r in results:
            click.echo(f"{r['path']}: {'updated' if r['changed'] else 'unchanged'}")
        if not results and not quiet:
            click.echo("no AGENTS.md or CLAUDE.md with a kenning section here")


for _kind in _TARGETS:
    export.add_command(_section_command(_kind))


def register(group: click.Group) -> None:
    group.add_command(export)
