"""The daemon's `audit` method: the pre-commit audit with a warm playbook.

A git hook is a fresh process: importing the CLI costs ~200 ms before any
work, and compiling a thousand rules' regexes as much again. The daemon keeps
the playbook (reloaded when it changes) and the compiled sanitizer in memory,
so the hook's client (`hooks/fast_audit.py`, standard library only) sends the
repository, its git environment and KENNING_SKIP, and prints the answer.
`service.socket_methods` lists `audit_method` in the socket's table (this
module does not import the service: no cycle).
"""

from __future__ import annotations

import threading
from pathlib import Path
from typing import TYPE_CHECKING, Any

from kenning.daemon.config import load_config
from kenning.daemon.playbook import PlaybookCache
from kenning.daemon.sanitize import Sanitizer

from .audit import format_report, run_staged

if TYPE_CHECKING:
    from kenning.daemon.service import Service

_lock = threading.Lock()
_caches: dict[str, tuple[PlaybookCache, Sanitizer]] = {}


def _warm(settings_key: str, loaded: Any) -> tuple[PlaybookCache, Sanitizer]:
    with _lock:
        if settings_key not in _caches:
            settings = loaded.settings
            _caches[settings_key] = (
                PlaybookCache(settings),
                Sanitizer.from_config(settings.sanitize),
            )
        return _caches[settings_key]


def audit_method(service: Service, params: dict[str, Any]) -> dict[str, Any]:
    """Audit the staged diff of `params["cwd"]` with the caller's `env`."""
    cwd = Path(params["cwd"])
    env: dict[str, str] = dict(params.get("env") or {})
    # the repository's own .kenning/config.toml may set the blocking policy
    # ... leniently: a typo there must not turn off secret blocking (it is reported)
    loaded = load_config(
        cwd=cwd, environ={**env, "KENNING_HOME": str(service.paths.home)}, lenient=True
    )
    key = loaded.settings.model_dump_json()
    cache, sanitizer = _warm(key, loaded)
    report = run_staged(
        service.store,
        loaded.settings,
        cwd,
        env=env,
        playbook_loader=lambda store, repo: cache.get(store, repo),  # type: ignore[arg-type]
        sanitizer=sanitizer,
    )
    report.notes[:0] = loaded.warnings
    return {
        "report": report.to_json(),
        "text": format_report(report),
        "notes": report.notes,
        "findings": len(report.findings),
        "code": 1 if report.verdict == "block" else 0,
    }
