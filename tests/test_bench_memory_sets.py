"""The public-set reader (bench/memory_sets_bench.py) on a small file of its shape, written here."""

from __future__ import annotations

import subprocess
import sys
from datetime import date
from pathlib import Path

import orjson
import pytest

from bench.memory_sets_bench import evaluate_sets, load_set, parse_day
from kenning.daemon.retrieval.embedding.embedder import HashingEmbedder

ROOT = Path(__file__).resolve().parents[1]


def _sample(ident: str, nested: bool) -> dict[str, object]:
    sessions = {
        "speaker_a": "Ines",
        "speaker_b": "Tomas",
        "session_1_date_time": "4:10 pm on 3 March, 2022",
        "session_1": [
            {"speaker": "Ines", "dia_id": "D1:1", "text": "I started learning the cello."},
            {"speaker": "Tomas", "dia_id": "D1:2", "text": "Nice! Which teacher?"},
            {"speaker": "Ines", "dia_id": "D1:3", "text": "Mrs Albescu, near the river."},
        ],
        "session_2_date_time": "2022-04-09 10:00",
        "session_2": [
            {"speaker": "Tomas", "dia_id": "D2:1", "clean_text": "I adopted a grey cat."},
            {
                "speaker": "Ines",
                "dia_id": "D2:2",
                "text": "Show me!",
                "blip_caption": "a photo of a grey kitten on a sofa",
            },
            {"speaker": "Tomas", "dia_id": "D2:3", "text": ""},
        ],
    }
    qa = [
        {"question": "Who teaches Ines the cello?", "evidence": ["D1:3"], "category": 4},
        {"question": "What pet did Tomas get?", "evidence": ["D2:1; D2:2"], "category": 1},
        {"question": "Is there a dragon?", "answer": "no", "evidence": [], "category": 5},
        {"question": "A question about nothing stored", "evidence": ["D9:9"], "category": 2},
    ]
    body = {"conversation": sessions} if nested else sessions
    return {"sample_id": ident, **body, "qa": qa}


def test_dates_in_the_forms_the_sets_write() -> None:
    assert parse_day("1:56 pm on 8 May, 2023") == date(2023, 5, 8)
    assert parse_day("2024-01-18 09:00:00") == date(2024, 1, 18)
    assert parse_day("Jan 5, 2024") == date(2024, 1, 5)
    assert parse_day("the day after") is None
    assert parse_day("31 February, 2023") is None


def test_a_locomo_file_and_a_folder_of_chats_read_alike(tmp_path: Path) -> None:
    one = tmp_path / "locomo.json"
    one.write_bytes(orjson.dumps([_sample("conv-a", nested=True)]))
    folder = tmp_path / "chats"
    folder.mkdir()
    (folder / "Chat_1.json").write_bytes(orjson.dumps(_sample("x", nested=False)))

    locomo = load_set("locomo", one)
    chats = load_set("realtalk", folder)
    for loaded in (locomo, chats):
        (conv,) = loaded.conversations
        first, second = conv.sessions
        assert first.day == date(2022, 3, 3) and second.day == date(2022, 4, 9)
        assert first.turns[0] == ("user", "Ines: I started learning the cello.")
        assert second.turns[0] == ("assistant", "Tomas: I adopted a grey cat.")
        assert "(image: a photo of a grey kitten on a sofa)" in second.turns[1][1]
        assert len(second.turns) == 2 and loaded.skipped_turns == 1
        by_text = {q.text: q for q in conv.questions}
        assert by_text["Who teaches Ines the cello?"].evidence == ((0, 2),)
        assert by_text["What pet did Tomas get?"].evidence == ((1, 0), (1, 1))
    # LoCoMo's adversarial category is left out; a question whose evidence is not stored is counted
    assert {q.category for q in locomo.conversations[0].questions} == {"cat 4", "cat 1"}
    assert locomo.skipped_questions == 1
    assert load_set("locomo", one, all_categories=True).skipped_questions == 2
    assert locomo.categories == ["cat 1", "cat 4"]


def test_recall_rows_per_category_beside_the_bm25_floor(tmp_path: Path) -> None:
    data = tmp_path / "locomo.json"
    data.write_bytes(orjson.dumps([_sample("conv-a", nested=True), _sample("conv-b", True)]))
    rows = evaluate_sets({"locomo": data}, embedder=HashingEmbedder())
    recall = {(r["name"], r["mode"]): r for r in rows if r.get("bench") == "retrieval.qa"}
    assert {name for name, _ in recall} == {"locomo cat 1", "locomo cat 4", "locomo all"}
    # two words of the question are in the evidence turn: every mode finds it in ten
    assert recall[("locomo cat 4", "bm25")]["value"] == 1.0
    assert recall[("locomo cat 4", "lexical")]["value"] == 1.0
    assert recall[("locomo all", "hybrid")]["questions"] == 4
    assert recall[("locomo all", "hybrid")]["floor"] == recall[("locomo all", "bm25")]["value"]
    (note,) = [r for r in rows if r["name"] == "locomo read"]
    assert "2 conversations, 4 questions" in note["what"]


@pytest.mark.slow
def test_the_scenario_says_so_when_no_set_is_here(tmp_path: Path) -> None:
    env = {"PATH": "/usr/bin:/bin", "HOME": str(tmp_path)}
    done = subprocess.run(
        [sys.executable, "-m", "bench", "memory_sets"],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr
    assert "KENNING_LOCOMO" in done.stdout
