"""Passwords typed by desktop automation into a window. Round 40c of issue 27 (held-out 43:
secrets in automation, low-code and office scripting).

A script that logs in through a window types the password as keys: no name stands before
it, but the keys after it say what it is. Two forms:

* **text typed, then Enter** (`$wshell.SendKeys('…{ENTER}')`, VBScript's `SendKeys "…"`
  then `SendKeys "{ENTER}"`, AutoHotkey's `Send`/`SendInput`/`SendRaw` in either syntax,
  an AutoHotkey error dialog quoting the line, AppleScript's `keystroke "…"` then
  `keystroke return`, `xdotool type` then `xdotool key Return`, `pyautogui.write` then
  `press('enter')`): the characters typed since the last key (`{Tab}`, `{Enter}`),
  over calls a few lines apart (a value sent in two calls, a `Sleep` between), up to an
  Enter, read as one value; taken when it reads as a code (`tongues.is_code`) or as a
  typed password (a digit, a symbol and letters, no blank, no address or path);
* **an AutoHotkey hotstring's replacement** (`::@@vpn::…`, `:*:]pw::…`): an abbreviation
  that types a value reading as a code or a typed password.

Speed: the gates are the calls' names (`send`, `keystroke`, `xdotool`, `typewrite`, `.write(`)
and the hotstring's `::`; each rule's `requires` is its call's form.
"""

from __future__ import annotations

import itertools
from collections.abc import Iterator

from kenning.daemon.core.lazy_regex import lazy_compile
from kenning.daemon.safety.secret_rules import SpanRule, with_lower
from kenning.daemon.safety.tongues import ADDRESS, is_code
from kenning.daemon.safety.values import is_placeholder

__all__ = ["TYPED_RULES", "typed_password"]

_Spans = Iterator[tuple[int, int]]

#: a call that types text, then its text: quoted, or (AutoHotkey's command syntax) the rest
#: of its line after a comma or a blank
_CALL = lazy_compile(
    r"(?i)(?:(?<![\w$])(?:send(?:keys|wait|input|raw|text|play|event)?|controlsend|keystroke"
    r"|typewrite)|\bxdotool[ \t]+type(?:[ \t]+--?[\w-]+(?:[ \t]+\d+)?)*"
    r"|\b(?:pyautogui|keyboard)\.write)(?![\w$])"
    r"[ \t]*(?:\([ \t]*|,[ \t]*|[ \t])"
    r"(?:(?P<q>[\"'])(?P<v>[^\"'\n]{1,200})(?P=q)|(?P<bare>[^\s\"'(][^\n]{0,199}))"
)
#: a line that presses Enter alone (AppleScript, xdotool, pyautogui)
_ENTER_CALL = lazy_compile(
    r"(?i)\bkeystroke[ \t]+(?:return|enter)\b|\bkey[ \t]+code[ \t]+(?:36|76)\b"
    r"|\bxdotool[ \t]+key[ \t]+(?:--?[\w-]+[ \t]+(?:\d+[ \t]+)?)*(?:Return|KP_Enter)\b"
    r"|\bpress\([ \t]*[\"'](?:enter|return)[\"']"
)
#: a key in typed text: `{Enter}`, `{TAB 2}`, `+{Tab}`, an unclosed `{Enter` at the end (an
#: error dialog's quote), `\n`, `` `n `` (SendKeys' `~` is a password's character as often)
_KEY = lazy_compile(r"[+^!#]*\{[A-Za-z]+(?:[ \t]+\d+)?(?:\}|$)|\\[nr]|`[nr]")
_ENTERS = ("enter", "return", "numpadenter")
#: the most lines between two calls of one typed value
_REACH = 3
#: capitalised words with a number among them (`MyProject2Final`), a word and a number
#: (`Invoice2024`)
_WORDS_AND_NUMBER = lazy_compile(r"(?:[A-Z][a-z]+)+\d*(?:[A-Z][a-z]+)*|[A-Za-z][a-z]*\d+")


