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
* everything else is the assistant's markdown reply, up to the next marker. A
  reasoning model's thinking sits in it between `<thinking-content-…>` tags (one
  fixed name with a hash): they are stored as `<think>…</think>`.

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

`.aider.input.history` (Aider's prompt history, see `aider_input.py`) holds
prompts the chat history may lack. Beside a chat history it is merged into
it: a prompt the chat's session lacks is added to it (key `<session>:p<n>`),
prompts older than the first header become sessions of their own. In a folder
with no chat history it is read alone, split into sessions at long pauses.
`.aider.llm.history` is read only in a folder with neither (`aider_llm.py`).
"""

from __future__ import annotations

import os
import re
from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING

from kenning.daemon.core.files import open_regular
from kenning.daemon.core.models import Origin, Role
from kenning.daemon.core.transcripts import Message, Session

from .aider_input import Prompt, merge, parse_prompts, prompt_sessions
from .aider_llm import LLM_NAME, parse_llm_history
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
from .sniff import Head, kind_of

if TYPE_CHECKING:
    from kenning.daemon.core.config import IngestConfig

AGENT = "aider"
FILE_NAME = ".aider.chat.history.md"
INPUT_NAME = ".aider.input.history"
#: bump when the parser splits or labels messages differently: a source read
#: by an older parser is read again whole, so stored sessions get the fix
PARSER = 5
_HEADER = re.compile(r"^# aider chat started at (\d{4}-\d\d-\d\d[ T]\d\d:\d\d:\d\d)\s*$")
_EDIT_MARK = re.compile(r"^(<{7} SEARCH|={7}$|>{7} REPLACE)")
_EDIT_FIRST = frozenset("<=>")  # a cheap look before the regex, on every reply line
_HEADER_START = "# aider chat started at "
#: the first lines of a prompt history and of an LLM history (`recognise`)
_INPUT_STAMP = re.compile(r"^# \d{4}-\d\d-\d\d \d\d:\d\d:\d\d(?:\.\d+)?\s*$")
_LLM_BLOCK = re.compile(r"^(?:TO LLM|LLM RESPONSE) \d{4}-\d\d-\d\d")
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
            if self.kind is Role.ASSISTANT:
                text = _REASONING_TAG.sub(r"<\1think>", text)
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
            if self.kind is Role.USER:
                # Aider writes a blank line of a prompt as `####`: a truly blank line
                # ends it (`/ask X` is followed by a second message, the bare `X`)
                self._flush()
            elif self.kind is not None:
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


#: the tag Aider writes around a reasoning model's thinking in a reply: one fixed name,
#: `thinking-content-` and a hash, read as `<think>` (the hash no secret to redact, and the
#: reasoning found by what every reader knows it by)
_REASONING_TAG = re.compile(r"<(/?)thinking-content-[0-9a-f]{16,64}>")
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


class AiderConnector(FileConnector):
    """Reads Aider's chat histories, with the prompts only its prompt history kept."""

    agent = AGENT
    patterns = (FILE_NAME, INPUT_NAME, LLM_NAME)
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
        """What Aider writes in a project folder (`projects.find_projects` walks for them:
        a sub-folder holding a history, `client/`, `backend/`, is a project folder itself)."""
        return [project / FILE_NAME, project / INPUT_NAME, project / LLM_NAME]

    def source_for(self, path: Path) -> Path | None:
        """A chat history; a prompt history stands for the chat history beside it, if any."""
        if path.name == FILE_NAME:
            return path
        if path.name == INPUT_NAME:
            chat = path.parent / FILE_NAME
            return chat if chat.exists() else path
        if path.name == LLM_NAME:
            # the chat or prompt history beside it holds the person's words already
            others = (path.parent / FILE_NAME, path.parent / INPUT_NAME)
            return None if any(p.exists() for p in others) else path
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
            elif LLM_NAME in files:
                yield Path(folder, LLM_NAME)

    def recognise(self, head: Head) -> str | None:
        """Which Aider file the head is (sniff.py): a chat history (a `# aider chat started
        at` line), a prompt history (`# <time>` then `+` lines) or an LLM history (`TO
        LLM <time>` blocks)."""
        lines = [line for line in head.lines[:400] if line.strip()]
        if any(_HEADER.match(line) for line in lines if line.startswith(_HEADER_START)):
            return "chat"
        if lines and _INPUT_STAMP.match(lines[0]) and any(x.startswith("+") for x in lines[1:3]):
            return "input"
        return "llm" if lines and _LLM_BLOCK.match(lines[0]) else None

    def _by_name(self, source: Path) -> str | None:
        names = {FILE_NAME: "chat", INPUT_NAME: "input", LLM_NAME: "llm"}
        return names.get(source.name)

    def read(self, source: Path, previous: Checkpoint | None, limits: IngestConfig) -> ReadResult:
        """Parse the file from the header of its last known session on.

        The kind of file is what its name says, else what it holds (a renamed copy).
        """
        kind = kind_of(source, self._by_name, self.recognise)
        if kind == "input":
            return self._read_input(source, limits)
        if kind == "llm":
            return self._read_llm(source, limits)
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
        built = list(parse_sessions(text, first))
        last_ordinal = built[-1].ordinal if built else first
        tail_empty = bool(built) and not built[-1].messages
        for b in built:
            if not b.messages and not (counted_tail and b.ordinal == first):
                when = b.started.isoformat() if b.started else "?"
                skips.append(
                    Skip(
                        "empty_session",
                        f"session {b.ordinal} (started {when}) has no message: "
                        "Aider was started and quit",
                    )
                )
        prompts = _SiblingPrompts.read(source, previous if start else None, built, limits, skips)
        merged = merge([(b.ordinal, b.started, b.messages) for b in built], prompts.prompts)
        sessions: list[Session] = []
        removed: dict[str, list[str]] = {}
        for b, messages, dropped in zip(built, merged.messages, merged.dropped, strict=True):
            native = f"{source}#{b.ordinal}"
            stale = list(dropped)
            if upgrade and b.messages:
                # an older parser may have made more messages of these lines
                stale += [f"{b.ordinal}:{i}" for i in range(len(b.messages), b.line_count + 1)]
            if stale:
                removed[f"{AGENT}:{native}"] = stale
            if messages:
                sessions.append(self._session(source, native, b.started, messages))
        if not start and prompts.read_:
            # as the prompt history read alone would store them (same ids and keys):
            # what was stored before this chat history appeared is updated, not repeated
            inputs = source.parent / INPUT_NAME
            kept: set[tuple[int, str]] = set()
            for n, messages in enumerate(prompt_sessions(merged.orphans)):
                native = f"{inputs}#{n}"
                kept.update((n, m.key) for m in messages)
                sessions.append(self._session(inputs, native, messages[0].created_at, messages))
            for n, messages in enumerate(prompt_sessions(prompts.read_)):
                gone = [m.key for m in messages if (n, m.key) not in kept]
                if gone:
                    removed[f"{AGENT}:{inputs}#{n}"] = gone
        checkpoint = whole_file_checkpoint(source, AGENT, ident)
        checkpoint.state = {
            "last_header": last_header,
            "last_ordinal": last_ordinal,
            "tail_empty": tail_empty,
            "parser": PARSER,
            **prompts.resume_at(built[-1].started if built else None),
        }
        return ReadResult(sessions, checkpoint, skips, replace=replace, removed=removed)

    def _session(
        self, source: Path, native: str, started: datetime | None, messages: list[Message]
    ) -> Session:
        return Session(
            id=f"{AGENT}:{native}",
            agent=AGENT,
            native_id=native,
            source_path=str(source),
            workspace=str(source.parent),
            title=_title(messages),
            started_at=started,
            messages=messages,
        )

    def _read_llm(self, source: Path, limits: IngestConfig) -> ReadResult:
        """An LLM history alone, read whole (`aider_llm.py`)."""
        ident = FileIdentity.of(source)
        skips: list[Skip] = []
        checkpoint = whole_file_checkpoint(source, AGENT, ident)
        if _too_large(ident.size, limits, skips):
            return ReadResult([], checkpoint, skips)
        text = _decode(source.read_bytes(), skips)
        sessions = [
            self._session(source, f"{source}#{ordinal}", messages[0].created_at, messages)
            for ordinal, messages in enumerate(parse_llm_history(text))
        ]
        if not sessions:
            skips.append(Skip("empty_file", "the LLM history holds no request"))
        return ReadResult(sessions, checkpoint, skips, replace=True)

    def _read_input(self, source: Path, limits: IngestConfig) -> ReadResult:
        """A prompt history alone, read whole (it is small): its sessions of prompts."""
        ident = FileIdentity.of(source)
        skips: list[Skip] = []
        checkpoint = whole_file_checkpoint(source, AGENT, ident)
        if _too_large(ident.size, limits, skips):
            return ReadResult([], checkpoint, skips)
        data = source.read_bytes()
        _decode(data, skips)
        prompts, _ = parse_prompts(data)
        sessions = [
            self._session(source, f"{source}#{ordinal}", messages[0].created_at, messages)
            for ordinal, messages in enumerate(prompt_sessions(prompts))
        ]
        if not sessions:
            skips.append(Skip("empty_file", "the prompt history holds no prompt"))
        return ReadResult(sessions, checkpoint, skips)


@dataclass
class _SiblingPrompts:
    """The prompts of the prompt history beside a chat history, read from where they matter."""

    #: the prompts that may belong to the re-parsed sessions
    prompts: list[Prompt]
    #: every prompt read (from `offset`, whose block has index `index`)
    read_: list[Prompt] = field(default_factory=list)
    offset: int = 0
    index: int = 0

    @classmethod
    def read(
        cls,
        chat: Path,
        previous: Checkpoint | None,
        built: list[_Builder],
        limits: IngestConfig,
        skips: list[Skip],
    ) -> _SiblingPrompts:
        """Read the prompts typed since the first re-parsed session began (all of them when
        `previous` is None, a read of the chat history from its start)."""
        path = chat.parent / INPUT_NAME
        try:
            size = FileIdentity.of(path).size
        except OSError:
            return cls([])
        offset, index = 0, 0
        if previous is not None:
            offset = int(previous.state.get("input_offset", 0))
            index = int(previous.state.get("input_index", 0))
            if offset > size:  # the prompt history was cut or replaced
                offset, index = 0, 0
        if _too_large(size - offset, limits, skips):
            return cls([], [], offset, index)
        with open_regular(path) as fh:
            fh.seek(offset)
            data = fh.read(size - offset)
        every, _ = parse_prompts(data, offset, index)
        prompts = every
        if previous is not None:
            # prompts typed before the re-parsed sessions belong to sessions stored already
            since = next((b.started for b in built if b.started is not None), None)
            prompts = [p for p in every if since is None or (p.when and p.when >= since)]
        return cls(prompts, every, offset, index)

    def resume_at(self, last_start: datetime | None) -> dict[str, int]:
        """Checkpoint state: the next read starts at the first prompt of the last session
        (else at the last prompt read: a block being written is read again)."""
        first = None
        if last_start is not None:
            first = next((p for p in self.read_ if p.when and p.when >= last_start), None)
        if first is None and last_start is not None and self.read_:
            first = self.read_[-1]
        if first is None:
            return {"input_offset": self.offset, "input_index": self.index}
        return {"input_offset": first.offset, "input_index": first.index}


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
