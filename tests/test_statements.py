"""Which user sentences are rules (daemon/learning/statements.py): corrections without
trigger words, whole lessons, and no chit-chat or one-off requests."""

from __future__ import annotations

import pytest

from kenning.daemon.learning.gates import (
    asked_about,
    asks,
    binding,
    describes,
    file_task,
    floats,
    next_step,
    refusal,
    reports,
    says_nothing,
    standing,
)
from kenning.daemon.learning.pasted_text import data_like, expository, pasted_output, word_count
from kenning.daemon.learning.statements import (
    StatedScope,
    clean_rule,
    rule_statements,
    sentences,
    stated_scope,
    statement_spans,
)


def _rules(text: str, after_agent: bool = True) -> list[str]:
    return [s.text for s in rule_statements(text, after_agent=after_agent)]


@pytest.mark.parametrize(
    "text",
    [
        "no, use uv run here",
        "pnpm, not npm.",
        "We're a pnpm shop.",
        "we can't have raw SQL in handlers",
        "it has to go through the repository layer",
        "rather than mocking the clock, inject it",
        "don't touch the generated client here",
        "In this repo migrations are reversible.",
        "No — bump the version in Cargo.toml, not in the lockfile.",
        "Handlers should never call the database directly.",
        "we use structlog for logging, not print",
        "From now on run the linters before committing.",
        "Nope, that has to be a flyway migration in db/migration.",
    ],
)
def test_practices_are_rules_without_trigger_words(text: str) -> None:
    assert len(_rules(text)) == 1, text


@pytest.mark.parametrize(
    "text",
    [
        "Never mind the rest, I think I get it now.",
        "make the status badge blue instead of grey",
        "rename this variable to total_cents",
        "Thanks, that's all for today!",
        "Can you add a test for the limiter?",
        "The endpoint should return 404 when the invoice is missing.",
        "Add a /health endpoint to the API.",
        "ok cool, that's it for now",
        "Hmm, that broke the build. Let's leave it for now.",
        "Make the banner text bold.",
        "Looks good, ship it.",
    ],
)
def test_chit_chat_one_offs_and_task_specs_are_not_rules(text: str) -> None:
    assert _rules(text) == [], text


def test_the_remedy_stays_with_the_prohibition() -> None:
    rules = _rules("Use --force-with-lease. And never force-push to main.", after_agent=False)
    assert rules == ["Use --force-with-lease. Never force-push to main."]


def test_the_reason_joins_the_rule() -> None:
    (rule,) = _rules("Don't upgrade pydantic past 1.x here. The billing models depend on orm_mode.")
    assert "orm_mode" in rule and "pydantic" in rule


def test_a_correction_opener_makes_an_imperative_a_rule_only_after_the_agent_acted() -> None:
    assert _rules("No, use httpx.", after_agent=True) == ["Use httpx."]
    assert _rules("No, use httpx.", after_agent=False) == []
    assert rule_statements("No, use httpx.", after_agent=True)[0].correction


def test_code_fences_and_quotes_are_not_sentences() -> None:
    text = "Here is the log:\n```\nnever do this\n```\n> always quoted\nthanks"
    assert sentences(text) == ["Here is the log:", "thanks"]


def test_clean_rule_drops_openers_and_capitalises() -> None:
    assert clean_rule("no, use uv here") == "Use uv here."
    assert clean_rule("undo that, don't bump tokio") == "Don't bump tokio."


@pytest.mark.parametrize(
    ("said", "rule"),
    [
        ("no auto commit from now on", "No auto commit from now on."),
        ("No mocks in the tests", "No mocks in the tests."),
        (
            "stop making changes without checking with me first",
            "Stop making changes without checking with me first.",
        ),
        ("No no no use uv", "Use uv."),
        ("Stop! Use uv", "Use uv."),
        ("careful, the database is real", "The database is real."),
    ],
)
def test_no_and_stop_open_a_correction_only_when_set_off(said: str, rule: str) -> None:
    # "no X" and "stop doing X" are the rule itself: dropping the word would say the opposite
    assert clean_rule(said) == rule


