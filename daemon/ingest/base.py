"""The connector protocol and the helpers every connector shares.

A connector turns one agent's on-disk sessions into `Session`/`Message`
models. It never writes: `read()` returns a `ReadResult` (the sessions, the
checkpoint to store with them, what it skipped), and `writer.write_result`
commits all of it in one transaction (a scan puts several sources' reads in
one, `batch.py`), so a crash can neither lose nor duplicate a message.

    discover(root) ──▶ source paths ──▶ read(source, previous checkpoint, limits)
                                              │
                                              ▼
                        ReadResult(sessions, checkpoint, skips, replace, removed)

Incremental JSONL reading lives in `jsonfiles.py` (`JsonlReader`): it resumes at the byte
after the last complete line, leaves a partly written last line for the next
read, and starts again from byte 0 (with `replace=True`) when the file was
truncated, rotated or rewritten in place. Files are streamed line by line, so
a 1 GB transcript or a 50 MB single line never sits in memory whole.
"""

from __future__ import annotations

import fnmatch
import hashlib
import importlib
import logging
import os
import threading
from collections.abc import Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol, runtime_checkable

import orjson

from kenning.daemon.core.files import open_regular
from kenning.daemon.core.transcripts import Session

if TYPE_CHECKING:
    from kenning.daemon.core.config import IngestConfig, Settings

log = logging.getLogger(__name__)

__all__ = [
    "AGENT_MODULES",
    "CONNECTORS",
    "HEAD_BYTES",
    "READ_CHUNK_BYTES",
    "AgentSource",
    "Checkpoint",
    "Connector",
    "FileConnector",
    "FileIdentity",
    "ReadResult",
    "Skip",
    "agent_slugs",
    "file_identity",
    "flatten_content",
    "get_connectors",
    "head_hash",
    "is_excluded",
    "json_text",
    "load_connectors",
    "local_time",
    "parse_timestamp",
    "register",
    "same_head",
    "stable_key",
    "unchanged",
    "walk_error",
]

#: bytes hashed at the start of a file to notice it was rewritten in place
HEAD_BYTES = 4096
#: bytes of JSONL one `read` consumes at most when a connector opts in: a huge
#: transcript is stored in slices, each with its checkpoint, never held whole
READ_CHUNK_BYTES = 8 * 1024 * 1024


# -- the protocol ----------------------------------------------------------------


@dataclass(frozen=True)
class Skip:
    """Something a connector could not read, and why.

    `reason` is a short stable key counted in `ingest_skips` and shown by
    `kenning status`: "invalid_json", "invalid_utf8", "blank_line", "wrong_type",
    "missing_field", "too_large", "locked", "corrupt_sqlite", "empty_file",
    "binary", "unreadable", "unknown_type" (a record of a kind not known),
    "empty_content" (a message with nothing in it), "empty_session" (a
    session with no message), "not_a_chat" (a file in a chat folder that is
    none), "not_a_file", "symlink_outside_roots" (sourcefile.py), "vanished"
    (a file deleted, truncated or replaced between two slices of one read:
    pipeline.py).
    """

    reason: str
    detail: str
    line: int | None = None


@dataclass
class Checkpoint:
    """How far a source has been read (a row of `ingest_checkpoints`, m002)."""

    source_path: str
    agent: str
    device: int | None
    inode: int | None
    size: int
    mtime_ns: int
    head_hash: str | None
    offset: int  # JSONL: the byte after the last complete line read
    state: dict[str, Any] = field(default_factory=dict)  # connector-specific, JSON
    #: the read stopped between two slices (`ReadResult.more`): read it again
    #: even when the file looks unchanged
    partial: bool = False


