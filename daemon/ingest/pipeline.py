"""Discover, read and write: the ingestion run the CLI and the daemon share.

`ingest_paths` walks every enabled agent's roots (or the paths it is given),
reads each source against its stored checkpoint and writes the result. An
unchanged source (same device, inode, size and mtime) costs one `stat` and one
indexed lookup. A source that fails is counted and logged; the run goes on.
A source that disappeared keeps what was ingested from it.

`forget_session` removes a session and everything derived from it. Tables
added later that refer to sessions either cascade (`REFERENCES sessions(id)
ON DELETE CASCADE`) or register a cleanup in `FORGET_HOOKS`.
"""

from __future__ import annotations

import logging
import os
import sqlite3
from collections import Counter
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..config import Settings
from ..errors import IngestError
from ..store import Store
from .base import AgentSource, Connector, FileIdentity, Skip, get_connectors, unchanged
from .writer import Redactor, load_checkpoint, record_failure, write_result

log = logging.getLogger(__name__)

__all__ = [
    "FORGET_HOOKS",
    "IngestReport",
    "SourceOutcome",
    "forget_session",
    "ingest_paths",
    "ingest_source",
    "make_sanitizer",
    "resolve_sources",
    "watch_roots",
]

#: (done, total, source) after each source; total is None while discovering
Progress = Callable[[int, int | None, Path], None]

#: cleanups run inside `forget_session`'s transaction, for derived tables that
#: do not cascade from `sessions` (e.g. embeddings keyed by message id)
FORGET_HOOKS: list[Callable[[sqlite3.Connection, str], None]] = []

#: when a path outside every root is given explicitly, the connector with the
#: most specific file names gets it first (Claude Code reads any `*.jsonl`)
_PRIORITY = (
    "codex",
    "gemini",
    "copilot_cli",
    "aider",
    "cursor",
    "cline",
    "opencode",
    "amp",
    "claude_code",
)


@dataclass
class SourceOutcome:
    """What happened to one source."""

    agent: str
    source: str
    status: str  # "read", "unchanged", "missing", "failed", "excluded"
    sessions: int = 0
    messages: int = 0
    skips: Counter[str] = field(default_factory=Counter)
    error: str | None = None


@dataclass
class IngestReport:
    """The summary of one ingestion run (`kenning ingest --json`)."""

    sources: int = 0  # sources read (new or changed)
    unchanged: int = 0
    failed: int = 0
    sessions: int = 0
    messages: int = 0
    skipped: Counter[str] = field(default_factory=Counter)  # by reason
    agents: dict[str, dict[str, int]] = field(default_factory=dict)
    errors: list[dict[str, str]] = field(default_factory=list)

    def add(self, outcome: SourceOutcome) -> None:
        per = self.agents.setdefault(
            outcome.agent, {"sources": 0, "unchanged": 0, "failed": 0, "sessions": 0, "messages": 0}
        )
        if outcome.status == "read":
            self.sources += 1
            per["sources"] += 1
        elif outcome.status == "unchanged":
            self.unchanged += 1
            per["unchanged"] += 1
        elif outcome.status == "failed":
            self.failed += 1
            per["failed"] += 1
            self.errors.append(
                {"agent": outcome.agent, "source": outcome.source, "error": outcome.error or ""}
            )
        self.sessions += outcome.sessions
        self.messages += outcome.messages
        per["sessions"] += outcome.sessions
        per["messages"] += outcome.messages
        self.skipped.update(outcome.skips)

    def to_json(self) -> dict[str, Any]:
        return {
            "sources": self.sources,
            "unchanged": self.unchanged,
            "failed": self.failed,
            "sessions": self.sessions,
            "messages": self.messages,
            "skipped": dict(sorted(self.skipped.items())),
            "agents": self.agents,
            "errors": self.errors[:50],
        }


def make_sanitizer(settings: Settings) -> Redactor:
    """The sanitizer the settings ask for (built-in rules + `sanitize.extra_patterns`)."""
    from ..sanitize import Sanitizer, default_sanitizer

    if settings.sanitize.extra_patterns:
        return Sanitizer.from_config(settings.sanitize)
    return default_sanitizer()


def watch_roots(settings: Settings) -> list[Path]:
    """Every root of every enabled agent, existing or not (the watcher waits for missing ones)."""
    roots: list[Path] = []
    for src in get_connectors(settings):
        roots.extend(src.roots)
    return list(dict.fromkeys(roots))


