"""Error signatures: the real error line of a failed command, per tool.

A failed run is reduced to an `ErrorSig`: the tool family, a code when the tool
prints one (`E0382`, `TS2345`, `no-unused-vars`, `KeyError`, a SQLSTATE...), the
real error line, and its *shape*, the line with volatile parts replaced by
placeholders. `ErrorSig.key` hashes family, code and shape, so the same kind of
error matches across sessions while different errors never merge.

This module holds the signature (`ErrorSig`, its shape and key), the order
detectors run in, and the verdict `failed`. The detectors are in
`language_detectors` (compilers, checkers, test runners, exceptions) and
`tool_detectors` (databases, package managers, git, docker, make, shell), the
text they read in `error_text`, and `tool_of` in `command_line`.

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
- When no detector knows a line, a line that only a failure prints, of any
  tool (`FAILED tests/a.py::t`, `3 failing`, `rake aborted!` and the line
  after it: `outcome.failures`), is the error.
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
from collections.abc import Iterator
from dataclasses import dataclass, replace

from kenning.daemon.core.command_line import masked_status, tool_of
from kenning.daemon.learning.errors import languages as _lang
from kenning.daemon.learning.errors import outcome as _outcome
from kenning.daemon.learning.errors import tools as _tools
from kenning.daemon.learning.errors.text import HEAD_WINDOW, MAX_LINE, TAIL_WINDOW
from kenning.daemon.learning.errors.text import Detector as _Detector
from kenning.daemon.learning.errors.text import Doc as _Doc
from kenning.daemon.learning.errors.text import Found as _Found
from kenning.daemon.learning.errors.text import Hit as _Hit
from kenning.daemon.learning.errors.text import coded as _coded
from kenning.daemon.learning.errors.text import generic as _generic
from kenning.daemon.learning.errors.text import wordset as _wordset
from kenning.daemon.learning.errors.text import wrappers as _wrappers

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
    "errors_named",
    "failed",
    "family_of",
    "key_basis",
    "normalise",
    "tool_of",
]

#: the scheme of `ErrorSig.key`; bump it whenever `normalise` or a detector changes shapes
KEY_SCHEME = "errsig-v1"
#: longest message and shape kept
MAX_MESSAGE = 200
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
    #: read from an attempt the person pasted (a terminal's run, an HTTP request: see
    #: errors/pasted.py), not from a program's own failure output; not in the key
    attempt: bool = False

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


#: a line that states an error on its own: `fatal: …`, `error: …`, `ERROR: …`, `General error
#: …`, a diagnostic `file:3:7: ERROR: …`, an exception `x.YError: …`, `panic: …`
_CAUSE_LINE = re.compile(
    r"(?:fatal|error|ERROR|Error|General error|panic|Caused by)\b[:\s]|"
    r"[^\n]{1,300}?:\d+(?::\d+)?: (?:fatal|error|ERROR)\b|(?:\w+\.)*\w+(?:Error|Exception): \S"
)


def _continued(doc: _Doc, hit: _Hit) -> _Found:
    """What a hit found, or the cause its line introduces: a line that ends with a colon
    says what failed and leaves why to the next line (`… exit status 128:` over `fatal:
    could not read Username …`, `startup failed:` over `General error during conversion:
    …`). That next line is the message when it states an error of its own; a list under
    the colon (the files a checkout would overwrite) is not."""
    found = hit.found
    if not found.message.rstrip().endswith(":"):
        return found
    nxt = doc.next_text(hit.line, within=2)
    if nxt is None or _CAUSE_LINE.match(nxt[1]) is None:
        return found
    return replace(found, code=None, message=nxt[1], detail=None, shape=None)


def _sign(found: _Found) -> ErrorSig:
    """Build the signature of what a detector found (see `error_text.Found`)."""
    message = _SPACE.sub(" ", found.message).strip()
    shape = found.shape
    if shape is None:
        text = message if found.detail is None else found.detail
        shape = normalise(text, family_of(found.tool), keep_names=found.keep_names)
    code = found.code
    if code is None:
        code = next(
            (known for pattern, known in found.codes_by_shape if pattern.search(shape)), None
        )
    return ErrorSig(found.tool, code, message[:MAX_MESSAGE], shape)


# --------------------------------------------------------------------------- detectors

_ALL = frozenset({"*"})
# the tools each detector serves, from the most specific detector to the most generic: the
# command's own detectors run first, then the others in this order (a line is claimed once)
_DETECTORS: tuple[tuple[frozenset[str], _Detector], ...] = (
    (frozenset({"pytest"}), _lang.pytest),
    (frozenset(_lang.PY_TOOLS), _lang.python),
    (frozenset({"cargo"}), _lang.cargo),
    (frozenset({"go"}), _lang.go),
    (frozenset({"tsc"}), _lang.tsc),
    (frozenset({"eslint"}), _lang.eslint),
    (frozenset({"mypy", "pyright", "java", "cc"}), _lang.diagnostics),
    (frozenset({"ruff", "flake8"}), _lang.ruff),
    (frozenset({"jest"}), _lang.jest),
    (frozenset({"vitest"}), _lang.vitest),
    (frozenset(_lang.JVM_TOOLS), _lang.java),
    (frozenset({"ruby"}), _lang.ruby),
    (frozenset({*_tools.SQL_TOOLS, "alembic"}), _tools.sql),
    (frozenset({"npm", "pnpm", "yarn"}), _tools.package_managers),
    (frozenset({"git"}), _tools.git),
    (frozenset({"docker"}), _tools.docker),
    (frozenset({"make"}), _tools.make),
    (_ALL, _lang.exceptions),
    (frozenset({"shell"}), _tools.shell),
    (_ALL, _coded),
    (_ALL, _generic),
)


def _detectors(hint: str) -> Iterator[_Detector]:
    chosen = [detect for serves, detect in _DETECTORS if hint in serves]
    yield from chosen
    yield from (detect for _, detect in _DETECTORS if detect not in chosen)


def _collect(doc: _Doc, limit: int) -> list[ErrorSig]:
    """The distinct signatures of a document, primary first, at most `limit`."""
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
        sig = _sign(_continued(doc, hit))
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
    if not found:  # no tool's line: a line only a failure prints, else a wrapper line
        for hit in _outcome.failures(doc):
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


def errors_named(command: str | None, output: str, text: str, first: ErrorSig) -> list[ErrorSig]:
    """The errors of a run that `text` (its fix) names by code, when it does not name `first`.

    A linter lists many findings, and a change to its configuration that turns
    off `S311` is about `S311`, not the unused import printed above it. Empty when
    `text` names `first`'s code, or no other code of three characters or more.
    """
    if first.code and _names_code(text, first.code):
        return []
    return [
        e
        for e in error_signatures(command, output, limit=MAX_CANDIDATES)
        if e.code and len(e.code) >= 3 and e.key != first.key and _names_code(text, e.code)
    ]


def _names_code(text: str, code: str) -> bool:
    return re.search(rf"(?<![\w-]){re.escape(code)}(?![\w-])", text) is not None


_PYTEST_COUNTS = re.compile(
    r"(?m)^(?:=+ )?((?:\d+ (?:failed|passed|errors?|skipped|xfailed|xpassed|warnings?|deselected"
    r"|rerun)(?:, )?)+) in \d+(?:\.\d+)?s\b"
)
_RUNNER_COUNTS = re.compile(r"(?m)^[ \t]*(?:Tests|Test Suites|Test Files):?[ \t]+(.+)$")
_CARGO_RESULT = re.compile(r"(?m)^test result: (ok|FAILED)\. ")
_FOUND_ERRORS = re.compile(r"(?m)^Found (\d+) errors?\b(?! \(\1 fixed, 0 remaining\))")
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

    The exit code and the agent's `is_error` flag decide when present, unless
    the command line hides the work's status (`pytest | tail -5`, `make ||
    true`, `git ls-remote | rg x`: `command_line.masked_status`): then they
    are the filter's or the excuse's, and the text decides. Without them, an exit status the
    output states (`Exit code: 1`, `Process exited with code 0`:
    `outcome.stated_exit_code`) decides. Otherwise (Aider logs, Cline, pasted
    output) the text decides: a test runner's or checker's own summary ("1
    failed", "Found 3 errors", "✖ 2 problems (1 error…)") first; "0 failed",
    "0 errors" or warnings alone are a pass, and then only the text after that
    summary is searched; else any error line a detector recognises, or a line
    only a failure prints (`outcome.failures`).

    Args:
        command: the command line, if known.
        output: what the run printed.
        exit_code: the process exit code, if known.
        is_error: the agent's own error flag on the tool result, if any.

    Returns:
        True when the run failed.
    """
    if command and masked_status(command):
        pass  # the status is a filter's or an excuse's: only the text says how the work went
    elif is_error:
        return True
    elif exit_code is not None:
        return exit_code != 0
    elif is_error is not None:
        return False
    elif (stated := _outcome.stated_exit_code(output)) is not None:
        return stated != 0
    doc = _Doc.of(output, tool_of(command))
    verdict, end = _summary_verdict(doc)
    if verdict:
        return True
    if verdict is False:
        doc = doc.after(end)
    return bool(_collect(doc, 1))


# --------------------------------------------------------------------------- commands
