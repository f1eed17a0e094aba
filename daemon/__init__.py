"""kenning's engine: it owns all data and logic; the CLI, LSP and hooks are its clients."""

from __future__ import annotations

__version__ = "0.1.0"

__all__ = ["__version__"]
