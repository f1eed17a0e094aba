"""A value broken over two lines, read whole: one of the sanitizer's views (`Sanitizer._views`).
Round 40b of issue 27 (held-out 40's text taken from a PDF and from a scan).

Both pieces must read as pieces of a value (letters mixed with digits, or both cases; only
letters, digits, `-` and `_`): a word hyphenated in prose, a token that ends in `-` before a
line of words, a name or an assignment (`KEY2=…`) is left as written.

* **a PDF's hyphen at a line's end** (`…in the Authorization head-` / `er of every request:
  yXhk…qhi-` / `ct5Z…`): a letter or digit, `-`, the line's end, then a letter or digit
  (after the next line's blanks) read as the two halves joined, the hyphen and the break
  gone, and the blank before the word a line's end: the word wraps whole, as the text was
  before the page was set (what reads a value at a line's start after a secret's line
  reads it);
* **a code told in dash-separated groups, wrapped at a group's dash** (an OCR'd licence
  card: `4ICWD-Q2ZEN-TE4J6-4FXF3` / `-WBVK4-…`, or the dash left at the first line's end):
  when the word before the break already holds a dash, the break alone is gone and the dash
  stays, so the groups read as one code.

The view is `escapes.py`'s decoded form (each joint one character: the character before
it), so a hit maps back over both lines. Gated by `-\\n` or `\\n-` in the text (two substring
tests); only the breaks found are read.
"""

from __future__ import annotations

from kenning.daemon.core.lazy_regex import lazy_compile
from kenning.daemon.safety.escapes import Decoding

__all__ = ["may_be_broken", "unbroken"]

#: blanks a wrapped line may start with
_BLANKS = " \t"
_PIECE = lazy_compile(r"[A-Za-z0-9_-]+")
#: how far back the word before a break is read for a group's dash
_WORD = 80


def may_be_broken(text: str) -> bool:
    """Whether `text` may hold a value broken at a line's end by a dash."""
    return "-\n" in text or "\n-" in text


def _word_start(text: str, end: int) -> tuple[int, bool]:
    """The start of the word that ends at `end` (back to a blank, at most `_WORD`), and
    whether it holds a dash."""
    k = end - 1
    stop = max(0, end - _WORD)
    dash = False
    while k >= stop and not text[k].isspace():
        dash = dash or text[k] == "-"
        k -= 1
    return k + 1, dash


def _value_piece(piece: str) -> bool:
    """A piece of a value: four or more letters, digits, `-` and `_`, a letter or a digit at
    both ends, mixing letters with digits or both cases (a word, a name in capitals, a path,
    an assignment or a PEM line's `V1-----` is none)."""
    if len(piece) < 4 or _PIECE.fullmatch(piece) is None:
        return False
    if not (piece[0].isalnum() and piece[-1].isalnum()):
        return False  # a PEM line's `V1-----`, a rule of dashes
    digit = any(c.isdigit() for c in piece)
    upper = any(c.isupper() for c in piece)
    lower = any(c.islower() for c in piece)
    return (digit and (upper or lower)) or (upper and lower)


def _value_word(text: str, start: int) -> bool:
    """Whether the word at `start` (to a blank, its sentence's stop left out) is a piece of a
    value: what a wrapped value's second line starts with (`KEY2=…`, `what`, `user@host`
    are none)."""
    end = start
    stop = min(len(text), start + _WORD)
    while end < stop and not text[end].isspace():
        end += 1
    return _value_piece(text[start:end].rstrip(".,;:)]}\"'"))


def _next_start(text: str, at: int) -> int:
    """The offset of the first character after `at` that is no blank."""
    while at < len(text) and text[at] in _BLANKS:
        at += 1
    return at


def unbroken(text: str) -> tuple[str, list[int], list[int]] | None:
    """`text` with its values broken at a line's end joined (the module's two forms), in
    `escapes.decoded`'s form; None when no break is read."""
    joints: list[tuple[int, int, str]] = []  # (start, end, the one character read there)

    def join(lo: int, hi: int, word: int) -> None:
        joints.append((lo, hi, text[lo]))
        if word > 0 and text[word - 1] in _BLANKS:
            joints.append((word - 1, word, "\n"))  # the word wraps whole, unhyphenated

    at = text.find("-\n")
    while at > 0:
        nxt = _next_start(text, at + 2)
        if _value_word(text, nxt):
            word, dash = _word_start(text, at)
            if _value_piece(text[word:at]):
                # a group's dash at the line's end stays; a PDF's hyphen goes
                join(at if dash else at - 1, nxt, word)
        at = text.find("-\n", at + 2)
    at = text.find("\n-")
    while at > 0:
        if _value_word(text, at + 2):
            word, dash = _word_start(text, at)
            if dash and _value_piece(text[word:at]):
                join(at - 1, at + 1, word)
        at = text.find("\n-", at + 2)
    if not joints:
        return None
    joints.sort()
    view = Decoding(text)
    last = 0
    for lo, hi, char in joints:
        if lo < last:
            continue
        view.put(lo, hi, char)
        last = hi
    return view.view()
