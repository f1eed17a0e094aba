"""Text whose quotes are escaped as code points or entities, read as it would print.

JSON written by a serializer that escapes every non-alphanumeric character
(`"\\u007b\\u0022token\\u0022:\\u0022…\\u0022\\u007d"`, as .NET's and some
loggers' do), and JSON inside an HTML attribute (`data-config="{&quot;password&quot;:
&quot;…&quot;}"`) hide the quotes and braces every name rule reads. The
sanitizer scans such a text once more as `decoded` shows it (`\\u00XX` and the
entities of quotes, `&`, `<` and `>` replaced by their characters) and maps the
spans found there back to the text, as it does for `\\"` and URL encoding.

Quotes set by a word processor or a chat client (`“…”`, `‘…’`, `«…»`, `„…“`)
are read the same way, as straight quotes (`typographic`): one character for
one, so the spans found there are the text's own. A password pasted from a
document (`the code is “…”`) is then read between its quotes as any other.

A value joined to a suffix of a script that is not Latin (Sorani's copula `ە`
after a password, a particle in Japanese) is read with the suffix as blanks
(`script_split`): the rules that end a value at a blank end it there, and the
view has the text's length too.

A text a terminal colours (`\\x1b[1;34mAPI_KEY\\x1b[0m=\\x1b[32m…`, or its codes written as
text: `^[[1m`, `\\u001b[1m`, `\\033[1m`) or a CDATA section (`<apiKey><![CDATA[…]]>`) is
read without its codes and marks (`rendered`): every rule reads the name and the value
as they show, and a value found there is taken where it stands, its codes kept.

Speed: the sanitizer decodes a text only when it holds `\\u00` (after a backslash)
or `&quot;`/`&#` (after a `&`): substring tests written inline in `_scan`; the
decoding is one pass over the escapes. The two views of one character for one are
made only for a text that is not ASCII; the view without colour codes only for a text
with `[` (one test inline) and an escape character or a CDATA mark (`may_render`).
"""

from __future__ import annotations

import bisect
import itertools
from collections.abc import Sequence

from kenning.daemon.core.lazy_regex import lazy_compile

__all__ = [
    "decoded",
    "escaped_lines",
    "original_end",
    "original_offset",
    "quoted_lines",
    "rendered",
    "script_split",
    "typographic",
    "url_decoded",
]

_ESCAPE = lazy_compile(r"\\u00([2-7][0-9a-fA-F])|&(quot|apos|amp|lt|gt|#3[49]|#x2[27]);")
_ENTITIES = {
    "quot": '"',
    "apos": "'",
    "amp": "&",
    "lt": "<",
    "gt": ">",
    "#34": '"',
    "#39": "'",
    "#x22": '"',
    "#x27": "'",
}


def decoded(text: str) -> tuple[str, list[int], list[int]] | None:
    """`text` with its escapes decoded, the decoded offsets of the escapes, and the
    characters each escape and those before it added; None when there were none."""
    out: list[str] = []
    at: list[int] = []
    extra: list[int] = []
    last = plain = added = 0
    for m in _ESCAPE.finditer(text):
        out.append(text[last : m.start()])
        plain += m.start() - last
        code = m.group(1)
        out.append(chr(int(code, 16)) if code is not None else _ENTITIES[m.group(2)])
        at.append(plain)
        added += m.end() - m.start() - 1
        extra.append(added)
        plain += 1
        last = m.end()
    if not at:
        return None
    out.append(text[last:])
    return "".join(out), at, extra


_PERCENT = lazy_compile(r"%([0-9A-Fa-f]{2})")


def url_decoded(text: str) -> tuple[str, list[int], list[int]] | None:
    """`text` with its `%XX` escapes of printable ASCII decoded, in `decoded`'s form.

    A form body or a query (`password%3Dhunter2%26…`, `%7B%22token%22%3A%22…`)
    hides the `=`, `:` and quotes the rules read; None when it has no such escape.
    """
    out: list[str] = []
    at: list[int] = []
    extra: list[int] = []
    last = plain = 0
    for m in _PERCENT.finditer(text):
        code = int(m.group(1), 16)
        if not 32 <= code < 127:
            continue
        out.append(text[last : m.start()])
        plain += m.start() - last
        out.append(chr(code))
        at.append(plain)
        extra.append(2 * len(at))
        plain += 1
        last = m.end()
    if not at:
        return None
    out.append(text[last:])
    return "".join(out), at, extra


def original_offset(offset: int, at: Sequence[float], extra: list[int]) -> int:
    """The offset in the text of a decoded offset (a start, or an end: one past a character)."""
    k = bisect.bisect_left(at, offset)
    return offset + (extra[k - 1] if k else 0)


def original_end(offset: int, at: Sequence[float], extra: list[int]) -> int:
    """The offset in the text of a decoded span's end: after its last character (and a
    stripped run after it stays out: `rendered`)."""
    k = bisect.bisect_right(at, offset - 1)
    return offset + (extra[k - 1] if k else 0)


#: a terminal's colour code (SGR), raw or written as text (`^[[1m`, `\\u001b[1m`, `\\033[1m`,
#: `\\x1b[1m`, `\\e[1m`), and a CDATA section's marks
_RENDER_MARK = lazy_compile(
    r"(?:\x1b|\^\[|\\u001[bB]|\\033|\\x1[bB]|\\e)\[[0-9;]{0,24}m|<!\[CDATA\[|\]\]>"
)


def may_render(text: str, slash: bool) -> bool:
    """Whether `text` may hold what `rendered` strips (`[` first: one memchr settles most
    texts)."""
    return "[" in text and (
        "\x1b" in text
        or "^[[" in text
        or "<![CDATA[" in text
        or (slash and ("\\u001" in text or "\\033[" in text or "\\x1" in text or "\\e[" in text))
    )


