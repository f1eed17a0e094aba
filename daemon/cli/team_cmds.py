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


@team.command("init")
@click.argument("url")
@click.option(
    "--team",
    "team_name",
    default="default",
    show_default=True,
    help="A team to create on the server (one per repo or organisation).",
)
@json_option
@pass_app
def init_cmd(app: App, url: str, team_name: str) -> None:
    """Create or upgrade kenning's tables on a PostgreSQL server (the admin, once).

    Run it as the role that owns the database (or kenning's tables): it
    applies the schema's migrations, grants the `kenning_member` role what a
    member needs (create the roles first: the SQL is in docs/team.md) and
    creates the team. Members then join with their own role, which needs no
    CREATE privilege. Running it again is harmless (after an upgrade of
    kenning, or after creating the roles).

    \b
    Examples:
      kenning team init postgresql://kenning_owner@db.acme.internal/kenning --team web

    JSON: {"server", "team", "role", "admin", "migrations", "granted", "warnings"}.
    """
    out = run_op(app, "team.init", {"url": url, "team": team_name})

    def human() -> None:
        click.echo(f"kenning's tables on {out['server']} are ready (as {out['role']})")
        if out["migrations"]:
            click.echo("applied: " + ", ".join(out["migrations"]))
        if out["granted"]:
            click.echo("granted the member privileges to: " + ", ".join(out["granted"]))
        else:
            click.echo(
                "no kenning_member role yet: create the roles (docs/team.md), then run this again"
            )
        click.echo(f"team {out['team']} exists")
        _warn(out["warnings"])

    emit(app, out, human)


@team.command("join")
@click.argument("url")
@click.option(
    "--team",
    "team_name",
    default="default",
    show_default=True,
    help="The team's name on the server (one per repo or organisation).",
)
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
    app: App, url: str, team_name: str, machine: str | None,
    share_evidence: bool, interval: float, no_sync: bool,
) -> None:  # fmt: skip
    """Join a team on a PostgreSQL server, then sync.

    URL is a libpq connection string or URL (postgresql://user@host/db,
    "service=acme"). You are the PostgreSQL role it logs in as: the server
    stamps your rules and marks with it. Passwords are Postgres's own
    (~/.pgpass, pg_service.conf, PGPASSWORD): one written in the URL is
    taken out, never stored. TLS: `sslmode=`. The team's admin creates the
    tables once (`kenning team init`); joining needs no CREATE privilege.

    \b
    Examples:
      kenning team join postgresql://alice@db.acme.internal/kenning?sslmode=verify-full --team web
      kenning team join "service=kenning" --team platform --json
    """
    params = {
        "url": url, "team": team_name, "machine": machine,
        "share_evidence": share_evidence, "interval": interval, "no_sync": no_sync,
    }  # fmt: skip
    out = run_op(app, "team.join", params)
    role = "admin" if out["admin"] else "member"
    human = (
        f"joined team {out['team']} on {out['server']} as {out['member']} ({role}, "
        f"{out['machine']})"
    )
    if "sync" in out:
        human += f"\n{_sync_line(out['sync'])}"
    if out["daemon_woken"]:
        human += "\nthe running daemon syncs in the background from now on"
    else:
        human += "\nthe daemon syncs in the background once it runs (kenning daemon start)"
    warnings = [*out["warnings"], *out.get("sync", {}).get("warnings", [])]

    def render() -> None:
        click.echo(human)
        _warn(warnings)

    emit(app, out, render)


def _warn(warnings: list[str]) -> None:
    for message in warnings:
        click.secho(f"warning: {message}", fg="yellow", err=True)


def _sync_line(report: dict[str, Any]) -> str:
    sent = sum(report["sent"].values())
    received = sum(report["received"].values())
    line = f"synced in {report['seconds']:.2f} s: {sent} rows sent, {received} new rows received"
    if report.get("resync"):
        line = f"{report['resync']['message']}\n{line}"
    return line


@team.command("sync")
@json_option
@pass_app
def sync_cmd(app: App) -> None:
    """Upload what waits here, then pull what the team added.

    Safe to interrupt at any point: the next sync resumes, and nothing is
    sent or applied twice. The running daemon does this by itself every
    --interval seconds, backing off while the server is unreachable.

    Each sync first proves the server still holds what this machine synced
    (its id, its epoch, the last upload and the last row pulled); a server
    reset, restored from a backup or replaced is reported ("resync") and
    everything held here is uploaded and pulled again.

    JSON: {"sent", "accepted", "received" (rows per table), "curated" (pulled
    rules curated), "seconds", "timings" (seconds: push, pull_rules, curate,
    pull_events, ...), "resync" (null, or {"kind", "message"}), "warnings"}.
    """
    report = run_op(app, "team.sync", {})

    def human() -> None:
        click.echo(_sync_line(report))
        _warn(report["warnings"])

    emit(app, report, human)


@team.command("status")
@json_option
@pass_app
def status_cmd(app: App) -> None:
    """The team, the last sync, what waits each way, and the team's size.

    Works offline: "online" is false and "server_error" says why.

    JSON: {"team", "server", "member", "machine", "last_sync_at", "last_error",
    "server_id", "epoch" (the server as last proven), "last_resync", "pending_up",
    "pending_down", "replica", "team_size", "online", "server_error"}.
    """
    out = run_op(app, "team.status", {})

    def human() -> None:
        click.echo(f"team {out['team']} on {out['server']} as {out['member']} ({out['machine']})")
        click.echo(f"last sync: {out['last_sync_at'] or 'never'}")
        if out["last_error"]:
            click.echo(f"last error: {out['last_error']}")
        if out["last_resync"]:
            click.echo(f"last resync: {out['last_resync']['message']}")
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
