"""`kenning context` without the CLI's start-up cost, and the briefing's human rendering.

Importing the click CLI (config, pydantic models, sqlite-utils, every command
module) costs ~0.6 s, four times the 150 ms budget of `kenning context`. The
console script therefore first offers argv to `fast_main`, which imports only
the standard library and orjson, parses the plain forms of `kenning context`,
asks the running daemon over its socket and prints the answer. Anything it
does not handle (no daemon, `--help`, `--set`, an unknown option, a daemon
error) returns False. With no daemon, the cold path (daemon/cli/cold.py)
answers next from the store's index; failing that, the full click command
runs as usual: it validates, computes in-process and reports errors the
documented way.

`request` is the one parse of the plain forms, `write` and `render` the one
printing, used by every path.
"""

from __future__ import annotations

import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from kenning.daemon.core.client import call
from kenning.daemon.core.errors import DaemonError
from kenning.daemon.core.paths import find_repo_root, resolve_paths
from kenning.daemon.core.terminal import fold, plain, width

__all__ = ["fast_main", "parse_args", "render", "request", "socket_path", "stdin_task", "write"]

_FLAGS = {"--workspace", "--file", "--limit"}
_stdin: list[str] = []  # the task read from stdin, kept for click's fallback


def stdin_task() -> str:
    """The task piped on stdin, read once per process.

    The fast path may read it and then hand over to click (no daemon, a daemon
    error, a request too large for the socket): click must see the same text,
    not an exhausted stdin.
    """
    if not _stdin:
        _stdin.append(sys.stdin.read())
    return _stdin[0]


def socket_path(environ: dict[str, str] | None = None) -> Path:
    """The daemon socket (paths.py is standard library only, like this module)."""
    return resolve_paths(environ).socket


def parse_args(argv: Sequence[str]) -> dict[str, Any] | None:
    """Parse `context [TASK|-] [--workspace D] [--file F] [--limit N] [--json]`, or None."""
    if not argv or argv[0] != "context":
        return None
    opts: dict[str, Any] = {"json": False, "task": None}
    rest = list(argv[1:])
    while rest:
        arg = rest.pop(0)
        if arg == "--json":
            opts["json"] = True
        elif arg in _FLAGS and rest:
            opts[arg[2:]] = rest.pop(0)
        elif "=" in arg and arg.split("=", 1)[0] in _FLAGS:
            key, value = arg.split("=", 1)
            opts[key[2:]] = value
        elif arg.startswith("-") and arg != "-":
            return None  # --help and friends: click answers
        elif opts["task"] is None:
            opts["task"] = arg
        else:
            return None
    try:
        opts["limit"] = int(opts.get("limit", 10))
    except ValueError:
        return None
    return opts


def request(argv: Sequence[str]) -> tuple[dict[str, Any], dict[str, Any]] | None:
    """(the parsed options, the `context` request) of a plain `kenning context …`,
    or None when click must handle it (see `parse_args`; no task on a terminal,
    an empty task or a limit outside 1..100: click reports it with its fix)."""
    opts = parse_args(argv)
    if opts is None:
        return None
    task = opts["task"]
    if task in (None, "-"):
        if sys.stdin.isatty():
            return None
        task = stdin_task()
    if not task.strip() or not 1 <= opts["limit"] <= 100:
        return None  # click reports the error with its fix
    workspace = opts.get("workspace")
    ws = Path(workspace).resolve() if workspace else find_repo_root(Path.cwd())
    file = opts.get("file")
    params = {
        "task": task,
        "workspace": str(ws) if ws else None,
        "file": str(Path(file).resolve()) if file else None,
        "limit": opts["limit"],
    }
    return opts, params


def fast_main(argv: Sequence[str]) -> bool:
    """Answer `kenning context …` from the warm daemon; False when click must handle it."""
    if parse_args(argv) is None:
        return False
    sock_path = socket_path()
    if not sock_path.exists():
        return False
    asked = request(argv)
    if asked is None:
        return False
    opts, params = asked
    try:  # the `context` operation (daemon/ops/retrieval.py)
        result = call("context", params, sock_path, timeout=10.0)
    except DaemonError:  # click reports it the documented way
        return False
    if result is None:
        return False
    write(result, as_json=opts["json"])
    return True


