"""Run benchmark scenarios and print one table.

A scenario is a module `bench/<name>_bench.py` (or `<name>_bench.py` in a folder
of $KENNING_BENCH_PATH) with a `run` function returning a list of dict rows.
Each scenario runs in its own child process (a fresh interpreter: no import or
cache left over from the previous one, a crash or a hang is contained, memory
is returned) with a throwaway KENNING_HOME, and the run goes on when one fails:
its error becomes a row of the table.

`run` is called with what its signature accepts: `size` when it has such a
parameter; otherwise, for the size given with --size, the arguments of
SIZE_ARGS that it names (`quick`, `scales`, `n`); otherwise nothing.

Rows are normalised to: scenario, metric, median, p95, p99, unit, floor,
ratio, and `details` for whatever else the row carries (see `normalise`).
"""

from __future__ import annotations

import argparse
import ast
import importlib
import importlib.util
import inspect
import os
import pkgutil
import platform
import re
import subprocess
import sys
import tempfile
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import orjson

__all__ = ["SIZE_ARGS", "call_run", "discover", "main", "normalise", "run_scenarios"]

BENCH_DIR = Path(__file__).resolve().parent
#: extra folders searched for `<name>_bench.py` scenarios (os.pathsep-separated)
EXTRA_PATH_ENV = "KENNING_BENCH_PATH"
SIZES = ("tiny", "small", "medium", "large", "huge")
#: per size, the value of a `run` parameter with this name (when `run` has no `size`)
SIZE_ARGS: dict[str, dict[str, Any]] = {
    "quick": {"tiny": True, "small": True, "medium": False, "large": False, "huge": False},
    "scales": {
        "tiny": (10_000,),
        "small": (100_000,),
        "medium": (100_000, 1_000_000),
        "large": (100_000, 1_000_000),
        "huge": (100_000, 1_000_000, 5_000_000),
    },
    "n": {"tiny": 1_000},
    # hover_bench (rules, messages, runs) and context_bench (sizes): smaller for a smoke test
    "rules": {"tiny": 1_000},
    "messages": {"tiny": 10_000},
    "runs": {"tiny": 50},
    "sizes": {"tiny": (1_000,)},
}
#: label fields, in the order they make up the metric's name
_LABEL_KEYS = ("scenario", "bench", "name", "metric", "what", "mode", "embedder")
_SCALE_KEYS = ("messages", "n", "scale", "sessions", "size")
_MEDIAN_KEYS = ("median", "p50", "median_ms", "p50_ms", "value", "mean", "mean_ms")
_RATE_KEYS = {"mb_per_s": "MB/s", "messages_per_s": "msg/s", "per_s": "/s"}


def _scenario_files() -> dict[str, Path]:
    """Scenario name → file: bench/*_bench.py, then any folder in $KENNING_BENCH_PATH."""
    dirs = [BENCH_DIR]
    dirs += [Path(d) for d in os.environ.get(EXTRA_PATH_ENV, "").split(os.pathsep) if d]
    out: dict[str, Path] = {}
    for folder in dirs:
        for info in pkgutil.iter_modules([str(folder)]):
            if info.name.endswith("_bench"):
                out.setdefault(info.name.removesuffix("_bench"), folder / f"{info.name}.py")
    return out


def discover() -> dict[str, str]:
    """Scenario name → first line of its docstring (read without importing the module)."""
    out = {}
    for name, path in _scenario_files().items():
        doc = ast.get_docstring(ast.parse(path.read_text(encoding="utf-8"))) or ""
        out[name] = doc.strip().split("\n")[0]
    return dict(sorted(out.items()))


