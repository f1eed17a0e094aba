"""Aider: `.aider.chat.history.md`, one file per repository, one session per launch.

How Aider actually writes it (see "In the wild" in AGENT_FORMATS.md):

* `# aider chat started at YYYY-MM-DD HH:MM:SS` opens each session (local time,
  no zone; the only time information in the file: every message gets it);
* `#### ` lines are the user's input (a paste is many consecutive `####` lines);
* `> ` lines (and bare `>`) are tool and status output; before the first user
  line of a session they are the start-up banner (a system message);
* everything else is the assistant's markdown reply, up to the next marker.

An assistant may write its own `#### heading`. Aider ends user lines with two
spaces (a markdown hard break); when a file's user lines do, a `####` line
without them inside a reply is taken as the assistant's heading.

The file only grows, so a read resumes at the header of its last session and
re-parses that session and anything after it; keys are (session, position),
so re-parsed messages merge with the stored ones.
"""

from __future__ import annotations

import os
import re
from collections.abc import Iterator, Mapping
from pathlib import Path

from ..config import IngestConfig
from ..models import Message, Role, Session
from .base import (
    Checkpoint,
    FileConnector,
    FileIdentity,
    ReadResult,
    Skip,
    _same_head,
    parse_timestamp,
    register,
    whole_file_checkpoint,
)
from .sourcefile import open_regular

AGENT = "aider"
FILE_NAME = ".aider.chat.history.md"
_HEADER = re.compile(r"^# aider chat started at (\d{4}-\d\d-\d\d[ T]\d\d:\d\d:\d\d)\s*$")
_EDIT_MARK = re.compile(r"^(<{7} SEARCH|={7}$|>{7} REPLACE)")
_SKIP_DIRS = frozenset({".git", "node_modules", ".venv", "venv", "__pycache__", ".tox", "target"})


class _Builder:
    """Collects the messages of one session from its lines."""

    def __init__(self, ordinal: int, started: str | None, hard_breaks: bool) -> None:
        self.ordinal = ordinal
        self.started = parse_timestamp(started) if started else None
        self.hard_breaks = hard_breaks
        self.messages: list[Message] = []
        self.kind: Role | None = None
        self.lines: list[str] = []
        self.seen_user = False
        self.in_fence = False

    def _flush(self) -> None:
        if self.kind is not None:
            text = "\n".join(self.lines).strip("\n")
            if text.strip():
                self.messages.append(
                    Message(
                        key=f"{self.ordinal}:{len(self.messages)}",
                        idx=len(self.messages),
                        role=self.kind,
                        text=text,
                        created_at=self.started,
                    )
                )
        self.kind, self.lines = None, []

    def _put(self, role: Role, text: str) -> None:
        if self.kind != role:
            self._flush()
            self.kind = role
        self.lines.append(text)

    def line(self, raw: str) -> None:
        if self.kind == Role.ASSISTANT and (self.in_fence or _EDIT_MARK.match(raw)):
            # inside a reply's code fence, or a SEARCH/REPLACE marker: reply text
            if raw.startswith("```"):
                self.in_fence = False
            self._put(Role.ASSISTANT, raw.rstrip())
            return
        if raw.startswith("####"):
            user_like = raw.endswith("  ") or not self.hard_breaks
            if self.kind == Role.ASSISTANT and not user_like:
                self._put(Role.ASSISTANT, raw)  # the assistant's own heading
                return
            self.seen_user = True
            self._put(Role.USER, raw[4:].removeprefix(" ").rstrip())
        elif raw.startswith(">"):
            role = Role.TOOL if self.seen_user else Role.SYSTEM
            self._put(role, raw[1:].removeprefix(" ").rstrip())
        elif self.kind in (Role.TOOL, Role.SYSTEM) and not raw.strip():
            self._put(self.kind, "")
        else:
            if self.kind is None and not raw.strip():
                return
            if raw.startswith("```"):
                self.in_fence = True
            self._put(Role.ASSISTANT, raw.rstrip())

    def finish(self) -> list[Message]:
        self._flush()
        return self.messages


def _hard_breaks(text: str) -> bool:
    """Whether most user lines end in two spaces (Aider's hard break), for this file."""
    user_lines = re.findall(r"^####[^\n]*$", text, flags=re.MULTILINE)
    if not user_lines:
        return False
    marked = sum(1 for line in user_lines if line.endswith("  "))
    return marked * 2 > len(user_lines)


