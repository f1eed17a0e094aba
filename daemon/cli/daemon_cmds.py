"""`kenning daemon run|start|stop|status|install-service`."""

from __future__ import annotations

import contextlib
import logging
import os
import signal
import sys
import time
from pathlib import Path
from typing import Any

import click

from kenning.daemon.core.errors import DaemonError

from .main import App, emit, json_option, pass_app

START_TIMEOUT_S = 15.0
#: the daemon stops in 2 s (service.SHUTDOWN_GRACE_S); past this it is killed
STOP_TIMEOUT_S = 5.0


@click.group()
def daemon() -> None:
    """Run the background daemon that watches your agents' sessions.

    The daemon ingests new and growing session files within seconds, keeps
    search warm and answers the CLI, the editor and git hooks over a local
    socket (0600, no network port). Every command also works without it.
    """


def _configure_logging(log_file: Path | None, verbose: bool) -> None:
    handlers: list[logging.Handler] = [logging.StreamHandler(sys.stderr)]
    if log_file is not None:
        from kenning.daemon.core.private import open_private, private_dir

        private_dir(log_file.parent)
        os.close(open_private(log_file))  # logs quote sessions: 0600 before the first line
        handlers = [logging.FileHandler(log_file)]
    logging.basicConfig(
        level=logging.DEBUG if verbose else logging.INFO,
        format="%(asctime)s %(levelname)s %(name)s: %(message)s",
        handlers=handlers,
        force=True,
    )


@daemon.command("run")
@click.option("--log-file", type=click.Path(path_type=Path), help="Log here instead of stderr.")
@click.option("-v", "--verbose", is_flag=True, help="Log debug details.")
@pass_app
def run(app: App, log_file: Path | None, verbose: bool) -> None:
    """Run the daemon in the foreground (Ctrl-C or SIGTERM stops it cleanly)."""
    from kenning.daemon.service.daemon import run_foreground

    _configure_logging(log_file, verbose)
    run_foreground(app.config)


@daemon.command("start")
@json_option
@pass_app
def start(app: App) -> None:
    """Start the daemon in the background and wait until it answers.

    Logs go to KENNING_HOME/logs/daemon.log. Does nothing if one is running.
    """
    data, text = start_daemon(app)
    emit(app, data, text)


def start_daemon(app: App) -> tuple[dict[str, Any], str]:
    """Start the daemon unless one runs, and wait until it answers: its JSON and a line.

    Raises:
        StoreCorruptError: the store is marked damaged (the daemon would exit at once).
        DaemonError: it exited at start, or did not answer within START_TIMEOUT_S.
    """
    from kenning.daemon.core.client import DaemonClient
    from kenning.daemon.core.pidfile import running_pid
    from kenning.daemon.ops.storage import corrupt_error, corruption_marked

    paths = app.config.paths
    pid = running_pid(paths.pidfile)
    if pid is not None:
        running = {"running": True, "pid": pid, "started": False}
        return running, f"kenning daemon already running (pid {pid})"
    from kenning.daemon.service.autostart import spawn

    found = corruption_marked(paths.db)
    if found is not None:  # say why here, not "exited at start, read the log"
        raise corrupt_error(paths.db, found)
    proc, log_file = spawn(paths)
    client = DaemonClient(paths.socket, timeout=1.0)
    deadline = time.monotonic() + START_TIMEOUT_S
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            raise DaemonError(
                f"the daemon exited at start (code {proc.returncode})", fix=f"read {log_file}"
            )
        if client.try_call("ping") is not None:
            started = {"running": True, "pid": proc.pid, "started": True, "log": str(log_file)}
            return started, f"kenning daemon started (pid {proc.pid}); log: {log_file}"
        time.sleep(0.05)
    raise DaemonError(
        f"the daemon did not answer within {START_TIMEOUT_S:.0f}s", fix=f"read {log_file}"
    )


@daemon.command("stop")
@json_option
@pass_app
def stop(app: App) -> None:
    """Stop the background daemon: SIGTERM, wait, then SIGKILL if it hangs.

    The daemon stops within 2 s, busy or not; one that does not answer the
    signal in STOP_TIMEOUT_S is killed, and its pidfile and socket removed.
    """
    from kenning.daemon.core.pidfile import running_pid

    paths = app.config.paths
    pid = running_pid(paths.pidfile)
    if pid is None:
        emit(app, {"running": False, "stopped": False}, "kenning daemon is not running")
        return
    began = time.monotonic()
    os.kill(pid, signal.SIGTERM)
    deadline = began + STOP_TIMEOUT_S
    while time.monotonic() < deadline:
        if running_pid(paths.pidfile) is None:
            took = round(time.monotonic() - began, 2)
            emit(
                app,
                {"running": False, "stopped": True, "pid": pid, "seconds": took},
                f"kenning daemon stopped (pid {pid}) in {took:.2f}s",
            )
            return
        time.sleep(0.02)
    with contextlib.suppress(ProcessLookupError):  # it ended since the last look
        os.kill(pid, signal.SIGKILL)
    # a killed daemon leaves its files: nobody else holds the lock now
    paths.socket.unlink(missing_ok=True)
    paths.pidfile.unlink(missing_ok=True)
    emit(
        app,
        {"running": False, "stopped": True, "pid": pid, "killed": True},
        f"kenning daemon did not stop in {STOP_TIMEOUT_S:.0f}s; killed (pid {pid}), "
        "its pidfile and socket removed",
    )