@dataclass
class ReadResult:
    """What one `Connector.read` found in one source."""

    #: sessions with only their new or changed messages (keyed by `Message.key`)
    sessions: list[Session]
    #: stored WITH the rows, in the same transaction
    checkpoint: Checkpoint
    skips: list[Skip] = field(default_factory=list)
    #: the source was rewritten/truncated and read again from its start: rows
    #: are merged by key (upsert), nothing is appended twice
    replace: bool = False
    #: message keys to delete, per session id (e.g. a Gemini `$rewindTo`)
    removed: dict[str, list[str]] = field(default_factory=dict)
    #: the source could not be read this time (a locked database): store the
    #: skips but not the checkpoint, so the next change reads it again
    retry: bool = False
    #: only part of the source was read (a read budget, see `READ_CHUNK_BYTES`):
    #: store this, then call `read` again with `checkpoint` as `previous`
    more: bool = False


@runtime_checkable
class Connector(Protocol):
    """One agent's session format.

    Optionally a connector also defines `source_for(path) -> Path | None`: the
    source a changed file belongs to (itself, its database, its task folder),
    or None when the file is not one of its sources. Without it, a changed
    file is mapped through `discover(path)`. An agent that writes into the
    project itself (Aider, SpecStory) defines `project_roots(project) ->
    list[Path]`: what to watch in each project folder (see projects.py).
    """

    #: slug: "claude_code", "codex", "gemini", "aider", "cursor", "cline",
    #: "opencode", "copilot_cli", "amp", "specstory"
    agent: str

    def default_roots(self, environ: Mapping[str, str], home: Path) -> list[Path]:
        """Where this agent keeps sessions on this OS, honouring its own env overrides."""
        ...

    def discover(self, root: Path) -> Iterator[Path]:
        """Every source (file or database) under `root`; `root` may itself be one."""
        ...

    def read(self, source: Path, previous: Checkpoint | None, limits: IngestConfig) -> ReadResult:
        """Read `source` from where `previous` left off (from the start if None)."""
        ...


class FileConnector:
    """A default `discover`/`source_for` for connectors whose sources are files
    matched by name (`patterns`, fnmatch on the file name)."""

    agent: str = ""
    patterns: tuple[str, ...] = ()
    #: how deep below a root to look (None: no limit)
    max_depth: int | None = None

    def matches(self, path: Path) -> bool:
        name = path.name
        return any(fnmatch.fnmatchcase(name, p) for p in self.patterns)

    def discover(self, root: Path) -> Iterator[Path]:
        if root.is_file():
            if self.matches(root):
                yield root
            return
        base_depth = len(root.parts)
        for folder, dirs, files in os.walk(root, onerror=walk_error):
            depth = len(Path(folder).parts) - base_depth
            if self.max_depth is not None and depth >= self.max_depth:
                dirs[:] = []
            dirs.sort()
            for name in sorted(files):
                path = Path(folder, name)
                if self.matches(path):
                    yield path

    def source_for(self, path: Path) -> Path | None:
        return path if self.matches(path) else None


def walk_error(exc: OSError) -> None:
    """`os.walk`'s `onerror` for connectors: an unlistable folder is logged, the walk goes on.

    A folder that is not there (never made: a prompt log copied without its agent's
    `sessions/`; or removed while the walk ran) holds nothing to miss, and says nothing."""
    if isinstance(exc, FileNotFoundError):
        return
    log.warning("cannot list %s: %s", exc.filename, exc.strerror)


# -- file identity -------------------------------------------------------------------


@dataclass(frozen=True)
class FileIdentity:
    """What one `stat` says about a source."""

    device: int
    inode: int
    size: int
    mtime_ns: int

    @classmethod
    def of(cls, path: Path) -> FileIdentity:
        st = path.stat()
        return cls(st.st_dev, st.st_ino, st.st_size, st.st_mtime_ns)


def file_identity(path: Path) -> FileIdentity:
    """The identity of `path` (raises OSError when it cannot be stat'ed)."""
    return FileIdentity.of(path)


def unchanged(previous: Checkpoint | None, ident: FileIdentity) -> bool:
    """True when the file is the one `previous` read to its end and has not changed since."""
    return (
        previous is not None
        and not previous.partial
        and previous.device == ident.device
        and previous.inode == ident.inode
        and previous.size == ident.size
        and previous.mtime_ns == ident.mtime_ns
    )


