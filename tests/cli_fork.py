"""Run the `kenning` command as a child forked from a warm process (tests/cli_zygote.py).

Each `kenning` the tests run through `run_kenning` is a real process: its own stdin,
stdout and stderr, environment, folder and exit code, running the console script's
`main`. It is forked from a process that started Python and imported the command's
modules once (per pytest worker), not started from nothing: ~0.2-0.5 s of a core less
per command, which is most of a short command's time.

The interpreter's own start is not what these tests check: a command whose
environment would start Python differently (a `PYTHON*`, `LANG` or `LC_*` variable
not the warm process's) is started from nothing, as is every command when
`KENNING_TESTS_EXEC=1` is set for the run (the console script, exactly as a user runs
it). Tests of the start itself (what a command imports, the git hook, the packaged
wheel) run their own processes.
"""

from __future__ import annotations

import json
import locale
import os
import selectors
import shutil
import signal
import socket
import subprocess
import sys
import threading
import time
from collections.abc import Mapping
from pathlib import Path

__all__ = ["EXEC", "KENNING", "forks", "run_kenning"]

KENNING = shutil.which("kenning", path=str(Path(sys.executable).parent)) or "kenning"
#: every command started from nothing (the console script), none forked
EXEC = os.environ.get("KENNING_TESTS_EXEC", "") not in ("", "0")
#: the variables that change how the interpreter starts: a command whose values differ
#: from the warm process's is started from nothing
_START = ("PYTHON", "LANG", "LC_")


def _start_env(env: Mapping[str, str]) -> dict[str, str]:
    return {k: v for k, v in env.items() if k.startswith(_START)}


class _Zygote:
    """The warm process of this pytest process, started at its first command."""

    def __init__(self) -> None:
        ours, theirs = socket.socketpair(socket.AF_UNIX, socket.SOCK_SEQPACKET)
        self.env = dict(os.environ)
        self.proc = subprocess.Popen(
            [sys.executable, str(Path(__file__).with_name("cli_zygote.py")), KENNING,
             str(theirs.fileno())],
            stdin=subprocess.DEVNULL,
            stdout=subprocess.DEVNULL,
            pass_fds=(theirs.fileno(),),
            env=self.env,
        )  # fmt: skip
        theirs.close()
        said = ours.recv(4096)  # once it has imported the modules
        if said != b"ready":
            self.proc.kill()
            raise RuntimeError(f"the warm kenning process did not start: {said.decode()}")
        self.control = ours
        self.lock = threading.Lock()

    def fits(self, env: Mapping[str, str]) -> bool:
        return self.proc.poll() is None and _start_env(env) == _start_env(self.env)

    def run(
        self,
        argv: list[str],
        env: Mapping[str, str],
        cwd: Path | str,
        input: bytes | None,
        timeout: float,
        umask: int,
    ) -> tuple[int, bytes, bytes]:
        # no input: the command reads this process's stdin, as `subprocess.run` gives it
        in_r, in_w = os.pipe() if input is not None else (os.dup(0), -1)
        out_r, out_w = os.pipe()
        err_r, err_w = os.pipe()
        status, theirs = socket.socketpair()
        fds = [in_r, out_w, err_w, theirs.fileno()]
        request = {"argv": argv, "env": dict(env), "cwd": str(cwd), "umask": umask}
        message = json.dumps(request).encode()
        try:
            with self.lock:
                socket.send_fds(self.control, [message], fds)
        finally:
            for fd in (in_r, out_w, err_w):
                os.close(fd)
            theirs.close()
        return _collect(status, in_w, input or b"", out_r, err_r, timeout, argv)


