"""`kenning stats`, `top`, `stale`, `why`: the playbook's health and a rule's score."""

from __future__ import annotations

from typing import Any

import click

from ..errors import BulletNotFound
from .main import App, emit, json_option, pass_app
from .rendering import bullet_json, bullet_rows, event_json, load_playbook, print_table, short


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
    from ..bullets import BulletRepo
    from ..playbook_stats import compute_stats

    pb = load_playbook(app, include_retired=True)
    conflicts = len(BulletRepo(app.store).conflicts())
    data = compute_stats(pb, stale_days=app.config.settings.scoring.stale_days, conflicts=conflicts)

    def human() -> None:
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
            (f"at risk ({data['at_risk']['count']})", data["at_risk"]["bullets"]),
            (f"stale > {data['stale']['days']} days ({data['stale']['count']})",
             data["stale"]["bullets"]),
        ):  # fmt: skip
            if items:
                click.echo("")
                table = [
                    [i["id"], f"{i['effective']:+.2f}", short(i["content"], 60)] for i in items
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

    JSON: {"count", "bullets": [bullet...]}.
    """
    pb = load_playbook(app)
    items = pb.active()[:n]
    data = {"count": len(items), "bullets": [bullet_json(sb) for sb in items]}
    emit(
        app,
        data,
        lambda: (
            print_table(None, ["id", "score", "maturity", "rule"], bullet_rows(items))
            if items
            else click.echo("no active rules yet")
        ),
    )


@click.command()
@click.option("--days", type=click.IntRange(min=1), help="Default: scoring.stale_days.")
@json_option
@pass_app
def stale(app: App, days: int | None) -> None:
    """Live rules without feedback for more than --days days (oldest first).

    A rule never marked is measured from its creation. Stale rules are
    candidates for review: mark them, or `kenning playbook remove` them.

    JSON: {"days", "count", "bullets": [bullet...]}.
    """
    from ..playbook_stats import stale_rules

    days = days or app.config.settings.scoring.stale_days
    items = stale_rules(load_playbook(app), days)
    data = {"days": days, "count": len(items), "bullets": [bullet_json(sb) for sb in items]}

    def human() -> None:
        if not items:
            click.echo(f"no rule has gone {days} days without feedback")
            return
        rows = [
            [
                sb.bullet.id,
                f"{(sb.score.last_feedback_at or sb.bullet.created_at):%Y-%m-%d}",
                short(sb.bullet.content, 60),
            ]
            for sb in items
        ]
        print_table(f"{len(items)} stale rules", ["id", "last feedback", "rule"], rows)

    emit(app, data, human)


@click.command()
@click.argument("bullet_id")
@json_option
@pass_app
def why(app: App, bullet_id: str) -> None:
    """Where a rule came from and the arithmetic of its score.

    Also lists the sessions that support it: its provenance sessions, then
    sessions whose messages match its text.

    JSON: {"bullet", "origin", "provenance", "explain", "score", "events", "conflicts",
    "sessions": [{"session_id", "agent", "title", "workspace", "started_at", "via", "snippet"}],
    "links": [{"session_id", "relation", "status", "summary"}],
    "team_events": [{"member", "helpful", "harmful"}]} (links: the diaries
    reflection learned the rule from; events include why each automatic mark was recorded;
    team_events: the other team members' marks counted in the score, `kenning team`).
    """
    from ..bullets import BulletRepo
    from ..rule_lookup import supporting_sessions
    from ..summaries import rule_links
    from ..team.view import event_members
    from .rendering import score_json

    pb = load_playbook(app, include_retired=True)
    sb = pb.get(bullet_id)
    if sb is None:
        raise BulletNotFound(
            f"no rule with id {bullet_id!r}.", fix="list ids with `kenning playbook list`"
        )
    repo = BulletRepo(app.store)
    events = repo.events(bullet_id)
    conflicts = [c.model_dump(mode="json") for c in repo.conflicts(bullet_id)]
    b = sb.bullet
    explain = sb.score.explain()
    data: dict[str, Any] = {
        "bullet": bullet_json(sb),
        "origin": b.origin,
        "provenance": b.provenance.model_dump(mode="json"),
        "explain": explain,
        "score": score_json(sb.score),
        "events": [event_json(e) for e in events],
        "conflicts": conflicts,
        "sessions": supporting_sessions(app.store, b),
        "links": rule_links(app.store, b.id),
        "team_events": event_members(app.store, b.id),
    }

    def human() -> None:
        click.echo(f"{b.id}: {b.content}")
        where = {"repo": ".kenning/playbook.yaml", "team": "your team (kenning team)"}.get(
            b.origin, "your global playbook"
        )
        click.echo(f"  from {where}, created {b.created_at:%Y-%m-%d}, {b.maturity}, {b.state}")
        p = b.provenance
        if p.sessions:
            click.echo(f"  sessions: {', '.join(p.sessions[:5])}")
        if p.agents:
            click.echo(f"  agents: {', '.join(p.agents)}")
        if p.reasoning:
            click.echo(f"  reasoning: {p.reasoning}")
        for quote in p.evidence[:3]:
            click.echo(f'  evidence: "{short(quote, 80)}"')
        for line in explain.splitlines():
            click.echo(f"  {line}")
        for c in conflicts:
            other = c["bullet_b"] if c["bullet_a"] == b.id else c["bullet_a"]
            click.echo(f"  conflicts with {other}")
        for s in data["sessions"]:
            click.echo(f"  supported by {s['session_id']} ({s['via']}) {s['snippet'] or ''}")
        for link in data["links"]:
            click.echo(f"  {link['relation']} {link['session_id']}: {link['summary'] or ''}")
        for e in events:
            if e.reason and e.source.value in ("auto", "inline"):
                click.echo(f"  {e.source.value} {e.kind.value}: {e.reason}")
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
