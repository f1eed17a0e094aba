"""The playbook against code and sessions: audit.staged, audit.sessions.

Both run the one rule-check engine (`kenning.daemon.playbook.checks`).
`audit.staged` checks what `git commit` will add (`playbook/commit_audit.py`,
the staged diff read by `core/git.py`). The git
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

`audit.sessions` reads past sessions for rule violations
(`playbook/session_audit.py`); it goes to the daemon when one runs (a read
of the store).
"""

from __future__ import annotations

import os
import threading
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from .base import OpContext

if TYPE_CHECKING:
    from kenning.daemon.core.config import LoadedConfig, Settings
    from kenning.daemon.playbook.book import Playbook
    from kenning.daemon.playbook.cache import PlaybookCache
    from kenning.daemon.playbook.commit_audit import AuditReport
    from kenning.daemon.safety.sanitize import Sanitizer
    from kenning.daemon.store.db import Store

__all__ = ["AuditSessionsRequest", "AuditStagedRequest", "audit_sessions", "audit_staged"]

_lock = threading.Lock()
#: the daemon's warm state per configuration (its JSON): playbooks and the sanitizer
_warm: dict[str, tuple[PlaybookCache, Sanitizer]] = {}


def _warm_state(loaded: LoadedConfig) -> tuple[PlaybookCache, Sanitizer]:
    from kenning.daemon.ops.playbooks import playbook_cache
    from kenning.daemon.safety.sanitize import Sanitizer

    key = loaded.settings.model_dump_json()
    with _lock:
        if key not in _warm:
            settings = loaded.settings
            playbooks = playbook_cache(settings)
            _warm[key] = (playbooks, Sanitizer.from_config(settings.sanitize))
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
    from kenning.daemon.playbook.commit_audit import format_report

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
            playbook_loader=lambda store, repo: cache.get(store, repo),
            sanitizer=sanitizer,
        )
    else:
        loaded = ctx.loaded
        # keys read, no model built: the git hook's process pays no pydantic
        report = run_staged(ctx.store, ctx.values_for(None), cwd, env=env or None)
    report.notes[:0] = loaded.warnings
    return {
        "report": report.to_json(),
        "text": format_report(report),
        "notes": report.notes,
        "findings": len(report.findings),
        "code": 1 if report.verdict == "block" else 0,
    }


def run_staged(
    store_opener: Callable[[], Store],
    settings: Settings,
    cwd: Path,
    *,
    env: Mapping[str, str] | None = None,
    playbook_loader: Callable[[Store, Path], Playbook] | None = None,
    sanitizer: Sanitizer | None = None,
) -> AuditReport:
    """Audit what `git commit` will add in the repository at `cwd`.

    `env` is the caller's environment: git reads GIT_INDEX_FILE from it during
    `commit -a` and partial commits, and KENNING_SKIP silences ids for this
    run. The daemon passes its warm playbook loader and compiled sanitizer. A
    playbook that cannot be read leaves a note and the secret checks run.
    """
    from kenning.daemon.core.errors import KenningError
    from kenning.daemon.core.git import repo_toplevel, staged_diff, staged_file_text
    from kenning.daemon.ops.playbooks import load_playbook
    from kenning.daemon.playbook.checks import Checks, checks_for
    from kenning.daemon.playbook.commit_audit import audit
    from kenning.daemon.store.rule_derivations import checked

    environ = dict(os.environ if env is None else env)
    repo = repo_toplevel(cwd, environ)
    notes: list[str] = []
    checks = Checks([], [])
    try:
        store = store_opener()
        if playbook_loader is not None:
            playbook = playbook_loader(store, repo)
        else:
            # one audit: of the stored rules, only those that carry a check (~2,000 of
            # 100,000: the index `bullets_checked`), with the repository's and the team's
            playbook = load_playbook(store, settings, repo, ids=set(checked(store)))
    except KenningError as exc:
        fix = f" (fix: {exc.fix})" if exc.fix else ""
        notes.append(f"rules not checked: {exc.message}{fix}")
    else:
        notes.extend(playbook.warnings)
        checks = checks_for(playbook)
    if sanitizer is None:
        from kenning.daemon.safety.sanitize import Sanitizer

        sanitizer = Sanitizer.from_config(settings.sanitize)
    skip = {p.strip() for p in environ.get("KENNING_SKIP", "").split(",") if p.strip()}
    report = audit(
        staged_diff(repo, environ),
        checks,
        sanitizer,
        settings,
        repo=repo,
        read_staged=lambda path: staged_file_text(repo, path, environ),
        skip_ids=skip,
    )
    report.notes.extend(notes)
    return report


@dataclass(frozen=True)
class AuditSessionsRequest:
    """Agent messages of the last `days` days checked against the checkable rules."""

    days: int = 30
    cwd: str | None = None


def audit_sessions(ctx: OpContext, req: AuditSessionsRequest) -> dict[str, Any]:
    """Returns {"days", "checked": {"sessions", "messages", "rules"}, "violations": [...]}."""
    from kenning.daemon.core.errors import UsageError
    from kenning.daemon.playbook.session_audit import audit_sessions as run
    from kenning.daemon.team.view import team_view

    if req.days < 1:
        raise UsageError(f"days must be at least 1, got {req.days}", fix="--days 30")
    root = ctx.root(req.cwd)
    found = run(ctx.store(), ctx.settings_for(root), root, days=req.days, shared=team_view)
    return found.to_json()
