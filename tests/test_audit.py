"""The pre-commit audit through real `git commit` runs with the hook installed."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import orjson
import pytest

from kenning.daemon.core.config import Settings
from kenning.daemon.core.models import (
    Maturity,
    Provenance,
    Rule,
    RuleKind,
    RuleState,
    RuleType,
    Verification,
    VerifyMode,
    to_iso,
    utcnow,
)
from kenning.daemon.playbook.curate import add_rule, tombstone_add
from kenning.daemon.store.db import Store
from kenning.hooks.install import install

from .gitrepo import Repo

SECRET = "AKIA" + "Q3EGRTZ5NX7WUB2C"


def _rule(
    store: Store,
    content: str,
    regex: str,
    *,
    anti: bool,
    maturity: Maturity,
    pinned: bool = False,
    glob: str | None = None,
    mode: VerifyMode = VerifyMode.ABSENT,
) -> str:
    rule = Rule(
        id="new",
        content=content,
        maturity=maturity,
        pinned=pinned,
        pinned_reason="team decision" if pinned else None,
        type=RuleType.ANTI_PATTERN if anti else RuleType.RULE,
        kind=RuleKind.ANTI_PATTERN if anti else RuleKind.WORKFLOW_RULE,
        verification=Verification(regex=regex, mode=mode, glob=glob),
    )
    return add_rule(store, Settings(), rule).rule.id


@pytest.fixture
def repo(tmp_path: Path) -> Repo:
    r = Repo(tmp_path / "repo")
    r.write("README.md", "hello\n")
    r.commit("init")
    install(r.path)
    return r


def _commit(repo: Repo, *args: str, env: dict[str, str] | None = None) -> Any:
    return repo.git("commit", "-m", "change", *args, check=False, env=env)


@pytest.mark.slow
def test_staged_secret_blocks_the_commit(repo: Repo) -> None:
    repo.write("config.py", f'AWS_KEY = "{SECRET}"\n')
    repo.git("add", "config.py")
    proc = _commit(repo)
    assert proc.returncode == 1
    assert "config.py:1" in proc.stderr and "[secret]" in proc.stderr
    assert "--no-verify" in proc.stderr
    assert SECRET not in proc.stderr + proc.stdout  # the report itself redacts it


@pytest.mark.slow
def test_proven_anti_pattern_blocks_candidate_rule_warns(repo: Repo, store: Store) -> None:
    proven = _rule(
        store, "AVOID: eval() on user input", r"\beval\(", anti=True, maturity=Maturity.PROVEN
    )
    candidate = _rule(
        store,
        "AVOID: print debugging in library code",
        r"\bprint\(",
        anti=True,
        maturity=Maturity.CANDIDATE,
    )
    repo.write("lib.py", "def f(x):\n    print(x)\n    return 1\n")
    repo.git("add", "lib.py")
    proc = _commit(repo)
    assert proc.returncode == 0, proc.stderr
    assert f"warn  lib.py:2  [{candidate}]" in proc.stderr
    repo.write("lib.py", "def f(x):\n    print(x)\n    return eval(x)\n")
    repo.git("add", "lib.py")
    proc = _commit(repo)
    assert proc.returncode == 1
    assert f"BLOCK lib.py:3  [{proven}] AVOID: eval() on user input" in proc.stderr


@pytest.mark.slow
def test_pinned_anti_pattern_blocks_and_pragma_and_skip_allow(repo: Repo, store: Store) -> None:
    pinned = _rule(
        store,
        "AVOID: os.system",
        r"os\.system\(",
        anti=True,
        maturity=Maturity.CANDIDATE,
        pinned=True,
    )
    repo.write("run.py", "import os\nos.system('ls')\n")
    repo.git("add", "run.py")
    assert _commit(repo).returncode == 1
    assert _commit(repo, env={"KENNING_SKIP": pinned}).returncode == 0
    pragma = f"# kenning: ignore[{pinned}]"
    repo.write(
        "run.py", f"import os\nos.system('ls')\nos.system('pwd')  {pragma}\nos.system('rm')\n"
    )
    repo.git("add", "run.py")
    proc = _commit(repo)
    assert proc.returncode == 1  # line 4 violates; line 3 carries the pragma
    assert "run.py:4" in proc.stderr and "run.py:3" not in proc.stderr
    assert "1 suppressed" in proc.stderr
    repo.write("run.py", f"# kenning: ignore-file[{pinned}]\nimport os\nos.system('x')\n")
    repo.git("add", "run.py")
    assert _commit(repo).returncode == 0


@pytest.mark.slow
def test_a_learned_rule_warns_on_what_it_rules_out(repo: Repo, store: Store, kenning: Any) -> None:
    learned = Rule(
        id="new",
        content="Use uv, not pip: `uv add httpx` rather than `pip install httpx`",
        provenance=Provenance(sessions=["claude_code:s1"], agents=["claude_code"]),
    )
    rule_id = add_rule(store, Settings(), learned).rule.id
    repo.write("Makefile", "install:\n\tuv pip install -e .\n\tpip install rich\n")
    repo.write("README.md", "hello\n\nWe used pip before; uv now.\n- pip is slow\n")
    repo.git("add", "Makefile", "README.md")
    result = kenning("audit", "--staged", "--json", cwd=repo.path)
    assert result.code == 0
    data = result.json()
    assert data["verdict"] == "warn"
    assert [
        (f["rule_id"], f["path"], f["line"], f["blocking"], f["derived"], f["replacement"])
        for f in data["findings"]
    ] == [(rule_id, "Makefile", 3, False, True, "uv add rich")]
    proc = _commit(repo)
    assert proc.returncode == 0, proc.stderr  # learned: a warning, never a block
    assert f"warn  Makefile:3  [{rule_id}] Use uv, not pip" in proc.stderr
    assert "fix: write `uv add rich` instead" in proc.stderr
    assert "Makefile:2" not in proc.stderr and "README.md" not in proc.stderr
    assert "1 warnings in 2 files (6 added lines, 1 rules)" in proc.stderr


@pytest.mark.slow
def test_a_pinned_rule_blocks_on_its_derived_check_a_proposal_is_silent(
    repo: Repo, store: Store
) -> None:
    pinned = Rule(
        id="new",
        content="never use `requests`, use `httpx`",
        pinned=True,
        pinned_reason="team decision",
    )
    proposal = Rule(id="new", content="Prefer pnpm over npm", state=RuleState.PROPOSAL)
    pinned_id = add_rule(store, Settings(), pinned).rule.id
    add_rule(store, Settings(), proposal)
    repo.write("build.sh", "npm install\n")
    repo.git("add", "build.sh")
    proc = _commit(repo)
    assert proc.returncode == 0 and "warn" not in proc.stderr, proc.stderr
    repo.write("client.py", "import requests\n")
    repo.git("add", "client.py")
    proc = _commit(repo)
    assert proc.returncode == 1
    assert f"BLOCK client.py:1  [{pinned_id}] never use `requests`" in proc.stderr


def test_no_verify_bypasses(repo: Repo) -> None:
    repo.write("k.txt", f"key {SECRET}\n")
    repo.git("add", "k.txt")
    assert _commit(repo, "--no-verify").returncode == 0


@pytest.mark.slow
def test_commit_dash_a_and_partial_commit_audit_exactly(repo: Repo) -> None:
    repo.write("tracked.py", "x = 1\n")
    repo.write("other.py", "y = 1\n")
    repo.commit("two files")
    # an unstaged secret in a tracked file: `commit -a` must see it
    repo.write("tracked.py", f"x = '{SECRET}'\n")
    proc = _commit(repo, "-a")
    assert proc.returncode == 1 and "tracked.py:1" in proc.stderr
    # a partial commit of a clean file must not be blocked by the dirty one
    repo.write("other.py", "y = 2\n")
    proc = repo.git("commit", "-m", "partial", "other.py", check=False)
    assert proc.returncode == 0, proc.stderr


@pytest.mark.slow
def test_tombstone_warns_with_replacement(repo: Repo, store: Store) -> None:
    tomb = tombstone_add(store, "requests.get(", "we moved to httpx", replacement="httpx.get(")
    repo.write("net.py", "import requests\nrequests.get('u')\n")
    repo.git("add", "net.py")
    proc = _commit(repo)
    assert proc.returncode == 0
    assert f"[{tomb.id}]" in proc.stderr and "use httpx.get( instead" in proc.stderr


@pytest.mark.slow
def test_exists_rule_checks_whole_staged_file(repo: Repo, store: Store, kenning: Any) -> None:
    rule = _rule(
        store,
        "Every module starts with a docstring",
        r'^"""',
        anti=False,
        maturity=Maturity.ESTABLISHED,
        glob="*.py",
        mode=VerifyMode.EXISTS,
    )
    repo.write("m.py", "x = 1\n")
    repo.git("add", "m.py")
    result = kenning("audit", "--staged", "--json", cwd=repo.path)
    assert result.code == 0
    data = result.json()
    assert data["verdict"] == "warn"
    assert [(f["rule_id"], f["path"]) for f in data["findings"]] == [(rule, "m.py")]


