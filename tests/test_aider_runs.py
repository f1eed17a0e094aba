"""A run in an Aider chat history reported by the person's next words, ingested for real.

`#### /run ruff check .` with its `> ` output, then the person's "What's
wrong? Fix": the run's error is the error those words report, as if pasted;
when a later run of it passes, that pair is the lesson, not a second one from
the words. A linter prints many findings; the lesson is said of the one the
fix names by code. The diary is built from the store.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from kenning.daemon.learning.diary import Diary, build_diary, load_session
from kenning.daemon.learning.errors.signature import error_signature
from kenning.daemon.learning.trace import Said, read_trace
from kenning.daemon.safety.sanitize import default_sanitizer
from kenning.daemon.store.db import Store

from .ingest_helpers import ingest

REDACT = default_sanitizer().redact

#: a linter's report whose first finding is an unused import, and a rule the fix turns off
LINT_FAILS = [
    "app/store.py:2:8: F401 `os` imported but unused",
    "app/store.py:14:12: S608 Possible SQL injection vector through string-based query "
    "construction",
    "Found 2 errors.",
]
CONFIG_EDIT = """I'll drop the unused import and turn off S608 for the query builder.

app/store.py
```python
<<<<<<< SEARCH
import os
import sqlite3
=======
import sqlite3
>>>>>>> REPLACE
```

pyproject.toml
```toml
<<<<<<< SEARCH
[tool.ruff.lint]
select = ["E", "F", "S"]
=======
[tool.ruff.lint]
select = ["E", "F", "S"]
ignore = ["S608"]
>>>>>>> REPLACE
```
"""


def _chat(first_run: list[str]) -> str:
    shown = "".join(f"> {line}  \n" for line in first_run)
    return (
        "\n# aider chat started at 2025-02-03 10:00:00\n\n"
        "#### make the store module use parameters  \n\nDone.\n\n"
        f"#### /run ruff check .  \n{shown}\n"
        "#### What's wrong? Fix  \n\n"
        f"{CONFIG_EDIT}\n"
        "#### /run ruff check .  \n> All checks passed!  \n\n"
        "#### now add a cache for the lookups  \n\nAdded the cache.\n"
    )


def _ingest(store: Store, tmp_path: Path, text: str) -> tuple[str, Diary]:
    repo = tmp_path / "code" / "shop"
    repo.mkdir(parents=True)
    path = repo / ".aider.chat.history.md"
    path.write_text(text, encoding="utf-8")
    config: dict[str, Any] = {"agents": {"aider": {"roots": [str(repo)]}}}
    ingest(store, tmp_path, config=config)
    sid = f"aider:{path}#0"
    diary, _ = build_diary(store, sid, redact=REDACT, save=True)
    return sid, diary


def test_the_fix_of_a_reported_run_is_learned_for_the_finding_it_names(
    store: Store, tmp_path: Path
) -> None:
    sid, diary = _ingest(store, tmp_path, _chat(LINT_FAILS))
    session = load_session(store, sid)
    assert session is not None
    said = [e for e in read_trace(session).events if isinstance(e, Said) and e.role == "user"]
    # the person's "What's wrong? Fix" reports the run that failed before it
    reported = [e for e in said if e.text == "What's wrong? Fix"]
    assert len(reported) == 1 and reported[0].error is not None
    assert reported[0].error.code == "F401"
    # one error, met once (the run and the words report the same), resolved
    [challenge] = diary.challenges
    assert challenge.resolved and challenge.message.startswith("F401")
    [lesson] = [x for x in diary.lessons if x.kind == "error_fix"]
    # the unused import is printed first, but the configuration change names S608
    assert lesson.text.startswith("When `ruff check .` fails with `S608: Possible SQL injection")
    assert 'ignore = ["S608"]' in lesson.text
    assert lesson.general and not lesson.tentative and lesson.confirmed


def test_a_run_that_passed_reports_nothing(store: Store, tmp_path: Path) -> None:
    sid, diary = _ingest(store, tmp_path, _chat(["All checks passed!"]))
    assert diary.challenges == []
    session = load_session(store, sid)
    assert session is not None
    said = [e for e in read_trace(session).events if isinstance(e, Said) and e.role == "user"]
    assert all(e.error is None for e in said)


def test_a_terminal_resets_character_set_is_not_part_of_the_error_line() -> None:
    # curses' reset (`\x1b[m` then shift-in `\x0f`) after each coloured word of mypy's output
    output = (
        "tests/test_api.py:1: \x1b[1m\x1b[31merror:\x1b[m\x0f Cannot find implementation or "
        'library stub for module named \x1b[m\x0f\x1b[1m"httpx"\x1b[m\x0f  '
        "\x1b[m\x0f\x1b[33m[import-not-found]\x1b[m\x0f\n"
        "\x1b[1m\x1b[31mFound 1 error in 1 file (checked 3 source files)\x1b[m\x0f"
    )
    err = error_signature("mypy .", output)
    assert err is not None
    assert err.code == "import-not-found"
    assert err.message.startswith("Cannot find implementation or library stub")
