"""The bearer token that guards `kenning mcp --http`.

127.0.0.1 keeps the network out, not the other people on the machine: any
local user could call `search` on your transcripts. So the HTTP server
answers only requests that carry `Authorization: Bearer <token>`; the rest
get 401. The token is made on first use (32 random bytes, URL-safe), kept in
`$KENNING_HOME/mcp-token` (0600, in the 0700 home) and printed by
`kenning mcp token` for the client's configuration (docs/mcp.md);
`--rotate` replaces it. stdio needs none: the agent spawns the server itself.
"""

from __future__ import annotations

import contextlib
import hmac
import os
import secrets
from collections.abc import Awaitable, Callable, MutableMapping
from pathlib import Path
from typing import Any

import orjson

from kenning.daemon.core.private import open_private, private_dir, write_private

__all__ = ["TOKEN_FILE", "BearerAuth", "read_token", "rotate_token", "token_path"]

TOKEN_FILE = "mcp-token"

Scope = MutableMapping[str, Any]
Receive = Callable[[], Awaitable[MutableMapping[str, Any]]]
Send = Callable[[MutableMapping[str, Any]], Awaitable[None]]
ASGIApp = Callable[[Scope, Receive, Send], Awaitable[None]]


def token_path(home: Path) -> Path:
    return home / TOKEN_FILE


def _write(path: Path, token: str, *, replace: bool) -> None:
    if replace:
        write_private(path, token + "\n")
        return
    private_dir(path.parent)
    # O_EXCL: two servers starting at once agree on the first token written
    fd = open_private(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL)
    with os.fdopen(fd, "w") as fh:
        fh.write(token + "\n")


def read_token(home: Path) -> str:
    """The token, made (0600) if there is none yet."""
    path = token_path(home)
    for _ in range(3):
        try:
            token = path.read_text(encoding="utf-8").strip()
        except FileNotFoundError:
            # another process may make it first: then read theirs
            with contextlib.suppress(FileExistsError):
                _write(path, secrets.token_urlsafe(32), replace=False)
            continue
        if token:
            return token
        _write(path, secrets.token_urlsafe(32), replace=True)  # an emptied file
    raise OSError(f"cannot read or create the MCP token at {path}")


def rotate_token(home: Path) -> str:
    """Replace the token (clients configured with the old one get 401 from now on)."""
    token = secrets.token_urlsafe(32)
    _write(token_path(home), token, replace=True)
    return token


class BearerAuth:
    """ASGI middleware: HTTP requests without `Authorization: Bearer <token>` get 401."""

    def __init__(self, app: ASGIApp, token: str) -> None:
        self.app = app
        self._expected = f"Bearer {token}".encode()

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":  # lifespan: the app's start-up and shutdown
            await self.app(scope, receive, send)
            return
        given = b""
        for name, value in scope.get("headers") or []:
            if name.lower() == b"authorization":
                given = value
                break
        if hmac.compare_digest(given, self._expected):
            await self.app(scope, receive, send)
            return
        body = orjson.dumps(
            {
                "error": "unauthorized",
                "message": "this kenning MCP server needs `Authorization: Bearer <token>`",
                "fix": "print the token with `kenning mcp token` and add the header to the "
                "client's configuration (docs/mcp.md)",
            }
        )
        await send(
            {
                "type": "http.response.start",
                "status": 401,
                "headers": [
                    (b"content-type", b"application/json"),
                    (b"content-length", str(len(body)).encode()),
                    (b"www-authenticate", b'Bearer realm="kenning"'),
                ],
            }
        )
        await send({"type": "http.response.body", "body": body})
