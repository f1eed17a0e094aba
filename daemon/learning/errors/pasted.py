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

Two kinds of paste hold none of those marks, and are read for what they are:

- **a terminal pasted with its prompt** (`$ go generate ./...`,
  `me@box:~/app$ pixi install`, `(venv) me@mac app % make`, `PS C:\\app> npm
  test`, `C:\\app>npm test`): each command after a prompt, with what follows it up to
  the next prompt, is read as a run of that command (`failed`, then the error of
  its own tool's detectors: `lstat ./internal/x: no such file or directory` of
  `go generate`, `fatal: …` of `git push`); the last one that failed is the error;
- **an HTTP request that failed, as a browser or a server shows it**: a
  server's access log line (`"OPTIONS /health HTTP/1.1" 405 Method Not
  Allowed`), a browser console's (`POST http://…/api/users 500 (Internal
  Server Error)`), the developer tools' `Status Code 403 Forbidden`, wget's
  `ERROR 404: Not Found.`, a browser's error page code on a line of its own
  (`ERR_CONNECTION_REFUSED`). The status is the code; the last such line is the
  error. Only the person's pastes are read so: a run's own log of requests (a dev
  server printing `GET /favicon.ico 404`) says nothing of the run's outcome.

Those two are one attempt of the person's (`ErrorSig.attempt`): a command run in the
wrong folder, a request to the wrong address fail as a broken program does. They pair
a report with the agent's answer; in a log of the person's prompts alone, where no
answer is, they say nothing of how the session ended (`diary._status`).
"""

from __future__ import annotations

import re
from dataclasses import replace

from kenning.daemon.core.command_line import tool_of
from kenning.daemon.learning.errors.signature import (
    ErrorSig,
    error_signature,
    failed,
    normalise,
)

__all__ = ["http_error", "pasted_error", "terminal_error"]

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
    if len(text) < 8:
        return None
    if _PROGRAM_OUTPUT.search(text) is not None and failed(None, text):
        found = error_signature(None, text)
        if found is not None:
            return found
    return terminal_error(text) or http_error(text)


#: a shell's prompt at the start of a line, and the command typed after it: `$ cmd`,
#: `user@host:dir$ cmd`, `(env) user@host dir % cmd`, `PS C:\dir> cmd`, `C:\dir>cmd`
_PROMPT = re.compile(
    r"(?m)^[ \t]*(?:\$|(?:\([\w.-]+\) )?[\w.-]+@[\w.-]+(?::[^\s$#%>]*| [^\n$#%>]{1,80})[$#%]|"
    r"PS [A-Za-z]:\\[^>\n]*>|[A-Za-z]:\\[^>\n]*>)[ \t]*(\S[^\n]*)$"
)


def terminal_error(text: str) -> ErrorSig | None:
    """The error of a terminal the person pasted with its prompts: each command after a
    prompt, with what it printed up to the next prompt, read as a run of that command; the
    last one that failed gives the error. None when no prompt line is pasted, or every
    run there passed."""
    prompts = list(_PROMPT.finditer(text))
    found: ErrorSig | None = None
    for n, m in enumerate(prompts):
        end = prompts[n + 1].start() if n + 1 < len(prompts) else len(text)
        command, output = m.group(1).strip(), text[m.end() : end].strip("\n")
        if not output.strip():
            continue
        if failed(command, output):
            found = error_signature(command, output) or found
        elif (line := _SHELL_ERROR.search(output)) is not None:
            said = line.group(0).strip()
            found = ErrorSig(tool_of(command), None, said, normalise(said))
    return replace(found, attempt=True) if found is not None else None


#: a line a failing command prints that no tool's detector claims: a path not there or not
#: allowed (`lstat ./x: no such file or directory`), or a line opened by `error:`/`fatal:`
_SHELL_ERROR = re.compile(
    r"(?im)^[^\n]*: (?:no such file or directory|permission denied)[ \t]*$|"
    r"^(?:error|fatal|E)(?:\[[\w-]+\])?: \S[^\n]*$"
)


_METHOD = r"(?:GET|POST|PUT|PATCH|DELETE|OPTIONS|HEAD)"
#: an HTTP request that failed, as a server's log (a), a browser console (b), the developer
#: tools (c), wget (d) or a browser's error page (e) print it; groups s1 to s5 the status
_HTTP_FAILED = re.compile(
    rf'(?m)(?P<a>"{_METHOD} \S+ HTTP/[\d.]+" (?P<s1>[45]\d\d)\b[^\n]*)|'
    rf"(?P<b>(?:^|(?<=\s)){_METHOD} https?://\S+ (?P<s2>[45]\d\d) \([A-Z][\w -]*\))|"
    r"(?P<c>\bStatus Code:?\s+(?P<s3>[45]\d\d)(?: [A-Z][\w -]*)?)|"
    r"(?P<d>\bERROR (?P<s4>[45]\d\d): [^\n]+)|"
    r"(?P<e>^[ \t]*(?:net::)?(?P<s5>ERR_[A-Z_]{4,})[ \t]*$)"
)


def http_error(text: str) -> ErrorSig | None:
    """The last failed HTTP request the person pasted, as a server, a browser or wget
    shows it (see the module); None when the text holds none."""
    found = list(_HTTP_FAILED.finditer(text))
    if not found:
        return None
    m = found[-1]
    line = " ".join(next(g for g in (m.group(k) for k in "abcde") if g).split())
    status = next(g for g in (m.group(f"s{k}") for k in range(1, 6)) if g)
    return ErrorSig("unknown", status, line, normalise(line), attempt=True)
