"""Stored embeddings and the RAM-lean dense index.

`embed_pending` fills the `embeddings` table (m003): it embeds the rows whose
text has no vector for this model yet, or whose content hash changed since
their vector was made. Unchanged text is never embedded twice, and identical
texts (after `embed_text.cap_text`) are embedded once per round, or once per
process with a `VectorMemo`. A tool output is embedded as `embed_text.tool_text`
(each line once) and read to `TOOL_MAX_TOKENS` word pieces. A message that
gets no vector (empty, or a tool output `embed_text.worth_embedding` turns
down) is recorded with an empty vector of width 0: it is done, and no index
loads it.

`vectors.backlog` counts what is still waiting (re-exported here).

`VectorIndex` keeps only what a dense search needs: an int8 matrix with one
float32 scale per row (each unit row quantised to its own largest component:
a quarter of float32's bytes, 38 MB instead of 154 MB for 100k MiniLM rows,
and cosines within a few thousandths of the float32 ones) and the item ids.
An index synced from a store keeps the int8 rows in an unlinked file beside
it, read through the page cache (`vector_rows`): the process itself holds
the scales, the sign bits and the ids. Scores are computed in float32, a
chunk of rows at a time. Text is fetched from SQLite for the top hits only,
through a small LRU cache for hot text.

Large indexes search in two steps. A brute-force scan is bound by memory
bandwidth (1M × 384 floats is 1.5 GB per query: ~100 ms on a laptop core),
so past `exact_below` rows (50k) the index first ranks every row by the
Hamming distance of sign bits (48 bytes a row, stored column-major so
numpy's popcount runs over contiguous words), then rescores the best
`candidates` rows exactly. Below the threshold the scan is exact.
"""

from __future__ import annotations

import logging
import threading
from collections import OrderedDict
from collections.abc import Collection, Iterable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Literal

import numpy as np
import orjson

from kenning.daemon.core.heap import trim_heap
from kenning.daemon.core.models import situation_text, to_iso, utcnow
from kenning.daemon.retrieval.embedding.backlog import (
    format_eta as format_eta,  # re-exported (tests, callers)
)
from kenning.daemon.retrieval.embedding.dense_text import message_dense_texts
from kenning.daemon.retrieval.embedding.embedder import Embedder
from kenning.daemon.retrieval.embedding.text import (
    TOOL_MAX_TOKENS,
    cap_text,
    estimate_tokens,
    text_digest,
    tool_text,
    worth_embedding,
)
from kenning.daemon.retrieval.vectors.backlog import (  # re-exported (tests, callers)
    Backlog as Backlog,
)
from kenning.daemon.retrieval.vectors.backlog import backlog as backlog
from kenning.daemon.retrieval.vectors.backlog import recent_backlog as recent_backlog
from kenning.daemon.retrieval.vectors.ids import IdColumn
from kenning.daemon.retrieval.vectors.rows import RowMatrix
from kenning.daemon.store import vectors as vector_rows
from kenning.daemon.store.db import Store

if TYPE_CHECKING:
    from pathlib import Path

    import numpy.typing as npt

    Vectors = npt.NDArray[np.float32]
    Codes = npt.NDArray[np.int8]

log = logging.getLogger(__name__)

Kind = Literal["message", "bullet", "diary"]


@dataclass
class EmbedTally:
    """What `embed_pending` did with the rows it took (added up over calls)."""

    rows: int = 0  #: rows given a vector or a skip mark
    embedded: int = 0  #: texts the model ran on
    duplicates: int = 0  #: rows whose text was embedded once for another row
    skipped: int = 0  #: rows left without a vector (empty text, tool output without words)


class VectorMemo:
    """The vectors of recently embedded texts, by `text_digest`: a repeated text is not re-run.

    Bounded (`size` vectors, least recently used go first); one per embedder.
    """

    def __init__(self, size: int = 4096) -> None:
        self.size = size
        self._vectors: OrderedDict[str, Vectors] = OrderedDict()

    def get(self, digest: str) -> Vectors | None:
        vec = self._vectors.get(digest)
        if vec is not None:
            self._vectors.move_to_end(digest)
        return vec

    def put(self, digest: str, vec: Vectors) -> None:
        self._vectors[digest] = vec
        self._vectors.move_to_end(digest)
        while len(self._vectors) > self.size:
            self._vectors.popitem(last=False)


