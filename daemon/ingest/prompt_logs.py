"""Prompt logs: `~/.claude/history.jsonl` (Claude Code) and `~/.codex/history.jsonl` (Codex).

Both agents append one JSON line per prompt the person sends, across every
session, and keep it after the transcripts are gone (Claude Code deletes
transcripts older than 30 days by default):

* Claude Code: `{"display", "pastedContents", "timestamp" (ms), "project",
  "sessionId"}` (lines of old versions have no `sessionId`);
* Codex: `{"session_id", "ts" (s), "text"}`.

A prompt whose session still has its transcript on disk is left to the
transcript, which holds the same words in their conversation (one copy of
each turn). The others are the only record of what the person typed: they
are stored as `human` messages (or `expansion`/`injected` by the shared
markers of `origins.py`), one session per session id
(`<agent>:history:<session id>`; a line without one goes to
`<agent>:history:<project>`), keyed by their line number. The file is read
incrementally (`jsonfiles.JsonlReader`).
"""

from __future__ import annotations

import os
import re
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from kenning.daemon.core.models import Origin, Role
from kenning.daemon.core.transcripts import Message, Session

from .base import READ_CHUNK_BYTES, Checkpoint, ReadResult, Skip, parse_timestamp, walk_error
from .jsonfiles import read_jsonl_incremental
from .origins import expansion_text, human_title, injected_notice

if TYPE_CHECKING:
    from kenning.daemon.core.config import IngestConfig

__all__ = [
    "CLAUDE_FIELDS",
    "CODEX_FIELDS",
    "PROMPT_LOG",
    "PromptFields",
    "claude_transcripts",
    "codex_transcripts",
    "holds_prompts",
    "is_prompt_log",
    "read_prompt_log",
]

PROMPT_LOG = "history.jsonl"
_UUID = re.compile(r"[0-9a-fA-F]{8}(?:-[0-9a-fA-F]{4}){3}-[0-9a-fA-F]{12}")


@dataclass(frozen=True)
class PromptFields:
    """Where one agent's prompt log keeps each value."""

    text: str
    time: str
    session: str
    project: str | None = None


CLAUDE_FIELDS = PromptFields(
    text="display", time="timestamp", session="sessionId", project="project"
)
CODEX_FIELDS = PromptFields(text="text", time="ts", session="session_id")


def is_prompt_log(path: Path) -> bool:
    """Whether `path` is an agent's prompt log: `history.jsonl` in its home folder."""
    return path.name == PROMPT_LOG and path.parent.name not in ("projects", "sessions")


def holds_prompts(records: list[dict[str, Any]], fields: PromptFields) -> bool:
    """Whether a file's first JSON lines are prompt-log lines of these fields (sniff.py):
    most of them carry the text and the time, and none is a transcript's record."""
    prompts = [r for r in records if fields.text in r and fields.time in r and "type" not in r]
    return bool(prompts) and len(prompts) * 2 > len(records)


def claude_transcripts(log: Path) -> set[str]:
    """The session ids with a transcript beside this prompt log (`projects/<slug>/<id>.jsonl`)."""
    found: set[str] = set()
    projects = log.parent / "projects"
    try:
        folders = [e.path for e in os.scandir(projects) if e.is_dir()]
    except OSError:
        return found
    for folder in folders:
        try:
            found.update(e.name[:-6] for e in os.scandir(folder) if e.name.endswith(".jsonl"))
        except OSError:
            continue
    return found


def codex_transcripts(log: Path) -> set[str]:
    """The session ids with a rollout beside this prompt log (`sessions/Y/M/D/rollout-…-<id>`)."""
    found: set[str] = set()
    for _folder, _dirs, files in os.walk(log.parent / "sessions", onerror=walk_error):
        for name in files:
            if name.startswith("rollout-"):
                ids = _UUID.findall(name)
                if ids:
                    found.add(ids[-1].lower())
    return found


def _origin(text: str) -> Origin:
    if injected_notice(text):
        return Origin.INJECTED
    if expansion_text(text):
        return Origin.EXPANSION
    return Origin.HUMAN


def read_prompt_log(
    source: Path,
    previous: Checkpoint | None,
    limits: IngestConfig,
    *,
    agent: str,
    fields: PromptFields,
    transcripts: Callable[[Path], set[str]],
) -> ReadResult:
    """The prompts appended to `source` since `previous`, by session (see the module docstring)."""
    reader = read_jsonl_incremental(source, previous, limits.max_line_bytes, READ_CHUNK_BYTES)
    kept = transcripts(source)
    sessions: dict[str, Session] = {}
    skips: list[Skip] = []
    for line, obj in reader:
        text = obj.get(fields.text)
        if not isinstance(text, str) or not text.strip():
            skips.append(Skip("no_text", f"no `{fields.text}`", line))
            continue
        sid = obj.get(fields.session)
        sid = sid.lower() if isinstance(sid, str) and sid else None
        if sid is not None and sid in kept:
            continue  # the transcript holds it
        project = obj.get(fields.project) if fields.project else None
        workspace = project if isinstance(project, str) and project else None
        native = f"history:{sid or workspace or 'unknown'}"
        session = sessions.get(native)
        if session is None:
            session = sessions[native] = Session(
                id=f"{agent}:{native}",
                agent=agent,
                native_id=native,
                source_path=str(source),
                workspace=workspace,
            )
        session.messages.append(
            Message(
                key=str(line),
                idx=line,
                role=Role.USER,
                text=text,
                created_at=parse_timestamp(obj.get(fields.time)),
                source_line=line,
                origin=_origin(text),
            )
        )
    for session in sessions.values():
        said = (human_title(m.text) for m in session.messages if m.origin is Origin.HUMAN)
        session.title = next((t for t in said if t), None)
        session.started_at = session.messages[0].created_at
    if reader.ident.size == 0:
        skips.append(Skip("empty_file", "the prompt log is empty"))
    return ReadResult(
        list(sessions.values()),
        reader.checkpoint(agent),
        reader.skips + skips,
        replace=reader.replace,
        more=reader.more,
    )