def write(result: dict[str, Any], *, as_json: bool) -> None:
    """Print a briefing as `kenning context` does: JSON (indented, keys sorted) or `render`."""
    if as_json:
        import orjson

        out = orjson.dumps(result, option=orjson.OPT_INDENT_2 | orjson.OPT_SORT_KEYS)
        sys.stdout.write(out.decode() + "\n")
    else:
        sys.stdout.write(render(result, color=sys.stdout.isatty()))
    sys.stdout.flush()


def _short(text: str, n: int) -> str:
    text = " ".join(text.split())
    return text if len(text) <= n else text[: n - 1] + "…"


def render(data: dict[str, Any], *, color: bool = False, columns: int | None = None) -> str:
    """The briefing for a person: each rule whole, folded to the terminal; sections when non-empty.

    Markdown in a rule or a snippet is rendered (colour) or stripped (no
    colour): no literal `**`. A rule is never cut: its remedy comes last.
    """
    cols = columns or width()

    def bold(s: str) -> str:
        return f"\x1b[1m{s}\x1b[0m" if color else s

    def dim(s: str) -> str:
        return f"\x1b[2m{s}\x1b[0m" if color else s

    def folded(text: str, indent: str, rest: str, dimmed: bool = False) -> None:
        for line in fold(
            plain(text, color=color and not dimmed), cols - 1, indent=indent, rest=rest
        ):
            lines.append(dim(line) if dimmed else line)

    lines: list[str] = []
    where = " · ".join(
        x for x in (data.get("workspace"), ", ".join(data.get("languages") or [])) if x
    )
    lines.append(
        bold(f"Context for: {_short(data['task'], 70)}") + (f"  ({where})" if where else "")
    )

    def rules(title: str, items: list[dict[str, Any]]) -> None:
        if not items:
            return
        lines.append(bold(title))
        for r in items:
            folded(f"[{r['id']}] {r['content']}", "  ", "    ")
            state = "proposal" if r.get("state") == "proposal" else r["maturity"]
            if r.get("origin") == "team":  # shared through `kenning team`
                state = f"team · {state}"
            meta = (
                f"{state} · score {r['effective']:+.2f} · "
                f"relevance {r['relevance']:.2f} · {'; '.join(r['why']) or 'global'}"
            )
            folded(meta, "      ", "      ", dimmed=True)

    rules("Rules", data.get("rules") or [])
    rules("Pitfalls", data.get("pitfalls") or [])
    if not data.get("rules") and not data.get("pitfalls"):
        lines.append("No rule matches this task yet.")
    warnings = data.get("warnings") or []
    if warnings:
        lines.append(bold("Warnings"))
        for w in warnings:
            at = "task" if w["found_in"] == "task" else f"file line {w['line']}"
            instead = f" → use {w['replacement']}" if w.get("replacement") else ""
            folded(f"{w['pattern']!r} is deprecated ({at}): {w['reason']}{instead}", "  ", "    ")
    history = data.get("history") or []
    if history:
        lines.append(bold("From past sessions"))
        for h in history:
            when = (h.get("created_at") or "")[:10]
            head = f"  {h['agent']} {when} "
            snippet = plain(" ".join(h["snippet"].split()), color=color)
            lines.append(head + _short(snippet, max(20, cols - 1 - len(head))))
            lines.append(dim(f"      session {h['session_id']}"))
    if data.get("suggested_searches"):
        queries = "; ".join(f"kenning search {q!r}" for q in data["suggested_searches"][:3])
        folded(f"Next: {queries}", "", "  ", dimmed=True)
    for note in data.get("degraded") or []:
        folded(f"note: {note}", "", "  ", dimmed=True)
    return "\n".join(lines) + "\n"
