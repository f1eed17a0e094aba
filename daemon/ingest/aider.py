"""Aider: `.aider.chat.history.md`, one file per repository, one session per launch.

How Aider actually writes it (see "Aider in the wild" in docs/formats.md):

* `# aider chat started at YYYY-MM-DD HH:MM:SS` opens each session. The time
  is the machine's local time with no zone, and the only time in the file:
  it is read as local time *of the machine that ingests* (converted to UTC
  for storage), and every message of the session gets it;
* `#### ` lines are the user's input (a paste is many consecutive `####` lines);
* `> ` lines (and bare `>`) are tool and status output. A multi-line message
  carries `> ` on its first line only: the lines right after it (no blank
  line between) continue it;
* before the first user line of a session everything is the start-up banner
  (one system message): the echoed command line, whose `--message` may hold
  raw newlines, `Config File (…)` dumps, read-only notices;
* everything else is the assistant's markdown reply, up to the next marker.

An assistant may write its own `#### heading`. Aider ends user lines with two
spaces (a markdown hard break); when a file's user lines do, a `####` line
without them inside a reply is taken as the assistant's heading.

Inside a reply's code fence, `>` and `####` lines are code. A reply that opens
a fence and never closes it (interrupted, or a reasoning model's) would then
swallow the rest of the session, so the fence is given up at the next line
that only Aider writes: a user line (two trailing spaces, in a file that has
them), `> Tokens: …`, `> ^C …` or a session header.

The file only grows, so a read resumes at the header of its last session and
re-parses that session and anything after it; keys are (session, position),
so re-parsed messages merge with the stored ones. A session with no message
at all (Aider started and quit) is counted as an `empty_session` skip.

`.aider.input.history` (Aider's prompt history) is read only in a folder that
has no chat history: its `# YYYY-MM-DD HH:MM:SS.ffffff` blocks of `+` lines
are user messages with their own times; a pause of more than
`INPUT_SESSION_GAP` starts a new session.
"""

from __future__ import annotations

import os
import re
from collections.abc import Iterator, Mapping
from datetime import datetime, timedelta
from pathlib import Path

from kenning.daemon.core.config import IngestConfig
from kenning.daemon.core.files import open_regular
from kenning.daemon.core.models import Message, Origin, Role, Session

from .base import (
    Checkpoint,
    FileConnector,
    FileIdentity,
    ReadResult,
    Skip,
    local_time,
    register,
    same_head,
    walk_error,
)
from .jsonfiles import whole_file_checkpoint
from .origins import human_title

AGENT = "aider"
FILE_NAME = ".aider.chat.history.md"
INPUT_NAME = ".aider.input.history"
#: bump when the parser splits or labels messages differently: a source read
#: by an older parser is read again whole, so stored sessions get the fix
PARSER = 3
#: prompts further apart than this in `.aider.input.history` are two sessions
INPUT_SESSION_GAP = timedelta(hours=1)
_HEADER = re.compile(r"^# aider chat started at (\d{4}-\d\d-\d\d[ T]\d\d:\d\d:\d\d)\s*$")
_INPUT_STAMP = re.compile(r"^# (\d{4}-\d\d-\d\d \d\d:\d\d:\d\d(?:\.\d+)?)\s*$")
_EDIT_MARK = re.compile(r"^(<{7} SEARCH|={7}$|>{7} REPLACE)")
_EDIT_FIRST = frozenset("<=>")  # a cheap look before the regex, on every reply line
_HEADER_START = "# aider chat started at "
#: `>` lines only Aider writes, after a reply: they end an unclosed fence
_AFTER_REPLY = ("> Tokens:", "> ^C")
_SKIP_DIRS = frozenset({".git", "node_modules", ".venv", "venv", "__pycache__", ".tox", "target"})


