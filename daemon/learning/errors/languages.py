"""Error detectors of languages: compilers, checkers, test runners and exceptions.

Python (pytest reports, tracebacks), Rust (rustc, cargo test), Go (build,
vet, panics, races, `go test`), TypeScript (`tsc`), linters and type checkers
(eslint, mypy, pyright, ruff, flake8, C compilers), JavaScript test runners
(jest, vitest), bare `Type: message` exception lines (Python, Node, Java), the
JVM (traces, javac, kotlinc, maven, gradle) and Ruby (rspec).

Each detector returns its `Hit`s in the order its tool ranks them (see
`kenning.daemon.learning.errors.signature` for the order detectors run in).
"""

from __future__ import annotations

import re
from bisect import bisect_right
from collections.abc import Iterator

from kenning.daemon.learning.errors.text import Doc, Found, Hit, is_wrapper, leaf, wordset

__all__ = [
    "JVM_TOOLS",
    "NODE_FRAME",
    "PY_TOOLS",
    "cargo",
    "diagnostics",
    "eslint",
    "exceptions",
    "go",
    "java",
    "jest",
    "pytest",
    "python",
    "ruby",
    "ruff",
    "tsc",
    "vitest",
]

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


def _exc_found(tool: str, line: str) -> Found:
    code, detail = _exception(line)
    return Found(tool, code, line.strip(), detail or code or line)


# --------------------------------------------------------------------------- python

_PYTEST_SECTION = re.compile(r"(?m)^_{3,} .+ _{3,}$")
_PYTEST_MARK = re.compile(
    r"(?m)test session starts|short test summary info|^=+ (?:FAILURES|ERRORS) =+$|^_{3,} |"
    r"^=* ?\d+ (?:failed|passed|errors?)\b[^\n]* in \d+(?:\.\d+)?s\b"  # `-q`'s last line
)
#: every `E` line, empty or not (group 1: the text of one that says something)
_PYTEST_E_ANY = re.compile(r"(?m)^E(?:[ \t]+(\S.*))?[ \t]*$")
_PYTEST_SHORT = re.compile(r"(?m)^(FAILED|ERROR) (\S+\.py(?:::\S*)?(?:\[[^\]\n]*\])?)(?: - (.*))?$")
PY_TOOLS = ("pytest", "python", "alembic")


def pytest(doc: Doc) -> list[Hit]:
    """The `E` lines of each failure's last block, else the short summary lines."""
    if doc.hint != "pytest" and not _PYTEST_MARK.search(doc.text):
        return []  # `E   ` lines mean nothing outside a pytest report
    hits: list[Hit] = []
    section_starts = [m.start() for m in _PYTEST_SECTION.finditer(doc.text)]
    last_block: dict[int, int] = {}  # section -> first line of its last E block
    previous = -2
    for m in _PYTEST_E_ANY.finditer(doc.text):
        index = doc.line_of(m.start())
        if m.group(1) and index != previous + 1:
            last_block[bisect_right(section_starts, m.start()) - 1] = index
        previous = index  # an empty `E` line goes on with its block ("E   " before a hint)
    for index in last_block.values():
        hits.append(Hit(index, _exc_found("pytest", doc.lines[index][1:])))
    bare: list[Hit] = []
    for m in _PYTEST_SHORT.finditer(doc.text):
        index = doc.line_of(m.start())
        if m.group(3):
            if not last_block:
                hits.append(Hit(index, _exc_found("pytest", m.group(3))))
        else:
            message = f"{m.group(1)} {m.group(2)}"
            bare.append(Hit(index, Found("pytest", None, message, keep_names=True)))
    return hits or bare


_TRACEBACK = re.compile(r"(?m)^[ \t]*Traceback \(most recent call last\):$")
_CHAINED = ("During handling of the above exception", "The above exception was the direct cause")


def python(doc: Doc) -> list[Hit]:
    """The exception line of each traceback, the last of a chained one first."""
    if "Traceback" not in doc.text:
        return []
    tool = doc.hint if doc.hint in PY_TOOLS else "python"
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
        Hit(index, _exc_found(tool, doc.lines[index]))
        for chain in chains
        for index in reversed(chain)
    ]


# --------------------------------------------------------------------------- rust, go

