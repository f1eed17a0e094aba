"""Secrets in what a terminal or a document renders: the text read again as it shows.

Round 36 of issue 27 (held-out 38's leaks). A program or a terminal printed the
secret in a form the rules do not read: markup between its name and its value, or its
characters in another column (colour codes and CDATA marks are stripped by the
sanitizer's own view, `escapes.rendered`, that every rule reads). Each rule here builds a
*view* of the text, the form a reader sees, searches it with the built-in rules
(`encoded.read_back`), and takes each secret found there where its characters stand
in the text (a secret across parts of the text is taken in each part):

* **LaTeX** (`\\newcommand{\\apikey}{…}`, `\\def\\token{…}`; a `tabular` row `Password &
  \\texttt{…} \\\\`): a macro's definition reads `apikey = …`, a row of two cells `Password:
  …` and a longer row each cell under its header's cell (`Password: …`), each cell
  without its formatting command (`\\texttt{}`, `\\verb|…|`, `\\textbf{}`);
* **a hex dump** (`hexdump -C`, `xxd`): the bytes of its rows read back as one text (a
  `.env` file's line across rows); a secret found there is taken in the text column
  and in the hex digits of each row it covers;
* **a substitution's replacement** (`sed 's/^api_key = .*/api_key = …/'`, `perl -pe
  's/^(token: ).*/$1…/'`): the replacement alone, a back-reference at its start read
  as the pattern's group it stands for (`token: …`);
* **an attribute pair** (`<meta name="deploy-key" content="…">`, `<input type="hidden"
  name="api_token" value="…">`): the view is `name="value"`, so that the name rules judge
  the name and the value (a verification tag's name keeps it public: neighbours.py); a
  `<param>`'s pair is the markup rules' (a voicemail PIN of four digits stays there).

Each rule is of the last priority (10): where another rule takes the same value, its kind
stays. Speed: each rule's gates are literals of the one RE2 set, and its `requires` leaves it
out of an ASCII text without its form; a view is searched only where its form holds.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator

from kenning.daemon.core.lazy_regex import lazy_compile
from kenning.daemon.safety.encoded import read_back
from kenning.daemon.safety.secret_rules import SpanRule, with_lower

__all__ = ["RENDERED_RULES", "View", "assigned"]

_Spans = Iterator[tuple[int, int]]


class View:
    """A text rebuilt from parts of another (kept, each character where it stood) and of
    words put in (standing nowhere): its secrets, found by the built-in rules, are mapped
    back to where their characters stand."""

    __slots__ = ("_at", "_parts")

    def __init__(self) -> None:
        self._parts: list[str] = []
        self._at: list[int] = []

    def keep(self, text: str, lo: int, hi: int) -> None:
        self._parts.append(text[lo:hi])
        self._at.extend(range(lo, hi))

    def keep_at(self, chars: str, at: Iterable[int]) -> None:
        self._parts.append(chars)
        self._at.extend(at)

    def put(self, words: str) -> None:
        self._parts.append(words)
        self._at.extend([-1] * len(words))

    def secrets(self, gap: int = 1) -> _Spans:
        """The spans, in the text, of each secret the built-in rules find in the view: one per
        run of its characters that stand together in the text (`gap` apart at most)."""
        view = "".join(self._parts)
        for start, end in read_back(view):
            run_start = last = -9
            for at in self._at[start:end]:
                if at < 0:
                    continue
                if at - last > gap or at <= last:
                    if run_start >= 0:
                        yield run_start, last + 1
                    run_start = at
                last = at
            if run_start >= 0:
                yield run_start, last + 1


def assigned(
    text: str, name: tuple[int, int], value: tuple[int, int], between: str = " = ", after: str = ""
) -> _Spans:
    """The secrets of the view `<name><between><value><after>` of two spans of `text` (a
    name and a value its printout set apart), where they stand in the text."""
    view = View()
    view.keep(text, *name)
    view.put(between)
    view.keep(text, *value)
    view.put(after)
    return view.secrets()


# -- LaTeX -----------------------------------------------------------------------------------

_MACRO = lazy_compile(
    r"\\(?:(?:new|renew|provide)command\*?[ \t]*\{\\(?P<n>[A-Za-z@]{1,60})\}(?:\[\d\])?"
    r"|(?:g|e|x)?def[ \t]*\\(?P<m>[A-Za-z@]{1,60}))[ \t]*\{(?P<v>[^{}\n]{1,400})\}"
)
_MACRO_REQUIRES = (r"\\(?:newcommand|renewcommand|providecommand|def|gdef|edef|xdef)",)
#: a `tabular` row: cells apart by `&`, ended by `\\`
_ROW = lazy_compile(r"(?m)^[ \t]*(?P<r>[^\n&]{0,200}(?:&[^\n&]{0,400}){1,12}?)[ \t]*\\\\")
#: a formatting command around a cell's text, or `\verb` with its delimiter
_FORMAT = lazy_compile(
    r"\\(?:texttt|textbf|textit|textsf|emph|code|mono|url|path|underline|lstinline)\{"
    r"(?P<a>[^{}\n]{0,400})\}|\\verb\*?(?P<d>[^\w\s])(?P<b>[^\n]{0,400}?)(?P=d)"
)
#: a macro's definition, a table's commands, a row's end after a blank (not `\\\\` alone: a
#: Windows path in a JSON string)
_LATEX_GATES = (
    "\\newcommand", "\\renewcommand", "\\providecommand", "def\\", "def \\", "\\hline",
    "\\midrule", "\\toprule", "\\begin{tabular", "\\begin{longtable", " \\\\",
)  # fmt: skip
_ROW_REQUIRES = (r"&[^\n]*\\\\",)


def _cell(view: View, text: str, lo: int, hi: int) -> None:
    """A cell's text into `view`, without its blanks at the ends and its formatting."""
    while lo < hi and text[lo] in " \t":
        lo += 1
    while hi > lo and text[hi - 1] in " \t":
        hi -= 1
    pos = lo
    for m in _FORMAT.finditer(text, lo, hi):
        view.keep(text, pos, m.start())
        group = "a" if m.group("a") is not None else "b"
        view.keep(text, m.start(group), m.end(group))
        pos = m.end()
    view.keep(text, pos, hi)


