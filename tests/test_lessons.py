"""Lessons read from sessions of every agent (daemon/learning/trace.py,
daemon/learning/lessons.py)."""

from __future__ import annotations

from typing import Any

from kenning.daemon.core.models import Role
from kenning.daemon.core.transcripts import Message, Session, ToolCall
from kenning.daemon.learning.judge import Judge
from kenning.daemon.learning.lessons import Lesson, extract_lessons
from kenning.daemon.learning.trace import Edited, Ran, Reverted, command_family, read_trace

WS = "/home/dev/src/ratelimit"
PANIC = (
    "--- FAIL: TestLimiterAllow (0.00s)\n"
    "panic: assignment to entry in nil map [recovered]\n"
    "\tpanic: assignment to entry in nil map\n\n"
    "goroutine 7 [running]:\ntesting.tRunner.func1.2({0x5f6a40, 0x6a1c20})\n"
    "\t/usr/local/go/src/testing/testing.go:1631 +0x24a\n"
    "example.com/ratelimit/internal/limiter.(*Limiter).Allow(0xc000012345, {0x62b1e8, 0x3})\n"
    f"\t{WS}/internal/limiter/limiter.go:31 +0x8c\n"
    "FAIL\texample.com/ratelimit/internal/limiter\t0.012s\nFAIL"
)
OLD = "\treturn &Limiter{rate: rate}"
NEW = "\treturn &Limiter{rate: rate, buckets: make(map[string]*bucket)}"


class _Claude:
    """Builds a Claude Code-shaped normalised session: tool calls answered by tool results."""

    def __init__(self, sid: str = "s1", workspace: str = WS) -> None:
        self.sid, self.workspace = sid, workspace
        self.messages: list[Message] = []

    def _add(self, role: Role, text: str, calls: list[ToolCall] | None = None) -> None:
        n = len(self.messages)
        self.messages.append(
            Message(key=f"k{n}", idx=n, role=role, text=text, tool_calls=calls or [])
        )

    def user(self, text: str) -> _Claude:
        self._add(Role.USER, text)
        return self

    def say(self, text: str) -> _Claude:
        self._add(Role.ASSISTANT, text)
        return self

    def tool(self, name: str, inp: dict[str, Any], out: str, failed: bool = False) -> _Claude:
        cid = f"toolu_{len(self.messages)}"
        self._add(Role.ASSISTANT, f"[Tool: {name}]", [ToolCall(name=name, call_id=cid, input=inp)])
        result = ToolCall(name=name, call_id=cid, output=out, is_error=failed)
        self._add(Role.TOOL, out, [result])
        return self

    def bash(self, command: str, out: str, failed: bool = False) -> _Claude:
        return self.tool("Bash", {"command": command}, out, failed)

    def edit(self, path: str, old: str, new: str) -> _Claude:
        inp = {"file_path": f"{self.workspace}/{path}", "old_string": old, "new_string": new}
        return self.tool("Edit", inp, "The file has been updated.")

    def session(self, agent: str = "claude_code") -> Session:
        return Session(
            id=f"{agent}:{self.sid}",
            native_id=self.sid,
            agent=agent,
            source_path="/x",
            workspace=self.workspace,
            messages=self.messages,
        )


def _nil_map(sid: str = "s1") -> Session:
    return (
        _Claude(sid)
        .user("Add per-key buckets to the limiter so each API key gets its own rate.")
        .edit("internal/limiter/limiter.go", "type Limiter struct {", "type Limiter struct {\n")
        .bash("go test ./...", PANIC, failed=True)
        .say("The buckets map is never initialised; writing to a nil map panics.")
        .edit("internal/limiter/limiter.go", OLD, NEW)
        .bash("go test ./...", "ok  \texample.com/ratelimit/internal/limiter\t0.011s")
        .user("thanks, looks good")
        .session()
    )


def _kinds(lessons: list[Lesson]) -> list[str]:
    return [x.kind for x in lessons]


def test_an_error_is_fixed_by_the_change_not_by_the_file_name() -> None:
    [lesson] = extract_lessons(read_trace(_nil_map()))
    assert lesson.kind == "error_fix" and lesson.confirmed and lesson.general
    assert "panic: assignment to entry in nil map" in lesson.text
    assert "make(map[string]*bucket)" in lesson.text  # the change itself
    assert "internal/limiter/*.go" in lesson.files and "go" in lesson.languages
    # the task's words travel with it, for a briefing worded as a job
    assert {"per-key", "buckets", "limiter"} & set(lesson.terms)


