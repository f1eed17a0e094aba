"""What a statement names: its commands, tools, flags and identifiers, each on its side.

"We use uv here, not pip" prescribes uv and rules out pip; "`uv add httpx`
rather than `pip install httpx`" prescribes the command `uv add` and rules
out `pip install`. `named(text)` reads a statement clause by clause: a
thing after a contrast cue ("instead of", "rather than", "not", "over") or
in a clause with a prohibition ("never", "don't", "avoid") is ruled out;
the others are prescribed; a thing named on both sides has no side.

Two readers: `learning/sameness` (whether two statements teach one lesson)
and `core/derived` (the check a rule carries for what it rules out).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from kenning.daemon.core.command_line import tool_of

__all__ = ["TOOLS", "Named", "may_rule_out", "named", "prose"]

#: tools and libraries a statement may name as plain words (program names come from
#: `command_line.tool_of` too); generic kinds of things ("tests", "migrations") are not here
TOOLS = frozenset(
    str.split(
        """
        uv pip pip3 pipx poetry pdm conda mamba pixi venv virtualenv pyenv pytest unittest
        tox nox mypy pyright ruff black flake8 isort pylint pydantic fastapi django flask
        sqlalchemy alembic celery httpx requests aiohttp urllib3 respx pandas polars numpy
        npm pnpm yarn bun npx node deno tsc eslint prettier biome jest vitest mocha
        playwright cypress webpack vite esbuild rollup turbo nx react vue svelte angular
        prisma drizzle typeorm knex zod trpc graphql axios go gofmt goimports golangci-lint
        gomock mockery testify cargo rustc clippy rustfmt tokio serde sqlx diesel axum actix
        anyhow thiserror gradle gradlew maven mvn junit spring mockito rails bundle bundler
        rspec rubocop rake gem sidekiq composer laravel phpunit dotnet nuget xcodebuild docker
        podman docker-compose kubectl helm terraform tofu ansible make cmake bazel just
        shellcheck git gh husky pre-commit lefthook postgres postgresql psql mysql sqlite
        sqlite3 redis mongo mongodb kafka rabbitmq nginx dbmate flyway liquibase sqitch
        logrus zap slog loguru structlog log4j winston pino
        """
    )
)

_SPAN = re.compile(r"`([^`\n]+)`")
_FLAG = re.compile(r"(?<![\w-])--[a-z][\w-]+")
_IDENT = re.compile(
    r"(?<![\w.])\.[a-z][\w.-]*[a-z]\b|\bv?\d+(?:\.\d+)*\b|"
    r"\b[\w-]+\.(?:py|ts|tsx|js|jsx|go|rs|sql|rb|java|kt|toml|ya?ml|json|lock|sh|env|cfg|ini|tf)\b|"
    r"\b[a-z_]\w*\.[a-z_]\w*(?:\(\))?|\b[a-z]+_\w+\b|\b[a-z]+[A-Z]\w*\b|\b\w+\(\)"
)
_WORD = re.compile(r"[a-z][a-z0-9+#.-]*[a-z0-9+#]|[a-z]")
#: where a statement's clauses end (a thing's side is read within its clause)
_CLAUSE = re.compile(r"[;,.()!?:]\s|[;()]|\s+but\s+|\s+—\s+|\s+-\s+", re.I)
#: a cue after which the things of a clause are ruled out ("X instead of Y": Y)
_CONTRAST = re.compile(r"\b(?:instead of|rather than|not|over|in place of|no)\b", re.I)
#: the contrast cues that tell not to use what follows (a bare "no" names a state)
_AGAINST = re.compile(r"\b(?:instead of|rather than|not|over|in place of)\b", re.I)
#: a cue that rules out every thing of its clause ("never …", "black is not used")
_PROHIBIT = re.compile(
    r"\b(?:never|don'?t|do not|does not|doesn'?t|must not|mustn'?t|should not|shouldn'?t|"
    r"can'?t|cannot|avoid|stop|no longer|not allowed|not used|isn'?t used|aren'?t used|"
    r"not\s+(?:to\s+)?(?:use|run|call|touch|edit)\w*)\b",
    re.I,
)


@dataclass(frozen=True)
class Named:
    """The things a statement names, by side: prescribed and ruled out.

    A command names its program and its subcommand (`uv add x`: "uv" and
    "uv add"); `subcommands` keeps each program's subcommands apart so that
    `make lint` and `make test` can be told apart.
    """

    prescribed: frozenset[str]
    ruled_out: frozenset[str]
    subcommands: tuple[tuple[str, frozenset[str]], ...]
    #: each code span as written, and whether it is forbidden (below), in order:
    #: "`uv add httpx` rather than `pip install httpx`" gives both commands whole
    spans: tuple[tuple[str, bool], ...] = ()
    #: the things ruled out that the statement tells not to use: named after the cue
    #: ("never X", "not X", "Y instead of X"), not before it ("X is not used" only
    #: describes), and not after a bare "no" ("No module named 'yaml'" is an error)
    forbidden: frozenset[str] = frozenset()

    @property
    def all(self) -> frozenset[str]:
        return self.prescribed | self.ruled_out

    def subs(self, program: str) -> frozenset[str]:
        return next((s for p, s in self.subcommands if p == program), frozenset())


def _span_things(span: str) -> list[str]:
    """What a code span names: a command's program and subcommand, else the span itself."""
    words_ = span.strip().split()
    if not words_:
        return []
    tool = tool_of(span) if len(words_) > 1 or words_[0].lower() in TOOLS else None
    first = words_[0].lower().rsplit("/", 1)[-1]
    if tool is not None or first in TOOLS:
        program = first
        out = [program]
        if len(words_) > 1 and re.fullmatch(r"[a-z][a-z0-9:_-]*", words_[1].lower()):
            out.append(f"{program} {words_[1].lower()}")
        out += [f for f in words_[1:] if f.startswith("--")]
        # the tools it runs (`uv run pytest`: pytest too)
        out += [w.lower() for w in words_[1:] if w.lower() in TOOLS]
        return out
    return [" ".join(words_).lower()[:60]]


