"""A fifth held-back bank: other people, lives and registers, more lists and dates.

Written out turn by turn like the fourth bank (bench/retrieval_fresh4.py gives
the format; the text is in bench/retrieval_fresh5_a.py and _b.py), before any
ranking change of its round, and never tuned on. Four conversations of eight
sessions, two to six weeks apart: a group chat of three old housemates (one
writes a learner's English), a friendship kept up between Taipei and
Winnipeg, a mother who came to England from Poland and her grown son, and two
night-shift workmates between shifts. 100 questions, 25 a conversation:

- single-hop (21): a fact asked in other words;
- multi-hop (16): two turns, mostly in two sessions, that answer only
  together ("What breed of dog did Bex tattoo on her own leg?": the portrait
  of Pickle, then Pickle the retired racer from the greyhound rescue);
- temporal (24): "When did ..." of a thing told "on wednesday", "last
  saturday" or "yesterday", or a month said outright; "What did X do the
  week after Y?"; "Which city ... in May?" when other months hold the same
  kind of thing;
- list (19): things of one kind told across one to five sessions;
- inference (8): a question the person's own words answer without its words;
- other (12): what the other person advised or did, the question naming them.

Never tuned on: measured once per change.

    python -m bench.retrieval_fresh5
"""

from __future__ import annotations

from collections.abc import Sequence

from .retrieval_fresh import run_bank
from .retrieval_fresh4 import CATEGORIES, parse_chat
from .retrieval_fresh5_a import (
    BEX_YEMI_SANDER,
    BEX_YEMI_SANDER_QUESTIONS,
    MEILIN_RUTH,
    MEILIN_RUTH_QUESTIONS,
)
from .retrieval_fresh5_b import FEMI_GWEN, FEMI_GWEN_QUESTIONS, HALINA_TOBI, HALINA_TOBI_QUESTIONS
from .retrieval_qa import Conversation

__all__ = ["CATEGORIES", "fresh5_conversations", "main"]

CHATS = (
    (BEX_YEMI_SANDER, BEX_YEMI_SANDER_QUESTIONS),
    (MEILIN_RUTH, MEILIN_RUTH_QUESTIONS),
    (HALINA_TOBI, HALINA_TOBI_QUESTIONS),
    (FEMI_GWEN, FEMI_GWEN_QUESTIONS),
)


def fresh5_conversations(n: int = len(CHATS)) -> list[Conversation]:
    """The fifth held-back bank's first `n` conversations (fixed text, no seed)."""
    return [
        parse_chat(f"fresh5-{i}", text, asks, "fresh5") for i, (text, asks) in enumerate(CHATS[:n])
    ]


def main(argv: Sequence[str] | None = None) -> None:
    run_bank(argv, __doc__, lambda n: fresh5_conversations(n), "fresh5", CATEGORIES, len(CHATS))


if __name__ == "__main__":
    main()