def typed_password(value: str) -> bool:
    """Whether `value`, typed as keys, reads as a password: a code (`tongues.is_code`), or
    eight characters or more holding a digit, a symbol and letters (or, of letters and digits,
    ten or more whose small letters, capitals and digits change three times not as words'
    do), with no blank, path or
    address, and no placeholder."""
    if not 8 <= len(value) <= 128 or any(c.isspace() for c in value):
        return False
    if ADDRESS.fullmatch(value) or "/" in value or "\\" in value or is_placeholder(value):
        return False
    if is_code(value):
        return True
    digit = any(c.isdigit() for c in value)
    letters = [c for c in value if c.isascii() and c.isalpha()]
    if any(not c.isalnum() for c in value):
        return digit and len(letters) >= 2
    # letters and digits: small, capital and digit changing three times or more, not as
    # words do (`tP7VuixzzIuwl`; not a name and a number, `Invoice2024`, `Office365Admin`)
    if _WORDS_AND_NUMBER.fullmatch(value):
        return False
    classes = [c.isupper() - c.isdigit() for c in value]
    changes = sum(a != b for a, b in itertools.pairwise(classes))
    return digit and len(letters) >= 2 and len(value) >= 10 and changes >= 3


def _bare_text(text: str, start: int, end: int) -> tuple[int, int]:
    """The typed text of AutoHotkey's command syntax: up to a comment (` ;`) or the line's end."""
    comment = text.find(" ;", start, end)
    end = comment if comment >= 0 else end
    while end > start and text[end - 1] in " \t\r":
        end -= 1
    return start, end


def _typed(text: str, low: str) -> _Spans:
    events: list[tuple[int, int, int]] = []  # (position, typed start, typed end); -1: Enter
    for m in _CALL.finditer(text):
        if m.group("q") is not None:
            events.append((m.start(), m.start("v"), m.end("v")))
        else:
            bare_start = m.start("bare")
            if low.startswith(("return", "enter"), bare_start):
                events.append((m.start(), -1, -1))
                continue
            s, e = _bare_text(text, bare_start, m.end("bare"))
            events.append((m.start(), s, e))
    if not events:
        return
    events.extend((m.start(), -1, -1) for m in _ENTER_CALL.finditer(text))
    events.sort()
    run: list[tuple[int, int]] = []
    last = 0
    for at, s, e in events:
        if run and text.count("\n", last, at) > _REACH:
            run = []
        last = at
        if s < 0:
            yield from _judged(text, run)
            run = []
            continue
        pos = s
        for k in _KEY.finditer(text, s, e):
            if k.start() > pos:
                run.append((pos, k.start()))
            key = k.group().lower().lstrip("+^!#").strip("{}").split()[0] if k.group() else ""
            if key in _ENTERS or k.group().lower().endswith(("{enter", "{return")):
                yield from _judged(text, run)
            run = []
            pos = k.end()
        if pos < e:
            run.append((pos, e))
        last = e


#: a typing call, then an Enter anywhere after it (the one form `_typed` takes)
_TYPED_REQUIRES = (
    r"(?is)(?:send|keystroke|typewrite|xdotool[ \t]+type|\.write)[a-z]{0,6}[ \t]*[(, \t]"
    r"[\s\S]*(?:\{(?:enter|return|numpadenter)|keystroke[ \t]+(?:return|enter)"
    r"|key[ \t]+code[ \t]+(?:36|76)|key[ \t]+(?:--?[\w-]+[ \t]+(?:\d+[ \t]+)?)*(?:return|kp_enter)"
    r"|press\([ \t]*[\"'](?:enter|return))"
)


def _judged(text: str, run: list[tuple[int, int]]) -> _Spans:
    if run and typed_password("".join(text[s:e] for s, e in run)):
        yield from run


#: a hotstring: `:options:abbreviation::replacement` alone on its line
_HOTSTRING = lazy_compile(
    r"(?m)^[ \t]*:[*?A-Za-z0-9 ]{0,12}:[^:\s]{1,40}::(?P<v>[^\s;]{8,128})[ \t]*$"
)


def _hotstrings(text: str, low: str) -> _Spans:
    for m in _HOTSTRING.finditer(text):
        if typed_password(m.group("v")):
            yield m.span("v")


TYPED_RULES: tuple[SpanRule, ...] = (
    SpanRule(
        "password_assignment",
        with_lower(_typed),
        gates=("send", "keystroke", "xdotool", "typewrite", ".write("),
        priority=6,
        requires=(_TYPED_REQUIRES,),
    ),
    SpanRule(
        "password_assignment",
        with_lower(_hotstrings),
        gates=("::",),
        priority=6,
        requires=(r"(?m)^[ \t]*:[*?A-Za-z0-9 ]{0,12}:[^:\s]{1,40}::[^\s;]{8}",),
    ),
)