@pytest.mark.slow
def test_worktree_commit_is_audited(repo: Repo, tmp_path: Path) -> None:
    repo.git("worktree", "add", "-q", str(tmp_path / "wt"), "-b", "feature")
    wt = Repo.__new__(Repo)
    wt.path = tmp_path / "wt"
    wt.write("s.txt", f"{SECRET}\n")
    wt.git("add", "s.txt")
    assert wt.git("commit", "-m", "x", check=False).returncode == 1


@pytest.mark.slow
def test_corrupt_store_fails_open(repo: Repo, kenning_home: Path) -> None:
    (kenning_home / "kenning.db").write_bytes(b"garbage" * 1000)
    repo.write("ok.py", "print('hi')\n")
    repo.git("add", "ok.py")
    proc = _commit(repo)
    assert proc.returncode == 0
    assert "rules not checked" in proc.stderr and "kenning init" in proc.stderr


@pytest.mark.slow
def test_huge_diff_and_binary_and_merge(repo: Repo, kenning: Any) -> None:
    repo.write("big.txt", "".join(f"line {i}\n" for i in range(100_000)))
    repo.write("blob.bin", bytes(range(256)) * 64)
    repo.git("add", ".")
    result = kenning("audit", "--staged", "--json", cwd=repo.path)
    data = result.json()
    assert result.code == 0 and data["verdict"] == "pass"
    assert data["checked"]["added_lines"] == 100_000
    assert "blob.bin (binary)" in data["skipped_files"]


