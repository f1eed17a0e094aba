"""`kenning mcp` (the MCP server) and `kenning mcp token` (its HTTP bearer token)."""

from __future__ import annotations

import logging
import sys

import click

from .main import App, emit, json_option, pass_app


@click.group(invoke_without_command=True)
@click.option(
    "--http",
    is_flag=True,
    help="Serve streamable HTTP on 127.0.0.1 instead of stdio (never on other addresses); "
    "every request must carry the token of `kenning mcp token`.",
)
@click.option("--port", type=click.IntRange(1, 65535), default=8765, show_default=True)
@click.pass_context
def mcp(ctx: click.Context, http: bool, port: int) -> None:
    """Run kenning's MCP server (stdio by default) for Claude Code, Codex, Cursor, Gemini CLI.

    Tools: context, search, mark, outcome, playbook_list, remember.
    Resources: kenning://playbook, kenning://sessions/recent,
    kenning://diaries/recent, kenning://store (which store this server reads).
    Configuration snippets for each agent: docs/mcp.md; give the server your
    KENNING_HOME in the client's "env" (an empty store is flagged in every
    tool result as store_warning). `context` without a workspace briefs for
    the client's first root, else for the repository the server runs in.
    Over HTTP, requests without `Authorization: Bearer <token>` get 401:
    `kenning mcp token` prints the token for the client's configuration; the
    server prints its URL when it listens and stops within a second of
    SIGTERM or Ctrl-C.

    \b
    Examples:
      claude mcp add kenning -- kenning mcp
      kenning mcp --http --port 8765     # http://127.0.0.1:8765/mcp
    """
    if ctx.invoked_subcommand is not None:
        return
    from kenning.daemon.api.mcp import serve

    app = ctx.ensure_object(App)
    # stdout is the protocol on stdio: every log line goes to stderr
    logging.basicConfig(level=logging.WARNING, stream=sys.stderr)
    serve(app.config, http=http, port=port)


@mcp.command("token")
@click.option("--rotate", is_flag=True, help="Replace the token; clients with the old one get 401.")
@click.option("--port", type=click.IntRange(1, 65535), default=8765, show_default=True)
@json_option
@pass_app
def token(app: App, rotate: bool, port: int) -> None:
    """Print the bearer token `kenning mcp --http` requires (made on first use).

    It is stored 0600 in KENNING_HOME/mcp-token. Put it in the client's
    configuration as the header `Authorization: Bearer <token>` (per client:
    docs/mcp.md). The plain output is the token alone, for `$(kenning mcp token)`.

    JSON: {"token", "header", "url", "file", "rotated"}.
    """
    from kenning.daemon.api.mcp_auth import read_token, rotate_token, token_path

    home = app.config.paths.home
    value = rotate_token(home) if rotate else read_token(home)
    data = {
        "token": value,
        "header": f"Authorization: Bearer {value}",
        "url": f"http://127.0.0.1:{port}/mcp",
        "file": str(token_path(home)),
        "rotated": rotate,
    }
    emit(app, data, value)


def register(group: click.Group) -> None:
    group.add_command(mcp)