def head_hash(path: Path, length: int = HEAD_BYTES) -> str | None:
    """A hash of the first `length` bytes, tagged with the number hashed.

    The length is part of the value because a young file grows past its head:
    a later check hashes the same number of bytes and compares.
    """
    try:
        with open_regular(path) as fh:
            head = fh.read(length)
    except OSError:
        return None
    return _tag_head(head)


def _tag_head(head: bytes) -> str:
    return f"h1:{len(head)}:{hashlib.blake2b(head, digest_size=12).hexdigest()}"


def same_head(path: Path, stored: str | None) -> bool:
    """Whether the file still starts as it did when `stored` (a `head_hash`) was taken."""
    if not stored:
        return True
    try:
        _scheme, length, _digest = stored.split(":", 2)
        return head_hash(path, int(length)) == stored
    except ValueError:
        return False


# -- timestamps and content ------------------------------------------------------------


def parse_timestamp(value: Any) -> datetime | None:
    """A timestamp in any of the agents' spellings, as an aware UTC datetime.

    An integer or float (or numeric string) below 1e11 is seconds, otherwise
    milliseconds; any other string is ISO-8601/RFC 3339, naive meaning UTC.
    Returns None for anything else (booleans, garbage, out-of-range numbers).
    """
    if value is None or isinstance(value, bool):
        return None
    if isinstance(value, str):
        text = value.strip()
        if not text:
            return None
        if text[4:5] == "-":  # 2026-01-02...: the common case, no float() attempt
            return _parse_iso(text)
        try:
            value = float(text)
        except ValueError:
            return _parse_iso(text)
    if isinstance(value, int | float):
        if value != value or value < 0:  # NaN, negative
            return None
        ms = value * 1000 if value < 1e11 else value
        try:
            return datetime.fromtimestamp(ms / 1000, UTC)
        except (OverflowError, OSError, ValueError):
            return None
    return None


def local_time(text: str) -> datetime | None:
    """A zone-less `YYYY-MM-DD HH:MM[:SS[.ffffff]]`, read as this machine's local time, in UTC.

    For formats that write the writer's wall-clock time without a zone (Aider
    session headers, SpecStory titles): the machine that ingests is taken to
    be in the zone the file was written in, the best guess there is. A time
    with a zone is converted as usual.
    """
    try:
        moment = datetime.fromisoformat(text.strip().replace(" ", "T"))
    except ValueError:
        return None
    if moment.tzinfo is not None:
        return moment.astimezone(UTC)
    # astimezone() takes a naive datetime as local time (DST included)
    return moment.astimezone().astimezone(UTC)


def _parse_iso(text: str) -> datetime | None:
    if text.endswith(("Z", "z")):
        text = text[:-1] + "+00:00"
    try:
        moment = datetime.fromisoformat(text)
    except ValueError:
        return None
    if moment.tzinfo is None:
        return moment.replace(tzinfo=UTC)
    return moment.astimezone(UTC)


_TEXT_BLOCKS = frozenset({"text", "input_text", "output_text"})


def flatten_content(content: Any) -> str:
    """Flat text of a message's content (a string, or a list of blocks).

    Keeps `text`/`input_text`/`output_text` blocks, turns `tool_use` into
    `[Tool: name - description|file_path]`, drops the rest (thinking, images,
    tool results: connectors turn those into messages of their own).
    """
    if content is None:
        return ""
    if isinstance(content, str):
        return content
    if isinstance(content, dict):
        content = [content]
    if not isinstance(content, list):
        return ""
    parts: list[str] = []
    for block in content:
        if isinstance(block, str):
            parts.append(block)
            continue
        if not isinstance(block, dict):
            continue
        kind = block.get("type")
        if kind is not None and not isinstance(kind, str):
            continue  # a list or object as "type" is unhashable: `in` would raise TypeError
        if kind in _TEXT_BLOCKS or (kind is None and isinstance(block.get("text"), str)):
            text = block.get("text")
            if isinstance(text, str):
                parts.append(text)
        elif kind == "tool_use":
            parts.append(_tool_label(block))
    return "\n".join(p for p in parts if p)


