"""Error signatures: the real error line of a failed command, per tool.

A failed run is reduced to an `ErrorSig`: the tool family, a code when the tool
prints one (`E0382`, `TS2345`, `no-unused-vars`, `KeyError`, a SQLSTATE...), the
real error line, and its *shape*, the line with volatile parts replaced by
placeholders. `ErrorSig.key` hashes family, code and shape, so the same kind of
error matches across sessions while different errors never merge.

How the real line is found:

- Each tool has a detector that knows its real error lines (pytest `E` lines,
  rustc `error[E…]`, `panic:`, `psql` `ERROR:`…). The detectors of the tool the
  command names (`tool_of`) run first, then every other detector from the most
  specific to the most generic; the first hit is the primary error. A line is
  claimed by one detector only.
- Within one tool the first failure printed comes first, except where the
  tool prints the cause last: the last exception of a Python chain, the root
  cause (last `Caused by:`) of a Java trace. Go ranks build errors, then
  panics, then data races, then the log lines of failing tests.
- Wrapper lines (`npm ERR! code ELIFECYCLE`, `make: *** [...] Error 1`,
  `error: could not compile`, `FAIL <pkg> 0.01s`, `failed to solve: process …`)
  only say that something below failed; they are used when no real line exists.
  Their shape keeps names (package, target): a wrapper says too little to merge.
- A test failure with no error text at all (`FAILED tests/a.py::test_x`,
  `--- FAIL: TestX`) keeps its test id in the shape, for the same reason.
- Outputs can be megabytes: only the first `HEAD_WINDOW` and last `TAIL_WINDOW`
  characters are read, lines are cut at `MAX_LINE` characters, at most
  `MAX_CANDIDATES` lines become signatures, and the patterns are anchored to
  lines with no nested or overlapping repeats, so the work stays linear.

What the shape keeps and drops (`normalise`):

- Dropped (placeholders): URLs, paths and source file names (`<path>`,
  `<file>`), quoted instance names such as tables, columns, variables, types
  in TS/Rust messages and script names (`<name>`), unquoted names in phrases
  known to carry one (`no such table: users`, `undefined: foo`,
  `x is not a function`), hex ids and addresses (`<hex>`), UUIDs, durations
  (`<dur>`) and numbers, line and column included (`<n>`).
- Kept: the words that say what kind of error it is, error codes, module and
  package names after `No module named` / `Cannot find module` (the missing
  module is the lesson), command names in command-not-found, quoted Python
  builtin type names (`'NoneType' object is not subscriptable`) and Rust's
  `Option::unwrap()` / `left == right`, well-known file names (`go.sum`,
  `package.json`, `Cargo.lock`). The exception type leaves the shape for the
  code, so `AssertionError: assert 1 == 2` and pytest's `assert 1 == 2` agree.
- A few errors get a canonical shape so that every shell agrees:
  `command not found: <cmd>` (bash, zsh, sh, fish, cmd.exe, PowerShell) and
  `cannot execute: permission denied`.

Codes: a SQLSTATE when shown, else looked up from a handful of well-known
PostgreSQL messages (so `psql` and `dbmate` print the same key); MySQL's error
number (its SQLSTATE `42000` covers too many errors); the short exception
class name (`sqlalchemy.exc.OperationalError` → `OperationalError`).

Tools of one family share keys (`pytest`, `python` and `alembic` are
`python`; `jest`, `vitest` and `node` are `js`; `psql`, `dbmate`, `flyway`,
`mysql`, `sqlite3` and `prisma` are `sql`; `java`, `gradle` and `maven` are
`jvm`): a `KeyError` is the same lesson under pytest or in a script.
"""

from __future__ import annotations

import hashlib
import re
import shlex
from bisect import bisect_right
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from functools import partial

__all__ = [
    "HEAD_WINDOW",
    "KEY_SCHEME",
    "MAX_CANDIDATES",
    "MAX_LINE",
    "MAX_MESSAGE",
    "TAIL_WINDOW",
    "ErrorSig",
    "error_signature",
    "error_signatures",
    "failed",
    "family_of",
    "key_basis",
    "normalise",
    "tool_of",
]

#: the scheme of `ErrorSig.key`; bump it whenever `normalise` or a detector changes shapes
KEY_SCHEME = "errsig-v1"
#: characters read from the start of an output (collection errors, compile errors)
HEAD_WINDOW = 16 * 1024
#: characters read from the end of an output (tracebacks, summaries)
TAIL_WINDOW = 64 * 1024
#: longest message and shape kept
MAX_MESSAGE = 200
#: longest line looked at (minified code and data dumps are not error lines)
MAX_LINE = 2000
#: most candidate lines turned into signatures per run (a log repeating one error 10,000
#: times costs no more than one repeating it 100 times)
MAX_CANDIDATES = 100

_FAMILIES = {
    "pytest": "python",
    "alembic": "python",
    "jest": "js",
    "vitest": "js",
    "node": "js",
    "java": "jvm",
    "gradle": "jvm",
    "maven": "jvm",
    "psql": "sql",
    "dbmate": "sql",
    "flyway": "sql",
    "mysql": "sql",
    "sqlite3": "sql",
    "prisma": "sql",
    "flake8": "ruff",
}


def _wordset(text: str) -> frozenset[str]:
    return frozenset(text.split())


def family_of(tool: str) -> str:
    """The family whose errors share keys: `pytest` and `python` are both `python`."""
    return _FAMILIES.get(tool, tool)


def key_basis(family: str, code: str | None, shape: str) -> str:
    """The canonical text hashed into `ErrorSig.key`, tagged with `KEY_SCHEME`."""
    return "\x1f".join((KEY_SCHEME, family, code or "", shape))


@dataclass(frozen=True)
class ErrorSig:
    """The signature of one error: tool, code, the real line and its shape."""

    tool: str
    code: str | None
    message: str
    shape: str

    @property
    def family(self) -> str:
        """The tool family (see `family_of`)."""
        return family_of(self.tool)

    @property
    def key(self) -> str:
        """A stable 12-hex-digit hash of family, code and shape."""
        basis = key_basis(self.family, self.code, self.shape)
        return hashlib.sha256(basis.encode("utf-8")).hexdigest()[:12]

    def describe(self) -> str:
        """Short human text, such as `error[E0382]: borrow of moved value: `x``."""
        code, message = self.code, self.message
        if code is None or code in message or code.replace("-", " ") in message.lower():
            text = message
        elif self.tool == "cargo" and re.fullmatch(r"E\d{4}", code):
            text = f"error[{code}]: {message}"
        else:
            text = f"{_DESCRIBE_AS.get(code, code)}: {message}"
        return text[:MAX_MESSAGE]


#: codes printed differently from how they are stored
_DESCRIBE_AS = {"fatal-error": "fatal error"}


# --------------------------------------------------------------------------- shapes

_URL = re.compile(r"\b[a-zA-Z][\w+.-]{1,15}://[^\s'\"`<>()]+")
_QUOTED = re.compile(
    r"(?<!\w)(?:'([^'\n]{0,200})'|\"([^\"\n]{0,200})\"|`([^`'\n]{0,200})'"
    r"|`([^`\n]{0,200})`|‘([^’\n]{0,200})’|“([^”\n]{0,200})”)(?!\w)"
)
# a quoted value after these words is the kind of the error, not an instance
_KEEP_AFTER = re.compile(
    r"(?:module named|find module|find package|find crate|command not found:|spawn:)\s*$",
    re.I,
)
# quoted values that say what kind of error it is: Python's builtin types, Rust's unwraps
_KIND_QUOTED = _wordset(
    """NoneType None int str float bool bytes list dict tuple set function module type object
    undefined null Err Ok Some Option::unwrap() Result::unwrap() Option::expect()
    Result::expect()"""
) | {"left == right", "left != right"}
_PATH = re.compile(r"(?<![\w.@/\\<-])(?:[A-Za-z]:\\|~|\.{1,2})?(?:[\w.@+-]*[/\\])+[\w.@+-]*")
_EXT = (
    r"py|pyi|go|rs|ts|tsx|mts|cts|js|jsx|mjs|cjs|java|kt|kts|scala|rb|sql|c|h|cc|cpp|hpp|cs"
    r"|php|swift|sh|bash|zsh|json|ya?ml|toml|ini|cfg|txt|html|css|scss|vue|svelte|proto|lock"
)
_ABSOLUTE_PATH = re.compile(r"(?<![\w.@/\\<-])(?:[A-Za-z]:\\|/)(?:[\w.@+-]*[/\\])+[\w.@+-]*")
_HAS_EXT = re.compile(rf"\.(?:{_EXT})\b")
_FILE = re.compile(rf"(?<![\w.@/\\<-])[\w-][\w.-]*\.(?:{_EXT})\b")
_WELL_KNOWN_FILES = _wordset(
    """package.json package-lock.json pnpm-lock.yaml yarn.lock tsconfig.json Cargo.toml
    Cargo.lock pyproject.toml poetry.lock uv.lock requirements.txt setup.py setup.cfg
    alembic.ini docker-compose.yml docker-compose.yaml compose.yaml .eslintrc.json
    Node.js node.js Next.js Vue.js"""
)
_UUID = re.compile(
    r"\b[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}\b"
)
_HEX = re.compile(r"\b0x[0-9a-fA-F]+\b|\b(?=[0-9a-f]*[a-f])(?=[0-9a-f]*\d)[0-9a-f]{7,}\b")
_DURATION = re.compile(
    r"(?<![\w.])\d+(?:\.\d+)?(?:ms|us|µs|ns|h|m|s)(?:\d+(?:\.\d+)?(?:ms|us|µs|ns|h|m|s))*(?!\w)"
)
_NUMBER = re.compile(r"(?<![\w.])v?\d+(?:\.\d+)*(?!\w)")
_SPACE = re.compile(r"\s+")
_RUBY_OBJECT = re.compile(r"#<[^<>\n]{0,200}>")

