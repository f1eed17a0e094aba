"""Operations moving rules in bulk: export (YAML) and import (kenning or cass-memory).

The duplicate checks (same id, same text) are the operation's, whichever
surface asks: the team file and the database each refuse what they hold.
Both go to the daemon when one runs; a file travels as an absolute path.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

from .base import OpContext

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

    Returns:
        {"format", "dry_run", "added", "skipped_existing", "skipped_duplicate",
        "events", "tombstones", "dropped"}.
    """
    file = Path(req.file)
    to_repo, dry_run = req.to_repo, req.dry_run
    from kenning.daemon.playbook.repo_file import (
        detect_format,
        load_repo_playbook,
        read_cass_playbook,
        read_playbook_file,
        save_repo_playbook,
    )
    from kenning.daemon.store.rules import RuleRepo

    from .rules import _repo_root

    backups = ctx.loaded.paths.backups
    fmt = detect_format(file)
    if fmt == "cass":
        got = read_cass_playbook(file, backups=backups)
        rules, events, tombs, dropped = got.rules, got.events, got.tombstones, got.dropped
    else:
        pb = read_playbook_file(file, backups=backups)
        rules, events, tombs, dropped = pb.rules, [], pb.tombstones, {}
    data: dict[str, Any] = {"format": fmt, "dry_run": dry_run, "dropped": dropped}
    if to_repo:
        root = _repo_root(ctx.root(req.cwd))
        team = load_repo_playbook(root, backups=backups)
        have_ids = {b.id for b in team.rules}
        have_hashes = {b.content_hash for b in team.rules}
        redact = ctx.sanitizer().redact
        added, existing, duplicate = [], [], []
        for b in rules:
            if b.id in have_ids:
                existing.append(b.id)
            elif b.content_hash in have_hashes:
                duplicate.append(b.id)
            else:
                added.append(replace(b, content=redact(b.content), origin="repo"))
                have_ids.add(b.id)
                have_hashes.add(b.content_hash)
        known = {t.id for t in team.tombstones}
        new_tombs = [t for t in tombs if t.id not in known]
        kept = {b.id for b in added}
        new_events = [e for e in events if e.rule_id in kept]
        if not dry_run:
            save_repo_playbook(root, [*team.rules, *added], [*team.tombstones, *new_tombs])
            if new_events:  # feedback is personal: it goes to the database
                from kenning.daemon.playbook.curate import import_rules

                import_rules(ctx.store(), [], new_events, sanitizer=ctx.sanitizer())
        data.update(
            added=[b.id for b in added],
            skipped_existing=existing,
            skipped_duplicate=duplicate,
            events=len(new_events),
            tombstones=len(new_tombs),
        )
    elif dry_run:
        repo = RuleRepo(ctx.store())
        hashes = {b.content_hash for b in repo.list()}
        existing = [b.id for b in rules if repo.exists(b.id)]
        duplicate = [b.id for b in rules if b.id not in existing and b.content_hash in hashes]
        skip = set(existing) | set(duplicate)
        data.update(
            added=[b.id for b in rules if b.id not in skip],
            skipped_existing=existing,
            skipped_duplicate=duplicate,
            events=sum(1 for e in events if e.rule_id not in skip),
            tombstones=len({t.id for t in tombs} - {t.id for t in repo.tombstones()}),
        )
    else:
        from kenning.daemon.playbook.curate import import_rules

        res = import_rules(
            ctx.store(),
            rules,
            events,
            tombs,
            sanitizer=ctx.sanitizer(),
            source=f"import {req.file}",
        )
        data.update(
            added=res.added,
            skipped_existing=res.skipped_existing,
            skipped_duplicate=res.skipped_duplicate,
            events=res.events,
            tombstones=res.tombstones,
        )

    return data