class _Builder:
    """Collects the messages of one session from its lines."""

    def __init__(self, ordinal: int, started: str | None, hard_breaks: bool) -> None:
        self.ordinal = ordinal
        self.started = local_time(started) if started else None
        self.hard_breaks = hard_breaks
        self.messages: list[Message] = []
        self.kind: Role | None = None
        self.lines: list[str] = []
        self.seen_user = False
        self.in_fence = False
        #: the previous line was a `>` line or continued one (no blank line since)
        self.quoting = False
        self.line_count = 0

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
                        origin=self._user_origin(text) if self.kind is Role.USER else None,
                    )
                )
        self.kind, self.lines = None, []

    def _user_origin(self, text: str) -> Origin:
        """`handoff` for the architect's reply logged again as the editor's prompt;
        `injected` for Aider's `<blank>` (an empty prompt); else `human`.

        In architect mode Aider sends the architect model's reply to the editor
        model as a user message, and logs it as `####` lines: the same words as
        the reply just before (whitespace aside). The person typed none of them.
        """
        if text.strip() == _EMPTY_INPUT:
            return Origin.INJECTED  # what Aider logs for an empty prompt
        reply = next((m for m in reversed(self.messages) if m.role is Role.ASSISTANT), None)
        if reply is None:
            return Origin.HUMAN
        said, replied = _squeezed(text), _squeezed(reply.text)
        if said == replied or (len(said) >= _HANDOFF_MIN_CHARS and said in replied):
            return Origin.HANDOFF
        return Origin.HUMAN

    def _put(self, role: Role, text: str) -> None:
        if self.kind is role:
            self.lines.append(text)
            return
        if self.kind != role:
            self._flush()
            self.kind = role
        self.lines.append(text)

    def _user_line(self, raw: str) -> bool:
        return raw.startswith("####") and (raw.endswith("  ") or not self.hard_breaks)

    def _ends_fence(self, raw: str) -> bool:
        """Whether a line in an open fence is one only Aider writes (the fence was left open)."""
        if raw.startswith(_AFTER_REPLY):
            return True
        return self.hard_breaks and raw.startswith("####") and raw.endswith("  ")

    def line(self, raw: str) -> None:
        self.line_count += 1
        if self.in_fence and self.kind is Role.ASSISTANT:
            # most lines of a long history are code: only Aider's own lines end the fence
            if not (raw[:1] in "#>" and self._ends_fence(raw)):
                if raw.startswith("```"):
                    self.in_fence = False
                self.lines.append(raw.rstrip())
                return
            self.in_fence = False  # an unclosed fence: this line is Aider's again
        if self.kind == Role.ASSISTANT and raw[:1] in _EDIT_FIRST and _EDIT_MARK.match(raw):
            self._put(Role.ASSISTANT, raw.rstrip())  # a SEARCH/REPLACE marker
            return
        quoting, self.quoting = self.quoting, False
        if raw.startswith("####"):
            if self.kind == Role.ASSISTANT and not self._user_line(raw):
                self._put(Role.ASSISTANT, raw)  # the assistant's own heading
                return
            self.seen_user = True
            self._put(Role.USER, raw[4:].removeprefix(" ").rstrip())
        elif raw.startswith(">"):
            self.quoting = True
            role = Role.TOOL if self.seen_user else Role.SYSTEM
            self._put(role, raw[1:].removeprefix(" ").rstrip())
        elif not raw.strip():
            if self.kind is not None:
                self._put(self.kind, "")
        elif quoting and self.kind in (Role.TOOL, Role.SYSTEM):
            self.quoting = True  # the next line of a multi-line `>` message
            self._put(self.kind, raw.rstrip())
        elif not self.seen_user:
            self._put(Role.SYSTEM, raw.rstrip())  # the start-up banner
        else:
            if raw.startswith("```"):
                self.in_fence = True
            self._put(Role.ASSISTANT, raw.rstrip())

    def finish(self) -> list[Message]:
        self._flush()
        return self.messages


#: a user text this long found inside the reply before it is that reply handed on
_HANDOFF_MIN_CHARS = 200
#: the user line Aider writes when the person sent an empty prompt
_EMPTY_INPUT = "<blank>"
_SPACES = re.compile(r"\s+")


def _squeezed(text: str) -> str:
    return _SPACES.sub(" ", text).strip()


def _hard_breaks(text: str) -> bool:
    """Whether most user lines end in two spaces (Aider's hard break), for this file."""
    user_lines = re.findall(r"^####[^\n]*$", text, flags=re.MULTILINE)
    if not user_lines:
        return False
    marked = sum(1 for line in user_lines if line.endswith("  "))
    return marked * 2 > len(user_lines)


def _normalise(text: str) -> str:
    return text.replace("\r\r\n", "\n").replace("\r\n", "\n").lstrip("\ufeff")


