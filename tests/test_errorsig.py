"""Error signatures from realistic tool outputs: the real line, stable keys, failure verdicts."""

from __future__ import annotations

import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from kenning.daemon import errorsig
from kenning.daemon.errorsig import (
    KEY_SCHEME,
    ErrorSig,
    error_signature,
    error_signatures,
    failed,
    normalise,
    tool_of,
)


def sig(command: str | None, output: str) -> ErrorSig:
    found = error_signature(command, output)
    assert found is not None, output
    return found


def key(command: str | None, output: str) -> str:
    return sig(command, output).key


# --------------------------------------------------------------------------- python


PYTEST_KEYERROR = """\
============================= test session starts ==============================
platform linux -- Python 3.11.7, pytest-8.2.0, pluggy-1.5.0
rootdir: /home/ada/proj
collected 3 items

tests/test_orders.py .F.                                                 [100%]

=================================== FAILURES ===================================
_______________________________ test_total_{name} ________________________________

    def test_total_{name}():
        order = {{"lines": []}}
>       assert order["{field}"] == 3
E       KeyError: '{field}'

tests/test_orders.py:{line}: KeyError
=========================== short test summary info ============================
FAILED tests/test_orders.py::test_total_{name} - KeyError: '{field}'
========================= 1 failed, 2 passed in 0.{ms}s ==========================
"""


def pytest_keyerror(name: str, field: str, line: int, ms: int) -> str:
    return PYTEST_KEYERROR.format(name=name, field=field, line=line, ms=ms)


def test_pytest_e_line_gives_exception_type_and_message() -> None:
    found = sig("uv run pytest -x", pytest_keyerror("cart", "total", 12, 12))
    assert (found.tool, found.code) == ("pytest", "KeyError")
    assert found.message == "KeyError: 'total'"
    assert found.shape == "<name>"
    assert found.describe() == "KeyError: 'total'"


def test_pytest_same_kind_in_other_test_and_field_has_same_key() -> None:
    first = key("pytest", pytest_keyerror("cart", "total", 12, 12))
    second = key("python -m pytest tests", pytest_keyerror("refund", "amount", 40, 87))
    assert first == second


def test_pytest_assertion_rewrite_matches_plain_assertion_error() -> None:
    rewritten = """\
___________________________________ test_add ___________________________________

    def test_add():
>       assert add(1, 2) == 4
E       assert 3 == 4
E        +  where 3 = add(1, 2)

tests/test_math.py:5: AssertionError
=========================== short test summary info ============================
FAILED tests/test_math.py::test_add - assert 3 == 4
============================== 1 failed in 0.03s ===============================
"""
    plain = """\
Traceback (most recent call last):
  File "/srv/app/check.py", line 3, in <module>
    assert total == 9
AssertionError: assert 7 == 9
"""
    found = sig("pytest", rewritten)
    assert (found.code, found.message, found.shape) == (
        "AssertionError",
        "assert 3 == 4",
        "assert <n> == <n>",
    )
    assert found.key == key("python check.py", plain)


def test_pytest_collection_error_keeps_the_missing_module() -> None:
    output = """\
==================================== ERRORS ====================================
_____________________ ERROR collecting tests/test_app.py _______________________
ImportError while importing test module '/home/ada/proj/tests/test_app.py'.
Hint: make sure your test modules/packages have valid Python names.
Traceback:
/usr/lib/python3.11/importlib/__init__.py:126: in import_module
    return _bootstrap._gcd_import(name[level:], package)
tests/test_app.py:3: in <module>
    import yaml
E   ModuleNotFoundError: No module named 'yaml'
=========================== short test summary info ============================
ERROR tests/test_app.py
!!!!!!!!!!!!!!!!!!!! Interrupted: 1 error during collection !!!!!!!!!!!!!!!!!!!!
=============================== 1 error in 0.12s ===============================
"""
    found = sig("pytest -q", output)
    assert found.code == "ModuleNotFoundError"
    assert found.shape == "No module named 'yaml'"
    other = output.replace("yaml", "requests")
    assert key("pytest -q", other) != found.key


def test_pytest_short_summary_alone_and_several_distinct_failures() -> None:
    output = """\
tests/test_a.py F.F                                                      [100%]
=========================== short test summary info ============================
FAILED tests/test_a.py::test_one - KeyError: 'a'
FAILED tests/test_a.py::test_three[case 2] - ValueError: invalid literal for int() with base 10: 'x'
FAILED tests/test_a.py::test_four - KeyError: 'b'
========================= 3 failed, 1 passed in 0.20s ==========================
"""
    found = error_signatures("pytest --tb=no", output)
    assert [s.code for s in found] == ["KeyError", "ValueError"]
    assert found[1].shape == "invalid literal for <fn>() with base <n>: <name>"


def test_pytest_failure_without_error_text_keeps_the_test_id() -> None:
    def run(test: str) -> str:
        return f"FAILED tests/test_a.py::{test}\n1 failed in 0.01s\n"

    assert key("pytest -rf --tb=no", run("test_one")) != key("pytest", run("test_two"))


def test_python_traceback_takes_last_exception_of_the_chain() -> None:
    output = """\
Traceback (most recent call last):
  File "/home/ada/app/db.py", line 10, in connect
    return engine.connect()
sqlite3.OperationalError: unable to open database file

The above exception was the direct cause of the following exception:

Traceback (most recent call last):
  File "/home/ada/app/main.py", line 4, in <module>
    main()
  File "/home/ada/app/main.py", line 2, in main
    connect()
app.errors.StartupError: database unavailable
"""
    found = error_signatures("python main.py", output)
    assert [s.code for s in found] == ["StartupError", "OperationalError"]
    assert found[0].message == "app.errors.StartupError: database unavailable"


