"""Agents' edits in every format, and the phrases that summarise them."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time

import pytest

from kenning.daemon.learning.changes import reader as changes
from kenning.daemon.learning.changes.reader import (
    Change,
    changed_identifiers,
    command_change,
    from_tool_call,
    parse_apply_patch,
    parse_search_replace,
    parse_unified_diff,
    path_glob,
    summarize,
    summarize_all,
)

# --- Claude Code, Gemini, Cursor/Cline tool calls ------------------------------------------------

GO_OLD = """func (l *Limiter) Allow(key string) bool {
\tvar counts map[string]int
\tcounts[key]++
\treturn counts[key] <= l.max
}"""
GO_NEW = """func (l *Limiter) Allow(key string) bool {
\tcounts := make(map[string]int)
\tcounts[key]++
\treturn counts[key] <= l.max
}"""


def test_claude_edit_is_one_change_summarised_as_the_fix() -> None:
    payload = {
        "file_path": "/home/dev/ratelimit/internal/limiter.go",
        "old_string": GO_OLD,
        "new_string": GO_NEW,
        "replace_all": False,
    }
    [change] = from_tool_call("Edit", payload)
    assert change == Change("/home/dev/ratelimit/internal/limiter.go", GO_OLD, GO_NEW)
    assert summarize(change) == (
        "change `var counts map[string]int` to `counts := make(map[string]int)`"
    )
    assert changed_identifiers(change)[0] == "make"


def test_claude_multiedit_gives_one_change_per_edit() -> None:
    payload = {
        "file_path": "src/api/client.ts",
        "edits": [
            {
                "old_string": "const res = await fetch(url)",
                "new_string": "const res = await fetch(url, { signal })",
            },
            {
                "old_string": "export async function get(url: string)",
                "new_string": "export async function get(url: string, signal?: AbortSignal)",
                "replace_all": False,
            },
        ],
    }
    found = from_tool_call("MultiEdit", payload)
    assert [c.path for c in found] == ["src/api/client.ts"] * 2
    assert summarize(found[0]) == "add `{ signal }` to `const res = await fetch(url)`"
    assert summarize(found[1]) == (
        "add `signal?: AbortSignal` to `export async function get(url: string)`"
    )


def test_claude_write_and_notebook_edit_have_no_old_text() -> None:
    content = "# Settings for the worker\nimport os\n\nBROKER_URL = os.environ['BROKER_URL']\n"
    [write] = from_tool_call("Write", {"file_path": "worker/settings.py", "content": content})
    assert write == Change("worker/settings.py", "", content)
    assert summarize(write) == (
        "create `worker/settings.py` with `BROKER_URL = os.environ['BROKER_URL']`"
    )
    cell = {"notebook_path": "eda.ipynb", "cell_id": "a1", "new_source": "df = pd.read_csv(p)"}
    assert from_tool_call("NotebookEdit", cell) == [Change("eda.ipynb", "", "df = pd.read_csv(p)")]
    assert from_tool_call("NotebookEdit", {**cell, "edit_mode": "delete"}) == []


def test_gemini_replace_and_write_file() -> None:
    replace = {
        "file_path": "/work/app/settings.py",
        "old_string": "DEBUG = True",
        "new_string": "DEBUG = env.bool('DEBUG', default=False)",
        "expected_replacements": 1,
    }
    [change] = from_tool_call("replace", replace)
    assert (
        summarize(change) == "change `DEBUG = True` to `DEBUG = env.bool('DEBUG', default=False)`"
    )
    written = from_tool_call("write_file", {"file_path": "a.toml", "content": "[tool.x]\n"})
    assert written == [Change("a.toml", "", "[tool.x]\n")]


def test_cursor_and_cline_style_tools() -> None:
    rust = {"path": "lib/db.rs", "old_str": "conn.execute(q)?;", "new_str": "conn.execute(q, [])?;"}
    [edit] = from_tool_call("str_replace", rust)
    assert summarize(edit) == "add `[]` to `conn.execute(q)?;`"
    sketch = {"target_file": "web/app.tsx", "instructions": "wrap", "code_edit": "// ... existing"}
    assert from_tool_call("edit_file", sketch) == [Change("web/app.tsx", "", "// ... existing")]
    assert from_tool_call("str_replace_based_edit_tool", {"command": "view", "path": "x.py"}) == []
    created = {"command": "create", "path": "x.py", "file_text": "print(1)\n"}
    assert from_tool_call("str_replace_based_edit_tool", created) == [
        Change("x.py", "", "print(1)\n")
    ]
    cline = {
        "path": "src/server.ts",
        "diff": "------- SEARCH\napp.listen(3000)\n=======\n"
        "app.listen(Number(process.env.PORT ?? 3000))\n+++++++ REPLACE",
    }
    [block] = from_tool_call("replace_in_file", cline)
    assert block == Change(
        "src/server.ts", "app.listen(3000)", "app.listen(Number(process.env.PORT ?? 3000))"
    )
    fs_edit = {"path": "README.md", "edits": [{"oldText": "npm i", "newText": "pnpm i"}]}
    assert from_tool_call("mcp__filesystem__edit_file", fs_edit) == [
        Change("README.md", "npm i", "pnpm i")
    ]


@pytest.mark.parametrize(
    ("name", "payload"),
    [
        ("Read", {"file_path": "a.py"}),
        ("Bash", {"command": "pytest -q", "description": "run tests"}),
        ("shell", {"command": ["bash", "-lc", "cat *** Begin Patch"]}),
        ("TodoWrite", {"todos": [{"content": "x", "status": "pending"}]}),
        ("Task", {"path": "a.py", "content": "not an edit"}),
        ("Edit", {"old_string": "a", "new_string": "b"}),
    ],
)
def test_tools_that_do_not_edit_give_nothing(name: str, payload: dict[str, object]) -> None:
    assert from_tool_call(name, payload) == []


# --- Codex apply_patch ---------------------------------------------------------------------------

CODEX_PATCH = """*** Begin Patch
*** Update File: services/billing/invoice.py
@@ class InvoiceService:
     def total(self, items):
