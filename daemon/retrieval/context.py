"""The task briefing an agent reads before it starts: `kenning context "task"`.

`build_context` answers with a `ContextResult`:

- `rules`: prescriptive rules that apply here, best first, ranked by
  `rank = relevance × trust`. *Relevance* (0..1) is how well the rule matches
  the task: lexical (FTS5 BM25 over `bullets_fts`, blended with the share of
  the task's key words the rule contains) combined with semantic (cosine of
  stored rule vectors, when an embedder is available) as
  `1 − (1 − lexical)(1 − 0.8 × semantic)`: lexical leads, as it does in
  search (bench/retrieval_bench.py). A rule scoped to the workspace, language
  or framework at hand gets a floor of `SCOPE_FLOOR` even without shared
  words: it was written for exactly this code. *Trust* is `1 + tanh(effective
  / 4)` (0..2): a rule nobody marked yet counts 1, proven rules up to 2,
  harmful ones towards 0; pinned rules at least 1.5.
- Scope: decided by the rule-check engine (`scope_fit` of
  `kenning.daemon.playbook.scope`, as every surface does): a `workspace`
  rule only inside its folder (or the repository it names); a
  `language`/`framework` rule only when the file's extension, the
  workspace's manifests (stack.py) or the task's words name it; a `task`
  rule only when the task names its key. Proposals, retired and deprecated
  rules never appear.
- `pitfalls`: anti-patterns ("AVOID: …"), ranked the same way.
- `history`: snippets of past sessions (hybrid search, this workspace first).
- `warnings`: tombstones whose pattern the task or the file (first
  `MAX_FILE_BYTES`) mentions.
- `suggested_searches`: follow-up queries built from the task's key terms.
- `degraded`: what made this briefing weaker than it could be, with the fix.

The daemon keeps the playbook and the vector indexes warm (`ContextEngine`);
the CLI asks it first and computes in-process when it is not running.
"""

from __future__ import annotations

import copy
import logging
import math
import re
import time
from collections import Counter
from collections.abc import Callable, Hashable, Iterable, Iterator
from dataclasses import dataclass, field, replace
from functools import lru_cache
from itertools import chain
from pathlib import Path
from typing import TYPE_CHECKING, Any, Literal

from kenning.daemon.core.config import find_repo_root
from kenning.daemon.core.errors import UsageError
from kenning.daemon.core.languages import language_key
from kenning.daemon.core.models import (
    Maturity,
    RuleState,
    Scope,
    Tombstone,
    situation_text,
)
from kenning.daemon.playbook.book import Playbook, ScoredRule
from kenning.daemon.playbook.origins import SharedSource

# the rule-check engine's scope (playbook/checks re-exports it), without the checks
# themselves: a briefing decides scope only, and a cold one must not import RE2
from kenning.daemon.playbook.scope import (
    Situation,
    Task,
    framework_key,
    place_fits,
    scope_fit,
    workspace_place,
)
from kenning.daemon.playbook.stack import Stack, detect_stack
from kenning.daemon.retrieval.concepts import TASK_STOP, concepts_of, concepts_of_word
from kenning.daemon.retrieval.lexical import plan_rule_match
from kenning.daemon.retrieval.search import SearchFilters, query_words
from kenning.daemon.store.db import Store
from kenning.daemon.store.rules import count_in_states
from kenning.daemon.store.search import rule_bm25

log = logging.getLogger(__name__)

if TYPE_CHECKING:
    from kenning.daemon.core.config import Settings
    from kenning.daemon.retrieval.search import Searcher
    from kenning.daemon.retrieval.vectors.index import VectorIndex

__all__ = [
    "MAX_FILE_BYTES",
    "MAX_LIMIT",
    "NO_EMBEDDER_NOTE",
    "SCOPE_FLOOR",
    "ContextResult",
    "HistoryEntry",
    "RuleEntry",
    "TombstoneWarning",
    "build_context",
    "check_request",
    "lexical_rules",
    "noted",
    "record_surfaced_entries",
    "rule_index_for",
]

