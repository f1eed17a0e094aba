"""Rule relevance, file checks, settings merge and hover text, in-process (no server)."""

from __future__ import annotations

import time
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

from kenning.daemon.core.config import LspConfig
from kenning.daemon.core.models import (
    Maturity,
    Rule,
    RuleState,
    Scope,
    Tombstone,
    Verification,
    VerifyMode,
)
from kenning.daemon.core.scoring import score
from kenning.daemon.playbook.book import ScoredRule
from kenning.lsp.diagnostics import Checks, check_document
from kenning.lsp.matching import (
    DocContext,
    RuleIndex,
    file_imports,
    imports_on,
    in_scope,
    language_of,
    line_tokens,
)
from kenning.lsp.render import ago, hover_markdown
from kenning.lsp.settings import ServerSettings, merge_client_settings

NOW = datetime(2026, 1, 1, tzinfo=UTC)
PY = DocContext("pkg/app.py", "python", Path("/w/repo"), frozenset({"django"}))


def scored(rule: Rule) -> ScoredRule:
    return ScoredRule(rule, score([], rule.maturity, NOW))


def rule(rule_id: str, content: str, **kw: Any) -> Rule:
    return Rule(id=rule_id, content=content, **kw)


def test_tokens_split_identifiers_and_drop_keywords() -> None:
    tokens = line_tokens("def getUserById(user_id): return self.session")
    assert tokens["getuserbyid"] == 1.5  # a name as written outweighs its parts
    assert tokens["user"] == 0.5 and "def" not in tokens and "return" not in tokens
    assert tokens["get user"] > tokens["user"]  # two words together
    assert line_tokens("x = 1") == {}


def test_common_words_urls_and_comments_do_not_pull_rules() -> None:
    rules = [
        rule("b-pytest", "Run pytest with -x while fixing a failing test", tags=["pytest"]),
        rule("b-keys", "Never hard-code API keys in source: read them from the environment"),
        rule("b-pickle", "Never unpickle untrusted data: pickle.loads runs arbitrary code"),
    ]
    index = RuleIndex(scored(b) for b in rules)

    def shown(line: str) -> list[str]:
        return [m.rule.rule.id for m in index.relevant(line, PY)]

    assert shown('subprocess.run(["git", "status"])') == []
    assert shown('url = "https://example.com/api/v1/users"') == []
    assert shown("data = json.loads(body)") == []
    assert shown("for key in data.keys():") == []
    assert shown("# see https://docs.python.org/3/library/pickle.html") == []
    assert shown("obj = pickle.loads(blob)") == ["b-pickle"]
    assert shown('API_KEY = "sk-live-4f9a8b7c"') == ["b-keys"]
    assert shown('subprocess.run(["pytest", "-x"])') == ["b-pytest"]


def test_a_call_matches_a_call_and_a_subcommand_its_own() -> None:
    rules = [
        rule("b-fetch", "fetch() does not reject on HTTP errors: check response.ok"),
        rule("b-npm", "Use npm ci in CI, not npm install", tags=["npm"]),
        rule("b-tx", "Run migrations in a transaction"),
    ]
    index = RuleIndex(scored(b) for b in rules)
    sh = DocContext("ci.sh", "shellscript", None)

    def shown(line: str, ctx: DocContext = PY) -> list[str]:
        return [m.rule.rule.id for m in index.relevant(line, ctx)]

    assert shown("res = await fetch(url)") == ["b-fetch"]
    assert shown("body = await res.json()") == []  # json alone says nothing
    assert shown("if not res.ok: raise Failed()") == ["b-fetch"]  # res is the response
    assert shown("git fetch --all", sh) == []
    assert shown("npm install", sh) == ["b-npm"]
    assert shown("npm run build", sh) == []  # another subcommand of npm
    # one part of a longer name is not enough, two are
    assert shown("transaction_count = 0") == []
    assert shown("def migrations_in_a_transaction(conn):") == ["b-tx"]


def test_a_rule_tagged_with_a_language_stays_out_of_other_languages() -> None:
    go_rule = rule("b-go", "Wrap errors with fmt.Errorf and %w", tags=["go"])
    index = RuleIndex([scored(go_rule)])
    go = DocContext("main.go", "go", None)
    assert [m.rule.rule.id for m in index.relevant('fmt.Errorf("x: %w", err)', go)] == ["b-go"]
    assert index.relevant('fmt.Errorf("x: %w", err)', PY) == []
    shell = DocContext("ci.sh", "shellscript", None)  # commands of any language live here
    assert index.relevant("fmt.Errorf", shell) != []


