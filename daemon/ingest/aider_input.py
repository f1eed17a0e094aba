"""Aider's prompt history, `.aider.input.history`: what the person typed, with its time.

Aider appends every line the person enters to this file, a block per input:

    # 2025-05-16 13:48:53.912254
    +first line of the prompt
    +second line

The time is the writer's local wall clock, microseconds, no zone. Besides
prompts the file holds two things the person did not type as a prompt:

* answers to Aider's `(Y)es/(N)o/(A)ll/(S)kip all/(D)on't ask again`
  questions (`y`, `No`, `d`, …): origin `tool` (the chat history logs them
  inline on the question's `>` line);
* `/run <command>` written twice within a second when the person lets Aider
  run a shell command the *model* suggested: origin `agent` (one copy kept).

The chat history (`.aider.chat.history.md`) in the same folder misses prompts
the input history holds (a chat history deleted, cleared or started later), so
the two are merged (`merge`): each prompt goes to the chat session whose
header time precedes it, where it is dropped when a `####` message of that
session says the same (whitespace aside) and otherwise stored; prompts older
than the first header form sessions of their own.
"""

from __future__ import annotations

import re
from collections import defaultdict, deque
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime, timedelta

from kenning.daemon.core.models import Origin, Role
from kenning.daemon.core.transcripts import Message

from .base import local_time

__all__ = [
    "INPUT_SESSION_GAP",
    "Merged",
    "Prompt",
    "merge",
    "parse_prompts",
    "prompt_sessions",
    "squeezed",
]

#: prompts further apart than this (and outside any chat session) are two sessions
INPUT_SESSION_GAP = timedelta(hours=1)
_STAMP = re.compile(rb"^# (\d{4}-\d\d-\d\d \d\d:\d\d:\d\d(?:\.\d+)?)[ \t]*\r?$", re.MULTILINE)
#: what a person types to answer Aider's yes/no questions (lower-cased)
_ANSWERS = frozenset({"y", "yes", "n", "no", "a", "all", "s", "skip", "d", "skip all"})
#: Aider logs a model-suggested command it runs twice, this close together
_RUN_TWIN = timedelta(seconds=1)
_SPACES = re.compile(r"\s+")


def squeezed(text: str) -> str:
    """The text as prompts and chat lines are compared: every whitespace run one space."""
    return _SPACES.sub(" ", text).strip()


@dataclass(frozen=True)
class Prompt:
    """One block of the prompt history."""

    #: position among the file's blocks (from its first byte): part of the message key
    index: int
    when: datetime | None
    text: str
    origin: Origin
    #: byte offset of the block's `#` line
    offset: int


def parse_prompts(data: bytes, offset: int = 0, first_index: int = 0) -> tuple[list[Prompt], int]:
    """The blocks of a prompt history read from byte `offset` (`data` starts there).

    Blocks with no text are left out; the second of a `/run` pair is too.
    Returns the prompts and the number of blocks read.
    """
    stamps = list(_STAMP.finditer(data))
    raw: list[tuple[int, datetime | None, str, int]] = []
    for n, stamp in enumerate(stamps):
        end = stamps[n + 1].start() if n + 1 < len(stamps) else len(data)
        body = data[stamp.end() : end].decode("utf-8", errors="replace")
        lines = [line[1:] for line in body.replace("\r\n", "\n").split("\n") if line[:1] == "+"]
        text = "\n".join(lines).strip("\n")
        when = local_time(stamp.group(1).decode())
        raw.append((first_index + n, when, text, offset + stamp.start()))
    prompts: list[Prompt] = []
    for i, (index, when, text, at) in enumerate(raw):
        if not text.strip():
            continue
        origin = _origin(text)
        if origin is Origin.HUMAN and text.startswith("/run ") and i:
            _, before_when, before, _ = raw[i - 1]
            if before == text and _close(before_when, when):
                if prompts and prompts[-1].index == index - 1:
                    prompts[-1] = Prompt(index - 1, before_when, before, Origin.AGENT, at)
                continue  # Aider's second copy of a command the model suggested
        prompts.append(Prompt(index, when, text, origin, at))
    return prompts, len(stamps)


def _origin(text: str) -> Origin:
    return Origin.TOOL if text.strip().lower() in _ANSWERS else Origin.HUMAN


def _close(a: datetime | None, b: datetime | None) -> bool:
    return a is not None and b is not None and abs(b - a) < _RUN_TWIN


def _message(key: str, prompt: Prompt) -> Message:
    return Message(
        key=key,
        role=Role.USER,
        text=prompt.text,
        created_at=prompt.when,
        origin=prompt.origin,
    )


