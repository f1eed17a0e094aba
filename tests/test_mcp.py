"""The MCP server through the SDK's own client, over stdio, spawning the real `kenning mcp`."""

from __future__ import annotations

import json
import os
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

import anyio
import orjson
import pytest
from mcp.client.session import ClientRequestContext, ClientSession
from mcp.client.stdio import StdioServerParameters, stdio_client
from mcp.types import ErrorData, ListRootsResult, Root
from pydantic import FileUrl

from kenning.daemon.core.config import load_config
from kenning.daemon.core.models import FeedbackSource, Rule, RuleState
from kenning.daemon.playbook.curate import add_rule
from kenning.daemon.store.db import Store
from kenning.daemon.store.rules import RuleRepo

from .conftest import KENNING

Body = Callable[[ClientSession], Awaitable[None]]


def _run(
    home: Path,
    cwd: Path,
    body: Body,
    *,
    env: dict[str, str] | None = None,
    roots: list[Path] | None = None,
) -> None:
    """Spawn `kenning mcp` with `env` (default: ours with KENNING_HOME=home), offering `roots`."""
    params = StdioServerParameters(
        command=KENNING,
        args=["mcp"],
        env={**os.environ, "KENNING_HOME": str(home)} if env is None else env,
        cwd=str(cwd),
    )

    async def list_roots(context: ClientRequestContext) -> ListRootsResult | ErrorData:
        return ListRootsResult(
            roots=[Root(uri=FileUrl(r.as_uri()), name=r.name) for r in roots or []]
        )

    async def main() -> None:
        with anyio.fail_after(60), (home / "mcp-stderr.log").open("w") as errlog:
            async with (
                stdio_client(params, errlog=errlog) as (read, write),
                ClientSession(
                    read, write, list_roots_callback=list_roots if roots is not None else None
                ) as session,
            ):
                await session.initialize()
                await body(session)

    anyio.run(main)


def _payload(result: Any) -> Any:
    assert not result.is_error, result.content
    if result.structured_content is not None:
        return result.structured_content
    return json.loads(result.content[0].text)


def _seed(store: Store) -> dict[str, str]:
    settings = load_config().settings
    ids = {}
    for name, text in (
        ("http", "Use httpx with retries for the HTTP client"),
        ("tests", "Run pytest with -x before pushing"),
    ):
        ids[name] = add_rule(store, settings, Rule(id="x", content=text)).rule.id
    return ids


@pytest.mark.slow
def test_the_review_tool_answers_what_kenning_review_answers(
    store: Store, kenning_home: Path, tmp_path: Path, kenning: Any
) -> None:
    from .test_ops import shape

    settings = load_config().settings
    proposals = [
        add_rule(store, settings, Rule(id="x", content=text, state=RuleState.PROPOSAL)).rule.id
        for text in ("Prefer pathlib over os.path", "Use tabs in the Makefile")
    ]
    cli = kenning("review", "--json", check=True).json()
    seen: dict[str, Any] = {}

    async def body(session: ClientSession) -> None:
        seen["list"] = _payload(await session.call_tool("review", {}))
        seen["accept"] = _payload(
            await session.call_tool(
                "review", {"action": "accept", "ids": [proposals[0]], "by": "Ada"}
            )
        )
        seen["reject"] = _payload(
            await session.call_tool(
                "review", {"action": "reject", "ids": [proposals[1]], "reason": "not ours"}
            )
        )
        seen["undo"] = _payload(await session.call_tool("review", {"action": "undo"}))
        seen["bad"] = await session.call_tool("review", {"action": "edit", "ids": []})

    _run(kenning_home, tmp_path, body)
    assert shape(seen["list"]) == shape(cli)
    assert [p["id"] for p in seen["list"]["proposals"]] == [p["id"] for p in cli["proposals"]]
    (accepted,) = seen["accept"]["rules"]
    assert accepted["state"] == "active" and accepted["provenance"]["accepted_by"] == "Ada"
    (rejected,) = seen["reject"]["rules"]
    assert rejected["provenance"]["rejected_by"] == "an agent (MCP)"
    assert "reject" in seen["undo"]["undone"][0]
    assert seen["bad"].is_error and "needs ids and content" in seen["bad"].content[0].text
    assert RuleRepo(store).get(proposals[0]).state == RuleState.ACTIVE
    assert RuleRepo(store).get(proposals[1]).state == RuleState.PROPOSAL


