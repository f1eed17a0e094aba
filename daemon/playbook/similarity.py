"""Deterministic text similarity for curation: word overlap and polarity.

Curation must not depend on a model (it runs offline, on the hook path, and
must give the same answer twice), so "near-duplicate" means a high Jaccard
overlap of content words, and "contradicts" means the same core words with
opposite polarity ("always X" vs "never X", "use X" vs "avoid X").
"""

from __future__ import annotations

import math
import re
from collections import defaultdict
from collections.abc import Sequence
from functools import lru_cache
from sys import intern
from typing import Generic, Protocol, TypeVar

from kenning.daemon.core.models import canonical_content
from kenning.daemon.core.scripts import NOSPACE

__all__ = [
    "DuplicateIndex",
    "RuleText",
    "Words",
    "core_words",
    "find_conflicts",
    "is_negative",
    "jaccard",
    "near_duplicate",
    "words",
]

Words = frozenset[str]

_TOKEN = re.compile(r"[^\W_]+(?:[._/+#-][^\W_]+)*")
#: a run of a script written without spaces (Chinese, Japanese, Thai...): one
#: "word" to the tokenizer, so two paraphrases would share none; its
#: overlapping character pairs stand for its words instead
_NOSPACE_RUN = re.compile(f"[{NOSPACE}]{{2,}}")


#: polarity and force words of Chinese, Japanese and Korean rules (negative
#: ones apart); cut out of a run whole, since a pair across one would blur
#: what the rule is about, so `core_words` drops them like "always", "never"
_CJK_NEGATIVE = [
    *("不要", "不得", "不能", "不应", "不可", "别再", "禁止", "避免", "绝不", "切勿", "勿"),
    *("しない", "するな", "ないで", "避け", "使わない", "やめる"),
    *("하지마", "마세요", "금지", "피하"),
]
_CJK_FORCE = [
    *("始终", "总是", "永远", "必须", "务必", "一定", "应该", "使用"),
    *("常に", "必ず", "絶対", "使う", "항상", "반드시", "사용"),
]
#: one group: `split` returns the markers between the pieces, in one pass
_CJK_MARKER = re.compile(
    "(" + "|".join(sorted(map(re.escape, _CJK_NEGATIVE + _CJK_FORCE), key=len)[::-1]) + ")"
)


def _pairs(run: re.Match[str]) -> str:
    parts: list[str] = []
    for i, piece in enumerate(_CJK_MARKER.split(run.group(0))):
        if i % 2:  # a marker, kept whole
            parts.append(piece)
        else:
            parts += [piece[j : j + 2] for j in range(len(piece) - 1)] or [piece]
    return " " + " ".join(p for p in parts if p) + " "


def _set(text: str) -> frozenset[str]:
    return frozenset(text.split())


#: words that carry no meaning of their own in a rule
_STOP = _set(
    """a an the and or but of to in on at by for from with without into onto over
    under as is are was were be been being it its this that these those there
    their them they you your we our us i me my when where while if then than so
    such can could would will shall may might also just only very more most any
    all each every some other own same too via per e.g i.e etc"""
)

#: words that set a rule's polarity or its force; dropped to compare what a
#: rule is about (its core), kept to compare two rules as wholes
_POLARITY = _set(
    """always never use using used prefer preferring avoid avoiding don't dont do
    does doesn't doesnt not no must mustn't mustnt should shouldn't shouldnt stop
    ever make sure keep"""
) | frozenset(_CJK_NEGATIVE + _CJK_FORCE)

# a rule is negative when one of these appears (checked on canonical text)
_NEGATIVE = re.compile(
    r"(?:^avoid:|\b(?:never|avoid|avoiding|don'?t|do not|does not|doesn'?t|must not|"
    r"mustn'?t|should not|shouldn'?t|stop|no longer|not|no)\b|"
    + "|".join(map(re.escape, _CJK_NEGATIVE))
    + ")"
)


@lru_cache(maxsize=65536)
def words(text: str) -> Words:
    """The content words of a rule: canonical tokens minus stop words."""
    # ASCII text is its own NFKC form and casefolds like lower(): skip the
    # normalisation (the tokens are the same; this is the hot path of `stats`)
    if text.isascii():
        folded = text.lower()
    else:
        folded = _NOSPACE_RUN.sub(_pairs, canonical_content(text).replace("’", "'"))
    # interned: the rules share their vocabulary, and the cache keeps a set per rule
    return frozenset(map(intern, _TOKEN.findall(folded.replace("'", "")))).difference(_STOP)


@lru_cache(maxsize=65536)
def core_words(text: str) -> Words:
    """What a rule is about: its content words minus polarity and force words."""
    return words(text).difference(_POLARITY)


