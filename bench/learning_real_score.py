"""Score the rules learned from real logs against hand-written labels (the `learning-real` bench).

The inputs, all read at run time (the log text is never stored):

* **turn labels** (`bench/learning_real_turns.tsv`): every human turn of a
  labelled file (`file`, `turn` as `bench/fidelity_turns.py` numbers it, the
  hash of its text) with its `kind`: one of the durable kinds `convention`,
  `correction`, `guardrail`, `workflow`, or `one-off`, `problem`,
  `question`, `chit-chat`, `pasted`, `command`; `scope` for the durable
  kinds (`everywhere`, `repo`, `filetype`);
* **lessons** (`bench/learning_real_lessons.tsv`): what a careful reader of
  the whole file would want an agent to remember (`file`, `turn`, the hash of
  the sentence that states it, `kind` — the four durable kinds or
  `error_fix` —, `scope`, and the lesson in the labeller's own words);
* **rules**: every rule in the store after `kenning reflect --no-llm`, with
  its state, text, evidence and the log files of the sessions its provenance
  cites.

Definitions (texts compared after `fold`: a list item's marker at the start of
a line dropped, whitespace runs made one space, case folded, trailing
punctuation dropped):

* a rule **matches** a lesson when one of the rule's files is the lesson's
  file and either the rule's text *holds the lesson's source sentence*
  (contains it, or is contained in it while being at least half of it: the
  sentence's core clause) or the cosine of the rule's text and the lesson's
  statement under kenning's embedder is at least `COSINE` (see bench/README.md
  for how the threshold was chosen). An `error_fix` lesson has no source
  sentence: only the cosine counts;
* an active rule (or a proposal) is **useful** when it matches a lesson; a
  lesson is **learned** when a live rule (active or proposal) matches it;
* a rule's **source turn** is the first turn of its files whose folded text
  holds one of the rule's evidence strings or its text (a copied turn stands
  for the turn it copies); its **source kind** is that turn's label, or
  `not human` when no human turn holds it (the text came from the agent, a
  tool, an injected block, or nowhere);
* a rule that is not useful is **junk** when its source kind is one of
  `JUNK_SOURCES` (one-off, problem, question, chit-chat, pasted, command,
  not human) and **trivial** otherwise (a durable statement that no careful
  reader listed: too specific, trivial, or already obvious).
"""

from __future__ import annotations

import re
from collections import Counter, defaultdict
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import numpy as np

__all__ = [
    "COSINE",
    "DURABLE",
    "JUNK_SOURCES",
    "LESSON_KINDS",
    "TURN_KINDS",
    "Group",
    "HumanTurn",
    "LearnedRule",
    "Lesson",
    "LessonLabel",
    "TurnLabel",
    "fold",
    "holds_sentence",
    "read_lessons",
    "read_turn_labels",
    "score",
    "source_kind",
]

#: MiniLM cosine (rule text, lesson statement) from which a rule states a lesson
COSINE = 0.75
DURABLE = ("convention", "correction", "guardrail", "workflow")
TURN_KINDS = (*DURABLE, "one-off", "problem", "question", "chit-chat", "pasted", "command")
LESSON_KINDS = (*DURABLE, "error_fix")
NOT_HUMAN = "not human"
UNLABELLED = "unlabelled"
JUNK_SOURCES = ("one-off", "problem", "question", "chit-chat", "pasted", "command", NOT_HUMAN)
LIVE = ("active", "proposal")
#: the rule scopes that carry each labelled scope
SCOPES = {
    "everywhere": ("global",),
    "repo": ("workspace",),
    "filetype": ("language", "framework"),
}
#: an evidence string shorter than this (folded) is too short to place a rule
MIN_SOURCE_CHARS = 12

_SPACE = re.compile(r"\s+")
#: a list item's marker at the start of a line ("- ", "* ", "2. "): formatting, not words
_BULLET = re.compile(r"(?m)^[ \t]*(?:[-*•+]|\d{1,3}[.)])[ \t]+")
_TRAILING = re.compile(r"[\s.,;:!?…]+$")
_REDACTED = re.compile(r"\[redacted:[a-z0-9_]+\]")


@dataclass(frozen=True)
class TurnLabel:
    """One row of the turn labels."""

    file: str
    turn: int
    sha256_16: str
    kind: str
    scope: str = ""


@dataclass(frozen=True)
class LessonLabel:
    """One row of the lesson labels."""

    file: str
    turn: int
    sentence_sha16: str
    kind: str
    scope: str
    lesson: str


@dataclass(frozen=True)
class Lesson:
    """A labelled lesson with its source sentence (read from the log at run time)."""

    label: LessonLabel
    sentence: str | None

    @property
    def file(self) -> str:
        return self.label.file

    @property
    def kind(self) -> str:
        return self.label.kind


@dataclass(frozen=True)
class HumanTurn:
    """A candidate source of a rule: a turn's text and its label kind (or `not human`)."""

    file: str
    turn: int
    text: str
    kind: str


