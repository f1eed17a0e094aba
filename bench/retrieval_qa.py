"""The retrieval question set: conversations, sessions, questions with labelled evidence.

`build_set` makes the whole set from one seed: chats between two people
(retrieval_people.py), coding-agent sessions and chats in Japanese, Chinese
and Thai (retrieval_code.py). Each question searches its own conversation
(one workspace) and names its evidence as turns; recall@10 is the share of
its evidence turns in the first ten hits, hit@10 whether any is.

The set is split by conversation: even conversations are the development
half (weights and thresholds are tuned on them), odd ones the test half
(reported). No sentence of a test conversation is seen while tuning. The
neighbour, list and date questions (retrieval_links.py) are split by bank:
the development conversations come from one bank of templates, the test
ones from another, written apart with other topics and other wording.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from datetime import date

__all__ = ["CATEGORIES", "Conversation", "Question", "Session", "build_set"]

CATEGORIES = (
    "single-hop",
    "multi-hop",
    "temporal",
    "paraphrase",
    "spelling",
    "code",
    "non-english",
    "neighbour",
    "list",
    "date",
)


@dataclass(frozen=True)
class Session:
    """One dated session: (role, text) turns."""

    sid: str
    day: date
    turns: list[tuple[str, str]]


@dataclass(frozen=True)
class Question:
    """A question, its category, its conversation, and its evidence as (session, turn) indexes."""

    text: str
    category: str
    conv: str
    evidence: tuple[tuple[int, int], ...]


@dataclass(frozen=True)
class Conversation:
    """A conversation (one workspace) of several sessions, and the questions about it."""

    conv: str
    sessions: list[Session]
    questions: list[Question]
    split: str = "dev"


def build_set(seed: int = 15) -> list[Conversation]:
    """Every conversation of the set, each marked `dev` or `test`."""
    from .retrieval_code import code_projects, foreign_chats
    from .retrieval_links import DEV, HELDOUT, link_conversations
    from .retrieval_people import people_conversations

    rng = random.Random(seed)
    groups = [
        people_conversations(rng, 12, date(2023, 1, 9)),
        code_projects(rng, 6, date(2024, 3, 4)),
        foreign_chats(rng, date(2023, 5, 1)),
    ]
    out: list[Conversation] = []
    for group in groups:
        for n, conv in enumerate(group):
            split = "dev" if n % 2 == 0 else "test"
            out.append(Conversation(conv.conv, conv.sessions, conv.questions, split))
    # neighbour, list and date questions: the test half is its own bank of
    # templates, written apart and never tuned on (retrieval_links.py)
    links = random.Random(seed + 1)
    for bank, split in ((DEV, "dev"), (HELDOUT, "test")):
        for conv in link_conversations(links, bank, 8, date(2023, 2, 6), f"links-{bank.name}"):
            out.append(Conversation(conv.conv, conv.sessions, conv.questions, split))
    return out