def test_python_type_error_keeps_builtin_type_drops_function_name() -> None:
    def run(fn: str, var: str) -> str:
        return (
            "Traceback (most recent call last):\n"
            f'  File "/tmp/tmpa{fn}/x.py", line 9, in <module>\n'
            f"    {var}[0]\n"
            "TypeError: 'NoneType' object is not subscriptable\n"
        )

    found = sig("python x.py", run("b1", "rows"))
    assert found.shape == "'NoneType' object is not subscriptable"
    assert found.key == key("python3 x.py", run("zz9", "items"))
    other = run("b1", "rows").replace("'NoneType'", "'int'")
    assert key("python x.py", other) != found.key


def test_alembic_cli_and_traceback_forms_share_a_key() -> None:
    cli = """\
INFO  [alembic.runtime.migration] Context impl PostgresqlImpl.
INFO  [alembic.runtime.migration] Will assume transactional DDL.
  FAILED: Can't locate revision identified by 'ae1027a6acf'
"""
    traceback = """\
Traceback (most recent call last):
  File "/home/ada/.venv/bin/alembic", line 8, in <module>
    sys.exit(main())
alembic.util.exc.CommandError: Can't locate revision identified by '1975ea83b712'
"""
    first = sig("alembic upgrade head", cli)
    assert (first.tool, first.code) == ("alembic", "CommandError")
    assert first.shape == "Can't locate revision identified by <name>"
    assert first.key == key("uv run alembic upgrade head", traceback)


def test_alembic_sqlite_alter_constraint() -> None:
    output = """\
INFO  [alembic.runtime.migration] Running upgrade 3f2a -> 9b1c, add fk
Traceback (most recent call last):
  File "/home/ada/app/migrations/versions/9b1c_add_fk.py", line 21, in upgrade
    op.create_foreign_key("fk_orders_user", "orders", "users", ["user_id"], ["id"])
NotImplementedError: No support for ALTER of constraints in SQLite dialect. Please refer to \
the batch mode feature which allows for SQLite migrations using a copy-and-move strategy.
"""
    found = sig("alembic upgrade head", output)
    assert found.code == "NotImplementedError"
    assert found.shape.startswith("No support for ALTER of constraints in SQLite dialect.")
    assert len(found.message) <= errorsig.MAX_MESSAGE


# --------------------------------------------------------------------------- go


GO_FAIL_HEADER = "--- FAIL: TestLimiter (0.00s)\n"
GO_FAIL_FOOTER = "FAIL\nFAIL\tgithub.com/acme/ratelimit\t0.012s\nFAIL\n"


def go_nil_map(goroutine: int, addr: str) -> str:
    return (
        GO_FAIL_HEADER
        + "panic: assignment to entry in nil map [recovered]\n"
        + "\tpanic: assignment to entry in nil map\n\n"
        + f"goroutine {goroutine} [running]:\n"
        + "testing.tRunner.func1.2({0x1004f2a40, 0x1005a1c30})\n"
        + "\t/usr/local/go/src/testing/testing.go:1545 +0x1c8\n"
        + f"github.com/acme/ratelimit.(*Limiter).Allow(0x{addr}, {{0x10048b0e1, 0x3}})\n"
        + "\t/Users/ada/src/ratelimit/limiter.go:31 +0x6c\n"
        + GO_FAIL_FOOTER
    )


def test_go_panic_is_the_error_and_goroutine_trace_is_noise() -> None:
    found = sig("go test ./...", go_nil_map(7, "1400012c0"))
    assert (found.tool, found.code) == ("go", "panic")
    assert found.message == "assignment to entry in nil map"
    assert found.describe() == "panic: assignment to entry in nil map"
    assert found.key == key("go test -race ./...", go_nil_map(34, "c000124000"))


def test_go_different_errors_under_one_test_have_different_keys() -> None:
    stale_mock = (
        GO_FAIL_HEADER
        + "    controller.go:269: missing call(s) to *mocks.MockStore.Get(is anything): "
        + "/Users/ada/src/ratelimit/limiter_test.go:30\n"
        + "    controller.go:269: aborting test due to missing call(s)\n"
        + GO_FAIL_FOOTER
    )
    race = (
        "==================\nWARNING: DATA RACE\n"
        "Write at 0x00c0000a4018 by goroutine 8:\n"
        "  github.com/acme/ratelimit.(*Limiter).Allow()\n"
        "      /Users/ada/src/ratelimit/limiter.go:40 +0x84\n\n"
        "Previous read at 0x00c0000a4018 by goroutine 7:\n"
        "==================\n"
        + GO_FAIL_HEADER
        + "    testing.go:1465: race detected during execution of test\n"
        + GO_FAIL_FOOTER
    )
    nil_map = go_nil_map(7, "1400012c0")
    mock_sig, race_sig = sig("go test ./...", stale_mock), sig("go test -race ./...", race)
    assert mock_sig.shape == "<file>:<n>: missing call(s) to <name>: <path>:<n>"
    assert race_sig.code == "data-race"
    keys = {mock_sig.key, race_sig.key, key("go test ./...", nil_map)}
    assert len(keys) == 3


def test_go_test_log_line_normalises_file_and_numbers() -> None:
    def run(verbose: bool, line: int, got: int) -> str:
        log = f"    limiter_test.go:{line}: got {got}, want 4\n"
        if verbose:
            return f"=== RUN   TestAllow\n{log}--- FAIL: TestAllow (0.00s)\n" + GO_FAIL_FOOTER
        return f"--- FAIL: TestAllow (0.00s)\n{log}" + GO_FAIL_FOOTER

    found = sig("go test ./...", run(False, 42, 3))
    assert found.message == "limiter_test.go:42: got 3, want 4"
    assert found.shape == "<file>:<n>: got <n>, want <n>"
    assert found.key == key("go test -v ./...", run(True, 97, 5))


