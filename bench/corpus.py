"""Deterministic corpora of agent histories in the agents' real on-disk formats.

    python -m bench.corpus --size small --out corpus-small

writes, under OUT, folders laid out like each agent's home::

    claude/projects/<slug>/<uuid>.jsonl          CLAUDE_CONFIG_DIR=OUT/claude
    claude/projects/<slug>/<uuid>/subagents/agent-<id>.jsonl
    codex/sessions/YYYY/MM/DD/rollout-<ts>-<uuid>.jsonl   CODEX_HOME=OUT/codex
    gemini/tmp/<sha256(cwd)>/chats/session-*.json|jsonl   GEMINI_HOME=OUT/gemini/tmp
    aider/<repo>[/<sub>]/.aider.chat.history.md
    manifest.json                                 exact expected counts

The same (size, seed, span, end) always gives byte-identical files: every
session draws from its own `random.Random` seeded by its position in a plan
that is fixed up front, so the output does not depend on the number of worker
processes. Every secret of bench/corpus_secrets.py is placed at least once.
"""

from __future__ import annotations

import argparse
import calendar
import math
import os
import random
import shutil
import sys
import time
from collections.abc import Iterable
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import orjson

from .corpus_formats import WRITERS, Output, Spec, Stats
from .corpus_secrets import SECRETS
from .corpus_text import Event, Rng, make_workspaces, story

__all__ = ["AGENTS", "SIZES", "Size", "agent_env", "generate", "load_manifest"]

AGENTS = ("claude", "codex", "gemini", "aider")
_AGENT_WEIGHTS = (0.4, 0.3, 0.15, 0.15)
#: where each agent's connector should look, relative to the corpus root
ROOTS = {
    "claude": "claude/projects",
    "codex": "codex/sessions",
    "gemini": "gemini/tmp",
    "aider": "aider",
}
_AIDER_PER_FILE = 40
_AIDER_SUBDIRS = ("", "backend", "server", "app")
MANIFEST_FORMAT = 1


@dataclass(frozen=True)
class Size:
    """A named corpus size.

    Attributes:
        sessions: sessions planned (subagent transcripts come on top).
        median: median events per session (log-normal).
        sigma: spread of the log-normal.
        workspaces: distinct repositories.
        span_days: how far back the sessions go (default, --span-days overrides).
        huge_every: one session in this many is huge (0: none).
        huge: events of a huge session (low, high).
        long_every: one session in this many has a single very long line.
        long_bytes: length of that line.
    """

    sessions: int
    median: float
    sigma: float
    workspaces: int
    span_days: int
    huge_every: int
    huge: tuple[int, int]
    long_every: int
    long_bytes: int


SIZES: dict[str, Size] = {
    "tiny": Size(16, 10, 0.8, 4, 30, 16, (300, 500), 16, 100_000),
    "small": Size(240, 30, 1.0, 5, 120, 120, (1_500, 3_000), 60, 500_000),
    "medium": Size(2_000, 30, 1.0, 8, 365, 500, (4_000, 8_000), 200, 1_000_000),
    "large": Size(3_000, 60, 1.0, 12, 730, 500, (8_000, 15_000), 400, 2_000_000),
    "huge": Size(20_000, 170, 1.0, 20, 1095, 1_000, (10_000, 20_000), 500, 4_000_000),
}


@dataclass
class _Unit:
    """One file to render (several sessions for Aider, one otherwise)."""

    agent: str
    specs: list[Spec]
    seed: str