def test_audit_needs_a_mode(kenning: Any, repo: Repo) -> None:
    result = kenning("audit", "--json", cwd=repo.path)
    assert result.code == 1 and result.json()["error"]["kind"] == "usage"


@pytest.mark.slow
def test_sessions_audit_finds_agent_actions_against_rules(store: Store, kenning: Any) -> None:
    rule = _rule(
        store,
        "AVOID: git push --force on shared branches",
        r"push --force\b",
        anti=True,
        maturity=Maturity.ESTABLISHED,
    )
    with store.transaction():
        store.execute(
            "INSERT INTO sessions (id, agent, native_id, source_path, workspace, started_at,"
            " updated_at) VALUES ('codex:s1', 'codex', 's1', '/x.jsonl', '/w', ?, ?)",
            (to_iso(utcnow()), to_iso(utcnow())),
        )
        calls = '[{"name": "shell", "input": {"command": "git push --force origin main"}}]'
        for idx, (role, text, tools) in enumerate(
            [
                ("user", "please push --force it", None),
                ("assistant", "Pushing now.", calls),
                ("assistant", "Done.", None),
            ]
        ):
            store.execute(
                "INSERT INTO messages (session_id, key, idx, role, text, tool_calls, created_at,"
                " content_hash) VALUES ('codex:s1', ?, ?, ?, ?, ?, ?, 'h')",
                (f"k{idx}", idx, role, text, tools, to_iso(utcnow())),
            )
    result = kenning("audit", "--sessions", "--days", "7", "--json")
    assert result.code == 0, result.stderr
    data = result.json()
    assert [(v["session_id"], v["message_idx"], v["rule_id"]) for v in data["violations"]] == [
        ("codex:s1", 1, rule)
    ]  # the user's own words are not the agent's action
    assert "git push --force origin main" in data["violations"][0]["excerpt"]


