"""The text error detectors read, and what they report.

An output is read through a `Doc`: its first `HEAD_WINDOW` and last
`TAIL_WINDOW` characters, colour codes and BuildKit prefixes removed, lines cut
at `MAX_LINE`. A detector (`Detector`) returns `Hit`s: the line it claims and
what it `Found` there; `kenning.daemon.learning.errors.signature` turns a `Found` into an
`ErrorSig` only when it is looked at.

Also here, because detectors of every tool need them: the wrapper lines
(`npm ERR! code ELIFECYCLE`, `make: *** [...] Error 1`…) that only say that
something below failed, and the generic `error:` line detector.
"""

from __future__ import annotations

import re
from bisect import bisect_right
from collections.abc import Callable, Iterable, Iterator
from dataclasses import KW_ONLY, dataclass

__all__ = [
    "HEAD_WINDOW",
    "MAX_LINE",
    "TAIL_WINDOW",
    "Detector",
    "Doc",
    "Found",
    "Hit",
    "generic",
    "is_wrapper",
    "leaf",
    "wordset",
    "wrappers",
]

#: characters read from the start of an output (collection errors, compile errors)
HEAD_WINDOW = 16 * 1024
#: characters read from the end of an output (tracebacks, summaries)
TAIL_WINDOW = 64 * 1024
#: longest line looked at (minified code and data dumps are not error lines)
MAX_LINE = 2000


def wordset(text: str) -> frozenset[str]:
    """The set of the white-space separated words of `text`."""
    return frozenset(text.split())


#: terminal control: colour and cursor codes, titles, and the character-set switches a
#: terminal's reset prints with them (`\x1b(B`, `\x0f`: mypy's and curses' colours end so)
_ANSI = re.compile(r"\x1b\[[0-9;?]*[ -/]*[@-~]|\x1b\][^\x07\n]*\x07|\x1b[()][0-9A-Za-z]|[\x0e\x0f]")
#: colour codes whose escape character an export dropped (`[31m`, `[0m`, `[90m`)
_ORPHAN_SGR = re.compile(r"\[(?:\d{1,3};)*\d{1,3}m")
_BUILDKIT = re.compile(r"(?m)^#\d+ \d+\.\d+ ")


@dataclass(frozen=True)
class Doc:
    """The bounded, cleaned window of an output, with line offsets."""

    text: str
    lines: list[str]
    starts: list[int]
    hint: str

    @classmethod
    def of(cls, output: str, hint: str) -> Doc:
        """The window of `output` that is read, cleaned; `hint` is the tool of its command."""
        if len(output) > HEAD_WINDOW + TAIL_WINDOW:
            head = output[:HEAD_WINDOW]
            head = head[: head.rfind("\n") + 1]
            tail = output[-TAIL_WINDOW:]
            tail = tail[tail.find("\n") + 1 :]
            output = head + tail
        output = _ANSI.sub("", output).replace("\r\n", "\n").replace("\r", "\n")
        output = _ORPHAN_SGR.sub("", output)
        output = _BUILDKIT.sub("", output)
        lines = [line[:MAX_LINE].rstrip() for line in output.split("\n")]
        starts, offset = [], 0
        for line in lines:
            starts.append(offset)
            offset += len(line) + 1
        return cls("\n".join(lines), lines, starts, hint)

    def after(self, pos: int) -> Doc:
        """The text after character `pos`, as a document of its own."""
        return Doc.of(self.text[pos:], self.hint)

    def line_of(self, pos: int) -> int:
        """The index of the line holding character `pos`."""
        return bisect_right(self.starts, pos) - 1

    def next_text(self, index: int, within: int = 6) -> tuple[int, str] | None:
        """The first non-blank line after `index`, within `within` lines."""
        for j in range(index + 1, min(len(self.lines), index + 1 + within)):
            if self.lines[j].strip():
                return j, self.lines[j].strip()
        return None


@dataclass(frozen=True)
class Found:
    """What a detector found: the parts of a signature, built only when looked at.

    Most hits are never looked at (the `limit`, lines already claimed), so the
    shape is taken later, by `kenning.daemon.learning.errors.signature`: from `detail` (the
    message minus its type) when given, else from `message`; `shape` fixes it
    instead, `keep_names` keeps names in it (wrapper lines), and
    `codes_by_shape` gives the code from the shape when the tool printed none.
    """

    tool: str
    code: str | None
    message: str
    detail: str | None = None
    _: KW_ONLY
    shape: str | None = None
    keep_names: bool = False
    codes_by_shape: tuple[tuple[re.Pattern[str], str], ...] = ()


@dataclass(frozen=True)
class Hit:
    """A detector's hit: the line it claims and what it found there."""

    line: int
    found: Found


