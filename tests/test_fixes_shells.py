"""Errors of runs whose format or shell hides them, and fixes a passing command line ran itself.

Gemini CLI shows a shell's output as a terminal buffer and marks every call
that ran a `success`: the text the model was given, with its `Exit Code: N`,
says how the run went. PowerShell prints no exit code, only error records. A
failed run whose tool no detector knows is told by its telling line; sudo in
an agent's shell cannot ask for a password. Sessions are ingested for real.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import orjson

from kenning.daemon.learning.diary import Diary, build_diary
from kenning.daemon.learning.errors.paths import climbed_back, path_retried
from kenning.daemon.learning.errors.signature import error_signature, failed
from kenning.daemon.learning.lessons import Lesson
from kenning.daemon.safety.sanitize import default_sanitizer
from kenning.daemon.store.db import Store

from .ingest_helpers import ingest, messages
from .learning_sessions import Step, ingest_home, write_session

PROJECT = "9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08"


def _fixes(store: Store, sid: str) -> tuple[Diary, list[Lesson]]:
    diary, _ = build_diary(store, sid, redact=default_sanitizer().redact, save=False)
    return diary, [x for x in diary.lessons if x.kind == "error_fix"]


def _learned(
    store: Store, tmp_path: Path, name: str, steps: list[Step]
) -> tuple[Diary, list[Lesson]]:
    """The session of `steps` written where its agent keeps it, ingested, and its error fixes."""
    home = tmp_path / "user-home"
    _, sid = write_session(home, name, steps)
    ingest_home(store, home)
    return _fixes(store, sid)


def _buffer(text: str) -> list[list[dict[str, Any]]]:
    """A terminal buffer as Gemini CLI keeps a shell's display: lines of styled spans."""
    return [[{"text": line, "bold": False, "fg": ""}] for line in text.splitlines()]


def _shell(call_id: str, args: dict[str, Any], output: str) -> dict[str, Any]:
    told = {"output": f"Output: {output}\nProcess Group PGID: 4242"}
    return {
        "id": call_id,
        "name": "run_shell_command",
        "args": args,
        "status": "success",  # the tool ran, whatever the command's exit status
        "result": [{"functionResponse": {"id": call_id, "name": "run_shell_command",
                                         "response": told}}],
        "resultDisplay": _buffer(output),
    }  # fmt: skip


ENOENT = (
    "npm error code ENOENT\nnpm error syscall open\nnpm error path /home/dev/package.json\n"
    "npm error enoent Could not read package.json: Error: ENOENT: no such file or directory, "
    "open '/home/dev/package.json'\nExit Code: 254"
)


def test_gemini_a_shell_display_buffer_its_exit_code_and_a_run_in_a_subfolder(
    store: Store, tmp_path: Path
) -> None:
    calls = [
        _shell("c1", {"command": "npm run build"}, ENOENT),
        _shell("c2", {"command": "npm run build", "dir_path": "web"}, "built in 2.1s"),
    ]
    lines = [
        {"sessionId": "s-1", "projectHash": PROJECT, "startTime": "2026-04-25T06:00:00Z"},
        {"id": "u1", "timestamp": "2026-04-25T06:00:01Z", "type": "user",
         "content": "build the site"},
        {"id": "g1", "timestamp": "2026-04-25T06:00:05Z", "type": "gemini",
         "content": "Building.", "toolCalls": calls},
        {"id": "u2", "timestamp": "2026-04-25T06:01:00Z", "type": "user", "content": "thanks"},
    ]  # fmt: skip
    chats = tmp_path / ".gemini" / "tmp" / PROJECT / "chats"
    chats.mkdir(parents=True)
    (chats / "session-2026-04-25.jsonl").write_bytes(b"\n".join(map(orjson.dumps, lines)))
    ingest(store, tmp_path)
    sid = f"gemini:{PROJECT}/session-2026-04-25"
    stored = [c for m in messages(store, sid) for c in m["tool_calls"]]
    assert [c["exit_code"] for c in stored] == [254, None]
    assert stored[0]["output"].startswith("Output: npm error code ENOENT")  # text, not spans
    d, [lesson] = _fixes(store, sid)
    [met] = d.challenges
    assert met.resolved and "Could not read package.json" in met.message
    # the error by its words: not the code the message says again, nor the home folder's path
    assert lesson.text.startswith(
        "When `npm run build` fails with `Could not read package.json: no such file or "
        "directory, open 'package.json'`"
    )
    assert lesson.error is not None and "/home/dev/package.json" in lesson.error
    assert lesson.fix == "run `npm run build` in `web`"


