"""Every command goes through the operations layer, and each operation answers the same
from the daemon, in-process and through the CLI."""

from __future__ import annotations

import ast
import inspect
import os
import sys
import textwrap
from pathlib import Path
from typing import Any

import click
import pytest

from kenning.daemon.cli.main import NOT_OPERATIONS, cli
from kenning.daemon.core.client import LOCAL_OPERATIONS, RemoteError, call
from kenning.daemon.core.config import load_config
from kenning.daemon.core.errors import KenningError
from kenning.daemon.ops import OPERATIONS, OpContext, run
from kenning.daemon.store.db import Store

from .cli_imports import cli_imports, heavy
from .gitrepo import Repo
from .learning_sessions import fixed_error_session, write_session
from .test_ops import shape
from .waiting import wait_for

#: a credential's shape the staged audit blocks (split: this file holds no secret)
SECRET = "AKIA" + "Q3EGRTZ5NX7WUB2C"


def _commands() -> dict[str, click.Command]:
    """Every command a person can run, by its words ("playbook add"); a group that runs
    on its own (`kenning mcp`) counts as one."""
    cli.load_all()
    found: dict[str, click.Command] = {}

    def walk(cmd: click.Command, words: list[str]) -> None:
        if isinstance(cmd, click.Group):
            if cmd.invoke_without_command and words:
                found[" ".join(words)] = cmd
            for name, sub in cmd.commands.items():
                walk(sub, [*words, name])
        else:
            found[" ".join(words)] = cmd

    walk(cli, [])
    return found


def _operations_of(command: click.Command) -> set[str]:
    """The operations a command's callback hands to `run_op`, itself or through a function
    of its module (the names must be literal: a computed one is not seen, on purpose)."""
    assert command.callback is not None
    fn = inspect.unwrap(command.callback)
    module = sys.modules[fn.__module__]
    names: set[str] = set()
    seen: set[str] = set()

    def visit(source: Any) -> None:
        for node in ast.walk(ast.parse(textwrap.dedent(inspect.getsource(source)))):
            if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Name)):
                continue
            called = node.func.id
            if called == "run_op":
                if len(node.args) > 1 and isinstance(node.args[1], ast.Constant):
                    names.add(str(node.args[1].value))
                continue
            helper = getattr(module, called, None)
            ours = inspect.isfunction(helper) and helper.__module__ == module.__name__
            if ours and called not in seen:
                seen.add(called)
                visit(helper)

    visit(fn)
    return names


def test_every_command_is_an_operation_or_says_why_not() -> None:
    commands = _commands()
    served = {words: _operations_of(cmd) for words, cmd in commands.items()}
    bypass = sorted(w for w, ops in served.items() if not ops and w not in NOT_OPERATIONS)
    assert bypass == [], (
        "these commands do their work themselves: make it an operation (daemon/ops/, "
        "OPERATIONS) the command calls through run_op, or add it to cli.main.NOT_OPERATIONS "
        "with the reason"
    )
    both = sorted(w for w, ops in served.items() if ops and w in NOT_OPERATIONS)
    assert both == [], "listed as not an operation, yet it runs one"
    assert set(NOT_OPERATIONS) <= set(commands), "NOT_OPERATIONS names a command that is gone"
    assert all(reason.strip() for reason in NOT_OPERATIONS.values())
    unknown = {w: ops - set(OPERATIONS) for w, ops in served.items() if ops - set(OPERATIONS)}
    assert unknown == {}
    # the table this module reads is the one the commands are held to
    assert served["playbook add"] == {"playbook.add"}
    assert served["export agents-md"] == {"export"}
    assert served["audit"] == {"audit.staged", "audit.sessions"}


def _ctx(store: Store) -> OpContext:
    return OpContext(load_config(), lambda: store, source="process", warm=False)


def _same(there: dict[str, Any] | None, here: dict[str, Any], *moving: str) -> None:
    """Equal, but for the keys that say when rather than what."""
    assert there is not None
    for key in moving:
        there.pop(key, None), here.pop(key, None)
    assert there == here


