"""Shared reading of a large backlog: a reader process plus the writer's idle time."""

from __future__ import annotations

import sys
import time
from pathlib import Path
from typing import Any

import orjson
import pytest

from kenning.daemon.core.config import Settings
from kenning.daemon.core.errors import IngestError
from kenning.daemon.ingest import pipeline, reader
from kenning.daemon.store.db import Store

from .ingest_helpers import ingest, messages

# a real-looking token (built in two parts so no scanner sees it whole)
TOKEN = "ghp_" + "Q7w8E9r0T1y2U3i4O5p6A7s8D9f0G1h2J3k4"


def _transcripts(home: Path, count: int, lines: int) -> list[str]:
    """`count` Claude Code transcripts of `lines` user/assistant/tool lines; their session ids."""
    ids = []
    for n in range(count):
        sid = f"5e55{n:04d}-0000-4000-8000-000000000000"
        ids.append(f"claude_code:{sid}")
        body = []
        for i in range(lines):
            stamp = f"2026-05-01T10:{i // 60:02d}:{i % 60:02d}.000Z"
            body.append(
                {
                    "type": "assistant",
                    "uuid": f"{sid}-a{i}",
                    "cwd": f"/work/p{n}",
                    "timestamp": stamp,
                    "message": {
                        "role": "assistant",
                        "content": [
                            {"type": "text", "text": f"step {i} of session {n}"},
                            {
                                "type": "tool_use",
                                "id": f"t{n}-{i}",
                                "name": "Bash",
                                "input": {"command": f"make test-{i}"},
                            },
                        ],
                    },
                }
            )
            body.append(
                {
                    "type": "user",
                    "uuid": f"{sid}-u{i}",
                    "timestamp": stamp,
                    "message": {
                        "role": "user",
                        "content": [
                            {
                                "type": "tool_result",
                                "tool_use_id": f"t{n}-{i}",
                                "content": f"ok {i}: token={TOKEN}",
                            },
                        ],
                    },
                }
            )
        folder = home / ".claude" / "projects" / f"-work-p{n}"
        folder.mkdir(parents=True, exist_ok=True)
        (folder / f"{sid}.jsonl").write_bytes(b"".join(orjson.dumps(o) + b"\n" for o in body))
    return ids


def _snapshot(store: Store, ids: list[str]) -> list[list[dict[str, Any]]]:
    return [messages(store, sid) for sid in ids]


