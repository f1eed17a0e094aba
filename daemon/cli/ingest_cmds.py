"""`kenning ingest`, `kenning sessions list|show`, `kenning forget-session`, `kenning status`."""

from __future__ import annotations

import os
import sys
from pathlib import Path
from typing import Any

import click
import orjson

from .main import App, emit, json_option, pass_app


@click.command()
@click.argument("paths", nargs=-1, type=click.Path(path_type=Path))
@click.option(
    "--agent",
    "agents",
    multiple=True,
    help="Only this agent (claude_code, codex, gemini, aider, specstory, cursor, cline, "
    "opencode, copilot_cli, amp; `-` or `_` alike). Repeatable.",
)
@json_option
@pass_app
def ingest(app: App, paths: tuple[Path, ...], agents: tuple[str, ...]) -> None:
    """Import agent sessions now (the daemon does this continuously).

    With no PATH, every enabled agent's folders are scanned; with PATHs, only
    those files or folders. A file outside the agents' folders is read by the
    agent whose format it holds, whatever its name (a renamed copy, an export).
    Only new and changed files are read, and only what
    was appended to them; secrets are redacted before anything is stored.
    Lines or files that cannot be read are skipped and counted by reason
    (`kenning status` shows the first error of each kind). The exit code is 1
    when any source failed (unreadable, locked, a disk full, a file gone while
    read): what the others gave is kept, and the reason per source is printed
    (in `errors` with --json). A large file is read in slices; one that vanishes
    between two leaves its session partial (in `partial` with --json): it is
    kept, marked so, out of diaries and reflection, and read again when the
    file comes back. A file no agent's format matches is named and counted
    (`unrecognised`), and so is a file read that held no message (`empty`);
    when nothing at all was ingested from the PATHs, the exit code is 1 too.

    \b
    Examples:
      kenning ingest
      kenning ingest ~/.claude/projects --agent claude_code
      kenning ingest ./old-session.jsonl --json
    """
    from .opcall import run_op

    # absolute: an operation never depends on the cwd of whoever runs it
    params = {"paths": [os.path.abspath(p) for p in paths], "agents": list(agents)}
    if app.json or not sys.stdout.isatty():
        data = run_op(app, "ingest.run", params)
    else:
        from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn

        with Progress(
            TextColumn("ingesting"), BarColumn(), MofNCompleteColumn(), transient=True
        ) as bar:
            task = bar.add_task("ingest", total=None)

            def advance(done: int, total: int | None, _source: Path) -> None:
                bar.update(task, completed=done, total=total)

            data = run_op(app, "ingest.run", params, progress=advance)

    def human() -> None:
        for path in data["unrecognised"]:
            click.secho(f"not read (holds no agent's session): {path}", fg="yellow", err=True)
        for path in sorted(set(data["unclaimed"]) - set(data["unrecognised"])):
            click.secho(f"not read (no agent writes such a file): {path}", fg="yellow", err=True)
        for empty in data["empty"][:5]:
            skipped = ", ".join(f"{r} {n}" for r, n in empty["skipped"].items())
            click.secho(
                f"no message in {empty['source']} (read as {empty['agent']}; skipped {skipped})",
                fg="yellow",
                err=True,
            )
        click.echo(
            f"{data['sources']} sources read ({data['unchanged']} unchanged, "
            f"{data['failed']} failed): {data['sessions']} sessions, {data['messages']} messages"
        )
        for agent, per in sorted(data["agents"].items()):
            if per["sources"] or per["failed"]:
                click.echo(
                    f"  {agent}: {per['sources']} sources, {per['sessions']} sessions, "
                    f"{per['messages']} messages"
                    + (f", {per['failed']} failed" if per["failed"] else "")
                )
        if data["skipped"]:
            skipped = ", ".join(f"{r} {n}" for r, n in sorted(data["skipped"].items()))
            click.echo(f"skipped: {skipped} (details: kenning status)")
        for err in data["errors"][:5]:
            click.secho(f"failed: {err['source']}: {err['error']}", fg="yellow", err=True)
        for part in data["partial"][:5]:
            click.secho(
                f"partial: {part['session']} keeps {part['messages']} messages of "
                f"{part['source']}; it is read again when the file can be",
                fg="yellow",
                err=True,
            )

    emit(app, data, human)
    if data["failed"]:
        # the command did not do all its job: say so to scripts too (what was read is kept)
        sys.exit(1)


