"""`kenning audit` and `kenning hooks`: the playbook at commit time."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

import click

from kenning.daemon.core.errors import KenningError, UsageError

from .main import App, dump_json, emit, json_option, pass_app


def _show_staged(app: App, result: dict[str, Any], hook: bool) -> int:
    """Print an `audit.staged` answer as the hook's fast client does; the exit code."""
    if app.json:
        click.echo(dump_json(result["report"]))
    elif result["findings"] or result["notes"] or not hook:
        for note in result["notes"]:
            click.echo(f"kenning audit: {note}", err=True)
        click.echo(result["text"], err=hook)
    return int(result["code"])


def _show_sessions(data: dict[str, Any]) -> None:
    for v in data["violations"]:
        click.echo(
            f"{v['session_id']} #{v['message_idx']} ({v['agent']}, {v['created_at'] or '?'})"
        )
        click.echo(f"  [{v['rule_id']}] {v['rule']}")
        click.echo(f"  {v['excerpt']}")
    checked = data["checked"]
    click.echo(
        f"{len(data['violations'])} violations in {checked['sessions']} sessions "
        f"({checked['messages']} agent messages, last {data['days']} days, "
        f"{checked['rules']} checkable rules)"
    )


@click.command()
@click.option("--staged", is_flag=True, help="Audit what `git commit` will add (the index).")
@click.option("--sessions", is_flag=True, help="Find past sessions that went against a rule.")
@click.option(
    "--days",
    type=click.IntRange(min=1),
    default=30,
    show_default=True,
    help="With --sessions: how far back to look.",
)
@click.option("--hook", is_flag=True, hidden=True, help="Called from the git hook.")
@json_option
@pass_app
def audit_cmd(app: App, staged: bool, sessions: bool, days: int, hook: bool) -> None:
    """Check staged changes (or past sessions) against the playbook's rules.

    \b
    With --staged, the added lines of the staged diff are checked for:
      secrets        (always; they block by default)
      rule checks    rules with --verify-regex (pinned/proven anti-patterns block),
                     and what an active rule rules out ("use uv, not pip":
                     `pip install x`; warns unless the rule is pinned)
      tombstones     deprecated patterns, with their replacement
    Silence a finding on one line with a `kenning: ignore[ID]` comment, in a
    whole file with `kenning: ignore-file[ID]`, once with KENNING_SKIP=ID.
    Exit 1 only when a finding blocks; an internal error prints and exits 0
    (a broken kenning never blocks your commit).

    \b
    Examples:
      kenning audit --staged
      kenning audit --staged --json
      kenning audit --sessions --days 7
    """
    if staged == sessions:
        raise UsageError(
            "say what to audit: --staged or --sessions",
            fix="kenning audit --staged  (or: kenning audit --sessions --days 7)",
        )
    from .opcall import cwd, run_op

    if sessions:
        data = run_op(app, "audit.sessions", {"days": days, "cwd": cwd()})
        emit(app, data, lambda: _show_sessions(data))
        return
    try:
        app.lenient = True  # a typo in a config file must not turn off secret blocking
        # env {}: this process's own environment (a local operation: the hook's
        # client asked the daemon before this command ran)
        code = _show_staged(app, run_op(app, "audit.staged", {"cwd": cwd(), "env": {}}), hook)
    except Exception as exc:  # fail open: only a deliberate verdict blocks a commit
        message = exc.message if isinstance(exc, KenningError) else repr(exc)
        if app.json:
            click.echo(dump_json({"verdict": "error", "error": message, "findings": []}))
        click.echo(f"kenning audit: internal error, commit allowed: {message}", err=True)
        code = 0
    sys.exit(code)


@click.group()
def hooks() -> None:
    """Install kenning's git hooks (the pre-commit audit, export refresh).

    Hooks go where git looks for them: core.hooksPath if set, the common
    hooks folder in a worktree. An existing hook is chained, never replaced,
    and restored by `uninstall`. With husky 9 (which rewrites .husky/_/ at
    every `npm install`), kenning adds a marked block at the top of
    .husky/<hook> instead; it runs .git/kenning/<hook> when that exists, so
    teammates without kenning skip it. `uninstall` removes just the block.
    """


def _which(
    pre_commit: bool, post_commit: bool, post_merge: bool, default: tuple[str, ...]
) -> tuple[str, ...]:
    chosen = tuple(
        name
        for name, on in (
            ("pre-commit", pre_commit),
            ("post-commit", post_commit),
            ("post-merge", post_merge),
        )
        if on
    )
    return chosen or default


_hook_flags = [
    click.option("--pre-commit", "pre_commit", is_flag=True, help="The staged-diff audit."),
    click.option(
        "--post-commit",
        "post_commit",
        is_flag=True,
        help="Refresh the AGENTS.md/CLAUDE.md section after each commit.",
    ),
    click.option(
        "--post-merge",
        "post_merge",
        is_flag=True,
        help="Refresh the AGENTS.md/CLAUDE.md section after each merge or pull.",
    ),
]


def _with_hook_flags(fn: Any) -> Any:
    for flag in reversed(_hook_flags):
        fn = flag(fn)
    return fn


def _show(app: App, states: list[Any]) -> None:
    from dataclasses import asdict

    def human() -> None:
        for s in states:
            state = "installed" if s.installed else ("foreign hook" if s.foreign else "absent")
            extra = f" (runs {s.chained} first)" if s.chained else ""
            click.echo(f"{s.name:<12} {state}{extra}  {s.path}")

    emit(app, {"hooks": [asdict(s) for s in states]}, human)


@hooks.command("install")
@_with_hook_flags
@json_option
@pass_app
def hooks_install(app: App, pre_commit: bool, post_commit: bool, post_merge: bool) -> None:
    """Install hooks in this repository (default: --pre-commit). Safe to re-run."""
    from kenning.daemon.core.git import repo_toplevel
    from kenning.hooks.install import install

    repo = repo_toplevel(Path.cwd())
    _show(app, install(repo, _which(pre_commit, post_commit, post_merge, ("pre-commit",))))


@hooks.command("uninstall")
@_with_hook_flags
@json_option
@pass_app
def hooks_uninstall(app: App, pre_commit: bool, post_commit: bool, post_merge: bool) -> None:
    """Remove kenning's hooks (default: all) and restore the hooks they chained."""
    from kenning.daemon.core.git import repo_toplevel
    from kenning.hooks.install import HOOKS, uninstall

    repo = repo_toplevel(Path.cwd())
    _show(app, uninstall(repo, _which(pre_commit, post_commit, post_merge, HOOKS)))


@hooks.command("status")
@json_option
@pass_app
def hooks_status(app: App) -> None:
    """Which kenning hooks are installed here, and what they chain."""
    from kenning.daemon.core.git import repo_toplevel
    from kenning.hooks.install import status

    _show(app, status(repo_toplevel(Path.cwd())))


def register(group: click.Group) -> None:
    audit_cmd.name = "audit"
    group.add_command(audit_cmd, "audit")
    group.add_command(hooks)
