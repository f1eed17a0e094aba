"""Errors the person pasted with none of the usual marks, ingested for real.

Two kinds of paste hold no traceback, no `file:line` diagnostic and no
runner's verdict, and still say a program failed: a terminal pasted with its
prompt (`$ go generate ./...`, `me@box:~/app$ git push`), whose command says
which tool printed the lines under it; and an HTTP request that failed, as a
server's access log, a browser console, the developer tools or wget show it
(`"OPTIONS /health HTTP/1.1" 405 Method Not Allowed`, `ERR_CONNECTION_REFUSED`).
Sessions are written as their agents write them (an Aider chat history, a
Claude Code transcript, a SpecStory export, a Codex prompt log), ingested
through the pipeline, their diary read. The agent's own messages are never
read so, and the person's prose about an error is no paste.
"""

from __future__ import annotations

import json
from pathlib import Path

from kenning.daemon.ingest.projects import add_watched
from kenning.daemon.learning.diary import Diary, build_diary
from kenning.daemon.learning.errors.pasted import http_error, pasted_error, terminal_error
from kenning.daemon.safety.sanitize import default_sanitizer
from kenning.daemon.store.db import Store

from .ingest_helpers import ingest
from .learning_sessions import ingest_home, write_session

REDACT = default_sanitizer().redact


def _diary(store: Store, session_id: str) -> Diary:
    diary, _ = build_diary(store, session_id, redact=REDACT, save=True)
    return diary


# ----------------------------------------------------------------------------- the readers


def test_a_terminal_pasted_with_its_prompt_is_read_as_a_run_of_its_command() -> None:
    for text, tool, message in (
        (
            "$ go generate ./internal/storage/...\n"
            "pattern ./internal/storage/...: lstat ./internal/storage/: no such file or directory",
            "go",
            "lstat ./internal/storage/: no such file or directory",
        ),
        (
            "dev@box:~/shop$ git push\nfatal: The current branch main has no upstream branch.\n"
            "why?",
            "git",
            "The current branch main has no upstream branch.",
        ),
        (
            "(base) dev@mac shop % npm test\nnpm ERR! missing script: test",
            "npm",
            "missing script: test",
        ),
        ("PS C:\\shop> git pull\nfatal: not a git repository", "git", "not a git repository"),
    ):
        found = terminal_error(text)
        assert found is not None and found.tool == tool and message in found.message, text
        assert found.attempt  # the person's own try: no outcome of a prompt log (diary)
        pasted = pasted_error(text)  # `npm ERR!` is program output already: no attempt there
        assert pasted is not None and (pasted.key, pasted.message) == (found.key, found.message)


def test_the_last_run_that_failed_is_the_error_and_a_passing_paste_is_none() -> None:
    both = (
        "$ git pull\nAlready up to date.\n"
        "$ git push\nfatal: The current branch main has no upstream branch.\n"
        "$ ls\nREADME.md"
    )
    found = terminal_error(both)
    assert found is not None and "no upstream branch" in found.message
    assert terminal_error("$ npm install\nadded 12 packages in 2s") is None
    assert terminal_error("$ npm install\nthen run the tests please") is None
    assert terminal_error("$ npm install") is None  # a command, nothing it printed


def test_a_failed_http_request_as_a_server_a_browser_or_wget_shows_it() -> None:
    for text, code, message in (
        (
            'clicking health check logs: INFO: 127.0.0.1:56261 - "OPTIONS /health HTTP/1.1" 405 '
            "Method Not Allowed",
            "405",
            '"OPTIONS /health HTTP/1.1" 405 Method Not Allowed',
        ),
        (
            "userService.ts:82 POST http://10.0.0.5:3000/api/users 500 (Internal Server Error)",
            "500",
            "POST http://10.0.0.5:3000/api/users 500 (Internal Server Error)",
        ),
        (
            "Request URL\nhttp://localhost:8001/api/query\nRequest Method\nOPTIONS\n"
            "Status Code\n400 Bad Request",
            "400",
            "Status Code 400 Bad Request",
        ),
        ("HTTP request sent, awaiting response... 404 Not Found\nERROR 404: Not Found.", "404", ""),
        (
            "This site can't be reached\nlocalhost refused to connect.\nERR_CONNECTION_REFUSED",
            "ERR_CONNECTION_REFUSED",
            "ERR_CONNECTION_REFUSED",
        ),
    ):
        found = http_error(text)
        assert found is not None and found.code == code and message in found.message, text
        assert pasted_error(text) == found
    # the same kind of error at another address is one error
    a = http_error('"GET /api/a HTTP/1.1" 404 Not Found')
    b = http_error('"GET /api/b HTTP/1.1" 404 Not Found')
    assert a is not None and b is not None and a.key == b.key


def test_prose_about_an_error_is_no_paste() -> None:
    for text in (
        "the api returns 404 Not Found when the id is missing, please handle that",
        "we get a 500 error on the users page",
        "the site says connection refused, can you check the server?",
        "Run `$ npm install` first, then the tests.",
        "If the status is 403 Forbidden the token has expired.",
    ):
        assert pasted_error(text) is None, text


# ----------------------------------------------------------------------------- Aider

CORS_FIX = """Problem: the browser sends a preflight OPTIONS request and the app has no CORS \
middleware.

backend/app.py
```python
<<<<<<< SEARCH
app = FastAPI(title="Shop")
=======
app = FastAPI(title="Shop")
app.add_middleware(CORSMiddleware, allow_origins=["*"], allow_methods=["*"])
>>>>>>> REPLACE
```
"""


