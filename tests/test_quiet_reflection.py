"""Reflection minutes after a session goes quiet: the schedule, the end markers, the real daemon."""

from __future__ import annotations

import os
import re
import time
import uuid
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import pytest

from kenning.daemon.core.config import Settings
from kenning.daemon.ingest.pipeline import ingest_paths
from kenning.daemon.learning.reflect import quiet_pass, recent_sessions, reflect
from kenning.daemon.service.learning_worker import ReflectionSchedule
from kenning.daemon.store.db import Store
from kenning.daemon.store.rules import RuleRepo

from .learning_sessions import Step, claude_lines, fixed_error_session, ingest_home, write_session
from .waiting import wait_for

# -- the schedule ------------------------------------------------------------------


class Clock:
    """A monotonic clock the test moves by hand."""

    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


def _schedule(quiet: float = 120.0, sweep: float = 3600.0) -> tuple[ReflectionSchedule, Clock]:
    clock = Clock()
    return ReflectionSchedule(quiet, sweep, clock=clock, wall=lambda: 1_800_000_000.0), clock


def test_a_session_is_due_once_it_has_been_quiet_for_the_window() -> None:
    schedule, clock = _schedule(quiet=120)
    schedule.written({"s1": False})
    clock.now += 119.9
    assert schedule.pop_due() is None
    clock.now += 0.1
    assert schedule.pop_due() == ("s1", "quiet")
    assert schedule.pop_due() is None  # once per quiet period


def test_a_new_write_re_arms_the_deadline() -> None:
    schedule, clock = _schedule(quiet=120)
    schedule.written({"s1": False})
    clock.now += 100
    schedule.written({"s1": False})  # still running: the window starts again
    clock.now += 100
    assert schedule.pop_due() is None
    clock.now += 20
    assert schedule.pop_due() == ("s1", "quiet")
    clock.now += 300
    schedule.written({"s1": False})  # written again after its reflection: armed again
    clock.now += 120
    assert schedule.pop_due() == ("s1", "quiet")


def test_the_end_marker_makes_a_session_due_at_once_until_it_is_written_again() -> None:
    schedule, clock = _schedule(quiet=120)
    schedule.written({"s1": False, "s2": True})
    assert schedule.pop_due() == ("s2", "ended")
    assert schedule.pop_due() is None
    schedule.written({"s3": True})
    schedule.written({"s3": False})  # resumed right away: quiet again
    assert schedule.pop_due() is None
    clock.now += 120
    assert [schedule.pop_due(), schedule.pop_due(), schedule.pop_due()] == [
        ("s1", "quiet"),
        ("s3", "quiet"),
        None,
    ]


def test_sessions_the_catch_up_found_count_their_quiet_from_their_last_message() -> None:
    schedule, clock = _schedule(quiet=120)
    schedule.written({"live": False})
    schedule.recent({"old": 500.0, "fresh": 30.0, "live": 600.0})
    assert schedule.pop_due() == ("old", "quiet")
    clock.now += 89
    assert schedule.pop_due() is None
    clock.now += 1
    assert schedule.pop_due() == ("fresh", "quiet")
    assert schedule.pop_due() is None  # `live` keeps its write's deadline
    clock.now += 30
    assert schedule.pop_due() == ("live", "quiet")


def test_status_says_when_the_next_reflection_runs_and_who_waits() -> None:
    schedule, clock = _schedule(quiet=120, sweep=3600)
    before = schedule.to_json()
    assert before["next"] == "sweep" and before["next_at"] is None  # after the catch-up
    assert schedule.sweep_due()
    schedule.swept()
    assert not schedule.sweep_due()
    idle = schedule.to_json()
    assert (idle["next"], idle["next_in_s"], idle["waiting"]) == ("sweep", 3600.0, 0)
    assert idle["next_at"] == idle["sweep_at"] == "2027-01-15T09:00:00Z"
    schedule.written({"s1": False})
    clock.now += 20
    schedule.written({"s2": False})
    busy = schedule.to_json()
    assert (busy["next"], busy["next_in_s"], busy["waiting"], busy["ended"]) == ("quiet", 100, 2, 0)
    assert busy["next_at"] == "2027-01-15T08:01:40Z"
    assert schedule.next_deadline() == clock.now + 100
    clock.now += 3600
    assert schedule.sweep_due()
    schedule.done("s1", "quiet", 0.25, 2)
    assert schedule.to_json()["last"]["session"] == "s1"


def test_quiet_seconds_zero_leaves_the_sweep_alone() -> None:
    schedule, _ = _schedule(quiet=0)
    schedule.written({"s1": True})
    schedule.recent({"s2": 0.0})
    assert schedule.pop_due() is None and schedule.to_json()["waiting"] == 0


# -- end markers, as ingestion reports them -------------------------------------------