Rule = tuple["re.Pattern[str]", str]

# unquoted instance names in phrases that are known to carry one (any tool)
_PHRASES: tuple[Rule, ...] = (
    (
        re.compile(
            r"\b(no such (?:table|column|index|function|collation|savepoint|module)): [\w.$\"]+"
        ),
        r"\1: <name>",
    ),
    (
        re.compile(r"\b((?:UNIQUE|NOT NULL|FOREIGN KEY|CHECK|PRIMARY KEY) constraint failed): .+"),
        r"\1: <name>",
    ),
    (
        re.compile(r"\b(table|index|view|trigger) [\w.]+ already exists"),
        r"\1 <name> already exists",
    ),
    (re.compile(r"\b(duplicate column name): \w+"), r"\1: <name>"),
    (
        re.compile(r"(?<![<\w.$])[\w.$]+ (is not (?:a function|defined|iterable|a constructor))"),
        r"<name> \1",
    ),
    (re.compile(r"(?<![<\w.$])\w+ (declared (?:and|but) not used)"), r"<name> \1"),
)

_FAMILY_RULES: dict[str, tuple[Rule, ...]] = {
    "go": (
        (
            re.compile(r"\b(undefined|declared and not used|imported and not used): [\w.*]+"),
            r"\1: <name>",
        ),
        (re.compile(r"\bcannot use [^\s(]+ \("), "cannot use <name> ("),
        (re.compile(r"\b(too (?:many|few) arguments in call to) [^\s(]+"), r"\1 <name>"),
        (re.compile(r"\b(missing call\(s\) to )[^\s(]+(?:\([^)\n]{0,200}\))?"), r"\1<name>"),
        (re.compile(r"\b(unexpected call to )[^\s(]+(?:\([^)\n]{0,200}\))?"), r"\1<name>"),
        (
            re.compile(r"(?<![<\w.])[\w.]+ undefined \(type [^\s)]+ has no field or method \w+"),
            "<name> undefined (type <name> has no field or method <name>",
        ),
    ),
    "python": ((re.compile(r"(?<![<\w.])[A-Za-z_][\w.]*(?=\(\))"), "<fn>"),),
    "jvm": ((re.compile(r"\b(Unresolved reference:) \S+"), r"\1 <name>"),),
}


def _path(match: re.Match[str]) -> str:
    token = match.group(0)
    slashes = token.count("/") + token.count("\\")
    if (
        len(token) > 1
        and any(c.isalnum() for c in token)
        and (
            token.startswith(("/", "~", ".", "\\"))
            or token[1:2] == ":"
            or slashes >= 2
            or _HAS_EXT.search(token)
        )
    ):
        return "<path>"
    return token


def _file(match: re.Match[str]) -> str:
    return match.group(0) if match.group(0) in _WELL_KNOWN_FILES else "<file>"


def _plain(text: str) -> str:
    """Replace paths, files, ids and numbers (not quoted names)."""
    text = _PATH.sub(_path, text)
    text = _FILE.sub(_file, text)
    text = _UUID.sub("<uuid>", text)
    text = _HEX.sub("<hex>", text)
    text = _DURATION.sub("<dur>", text)
    return _NUMBER.sub("<n>", text)


def _quoted(match: re.Match[str]) -> str:
    inner = next(g for g in match.groups() if g is not None)
    if inner in _KIND_QUOTED:
        return match.group(0)
    before = match.string[max(0, match.start() - 40) : match.start()]
    if _KEEP_AFTER.search(before):
        whole = match.group(0)
        return whole[0] + _plain(inner) + whole[-1]
    return "<name>"


def normalise(text: str, family: str = "", *, keep_names: bool = False) -> str:
    """The shape of an error text: volatile parts replaced by placeholders.

    Args:
        text: the error text (one line).
        family: the tool family, for its own rules (`go`, `python`).
        keep_names: keep quoted and relative names (used for wrapper lines,
            whose names are their only content); absolute paths, ids, numbers
            and durations are still replaced.

    Returns:
        The shape, white space folded, at most `MAX_MESSAGE` characters.
    """
    text = _URL.sub("<url>", text)
    text = _RUBY_OBJECT.sub("<obj>", text)
    if keep_names:
        text = _ABSOLUTE_PATH.sub("<path>", text)
        text = _UUID.sub("<uuid>", text)
        text = _HEX.sub("<hex>", text)
        text = _DURATION.sub("<dur>", text)
        text = _NUMBER.sub("<n>", text)
    else:
        text = _QUOTED.sub(_quoted, text)
        for pattern, replacement in _FAMILY_RULES.get(family, ()) + _PHRASES:
            text = pattern.sub(replacement, text)
        text = _plain(text)
    return _SPACE.sub(" ", text).strip()[:MAX_MESSAGE]


#: a signature not built yet: most hits are never looked at (`limit`, lines already claimed)
Lazy = Callable[[], ErrorSig]


def _sig(
    tool: str,
    code: str | None,
    message: str,
    detail: str | None = None,
    *,
    shape: str | None = None,
    keep_names: bool = False,
) -> Lazy:
    """A signature to build on demand (see `_make_sig`)."""
    return partial(_make_sig, tool, code, message, detail, shape=shape, keep_names=keep_names)


def _make_sig(
    tool: str,
    code: str | None,
    message: str,
    detail: str | None = None,
    *,
    shape: str | None = None,
    keep_names: bool = False,
) -> ErrorSig:
    """Build a signature; the shape comes from `detail` (the message minus its type)."""
    message = _SPACE.sub(" ", message).strip()
    if shape is None:
        shape = normalise(
            message if detail is None else detail, family_of(tool), keep_names=keep_names
        )
    return ErrorSig(tool, code, message[:MAX_MESSAGE], shape)


# --------------------------------------------------------------------------- the text


_ANSI = re.compile(r"\x1b\[[0-9;?]*[ -/]*[@-~]|\x1b\][^\x07\n]*\x07")
_BUILDKIT = re.compile(r"(?m)^#\d+ \d+\.\d+ ")


@dataclass(frozen=True)
class _Doc:
    """The bounded, cleaned window of an output, with line offsets."""

    text: str
    lines: list[str]
    starts: list[int]
    hint: str

    @classmethod
    def of(cls, output: str, hint: str) -> _Doc:
        if len(output) > HEAD_WINDOW + TAIL_WINDOW:
            head = output[:HEAD_WINDOW]
            head = head[: head.rfind("\n") + 1]
            tail = output[-TAIL_WINDOW:]
            tail = tail[tail.find("\n") + 1 :]
            output = head + tail
        output = _ANSI.sub("", output).replace("\r\n", "\n").replace("\r", "\n")
        output = _BUILDKIT.sub("", output)
        lines = [line[:MAX_LINE].rstrip() for line in output.split("\n")]
        starts, offset = [], 0
        for line in lines:
            starts.append(offset)
            offset += len(line) + 1
        return cls("\n".join(lines), lines, starts, hint)

    def after(self, pos: int) -> _Doc:
        return _Doc.of(self.text[pos:], self.hint)

    def line_of(self, pos: int) -> int:
        return bisect_right(self.starts, pos) - 1

    def next_text(self, index: int, within: int = 6) -> tuple[int, str] | None:
        """The first non-blank line after `index`, within `within` lines."""
        for j in range(index + 1, min(len(self.lines), index + 1 + within)):
            if self.lines[j].strip():
                return j, self.lines[j].strip()
        return None


@dataclass(frozen=True)
class _Hit:
    line: int
    make: Lazy


#: a tool's detector: its hits in the order the tool ranks them
Detector = Callable[[_Doc], Iterable[_Hit]]

_EXC = re.compile(r"^((?:[A-Za-z_]\w*\.)*[A-Z]\w*)(?::\s*(.*))?$")


