"""`kenning export`: the playbook as AGENTS.md / CLAUDE.md sections and other files."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

import click

from ..errors import UsageError
from .main import App, emit, json_option, pass_app

_TARGETS = {"agents-md": "AGENTS.md", "claude-md": "CLAUDE.md"}


def _playbook(app: App) -> Any:
    from ..playbook import Playbook

    return Playbook.load(app.store, app.config.settings, app.config.repo_root)


def _sanitizer(app: App) -> Any:
    from ..sanitize import Sanitizer

    return Sanitizer.from_config(app.config.settings.sanitize)


def _result_json(result: Any, check: bool) -> dict[str, Any]:
    return {
        "path": str(result.path),
        "changed": result.changed,
        "stale": result.changed if check else False,
        "written": result.changed and not check,
        "rules": result.rules,
        "pitfalls": result.pitfalls,
        "left_out": result.truncated,
    }


def _report(app: App, result: Any, check: bool, command: str) -> None:
    data = _result_json(result, check)
    if check and result.changed:
        msg = f"{result.path}: stale; run `kenning export {command}` to update it"
    elif check:
        msg = f"{result.path}: up to date"
    elif result.changed:
        msg = f"wrote {result.path} ({result.rules} rules, {result.pitfalls} pitfalls)"
    else:
        msg = f"{result.path}: unchanged"
    emit(app, data, msg)
    if check and result.changed:
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
    deterministic, so re-running with nothing new changes no byte.
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
        from ..export import export_section

        root = app.config.repo_root
        if output is None and root is None:
            raise UsageError(
                f"not in a repository: where should {filename} go?",
                fix=f"run it inside a git repository, or pass --output {filename}",
            )
        target = output or (root / filename if root else Path(filename))
        result = export_section(
            _playbook(app), target, root, top=top, sanitize=_sanitizer(app), check=check
        )
        _report(app, result, check, kind)

    return cmd


@export.command("cursor-rules")
@_output
@_top
@_check
@json_option
@pass_app
def cursor_rules(app: App, output: Path | None, top: int, check: bool) -> None:
    """Write .cursor/rules/kenning.mdc (an always-applied Cursor rule)."""
    from ..export import export_cursor_rules

    root = app.config.repo_root
    if output is None and root is None:
        raise UsageError("not in a repository", fix="pass --output .cursor/rules/kenning.mdc")
    target = output or (root / ".cursor" / "rules" / "kenning.mdc" if root else Path("x"))
    result = export_cursor_rules(
        _playbook(app), target, root, top=top, sanitize=_sanitizer(app), check=check
    )
    _report(app, result, check, "cursor-rules")


@export.command("memory-md")
@_output
@_top
@_check
@json_option
@pass_app
def memory_md(app: App, output: Path | None, top: int, check: bool) -> None:
    """Write the global MEMORY.md (default: KENNING_HOME/MEMORY.md), capped at 200 lines/25 KB."""
    from ..export import export_memory

    target = output or app.config.paths.home / "MEMORY.md"
    from ..summaries import fact_lines

    facts = fact_lines(app.store)
    result = export_memory(
        _playbook(app), target, top=top, sanitize=_sanitizer(app), check=check, facts=facts
    )
    if target.parent == app.config.paths.home:
        from ..private import private_file

        private_file(target)  # the home's files are 0600
    _report(app, result, check, "memory-md")


@export.command("refresh")
@click.option("--quiet", "-q", is_flag=True, help="Print nothing unless a file changed.")
@json_option
@pass_app
def refresh(app: App, quiet: bool) -> None:
    """Re-export every AGENTS.md / CLAUDE.md of this repository that has a kenning section.

    This is what the post-commit and post-merge hooks run. It never fails a
    git operation: problems are printed and it exits 0.
    """
    from ..export import export_section, managed_files

    root = app.config.repo_root
    results: list[dict[str, Any]] = []
    try:
        if root is not None:
            playbook, sanitizer = _playbook(app), _sanitizer(app)
            for path in managed_files(root):
                result = export_section(playbook, path, root, sanitize=sanitizer)
                results.append(_result_json(result, False))
    except Exception as exc:  # a hook must not break the user's commit or pull
        click.echo(f"kenning export refresh: {exc}", err=True)
    changed = [r for r in results if r["changed"]]
    if app.json:
        emit(app, {"files": results})
    elif changed or not quiet:
        for r in results:
            click.echo(f"{r['path']}: {'updated' if r['changed'] else 'unchanged'}")
        if not results and not quiet:
            click.echo("no AGENTS.md or CLAUDE.md with a kenning section here")


for _kind in _TARGETS:
    export.add_command(_section_command(_kind))


def register(group: click.Group) -> None:
    group.add_command(export)
