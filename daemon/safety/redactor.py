"""What the layers above ask of a sanitizer: `Redactor` (and `JsonRedactor` for the writer).

`sanitize.Sanitizer` is both. The protocols live here, apart from the
sanitizer, so that a module that is handed one (curation, team sync, the
ingest writer, the API's error middleware) names the seam without importing
the regex machinery.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Protocol

__all__ = ["JsonRedactor", "Redactor"]


class Redactor(Protocol):
    """Something that returns a text with its secrets replaced."""

    def redact(self, text: str) -> str: ...


class JsonRedactor(Redactor, Protocol):
    """A `Redactor` that also redacts every string inside a JSON value (tool inputs)."""

    def redact_json(
        self,
        value: object,
        *,
        encoded: bytes | None = None,
        shortcut: bool = True,
        redact: Callable[[str], str] | None = None,
    ) -> object: ...

    def redact_all(self, texts: Sequence[str]) -> list[str]:
        """`redact` of each of `texts`, in order (a batch costs less than one by one)."""
        ...
