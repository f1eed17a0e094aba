"""A fourth held-back bank: conversations written out turn by turn, not drawn from templates.

The first three banks draw their turns from short lists, so whole turns repeat
verbatim and every fact sits in one sentence made for its question. Here four
conversations between two people (bench/retrieval_fresh4_a.py and _b.py) are
written as free prose, in the manner of the public chat-memory sets: eight
sessions six days to seven weeks apart, typos, "haha", emoji, replies that
answer "yeah it did" while the question's words sit in the turn before,
pronouns pointing back, plans that change later ("Glasgow fell through ... so
it's Edinburgh"). Only replies of three words or fewer ("haha", "guess what")
are said twice. 100 questions, 25 a conversation:

- single-hop (28): a fact asked in other words, or the later of two facts;
- multi-hop (12): two turns in two sessions that answer only together ("What
  is the name of Maren's niece?": a sister's baby girl, then her name);
- temporal (16): "When did ..." of a thing told "yesterday", "on thursday" or
  "last night", and of a date said outright;
- list (12): things of one kind told across sessions, some without the kind's
  word;
- inference (16): a question the person's own words answer without its words
  ("Is Kofi a morning person?" of mixing until 4am);
- other (16): what the other person advised or did, the question naming them.

Never tuned on: measured once per change.

A conversation is a text: its first line the two names, then `== YYYY-MM-DD`
for each session and a turn per line, `A:` or `B:` for the first or second
name (a third name on the first line speaks as `C:`, stored as a user's turn,
as `A:`'s are); an indented line goes on the turn before. `[[key]]` at a turn's end marks
it for the questions, each `(category, text, "key key")`.

    python -m bench.retrieval_fresh4
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from datetime import date

from .retrieval_fresh import run_bank
from .retrieval_fresh4_a import (
    MAREN_KOFI,
    MAREN_KOFI_QUESTIONS,
    PRIYA_JOAQUIN,
    PRIYA_JOAQUIN_QUESTIONS,
)
from .retrieval_fresh4_b import (
    DAGNY_TOMASZ,
    DAGNY_TOMASZ_QUESTIONS,
    HOLLIS_WREN,
    HOLLIS_WREN_QUESTIONS,
)
from .retrieval_qa import Conversation, Question, Session

__all__ = ["CATEGORIES", "fresh4_conversations", "main", "parse_chat"]

CATEGORIES = ("single-hop", "multi-hop", "temporal", "list", "inference", "other")

CHATS = (
    (MAREN_KOFI, MAREN_KOFI_QUESTIONS),
    (PRIYA_JOAQUIN, PRIYA_JOAQUIN_QUESTIONS),
    (HOLLIS_WREN, HOLLIS_WREN_QUESTIONS),
    (DAGNY_TOMASZ, DAGNY_TOMASZ_QUESTIONS),
)

_KEY = re.compile(r"\s*\[\[(\w+)\]\]$")


def parse_chat(
    conv: str, text: str, questions: Sequence[tuple[str, str, str]], bank: str = "fresh4"
) -> Conversation:
    """One written conversation (the format is in the module's docstring) and its questions."""
    lines = text.strip("\n").splitlines()
    names = dict(zip("ABC", lines[0].split(), strict=False))
    roles = {"A": "user", "B": "assistant", "C": "user"}
    days: list[date] = []
    turns: list[list[tuple[str, str]]] = []
    keys: dict[str, tuple[int, int]] = {}
    for line in lines[1:]:
        if line.startswith("== "):
            days.append(date.fromisoformat(line[3:]))
            turns.append([])
            continue
        if line.startswith(" "):
            role, said = turns[-1].pop()
            line_text = f"{said} {line.strip()}"
            turns[-1].append((role, line_text))
        else:
            who, _, said = line.partition(": ")
            turns[-1].append((roles[who], f"{names[who]}: {said}"))
        role, said = turns[-1][-1]
        key = _KEY.search(said)
        if key:
            if key.group(1) in keys:
                raise ValueError(f"{conv}: key {key.group(1)} marks two turns")
            keys[key.group(1)] = (len(turns) - 1, len(turns[-1]) - 1)
            turns[-1][-1] = (role, said[: key.start()])
    sessions = [
        Session(f"{conv}-s{n + 1}", day, said)
        for n, (day, said) in enumerate(zip(days, turns, strict=True))
    ]
    asked = [
        Question(q, category, conv, tuple(keys[k] for k in marks.split()))
        for category, q, marks in questions
    ]
    return Conversation(conv, sessions, asked, bank)


def fresh4_conversations(n: int = len(CHATS)) -> list[Conversation]:
    """The fourth held-back bank's first `n` conversations (fixed text, no seed)."""
    return [parse_chat(f"fresh4-{i}", text, asks) for i, (text, asks) in enumerate(CHATS[:n])]


def main(argv: Sequence[str] | None = None) -> None:
    run_bank(argv, __doc__, lambda n: fresh4_conversations(n), "fresh4", CATEGORIES, len(CHATS))


if __name__ == "__main__":
    main()
