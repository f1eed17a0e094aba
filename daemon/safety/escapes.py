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

Bytes a tool printed as escapes (a history's `CREATE\\040USER`, `grep -a`'s `\\x00` between
two strings, `b'\\x70\\x61…'`) read as they print (`byte_escaped`), and hex bytes of text
(`81 a7 61 70 69 5f 6b 65 79 …` of a msgpack dump, `xxd -p`, a registry export's
`hex(2):6c,00,…` UTF-16) read as that text (`hex_text`), a serializer's length and type bytes
as line ends: every rule reads the name and the value they encode.

Speed: the sanitizer decodes a text only when it holds `\\u00` (after a backslash)
or `&quot;`/`&#` (after a `&`): substring tests written inline in `_scan`; the
decoding is one pass over the escapes. The two views of one character for one are
made only for a text that is not ASCII; the view without colour codes only for a text
with `[` (one test inline) and an escape character or a CDATA mark (`may_render`); the
bytes' escapes only after a backslash and `\\0`, `\\1` or `\\x` (`may_escape_bytes`); hex
bytes only where a secret's name is written so (`6b 65 79`, `70617373`) or a registry
value's mark stands (`HEX_MARKS`: in an ASCII text the gates' one pass finds them, gates.py;
in any other `may_be_hex_text`, 18 substring tests of the lower case).

