"""Aider chat histories: sessions per launch header, user/tool/assistant blocks, appends."""

from __future__ import annotations

import os
import time
from collections import Counter
from pathlib import Path
from typing import Any

import orjson

from kenning.daemon.store.db import Store

from .ingest_helpers import copy_fixture, ingest, messages, session

NAME = ".aider.chat.history.md"
INPUT = ".aider.input.history"


def _skips(store: Store) -> dict[str, int]:
    rows = store.conn.execute("SELECT reason, count FROM ingest_skips WHERE agent = 'aider'")
    return {r["reason"]: r["count"] for r in rows}


def _install(repo: Path) -> Path:
    return copy_fixture(f"aider/{NAME}", repo / NAME)


def _roots(repo: Path) -> dict[str, Any]:
    return {"agents": {"aider": {"roots": [str(repo.parent)]}}}


def test_sessions_split_at_each_header(store: Store, tmp_path: Path, zone: Any) -> None:
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


def _long(store: Store, tmp_path: Path) -> Path:
    repo = tmp_path / "code" / "parser"
    path = copy_fixture(f"aider/long/{NAME}", repo / NAME)
    ingest(store, tmp_path, config=_roots(repo))
    return path


def test_an_unclosed_fence_does_not_swallow_later_turns(
    store: Store, tmp_path: Path, zone: Any
) -> None:
    path = _long(store, tmp_path)
    roles = Counter(r["role"] for r in store.conn.execute("SELECT role FROM messages").fetchall())
    assert roles["user"] == 20  # every `#### ` turn of the file (a 3-line paste is one)
    interrupted = messages(store, f"aider:{path}#3")
    users = [m["text"] for m in interrupted if m["role"] == "user"]
    assert len(users) == 16
    assert users[1] == "you stopped in the middle, finish the edit"
    assert users[-1] == "/exit"
    # recovered at `> ^C`: the cut reply keeps its own heading, the interrupt is tool output
    assert "#### Plan" in interrupted[2]["text"]
    assert interrupted[3] | {"role": "tool"} == interrupted[3]
    assert interrupted[3]["text"] == "^C again to exit\n^C KeyboardInterrupt"
    # recovered at `> Tokens:`; in the fence a `> ` quote and a `#### Keys` heading are reply text
    readme = messages(store, f"aider:{path}#4")
    roles_4 = ["system", "user", "assistant", "tool", "user", "assistant"]
    assert [m["role"] for m in readme] == roles_4
    assert "> Settings are read" in readme[2]["text"] and "#### Keys" in readme[2]["text"]
    assert readme[4]["text"] == "thanks"


def test_start_up_lines_without_a_quote_are_the_banner(
    store: Store, tmp_path: Path, zone: Any
) -> None:
    path = _long(store, tmp_path)
    msgs = messages(store, f"aider:{path}#0")
    assert [m["role"] for m in msgs][:2] == ["system", "user"]
    banner = msgs[0]["text"]
    assert '--message "Refactor the parser.\nKeep the public API the same.\n' in banner
    assert "Config File (" in banner and "treat them as *read-only*." in banner
    assert "\r" not in banner
    # a multi-line `>` message goes on without `>`: it stays tool output
    assert "FAILED tests/test_parser.py::test_empty" in msgs[5]["text"]
    assert msgs[5]["role"] == "tool"


def test_empty_sessions_are_counted_once(store: Store, tmp_path: Path, zone: Any) -> None:
    path = _long(store, tmp_path)
    assert _skips(store) == {"empty_session": 3}  # two at 11:40:00, one at the end
    ids = [r[0] for r in store.conn.execute("SELECT id FROM sessions ORDER BY id")]
    assert ids == [f"aider:{path}#{n}" for n in (0, 3, 4)]
    with path.open("a") as fh:  # the empty last session is read again, not counted again
        fh.write("\n# aider chat started at 2025-03-17 10:00:00\n")
    ingest(store, tmp_path, config=_roots(path.parent))
    assert _skips(store) == {"empty_session": 4}
    with path.open("a") as fh:
        fh.write("\n#### hello  \n\nHi.\n")
    report = ingest(store, tmp_path, config=_roots(path.parent))
    assert report.sessions == 1 and _skips(store) == {"empty_session": 4}


def test_header_times_are_local_times(store: Store, tmp_path: Path, zone: Any) -> None:
    zone("America/New_York")  # EDT (UTC-4) since 2025-03-09
    path = _long(store, tmp_path)
    assert session(store, f"aider:{path}#0")["started_at"] == "2025-03-14T13:02:11.000Z"
    zone("Asia/Kolkata")
    other = tmp_path / "other" / NAME
    copy_fixture(f"aider/{NAME}", other)
    ingest(store, tmp_path, [other])
    assert session(store, f"aider:{other}#0")["started_at"] == "2025-06-03T04:42:44.000Z"


