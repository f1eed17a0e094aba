"""The CLI's way to an operation: the running daemon first, over its socket.

Standard library and orjson only (with paths.py and errors.py): a command
answered by the daemon never imports pydantic, sqlite-utils or the model, so
`kenning mark` costs little more than the interpreter's start-up.

`call` returns None when no daemon answers the socket (none runs, or it is
still starting) or when this process has KENNING_* settings the daemon does
not share (it says so: `SETTINGS_DIFFER`); the caller then runs the
operation in its own process (`cli/opcall.py`). A daemon that was reached
is never second-guessed: an error it answers is raised typed (`RemoteError`,
with the daemon's kind and fix), and a request it took but did not answer in
time is an error, not a retry in-process (a mark must not be recorded twice).
"""

from __future__ import annotations

import itertools
import os
import socket
from collections.abc import Mapping
from pathlib import Path
from typing import Any

import orjson

from kenning.daemon.core.client import MAX_REQUEST_BYTES, read_response
from kenning.daemon.core.errors import DaemonError

__all__ = [
    "LOCAL_OPERATIONS",
    "SETTINGS_DIFFER",
    "TIMEOUTS",
    "WARM_OPERATIONS",
    "RemoteError",
    "call",
    "env_settings",
]

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


def call(
    name: str, params: dict[str, Any], socket_path: Path, *, timeout: float | None = None
) -> dict[str, Any] | None:
    """Run operation `name` in the daemon; None when no daemon answers the socket.

    Raises:
        RemoteError: the daemon answered with an error (a bad id, a bad value...).
        DaemonError: the daemon took the request but did not answer it.
    """
    # the daemon answers only if it shares the caller's KENNING_* settings (else SETTINGS_DIFFER)
    request = {
        "jsonrpc": "2.0",
        "id": next(_ids),
        "method": name,
        "params": params,
        "env": env_settings(),
    }
    payload = orjson.dumps(request) + b"\n"
    if len(payload) > MAX_REQUEST_BYTES:
        return None  # answered in this process
    sock = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    try:
        sock.settimeout(timeout or TIMEOUTS.get(name, 60.0))
        try:
            sock.connect(str(socket_path))
        except (FileNotFoundError, ConnectionRefusedError):
            return None  # no daemon (or a stale socket): this process answers
        except OSError:
            return None
        buffer = bytearray()
        try:
            sock.sendall(payload)
            while not buffer.endswith(b"\n"):
                chunk = sock.recv(65536)
                if not chunk:
                    break
                buffer.extend(chunk)
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