MAX_LIMIT = 100
#: what a briefing without a model says (`noted` puts a caller's truer note in its place)
NO_EMBEDDER_NOTE = (
    "no embedder: rules and history matched by words only; fix: kenning models install"
)
#: how much of `--file` is read for tombstone patterns
MAX_FILE_BYTES = 256 * 1024
#: the relevance a rule scoped to this workspace/language/framework gets without shared words
#: (scoped rules rank above unscoped ones of equal match, and among themselves by match)
SCOPE_FLOOR = 0.2
#: categories of rules reflection learned: one scoped to a language (seen in several projects)
#: is shown only when it matches the task, so it never crowds a project's own rules
LEARNED = frozenset({"error-fix", "revert", "correction", "convention"})
#: a proposal (a lesson seen once, not confirmed) is shown, marked, only when it matches this
#: well, counting the lift its own project gives it (SCOPE_FLOOR): a proposal of another
#: project never shows, one of this project needs some of the task's words or meaning
CANDIDATE_MIN = 0.3
#: trust of a proposal shown in a briefing, against 1 for a new active rule
CANDIDATE_TRUST = 0.7
#: below this cosine a rule vector is not considered similar at all
SEMANTIC_FLOOR = 0.2
_HISTORY_MAX = 5
_CANDIDATES = 300
_IDENT = re.compile(r"[A-Za-z_][\w]*(?:(?:\.|::|/|-)[\w]+)+|[a-z]+[A-Z]\w*|\w*_\w+|\w*\d\w*")


def _json(obj: Any) -> Any:
    """An entry of the briefing as JSON: its fields in order, nested entries too."""
    if isinstance(obj, list):
        return [_json(x) for x in obj]
    fields = getattr(obj, "__dataclass_fields__", None)
    if fields is None:
        return obj
    return {name: _json(getattr(obj, name)) for name in fields}


@dataclass(slots=True)
class RuleEntry:
    """One rule of the briefing, with why it was chosen.

    The briefing's shapes are dataclasses (not pydantic models): a cold
    `kenning context` builds them without importing pydantic (docs/context.md).
    """

    id: str
    content: str
    kind: str
    type: str
    maturity: str
    scope: str
    scope_key: str | None
    origin: str
    pinned: bool
    #: active, or proposal: learned, not confirmed or accepted yet
    state: str
    #: the rule's effective score (feedback × maturity)
    effective: float
    #: 0..1: how well the rule matches the task
    relevance: float
    #: relevance × trust: the order of the list
    rank: float
    #: matched words, semantic similarity, scope
    why: list[str]


@dataclass(slots=True)
class HistoryEntry:
    """A snippet of a past session that matches the task."""

    session_id: str
    agent: str
    workspace: str | None
    title: str | None
    role: str
    snippet: str
    score: float
    created_at: str | None
    source_path: str
    source_line: int | None
    match_type: str


@dataclass(slots=True)
class TombstoneWarning:
    """A deprecated pattern the task or the file mentions."""

    tombstone_id: str
    pattern: str
    reason: str
    replacement: str | None
    found_in: Literal["task", "file"]
    line: int | None = None


@dataclass(slots=True)
class ContextResult:
    """The briefing (`kenning context --json`); fields are stable, new ones only added."""

    task: str
    workspace: str | None
    file: str | None
    languages: list[str]
    frameworks: list[str]
    rules: list[RuleEntry]
    pitfalls: list[RuleEntry]
    history: list[HistoryEntry]
    warnings: list[TombstoneWarning]
    suggested_searches: list[str]
    degraded: list[str]
    embedder: str | None
    source: Literal["daemon", "process"] = "process"
    took_ms: float = 0.0

    def to_json(self) -> dict[str, Any]:
        """The briefing as JSON (the shape `kenning context --json` prints)."""
        out: dict[str, Any] = _json(self)
        return out


def noted(note: str, degraded: list[str]) -> list[str]:
    """`degraded` with `note` first, in place of the notes of a missing model ("no
    embedder: …"): the caller's note says what is true of the model and of the next call."""
    return [note] + [n for n in degraded if not n.startswith("no embedder")]


def check_request(task: str, limit: int) -> str:
    """Validate a briefing request; returns the task stripped.

    Raises:
        UsageError: the task is empty or the limit is outside 1..100.
    """
    clean = task.strip()
    if not clean:
        raise UsageError(
            "the task is empty.",
            fix='describe the task: kenning context "add retries to the HTTP client"',
        )
    if not 1 <= limit <= MAX_LIMIT:
        raise UsageError(f"--limit must be 1..{MAX_LIMIT}, got {limit}.", fix="e.g. --limit 10")
    return clean


_SUFFIXES = ("ing", "ies", "es", "ed", "s")


@lru_cache(maxsize=65536)
def _stem(word: str) -> str:
    """A crude stem so `retries` meets `retry` in the `why` of a rule (FTS5 uses porter).

    Cached: a briefing without the daemon stems every word of every rule once,
    and the rules of one playbook share most of their words."""
    for suffix in _SUFFIXES:
        if len(word) > len(suffix) + 2 and word.endswith(suffix):
            return word[: -len(suffix)] + ("y" if suffix == "ies" else "")
    return word


