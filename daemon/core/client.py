"""The client side of the daemon's socket, used by the CLI, LSP and hooks.

Protocol: one JSON-RPC 2.0 request per line over a Unix socket (0600), one
response per line. Every caller must cope with the daemon not running:
`DaemonClient.try_call` returns `None` then, and the caller reads the
database directly.
"""

from __future__ import annotations

import itertools
import socket
from pathlib import Path
from typing import Any

import orjson

from kenning.daemon.core.errors import DaemonError

_ids = itertools.count(1)

#: the longest request line the daemon reads (asyncio's default, 64 KiB, is
#: far below a pasted task or a staged diff). A larger request is not sent:
#: the caller answers it in its own process; the daemon answers one that
#: arrives anyway with a JSON-RPC error (-32600).
MAX_REQUEST_BYTES = 64 * 1024 * 1024


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


class DaemonClient:
    """Talk to a running `kenning daemon` over its socket."""

    def __init__(self, socket_path: Path, *, timeout: float = 5.0) -> None:
        self.socket_path = socket_path
        self.timeout = timeout

    def call(self, method: str, params: dict[str, Any] | None = None) -> Any:
        """Call `method`; raises DaemonError if the daemon is unreachable or fails."""
        request = {"jsonrpc": "2.0", "id": next(_ids), "method": method, "params": params or {}}
        payload = orjson.dumps(request) + b"\n"
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
                buffer = bytearray()
                while not buffer.endswith(b"\n"):
                    chunk = sock.recv(65536)
                    if not chunk:
                        break
                    buffer.extend(chunk)
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
