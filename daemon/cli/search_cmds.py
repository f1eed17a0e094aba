"""`kenning search` and `kenning embed`: find things in past sessions."""

from __future__ import annotations

from typing import Any

import click

from .main import App, emit, json_option, pass_app
from .opcall import run_op


def _print(result: dict[str, Any]) -> None:
    if not result["hits"]:
        click.echo(f"no match for {result['query']!r} ({result['mode']})")
    for n, hit in enumerate(result["hits"], start=1):
        when = (hit["created_at"] or "")[:16].replace("T", " ")
        path, line = hit["source_path"], hit["source_line"]
        where = f"{path}:{line}" if line else path
        title = f" · {hit['title']}" if hit["title"] else ""
        click.echo(
            click.style(f"{n:>2}. ", bold=True)
            + f"[{hit['match_type']} {hit['score']:.3g}] {hit['agent']} {hit['role']} {when}{title}"
        )
        click.echo(f"    {hit['snippet']}")
        click.echo(
            click.style(f"    {where} (session {hit['session_id']}, #{hit['idx']})", dim=True)
        )
    for note in result["notes"]:
        click.secho(f"note: {note}", fg="yellow", err=True)


@click.command()
@click.argument("query")
@click.option(
    "--agent", help="Only sessions of this agent (e.g. claude_code or claude-code, codex)."
)
@click.option("--workspace", help="Only sessions in this folder or below it.")
@click.option("--days", type=float, help="Only messages from the last N days.")
@click.option(
    "--role", type=click.Choice(["user", "assistant", "system", "tool"]), help="Only this role."
)
@click.option(
    "--origin",
    type=click.Choice(["human", "agent", "tool", "injected", "expansion", "handoff"]),
    help="Only words of this origin (human: what the person typed).",
)
@click.option(
    "--session", "session_id", help="Only this session (agent:native-id, or the agent's own id)."
)
@click.option("--limit", type=int, default=10, show_default=True, help="How many hits (1-1000).")
@click.option(
    "--mode",
    type=click.Choice(["lexical", "semantic", "hybrid"]),
    default="hybrid",
    show_default=True,
    help="lexical: FTS5 BM25 words; semantic: embedding similarity; hybrid: both, fused.",
)
@json_option
@pass_app
def search(
    app: App,
    query: str,
    agent: str | None,
    workspace: str | None,
    days: float | None,
    role: str | None,
    origin: str | None,
    session_id: str | None,
    limit: int,
    mode: str,
) -> None:
    """Search the messages of past agent sessions.

    QUERY is plain text: quotes make a phrase, `word*` a prefix; every other
    character is searched literally (no query syntax to get wrong). Works
    Answered by the running daemon (warm: the model and vectors are loaded).
    Without one, it starts the daemon in the background (daemon.autostart)
    and answers by words meanwhile ("degraded", with a note); with autostart
    off it reads the database itself, loading the embedder (a hashing
    embedder until `kenning models install` has run).

    JSON: {"query", "mode", "embedder", "degraded", "notes", "hits": [{
    "message_id", "session_id", "idx", "source_path", "source_line", "agent",
    "workspace", "title", "role", "origin", "snippet" (matches in **bold**), "score",
    "created_at", "match_type"}]}.

    \b
    Examples:
      kenning search "connection refused" --days 7
      kenning search "how did we fix the flaky test" --mode semantic --json
    """
    params = {
        "query": query,
        "mode": mode,
        "agent": agent,
        "workspace": workspace,
        "days": days,
        "role": role,
        "origin": origin,
        "session": session_id,
        "limit": limit,
    }
    result = run_op(app, "search", params)
    emit(app, result, lambda: _print(result))


@click.command()
@click.option(
    "--kind",
    "kinds",
    type=click.Choice(["message", "rule", "diary"]),
    multiple=True,
    help="What to embed (repeatable; default: all).",
)
@json_option
@pass_app
def embed(app: App, kinds: tuple[str, ...]) -> None:
    """Embed the messages and rules that have no vector yet (or whose text changed).

    The daemon does this in the background; run it by hand when the daemon is
    not running and you want semantic search now. Unchanged text is never
    embedded twice, so running it again is cheap.
    """
    data = run_op(app, "embed", {"kinds": list(kinds)})
    text = ", ".join(f"{n} {k}" for k, n in data["embedded"].items())
    emit(app, data, f"embedded {text} with {data['embedder']}")


def register(group: click.Group) -> None:
    group.add_command(search)
    group.add_command(embed)
