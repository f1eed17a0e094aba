r"""Secrets written in pieces: a key joined from a template's or a concatenation's parts.

Round 18 of issue 27 (a class held-out 22 showed), a shape, no vendor's:

* **a key joined from a template's parts** (`const K1 = '<half>'; const key =
  \`${K1}<half>\``, `key = K1 + "<half>"`, `api_key = f"{k1}<half>"`,
  `api_key = half .. "<half>"`): a name that says a key, a secret, a token or a
  password, assigned a template or a concatenation of a variable and a literal; the
  variable's own literal, in the 2,000 characters before, and the literal part are
  taken when, joined, they read as generated. A URL or a cache key built so stays.

Round 29 (held-out 34's split values):

* **a value written as its variables run together** (`-Dnexus.password="$PW_1$PW_2"`,
  `"${T1}${T2}"`): where the line before the run or a variable's name says a secret,
  each variable's own literal in the 2,000 characters before, when they read, joined, as
  a password or a key (a host and a port, a path, a cache key stay); round 42: a run
  joined by `.` (RouterOS' `password=($p1 . $p2)`), before an escape (expect's `send
  "$pw1$pw2\\r"`) or after a password's flag (`ipmitool … -P "$A$B"`), its variables set
  by Tcl's `set NAME "…"` or RouterOS' `:local NAME "…"` too;
* **a secret split over string literals run together across lines** (Python's and C's
  implicit join, `+` or `\` at a line's end: a webhook's URL in three pieces): their
  contents joined are searched by the built-in rules (`encoded.read_back`), and a secret
  found across two pieces or more is taken in each piece it covers (the first 8 runs of
  a text that carry a token on: a file of quoted random ids costs no more).

Round 33 (held-out 35's and 36's values split over lines):

* **a value continued on the next line by a backslash inside its quotes**
  (`password="<half>\` then `<half>";`, a router's `pre-shared-secret \` then
  `'<half>\`): the logical line, each backslash, its line's end and the next line's
  blanks dropped, is searched by the built-in rules, and a secret across a join is
  taken in each line (a line continued between words, after a blank, opens nothing);
* literals run together are read back with what stands before the first on its line
  (`PK = ("0x<half>"` then `"<half>")`): the rules read the name too;
  a properties file's value continued unquoted (`api.secret=<half>\` then `<half>`,
  round 35) is read so too;
* **a value wrapped over a YAML block's lines** (`seed: >-` then a key in two lines,
  `api_token: |-`): the key and the lines joined with nothing between are read back,
  and a secret across two lines or more is taken in each (a block of words, a
  certificate, a script stays: a line with a blank in it is no piece of a token).

Round 35 (held-out 37's split values):

* literals run together by a language's join at a line's end or the next one's start
  (Elixir's `<>`, Lua's `..`, PHP's `.`, VB's `&`, SQL's `||`, as `+` was);
* **an array of literals joined with nothing between** (`%w[<a> <b>].join`,
  `"".join(["<a>", "<b>"])`, `[…].join("")`; not `.join(", ")`; round 45: PowerShell's
  `-join ('<a>', '<b>')` and `(…) -join ''`): the items joined, read
  back with what stands before them on their line, and a secret across two items is
  taken in each;
* **a batch file's variables run together** (`%K1%%K2%` with `set K1=<half>`), read as
  the shell's are;
* **a value a log or a chat wrapped onto its next line**, the line's prefix repeated (an
  ISO timestamp, `[14:20] joao:`): the run at the first line's end and the one at the
  next's start, joined with what stands before them, are searched by the built-in rules,
  and a secret across the join is taken in each line.

A key told in groups (`41Xc RGz7 2WK1 …`), the other piece-wise form of the round, is
read where a credential's noun introduces a value (places.py, `values.grouped_at`):
that walk is paid already, and a search of its own cost a fifth of the bench's prose.

Speed: a template is read only on a line with `${`, `{` after `f"`, or `+` or `..`
beside a quote, that names a secret's word; the gates are literals of the one RE2 set
(a run of variables: `="$`, `}${`, …; literals run together: a quote at a line's end,
opened only in a text that holds a literal of a token's characters run on from the line
before, its `requires`).
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Iterator

from kenning.daemon.core.lazy_regex import lazy_compile
from kenning.daemon.safety.codes import word_spots
from kenning.daemon.safety.encoded import read_back
from kenning.daemon.safety.forms import names_a_key
from kenning.daemon.safety.placed import generated
from kenning.daemon.safety.secret_rules import SpanRule, with_lower
from kenning.daemon.safety.values import credential_like

__all__ = ["SPLIT_RULES"]

_Spans = Iterator[tuple[int, int]]

# -- a key joined from a template's parts ----------------------------------------------------

#: an assignment at a line's start, after its declaring words (`const`, `local`, `export`)
_JOINED = lazy_compile(
    r"[ \t]*(?:(?:const|let|var|local|export|final|val|my|our|static|readonly|public|private)"
    r"[ \t]+)*\$?(?P<n>[A-Za-z_][\w.]{0,60})[\"']?[ \t]*(?::[^=\n]{1,30})?(?::=|=)[ \t]*"
    r"(?P<rhs>[^\n;]{3,300})"
)
#: a variable inside a template (`${K1}`, `{k1}`, `#{k1}`)
_PLACEHOLDER = lazy_compile(r"\$\{(?P<n>[A-Za-z_]\w{0,60})\}|#?\{(?P<m>[A-Za-z_]\w{0,60})\}")
_QUOTED = lazy_compile(r"(?P<q>[\"'`])(?P<v>[^\"'`\n]{0,400})(?P=q)")
_IDENT = lazy_compile(r"(?<![\w.$])[A-Za-z_]\w{0,60}(?![\w(])")
_PART_LITERAL = lazy_compile(r"[A-Za-z0-9+/_=~-]{6,400}")
_SECRET_WORDS = ("key", "secret", "token", "pass", "pwd", "psk")
_JOIN_GATES = ("${", 'f"{', "f'{", " + ", '" .. ', ' .. "')
#: a call's keyword argument given a template or a concatenation (`connect(user='etl',
#: password=p1 + p2)`: the parts set in a notebook's earlier cells)
_KEYWORD_JOINED = lazy_compile(
    r"(?<=[(,])[ \t]*(?P<n>[A-Za-z_]\w{0,60})[ \t]*=[ \t]*(?P<rhs>[^\n,;)=]{3,300})"
)


def _literal_of(text: str, name: str, before: int) -> tuple[int, int] | None:
    """The span of the last string literal `name` is assigned in the 2,000 characters before
    `before` (`const K1 = '…'`, `k1 := "…"`)."""
    base = max(0, before - 2000)
    last = None
    for m in re.finditer(
        rf"(?:(?<![\w.]){re.escape(name)}[ \t]*(?::[^=\n]{{1,30}})?(?::=|=)[ \t]*"
        # Tcl's and expect's `set NAME "…"`, RouterOS' `:local NAME "…"` (round 42)
        rf"|(?<![\w:])(?:set|:local|:global)[ \t]+{re.escape(name)}[ \t]+)"
        r"(?P<q>[\"'`])(?P<v>[A-Za-z0-9+/_=.~-]{6,400})(?P=q)",
        text[base:before],
    ):
        last = m
    if last is None:
        # fish's `set -l NAME value`, the value unquoted (round 44)
        for m in re.finditer(
            rf"(?<![\w:])set(?:[ \t]+-[A-Za-z]{{1,4}})*[ \t]+{re.escape(name)}[ \t]+"
            r"(?P<v>[A-Za-z0-9+/_=.~-]{6,400})(?=[ \t]*(?:[;\n]|\Z))",
            text[base:before],
        ):
            last = m
    return None if last is None else (base + last.start("v"), base + last.end("v"))


def _parts(rhs: str) -> tuple[list[str], list[tuple[int, int]]]:
    """The variables a template or a concatenation joins, and its literal runs' spans."""
    names = [p.group("n") or p.group("m") for p in _PLACEHOLDER.finditer(rhs)]
    blank = _PLACEHOLDER.sub(lambda p: " " * len(p.group(0)), rhs)
    literals: list[tuple[int, int]] = []
    for q in _QUOTED.finditer(blank):
        literals.extend(r.span() for r in _PART_LITERAL.finditer(blank, q.start("v"), q.end("v")))
    outside = _QUOTED.sub(lambda q: " " * len(q.group(0)), blank)
    if "+" in outside or ".." in outside:  # `K1 + "…"`, `k1 .. "…"`: a concatenation
        names.extend(i.group(0) for i in _IDENT.finditer(outside))
    return names, literals


