"""kenning's language server: the playbook's rules as hover, diagnostics and code actions."""

from __future__ import annotations

__all__: list[str] = []
