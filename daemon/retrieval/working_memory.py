"""Working memory: a small, bounded, in-process list of what the current task has seen.

The seed design's short-term store: about seven items (a person's span), kept
for one agent loop and never written to disk. When full, one item is evicted:

- "fifo": the oldest added;
- "lru": the least recently added or read;
- "importance": the least important (ties: the least recently used).

The middleware (daemon/api/middleware.py) keeps the rules it briefed the loop with
here, so a rule seen on turn 1 is still in the prompt on turn 5 while it
matters, without a new query.
"""

from __future__ import annotations

from collections import OrderedDict
from dataclasses import dataclass
from typing import Literal

Policy = Literal["fifo", "lru", "importance"]
CAPACITY = 7


@dataclass
class Item:
    key: str
    text: str
    importance: float = 0.5


class WorkingMemory:
    """A bounded map of key → item with FIFO, LRU or importance eviction."""

    def __init__(self, capacity: int = CAPACITY, policy: Policy = "lru") -> None:
        if capacity < 1:
            raise ValueError(f"capacity must be at least 1, got {capacity}")
        if policy not in ("fifo", "lru", "importance"):
            raise ValueError(f"unknown policy {policy!r}: use fifo, lru or importance")
        self.capacity = capacity
        self.policy: Policy = policy
        self._items: OrderedDict[str, Item] = OrderedDict()  # order: least recent first

    def __len__(self) -> int:
        return len(self._items)

    def __contains__(self, key: object) -> bool:
        return key in self._items

    def add(self, key: str, text: str, importance: float = 0.5) -> Item | None:
        """Add or refresh an item; returns the evicted item when one had to go."""
        if key in self._items:
            item = self._items[key]
            item.text, item.importance = text, max(item.importance, importance)
            if self.policy != "fifo":
                self._items.move_to_end(key)
            return None
        evicted = None
        if len(self._items) >= self.capacity:
            evicted = self._evict()
        self._items[key] = Item(key, text, importance)
        return evicted

    def get(self, key: str) -> Item | None:
        """The item (a read counts as a use under LRU and importance)."""
        item = self._items.get(key)
        if item is not None and self.policy != "fifo":
            self._items.move_to_end(key)
        return item

    def items(self) -> list[Item]:
        """Every item, least recently used (or oldest, under FIFO) first."""
        return list(self._items.values())

    def _evict(self) -> Item:
        if self.policy == "importance":
            # least important; among equals the least recent (first in order)
            key = min(self._items, key=lambda k: self._items[k].importance)
        else:
            key = next(iter(self._items))
        return self._items.pop(key)