POSITIONAL = """PS D:\\app> mkdir -p app/src app/assets
mkdir : A positional parameter cannot be found that accepts argument
'app/assets'.
At line:1 char:1
+ mkdir -p app/src app/assets
+ ~~~~~~~~~~~~~~~~~~~~~~~~~~~
    + CategoryInfo          : InvalidArgument: (:) [mkdir], ParameterBindingException
    + FullyQualifiedErrorId : PositionalParameterNotFound,mkdir

PS D:\\app>"""
PARSE = """At line:1 char:12
+ echo "x" && mkdir web
+          ~~
The token '&&' is not a valid statement separator in this version.
    + CategoryInfo          : ParserError: (:) [], ParentContainsErrorRecordException
    + FullyQualifiedErrorId : InvalidEndOfLine
"""


def test_powershell_error_records_fail_without_an_exit_code() -> None:
    assert failed("mkdir -p app/src app/assets", POSITIONAL)
    err = error_signature("mkdir -p app/src app/assets", POSITIONAL)
    assert err is not None and err.code == "PositionalParameterNotFound"
    assert err.message.startswith("mkdir : A positional parameter cannot be found")
    parse = error_signature('echo "x" && mkdir web', PARSE)
    assert parse is not None and parse.code == "InvalidEndOfLine"
    assert parse.message == "The token '&&' is not a valid statement separator in this version."
    assert not failed("mkdir web", "PS D:\\app> mkdir web\n\n    Directory: D:\\app\n")


def test_a_powershell_failure_is_said_as_powershell_s_by_the_command_s_words(
    store: Store, tmp_path: Path
) -> None:
    listing = "    Directory: D:\\app\n\nMode  Name\nd---- src"
    steps: list[Step] = [
        ("user", "make the app folders"),
        ("bash", "mkdir -p app/src app/assets", POSITIONAL, True),
        ("bash", "mkdir app/src app/assets", listing, False),
        ("user", "ok"),
    ]
    _, [lesson] = _learned(store, tmp_path, "folders", steps)
    # the command without the folders it was given, the shell named, the error without its id
    assert lesson.text.startswith(
        "When `mkdir -p` fails in PowerShell with `A positional parameter cannot be found"
    ), lesson.text
    assert lesson.error is not None and lesson.error.startswith("PositionalParameterNotFound")


def test_sudo_without_a_terminal_failed_even_behind_a_pipe() -> None:
    out = "sudo: a terminal is required to read the password\nsudo: a password is required"
    assert failed("sudo pacman -S figlet 2>&1 | tail -3", out, exit_code=0)
    assert not failed("sudo pacman -S figlet 2>&1 | tail -3", "installed figlet", exit_code=0)


def test_a_failure_with_no_known_tool_and_the_fix_its_passing_line_ran_first(
    store: Store, tmp_path: Path
) -> None:
    steps: list[Step] = [
        ("user", "use the Night Sky theme"),
        ("bash", 'theme-set "Night Sky"', "Exit code 1\nTheme 'night-sky' does not exist", True),
        ("bash", "theme-list", "default\nnord", False),
        (
            "bash",
            'mv ~/themes/Night\\ Sky ~/themes/night-sky && theme-set "Night Sky"',
            "ok",
            False,
        ),
        ("user", "looks good"),
    ]
    d, [lesson] = _learned(store, tmp_path, "themes", steps)
    [met] = d.challenges
    assert met.resolved and met.message == "Theme 'night-sky' does not exist"
    # the fix is the step the passing line ran before the work, not the look in between
    assert lesson.text.startswith("When `theme-set \"Night Sky\"` fails with `Theme 'night-sky'")
    assert lesson.fix == "run `mv ~/themes/Night\\ Sky ~/themes/night-sky` first"


def test_a_search_path_printed_whole_is_left_out_of_the_error(store: Store, tmp_path: Path) -> None:
    home = tmp_path / "user-home"
    path = ":".join(f"/opt/tool{n}/bin" for n in range(12))
    steps: list[Step] = [
        ("user", "print the banner"),
        ("bash", "which figlet && figlet hi", f"Exit code 1\nwhich: no figlet in ({path})", True),
        ("bash", "brew install figlet", "installed", False),
        ("bash", "which figlet && figlet hi", "/usr/bin/figlet\n _   _ ", False),
        ("user", "nice"),
    ]
    _, sid = write_session(home, "banner", steps)
    ingest_home(store, home)
    d, [lesson] = _fixes(store, sid)
    assert d.challenges[0].message == "which: no figlet in (…)"
    assert lesson.fix == "run `brew install figlet` first"


