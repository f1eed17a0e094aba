"""The fidelity bench's turn readers and scoring, on small synthetic sessions (no real logs)."""

from __future__ import annotations

from pathlib import Path

import orjson
import pytest

from bench import fidelity_bench
from bench.fidelity_match import Label, StoredMessage, Turn, score_scope
from bench.fidelity_turns import normalise, read_turns, text_hash

IDE = (
    "<ide_opened_file>The user opened the file /home/dev/app/main.py in the IDE.</ide_opened_file>"
)
CLAUDE = [
    {"type": "user", "message": {"role": "user", "content": "Add a /health endpoint"}},
    {"type": "assistant", "message": {"role": "assistant", "content": "Reading main.py."}},
    {
        "type": "user",
        "message": {
            "role": "user",
            "content": [{"type": "tool_result", "tool_use_id": "t1", "content": "def main(): ..."}],
        },
    },
    {"type": "user", "message": {"role": "user", "content": f"{IDE}\n\nnow make it return json"}},
    {
        "type": "user",
        "message": {"role": "user", "content": [{"type": "text", "text": "[Request interrupted]"}]},
    },
    {"type": "user", "message": {"role": "user", "content": "the token is sk-live-abcdef123456"}},
]
SPECSTORY = """# Fix the cart (2026-03-02)

_**User (2026-03-02 09:15Z)**_

The cart total rounds per line, it should round once

---

_**Agent (model 2026-03-02 09:16Z)**_

Looking at cart.py.

---

_**User (2026-03-02 09:20Z)**_

Implement the plan as specified, it is attached for your reference.

---
"""


@pytest.fixture
def logs(tmp_path: Path) -> Path:
    root = tmp_path / "logs"
    (root / "claude-code").mkdir(parents=True)
    (root / "specstory").mkdir()
    (root / "claude-code" / "dev__shop__s1.jsonl").write_bytes(
        b"".join(orjson.dumps(r) + b"\n" for r in CLAUDE)
    )
    (root / "specstory" / "dev__shop__2026-03-02_09-15Z-fix-the-cart.md").write_text(SPECSTORY)
    return root


def test_turns_follow_each_format(logs: Path) -> None:
    claude = read_turns(logs, "claude-code/dev__shop__s1.jsonl")
    assert [t.kind for t in claude] == ["text", "tool_result", "text", "text", "text", "text"]
    # the IDE block and the words after it are two turns
    assert claude[2].text.strip() == IDE
    assert normalise(claude[3].text) == "now make it return json"
    spec = read_turns(logs, "specstory/dev__shop__2026-03-02_09-15Z-fix-the-cart.md")
    assert [normalise(t.text) for t in spec] == [
        "The cart total rounds per line, it should round once",
        "Implement the plan as specified, it is attached for your reference.",
    ]
    assert spec[0].hash == text_hash("  The cart total rounds per line,\n it should round once ")


def _labels(logs: Path, origins: dict[str, list[str]]) -> list[Label]:
    out = []
    for rel, wanted in origins.items():
        for turn, origin in zip(read_turns(logs, rel), wanted, strict=True):
            out.append(Label(rel, turn.index, origin, turn.hash))
    return out


def test_labels_are_checked_against_the_files(logs: Path) -> None:
    rel = "claude-code/dev__shop__s1.jsonl"
    good = _labels(logs, {rel: ["human", "tool", "injected", "human", "injected", "human"]})
    turns, bad = fidelity_bench.check_labels(logs, good)
    assert bad == [] and [t.origin for t in turns[rel]][:2] == ["human", "tool"]
    wrong = [*good[:-1], Label(rel, 5, "human", "0" * 16)]
    turns, bad = fidelity_bench.check_labels(logs, wrong)
    assert rel not in turns and bad and bad[0].startswith(rel)


def test_copies_join_their_originals_in_one_scope() -> None:
    labels = [
        Label("codex/a.jsonl", 0, "human", "x"),
        Label("codex/b.jsonl", 0, "human", "x", copy_of="codex/a.jsonl#0"),
        Label("codex/c.jsonl", 0, "human", "y"),
    ]
    assert fidelity_bench.scopes(labels) == [{"codex/a.jsonl", "codex/b.jsonl"}, {"codex/c.jsonl"}]


def test_score_counts_each_kind_of_miss(logs: Path) -> None:
    claude = read_turns(logs, "claude-code/dev__shop__s1.jsonl")
    spec = read_turns(logs, "specstory/dev__shop__2026-03-02_09-15Z-fix-the-cart.md")
    origins = ["human", "tool", "injected", "human", "injected", "human"]
    turns = [Turn(o, t.text) for o, t in zip(origins, claude, strict=True)]
    # what a connector that keeps the role `user` for everything would store
    stored = [
        StoredMessage(True, "Add a /health endpoint"),
        StoredMessage(True, "Add a /health endpoint"),  # the same turn stored twice
        StoredMessage(False, "def main(): ..."),
        StoredMessage(True, claude[2].text + claude[3].text),  # IDE block glued to the words
        StoredMessage(True, "[Request interrupted]"),
        StoredMessage(True, "the token is [REDACTED:api_key]"),  # redacted, still the turn
    ]
    score = score_scope(turns, stored, ["Add a /health endpoint", "<ide_opened_file>The user"])
    assert (score.human_turns, score.stored_as_human, score.duplicates) == (3, 3, 1)
    assert (score.human_messages, score.not_human_words, score.lost) == (5, 2, 0)
    assert (score.titles, score.titles_not_human) == (2, 1)

    # a SpecStory session: the plan button's template is not the person's; one turn never stored
    turns = [Turn("human", spec[0].text), Turn("expansion", spec[1].text)]
    score = score_scope(turns, [StoredMessage(True, spec[1].text)], [None])
    assert (score.human_turns, score.stored_as_human, score.lost) == (1, 0, 1)
    assert (score.not_human_words, score.untitled) == (1, 1)


def test_a_short_reply_inside_a_long_text_is_not_that_reply() -> None:
    turns = [Turn("human", "no"), Turn("human", "Make the button blue")]
    stored = [
        StoredMessage(True, "Make the button blue"),
        StoredMessage(True, "I will not change the colour, no wait, I will change it later"),
    ]
    score = score_scope(turns, stored, [])
    assert (score.stored_as_human, score.lost, score.duplicates) == (1, 1, 0)
    assert score.not_human_words == 1


def test_missing_real_logs_give_a_note(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setenv(fidelity_bench.ENV, str(tmp_path / "nowhere"))
    rows = fidelity_bench.run()
    assert len(rows) == 1 and rows[0]["name"] == "skipped"
    assert fidelity_bench.ENV in rows[0]["what"]
