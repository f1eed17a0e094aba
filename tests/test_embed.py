"""Embedders: the hashing fallback, choosing a backend, the real offline model."""

from __future__ import annotations

import logging
import os
import subprocess
import sys
import threading
from pathlib import Path
from typing import Any

import numpy as np
import pytest

from kenning.daemon.core.config import Settings, load_config
from kenning.daemon.core.errors import EmbedError
from kenning.daemon.retrieval.embedding.embedder import (
    MODELS_DIR_ENV,
    TOKENS_PER_CALL,
    Embedder,
    FastEmbedder,
    HashingEmbedder,
    default_models_dir,
    embedder_name,
    embedder_status,
    get_embedder,
    model_roots,
    models_dir,
    plan_calls,
    shared_embedder,
)
from kenning.daemon.retrieval.embedding.text import MAX_TOKENS


def test_hashing_vectors_are_unit_rows_of_the_configured_width() -> None:
    emb = HashingEmbedder(dim=64)
    vecs = emb.embed(["pytest fails with ImportError", "the build is green", ""])
    assert vecs.shape == (3, 64)
    assert vecs.dtype == np.float32
    assert np.allclose(np.linalg.norm(vecs[:2], axis=1), 1.0, atol=1e-6)
    assert not vecs[2].any()  # no words: the zero vector, not NaN
    assert isinstance(emb, Embedder)
    assert emb.name == "hashing-v1:64"


def test_hashing_is_deterministic_across_processes() -> None:
    here = HashingEmbedder().embed_query("Connection refused on port 5432")
    code = (
        "from kenning.daemon.retrieval.embedding.embedder import HashingEmbedder; import sys;"
        "sys.stdout.buffer.write(HashingEmbedder().embed_query('Connection refused on port 5432')"
        ".tobytes())"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, check=True).stdout
    assert np.array_equal(here, np.frombuffer(out, dtype=np.float32))


def test_hashing_ranks_shared_words_above_unrelated_text() -> None:
    emb = HashingEmbedder()
    query = emb.embed_query("postgres connection refused")
    docs = emb.embed(["psql: connection refused by postgres server", "use tabs for indentation"])
    sims = docs @ query
    assert sims[0] > 0.4 > sims[1]


def test_importing_embed_does_not_import_fastembed_or_onnxruntime() -> None:
    code = (
        "import sys, kenning.daemon.retrieval.embedding.embedder as e;"
        "import kenning.daemon.ops.doctor as d;"
        "from kenning.daemon.core.config import load_config;"
        "c = load_config(); e.embedder_status(c.settings, c.paths); d.check_embedder(c);"
        "print([m for m in ('fastembed', 'onnxruntime') if m in sys.modules])"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]"


def test_models_dir_is_per_user_unless_the_env_or_config_says_otherwise(tmp_path: Path) -> None:
    paths = load_config().paths
    shared = default_models_dir()
    assert shared.parts[-2:] == ("kenning", "models")
    assert str(shared).startswith(os.environ["HOME"])  # under the user's home, not KENNING_HOME
    assert models_dir(paths, {}) == shared
    assert models_dir(paths, {MODELS_DIR_ENV: str(tmp_path)}) == tmp_path
    assert models_dir(paths, {}, configured=str(tmp_path / "cfg")) == tmp_path / "cfg"
    # where older versions installed it is still looked at, unless relocated
    assert model_roots(paths, {}) == [shared, paths.models]
    assert model_roots(paths, {MODELS_DIR_ENV: str(tmp_path)}) == [tmp_path]