def test_the_same_error_in_another_session_has_the_same_key() -> None:
    a = extract_lessons(read_trace(_nil_map("s1")))[0]
    b = extract_lessons(read_trace(_nil_map("s2")))[0]
    assert a.key == b.key


def test_passing_again_with_nothing_changed_is_flaky_not_a_lesson() -> None:
    timeout = "httpx.ConnectTimeout: timed out\n1 failed, 20 passed in 31.2s"
    session = (
        _Claude()
        .user("Run the tests")
        .bash("uv run pytest -q", timeout, failed=True)
        .bash("uv run pytest -q", "21 passed in 2.1s")
        .bash("uv run pytest -q tests/test_bank.py", "4 passed in 0.3s")
        .session()
    )
    assert extract_lessons(read_trace(session)) == []


def test_a_correction_without_trigger_words_carries_what_was_done_instead() -> None:
    session = (
        _Claude()
        .user("Add httpx as a dependency")
        .bash("pip install httpx", "Successfully installed httpx-0.27.0")
        .user("no, we use uv here, so it ends up in the lockfile")
        .bash("uv add httpx", "Resolved 12 packages in 40ms\n + httpx==0.27.0")
        .bash("uv run pytest -q", "18 passed in 1.2s")
        .session()
    )
    [lesson] = extract_lessons(read_trace(session))
    assert lesson.kind == "correction" and lesson.confirmed
    assert lesson.text.startswith("We use uv here, so it ends up in the lockfile")
    assert "uv add httpx" in lesson.text and "pip install httpx" in lesson.text


def test_chit_chat_and_one_off_requests_teach_nothing() -> None:
    session = (
        _Claude()
        .user("make the status badge blue instead of grey")
        .edit("web/badge.css", "color: grey;", "color: blue;")
        .user("Never mind the rest, I think I get it now.")
        .user("rename this variable to total_cents")
        .session()
    )
    assert extract_lessons(read_trace(session)) == []


def test_a_reverted_change_is_an_anti_pattern_with_the_reason_and_never_a_fix() -> None:
    old, new = 'pydantic = "^1.10"', 'pydantic = "^2.7"'
    err = "E   AttributeError: type object 'Invoice' has no attribute 'from_orm'\n1 failed"
    session = (
        _Claude()
        .user("bump our dependencies")
        .edit("pyproject.toml", old, new)
        .bash("uv run pytest -q", err, failed=True)
        .user("undo that, don't upgrade pydantic past 1.x here: the billing models use orm_mode")
        .bash("git checkout -- pyproject.toml", "")
        .bash("uv run pytest -q", "40 passed in 3.0s")
        .session()
    )
    lessons = extract_lessons(read_trace(session))
    assert _kinds(lessons) == ["revert"]
    text = lessons[0].text
    assert text.startswith("AVOID: ") and "orm_mode" in text and "^2.7" in text


def test_aider_runs_and_search_replace_edits_teach_the_same_lesson() -> None:
    reply = (
        "The map is nil.\n\ninternal/limiter/limiter.go\n```go\n<<<<<<< SEARCH\n"
        f"{OLD}\n=======\n{NEW}\n>>>>>>> REPLACE\n```\n"
    )
    msgs = [
        (Role.USER, "add per-key buckets to the limiter"),
        (Role.USER, "/run go test ./..."),
        (Role.TOOL, PANIC + "\nAdd 0.4k tokens of command output to the chat? (Y)es/(N)o [Yes]: y"),
        (Role.ASSISTANT, reply),
        (Role.TOOL, "Applied edit to internal/limiter/limiter.go\nCommit 1a2b3c4 fix: init map"),
        (Role.USER, "/run go test ./..."),
        (Role.TOOL, "ok  \texample.com/ratelimit/internal/limiter\t0.011s"),
    ]
    session = Session(
        id="aider:x#0",
        native_id="x#0",
        agent="aider",
        source_path="/x",
        workspace=WS,
        messages=[
            Message(key=str(n), idx=n, role=role, text=text) for n, (role, text) in enumerate(msgs)
        ],
    )
    trace = read_trace(session)
    assert [type(e) for e in trace.events if not hasattr(e, "role")] == [Ran, Edited, Ran]
    [lesson] = extract_lessons(trace)
    assert lesson.key == extract_lessons(read_trace(_nil_map()))[0].key  # one lesson, two agents
    assert "make(map[string]*bucket)" in lesson.text


