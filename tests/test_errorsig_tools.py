"""Error signatures of databases, migrations, git, Docker, Java, Ruby and a table of more tools."""

from __future__ import annotations

import pytest

from kenning.daemon.learning.errors.signature import (
    error_signatures,
    failed,
)

from .errorsig_helpers import key, sig

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
