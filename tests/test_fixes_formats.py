"""Errors and their fixes from what each agent's format really holds, ingested for real.

For each format a small session is written as its agent writes it (an Aider
chat history, a SpecStory export, a Cline task, a Codex rollout, a Claude Code
transcript), ingested through the pipeline, and its diary read: the error met,
the change that fixed it, and the error marked resolved.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import orjson
import pytest

from kenning.daemon.ingest.projects import add_watched
from kenning.daemon.learning.diary import Diary, build_diary
from kenning.daemon.learning.lessons import Lesson
from kenning.daemon.safety.sanitize import default_sanitizer
from kenning.daemon.store.db import Store

from .ingest_helpers import ingest, messages
from .learning_sessions import Step, ingest_home, write_session

REDACT = default_sanitizer().redact


def _diary(store: Store, session_id: str) -> Diary:
    diary, _ = build_diary(store, session_id, redact=REDACT, save=False)
    return diary


def _fixes(diary: Diary) -> list[Lesson]:
    return [x for x in diary.lessons if x.kind == "error_fix"]


def _only_session(store: Store, agent: str) -> str:
    rows = store.query("SELECT id FROM sessions WHERE agent = ? ORDER BY id", (agent,))
    assert len(rows) == 1, [r["id"] for r in rows]
    return str(rows[0]["id"])


# ----------------------------------------------------------------------------- Aider


def _typed(*lines: str) -> str:
    """Lines the person typed into Aider, as its history writes them (`#### `, two spaces)."""
    return "".join(f"#### {line}  \n" for line in lines)


PYTEST_PASTE = _typed(
    "the coupon test fails now:",
    "",
    "____________________ test_total_with_coupon ____________________",
    "",
    "    def test_total_with_coupon():",
    '>       assert cart_total([Item(5, 2)], coupon="half") == 5',
    "E       KeyError: 'half'",
    "",
    "shop/cart.py:14: KeyError",
    "================== short test summary info ==================",
    "FAILED tests/test_cart.py::test_total_with_coupon - KeyError: 'half'",
    "================== 1 failed, 6 passed in 0.31s ==================",
)
COUPON_FIX = """\
The coupon table is read with `COUPONS[coupon]`, which raises for a code it does not know.

shop/cart.py
```python
<<<<<<< SEARCH
    rate = COUPONS[coupon]
=======
    rate = COUPONS.get(coupon.upper(), 0)
>>>>>>> REPLACE
```

