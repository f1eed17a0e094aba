"""Real-looking tool output for scenarios: pytest, go test, tsc, pnpm, git, uv.

Only the shape of each tool's output is produced here (headers, progress,
summaries, the noise around the error); the error text itself is the
scenario's, written as the tool prints it.
"""

from __future__ import annotations

import hashlib
from collections.abc import Sequence
from dataclasses import dataclass

__all__ = [
    "Fail",
    "git_commit",
    "git_status",
    "go_test",
    "pnpm",
    "pytest_fail",
    "pytest_ok",
    "sha",
    "tsc",
    "uv_sync",
]

_WIDTH = 80


def sha(*parts: object) -> str:
    """A short commit hash, stable for its parts."""
    return hashlib.sha1("/".join(map(str, parts)).encode()).hexdigest()[:7]


def _rule(title: str, ch: str = "=") -> str:
    title = f" {title} " if title else ""
    left = (_WIDTH - len(title)) // 2
    return ch * left + title + ch * (_WIDTH - left - len(title))


def _dots(files: Sequence[tuple[str, str]]) -> list[str]:
    total = sum(len(d) for _, d in files)
    done = 0
    out = []
    for path, dots in files:
        done += len(dots)
        pct = f"[{done * 100 // total:>3}%]"
        line = f"{path} {dots}"
        out.append(line + " " * max(1, _WIDTH - len(line) - len(pct)) + pct)
    return out


def _header(n: int) -> list[str]:
    return [
        _rule("test session starts"),
        "platform linux -- Python 3.12.7, pytest-8.3.3, pluggy-1.5.0",
        "configfile: pyproject.toml",
        "plugins: anyio-4.6.2, cov-5.0.0",
        f"collected {n} items",
        "",
    ]


def pytest_ok(files: Sequence[tuple[str, str]], seconds: float, *, warnings: int = 0) -> str:
    """A passing run: `files` are (test file, progress dots) as pytest prints them."""
    n = sum(len(d) for _, d in files)
    lines = _header(n) + _dots(files) + [""]
    if warnings:
        lines += [
            _rule("warnings summary"),
            "tests/conftest.py:14",
            "  DeprecationWarning: datetime.datetime.utcnow() is deprecated and scheduled for "
            "removal in a future version. Use timezone-aware objects to represent datetimes "
            "in UTC: datetime.datetime.now(datetime.UTC).",
            "",
            "-- Docs: https://docs.pytest.org/en/stable/how-to/capture-warnings.html",
        ]
        summary = f"{n} passed, {warnings} warning{'s' * (warnings > 1)} in {seconds:.2f}s"
    else:
        summary = f"{n} passed in {seconds:.2f}s"
    return "\n".join([*lines, _rule(summary)]) + "\n"


@dataclass(frozen=True)
class Fail:
    """One failed test: its node id, the traceback body pytest prints, the short summary."""

    nodeid: str
    body: str
    short: str
    error: bool = False  # an error in setup (E) rather than a failure (F)


def pytest_fail(
    files: Sequence[tuple[str, str]],
    failures: Sequence[Fail],
    seconds: float,
) -> str:
    """A failing run: dots with F/E in `files`, then FAILURES/ERRORS and the short summary."""
    n = sum(len(d) for _, d in files)
    lines = _header(n) + _dots(files) + [""]
    errors = [f for f in failures if f.error]
    fails = [f for f in failures if not f.error]
    if errors:
        lines.append(_rule("ERRORS"))
        for f in errors:
            lines += [_rule(f"ERROR at setup of {f.nodeid.split('::')[-1]}", "_"), f.body, ""]
    if fails:
        lines.append(_rule("FAILURES"))
        for f in fails:
            lines += [_rule(f.nodeid.split("::")[-1], "_"), "", f.body, ""]
    lines.append(_rule("short test summary info"))
    for f in failures:
        lines.append(f"{'ERROR' if f.error else 'FAILED'} {f.nodeid} - {f.short}")
    passed = n - len(failures)
    parts = []
    if fails:
        parts.append(f"{len(fails)} failed")
    if passed:
        parts.append(f"{passed} passed")
    if errors:
        parts.append(f"{len(errors)} error{'s' * (len(errors) > 1)}")
    lines.append(_rule(f"{', '.join(parts)} in {seconds:.2f}s"))
    return "\n".join(lines) + "\n"


