"""Discover, read and write: the ingestion run the CLI and the daemon share.

`ingest_paths` walks every enabled agent's roots (or the paths it is given),
reads each source against its stored checkpoint and writes the result. An
unchanged source (same device, inode, size and mtime) costs one `stat` and one
indexed lookup. A source that fails is counted and logged; the run goes on.
A source that disappeared keeps what was ingested from it.

A large source is read in slices, each committed with its checkpoint. Until
a read reaches the end, the checkpoint and the sessions written are marked
`partial` (writer.py): a file deleted, truncated or replaced between two
slices fails as "vanished", its sessions keep what the committed slices
gave, stay out of diaries, summaries and reflection (store/sessions.py), and
the source is read again, even when it looks unchanged, once it can be.

`forget_session` removes a session and everything derived from it. Tables
added later that refer to sessions either cascade (`REFERENCES sessions(id)
ON DELETE CASCADE`) or are cleaned by a `Cleanup` its caller passes (the
layers above ingestion, such as the learning loop's tables, pass their own:
ops/sessions.py).
"""

from __future__ import annotations

import contextlib
import logging
import os
import sqlite3
import threading
import time
from collections import Counter
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from kenning.daemon.core.errors import IngestError
from kenning.daemon.safety.redactor import JsonRedactor
from kenning.daemon.store import ingest as ingest_rows
from kenning.daemon.store.db import Store
from kenning.daemon.store.sessions import (
    child_sessions,
    drop_message_vectors,
    drop_session,
    secure_delete,
    session_exists,
)

from .base import (
    AgentSource,
    Checkpoint,
    Connector,
    FileIdentity,
    ReadResult,
    Skip,
    get_connectors,
    unchanged,
)
from .batch import Batch, write_failure
from .endings import written_by
from .redactions import Remembered
from .sniff import by_content
from .sourcefile import refusal
from .workspaces import WorkspaceMap
from .writer import (
    Prepared,
    WriteStats,
    commit,
    ingest_cache,
    load_checkpoint,
    load_checkpoints,
    prepare,
    record_failure,
)

log = logging.getLogger(__name__)

__all__ = [
    "PROCESS_MIN_BYTES",
    "Cleanup",
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

#: a cleanup run inside `forget_session`'s transaction, for derived tables that
#: do not cascade from `sessions`: `cleanup(conn, session_id)`
Cleanup = Callable[[sqlite3.Connection, str], None]

#: bytes to read at or above which a second process reads while this one writes
PROCESS_MIN_BYTES = 32 * 1024 * 1024

#: when a path outside every root is given explicitly, the connector with the
#: most specific file names gets it first (Claude Code reads any `*.jsonl`)
_PRIORITY = (
    "codex",
    "gemini",
    "copilot_cli",
    "aider",
    "specstory",
    "cursor",
    "cline",
    "opencode",
    "amp",
    "claude_code",
)

if TYPE_CHECKING:
    from kenning.daemon.core.config import Settings


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
    #: the top-level sessions the source's reads wrote to, each with whether
    #: the agent's end marker closed it (endings.written_by)
    written: dict[str, bool] = field(default_factory=dict)
    #: the sessions counted in `sessions` (a session read in slices counts once)
    counted: set[str] = field(default_factory=set, repr=False)


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
    #: paths given to read that no connector claims (not any agent's session file)
    unclaimed: list[str] = field(default_factory=list)
    #: files named (or session files by name) whose content no connector knows (sniff.py)
    unrecognised: list[str] = field(default_factory=list)
    #: sources read that gave no message: {"source", "agent", "skipped": {reason: n}}
    empty: list[dict[str, Any]] = field(default_factory=list)
    #: sessions left holding part of their source (it failed between two slices):
    #: {"session", "messages", "source"}; read again when the source can be
    partial: list[dict[str, Any]] = field(default_factory=list)
    #: the top-level sessions written to, in the order written (the daemon's
    #: quiet schedule; not in the JSON)
    written: dict[str, bool] = field(default_factory=dict)
    #: wall seconds; CPU seconds of the reading process (parse + sanitize; 0
    #: when read inline) and of this one (SQLite + FTS5, plus reading when inline)
    seconds: float = 0.0
    read_cpu: float = 0.0
    write_cpu: float = 0.0

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
        if outcome.status == "read" and not outcome.counted and outcome.skips:
            said = {"source": outcome.source, "agent": outcome.agent}
            self.empty.append({**said, "skipped": dict(sorted(outcome.skips.items()))})
        self.sessions += outcome.sessions
        self.messages += outcome.messages
        per["sessions"] += outcome.sessions
        per["messages"] += outcome.messages
        self.skipped.update(outcome.skips)
        self._written(outcome.written)

    def _written(self, more: dict[str, bool]) -> None:
        for session_id, ended in more.items():
            self.written.pop(session_id, None)  # the latest write last
            self.written[session_id] = ended

    def merge(self, other: IngestReport) -> None:
        """Add another run's counts (a second pass over newly found project folders)."""
        for name in ("sources", "unchanged", "failed", "sessions", "messages"):
            setattr(self, name, getattr(self, name) + getattr(other, name))
        self.skipped.update(other.skipped)
        for agent, per in other.agents.items():
            mine = self.agents.setdefault(agent, dict.fromkeys(per, 0))
            for key, value in per.items():
                mine[key] = mine.get(key, 0) + value
        self.errors += other.errors
        self.unclaimed += other.unclaimed
        self.unrecognised += other.unrecognised
        self.empty += other.empty
        self.partial += other.partial
        self._written(other.written)
        self.read_cpu += other.read_cpu
        self.seconds += other.seconds

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
            "unclaimed": self.unclaimed[:50],
            "unrecognised": self.unrecognised[:50],
            "empty": self.empty[:50],
            "partial": self.partial[:50],
            "timing": {
                "seconds": round(self.seconds, 3),
                "read_cpu": round(self.read_cpu, 3),
                "write_cpu": round(self.write_cpu, 3),
            },
        }


