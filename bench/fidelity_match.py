"""Who said what: score the messages kenning stored against hand-checked turn labels.

The labels (`bench/fidelity_labels.tsv`) give every candidate user turn of a
real log (see `bench/fidelity_turns.py` for what a turn is and how it is
indexed) its origin: `human`, `tool`, `injected`, `expansion`, `handoff` or
`agent`, with the hash of its text, never the text. A turn that repeats an
earlier one (a resumed session copying its parent's history, Aider's prompt
history repeating its chat history) names it in `copy_of`: the person typed it
once, so it is expected once.

A *scope* is a set of log files that tell one story (a file, plus the files
linked to it by `copy_of`) with the messages kenning stored from them. In a
scope, with texts compared after `normalise`:

* a stored message counts as *the person's* when the store says so: its
  `origin` is `human` when the store has that column, else its role is `user`
  (the stand-in until it does);
* such a message *holds* a human turn when its text equals the turn's, or
  contains it as a whole (bounded by whitespace, a tag or the text's ends)
  at its start or its end, or anywhere when the turn is at least half of
  it (a short reply like "no" inside a long text is not that reply), or is
  the same but for secrets kenning redacted (`[REDACTED:<kind>]`), or is at
  least 90 % alike (difflib).
  A message is credited to one turn: the one it equals, else the longest it
  holds, else the first alike. It is *clean* when that turn (or a piece of
  one) makes up at least 90 % of its text, or it is that turn but for
  redacted secrets; otherwise it is non-human text
  stored as the person's (an IDE block, a tool result, a template around the
  words);
* a human turn is *stored as human* once per message holding it, up to the
  number of times the person typed it; further copies are *duplicates*; a
  turn held by no message at all, of any role, is *lost*;
* a session title is the person's words when, stripped of a trailing
  ellipsis, it lies inside a human turn of the scope (each redaction marker
  in it standing for the secret it replaced).
"""

from __future__ import annotations

import csv
import difflib
import re
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from .fidelity_turns import normalise

__all__ = [
    "ORIGINS",
    "Label",
    "Score",
    "StoredMessage",
    "Turn",
    "holds",
    "read_labels",
    "score_scope",
]

ORIGINS = ("human", "tool", "injected", "expansion", "handoff", "agent")
#: share of a stored message that must be human words for it to be clean
CLEAN_SHARE = 0.9
#: difflib ratio above which two texts are the same turn (redaction, entity decoding)
ALIKE = 0.9
#: texts longer than this are compared only by equality and containment
FUZZY_MAX_CHARS = 20_000
_ELLIPSIS = re.compile(r"(\.\.\.|…)$")
#: what kenning's sanitizer writes in place of a secret value
_REDACTED = re.compile(r"\[REDACTED:[a-z0-9_]+\]")


@dataclass(frozen=True)
class Label:
    """One row of the labels file."""

    file: str
    turn: int
    origin: str
    sha256_16: str
    command: str = ""
    copy_of: str = ""


@dataclass(frozen=True)
class Turn:
    """A labelled turn with its text (read from the log at run time, never stored)."""

    origin: str
    text: str
    copy: bool = False


@dataclass(frozen=True)
class StoredMessage:
    """One message as kenning stored it: is it the person's, and its text."""

    human: bool
    text: str


@dataclass
class Score:
    """What one scope (or the sum of several) came to."""

    human_turns: int = 0
    stored_as_human: int = 0
    human_messages: int = 0
    not_human_words: int = 0
    lost: int = 0
    duplicates: int = 0
    titles: int = 0
    titles_not_human: int = 0
    untitled: int = 0
    examples: list[str] = field(default_factory=list)

    def add(self, other: Score) -> None:
        for name in (
            "human_turns",
            "stored_as_human",
            "human_messages",
            "not_human_words",
            "lost",
            "duplicates",
            "titles",
            "titles_not_human",
            "untitled",
        ):
            setattr(self, name, getattr(self, name) + getattr(other, name))


def read_labels(path: Path) -> list[Label]:
    """The labels file: tab-separated, one header line (see the module docstring)."""
    with path.open(encoding="utf-8", newline="") as fh:
        rows = list(csv.DictReader(fh, delimiter="\t"))
    labels = []
    for row in rows:
        if row["origin"] not in ORIGINS:
            raise ValueError(f"{path}: {row['file']}#{row['turn']}: unknown origin {row['origin']}")
        labels.append(
            Label(
                file=row["file"],
                turn=int(row["turn"]),
                origin=row["origin"],
                sha256_16=row["sha256_16"],
                command=row.get("command") or "",
                copy_of=row.get("copy_of") or "",
            )
        )
    return labels


