"""What made an error go away, read from what each format holds (issue 25, item 4).

- a pytest error whose block goes on past an empty `E` line is its exception, not the
  install hint printed under it;
- a package added to a dependency manifest is said as that package, not as the version line;
- a terminal's screen that still shows an earlier command's error (Cursor, in a SpecStory
  export) is not the error of the command run after it;
- the agent's "I see the problem." followed by the finding gives the cause, in scripts
  written with or without spaces;
- a remedy the agent told the person, that the person carried out and said worked, is a
  lesson even though the agent changed nothing itself.
"""

from __future__ import annotations

from pathlib import Path

from kenning.daemon.core.command_line import is_look
from kenning.daemon.core.transcripts import Session
from kenning.daemon.ingest.projects import add_watched
from kenning.daemon.learning.changes.change import Change
from kenning.daemon.learning.changes.context import command_change
from kenning.daemon.learning.diary import build_diary
from kenning.daemon.learning.errors.account import account, worked
from kenning.daemon.learning.fix_lessons import _progress, describe_change, fixes
from kenning.daemon.learning.trace import Event, Trace, _run, own_output
from kenning.daemon.safety.sanitize import default_sanitizer
from kenning.daemon.store.db import Store

from .errorsig_helpers import sig
from .ingest_helpers import ingest

MULTIPART = """\
============================= test session starts ==============================
collected 0 items / 1 error

==================================== ERRORS ====================================
____________________ ERROR collecting tests/test_upload.py _____________________
app/api/upload.py:12: in <module>
    @router.post("/upload")
.venv/lib/python3.11/site-packages/webkit/params.py:88: in check_forms
    raise RuntimeError(multipart_not_installed_error) from None
E   RuntimeError: The uploads route needs the "multipart-reader" package.
E   Install "multipart-reader" with:
E
E   pip install multipart-reader
=========================== short test summary info ============================
ERROR tests/test_upload.py - RuntimeError: The uploads route needs the "multipart-reader"...
=============================== 1 error in 0.31s ===============================
"""


def test_a_pytest_error_block_is_its_exception_not_the_hint_under_an_empty_e_line() -> None:
    found = sig("uv run pytest", MULTIPART)
    assert (found.tool, found.code) == ("pytest", "RuntimeError")
    assert found.message == 'RuntimeError: The uploads route needs the "multipart-reader" package.'


def test_a_package_added_to_a_manifest_is_said_as_the_package() -> None:
    before = 'dependencies = [\n  "starlette>=0.40",\n  "gunicorn>=22.0",\n]'
    after = 'dependencies = [\n  "starlette>=0.40",\n  "httpx>=0.27",\n'
    after += '  "gunicorn>=22.0",\n]'
    assert describe_change(Change("backend/pyproject.toml", before, after)) == (
        "add `httpx` to the dependencies in `pyproject.toml`"
    )
    # a comma added to the line before is no package; a requirements file needs no section
    package = ('  "dependencies": {\n    "react": "^18"\n  }', '  "dependencies": {\n'
               '    "react": "^18",\n    "express": "^4.19.0"\n  }')  # fmt: skip
    assert describe_change(Change("web/package.json", *package)) == (
        "add `express` to the dependencies in `package.json`"
    )
    assert describe_change(Change("requirements.txt", "flask\n", "flask\nopenpyxl==3.1.2\n")) == (
        "add `openpyxl` to the dependencies in `requirements.txt`"
    )
    # a setting of the manifest, or a package replaced, is said as the change itself
    setting = Change("pyproject.toml", "[tool.ruff]\n", "[tool.ruff]\nline-length = 100\n")
    assert "dependencies" not in describe_change(setting)
    swapped = Change("requirements.txt", "flask\nxlrd\n", "flask\nopenpyxl\n")
    assert "dependencies" not in describe_change(swapped)


