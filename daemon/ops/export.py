"""Projections of the playbook into files agents read: `export` and `export.refresh`.

`export` writes (or with `check`, only compares) one file: the managed
section of AGENTS.md or CLAUDE.md, `.cursor/rules/kenning.mdc`, or the global
MEMORY.md (daemon/playbook/export.py renders them). `export.refresh` re-exports every
AGENTS.md / CLAUDE.md of a repository that already carries a section: the
post-commit and post-merge hooks run it.

Both go to the daemon when one runs: its playbook of the caller's repository
is warm (reloaded whenever a rule changes, so the file is the same), which
matters to a hook run after every commit. Paths travel absolute, and the
repository is the caller's (`cwd`). The file the daemon writes is the one
the caller would: both run as the same user.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any, Literal

from kenning.daemon.core.errors import KenningError, UsageError

from .base import OpContext

if TYPE_CHECKING:
    from kenning.daemon.core.config import Paths, Settings
    from kenning.daemon.learning.deltas import ReflectReport
    from kenning.daemon.playbook.export import ExportResult
    from kenning.daemon.store.db import Store

__all__ = [
    "EXPORT_FILES",
    "ExportRefreshRequest",
    "ExportRequest",
    "export",
    "export_refresh",
    "refresh_projections",
]

log = logging.getLogger(__name__)

Target = Literal["agents-md", "claude-md", "cursor-rules", "memory-md"]
#: where each target goes in a repository (memory-md: KENNING_HOME/MEMORY.md)
EXPORT_FILES: dict[str, str] = {
    "agents-md": "AGENTS.md",
    "claude-md": "CLAUDE.md",
    "cursor-rules": ".cursor/rules/kenning.mdc",
}


def result_json(result: ExportResult, check: bool) -> dict[str, Any]:
    """One exported file as JSON (the same in `export` and `export.refresh`)."""
    return {
        "path": str(result.path),
        "changed": result.changed,
        "stale": result.changed if check else False,
        "written": result.changed and not check,
        "rules": result.rules,
        "pitfalls": result.pitfalls,
        "left_out": result.truncated,
        "reader": result.reader,
    }


@dataclass(frozen=True)
class ExportRequest:
    """Write one projection (default file: in the caller's repository, or the home's MEMORY.md)."""

    target: Target
    #: the file to write, absolute (None: the default place)
    output: str | None = None
    #: at most this many rules (and as many pitfalls)
    top: int = 50
    #: write nothing; say whether the file is stale
    check: bool = False
    cwd: str | None = None


def export(ctx: OpContext, req: ExportRequest) -> dict[str, Any]:
    """Render and write (or compare) one file; text outside kenning's markers is never touched.

    Returns:
        {"path", "changed", "stale" (with check: the file differs), "written",
        "rules", "pitfalls", "left_out", "reader" (anyone|mcp|cli: who the file was
        written for, docs/playbook.md "Exports")}.

    Raises:
        UsageError: not in a repository and no `output`, or a bad `top`.
    """
    from kenning.daemon.playbook.export import (
        export_cursor_rules,
        export_memory,
        export_section,
        reader_of,
    )

    if not 1 <= req.top <= 500:
        raise UsageError(f"top must be 1..500, got {req.top}", fix="--top 50")
    # MEMORY.md is the home's: the global playbook, wherever the command runs
    root = None if req.target == "memory-md" else ctx.root(req.cwd)
    output = Path(req.output) if req.output else None
    if output is not None and not output.is_absolute():
        raise UsageError(f"output must be absolute: {output}", fix="send the path resolved")
    playbook = ctx.playbook(root)
    sanitize = ctx.sanitizer_for(root)
    if req.target == "memory-md":
        from kenning.daemon.learning.summaries import fact_lines

        home = ctx.loaded.paths.home
        target = output or home / "MEMORY.md"
        facts = fact_lines(ctx.store())
        result = export_memory(
            playbook, target, top=req.top, sanitize=sanitize, check=req.check, facts=facts
        )
        if target.parent == home:
            from kenning.daemon.core.private import private_file

            private_file(target)  # the home's files are 0600
        return result_json(result, req.check)
    name = EXPORT_FILES[req.target]
    if output is None and root is None:
        raise UsageError(
            f"not in a repository: where should {name} go?",
            fix=f"run it inside a git repository, or pass --output {name}",
        )
    target = output or (root / name if root else Path(name))
    write = export_cursor_rules if req.target == "cursor-rules" else export_section
    # who reads it is the target's (AGENTS.md: anyone), wherever `output` puts it
    reader = reader_of(Path(name).name, root)
    result = write(
        playbook, target, root, top=req.top, sanitize=sanitize, check=req.check, reader=reader
    )
    return result_json(result, req.check)


@dataclass(frozen=True)
class ExportRefreshRequest:
    """Re-export the AGENTS.md / CLAUDE.md sections of the caller's repository."""

    cwd: str | None = None


