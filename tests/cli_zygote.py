"""A warm `kenning` that forks one child per command the tests run (tests/cli_fork.py).

Run as a script by tests/cli_fork.py: `cli_zygote.py KENNING FD`, FD one end of a
SOCK_SEQPACKET socket pair. It imports the modules the commands import, then
serves: each request is a JSON message (argv, env, cwd, umask) with four file
descriptors (the command's stdin, stdout and stderr, and a status socket). It forks
a child that takes those descriptors as 0, 1 and 2, the environment, the folder and
the umask, and runs the console script's `main` as the `kenning` script does; the status
socket gets the child's pid, then its exit code (as `subprocess` reports it:
negative for a signal) once it is reaped. A child is a real process with its own
descriptors, environment and exit code: only the interpreter's start and the
imports are done once, before the fork.

No test imports this module: it runs in its own process, with no thread but its own.
"""

from __future__ import annotations

import atexit
import contextlib
import importlib
import importlib.abc
import importlib.machinery
import json
import os
import pkgutil
import signal
import socket
import sys
import threading
import time
import traceback
from collections.abc import Callable, Sequence
from types import ModuleType

#: the packages whose every module is imported before serving
PRELOAD = (
    "kenning.daemon.cli",
    "kenning.daemon.core",
    "kenning.daemon.ops",
    "kenning.daemon.store",
    "kenning.daemon.ingest",
    "kenning.daemon.playbook",
    "kenning.daemon.retrieval",
    "kenning.daemon.safety",
    "kenning.daemon.learning",
    "kenning.daemon.service",
    "kenning.daemon.team",
    "kenning.hooks",
)
#: packages never imported before the fork: those that start threads or load native
#: runtimes on import (numpy's BLAS, onnxruntime), and the optional extras a command
#: imports only when asked (the model, the LSP, the team's server, MCP)
NOT_PRELOADED = frozenset(
    {"numpy", "onnxruntime", "fastembed", "tokenizers", "huggingface_hub", "lsprotocol",
     "pygls", "psycopg", "psycopg_pool", "mcp", "anyio", "httpx", "requests"}
)  # fmt: skip
#: the console script's entry point, taken before preloading: importing the submodule
#: `kenning.daemon.cli.main` makes the package's `main` that module
_MAIN: list[Callable[[], object]] = []
#: the most descriptors a request carries, and its largest message
FDS, MESSAGE = 4, 1 << 20


class _Refuse(importlib.abc.MetaPathFinder):
    """While preloading: a module of `NOT_PRELOADED` is not importable, so a module
    that needs one is left for the child to import."""

    def find_spec(
        self, fullname: str, path: Sequence[str] | None, target: ModuleType | None = None
    ) -> importlib.machinery.ModuleSpec | None:
        if fullname.split(".")[0] in NOT_PRELOADED:
            raise ImportError(f"{fullname} is imported by the child, not before the fork")
        return None


def preload() -> None:
    refuse = _Refuse()
    sys.meta_path.insert(0, refuse)
    try:
        for name in PRELOAD:
            try:
                package = importlib.import_module(name)
            except ImportError:
                continue
            for info in pkgutil.walk_packages(package.__path__, f"{name}."):
                try:
                    importlib.import_module(info.name)
                except Exception:  # left to the child, which reports it
                    continue
    finally:
        sys.meta_path.remove(refuse)


def _exit_code(exc: SystemExit) -> int:
    """The exit code the interpreter gives an uncaught SystemExit."""
    if exc.code is None:
        return 0
    if isinstance(exc.code, int):
        return exc.code
    print(exc.code, file=sys.stderr)
    return 1


