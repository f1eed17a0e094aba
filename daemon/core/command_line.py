"""Command lines: their steps, which tool they run (`tool_of`), and whose exit status they end with.

The tool decides whose error detectors run first and which tool an error is
credited to (`kenning.daemon.learning.errors.signature`). A command line is read
the way a shell would split it, then runners (`uv run`, `npx`, `bundle
exec`, `python -m`…), shells (`bash -lc "…"`), prefixes (`sudo`, `time`) and
set-up steps (`cd x && …`) are looked through to the program that does the
work.

A chain (`cd web && npm install && npm test`) has steps (`command_steps`);
set-up steps (`cd`, `export`, `source`…) only prepare the ones that work
(`work_steps`). A line whose last step is a filter (`pytest | tail -5`) or
an excuse (`make || true`) ends with the status of that step, not of the
work: its exit status says nothing (`masked_status`).
"""

from __future__ import annotations

import functools
import re
import shlex

__all__ = [
    "PROGRAMS",
    "SETUP",
    "bare_step",
    "command_steps",
    "has_script",
    "is_bookkeeping",
    "is_check",
    "is_look",
    "is_setup",
    "masked_status",
    "passed_before",
    "remote_command",
    "tool_of",
    "work_steps",
]


def _wordset(text: str) -> frozenset[str]:
    return frozenset(text.split())


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
#: the programs (basenames) the table knows
PROGRAMS = frozenset(_PROGRAMS)
#: programs that only prepare a step (or say something): never what a command line is about
SETUP = _wordset(
    "cd pushd popd export source . set unset true echo printf mkdir chmod clear sleep alias "
    "Set-Location sl Push-Location Write-Host Write-Output"
)
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


@functools.lru_cache(maxsize=2048)
def _tool(command: str, depth: int) -> str:
    found: list[tuple[str, str]] = []  # (tool, its step) for each step of a known program
    segment: list[str] = []
    for word in [*_words(command), ";"]:
        if word in _SEPARATORS or set(word) <= set("&|;"):
            if segment and segment[0] not in SETUP:
                tool = _program(segment, depth)
                if tool:
                    found.append((tool, " ".join(segment)))
            segment = []
        else:
            segment.append(word)
    if not found:
        return "unknown"
    # the last step that works, not one that looks around or records (`pytest && git add .`)
    working = [tool for tool, step in found if not is_look(step) and not is_bookkeeping(step)]
    return working[-1] if working else found[0][0]


def tool_of(command: str | None) -> str:
    """The tool family of a command line: `uv run pytest -x` -> `pytest`.

    Looks through runners (`uv run`, `poetry run`, `npx`, `pnpm exec`,
    `bundle exec`, `python -m`), shells (`bash -lc "…"`), prefixes (`sudo`,
    `time`, `env`), environment assignments (`FOO=1 cmd`) and set-up steps
    (`cd x && cmd`). In a chain the last step of a known program wins, as
    the work a chain leads up to comes last (`cd api && uv sync && uv run
    pytest` → `pytest`), unless it only looks around or records the work
    (`pytest && git add .` → `pytest`).

    Args:
        command: the command line, or None.

    Returns:
        A tool name such as `pytest`, `go`, `npm`, `shell`; `unknown` otherwise.
    """
    if not command or not command.strip():
        return "unknown"
    return _tool(command, 0)


#: the separators between steps, longest first
_SEPARATORS_TEXT = ("&&", "||", "|&", ";", "|", "&", "\n")
_HEREDOC = re.compile(r"<<-?[ \t]*(['\"]?)([A-Za-z_][\w-]*)\1")
#: programs that read another's output: after a pipe they only show it
_FILTERS = _wordset(
    "tail head grep egrep fgrep rg tee less more cat sort uniq wc cut sed awk jq column tr "
    "nl fold fmt findstr Select-Object Select-String Out-String Out-Host Format-Table "
    "Format-List Sort-Object Where-Object"
)
#: steps that excuse or comment on a failure rather than work
_EXCUSES = _wordset("true : echo printf Write-Host Write-Output")


#: a run of characters that neither quote, escape, comment, nest, redirect nor separate
_PLAIN = re.compile(r"[^'\"\\#()<\n&|;]+")