def test_codex_shell_calls_and_apply_patch_are_runs_and_edits() -> None:
    patch = (
        "*** Begin Patch\n*** Update File: internal/limiter/limiter.go\n@@\n"
        f"-{OLD}\n+{NEW}\n*** End Patch"
    )
    s = _Claude()
    s.user("<environment_context>\n<cwd>/home/dev</cwd>\n</environment_context>")
    s.user("add per-key buckets to the limiter")
    s.tool("shell", {"command": ["bash", "-lc", "go test ./..."]}, PANIC, failed=True)
    s.tool("apply_patch", {"input": patch}, "Done!")
    s.tool("shell", {"command": ["bash", "-lc", "go test ./..."]}, "ok  \tx\t0.01s")
    trace = read_trace(s.session("codex"))
    assert trace.task == "add per-key buckets to the limiter"  # the environment block is no task
    [lesson] = extract_lessons(trace)
    assert lesson.kind == "error_fix" and "make(map[string]*bucket)" in lesson.text


def test_git_rollbacks_are_reverts() -> None:
    s = _Claude().user("try it")
    for cmd in ("git checkout -- go.mod", "git revert HEAD --no-edit", "git reset --hard HEAD~1"):
        s.bash(cmd, "")
    reverts = [e for e in read_trace(s.session()).events if isinstance(e, Reverted)]
    assert len(reverts) == 3 and reverts[0].paths == ["go.mod"]


def test_command_family_is_the_tool_and_its_subcommand() -> None:
    assert command_family("uv run alembic upgrade head") == "alembic upgrade"
    assert command_family("uv run alembic revision --autogenerate -m 'x'") == "alembic revision"
    assert command_family("cd web && pnpm run build") == "pnpm build"
    assert command_family("python -m pytest -x tests/test_a.py") == "pytest"


def test_what_the_client_adds_to_a_user_message_teaches_nothing() -> None:
    reminder = "<system-reminder>\nMake sure you NEVER commit secrets to git.\n</system-reminder>"
    session = (
        _Claude()
        .user(f"{reminder}\nAdd a health endpoint")
        .user("<user_instructions>\nAlways use pnpm in this repo.\n</user_instructions>")
        .user(
            "<command-message>review is running</command-message>\n"
            "<command-name>/review</command-name>"
        )
        .user("[Request interrupted by user for tool use]")
        .session()
    )
    trace = read_trace(session)
    assert trace.task == "Add a health endpoint"
    assert extract_lessons(trace) == []


def test_a_command_line_splits_into_steps_but_not_inside_a_pattern() -> None:
    from kenning.daemon.learning.trace import command_steps

    assert command_steps("grep -E 'a|b' x && make lint") == ["grep -E 'a|b' x", "make lint"]
    assert command_steps("sleep 60; gh run list | head") == ["sleep 60", "gh run list", "head"]


def test_a_wrapper_line_gives_way_to_the_telling_line_above_it() -> None:
    out = (
        "> acme-web@1.4.0 build\n> next build\n\nFailed to compile.\n\n./src/app/orders/page.tsx\n"
        "Module not found: Can't resolve '@/generated/client'\n\n"
        " ELIFECYCLE  Command failed with exit code 1."
    )
    session = _Claude().user("build it").bash("pnpm build", out, failed=True).session()
    [run] = [e for e in read_trace(session).events if isinstance(e, Ran)]
    assert run.error is not None and run.error.message.startswith("Module not found")


def test_the_agents_answer_pasted_back_is_not_the_persons_statement() -> None:
    answer = (
        "The settings page should always show the public address of the server, never the "
        "localhost one, because browsers refuse to send secure cookies over plain HTTP."
    )
    pasted = (
        _Claude()
        .user("Why do the cookie logins fail on the staging box?")
        .say(answer)
        .user(f"Here is what you wrote:\n\n{answer}\n\nOK, go ahead and fix it.")
        .session()
    )
    assert extract_lessons(read_trace(pasted)) == []
    # the same words, said by the person before the agent wrote them, are the person's
    own = (
        _Claude()
        .user("Fix the cookie logins on the staging box.")
        .edit("web/settings.tsx", "host: 'localhost'", "host: PUBLIC_HOST")
        .user(answer)
        .say(f"Understood: {answer}")
        .session()
    )
    assert [x.text for x in extract_lessons(read_trace(own))] == [answer]


def test_another_agents_report_pasted_whole_is_not_the_persons_statement() -> None:
    report = (
        "Found the bug! The worker starts before the schema is migrated.\n\n"
        "Root cause: the queue table is read before the migration adds its column.\n"
        "The worker should always wait for the migration job to finish."
    )
    pasted = _Claude().user(report).session()
    assert extract_lessons(read_trace(pasted)) == []
    # the same practice in the person's own turn is theirs
    own = _Claude().user("The worker should always wait for the migration job.").session()
    assert [x.text for x in extract_lessons(read_trace(own))] == [
        "The worker should always wait for the migration job."
    ]