def parse_sessions(text: str, first_ordinal: int = 0) -> Iterator[_Builder]:
    """Split a chat history into sessions, each a finished `_Builder`.

    `messages` holds the session's messages, `started` its header time,
    `line_count` how many lines it spans (after its header).
    """
    text = _normalise(text)
    hard = _hard_breaks(text)
    builder: _Builder | None = None
    ordinal = first_ordinal - 1
    for raw in text.split("\n"):
        header = _HEADER.match(raw) if raw.startswith(_HEADER_START) else None
        if header:
            if builder is not None:
                builder.finish()
                yield builder
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
        builder.finish()
        yield builder


def parse_history(
    text: str, first_ordinal: int = 0
) -> Iterator[tuple[int, str | None, list[Message]]]:
    """Split a chat history into sessions: (ordinal, header time as ISO UTC, messages)."""
    for built in parse_sessions(text, first_ordinal):
        started = built.started.isoformat() if built.started else None
        yield built.ordinal, started, built.messages


def parse_input_history(text: str) -> list[list[Message]]:
    """`.aider.input.history` as sessions of user messages (split at long pauses)."""
    prompts: list[tuple[datetime | None, list[str]]] = []
    for raw in _normalise(text).split("\n"):
        stamp = _INPUT_STAMP.match(raw)
        if stamp:
            prompts.append((local_time(stamp.group(1)), []))
        elif raw.startswith("+") and prompts:
            prompts[-1][1].append(raw[1:])
    sessions: list[list[Message]] = []
    last: datetime | None = None
    for when, lines in prompts:
        text_ = "\n".join(lines).strip("\n")
        if not text_.strip():
            continue
        if not sessions or (when and last and when - last > INPUT_SESSION_GAP):
            sessions.append([])
        last = when or last
        current = sessions[-1]
        n = len(current)
        current.append(
            Message(
                key=f"{len(sessions) - 1}:{n}",
                idx=n,
                role=Role.USER,
                text=text_,
                created_at=when,
            )
        )
    return sessions