def test_a_file_without_hard_breaks_recovers_at_tokens(
    store: Store, tmp_path: Path, zone: Any
) -> None:
    path = copy_fixture(f"aider/plain/{NAME}", tmp_path / "notes" / NAME)
    ingest(store, tmp_path, [path])
    msgs = messages(store, f"aider:{path}#0")
    roles = ["system", "user", "assistant", "tool", "user", "assistant", "tool"]
    assert [m["role"] for m in msgs] == roles
    assert msgs[4]["text"] == "make it keep only the last 7"


def test_prompt_history_where_no_chat_is_kept(store: Store, tmp_path: Path, zone: Any) -> None:
    repo = tmp_path / "shop"
    path = copy_fixture(f"aider/input-only/{INPUT}", repo / INPUT)
    report = ingest(store, tmp_path, config=_roots(repo))
    assert report.sessions == 2  # an overnight pause splits them
    first = messages(store, f"aider:{path}#0")
    assert [m["text"] for m in first] == [
        "/add src/app.py",
        "why does the login form post twice?\nit happens only in Safari",
        "/run npm test",
    ]
    assert {m["role"] for m in first} == {"user"}
    assert first[1]["created_at"] == "2025-05-02T14:03:41.002Z"
    assert session(store, f"aider:{path}#0")["title"] == "/add src/app.py"
    # once a chat history exists beside it, the chat history is the source
    copy_fixture(f"aider/{NAME}", repo / NAME)
    report = ingest(store, tmp_path, config=_roots(repo))
    assert report.agents["aider"]["sources"] == 1
    assert session(store, f"aider:{repo / NAME}#0")["workspace"] == str(repo)


def test_a_store_read_by_the_older_parser_is_corrected(
    store: Store, tmp_path: Path, zone: Any
) -> None:
    path = _long(store, tmp_path)
    sid = f"aider:{path}#3"
    # what the first parser left: a checkpoint without `parser`, a stale extra message
    with store.transaction() as conn:
        state = orjson.loads(
            conn.execute(
                "SELECT state FROM ingest_checkpoints WHERE source_path = ?", (str(path),)
            ).fetchone()[0]
        )
        del state["parser"]
        conn.execute(
            "UPDATE ingest_checkpoints SET state = ? WHERE source_path = ?",
            (orjson.dumps(state).decode(), str(path)),
        )
        conn.execute(
            "INSERT INTO messages (session_id, key, idx, role, text, content_hash) "
            "VALUES (?, '3:60', 60, 'assistant', 'stale', 'x')",
            (sid,),
        )
    os.utime(path, ns=(time.time_ns(), time.time_ns()))
    ingest(store, tmp_path, config=_roots(path.parent))
    assert [m["key"] for m in messages(store, sid)][-1] == "3:33"
    assert session(store, sid)["message_count"] == 34


#: the tag Aider writes around a reasoning model's thinking (a fixed name with a hash)
_THINKING = "thinking-content-0f1e2d3c4b5a69788796a5b4c3d2e1f0"


def test_a_reasoning_models_thinking_is_stored_as_a_think_block(
    store: Store, tmp_path: Path, zone: Any
) -> None:
    from kenning.daemon.learning.diary import build_diary
    from kenning.daemon.safety.sanitize import default_sanitizer

    repo = tmp_path / "code" / "exporter"
    repo.mkdir(parents=True)
    path = repo / NAME
    path.write_text(
        "\n# aider chat started at 2026-03-01 09:00:00\n\n"
        "#### the export button is broken, nothing happens on click  \n\n"
        f"<{_THINKING}>\n\n"
        "The problem is that `init()` runs before the button exists.\n"
        "Fixed: `init()` now runs on `DOMContentLoaded` instead of at load.\n\n"
        f"</{_THINKING}>\n\n"
        "Have a look now.\n\n"
        "#### thanks, it exports now  \n",
        encoding="utf-8",
    )
    ingest(store, tmp_path, config=_roots(repo))
    sid = f"aider:{path}#0"
    [reply] = [m for m in messages(store, sid) if m["role"] == "assistant"]
    # the tag's hash is no secret: the block is kept whole, under the name every reader knows
    assert reply["text"].startswith("<think>\n\nThe problem is that `init()` runs before")
    assert reply["text"].endswith("</think>\n\nHave a look now.")
    assert "REDACTED" not in reply["text"]
    # what the model weighed is not the account it gave the person: no lesson from it
    diary, _ = build_diary(store, sid, redact=default_sanitizer().redact, save=False)
    assert [x for x in diary.lessons if x.kind == "error_fix"] == []