def _learned(kenning: Any, tmp_path: Path) -> tuple[Path, str, str]:
    """Two sessions ingested, diarised and reflected on, and a backup made: a daemon
    started now finds nothing to do (its learning pass and daily backup would
    otherwise change answers between the two asked). The first file and both ids."""
    user = tmp_path / "user-home"
    first, sid = write_session(user, "a", fixed_error_session())
    _, other = write_session(user, "b", fixed_error_session("toml", "tomli"), day=2)
    kenning("ingest", check=True)
    for session in (sid, other):
        kenning("diary", session, "--no-llm", check=True)
    kenning("reflect", "--no-llm", check=True)
    kenning("backup", check=True)
    return first, sid, other


def _start_daemon(kenning: Any) -> None:
    kenning("daemon", "start", check=True)

    def caught_up() -> bool:
        state = kenning("daemon", "status", "--json").json()["status"]
        return bool(state and state["ingest"]["catchup_done"])

    wait_for(caught_up, "the daemon's catch-up")


@pytest.mark.daemon
def test_the_new_operations_answer_the_same_from_the_daemon_and_in_process(
    kenning: Any, store: Store, tmp_path: Path
) -> None:
    user = tmp_path / "user-home"
    first, sid, other = _learned(kenning, tmp_path)
    repo = Repo(tmp_path / "repo")
    repo.write("README.md", "hello\n")
    repo.commit("init")
    repo.write("config.py", f'AWS_KEY = "{SECRET}"\n')
    repo.git("add", "config.py")
    _start_daemon(kenning)
    try:
        sock = tmp_path / "kenning-home" / "daemon.sock"
        ctx = _ctx(store)
        rule = call("playbook.add", {"content": "Install pyyaml when yaml is missing"}, sock)
        assert rule is not None
        run(ctx, "summaries", {})  # the first writes the files; from then on both write none
        (repo.path / "AGENTS.md").write_text("# Agents\n")
        agents_md = str(repo.path / "AGENTS.md")
        run(ctx, "export", {"target": "agents-md", "output": agents_md})
        git_env = {"HOME": str(user), "PATH": os.environ["PATH"]}
        projects = [tmp_path / "blog", tmp_path / "shop"]
        for folder in projects:
            (folder / ".specstory" / "history").mkdir(parents=True)
        reads: list[tuple[str, dict[str, Any]]] = [
            ("validate", {"rule": "Install pyyaml when yaml is missing"}),
            ("summaries", {}),
            ("compact", {"days": 0, "dry_run": True}),
            ("export", {"target": "memory-md", "check": True}),
            ("export", {"target": "agents-md", "output": agents_md, "check": True}),
            ("export.refresh", {"cwd": str(repo.path)}),
            ("playbook.export", {}),
            ("playbook.view", {}),
            ("backup.list", {}),
            ("models.status", {}),
            ("audit.sessions", {"days": 3650}),
            ("watch", {}),
            # local operations: the CLI runs them itself, the socket serves them all the same
            ("ingest.run", {"paths": [str(first)], "environ": {}, "home": str(user)}),
            ("audit.staged", {"cwd": str(repo.path), "env": git_env}),
        ]
        for name, params in reads:
            _same(call(name, params, sock), run(ctx, name, params), "timing")
        staged = run(ctx, "audit.staged", {"cwd": str(repo.path), "env": git_env})
        assert staged["code"] == 1 and staged["report"]["verdict"] == "block"
        assert run(ctx, "export.refresh", {"cwd": str(repo.path)})["files"][0]["path"] == agents_md
        assert run(ctx, "validate", {"rule": "Install pyyaml when yaml is missing"})["supporting"]

        # what moves while a daemon lives (its embed worker, its backups): the same shape
        moving: list[tuple[str, dict[str, Any], dict[str, Any]]] = [
            ("doctor", {}, {}),
            ("embed", {"kinds": ["rule"]}, {"kinds": ["bullet"]}),  # the v1 word still works
            ("backup", {"to": str(tmp_path / "a.db")}, {"to": str(tmp_path / "b.db")}),
            ("watch", {"paths": [str(projects[0])]}, {"paths": [str(projects[1])]}),
            ("sessions.forget", {"session_id": sid}, {"session_id": other}),
        ]
        for name, params, theirs in moving:
            got = call(name, params, sock)
            assert got is not None and shape(got) == shape(run(ctx, name, theirs)), name
        doctor = call("doctor", {}, sock)
        assert doctor is not None
        assert [c["name"] for c in doctor["checks"]] == [
            c["name"] for c in run(ctx, "doctor", {})["checks"]
        ]
        assert store.query("SELECT count(*) FROM sessions")[0][0] == 0

        # a refusal keeps its kind and words across the socket
        refused: list[tuple[str, dict[str, Any]]] = [
            ("sessions.forget", {"session_id": sid}),
            ("validate", {"rule": "  "}),
            ("export", {"target": "agents-md", "cwd": str(tmp_path)}),
            ("ingest.run", {"paths": [str(tmp_path / "nowhere.jsonl")]}),
            ("team.status", {}),
            ("team.sync", {}),
            ("team.leave", {}),
        ]
        for name, params in refused:
            with pytest.raises(RemoteError) as remote:
                call(name, params, sock)
            with pytest.raises(KenningError) as local:
                run(ctx, name, params)
            assert remote.value.to_json() == local.value.to_json(), name
    finally:
        kenning("daemon", "stop")


