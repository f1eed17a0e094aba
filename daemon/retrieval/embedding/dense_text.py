"""The text a message is embedded as: a short turn with the turn before it, names once.

Two failures of embedding a turn as it was written:

- a short turn ("Yes! Every Saturday.") means nothing alone, and its
  speaker label ("Joanna: See ya Nate!") is most of its tokens, so every
  short turn of a person lands near any question that names them. A turn
  of fewer than `SHORT_WORDS` words is embedded after the end of the turn
  before it, so it carries what it answers and the names weigh less;
- that context must not add names: the previous turn's speaker label is
  dropped from it. The turn's own label stays: dropping it too was
  measured to cost recall (bench/retrieval_eval.py, development half:
  semantic R@10 0.60 with it, 0.42 without), since the label is what tells
  apart two people who said the same kind of thing.

Only the previous turn is used: it never changes once written, so a vector
does not go stale as a session grows. `DENSE_SCHEME` tags the stored
vectors' content hash (vectors.py), so vectors made from raw text are made
again.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from kenning.daemon.store.db import Store
from kenning.daemon.store.search import previous_turns

__all__ = [
    "DENSE_SCHEME",
    "SHORT_WORDS",
    "dense_text",
    "message_dense_texts",
    "speaker_label",
    "strip_speaker",
]

#: tags the content hash of message vectors made by `dense_text`
DENSE_SCHEME = "dense-v1"
#: a turn with fewer words is embedded with the end of the turn before it
SHORT_WORDS = 16
#: how much of the previous turn is kept (characters, from its end)
CONTEXT_CHARS = 240
_LABEL = re.compile(
    r"^\s*(?:\*\*|\[)?([A-Z][\w'.-]{0,30}(?: [A-Z][\w'.-]{0,30}){0,2})(?:\*\*|\])?\s*:\s+(?=\S)"
)
#: labels that are part of what was said, not who said it
_NOT_SPEAKERS = frozenset(
    str.split(
        """Error Warning Note Notes Update Fixed Done Summary Answer Question Result Output
    Example Step Status Traceback Caused Hint Tip Fix Cause Reason Todo TODO Edit
    Exception Info Debug Usage Expected Actual Input Q A"""
    )
)


def _speaker(text: str) -> re.Match[str] | None:
    found = _LABEL.match(text)
    if found is None:
        return None
    label = found.group(1)
    first = label.split()[0]
    if first in _NOT_SPEAKERS or label.endswith(("Error", "Exception", "Warning")):
        return None
    return found


def speaker_label(text: str) -> str | None:
    """The speaker label `text` opens with (`Name:`, `**Name**:`, `[Name]:`), or `None`.

    Labels that are part of what was said (`Error:`, `Note:`, `TypeError:`)
    are not speakers.
    """
    found = _speaker(text)
    return None if found is None else found.group(1)


def strip_speaker(text: str) -> str:
    """`text` without a leading speaker label (see `speaker_label`)."""
    found = _speaker(text)
    return text if found is None else text[found.end() :]


def dense_text(text: str, previous: str | None = None) -> str:
    """What one message is embedded as.

    Args:
        text: the message's text.
        previous: the text of the message before it in its session, if any.
    """
    body = text.strip()
    if previous and len(strip_speaker(body).split()) < SHORT_WORDS:
        context = strip_speaker(previous).strip()
        if len(context) > CONTEXT_CHARS:
            cut = context[-CONTEXT_CHARS:]
            context = cut.split(" ", 1)[-1] if " " in cut else cut
        if context:
            return f"{context}\n{body}"
    return body or text


#: the roles whose short turns take the turn before them as context: what
#: people and agents say. A tool's output is embedded as it is, and is never
#: the context of a turn (identical outputs stay identical, so they are
#: embedded once)
TURN_ROLES = ("user", "assistant")


def message_dense_texts(store: Store, rows: Sequence[Sequence[Any]]) -> list[str]:
    """`dense_text` of each message row (`rows[i][0]` is its id, `rows[i][1]` its text).

    The previous turns are read in one query per call; only a user or
    assistant turn takes the user or assistant turn just before it.
    """
    ids = [int(row[0]) for row in rows]
    previous: dict[int, str] = {}
    if ids:
        previous = {int(r[0]): r[1] for r in previous_turns(store, ids, TURN_ROLES)}
    return [dense_text(row[1] or "", previous.get(int(row[0]))) for row in rows]