def _stems(text: str) -> set[str]:
    return {_stem(w) for w in query_words(text)}


def task_keys(task: str) -> frozenset[str]:
    """What a task is about: its stems (minus the words every task has) and their concepts."""
    stems = frozenset(s for s in _stems(task) if s not in TASK_STOP and len(s) > 1)
    return stems | concepts_of(stems)


@lru_cache(maxsize=65536)
def _word_keys(word: str) -> frozenset[str]:
    """What one word of a rule gives its keys: its stem and the stem's concepts
    (nothing for a stem every task has). Cached: the rules share most words."""
    stem = _stem(word)
    if stem in TASK_STOP:
        return frozenset()
    return frozenset((stem,)) | concepts_of_word(stem)


@lru_cache(maxsize=16384)
def rule_keys(content: str, tags: tuple[str, ...]) -> tuple[str, ...]:
    """What a rule is about: the stems of its text and situation, and their concepts.

    A tuple, each key once: the cache holds one per rule for the daemon's
    lifetime, and a tuple of ~25 keys is a fifth of a frozenset's bytes
    (~5 MB at 10,000 rules); it is only iterated or intersected from a set.
    """
    return _text_keys(situation_text(content, tags))


def _text_keys(text: str) -> tuple[str, ...]:
    """The keys of a rule's situation text (`rule_keys`), each once."""
    return tuple(frozenset().union(*map(_word_keys, query_words(text))))


def _weight(key: str, index: _ScopeIndex) -> float:
    """A rare word weighs more than a common one; a shared concept half a word."""
    idf = math.log(1.0 + index.n / (1.0 + index.df.get(key, 0)))
    return idf * (0.5 if key.startswith("~") else 1.0)


class _Coverage:
    """The weighted share of what the task is about (`task_keys`) that a rule is
    about too, 0..1; the task's weights computed once per briefing, not per rule."""

    __slots__ = ("known", "total", "weights")

    def __init__(self, task_keys: frozenset[str], index: _ScopeIndex) -> None:
        self.known = [k for k in task_keys if index.df.get(k)]
        self.weights = {k: _weight(k, index) for k in self.known}
        self.total = sum(self.weights[k] for k in self.known)

    def of(self, shared: frozenset[str]) -> float:
        """The share for a rule (`shared`: the task's keys the rule has)."""
        if self.total <= 0.0:
            return 0.0
        weights = self.weights
        return sum(weights[k] for k in self.known if k in shared) / self.total


@lru_cache(maxsize=16384)
def _key_stems(key: str) -> frozenset[str]:
    """Stems of a scope key or rule text, cached: the daemon ranks the same rules all day."""
    return frozenset(_stems(key))


@dataclass(frozen=True)
class StoredRules:
    """Where a briefing reads its rules when no playbook is loaded (a cold
    `kenning context`, retrieval/stored_index.py): the scope index the store
    keeps, and `load(ids)`, the playbook of just those rules, scored as a
    whole load scores them (with every tombstone); `keys(ids)`, those rules'
    keys as the store keeps them (`rule_keys`, counted at the current version)."""

    index: _ScopeIndex
    load: Callable[[set[str]], Playbook]
    keys: Callable[[set[str]], dict[str, tuple[str, ...]]]


@dataclass(frozen=True)
class _Signals:
    lexical: dict[str, float]
    semantic: dict[str, float]


def lexical_rules(store: Store, task: str) -> dict[str, float]:
    """Rule id → BM25 over `bullets_fts` and `team_rules_fts`, normalised by the best hit.

    Without the task's words so common that ranking every rule holding them
    would cost more than it tells (`plan_rule_match`: at 100,000 rules a word
    like "tests" is in thousands); when only such words are left, the newest
    rules holding them are ranked.
    """
    plan = plan_rule_match(store, task)
    if plan.match is None:
        return {}
    # team rules (daemon/team/) too: they have their own index, built the same way
    rows = rule_bm25(store, plan.match, _CANDIDATES, newest=plan.common_only)
    if not rows:
        return {}
    best = max(-float(r[1]) for r in rows) or 1.0
    return {str(r[0]): max(0.0, -float(r[1])) / best for r in rows}


