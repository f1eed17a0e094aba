"""A run's sanitizer that redacts each long text once: the same text read again is looked up.

An ingestion run meets the same long text many times: a tool's answer that
every session of a project gets (`The file … has been updated.`, a test
run's summary), the same file read or edited again, a prompt pasted into
several sessions, an assistant's closing words. The sanitizer memoises short
texts itself (`sanitize.SHORT_CHARS`); a long one was searched again each
time, every rule woken by its gates running once more over the same
characters. `Remembered` wraps the run's sanitizer and keeps the redaction
of each text longer than `REMEMBER_ABOVE` characters it has redacted, up to
`REMEMBER_CHARS` characters of them. Redaction is a function of the text
(`redact(x)` is the same whenever it is asked), so the rows stored are the
same; only the second search is gone.

Measured on the bench's large corpus (251,738 messages): of 78 MB of texts
the writer's `prepare` redacted, 14 MB were a text redacted before in the
run; on the real logs of the development set, 0.86 of 11.3 MB.

The memo lives as long as the run (the reader process, or one scan of the
writer) and holds at most twice `REMEMBER_CHARS` characters: two
generations, the older dropped when the newer is full, and a text found in
the older one moved into the newer (those that keep coming back stay).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from kenning.daemon.safety.redactor import JsonRedactor

__all__ = ["REMEMBER_ABOVE", "REMEMBER_CHARS", "Remembered"]

#: texts longer than this are remembered (the sanitizer memoises shorter ones itself)
REMEMBER_ABOVE = 64
#: characters of remembered texts per generation (two generations at most)
REMEMBER_CHARS = 4_000_000


class Remembered:
    """A `JsonRedactor` that asks `sanitizer` once per long text of a run."""

    def __init__(self, sanitizer: JsonRedactor, chars: int = REMEMBER_CHARS) -> None:
        self.sanitizer = sanitizer
        self.chars = chars
        self.new: dict[str, str] = {}
        self.old: dict[str, str] = {}
        self.size = 0  # characters of `new`'s texts

    def _known(self, text: str) -> str | None:
        found = self.new.get(text)
        if found is None:
            found = self.old.get(text)
            if found is not None:
                self._keep(text, found)
        return found

    def _keep(self, text: str, redacted: str) -> None:
        self.new[text] = redacted
        self.size += len(text)
        if self.size >= self.chars:
            self.old, self.new, self.size = self.new, {}, 0

    def redact(self, text: str) -> str:
        if len(text) <= REMEMBER_ABOVE:
            return self.sanitizer.redact(text)
        found = self._known(text)
        if found is None:
            found = self.sanitizer.redact(text)
            self._keep(text, found)
        return found

    def redact_all(self, texts: Sequence[str]) -> list[str]:
        """`redact` of each text: the ones not known yet asked of the sanitizer together
        (`redact_all`, each once), in their order."""
        known: dict[str, str] = {}
        asked: dict[str, None] = {}  # in order, once each
        for text in texts:
            if len(text) <= REMEMBER_ABOVE:
                asked[text] = None
            elif text not in known and text not in asked:
                found = self._known(text)
                if found is None:
                    asked[text] = None
                else:
                    known[text] = found
        if asked:
            order = list(asked)
            for text, redacted in zip(order, self.sanitizer.redact_all(order), strict=True):
                if len(text) > REMEMBER_ABOVE:
                    self._keep(text, redacted)
                known[text] = redacted
        return [known[text] for text in texts]

    def redact_json(
        self,
        value: object,
        *,
        encoded: bytes | None = None,
        shortcut: bool = True,
        redact: Callable[[str], str] | None = None,
    ) -> object:
        """The sanitizer's `redact_json`, its strings redacted through this memo."""
        return self.sanitizer.redact_json(
            value, encoded=encoded, shortcut=shortcut, redact=redact or self.redact
        )
