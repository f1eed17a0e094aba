"""Each command people and agents wait on, with and without the daemon, against `python -c pass`.

For each playbook size (100, 1,000 and 10,000 rules by default) a fresh
KENNING_HOME gets the rules with ~5 feedback events each (bench/playbook_bench.py's
generator), 300 sessions of 8 messages (bench/context_bench.py's), vectors
for both (the hashing embedder: no model load, same for every run), and is
then grown with SQL to 100,000 messages (bench/store_bench.py's `grow`).
Then, without a daemon and with `kenning daemon start` running (once its
start-up work is done: under 2 % of a core over 2 s), each command
runs as a real subprocess, in turns with the floor `python -c pass` (floor,
`--version`, `--help`, `search`, `context`, …, floor, …) so that other work
on the machine weighs on all of them alike; round 0 warms the file cache and
writes the bytecode an installed package would have (PYTHONDONTWRITEBYTECODE
is dropped), and is not kept. Every row's ratio is against the floor measured
in its own block; `cpu_ms` beside it is the median CPU (user + system) of the
command's process, steadier than wall time on a shared machine.

Between the two, with `daemon.autostart` on, `search` and `context` without
a daemon: the command starts one in the background and answers in its own
process by words (no model loaded), saying so (`degraded` in the notes: yes
when the answer carries the degraded note); each such run is followed,
untimed, by waiting for the daemon it started and stopping it.

Targets (the `target` and `meets` notes): `--version`/`--help` ≤ 3× the
floor; `search`, `mark`, `playbook add` with the daemon ≤ 4×; `mark` and
`playbook add` without the daemon ≤ 200 ms; `context` without the daemon
never slower than cass-memory's `cm context` (not installed here: the time is
printed to compare by hand). Also: the daemon's RSS after the mixed workload
(and, when the model is installed, once more with MiniLM at the largest size,
every rule and message embedded: target ≤ 250 MB), and `Playbook.load` / the
`stats` dashboard in-process (≤ 50 ms / ≤ 150 ms at 10,000 rules).
"""

from __future__ import annotations

import os
import random
import resource
import sqlite3
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from contextlib import closing
from pathlib import Path
from typing import Any

from kenning.daemon.core.client import DaemonClient, env_settings
from kenning.daemon.core.config import load_config
from kenning.daemon.core.settings import Settings
from kenning.daemon.ops import DEGRADED_NOTE, NO_MODEL_NOTE
from kenning.daemon.playbook.book import Playbook
from kenning.daemon.playbook.stats_index import compute_stats
from kenning.daemon.retrieval.embedding.embedder import embedder_status
from kenning.daemon.store.db import Store
from kenning.daemon.team.view import team_view

from .context_bench import _sessions, _task
from .corpus import agent_env
from .daemon_bench import _settle, rss_mb
from .playbook_bench import _THINGS, _content, _kenning, build_store
from .store_bench import grow
from .timing import row, time_call

__all__ = ["COMMANDS", "PARAMS", "run"]

#: size → (rule counts, messages in the store, timed runs per command and mode)
PARAMS: dict[str, tuple[tuple[int, ...], int, int]] = {
    "tiny": ((100,), 2_000, 2),
    "small": ((100, 1_000, 10_000), 100_000, 10),
    "medium": ((100, 1_000, 10_000), 100_000, 20),
    "large": ((100, 1_000, 10_000), 100_000, 30),
    "huge": ((100, 1_000, 10_000), 100_000, 30),
}
COMMANDS = (
    "--version",
    "--help",
    "search",
    "context",
    "mark",
    "playbook add",
    "playbook list",
    "stats",
    "status",
)
#: what neither the store nor the daemon changes: timed once, in the first block
_STARTUP = ("--version", "--help")
#: the commands that start a daemon when none runs (`ops.Operation.warm`)
_AUTOSTARTED = ("search", "context")
FLOOR = "python -c pass (floor)"
Argv = Callable[[], list[str]]


def _argv(exe: str, ids: list[str], rng: random.Random) -> dict[str, Argv]:
    added = iter(range(10**9))
    return {
        "--version": lambda: [exe, "--version"],
        "--help": lambda: [exe, "--help"],
        "search": lambda: [exe, "search", rng.choice(_THINGS), "--json"],
        "context": lambda: [exe, "context", _task(rng), "--json"],
        "mark": lambda: [exe, "mark", rng.choice(ids), "--helpful", "--json"],
        "playbook add": lambda: [
            exe,
            "playbook",
            "add",
            f"{_content(rng, next(added))} bench-{rng.randrange(10**9)}",
            "--json",
        ],
        "playbook list": lambda: [exe, "playbook", "list", "--json"],
        "stats": lambda: [exe, "stats", "--json"],
        "status": lambda: [exe, "status", "--json"],
    }