def _exception(line: str) -> tuple[str | None, str]:
    """Split `pkg.Type: message` into (`Type`, `message`); assertions are AssertionError."""
    text = line.strip()
    if text == "assert" or text.startswith("assert "):
        return "AssertionError", text
    match = _EXC.match(text)
    if match is None:
        return None, text
    return match.group(1).rsplit(".", 1)[-1], match.group(2) or ""


def _exc_sig(tool: str, line: str) -> Lazy:
    code, detail = _exception(line)
    return _sig(tool, code, line.strip(), detail or code or line)


# --------------------------------------------------------------------------- python

_PYTEST_SECTION = re.compile(r"(?m)^_{3,} .+ _{3,}$")
_PYTEST_MARK = re.compile(
    r"(?m)test session starts|short test summary info|^=+ (?:FAILURES|ERRORS) =+$|^_{3,} "
)
_PYTEST_E = re.compile(r"(?m)^E {1,}\S.*$")
_PYTEST_SHORT = re.compile(r"(?m)^(FAILED|ERROR) (\S+\.py(?:::\S*)?(?:\[[^\]\n]*\])?)(?: - (.*))?$")
_PY_TOOLS = ("pytest", "python", "alembic")


def _pytest(doc: _Doc) -> list[_Hit]:
    if doc.hint != "pytest" and not _PYTEST_MARK.search(doc.text):
        return []  # `E   ` lines mean nothing outside a pytest report
    hits: list[_Hit] = []
    section_starts = [m.start() for m in _PYTEST_SECTION.finditer(doc.text)]
    last_block: dict[int, int] = {}  # section -> first line of its last E block
    previous = -2
    for m in _PYTEST_E.finditer(doc.text):
        index = doc.line_of(m.start())
        if index != previous + 1:
            last_block[bisect_right(section_starts, m.start()) - 1] = index
        previous = index
    for index in last_block.values():
        hits.append(_Hit(index, _exc_sig("pytest", doc.lines[index][1:])))
    bare: list[_Hit] = []
    for m in _PYTEST_SHORT.finditer(doc.text):
        index = doc.line_of(m.start())
        if m.group(3):
            if not last_block:
                hits.append(_Hit(index, _exc_sig("pytest", m.group(3))))
        else:
            message = f"{m.group(1)} {m.group(2)}"
            bare.append(_Hit(index, _sig("pytest", None, message, keep_names=True)))
    return hits or bare


_TRACEBACK = re.compile(r"(?m)^[ \t]*Traceback \(most recent call last\):$")
_CHAINED = ("During handling of the above exception", "The above exception was the direct cause")


def _python(doc: _Doc) -> list[_Hit]:
    if "Traceback" not in doc.text:
        return []
    tool = doc.hint if doc.hint in _PY_TOOLS else "python"
    chains: list[list[int]] = []
    previous_end = -1
    for m in _TRACEBACK.finditer(doc.text):
        start = doc.line_of(m.start())
        if start <= previous_end:
            continue
        j = start + 1
        while j < len(doc.lines) and j - start < 500 and doc.lines[j][:1] in ("", " ", "\t"):
            j += 1
        if j >= len(doc.lines) or doc.lines[j].lstrip().startswith("Traceback"):
            continue
        between = doc.lines[previous_end + 1 : start] if previous_end >= 0 else []
        if chains and any(line.startswith(_CHAINED) for line in between[-4:]):
            chains[-1].append(j)
        else:
            chains.append([j])
        previous_end = j
    return [
        _Hit(index, _exc_sig(tool, doc.lines[index]))
        for chain in chains
        for index in reversed(chain)
    ]


# --------------------------------------------------------------------------- rust, go

_RUST_CODED = re.compile(r"(?m)^error\[(E\d{4})\]: (.+)$")
_RUST_ERROR = re.compile(r"(?m)^error: (.+)$")
_RUST_LINT = re.compile(r"#\[(?:deny|forbid)\(([\w:]+)\)\]|`-D ([\w:-]+)`")
_RUST_PANIC = re.compile(r"(?m)^thread '[^'\n]*' panicked at (.+)$")
_RUST_TEST_FAILED = re.compile(r"(?m)^test (\S+) \.\.\. FAILED$")


def _cargo(doc: _Doc) -> list[_Hit]:
    text = doc.text
    if "error" not in text and "panicked" not in text:
        return []
    hits: list[tuple[int, _Hit]] = []
    for m in _RUST_CODED.finditer(text):
        index = doc.line_of(m.start())
        hits.append((index, _Hit(index, _sig("cargo", m.group(1), m.group(2)))))
    for m in _RUST_ERROR.finditer(text):
        index = doc.line_of(m.start())
        if _is_wrapper(doc.lines[index]):
            continue
        follow = doc.lines[index + 1 : index + 12]
        located = any(line.lstrip().startswith("--> ") for line in follow[:3])
        if not located and doc.hint != "cargo":
            continue
        code = None
        for line in follow:
            if line.startswith(("error", "warning")):
                break
            lint = _RUST_LINT.search(line)
            if lint and (lint.group(1) or lint.group(2)) != "warnings":
                code = lint.group(1) or lint.group(2)
                break
        hits.append((index, _Hit(index, _sig("cargo", code, m.group(1)))))
    for m in _RUST_PANIC.finditer(text):
        index = doc.line_of(m.start())
        rest = m.group(1)
        if rest.startswith("'"):
            message = rest[1:]
            end = message.rfind("', ")
            message = message[:end] if end >= 0 else message.rstrip("'")
        else:
            following = doc.next_text(index, 2)
            if following is None:
                continue
            message = following[1]
        hits.append((index, _Hit(index, _sig("cargo", "panic", message))))
    if not hits:
        for m in _RUST_TEST_FAILED.finditer(text):
            index = doc.line_of(m.start())
            hits.append((index, _Hit(index, _sig("cargo", None, m.group(0), keep_names=True))))
    return [hit for _, hit in sorted(hits, key=lambda pair: pair[0])]


_GO_PANIC = re.compile(r"(?m)^panic: (.+)$")
_GO_FATAL = re.compile(r"(?m)^fatal error: (.+)$")
_GO_RACE = re.compile(r"(?m)^WARNING: DATA RACE$")
_GO_COMPILE = re.compile(r"(?m)^(?:vet: )?\.{0,2}/?[\w./-]*\.go:\d+:\d+: (.+)$")
# `go: downloading …` and friends are progress, not errors
_GO_TOOL = re.compile(
    r"(?m)^go: (?!downloading |finding |found |added |upgraded |downgraded |removed |extracting )"
    r"(.+)$"
)
_GO_HEADER = re.compile(r"^\s*(?:=== (?:RUN|CONT|PAUSE|NAME)\s|--- (FAIL|PASS|SKIP): (\S+))")
_GO_LOG = re.compile(r"^\s+([\w.-]+\.go:\d+: .+)$")
_GO_SECONDARY = ("race detected during execution of test", "aborting test due to missing call")


def _go_tests(doc: _Doc) -> tuple[list[_Hit], list[_Hit]]:
    """Log lines of failing tests, and message-less `--- FAIL` lines."""
    logs: list[_Hit] = []
    bare: list[_Hit] = []
    pending: list[int] = []
    state = ""
    for index, line in enumerate(doc.lines):
        header = _GO_HEADER.match(line)
        if header:
            verdict = header.group(1)
            if verdict == "FAIL":
                logs.extend(_Hit(i, _sig("go", None, doc.lines[i].strip())) for i in pending)
                if not pending:
                    bare.append(
                        _Hit(
                            index, _sig("go", None, f"--- FAIL: {header.group(2)}", keep_names=True)
                        )
                    )
            state, pending = (verdict or "RUN"), []
            continue
        log = _GO_LOG.match(line)
        if log is None or any(s in line for s in _GO_SECONDARY):
            continue
        if state == "RUN":
            pending.append(index)
        elif state in ("FAIL", ""):
            logs.append(_Hit(index, _sig("go", None, log.group(1))))
    return logs, bare


def _go(doc: _Doc) -> list[_Hit]:
    text = doc.text
    hits: list[tuple[int, int, _Hit]] = []

    def add(rank: int, index: int, sig: Lazy) -> None:
        hits.append((rank, index, _Hit(index, sig)))

    if ".go:" in text or "go: " in text:
        for m in _GO_COMPILE.finditer(text):
            add(0, doc.line_of(m.start()), _sig("go", None, m.group(1)))
        for m in _GO_TOOL.finditer(text):
            add(0, doc.line_of(m.start()), _sig("go", None, m.group(1)))
    for m in _GO_PANIC.finditer(text):
        message = m.group(1).removesuffix(" [recovered]")
        add(1, doc.line_of(m.start()), _sig("go", "panic", message))
    for m in _GO_FATAL.finditer(text):
        add(1, doc.line_of(m.start()), _sig("go", "fatal-error", m.group(1)))
    for m in _GO_RACE.finditer(text):
        add(2, doc.line_of(m.start()), _sig("go", "data-race", "WARNING: DATA RACE"))
    if "--- FAIL" in text or "=== RUN" in text:
        logs, bare = _go_tests(doc)
        for hit in logs:
            add(3, hit.line, hit.make)
        if not hits:
            for hit in bare:
                add(4, hit.line, hit.make)
    return [hit for _, _, hit in sorted(hits, key=lambda t: (t[0], t[1]))]


