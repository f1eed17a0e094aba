"""A launch that failed at start-up, fixed by the next launch (daemon/learning/relaunch.py).

Aider keeps every launch as a session of its own in one chat history. Histories are
written as Aider writes them, ingested through the pipeline, and each launch's diary
built from the store: the fix is read from the launch before it.
"""

from __future__ import annotations

from pathlib import Path

from kenning.daemon.core.models import Role
from kenning.daemon.core.transcripts import Message, Session
from kenning.daemon.learning.diary import Diary, build_diary
from kenning.daemon.learning.lessons import Lesson
from kenning.daemon.learning.relaunch import launch_line
from kenning.daemon.safety.sanitize import default_sanitizer
from kenning.daemon.store.db import Store

from .ingest_helpers import ingest

REDACT = default_sanitizer().redact

NOT_FOUND = (
    '> litellm.NotFoundError: GeminiException - b\'{\\n  "error": {\\n    "code": 404,\\n'
    '    "message": "models/gemini-9-flash is not found for API version v1beta.",\\n'
    '    "status": "NOT_FOUND"\\n  }\\n}\\n\'  \n'
)


def _launch(at: str, command: str, typed: str, after: str) -> str:
    """One launch as Aider writes it: the header, the echoed command line and banner, the
    person's first words, then what followed (Aider's output or the model's reply)."""
    return (
        f"\n# aider chat started at 2026-03-02 {at}\n\n> {command}  \n> Aider v0.86.2  \n"
        f"> Git repo: .git with 12 files  \n\n#### {typed}  \n{after}\n"
    )


REPLY = "Hello! Which file should we start with?\n\n> Tokens: 2.4k sent, 12 received.  \n"


def _diaries(store: Store, tmp_path: Path, *launches: str) -> list[Diary]:
    repo = tmp_path / "code" / "shop"
    repo.mkdir(parents=True)
    (repo / ".aider.chat.history.md").write_text("".join(launches), encoding="utf-8")
    ingest(store, tmp_path, config={"agents": {"aider": {"roots": [str(repo.parent)]}}})
    rows = store.query("SELECT id FROM sessions WHERE agent = 'aider' ORDER BY started_at")
    return [build_diary(store, str(r["id"]), redact=REDACT, save=False)[0] for r in rows]


def _fixes(diary: Diary) -> list[Lesson]:
    return [x for x in diary.lessons if x.kind == "error_fix"]


def test_a_model_that_does_not_exist_fixed_by_the_next_launch_is_learned_there(
    store: Store, tmp_path: Path
) -> None:
    failed, worked = _diaries(
        store,
        tmp_path,
        _launch("10:00:00", "aider --model gemini/gemini-9-flash", "hi", NOT_FOUND),
        _launch("10:03:00", "aider --model gemini/gemini-2.5-flash", "hi again", REPLY),
    )
    assert _fixes(failed) == []  # the launch that failed holds no fix
    [lesson] = _fixes(worked)  # the one that worked made the error go away
    assert lesson.text == (
        "`aider --model gemini/gemini-9-flash` fails at start-up (`litellm.NotFoundError: "
        "GeminiException - error: code: 404, message: models/gemini-9-flash is not found for "
        "API version v1beta., status: NOT…`): change `--model gemini/gemini-9-flash` to "
        "`--model gemini/gemini-2.5-flash`."
    )
    assert lesson.confirmed and lesson.commands == ["aider"]


def test_no_lesson_when_the_next_launch_fails_too_or_the_first_only_quit(
    store: Store, tmp_path: Path
) -> None:
    diaries = _diaries(
        store,
        tmp_path,
        # quit with no error: the next launch fixed nothing
        _launch("09:00:00", "aider --model sonnet", "hi", "> ^C KeyboardInterrupt  \n"),
        _launch("09:01:00", "aider --model opus", "hi", REPLY),
        # failed, then failed again with another model: nothing worked yet
        _launch("10:00:00", "aider --model gemini/gemini-9-flash", "hi", NOT_FOUND),
        _launch("10:01:00", "aider --model gemini/gemini-8-flash", "hi", NOT_FOUND),
        # failed, then the same command line again (only the first words changed) worked
        _launch("11:00:00", "aider --model gemini/gemini-9-flash --message hi", "hi", NOT_FOUND),
        _launch("11:01:00", "aider --model gemini/gemini-9-flash --message yo", "yo", REPLY),
    )
    assert [_fixes(d) for d in diaries] == [[]] * 6


def test_the_launch_line_is_the_program_and_its_options_without_the_first_message() -> None:
    def banner(text: str) -> Session:
        return Session(
            id="s",
            agent="aider",
            native_id="s",
            source_path=".aider.chat.history.md",
            messages=[Message(key="0", idx=0, role=Role.SYSTEM, text=text)],
        )

    windows = (
        "No git repo found, create one to track aider's changes (recommended)? (Y)es/(N)o "
        "[Yes]: n\nC:\\Users\\Ada Lo\\Scripts\\aider --model gemini/x --no-show-model-warnings"
        "\nAider v0.86.2"
    )
    assert launch_line(banner(windows)) == "aider --model gemini/x --no-show-model-warnings"
    wrapped = "/home/ada/tools/aider_local.py --model=acme/coder --message=Say hi now --yes"
    assert launch_line(banner(wrapped)) == "aider_local.py --model=acme/coder --yes"
    assert launch_line(banner("Warning: no API key\nAider v0.86.2")) is None
