"""Secrets in a table's column that its header names a secret, whatever the vendor.

A dashboard copied as a Markdown table, a CLI's listing with aligned
columns: the value sits in a cell and no name stands beside it; the name is
the column's header, lines above. A column is a secret's when its header is
a secret's noun alone, with at most one qualifier before it (`Key`,
`Secret`, `Token`, `Password`, a pre-shared key's `PSK`, `API key`, `Client secret`, `Access token`,
`Token value`); a header that says the column holds something about a key
(`Key ID`, `Token name`, `Key fingerprint`, `Created`) is not. A cell under
it is taken when it looks generated: 16 characters or more, letters mixed
with digits or long mixed case (`values.tokenish`), not a placeholder, not a
masked value (`sk_live_…4242`, `****`), not an environment variable's name.

* **Pipe tables** (`| Name | Key | Created |`, the separator row skipped):
  the cell at the header's column in each row until the table ends; and in a table of
  names and values (`| API Secret | <value> |`, as a CLI prints a new key's parts), the
  cell beside a cell that names a secret.
* **Aligned columns** (`SID  Friendly Name  Secret`, two blanks or more
  between headers, as CLIs print them): the run of non-blank characters that
  starts at the header's offset in each line under it until a blank line.

The hits are judged like every other rule's: `public.py` drops ids and
public keys a vendor documents as such.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass
from itertools import pairwise

from kenning.daemon.core.lazy_regex import lazy_compile
from kenning.daemon.safety.secret_rules import Hit, SecretRule
from kenning.daemon.safety.values import is_placeholder, tokenish

__all__ = ["TABLE_RULES", "secret_header"]

#: the nouns of a secret a header names (the header rule and the search for headers share them)
_NOUNS = "key|secret|token|password|passwd|pwd|passphrase|passcode|psk"
#: a header that names a secret: a secret's noun, at most one qualifier before it, and
#: `value` after it at most
_HEADER_FORM = (
    r"(?:(?:api|access|secret|auth|client|private|personal|bearer|app|signing|webhook"
    r"|service|account|master|admin|refresh|session|license|ingest|write|read)[ _-]?)?"
    rf"(?:{_NOUNS})(?:[ _-]?value)?"
)
_SECRET_HEADER = lazy_compile(rf"(?i){_HEADER_FORM}")
#: a table's row: a line that starts (after blanks) with `|`
_PIPE_ROW = lazy_compile(r"[ \t]*\|[^\r\n]*")
_SEPARATOR = lazy_compile(r"[ \t]*\|?[ \t]*:?-{2,}:?[ \t]*(?:\|[ \t]*:?-{2,}:?[ \t]*)*\|?[ \t]*")
#: an aligned header's cells: runs of text split by two blanks or more
_ALIGNED_CELL = lazy_compile(r"\S+(?: \S+)*")
#: a masked or shortened value, or an environment variable's name
_MASKED = lazy_compile(r"[*•…]|\.\.\.|x{6,}|X{6,}")
_ENV_NAME = lazy_compile(r"[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+")


def secret_header(cell: str) -> bool:
    """Whether a table's header cell names a column of secrets."""
    return _SECRET_HEADER.fullmatch(cell.strip().strip("*`_ ")) is not None


#: a listing of keys' ids: a column of the key's holder or description beside `Key`
#: (`confluent api-key list`: `Key | Description | Owner`); a secret's column is then apart
_LISTING_HEADER = lazy_compile(r"(?i)(?:^|[|\s])(?:owner|description|resource id)(?:$|[|\s])")
_SECRET_COLUMN = lazy_compile(r"(?i)secret|token|pass|pwd")
#: a key's id: capitals and digits, the form ids are listed in (a secret mixes cases)
_KEY_ID = lazy_compile(r"[A-Z0-9]{12,24}")


def _ids_listed(header: str) -> bool:
    """Whether a header lists keys by their ids: a holder's or a description's column beside
    the key's, and no column that names a secret."""
    return _LISTING_HEADER.search(header) is not None and _SECRET_COLUMN.search(header) is None


def _secret_cell(value: str, ids: bool = False) -> bool:
    value = value.strip().strip("`'\"")
    if ids and _KEY_ID.fullmatch(value):
        return False  # a key's id in a listing of keys without their secrets
    return (
        16 <= len(value) <= 400
        and tokenish(value, 16)
        and not _MASKED.search(value)
        and not _ENV_NAME.fullmatch(value)
        and not is_placeholder(value)
    )


def _pipe_cells(line: str) -> list[tuple[int, int]]:
    """The spans of a pipe row's cells (between its bars), in the line."""
    bars = [i for i, c in enumerate(line) if c == "|"]
    return [(a + 1, b) for a, b in pairwise(bars)]


