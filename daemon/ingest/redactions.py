"""A run's sanitizer that redacts each long text once: the same text read again is looked up.

An ingestion run meets the same long text many times: a tool's answer that
every session of a project gets (`The file … has been updated.`, a test
run's summary), the same file read or edited again, a prompt pasted into
several sessions, an assistant's closing words. The sanitizer memoises short
texts itself (`sanitize.SHORT_CHARS`); a long one was searched again each
time, every rule woken by its gates running once more over the same
characters. `Remembered` wraps the run's sanitizer and keeps, for each text
longer than `REMEMBER_ABOVE` characters it has redacted, what redaction
gave. Redaction is a function of the text (`redact(x)` is the same whenever
it is asked), so the rows stored are the same; only the second search is gone.

A text is remembered by a digest of it, not by the text: nearly every text
comes back from the sanitizer as it went in (on the bench's large corpus,
135 of 124,000), and for those the digest is all there is to keep, so a
memo of a few megabytes reaches back over the whole run. (It held the texts
themselves, 4 M characters a generation, until 2026-12: the repeats further
back than that, 4.0 of the 4.5 MB searched twice on that corpus read in one
process, were searched again.) The digest is BLAKE2b of 128 bits keyed by
random bytes drawn per memo: two texts that share one are not met by
chance, and cannot be written on purpose, since the key is never seen
outside the process; a text whose redaction changed it keeps that
redaction beside its digest.

Measured on the bench's large corpus (251,738 messages): of 78 MB of texts
the writer's `prepare` redacted, 14 MB were a text redacted before in the
run; on the real logs of the development set, 0.86 of 11.3 MB.

The memo lives as long as the run (the reader process, or one scan of the
writer) and holds at most twice `REMEMBER_TEXTS` digests and twice
`REMEMBER_CHARS` characters of changed texts' redactions: two generations,
the older dropped when the newer is full, and a text found in the older one
moved into the newer (those that keep coming back stay).
"""

from __future__ import annotations

import hashlib
import os
from collections.abc import Callable, Sequence

from kenning.daemon.safety.redactor import JsonRedactor

__all__ = ["REMEMBER_ABOVE", "REMEMBER_CHARS", "REMEMBER_MEMBERS", "REMEMBER_TEXTS", "Remembered"]

#: texts longer than this are remembered (the sanitizer memoises shorter ones itself)
REMEMBER_ABOVE = 64
#: digests per generation (two generations at most): about 90 bytes each
REMEMBER_TEXTS = 65_536
#: characters of the changed texts' redactions kept per generation
REMEMBER_CHARS = 4_000_000
#: members of JSON objects remembered (`redact_json`'s walk), emptied when full
REMEMBER_MEMBERS = 16_384

#: what the memo holds for a text: None when its redaction is the text itself
_Kept = str | None
#: what `_known` says of a text never redacted (a string no redaction returns: this one)
_MISSING = "\x00not remembered"


class Remembered:
    """A `JsonRedactor` that asks `sanitizer` once per long text of a run."""

    def __init__(
        self, sanitizer: JsonRedactor, texts: int = REMEMBER_TEXTS, chars: int = REMEMBER_CHARS
    ) -> None:
        self.sanitizer = sanitizer
        self.texts = texts
        self.chars = chars
        self.key = os.urandom(16)
        self.new: dict[bytes, _Kept] = {}
        self.old: dict[bytes, _Kept] = {}
        self.size = 0  # characters of the redactions `new` keeps
        #: (key, short string) of an object's member -> the member's value as walked
        self.members: dict[tuple[str, str], object] = {}

    def digest(self, text: str) -> bytes:
        """The memo's key for `text` (see the module's docstring)."""
        data = text.encode("utf-8", "surrogatepass")
        return hashlib.blake2b(data, digest_size=16, key=self.key).digest()

    def _known(self, key: bytes) -> _Kept:
        """The kept redaction (None: the text itself), or `_MISSING` (compare with `is`)."""
        found = self.new.get(key, _MISSING)
        if found is _MISSING:
            found = self.old.get(key, _MISSING)
            if found is not _MISSING:
                self._put(key, found)
        return found

    def _keep(self, key: bytes, text: str, redacted: str) -> None:
        self._put(key, None if redacted == text else redacted)

    def _put(self, key: bytes, kept: _Kept) -> None:
        self.new[key] = kept
        if kept is not None:
            self.size += len(kept)
        if len(self.new) >= self.texts or self.size >= self.chars:
            self.old, self.new, self.size = self.new, {}, 0

    def redact(self, text: str) -> str:
        if len(text) <= REMEMBER_ABOVE:
            return self.sanitizer.redact(text)
        key = self.digest(text)
        found = self._known(key)
        if found is _MISSING:
            redacted = self.sanitizer.redact(text)
            self._keep(key, text, redacted)
            return redacted
        return text if found is None else found

    def redact_all(self, texts: Sequence[str]) -> list[str]:
        """`redact` of each text: the ones not known yet asked of the sanitizer together
        (`redact_all`, each once), in their order."""
        known: dict[str, str] = {}
        asked: dict[str, bytes | None] = {}  # in order, once each; the digest of a long one
        for text in texts:
            if len(text) <= REMEMBER_ABOVE:
                asked[text] = None
            elif text not in known and text not in asked:
                key = self.digest(text)
                found = self._known(key)
                if found is _MISSING:
                    asked[text] = key
                else:
                    known[text] = text if found is None else found
        if asked:
            order = list(asked)
            for text, redacted in zip(order, self.sanitizer.redact_all(order), strict=True):
                digest = asked[text]
                if digest is not None:
                    self._keep(digest, text, redacted)
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
        """The sanitizer's `redact_json`, its strings redacted through this memo.

        An object walked without the shortcut is walked member by member, and a
        member whose value is a short string is looked up (`_walked`).
        """
        if not shortcut and redact is None and isinstance(value, dict):
            return self._walked(value)
        return self.sanitizer.redact_json(
            value, encoded=encoded, shortcut=shortcut, redact=redact or self.redact
        )

    def _walked(self, value: dict[object, object]) -> dict[object, object]:
        """`redact_json(value, shortcut=False)` of an object, its short members remembered.

        The walk gives each member of an object a value that depends on its key
        and its value alone (`Sanitizer._redact_value`: a string by its key's
        verdict, then `redact`; an object under any key walked the same), so
        the object is walked a member at a time, and the members met before
        are looked up. A connector's checkpoint state is such an object, its
        maps of call ids carried from one slice of a source to the next (on the
        bench's large corpus, 2,170 slices of 256 and more members each).
        """
        walk = self.sanitizer.redact_json
        out: dict[object, object] = {}
        for k, v in value.items():
            if isinstance(k, str) and isinstance(v, str) and len(v) <= REMEMBER_ABOVE:
                member = (k, v)
                found = self.members.get(member, _MISSING)
                if found is _MISSING:
                    found = walk({k: v}, shortcut=False, redact=self.redact)[k]  # type: ignore[index]
                    if len(self.members) >= REMEMBER_MEMBERS:
                        self.members.clear()
                    self.members[member] = found
                out[k] = found
            elif isinstance(v, dict):
                out[k] = self._walked(v)
            else:
                out[k] = walk({k: v}, shortcut=False, redact=self.redact)[k]  # type: ignore[index]
        return out
