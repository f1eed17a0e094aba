"""An error-fix rule's words: the command that failed and its error, said by kind."""

from __future__ import annotations

from kenning.daemon.learning.errors.wording import error_phrase, failed_command, shell_named


def test_the_command_by_its_program_subcommand_and_flags() -> None:
    assert failed_command("mkdir -p web/src web/public") == "mkdir -p"
    assert failed_command("git clone https://git.example.org/team/site.git") == "git clone"
    assert failed_command("pytest tests/test_api.py tests/test_db.py -q") == "pytest -q"
    assert failed_command("CI=1 BASE_URL=http://127.0.0.1:8000 npx playwright test") == (
        "npx playwright test"
    )
    assert failed_command('chmod +x ~/Desktop/"Launch Board.command"') == "chmod +x"
    assert failed_command("npm run test:e2e -- tests/e2e/login.spec.ts") == "npm run test:e2e"
    assert failed_command("cargo build --release --target-dir /var/tmp/t") == (
        "cargo build --release --target-dir"
    )


def test_what_names_the_work_is_kept() -> None:
    assert failed_command("python manage.py migrate") == "python manage.py migrate"
    assert failed_command('theme-set "Night Sky"') == 'theme-set "Night Sky"'
    assert failed_command(".\\gradlew spotlessApply") == ".\\gradlew spotlessApply"
    assert failed_command("./run.sh") == "./run.sh"  # the program, whatever it looks like
    assert failed_command("uv run --with ruff ruff check") == "uv run --with ruff"
    # a word the line was cut in is left out, not said half
    assert failed_command("npm run build:producti…") == "npm run"


def test_the_error_by_its_kind() -> None:
    assert (
        error_phrase(
            "PositionalParameterNotFound: mkdir : A positional parameter cannot be found that "
            "accepts argument 'web/public'."
        )
        == "A positional parameter cannot be found that accepts argument 'web/public'."
    )
    assert (
        error_phrase(
            "enoent Could not read package.json: Error: ENOENT: no such file or directory, open "
            "'/home/dev/site/package.json'",
            "ENOENT",
        )
        == "Could not read package.json: no such file or directory, open 'package.json'"
    )
    assert error_phrase("cp: /Users/ana/notes/plan.md: Permission denied") == (
        "cp: plan.md: Permission denied"
    )


def test_an_error_s_kind_in_words_and_a_short_path_stay() -> None:
    assert error_phrase(
        "(example.org/acme/shop/pkg/log.Logger).Error call has arguments but no formatting "
        "directives"
    ) == (
        "(example.org/acme/shop/pkg/log.Logger).Error call has arguments but no formatting "
        "directives"
    )  # a package's name, not a place
    assert error_phrase("ModuleNotFoundError: No module named 'yaml'", "ModuleNotFoundError") == (
        "ModuleNotFoundError: No module named 'yaml'"
    )
    assert error_phrase("TypeError: Cannot read properties of undefined", "TypeError") == (
        "TypeError: Cannot read properties of undefined"
    )
    assert error_phrase('"OPTIONS /health HTTP/1.1" 405 Method Not Allowed', "405") == (
        '"OPTIONS /health HTTP/1.1" 405 Method Not Allowed'
    )
    assert error_phrase("error[E0382]: borrow of moved value: `x`", "E0382") == (
        "error[E0382]: borrow of moved value: `x`"
    )


def test_the_shell_is_named_when_only_one_prints_the_error() -> None:
    assert shell_named("shell", "PositionalParameterNotFound", "mkdir : A positional …") == (
        "PowerShell"
    )
    assert shell_named("shell", "InvalidEndOfLine", "The token '&&' is not valid") == "PowerShell"
    assert (
        shell_named(
            "shell", "command-not-found", "The term 'x' is not recognized as a name of a cmdlet"
        )
        == "PowerShell"
    )
    assert shell_named("shell", "command-not-found", "bash: x: command not found") is None
    assert shell_named("npm", "ENOENT", "Could not read package.json") is None


def test_a_long_line_is_cut_after_its_places_are_left_out() -> None:
    from kenning.daemon.learning.lesson import short_command

    line = (
        "cd web && SKIP_SERVER=1 BASE_URL=http://127.0.0.1:4173/app/index.html "
        "npx playwright test tests/e2e/login.spec.ts --reporter=line"
    )
    cut = short_command(line, 4)  # cut at 60 characters: the settings fill it
    assert cut.startswith("SKIP_SERVER=1 BASE_URL=") and cut.endswith("…")
    step = short_command(line, 40, "npx", chars=2000)
    assert failed_command(step) == "npx playwright test --reporter=line"
