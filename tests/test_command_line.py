"""Command lines: steps, working steps, hidden statuses (daemon/learning/command_line.py); the
failing step of a chain (daemon/learning/trace.py); how a chain changed (changes/context.py)."""

from __future__ import annotations

import pytest

from kenning.daemon.core.command_line import (
    bare_step,
    command_steps,
    is_bookkeeping,
    is_check,
    is_look,
    masked_status,
    passed_before,
    work_steps,
)
from kenning.daemon.learning.changes.context import command_change
from kenning.daemon.learning.errors.signature import error_signature
from kenning.daemon.learning.trace import command_family, failing_step


def test_steps_split_as_a_shell_reads_them() -> None:
    assert command_steps("grep -E 'a|b' x && make lint") == ["grep -E 'a|b' x", "make lint"]
    assert command_steps("cd web\nnpm test") == ["cd web", "npm test"]
    assert command_steps("npm run dev & sleep 3; curl -s localhost") == [
        "npm run dev", "sleep 3", "curl -s localhost",
    ]  # fmt: skip
    assert command_steps("make test &> log.txt && echo ok") == ["make test &> log.txt", "echo ok"]
    assert command_steps("sudo apt install libfuse2  # needed; really") == [
        "sudo apt install libfuse2"
    ]
    # a here document's body and a quoted or substituted script are one step
    script = "python - <<'PY'\nimport a; a.run() && print(1)\nPY\necho done"
    assert command_steps(script) == [script.removesuffix("\necho done"), "echo done"]
    commit = "git commit -m \"$(cat <<'EOF'\nfix: a; b && c\nEOF\n)\""
    assert command_steps(commit) == [commit]
    assert command_steps('node -e "a(); b()" || true') == ['node -e "a(); b()"', "true"]


def test_the_working_steps_leave_out_set_up_filters_and_excuses() -> None:
    assert work_steps("cd web && npm install && npm test") == ["npm install", "npm test"]
    assert work_steps("pytest -q 2>&1 | tail -5") == ["pytest -q 2>&1"]
    assert work_steps("git push 2>&1 | Select-Object -Last 15") == ["git push 2>&1"]
    assert work_steps("make lint || true") == ["make lint"]
    assert work_steps("Set-Location d:\\app; npm run typecheck") == ["npm run typecheck"]
    assert work_steps("cd web") == ["cd web"]  # nothing else: it is its own work
    assert bare_step("pytest -q 2>&1") == "pytest -q" and bare_step("ls x 2>/dev/null") == "ls x"


@pytest.mark.parametrize(
    ("command", "masked"),
    [
        ("pytest -q 2>&1 | tail -5", True),
        ("go test ./... | head -40 && echo ok", True),
        ("make || true", True),
        ("npm test; echo done", True),
        ("set -o pipefail; pytest | tail", False),
        ("make || exit 1", False),
        ("cd web && npm test", False),
        ("npm test | jq .", True),
        ("pytest", False),
    ],
)
def test_a_line_ending_in_a_filter_or_an_excuse_hides_the_status(
    command: str, masked: bool
) -> None:
    assert masked_status(command) is masked


def test_looks_checks_and_bookkeeping_are_no_fix() -> None:
    assert is_look("ls src && cat README.md | head") and is_look("nslookup example.org")
    assert not is_look("ls src && npm install")
    assert is_check("npx tsc --noEmit") and is_check("python3 -m py_compile a.py")
    assert is_check("npm run test:e2e") and not is_check("ruff check --fix .")
    assert is_check("npm run build") and is_check("uv run --with ruff ruff check .")
    # building another package fixes its importer; a Rails task named `test` is no test run
    assert not is_check("npm run build -w packages/contracts")
    assert not is_check("bin/rails db:test:prepare")
    # a remote command and a PowerShell assignment are read for what they run
    assert is_look('ssh -i k.pem root@host "cd /srv && git log --oneline -3"')
    assert not is_look('ssh -i k.pem root@host "cd /srv && pnpm build"')
    assert is_look("$r = Invoke-WebRequest -Uri https://example.org -UseBasicParsing")
    assert not is_check("pip install pyyaml") and not is_check("go generate ./...")
    assert is_bookkeeping("git commit -m 'x'") and is_bookkeeping("gh pr create --fill")
    assert not is_bookkeeping("git checkout -- go.mod")


def test_the_family_is_the_working_step_not_a_filter_or_a_runner_option() -> None:
    assert command_family("pytest -q 2>&1 | tail -5") == "pytest"
    assert command_family("uv run --with ruff ruff check .") == "ruff check"
    assert command_family("python3 - <<'PY'\nprint(1)\nPY") == "python"
    assert command_family(".\\gradlew build") == command_family("gradlew build") == "gradlew build"
    assert command_family('ssh -i k.pem root@host "cd /srv && pnpm build"') == "pnpm build"


def test_the_failing_step_is_the_one_that_failed_not_the_last_or_the_cd() -> None:
    jest = "FAIL src/cart.test.js\n  ● total\n\n    TypeError: x.toFixed is not a function\n"
    chain = "cd web && npm install && npm test"
    assert failing_step(chain, error_signature(chain, jest)) == "npm test"
    py = "E   AssertionError: assert 2 == 3\n1 failed, 4 passed in 0.1s"
    both = "pytest -q && ruff check ."
    assert failing_step(both, error_signature(both, py)) == "pytest -q"
    ts = "src/a.ts(3,4): error TS2339: Property 'x' does not exist on type 'Y'."
    all_three = "npm run typecheck; npm test; npm run lint"
    assert failing_step(all_three, error_signature(all_three, ts)) == "npm run typecheck"


@pytest.mark.parametrize(
    ("before", "after", "expected"),
    [
        ("cd web && npm test", "cd web && npm test -- --ci", "add `-- --ci` to `npm test`"),
        (
            "cd api && npm install && npm test",
            "cd api && npm ci && npm test",
            "run `npm ci` instead of `npm install`",
        ),
        ("npm test", "npm install && npm test", "run `npm install` first"),
        (
            "cd frontend && npm test",
            "cd web && npm test",
            "run `npm test` in `web` instead of `frontend`",
        ),
        (
            ".\\gradlew spotlessApply",
            "cd ../.. && .\\gradlew spotlessApply",
            "run `.\\gradlew spotlessApply` in `../..`",
        ),
        ("pytest -q 2>&1 | tail -5", "pytest -q -x 2>&1 | tail -5", "add `-x` to `pytest`"),
        (
            "pytest -q 2>&1 | tail -2 && ruff check . 2>&1 | tail",
            "ruff check . --fix 2>&1 && ruff check . 2>&1 | tail",
            "run `ruff check . --fix` first",
        ),
        ("npm run typecheck; npm test", "npm test; npm run typecheck", None),  # order only
        ("python - <<'PY'\nrun(1)\nPY", "python - <<'PY'\nrun(2)\nPY", None),  # a one-off script
    ],
)
def test_a_chain_changes_in_the_step_that_changed(
    before: str, after: str, expected: str | None
) -> None:
    assert command_change(before, after) == expected


def test_passed_before_is_the_steps_an_and_chain_ran_before_its_failing_step() -> None:
    assert passed_before("vault login -method=oidc && git fetch 2>&1", "git fetch 2>&1") == [
        "vault login -method=oidc"
    ]
    # a `;` or `||` lets the step before fail first
    assert passed_before("cd api && make gen && make test", "make test") == ["cd api", "make gen"]
    assert passed_before("make gen; make test", "make test") == []
    assert passed_before("make test", "make test") == []
    assert passed_before("make gen && make test", "make lint") == []
