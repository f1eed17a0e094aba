"""`kenning team`: share rules and marks with a team through PostgreSQL."""

from __future__ import annotations

from typing import Any

import click

from .main import App, emit, json_option, pass_app
from .opcall import run_op


@click.group()
def team() -> None:
    """Share rules and their marks with a team, through a PostgreSQL server.

    Rules, helpful/harmful marks, tombstones and forgotten rules travel, each
    with who, on which machine and when; transcripts, diaries and search data
    never leave this machine, and every text is redacted again before upload.
    The store keeps a replica, so every command works with the server down.
    See docs/team.md.
    """


@team.command("join")
@click.argument("url")
@click.option(
    "--team",
    "team_name",
    default="default",
    show_default=True,
    help="The team's name on the server (one per repo or organisation).",
)
@click.option("--member", help="Your name in the team (default: your login name).")
@click.option("--machine", help="This machine's name (default: the host name).")
@click.option(
    "--share-evidence", is_flag=True, help="Also share the evidence summaries of learned rules."
)
@click.option(
    "--interval",
    type=click.FloatRange(min=1),
    default=60.0,
    show_default=True,
    help="Seconds between the daemon's background syncs.",
)
@click.option("--no-sync", is_flag=True, help="Join without the first sync.")
@json_option
@pass_app
def join_cmd(
    app: App, url: str, team_name: str, member: str | None, machine: str | None,
    share_evidence: bool, interval: float, no_sync: bool,
) -> None:  # fmt: skip
    """Join a team on a PostgreSQL server, then sync.

    URL is a libpq connection string or URL (postgresql://user@host/db,
    "service=acme"); TLS and passwords are Postgres's own: `sslmode=`,
    ~/.pgpass, pg_service.conf. The server's tables are created (or
    upgraded) on first use; several teams can share one database.

    \b
    Examples:
      kenning team join postgresql://kenning@db.acme.internal/kenning?sslmode=verify-full --team web
      kenning team join "service=kenning" --team platform --json
    """
    params = {
        "url": url, "team": team_name, "member": member, "machine": machine,
        "share_evidence": share_evidence, "interval": interval, "no_sync": no_sync,
    }  # fmt: skip
    out = run_op(app, "team.join", params)
    human = f"joined team {out['team']} on {out['server']} as {out['member']} ({out['machine']})"
    if "sync" in out:
        human += f"\n{_sync_line(out['sync'])}"
    if out["daemon_woken"]:
        human += "\nthe running daemon syncs in the background from now on"
    else:
        human += "\nthe daemon syncs in the background once it runs (kenning daemon start)"
    emit(app, out, human)


def _sync_line(report: dict[str, Any]) -> str:
    sent = sum(report["sent"].values())
    received = sum(report["received"].values())
    return f"synced in {report['seconds']:.2f} s: {sent} rows sent, {received} new rows received"


@team.command("sync")
@json_option
@pass_app
def sync_cmd(app: App) -> None:
    """Upload what waits here, then pull what the team added.

    Safe to interrupt at any point: the next sync resumes, and nothing is
    sent or applied twice. The running daemon does this by itself every
    --interval seconds, backing off while the server is unreachable.

    JSON: {"sent", "accepted", "received" (rows per table), "curated" (pulled
    rules curated), "seconds", "timings" (seconds: push, pull_rules, curate,
    pull_events, ...)}.
    """
    report = run_op(app, "team.sync", {})
    emit(app, report, _sync_line(report))


@team.command("status")
@json_option
@pass_app
def status_cmd(app: App) -> None:
    """The team, the last sync, what waits each way, and the team's size.

    Works offline: "online" is false and "server_error" says why.

    JSON: {"team", "server", "member", "machine", "last_sync_at", "last_error",
    "pending_up", "pending_down", "replica", "team_size", "online", "server_error"}.
    """
    out = run_op(app, "team.status", {})

    def human() -> None:
        click.echo(f"team {out['team']} on {out['server']} as {out['member']} ({out['machine']})")
        click.echo(f"last sync: {out['last_sync_at'] or 'never'}")
        if out["last_error"]:
            click.echo(f"last error: {out['last_error']}")
        click.echo("waiting to upload: " + _counts(out["pending_up"]))
        click.echo("replica: " + _counts(out["replica"]))
        if out["online"]:
            click.echo("waiting to download: " + _counts(out["pending_down"]))
            click.echo("team: " + _counts(out["team_size"]))
        else:
            click.echo(f"server unreachable: {out['server_error']}")

    emit(app, out, human)


def _counts(counts: dict[str, int]) -> str:
    return ", ".join(f"{v} {k}" for k, v in counts.items())


@team.command("leave")
@click.option(
    "--delete-my-data",
    is_flag=True,
    help="Also delete everything this store uploaded, on the server and in "
    "every member's replica at their next sync.",
)
@json_option
@pass_app
def leave_cmd(app: App, delete_my_data: bool) -> None:
    """Leave the team: drop the replica and stop syncing.

    Your own rules and marks stay in your store. With --delete-my-data the
    server deletes what this store uploaded first (nothing changes here if
    it cannot be reached).
    """
    out = run_op(app, "team.leave", {"delete_my_data": delete_my_data})
    emit(app, out, f"left team {out['team']} on {out['server']}")


def register(group: click.Group) -> None:
    group.add_command(team)