@pytest.mark.parametrize(
    ("text", "where", "language", "glob"),
    [
        ("In every project, answer in British English.", "everywhere", None, None),
        ("Use the logger everywhere, never print.", "everywhere", None, None),
        ("Money is integer cents everywhere in this codebase.", "repo", None, None),
        ("In Python files, annotate every function.", "filetype", "python", None),
        ("For *.tsx files use named exports.", "filetype", "typescript", "*.tsx"),
        ("Run the linter before you commit.", "repo", None, None),
        ("For test files, use the fixtures.", "repo", None, None),
    ],
)
def test_the_scope_the_person_meant(
    text: str, where: str, language: str | None, glob: str | None
) -> None:
    assert stated_scope(text) == StatedScope(where, language, glob)


def test_chosen_sentences_are_made_whole_with_remedy_and_reason() -> None:
    parts = sentences(
        "Add the export. Use --force-with-lease. Never force-push to main. "
        "The release job depends on its history."
    )
    [st] = statement_spans(parts, lambda i, _s, _c: i == 2, after_agent=True)
    assert st.text == (
        "Use --force-with-lease. Never force-push to main. The release job depends on its history."
    )
    assert (st.first, st.end) == (1, 4)


@pytest.mark.parametrize(
    ("sentence", "describes"),
    [
        (
            "Windows paths include drive letters and backslashes, whereas macOS paths use a "
            "forward slash.",
            True,
        ),
        (
            "Likewise, a playlist saved on a Mac will not find its files on Windows unless the "
            "volume is mounted.",
            True,
        ),
        ("Money is integer cents everywhere in this codebase.", False),
        ("Docstring should be in numpy document format.", False),
        ("Use the logger everywhere and never print to the console in the service.", False),
        ("Put the webservice project inside the backend folder of the repo.", False),
        ("The test database is in the project root and is called ecommerce.db", False),
        ("Tabs, not spaces.", False),
        ("Говори со мной по-русски и объясняй каждый шаг.", False),
    ],
)
def test_a_sentence_that_describes_rather_than_instructs_is_expository(
    sentence: str, describes: bool
) -> None:
    assert expository(sentence) is describes


@pytest.mark.parametrize(
    ("sentence", "data"),
    [
        ("PMA_HOST: mysql.", True),
        ("dbdata:/var/lib/mysql.", True),
        ("APP_PORT=11080. APP_HOST=192.168.1.20. APP_SECURE_COOKIE=false.", True),
        ("I20250926 05:23:24.584219 2341436 run.py:378] Executing model on the board", True),
        ("[05:23:24] src/runtime/graph.h:310: Warning: do not support key param_set_key.", True),
        ("## Inline Review Comments.", True),
        ("TypeError: Cannot read properties of undefined (reading 'ldap')", True),
        ("./scripts/gen.sh: line 25: cd: ./tmp: No such file or directory.", True),
        ("dev@box-13:~/code/quant$ pixi run -e dev python scripts/compare.py", True),
        ('⏺ Web Search("n8n TypeError Cannot read properties")', True),
        ("Don't swallow the TypeError: log it and re-raise.", False),
        ("mkdir: cannot create directory '/example': Permission denied.", True),
        ("yq: error: argument files: can't open 'services'", True),
        ("usage: yq [-h] [--yaml-output] [--width WIDTH]", True),
        (
            "dev@box:~/code/quant$ , in this workspace, always use pixi run, not system python.",
            False,
        ),
        ("Note: keep the old API working until v3.", False),
        ("Important: cannot push to main without a review.", False),
        ("Error: connect ECONNREFUSED 127.0.0.1:5432", True),
        ("npm ERR! code ERESOLVE", True),
        ("warning: LF will be replaced by CRLF in src/app.ts.", True),
        ('{"name": "web", "private": true, "version": "0.1.0"}', True),
        ("Warning: the staging database is shared, never drop tables there.", False),
        ("**Encoding and Special Characters:**.", True),
        ("**Preserve Data Logic:** Do NOT alter the sync store.", False),
        ("Use loguru.logger instead of print.", False),
        ("Use uv.", False),
        ("14 |     # pin the formatter here, not in the lockfile", True),
        (">>> 15 | RUN make deps", True),
        ("In health endpoint, do NOT return sqlite://// ever.", False),
        ("Always run `make lint` before committing.", False),
        ("以后不用再问我，直接改就行", False),
        ("Отвечай всегда на русском.", False),
        # a test runner's failed test pasted inside the person's words
        (
            "The tests still fail: FAILED api\\tests\\test_db.py::test_open - assert False",
            True,
        ),
        ("ERROR tests/test_cli.py::test_help - ModuleNotFoundError", True),
        ("Run pytest tests/test_db.py::test_open before each push.", False),
    ],
)
def test_a_log_line_or_a_line_of_settings_is_data_not_words(sentence: str, data: bool) -> None:
    assert data_like(sentence) is data


