"""Regular expressions compiled when first used, not when their module is imported.

The secret rules hold over a hundred patterns; compiling them all costs a
short command (`kenning mark`, `kenning playbook add` without the daemon)
more than its work, while a short text opens the gates of only a few
rules (`sanitize.Sanitizer` runs a rule only when its gate word is in the
text). A `LazyPattern` stands in for the `re.Pattern` it will be: the first
attribute asked for compiles it, and every attribute is then kept on the
instance, so later calls cost what calls on the pattern itself cost.
"""

from __future__ import annotations

import re
from typing import Any, cast

__all__ = ["LazyPattern", "lazy_compile"]


class LazyPattern:
    """An `re.Pattern` compiled on first use (`lazy_compile` types it as one)."""

    def __init__(self, source: str, flags: int = 0) -> None:
        self._source = source
        self._flags = flags
        self._compiled: re.Pattern[str] | None = None

    def compiled(self) -> re.Pattern[str]:
        if self._compiled is None:
            self._compiled = re.compile(self._source, self._flags)
        return self._compiled

    def __getattr__(self, name: str) -> Any:
        # only called for what the instance does not hold yet: search, finditer, groupindex...
        if name.startswith("__"):
            raise AttributeError(name)
        value = getattr(self.compiled(), name)
        self.__dict__[name] = value
        return value

    def __eq__(self, other: object) -> bool:
        if isinstance(other, LazyPattern):
            return (self._source, self._flags) == (other._source, other._flags)
        return NotImplemented

    def __hash__(self) -> int:
        return hash((self._source, self._flags))

    def __repr__(self) -> str:
        return f"lazy_compile({self._source!r})"


def lazy_compile(source: str, flags: int = 0) -> re.Pattern[str]:
    """`re.compile(source, flags)`, done the first time the pattern is used."""
    return cast("re.Pattern[str]", LazyPattern(source, flags))
