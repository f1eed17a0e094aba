"""The `kenning` command.

`main` first offers the two commands people and agents wait on most to a
running daemon, through clients that import neither click nor pydantic (the
CLI's import alone costs more than their budgets): `kenning context`
(daemon/core/context_client.py, 150 ms) and `kenning audit --staged` from the git
hook (hooks/fast_audit.py, 200 ms). They return False when the daemon is not
there or the arguments are not theirs. With no daemon, `kenning context` is
then answered from the store's index (cli/cold.py: no click, no pydantic)
when it would be answered by words. A bare `kenning --version` is answered
here too, in click's words, without importing click (a third of its start-up);
everything else goes to click.
"""

from __future__ import annotations

import os
import sys
from typing import Any

__all__ = ["BLAS_THREADS", "cli", "main"]

#: numpy's OpenBLAS threads in every kenning process (the daemon, the CLI, the
#: language server), unless the variable is set: kenning's products are a
#: query against at most a few thousand rows, which a thread pool does not
#: speed up, but its threads spin on the other core after each one. Measured
#: at 1M stored vectors on 2 cores: a vector search took 30.7 ms of CPU with
#: the default pool, 12.6 ms with one thread. Read when numpy loads, so set
#: before anything imports it.
BLAS_THREADS = ("OPENBLAS_NUM_THREADS", "1")


def main() -> None:
    """Console-script entry point."""
    os.environ.setdefault(*BLAS_THREADS)
    command = sys.argv[1] if len(sys.argv) > 1 else ""
    if command == "--version" and len(sys.argv) == 2:
        from .. import __version__

        # what click.version_option prints (tests/test_startup.py checks both agree)
        print(f"kenning, version {__version__}")
        return
    if command == "context":
        from kenning.daemon.core.context_client import fast_main

        if fast_main(sys.argv[1:]):
            return
        from .cold import cold_main

        if cold_main(sys.argv[1:]):
            return
    elif command == "audit":
        from kenning.hooks.fast_audit import fast_main as fast_audit

        if fast_audit(sys.argv[1:]):
            return
    from .main import main as click_main

    click_main()


def __getattr__(name: str) -> Any:
    # `cli` is imported lazily so the fast path above never loads click
    if name == "cli":
        from .main import cli

        return cli
    raise AttributeError(name)
