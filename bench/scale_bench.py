"""Every playbook operation at 1,000, 10,000 and 100,000 rules: median, p95, floor, growth.

For each size a fresh KENNING_HOME gets `n` generated rules with ~5 marks
each (bench/playbook_bench.py's generator, through the store's repository:
~1 minute at 100,000), 300 sessions (bench/context_bench.py's), the rules'
and messages' vectors (hashing embedder, `kenning embed`), and a git
repository with 200 staged lines over five Python files. Then:

- `context` cold: `kenning context TASK --json` with no daemon (a new process
  answers alone; after one untimed run that writes the bytecode, as an
  installed package has it), floor `python -c "import orjson, socket, pathlib"` (what
  the console script's fast path imports): with autostart off (the whole
  briefing, with meaning, computed here), and as the first command answers
  by words (autostart on, from the store's index: bench/cold_context_bench.py,
  its CPU and wall);
- the daemon's first briefing (it loads the playbook, builds the scope index
  and syncs the vectors): wall time and the daemon's CPU; then the daemon's
  CPU over the next 30 s (5 s at `tiny`), left alone (its workers' own work after a start);
- with `kenning daemon start` running, in turns (other load on the machine
  weighs on all alike), each through the daemon's socket from this process,
  floor a `ping` round trip: `context`, `mark`, `playbook.add`,
  `playbook.list` (the first page), `stats` and the commit audit
  (`audit`, the git hook's method, on the staged diff); and `kenning context`
  as the agent runs it (a new process asking the daemon), floor as cold,
  with the daemon's own `took_ms`;
- hover: `kenning lsp` on stdio (bench/hover_bench.py's client), the first
  hover (it loads and indexes the playbook) and warm hovers on lines that
  share the rules' words;
- import: `kenning playbook import` of a generated `n`-rule file into a new
  home (bench/import_bench.py): wall time and peak RSS.

Last, each operation's growth exponent from 10,000 to 100,000 rules (and
1,000 → 10,000): log(median ratio) / log(10); 0 is flat, 1 linear. Targets
(issue 28): `context` with the daemon ≤ 150 ms at 100,000 rules with an
exponent ≤ 0.5; import ≤ 60 s and ≤ 500 MB. `--size tiny`: 1,000 rules,
few runs; `small`: 1,000 and 10,000; default (medium and up): all three.
"""

from __future__ import annotations

import itertools
import json
import math
import os
import random
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from kenning.daemon.core.client import DaemonClient
from kenning.daemon.core.paths import resolve_paths

from .cold_context_bench import run_cold
from .context_bench import _sessions, _task
from .corpus import agent_env
from .daemon_bench import cpu_seconds
from .hover_bench import RELEVANT, Client
from .import_bench import _import, write_playbook
from .playbook_bench import _kenning, build_store
from .timing import row, summarize

__all__ = ["SIZES", "growth", "run", "run_audit"]

SIZES = {
    "tiny": (1_000,),
    "small": (1_000, 10_000),
    "medium": (1_000, 10_000, 100_000),
    "large": (1_000, 10_000, 100_000),
    "huge": (1_000, 10_000, 100_000),
}
#: timed runs per operation (warm), and of cold `context`, by size
_RUNS = {"tiny": (5, 2)}
_DEFAULT_RUNS = (30, 8)
#: how long the daemon is left alone after its first briefing, its CPU counted (s), by size
_SETTLE = {"tiny": 5.0}
_DEFAULT_SETTLE = 30.0
_FLOOR_ARGV = [sys.executable, "-c", "import orjson, socket, pathlib"]
_SCRIPT = "set -e\npip install rich\nnpm install left-pad\ngit push -f origin main\n"
_AUDIT = ["audit", "--staged", "--json"]
_CODE_WORDS = ["fixtures", "logging", "pathlib", "timeouts", "retry", "pool", "queue", "cache"]


def _repo(root: Path, rng: random.Random) -> Path:
    """A git repository with 200 added lines staged over five Python files, and a
    script and a requirements file with what generated rules rule out (derived checks)."""
    repo = root / "repo"
    repo.mkdir()
    git = ["git", "-C", str(repo), "-c", "user.name=bench", "-c", "user.email=bench@example.com"]
    subprocess.run([*git, "init", "-q"], check=True)
    for f in range(5):
        lines = [
            f"def {rng.choice(_CODE_WORDS)}_{f}_{i}(x):  # {rng.choice(_CODE_WORDS)}\n"
            f"    return x + {i}\n"
            for i in range(20)
        ]
        (repo / f"mod{f}.py").write_text("".join(lines), encoding="utf-8")
    (repo / "setup.sh").write_text(_SCRIPT, encoding="utf-8")
    (repo / "requirements.txt").write_text("requests==2.31\nhttpx\n", encoding="utf-8")
    subprocess.run([*git, "add", "."], check=True)
    return repo