def test_go_passing_test_logs_are_not_errors() -> None:
    output = (
        "=== RUN   TestSetup\n    setup_test.go:12: starting server on :8080\n"
        "--- PASS: TestSetup (0.01s)\n=== RUN   TestAllow\n"
        "    limiter_test.go:9: got 3, want 4\n--- FAIL: TestAllow (0.00s)\n" + GO_FAIL_FOOTER
    )
    assert [s.message for s in error_signatures("go test -v ./...", output)] == [
        "limiter_test.go:9: got 3, want 4"
    ]


def test_go_compile_error_and_missing_go_sum() -> None:
    compile_error = (
        "# github.com/acme/ratelimit\n./limiter.go:12:5: undefined: tokenBucket\n"
        "FAIL\tgithub.com/acme/ratelimit [build failed]\nFAIL\n"
    )
    found = sig("go build ./...", compile_error)
    assert (found.message, found.shape) == ("undefined: tokenBucket", "undefined: <name>")
    assert found.key == key("go vet ./...", compile_error.replace("tokenBucket", "cfg"))
    go_sum = (
        "main.go:4:2: missing go.sum entry for module providing package "
        "github.com/google/uuid (imported by example.com/app); to add:\n"
        "\tgo get example.com/app\n"
    )
    missing = sig("go run .", go_sum)
    assert "missing go.sum entry" in missing.shape


def test_go_wrapper_only_when_nothing_else() -> None:
    output = "FAIL\tgithub.com/acme/ratelimit\t0.012s\nFAIL\n"
    found = sig("go test ./...", output)
    assert found.message == "FAIL\tgithub.com/acme/ratelimit\t0.012s".replace("\t", " ")
    assert "github.com/acme/ratelimit" in found.shape


# --------------------------------------------------------------------------- rust


CARGO_MOVED = """\
   Compiling app v0.1.0 (/home/ada/app)
error[E0382]: borrow of moved value: `{name}`
  --> src/main.rs:{line}:20
   |
 8 |     let {name} = load();
   |         ------ move occurs because `{name}` has type `Config`
 9 |     run({name});
   |         ------ value moved here
10 |     println!("{{:?}}", {name});
   |                      ^^^^^^ value borrowed here after move

For more information about this error, try `rustc --explain E0382`.
error: could not compile `app` (bin "app") due to 1 previous error
"""


def test_cargo_error_code_behind_the_could_not_compile_wrapper() -> None:
    found = sig("cargo build", CARGO_MOVED.format(name="config", line=10))
    assert (found.tool, found.code) == ("cargo", "E0382")
    assert found.shape == "borrow of moved value: <name>"
    assert found.describe() == "error[E0382]: borrow of moved value: `config`"
    assert found.key == key("cargo test", CARGO_MOVED.format(name="opts", line=77))


def test_cargo_test_panic_new_and_old_formats() -> None:
    new = """\
running 2 tests
test tests::adds ... FAILED
test tests::subtracts ... ok

failures:

---- tests::adds stdout ----
thread 'tests::adds' panicked at src/lib.rs:10:5:
called `Option::unwrap()` on a `None` value
note: run with `RUST_BACKTRACE=1` environment variable to display a backtrace

failures:
    tests::adds

test result: FAILED. 1 passed; 1 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.00s

error: test failed, to rerun pass `--lib`
"""
    old = (
        "thread 'main' panicked at 'called `Option::unwrap()` on a `None` value', "
        "src/main.rs:4:37\n"
    )
    found = sig("cargo test", new)
    assert (found.code, found.shape) == ("panic", "called `Option::unwrap()` on a `None` value")
    assert found.key == key("cargo run", old)


def test_cargo_clippy_lint_code() -> None:
    output = """\
error: unneeded `return` statement
  --> src/lib.rs:3:5
   |
3  |     return x + 1;
   |     ^^^^^^^^^^^^
   |
   = help: for further information visit https://rust-lang.github.io/rust-clippy/master/index.html#needless_return
   = note: `-D clippy::needless-return` implied by `-D warnings`
error: could not compile `app` (lib) due to 1 previous error
"""
    found = sig("cargo clippy -- -D warnings", output)
    assert (found.code, found.shape) == ("clippy::needless-return", "unneeded <name> statement")


# --------------------------------------------------------------------------- typescript and lint


def test_tsc_both_formats_share_a_key() -> None:
    plain = (
        "src/api/user.ts(12,5): error TS2345: Argument of type 'string' is not assignable "
        "to parameter of type 'number'.\n"
    )
    pretty = (
        "\x1b[96msrc/cart.ts\x1b[0m:\x1b[93m40\x1b[0m:\x1b[93m9\x1b[0m - \x1b[91merror\x1b[0m"
        "\x1b[90m TS2345: \x1b[0mArgument of type 'Item[]' is not assignable to parameter "
        "of type 'Item'.\n\n40     addAll(items);\n           ~~~~~\n\n"
        "Found 1 error in src/cart.ts:40\n"
    )
    found = sig("npx tsc --noEmit", plain)
    assert (found.tool, found.code) == ("tsc", "TS2345")
    assert found.shape == "Argument of type <name> is not assignable to parameter of type <name>."
    assert found.describe().startswith("TS2345: Argument of type")
    assert found.key == key("pnpm exec tsc -p .", pretty)


