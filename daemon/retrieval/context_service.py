"""The warm context engine behind the `context`, `similar` and `search` operations.

A `kenning context` run in a fresh process pays for the playbook load, the
embedder load and the vector indexes every time; the daemon pays once. The
engine keeps, per repository root, the merged `Playbook` (a `PlaybookCache`:
reloaded when it changed or is a minute old; one query and one stat per call), the
embedder, and the dense indexes of rule and message vectors (synced
incrementally). When the playbook changed it first embeds the rules that
have no vector yet, so semantic matching keeps up with new rules.

The operations layer (daemon/ops/) holds one engine per `OpContext`; socket
handlers run in a thread pool, and one lock serialises the engine (the
indexes and the playbook cache are shared; a briefing takes milliseconds).
"""

from __future__ import annotations

import logging
import threading
from pathlib import Path
from typing import TYPE_CHECKING, Any, Literal

from kenning.daemon.core.config import LoadedConfig, find_repo_root
from kenning.daemon.core.errors import UsageError
from kenning.daemon.playbook.book import Playbook
from kenning.daemon.playbook.cache import PlaybookCache
from kenning.daemon.playbook.origins import SharedSource
from kenning.daemon.retrieval.briefing import ContextResult, check_request, noted
from kenning.daemon.retrieval.context import build_context, record_surfaced_entries
from kenning.daemon.retrieval.rule_lookup import similar_rules
from kenning.daemon.store.db import Store

if TYPE_CHECKING:
    from kenning.daemon.core.settings import Settings
    from kenning.daemon.retrieval.embedding.embedder import Embedder
    from kenning.daemon.retrieval.search import Searcher
    from kenning.daemon.retrieval.vectors.index import VectorIndex

__all__ = ["WARMING_NOTE", "ContextEngine", "record_surfaced_entries"]

log = logging.getLogger(__name__)

#: the note of an answer the daemon gave by words while its model loads
WARMING_NOTE = (
    "answered by words only: the daemon is loading the embedding model and its vectors (once, "
    "after it starts); the next calls are by meaning too"
)