@click.group()
def sessions() -> None:
    """List and read the agent sessions kenning has ingested."""


@sessions.command("list")
@click.option("--agent", help="Only this agent (e.g. claude_code or claude-code, codex).")
@click.option("--workspace", help="Only sessions in this folder or below it.")
@click.option("--limit", type=click.IntRange(1, 10_000), default=20, show_default=True)
@json_option
@pass_app
def sessions_list(app: App, agent: str | None, workspace: str | None, limit: int) -> None:
    """The most recent sessions first, with their message counts.

    \b
    Examples:
      kenning sessions list --agent codex --limit 5
      kenning sessions list --workspace ~/code/shop --json
    """
    from .opcall import run_op

    folder = str(Path(workspace).expanduser().absolute()) if workspace else None
    data = run_op(app, "sessions.list", {"agent": agent, "workspace": folder, "limit": limit})
    rows = data["sessions"]

    def human() -> None:
        from .rendering import print_table, short

        if not rows:
            click.echo("no sessions yet (run `kenning ingest`, or start the daemon)")
            return
        print_table(
            None,
            ["id", "when", "msgs", "workspace", "title"],
            [
                [
                    r["id"],
                    (r["ended_at"] or r["started_at"] or "")[:16].replace("T", " "),
                    str(r["message_count"]),
                    short(r["workspace"] or "", 40),
                    ("(partial) " if r["partial"] else "") + short(r["title"] or "", 50),
                ]
                for r in rows
            ],
        )

    emit(app, data, human)


@sessions.command("show")
@click.argument("session_id")
@json_option
@pass_app
def sessions_show(app: App, session_id: str) -> None:
    """One session with all its messages (redacted as stored).

    SESSION_ID is the full id from `kenning sessions list` (agent:native-id),
    the agent's own id alone (a Claude Code or Codex session uuid), an id
    from before a rename, or an unambiguous prefix of any of them.
    """
    from .opcall import run_op

    data = run_op(app, "sessions.show", {"session_id": session_id})

    def human() -> None:
        click.secho(f"{data['id']}  {data['title'] or ''}", bold=True)
        click.echo(
            f"{data['workspace'] or '-'}  {data['started_at'] or ''} → {data['ended_at'] or ''}"
        )
        if data["partial"]:
            click.secho(
                "partial: its file vanished while it was read; read again when it comes back",
                fg="yellow",
            )
        for m in data["messages"]:
            when = (m["created_at"] or "")[11:19]
            head = click.style(f"[{m['idx']}] {m['role']}", fg="cyan") + f" {when}"
            click.echo(head)
            if m["text"]:
                click.echo("  " + m["text"].replace("\n", "\n  "))
            for call in m["tool_calls"]:
                arg = orjson.dumps(call.get("input")).decode()[:200] if call.get("input") else ""
                click.secho(f"  ↳ {call['name']} {arg}", dim=True)

    emit(app, data, human)


@click.command("forget-session")
@click.argument("session_id")
@json_option
@pass_app
def forget_session_cmd(app: App, session_id: str) -> None:
    """Delete a session and everything derived from it, and say what went.

    Gone: its messages and their search rows, their vectors, the sessions of
    the subagents it started, its diary, rule links, surfacings and
    summary.md, and the facts of MEMORY.md that cited it (computed again).
    Deleted text is zeroed in the database file. Printed after: what still
    holds it — backups taken before (until they rotate out after
    `backup.keep_days`), and rules learnt from it (`kenning playbook remove
    ID`). The source file is left alone and is not read again unless it
    changes; to stop ingesting an agent or folder for good, add an exclude
    pattern (`agents.<agent>.exclude` or `ingest.exclude` in config.toml).

    \b
    Examples:
      kenning forget-session claude_code:7d1c2a9e-1111-4c3b-9a51-5b2f0c0e1a01
      kenning forget-session 7d1c2a9e --json
    """
    from .opcall import run_op

    data = run_op(app, "sessions.forget", {"session_id": session_id})

    def human() -> None:
        click.echo(f"forgot {data['forgotten']}")
        for what in data["removed"]:
            click.echo(f"  removed: {what}")
        for what in data["kept"]:
            click.echo(f"  still there: {what}")
        if not data["backups"]:
            click.echo("  no backup holds it")

    emit(app, data, human)


