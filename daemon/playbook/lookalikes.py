"""The live rules a new rule could duplicate or contradict, found through the
rules' FTS index instead of comparing against every rule.

Curation (`curate.add_rule`) calls a rule a near-duplicate when the Jaccard
overlap of its words (`similarity.words`) reaches `dedup_threshold`, and a
contradiction when its core words overlap `conflict_threshold` with the
opposite polarity. Both need a shared word, and more (prefix filtering): if
`J(x, y) ≥ t` then `|x ∩ y| ≥ ⌈t·|x|⌉`, so `y` holds at least one of ANY
`|x| − ⌈t·|x|⌉ + 1` words of `x`. Those words are taken rarest first, and
the rules holding one of them are asked of `bullets_fts` in one query. The
exact comparison then runs on that short list, so the answer is the same as
comparing against every live rule.

Why it is a superset: for ASCII text without apostrophes, a word of
`similarity.words` is a run of letters and digits, or several joined by one of
`._/+#-`; the FTS tokenizer (`porter unicode61`) splits at each of those, so
the word is a phrase of the FTS tokens and a phrase query finds every rule
holding it (stemming maps both sides alike). Rules that tokenize otherwise,
with an apostrophe (`words` drops it: "don't" is "dont") or any character
outside ASCII, are always added to the list, and a new rule that
is not plain ASCII is compared with every live rule.

A candidate is only its id and text (`Lookalike`): the comparison reads
nothing else, and at 10,000 rules of a narrow vocabulary a thousand or more
can share a rare word, so building each one's `Rule` cost more than the
rest of `kenning playbook add`.
"""

from __future__ import annotations

import math
import re
from typing import NamedTuple

from kenning.daemon.playbook.similarity import Words, core_words, words
from kenning.daemon.store import lookalikes as lookalike_rows
from kenning.daemon.store.db import Store

__all__ = ["Lookalike", "live_rules", "lookalike_candidates", "team_lookalikes"]

_PIECE = re.compile(r"[a-z0-9]+")


class Lookalike(NamedTuple):
    """A live rule as the duplicate and conflict checks read it."""

    id: str
    content: str


def _needed(mine: Words, threshold: float) -> int:
    """How many of `mine`'s words, any of them, a rule with overlap ≥ threshold must hold one of."""
    return len(mine) - math.ceil(threshold * len(mine)) + 1


def _phrase(word: str) -> str:
    return '"' + " ".join(_PIECE.findall(word)) + '"'


def _rarest(store: Store, mine: Words, n: int, fts: str) -> list[str]:
    """`n` of `mine`, fewest rules first (counted in the FTS index; ties by the word)."""
    if n >= len(mine):
        return sorted(mine)
    counts = {w: lookalike_rows.count_holding(store, fts, f"content : {_phrase(w)}") for w in mine}
    return sorted(mine, key=lambda w: (counts[w], w))[:n]


def _match(
    store: Store, content: str, dedup_threshold: float, conflict_threshold: float, fts: str
) -> str | None:
    """The FTS query (over `fts`) for the rules holding a word every look-alike of
    `content` must hold one of; "" when there is no such word, None when the
    index cannot tell (text outside ASCII)."""
    if not content.isascii():
        return None
    mine, core = words(content), core_words(content)
    search: set[str] = set()
    if mine:
        search.update(_rarest(store, mine, _needed(mine, dedup_threshold), fts))
    if core:
        search.update(_rarest(store, core, _needed(core, conflict_threshold), fts))
    search = {w for w in search if _PIECE.search(w)}
    if not search:
        return ""
    return "content : (" + " OR ".join(sorted(_phrase(w) for w in search)) + ")"


def live_rules(store: Store) -> list[Lookalike]:
    """Every live rule, by id: the comparison when the index cannot tell."""
    return [Lookalike(*r) for r in lookalike_rows.live_rows(store)]


def lookalike_candidates(
    store: Store, content: str, dedup_threshold: float, conflict_threshold: float
) -> list[Lookalike] | None:
    """Live rules, by id, among which every near-duplicate and contradiction of
    `content` is; None when the index cannot tell (compare with every live rule).
    """
    match = _match(store, content, dedup_threshold, conflict_threshold, "bullets_fts")
    if match is None:
        return None
    # the index keeps its own copy of each rule's text (kept equal by the
    # triggers of m003): reading it there spares a lookup per candidate in
    # `bullets`, which only has to say which of them are retired
    found: dict[str, str] = {}
    if match:
        found.update(lookalike_rows.rules_holding(store, match))
        if found:
            for (rule_id,) in lookalike_rows.retired_ids(store):
                found.pop(rule_id, None)
    found.update(lookalike_rows.odd_live_rows(store))
    return [Lookalike(*item) for item in sorted(found.items())]


def team_lookalikes(
    store: Store, content: str, dedup_threshold: float, conflict_threshold: float
) -> list[Lookalike]:
    """The team rules of the replica, by id, among which every near-duplicate and
    contradiction of `content` is (`lookalike_candidates` for the replica,
    through `team_rules_fts`); [] when no team rule is held."""
    if not lookalike_rows.has_team_rules(store):
        return []
    match = _match(store, content, dedup_threshold, conflict_threshold, "team_rules_fts")
    return sorted(Lookalike(*r) for r in lookalike_rows.team_rows(store, match))