def _joined(text: str, low: str) -> _Spans:
    last = -1
    for at in word_spots(low, _JOIN_GATES, 16):
        if at < last:
            continue
        # the gate's line only, and only if it names a secret's word
        lo = low.rfind("\n", 0, at) + 1
        hi = low.find("\n", at)
        hi = len(low) if hi < 0 else hi
        last = hi
        if hi - lo > 400 or not any(w in low[lo:hi] for w in _SECRET_WORDS):
            continue
        for m in itertools.chain(
            filter(None, (_JOINED.match(text, lo, hi),)), _KEYWORD_JOINED.finditer(text, lo, hi)
        ):
            if not names_a_key(m.group("n").rsplit(".", 1)[-1]):
                continue
            names, literals = _parts(m.group("rhs"))
            halves = [s for s in (_literal_of(text, n, m.start()) for n in names) if s]
            if not halves:
                continue
            base = m.start("rhs")
            spans = halves + [(base + s, base + e) for s, e in literals]
            if generated("".join(text[s:e] for s, e in spans)):
                yield from spans


# -- a value joined from variables alone (round 29) ----------------------------------------

#: two variables or more run together (`$PW_1$PW_2`, `${A}${B}`), nothing between them
#: (round 42: or joined by `.`, RouterOS' and Perl's operator: `($p1 . $p2)`; before a
#: `\r` escape too, expect's `send "$pw1$pw2\r"`)
_REF_RUN = lazy_compile(
    r"(?:\$\{[A-Za-z_]\w{0,60}\}|\$[A-Za-z_]\w{0,60})"
    r"(?:(?:[ \t]*\.[ \t]*)?(?:\$\{[A-Za-z_]\w{0,60}\}|\$[A-Za-z_]\w{0,60})){1,7}(?=[\"'\s;)\\]|$)"
)
#: the variables run together right before a gate's (`${A}` before `}${B}`)
_REF_TAIL = lazy_compile(r"(?:\$\{[A-Za-z_]\w{0,60}\}|\$[A-Za-z_]\w{0,60})+\Z")
_REF_NAME = lazy_compile(r"\$\{?([A-Za-z_]\w{0,60})")
_REF_GATES = ('="$', "='$", "=$", '"${', "}${", ' "$', "=($", " $")
_WORD_PREFIX = lazy_compile(r"[A-Za-z]+(?:[_-][A-Za-z]+)*[_-]?")
_REF_WORDS = lazy_compile(r"(?i)pass|pwd|pw\b|pw_|pw\d|secret|token|key|cred|auth")
#: a password's flag right before the run (`ipmitool … -P "$A$B"`, round 42)
_REF_FLAG = lazy_compile(r"(?:^|[ \t])(?:-[pPwk]|--pass\w*)[ \t=]*[\"']?\Z")