@click.command()
@json_option
@pass_app
def status(app: App) -> None:
    """What kenning has ingested, per agent, and what it could not read.

    For each enabled agent: its folders (and whether they exist), session files
    read and found, sessions and messages ingested, lines and files skipped
    with the first error of each kind, and the last activity. An agent whose
    folder exists but gave no session is flagged with the likely cause.
    Agents that keep sessions inside projects (Aider, SpecStory) are looked
    for with no configuration in ~/code, ~/src, ~/projects, ~/dev, ~/work,
    ~/git, ~/repos and the workspaces of ingested sessions (a few levels
    deep, for a second or two), plus the folders in `ingest.project_folders`
    less those in `ingest.exclude_folders`, and folders added with `kenning
    watch`; the last lines say what was found where.

    With the daemon running, a line says when it reflects next: a session is
    reflected on `learning.quiet_seconds` (120) after its last write, or at
    once after the agent's `/exit`; the sweep every
    `learning.reflect_every_minutes` (60) catches up on the rest.
    """
    from kenning.daemon.retrieval.embedding.backlog import describe_backlog

    from ..ingest import AGENT_ENV
    from .opcall import cwd, run_op

    # the agents' folders are the caller's: its variables and home go with the request
    environ = {k: os.environ[k] for k in AGENT_ENV if k in os.environ}
    params = {"environ": environ, "home": str(Path.home()), "cwd": cwd()}
    data = run_op(app, "ingest.status", params)
    waiting = data["embeddings"]

    def human() -> None:
        totals = data["totals"]
        click.echo(
            f"{totals['sessions']} sessions, {totals['messages']} messages from "
            f"{totals['sources_read']} files read; {totals['skipped']} lines/files skipped"
        )
        for agent, info in data["agents"].items():
            there = [r["path"] for r in info["roots"] if r["exists"]]
            if not there and not info["sessions"] and not info["sources_read"]:
                continue
            click.secho(f"{agent}", bold=True)
            for root in there[:5]:
                click.echo(f"  root {root}")
            if len(there) > 5:
                click.echo(f"  … and {len(there) - 5} more roots (kenning status --json)")
            click.echo(
                f"  {info['sources_read']} files read ({info['files']} found under its roots), "
                f"{info['sessions']} sessions, {info['messages']} messages; "
                f"last activity {info['last_activity'] or '-'}"
            )
            for reason, skip in info["skipped"].items():
                click.echo(f"  skipped {reason} x{skip['count']}: {skip['first_detail']}")
                click.echo(click.style(f"    first in {skip['first_source']}", dim=True))
            if info["problem"]:
                click.secho(f"  ! {info['problem']}", fg="yellow")
        quiet = [
            a
            for a, i in data["agents"].items()
            if not any(r["exists"] for r in i["roots"]) and not i["sessions"]
        ]
        if quiet:
            click.echo(click.style(f"nothing found for: {', '.join(quiet)}", dim=True))
        if waiting["pending_messages"] or waiting["pending_rules"]:
            click.secho(f"embeddings: {describe_backlog(waiting)}", fg="yellow")
        click.echo(describe_reflection(data["reflection"]))
        _echo_projects(data["projects"])

    emit(app, data, human)


def _span(seconds: float) -> str:
    seconds = round(seconds)
    if seconds < 60:
        return f"{seconds}s"
    if seconds < 3600:
        return f"{seconds // 60}m {seconds % 60:02d}s"
    return f"{seconds // 3600}h {seconds % 3600 // 60:02d}m"


def _clock(iso: str) -> str:
    """A stored UTC time as this machine's local clock time."""
    from datetime import datetime

    return datetime.fromisoformat(iso.replace("Z", "+00:00")).astimezone().strftime("%H:%M:%S")