SCREEN = """\
PS D:\\app> mkdir -p app/src app/assets
mkdir : A positional parameter cannot be found that accepts argument 'app/assets'.
At line:1 char:1
+ mkdir -p app/src app/assets
+ ~~~~~~~~~~~~~~~~~~~~~~~~~~~
    + CategoryInfo          : InvalidArgument: (:) [mkdir], ParameterBindingException
    + FullyQualifiedErrorId : PositionalParameterNotFound,mkdir

PS D:\\app> mkdir app\\src, app\\assets
PS D:\\app> mkdir app\\src, app\\assets
"""


def test_an_earlier_commands_error_on_the_terminals_screen_is_not_this_runs() -> None:
    command = "mkdir app\\src, app\\assets"
    assert own_output(command, SCREEN) == ""
    run = _run(3, command, SCREEN, None, None)
    assert not run.failed and run.error is None
    # the first command's own screen is read whole: its error is its own
    first = _run(1, "mkdir -p app/src app/assets", SCREEN.split("\n\n")[0], None, None)
    assert first.failed and first.error is not None
    assert first.error.code == "PositionalParameterNotFound"
    # output with no prompt lines is what the command printed
    assert own_output("npm test", "1 failed\n") == "1 failed\n"


def test_a_finding_the_agent_announced_is_the_cause() -> None:
    told = account(
        [
            "I see the problem. The server binds to 127.0.0.1, so the container's port is "
            "unreachable from the host.\n\nI changed the host to `0.0.0.0` in `app.py`."
        ]
    )
    assert told is not None
    assert told.cause == (
        "The server binds to 127.0.0.1, so the container's port is unreachable from the host."
    )
    # a script written without spaces keeps the announcement and the finding in one piece
    chinese = account(
        [
            "我发现问题了。缓存的键没有包含用户的语言，"
            "所以每个人都拿到第一个人的页面。接下来改一下。\n\n"
            "修复：把 `cache.py` 里的键改成包含语言。"
        ]
    )
    assert chinese is not None
    assert chinese.cause == ("缓存的键没有包含用户的语言，所以每个人都拿到第一个人的页面。")
    # what follows the announcement must be a finding, not the agent's next step or its work
    assert (
        account(["I see the problem. Let me check the config first. I changed the port."]) is None
    )
    assert account(["Found it. I checked the docs and ran a test. Fixed: the app id is 1."]) is None


def test_a_link_to_a_file_in_an_account_is_said_as_what_it_names() -> None:
    told = account(
        [
            "The export broke because the feed dropped its `guid` field. "
            "[feed_client.py](feed_client.py#L40) — Replaced `item.guid` with `item.link` "
            "as the key; see [the feed spec](https://example.org/spec_(v2))."
        ]
    )
    assert told is not None
    assert "feed_client.py — Replaced `item.guid`" in told.text
    assert "](" not in told.text and "[" not in told.text


def test_the_person_saying_it_worked() -> None:
    assert worked("it works now, thanks")
    assert worked("好了，现在可以登录")
    assert worked("funziona!")
    assert not worked("still doesn't work")
    assert not worked("还是没有用")
    assert not worked("is that correct?")
    assert not worked("Great, next add a login page")


def _export(answer: str, after: str) -> str:
    """A Cursor export: the person's problem, the agent's answer (no edit, no run), their reply."""
    return f"""\
<!-- Generated by SpecStory -->

<!-- cursor Session 7a1e7a20-4c1b-4e8e-9f0a-2b3c4d5e6f72 (2026-02-05 10:00Z) -->

# Release build (2026-02-05 10:00Z)

_**User (2026-02-05 10:00Z)**_

the release build fails again on my laptop, the signing step says the key is locked

---

_**Agent (model gpt-5, mode Agent)**_

{answer}

---

_**User (2026-02-05 10:10Z)**_

{after}

---
"""


ANSWER = (
    "The problem is that the signing key sits in a keychain that locks after sleep, so the "
    "build cannot read it.\n\nThe solution: unlock the keychain with the unlock command "
    "once, then start the build again."
)


