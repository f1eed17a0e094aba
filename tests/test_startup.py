"""Start-up: `kenning --version` and `--help` import almost nothing; config loads without
pydantic; the commands that read or mark rules build no settings model and load no context
engine, model or numpy.

Every hook, editor and agent call pays the console script's start-up, so
these run the real script in a fresh interpreter and read what it imported
(`python -X importtime`). The timing itself is a benchmark
(`python -m bench commands`), not a test.
"""

from __future__ import annotations

import importlib.metadata
import json
import os
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

import click
import pytest

from kenning.daemon import __version__
from kenning.daemon.cli.main import LAZY_COMMANDS, SHORT_HELP, KenningGroup, cli

from .cli_imports import cli_imports

#: what the hot paths must not import: each costs tens of milliseconds
HEAVY = ("pydantic", "sqlite_utils", "numpy", "orjson", "kenning.daemon.store.db")


def _script() -> str:
    found = shutil.which("kenning", path=str(Path(sys.executable).parent))
    assert found is not None, "the kenning console script is not installed in this venv"
    return found


def _imports(argv: list[str], home: Path) -> tuple[str, set[str]]:
    """stdout of `argv` run by a fresh interpreter, and every module it imported."""
    env = {**os.environ, "KENNING_HOME": str(home)}
    proc = subprocess.run(
        [sys.executable, "-X", "importtime", *argv],
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert proc.returncode == 0, proc.stderr[-2000:]
    modules = {
        line.rsplit("|", 1)[1].strip()
        for line in proc.stderr.splitlines()
        if line.startswith("import time:") and "|" in line
    }
    return proc.stdout, modules


def _heavy(modules: set[str]) -> list[str]:
    return sorted(
        m
        for m in modules
        if m.split(".")[0] in HEAVY
        or m in HEAVY
        or (m.startswith("kenning.daemon.cli.") and m != "kenning.daemon.cli.main")
    )


@pytest.mark.parametrize("flag", ["--version", "--help", "-h"])
def test_version_and_help_import_nothing_heavy(kenning_home: Path, flag: str) -> None:
    out, modules = _imports([_script(), flag], kenning_home)
    assert ("click" in modules) is (flag != "--version")
    assert _heavy(modules) == [], f"`kenning {flag}` imported them"
    assert out.strip()


def test_version_is_the_installed_distributions(kenning_home: Path) -> None:
    out, modules = _imports([_script(), "--version"], kenning_home)
    assert "click" not in modules  # a bare --version is answered before click loads
    assert out.strip() == f"kenning, version {__version__}"
    assert importlib.metadata.version("kenning") == __version__
    # with another option, click answers: in the same words
    clicked, modules = _imports([_script(), "--set", "a.b=1", "--version"], kenning_home)
    assert "click" in modules
    assert clicked == out


def _full_help(group: click.Group) -> str:
    # a wide page: no short help is cut, so every SHORT_HELP sentence is compared whole
    ctx = click.Context(group, info_name="kenning", terminal_width=400, max_content_width=400)
    return group.get_help(ctx)


def test_help_lists_every_command_as_the_commands_describe_themselves() -> None:
    lazy = KenningGroup(name="kenning", params=cli.params, callback=cli.callback, help=cli.help)
    lazy_page = _full_help(lazy)
    assert lazy.commands == {}, "listing the commands loaded a command module"
    cli.load_all()
    # with no length limit, click's short help is the docstring's first sentence
    expected = {
        name: command.get_short_help_str(limit=10**6)
        for name, command in sorted(cli.commands.items())
        if not command.hidden
    }
    table = "".join(f"    {name!r}: {text!r},\n" for name, text in expected.items())
    assert expected == SHORT_HELP, f"SHORT_HELP in daemon/cli/main.py should read:\n{table}"
    assert set(cli.commands) <= set(LAZY_COMMANDS)
    assert lazy_page == _full_help(cli), (
        "SHORT_HELP in daemon/cli/main.py differs from the commands' docstrings: "
        "copy each command's first sentence"
    )
    for name in LAZY_COMMANDS:
        assert f"\n  {name} " in lazy_page or cli.commands[name].hidden, name


def test_help_page_at_the_console_matches_the_loaded_commands(kenning_home: Path) -> None:
    out, _ = _imports([_script(), "--help"], kenning_home)
    env = {**os.environ, "KENNING_HOME": str(kenning_home)}
    loaded = subprocess.run(
        [
            sys.executable,
            "-c",
            "from kenning.daemon.cli.main import cli; cli.load_all(); "
            "cli.main(['--help'], prog_name='kenning')",
        ],
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert out == loaded.stdout


def test_loading_the_config_builds_no_model(kenning_home: Path, tmp_path: Path) -> None:
    kenning_home.mkdir(parents=True, exist_ok=True)
    (kenning_home / "config.toml").write_text(
        '[scoring]\nhalf_life_days = 30\n[agents.codex]\nroots = ["~/x"]\n'
    )
    code = (
        "import sys\n"
        "from kenning.daemon.core.config import load_config\n"
        "c = load_config(flags={'lsp.max_hover_rules': '5'})\n"
        "print(c.get('scoring.half_life_days'), c.get('lsp.max_hover_rules'),"
        " c.get('agents.codex.roots'), c.get('embed.background'))\n"
        "print(sorted(m for m in sys.modules if m.split('.')[0] == 'pydantic')[:3])\n"
    )
    env = {**os.environ, "KENNING_HOME": str(kenning_home), "KENNING_EMBED__BACKGROUND": "false"}
    proc = subprocess.run(
        [sys.executable, "-c", code],
        env=env,
        cwd=tmp_path,
        capture_output=True,
        text=True,
        timeout=60,
        check=True,
    )
    assert proc.stdout.splitlines() == ["30.0 5 ['~/x'] False", "[]"]


#: what a command that reads, adds or marks rules in its own process must not
#: import: the settings models (pydantic), the briefing's engine and its search,
#: the embedder, numpy, sqlite-utils (each tens of milliseconds; together they
#: were 0.2-0.4 s of every such command)
NOT_FOR_RULES = (
    "pydantic",
    "numpy",
    "sqlite_utils",
    "fastembed",
    "onnxruntime",
    "kenning.daemon.core.settings",
    "kenning.daemon.retrieval.context_service",
    "kenning.daemon.retrieval.search",
)


@pytest.mark.parametrize(
    "argv",
    [
        ["playbook", "list", "--json"],
        ["playbook", "list", "--state", "all", "--json"],
        ["playbook", "get", "{id}", "--json"],
        ["mark", "{id}", "--helpful", "--json"],
        ["playbook", "add", "prefer ruff over flake8 for linting", "--json"],
        ["stale", "--json"],
        ["init", "--json"],
        ["audit", "--staged", "--hook"],
    ],
)
def test_rule_commands_import_no_settings_model_engine_or_numpy(
    store: Any, tmp_path: Path, argv: list[str]
) -> None:
    _one_rule(store)
    subprocess.run(["git", "init", "-q", str(tmp_path)], check=True)
    (tmp_path / "a.py").write_text("import os\n")
    subprocess.run(["git", "-C", str(tmp_path), "add", "a.py"], check=True)
    args = [a.replace("{id}", "b-0000000001") for a in argv]
    proc, imported = cli_imports(args, tmp_path)
    assert proc.returncode == 0, proc.stderr[-2000:]
    assert proc.stdout.strip() or argv[0] == "audit"
    found = sorted(m for m in imported if m in NOT_FOR_RULES or m.split(".")[0] in NOT_FOR_RULES)
    assert found == [], f"`kenning {' '.join(argv)}` imported them"


#: what `status` and `doctor` must not import: they count the embedding backlog
#: (`retrieval/vectors/backlog`), they search nothing by meaning, and they read
def test_a_new_homes_first_command_migrates_its_store_without_sqlite_utils(
    kenning_home: Path, tmp_path: Path
) -> None:
    """The first command in a new home makes the store and runs every migration without
    sqlite-utils (and the numpy it pulls in: ~0.15 s of CPU); the store records each
    step as sqlite-utils' `Migrations` reads them."""
    from sqlite_utils import Database
    from sqlite_utils.migrations import Migrations

    from kenning.daemon.store.db import SCHEMA_VERSION, Store
    from kenning.daemon.store.migrations import STEPS

    proc, imported = cli_imports(["playbook", "list", "--json"], tmp_path)
    assert proc.returncode == 0, proc.stderr[-2000:]
    assert json.loads(proc.stdout)["count"] == 0
    found = sorted(m for m in imported if m.split(".")[0] in ("sqlite_utils", "numpy"))
    assert found == [], "the first command imported them"
    with Store.open(kenning_home / "kenning.db") as store:
        assert store.query("PRAGMA user_version")[0][0] == SCHEMA_VERSION
        names = [step.__name__ for step in STEPS]
        assert store.applied_migrations() == names
        theirs = Migrations("kenning")
        for step in STEPS:
            theirs()(step)
        db = Database(store.conn, execute_plugins=False)
        assert [m.name for m in theirs.applied(db)] == names
        assert theirs.pending(db) == []


def _one_rule(store: Any) -> None:
    """One rule in the store, waiting for its vector."""
    from kenning.daemon.core.models import Rule
    from kenning.daemon.store.rules import RuleRepo

    with store.transaction():
        RuleRepo(store).insert(Rule(id="b-0000000001", content="use uv, not pip, to install"))


#: the settings through their plain view (`LoadedConfig.plain`), as `ingest` does
NOT_FOR_STATUS = (
    "numpy",
    "fastembed",
    "onnxruntime",
    "kenning.daemon.retrieval.vectors.index",
    "kenning.daemon.core.settings",
)


@pytest.mark.parametrize("argv", [["status", "--json"], ["doctor", "--json"]])
def test_status_and_doctor_count_the_backlog_without_numpy(
    store: Any, tmp_path: Path, argv: list[str]
) -> None:
    _one_rule(store)
    proc, imported = cli_imports(argv, tmp_path)
    assert proc.returncode in (0, 1), proc.stderr[-2000:]  # doctor exits 1 on a finding
    data = json.loads(proc.stdout)
    if argv[0] == "status":  # the rule waits for its vector: counted
        assert data["embeddings"]["pending_rules"] == 1
    else:
        (check,) = [c for c in data["checks"] if c["name"] == "embeddings"]
        assert "1 rule not yet embedded" in check["detail"]
    found = sorted(m for m in imported if m in NOT_FOR_STATUS or m.split(".")[0] in NOT_FOR_STATUS)
    assert found == [], f"`kenning {' '.join(argv)}` imported them"


def test_ingest_reads_a_session_without_the_settings_models(store: Any, tmp_path: Path) -> None:
    """`kenning ingest FILE` reads, redacts and stores a session with the plain settings."""
    from .ingest_helpers import copy_fixture

    path = copy_fixture(
        "codex/rollout.jsonl", tmp_path / ".codex" / "sessions" / "2026" / "04" / "rollout-a.jsonl"
    )
    proc, imported = cli_imports(["ingest", str(path), "--json"], tmp_path)
    assert proc.returncode == 0, proc.stderr[-2000:]
    data = json.loads(proc.stdout)
    assert (data["sessions"], data["failed"], data["unclaimed"]) == (1, 0, [])
    assert data["messages"] > 0
    found = sorted(m for m in imported if m in NOT_FOR_STATUS or m.split(".")[0] in NOT_FOR_STATUS)
    assert found == [], "`kenning ingest` imported them"


@pytest.mark.slow
def test_an_ingest_with_nothing_new_builds_no_sanitizer(store: Any, tmp_path: Path) -> None:
    """The redactor's rules (~0.2 s of CPU to import and build) are built for a source that
    has something new to read: a run that finds every source unchanged, or none, skips them."""
    from .ingest_helpers import copy_fixture

    path = copy_fixture(
        "codex/rollout.jsonl", tmp_path / ".codex" / "sessions" / "2026" / "04" / "rollout-a.jsonl"
    )
    sanitizer = "kenning.daemon.safety.sanitize"
    first, imported = cli_imports(["ingest", str(path), "--json"], tmp_path)
    assert first.returncode == 0, first.stderr[-2000:]
    assert json.loads(first.stdout)["messages"] > 0 and sanitizer in imported
    again, imported = cli_imports(["ingest", str(path), "--json"], tmp_path)
    assert again.returncode == 0, again.stderr[-2000:]
    data = json.loads(again.stdout)
    assert (data["sessions"], data["messages"], data["unchanged"]) == (0, 0, 1)
    assert sanitizer not in imported
    scan, imported = cli_imports(["ingest", "--json"], tmp_path)
    assert scan.returncode == 0, scan.stderr[-2000:]
    assert json.loads(scan.stdout)["messages"] == 0 and sanitizer not in imported


def _framed(*messages: dict[str, Any]) -> bytes:
    """LSP messages as a client writes them to the server's stdin."""
    out = b""
    for message in messages:
        body = json.dumps(message).encode()
        out += b"Content-Length: %d\r\n\r\n" % len(body) + body
    return out


@pytest.mark.slow
def test_the_language_server_hovers_without_pydantic(store: Any, tmp_path: Path) -> None:
    """`kenning lsp` starts, loads a playbook and hovers with the plain settings; the
    `[lsp]` model is built only to word a bad value an editor sends."""
    _one_rule(store)
    uri = (tmp_path / "setup.sh").as_uri()
    stdin = _framed(
        {"jsonrpc": "2.0", "id": 1, "method": "initialize",
         "params": {"processId": None, "rootUri": tmp_path.as_uri(), "capabilities": {}}},
        {"jsonrpc": "2.0", "method": "initialized", "params": {}},
        {"jsonrpc": "2.0", "method": "textDocument/didOpen",
         "params": {"textDocument": {"uri": uri, "languageId": "shellscript", "version": 1,
                                     "text": "pip install requests\n"}}},
        {"jsonrpc": "2.0", "id": 2, "method": "textDocument/hover",
         "params": {"textDocument": {"uri": uri}, "position": {"line": 0, "character": 1}}},
        {"jsonrpc": "2.0", "id": 3, "method": "shutdown", "params": None},
        {"jsonrpc": "2.0", "method": "exit", "params": None},
    )  # fmt: skip
    proc = subprocess.run(
        [sys.executable, "-X", "importtime", _script(), "lsp"],
        input=stdin,
        capture_output=True,
        env=os.environ,
        cwd=tmp_path,
        timeout=60,
    )
    assert proc.returncode == 0, proc.stderr[-2000:]
    bodies = [json.loads(part.split(b"\r\n\r\n", 1)[1]) for part in
              proc.stdout.split(b"Content-Length: ")[1:]]  # fmt: skip
    (hover,) = [b for b in bodies if b.get("id") == 2]
    assert "use uv, not pip, to install" in hover["result"]["contents"]["value"]
    imported = {
        line.rsplit("|", 1)[-1].strip()
        for line in proc.stderr.decode().splitlines()
        if line.startswith("import time:")
    }
    found = sorted(m for m in imported if m.split(".")[0] in ("pydantic", "numpy") or m in
                   ("kenning.daemon.core.settings", "kenning.daemon.core.transcripts"))  # fmt: skip
    assert found == [], "`kenning lsp` imported them"


@pytest.mark.parametrize(
    "argv",
    [["context", "install the dependencies with pip", "--json"], ["search", "install", "--json"]],
)
def test_context_and_search_build_no_settings_model(
    store: Any, tmp_path: Path, argv: list[str]
) -> None:
    """The engine reads its keys through the config's plain view (`ContextEngine.values`)."""
    _one_rule(store)
    proc, imported = cli_imports(argv, tmp_path)
    assert proc.returncode == 0, proc.stderr[-2000:]
    data = json.loads(proc.stdout)
    if argv[0] == "context":
        assert [r["content"] for r in data["rules"]] == ["use uv, not pip, to install"]
        assert "pydantic" not in {m.split(".")[0] for m in imported}
    else:
        assert data["query"] == "install" and "hits" in data
    assert "kenning.daemon.core.settings" not in imported