def make_sanitizer(settings: Settings) -> JsonRedactor:
    """The sanitizer the settings ask for (built-in rules + `sanitize.extra_patterns`)."""
    from kenning.daemon.safety.sanitize import Sanitizer, default_sanitizer

    if settings.sanitize.extra_patterns:
        return Sanitizer.from_config(settings.sanitize)
    return default_sanitizer()


def _sanitizer_once(
    settings: Settings, given: JsonRedactor | None = None
) -> Callable[[], JsonRedactor]:
    """The sanitizer a run reads with (`given`, else `make_sanitizer`'s), built at the first
    source that has something new to read: a run that finds every source unchanged builds
    none (importing and building the rules takes ~0.2 s of CPU). Built at once when the
    user has patterns of their own: one may be refused (SanitizerError), which is said
    before anything is read or started. Each long text is redacted once (`Remembered`)."""
    held = [Remembered(given)] if given is not None else []
    if not held and settings.sanitize.extra_patterns:
        held.append(Remembered(make_sanitizer(settings)))

    def get() -> JsonRedactor:
        if not held:
            held.append(Remembered(make_sanitizer(settings)))
        return held[0]

    return get


def watch_roots(settings: Settings, projects: Sequence[Path] = ()) -> list[Path]:
    """Every root of every enabled agent, existing or not (the watcher waits for missing ones).

    `projects` (see projects.py) adds what agents keep in project folders.
    """
    roots: list[Path] = []
    for src in get_connectors(settings, projects=projects):
        roots.extend(src.roots)
    return list(dict.fromkeys(roots))


_READ_ERRORS = (OSError, sqlite3.Error, ValueError, TypeError, KeyError, IngestError)

#: why a source read in slices stopped between two of them (Skip "vanished")
_VANISHED = (
    "the file was {how} while it was read: the messages read before are kept, "
    "marked partial (no diary, summary or reflection uses them), and the file is "
    "read again when it comes back"
)


@dataclass
class _Chunk:
    """One read of a source, sanitized, waiting to be committed."""

    outcome: SourceOutcome
    prepared: Prepared | None  # None: nothing to commit (unchanged, missing, failed)
    final: bool
    failure: Skip | None = None


