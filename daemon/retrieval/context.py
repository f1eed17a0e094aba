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

This module builds the briefing (`build_context`) from its parts, one module
each: the answer's shapes and the request's checks (retrieval/briefing.py),
what a task or a rule is about (retrieval/stems.py), which rules each scope
key selects (retrieval/scope_index.py; read from the store for a cold
briefing: retrieval/stored_index.py), and the ranking
(retrieval/rule_ranking.py).

The daemon keeps the playbook and the vector indexes warm (`ContextEngine`,
retrieval/context_service.py); the CLI asks it first and computes in-process
when it is not running.
"""

from __future__ import annotations

import logging
import re
import time
from collections.abc import Iterable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from kenning.daemon.core.config import find_repo_root
from kenning.daemon.core.languages import language_key
from kenning.daemon.core.models import RuleState, Tombstone
from kenning.daemon.playbook.book import Playbook
from kenning.daemon.playbook.origins import SharedSource
from kenning.daemon.playbook.scope import Situation, Task
from kenning.daemon.playbook.stack import Stack, detect_stack
from kenning.daemon.retrieval.briefing import (
    NO_EMBEDDER_NOTE,
    ContextResult,
    HistoryEntry,
    RuleEntry,
    TombstoneWarning,
    check_request,
)
from kenning.daemon.retrieval.rule_ranking import (
    Signals,
    lexical_rules,
    rank_rules,
    rule_entry,
    semantic_rules,
)
from kenning.daemon.retrieval.scope_index import _ScopeIndex, scope_index_of
from kenning.daemon.retrieval.search import SearchFilters, query_words
from kenning.daemon.retrieval.stems import key_stems, stem
from kenning.daemon.store.db import Store
from kenning.daemon.store.rules import count_in_states

log = logging.getLogger(__name__)

if TYPE_CHECKING:
    from kenning.daemon.core.config import Settings
    from kenning.daemon.retrieval.search import Searcher
    from kenning.daemon.retrieval.stored_index import StoredRules
    from kenning.daemon.retrieval.vectors.index import VectorIndex

__all__ = [
    "MAX_FILE_BYTES",
    "build_context",
    "record_surfaced_entries",
    "rule_index_for",
]

#: how much of `--file` is read for tombstone patterns
MAX_FILE_BYTES = 256 * 1024
_HISTORY_MAX = 5
_IDENT = re.compile(r"[A-Za-z_][\w]*(?:(?:\.|::|/|-)[\w]+)+|[a-z]+[A-Z]\w*|\w*_\w+|\w*\d\w*")


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
        task=Task(task_words, {stem(w) for w in task_words}, key_stems),
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
        index = scope_index_of(playbook)
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
    signals = Signals(lexical_rules(store, task), semantic_rules(searcher, rule_index, task))
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
    ranked = rank_rules(playbook, index, situation, candidates, signals, task, stored_keys)
    rules = [rule_entry(r) for r in [r for r in ranked if not r.anti][:limit]]
    pitfalls = [rule_entry(r) for r in [r for r in ranked if r.anti][:limit]]
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
