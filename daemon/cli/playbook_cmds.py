"""`kenning playbook list|get|add|remove|export|import`: the rules themselves.

list, get, add and remove are operations (daemon/ops/rules.py): the daemon
answers them when it runs. The choices below are the values of the model's
enums, written out so this module imports no pydantic (tests/test_ops.py
keeps them equal).
"""

from __future__ import annotations

from typing import Any

import click

from .main import App, emit, json_option, pass_app
from .opcall import cwd, run_op
from .review_keys import where_text

#: models.RuleKind, Scope, RuleType, VerifyMode values
KINDS = ("project_convention", "stack_pattern", "workflow_rule", "anti_pattern")
SCOPES = ("global", "workspace", "language", "framework", "task")
TYPES = ("rule", "anti-pattern")
VERIFY_MODES = ("exists", "absent")


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
    type=click.Choice(["active", "proposal", "retired", "live", "all"]),
    default="live",
    show_default=True,
    help="Which rules: live = active + proposal.",
)
@click.option("--kind", type=click.Choice(KINDS), help="Only this kind.")
@click.option("--category", help="Only this category.")
@click.option("--scope", type=click.Choice(SCOPES), help="Only this scope.")
@click.option(
    "--limit",
    type=click.IntRange(1, 10_000),
    default=100,
    show_default=True,
    help="At most this many rules (a page).",
)
@click.option(
    "--offset",
    type=click.IntRange(0),
    default=0,
    show_default=True,
    help="Skip this many rules first: the next page starts at the last one's next_offset.",
)
@json_option
@pass_app
def list_cmd(
    app: App,
    state: str,
    kind: str | None,
    category: str | None,
    scope: str | None,
    limit: int,
    offset: int,
) -> None:
    """List rules, best first (effective score, then id).

    \b
    Examples:
      kenning playbook list
      kenning playbook list --state retired --category testing
      kenning playbook list --kind anti_pattern --json
      kenning playbook list --limit 500 --offset 500   # the second page of 500

    JSON: {"count", "offset", "limit", "next_offset", "rules": [rule...],
    "warnings": [...]}, see docs/cli-json.md. `count` counts every matching
    rule; `next_offset` is null on the last page.
    """
    params = {
        "state": state,
        "kind": kind,
        "category": category,
        "scope": scope,
        "limit": limit,
        "offset": offset,
    }
    data = run_op(app, "playbook.list", {**params, "cwd": cwd()})
    _warn(app, data)

    def human() -> None:
        from .rendering import json_rows, print_table

        if not data["rules"]:
            click.echo('no rules yet: add one with `kenning playbook add "rule" --category C`')
            return
        rows = json_rows(data["rules"])
        shown = len(data["rules"])
        title = f"{data['count']} rules"
        if shown < data["count"]:
            title += f" ({data['offset'] + 1}-{data['offset'] + shown})"
        print_table(title, ["id", "score", "state", "maturity", "rule"], rows)
        if data["next_offset"] is not None:
            click.echo(f"more: the same command with --offset {data['next_offset']}")

    emit(app, data, human)


@playbook.command("get")
@click.argument("rule_id")
@json_option
@pass_app
def get_cmd(app: App, rule_id: str) -> None:
    """Show one rule with its score, helpful/harmful counts and feedback events.

    JSON: {"rule": rule, "events": [event...], "conflicts": [...]}.
    """
    data = run_op(app, "playbook.get", {"id": rule_id, "cwd": cwd()})
    _warn(app, data)
    b, events, conflicts = data["rule"], data["events"], data["conflicts"]

    def human() -> None:
        click.echo(f"{b['id']}  [{b['state']}, {b['maturity']}, {b['type']}, {b['origin']}]")
        click.echo(f"  {b['content']}")
        click.echo(f"  category {b['category']}; scope {where_text(b)}")
        if b["tags"]:
            click.echo(f"  tags: {', '.join(b['tags'])}")
        if b["pinned"]:
            click.echo(f"  pinned: {b['pinned_reason'] or 'yes'}")
        if b["verification"]:
            v = b["verification"]
            click.echo(
                f"  verify: /{v['regex']}/ must be {v['mode']}"
                + (f" in {v['glob']}" if v["glob"] else "")
            )
        s = b["score"]
        click.echo(
            f"  score {s['effective']:+.2f}: {s['helpful_count']} helpful, "
            f"{s['harmful_count']} harmful"
        )
        for e in events[-10:]:
            note = f" — {e['reason']}" if e["reason"] else ""
            click.echo(f"    {e['created_at'][:10]} {e['kind']} ({e['source']}){note}")
        for c in conflicts:
            other = c["rule_b"] if c["rule_a"] == b["id"] else c["rule_a"]
            click.echo(f"  conflicts with {other}")

    emit(app, data, human)


