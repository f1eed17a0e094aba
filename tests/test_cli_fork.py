"""tests/cli_fork.py: a forked `kenning` answers as the console script started from nothing.

Each case runs the same command both ways, in the same environment and folder, and
compares what a test sees: the exit code, stdout and stderr.
"""

from __future__ import annotations

import os
import re
import subprocess
import time
from pathlib import Path

import pytest

from . import cli_fork
from .cli_fork import KENNING, run_kenning

#: (argv, stdin): a store's read and write, click's usage error, an error in JSON, a
#: command reading its stdin, the fast paths `main` takes before click
CASES: list[tuple[list[str], str | None]] = [
    (["playbook", "add", "Always pin the base image in the Dockerfile", "--json"], None),
    (["playbook", "list", "--json"], None),
    (["playbook", "list", "--no-such-flag"], None),
    (["sessions", "show", "nope", "--json"], None),
    (["context", "-", "--json"], "fix the flaky checkout\n"),
    (["--version"], None),
    (["search", "checkout", "--json"], None),
]


def _exec(
    argv: list[str], env: dict[str, str], cwd: Path, stdin: str | None
) -> tuple[int, str, str]:
    proc = subprocess.run(
        [KENNING, *argv], env=env, cwd=cwd, input=stdin, capture_output=True, text=True,
        timeout=60, check=False,
    )  # fmt: skip
    return proc.returncode, proc.stdout, proc.stderr


@pytest.mark.slow
@pytest.mark.parametrize(("argv", "stdin"), CASES, ids=[" ".join(c[0][:2]) for c in CASES])
def test_a_forked_command_answers_as_one_started_from_nothing(
    argv: list[str], stdin: str | None, tmp_path: Path
) -> None:
    answers = []
    for way in ("exec", "fork"):
        home = tmp_path / way  # each its own store, written the same way
        home.mkdir()
        env = {**os.environ, "KENNING_HOME": str(home)}
        if way == "exec":
            answers.append(_exec(argv, env, tmp_path, stdin))
        else:
            proc = run_kenning(argv, env=env, cwd=tmp_path, input=stdin)
            answers.append((proc.returncode, proc.stdout, proc.stderr))
    (code, out, err), forked = answers
    # the ids and times a command prints are its own
    assert forked[0] == code and forked[2] == err
    assert _own(forked[1]) == _own(out) and (out + err).strip()


def _own(out: str) -> str:
    return re.sub(r'"(id|took_ms|created_at|updated_at|last_seen_at)": [^,\n]+', "", out)


def test_the_child_has_the_callers_environment_folder_and_time_zone(tmp_path: Path) -> None:
    env = {**os.environ, "KENNING_HOME": str(tmp_path / "home"), "TZ": "Asia/Kolkata"}
    proc = run_kenning(["config", "show", "--json"], env=env, cwd=tmp_path)
    assert proc.returncode == 0, proc.stderr
    assert str(tmp_path / "home") in proc.stdout  # the paths it shows are the caller's


def test_a_command_past_its_timeout_is_killed(tmp_path: Path) -> None:
    env = {**os.environ, "KENNING_HOME": str(tmp_path)}
    # `context -` reads a stdin nobody closes: this process's, made a pipe
    read, write = os.pipe()
    ours = os.dup(0)
    os.dup2(read, 0)
    started = time.monotonic()
    try:
        with pytest.raises(subprocess.TimeoutExpired):
            run_kenning(["context", "-", "--json"], env=env, cwd=tmp_path, timeout=1.0)
    finally:
        os.dup2(ours, 0)
        for fd in (ours, read, write):
            os.close(fd)
    assert time.monotonic() - started < 30
    assert run_kenning(["--version"], env=env, cwd=tmp_path).returncode == 0  # still serving


def test_an_environment_that_starts_python_differently_is_started_from_nothing(
    tmp_path: Path,
) -> None:
    plain = {**os.environ, "KENNING_HOME": str(tmp_path)}
    other = {**plain, "PYTHONWARNINGS": "error::UserWarning"}
    assert not cli_fork.forks(other)
    assert cli_fork.forks(plain) is not cli_fork.EXEC  # KENNING_TESTS_EXEC=1: none forked
    proc = run_kenning(["--version"], env=other, cwd=tmp_path)
    assert proc.returncode == 0 and proc.stdout.startswith("kenning, version ")
