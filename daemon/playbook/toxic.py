"""The toxic list: rules the person forgot or rejected, and the check that refuses them.

A new rule is refused (`check_toxic`, inside the curator's transaction) when

- its canonical text is a forgotten one's (the content hash), or
- it has the same polarity and a word overlap (Jaccard) ≥ `curation.toxic_threshold`
  with one, or
- it means what a proposal **rejected in review** said (`kenning review`): the
  cosine of their embeddings ≥ `curation.rejected_meaning_threshold`, unless the
  two contradict each other (opposite polarity over the same core words,
  `OPPOSITE_OVERLAP`, or one is the "AVOID: …" of the other: the opposite of a
  rejected rule may be exactly what the person wants).

The third test needs a model, and curation must run without one (the hook
path, a machine without the model): the `Meaning` is handed in from above
(reflection passes the embedder's, `retrieval/meaning.py`); without one the
first two tests alone decide. It applies to rejected proposals only: a rule
forgotten with `kenning forget` keeps the word tests it always had.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

from kenning.daemon.core.errors import ToxicRuleError
from kenning.daemon.core.models import content_hash
from kenning.daemon.playbook.similarity import core_words, is_negative, jaccard, words
from kenning.daemon.store.rules import RuleRepo
from kenning.daemon.store.team import team_toxic

__all__ = [
    "AVOID_PREFIX",
    "OPPOSITE_OVERLAP",
    "Meaning",
    "check_toxic",
    "contradicts",
    "rejected_match",
]

AVOID_PREFIX = "AVOID: "
#: core-word overlap at or above which two rules of opposite polarity are each
#: other's contrary, not one rule reworded. Higher than `curation.conflict_threshold`:
#: the polarity test reads "X, not Y" as forbidding, so "Run npm ci in CI, not npm
#: install" and "CI must install with npm ci rather than npm install" (overlap 0.6)
#: would pass for contraries; the contraries of bench/rejected_corpus.py overlap ≥ 0.83
OPPOSITE_OVERLAP = 0.8


class Meaning(Protocol):
    """How close texts are in meaning: the cosine of `text` with each of `others`."""

    def similarities(self, text: str, others: Sequence[str]) -> list[float]: ...


def contradicts(a: str, b: str, overlap: float = OPPOSITE_OVERLAP) -> bool:
    """Whether `a` says the opposite of `b` (so closeness in meaning must not join them).

    One is the "AVOID: …" of the other, or one prescribes and the other forbids
    with core words (polarity words aside) overlapping ≥ `overlap`.
    """
    if a.startswith(AVOID_PREFIX) != b.startswith(AVOID_PREFIX):
        return True
    if is_negative(a) == is_negative(b):
        return False
    core = core_words(a)
    return bool(core) and jaccard(core, core_words(b)) >= overlap


def rejected_match(
    content: str,
    rejected: Sequence[str],
    meaning: Meaning,
    threshold: float,
) -> int | None:
    """The index of the rejected text `content` means, or None (the closest one wins).

    Args:
        content: the new rule's text.
        rejected: the texts of the proposals rejected in review.
        meaning: the embedder's cosine (`retrieval/meaning.py`).
        threshold: `curation.rejected_meaning_threshold`.
    """
    if not rejected:
        return None
    best: tuple[float, int] | None = None
    for i, score in enumerate(meaning.similarities(content, rejected)):
        if score < threshold or contradicts(content, rejected[i]):
            continue
        if best is None or score > best[0]:
            best = (score, i)
    return None if best is None else best[1]


def check_toxic(
    repo: RuleRepo,
    content: str,
    threshold: float,
    *,
    meaning: Meaning | None = None,
    meaning_threshold: float = 0.7,
) -> None:
    """Refuse `content` when it resembles a rule on the toxic list (yours or the team's).

    Runs inside the caller's transaction.

    Raises:
        ToxicRuleError: the message quotes the entry and the reason it was given.
    """
    digest = content_hash(content)
    mine, negative = words(content), is_negative(content)
    entries = [(e.content_hash, e.content, e.reason, "you") for e in repo.toxic()]
    # the team's forgotten rules too (daemon/team/: the toxic list travels)
    entries += [(r[0], r[1], r[2], f"{r[3]} (team)") for r in team_toxic(repo.store.conn)]
    for entry_hash, entry_content, reason, who in entries:
        same = entry_hash == digest
        # an "AVOID: X" anti-pattern is the opposite of a forgotten "X": allowed
        if same or (
            is_negative(entry_content) == negative
            and jaccard(mine, words(entry_content)) >= threshold
        ):
            raise ToxicRuleError(
                f"refused: this rule resembles one {who} asked kenning to forget "
                f"({entry_content!r}, reason: {reason}).",
                fix="rephrase the rule so it says something new; forgotten rules stay forgotten",
            )
    if meaning is None:
        return
    rejected = repo.rejected()
    found = rejected_match(content, [e.content for e in rejected], meaning, meaning_threshold)
    if found is not None:
        entry = rejected[found]
        raise ToxicRuleError(
            f"refused: this rule means what a proposal you rejected in review said "
            f"({entry.content!r}, reason: {entry.reason}).",
            fix="rejected proposals stay rejected; to keep the rule after all, add it "
            'yourself with `kenning playbook add "…"`',
        )
