"""The MCP server's defaults from where it runs, through the SDK's own client.

Without a `workspace`, `context` briefs for the client's root, else for the
repository the server runs in; `kenning mcp --http` says where it listens and
how to pass the token, and stops within a second of SIGTERM, a tool call under
way included.
"""

from __future__ import annotations

import contextlib
import os
import signal
import socket
import subprocess
import threading
import time
from pathlib import Path
from typing import Any

import anyio
import pytest
from mcp.client.session import ClientSession

from kenning.daemon.core.config import load_config
from kenning.daemon.core.models import Rule, Scope
from kenning.daemon.playbook.curate import add_rule
from kenning.daemon.store.db import Store

from .conftest import KENNING
from .gitrepo import Repo
from .test_mcp import _free_port, _payload, _run

RULE = "Use httpx with retries for the HTTP client of the shop"


def _workspace_rule(store: Store, repo: Path) -> str:
    rule = Rule(id="x", content=RULE, scope=Scope.WORKSPACE, scope_key=str(repo))
    return add_rule(store, load_config().settings, rule).rule.id


@pytest.mark.slow
def test_context_without_a_workspace_briefs_for_the_repository_it_runs_in(
    store: Store, kenning_home: Path, tmp_path: Path
) -> None:
    repo = Repo(tmp_path / "shop").path.resolve()
    rule_id = _workspace_rule(store, repo)
    (repo / "src").mkdir()
    seen: dict[str, Any] = {}

    async def body(session: ClientSession) -> None:
        seen["context"] = _payload(
            await session.call_tool("context", {"task": "add retries to the http client"})
        )

    # no roots offered (the SDK client's default), started in a folder of the repository
    _run(kenning_home, repo / "src", body)
    briefing = seen["context"]
    assert briefing["workspace"] == str(repo)
    assert [r["id"] for r in briefing["rules"]] == [rule_id]

    # outside any repository, and no roots: no workspace, so no workspace rule
    _run(kenning_home, tmp_path, body)
    assert seen["context"]["workspace"] is None and seen["context"]["rules"] == []

    # the client's root comes first
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    _run(kenning_home, repo, body, roots=[elsewhere])
    assert seen["context"]["workspace"] == str(elsewhere.resolve())
    assert seen["context"]["rules"] == []


def _start_http(home: Path, cwd: Path, port: int) -> tuple[subprocess.Popen[str], str]:
    """`kenning mcp --http` and what it printed once it listens (its banner)."""
    proc = subprocess.Popen(
        [KENNING, "mcp", "--http", "--port", str(port)],
        env={**os.environ, "KENNING_HOME": str(home)},
        cwd=cwd,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
    )
    assert proc.stdout is not None
    lines: list[str] = []
    deadline = time.monotonic() + 30
    while not any("Ctrl-C" in line for line in lines):
        assert time.monotonic() < deadline, "no banner within 30 s"
        line = proc.stdout.readline()
        assert line, f"the server ended: {''.join(lines)}"
        lines.append(line)
    return proc, "".join(lines)


def _end(proc: subprocess.Popen[str]) -> None:
    proc.kill()
    proc.wait(timeout=10)
    if proc.stdout is not None:
        proc.stdout.close()


def _stop(proc: subprocess.Popen[str]) -> float:
    """SIGTERM, then the seconds until the process has ended."""
    start = time.monotonic()
    proc.send_signal(signal.SIGTERM)
    proc.wait(timeout=10)
    return time.monotonic() - start


@pytest.mark.slow
def test_http_says_where_it_listens_and_stops_within_a_second(
    store: Store, kenning_home: Path, tmp_path: Path, kenning: Any
) -> None:
    port = _free_port()
    proc, banner = _start_http(kenning_home, tmp_path, port)
    try:
        token = kenning("mcp", "token", check=True).stdout.strip()
        assert f"http://127.0.0.1:{port}/mcp" in banner
        assert "Authorization: Bearer <token>" in banner and "`kenning mcp token`" in banner
        assert str(kenning_home / "mcp-token") in banner
        assert token not in banner  # how to get it, never the token itself
        socket.create_connection(("127.0.0.1", port), timeout=2).close()
        # a second server on the same port: kenning's words and the fix
        taken = kenning("mcp", "--http", "--port", str(port))
        assert taken.code != 0 and f"cannot listen on 127.0.0.1:{port}" in taken.stderr
        assert f"--port {port + 1}" in taken.stderr
        idle = _stop(proc)
    finally:
        _end(proc)
    assert idle < 1.0, f"idle server took {idle:.2f} s to stop"

    # a tool call under way (a cold `context` in the server's own process) and an open
    # session: the stop does not wait for either
    port = _free_port()
    proc, _ = _start_http(kenning_home, tmp_path, port)
    calling = threading.Event()

    def client() -> None:
        from mcp.client.streamable_http import streamable_http_client
        from mcp.shared._httpx_utils import create_mcp_http_client

        async def main() -> None:
            async with (
                create_mcp_http_client(headers={"Authorization": f"Bearer {token}"}) as http,
                streamable_http_client(f"http://127.0.0.1:{port}/mcp", http_client=http) as (
                    read,
                    write,
                ),
                ClientSession(read, write) as session,
            ):
                await session.initialize()
                calling.set()
                await session.call_tool("context", {"task": "add retries to the http client"})

        # the server goes away under the call: what is tested
        with contextlib.suppress(BaseException):
            anyio.run(main)

    thread = threading.Thread(target=client, daemon=True)
    thread.start()
    try:
        assert calling.wait(30), "the client did not connect"
        time.sleep(0.05)
        busy = _stop(proc)
    finally:
        _end(proc)
    assert busy < 1.0, f"a server with a call under way took {busy:.2f} s to stop"
    assert proc.returncode in (-signal.SIGTERM, 128 + signal.SIGTERM)
