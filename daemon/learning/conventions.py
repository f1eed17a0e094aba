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
  call sudo.", "for every fixture file, you should keep …"), or the person's own act it is
  tied to ("When I run the release script, tag the commit first"): the form of a rule (when
  X, do Y), not of an order for the task at hand, which opens with its verb.

Each is a mark as `gates.standing` is ("always", "never"): a sentence of this form is
picked in any turn and kept as a lesson, not tentative (`lessons._judged`). Neither is a
feature of the judge, whose weights stay as trained. A question, data or a sentence of
fewer than three words is neither.
"""

from __future__ import annotations

import re

from kenning.daemon.learning.pasted_text import data_like, word_count
from kenning.daemon.learning.statements import reply_language

__all__ = [
    "addresses_person",
    "corrects_choice",
    "excepts",
    "on_my_act",
    "prefers_over",
    "scoped_practice",
    "states_convention",
    "under_rules",
]

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


#: the thing at hand pointed at, not a kind of thing: "place it in …", "let's get this set up"
_AT_HAND = r"(?:it|this|that|these|those|them|everything)\b"
#: the person's own things, or the agent's: "put my notes in …" (these notes, not a kind)
_MINE = r"(?:my|your)\b"
#: a step of this task's order, not of every task's: "… set up first", "… in the folder now"
_ONCE = r"(?![^.!?]*\b(?:first|now|again|today|next|right away)\b)"

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

#: a practice opened by the end it serves: "to read the service's logs, use journalctl", "to
#: find what fills the disk run du on each folder" (not "to fix this, use …", a remedy for
#: the problem at hand, nor a sentence's opener: "to be safe, …", "to start, …", "to do
#: that, …" name no task of their own)
_PURPOSED = re.compile(
    r"^\W*(?:(?:and|also|so|btw|note)\W+)?to (?!(?:fix|solve|resolve|debug|test|check|see|be)\b)"
    rf"[a-z]+\s+(?!{_AT_HAND})[a-z][^,.;:!?()]{{1,60}}?,?\s+"
    r"(?:you (?:should|must|need to|can) )?(?:use|run|call)\s+(?!whatever\b|anything\b)\S",
    re.I,
)

#: a practice tied to what the person will do: "When I run the release script, tag the commit
#: first", "whenever we open a PR, update the changelog":
#: the person's act (I, we), then how the agent is to work each time it comes
_ON_MY_ACT = re.compile(
    r"^\W*(?:(?:and|also|so|btw|note)\W+)?(?:when|whenever|each time|every time|if) (?:i|we) "
    r"[^,.;:!?()]{2,80}?,\s*(?:please\s+|then\s+)?"
    rf"(?:{_HOW}|look|check|read|run|ask|add|update|follow|tag|write|remind)\b",
    re.I,
)


def scoped_practice(sentence: str) -> bool:
    """Whether a sentence opens by naming the situation it is for, then says how to work in
    it ("For database migrations, use alembic", "on the build host, never call sudo", "to
    read the service's logs, use journalctl"): a
    rule's form, not an order for now; not a question, not data."""
    text = sentence.strip()
    if word_count(text) < 3 or text.endswith(("?", "？")) or data_like(text):
        return False
    return _SCOPED.search(text) is not None or _PURPOSED.search(text) is not None or on_my_act(text)


def on_my_act(sentence: str) -> bool:
    """Whether a sentence ties how the agent is to work to the person's own act ("When I run
    the release script, tag the commit first"): a procedure for each time it comes."""
    text = sentence.strip()
    if word_count(text) < 3 or text.endswith(("?", "？")) or data_like(text):
        return False
    return _ON_MY_ACT.search(text) is not None


#: a preference for the least of something: "use as few utilities as possible", "keep it to
#: the minimum", "as little code as possible" (a measure the work keeps, not a step of it)
_LEAST = re.compile(
    r"\bas (?:few|little)\b(?:\s+[\w'-]+){0,4}?\s+as (?:possible|you can|we can)\b|"
    r"\b(?:keep|stick|limit)\b(?:\s+[\w'-]+){0,3}?\s+to (?:the|a) (?:bare )?minimum\b",
    re.I,
)
#: what holds until the person says otherwise: "treat it as the start date until told
#: otherwise", "until I say otherwise", "until further notice" (a default, not a hold)
_UNTIL_TOLD = re.compile(
    r"\buntil (?:told otherwise|further notice|(?:i|we) (?:say|tell you|decide) otherwise)\b",
    re.I,
)
#: the person's wish for every one of a kind of thing: "I want all checklists tailored per
#: use case", "I expect every endpoint to return JSON" (not "I want all of this gone", a task)
_EVERY_ONE = re.compile(
    r"\bI (?:want|need|expect|prefer|like) (?:all|every|each) (?!of\b|the\b|this\b|these\b|"
    r"that\b|those\b|it\b)[a-z][\w-]*s?\b(?:\s+[\w'-]+){1,}",
    re.I,
)
#: where a kind of thing is kept, said of the kind: "Use cases are stored in one
#: use_cases.md", "migrations should be kept under db/migrations" (not "it should be placed
#: in …", the thing at hand, nor "what is kept in styles.css")
_STORED = re.compile(
    r"^\W*(?:(?:all|each|every|the|our|any)\s+)?(?!(?:it|this|that|these|those|they|what|"
    r"which|everything|something)\b)[a-z][\w-]*"
    r"(?:\s+(?!(?:what|which|it|this|that)\b)[a-z][\w-]*){0,3}?\s+"
    r"(?:are|is|should be|must be|shall be) (?:always )?"
    r"(?:stored|kept|saved|placed|located|put|written) (?:in|under|as|at|into|inside)\b",
    re.I,
)

#: a norm for every one of a kind of thing, said of the kind: "all env variables the user
#: provides should be named TEST_VAR_x", "each handler must log its errors", "Storage:
#: every upload requires a checksum" (a brief's label before it; not "all the tests should
#: …", the things at hand, nor "… or should I …", a question however it ends)
_NORM_OF_KIND = re.compile(
    r"^\W*(?:[A-Z][\w /-]{0,30}:\s*)?(?:all|every|each|any)\s+"
    rf"(?!(?:of|the)\b|{_AT_HAND}|{_MINE})[a-z][\w-]*[^.!?]{{0,120}}?"
    r"\b(?:(?:should|must|shall|needs? to|have to|has to)\s+(?:not\s+)?(?:be\s+)?"
    r"(?!(?:i|we|you|they|he|she)\b)\w+|requires?\s+\w+)",
    re.I,
)
#: where a kind of thing goes, said as an order: "Place the worker code inside the jobs
#: folder", "keep all fixtures under the tests/data directory" (a place in the
#: project's tree for the kind; not "put it in …" nor "put my notes in …", the things at
#: hand, nor "… in the scratch folder first", a step of this task)
_PLACED = re.compile(
    r"^\W*(?:please\s+)?(?:put|place|keep|store|save)\s+(?:all\s+)?(?:(?:the|our|any|every|"
    rf"each|new)\s+)?{_ONCE}(?!{_AT_HAND}|{_MINE})[a-z][\w.-]*"
    r"(?:\s+[\w.-]+){0,4}?\s+(?:in|inside|under|into|within)\s+(?:the\s+|a\s+)?"
    r"[`'\"]?[\w./-]+[`'\"]?\s+(?:folder|directory|dir)\b",
    re.I,
)
#: what the task's work is to reach ("all tests should pass", "every page must load"): a
#: check of this task, not a norm
_OUTCOME = re.compile(
    r"\b(?:should|must|shall|needs? to|have to|has to)\s+(?:now\s+|still\s+)?(?:be\s+)?"
    r"(?:pass|passing|work|working|succeed|green|fixed|done|load|loaded|compile|run|running|"
    r"updated|removed|deleted|gone|visible|shown)\b",
    re.I,
)

#: the person settling the project's tooling: "let's get eslint and prettier set up", "let's
#: get CI set up to build the docs" (the tools the work keeps using; not "let's consider
#: getting …", an idea put up, nor "let's get the database set up first", a step of this
#: task)
_SET_UP = re.compile(
    r"^\W*(?:(?:ok(?:ay)?|so|now|and)\W+)?(?:let'?s|let us|please|we (?:should|need to))\s+"
    rf"(?:get|have)\s+{_ONCE}(?!{_AT_HAND})[^.!?]{{1,60}}?\s+set\s?up\b",
    re.I,
)


def states_convention(sentence: str) -> bool:
    """Whether the form of a sentence says it is a convention of the person
    (`addresses_person` or `scoped_practice`), or a measure, a default, a wish or a place
    that holds for the work: "as few X as possible", "until told otherwise", "I want every
    X …", "use cases are stored in …", "put the X inside the Y folder", "let's get X set up"."""
    if addresses_person(sentence) or scoped_practice(sentence):
        return True
    text = sentence.strip()
    if word_count(text) < 3 or text.endswith(("?", "？")) or data_like(text):
        return False
    if _NORM_OF_KIND.search(text) and not _OUTCOME.search(text):
        return True
    return any(
        rx.search(text) for rx in (_LEAST, _UNTIL_TOLD, _EVERY_ONE, _STORED, _PLACED, _SET_UP)
    )


#: the person saying the agent's choice is wrong and what it should be instead: "That is
#: wrong, it should be bind:selected", "this is incorrect; it should use UTC"
_WRONG_SHOULD = re.compile(
    r"\b(?:that|this|it)(?:'s|\s+is|\s+was)\s+(?:wrong|incorrect|not right|not correct)\b"
    r"[^.?!]{0,40}?\b(?:it|that|this|they|you)\s+should\b",
    re.I,
)


def corrects_choice(sentence: str) -> bool:
    """Whether a sentence says what the agent chose is wrong and what it should be instead
    ("That is wrong, it should be bind:selected"): a correction whatever the judge makes of
    its turn (a question beside it, an order for now); not a question, not data."""
    text = sentence.strip()
    if word_count(text) < 4 or text.endswith(("?", "？")) or data_like(text):
        return False
    return _WRONG_SHOULD.search(text) is not None


#: a refusal that names its own exception: "don't use untracked reads unless you must",
#: "never force-push unless I ask", "no new dependencies unless there is no other way"
_EXCEPT = re.compile(
    r"\b(?:no|don'?t|do not|never|must not|should not|shouldn'?t)\b[^.!?\n]{1,60}?\bunless\b",
    re.I,
)


def excepts(sentence: str) -> bool:
    """Whether a sentence refuses a practice and says when the refusal does not hold ("don't
    add a dependency unless there is no other way"): the person weighed when it applies, as
    a rule does; an order for now names no exception. Not a question, not data."""
    text = sentence.strip()
    if word_count(text) < 4 or text.endswith(("?", "？")) or data_like(text):
        return False
    return _EXCEPT.search(text) is not None


#: a choice with the alternative it is made over: "use uv run instead of the bare
#: interpreter", "prefer attrs over dataclasses", "run the linter with uv, not with pip"
_OVER = re.compile(
    r"^\W*(?:(?:please|remember|note that|also|so|and|yes|ok(?:ay)?|always)\W+)*"
    r"(?:(?:we|i|you)\s+(?:(?:should|must|shall|always|only|will)\s+)*)?"
    r"(?:(?:use|using|prefer|run|call|go with|stick (?:to|with)|choose|pick|install)\b"
    r"[^.;!?\n]{1,80}?(?:\b(?:instead of|rather than|in place of)\s+|"
    r"[,;]\s*(?:and\s+)?(?:not|never|do not|don'?t)\s+(?:use\s+|with\s+)?)|"
    r"(?:prefer|choose|pick)\b[^.;!?\n]{1,80}?\bover\s+)\w",
    re.I,
)


def prefers_over(sentence: str) -> bool:
    """Whether a sentence makes a choice and names what it is made over ("use uv run
    instead of the bare interpreter", "prefer attrs over dataclasses"): a preference in a
    rule's form, which the sessions that share its words say nothing against. Not a
    question, not data."""
    text = sentence.strip()
    if word_count(text) < 4 or text.endswith(("?", "？")) or data_like(text):
        return False
    return _OVER.search(text) is not None


#: a heading over the person's rules in a brief: "Guidelines:", "## Constraints", "**Coding
#: rules**" (not "Requirements", which in a brief are the feature's, nor "Notes")
_RULES_HEADING = re.compile(
    r"^\s*(?:#{1,6}\s*)?(?:\*\*|__)?\s*(?:(?:coding|code|general|project|style|hard|"
    r"strict|key|important|working|development)\s+)?(?:guidelines?|rules?|constraints?|"
    r"conventions?|principles?|standards?)\s*(?:\*\*|__)?\s*:?\s*(?:\*\*|__)?\s*$",
    re.I,
)
#: any heading: a markdown one, a bold line, or a short line ending with a colon ("Project:")
_ANY_HEADING = re.compile(
    r"^\s*(?:#{1,6}\s+\S.*|(?:\*\*|__)[^*_\n]{1,60}(?:\*\*|__)\s*:?|[^\n.!?:]{1,40}:)\s*$"
)


def under_rules(parts: list[str]) -> set[int]:
    """The sentences of a turn (cut into `parts`) under a heading that names the person's
    rules ("Guidelines:", "## Constraints", "**Coding rules**"), up to the next heading: in a
    brief that opens a session, the lines the person wrote as how to work, whatever the
    judge makes of the long turn around them (it often reads a brief as pasted material)."""
    out: set[int] = set()
    under = False
    for i, p in enumerate(parts):
        if _ANY_HEADING.match(p):
            under = _RULES_HEADING.match(p) is not None
            continue
        if under:
            out.add(i)
    return out
