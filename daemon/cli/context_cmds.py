"""`kenning context` (the task briefing) and `kenning similar` (nearest rules)."""

from __future__ import annotations

import sys
from pathlib import Path

import click

from kenning.daemon.core.errors import UsageError

from .main import App, emit, json_option, pass_app
from .opcall import run_op


def _task_from(task: str | None) -> str:
    if task not in (None, "-"):
        return task or ""
    from kenning.daemon.core.context_client import stdin_task

    if sys.stdin.isatty():
        raise UsageError(
            "no task given.",
            fix='kenning context "what you are about to do" (or pipe the task on stdin)',
        )
    return stdin_task()


@click.command()
@click.argument("task", required=False)
@click.option(
    "--workspace",
    type=click.Path(file_okay=False, path_type=Path),
    help="Project folder (default: the repository of the current folder).",
)
@click.option(
    "--file",
    "file",
    type=click.Path(dir_okay=False, path_type=Path),
    help="The file you are about to change: its language and deprecated patterns count.",
)
@click.option("--limit", type=int, default=10, show_default=True, help="Rules to list (1-100).")
@json_option
@pass_app
def context(
    app: App, task: str | None, workspace: Path | None, file: Path | None, limit: int
) -> None:
    """Brief an agent before a task: the rules, pitfalls and history that matter.

    TASK is plain text; `-` or no TASK reads it from stdin (when piped). Rules
    are ranked by relevance to the task × their earned score, and filtered by
    scope: workspace rules only in their folder, language and framework rules
    only when the file, the project's manifests or the task name them.
    Answered by the running daemon (warm, fast) when there is one; else it
    starts the daemon in the background (daemon.autostart) and answers here
    by words meanwhile (a note in "degraded" says so), or, with autostart
    off, computes the full briefing here.

    JSON: {"task", "workspace", "file", "languages", "frameworks", "rules":
    [{"id", "content", "kind", "type", "maturity", "scope", "scope_key",
    "origin", "pinned", "state" (active, or proposal: learned, not accepted yet), "effective",
    "relevance", "rank", "why"}], "pitfalls" (same shape), "history":
    [{"session_id", "agent", "workspace", "title", "role", "snippet", "score",
    "created_at", "source_path", "source_line", "match_type"}], "warnings":
    [{"tombstone_id", "pattern", "reason", "replacement", "found_in", "line"}],
    "suggested_searches", "degraded",
    "embedder", "source" (daemon|process), "took_ms"}. See docs/context.md.

    \b
    Examples:
      kenning context "add retries to the HTTP client" --file src/http.py
      git diff --stat | kenning context --json
    """
    from kenning.daemon.core.context_client import render
    from kenning.daemon.core.paths import find_repo_root
    from kenning.daemon.retrieval.briefing import check_request, context_params

    text = check_request(_task_from(task), limit)
    workspace = workspace or find_repo_root(Path.cwd())
    data = run_op(app, "context", context_params(text, workspace, file, limit))
    emit(app, data, lambda: click.echo(render(data, color=sys.stdout.isatty()), nl=False))


@click.command()
@click.argument("text")
@click.option("--limit", type=int, default=10, show_default=True, help="Rules to list (1-100).")
@json_option
@pass_app
def similar(app: App, text: str, limit: int) -> None:
    """The rules nearest in meaning to TEXT (to find duplicates before adding one).

    Semantic similarity over the stored rule vectors, topped up with word
    matches; lexical only until `kenning models install` and `kenning embed`.

    JSON: {"text", "embedder", "degraded", "rules": [{"id", "content",
    "maturity", "state", "effective", "similarity", "match_type"}]}.
    """
    from kenning.daemon.core.paths import find_repo_root

    root = find_repo_root(Path.cwd())
    params = {"text": text, "limit": limit, "workspace": str(root) if root else None}
    data = run_op(app, "similar", params)

    def human() -> None:
        if not data["rules"]:
            click.echo(f"no rule resembles {text!r}")
        for r in data["rules"]:
            click.echo(f"{r['similarity']:.2f}  [{r['id']}] {r['content']}")

    emit(app, data, human)


def register(group: click.Group) -> None:
    group.add_command(context)
    group.add_command(similar)