# --------------------------------------------------------------------------- typescript, lint

_TSC = re.compile(r"(?m)\berror (TS\d+): (.+)$")
_ESLINT = re.compile(r"(?m)^[ \t]+\d+:\d+[ \t]+error[ \t]+(.+)$")
_ESLINT_UNIX = re.compile(r"(?m)^\S+:\d+:\d+: (.+) \[Error/([\w@./-]+)\]$")
_RULE_ID = re.compile(r"(?:@[\w.-]+/)?[a-z][\w-]*(?:/[\w-]+)?")
_DIAGNOSTIC = re.compile(r"(?m)^([^\s:][^:\n]*?\.(\w+)):\d+(?::\d+)?: error: (.+)$")
_PYRIGHT = re.compile(r"(?m)^[ \t]+\S+\.pyi?:\d+:\d+ - error: (.+)$")
_BRACKET_CODE = re.compile(r"\s+\[([a-z][\w-]*)\]$")
_PAREN_CODE = re.compile(r"\s+\((report\w+)\)$")
_RUFF = re.compile(r"(?m)^(?:\S+?:\d+:\d+: )?([A-Z]{1,4}\d{1,4}) (?:\[\*\] )?(.+)$")
_DIAG_TOOLS = {"py": "mypy", "pyi": "mypy", "go": "go", "java": "java", "swift": "swift"}
_C_EXTS = {"c", "h", "cc", "cpp", "hpp", "cxx", "m"}


def _tsc(doc: _Doc) -> list[_Hit]:
    if "error TS" not in doc.text:
        return []
    return [
        _Hit(doc.line_of(m.start()), _sig("tsc", m.group(1), m.group(2)))
        for m in _TSC.finditer(doc.text)
    ]


def _eslint(doc: _Doc) -> list[_Hit]:
    hits = []
    for m in _ESLINT.finditer(doc.text):
        parts = re.split(r"\s{2,}", m.group(1).strip())
        code = parts[-1] if len(parts) > 1 and _RULE_ID.fullmatch(parts[-1]) else None
        message = " ".join(parts[:-1]) if code else m.group(1).strip()
        hits.append(_Hit(doc.line_of(m.start()), _sig("eslint", code, message)))
    for m in _ESLINT_UNIX.finditer(doc.text):
        hits.append(_Hit(doc.line_of(m.start()), _sig("eslint", m.group(2), m.group(1))))
    return sorted(hits, key=lambda hit: hit.line)


def _diagnostics(doc: _Doc) -> list[_Hit]:
    """`file:line[:col]: error: message` (mypy, javac, C compilers) and pyright."""
    hits = []
    if ": error: " in doc.text:
        for m in _DIAGNOSTIC.finditer(doc.text):
            ext = m.group(2)
            tool = _DIAG_TOOLS.get(ext) or ("cc" if ext in _C_EXTS else _leaf(doc.hint))
            if tool == "java" and doc.hint in _JVM_TOOLS:
                tool = doc.hint
            message, code = m.group(3), None
            bracket = _BRACKET_CODE.search(message)
            if bracket:
                code, message = bracket.group(1), message[: bracket.start()]
            hits.append(_Hit(doc.line_of(m.start()), _sig(tool, code, message)))
    if " - error: " in doc.text:
        for m in _PYRIGHT.finditer(doc.text):
            message, code = m.group(1), None
            paren = _PAREN_CODE.search(message)
            if paren:
                code, message = paren.group(1), message[: paren.start()]
            hits.append(_Hit(doc.line_of(m.start()), _sig("pyright", code, message)))
    return sorted(hits, key=lambda hit: hit.line)


def _ruff(doc: _Doc) -> list[_Hit]:
    hits = []
    tool = "flake8" if doc.hint == "flake8" else "ruff"
    for m in _RUFF.finditer(doc.text):
        index = doc.line_of(m.start())
        located = not m.group(0).startswith(m.group(1))
        following = doc.next_text(index, 2)
        arrow = following is not None and following[1].startswith("--> ")
        if located or arrow or doc.hint in ("ruff", "flake8"):
            hits.append(_Hit(index, _sig(tool, m.group(1), m.group(2))))
    return hits


# --------------------------------------------------------------------------- javascript

_JEST_HEADER = re.compile(r"(?m)^[ \t]*● (.+)$")
_VITEST_HEADER = re.compile(r"(?m)^[ \t]*FAIL[ \t]+\S.*$")
_JS_ERROR = re.compile(r"^(?:Uncaught )?([A-Z]\w*Error|Error)(?: \[([A-Z][A-Z0-9_]+)\])?: (.+)$")


def _js_sig(tool: str, line: str) -> Lazy:
    match = _JS_ERROR.match(line)
    if match:
        return _sig(tool, match.group(2) or match.group(1), line, match.group(3))
    return _sig(tool, None, line)


def _jest(doc: _Doc) -> list[_Hit]:
    if "●" not in doc.text:
        return []
    hits = []
    for m in _JEST_HEADER.finditer(doc.text):
        if m.group(1).strip() == "Console":
            continue
        following = doc.next_text(doc.line_of(m.start()))
        if following is None or "error TS" in following[1]:
            continue
        hits.append(_Hit(following[0], _js_sig("jest", following[1])))
    return hits


def _vitest(doc: _Doc) -> list[_Hit]:
    hits = []
    for m in _VITEST_HEADER.finditer(doc.text):
        following = doc.next_text(doc.line_of(m.start()))
        if following is None or following[1].startswith(("●", "FAIL", "⎯", "❯", "×", "✓")):
            continue
        hits.append(_Hit(following[0], _js_sig("vitest", following[1])))
    return hits


# --------------------------------------------------------------------------- any exception

_BARE_EXC = re.compile(
    r"(?m)^(?:Uncaught )?((?:[a-z_$][\w$]*\.)*(?:[A-Z][\w$]*)?"
    r"(?:Error|Exception|Exit|Interrupt|Fault))"
    r"(?: \[([A-Z][A-Z0-9_]+)\])?: (.+)$"
)
_JAVA_FRAME = re.compile(
    r"^\s+at [\w$.<>]+\([^)]*(?:\.(?:java|kt|scala|groovy):\d+|Native Method|Unknown Source)\)"
)
_NODE_FRAME = re.compile(r"^\s+at \S")
_NODE_CODE = re.compile(r"^\s*code: '([A-Z][A-Z0-9_]+)'")
_PY_ONLY = _wordset(
    """ModuleNotFoundError ImportError KeyError IndexError AttributeError NameError ValueError
    ZeroDivisionError FileNotFoundError NotImplementedError OSError PermissionError
    IsADirectoryError UnicodeDecodeError UnicodeEncodeError RecursionError IndentationError
    TimeoutError ConnectionRefusedError CommandError OperationalError IntegrityError
    ProgrammingError ValidationError"""
)
_JS_ONLY = _wordset("ReferenceError RangeError EvalError URIError")
_JS_TOOLS = ("jest", "vitest", "node")
_JVM_TOOLS = ("java", "gradle", "maven")


def _exceptions(doc: _Doc) -> Iterator[_Hit]:
    """Bare `Type: message` lines (Python, Node, Java) outside a recognised trace."""
    for m in _BARE_EXC.finditer(doc.text):
        index = doc.line_of(m.start())
        exc_type, bracket, detail = m.group(1), m.group(2), m.group(3)
        short = exc_type.rsplit(".", 1)[-1]
        following = doc.lines[index + 1 : index + 4]
        code: str | None = bracket or short
        node = bracket or any(
            _NODE_FRAME.match(line) or line.startswith("Require stack:") for line in following
        )
        if any(_JAVA_FRAME.match(line) for line in following):
            tool = doc.hint if doc.hint in _JVM_TOOLS else "java"
        elif short == "Error" and not node:
            continue  # a bare `Error: …` line belongs to whatever tool printed it
        elif node or short in _JS_ONLY:
            tool = doc.hint if doc.hint in _JS_TOOLS else "node"
            if not bracket:
                for line in doc.lines[index + 1 : index + 25]:
                    node_code = _NODE_CODE.match(line)
                    if node_code:
                        code = node_code.group(1)
                        break
        elif doc.hint in _PY_TOOLS or doc.hint in _JS_TOOLS or doc.hint in _JVM_TOOLS:
            tool = doc.hint
        elif short in _PY_ONLY:
            tool = "python"
        else:
            tool = _leaf(doc.hint)
        yield _Hit(index, _sig(tool, code, m.group(0).removeprefix("Uncaught "), detail))


