"""Command lines: which tool a shell command runs (`tool_of`).

The tool decides whose error detectors run first and which tool an error is
credited to (`kenning.daemon.learning.errors.signature`). A command line is read
the way a shell would split it, then runners (`uv run`, `npx`, `bundle
exec`, `python -m`…), shells (`bash -lc "…"`), prefixes (`sudo`, `time`) and
set-up steps (`cd x && …`) are looked through to the program that does the
work.
"""

from __future__ import annotations

import re
import shlex

__all__ = ["tool_of"]


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