def _joined_refs(text: str, low: str) -> _Spans:
    """A secret's value written as its variables run together (`-Dx.password="$PW_1$PW_2"`):
    where the line before the run or a variable's name says a secret, each variable's own
    literal in the 2,000 characters before, when they read, joined, as a password or a key."""
    done: set[int] = set()
    for at in word_spots(low, _REF_GATES, 32):
        start = text.find("$", at)
        if start < 0 or start - at > 3:
            continue
        back = _REF_TAIL.search(text, max(0, start - 130), start)
        start = back.start() if back is not None else start
        if start in done:
            continue
        done.add(start)
        m = _REF_RUN.match(text, start)
        if m is None:
            continue
        names = _REF_NAME.findall(m.group(0))
        lo = max(text.rfind("\n", 0, start) + 1, start - 80)
        if (
            _REF_WORDS.search(text, lo, start) is None
            and not any(_REF_WORDS.search(n) for n in names)
            and _REF_FLAG.search(text, lo, start) is None
        ):
            continue
        halves = [_literal_of(text, n, start) for n in names]
        if any(h is None for h in halves):
            continue
        spans = [h for h in halves if h is not None]
        joined = "".join(text[s:e] for s, e in spans)
        if generated(joined) or (len(joined) >= 8 and credential_like(joined)):
            # a vendor's prefix of words (`xnd_development_`) is no secret's part
            yield from (h for h in spans if _WORD_PREFIX.fullmatch(text, *h) is None)


# -- a value split over adjacent string literals (round 29) ----------------------------------