@dataclass(frozen=True)
class LearnedRule:
    """The parts of a learned rule the scoring reads; `files` from its provenance."""

    id: str
    content: str
    state: str
    scope: str
    evidence: tuple[str, ...]
    files: tuple[str, ...]

    @property
    def agent(self) -> str:
        """The corpus folder of its first file (`claude-code`, `aider`, …)."""
        return min(self.files).split("/", 1)[0] if self.files else "unknown"


def _read_tsv(path: Path, head: Sequence[str]) -> list[list[str]]:
    """Tab-separated rows (no quoting: the lessons are plain words), the header checked."""
    lines = path.read_text(encoding="utf-8").split("\n")
    got = lines[0].split("\t") if lines else []
    if got != list(head):
        raise ValueError(f"{path}: the header must be {'<TAB>'.join(head)}, not {lines[0]!r}")
    rows = []
    for n, line in enumerate(lines[1:], start=2):
        if not line.strip():
            continue
        cells = line.split("\t")
        if len(cells) != len(head):
            raise ValueError(f"{path}:{n}: {len(cells)} fields, expected {len(head)}")
        rows.append(cells)
    return rows


def read_turn_labels(path: Path) -> list[TurnLabel]:
    """The turn labels file; an unknown kind is an error."""
    out = []
    for file, turn, sha, kind, scope in _read_tsv(
        path, ("file", "turn", "sha256_16", "kind", "scope")
    ):
        if kind not in TURN_KINDS:
            raise ValueError(f"{path}: {file}#{turn}: unknown kind {kind!r}")
        out.append(TurnLabel(file, int(turn), sha, kind, scope))
    return out


def read_lessons(path: Path) -> list[LessonLabel]:
    """The lessons file; an unknown kind is an error."""
    out = []
    head = ("file", "turn", "sentence_sha16", "kind", "scope", "lesson")
    for file, turn, sha, kind, scope, lesson in _read_tsv(path, head):
        if kind not in LESSON_KINDS:
            raise ValueError(f"{path}: {file}#{turn}: unknown lesson kind {kind!r}")
        out.append(LessonLabel(file, int(turn), sha, kind, scope, lesson))
    return out


#: the frame of a terminal UI a message was pasted from (│ ╭ ─ …): no part of what was said
_FRAME = re.compile(r"[\u2500-\u257f]")


def fold(text: str) -> str:
    """The text as compared: list markers at line starts off ("- ", "2. "), a terminal UI's
    frame off (learning takes it off the person's words), one space per whitespace run, case
    folded, end punctuation off."""
    text = _BULLET.sub("", _FRAME.sub(" ", text))
    return _TRAILING.sub("", _SPACE.sub(" ", text).strip().casefold())


def holds_sentence(rule_text: str, sentence: str) -> bool:
    """Whether the rule's text holds the sentence, or is at least half of it and inside it."""
    rule, said = fold(rule_text), fold(sentence)
    if not rule or not said:
        return False
    return said in rule or (rule in said and 2 * len(rule) >= len(said))


def _inside(piece: str, text: str) -> bool:
    """`piece` (folded) in `text` (folded), each redaction marker standing for what it hid."""
    if piece in text:
        return True
    parts = [p for p in _REDACTED.split(piece) if p.strip()]
    return len(parts) > 1 and all(p in text for p in parts)


def source_kind(rule: LearnedRule, turns: Mapping[str, Sequence[HumanTurn]]) -> str:
    """The label kind of the turn the rule was drawn from, `not human` when no human turn.

    Tries each evidence string, then the rule's text, against the folded
    turns of the rule's files in file order; the first turn that holds one
    is the source (a non-human turn holding it means `not human`).
    """
    return _source(rule, _folded(turns))


def _folded(turns: Mapping[str, Sequence[HumanTurn]]) -> dict[str, list[tuple[str, str]]]:
    return {f: [(fold(t.text), t.kind) for t in ts] for f, ts in turns.items()}


def _source(rule: LearnedRule, folded: Mapping[str, Sequence[tuple[str, str]]]) -> str:
    pieces = [fold(e) for e in (*rule.evidence, rule.content)]
    pieces = [p for p in pieces if len(p) >= MIN_SOURCE_CHARS] or [p for p in pieces if p]
    for piece in pieces:
        for file in rule.files:
            for text, kind in folded.get(file, ()):
                if _inside(piece, text):
                    return kind
    return NOT_HUMAN


@dataclass
class Group:
    """The counts of one group (all, an agent, a lesson kind)."""

    active: int = 0
    proposals: int = 0
    useful_active: int = 0
    useful_proposals: int = 0
    junk_active: int = 0
    trivial_active: int = 0
    lessons: int = 0
    learned: int = 0
    learned_active: int = 0
    scope_agrees: int = 0
    scope_judged: int = 0
    sources: Counter[str] = field(default_factory=Counter)  # active rules by source kind

    def add(self, other: Group) -> None:
        for name in (
            "active",
            "proposals",
            "useful_active",
            "useful_proposals",
            "junk_active",
            "trivial_active",
            "lessons",
            "learned",
            "learned_active",
            "scope_agrees",
            "scope_judged",
        ):
            setattr(self, name, getattr(self, name) + getattr(other, name))
        self.sources.update(other.sources)

    def shares(self) -> dict[str, float | None]:
        """The four shares of the table, `None` where the whole is 0."""

        def share(part: int, whole: int) -> float | None:
            return round(100 * part / whole, 1) if whole else None

        return {
            "useful share of active rules": share(self.useful_active, self.active),
            "useful share of proposals": share(self.useful_proposals, self.proposals),
            "recall of labelled lessons": share(self.learned, self.lessons),
            "junk share of active rules": share(self.junk_active, self.active),
        }