def rendered(text: str) -> tuple[str, list[float], list[int]] | None:
    """`text` as a terminal or a document renders it, in `decoded`'s form: without its
    colour codes and its CDATA marks, so that the rules read a name and its value as they
    show (`\\x1b[1mAPI_KEY\\x1b[0m=\\x1b[32m…`, `<apiKey><![CDATA[…]]></apiKey>`). A stripped run
    stands half a character before the view's offset it precedes: a span's start after it
    maps past it (`original_offset`), a span's end before it stays before it (`original_end`).
    None without any."""
    out: list[str] = []
    at: list[float] = []
    extra: list[int] = []
    last = plain = added = 0
    for m in _RENDER_MARK.finditer(text):
        out.append(text[last : m.start()])
        plain += m.start() - last
        at.append(plain - 0.5)
        added += m.end() - m.start()
        extra.append(added)
        last = m.end()
    if not at:
        return None
    out.append(text[last:])
    return "".join(out), at, extra


#: the marks that quote a line: aider's chat history (`#### ` before each line a user
#: typed), Markdown's and mail's `> `
_LINE_MARK = lazy_compile(r"(?:^|\n)(?:#### |>{1,3} ?)")


def quoted_lines(text: str) -> tuple[str, list[int], list[int]] | None:
    """`text` with the marks that quote its lines taken off, in `decoded`'s form.

    A snippet pasted into aider's chat (`#### ` before every line) or quoted in
    Markdown (`> `) moves every line's start: the layouts read at a line's start
    (a Kubernetes `- name:` and `value:` pair, a command's output under it) do
    not see it. Each mark and the newline before it read as the newline alone (a
    mark on the first line as a newline too: the view starts with one). None when
    no two lines in a row are quoted.
    """
    marks = list(_LINE_MARK.finditer(text))
    if not any(text.find("\n", a.end()) == b.start() for a, b in itertools.pairwise(marks)):
        return None  # no two lines quoted one after the other (Markdown's headings)
    out: list[str] = []
    at: list[int] = []
    extra: list[int] = []
    last = plain = added = 0
    for m in marks:
        out.append(text[last : m.start()])
        plain += m.start() - last
        out.append("\n")
        at.append(plain)
        added += m.end() - m.start() - 1
        extra.append(added)
        plain += 1
        last = m.end()
    out.append(text[last:])
    return "".join(out), at, extra


#: a line written as an escape in a one-line string, that starts with a name and its `:` or
#: `=` (a YAML document or a `.env` file in a shell variable: `'---\\n  name: x\\n…'`)
_ESCAPED_LINE = lazy_compile(r"\\n[ \t]*(?:- )?[A-Za-z_][\w.-]{0,40}[ \t]*[:=]")


def escaped_lines(text: str) -> str | None:
    """`text` with each `\\n` escape read as a line's end, one character for one (` ` and
    the newline), where two lines or more so written start with a name and its `:` or `=`:
    a document kept in one string (a cookie jar's YAML in `SESSION='---\\n…'`),
    whose layouts read at a line's start. None for other texts."""
    first = _ESCAPED_LINE.search(text)
    if first is None or _ESCAPED_LINE.search(text, first.end()) is None:
        return None
    return text.replace("\\n", " \n")


#: typographic quotes and the straight quote each stands for (one character for one)
_TYPOGRAPHIC = str.maketrans(
    {
        "\u201c": '"',  # “
        "\u201d": '"',  # ”
        "\u201e": '"',  # „
        "\u201f": '"',  # ‟
        "\u00ab": '"',  # «
        "\u00bb": '"',  # »
        "\u2018": "'",  # ‘
        "\u2019": "'",  # ’
        "\u201a": "'",  # ‚
        "\u201b": "'",  # ‛
    }
)
_TYPOGRAPHIC_QUOTE = lazy_compile("[\u201c-\u201f\u00ab\u00bb\u2018-\u201b]")


def typographic(text: str) -> str | None:
    """`text` with its typographic quotes straight, or None when it has none.

    The view has the text's length: an offset in it is the same offset in `text`.
    """
    if _TYPOGRAPHIC_QUOTE.search(text) is None:
        return None
    return text.translate(_TYPOGRAPHIC)


# letters of a script that is not Latin (Greek to Hangul, Arabic's presentation forms):
# a suffix of that script joined to a Latin value (Sorani's copula `ە`, a case ending, a
# particle: `…dRvoZaT%09RlIIە`) ends the value as a blank would
_GLUED_SCRIPT = lazy_compile(
    "[A-Za-z0-9][\u0370-\u052f\u0530-\u058f\u0590-\u08ff\u0900-\u0dff\u0e00-\u0fff\u1000-\u11ff"
    "\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af\ufb1d-\ufdff\ufe70-\ufefe]+"
)
#: how many printable ASCII characters a value joined to such a suffix has at least
_GLUED_VALUE = 6


def script_split(text: str) -> str | None:
    """`text` with each run of non-Latin letters joined to a Latin value (6 printable ASCII
    characters or more before it, the last a letter or a digit: a run after `=` or `:` is
    the value itself) as blanks, or None when it has none.

    The view has the text's length: an offset in it is the same offset in `text`.
    """
    parts: list[str] = []
    done = 0
    for m in _GLUED_SCRIPT.finditer(text):
        start = m.start() + 1
        before = text[max(0, start - _GLUED_VALUE) : start]
        if len(before) < _GLUED_VALUE or not all("!" <= c <= "~" for c in before):
            continue
        parts.append(text[done:start])
        parts.append(" " * (m.end() - start))
        done = m.end()
    if not parts:
        return None
    parts.append(text[done:])
    return "".join(parts)
