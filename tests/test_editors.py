"""Real editor clients: headless Neovim drives `kenning lsp`; the VS Code extension builds."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import tomllib
from pathlib import Path

import pytest

from kenning.daemon.core.config import Settings
from kenning.daemon.core.models import Rule
from kenning.daemon.playbook.curate import add_rule
from kenning.daemon.store.db import Store

from .conftest import KENNING
from .gitrepo import Repo
from .lsp_rules import PRINT_RULE, SQLITE_RULE, add_rules

ROOT = Path(__file__).resolve().parents[1]
PYTEST_RULE = "Run pytest with -x to stop at the first failure"
EDITORS = ROOT / "editors"


def _need(tool: str) -> str:
    """The tool's path (its test is marked `needs`: skipped or failed by name when missing)."""
    path = shutil.which(tool)
    assert path is not None, f"{tool} is not on PATH"
    return path


def _nvim(
    script: str, repo: Path, out: Path, settings: dict[str, str]
) -> subprocess.CompletedProcess[str]:
    """Run tests/nvim/`script` in headless Neovim with editors/nvim/kenning.lua, in `repo`,
    with its own XDG folders; it writes what it saw to `out`."""
    nvim = _need("nvim")
    env = {
        **os.environ,
        "KENNING_BIN": KENNING,
        "KENNING_NVIM_CONFIG": str(EDITORS / "nvim" / "kenning.lua"),
        "KENNING_NVIM_OUT": str(out),
        "XDG_CONFIG_HOME": str(repo.parent / "xdg-config"),
        "XDG_STATE_HOME": str(repo.parent / "xdg-state"),
        "XDG_DATA_HOME": str(repo.parent / "xdg-data"),
        **settings,
    }
    proc = subprocess.run(
        [nvim, "--headless", "-u", "NONE", "-i", "NONE", "-c",
         f"luafile {Path(__file__).parent / 'nvim' / script}"],
        cwd=repo,
        env=env,
        capture_output=True,
        text=True,
        timeout=90,
    )  # fmt: skip
    assert out.is_file(), f"nvim wrote nothing (exit {proc.returncode}): {proc.stderr}"
    return proc


def run_nvim(repo: Path, file: Path, line: int, out: Path, *, diagnostics: bool) -> str:
    """Open `file` in headless Neovim with editors/nvim/kenning.lua, hover `line`."""
    settings = {"KENNING_NVIM_FILE": str(file), "KENNING_NVIM_LINE": str(line)}
    if diagnostics:
        settings["KENNING_NVIM_WAIT_DIAGNOSTICS"] = "1"
    proc = _nvim("hover.lua", repo, out, settings)
    # the server complains (window/showMessage) about settings it cannot use
    assert "ignored a setting" not in proc.stdout + proc.stderr
    return out.read_text(encoding="utf-8")


@pytest.mark.slow
@pytest.mark.needs("nvim")
def test_neovim_hover_shows_the_rule(tmp_path: Path, store: Store) -> None:
    ids = add_rules(store)
    repo = tmp_path / "repo"
    (repo / ".git").mkdir(parents=True)
    file = repo / "app.py"
    file.write_text('import sqlite3\nconn = sqlite3.connect("x")\nprint("hi")\n')
    text = run_nvim(repo, file, 2, tmp_path / "hover.txt", diagnostics=True)
    assert not text.startswith("ERROR"), text
    assert SQLITE_RULE in text
    assert f"`{ids['sqlite']}`" in text
    assert f"3: [{ids['print']}] {PRINT_RULE}" in text


@pytest.mark.slow
@pytest.mark.needs("nvim")
def test_neovim_hover_on_an_irrelevant_line_is_empty(tmp_path: Path, store: Store) -> None:
    add_rules(store)
    repo = tmp_path / "repo"
    (repo / ".git").mkdir(parents=True)
    file = repo / "app.py"
    file.write_text("x = 1\n")
    text = run_nvim(repo, file, 1, tmp_path / "hover.txt", diagnostics=False)
    assert text.strip() == "-- diagnostics: 0"


def run_nvim_code_action(repo: Path, file: Path, pick: str, out: Path) -> str:
    """Open `file` in headless Neovim, run `vim.lsp.buf.code_action()` on the first
    diagnostic's line and pick the action whose title starts with `pick`."""
    _nvim("code_action.lua", repo, out, {"KENNING_NVIM_FILE": str(file), "KENNING_NVIM_PICK": pick})
    return out.read_text(encoding="utf-8")


@pytest.mark.slow
@pytest.mark.needs("nvim")
def test_neovim_learned_rule_diagnostic_and_its_code_action(tmp_path: Path, store: Store) -> None:
    from kenning.daemon.core.models import Provenance

    content = "Use uv, not pip: `uv add httpx` rather than `pip install httpx`"
    learned = Rule(
        id="new",
        content=content,
        provenance=Provenance(sessions=["claude_code:s1"], agents=["claude_code"]),
    )
    rule_id = add_rule(store, Settings(), learned).rule.id
    repo = tmp_path / "repo"
    (repo / ".git").mkdir(parents=True)
    file = repo / "README.md"
    file.write_text("# app\n\nInstall it:\n\n```sh\npip install httpx\n```\n")
    text = run_nvim_code_action(repo, file, "Rewrite", tmp_path / "action.txt")
    assert not text.startswith("ERROR"), text
    lines = text.splitlines()
    assert lines[0] == f"diagnostic 6: [{rule_id}] {content} (instead: `uv add httpx`)"
    assert f"action: Rewrite as `uv add httpx` ({rule_id})" in lines
    assert f"action: Ignore {rule_id} on this line" in lines
    assert "line: uv add httpx" in lines, text
    assert lines[-1] == "diagnostics after: 0"
    assert "uv add httpx\n" in file.read_text() and "pip" not in file.read_text()