def test_words_that_point_at_what_was_said_around_them_state_no_lesson() -> None:
    session = (
        _Claude()
        .user("Add the export button to the report page.")
        .edit("web/report.tsx", "<Header/>", "<Header/><Export/>")
        .user("From now on we should always do it like this.")
        .user("Always use the shared Button component for buttons. Going forward.")
        .session()
    )
    lessons = extract_lessons(read_trace(session))
    assert [x.text for x in lessons] == ["Always use the shared Button component for buttons."]


def _fixed_by_edit(error: str, command: str = "uv run pytest -q") -> Session:
    return (
        _Claude()
        .user("Add the upload endpoint")
        .edit("api/upload.py", "def upload(f):", "def upload(f: UploadFile):")
        .bash(command, error, failed=True)
        .edit("api/upload.py", 'fmt: str = "wav"', 'fmt: str = Form("wav")')
        .bash(command, "12 passed in 0.4s")
        .session()
    )


def test_a_test_failing_on_its_own_expectation_is_learned_only_when_it_recurs() -> None:
    [slip] = extract_lessons(read_trace(_fixed_by_edit("E   assert 200 == 400\n1 failed")))
    assert slip.kind == "error_fix" and slip.tentative  # a fact about this code
    # an assertion that reports an error of the world is that error, not a slip
    world = 'E   AssertionError: {"detail": "unable to open database file"}\n1 failed'
    [fix] = extract_lessons(read_trace(_fixed_by_edit(world)))
    assert not fix.tentative and "unable to open database file" in fix.text
    # an error that names nothing but the runner's verdict (a test's id, a count) is no slip,
    # but any other failure reads the same: what fixed it is learned when it recurs too
    for verdict in ("FAILED tests/test_upload.py::test_upload_wav\n1 failed", "2 failed"):
        [fix] = extract_lessons(read_trace(_fixed_by_edit(verdict)))
        assert fix.tentative, verdict
    # a verdict with its reason names the error
    told = "FAILED tests/test_upload.py::test_upload_wav - KeyError: 'fmt'\n1 failed"
    [fix] = extract_lessons(read_trace(_fixed_by_edit(told)))
    assert not fix.tentative and "KeyError" in fix.text


def test_a_failed_expectation_fixed_by_a_command_alone_is_not_a_slip() -> None:
    out = "E   assert browser_launched\nE   Executable doesn't exist, run npx playwright install\n"
    session = (
        _Claude()
        .user("Run the end-to-end tests")
        .bash("npx playwright test", out + "3 failed", failed=True)
        .bash("npx playwright install chromium", "Downloading Chromium 120.0 … done")
        .bash("npx playwright test", "14 passed (9.1s)")
        .session()
    )
    [fix] = extract_lessons(read_trace(session))
    assert fix.kind == "error_fix" and not fix.tentative
    assert "npx playwright install chromium" in fix.text


def test_a_pasted_heading_or_path_line_is_no_reason_for_a_revert() -> None:
    session = (
        _Claude()
        .user("Make the build script print less")
        .edit("scripts/build.sh", "set -x\nmake all", "make all")
        .user("## Cleanup\nrm ~/.cache/builder/state.db")
        .bash("git checkout -- scripts/build.sh", "")
        .session()
    )
    # nothing failed and no reason was given: an experiment put back, nothing learned
    assert extract_lessons(read_trace(session)) == []


def test_a_prohibition_on_touching_something_is_a_guardrail_whatever_the_judge_says() -> None:
    # said in the middle of a task, where the judge reads the turn as an order for now: the
    # prohibition is a guardrail (gates.guarding); one that holds for now only is not
    session = (
        _Claude()
        .user(
            "The staging printer is shared with the other team, read its driver manual to "
            "find the port, but do not modify anything in the vendored driver folder."
        )
        .bash("lpstat -p staging", "printer staging is idle.")
        .user("Look at the failing upload and do not touch the schema yet.")
        .session()
    )
    lessons = extract_lessons(read_trace(session))
    # the form's statement carries no judge's confidence; it is sure (a proposal at once)
    assert [(x.kind, x.confidence, x.tentative) for x in lessons] == [("guardrail", None, False)]
    assert lessons[0].text.endswith("but do not modify anything in the vendored driver folder.")


