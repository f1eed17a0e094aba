"""The scope index: which rules each scope key selects (`_ScopeIndex`), so a
briefing weighs only candidates, not every rule of the playbook.

Built once per loaded playbook and patched with it; a cold briefing reads the
same index from the store (retrieval/stored_index.py), by the same
`scope_slot` and `_ScopeIndex.selected`.
"""

from __future__ import annotations

import copy
from collections import Counter
from collections.abc import Hashable, Iterator
from dataclasses import dataclass, field, replace
from itertools import chain
from pathlib import Path
from typing import Any

from kenning.daemon.core.languages import language_key
from kenning.daemon.core.models import RuleState, Scope, situation_text
from kenning.daemon.playbook.book import Playbook, ScoredRule
from kenning.daemon.playbook.scope import Situation, framework_key, place_fits, workspace_place
from kenning.daemon.retrieval.stems import key_stems, rule_keys, text_keys

__all__ = ["counted", "scope_index_of", "scope_slot"]


@dataclass
class _ScopeIndex:
    """Which rules each scope key selects, so a briefing looks only at candidates.

    Built once per loaded playbook and kept with it (`Playbook.derived`; the
    daemon keeps one warm playbook for every thread), and patched with it when
    a few rules change (`patched`): a briefing then touches the rules the task
    matches plus the rules scoped to what is at hand, not all 10,000. Keys are
    read as the rule-check engine reads them (`language_key`, `framework_key`,
    `workspace_place`), and every candidate is then decided by its `scope_fit`.
    An index is never changed once built: a patch makes a new one (readers
    of the old playbook keep theirs).
    """

    languages: dict[str, set[str]]
    frameworks: dict[str, set[str]]
    #: by the place a workspace key names, and by a task key's stems: a briefing
    #: tries each distinct place and key once, not each of the rules they hold
    workspaces: dict[Path | str, set[str]]
    tasks: dict[frozenset[str], set[str]]
    always: set[str]  # repo rules (not in bullets_fts: matched in Python), unkeyed scopes
    #: in how many live rules each stem or concept appears (the weight of a match)
    df: dict[str, int] = field(default_factory=dict)
    n: int = 0

    #: the containers this index may change: all while it is built; after a
    #: patch, those it copied from the index it was patched from (by name)
    _own: set[object] | None = field(default=None, repr=False, compare=False)

    @classmethod
    def of(cls, playbook: Playbook) -> _ScopeIndex:
        """Built whole: what `_count` adds rule by rule, in bulk (the word weights
        counted at once; a rule without a scope key costs its keys alone)."""
        index = cls({}, {}, {}, {}, set())
        # the rules' own fields, not their `Rule`s: building 10,000 models was most
        # of a briefing without the daemon (which builds this index once per playbook)
        live, weighed = RuleState.ACTIVE, RuleState.PROPOSAL
        texts: list[str] = []
        for sb in playbook.rules:
            state, _, _, _, scope, origin = sb.facets()  # stored text (StrEnum values)
            if state != live and state != weighed:
                continue
            if counted(origin):
                tags = sb.tags
                texts.append(situation_text(sb.content, tags) if tags else sb.content)
            if scope != Scope.GLOBAL or origin == "repo":
                index._place(sb, 1, scope, origin)
        index.n = len(texts)
        # each rule's keys once (`text_keys`, not kept: the cache holds the rules
        # briefings look at), counted in one pass; a global rule is placed nowhere
        # (`scope_slot`): only its words bring it
        index.df = dict(Counter(chain.from_iterable(map(text_keys, texts))))
        return index

    def patched(
        self, playbook: Playbook, removed: list[ScoredRule], added: list[ScoredRule]
    ) -> _ScopeIndex:
        """This index for `playbook`, which is this one's with `removed` gone and
        `added` read again (`Playbook.patched`). The new index shares every
        container with this one but those the changed rules are in, which it
        copies first: a patch costs the few rules, and the word weights."""
        index = replace(self, _own=set())
        for sb in removed:
            index._count(sb, -1)
        for sb in added:
            index._count(sb, 1)
        return index

    def rescored(self, playbook: Playbook) -> _ScopeIndex:
        """This index for the same rules scored again (`Playbook.rescored_from`):
        it holds no score, so it is the same."""
        return self

    def _mine(self, name: str, key: Hashable | None = None) -> Any:
        """The container `name` (the set of a language, framework, place or task
        key with `key`), copied first when it is shared with the index this one
        was patched from."""
        own = self._own
        if key is None:
            found = getattr(self, name)
            if own is not None and name not in own:
                found = copy.copy(found)
                setattr(self, name, found)
                own.add(name)
            return found
        by: dict[Hashable, set[str]] = self._mine(name)
        found = by.get(key)
        if found is None:
            found = by[key] = set()
            if own is not None:
                own.add((name, key))
        elif own is not None and (name, key) not in own:
            found = by[key] = set(found)
            own.add((name, key))
        return found

    def _count(self, sb: ScoredRule, sign: int) -> None:
        """Add (`sign` 1) or remove (-1) one rule's entries."""
        state, _, _, _, scope, origin = sb.facets()  # stored text (StrEnum values)
        if state != RuleState.ACTIVE and state != RuleState.PROPOSAL:
            return
        if counted(origin):
            self.n += sign
            df: dict[str, int] = self._mine("df")
            for k in rule_keys(sb.content, tuple(sb.tags)):
                left = df.get(k, 0) + sign
                if left > 0:
                    df[k] = left
                else:
                    df.pop(k, None)
        self._place(sb, sign, scope, origin)

    def _place(self, sb: ScoredRule, sign: int, scope: str, origin: str) -> None:
        """Add or remove one live rule's entry by its scope key (or in `always`)."""
        always, slot = scope_slot(scope, sb.scope_key)
        if always or origin == "repo":
            _toggle(self._mine("always"), sb.id, sign)
        if slot is not None:
            _toggle(self._mine(*slot), sb.id, sign)

    @property
    def names_repositories(self) -> bool:
        """Whether a workspace rule names a repository (the briefing then finds its root)."""
        return any(isinstance(place, str) and ids for place, ids in self.workspaces.items())

    def candidates(self, situation: Situation) -> set[str]:
        """The rules scoped to what `situation` has at hand, and those always weighed."""
        out = set(self.always)
        for name, key in self.selected(situation):
            out |= self.ids_of(name, key)
        return out

    def selected(self, situation: Situation) -> Iterator[tuple[str, Hashable]]:
        """The (container, key) pairs of this index that `situation` selects: the
        languages and frameworks it has (or its task names), the places it is in,
        the task keys its task's stems hold. One rule for the warm index and the
        stored one (`retrieval/stored_index.py`), which holds keys, not ids."""
        task = situation.task
        for name in (situation.languages or frozenset()) | (task.languages if task else set()):
            if self.languages.get(name):
                yield "languages", name
        for name in (situation.frameworks or frozenset()) | (task.frameworks if task else set()):
            if self.frameworks.get(name):
                yield "frameworks", name
        for place, ids in self.workspaces.items():
            if ids and place_fits(place, situation):
                yield "workspaces", place
        if task is not None:
            for words, ids in self.tasks.items():
                if ids and words and words <= task.stems:
                    yield "tasks", words

    def ids_of(self, name: str, key: Hashable) -> set[str]:
        """The rules under `key` in the container `name` (of `selected`)."""
        found: set[str] = getattr(self, name)[key]
        return found