@pytest.mark.slow
def test_the_reader_process_and_the_writer_share_the_jobs_and_store_each_once(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    home = tmp_path / "home"
    # more sources than a child is given ahead (`LOOKAHEAD_JOBS`), so some are left to take
    count = reader.LOOKAHEAD_JOBS + 36
    ids = _transcripts(home, count=count, lines=20)
    inline = Store.open(tmp_path / "inline.db")
    assert ingest(inline, home).messages == count * 40  # small: read in this process alone
    expected = _snapshot(inline, ids)

    monkeypatch.setattr(pipeline, "PROCESS_MIN_BYTES", 0)
    here: list[str] = []  # the sources this process read itself
    real = pipeline._read_source

    def counted(src: Any, path: Path, *args: Any) -> Any:
        here.append(str(path))
        return real(src, path, *args)

    monkeypatch.setattr(pipeline, "_read_source", counted)
    shared = Store.open(tmp_path / "shared.db")
    report = ingest(shared, home)
    assert (report.sources, report.messages, report.failed) == (count, count * 40, 0)
    assert report.read_cpu > 0  # the reader process read some
    # the writer read others while it had nothing to write (the child starts slower
    # than the first empty look at its queue), each source by one side only
    assert 0 < len(here) < count and len(set(here)) == len(here)
    assert _snapshot(shared, ids) == expected
    tool = _snapshot(shared, ids)[0][1]
    assert tool["role"] == "tool" and "[REDACTED:" in tool["text"]
    assert tool["tool_calls"][0]["output"] == tool["text"]  # shared with the text, read back


@pytest.mark.slow
def test_a_reader_process_that_dies_is_an_error_and_a_rerun_loses_nothing(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    home = tmp_path / "home"
    ids = _transcripts(home, count=12, lines=5)
    store = Store.open(tmp_path / "kenning.db")
    monkeypatch.setattr(pipeline, "PROCESS_MIN_BYTES", 0)
    python = sys.executable
    monkeypatch.setattr(sys, "executable", "/bin/false")  # the child exits at once
    with pytest.raises(IngestError, match="stopped early"):
        ingest(store, home)
    monkeypatch.setattr(sys, "executable", python)
    again = ingest(store, home)
    assert again.failed == 0
    counts = store.query("SELECT session_id, count(*) FROM messages GROUP BY session_id")
    assert {row[0]: row[1] for row in counts} == {sid: 10 for sid in ids}


def test_a_reader_error_is_reported() -> None:
    jobs = [("no_such_agent", (), (), "/nowhere.jsonl", None)] * 3

    def inline(_i: int) -> Any:
        time.sleep(0.05)  # the writer's share reads nothing, slowly: the child gets jobs too
        return iter(())

    with pytest.raises(IngestError, match="reader failed: KeyError"):
        for _item in reader.read_shared(Settings(), jobs, [1, 1, 1], inline, 1):
            pass


@pytest.mark.parametrize(("cpus", "readers"), [(1, 1), (2, 1), (3, 2), (8, 4), (64, 4)])
def test_one_reader_process_per_core_beside_the_writer(cpus: int, readers: int) -> None:
    assert reader.reader_count(cpus) == readers


@pytest.mark.slow
def test_a_large_run_tunes_the_collector_as_its_readers_do_and_puts_it_back(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """And the writer builds its sanitizer after starting the reader process: the
    import of its rules overlaps the reader's start instead of delaying it."""
    import gc

    home = tmp_path / "home"
    count = reader.LOOKAHEAD_JOBS + 36  # more than the child is given ahead: the writer reads too
    _transcripts(home, count=count, lines=2)
    monkeypatch.setattr(pipeline, "PROCESS_MIN_BYTES", 0)
    seen: list[tuple[tuple[int, int, int], int]] = []
    real = pipeline._read_source

    def watched(*args: Any) -> Any:
        seen.append((gc.get_threshold(), gc.get_freeze_count()))
        return real(*args)

    monkeypatch.setattr(pipeline, "_read_source", watched)
    events: list[str] = []
    make, start = pipeline.make_sanitizer, reader._Child.__init__

    def made(settings: Settings) -> Any:
        events.append("sanitizer")
        return make(settings)

    def started(self: Any, *args: Any) -> None:
        events.append("reader process")
        start(self, *args)

    monkeypatch.setattr(pipeline, "make_sanitizer", made)
    monkeypatch.setattr(reader._Child, "__init__", started)
    before = gc.get_threshold()
    store = Store.open(tmp_path / "kenning.db")
    try:
        assert ingest(store, home).messages == count * 4
    finally:
        store.close()
    # the writer read a source itself: while it did, the collector was the readers'
    assert seen and all(t == reader.GC_THRESHOLDS and frozen > 0 for t, frozen in seen)
    assert events == ["reader process", "sanitizer"]
    assert gc.get_threshold() == before
    assert gc.get_freeze_count() == 0


def test_a_child_is_given_less_ahead_as_the_jobs_run_out() -> None:
    # 40 jobs of 256 KiB: 10 MiB not given out, so a child may hold the full lookahead
    size = 256 * 1024
    work = reader._Work(
        [("claude_code", (), (), f"/s{i}.jsonl", None) for i in range(40)], [size] * 40
    )
    child = object.__new__(reader._Child)
    child.work, child.waiting_jobs, child.waiting_bytes = work, 2, 0
    given = 0
    while not child._full():
        assert work.front() is not None
        child.waiting_jobs, child.waiting_bytes = child.waiting_jobs + 1, child.waiting_bytes + size
        given += 1
    assert given * size >= reader.LOOKAHEAD_BYTES
    # near the end of the jobs (the writer took the others from the back): two ahead, no more
    while work.left > 4 * size:
        assert work.back() is not None
    child.waiting_jobs, child.waiting_bytes = 2, 2 * size
    assert child._full()
    child.waiting_jobs, child.waiting_bytes = 1, size
    assert not child._full()  # fewer than two: always room for one more


def test_a_refused_pattern_of_the_users_stops_a_large_run_before_any_reader_starts(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from kenning.daemon.core.errors import SanitizerError

    home = tmp_path / "home"
    _transcripts(home, count=2, lines=1)
    monkeypatch.setattr(pipeline, "PROCESS_MIN_BYTES", 0)
    started: list[object] = []
    monkeypatch.setattr(reader._Child, "__init__", lambda self, *args: started.append(self))
    store = Store.open(tmp_path / "kenning.db")
    with pytest.raises(SanitizerError, match=r"sanitize\.extra_patterns\[0\]"):
        ingest(store, home, config={"sanitize": {"extra_patterns": ["(a*)*b"]}})
    assert started == []
    assert store.query("SELECT count(*) FROM messages")[0][0] == 0
