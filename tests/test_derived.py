"""The checks a rule derives from what it rules out (daemon/core/derived.py), run by the
one engine (checks.py) as every surface runs it."""

from __future__ import annotations

import pytest

from kenning.daemon.core.derived import derive, rewrite
from kenning.daemon.core.models import Rule, RuleState, Scope, Verification
from kenning.daemon.core.named import named
from kenning.daemon.playbook.checks import Checks, Finding, Situation, check_lines, check_text
from kenning.daemon.playbook.scope import file_language

UV = "Use uv, not pip: `uv add httpx` rather than `pip install httpx`"


def _findings(content: str, path: str, text: str, **rule: object) -> list[Finding]:
    checks = Checks.build([Rule(id="b-1", content=content, **rule)], [])  # type: ignore[arg-type]
    situation = Situation.of_file(None, path, repository=None, language=file_language(path))
    return check_text(checks, text, situation).findings


def _hits(content: str, path: str, text: str) -> list[str]:
    lines = text.splitlines()
    return [lines[f.line - 1][f.start : f.end] for f in _findings(content, path, text)]


# -- what a rule derives ---------------------------------------------------------------


@pytest.mark.parametrize(
    ("content", "kinds"),
    [
        (UV, {"command"}),
        ("We use uv here, not pip", {"command"}),
        ("Prefer pnpm over npm", {"command"}),
        ("Never `git push -f` to main", {"command"}),
        ("Never git push --force to main; use --force-with-lease on your own branch.", {"command"}),
        ("never use `requests`, use `httpx`", {"import", "dependency"}),
        ("Use the fetch API instead of axios", {"import", "dependency"}),
        ("don't call `os.system()`", {"call"}),
        ("Prefer pathlib.Path over os.path.join for file paths.", {"call"}),
    ],
)
def test_a_rule_that_rules_something_out_derives_a_check(content: str, kinds: set[str]) -> None:
    assert {d.what for d in derive(content)} == kinds


@pytest.mark.parametrize(
    "content",
    [
        "Always use `uv add` in this repo",  # only prescribes
        "Run tests with pytest -x while fixing a failing test",
        "Do not retry requests.post without a timeout",  # a circumstance a pattern cannot see
        "Never run `pip install` outside the venv",
        "ModuleNotFoundError: No module named 'yaml' → pip install pyyaml",  # an error, not a ban
        "black is not used here",  # describes; does not tell what to do instead
        "Do not edit generated files",  # nothing named
        "Never commit to main on Fridays; the team reviews on Mondays",
    ],
)
def test_a_rule_that_rules_nothing_checkable_out_derives_none(content: str) -> None:
    assert derive(content) == ()


def test_derivation_reads_the_one_extractor_of_named_things() -> None:
    # the things the checks come from are those sameness compares lessons with
    n = named(UV)
    assert n.forbidden == {"pip", "pip install"}
    assert ("pip install httpx", True) in n.spans and ("uv add httpx", False) in n.spans
    assert "uv" in n.prescribed


# -- commands: at command position, in the files commands are written in -------------------


def test_a_command_is_found_where_it_is_run() -> None:
    readme = "```\npip install httpx\n$ pip3 install rich\n```\nOr inline: `pip install x`.\n"
    assert _hits(UV, "README.md", readme) == [
        "pip install httpx",
        "pip3 install rich",
        "pip install x",
    ]
    make = "install:\n\t@pip install httpx && python -m pip install z\n"
    assert _hits(UV, "Makefile", make) == ["pip install httpx", "python -m pip install z"]
    ci = "steps:\n  - run: pip install httpx\n  - run: |\n      sudo pip install -e .\n"
    assert _hits(UV, ".github/workflows/ci.yml", ci) == ["pip install httpx", "pip install -e ."]
    assert _hits(UV, "Dockerfile", "RUN set -e; pip install --no-cache-dir a\n") == [
        "pip install --no-cache-dir a"
    ]
    assert _hits(UV, "scripts/setup.sh", "echo ok; pip freeze > req.txt\n") == [
        "pip freeze > req.txt"
    ]


def test_no_false_positive_on_the_word_or_another_program() -> None:
    text = (
        "We used pip before uv.\n"
        "- pip is slow\n"
        "uv pip install httpx\n"  # uv's pip interface
        "pipx install ruff\n"
        "pipenv install\n"
        "| tool | pip |\n"
        "Run pip install x from the docs\n"  # prose, not a command line
    )
    assert _hits(UV, "README.md", text) == []
    assert _hits(UV, "setup.sh", "uv pip install httpx\npipx install ruff\n") == []
    # a Python file is no place for a command: subprocess strings are not flagged
    assert _hits(UV, "a.py", 'subprocess.run("pip install x", shell=True)\n') == []


def test_a_subcommand_and_its_flags_narrow_the_command() -> None:
    rule = "Never `git push -f` to main"
    text = (
        "git push -f origin main\ngit push origin main\ngit push --force-with-lease\ngit status\n"
    )
    assert _hits(rule, "release.sh", text) == ["git push -f origin main"]
    prose = "Never git push --force to main; use --force-with-lease on your own branch."
    assert _hits(prose, "release.sh", text + "git push --force\n") == ["git push --force"]