@playbook.command("add")
@click.argument("content")
@click.option("--category", default="general", show_default=True, help="Grouping, e.g. testing.")
@click.option("--tags", default="", help="Comma-separated tags, e.g. db,pytest.")
@click.option("--scope", type=click.Choice(SCOPES), default="global", show_default=True)
@click.option("--scope-key", help="For language/framework/task/workspace scopes, e.g. python.")
@click.option("--kind", type=click.Choice(KINDS), default="workflow_rule", show_default=True)
@click.option("--type", "type_", type=click.Choice(TYPES), default=None, help="rule|anti-pattern")
@click.option(
    "--state", type=click.Choice(["proposal", "active"]), default="active", show_default=True
)
@click.option("--pin", "pin_reason", help="Pin the rule (never demoted automatically); the reason.")
@click.option(
    "--verify-regex",
    help="A regex the audit and diagnostics check in code (RE2 syntax: linear time).",
)
@click.option("--verify-mode", type=click.Choice(VERIFY_MODES), default="absent", show_default=True)
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

    JSON: {"action": added|reinforced|conflict, "id", "rule", "similar_to", "conflicts"}.
    """
    params = {
        "content": content,
        "category": category,
        "tags": [t.strip() for t in tags.split(",") if t.strip()],
        "scope": scope,
        "scope_key": scope_key,
        "kind": kind,
        "type": type_,
        "state": state,
        "pin_reason": pin_reason,
        "verify_regex": verify_regex,
        "verify_mode": verify_mode,
        "verify_glob": verify_glob,
        "half_life": half_life,
        "to_repo": to_repo,
        "cwd": cwd(),
    }
    result = run_op(app, "playbook.add", params)

    def human() -> None:
        action = result["action"]
        if action == "reinforced":
            click.echo(f"{result['id']} already says this: reinforced with a helpful mark")
        elif action == "exists":
            click.echo(f"{result['id']} already says this in .kenning/playbook.yaml: unchanged")
        else:
            where = " to .kenning/playbook.yaml" if to_repo else ""
            click.echo(f"added {result['id']}{where}: {_short(result['rule']['content'])}")
        for other in result["conflicts"]:
            click.echo(f"  conflicts with {other} (both kept; see `kenning why {other}`)")

    emit(app, result, human)


def _short(text: str, n: int = 70) -> str:
    text = " ".join(text.split())
    return text if len(text) <= n else text[: n - 1] + "…"


def _warn(app: App, data: dict[str, Any]) -> None:
    """A repo file the playbook skipped, said on stderr (in JSON it is `warnings`)."""
    if not app.json:
        for message in data.get("warnings") or []:
            click.secho(f"warning: {message}", fg="yellow", err=True)


@playbook.command("remove")
@click.argument("rule_id")
@click.option("--hard", is_flag=True, help="Delete the rule and its events instead of retiring.")
@json_option
@pass_app
def remove_cmd(app: App, rule_id: str, hard: bool) -> None:
    """Retire a rule (or delete it with --hard); `kenning undo` brings it back.

    A team rule (from .kenning/playbook.yaml) is removed from that file.

    JSON: {"removed": id, "origin": global|repo, "hard": bool}.
    """
    data = run_op(app, "playbook.remove", {"id": rule_id, "hard": hard, "cwd": cwd()})
    origin = data["origin"]
    verb = "deleted" if hard else "retired"
    if origin == "repo":
        verb = "removed from .kenning/playbook.yaml:"
    emit(app, data, f"{verb} {rule_id}" + ("" if origin == "repo" else " (undo: kenning undo)"))


def register(group: click.Group) -> None:
    from .playbook_io import export_cmd, import_cmd

    playbook.add_command(export_cmd)
    playbook.add_command(import_cmd)
    group.add_command(playbook)
