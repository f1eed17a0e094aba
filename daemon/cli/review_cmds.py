"""`kenning review`: decide on the proposals kenning learned, by keyboard or by script.

`kenning review` in a terminal is the keyboard review (cli/review_keys.py);
elsewhere it says what waits and how to decide. `kenning review --json`,
`list`, `accept`, `reject`, `edit`, `scope` and `undo` are the scriptable
form. Every one is an operation (daemon/ops/review.py), answered by the
daemon when it runs.
"""

from __future__ import annotations

import sys
from typing import Any

import click

from .main import App, emit, json_option, pass_app
from .opcall import cwd, run_op
from .review_keys import review_by_keys, source_text, where_text

#: ops.review.ScopeChoice, written out (this module imports no pydantic)
SCOPE_CHOICES = ("repo", "language", "global")

_by_option = click.option(
    "--by",
    metavar="NAME",
    help="Who decides (kept with an accepted rule). Default: your user name.",
)


@click.group(invoke_without_command=True)
@click.option(
    "--limit",
    type=click.IntRange(1, 1000),
    default=50,
    show_default=True,
    help="Review (or list) at most this many proposals, newest first.",
)
@_by_option
@json_option
@pass_app
@click.pass_context
def review(ctx: click.Context, app: App, limit: int, by: str | None) -> None:
    """Decide on proposals: the rules kenning learned once and does not trust yet.

    A proposal is a rule learned from one session (a preference you stated,
    an error fixed once). It is shown in `kenning context` only when it
    matches strongly, marked as a proposal; it never blocks a commit and is
    never exported or shared. It becomes a rule when evidence comes (you say
    it again in another session, a fix is verified) or when you accept it.
    A rejected proposal never comes back, not even in other words.

    In a terminal, `kenning review` shows one proposal at a time, with the
    turn it was learned from and its session, and reads single keys:

    \b
      a  accept: it becomes an active rule (who and when are kept)
      e  edit its text ($EDITOR, else a prompt); it stays a proposal
      r  reject, with an optional reason: it never comes back
      s  skip it for now
      1  scope: this repository   2  this language   3  everywhere
      u  undo the last step       q  quit            ?  help
    A summary follows at the end.

    \b
    For scripts and agents (each takes --json):
      kenning review --json                      the proposals, newest first
      kenning review accept b-1a2b3c4d5e [--scope repo|language|global]
      kenning review reject b-1a2b3c4d5e --reason "only for the old API"
      kenning review edit b-1a2b3c4d5e "Use uv add, never pip install"
      kenning review scope language b-1a2b3c4d5e --key python
      kenning review undo

    JSON: {"count", "offset", "limit", "next_offset", "proposals": [rule +
    "source", "sources" (session, agent, title, workspace, started_at, turn:
    {idx, role, origin, text, at}), "scope_choices" ({"repo", "language",
    "global"}: {"scope", "scope_key"} or null)]}, see docs/cli-json.md.
    """
    if ctx.invoked_subcommand is not None:
        return
    if not app.json and sys.stdin.isatty() and sys.stdout.isatty():
        review_by_keys(app, limit=limit, by=by)
        return
    data = run_op(app, "review.list", {"limit": limit, "cwd": cwd()})
    emit(app, data, lambda: _print_list(data, interactive_hint=True))


@review.command("list")
@click.option("--limit", type=click.IntRange(1, 1000), default=50, show_default=True)
@click.option("--offset", type=click.IntRange(0), default=0, show_default=True)
@json_option
@pass_app
def list_cmd(app: App, limit: int, offset: int) -> None:
    """List the proposals, newest first, with where each came from.

    JSON: what `kenning review --json` prints.
    """
    data = run_op(app, "review.list", {"limit": limit, "offset": offset, "cwd": cwd()})
    emit(app, data, lambda: _print_list(data, interactive_hint=False))


@review.command("accept")
@click.argument("ids", nargs=-1, required=True, metavar="ID...")
@click.option("--edit", "content", metavar="TEXT", help="Accept this text instead (one ID).")
@click.option(
    "--scope",
    type=click.Choice(SCOPE_CHOICES),
    help="Where it applies: this repository, this language, or everywhere.",
)
@click.option("--key", metavar="KEY", help="The repository folder or language for --scope.")
@_by_option
@json_option
@pass_app
def accept_cmd(
    app: App,
    ids: tuple[str, ...],
    content: str | None,
    scope: str | None,
    key: str | None,
    by: str | None,
) -> None:
    """Accept proposals: each becomes an active rule, with who accepted it and when.

    --scope repo applies it in the repository its session worked in (or the
    one you are in), --scope language in files of its language, --scope
    global everywhere; --key names the repository or language yourself. A
    rule that is not a proposal is left as it is and listed as skipped.

    \b
    Examples:
      kenning review accept b-1a2b3c4d5e b-2b3c4d5e6f
      kenning review accept b-1a2b3c4d5e --scope language --key python --json
      kenning review accept b-1a2b3c4d5e --edit "Use uv add, never pip install"

    JSON: {"action": "accept", "by", "op" (its undo entry), "rules": [rule...],
    "skipped": [{"id", "state", "why"}]}.
    """
    params = {
        "ids": list(ids),
        "by": by,
        "content": content,
        "scope": scope,
        "scope_key": key,
        "cwd": cwd(),
    }
    data = run_op(app, "review.accept", params)
    emit(app, data, lambda: _print_step(data))