def _time(fn: Callable[[], object]) -> float:
    start = time.perf_counter()
    fn()
    return (time.perf_counter() - start) * 1000


def _cli_json(argv: list[str], env: dict[str, str], cwd: Path) -> tuple[float, dict[str, Any]]:
    start = time.perf_counter()
    proc = subprocess.run(argv, env=env, cwd=cwd, capture_output=True, timeout=600)
    ms = (time.perf_counter() - start) * 1000
    if proc.returncode != 0:
        err = proc.stderr.decode(errors="replace").strip()[-500:]
        raise RuntimeError(f"{' '.join(argv[1:3])} exited {proc.returncode}: {err}")
    data: dict[str, Any] = json.loads(proc.stdout)
    return ms, data


def _hover(exe: str, env: dict[str, str], root: Path, runs: int) -> tuple[float, list[float]]:
    """The first hover and `runs` warm ones, through a real `kenning lsp`."""
    folder = root / "editor"
    (folder / ".git").mkdir(parents=True)
    source = "\n".join(RELEVANT) + "\n"
    (folder / "app.py").write_text(source, encoding="utf-8")
    client = Client([exe, "lsp", "--log-level", "WARNING"], env)
    try:
        client.request("initialize", {"processId": os.getpid(), "rootUri": folder.as_uri(),
                                      "capabilities": {}})  # fmt: skip
        client.notify("initialized", {})
        uri = (folder / "app.py").as_uri()
        doc = {"uri": uri, "languageId": "python", "version": 1, "text": source}
        client.notify("textDocument/didOpen", {"textDocument": doc})

        def hover(line: int) -> None:
            params = {"textDocument": {"uri": uri}, "position": {"line": line, "character": 8}}
            client.request("textDocument/hover", params)

        first = _time(lambda: hover(0))
        for i in range(5):
            hover(i % len(RELEVANT))
        warm = [_time(lambda i=i: hover(i % len(RELEVANT))) for i in range(runs)]  # type: ignore[misc]
    finally:
        client.close()
    return first, warm


def _command_env(tmp: Path, home: Path) -> dict[str, str]:
    """The environment of a `kenning` command run by this bench, in its own `home`."""
    # an installed package has its bytecode: a cold command must not compile kenning
    inherited = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    return {
        **inherited,
        **agent_env(tmp / "agents"),  # empty: the daemon ingests nothing of yours
        "HOME": str(tmp / "user"),
        "KENNING_HOME": str(home),
        "KENNING_EMBED__BACKEND": "hashing",
        "KENNING_DAEMON__AUTOSTART": "false",
    }


