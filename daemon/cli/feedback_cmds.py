"""`kenning mark`, `forget`, `tombstone add|list|remove`, `undo`: what rules are worth."""

from __future__ import annotations

import click

from .main import App, emit, json_option, pass_app
from .opcall import cwd, run_op


@click.command()
@click.argument("rule_id")
@click.option("--helpful", "kind", flag_value="helpful", help="The rule helped.")
@click.option("--harmful", "kind", flag_value="harmful", help="The rule misled or hurt.")
@click.option("--reason", help="Why (kept with the event; secrets are redacted).")
@click.option("--session", "session_id", help="The agent session the mark is about.")
@json_option
@pass_app
def mark(
    app: App, rule_id: str, kind: str | None, reason: str | None, session_id: str | None
) -> None:
    """Tell kenning a rule helped (--helpful) or hurt (--harmful).

    Marks decay with time (half-life scoring.half_life_days); one harmful
    mark weighs as much as scoring.harmful_multiplier helpful ones. Enough
    helpful marks promote a rule (candidate → established → proven); harmful
    ones demote it, deprecate it, and finally turn it into an "AVOID: …"
    anti-pattern. Pinned rules are never demoted. Marking a team rule (from
    .kenning/playbook.yaml) records the mark in your database only.

    \b
    Examples:
      kenning mark b-1a2b3c4d5e --helpful
      kenning mark b-1a2b3c4d5e --harmful --reason "wrong for async code" --json

    JSON: {"id", "kind", "event_id", "old_maturity", "new_maturity", "score",
    "inverted", "anti_pattern_id", "maturity_persisted"}.
    """
    from kenning.daemon.core.errors import UsageError

    if kind is None:
        raise UsageError(
            "say whether the rule helped or hurt.",
            fix=f"kenning mark {rule_id} --helpful   (or --harmful)",
        )
    params = {"id": rule_id, "kind": kind, "reason": reason, "session": session_id}
    data = run_op(app, "mark", {**params, "cwd": cwd()})

    def human() -> None:
        line = f"{data['kind']} mark on {data['id']}: score {data['score']['effective']:+.2f}"
        if data["new_maturity"] != data["old_maturity"]:
            line += f", {data['old_maturity']} → {data['new_maturity']}"
        click.echo(line)
        if data["inverted"]:
            click.echo(f"  too harmful: retired and inverted into {data['anti_pattern_id']}")

    emit(app, data, human)


@click.command()
@click.argument("rule_id")
@click.option("--reason", required=True, help="Why the rule is wrong (shown when refused later).")
@click.option("--invert", is_flag=True, help='Also add its opposite, "AVOID: <rule>".')
@json_option
@pass_app
def forget(app: App, rule_id: str, reason: str, invert: bool) -> None:
    """Retire a rule for good: it joins the toxic list and similar rules are refused.

    With --invert the rule becomes an anti-pattern ("AVOID: …") that keeps
    its provenance. `kenning undo` reverts a forget.

    JSON: {"id", "state", "toxic_id", "anti_pattern": rule | null}.
    """
    data = run_op(app, "forget", {"id": rule_id, "reason": reason, "invert": invert})
    anti = data["anti_pattern"]

    def human() -> None:
        click.echo(f"forgot {rule_id}: similar rules will be refused ({_short(reason, 50)})")
        if anti is not None:
            click.echo(f"  added {anti['id']}: {_short(anti['content'])}")

    emit(app, data, human)


@click.group()
def tombstone() -> None:
    """Deprecated patterns: code that used to be right and must not come back.

    The pre-commit audit and the editor flag a tombstoned pattern and show
    its replacement.
    """


@tombstone.command("add")
@click.argument("pattern")
@click.option("--reason", required=True, help="Why the pattern is deprecated.")
@click.option("--replacement", help="What to use instead.")
@click.option("--regex", "is_regex", is_flag=True, help="PATTERN is a regular expression.")
@json_option
@pass_app
def tombstone_add_cmd(
    app: App, pattern: str, reason: str, replacement: str | None, is_regex: bool
) -> None:
    """Record a deprecated pattern.

    \b
    Examples:
      kenning tombstone add "requests.get(" --reason "use the shared httpx client" \\
          --replacement "client.get("
      kenning tombstone add 'datetime\\.utcnow\\(' --regex --reason "naive time"

    JSON: the tombstone {"id", "pattern", "is_regex", "reason", "replacement", "created_at"}.
    """
    params = {
        "pattern": pattern,
        "reason": reason,
        "replacement": replacement,
        "is_regex": is_regex,
    }
    tomb = run_op(app, "tombstone.add", params)
    emit(app, tomb, f"added tombstone {tomb['id']}: {_short(pattern, 50)}")


@tombstone.command("list")
@json_option
@pass_app
def tombstone_list_cmd(app: App) -> None:
    """List deprecated patterns (yours and the repo's).

    JSON: {"count", "tombstones": [tombstone...], "warnings"}.
    """
    data = run_op(app, "tombstone.list", {"cwd": cwd()})
    tombs = data["tombstones"]
    if not app.json:
        for message in data["warnings"]:
            click.secho(f"warning: {message}", fg="yellow", err=True)

    def human() -> None:
        from .rendering import print_table

        if not tombs:
            click.echo('no tombstones: add one with `kenning tombstone add "PATTERN" --reason R`')
            return
        rows = [
            [
                t["id"],
                ("/" + t["pattern"] + "/") if t["is_regex"] else t["pattern"],
                t["replacement"] or "",
                t["reason"],
            ]
            for t in tombs
        ]
        print_table(None, ["id", "pattern", "instead", "reason"], rows)

    emit(app, data, human)


@tombstone.command("remove")
@click.argument("tombstone_id")
@json_option
@pass_app
def tombstone_remove_cmd(app: App, tombstone_id: str) -> None:
    """Delete a deprecated pattern by id (see `kenning tombstone list`).

    JSON: the removed tombstone.
    """
    tomb = run_op(app, "tombstone.remove", {"id": tombstone_id})
    emit(app, tomb, f"removed tombstone {tomb['id']}")


@click.command()
@click.argument("count", type=click.IntRange(min=1), default=1)
@json_option
@pass_app
def undo(app: App, count: int) -> None:
    """Revert the last COUNT playbook operations (default 1), newest first.

    Adds, marks, forgets, inversions, removals, tombstones and imports are
    all undoable. Edits to .kenning/playbook.yaml are not (use git).

    JSON: {"undone": [summary...]}.
    """
    done = run_op(app, "undo", {"count": count})["undone"]

    def human() -> None:
        if not done:
            click.echo("nothing to undo")
        for summary in done:
            click.echo(f"undid: {summary}")

    emit(app, {"undone": done}, human)


def _short(text: str, n: int = 70) -> str:
    text = " ".join(text.split())
    return text if len(text) <= n else text[: n - 1] + "…"


def register(group: click.Group) -> None:
    group.add_command(mark)
    group.add_command(forget)
    group.add_command(tombstone)
    group.add_command(undo)