_JAVA_THREAD = re.compile(r'(?m)^Exception in thread "[^"\n]*" (\S+?)(?::[ \t]*(.*))?$')
_JAVA_TRACE = re.compile(r"(?m)^((?:[a-z_$][\w$]*\.)+[A-Z][\w$]*)(?::[ \t]*(.*))?$")
_JAVA_CAUSED = re.compile(r"(?m)^Caused by: (\S+?)(?::[ \t]*(.*))?$")
_JAVAC_MAVEN = re.compile(r"(?m)^\[ERROR\] \S+\.(?:java|kt):\[\d+,\d+\] (.+)$")
_KOTLIN = re.compile(r"(?m)^e: \S+\.kts?:\d+:\d+ (.+)$")
_MAVEN_TEST = re.compile(r"(?m)^\[ERROR\][ \t]+\w+\.\w+:\d+ (.+)$")
_GRADLE_TEST = re.compile(r"(?m)^\S.* FAILED$")  # `AppTest > testAdd() FAILED`
_GRADLE_WRONG = re.compile(r"(?m)^\* What went wrong:$")
_GRADLE_WRAPPED = (
    "Compilation failed",
    "There were failing tests",
    "Process 'command",
    "A failure occurred",
)


def _java(doc: _Doc) -> list[_Hit]:
    text = doc.text
    tool = doc.hint if doc.hint in _JVM_TOOLS else "java"
    hits: list[_Hit] = []
    causes = list(_JAVA_CAUSED.finditer(text))
    for m in reversed(causes):  # the root cause is the last `Caused by:`
        hits.append(_Hit(doc.line_of(m.start()), _java_sig(tool, m.group(1), m.group(2))))
    for m in _JAVA_THREAD.finditer(text):
        hits.append(_Hit(doc.line_of(m.start()), _java_sig(tool, m.group(1), m.group(2))))
    for m in _JAVA_TRACE.finditer(text):
        index = doc.line_of(m.start())
        if index + 1 < len(doc.lines) and _JAVA_FRAME.match(doc.lines[index + 1]):
            hits.append(_Hit(index, _java_sig(tool, m.group(1), m.group(2))))
    # maven repeats test failures in a summary: only used when no trace was printed
    for pattern in (_JAVAC_MAVEN, _KOTLIN) if hits else (_JAVAC_MAVEN, _KOTLIN, _MAVEN_TEST):
        for m in pattern.finditer(text):
            hits.append(_Hit(doc.line_of(m.start()), _sig(tool, None, m.group(1))))
    for m in _GRADLE_TEST.finditer(text):
        if " > " not in m.group(0):
            continue
        following = doc.next_text(doc.line_of(m.start()), 2)
        if following:
            exc, _, rest = following[1].partition(": ")
            hits.append(_Hit(following[0], _java_sig(tool, exc.split(" at ")[0], rest or None)))
    for m in _GRADLE_WRONG.finditer(text):
        index = doc.line_of(m.start())
        block: list[tuple[int, str]] = []
        for j in range(index + 1, min(len(doc.lines), index + 12)):
            if not doc.lines[j].strip():
                break
            block.append((j, doc.lines[j].strip()))
        # the deepest `> …` line is the cause; the first line says what was being done
        nested = [(j, line.lstrip("> ").strip()) for j, line in block if line.startswith(">")]
        chosen = nested[-1] if nested else (block[0] if block else None)
        if chosen and not chosen[1].startswith(_GRADLE_WRAPPED):
            hits.append(_Hit(chosen[0], _sig("gradle", None, chosen[1])))
    return hits


def _java_sig(tool: str, exc_type: str, message: str | None) -> Lazy:
    short = exc_type.rsplit(".", 1)[-1]
    line = f"{exc_type}: {message}" if message else exc_type
    return _sig(tool, short, line, message or short)


_RUBY = re.compile(r"(?m)^\S+?:\d+:in [`'][^'\n]*': (.+) \(([A-Z]\w*(?:::[A-Z]\w*)*)\)$")
_RSPEC = re.compile(r"(?m)^[ \t]*Failure/Error: (.+)$")
_RUBY_CLASS = re.compile(r"^([A-Z]\w*(?:::[A-Z]\w*)*):$")


def _ruby(doc: _Doc) -> list[_Hit]:
    hits = []
    for m in _RUBY.finditer(doc.text):
        code = m.group(2).rsplit("::", 1)[-1]
        hits.append(_Hit(doc.line_of(m.start()), _sig("ruby", code, m.group(1))))
    for m in _RSPEC.finditer(doc.text):
        index = doc.line_of(m.start())
        following = doc.next_text(index, 3)
        if following and _RUBY_CLASS.match(following[1]):
            detail = doc.next_text(following[0], 2)
            message = detail[1] if detail else following[1]
            code = following[1][:-1].rsplit("::", 1)[-1]
            hits.append(_Hit(following[0], _sig("ruby", code, message)))
        else:
            hits.append(_Hit(index, _sig("ruby", None, m.group(1))))
    return sorted(hits, key=lambda hit: hit.line)


# --------------------------------------------------------------------------- sql and migrations

_PSQL = re.compile(r"(?m)^(?:psql:\S*?:\d+: )?(?:ERROR|FATAL|PANIC):  (?:([0-9A-Z]{5}): )?(.+)$")
_PSQL_CLIENT = re.compile(r"(?m)^psql: error: (.+)$")
_SQL_ERROR = re.compile(r"(?m)^ERROR: (.+)$")
_MYSQL = re.compile(r"(?m)^ERROR (\d{4}) \(([0-9A-Z]{5})\)(?: at line \d+)?: (.+)$")
_SQLITE = re.compile(
    r"(?m)^(Error|Parse error|Runtime error)(?: near line \d+)?: (?:in prepare, )?(.+)$"
)
_SQLITE_PHRASES = re.compile(
    r"near \"[^\"\n]*\": syntax error|no such (?:table|column)|constraint failed"
)
_DBMATE = re.compile(r"(?m)^Error: (?:pq: |ERROR: )(.+)$")
_SQLSTATE_SUFFIX = re.compile(r" \(SQLSTATE (\w{5})\)$")
_FLYWAY_MESSAGE = re.compile(r"(?m)^Message[ \t]*: (?:ERROR:[ \t]+)?(.+)$")
_FLYWAY_STATE = re.compile(r"(?m)^SQL State[ \t]*: (\w+)$")
_PRISMA = re.compile(r"(?m)^Error: (P\d{4})\b:?[ \t]*(.*)$")
_PRISMA_CODE = re.compile(r"code: '(P\d{4})'")
_ALEMBIC = re.compile(r"(?m)^[ \t]*FAILED: (.+)$")
_SQL_TOOLS = ("psql", "dbmate", "flyway", "mysql", "sqlite3", "prisma")
# well-known PostgreSQL messages and their SQLSTATE, for tools that do not print it
_SQLSTATES = tuple(
    (re.compile(pattern), state)
    for pattern, state in (
        (r"^relation <name> does not exist", "42P01"),
        (r"^column <name>(?: of relation <name>)? does not exist", "42703"),
        (r"^function \S+ does not exist", "42883"),
        (r"^database <name> does not exist", "3D000"),
        (r"^relation <name> already exists", "42P07"),
        (r"^syntax error at or near", "42601"),
        (r"^duplicate key value violates unique constraint", "23505"),
        (r"violates not-null constraint", "23502"),
        (r"violates foreign key constraint", "23503"),
        (r"cannot run inside a transaction block$", "25001"),
        (r"^permission denied for", "42501"),
        (r"^password authentication failed", "28P01"),
    )
)


def _pg_sig(tool: str, message: str, state: str | None = None) -> Lazy:
    return partial(_make_pg_sig, tool, message, state)


def _make_pg_sig(tool: str, message: str, state: str | None) -> ErrorSig:
    suffix = _SQLSTATE_SUFFIX.search(message)
    if suffix:
        state, message = suffix.group(1), message[: suffix.start()]
    sig = _make_sig(tool, state, message)
    if state is None:
        for pattern, known in _SQLSTATES:
            if pattern.search(sig.shape):
                return ErrorSig(sig.tool, known, sig.message, sig.shape)
    return sig


