"""A map that a patched copy changes without copying it: `Layers`.

What follows a playbook's patches keeps maps of every rule: the playbook's
rules by id (`book.Playbook`), the stats dashboard's per-rule maps
(`stats_index.StatsIndex`). A patch changes a few entries of a map of up to
100,000. So a patched version shares the map of the version it was patched
from (`base`, never changed once shared) and keeps its own changes over it
(`over`, copied by each patch); when the changes outgrow a share of the map,
a copy folds them into a new base. A patch costs its changes, amortised.
"""

from __future__ import annotations

from typing import Any, Generic, Self, TypeVar

__all__ = ["Layers"]

K = TypeVar("K")
V = TypeVar("V")

_GONE: Any = object()  # a key a layer removed
_ABSENT: Any = object()  # a key a layer did not touch


class Layers(Generic[K, V]):
    """A map over a shared base: reads look at this version's changes first.

    `copy` folds the changes into a new base once they are more than
    `max(FOLD_LEAST, len(base) >> FOLD_SHIFT)`: one copy of the whole map per
    `1/2**FOLD_SHIFT` of its size in changes (a subclass sets its own).
    """

    __slots__ = ("base", "over")
    FOLD_LEAST = 256
    FOLD_SHIFT = 5

    def __init__(self, base: dict[K, V] | None = None, over: dict[K, Any] | None = None) -> None:
        self.base: dict[K, V] = {} if base is None else base
        self.over: dict[K, Any] = {} if over is None else over

    def get(self, key: K, default: Any = None) -> Any:
        over = self.over
        if over:
            found = over.get(key, _ABSENT)
            if found is not _ABSENT:
                return default if found is _GONE else found
        return self.base.get(key, default)

    def __getitem__(self, key: K) -> V:
        found = self.get(key, _GONE)
        if found is _GONE:
            raise KeyError(key)
        return found  # type: ignore[no-any-return]

    def __contains__(self, key: K) -> bool:
        return self.get(key, _GONE) is not _GONE

    def __setitem__(self, key: K, value: V) -> None:
        self.over[key] = value

    def pop(self, key: K, default: Any = None) -> Any:
        found = self.get(key, _GONE)
        if found is _GONE:
            return default
        self.over[key] = _GONE
        return found

    def copy(self) -> Self:
        """The same map, for a patch to change (this one is then never changed)."""
        base, over = self.base, self.over
        if len(over) > max(self.FOLD_LEAST, len(base) >> self.FOLD_SHIFT):
            base = dict(base)
            for key, value in over.items():
                if value is _GONE:
                    base.pop(key, None)
                else:
                    base[key] = value
            return type(self)(base)
        return type(self)(base, dict(over))
