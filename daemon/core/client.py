"""The one client of the daemon's socket, used by the CLI, the MCP server, the LSP and hooks.

Protocol: one JSON-RPC 2.0 request per line over a Unix socket (0600), one
response per line (the server is daemon/service/server.py).

Standard library and orjson only (with paths.py and errors.py): a command
answered by the daemon never imports pydantic, sqlite-utils or the model, so
`kenning mark` costs little more than the interpreter's start-up, and the git
hook's fast path stays cheap.

Two ways to ask, for two kinds of caller:

- `call(name, params, socket)` runs an operation (daemon/ops/). It returns
  None when no daemon answers the socket (none runs, or it is still starting)
  or when this process has KENNING_* settings the daemon does not share (it
  says so: `SETTINGS_DIFFER`); the caller then runs the operation in its own
  process (`cli/opcall.py`). A daemon that was reached is never second-guessed:
  an error it answers is raised typed (`RemoteError`, with the daemon's kind
  and fix), and a request it took but did not answer in time is an error, not
  a retry in-process (a mark must not be recorded twice).
- `DaemonClient` asks the daemon's own methods (ping, status, shutdown,
  ingest, team_wake, the git hook's audit): `call` raises `DaemonError` when
  the daemon is not running, `try_call` returns None then.
"""

from __future__ import annotations

import itertools
import os
import socket
from collections.abc import Mapping
from pathlib import Path
from typing import Any

import orjson

from kenning.daemon.core.errors import DaemonError

__all__ = [
    "LOCAL_OPERATIONS",
    "MAX_REQUEST_BYTES",
    "SETTINGS_DIFFER",
    "TIMEOUTS",
    "WARM_OPERATIONS",
    "DaemonClient",
    "RemoteError",
    "call",
    "env_settings",
    "read_response",
]

#: the longest request line the daemon reads (asyncio's default, 64 KiB, is
#: far below a pasted task or a staged diff). A larger request is not sent:
#: the caller answers it in its own process; the daemon answers one that
#: arrives anyway with a JSON-RPC error (-32600).
MAX_REQUEST_BYTES = 64 * 1024 * 1024
#: the operations worth starting a daemon for (`ops.Operation.warm`; a test keeps them equal)
WARM_OPERATIONS = frozenset({"search", "context", "similar"})
#: the operations the CLI answers in its own process even while a daemon runs
#: (`ops.Operation.local`, each says why; a test keeps them equal)
LOCAL_OPERATIONS = frozenset(
    {
        "audit.staged",
        "doctor",
        "embed",
        "ingest.run",
        "team.init",
        "playbook.import",
        "team.join",
        "team.leave",
        "team.status",
        "team.sync",
    }
)
#: seconds to wait for an answer, per operation (others: 60 s; the first warm one loads
#: the model); an LLM may write a diary or reflect for minutes, and a copy or a pass
#: over every session of a large store takes a while
TIMEOUTS = {
    "diary": 300.0,
    "reflect": 900.0,
    "backup": 600.0,
    "compact": 600.0,
    "summaries": 300.0,
    "watch": 300.0,
}
#: KENNING_* variables the daemon honours for every client (it has its own environment)
_SHARED_ENV = {"KENNING_HOME", "KENNING_MODELS_DIR", "KENNING_DAEMON__AUTOSTART"}
#: the JSON-RPC error code of a daemon lacking some of the caller's KENNING_* settings
SETTINGS_DIFFER = -32001
_ids = itertools.count(1)


class RemoteError(DaemonError):
    """The daemon refused the operation; `kind` is the kind of its typed error."""

    def __init__(self, kind: str, message: str, *, fix: str | None = None) -> None:
        super().__init__(message, fix=fix)
        self.kind = kind


def env_settings(environ: Mapping[str, str] | None = None) -> dict[str, str]:
    """The KENNING_* settings of an environment (the ones a daemon must share to answer)."""
    env = os.environ if environ is None else environ
    return {k: v for k, v in env.items() if k.startswith("KENNING_") and k not in _SHARED_ENV}


