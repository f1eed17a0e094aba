"""Failure verdicts (`failed`), key shapes, normalising, windowing and the public surface."""

from __future__ import annotations

import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from kenning.daemon.learning.errors import signature as errorsig
from kenning.daemon.learning.errors.signature import (
    KEY_SCHEME,
    ErrorSig,
    error_signature,
    error_signatures,
    failed,
    normalise,
    tool_of,
)

from .errorsig_helpers import sig
from .test_errorsig import CARGO_MOVED, go_nil_map, pytest_keyerror
from .test_errorsig_tools import MORE

# --------------------------------------------------------------------------- failed()


@pytest.mark.parametrize(
    ("command", "output"),
    [
        ("pytest", "tests/test_a.py F\n1 failed, 2 passed in 0.12s\n"),
        ("go test ./...", "--- FAIL: TestX (0.00s)\nFAIL\tgithub.com/acme/x\t0.01s\n"),
        ("go run .", "panic: runtime error: index out of range [5] with length 3\n"),
        ("cargo build", "error[E0425]: cannot find value `x` in this scope\n"),
        ("tsc", "src/a.ts(1,7): error TS2322: Type 'number' is not assignable to type 'string'.\n"),
        (
            "eslint .",
            "  1:7  error  'a' is defined but never used  no-unused-vars\n\n"
            "✖ 1 problem (1 error, 0 warnings)\n",
        ),
        (
            "mypy .",
            'a.py:1: error: Name "x" is not defined  [name-defined]\n'
            "Found 1 error in 1 file (checked 1 source file)\n",
        ),
        ("npm test", "npm ERR! code ELIFECYCLE\nnpm ERR! errno 1\n"),
        ("make", "make: *** [Makefile:3: all] Error 1\n"),
        (None, "bash: foo: command not found\n"),
        ("./run.sh", "bash: ./run.sh: Permission denied\n"),
        ("psql", 'ERROR:  syntax error at or near "SELEC"\n'),
        (
            "python x.py",
            'Traceback (most recent call last):\n  File "x.py", line 1\nValueError: bad\n',
        ),
        (None, "Fetching...\nError: ENOENT: no such file or directory, open 'x.json'\n"),
    ],
)
def test_failed_from_text(command: str | None, output: str) -> None:
    assert failed(command, output)


@pytest.mark.parametrize(
    ("command", "output"),
    [
        ("pytest", "tests/test_a.py ...\n3 passed, 2 warnings in 0.12s\n"),
        ("pytest", "===== 0 failed, 12 passed in 1.02s =====\n"),
        ("mypy app", "Success: no issues found in 12 source files\n"),
        ("tsc --watch", "Found 0 errors. Watching for file changes.\n"),
        (
            "eslint .",
            "  12:1  warning  Unexpected console statement  no-console\n\n"
            "✖ 1 problem (0 errors, 1 warning)\n",
        ),
        (
            "cargo build",
            "warning: unused variable: `x`\n  --> src/main.rs:2:9\n"
            "    Finished dev [unoptimized] target(s) in 0.5s\n",
        ),
        ("go test ./...", "ok  \tgithub.com/acme/x\t0.012s\nok  \tgithub.com/acme/y\t(cached)\n"),
        (
            "cargo test",
            "test result: ok. 4 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out\n",
        ),
        (
            "npm install",
            "npm WARN deprecated inflight@1.0.6: This module is not supported\n"
            "npm WARN retry will retry, error on last attempt: Error: getaddrinfo EAI_AGAIN "
            "registry.npmjs.org\nadded 120 packages in 5s\n",
        ),
        (
            "pip install requests",
            "WARNING: Retrying (Retry(total=4, connect=None, read=None, redirect=None, "
            "status=None)) after connection broken by 'NewConnectionError('"
            "<pip._vendor.urllib3.connection.HTTPSConnection object at 0x7f3a>: Failed to "
            "establish a new connection: [Errno -3] Temporary failure in name resolution')': "
            "/simple/requests/\nCollecting requests\nSuccessfully installed requests-2.31.0\n",
        ),
        ("npx jest", "Tests:       0 failed, 5 passed, 5 total\n"),
        ("ruff check .", "All checks passed!\n"),
        ("ls", "README.md\nsrc\n"),
    ],
)
def test_not_failed_from_text(command: str, output: str) -> None:
    assert not failed(command, output)


def test_failed_prefers_exit_code_and_is_error() -> None:
    assert failed("pytest", "3 passed in 0.1s", exit_code=1)
    assert not failed("pytest", "1 failed in 0.1s", exit_code=0)
    assert failed("ls", "", is_error=True)
    assert not failed("pytest", "Traceback (most recent call last):\nX: y\n", is_error=False)


def test_failed_after_a_passing_summary_looks_at_later_text() -> None:
    output = "5 passed in 0.20s\nbash: deploy: command not found\n"
    assert failed("pytest && deploy", output)


# --------------------------------------------------------------------------- shapes, keys, commands


def test_normalise_placeholders() -> None:
    text = (
        "open /tmp/pytest-of-ada/pytest-12/test_x0/data.json: failed after 1.5s at 0x1400012c0 "
        "(id 3f2a9c1be0d3, 550e8400-e29b-41d4-a716-446655440000) see https://example.com/e/12"
    )
    assert normalise(text) == (
        "open <path>: failed after <dur> at <hex> (id <hex>, <uuid>) see <url>"
    )
    assert normalise("missing go.sum entry; edit package.json and Cargo.toml") == (
        "missing go.sum entry; edit package.json and Cargo.toml"
    )
    assert (
        normalise("can't read 'a.txt' and doesn't retry") == "can't read <name> and doesn't retry"
    )
    assert normalise("no such table: users") == "no such table: <name>"
    assert normalise("app.run is not a function") == "<name> is not a function"