def _semantic(searcher: Searcher | None, index: VectorIndex | None, task: str) -> dict[str, float]:
    if searcher is None or searcher.embedder is None or index is None or len(index) == 0:
        return {}
    vec = searcher.embedder.embed_query(task)
    out = {}
    for ref_id, cos in index.search(vec, _CANDIDATES, store=searcher.store):
        if cos > SEMANTIC_FLOOR:
            out[ref_id] = (cos - SEMANTIC_FLOOR) / (1.0 - SEMANTIC_FLOOR)
    return out


def _trust(effective: float, pinned: bool) -> float:
    trust = 1.0 + math.tanh(effective / 4.0)
    return max(trust, 1.5) if pinned else trust


@dataclass
class _ScopeIndex:
    """Which rules each scope key selects, so a briefing looks only at candidates.

    Built once per loaded playbook and kept with it (`Playbook.derived`; the
    daemon keeps one warm playbook for every thread), and patched with it when
    a few rules change (`patched`): a briefing then touches the rules the task
    matches plus the rules scoped to what is at hand, not all 10,000. Keys are
    read as the rule-check engine reads them (`language_key`, `framework_key`,
    `workspace_place`), and every candidate is then decided by its `scope_fit`.
    An index is never changed once built: a patch makes a new one (readers
    of the old playbook keep theirs).
    """

    languages: dict[str, set[str]]
    frameworks: dict[str, set[str]]
    #: by the place a workspace key names, and by a task key's stems: a briefing
    #: tries each distinct place and key once, not each of the rules they hold
    workspaces: dict[Path | str, set[str]]
    tasks: dict[frozenset[str], set[str]]
    always: set[str]  # repo rules (not in bullets_fts: matched in Python), unkeyed scopes
    #: in how many live rules each stem or concept appears (the weight of a match)
    df: dict[str, int] = field(default_factory=dict)
    n: int = 0

    #: the containers this index may change: all while it is built; after a
    #: patch, those it copied from the index it was patched from (by name)
    _own: set[object] | None = field(default=None, repr=False, compare=False)

    @classmethod
    def of(cls, playbook: Playbook) -> _ScopeIndex:
        """Built whole: what `_count` adds rule by rule, in bulk (the word weights
        counted at once; a rule without a scope key costs its keys alone)."""
        index = cls({}, {}, {}, {}, set())
        # the rules' own fields, not their `Rule`s: building 10,000 models was most
        # of a briefing without the daemon (which builds this index once per playbook)
        live, weighed = RuleState.ACTIVE, RuleState.PROPOSAL
        texts: list[str] = []
        for sb in playbook.rules:
            state, _, _, _, scope, origin = sb.facets()  # stored text (StrEnum values)
            if state != live and state != weighed:
                continue
            if counted(origin):
                tags = sb.tags
                texts.append(situation_text(sb.content, tags) if tags else sb.content)
            if scope != Scope.GLOBAL or origin == "repo":
                index._place(sb, 1, scope, origin)
        index.n = len(texts)
        # each rule's keys once (`_text_keys`, not kept: the cache holds the rules
        # briefings look at), counted in one pass; a global rule is placed nowhere
        # (`scope_slot`): only its words bring it
        index.df = dict(Counter(chain.from_iterable(map(_text_keys, texts))))
        return index

    def patched(
        self, playbook: Playbook, removed: list[ScoredRule], added: list[ScoredRule]
    ) -> _ScopeIndex:
        """This index for `playbook`, which is this one's with `removed` gone and
        `added` read again (`Playbook.patched`). The new index shares every
        container with this one but those the changed rules are in, which it
        copies first: a patch costs the few rules, and the word weights."""
        index = replace(self, _own=set())
        for sb in removed:
            index._count(sb, -1)
        for sb in added:
            index._count(sb, 1)
        return index

    def rescored(self, playbook: Playbook) -> _ScopeIndex:
        """This index for the same rules scored again (`Playbook.rescored_from`):
        it holds no score, so it is the same."""
        return self

    def _mine(self, name: str, key: Hashable | None = None) -> Any:
        """The container `name` (the set of a language, framework, place or task
        key with `key`), copied first when it is shared with the index this one
        was patched from."""
        own = self._own
        if key is None:
            found = getattr(self, name)
            if own is not None and name not in own:
                found = copy.copy(found)
                setattr(self, name, found)
                own.add(name)
            return found
        by: dict[Hashable, set[str]] = self._mine(name)
        found = by.get(key)
        if found is None:
            found = by[key] = set()
            if own is not None:
                own.add((name, key))
        elif own is not None and (name, key) not in own:
            found = by[key] = set(found)
            own.add((name, key))
        return found

    def _count(self, sb: ScoredRule, sign: int) -> None:
        """Add (`sign` 1) or remove (-1) one rule's entries."""
        state, _, _, _, scope, origin = sb.facets()  # stored text (StrEnum values)
        if state != RuleState.ACTIVE and state != RuleState.PROPOSAL:
            return
        if counted(origin):
            self.n += sign
            df: dict[str, int] = self._mine("df")
            for k in rule_keys(sb.content, tuple(sb.tags)):
                left = df.get(k, 0) + sign
                if left > 0:
                    df[k] = left
                else:
                    df.pop(k, None)
        self._place(sb, sign, scope, origin)

    def _place(self, sb: ScoredRule, sign: int, scope: str, origin: str) -> None:
        """Add or remove one live rule's entry by its scope key (or in `always`)."""
        always, slot = scope_slot(scope, sb.scope_key)
        if always or origin == "repo":
            _toggle(self._mine("always"), sb.id, sign)
        if slot is not None:
            _toggle(self._mine(*slot), sb.id, sign)

    @property
    def names_repositories(self) -> bool:
        """Whether a workspace rule names a repository (the briefing then finds its root)."""
        return any(isinstance(place, str) and ids for place, ids in self.workspaces.items())

    def candidates(self, situation: Situation) -> set[str]:
        """The rules scoped to what `situation` has at hand, and those always weighed."""
        out = set(self.always)
        for name, key in self.selected(situation):
            out |= self.ids_of(name, key)
        return out

    def selected(self, situation: Situation) -> Iterator[tuple[str, Hashable]]:
        """The (container, key) pairs of this index that `situation` selects: the
        languages and frameworks it has (or its task names), the places it is in,
        the task keys its task's stems hold. One rule for the warm index and the
        stored one (`retrieval/stored_index.py`), which holds keys, not ids."""
        task = situation.task
        for name in (situation.languages or frozenset()) | (task.languages if task else set()):
            if self.languages.get(name):
                yield "languages", name
        for name in (situation.frameworks or frozenset()) | (task.frameworks if task else set()):
            if self.frameworks.get(name):
                yield "frameworks", name
        for place, ids in self.workspaces.items():
            if ids and place_fits(place, situation):
                yield "workspaces", place
        if task is not None:
            for words, ids in self.tasks.items():
                if ids and words and words <= task.stems:
                    yield "tasks", words

    def ids_of(self, name: str, key: Hashable) -> set[str]:
        """The rules under `key` in the container `name` (of `selected`)."""
        found: set[str] = getattr(self, name)[key]
        return found


