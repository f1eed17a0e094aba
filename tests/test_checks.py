"""The one rule-check engine (daemon/playbook/checks.py, scope.py) and every surface on it.

The same rules give the same findings, scope included, in the commit audit
(a real git repository), the session audit (stored sessions), the editor's
diagnostics and hover (the language server's rule book and documents,
in-process), the context briefing and the AGENTS.md export.
"""

from __future__ import annotations

import ast
import time
from pathlib import Path
from typing import Any

import orjson
import pytest

from kenning.daemon.core.config import Settings
from kenning.daemon.core.models import (
    Maturity,
    Rule,
    RuleKind,
    RuleType,
    Scope,
    Verification,
    VerifyMode,
    to_iso,
    utcnow,
)
from kenning.daemon.playbook.book import Playbook
from kenning.daemon.playbook.checks import (
    Checks,
    Situation,
    Task,
    applies,
    check_lines,
    check_text,
    language_key,
)
from kenning.daemon.playbook.curate import add_rule
from kenning.daemon.playbook.export import render_section
from kenning.daemon.playbook.session_audit import audit_sessions
from kenning.daemon.retrieval.context import build_context
from kenning.daemon.store.db import Store
from kenning.hooks.install import install
from kenning.lsp.diagnostics import check_document
from kenning.lsp.documents import DocCache
from kenning.lsp.matching import in_scope
from kenning.lsp.rules import RuleBook

from .cli_imports import cli_imports
from .gitrepo import Repo

ROOT = Path(__file__).resolve().parent.parent

#: one line per rule below, the same text in a Python and in a Go file
CODE = "x = eval(s)\nprint(x)\nexec(code)\nobj = pickle.loads(blob)\npanic(err)\nos.system(cmd)\n"


def rule(content: str, regex: str, **kw: Any) -> Rule:
    return Rule(id="new", content=content, verification=Verification(regex=regex), **kw)


def anti(content: str, regex: str, **kw: Any) -> Rule:
    """A proven anti-pattern: it blocks a commit (the default `audit.block`)."""
    return rule(
        content,
        regex,
        type=RuleType.ANTI_PATTERN,
        kind=RuleKind.ANTI_PATTERN,
        maturity=Maturity.PROVEN,
        **kw,
    )


@pytest.fixture
def places(tmp_path: Path) -> dict[str, Repo]:
    """Two repositories: `here`, a Python project, and `there`, a Go project."""
    here = Repo(tmp_path / "here")
    here.write("pyproject.toml", '[project]\nname = "here"\n')
    here.commit("init")
    there = Repo(tmp_path / "there")
    there.write("go.mod", "module example.com/there\n\ngo 1.22\n")
    there.commit("init")
    return {"here": here, "there": there}


@pytest.fixture
def rules(store: Store, places: dict[str, Repo]) -> dict[str, str]:
    """One rule per line of CODE, each with another scope; their ids."""
    here, there = places["here"].path, places["there"].path
    rules = {
        "global": anti("AVOID: eval() on input", r"\beval\("),
        "here_path": anti(
            "AVOID: print debugging in this project",
            r"\bprint\(",
            scope=Scope.WORKSPACE,
            scope_key=str(here),
        ),
        "there_path": anti(
            "AVOID: exec of generated code in that project",
            r"\bexec\(",
            scope=Scope.WORKSPACE,
            scope_key=str(there),
        ),
        "python": anti(
            "AVOID: pickle.loads on untrusted blobs",
            r"pickle\.loads\(",
            scope=Scope.LANGUAGE,
            scope_key="py",
        ),
        "go": anti(
            "AVOID: panic in library packages",
            r"\bpanic\(",
            scope=Scope.LANGUAGE,
            scope_key="golang",
        ),
        "here_name": anti(
            "AVOID: os.system shell calls in the here repository",
            r"os\.system\(",
            scope=Scope.WORKSPACE,
            scope_key="here",
        ),
    }
    return {name: add_rule(store, Settings(), b).rule.id for name, b in rules.items()}