def test_what_must_not_be_touched_said_of_the_thing_or_of_the_agent_is_a_guardrail() -> None:
    from kenning.daemon.learning.gates import guarding

    # said of the thing guarded, in the passive; "no manual edits"; what the person does
    # not want the agent to do
    assert guarding("The legacy themes should never be edited by the new build.")
    assert guarding("No hand edits in the generated client; run the generator again.")
    assert guarding("I don't want you to add any database tables, ask me for them.")
    # a prohibition on harming something
    assert guarding("Keep the staging keys in the vault, never leak them into the logs.")
    assert guarding("When you reset the fixtures, make sure you do not break the shared database.")
    # the person's leave asked for first
    assert guarding("Once the review is written, ask me before you change any schema.")
    assert guarding("Wait for my approval before deploying the worker.")
    assert not guarding("Can you ask me before?")  # a question
    # for now only, or the thing at hand ("… to remove it"): no guardrail
    assert not guarding("The stylesheets should not be touched yet.")
    assert not guarding("I don't want you to remove it.")


def _doubting() -> Judge:
    """The shipped judge with bars no turn reaches: every turn is doubted."""
    from dataclasses import replace

    from kenning.daemon.learning.judge import default_judge

    shipped = default_judge()
    return Judge(replace(shipped.weights, durable=0.999, tentative=0.998), shipped.embedder)


def test_a_sentence_that_says_only_that_the_next_one_holds_marks_it() -> None:
    # "Going forward, …" says nothing alone (gates.says_nothing): the sentence after it is
    # what holds, a lesson whatever the judge makes of the turn (not tentative), even with a
    # judge that doubts every turn (the shipped one, its bars out of reach)
    session = (
        _Claude()
        .user("Add the column for the invoice date.")
        .bash("git diff --stat", " models.py | 2 ++")
        .user(
            "the tests pass now. Going forward, we do it this way. "
            "You write the migration and I apply it."
        )
        .session()
    )
    lessons = extract_lessons(read_trace(session), _doubting())
    assert [(x.text, x.tentative) for x in lessons] == [
        ("You write the migration and I apply it.", False)
    ]


def test_a_step_tied_to_every_change_is_a_workflow_whatever_the_judge_says() -> None:
    # a procedure by its form (gates.procedure), in English or in Chinese; the task's next
    # step ("now …, after you've renamed it list …") is none
    session = (
        _Claude()
        .user("Add the retry to the upload client. Please rerun the unit tests after you edit it.")
        .bash("pytest -q", "3 passed in 0.10s")
        .user("提交代码之前，必须先运行全部测试。")
        .bash("pytest -q", "3 passed in 0.10s")
        .user("Now rename the module, after you've renamed it list the callers.")
        .session()
    )
    lessons = extract_lessons(read_trace(session))
    # (the Chinese "must" also marks its sentence for the judge's path: a workflow still)
    assert [(x.kind, x.text, x.tentative) for x in lessons] == [
        ("workflow", "Rerun the unit tests after you edit it.", False),
        ("workflow", "提交代码之前，必须先运行全部测试。", False),
    ]


def test_what_is_no_procedure() -> None:
    from kenning.daemon.learning.gates import procedure

    assert procedure("Run the linter after each round of changes.")
    assert procedure("部署之前先备份数据库。")
    # "然后" is "then" (this task's next step), not "after"; an order of work now; a
    # question; a step for now only
    assert not procedure("我们先看登录页，然后要改按钮的颜色。")
    assert not procedure("Revise the launcher, print the summary after all services start.")
    assert not procedure("Should I run the linter after each change?")
    assert not procedure("Just rerun the build after you fix the import.")
    # an answer to what the agent proposed: a condition on the work now
    assert not procedure("sure, but only after you have added the changelog line for it")
    # 以后 opening a clause, or after 万一 / 如果, is "later", not "after" a step
    assert procedure("改完配置以后要重启服务。")
    assert not procedure("先别删这个函数（万一以后要用），把它注释掉。")
    assert not procedure("如果以后要用，再加回来。")


def test_an_idea_put_to_the_agent_for_its_opinion_teaches_nothing() -> None:
    idea = "The landing page will always be built by hand from our blocks. How does that sound?"
    rule = "The landing page will always be built by hand from our blocks."
    for text, taught in ((idea, []), (rule, [rule])):
        session = _Claude().user(text).say("Sounds good.").session()
        assert [x.text for x in extract_lessons(read_trace(session))] == taught


def test_a_statement_said_beside_an_order_on_a_named_file_says_so() -> None:
    order = "Create `bundle.sh` in scripts/, it packs the app. Never write outside the out dir."
    alone = "Never write outside the out dir."
    found = {}
    for text in (order, alone):
        session = _Claude().user(text).say("Done.").session()
        [lesson] = extract_lessons(read_trace(session))
        found[text] = lesson.beside_task
    assert found == {order: True, alone: False}