@review.command("reject")
@click.argument("ids", nargs=-1, required=True, metavar="ID...")
@click.option("--reason", help="Why (shown when a rule like it is refused later).")
@_by_option
@json_option
@pass_app
def reject_cmd(app: App, ids: tuple[str, ...], reason: str | None, by: str | None) -> None:
    """Reject proposals: retired, and never proposed again, even reworded.

    The text joins the toxic list: the same text or words are refused, and so
    is the same meaning in other words (compared by the embedding model when
    it is installed). `kenning review undo` takes a rejection back.

    \b
    Examples:
      kenning review reject b-1a2b3c4d5e
      kenning review reject b-1a2b3c4d5e --reason "we moved to poetry" --json

    JSON: {"action": "reject", "by", "op", "rules": [rule...], "skipped": [...]}.
    """
    data = run_op(app, "review.reject", {"ids": list(ids), "by": by, "reason": reason})
    emit(app, data, lambda: _print_step(data))


@review.command("edit")
@click.argument("rule_id", metavar="ID")
@click.argument("text")
@json_option
@pass_app
def edit_cmd(app: App, rule_id: str, text: str) -> None:
    """Change a proposal's text; it stays a proposal (accept it when it reads right).

    JSON: {"action": "edit", "by": null, "op", "rules": [rule], "skipped": [...]}.
    """
    data = run_op(app, "review.edit", {"id": rule_id, "content": text})
    emit(app, data, lambda: _print_step(data))


@review.command("scope")
@click.argument("where", type=click.Choice(SCOPE_CHOICES))
@click.argument("ids", nargs=-1, required=True, metavar="ID...")
@click.option("--key", metavar="KEY", help="The repository folder or language to use.")
@json_option
@pass_app
def scope_cmd(app: App, where: str, ids: tuple[str, ...], key: str | None) -> None:
    """Set where proposals apply: repo (this repository), language, or global.

    \b
    Examples:
      kenning review scope repo b-1a2b3c4d5e
      kenning review scope language b-1a2b3c4d5e --key go

    JSON: {"action": "scope", "by": null, "op", "rules": [rule...], "skipped": [...]}.
    """
    params = {"ids": list(ids), "scope": where, "scope_key": key, "cwd": cwd()}
    data = run_op(app, "review.scope", params)
    emit(app, data, lambda: _print_step(data))


@review.command("undo")
@click.option("--op", "op_id", type=int, help="The review step's `op` (default: the newest).")
@json_option
@pass_app
def undo_cmd(app: App, op_id: int | None) -> None:
    """Take back the newest review step (or the one --op names).

    JSON: {"undone": [summary], "op"}.
    """
    data = run_op(app, "review.undo", {"op": op_id})
    emit(app, data, lambda: click.echo(f"undone: {data['undone'][0]}"))


# -- rendering ------------------------------------------------------------------------


def _print_list(data: dict[str, Any], *, interactive_hint: bool) -> None:
    from .rendering import short

    proposals = data["proposals"]
    if not proposals:
        click.echo("No proposals wait for review: kenning proposes rules as it learns.")
        return
    click.echo(f"{data['count']} proposal(s) wait for review, newest first:")
    for p in proposals:
        click.echo(f"  {p['id']}  {short(p['content'], 72)}")
        click.echo(f"      {p['kind'].replace('_', ' ')} · {where_text(p)} · {source_text(p)}")
    if data["next_offset"] is not None:
        click.echo(f"more: kenning review list --offset {data['next_offset']}")
    if interactive_hint:
        click.echo("\nThe keyboard review needs a terminal. Decide here with:")
    else:
        click.echo("\nDecide with:")
    click.echo("  kenning review accept ID... [--scope repo|language|global]")
    click.echo('  kenning review reject ID... [--reason "why"]')
    click.echo("  kenning review --json   (the list, for scripts)")


def _print_step(data: dict[str, Any]) -> None:
    from .rendering import short

    verb = {"accept": "accepted", "reject": "rejected", "edit": "edited", "scope": "scoped"}
    for rule in data["rules"]:
        click.echo(f"{verb[data['action']]} {rule['id']}: {short(rule['content'], 60)}")
        if data["action"] in ("accept", "scope"):
            click.echo(f"  applies: {where_text(rule)}")
    for s in data["skipped"]:
        click.echo(f"left {s['id']} ({s['state']}): {s['why']}")
    if data["op"] is not None:
        click.echo("undo with `kenning review undo`")


def register(group: click.Group) -> None:
    group.add_command(review)