EXIT = (
    "<command-name>/exit</command-name>\n            <command-message>exit</command-message>\n"
    "            <command-args></command-args>"
)
#: what Claude Code writes after `/exit` (a local command's output: the client's, not the person's)
BYE = "<local-command-stdout>Catch you later!</local-command-stdout>"
PREFERENCE = "Add a health endpoint. Always use httpx instead of requests in this repo."


def _transcript(
    home: Path, steps: list[Step], *, start: datetime, cwd: str = "/work/api"
) -> tuple[Path, str, list[bytes]]:
    """A Claude Code transcript's path, session id and lines (not written yet)."""
    native = str(uuid.uuid4())
    path = home / ".claude" / "projects" / cwd.replace("/", "-") / f"{native}.jsonl"
    path.parent.mkdir(parents=True, exist_ok=True)
    return path, f"claude_code:{native}", claude_lines(native, cwd, steps, start)


def _append(path: Path, lines: list[bytes]) -> None:
    with path.open("ab") as fh:
        fh.write(b"".join(line + b"\n" for line in lines))


def _read(store: Store, path: Path) -> dict[str, bool]:
    report = ingest_paths(
        store, Settings(), [path], environ={}, home=path.parents[3], agents=["claude_code"]
    )
    return report.written


def test_ingestion_reports_the_sessions_written_and_the_exit_that_ends_one(
    store: Store, tmp_path: Path
) -> None:
    steps: list[Step] = [("user", PREFERENCE), ("assistant", "Done."), ("user", EXIT)]
    steps += [("user", BYE), ("user", "One more thing: add a test.")]
    path, sid, lines = _transcript(tmp_path / "user-home", steps, start=datetime.now(UTC))
    _append(path, lines[:2])
    assert _read(store, path) == {sid: False}
    _append(path, lines[2:4])  # `/exit` and the client's goodbye after it
    assert _read(store, path) == {sid: True}
    assert _read(store, path) == {}  # nothing new
    _append(path, lines[4:])  # resumed: no longer ended
    assert _read(store, path) == {sid: False}


def test_a_subagents_write_is_its_parents_and_never_ends_it(store: Store, tmp_path: Path) -> None:
    home = tmp_path / "user-home"
    path, sid, lines = _transcript(home, [("user", "Fix the flaky test")], start=datetime.now(UTC))
    _append(path, lines)
    _read(store, path)
    agent = path.parent / path.stem / "subagents" / "agent-3f2a.jsonl"
    agent.parent.mkdir(parents=True)
    _append(agent, claude_lines(path.stem, "/work/api", [("user", EXIT)], datetime.now(UTC)))
    assert _read(store, agent) == {sid: False}


def test_aiders_exit_ends_its_session(store: Store, tmp_path: Path) -> None:
    project = tmp_path / "aider-project"
    project.mkdir()
    history = project / ".aider.chat.history.md"
    history.write_text(
        "\n# aider chat started at 2026-11-02 10:00:00\n\n#### Fix the flaky test  \n\n"
        "Sure, done.\n\n",
        encoding="utf-8",
    )

    def read() -> list[bool]:
        report = ingest_paths(
            store, Settings(), [history], environ={}, home=tmp_path, agents=["aider"]
        )
        return list(report.written.values())

    assert read() == [False]
    with history.open("a", encoding="utf-8") as fh:
        fh.write("#### /exit  \n")
    assert read() == [True]


# -- one session reflected alone ----------------------------------------------------


def test_quiet_pass_reflects_one_session_with_the_sessions_that_share_its_lesson(
    store: Store, tmp_path: Path
) -> None:
    home = tmp_path / "user-home"
    _, first = write_session(home, "fix-1", fixed_error_session(), day=1)
    write_session(home, "other", [("user", "Never commit to main directly.")], day=2)
    ingest_home(store, home)
    reflect(store, Settings(), redact=lambda s: s)
    _, second = write_session(home, "fix-2", fixed_error_session(), day=3)
    ingest_home(store, home)
    summaries = tmp_path / "summaries"
    done = quiet_pass(store, Settings(), summaries, second)
    assert done == {"diaries": 1, "reflected": 1, "changes": 1, "exported": 0}
    [rule] = [r for r in RuleRepo(store).list() if "ModuleNotFoundError" in r.content]
    assert rule.provenance.sessions == [first, second]
    assert [p.parent.name for p in summaries.rglob("summary.md")] == [second.replace(":", "_")]
    again = quiet_pass(store, Settings(), summaries, second)
    assert again == {"diaries": 0, "reflected": 0, "changes": 0, "exported": 0}


def test_recent_sessions_are_the_undiarised_ones_active_within_the_window(
    store: Store, tmp_path: Path
) -> None:
    home = tmp_path / "user-home"
    write_session(home, "january", fixed_error_session(), day=1)
    path, sid, lines = _transcript(
        home, [("user", PREFERENCE)], start=datetime.now(UTC) - timedelta(minutes=5)
    )
    _append(path, lines)
    ingest_home(store, home)
    ages = recent_sessions(store, 30 * 60)
    assert list(ages) == [sid] and 290 <= ages[sid] <= 400


