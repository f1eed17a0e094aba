"""A rule's words: the statement that carries the lesson, not the question or order around it.

A person often says a practice inside something else: a question ("maybe we move to the
repository root for good?", "why cd and not just run from the root?"), a hedge ("…, I
guess?"), the order for the task it came with ("Continue, and always …", "Revise
docs/x.md, prefer attrs to dataclasses", "…, revise your plan"), the consequence for
now ("…, so I will just live with the warning"), a label ("Optional but helpful: …") or
a terminal prompt pasted before it. The judge and the gates read the whole sentence
(the frame is evidence of what it is); the rule keeps only its statement.

Each cut is made only when what is left reads as a statement of three words or more and
keeps at least half of what the person said; otherwise the sentence stays whole. Nothing
is reworded: what is left is the person's own words, in their order.
"""

from __future__ import annotations

import re

from kenning.daemon.learning.gates import holds_beyond
from kenning.daemon.learning.statements import Statement, clean_rule, sentences

__all__ = ["RULE_CHARS", "rule_words", "statement_words"]

#: how much of a statement a rule keeps (statements.statement_spans cuts it there)
RULE_CHARS = 400

#: a shell prompt pasted before the words ("me@host:~/code/app$ , within this …")
_PROMPT = re.compile(r"^[\w.-]+@[\w.-]+:[^\s$#]*[$#]\s*[,;:]?\s*")
#: a label that frames the statement and says nothing of it ("Optional but helpful: …")
_LABEL = re.compile(
    r"^(?:optional(?:,? but (?:helpful|nice|useful))?|notes?|tips?|reminder|btw|fyi|注意|提示)"
    r"\s*[:：]\s*",
    re.I,
)
#: a practice put up as a question: "maybe/perhaps we (should) …?"
_MAYBE = re.compile(
    r"^(?:so\s+|then\s+)?(?:maybe|perhaps)\s+(?:we|you)\s+(?:should\s+|could\s+|can\s+)?"
    r"(?P<body>.+?)\s*\?+$",
    re.I,
)
#: a correction asked as a question: "why not (just) Y?"
_WHY_NOT = re.compile(r"^why\s+not\s+(?:just\s+|simply\s+)?(?P<body>.+?)\s*\?+$", re.I)
#: a Chinese opener that says the agent's work is still wrong ("还是有，…", "不对，…")
_OPENER_CJK = re.compile(r"^(?:不对|不是这样|错了|还是有|还是不行|还是不对|不行)[，,。！!\s]+")
#: a rhetorical question after the statement: "…, why would you suggest otherwise?"
_RHETORIC = re.compile(
    r"[\s,;—–-]*\b(?:why|how come)\s+(?:would|did|do|does|are|is|were|should)\s+"
    r"(?:you|u|we|it)\b[^.?!]*\?+$",
    re.I,
)
#: a hedge that closes the words: "…, I guess?", "… or something"
_HEDGE = re.compile(
    r"[\s,;]*\b(?:i guess|i think|i suppose|i believe|maybe|perhaps|or something|"
    r"if possible|right)\s*[?.!]*$",
    re.I,
)
#: the consequence for now after the practice: "…, so I will just live with the warning",
#: "…, so undo all the moves" (not the remedy: "…, so change to the copy")
_SO_NOW = re.compile(
    r"[\s,;]+so\s+(?:(?:i|we)(?:'ll|\s+will|\s+can|\s+just)?\s+(?:just\s+)?\w+|"
    r"(?:please\s+)?(?:undo|revert|redo|roll back|put back|go back)\b)[^.!?]*[.!?]*$",
    re.I,
)
#: a trailing order about the work at hand: "…, revise your plan", "…, and fix it"
_ORDER_AFTER = re.compile(
    r"[\s,;]+(?:and\s+|then\s+)*(?:please\s+)?(?:revise|update|fix|redo|adjust|change|"
    r"rewrite|correct|close and reopen|reopen|restart|rerun|re-run)\s+"
    r"(?:your\s+\w+|the\s+plan|it|this|that|them|accordingly|all (?:the )?relevant \w+"
    r"(?:\s+there)?)\s*[.!?]*$|"
    # a short step then, in the place or time of the task: "…, and reload the tabs there"
    r",\s*and\s+(?:then\s+)?\w+(?:\s+[\w'-]+){0,6}?\s+(?:there|again|afterwards)\s*[.!?]*$",
    re.I,
)
#: an order for the task that opens the sentence before the practice: "Continue, and …",
#: "Go ahead and implement everything above, …", "Now test it, …", "Revise docs/x.md, …"
_ORDER_BEFORE = re.compile(
    r"^(?:(?:ok(?:ay)?|so|great|good|thanks|fine)[,\s]+)?"
    r"(?:continue|proceed|go ahead(?:\s+and\s+[^,;:]+)?|now\s+[^,;:]+|"
    r"(?:revise|implement|update|edit|rewrite|refactor|open|read)\s+[^,;:\s]*[/\\][^,;:]*)"
    r"\s*[,;:]\s*(?:and\s+)?",
    re.I,
)
#: what carries a practice in the rest of the sentence
_BINDS = re.compile(
    r"\b(?:always|never|must|should|shall|prefer|ensure|make sure|don'?t|do not|avoid|"
    r"instead|rather than|only|note that|every|all)\b|必须|不要|总是|永远|一律",
    re.I,
)
#: a sentence after the statement that is this task's next step: "… Now go test your api."
_NEXT = re.compile(r"^\W*(?:now|then|next|finally|and then)\b", re.I)
_WORD = re.compile(r"[^\W_]+", re.UNICODE)


