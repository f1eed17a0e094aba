"""`kenning mcp`: serve kenning's tools to agents over the Model Context Protocol."""

from __future__ import annotations

import logging
import sys

import click

from .main import App, pass_app


@click.command()
@click.option(
    "--http",
    is_flag=True,
    help="Serve streamable HTTP on 127.0.0.1 instead of stdio (never on other addresses).",
)
@click.option("--port", type=click.IntRange(1, 65535), default=8765, show_default=True)
@pass_app
def mcp(app: App, http: bool, port: int) -> None:
    """Run kenning's MCP server (stdio by default) for Claude Code, Codex, Cursor, Gemini CLI.

    Tools: context, search, mark, outcome, playbook_list, remember.
    Resources: kenning://playbook, kenning://sessions/recent.
    Configuration snippets for each agent: docs/mcp.md.

    \b
    Examples:
      claude mcp add kenning -- kenning mcp
      kenning mcp --http --port 8765     # http://127.0.0.1:8765/mcp
    """
    from ..mcp_server import serve

    # stdout is the protocol on stdio: every log line goes to stderr
    logging.basicConfig(level=logging.WARNING, stream=sys.stderr)
    serve(app.config, http=http, port=port)


def register(group: click.Group) -> None:
    group.add_command(mcp)