def test_a_separator_the_shell_could_not_parse_is_the_fix_not_another_difference(
    store: Store, tmp_path: Path
) -> None:
    home = tmp_path / "user-home"
    parse = PARSE.replace('echo "x" && mkdir web', "npm ci 2>NUL && npm test")
    steps: list[Step] = [
        ("user", "run the tests"),
        ("bash", "npm ci 2>NUL && npm test", parse, True),
        ("assistant", "Installing the npm packages with npm ci, then running the test suite."),
        ("bash", "npm ci; npm test", "Tests:       4 passed, 4 total", False),
        ("user", "great"),
    ]
    _, sid = write_session(home, "separator", steps)
    ingest_home(store, home)
    _, [lesson] = _fixes(store, sid)
    assert "The token '&&' is not a valid statement separator" in lesson.text
    assert lesson.text.startswith("PowerShell does not take `&&`")  # its error record says so
    assert lesson.fix == "use `;` instead of `&&` between the commands"  # not "remove `2>NUL`"
    # the agent's words are of the work (npm, the tests), not of the line's syntax
    assert lesson.text.endswith("use `;` instead of `&&` between the commands.")


SUDO = (
    "sudo: a terminal is required to read the password; either use the -S option\n"
    "sudo: a password is required"
)


def _handed_over(after: str) -> list[Step]:
    return [
        ("user", "print the banner with figlet"),
        ("bash", "sudo apt-get install -y cowsay 2>&1 | tail -3", SUDO, True),
        (
            "assistant",
            "Installing needs your password. Please type this yourself, then tell me:\n"
            "```\nsudo apt-get install -y cowsay\n```",
        ),
        ("user", after),
        ("bash", "figlet hi", " _     _ \n| |__ (_)", False),
    ]


def test_a_command_only_the_person_can_run_handed_to_them_is_the_fix(
    store: Store, tmp_path: Path
) -> None:
    home = tmp_path / "user-home"
    _, sid = write_session(home, "banner", _handed_over("figlet is done"))
    ingest_home(store, home)
    d, [lesson] = _fixes(store, sid)
    # the lesson is what the agent's shell cannot do, and the hand-over is the remedy
    assert lesson.text == (
        "`sudo` cannot run in the agent's shell (`sudo: a terminal is required to read the"
        " password`): ask the person to run `sudo apt-get install -y cowsay` in their own"
        " terminal."
    )
    assert lesson.confirmed and not lesson.tentative
    [met] = d.challenges
    assert met.resolved  # fixed later in the session: the diary says so


def test_a_hand_over_the_person_says_did_not_work_is_no_fix(store: Store, tmp_path: Path) -> None:
    home = tmp_path / "user-home"
    _, sid = write_session(home, "banner", _handed_over("it still fails the same way"))
    ingest_home(store, home)
    d, fixes = _fixes(store, sid)
    assert fixes == [] and not d.challenges[0].resolved


def _slash_command(handed: str) -> list[Step]:
    """A client's slash command the agent tried in its shell, then handed (or not) over."""
    return [
        ("user", "regenerate the plan for this feature"),
        (
            "bash",
            "/speckit.plan",
            "/bin/bash: line 1: /speckit.plan: No such file or directory",
            True,
        ),
        ("assistant", f"`/speckit.plan` is not available in this shell. {handed}"),
        ("user", "ok, the plan is written now"),
        ("bash", "ls specs/002-export", "plan.md\nspec.md", False),
    ]


def test_a_command_handed_to_the_person_to_run_on_their_side_is_the_fix(
    store: Store, tmp_path: Path
) -> None:
    handed = "Please invoke `/speckit.plan` on your side and tell me when it has completed."
    d, [lesson] = _learned(store, tmp_path, "plan", _slash_command(handed))
    assert lesson.text.startswith("`speckit.plan` cannot run in the agent's shell (")
    assert lesson.fix == "ask the person to run `/speckit.plan` in their own terminal"
    assert lesson.confirmed
    [met] = d.challenges
    assert met.resolved


def test_a_command_not_handed_over_is_no_fix(store: Store, tmp_path: Path) -> None:
    # the agent only says it cannot run it: no hand-over, nothing fixed
    d, fixes = _learned(store, tmp_path, "plan", _slash_command("I will write the plan by hand."))
    assert fixes == [] and not d.challenges[0].resolved