def _plan(size: Size, seed: int, span_days: int, end_ms: int) -> list[_Unit]:
    rng = random.Random(f"kenning-corpus/{seed}")
    workspaces = make_workspaces(rng, size.workspaces, "/home/alex")
    # a few repositories get most of the work, as in real use
    ws_weights = [1.0 / (i + 1) for i in range(len(workspaces))]
    span_ms = span_days * 86_400_000
    specs: list[Spec] = []
    for i in range(size.sessions):
        agent = rng.choices(AGENTS, _AGENT_WEIGHTS)[0]
        if i < 2 * len(AGENTS):  # every corpus has every agent and variant, even the tiny one
            agent = AGENTS[i % len(AGENTS)]
        ws = rng.choices(workspaces, ws_weights)[0]
        age = rng.random()
        if i < 2 * len(AGENTS):
            age = (0.1, 0.5, 0.2, 0.1, 0.2, 0.9, 0.7, 0.3)[i]
        start = end_ms - int(span_ms * age) - rng.randrange(3_600_000, 86_400_000)
        target = min(4_000, max(2, int(rng.lognormvariate(math.log(size.median), size.sigma))))
        if size.huge_every and i % size.huge_every == size.huge_every // 2:
            target = rng.randrange(*size.huge)
        variant = ""
        if agent == "codex" and 1 / 3 <= age < 2 / 3:
            variant = "dual"  # the dual-stream era: prompts also written as events
        elif agent == "gemini":
            variant = "jsonl" if age < 0.5 else "json"  # newer sessions use the event log
        long_line = size.long_bytes if size.long_every and i % size.long_every == 1 else 0
        sub = agent == "claude" and (rng.random() < 0.05 or i == len(AGENTS))
        specs.append(Spec(i, agent, ws, start, target, [], long_line, variant, sub))
    for k, secret in enumerate(SECRETS):  # every secret at least once, spread over all agents
        specs[(k * len(specs)) // len(SECRETS)].secrets.append(secret)
    for spec in specs:
        if rng.random() < 0.02:
            spec.secrets.append(rng.choice(SECRETS))
    units = [_Unit(s.agent, [s], "") for s in specs if s.agent != "aider"]
    for ws in workspaces:
        mine = sorted(
            (s for s in specs if s.agent == "aider" and s.ws is ws), key=lambda s: s.start_ms
        )
        for c in range(0, len(mine), _AIDER_PER_FILE):
            k = c // _AIDER_PER_FILE
            sub_dir = _AIDER_SUBDIRS[k] if k < len(_AIDER_SUBDIRS) else f"clone-{k}"
            chunk = mine[c : c + _AIDER_PER_FILE]
            for s in chunk:
                s.variant = f"{ws.name}/{sub_dir}".rstrip("/")
            units.append(_Unit("aider", chunk, ""))
    units.sort(key=lambda u: u.specs[0].idx)
    for n, u in enumerate(units):
        u.seed = f"kenning-corpus/{seed}/{n}"
    return units


def _render(unit: _Unit) -> list[Output]:
    r = Rng(unit.seed)
    events: list[list[Event]] = []
    for spec in unit.specs:
        events.append(story(r, spec.ws, spec.start_ms, spec.target, spec.secrets, spec.long_line))
    return WRITERS[unit.agent](r, unit.specs, events)


def _write(job: tuple[str, _Unit]) -> list[tuple[str, str, Stats]]:
    """Render one unit and write its files (runs in a worker process)."""
    root, unit = job
    done = []
    for out in _render(unit):
        path = os.path.join(root, out.path)
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, "wb") as fh:
            fh.write(out.data)
        os.utime(path, ns=(out.mtime_ms * 1_000_000, out.mtime_ms * 1_000_000))
        done.append((out.path, unit.agent, out.stats))
    return done


def _parse_end(end: str) -> int:
    return calendar.timegm(time.strptime(end, "%Y-%m-%d")) * 1000


def agent_env(root: Path) -> dict[str, str]:
    """Environment variables that point each agent's connector at a corpus under `root`."""
    return {
        "CLAUDE_CONFIG_DIR": str(root / "claude"),
        "CODEX_HOME": str(root / "codex"),
        "GEMINI_HOME": str(root / "gemini" / "tmp"),
    }


def _manifest(rows: Iterable[tuple[str, str, Stats]], head: dict[str, Any]) -> dict[str, Any]:
    agents: dict[str, dict[str, Any]] = {}
    files: list[dict[str, Any]] = []
    keys = ("sessions", "messages", "bytes", "tool_calls", "other_records")
    for path, agent, st in sorted(rows):
        a = agents.setdefault(
            agent, {"files": 0, **dict.fromkeys(keys, 0), "roles": {}, "secrets": 0}
        )
        a["files"] += 1
        for k in keys:
            a[k] += getattr(st, k)
        for role, n in st.roles.items():
            a["roles"][role] = a["roles"].get(role, 0) + n
        a["secrets"] += len(st.secrets)
        files.append(
            {
                "path": path,
                "agent": agent,
                "sessions": st.sessions,
                "messages": st.messages,
                "bytes": st.bytes,
                "roles": dict(sorted(st.roles.items())),
                "secrets": sorted(st.secrets),
            }
        )
    totals = {k: sum(a[k] for a in agents.values()) for k in ("files", *keys, "secrets")}
    placed = {i for f in files for i in f["secrets"]}
    return {
        **head,
        "totals": totals,
        "agents": dict(sorted(agents.items())),
        "distinct_secrets": len(placed),
        "files": files,
    }


