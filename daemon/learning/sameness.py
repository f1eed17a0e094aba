"""Whether two statements of a person teach the same lesson.

"We use uv here, not pip" and "Always use `uv add` in this repo" are one
lesson said twice; "We use pnpm here, not npm" is another, however alike the
sentences are. Two signals decide, in this order:

1. **What they name**: the commands, tools, flags and identifiers of each
   statement (`named`), each with its side — prescribed ("use uv", "uv add")
   or ruled out ("not pip", "never `git push -f`"). Two statements that
   name a thing on opposite sides are not one lesson (one may contradict the
   other: the curator records that); two that prescribe different things
   ("httpx" / "aiohttp" instead of requests), or run different subcommands
   of one program (`make lint` / `make test`), are not either; two that
   each name things and share none are two lessons.
   What they share must be most of what the one naming fewer names
   (`COVER`): a long message about a script that mentions `docker` is not
   the lesson of every other that does. Numbers only tell apart (Python
   3.11 / 3.12).
2. **What they mean**: the cosine of their sentence vectors (MiniLM through
   kenning's embedder). Statements that share what they name need
   `NAMED_MIN`; statements where one names nothing, or longer than
   `LONG_WORDS` words (a request or a pasted paragraph is near every other of
   its project), need `PLAIN_MIN` and the same polarity
   (`similarity.is_negative`).

The thresholds were measured on the labelled pairs of
`bench/same_lesson.py` (`python -m bench same-lesson`, figures in
bench/README.md). Without a model (the hashing embedder is degraded, its
cosine is not a meaning), the word overlap of the two statements' content
words stands in, at `WORDS_MIN`.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import TYPE_CHECKING

from kenning.daemon.learning.command_line import tool_of
from kenning.daemon.playbook.similarity import is_negative, jaccard, words

if TYPE_CHECKING:
    from kenning.daemon.retrieval.embedding.embedder import Embedder

__all__ = [
    "COVER",
    "LONG_WORDS",
    "NAMED_MIN",
    "PLAIN_MIN",
    "WORDS_MIN",
    "Named",
    "Statement",
    "cosines",
    "named",
    "same_lesson",
    "things_agree",
]

#: cosine at or above which two statements that share a named thing are one lesson
NAMED_MIN = 0.50
#: cosine at or above which two statements, one naming nothing, are one lesson
PLAIN_MIN = 0.82
#: without a model: word overlap (Jaccard of content words) for one lesson
WORDS_MIN = 0.5
#: the share of the things named by the statement that names fewer that the other
#: must name too
COVER = 0.5
#: a statement longer than this (in words) needs `PLAIN_MIN` even when what it names agrees
LONG_WORDS = 15

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


@lru_cache(maxsize=4096)
def named(text: str) -> Named:
    """The commands, tools, flags and identifiers `text` names, each on its side."""
    prescribed: set[str] = set()
    ruled_out: set[str] = set()
    subs: dict[str, set[str]] = {}
    for clause in _CLAUSE.split(text):
        things = _clause_things(clause)
        if not things:
            continue
        masked = _SPAN.sub(lambda m: " " * len(m.group(0)), clause)
        banned = _PROHIBIT.search(masked) is not None
        cue = _CONTRAST.search(masked)
        for pos, thing in things:
            if banned or (cue is not None and pos >= cue.start()):
                ruled_out.add(thing)
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
    )


@dataclass(frozen=True)
class Statement:
    """A statement to compare: its text and, with a model, its unit vector."""

    text: str
    vector: Sequence[float] | None = None


def _cosine(a: Sequence[float], b: Sequence[float]) -> float:
    return float(sum(x * y for x, y in zip(a, b, strict=True)))


_NUMBER = re.compile(r"v?\d+(?:\.\d+)*")


def _is_number(thing: str) -> bool:
    return _NUMBER.fullmatch(thing) is not None


def things_agree(a: Named, b: Named) -> bool | None:
    """True: what they name is mostly shared, on the same side, and nothing tells them
    apart; False: what they name tells them apart; None: one of them names nothing.

    Numbers (versions, counts) only tell apart: two statements that name numbers and
    share none are two lessons, but a shared "0" makes no lesson one.
    """
    if not a.all or not b.all:
        return None
    if (a.prescribed & b.ruled_out) or (a.ruled_out & b.prescribed):
        return False  # one prescribes what the other rules out
    if a.prescribed and b.prescribed and not (a.prescribed & b.prescribed):
        return False  # each prescribes something else
    na = {t for t in a.all if _is_number(t)}
    nb = {t for t in b.all if _is_number(t)}
    if na and nb and not (na & nb):
        return False  # Python 3.11 / 3.12, `-n 4` / `-n 8`
    ta, tb = a.all - na, b.all - nb
    if not ta or not tb:
        return None
    shared = ta & tb
    # the things of the one that names fewer are mostly the other's: a long message
    # about a script that names `docker` is not the lesson of another that does
    if len(shared) < COVER * min(len(ta), len(tb)):
        return False
    for thing in shared:
        sa, sb = a.subs(thing), b.subs(thing)
        if sa and sb and not (sa & sb):
            return False  # one program, other subcommands (`make lint`, `make test`)
    return True


def _long(text: str) -> bool:
    return len(text.split()) > LONG_WORDS


def same_lesson(a: Statement, b: Statement) -> bool:
    """Whether two statements teach one lesson (see the module's docstring)."""
    agree = things_agree(named(a.text), named(b.text))
    if agree is False:
        return False
    # a long message (a request, a pasted paragraph) is near any other of its project
    # in meaning: only a close one is the same
    plain = not agree or _long(a.text) or _long(b.text)
    if a.vector is not None and b.vector is not None:
        cos = _cosine(a.vector, b.vector)
        if not plain:
            return cos >= NAMED_MIN
        return cos >= PLAIN_MIN and is_negative(a.text) == is_negative(b.text)
    overlap = jaccard(words(a.text), words(b.text))
    if not plain:
        return overlap >= WORDS_MIN / 2
    return overlap >= WORDS_MIN and is_negative(a.text) == is_negative(b.text)


def cosines(embedder: Embedder | None, texts: Sequence[str]) -> list[Statement]:
    """`texts` as statements, with unit vectors when a model is given."""
    if embedder is None or not texts:
        return [Statement(t) for t in texts]
    vectors = embedder.embed(list(texts))
    return [Statement(t, [float(x) for x in row]) for t, row in zip(texts, vectors, strict=True)]