def describe_reflection(r: dict[str, Any]) -> str:
    """When the daemon reflects next, in a line (`reflection` of `kenning status --json`)."""
    if not r.get("daemon"):
        return (
            "next reflection: none scheduled, no daemon runs (`kenning daemon start` learns "
            "minutes after each session; `kenning reflect` now)"
        )
    waiting, ended = r["waiting"], r["ended"]
    sessions = f"{waiting} session{'s' if waiting != 1 else ''}"
    if r["next_at"] is None:
        line = "next reflection: the sweep, once the catch-up scan is done"
    elif r["next"] == "quiet":
        why = f", {ended} ended" if ended else ""
        line = (
            f"next reflection in {_span(r['next_in_s'])} (at {_clock(r['next_at'])}): "
            f"{sessions} waiting to go quiet for {r['quiet_seconds']}s{why}"
        )
    else:
        line = (
            f"next reflection: the sweep in {_span(r['next_in_s'])} "
            f"(at {_clock(r['next_at'])}, every {r['sweep_minutes']:g} min)"
        )
        if waiting:
            line += f"; {sessions} waiting to go quiet"
        elif r["quiet_seconds"]:
            line += f"; a session is reflected on {r['quiet_seconds']}s after it goes quiet"
    last = r.get("last")
    if last:
        line += (
            f"\n  last: {last['session']} at {_clock(last['at'])} ({last['reason']}), "
            f"{last['changes']} change{'s' if last['changes'] != 1 else ''} in {last['seconds']}s"
        )
    return line


def _echo_projects(projects: dict[str, Any]) -> None:
    """The last lines of `kenning status`: where project folders were looked for, what was found."""
    found = projects["found"]
    for item in found[:10]:
        click.echo(f"  {item['agent']} in {item['path']}")
    if len(found) > 10:
        click.echo(f"  … and {len(found) - 10} more (kenning status --json)")
    searched = ", ".join(projects["searched"]) or "none"
    scan = projects["scan"]
    stopped = f"; stopped after {scan['stopped']}" if scan["stopped"] else ""
    click.echo(
        click.style(
            f"project folders looked in (Aider, SpecStory): {projects['total']} — {len(found)} "
            f"found in {searched} and {projects['from_sessions']} workspaces of ingested "
            f"sessions ({scan['folders_read']} folders read{stopped}), "
            f"{len(projects['watched'])} added with `kenning watch`",
            dim=True,
        )
    )
    if projects["excluded"]:
        excluded = ", ".join(projects["excluded"])
        click.echo(click.style(f"not looked in (ingest.exclude_folders): {excluded}", dim=True))


@click.command()
@click.argument("paths", nargs=-1, type=click.Path(path_type=Path, file_okay=False))
@click.option("--remove", is_flag=True, help="Stop looking in these folders.")
@json_option
@pass_app
def watch(app: App, paths: tuple[Path, ...], remove: bool) -> None:
    """Look for sessions that agents keep inside these project folders.

    Aider writes its chat history in the folder it was started in, and
    SpecStory exports to the project's `.specstory/history/`. kenning looks
    for them in ~/code, ~/src, ~/projects, ~/dev, ~/work, ~/git, ~/repos,
    `ingest.project_folders` and the workspaces of the sessions it has
    ingested; add any other project here.
    What is there is read now; a running daemon watches it within a minute.
    With no PATH, lists the folders added (`kenning status` shows every
    place it looks).

    \b
    Examples:
      kenning watch ~/code/blog
      kenning watch --remove ~/code/blog
      kenning watch --json
    """
    from .opcall import run_op

    folders = [p.expanduser().resolve() for p in paths]
    data = run_op(app, "watch", {"paths": [str(p) for p in folders], "remove": remove})
    changed = [Path(p) for p in data["removed" if remove else "added"]]

    def human() -> None:
        for path in changed:
            click.echo(f"{'no longer looking in' if remove else 'looking in'} {path}")
        for path in sorted(set(folders) - set(changed)):
            click.echo(f"{'was not added' if remove else 'already added'}: {path}")
        if data.get("ingest"):
            found = data["ingest"]
            click.echo(f"read now: {found['sessions']} sessions, {found['messages']} messages")
        elif folders and not remove:
            click.echo(
                "no Aider history or SpecStory export there yet; it will be read when one appears"
            )
        if not folders:
            if not data["watched"]:
                click.echo("no folder added (kenning watch PATH)")
            for path in data["watched"]:
                click.echo(path)

    emit(app, data, human)


def register(group: click.Group) -> None:
    group.add_command(watch)
    group.add_command(ingest)
    group.add_command(sessions)
    group.add_command(forget_session_cmd)
    group.add_command(status)
