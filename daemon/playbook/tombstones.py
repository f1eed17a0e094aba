"""How a tombstone's finding is worded, on every surface.

The commit audit, the session audit and the editor's diagnostics all report a
line that uses a deprecated pattern; they say it in the same words: what is
deprecated and why (`message`), and what to do instead (`fix`). A surface
with room for one line only (a diagnostic) shows `one_line`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from kenning.daemon.core.models import Tombstone

__all__ = ["fix", "message", "one_line"]


def message(stone: Tombstone) -> str:
    """`deprecated: PATTERN (REASON)`."""
    return f"deprecated: {stone.pattern} ({stone.reason})"


def fix(stone: Tombstone) -> str:
    """`use REPLACEMENT instead`, or `remove it` when the tombstone names none."""
    return f"use {stone.replacement} instead" if stone.replacement else "remove it"


def one_line(stone: Tombstone) -> str:
    """The message and the fix together: `deprecated: PATTERN (REASON); use X instead`."""
    return f"{message(stone)}; {fix(stone)}"
