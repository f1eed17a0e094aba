"""The daemon's socket: JSON-RPC over a Unix socket, one request per line.

The server knows nothing of the methods it serves: it is given a table of
`name -> handler(params)` (the daemon's `socket_methods`, bound to its
state). Handlers run in a pool of threads of its own, each thread with its
own read connection (SQLite connections are not shared between threads); a
request from a caller whose KENNING_* settings differ from the daemon's is
refused, so that caller answers in its own process.
"""

from __future__ import annotations

import asyncio
import logging
import os
from collections.abc import Callable, Mapping
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

import orjson

from kenning.daemon.core.client import MAX_REQUEST_BYTES, SETTINGS_DIFFER, env_settings
from kenning.daemon.core.errors import KenningError
from kenning.daemon.core.heap import trim_heap

__all__ = ["TRIM_AFTER_BYTES", "Method", "SocketServer"]

log = logging.getLogger(__name__)

#: an answer at least this large (a 10,000-rule `playbook list` is ~10 MB) was
#: built from many short-lived objects: their freed pages go back to the system
TRIM_AFTER_BYTES = 1 << 20

#: a socket method bound to the daemon's state: `handler(params) -> JSON-able result`
Method = Callable[[dict[str, Any]], Any]


class SocketServer:
    """The Unix socket at `path`, answering with `methods`.

    Args:
        path: the socket file (created 0600, removed on close).
        methods: every method served, by name.
    """

    def __init__(self, path: Path, methods: Mapping[str, Method]) -> None:
        self.path = path
        self.methods = methods
        #: requests being answered (counted on the event loop's thread)
        self._answering = 0
        self._server: asyncio.Server | None = None
        # methods run here, not in asyncio's default pool, which asyncio.run
        # would wait for however long a method takes
        self._pool = ThreadPoolExecutor(max_workers=8, thread_name_prefix="kenning-rpc")

    async def start(self) -> None:
        """Listen on the socket (a stale file from a killed daemon is replaced)."""
        self.path.unlink(missing_ok=True)
        old_umask = os.umask(0o177)  # the socket is created 0600
        try:
            self._server = await asyncio.start_unix_server(
                self._handle, path=str(self.path), limit=MAX_REQUEST_BYTES
            )
        finally:
            os.umask(old_umask)
        os.chmod(self.path, 0o600)

    def close(self) -> None:
        """Stop listening, remove the socket, and drop the requests not yet started.

        Methods already running are not waited for: the daemon's staged
        shutdown bounds the whole stop, and every write is a transaction.
        """
        if self._server is not None:
            self._server.close()
        self.path.unlink(missing_ok=True)
        self._pool.shutdown(wait=False, cancel_futures=True)

    async def _handle(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        try:
            while True:
                try:
                    line = await reader.readuntil(b"\n")
                except asyncio.IncompleteReadError as exc:
                    line = exc.partial  # the last request may lack its newline
                except asyncio.LimitOverrunError:
                    # answered, then closed: the rest of the line cannot be
                    # told apart from a next request
                    too_big = _error(
                        None,
                        -32600,
                        f"request larger than {MAX_REQUEST_BYTES // (1024 * 1024)} MiB",
                        {"fix": "the client answers such requests in its own process"},
                    )
                    writer.write(orjson.dumps(too_big) + b"\n")
                    await writer.drain()
                    return
                if not line.strip():
                    if not line:
                        return
                    continue
                self._answering += 1
                try:
                    response = await self._dispatch(line)
                    payload = orjson.dumps(response)
                    del response
                    writer.write(payload + b"\n")
                    await writer.drain()
                finally:
                    self._answering -= 1
                large = len(payload) >= TRIM_AFTER_BYTES
                del payload
                if large or not self._answering:
                    # what the answer built and freed goes back to the system
                    # once nothing else is being answered (~1 ms, after the reply)
                    await asyncio.get_running_loop().run_in_executor(self._pool, trim_heap)
        except ConnectionError:
            pass
        finally:
            writer.close()

    async def _dispatch(self, line: bytes) -> dict[str, Any]:
        request_id: Any = None
        try:
            request = orjson.loads(line)
            request_id = request.get("id")
            name = request["method"]
            params = request.get("params") or {}
            caller_env = request.get("env")
        except (orjson.JSONDecodeError, KeyError, AttributeError, TypeError):
            return _error(request_id, -32700, "invalid JSON-RPC request")
        if caller_env is not None and not _shares(caller_env):
            return _error(
                request_id,
                SETTINGS_DIFFER,
                "the caller has KENNING_* settings the daemon does not share",
                {"fix": "the caller answers in its own process"},
            )
        handler = self.methods.get(name)
        if handler is None:
            return _error(request_id, -32601, f"unknown method {name!r}")
        try:
            loop = asyncio.get_running_loop()
            result = await loop.run_in_executor(self._pool, handler, params)
        except KenningError as exc:
            return _error(request_id, -32000, exc.message, {"fix": exc.fix, "kind": exc.kind})
        except Exception as exc:
            log.exception("socket method %s failed", name)
            return _error(request_id, -32603, f"{name} failed: {exc!r}")
        return {"jsonrpc": "2.0", "id": request_id, "result": result}


def _shares(caller_env: Any) -> bool:
    """The daemon runs with every KENNING_* setting of the caller.

    Settings only the daemon has are its own business, like its config file.
    """
    mine = env_settings()
    return isinstance(caller_env, dict) and all(mine.get(k) == v for k, v in caller_env.items())


def _error(request_id: Any, code: int, message: str, data: Any = None) -> dict[str, Any]:
    err: dict[str, Any] = {"code": code, "message": message}
    if data is not None:
        err["data"] = data
    return {"jsonrpc": "2.0", "id": request_id, "error": err}