@pytest.mark.parametrize(
    ("sentence", "task"),
    [
        ("Revise scripts/build.sh, it should not call the old one.", True),
        ("Now create a manual test in tests/, which scans the model folder.", True),
        ("Configure our pyproject.toml so the src layout imports.", True),
        ("First, just remove the pnpm step from docker/install.sh", True),
        ("Revise docs/design.md, prefer attrs over dataclasses.", False),
        ("Always run scripts/check.sh before committing.", False),
        ("Write tests in tests/unit/ for every new module.", False),
        ("Run the linter before you commit.", False),
        ("No, put the migration in db/migrations/, not in src/.", False),
        # "by default", "all" here describe what the task builds, not how to work
        ("Modify tools/seed.sh, set the retry count to 3 by default.", True),
        ("Revise ImportQueue, all the flushes write the index first.", True),
        ("Revise it, PAYROLL_EXPORT_DIR should point to the shared volume.", True),
        ("Now rename `fetch_all` to `load_rows` and update all the callers.", True),
        ("Implement parseInvoice so we need not wait for the other branch.", True),
        # a word about how to work keeps it a lesson
        ("Revise ImportQueue, and make sure you follow our error guideline.", False),
        ("Update cli/main.py, you should never print raw tracebacks.", False),
        ("Implement the billing module.", False),
    ],
)
def test_an_order_to_do_something_to_a_named_file_is_a_task(sentence: str, task: bool) -> None:
    assert file_task(sentence) is task


@pytest.mark.parametrize(
    ("sentence", "holds"),
    [
        ("Always squash the fixup commits before you open the PR.", True),
        ("never call the payments sandbox from the unit tests", True),
        ("Going forward, put new fixtures under tests/data.", True),
        ("Next time ask me before you delete a branch.", True),
        ("Every time you touch the schema, bump SCHEMA_VERSION.", True),
        ("Whenever a job fails, attach its log to the ticket.", True),
        ("Please don't ever force-push the release branch again.", True),
        ("以后提交前先跑一遍测试", True),
        ("今後は必ず日本語でコメントを書いてください", True),
        ("Впредь пиши коммиты на английском.", True),
        ("Antworte immer auf Deutsch.", True),
        ("Nunca subas las claves al repositorio.", True),
        ("Never force-push.", True),
        # Chinese and Japanese "never" anywhere in the sentence, as Korean 절대
        ("【规则】绝对不要改动生成的客户端代码", True),
        ("千万别把密钥提交到仓库", True),
        ("決してmainに直接プッシュしないでください", True),
        ("本番の設定は絶対に変更しないで", True),
        # not a practice said to hold: a question, data, or words for this task only
        ("Do you always run the whole suite?", False),
        ("Never mind, the build is green now.", False),
        ("Rename the helper to parse_row.", False),
        ("You must restart the container now.", False),
        ("[12:00:01] ERROR never reached the handler", False),
    ],
)
def test_a_sentence_said_to_hold_beyond_the_task_is_standing(sentence: str, holds: bool) -> None:
    assert standing(sentence) is holds