def test_a_count_of_findings_fixed_by_the_tools_own_autofix_is_learned_when_it_recurs() -> None:
    def session(findings: str, fix: str) -> Session:
        return (
            _Claude()
            .user("Tidy up the utilities module")
            .bash("ruff check .", findings, failed=True)
            .bash(fix, "Found 3 errors (3 fixed, 0 remaining).")
            .bash("ruff check .", "All checks passed!")
            .session()
        )

    count = "Found 3 errors.\n[*] 3 fixable with the `--fix` option."
    named = "app/util.py:3:1: I001 [*] Import block is un-sorted\nFound 3 errors."
    # the flag added to the line, or the tool's formatter run before the next check
    for fix in ("ruff check . --fix", "ruff format ."):
        [lesson] = extract_lessons(read_trace(session(count, fix)))
        assert lesson.kind == "error_fix" and lesson.tentative, lesson.text  # nothing named
        # findings the tool names: what fixes them is a lesson at once
        [lesson] = extract_lessons(read_trace(session(named, fix)))
        assert not lesson.tentative and "I001" in lesson.text
    # a flag of another meaning (npm's workspace `-w`) is no autofix
    helper = (
        _Claude()
        .user("Typecheck the api package")
        .bash("npm run typecheck -w packages/api", "3 errors", failed=True)
        .bash("npm run build -w packages/contracts", "built in 2.1s")
        .bash("npm run typecheck -w packages/api", "no errors")
        .session()
    )
    [lesson] = extract_lessons(read_trace(helper))
    assert not lesson.tentative and "npm run build -w packages/contracts" in lesson.text


def test_an_item_of_a_feature_brief_is_learned_only_when_said_again() -> None:
    # a brief of labelled items specifies the task at hand: its "must" and "every time" are
    # that feature's; the prohibition on touching something holds, and the same item said
    # in a plain turn is a rule at once
    item = "The export must always write the rows in the order the table shows them."
    guard = "Do not modify `ledger/store.py` or the sync worker."
    brief = (
        "# Feature: CSV export of the ledger table\n\n"
        "1. **Trigger:** a click on the Export button above the table.\n"
        f"2. **Ordering:** {item}\n"
        f"3. **Preserve Storage:** {guard}\n"
        "**Deliverable:** the handler and the helper that builds each line."
    )
    lessons = extract_lessons(read_trace(_Claude().user(brief).say("Done.").session()))
    by_text = {x.text.split(":** ")[-1]: x.tentative for x in lessons}
    assert by_text.get(item) is True and by_text.get(guard) is False, by_text
    [plain] = extract_lessons(read_trace(_Claude().user(item).say("Noted.").session()))
    assert not plain.tentative


def test_a_brief_is_read_by_its_labelled_items() -> None:
    from kenning.daemon.learning.lessons import brief

    labelled = "* **Scope:** the importer.\n* **Input:** a CSV.\n* **Output**: rows in the db."
    assert brief(labelled)
    assert not brief("**Note:** run the linter first.\nUse `uv` for scripts.")  # one label
    assert not brief("Use **uv** here.\nKeep **ruff** on.\nWrite *tests* first.")  # no labels


def test_a_revert_whose_only_reason_is_the_next_order_teaches_nothing() -> None:
    def reverted(words: str) -> Session:
        return (
            _Claude()
            .user("Write an installer for the editor")
            .edit("scripts/install.sh", "#!/bin/sh\n", '#!/bin/sh\nDEST="/opt/editor"\n')
            .user(words)
            .bash("git checkout -- scripts/install.sh", "")
            .session()
        )

    # new facts for the task (a download's path) say nothing against the change
    news = "I have the editor's image in downloads, /home/dev/Downloads/Editor-2.1.AppImage."
    assert extract_lessons(read_trace(reverted(news))) == []
    # a reason that binds is one
    why = "undo that, the deploy user has no write access to /opt so DEST must stay under $HOME"
    [lesson] = extract_lessons(read_trace(reverted(why)))
    assert lesson.kind == "revert" and "no write access" in lesson.text


def test_a_value_of_the_wrong_type_is_a_slip_of_the_code_at_hand() -> None:
    from kenning.daemon.learning.errors.signature import ErrorSig
    from kenning.daemon.learning.slips import slip

    def sig(message: str) -> ErrorSig:
        return ErrorSig(tool="go", code=None, message=message, shape=message)

    wrong = "cannot use len(items) (value of type int) as string value in argument to log.Attr"
    vet = "(example.com/app/log.Logger).Error call has arguments but no formatting directives"
    mock = (
        "cannot use st (variable of type *mocks.Store) as store.Store value in argument to New:"
        " *mocks.Store does not implement store.Store (missing method Reset)"
    )
    assert slip("go build ./...", sig(wrong)) and slip("go vet ./...", sig(vet))
    # an interface a generated mock lacks: regenerated, a lesson about the project's tooling
    assert not slip("go test ./...", sig(mock))


