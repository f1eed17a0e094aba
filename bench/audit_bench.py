"""Pre-commit audit through a real `git commit`: the hook's cost vs `--no-verify` and start-up.

A temp git repo with kenning's pre-commit hook installed
(`kenning.hooks.install.install`), a staged diff of 1,000 added lines over ten
Python files, and 1,000 active rules with verification regexes in the playbook
(inserted with `RuleRepo` in one transaction; none matches, so every commit
passes and the whole rule set is checked on every line). Timed in turns, so that
other load on the machine weighs on all alike:

* `git commit` with the hook and `git commit --no-verify`: the difference is
  what the hook costs a user (target of the hooks issue: ≤ 200 ms);
* `kenning audit --staged` alone (the hook's command without git);
* `python -c pass` (the floor) and `python -c "import kenning.daemon.cli.main"`
  (the interpreter plus the CLI's config and models): how much of the audit
  is Python start-up;
* the audit and the commit again while a daemon runs: the hook's client
  (hooks/fast_audit.py) then asks the daemon, which keeps the playbook and
  the compiled checks warm.

Each commit is undone with `git reset --soft HEAD~1` (untimed) so every timed
commit stages the same diff.
"""

from __future__ import annotations

import os
import random
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any

import orjson

from kenning.daemon.core.config import load_config
from kenning.daemon.core.models import Maturity, Rule, RuleKind, Verification, VerifyMode
from kenning.daemon.store.db import Store
from kenning.daemon.store.rule_rows import rule_id_for
from kenning.daemon.store.rules import RuleRepo
from kenning.hooks.install import install

from .timing import row, time_subprocess

#: size → (rules, added lines, timed runs)
PARAMS = {
    "tiny": (50, 100, 3),
    "small": (1_000, 1_000, 15),
    "medium": (1_000, 1_000, 15),
    "large": (1_000, 1_000, 30),
    "huge": (1_000, 1_000, 30),
}
GIT_ENV = {
    "GIT_AUTHOR_NAME": "Bench",
    "GIT_AUTHOR_EMAIL": "bench@example.com",
    "GIT_COMMITTER_NAME": "Bench",
    "GIT_COMMITTER_EMAIL": "bench@example.com",
    "GIT_CONFIG_NOSYSTEM": "1",
}
FILES = 10
_NAMES = ("parse", "load", "render", "fetch", "merge", "score", "index", "flush")


def add_rules(db: Path, n: int, seed: int = 3) -> None:
    """Insert `n` active rules, each with an `absent` verification regex, in one transaction."""
    rng = random.Random(seed)
    with Store.open(db) as store:
        repo = RuleRepo(store)
        with store.transaction():
            for i in range(n):
                name = f"{rng.choice(_NAMES)}_legacy_{i}"
                text = f"Do not call {name}(); it was replaced by {name}_v2 (rule {i})."
                repo.insert(
                    Rule(
                        id=rule_id_for(text),
                        content=text,
                        kind=RuleKind.ANTI_PATTERN,
                        maturity=rng.choice([Maturity.CANDIDATE, Maturity.ESTABLISHED]),
                        verification=Verification(
                            regex=rf"\b{name}\s*\(", mode=VerifyMode.ABSENT, glob="*.py"
                        ),
                    )
                )


def _source(file_no: int, lines: int, rng: random.Random) -> str:
    """`lines` lines of plausible Python (functions of five lines) that break no rule."""
    out: list[str] = []
    while len(out) < lines:
        fn = f"{rng.choice(_NAMES)}_{file_no}_{len(out)}"
        out += [
            f"def {fn}(items: list[int]) -> int:",
            f'    """Sum of the items above {rng.randint(0, 99)}."""',
            "    total = 0",
            f"    for x in items:  # {rng.choice(_NAMES)} step",
            "        total += x if x > 3 else 0",
        ]
    return "\n".join(out[:lines]) + "\n"


def _git(repo: Path, *args: str) -> None:
    env = {**os.environ, **GIT_ENV}
    proc = subprocess.run(["git", *args], cwd=repo, env=env, capture_output=True, timeout=120)
    if proc.returncode != 0:
        err = proc.stderr.decode(errors="replace")[-500:]
        raise RuntimeError(f"git {' '.join(args)} exited {proc.returncode}: {err}")