def _bounded(text: str, start: int, end: int) -> bool:
    before = text[start - 1] if start else " "
    after = text[end] if end < len(text) else " "
    return (before.isspace() or before == ">") and (after.isspace() or after == "<")


def holds(message: str, turn: str) -> bool:
    """Whether normalised `message` holds normalised `turn` whole (see the module docstring)."""
    return (
        _contains(message, turn)
        or _redacted(message).fullmatch(turn) is not None
        or _alike(message, turn)
    )


def _redacted(message: str) -> re.Pattern[str]:
    """`message` as a pattern where each redaction marker stands for the secret it replaced."""
    pieces = _REDACTED.split(message)
    # a redacted token can be long (a signed session ticket pasted in a log: ~700 characters)
    return re.compile(r"\S.{0,5000}?".join(re.escape(p) for p in pieces), re.DOTALL)


def _contains(message: str, turn: str) -> bool:
    if not turn:
        return False
    if message.startswith(turn) and _bounded(message, 0, len(turn)):
        return True
    if message.endswith(turn) and _bounded(message, len(message) - len(turn), len(message)):
        return True
    if 2 * len(turn) < len(message):
        return False
    start = message.find(turn)
    while start >= 0:
        if _bounded(message, start, start + len(turn)):
            return True
        start = message.find(turn, start + 1)
    return False


def _held(text: str, words: set[str]) -> list[str]:
    """The human turns a stored text holds: itself, those inside it, else one alike."""
    if text in words:
        return [text]
    if _REDACTED.search(text):
        pattern = _redacted(text)
        same = [w for w in words if pattern.fullmatch(w)]
        if same:
            return same[:1]
    inside = [w for w in words if _contains(text, w)]
    if inside:
        return [max(inside, key=len)]
    return [w for w in words if _alike(text, w)][:1]


def _alike(a: str, b: str) -> bool:
    if max(len(a), len(b)) > FUZZY_MAX_CHARS or min(len(a), len(b)) < 20:
        return False
    if abs(len(a) - len(b)) > 0.2 * max(len(a), len(b)):
        return False
    matcher = difflib.SequenceMatcher(None, a, b, autojunk=False)
    return (
        matcher.real_quick_ratio() >= ALIKE
        and matcher.quick_ratio() >= ALIKE
        and matcher.ratio() >= ALIKE
    )


def score_scope(
    turns: Sequence[Turn],
    messages: Sequence[StoredMessage],
    titles: Iterable[str | None],
) -> Score:
    """Score the stored `messages` and session `titles` of one scope against its `turns`."""
    score = Score()
    expected = Counter(normalise(t.text) for t in turns if t.origin == "human" and not t.copy)
    expected.pop("", None)
    words = {normalise(t.text) for t in turns if t.origin == "human"} - {""}
    score.human_turns = sum(expected.values())
    stored: Counter[str] = Counter()
    for message in messages:
        if not message.human:
            continue
        score.human_messages += 1
        text = normalise(message.text)
        held = _held(text, words)
        for w in held:
            stored[w] += 1
        inside_one = any(text in w for w in words) if text and not held else False
        # a redaction marker is longer than a short secret: a message that is the
        # turn but for its redacted secrets is all the person's words
        redacted = bool(held) and _REDACTED.search(text) is not None
        if redacted and _redacted(text).fullmatch(held[0]):
            share = 1.0
        else:
            share = min(1.0, sum(min(len(w), len(text)) for w in held) / max(1, len(text)))
        if not (inside_one or share >= CLEAN_SHARE):
            score.not_human_words += 1
            if len(score.examples) < 3:
                score.examples.append(f"{len(text)} chars")
    others = [normalise(m.text) for m in messages if not m.human]
    for w, n in expected.items():
        score.stored_as_human += min(n, stored[w])
        score.duplicates += max(0, stored[w] - n)
        missing = n - min(n, stored[w])
        if missing:
            found = sum(1 for o in others if holds(o, w))
            score.lost += max(0, missing - found)
    for title in titles:
        text = _ELLIPSIS.sub("", normalise(title or "")).strip()
        if not text:
            score.untitled += 1
            continue
        score.titles += 1
        # a title cut from words with a secret in them carries the redaction marker
        inside = _redacted(text).search if _REDACTED.search(text) else None
        if not any(text in w or (inside is not None and inside(w)) for w in words):
            score.titles_not_human += 1
    return score