def ingest_source(
    store: Store,
    settings: Settings,
    connector: Connector | AgentSource,
    path: Path,
    *,
    sanitizer: Redactor | None = None,
) -> SourceOutcome:
    """Read one source against its checkpoint and store what is new.

    Never raises for a bad source: the failure is recorded (`kenning status`)
    and returned as `status="failed"`.
    """
    agent_source = connector if isinstance(connector, AgentSource) else None
    conn_obj = agent_source.connector if agent_source else connector
    assert not isinstance(conn_obj, AgentSource)
    agent = conn_obj.agent
    key = str(path)
    outcome = SourceOutcome(agent=agent, source=key, status="read")
    try:
        ident = FileIdentity.of(path)
    except FileNotFoundError:
        outcome.status = "missing"  # deleted: what it gave stays in the store
        return outcome
    except OSError as exc:
        return _failed(store, outcome, Skip("unreadable", f"{exc.strerror or exc}"))
    previous = load_checkpoint(store, key)
    if unchanged(previous, ident):
        outcome.status = "unchanged"
        return outcome
    try:
        result = conn_obj.read(path, previous, settings.ingest)
    except (OSError, sqlite3.Error, ValueError, TypeError, KeyError, IngestError) as exc:
        log.warning("cannot read %s source %s: %r", agent, path, exc)
        reason = "unreadable" if isinstance(exc, OSError) else "error"
        return _failed(store, outcome, Skip(reason, f"{type(exc).__name__}: {exc}"[:400]))
    if agent_source is not None and agent_source.exclude:
        result.sessions = [
            s
            for s in result.sessions
            if not agent_source.excluded(s.workspace) and not agent_source.excluded(s.source_path)
        ]
    stats = write_result(store, result, sanitizer or make_sanitizer(settings))
    outcome.sessions = len(result.sessions)
    outcome.messages = stats.messages
    outcome.skips.update(s.reason for s in result.skips)
    if result.retry:
        outcome.status = "failed"
        outcome.error = "; ".join(s.detail for s in result.skips)[:400] or "retry later"
    return outcome


def _failed(store: Store, outcome: SourceOutcome, skip: Skip) -> SourceOutcome:
    outcome.status = "failed"
    outcome.error = f"{skip.reason}: {skip.detail}"
    outcome.skips[skip.reason] += 1
    try:
        record_failure(store, outcome.agent, outcome.source, skip)
    except sqlite3.Error:
        log.exception("cannot record the failure of %s", outcome.source)
    return outcome


def _ordered(sources: list[AgentSource]) -> list[AgentSource]:
    rank = {slug: i for i, slug in enumerate(_PRIORITY)}
    return sorted(sources, key=lambda s: rank.get(s.agent, len(rank) - 1))


def resolve_sources(
    sources: list[AgentSource], paths: Iterable[Path] | None
) -> list[tuple[AgentSource, Path]]:
    """The (agent, source) pairs to read: everything under the roots, or what `paths` name.

    A path under an agent's root goes to the agents that own it. A path
    outside every root (`kenning ingest ~/backup/x.jsonl`) goes to the first
    connector, most specific file names first, whose `discover` accepts it;
    a folder is walked by each connector, and a source claimed by one is not
    read again by another.
    """
    found: dict[Path, AgentSource] = {}
    ordered = _ordered(sources)
    if paths is None:
        for src in ordered:
            for root in src.roots:
                if not root.exists():
                    continue
                for source in src.connector.discover(root):
                    if not src.excluded(source):
                        found.setdefault(source, src)
        return [(src, path) for path, src in found.items()]
    for raw in paths:
        path = Path(os.path.abspath(raw))
        owners = [(src, s) for src in ordered if (s := src.owns(path)) is not None]
        if owners:
            for src, source in owners:
                found.setdefault(source, src)
            continue
        for src in ordered:
            if not path.exists():
                break
            for source in src.connector.discover(path):
                if not src.excluded(source):
                    found.setdefault(source, src)
            if path.is_file() and path in found:
                break
    return [(src, path) for path, src in found.items()]


def ingest_paths(
    store: Store,
    settings: Settings,
    paths: Iterable[Path] | None = None,
    progress: Progress | None = None,
    *,
    agents: list[str] | None = None,
    environ: dict[str, str] | None = None,
    home: Path | None = None,
) -> IngestReport:
    """Ingest every enabled agent's sources, or the given paths.

    Args:
        store: the open database.
        settings: effective settings (enabled agents, roots, excludes, limits).
        paths: files or folders to ingest; None scans every root.
        progress: called after each source with (done, total, source).
        agents: only these agent slugs.
        environ, home: for the agents' default roots (tests).

    Returns:
        What was read, unchanged, failed and skipped.
    """
    sources = get_connectors(settings, environ=environ, home=home, agents=agents)
    work = resolve_sources(sources, paths)
    sanitizer = make_sanitizer(settings)
    report = IngestReport()
    total = len(work)
    for done, (src, source) in enumerate(work, 1):
        try:
            outcome = ingest_source(store, settings, src, source, sanitizer=sanitizer)
        except sqlite3.Error:
            # the store itself failed (disk full, locked beyond the timeout):
            # say so loudly, keep going with the next source
            log.exception("writing %s failed", source)
            outcome = SourceOutcome(src.agent, str(source), "failed", error="database write failed")
        report.add(outcome)
        if progress is not None:
            progress(done, total, source)
    return report


def forget_session(store: Store, session_id: str) -> bool:
    """Remove a session and everything derived from it; True when it existed.

    Messages and their full-text rows go by cascade and triggers; other
    derived data by `FORGET_HOOKS` (and the embeddings of its messages here).
    The checkpoint of its source stays, so the session is not re-ingested
    unless its file changes.
    """
    with store.transaction() as conn:
        row = conn.execute("SELECT 1 FROM sessions WHERE id = ?", (session_id,)).fetchone()
        if row is None:
            return False
        tables = {r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type='table'")}
        if "embeddings" in tables:
            conn.execute(
                "DELETE FROM embeddings WHERE kind = 'message' AND ref_id IN "
                "(SELECT CAST(id AS TEXT) FROM messages WHERE session_id = ?)",
                (session_id,),
            )
        for hook in FORGET_HOOKS:
            hook(conn, session_id)
        conn.execute("DELETE FROM messages WHERE session_id = ?", (session_id,))
        conn.execute("DELETE FROM sessions WHERE id = ?", (session_id,))
    return True