_RUST_CODED = re.compile(r"(?m)^error\[(E\d{4})\]: (.+)$")
_RUST_ERROR = re.compile(r"(?m)^error: (.+)$")
_RUST_LINT = re.compile(r"#\[(?:deny|forbid)\(([\w:]+)\)\]|`-D ([\w:-]+)`")
_RUST_PANIC = re.compile(r"(?m)^thread '[^'\n]*' panicked at (.+)$")
_RUST_TEST_FAILED = re.compile(r"(?m)^test (\S+) \.\.\. FAILED$")


def cargo(doc: Doc) -> list[Hit]:
    """rustc `error[E…]` and `error:` lines and panics; else the names of failed tests."""
    text = doc.text
    if "error" not in text and "panicked" not in text:
        return []
    hits: list[tuple[int, Hit]] = []
    for m in _RUST_CODED.finditer(text):
        index = doc.line_of(m.start())
        hits.append((index, Hit(index, Found("cargo", m.group(1), m.group(2)))))
    for m in _RUST_ERROR.finditer(text):
        index = doc.line_of(m.start())
        if is_wrapper(doc.lines[index]):
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
        hits.append((index, Hit(index, Found("cargo", code, m.group(1)))))
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
        hits.append((index, Hit(index, Found("cargo", "panic", message))))
    if not hits:
        for m in _RUST_TEST_FAILED.finditer(text):
            index = doc.line_of(m.start())
            hits.append((index, Hit(index, Found("cargo", None, m.group(0), keep_names=True))))
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