def test_auto_without_a_model_degrades_to_hashing_and_says_why(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    monkeypatch.setenv(MODELS_DIR_ENV, str(tmp_path / "empty"))
    loaded = load_config()
    status = embedder_status(loaded.settings, loaded.paths)
    assert status.degraded and status.backend == "hashing"
    assert "no installed model" in status.reason
    with caplog.at_level(logging.WARNING):
        emb = get_embedder(loaded.settings, loaded.paths)
    assert isinstance(emb, HashingEmbedder)
    assert "kenning models install" in caplog.text


def test_backend_hashing_is_chosen_even_with_a_model(model_root: Path) -> None:
    loaded = load_config(
        environ={MODELS_DIR_ENV: str(model_root), "KENNING_EMBED__BACKEND": "hashing"}
    )
    assert isinstance(get_embedder(loaded.settings, loaded.paths), HashingEmbedder)


@pytest.mark.slow
def test_fastembed_with_a_missing_folder_raises_a_fixable_error(tmp_path: Path) -> None:
    emb = FastEmbedder("sentence-transformers/all-MiniLM-L6-v2", model_path=tmp_path / "nothing")
    with pytest.raises(EmbedError) as info:
        emb.embed(["hello"])
    assert "kenning models install --force" in str(info.value)


@pytest.mark.slow
def test_real_model_gives_384_dim_unit_vectors(
    model_root: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv(MODELS_DIR_ENV, str(model_root))
    loaded = load_config()
    status = embedder_status(loaded.settings, loaded.paths)
    assert not status.degraded and status.backend == "fastembed"
    emb = get_embedder(loaded.settings, loaded.paths)
    assert isinstance(emb, FastEmbedder)
    vecs = emb.embed(["the test suite crashed", "pytest run aborted with an error", "I like tea"])
    assert vecs.shape == (3, 384) and vecs.dtype == np.float32
    assert np.allclose(np.linalg.norm(vecs, axis=1), 1.0, atol=1e-5)
    # meaning, not words: the paraphrase is nearer than the unrelated sentence
    assert float(vecs[0] @ vecs[1]) > float(vecs[0] @ vecs[2]) + 0.2
    assert emb.embed_query("the test suite crashed").shape == (384,)
    # texts are embedded sorted by length; rows must come back in input order
    long = "a much longer message about the database migration " * 5
    both = emb.embed([long, "short"])
    assert np.allclose(both[0], emb.embed_query(long), atol=1e-4)
    assert np.allclose(both[1], emb.embed_query("short"), atol=1e-4)


@pytest.mark.slow
def test_doctor_reports_degraded_mode_through_the_cli(
    kenning: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv(MODELS_DIR_ENV, str(tmp_path / "no-models"))
    kenning("init", check=True)
    r = kenning("doctor", "--json")
    assert r.code == 0  # degraded is not broken
    check = next(c for c in r.json()["checks"] if c["name"] == "embedder")
    assert check["status"] == "degraded"
    assert "hashing embedder + lexical only" in check["detail"]
    assert check["fix"] == "kenning models install"
    human = kenning("doctor")
    assert "degraded" in human.stdout and "kenning models install" in human.stdout


def test_doctor_reports_ok_with_the_installed_model(
    kenning: Any, model_root: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv(MODELS_DIR_ENV, str(model_root))
    kenning("init", check=True)
    check = next(c for c in kenning("doctor", "--json").json()["checks"] if c["name"] == "embedder")
    assert check["status"] == "ok", check


def test_settings_default_model_is_minilm() -> None:
    assert Settings().embed.model == "sentence-transformers/all-MiniLM-L6-v2"
    assert Settings().embed.threads == 0  # one ONNX thread per core


def _from_threads(settings: Settings, n: int = 8) -> list[Embedder]:
    loaded = load_config()
    start = threading.Barrier(n)
    got: list[Embedder] = []

    def ask() -> None:
        start.wait()
        got.append(shared_embedder(settings, loaded.paths))

    threads = [threading.Thread(target=ask) for _ in range(n)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    return got


def test_shared_embedder_is_one_instance_per_process_across_threads() -> None:
    settings = Settings(embed={"backend": "hashing", "dim": 96})
    got = _from_threads(settings)
    assert len(got) == 8 and all(e is got[0] for e in got)
    loaded = load_config()
    assert shared_embedder(settings, loaded.paths) is got[0]
    # another vector space is another instance
    other = shared_embedder(Settings(embed={"backend": "hashing", "dim": 48}), loaded.paths)
    assert other is not got[0] and other.dim == 48
    assert embedder_name(settings, loaded.paths) == got[0].name


@pytest.mark.slow
def test_shared_real_model_loads_once_for_every_thread(
    model_root: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv(MODELS_DIR_ENV, str(model_root))
    settings = Settings(embed={"threads": 1})
    got = _from_threads(settings, 4)
    assert all(e is got[0] for e in got)
    emb = got[0]
    assert isinstance(emb, FastEmbedder)
    results: list[np.ndarray] = []
    start = threading.Barrier(4)

    def embed() -> None:
        start.wait()
        results.append(emb.embed(["the build broke on import", "ruff, not flake8"]))

    threads = [threading.Thread(target=embed) for _ in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert len(results) == 4
    assert all(np.allclose(r, results[0], atol=1e-5) for r in results)
    assert emb._model is not None  # one model, loaded by whichever thread came first


def test_plan_calls_sorts_by_length_and_keeps_each_call_in_its_budget() -> None:
    lengths = [128, 3, 50, 128, 7, 128, 20] * 20
    calls = plan_calls(lengths)
    assert sorted(i for call in calls for i in call) == list(range(len(lengths)))
    for call in calls:
        assert len(call) * max(lengths[i] for i in call) <= TOKENS_PER_CALL
    flat = [lengths[i] for call in calls for i in call]
    assert flat == sorted(flat)  # shortest first: little padding in each call


MINILM = "sentence-transformers/all-MiniLM-L6-v2"


@pytest.mark.slow
@pytest.mark.parametrize("direct", [True, False], ids=["onnx_embed", "fastembed"])
def test_real_model_reads_at_most_max_tokens_and_matches_fastembed(
    model_root: Path, monkeypatch: pytest.MonkeyPatch, direct: bool
) -> None:
    from fastembed import TextEmbedding

    from kenning.daemon.retrieval.embedding import onnx as onnx_embed

    if not direct:  # a model onnx_embed does not know goes through fastembed
        monkeypatch.setattr(onnx_embed, "MEAN_POOLED", frozenset())
    folder = model_root / "sentence-transformers--all-MiniLM-L6-v2"
    emb = FastEmbedder(MINILM, model_path=folder, threads=1)
    texts = ["the test suite crashed", "Connection refused on port 5432 when the db is down"]
    stock = TextEmbedding(MINILM, specific_model_path=str(folder), threads=1)
    expected = np.asarray(list(stock.embed(texts)), dtype=np.float32)
    # either runner gives fastembed's vectors for texts within the limit (fastembed
    # optimises the graph: the int8 products round their inputs a little apart)
    assert np.all(np.sum(emb.embed(texts) * expected, axis=1) > 0.999)
    assert isinstance(emb._model, onnx_embed.OnnxSentenceModel) is direct
    # past MAX_TOKENS word pieces the rest of a text is not read
    head = " ".join(f"word{i}" for i in range(MAX_TOKENS))
    assert np.allclose(
        emb.embed_query(head), emb.embed_query(head + " completely different tail"), atol=1e-5
    )


@pytest.mark.slow
def test_a_text_embeds_alike_alone_and_among_longer_texts(model_root: Path) -> None:
    # calls are planned by real word pieces and padded to their longest text:
    # the padding must not move a vector
    folder = model_root / "sentence-transformers--all-MiniLM-L6-v2"
    emb = FastEmbedder(MINILM, model_path=folder, threads=1)
    short = "the build broke"
    others = [f"a much longer message {i} about flaky tests " * (1 + i % 6) for i in range(40)]
    together = emb.embed([*others, short])
    assert np.allclose(together[-1], emb.embed_query(short), atol=1e-5)


@pytest.mark.slow
def test_the_installed_minilm_runs_without_importing_fastembed(model_root: Path) -> None:
    folder = model_root / "sentence-transformers--all-MiniLM-L6-v2"
    code = (
        "import sys; from pathlib import Path;"
        "from kenning.daemon.retrieval.embedding.embedder import FastEmbedder;"
        f"e = FastEmbedder({MINILM!r}, model_path=Path({str(folder)!r}), threads=1);"
        "v = e.embed(['the build broke', 'tests pass']);"
        "print(v.shape, 'fastembed' in sys.modules)"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "(2, 384) False"


@pytest.mark.slow
def test_fewer_word_pieces_are_read_as_the_tokenizer_would_cut_them(model_root: Path) -> None:
    from tokenizers import Tokenizer

    folder = model_root / "sentence-transformers--all-MiniLM-L6-v2"
    emb = FastEmbedder(MINILM, model_path=folder, threads=1)
    text = " ".join(f"module{i}.py failed" for i in range(80))
    emb.embed([text])
    cut = Tokenizer.from_file(str(folder / "tokenizer.json"))
    cut.enable_truncation(max_length=40)
    cut.no_padding()  # tokenizer.json pads to 128
    assert emb._model.encode([text, "short"], 40) == [
        cut.encode(text).ids,
        cut.encode("short").ids,
    ]
    head = emb.embed([text], max_tokens=40)
    assert np.allclose(head, emb.embed([text + " and a tail"], max_tokens=40), atol=1e-5)
    assert float(head[0] @ emb.embed([text])[0]) < 0.999  # the full text reads more


@pytest.mark.slow
def test_calls_on_lanes_give_the_vectors_of_one_call_at_a_time(model_root: Path) -> None:
    from kenning.daemon.retrieval.embedding.embedder import quant_scheme

    folder = model_root / "sentence-transformers--all-MiniLM-L6-v2"
    quant = quant_scheme(folder)
    assert quant  # `kenning models install` converted the graph
    one = FastEmbedder(MINILM, model_path=folder, threads=1, quant=quant)
    two = FastEmbedder(MINILM, model_path=folder, threads=2, quant=quant)
    texts = [f"message {i} about a flaky test " * (1 + i % 9) for i in range(60)]
    alone = one.embed(texts)
    assert (one.lanes, two.lanes) == (1, 1)  # set when the model loads
    side_by_side = two.embed(texts)
    assert two.lanes == min(2, os.cpu_count() or 1) and one.lanes == 1
    assert np.allclose(alone, side_by_side, atol=1e-5)
    # a graph run as published takes turns on its threads: no second weight copy
    published = FastEmbedder(MINILM, model_path=folder, threads=2)
    published.embed(["warm up"])
    assert published.lanes == 1


@pytest.mark.slow
def test_a_query_does_not_wait_for_busy_lanes(model_root: Path) -> None:
    from kenning.daemon.retrieval.embedding.embedder import quant_scheme

    folder = model_root / "sentence-transformers--all-MiniLM-L6-v2"
    emb = FastEmbedder(MINILM, model_path=folder, threads=2, quant=quant_scheme(folder))
    expected = emb.embed_query("why does the import fail")
    assert emb.lanes == 2  # every machine kenning is tested on has 2 cores or more
    for _ in range(emb.lanes):  # every lane busy with a background call
        assert emb._lane.acquire(timeout=5)
    done = threading.Event()
    got: list[np.ndarray] = []

    def ask() -> None:
        got.append(emb.embed_query("why does the import fail"))
        done.set()

    threading.Thread(target=ask, daemon=True).start()
    try:
        assert done.wait(timeout=30), "the query waited for a lane"
    finally:
        for _ in range(emb.lanes):
            emb._lane.release()
    assert np.allclose(got[0], expected, atol=1e-5)
