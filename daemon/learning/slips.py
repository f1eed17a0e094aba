"""Which errors are slips of the code at hand, and which fixes are a tool's routine.

A slip (an undefined name, a typo, a wrong number of arguments, an over-long
line, a test failing on its own expectation) is a fact about this code: its
fix becomes a rule only by recurring (the lesson is *tentative*). So is a
runner's bare verdict (`unnamed`) and a finding the tool fixed itself
(`autofixed`). Used by the run lessons (fix_lessons.py) and the lessons of
what the person reported (told_lessons.py).
"""

from __future__ import annotations

import re

from kenning.daemon.core.command_line import tool_of
from kenning.daemon.learning.errors.signature import ErrorSig
from kenning.daemon.learning.trace import Ran

__all__ = ["SLIP", "autofixed", "slip", "test_slip", "unnamed"]

#: an error whose text shows a slip of the code at hand
SLIP = re.compile(
    r"NameError|SyntaxError|IndentationError|AssertionError|assert|undefined:|"
    r"cannot find (?:name|value|symbol)|TS2304|TS2552|E0425|E0433|unused|"
    r"got .* want|expected .* (?:got|but|to)|typo|not assignable|"
    r"(?:not enough|too many) arguments in call|line too long|E501|DID NOT RAISE|"
    # a value of the wrong type handed over (Go's `cannot use x (value of type int) as
    # string value in argument`, not an interface a generated mock lacks), a format verb
    # with no argument or an argument with no verb (`go vet`'s printf check)
    r"cannot use .{1,200}? as .{1,120}? value in (?!.*does not implement)|mismatched types|"
    r"has arguments but no formatting directives|format %\S+ has arg",
    re.I,
)


_TEST_RUN = re.compile(
    r"\b(?:test|tests|spec|pytest|jest|vitest|mocha|rspec|phpunit|pest|junit|ctest)\b"
)


_EXPECTATION = re.compile(
    r"assert|expect(?:ed)?\b|to(?:Be|Equal|Have\w*)\b|\bgot\b.*\bwant\b|should (?:be|equal|have)|"
    r"does not match|mismatch|differ",
    re.I,
)
_ERROR_KIND = re.compile(
    r"error|exception|undefined|uninitiali[sz]ed|not defined|cannot|can't|could not|missing|"
    r"no such|not found|refused|denied|invalid|panic|pending|failed to|unable to|not installed",
    re.I,
)


#: an error of the world a failed assertion can report ("assert … {"detail": "unable to
#: open database file"}"): the test caught it, the code at hand did not slip
_WORLD = re.compile(
    r"unable to|cannot open|can't open|could not|couldn't|no such|not found|permission|"
    r"denied|refused|failed to|timed? ?out|not installed|missing",
    re.I,
)


def slip(command: str, err: ErrorSig) -> bool:
    """Whether an error shows a slip in the code at hand: an undefined name, a typo, a
    wrong number of arguments to a call, an over-long line, or a test failing on its own
    expectation (`assert 200 == 400`). A fact about this code: its fix is learned only when
    it recurs (the lesson is *tentative*). An assertion that reports an error of the world
    (a file it could not open, a service that refused) is that error, not a slip; an error
    that shows nothing of its kind (a test's name, a count) is not judged one."""
    text = f"{err.code or ''} {err.message}"
    expected = _TEST_RUN.search(command) is not None and _EXPECTATION.search(text) is not None
    if SLIP.search(text) is None and not expected:
        return False
    return _WORLD.search(re.sub(r"\bassert(?:ion)?(?:error)?\b", "", text, flags=re.I)) is None


#: a runner's verdict that names no error: a count ("3 failed", "Found 7 errors.") or a
#: failing test's id with no reason after it
_VERDICT_ONLY = re.compile(
    r"^\s*(?:found )?\d+ (?:failed|failing|errors?|failures?|problems?)\b[^:]*$|"
    r"^\s*(?:FAILED|FAIL|ERROR)\s+\S+::\S+\s*$",
    re.I,
)


def unnamed(err: ErrorSig) -> bool:
    """An error that shows only a runner's verdict (`_VERDICT_ONLY`): any other failure of
    the tool reads the same, so what fixed it here is learned only when it recurs."""
    return err.code is None and _VERDICT_ONLY.search(err.message) is not None


#: a tool asked to fix what it found itself (`ruff check --fix`, `eslint --fix`, `prettier
#: --write`, `cargo clippy --fix`, `ruff format`)
_AUTOFIX = re.compile(r"(?:^|\s)(?:--fix\b|--write\b|--autofix\b|format\b|fmt\b)")


def autofixed(command: str, helpers: list[Ran], edited: bool, fix: str) -> bool:
    """The failed run's findings fixed by a run of the same tool asking it to fix them (a run
    before the next check, or the flag added to the line: "add `--fix` to `ruff check`"), and
    by nothing else: the tool's routine, learned only when it recurs."""
    if not edited and re.fullmatch(r"add `[^`]+` to `[^`]+`", fix):
        return _AUTOFIX.search(" " + fix.split("`")[1]) is not None
    tool = tool_of(command)
    return (
        bool(helpers)
        and not edited
        and all(tool_of(h.command) == tool and _AUTOFIX.search(h.command) for h in helpers)
    )


def test_slip(command: str, err: ErrorSig) -> bool:
    """A test that failed on its own expectation: a fact about this code, not a practice."""
    if not _TEST_RUN.search(command):
        return False
    text = f"{err.code or ''} {err.message}"
    if _EXPECTATION.search(text):
        return True
    return _ERROR_KIND.search(text) is None  # only a test's name or a count