def _go_tests(doc: Doc) -> tuple[list[Hit], list[Hit]]:
    """Log lines of failing tests, and message-less `--- FAIL` lines."""
    logs: list[Hit] = []
    bare: list[Hit] = []
    pending: list[int] = []
    state = ""
    for index, line in enumerate(doc.lines):
        header = _GO_HEADER.match(line)
        if header:
            verdict = header.group(1)
            if verdict == "FAIL":
                logs.extend(Hit(i, Found("go", None, doc.lines[i].strip())) for i in pending)
                if not pending:
                    bare.append(
                        Hit(
                            index,
                            Found("go", None, f"--- FAIL: {header.group(2)}", keep_names=True),
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
            logs.append(Hit(index, Found("go", None, log.group(1))))
    return logs, bare


def go(doc: Doc) -> list[Hit]:
    """Build errors, then panics, data races, and the log lines of failing tests."""
    text = doc.text
    hits: list[tuple[int, int, Hit]] = []

    def add(rank: int, index: int, found: Found) -> None:
        hits.append((rank, index, Hit(index, found)))

    if ".go:" in text or "go: " in text:
        for m in _GO_COMPILE.finditer(text):
            add(0, doc.line_of(m.start()), Found("go", None, m.group(1)))
        for m in _GO_TOOL.finditer(text):
            add(0, doc.line_of(m.start()), Found("go", None, m.group(1)))
    for m in _GO_PANIC.finditer(text):
        message = m.group(1).removesuffix(" [recovered]")
        add(1, doc.line_of(m.start()), Found("go", "panic", message))
    for m in _GO_FATAL.finditer(text):
        add(1, doc.line_of(m.start()), Found("go", "fatal-error", m.group(1)))
    for m in _GO_RACE.finditer(text):
        add(2, doc.line_of(m.start()), Found("go", "data-race", "WARNING: DATA RACE"))
    if "--- FAIL" in text or "=== RUN" in text:
        logs, bare = _go_tests(doc)
        for hit in logs:
            add(3, hit.line, hit.found)
        if not hits:
            for hit in bare:
                add(4, hit.line, hit.found)
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


def tsc(doc: Doc) -> list[Hit]:
    """`error TS…` lines of the TypeScript compiler."""
    if "error TS" not in doc.text:
        return []
    return [
        Hit(doc.line_of(m.start()), Found("tsc", m.group(1), m.group(2)))
        for m in _TSC.finditer(doc.text)
    ]


def eslint(doc: Doc) -> list[Hit]:
    """eslint's error lines, stylish and unix formats, with their rule id."""
    hits = []
    for m in _ESLINT.finditer(doc.text):
        parts = re.split(r"\s{2,}", m.group(1).strip())
        code = parts[-1] if len(parts) > 1 and _RULE_ID.fullmatch(parts[-1]) else None
        message = " ".join(parts[:-1]) if code else m.group(1).strip()
        hits.append(Hit(doc.line_of(m.start()), Found("eslint", code, message)))
    for m in _ESLINT_UNIX.finditer(doc.text):
        hits.append(Hit(doc.line_of(m.start()), Found("eslint", m.group(2), m.group(1))))
    return sorted(hits, key=lambda hit: hit.line)


def diagnostics(doc: Doc) -> list[Hit]:
    """`file:line[:col]: error: message` (mypy, javac, C compilers) and pyright."""
    hits = []
    if ": error: " in doc.text:
        for m in _DIAGNOSTIC.finditer(doc.text):
            ext = m.group(2)
            tool = _DIAG_TOOLS.get(ext) or ("cc" if ext in _C_EXTS else leaf(doc.hint))
            if tool == "java" and doc.hint in JVM_TOOLS:
                tool = doc.hint
            message, code = m.group(3), None
            bracket = _BRACKET_CODE.search(message)
            if bracket:
                code, message = bracket.group(1), message[: bracket.start()]
            hits.append(Hit(doc.line_of(m.start()), Found(tool, code, message)))
    if " - error: " in doc.text:
        for m in _PYRIGHT.finditer(doc.text):
            message, code = m.group(1), None
            paren = _PAREN_CODE.search(message)
            if paren:
                code, message = paren.group(1), message[: paren.start()]
            hits.append(Hit(doc.line_of(m.start()), Found("pyright", code, message)))
    return sorted(hits, key=lambda hit: hit.line)


def ruff(doc: Doc) -> list[Hit]:
    """ruff and flake8 lines with a rule code."""
    hits = []
    tool = "flake8" if doc.hint == "flake8" else "ruff"
    for m in _RUFF.finditer(doc.text):
        index = doc.line_of(m.start())
        located = not m.group(0).startswith(m.group(1))
        following = doc.next_text(index, 2)
        arrow = following is not None and following[1].startswith("--> ")
        if located or arrow or doc.hint in ("ruff", "flake8"):
            hits.append(Hit(index, Found(tool, m.group(1), m.group(2))))
    return hits


# --------------------------------------------------------------------------- javascript

_JEST_HEADER = re.compile(r"(?m)^[ \t]*● (.+)$")
_VITEST_HEADER = re.compile(r"(?m)^[ \t]*FAIL[ \t]+\S.*$")
_JS_ERROR = re.compile(r"^(?:Uncaught )?([A-Z]\w*Error|Error)(?: \[([A-Z][A-Z0-9_]+)\])?: (.+)$")


def _js_found(tool: str, line: str) -> Found:
    match = _JS_ERROR.match(line)
    if match:
        return Found(tool, match.group(2) or match.group(1), line, match.group(3))
    return Found(tool, None, line)


def jest(doc: Doc) -> list[Hit]:
    """The first line under each jest `●` failure header."""
    if "●" not in doc.text:
        return []
    hits = []
    for m in _JEST_HEADER.finditer(doc.text):
        if m.group(1).strip() == "Console":
            continue
        following = doc.next_text(doc.line_of(m.start()))
        if following is None or "error TS" in following[1]:
            continue
        hits.append(Hit(following[0], _js_found("jest", following[1])))
    return hits


def vitest(doc: Doc) -> list[Hit]:
    """The first line under each vitest `FAIL` header."""
    hits = []
    for m in _VITEST_HEADER.finditer(doc.text):
        following = doc.next_text(doc.line_of(m.start()))
        if following is None or following[1].startswith(("●", "FAIL", "⎯", "❯", "×", "✓")):
            continue
        hits.append(Hit(following[0], _js_found("vitest", following[1])))
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
NODE_FRAME = re.compile(r"^\s+at \S")
_NODE_CODE = re.compile(r"^\s*code: '([A-Z][A-Z0-9_]+)'")
_PY_ONLY = wordset(
    """ModuleNotFoundError ImportError KeyError IndexError AttributeError NameError ValueError
    ZeroDivisionError FileNotFoundError NotImplementedError OSError PermissionError
    IsADirectoryError UnicodeDecodeError UnicodeEncodeError RecursionError IndentationError
    TimeoutError ConnectionRefusedError CommandError OperationalError IntegrityError
    ProgrammingError ValidationError"""
)
_JS_ONLY = wordset("ReferenceError RangeError EvalError URIError")
JS_TOOLS = ("jest", "vitest", "node")
JVM_TOOLS = ("java", "gradle", "maven")


def exceptions(doc: Doc) -> Iterator[Hit]:
    """Bare `Type: message` lines (Python, Node, Java) outside a recognised trace."""
    for m in _BARE_EXC.finditer(doc.text):
        index = doc.line_of(m.start())
        exc_type, bracket, detail = m.group(1), m.group(2), m.group(3)
        short = exc_type.rsplit(".", 1)[-1]
        following = doc.lines[index + 1 : index + 4]
        code: str | None = bracket or short
        node = bracket or any(
            NODE_FRAME.match(line) or line.startswith("Require stack:") for line in following
        )
        if any(_JAVA_FRAME.match(line) for line in following):
            tool = doc.hint if doc.hint in JVM_TOOLS else "java"
        elif short == "Error" and not node:
            continue  # a bare `Error: …` line belongs to whatever tool printed it
        elif node or short in _JS_ONLY:
            tool = doc.hint if doc.hint in JS_TOOLS else "node"
            if not bracket:
                for line in doc.lines[index + 1 : index + 25]:
                    node_code = _NODE_CODE.match(line)
                    if node_code:
                        code = node_code.group(1)
                        break
        elif doc.hint in PY_TOOLS or doc.hint in JS_TOOLS or doc.hint in JVM_TOOLS:
            tool = doc.hint
        elif short in _PY_ONLY:
            tool = "python"
        else:
            tool = leaf(doc.hint)
        yield Hit(index, Found(tool, code, m.group(0).removeprefix("Uncaught "), detail))


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


def java(doc: Doc) -> list[Hit]:
    """JVM traces (the root cause first), javac, kotlinc, maven and gradle errors."""
    text = doc.text
    tool = doc.hint if doc.hint in JVM_TOOLS else "java"
    hits: list[Hit] = []
    causes = list(_JAVA_CAUSED.finditer(text))
    for m in reversed(causes):  # the root cause is the last `Caused by:`
        hits.append(Hit(doc.line_of(m.start()), _java_found(tool, m.group(1), m.group(2))))
    for m in _JAVA_THREAD.finditer(text):
        hits.append(Hit(doc.line_of(m.start()), _java_found(tool, m.group(1), m.group(2))))
    for m in _JAVA_TRACE.finditer(text):
        index = doc.line_of(m.start())
        if index + 1 < len(doc.lines) and _JAVA_FRAME.match(doc.lines[index + 1]):
            hits.append(Hit(index, _java_found(tool, m.group(1), m.group(2))))
    # maven repeats test failures in a summary: only used when no trace was printed
    for pattern in (_JAVAC_MAVEN, _KOTLIN) if hits else (_JAVAC_MAVEN, _KOTLIN, _MAVEN_TEST):
        for m in pattern.finditer(text):
            hits.append(Hit(doc.line_of(m.start()), Found(tool, None, m.group(1))))
    for m in _GRADLE_TEST.finditer(text):
        if " > " not in m.group(0):
            continue
        following = doc.next_text(doc.line_of(m.start()), 2)
        if following:
            exc, _, rest = following[1].partition(": ")
            hits.append(Hit(following[0], _java_found(tool, exc.split(" at ")[0], rest or None)))
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
            hits.append(Hit(chosen[0], Found("gradle", None, chosen[1])))
    return hits


def _java_found(tool: str, exc_type: str, message: str | None) -> Found:
    short = exc_type.rsplit(".", 1)[-1]
    line = f"{exc_type}: {message}" if message else exc_type
    return Found(tool, short, line, message or short)


_RUBY = re.compile(r"(?m)^\S+?:\d+:in [`'][^'\n]*': (.+) \(([A-Z]\w*(?:::[A-Z]\w*)*)\)$")
_RSPEC = re.compile(r"(?m)^[ \t]*Failure/Error: (.+)$")
_RUBY_CLASS = re.compile(r"^([A-Z]\w*(?:::[A-Z]\w*)*):$")


def ruby(doc: Doc) -> list[Hit]:
    """Ruby exception lines and rspec `Failure/Error:` blocks."""
    hits = []
    for m in _RUBY.finditer(doc.text):
        code = m.group(2).rsplit("::", 1)[-1]
        hits.append(Hit(doc.line_of(m.start()), Found("ruby", code, m.group(1))))
    for m in _RSPEC.finditer(doc.text):
        index = doc.line_of(m.start())
        following = doc.next_text(index, 3)
        if following and _RUBY_CLASS.match(following[1]):
            detail = doc.next_text(following[0], 2)
            message = detail[1] if detail else following[1]
            code = following[1][:-1].rsplit("::", 1)[-1]
            hits.append(Hit(following[0], Found("ruby", code, message)))
        else:
            hits.append(Hit(index, Found("ruby", None, m.group(1))))
    return sorted(hits, key=lambda hit: hit.line)