def counted(origin: str) -> bool:
    """Whether a rule of `origin` counts in the weights of words (`_ScopeIndex.df`):
    a team's 100k rules would swamp them (and cost)."""
    return origin != "team"


def scope_slot(scope: str, scope_key: str | None) -> tuple[bool, tuple[str, Hashable] | None]:
    """Where a live rule of `scope` and `scope_key` sits in a scope index: whether it is
    always weighed (a scope without a key narrows nothing), and its (container, key),
    read as the rule-check engine reads keys (`language_key`, `framework_key`,
    `workspace_place`); None when only its words can bring it (a global rule)."""
    key = "" if scope == Scope.GLOBAL else (scope_key or "").strip()
    always = scope != Scope.GLOBAL and not key
    if not key:
        return always, None
    if scope == Scope.WORKSPACE:
        place = workspace_place(key)
        return always, (None if place is None else ("workspaces", place))
    if scope == Scope.LANGUAGE:
        return always, ("languages", language_key(key))
    if scope == Scope.FRAMEWORK:
        return always, ("frameworks", framework_key(key))
    if scope == Scope.TASK:
        return always, ("tasks", _key_stems(key))
    return always, None


def _toggle(ids: set[str], rule_id: str, sign: int) -> None:
    if sign > 0:
        ids.add(rule_id)
    else:
        ids.discard(rule_id)


def _scope_index(playbook: Playbook) -> _ScopeIndex:
    """The playbook's scope index, built once and patched with it (`Playbook.derived`)."""
    return playbook.derived("scope_index", _ScopeIndex.of)


def _situation(task: str, workspace: Path | None, stack: Stack, index: _ScopeIndex) -> Situation:
    """Where the briefing is: the workspace (and its repository), its stack, the task."""
    task_words = {w.lower().replace("_", "-") for w in re.findall(r"[\w.+#-]+", task)}
    repository = None
    if workspace is not None and index.names_repositories:
        repository = find_repo_root(workspace)
    return Situation(
        workspace=workspace,
        repository=repository,
        languages=frozenset(language_key(lang) for lang in stack.languages),
        frameworks=stack.frameworks,
        task=Task(task_words, {_stem(w) for w in task_words}, _key_stems),
    )


