"""The playbook against code and sessions: audit.staged, audit.sessions.

`audit.staged` checks what `git commit` will add (hooks/audit.py). The git
hook's own client (`hooks/fast_audit.py`, standard library only) asks the
daemon first, through the socket method `audit`, which is this operation
under the name that client has always sent; when no daemon answers, the
hook falls back to `kenning audit --staged`, which runs it here. So the
operation is local (`Operation.local`): the CLI path is already the fallback
of a client that asked the daemon, and asking again would turn a daemon
error into a skipped check rather than an in-process one. The daemon keeps
a playbook cache and a compiled sanitizer per configuration, warm between
commits; a process builds them for one audit.

The configuration is the caller's repository's, read leniently (a typo in
a config file must not turn secret blocking off; it becomes a note): in
the daemon it is loaded for the request's `cwd` and `env`; in a process it
is that process's own, loaded so by the CLI (`App.lenient`).

`audit.sessions` reads past sessions for rule violations; it goes to the
daemon when one runs (a read of the store).
"""

from __future__ import annotations

import threading
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from .base import OpContext

if TYPE_CHECKING:
    from kenning.daemon.core.config import LoadedConfig
    from kenning.daemon.playbook.book import PlaybookCache
    from kenning.daemon.safety.sanitize import Sanitizer

__all__ = ["AuditSessionsRequest", "AuditStagedRequest", "audit_sessions", "audit_staged"]

_lock = threading.Lock()
#: the daemon's warm state per configuration (its JSON): playbooks and the sanitizer
_warm: dict[str, tuple[PlaybookCache, Sanitizer]] = {}


def _warm_state(loaded: LoadedConfig) -> tuple[PlaybookCache, Sanitizer]:
    from kenning.daemon.playbook.book import PlaybookCache
    from kenning.daemon.safety.sanitize import Sanitizer

    key = loaded.settings.model_dump_json()
    with _lock:
        if key not in _warm:
            settings = loaded.settings
            _warm[key] = (PlaybookCache(settings), Sanitizer.from_config(settings.sanitize))
        return _warm[key]


@dataclass(frozen=True)
class AuditStagedRequest:
    """The staged diff of the repository at `cwd`, with the caller's environment."""

    cwd: str
    #: the caller's GIT_* and KENNING_* variables, PATH and HOME (git reads
    #: GIT_INDEX_FILE during `commit -a`; KENNING_SKIP silences ids for this run)
    env: dict[str, str] = field(default_factory=dict)


def audit_staged(ctx: OpContext, req: AuditStagedRequest) -> dict[str, Any]:
    """Secrets, rule checks and tombstones on the added lines.

    Returns:
        {"report": {"verdict" (block|warn|pass), "findings", "notes", ...},
        "text": the report for people, "notes", "findings": how many,
        "code": 1 when a finding blocks, else 0}.
    """
    from kenning.hooks.audit import format_report, run_staged

    cwd = Path(req.cwd)
    env = dict(req.env)
    if ctx.source == "daemon":
        from kenning.daemon.core.config import load_config

        environ = {**env, "KENNING_HOME": str(ctx.loaded.paths.home)}
        loaded = load_config(cwd=cwd, environ=environ, lenient=True)
        cache, sanitizer = _warm_state(loaded)
        report = run_staged(
            ctx.store,
            loaded.settings,
            cwd,
            env=env,
            playbook_loader=lambda store, repo: cache.get(store, repo),  # type: ignore[arg-type]
            sanitizer=sanitizer,
        )
    else:
        loaded = ctx.loaded
        report = run_staged(ctx.store, loaded.settings, cwd, env=env or None)
    report.notes[:0] = loaded.warnings
    return {
        "report": report.to_json(),
        "text": format_report(report),
        "notes": report.notes,
        "findings": len(report.findings),
        "code": 1 if report.verdict == "block" else 0,
    }


@dataclass(frozen=True)
class AuditSessionsRequest:
    """Agent messages of the last `days` days checked against the checkable rules."""

    days: int = 30
    cwd: str | None = None


def audit_sessions(ctx: OpContext, req: AuditSessionsRequest) -> dict[str, Any]:
    """Returns {"days", "checked": {"sessions", "messages", "rules"}, "violations": [...]}."""
    from kenning.daemon.core.errors import UsageError
    from kenning.hooks.session_audit import audit_sessions as run

    if req.days < 1:
        raise UsageError(f"days must be at least 1, got {req.days}", fix="--days 30")
    root = ctx.root(req.cwd)
    return run(ctx.store(), ctx.settings_for(root), root, days=req.days).to_json()