#: the skip mark's vector: width 0, so `VectorIndex.sync` (dim = ?) never loads it
#: messages whose previous turns one query reads (SQLite allows 32,766 parameters)
_DENSE_CHUNK = 4096
_NO_VECTOR = b""


def embed_pending(
    store: Store,
    embedder: Embedder,
    kind: Kind,
    batch: int = 128,
    limit: int | None = None,
    *,
    stop: threading.Event | None = None,
    tokens: int = 8192,
    memo: VectorMemo | None = None,
    tally: EmbedTally | None = None,
    ids: Collection[str] | None = None,
) -> int:
    """Embed every `kind` row whose vector for `embedder.name` is missing or stale
    (among `ids` only, when given: the rules a few writes touched).

    Stale means the row's content hash differs from the one stored with its
    vector. Texts are capped (`cap_text`); identical capped texts run through
    the model once; empty texts and tool outputs without words get a skip
    mark instead of a vector. Each step (at most `batch` distinct texts and
    about `tokens` word pieces) is written in its own transaction, so an
    interrupted run keeps what it finished. `limit` bounds one call (the
    daemon embeds in small rounds so its RAM stays flat and new sessions are
    not queued behind years of history). `stop` is asked between steps.

    Returns:
        The number of rows given a vector or a skip mark.
    """
    if not vector_rows.has_source(store, kind):
        return 0  # the area that owns this kind has not shipped its table yet
    tally = tally if tally is not None else EmbedTally()
    before = tally.rows
    # the rows are materialised first (see `pending`)
    pending = vector_rows.pending(store, kind, embedder.name, limit, ids)
    skipped: list[tuple[str, str]] = []
    rows_of: dict[str, list[tuple[str, str]]] = {}  # digest -> (ref_id, content hash)
    text_of: dict[str, str] = {}
    # a tool output is read to `TOOL_MAX_TOKENS` pieces (embed_text.py): its
    # digest says so, so the same text said by a person is embedded apart
    short: set[str] = set()
    # a message is embedded as its dense text (dense_text.py: a short turn
    # after the end of the turn before it); whether it is worth a vector is
    # judged on its own text
    dense: list[str] | None = None
    if kind == "message":
        dense = []
        for start in range(0, len(pending), _DENSE_CHUNK):
            dense.extend(message_dense_texts(store, pending[start : start + _DENSE_CHUNK]))
    for n, row in enumerate(pending):
        text = row[1] or ""
        if kind == "bullet" and row[3]:
            text = situation_text(text, orjson.loads(row[3]))
        capped = cap_text(text)
        ref = (str(row[0]), row[2])
        if not worth_embedding(capped, row[3] if kind == "message" else None):
            skipped.append(ref)
            continue
        if dense is not None:
            if row[3] == "tool":
                capped = tool_text(dense[n])
                digest = f"{text_digest(capped)}/{TOOL_MAX_TOKENS}"
                short.add(digest)
            else:
                capped = cap_text(dense[n])
                digest = text_digest(capped)
        else:
            digest = text_digest(capped)
        rows_of.setdefault(digest, []).append(ref)
        text_of.setdefault(digest, capped)
    if skipped:
        _write(store, kind, embedder, [(ref, _NO_VECTOR, 0) for ref in skipped])
        tally.rows += len(skipped)
        tally.skipped += len(skipped)
    # shortest first: a step's texts are then of about one length, and the
    # embedder pads each call to its longest text
    by_length = sorted(rows_of, key=lambda digest: estimate_tokens(text_of[digest]))
    for step in _steps(by_length, text_of, batch, tokens):
        if stop is not None and stop.is_set():
            break
        vectors: dict[str, Vectors] = {}
        todo: list[str] = []
        for digest in step:
            known = memo.get(digest) if memo is not None else None
            if known is None:
                todo.append(digest)
            else:
                vectors[digest] = known
        plain = [d for d in todo if d not in short]
        tools = [d for d in todo if d in short]
        for group, limit in ((plain, None), (tools, TOOL_MAX_TOKENS)):
            if not group:
                continue
            made = embedder.embed([text_of[d] for d in group], max_tokens=limit)
            for digest, vec in zip(group, made, strict=True):
                vectors[digest] = vec
                if memo is not None:
                    memo.put(digest, vec)
        out = [
            (ref, vectors[digest].tobytes(), embedder.dim)
            for digest in step
            for ref in rows_of[digest]
        ]
        _write(store, kind, embedder, out)
        tally.rows += len(out)
        tally.embedded += len(todo)
        tally.duplicates += len(out) - len(todo)
    done = tally.rows - before
    if done:
        log.info("embedded %d %s rows with %s", done, kind, embedder.name)
    return done


