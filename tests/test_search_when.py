"""A question asking when: the turns that tell a time are raised.

The answer to "When did Sam have the knee operation?" is often a reply that
holds none of its words ("Had it done on tuesday"), next to the turn that
asks about it. Every test that searches writes real sessions into a real
SQLite store (the hashing embedder: no model needed, the same fusion).
"""

from __future__ import annotations

from kenning.daemon.core.models import to_iso, utcnow
from kenning.daemon.retrieval.fusion import fuse_scores
from kenning.daemon.retrieval.query import asks_when, tells_time
from kenning.daemon.store.db import Store

from .test_search_links import FILLER, _chat, _ids, _searcher, _session


def test_a_question_asking_when_is_told_from_other_questions() -> None:
    for text in (
        "When did Sam have the knee operation?",
        "when is the wedding",
        "What day did the café flood?",
        "Which month did Ana move?",
        "How long ago did Sam quit?",
    ):
        assert asks_when(text), text
    for text in (
        "Where did Sam go on holiday?",
        "What did Ana say when the dog ran off?",
        "Which books has Sam read?",
        "How long is the drive?",
    ):
        assert not asks_when(text), text


def test_a_turn_that_tells_a_time_is_told_from_one_that_does_not() -> None:
    for text in (
        "Sam: had it done on tuesday, home the same day",
        "Ana: last night I finally slept",
        "Sam: they want me from the 5th of June",
        "Ana: we moved two weeks ago",
        "Sam: back in may it rained all month",
        "Ana: yesterday was my last day",
        "Sam: it was 2019, I think",
    ):
        assert tells_time(text), text
    for text in (
        "Sam: you may be right about that",
        "Ana: the operation went fine, no pain at all",
        "Sam: 1 hour 58 at the finish",
    ):
        assert not tells_time(text), text


def test_a_boost_multiplies_the_rows_it_names_after_the_sum() -> None:
    lexical = [(1, 10.0), (2, 8.0), (3, 6.0)]
    plain = fuse_scores(lexical, [], lexical_weight=1.0, dense_weight=0.5, limit=3)
    read: list[list[int]] = []

    def doubled(head: list[int]) -> dict[int, float]:
        read.append(head)
        return {3: 2.0, 9: 2.0}

    raised = fuse_scores(lexical, [], lexical_weight=1.0, dense_weight=0.5, limit=3, boost=doubled)
    assert read == [[1, 2, 3]]  # asked once, of the rows ranked
    assert [k for k, _, _ in plain] == [1, 2, 3]
    assert [k for k, _, _ in raised] == [3, 1, 2]  # a row not ranked (9) does not enter
    assert dict((k, s) for k, s, _ in raised)[3] == 2 * dict((k, s) for k, s, _ in plain)[3]


def _operation_store(store: Store) -> int:
    """Talk about a knee operation in three sessions; the reply that dates it in a fourth."""
    when = to_iso(utcnow())
    for n in range(3):
        talk = [
            "The knee operation is booked, the knee surgeon seems kind.",
            FILLER[n],
            "Is a knee operation painful? I worry about the operation.",
            FILLER[n + 1],
        ]
        _session(store, f"talk-{n}", _chat(talk), when)
    ids = _session(
        store,
        "told",
        _chat(
            [
                "How did the knee operation go?",
                "Had it done on tuesday, home the same day.",
                FILLER[4],
                FILLER[5],
            ]
        ),
        when,
    )
    return ids[1]


def test_a_when_question_raises_the_reply_that_tells_the_time(store: Store) -> None:
    answer = _operation_store(store)
    question = "When did Sam have the knee operation?"
    assert answer not in _ids(_searcher(store, when_boost=0.0), question, limit=4)
    assert answer in _ids(_searcher(store), question, limit=4)