def test_eslint_rule_id_is_the_code_and_warnings_do_not_count() -> None:
    output = """\

/home/ada/web/src/App.jsx
   3:10  error    'count' is assigned a value but never used  no-unused-vars
  12:1   warning  Unexpected console statement                no-console
  20:7   error    React Hook "useState" is called conditionally  react-hooks/rules-of-hooks

✖ 3 problems (2 errors, 1 warning)
"""
    found = error_signatures("npx eslint src", output)
    assert [s.code for s in found] == ["no-unused-vars", "react-hooks/rules-of-hooks"]
    assert found[0].shape == "<name> is assigned a value but never used"
    assert found[0].key == key(
        "eslint .", "  8:3  error  'total' is assigned a value but never used  no-unused-vars\n"
    )


def test_mypy_code_in_brackets() -> None:
    output = (
        'app/orders.py:3: error: Incompatible return value type (got "int", expected "str")  '
        "[return-value]\n"
        'app/orders.py:9: note: Revealed type is "builtins.int"\n'
        "Found 1 error in 1 file (checked 12 source files)\n"
    )
    found = sig("mypy app", output)
    assert (found.tool, found.code) == ("mypy", "return-value")
    assert found.message == 'Incompatible return value type (got "int", expected "str")'


def test_ruff_concise_and_full_formats() -> None:
    concise = "app/x.py:1:8: F401 [*] `os` imported but unused\nFound 1 error.\n"
    full = """\
F401 [*] `sys` imported but unused
 --> app/cli.py:2:8
  |
1 | import json
2 | import sys
  |        ^^^
  |
help: Remove unused import: `sys`

Found 1 error.
[*] 1 fixable with the `--fix` option.
"""
    found = sig("ruff check .", concise)
    assert (found.tool, found.code, found.shape) == ("ruff", "F401", "<name> imported but unused")
    assert found.key == key("uvx ruff check", full)


# --------------------------------------------------------------------------- javascript


def test_jest_expectation_and_thrown_error() -> None:
    output = """\
 FAIL  src/sum.test.js
  ● sum › adds 1 + 2 to equal 3

    expect(received).toBe(expected) // Object.is equality

    Expected: 3
    Received: 4

      3 | test('adds 1 + 2 to equal 3', () => {
    > 4 |   expect(sum(1, 2)).toBe(3);
        |                     ^

      at Object.toBe (src/sum.test.js:4:21)

  ● cart › reads the user

    TypeError: Cannot read properties of undefined (reading 'name')

      at Object.<anonymous> (src/cart.test.js:9:20)

Test Suites: 2 failed, 2 total
Tests:       2 failed, 3 passed, 5 total
"""
    found = error_signatures("npm test", output)
    assert found[0].tool == "jest"
    assert found[0].message == "expect(received).toBe(expected) // Object.is equality"
    assert found[1].code == "TypeError"
    assert found[1].shape == "Cannot read properties of undefined (reading <name>)"


def test_vitest_assertion_error() -> None:
    output = """\
 ❯ src/sum.test.ts (2 tests | 1 failed) 5ms
   × sum > adds 3ms

⎯⎯⎯⎯⎯⎯⎯ Failed Tests 1 ⎯⎯⎯⎯⎯⎯⎯

 FAIL  src/sum.test.ts > sum > adds
AssertionError: expected 4 to be 3 // Object.is equality

- Expected
+ Received

- 3
+ 4

 ❯ src/sum.test.ts:5:22

 Test Files  1 failed (1)
      Tests  1 failed | 1 passed (2)
"""
    found = sig("pnpm vitest run", output)
    assert (found.tool, found.code) == ("vitest", "AssertionError")
    assert found.shape == "expected <n> to be <n> // Object.is equality"


def test_node_errors_and_their_codes() -> None:
    undefined = """\
/home/ada/app/index.js:3
console.log(user.profile.name);
                         ^

TypeError: Cannot read properties of undefined (reading 'name')
    at Object.<anonymous> (/home/ada/app/index.js:3:26)
    at Module._compile (node:internal/modules/cjs/loader:1256:14)

Node.js v18.17.0
"""
    found = sig("node index.js", undefined)
    assert (found.tool, found.code) == ("node", "TypeError")
    jest_same = "  ● reads\n\n    TypeError: Cannot read properties of undefined (reading 'id')\n"
    assert found.key == key("npx jest", jest_same)

    missing = """\
node:internal/modules/cjs/loader:1080
  throw err;
  ^

Error: Cannot find module 'express'
Require stack:
- /home/ada/app/server.js
    at Module._resolveFilename (node:internal/modules/cjs/loader:1077:15) {
  code: 'MODULE_NOT_FOUND',
  requireStack: [ '/home/ada/app/server.js' ]
}
"""
    module = sig("node server.js", missing)
    assert (module.code, module.shape) == ("MODULE_NOT_FOUND", "Cannot find module 'express'")
    assert key("node server.js", missing.replace("express", "dotenv")) != module.key

    esm = (
        "Error [ERR_REQUIRE_ESM]: require() of ES Module /app/node_modules/chalk/source/index.js "
        "from /app/index.js not supported.\n    at Object.<anonymous> (/app/index.js:1:15)\n"
    )
    found_esm = sig(None, esm)
    assert (found_esm.tool, found_esm.code) == ("node", "ERR_REQUIRE_ESM")
    assert found_esm.shape == "require() of ES Module <path> from <path> not supported."


# --------------------------------------------------------------------------- npm, pnpm, make


def test_npm_elifecycle_wrapper_resolves_to_the_real_error() -> None:
    output = """\

> app@1.0.0 build
> node build.js

/home/ada/app/build.js:2
const cfg = require('./config.json').output.dir;
                                           ^

TypeError: Cannot read properties of undefined (reading 'dir')
    at Object.<anonymous> (/home/ada/app/build.js:2:44)

npm ERR! code ELIFECYCLE
npm ERR! errno 1
npm ERR! app@1.0.0 build: `node build.js`
npm ERR! Exit status 1
npm ERR! A complete log of this run can be found in:
npm ERR!     /home/ada/.npm/_logs/2024-05-01T10_00_00_000Z-debug-0.log
"""
    found = sig("npm run build", output)
    assert (found.tool, found.code) == ("node", "TypeError")


