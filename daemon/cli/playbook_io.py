"""`kenning playbook export|import`: the playbook as YAML, in and out.

Registered on the `playbook` group by playbook_cmds (no `register` here).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import click

from ..models import BulletState
from .main import App, emit, json_option, pass_app
from .playbook_cmds import _repo_root, _sanitizer

__all__ = ["export_cmd", "import_cmd"]


@click.command("export")
@click.option("--output", "-o", type=click.Path(dir_okay=False, path_type=Path))
@click.option("--all", "include_retired", is_flag=True, help="Include retired rules.")
@json_option
@pass_app
def export_cmd(app: App, output: Path | None, include_retired: bool) -> None:
    """Export the global playbook as YAML (the .kenning/playbook.yaml format).

    Without --output the YAML goes to stdout. Feedback events are not
    exported (they are personal); `kenning playbook import` reads the file back.

    JSON: {"count", "path"} with --output, else {"count", "yaml"}.
    """
    from ..bullets import BulletRepo
    from ..repo_playbook import dump_repo_playbook

    repo = BulletRepo(app.store)
    states = None if include_retired else (BulletState.ACTIVE, BulletState.DRAFT)
    bullets = repo.list(states)
    text = dump_repo_playbook(bullets, repo.tombstones())
    if output is not None:
        output.parent.mkdir(parents=True, exist_ok=True)
        output.write_text(text, encoding="utf-8")
        emit(
            app,
            {"count": len(bullets), "path": str(output)},
            f"exported {len(bullets)} rules to {output}",
        )
    else:
        emit(app, {"count": len(bullets), "yaml": text}, lambda: click.echo(text, nl=False))


@click.command("import")
@click.argument("file", type=click.Path(exists=True, dir_okay=False, path_type=Path))
@click.option("--repo", "to_repo", is_flag=True, help="Add the rules to .kenning/playbook.yaml.")
@click.option("--dry-run", is_flag=True, help="Show what would be imported; change nothing.")
@json_option
@pass_app
def import_cmd(app: App, file: Path, to_repo: bool, dry_run: bool) -> None:
    """Import a kenning or cass-memory playbook.yaml (camelCase or snake_case keys).

    Rules keep their ids, maturity and feedback events; a rule whose id or
    text already exists is skipped. cass-memory's deprecated patterns become
    tombstones; fields kenning has no place for are counted under "dropped".
    One `kenning undo` reverts a database import.

    JSON: {"format", "dry_run", "added", "skipped_existing", "skipped_duplicate",
    "events", "tombstones", "dropped"}.
    """
    from ..bullets import BulletRepo
    from ..repo_playbook import (
        detect_format,
        load_repo_playbook,
        read_cass_playbook,
        read_playbook_file,
        save_repo_playbook,
    )

    backups = app.config.paths.backups
    fmt = detect_format(file)
    if fmt == "cass":
        got = read_cass_playbook(file, backups=backups)
        bullets, events, tombs, dropped = got.bullets, got.events, got.tombstones, got.dropped
    else:
        pb = read_playbook_file(file, backups=backups)
        bullets, events, tombs, dropped = pb.bullets, [], pb.tombstones, {}
    data: dict[str, Any] = {"format": fmt, "dry_run": dry_run, "dropped": dropped}
    if to_repo:
        root = _repo_root(app)
        team = load_repo_playbook(root, backups=backups)
        have_ids = {b.id for b in team.bullets}
        have_hashes = {b.content_hash for b in team.bullets}
        redact = _sanitizer(app).redact
        added, existing, duplicate = [], [], []
        for b in bullets:
            if b.id in have_ids:
                existing.append(b.id)
            elif b.content_hash in have_hashes:
                duplicate.append(b.id)
            else:
                added.append(b.model_copy(update={"content": redact(b.content), "origin": "repo"}))
                have_ids.add(b.id)
                have_hashes.add(b.content_hash)
        known = {t.id for t in team.tombstones}
        new_tombs = [t for t in tombs if t.id not in known]
        kept = {b.id for b in added}
        new_events = [e for e in events if e.bullet_id in kept]
        if not dry_run:
            save_repo_playbook(root, [*team.bullets, *added], [*team.tombstones, *new_tombs])
            if new_events:  # feedback is personal: it goes to the database
                from ..curate import import_bullets

                import_bullets(app.store, [], new_events, sanitizer=_sanitizer(app))
        data.update(
            added=[b.id for b in added],
            skipped_existing=existing,
            skipped_duplicate=duplicate,
            events=len(new_events),
            tombstones=len(new_tombs),
        )
    elif dry_run:
        repo = BulletRepo(app.store)
        hashes = {b.content_hash for b in repo.list()}
        existing = [b.id for b in bullets if repo.exists(b.id)]
        duplicate = [b.id for b in bullets if b.id not in existing and b.content_hash in hashes]
        skip = set(existing) | set(duplicate)
        data.update(
            added=[b.id for b in bullets if b.id not in skip],
            skipped_existing=existing,
            skipped_duplicate=duplicate,
            events=sum(1 for e in events if e.bullet_id not in skip),
            tombstones=len({t.id for t in tombs} - {t.id for t in repo.tombstones()}),
        )
    else:
        from ..curate import import_bullets

        res = import_bullets(
            app.store, bullets, events, tombs, sanitizer=_sanitizer(app), source=f"import {file}"
        )
        data.update(
            added=res.added,
            skipped_existing=res.skipped_existing,
            skipped_duplicate=res.skipped_duplicate,
            events=res.events,
            tombstones=res.tombstones,
        )

    def human() -> None:
        verb = "would import" if dry_run else "imported"
        where = " into .kenning/playbook.yaml" if to_repo else ""
        click.echo(
            f"{verb} {len(data['added'])} rules{where} ({fmt} format), {data['events']} events, "
            f"{data['tombstones']} tombstones"
        )
        skipped = len(data["skipped_existing"]) + len(data["skipped_duplicate"])
        if skipped:
            click.echo(f"skipped {skipped} already present (same id or same text)")
        if dropped:
            click.echo(
                "dropped fields: " + ", ".join(f"{k} ×{v}" for k, v in sorted(dropped.items()))
            )

    emit(app, data, human)