def _aider(store: Store, tmp_path: Path, after: str) -> Diary:
    repo = tmp_path / "code" / "shop"
    repo.mkdir(parents=True)
    path = repo / ".aider.chat.history.md"
    path.write_text(
        "\n# aider chat started at 2025-02-03 10:00:00\n\n"
        "#### add a health check button to the web client  \n\nDone.\n\n"
        "#### clicking health check the api logs an error:  \n"
        '#### INFO: 127.0.0.1:56261 - "OPTIONS /health HTTP/1.1" 405 Method Not Allowed  \n\n'
        f"{CORS_FIX}\n"
        f"#### {after}  \n\nOk.\n",
        encoding="utf-8",
    )
    ingest(store, tmp_path, config={"agents": {"aider": {"roots": [str(repo)]}}})
    return _diary(store, f"aider:{path}#0")


def test_aider_a_server_log_line_pasted_is_the_error_and_the_edit_its_fix(
    store: Store, tmp_path: Path
) -> None:
    diary = _aider(store, tmp_path, "now add a login page")
    [challenge] = diary.challenges
    assert challenge.pasted and challenge.resolved
    assert "405 Method Not Allowed" in challenge.describe()
    [lesson] = [x for x in diary.lessons if x.kind == "error_fix"]
    assert lesson.text.startswith('On `"OPTIONS /health HTTP/1.1" 405 Method Not Allowed`, add ')
    assert "app.add_middleware(CORSMiddleware" in lesson.text and lesson.confirmed


def test_aider_the_same_log_line_again_is_no_lesson(store: Store, tmp_path: Path) -> None:
    again = 'still: "OPTIONS /health HTTP/1.1" 405 Method Not Allowed'
    diary = _aider(store, tmp_path, again)
    assert [x for x in diary.lessons if x.kind == "error_fix"] == []
    assert not all(c.resolved for c in diary.challenges)


# ----------------------------------------------------------------------------- Claude Code


def test_claude_code_a_pasted_terminal_names_its_tool(store: Store, tmp_path: Path) -> None:
    home = tmp_path / "home"
    paste = (
        "$ go generate ./internal/storage/...\n"
        "pattern ./internal/storage/...: lstat ./internal/storage/: no such file or directory"
    )
    _, sid = write_session(
        home,
        "mocks",
        [
            ("user", "regenerate the storage mocks"),
            ("assistant", "Run `go generate ./internal/storage/...` from the service folder."),
            ("user", paste),
            ("assistant", "That ran from the repository's root: the path is the service's."),
            ("user", "ok, and now the consumer"),
        ],
        cwd="/work/telecom",
    )
    ingest_home(store, home)
    [challenge] = _diary(store, sid).challenges
    assert challenge.pasted
    assert "lstat" in challenge.describe() and "no such file or directory" in challenge.describe()


# ----------------------------------------------------------------------------- SpecStory


def test_specstory_a_browser_error_page_is_the_error_the_person_reports(
    store: Store, tmp_path: Path
) -> None:
    project = tmp_path / "qscreen"
    history = project / ".specstory" / "history"
    history.mkdir(parents=True)
    (history / "2025-03-20_21-37-launcher.md").write_text(
        """\
<!-- Generated by SpecStory -->

# Launcher (2025-03-20 21:37Z)

_**User**_

This site can't be reached
localhost refused to connect.
Try:

Checking the connection
ERR_CONNECTION_REFUSED

---

_**Assistant**_

The server was started in the background and exited with the launcher.

---
""",
        encoding="utf-8",
    )
    add_watched(store, project)
    ingest(store, tmp_path)
    rows = store.query("SELECT id FROM sessions WHERE agent = 'specstory'")
    [challenge] = _diary(store, str(rows[0]["id"])).challenges
    assert challenge.pasted and "ERR_CONNECTION_REFUSED" in challenge.describe()


# ----------------------------------------------------------------------------- Codex


def test_codex_prompt_log_a_terminal_pasted_is_an_error_of_its_tool(
    store: Store, tmp_path: Path
) -> None:
    home = tmp_path / "home"
    codex = home / ".codex"
    codex.mkdir(parents=True)
    paste = (
        "dev@box:~/shop$ git push\nfatal: The current branch main has no upstream branch.\n"
        "To push the current branch and set the remote as upstream, use\n\n"
        "    git push --set-upstream origin main\n\nwhy?"
    )
    rows = [
        {"session_id": "0199c914-b035-71e1-bf58-569be1ca8326", "ts": 1760000000, "text": t}
        for t in ("commit the release notes", paste)
    ]
    (codex / "history.jsonl").write_text(
        "".join(json.dumps(r) + "\n" for r in rows), encoding="utf-8"
    )
    ingest(store, home)
    ids = [str(r["id"]) for r in store.query("SELECT id FROM sessions WHERE agent = 'codex'")]
    assert ids, "the prompt log was not ingested"
    [challenge] = _diary(store, ids[0]).challenges
    assert challenge.pasted and "no upstream branch" in challenge.describe()
    # a prompt log holds no answer: the person's attempt pasted there says nothing of the end
    diary = _diary(store, ids[0])
    assert diary.status == "unknown" and not any("unresolved" in r for r in diary.status_reasons)
