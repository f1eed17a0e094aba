"""`kenning playbook list|get|add|remove|export|import`: the rules themselves."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import click

from ..errors import BulletNotFound, UsageError
from ..models import (
    Bullet,
    BulletKind,
    BulletState,
    BulletType,
    Provenance,
    Scope,
    Verification,
    VerifyMode,
)
from .main import App, emit, json_option, pass_app
from .rendering import bullet_json, bullet_rows, event_json, load_playbook, print_table, short


def _choice(enum: Any) -> click.Choice[str]:
    return click.Choice([e.value for e in enum])


def _repo_root(app: App) -> Path:
    root = app.config.repo_root
    if root is None:
        raise UsageError(
            "--repo needs a repository, and this folder is not inside one.",
            fix="cd into your repository (a folder with .git or .kenning), or drop --repo",
        )
    return root


def _sanitizer(app: App) -> Any:
    from ..sanitize import Sanitizer

    return Sanitizer.from_config(app.config.settings.sanitize)


@click.group()
def playbook() -> None:
    """List, read, add, remove, export and import the rules of the playbook.

    Rules live in your global playbook (the database) and, for team rules,
    in the repository's .kenning/playbook.yaml (merged over the global ones;
    the repo wins on the same id). Feedback on any rule stays in your database.
    """


@playbook.command("list")
@click.option(
    "--state",
    type=click.Choice(["active", "draft", "retired", "live", "all"]),
    default="live",
    show_default=True,
    help="Which rules: live = active + draft.",
)
@click.option("--kind", type=_choice(BulletKind), help="Only this kind.")
@click.option("--category", help="Only this category.")
@click.option("--scope", type=_choice(Scope), help="Only this scope.")
@json_option
@pass_app
def list_cmd(
    app: App, state: str, kind: str | None, category: str | None, scope: str | None
) -> None:
    """List rules, best first (effective score, then id).

    \b
    Examples:
      kenning playbook list
      kenning playbook list --state retired --category testing
      kenning playbook list --kind anti_pattern --json

    JSON: {"count", "bullets": [bullet...], "warnings": [...]}, see docs/cli-json.md.
    """
    pb = load_playbook(app, include_retired=state in ("retired", "all"))
    items = pb.bullets
    if state in ("active", "draft", "retired"):
        items = [sb for sb in items if sb.bullet.state == state]
    if kind:
        items = [sb for sb in items if sb.bullet.kind == kind]
    if category:
        items = [sb for sb in items if sb.bullet.category == category]
    if scope:
        items = [sb for sb in items if sb.bullet.scope == scope]
    data = {"count": len(items), "bullets": [bullet_json(sb) for sb in items]}
    data["warnings"] = pb.warnings

    def human() -> None:
        if not items:
            click.echo('no rules yet: add one with `kenning playbook add "rule" --category C`')
            return
        print_table(f"{len(items)} rules", ["id", "score", "maturity", "rule"], bullet_rows(items))

    emit(app, data, human)


@playbook.command("get")
@click.argument("bullet_id")
@json_option
@pass_app
def get_cmd(app: App, bullet_id: str) -> None:
    """Show one rule with its score, helpful/harmful counts and feedback events.

    JSON: {"bullet": bullet, "events": [event...], "conflicts": [...]}.
    """
    from ..bullets import BulletRepo

    pb = load_playbook(app, include_retired=True)
    sb = pb.get(bullet_id)
    if sb is None:
        raise BulletNotFound(
            f"no rule with id {bullet_id!r}.", fix="list ids with `kenning playbook list`"
        )
    repo = BulletRepo(app.store)
    events = repo.events(bullet_id)
    conflicts = [c.model_dump(mode="json") for c in repo.conflicts(bullet_id)]
    data = {"bullet": bullet_json(sb), "events": [event_json(e) for e in events]}
    data["conflicts"] = conflicts

    def human() -> None:
        b = sb.bullet
        click.echo(f"{b.id}  [{b.state}, {b.maturity}, {b.type}, {b.origin}]")
        click.echo(f"  {b.content}")
        click.echo(
            f"  category {b.category}; scope {b.scope}{f':{b.scope_key}' if b.scope_key else ''}"
        )
        if b.tags:
            click.echo(f"  tags: {', '.join(b.tags)}")
        if b.pinned:
            click.echo(f"  pinned: {b.pinned_reason or 'yes'}")
        if b.verification:
            v = b.verification
            click.echo(
                f"  verify: /{v.regex}/ must be {v.mode}" + (f" in {v.glob}" if v.glob else "")
            )
        s = sb.score
        click.echo(
            f"  score {s.effective:+.2f}: {s.helpful_count} helpful, {s.harmful_count} harmful"
        )
        for e in events[-10:]:
            note = f" — {e.reason}" if e.reason else ""
            click.echo(f"    {e.created_at:%Y-%m-%d} {e.kind} ({e.source}){note}")
        for c in conflicts:
            other = c["bullet_b"] if c["bullet_a"] == b.id else c["bullet_a"]
            click.echo(f"  conflicts with {other}")

    emit(app, data, human)


@playbook.command("add")
@click.argument("content")
@click.option("--category", default="general", show_default=True, help="Grouping, e.g. testing.")
@click.option("--tags", default="", help="Comma-separated tags, e.g. db,pytest.")
@click.option("--scope", type=_choice(Scope), default="global", show_default=True)
@click.option("--scope-key", help="For language/framework/task/workspace scopes, e.g. python.")
@click.option("--kind", type=_choice(BulletKind), default="workflow_rule", show_default=True)
@click.option("--type", "type_", type=_choice(BulletType), default=None, help="rule|anti-pattern")
@click.option(
    "--state", type=click.Choice(["draft", "active"]), default="active", show_default=True
)
@click.option("--pin", "pin_reason", help="Pin the rule (never demoted automatically); the reason.")
@click.option(
    "--verify-regex",
    help="A regex the audit and diagnostics check in code (RE2 syntax: linear time).",
)
@click.option("--verify-mode", type=_choice(VerifyMode), default="absent", show_default=True)
@click.option("--verify-glob", help="Only check files matching this glob, e.g. '*.py'.")
@click.option("--half-life", type=float, help="This rule's own half-life in days.")
@click.option("--repo", "to_repo", is_flag=True, help="Write to .kenning/playbook.yaml instead.")
@json_option
@pass_app
def add_cmd(
    app: App,
    content: str,
    category: str,
    tags: str,
    scope: str,
    scope_key: str | None,
    kind: str,
    type_: str | None,
    state: str,
    pin_reason: str | None,
    verify_regex: str | None,
    verify_mode: str,
    verify_glob: str | None,
    half_life: float | None,
    to_repo: bool,
) -> None:
    """Add a rule; a duplicate reinforces the existing rule instead.

    The text is sanitized (secrets redacted). The same text, or a
    near-duplicate (word overlap ≥ curation.dedup_threshold), adds a helpful
    mark to the existing rule; a rule contradicting another ("always X" vs
    "never X") is added and the conflict recorded; a rule resembling one you
    forgot is refused.

    \b
    Examples:
      kenning playbook add "Run the tests with -x before pushing" --category testing
      kenning playbook add "Never use print() in library code" --category style \\
          --verify-regex '\\bprint\\(' --verify-mode absent --verify-glob '*.py'
      kenning playbook add "Use the shared db fixture" --repo   # team rule

    JSON: {"action": added|reinforced|conflict, "id", "bullet", "similar_to", "conflicts"}.
    """
    from ..bullets import BulletRepo
    from ..models import utcnow
    from ..playbook import ScoredBullet
    from ..scoring import EventView, score

    try:
        verification = (
            Verification(regex=verify_regex, mode=VerifyMode(verify_mode), glob=verify_glob)
            if verify_regex
            else None
        )
    except ValueError as exc:
        from pydantic import ValidationError

        first = exc.errors()[0]["msg"] if isinstance(exc, ValidationError) else str(exc)
        raise UsageError(
            f"--verify-regex {verify_regex!r} is refused: {first.removeprefix('Value error, ')}",
            fix="rewrite it in RE2 syntax (Python `re` without lookarounds or "
            "backreferences), e.g. --verify-regex '\\bprint\\('",
        ) from exc
    is_anti = type_ == "anti-pattern" or kind == "anti_pattern"
    if not content.strip():
        raise UsageError("the rule text is empty", fix='kenning playbook add "the rule" ...')
    if half_life is not None and half_life <= 0:
        raise UsageError(f"--half-life must be positive, got {half_life}", fix="--half-life 90")
    bullet = Bullet(
        id="new",
        content=content.strip(),
        category=category,
        tags=[t.strip() for t in tags.split(",") if t.strip()],
        scope=Scope(scope),
        scope_key=scope_key,
        kind=BulletKind.ANTI_PATTERN if is_anti and kind == "workflow_rule" else BulletKind(kind),
        type=BulletType.ANTI_PATTERN if is_anti else BulletType.RULE,
        state=BulletState(state),
        pinned=pin_reason is not None,
        pinned_reason=pin_reason,
        verification=verification,
        provenance=Provenance(agents=["cli"]),
        half_life_days=half_life,
    )
    settings = app.config.settings
    if to_repo:
        result, bullet = _add_to_repo(app, bullet)
    else:
        from ..curate import add_bullet

        res = add_bullet(app.store, settings, bullet, sanitizer=_sanitizer(app))
        result = {
            "action": res.action,
            "id": res.bullet.id,
            "similar_to": res.similar_to,
            "conflicts": res.conflicts,
        }
        bullet = res.bullet
    repo = BulletRepo(app.store)
    views = [EventView.of(e) for e in repo.events(bullet.id)]
    sb = ScoredBullet(
        bullet,
        score(
            views,
            bullet.maturity,
            utcnow(),
            half_life_days=bullet.half_life_days or settings.scoring.half_life_days,
            harmful_multiplier=settings.scoring.harmful_multiplier,
        ),
    )
    result["bullet"] = bullet_json(sb)

    def human() -> None:
        action = result["action"]
        if action == "reinforced":
            click.echo(f"{result['id']} already says this: reinforced with a helpful mark")
        elif action == "exists":
            click.echo(f"{result['id']} already says this in .kenning/playbook.yaml: unchanged")
        else:
            where = " to .kenning/playbook.yaml" if to_repo else ""
            click.echo(f"added {result['id']}{where}: {short(bullet.content)}")
        for other in result["conflicts"]:
            click.echo(f"  conflicts with {other} (both kept; see `kenning why {other}`)")

    emit(app, result, human)


def _add_to_repo(app: App, bullet: Bullet) -> tuple[dict[str, Any], Bullet]:
    from ..bullets import bullet_id_for
    from ..repo_playbook import load_repo_playbook, save_repo_playbook

    root = _repo_root(app)
    team = load_repo_playbook(root, backups=app.config.paths.backups)
    clean = bullet.model_copy(
        update={"content": _sanitizer(app).redact(bullet.content), "origin": "repo"}
    )
    same = next((b for b in team.bullets if b.content_hash == clean.content_hash), None)
    if same is not None:
        return {"action": "exists", "id": same.id, "similar_to": same.id, "conflicts": []}, same
    taken = {b.id for b in team.bullets}
    base = bullet_id_for(clean.content)
    new_id, n = base, 1
    while new_id in taken:
        n += 1
        new_id = f"{base}-{n}"
    clean = clean.model_copy(update={"id": new_id})
    save_repo_playbook(root, [*team.bullets, clean], team.tombstones)
    return {"action": "added", "id": new_id, "similar_to": None, "conflicts": []}, clean


@playbook.command("remove")
@click.argument("bullet_id")
@click.option("--hard", is_flag=True, help="Delete the rule and its events instead of retiring.")
@json_option
@pass_app
def remove_cmd(app: App, bullet_id: str, hard: bool) -> None:
    """Retire a rule (or delete it with --hard); `kenning undo` brings it back.

    A team rule (from .kenning/playbook.yaml) is removed from that file.

    JSON: {"removed": id, "origin": global|repo, "hard": bool}.
    """
    from ..bullets import BulletRepo
    from ..curate import remove_bullet

    origin = "global"
    if BulletRepo(app.store).find(bullet_id) is None and app.config.repo_root is not None:
        from ..repo_playbook import load_repo_playbook, save_repo_playbook

        root = app.config.repo_root
        team = load_repo_playbook(root, backups=app.config.paths.backups)
        if team.get(bullet_id) is not None:
            rest = [b for b in team.bullets if b.id != bullet_id]
            save_repo_playbook(root, rest, team.tombstones)
            origin = "repo"
    if origin == "global":
        remove_bullet(app.store, bullet_id, hard=hard)
    data = {"removed": bullet_id, "origin": origin, "hard": hard}
    verb = "deleted" if hard else "retired"
    if origin == "repo":
        verb = "removed from .kenning/playbook.yaml:"
    emit(app, data, f"{verb} {bullet_id}" + ("" if origin == "repo" else " (undo: kenning undo)"))


def register(group: click.Group) -> None:
    from .playbook_io import export_cmd, import_cmd

    playbook.add_command(export_cmd)
    playbook.add_command(import_cmd)
    group.add_command(playbook)