def _tool_label(block: Mapping[str, Any]) -> str:
    name = block.get("name")
    label = f"[Tool: {name if isinstance(name, str) else 'unknown'}"
    args = block.get("input")
    if isinstance(args, dict):
        hint = args.get("description") or args.get("file_path")
        if isinstance(hint, str) and hint:
            label += f" - {hint}"
    return label + "]"


#: lists and objects nested deeper are cut by `json_text` (orjson writes 255 at most)
JSON_TEXT_DEPTH = 64


def json_text(value: Any) -> str:
    """`value` as JSON text (a tool's structured output); never raises.

    A transcript may nest up to 1024 levels (orjson's parse limit) but orjson
    writes at most 255: a deeper value raised TypeError and failed the whole
    source. The parts below `JSON_TEXT_DEPTH` levels become a marker instead.
    """
    try:
        return orjson.dumps(value, default=str).decode()
    except TypeError:
        return orjson.dumps(_depth_capped(value, 0), default=str).decode()


def _depth_capped(value: Any, depth: int) -> Any:
    if isinstance(value, dict | list) and depth >= JSON_TEXT_DEPTH:
        return "[nested too deep]"
    if isinstance(value, dict):
        return {str(k): _depth_capped(v, depth + 1) for k, v in value.items()}
    if isinstance(value, list):
        return [_depth_capped(v, depth + 1) for v in value]
    return value


def stable_key(*parts: object) -> str:
    """A short key derived from content, for records that carry no id of their own."""
    dumps, sort = orjson.dumps, orjson.OPT_SORT_KEYS
    blob = b"".join([dumps(part, option=sort, default=str) + b"\x1f" for part in parts])
    return "k" + hashlib.blake2b(blob, digest_size=10).hexdigest()


# -- the registry ---------------------------------------------------------------------

#: every connector module under daemon/ingest/, by agent slug
AGENT_MODULES: dict[str, str] = {
    "claude_code": "claude_code",
    "codex": "codex",
    "gemini": "gemini",
    "aider": "aider",
    "cursor": "cursor",
    "cline": "cline",
    "opencode": "opencode",
    "copilot_cli": "copilot_cli",
    "amp": "amp",
    "specstory": "specstory",
}

#: the loaded connectors, by agent slug (filled by `register`)
CONNECTORS: dict[str, Connector] = {}


def register(connector: Connector) -> Connector:
    """Add a connector to `CONNECTORS` (each connector module calls this once)."""
    CONNECTORS[connector.agent] = connector
    return connector


#: held while the connector modules are imported; set once all of them are
_LOADING = threading.RLock()
_LOADED = threading.Event()


def load_connectors() -> dict[str, Connector]:
    """Import every connector module that exists; returns `CONNECTORS`.

    Safe from several threads at once (the daemon's watcher and ingest worker
    both ask at start-up): a caller returns only once every module has run
    to its `register` call. A module merely present in `sys.modules` may be
    half-imported by another thread, and its connector not registered yet.
    """
    if _LOADED.is_set():
        return CONNECTORS
    package = __name__.rsplit(".", 1)[0]
    with _LOADING:
        for module in AGENT_MODULES.values():
            name = f"{package}.{module}"
            try:
                importlib.import_module(name)
            except ModuleNotFoundError as exc:
                if exc.name != name:
                    raise
                log.debug("connector module %s is not installed", name)
        _LOADED.set()
    return CONNECTORS


def agent_slugs(names: Iterable[str]) -> list[str]:
    """The agent slugs `names` mean: `claude-code`, `Claude_Code` and `claude_code` alike.

    Raises:
        UsageError: a name that is no agent's, with the list of agents.
    """
    from kenning.daemon.core.errors import UsageError

    known = load_connectors()
    slugs: list[str] = []
    for name in names:
        slug = name.strip().lower().replace("-", "_")
        if slug not in known:
            raise UsageError(
                f"unknown agent {name!r}",
                fix=f"use one of: {', '.join(sorted(known))} (`-` or `_` alike)",
            )
        slugs.append(slug)
    return list(dict.fromkeys(slugs))