def test_npm_own_errors_are_real() -> None:
    eresolve = """\
npm ERR! code ERESOLVE
npm ERR! ERESOLVE unable to resolve dependency tree
npm ERR!
npm ERR! While resolving: web@0.1.0
npm ERR! Found: react@18.2.0
"""
    found = sig("npm install", eresolve)
    assert (found.tool, found.code) == ("npm", "ERESOLVE")
    assert found.message == "ERESOLVE unable to resolve dependency tree"
    npm10 = "npm error code ERESOLVE\nnpm error ERESOLVE unable to resolve dependency tree\n"
    assert key("npm ci", npm10) == found.key


def test_pnpm_errors_and_elifecycle_wrapper() -> None:
    lockfile = (
        ' ERR_PNPM_OUTDATED_LOCKFILE  Cannot install with "frozen-lockfile" because '
        "pnpm-lock.yaml is not up to date with package.json\n\n"
        "Note that in CI environments this setting is true by default.\n"
    )
    found = sig("pnpm install --frozen-lockfile", lockfile)
    assert (found.tool, found.code) == ("pnpm", "ERR_PNPM_OUTDATED_LOCKFILE")
    wrapped = (
        "src/a.ts(3,7): error TS2322: Type 'number' is not assignable to type 'string'.\n"
        " ELIFECYCLE  Command failed with exit code 2.\n"
    )
    assert sig("pnpm build", wrapped).code == "TS2322"
    only_wrapper = sig("pnpm test", " ELIFECYCLE  Command failed with exit code 1.\n")
    assert only_wrapper.tool == "pnpm"


def test_make_wrapper_and_make_own_errors() -> None:
    wrapped = (
        "python -m pytest -q\n"
        "==================================== ERRORS ====================================\n"
        "_____________________ ERROR collecting tests/test_api.py _______________________\n"
        "tests/test_api.py:1: in <module>\n"
        "    import httpx\n"
        "E   ModuleNotFoundError: No module named 'httpx'\n"
        "1 error in 0.10s\n"
        "make: *** [Makefile:12: test] Error 1\n"
    )
    assert sig("make test", wrapped).code == "ModuleNotFoundError"
    no_rule = sig("make deploy", "make: *** No rule to make target 'deploy'.  Stop.\n")
    assert (no_rule.tool, no_rule.shape) == ("make", "No rule to make target <name>")
    separator = sig("make", "Makefile:5: *** missing separator.  Stop.\n")
    assert separator.shape == "missing separator"
    wrapper_only = sig("make build", "make[1]: *** [build] Error 2\n")
    assert wrapper_only.tool == "make"
    assert "build" in wrapper_only.shape


# --------------------------------------------------------------------------- shell


def test_command_not_found_in_every_shell_shares_a_key_per_command() -> None:
    forms = [
        "bash: uvx: command not found\n",
        "bash: line 1: uvx: command not found\n",
        "zsh: command not found: uvx\n",
        "(eval):1: command not found: uvx\n",
        "/bin/sh: 1: uvx: not found\n",
        "uvx: command not found\n",
    ]
    sigs = [sig("uvx ruff check .", form) for form in forms]
    assert {s.code for s in sigs} == {"command-not-found"}
    assert {s.shape for s in sigs} == {"command not found: uvx"}
    assert len({s.key for s in sigs}) == 1
    assert key(None, "bash: pnpm: command not found\n") != sigs[0].key


def test_permission_denied_and_no_such_file() -> None:
    bash = sig("./deploy.sh", "bash: ./deploy.sh: Permission denied\n")
    zsh = sig("./scripts/release.sh", "zsh: permission denied: ./scripts/release.sh\n")
    assert bash.code == zsh.code == "permission-denied"
    assert bash.key == zsh.key
    assert bash.describe() == "bash: ./deploy.sh: Permission denied"
    missing = sig("cat notes.txt", "cat: notes.txt: No such file or directory\n")
    assert (missing.code, missing.shape) == (
        "no-such-file",
        "cat: <file>: No such file or directory",
    )


# --------------------------------------------------------------------------- sql and migrations


def test_psql_relation_missing_same_key_across_tables_and_tools() -> None:
    psql = (
        'psql:migrations/004_orders.sql:12: ERROR:  relation "orders" does not exist\n'
        "LINE 1: INSERT INTO orders (id) VALUES (1);\n"
        "                    ^\n"
    )
    found = sig("psql -f migrations/004_orders.sql", psql)
    assert (found.tool, found.code) == ("psql", "42P01")
    assert found.message == 'relation "orders" does not exist'
    assert found.shape == "relation <name> does not exist"
    dbmate = 'Applying: 20240101_add_users.sql\nError: pq: relation "users" does not exist\n'
    assert key("dbmate up", dbmate) == found.key
    verbose = 'ERROR:  42P01: relation "invoices" does not exist\n'
    assert key("psql -v VERBOSITY=verbose", verbose) == found.key