def generate(
    out: Path,
    size: str = "tiny",
    *,
    seed: int = 0,
    span_days: int | None = None,
    end: str = "2026-11-01",
    jobs: int | None = None,
) -> dict[str, Any]:
    """Write a corpus under `out` and its `manifest.json`; return the manifest.

    Args:
        out: the corpus root (created; must not already hold a corpus).
        size: a key of SIZES.
        seed: same seed, same bytes.
        span_days: sessions are spread over this many days before `end`.
        end: the date (YYYY-MM-DD, UTC) of the newest session.
        jobs: worker processes (default: one per core; the bytes do not depend on it).
    """
    if size not in SIZES:
        raise ValueError(f"unknown size {size!r}: use one of {', '.join(SIZES)}")
    spec = SIZES[size]
    span = span_days if span_days is not None else spec.span_days
    out.mkdir(parents=True, exist_ok=True)
    if (out / "manifest.json").exists() or any((out / a).exists() for a in AGENTS):
        raise FileExistsError(f"{out} already holds a corpus: remove it or pass another --out")
    units = _plan(spec, seed, span, _parse_end(end))
    jobs = jobs or os.cpu_count() or 1
    work = [(str(out), u) for u in units]
    rows: list[tuple[str, str, Stats]] = []
    if jobs == 1 or spec.sessions < 500:
        for job in work:
            rows.extend(_write(job))
    else:
        with ProcessPoolExecutor(jobs) as pool:
            for done in pool.map(_write, work, chunksize=16):
                rows.extend(done)
    head = {
        "format": MANIFEST_FORMAT,
        "size": size,
        "seed": seed,
        "span_days": span,
        "end": end,
        "roots": ROOTS,
        "env": {k: os.path.relpath(v, out) for k, v in agent_env(out).items()},
        "counting": "see bench/corpus_formats.py: messages a faithful connector reads back",
    }
    manifest = _manifest(rows, head)
    (out / "manifest.json").write_bytes(orjson.dumps(manifest, option=orjson.OPT_INDENT_2))
    return manifest


def load_manifest(root: Path) -> dict[str, Any]:
    """The manifest of the corpus under `root`."""
    data: dict[str, Any] = orjson.loads((root / "manifest.json").read_bytes())
    return data


def main(argv: list[str] | None = None) -> int:
    """`python -m bench.corpus --size S --out DIR`: write a corpus and print its totals."""
    p = argparse.ArgumentParser(prog="python -m bench.corpus", description=__doc__.split("\n")[0])
    p.add_argument("--size", default="small", choices=list(SIZES))
    p.add_argument("--out", required=True, type=Path, help="corpus root (must be new or empty)")
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--span-days", type=int, default=None, help="default depends on --size")
    p.add_argument("--end", default="2026-11-01", help="date of the newest session (YYYY-MM-DD)")
    p.add_argument("--jobs", type=int, default=None, help="worker processes (default: cores)")
    p.add_argument("--force", action="store_true", help="replace a corpus already in --out")
    a = p.parse_args(argv)
    if a.force:
        for name in (*AGENTS, "manifest.json"):
            target = a.out / name
            if target.is_dir():
                shutil.rmtree(target)
            elif target.exists():
                target.unlink()
    t0 = time.perf_counter()
    try:
        m = generate(a.out, a.size, seed=a.seed, span_days=a.span_days, end=a.end, jobs=a.jobs)
    except (FileExistsError, ValueError) as exc:
        print(f"error: {exc}\nfix: pass --force to replace it, or a new --out", file=sys.stderr)
        return 2
    dt = time.perf_counter() - t0
    t = m["totals"]
    print(
        f"{a.size}: {t['files']} files, {t['sessions']} sessions, {t['messages']} messages, "
        f"{t['bytes'] / 1e6:.1f} MB, {t['secrets']} secrets placed "
        f"({m['distinct_secrets']} distinct) in {dt:.2f} s = {t['bytes'] / 1e6 / dt:.0f} MB/s"
    )
    for agent, s in m["agents"].items():
        print(
            f"  {agent:7} {s['sessions']:>7} sessions {s['messages']:>9} messages "
            f"{s['bytes'] / 1e6:>9.1f} MB"
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
