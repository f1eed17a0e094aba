"""The daemon's embed worker: new messages and rules get their vectors in the background.

Never on a path a person waits on: the process's one model (`shared_embedder`,
also used by the context engine) loads here, and each round is a few short
transactions, so ingestion and the socket are not held up.
"""

from __future__ import annotations

import logging
import threading

from kenning.daemon.core.config import LoadedConfig
from kenning.daemon.core.heap import trim_heap
from kenning.daemon.ops.storage import open_store
from kenning.daemon.service.ingest_worker import IngestStats

__all__ = ["EMBED_BATCH", "EMBED_ROUND", "EMBED_TOKENS", "embed_loop"]

log = logging.getLogger(__name__)

#: distinct texts embedded between two looks at the stop event …
EMBED_BATCH = 256
#: … and word pieces (up to 16 calls of embed.TOKENS_PER_CALL: well under a
#: second on two laptop cores; a shutdown does not wait for it anyway)
EMBED_TOKENS = 4096
#: rows one round takes from the table (then rules get their turn again)
EMBED_ROUND = 1024


def embed_loop(
    loaded: LoadedConfig, stats: IngestStats, stop: threading.Event, wake: threading.Event
) -> None:
    """Embed new messages and rules in rounds until `stop`.

    Woken (`wake`) after each ingest batch; otherwise it naps. `stop` is
    asked between steps of `EMBED_BATCH` texts or `EMBED_TOKENS` word pieces
    (a fraction of a second each), so a shutdown never waits for a whole
    round. Repeated texts are embedded once (a `VectorMemo`).
    """
    from kenning.daemon.retrieval.embedding.embedder import shared_embedder
    from kenning.daemon.retrieval.vectors.index import EmbedTally, VectorMemo, embed_pending

    try:
        embedder = shared_embedder(loaded.settings, loaded.paths)
    except Exception as exc:  # a broken model degrades search, never the daemon
        stats.last_error = f"embedder: {exc!r}"
        log.exception("cannot load the embedder; semantic search stays stale")
        return
    stats.embedder = embedder.name
    if stop.is_set():
        return  # told to stop while the model loaded
    memo = VectorMemo()
    tally = EmbedTally()
    store = open_store(loaded.paths.db)
    worked = False
    try:
        while not stop.is_set():
            done = 0
            try:
                for kind in ("bullet", "message"):
                    done += embed_pending(
                        store,
                        embedder,
                        kind,
                        batch=EMBED_BATCH,
                        limit=EMBED_ROUND,
                        stop=stop,
                        tokens=EMBED_TOKENS,
                        memo=memo,
                        tally=tally,
                    )
            except Exception as exc:
                stats.last_error = f"embedding: {exc!r}"
                log.exception("background embedding failed; retrying later")
            stats.embedded += done
            worked = worked or done > 0
            if done == 0:
                if worked:  # the rounds' texts and arrays are freed: give them back
                    trim_heap()
                    worked = False
                wake.wait(30.0)
                wake.clear()
    finally:
        store.close()