def test_a_program_missing_here_and_the_one_that_ran_the_same_line(
    store: Store, tmp_path: Path
) -> None:
    home = tmp_path / "user-home"
    script = "python - <<'PY'\nprint(open('spec.md').read().count('TODO'))\nPY"
    steps: list[Step] = [
        ("user", "count the TODOs in the spec"),
        ("bash", script, "/bin/bash: line 1: python: command not found", True),
        ("bash", "python3" + script[len("python") :], "3", False),
        ("user", "thanks"),
    ]
    _, sid = write_session(home, "todos", steps)
    ingest_home(store, home)
    d, [lesson] = _fixes(store, sid)
    # the program is the lesson, not the one-off script it ran
    assert lesson.text == (
        "`python` is missing here (`python: command not found`): run `python3` instead of `python`."
    )
    assert lesson.fix == "run `python3` instead of `python`"
    assert d.challenges[0].resolved


def test_another_program_on_the_same_line_without_a_missing_program_is_no_swap(
    store: Store, tmp_path: Path
) -> None:
    home = tmp_path / "user-home"
    steps: list[Step] = [
        ("user", "lint the scripts"),
        ("bash", "flake8 scripts/", "scripts/a.py:1:1: F401 'os' imported but unused", True),
        ("bash", "ruff scripts/", "All checks passed!", False),
        ("user", "ok"),
    ]
    _, sid = write_session(home, "lint", steps)
    ingest_home(store, home)
    _, fixes = _fixes(store, sid)
    assert all("instead of `flake8`" not in x.text for x in fixes)


def test_the_agents_words_that_only_report_progress_are_left_out_of_a_fix(
    store: Store, tmp_path: Path
) -> None:
    home = tmp_path / "user-home"
    steps: list[Step] = [
        ("user", "build the app"),
        ("bash", "npm run build", ENOENT.replace("\nExit Code: 254", ""), True),
        ("assistant", "Wrong folder for the build; trying again from web."),
        (
            "bash",
            "cd web && npm run build",
            "vite v5 building for production...\nbuilt in 2s",
            False,
        ),
        ("assistant", "Compiling is underway; `vite` finished the bundle. I'll keep watching it."),
        ("user", "thanks"),
    ]
    _, sid = write_session(home, "build", steps)
    ingest_home(store, home)
    _, [lesson] = _fixes(store, sid)
    assert "Wrong folder for the build" in lesson.text  # what was wrong stays
    for report in ("trying again", "underway", "watching", "finished the bundle"):
        assert report not in lesson.text


def test_a_run_that_timed_out_handed_to_the_person_is_no_lesson(
    store: Store, tmp_path: Path
) -> None:
    home = tmp_path / "user-home"
    steps: list[Step] = [
        ("user", "run the browser tests"),
        ("bash", "npm run test:e2e", "Error: Timed out waiting 60000ms for the web server", True),
        ("assistant", "It is slow here. Please run this yourself:\n```\nnpm run test:e2e\n```"),
        ("user", "they pass"),
    ]
    _, sid = write_session(home, "e2e", steps)
    ingest_home(store, home)
    _, fixes = _fixes(store, sid)
    assert fixes == []  # it can run here, it was only slow


def test_a_path_that_was_not_there_named_otherwise_by_the_next_line_is_a_slip(
    store: Store, tmp_path: Path
) -> None:
    home = tmp_path / "user-home"
    steps: list[Step] = [
        ("user", "make the launcher executable"),
        ("bash", 'chmod +x ~/Desktop/"Run App.command"',
         "chmod: /home/dev/Desktop/Run App.command: No such file or directory", True),
        ("bash", "chmod +x Run_App.command", "", False),
        ("user", "thanks, now add an icon"),
    ]  # fmt: skip
    _, sid = write_session(home, "launcher", steps)
    ingest_home(store, home)
    _, [lesson] = _fixes(store, sid)
    # the file was elsewhere under another name: learned only if it recurs
    assert (lesson.fix or "").startswith(
        "run `chmod +x Run_App.command` instead of `chmod +x ~/Desktop/"
    )
    assert lesson.tentative


