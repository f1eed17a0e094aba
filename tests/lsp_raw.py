"""The real `kenning lsp` process, spoken to in raw bytes over its pipes.

pytest-lsp's client only sends what the protocol allows; the reliability
tests need params that do not fit, headers that are not headers, and bodies
of any size. Every message the server writes is kept (`seen`), so a test can
look for the -32700 answer or the window message it expects.
"""

from __future__ import annotations

import contextlib
import os
import selectors
import subprocess
import threading
import time
from pathlib import Path
from typing import Any

import orjson

from .conftest import KENNING

#: how long an answer or a notification may take (s): a deadline against a hang, not a
#: speed limit (the server's first answer took over 10 s at load 18: lsprotocol's import)
WAIT = 60.0


class RawLsp:
    """A `kenning lsp` child with raw pipes; stderr goes to `log` when given."""

    def __init__(self, env: dict[str, str], log: Path | None = None) -> None:
        self._log = open(log, "wb") if log else None  # noqa: SIM115 (closed in close())
        self.proc = subprocess.Popen(
            [KENNING, "lsp"],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=self._log or subprocess.DEVNULL,
            env=env,
        )
        assert self.proc.stdout is not None
        self._sel = selectors.DefaultSelector()
        self._sel.register(self.proc.stdout, selectors.EVENT_READ)
        self._buf = b""
        #: every message the server wrote, in order; `_taken`: those returned already
        self.seen: list[dict[str, Any]] = []
        self._taken: set[int] = set()

    # -- writing --------------------------------------------------------------

    def send_bytes(self, raw: bytes) -> None:
        assert self.proc.stdin is not None
        self.proc.stdin.write(raw)
        self.proc.stdin.flush()

    def send_in_background(self, raw: bytes) -> threading.Thread:
        """Write `raw` from a thread (a body larger than the pipe would block the test)."""
        thread = threading.Thread(target=self.send_bytes, args=(raw,), daemon=True)
        thread.start()
        return thread

    @staticmethod
    def frame(message: dict[str, Any]) -> bytes:
        body = orjson.dumps({"jsonrpc": "2.0", **message})
        return b"Content-Length: %d\r\n\r\n%s" % (len(body), body)

    def send(self, message: dict[str, Any]) -> None:
        self.send_bytes(self.frame(message))

    def initialize(self, root: Path, options: Any = None) -> dict[str, Any]:
        params = {
            "processId": None,
            "rootUri": root.as_uri(),
            "capabilities": {},
            "initializationOptions": options,
        }
        self.send({"id": "init", "method": "initialize", "params": params})
        answer = self.answer("init")
        self.send({"method": "initialized", "params": {}})
        return answer

    # -- reading --------------------------------------------------------------

    def _next(self, deadline: float) -> dict[str, Any] | None:
        assert self.proc.stdout is not None
        while True:
            head, sep, rest = self._buf.partition(b"\r\n\r\n")
            if sep:
                length = next(
                    int(line.split(b":")[1])
                    for line in head.split(b"\r\n")
                    if line.lower().startswith(b"content-length")
                )
                if len(rest) >= length:
                    self._buf = rest[length:]
                    message: dict[str, Any] = orjson.loads(rest[:length])
                    self.seen.append(message)
                    return message
            left = deadline - time.monotonic()
            if left <= 0 or not self._sel.select(left):
                return None
            chunk = os.read(self.proc.stdout.fileno(), 65536)
            if not chunk:
                return None
            self._buf += chunk

    def _first(self, match: Any, timeout: float, what: str) -> dict[str, Any]:
        """The first message not taken yet that `match`es (read on until one comes)."""
        for i, message in enumerate(self.seen):
            if i not in self._taken and match(message):
                self._taken.add(i)
                return message
        deadline = time.monotonic() + timeout
        while (found := self._next(deadline)) is not None:
            if match(found):
                self._taken.add(len(self.seen) - 1)
                return found
        raise AssertionError(f"no {what} within {timeout}s")

    def answer(self, msg_id: Any, timeout: float = WAIT) -> dict[str, Any]:
        """The response to request `msg_id`."""
        return self._first(
            lambda m: "method" not in m and m.get("id") == msg_id,
            timeout,
            f"answer to request {msg_id!r}",
        )

    def notification(self, method: str, timeout: float = WAIT) -> dict[str, Any]:
        """The next notification `method` from the server not taken yet."""
        return self._first(lambda m: m.get("method") == method, timeout, method)

    def errors(self, code: int) -> list[dict[str, Any]]:
        """The error answers with `code` seen so far."""
        return [m for m in self.seen if m.get("error", {}).get("code") == code]

    # -- the process ----------------------------------------------------------

    def status_mb(self, key: str) -> float:
        """A /proc/<pid>/status figure (VmRSS, VmHWM: the peak) in MiB."""
        for line in Path(f"/proc/{self.proc.pid}/status").read_text().splitlines():
            if line.startswith(key + ":"):
                return int(line.split()[1]) / 1024
        raise AssertionError(f"no {key} for {self.proc.pid}")

    def close(self) -> None:
        self.proc.kill()
        self.proc.wait(timeout=10)
        self._sel.close()
        for pipe in (self.proc.stdin, self.proc.stdout):
            if pipe is not None:
                with contextlib.suppress(BrokenPipeError):
                    pipe.close()
        if self._log is not None:
            self._log.close()