@daemon.command("status")
@json_option
@pass_app
def status(app: App) -> None:
    """Is the daemon running, what does it watch, how far is ingestion, when it reflects next."""
    from kenning.daemon.core.client import DaemonClient
    from kenning.daemon.core.pidfile import running_pid

    paths = app.config.paths
    pid = running_pid(paths.pidfile)
    state = DaemonClient(paths.socket, timeout=2.0).try_call("status") if pid else None
    data = {"running": pid is not None, "pid": pid, "status": state}

    def human() -> None:
        if pid is None:
            click.echo("kenning daemon: not running (start it with `kenning daemon start`)")
            return
        click.echo(f"kenning daemon: running (pid {pid})")
        if state is None:
            click.echo("  not answering on its socket yet")
            return
        ing, w = state["ingest"], state["watcher"] or {}
        catchup = f"done in {ing['catchup_seconds']}s" if ing["catchup_done"] else "running"
        click.echo(f"  uptime {state['uptime_s']}s; catch-up {catchup}")
        rss = (state.get("memory") or {}).get("rss_mb")  # an older daemon does not say
        if rss is not None:
            click.echo(f"  resident memory {rss:.0f} MB")
        click.echo(
            f"  ingested {ing['messages']} messages from {ing['sources']} sources "
            f"in {ing['batches']} batches; errors {ing['errors']}"
        )
        if ing.get("failed_sources"):
            click.echo(
                f"  {ing['failed_sources']} sources failed to read ({ing['last_error']}); "
                "see `kenning status` for each"
            )
        for label, key in (("watching", "watching"), ("waiting for", "waiting_for")):
            roots = w.get(key, [])
            # project folders add a root or two each: show a few, count the rest
            for root in roots[:SHOWN_ROOTS]:
                click.echo(f"  {label} {root}" + (" (not there yet)" if key != "watching" else ""))
            if len(roots) > SHOWN_ROOTS:
                click.echo(
                    f"  {label} {len(roots) - SHOWN_ROOTS} more (kenning daemon status --json)"
                )
        if w.get("polling"):
            click.echo(f"  polling: {w.get('polling_reason')}")
        if state.get("reflection"):  # an older daemon does not say
            from .ingest_cmds import describe_reflection

            click.echo("  " + describe_reflection(state["reflection"]).replace("\n", "\n  "))

    emit(app, data, human)


#: roots listed one by one in `kenning daemon status` (the rest are counted)
SHOWN_ROOTS = 12


SYSTEMD_UNIT = """[Unit]
Description=kenning: local memory for coding agents
After=default.target

[Service]
Type=simple
ExecStart={exe} daemon run --log-file {log}
Environment=KENNING_HOME={home}
Restart=on-failure
RestartSec=5
KillSignal=SIGTERM
TimeoutStopSec=15

[Install]
WantedBy=default.target
"""

LAUNCHD_PLIST = """<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
<plist version="1.0">
<dict>
  <key>Label</key><string>dev.kenning.daemon</string>
  <key>ProgramArguments</key>
  <array><string>{exe}</string><string>daemon</string><string>run</string>
  <string>--log-file</string><string>{log}</string></array>
  <key>EnvironmentVariables</key><dict><key>KENNING_HOME</key><string>{home}</string></dict>
  <key>RunAtLoad</key><true/>
  <key>KeepAlive</key><true/>
</dict>
</plist>
"""


@daemon.command("install-service")
@click.option("--write", is_flag=True, help="Write the file (default: only print it).")
@click.option(
    "--platform",
    "platform_",
    type=click.Choice(["systemd", "launchd"]),
    help="Default: launchd on macOS, systemd elsewhere.",
)
@json_option
@pass_app
def install_service(app: App, write: bool, platform_: str | None) -> None:
    """Print (or --write) a systemd user unit or a launchd plist that runs the daemon at login."""
    paths = app.config.paths
    kind = platform_ or ("launchd" if sys.platform == "darwin" else "systemd")
    exe = (
        Path(sys.argv[0]).resolve()
        if Path(sys.argv[0]).name == "kenning"
        else Path(sys.executable).with_name("kenning")
    )
    values = {"exe": exe, "log": paths.logs / "daemon.log", "home": paths.home}
    if kind == "systemd":
        text = SYSTEMD_UNIT.format(**values)
        target = Path.home() / ".config/systemd/user/kenning.service"
        enable = "systemctl --user daemon-reload && systemctl --user enable --now kenning"
    else:
        text = LAUNCHD_PLIST.format(**values)
        target = Path.home() / "Library/LaunchAgents/dev.kenning.daemon.plist"
        enable = f"launchctl load -w {target}"
    if write:
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(text)
    data = {
        "platform": kind,
        "path": str(target),
        "written": write,
        "content": text,
        "enable": enable,
    }

    def human() -> None:
        if write:
            click.echo(f"wrote {target}\nenable it with: {enable}")
        else:
            click.echo(text)
            click.echo(f"# save as {target} (or rerun with --write), then: {enable}", err=True)

    emit(app, data, human)


def register(group: click.Group) -> None:
    group.add_command(daemon)
