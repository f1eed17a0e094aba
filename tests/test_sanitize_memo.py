"""The sanitizer's memo of short texts: the same redaction as without it, and bounded."""

from __future__ import annotations

from kenning.daemon.safety import sanitize
from kenning.daemon.safety.sanitize import Sanitizer

from .sanitize_samples import GHP, NEGATIVE, POSITIVE


def test_a_short_text_redacts_the_same_the_first_time_and_from_the_memo() -> None:
    s = Sanitizer()
    texts = [f"token {GHP}", "yes", "apply_patch", *NEGATIVE, *(p[0] for p in POSITIVE)]
    short = [t for t in texts if len(t) <= sanitize.SHORT_CHARS]
    assert any(s._redact(t) != t for t in short)  # a secret among them, redacted
    first = [s.redact(t) for t in short]
    again = [s.redact(t) for t in short]
    assert first == again == [s._redact(t) for t in short]
    assert all(t in s._short for t in short)


def test_a_long_text_is_not_kept() -> None:
    s = Sanitizer()
    text = "x" * (sanitize.SHORT_CHARS + 1) + f" token {GHP}"
    assert GHP not in s.redact(text)
    assert text not in s._short


def test_the_memo_stays_under_its_bound_and_still_redacts() -> None:
    s = Sanitizer()
    for n in range(sanitize.SHORT_MEMO + 50):
        s.redact(f"word {n}")
        assert len(s._short) <= sanitize.SHORT_MEMO
    secret = f"token {GHP}"
    assert len(secret) <= sanitize.SHORT_CHARS
    assert GHP not in s.redact(secret)
    assert s.redact(secret) == s._redact(secret)


def test_a_view_two_ways_make_alike_is_read_once(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    # a quoted line with typographic quotes: its straight view then unmarked lines, and its
    # unmarked lines then straight quotes, are one text; it is read once at each depth
    s = Sanitizer()
    text = "\n".join(f"> “note {i}” — the deploy reads it\n> token = “{GHP}”" for i in range(40))
    read: list[tuple[str, int]] = []
    scan = Sanitizer._scan

    def counted(self, text, depth=0, given=None, views=None):  # type: ignore[no-untyped-def]
        read.append((text, depth))
        return scan(self, text, depth, given, views)

    monkeypatch.setattr(Sanitizer, "_scan", counted)
    out = s.redact(text)
    assert GHP not in out and "note 39" in out
    assert len(read) == len(set(read))  # no view read twice at one depth