def _one_size(n: int, runs: int, cold_runs: int, exe: str, settle: float) -> dict[str, Any]:
    """Samples (ms) per operation, floors and one-off figures at `n` rules."""
    rng = random.Random(n)
    out: dict[str, Any] = {"samples": {}, "floors": {}, "notes": {}}
    samples: dict[str, list[float]] = out["samples"]
    with tempfile.TemporaryDirectory(prefix="kenning-scale-bench-") as tmp:
        home = Path(tmp) / "home"
        home.mkdir()
        db = home / "kenning.db"
        env = _command_env(Path(tmp), home)
        started = time.perf_counter()
        ids = build_store(db, n)
        _sessions(db, 300, rng)
        subprocess.run([exe, "embed", "--kind", "rule", "--kind", "message"], env=env, cwd=home,
                       check=True, capture_output=True)  # fmt: skip
        out["notes"]["build s"] = round(time.perf_counter() - started, 1)
        repo = _repo(Path(tmp), rng)

        def context_argv() -> list[str]:
            return [exe, "context", _task(rng), "--json"]

        _cli_json(context_argv(), env, home)  # untimed: writes the bytecode, warms the file cache
        floor = [_time(lambda: subprocess.run(_FLOOR_ARGV, check=True)) for _ in range(cold_runs)]
        samples["context cold (no daemon)"] = [
            _cli_json(context_argv(), env, home)[0] for _ in range(cold_runs)
        ]
        out["floors"]["context cold (no daemon)"] = floor
        out["rows"] = run_cold(db, n, cold_runs, exe)  # by words, autostart on
        # the git hook's command with no daemon: the audit in a new process
        samples["kenning audit (no daemon)"] = _audits(exe, env, repo, cold_runs)
        out["floors"]["kenning audit (no daemon)"] = floor
        subprocess.run([exe, "daemon", "start"], env=env, cwd=home, check=True,
                       capture_output=True)  # fmt: skip
        try:
            client = DaemonClient(resolve_paths(env).socket, timeout=600)
            pid = int(client.call("ping")["pid"])
            began = cpu_seconds(pid)
            first = _time(lambda: client.call("context", {"task": _task(rng), "limit": 10}))
            out["notes"]["daemon first context ms"] = round(first, 1)
            out["notes"]["daemon first context, its CPU s"] = round(cpu_seconds(pid) - began, 2)
            # what it does on its own after: its learning pass, the embed worker (issue 28:
            # a core stayed busy for an hour at 100,000 rules, MEMORY.md's duplicate check)
            began = cpu_seconds(pid)
            time.sleep(settle)
            out["notes"][f"daemon CPU in the {settle:.0f} s after s"] = round(
                cpu_seconds(pid) - began, 2
            )
            for _ in range(2):
                _cli_json(context_argv(), env, home)
            added = iter(range(10**9))
            ops: dict[str, Callable[[], object]] = {
                "ping (floor)": lambda: client.call("ping"),
                "context daemon (socket)": lambda: client.call(
                    "context", {"task": _task(rng), "limit": 10}
                ),
                "mark": lambda: client.call("mark", {"id": rng.choice(ids), "kind": "helpful"}),
                "playbook add": lambda: client.call(
                    "playbook.add",
                    {"content": f"Pin the {rng.choice(_CODE_WORDS)} tools in case {next(added)}"},
                ),
                "playbook list": lambda: client.call("playbook.list", {}),
                "stats": lambda: client.call("stats", {}),
                "commit audit": lambda: client.call("audit", {"cwd": str(repo), "env": {}}),
            }
            for fn in ops.values():  # each pays its lazy imports once, untimed
                fn()
            took: list[float] = []
            floor_cli: list[float] = []
            for _ in range(runs):
                for name, fn in ops.items():
                    samples.setdefault(name, []).append(_time(fn))
                ms, data = _cli_json(context_argv(), env, home)
                if data.get("source") != "daemon":
                    raise RuntimeError("`kenning context` was not answered by the daemon")
                samples.setdefault("context daemon (CLI)", []).append(ms)
                # the git hook's command, its client asking the daemon
                samples.setdefault("kenning audit (daemon)", []).append(
                    _cli_json([exe, *_AUDIT], env, repo)[0]
                )
                took.append(float(data["took_ms"]))
                floor_cli.append(_time(lambda: subprocess.run(_FLOOR_ARGV, check=True)))
            samples["context in the daemon (took_ms)"] = took
            out["floors"]["context daemon (CLI)"] = floor_cli
            out["floors"]["kenning audit (daemon)"] = floor_cli
            ping = samples.pop("ping (floor)")
            for name in ("context daemon (socket)", "mark", "playbook add", "playbook list",
                         "stats", "commit audit"):  # fmt: skip
                out["floors"][name] = ping
        finally:
            subprocess.run([exe, "daemon", "stop"], env=env, cwd=home, capture_output=True)
        first_hover, warm = _hover(exe, env, Path(tmp), runs * 3)
        out["notes"]["first hover ms"] = round(first_hover, 1)
        samples["hover (warm)"] = warm
        file = Path(tmp) / "import.yaml"
        write_playbook(file, n)
        target = Path(tmp) / "import-home"
        target.mkdir()
        wall, cpu, rss, count = _import(exe, file, target)
        if count != n:
            raise RuntimeError(f"the import added {count} of {n} rules")
        samples["playbook import"] = [wall * 1000]
        out["notes"]["import peak RSS MB"] = round(rss, 1)
        out["notes"]["import CPU s"] = round(cpu, 1)
    return out


def _audits(exe: str, env: dict[str, str], repo: Path, runs: int) -> list[float]:
    """`kenning audit --staged --json` in `repo`, `runs` times (ms), after one untimed run."""
    _cli_json([exe, *_AUDIT], env, repo)
    return [_cli_json([exe, *_AUDIT], env, repo)[0] for _ in range(runs)]