def _read_source(
    src: AgentSource,
    path: Path,
    previous: Checkpoint | None,
    settings: Settings,
    sanitizer: Callable[[], JsonRedactor],
) -> Iterator[_Chunk]:
    """Stat, read and sanitize one source, slice by slice; touches no database.

    `sanitizer` gives the redactor when the source has something new to read."""
    outcome = SourceOutcome(agent=src.agent, source=str(path), status="read")
    refused = refusal(path, src.roots, settings.ingest.follow_symlinks)
    if refused is not None:
        log.warning("not reading %s: %s", path, refused.detail)
        yield _Chunk(outcome, None, True, refused)
        return
    try:
        ident = FileIdentity.of(path)
    except FileNotFoundError:
        outcome.status = "missing"  # deleted: what it gave stays in the store
        yield _Chunk(outcome, None, True)
        return
    except OSError as exc:
        yield _Chunk(outcome, None, True, Skip("unreadable", f"{exc.strerror or exc}"))
        return
    if previous is not None and previous.agent != src.agent:
        previous = None  # read before by another connector (chosen by name): read it whole
    if unchanged(previous, ident):
        outcome.status = "unchanged"
        yield _Chunk(outcome, None, True)
        return
    redactor = sanitizer()
    sliced = False  # a slice of this source was handed on: the next read continues it
    while True:
        try:
            result = src.connector.read(path, previous, settings.ingest)
        except _READ_ERRORS as exc:
            if sliced and isinstance(exc, FileNotFoundError):
                vanished = Skip("vanished", _VANISHED.format(how="deleted"))
                yield _Chunk(outcome, None, True, vanished)
                return
            log.warning("cannot read %s source %s: %r", src.agent, path, exc)
            reason = "unreadable" if isinstance(exc, OSError) else "error"
            yield _Chunk(outcome, None, True, Skip(reason, f"{type(exc).__name__}: {exc}"[:400]))
            return
        if sliced and result.replace:
            # read from its start again: not the file the earlier slices came
            # from any more; what they stored is kept, marked partial
            how = "truncated or replaced"
            yield _Chunk(outcome, None, True, Skip("vanished", _VANISHED.format(how=how)))
            return
        if src.exclude:
            result.sessions = [
                s
                for s in result.sessions
                if not src.excluded(s.workspace) and not src.excluded(s.source_path)
            ]
        more = result.more and not result.retry
        yield _Chunk(outcome, prepare(result, redactor), not more)
        if not more:
            return
        previous = result.checkpoint
        sliced = True


def _local_workspaces(store: Store, prepared: Prepared, workspaces: WorkspaceMap) -> None:
    """Point sessions recorded on another machine at the same project here (workspaces.py).

    Done as the rows are committed, by the one process that writes: the map
    finds the local projects once, and only when a foreign path shows up.
    """
    for i, (session, head, rows) in enumerate(prepared.sessions):
        if not session.workspace:
            continue
        local = workspaces.map(session.workspace, session.git_remote)
        if local is None:
            # not placed this time (a later slice without the remote that settled it):
            # what an earlier slice mapped stays (the upsert keeps a stored workspace)
            if workspaces.is_foreign(session.workspace) and ingest_rows.stored_workspace(
                store.conn, session.id
            ):
                prepared.sessions[i] = (session, (*head[:4], None, *head[5:]), rows)
            continue
        session.workspace = local
        prepared.sessions[i] = (session, (*head[:4], local, *head[5:]), rows)


def _local_projects(store: Store, settings: Settings, home: Path | None) -> tuple[Path, ...]:
    from .projects import find_projects

    return find_projects(store, settings, home=home).repositories


def _commit_chunk(store: Store, chunk: _Chunk, workspaces: WorkspaceMap | None = None) -> bool:
    """Commit one chunk into its outcome; False when the source failed (stop reading it)."""
    outcome = chunk.outcome
    if chunk.failure is not None:
        _failed(store, outcome, chunk.failure)
        return False
    if chunk.prepared is None:
        return True
    if workspaces is not None:
        _local_workspaces(store, chunk.prepared, workspaces)
    try:
        stats = commit(store, chunk.prepared)
    except sqlite3.Error as exc:
        # the store itself failed (disk full, locked past the timeout): the
        # checkpoint did not move, so nothing is lost; say so and go on
        log.exception("writing %s failed", outcome.source)
        outcome.status = "failed"
        outcome.error = write_failure(store, exc)
        return False
    _committed(outcome, chunk.prepared, stats)
    return True


def _committed(outcome: SourceOutcome, prepared: Prepared, stats: WriteStats) -> None:
    """Add a committed read to its source's outcome: counts and the sessions written."""
    result = prepared.result
    _count(outcome, result, stats)
    pairs = ((session, rows) for session, _head, rows in prepared.sessions)
    for session_id, ended in written_by(pairs, result.removed).items():
        outcome.written.pop(session_id, None)  # the latest write last
        outcome.written[session_id] = ended


