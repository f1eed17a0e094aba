"""The `kenning` command.

`main` first lets `context_client.fast_main` answer `kenning context` from a
running daemon without importing the click CLI (its import alone costs more
than the 150 ms budget of a briefing); everything else goes to click.
"""

from __future__ import annotations

import sys
from typing import Any

__all__ = ["cli", "main"]


def main() -> None:
    """Console-script entry point."""
    if len(sys.argv) > 1 and sys.argv[1] == "context":
        from ..context_client import fast_main

        if fast_main(sys.argv[1:]):
            return
    from .main import main as click_main

    click_main()


def __getattr__(name: str) -> Any:
    # `cli` is imported lazily so the fast path above never loads click
    if name == "cli":
        from .main import cli

        return cli
    raise AttributeError(name)
