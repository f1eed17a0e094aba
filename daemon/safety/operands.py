"""Passwords given by their place rather than by a name beside them.

Round 27 of issue 27 (the classes held-out 33 showed leaking), each a mechanism, none a
vendor's (kind `password_assignment` unless said):

* **a keyword operand in parentheses** (`PASSWORD(…)`, `PHRASE('…')`, `PWD(…)`): the
  form of a mainframe's and a midrange system's commands (TSO, RACF, CL); the keyword
  in capitals, as those systems print it (a call in code is `password(…)`); the value
  a password's shape, not a special value (`*NONE`), a variable (`&PW`) or a word;
* **a literal moved into a field named for a password** (COBOL's `MOVE '…' TO
  WS-PASSWORD`, and `… PASSWORD PIC X(8) VALUE '…'`);
* **a password alone on its line in a script of FTP commands**: the user's line before
  it, an FTP command's after it (`ascii`, `put`, `cd`, `quit`), the word `ftp` above;
* **a password in an EDI interchange's header**: X12 `ISA`'s security information
  (its qualifier `01`) and authorisation information (a qualifier not `00`), EDIFACT
  `UNB`'s recipient's reference or password (its sixth element);
* **a password as a call's positional argument**: the one literal of a call whose name
  sets a password, a PIN or a passphrase (`set_session_password("…")`); the last literal
  of a call whose name says credentials or a login (`add_credentials("<id>", "<key>")`);
  the literal after a user's among a call's literals where one is a host or a URL
  (`new Client("<host>", "<user>", "<password>")`, `Client('<bank>', '<user>', '<pin>',
  'https://…')`).

Speed: each part is gated by its literal (`(`-joined keywords, `move '`, `ftp`, `isa*`,
`unb+`, a call's `password(`, `credentials(`, `("`) and reads from it.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from kenning.daemon.core.lazy_regex import lazy_compile
from kenning.daemon.safety.bare import _classes
from kenning.daemon.safety.purposes import _made, _typed
from kenning.daemon.safety.secret_rules import SpanRule, with_lower
from kenning.daemon.safety.values import MARKER_PREFIX, is_placeholder

__all__ = ["OPERAND_RULES"]


def _pw(value: str) -> bool:
    """A password's shape: `_typed`'s, or eight capitals and digits (a mainframe's)."""
    if value.startswith(MARKER_PREFIX) or is_placeholder(value):
        return False
    if _typed(value):
        return True
    upper, lower, digit, _changes = _classes(value)
    return 6 <= len(value) <= 16 and upper > 0 and digit > 0 and lower == 0


# -- a keyword operand in parentheses ------------------------------------------------------

_OPERAND = lazy_compile(
    r"(?<![\w-])(?:PASSWORD|PASSWD|PASSPHRASE|PHRASE|PWD|NEWPASSWORD|NEWPASS|PASS)\("
    # (an interval after it: Top Secret's `PASSWORD(<pw>,30)`)
    r"(?:'(?P<q>[^'\n]{1,100})'|(?P<v>[^\s()',]{1,100}))(?:,[^\s()]{0,30})?\)"
)
_OPERAND_GATES = ("password(", "passwd(", "phrase(", "pwd(", "pass(")


def _operands(text: str, low: str) -> Iterator[tuple[int, int]]:
    for gate in _OPERAND_GATES:
        i = low.find(gate)
        while i >= 0:
            m = _OPERAND.search(text, max(0, i - 6), i + len(gate) + 140)
            i = low.find(gate, i + len(gate))
            if m is None:
                continue
            group = "q" if m.start("q") >= 0 else "v"
            value = m.group(group)
            if value.startswith(("*", "&", "%", "$", "{", "<")):
                continue  # a special value (`*NONE`), a variable, a template
            quoted_phrase = group == "q" and " " in value.strip() and len(value) >= 9
            if quoted_phrase or _pw(value):
                yield m.span(group)


# -- a literal moved into a field named for a password ------------------------------------

_FIELD = r"(?P<t>[A-Za-z0-9-]{0,30}(?:PASSWORD|PASSWD|PSWD|PWD|PASSPHRASE)[A-Za-z0-9-]{0,30})"
_MOVE = lazy_compile(
    r"(?i)\bMOVE[ \t]+(?P<q>['\"])(?P<v>[^'\"\n]{4,64})(?P=q)[ \t\n]+TO[ \t]+" + _FIELD
)
_VALUE = lazy_compile(
    r"(?i)" + _FIELD + r"[ \t]+PIC(?:TURE)?[ \t]+[^\s.]{1,20}[ \t]+VALUE[ \t]+"
    r"(?P<q>['\"])(?P<v>[^'\"\n]{4,64})(?P=q)"
)


def _moved(text: str, low: str) -> Iterator[tuple[int, int]]:
    for rx, gates in ((_MOVE, ("move '", 'move "')), (_VALUE, (" value '", ' value "'))):
        if not any(g in low for g in gates):
            continue
        for m in rx.finditer(text):
            if m.group("v").strip() and _pw(m.group("v")):
                yield m.span("v")


# -- a password alone on its line in a script of FTP commands -----------------------------

_FTP_VERB = (
    r"(?:ascii|binary|bin|type|cd|lcd|put|get|mput|mget|quit|bye|prompt|passive|epsv|site"
    r"|quote|ls|dir|mkdir|delete|hash|locsite)"
)
_FTP_LOGIN = lazy_compile(
    r"(?im)^[ \t]*(?:user[ \t]+)?(?P<u>[^\s/*]\S{0,63})[ \t]*\r?\n"
    r"[ \t]*(?P<v>\S{4,64})[ \t]*\r?\n[ \t]*" + _FTP_VERB + r"\b"
    # or `user NAME PASS` on one line, as `ftp -n` scripts give it
    r"|^[ \t]*user[ \t]+(?P<u2>[^\s/*]\S{0,63})[ \t]+(?P<v2>\S{4,64})[ \t]*\r?\n"
    r"[ \t]*" + _FTP_VERB + r"\b"
)
_ANONYMOUS = ("anonymous", "ftp", "guest")
#: a file's name: a stem and a suffix of letters (`README2`, a password, has none)
_FILE = lazy_compile(r"[\w.-]{1,200}\.[A-Za-z][A-Za-z0-9]{0,4}")


def _ftp_scripts(text: str, low: str) -> Iterator[tuple[int, int]]:
    i = low.find("ftp")
    end = 0
    while i >= 0:
        if i >= end:
            end = i + 800
            for m in _FTP_LOGIN.finditer(text, i, end):
                if "ftp>" in low[i : m.start()]:
                    break  # a session's prompts: what follows is its output, not typed
                g = "v" if m.group("v") is not None else "v2"
                value, user = m.group(g), m.group("u" if g == "v" else "u2")
                if _FILE.fullmatch(value) is not None:
                    continue  # a listing's names
                if user.lower() in _ANONYMOUS or re.fullmatch(_FTP_VERB, value, re.I):
                    continue
                if _pw(value):
                    yield m.span(g)
        i = low.find("ftp", i + 3)


# -- a Perforce ticket in its file (round 47) ----------------------------------------------

#: a line of `~/.p4tickets` (`p4 tickets` prints the same): `server:port=user:TICKET`, the
#: ticket 32 hex digits in capitals: a login's bearer credential until it expires
_P4_TICKET = lazy_compile(
    r"(?m)^[ \t]*(?:[\w.-]{1,253}:)?\d{1,5}=[\w.@+-]{1,64}:(?P<v>[0-9A-F]{32})[ \t]*$"
    # and as `p4 tickets` prints it: `ssl:server:port (user) TICKET`
    r"|^[ \t]*[\w.:-]{1,253}:\d{1,5}[ \t]+\([\w.@+-]{1,64}\)[ \t]+(?P<w>[0-9A-F]{32})[ \t]*$"
)


def _p4_tickets(text: str, low: str) -> Iterator[tuple[int, int]]:
    for m in _P4_TICKET.finditer(text):
        g = "v" if m.group("v") is not None else "w"
        if any(c.isalpha() for c in m.group(g)) and any(c.isdigit() for c in m.group(g)):
            yield m.span(g)


# -- a password in an EDI interchange's header --------------------------------------------


def _x12(text: str, low: str) -> Iterator[tuple[int, int]]:
    i = text.find("ISA")
    while i >= 0:
        at, i = i, text.find("ISA", i + 3)
        if at and text[at - 1] not in "\n\r\t '\"":
            continue
        sep = text[at + 3 : at + 4]
        if not sep or sep.isalnum() or sep.isspace():
            continue
        fields = text[at : at + 120].split(sep)
        if len(fields) < 6:
            continue
        pos = at + len(fields[0]) + 1
        spans = []
        for k in range(1, 5):
            spans.append((pos, pos + len(fields[k])))
            pos += len(fields[k]) + 1
        for qualifier, (start, end) in ((fields[1], spans[1]), (fields[3], spans[3])):
            value = text[start:end].strip()
            if qualifier.isdigit() and qualifier != "00" and value and len(set(value)) > 1:
                lead = len(text[start:end]) - len(text[start:end].lstrip())
                yield start + lead, start + lead + len(value)


_UNB = lazy_compile(r"(?<![A-Za-z])UNB\+(?P<body>[^'\n]{10,400})")


def _unb(text: str, low: str) -> Iterator[tuple[int, int]]:
    for m in _UNB.finditer(text):
        body, pos = m.group("body"), m.start("body")
        elements = re.split(r"(?<!\?)\+", body)
        if len(elements) < 6:
            continue
        start = pos + sum(len(e) + 1 for e in elements[:5])
        value = elements[5].split(":")[0]
        if value and len(value) >= 4 and len(set(value)) > 1 and not is_placeholder(value):
            yield start, start + len(value)


# -- a password as a call's positional argument -------------------------------------------

_SETTER = lazy_compile(
    r"(?P<n>[A-Za-z_][\w.]{0,60})\([ \t]*(?P<q>[\"'])(?P<v>[^\"'\n]{4,200})(?P=q)[ \t]*\)"
)
_SETTER_GATES = ("password(", "passwd(", "passphrase(", "pin(")
_SET_WORDS = frozenset(("password", "passwd", "passphrase", "pin"))
_WORDS = lazy_compile(r"[A-Z]?[a-z]+|[A-Z]+(?![a-z])|\d+")
_NOT_SETTING = ("get", "read", "load", "fetch", "lookup", "find", "has", "is", "prompt", "ask")
_LITERALS = lazy_compile(
    r"(?P<n>[A-Za-z_][\w.$]{0,60})[ \t]*\((?P<args>[ \t]*[\"'][^\"'\n]{0,200}[\"']"
    r"(?:[ \t]*,[ \t]*[\"'][^\"'\n]{0,200}[\"']){1,5})[ \t]*\)"
)
_LITERAL = lazy_compile(r"[\"'](?P<v>[^\"'\n]{0,200})[\"']")
_CALL_WORDS = re.compile(r"(?i)(?:credential|login|logon|signin|sign_in|authenticate)s?$")
_HOST = lazy_compile(
    r"(?i)(?:localhost|[a-z][a-z0-9+.-]{1,20}://\S+|(?:[a-z0-9-]{1,63}\.){1,8}[a-z]{2,24}|"
    r"\d{1,3}(?:\.\d{1,3}){3})(?::\d{1,5})?"
)
_VERSION = lazy_compile(r"[vV]?\d+(?:\.\d+)+[\w.+-]*")
_USER = lazy_compile(r"[A-Za-z][A-Za-z0-9._@-]{1,63}")


def _setters(text: str, low: str) -> Iterator[tuple[int, int]]:
    for gate in _SETTER_GATES:
        i = low.find(gate)
        while i >= 0:
            close = i + len(gate)
            i = low.find(gate, close)
            start = close - 1
            while start > 0 and (text[start - 1].isalnum() or text[start - 1] in "_."):
                start -= 1
            m = _SETTER.match(text, start)
            if m is None:
                continue
            words = _WORDS.findall(m.group("n").split(".")[-1])
            if len(words) < 2 or words[-1].lower() not in _SET_WORDS:
                continue  # `pin("…")`, `password("…")`: a name alone sets nothing told
            if words[0].lower() in _NOT_SETTING:
                continue  # a getter's argument is a name (`get_password("service")`)
            if _pw(m.group("v")) or _made(m.group("v")):
                yield m.span("v")


#: the head of `_LITERALS`' arguments: two literals at least (most calls take one)
_TWO_LITERALS = lazy_compile(r"\([\"'][^\"'\n]{0,200}[\"'][ \t]*,[ \t]*[\"']")


def _opens(text: str) -> Iterator[int]:
    """Each `("` and `('` that `_TWO_LITERALS` matches at, in order."""
    m = _TWO_LITERALS.search(text)
    while m is not None:
        yield m.start()
        m = _TWO_LITERALS.search(text, m.start() + 1)


def _literal_calls(text: str, low: str) -> Iterator[tuple[int, int]]:
    # from each `("` and `('` (a call's first literal) before another, back to its name
    for j in _opens(text):
        start = j
        while start > 0 and (text[start - 1].isalnum() or text[start - 1] in "_.$"):
            start -= 1
        m = _LITERALS.match(text, start) if start < j else None
        if m is None:
            continue
        args = [(a.start("v"), a.group("v")) for a in _LITERAL.finditer(m.group("args"))]
        base = m.start("args")
        name = m.group("n").split(".")[-1]
        if _CALL_WORDS.search(name.replace("_", "")) or _CALL_WORDS.search(name):
            at, value = args[-1]
            if _made(value) or _pw(value):
                yield base + at, base + at + len(value)
            continue
        hosts = [k for k, (_, a) in enumerate(args) if _HOST.fullmatch(a) is not None]
        if not hosts or len(args) < 3:
            continue
        for k in range(1, len(args)):
            (_, user), (at, value) = args[k - 1], args[k]
            if k in hosts or k - 1 in hosts or _USER.fullmatch(user) is None:
                continue
            if user.isdigit() or "/" in value or _HOST.fullmatch(value) is not None:
                continue
            if _VERSION.fullmatch(value) is not None or _FILE.fullmatch(value) is not None:
                continue
            upper, _lower, _digit, _changes = _classes(value)
            if _made(value) or (_pw(value) and (upper or not value.isalnum())):
                yield base + at, base + at + len(value)
                break


#: each at priority 9: where another rule takes the same value, its kind is kept
OPERAND_RULES: tuple[SpanRule, ...] = (
    SpanRule("password_assignment", with_lower(_operands), gates=_OPERAND_GATES, priority=9),
    SpanRule(
        "password_assignment",
        with_lower(_moved),
        gates=("move '", 'move "', " value '", ' value "'),
        priority=9,
    ),
    SpanRule("password_assignment", with_lower(_ftp_scripts), gates=("ftp",), priority=9),
    SpanRule("password_assignment", with_lower(_p4_tickets), gates=("p4", "perforce"), priority=9),
    SpanRule("password_assignment", with_lower(_x12), gates=("isa*", "isa|", "isa^"), priority=9),
    SpanRule("password_assignment", with_lower(_unb), gates=("unb+",), priority=9),
    SpanRule("password_assignment", with_lower(_setters), gates=_SETTER_GATES, priority=9),
    SpanRule("password_assignment", with_lower(_literal_calls), gates=('("', "('"), priority=9),
)
