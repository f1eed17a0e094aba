"""`kenning stats`, `top`, `stale`, `why`: the playbook's health and a rule's score."""

from __future__ import annotations

import click

from .main import App, emit, json_option, pass_app
from .opcall import cwd, run_op


def _short(text: str, n: int = 70) -> str:
    text = " ".join(text.split())
    return text if len(text) <= n else text[: n - 1] + "…"


@click.command()
@json_option
@pass_app
def stats(app: App) -> None:
    """The playbook's health dashboard.

    Counts by state, maturity, type, kind, scope; score buckets; top
    performers; rules at risk (score below 0); stale rules (no feedback for
    scoring.stale_days); merge candidates (live rules whose words overlap
    ≥ 0.6: review and `kenning playbook remove` one of each pair).

    JSON: see docs/cli-json.md ("stats").
    """
    data = run_op(app, "stats", {"cwd": cwd()})

    def human() -> None:
        from .rendering import print_table

        click.echo(
            f"{data['total']} live rules · {data['tombstones']} tombstones · "
            f"{data['conflicts']} conflicts"
        )
        groups = ["by_state", "by_maturity", "by_type", "by_scope"]
        rows = [
            [g.removeprefix("by_"), ", ".join(f"{k} {v}" for k, v in data[g].items()) or "-"]
            for g in groups
        ]
        rows.append(["score", ", ".join(f"{k} {v}" for k, v in data["buckets"].items())])
        print_table(None, ["", "counts"], rows)
        for title, items in (
            ("top performers", data["top"]),
            (f"at risk ({data['at_risk']['count']})", data["at_risk"]["rules"]),
            (f"stale > {data['stale']['days']} days ({data['stale']['count']})",
             data["stale"]["rules"]),
        ):  # fmt: skip
            if items:
                click.echo("")
                table = [
                    [i["id"], f"{i['effective']:+.2f}", _short(i["content"], 60)] for i in items
                ]
                print_table(title, ["id", "score", "rule"], table)
        if data["merge_candidates"]:
            click.echo("")
            pairs = [[m["a"], m["b"], f"{m['overlap']:.2f}"] for m in data["merge_candidates"]]
            print_table("merge candidates", ["rule", "similar to", "overlap"], pairs)

    emit(app, data, human)


@click.command()
@click.argument("n", type=click.IntRange(min=1), default=10)
@json_option
@pass_app
def top(app: App, n: int) -> None:
    """The N best active rules by effective score (default 10).

    JSON: {"count", "rules": [rule...]}.
    """
    data = run_op(app, "top", {"n": n, "cwd": cwd()})

    def human() -> None:
        from .rendering import json_rows, print_table

        if not data["rules"]:
            click.echo("no active rules yet")
            return
        print_table(None, ["id", "score", "state", "maturity", "rule"], json_rows(data["rules"]))

    emit(app, data, human)


@click.command()
@click.option("--days", type=click.IntRange(min=1), help="Default: scoring.stale_days.")
@json_option
@pass_app
def stale(app: App, days: int | None) -> None:
    """Live rules without feedback for more than --days days (oldest first).

    A rule never marked is measured from its creation. Stale rules are
    candidates for review: mark them, or `kenning playbook remove` them.

    JSON: {"days", "count", "rules": [rule...]}.
    """
    data = run_op(app, "stale", {"days": days, "cwd": cwd()})
    items = data["rules"]

    def human() -> None:
        from .rendering import print_table

        if not items:
            click.echo(f"no rule has gone {data['days']} days without feedback")
            return
        rows = [
            [
                b["id"],
                (b["score"]["last_feedback_at"] or b["created_at"])[:10],
                _short(b["content"], 60),
            ]
            for b in items
        ]
        print_table(f"{len(items)} stale rules", ["id", "last feedback", "rule"], rows)

    emit(app, data, human)


@click.command()
@click.argument("rule_id")
@json_option
@pass_app
def why(app: App, rule_id: str) -> None:
    """Where a rule came from and the arithmetic of its score.

    Also lists the sessions that support it: its provenance sessions, then
    sessions whose messages match its text.

    JSON: {"rule", "origin", "provenance", "explain", "score", "events", "conflicts",
    "sessions": [{"session_id", "agent", "title", "workspace", "started_at", "via", "snippet"}],
    "links": [{"session_id", "relation", "status", "summary"}],
    "team_events": [{"member", "helpful", "harmful"}]} (links: the diaries
    reflection learned the rule from; events include why each automatic mark was recorded;
    team_events: the other team members' marks counted in the score, `kenning team`).
    """
    data = run_op(app, "why", {"id": rule_id, "cwd": cwd()})
    b, p = data["rule"], data["provenance"]

    def human() -> None:
        click.echo(f"{b['id']}: {b['content']}")
        where = {"repo": ".kenning/playbook.yaml", "team": "your team (kenning team)"}.get(
            b["origin"], "your global playbook"
        )
        created = b["created_at"][:10]
        click.echo(f"  from {where}, created {created}, {b['maturity']}, {b['state']}")
        if p["sessions"]:
            click.echo(f"  sessions: {', '.join(p['sessions'][:5])}")
        if p["agents"]:
            click.echo(f"  agents: {', '.join(p['agents'])}")
        if p["reasoning"]:
            click.echo(f"  reasoning: {p['reasoning']}")
        for quote in p["evidence"][:3]:
            click.echo(f'  evidence: "{_short(quote, 80)}"')
        for line in data["explain"].splitlines():
            click.echo(f"  {line}")
        for c in data["conflicts"]:
            other = c["rule_b"] if c["rule_a"] == b["id"] else c["rule_a"]
            click.echo(f"  conflicts with {other}")
        for s in data["sessions"]:
            click.echo(f"  supported by {s['session_id']} ({s['via']}) {s['snippet'] or ''}")
        for link in data["links"]:
            click.echo(f"  {link['relation']} {link['session_id']}: {link['summary'] or ''}")
        for e in data["events"]:
            if e["reason"] and e["source"] in ("auto", "inline"):
                click.echo(f"  {e['source']} {e['kind']}: {e['reason']}")
        for m in data["team_events"]:
            click.echo(
                f"  team: {m['member']} marked it {m['helpful']} helpful, {m['harmful']} harmful"
            )

    emit(app, data, human)


def register(group: click.Group) -> None:
    group.add_command(stats)
    group.add_command(top)
    group.add_command(stale)
    group.add_command(why)