def _chain(command: str) -> tuple[tuple[str, str], ...]:
    """(the separator before it, the step) for each step of a command line.

    Read as a shell reads it: separators inside quotes, `$(…)`, or a here
    document's body (`python - <<'PY' … PY`) do not split it; a newline
    outside them does; a `#` comment is dropped. Cached: a command line is
    read many times (its steps, its working steps, its status, its tool).
    """
    return _chain_of(command.strip())


@functools.lru_cache(maxsize=2048)
def _chain_of(text: str) -> tuple[tuple[str, str], ...]:
    out: list[tuple[str, str]] = []
    buf: list[str] = []
    sep = ""
    depth = 0
    heredocs: list[str] = []
    i, n = 0, len(text)

    def flush(next_sep: str) -> None:
        nonlocal sep
        step = "".join(buf).strip()
        if step:
            out.append((sep, step))
            sep = next_sep
        elif next_sep not in ("\n", ";"):
            sep = next_sep
        buf.clear()

    while i < n:
        plain = _PLAIN.match(text, i)
        if plain is not None:
            buf.append(plain.group(0))
            i = plain.end()
            continue
        c = text[i]
        if c in "'\"":
            end = _quote_end(text, i)
            buf.append(text[i:end])
            i = end
            continue
        if c == "\\":
            buf.append(text[i : i + 2])
            i += 2
            continue
        if c == "#" and (not buf or buf[-1][-1:].isspace()):
            end = text.find("\n", i)
            i = n if end < 0 else end
            continue
        if c == "(":
            depth += 1
        elif c == ")" and depth:
            depth -= 1
        elif c == "<" and text.startswith("<<", i) and not text.startswith("<<<", i):
            found = _HEREDOC.match(text, i)
            if found is not None:
                heredocs.append(found.group(2))
                buf.append(found.group(0))
                i = found.end()
                continue
        elif c == "\n" and heredocs:
            # the bodies of the here documents opened on this line belong to its step
            for word in heredocs:
                while i < n:
                    end = text.find("\n", i + 1)
                    end = n if end < 0 else end
                    line = text[i + 1 : end]
                    buf.append(text[i:end])
                    i = end
                    if line.strip() == word:
                        break
            heredocs = []
            continue
        elif depth == 0 and c in "&|;\n":
            token = next((t for t in _SEPARATORS_TEXT if text.startswith(t, i)), c)
            redirect = token == "&" and (
                text[i - 1 : i] in (">", "<") or text[i + 1 : i + 2] == ">"
            )
            if not redirect:
                flush(";" if token in ("\n", "&") else token)
                i += len(token)
                continue
        buf.append(c)
        i += 1
    flush("")
    return tuple(out)


def _quote_end(text: str, start: int) -> int:
    """The index after the quote opened at `start` (the end of the text when it is not closed)."""
    quote = text[start]
    i = start + 1
    while i < len(text):
        c = text[i]
        if c == "\\" and quote == '"':
            i += 2
            continue
        if c == quote:
            return i + 1
        i += 1
    return len(text)


def _first_word(step: str) -> str:
    words = step.split()
    return re.split(r"[/\\]", words[0])[-1] if words else ""


def command_steps(command: str) -> list[str]:
    """The steps of a command line, in order: `cd web && pnpm test` → [`cd web`, `pnpm test`]."""
    return [step for _, step in _chain(command)]


def passed_before(command: str, step: str) -> list[str]:
    """The steps of a line that ran and passed before `step` failed: those joined to it by
    `&&` alone (`gh auth setup-git && git push` failing in `git push` → [`gh auth
    setup-git`]); none when `step` is not the line's, nor before a `;`, `||` or pipe."""
    chain = _chain(command)
    at = next((n for n, (_, st) in enumerate(chain) if st == step), None)
    if at is None:
        remote = remote_command(chain[0][1]) if len(chain) == 1 else None
        return passed_before(remote, step) if remote else []  # a step run on another host
    start = at
    while start > 0 and chain[start][0] == "&&":
        start -= 1
    return [st for _, st in chain[start:at]]


def is_setup(step: str) -> bool:
    """Does this step only prepare (`cd x`, `export A=1`, `source .venv/bin/activate`)?"""
    return _first_word(step) in SETUP


