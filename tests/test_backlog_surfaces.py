"""The embedding backlog where people look: `kenning status`, `kenning doctor`, `kenning search`."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from kenning.daemon.retrieval.embedding.embedder import HashingEmbedder
from kenning.daemon.retrieval.vectors.index import embed_pending
from kenning.daemon.store.db import Store
from tests.test_vectors import add_messages

HASHING = {"KENNING_EMBED__BACKEND": "hashing"}


def _store_with(kenning_home: Path, texts: list[str], embedded: int = 0) -> None:
    with Store.open(kenning_home / "kenning.db") as store:
        add_messages(store, texts)
        if embedded:
            embed_pending(store, HashingEmbedder(), "message", limit=embedded)


@pytest.mark.slow
def test_status_json_and_text_show_messages_waiting_for_a_vector(
    kenning: Any, kenning_home: Path
) -> None:
    _store_with(kenning_home, [f"the flaky websocket test, take {i}" for i in range(12)], 5)
    data = kenning("status", "--json", env=HASHING, check=True).json()
    waiting = data["embeddings"]
    assert waiting["pending_messages"] == 7 and waiting["pending_rules"] == 0
    assert waiting["model"] == HashingEmbedder().name
    assert waiting["rate_per_s"] > 0 and waiting["eta_s"] is not None
    text = kenning("status", env=HASHING, check=True).stdout
    assert "embeddings: 7 messages not yet embedded (about " in text


@pytest.mark.slow
def test_status_says_nothing_of_embeddings_when_all_are_done(
    kenning: Any, kenning_home: Path
) -> None:
    _store_with(kenning_home, ["one message"], 1)
    assert kenning("status", "--json", env=HASHING).json()["embeddings"]["pending_messages"] == 0
    assert "not yet embedded" not in kenning("status", env=HASHING).stdout


@pytest.mark.slow
def test_doctor_reports_the_backlog_and_how_to_work_it_off(
    kenning: Any, kenning_home: Path
) -> None:
    _store_with(kenning_home, [f"message {i}" for i in range(3)])
    checks = kenning("doctor", "--json", env=HASHING).json()["checks"]
    check = next(c for c in checks if c["name"] == "embeddings")
    assert check["status"] == "degraded"
    assert check["detail"].startswith("3 messages not yet embedded")
    assert "kenning embed" in check["fix"]
    with Store.open(kenning_home / "kenning.db") as store:
        embed_pending(store, HashingEmbedder(), "message")
    checks = kenning("doctor", "--json", env=HASHING).json()["checks"]
    assert next(c for c in checks if c["name"] == "embeddings")["status"] == "ok"


@pytest.mark.slow
def test_search_notes_partial_semantic_results_until_the_backlog_is_done(
    kenning: Any, kenning_home: Path
) -> None:
    _store_with(kenning_home, [f"the websocket test is flaky, run {i}" for i in range(4)], 1)
    result = kenning("search", "flaky websocket", "--json", env=HASHING, check=True).json()
    assert result["backlog"]["pending_messages"] == 3
    assert any(
        "3 messages not yet embedded" in n and "semantic results are partial" in n
        for n in result["notes"]
    )
    assert result["hits"]  # lexical still finds every message
    shown = kenning("search", "flaky websocket", env=HASHING, check=True)
    assert "semantic results are partial" in shown.stderr
    lexical = kenning("search", "flaky", "--mode", "lexical", "--json", env=HASHING).json()
    assert lexical["backlog"] is None  # vectors play no part in a lexical search
    with Store.open(kenning_home / "kenning.db") as store:
        embed_pending(store, HashingEmbedder(), "message")
    done = kenning("search", "flaky websocket", "--json", env=HASHING, check=True).json()
    assert done["backlog"] is None
    assert not any("not yet embedded" in n for n in done["notes"])