def _sql(doc: _Doc) -> list[_Hit]:
    text = doc.text
    hits: list[_Hit] = []
    flyway = doc.hint == "flyway" or "Flyway" in text or "flyway" in text
    if flyway:
        state = _FLYWAY_STATE.search(text)
        for m in _FLYWAY_MESSAGE.finditer(text):
            code = state.group(1) if state else None
            hits.append(_Hit(doc.line_of(m.start()), _pg_sig("flyway", m.group(1), code)))
        if not hits:
            for m in _SQL_ERROR.finditer(text):
                index = doc.line_of(m.start())
                message = m.group(1)
                following = doc.next_text(index, 2)
                if message.startswith("Validate failed") and following:
                    message = f"{message}: {following[1]}"
                hits.append(_Hit(index, _sig("flyway", None, message)))
    for m in _PSQL.finditer(text):
        tool = doc.hint if doc.hint in _SQL_TOOLS else "psql"
        hits.append(_Hit(doc.line_of(m.start()), _pg_sig(tool, m.group(2), m.group(1))))
    for m in _PSQL_CLIENT.finditer(text):
        hits.append(_Hit(doc.line_of(m.start()), _sig("psql", None, m.group(1))))
    if doc.hint in ("psql", "dbmate"):
        for m in _SQL_ERROR.finditer(text):
            hits.append(_Hit(doc.line_of(m.start()), _pg_sig(doc.hint, m.group(1))))
    for m in _MYSQL.finditer(text):
        hits.append(_Hit(doc.line_of(m.start()), _sig("mysql", m.group(1), m.group(3))))
    for m in _DBMATE.finditer(text):
        hits.append(_Hit(doc.line_of(m.start()), _pg_sig("dbmate", m.group(1))))
    for m in _PRISMA.finditer(text):
        index = doc.line_of(m.start())
        message = m.group(2)
        if not message:
            following = doc.next_text(index, 3)
            message = following[1] if following else m.group(1)
        hits.append(_Hit(index, _sig("prisma", m.group(1), message)))
    if "PrismaClient" in text:
        hits.extend(_prisma_runtime(doc))
    for m in _SQLITE.finditer(text):
        if doc.hint == "sqlite3" or m.group(1) != "Error" or _SQLITE_PHRASES.search(m.group(2)):
            message = re.sub(r" \(\d+\)$", "", m.group(2))
            hits.append(_Hit(doc.line_of(m.start()), _sig("sqlite3", None, message)))
    for m in _ALEMBIC.finditer(text):
        hits.append(_Hit(doc.line_of(m.start()), _sig("alembic", "CommandError", m.group(1))))
    return sorted(hits, key=lambda hit: hit.line)


def _prisma_runtime(doc: _Doc) -> list[_Hit]:
    code = _PRISMA_CODE.search(doc.text)
    for index, line in enumerate(doc.lines):
        if "PrismaClient" in line and "Error" in line:
            message = None
            for j in range(index + 1, min(len(doc.lines), index + 40)):
                if _NODE_FRAME.match(doc.lines[j]):
                    break
                if doc.lines[j].strip():
                    message = (j, doc.lines[j].strip())
            if message:
                return [
                    _Hit(message[0], _sig("prisma", code.group(1) if code else None, message[1]))
                ]
    return []


# --------------------------------------------------------------------------- package managers

_NPM_CODE = re.compile(r"(?m)^npm (?:ERR!|error) code (\S+)$")
_NPM_LINE = re.compile(r"(?m)^npm (?:ERR!|error) (.+)$")
_NPM_NOISE = re.compile(
    r"^(?:errno|syscall|path|dest|code|signal|command|workspace|location|in workspace|at location"
    r"|A complete log|Log files were|Lifecycle script|Error: command failed|This is probably"
    r"|Failed at the|Exit status|Make sure you have|[/~]|[A-Za-z]:\\|[\w@./-]+ \w+: `)"
)
_PNPM = re.compile(r"(?m)^[ \t]*\[?(ERR_PNPM_[A-Z0-9_]+)\]?:?(?:[ \t]+(.*))?$")
_PNPM_WRAPPERS = ("ERR_PNPM_RECURSIVE_RUN_FIRST_FAIL", "ERR_PNPM_RECURSIVE_EXEC_FIRST_FAIL")
_YARN = re.compile(r"(?m)^error (?!TS\d)(.+)$")
_YARN_BERRY = re.compile(r"(?m)YN(\d{4}): (?:[│└┌][ \t]*)?(.+)$")
_YARN_BERRY_ERRORS = _wordset("0001 0009 0018 0028 0035 0041 0046 0071 0082")


def _package_managers(doc: _Doc) -> list[_Hit]:
    text = doc.text
    hits: list[_Hit] = []
    if "npm " in text:
        for m in _NPM_CODE.finditer(text):
            code = m.group(1)
            if code == "ELIFECYCLE" or code.isdigit():
                continue
            index = doc.line_of(m.start())
            message = code
            for line in doc.lines[index + 1 : index + 8]:
                inner = _NPM_LINE.match(line)
                if inner and not _NPM_NOISE.match(inner.group(1)):
                    message = inner.group(1)
                    break
            hits.append(_Hit(index, _sig("npm", code, message)))
        if not hits and not _NPM_CODE.search(text):
            for m in _NPM_LINE.finditer(text):
                if not _NPM_NOISE.match(m.group(1)) and not _is_wrapper(m.group(0)):
                    hits.append(_Hit(doc.line_of(m.start()), _sig("npm", None, m.group(1))))
                    break
    if "ERR_PNPM_" in text:
        for m in _PNPM.finditer(text):
            if m.group(1) in _PNPM_WRAPPERS:
                continue
            index = doc.line_of(m.start())
            message = m.group(2) or ""
            if not message:
                following = doc.next_text(index, 2)
                message = following[1] if following else m.group(1)
            hits.append(_Hit(index, _sig("pnpm", m.group(1), message)))
    if doc.hint == "yarn" or "yarnpkg.com" in text:
        for m in _YARN.finditer(text):
            if not _is_wrapper(m.group(0)):
                hits.append(_Hit(doc.line_of(m.start()), _sig("yarn", None, m.group(1))))
    if "YN0" in text:
        for m in _YARN_BERRY.finditer(text):
            if m.group(1) in _YARN_BERRY_ERRORS:
                code = "YN" + m.group(1)
                hits.append(_Hit(doc.line_of(m.start()), _sig("yarn", code, m.group(2))))
    return sorted(hits, key=lambda hit: hit.line)


# --------------------------------------------------------------------------- git, docker, make

_GIT_REJECTED = re.compile(r"(?m)^[ \t]*! \[((?:remote )?rejected)\][ \t]+\S+ -> \S+ \((.+)\)$")
_GIT_CONFLICT = re.compile(r"(?m)^CONFLICT \(([^)\n]+)\): .+$")
_GIT_PUBLICKEY = re.compile(r"(?m)^[\w.-]+@[\w.-]+: (Permission denied \(.+\))\.?$")
_GIT_FATAL = re.compile(r"(?m)^fatal: (.+)$")
_GIT_ERROR = re.compile(r"(?m)^error: (.+)$")


def _git(doc: _Doc) -> list[_Hit]:
    text = doc.text
    hits: list[tuple[int, int, _Hit]] = []
    for m in _GIT_REJECTED.finditer(text):
        index = doc.line_of(m.start())
        shape = f"! [{m.group(1)}] <ref> -> <ref> ({m.group(2)})"
        sig = _sig("git", m.group(1).replace(" ", "-"), m.group(0).strip(), shape=shape)
        hits.append((0, index, _Hit(index, sig)))
    for m in _GIT_CONFLICT.finditer(text):
        index = doc.line_of(m.start())
        sig = _sig("git", "merge-conflict", m.group(0), shape=f"CONFLICT ({m.group(1)})")
        hits.append((0, index, _Hit(index, sig)))
    for m in _GIT_PUBLICKEY.finditer(text):
        index = doc.line_of(m.start())
        hits.append(
            (0, index, _Hit(index, _sig("git", "permission-denied", m.group(0), m.group(1))))
        )
    for m in _GIT_FATAL.finditer(text):
        index = doc.line_of(m.start())
        hits.append((1, index, _Hit(index, _sig("git", None, m.group(1)))))
    if doc.hint == "git":
        for m in _GIT_ERROR.finditer(text):
            if not _is_wrapper(m.group(0)):
                index = doc.line_of(m.start())
                hits.append((1, index, _Hit(index, _sig("git", None, m.group(1)))))
    return [hit for _, _, hit in sorted(hits, key=lambda t: (t[0], t[1]))]


_DOCKER_DAEMON = re.compile(r"(?m)^(?:docker: )?Error response from daemon: (.+)$")
_DOCKER_CONNECT = re.compile(
    r"(?m)^.*(Cannot connect to the Docker daemon at \S+?)\.? Is the docker daemon running\?.*$"
)
_DOCKER_SOLVE = re.compile(r"(?m)^(?:ERROR|error): failed to solve: (.+)$")
_DOCKER_SOCKET = re.compile(
    r"(?m)^.*(permission denied while trying to connect to the Docker daemon socket).*$"
)


