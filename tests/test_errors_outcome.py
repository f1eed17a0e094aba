"""A failure read from the text when no exit code was stored (daemon/learning/errors/outcome.py),
and errors the person pasted (daemon/learning/errors/pasted.py)."""

from __future__ import annotations

import pytest

from kenning.daemon.learning.errors.outcome import stated_exit_code
from kenning.daemon.learning.errors.pasted import pasted_error
from kenning.daemon.learning.errors.signature import error_signature, failed


@pytest.mark.parametrize(
    ("output", "code"),
    [
        ("Exit code: 1\nWall time: 0.4 seconds\nOutput:\n", 1),  # Codex shell_command
        ("Chunk ID: 9f\nWall time: 2 seconds\nProcess exited with code 2\nOutput:\nx\n", 2),
        ("Exit code 127\nbash: nope: command not found", 127),  # Claude Code
        ("Output:\nbuilt\nExit Code: 0 (Success)", 0),  # Cline
        ("Command executed in terminal within working directory '/w'. Exit code: 3\n", 3),  # Roo
        ("panic: boom\nexit status 2", 2),  # go run
        ("ok\n" * 40 + "exit code: 1\n" + "ok\n" * 40, None),  # mid-log: not its own end
        ("all good", None),
    ],
)
def test_the_exit_status_an_output_states_at_its_ends(output: str, code: int | None) -> None:
    assert stated_exit_code(output) == code


@pytest.mark.parametrize(
    ("command", "output", "message"),
    [
        # test runners, without the `test session starts` header a tool would print
        ("uv run pytest -q", "FAILED tests/test_a.py::test_b - assert 1 == 2", "assert 1 == 2"),
        ("npx mocha", "  4 passing (12ms)\n  1 failing\n\n  1) adds:\n", "1 failing"),
        ("prove -v t/", "ok 1 - parses\nnot ok 2 - rounds half up\n", "rounds half up"),
        ("mvn test", "Tests run: 4, Failures: 1, Errors: 0, Skipped: 0", "Tests run: 4"),
        ("bundle exec rspec", "12 examples, 2 failures", "12 examples, 2 failures"),
        # interpreters and compilers
        (
            "php artisan serve",
            "PHP Fatal error:  Uncaught Error: Call to undefined function f()",
            "Call to undefined function f()",
        ),
        (
            "rake db:migrate",
            'rake aborted!\nActiveRecord::NoDatabaseError: database "shop" does not exist',
            "NoDatabaseError",
        ),
        (
            "cargo run",
            "thread 'main' panicked at src/main.rs:4:5:\nindex out of bounds",
            "index out of bounds",
        ),
        ("dotnet build", "Build FAILED.\n    0 Warning(s)\n    1 Error(s)", "Build FAILED"),
        ("./a.out", "Segmentation fault (core dumped)", "Segmentation fault"),
        (
            "python3 job.py",
            'Traceback (most recent call last):\n  File "job.py", line 9, in <mod',
            "Traceback",
        ),
        # a browser console and a log with a stack
        ("", "Uncaught (in promise) TypeError: Failed to fetch", "TypeError: Failed to fetch"),
        (
            "node worker.js",
            "12:01 worker crashed: Error: queue closed\n    at drain (q.js:4:9)",
            "Error: queue closed",
        ),
        # shells and package managers
        ("deploy", "deploy: command not found", "command not found"),
        ("npm i", "npm ERR! code E404\nnpm ERR! 404 Not Found - GET https://registry/x", "404"),
    ],
)
def test_a_failure_without_an_exit_code_is_read_from_its_text(
    command: str, output: str, message: str
) -> None:
    assert failed(command, output)
    sig = error_signature(command, output)
    assert sig is not None and message in sig.describe()


PIP_NOTICE = (
    "ERROR: pip's dependency resolver does not currently take into account all the packages "
    "that are installed.\nSuccessfully installed x"
)


@pytest.mark.parametrize(
    ("command", "output"),
    [
        ("pytest -q", "12 passed in 0.40s"),
        ("npx jest", "Tests:       5 passed, 5 total"),
        ("mvn test", "Tests run: 4, Failures: 0, Errors: 0, Skipped: 0"),
        ("ruff check --fix .", "Found 3 errors (3 fixed, 0 remaining)."),
        ("pip install -r requirements.txt", PIP_NOTICE),
        ("ls", "Chunk ID: 1\nProcess exited with code 0\nOutput:\nerror: this file name is data\n"),
        ("cat NOTES.md", "Handle the error: case when the queue closes."),
    ],
)
def test_a_passing_run_is_no_failure(command: str, output: str) -> None:
    assert not failed(command, output)


def test_a_filter_at_the_end_of_a_line_hides_the_status_and_the_text_decides() -> None:
    out = "FAILED tests/test_io.py::test_read - ValueError: bad header\n1 failed, 9 passed in 0.2s"
    # `| tail` exits 0: the agent's flag says success, the text says the tests failed
    assert failed("pytest -q 2>&1 | tail -5", out, exit_code=0, is_error=False)
    assert not failed("pytest -q 2>&1 | tail -5", "10 passed in 0.2s", is_error=False)
    # `rg` finding nothing exits 1: no failure of the work
    assert not failed("git ls-remote --heads origin | rg -n feature", "", exit_code=1)
    assert not failed("make lint || true", "all clean", exit_code=0)
    # without a filter the flag still decides
    assert failed("pytest -q", "", is_error=True) and not failed("pytest -q", out, is_error=False)


@pytest.mark.parametrize(
    ("text", "code"),
    [
        (
            'the import fails:\n\nTraceback (most recent call last):\n  File "app.py", line 2, '
            "in <module>\n    import yaml\nModuleNotFoundError: No module named 'yaml'",
            "ModuleNotFoundError",
        ),
        ("KeyError: 'sku'", "KeyError"),  # an exception line as the whole message
        (
            "src/cart.ts(14,7): error TS2322: Type 'string' is not assignable to type 'number'.",
            "TS2322",
        ),
        ("why?\nerror[E0382]: borrow of moved value: `cfg`\n --> src/main.rs:9:20", "E0382"),
    ],
)
def test_a_pasted_error_is_read_like_a_run(text: str, code: str) -> None:
    sig = pasted_error(text)
    assert sig is not None and sig.code == code


@pytest.mark.parametrize(
    "text",
    [
        "Error: the page is blank after I log in",  # the person's own sentence
        "I get an error when I click save, can you look?",
        "fix the TypeError in cart.py please",
        "def total(items):\n    raise NotImplementedError('later')\n    print('ERROR: no items')",
        "- Error: when the key is missing, answer 401\n- Error: on timeout, retry",
        "all green now:\n===== 14 passed in 0.51s =====",  # a passing run pasted
    ],
)
def test_words_about_errors_code_and_passing_runs_are_not_pasted_errors(text: str) -> None:
    assert pasted_error(text) is None
