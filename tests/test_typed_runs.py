"""Commands the person ran themselves in Claude Code's shell mode (`! cmd`), ingested for real.

The client writes the typed command (`<bash-input>`) and what it printed
(`<bash-stdout>`, `<bash-stderr>`) as lines of the transcript, and sends them
to the agent with the person's next words. A failed one is the error those
words report, as if pasted: the diary meets it, and the agent's answer that
fixed it is an error-fix lesson.
"""

from __future__ import annotations

from pathlib import Path

from kenning.daemon.learning.diary import Diary, build_diary, load_session
from kenning.daemon.learning.trace import read_trace
from kenning.daemon.safety.sanitize import default_sanitizer
from kenning.daemon.store.db import Store

from .learning_sessions import Step, ingest_home, write_session

REDACT = default_sanitizer().redact

FAILED = (
    "<bash-stdout>==> Looking up the tap index\n</bash-stdout><bash-stderr>"
    'Error: No available formula with the name "tilemaker-gui".\n'
    "</bash-stderr>"
)
PASSED = (
    "<bash-stdout>==> Pouring tilemaker-6.1.arm64.bottle.tar.gz\n</bash-stdout>"
    "<bash-stderr></bash-stderr>"
)


def _steps(output: str, then: str) -> list[Step]:
    return [
        ("user", "set up the map tile tools on this mac"),
        ("assistant", "Install the tile builder first: run `brew install tilemaker-gui`."),
        ("user", "<bash-input>brew install tilemaker-gui</bash-input>"),
        ("user", output),
        ("user", "hmm that did not go well"),
        (
            "assistant",
            "The problem is that Homebrew has no `tilemaker-gui` formula: the package is "
            "named `tilemaker`. Run `brew install tilemaker` instead.",
        ),
        ("user", then),
    ]


def _diary(store: Store, tmp_path: Path, steps: list[Step]) -> tuple[Diary, str]:
    home = tmp_path / "home"
    _, sid = write_session(home, "tiles", steps, cwd="/work/tiles")
    ingest_home(store, home)
    diary, _ = build_diary(store, sid, redact=REDACT, save=True)
    return diary, sid


def test_a_typed_command_that_failed_is_the_error_the_next_words_report(
    store: Store, tmp_path: Path
) -> None:
    diary, _ = _diary(store, tmp_path, _steps(FAILED, "that worked, thanks. now the styles"))
    [challenge] = diary.challenges
    assert challenge.pasted and "No available formula" in challenge.message
    assert challenge.resolved
    [lesson] = [x for x in diary.lessons if x.kind == "error_fix"]
    # the agent's account after the person's words is the fix; the typed error its evidence
    assert lesson.text.startswith("Homebrew has no `tilemaker-gui` formula")
    assert "`brew install tilemaker`" in lesson.text
    assert lesson.confirmed and "No available formula" in (lesson.error or "")


def test_a_typed_command_that_passed_reports_no_error(store: Store, tmp_path: Path) -> None:
    diary, sid = _diary(store, tmp_path, _steps(PASSED, "that worked, thanks. now the styles"))
    assert diary.challenges == []
    session = load_session(store, sid)
    assert session is not None
    said = [e for e in read_trace(session).events if getattr(e, "role", "") == "user"]
    # the typed command is no words of the person's; its output is no paste
    assert [getattr(e, "text", "") for e in said] == [
        "set up the map tile tools on this mac",
        "hmm that did not go well",
        "that worked, thanks. now the styles",
    ]
    assert all(getattr(e, "error", None) is None for e in said)


def test_a_typed_error_answered_before_the_next_words_is_not_theirs(
    store: Store, tmp_path: Path
) -> None:
    steps = _steps(FAILED, "ok")
    # the agent spoke between the typed run and the person's words: they are about its answer
    steps.insert(4, ("assistant", "I see the install output."))
    diary, _ = _diary(store, tmp_path, steps)
    assert diary.challenges == []


def test_a_typed_command_that_passed_after_a_failed_one_leaves_nothing_to_report(
    store: Store, tmp_path: Path
) -> None:
    steps = _steps(FAILED, "that worked, thanks. now the styles")
    # the person ran the corrected command themselves before saying anything
    steps[4:4] = [("user", "<bash-input>brew install tilemaker</bash-input>"), ("user", PASSED)]
    diary, _ = _diary(store, tmp_path, steps)
    assert diary.challenges == []