def test_create_index_concurrently_inside_transaction() -> None:
    psql = "ERROR:  CREATE INDEX CONCURRENTLY cannot run inside a transaction block\n"
    found = sig("psql -1 -f m.sql", psql)
    assert found.message == "CREATE INDEX CONCURRENTLY cannot run inside a transaction block"
    assert found.code == "25001"
    flyway = """\
Flyway Community Edition 10.8.1 by Redgate
ERROR: Migration V7__orders_index.sql failed
---------------------------------------------
SQL State  : 25001
Error Code : 0
Message    : ERROR: CREATE INDEX CONCURRENTLY cannot run inside a transaction block
Location   : db/migration/V7__orders_index.sql (/flyway/sql/V7__orders_index.sql)
Line       : 1
Statement  : CREATE INDEX CONCURRENTLY idx_orders_user ON orders (user_id)
"""
    via_flyway = error_signatures("flyway migrate", flyway)
    assert [s.tool for s in via_flyway] == ["flyway"]  # `Migration … failed` is a wrapper
    assert via_flyway[0].key == found.key


def test_flyway_validation_detail_makes_the_message() -> None:
    output = """\
ERROR: Validate failed: Migrations have failed validation
Detected resolved migration not applied to database: 1.2.
To fix this error, either run migrate, or set -ignoreMigrationPatterns='*:ignored'.
"""
    found = sig("flyway validate", output)
    assert "Detected resolved migration not applied to database" in found.message
    other = output.replace("1.2.", "3.")
    assert key("flyway migrate", other) == found.key


def test_sqlite_mysql_prisma() -> None:
    sqlite = sig("sqlite3 app.db < m.sql", 'Error: near "SELEC": syntax error\n')
    assert (sqlite.tool, sqlite.shape) == ("sqlite3", "near <name>: syntax error")
    assert key("sqlite3 x.db", 'Parse error near line 3: near "FORM": syntax error\n') == sqlite.key
    mysql = sig(
        "mysql app < m.sql",
        "ERROR 1064 (42000) at line 3: You have an error in your SQL syntax; check the manual "
        "that corresponds to your MySQL server version for the right syntax to use near "
        "'FORM users' at line 1\n",
    )
    assert (mysql.tool, mysql.code) == ("mysql", "1064")
    prisma = sig(
        "npx prisma migrate deploy",
        'Datasource "db": PostgreSQL database "app"\n\nError: P3009\n\n'
        "migrate found failed migrations in the target database, new migrations will not be "
        "applied.\nThe `20240101_init` migration started at 2024-01-01 10:00:00 UTC failed\n",
    )
    assert (prisma.tool, prisma.code) == ("prisma", "P3009")
    assert prisma.message.startswith("migrate found failed migrations")


def test_prisma_unique_constraint_at_runtime() -> None:
    output = (
        "PrismaClientKnownRequestError: \n"
        + """\
Invalid `prisma.user.create()` invocation in
/app/prisma/seed.ts:5:21

  2 const prisma = new PrismaClient()
→ 5 await prisma.user.create(
Unique constraint failed on the fields: (`email`)
    at $n.handleRequestError (/app/node_modules/@prisma/client/runtime/library.js:121:7315)
    at async main (/app/prisma/seed.ts:5:3) {
  code: 'P2002',
  clientVersion: '5.10.2',
  meta: { modelName: 'User', target: [ 'email' ] }
}
"""
    )
    found = sig("npx prisma db seed", output)
    assert (found.tool, found.code) == ("prisma", "P2002")
    assert found.shape == "Unique constraint failed on the fields: (<name>)"


# --------------------------------------------------------------------------- git, docker, jvm, ruby


def test_git_push_rejected_beats_the_failed_to_push_wrapper() -> None:
    def run(branch: str) -> str:
        return (
            "To github.com:acme/app.git\n"
            f" ! [rejected]        {branch} -> {branch} (non-fast-forward)\n"
            "error: failed to push some refs to 'github.com:acme/app.git'\n"
            "hint: Updates were rejected because the tip of your current branch is behind\n"
        )

    found = sig("git push", run("main"))
    assert (found.tool, found.code) == ("git", "rejected")
    assert found.shape == "! [rejected] <ref> -> <ref> (non-fast-forward)"
    assert found.key == key("git push origin feature/x", run("feature/x"))
    fetch_first = run("main").replace("non-fast-forward", "fetch first")
    assert key("git push", fetch_first) != found.key


def test_git_fatal_and_conflict() -> None:
    fatal = sig(
        "git status", "fatal: not a git repository (or any of the parent directories): .git\n"
    )
    assert fatal.tool == "git"
    conflict = sig(
        "git merge main",
        "Auto-merging src/app.py\nCONFLICT (content): Merge conflict in src/app.py\n"
        "Automatic merge failed; fix conflicts and then commit the result.\n",
    )
    assert (conflict.code, conflict.shape) == ("merge-conflict", "CONFLICT (content)")


def test_docker_daemon_errors() -> None:
    def run(name: str, container: str) -> str:
        return (
            f'docker: Error response from daemon: Conflict. The container name "/{name}" is '
            f'already in use by container "{container}". You have to remove (or rename) that '
            "container to be able to reuse that name.\n"
        )

    found = sig("docker run --name web nginx", run("web", "4f2a9c1be0d3" * 5 + "abcd"))
    assert found.tool == "docker"
    assert found.key == key("docker run --name db postgres", run("db", "9e8d7c6b5a41" * 5 + "dcba"))
    build = (
        "#8 [4/6] RUN npm ci\n#8 1.234 npm ERR! code E404\n"
        "#8 1.235 npm ERR! 404 Not Found - GET https://registry.npmjs.org/left-padd - Not found\n"
        'ERROR: failed to solve: process "/bin/sh -c npm ci" did not complete successfully: '
        "exit code: 1\n"
    )
    real = sig("docker build .", build)
    assert (real.tool, real.code) == ("npm", "E404")


