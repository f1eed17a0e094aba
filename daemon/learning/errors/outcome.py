"""Whether a run failed, read from its text when no exit code was stored.

Several agents store a command's output without its exit code: Aider's
`/run` output, Cline's `command_output`, SpecStory's exported tool blocks,
Codex's text outputs, a log the person pasted. Their text still says it:

- an exit status stated on a line of its own, as agents and shells write
  it: `Exit code: 1` (Codex `shell_command`, Roo Code), `Exit code 2` (Claude
  Code), `Process exited with code 1` (Codex `exec_command`), `Exit Code: 2
  (Error - command failed)` (Cline), `exit status 1` (Go), `Command exited
  with code 1`. Only the first and last lines are read, where agents and
  runners put it, so a program printing such a line in the middle of its
  output is not taken for its own end (`stated_exit_code`);
- a line that only a failure prints, in any language (`failures`): test
  runners' verdicts (`FAILED tests/a.py::t`, `FAIL src/a.test.ts`, `3
  failing`, `Tests run: 4, Failures: 1`, `not ok 2`, `✗`), build tools'
  (`BUILD FAILED`, `compilation failed`), interpreters' (`PHP Fatal error:`,
  `rake aborted!`, a `Traceback` cut before its exception,
  `Foo::BarError: …`, a browser console's `Uncaught (in promise) TypeError`
  or any `…Error: …` line with a stack below it), shells' (`command not
  found`). A header line that
  only announces the failure (`rake aborted!`) gives way to the line after
  it, which says what failed.

`failures` runs only when no tool's detector found a line
(`kenning.daemon.learning.errors.signature`): the tools' own detectors name the
error better when they know it; this one recognises the failure when none
does. Wrapper lines (`FAIL <pkg>`, `ELIFECYCLE`) are left to the wrapper
tier, and counts of zero (`0 failed`, `Failures: 0`) are never a failure.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from kenning.daemon.learning.errors.text import Doc, Found, Hit, is_wrapper, leaf

__all__ = ["STATED_EXIT", "failures", "stated_exit_code"]

#: an exit status stated on a line of its own (a short note in brackets may follow)
STATED_EXIT = re.compile(
    r"(?im)^[ \t]*(?:\*\*)?(?:exit[ _]?(?:code|status)|process exited with code|"
    r"command exited with code|exited with code|return ?code)(?:\*\*)?[ \t]*[:=]?[ \t]*"
    r"(-?\d{1,3})\.?[ \t]*(?:\([^)\n]{0,60}\))?[ \t]*$"
)
#: a status stated at the end of a sentence about the run (Roo Code, yarn)
_STATED_INLINE = re.compile(
    r"(?im)^[^\n]*\b(?:command executed|command failed|process exited)\b[^\n]*"
    r"\bexit code:?[ \t]*(-?\d{1,3})\b"
)
#: lines read at each end of an output for a stated exit status
_EDGE_LINES = 8

#: lines that only a failure prints; group 1 (when present) is the message itself
_FAILURE_LINES: tuple[re.Pattern[str], ...] = (
    # test runners
    re.compile(r"(?m)^[ \t]*(?:FAILED|FAIL)[ \t]+(\S.*)$"),
    re.compile(r"(?m)^[ \t]*FAILED[ \t]*\((?:failures|errors)=[1-9]\d*.*\)$"),
    re.compile(r"(?m)^[ \t]*[1-9]\d* (?:failing|failed|failures?|errors?)\b.*$"),
    re.compile(
        r"(?im)^[ \t]*tests? run: \d+, failures: (?:[1-9]\d*, errors: \d+|\d+, errors: [1-9]).*$"
    ),
    re.compile(r"(?m)^[ \t]*\d+ examples?, [1-9]\d* failures?.*$"),
    re.compile(r"(?m)^[ \t]*not ok \d+\b[ \t-]*(\S.*)$"),
    re.compile(r"(?m)^[ \t]*[✗✘×✖][ \t]+(\S.*)$"),
    re.compile(r"(?im)^[ \t]*(?:tests?|test suites?|specs?) failed\b.*$"),
    # build tools and compilers
    re.compile(
        r"(?im)^[ \t]*(?:BUILD FAILED|build failed|compilation (?:failed|error)|FAILURE: .+)\b.*$"
    ),
    re.compile(r"(?m)^[ \t]*fatal error:[ \t]*(\S.*)$"),
    # interpreters
    re.compile(r"(?m)^(?:PHP )?(?:Fatal|Parse) error:[ \t]+(\S.*)$"),
    re.compile(r"(?m)^[ \t]*((?:[A-Z]\w*::)+\w*(?:Error|Exception)\b.*)$"),
    re.compile(r"(?m)^[ \t]*(?:thread '[^'\n]*' panicked at .*|panic: .+)$"),
    re.compile(r"(?m)^[ \t]*Traceback \(most recent call last\):$"),  # cut before its exception
    # a browser console's or a log's error with its stack below it
    re.compile(r"(?m)^Uncaught(?: \(in promise\))? (\S*(?:Error|Exception)\b.*)$"),
    re.compile(r"(?m)^.*?\b((?:[A-Z][\w$]*)?(?:Error|Exception)(?: \[\w+\])?: \S.*)\n[ \t]+at \S"),
    # shells
    re.compile(r"(?im)^.*\bcommand not found\b.*$"),
    re.compile(r"(?m)^[ \t]*(?:Segmentation fault|Bus error|Aborted)(?: \(core dumped\))?[ \t]*$"),
    # sudo that could not ask for a password (an agent's shell has no terminal)
    re.compile(
        r"(?m)^sudo: (?:a (?:terminal|password) is required\b|\d+ incorrect password attempts?|"
        r"\S+ is not in the sudoers file).*$"
    ),
)
#: headers that only announce a failure: the line after them says what failed
_HEADERS = re.compile(
    r"(?im)^[ \t]*(?:rake aborted!|An error occurred:?|"
    r"Error:|The following errors? occurred:?|Caused by:)[ \t]*$"
)
_FRAME = re.compile(r"^\s+(?:at |File \"|from |in )|^\s*\^+\s*$")


def stated_exit_code(output: str) -> int | None:
    """The exit status an output states on a line of its own at its start or end, if any.

    Args:
        output: what a run printed, as the agent stored it.

    Returns:
        The stated status (the last one stated at the end wins over one at the
        start); None when the output states none.
    """
    lines = output.splitlines()
    if len(lines) > 2 * _EDGE_LINES:
        lines = lines[:_EDGE_LINES] + lines[-_EDGE_LINES:]
    edges = "\n".join(lines)
    found = list(STATED_EXIT.finditer(edges)) or list(_STATED_INLINE.finditer(edges))
    return int(found[-1].group(1)) if found else None


def _after_header(doc: Doc, index: int) -> int | None:
    """The line that says what failed, after a header: the first that is not a frame."""
    for j in range(index + 1, min(len(doc.lines), index + 40)):
        line = doc.lines[j]
        if line.strip() and not _FRAME.match(line):
            return j
    return None


#: a word every failure line above holds: most outputs hold none and are passed over at once
_ANY_FAILURE = re.compile(
    r"FAIL|fail|not ok|[✗✘×✖]|rror|panic|Traceback|not found|Segmentation|Aborted|aborted|"
    r"Uncaught|Exception|Caused by|occurred|sudo: "
)


def failures(doc: Doc) -> Iterator[Hit]:
    """Lines only a failure prints, of any tool (the last detector run; see the module)."""
    if _ANY_FAILURE.search(doc.text) is None:
        return
    tool = leaf(doc.hint)
    for pattern in _FAILURE_LINES:
        for m in pattern.finditer(doc.text):
            if is_wrapper(m.group(0).strip()):
                continue
            message = (m.group(1) if pattern.groups and m.group(1) else m.group(0)).strip()
            yield Hit(doc.line_of(m.start()), Found(tool, None, message[:500]))
    for m in _HEADERS.finditer(doc.text):
        index = _after_header(doc, doc.line_of(m.start()))
        if index is not None:
            yield Hit(index, Found(tool, None, doc.lines[index].strip()[:500]))
