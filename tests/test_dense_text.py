"""What a message is embedded as: context for short turns, names once."""

from __future__ import annotations

from kenning.daemon.core.models import content_hash, to_iso, utcnow
from kenning.daemon.retrieval.embedding.dense_text import (
    SHORT_WORDS,
    dense_text,
    message_dense_texts,
    strip_speaker,
)
from kenning.daemon.store.db import Store


def test_strip_speaker_drops_a_name_label_but_not_an_error_label() -> None:
    assert strip_speaker("Joanna: See ya Nate!") == "See ya Nate!"
    assert strip_speaker("**Mary Ann**: hello") == "hello"
    assert strip_speaker("Error: exit code 1") == "Error: exit code 1"
    assert strip_speaker("TypeError: x is None") == "TypeError: x is None"
    assert strip_speaker("no label here: at all") == "no label here: at all"


def test_a_short_turn_is_embedded_after_the_turn_before_it_without_its_name() -> None:
    previous = "Nate: I got a great recommendation for a sci-fi book from my aunt."
    text = dense_text("Joanna: See ya Nate!", previous)
    assert (
        text == "I got a great recommendation for a sci-fi book from my aunt.\nJoanna: See ya Nate!"
    )
    assert text.count("Nate") == 1  # the context adds no name


def test_a_long_turn_stands_alone_and_context_is_cut_at_a_word() -> None:
    long = "Joanna: " + " ".join(["word"] * SHORT_WORDS)
    assert dense_text(long, "Nate: anything") == long
    previous = "Nate: " + "lorem ipsum " * 100
    text = dense_text("ok!", previous)
    assert text.endswith("\nok!") and len(text) <= 240 + 4
    assert text.split("\n")[0].split()[0] in ("lorem", "ipsum")
    assert dense_text("ok!") == "ok!"


def test_message_dense_texts_reads_the_previous_turn_of_the_same_session(store: Store) -> None:
    now = to_iso(utcnow())
    turns = {"a": ["Nate: Adopted a corgi named Toast!", "Joanna: Aww!"], "b": ["Joanna: Hi"]}
    ids: dict[str, list[int]] = {}
    with store.transaction() as conn:
        for sid, texts in turns.items():
            conn.execute(
                "INSERT INTO sessions (id, agent, native_id, source_path, started_at, "
                "message_count, updated_at) VALUES (?, 'bench', ?, ?, ?, ?, ?)",
                (sid, sid, f"/{sid}", now, len(texts), now),
            )
            for idx, text in enumerate(texts):
                cur = conn.execute(
                    "INSERT INTO messages (session_id, key, idx, role, text, content_hash) "
                    "VALUES (?, ?, ?, 'user', ?, ?)",
                    (sid, str(idx), idx, text, content_hash(text)),
                )
                ids.setdefault(sid, []).append(int(cur.lastrowid or 0))
    rows = [
        (ids["a"][1], "Joanna: Aww!"),
        (ids["b"][0], "Joanna: Hi"),
        (ids["a"][0], turns["a"][0]),
    ]
    assert message_dense_texts(store, rows) == [
        "Adopted a corgi named Toast!\nJoanna: Aww!",
        "Joanna: Hi",
        "Nate: Adopted a corgi named Toast!",
    ]


def test_a_tool_output_neither_takes_nor_gives_context(store: Store) -> None:
    now = to_iso(utcnow())
    texts = [("user", "run the tests"), ("tool", "3 failed"), ("user", "fix them"), ("tool", "ok")]
    ids: list[int] = []
    with store.transaction() as conn:
        conn.execute(
            "INSERT INTO sessions (id, agent, native_id, source_path, started_at, "
            "message_count, updated_at) VALUES ('t', 'bench', 't', '/t', ?, 4, ?)",
            (now, now),
        )
        for idx, (role, text) in enumerate(texts):
            cur = conn.execute(
                "INSERT INTO messages (session_id, key, idx, role, text, content_hash) "
                "VALUES ('t', ?, ?, ?, ?, ?)",
                (str(idx), idx, role, text, content_hash(text)),
            )
            ids.append(int(cur.lastrowid or 0))
    rows = [(i, text) for i, (_, text) in zip(ids, texts, strict=True)]
    # "fix them" follows a tool output: no context; the outputs stand alone
    assert message_dense_texts(store, rows) == ["run the tests", "3 failed", "fix them", "ok"]