def export_refresh(ctx: OpContext, req: ExportRefreshRequest) -> dict[str, Any]:
    """Every file of the repository that has a kenning section, written again if stale.

    A file that cannot be written is named in "errors" and the others are
    still refreshed (a git hook runs this: one bad file must not stop the rest).

    Returns:
        {"files": [export's shape per file], "errors": [{"path", "error"}]};
        both empty outside a repository.
    """
    from kenning.daemon.playbook.export import export_section, managed_files

    root = ctx.root(req.cwd)
    files: list[dict[str, Any]] = []
    errors: list[dict[str, str]] = []
    if root is None:
        return {"files": files, "errors": errors}
    playbook, sanitize = ctx.playbook(root), ctx.sanitizer_for(root)
    for path in managed_files(root):
        try:
            result = export_section(playbook, path, root, sanitize=sanitize)
        except (OSError, KenningError) as exc:
            errors.append({"path": str(path), "error": str(exc)})
            continue
        files.append(result_json(result, False))
    return {"files": files, "errors": errors}


def refresh_projections(
    store: Store,
    settings: Settings,
    report: ReflectReport,
    *,
    memory: Path | None,
    paths: Paths | None = None,
) -> int:
    """Rewrite MEMORY.md and (when enabled) the managed sections of the projects reflected on.

    What the daemon's learning pass does after a reflection
    (`learning.reflect.scheduled_pass`'s `project`). Runs the operations
    `export` (memory-md) and `export.refresh` in this process, in a context
    over `store` outside any repository, so the files are the ones
    `kenning export memory-md` and `kenning export refresh` write.

    Returns how many files changed. A file that cannot be written is logged
    and skipped: a projection never stops learning.
    """
    from kenning.daemon.core.config import LoadedConfig, find_repo_root, resolve_paths
    from kenning.daemon.store.sessions import SessionRepo

    from . import run

    loaded = LoadedConfig(settings.model_dump(), paths or resolve_paths(), None, _settings=settings)
    ctx = OpContext(loaded, lambda: store, source="daemon", warm=False)
    changed = 0
    if memory is not None:
        try:
            params = {"target": "memory-md", "output": str(memory.absolute())}
            result = run(ctx, "export", params)
            changed += int(result["changed"])
        except (OSError, KenningError) as exc:
            log.warning("could not rewrite %s: %s", memory, exc)
    if not settings.learning.refresh_exports:
        return changed
    roots: set[Path] = set()
    for sid in report.sessions:
        workspace = SessionRepo(store).workspace(sid)
        if workspace and Path(workspace).is_dir():
            root = find_repo_root(Path(workspace))
            if root is not None:
                roots.add(root)
    for root in sorted(roots):
        try:
            refreshed = run(ctx, "export.refresh", {"cwd": str(root)})
        except (OSError, KenningError) as exc:
            log.warning("could not refresh the exports of %s: %s", root, exc)
            continue
        changed += sum(int(f["changed"]) for f in refreshed["files"])
        for error in refreshed["errors"]:
            log.warning("could not refresh %s: %s", error["path"], error["error"])
    return changed