def test_a_script_failing_after_a_config_edit_is_not_the_edits_failure() -> None:
    def reverted(command: str, out: str) -> Session:
        return (
            _Claude()
            .user("Make the bar taller")
            .edit("bar/config.jsonc", '"height": 30,', '"height": 36,')
            .bash(command, out, failed=True)
            .user("looks worse, put it back")
            .bash("git checkout -- bar/config.jsonc", "")
            .session()
        )

    other = "AttributeError: module 'clock' has no attribute 'Month'"
    assert extract_lessons(read_trace(reverted("python3 scripts/clock.py", other))) == []
    # a run that names the changed file failed because of it
    named = "Error: bar/config.jsonc: unexpected token at line 3"
    [lesson] = extract_lessons(read_trace(reverted("bar --check-config", named)))
    assert lesson.kind == "revert" and "config.jsonc" in lesson.text


def test_an_order_that_holds_for_now_is_learned_only_when_said_again() -> None:
    # "until we say so", "this time": the order holds for this task, whatever word binds it
    held = "No more pushes to the release branch until we say so."
    [lesson] = extract_lessons(read_trace(_Claude().user(held).say("Understood.").session()))
    assert lesson.tentative, lesson
    standing = "No more pushes to the release branch without a review."
    [plain] = extract_lessons(read_trace(_Claude().user(standing).say("Understood.").session()))
    assert not plain.tentative, plain


def test_a_tools_report_or_a_transcript_pasted_in_a_turn_is_not_the_persons() -> None:
    from kenning.daemon.learning.gates import for_now
    from kenning.daemon.learning.pasted_text import pasted_under, transcript
    from kenning.daemon.learning.statements import sentences

    # an error copied from the browser under its headings: its bullets are the tool's words
    report = (
        "## Error Type\nRuntime Error\n\n## Error Message\nThe widget failed to mount.\n"
        "This may happen when:\n- You should never call render twice on one root.\n"
        "- Keys must be unique among siblings.\n\n## What I want\nKeep the root single."
    )
    parts = sentences(report)
    under = {parts[i] for i in pasted_under(parts)}
    assert "- You should never call render twice on one root." in under
    assert "Keep the root single." not in under
    assert not pasted_under(sentences("## Plan\nAlways run the linter.\n## Notes\nUse uv."))
    lessons = extract_lessons(read_trace(_Claude().user(report).say("Fixed.").session()))
    assert not any("render twice" in x.text or "unique among" in x.text for x in lessons)
    # a recording's words cut at its timestamps
    talk = "welcome all we always\n0:02\nship on fridays and you must\n0:05\nbring snacks to\n"
    talk += "0:09\nthe demo and then go on to\n0:12\nsay hi\nSummarise the talk above."
    parts = sentences(talk)
    cut = {parts[i] for i in transcript(parts)}
    assert "ship on fridays and you must" in cut and "Summarise the talk above." not in cut
    assert not transcript(sentences("Run it at 10:30.\nThen at 11:00.\nUse uv."))
    assert for_now("This time skip the e2e suite.") and for_now("这次先不要提交")
    assert not for_now("Always run the e2e suite before you push.")
    assert not for_now("Never push to main unless I tell you to.")  # a standing condition


def test_a_doubted_practice_said_for_every_case_is_learned_at_once() -> None:
    # under the judge's durable bar, "each …", "prefer …" with no object of the code at hand
    # hold beyond the task; naming one (`retry_limit`) the same words are about this task
    def said(turn: str) -> list[tuple[bool, float | None]]:
        s = (
            _Claude()
            .user("Set up the model installer.")
            .bash("python install.py", "timeout after 1s", failed=True)
            .say("The install timed out after one second.")
            .user(turn)
            .say("Understood.")
            .session()
        )
        return [(x.tentative, x.confidence) for x in extract_lessons(read_trace(s))]

    from kenning.daemon.learning.lessons import _judge_or_none

    judge = _judge_or_none(None)
    assert judge is not None
    for turn in ("Prefer small commits for each fix.", "Each handler should log its request id."):
        [(tentative, confidence)] = said(turn)
        assert confidence is not None and confidence < judge.durable_threshold, turn
        assert not tentative, turn
    [(tentative, confidence)] = said("Prefer the retry_limit of each job.")
    assert confidence is not None and confidence < judge.durable_threshold and tentative


