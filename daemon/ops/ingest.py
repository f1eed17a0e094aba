"""Operations that read agent sessions into the store: `ingest.run` and `watch`.

`ingest.run` is local (`Operation.local`): `kenning ingest` runs it in its
own process even while a daemon runs, because a first scan can take minutes
and shows a progress bar on the terminal (`OpContext.progress`), which an
answer over the socket cannot. That is safe beside the daemon: each source's
rows and its checkpoint commit in one transaction (`BEGIN IMMEDIATE`), so the
daemon's next pass finds the source unchanged and reads nothing twice. Where
the agents keep their sessions is the caller's (`ingest.AGENT_ENV`, the home
folder): the request carries them, as `ingest.status`'s does, so a daemon
asked over the socket reads the caller's folders.

`watch` goes to the daemon when one runs: it is a short write (a row per
folder) plus reading what the new folders already hold, and the daemon is
the one that watches them afterwards.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from kenning.daemon.core.errors import UsageError

from .base import OpContext

__all__ = ["UNCLAIMED_FIX", "IngestRunRequest", "WatchRequest", "ingest_run", "watch"]

#: what `kenning ingest FILE` says when no connector reads FILE
UNCLAIMED_FIX = (
    "give a session file as the agent wrote it (any name: it is told by its content): a "
    "Claude Code transcript or `history.jsonl`, a Codex `rollout-*.jsonl` or `history.jsonl`, "
    "a Gemini CLI `session-*.json[l]`, an Aider `.aider.chat.history.md` (or its prompt or "
    "LLM history), a SpecStory `.specstory/history/*.md`, a Cline `ui_messages.json`, an Amp "
    "thread, a Copilot CLI `events.jsonl`; Cursor `state.vscdb` and OpenCode `opencode.db` "
    "by their names; or a folder holding them"
)


@dataclass(frozen=True)
class IngestRunRequest:
    """Read sessions now: every enabled agent's folders, or these files and folders."""

    #: absolute files or folders (the daemon has another cwd); empty: every root
    paths: list[str] = field(default_factory=list)
    #: only these agents (`-` or `_` alike); empty: every enabled agent
    agents: list[str] = field(default_factory=list)
    #: the caller's values of `ingest.AGENT_ENV` (None: this process's environment)
    environ: dict[str, str] | None = None
    #: the caller's home folder (None: this process's)
    home: str | None = None


def ingest_run(ctx: OpContext, req: IngestRunRequest) -> dict[str, Any]:
    """Ingest new and changed sources; the report of `kenning ingest --json`.

    Returns:
        {"sources", "unchanged", "failed", "sessions", "messages", "skipped",
        "agents", "errors", "unclaimed", "timing"} (`IngestReport.to_json`).

    Raises:
        UsageError: a path that does not exist, an unknown agent, or paths
            none of which any agent writes.
    """
    from ..ingest.base import agent_slugs
    from ..ingest.pipeline import ingest_paths

    agents = agent_slugs(req.agents) or None
    paths = [Path(p) for p in req.paths]
    relative = [str(p) for p in paths if not p.is_absolute()]
    if relative:
        raise UsageError(
            f"paths must be absolute: {', '.join(relative)}", fix="send each path resolved"
        )
    missing = [str(p) for p in paths if not p.exists()]
    if missing:
        raise UsageError(f"no such file or folder: {', '.join(missing)}", fix="check the path")
    report = ingest_paths(
        ctx.store(),
        ctx.values_for(None),
        paths or None,
        ctx.progress,
        agents=agents,
        environ=req.environ,
        home=Path(req.home) if req.home else None,
    )
    if (
        report.unclaimed
        and len(report.unclaimed) == len(paths)
        and not (report.sources or report.unchanged or report.failed)
    ):
        raise UsageError(
            f"not an agent's session file, nor a folder holding one: {', '.join(report.unclaimed)}",
            fix=UNCLAIMED_FIX,
        )
    if paths and not (report.messages or report.unchanged or report.failed):
        # what was named was read, or looked at, and gave nothing: the command did not do
        # its job (a file of unknown records, a session file no reader knows)
        said = [f"{p}: holds no agent's session" for p in report.unrecognised]
        said += [
            f"{e['source']}: read as {e['agent']}, no message ({_skips(e)})" for e in report.empty
        ]
        if said:
            raise UsageError("nothing ingested: " + "; ".join(said[:5]), fix=UNCLAIMED_FIX)
    return report.to_json()


def _skips(empty: dict[str, Any]) -> str:
    """`unknown_type 3780, blank_line 1`: what a read that gave nothing skipped."""
    return ", ".join(f"{reason} {n}" for reason, n in empty["skipped"].items())


@dataclass(frozen=True)
class WatchRequest:
    """Add (or with `remove`, drop) project folders to look in; none: list them."""

    #: absolute folders
    paths: list[str] = field(default_factory=list)
    remove: bool = False


def watch(ctx: OpContext, req: WatchRequest) -> dict[str, Any]:
    """Add or remove watched project folders; what the added ones hold is read now.

    Returns:
        {"watched": [every folder added], "added" | "removed": [the folders this
        changed], "ingest": the report of reading the added folders, or None when
        they hold no session yet (absent when removing or listing)}.
    """
    from ..ingest.base import get_connectors
    from ..ingest.pipeline import ingest_paths
    from ..ingest.projects import add_watched, find_projects, remove_watched, watched

    folders = [Path(p).expanduser().resolve() for p in req.paths]
    missing = [str(p) for p in folders if not p.is_dir()]
    if missing and not req.remove:
        raise UsageError(f"no such folder: {', '.join(missing)}", fix="check the path")
    store = ctx.store()
    change = remove_watched if req.remove else add_watched
    changed = [p for p in folders if change(store, p)]
    data: dict[str, Any] = {"watched": [str(p) for p in watched(store)]}
    data["removed" if req.remove else "added"] = [str(p) for p in changed]
    if folders and not req.remove:
        settings = ctx.values_for(None)
        projects = find_projects(store, settings).paths
        roots = [
            root
            for src in get_connectors(settings, projects=folders)
            for root in src.roots
            if root.exists() and any(root.is_relative_to(f) for f in folders)
        ]
        report = ingest_paths(store, settings, roots, projects=projects) if roots else None
        data["ingest"] = report.to_json() if report else None
    return data
