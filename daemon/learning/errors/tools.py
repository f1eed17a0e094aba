"""Error detectors of tools around the code: databases, package managers, git, docker, make, shell.

SQL clients and migration tools (psql, mysql, sqlite3, dbmate, flyway, prisma,
alembic), package managers (npm, pnpm, yarn), git, docker, make, and the
shell's own errors (command not found, permission denied, killed), and the fix a
failing tool suggests itself (`tool_hint`).

Each detector returns its `Hit`s in the order its tool ranks them (see
`kenning.daemon.learning.errors.signature` for the order detectors run in).
"""

from __future__ import annotations

import re

from kenning.daemon.learning.errors.languages import NODE_FRAME
from kenning.daemon.learning.errors.text import Doc, Found, Hit, is_wrapper, wordset

__all__ = ["SQL_TOOLS", "docker", "git", "make", "package_managers", "shell", "sql", "tool_hint"]

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
SQL_TOOLS = ("psql", "dbmate", "flyway", "mysql", "sqlite3", "prisma")
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


def _pg_found(tool: str, message: str, state: str | None = None) -> Found:
    """A PostgreSQL error: its SQLSTATE from a `(SQLSTATE …)` suffix, else from its shape."""
    suffix = _SQLSTATE_SUFFIX.search(message)
    if suffix:
        state, message = suffix.group(1), message[: suffix.start()]
    return Found(tool, state, message, codes_by_shape=_SQLSTATES)


def sql(doc: Doc) -> list[Hit]:
    """Errors of SQL clients and migration tools, with their SQLSTATE or error number."""
    text = doc.text
    hits: list[Hit] = []
    flyway = doc.hint == "flyway" or "Flyway" in text or "flyway" in text
    if flyway:
        state = _FLYWAY_STATE.search(text)
        for m in _FLYWAY_MESSAGE.finditer(text):
            code = state.group(1) if state else None
            hits.append(Hit(doc.line_of(m.start()), _pg_found("flyway", m.group(1), code)))
        if not hits:
            for m in _SQL_ERROR.finditer(text):
                index = doc.line_of(m.start())
                message = m.group(1)
                following = doc.next_text(index, 2)
                if message.startswith("Validate failed") and following:
                    message = f"{message}: {following[1]}"
                hits.append(Hit(index, Found("flyway", None, message)))
    for m in _PSQL.finditer(text):
        tool = doc.hint if doc.hint in SQL_TOOLS else "psql"
        hits.append(Hit(doc.line_of(m.start()), _pg_found(tool, m.group(2), m.group(1))))
    for m in _PSQL_CLIENT.finditer(text):
        hits.append(Hit(doc.line_of(m.start()), Found("psql", None, m.group(1))))
    if doc.hint in ("psql", "dbmate"):
        for m in _SQL_ERROR.finditer(text):
            hits.append(Hit(doc.line_of(m.start()), _pg_found(doc.hint, m.group(1))))
    for m in _MYSQL.finditer(text):
        hits.append(Hit(doc.line_of(m.start()), Found("mysql", m.group(1), m.group(3))))
    for m in _DBMATE.finditer(text):
        hits.append(Hit(doc.line_of(m.start()), _pg_found("dbmate", m.group(1))))
    for m in _PRISMA.finditer(text):
        index = doc.line_of(m.start())
        message = m.group(2)
        if not message:
            following = doc.next_text(index, 3)
            message = following[1] if following else m.group(1)
        hits.append(Hit(index, Found("prisma", m.group(1), message)))
    if "PrismaClient" in text:
        hits.extend(_prisma_runtime(doc))
    for m in _SQLITE.finditer(text):
        if doc.hint == "sqlite3" or m.group(1) != "Error" or _SQLITE_PHRASES.search(m.group(2)):
            message = re.sub(r" \(\d+\)$", "", m.group(2))
            hits.append(Hit(doc.line_of(m.start()), Found("sqlite3", None, message)))
    for m in _ALEMBIC.finditer(text):
        hits.append(Hit(doc.line_of(m.start()), Found("alembic", "CommandError", m.group(1))))
    return sorted(hits, key=lambda hit: hit.line)


