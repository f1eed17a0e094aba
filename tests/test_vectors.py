"""Stored embeddings (never re-embedded when unchanged) and the dense VectorIndex."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

import numpy as np
import numpy.typing as npt
import pytest

from kenning.daemon.core.models import content_hash, to_iso, utcnow
from kenning.daemon.retrieval.embedding.embedder import HashingEmbedder
from kenning.daemon.retrieval.vectors.index import (
    EmbedTally,
    VectorIndex,
    VectorMemo,
    backlog,
    embed_pending,
    format_eta,
    recent_backlog,
)
from kenning.daemon.store.db import Store


@dataclass
class CountingEmbedder:
    """The hashing embedder, recording every text it is asked to embed."""

    inner: HashingEmbedder = field(default_factory=HashingEmbedder)
    seen: list[str] = field(default_factory=list)
    limits: list[int | None] = field(default_factory=list)

    @property
    def name(self) -> str:
        return self.inner.name

    @property
    def dim(self) -> int:
        return self.inner.dim

    def embed(
        self, texts: Sequence[str], *, max_tokens: int | None = None
    ) -> npt.NDArray[np.float32]:
        self.seen.extend(texts)
        self.limits.extend([max_tokens] * len(texts))
        return self.inner.embed(texts)

    def embed_query(self, text: str) -> npt.NDArray[np.float32]:
        return self.inner.embed_query(text)


def add_messages(
    store: Store, texts: Sequence[str], session: str = "codex:s1", role: str = "user"
) -> list[int]:
    now = to_iso(utcnow())
    with store.transaction() as conn:
        conn.execute(
            "INSERT OR IGNORE INTO sessions (id, agent, native_id, source_path, updated_at) "
            "VALUES (?, 'codex', ?, '/tmp/s.jsonl', ?)",
            (session, session.split(":")[1], now),
        )
        base = conn.execute(
            "SELECT coalesce(max(idx), -1) + 1 FROM messages WHERE session_id = ?", (session,)
        ).fetchone()[0]
        ids = []
        for i, text in enumerate(texts):
            cur = conn.execute(
                "INSERT INTO messages (session_id, key, idx, role, text, created_at, "
                "content_hash) VALUES (?, ?, ?, ?, ?, ?, ?)",
                (session, f"k{base + i}", base + i, role, text, now, content_hash(text)),
            )
            ids.append(int(cur.lastrowid or 0))
    return ids


def indexed_messages(
    store: Store, texts: Sequence[str]
) -> tuple[list[int], HashingEmbedder, VectorIndex]:
    """`texts` stored as messages, embedded by the hashing embedder and loaded in an index."""
    ids = add_messages(store, texts)
    emb = HashingEmbedder()
    embed_pending(store, emb, "message")
    return ids, emb, VectorIndex.load(store, "message", emb.name, emb.dim)


def test_embed_pending_embeds_once_and_only_changed_text_again(store: Store) -> None:
    ids = add_messages(store, ["pytest fails on import", "use ruff not flake8", "   "])
    emb = CountingEmbedder()
    # the blank text gets a skip mark (width 0), never a vector: it is done, and not indexed
    assert embed_pending(store, emb, "message", batch=1) == 3
    # a short turn is embedded after the turn before it (dense_text.py)
    assert sorted(emb.seen) == [
        "pytest fails on import",
        "pytest fails on import\nuse ruff not flake8",
    ]
    index = VectorIndex.load(store, "message", emb.name, emb.dim)
    assert sorted(index.ids) == sorted(str(i) for i in ids[:2])
    assert embed_pending(store, emb, "message") == 0
    assert len(emb.seen) == 2  # unchanged text is never embedded again
    with store.transaction() as conn:
        new = "use ruff, never flake8"
        conn.execute(
            "UPDATE messages SET text = ?, content_hash = ? WHERE id = ?",
            (new, content_hash(new), ids[1]),
        )
    assert embed_pending(store, emb, "message") == 1
    assert emb.seen[-1] == "pytest fails on import\nuse ruff, never flake8"
    row = store.query(
        "SELECT dim, length(vector), content_hash FROM embeddings WHERE ref_id = ?", (str(ids[1]),)
    )[0]
    # the stored hash is the text's, tagged with the dense-text scheme
    assert row[0] == 384 and row[1] == 384 * 4
    assert row[2] == content_hash("use ruff, never flake8") + ":dense-v1"


def test_embed_pending_keeps_one_vector_per_model(store: Store) -> None:
    add_messages(store, ["one message"])
    assert embed_pending(store, HashingEmbedder(dim=384), "message") == 1
    assert embed_pending(store, HashingEmbedder(dim=64), "message") == 1  # another model name
    models = {r[0] for r in store.query("SELECT model FROM embeddings")}
    assert models == {"hashing-v1:384", "hashing-v1:64"}


def test_embed_pending_covers_rules_and_skips_kinds_without_a_table(store: Store) -> None:
    now = to_iso(utcnow())
    with store.transaction() as conn:
        conn.execute(
            "INSERT INTO bullets (id, content, content_hash, kind, type, state, maturity, "
            "created_at, updated_at) VALUES ('b-1', 'Run make test before pushing', ?, "
            "'workflow_rule', 'rule', 'active', 'candidate', ?, ?)",
            (content_hash("Run make test before pushing"), now, now),
        )
    assert embed_pending(store, HashingEmbedder(), "bullet") == 1
    assert embed_pending(store, HashingEmbedder(), "diary") == 0  # no diary yet
    index = VectorIndex.load(store, "bullet", "hashing-v1:384", 384)
    assert index.ids == ["b-1"]


def test_identical_texts_are_embedded_once_and_every_row_gets_the_vector(store: Store) -> None:
    # tool outputs repeat verbatim (a people's short turn takes the turn before
    # it as context, dense_text.py, so it is rarely identical to another)
    texts = ["git status is clean", "all tests passed here", "git status is clean"]
    ids = add_messages(store, texts * 5, role="tool")
    emb = CountingEmbedder()
    tally = EmbedTally()
    assert embed_pending(store, emb, "message", tally=tally) == 15
    assert sorted(emb.seen) == ["all tests passed here", "git status is clean"]
    assert (tally.embedded, tally.duplicates, tally.skipped) == (2, 13, 0)
    index = VectorIndex.load(store, "message", emb.name, emb.dim)
    assert sorted(index.ids) == sorted(str(i) for i in ids)
    same = index.search(emb.embed_query("git status is clean"), k=10)
    assert {ref for ref, score in same if score > 0.99} == {str(i) for i in ids[0::3] + ids[2::3]}


def test_a_memo_keeps_a_repeated_text_from_the_model_across_calls(store: Store) -> None:
    emb = CountingEmbedder()
    memo = VectorMemo(size=8)
    add_messages(store, ["The file src/app.py has been updated."])
    embed_pending(store, emb, "message", memo=memo)
    add_messages(store, ["The file src/app.py has been updated."], session="codex:s2")
    assert embed_pending(store, emb, "message", memo=memo) == 1
    assert emb.seen == ["The file src/app.py has been updated."]  # once, for both sessions


def test_a_tool_output_is_read_shorter_and_its_repeated_lines_once(store: Store) -> None:
    from kenning.daemon.retrieval.embedding.text import TOOL_MAX_TOKENS

    log = "Downloading requests wheel\n" * 40 + "ERROR: no matching distribution found"
    add_messages(store, [log], role="tool")
    add_messages(store, ["the same words: Downloading requests wheel"], role="user")
    add_messages(store, ["Downloading requests wheel"], role="tool")
    add_messages(store, ["Downloading requests wheel"], session="codex:s2", role="user")
    emb = CountingEmbedder()
    assert embed_pending(store, emb, "message") == 4
    got = sorted(zip(emb.seen, emb.limits, strict=True), key=str)
    assert got == sorted(
        [
            ("Downloading requests wheel\nERROR: no matching distribution found", TOOL_MAX_TOKENS),
            ("the same words: Downloading requests wheel", None),
            # the same line printed by a tool and said by a person: two vectors
            ("Downloading requests wheel", TOOL_MAX_TOKENS),
            ("Downloading requests wheel", None),
        ],
        key=str,
    )


def test_tool_output_without_words_gets_a_skip_mark_not_a_vector(store: Store) -> None:
    kept = add_messages(store, ["ImportError: no module named requests"], role="tool")
    dropped = add_messages(store, ["0", "[1, 2, 3]"], role="tool")
    said = add_messages(store, ["42"], role="user")  # a person's words are always embedded
    emb = CountingEmbedder()
    tally = EmbedTally()
    assert embed_pending(store, emb, "message", tally=tally) == 4
    assert tally.skipped == 2
    assert sorted(emb.seen) == ["42", "ImportError: no module named requests"]
    index = VectorIndex.load(store, "message", emb.name, emb.dim)
    assert sorted(index.ids) == sorted(str(i) for i in kept + said)
    marks = store.query(
        "SELECT ref_id, dim, length(vector) FROM embeddings WHERE dim = 0 ORDER BY ref_id"
    )
    assert [(r[0], r[1], r[2]) for r in marks] == [(str(i), 0, 0) for i in sorted(dropped)]
    assert embed_pending(store, emb, "message") == 0  # a skip mark is done


def test_long_texts_are_capped_and_steps_stay_within_batch(store: Store) -> None:
    from kenning.daemon.retrieval.embedding.text import MAX_CHARS

    add_messages(store, [f"message {i} " + "about the build " * 200 for i in range(5)])
    sizes: list[int] = []

    class Recording(CountingEmbedder):
        def embed(
            self, texts: Sequence[str], *, max_tokens: int | None = None
        ) -> npt.NDArray[np.float32]:
            sizes.append(len(texts))
            return super().embed(texts, max_tokens=max_tokens)

    emb = Recording()
    assert embed_pending(store, emb, "message", batch=2) == 5
    assert sizes == [2, 2, 1]
    assert all(len(t) == MAX_CHARS for t in emb.seen)


def test_a_round_is_embedded_shortest_first_so_steps_hold_texts_of_one_length(
    store: Store,
) -> None:
    texts = [("word " * n).strip() + f" {n}" for n in (90, 3, 40, 1, 150, 7, 60, 2)]
    add_messages(store, texts)
    steps: list[list[str]] = []

    class Recording(CountingEmbedder):
        def embed(
            self, texts: Sequence[str], *, max_tokens: int | None = None
        ) -> npt.NDArray[np.float32]:
            steps.append(list(texts))
            return super().embed(texts, max_tokens=max_tokens)

    assert embed_pending(store, Recording(), "message", batch=3) == len(texts)
    lengths = [len(t) for step in steps for t in step]
    assert lengths == sorted(lengths)
    assert [len(step) for step in steps] == [3, 3, 2]


def test_backlog_counts_what_waits_and_the_rate_once_embedding_runs(store: Store) -> None:
    emb = HashingEmbedder()
    add_messages(store, [f"message number {i}" for i in range(30)])
    waiting = backlog(store, emb.name)
    assert (waiting.messages, waiting.rules, waiting.rate, waiting.eta_s) == (30, 0, None, None)
    assert "30 messages not yet embedded" in waiting.describe()
    assert "kenning daemon" in waiting.describe()  # nothing is embedding: say what would
    embed_pending(store, emb, "message", limit=10)
    waiting = backlog(store, emb.name)
    assert waiting.messages == 20
    assert waiting.rate is not None and waiting.rate > 0
    assert waiting.eta_s == pytest.approx(20 / waiting.rate)
    assert waiting.to_json()["pending_messages"] == 20
    embed_pending(store, emb, "message")
    assert backlog(store, emb.name).pending == 0
    assert backlog(store, "another-model").messages == 30  # per vector space


def test_recent_backlog_is_reused_for_a_while_then_counted_again(store: Store) -> None:
    add_messages(store, ["first"])
    assert recent_backlog(store, "reuse-model", 60.0).messages == 1
    add_messages(store, ["second"])
    assert recent_backlog(store, "reuse-model", 60.0).messages == 1  # within max_age
    assert recent_backlog(store, "reuse-model", 0.0).messages == 2


def test_recent_backlog_is_counted_again_only_once_something_was_stored(store: Store) -> None:
    add_messages(store, ["first"])
    first = recent_backlog(store, "still-model", 0.0)
    # past max_age, but no message, vector or rule stored since: the count is reused
    assert recent_backlog(store, "still-model", 0.0) is first
    embed_pending(store, HashingEmbedder(), "message")  # a vector of another model
    again = recent_backlog(store, "still-model", 0.0)
    assert again is not first and again.messages == 1
    add_messages(store, ["second"])
    assert recent_backlog(store, "still-model", 0.0).messages == 2


def test_format_eta_is_short() -> None:
    assert [format_eta(s) for s in (4.6, 125, 3 * 3600 + 300)] == ["5s", "2m", "3h05m"]


def _unit(rng: np.random.Generator, n: int, dim: int) -> npt.NDArray[np.float32]:
    m = rng.standard_normal((n, dim)).astype(np.float32)
    out: npt.NDArray[np.float32] = m / np.linalg.norm(m, axis=1, keepdims=True)
    return out


def test_index_search_add_and_overwrite() -> None:
    rng = np.random.default_rng(1)
    vecs = _unit(rng, 50, 32)
    index = VectorIndex(32)
    index.add([f"m{i}" for i in range(50)], vecs)
    hits = index.search(vecs[7], 3)
    # rows are stored as int8: a cosine is off by a few thousandths at most
    assert hits[0][0] == "m7" and hits[0][1] == pytest.approx(1.0, abs=5e-3)
    assert [s for _, s in hits] == sorted((s for _, s in hits), reverse=True)
    # overwrite in place: still 50 rows, m7 now points elsewhere
    index.add(["m7"], vecs[8:9])
    assert len(index) == 50
    assert {i for i, _ in index.search(vecs[8], 2)} == {"m7", "m8"}
    # incremental growth past the initial capacity
    more = _unit(rng, 3000, 32)
    index.add([f"n{i}" for i in range(3000)], more)
    assert len(index) == 3050 and index.search(more[2999], 1)[0][0] == "n2999"


def test_quantised_rows_rank_and_score_like_float32() -> None:
    """The int8 index finds the float32 top 10, with cosines a few thousandths off at most."""
    rng = np.random.default_rng(4)
    centers = _unit(rng, 40, 384)
    related = np.repeat(centers, 25, axis=0) + 0.6 * _unit(rng, 1000, 384)
    vecs = np.vstack(
        [related / np.linalg.norm(related, axis=1, keepdims=True), _unit(rng, 9000, 384)]
    )
    index = VectorIndex(384)
    index.add([str(i) for i in range(len(vecs))], vecs)
    assert index.nbytes < vecs.nbytes / 3  # int8 codes, a scale and sign bits per row
    overlap = 0
    for c in range(40):
        query = centers[c] + 0.4 * _unit(rng, 1, 384)[0]
        query /= np.linalg.norm(query)
        exact = vecs @ query
        want = np.argsort(-exact)[:10]
        got = index.search(query, 10)
        overlap += len({int(i) for i, _ in got} & set(want.tolist()))
        for ref, score in got:
            assert abs(score - float(exact[int(ref)])) < 5e-3
    assert overlap / 400 >= 0.98


def test_hits_are_rescored_with_the_stored_float32_vectors(store: Store) -> None:
    ids = add_messages(store, [f"deploy step {n} of the release checklist" for n in range(30)])
    emb = HashingEmbedder()
    embed_pending(store, emb, "message")
    index = VectorIndex.load(store, "message", emb.name, emb.dim)
    stored = {
        ref: np.frombuffer(blob, dtype=np.float32)
        for ref, blob in store.query(
            "SELECT ref_id, vector FROM embeddings WHERE kind = 'message'", ()
        )
    }
    query = emb.embed_query("release checklist deploy step 7")
    exact = sorted(((ref, float(v @ query)) for ref, v in stored.items()), key=lambda h: -h[1])
    got = index.search(query, 10, store=store)
    # the float32 scores, in float32's order (tied rows may come in either order)
    assert [score for _, score in got] == pytest.approx([s for _, s in exact[:10]], abs=1e-6)
    assert all(score == pytest.approx(float(stored[ref] @ query), abs=1e-6) for ref, score in got)
    assert got[0][0] == str(ids[7])
    # without the store the scores are the int8 ones: close, not exact
    assert index.search(query, 1)[0][1] == pytest.approx(exact[0][1], abs=5e-3)


def test_index_filter_restricts_to_given_ids() -> None:
    rng = np.random.default_rng(2)
    vecs = _unit(rng, 100, 16)
    index = VectorIndex(16)
    index.add([str(i) for i in range(100)], vecs)
    hits = index.search(vecs[5], 10, filter_ids=["40", "41", "unknown"])
    assert {i for i, _ in hits} == {"40", "41"}
    assert index.search(vecs[5], 10, filter_ids=["unknown"]) == []


@pytest.mark.slow
def test_hamming_prefilter_keeps_the_exact_nearest_neighbours() -> None:
    rng = np.random.default_rng(3)
    # 50 clusters of 10 related rows hidden among 20,000 unrelated ones: the
    # shape of real data, where a query has a few true neighbours
    centers = _unit(rng, 50, 384)
    related = np.repeat(centers, 10, axis=0) + 0.5 * _unit(rng, 500, 384)
    vecs = np.vstack(
        [related / np.linalg.norm(related, axis=1, keepdims=True), _unit(rng, 20_000, 384)]
    )
    ids = [str(i) for i in range(len(vecs))]
    exact = VectorIndex(384)
    fast = VectorIndex(384, exact_below=0, candidates=500)
    exact.add(ids, vecs)
    fast.add(ids, vecs)
    found = 0
    for c in range(50):
        query = centers[c] + 0.3 * _unit(rng, 1, 384)[0]
        query /= np.linalg.norm(query)
        want = [i for i, _ in exact.search(query, 10)]
        got = fast.search(query, 10)
        assert {int(i) // 10 for i in want} == {c}  # the exact top 10 is the cluster
        assert got[0][0] == want[0]
        found += len({i for i, _ in got} & set(want))
    assert found / 500 >= 0.95


def test_the_hamming_step_in_chunks_picks_what_the_whole_computation_picks() -> None:
    from kenning.daemon.retrieval.vectors import index as index_module

    rng = np.random.default_rng(5)
    n = index_module._HAMMING_CHUNK * 2 + 123  # three chunks, the last one short
    vecs = _unit(rng, n, 64)
    index = VectorIndex(64, exact_below=0, candidates=300)
    index.add([str(i) for i in range(n)], vecs)
    for _ in range(3):  # the kept buffers hold nothing over from the search before
        query = _unit(rng, 1, 64)[0]
        qcode = index_module._sign_codes(query.reshape(1, -1), 1)[:, 0]
        distance = np.bitwise_count(index._codes[0, :n] ^ qcode[0]).astype(np.uint16)
        counts = np.cumsum(np.bincount(distance, minlength=65))
        cutoff = int(np.searchsorted(counts, 300))
        want = np.flatnonzero(distance <= cutoff)
        got = index._hamming_candidates(query, None)
        if len(want) <= 4 * 300:
            assert np.array_equal(got, want)
        else:
            assert len(got) == 300 and distance[got].max() <= cutoff
        rows = np.arange(0, n, 3, dtype=np.int64)  # a filtered search: among these rows only
        picked = index._hamming_candidates(query, rows)
        assert set(picked.tolist()) <= set(rows.tolist()) and len(picked) >= 300


def test_sync_picks_up_new_and_replaced_vectors(store: Store) -> None:
    ids = add_messages(store, ["alpha beta", "gamma delta"])
    emb = HashingEmbedder()
    embed_pending(store, emb, "message")
    index = VectorIndex.load(store, "message", emb.name, emb.dim)
    assert len(index) == 2
    new_ids = add_messages(store, ["epsilon zeta"])
    with store.transaction() as conn:
        conn.execute(
            "UPDATE messages SET text = 'theta iota', content_hash = ? WHERE id = ?",
            (content_hash("theta iota"), ids[1]),
        )
    embed_pending(store, emb, "message")
    index.sync(store, "message", emb.name)
    assert len(index) == 3
    assert index.search(emb.embed_query("theta iota"), 1)[0][0] == str(ids[1])
    assert index.search(emb.embed_query("epsilon zeta"), 1)[0][0] == str(new_ids[0])


def test_texts_come_from_sqlite_then_the_lru_cache(store: Store) -> None:
    ids = add_messages(store, ["first text", "second text", "third text"])
    index = VectorIndex(8, cache_size=2)
    refs = [str(i) for i in ids]
    assert index.texts(store, "message", refs[:2]) == {
        refs[0]: "first text",
        refs[1]: "second text",
    }
    with store.transaction() as conn:
        conn.execute(
            "UPDATE messages SET text = 'changed', content_hash = 'x' WHERE id = ?", (ids[0],)
        )
    # served from the cache: the hot text is not read again
    assert index.texts(store, "message", refs[:1]) == {refs[0]: "first text"}
    index.texts(store, "message", refs[1:3])  # evicts the least recently used (refs[0])
    assert index.texts(store, "message", refs[:1]) == {refs[0]: "changed"}


def test_diaries_are_embedded_again_only_when_updated(store: Store) -> None:
    add_messages(store, ["a session"])
    with store.transaction() as conn:
        conn.execute(
            "INSERT INTO diaries (session_id, json, status, source, created_at, updated_at) "
            "VALUES ('codex:s1', '{\"summary\": \"fixed the flaky test\"}', 'done', "
            "'deterministic', '2026-01-01T00:00:00Z', '2026-01-01T00:00:00Z')"
        )
    emb = CountingEmbedder()
    assert embed_pending(store, emb, "diary") == 1
    assert embed_pending(store, emb, "diary") == 0
    with store.transaction() as conn:
        conn.execute("UPDATE diaries SET updated_at = '2026-01-02T00:00:00Z'")
    assert embed_pending(store, emb, "diary") == 1
    assert "flaky" in emb.seen[-1]


def test_a_sync_reads_past_the_rows_of_other_kinds(store: Store) -> None:
    add_messages(store, ["alpha beta"])
    with store.transaction() as conn:
        conn.execute(
            "INSERT INTO bullets (id, content, content_hash, kind, type, state, maturity,"
            " created_at, updated_at) VALUES ('b-1', 'pin the lockfile', ?, 'workflow_rule',"
            " 'rule', 'active', 'candidate', ?, ?)",
            (content_hash("pin the lockfile"), to_iso(utcnow()), to_iso(utcnow())),
        )
    emb = HashingEmbedder()
    embed_pending(store, emb, "bullet")
    rules = VectorIndex.load(store, "bullet", emb.name, emb.dim)
    assert len(rules) == 1
    # message vectors stored after the rule's: the next syncs read past them once
    embed_pending(store, emb, "message")
    assert rules.sync(store, "bullet", emb.name) == 1  # the newest rule row, read again (>=)
    add_messages(store, ["gamma delta", "epsilon zeta"])
    embed_pending(store, emb, "message")
    with store.transaction() as conn:
        conn.execute(
            "INSERT INTO bullets (id, content, content_hash, kind, type, state, maturity,"
            " created_at, updated_at) VALUES ('b-2', 'run the formatter on ci', ?,"
            " 'workflow_rule', 'rule', 'active', 'candidate', ?, ?)",
            (content_hash("run the formatter on ci"), to_iso(utcnow()), to_iso(utcnow())),
        )
    embed_pending(store, emb, "bullet")
    assert rules.sync(store, "bullet", emb.name) == 1
    assert len(rules) == 2
    assert rules.search(emb.embed_query("formatter on ci"), 1)[0][0] == "b-2"
    assert rules.sync(store, "bullet", emb.name) == 1  # nothing since: the newest, again (>=)
    assert len(rules) == 2