#: string literals run together across lines (Python's and C's implicit join, `+` or `\`
#: at a line's end): two or more
#: (a join's operator at a line's end or the next one's start: `+`, Elixir's `<>`, Lua's `..`,
#: PHP's `.`, VB's `&`, SQL's `||`)
_JOIN_OP = r"(?:\+|<>|\.\.?|&|\|\|)?"
_LITERAL_RUN = lazy_compile(
    r"(?P<q>[\"'])[^\"'\n\\]{1,400}(?P=q)"
    rf"(?:[ \t]*{_JOIN_OP}[ \t]*\\?\r?\n[ \t]*{_JOIN_OP}[ \t]*"
    r"(?P=q)[^\"'\n\\]{1,400}(?P=q)){1,20}"
)
_ONE_LITERAL = lazy_compile(r"[\"']([^\"'\n\\]{1,400})[\"']")
_TOKEN_PIECE = lazy_compile(r"[A-Za-z0-9+/_.~-]+=*")
#: how many runs of literals one text has read back at the most (each is a search by the
#: built-in rules: a file of quoted random ids, one to a line, costs no more than these)
_READ_BACKS = 8
#: what runs a literal on to the next line's (blanks, `+`, `\`, the line's end)
_GO_ON = lazy_compile(rf"[ \t]*{_JOIN_OP}[ \t]*\\?\r?\n[ \t]*{_JOIN_OP}[ \t]*")
_CONTINUED_GATES = (
    '"\n', "'\n", '" +\n', "' +\n", '" \\\n', "' \\\n", '"\r\n',
    '" <>\n', "' <>\n", '" ..\n', "' ..\n", '" .\n', "' .\n", '" &\n', "' &\n",
    '" ||\n', "' ||\n",
)  # fmt: skip


#: what a text `_continued` finds a secret in holds, for RE2 (`requires_of`): a literal's
#: closing quote, the run going on to the next line, and a literal of a token's characters
#: (a piece after the first carries a token on, `_pieces_found`); on the bench corpus in
#: none of the 1,975 texts a quote at a line's end opens
_CONTINUED_REQUIRES = (
    rf"[\"'][ \t]*{_JOIN_OP}[ \t]*\\?\r?\n[ \t]*{_JOIN_OP}[ \t]*[\"'][A-Za-z0-9+/_.~-]+=*[\"']",
)


def _continued(text: str, low: str) -> _Spans:
    """A secret split over literals run together (`("https://hooks…/" "<half>" "<half>")`):
    their contents joined are searched by the built-in rules (`encoded.read_back`), and a
    secret found across two pieces or more is taken in each piece it covers."""
    seen: set[int] = set()
    for gate in _CONTINUED_GATES:
        q, at = gate[0], text.find(gate)
        while at >= 0 and len(seen) < _READ_BACKS:
            go_on = _GO_ON.match(text, at + 1)
            if go_on is not None and text.startswith(q, go_on.end()):
                ls = text.rfind("\n", 0, at) + 1
                first = text.find(q, ls, at)
                m = _LITERAL_RUN.match(text, first) if first >= 0 and first not in seen else None
                if m is not None:
                    seen.add(first)
                    yield from _pieces_found(text, m.start(), m.end())
            at = text.find(gate, at + len(gate))


def _pieces_found(text: str, start: int, end: int) -> _Spans:
    pieces = [(p.start(1), p.end(1)) for p in _ONE_LITERAL.finditer(text, start, end)]
    if not any(_TOKEN_PIECE.fullmatch(text, s, e) for s, e in pieces[1:]):
        return  # no piece carries a token on: a query, a message over lines
    # read back with what stands before the first literal on its line, its closing quote
    # after the last (`PK = ("0x<half>"` … `"<half>")`): the rules read the name too
    lo, (first, last) = text.rfind("\n", 0, start) + 1, (pieces[0][0], pieces[-1][1])
    named = [(lo, first), *pieces, (last, last + 1)] if first - lo <= 200 else pieces
    for found in _found_across(text, named):
        covered = [(s, e) for s, e in found if first <= s and e <= last]
        # the pieces after the first carry on a token (`<half>`), not a list's items
        # (Delphi's `'Password=…'` then `'DriverID=FB'`, each an item of its own)
        if len(covered) >= 2 and all(
            _TOKEN_PIECE.fullmatch(text, s, e) is not None for s, e in covered[1:]
        ):
            yield from covered


