"""The candidate user turns of a real agent log, in file order, for the fidelity bench.

A *turn* is one piece of text that the agent's format stores on the user's
side of the conversation. Its index is its position among the turns of its
file, counted from 0 in file order, with these readers (the folder of the
real-log corpus picks the reader):

* `claude-code/*.jsonl` (Claude Code transcript): every line with
  `type == "user"`; a string `message.content` is one text, a list gives one
  text per `text` block and one turn per `tool_result` block, in block order
  (image blocks and empty texts give none). Each text is cut into parts (see
  below), one turn each. Kind: `text` or `tool_result`.
* `claude-history/*` and `codex-history/*` (the prompt logs `history.jsonl`):
  every line, its `display` (Claude Code) or `text` (Codex). Kind: `prompt`.
* `codex/*.jsonl` (Codex rollout): every `response_item` whose payload is a
  `message` with role `user`, one turn per content block that holds text
  (`input_text`, `text`). The `event_msg`/`user_message` copies are not
  turns (they repeat them). Kind: `input_text`.
* `gemini/*.jsonl` (Gemini CLI event log): every line with `type == "user"`,
  its content blocks' `text` joined by newlines (a string content as is).
  Later upserts of the same id are not new turns. Kind: `user`.
* `cline/*ui_messages.json` (Cline UI log): in entry order, each `say` of kind
  `task`, `user_feedback` or `user_feedback_diff`; a `say` `text` entry before
  the first `api_req_started` (how this version records the task); and each
  `api_req_started`'s `request` (the user message sent to the model).
  Kind: the `say` kind, `task_text` or `request`.
* `specstory/*.md` (SpecStory export): each `_**User…**_` header line starts a
  text that runs to the next `_**…**_` header, or to a `---` line when the
  next non-blank line is such a header or the end of the file (a `---` inside
  a pasted document is part of it); each text is cut into parts, one turn
  each. Kind: `user`.
* `aider/*.aider.chat.history.md`: each group of consecutive lines starting
  with `####`, the marker (and one space after it) removed. Kind: `####`.
* `aider/*.aider.input.history`: each `# <time>` block, its `+` lines with the
  `+` removed. Kind: `+`.
* `aider/*.aider.llm.history`: in each `TO LLM` block, the last run of `USER `
  lines (the new message of that request; earlier runs repeat the chat),
  cut in two before a line `# *SEARCH/REPLACE block* Rules:` (the rules Aider
  appends to the message) when one follows the first line. Kind: `USER`.

Cutting into parts: a block an IDE client writes before the person's words in
the same message (`<ide_opened_file>`, `<ide_selection>`, `<ide_diagnostics>`,
`<system_notification>`, `<system-reminder>`, from its opening tag to its
closing tag) at the start of the text is a part of its own, as is each such
block right after it; the rest of the text is the last part (when not blank).

Files are decoded as UTF-8 with replacement (a stray BOM or UTF-16 byte run is
dropped) and line ends are normalised to `\\n` before reading. `normalise`
and `text_hash` define the hash written in the labels.
"""

from __future__ import annotations

import hashlib
import json
import re
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

__all__ = ["Turn", "normalise", "read_turns", "reader_for", "text_hash"]

_SPACE = re.compile(r"\s+")
_SPECSTORY_USER = re.compile(r"^_\*\*User\b")
_SPECSTORY_HEADER = re.compile(r"^_\*\*[A-Z]")
_AIDER_REMINDER = "# *SEARCH/REPLACE block* Rules:"
_AIDER_INPUT_HEAD = re.compile(r"^# \d{4}-\d{2}-\d{2} ")
#: blocks an IDE client puts before the person's words in the same user message
_LEADING_BLOCK = re.compile(
    r"\s*<(ide_opened_file|ide_selection|ide_diagnostics|system_notification|system-reminder)"
    r"\b[^>]*>.*?</\1>",
    re.DOTALL,
)