class ContextEngine:
    """Warm state for briefings: playbooks per repo root, embedder, vector indexes."""

    def __init__(
        self,
        loaded: LoadedConfig,
        *,
        source: Literal["daemon", "process"] = "daemon",
        playbooks: PlaybookCache | None = None,
        shared: SharedSource | None = None,
    ) -> None:
        self.loaded = loaded
        #: the config's values as plain attributes (`LoadedConfig.plain`): the engine
        #: reads keys only, so a one-shot `context` or `search` builds no settings model
        self.values: Any = loaded.plain()
        self.source: Literal["daemon", "process"] = source
        self.lock = threading.Lock()
        # `shared`: the team's rules, for a cache made here (playbook/origins.py)
        self._playbooks = playbooks or PlaybookCache(
            self.values, backups=loaded.paths.backups, shared=shared
        )
        self._embedder: Embedder | None = None
        self._degraded = True
        self._messages: VectorIndex | None = None
        self._rules: VectorIndex | None = None
        self._rules_version: int | None = None
        self._warm_lock = threading.Lock()
        self._embedder_lock = threading.Lock()
        self._warm_thread: threading.Thread | None = None
        self._warm_failed = False
        #: the model is loaded and the message index filled (`_warm_up`)
        self._warm_done = False

    def _ensure_embedder(self) -> Embedder:
        found = self._embedder
        if found is not None:
            return found
        from kenning.daemon.retrieval.embedding.embedder import embedder_status, shared_embedder
        from kenning.daemon.retrieval.vectors.index import VectorIndex

        with self._embedder_lock:  # requests ask for it first outside the engine's lock
            if self._embedder is None:
                settings, paths = self.values, self.loaded.paths
                self._degraded = embedder_status(settings, paths).degraded
                # the embed worker's model: one copy per process
                embedder = shared_embedder(settings, paths)
                self._messages = VectorIndex(embedder.dim)
                self._rules = VectorIndex(embedder.dim)
                # published last: a thread that sees the model sees its indexes
                self._embedder = embedder
            return self._embedder

    def warming(self) -> bool:
        """Whether the daemon is still loading its embedding model and vectors (in the background).

        The first ask starts the load in a thread of its own, which then fills
        the message index from the stored vectors, and answers True until both
        are done: a search or a briefing is answered by words meanwhile, rather
        than waiting seconds for the model (14 s on a loaded machine) and the
        vectors (10-50 s at 1M messages). A process answering one call
        (`source` "process") loads the model in the call, as does a daemon whose
        load failed once (the call then says why).
        """
        if self.source != "daemon" or self._warm_failed or self._warm_done:
            return False
        embedder = self._ensure_embedder()
        if self._warm_thread is None and getattr(embedder, "loaded", True):
            return False  # nothing to load (hashing), or loaded by the embed worker first
        with self._warm_lock:
            if self._warm_done:
                return False
            thread = self._warm_thread
            if thread is None or not thread.is_alive():
                thread = threading.Thread(
                    target=self._warm_up, args=(embedder,), name="kenning-warm", daemon=True
                )
                self._warm_thread = thread
                thread.start()
        return True

    def _warm_up(self, embedder: Embedder) -> None:
        """Load the model, then read the stored message vectors into the index.

        The index is filled here, not by the first search after the load: at
        1M messages reading every vector takes 10-50 s, and a search doing it
        would hold the engine's lock (every search and briefing waits) while
        the callers still hear nothing. It is read into an index of its own,
        without the lock, and put in place under it (unless a semantic search,
        which waits for no warm-up, filled the engine's meanwhile). Until then
        hybrid searches and briefings are answered by words.
        """
        from kenning.daemon.retrieval.vectors.index import VectorIndex

        try:
            embedder.load()  # type: ignore[attr-defined]  # only models that load have it
        except Exception:
            log.exception("loading the embedding model failed")
            self._warm_failed = True
            return
        try:
            fresh = VectorIndex(embedder.dim)
            with Store.open(self.loaded.paths.db, migrate=False) as store:
                fresh.sync(store, "message", embedder.name)
            with self.lock:
                if self._messages is None or len(self._messages) < len(fresh):
                    self._messages = fresh
        except Exception:  # the first search syncs it then, and says what fails
            log.exception("reading the message vectors failed")
        self._warm_done = True

    def sentence_model(self) -> Embedder | None:
        """The embedding model for comparing sentences by meaning, or None when only the
        degraded hashing embedder is there (its cosine is not a meaning)."""
        embedder = self._ensure_embedder()
        return None if self._degraded else embedder

    def playbook(
        self,
        store: Store,
        root: Path | None,
        *,
        settings: Settings | None = None,
        include_retired: bool = False,
    ) -> Playbook:
        """The merged playbook for `root`, reloaded when it changed or aged (`PlaybookCache`).

        `settings`: the scoring settings of `root` (default: the engine's);
        `include_retired`: with the retired rules too, cached apart.
        """
        return self._playbooks.get(
            store, root, settings or self.values, include_retired=include_retired
        )

    def _rule_index(self, store: Store, embedder: Embedder) -> VectorIndex:
        from kenning.daemon.retrieval.vectors.index import embed_pending

        assert self._rules is not None
        version = store.playbook_version()
        if version != self._rules_version:
            # the rules written since the last briefing, when the log names them:
            # looking for rules without a vector reads every rule (0.3 s at 100,000)
            changed = None
            if self._rules_version is not None:
                found = store.playbook_changes(self._rules_version, 1024)
                changed = found[1] if found is not None else None
            try:
                embed_pending(store, embedder, "bullet", ids=changed)
            except Exception:  # a failed embed must not fail the briefing
                log.exception("embedding new rules failed")
            self._rules_version = version
        self._rules.sync(store, "bullet", embedder.name)
        return self._rules

    def searcher(self, store: Store) -> Searcher:
        """A searcher over this thread's store sharing the warm message index."""
        from kenning.daemon.retrieval.search import Searcher

        embedder = self._ensure_embedder()
        return Searcher(
            store,
            self.values.search,
            embedder,
            degraded=self._degraded,
            index=self._messages,
        )

    def context(self, store: Store, params: dict[str, Any]) -> dict[str, Any]:
        """Answer one `context` request (params as sent by `context_params`)."""
        task = str(params.get("task") or "")
        limit = _int(params.get("limit", 10))
        workspace = _path(params.get("workspace"))
        file = _path(params.get("file"))
        check_request(task, limit)
        start = workspace or (file.parent if file else None)
        root = find_repo_root(start) if start is not None else None

        def brief(**engine: Any) -> ContextResult:
            result = build_context(
                store,
                self.values,
                task,
                workspace=workspace,
                file=file,
                limit=limit,
                playbook=self.playbook(store, root),
                **engine,
            )
            record_surfaced_entries(store, result.rules + result.pitfalls, result.workspace)
            return result

        if self.warming():  # by words, without the engine's lock (a load may hold it)
            result = brief()
            result.degraded = noted(WARMING_NOTE, result.degraded)
        else:
            with self.lock:
                searcher = self.searcher(store)
                assert searcher.embedder is not None
                result = brief(
                    searcher=searcher, rule_index=self._rule_index(store, searcher.embedder)
                )
        result.source = self.source
        return result.to_json()

    def similar(self, store: Store, params: dict[str, Any]) -> dict[str, Any]:
        """Answer one `similar` request: the rules nearest to a text."""
        text = str(params.get("text") or "")
        limit = _int(params.get("limit", 10))
        workspace = _path(params.get("workspace"))
        root = find_repo_root(workspace) if workspace is not None else None
        with self.lock:
            searcher = self.searcher(store)
            assert searcher.embedder is not None
            index = self._rule_index(store, searcher.embedder)
            playbook = self.playbook(store, root)
            return similar_rules(store, playbook, searcher, index, text, limit)


def _int(value: Any) -> int:
    try:
        return int(value)
    except (TypeError, ValueError) as exc:
        raise UsageError(f"limit must be a number, got {value!r}", fix="e.g. --limit 10") from exc


def _path(value: Any) -> Path | None:
    return Path(str(value)) if value else None