@dataclass(frozen=True, slots=True)
class _Ranked:
    """A candidate that made the briefing, before it becomes a `RuleEntry`."""

    rank: float
    id: str
    sb: ScoredRule
    relevance: float
    why: list[str]
    anti: bool


def _rank(
    playbook: Playbook,
    index: _ScopeIndex,
    situation: Situation,
    candidates: set[str],
    signals: _Signals,
    task: str,
    stored_keys: dict[str, tuple[str, ...]] | None = None,
) -> list[_Ranked]:
    """The `candidates` that apply here, best first. Each is decided and scored from
    its loaded fields (`ScoredRule`), without building its `Rule`: at 100,000 rules
    a briefing weighs hundreds of candidates and shows a few (`_entry`). `index`
    gives the words' weights (`df`, `n`); `stored_keys`, the keys of rules as
    the store keeps them (`rule_keys` of the same text, read, not computed)."""
    keys = task_keys(task)
    coverage_of = _Coverage(keys, index).of
    ranked: list[_Ranked] = []
    for rule_id in candidates:
        sb = playbook.get(rule_id)
        if sb is None:
            continue
        state, maturity, _, _, scope, _ = sb.facets()  # stored text (StrEnum values)
        proposal = state == RuleState.PROPOSAL
        if (state != RuleState.ACTIVE and not proposal) or maturity == Maturity.DEPRECATED:
            continue
        applies, scope_why = scope_fit(sb, situation)
        if not applies:
            continue
        lex = signals.lexical.get(rule_id, 0.0)
        about = stored_keys.get(rule_id) if stored_keys else None
        if about is None:
            about = rule_keys(sb.content, tuple(sb.tags))
        common = keys.intersection(about)
        coverage = coverage_of(common)
        # BM25 (porter stems, phrases) refines; the weighted coverage of the task decides.
        # Repo rules are not in bullets_fts: their lexical side is coverage alone.
        lexical = 0.2 * lex + 0.8 * coverage if rule_id in signals.lexical else coverage
        sem = signals.semantic.get(rule_id, 0.0)
        relevance = 1.0 - (1.0 - lexical) * (1.0 - 0.8 * sem)
        if scope_why is not None and (scope == Scope.WORKSPACE or sb.category not in LEARNED):
            relevance = SCOPE_FLOOR + (1.0 - SCOPE_FLOOR) * relevance
        if proposal and relevance < CANDIDATE_MIN:
            continue  # a proposal is shown only when it matches strongly
        if relevance <= 0.0:
            continue
        why = []
        matched = sorted(k for k in common if not k.startswith("~"))
        shared = sorted(k[1:] for k in common if k.startswith("~"))
        if matched:
            why.append("matched: " + ", ".join(matched))
        if shared:
            why.append("about: " + ", ".join(shared))
        if sem:
            why.append(f"semantic {sem:.2f}")
        if scope_why:
            why.append("scope: " + scope_why)
        pinned = sb.pinned
        if pinned:
            why.append("pinned")
        trust = _trust(sb.effective, pinned)
        if proposal:
            why.append("proposal: learned once, not confirmed or accepted yet")
            trust = min(trust, CANDIDATE_TRUST)
        relevance = round(min(relevance, 1.0), 4)
        rank = round(relevance * trust, 4)
        ranked.append(_Ranked(rank, rule_id, sb, relevance, why, sb.is_anti_pattern))
    ranked.sort(key=lambda r: (-r.rank, r.id))
    return ranked


def _entry(r: _Ranked) -> RuleEntry:
    """The briefing's entry of a ranked rule (its `Rule` is built here: a few per briefing)."""
    b = r.sb.rule
    return RuleEntry(
        id=b.id,
        content=b.content,
        kind=str(b.kind),
        type=str(b.type),
        maturity=str(b.maturity),
        scope=str(b.scope),
        scope_key=b.scope_key,
        origin=b.origin,
        pinned=b.pinned,
        state=str(b.state),
        effective=round(r.sb.effective, 4),
        relevance=r.relevance,
        rank=r.rank,
        why=r.why,
    )


def _read_bounded(path: Path) -> str | None:
    try:
        from kenning.daemon.core.files import open_regular

        with open_regular(path) as fh:  # `--file` naming a FIFO must not block
            return fh.read(MAX_FILE_BYTES).decode("utf-8", errors="replace")
    except OSError:
        return None