def _docker(doc: _Doc) -> list[_Hit]:
    if "daemon" not in doc.text and "failed to solve" not in doc.text:
        return []
    hits = []
    for m in _DOCKER_DAEMON.finditer(doc.text):
        hits.append(_Hit(doc.line_of(m.start()), _sig("docker", None, m.group(1))))
    for m in _DOCKER_CONNECT.finditer(doc.text):
        hits.append(_Hit(doc.line_of(m.start()), _sig("docker", None, m.group(0), m.group(1))))
    for m in _DOCKER_SOLVE.finditer(doc.text):
        if not _is_wrapper(m.group(0)):
            hits.append(_Hit(doc.line_of(m.start()), _sig("docker", None, m.group(1))))
    for m in _DOCKER_SOCKET.finditer(doc.text):
        sig = _sig("docker", "permission-denied", m.group(0), m.group(1))
        hits.append(_Hit(doc.line_of(m.start()), sig))
    return sorted(hits, key=lambda hit: hit.line)


_MAKE = re.compile(
    r"(?m)^(?:g?make(?:\[\d+\])?|[^\s:]*akefile[^\s:]*|\S+\.mk):(?:\d+:)? \*\*\* (.+)$"
)


def _make(doc: _Doc) -> list[_Hit]:
    if "***" not in doc.text:
        return []
    hits = []
    for m in _MAKE.finditer(doc.text):
        if _is_wrapper(m.group(0)):
            continue
        message = re.sub(r"\.?\s+Stop\.$", "", m.group(1))
        hits.append(_Hit(doc.line_of(m.start()), _sig("make", None, message)))
    return hits


# --------------------------------------------------------------------------- shell

_SH = r"(?:[\w./-]*sh|\(eval\))"
_NOT_FOUND = (
    re.compile(rf"(?m)^(?:{_SH}(?::? line \d+)?: (?:\d+: )?)?([^\s:'\"]+): command not found$"),
    re.compile(rf"(?m)^{_SH}: (?:\d+: |line \d+: )?([^\s:'\"]+): not found$"),
    re.compile(r"(?m)^(?:[\w./-]*zsh|\(eval\))(?::\d+)?: command not found: ([^\s'\"]+)$"),
    re.compile(r"(?m)^fish: Unknown command:? '?([^\s']+)'?$"),
    re.compile(r"(?m)^'([^'\n]+)' is not recognized as an internal or external command"),
    re.compile(
        r"(?m)^.*The term '([^'\n]+)' is not recognized as (?:the )?(?:a )?name of a cmdlet"
    ),
    re.compile(r"(?m)^(?:\S*/)?env: '?([^\s':]+)'?: No such file or directory$"),
)
_EXEC_DENIED = (
    re.compile(rf"(?m)^{_SH}(?::? line \d+)?: (?:\d+: )?\S+: Permission denied$"),
    re.compile(r"(?m)^(?:[\w./-]*zsh|\(eval\))(?::\d+)?: permission denied: \S+$"),
)
_DENIED = re.compile(r"(?m)^.*\b[Pp]ermission denied\b.*$")
_NO_SUCH_FILE = re.compile(r"(?m)^.+: No such file or directory$")
_KILLED = re.compile(
    r"(?m)^(?:.*?\b\d+ )?(Segmentation fault|Killed|Bus error|Aborted|Illegal instruction)"
    r"(?: \(core dumped\))?(?:[ \t]{2,}.*)?$"
)


def _shell(doc: _Doc) -> list[_Hit]:
    text = doc.text
    hits: list[_Hit] = []
    if (
        "not found" in text
        or "not recognized" in text
        or "Unknown command" in text
        or "env:" in text
    ):
        for pattern in _NOT_FOUND:
            for m in pattern.finditer(text):
                name = m.group(1).rsplit("/", 1)[-1]
                sig = _sig(
                    "shell", "command-not-found", m.group(0), shape=f"command not found: {name}"
                )
                hits.append(_Hit(doc.line_of(m.start()), sig))
    if "ermission denied" in text:
        for pattern in _EXEC_DENIED:
            for m in pattern.finditer(text):
                sig = _sig(
                    "shell",
                    "permission-denied",
                    m.group(0),
                    shape="cannot execute: permission denied",
                )
                hits.append(_Hit(doc.line_of(m.start()), sig))
        for m in _DENIED.finditer(text):
            hits.append(
                _Hit(doc.line_of(m.start()), _sig("shell", "permission-denied", m.group(0)))
            )
    if "No such file" in text:
        for m in _NO_SUCH_FILE.finditer(text):
            hits.append(_Hit(doc.line_of(m.start()), _sig("shell", "no-such-file", m.group(0))))
    for m in _KILLED.finditer(text):
        code = m.group(1).lower().replace(" ", "-").replace("segmentation-fault", "segfault")
        hits.append(_Hit(doc.line_of(m.start()), _sig("shell", code, m.group(0), shape=m.group(1))))
    # several patterns can match one line: keep the first (most specific) per line
    first: dict[int, _Hit] = {}
    for hit in hits:
        first.setdefault(hit.line, hit)
    return sorted(first.values(), key=lambda hit: hit.line)


# --------------------------------------------------------------------------- generic and wrappers

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


def _is_wrapper(line: str) -> bool:
    return _ANY_WRAPPER.fullmatch(line) is not None


def _leaf(hint: str) -> str:
    return "unknown" if hint in _WRAPPER_TOOLS else hint


def _generic(doc: _Doc) -> Iterator[_Hit]:
    # a generator: a log of a thousand `error:` lines is read only as far as needed
    for m in _GENERIC.finditer(doc.text):
        if not _is_wrapper(m.group(0)):
            yield _Hit(doc.line_of(m.start()), _sig(_leaf(doc.hint), None, m.group(1)))


def _wrappers(doc: _Doc) -> list[_Hit]:
    hits = []
    for tool, pattern in _WRAPPERS:
        for m in pattern.finditer(doc.text):
            hits.append(_Hit(doc.line_of(m.start()), _sig(tool, None, m.group(0), keep_names=True)))
    return sorted(hits, key=lambda hit: hit.line)


_ALL = frozenset({"*"})
_DETECTORS: tuple[tuple[frozenset[str], Detector], ...] = (
    (frozenset({"pytest"}), _pytest),
    (frozenset(_PY_TOOLS), _python),
    (frozenset({"cargo"}), _cargo),
    (frozenset({"go"}), _go),
    (frozenset({"tsc"}), _tsc),
    (frozenset({"eslint"}), _eslint),
    (frozenset({"mypy", "pyright", "java", "cc"}), _diagnostics),
    (frozenset({"ruff", "flake8"}), _ruff),
    (frozenset({"jest"}), _jest),
    (frozenset({"vitest"}), _vitest),
    (frozenset(_JVM_TOOLS), _java),
    (frozenset({"ruby"}), _ruby),
    (frozenset({*_SQL_TOOLS, "alembic"}), _sql),
    (frozenset({"npm", "pnpm", "yarn"}), _package_managers),
    (frozenset({"git"}), _git),
    (frozenset({"docker"}), _docker),
    (frozenset({"make"}), _make),
    (_ALL, _exceptions),
    (frozenset({"shell"}), _shell),
    (_ALL, _generic),
)


def _detectors(hint: str) -> Iterator[Detector]:
    chosen = [detect for serves, detect in _DETECTORS if hint in serves]
    yield from chosen
    yield from (detect for _, detect in _DETECTORS if detect not in chosen)


def _collect(doc: _Doc, limit: int) -> list[ErrorSig]:
    found: list[ErrorSig] = []
    if limit <= 0:
        return found
    used: set[int] = set()
    keys: set[str] = set()
    budget = MAX_CANDIDATES

    def take(hit: _Hit) -> bool:
        """Add the hit's signature if new; False once `limit` or the budget is reached."""
        nonlocal budget
        budget -= 1
        sig = hit.make()
        if sig.key not in keys:
            keys.add(sig.key)
            found.append(sig)
        return len(found) < limit and budget > 0

    for detect in _detectors(doc.hint):
        for hit in detect(doc):
            if hit.line not in used:
                used.add(hit.line)
                if not take(hit):
                    return found
    if not found:
        for hit in _wrappers(doc):
            if not take(hit):
                break
    return found


# --------------------------------------------------------------------------- public API


def error_signatures(command: str | None, output: str, limit: int = 5) -> list[ErrorSig]:
    """The distinct errors of a run, primary first.

    Args:
        command: the command line that ran, if known (it ranks its tool's detectors first).
        output: what the run printed (stdout and stderr, any size).
        limit: the most signatures returned.

    Returns:
        Up to `limit` signatures with distinct keys; empty when nothing error-like is found.
    """
    return _collect(_Doc.of(output, tool_of(command)), limit)


def error_signature(command: str | None, output: str) -> ErrorSig | None:
    """The primary error of a failed run, or `None` when nothing error-like is found."""
    found = error_signatures(command, output, limit=1)
    return found[0] if found else None


