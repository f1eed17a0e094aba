"""A seventh held-back bank: a fire brigade, bees, a boat and the polar night.

Written out turn by turn like the fourth to sixth banks (bench/retrieval_fresh4.py
gives the format; the text is in bench/retrieval_fresh7_a.py and _b.py), before
its writer read the search code, and never tuned on. Four conversations of
eight sessions, 86-126 turns, three weeks to three months apart: the group chat of
a village's volunteer fire brigade (a captain who writes in lists, a member
who writes long run-on lines, one who answers in two words with typos, German
words mixed in), a beekeeper and her apprentice (she in long sentences, he in
lower case, his grandmother's Turkish words), two brothers restoring their
father's wooden boat (one writes numbered lists and costs, the other Dutch
words and typos), and a retired tram driver in Lisbon writing to his daughter
on a glacier in Svalbard (Portuguese words, emoji). 100 questions, 25 a
conversation:

- single-hop (17): a fact asked in other words;
- multi-hop (16): two turns, mostly in two sessions, that answer only
  together ("How old was Bogdan's daughter when she won the district knot
  competition?": the knots in August, then "she is eleven now" in March);
- temporal (21): "When did ..." of a thing told "on Tuesday", "yesterday" or
  "last week", and "What did X do in July 2024?";
- list (21): things of one kind told across two to five sessions, some in a
  list inside one turn, some in passing;
- neighbour (16): the question's words sit in the turn before the answer, or
  two turns before ("How bad was the leak after the launch?" / "Normal for a
  wooden boat dry since October");
- inference (9): a question the person's own words answer without its words.

Never tuned on: measured once per change.

    python -m bench.retrieval_fresh7
"""

from __future__ import annotations

from collections.abc import Sequence

from .retrieval_fresh import run_bank
from .retrieval_fresh4 import parse_chat
from .retrieval_fresh7_a import (
    ILSE_BOGDAN_RADEK,
    ILSE_BOGDAN_RADEK_QUESTIONS,
    MARGIT_YUSUF,
    MARGIT_YUSUF_QUESTIONS,
)
from .retrieval_fresh7_b import (
    DUARTE_LEONOR,
    DUARTE_LEONOR_QUESTIONS,
    PIET_JOOST,
    PIET_JOOST_QUESTIONS,
)
from .retrieval_qa import Conversation

__all__ = ["CATEGORIES", "fresh7_conversations", "main"]

CATEGORIES = ("single-hop", "multi-hop", "temporal", "list", "neighbour", "inference")

CHATS = (
    (ILSE_BOGDAN_RADEK, ILSE_BOGDAN_RADEK_QUESTIONS),
    (MARGIT_YUSUF, MARGIT_YUSUF_QUESTIONS),
    (PIET_JOOST, PIET_JOOST_QUESTIONS),
    (DUARTE_LEONOR, DUARTE_LEONOR_QUESTIONS),
)


def fresh7_conversations(n: int = len(CHATS)) -> list[Conversation]:
    """The seventh held-back bank's first `n` conversations (fixed text, no seed)."""
    return [
        parse_chat(f"fresh7-{i}", text, asks, "fresh7") for i, (text, asks) in enumerate(CHATS[:n])
    ]


def main(argv: Sequence[str] | None = None) -> None:
    run_bank(argv, __doc__, lambda n: fresh7_conversations(n), "fresh7", CATEGORIES, len(CHATS))


if __name__ == "__main__":
    main()
