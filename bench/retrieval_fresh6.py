"""A sixth held-back bank: lists over sessions, second hops, answers after the question's words.

Written out turn by turn like the fourth and fifth banks (bench/retrieval_fresh4.py
gives the format; the text is in bench/retrieval_fresh6_a.py and _b.py), before
any ranking change of its round, and never tuned on. Four conversations of
eight sessions, 97-147 turns, three weeks to four months apart: a couple moving from
Dublin to Montreal, a three-piece band (the drummer writes in a few words, with
typos), a school student and her retired chemistry tutor (she writes in lower
case, he in full sentences), and an old woman and her home carer. 100
questions, 25 a conversation:

- single-hop (12): a fact asked in other words;
- multi-hop (16): two turns, mostly in two sessions and sharing no word, that
  answer only together ("How old was Eileen when she fell reaching for the
  bird seed?": the fall in June, then "Eighty-six in March" months before);
- temporal (19): "When did ..." of a thing told "on wednesday" or "in May",
  and "What did X do in April 2025?";
- list (28): things of one kind told across two to five sessions, some in
  passing;
- neighbour (17): the question's words sit in the turn before the answer, or
  two turns before ("How did Amara do in the first mock?" / "44%. the organic
  section killed me");
- inference (8): a question the person's own words answer without its words.

Never tuned on: measured once per change.

    python -m bench.retrieval_fresh6
"""

from __future__ import annotations

from collections.abc import Sequence

from .retrieval_fresh import run_bank
from .retrieval_fresh4 import parse_chat
from .retrieval_fresh6_a import (
    DEV_KASIA_OTTO,
    DEV_KASIA_OTTO_QUESTIONS,
    NOOR_CALLUM,
    NOOR_CALLUM_QUESTIONS,
)
from .retrieval_fresh6_b import (
    AMARA_GRAHAM,
    AMARA_GRAHAM_QUESTIONS,
    EILEEN_JOMO,
    EILEEN_JOMO_QUESTIONS,
)
from .retrieval_qa import Conversation

__all__ = ["CATEGORIES", "fresh6_conversations", "main"]

CATEGORIES = ("single-hop", "multi-hop", "temporal", "list", "neighbour", "inference")

CHATS = (
    (NOOR_CALLUM, NOOR_CALLUM_QUESTIONS),
    (DEV_KASIA_OTTO, DEV_KASIA_OTTO_QUESTIONS),
    (AMARA_GRAHAM, AMARA_GRAHAM_QUESTIONS),
    (EILEEN_JOMO, EILEEN_JOMO_QUESTIONS),
)


def fresh6_conversations(n: int = len(CHATS)) -> list[Conversation]:
    """The sixth held-back bank's first `n` conversations (fixed text, no seed)."""
    return [
        parse_chat(f"fresh6-{i}", text, asks, "fresh6") for i, (text, asks) in enumerate(CHATS[:n])
    ]


def main(argv: Sequence[str] | None = None) -> None:
    run_bank(argv, __doc__, lambda n: fresh6_conversations(n), "fresh6", CATEGORIES, len(CHATS))


if __name__ == "__main__":
    main()
