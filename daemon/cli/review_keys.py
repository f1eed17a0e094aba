"""The keyboard review of `kenning review`: one proposal at a time, one key per decision.

Keys are read with `click.getchar` (no TUI library): a accept, e edit,
r reject, s skip, 1/2/3 scope (this repository, this language, everywhere),
u undo, q quit, ? help. Each decision is an operation (daemon/ops/review.py)
run at once, so quitting never loses one, and each is undoable: `u` takes
back the newest step of this review, in reverse order, and shows that
proposal again. A summary closes the review.
"""

from __future__ import annotations

import os
from dataclasses import dataclass, field
from typing import Any

import click

from .main import App
from .opcall import cwd, run_op

__all__ = ["HELP", "review_by_keys", "source_text", "where_text"]

HELP = """\
  a  accept: an active rule from now on (who and when are kept)
  e  edit its text ($EDITOR when set, else a prompt); it stays a proposal
  r  reject (an optional reason): it never comes back, even reworded
  s  skip it for now
  1  scope: this repository   2  this language   3  everywhere
  u  undo the last step of this review
  q  quit (decisions are saved as you go)
  ?  this help"""
_PROMPT = "[a]ccept [e]dit [r]eject [s]kip [1/2/3] scope [u]ndo [q]uit [?] "
_SCOPES = {"1": "repo", "2": "language", "3": "global"}
_VERBS = {"accept": "accepted", "reject": "rejected", "edit": "edited", "scope": "scoped"}


@dataclass
class _Done:
    """One step of this review that changed something (for undo and the summary)."""

    op: int
    action: str
    index: int
    before: dict[str, Any]


@dataclass
class _Review:
    app: App
    proposals: list[dict[str, Any]]
    by: str | None
    index: int = 0
    done: list[_Done] = field(default_factory=list)
    skipped: set[str] = field(default_factory=set)
    undone: int = 0

    def step(self, name: str, params: dict[str, Any], action: str) -> bool:
        """Run one review operation on the current proposal; True when it changed it."""
        from kenning.daemon.core.errors import KenningError

        current = self.proposals[self.index]
        try:
            data = run_op(self.app, name, params)
        except KenningError as exc:
            click.secho(f"  {exc.message}", fg="red")
            if exc.fix:
                click.echo(f"  Fix: {exc.fix}")
            return False
        for s in data["skipped"]:
            click.secho(f"  left {s['id']} ({s['state']}): {s['why']}", fg="yellow")
        if data["op"] is None or not data["rules"]:
            return False
        self.done.append(_Done(data["op"], action, self.index, current))
        # the proposal as it is now, with what only the list knows (sources, choices)
        self.proposals[self.index] = {**current, **data["rules"][0]}
        click.secho(f"  {_VERBS[action]} {current['id']}", fg="green")
        return True


def where_text(rule: dict[str, Any]) -> str:
    """`workspace /src/app`, `language python`, `global`; `workspace (folder not recorded)`
    for a rule learned in a project whose log kept no folder."""
    key = rule["scope_key"]
    if not key and rule["scope"] == "workspace":
        return "workspace (folder not recorded)"
    return str(rule["scope"]) + (f" {key}" if key else "")


def source_text(proposal: dict[str, Any]) -> str:
    """Where a proposal came from, in one line: agent, folder, when."""
    src = proposal.get("source")
    if not src:
        agents = ", ".join(proposal["provenance"]["agents"]) or "unknown"
        return f"added by {agents}"
    when = (src["turn"] or {}).get("at") or src["started_at"] or ""
    parts = [src["agent"] or "?", src["workspace"] or "", when[:16].replace("T", " ")]
    return " · ".join(p for p in parts if p)


def review_by_keys(app: App, *, limit: int, by: str | None) -> None:
    """Review the waiting proposals in the terminal, one key per decision."""
    data = run_op(app, "review.list", {"limit": limit, "cwd": cwd()})
    if not data["proposals"]:
        click.echo("No proposals wait for review: kenning proposes rules as it learns.")
        return
    rv = _Review(app, list(data["proposals"]), by)
    more = data["count"] - len(rv.proposals)
    click.echo(
        f"{data['count']} proposal(s) wait for review"
        + (f" (the newest {len(rv.proposals)} here)" if more > 0 else "")
        + ". Press ? for help."
    )
    while rv.index < len(rv.proposals):
        _show(rv)
        if not _decide(rv):
            break
    _summary(rv)


