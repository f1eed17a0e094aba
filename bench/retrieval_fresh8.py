"""An eighth held-back bank: runners, a game studio, a truck cab and a theatre.

Written out turn by turn like the fourth to seventh banks (bench/retrieval_fresh4.py
gives the format; the text is in bench/retrieval_fresh8_a.py and _b.py), before
its writer read the search code, and never tuned on. Four conversations of
eight sessions, two weeks to three months apart: three friends training for
an ultramarathon in South Africa (one writes French words, one long run-on
lines with emoji, one a few words with typos), the two founders of a
two-person game studio (she writes in lists, he rambles with Swedish words), a
long-haul trucker who dictates by voice without stops and his wife in nursing
school (Spanish words), and a theatre group's director (full sentences,
Norwegian words) and her stage manager (lower case, numbered lists). 100
questions, 25 a conversation:

- single-hop (17): a fact asked in other words;
- multi-hop (16): two turns, mostly in two sessions, that answer only
  together ("What did the dog from the shelter on Elm chew up?": the dog
  named in March, then "your dog ate your good boots" in May);
- temporal (20): "When did ..." of a thing told "on Thursday", "last
  Saturday" or "yesterday", and "What did X do in July 2025?";
- list (20): things of one kind told across two to four sessions;
- neighbour (16): the question's words sit in the turn before the answer
  ("How did opening night go?" / "Full house and they stood at the end");
- inference (11): a question the person's own words answer without its words.

Never tuned on: measured once per change.

    python -m bench.retrieval_fresh8
"""

from __future__ import annotations

from collections.abc import Sequence

from .retrieval_fresh import run_bank
from .retrieval_fresh4 import parse_chat
from .retrieval_fresh8_a import (
    AURELIE_SIPHO_KENJI,
    AURELIE_SIPHO_KENJI_QUESTIONS,
    FARIDA_OSKAR,
    FARIDA_OSKAR_QUESTIONS,
)
from .retrieval_fresh8_b import (
    DALE_MARISOL,
    DALE_MARISOL_QUESTIONS,
    HANNE_OBI,
    HANNE_OBI_QUESTIONS,
)
from .retrieval_qa import Conversation

__all__ = ["CATEGORIES", "fresh8_conversations", "main"]

CATEGORIES = ("single-hop", "multi-hop", "temporal", "list", "neighbour", "inference")

CHATS = (
    (AURELIE_SIPHO_KENJI, AURELIE_SIPHO_KENJI_QUESTIONS),
    (FARIDA_OSKAR, FARIDA_OSKAR_QUESTIONS),
    (DALE_MARISOL, DALE_MARISOL_QUESTIONS),
    (HANNE_OBI, HANNE_OBI_QUESTIONS),
)


def fresh8_conversations(n: int = len(CHATS)) -> list[Conversation]:
    """The eighth held-back bank's first `n` conversations (fixed text, no seed)."""
    return [
        parse_chat(f"fresh8-{i}", text, asks, "fresh8") for i, (text, asks) in enumerate(CHATS[:n])
    ]


def main(argv: Sequence[str] | None = None) -> None:
    run_bank(argv, __doc__, lambda n: fresh8_conversations(n), "fresh8", CATEGORIES, len(CHATS))


if __name__ == "__main__":
    main()