-        return sum(i.price for i in items)
+        return sum((i.price for i in items), Decimal("0"))

*** Add File: services/billing/money.py
+from decimal import Decimal
+
+ZERO = Decimal("0")
*** Delete File: services/billing/legacy_money.py
*** End Patch"""


def test_apply_patch_with_several_files() -> None:
    update, add, delete = parse_apply_patch(CODEX_PATCH)
    assert update.path == "services/billing/invoice.py"
    assert "return sum(i.price for i in items)" in update.old
    assert summarize(update) == (
        'change `sum(i.price for i in items)` to `sum((i.price for i in items), Decimal("0"))`'
    )
    assert add == Change(
        "services/billing/money.py", "", 'from decimal import Decimal\n\nZERO = Decimal("0")'
    )
    assert delete.path == "services/billing/legacy_money.py" and delete.deleted
    assert summarize(delete) == "delete `services/billing/legacy_money.py`"


def test_apply_patch_move_to_keeps_both_paths() -> None:
    patch = """*** Begin Patch
*** Update File: pkg/util/strings.go
*** Move to: pkg/text/strings.go
@@
-package util
+package text
*** End Patch"""
    [moved] = parse_apply_patch(patch)
    assert (moved.path, moved.moved_from) == ("pkg/text/strings.go", "pkg/util/strings.go")
    assert summarize(moved) == "change `package util` to `package text`"


def test_codex_custom_tool_call_shell_and_heredoc_forms() -> None:
    expected = parse_apply_patch(CODEX_PATCH)
    assert from_tool_call("apply_patch", CODEX_PATCH) == expected
    assert from_tool_call("apply_patch", {"input": CODEX_PATCH}) == expected
    assert from_tool_call("shell", {"command": ["apply_patch", CODEX_PATCH]}) == expected
    heredoc = f"apply_patch <<'EOF'\n{CODEX_PATCH}\nEOF\n"
    assert (
        from_tool_call("shell", {"command": ["bash", "-lc", heredoc], "workdir": "/r"}) == expected
    )
    assert from_tool_call("exec_command", {"cmd": heredoc, "yield_time_ms": 10000}) == expected
    assert from_tool_call("functions.shell", {"command": ["bash", "-lc", heredoc]}) == expected
    arguments = json.dumps({"command": ["apply_patch", CODEX_PATCH], "timeout_ms": 60000})
    assert from_tool_call("shell", arguments) == expected


def test_codex_structured_file_changes() -> None:
    event = {
        "changes": {
            "src/lib.rs": {
                "update": {
                    "unified_diff": "@@ -3,1 +3,1 @@\n"
                    "-    let v = map.get(k).unwrap();\n"
                    "+    let v = map.get(k)?;\n",
                    "move_path": None,
                }
            },
            "NOTES.md": {"add": {"content": "# Notes\n"}},
        }
    }
    lib, notes = from_tool_call("apply_patch", event)
    assert lib == Change(
        "src/lib.rs", "    let v = map.get(k).unwrap();", "    let v = map.get(k)?;"
    )
    assert summarize(lib) == "change `map.get(k).unwrap();` to `map.get(k)?;`"
    assert notes == Change("NOTES.md", "", "# Notes\n")
    listed = {"changes": [{"path": "old.txt", "type": "delete"}]}
    assert from_tool_call("apply_patch", listed) == [Change("old.txt", "", "", deleted=True)]


# --- unified diffs -------------------------------------------------------------------------------

GIT_DIFF = """diff --git a/db/migrations/20240312_add_idx.sql b/db/migrations/20240312_add_idx.sql
index 3b18e51..a9c2f04 100644
--- a/db/migrations/20240312_add_idx.sql
+++ b/db/migrations/20240312_add_idx.sql
@@ -1,3 +1,4 @@
+-- migrate:up transaction:false
 CREATE INDEX CONCURRENTLY idx_orders_user ON orders (user_id);

 -- migrate:down