def _found_across(text: str, pieces: list[tuple[int, int]]) -> Iterator[list[tuple[int, int]]]:
    """For each secret the built-in rules find in `pieces` joined (`encoded.read_back`) that
    crosses a join, its part in each piece, in the text's offsets."""
    joined, starts = "", []
    for s, e in pieces:
        starts.append(len(joined))
        joined += text[s:e]
    for fs, fe in read_back(joined):
        covered = [
            (s + max(0, fs - j), s + min(e - s, fe - j))
            for (s, e), j in zip(pieces, starts, strict=True)
            if j < fe and j + (e - s) > fs
        ]
        if len(covered) >= 2:
            yield covered


# -- a value continued on the next line by a backslash (round 33) -----------------------------

#: a backslash at a line's end right after a value's character (`password="<half>\`): a
#: shell's, a properties file's or a config's line continued inside a value; one after a
#: blank (`docker run \`) continues a command between its words
_VALUE_CHARS = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/=_.~-")
#: the marks that continue a line: a POSIX shell's, a properties file's or a config's
#: backslash, PowerShell's backtick, cmd's caret
_GOES_ON_MARKS = ("\\", "`", "^")
#: a line's end continued, and the next line's blanks (a properties file drops them)
_LINE_GOES_ON = {m: lazy_compile(re.escape(m) + r"\n[ \t]*") for m in _GOES_ON_MARKS}
_BLANK = lazy_compile(r"\s")
#: a properties file's line continued in its value, unquoted (`api.secret=<half>\`)
_PROPERTY = lazy_compile(r"[ \t]*[A-Za-z_][\w.-]{0,80}[ \t]*[=:][ \t]*[^\s\"'=]{1,400}")
#: the lines one logical line may hold, and its characters
_LOGICAL_LINES, _LOGICAL_CHARS = 12, 2000


def _open_quote(line: str) -> bool:
    """Whether `line` leaves a quote open at its end (an odd count of `"` or of `'`)."""
    return line.count('"') % 2 == 1 or line.count("'") % 2 == 1


def _continued_value(text: str) -> _Spans:
    r"""A value continued on the next line by a backslash inside its quotes (`password="<half>\`
    then `<half>";`, a VPN's `pre-shared-secret \` then `'<half>\` then `<half>'`), or by
    another shell's continuation (round 41: PowerShell's backtick, cmd's caret) right after
    a value opened in quotes (`'svc:<half>`` then `<half>'`): the logical line, its
    continuations joined (each mark, its line's end and the next line's blanks dropped), is
    searched by the built-in rules (`encoded.read_back`), and a secret found across a join
    is taken in each line it covers (the first 8 logical lines of a text: a script of
    continued commands costs no more)."""
    done, read = -1, 0
    for mark in _GOES_ON_MARKS:
        if mark + "\n" not in text:
            continue
        for covered in _continued_by(text, mark, done):
            if covered is None:
                read += 1
                if read > _READ_BACKS:
                    return
                continue
            yield from covered


def _continued_by(text: str, mark: str, done: int) -> Iterator[list[tuple[int, int]] | None]:
    """`_continued_value`'s logical lines continued by `mark`: None for each read back, then
    the spans of a secret found across its joins."""
    goes_on = _LINE_GOES_ON[mark]
    cut = text.find(mark + "\n", 1)
    while cut > 0:
        this, cut = cut, text.find(mark + "\n", cut + 2)
        if this < done or text[this - 1] not in _VALUE_CHARS:
            continue
        lo = text.rfind("\n", 0, this) + 1
        if mark != "\\":
            if not _value_opened(text, lo, this):
                continue  # a Markdown span's closing backtick, a cmd line continued
        elif not _open_quote(text[lo:this]) and _PROPERTY.fullmatch(text, lo, this) is None:
            continue  # a line continued between words (`--flag=x\`), no value open
        # the logical line: back over the lines that end in the mark, on over the next
        while lo > 1 and text[lo - 2] == mark and this - lo < _LOGICAL_CHARS:
            lo = text.rfind("\n", 0, lo - 2) + 1
        segments: list[tuple[int, int]] = []
        at = lo
        for go_on in goes_on.finditer(text, lo):
            if text.find("\n", at, go_on.start()) >= 0 or len(segments) >= _LOGICAL_LINES:
                break
            segments.append((at, go_on.start()))
            at = go_on.end()
        hi = text.find("\n", at)
        hi = len(text) if hi < 0 else hi
        segments.append((at, hi))
        done = hi
        if hi - lo > _LOGICAL_CHARS or len(segments) < 2:
            continue
        yield None
        for covered in _found_across(text, segments):
            # a value goes on with no blank (a line's quote mark, `#### `, is none of it)
            if not any(_BLANK.search(text, s, e) for s, e in covered):
                yield covered