def _load(name: str) -> Any:
    path = _scenario_files()[name]
    if path.parent == BENCH_DIR:  # a package module: its relative imports must work
        return importlib.import_module(f"bench.{name}_bench")
    spec = importlib.util.spec_from_file_location(f"bench_extra_{name}", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def call_run(module: Any, size: str | None) -> list[dict[str, Any]]:
    """Call `module.run` with the arguments its signature accepts for `size`."""
    fn = module.run
    params = inspect.signature(fn).parameters
    kwargs: dict[str, Any] = {}
    if "size" in params:
        if size is not None or params["size"].default is inspect.Parameter.empty:
            kwargs["size"] = size or "small"
    elif size is not None:
        for name, by_size in SIZE_ARGS.items():
            if name in params and size in by_size:
                kwargs[name] = by_size[size]
    rows = fn(**kwargs)
    return [dict(r) for r in rows]


def _num(v: Any) -> float | None:
    return float(v) if isinstance(v, int | float) and not isinstance(v, bool) else None


def normalise(scenario: str, raw: dict[str, Any]) -> dict[str, Any]:
    """One row in the table's shape, whatever shape the scenario used.

    The metric is named from the label fields (scenario/bench/name/metric/what/
    mode/embedder) and a scale field (messages, n, …); the median comes from
    median/p50/value/mean (`_ms` suffix: unit ms) or, failing that, a rate
    (mb_per_s, messages_per_s); the remaining fields go to `details`.
    """
    left = dict(raw)
    labels = []
    for key in _LABEL_KEYS:
        v = left.pop(key, None)
        if isinstance(v, str) and v and v != scenario and v not in labels:
            labels.append(v)
    for key in _SCALE_KEYS:
        scale = _num(left.get(key))
        if scale is not None:
            labels.append(f"{key}={int(scale):,}")
            left.pop(key)
            break
    out: dict[str, Any] = {"scenario": scenario, "metric": " ".join(labels) or "-"}
    unit = left.pop("unit", None)
    median = None
    for key in _MEDIAN_KEYS:
        if _num(left.get(key)) is not None:
            median = _num(left.pop(key))
            unit = unit or ("ms" if key.endswith("_ms") else None)
            break
    if median is None:
        for key, rate_unit in _RATE_KEYS.items():
            if _num(left.get(key)) is not None:
                median, unit = _num(left.pop(key)), unit or rate_unit
                break
    out["median"] = median
    for q in ("p95", "p99"):
        v = left.pop(q, None)
        v = v if v is not None else left.pop(f"{q}_ms", None)
        out[q] = _num(v)
    out["unit"] = unit or ""
    floor = left.pop("floor", None)
    floor = floor if floor is not None else left.pop("floor_median", None)
    out["floor"] = _num(floor)
    ratio = _num(left.pop("ratio", None))
    if ratio is None and out["floor"] and median is not None:
        ratio = median / out["floor"]
    out["ratio"] = ratio
    left.pop("error", None)
    out["details"] = ", ".join(f"{k}={v}" for k, v in left.items())
    if "error" in raw:
        out["error"] = str(raw["error"])
    return out


def _scale(r: dict[str, Any]) -> list[str]:
    return [x for x in r["metric"].split() if "=" in x]


_FLOOR_WORD = re.compile(r"\bfloor\b", re.IGNORECASE)


def _pair_floors(rows: list[dict[str, Any]]) -> None:
    """Give rows without a floor the nearest preceding floor row of their scenario.

    Lets a scenario report its floor as a row of its own (a metric with the word
    "floor", as retrieval does) and still get a ratio; a row on another scale
    (a different `messages=…` in its metric) or in another unit is not paired.
    """
    current: dict[str, Any] | None = None
    for r in rows:
        if "error" in r:
            continue
        if _FLOOR_WORD.search(r["metric"]):
            current = r
        elif (
            current is not None
            and current["scenario"] == r["scenario"]
            and r["floor"] is None
            and r["median"] is not None
            and current["median"]
            and current["unit"] == r["unit"]
            and _scale(current) == _scale(r)
        ):
            r["floor"] = current["median"]
            r["ratio"] = r["median"] / current["median"]


def _child(name: str, size: str | None, out: Path) -> int:
    """Run one scenario in this process and write its rows (or its error) to `out`."""
    started = time.perf_counter()
    try:
        rows = call_run(_load(name), size)
    except BaseException as exc:  # a failing scenario is a result, reported in the table
        out.write_bytes(orjson.dumps({"error": f"{type(exc).__name__}: {exc}"}))
        raise
    elapsed = time.perf_counter() - started
    out.write_bytes(
        orjson.dumps(
            {"rows": rows, "seconds": elapsed}, default=str, option=orjson.OPT_NON_STR_KEYS
        )
    )
    return 0


def _run_one(name: str, size: str | None, timeout: float) -> tuple[list[dict[str, Any]], float]:
    """Run scenario `name` in a child process; its rows, or one error row, and its seconds."""
    started = time.perf_counter()
    with tempfile.TemporaryDirectory(prefix=f"kenning-bench-{name}-") as tmp:
        result = Path(tmp) / "result.json"
        env = dict(os.environ)
        env["KENNING_HOME"] = str(Path(tmp) / "home")
        # a cold command must stay cold, and leave no daemon behind (the commands
        # scenario turns autostart on where it measures it)
        env.setdefault("KENNING_DAEMON__AUTOSTART", "false")
        # a throwaway home must not hide the embedding model installed in the real one
        if "KENNING_MODELS_DIR" not in os.environ:
            env["KENNING_MODELS_DIR"] = _models_dir()
        env["PYTHONPATH"] = os.pathsep.join(
            [str(BENCH_DIR.parent), *filter(None, [os.environ.get("PYTHONPATH")])]
        )
        argv = [sys.executable, "-m", "bench.runner", "--child", name, "--result", str(result)]
        if size:
            argv += ["--size", size]
        try:
            proc = subprocess.run(
                argv,
                env=env,
                cwd=BENCH_DIR.parent,
                timeout=timeout,
                capture_output=True,
            )
        except subprocess.TimeoutExpired:
            return [{"error": f"timed out after {timeout:.0f} s (raise --timeout)"}], timeout
        seconds = time.perf_counter() - started
        data: dict[str, Any] = orjson.loads(result.read_bytes()) if result.exists() else {}
        if "rows" in data:
            return list(data["rows"]), seconds
        err = data.get("error") or proc.stderr.decode(errors="replace").strip()
        last = err.strip().split("\n")[-1] if err.strip() else f"exited {proc.returncode}"
        return [{"error": last}], seconds


def _models_dir() -> str:
    """The models folder holding the model for the real home (it may be an older one)."""
    from kenning.daemon.core.config import resolve_paths
    from kenning.daemon.retrieval.embedding.embedder import model_dir, model_roots, read_manifest
    from kenning.daemon.retrieval.embedding.install import DEFAULT_MODEL

    roots = model_roots(resolve_paths())
    found = [r for r in roots if read_manifest(model_dir(r, DEFAULT_MODEL)) is not None]
    return str((found or roots)[0])


def run_scenarios(
    names: Sequence[str], size: str | None, timeout: float, progress: bool = True
) -> list[dict[str, Any]]:
    """Run each scenario in turn; normalised rows, with `seconds` per scenario."""
    rows: list[dict[str, Any]] = []
    for name in names:
        if progress:
            print(f"running {name} …", file=sys.stderr, flush=True)
        raw_rows, seconds = _run_one(name, size, timeout)
        mine = [normalise(name, r) for r in raw_rows]
        if not mine:
            mine = [normalise(name, {"metric": "(no rows)"})]
        _pair_floors(mine)
        for r in mine:
            r["seconds"] = round(seconds, 1)
        rows.extend(mine)
    return rows


def _fmt(v: float | None) -> str:
    if v is None:
        return ""
    a = abs(v)
    if a >= 1000:
        return f"{v:,.0f}"
    if a >= 100:
        return f"{v:.0f}"
    if a >= 10:
        return f"{v:.1f}"
    return f"{v:.3g}"


def _fmt_ratio(v: float | None) -> str:
    if v is None:
        return ""
    return f"{v:.2f}×" if v >= 0.1 else f"{v:.2g}×"


def print_table(rows: list[dict[str, Any]], title: str) -> None:
    """The one table of a run (rich), errors in red."""
    from rich.console import Console
    from rich.table import Table

    table = Table(title=title, title_justify="left")
    for col in ("scenario", "metric", "median", "p95", "p99", "unit", "floor", "ratio", "notes"):
        numeric = col in ("median", "p95", "p99", "floor", "ratio")
        table.add_column(col, justify="right" if numeric else "left", overflow="fold")
    for r in rows:
        if "error" in r:
            table.add_row(r["scenario"], "[red]ERROR[/red]", *[""] * 6, f"[red]{r['error']}[/red]")
            continue
        ratio = _fmt_ratio(r["ratio"])
        table.add_row(
            r["scenario"],
            r["metric"],
            _fmt(r["median"]),
            _fmt(r["p95"]),
            _fmt(r["p99"]),
            r["unit"],
            _fmt(r["floor"]),
            ratio,
            r["details"],
        )
    Console(width=max(140, Console().width)).print(table)


def markdown(doc: dict[str, Any]) -> str:
    """A saved run (`--json`) as a markdown table, for bench/README.md."""
    m = doc["machine"]
    lines = [
        f"Measured {doc['date']} on {m['cpus']} cores, {m['mem_gib']} GiB, Python {m['python']} "
        f"(load average {m.get('load_avg_1m', '?')} → {m.get('load_avg_1m_end', '?')}), "
        f"size {doc['size'] or 'default'}.",
        "",
        "| scenario | metric | median | p95 | p99 | unit | floor | ratio | notes |",
        "|---|---|--:|--:|--:|---|--:|--:|---|",
    ]
    _pair_floors(doc["rows"])  # runs saved before a scenario's floor row was recognised
    for r in doc["rows"]:
        if "error" in r:
            lines.append(f"| {r['scenario']} | **ERROR** | | | | | | | {r['error']} |")
            continue
        ratio = _fmt_ratio(r["ratio"])
        cells = [r["scenario"], r["metric"], _fmt(r["median"]), _fmt(r["p95"]), _fmt(r["p99"]),
                 r["unit"], _fmt(r["floor"]), ratio, r["details"]]  # fmt: skip
        lines.append("| " + " | ".join(c.replace("|", "/") for c in cells) + " |")
    return "\n".join(lines) + "\n"


def machine() -> dict[str, Any]:
    """What the numbers were measured on."""
    mem = 0
    try:
        with open("/proc/meminfo", encoding="ascii") as fh:
            mem = int(fh.readline().split()[1]) * 1024
    except (OSError, ValueError, IndexError):
        pass
    return {
        # other work on the machine inflates every number: say how busy it was
        "load_avg_1m": round(os.getloadavg()[0], 2),
        "cpus": os.cpu_count(),
        "mem_gib": round(mem / 2**30, 1),
        "python": platform.python_version(),
        "platform": platform.platform(),
    }


def main(argv: Sequence[str] | None = None) -> int:
    """`python -m bench [SCENARIO...] [--size S] [--json out.json] [--list]`."""
    p = argparse.ArgumentParser(
        prog="python -m bench",
        description="Run kenning's benchmarks and print one table (see bench/README.md).",
    )
    p.add_argument("scenarios", nargs="*", help="scenario names (default: all; see --list)")
    p.add_argument(
        "--size",
        choices=SIZES,
        default=None,
        help="corpus/store size; default: each scenario's own default",
    )
    p.add_argument("--json", type=Path, default=None, help="also write the rows to this file")
    p.add_argument("--list", action="store_true", help="list the scenarios and exit")
    p.add_argument("--timeout", type=float, default=3600, help="seconds allowed per scenario")
    p.add_argument(
        "--markdown", type=Path, default=None, help="print a saved --json run as markdown and exit"
    )
    p.add_argument("--child", help=argparse.SUPPRESS)
    p.add_argument("--result", type=Path, help=argparse.SUPPRESS)
    a = p.parse_args(argv)
    a.scenarios = [s.replace("-", "_") for s in a.scenarios]  # `hover-quality` too
    if a.child:
        return _child(a.child, a.size, a.result)
    if a.markdown:
        print(markdown(orjson.loads(a.markdown.read_bytes())), end="")
        return 0
    known = discover()
    if a.list:
        for name, summary in known.items():
            print(f"{name:12} {summary}")
        return 0
    unknown = [s for s in a.scenarios if s not in known]
    if unknown:
        print(
            f"error: unknown scenario {', '.join(unknown)}; known: {', '.join(known)}\n"
            "fix: run `python -m bench --list`",
            file=sys.stderr,
        )
        return 2
    names = a.scenarios or list(known)
    started = time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime())
    m = machine()
    rows = run_scenarios(names, a.size, a.timeout)
    m["load_avg_1m_end"] = round(os.getloadavg()[0], 2)
    title = (
        f"kenning bench — {started} — {m['cpus']} cores, {m['mem_gib']} GiB, "
        f"Python {m['python']} — load {m['load_avg_1m']}→{m['load_avg_1m_end']} — "
        f"size {a.size or 'default'}"
    )
    print_table(rows, title)
    if a.json:
        doc: dict[str, Any] = {
            "date": started,
            "machine": m,
            "size": a.size,
            "scenarios": names,
            "rows": rows,
        }
        a.json.write_bytes(orjson.dumps(doc, option=orjson.OPT_INDENT_2))
    return 1 if any("error" in r for r in rows) else 0


if __name__ == "__main__":
    raise SystemExit(main())
