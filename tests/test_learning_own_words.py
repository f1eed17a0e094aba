"""A rule holds the person's words and the facts of the run, never the agent's turn nor a
terminal frame pasted with the text. Sessions are scripted, ingested into a real store."""

from __future__ import annotations

import re
from pathlib import Path

from kenning.daemon.learning.diary import build_diary
from kenning.daemon.learning.statements import sentences, unframe
from kenning.daemon.safety.sanitize import default_sanitizer
from kenning.daemon.store.db import Store

from .learning_sessions import Step, fixed_error_session, ingest_home, write_session

FRAME = re.compile(r"[\u2500-\u259f]")


def _lessons(store: Store, home: Path, name: str, steps: list[Step]) -> list[str]:
    _, sid = write_session(home, name, steps)
    ingest_home(store, home)
    diary, _ = build_diary(store, sid, redact=default_sanitizer().redact, save=False)
    return [x.text for x in diary.lessons]


def test_a_fix_rule_takes_no_sentence_of_the_agent(store: Store, tmp_path: Path) -> None:
    steps = fixed_error_session()
    steps[3] = ("assistant", "The yaml module is missing from the environment, so it failed.")
    steps.insert(-1, ("assistant", "Installing pyyaml fixed the missing yaml module error."))
    [text] = [t for t in _lessons(store, tmp_path, "fix", steps) if "pip install" in t]
    assert text.endswith("run `pip install pyyaml` first.")
    assert "environment" not in text and "Installing" not in text


def test_a_rule_pasted_inside_a_terminal_frame_keeps_only_the_words(
    store: Store, tmp_path: Path
) -> None:
    said = (
        "╭──────────────────────────────────────────────╮\n"
        "│ In this repo always run the migrations with  │\n"
        "│ `alembic upgrade head` before the tests.     │\n"
        "╰──────────────────────────────────────────────╯"
    )
    steps: list[Step] = [
        ("user", said),
        ("assistant", "Understood."),
        ("bash", "alembic upgrade head", "INFO  [alembic] Running upgrade", False),
        ("user", "thanks"),
    ]
    texts = _lessons(store, tmp_path, "framed", steps)
    assert any("migrations with `alembic upgrade head` before the tests" in t for t in texts)
    assert not any(FRAME.search(t) for t in texts)


def test_unframe_joins_what_the_frame_wrapped_and_keeps_items_apart() -> None:
    text = "│ Use uv, and open a pull   │\n│ request for each change. │\n│ - a │\n│ - b │"
    assert unframe(text) == "Use uv, and open a pull request for each change.\n- a\n- b"
    assert sentences("─────\nNever push to main.\n─────") == ["Never push to main."]
    assert unframe("no frame │ here") == "no frame here" and unframe("plain") == "plain"