@pytest.mark.slow
def test_tools_and_resources_over_stdio(store: Store, kenning_home: Path, tmp_path: Path) -> None:
    ids = _seed(store)
    seen: dict[str, Any] = {}

    async def body(session: ClientSession) -> None:
        listed = await session.list_tools()
        seen["tools"] = sorted(t.name for t in listed.tools)
        seen["context"] = _payload(
            await session.call_tool("context", {"task": "add retries to the http client"})
        )
        seen["search"] = _payload(await session.call_tool("search", {"query": "retries"}))
        seen["mark"] = _payload(
            await session.call_tool(
                "mark", {"rule_id": ids["http"], "kind": "helpful", "reason": "it worked"}
            )
        )
        seen["outcome"] = _payload(
            await session.call_tool(
                "outcome",
                {
                    "outcome": "success",
                    "rules_used": [ids["http"], ids["tests"], "b-nope"],
                    "session_id": "claude:s1",
                },
            )
        )
        seen["list"] = _payload(await session.call_tool("playbook_list", {}))
        seen["rooted"] = _payload(await session.call_tool("context", {"task": "add retries"}))
        seen["fact"] = _payload(
            await session.call_tool(
                "remember",
                {"content": "Staging deploys use token=ghp_abcdefghijklmnopqrstuvwxyz0123456789"},
            )
        )
        seen["fact_again"] = _payload(
            await session.call_tool(
                "remember",
                {"content": "Staging deploys use token=ghp_abcdefghijklmnopqrstuvwxyz0123456789"},
            )
        )
        seen["rule"] = _payload(
            await session.call_tool(
                "remember", {"content": "Prefer pathlib over os.path", "as_rule": True}
            )
        )
        resources = await session.list_resources()
        seen["resources"] = sorted(str(r.uri) for r in resources.resources)
        playbook = await session.read_resource("kenning://playbook")
        seen["playbook"] = json.loads(playbook.contents[0].text)  # type: ignore[union-attr]
        recent = await session.read_resource("kenning://sessions/recent")
        seen["recent"] = json.loads(recent.contents[0].text)  # type: ignore[union-attr]
        diaries = await session.read_resource("kenning://diaries/recent")
        seen["diaries"] = json.loads(diaries.contents[0].text)  # type: ignore[union-attr]

    project = tmp_path / "my project"
    project.mkdir()
    _run(kenning_home, tmp_path, body, roots=[project])

    assert seen["tools"] == [
        "context",
        "mark",
        "outcome",
        "playbook_list",
        "remember",
        "review",
        "search",
    ]
    assert seen["context"]["rules"][0]["id"] == ids["http"]
    assert seen["search"]["query"] == "retries"
    assert seen["mark"]["id"] == ids["http"] and seen["mark"]["kind"] == "helpful"
    outcome = seen["outcome"]
    assert [r["id"] for r in outcome["recorded"]] == [ids["http"], ids["tests"]]
    assert outcome["unknown"] == ["b-nope"]
    assert {r["id"] for r in seen["list"]["rules"]} >= set(ids.values())
    assert "store_warning" not in seen["list"]  # a store with rules is not suspicious
    # no workspace in the call: the client's root is the workspace
    assert seen["context"]["workspace"] == str(project.resolve())
    assert seen["rooted"]["workspace"] == str(project.resolve())
    assert seen["fact"]["action"] == "added" and seen["fact_again"]["action"] == "exists"
    assert "ghp_" not in seen["fact"]["content"]
    assert seen["rule"]["rule"]["state"] == "proposal"
    assert seen["resources"] == [
        "kenning://diaries/recent",
        "kenning://playbook",
        "kenning://sessions/recent",
        "kenning://store",
    ]
    assert seen["diaries"] == {"diaries": []}  # no session has a diary yet
    assert {r["id"] for r in seen["playbook"]["rules"]} >= set(ids.values())
    assert [s["id"] for s in seen["recent"]["sessions"]] == ["kenning:memory"]

    # the feedback really landed, the outcome's automatic and lighter than the manual mark
    events = RuleRepo(store).events(ids["http"])
    by_source = {e.source: e.weight for e in events}
    assert by_source[FeedbackSource.MANUAL] == 1.0
    assert by_source[FeedbackSource.AUTO] == 0.5
    drafted = RuleRepo(store).get(seen["rule"]["id"])
    assert drafted.state == RuleState.PROPOSAL
    # the fact is searchable memory, stored once and redacted on disk
    texts = [r[0] for r in store.query("SELECT text FROM messages")]
    assert len(texts) == 1 and "ghp_" not in texts[0]


@pytest.mark.slow
def test_errors_carry_the_fix(store: Store, kenning_home: Path, tmp_path: Path) -> None:
    seen: dict[str, Any] = {}

    async def body(session: ClientSession) -> None:
        seen["empty"] = await session.call_tool("context", {"task": "  "})
        seen["missing"] = await session.call_tool(
            "mark", {"rule_id": "b-missing", "kind": "harmful"}
        )
        seen["unknown"] = await session.call_tool(
            "outcome", {"outcome": "success", "rules_used": ["b-missing"]}
        )

    _run(kenning_home, tmp_path, body)
    for name in ("empty", "missing", "unknown"):
        result = seen[name]
        assert result.is_error, name
        assert "Fix:" in result.content[0].text, (name, result.content[0].text)
    assert "task is empty" in seen["empty"].content[0].text


