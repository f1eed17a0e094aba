"""`kenning mcp --http`: uvicorn on 127.0.0.1, saying where it listens, stopping at once.

- Before it listens, the port is tried: a port in use is a `UsageError` with
  the fix (another `--port`), not uvicorn's traceback-like log line.
- Once it listens, one banner on stderr: the URL, the header every request
  needs and how to get the token (`kenning mcp token`, never the token itself).
- SIGTERM or Ctrl-C stop it within `STOP_SECONDS`: uvicorn's graceful shutdown
  gets `GRACE_SECONDS` for the responses under way; a tool call still running
  in a worker thread (a cold `context` loads the model for seconds) cannot be
  interrupted, so whatever is left when `STOP_SECONDS` have passed ends with
  the process. SQLite's journal makes that safe: a write not committed is
  rolled back when the store is next opened.
"""

from __future__ import annotations

import logging
import os
import socket
import sys
import threading
from pathlib import Path
from types import FrameType
from typing import Any

from kenning.daemon.core.errors import UsageError

__all__ = ["GRACE_SECONDS", "STOP_SECONDS", "banner", "serve_http"]

#: what uvicorn's graceful shutdown may take (the responses under way)
GRACE_SECONDS = 0.3
#: the most a stop takes, from the signal to the end of the process
STOP_SECONDS = 0.7


def banner(host: str, port: int, token_file: Path) -> str:
    """What the server says once it listens: where, and how a client passes the token."""
    return (
        f"kenning mcp: serving MCP (streamable HTTP) at http://{host}:{port}/mcp\n"
        "  every request needs the header  Authorization: Bearer <token>\n"
        f"  the token: `kenning mcp token` prints it (kept in {token_file})\n"
        "  each client's configuration: docs/mcp.md; stop with Ctrl-C\n"
    )


def _check_port(host: str, port: int) -> None:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as probe:
        probe.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        try:
            probe.bind((host, port))
        except OSError as exc:
            raise UsageError(
                f"cannot listen on {host}:{port}: {exc.strerror or exc}",
                fix=f"another program (another `kenning mcp --http`?) holds port {port}: "
                f"kenning mcp --http --port {port + 1}",
            ) from exc


class _Quiet(logging.Filter):
    """Drop uvicorn's complaints about the responses a stop cuts short."""

    def __init__(self, server: Any) -> None:
        super().__init__()
        self.server = server

    def filter(self, record: logging.LogRecord) -> bool:
        return not self.server.should_exit


def serve_http(app: Any, host: str, port: int, *, token_file: Path) -> None:
    """Serve `app` on host:port until SIGTERM or SIGINT; the banner once it listens."""
    import uvicorn

    _check_port(host, port)
    # uvicorn annotates the grace as int but waits with asyncio.wait_for, which takes a float
    grace: Any = GRACE_SECONDS
    config = uvicorn.Config(
        app, host=host, port=port, log_level="warning", timeout_graceful_shutdown=grace
    )

    class Server(uvicorn.Server):
        async def startup(self, sockets: list[socket.socket] | None = None) -> None:
            await super().startup(sockets)
            if self.started:
                sys.stderr.write(banner(host, port, token_file))
                sys.stderr.flush()

        def handle_exit(self, sig: int, frame: FrameType | None) -> None:
            if not self.should_exit:
                stop = threading.Timer(STOP_SECONDS, _end, (sig,))
                stop.daemon = True
                stop.start()
            super().handle_exit(sig, frame)

    server = Server(config)
    logging.getLogger("uvicorn.error").addFilter(_Quiet(server))
    server.run()


def _end(sig: int) -> None:
    """The stop's deadline: end the process as the signal would have."""
    sys.stderr.flush()
    os._exit(128 + sig)
