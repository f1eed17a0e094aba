"""`kenning search` and `kenning embed`: find things in past sessions."""

from __future__ import annotations

from typing import TYPE_CHECKING, cast

import click

from .main import App, emit, json_option, pass_app

if TYPE_CHECKING:
    from ..search import Searcher, SearchResult
    from ..vectors import Kind


def _searcher(app: App, mode: str) -> Searcher:
    from ..embed import embedder_status, shared_embedder
    from ..search import Searcher

    loaded = app.config
    if mode == "lexical":
        return Searcher(app.store, loaded.settings.search)
    status = embedder_status(loaded.settings, loaded.paths)
    embedder = shared_embedder(loaded.settings, loaded.paths)
    return Searcher(app.store, loaded.settings.search, embedder, degraded=status.degraded)


def _print(result: SearchResult) -> None:
    if not result.hits:
        click.echo(f"no match for {result.query!r} ({result.mode})")
    for n, hit in enumerate(result.hits, start=1):
        when = (hit.created_at or "")[:16].replace("T", " ")
        where = f"{hit.source_path}:{hit.source_line}" if hit.source_line else hit.source_path
        title = f" · {hit.title}" if hit.title else ""
        click.echo(
            click.style(f"{n:>2}. ", bold=True)
            + f"[{hit.match_type} {hit.score:.3g}] {hit.agent} {hit.role} {when}{title}"
        )
        click.echo(f"    {hit.snippet}")
        click.echo(click.style(f"    {where} (session {hit.session_id}, #{hit.idx})", dim=True))
    for note in result.notes:
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
    session_id: str | None,
    limit: int,
    mode: str,
) -> None:
    """Search the messages of past agent sessions.

    QUERY is plain text: quotes make a phrase, `word*` a prefix; every other
    character is searched literally (no query syntax to get wrong). Works
    without the daemon: it reads the database directly; semantic and hybrid
    use the stored vectors and the configured embedder (degraded to a hashing
    embedder until `kenning models install` has run).

    JSON: {"query", "mode", "embedder", "degraded", "notes", "hits": [{
    "message_id", "session_id", "idx", "source_path", "source_line", "agent",
    "workspace", "title", "role", "snippet" (matches in **bold**), "score",
    "created_at", "match_type"}]}.

    \b
    Examples:
      kenning search "connection refused" --days 7
      kenning search "how did we fix the flaky test" --mode semantic --json
    """
    from ..ingest.base import agent_slugs
    from ..ingest.session_ids import find_session
    from ..search import SearchFilters

    if agent:
        agent = agent_slugs([agent])[0]
    if session_id:
        session_id = find_session(app.store, session_id)["id"]
    filters = SearchFilters(
        agent=agent, workspace=workspace, days=days, role=role, session=session_id
    )
    searcher = _searcher(app, mode)
    result = searcher.search(query, mode=mode, filters=filters, limit=limit)  # type: ignore[arg-type]
    emit(app, result.to_json(), lambda: _print(result))


@click.command()
@click.option(
    "--kind",
    "kinds",
    type=click.Choice(["message", "bullet", "diary"]),
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
    from ..embed import embedder_status, shared_embedder
    from ..vectors import VectorMemo, embed_pending

    loaded = app.config
    status = embedder_status(loaded.settings, loaded.paths)
    embedder = shared_embedder(loaded.settings, loaded.paths)
    wanted = cast("tuple[Kind, ...]", kinds or ("message", "bullet", "diary"))
    memo = VectorMemo()  # a text repeated across the whole history runs once
    counts = {k: embed_pending(app.store, embedder, k, memo=memo) for k in wanted}
    data = {"embedder": embedder.name, "degraded": status.degraded, "embedded": counts}
    text = ", ".join(f"{n} {k}" for k, n in counts.items())
    emit(app, data, f"embedded {text} with {embedder.name}")


def register(group: click.Group) -> None:
    group.add_command(search)
    group.add_command(embed)