def _value_opened(text: str, lo: int, at: int) -> bool:
    """Whether the line `text[lo:at]` ends inside a value opened by its last quote mark and
    left open: an odd count of it, no blank after it (`$pair = 'svc:<half>`)."""
    q = max(text.rfind('"', lo, at), text.rfind("'", lo, at))
    return (
        q >= 0
        and at - q > 1
        and text.count(text[q], lo, at) % 2 == 1
        and _BLANK.search(text, q, at) is None
    )


# -- a value wrapped in a YAML block scalar (round 33) -----------------------------------------

#: a key whose value is a block (`seed: >-`, `api_secret: |`), then its first line
_BLOCK = lazy_compile(r"(?m)^(?P<k>[ \t]*[\w.-]{1,60}:[ \t]*)[>|][-+]?[ \t]*\n")
#: a block's line that is a piece of one token: indented, no blank inside
_PIECE_LINE = lazy_compile(r"(?P<i>[ \t]+)(?P<p>[A-Za-z0-9+/=_.-]{4,400})[ \t]*(?:\n|\Z)")
_BLOCK_LINES = 40


def _wrapped_block(text: str) -> _Spans:
    """A value wrapped over a YAML block's lines (`seed: >-` then two lines of one key): the
    key and the lines joined with nothing between are searched by the built-in rules, and
    a secret across two lines or more is taken in each (a block of words, a certificate's
    `-----BEGIN` line, a list stays: a line with a blank is no piece)."""
    read = 0
    for m in _BLOCK.finditer(text):
        indent = len(m.group("k")) - len(m.group("k").lstrip())
        pieces: list[tuple[int, int]] = []
        at = m.end()
        while len(pieces) < _BLOCK_LINES:
            line = _PIECE_LINE.match(text, at)
            if line is None or len(line.group("i")) <= indent:
                break
            pieces.append(line.span("p"))
            at = line.end()
        if len(pieces) < 2 or (
            at < len(text) and text[at] not in "\n" and _indent(text, at) > indent
        ):
            continue  # one line, or a block with more than pieces of a token
        read += 1
        if read > _READ_BACKS:
            return
        first, last = pieces[0][0], pieces[-1][1]
        for found in _found_across(text, [m.span("k"), *pieces]):
            covered = [(s, e) for s, e in found if first <= s and e <= last]
            if len(covered) >= 2:
                yield from covered


def _indent(text: str, at: int) -> int:
    """The blanks at `at`, a line's start."""
    end = at
    while end < len(text) and text[end] in " \t":
        end += 1
    return end - at


# -- round 35: words of an array joined, a batch file's variables, a log's wrapped line ------

#: an array of literals joined with nothing between (`%w[<a> <b>].join`, `["<a>", "<b>"].join`,
#: `"".join(["<a>", "<b>"])`, `[<a>, <b>].join("")`): not `.join(", ")`
_NO_SEPARATOR = r"""(?![ \t]*\([ \t]*["'][^"'])"""
_WORDS_JOIN = lazy_compile(
    r"%[wW][\[({<](?P<v>[ \t]*[A-Za-z0-9+/=_.~-]{4,200}(?:[ \t]+[A-Za-z0-9+/=_.~-]{4,200}){1,10})"
    r"[ \t]*[\])}>]\.join\b" + _NO_SEPARATOR
)
_LIST_JOIN = lazy_compile(
    r"""\[(?P<v>[ \t]*["'][A-Za-z0-9+/=_.~-]{4,200}["']"""
    r"""(?:[ \t]*,[ \t]*["'][A-Za-z0-9+/=_.~-]{4,200}["']){1,10}[ \t]*,?[ \t]*)\]"""
)
#: PowerShell's join of a list (round 45): `-join ('<a>', '<b>')`, `('<a>', '<b>') -join ''`
_PS_ITEMS = (
    r"""(?P<v>[ \t]*["'][A-Za-z0-9+/=_.~-]{4,200}["']"""
    r"""(?:[ \t]*,[ \t]*["'][A-Za-z0-9+/=_.~-]{4,200}["']){1,10}[ \t]*)"""
)
_PS_JOIN = lazy_compile(
    r"(?i)-join[ \t]*@?\("
    + _PS_ITEMS
    + r"\)|@?\("
    + _PS_ITEMS.replace("<v>", "<w>")
    + r"""\)[ \t]*-join[ \t]*(?:""|'')"""
)
_PY_JOIN = lazy_compile(r"""(?:""|'')\.join\([ \t]*\Z""")
_JOIN_AFTER = lazy_compile(r"\.join\b" + _NO_SEPARATOR)
_ARRAY_WORD = lazy_compile(r"[A-Za-z0-9+/=_.~-]{4,200}")