def _collect(
    status: socket.socket,
    in_w: int,
    data: bytes,
    out_r: int,
    err_r: int,
    timeout: float,
    argv: list[str],
) -> tuple[int, bytes, bytes]:
    """Feed stdin, read stdout and stderr to their ends and the status to its code."""
    deadline = time.monotonic() + timeout
    out: dict[int, list[bytes]] = {out_r: [], err_r: []}
    said = b""
    selector = selectors.DefaultSelector()
    for fd in out:
        selector.register(fd, selectors.EVENT_READ)
    selector.register(status, selectors.EVENT_READ)
    if in_w >= 0:
        if data:
            os.set_blocking(in_w, False)
            selector.register(in_w, selectors.EVENT_WRITE)
        else:
            os.close(in_w)
    view = memoryview(data)
    try:
        while selector.get_map():
            left = deadline - time.monotonic()
            if left <= 0:
                pid = int(said.split(b"\n")[0] or 0)
                if pid:
                    os.kill(pid, signal.SIGKILL)
                raise subprocess.TimeoutExpired([KENNING, *argv[1:]], timeout)
            for key, _ in selector.select(left):
                fd = key.fd
                if fd == in_w:
                    try:
                        view = view[os.write(in_w, view[:65536]) :]
                    except BrokenPipeError:
                        view = view[:0]
                    if not view:
                        selector.unregister(in_w)
                        os.close(in_w)
                    continue
                if key.fileobj is status:
                    chunk = status.recv(64)
                    said += chunk
                    if not chunk or said.count(b"\n") >= 2:
                        selector.unregister(status)
                    continue
                chunk = os.read(fd, 65536)
                if chunk:
                    out[fd].append(chunk)
                else:
                    selector.unregister(fd)
    finally:
        selector.close()
        for fd in (out_r, err_r):
            os.close(fd)
        if in_w >= 0 and view:
            os.close(in_w)
        status.close()
    lines = said.split(b"\n")
    if len(lines) < 3:
        raise RuntimeError(f"the warm kenning process gave no exit code for {argv[1:]}")
    return int(lines[1]), b"".join(out[out_r]), b"".join(out[err_r])


def forks(env: Mapping[str, str]) -> bool:
    """Whether a command run in `env` is forked (else started from nothing)."""
    return not EXEC and _start_env(env) == _start_env(_zygote.env if _zygote else os.environ)


_zygote: _Zygote | None = None
_started = threading.Lock()


def _warm(env: Mapping[str, str]) -> _Zygote | None:
    global _zygote
    if not forks(env):
        return None
    with _started:
        if _zygote is None or _zygote.proc.poll() is not None:
            _zygote = _Zygote()
    return _zygote if _zygote.fits(env) else None


def run_kenning(
    args: list[str] | tuple[str, ...],
    *,
    env: Mapping[str, str],
    cwd: Path | str | None = None,
    input: str | bytes | None = None,
    timeout: float = 60,
    umask: int = -1,
) -> subprocess.CompletedProcess[str]:
    """`subprocess.run([KENNING, *args], capture_output=True, text=True, …)`, the
    command forked from the warm process when its environment allows it; `umask` as
    `subprocess.run` takes it (-1: this process's)."""
    zygote = _warm(env)
    if zygote is None:
        return subprocess.run(
            [KENNING, *args],
            input=input,
            capture_output=True,
            text=True,
            cwd=cwd,
            env=dict(env),
            timeout=timeout,
            umask=umask,
            check=False,
        )
    raw = input.encode(_ENCODING) if isinstance(input, str) else input
    if umask < 0:  # this process's, which a child of its own would have
        umask = os.umask(0o077)
        os.umask(umask)
    code, out, err = zygote.run([KENNING, *args], env, cwd or os.getcwd(), raw, timeout, umask)
    return subprocess.CompletedProcess([KENNING, *args], code, _text(out), _text(err))


#: how `subprocess.run(…, text=True)` decodes: the locale's encoding, universal newlines
_ENCODING = locale.getpreferredencoding(False)


def _text(data: bytes) -> str:
    return data.decode(_ENCODING).replace("\r\n", "\n").replace("\r", "\n")
