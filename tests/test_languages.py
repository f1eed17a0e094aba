"""The one table of languages: editors' ids, Emacs modes and file names → kenning's names."""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

import pytest

from kenning.daemon.core.languages import (
    LANGUAGES,
    editor_language,
    file_language,
    is_mixed,
    language_key,
)
from kenning.daemon.core.models import Rule, Scope
from kenning.daemon.core.scoring import score
from kenning.daemon.playbook.book import ScoredRule
from kenning.daemon.playbook.pragmas import pragma_comment
from kenning.daemon.playbook.scope import Situation, Task, applies
from kenning.daemon.playbook.stack import detect_stack, language_of
from kenning.lsp.matching import DocContext, RuleIndex
from kenning.lsp.terms import line_terms


@pytest.mark.parametrize(
    ("names", "language"),
    [
        (["toml", "conf-toml", "conf-toml-mode", "toml-ts-mode", "TOML"], "toml"),
        (
            [
                "sh",
                "bash",
                "zsh",
                "shell-script",
                "shellscript",
                "sh-mode",
                "bash-ts-mode",
                "Shell Script",
            ],
            "shell",
        ),
        (["makefile", "make", "makefile-gmake-mode", "makefile-bsdmake", "Makefile"], "makefile"),
        (["markdown", "gfm", "md", "markdown-mode", "gfm-mode"], "markdown"),
        (["dockerfile", "dockerfile-ts-mode", "Dockerfile"], "dockerfile"),
        (["yaml", "yml", "yaml-ts-mode", "github-actions-workflow"], "yaml"),
        (["javascript", "js", "javascriptreact", "jsx", "js-mode", "js2-mode"], "javascript"),
        (["typescript", "ts", "typescriptreact", "tsx", "tsx-ts-mode", "TSX"], "typescript"),
        (["python", "py", "python3", "python-mode", "python-ts-mode", "python-ts"], "python"),
        (["cpp", "c++", "c++-mode", "C++"], "cpp"),
        (["conf", "conf-unix", "conf-space-mode", "ini", "dosini", "properties"], "conf"),
        (["plaintext", "text", "fundamental", "text-mode"], "text"),
    ],
)
def test_every_name_of_a_language_is_one_name(names: list[str], language: str) -> None:
    assert {language_key(n) for n in names} == {language}


def test_a_name_the_table_does_not_know_stays_itself() -> None:
    assert language_key("Elixir_ish") == "elixir-ish"
    assert editor_language("notes.unknownext", "Elixir_ish") == "elixir-ish"


def test_file_names_and_extensions() -> None:
    cases = {
        "pyproject.toml": "toml",
        "README.md": "markdown",
        "docs/guide.markdown": "markdown",
        "Makefile": "makefile",
        "build/rules.mk": "makefile",
        "Dockerfile": "dockerfile",
        "Dockerfile.dev": "dockerfile",
        ".github/workflows/ci.yml": "yaml",
        "scripts/release.sh": "shell",
        "web/App.tsx": "typescript",
        "web/App.jsx": "javascript",
        ".env": "dotenv",
        "requirements-dev.txt": "pip-requirements",
        "src/a.py": "python",
        "bin/deploy": None,
    }
    assert {p: file_language(p) for p in cases} == cases


def test_the_file_name_decides_over_an_editor_id_shared_by_every_buffer() -> None:
    # eglot before 1.16 sends one id, the mode that started the server, for every buffer
    assert editor_language("pyproject.toml", "conf-toml") == "toml"
    assert editor_language("README.md", "conf-toml") == "markdown"
    assert editor_language("pyproject.toml", "plaintext") == "toml"
    # the id decides where the name says nothing or only vaguely, or picks among many
    assert editor_language("bin/deploy", "sh") == "shell"
    assert editor_language("notes.txt", "markdown") == "markdown"
    assert editor_language("include/a.h", "cpp") == "cpp"
    assert editor_language("include/a.h", None) == "c"
    assert editor_language("bin/deploy", None) is None


def test_the_table_names_each_alias_and_extension_once() -> None:
    seen: dict[str, str] = {}
    for lang in LANGUAGES:
        for name in (lang.name, *lang.aliases):
            assert name not in seen, f"{name}: {seen.get(name)} and {lang.name}"
            seen[name] = lang.name


def test_comment_syntax_and_mixed_files_come_from_the_table() -> None:
    assert pragma_comment("shellscript", "b-1") == "# kenning: ignore[b-1]"
    assert pragma_comment("typescriptreact", "b-1") == "// kenning: ignore[b-1]"
    assert pragma_comment("markdown", "b-1") == "<!-- kenning: ignore[b-1] -->"
    assert pragma_comment("lua", "b-1") == "-- kenning: ignore[b-1]"
    assert pragma_comment("no-such-language", "b-1") == "# kenning: ignore[b-1]"
    assert all(is_mixed(n) for n in ("conf-toml", "sh", "make", "gfm", "yml", "dockerfile"))
    assert not is_mixed("python") and not is_mixed(None)
    # `#` starts a comment in TOML, so the words after it count for little
    assert line_terms('dev = ["pytest"]  # pytest here', "conf-toml") == line_terms(
        'dev = ["pytest"]  # pytest here', "toml"
    )


def _scored(rule: Rule) -> ScoredRule:
    return ScoredRule(rule, score([], rule.maturity, datetime.now(UTC)))


def test_a_rule_tagged_python_shows_in_pyproject_whatever_the_editor_calls_toml() -> None:
    pytest_rule = Rule(
        id="b-px",
        content="Run pytest with -x to stop at the first failure",
        tags=["python", "pytest"],
    )
    index = RuleIndex([_scored(pytest_rule)])
    line = "[tool.pytest.ini_options]"
    for language_id in ("toml", "conf-toml", "conf", "plaintext", None):
        ctx = DocContext("pyproject.toml", editor_language("pyproject.toml", language_id), None)
        assert [m.rule.rule.id for m in index.relevant(line, ctx)] == ["b-px"], language_id
    # a DocContext built with an editor's id directly is normalised too
    assert DocContext("ci.sh", "shellscript", None).language == "shell"


def test_a_language_rule_applies_by_any_name_of_the_language(tmp_path: Path) -> None:
    toml_rule = Rule(
        id="b-t", content="Keep tables sorted", scope=Scope.LANGUAGE, scope_key="conf-toml"
    )
    here = Situation.of_file(None, "pyproject.toml", repository=None, language="toml")
    assert applies(toml_rule, here)
    shell_rule = Rule(
        id="b-s", content="set -euo pipefail", scope=Scope.LANGUAGE, scope_key="shellscript"
    )
    script = Situation.of_file(None, "ci.sh", repository=None, language=file_language("ci.sh"))
    assert applies(shell_rule, script)
    # the briefing's stack names data files' languages too; a lesson's languages are code
    (tmp_path / "pyproject.toml").write_text("[project]\nname = 'x'\n")
    stack = detect_stack(tmp_path, tmp_path / "pyproject.toml")
    assert {"toml", "python"} <= stack.languages
    assert language_of(tmp_path / "README.md") is None
    assert language_of(tmp_path / "a.tsx") == "typescript"


def test_a_task_that_says_make_does_not_name_makefiles() -> None:
    task = Task(["make", "the", "golang", "tests", "pass"], [], lambda _k: frozenset())
    assert task.languages == {"the", "go", "tests", "pass"}