def prompt_sessions(prompts: Sequence[Prompt], prefix: str = "") -> list[list[Message]]:
    """Prompts as sessions of user messages, split where a pause exceeds `INPUT_SESSION_GAP`.

    Keys are `<prefix><session>:<position>`; positions are the messages' `idx`.
    """
    sessions: list[list[Message]] = []
    last: datetime | None = None
    for prompt in prompts:
        if not sessions or (prompt.when and last and prompt.when - last > INPUT_SESSION_GAP):
            sessions.append([])
        last = prompt.when or last
        current = sessions[-1]
        message = _message(f"{prefix}{len(sessions) - 1}:{len(current)}", prompt)
        message.idx = len(current)
        current.append(message)
    return sessions


@dataclass
class Merged:
    """What merging prompts into chat sessions did."""

    #: per chat session (by list position): its messages with the prompts it lacked
    messages: list[list[Message]]
    #: per chat session: keys of prompt messages it no longer needs (the chat has them now)
    dropped: list[list[str]]
    #: prompts before the first chat session
    orphans: list[Prompt]


def merge(
    sessions: Sequence[tuple[int, datetime | None, list[Message]]],
    prompts: Sequence[Prompt],
) -> Merged:
    """Put each human prompt in the chat session it was typed in, unless the chat holds it.

    `sessions` are (ordinal, header time, messages) in file order. A prompt
    belongs to the last session whose header time is not after it; one that
    precedes every header is an orphan (whatever its origin). Answers and
    `/run` copies are not merged: the chat history logs them on its own `>`
    lines.
    """
    starts = [(i, when) for i, (_, when, _) in enumerate(sessions) if when is not None]
    placed: list[list[tuple[Prompt, int | None]]] = [[] for _ in sessions]
    orphans: list[Prompt] = []
    dropped: list[list[str]] = [[] for _ in sessions]
    said: list[dict[str, deque[int]]] = []
    for _, _, messages in sessions:
        positions: dict[str, deque[int]] = defaultdict(deque)
        for pos, message in enumerate(messages):
            if message.role is Role.USER:
                positions[squeezed(message.text)].append(pos)
        said.append(positions)
    for prompt in prompts:
        home = _session_of(prompt.when, starts)
        if home is None:
            # a chat with no header at all: its user messages have no time, match by text
            headless = prompt.origin is Origin.HUMAN and not starts
            if headless and any(_take(positions, prompt.text) for positions in said):
                continue
            orphans.append(prompt)  # answers too: no chat logged them
            continue
        if prompt.origin is not Origin.HUMAN:
            continue
        same = said[home].get(squeezed(prompt.text))
        if same:
            placed[home].append((prompt, same.popleft()))  # the chat holds it
            dropped[home].append(_key(sessions[home][0], prompt))
        else:
            placed[home].append((prompt, None))
    merged = [
        _interleave(ordinal, messages, placed[i])
        for i, (ordinal, _, messages) in enumerate(sessions)
    ]
    return Merged(merged, dropped, orphans)


def _take(positions: dict[str, deque[int]], text: str) -> bool:
    same = positions.get(squeezed(text))
    if same:
        same.popleft()
        return True
    return False


def _key(ordinal: int, prompt: Prompt) -> str:
    return f"{ordinal}:p{prompt.index}"


def _session_of(when: datetime | None, starts: Sequence[tuple[int, datetime]]) -> int | None:
    if when is None:
        return None
    home = None
    for i, start in starts:
        if start <= when:
            home = i
        else:
            break
    return home


def _interleave(
    ordinal: int, messages: list[Message], prompts: list[tuple[Prompt, int | None]]
) -> list[Message]:
    """The chat's messages with the prompts it lacks, each where the person typed it.

    The chat gives no time per message; the prompts are in time order, and
    those the chat holds give their message's position: a prompt the chat
    lacks goes just before the chat message of the next prompt it holds, or
    at the end of the session when none follows.
    """
    if all(pos is not None for _, pos in prompts):
        return messages
    before: dict[int | None, list[Prompt]] = defaultdict(list)
    waiting: list[Prompt] = []
    for prompt, pos in prompts:
        if pos is None:
            waiting.append(prompt)
        else:
            before[pos] += waiting
            waiting = []
    before[None] += waiting
    out: list[Message] = []
    for pos, message in enumerate(messages):
        out.extend(_message(_key(ordinal, p), p) for p in before.get(pos, ()))
        out.append(message)
    out.extend(_message(_key(ordinal, p), p) for p in before[None])
    for idx, message in enumerate(out):
        message.idx = idx
    return out