def _latex(text: str, low: str) -> _Spans:
    if "def" in low or "command" in low:
        for m in _MACRO.finditer(text):
            name = "n" if m.group("n") is not None else "m"
            yield from assigned(text, m.span(name), m.span("v"))
    if "\\\\" not in text or "&" not in text:
        return
    rows = [_cells(text, m) for m in _ROW.finditer(text)]
    if not rows:
        return
    view = View()
    header = rows[0] if len(rows[0]) > 2 else None
    for cells in rows:
        if len(cells) == 2:
            pairs = [(cells[0], cells[1])]  # a setting's row: its name, its value
        elif header is not None and cells is not header and len(cells) == len(header):
            pairs = list(zip(header, cells, strict=True))  # each cell under its column's name
        else:
            continue
        for label, cell in pairs:
            _cell(view, text, *label)
            view.put(": ")
            _cell(view, text, *cell)
            view.put("\n")
    yield from view.secrets()


def _cells(text: str, row: re.Match[str]) -> list[tuple[int, int]]:
    lo, hi = row.span("r")
    cells: list[tuple[int, int]] = []
    at = lo
    for i in range(lo, hi):
        if text[i] == "&" and text[i - 1] != "\\":
            cells.append((at, i))
            at = i + 1
    cells.append((at, hi))
    return cells


# -- a hex dump ------------------------------------------------------------------------------

#: `hexdump -C`'s row (`00000010  68 33 …  |h3Bc…|`) and `xxd`'s (`00000010: 6833 4263 …  h3Bc…`)
_HEXDUMP_ROW = lazy_compile(
    r"(?m)^(?P<o>[0-9a-f]{7,8})(?::[ ]|[ ]{2})(?P<h>(?:[0-9a-f]{2}[ ]{1,2}){1,16}|"
    r"(?:[0-9a-f]{4}[ ]?){1,8}[0-9a-f]{0,2})[ ]*\|?(?P<a>[^\n]{1,16}?)\|?[ \t]*$"
)
_HEX_PAIR = lazy_compile(r"[0-9a-f]{2}")
_HEXDUMP_REQUIRES = (r"(?m)^[0-9a-f]{7,8}(?:: |  )(?:[0-9a-f]{2} ?){4}",)


