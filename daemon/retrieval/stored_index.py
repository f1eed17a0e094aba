"""The briefing's scope index read from the store: a cold `kenning context` without the playbook.

The warm index (`scope_index._ScopeIndex`) is built from a loaded playbook: every
live rule's keys counted, every scoped rule filed under its place, language,
framework or task key. A one-shot process cannot afford that at 100,000 rules
(issue 28: 5.6 s, most of it loading and indexing the playbook), so the store
keeps what the index needs (store/rule_keys.py, migration m021) and this
module reads it for one task:

- the weights: how many counted live rules have each of the task's keys
  (`df`) and how many were counted (`n`), kept per key in the store;
- the candidates: the distinct (scope, key) pairs of the live scoped rules,
  each read as the warm index reads it (`scope_index.scope_slot`), and selected
  for the situation by the same rule (`_ScopeIndex.selected`); only the
  selected pairs' rules are read (`ids_of`);
- the rules weighed: `Playbook.of_rules`, the candidates alone, scored as a
  whole load scores them, and their keys as stored (not computed again).

`sync` keeps the stored keys current: a version stamp says when they were
counted; the rules written since are named by the store's change log
(`playbook_changes`, the last 1,024 writes) and re-keyed, else (a tombstone,
a team sync, a long gap) the rules whose text moved are found by a digest
and re-keyed; the first cold briefing keys every rule.
The keys are `stems.rule_keys`, the one function the warm index uses.
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable, Collection, Hashable
from dataclasses import dataclass
from datetime import datetime
from typing import Any

import orjson

from kenning.daemon.playbook.book import Playbook
from kenning.daemon.retrieval.scope_index import _ScopeIndex, counted, scope_slot
from kenning.daemon.retrieval.stems import rule_keys, task_keys
from kenning.daemon.store import rule_keys as stored
from kenning.daemon.store.db import Store

__all__ = ["StoredRules", "StoredScopeIndex", "stored_rules", "sync"]

#: the most writes the change log is read for before every rule is keyed again
#: (the log keeps 1,024)
_PATCH_LIMIT = 1024


@dataclass(frozen=True)
class StoredRules:
    """Where a briefing reads its rules when no playbook is loaded (a cold
    `kenning context`, retrieval/stored_index.py): the scope index the store
    keeps, and `load(ids)`, the playbook of just those rules, scored as a
    whole load scores them (with every tombstone); `keys(ids)`, those rules'
    keys as the store keeps them (`rule_keys`, counted at the current version)."""

    index: _ScopeIndex
    load: Callable[[set[str]], Playbook]
    keys: Callable[[set[str]], dict[str, tuple[str, ...]]]


def _digest(origin: str, content: str, tags: str | None) -> str:
    """What a rule's keys are computed from, in 16 hex digits: a sync that
    cannot name the rules written since keys only those whose digest moved."""
    text = f"{origin}\x1f{content}\x1f{tags or ''}".encode()
    return hashlib.blake2b(text, digest_size=8).hexdigest()


def _keys(origin: str, content: str, tags: str | None, digest: str | None = None) -> stored.Keys:
    names = tuple(orjson.loads(tags)) if tags and tags != "[]" else ()
    found = digest or _digest(origin, content, tags)
    return origin, counted(origin), rule_keys(content, names), found


def sync(store: Store) -> int:
    """Bring the stored keys to the playbook's current version; how many rules
    were keyed again (or dropped).

    The rules the change log names since the last sync are keyed again; when
    it cannot name them (a tombstone, a team sync, more than 1,024 writes),
    every live rule's digest is compared with the stored one and only those
    that moved are (reading every rule's text, not computing every rule's
    keys); the first sync keys them all. One write transaction: the version
    read and the keys written agree.
    """
    with store.transaction():
        version = store.playbook_version()
        done, _ = stored.synced(store)
        if done == version:
            return 0
        changed = store.playbook_changes(done, _PATCH_LIMIT) if done is not None else None
        if changed is not None and changed[0] == version:
            ids = changed[1]
            rows = stored.live_rules(store, ids)
            stored.patch(store, ids, {r[0]: _keys(r[1], r[2], r[3]) for r in rows}, version)
            return len(ids)
        rows = stored.live_rules(store)
        have = stored.digests(store) if done is not None else {}
        moved: dict[str, stored.Keys] = {}
        for rule_id, origin, content, tags in rows:
            digest = _digest(origin, content, tags)
            if have.get(rule_id) != digest:
                moved[rule_id] = _keys(origin, content, tags, digest)
        gone = have.keys() - {r[0] for r in rows}
        if not have or len(moved) + len(gone) > len(rows) // 2:
            every = {r[0]: moved.get(r[0]) or _keys(r[1], r[2], r[3]) for r in rows}
            stored.rebuild(store, every, version)
            return len(rows)
        stored.patch(store, set(moved) | gone, moved, version)
        return len(moved) + len(gone)


#: the scope of the rules each container of a scope index holds
_SCOPE_OF = {"languages": "language", "frameworks": "framework", "workspaces": "workspace",
             "tasks": "task"}  # fmt: skip


class StoredScopeIndex(_ScopeIndex):
    """A `_ScopeIndex` for one task, read from the store.

    Its containers hold, under each key the warm index files rules by, the
    stored scope keys that read as it (" Python " and "python" under
    "python"), not the rules: `ids_of` reads those for the keys a situation
    selects. `df` holds the task's keys only, the only ones a briefing weighs.
    """

    store: Store

    @classmethod
    def read(cls, store: Store, task: str) -> StoredScopeIndex:
        """The index for `task` (the stored keys must be current: `sync`)."""
        index = cls({}, {}, {}, {}, set())
        index.store = store
        _, index.n = stored.synced(store)
        index.df = stored.counts(store, task_keys(task))
        for scope, key in stored.scoped_groups(store):
            always, slot = scope_slot(scope, key)
            if always:
                index.always.update(stored.ids_scoped(store, scope, [key]))
            if slot is not None and key is not None:
                name, at = slot
                by: dict[Hashable, set[str]] = getattr(index, name)
                by.setdefault(at, set()).add(key)
        index.always.update(stored.repo_ids(store))
        return index

    def ids_of(self, name: str, key: Hashable) -> set[str]:
        raw: set[str] = getattr(self, name)[key]
        return set(stored.ids_scoped(self.store, _SCOPE_OF[name], list(raw)))


def stored_rules(
    store: Store, settings: Any, task: str, *, now: datetime | None = None
) -> StoredRules:
    """What `build_context(stored=...)` reads for `task`: the stored index, and the
    playbook of the rules it weighs. Syncs the stored keys first."""
    sync(store)
    index = StoredScopeIndex.read(store, task)

    def load(ids: Collection[str]) -> Playbook:
        return Playbook.of_rules(store, settings, set(ids), now=now)

    def keys(ids: Collection[str]) -> dict[str, tuple[str, ...]]:
        return {i: tuple(found[2]) for i, found in stored.keys_of(store, ids).items()}

    return StoredRules(index, load, keys)