def child(request: dict[str, object], fds: list[int], own: list[int]) -> None:
    """In the forked child: become the command, run it, exit. Never returns."""
    code = 1
    try:
        signal.set_wakeup_fd(-1)
        for sig in (signal.SIGCHLD, signal.SIGTERM, signal.SIGHUP):
            signal.signal(sig, signal.SIG_DFL)
        signal.signal(signal.SIGINT, signal.default_int_handler)
        for fd in own:  # the warm process's: the control socket, the other callers'
            os.close(fd)
        stdin, stdout, stderr, status = fds
        os.close(status)
        for fd, target in ((stdin, 0), (stdout, 1), (stderr, 2)):
            os.dup2(fd, target)
        for fd in (stdin, stdout, stderr):
            if fd > 2:
                os.close(fd)
        env = request["env"]
        assert isinstance(env, dict)
        os.environ.clear()
        os.environ.update(env)
        time.tzset()
        os.chdir(str(request["cwd"]))
        mask = request["umask"]
        assert isinstance(mask, int)
        os.umask(mask)
        argv = request["argv"]
        assert isinstance(argv, list)
        sys.argv = [str(a) for a in argv]
        try:
            code = _exit_code(SystemExit(_MAIN[0]()))
        except SystemExit as exc:
            code = _exit_code(exc)
        except BaseException:  # printed as the interpreter would
            traceback.print_exc()
            code = 1
        # as the interpreter ends: its threads' exit hooks (a thread pool's, which ends
        # its workers), then it waits for the threads, then the `atexit` functions
        getattr(threading, "_shutdown")()  # noqa: B009 - private, what Py_Finalize calls
        atexit._run_exitfuncs()
    except BaseException:
        traceback.print_exc()
    finally:
        for stream in (sys.stdout, sys.stderr):
            with contextlib.suppress(Exception):  # a closed pipe: nowhere to say it
                stream.flush()
        os._exit(code)


def serve(control: socket.socket) -> None:
    wake_r, wake_w = socket.socketpair()
    wake_r.setblocking(False)
    wake_w.setblocking(False)
    signal.set_wakeup_fd(wake_w.fileno())
    signal.signal(signal.SIGCHLD, lambda *_: None)
    waiting: dict[int, int] = {}  # child pid → its status socket's descriptor
    import selectors

    selector = selectors.DefaultSelector()
    selector.register(control, selectors.EVENT_READ)
    selector.register(wake_r, selectors.EVENT_READ)
    while True:
        for key, _ in selector.select():
            if key.fileobj is wake_r:
                while True:
                    try:
                        if not wake_r.recv(512):
                            break
                    except BlockingIOError:
                        break
                continue
            data, fds, _flags, _addr = socket.recv_fds(control, MESSAGE, FDS)
            if not data:  # the tests are done
                return
            request = json.loads(data)
            sys.stdout.flush()
            sys.stderr.flush()
            pid = os.fork()
            if pid == 0:
                selector.close()
                child(request, fds, [control.fileno(), wake_r.fileno(), wake_w.fileno(),
                                     *waiting.values()])  # fmt: skip
            for fd in fds[:3]:
                os.close(fd)
            waiting[pid] = fds[3]
            os.write(fds[3], f"{pid}\n".encode())
        while waiting:  # reap every child that is done; tell its caller
            try:
                pid, status = os.waitpid(-1, os.WNOHANG)
            except ChildProcessError:
                break
            if pid == 0:
                break
            fd = waiting.pop(pid, -1)
            if fd >= 0:
                with contextlib.suppress(OSError):  # the caller gave up on it (a timeout)
                    os.write(fd, f"{os.waitstatus_to_exitcode(status)}\n".encode())
                os.close(fd)


if __name__ == "__main__":
    # the `kenning` console script's folder first on the path, as it has it
    sys.path[0] = os.path.dirname(sys.argv[1])
    from kenning.daemon.cli import main

    _MAIN.append(main)
    preload()
    control = socket.socket(fileno=int(sys.argv[2]))
    # a thread is not copied into a fork, and a lock it held stays held there
    threads = [t.name for t in threading.enumerate() if t is not threading.main_thread()]
    if threads:
        control.send(f"a module started threads on import: {threads}".encode())
        sys.exit(1)
    control.send(b"ready")
    serve(control)
