"""Error signatures of realistic outputs: Python, Go, Rust, TS, JS, npm, make and shells."""

from __future__ import annotations

from kenning.daemon.learning.errors import signature as errorsig
from kenning.daemon.learning.errors.signature import (
    error_signatures,
)

from .errorsig_helpers import key, sig

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