@lru_cache(maxsize=65536)
def is_negative(text: str) -> bool:
    """Whether a rule forbids ("never", "avoid", "don't", "AVOID: …") rather than prescribes."""
    folded = " ".join(text.lower().split()) if text.isascii() else canonical_content(text)
    return _NEGATIVE.search(folded.replace("’", "'")) is not None


def jaccard(a: Words, b: Words) -> float:
    """|a ∩ b| / |a ∪ b|; 0 when both are empty."""
    if not a or not b:
        return 0.0
    inter = len(a & b)
    return inter / (len(a) + len(b) - inter)


class RuleText(Protocol):
    """What the similarity rules read of a rule: its id and text (a `Rule` is one)."""

    @property
    def id(self) -> str: ...

    @property
    def content(self) -> str: ...


R = TypeVar("R", bound=RuleText)


def near_duplicate(content: str, others: Sequence[R], threshold: float) -> R | None:
    """The rule of `others` that `content` repeats in other words, or None.

    Same polarity and word overlap (`similarity.jaccard`) ≥ `threshold`; of
    several, the highest overlap wins, ties going to the smallest id. The
    rule found is the one kept: a new local rule reinforces it instead
    (`add_rule`), a team rule arriving is shown as it (team/curation.py).
    """
    mine, negative = words(content), is_negative(content)
    best: tuple[float, str] | None = None
    found: R | None = None
    for other in others:
        overlap = jaccard(mine, words(other.content))
        if overlap >= threshold and is_negative(other.content) == negative:
            key = (overlap, other.id)
            # highest overlap wins; ties go to the smallest id (deterministic)
            if best is None or key[0] > best[0] or (key[0] == best[0] and key[1] < best[1]):
                best, found = key, other
    return found


class DuplicateIndex(Generic[R]):
    """`near_duplicate` against a growing list of rules, without reading them all.

    `find(content)` answers what `near_duplicate(content, added, threshold)`
    answers, where `added` is every rule `add`ed so far; the export keeps the
    first of each group of rules that say the same thing, and asked this of
    every rule against all it had kept (at 10,000 rules 40 million overlaps,
    ~55 s of CPU; at 100,000 a hundred times that, a core busy for an hour
    after the daemon's first learning pass).

    A prefix filter makes it exact and cheap: an overlap `|a ∩ b| / |a ∪ b|`
    of at least `t` needs `|a ∩ b| ≥ ⌈t·|a|⌉` and `≥ ⌈t·|b|⌉`, so, with every
    rule's words in one fixed order, the first `|a| − ⌈t·|a|⌉ + 1` words of
    `a` and the first `|b| − ⌈t·|b|⌉ + 1` of `b` share a word. A rule is
    filed under the words of its prefix (rare words first: a common word
    would make everyone a candidate), and only the rules filed under the
    asking rule's prefix are compared, as `near_duplicate` compares.
    """

    def __init__(self, threshold: float) -> None:
        self.threshold = threshold
        self._by_word: defaultdict[str, list[R]] = defaultdict(list)
        self._all: list[R] = []  # a threshold ≤ 0 admits every rule: compare them all

    def _prefix(self, found: Words) -> list[str]:
        # ⌈t·n⌉ a hair low (float rounding): a longer prefix only adds candidates
        keep = len(found) - max(math.ceil(self.threshold * len(found) - 1e-9), 1) + 1
        # one order for every rule: by the word's hash, which spreads the common
        # words (so few rules share a prefix word) and is fixed for the process
        return sorted(found, key=hash)[: max(keep, 0)]

    def add(self, rule: R) -> None:
        """File `rule`: a later `find` may answer it."""
        if self.threshold <= 0.0:
            self._all.append(rule)
            return
        for word in self._prefix(words(rule.content)):
            self._by_word[word].append(rule)

    def find(self, content: str) -> R | None:
        """The added rule `content` repeats in other words (`near_duplicate`), or None."""
        if self.threshold <= 0.0:
            return near_duplicate(content, self._all, self.threshold)
        seen: dict[int, R] = {}
        for word in self._prefix(words(content)):
            for rule in self._by_word.get(word, ()):
                seen.setdefault(id(rule), rule)
        return near_duplicate(content, list(seen.values()), self.threshold) if seen else None


def find_conflicts(content: str, others: Sequence[RuleText], threshold: float) -> list[str]:
    """Ids of the rules in `others` that `content` contradicts.

    Two rules conflict when one prescribes and the other forbids (see
    `similarity.is_negative`) and their core words overlap at least `threshold`.
    """
    core, negative = core_words(content), is_negative(content)
    if not core:
        return []
    return [
        other.id
        for other in others
        # the overlap first: it rules out most candidates, and costs less than the polarity
        if jaccard(core, core_words(other.content)) >= threshold
        and is_negative(other.content) != negative
    ]