def _show(rv: _Review) -> None:
    p = rv.proposals[rv.index]
    click.echo()
    head = f"Proposal {rv.index + 1} of {len(rv.proposals)}  {p['id']}"
    click.secho(head, bold=True)
    click.echo(f"  {p['content']}")
    click.echo(f"  kind: {p['kind'].replace('_', ' ')} · state: {p['state']}")
    choices = p["scope_choices"]
    options = [
        f"{n} {label}" + (f" ({c['scope_key']})" if c and c["scope_key"] else "")
        for n, label, c in (
            ("1", "this repo", choices["repo"]),
            ("2", "this language", choices["language"]),
            ("3", "everywhere", choices["global"]),
        )
        if c is not None
    ]
    click.echo(f"  scope: {where_text(p)}   [{' · '.join(options)}]")
    src = p.get("source")
    click.echo(f"  from: {source_text(p)}" + (f" · session {src['session']}" if src else ""))
    turn = (src or {}).get("turn")
    if turn:
        text = " ".join(turn["text"].split())
        who = "you" if turn["origin"] == "human" else (turn["origin"] or turn["role"])
        click.echo(f"  {who} said: " + click.style(_clip(text), dim=True))


def _clip(text: str, n: int = 400) -> str:
    return text if len(text) <= n else text[: n - 1] + "…"


def _decide(rv: _Review) -> bool:
    """Read keys until one moves on (True) or quits (False)."""
    while True:
        click.echo(_PROMPT, nl=False)
        key = click.getchar()
        click.echo(key if key.isprintable() else "")
        p = rv.proposals[rv.index]
        if key in ("q", "\x03", "\x04"):  # q, Ctrl-C, Ctrl-D
            return False
        if key == "?":
            click.echo(HELP)
        elif key == "s":
            rv.skipped.add(p["id"])
            rv.index += 1
            return True
        elif key == "a":
            if rv.step("review.accept", {"ids": [p["id"]], "by": rv.by}, "accept"):
                rv.skipped.discard(p["id"])
                rv.index += 1
                return True
        elif key == "r":
            reason = click.prompt(
                "  reason (Enter for none)", default="", show_default=False
            ).strip()
            params = {"ids": [p["id"]], "by": rv.by, "reason": reason or None}
            if rv.step("review.reject", params, "reject"):
                rv.skipped.discard(p["id"])
                rv.index += 1
                return True
        elif key == "e":
            text = _edited(p["content"])
            if text is not None and text != p["content"]:
                rv.step("review.edit", {"id": p["id"], "content": text}, "edit")
                return True  # show it again, edited
            click.echo("  unchanged")
        elif key in _SCOPES:
            params = {"ids": [p["id"]], "scope": _SCOPES[key], "cwd": cwd()}
            if rv.step("review.scope", params, "scope"):
                return True  # show it again, with its new scope
        elif key == "u":
            _undo(rv)
            return True
        else:
            click.echo("  press a, e, r, s, 1, 2, 3, u, q or ? (help)")


def _edited(text: str) -> str | None:
    """The new text: from $VISUAL/$EDITOR when one is set, else typed at a prompt."""
    if os.environ.get("VISUAL") or os.environ.get("EDITOR"):
        edited = click.edit(text + "\n")
        return " ".join(edited.split()) if edited is not None else None
    typed: str = click.prompt("  new text (Enter keeps it)", default=text, show_default=False)
    return " ".join(typed.split()) or None


def _undo(rv: _Review) -> None:
    if not rv.done:
        click.echo("  nothing to undo in this review")
        return
    last = rv.done.pop()
    from kenning.daemon.core.errors import KenningError

    try:
        data = run_op(rv.app, "review.undo", {"op": last.op})
    except KenningError as exc:
        click.secho(f"  {exc.message}", fg="red")
        return
    rv.undone += 1
    rv.index = last.index
    rv.proposals[rv.index] = last.before
    click.secho(f"  undone: {data['undone'][0]}", fg="green")


def _summary(rv: _Review) -> None:
    # what stands after undo: the last step of each proposal
    final: dict[str, str] = {}
    edits = scopes = 0
    for d in rv.done:
        pid = rv.proposals[d.index]["id"]
        if d.action in ("accept", "reject"):
            final[pid] = d.action
        edits += d.action == "edit"
        scopes += d.action == "scope"
    accepted = sum(1 for a in final.values() if a == "accept")
    rejected = sum(1 for a in final.values() if a == "reject")
    skipped = len(rv.skipped - set(final))
    left = len(rv.proposals) - len(set(final) | rv.skipped)
    click.echo()
    click.secho(
        f"Review done: {accepted} accepted, {rejected} rejected, {skipped} skipped, "
        f"{left} left for later.",
        bold=True,
    )
    extra = [f"{edits} edited" if edits else "", f"{scopes} rescoped" if scopes else ""]
    extra.append(f"{rv.undone} undone" if rv.undone else "")
    if any(extra):
        click.echo("  " + ", ".join(e for e in extra if e) + ".")
    if accepted:
        click.echo("  Accepted rules are active now: `kenning playbook list --state active`.")