class AiderConnector(FileConnector):
    """Reads Aider's per-repository chat histories (and prompt histories where no chat is kept)."""

    agent = AGENT
    patterns = (FILE_NAME, INPUT_NAME)
    max_depth = 5

    def default_roots(self, environ: Mapping[str, str], home: Path) -> list[Path]:
        """`~/.aider.chat.history.md` when it exists (project folders come from `projects.py`)."""
        roots: list[Path] = []
        data_root = environ.get("AIDER_CHAT_HISTORY_ROOT")
        if data_root:
            roots.append(Path(data_root).expanduser())
        for name in (FILE_NAME, INPUT_NAME):
            if (home / name).is_file():
                roots.append(home / name)
        return roots

    def project_roots(self, project: Path) -> list[Path]:
        """What Aider writes in a project's root folder (watched as single files)."""
        return [project / FILE_NAME, project / INPUT_NAME]

    def source_for(self, path: Path) -> Path | None:
        """A chat history; a prompt history only where its folder keeps no chat history."""
        if path.name == FILE_NAME:
            return path
        if path.name == INPUT_NAME and not (path.parent / FILE_NAME).exists():
            return path
        return None

    def discover(self, root: Path) -> Iterator[Path]:
        if root.is_file():
            found = self.source_for(root)
            if found is not None:
                yield found
            return
        base = len(root.parts)
        for folder, dirs, files in os.walk(root, onerror=walk_error):
            depth = len(Path(folder).parts) - base
            dirs[:] = sorted(d for d in dirs if d not in _SKIP_DIRS and depth < self.max_depth)
            if FILE_NAME in files:
                yield Path(folder, FILE_NAME)
            elif INPUT_NAME in files:
                yield Path(folder, INPUT_NAME)

    def read(self, source: Path, previous: Checkpoint | None, limits: IngestConfig) -> ReadResult:
        """Parse the file from the header of its last known session on."""
        if source.name == INPUT_NAME:
            return self._read_input(source, limits)
        ident = FileIdentity.of(source)
        start, first = 0, 0
        replace = previous is not None
        upgrade = previous is not None and int(previous.state.get("parser", 1)) < PARSER
        if (
            previous is not None
            and not upgrade
            and previous.inode == ident.inode
            and ident.size >= previous.size
            and same_head(source, previous.head_hash)
        ):
            start = int(previous.state.get("last_header", 0))
            first = int(previous.state.get("last_ordinal", 0))
            replace = False
        # the session a resumed read starts with was read before: if it was
        # empty then, it has been counted already
        counted_tail = not replace and previous is not None and previous.state.get("tail_empty")
        skips: list[Skip] = []
        if _too_large(ident.size - start, limits, skips):
            return ReadResult([], whole_file_checkpoint(source, AGENT, ident), skips)
        with open_regular(source) as fh:
            fh.seek(start)
            data = fh.read(ident.size - start)
        if ident.size == 0:
            skips.append(Skip("empty_file", "the chat history is empty"))
        text = _decode(data, skips)
        last_header = start + _last_header_offset(data)
        sessions: list[Session] = []
        removed: dict[str, list[str]] = {}
        last_ordinal, tail_empty = first, False
        workspace = str(source.parent)
        for built in parse_sessions(text, first):
            last_ordinal, messages = built.ordinal, built.messages
            tail_empty = not messages
            native = f"{source}#{built.ordinal}"
            if upgrade and messages:
                # an older parser may have made more messages of these lines
                removed[f"{AGENT}:{native}"] = [
                    f"{built.ordinal}:{i}" for i in range(len(messages), built.line_count + 1)
                ]
            if not messages:
                if not (counted_tail and built.ordinal == first):
                    when = built.started.isoformat() if built.started else "?"
                    skips.append(
                        Skip(
                            "empty_session",
                            f"session {built.ordinal} (started {when}) has no message: "
                            "Aider was started and quit",
                        )
                    )
                continue
            sessions.append(
                Session(
                    id=f"{AGENT}:{native}",
                    agent=AGENT,
                    native_id=native,
                    source_path=str(source),
                    workspace=workspace,
                    title=_title(messages),
                    started_at=built.started,
                    messages=messages,
                )
            )
        checkpoint = whole_file_checkpoint(source, AGENT, ident)
        checkpoint.state = {
            "last_header": last_header,
            "last_ordinal": last_ordinal,
            "tail_empty": tail_empty,
            "parser": PARSER,
        }
        return ReadResult(sessions, checkpoint, skips, replace=replace, removed=removed)

    def _read_input(self, source: Path, limits: IngestConfig) -> ReadResult:
        """A prompt history, read whole (it is small): its sessions of user messages."""
        ident = FileIdentity.of(source)
        skips: list[Skip] = []
        checkpoint = whole_file_checkpoint(source, AGENT, ident)
        if _too_large(ident.size, limits, skips):
            return ReadResult([], checkpoint, skips)
        text = _decode(source.read_bytes(), skips)
        sessions: list[Session] = []
        for ordinal, messages in enumerate(parse_input_history(text)):
            native = f"{source}#{ordinal}"
            sessions.append(
                Session(
                    id=f"{AGENT}:{native}",
                    agent=AGENT,
                    native_id=native,
                    source_path=str(source),
                    workspace=str(source.parent),
                    title=_title(messages),
                    started_at=messages[0].created_at,
                    messages=messages,
                )
            )
        if not sessions:
            skips.append(Skip("empty_file", "the prompt history holds no prompt"))
        return ReadResult(sessions, checkpoint, skips)


def _title(messages: list[Message]) -> str | None:
    said = (human_title(m.text) for m in messages if m.said_by == Origin.HUMAN)
    return next((t for t in said if t), None)


def _too_large(size: int, limits: IngestConfig, skips: list[Skip]) -> bool:
    if size <= limits.max_json_bytes:
        return False
    skips.append(
        Skip(
            "too_large",
            f"{size} bytes to parse > ingest.max_json_bytes = {limits.max_json_bytes} "
            "(raise it with --set ingest.max_json_bytes=N)",
        )
    )
    return True


def _decode(data: bytes, skips: list[Skip]) -> str:
    text = data.decode("utf-8", errors="replace")
    if "\ufffd" in text and b"\xef\xbf\xbd" not in data:
        skips.append(Skip("invalid_utf8", "undecodable bytes replaced by U+FFFD"))
    return text


def _last_header_offset(data: bytes) -> int:
    """Byte offset (in `data`) of the line holding the last session header."""
    pos = data.rfind(b"# aider chat started at ")
    while pos > 0 and data[pos - 1 : pos] not in (b"\n", b"\r"):
        pos = data.rfind(b"# aider chat started at ", 0, pos)
    return max(pos, 0)


CONNECTOR = register(AiderConnector())