def work_steps(command: str) -> list[str]:
    """The steps that do the work: `cd x && npm test 2>&1 | tail -5` → [`npm test 2>&1`].

    Set-up steps, filters after a pipe and excuses (`|| true`, `; echo done`)
    are left out; a line with nothing else is its own work.
    """
    chain = _chain(command)
    work = [
        step
        for sep, step in chain
        if not is_setup(step)
        and not (sep.startswith("|") and sep != "||" and _first_word(step) in _FILTERS)
        and not (sep in ("||", ";") and _first_word(step) in _EXCUSES | {"exit"})
    ]
    return work or [step for _, step in chain]


def masked_status(command: str) -> bool:
    """Is the exit status of this line not the work's own?

    `pytest | tail -5` ends with `tail`'s status (unless `pipefail` is set),
    `make || true` and `npm test; echo done` with the excuse's (`&& echo ok`
    after a pipe does not change that): an agent's exit code or error flag
    for such a line says nothing about the work; only what it printed does.
    """
    chain = _chain(command)
    while len(chain) > 1 and _first_word(chain[-1][1]) in _EXCUSES:
        if chain[-1][0] in ("||", ";"):
            return True
        chain = chain[:-1]  # `&& echo ok` runs only after what comes before it
    if len(chain) < 2:
        return False
    sep, step = chain[-1]
    if sep in ("||", ";"):
        return step.split()[:2] == ["exit", "0"]
    return sep.startswith("|") and _first_word(step) in _FILTERS and "pipefail" not in command


#: programs (and subcommands) that only look around
_LOOK = re.compile(
    r"^(?:cat|sed\s+-n|grep|rg|ag|ls|ll|find|fd|head|tail|less|more|wc|tree|pwd|echo|which|"
    r"type|file|stat|du|df|env|printenv|history|open|code|git\s+(?:status|diff|log|show|"
    r"branch|remote|blame|grep|ls-files|ls-remote|rev-parse)|awk|jq|curl\s+-s\w*|http\s|nl|diff|"
    r"cmp|cd|pushd|Get-(?:Content|ChildItem|Item|Location|Process|Command)|Test-Path|dir|"
    r"nslookup|dig|host|ping|traceroute|whoami|id|uname|date|ps|lsof|netstat|ss|uptime|free|"
    r"Invoke-WebRequest|Invoke-RestMethod|"
    r"gh\s+(?:run|pr|issue|repo)\s+(?:list|view|status|checks)|kubectl\s+(?:get|describe|logs)|"
    r"docker\s+(?:ps|images|logs|inspect)|terraform\s+(?:show|output|state\s+(?:list|show))|"
    r"\S+\s+--?(?:version|help)\b|"
    # any program's read-only subcommand: `pm2 list`, `pip show x`, `systemctl status y`
    r"(?:\.?[\\/])?[\w.-]+(?:\s+[\w.-]+)?\s+(?:list|ls|status|show|info|logs?|ps|describe|"
    r"inspect|whoami|freeze|outdated|tasks|help)(?=\s|$))"
)


def is_look(command: str) -> bool:
    """Does every step of this command only look around (`ls`, `cat x | head`, `git diff`)?

    Such a command is never a fix nor a change, and its failure (`ls: cannot
    access 'x'`) is a probe that found nothing, not an error of the work.
    """
    steps = command_steps(command)
    return bool(steps) and all(_looks(st) for st in steps)


#: words that run the program after them (`timeout 8 curl -sI …`)
_LOOK_PREFIX = re.compile(r"^(?:(?:sudo|time|nice|nohup|env|timeout(?:\s+-\S+)*\s+\d+\w?)\s+)+")


def _looks(step: str) -> bool:
    own = _own(step)
    if own != step.strip():  # a remote or PowerShell-wrapped command: its own steps
        inner = command_steps(own)
        return bool(inner) and all(_LOOK.match(_LOOK_PREFIX.sub("", st)) for st in inner)
    return _LOOK.match(_LOOK_PREFIX.sub("", step.strip())) is not None