def test_imports_in_common_languages() -> None:
    assert imports_on("import os, sqlite3") == ["os", "sqlite3"]
    assert imports_on("from django.db import models") == ["django.db"]
    assert imports_on("import React from 'react'") == ["react"]
    assert imports_on('const x = require("lodash")') == ["lodash"]
    assert imports_on("use serde::Deserialize;") == ["serde::Deserialize"]
    assert imports_on("#include <stdio.h>") == ["stdio.h"]
    assert file_imports("import os\nfrom flask import Flask\nx = 1\n") == {"os", "flask"}


def test_scope_workspace_language_framework_glob() -> None:
    assert in_scope(rule("b-1", "t", scope=Scope.LANGUAGE, scope_key="py"), PY)
    assert not in_scope(rule("b-1", "t", scope=Scope.LANGUAGE, scope_key="go"), PY)
    assert in_scope(rule("b-1", "t", scope=Scope.WORKSPACE, scope_key="repo"), PY)
    assert not in_scope(rule("b-1", "t", scope=Scope.WORKSPACE, scope_key="other"), PY)
    assert in_scope(rule("b-1", "t", scope=Scope.FRAMEWORK, scope_key="Django"), PY)
    assert not in_scope(rule("b-1", "t", scope=Scope.FRAMEWORK, scope_key="flask"), PY)
    tests_only = Verification(regex="x", glob="tests/*.py")
    assert not in_scope(rule("b-1", "t", verification=tests_only), PY)
    assert language_of("a/b.ts", None) == "typescript"


def test_index_ranks_by_shared_tokens_and_skips_noise() -> None:
    rules = [
        rule("b-sql", "Wrap sqlite3 connections in a transaction", tags=["sqlite3"]),
        rule("b-log", "Use structured logging in services"),
        rule("b-go", "Close sqlite3 rows in Go", scope=Scope.LANGUAGE, scope_key="go"),
        rule("b-old", "sqlite3 is deprecated here", maturity=Maturity.DEPRECATED),
        rule("b-draft", "sqlite3 draft", state=RuleState.PROPOSAL),
    ]
    index = RuleIndex(scored(b) for b in rules)
    found = index.relevant('conn = sqlite3.connect("db")', PY, limit=3)
    assert [m.rule.rule.id for m in found] == ["b-sql"]
    assert "sqlite3" in found[0].tokens
    assert index.relevant("x = y + 1", PY) == []
    assert [m.rule.rule.id for m in index.relevant("log = logging.getLogger()", PY)] == ["b-log"]


def test_common_tokens_are_not_indexed_in_a_big_playbook() -> None:
    rules = [rule(f"b-{i}", f"service rule number{i} about widget{i}") for i in range(300)]
    index = RuleIndex(scored(b) for b in rules)
    assert index.relevant("service = make()", PY) == []  # in every rule: says nothing
    assert [m.rule.rule.id for m in index.relevant("widget7()", PY)] == ["b-7"]


def test_checks_absent_exists_tombstones_and_pragmas() -> None:
    no_print = rule("b-p", "No print", verification=Verification(regex=r"\bprint\(", glob="*.py"))
    header = rule(
        "b-h",
        "Files start with a licence header",
        verification=Verification(regex=r"\A# SPDX", mode=VerifyMode.EXISTS, glob="*.py"),
    )
    stone = Tombstone(id="t-1", pattern="os.popen", reason="unsafe", replacement="subprocess")
    checks = Checks.build([no_print, header], [stone])
    text = 'print("a")\nx = os.popen("ls")  # kenning: ignore[t-1]\n  print("b")\n'
    result = check_document(checks, text, PY, max_chars=10_000)
    assert [(f.rule_id, f.line, f.start, f.end) for f in result.findings] == [
        ("b-h", 1, 0, 0),  # lines count from 1, columns from 0 (the server converts)
        ("b-p", 1, 0, 6),
        ("b-p", 3, 2, 8),
    ]
    assert result.suppressed == 1
    silenced = check_document(
        checks, "# kenning: ignore-file[b-p, b-h]\n" + text, PY, max_chars=10_000
    )
    assert silenced.findings == []