_PYTEST_COUNTS = re.compile(
    r"(?m)^(?:=+ )?((?:\d+ (?:failed|passed|errors?|skipped|xfailed|xpassed|warnings?|deselected"
    r"|rerun)(?:, )?)+) in \d+(?:\.\d+)?s\b"
)
_RUNNER_COUNTS = re.compile(r"(?m)^[ \t]*(?:Tests|Test Suites|Test Files):?[ \t]+(.+)$")
_CARGO_RESULT = re.compile(r"(?m)^test result: (ok|FAILED)\. ")
_FOUND_ERRORS = re.compile(r"(?m)^Found (\d+) errors?\b")
_ESLINT_TOTAL = re.compile(r"(?m)^✖ \d+ problems? \((\d+) errors?, \d+ warnings?\)")
_PASSES = re.compile(r"(?m)^(?:Success: no issues found|All checks passed!)")
_FAILING_COUNT = re.compile(r"\b[1-9]\d* (?:failed|errors?)\b")


def _summary_verdict(doc: _Doc) -> tuple[bool | None, int]:
    """What the runners' own summaries say: failed, passed, or `None`; and where they end."""
    verdicts: list[tuple[int, bool]] = []
    for m in _PYTEST_COUNTS.finditer(doc.text):
        verdicts.append((m.end(), bool(_FAILING_COUNT.search(m.group(1)))))
    for m in _RUNNER_COUNTS.finditer(doc.text):
        if "passed" in m.group(1) or "failed" in m.group(1):
            verdicts.append((m.end(), bool(_FAILING_COUNT.search(m.group(1)))))
    for m in _CARGO_RESULT.finditer(doc.text):
        verdicts.append((m.end(), m.group(1) == "FAILED"))
    for m in _FOUND_ERRORS.finditer(doc.text):
        verdicts.append((m.end(), int(m.group(1)) > 0))
    for m in _ESLINT_TOTAL.finditer(doc.text):
        verdicts.append((m.end(), int(m.group(1)) > 0))
    for m in _PASSES.finditer(doc.text):
        verdicts.append((m.end(), False))
    if not verdicts:
        return None, 0
    if any(verdict for _, verdict in verdicts):
        return True, 0
    return False, max(end for end, _ in verdicts)


def failed(
    command: str | None, output: str, exit_code: int | None = None, is_error: bool | None = None
) -> bool:
    """Did this run fail?

    The exit code and the agent's `is_error` flag decide when present. Otherwise
    (Aider logs have neither) the text decides: a test runner's or checker's own
    summary ("1 failed", "Found 3 errors", "✖ 2 problems (1 error…)") first;
    "0 failed", "0 errors" or warnings alone are a pass, and then only the text
    after that summary is searched; else any error line a detector recognises.

    Args:
        command: the command line, if known.
        output: what the run printed.
        exit_code: the process exit code, if known.
        is_error: the agent's own error flag on the tool result, if any.

    Returns:
        True when the run failed.
    """
    if is_error:
        return True
    if exit_code is not None:
        return exit_code != 0
    if is_error is not None:
        return False
    doc = _Doc.of(output, tool_of(command))
    verdict, end = _summary_verdict(doc)
    if verdict:
        return True
    if verdict is False:
        doc = doc.after(end)
    return bool(_collect(doc, 1))


# --------------------------------------------------------------------------- commands

# tool: the programs (basenames) that are that tool
_PROGRAM_TABLE = """
pytest: pytest py.test
go: go
cargo: cargo rustc
tsc: tsc vue-tsc
eslint: eslint
mypy: mypy dmypy
pyright: pyright
ruff: ruff
flake8: flake8
npm: npm
pnpm: pnpm
yarn: yarn
make: make gmake
psql: psql
alembic: alembic
dbmate: dbmate
flyway: flyway
prisma: prisma
jest: jest
vitest: vitest
node: node ts-node tsx
gradle: gradle gradlew
maven: mvn mvnw
java: java javac
ruby: ruby rspec rake rails
git: git
docker: docker docker-compose podman
sqlite3: sqlite3
mysql: mysql
pip: pip pip3
uv: uv
python: tox nox coverage
shell: bash sh zsh dash
"""
_PROGRAMS = {
    program: tool
    for tool, _, programs in (line.partition(": ") for line in _PROGRAM_TABLE.strip().splitlines())
    for program in programs.split()
}
_SETUP = _wordset("cd pushd popd export source . set unset true echo mkdir clear sleep alias")
_PREFIXES = _wordset(
    "sudo time env nice nohup exec command stdbuf xvfb-run dotenv timeout npx bunx pnpx uvx"
)
# `sudo -u postgres psql`, `nice -n 10 make`, `timeout -s KILL 60 go test`
_PREFIX_OPTIONS_WITH_VALUE = _wordset("-u -g -n -s -k -C -U")
# runner -> the subcommands after which the next word is the real program
_RUNNERS = {
    "uv": ("run", "tool"),
    "poetry": ("run",),
    "pipenv": ("run",),
    "pdm": ("run",),
    "hatch": ("run",),
    "rye": ("run",),
    "pipx": ("run",),
    "conda": ("run",),
    "bundle": ("exec",),
    "npm": ("exec", "x"),
    "pnpm": ("exec", "dlx"),
    "yarn": ("exec", "dlx"),
}
_PM_BUILTINS = _wordset("install i add remove run test build ci update outdated publish link")
_SEPARATORS = frozenset({"&&", "||", ";", "|", "&", "(", ")", "\n"})
_PYTHON = re.compile(r"python(?:\d+(?:\.\d+)?)?|py")


def _words(command: str) -> list[str]:
    lexer = shlex.shlex(command, posix=True, punctuation_chars=True)
    lexer.whitespace_split = True
    lexer.whitespace = " \t\r"
    try:
        return list(lexer)
    except ValueError:  # unbalanced quotes: a plain split is good enough for a hint
        return command.replace("&&", " && ").replace(";", " ; ").split()


def _program(words: list[str], depth: int) -> str | None:
    """The tool of one simple command (no separators), or None if unknown."""
    i = 0
    while i < len(words) and re.match(r"^[A-Za-z_]\w*=", words[i]):
        i += 1
    while i < len(words):
        name = words[i].rsplit("/", 1)[-1].removesuffix(".exe").removesuffix(".cmd")
        rest = words[i + 1 :]
        if name in _PREFIXES:
            i += 1
            while i < len(words) and (
                words[i].startswith("-") or words[i].isdigit() or "=" in words[i]
            ):
                i += 2 if words[i] in _PREFIX_OPTIONS_WITH_VALUE else 1
            continue
        if name in ("bash", "sh", "zsh", "dash") and rest:
            flags = [w for w in rest if w.startswith("-")]
            if any("c" in flag for flag in flags) and depth < 3:
                script = next((w for w in rest if not w.startswith("-")), "")
                return _tool(script, depth + 1)
            return "shell"
        if _PYTHON.fullmatch(name):
            if "-m" in rest and rest.index("-m") + 1 < len(rest):
                module = rest[rest.index("-m") + 1]
                return _PROGRAMS.get(module, "python")
            return "python"
        if name in _RUNNERS and rest:
            j = 0
            while j < len(rest) and rest[j].startswith("-"):
                j += 1
            if j < len(rest) and rest[j] in _RUNNERS[name]:
                j += 1
                if name == "uv" and rest[j - 1] == "tool" and j < len(rest) and rest[j] == "run":
                    j += 1
                while j < len(rest) and rest[j].startswith("-"):
                    j += 2 if rest[j] in ("-n", "--name", "--with", "-p", "--package") else 1
                if j < len(rest):
                    i = i + 1 + j
                    continue
            elif name in ("pnpm", "yarn") and j < len(rest) and rest[j] not in _PM_BUILTINS:
                inner = _PROGRAMS.get(rest[j])
                if inner:
                    return inner
        if name.endswith(".sh"):
            return "shell"
        return _PROGRAMS.get(name)
    return None


def _tool(command: str, depth: int) -> str:
    segment: list[str] = []
    for word in [*_words(command), ";"]:
        if word in _SEPARATORS or set(word) <= set("&|;"):
            if segment and segment[0] not in _SETUP:
                tool = _program(segment, depth)
                if tool:
                    return tool
            segment = []
        else:
            segment.append(word)
    return "unknown"


def tool_of(command: str | None) -> str:
    """The tool family of a command line: `uv run pytest -x` -> `pytest`.

    Looks through runners (`uv run`, `poetry run`, `npx`, `pnpm exec`,
    `bundle exec`, `python -m`), shells (`bash -lc "…"`), prefixes (`sudo`,
    `time`, `env`), environment assignments (`FOO=1 cmd`) and set-up steps
    (`cd x && cmd`); the first known program wins.

    Args:
        command: the command line, or None.

    Returns:
        A tool name such as `pytest`, `go`, `npm`, `shell`; `unknown` otherwise.
    """
    if not command or not command.strip():
        return "unknown"
    return _tool(command, 0)