def _steps(
    digests: list[str], text_of: dict[str, str], batch: int, tokens: int
) -> Iterable[list[str]]:
    """Cut the distinct texts into steps of at most `batch` texts and about `tokens` pieces."""
    step: list[str] = []
    used = 0
    for digest in digests:
        cost = estimate_tokens(text_of[digest])
        if step and (len(step) >= batch or used + cost > tokens):
            yield step
            step, used = [], 0
        step.append(digest)
        used += cost
    if step:
        yield step


def _write(
    store: Store, kind: Kind, embedder: Embedder, rows: list[tuple[tuple[str, str], bytes, int]]
) -> None:
    now = to_iso(utcnow())
    with store.transaction() as conn:
        vector_rows.write(
            conn,
            [(kind, ref, chash, embedder.name, dim, blob, now) for (ref, chash), blob, dim in rows],
        )


def _sign_codes(matrix: Vectors, words: int) -> npt.NDArray[np.uint64]:
    """Sign bits of each row packed into `words` uint64 words, column-major (words, n)."""
    bits = np.packbits(matrix > 0, axis=1)
    padded = np.zeros((matrix.shape[0], words * 8), dtype=np.uint8)
    padded[:, : bits.shape[1]] = bits
    return np.ascontiguousarray(padded.view(np.uint64).T)


def quantize(vectors: Vectors) -> tuple[Codes, Vectors]:
    """Each row as int8 codes and one float32 scale: row ≈ codes × scale.

    The scale maps the row's largest absolute component to 127, so every row
    uses the full int8 range whatever its spread (a zero row gets scale 0).
    """
    if not vectors.shape[1]:
        return np.zeros(vectors.shape, dtype=np.int8), np.zeros(len(vectors), dtype=np.float32)
    # the largest |component| without an |vectors| copy; one float32 temporary in all
    peak = np.maximum(vectors.max(axis=1), -vectors.min(axis=1))
    scale = (peak / 127.0).astype(np.float32)
    safe = np.where(scale > 0, scale, 1.0).astype(np.float32)
    scaled = vectors / safe[:, None]
    np.rint(scaled, out=scaled)
    np.clip(scaled, -127, 127, out=scaled)
    return scaled.astype(np.int8), scale


#: rows whose sign-bit distances are computed at once (`_hamming_candidates`)
_HAMMING_CHUNK = 65_536


