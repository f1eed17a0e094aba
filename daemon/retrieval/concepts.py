"""Words of a task and words of a rule that mean the same thing in software work.

A follow-up task describes the job ("add a new endpoint that lists credit
notes", "add a column for the dunning stage"); the rule that applies was
learned in the words of its situation ("no raw SQL in handlers, go through the
repository layer", "migrations are reversible"). Matching them by words alone
misses; an embedding model helps when one is installed. This small thesaurus
of kinds of software work closes most of the gap without a model, the same
way for every project: each word belongs to zero or more concepts, and a task
and a rule that share a concept share meaning.

It also names the words every task is made of ("add", "new", "make"), which
say nothing about which rule applies.
"""

from __future__ import annotations

import re
from functools import lru_cache

__all__ = ["TASK_STOP", "concepts_of", "concepts_of_word", "stem"]

#: words of a task that say it is work, not what the work is about
TASK_STOP = frozenset(
    str.split(
        """
        add adding added new make making create creating write writing update updating fix
        fixing implement implementing change changing use using get set put let need needs
        want wants please can could would should will also just some any all the a an of to
        in on for with from into by at as it its this that these those our my your their
        them they we you i me via per so then than when while where which who what how why
        do does did done be been is are was were has have had not no yes more most other
        same each every both one two thing things stuff way ways part start finish support
        handle handling allow let's lets small quick simple proper properly correctly right
        now today next first second
    """
    )
)

_SUFFIXES = ("ations", "ation", "ings", "ing", "ies", "es", "ed", "s")


@lru_cache(maxsize=65536)
def stem(word: str) -> str:
    """A crude stem so `retries` meets `retry` and `migrations` meets `migration`."""
    w = word.lower()
    for suffix in _SUFFIXES:
        if len(w) > len(suffix) + 2 and w.endswith(suffix):
            base = w[: -len(suffix)]
            if suffix == "ies":
                return base + "y"
            if suffix in ("ations", "ation"):
                return base + "ate"
            return base
    return w


#: concept → words (stemmed on load); a word may belong to several concepts
_GROUPS: dict[str, str] = {
    "http-endpoint": "endpoint route router handler controller view api rest http request "
    "response url path get post put patch delete middleware webhook",
    "schema-change": "column field table schema migration migrate alembic flyway dbmate "
    "liquibase sqitch prisma ddl index constraint foreign key nullable default rename drop "
    "alter model",
    "query": "query queries sql select join orm repository repo dao session transaction "
    "raw filter where",
    "dependency": "dependency dependencies package packages library libraries install "
    "upgrade bump version pin lockfile lock requirement requirements npm pnpm yarn pip uv "
    "poetry cargo crate gem bundle module go.mod maven gradle",
    "test": "test tests testing spec specs pytest jest vitest rspec junit unittest fixture "
    "fixtures mock mocks stub assert coverage integration e2e",
    "types": "type types typing typed typecheck mypy pyright tsc typescript annotation "
    "generic interface",
    "lint-format": "lint linter lints eslint ruff flake8 rubocop clippy golangci prettier "
    "format formatter formatting style black gofmt rustfmt shellcheck",
    "ci": "ci pipeline workflow workflows action actions github gitlab build job jobs "
    "runner deploy release",
    "container": "docker container containers image compose dockerfile kubernetes k8s helm pod",
    "config": "config configuration configurable setting settings env environment "
    "variable variables option options flag flags toml yaml dotenv",
    "concurrency": "concurrent concurrency concurrently thread threads goroutine goroutines "
    "race mutex lock async await parallel worker workers channel",
    "time": "time date dates datetime timezone timezones tz utc timestamp timestamps "
    "clock schedule scheduled cron duration",
    "money": "money price prices amount amounts currency cents decimal float invoice "
    "invoices payment payments billing tax refund",
    "errors": "error errors exception exceptions raise throw panic wrap wrapped retry "
    "retries backoff timeout timeouts fail failure",
    "logging": "log logs logging logger structlog print trace tracing metric metrics observability",
    "git": "git commit commits branch branches push pull merge rebase force tag squash history",
    "generated": "generated generate codegen generator openapi protobuf proto grpc "
    "client sdk mock mocks",
    "script": "script scripts shell bash sh makefile make cli command commands",
    "frontend": "component components page pages ui react vue svelte next nextjs css style "
    "styles tailwind button form",
    "data-file": "csv json file files import export parse parser upload download read encoding utf",
    "secrets": "secret secrets token tokens password passwords credential credentials key "
    "keys auth authentication oauth jwt",
    "cache": "cache caching cached redis memcached ttl expire expiry invalidate",
}

_WORD = re.compile(r"[a-z][a-z0-9]*")


def _load() -> dict[str, frozenset[str]]:
    out: dict[str, set[str]] = {}
    for concept, words in _GROUPS.items():
        for word in words.split():
            out.setdefault(stem(word), set()).add(concept)
    return {w: frozenset(c) for w, c in out.items()}


_BY_STEM = _load()
#: the same as `concepts_of` answers for one word, by its stem: `~name`s
_MARKED = {w: frozenset("~" + c for c in found) for w, found in _BY_STEM.items()}
_NONE: frozenset[str] = frozenset()


def concepts_of_word(word: str) -> frozenset[str]:
    """`concepts_of(frozenset((word,)))`, without building a set: a briefing's scope
    index asks it of every distinct word of 100,000 rules."""
    return _MARKED.get(stem(word), _NONE)


def concepts_of(words: frozenset[str] | set[str]) -> frozenset[str]:
    """The concepts (as `~name`) the given words (or another stemmer's stems) belong to."""
    found: set[str] = set()
    for w in words:
        # stemmed here too: "migration" from a cruder stemmer must meet "migrations"
        for concept in _BY_STEM.get(stem(w), ()):
            found.add("~" + concept)
    return frozenset(found)