def _arrays(text: str) -> Iterator[tuple[int, int, int]]:
    """Each array joined with nothing between: its start, and its items' run."""
    for m in _WORDS_JOIN.finditer(text):
        yield m.start(), *m.span("v")
    for m in _LIST_JOIN.finditer(text):
        if _JOIN_AFTER.match(text, m.end()) or _PY_JOIN.search(
            text, max(0, m.start() - 12), m.start()
        ):
            yield m.start(), *m.span("v")
    if "join" in text or "Join" in text or "JOIN" in text:
        for m in _PS_JOIN.finditer(text):
            yield m.start(), *(m.span("v") if m.start("v") >= 0 else m.span("w"))


def _joined_array(text: str, low: str) -> _Spans:
    """Literals of an array joined with nothing between (`%w[<a> <b>].join`, `"".join([…])`):
    the items joined, read back with what stands before them on their line (`TOKEN = `), are
    searched by the built-in rules, and a secret across two items or more is taken in each."""
    for read, (start, lo_v, hi_v) in enumerate(_arrays(text)):
        items = [w.span() for w in _ARRAY_WORD.finditer(text, lo_v, hi_v)]
        if len(items) < 2 or read >= _READ_BACKS:
            continue
        lo = text.rfind("\n", 0, start) + 1
        first, last = items[0][0], items[-1][1]
        if generated("".join(text[s:e] for s, e in items)):
            yield from items  # a random key cut into literals joined with nothing (round 45)
            continue
        named = [(max(lo, start - 200), start), *items] if start > lo else items
        for found in _found_across(text, named):
            covered = [(s, e) for s, e in found if first <= s and e <= last]
            if len(covered) >= 2:
                yield from covered


#: a batch file's variables run together (`%K1%%K2%`), and one's `set` line
_BATCH_RUN = lazy_compile(r"(?:%[A-Za-z_]\w{0,60}%){2,8}")
_BATCH_NAME = lazy_compile(r"%([A-Za-z_]\w{0,60})%")


def _batch_literal(text: str, name: str, before: int) -> tuple[int, int] | None:
    last = None
    base = max(0, before - 2000)
    for m in re.finditer(
        rf"""(?im)^[ \t]*set[ \t]+"?{re.escape(name)}="""
        r"""(?P<v>[A-Za-z0-9+/_=.~-]{4,400})"?[ \t]*$""",
        text[base:before],
    ):
        last = m
    return None if last is None else (base + last.start("v"), base + last.end("v"))


def _batch_runs(text: str, low: str) -> _Spans:
    """A secret written as a batch file's variables run together (`X-Api-Key: %K1%%K2%`): where
    the run's line or a name says a secret, each variable's `set` value before it, when they
    read, joined, as a key or a password."""
    for m in _BATCH_RUN.finditer(text):
        names = _BATCH_NAME.findall(m.group(0))
        lo = max(text.rfind("\n", 0, m.start()) + 1, m.start() - 80)
        if _REF_WORDS.search(text, lo, m.start()) is None and not any(
            _REF_WORDS.search(n) for n in names
        ):
            continue
        halves = [_batch_literal(text, n, m.start()) for n in names]
        if any(h is None for h in halves):
            continue
        spans = [h for h in halves if h is not None]
        joined = "".join(text[s:e] for s, e in spans)
        if generated(joined) or (len(joined) >= 8 and credential_like(joined)):
            yield from spans


