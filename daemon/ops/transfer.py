"""Operations moving rules in bulk: export (YAML) and import (kenning or cass-memory).

The duplicate checks (same id, same text) are the operation's, whichever
surface asks: the team file and the database each refuse what they hold.
Both go to the daemon when one runs; a file travels as an absolute path.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from pathlib import Path
from typing import TYPE_CHECKING, Any

from .base import OpContext

if TYPE_CHECKING:
    from kenning.daemon.core.models import FeedbackEvent, Rule
    from kenning.daemon.playbook.import_file import ImportFile

__all__ = ["ExportYamlRequest", "ImportRequest", "export_playbook", "import_playbook"]


@dataclass(frozen=True)
class ExportYamlRequest:
    """The global playbook as YAML (the .kenning/playbook.yaml format)."""

    #: an absolute file to write; None: the YAML is in the answer
    output: str | None = None
    #: retired rules too
    include_retired: bool = False


def export_playbook(ctx: OpContext, req: ExportYamlRequest) -> dict[str, Any]:
    """Rules and tombstones as YAML; feedback events stay out (they are personal).

    Returns:
        {"count", "path"} with `output`, else {"count", "yaml"}.
    """
    from kenning.daemon.core.errors import UsageError
    from kenning.daemon.core.models import RuleState
    from kenning.daemon.playbook.repo_file import dump_repo_playbook
    from kenning.daemon.store.rules import RuleRepo

    if req.output is not None and not Path(req.output).is_absolute():
        raise UsageError(f"output must be absolute: {req.output}", fix="send the path resolved")
    repo = RuleRepo(ctx.store())
    states = None if req.include_retired else (RuleState.ACTIVE, RuleState.PROPOSAL)
    rules = repo.list(states)
    text = dump_repo_playbook(rules, repo.tombstones())
    if req.output is None:
        return {"count": len(rules), "yaml": text}
    output = Path(req.output)
    output.parent.mkdir(parents=True, exist_ok=True)
    output.write_text(text, encoding="utf-8")
    return {"count": len(rules), "path": str(output)}


@dataclass(frozen=True)
class ImportRequest:
    """A playbook file to import (an absolute path: the daemon has another cwd)."""

    file: str
    to_repo: bool = False
    dry_run: bool = False
    cwd: str | None = None


def import_playbook(ctx: OpContext, req: ImportRequest) -> dict[str, Any]:
    """Import rules, events and tombstones; what exists already is skipped.

    Local (`Operation.local`): the CLI runs it in its own process, so that a
    large file shows its progress (`ctx.progress`: rules read, of how many),
    read a rule at a time and written a batch per transaction
    (`playbook/import_file.py`, `bulk_import.import_stream`).

    Returns:
        {"format", "dry_run", "added", "skipped_existing", "skipped_duplicate",
        "events", "tombstones", "dropped"}.
    """
    from kenning.daemon.playbook.bulk_import import import_stream
    from kenning.daemon.playbook.import_file import open_import

    file = Path(req.file)
    source = open_import(file, backups=ctx.loaded.paths.backups)
    data: dict[str, Any] = {"format": source.format, "dry_run": req.dry_run}
    if req.to_repo:
        data.update(_to_repo(ctx, req, source))
        data["dropped"] = source.dropped
        return data
    report = ctx.progress

    def progress(done: int) -> None:
        if report is not None:
            report(done, source.total, file)

    res = import_stream(
        ctx.store(),
        source.items,
        source.tombstones,
        sanitizer=ctx.sanitizer(),
        source=f"import {req.file}",
        dry_run=req.dry_run,
        progress=progress,
    )
    data.update(
        added=res.added,
        skipped_existing=res.skipped_existing,
        skipped_duplicate=res.skipped_duplicate,
        events=res.events,
        tombstones=res.tombstones,
        dropped=source.dropped,  # counted as the rules were read
    )
    return data


def _to_repo(ctx: OpContext, req: ImportRequest, source: ImportFile) -> dict[str, Any]:
    """The rules into the repository's `.kenning/playbook.yaml`; their events into
    the database (feedback is personal)."""
    from kenning.daemon.playbook.repo_file import load_repo_playbook, save_repo_playbook

    from .rules import _repo_root

    backups = ctx.loaded.paths.backups
    root = _repo_root(ctx.root(req.cwd))
    team = load_repo_playbook(root, backups=backups)
    have_ids = {b.id for b in team.rules}
    have_hashes = {b.content_hash for b in team.rules}
    redact = ctx.sanitizer().redact
    added: list[Rule] = []
    existing: list[str] = []
    duplicate: list[str] = []
    new_events: list[FeedbackEvent] = []
    for b, events in source.items:
        if b.id in have_ids:
            existing.append(b.id)
        elif b.content_hash in have_hashes:
            duplicate.append(b.id)
        else:
            added.append(replace(b, content=redact(b.content), origin="repo"))
            have_ids.add(b.id)
            have_hashes.add(b.content_hash)
            new_events += events
    known = {t.id for t in team.tombstones}
    new_tombs = [t for t in source.tombstones if t.id not in known]
    if not req.dry_run:
        save_repo_playbook(root, [*team.rules, *added], [*team.tombstones, *new_tombs])
        if new_events:  # feedback is personal: it goes to the database
            from kenning.daemon.playbook.bulk_import import import_rules

            import_rules(ctx.store(), [], new_events, sanitizer=ctx.sanitizer())
    return {
        "added": [b.id for b in added],
        "skipped_existing": existing,
        "skipped_duplicate": duplicate,
        "events": len(new_events),
        "tombstones": len(new_tombs),
    }