def _enough(text: str, whole: str) -> bool:
    """Still a statement: three words or more (or eight characters in a script without
    spaces), and at least half of what the person said: a frame longer than its statement
    is more likely part of the lesson than around it."""
    words = _WORD.findall(text)
    if 2 * len(text.strip()) < len(whole.strip()):
        return False
    return len(words) >= 3 or (len(words) >= 1 and len(text.strip()) >= 8 and " " not in text)


def _cap(text: str) -> str:
    text = text.strip(" ,;:—–-")
    return text[:1].upper() + text[1:] if text[:1].islower() and " " in text else text


def _trimmed(sentence: str) -> str:
    whole = out = sentence.strip()
    for lead in (_PROMPT, _LABEL, _OPENER_CJK):
        cut = lead.sub("", out, count=1)
        if cut != out and _enough(cut, whole):
            out = cut
    m = _ORDER_BEFORE.match(out)
    if m and _BINDS.search(out[m.end() :]) and _enough(out[m.end() :], whole):
        out = out[m.end() :]
    if (m := _WHY_NOT.match(out) or _MAYBE.match(out)) and _enough(m["body"], whole):
        out = f"{_cap(m['body'])}."
    for tail in (_RHETORIC, _HEDGE, _SO_NOW, _ORDER_AFTER):
        cut = tail.sub("", out, count=1)
        if cut != out and _enough(cut, whole):
            out = cut.rstrip(" ,;:—–-")
    if out.endswith("?") and out != whole:
        out = out.rstrip("?") + "."
    return out


def rule_words(text: str) -> str:
    """The statement of `text` as a rule's words: question frames, hedges, labels and the
    order for the task around it dropped (the text unchanged when nothing is)."""
    parts = sentences(text)
    if not parts:
        return text
    kept = [
        "" if i and _NEXT.match(p) and not holds_beyond(p) and len(p.split()) <= 10 else _trimmed(p)
        for i, p in enumerate(parts)
    ]
    if kept == parts:
        return text
    out = " ".join(clean_rule(k) for k in kept if k)
    return out if _enough(out, text) else text


def statement_words(st: Statement) -> str:
    """A statement's words as a rule: `rule_words` of its text; of its whole words when the
    text was cut at `RULE_CHARS` (so a frame dropped from the start gives the rule more of
    the statement, not less)."""
    if len(st.text) < RULE_CHARS:
        return rule_words(st.text)
    whole = " ".join(clean_rule(p) for p in sentences(st.evidence))
    out = rule_words(whole)
    return out[:RULE_CHARS] if out != whole else st.text