def _expand(pattern: str, home: Path | None = None) -> str:
    """`~` expanded to `home` (the caller's, when a daemon answers for it), else this user's."""
    if home is not None and (pattern == "~" or pattern.startswith("~/")):
        return str(home) + pattern[1:]
    return os.path.expanduser(pattern)


def is_excluded(value: str | Path | None, patterns: list[str]) -> bool:
    """Whether a path or workspace matches one of the exclude globs.

    A pattern with no `/` matches any single path component (`secret-*`); one
    with a `/` matches the whole path (fnmatch: `*` crosses folders, `~` is
    expanded) or any folder above it (`~/clients/acme` excludes everything in it).
    """
    if value is None or not patterns:
        return False
    text = str(value)
    parts: list[str] | None = None
    for raw in patterns:
        pattern = _expand(raw.strip())
        if not pattern:
            continue
        if "/" not in pattern:
            if parts is None:
                parts = [p for p in text.split("/") if p]
            if any(fnmatch.fnmatchcase(p, pattern) for p in parts):
                return True
            continue
        stem = pattern.rstrip("/")
        if fnmatch.fnmatchcase(text, pattern) or fnmatch.fnmatchcase(text, stem + "/*"):
            return True
    return False


@dataclass(frozen=True)
class AgentSource:
    """An enabled connector with its roots and exclude patterns, from the settings."""

    connector: Connector
    roots: tuple[Path, ...]
    exclude: tuple[str, ...]

    @property
    def agent(self) -> str:
        return self.connector.agent

    def excluded(self, value: str | Path | None) -> bool:
        return is_excluded(value, list(self.exclude))

    def under_root(self, path: Path) -> bool:
        """Whether `path` is one of this agent's roots or lies below one."""
        return any(path == root or path.is_relative_to(root) for root in self.roots)

    def owns(self, path: Path) -> Path | None:
        """The source `path` belongs to, if it lies under a root and is one of ours."""
        if self.excluded(path) or not self.under_root(path):
            return None
        source: Path | None
        source_for = getattr(self.connector, "source_for", None)
        if callable(source_for):
            found = source_for(path)
            source = found if isinstance(found, Path) else None
        else:
            source = next(iter(self.connector.discover(path)), None) if path.exists() else None
        if source is None or self.excluded(source):
            return None
        return source


def get_connectors(
    settings: Settings,
    *,
    environ: Mapping[str, str] | None = None,
    home: Path | None = None,
    agents: list[str] | None = None,
    projects: Sequence[Path] = (),
) -> list[AgentSource]:
    """The enabled connectors, each with its default roots plus the configured extra roots.

    Args:
        settings: effective settings (`agents.<slug>.enabled|roots|exclude`, `ingest.exclude`).
        environ: environment for the agents' own overrides (default: os.environ).
        home: the user's home folder (default: `Path.home()`).
        agents: only these slugs (default: every enabled one).
        projects: project folders (`projects.find_projects`): connectors with
            `project_roots` add what they would find in each.
    """
    env = os.environ if environ is None else environ
    home_dir = home if home is not None else Path.home()
    found: list[AgentSource] = []
    for slug, connector in sorted(load_connectors().items()):
        if agents is not None and slug not in agents:
            continue
        conf = settings.agent(slug)
        if not conf.enabled:
            continue
        roots = list(connector.default_roots(env, home_dir))
        roots += [Path(_expand(r, home_dir)) for r in conf.roots]
        in_project = getattr(connector, "project_roots", None)
        if callable(in_project):
            for project in projects:
                roots += in_project(project)
        found.append(
            AgentSource(
                connector=connector,
                roots=tuple(dict.fromkeys(roots)),
                exclude=tuple([*settings.ingest.exclude, *conf.exclude]),
            )
        )
    return found