A URL whose `//` is written escaped (round 41: an xcconfig's `https:/$()/…`, where `//`
starts a comment, and JSON's `https:\\/\\/…` in a text that is no JSON decoded) reads with
its slashes (`slashes_unescaped`): the rules read its login and password. Made only where
`/$()/` or two escaped slashes stand (substring tests inline).

A literal of a language's own quoting (Lua's `[==[…]==]`, Perl's `qq{…}`, Ruby's `%q{…}`,
Elixir's `~s{…}`, triple quotes, Nix's `''…''`, Move's `x"…"`, a Zig `\\\\` line, Tcl's
`set NAME {…}`) reads as a double-quoted string (`quoting`, round 39): every rule reads
`NAME = "…"`. Made only where one of its opening marks stands (`QUOTING_MARKS`, found by the
gates' pass in an ASCII text, `may_quote` in any other).
"""

from __future__ import annotations

import bisect
import itertools
from collections.abc import Sequence

from kenning.daemon.core.lazy_regex import lazy_compile
from kenning.daemon.safety.values import decode_base64

__all__ = [
    "HEX_MARKS",
    "QUOTING_MARKS",
    "ZIG_MARK",
    "Decoding",
    "byte_escaped",
    "decoded",
    "escaped_lines",
    "hex_text",
    "mail_decoded",
    "markup",
    "may_be_hex_text",
    "may_be_mail_encoded",
    "may_be_markup",
    "may_quote",
    "original_end",
    "original_offset",
    "printable",
    "quoted_lines",
    "quoting",
    "rendered",
    "script_split",
    "slashes_unescaped",
    "typographic",
    "url_decoded",
]

#: `\\u00XX` of printable ASCII; the entities of quotes, `&`, `<` and `>`; a numeric entity
#: of printable ASCII (`&#58;`, `&#x3A;`: round 38, `admin&#58;…&#64;host`)
_ESCAPE = lazy_compile(
    r"\\u00([2-7][0-9a-fA-F])|&(quot|apos|amp|lt|gt);|&#(?:(3[2-9]|[4-9][0-9]|1[01][0-9]|12[0-6])"
    r"|[xX]([2-7][0-9a-fA-F]));"
)
_ENTITIES = {
    "quot": '"',
    "apos": "'",
    "amp": "&",
    "lt": "<",
    "gt": ">",
}


class _Decoding:
    """A view in `decoded`'s form built escape by escape: the text between them kept, each
    escape `text[lo:hi]` put as one character."""

    __slots__ = ("added", "at", "extra", "last", "out", "plain", "text")

    def __init__(self, text: str) -> None:
        self.text = text
        self.out: list[str] = []
        self.at: list[int] = []
        self.extra: list[int] = []
        self.last = self.plain = self.added = 0

    def put(self, lo: int, hi: int, char: str) -> None:
        self.out.append(self.text[self.last : lo])
        self.plain += lo - self.last
        self.out.append(char)
        self.at.append(self.plain)
        self.added += hi - lo - 1
        self.extra.append(self.added)
        self.plain += 1
        self.last = hi

    def drop(self, lo: int, hi: int) -> None:
        """`text[lo:hi]`, right after the last escape, read as nothing (with that escape)."""
        self.added += hi - lo
        self.extra[-1] = self.added
        self.last = hi

    def view(self) -> tuple[str, list[int], list[int]] | None:
        if not self.at:
            return None
        self.out.append(self.text[self.last :])
        return "".join(self.out), self.at, self.extra


#: the builder of a view in `decoded`'s form, for the views kept in other modules
#: (declared.py)
Decoding = _Decoding


def decoded(text: str) -> tuple[str, list[int], list[int]] | None:
    """`text` with its escapes decoded, the decoded offsets of the escapes, and the
    characters each escape and those before it added; None when there were none."""
    view = _Decoding(text)
    for m in _ESCAPE.finditer(text):
        code, name, decimal, hexa = m.groups()
        if code is not None or hexa is not None:
            char = chr(int(code or hexa, 16))
        else:
            char = chr(int(decimal)) if decimal is not None else _ENTITIES[name]
        view.put(m.start(), m.end(), char)
    return view.view()


#: a slash escaped (`\\/`), and a build setting's empty expansion before one (`$()/`: an
#: xcconfig's `https:/$()/`, read as `//`)
_SLASH_ESCAPE = lazy_compile(r"\\/|\$\(\)/")


def slashes_unescaped(text: str) -> tuple[str, list[int], list[int]] | None:
    """`text` with its escaped slashes (`\\/`, `$()/`) as `/`, in `decoded`'s form; None
    when it has none."""
    view = _Decoding(text)
    for m in _SLASH_ESCAPE.finditer(text):
        view.put(m.start(), m.end(), "/")
    return view.view()


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


#: a byte written as an escape: octal (`\\040`, as readline's and MySQL's histories write a
#: blank), hex (`\\x41`) or a NUL (`\\0`)
_BYTE_ESCAPE = lazy_compile(r"\\{1,2}(?:([0-3][0-7]{2})|x([0-9a-fA-F]{2})|0(?![0-7x]))")


def may_escape_bytes(text: str) -> bool:
    """Whether `text` (that holds a backslash) may hold what `byte_escaped` decodes."""
    return "\\0" in text or "\\1" in text or "\\x" in text


def byte_escaped(text: str) -> tuple[str, list[int], list[int]] | None:
    """`text` with its bytes written as escapes read as they print, in `decoded`'s form: an
    octal escape of a printable character (`CREATE\\040USER`), a run of two or more hex
    escapes of printable ones (`\\x70\\x61\\x73\\x73`), and a NUL (`\\0`, `\\x00`: a
    string's end in a binary, read as a blank between two strings). A lone hex escape, a
    control character's (`\\x1b`) and an escape of a byte beyond ASCII stay as written; None
    when nothing is decoded."""
    view = _Decoding(text)
    matches = list(_BYTE_ESCAPE.finditer(text))
    for k, m in enumerate(matches):
        octal, hexa = m.group(1), m.group(2)
        code = int(octal, 8) if octal is not None else int(hexa, 16) if hexa is not None else 0
        if code and not 32 <= code < 127:
            continue
        if code and hexa is not None:
            beside = (k and matches[k - 1].end() == m.start()) or (
                k + 1 < len(matches) and matches[k + 1].start() == m.end()
            )
            if not beside:
                continue
        view.put(m.start(), m.end(), chr(code) if code else " ")
    return view.view()


#: a secret's name written as hex bytes (`6b 65 79`: `key`; `70617373`: `pass`; capitals
#: too), in the lower case of a text, or a registry value's mark (`hex(2):`)
HEX_MARKS = (
    *(
        sep.join(f"{ord(c):02x}" for c in word)
        for name in ("key", "pass", "token", "secret")
        for word in (name, name.upper())
        for sep in (" ", "")
    ),
    "hex(",
    "=hex:",
)
#: a run of four hex bytes or more: apart (`61 70 69`, a registry export's `61,00,70,00`,
#: wrapped with `,\`), or together (`xxd -p`, CBOR's `6B6579`, its `h'…'`); a registry
#: value's type before it
_HEX_RUN = lazy_compile(
    r"(?P<reg>hex(?:\([0-9a-fA-F]\))?:)?(?P<run>[0-9A-Fa-f]{2}"
    r"(?:(?:[ ,]|,\\\r?\n[ \t]*)[0-9A-Fa-f]{2}){3,}"
    r"|(?<![0-9A-Za-z])(?:[0-9A-Fa-f]{2}){4,}(?![0-9A-Za-z]))"
)
_HEX_PAIR = lazy_compile(r"[0-9A-Fa-f]{2}")
#: a dump's row before its bytes (`00000040  61 70`, `     8195: 00 2c`): rendered.py reads
#: such rows with their text column
_DUMP_ROW = lazy_compile(r"[ \t]*(?:0x)?[0-9A-Fa-f]{4,10}:?[ \t]")


def may_be_hex_text(low: str) -> bool:
    """Whether the lower case `low` of a text holds a mark `hex_text` reads."""
    return any(mark in low for mark in HEX_MARKS)


def hex_text(text: str) -> tuple[str, list[int], list[int]] | None:
    """`text` with its runs of hex bytes read as the text they encode, in `decoded`'s form:
    a printable byte as its character, a NUL after one as nothing (UTF-16's second byte),
    any other byte as a line's end (a serializer's length or type byte: the strings stand on
    their lines, as `strings` prints them); a run most of whose bytes are not printable (a
    hash, a key's bytes) stays as written. None when no run is read."""
    view = _Decoding(text)
    for m in _HEX_RUN.finditer(text):
        row = text.rfind("\n", 0, m.start()) + 1
        if _DUMP_ROW.match(text, row, m.start()) is not None:
            continue
        pairs = list(_HEX_PAIR.finditer(text, *m.span("run")))
        codes = [int(p.group(0), 16) for p in pairs]
        shown = sum(32 <= c < 127 or c in (9, 10, 13) for c in codes)
        zeros = sum(c == 0 for c in codes)
        if 3 * shown < 2 * (len(codes) - zeros) or shown < 4:
            continue
        prev_shown = False
        for k, p in enumerate(pairs):
            lo = m.start() if k == 0 else p.start()
            hi = pairs[k + 1].start() if k + 1 < len(pairs) else m.end()
            c = codes[k]
            if c == 0 and prev_shown:
                view.drop(lo, hi)  # UTF-16's second byte: nothing
                prev_shown = False
                continue
            prev_shown = 32 <= c < 127
            view.put(lo, hi, chr(c) if prev_shown or c in (9, 10, 13) else "\n")
    return view.view()


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


#: a document's inline markup between a name and its value (round 38): a tag of HTML, XML,
#: ODF or OOXML (`<span class="va">`, `</text:span>`, `<w:t>`), a LaTeX macro's head
#: around a run (`\\texttt{`, `\\verb|`) and its run's delimiters
_MARKUP = lazy_compile(
    r"</?[A-Za-z][\w:.-]{0,40}(?:\s[^<>]{0,300})?/?>"
    r"|\\(?:texttt|textbf|textit|textsf|emph|code|url|path|lstinline|verb)\*?(?=[{|!+])"
)
#: the inline elements whose runs `markup` opens, and the macros (after a backslash)
_MARKUP_TAGS = (
    "</span>",
    "</text:",
    "</t>",
    "</w:t>",
    "</code>",
    "</td>",
    "</li>",
    "</p>",
    "</dd>",
    "</pre>",
    "</tt>",
    "</kbd>",
    "</b>",
    "</strong>",
    "</em>",
    "</var>",
    "</samp>",
    "</summary>",  # a C# or VB doc comment's elements (round 39)
    "</remarks>",
    "</para>",
    "</returns>",
)
_MARKUP_MACROS = ("\\texttt", "\\verb", "\\lstinline", "\\code{")


def may_be_markup(text: str, slash: bool) -> bool:
    """Whether `text` may hold what `markup` opens (`slash`: it holds a backslash; the
    caller tests `</` or a backslash first: one memchr settles most texts)."""
    return ("</" in text and any(tag in text for tag in _MARKUP_TAGS)) or (
        slash and any(macro in text for macro in _MARKUP_MACROS)
    )


def markup(text: str) -> tuple[str, list[int], list[int]] | None:
    """`text` as a document shows it, in `decoded`'s form: each tag of its inline markup
    (`<span class="op">=</span>`, `<text:span …>`), a macro's head (`\\texttt`) and the
    delimiters of its run (`{…}`, `|…|`) read as one blank, so that a name and its value
    the markup set apart read as `name = value`. None without any."""
    spans: list[tuple[int, int]] = []
    for m in _MARKUP.finditer(text):
        spans.append(m.span())
        if m.group(0)[0] == "\\":  # a macro: its run's delimiters too
            opener = text[m.end()]
            end = text.find("}" if opener == "{" else opener, m.end() + 1, m.end() + 400)
            if end > 0 and "\n" not in text[m.end() : end]:
                spans += [(m.end(), m.end() + 1), (end, end + 1)]
    if not spans:
        return None
    view = _Decoding(text)
    for lo, hi in sorted(spans):
        if lo >= view.last:
            view.put(lo, hi, " ")
    return view.view()


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
_ESCAPED_LINE = lazy_compile(
    r"\\n[ \t]*(?:- |export )?[A-Za-z_][\w.-]{0,40}(?: [\w.-]{1,20}){0,3}[ \t]*[:=]"
)


def escaped_lines(text: str) -> str | None:
    """`text` with each `\\n` escape read as a line's end, one character for one (` ` and
    the newline), where a line so written starts with a name and its `:` or `=` (`export
    NAME=`, `Unseal Key 1:`): a document kept in one string (a cookie jar's YAML in
    `SESSION='---\\n…'`, a tool's output in a JSON string), whose layouts read at a line's
    start. None for other texts. (Two such lines were asked before round 47: a tool's
    output with one, `\\nexport HF_TOKEN=…`, was read only where a name starts a string.)"""
    if _ESCAPED_LINE.search(text) is None:
        return None
    return text.replace("\\n", " \n")


#: typographic quotes and the straight quote each stands for (one character for one); a
#: dash a word processor set for a flag's hyphen (`mysql –u root –p…`), a space of another
#: width (`密码：\u3000…`, a no-break space), a fullwidth letter, digit or `＝`/`＿`/`－`
#: (an IME's: `ＡＰＩ＿ＫＥＹ＝…`) read as the ASCII character they show (round 38)
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
        **{chr(c): "-" for c in (*range(0x2010, 0x2016), 0x2212)},
        **{chr(c): " " for c in (0x00A0, *range(0x2000, 0x200B), 0x202F, 0x205F, 0x3000)},
        **{chr(c): chr(c - 0xFEE0) for c in (*range(0xFF10, 0xFF1A), *range(0xFF21, 0xFF3B))},
        **{chr(c): chr(c - 0xFEE0) for c in (*range(0xFF41, 0xFF5B), 0xFF1D, 0xFF3F, 0xFF0D)},
    }
)
#: what `typographic` reads: a typographic quote; a dash before a flag's letter after a
#: blank; a space of another width before printable ASCII; a fullwidth letter or digit
_TYPOGRAPHIC_MARK = lazy_compile(
    "[\u201c-\u201f\u00ab\u00bb\u2018-\u201b]|[ \t\u3000][\u2010-\u2015\u2212]{1,2}[A-Za-z]"
    "|[\u00a0\u2000-\u200a\u202f\u205f\u3000][!-~]|[\uff10-\uff19\uff21-\uff3a\uff41-\uff5a]"
)


def typographic(text: str) -> str | None:
    """`text` with its typographic quotes straight, its flags' dashes, odd spaces and
    fullwidth forms ASCII, or None when it has none of them.

    The view has the text's length: an offset in it is the same offset in `text`.
    """
    if _TYPOGRAPHIC_MARK.search(text) is None:
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


# -- mail's transfer encodings (round 38) ----------------------------------------------------

#: an RFC 2047 encoded word (`=?UTF-8?B?…?=`, `=?iso-8859-1?Q?…?=`) in a header
_ENCODED_WORD = lazy_compile(r"=\?([A-Za-z0-9_.:-]{1,40})\?([BbQq])\?([^?\s]{1,900})\?=")
#: a MIME part's base64 body: its header, the part's other headers, a blank line, then
#: lines of base64 up to a blank line, a boundary or the end
_MIME_BASE64 = lazy_compile(
    r"(?i:content-transfer-encoding):[ \t]*(?i:base64)[ \t]*\r?\n(?:[^\r\n]{1,300}\r?\n){0,12}?"
    r"\r?\n(?P<body>(?:[A-Za-z0-9+/]{4,100}={0,2}[ \t]*(?:\r?\n|\Z)){1,2000})"
)
_QP_BYTE = lazy_compile(r"=([0-9A-Fa-f]{2})")


def may_be_mail_encoded(text: str, low: str) -> bool:
    """Whether `text` may hold what `mail_decoded` reads (an encoded word's `?=` first)."""
    return ("?=" in text and "=?" in text) or "transfer-encoding: base64" in low


def printable(plain: str) -> bool:
    """Whether `plain` (a decoded text) is text: nine of ten characters printable or blanks."""
    shown = sum(c.isprintable() or c in "\t\r\n" for c in plain)
    return bool(plain) and 10 * shown >= 9 * len(plain)


def _base64_plain(text: str, lo: int, hi: int) -> tuple[list[int], str] | None:
    """The base64 at `text[lo:hi]` (lines apart): where its characters stand and the text
    it encodes; None when it encodes no text."""
    where = [i for i in range(lo, hi) if text[i] not in " \t\r\n="]
    if len(where) < 8:
        return None
    raw = decode_base64("".join(text[i] for i in where), strict=True)
    try:
        plain = raw.decode("utf-8") if raw is not None else ""
    except UnicodeDecodeError:
        return None
    return (where, plain) if printable(plain) else None


def _put_base64(view: _Decoding, hi: int, where: list[int], plain: str) -> None:
    """Put `plain`, the text the base64 at `where` (up to `hi`) encodes, each character over
    the base64 characters of its bytes."""
    j, last = 0, len(where) - 1
    for k, char in enumerate(plain):
        start = where[min(last, 4 * j // 3)]
        j += len(char.encode("utf-8"))
        end = hi if k == len(plain) - 1 else where[min(last, 4 * j // 3)]
        view.put(start, end, char if char.isprintable() or char in "\t\n" else " ")


def _put_q(view: _Decoding, text: str, lo: int, hi: int, charset: str) -> None:
    """Put the Q encoding at `text[lo:hi]` as the text it encodes (`_` a blank, `=XX` a
    byte: the bytes of one character together)."""
    pending: list[tuple[int, int, int]] = []  # bytes of a character not yet whole

    def flush() -> None:
        raw = bytes(b for _, _, b in pending)
        try:
            chars = raw.decode(charset if charset.lower() != "utf8" else "utf-8")
        except (UnicodeDecodeError, LookupError):
            chars = raw.decode("latin-1")
        if chars:
            view.put(pending[0][0], pending[-1][1], chars[0] if len(chars) == 1 else "?")
        pending.clear()

    i = lo
    while i < hi:
        m = _QP_BYTE.match(text, i, hi)
        if m is not None:
            b = int(m.group(1), 16)
            if pending and (b < 0x80 or b >= 0xC0):
                flush()
            pending.append((i, m.end(), b))
            if b < 0x80:
                flush()
            i = m.end()
            continue
        if pending:
            flush()
        if text[i] == "_":
            view.put(i, i + 1, " ")
        i += 1
    if pending:
        flush()


def mail_decoded(text: str) -> tuple[str, list[int], list[int]] | None:
    """`text` with a mail's transfer encodings read, in `decoded`'s form: an RFC 2047 encoded
    word (`=?UTF-8?B?…?=`, `?Q?`) as its text, its marks as blanks, and a MIME part's
    base64 body as the text it encodes, each character standing over the base64 of its
    bytes. None when nothing is read."""
    view = _Decoding(text)
    for m in _MIME_BASE64.finditer(text):
        read = _base64_plain(text, *m.span("body"))
        if read is not None:
            _put_base64(view, m.end("body"), *read)
    if view.at:
        return view.view()
    for m in _ENCODED_WORD.finditer(text):
        if m.group(2) in "Bb":
            read = _base64_plain(text, *m.span(3))
            if read is None:
                continue
            view.put(m.start(), m.start(3), " ")
            _put_base64(view, m.end(3), *read)
        else:
            view.put(m.start(), m.start(3), " ")
            _put_q(view, text, *m.span(3), m.group(1))
        view.put(m.end(3), m.end(), " ")
    return view.view()


# -- a language's own quoting (round 39) ---------------------------------------------------

#: the literals (lower case) that open a string in a language's own quoting, which the gates'
#: one pass finds (sanitize.py's `_VIEW_MARKS`): Lua's long brackets, Perl's `q`/`qq` and
#: Ruby's `%q`/`%Q`, Elixir's `~s`/`~S` sigils, C++'s `R"(…)"` and Swift's `#"…"#` raw
#: strings, triple quotes and Nix's `''` after `=`, a prefixed string (`raw"`, Move's and
#: D's `x"`), Zig's `\\\\` line after a line that ends in `=`, Tcl's `set` of a secret's name
QUOTING_MARKS = (
    "[[",
    "[=",
    *(f"{sep}{q}{d}" for sep in (" ", "=") for q in ("q", "qq") for d in "{[(<|!/"),
    *(f"~s{d}" for d in "{[(<|/\"'"),
    *(f"%q{d}" for d in "{[(<|!/"),
    'r"(',
    '#"',
    *(f"={sp}{q}" for sp in ("", " ") for q in ('"""', "'''", "''")),
    *(f'{sep}{p}"' for sep in (" ", "=", "(") for p in ("raw", "x")),
    # Tcl's `set NAME {…}` of a secret's name
    *(f"set {w}" for w in ("api", "pass", "pwd", "secret", "token", "auth", "key", "access")),
    *(f"set {w}" for w in ("private", "client_secret", "db_pass", "smtp_pass", "admin_pass")),
)
_PAIRS = {"{": "}", "[": "]", "(": ")", "<": ">"}
#: where a literal of such quoting opens; its closing delimiter is looked for on its line
_QUOTING = lazy_compile(
    r"\[(?P<lua>=*)\["
    r"|(?<![\w$@%&>.-])(?:%[qQ]|qq?|~[sS])(?P<pair>[{\[(<|!/#\"'])"
    r"|(?<![\w\"'])R\"(?P<cpp>[^()\s\\\"]{0,16})\("
    r"|(?<![\w\"'#])(?P<swift>#{1,3})\""
    r"|=[ \t]*(?P<triple>\"\"\"|''')"
    r"|=[ \t]*(?P<nix>'')(?!')"
    r"|(?<![\w\"'])(?:raw|x)(?P<prefix>\")"
    r"|=[ \t]*(?P<zig>\r?\n[ \t]*\\\\)"
    r"|(?:^|\n)[ \t]*set[ \t]+[\w:()-]{1,60}[ \t]+(?P<tcl>\{)"
)
#: the longest value read between such delimiters
_QUOTED_MOST = 400


#: a Zig literal's mark: `=` at a line's end, the literal's `\\\\` on the next line; the
#: mark alone (a diff's, a shell's, a base64 line's end) makes no view without the
#: backslashes (2,906 of an ingest's texts searched for nothing, 0.38 CPU-s)
ZIG_MARK = "=\n"


def may_quote(low: str) -> bool:
    """Whether the lower case `low` of a text outside ASCII holds a mark of `QUOTING_MARKS`,
    or a Zig literal's (in an ASCII text the gates' pass finds them)."""
    return any(mark in low for mark in QUOTING_MARKS) or (ZIG_MARK in low and "\\\\" in low)


def quoting(text: str) -> tuple[str, list[int], list[int]] | None:
    """`text` with each literal of a language's own quoting written as a double-quoted
    string, in `decoded`'s form: its opening (`[==[`, `qq[`, `~s{`, `\"\"\"`, `''`, `raw"`,
    `x"`, `{` after Tcl's `set NAME`, a Zig `\\\\` line's line end and marks) and its closing
    delimiter each read as `"`, so that every rule reads the name and the value as it reads
    `NAME = "…"`. A literal is read on one line, of 1 to 400 characters without its closing
    delimiter. None when there is none."""
    view = _Decoding(text)
    last = 0
    for m in _QUOTING.finditer(text):
        if m.start() < last:
            continue
        group = m.lastgroup
        if group is None:
            continue
        lo, hi = m.span(group)
        if group == "lua":
            lo, hi, close = m.start(), m.end(), "]" + m.group("lua") + "]"
        elif group == "pair":
            lo, close = m.start(), _PAIRS.get(m.group("pair"), m.group("pair"))
        elif group == "prefix":
            lo, close = m.start(), '"'
        elif group == "cpp":
            lo, hi, close = m.start(), m.end(), ")" + m.group("cpp") + '"'
        elif group == "swift":
            lo, hi, close = m.start(), m.end(), '"' + m.group("swift")
        elif group in ("triple", "nix"):
            close = m.group(group)
        elif group == "zig":
            close = "\n"
        else:
            close = "}"
        line_end = text.find("\n", hi)
        line_end = len(text) if line_end < 0 else line_end
        # (within reach only: a text of many openers and no close stays linear)
        end = text.find(close, hi, min(line_end + (close == "\n"), hi + _QUOTED_MOST + len(close)))
        if group == "zig" and end < 0:
            end = len(text)
        if not 0 < end - hi <= _QUOTED_MOST:
            continue
        if group == "lua" and (text[hi].isspace() or "[" in text[hi:end] or "]" in text[hi:end]):
            continue  # a shell's test (`[[ -f x ]]`), a nested list (`[[1, 2], [3]]`)
        view.put(lo, hi, '"')
        if end < len(text):
            view.put(end, end + len(close), '"')
        last = end + len(close)
    return view.view()
