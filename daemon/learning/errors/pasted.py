"""Errors the person pasted into their own message: a stack trace, a failing test run, a log.

Aider and SpecStory sessions often hold no run of the failing command: the
person ran it themselves and pasted what it printed (`#### Traceback …`). That
paste is read like a run's output (`error_signature`, `failed` with no
command), and is taken for an error only when it reads as pasted output, not
as the person's own sentence: a bare `Error: the page is blank` typed as
prose says nothing about what failed. Pasted output shows itself by what only
programs print — a traceback or stack frames, `file:line:col` diagnostics,
error codes (`TS2322`, `E0425`, `npm ERR!`, `error[…]`), a test runner's
verdicts and summaries, a shell's `command not found`, a browser console's
`Uncaught` — or by an exception line standing on its own (`KeyError: 'id'`
as the whole message, or below the person's words).

A paste whose test summary says everything passed is no error.
"""

from __future__ import annotations

import re

from kenning.daemon.learning.errors.signature import ErrorSig, error_signature, failed

__all__ = ["pasted_error"]

#: what only programs print: frames, diagnostics with a place or a code, runners' verdicts
_PROGRAM_OUTPUT = re.compile(
    r"(?m)Traceback \(most recent call last\)|^\s+at \S.*(?:\(|:\d)|"
    r"^\s*File \"[^\"\n]+\", line \d+|^\S+?\.\w{1,6}[:(]\d+(?:[:,]\d+)?\)?:? |"
    r"\berror(?:\[\w+\]| [A-Z]{1,4}\d{2,6}):|"
    r"^(?:npm|pnpm|yarn) (?:ERR!|error)|\bERR_[A-Z_]{4,}\b|^Uncaught[ (]|^panic: |"
    r"^thread '[^'\n]*' panicked|^(?:FAILED|FAIL|PASSED|PASS) \S|^=+ .*\b(?:failed|passed|error)|"
    r"^\s*(?:Tests?|Test Suites|Test Files):\s+\d|\d+ (?:failed|passed|failing|passing)\b|"
    r"command not found|is not recognized as|^Exception in thread|^\s*Caused by: |"
    r"^(?:\w+\.)*\w+(?:Error|Exception)(?: \[\w+\])?: \S|^Require stack:|^\s*\^+\s*$|"
    r"^(?:[\w.-]+/)+[\w.-]+:\d+|exit (?:code|status):? [1-9]"
)


def pasted_error(text: str) -> ErrorSig | None:
    """The error the person pasted into a message, or None when it holds none.

    Args:
        text: the person's message as typed or pasted (what the client added
            already taken out).

    Returns:
        The signature of the primary error of the pasted output (as a run's
        would be), or None when the message holds no error, only a passing
        run, or an error-like sentence of the person's own.
    """
    if len(text) < 8 or _PROGRAM_OUTPUT.search(text) is None:
        return None  # checked first: most of what people write holds no program's output
    if not failed(None, text):
        return None
    return error_signature(None, text)