def test_mcp_help_and_the_sdk_stays_out_of_other_commands(kenning: Any) -> None:
    r = kenning("mcp", "--help")
    assert r.code == 0 and "stdio" in r.stdout
    # loading every command module must not import the SDK (only `kenning mcp` does)
    code = (
        "import sys, kenning.daemon.cli.main; print(sorted(m for m in sys.modules if m == 'mcp'))"
    )
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert proc.stdout.strip() == "[]"


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def _post(port: int, headers: dict[str, str]) -> tuple[int, dict[str, Any], str]:
    """POST an MCP initialize with `headers`; (status, JSON body or {}, WWW-Authenticate)."""
    body = orjson.dumps({"jsonrpc": "2.0", "id": 1, "method": "ping"})
    request = urllib.request.Request(
        f"http://127.0.0.1:{port}/mcp",
        data=body,
        method="POST",
        headers={"content-type": "application/json", "accept": "application/json", **headers},
    )
    try:
        with urllib.request.urlopen(request, timeout=10) as response:
            return response.status, {}, ""
    except urllib.error.HTTPError as exc:
        data = orjson.loads(exc.read() or b"{}")
        return exc.code, data, exc.headers.get("www-authenticate", "")


@pytest.mark.slow
def test_streamable_http_on_localhost_needs_the_token(
    store: Store, kenning_home: Path, tmp_path: Path, kenning: Any
) -> None:
    from mcp.client.streamable_http import streamable_http_client
    from mcp.shared._httpx_utils import create_mcp_http_client

    _seed(store)
    port = _free_port()
    log = (tmp_path / "http.log").open("w")
    proc = subprocess.Popen(
        [KENNING, "mcp", "--http", "--port", str(port)],
        env={**os.environ, "KENNING_HOME": str(kenning_home)},
        cwd=tmp_path,
        stdout=log,
        stderr=subprocess.STDOUT,
    )
    try:
        deadline = time.monotonic() + 30
        while True:  # wait until the server accepts connections (or died)
            assert proc.poll() is None, (tmp_path / "http.log").read_text()
            try:
                socket.create_connection(("127.0.0.1", port), timeout=0.5).close()
                break
            except OSError:
                assert time.monotonic() < deadline, "the HTTP server did not start"
                time.sleep(0.05)
        token = kenning("mcp", "token", check=True).stdout.strip()
        assert len(token) >= 40
        assert (kenning_home / "mcp-token").stat().st_mode & 0o777 == 0o600
        # no header, a wrong token, the right token in the wrong form: 401 each
        for headers in ({}, {"authorization": "Bearer nope"}, {"authorization": token}):
            status, data, challenge = _post(port, headers)
            assert status == 401 and challenge.startswith("Bearer"), (headers, status)
            assert "kenning mcp token" in data["fix"]
        names: list[str] = []

        async def main() -> None:
            with anyio.fail_after(30):
                async with (
                    create_mcp_http_client(headers={"Authorization": f"Bearer {token}"}) as http,
                    streamable_http_client(f"http://127.0.0.1:{port}/mcp", http_client=http) as (
                        read,
                        write,
                    ),
                    ClientSession(read, write) as session,
                ):
                    await session.initialize()
                    names.extend(t.name for t in (await session.list_tools()).tools)
                    result = await session.call_tool("playbook_list", {})
                    assert not result.is_error

        anyio.run(main)
        assert "context" in names and "remember" in names
    finally:
        proc.terminate()
        proc.wait(timeout=10)
        log.close()


@pytest.mark.slow
def test_an_empty_default_store_is_obvious(kenning_home: Path, tmp_path: Path) -> None:
    """The SDK's stdio client passes only a few variables: no KENNING_HOME reaches the server."""
    seen: dict[str, Any] = {}

    async def body(session: ClientSession) -> None:
        seen["list"] = _payload(await session.call_tool("playbook_list", {}))
        seen["mark"] = await session.call_tool(
            "mark", {"rule_id": "b-1a2b3c4d5e", "kind": "helpful"}
        )
        store = await session.read_resource("kenning://store")
        seen["store"] = json.loads(store.contents[0].text)  # type: ignore[union-attr]

    _run(kenning_home, tmp_path, body, env={})  # {}: the SDK's default environment only

    store = seen["store"]
    assert store["kenning_home_env"] is None and store["rules"] == 0
    assert not Path(store["db"]).is_relative_to(kenning_home)  # the default store, not ours
    for text in (seen["list"]["store_warning"], seen["mark"].content[0].text, store["warning"]):
        assert store["db"] in text and "KENNING_HOME is not set" in text, text
        assert '"env": {"KENNING_HOME"' in text
    assert seen["mark"].is_error and "no rule" in seen["mark"].content[0].text
