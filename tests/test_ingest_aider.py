"""Aider chat histories: sessions per launch header, user/tool/assistant blocks, appends."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from kenning.daemon.store import Store

from .ingest_helpers import copy_fixture, ingest, messages, session

NAME = ".aider.chat.history.md"


def _install(repo: Path) -> Path:
    return copy_fixture(f"aider/{NAME}", repo / NAME)


def _roots(repo: Path) -> dict[str, Any]:
    return {"agents": {"aider": {"roots": [str(repo.parent)]}}}


def test_sessions_split_at_each_header(store: Store, tmp_path: Path) -> None:
    repo = tmp_path / "code" / "cli"
    path = _install(repo)
    report = ingest(store, tmp_path, config=_roots(repo))
    assert report.sessions == 2  # the empty 11:00 launch gives no session
    first = session(store, f"aider:{path}#0")
    assert first["workspace"] == str(repo)
    assert first["title"] == "add a --verbose flag to cli.py"
    assert first["started_at"] == "2025-06-03T10:12:44.000Z"
    msgs = messages(store, first["id"])
    assert [m["role"] for m in msgs] == ["system", "user", "assistant", "tool", "user", "tool"]
    assert msgs[0]["text"].startswith("/home/dev/.local/bin/aider --model sonnet\nAider v0.84.0")
    # the assistant's own `#### Changes` heading and its SEARCH/REPLACE block stay in the reply
    assert "#### Changes" in msgs[2]["text"] and ">>>>>>> REPLACE\n```" in msgs[2]["text"]
    assert msgs[3]["text"].startswith("Tokens: 1.8k sent")
    assert msgs[4]["text"] == "/run pytest -q"
    third = messages(store, f"aider:{path}#2")
    assert [m["role"] for m in third] == ["system", "user", "assistant"]
    assert third[1]["text"] == "why does `make` fail?\nit says missing separator"


def test_appending_a_session_reparses_only_the_tail(store: Store, tmp_path: Path) -> None:
    repo = tmp_path / "code" / "cli"
    path = _install(repo)
    ingest(store, tmp_path, config=_roots(repo))
    with path.open("a") as fh:
        fh.write("\n#### and line 9?  \n\nAlso a tab there.\n")
    report = ingest(store, tmp_path, config=_roots(repo))
    assert report.messages == 2
    with path.open("a") as fh:
        fh.write("\n# aider chat started at 2025-06-05 08:00:00\n\n#### hello  \n\nHi.\n")
    report = ingest(store, tmp_path, config=_roots(repo))
    assert report.messages == 2
    assert [m["role"] for m in messages(store, f"aider:{path}#3")] == ["user", "assistant"]
    assert session(store, f"aider:{path}#2")["message_count"] == 5
    total = store.conn.execute("SELECT count(*) FROM messages").fetchone()[0]
    assert total == 6 + 5 + 2


def test_crlf_file_and_home_root(store: Store, tmp_path: Path) -> None:
    text = (Path(__file__).parent / "fixtures" / "ingest" / "aider" / NAME).read_text()
    (tmp_path / NAME).write_bytes(text.replace("\n", "\r\n").encode())
    ingest(store, tmp_path)  # ~/.aider.chat.history.md is a default root
    msgs = messages(store, f"aider:{tmp_path / NAME}#0")
    assert msgs[1]["text"] == "add a --verbose flag to cli.py"
    assert "\r" not in "".join(m["text"] for m in msgs)
