"""`kenning ingest|status|sessions|forget-session|doctor` through the real console script."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from .ingest_helpers import copy_fixture

CLAUDE = "7d1c2a9e-1111-4c3b-9a51-5b2f0c0e1a01"
SID = f"claude_code:{CLAUDE}"


def _home(tmp_path: Path) -> tuple[Path, dict[str, str]]:
    home = tmp_path / "home"
    copy_fixture(
        "claude_code/session.jsonl",
        home / ".claude" / "projects" / "-home-dev-shop" / f"{CLAUDE}.jsonl",
    )
    copy_fixture(
        "codex/rollout.jsonl",
        home / ".codex" / "sessions" / "2026" / "04" / "10" / "rollout-a.jsonl",
    )
    env = {
        "HOME": str(home),
        "XDG_CONFIG_HOME": str(home / ".config"),
        "XDG_DATA_HOME": str(home / ".local" / "share"),
        "CLAUDE_CONFIG_DIR": str(home / ".claude"),
        "CODEX_HOME": str(home / ".codex"),
        "GEMINI_HOME": str(home / ".gemini" / "tmp"),
    }
    return home, env


@pytest.mark.slow
def test_ingest_then_list_show_and_forget(kenning: Any, tmp_path: Path) -> None:
    _home_dir, env = _home(tmp_path)
    r = kenning("ingest", "--json", env=env)
    assert r.code == 0, r.stderr
    summary = r.json()
    assert (summary["sources"], summary["sessions"], summary["messages"]) == (2, 2, 14)
    assert summary["agents"]["codex"]["messages"] == 8
    again = kenning("ingest", "--json", env=env).json()
    assert (again["sources"], again["unchanged"], again["messages"]) == (0, 2, 0)

    listed = kenning("sessions", "list", "--agent", "claude_code", "--json", env=env).json()
    assert [s["id"] for s in listed["sessions"]] == [SID]
    assert listed["sessions"][0]["message_count"] == 6
    by_ws = kenning("sessions", "list", "--workspace", "/home/dev/api", "--json", env=env).json()
    assert [s["agent"] for s in by_ws["sessions"]] == ["codex"]

    shown = kenning("sessions", "show", SID, "--json", env=env).json()
    assert [m["role"] for m in shown["messages"]][:3] == ["user", "assistant", "tool"]
    assert shown["messages"][1]["tool_calls"][0]["name"] == "Read"
    assert "ghp_" not in r.stdout + str(shown)

    human = kenning("sessions", "show", SID[:20], env=env)
    assert human.code == 0 and "pytest.approx" in human.stdout

    diary = kenning("diary", SID, "--no-llm", "--json", env=env).json()
    summary_file = Path(diary["summary"])
    assert summary_file.is_file()
    gone = kenning("forget-session", SID, "--json", env=env).json()
    assert (gone["forgotten"], gone["messages"]) == (SID, 6)
    assert not summary_file.parent.exists()  # the summary (and what it quoted) is gone too
    assert any("summary" in what for what in gone["removed"])
    assert gone["backups"] == []  # no backup was taken: none holds it
    missing = kenning("sessions", "show", SID, "--json", env=env)
    assert missing.code != 0
    assert missing.json()["error"]["kind"] == "session_not_found"
    assert "kenning sessions list" in missing.json()["error"]["fix"]


@pytest.mark.slow
def test_ingest_human_summary_and_bad_arguments(kenning: Any, tmp_path: Path) -> None:
    _home_dir, env = _home(tmp_path)
    r = kenning("ingest", "--agent", "codex", env=env)
    assert r.code == 0
    assert "1 sources read" in r.stdout and "codex: 1 sources, 1 sessions, 8 messages" in r.stdout
    bad = kenning("ingest", "--agent", "nope", "--json", env=env)
    assert bad.code != 0 and "claude_code" in bad.json()["error"]["fix"]
    nothing = kenning("ingest", str(tmp_path / "missing"), "--json", env=env)
    assert nothing.code != 0 and "no such file" in nothing.json()["error"]["message"]


@pytest.mark.slow
def test_status_and_doctor_flag_an_agent_with_zero_sessions(kenning: Any, tmp_path: Path) -> None:
    home, env = _home(tmp_path)
    chats = home / ".gemini" / "tmp" / "abc" / "chats"
    chats.mkdir(parents=True)
    (chats / "session-1.jsonl").write_bytes(b"\x00\x01garbage\n{broken\n")
    kenning("ingest", env=env, check=True)
    status = kenning("status", "--json", env=env).json()
    assert set(status) >= {"agents", "totals", "disabled"}
    claude = status["agents"]["claude_code"]
    assert claude["sessions"] == 1 and claude["messages"] == 6 and claude["problem"] is None
    assert {"path": str(home / ".claude" / "projects"), "exists": True} in claude["roots"]
    gemini = status["agents"]["gemini"]
    assert gemini["sessions"] == 0 and gemini["files"] == 1
    assert set(gemini["skipped"]) == {"invalid_json"}
    assert gemini["skipped"]["invalid_json"]["count"] == 2
    assert gemini["skipped"]["invalid_json"]["first_source"] == str(chats / "session-1.jsonl")
    assert gemini["problem"].startswith("parse errors")
    human = kenning("status", env=env)
    assert "parse errors" in human.stdout
    doctor = kenning("doctor", env=env)
    assert "ingest:gemini" in doctor.stdout and "parse errors" in doctor.stdout


@pytest.mark.slow
def test_status_says_when_files_were_excluded(kenning: Any, tmp_path: Path) -> None:
    _home_dir, env = _home(tmp_path)
    env["KENNING_AGENTS__CODEX__EXCLUDE"] = '["*/2026/*"]'
    kenning("ingest", env=env, check=True)
    codex = kenning("status", "--json", env=env).json()["agents"]["codex"]
    assert codex["files"] == 0 and codex["files_excluded"] == 1
    assert codex["problem"].startswith("files excluded")


@pytest.mark.slow
def test_kill_9_mid_ingest_then_rerun_loses_and_duplicates_nothing(
    kenning: Any, tmp_path: Path, kenning_home: Path
) -> None:
    import os
    import signal
    import sqlite3
    import subprocess
    import sys
    import time

    import orjson

    home, env = _home(tmp_path)
    files, per_file = 300, 40
    for f in range(files):
        path = home / ".claude" / "projects" / f"-p{f % 7}" / f"s{f}.jsonl"
        path.parent.mkdir(parents=True, exist_ok=True)
        lines = [
            orjson.dumps(
                {
                    "type": "user" if n % 2 == 0 else "assistant",
                    "uuid": f"{f}-{n}",
                    "cwd": "/w",
                    "timestamp": "2026-01-01T00:00:00Z",
                    "message": {"role": "user" if n % 2 == 0 else "assistant", "content": f"m {n}"},
                }
            )
            for n in range(per_file)
        ]
        path.write_bytes(b"\n".join(lines) + b"\n")
    expected = files * per_file + 6 + 8  # plus the two fixtures of _home
    exe = Path(sys.executable).parent / "kenning"
    proc = subprocess.Popen(
        [str(exe), "ingest", "--json"],
        env={**os.environ, **env},
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    db = kenning_home / "kenning.db"
    deadline = time.monotonic() + 60
    killed_at = 0
    while time.monotonic() < deadline and proc.poll() is None:
        try:
            with sqlite3.connect(db, timeout=5) as conn:
                killed_at = conn.execute("SELECT count(*) FROM ingest_checkpoints").fetchone()[0]
        except sqlite3.OperationalError:
            killed_at = 0  # not created or migrated yet
        if killed_at >= 20:
            proc.send_signal(signal.SIGKILL)
            break
        time.sleep(0.01)
    proc.wait(timeout=30)
    assert proc.returncode == -signal.SIGKILL, "the ingest finished before it could be killed"
    assert killed_at < files + 2
    r = kenning("ingest", "--json", env=env)
    assert r.code == 0, r.stderr
    with sqlite3.connect(db) as conn:
        stored = conn.execute("SELECT count(*) FROM messages").fetchone()[0]
        indexed = conn.execute("SELECT count(*) FROM messages_fts").fetchone()[0]
        sessions = conn.execute("SELECT sum(message_count) FROM sessions").fetchone()[0]
    assert stored == indexed == sessions == expected


@pytest.mark.slow
def test_agent_spellings_and_bare_session_ids(kenning: Any, tmp_path: Path) -> None:
    _home_dir, env = _home(tmp_path)
    r = kenning("ingest", "--agent", "claude-code", "--json", env=env, check=True).json()
    assert r["agents"]["claude_code"]["sessions"] == 1 and "codex" not in r["agents"]
    for spelling in ("claude-code", "claude_code", "Claude_Code"):
        listed = kenning("sessions", "list", "--agent", spelling, "--json", env=env).json()
        assert [s["id"] for s in listed["sessions"]] == [SID]
    hits = kenning(
        "search", "approx", "--agent", "claude-code", "--mode", "lexical", "--json", env=env
    )
    assert hits.code == 0 and {h["agent"] for h in hits.json()["hits"]} == {"claude_code"}
    for command in (["ingest"], ["sessions", "list"], ["search", "x"]):
        bad = kenning(*command, "--agent", "claude-cod", "--json", env=env)
        assert bad.code != 0
        error = bad.json()["error"]
        assert "unknown agent 'claude-cod'" in error["message"]
        assert "claude_code, cline, codex" in error["fix"] and "specstory" in error["fix"]
    shown = kenning("sessions", "show", CLAUDE, "--json", env=env, check=True).json()
    assert shown["id"] == SID  # the bare Claude Code uuid
    diary = kenning("diary", CLAUDE, "--json", env=env, check=True).json()
    assert diary["diary"]["session_id"] == SID
    missing = kenning("diary", "0000", "--json", env=env)
    assert "kenning sessions list" in missing.json()["error"]["fix"]


def _big_transcript(path: Path, turns: int) -> bytes:
    """A Claude Code transcript of `turns` turns of ~930 bytes each, written to `path`."""
    import orjson

    pad = "lorem ipsum dolor sit amet " * 30
    lines = []
    for n in range(turns):
        role = "user" if n % 2 == 0 else "assistant"
        text = f"turn {n}: {pad}"
        content: Any = text if role == "user" else [{"type": "text", "text": text}]
        lines.append(
            orjson.dumps(
                {
                    "type": role,
                    "uuid": f"t-{n}",
                    "sessionId": "big",
                    "cwd": "/w",
                    "timestamp": f"2026-01-01T{n // 3600:02d}:{n // 60 % 60:02d}:{n % 60:02d}Z",
                    "message": {"role": role, "content": content},
                }
            )
        )
    data = b"\n".join(lines) + b"\n"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(data)
    return data


@pytest.mark.slow
def test_a_file_deleted_while_ingest_reads_it_is_kept_partial_and_read_again_when_back(
    kenning: Any, tmp_path: Path, kenning_home: Path
) -> None:
    import os
    import sqlite3
    import subprocess
    import sys
    import time

    home, env = _home(tmp_path)
    kenning("ingest", env=env, check=True)  # the two small sessions, whole
    src = home / ".claude" / "projects" / "-w" / "big.jsonl"
    # ~19 MB: three slices of `READ_CHUNK_BYTES` (8 MB), read by this process one
    # after the other (below `PROCESS_MIN_BYTES`), each committed with its checkpoint:
    # the file is moved away once the first is stored, two are left to read
    turns = 20_000
    _big_transcript(src, turns)
    aside = tmp_path / "aside.jsonl"
    proc = subprocess.Popen(
        [str(Path(sys.executable).parent / "kenning"), "ingest", "--json", str(src)],
        env={**os.environ, **env},
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    db = kenning_home / "kenning.db"
    deadline = time.monotonic() + 60
    stored = 0
    while time.monotonic() < deadline and proc.poll() is None:
        try:
            with sqlite3.connect(db, timeout=5) as conn:
                stored = conn.execute(
                    "SELECT count(*) FROM messages WHERE session_id = 'claude_code:big'"
                ).fetchone()[0]
        except sqlite3.OperationalError:
            stored = 0  # locked past the timeout
        if stored:  # the first slice is committed: the user moves the file away
            src.rename(aside)
            break
        time.sleep(0.01)
    out, err = proc.communicate(timeout=60)
    assert stored, "the ingest finished before the file could be moved"
    assert proc.returncode == 1, err  # the command did not do its job
    report = __import__("orjson").loads(out)
    assert report["failed"] == 1 and report["sources"] == 0
    assert report["errors"][0]["error"].startswith("vanished: the file was deleted while")
    (part,) = report["partial"]
    assert part["session"] == "claude_code:big" and 0 < part["messages"] < turns
    assert report["messages"] == part["messages"]  # what was stored is counted

    listed = kenning("sessions", "list", "--json", env=env).json()["sessions"]
    big = next(s for s in listed if s["id"] == "claude_code:big")
    assert big["partial"] is True and big["message_count"] == part["messages"]
    human = kenning("sessions", "list", env=env)
    assert "(partial)" in human.stdout
    # a reflection pass diarises the whole sessions, never the partial one
    kenning("reflect", "--json", env=env, check=True)
    with sqlite3.connect(db) as conn:
        diaries = {r[0] for r in conn.execute("SELECT session_id FROM diaries")}
    assert "claude_code:big" not in diaries and f"claude_code:{CLAUDE}" in diaries

    # moved back as it was (same inode, size and time): read again, from where it stopped
    aside.rename(src)
    again = kenning("ingest", "--json", env=env)
    assert again.code == 0, again.stderr
    assert again.json()["partial"] == [] and again.json()["failed"] == 0
    shown = kenning("sessions", "show", "claude_code:big", "--json", env=env).json()
    assert shown["partial"] is False and shown["message_count"] == turns
    assert [m["idx"] for m in shown["messages"]] == list(range(turns))


@pytest.mark.slow
def test_a_large_file_read_by_a_reader_process_counts_every_slice(
    kenning: Any, tmp_path: Path
) -> None:
    # ~37 MB: above `PROCESS_MIN_BYTES`, so a reader process sends the slices
    _home_dir, env = _home(tmp_path)
    src = tmp_path / "home" / ".claude" / "projects" / "-w" / "big.jsonl"
    _big_transcript(src, 40_000)
    r = kenning("ingest", "--json", str(src), env=env)
    assert r.code == 0, r.stderr
    assert (r.json()["sessions"], r.json()["messages"]) == (1, 40_000)


@pytest.mark.slow
def test_forget_session_removes_every_derived_artefact_and_says_so(
    kenning: Any, tmp_path: Path, kenning_home: Path, model_root: Path
) -> None:
    import sqlite3

    home, env = _home(tmp_path)
    sub_file = home / ".claude" / "projects" / "-home-dev-shop" / CLAUDE / "subagents"
    copy_fixture("claude_code/subagents/agent-3f2a.jsonl", sub_file / "agent-3f2a.jsonl")
    sub = f"{SID}/agent-3f2a"
    kenning("ingest", env=env, check=True)
    diary = kenning("diary", SID, "--no-llm", "--json", env=env).json()
    summary = Path(diary["summary"])
    kenning("embed", "--json", env=env, check=True)  # the real model: message and diary vectors
    backup = kenning("backup", "--json", env=env).json()["path"]
    db = kenning_home / "kenning.db"

    def count(sql: str, *args: str) -> int:
        with sqlite3.connect(db) as conn:
            return int(conn.execute(sql, args).fetchone()[0])

    ours = "SELECT count(*) FROM messages WHERE session_id IN (?, ?)"
    before = count(ours, SID, sub)
    vectors = (
        "SELECT count(*) FROM embeddings WHERE (kind = 'message' AND ref_id IN (SELECT "
        "CAST(id AS TEXT) FROM messages WHERE session_id IN (?, ?))) OR (kind = 'diary' "
        "AND ref_id = ?)"
    )
    assert before == 6 + 4 and count(vectors, SID, sub, SID) > 0 and summary.is_file()
    assert count("SELECT count(*) FROM diaries WHERE session_id = ?", SID) == 1
    # the search finds it before
    assert kenning("search", "pytest.approx", "--json", env=env).json()["hits"]

    gone = kenning("forget-session", SID, "--json", env=env)
    assert gone.code == 0, gone.stderr
    data = gone.json()
    assert data["forgotten"] == SID and data["sessions"] == [SID, sub]
    assert data["counts"]["messages"] == 10 and data["counts"]["diaries"] == 1
    assert data["counts"]["vectors"] > 0 and data["counts"]["diary_vectors"] == 1
    assert data["counts"]["summaries"] == 1 and data["backups"] == [backup]
    assert any(str(summary.parent) in what for what in data["removed"])
    assert any(backup in what and "keep_days" in what for what in data["kept"])
    # each artefact is gone from the real file
    assert count(ours, SID, sub) == 0
    assert count("SELECT count(*) FROM sessions WHERE id IN (?, ?)", SID, sub) == 0
    assert count(vectors, SID, sub, SID) == 0
    assert count("SELECT count(*) FROM embeddings WHERE kind = 'message' AND ref_id NOT IN "
                 "(SELECT CAST(id AS TEXT) FROM messages)") == 0  # fmt: skip
    assert count("SELECT count(*) FROM diaries WHERE session_id = ?", SID) == 0
    assert count("SELECT count(*) FROM messages_fts WHERE messages_fts MATCH 'approx'") == 0
    assert count("SELECT count(*) FROM messages_trigram WHERE text LIKE '%pytest.approx%'") == 0
    assert not summary.parent.exists()
    hits = kenning("search", "pytest.approx", "--json", env=env).json()["hits"]
    assert not {h["session_id"] for h in hits} & {SID, sub}  # the codex session only
    # the text of what was deleted is zeroed, not left in free pages or the WAL
    raw = db.read_bytes() + (Path(f"{db}-wal").read_bytes() if Path(f"{db}-wal").exists() else b"")
    assert b"pytest.approx" not in raw
    # the backup taken before still holds it, as the answer said
    with sqlite3.connect(backup) as conn:
        assert conn.execute("SELECT count(*) FROM sessions WHERE id = ?", (SID,)).fetchone()[0]
    human = kenning("forget-session", SID, env=env)
    assert human.code != 0  # already forgotten: not found
    kenning("ingest", env=env, check=True)
    again = kenning("sessions", "list", "--json", env=env).json()["sessions"]
    assert SID not in {s["id"] for s in again}  # its unchanged file is not read back in


@pytest.mark.slow
def test_a_full_disk_makes_ingest_fail_clearly_and_keeps_what_was_stored(
    kenning: Any, tmp_path: Path, kenning_home: Path
) -> None:
    """RLIMIT_FSIZE caps every file `kenning ingest` writes, as a full disk would:
    no mount, no root needed."""
    import os
    import resource
    import sqlite3
    import subprocess
    import sys

    home, env = _home(tmp_path)
    kenning("ingest", env=env, check=True)  # earlier data: two sessions, 14 messages
    db = kenning_home / "kenning.db"
    largest = max(p.stat().st_size for p in kenning_home.iterdir() if p.is_file())
    for n in range(3):  # ~3 MB more to store than the cap allows
        _big_transcript(home / ".claude" / "projects" / "-w" / f"more-{n}.jsonl", 1000)
    cap = largest + 256 * 1024

    def capped() -> None:
        resource.setrlimit(resource.RLIMIT_FSIZE, (cap, cap))

    proc = subprocess.run(
        [str(Path(sys.executable).parent / "kenning"), "ingest", "--json"],
        env={**os.environ, **env},
        capture_output=True,
        text=True,
        timeout=120,
        preexec_fn=capped,
        check=False,
    )
    assert proc.returncode == 1, (proc.returncode, proc.stdout, proc.stderr)
    report = __import__("orjson").loads(proc.stdout)
    assert report["failed"] >= 1
    for error in report["errors"]:
        assert "the disk holding it is full for this process" in error["error"], error
        assert "`ulimit -f`, is" in error["error"] and "nothing was lost" in error["error"]
    # earlier data intact, the file consistent
    with sqlite3.connect(db) as conn:
        assert conn.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
        assert (
            conn.execute("SELECT count(*) FROM messages WHERE session_id = ?", (SID,)).fetchone()[0]
            == 6
        )
    # space again: the same store catches up completely
    again = kenning("ingest", "--json", env=env)
    assert again.code == 0, again.stderr
    with sqlite3.connect(db) as conn:
        stored = conn.execute("SELECT count(*) FROM messages").fetchone()[0]
        partial = conn.execute("SELECT count(*) FROM sessions WHERE partial").fetchone()[0]
    assert (stored, partial) == (14 + 3 * 1000, 0)