#: a log's or a chat's line prefix (an ISO timestamp, `[10:02] ana:`), then its content
_LINE_PREFIX = lazy_compile(
    r"(?m)^(?P<p>\d{4}-\d\d-\d\d[T ][0-9:.,]{5,20}Z?[ \t]+"
    r"|\[\d{1,2}:\d\d(?::\d\d)?\][ \t]*[\w.@-]{1,30}:[ \t]+)"
)
#: a run that goes on over a line's end: one at the line's end, one at the next's start
_LAST_RUN = lazy_compile(r"[A-Za-z0-9+/=_.:@%~-]{8,400}\Z")
_FIRST_RUN = lazy_compile(r"[A-Za-z0-9+/=_.:@%~-]{8,400}")
_DIGITS = lazy_compile(r"\d")
_PREFIX_REQUIRES = (
    r"(?m)(?:^\d{4}-\d\d-\d\d[T ][0-9:.,]{5,20}Z?|^\[\d{1,2}:\d\d(?::\d\d)?\][ \t]*[\w.@-]{1,30}:)"
    r"[ \t][^\n]*[A-Za-z0-9+/=_.:@%~-]{8}\r?\n(?:\d{4}-\d\d-\d\d[T ][0-9:.,]{5,20}Z?"
    r"|\[\d{1,2}:\d\d(?::\d\d)?\][ \t]*[\w.@-]{1,30}:)[ \t]+[A-Za-z0-9+/=_.:@%~-]{8}",
)


def _wrapped_lines(text: str, low: str) -> _Spans:
    """A value a log or a chat wrapped onto its next line, the line's prefix repeated
    (`<time> + export DB_URL=postgres://app:<half>` then `<time> <half>@db:5432/app`,
    `[14:20] joao: dsn https://<half>` then `[14:20] joao: <half>@host/42`): the two runs,
    joined with what stands before the first on its line, are searched by the built-in
    rules, and a secret across the join is taken in each line."""
    read = 0
    prev: re.Match[str] | None = None
    for m in _LINE_PREFIX.finditer(text):
        if prev is not None and read < _READ_BACKS:
            end_prev = m.start() - 1
            same = _DIGITS.sub("", prev.group("p")) == _DIGITS.sub("", m.group("p"))
            tail = _LAST_RUN.search(text, prev.end(), end_prev) if same else None
            head = _FIRST_RUN.match(text, m.end()) if tail is not None else None
            if tail is not None and head is not None and text.find("\n", prev.end(), end_prev) < 0:
                read += 1
                pieces = [(prev.end(), tail.start()), tail.span(), head.span()]
                for found in _found_across(text, pieces):
                    covered = [(s, e) for s, e in found if s >= tail.start()]
                    if len(covered) >= 2:
                        yield from covered
        prev = m


SPLIT_RULES: tuple[SpanRule, ...] = (
    SpanRule("secret_assignment", with_lower(_joined), gates=_JOIN_GATES, priority=7),
    SpanRule("password_assignment", with_lower(_joined_refs), gates=_REF_GATES, priority=9),
    SpanRule(
        "secret_assignment",
        with_lower(_continued),
        gates=_CONTINUED_GATES,
        priority=9,
        requires=_CONTINUED_REQUIRES,
        requires_beyond_ascii=True,
    ),
    SpanRule(
        "secret_assignment",
        _continued_value,
        gates=("\\\n", "`\n", "^\n"),
        priority=9,
        requires=(r"[A-Za-z0-9+/=_.~-][\\`^]\n",),
    ),
    SpanRule(
        "secret_assignment",
        _wrapped_block,
        gates=(">-\n", "|\n", ">\n", "|-\n"),
        priority=9,
        requires=(
            r":[ \t]*[>|][-+]?[ \t]*\n[ \t]+[A-Za-z0-9+/=_.-]{4,}[ \t]*\n[ \t]+[A-Za-z0-9+/=_.-]",
        ),
        requires_beyond_ascii=True,
    ),
    # round 35's
    SpanRule(
        "secret_assignment",
        with_lower(_joined_array),
        gates=("@ld",),
        needles=(".join", "-join", "-Join", "-JOIN"),
        priority=9,
        requires=(r"""[\])}>][ \t]*\.join\b|\.join\([ \t]*\[|-[jJ][oO][iI][nN]\b""",),
        requires_beyond_ascii=True,
    ),
    SpanRule(
        "secret_assignment",
        with_lower(_batch_runs),
        gates=("@ld",),
        needles=("%%",),
        priority=9,
        requires=(r"%[A-Za-z_]\w*%%[A-Za-z_]",),
    ),
    SpanRule(
        "secret_assignment",
        with_lower(_wrapped_lines),
        gates=("@ld",),
        needles=(":",),
        priority=9,
        requires=_PREFIX_REQUIRES,
    ),
)