def _prisma_runtime(doc: Doc) -> list[Hit]:
    code = _PRISMA_CODE.search(doc.text)
    for index, line in enumerate(doc.lines):
        if "PrismaClient" in line and "Error" in line:
            message = None
            for j in range(index + 1, min(len(doc.lines), index + 40)):
                if NODE_FRAME.match(doc.lines[j]):
                    break
                if doc.lines[j].strip():
                    message = (j, doc.lines[j].strip())
            if message:
                return [
                    Hit(message[0], Found("prisma", code.group(1) if code else None, message[1]))
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
_YARN_BERRY_ERRORS = wordset("0001 0009 0018 0028 0035 0041 0046 0071 0082")


def package_managers(doc: Doc) -> list[Hit]:
    """npm, pnpm and yarn errors, their own wrapper lines left out."""
    text = doc.text
    hits: list[Hit] = []
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
            hits.append(Hit(index, Found("npm", code, message)))
        if not hits and not _NPM_CODE.search(text):
            for m in _NPM_LINE.finditer(text):
                if not _NPM_NOISE.match(m.group(1)) and not is_wrapper(m.group(0)):
                    hits.append(Hit(doc.line_of(m.start()), Found("npm", None, m.group(1))))
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
            hits.append(Hit(index, Found("pnpm", m.group(1), message)))
    if doc.hint == "yarn" or "yarnpkg.com" in text:
        for m in _YARN.finditer(text):
            if not is_wrapper(m.group(0)):
                hits.append(Hit(doc.line_of(m.start()), Found("yarn", None, m.group(1))))
    if "YN0" in text:
        for m in _YARN_BERRY.finditer(text):
            if m.group(1) in _YARN_BERRY_ERRORS:
                code = "YN" + m.group(1)
                hits.append(Hit(doc.line_of(m.start()), Found("yarn", code, m.group(2))))
    return sorted(hits, key=lambda hit: hit.line)


# --------------------------------------------------------------------------- git, docker, make

_GIT_REJECTED = re.compile(r"(?m)^[ \t]*! \[((?:remote )?rejected)\][ \t]+\S+ -> \S+ \((.+)\)$")
_GIT_CONFLICT = re.compile(r"(?m)^CONFLICT \(([^)\n]+)\): .+$")
_GIT_PUBLICKEY = re.compile(r"(?m)^[\w.-]+@[\w.-]+: (Permission denied \(.+\))\.?$")
_GIT_FATAL = re.compile(r"(?m)^fatal: (.+)$")
_GIT_ERROR = re.compile(r"(?m)^error: (.+)$")
#: git's transport failing (`error: RPC failed; curl 92 HTTP/2 stream 5 was not closed cleanly`),
#: read whatever ran git (a remote host's line, a script): the cause of `fatal: early EOF`
_GIT_RPC = re.compile(r"(?m)^error: (RPC failed; .+)$")


def git(doc: Doc) -> list[Hit]:
    """Rejected pushes, merge conflicts and denied keys first, then `fatal:` lines and the
    transport's `error: RPC failed; …` above them (the first printed first)."""
    text = doc.text
    hits: list[tuple[int, int, Hit]] = []
    for m in _GIT_REJECTED.finditer(text):
        index = doc.line_of(m.start())
        shape = f"! [{m.group(1)}] <ref> -> <ref> ({m.group(2)})"
        sig = Found("git", m.group(1).replace(" ", "-"), m.group(0).strip(), shape=shape)
        hits.append((0, index, Hit(index, sig)))
    for m in _GIT_CONFLICT.finditer(text):
        index = doc.line_of(m.start())
        sig = Found("git", "merge-conflict", m.group(0), shape=f"CONFLICT ({m.group(1)})")
        hits.append((0, index, Hit(index, sig)))
    for m in _GIT_PUBLICKEY.finditer(text):
        index = doc.line_of(m.start())
        hits.append(
            (0, index, Hit(index, Found("git", "permission-denied", m.group(0), m.group(1))))
        )
    for m in _GIT_FATAL.finditer(text):
        index = doc.line_of(m.start())
        hits.append((1, index, Hit(index, Found("git", None, m.group(1)))))
    for m in _GIT_RPC.finditer(text):  # the transport's failure, above the fatal line it causes
        index = doc.line_of(m.start())
        hits.append((1, index, Hit(index, Found("git", None, m.group(1)))))
    if doc.hint == "git":
        for m in _GIT_ERROR.finditer(text):
            if not is_wrapper(m.group(0)):
                index = doc.line_of(m.start())
                hits.append((1, index, Hit(index, Found("git", None, m.group(1)))))
    return [hit for _, _, hit in sorted(hits, key=lambda t: (t[0], t[1]))]


_DOCKER_DAEMON = re.compile(r"(?m)^(?:docker: )?Error response from daemon: (.+)$")
_DOCKER_CONNECT = re.compile(
    r"(?m)^.*(Cannot connect to the Docker daemon at \S+?)\.? Is the docker daemon running\?.*$"
)
_DOCKER_SOLVE = re.compile(r"(?m)^(?:ERROR|error): failed to solve: (.+)$")
_DOCKER_SOCKET = re.compile(
    r"(?m)^.*(permission denied while trying to connect to the Docker daemon socket).*$"
)


def docker(doc: Doc) -> list[Hit]:
    """Docker daemon, connection, build (`failed to solve`) and socket errors."""
    if "daemon" not in doc.text and "failed to solve" not in doc.text:
        return []
    hits = []
    for m in _DOCKER_DAEMON.finditer(doc.text):
        hits.append(Hit(doc.line_of(m.start()), Found("docker", None, m.group(1))))
    for m in _DOCKER_CONNECT.finditer(doc.text):
        hits.append(Hit(doc.line_of(m.start()), Found("docker", None, m.group(0), m.group(1))))
    for m in _DOCKER_SOLVE.finditer(doc.text):
        if not is_wrapper(m.group(0)):
            hits.append(Hit(doc.line_of(m.start()), Found("docker", None, m.group(1))))
    for m in _DOCKER_SOCKET.finditer(doc.text):
        sig = Found("docker", "permission-denied", m.group(0), m.group(1))
        hits.append(Hit(doc.line_of(m.start()), sig))
    return sorted(hits, key=lambda hit: hit.line)


_MAKE = re.compile(
    r"(?m)^(?:g?make(?:\[\d+\])?|[^\s:]*akefile[^\s:]*|\S+\.mk):(?:\d+:)? \*\*\* (.+)$"
)


def make(doc: Doc) -> list[Hit]:
    """make's own `***` errors (not the `Error 1` that wraps a command's failure)."""
    if "***" not in doc.text:
        return []
    hits = []
    for m in _MAKE.finditer(doc.text):
        if is_wrapper(m.group(0)):
            continue
        message = re.sub(r"\.?\s+Stop\.$", "", m.group(1))
        hits.append(Hit(doc.line_of(m.start()), Found("make", None, message)))
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


#: where a PowerShell error record points (`At line:1 char:1`, `At C:\\x.ps1:3 char:5`)
_PS_AT = re.compile(r"(?m)^At (?:line|\S.*?):\d+ char:\d+\s*$")
_PS_ID = re.compile(r"(?m)^\s*\+ FullyQualifiedErrorId : ([\w.-]+)")
_PS_CODE_LINE = re.compile(r"^\s*\+ ")


def _powershell(doc: Doc) -> list[Hit]:
    """PowerShell's error records, which print no exit code: `mkdir : A positional parameter
    cannot be found …` above `At line:1 char:1` (a parse error: the message below the code
    it quotes), then `+ CategoryInfo` and `+ FullyQualifiedErrorId : <code>`."""
    hits: list[Hit] = []
    lines = doc.lines
    for m in _PS_AT.finditer(doc.text):
        at = doc.line_of(m.start())
        ident = _PS_ID.search(doc.text, m.end())
        if ident is None or doc.line_of(ident.start()) > at + 12:
            continue  # not an error record: a line that only looks like one
        code = ident.group(1).split(",")[0].split(".")[-1]
        above = [ln.strip() for ln in lines[max(0, at - 3) : at] if ln.strip()]
        start = next((k for k, ln in enumerate(above) if re.match(r"^[\w.-]+ : \S", ln)), None)
        if start is not None:
            line, message = at - len(above) + start, " ".join(above[start:])
        else:  # a parse error: the message follows the quoted code and its `~~~` marks
            k = at + 1
            while k < len(lines) and (_PS_CODE_LINE.match(lines[k]) or not lines[k].strip()):
                k += 1
            if k >= len(lines) or _PS_CODE_LINE.match(lines[k]):
                continue
            line, message = k, lines[k].strip()
        hits.append(Hit(line, Found("shell", code, message[:500])))
    return hits


def shell(doc: Doc) -> list[Hit]:
    """Command not found, permission denied, no such file, killed processes, and
    PowerShell's error records."""
    text = doc.text
    hits: list[Hit] = []
    if "FullyQualifiedErrorId" in text:
        hits += _powershell(doc)
    if (
        "not found" in text
        or "not recognized" in text
        or "Unknown command" in text
        or "env:" in text
    ):
        for pattern in _NOT_FOUND:
            for m in pattern.finditer(text):
                name = m.group(1).rsplit("/", 1)[-1]
                sig = Found(
                    "shell", "command-not-found", m.group(0), shape=f"command not found: {name}"
                )
                hits.append(Hit(doc.line_of(m.start()), sig))
    if "ermission denied" in text:
        for pattern in _EXEC_DENIED:
            for m in pattern.finditer(text):
                sig = Found(
                    "shell",
                    "permission-denied",
                    m.group(0),
                    shape="cannot execute: permission denied",
                )
                hits.append(Hit(doc.line_of(m.start()), sig))
        for m in _DENIED.finditer(text):
            hits.append(
                Hit(doc.line_of(m.start()), Found("shell", "permission-denied", m.group(0)))
            )
    if "No such file" in text:
        for m in _NO_SUCH_FILE.finditer(text):
            hits.append(Hit(doc.line_of(m.start()), Found("shell", "no-such-file", m.group(0))))
    for m in _KILLED.finditer(text):
        code = m.group(1).lower().replace(" ", "-").replace("segmentation-fault", "segfault")
        hits.append(Hit(doc.line_of(m.start()), Found("shell", code, m.group(0), shape=m.group(1))))
    # several patterns can match one line: keep the first (most specific) per line
    first: dict[int, Hit] = {}
    for hit in hits:
        first.setdefault(hit.line, hit)
    return sorted(first.values(), key=lambda hit: hit.line)


# --------------------------------------------------------------------------- a tool's own hint

#: what tools print to say how to fix what they report
_HINT = re.compile(
    r"^\s*(?:=\s*)?(?:hint|help|tip|suggestion|fix|note|did you mean|"
    r"to (?:resolve|fix) this(?: issue)?|try(?: running)?|you (?:may|might|should|can|need to)|"
    r"consider|(?-i:[Rr]un))\b[:\s]+(.{8,160})$",
    re.I | re.M,
)


def tool_hint(output: str) -> str | None:
    """The fix a failing tool suggests itself ("hint: …", "help: …", "To resolve this, run: …")."""
    for m in _HINT.finditer(output[-16000:]):
        hint = " ".join(m.group(0).split())
        if "http" in hint and len(hint) < 40:
            continue  # a bare link
        return hint[:160]
    return None