Embed = Callable[[Sequence[str]], "np.ndarray[Any, Any]"]


def _cosines(
    rules: Sequence[LearnedRule], lessons: Sequence[Lesson], embed: Embed | None
) -> np.ndarray[Any, Any]:
    """rules × lessons cosine matrix (zeros without an embedder); rows are L2-normalised."""
    if embed is None or not rules or not lessons:
        return np.zeros((len(rules), len(lessons)), dtype=np.float32)
    a = np.asarray(embed([r.content for r in rules]), dtype=np.float32)
    b = np.asarray(embed([x.label.lesson for x in lessons]), dtype=np.float32)
    return np.asarray(a @ b.T)


def match_matrix(
    rules: Sequence[LearnedRule],
    lessons: Sequence[Lesson],
    embed: Embed | None,
    threshold: float = COSINE,
) -> list[list[int]]:
    """For each rule, the indexes of the lessons it matches (see the module docstring)."""
    cos = _cosines(rules, lessons, embed)
    out: list[list[int]] = []
    for i, rule in enumerate(rules):
        files = set(rule.files)
        hit = []
        for j, lesson in enumerate(lessons):
            if lesson.file not in files:
                continue
            if (lesson.sentence and holds_sentence(rule.content, lesson.sentence)) or cos[
                i, j
            ] >= threshold:
                hit.append(j)
        out.append(hit)
    return out


@dataclass
class Scored:
    """What `score` found: groups by name, and one line per rule and per missed lesson."""

    groups: dict[str, Group]
    rules: list[dict[str, Any]]
    missed: list[dict[str, Any]]


def score(
    rules: Iterable[LearnedRule],
    lessons: Sequence[Lesson],
    turns: Mapping[str, Sequence[HumanTurn]],
    embed: Embed | None,
    threshold: float = COSINE,
) -> Scored:
    """Score live rules against lessons, per agent and lesson kind (groups `all`,
    `agent=<folder>`, `kind=<lesson kind>`; the kind groups count lessons and the
    rules that match a lesson of that kind)."""
    live = [r for r in rules if r.state in LIVE]
    hits = match_matrix(live, lessons, embed, threshold)
    folded = _folded(turns)
    groups: dict[str, Group] = defaultdict(Group)
    learned: dict[int, list[str]] = defaultdict(list)
    report = []
    for rule, matched in zip(live, hits, strict=True):
        active = rule.state == "active"
        agent = groups[f"agent={rule.agent}"]
        mine = Group()
        mine.active, mine.proposals = int(active), int(not active)
        source = _source(rule, folded)
        if matched:
            verdict = "useful"
            mine.useful_active, mine.useful_proposals = int(active), int(not active)
            lesson = lessons[matched[0]]
            wanted = SCOPES.get(lesson.label.scope)
            if wanted:
                mine.scope_judged = 1
                mine.scope_agrees = int(rule.scope in wanted)
            for j in matched:
                learned[j].append(rule.state)
            kind = groups[f"kind={lesson.kind}"]
            kind.active += mine.active
            kind.proposals += mine.proposals
            kind.useful_active += mine.useful_active
            kind.useful_proposals += mine.useful_proposals
        elif source in JUNK_SOURCES:
            verdict = "junk"
            mine.junk_active = int(active)
        else:
            verdict = "trivial"
            mine.trivial_active = int(active)
        if active:
            mine.sources[source] += 1
        agent.add(mine)
        report.append(
            {
                "rule": rule.id,
                "state": rule.state,
                "agent": rule.agent,
                "verdict": verdict,
                "source": source,
                "scope": rule.scope,
                "lessons": [lessons[j].label.lesson for j in matched],
                "scopes": [lessons[j].label.scope for j in matched],
                "files": [f"{lessons[j].file}#{lessons[j].label.turn}" for j in matched],
            }
        )
    missed = []
    for j, lesson in enumerate(lessons):
        agent = groups[f"agent={lesson.file.split('/', 1)[0]}"]
        kind = groups[f"kind={lesson.kind}"]
        states = learned.get(j, [])
        for g in (agent, kind):
            g.lessons += 1
            g.learned += bool(states)
            g.learned_active += "active" in states
        if not states:
            missed.append({"file": lesson.file, "turn": lesson.label.turn, "kind": lesson.kind})
    total = Group()
    for name, g in groups.items():
        if name.startswith("agent="):
            total.add(g)
    return Scored({"all": total, **dict(sorted(groups.items()))}, report, missed)