def _hexdump(text: str, low: str) -> _Spans:
    rows = list(_HEXDUMP_ROW.finditer(text))
    if len(rows) < 2:
        return
    chars: list[str] = []
    column: list[int] = []  # where each byte's character stands in the text column
    digits: list[int] = []  # and its two hex digits
    for m in rows:
        pairs = list(_HEX_PAIR.finditer(text, *m.span("h")))
        shown = m.group("a")
        if len(pairs) != len(shown):
            continue
        for i, p in enumerate(pairs):
            byte = int(p.group(0), 16)
            chars.append(chr(byte) if byte in (9, 10, 13) or 32 <= byte < 127 else "\ufffd")
            column.append(m.start("a") + i)
            digits.append(p.start())
    if len(chars) < 24:
        return
    plain = "".join(chars)
    view = View()
    view.keep_at(plain, column)
    yield from view.secrets()
    view = View()
    view.keep_at(plain, digits)
    # a row's pairs apart by one blank or two (`xxd`'s groups: none), and each pair's second
    # digit after its first
    for start, end in view.secrets(gap=4):
        yield start, end + 1


# -- an attribute pair -----------------------------------------------------------------------

_TAG = lazy_compile(r"<(?:meta|input)\b[^<>]{0,600}>")
_NAME_ATTR = lazy_compile(
    r"""[ \t\n](?:name|property|id|key|itemprop)[ \t]*=[ \t]*(?P<q>["']?)"""
    r"""(?P<n>[\w.:-]{2,80})(?P=q)"""
)
_VALUE_ATTR = lazy_compile(
    r"""[ \t\n](?:content|value)[ \t]*=[ \t]*(?P<q>["'])(?P<v>[^"'<>\n]{1,400})(?P=q)"""
)
_TAG_GATES = ("<meta", "<input")
_TAG_REQUIRES = (r"(?i)<(?:meta|input)\b[^<>]*(?:content|value)",)


def _attribute_pairs(text: str, low: str) -> _Spans:
    for m in _TAG.finditer(low):
        name = _NAME_ATTR.search(text, m.start(), m.end())
        value = _VALUE_ATTR.search(text, m.start(), m.end())
        if name is None or value is None:
            continue
        yield from assigned(text, name.span("n"), value.span("v"), '="', '"')


# -- a substitution's replacement ----------------------------------------------------------

#: `s/<pattern>/<replacement>/` (sed, perl, vim; any delimiter of `/|#,:@`)
_SUBSTITUTION = lazy_compile(
    r"""(?:^|[\s'"`;{:])s(?P<d>[/|#,:@])(?P<p>(?:\\.|[^\\\n]){1,300}?)(?P=d)"""
    r"""(?P<r>(?:\\.|[^\\\n]){1,300}?)(?P=d)"""
)
#: `s` and its delimiter after what may stand before a substitution (not `s/` alone: paths)
_SUBSTITUTION_GATES = tuple(b + "s" + d for b in " '\"`;{:%" for d in "/|#,@")
#: a back-reference that starts a replacement (`\1`, `$1`, `${1}`) and a group of the pattern
_BACKREF = lazy_compile(r"\\1|\$\{?1\}?")
_GROUP = lazy_compile(r"\(([^()\n]{1,120})\)")
_REGEX_BLANKS = lazy_compile(r"\\s[*+?]?|\[ \\t\]\*|\^|\$")


def _substitutions(text: str, low: str) -> _Spans:
    for m in _SUBSTITUTION.finditer(text):
        d = m.group("d")
        if d != "/" and text[m.start("d") - 2 : m.start("d") - 1].isalnum():
            continue  # `ls:…`, a word's `s` before a colon: no substitution
        view = View()
        lo, hi = m.span("r")
        ref = _BACKREF.match(text, lo, hi)
        if ref is not None:
            group = _GROUP.search(m.group("p"))
            if group is not None:
                view.put(_REGEX_BLANKS.sub(" ", group.group(1)))
            lo = ref.end()
        view.keep(text, lo, hi)
        yield from view.secrets()


RENDERED_RULES: tuple[SpanRule, ...] = (
    SpanRule(
        "secret_assignment",
        with_lower(_latex),
        gates=_LATEX_GATES,
        needles=("{", "&"),
        priority=10,
        requires=(*_MACRO_REQUIRES, *_ROW_REQUIRES),
    ),
    SpanRule(
        "secret_assignment",
        with_lower(_hexdump),
        gates=("0000000", "00000010"),
        priority=10,
        requires=_HEXDUMP_REQUIRES,
    ),
    SpanRule(
        "secret_assignment",
        with_lower(_attribute_pairs),
        gates=_TAG_GATES,
        priority=10,
        requires=_TAG_REQUIRES,
    ),
    SpanRule(
        "secret_assignment",
        with_lower(_substitutions),
        gates=_SUBSTITUTION_GATES,
        priority=10,
        requires=(r"s[/|#,:@][^\n]+[/|#,:@][^\n]*[/|#,:@]",),
    ),
)