def _partial(store: Store, source: str) -> list[dict[str, Any]]:
    """The sessions a failed source left partial (`IngestReport.partial`)."""
    try:
        found = ingest_rows.partial_sessions(store.conn, source)
    except sqlite3.Error:
        return []  # the store itself failed: the source's error says so
    return [{"session": sid, "messages": count, "source": source} for sid, count in found]


def _count(outcome: SourceOutcome, result: ReadResult, stats: WriteStats) -> None:
    """Add a committed read to its source's outcome (a retry marks it failed)."""
    fresh = {s.id for s in result.sessions} - outcome.counted
    outcome.counted |= fresh
    outcome.sessions += len(fresh)
    outcome.messages += stats.messages
    outcome.skips.update(s.reason for s in result.skips)
    if result.retry:
        outcome.status = "failed"
        outcome.error = "; ".join(s.detail for s in result.skips)[:400] or "retry later"


def ingest_source(
    store: Store,
    settings: Settings,
    connector: Connector | AgentSource,
    path: Path,
    *,
    sanitizer: JsonRedactor | None = None,
) -> SourceOutcome:
    """Read one source against its checkpoint and store what is new (the watcher's path).

    Never raises for a bad source: the failure is recorded (`kenning status`)
    and returned as `status="failed"`. Raises `sqlite3.Error` only when the
    store itself cannot be written.
    """
    if isinstance(connector, AgentSource):
        src = connector
    else:
        src = AgentSource(connector=connector, roots=(), exclude=())
    previous = load_checkpoint(store, str(path))
    outcome = SourceOutcome(agent=src.agent, source=str(path), status="read")
    for chunk in _read_source(src, path, previous, settings, _sanitizer_once(settings, sanitizer)):
        outcome = chunk.outcome
        if chunk.prepared is not None and chunk.failure is None:
            # unlike a scan, a single source lets a store error propagate
            _count(outcome, chunk.prepared.result, commit(store, chunk.prepared))
        elif not _commit_chunk(store, chunk):
            break
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
    sources: list[AgentSource],
    paths: Iterable[Path] | None,
    unclaimed: list[Path] | None = None,
    unknown: list[Path] | None = None,
) -> list[tuple[AgentSource, Path]]:
    """The (agent, source) pairs to read: everything under the roots, or what `paths` name.

    A path under an agent's root goes to the agents that own it; a folder
    under roots (the watcher's look at a whole root) is walked by those
    agents alone. A path outside every root (`kenning ingest
    ~/backup/x.jsonl`) is read by the connector that knows its content
    (sniff.py): its name's when that one recognises it, else the first that
    does, most specific first; a folder is walked by each connector, and
    its other files are tried by content too; a source claimed by one is not
    read again by another. A given path that yields no source at all is added
    to `unclaimed`, and a file named by hand (or by its name a session file)
    that no connector recognises to `unknown` (when given).
    """
    found: dict[Path, AgentSource] = {}
    unknown = [] if unknown is None else unknown
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
        before = len(found)
        _resolve_one(ordered, path, found, unknown)
        if len(found) == before and unclaimed is not None and path.exists():
            unclaimed.append(path)
    return [(src, path) for path, src in found.items()]


def _resolve_one(
    ordered: list[AgentSource], path: Path, found: dict[Path, AgentSource], unknown: list[Path]
) -> None:
    """Add the sources one given path names to `found` (see `resolve_sources`)."""
    owners = [(src, s) for src in ordered if (s := src.owns(path)) is not None]
    if owners:
        for src, source in owners:
            found.setdefault(source, src)
        return
    rooted = [src for src in ordered if src.under_root(path)]
    if rooted and path.is_dir():
        # a folder under agents' roots (the watcher's look at a whole root):
        # walked by those agents alone, with their excludes
        for src in rooted:
            for source in src.connector.discover(path):
                if not src.excluded(source):
                    found.setdefault(source, src)
        return
    if path.exists():
        by_content(ordered, path, found, unknown)