def go_test(module: str, packages: Sequence[tuple[str, str]]) -> str:
    """`go test ./...`: (package, result) pairs; a result is "ok 0.012s", "none" or failure text.

    Failure text is what the failing package printed (`--- FAIL: …`, panics,
    race reports); the `FAIL\t<pkg>\t<time>` line is added after it.
    """
    out: list[str] = []
    failed = False
    for pkg, result in packages:
        name = f"{module}/{pkg}" if pkg else module
        if result == "none":
            out.append(f"?   \t{name}\t[no test files]")
        elif result.startswith("ok "):
            out.append(f"ok  \t{name}\t{result[3:]}")
        else:
            failed = True
            out += [result.rstrip("\n"), "FAIL", f"FAIL\t{name}\t0.{len(result) % 90 + 10:03d}s"]
    if failed:
        out.append("FAIL")
    return "\n".join(out) + "\n"


def tsc(errors: Sequence[tuple[str, int, int, str, str, str]]) -> str:
    """`tsc --noEmit --pretty false`: (file, line, col, TSxxxx, message, source line) per error."""
    out: list[str] = []
    files: dict[str, int] = {}
    for path, line, col, code, message, source in errors:
        out += [f"{path}:{line}:{col} - error {code}: {message}", ""]
        out += [f"{line} {source}", " " * (len(str(line)) + col) + "~" * 8, ""]
        files.setdefault(f"{path}:{line}", 0)
        files[f"{path}:{line}"] += 1
    n = len(errors)
    if len(files) == 1:
        where = next(iter(files))
        out.append(f"Found {n} error{'s' * (n > 1)} in {where}")
    else:
        out.append(f"Found {n} errors in {len(files)} files.")
        out += ["", "Errors  Files"] + [f"     {k}  {p}" for p, k in files.items()]
    return "\n".join(out) + "\n"


def pnpm(project: str, script: str, command: str, body: str, code: int = 0) -> str:
    """`pnpm <script>`: the banner, the script's own output, and ELIFECYCLE when it failed."""
    lines = ["", f"> {project}@0.1.0 {script} .", f"> {command}", "", body.rstrip("\n")]
    if code:
        lines += [f" ELIFECYCLE  Command failed with exit code {code}."]
    return "\n".join(lines) + "\n"


def git_status(branch: str, modified: Sequence[str] = (), untracked: Sequence[str] = ()) -> str:
    """`git status` on `branch`."""
    out = [f"On branch {branch}"]
    if not modified and not untracked:
        return "\n".join([*out, "nothing to commit, working tree clean"]) + "\n"
    if modified:
        out += [
            "Changes not staged for commit:",
            '  (use "git add <file>..." to update what will be committed)',
            '  (use "git restore <file>..." to discard changes in working directory)',
        ]
        out += [f"\tmodified:   {m}" for m in modified] + [""]
    if untracked:
        out += [
            "Untracked files:",
            '  (use "git add <file>..." to include in what will be committed)',
        ]
        out += [f"\t{u}" for u in untracked] + [""]
    out.append('no changes added to commit (use "git add" and/or "git commit -a")')
    return "\n".join(out) + "\n"


def git_commit(branch: str, message: str, files: int = 1, plus: int = 12, minus: int = 3) -> str:
    """What `git commit -m` prints."""
    return (
        f"[{branch} {sha(branch, message)}] {message}\n"
        f" {files} file{'s' * (files > 1)} changed, {plus} insertions(+), {minus} deletions(-)\n"
    )


def uv_sync(changes: Sequence[str], packages: int = 42) -> str:
    """`uv sync` / `uv add` resolving and installing: `changes` like "+ httpx==0.27.2"."""
    return (
        f"Resolved {packages} packages in 312ms\n"
        f"Prepared {len(changes)} package{'s' * (len(changes) > 1)} in 188ms\n"
        f"Installed {len(changes)} package{'s' * (len(changes) > 1)} in 9ms\n"
        + "".join(f" {c}\n" for c in changes)
    )
