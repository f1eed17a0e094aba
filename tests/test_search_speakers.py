"""A question naming a speaker is embedded leaning away from the speaker's name.

Chat memory stored as `Name: text` puts the label in every turn of a person,
and in a short turn the label is most of what the model reads: a question
that names the person lands nearest their shortest small talk. The ranking
tests write real sessions into a real SQLite store and embed them with the
real offline model.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from kenning.daemon.core.config import SearchConfig
from kenning.daemon.core.models import content_hash
from kenning.daemon.retrieval.embedding.dense_text import speaker_label, strip_speaker
from kenning.daemon.retrieval.search import Searcher, SearchFilters, without_names
from kenning.daemon.retrieval.vectors.index import embed_pending
from kenning.daemon.store.db import Store

SMALL_TALK = [
    "Ha, no way.",
    "Busy week, you know how it is.",
    "Same old, same old.",
    "Can't complain really.",
    "Oh that's lovely.",
    "Speak soon!",
    "Right, off to bed.",
    "Morning!",
]
TOLD = "I can't go near shellfish, one prawn and my throat swells shut."
OTHER = [
    "The garage finally fixed the clutch on my van.",
    "My sister is moving to Leeds in the spring.",
    "We repainted the hallway a dark blue.",
    "I finished the crossword in ten minutes today.",
]


def _write(store: Store, sessions: list[list[str]]) -> dict[str, int]:
    """Sessions of labelled turns; returns each turn's id by its text."""
    ids: dict[str, int] = {}
    with store.transaction() as conn:
        for n, turns in enumerate(sessions):
            sid = f"chat:{n}"
            when = f"2025-0{n + 1}-10T18:00:00Z"
            conn.execute(
                "INSERT INTO sessions (id, agent, native_id, source_path, workspace, title, "
                "started_at, message_count, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (sid, "bench", sid, f"/logs/{sid}.jsonl", "/chat", sid, when, len(turns), when),
            )
            for idx, text in enumerate(turns):
                role = "user" if text.startswith("Noor:") else "assistant"
                cur = conn.execute(
                    "INSERT INTO messages (session_id, key, idx, role, text, created_at, "
                    "source_line, content_hash) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                    (sid, str(idx), idx, role, text, when, idx + 1, content_hash(text)),
                )
                ids[text] = int(cur.lastrowid or 0)
    return ids


def test_a_question_loses_the_names_and_their_possessives_only() -> None:
    question = "Would Noor's brother and Noor like Idris's boat, or is it Noora's?"
    assert (
        without_names(question, {"Noor", "Idris"})
        == "Would brother and like boat, or is it Noora's?"
    )
    assert without_names(question, set()) == question


def test_a_speaker_label_is_read_and_a_label_that_is_said_is_not() -> None:
    assert speaker_label("Noor: the van is fixed") == "Noor"
    assert speaker_label("**Mary Ann**: hello") == "Mary Ann"
    assert speaker_label("Error: no such file") is None
    assert speaker_label("ValueError: bad input") is None
    assert speaker_label("no label here") is None
    assert strip_speaker("[Idris]: on my way") == "on my way"
    assert strip_speaker("Note: keep this") == "Note: keep this"


def _sessions() -> list[list[str]]:
    """Eight evenings of two people's small talk, each with one thing Idris tells; Noor
    tells once, in the third, what she cannot eat."""
    sessions = []
    for n in range(8):
        turns = [f"Noor: {t}" if i % 2 == 0 else f"Idris: {t}" for i, t in enumerate(SMALL_TALK)]
        turns.insert(3, f"Idris: {OTHER[n % len(OTHER)]}")
        sessions.append(turns)
    sessions[2].insert(5, f"Noor: {TOLD}")
    return sessions


def _ranks(store: Store, question: str, weights: tuple[float, ...]) -> list[list[int]]:
    from kenning.daemon.core.config import load_config
    from kenning.daemon.retrieval.embedding.embedder import get_embedder

    loaded = load_config()
    embedder = get_embedder(loaded.settings, loaded.paths)
    embed_pending(store, embedder, "message", batch=64)
    return [
        [
            hit.message_id
            for hit in Searcher(store, SearchConfig(speaker_free_weight=w), embedder)
            .search(question, mode="hybrid", filters=SearchFilters(workspace="/chat"))
            .hits
        ]
        for w in weights
    ]


@pytest.mark.slow
@pytest.mark.usefixtures("model_root")
def test_a_question_naming_the_speakers_finds_what_was_said_not_who_said_it(
    tmp_path: Path,
) -> None:
    with Store.open(tmp_path / "kenning.db") as store:
        ids = _write(store, _sessions())
        question = "What should Idris not cook when Noor comes to dinner?"
        plain, leaning = _ranks(store, question, (0.0, 2.0))
    told = ids[f"Noor: {TOLD}"]
    # by the names alone the model ranks short lines of theirs first
    assert told not in plain[:5]
    assert told in leaning[:3]


@pytest.mark.slow
@pytest.mark.usefixtures("model_root")
def test_a_name_that_labels_no_turn_stays_in_the_question(tmp_path: Path) -> None:
    with Store.open(tmp_path / "kenning.db") as store:
        _write(store, _sessions())
        # Marta speaks in no turn: her name is what the question is about
        plain, leaning = _ranks(store, "What should Marta not cook for dinner?", (0.0, 2.0))
    assert plain == leaning