def test_a_session_message_is_checked_for_commands() -> None:
    # the session audit's text is no file: an agent's command in a tool call's JSON
    checks = Checks.build([Rule(id="b-1", content=UV)], [])
    text = '{"command":"pip install httpx","description":"install"}'
    found = check_text(checks, text, Situation()).findings
    assert [text[f.start : f.end] for f in found] == ["pip install httpx"]


# -- libraries and calls ----------------------------------------------------------------


def test_a_library_is_found_in_imports_and_manifests() -> None:
    rule = "never use `requests`, use `httpx`"
    code = "import requests\nfrom requests.adapters import X\nimport requests_mock\nimport httpx\n"
    assert _hits(rule, "app/client.py", code) == ["import requests", "from requests"]
    assert _hits(rule, "requirements.txt", "requests>=2.31\nrequests-mock\nhttpx\n") == ["requests"]
    pyproject = 'dependencies = [\n  "requests>=2",\n  "httpx",\n]\n'
    assert _hits(rule, "pyproject.toml", pyproject) == ["requests"]
    assert _hits(rule, "README.md", "We replaced requests with httpx.\n") == []


def test_a_call_is_found_in_code_only() -> None:
    rule = "don't call `os.system()`"
    code = "import os\nos.system('ls')\nself.os.system(1)\nx = 'os'\n"
    assert _hits(rule, "run.py", code) == ["os.system"]
    assert _hits(rule, "notes.md", "os.system('ls') is gone\n") == []


# -- the remedy -------------------------------------------------------------------------


def test_the_remedy_maps_the_arguments_through() -> None:
    found = _findings(
        UV, "Makefile", "\tpip install rich typer\n\tpip install -r req.txt\n\tpip freeze\n"
    )
    assert [f.replacement for f in found] == ["uv add rich typer", None, None]
    assert found[0].fix.startswith("write `uv add rich typer` instead")
    assert all(f.derived for f in found)


def test_remedies_of_other_phrasings() -> None:
    (check, *_) = derive("Use `uv add` instead of `pip install`")
    assert rewrite(check.remedies, "pip install rich") == "uv add rich"
    assert rewrite(check.remedies, "python -m pip install rich") == "uv add rich"
    assert rewrite(check.remedies, "pip uninstall rich") is None
    (check, *_) = derive("Use `uv pip install` not `pip install`")
    assert rewrite(check.remedies, "pip install -U x") is None  # a flag may not map
    assert rewrite(check.remedies, "pip install x") == "uv pip install x"
    # no command stated as the remedy: only the finding
    assert all(not d.remedies for d in derive("We use uv here, not pip"))
    # two prescribed commands: which one is meant is not known
    two = "Use `uv add x` or `poetry add x` rather than `pip install x`"
    assert all(not d.remedies for d in derive(two))


# -- which rules carry one, where -----------------------------------------------------


def test_only_active_rules_without_their_own_check_derive_one() -> None:
    proposal = Rule(id="b-p", content=UV, state=RuleState.PROPOSAL)
    written = Rule(id="b-w", content=UV, verification=Verification(regex=r"pip freeze"))
    active = Rule(id="b-a", content=UV)
    checks = Checks.build([proposal, written, active], [])
    assert sorted({c.rule_id for c in checks.rules}) == ["b-a", "b-w"]
    assert [c.regex for c in checks.rules if c.rule_id == "b-w"] == ["pip freeze"]
    assert all(c.derived is not None for c in checks.rules if c.rule_id == "b-a")


def test_a_language_rule_checks_its_commands_in_mixed_files_and_scope_holds() -> None:
    python = {"scope": Scope.LANGUAGE, "scope_key": "python"}
    assert _hits(
        UV,
        "README.md",
        "pip install x\n",
    ) == ["pip install x"]
    assert len(_findings(UV, "README.md", "pip install x\n", **python)) == 1
    assert len(_findings(UV, "Makefile", "\tpip install x\n", **python)) == 1
    elsewhere = {"scope": Scope.WORKSPACE, "scope_key": "/nowhere/else"}
    assert _findings(UV, "README.md", "pip install x\n", **elsewhere) == []


def test_the_commit_audit_path_checks_added_lines() -> None:
    checks = Checks.build([Rule(id="b-1", content=UV)], [])
    situation = Situation.of_file(None, "Makefile", repository=None, language="makefile")
    found = check_lines(checks, [(3, "\tpip install httpx"), (4, "\tuv sync")], situation, str)
    assert [(f.line, f.replacement, f.derived) for f in found] == [(3, "uv add httpx", True)]


def test_a_javascript_library_is_found_in_imports_and_package_json() -> None:
    rule = "Use the fetch API instead of axios"
    code = "import axios from 'axios'\nconst a = require(\"axios/lib\")\nimport x from './axios'\n"
    assert _hits(rule, "web/api.ts", code) == ["axios", "axios"]
    assert _hits(rule, "package.json", '{\n  "dependencies": {\n    "axios": "^1.6"\n  }\n}\n') == [
        "axios"
    ]