def test_path_retried_reads_the_missing_path_as_the_line_wrote_it() -> None:
    missing = "cat: conf/app.yml: No such file or directory"
    assert path_retried(missing, "cat conf/app.yml", "cat config/app.yml")
    assert not path_retried(missing, "cat conf/app.yml", "cat conf/app.yml")  # the same path
    # a line run in another folder, or a missing file the line never named, is no slip
    assert not path_retried(missing, "cat conf/app.yml", "cd web && cat conf/app.yml")
    enoent = "npm error enoent Could not read package.json: ENOENT: no such file or directory"
    assert not path_retried(enoent, "npm run build", "npm --prefix web run build")
    assert path_retried(
        "ls: cannot access 'specs': No such file or directory", "ls specs", "ls spec"
    )


NOT_THERE = "bash: ./mvnw: No such file or directory"


def test_a_line_run_again_after_climbing_back_up_the_tree_is_a_slip(
    store: Store, tmp_path: Path
) -> None:
    home = tmp_path / "user-home"
    steps: list[Step] = [
        ("user", "package the service"),
        ("bash", "cd services/billing && ls", "pom.xml\nsrc", False),
        ("bash", "./mvnw package -q", NOT_THERE, True),
        ("assistant", "The shell is still in the service folder; the wrapper sits at the root."),
        ("bash", "cd ../.. && ./mvnw package -q", "BUILD SUCCESS", False),
        ("user", "good, now the docs"),
    ]
    _, sid = write_session(home, "package", steps)
    ingest_home(store, home)
    _, [lesson] = _fixes(store, sid)
    # where the shell had been left is this session's: learned only if it recurs
    assert lesson.fix == "run `./mvnw package -q` in `../..`"
    assert lesson.tentative


def test_climbed_back_is_only_a_cd_up_before_the_same_work() -> None:
    assert climbed_back("./mvnw package", "cd ../.. && ./mvnw package")
    assert climbed_back(".\\gradlew build", "Set-Location ..\\..; .\\gradlew build")
    assert climbed_back("make", "cd .. && make 2>&1")
    # a folder named below says where the project keeps its work; other work is other work
    assert not climbed_back("npm run build", "cd web && npm run build")
    assert not climbed_back("npm run build", "cd ../web && npm run build")
    assert not climbed_back("make", "cd .. && make test")
    # the failing line had changed into a folder of its own: the two lines differ in where
    assert not climbed_back("cd api && make", "cd .. && make")


def test_the_agents_lead_into_what_follows_is_left_out_of_a_fix(
    store: Store, tmp_path: Path
) -> None:
    home = tmp_path / "user-home"
    steps: list[Step] = [
        ("user", "run the browser tests"),
        ("bash", "npx playwright test", "Error: browserType.launch: Executable doesn't exist\n"
         "  3 failed", True),
        ("bash", "npx playwright install chromium", "Downloading Chromium 120", False),
        ("bash", "npx playwright test", "  12 passed (9s)", False),
        ("assistant", "The browsers were not installed. Running the unit tests too for a "
         "fuller check:"),
        ("user", "thanks"),
    ]  # fmt: skip
    _, sid = write_session(home, "e2e-install", steps)
    ingest_home(store, home)
    _, [lesson] = _fixes(store, sid)
    assert "npx playwright install chromium" in lesson.text
    assert "browsers were not installed" in lesson.text
    assert "fuller check" not in lesson.text  # it only led into the next run


NO_USER = "fatal: could not read Username for 'https://git.example.org': terminal prompts disabled"
NO_KEY = "deploy@git.example.org: Permission denied (publickey).\nfatal: Could not read from remote"


def test_a_line_that_failed_passing_again_word_for_word_credits_the_step_run_between(
    store: Store, tmp_path: Path
) -> None:
    home = tmp_path / "user-home"
    https = "git remote set-url origin https://git.example.org/team/site.git"
    steps: list[Step] = [
        ("user", "publish the site branch"),
        ("bash", f"cd /work/site && {https} && git push", NO_USER, True),
        ("bash", "git remote set-url origin git@git.example.org:team/site.git && git push",
         NO_KEY, True),
        ("bash", "hub-cli login --as-git-helper && git push", NO_KEY, True),
        ("bash", f"{https} && git push", "To https://git.example.org/team/site.git", False),
        ("user", "published, thanks"),
    ]  # fmt: skip
    _, sid = write_session(home, "site", steps)
    ingest_home(store, home)
    _, lessons = _fixes(store, sid)
    # the passing line is the first failing one again: what it lacked then was left behind by
    # the helper that ran at the head of a line that still failed, not by the line's own words
    [lesson] = lessons
    assert lesson.error is not None and "could not read Username" in lesson.error
    assert lesson.fix == "run `hub-cli login --as-git-helper` first"