# -- the real daemon ---------------------------------------------------------------


def _rules_of(db: Path, sid: str) -> list[Any]:
    if not db.exists():
        return []
    with Store.open(db) as store:
        return [r for r in RuleRepo(store).list() if sid in r.provenance.sessions]


def _start(kenning: Any, quiet: int) -> dict[str, str]:
    env = {
        "KENNING_LEARNING__QUIET_SECONDS": str(quiet),
        "KENNING_EMBED__BACKEND": "hashing",
        "KENNING_EMBED__BACKGROUND": "false",
    }
    started = kenning("daemon", "start", env=env)
    assert started.code == 0, started.stderr

    def caught_up() -> bool:
        state = kenning("daemon", "status", "--json").json()["status"]
        return bool(state and state["ingest"]["catchup_done"] and state["watcher"]["watching"])

    wait_for(caught_up, "the daemon's catch-up and its watch", timeout=60, step=0.2)
    return env


@pytest.mark.daemon
def test_the_daemon_reflects_on_a_session_minutes_after_it_goes_quiet(
    kenning: Any, kenning_home: Path
) -> None:
    """A session written into Claude Code's folder, then left alone: a rule with no command run.

    With `learning.quiet_seconds = 2` the rule must appear no sooner than 2 s
    after the last write (the session was still being written before) and
    well before the hourly sweep.
    """
    quiet = 2
    home = Path(os.environ["HOME"])
    start = datetime.now(UTC) - timedelta(minutes=1)
    steps: list[Step] = [("user", PREFERENCE), ("assistant", "Done: GET /health, with httpx.")]
    path, sid, lines = _transcript(home, steps, start=start)
    env = _start(kenning, quiet)
    try:
        db = kenning_home / "kenning.db"
        _append(path, lines[:1])
        time.sleep(1.0)  # still running: the write below re-arms the window
        _append(path, lines[1:])
        last_write = time.monotonic()
        wait_for(lambda: _rules_of(db, sid), "a rule from the quiet session", timeout=quiet + 20)
        elapsed = time.monotonic() - last_write
        print(f"\nlast write -> first rule: {elapsed:.2f}s (quiet_seconds = {quiet})")
        assert elapsed >= quiet
        [rule] = _rules_of(db, sid)
        assert rule.content == PREFERENCE.split(". ")[1] and rule.scope_key == "/work/api"

        def reflection() -> dict[str, Any]:
            return dict(kenning("status", "--json", env=env).json()["reflection"])

        # the rule is committed a moment before the worker records the pass
        wait_for(lambda: reflection()["reflected"] == 1, "status to count the reflection")
        state = reflection()
        assert state["daemon"] and state["waiting"] == 0
        assert state["last"]["session"] == sid and state["last"]["reason"] == "quiet"
        assert state["next"] == "sweep" and state["next_in_s"] > 3000
    finally:
        kenning("daemon", "stop")


@pytest.mark.daemon
def test_the_daemon_reflects_at_once_when_the_agent_exits_and_status_shows_the_wait(
    kenning: Any, kenning_home: Path
) -> None:
    home = Path(os.environ["HOME"])
    steps: list[Step] = [
        ("user", PREFERENCE),
        ("assistant", "Done."),
        ("user", EXIT),
        ("user", BYE),
    ]
    path, sid, lines = _transcript(home, steps, start=datetime.now(UTC) - timedelta(minutes=1))
    env = _start(kenning, 600)
    try:
        db = kenning_home / "kenning.db"
        _append(path, lines[:2])

        def reflection() -> dict[str, Any]:
            return dict(kenning("status", "--json", env=env).json()["reflection"])

        wait_for(lambda: reflection()["waiting"] == 1, "the session to wait", timeout=20, step=0.2)
        state = reflection()
        assert state["next"] == "quiet" and 500 < state["next_in_s"] <= 600
        shown = kenning("status", env=env).stdout
        assert re.search(
            r"next reflection in (9m \d\ds|10m 00s) \(at \d\d:\d\d:\d\d\): 1 session ", shown
        )
        assert "1 session waiting to go quiet for 600s" in shown
        assert _rules_of(db, sid) == []
        _append(path, lines[2:])  # the person types /exit
        exited = time.monotonic()
        wait_for(lambda: _rules_of(db, sid), "a rule once the session ended", timeout=20)
        print(f"\n/exit -> first rule: {time.monotonic() - exited:.2f}s")
        wait_for(lambda: reflection()["reflected"] == 1, "status to count the reflection")
        after = reflection()
        assert after["last"]["reason"] == "ended" and after["waiting"] == 0
        assert "last: " + sid in kenning("daemon", "status", env=env).stdout
    finally:
        kenning("daemon", "stop")