diff --git a/.env.example b/.env.example
new file mode 100644
index 0000000..e69de29
--- /dev/null
+++ b/.env.example
@@ -0,0 +1,2 @@
+DATABASE_URL=postgres://localhost/app
+REDIS_URL=redis://localhost:6379
diff --git a/old/setup.sh b/old/setup.sh
deleted file mode 100755
--- a/old/setup.sh
+++ /dev/null
@@ -1,2 +0,0 @@
-#!/bin/sh
-pip install -r requirements.txt
diff --git a/src/a.py b/src/b.py
similarity index 100%
rename from src/a.py
rename to src/b.py
"""


def test_git_diff_with_new_deleted_and_renamed_files() -> None:
    sql, env, setup, renamed = parse_unified_diff(GIT_DIFF)
    assert sql.path == "db/migrations/20240312_add_idx.sql"
    assert summarize(sql) == "add `-- migrate:up transaction:false`"
    assert "transaction" in changed_identifiers(sql)
    assert env == Change(
        ".env.example",
        "",
        "DATABASE_URL=postgres://localhost/app\nREDIS_URL=redis://localhost:6379",
    )
    assert setup.deleted and setup.path == "old/setup.sh" and setup.new == ""
    assert renamed == Change("src/b.py", "", "", moved_from="src/a.py")
    assert summarize(renamed) == "move `src/a.py` to `src/b.py`"


def test_removed_sql_comment_in_a_counted_hunk_is_not_a_header() -> None:
    diff = """--- a/schema.sql
+++ b/schema.sql
@@ -1 +1 @@
--- migrate:up transaction:false
+++ migrate:up
"""
    [change] = parse_unified_diff(diff)
    assert change == Change("schema.sql", "-- migrate:up transaction:false", "++ migrate:up")


def test_hunks_without_file_headers_have_an_empty_path() -> None:
    [change] = parse_unified_diff("@@ -10,2 +10,2 @@\n x = 1\n-y = 2\n+y = 3\n")
    assert change == Change("", "x = 1\ny = 2", "x = 1\ny = 3")


# --- Aider replies -------------------------------------------------------------------------------

AIDER_ONE_BLOCK = """The retry loop never backs off, so the API keeps answering 429.
Let's sleep between attempts.

