"""The ids of a vector index: integer ids in arrays, anything else as strings."""

from __future__ import annotations

import random

import numpy as np
import pytest

from kenning.daemon.retrieval.vectors.ids import IdColumn
from kenning.daemon.retrieval.vectors.index import VectorIndex
from kenning.daemon.store.db import Store

from .test_vectors import indexed_messages


def test_integer_ids_are_held_as_numbers_and_found_by_their_text() -> None:
    ids = IdColumn()
    rows, fresh = ids.place(["50", "7", "50", "123456789012"])
    # a repeated id gets the row of its first place
    assert rows.tolist() == [0, 1, 0, 2] and fresh == 3
    rows, fresh = ids.place(["7", "8"])
    assert rows.tolist() == [1, 3] and fresh == 1
    assert ids.numeric and len(ids) == 4
    assert ids.all() == ["50", "7", "123456789012", "8"]
    assert [ids.at(r) for r in range(4)] == ids.all()
    assert ids.find(["8", "9", "50", "123456789012"]).tolist() == [3, -1, 0, 2]
    assert "7" in ids and "9" not in ids
    # another spelling of a held number is another id
    assert ids.find(["007", " 7", "+7", "7.0", "b-7"]).tolist() == [-1] * 5
    assert "007" not in ids and 7 not in ids
    with pytest.raises(IndexError):
        ids.at(4)


def test_an_id_that_is_not_an_integer_moves_the_column_to_strings() -> None:
    ids = IdColumn()
    ids.place(["3", "1", "2"])
    rows, fresh = ids.place(["2", "007", "b-1", "b-1"])
    assert rows.tolist() == [2, 3, 4, 4] and fresh == 2
    assert not ids.numeric
    assert ids.all() == ["3", "1", "2", "007", "b-1"]
    assert ids.find(["b-1", "1", "7", "x"]).tolist() == [4, 1, -1, -1]
    assert "007" in ids and "7" not in ids
    # once strings, integer ids stay rows of their own
    rows, fresh = ids.place(["9"])
    assert rows.tolist() == [5] and fresh == 1 and ids.find(["9"]).tolist() == [5]


def test_lookups_match_a_dict_over_many_random_batches() -> None:
    """The sorted copy stays in step with the rows, whatever order ids come in."""
    rng = random.Random(3)
    ids = IdColumn()
    want: dict[str, int] = {}
    for _ in range(60):
        batch = [str(rng.randrange(5_000)) for _ in range(rng.randrange(1, 300))]
        rows, fresh = ids.place(batch)
        before = len(want)
        for ref in batch:
            want.setdefault(ref, len(want))
        assert fresh == len(want) - before
        assert rows.tolist() == [want[ref] for ref in batch]
    probe = [str(n) for n in range(-5, 5_005)]
    assert ids.find(probe).tolist() == [want.get(ref, -1) for ref in probe]
    assert ids.all() == sorted(want, key=want.__getitem__)
    assert ids.numeric and ids.nbytes() <= 3 * 8 * 1.5 * len(want)


def test_the_message_index_keeps_its_ids_as_numbers(store: Store) -> None:
    """A real store's message ids load into arrays; hits and filters give them back as text."""
    texts = [f"deploy step {n} of the release checklist" for n in range(40)]
    msg_ids, _, index = indexed_messages(store, texts)
    assert sorted(index.ids, key=int) == [str(i) for i in sorted(msg_ids)]
    assert index._ids.numeric  # the point: no Python string per row
    (blob,) = store.execute(
        "SELECT vector FROM embeddings WHERE kind = 'message' AND ref_id = ?", (str(msg_ids[11]),)
    ).fetchone()
    query = np.frombuffer(blob, dtype=np.float32)
    assert index.search(query, 1)[0][0] == str(msg_ids[11])
    wanted = [str(msg_ids[3]), str(msg_ids[29]), "no-such-id", "999999"]
    hits = index.search(query, 5, filter_ids=wanted)
    assert {ref for ref, _ in hits} == {str(msg_ids[3]), str(msg_ids[29])}
    assert str(msg_ids[0]) in index and "999999" not in index


def test_rule_ids_stay_strings() -> None:
    index = VectorIndex(8)
    vecs = np.eye(8, dtype=np.float32)[:3]
    index.add(["b-1", "b-2", "b-3"], vecs)
    assert index.search(vecs[1], 1)[0][0] == "b-2"
    assert index.ids == ["b-1", "b-2", "b-3"] and not index._ids.numeric
