"""A vector index synced from a store keeps its int8 rows in a file the page cache holds."""

from __future__ import annotations

import logging
import subprocess
import sys
from pathlib import Path

import numpy as np
import numpy.typing as npt
import pytest

from kenning.daemon.retrieval.vectors.index import VectorIndex
from kenning.daemon.retrieval.vectors.rows import RowMatrix
from kenning.daemon.store.db import Store

from .test_vectors import indexed_messages


def _unit(rng: np.random.Generator, n: int, dim: int) -> npt.NDArray[np.float32]:
    vecs = rng.standard_normal((n, dim)).astype(np.float32)
    unit: npt.NDArray[np.float32] = vecs / np.linalg.norm(vecs, axis=1, keepdims=True)
    return unit


def _mapped_kb(address: int) -> int:
    """Resident kB of this process's mapping that holds `address` (Linux smaps)."""
    inside = False
    for line in Path("/proc/self/smaps").read_text().splitlines():
        head = line.split()[0]
        if "-" in head and ":" not in head:
            start, stop = (int(part, 16) for part in head.split("-"))
            inside = start <= address < stop
        elif inside and head == "Rss:":
            return int(line.split()[1])
    raise AssertionError(f"no mapping holds {address:#x}")


def test_a_store_synced_index_keeps_no_row_in_the_heap(store: Store) -> None:
    texts = [f"message {i} about topic {i % 7}" for i in range(300)]
    ids, emb, index = indexed_messages(store, texts)
    assert index.spilled
    assert len(index) == 300
    # the heap holds scales and sign bits only: 4 + 48 bytes a row, not 384 more
    assert index.nbytes <= index._rows.capacity * (4 + 48)
    assert index.search(emb.embed_query(texts[42]), 1)[0][0] == str(ids[42])
    # the file has no name: nothing is left in the store's folder
    assert not [p for p in store.path.parent.iterdir() if p.name.startswith(".kenning-vectors")]


@pytest.mark.parametrize("exact_below", [50_000, 0], ids=["exact scan", "sign-bit step"])
def test_spilled_rows_rank_exactly_as_rows_in_the_heap(tmp_path: Path, exact_below: int) -> None:
    rng = np.random.default_rng(11)
    heap = VectorIndex(64, exact_below=exact_below, candidates=300)
    spilled = VectorIndex(64, exact_below=exact_below, candidates=300)
    assert spilled.spill(tmp_path)
    # several adds: the file grows in place; then rows replaced out of order
    first = _unit(rng, 1_500, 64)
    for index in (heap, spilled):
        for start in range(0, 1_500, 400):
            index.add([str(i) for i in range(start, min(start + 400, 1_500))], first[start:][:400])
    replaced = _unit(rng, 50, 64)
    rows = [str(i) for i in rng.choice(1_500, size=50, replace=False)]
    for index in (heap, spilled):
        index.add(rows, replaced)
    for query in _unit(rng, 20, 64):
        assert spilled.search(query, 10) == heap.search(query, 10)
        some = [str(i) for i in range(0, 1_500, 3)]
        assert spilled.search(query, 5, filter_ids=some) == heap.search(query, 5, filter_ids=some)
    assert spilled.search(replaced[7], 1)[0][0] == rows[7]


def test_spilling_keeps_the_rows_already_in_the_heap(tmp_path: Path) -> None:
    rng = np.random.default_rng(5)
    vecs = _unit(rng, 200, 32)
    index = VectorIndex(32)
    index.add([str(i) for i in range(200)], vecs)
    before = [index.search(v, 3) for v in vecs[:20]]
    assert index.spill(tmp_path)
    assert index.spilled
    assert [index.search(v, 3) for v in vecs[:20]] == before


@pytest.mark.skipif(not Path("/proc/self/smaps").exists(), reason="reads Linux's /proc smaps")
def test_after_a_search_the_process_maps_none_of_the_rows(tmp_path: Path) -> None:
    rng = np.random.default_rng(8)
    index = VectorIndex(384)
    assert index.spill(tmp_path)
    index.add([str(i) for i in range(5_000)], _unit(rng, 5_000, 384))
    view = index._rows.view()
    address = int(view.__array_interface__["data"][0])
    assert int(view.astype(np.int32).sum()) != 0  # reading every row maps its pages...
    assert _mapped_kb(address) >= 5_000 * 384 // 1024 - 8
    hits = index.search(_unit(rng, 1, 384)[0], 5)
    assert len(hits) == 5
    assert _mapped_kb(address) == 0  # ...and a search gives its pages back


def test_a_folder_that_cannot_hold_the_file_keeps_the_rows_in_the_heap(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    rng = np.random.default_rng(2)
    vecs = _unit(rng, 50, 16)
    index = VectorIndex(16)
    with caplog.at_level(logging.WARNING, logger="kenning.daemon.retrieval.vectors.rows"):
        assert not index.spill(tmp_path / "missing")
    assert "vector rows stay in memory" in caplog.text
    index.add([str(i) for i in range(50)], vecs)
    assert not index.spilled
    assert index.search(vecs[9], 1)[0][0] == "9"


def test_a_row_written_twice_in_one_call_keeps_the_last(tmp_path: Path) -> None:
    rows = RowMatrix(4)
    assert rows.spill(tmp_path)
    rows.grow(8)
    codes = np.array([[1, 1, 1, 1], [2, 2, 2, 2], [3, 3, 3, 3], [4, 4, 4, 4]], dtype=np.int8)
    rows.write(np.array([5, 2, 5, 3], dtype=np.int64), codes)
    assert rows.view()[5].tolist() == [3, 3, 3, 3]
    assert rows.view()[2].tolist() == [2, 2, 2, 2]
    assert rows.view()[3].tolist() == [4, 4, 4, 4]
    assert rows.view()[0].tolist() == [0, 0, 0, 0]
    assert rows.heap_bytes == 0


_FULL_DISK = """
import resource, sys
import numpy as np
from pathlib import Path
from kenning.daemon.retrieval.vectors.index import VectorIndex

# files of this process may not pass 64 kB: a disk that fills up mid-sync
resource.setrlimit(resource.RLIMIT_FSIZE, (65_536, 65_536))
rng = np.random.default_rng(4)
vecs = rng.standard_normal((600, 384)).astype(np.float32)
vecs /= np.linalg.norm(vecs, axis=1, keepdims=True)
heap, index = VectorIndex(384), VectorIndex(384)
assert index.spill(Path(sys.argv[1]))
for start in range(0, 600, 100):
    ids = [str(i) for i in range(start, start + 100)]
    heap.add(ids, vecs[start : start + 100])
    index.add(ids, vecs[start : start + 100])
assert not index.spilled
for query in vecs[::37]:
    assert index.search(query, 10) == heap.search(query, 10)
print("same", len(index))
"""


@pytest.mark.slow
def test_a_file_that_cannot_grow_moves_its_rows_back_to_the_heap(tmp_path: Path) -> None:
    done = subprocess.run(
        [sys.executable, "-c", _FULL_DISK, str(tmp_path)],
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.split() == ["same", "600"]
    assert "vector rows stay in memory" in done.stderr