@dataclass(frozen=True)
class Turn:
    """One candidate user turn: its index in the file, the format's kind, its text."""

    index: int
    kind: str
    text: str

    @property
    def hash(self) -> str:
        return text_hash(self.text)


def normalise(text: str) -> str:
    """The text as compared and hashed: stripped, every whitespace run one space."""
    return _SPACE.sub(" ", text).strip()


def text_hash(text: str) -> str:
    """sha256 of the normalised text, first 16 hex digits (the labels' `sha256_16`)."""
    return hashlib.sha256(normalise(text).encode("utf-8")).hexdigest()[:16]


def _text(path: Path) -> str:
    raw = path.read_bytes().decode("utf-8", "replace")
    raw = raw.replace("\r\n", "\n").replace("\r", "\n")
    # a file that opens with a UTF-16 BOM and a few UTF-16 bytes before its UTF-8 body
    return raw.lstrip("\ufeff\ufffd\x00")


def _parts(text: str) -> list[str]:
    """`text` cut after each leading client block (IDE file/selection, notification)."""
    parts = []
    while match := _LEADING_BLOCK.match(text):
        parts.append(match.group(0))
        text = text[match.end() :]
    if text.strip() or not parts:
        parts.append(text)
    return parts


def _jsonl(path: Path) -> Iterator[dict[str, Any]]:
    for line in _text(path).split("\n"):
        if not line.strip():
            continue
        try:
            record = json.loads(line)
        except ValueError:
            continue
        if isinstance(record, dict):
            yield record


def _claude_code(path: Path) -> Iterator[tuple[str, str]]:
    for record in _jsonl(path):
        if record.get("type") != "user":
            continue
        content = (record.get("message") or {}).get("content")
        if isinstance(content, str):
            if content.strip():
                yield from (("text", part) for part in _parts(content))
            continue
        for block in content if isinstance(content, list) else []:
            if not isinstance(block, dict):
                continue
            if block.get("type") == "text" and str(block.get("text") or "").strip():
                yield from (("text", part) for part in _parts(str(block["text"])))
            elif block.get("type") == "tool_result":
                yield "tool_result", _block_text(block.get("content"))


def _block_text(content: Any) -> str:
    if isinstance(content, str):
        return content
    if isinstance(content, list):
        return "\n".join(
            str(b.get("text") or "") for b in content if isinstance(b, dict) and b.get("text")
        )
    return ""


def _prompt_log(path: Path) -> Iterator[tuple[str, str]]:
    for record in _jsonl(path):
        text = record.get("display", record.get("text"))
        if isinstance(text, str):
            yield "prompt", text


def _codex(path: Path) -> Iterator[tuple[str, str]]:
    for record in _jsonl(path):
        payload = record.get("payload") or {}
        if record.get("type") != "response_item" or not isinstance(payload, dict):
            continue
        if payload.get("type") != "message" or payload.get("role") != "user":
            continue
        for block in payload.get("content") or []:
            if isinstance(block, dict) and isinstance(block.get("text"), str):
                yield "input_text", block["text"]


def _gemini(path: Path) -> Iterator[tuple[str, str]]:
    seen: set[str] = set()
    for record in _jsonl(path):
        if record.get("type") != "user":
            continue
        ident = str(record.get("id") or "")
        if ident and ident in seen:
            continue
        seen.add(ident)
        content = record.get("content")
        yield "user", content if isinstance(content, str) else _block_text(content)


def _cline(path: Path) -> Iterator[tuple[str, str]]:
    entries = json.loads(_text(path))
    started = False
    for entry in entries if isinstance(entries, list) else []:
        if not isinstance(entry, dict) or entry.get("type") != "say":
            continue
        say, text = entry.get("say"), str(entry.get("text") or "")
        if say == "api_req_started":
            started = True
            try:
                request = json.loads(text).get("request")
            except (ValueError, AttributeError):
                request = None
            if isinstance(request, str):
                yield "request", request
        elif say in ("task", "user_feedback", "user_feedback_diff"):
            yield str(say), text
        elif say == "text" and not started:
            yield "task_text", text