def _pending_bytes(
    work: list[tuple[AgentSource, Path]], checkpoints: dict[str, Checkpoint]
) -> list[int]:
    """Bytes each source has beyond its checkpoint (one stat each; 0 when unchanged)."""
    sizes: list[int] = []
    for _src, path in work:
        try:
            ident = FileIdentity.of(path)
        except OSError:
            sizes.append(0)
            continue
        previous = checkpoints.get(str(path))
        if unchanged(previous, ident):
            sizes.append(0)
            continue
        same = previous is not None and previous.inode == ident.inode
        sizes.append(max(ident.size - (previous.offset if same and previous else 0), 0))
    return sizes


def _inline_chunks(
    work: list[tuple[AgentSource, Path]],
    checkpoints: dict[str, Checkpoint],
    settings: Settings,
) -> Iterator[_Chunk]:
    sanitizer = _sanitizer_once(settings)
    for src, path in work:
        yield from _read_source(src, path, checkpoints.get(str(path)), settings, sanitizer)


def _shared_chunks(
    work: list[tuple[AgentSource, Path]],
    checkpoints: dict[str, Checkpoint],
    settings: Settings,
    report: IngestReport,
    sizes: list[int],
) -> Iterator[_Chunk]:
    """Slices read and sanitized by reader processes and, when it would wait, by this one.

    See `reader.py` for why.
    """
    from .reader import read_shared, reader_count

    jobs = [
        (src.agent, src.roots, src.exclude, str(path), checkpoints.get(str(path)))
        for src, path in work
    ]
    # built at this process's first read, after the reader processes are started:
    # its rules' import overlaps their start instead of delaying it (0.1-0.2 s)
    sanitizer = _sanitizer_once(settings)

    def inline(i: int) -> Iterator[_Chunk]:
        src, path = work[i]
        return _read_source(src, path, checkpoints.get(str(path)), settings, sanitizer)

    for item in read_shared(settings, jobs, sizes, inline, reader_count()):
        if isinstance(item, tuple):
            report.read_cpu = float(item[1])
        else:
            yield item


def ingest_paths(
    store: Store,
    settings: Settings,
    paths: Iterable[Path] | None = None,
    progress: Progress | None = None,
    *,
    agents: list[str] | None = None,
    environ: Mapping[str, str] | None = None,
    home: Path | None = None,
    projects: Sequence[Path] | None = None,
    stop: threading.Event | None = None,
) -> IngestReport:
    """Ingest every enabled agent's sources, or the given paths.

    A large backlog (at least `PROCESS_MIN_BYTES` to read, e.g. the first scan)
    is read and sanitized by reader processes while this one writes SQLite and
    its FTS5 index, and reads too whenever nothing waits to be written: on two
    cores both run at once. A small batch (the watcher's) is read inline. Only
    this process writes the database.

    Args:
        store: the open database.
        settings: effective settings (enabled agents, roots, excludes, limits).
        paths: files or folders to ingest; None scans every root.
        progress: called after each source with (done, total, source).
        agents: only these agent slugs.
        environ, home: for the agents' default roots (tests).
        projects: project folders (`projects.find_projects`); None finds
            them now. A scan of every root (no `paths`) that ingests
            sessions in new workspaces then reads those projects too.
        stop: when set, stop after the slice being written (the daemon's
            shutdown); what was committed stays, the rest is read next time.

    Returns:
        What was read, unchanged, failed and skipped.
    """
    found_here = projects is None
    if projects is None:
        from .projects import find_projects

        projects = find_projects(store, settings, home=home).paths
    report = _ingest(store, settings, paths, progress, agents, environ, home, projects, stop)
    if paths is None and found_here and report.sessions:
        from .projects import find_projects

        known = set(projects)
        new = [p for p in find_projects(store, settings, home=home).paths if p not in known]
        sources = get_connectors(settings, environ=environ, home=home, agents=agents, projects=new)
        fresh = [root for src in sources for root in src.roots if root.exists()]
        in_new = [r for r in fresh if any(r == p or r.is_relative_to(p) for p in new)]
        if in_new:
            every = [*projects, *new]
            report.merge(
                _ingest(store, settings, in_new, progress, agents, environ, home, every, stop)
            )
    return report