> Tokens: 2.1k sent, 180 received.
> Applied edit to shop/cart.py
> Commit 1a2b3c4 fix: unknown coupon codes no longer raise
"""


def _aider(tmp_path: Path, body: str) -> tuple[Path, dict[str, Any]]:
    repo = tmp_path / "code" / "shop"
    repo.mkdir(parents=True)
    head = (
        "\n# aider chat started at 2026-03-02 10:00:00\n\n> aider --model sonnet\n"
        "> Aider v0.86.1\n> Model: claude-sonnet with diff edit format\n\n"
        "#### /add shop/cart.py  \n> Added shop/cart.py to the chat\n\n"
    )
    (repo / ".aider.chat.history.md").write_text(head + body, encoding="utf-8")
    return repo, {"agents": {"aider": {"roots": [str(repo.parent)]}}}


@pytest.mark.slow
def test_aider_an_error_pasted_then_fixed_and_left_behind(store: Store, tmp_path: Path) -> None:
    body = f"{PYTEST_PASTE}\n{COUPON_FIX}\n{_typed('great, now print the discount on the receipt')}"
    _, config = _aider(tmp_path, body)
    ingest(store, tmp_path, config=config)
    d = _diary(store, _only_session(store, "aider"))
    [met] = d.challenges
    assert met.pasted and met.exception == "KeyError" and met.resolved
    assert "error(s) left unresolved" not in " ".join(d.status_reasons)
    [lesson] = _fixes(d)
    # the person moved on without pasting it again: the fix held
    assert lesson.confirmed
    assert lesson.fix == (
        "change `rate = COUPONS[coupon]` to `rate = COUPONS.get(coupon.upper(), 0)`"
    )
    assert lesson.text.startswith("When `pytest` fails with `KeyError: 'half'`, change")
    assert [x.fix for x in d.learnings] == [lesson.fix]


@pytest.mark.slow
def test_aider_an_error_pasted_again_was_not_fixed_by_the_first_change(
    store: Store, tmp_path: Path
) -> None:
    wrong = COUPON_FIX.replace("COUPONS.get(coupon.upper(), 0)", "COUPONS[coupon.strip()]")
    second = COUPON_FIX.replace("rate = COUPONS[coupon]\n", "rate = COUPONS[coupon.strip()]\n")
    body = f"{PYTEST_PASTE}\n{wrong}\n{PYTEST_PASTE.replace('now:', 'still:')}\n{second}"
    _, config = _aider(tmp_path, body)
    ingest(store, tmp_path, config=config)
    d = _diary(store, _only_session(store, "aider"))
    [met] = d.challenges  # the same error twice is one error met
    assert met.pasted and not met.resolved
    assert "1 error(s) left unresolved" in d.status_reasons
    # the first change did not hold; the second ended the session unverified: a proposal
    [lesson] = _fixes(d)
    assert lesson.fix == "change `COUPONS[coupon.strip()]` to `COUPONS.get(coupon.upper(), 0)`"
    assert not lesson.confirmed


# ----------------------------------------------------------------------------- SpecStory

SPECSTORY = """\
<!-- Generated by SpecStory -->

<!-- cursor Session 5d1e7a20-4c1b-4e8e-9f0a-2b3c4d5e6f70 (2026-02-03 09:00Z) -->

# Cart totals (2026-02-03 09:00Z)

_**User (2026-02-03 09:00Z)**_

the cart page crashes:

```
Uncaught TypeError: Cannot read properties of undefined (reading 'price')
    at lineTotal (cart.js:12:18)
    at Array.map (<anonymous>)
```

---

_**Agent (model gpt-5, mode Agent)**_

<tool-use data-tool-type="write" data-tool-name="edit_file_v2"><details>
<summary>Tool use: **edit_file_v2** • Edit file: web/src/cart.js</summary>

</details></tool-use>

---

<tool-use data-tool-type="shell" data-tool-name="run_terminal_cmd">
<details><summary>Tool use: **run_terminal_cmd** • Run command: \
cd web && npm install && npm test</summary>

```bash
cd web && npm install && npm test
```

```
up to date, audited 212 packages in 2s
FAIL src/cart.test.js
  ● lineTotal › skips removed items

    expect(received).toBe(expected) // Object.is equality

    Expected: 1250
    Received: 1200

Tests:       1 failed, 7 passed, 8 total
```
</details>
</tool-use>

---

<tool-use data-tool-type="write" data-tool-name="edit_file_v2"><details>
<summary>Tool use: **edit_file_v2** • Edit file: web/src/cart.js</summary>

</details></tool-use>

---

<tool-use data-tool-type="shell" data-tool-name="run_terminal_cmd">
<details><summary>Tool use: **run_terminal_cmd** • Run command: cd web && npm test</summary>

```bash
cd web && npm test
```

```
PASS src/cart.test.js
Tests:       8 passed, 8 total
```
</details>
</tool-use>

The cart now skips removed lines; the tests pass.

---

_**User (2026-02-03 09:20Z)**_

thanks, now round totals to cents

