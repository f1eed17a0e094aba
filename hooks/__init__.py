"""kenning's git hooks: installation, the pre-commit audit, export refresh."""

from __future__ import annotations

__all__: list[str] = []