def _specstory(path: Path) -> Iterator[tuple[str, str]]:
    lines: list[str] | None = None
    all_lines = _text(path).split("\n")
    for at, line in enumerate(all_lines):
        if lines is not None and (
            (line.strip() == "---" and _separates(all_lines, at + 1))
            or _SPECSTORY_HEADER.match(line)
        ):
            yield from (("user", part) for part in _parts("\n".join(lines)))
            lines = None
        if _SPECSTORY_USER.match(line):
            lines = []
        elif lines is not None:
            lines.append(line)
    if lines is not None:
        yield from (("user", part) for part in _parts("\n".join(lines)))


def _separates(lines: list[str], start: int) -> bool:
    """Whether a `---` line before `lines[start]` ends a turn: the next text is a header.

    A `---` inside the person's text (a pasted document's rule, YAML front
    matter) is followed by more of that text.
    """
    after = next((line for line in lines[start:] if line.strip()), None)
    return after is None or _SPECSTORY_HEADER.match(after) is not None


def _aider_chat(path: Path) -> Iterator[tuple[str, str]]:
    group: list[str] = []
    for line in [*_text(path).split("\n"), ""]:
        if line.startswith("####"):
            group.append(line[5:] if line.startswith("#### ") else line[4:])
        elif group:
            yield "####", "\n".join(group)
            group = []


def _aider_input(path: Path) -> Iterator[tuple[str, str]]:
    block: list[str] | None = None
    for line in _text(path).split("\n"):
        if _AIDER_INPUT_HEAD.match(line):
            if block is not None:
                yield "+", "\n".join(block)
            block = []
        elif line.startswith("+") and block is not None:
            block.append(line[1:])
    if block is not None:
        yield "+", "\n".join(block)


def _aider_llm(path: Path) -> Iterator[tuple[str, str]]:
    runs: list[list[str]] = []
    inside = False
    previous = ""
    for line in [*_text(path).split("\n"), "TO LLM"]:
        if line.startswith(("TO LLM", "LLM RESPONSE")):
            if inside and runs:
                yield from (("USER", part) for part in _cut_reminder(runs[-1]))
            inside, runs, previous = line.startswith("TO LLM"), [], ""
            continue
        role = line.split(" ", 1)[0]
        if inside and role == "USER":
            body = line[5:]
            if previous != "USER":
                runs.append([])
            runs[-1].append(body)
        previous = role if role in ("USER", "SYSTEM", "ASSISTANT") else previous


def _cut_reminder(lines: list[str]) -> list[str]:
    """A USER run, cut before the edit-format rules Aider appends to the person's message."""
    for i, line in enumerate(lines):
        if i and line.startswith(_AIDER_REMINDER):
            return ["\n".join(lines[:i]), "\n".join(lines[i:])]
    return ["\n".join(lines)]


_READERS = {
    "claude-code": _claude_code,
    "claude-history": _prompt_log,
    "codex-history": _prompt_log,
    "codex": _codex,
    "gemini": _gemini,
    "cline": _cline,
    "specstory": _specstory,
}


def reader_for(rel: str) -> str:
    """The reader's name for a file, from its path relative to the real-log folder."""
    folder, _, name = rel.partition("/")
    if folder == "aider":
        for suffix, reader in (
            (".chat.history.md", "aider_chat"),
            (".input.history", "aider_input"),
            (".llm.history", "aider_llm"),
        ):
            if name.endswith(suffix):
                return reader
        raise ValueError(f"{rel}: not an Aider history file")
    if folder not in _READERS:
        raise ValueError(f"{rel}: no turn reader for the folder {folder!r}")
    return folder


def read_turns(root: Path, rel: str) -> list[Turn]:
    """The candidate user turns of `root/rel`, indexed as the module docstring says."""
    reader = {
        **_READERS,
        "aider_chat": _aider_chat,
        "aider_input": _aider_input,
        "aider_llm": _aider_llm,
    }[reader_for(rel)]
    return [Turn(i, kind, text) for i, (kind, text) in enumerate(reader(root / rel))]