def _pipe_columns(header: str) -> list[int]:
    """The numbers of a pipe header's cells that name a secret."""
    return [k for k, (a, b) in enumerate(_pipe_cells(header)) if secret_header(header[a:b])]


def _pipe_hits(
    text: str, header_end: int, columns: list[int], kind: str, ids: bool = False
) -> Iterator[Hit]:
    """The secret cells, in `columns`, of the pipe table whose header ends at `header_end`
    (`ids`: a listing of keys' ids)."""
    at = header_end + 1
    while at < len(text):
        row = _PIPE_ROW.match(text, at)
        if row is None:
            return
        line = row.group()
        if not _SEPARATOR.fullmatch(line):
            cells = _pipe_cells(line)
            for k in columns:
                if k < len(cells) and _secret_cell(line[cells[k][0] : cells[k][1]], ids):
                    yield _cell_hit(line, at, *cells[k], kind)
        at = row.end() + 1


def _aligned_columns(header: str) -> list[int]:
    """The offsets of an aligned header's cells that name a secret (none: no such header)."""
    inner = header.strip()
    # two cells stand two blanks apart (or more). Where the only blank is the space (ASCII,
    # printable), a line without two in a row is one cell, prose or code: no header
    if "  " not in inner and inner.isascii() and inner.isprintable():
        return []
    cells = [(m.start(), m.group()) for m in _ALIGNED_CELL.finditer(header)]
    if len(cells) < 2:
        return []
    gaps = [cells[i + 1][0] - (cells[i][0] + len(cells[i][1])) for i in range(len(cells) - 1)]
    if min(gaps) < 2:
        return []  # prose, not a header of aligned columns
    return [offset for offset, cell in cells if secret_header(cell)]


def _aligned_hits(
    text: str, end: int, columns: list[int], kind: str, ids: bool = False
) -> Iterator[Hit]:
    """The secret cells at `columns` under an aligned header line that ends at `end` (`ids`:
    a listing of keys' ids)."""
    at = end + 1
    while at < len(text):
        nl = text.find("\n", at)
        line = text[at : nl if nl >= 0 else len(text)]
        if not line.strip():
            return
        for offset in columns:
            if offset < len(line) and not line[offset].isspace():
                if offset > 0 and not line[offset - 1].isspace():
                    continue  # the cell does not start here: another column's text runs on
                stop = offset
                while stop < len(line) and not line[stop].isspace():
                    stop += 1
                if _secret_cell(line[offset:stop], ids):
                    yield Hit(kind, at + offset, at + stop, 1)
        if nl < 0:
            return
        at = nl + 1


_HEADER_WORD = lazy_compile(rf"(?i)(?<![a-z])(?:{_NOUNS})(?![a-z])")
#: the same nouns in the lower case of an ASCII text, the look-behind tested after: a
#: pattern that starts with its words lets `re` skip to their first letters in C, where one
#: that starts with a look-behind (and `(?i)`) is tried at each position (a third the CPU)
_LOW_HEADER_WORD = lazy_compile(rf"(?:{_NOUNS})(?![a-z])")


#: the letters beyond ASCII that `(?i)` reads as ASCII ones (`İ`, `ı`, `ſ`, the Kelvin sign
#: `K`; tests/test_sanitize_tables.py asks `re`): a text without them, whose lower case is as
#: long, matches `_HEADER_WORD` where its lower case matches `_LOW_HEADER_WORD`
_FOLDED_TO_ASCII = ("\u0130", "\u0131", "\u017f", "\u212a")


def _header_words(text: str, low: str, since: int = 0) -> Iterator[tuple[int, int]]:
    """The spans of `_HEADER_WORD`'s matches in `text` (`low`: its lower case), from `since`
    on (where the first of the nouns' gates is: none is before it) in a text whose letters
    `(?i)` reads as its lower case's (ASCII, and nearly every other)."""
    if not text.isascii() and (len(low) != len(text) or any(c in text for c in _FOLDED_TO_ASCII)):
        for m in _HEADER_WORD.finditer(text):
            yield m.span()
        return
    for m in _LOW_HEADER_WORD.finditer(low, since):
        start = m.start()
        # a match that follows a letter is skipped; none of the next ones starts inside it,
        # where each character follows a letter too
        if start == 0 or not ("a" <= low[start - 1] <= "z"):
            yield start, m.end()