def counted(origin: str) -> bool:
    """Whether a rule of `origin` counts in the weights of words (`_ScopeIndex.df`):
    a team's 100k rules would swamp them (and cost)."""
    return origin != "team"


def scope_slot(scope: str, scope_key: str | None) -> tuple[bool, tuple[str, Hashable] | None]:
    """Where a live rule of `scope` and `scope_key` sits in a scope index: whether it is
    always weighed (a scope without a key narrows nothing), and its (container, key),
    read as the rule-check engine reads keys (`language_key`, `framework_key`,
    `workspace_place`); None when only its words can bring it (a global rule)."""
    key = "" if scope == Scope.GLOBAL else (scope_key or "").strip()
    # a workspace whose folder was not recorded (a rule learned from a prompt log) is
    # no place to narrow to, and no reason to weigh the rule everywhere: its words bring it
    always = scope not in (Scope.GLOBAL, Scope.WORKSPACE) and not key
    if not key:
        return always, None
    if scope == Scope.WORKSPACE:
        place = workspace_place(key)
        return always, (None if place is None else ("workspaces", place))
    if scope == Scope.LANGUAGE:
        return always, ("languages", language_key(key))
    if scope == Scope.FRAMEWORK:
        return always, ("frameworks", framework_key(key))
    if scope == Scope.TASK:
        return always, ("tasks", key_stems(key))
    return always, None


def _toggle(ids: set[str], rule_id: str, sign: int) -> None:
    if sign > 0:
        ids.add(rule_id)
    else:
        ids.discard(rule_id)


def scope_index_of(playbook: Playbook) -> _ScopeIndex:
    """The playbook's scope index, built once and patched with it (`Playbook.derived`)."""
    return playbook.derived("scope_index", _ScopeIndex.of)