def _target(command: str, daemon: bool, median: float, floor: float) -> dict[str, Any]:
    """The issue's target for this row, and whether the median meets it."""
    if command in _STARTUP:
        return {"target": "≤ 3× floor", "meets": _yes(median <= 3 * floor)}
    if daemon and command in ("search", "mark", "playbook add"):
        return {"target": "≤ 4× floor", "meets": _yes(median <= 4 * floor)}
    if not daemon and command in ("mark", "playbook add"):
        return {"target": "≤ 200 ms", "meets": _yes(median <= 200)}
    if not daemon and command == "context":
        return {"target": "≤ cass-memory `cm context` (not installed: compare by hand)"}
    return {}


def _yes(ok: bool) -> str:
    return "yes" if ok else "NO"


def _home(
    tmp: Path, rules: int, messages: int, exe: str, *, model: bool = False
) -> tuple[Path, dict[str, str], list[str]]:
    """A KENNING_HOME with `rules` rules and `messages` messages; its environment and rule ids.

    With `model`, the installed MiniLM embeds the rules and the first
    messages, the daemon embeds in the background, and the messages the
    store is grown by get the vectors of the messages they copy (so every
    row has its vector, as after a finished backlog).
    """
    home = tmp / "home"
    db = home / "kenning.db"
    ids = build_store(db, rules)
    _sessions(db, max(1, min(300, messages // 8)), random.Random(rules))
    # an installed package has its bytecode compiled: without it every run of a
    # changed module would compile it again (round 0 writes what is missing)
    # (and settings of this process's own would keep a command from starting a daemon)
    own = env_settings(os.environ)
    inherited = {
        k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE" and k not in own
    }
    # the settings live in the home's config file, not in KENNING_* variables: a
    # command with settings of its own would never start a daemon (autostart)
    embed_settings = "" if model else 'backend = "hashing"\nbackground = false\n'
    (home / "config.toml").write_text(
        f"[embed]\n{embed_settings}\n[agents.aider]\nenabled = false\n"
    )
    env = {
        **inherited,
        **agent_env(tmp / "agents"),  # empty: the daemon ingests nothing of yours
        "HOME": str(tmp / "user"),
        "KENNING_HOME": str(home),
        "KENNING_DAEMON__AUTOSTART": "false",  # on only where autostart is measured
    }
    embed = [exe, "embed", "--kind", "rule", "--kind", "message"]
    subprocess.run(embed, env=env, cwd=home, check=True, capture_output=True, timeout=1800)
    grow(db, messages)
    if model:
        _copy_vectors(db)
    return home, env, ids


def _copy_vectors(db: Path) -> None:
    """Give each message `grow` copied the stored vector (or skip mark) of a message of its text."""
    with closing(sqlite3.connect(db)) as conn, conn:
        conn.execute(
            "CREATE TEMP TABLE made AS SELECT m.content_hash AS hash, e.model, e.dim, e.vector "
            "FROM embeddings e JOIN messages m ON e.ref_id = CAST(m.id AS TEXT) "
            "WHERE e.kind = 'message' GROUP BY m.content_hash"
        )
        conn.execute(
            "INSERT OR IGNORE INTO embeddings "
            "(kind, ref_id, content_hash, model, dim, vector, created_at) "
            "SELECT 'message', CAST(m.id AS TEXT), m.content_hash || ':dense-v1', made.model, "
            "made.dim, made.vector, '2026-01-01T00:00:00Z' FROM messages m "
            "JOIN made ON made.hash = m.content_hash"
        )


def _once(argv: list[str], env: dict[str, str], cwd: Path) -> float:
    return _run(argv, env, cwd)[0]


def _run(argv: list[str], env: dict[str, str], cwd: Path) -> tuple[float, bytes]:
    """Milliseconds to completion and the standard output of one run."""
    start = time.perf_counter()
    proc = subprocess.run(argv, env=env, cwd=cwd, capture_output=True, timeout=300)
    took = (time.perf_counter() - start) * 1000
    if proc.returncode != 0:
        err = proc.stderr.decode(errors="replace").strip()[-500:]
        raise RuntimeError(f"{' '.join(argv[1:])} exited {proc.returncode}: {err}")
    return took, proc.stdout


def _block(
    argvs: dict[str, Argv],
    commands: tuple[str, ...],
    runs: int,
    env: dict[str, str],
    cwd: Path,
    cpu: dict[str, list[float]] | None = None,
) -> dict[str, list[float]]:
    """Interleaved rounds of the floor and each command; round 0 is not kept.

    `cpu`, when given, gets each kept run's CPU milliseconds (user + system of
    the reaped process: on a shared machine the steadier figure).
    """
    samples: dict[str, list[float]] = {name: [] for name in (FLOOR, *commands)}
    for round_no in range(runs + 1):
        for name in (FLOOR, *commands):
            argv = [sys.executable, "-c", "pass"] if name == FLOOR else argvs[name]()
            before = _children_cpu()
            took = _once(argv, env, cwd)
            if round_no:
                samples[name].append(took)
                if cpu is not None:
                    cpu.setdefault(name, []).append((_children_cpu() - before) * 1000)
    return samples


def _children_cpu() -> float:
    """CPU seconds of this process's reaped children so far."""
    used = resource.getrusage(resource.RUSAGE_CHILDREN)
    return used.ru_utime + used.ru_stime


def _autostarted(
    argvs: dict[str, Argv], runs: int, env: dict[str, str], cwd: Path, exe: str
) -> tuple[dict[str, list[float]], dict[str, bool]]:
    """`search` and `context` answered while the daemon they start comes up.

    Returns the samples and, per command, whether every answer said it was
    degraded (answered by words in this process).
    """
    env = {**env, "KENNING_DAEMON__AUTOSTART": "true"}
    samples: dict[str, list[float]] = {name: [] for name in (FLOOR, *_AUTOSTARTED)}
    degraded = dict.fromkeys(_AUTOSTARTED, True)
    for round_no in range(runs + 1):
        for name in (FLOOR, *_AUTOSTARTED):
            if name == FLOOR:
                took = _once([sys.executable, "-c", "pass"], env, cwd)
            else:
                took, out = _run(argvs[name](), env, cwd)
                # the note of an answer by words: the model not loaded yet, or none installed
                degraded[name] &= DEGRADED_NOTE.encode() in out or NO_MODEL_NOTE.encode() in out
                # untimed: the daemon it started, once it answers, is stopped
                _wait_daemon(Path(env["KENNING_HOME"]))
                subprocess.run(
                    [exe, "daemon", "stop"], env=env, cwd=cwd, capture_output=True, timeout=120
                )
            if round_no:
                samples[name].append(took)
    return samples, degraded


def _rows(
    samples: dict[str, list[float]],
    rules: int,
    messages: int,
    daemon: bool,
    *,
    mode: str | None = None,
    notes: dict[str, dict[str, Any]] | None = None,
    cpu: dict[str, list[float]] | None = None,
) -> list[dict[str, Any]]:
    mode = mode or ("daemon" if daemon else "no daemon")
    floor = statistics.median(samples[FLOOR])
    where = f"({mode}, {rules:,} rules)"
    # `cpu_ms`: the median CPU of the command's process (`_block`)
    spent: dict[str, dict[str, Any]] = {
        name: {"cpu_ms": round(statistics.median(v), 1)} for name, v in (cpu or {}).items()
    }
    out = [
        row(
            "commands",
            f"{FLOOR} {where}",
            samples[FLOOR],
            messages=messages,
            **spent.get(FLOOR, {}),
        )
    ]
    for name, times in samples.items():
        if name == FLOOR:
            continue
        label = f"kenning {name}" + ("" if name in _STARTUP else f" {where}")
        median = statistics.median(times)
        extra = {
            **_target(name, daemon, median, floor),
            **(notes or {}).get(name, {}),
            **spent.get(name, {}),
        }
        out.append(row("commands", label, times, floor=floor, messages=messages, **extra))
    return out


def _wait_daemon(home: Path, timeout: float = 60.0) -> int:
    client = DaemonClient(home / "daemon.sock", timeout=5.0)
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if client.try_call("ping") is not None:
            return int((home / "daemon.pid").read_text().split()[0])
        time.sleep(0.05)
    raise RuntimeError(f"the daemon did not answer within {timeout:.0f} s")


def _in_process(db: Path, rules: int, runs: int) -> list[dict[str, Any]]:
    """`Playbook.load` and the stats dashboard in this process (targets at 10,000 rules)."""
    settings = Settings()
    out = []
    with Store.open(db) as store:

        def stats() -> object:
            pb = Playbook.load(store, settings, None, include_retired=True, shared=team_view)
            return compute_stats(pb, stale_days=settings.scoring.stale_days)

        for name, fn, limit in (
            ("Playbook.load", lambda: Playbook.load(store, settings, None, shared=team_view), 50.0),
            ("stats dashboard", stats, 150.0),
        ):
            times = time_call(fn, max(3, runs), warmup=1)
            notes: dict[str, Any] = {}
            if rules >= 10_000:
                ok = statistics.median(times) <= limit
                notes = {"target": f"≤ {limit:.0f} ms at 10,000 rules", "meets": _yes(ok)}
            # `n`, not `messages`: the runner must not pair these with a subprocess floor
            out.append(row("commands", f"{name} in-process", times, n=rules, **notes))
    return out


def _model_rss(rules: int, messages: int, runs: int, exe: str) -> list[dict[str, Any]]:
    """The daemon's RSS with the installed MiniLM loaded, every rule and message embedded.

    Empty when no model is installed (the hashing rows above still run).
    """
    loaded = load_config()
    if embedder_status(loaded.settings, loaded.paths).degraded:
        return []
    rng = random.Random(rules)
    with tempfile.TemporaryDirectory(prefix="kenning-commands-bench-") as tmp_name:
        home, env, ids = _home(Path(tmp_name), rules, messages, exe, model=True)
        argvs = _argv(exe, ids, rng)
        _once([exe, "daemon", "start"], env, home)
        try:
            pid = _wait_daemon(home)
            _settle(pid, limit=600)
            idle = rss_mb(pid)
            _block(argvs, COMMANDS[len(_STARTUP) :], runs, env, home)
            after = rss_mb(pid)  # one reading: the value and its verdict agree
            return [
                row(
                    "commands",
                    f"daemon RSS after the mixed workload, MiniLM ({rules:,} rules)",
                    unit="MB",
                    value=round(after, 1),
                    messages=messages,
                    idle_mb=round(idle, 1),
                    **_rss_split(pid),
                    target="≤ 250 MB",
                    meets=_yes(after <= 250),
                )
            ]
        finally:
            subprocess.run(
                [exe, "daemon", "stop"], env=env, cwd=home, capture_output=True, timeout=120
            )


def _rss_split(pid: int) -> dict[str, Any]:
    """The process's resident pages by kind, in MB: file-backed (libraries) and anonymous (heaps).

    Empty where /proc/PID/smaps_rollup cannot be read (not Linux, an old kernel).
    """
    try:
        text = Path(f"/proc/{pid}/smaps_rollup").read_text()
    except OSError:
        return {}
    found: dict[str, float] = {}
    for line in text.splitlines():
        key, _, rest = line.partition(":")
        if key in ("Anonymous", "Rss"):
            found[key] = int(rest.split()[0]) / 1024
    if "Rss" not in found or "Anonymous" not in found:
        return {}
    anon = found["Anonymous"]
    return {"anon_mb": round(anon, 1), "file_mb": round(found["Rss"] - anon, 1)}


def run(
    size: str = "small",
    *,
    runs: int | None = None,
    autostart_runs: int | None = None,
    settle: bool = True,
) -> list[dict[str, Any]]:
    """Time every command of `COMMANDS` with and without the daemon, per playbook size.

    `runs` replaces the size's timed runs, `autostart_runs` the autostart block's
    (a third of `runs`, at least 2); `settle=False` times the daemon's block without
    first waiting for its start-up work to end: the suite's smoke test, the same rows.
    """
    sizes, messages, default_runs = PARAMS[size]
    runs = runs or default_runs
    autostart_runs = autostart_runs or max(2, runs // 3)
    exe = _kenning()
    rows: list[dict[str, Any]] = []
    for index, rules in enumerate(sizes):
        rng = random.Random(rules)
        with tempfile.TemporaryDirectory(prefix="kenning-commands-bench-") as tmp_name:
            tmp = Path(tmp_name)
            home, env, ids = _home(tmp, rules, messages, exe)
            argvs = _argv(exe, ids, rng)
            timed = COMMANDS if index == 0 else COMMANDS[len(_STARTUP) :]
            # no daemon: every command does its work in its own process
            cpu: dict[str, list[float]] = {}
            rows += _rows(
                _block(argvs, timed, runs, env, home, cpu), rules, messages, daemon=False, cpu=cpu
            )
            # autostart: the first answer by words while the daemon comes up
            started, degraded = _autostarted(argvs, autostart_runs, env, home, exe)
            said = {name: {"degraded": _yes(ok)} for name, ok in degraded.items()}
            rows += _rows(started, rules, messages, False, mode="no daemon, autostart", notes=said)
            _once([exe, "daemon", "start"], env, home)
            try:
                pid = _wait_daemon(home)
                if (
                    settle
                ):  # its start-up work (catch-up scan, first backup) is not the commands' cost
                    _settle(pid, limit=600)
                with_daemon = COMMANDS[len(_STARTUP) :]
                cpu = {}
                rows += _rows(
                    _block(argvs, with_daemon, runs, env, home, cpu),
                    rules,
                    messages,
                    daemon=True,
                    cpu=cpu,
                )
                rows.append(
                    row(
                        "commands",
                        f"daemon RSS after the mixed workload ({rules:,} rules)",
                        unit="MB",
                        value=round(rss_mb(pid), 1),
                        messages=messages,
                    )
                )
            finally:
                subprocess.run(
                    [exe, "daemon", "stop"], env=env, cwd=home, capture_output=True, timeout=120
                )
            rows += _in_process(home / "kenning.db", rules, runs)
    rows += _model_rss(sizes[-1], messages, runs, exe)
    return rows


if __name__ == "__main__":
    for r in run(sys.argv[1] if len(sys.argv) > 1 else "small"):
        print(r)
