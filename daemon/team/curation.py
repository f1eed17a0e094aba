"""The local curator's rules applied to the team's rules as a pull brings them.

A local rule is curated when it is added (`curate.add_rule`): one that
repeats a live rule in other words (`similarity.near_duplicate`: same polarity,
word overlap ≥ `curation.dedup_threshold`) is not added, the rule already
there is kept; one that contradicts a live rule (`similarity.find_conflicts`) is
added and the conflict recorded (`curate.record_conflicts`). A team rule
arriving through a sync goes through the same functions, in the transaction
that applies its page, against the rules held here before it: the live local
rules, then the team's rules pulled earlier (in the server's order, so every
member decides alike):

- a near-duplicate keeps its row in the replica and names the rule it
  repeats (`team_rules.same_as`); team/view.py shows that rule instead and
  counts the team's marks of both on it. No reinforcement mark is written (a
  local duplicate writes one): every member's store would write its own and
  upload it, so one proposal would count once per member;
- a contradiction is recorded in `conflicts` beside the local ones, so
  `kenning playbook get`, `kenning why` and `kenning stats` show it.

The candidates come from an in-memory index of words (the same prefix
argument as lookalikes.py: a rule overlapping `t` with one of `n` words holds
one of any `n − ⌈t·n⌉ + 1` of its words, asked rarest first), kept per store
and extended as rules arrive, so a sync bringing one rule does not read
100,000. One approximation, the one `kenning stats` makes for its merge
candidates: a rule whose rarest words are shared by more than
`MAX_CANDIDATES` rules is not compared (rules alike only in common words).
"""

from __future__ import annotations

import math
import sqlite3
import threading
from collections import defaultdict
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from kenning.daemon.playbook.similarity import Words, core_words, is_negative, words
from kenning.daemon.store import team as team_rows

if TYPE_CHECKING:
    from kenning.daemon.core.settings import CurationConfig
    from kenning.daemon.store.db import Store

__all__ = ["MAX_CANDIDATES", "TeamCuration", "curate_arrivals"]

#: the most rules one arriving rule is compared with (see the module docstring)
MAX_CANDIDATES = 256


@dataclass(frozen=True)
class _Rule:
    """A rule as the similarity functions read it (`similarity.RuleText`)."""

    id: str
    content: str


@dataclass(frozen=True)
class TeamCuration:
    """What curation made of the rules of one pulled page."""

    #: team rule id → the id of the rule it repeats
    duplicates: dict[str, str] = field(default_factory=dict)
    #: (rule kept, team rule) pairs recorded as contradicting
    conflicts: list[tuple[str, str]] = field(default_factory=list)


class _Index:
    """Rules by their words, one posting list per (polarity, word).

    The core-word lists of a polarity are built when a rule of the other
    polarity first asks them (many teams write few "never …" rules), then
    kept up as rules are added.
    """

    def __init__(self) -> None:
        self.rules: list[_Rule] = []
        #: each rule's polarity, by its position
        self.negative: list[bool] = []
        self.by_word: tuple[defaultdict[str, list[int]], ...] = (
            defaultdict(list),
            defaultdict(list),
        )
        self._core: list[defaultdict[str, list[int]] | None] = [None, None]

    def add(self, rule: _Rule, mine: Words | None = None, negative: bool | None = None) -> None:
        """Index `rule` (its words and polarity, when the caller has them already)."""
        i = len(self.rules)
        self.rules.append(rule)
        if negative is None:
            negative = is_negative(rule.content)
        self.negative.append(negative)
        postings = self.by_word[negative]
        for w in words(rule.content) if mine is None else mine:
            postings[w].append(i)
        core = self._core[negative]
        if core is not None:
            for w in core_words(rule.content):
                core[w].append(i)

    def by_core(self, negative: bool) -> dict[str, list[int]]:
        """The core-word posting lists of the rules of this polarity."""
        core = self._core[negative]
        if core is None:
            core = self._core[negative] = defaultdict(list)
            for i, rule in enumerate(self.rules):
                if self.negative[i] == negative:
                    for w in core_words(rule.content):
                        core[w].append(i)
        return core

    def has(self, negative: bool) -> bool:
        """Whether a rule of this polarity is indexed."""
        return bool(self.by_word[negative])

    def candidates(
        self, mine: Words, postings: dict[str, list[int]], threshold: float
    ) -> list[_Rule]:
        """The rules holding one of `mine`'s rarest needed words (none when too many)."""
        if not mine or not postings:
            return []
        get = postings.get
        lists = [get(w, ()) for w in mine]
        needed = len(lists) - math.ceil(threshold * len(lists)) + 1
        if needed < len(lists):
            lists.sort(key=len)
            del lists[needed:]
        total = sum(map(len, lists))
        if not total or total > MAX_CANDIDATES:
            return []
        rules = self.rules
        return [rules[i] for i in sorted({i for p in lists for i in p})]