#: (rule, line of CODE) each place must find, and only these
EXPECTED = {
    "here": {("global", 1), ("here_path", 2), ("python", 4), ("here_name", 6)},
    "there": {("global", 1), ("there_path", 3), ("go", 5)},
}
FILES = {"here": ("app.py", "python"), "there": ("main.go", "go")}


def _named(found: set[tuple[str, int]], rules: dict[str, str]) -> set[tuple[str, int]]:
    names = {rid: name for name, rid in rules.items()}
    return {(names[rid], line) for rid, line in found if rid in names}


@pytest.mark.slow
def test_the_same_rules_give_the_same_findings_on_every_surface(
    store: Store,
    places: dict[str, Repo],
    rules: dict[str, str],
    kenning: Any,
    kenning_home: Path,
) -> None:
    book = RuleBook(kenning_home / "kenning.db")
    docs = DocCache()
    with store.transaction():
        for name, repo in places.items():
            store.execute(
                "INSERT INTO sessions (id, agent, native_id, source_path, workspace, started_at,"
                " updated_at) VALUES (?, 'codex', ?, '/x.jsonl', ?, ?, ?)",
                (f"codex:{name}", name, str(repo.path), to_iso(utcnow()), to_iso(utcnow())),
            )
            calls = orjson.dumps([{"name": "write", "input": CODE}]).decode()
            store.execute(
                "INSERT INTO messages (session_id, key, idx, role, text, tool_calls, created_at,"
                " content_hash) VALUES (?, 'k0', 0, 'assistant', 'Writing it.', ?, ?, 'h')",
                (f"codex:{name}", calls, to_iso(utcnow())),
            )
    sessions = audit_sessions(store, Settings(), None, days=7)
    for name, repo in places.items():
        expected = EXPECTED[name]
        file, language = FILES[name]
        path = repo.write(file, CODE)

        # the commit audit: the staged file in a real repository, through the CLI
        repo.git("add", file)
        result = kenning("audit", "--staged", "--json", cwd=repo.path)
        assert result.code == 1, result.stderr  # proven anti-patterns block
        commit = {(f["rule_id"], f["line"]) for f in result.json()["findings"]}
        assert _named(commit, rules) == expected, name

        # the editor: the language server's rule book and document facts
        ruleset = book.get(repo.path)
        info = docs.get(path.as_uri(), 1, path, language, CODE)
        found = check_document(ruleset.checks, CODE, info.ctx, max_chars=1_000_000).findings
        assert _named({(f.rule_id, f.line) for f in found}, rules) == expected, name
        # hover's scope test: the rules in scope for the file are the rules checked there
        held = [sb.rule for sb in ruleset.playbook.active() if sb.id in rules.values()]
        assert {b.id for b in held if in_scope(b, info.ctx)} == {rid for rid, _ in commit}, name

        # the session audit: what an agent wrote in a session run in this repository
        violations = {v.rule_id for v in sessions.violations if v.workspace == str(repo.path)}
        assert _named({(rid, 0) for rid in violations}, rules) == {(n, 0) for n, _ in expected}

        # the briefing: a task naming every rule's words, in this workspace and file
        brief = build_context(
            store,
            Settings(),
            "eval print exec pickle loads panic system shell calls",
            workspace=repo.path,
            file=path,
            limit=50,
        )
        shown = {e.id for e in brief.rules + brief.pitfalls}
        assert _named({(rid, 0) for rid in shown}, rules) == {(n, 0) for n, _ in expected}
    book.close()


def test_export_keeps_this_repositorys_workspace_rules_and_every_language(
    store: Store, places: dict[str, Repo], rules: dict[str, str]
) -> None:
    here = places["here"].path
    section = render_section(Playbook.load(store, Settings(), here), here, reader="cli")[0]
    inside = {name for name, rid in rules.items() if f"[{rid}]" in section}
    # the export has no file: language rules are not narrowed; another workspace's rule is
    assert inside == {"global", "here_path", "here_name", "python", "go"}