class _Scratch:
    """The buffers of the Hamming step, kept between searches (grown, never shrunk).

    Per row searched: a uint16 distance and a flag (3 MB at 1M rows); per
    chunk: a uint64 XOR and a uint8 count (0.6 MB). A lock, since two threads
    may search one index.
    """

    def __init__(self) -> None:
        self.lock = threading.Lock()
        self._distance: npt.NDArray[np.uint16] = np.zeros(0, dtype=np.uint16)
        self._near: npt.NDArray[np.bool_] = np.zeros(0, dtype=np.bool_)
        self._xor: npt.NDArray[np.uint64] = np.zeros(_HAMMING_CHUNK, dtype=np.uint64)
        self._bits: npt.NDArray[np.uint8] = np.zeros(_HAMMING_CHUNK, dtype=np.uint8)

    def buffers(
        self, n: int
    ) -> tuple[
        npt.NDArray[np.uint16], npt.NDArray[np.bool_], npt.NDArray[np.uint64], npt.NDArray[np.uint8]
    ]:
        """(distance, near) views of `n` rows and the chunk's (xor, bits); hold `lock`."""
        if len(self._distance) < n:
            size = max(n, len(self._distance) + len(self._distance) // 2)
            self._distance = np.zeros(size, dtype=np.uint16)
            self._near = np.zeros(size, dtype=np.bool_)
        return self._distance[:n], self._near[:n], self._xor, self._bits


#: how many of a search's best hits are rescored from the stored float32 vectors
#: when the caller passes the store, and how many more are read past them so a
#: row just outside the head can move in
RESCORE_HEAD = 100
RESCORE_MARGIN = 10

#: stored vectors read per step of `VectorIndex.sync` (4,096 MiniLM rows: ~6 MB
#: of bytes and as much in float32 at a time; 20,000 left ~100 MB of freed
#: heap behind a first load of 100k rows)
_SYNC_CHUNK = 4096
#: a sync that added at least this many rows gives the freed heap back (`heap.trim_heap`)
TRIM_AFTER_ROWS = 10_000

#: rows scored per step of a full scan, through one reused float32 buffer of
#: 1.5 MB that stays in cache: measured faster than one float32 matrix-vector
#: product over the whole matrix, while 8k-row steps were 5× slower (a larger
#: product also lets BLAS start threads, which a loaded machine pays for)
_SCORE_CHUNK = 1024


class VectorIndex:
    """Dense vectors in RAM, searched by cosine similarity (rows are unit length).

    Rows are stored quantised (`quantize`: int8 codes and a scale per row);
    scores are the dot product of the float32 query with the dequantised rows.

    Args:
        dim: the width of every vector.
        exact_below: up to this many searched rows the scan is exact; above
            it, sign-bit Hamming ranking picks `candidates` rows to rescore.
        candidates: how many rows the Hamming step passes to exact rescoring.
        cache_size: how many texts the LRU text cache keeps.
    """

    def __init__(
        self,
        dim: int,
        *,
        exact_below: int = 50_000,
        candidates: int = 2000,
        cache_size: int = 2048,
    ) -> None:
        self.dim = dim
        self.exact_below = exact_below
        self.candidates = candidates
        self._words = (dim + 63) // 64
        self._rows = RowMatrix(dim)
        self._scale: Vectors = np.zeros(0, dtype=np.float32)
        self._codes: npt.NDArray[np.uint64] = np.zeros((self._words, 0), dtype=np.uint64)
        self._n = 0
        self._ids = IdColumn()
        self._texts: OrderedDict[tuple[str, str], str] = OrderedDict()
        self._cache_size = cache_size
        self._synced_rowid = 0
        self._scratch = _Scratch()
        #: the (kind, model) of the stored vectors this index was synced from
        self._source: tuple[Kind, str] | None = None

    def __len__(self) -> int:
        return self._n

    def __contains__(self, ref_id: object) -> bool:
        return ref_id in self._ids

    @property
    def ids(self) -> list[str]:
        return self._ids.all()

    @property
    def nbytes(self) -> int:
        """Bytes of the arrays held for search (codes, scales, sign bits; ids not counted)."""
        return int(self._rows.heap_bytes + self._scale.nbytes + self._codes.nbytes)

    @property
    def spilled(self) -> bool:
        """Are the int8 rows in a file the page cache holds (`vector_rows`)?"""
        return self._rows.spilled

    def spill(self, folder: Path) -> bool:
        """Keep the int8 rows in an unlinked file in `folder` (`vector_rows`); False if not."""
        return self._rows.spill(folder)

    def _grow(self, need: int) -> None:
        capacity = self._rows.capacity
        if need <= capacity:
            return
        # grow by half: doubling left up to half the matrix unused
        new_cap = max(need, capacity + capacity // 2, 1024) if capacity else need
        self._rows.grow(new_cap)
        scale = np.zeros(new_cap, dtype=np.float32)
        scale[: self._n] = self._scale[: self._n]
        codes = np.zeros((self._words, new_cap), dtype=np.uint64)
        codes[:, : self._n] = self._codes[:, : self._n]
        self._scale, self._codes = scale, codes

    def add(self, ids: Sequence[str], vectors: Vectors) -> None:
        """Add or replace vectors (incremental: existing ids are overwritten in place)."""
        if len(ids) != len(vectors):
            raise ValueError(f"{len(ids)} ids but {len(vectors)} vectors")
        if len(ids) == 0:
            return
        vectors = np.asarray(vectors, dtype=np.float32).reshape(len(ids), self.dim)
        rows, fresh = self._ids.place(ids)
        self._grow(self._n + fresh)
        self._n += fresh
        codes, self._scale[rows] = quantize(vectors)
        self._rows.write(rows, codes)
        self._codes[:, rows] = _sign_codes(vectors, self._words)

    def _scores(self, query: Vectors, rows: npt.NDArray[np.int64] | None) -> Vectors:
        """Cosine of `query` with each of `rows` (every row when None), in float32."""
        if rows is not None:
            # in slices, through one float32 buffer: the rows a search picks
            # (2,000 or more) copied and cast whole made two temporaries per search
            out: Vectors = np.empty(len(rows), dtype=np.float32)
            matrix = self._rows.view()
            buf = np.empty((min(_SCORE_CHUNK, len(rows)), self.dim), dtype=np.float32)
            for start in range(0, len(rows), _SCORE_CHUNK):
                stop = min(start + _SCORE_CHUNK, len(rows))
                rows_f32 = buf[: stop - start]
                np.copyto(rows_f32, matrix[rows[start:stop]], casting="unsafe")
                np.matmul(rows_f32, query, out=out[start:stop])
            out *= self._scale[rows]
            return out
        out = np.empty(self._n, dtype=np.float32)
        matrix = self._rows.view()
        buf = np.empty((min(_SCORE_CHUNK, self._n), self.dim), dtype=np.float32)
        for start in range(0, self._n, _SCORE_CHUNK):
            stop = min(start + _SCORE_CHUNK, self._n)
            rows_f32 = buf[: stop - start]
            np.copyto(rows_f32, matrix[start:stop], casting="unsafe")
            np.matmul(rows_f32, query, out=out[start:stop])
        out *= self._scale[: self._n]
        return out

    def search(
        self,
        query_vec: Vectors,
        k: int,
        filter_ids: Iterable[str] | None = None,
        *,
        store: Store | None = None,
    ) -> list[tuple[str, float]]:
        """The `k` ids most similar to `query_vec`, best first, with cosine scores.

        Args:
            query_vec: a unit vector of width `dim`.
            k: how many hits at most.
            filter_ids: when given, only these ids are searched (unknown ids are ignored).
            store: the store this index was synced from: the head of the
                ranking (`RESCORE_HEAD` rows and a margin) is then rescored
                with the stored float32 vectors, so near-ties are ordered as
                float32 orders them (an int8 cosine is a few thousandths off).
        """
        if k <= 0 or self._n == 0:
            return []
        query = np.asarray(query_vec, dtype=np.float32).reshape(self.dim)
        if filter_ids is None:
            rows: npt.NDArray[np.int64] | None = None
            count = self._n
        else:
            wanted = filter_ids if isinstance(filter_ids, Sequence) else list(filter_ids)
            found = self._ids.find(wanted)
            rows = found[found >= 0]
            if not len(rows):
                return []
            count = len(rows)
        picked: npt.NDArray[np.int64] | None = rows
        if count > self.exact_below and count > self.candidates:
            picked = self._hamming_candidates(query, rows)
        try:
            sims = self._scores(query, picked)
        finally:
            self._rows.release()
        exact = store is not None and self._source is not None
        head = min(k, RESCORE_HEAD)
        take = min(k + RESCORE_MARGIN if exact else k, len(sims))
        top = np.argpartition(-sims, take - 1)[:take]
        top = top[np.argsort(-sims[top], kind="stable")]
        at = self._ids.at
        hits = [(at(int(i if picked is None else picked[i])), float(sims[i])) for i in top]
        if not exact or store is None:
            return hits
        rescored = self._rescore(store, query, hits[: head + RESCORE_MARGIN])
        return (rescored[:head] + hits[head + RESCORE_MARGIN :])[:k]

    def _rescore(
        self, store: Store, query: Vectors, hits: list[tuple[str, float]]
    ) -> list[tuple[str, float]]:
        """`hits` scored again with their stored float32 vectors, best first."""
        assert self._source is not None
        kind, model = self._source
        rows = vector_rows.stored(store, kind, model, self.dim, [ref for ref, _ in hits])
        exact = {ref: float(np.frombuffer(blob, dtype=np.float32) @ query) for ref, blob in rows}
        # a row replaced since the last sync keeps its index score until then
        scored = [(ref, exact.get(ref, score)) for ref, score in hits]
        return sorted(scored, key=lambda hit: -hit[1])

    def _hamming_candidates(
        self, query: Vectors, rows: npt.NDArray[np.int64] | None
    ) -> npt.NDArray[np.int64]:
        """The rows (of `rows`, or of all) nearest `query` by the Hamming distance of sign bits.

        The distances are computed `_HAMMING_CHUNK` rows at a time into buffers the
        index keeps (`_Scratch`): computed whole, each step made a temporary of
        every row (an 8 MB XOR at 1M rows, six times), and a process that maps
        such blocks on their own (the daemon: `core.heap.MMAP_THRESHOLD`) paid
        a page fault for each of their pages on every search, about half the
        search's CPU at 1M rows.
        """
        qcode = _sign_codes(query.reshape(1, -1), self._words)[:, 0]
        n = self._n if rows is None else len(rows)
        with self._scratch.lock:
            distance, near, xor, bits = self._scratch.buffers(n)
            for start in range(0, n, _HAMMING_CHUNK):
                stop = min(start + _HAMMING_CHUNK, n)
                part, x, b = distance[start:stop], xor[: stop - start], bits[: stop - start]
                for word in range(self._words):
                    codes = (
                        self._codes[word, start:stop]
                        if rows is None
                        else self._codes[word, rows[start:stop]]
                    )
                    np.bitwise_xor(codes, qcode[word], out=x)
                    np.bitwise_count(x, out=b)
                    if word:
                        np.add(part, b, out=part)
                    else:
                        np.copyto(part, b)
            # the distance that admits `candidates` rows, from a histogram (distances
            # are small integers): cheaper than a partial sort of a million values
            counts = np.cumsum(np.bincount(distance, minlength=self._words * 64 + 1))
            cutoff = int(np.searchsorted(counts, self.candidates))
            np.less_equal(distance, cutoff, out=near)
            best = np.flatnonzero(near)
            if len(best) > 4 * self.candidates:  # a crowded cutoff: trim it exactly
                best = best[np.argpartition(distance[best], self.candidates - 1)[: self.candidates]]
        return best.astype(np.int64) if rows is None else rows[best]

    def sync(self, store: Store, kind: Kind, model: str) -> int:
        """Add the `kind` vectors of `model` stored since the last sync; returns how many.

        Replaced vectors get a new rowid (INSERT OR REPLACE), so they are
        picked up too and overwrite their old row in place. The last rowid
        seen is read again (`>=`): a replace of the newest row reuses it.
        """
        if not self._rows.spilled:
            # an index of stored vectors keeps its rows beside the store (`vector_rows`)
            self.spill(store.path.parent)
        # read before the rows: a row stored meanwhile is read now or by the next sync
        top = vector_rows.last_rowid(store)
        params = (kind, model, self.dim, self._synced_rowid)
        if self._n == 0:
            # a first load: the matrices at their final size at once (growing
            # them by half left up to a third unused, and each step copied them)
            count = vector_rows.sync_count(store, *params)
            self._grow(count)
            self._ids.reserve(count)
        cursor = vector_rows.sync_rows(store, *params)
        self._source = (kind, model)
        added = 0
        while True:
            # small chunks: each one's rows, bytes and float32 copies are transient
            chunk = cursor.fetchmany(_SYNC_CHUNK)
            if not chunk:
                break
            ids = [row[1] for row in chunk]
            matrix = np.frombuffer(b"".join(row[2] for row in chunk), dtype=np.float32)
            self.add(ids, matrix.reshape(len(ids), self.dim))
            self._synced_rowid = max(self._synced_rowid, int(chunk[-1][0]))
            added += len(ids)
        if self._synced_rowid:
            # past the rows of other kinds too: the next sync reads only newer rows
            # (`>=`: a replace of the newest row reuses its rowid)
            self._synced_rowid = max(self._synced_rowid, top)
        if added >= TRIM_AFTER_ROWS:
            trim_heap()  # the chunks' bytes and float32 copies are freed, not returned
        return added

    @classmethod
    def load(cls, store: Store, kind: Kind, model: str, dim: int, **options: int) -> VectorIndex:
        """Build an index from every stored `kind` vector of `model`."""
        index = cls(dim, **options)
        index.sync(store, kind, model)
        return index

    def texts(self, store: Store, kind: Kind, ref_ids: Sequence[str]) -> dict[str, str]:
        """The text of each id, from the LRU cache or SQLite (missing ids are left out)."""
        out: dict[str, str] = {}
        missing: list[str] = []
        for ref_id in ref_ids:
            key = (kind, ref_id)
            if key in self._texts:
                self._texts.move_to_end(key)
                out[ref_id] = self._texts[key]
            else:
                missing.append(ref_id)
        if missing:
            # message ids are integers: compare as integers so the primary key is used
            keys: list[str | int] = [int(m) for m in missing] if kind == "message" else [*missing]
            rows = vector_rows.source_texts(store, kind, keys)
            for raw_id, text in rows:
                ref_id = str(raw_id)
                out[ref_id] = text
                self._texts[(kind, ref_id)] = text
                if len(self._texts) > self._cache_size:
                    self._texts.popitem(last=False)
        return out
