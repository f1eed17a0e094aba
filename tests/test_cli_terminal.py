"""What a person reads at 80 columns (COLUMNS=80): `sessions list`, `context`, `doctor`.

Snapshot-style: the real `kenning` subprocess, its text output compared line by line.
"""

from __future__ import annotations

import re
import shutil
from pathlib import Path
from typing import Any

import pytest

from kenning.daemon.core.config import load_config
from kenning.daemon.ops import NO_MODEL_NOTE, OpContext, run
from kenning.daemon.store.db import Store

from .test_backlog_surfaces import _store_with

FIXTURE = Path(__file__).parent / "fixtures" / "ingest" / "claude_code" / "session.jsonl"
NARROW = {"COLUMNS": "80", "TZ": "UTC", "KENNING_EMBED__BACKEND": "hashing"}
SESSION = "0d9b8a2c-6c4f-4a8a-9d0e-2f6a4b1c3d5e"


def _lines(text: str) -> list[str]:
    return [line.rstrip() for line in text.splitlines()]


@pytest.mark.slow
def test_sessions_list_keeps_ids_whole_at_80_columns(kenning: Any, tmp_path: Path) -> None:
    folder = tmp_path / "user-home" / ".claude" / "projects" / "-home-dev-shop"
    folder.mkdir(parents=True)
    shutil.copy(FIXTURE, folder / f"{SESSION}.jsonl")
    kenning("ingest", env=NARROW, check=True)
    out = kenning("sessions", "list", env=NARROW, check=True).stdout
    assert _lines(out) == [
        "id                                                when              msgs",
        "  workspace · title",
        f"claude_code:{SESSION}  2026-03-02 09:15  6",
        "  /home/dev/shop · The checkout test is flaky. Our staging token is …",
    ]
    # wide enough: one table, the id still whole on its line
    wide = kenning("sessions", "list", env={**NARROW, "COLUMNS": "160"}, check=True).stdout
    row = _lines(wide)[1]
    assert row.startswith(f"claude_code:{SESSION}  2026-03-02 09:15  6 ")
    assert row.endswith("The checkout test is flaky. Our staging token is …")


RULE = (
    "Use **uv**, not pip: `uv add httpx` instead of `pip install httpx`, and `uv run pytest` "
    "for the tests, so the lock file stays the one truth of the project's dependencies"
)


@pytest.mark.slow
def test_context_shows_each_rule_whole_and_without_markdown(kenning: Any, tmp_path: Path) -> None:
    added = kenning("playbook", "add", RULE, "--tags", "python", "--json", check=True).json()
    out = kenning(
        "context",
        "add httpx retries with pip",
        "--workspace",
        str(tmp_path),
        env=NARROW,
        check=True,
    ).stdout
    lines = _lines(out)
    rule_id = added["id"]
    assert lines[:5] == [
        f"Context for: add httpx retries with pip  ({tmp_path})",
        "Rules",
        f"  [{rule_id}] Use uv, not pip: `uv add httpx` instead of `pip install",
        "    httpx`, and `uv run pytest` for the tests, so the lock file stays the one",
        "    truth of the project's dependencies",
    ]
    assert re.fullmatch(r"      candidate · score \+\d\.\d\d · relevance \d\.\d\d · .+", lines[5])
    assert "**" not in out
    # the header names the workspace, a path that is never split; the rest fits
    assert all(len(line) < 80 for line in lines[1:]), [x for x in lines[1:] if len(x) >= 80]


@pytest.mark.slow
def test_doctor_at_80_columns_says_catching_up_for_a_shrinking_lag(
    kenning: Any, kenning_home: Path
) -> None:
    _store_with(kenning_home, [f"the flaky websocket test, take {i}" for i in range(12)], 5)
    out = kenning("doctor", env=NARROW).stdout
    lines = _lines(out)
    at = next(i for i, line in enumerate(lines) if "embeddings:" in line)
    assert lines[at].startswith("catching up  embeddings: 7 messages not yet embedded")
    told = lines[at]
    for line in lines[at + 1 :]:
        if not line.startswith(" " * 13):
            break
        told += " " + line.strip()
    assert re.search(r"\(about \d+\w* left at \d+(\.\d)?/(s|min)\)$", told), told
    assert " 0/s" not in out and "ETA" not in out
    # every line: a label right-aligned in 11 columns, or the fold under the text
    for line in lines:
        assert re.match(r"( {9}ok|catching up|   degraded|     BROKEN| {13}\S| {18}\S)", line), line
    # nothing under way and no daemon: degraded, with the fix
    with Store.open(kenning_home / "kenning.db") as store:
        store.execute("DELETE FROM embeddings")
    still = kenning("doctor", env=NARROW).stdout
    assert "   degraded  embeddings: 12 messages not yet embedded (no embedding under way:" in still


@pytest.mark.slow
def test_a_first_cold_answer_tells_the_truth_about_a_missing_model(
    kenning: Any, kenning_home: Path, tmp_path: Path, monkeypatch: Any
) -> None:
    monkeypatch.setenv("KENNING_MODELS_DIR", str(tmp_path / "no-models"))
    kenning("playbook", "add", "Run the tests with -x before pushing", check=True)
    loaded = load_config()
    with Store.open(kenning_home / "kenning.db") as store:
        ctx = OpContext(loaded, lambda: store, source="process", warm=False)
        data = run(ctx, "context", {"task": "run the tests", "workspace": None})
    assert data["degraded"][0] == NO_MODEL_NOTE
    assert "next call is warm" not in " ".join(data["degraded"])
    assert "kenning models install" in NO_MODEL_NOTE