def parse_history(
    text: str, first_ordinal: int = 0
) -> Iterator[tuple[int, str | None, list[Message]]]:
    """Split a chat history into sessions: (ordinal, header time, messages)."""
    text = text.replace("\r\r\n", "\n").replace("\r\n", "\n").lstrip("\ufeff")
    hard = _hard_breaks(text)
    builder: _Builder | None = None
    ordinal = first_ordinal - 1
    for raw in text.split("\n"):
        header = _HEADER.match(raw)
        if header:
            if builder is not None:
                yield builder.ordinal, _iso(builder), builder.finish()
            ordinal += 1
            builder = _Builder(ordinal, header.group(1), hard)
            continue
        if builder is None:
            if not raw.strip():
                continue
            ordinal += 1
            builder = _Builder(ordinal, None, hard)  # text before any header
        builder.line(raw)
    if builder is not None:
        yield builder.ordinal, _iso(builder), builder.finish()


def _iso(builder: _Builder) -> str | None:
    return builder.started.isoformat() if builder.started else None


class AiderConnector(FileConnector):
    """Reads Aider's per-repository chat history files."""

    agent = AGENT
    patterns = (FILE_NAME,)
    max_depth = 5

    def default_roots(self, environ: Mapping[str, str], home: Path) -> list[Path]:
        """`~/.aider.chat.history.md` when it exists; add repositories in `agents.aider.roots`."""
        roots: list[Path] = []
        data_root = environ.get("AIDER_CHAT_HISTORY_ROOT")
        if data_root:
            roots.append(Path(data_root).expanduser())
        in_home = home / FILE_NAME
        if in_home.is_file():
            roots.append(in_home)
        return roots

    def discover(self, root: Path) -> Iterator[Path]:
        if root.is_file():
            if self.matches(root):
                yield root
            return
        base = len(root.parts)
        for folder, dirs, files in os.walk(root):
            depth = len(Path(folder).parts) - base
            dirs[:] = sorted(d for d in dirs if d not in _SKIP_DIRS and depth < self.max_depth)
            if FILE_NAME in files:
                yield Path(folder, FILE_NAME)

    def read(self, source: Path, previous: Checkpoint | None, limits: IngestConfig) -> ReadResult:
        """Parse the file from the header of its last known session on."""
        ident = FileIdentity.of(source)
        start, first = 0, 0
        replace = previous is not None
        if (
            previous is not None
            and previous.inode == ident.inode
            and ident.size >= previous.size
            and _same_head(source, previous.head_hash)
        ):
            start = int(previous.state.get("last_header", 0))
            first = int(previous.state.get("last_ordinal", 0))
            replace = False
        skips: list[Skip] = []
        if ident.size - start > limits.max_json_bytes:
            skips.append(
                Skip(
                    "too_large",
                    f"{ident.size - start} bytes to parse > ingest.max_json_bytes = "
                    f"{limits.max_json_bytes} (raise it with --set ingest.max_json_bytes=N)",
                )
            )
            return ReadResult([], whole_file_checkpoint(source, AGENT, ident), skips)
        with open_regular(source) as fh:
            fh.seek(start)
            data = fh.read(ident.size - start)
        if ident.size == 0:
            skips.append(Skip("empty_file", "the chat history is empty"))
        text = data.decode("utf-8", errors="replace")
        if "\ufffd" in text and b"\xef\xbf\xbd" not in data:
            skips.append(Skip("invalid_utf8", "undecodable bytes replaced by U+FFFD"))
        last_header = start + _last_header_offset(data)
        sessions: list[Session] = []
        last_ordinal = first
        workspace = str(source.parent)
        for ordinal, started, messages in parse_history(text, first):
            last_ordinal = ordinal
            if not messages:
                continue
            native = f"{source}#{ordinal}"
            title = next(
                (m.text.splitlines()[0][:100] for m in messages if m.role == Role.USER), None
            )
            sessions.append(
                Session(
                    id=f"{AGENT}:{native}",
                    agent=AGENT,
                    native_id=native,
                    source_path=str(source),
                    workspace=workspace,
                    title=title,
                    started_at=parse_timestamp(started),
                    messages=messages,
                )
            )
        checkpoint = whole_file_checkpoint(source, AGENT, ident)
        checkpoint.state = {"last_header": last_header, "last_ordinal": last_ordinal}
        return ReadResult(sessions, checkpoint, skips, replace=replace)


def _last_header_offset(data: bytes) -> int:
    """Byte offset (in `data`) of the line holding the last session header."""
    pos = data.rfind(b"# aider chat started at ")
    while pos > 0 and data[pos - 1 : pos] not in (b"\n", b"\r"):
        pos = data.rfind(b"# aider chat started at ", 0, pos)
    return max(pos, 0)


CONNECTOR = register(AiderConnector())