@pytest.mark.slow
def test_commit_audit_respects_scope(
    store: Store, places: dict[str, Repo], rules: dict[str, str]
) -> None:
    """A rule scoped to another workspace or language does not block a commit here."""
    here, there = places["here"], places["there"]
    install(here.path)
    install(there.path)
    here.write("run.py", "exec(code)\npanic(err)\n")  # `there` and Go rules only
    here.git("add", "run.py")
    proc = here.git("commit", "-m", "change", check=False)
    assert proc.returncode == 0, proc.stderr
    assert rules["there_path"] not in proc.stderr and rules["go"] not in proc.stderr
    there.write("run.go", "exec(code)\npanic(err)\n")
    there.git("add", "run.go")
    proc = there.git("commit", "-m", "change", check=False)
    assert proc.returncode == 1
    assert f"BLOCK run.go:1  [{rules['there_path']}]" in proc.stderr
    assert f"BLOCK run.go:2  [{rules['go']}]" in proc.stderr


def test_session_audit_runs_rule_regexes_with_re2(store: Store) -> None:
    """`(a+)+$` takes Python's backtracking `re` seconds on 24 `a`s; RE2 is linear."""
    add_rule(store, Settings(), anti("AVOID: runs of a", r"(a+)+$"))
    with store.transaction():
        store.execute(
            "INSERT INTO sessions (id, agent, native_id, source_path, workspace, started_at,"
            " updated_at) VALUES ('codex:s', 'codex', 's', '/x.jsonl', NULL, ?, ?)",
            (to_iso(utcnow()), to_iso(utcnow())),
        )
        store.execute(
            "INSERT INTO messages (session_id, key, idx, role, text, created_at, content_hash)"
            " VALUES ('codex:s', 'k', 0, 'assistant', ?, ?, 'h')",
            ("a" * 24 + "b", to_iso(utcnow())),
        )
    began = time.process_time()  # CPU, not wall: other work on the machine does not count
    result = audit_sessions(store, Settings(), None, days=7)
    assert time.process_time() - began < 1.0
    assert result.messages_checked == 1 and result.violations == []


def test_workspace_keys_name_a_folder_or_a_repository(tmp_path: Path) -> None:
    app = tmp_path / "src" / "app"

    def ws(key: str) -> Rule:
        return Rule(id="b", content="t", scope=Scope.WORKSPACE, scope_key=key)

    in_app = Situation(workspace=app / "api", repository=app)
    assert applies(ws(str(app)), in_app)  # a folder: the workspace is inside it
    assert applies(ws(str(tmp_path)), in_app)
    assert not applies(ws(str(app / "web")), in_app)
    assert applies(ws("app"), in_app)  # a bare name: the repository's name
    assert not applies(ws("api"), in_app)  # not a folder inside the repository
    assert applies(ws("api"), Situation(workspace=app / "api"))  # no repository: the folder
    assert not applies(ws("app"), Situation())  # no place: no workspace rule
    assert applies(ws("  "), Situation())  # no key narrows nothing
    a_file = Situation(file="x.py", file_path=app / "web" / "x.py")
    assert applies(ws(str(app / "web")), a_file)  # the file is inside the folder
    home = Path("~").expanduser()
    assert applies(ws("~/proj"), Situation(workspace=home / "proj" / "sub"))