app/http.py
```python
<<<<<<< SEARCH
        for attempt in range(retries):
            resp = session.get(url)
=======
        for attempt in range(retries):
            time.sleep(2**attempt)
            resp = session.get(url)
>>>>>>> REPLACE
```

Now run the tests again.
"""

AIDER_THREE_BLOCKS = """I'll pin pydantic and update the import.

```
requirements.txt
<<<<<<< SEARCH
pydantic>=2.0
=======
pydantic>=1.10,<2
>>>>>>> REPLACE
```

```
api/models.py
<<<<<<< SEARCH
from pydantic import BaseModel, field_validator
=======
from pydantic import BaseModel, validator
>>>>>>> REPLACE
```

```
<<<<<<< SEARCH
    @field_validator("email")
=======
    @validator("email")
>>>>>>> REPLACE
```
"""


def test_aider_block_with_filename_before_a_tagged_fence() -> None:
    [change] = parse_search_replace(AIDER_ONE_BLOCK)
    assert change.path == "app/http.py"
    assert change.old.endswith("resp = session.get(url)")
    assert summarize(change) == "add `time.sleep(2**attempt)`"


def test_aider_blocks_with_filename_inside_the_fence_and_reused() -> None:
    pins, imports, decorator = parse_search_replace(AIDER_THREE_BLOCKS)
    assert pins == Change("requirements.txt", "pydantic>=2.0", "pydantic>=1.10,<2")
    assert summarize(pins) == "change `pydantic>=2.0` to `pydantic>=1.10,<2`"
    assert imports.path == decorator.path == "api/models.py"
    assert summarize(decorator) == 'change `@field_validator("email")` to `@validator("email")`'
    assert summarize_all([pins, imports, decorator]) == (
        "change `pydantic>=2.0` to `pydantic>=1.10,<2`; "
        'change `@field_validator("email")` to `@validator("email")`'
    )


def test_aider_empty_search_is_a_new_file_and_bom_and_crlf_are_read() -> None:
    reply = (
        "Add a config loader.\r\n\r\n"
        "src/Config.cs\r\n"
        "```csharp\r\n"
        "\ufeff<<<<<<< SEARCH\r\n"
        "=======\r\n"
        "namespace App;\r\n"
        "public sealed record Config(string Url);\r\n"
        ">>>>>>> REPLACE\r\n"
        "```\r\n"
    )
    [change] = parse_search_replace(reply)
    assert change == Change(
        "src/Config.cs", "", "namespace App;\npublic sealed record Config(string Url);"
    )
    assert summarize(change) == "create `src/Config.cs` with `namespace App;`"


def test_aider_log_with_doubled_carriage_returns() -> None:
    reply = "app.py\r\r\n```\r\r\n<<<<<<< SEARCH\r\r\na = 1\r\r\nb = 2\r\r\n=======\r\r\n"
    reply += "a = 1\r\r\nb = 3\r\r\n>>>>>>> REPLACE\r\r\n```\r\r\n"
    assert parse_search_replace(reply) == [Change("app.py", "a = 1\nb = 2", "a = 1\nb = 3")]


def test_other_agents_edit_tools() -> None:
    opencode = {"filePath": "/p/src/index.ts", "oldString": "port = 80", "newString": "port = 8080"}
    assert from_tool_call("edit", opencode) == [
        Change("/p/src/index.ts", "port = 80", "port = 8080")
    ]
    goose = {
        "command": "write",
        "path": "setup.cfg",
        "file_text": "[flake8]\nmax-line-length = 100\n",
    }
    [written] = from_tool_call("developer__text_editor", goose)
    assert summarize(written) == "create `setup.cfg` with `[flake8]`"
    patch = "*** Begin Patch\n*** Add File: a.txt\n+hi\n*** End Patch"
    assert from_tool_call("patch", {"patchText": patch}) == [Change("a.txt", "", "hi")]


def test_aider_udiff_fence() -> None:
    reply = """Here is the diff:

```diff
--- mathweb/flask/app.py
+++ mathweb/flask/app.py
@@ ... @@
-class MathWeb:
+import sympy
+
+class MathWeb:
```
That should do it.
"""
    [change] = parse_search_replace(reply)
    assert change.path == "mathweb/flask/app.py"
    assert summarize(change) == "add `import sympy`"


def test_aider_whole_format_reply() -> None:
    reply = """Here is the full file with the timeout set:

config/settings.yaml
```yaml
server:
  port: 8080
  timeout: 30s
```
"""
    assert parse_search_replace(reply) == [
        Change("config/settings.yaml", "", "server:\n  port: 8080\n  timeout: 30s")
    ]


def test_aider_code_without_a_filename_and_truncated_blocks_are_not_edits() -> None:
    reply = """Try this in a shell:

```bash
pip install -e .
```

src/main.py
```python
<<<<<<< SEARCH
print("hi")
=======
print("hello")
>>>>>>> REPLACE
```

src/other.py
```python
<<<<<<< SEARCH
x = 1
=======
x = 2
"""
    assert parse_search_replace(reply) == [Change("src/main.py", 'print("hi")', 'print("hello")')]


def test_cursor_citation_fences_are_not_whole_file_edits() -> None:
    reply = 'The submodule is declared here:\n\n```1:3:.gitmodules\n[submodule "vendor"]\n```\n'
    assert parse_search_replace(reply) == []
    named = "```py:tools/gen.py\nprint('generated')\n```"
    assert parse_search_replace(named) == [Change("tools/gen.py", "", "print('generated')")]
    spaced = "```python tools/gen.py\n<<<<<<< SEARCH\nx = 1\n=======\nx = 2\n>>>>>>> REPLACE\n```"
    assert parse_search_replace(spaced) == [Change("tools/gen.py", "x = 1", "x = 2")]


def test_aider_block_editing_markdown_with_fences_inside() -> None:
    reply = """README.md
````markdown
<<<<<<< SEARCH
```bash
npm install
```
=======
```bash
pnpm install --frozen-lockfile
```
>>>>>>> REPLACE
````

Then commit.
"""
    [change] = parse_search_replace(reply)
    assert change.path == "README.md"
    assert summarize(change) == "change `npm install` to `pnpm install --frozen-lockfile`"


# --- summaries -----------------------------------------------------------------------------------


FEED_OLD = "        items.sort(key=lambda item: item.created_at, reverse=True)  # newest first"
FEED_NEW = FEED_OLD.replace("item.created_at,", "item.created_at or datetime.min,")
RETRY_OLD = "    # TODO: retry\n    return fetch(url)\n"
RETRY_NEW = """    # Retry on 429
    for attempt in range(3):
        try:
            return fetch(url)
        except RateLimited:
            time.sleep(2 ** attempt)
"""
RUST_OLD = "let total = v.iter().map(|s| s.len()).sum();"
RUST_NEW = "let total: usize = v.iter().map(|s| s.len()).sum();"
DOCKER_OLD = "FROM python:3.12-slim\nRUN pip install -r requirements.txt"
DOCKER_NEW = "FROM python:3.12-slim\nRUN pip install --no-cache-dir -r requirements.txt"
TS_OLD = "export function parse(body: any) {"
TS_NEW = "export function parse(body: unknown) {"
SQL_OLD = "SELECT * FROM users WHERE id = $1"
SQL_NEW = "SELECT id, email FROM users WHERE id = $1"
TOKIO_NEW = 'tokio = { version = "1.28", features = ["full"] }'


@pytest.mark.parametrize(
    ("change", "expected"),
    [
        (
            Change("main.py", "    run(config)\n", "    run(config.clone())\n"),
            "change `run(config)` to `run(config.clone())`",
        ),
        (
            Change("io.py", "open(path)", 'open(path, encoding="utf-8")'),
            'add `encoding="utf-8"` to `open(path)`',
        ),
        (
            Change(
                "ci.yml", "  - run: pnpm install\n", "  - run: pnpm install --frozen-lockfile\n"
            ),
            "add `--frozen-lockfile` to `pnpm install`",
        ),
        (
            Change("ci.yml", '  python-version: "3.11"', '  python-version: "3.12"'),
            'change `python-version: "3.11"` to `python-version: "3.12"`',
        ),
        (
            Change(
                "Cargo.toml", '[dependencies]\ntokio = "1.28"\n', f"[dependencies]\n{TOKIO_NEW}\n"
            ),
            f'change `tokio = "1.28"` to `{TOKIO_NEW}`',
        ),
        (Change("x.py", "a = 1\nlog.debug(a)\nb = 2\n", "a = 1\nb = 2\n"), "remove `log.debug(a)`"),
        (Change("q.ts", "query(sql, a, b)", "query(sql, a)"), "remove `b` from `query(sql, a)`"),
        (
            Change("x.go", "// old comment\nx := f()\n", "// new comment\nx := g()\n"),
            "change `x := f()` to `x := g()`",
        ),
        (
            Change(
                "x.py",
                "def f( a ):\n    return  a\nprint(1)\n",
                "def f(a):\n    return a\nprint(2)\n",
            ),
            "change `print(1)` to `print(2)`",
        ),
        (
            Change("x.py", "import os\nfoo(1)\n", "import os\nimport sys\nfoo(2)\n"),
            "change `foo(1)` to `foo(2)`",
        ),
        (Change("x.py", "def f( a ):\n", "def f(a):\n"), "reformat `x.py`"),
        (
            Change("Dockerfile", DOCKER_OLD, DOCKER_NEW),
            "add `--no-cache-dir` to `RUN pip install -r requirements.txt`",
        ),
        (
            Change("api.ts", TS_OLD, TS_NEW),
            f"change `{TS_OLD}` to `{TS_NEW}`",
        ),
        (Change("q.sql", SQL_OLD, SQL_NEW), f"change `{SQL_OLD}` to `{SQL_NEW}`"),
        (Change("feed.py", FEED_OLD, FEED_NEW), "add `or datetime.min` to `item.created_at`"),
        (Change("client.py", RETRY_OLD, RETRY_NEW), "add `for attempt in range(3):`"),
        (Change("x.rs", RUST_OLD, RUST_NEW), f"change `{RUST_OLD}` to `{RUST_NEW}`"),
        (Change("x.py", "same\n", "same\n"), "no change to `x.py`"),
        (Change("gone.py", "x = 1", "", deleted=True), "delete `gone.py`"),
        (
            Change("/home/dev/proj/src/lib/new_mod.rs", "", "//! Parsing.\nuse std::fs;\n"),
            "create `src/lib/new_mod.rs` with `use std::fs;`",  # an import, when nothing else
        ),
    ],
)
def test_summarize(change: Change, expected: str) -> None:
    assert summarize(change) == expected


def test_summaries_stay_short_and_never_quote_a_whole_file() -> None:
    big_old = "\n".join(f"value_{i} = compute({i})" for i in range(3000))
    big_new = big_old.replace(
        "value_1500 = compute(1500)", "value_1500 = compute(1500, cache=True)"
    )
    change = Change("gen.py", big_old, big_new)
    assert summarize(change) == "add `cache=True` to `compute(1500)`"
    long_line = "x = [" + ", ".join(str(i) for i in range(500)) + "]"
    long = Change("data.py", long_line, long_line.replace("250,", "two_fifty,"))
    text = summarize(long)
    assert len(text) <= 120 and "two_fifty" in text and text.count("…") >= 1
    items = "const data = [" + ", ".join(f'"item{i}"' for i in range(1000)) + "];"
    far = Change("data.js", items, items.replace('"item900"', '"ITEM900"'))
    assert summarize(far) == 'change `"item900"` to `"ITEM900"`'
    for max_len in (20, 50, 80):
        assert len(summarize(long, max_len=max_len)) <= max_len
    whole = Change("huge.txt", "", "\n".join(f"line {i}" for i in range(100_000)))
    assert summarize(whole) == "create `huge.txt` with `line 0`"


def test_summarize_all_prefers_code_over_lockfiles_imports_and_docs() -> None:
    edits = [
        Change("package-lock.json", '"version": "1.0.0"', '"version": "1.0.1"'),
        Change("README.md", "Run npm i", "Run pnpm i"),
        Change("src/a.ts", 'import x from "y"', 'import x from "z"'),
        Change("src/rate.ts", "const limit = 10", "const limit = 100"),
    ]
    assert summarize_all(edits) == (
        "change `const limit = 10` to `const limit = 100`; "
        'change `import x from "y"` to `import x from "z"`'
    )
    assert summarize_all(edits, max_len=50) == "change `const limit = 10` to `const limit = 100`"
    assert summarize_all([]) == ""


MIGRATE_OLD = "CREATE INDEX i ON t(x);"
MIGRATE_NEW = "-- migrate:up transaction:false\nCREATE INDEX i ON t(x);"


@pytest.mark.parametrize(
    ("change", "words"),
    [
        (Change("l.go", "var counts map[string]int", "counts := make(map[string]int)"), ["make"]),
        (Change("m.sql", MIGRATE_OLD, MIGRATE_NEW), ["transaction", "migrate"]),
        (Change("a.py", "run(config)", "run(config.clone())"), ["clone"]),
        (Change("a.py", "open(path)", 'open(path, encoding="utf-8")'), ["encoding"]),
        (Change("requirements.txt", "pydantic>=2.0", "pydantic>=1.10,<2"), ["pydantic"]),
        (
            Change("ci.yml", "python-version: '3.11'", "python-version: '3.12'"),
            ["python", "version"],
        ),
    ],
)
def test_changed_identifiers(change: Change, words: list[str]) -> None:
    found = changed_identifiers(change)
    assert set(words) <= set(found)
    assert "var" not in found
    assert len(found) <= 16


# --- path globs and commands ---------------------------------------------------------------------


@pytest.mark.parametrize(
    ("path", "root", "glob"),
    [
        ("migrations/20240101_add_idx.sql", None, "migrations/*.sql"),
        ("src/limiter.go", None, "*.go"),
        ("app/models/user.py", None, "app/models/*.py"),
        ("package.json", None, "package.json"),
        ("frontend/package.json", None, "package.json"),
        (".github/workflows/ci.yml", None, ".github/workflows/*.yml"),
        ("/home/dev/shop/app/models/user.py", "/home/dev/shop", "app/models/*.py"),
        ("/home/dev/shop/app/models/user.py", "/home/dev/shop/", "app/models/*.py"),
        ("/home/dev/shop/src/app/models/user.py", None, "src/app/models/*.py"),
        ("C:\\Users\\dev\\shop\\src\\Config.cs", "C:\\Users\\dev\\shop", "*.cs"),
        ("/tmp/scratch/notes.txt", None, "*.txt"),
        ("internal/limiter/limiter_test.go", None, "internal/limiter/*_test.go"),
        ("web/src/Button.test.tsx", None, "web/src/*.test.tsx"),
        ("db/migrations/2024/03/001_init.sql", None, "db/migrations/*.sql"),
        ("./Dockerfile", None, "Dockerfile"),
        (".gitignore", None, ".gitignore"),
    ],
)
def test_path_glob(path: str, root: str | None, glob: str) -> None:
    assert path_glob(path, root=root) == glob


@pytest.mark.parametrize(
    ("before", "after", "expected"),
    [
        ("pytest -q", "uv run pytest -q", "run `uv run pytest` instead of `pytest`"),
        (
            "pnpm install",
            "pnpm install --frozen-lockfile",
            "add `--frozen-lockfile` to `pnpm install`",
        ),
        (
            "git push --force origin main",
            "git push --force-with-lease origin feat",
            "use `--force-with-lease` instead of `--force`",
        ),
        ("cargo test --release", "cargo test", "remove `--release` from `cargo test`"),
        ("npm install", "pnpm install", "use `pnpm` instead of `npm`"),
        ("pytest tests/", "PYTHONPATH=src pytest tests/", "set `PYTHONPATH=src` for `pytest`"),
        ("sudo pip install -e .", "pip install -e .", "run `pip` instead of `sudo pip`"),
        ("pytest --timeout 30", "pytest --timeout 120", "change `--timeout 30` to `--timeout 120`"),
        (
            "go test -run=TestA ./...",
            "go test -run=TestB ./...",
            "change `-run=TestA` to `-run=TestB`",
        ),
        ("npm run biuld", "npm run build", "run `npm run build` instead of `npm run biuld`"),
        ("pytest -q", "pytest -q", None),
        ("ls -la", "pytest -q", None),
        ("make test", "docker compose up -d db && make test ARGS=-x", None),
        ("", "pytest", None),
    ],
)
def test_command_change(before: str, after: str, expected: str | None) -> None:
    assert command_change(before, after) == expected


# --- contract ------------------------------------------------------------------------------------


_DETERMINISM_SCRIPT = """
import json, sys
from kenning.daemon.learning.changes.reader import *
data = json.loads(sys.stdin.read())
found = [
    *parse_search_replace(data["aider"]),
    *parse_apply_patch(data["codex"]),
    *parse_unified_diff(data["git"]),
]
print(json.dumps([
    [summarize(c), changed_identifiers(c), path_glob(c.path)] for c in found
] + [summarize_all(found), command_change("pytest -q", "uv run pytest -q")]))
"""


def test_same_input_gives_the_same_output_across_processes() -> None:
    """Two interpreters with different hash seeds (set order differs) answer alike."""
    payload = json.dumps({"aider": AIDER_THREE_BLOCKS, "codex": CODEX_PATCH, "git": GIT_DIFF})
    outputs = [
        subprocess.run(
            [sys.executable, "-c", _DETERMINISM_SCRIPT],
            input=payload,
            capture_output=True,
            text=True,
            check=True,
            timeout=60,
            env={**os.environ, "PYTHONHASHSEED": seed},
        ).stdout
        for seed in ("1", "2")
    ]
    assert outputs[0] == outputs[1]
    assert len(json.loads(outputs[0])) == 3 + 3 + 4 + 2
    every = [*parse_apply_patch(CODEX_PATCH), *parse_unified_diff(GIT_DIFF)]
    assert [summarize(c) for c in every] == [summarize(c) for c in every]


@pytest.mark.slow
def test_big_inputs_stay_fast() -> None:
    lines = [f"    total_{i} = price_{i} * qty_{i}" for i in range(20_000)]
    rewritten = [
        line.replace("qty", "quantity") if i % 3 == 0 else line for i, line in enumerate(lines)
    ]
    patch = (
        "*** Begin Patch\n*** Update File: calc.py\n@@\n"
        + "\n".join(
            f"-{a}\n+{b}" if a != b else f" {a}" for a, b in zip(lines, rewritten, strict=True)
        )
        + "\n*** End Patch"
    )
    block = (
        "src/m{0}.py\n```python\n<<<<<<< SEARCH\nx = {0}\n=======\nx = {1}\n>>>>>>> REPLACE\n```"
    )
    reply = "\n".join(block.format(i, i + 1) for i in range(2_000))
    started = time.process_time()  # CPU, not wall: a loaded machine stretches wall time
    [change] = parse_apply_patch(patch)
    assert summarize(change).startswith("change ")
    assert changed_identifiers(change)
    assert len(parse_search_replace(reply)) == 2_000
    assert summarize(Change("calc.py", "\n".join(lines), "\n".join(reversed(lines))))
    assert summarize_all([change] * 50)
    spent = time.process_time() - started
    assert spent < 5.0, spent


def test_public_surface_matches_all() -> None:
    public = {name for name in dir(changes) if not name.startswith("_")}
    exported = set(changes.__all__)
    assert exported <= public
    assert {"Change", "from_tool_call", "summarize", "path_glob", "command_change"} <= exported
    assert {n for n in public - exported if callable(getattr(changes, n))} <= {
        "Any", "Callable", "Iterable", "Mapping", "Sequence", "dataclass", "pairwise", "annotations"
    }  # fmt: skip