@pytest.mark.slow
def test_sessions_audit_finds_a_command_a_learned_rule_rules_out(
    store: Store, kenning: Any
) -> None:
    learned = Rule(
        id="new",
        content="Use uv, not pip: `uv add httpx` rather than `pip install httpx`",
        provenance=Provenance(sessions=["claude_code:s0"], agents=["claude_code"]),
    )
    rule_id = add_rule(store, Settings(), learned).rule.id
    with store.transaction():
        store.execute(
            "INSERT INTO sessions (id, agent, native_id, source_path, workspace, started_at,"
            " updated_at) VALUES ('claude_code:s2', 'claude_code', 's2', '/x.jsonl', '/w', ?, ?)",
            (to_iso(utcnow()), to_iso(utcnow())),
        )
        runs = [
            '[{"name": "Bash", "input": {"command": "uv pip install -e ."}}]',
            '[{"name": "Bash", "input": {"command": "cd api && pip install httpx"}}]',
        ]
        for idx, (text, tools) in enumerate(
            [("We use uv here, not pip.", runs[0]), ("Installing.", runs[1])]
        ):
            store.execute(
                "INSERT INTO messages (session_id, key, idx, role, text, tool_calls, created_at,"
                " content_hash) VALUES ('claude_code:s2', ?, ?, 'assistant', ?, ?, ?, 'h')",
                (f"k{idx}", idx, text, tools, to_iso(utcnow())),
            )
    result = kenning("audit", "--sessions", "--days", "7", "--json")
    assert result.code == 0, result.stderr
    data = result.json()
    assert [(v["message_idx"], v["rule_id"]) for v in data["violations"]] == [(1, rule_id)]
    assert "pip install httpx" in data["violations"][0]["excerpt"]
    assert data["checked"]["rules"] == 1


def _audit_in_process_trace(repo: Repo, env: dict[str, str]) -> subprocess.CompletedProcess[str]:
    """`kenning audit --staged --json` with -X importtime, to see what it imported."""
    code = (
        "import sys; sys.argv = ['kenning', 'audit', '--staged', '--json'];"
        "from kenning.daemon.cli import main; main()"
    )
    return subprocess.run(
        [sys.executable, "-X", "importtime", "-c", code],
        cwd=repo.path,
        env={**os.environ, **env},
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )


@pytest.mark.daemon
def test_a_running_daemon_answers_the_hook_without_the_cli(
    repo: Repo, store: Store, kenning: Any
) -> None:
    proven = _rule(
        store, "AVOID: eval() on user input", r"\beval\(", anti=True, maturity=Maturity.PROVEN
    )
    repo.write("bad.py", f"x = eval(input())\nKEY = '{SECRET}'\n")
    repo.git("add", "bad.py")
    cold = _audit_in_process_trace(repo, {})
    env = {"KENNING_EMBED__BACKGROUND": "false"}
    assert kenning("daemon", "start", env=env).code == 0
    try:
        warm = _audit_in_process_trace(repo, {})
        assert warm.returncode == cold.returncode == 1
        assert orjson.loads(warm.stdout) == orjson.loads(cold.stdout)  # same verdict, same JSON
        assert " click" in cold.stderr and " click" not in warm.stderr  # the daemon answered
        assert " pydantic" not in warm.stderr
        proc = _commit(repo)  # the real hook, through the daemon
        assert proc.returncode == 1
        assert f"BLOCK bad.py:1  [{proven}]" in proc.stderr and "[secret]" in proc.stderr
        assert SECRET not in proc.stderr
        # KENNING_SKIP and the caller's index (commit -a) travel to the daemon
        assert _commit(repo, env={"KENNING_SKIP": f"{proven},secret"}).returncode == 0
        repo.write("bad.py", "y = eval('1')\n")
        proc = _commit(repo, "-a")
        assert proc.returncode == 1 and "bad.py:1" in proc.stderr
    finally:
        kenning("daemon", "stop")
