"""kenning's git hooks: installation and the hook's fast client.

The pre-commit audit itself is the operation `audit.staged`
(`kenning.daemon.ops.audit`, on the rule-check engine
`kenning.daemon.playbook.checks`); `fast_audit` asks a running daemon for it.
"""

from __future__ import annotations

__all__: list[str] = []