#: a blank within a line as `_ALIGNED_CELL`'s `\S` reads it in ASCII, and any other character
_BLANK, _SOLID = r"[\t\x0b\x0c\r\x1c-\x1f ]", r"[^\t\n\x0b\x0c\r\x1c-\x1f ]"
#: what `secret_header` strips from a cell before it reads the cell's words
_DRESS = r"[*`_ ]*"
#: what a header holds, one pattern of each kind (`requires_of`): a cell that names a secret
#: (`secret_header`'s form, dressed as it allows) with its bounds: between two bars of a
#: pipe row with a pipe row under it (`_pipe_hits` reads from the next line) or a cell
#: beside it (`_row_hits`); else a cell of an aligned header (`_aligned_columns`), which
#: stands two blanks or more from its neighbours: after another cell's last character, or
#: first on its line with another cell two blanks on. A word in a sentence or in code
#: (`passed`, `KeyError`, `token_11 = …`) is none of these
_REQUIRES = (
    rf"(?im)^[ \t]*\|(?:[^\r\n|]*\|)*?[\t\x0b\x0c\x1c-\x1f *`_]*{_HEADER_FORM}"
    rf"[\t\x0b\x0c\x1c-\x1f *`_]*\|(?:[^\r\n]*\n[ \t]*\||[ \t]*[^\s|])",
    rf"(?im){_SOLID}{_BLANK}{{2,}}{_DRESS}{_HEADER_FORM}{_DRESS}(?:{_BLANK}{{2}}|{_BLANK}*$)",
    rf"(?im)^{_BLANK}*{_DRESS}{_HEADER_FORM}{_DRESS}{_BLANK}{{2}}{_BLANK}*{_SOLID}",
)


@dataclass(frozen=True)
class _TableColumnRule:
    """A secret in a table's column whose header names a secret."""

    gates: tuple[str, ...] = ("key", "secret", "token", "pass", "pwd", "psk")
    needles: tuple[str, ...] = ("|", "  ")
    requires: tuple[str, ...] = _REQUIRES
    kind: str = "table_secret"
    priority: int = 1

    def scan(self, text: str, low: str, first: Mapping[str, int]) -> Iterator[Hit]:
        # the end of the last line read as a header, or of the last table read: a line is
        # read as a header once and in one table at most, however many words it holds
        done = 0
        # each noun holds one of the gates, and the sanitizer found the first of each: the
        # nouns' pattern (no literal to skip to: tried at each k, s, t and p, the most of
        # the rule's CPU) reads from there
        nouns = min((first[g] for g in self.gates if g in first), default=0)
        for start, end in _header_words(text, low, nouns):
            if start < done:
                continue
            line_start = text.rfind("\n", 0, start) + 1
            line_end = text.find("\n", end)
            if line_end < 0:
                return  # a header with no line under it
            done = line_end
            header = text[line_start:line_end]
            if _PIPE_ROW.fullmatch(header):
                columns = _pipe_columns(header)
                if columns:
                    ids = _ids_listed(header)
                    yield from _pipe_hits(text, line_end, columns, self.kind, ids)
                    done = _end_of(text, line_end + 1, lambda s: _PIPE_ROW.fullmatch(s) is None)
                    # and a table of names and values, a row each (`| API Secret | … |`)
                    yield from _row_hits(text, line_start, done, self.kind)
            else:
                columns = _aligned_columns(header)
                if columns:
                    ids = _ids_listed(header)
                    yield from _aligned_hits(text, line_end, columns, self.kind, ids)
                    done = _end_of(text, line_end + 1, lambda s: not s.strip())


def _row_hits(text: str, at: int, end: int, kind: str) -> Iterator[Hit]:
    """The values of the pipe rows from `at` to `end` whose cell names a secret and whose
    next cell holds one: a table of names and values (a CLI's box of a new key's parts),
    where the name stands in the row, not over the column."""
    while at < end:
        nl = text.find("\n", at, end)
        stop = nl if nl >= 0 else end
        line = text[at:stop]
        cells = _pipe_cells(line)
        for (a, b), (c, d) in pairwise(cells):
            if secret_header(line[a:b]) and _secret_cell(line[c:d]):
                yield _cell_hit(line, at, c, d, kind)
        at = stop + 1


def _cell_hit(line: str, at: int, a: int, b: int, kind: str) -> Hit:
    """The hit of a pipe cell's value (`line[a:b]`, the line at `at` in the text): without
    its blanks, and without its quotes when it is quoted."""
    raw = line[a:b]
    lead = len(raw) - len(raw.lstrip())
    value = raw.strip()
    quote = 1 if value[:1] in "`'\"" and value[-1:] == value[:1] else 0
    s = at + a + lead + quote
    return Hit(kind, s, s + len(value) - 2 * quote, 1)


def _end_of(text: str, at: int, ends: Callable[[str], bool]) -> int:
    """The offset of the first line from `at` on that `ends` the table (or the text's end)."""
    while at < len(text):
        nl = text.find("\n", at)
        stop = nl if nl >= 0 else len(text)
        if ends(text[at:stop]):
            return at
        at = stop + 1
    return len(text)


TABLE_RULES: tuple[SecretRule, ...] = (_TableColumnRule(),)