def _clause_things(clause: str) -> list[tuple[int, str]]:
    """(position, thing) of one clause, in order."""
    found: list[tuple[int, str]] = []
    spans = []
    for m in _SPAN.finditer(clause):
        spans.append((m.start(), m.end()))
        found += [(m.start(), t) for t in _span_things(m.group(1))]
    rest = _SPAN.sub(lambda m: " " * len(m.group(0)), clause)
    for m in _FLAG.finditer(rest):
        found.append((m.start(), m.group(0)))
    for m in _IDENT.finditer(rest):
        found.append((m.start(), m.group(0).lower().removesuffix("()")))
    for m in _WORD.finditer(rest.lower()):
        if m.group(0) in TOOLS:
            found.append((m.start(), m.group(0)))
    return sorted(set(found))


def may_rule_out(text: str) -> bool:
    """Whether `text` has a cue that rules something out (else `named(text).forbidden` is
    empty): one search, before the reading of its clauses."""
    return _PROHIBIT.search(text) is not None or _AGAINST.search(text) is not None


def prose(text: str) -> str:
    """`text` with its code spans blanked: what it says in words."""
    return _SPAN.sub(lambda m: " " * len(m.group(0)), text)


@lru_cache(maxsize=4096)
def named(text: str) -> Named:
    """The commands, tools, flags and identifiers `text` names, each on its side."""
    prescribed: set[str] = set()
    ruled_out: set[str] = set()
    subs: dict[str, set[str]] = {}
    spans: list[tuple[str, bool]] = []
    forbidden: set[str] = set()
    for clause in _CLAUSE.split(text):
        things = _clause_things(clause)
        if not things:
            continue
        masked = _SPAN.sub(lambda m: " " * len(m.group(0)), clause)
        ban = _PROHIBIT.search(masked)
        banned = ban is not None
        cue = _CONTRAST.search(masked)
        against = [m.start() for m in (ban, _AGAINST.search(masked)) if m is not None]
        cut = min(against) if against else len(clause) + 1
        for m in _SPAN.finditer(clause):
            spans.append((m.group(1).strip(), m.start() >= cut))
        for pos, thing in things:
            if banned or (cue is not None and pos >= cue.start()):
                ruled_out.add(thing)
                if pos >= cut:
                    forbidden.add(thing)
            else:
                prescribed.add(thing)
            if " " in thing and not thing.startswith("--"):
                program, _, sub = thing.partition(" ")
                subs.setdefault(program, set()).add(sub)
    both = prescribed & ruled_out  # named on both sides: its side is unclear
    return Named(
        frozenset(prescribed - both),
        frozenset(ruled_out - both),
        tuple(sorted((p, frozenset(s)) for p, s in subs.items())),
        tuple(spans),
        frozenset(forbidden - prescribed),
    )