#: commands whose --json must not change whether the daemon answers or this process does
_ARGVS = [
    ["validate", "Install pyyaml when yaml is missing"],
    ["compact", "--days", "0", "--dry-run"],
    ["summaries"],
    ["export", "memory-md", "--check"],
    ["playbook", "export"],
    ["backup", "--list"],
    ["models", "status"],
    ["audit", "--sessions", "--days", "3650"],
    ["watch"],
]


@pytest.mark.daemon
def test_the_cli_prints_the_same_with_and_without_the_daemon(
    kenning: Any, store: Store, tmp_path: Path
) -> None:
    _learned(kenning, tmp_path)
    kenning("playbook", "add", "Install pyyaml when yaml is missing", check=True)
    kenning("summaries", check=True)
    kenning("export", "memory-md", check=True)
    alone = {" ".join(a): kenning(*a, "--json").json() for a in _ARGVS}
    _start_daemon(kenning)
    try:
        served = {" ".join(a): kenning(*a, "--json").json() for a in _ARGVS}
        # the same run again: unchanged, as the first run left it
        again = kenning("ingest", "--json", check=True).json()
    finally:
        kenning("daemon", "stop")
    assert served == alone
    assert again["unchanged"] == 2 and again["sessions"] == 0
    assert alone["validate Install pyyaml when yaml is missing"]["verdict"] in (
        "proposal",
        "accept",
    )


@pytest.mark.parametrize(
    ("argv", "in_daemon"),
    [
        (["validate", "Use ruff before committing", "--json"], True),
        (["export", "memory-md", "--check", "--json"], True),
        (["backup", "--list", "--json"], True),
        (["models", "status", "--json"], True),
        (["forget-session", "nope", "--json"], True),
        # local: answered by the command's own process even though a daemon runs
        (["doctor", "--json"], False),
        (["ingest", "--json"], False),
    ],
)
def test_local_operations_run_here_and_the_others_in_the_daemon(
    shared_daemon: Path, kenning: Any, tmp_path: Path, argv: list[str], in_daemon: bool
) -> None:
    proc, imported = cli_imports(argv, tmp_path)
    assert proc.stdout.startswith("{"), proc.stderr[-2000:]
    assert ("kenning.daemon.ops" not in imported) is in_daemon
    if in_daemon:  # a command the daemon answers costs little more than click
        assert heavy(imported) == set()
    assert set(LOCAL_OPERATIONS) >= {"doctor", "ingest.run"}
