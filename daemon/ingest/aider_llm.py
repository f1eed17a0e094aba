"""Aider's LLM history, `.aider.llm.history` (written with `--llm-history-file`).

Every request Aider sends and every reply, in the order they happened:

    TO LLM 2025-01-31T11:21:36
    -------
    SYSTEM <line of the system prompt>
    -------
    USER <line of a user message>
    ASSISTANT <line of an earlier reply>
    LLM RESPONSE 2025-01-31T11:21:41
    ASSISTANT <line of the reply>

Each request repeats the whole chat so far; its *last* run of `USER` lines is
the new message. Aider appends its edit-format rules to that message
(from a line `# *SEARCH/REPLACE block* Rules:` on): they are stored as a
message of their own, `injected`. The new message is `injected` when Aider
wrote it (`I added these files to the chat: …`, a lint or test report it
feeds back), `handoff` when it repeats the reply before it (architect mode:
the architect's reply sent to the editor model), else `human`.

The chat history holds the same conversation, so this file is read only in a
folder with neither a chat history nor a prompt history: whole (up to
`ingest.max_json_bytes`), split into sessions at pauses of more than
`INPUT_SESSION_GAP`. The times are local and zone-less, like the chat's.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from datetime import datetime

from kenning.daemon.core.models import Origin, Role
from kenning.daemon.core.transcripts import Message

from .aider_input import INPUT_SESSION_GAP, squeezed
from .base import local_time

__all__ = ["LLM_NAME", "parse_llm_history"]

LLM_NAME = ".aider.llm.history"
_BLOCK = re.compile(r"^(TO LLM|LLM RESPONSE) (\S+)\s*$")
_RULES = "# *SEARCH/REPLACE block* Rules:"
#: how messages Aider writes itself (not the person) begin
_AIDER_WORDS = (
    _RULES,
    "I added these files to the chat:",
    "# Fix any errors below",
    "I ran this command:",
    "The LLM did not conform to the edit format.",
)
_AIDER_FAILED = re.compile(r"^# \d+ SEARCH/REPLACE blocks? failed to match")
#: a user text this long found inside the reply before it is that reply handed on
_HANDOFF_MIN_CHARS = 200


@dataclass
class _Block:
    kind: str
    when: datetime | None
    #: runs of consecutive `USER` lines (a request) or the reply's lines (a response)
    runs: list[list[str]] = field(default_factory=list)


def _blocks(text: str) -> list[_Block]:
    blocks: list[_Block] = []
    previous = ""
    for line in text.split("\n"):
        head = _BLOCK.match(line) if line[:2] in ("TO", "LL") else None
        if head:
            blocks.append(_Block(head.group(1), local_time(head.group(2))))
            previous = ""
            continue
        if not blocks:
            continue
        role, _, body = line.partition(" ")
        block = blocks[-1]
        if block.kind == "TO LLM" and role == "USER":
            if previous != "USER":
                block.runs.append([])
            block.runs[-1].append(body)
        elif block.kind == "LLM RESPONSE" and role == "ASSISTANT":
            if not block.runs:
                block.runs.append([])
            block.runs[-1].append(body)
        if role in ("USER", "SYSTEM", "ASSISTANT"):
            previous = role
    return blocks


def _origin(text: str, reply: str | None) -> Origin:
    stripped = text.lstrip()
    if stripped.startswith(_AIDER_WORDS) or _AIDER_FAILED.match(stripped):
        return Origin.INJECTED
    if reply is not None:
        said, replied = squeezed(text), squeezed(reply)
        if said == replied or (len(said) >= _HANDOFF_MIN_CHARS and said in replied):
            return Origin.HANDOFF
    return Origin.HUMAN


def parse_llm_history(text: str) -> list[list[Message]]:
    """The new messages of each request and each reply, as sessions (see the module docstring).

    Keys are `<session>:<position>`; positions are the messages' `idx`.
    """
    sessions: list[list[Message]] = []
    last: datetime | None = None
    reply: str | None = None

    def add(role: Role, body: str, when: datetime | None, origin: Origin) -> None:
        current = sessions[-1]
        current.append(
            Message(
                key=f"{len(sessions) - 1}:{len(current)}",
                idx=len(current),
                role=role,
                text=body,
                created_at=when,
                origin=origin,
            )
        )

    for block in _blocks(text.replace("\r\n", "\n")):
        if not block.runs:
            continue
        if not sessions or (block.when and last and block.when - last > INPUT_SESSION_GAP):
            sessions.append([])
            reply = None
        last = block.when or last
        lines = block.runs[-1]
        if block.kind == "LLM RESPONSE":
            reply = "\n".join(lines).strip("\n")
            if reply.strip():
                add(Role.ASSISTANT, reply, block.when, Origin.AGENT)
            continue
        cut = next((i for i, line in enumerate(lines) if i and line.startswith(_RULES)), None)
        said = "\n".join(lines[:cut]).strip("\n")
        if said.strip():
            add(Role.USER, said, block.when, _origin(said, reply))
        if cut is not None:
            add(Role.USER, "\n".join(lines[cut:]).strip("\n"), block.when, Origin.INJECTED)
    return [s for s in sessions if s]