def test_checks_cut_a_large_file_at_a_line_end_and_say_so() -> None:
    checks = Checks.build(
        [rule("b-p", "No print", verification=Verification(regex=r"print\("))], []
    )
    text = "print(1)\n" + "x = 1\n" * 1000 + "print(2)\n"
    result = check_document(checks, text, PY, max_chars=100)
    assert result.truncated_at is not None and text[result.truncated_at - 1] == "\n"
    assert [f.line for f in result.findings] == [1]


def test_a_catastrophic_regex_runs_in_linear_time() -> None:
    bad = rule("b-bad", "Bad", verification=Verification(regex=r"(a+)+$"))
    checks = Checks.build([bad], [])
    assert len(checks) == 1
    began = time.process_time()  # CPU, not wall: other work on the machine does not count
    result = check_document(checks, "a" * 100_000 + "!\n", PY, max_chars=1_000_000)  # re: ages
    assert time.process_time() - began < 1 and result.findings == []


def test_a_regex_re2_refuses_from_an_old_store_is_skipped() -> None:
    # a file or a command refuses it now (core/inputs.py); a rule stored before that
    # is read back as it was, without compiling its regex again
    old = Verification(regex=r"(?<=x)y", mode=VerifyMode.ABSENT, glob=None)
    checks = Checks.build([rule("b-old", "Old", verification=old)], [])
    assert [c.pattern for c in checks] == [None]  # compiled when first run: RE2 refuses it
    assert check_document(checks, "xy\n", PY, max_chars=100).findings == []


def test_client_settings_merge_and_refuse_bad_values() -> None:
    base = ServerSettings.from_config(LspConfig())
    merged, problems = merge_client_settings(
        base, {"kenning": {"maxHoverRules": 5, "severity": "loud", "hover": False, "nope": 1}}
    )
    assert merged.max_hover_rules == 5 and merged.hover is False
    assert merged.severity == "information"
    assert len(problems) == 2
    assert any("kenning.severity" in p for p in problems)
    assert any("kenning.nope: unknown setting" in p for p in problems)
    flat, _ = merge_client_settings(base, {"debounce_ms": 0})
    assert flat.debounce_ms == 0
    assert merge_client_settings(base, {"kenning": []}) == (base, [])  # Neovim's empty table


def test_client_settings_take_what_the_lsp_model_takes_and_nothing_else() -> None:
    """The cheap config check decides first; the `[lsp]` model words what it refuses."""
    from pydantic import ValidationError

    base = ServerSettings.from_config(LspConfig())
    for key, name in (("maxHoverRules", "max_hover_rules"), ("severity", "severity")):
        for value in (5, "5", 5.0, 5.5, -1, 0, "x", True, "hint", "warning", 10**9, [1], None):
            merged, problems = merge_client_settings(base, {"kenning": {key: value}})
            if value is None:  # an editor's unset value: the server's own stays
                assert (merged, problems) == (base, [])
                continue
            try:
                wanted = getattr(LspConfig.model_validate({name: value}), name)
            except ValidationError:
                assert merged == base and len(problems) == 1, (key, value, problems)
                assert problems[0].startswith(f"kenning.{key}: "), problems
                continue
            assert (getattr(merged, name), problems) == (wanted, []), (key, value)


def test_hover_text_is_short_markdown() -> None:
    sb = scored(rule("b-x", "Use *fixtures* for the db", tags=["db"]))
    index = RuleIndex([sb])
    text = hover_markdown(index.relevant("fixture = load_fixture()", PY))
    assert text.startswith("**kenning** · 1 rule for this line")
    assert "Use \\*fixtures\\* for the db" in text and "`b-x`" in text
    assert "not marked yet" in text
    assert ago(NOW - timedelta(days=3), NOW) == "3 days ago"
    assert ago(NOW, NOW) == "just now" and ago(None) == "never"


def test_client_columns_in_each_encoding() -> None:
    from kenning.lsp.documents import from_client_col, to_client_col

    line = 'x = "😋" + print(1)'
    col = line.index("print")
    assert to_client_col(line, col, "utf-32") == col
    assert to_client_col(line, col, "utf-16") == col + 1
    assert to_client_col(line, col, "utf-8") == col + 3
    for enc in ("utf-8", "utf-16", "utf-32"):
        assert from_client_col(line, to_client_col(line, col, enc), enc) == col
