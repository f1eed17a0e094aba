"""A fix rule holds the facts of the run, never the agent's turn. Sessions are scripted,
ingested into a real store."""

from __future__ import annotations

from pathlib import Path

from kenning.daemon.learning.diary import build_diary
from kenning.daemon.safety.sanitize import default_sanitizer
from kenning.daemon.store.db import Store

from .learning_sessions import Step, fixed_error_session, ingest_home, write_session


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