def run_audit(
    sizes: tuple[int, ...] = (1_000, 10_000, 100_000), runs: int = 8
) -> list[dict[str, Any]]:
    """`kenning audit --staged` alone at each size (the store `build_store` fills, the
    repository `_repo` stages), no daemon, then with `kenning daemon start` running
    (the hook's client asks it), in turns; and the growth exponents. The whole
    `run` measures the same rows among the others; this is the quick look."""
    exe = _kenning()
    rows: list[dict[str, Any]] = []
    medians: dict[str, dict[int, float]] = {}
    for n in sizes:
        with tempfile.TemporaryDirectory(prefix="kenning-scale-audit-") as tmp:
            home = Path(tmp) / "home"
            home.mkdir()
            env = _command_env(Path(tmp), home)
            build_store(home / "kenning.db", n)
            repo = _repo(Path(tmp), random.Random(n))
            found: dict[str, list[float]] = {
                "kenning audit (no daemon)": [],
                "kenning audit (daemon)": [],
            }
            floor = [_time(lambda: subprocess.run(_FLOOR_ARGV, check=True)) for _ in range(runs)]
            found["kenning audit (no daemon)"] = _audits(exe, env, repo, runs)
            subprocess.run([exe, "daemon", "start"], env=env, cwd=home, check=True,
                           capture_output=True)  # fmt: skip
            try:
                found["kenning audit (daemon)"] = _audits(exe, env, repo, runs)
            finally:
                subprocess.run([exe, "daemon", "stop"], env=env, cwd=home, capture_output=True)
            for name, samples in found.items():
                rows.append(row("scale", name, samples, floor=summarize(floor)["median"], n=n))
                medians.setdefault(name, {})[n] = summarize(samples)["median"]
    rows += _growth_rows(medians)
    return rows


def _growth_rows(medians: dict[str, dict[int, float]]) -> list[dict[str, Any]]:
    rows = []
    for name, by_n in medians.items():
        for lo, hi in itertools.pairwise(sorted(by_n)):  # each size and the next
            label = f"{name} growth exponent {lo:,} → {hi:,}"
            value = growth(by_n[lo], by_n[hi], ratio=hi / lo)
            rows.append(row("scale", label, value=round(value, 2), unit=""))
    return rows


def growth(small: float, large: float, ratio: float = 10.0) -> float:
    """The growth exponent between two medians `ratio` sizes apart (1.0: linear)."""
    return math.log(max(large, 1e-9) / max(small, 1e-9)) / math.log(ratio)


def run(
    size: str = "medium",
    runs: tuple[int, int] | None = None,
    settle: float | None = None,
    sizes: tuple[int, ...] | None = None,
) -> list[dict[str, Any]]:
    """Time every operation at each size of `size` (`SIZES`); rows and growth exponents.

    `runs` (warm, cold), `settle` (seconds) and `sizes` (rules) replace the size's own
    (`_RUNS`, `_SETTLE`, `SIZES`): the suite's smoke test takes the same rows from fewer
    runs on a smaller playbook."""
    exe = _kenning()
    warm, cold_runs = runs or _RUNS.get(size, _DEFAULT_RUNS)
    settle = _SETTLE.get(size, _DEFAULT_SETTLE) if settle is None else settle
    rows: list[dict[str, Any]] = []
    medians: dict[str, dict[int, float]] = {}
    for n in sizes or SIZES[size]:
        found = _one_size(n, warm, cold_runs, exe, settle)
        for name, samples in found["samples"].items():
            floor_samples = found["floors"].get(name)
            floor = summarize(floor_samples)["median"] if floor_samples else None
            rows.append(row("scale", name, samples, floor=floor, n=n))
            medians.setdefault(name, {})[n] = summarize(samples)["median"]
        for found_row in found.get("rows", []):
            rows.append({**found_row, "scenario": "scale"})
            if "floor" in found_row:  # the context rows, not the floor's own
                medians.setdefault(found_row["metric"], {})[n] = found_row["median"]
        for name, value in found["notes"].items():
            unit = "MB" if "MB" in name else "s" if name.endswith(" s") else "ms"
            label = name.removesuffix(" ms").removesuffix(" MB").removesuffix(" s")
            rows.append(row("scale", label, value=value, unit=unit, n=n))
    rows += _growth_rows(medians)
    return rows


if __name__ == "__main__":
    if sys.argv[1:2] == ["audit"]:  # `python -m bench.scale_bench audit [N ...]`
        found = run_audit(tuple(int(a) for a in sys.argv[2:]) or (1_000, 10_000, 100_000))
    else:
        found = run(sys.argv[1] if len(sys.argv) > 1 else "small")
    for r in found:
        print(r)