#: a tool's detector: its hits in the order the tool ranks them
Detector = Callable[[Doc], Iterable[Hit]]


# ------------------------------------------------------------------------- wrappers, generic lines

_GENERIC = re.compile(r"(?m)^(?:error|ERROR|Error|fatal|FATAL|Fatal)(?:\[[\w-]+\])?:[ \t]*(\S.*)$")
_WRAPPER_TOOLS = frozenset({"unknown", "make", "npm", "pnpm", "yarn", "shell"})
_WRAPPERS: tuple[tuple[str, re.Pattern[str]], ...] = (
    ("make", re.compile(r"(?m)^(?:g?make(?:\[\d+\])?: )?\*\*\* \[.*\] (?:Error \d+|Interrupt)$")),
    (
        "npm",
        re.compile(r"(?m)^npm (?:ERR!|error) (?:code ELIFECYCLE|code \d+|Lifecycle script .+)$"),
    ),
    (
        "pnpm",
        re.compile(r"(?m)^[ \t]*(?:ELIFECYCLE|ERR_PNPM_RECURSIVE_(?:RUN|EXEC)_FIRST_FAIL)\b.*$"),
    ),
    ("yarn", re.compile(r"(?m)^error Command failed with exit code \d+\.?$")),
    ("go", re.compile(r"(?m)^FAIL\t\S+(?:\t\S+| \[build failed\]| \[setup failed\])?$")),
    ("go", re.compile(r"(?m)^exit status \d+$")),
    (
        "cargo",
        re.compile(
            r"(?m)^error: "
            r"(?:could not compile|test failed, to rerun|aborting due to|build failed).*$"
        ),
    ),
    (
        "docker",
        re.compile(
            r"(?m)^(?:ERROR|error): failed to solve: "
            r"(?:process .* did not complete successfully|executor failed running).*$"
        ),
    ),
    ("docker", re.compile(r"(?m)^The command .* returned a non-zero code: \d+$")),
    ("gradle", re.compile(r"(?m)^FAILURE: Build failed with an exception\.$")),
    ("maven", re.compile(r"(?m)^\[ERROR\] Failed to execute goal .+$")),
    ("flyway", re.compile(r"(?m)^ERROR: Migration .+ failed$")),
    ("git", re.compile(r"(?m)^error: failed to push some refs to .+$")),
)


_ANY_WRAPPER = re.compile(
    "|".join(f"(?:{pattern.pattern.removeprefix('(?m)')})" for _, pattern in _WRAPPERS), re.M
)


def is_wrapper(line: str) -> bool:
    """Is this a line that only says something below it failed?"""
    return _ANY_WRAPPER.fullmatch(line) is not None


def leaf(hint: str) -> str:
    """The tool to credit with a line found under `hint`: a wrapper tool is `unknown`."""
    return "unknown" if hint in _WRAPPER_TOOLS else hint


#: `ERROR:` lines that are notices of a run that went on: pip's resolver notice after an install
_NOT_FATAL = re.compile(r"pip's dependency resolver does not currently take into account")


def generic(doc: Doc) -> Iterator[Hit]:
    """`error: …` and `fatal: …` lines of any tool, wrapper lines and notices left out."""
    # a generator: a log of a thousand `error:` lines is read only as far as needed
    for m in _GENERIC.finditer(doc.text):
        if not is_wrapper(m.group(0)) and not _NOT_FATAL.match(m.group(1)):
            yield Hit(doc.line_of(m.start()), Found(leaf(doc.hint), None, m.group(1)))


#: a compiler diagnostic with a code anywhere in the line: C# and MSBuild (`error CS8618:`),
#: MSVC (`error C2065:`), F#, Swift, PHP tools — the code names the kind of error
_CODED = re.compile(
    r"(?m)\b(?:fatal )?error ([A-Z]{1,5}\d{2,6})\s*:\s*(\S.*?)(?:\s+\[[^\]]*\])?\s*$"
)


def coded(doc: Doc) -> Iterator[Hit]:
    """`… error CODE: message` lines of compilers the per-tool detectors do not know."""
    for m in _CODED.finditer(doc.text):
        yield Hit(doc.line_of(m.start()), Found(leaf(doc.hint), m.group(1), m.group(2)))


def wrappers(doc: Doc) -> list[Hit]:
    """The wrapper lines, used only when no real error line was found."""
    hits = []
    for tool, pattern in _WRAPPERS:
        for m in pattern.finditer(doc.text):
            hits.append(Hit(doc.line_of(m.start()), Found(tool, None, m.group(0), keep_names=True)))
    return sorted(hits, key=lambda hit: hit.line)
