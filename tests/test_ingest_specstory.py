"""SpecStory exports: four header generations, turn markers, tool and think blocks, notes."""

from __future__ import annotations

import shutil
from pathlib import Path
from typing import Any

import pytest

from kenning.daemon.ingest.projects import add_watched
from kenning.daemon.store.db import Store

from .ingest_helpers import FIXTURES, ingest, messages, session

CURSOR = "specstory:3b9f2c1e-8d4a-4f6b-9e21-7c5a0d3e8b14"
CLAUDE = "specstory:9a7e4c2b-1f3d-4b8a-a6c5-2e0f9d8b7c61"


def _project(store: Store, tmp_path: Path) -> Path:
    project = tmp_path / "shop"
    shutil.copytree(FIXTURES / "specstory" / "shop", project)
    add_watched(store, project)
    ingest(store, tmp_path)
    return project / ".specstory" / "history"


def _skips(store: Store) -> dict[str, int]:
    rows = store.conn.execute("SELECT reason, count FROM ingest_skips WHERE agent = 'specstory'")
    return {r["reason"]: r["count"] for r in rows}


def test_every_generation_is_a_session_and_notes_are_counted(
    store: Store, tmp_path: Path, zone: Any
) -> None:
    history = _project(store, tmp_path)
    rows = store.query("SELECT id, title, started_at, workspace FROM sessions ORDER BY started_at")
    assert [(r["title"], r["started_at"]) for r in rows] == [
        # titles are the person's first words, never the export's summary (issue 24)
        ("the login page redirects forever after I sign in", "2024-08-22T14:05:19.000Z"),  # US
        ("npm run build 报错：Cannot find module 'sharp'", "2025-01-13T19:11:20.000Z"),  # Chinese
        ("add a dark mode toggle to the header", "2025-03-02T10:14:55.000Z"),
        (
            "split PaymentService into a gateway client and a ledger writer",
            "2025-10-14T22:20:00.000Z",
        ),
        ("why is the docker build so slow?", "2025-12-06T19:04:39.000Z"),  # title is a time
    ]
    assert {r["workspace"] for r in rows} == {str(history.parent.parent)}
    assert [r["id"] for r in rows][3:] == [CURSOR, CLAUDE]  # named by the session uuid
    assert rows[0]["id"] == f"specstory:{history / '2024-08-22_14-05-fixing-the-login-redirect.md'}"
    assert _skips(store) == {"not_a_chat": 1}  # random-todos.md; ai_rules_backups is not read


def test_turns_models_tools_and_thoughts(store: Store, tmp_path: Path, zone: Any) -> None:
    _project(store, tmp_path)
    cursor = messages(store, CURSOR)
    assert [(m["role"], m["model"]) for m in cursor] == [
        ("user", None),
        ("assistant", None),
        ("assistant", None),
        ("tool", None),
        ("assistant", "gpt-5-codex"),
        ("user", None),
        ("assistant", "copilot/gpt-4.1"),  # the model switched mid-file; the empty turn is gone
    ]
    assert cursor[2]["tool_calls"][0]["name"] == "run_terminal_cmd"
    assert cursor[2]["tool_calls"][0]["input"]["summary"] == "Run command: npm test -- payments"
    assert "PASS  src/payments/service.test.ts" in cursor[3]["text"]
    assert cursor[5]["created_at"] == "2025-10-14T22:31:00.000Z"  # the user marker's own time

    claude = messages(store, CLAUDE)  # CRLF, consecutive Agent turns, no separators
    assert [m["role"] for m in claude] == [
        "user",
        "assistant",
        "assistant",
        "tool",
        "assistant",
        "user",
        "assistant",
    ]
    assert claude[1]["author"] == "reasoning" and "layer cache" in claude[1]["text"]
    assert claude[2]["text"] == "[Tool: Read - Dockerfile]"
    assert "\r" not in "".join(m["text"] for m in claude)

    dark = messages(store, session_id_of(store, "add a dark mode toggle to the header"))
    assert dark[0]["role"] == "system" and dark[0]["text"].startswith("DEV. NOTE")
    assert dark[3]["text"] == "[Tool: Read file - src/components/Header.tsx]"


def session_id_of(store: Store, title: str) -> str:
    row = store.conn.execute("SELECT id FROM sessions WHERE title = ?", (title,)).fetchone()
    return str(row[0])


def test_an_export_rewritten_with_a_new_turn_is_read_again(
    store: Store, tmp_path: Path, zone: Any
) -> None:
    history = _project(store, tmp_path)
    path = history / "2025-10-14_22-20Z-refactor-payment-service.md"
    reply = "The retry waits 200 ms:\n\n```yaml\n---\nretries: 3\n```\n\n---\n"
    path.write_text(path.read_text() + "_**Agent (model copilot/gpt-4.1)**_\n\n" + reply)
    report = ingest(store, tmp_path)
    assert report.agents["specstory"]["sources"] == 1
    assert session(store, CURSOR)["message_count"] == 8
    # the separator after the turn goes; a `---` inside it stays
    assert messages(store, CURSOR)[-1]["text"].endswith("```yaml\n---\nretries: 3\n```")


@pytest.mark.slow
def test_a_markdown_file_no_agent_writes_gets_a_clear_message(kenning: Any, tmp_path: Path) -> None:
    notes = tmp_path / "notes.md"
    notes.write_text("# meeting notes\n\n- ship on Friday\n")
    env = {"HOME": str(tmp_path / "home")}
    r = kenning("ingest", str(notes), "--json", env=env)
    assert r.code != 0
    error = r.json()["error"]
    assert (
        "not an agent's session file" in error["message"] and ".specstory/history" in error["fix"]
    )
    status = kenning("status", "--json", env=env).json()
    assert status["totals"]["skipped"] == 0  # no invalid_json against OpenCode
    export = tmp_path / "p" / ".specstory" / "history" / "2025-12-06_19-04-39Z.md"
    export.parent.mkdir(parents=True)
    shutil.copyfile(FIXTURES / "specstory/shop/.specstory/history/2025-12-06_19-04-39Z.md", export)
    read = kenning("ingest", str(export), str(notes), "--json", env=env, check=True).json()
    assert read["agents"]["specstory"]["sessions"] == 1 and read["unclaimed"] == [str(notes)]