def test_key_is_twelve_hex_tagged_with_the_scheme() -> None:
    found = sig("pytest", "E   KeyError: 'a'\n")
    assert re.fullmatch(r"[0-9a-f]{12}", found.key)
    assert KEY_SCHEME == "errsig-v1"
    assert errorsig.key_basis("python", "KeyError", "<name>").startswith(KEY_SCHEME)
    # the family, not the tool, is hashed: pytest and plain Python agree
    assert (
        ErrorSig("pytest", "KeyError", "x", "<name>").key
        == ErrorSig("python", "KeyError", "y", "<name>").key
    )


def test_nothing_error_like_gives_none() -> None:
    assert error_signature("ls", "README.md\nsrc\n") is None
    assert error_signatures("pytest", "3 passed in 0.1s\n") == []
    assert error_signatures("pytest", "E   KeyError: 'a'\n", limit=0) == []


@pytest.mark.parametrize(
    ("command", "tool"),
    [
        ("uv run pytest -x tests", "pytest"),
        ("poetry run python -m pytest", "pytest"),
        ("python3.11 -m mypy app", "mypy"),
        (".venv/bin/pytest", "pytest"),
        ("npx tsc --noEmit", "tsc"),
        ("pnpm exec vitest run", "vitest"),
        ("pnpm vitest run", "vitest"),
        ("pnpm test", "pnpm"),
        ("yarn jest --ci", "jest"),
        ("npm run build", "npm"),
        ('bash -lc "cd web && npm test"', "npm"),
        ("sh -c 'FOO=1 go test ./...'", "go"),
        ("FOO=1 BAR=2 cargo test", "cargo"),
        ("cd api && source .venv/bin/activate && alembic upgrade head", "alembic"),
        ("sudo -E docker compose up", "docker"),
        ("sudo -u postgres psql -c 'select 1'", "psql"),
        ("timeout 60 ./gradlew test", "gradle"),
        ("./mvnw -q verify", "maven"),
        ("bundle exec rspec spec/user_spec.rb", "ruby"),
        ("npx prisma migrate dev", "prisma"),
        ("pytest 2>&1 | tee out.log", "pytest"),
        ("./scripts/deploy.sh", "shell"),
        ("uvx ruff check .", "ruff"),
        ("echo 'unbalanced", "unknown"),
        ("", "unknown"),
        (None, "unknown"),
    ],
)
def test_tool_of(command: str | None, tool: str) -> None:
    assert tool_of(command) == tool


def test_large_output_is_windowed() -> None:
    noise = "".join(f"line {i}: building module {i} ok\n" for i in range(60_000))
    output = noise + pytest_keyerror("cart", "total", 12, 12)
    assert len(output) > 2_000_000
    found = sig("pytest", output)
    assert found.code == "KeyError"
    # a line as long as the output itself is cut, not scanned whole
    assert error_signature(None, "x" * 2_000_000) is None


# lines of every output above, to mix into arbitrary outputs
FRAGMENTS = sorted(
    {line for _, output, *_ in MORE for line in output.splitlines()}
    | set(pytest_keyerror("a", "b", 1, 2).splitlines())
    | set(CARGO_MOVED.format(name="x", line=1).splitlines())
    | set(go_nil_map(1, "c0").splitlines())
)


@given(
    st.lists(st.one_of(st.sampled_from(FRAGMENTS), st.text(max_size=40)), max_size=40),
    st.sampled_from([None, "pytest", "go test ./...", "npm test", "make", "cargo test", "psql"]),
)
@pytest.mark.slow
@settings(max_examples=300, deadline=None, derandomize=True)
def test_any_output_gives_bounded_distinct_deterministic_signatures(
    lines: list[str], command: str | None
) -> None:
    output = "\n".join(lines)
    found = error_signatures(command, output, limit=3)
    assert len(found) <= 3
    assert len({s.key for s in found}) == len(found)
    assert all(len(s.message) <= 200 and len(s.shape) <= 200 for s in found)
    assert found == error_signatures(command, output, limit=3)
    assert found[:1] == ([error_signature(command, output)] if found else [])
    assert isinstance(failed(command, output), bool)


def test_public_surface() -> None:
    assert sorted(errorsig.__all__) == sorted(
        name for name in errorsig.__all__ if hasattr(errorsig, name)
    )
    assert {"ErrorSig", "failed", "error_signature", "error_signatures", "tool_of"} <= set(
        errorsig.__all__
    )


def test_a_coded_compiler_error_of_an_unknown_tool_is_the_real_line_not_the_summary() -> None:
    out = (
        "  Determining projects to restore...\n"
        "/src/Api/Contracts/CreatePatient.cs(7,19): error CS8618: Non-nullable property "
        "'Phone' must contain a non-null value when exiting constructor. [/src/Api/Api.csproj]\n"
        "\nBuild FAILED.\n\n    0 Warning(s)\n    3 Error(s)\n"
    )
    sig = error_signature("dotnet build", out)
    assert sig is not None and sig.code == "CS8618"
    assert sig.message.startswith("Non-nullable property 'Phone'")
    other = out.replace("Phone", "Email").replace("CreatePatient", "UpdateVisit")
    assert error_signature("dotnet build", other).key == sig.key  # type: ignore[union-attr]