---
"""


def test_specstory_a_pasted_error_and_a_run_without_exit_code_fixed(
    store: Store, tmp_path: Path
) -> None:
    project = tmp_path / "shop"
    history = project / ".specstory" / "history"
    history.mkdir(parents=True)
    (history / "2026-02-03_09-00Z-cart-totals.md").write_text(SPECSTORY, encoding="utf-8")
    add_watched(store, project)
    ingest(store, tmp_path)
    d = _diary(store, _only_session(store, "specstory"))
    pasted, run = d.challenges
    assert pasted.pasted and pasted.exception == "TypeError" and pasted.resolved
    # Cursor stores no exit code: the run failed by what it printed, in its test step
    assert run.command == "cd web && npm install && npm test" and not run.pasted
    assert "expect(received).toBe(expected)" in run.message and run.resolved
    assert d.tests_passed and d.status == "success"
    # the export keeps which file was edited, not how: the diary names it, no rule is made
    assert [x.fix for x in d.learnings] == ["fix cart.js"]
    assert _fixes(d) == []


# ----------------------------------------------------------------------------- Cline

T0 = 1767000000000
TOFIXED = "TypeError: Cannot read properties of undefined (reading 'toFixed')"


def _ui(offset: int, kind: str, sub: str, text: str = "") -> dict[str, Any]:
    return {"ts": T0 + offset, "type": kind, kind: sub, "text": text}


def test_cline_a_failing_command_without_exit_code_then_fixed(store: Store, tmp_path: Path) -> None:
    env = "<environment_details>\n# Current Working Directory (/home/dev/shop) Files\n"
    edit = {
        "tool": "editedExistingFile",
        "path": "api/src/price.js",
        "content": "------- SEARCH\n  return amount.toFixed(2)\n=======\n"
        "  return (amount ?? 0).toFixed(2)\n+++++++ REPLACE",
    }
    log = [
        _ui(0, "say", "task", "make the price endpoint handle free items"),
        _ui(100, "say", "api_req_started", orjson.dumps({"request": env}).decode()),
        _ui(2000, "ask", "command", "cd api && npm install && npm testREQ_APP"),
        _ui(3000, "say", "command_output", "up to date in 1s\n\n> api@1.0.0 test"),
        _ui(3100, "say", "command_output", "FAIL src/price.test.js\n  ● free items"),
        _ui(3200, "say", "command_output", f"    {TOFIXED}"),
        _ui(3300, "say", "command_output", "Tests:       1 failed, 3 passed, 4 total"),
        _ui(4000, "say", "text", "A free item has no amount; I'll default it to 0."),
        _ui(5000, "say", "tool", orjson.dumps(edit).decode()),
        _ui(6000, "ask", "command", "cd api && npm test"),
        _ui(7000, "say", "command_output", "Tests:       4 passed, 4 total"),
        _ui(8000, "say", "completion_result", "Free items now price at 0."),
    ]
    task = (
        tmp_path / ".config" / "Code" / "User" / "globalStorage" / "saoudrizwan.claude-dev"
        / "tasks" / "1767000000000"
    )  # fmt: skip
    task.mkdir(parents=True)
    (task / "ui_messages.json").write_bytes(orjson.dumps(log))
    ingest(store, tmp_path)
    sid = _only_session(store, "cline")
    stored = messages(store, sid)
    calls = [c for m in stored for c in m["tool_calls"] if c["name"] == "execute_command"]
    assert calls[0]["input"] == {"command": "cd api && npm install && npm test"}  # no REQ_APP
    assert "\nFAIL src/price.test.js\n" in calls[0]["output"]  # chunks stay lines
    d = _diary(store, sid)
    [met] = d.challenges
    assert "reading 'toFixed'" in met.message and met.resolved
    [lesson] = _fixes(d)
    # the step that failed is `npm test`, not the `cd` nor the install before it
    assert lesson.text.startswith("When `npm test` fails with `TypeError: Cannot read")
    assert lesson.fix == "change `amount.toFixed(2)` to `(amount ?? 0).toFixed(2)`"
    assert lesson.confirmed and d.tests_passed


# ----------------------------------------------------------------------------- Codex

SID = "0199c0de-0000-7000-8000-00000000c0de"


def _codex(home: Path, items: list[dict[str, Any]]) -> None:
    day = home / ".codex" / "sessions" / "2026" / "04" / "12"
    day.mkdir(parents=True)
    lines = [
        {
            "timestamp": "2026-04-12T09:00:00.000Z",
            "type": "session_meta",
            "payload": {"id": SID, "cwd": "/home/dev/shop", "cli_version": "0.60.0"},
        }
    ]
    for n, payload in enumerate(items, 1):
        lines.append(
            {"timestamp": f"2026-04-12T09:00:{n:02d}.000Z", "type": "response_item",
             "payload": payload}
        )  # fmt: skip
    path = day / f"rollout-2026-04-12T09-00-00-{SID}.jsonl"
    path.write_bytes(b"\n".join(orjson.dumps(x) for x in lines) + b"\n")


def _said(text: str) -> dict[str, Any]:
    return {"role": "user", "type": "message", "content": [{"type": "input_text", "text": text}]}


def _call(call_id: str, cmd: str) -> dict[str, Any]:
    args = orjson.dumps({"cmd": cmd, "workdir": "/home/dev/shop"}).decode()
    return {"type": "function_call", "name": "exec_command", "arguments": args, "call_id": call_id}


def _out(call_id: str, code: int, output: str) -> dict[str, Any]:
    text = (
        f"Chunk ID: {call_id[-4:]}\nWall time: 1.2 seconds\nProcess exited with code {code}\n"
        f"Original token count: 40\nOutput:\n{output}"
    )
    return {"type": "function_call_output", "call_id": call_id, "output": text}


def test_codex_exit_code_in_the_output_text_and_a_patch_that_fixed_it(
    store: Store, tmp_path: Path
) -> None:
    failing = (
        "E       sqlite3.OperationalError: no such table: orders\n"
        "FAILED tests/test_orders.py::test_list - sqlite3.OperationalError: no such table: orders\n"
    )
    patch = (
        "*** Begin Patch\n*** Update File: backend/db.py\n@@\n def connect(path):\n"
        "-    return sqlite3.connect(path)\n+    conn = sqlite3.connect(path)\n"
        "+    migrate(conn)\n+    return conn\n*** End Patch"
    )
    user = _said("list orders is broken, fix it")
    _codex(
        tmp_path,
        [
            user,
            _call("call_1", "cd backend && uv sync && uv run pytest -q"),
            _out("call_1", 1, failing),
            {"type": "custom_tool_call", "name": "apply_patch", "input": patch, "call_id": "p1"},
            {"type": "custom_tool_call_output", "call_id": "p1", "output": "Success."},
            _call("call_2", "cd backend && uv run pytest -q"),
            _out("call_2", 0, "12 passed in 0.40s\n"),
        ],
    )
    ingest(store, tmp_path)
    sid = f"codex:{SID}"
    stored = messages(store, sid)
    outs = [c for m in stored for c in m["tool_calls"] if c.get("exit_code") is not None]
    assert [(c["exit_code"], c["is_error"]) for c in outs] == [(1, True), (0, False)]
    d = _diary(store, sid)
    [met] = d.challenges
    assert met.exception == "OperationalError" and met.resolved
    assert [x.fix for x in d.learnings] == ["fix db.py"]
    [lesson] = _fixes(d)
    assert lesson.text.startswith("When `uv run pytest -q` fails with")  # not `cd`, not sync
    assert lesson.fix == "add `conn = sqlite3.connect(path) migrate(conn) return conn`"
    assert lesson.confirmed and lesson.files == ["backend/*.py"]


def test_codex_a_changed_command_line_is_said_of_the_step_that_changed(
    store: Store, tmp_path: Path
) -> None:
    failing = "FAIL src/api.test.js\n  ● loads\n\n    ReferenceError: fetch is not defined\n"
    user = _said("run the web tests")
    _codex(
        tmp_path,
        [
            user,
            _call("call_1", "cd web && npm ci && npm test"),
            _out("call_1", 1, failing),
            _call("call_2", "cd web && npm ci && npm test -- --env=jsdom"),
            _out("call_2", 0, "Tests:       9 passed, 9 total\n"),
        ],
    )
    ingest(store, tmp_path)
    d = _diary(store, f"codex:{SID}")
    [met] = d.challenges
    assert met.resolved and met.command == "cd web && npm ci && npm test"
    assert [x.fix for x in d.learnings] == ["run `npm test -- --env=jsdom` instead"]
    [lesson] = _fixes(d)
    assert lesson.text.startswith("When `npm test` fails with `ReferenceError: fetch is not")
    assert lesson.fix == "add `-- --env=jsdom` to `npm test`"


# ----------------------------------------------------------------------------- Claude Code


CANCELLED = "<tool_use_error>Cancelled: parallel tool call Bash(pytest) errored</tool_use_error>"
OPEN = 'open(path, encoding="utf-8")'


def test_claude_code_a_flag_hidden_by_a_pipe_and_a_cancelled_call(
    store: Store, tmp_path: Path
) -> None:
    home = tmp_path / "user-home"
    failing = "FAILED tests/test_io.py::test_read - UnicodeDecodeError: 'utf-8' codec can't decode"
    steps: list[Step] = [
        ("user", "read the legacy exports too"),
        # `| tail` exits 0, so Claude Code flags no error: the text says the tests failed
        ("bash", "pytest -q 2>&1 | tail -3", f"{failing}\n1 failed, 9 passed in 0.2s", False),
        ("bash", "git log --oneline -3", CANCELLED, True),
        ("edit", "/work/app/app/io.py", OPEN, OPEN.replace(")", ', errors="replace")')),
        ("bash", "pytest -q 2>&1 | tail -3", "10 passed in 0.2s", False),
        ("user", "thanks"),
    ]
    _, sid = write_session(home, "io", steps)
    ingest_home(store, home)
    d = _diary(store, sid)
    [met] = d.challenges  # the cancelled call never ran: no error of its own
    assert met.exception == "UnicodeDecodeError" and met.resolved
    assert d.status == "success" and d.tests_passed
    [lesson] = _fixes(d)
    assert lesson.text.startswith("When `pytest -q` fails with `UnicodeDecodeError")
    assert lesson.fix == 'add `errors="replace"` to `open(path, encoding="utf-8")`'


EXPORT = "cd /work/app && python -m app export"


def _trace(line: int, error: str) -> str:
    return f'Traceback (most recent call last):\n  File "app/cli.py", line {line}\n{error}'


def test_an_error_fixed_later_in_the_session_is_resolved_even_when_another_came_first(
    store: Store, tmp_path: Path
) -> None:
    home = tmp_path / "user-home"
    steps: list[Step] = [
        ("user", "add the export command"),
        ("bash", EXPORT, _trace(3, "ModuleNotFoundError: No module named 'click'"), True),
        ("bash", "pip install click", "Successfully installed click-8.1.7", False),
        ("bash", EXPORT, _trace(9, "NameError: name 'exporter' is not defined"), True),
        ("edit", "/work/app/app/cli.py", "import click", "import click\nfrom app import exporter"),
        ("bash", EXPORT, "wrote 3 files", False),
    ]
    _, sid = write_session(home, "later", steps)
    ingest_home(store, home)
    d = _diary(store, sid)
    assert [(c.exception, c.resolved) for c in d.challenges] == [
        ("ModuleNotFoundError", True),  # another error came next, after the install
        ("NameError", True),  # the same command passed at the end
    ]
    assert [x.fix for x in d.learnings] == ["run `pip install click`", "fix cli.py"]
    assert "left unresolved" not in " ".join(d.status_reasons)