def run_emacs(tmp_path: Path, file: Path, line: int, *, column: int = 8, mode: str = "") -> str:
    """`emacs --batch -l tests/emacs/hover.el` as docs/editors/emacs.md shows it (no -Q).

    The buffer opens in the mode Emacs picks for `file` unless `mode` names one."""
    emacs = _need("emacs")
    out = tmp_path / "emacs.txt"
    env = {
        **os.environ,
        "KENNING_BIN": KENNING,
        "KENNING_EMACS_CONFIG": str(EDITORS / "emacs" / "kenning.el"),
        "KENNING_EMACS_FILE": str(file),
        "KENNING_EMACS_LINE": str(line),
        "KENNING_EMACS_COLUMN": str(column),
        "KENNING_EMACS_MODE": mode,
        "KENNING_EMACS_OUT": str(out),
        "HOME": str(tmp_path / "emacs-home"),  # no init file of the user's
    }
    script = Path(__file__).parent / "emacs" / "hover.el"
    proc = subprocess.run(
        [emacs, "--batch", "-l", str(script)],
        cwd=file.parent,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert out.is_file(), f"emacs wrote nothing (exit {proc.returncode}): {proc.stderr}"
    text = out.read_text(encoding="utf-8")
    assert not text.startswith("ERROR"), text
    return text


@pytest.mark.slow
@pytest.mark.needs("emacs")
def test_emacs_eglot_hover_shows_the_rule(tmp_path: Path, store: Store) -> None:
    ids = add_rules(store)
    repo = Repo(tmp_path / "repo")  # eglot finds its project through git
    file = repo.path / "app.py"
    file.write_text('import sqlite3\nconn = sqlite3.connect("x")\nprint("hi")\n')
    text = run_emacs(tmp_path, file, 2, mode="python-mode")
    assert text.startswith("-- mode: python-mode\n")
    # eglot without markdown-mode asks for plain text (`contentFormat`): no Markdown marks
    assert "plaintext: kenning · 1 rule for this line" in text
    assert SQLITE_RULE in text and f"  {ids['sqlite']} · " in text
    assert "**" not in text and "`" not in text
    assert f"3: kenning [{ids['print']}]: {PRINT_RULE}" in text


@pytest.mark.slow
@pytest.mark.needs("emacs")
def test_emacs_as_it_comes_hovers_pyproject_in_conf_toml_mode(tmp_path: Path, store: Store) -> None:
    """Stock Emacs opens pyproject.toml in conf-toml-mode; eglot calls it `conf-toml`."""
    rule = Rule(id="new", content=PYTEST_RULE, tags=["python", "pytest"])
    rule_id = add_rule(store, Settings(), rule).rule.id
    repo = Repo(tmp_path / "repo")
    file = repo.path / "pyproject.toml"
    file.write_text('[project]\nname = "shop"\n\n[tool.pytest.ini_options]\naddopts = "-q"\n')
    text = run_emacs(tmp_path, file, 4, column=3)
    assert text.startswith("-- mode: conf-toml-mode\n"), text
    assert "plaintext: kenning · 1 rule for this line" in text, text
    assert PYTEST_RULE in text and rule_id in text


@pytest.mark.slow
@pytest.mark.needs("npm")
def test_vscode_extension_builds(tmp_path: Path) -> None:
    npm = _need("npm")
    npx = _need("npx")
    work = tmp_path / "vscode"
    shutil.copytree(EDITORS / "vscode", work, ignore=shutil.ignore_patterns("node_modules", "out"))
    for cmd in ([npm, "ci", "--no-audit", "--no-fund"], [npx, "tsc", "-p", "."]):
        proc = subprocess.run(cmd, cwd=work, capture_output=True, text=True, timeout=300)
        assert proc.returncode == 0, f"{' '.join(cmd)} failed:\n{proc.stdout}\n{proc.stderr}"
    compiled = (work / "out" / "extension.js").read_text()
    assert "kenning.markHarmful" in compiled and "vscode-languageclient/node" in compiled


def test_helix_entries_keep_the_defaults_and_are_documented() -> None:
    """Each shipped entry is a default list plus kenning, shown on the Helix page as shipped."""
    shipped = tomllib.loads((EDITORS / "helix" / "languages.toml").read_text())
    assert shipped["language-server"]["kenning"]["args"] == ["lsp"]
    page = (ROOT / "docs" / "editors" / "helix.md").read_text()
    for language in shipped["language"]:
        servers = language["language-servers"]
        assert servers[-1] == "kenning" and "kenning" not in servers[:-1], language
        assert len(servers) > 1, f"{language['name']}: no default server kept"
        listed = ", ".join(f'"{s}"' for s in servers)
        assert f"| `{language['name']}` |" in page, language["name"]
        assert f"language-servers = [{listed}]" in page, language["name"]


def test_vscode_package_has_what_vsce_asks_for() -> None:
    """repository, a LICENSE matching the project's, and a .vscodeignore keeping sources out."""
    package = json.loads((EDITORS / "vscode" / "package.json").read_text())
    project = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]
    assert package["license"] == project["license"] == "MIT"
    assert package["repository"]["url"] and package["repository"]["directory"] == "editors/vscode"
    assert (EDITORS / "vscode" / "LICENSE").read_text().startswith("MIT License")
    lines = (EDITORS / "vscode" / ".vscodeignore").read_text().splitlines()
    ignored = {line.strip() for line in lines if line.strip() and not line.startswith("#")}
    assert {"src/**", "tsconfig.json"} <= ignored
    # the compiled extension and its runtime dependencies must stay in the .vsix
    assert not ignored & {"out", "out/**", "node_modules", "node_modules/**"}