def _mentions(t: Tombstone, text: str) -> int | None:
    """Offset of the first mention of the tombstone's pattern in `text`, or None."""
    if t.is_regex:
        from kenning.daemon.core.rule_regex import RuleRegexError, compile_rule

        try:
            m = compile_rule(t.pattern).search(text)  # RE2: linear time
        except RuleRegexError:
            return None
        return m.start() if m else None
    at = text.lower().find(t.pattern.lower())
    return at if at >= 0 else None


def _warnings(
    tombstones: Iterable[Tombstone], task: str, file_text: str | None
) -> list[TombstoneWarning]:
    out = []
    for t in tombstones:
        if _mentions(t, task) is not None:
            out.append(TombstoneWarning(t.id, t.pattern, t.reason, t.replacement, "task"))
        elif file_text is not None and (at := _mentions(t, file_text)) is not None:
            line = file_text.count("\n", 0, at) + 1
            out.append(TombstoneWarning(t.id, t.pattern, t.reason, t.replacement, "file", line))
    return out


def _suggestions(task: str, rules: list[RuleEntry], playbook: Playbook) -> list[str]:
    """Follow-up search queries: identifiers, the key terms, the rules' search pointers."""
    out: list[str] = []
    for ident in _IDENT.findall(task)[:2]:
        out.append(f'"{ident}"')
    words = query_words(task)
    if len(words) > 1:
        out.append(" ".join(sorted(set(words), key=lambda w: (-len(w), w))[:4]))
    for entry in rules[:3]:
        sb = playbook.get(entry.id)
        if sb is not None and sb.rule.search_pointer:
            out.append(sb.rule.search_pointer)
    if words:
        out.append(f"{max(words, key=len)} error")
    unique: dict[str, str] = {}
    for query in out:
        unique.setdefault(query.lower(), query)
    return list(unique.values())[:5]


def _history(
    searcher: Searcher | None, store: Store, settings: Settings, task: str, workspace: Path | None
) -> list[HistoryEntry]:
    from kenning.daemon.retrieval.search import Searcher as _Searcher

    searcher = searcher or _Searcher(store, settings.search)
    hits = []
    if workspace is not None:
        filters = SearchFilters(workspace=str(workspace))
        hits = searcher.search(task, filters=filters, limit=_HISTORY_MAX).hits
    if not hits:
        result = searcher.search(task, limit=_HISTORY_MAX)
        hits = result.hits
    entries = [
        HistoryEntry(
            session_id=h.session_id,
            agent=h.agent,
            workspace=h.workspace,
            title=h.title,
            role=h.role,
            snippet=h.snippet,
            score=round(h.score, 6),
            created_at=h.created_at,
            source_path=h.source_path,
            source_line=h.source_line,
            match_type=h.match_type,
        )
        for h in hits
    ]
    return entries


#: rules without a vector embedded on the spot by an in-process briefing (the model is
#: loaded for the task anyway); more wait for the daemon or `kenning embed`
EMBED_ON_THE_SPOT = 500


def _embed_missing_rules(store: Store, searcher: Searcher | None) -> None:
    """Embed rules learned since the last embedding pass (reflection without a daemon)."""
    if searcher is None or searcher.embedder is None or searcher.degraded:
        return
    from kenning.daemon.retrieval.vectors.index import embed_pending

    try:
        embed_pending(store, searcher.embedder, "bullet", limit=EMBED_ON_THE_SPOT)
    except Exception:  # a read-only or busy store: brief with what is there
        log.warning("could not embed new rules for the briefing", exc_info=True)


def rule_index_for(store: Store, searcher: Searcher | None) -> VectorIndex | None:
    """The rule vectors stored for the searcher's embedder (None without an embedder)."""
    if searcher is None or searcher.embedder is None:
        return None
    from kenning.daemon.retrieval.vectors.index import VectorIndex

    return VectorIndex.load(store, "bullet", searcher.embedder.name, searcher.embedder.dim)


def _stored_live(store: Store) -> int:
    return count_in_states(store, (RuleState.ACTIVE.value, RuleState.PROPOSAL.value))