@dataclass
class _Held:
    """The team's rules indexed so far (not the duplicates: they stand for another)."""

    generation: str
    #: the seq of every replica row this index has seen (indexed or not)
    seqs: set[int] = field(default_factory=set)
    index: _Index = field(default_factory=_Index)


_held: dict[str, _Held] = {}
_lock = threading.Lock()


def _local_index(conn: sqlite3.Connection) -> tuple[_Index, set[str]]:
    """The live local rules indexed, and the content hash of every local rule."""
    index = _Index()
    hashes: set[str] = set()
    for rule_id, content, digest, live in team_rows.local_rules(conn):
        hashes.add(digest)
        if live:
            index.add(_Rule(rule_id, content))
    return index, hashes


def _rows(conn: sqlite3.Connection, seqs: list[int] | None) -> list[tuple[Any, ...]]:
    """Replica rules (of `seqs`, else all), in seq order."""
    return team_rows.replica_rules(conn, seqs)


def _current(store: Store, generation: str, local_hashes: set[str], arriving: set[int]) -> _Held:
    """This store's index of the rules held before `arriving`: kept, or rebuilt
    when the replica changed under it (rows left, another process applied a page)."""
    conn = store.conn
    key = str(store.path)
    held = _held.get(key)
    count = int(team_rows.count_replica_rules(conn))
    if (
        held is not None
        and held.generation == generation
        and len(held.seqs) + len(arriving - held.seqs) == count
    ):
        return held
    held = _held[key] = _Held(generation)
    for seq, rule_id, content, digest, same_as in _rows(conn, None):
        if seq in arriving:
            continue
        held.seqs.add(seq)
        if same_as is None and digest not in local_hashes:
            held.index.add(_Rule(rule_id, content))
    return held


def curate_arrivals(
    store: Store, generation: str, config: CurationConfig, seqs: list[int] | None
) -> TeamCuration:
    """Curate the replica's rules of `seqs` (None: every rule held, afresh),
    inside the caller's transaction, in seq order.

    Writes `team_rules.same_as` and the `conflicts` rows; returns what was decided.
    """
    from kenning.daemon.playbook.curate import record_conflicts
    from kenning.daemon.playbook.similarity import find_conflicts, near_duplicate
    from kenning.daemon.store.rules import RuleRepo

    conn = store.conn
    local, local_hashes = _local_index(conn)
    arrivals = _rows(conn, seqs)
    result = TeamCuration()
    if not arrivals:
        return result
    with _lock:
        if seqs is None:
            _held.pop(str(store.path), None)
        held = _current(store, generation, local_hashes, {row[0] for row in arrivals})
        repo = RuleRepo(store)
        updates: list[tuple[str, int]] = []
        dedup, conflict = config.dedup_threshold, config.conflict_threshold
        indexes = (local, held.index) if local.rules else (held.index,)
        for seq, rule_id, content, digest, _same_as in arrivals:
            if seq in held.seqs:
                continue  # applied again (its cursor was lost): curated already
            held.seqs.add(seq)
            if digest in local_hashes:
                continue  # the same text is a local rule: it is that rule already (view.py)
            mine, negative = words(content), is_negative(content)
            same: list[_Rule] = []
            opposite: list[_Rule] = []
            for index in indexes:
                same += index.candidates(mine, index.by_word[negative], dedup)
                if index.has(not negative):  # asked only when a rule could contradict it
                    core = core_words(content)
                    opposite += index.candidates(core, index.by_core(not negative), conflict)
            kept = near_duplicate(content, same, dedup) if same else None
            if kept is not None:
                updates.append((kept.id, seq))
                result.duplicates[rule_id] = kept.id
                continue
            others = find_conflicts(content, opposite, conflict) if opposite else []
            if others:
                record_conflicts(repo, rule_id, others)
                result.conflicts.extend((other, rule_id) for other in others)
            held.index.add(_Rule(rule_id, content), mine, negative)
        team_rows.set_same_as(conn, updates)
        return result