def test_java_root_cause_and_build_tools() -> None:
    output = """\
Exception in thread "main" java.lang.IllegalStateException: failed to start
\tat com.acme.App.start(App.java:20)
\tat com.acme.App.main(App.java:5)
Caused by: java.lang.NullPointerException: Cannot invoke "String.length()" because "<local1>" \
is null
\tat com.acme.Config.load(Config.java:12)
\t... 2 more
"""
    found = sig("java -jar app.jar", output)
    assert (found.tool, found.code) == ("java", "NullPointerException")
    maven = """\
[INFO] BUILD FAILURE
[ERROR] COMPILATION ERROR :
[ERROR] /home/ada/app/src/main/java/com/acme/App.java:[5,9] cannot find symbol
[ERROR] Failed to execute goal org.apache.maven.plugins:maven-compiler-plugin:3.11.0:compile
"""
    compile_error = sig("mvn -q package", maven)
    assert (compile_error.tool, compile_error.message) == ("maven", "cannot find symbol")
    gradle = """\
> Task :app:compileJava FAILED
/home/ada/app/src/main/java/App.java:5: error: cannot find symbol
        foo();
        ^
1 error

FAILURE: Build failed with an exception.

* What went wrong:
Execution failed for task ':app:compileJava'.
> Compilation failed; see the compiler error output for details.
"""
    gradle_sig = sig("./gradlew build", gradle)
    assert gradle_sig.message == "cannot find symbol"
    assert gradle_sig.key == compile_error.key


def test_ruby_no_method_error() -> None:
    def run(method: str) -> str:
        return (
            f"app.rb:3:in `greet': undefined method `{method}' for nil:NilClass (NoMethodError)\n"
            "\tfrom app.rb:7:in `<main>'\n"
        )

    found = sig("ruby app.rb", run("upcase"))
    assert (found.tool, found.code) == ("ruby", "NoMethodError")
    assert found.shape == "undefined method <name> for nil:NilClass"
    assert found.key == key("bundle exec ruby app.rb", run("strip"))


# --------------------------------------------------------------------------- more tools


