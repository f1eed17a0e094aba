"""Which sessions a read wrote to, and whether the agent's own end marker closed one.

The daemon reflects on a session once it goes quiet (service/learning_worker.py);
an end marker lets it start at once instead of waiting out the quiet window.
Only what the logs really hold counts as one (docs/formats.md):

- Claude Code: the person's `/exit` or `/quit`, logged as a
  `<command-name>/exit</command-name>` user line (what follows it in the
  same read is the client's goodbye, origin `tool`). The SessionEnd hook
  writes nothing to the transcript. A resumed session writes on after it,
  and is quiet again later;
- Aider: the person's `/exit` or `/quit`, logged as a `####` line.

Codex, Gemini CLI and the others log no end of session: quiet alone counts.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from kenning.daemon.core.models import Origin
from kenning.daemon.core.transcripts import Session

__all__ = ["END_COMMANDS", "ends_session", "written_by"]

#: the person's words that close a session, per agent (the message's text)
END_COMMANDS: dict[str, re.Pattern[str]] = {
    "claude_code": re.compile(r"\s*<command-name>\s*/(?:exit|quit)\s*</command-name>"),
    "aider": re.compile(r"\s*/(?:exit|quit)\s*$"),
}


def ends_session(session: Session) -> bool:
    """Whether the last words of this read are the person's end command for its agent.

    Only the person's and the agent's words count: a tool's output or the
    client's own lines after the command (Claude Code's goodbye) do not
    reopen the session.
    """
    pattern = END_COMMANDS.get(session.agent)
    if pattern is None:
        return False
    for message in reversed(session.messages):
        origin = message.said_by
        if origin not in (Origin.HUMAN, Origin.AGENT):
            continue
        return origin == Origin.HUMAN and pattern.match(message.text) is not None
    return False


def written_by(
    sessions: Iterable[tuple[Session, Sequence[Any]]], removed: Mapping[str, list[str]]
) -> dict[str, bool]:
    """The top-level sessions a read wrote to, each with whether it ended them.

    A subagent's write is its parent's (it never ends it). A session whose
    read carried metadata alone is not counted: there is nothing new to learn.

    Args:
        sessions: the read's sessions with the message rows it writes for each
            (a reader process sends the rows alone: then no end marker is seen).
        removed: the read's deleted message keys per session (a rewind).
    """
    out: dict[str, bool] = {}
    for session, rows in sessions:
        if not rows and not removed.get(session.id):
            continue
        if session.parent_id:
            out[session.parent_id] = out.get(session.parent_id, False)
        else:
            out[session.id] = ends_session(session)
    for session_id, keys in removed.items():
        if keys and session_id not in out:
            out[session_id] = False
    return out