@pytest.mark.parametrize(
    "sentence",
    [
        "It never worked on the staging box.",
        "I keep a copy of the dump, not always the latest one.",
        "先留着这个脚本，说不定以后还会用到",
        "页面每次刷新都会报错",
        # 绝对 alone is "absolute", and "will never" is a prediction
        "这里要用绝对路径",
        "这个问题绝对和缓存有关",
        "这个函数永远不会返回空值",
        "絶対パスで指定してください",
    ],
)
def test_always_and_never_that_describe_are_not_standing(sentence: str) -> None:
    assert not standing(sentence)


@pytest.mark.parametrize(
    ("statement", "binds"),
    [
        ("Docstrings should follow the numpy format.", True),
        ("Use structlog instead of print.", True),
        ("Tabs, not spaces.", True),
        ("Money is integer cents everywhere in this codebase.", True),
        ("heads-up: release tags are signed by the CI key now.", True),
        ("we're a bazel shop, the Makefile is only for the docs.", True),
        ("Avoid adding more globals to config.py.", True),
        ("新建的文件放到 src/core 下面", True),  # another script: not judged
        ("Maybe we switch the builds to the workspace root for good?", True),
        ("Let's permanently keep the fixtures beside their tests.", True),
        # an instruction for the task at hand, with nothing that binds the work
        ("Restart the dev server and open the login page.", False),
        ("Draft the importer's design in notes/importer.md.", False),
        ("Delete the stale lock file and rerun the installer.", False),
    ],
)
def test_a_statement_binds_the_work_or_is_an_instruction_for_now(
    statement: str, binds: bool
) -> None:
    assert binding(statement) is binds


@pytest.mark.parametrize(
    ("sentence", "refuses"),
    [
        ("I don't want you to touch the billing tables, ask me first.", True),
        ("dont use wildcard imports.", True),
        ("Let's not pin the minor versions in requirements.", True),
        ("I dont like the retries in the HTTP client.", True),
        ("Don't you want to use a queue here?", False),
        ("I want the export to use the new API.", False),
    ],
)
def test_a_sentence_that_refuses_a_practice(sentence: str, refuses: bool) -> None:
    assert refusal(sentence) is refuses


@pytest.mark.parametrize(
    ("sentence", "words"),
    [
        ("Run the linter before you commit.", 6),
        ("提交之前先运行测试", 4),
        ("コミットの前にテストを実行して", 7),
    ],
)
def test_words_are_counted_in_scripts_without_spaces(sentence: str, words: int) -> None:
    assert word_count(sentence) == words


@pytest.mark.parametrize(
    "sentence", ["restart: always", "Auto-commits: never.", "Going forward.", "From now on:"]
)
def test_a_setting_or_a_bare_marker_is_not_standing(sentence: str) -> None:
    assert not standing(sentence)


@pytest.mark.parametrize(
    ("sentence", "asking"),
    [
        ("Why is the parser imported twice here?", True),
        ("When do we bump the schema version?", True),
        ("Can we run the smoke test locally to see that it works.", True),
        ("ok could you write me a one-liner that lists the stale branches", True),
        ("The Makefile has several lint targets, can you tell me which ones to run.", True),
        ("We deploy with the release script, could you always run it through make.", False),
        ("Could you always run the formatter before committing?", False),
        ("Never call the payments sandbox from unit tests.", False),
        ("Use uv, not pip.", False),
        # a question without its mark: an auxiliary before its subject
        ("should we add a contributing guide to the docs", True),
        ("ok do we need the cache at all", True),
        ("Should be in docs/, not in the root.", False),
        ("Do not use var in new code.", False),
        # a suggestion asked as a negative question
        ("Nah we leave it, I guess cant we use another provider maybe", True),
        ("the config already exists, we should reuse the staging one shouldn't we", True),
        ("We can't use the system Python here, use pixi run.", False),
    ],
)
def test_a_question_or_a_request_for_now_is_no_statement(sentence: str, asking: bool) -> None:
    assert asks(sentence) is asking


