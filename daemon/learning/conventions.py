"""Sentences whose form says they are a convention of the person, whatever the judge makes
of their turn: how the agent is to talk to them, and a practice opened by its situation.

The judge (daemon/learning/judge.py) reads a turn as a whole, and a convention said in a
prompt log full of pasted output, or inside an order for the task at hand, is read as the
turn around it (pasted material, a problem report, an order for now). Two forms state how
to work in general whatever the turn is:

* `addresses_person`: how the agent is to talk to the person: the language of its replies
  ("reply in German", "always answer in Chinese", 用中文回答, отвечай по-русски) or how it
  explains its work ("explain every change simply", "narrate each step"). It is about the
  agent's manner with this person, so it holds in every task, not only this one;
* `scoped_practice`: a practice that opens by naming the situation it is for and then says
  how to work in it ("For database migrations, use alembic.", "On the build server, never
  call sudo.", "for every fixture file, you should keep …"): the form of a rule (when X, do
  Y), not of an order for the task at hand, which opens with its verb.

Each is a mark as `gates.standing` is ("always", "never"): a sentence of this form is
picked in any turn and kept as a lesson, not tentative (`lessons._judged`). Neither is a
feature of the judge, whose weights stay as trained. A question, data or a sentence of
fewer than three words is neither.
"""

from __future__ import annotations

import re

from kenning.daemon.learning.gates import word_count
from kenning.daemon.learning.pasted_text import data_like
from kenning.daemon.learning.statements import reply_language

__all__ = ["addresses_person", "scoped_practice", "states_convention"]

#: how the agent explains its work to the person: "explain every change simply", "narrate each
#: step", "describe each step clearly" (the language of its replies is
#: `statements.reply_language`)
_EXPLAINS = re.compile(
    r"\b(?:explain|narrate|describe|comment on)\w*\b(?:\s+[\w'-]+){0,4}?\s+"
    r"(?:clearly|simply|in simple (?:terms|words)|step by step|(?:each|every) (?:\w+ )?step)\b",
    re.I,
)


def addresses_person(sentence: str) -> bool:
    """Whether a sentence tells how the agent is to talk to the person: the language of its
    replies or how it explains its work ("reply in German", 用中文回答, "explain each step
    simply"); not a question, not data."""
    text = sentence.strip()
    if word_count(text) < 2 or text.endswith(("?", "？")) or data_like(text):
        return False
    return reply_language(text) or _EXPLAINS.search(text) is not None


#: what a practice orders once its situation is named: use, never, prefer, you should …
_HOW = (
    r"(?:use|do not|don'?t|never|always|prefer|avoid|keep|put|stick to|"
    r"you (?:should|must|need to|will need to|have to|can use)|we (?:use|should|must)|"
    r"should|must|make sure|ensure)"
)
#: a sentence that opens with its situation and then says how to work in it: "For database
#: migrations, use alembic", "on the build host, never call sudo", "in tests, don't mock
#: the clock"; the situation is a phrase of a few words before the first comma
_SCOPED = re.compile(
    r"^\W*(?:(?:and|also|so|btw|note)\W+)?(?:for|in|on|inside|within) "
    r"(?:all |any |every |each )?(?:your |the |our |a |an )?[^,.;:!?()]{2,60}?,\s*"
    rf"{_HOW}\b",
    re.I,
)


def scoped_practice(sentence: str) -> bool:
    """Whether a sentence opens by naming the situation it is for, then says how to work in
    it ("For database migrations, use alembic", "on the build host, never call sudo"): a
    rule's form, not an order for now; not a question, not data."""
    text = sentence.strip()
    if word_count(text) < 3 or text.endswith(("?", "？")) or data_like(text):
        return False
    return _SCOPED.search(text) is not None


def states_convention(sentence: str) -> bool:
    """Whether the form of a sentence says it is a convention of the person
    (`addresses_person` or `scoped_practice`)."""
    return addresses_person(sentence) or scoped_practice(sentence)