def read_response(buffer: bytes | bytearray, method: str) -> dict[str, Any]:
    """The daemon's JSON-RPC answer to `method`, from the bytes it sent.

    Raises:
        DaemonError: it sent nothing, or something that is not a JSON object.
    """
    if not buffer:
        raise DaemonError(
            f"the daemon closed the connection without answering `{method}`",
            fix="see its log: `kenning daemon status`",
        )
    try:
        response = orjson.loads(bytes(buffer))
    except orjson.JSONDecodeError as exc:
        raise DaemonError(f"the daemon answered something that is not JSON: {exc}") from exc
    if not isinstance(response, dict):
        raise DaemonError(
            f"the daemon answered something that is not a JSON-RPC response: {response!r:.80}"
        )
    return response


def _request(method: str, params: dict[str, Any], env: dict[str, str] | None) -> bytes:
    """One request line; `env` (the caller's KENNING_* settings) asks the daemon to share them."""
    request: dict[str, Any] = {
        "jsonrpc": "2.0",
        "id": next(_ids),
        "method": method,
        "params": params,
    }
    if env is not None:
        request["env"] = env
    return orjson.dumps(request) + b"\n"


def _receive(sock: socket.socket) -> bytearray:
    """Read one response line (or what came before the daemon closed the connection)."""
    buffer = bytearray()
    while not buffer.endswith(b"\n"):
        chunk = sock.recv(65536)
        if not chunk:
            break
        buffer.extend(chunk)
    return buffer


def call(
    name: str, params: dict[str, Any], socket_path: Path, *, timeout: float | None = None
) -> dict[str, Any] | None:
    """Run operation `name` in the daemon; None when no daemon answers the socket.

    Raises:
        RemoteError: the daemon answered with an error (a bad id, a bad value...).
        DaemonError: the daemon took the request but did not answer it.
    """
    # the daemon answers only if it shares the caller's KENNING_* settings (else SETTINGS_DIFFER)
    payload = _request(name, params, env_settings())
    if len(payload) > MAX_REQUEST_BYTES:
        return None  # answered in this process
    sock = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    try:
        sock.settimeout(timeout or TIMEOUTS.get(name, 60.0))
        try:
            sock.connect(str(socket_path))
        except OSError:
            return None  # no daemon (or a stale socket): this process answers
        try:
            sock.sendall(payload)
            buffer = _receive(sock)
        except OSError as exc:
            raise DaemonError(
                f"the daemon took `{name}` but did not answer ({exc})",
                fix="see `kenning daemon status`; check the result before trying again",
            ) from exc
    finally:
        sock.close()
    response = read_response(buffer, name)
    if "error" in response:
        err = response["error"]
        if err.get("code") == SETTINGS_DIFFER:
            return None  # this process answers, with its own settings
        data = err.get("data") or {}
        raise RemoteError(
            str(data.get("kind") or "daemon"), str(err.get("message")), fix=data.get("fix")
        )
    result = response.get("result")
    return result if isinstance(result, dict) else {"result": result}


class DaemonClient:
    """Ask a running `kenning daemon` its own methods over its socket."""

    def __init__(self, socket_path: Path, *, timeout: float = 5.0) -> None:
        self.socket_path = socket_path
        self.timeout = timeout

    def call(self, method: str, params: dict[str, Any] | None = None) -> Any:
        """Call `method`; raises DaemonError if the daemon is unreachable or fails."""
        payload = _request(method, params or {}, None)
        if len(payload) > MAX_REQUEST_BYTES:
            raise DaemonError(
                f"the request is {len(payload)} bytes, more than the daemon reads "
                f"({MAX_REQUEST_BYTES} bytes)",
                fix="it is answered in this process instead",
            )
        try:
            with socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as sock:
                sock.settimeout(self.timeout)
                sock.connect(str(self.socket_path))
                sock.sendall(payload)
                buffer = _receive(sock)
        except (FileNotFoundError, ConnectionRefusedError) as exc:
            raise DaemonError(
                "the kenning daemon is not running",
                fix="start it with `kenning daemon start` (or `kenning daemon run` in a terminal)",
            ) from exc
        except OSError as exc:
            raise DaemonError(f"cannot talk to the daemon at {self.socket_path}: {exc}") from exc
        response = read_response(buffer, method)
        if "error" in response:
            err = response["error"]
            raise DaemonError(str(err.get("message")), fix=(err.get("data") or {}).get("fix"))
        return response.get("result")

    def try_call(self, method: str, params: dict[str, Any] | None = None) -> Any | None:
        """Like `call`, but `None` when the daemon is not running."""
        if not self.socket_path.exists():
            return None
        try:
            return self.call(method, params)
        except DaemonError:
            return None

    def is_running(self) -> bool:
        return self.try_call("ping") is not None