def _fixes(store: Store, tmp_path: Path, text: str) -> list[str]:
    project = tmp_path / "shop"
    history = project / ".specstory" / "history"
    history.mkdir(parents=True)
    (history / "2026-02-05_10-00Z-pasting.md").write_text(text, encoding="utf-8")
    add_watched(store, project)
    ingest(store, tmp_path)
    [row] = store.query("SELECT id FROM sessions WHERE agent = 'specstory'")
    diary, _ = build_diary(store, str(row["id"]), redact=default_sanitizer().redact, save=True)
    return [x.text for x in diary.lessons if x.kind == "error_fix"]


def test_a_remedy_the_person_carried_out_and_said_worked_is_a_lesson(
    store: Store, tmp_path: Path
) -> None:
    [lesson] = _fixes(
        store, tmp_path, _export(ANSWER, "ok, unlocking it worked, the build is green")
    )
    assert lesson.startswith("The signing key sits in a keychain that locks after sleep")
    assert "unlock the keychain with the unlock command once" in lesson


def test_a_remedy_told_but_not_said_to_work_is_no_lesson(store: Store, tmp_path: Path) -> None:
    assert _fixes(store, tmp_path, _export(ANSWER, "now add a login page")) == []


def test_a_compilers_code_frame_is_not_the_error_it_quotes() -> None:
    output = (
        "Failed to compile.\n./app/orders/page.tsx:17:12\n"
        "Type error: Type 'unknown' is not assignable to type 'ReactNode'.\n"
        "  15 |   <ul>\n> 17 |     {order.total as number}\n     |     ^\n"
    )
    run = _run(1, "pnpm build", output, 1, None)
    assert run.error is not None
    assert run.error.message == "Type error: Type 'unknown' is not assignable to type 'ReactNode'."


def test_listing_a_build_tools_tasks_only_looks() -> None:
    assert is_look(".\\gradlew tasks")
    assert is_look("./gradlew tasks --all")
    assert is_look("npm help")
    assert not is_look("./gradlew build")


def _events(*runs: tuple[str, str, bool]) -> list[Event]:
    return [_run(i, cmd, out, 1 if bad else 0, None) for i, (cmd, out, bad) in enumerate(runs)]


def test_a_line_run_on_another_host_is_no_fix_of_a_local_one() -> None:
    error = "Type error: Type 'unknown' is not assignable to type 'ReactNode'."
    remote = 'ssh deploy@10.0.0.5 "cd /srv/app && pnpm build"'
    events = _events(("pnpm build", error, True), (remote, "Compiled successfully", False))
    trace = Trace(
        Session(id="c:s", agent="claude-code", native_id="s", source_path="s.jsonl"), events
    )
    assert fixes(trace, "/") == []
    # the same line with an option changed, on the same machine, is the fix
    local = _events(("pnpm build", error, True), ("pnpm build --no-lint", "Compiled", False))
    [lesson] = fixes(
        Trace(Session(id="c:s", agent="claude-code", native_id="s", source_path="s.jsonl"), local),
        "/",
    )
    assert lesson.fix == "add `--no-lint` to `pnpm build`"


def test_a_retry_with_paths_written_another_way_is_said_by_what_changed() -> None:
    # PowerShell: `mkdir -p a/b c/d` fails, `mkdir a\\b, c\\d` works: the separators and the
    # commas are how the shell writes a list of paths, the dropped `-p` is the change
    assert command_change("mkdir -p app/src app/assets", "mkdir app\\src, app\\assets") == (
        "remove `-p` from `mkdir`"
    )
    assert command_change("npm test", "npm test -- --ci") == "add `-- --ci` to `npm test`"
    assert command_change("mkdir a\\b", "mkdir a\\b") is None


def test_words_that_only_report_the_work_done_are_not_kept_with_a_fix() -> None:
    assert _progress("Both repos fully restructured and pushed.")
    assert not _progress("The push failed because the remote was SSH.")