def test_a_line_passing_again_after_an_edit_is_the_edit_s_fix(store: Store, tmp_path: Path) -> None:
    home = tmp_path / "user-home"
    failing = 'Traceback (most recent call last):\n  File "app/upload.py", line 2\n'
    steps: list[Step] = [
        ("user", "make the upload tests pass"),
        ("bash", "uv run pytest -q", failing + "ModuleNotFoundError: No module named 'multipart'",
         True),
        ("bash", "uv add python-multipart", "Resolved 12 packages", False),
        ("bash", "uv run pytest -q", "FAILED tests/test_upload.py::test_kind - assert 200 == 422",
         True),
        ("edit", "/work/app/app/upload.py", "kind: str = 'wav'", "kind: str = Form('wav')"),
        ("bash", "uv run pytest -q", "4 passed in 0.31s", False),
        ("user", "good"),
    ]  # fmt: skip
    _, sid = write_session(home, "upload", steps)
    ingest_home(store, home)
    _, lessons = _fixes(store, sid)
    # the code changed between the two runs of the line: the install is the first error's
    # fix and the edit the second's, not a step left behind
    assert [x.fix for x in lessons][:1] == ["run `uv add python-multipart` first"]
    assert all("uv add" not in (x.fix or "") for x in lessons[1:])


def test_a_line_that_passes_again_with_nothing_between_is_no_fix(
    store: Store, tmp_path: Path
) -> None:
    home = tmp_path / "user-home"
    steps: list[Step] = [
        ("user", "publish the docs"),
        ("bash", "make publish", "make: *** [publish] Error 2\nerror: upload refused: quota", True),
        ("bash", "make publish DRY=1", "error: upload refused: busy", True),
        ("bash", "make publish", "published 14 pages", False),
        ("user", "ok"),
    ]  # fmt: skip
    _, sid = write_session(home, "docs", steps)
    ingest_home(store, home)
    _, lessons = _fixes(store, sid)
    # back to the line that had failed, nothing left behind between: not `DRY=1` dropped
    assert lessons == []


def test_a_mode_set_between_two_runs_of_the_same_line_is_left_behind(
    store: Store, tmp_path: Path
) -> None:
    home = tmp_path / "user-home"
    denied = "bash: ./tools/sync.sh: Permission denied"
    steps: list[Step] = [
        ("user", "sync the fixtures"),
        ("bash", "./tools/sync.sh", denied, True),
        ("bash", "./tools/sync.sh --verbose", denied, True),
        ("bash", "cd /work/app && chmod +x tools/sync.sh", "", False),
        ("bash", "./tools/sync.sh", "synced 12 fixtures", False),
        ("user", "thanks"),
    ]  # fmt: skip
    _, sid = write_session(home, "fixtures", steps)
    ingest_home(store, home)
    _, [lesson] = _fixes(store, sid)
    # a file's mode persists for the next line, a folder changed into does not make the fix
    assert lesson.fix == "run `chmod +x tools/sync.sh` first"


def test_a_line_that_passed_long_before_still_credits_what_was_left_behind_since(
    store: Store, tmp_path: Path
) -> None:
    home = tmp_path / "user-home"
    steps: list[Step] = [
        ("user", "ship the docs twice today"),
        ("bash", "docs-cli upload site/", "error: quota exceeded for today", True),
        ("bash", "docs-cli prune --keep 5", "pruned 9 versions", False),
        ("bash", "docs-cli upload site/", "uploaded 14 pages", False),
        ("bash", "docs-cli upload site/", "error: token expired; sign in again", True),
        ("bash", "docs-cli upload site/ --retry 3", "error: upload refused: account locked",
         True),
        ("bash", "docs-cli login --device && docs-cli upload site/ --retry 3",
         "error: upload refused: account locked", True),
        ("bash", "docs-cli upload site/", "uploaded 15 pages", False),
        ("user", "done, thanks"),
    ]  # fmt: skip
    _, sid = write_session(home, "docs", steps)
    ingest_home(store, home)
    _, lessons = _fixes(store, sid)
    # the first failure since the tool last passed is the one the login fixed (the one
    # before that pass, the prune's)
    assert [(x.error, x.fix) for x in lessons if x.fix and "login" in x.fix] == [
        ("token expired; sign in again", "run `docs-cli login --device` first")
    ]