@pytest.mark.parametrize(
    ("sentence", "empty"),
    [
        ("Going forward.", True),
        ("From now on we should always do it like this.", True),
        ("Never do that.", True),
        ("Do not auto commit.", False),
        ("No mocks.", False),
        ("Tabs, not spaces.", False),
        ("以后注释都写英文", False),
        # a sentence that presents what follows it
        ("Here is the spec once more:", True),
        ("below are the failures", True),
        ("Below is the log:", True),
        ("Here is how we deploy: always tag the release first, never push to main.", False),
    ],
)
def test_a_sentence_that_points_elsewhere_says_nothing(sentence: str, empty: bool) -> None:
    assert says_nothing(sentence) is empty


@pytest.mark.parametrize(
    ("sentence", "reporting"),
    [
        ("I ran the export script, it does not write the summary file like before.", True),
        ("seems not right, because the uploads folder is not shared with the worker.", True),
        ("It looks like the proxy drops the header.", True),
        ("I noticed the importer skips the first row.", True),
        ("I see no reason to pin the minor versions.", False),
        ("It looks like you used npm; we always use pnpm here.", False),
        ("Use uv, not pip.", False),
        # what the person has at hand: the task's situation
        ("I have a pull request with three failing checks to look at.", True),
        ("I've got two workers reading from one queue.", True),
        # the project's setup, as often the ground of a lesson as the task's (measured)
        ("We have a cache folder under data/, point the jobs at it.", False),
        ("I have a rule: no network calls in unit tests.", False),  # states one
        ("We have a strong convention of one class per file.", False),
        ("I have a project where we always pin the versions.", False),  # holds beyond
    ],
)
def test_a_report_of_what_the_person_saw_is_no_statement(sentence: str, reporting: bool) -> None:
    assert reports(sentence) is reporting


@pytest.mark.parametrize(
    ("sentence", "describing"),
    [
        ("**Card List:** The list should go back to a plain table of rows.", True),
        ("release.Dockerfile should build alone, without the base image.", True),
        ("the path in the index table should be relative to the data dir", True),
        ("The endpoint should return 404 for a missing invoice.", True),
        ("--cache-dir will by default point at the user cache, unless given", True),
        ("Whenever I press save or export, the sign-in dialog should open", True),
        ("If --out is not given, write the report to stdout.", True),
        ("we should be able to run the tool without a virtualenv", True),
        ("with --random to shuffle the scan order, otherwise scan by ascending id", True),
        ("Without --frozen-lockfile the CI install drifts, always pass it.", False),
        # a kind of thing, a team's own, a word that holds beyond the task: how to work
        ("Handlers should return 404 for a missing record.", False),
        ("Our migrations must be reversible.", False),
        ("The commit subject should always stay under 72 characters.", False),
        ("The endpoint should return 404 from now on.", False),
        ("Use the shared client, the old one should not be imported.", False),
    ],
)
def test_what_one_thing_of_the_product_should_do_is_no_statement(
    sentence: str, describing: bool
) -> None:
    assert describes(sentence) is describing


def test_an_idea_put_to_the_agent_for_its_opinion_is_no_statement() -> None:
    idea = (
        "I was thinking the blog and the shop pages could share one template. The landing "
        "page will always be built by hand. How does that sound?"
    )
    assert floats(sentences(idea))
    assert floats(sentences("Let's keep the cache in redis, what do you think?"))
    assert floats(sentences("两个页面共用一个模板，你觉得呢？"))
    # a question about something else, or a practice followed by a request, is not
    assert not floats(sentences("Always run the linter before you push. Can you run it now?"))
    assert not floats(sentences("Use uv here, not pip."))


def test_a_terminal_session_pasted_at_the_start_of_a_turn_is_output() -> None:
    turn = (
        "dev@box:~/q$ python plot.py --rows 10\n"
        "plot.py:12: UserWarning: the old colour map is going away.\n"
        "Pass cmap= to choose another one.\n"
        "obj = pickle.load(f)\n"
        "why is the legend empty?"
    )
    parts = sentences(turn)
    assert pasted_output(parts) == len(parts) - 2  # up to the last data: the pickle line
    assert "Pass cmap= to choose another one." in parts[: pasted_output(parts)]
    # a turn that opens with the person's words, or a prompt they type after, is not output
    assert pasted_output(sentences("Use uv here.\nobj = pickle.load(f)")) == 0
    assert pasted_output(sentences("dev@box:~/q$ , here you always use pixi run.")) == 0