def _ingest(
    store: Store,
    settings: Settings,
    paths: Iterable[Path] | None,
    progress: Progress | None,
    agents: list[str] | None,
    environ: Mapping[str, str] | None,
    home: Path | None,
    projects: Sequence[Path],
    stop: threading.Event | None = None,
) -> IngestReport:
    began, cpu_began = time.perf_counter(), time.process_time()
    sources = get_connectors(settings, environ=environ, home=home, agents=agents, projects=projects)
    unclaimed: list[Path] = []
    unknown: list[Path] = []
    work = resolve_sources(sources, paths, unclaimed, unknown)
    if len(work) > 64:
        checkpoints = load_checkpoints(store)  # one query for a scan
    else:  # a watcher batch: a few indexed lookups
        found = ((str(path), load_checkpoint(store, str(path))) for _src, path in work)
        checkpoints = {key: cp for key, cp in found if cp is not None}
    report = IngestReport(
        unclaimed=[str(p) for p in unclaimed], unrecognised=[str(p) for p in unknown]
    )
    if unknown:
        report.skipped["unrecognised"] = len(unknown)
    workspaces = WorkspaceMap(
        lambda: _local_projects(store, settings, home), home if home is not None else Path.home()
    )
    sizes = _pending_bytes(work, checkpoints)
    use_child = sum(sizes) >= PROCESS_MIN_BYTES
    if use_child:
        chunks = _shared_chunks(work, checkpoints, settings, report, sizes)
    else:
        chunks = _inline_chunks(work, checkpoints, settings)
    total = len(work)
    done = 0
    # sources whose write failed: skip their later slices (slices of several
    # sources interleave when read in parallel)
    failed: set[str] = set()
    #: the outcome of each source being read: a reader process sends a copy
    #: with every slice, and the counts of all its slices add up here
    reading: dict[str, SourceOutcome] = {}
    batch: Batch[_Chunk] = Batch(store, workspaces)

    def settle(chunk: _Chunk, written: bool) -> None:
        nonlocal done
        source = chunk.outcome.source
        if not written:
            failed.add(source)
            report.partial += _partial(store, source)
        elif not chunk.final:
            return
        del reading[source]
        report.add(chunk.outcome)
        done += 1
        if progress is not None:
            progress(done, total, Path(source))

    def flush() -> None:
        for chunk, prepared, stats in batch.commit():
            if isinstance(stats, str):  # the store failed: nothing of the batch was written
                chunk.outcome.status = "failed"
                chunk.outcome.error = stats
                settle(chunk, False)
            else:
                _committed(chunk.outcome, prepared, stats)
                settle(chunk, True)

    from .reader import large_run_collector

    collector = large_run_collector() if use_child else contextlib.nullcontext()
    try:
        with ingest_cache(store), collector:
            try:
                for chunk in chunks:
                    if stop is not None and stop.is_set():
                        break
                    source = chunk.outcome.source
                    if source in failed:
                        continue
                    chunk.outcome = reading.setdefault(source, chunk.outcome)
                    if chunk.prepared is None or chunk.failure is not None:
                        if chunk.failure is not None:
                            flush()  # the partial sessions it reports are committed ones
                        settle(chunk, _commit_chunk(store, chunk, workspaces))
                        continue
                    if batch.must_commit(source, chunk.prepared):
                        flush()
                    _local_workspaces(store, chunk.prepared, workspaces)
                    if batch.add(chunk, source, chunk.prepared):
                        flush()
            finally:
                flush()  # what was read before a stop or an error is kept
    finally:
        report.seconds = time.perf_counter() - began
        report.write_cpu = time.process_time() - cpu_began
        if not use_child:
            report.read_cpu = 0.0  # inline: all of it is in write_cpu
    return report


def forget_session(store: Store, session_id: str, *, cleanups: Iterable[Cleanup] = ()) -> bool:
    """Remove a session, its subagents' sessions and everything derived from them.

    Messages and their full-text rows go by cascade and triggers, the
    embeddings of their messages and their old ids here, and what layers
    above ingestion derived by `cleanups` (the learning loop's diaries,
    links and surfacings: see ops/sessions.py). What is deleted is zeroed in
    the file and the write-ahead log is emptied (`secure_delete`), so the
    text cannot be read back from free pages. The checkpoint of its source
    stays, so the session is not re-ingested unless its file changes.

    Returns:
        True when the session existed.
    """
    with secure_delete(store), store.transaction() as conn:
        if not session_exists(conn, session_id):
            return False
        for sid in [*child_sessions(conn, session_id), session_id]:
            drop_message_vectors(conn, sid)
            for cleanup in cleanups:
                cleanup(conn, sid)
            drop_session(conn, sid)
    return True