def build_context(
    store: Store,
    settings: Settings,
    task: str,
    *,
    workspace: Path | None,
    file: Path | None,
    limit: int,
    playbook: Playbook | None = None,
    searcher: Searcher | None = None,
    rule_index: VectorIndex | None = None,
    shared: SharedSource | None = None,
    stored: StoredRules | None = None,
) -> ContextResult:
    """Build the briefing for `task`.

    Args:
        store: the open database.
        settings: effective settings (scoring for a playbook loaded here, search weights).
        task: what the agent is about to do, in words.
        workspace: the project folder (absolute); scopes workspace rules and finds manifests.
        file: the file being worked on (absolute); its language, its tombstone mentions.
        limit: how many rules (and at most as many pitfalls), 1..100.
        playbook: a loaded playbook (the daemon's warm one); loaded here when None.
        searcher: searches past sessions and embeds the task; lexical only when None.
        rule_index: the rule vectors of the searcher's embedder; loaded when None.
        shared: for a playbook loaded here, reads the rules a team shares
            (`team.view.team_view`; playbook/origins.py); None: no team rules.
        stored: the rules read from the store's index instead of a whole
            playbook (a cold `kenning context`: ops/cold_context.py); only the
            rules the briefing weighs are loaded and scored.

    Raises:
        UsageError: empty task or limit outside 1..100.
    """
    began = time.perf_counter()
    task = check_request(task, limit)
    workspace = workspace.expanduser().resolve() if workspace is not None else None
    file = file.expanduser().resolve() if file is not None else None
    if stored is not None:
        index = stored.index  # the rules are loaded once the candidates are known
    else:
        if playbook is None:
            start = workspace or (file.parent if file else None)
            root = find_repo_root(start) if start is not None else None
            playbook = Playbook.load(store, settings, root, shared=shared)
        index = _scope_index(playbook)
    degraded: list[str] = []
    if searcher is None or searcher.embedder is None:
        degraded.append(NO_EMBEDDER_NOTE)
    elif searcher.degraded:
        degraded.append(
            "hashing embedder: semantic matching shares words, not meaning; "
            "fix: run `kenning models install`"
        )
    if rule_index is None:
        _embed_missing_rules(store, searcher)
        rule_index = rule_index_for(store, searcher)
    stack = detect_stack(workspace, file)
    signals = _Signals(lexical_rules(store, task), _semantic(searcher, rule_index, task))
    situation = _situation(task, workspace, stack, index)
    candidates = index.candidates(situation)
    candidates |= signals.lexical.keys() | signals.semantic.keys()
    stored_keys = None
    if stored is not None:
        playbook = stored.load(candidates)
        stored_keys = stored.keys(candidates)
    assert playbook is not None
    if searcher is not None and searcher.embedder is not None and rule_index is not None:
        # counted once per playbook (a whole index walk at 100,000 rules), not per briefing
        live = playbook.derived("stored_live", lambda _: _stored_live(store))
        if live and len(rule_index) < live:
            degraded.append(
                f"{live - len(rule_index)} rules have no vector for {searcher.embedder.name} "
                "yet; fix: kenning embed --kind rule (the daemon does it in the background)"
            )
    degraded += [f"repo playbook {w}" for w in playbook.warnings]
    ranked = _rank(playbook, index, situation, candidates, signals, task, stored_keys)
    rules = [_entry(r) for r in [r for r in ranked if not r.anti][:limit]]
    pitfalls = [_entry(r) for r in [r for r in ranked if r.anti][:limit]]
    history = _history(searcher, store, settings, task, workspace)
    file_text = _read_bounded(file) if file is not None else None
    if file is not None and file_text is None:
        degraded.append(f"cannot read {file}: tombstones checked against the task only")
    return ContextResult(
        task=task,
        workspace=str(workspace) if workspace else None,
        file=str(file) if file else None,
        languages=sorted(stack.languages),
        frameworks=sorted(stack.frameworks),
        rules=rules,
        pitfalls=pitfalls,
        history=history,
        warnings=_warnings(playbook.tombstones, task, file_text),
        suggested_searches=_suggestions(task, rules, playbook),
        degraded=degraded,
        embedder=searcher.embedder.name if searcher and searcher.embedder else None,
        took_ms=round((time.perf_counter() - began) * 1000, 1),
    )


def record_surfaced_entries(store: Store, entries: list[Any], workspace: str | None) -> None:
    """Log the rules a briefing showed (the learning loop's automatic feedback reads it)."""
    from kenning.daemon.store.surfaced import record_surfaced

    record_surfaced(store, [e.id for e in entries], None, "context", workspace=workspace)


def context_params(
    task: str, workspace: Path | None, file: Path | None, limit: int
) -> dict[str, Any]:
    """The socket request for a briefing (absolute paths: the daemon has another cwd)."""
    return {
        "task": task,
        "workspace": str(workspace.expanduser().resolve()) if workspace else None,
        "file": str(file.expanduser().resolve()) if file else None,
        "limit": limit,
    }