def test_material_pasted_under_a_question_about_it_is_not_the_person_s() -> None:
    brief = "Modern players prefer UTF-8. A robust tool should escape a leading #."
    asked = f"How much of the brief below is implemented?\n=====\n{brief}"
    assert asked_about(asked) == "How much of the brief below is implemented?\n"
    # rules the person wrote under a heading of their own, or a turn with no separator, stay
    rules = "Follow these rules:\n---\n- Always use uv.\n- Never push to main."
    assert asked_about(rules) == rules
    assert asked_about(brief) == brief


def test_a_refusal_of_the_thing_at_hand_is_no_practice() -> None:
    assert not refusal("I don't want to remove it, renaming it is fine")
    assert refusal("I don't want to hard-code the currency, read it from the locale")
    assert refusal("Don't use wildcard imports in the handlers.")


@pytest.mark.parametrize(
    ("sentence", "step"),
    [
        ("Then run the migration against the staging copy.", True),
        ("In the end, delete the temporary bucket.", True),
        ("Next, add the export button.", True),
        ("Then always run the tests before you push.", False),
        ("After that, ask me before you start the rewrite.", False),
        ("Run the migration against the staging copy.", False),
    ],
)
def test_this_task_s_next_step_is_no_statement(sentence: str, step: bool) -> None:
    assert next_step(sentence) is step


def test_a_refusal_keeps_the_remedy_said_after_it() -> None:
    # "keep the remedy with the prohibition": what the person wants instead, said after a
    # refusal, is the other half of the lesson; an order for now after it is not
    parts = sentences("I don't want to use Poetry here. I want to use uv for every package.")
    [st] = statement_spans(parts, lambda i, _s, _c: i == 0, after_agent=True)
    assert st.text == "I don't want to use Poetry here. I want to use uv for every package."
    parts = sentences("I don't like the nested callbacks. Fix the parser now.")
    [st] = statement_spans(parts, lambda i, _s, _c: i == 0, after_agent=True)
    assert st.text == "I don't like the nested callbacks."


def test_a_list_s_next_item_is_a_point_of_its_own() -> None:
    # a brief of bullet points: each item is its own statement, not the other half of the
    # item before it; a sentence that goes on inside the same item stays with it
    parts = sentences(
        "Context:\n- Format with black before each commit.\n"
        "- The CI runner is slow, so keep fixtures small. Never add a fixture over 1 MB.\n"
        "- Use ruff for linting."
    )
    spans = statement_spans(parts, lambda i, s, _c: s.startswith("- "), after_agent=False)
    assert [st.text for st in spans] == [
        "Format with black before each commit.",
        "The CI runner is slow, so keep fixtures small. Never add a fixture over 1 MB.",
        "Use ruff for linting.",
    ]


def test_a_terminal_ui_s_frame_is_no_part_of_a_sentence() -> None:
    from kenning.daemon.learning.statements import sentences, unframed

    # a message pasted from a boxed terminal UI: borders dropped, sides cut, a line the box
    # wrapped joined again
    boxed = (
        "╭──────────────────────────────╮\n"
        "│ Keep every migration reversible and  │\n"
        "│ name it after the table it changes.  │\n"
        "╰──────────────────────────────╯\n"
        "Thanks."
    )
    assert sentences(boxed) == [
        "Keep every migration reversible and name it after the table it changes.",
        "Thanks.",
    ]
    wrapped = "Open a pull                │\n│   request after each feature.\n"
    assert sentences(wrapped) == ["Open a pull request after each feature."]
    # a table's pipes and text with no box character are left as they are
    plain = "| a | b |\nUse uv.\n"
    assert unframed(plain) == plain