#: steps that record or share work (version control, pull requests), never a fix
_BOOKKEEPING = re.compile(
    r"^(?:git\s+(?:add|commit|push|pull|fetch|tag|switch|checkout\s+-b|branch|merge|rebase|"
    r"log|status|show|diff)|gh\s+(?:pr|issue|release|repo|run)|hub\s)\b"
)
#: programs and subcommands that only check the work: a test run, a type check, a lint
_CHECK_WORDS = frozenset(
    {"lint", "check", "test", "tests", "pytest", "jest", "vitest", "mocha", "rspec", "phpunit",
     "tsc", "mypy", "pyright", "vet", "validate", "typecheck", "type-check", "check-types",
     "eslint", "clippy", "e2e", "build", "compile"}
)  # fmt: skip
#: options naming another package of the repository: building it is a fix, not a check
_OTHER_PACKAGE = re.compile(r"(?:^|\s)(?:-w|--workspace|--filter|-F|-p|--package|--project)[\s=]")
_CHECK_FLAGS = re.compile(r"py_compile|compileall|--noEmit\b|--dry-run\b|--check\b")
_REPAIRS = re.compile(r"--fix\b|--write\b|\bfmt\b|\bformat\b|--update-snapshots?\b|\s-u\b")


def is_bookkeeping(step: str) -> bool:
    """Does this step only record or share work (`git commit`, `git push`, `gh pr create`)?"""
    return _BOOKKEEPING.match(_own(step)) is not None


def is_check(step: str) -> bool:
    """Does this step only check the work (`pytest`, `npm run build`, `tsc --noEmit`)?

    A program or one of its first words names the check (`make lint`,
    `python manage.py test`; `db:test:prepare` is a Rails task, not a test).
    A check that repairs what it finds (`ruff check --fix`, `eslint --fix`,
    `cargo fmt`) is not only a check, nor is building another package of the
    repository (`npm run build -w packages/contracts`): that is how its
    importer's error is fixed. A remote command (`ssh host "…"`) is read.
    """
    head = _own(step)
    if _REPAIRS.search(head):
        return False
    if _CHECK_FLAGS.search(head):
        return True
    words = [w for w in head.split() if not w.startswith("-") and "=" not in w][:6]
    names = {re.split(r"[/\\]", w)[-1].split(":", 1)[0] for w in words}
    if names & {"build", "compile"} and _OTHER_PACKAGE.search(head):
        return False
    return bool(names & _CHECK_WORDS)


#: options of `ssh` that take a value; the word after them and the host is the remote command
_SSH_VALUE_OPTIONS = frozenset(
    {"-b", "-c", "-D", "-E", "-e", "-F", "-I", "-i", "-J", "-L", "-l", "-m", "-O", "-o", "-p",
     "-Q", "-R", "-S", "-W", "-w"}
)  # fmt: skip
#: what a PowerShell line may open with before its command (`try {`, `$r = `)
_PS_PREFIX = re.compile(r"^(?:try\s*\{\s*)?(?:\$[\w:]+\s*=\s*)?")


def remote_command(step: str) -> str | None:
    """The command an `ssh [options] host "…"` step runs on the remote host, if it names one."""
    words = step.split()
    if not words or re.split(r"[/\\]", words[0])[-1] != "ssh":
        return None
    i = 1
    while i < len(words) and words[i].startswith("-"):
        i += 2 if words[i] in _SSH_VALUE_OPTIONS else 1
    remote = " ".join(words[i + 1 :]).strip().strip("'\"")
    return remote or None


def _own(step: str) -> str:
    """The first line of a step as the program it runs reads it (a remote command unwrapped)."""
    head = _PS_PREFIX.sub("", step.strip().split("\n", 1)[0])
    return remote_command(head) or head


_SCRIPT = re.compile(r"<<-?[ \t]*['\"]?[A-Za-z_]|\s-[ce]\s+['\"][^'\"]*\n")


def has_script(command: str) -> bool:
    """Does this command line carry a one-off script (a here document, a multi-line `-c`)?

    Its script's text changes from run to run: a new text is no command a
    rule could name.
    """
    return _SCRIPT.search(command) is not None


_NOISE_REDIRECT = re.compile(r"\s+(?:\d?>&\d|&>\s*/dev/null|\d?>\s*/dev/null)(?=\s|$)")


def bare_step(step: str) -> str:
    """A step as a rule names it: without `2>&1` or `>/dev/null` (how the agent read it)."""
    return _NOISE_REDIRECT.sub("", step).strip()