def test_statements_in_another_script_keep_their_own_keys() -> None:
    # a lesson's key is its words in every script: two different statements written in
    # Chinese (or Russian) are two lessons, not one key for want of Latin letters (which
    # joined every such statement of a project into one "said again" rule); ASCII keeps
    # the key it had
    from kenning.daemon.learning.lesson import norm

    assert norm("Use uv_run, not pip!") == "use uv run not pip"
    assert norm("以后提交前先跑测试") != norm("不要修改生成的代码")
    assert norm("Никогда не трогай ветку main") == "никогда не трогай ветку main"
    keys = set()
    for text in ("你需要用 pytest 来运行测试。", "日志不应该写到项目根目录。"):
        session = (
            _Claude()
            .user("修复登录页的样式。")
            .bash("npm run build", "built in 2.1s")
            .user(text)
            .session()
        )
        keys |= {x.key for x in extract_lessons(read_trace(session))}
    assert len(keys) == 2


def test_a_question_that_rejects_the_agent_s_choice_is_a_correction() -> None:
    from kenning.daemon.learning.gates import asks, rejects

    # "why X and not Y?", "why would you suggest X?": what to do instead, asked
    session = (
        _Claude()
        .user("Install the client library.")
        .bash("pip install httpx", "Successfully installed httpx")
        .user("why pip and not uv add, like the rest of the repo?")
        .session()
    )
    [lesson] = extract_lessons(read_trace(session))
    assert (lesson.kind, lesson.tentative) == ("correction", False)
    assert "Why pip and not uv add" in lesson.text
    assert rejects("pytest, obviously; why would you suggest unittest?")
    # a question about a failure, or a request, rejects nothing
    assert asks("Why does the build fail on CI?") and not rejects("Why does the build fail on CI?")
    assert not rejects("Can you run the linter again?")


def test_a_chinese_sentence_telling_the_agent_what_it_must_do_is_a_lesson() -> None:
    from kenning.daemon.learning.gates import tells_agent

    # the English sentence model reads nothing of it: the form marks it (not tentative)
    session = (
        _Claude()
        .user("跑一下测试。")
        .bash("python -m unittest", "OK")
        .user("你需要用 pytest 来运行测试")
        .session()
    )
    said = [x for x in extract_lessons(read_trace(session)) if x.kind != "error_fix"]
    assert [(x.text, x.tentative) for x in said] == [("你需要用 pytest 来运行测试.", False)]
    assert tells_agent("日志不应该写到项目根目录")
    # "do you want …", "what you want", a question: no lesson
    assert not tells_agent("你要不要先看一下日志")
    assert not tells_agent("这就是你要的结果")
    assert not tells_agent("你需要我重启吗？")


def test_a_guardrail_s_form_is_sure_whichever_path_drew_it() -> None:
    from dataclasses import replace

    from kenning.daemon.learning.judge import default_judge

    # the shipped judge with a durable bar no turn reaches: it draws the statement from a
    # turn it doubts (tentative, as its other statements are); of a guardrail's form, the
    # statement is sure, as the form's own path makes it
    shipped = default_judge()
    doubting = Judge(replace(shipped.weights, durable=0.999), shipped.embedder)
    session = (
        _Claude()
        .user("Clear the cache folder.")
        .bash("rm -rf .cache/", "")
        .user("ensure that when you clear the cache you do not break the database volume")
        .session()
    )
    said = [x for x in extract_lessons(read_trace(session), doubting) if x.kind != "error_fix"]
    assert [(x.kind, x.tentative) for x in said] == [("guardrail", False)]


def test_a_practice_put_up_as_a_question_is_a_lesson() -> None:
    from kenning.daemon.learning.gates import asks, proposes

    # a proposal asked rather than ordered: what the person wants done, every time
    session = (
        _Claude()
        .user("Add a script that seeds the test database.")
        .bash("chmod +x scripts/seed.sh", "")
        .user(
            "Those shell scripts will not run on the Windows laptops. "
            "Perhaps we should write every helper script in Python?"
        )
        .session()
    )
    said = [x for x in extract_lessons(read_trace(session)) if x.kind != "error_fix"]
    assert any("helper script in Python" in x.text and not x.tentative for x in said)
    assert asks("but please use git mv instead, so the file history is kept?")
    assert proposes("but please use git mv instead, so the file history is kept?")
    assert proposes("Maybe we move the build to the repository root for good?")
    # a question for now, a proposal with no question mark, a bare "maybe": none of them
    assert not proposes("Can you run the migrations again?")
    assert not proposes("Maybe we move the build to the repository root.")
    assert not proposes("Maybe it is the proxy?")
