"""Runs in Aider's LLM history: the output Aider handed the model, read as the run it was.

`/run` with its output added (and `/test`, and a lint Aider runs) reaches the
model as Aider's own message `I ran this command: … And got this output: …`,
then its reply `Ok.`, then the person's words ("What's wrong? Fix"). The
connector keeps that message as a tool message; the trace reads it as a run,
and a failed one as the error the person's next words report. Ingested for
real, and the diary built from the store.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from kenning.daemon.learning.diary import Diary, build_diary, load_session
from kenning.daemon.learning.errors.signature import error_signature
from kenning.daemon.learning.trace import Ran, read_trace
from kenning.daemon.safety.sanitize import default_sanitizer
from kenning.daemon.store.db import Store

from .ingest_helpers import ingest, messages

REDACT = default_sanitizer().redact
COLOUR = "\x1b[1m"
RESET = "\x1b[0m"

#: a linter's report whose first finding is an unused import, and a rule the fix turns off
LINT_FAILS = "\n".join(
    [
        f"{COLOUR}app/store.py{RESET}:2:8: {COLOUR}F401{RESET} `os` imported but unused",
        f"{COLOUR}app/store.py{RESET}:14:12: {COLOUR}S608{RESET} Possible SQL injection vector "
        "through string-based query construction",
        "Found 2 errors.",
    ]
)
LINT_PASSES = "All checks passed!"
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


def _request(when: str, *users: str) -> str:
    lines = [f"TO LLM {when}", "-------", "SYSTEM Act as an expert developer.", "-------"]
    for user in users:
        lines += [f"USER {line}" for line in user.split("\n")] + ["-------", "ASSISTANT Ok."]
    return "\n".join(lines[:-1]) + "\n"


def _response(when: str, text: str) -> str:
    return f"LLM RESPONSE {when}\n" + "".join(f"ASSISTANT {line}\n" for line in text.split("\n"))


def _ran(command: str, output: str) -> str:
    return f"I ran this command:\n\n{command}\n\nAnd got this output:\n\n{output}\n"


def _history(fails: str, passes: str) -> str:
    first = "make the store module use parameters"
    return (
        _request("2025-02-03T10:00:00", first)
        + _response("2025-02-03T10:00:09", "Done.")
        + _request("2025-02-03T10:01:00", first, _ran("ruff check .", fails), "What's wrong? Fix")
        + _response("2025-02-03T10:01:12", CONFIG_EDIT)
        + _request(
            "2025-02-03T10:02:00",
            first,
            "What's wrong? Fix",
            _ran("ruff check .", passes),
            "now add a cache for the lookups",
        )
        + _response("2025-02-03T10:02:07", "Added the cache.")
    )


def _ingest(store: Store, tmp_path: Path, text: str) -> tuple[str, Diary]:
    repo = tmp_path / "code" / "shop"
    repo.mkdir(parents=True)
    path = repo / ".aider.llm.history"
    path.write_text(text, encoding="utf-8")
    config: dict[str, Any] = {"agents": {"aider": {"roots": [str(repo)]}}}
    ingest(store, tmp_path, config=config)
    sid = f"aider:{path}#0"
    diary, _ = build_diary(store, sid, redact=REDACT, save=True)
    return sid, diary


def test_a_run_handed_to_the_model_is_stored_before_the_words_after_it(
    store: Store, tmp_path: Path
) -> None:
    sid, _ = _ingest(store, tmp_path, _history(LINT_FAILS, LINT_PASSES))
    got = [(m["role"], m["origin"], m["text"][:18]) for m in messages(store, sid)]
    assert got == [
        ("user", "human", "make the store mod"),
        ("assistant", "agent", "Done."),
        ("tool", "tool", "I ran this command"),
        ("user", "human", "What's wrong? Fix"),
        ("assistant", "agent", "I'll drop the unus"),
        ("tool", "tool", "I ran this command"),
        ("user", "human", "now add a cache fo"),
        ("assistant", "agent", "Added the cache."),
    ]


def test_the_fix_of_a_handed_run_is_learned_for_the_finding_it_names(
    store: Store, tmp_path: Path
) -> None:
    sid, diary = _ingest(store, tmp_path, _history(LINT_FAILS, LINT_PASSES))
    session = load_session(store, sid)
    assert session is not None
    runs = [e for e in read_trace(session).events if isinstance(e, Ran)]
    assert [(r.command, r.failed) for r in runs] == [
        ("ruff check .", True),
        ("ruff check .", False),
    ]
    # the person's "What's wrong? Fix" reports the run: one error, met once, resolved
    [challenge] = diary.challenges
    assert challenge.resolved and challenge.message.startswith("F401")
    [lesson] = [x for x in diary.lessons if x.kind == "error_fix"]
    # the unused import is printed first, but the configuration change names S608
    assert lesson.text.startswith("When `ruff check .` fails with `S608: Possible SQL injection")
    assert 'ignore = ["S608"]' in lesson.text
    assert lesson.general and not lesson.tentative and lesson.confirmed


def test_a_run_that_passed_reports_nothing(store: Store, tmp_path: Path) -> None:
    _, diary = _ingest(store, tmp_path, _history(LINT_PASSES, LINT_PASSES))
    assert diary.challenges == []
    assert [x for x in diary.lessons if x.kind == "error_fix"] == []


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