def make_repo(path: Path, lines: int) -> None:
    """A git repo with one commit, the hook installed and `lines` added lines staged."""
    path.mkdir(parents=True)
    _git(path, "init", "-q", "-b", "main")
    _git(path, "config", "commit.gpgsign", "false")
    (path / "README.md").write_text("bench\n")
    _git(path, "add", "README.md")
    _git(path, "commit", "-q", "-m", "init", "--no-verify")
    install(path)
    rng = random.Random(9)
    per = lines // FILES
    for f in range(FILES):
        (path / "src").mkdir(exist_ok=True)
        (path / "src" / f"mod_{f}.py").write_text(
            _source(f, per + (lines % FILES if f == 0 else 0), rng)
        )
    _git(path, "add", "src")


def run(size: str = "small", runs: int | None = None) -> list[dict[str, Any]]:
    """Median/p95/p99 of each command; the hook's share is `commit` minus `--no-verify`."""
    n_rules, lines, size_runs = PARAMS.get(size, PARAMS["small"])
    runs = runs or size_runs
    py = sys.executable
    exe = shutil.which("kenning", path=str(Path(py).parent)) or "kenning"
    add_rules(load_config().paths.db, n_rules)
    with tempfile.TemporaryDirectory(prefix="kenning-audit-bench-") as tmp:
        repo = Path(tmp) / "repo"
        make_repo(repo, lines)
        git_env = {**GIT_ENV}
        check = subprocess.run(
            [exe, "audit", "--staged", "--json"], cwd=repo, capture_output=True, timeout=120
        )
        checked = orjson.loads(check.stdout).get("checked", {})
        if checked.get("rules", 0) < n_rules or checked.get("added_lines") != lines:
            raise RuntimeError(f"the audit did not see the rules and the diff: {checked}")
        commit = ["git", "-C", str(repo), "commit", "-q", "-m", "bench"]
        cases = {
            "python -c pass (floor)": [py, "-c", "pass"],
            "python -c 'import kenning.daemon.cli.main'": [
                py,
                "-c",
                "import kenning.daemon.cli.main",
            ],
            "kenning audit --staged": [exe, "audit", "--staged"],
            "git commit --no-verify": [*commit, "--no-verify"],
            "git commit (hook: kenning audit --staged --hook)": commit,
        }
        samples: dict[str, list[float]] = {name: [] for name in cases}
        cwd = os.getcwd()
        os.chdir(repo)  # `kenning audit --staged` audits the repo it runs in
        try:
            for round_no in range(runs + 1):  # round 0 warms caches and is not kept
                for name, argv in cases.items():
                    took = time_subprocess(argv, 1, git_env, warmup=0)[0]
                    if argv[0] == "git":
                        _git(repo, "reset", "-q", "--soft", "HEAD~1")
                    if round_no:
                        samples[name].append(took)
            warm = _with_daemon(exe, repo, commit, runs, git_env)
        finally:
            os.chdir(cwd)
    names = list(cases)
    floor = row("audit", names[0], samples[names[0]])
    fm = floor["median"]
    details: dict[str, Any] = {"rules": n_rules, "added_lines": lines, "files": FILES}
    rows = [floor]
    rows += [row("audit", name, samples[name], floor=fm, **details) for name in names[1:]]
    hook = [a - b for a, b in zip(samples[names[4]], samples[names[3]], strict=True)]
    rows.append(
        row(
            "audit",
            "hook's share (commit − --no-verify, same round)",
            hook,
            floor=fm,
            target_ms=200,
            **details,
        )
    )
    for name, values in warm.items():
        rows.append(row("audit", name, values, floor=fm, target_ms=200, **details))
    return rows


def _with_daemon(
    exe: str, repo: Path, commit: list[str], runs: int, git_env: dict[str, str]
) -> dict[str, list[float]]:
    """The same audit and commit while a daemon runs: the hook's client asks it."""
    env = {**os.environ, "KENNING_EMBED__BACKGROUND": "false"}
    subprocess.run([exe, "daemon", "start"], env=env, capture_output=True, timeout=60, check=True)
    cases = {
        "kenning audit --staged (daemon running)": [exe, "audit", "--staged"],
        "git commit (hook, daemon running)": commit,
    }
    samples: dict[str, list[float]] = {name: [] for name in cases}
    try:
        for round_no in range(runs + 1):
            for name, argv in cases.items():
                took = time_subprocess(argv, 1, git_env, warmup=0)[0]
                if argv[0] == "git":
                    _git(repo, "reset", "-q", "--soft", "HEAD~1")
                if round_no:
                    samples[name].append(took)
    finally:
        subprocess.run([exe, "daemon", "stop"], env=env, capture_output=True, timeout=60)
    return samples


if __name__ == "__main__":
    for item in run(sys.argv[1] if len(sys.argv) > 1 else "small"):
        print(item)
