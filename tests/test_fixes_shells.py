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
    assert lesson.text.startswith("When `npm run build` fails with `enoent Could not read")
    assert lesson.fix == "run `npm run build` in `web`"


POSITIONAL = """PS D:\\app> mkdir -p web/src web/public
mkdir : A positional parameter cannot be found that accepts argument
'web/public'.
At line:1 char:1
+ mkdir -p web/src web/public
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
    assert failed("mkdir -p web/src web/public", POSITIONAL)
    err = error_signature("mkdir -p web/src web/public", POSITIONAL)
    assert err is not None and err.code == "PositionalParameterNotFound"
    assert err.message.startswith("mkdir : A positional parameter cannot be found")
    parse = error_signature('echo "x" && mkdir web', PARSE)
    assert parse is not None and parse.code == "InvalidEndOfLine"
    assert parse.message == "The token '&&' is not a valid statement separator in this version."
    assert not failed("mkdir web", "PS D:\\app> mkdir web\n\n    Directory: D:\\app\n")


def test_sudo_without_a_terminal_failed_even_behind_a_pipe() -> None:
    out = "sudo: a terminal is required to read the password\nsudo: a password is required"
    assert failed("sudo pacman -S figlet 2>&1 | tail -3", out, exit_code=0)
    assert not failed("sudo pacman -S figlet 2>&1 | tail -3", "installed figlet", exit_code=0)


def test_a_failure_with_no_known_tool_and_the_fix_its_passing_line_ran_first(
    store: Store, tmp_path: Path
) -> None:
    home = tmp_path / "user-home"
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
    _, sid = write_session(home, "themes", steps)
    ingest_home(store, home)
    d, [lesson] = _fixes(store, sid)
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
    assert lesson.fix == "use `;` instead of `&&` between the commands"  # not "remove `2>NUL`"
    # the agent's words are of the work (npm, the tests), not of the line's syntax
    assert lesson.text.endswith("use `;` instead of `&&` between the commands.")