def test_language_framework_task_and_glob() -> None:
    def scoped(scope: Scope, key: str, **kw: Any) -> Rule:
        return Rule(id="b", content="t", scope=scope, scope_key=key, **kw)

    tsx = Situation.of_file(None, "ui/App.tsx", repository=None, language="typescriptreact")
    assert applies(scoped(Scope.LANGUAGE, "TypeScript"), tsx)
    assert not applies(scoped(Scope.LANGUAGE, "python"), tsx)
    assert language_key("py") == language_key("python3") == "python"
    assert not applies(scoped(Scope.LANGUAGE, "python"), Situation(languages=frozenset()))
    assert applies(scoped(Scope.LANGUAGE, "python"), Situation())  # not known: not narrowed
    django = Situation(frameworks=frozenset({"django"}))
    assert applies(scoped(Scope.FRAMEWORK, "Django"), django)
    assert not applies(scoped(Scope.FRAMEWORK, "flask"), django)
    task = Task(["cut", "the", "release", "in", "rust"], ["cut", "the", "release", "in", "rust"],
                lambda key: frozenset(key.split()))  # fmt: skip
    briefing = Situation(languages=frozenset(), frameworks=frozenset(), task=task)
    assert applies(scoped(Scope.LANGUAGE, "rs"), briefing)  # the task names it
    assert applies(scoped(Scope.TASK, "release"), briefing)
    assert not applies(scoped(Scope.TASK, "migration"), briefing)
    assert applies(scoped(Scope.TASK, "migration"), Situation())  # no task: not narrowed
    only_tests = Rule(id="b", content="t", verification=Verification(regex="x", glob="tests/*"))
    assert applies(only_tests, Situation(file="tests/a.py"))
    assert not applies(only_tests, Situation(file="src/a.py"))
    assert applies(only_tests, Situation())  # no file: the glob does not narrow


def test_text_and_lines_find_the_same_and_refused_regexes_are_skipped() -> None:
    no_print = Rule(id="b-p", content="No print", verification=Verification(regex=r"\bprint\("))
    header = Rule(
        id="b-h",
        content="Starts with a header",
        verification=Verification(regex=r"^# SPDX", mode=VerifyMode.EXISTS, glob="*.py"),
    )
    old = Verification(regex=r"(?<=x)y", mode=VerifyMode.ABSENT, glob=None)  # not compiled here
    checks = Checks.build([no_print, header, Rule(id="b-old", content="o", verification=old)], [])
    text = 'x = 1\nprint("a")\n# SPDX later\nxy\n'
    at = Situation.of_file(None, "m.py", repository=None, language="python")
    whole = {(f.rule_id, f.line) for f in check_text(checks, text, at).findings}
    lines = list(enumerate(text.splitlines(), start=1))
    added = {(f.rule_id, f.line) for f in check_lines(checks, lines, at, lambda: text)}
    assert whole == added == {("b-p", 2)}  # `^` is per line: the header is there
    assert check_text(checks, "x = 1\n", at).findings[0].excerpt == "(the file lacks /^# SPDX/)"


def _imports_of(path: Path) -> set[str]:
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(), str(path))):
        if isinstance(node, ast.Import):
            found |= {a.name for a in node.names}
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            found.add(node.module)
    return found


@pytest.mark.slow
def test_front_ends_reach_no_store_and_the_engine_no_front_end() -> None:
    for folder in ("hooks", "lsp"):
        for path in (ROOT / folder).glob("*.py"):
            bad = {m for m in _imports_of(path) if m.startswith("kenning.daemon.store")}
            assert not bad, f"{path.name} imports {bad}: go through ops or playbook.checks"
    for folder in ("playbook", "ops", "retrieval", "core", "safety", "store"):
        for path in (ROOT / "daemon" / folder).rglob("*.py"):
            bad = {m for m in _imports_of(path) if m.startswith(("kenning.hooks", "kenning.lsp"))}
            assert not bad, f"daemon/{folder}/{path.name} imports a front end: {bad}"


@pytest.mark.slow
def test_the_commit_audit_imports_no_editor_or_model(places: dict[str, Repo]) -> None:
    here = places["here"]
    here.write("a.py", "x = 1\n")
    here.git("add", "a.py")
    proc, imported = cli_imports(["audit", "--staged", "--json"], here.path)
    assert proc.returncode == 0, proc.stderr[-2000:]
    heavy = {m for m in imported if m.split(".")[0] in {"lsprotocol", "pygls", "fastembed"}}
    assert not heavy and "onnxruntime" not in imported and "kenning.lsp" not in imported