MORE = [
    # (command, output, tool, code, shape)
    (
        "pytest --tb=native",
        "================================= FAILURES =================================\n"
        "_________________________________ test_a __________________________________\n"
        "Traceback (most recent call last):\n"
        '  File "/home/ada/proj/tests/test_a.py", line 3, in test_a\n'
        '    d["x"]\n'
        "KeyError: 'x'\n"
        "1 failed in 0.01s\n",
        "pytest",
        "KeyError",
        "<name>",
    ),
    (
        "python app.py",
        '  File "/home/ada/app/app.py", line 3\n    def f(\n         ^\n'
        "SyntaxError: '(' was never closed\n",
        "python",
        "SyntaxError",
        "<name> was never closed",
    ),
    (
        "yarn install --frozen-lockfile",
        "yarn install v1.22.19\n[1/4] Resolving packages...\n"
        "error Your lockfile needs to be updated, but yarn was run with `--frozen-lockfile`.\n"
        "info Visit https://yarnpkg.com/en/docs/cli/install for documentation about this "
        "command.\n",
        "yarn",
        None,
        "Your lockfile needs to be updated, but yarn was run with <name>.",
    ),
    (
        "yarn install --immutable",
        "➤ YN0000: ┌ Resolution step\n"
        "➤ YN0028: │ The lockfile would have been modified by this install, which is "
        "explicitly forbidden.\n➤ YN0000: └ Completed in 0s 234ms\n",
        "yarn",
        "YN0028",
        "The lockfile would have been modified by this install, which is explicitly forbidden.",
    ),
    (
        "docker ps",
        "Cannot connect to the Docker daemon at unix:///var/run/docker.sock. "
        "Is the docker daemon running?\n",
        "docker",
        None,
        "Cannot connect to the Docker daemon at <url>",
    ),
    (
        "git push",
        "git@github.com: Permission denied (publickey).\n"
        "fatal: Could not read from remote repository.\n",
        "git",
        "permission-denied",
        "Permission denied (publickey)",
    ),
    (
        "pyright",
        '  /home/ada/app/x.py:3:5 - error: Cannot access attribute "foo" for class "Bar" '
        "(reportAttributeAccessIssue)\n1 error, 0 warnings, 0 informations\n",
        "pyright",
        "reportAttributeAccessIssue",
        "Cannot access attribute <name> for class <name>",
    ),
    (
        "bundle exec rspec",
        "  1) User#greet works\n     Failure/Error: user.fullname\n\n     NoMethodError:\n"
        '       undefined method `fullname\' for #<User id: nil, name: "Ada">\n',
        "ruby",
        "NoMethodError",
        "undefined method <name> for <obj>",
    ),
    (
        "./gradlew build",
        "FAILURE: Build failed with an exception.\n\n* What went wrong:\n"
        "Could not resolve all files for configuration ':app:compileClasspath'.\n"
        "   > Could not find com.acme:lib:1.0.\n     Required by:\n         project :app\n",
        "gradle",
        None,
        "Could not find com.acme:lib:<n>.",
    ),
    (
        "./gradlew build",
        "e: file:///home/ada/app/src/main/kotlin/App.kt:5:9 Unresolved reference: foo\n",
        "gradle",
        None,
        "Unresolved reference: <name>",
    ),
    (
        "mvn test",
        "[ERROR] com.acme.AppTest.testAdd -- Time elapsed: 0.01 s <<< FAILURE!\n"
        "org.opentest4j.AssertionFailedError: expected: <3> but was: <4>\n"
        "\tat com.acme.AppTest.testAdd(AppTest.java:12)\n\n[ERROR] Failures: \n"
        "[ERROR]   AppTest.testAdd:12 expected: <3> but was: <4>\n",
        "maven",
        "AssertionFailedError",
        "expected: <<n>> but was: <<n>>",
    ),
    ("python train.py", "Epoch 1/10\nKilled\n", "shell", "killed", "Killed"),
    ("./a.out", "Segmentation fault (core dumped)\n", "shell", "segfault", "Segmentation fault"),
    (
        "node index.mjs",
        "Error [ERR_MODULE_NOT_FOUND]: Cannot find package 'express' imported from "
        "/home/ada/app/index.mjs\n    at new NodeError (node:internal/errors:405:5)\n",
        "node",
        "ERR_MODULE_NOT_FOUND",
        "Cannot find package 'express' imported from <path>",
    ),
    (
        "go run .",
        "fatal error: all goroutines are asleep - deadlock!\n\ngoroutine 1 [chan receive]:\n"
        "main.main()\n\t/home/ada/app/main.go:8 +0x2d\nexit status 2\n",
        "go",
        "fatal-error",
        "all goroutines are asleep - deadlock!",
    ),
    (
        "go test ./...",
        "panic: runtime error: index out of range [5] with length 3 [recovered]\n",
        "go",
        "panic",
        "runtime error: index out of range [<n>] with length <n>",
    ),
    (
        "go vet ./...",
        "# github.com/acme/x\nvet: ./main.go:10:2: fmt.Printf format %d has arg s of wrong type "
        "string\n",
        "go",
        None,
        "fmt.Printf format %d has arg s of wrong type string",
    ),
    (
        "npm test",
        'npm ERR! Missing script: "test"\nnpm ERR!\nnpm ERR! To see a list of scripts, run:\n',
        "npm",
        None,
        "Missing script: <name>",
    ),
    (
        "pnpm test",
        " ERR_PNPM_NO_SCRIPT  Missing script: test\n",
        "pnpm",
        "ERR_PNPM_NO_SCRIPT",
        "Missing script: test",
    ),
    (
        "cargo build",
        'error: linking with `cc` failed: exit status: 1\n  |\n  = note: LC_ALL="C"\n'
        'error: could not compile `x` (bin "x") due to 1 previous error\n',
        "cargo",
        None,
        "linking with <name> failed: exit status: <n>",
    ),
    (
        "pip install foo==9.9",
        "ERROR: Could not find a version that satisfies the requirement foo==9.9 "
        "(from versions: 1.0, 1.1)\nERROR: No matching distribution found for foo==9.9\n",
        "pip",
        None,
        "Could not find a version that satisfies the requirement foo==<n> "
        "(from versions: <n>, <n>)",
    ),
    (
        "psql",
        'FATAL:  password authentication failed for user "app"\n',
        "psql",
        "28P01",
        "password authentication failed for user <name>",
    ),
    (
        "dbmate up",
        'Error: ERROR: column "email" of relation "users" already exists (SQLSTATE 42701)\n',
        "dbmate",
        "42701",
        "column <name> of relation <name> already exists",
    ),
    (
        "python manage.py migrate",
        "Traceback (most recent call last):\n"
        '  File "/srv/app/manage.py", line 22, in <module>\n'
        "sqlite3.OperationalError: no such table: auth_user\n",
        "python",
        "OperationalError",
        "no such table: <name>",
    ),
    (
        "tsc",
        "error TS5023: Unknown compiler option 'foo'.\n",
        "tsc",
        "TS5023",
        "Unknown compiler option <name>.",
    ),
    (
        "npx vitest",
        " FAIL  src/a.test.ts [ src/a.test.ts ]\n"
        'Error: Failed to resolve import "./x" from "src/a.test.ts". Does the file exist?\n',
        "vitest",
        "Error",
        "Failed to resolve import <name> from <name>. Does the file exist?",
    ),
    (
        "npx jest",
        " FAIL  src/a.test.ts\n  ● Test suite failed to run\n\n"
        "    Cannot find module './x' from 'src/a.test.ts'\n",
        "jest",
        None,
        "Cannot find module '<path>' from <name>",
    ),
    (
        "git checkout main",
        "error: Your local changes to the following files would be overwritten by checkout:\n"
        "\tsrc/app.py\nAborting\n",
        "git",
        None,
        "Your local changes to the following files would be overwritten by checkout:",
    ),
    (
        "docker compose up",
        "Error response from daemon: driver failed programming external connectivity on "
        "endpoint web (3f2a9c1be0d3aa): Bind for 0.0.0.0:5432 failed: port is already allocated\n",
        "docker",
        None,
        "driver failed programming external connectivity on endpoint web (<hex>): Bind for "
        "<n>:<n> failed: port is already allocated",
    ),
    (
        "cmd /c build",
        "'uvx' is not recognized as an internal or external command,\n"
        "operable program or batch file.\n",
        "shell",
        "command-not-found",
        "command not found: uvx",
    ),
]


@pytest.mark.parametrize(
    ("command", "output", "tool", "code", "shape"),
    MORE,
    ids=[f"{case[2]}-{case[3]}-{i}" for i, case in enumerate(MORE)],
)
def test_more_tools(command: str, output: str, tool: str, code: str | None, shape: str) -> None:
    found = sig(command, output)
    assert (found.tool, found.code, found.shape) == (tool, code, shape)
    assert failed(command, output)


def test_describe_reads_like_the_tool() -> None:
    deadlock = sig("go run .", "fatal error: all goroutines are asleep - deadlock!\n")
    assert deadlock.describe() == "fatal error: all goroutines are asleep - deadlock!"
    assert sig("go vet", "./a.go:3:2: undefined: x\n").describe() == "undefined: x"
    mypy = sig("mypy .", 'a.py:1: error: Name "x" is not defined  [name-defined]\n')
    assert mypy.describe() == 'name-defined: Name "x" is not defined'


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
