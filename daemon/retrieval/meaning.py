"""Closeness in meaning of short texts, by the embedding model: the curator's `Meaning`.

The curator refuses a learned rule that means what a proposal rejected in
review said (playbook/toxic.py). It runs below retrieval and without a model,
so the model's closeness is handed in: `meaning_for` builds it from the
configuration, or answers None when the embedder is the hashing fallback
(it finds shared words, not meaning, and the threshold was measured for the
model). The model is loaded on the first comparison only, so a reflection
with nothing rejected never loads it; the rejected texts' vectors are kept
between calls (a reflection compares every new rule with the same few).
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from kenning.daemon.core.config import Paths, Settings

if TYPE_CHECKING:
    from kenning.daemon.retrieval.embedding.embedder import Embedder, Vectors

__all__ = ["EmbeddedMeaning", "meaning_for"]

log = logging.getLogger(__name__)

#: rejected texts whose vectors are kept (a person rejects tens, not thousands)
MAX_CACHED = 4096


class EmbeddedMeaning:
    """The cosine of unit embeddings, with the model loaded on first use."""

    def __init__(self, load: Callable[[], Embedder]) -> None:
        self._load = load
        self._embedder: Embedder | None = None
        self._vectors: dict[str, Vectors] = {}
        self._lock = threading.Lock()
        #: why the model could not be used (then every text is far from every other)
        self.broken: str | None = None

    def _model(self) -> Embedder:
        if self._embedder is None:
            self._embedder = self._load()
        return self._embedder

    def similarities(self, text: str, others: Sequence[str]) -> list[float]:
        """The cosine of `text` with each of `others` (each in -1..1; 1 is the same meaning).

        A model that fails to load or run is logged once and then answers 0 for
        every pair: curation falls back to its word tests rather than refuse
        every rule, or none, on a broken model.
        """
        if not others:
            return []
        if self.broken is not None:
            return [0.0] * len(others)
        try:
            return self._similarities(text, others)
        except Exception as exc:  # the model's own errors are many (onnxruntime, files)
            self.broken = str(exc) or type(exc).__name__
            log.warning("rejected proposals are matched by words only: %s", self.broken)
            return [0.0] * len(others)

    def _similarities(self, text: str, others: Sequence[str]) -> list[float]:
        with self._lock:
            model = self._model()
            missing = [t for t in dict.fromkeys(others) if t not in self._vectors]
            if len(self._vectors) + len(missing) > MAX_CACHED:
                self._vectors.clear()
                missing = list(dict.fromkeys(others))
            rows = model.embed([text, *missing])
            for other, row in zip(missing, rows[1:], strict=True):
                self._vectors[other] = row
            mine = rows[0]
            return [float(self._vectors[other] @ mine) for other in others]


def meaning_for(settings: Settings, paths: Paths) -> EmbeddedMeaning | None:
    """The model's closeness in meaning, or None when only the hashing embedder is there.

    Decided without importing the model (`embedder_status`); the model itself
    is this process's shared one (`shared_embedder`), loaded on first use.
    """
    from kenning.daemon.retrieval.embedding.embedder import embedder_status, shared_embedder

    if embedder_status(settings, paths).backend == "hashing":
        return None
    return EmbeddedMeaning(lambda: shared_embedder(settings, paths))
