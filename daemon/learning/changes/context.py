"""Where a change applies and how a command changed: the context a fix is stated in.

`path_glob` turns the path of a changed file into the situation a lesson
applies to (`migrations/*.sql`, `*_test.go`); `command_change` phrases how a
command line changed between a failing run and a succeeding one.
"""

from __future__ import annotations

import difflib
import re
import shlex
from collections.abc import Sequence

from kenning.daemon.core.command_line import (
    bare_step,
    command_steps,
    has_script,
    tool_of,
    work_steps,
)
from kenning.daemon.learning.changes.change import BARE_FILES, wordset
from kenning.daemon.learning.changes.summary import FRAGMENT, LOCKFILES
from kenning.daemon.learning.changes.summary import quote as _q

__all__ = ["command_change", "path_glob"]

_WELL_KNOWN = (
    wordset(
        """
    package.json tsconfig.json pyproject.toml setup.py setup.cfg requirements.txt Cargo.toml
    go.mod Pipfile docker-compose.yml docker-compose.yaml compose.yaml pom.xml build.gradle
    tox.ini pytest.ini
        """
    )
    | LOCKFILES
    | BARE_FILES
)
_GENERIC_DIRS = frozenset({"src", "lib", "source", "sources", "pkg", "internal", "code"})
_ANCHOR_DIRS = wordset(
    """
    src lib app apps pkg internal cmd test tests spec migrations db .github packages
    crates scripts docs config server client frontend backend web api
    """
)
_VARIABLE_DIR = re.compile(r"\d[\d._-]*|[0-9a-f]{8,}|[0-9a-f-]{36}|v\d+(?:\.\d+)*|\.\.", re.I)
_COMPOUND = re.compile(r"(_test\.go|\.(?:test|spec|d|stories|module)\.[A-Za-z0-9]+)$")


def path_glob(path: str, root: str | None = None) -> str:
    """The situation of a file as a glob: its folder and its kind, not its name.

    `migrations/20240101_add_idx.sql` gives `migrations/*.sql`,
    `src/limiter.go` gives `*.go` (a lone `src`-like folder says nothing),
    `app/models/user.py` gives `app/models/*.py`, a well-known file such as
    `package.json` or `Dockerfile` keeps its name, and `x_test.go` gives
    `*_test.go`. The folder stops at the first dated, versioned or hashed part
    and keeps at most three parts (a glob's `*` crosses folders).

    Args:
        path: the path as the agent wrote it.
        root: the project's root; an absolute path under it is made relative.
            An absolute path outside it (or with no root) keeps only what
            follows its last run of familiar project folders (`src`, `app`,
            `.github`, …), or nothing.

    Returns:
        The glob, matched by `kenning.daemon.core.models.glob_matches`.
    """
    p = path.replace("\\", "/").strip()
    if root:
        r = root.replace("\\", "/").rstrip("/")
        if r and p.startswith(r + "/"):
            p = p[len(r) + 1 :]
    absolute = p.startswith(("/", "~")) or re.match(r"^[A-Za-z]:/", p) is not None
    parts = [x for x in p.split("/") if x and x != "."]
    if not parts:
        return "*"
    name, dirs = parts[-1], parts[:-1]
    if absolute:
        anchors = [k for k, d in enumerate(dirs) if d in _ANCHOR_DIRS]
        start = anchors[-1] if anchors else len(dirs)
        while start > 0 and start - 1 in anchors:
            start -= 1
        dirs = dirs[start:]
    kept: list[str] = []
    for part in dirs:
        if _VARIABLE_DIR.fullmatch(part):
            break
        kept.append(part)
    if name in _WELL_KNOWN or "." not in name.strip("."):
        return name
    if name.startswith(".") and name.count(".") == 1:
        return name  # .gitignore, .env
    compound = _COMPOUND.search(name)
    pattern = "*" + (compound.group(1) if compound else "." + name.rsplit(".", 1)[-1])
    if not kept or (len(kept) == 1 and kept[0] in _GENERIC_DIRS):
        return pattern
    return "/".join(kept[:3]) + "/" + pattern


_ENV_ASSIGN = re.compile(r"[A-Za-z_][A-Za-z0-9_]*=.*")


def _argv(command: str) -> list[str]:
    command = command.strip()
    if command.startswith("$ "):
        command = command[2:]
    try:
        return shlex.split(command)
    except ValueError:  # an unclosed quote: words are good enough
        return command.split()


def _is_flag(token: str) -> bool:
    return len(token) > 1 and token.startswith("-") and not re.fullmatch(r"-\d+(?:\.\d+)?", token)


def _head(argv: Sequence[str]) -> str:
    """The program and its subcommands: `pnpm install`, `git push`, `pytest`."""
    words = [argv[0]]
    for token in argv[1:3]:
        if not re.fullmatch(r"[a-z][a-z0-9:_-]*", token):
            break
        words.append(token)
    return " ".join(words)


def command_change(before: str, after: str) -> str | None:
    """How a command line changed between a failing run and a succeeding one.

    A line of several steps (`cd web && npm install && npm test`) is compared
    step by step, and the change is said of the step that changed, never of
    the `cd` before it: a changed step is phrased like a one-step line ("add
    `--ci` to `npm test`"), a step added before the work is run first ("run
    `npm ci` first"), and a changed `cd` alone says where the work runs. The
    same steps in another order, or a one-off script whose text changed
    (a here document, `python -c "…"` over several lines), are no change a
    rule could name.

    Args:
        before: the command that failed.
        after: the command that worked.

    Returns:
        e.g. "run `uv run pytest` instead of `pytest`", "add `--frozen-lockfile`
        to `pnpm install`", "use `--force-with-lease` instead of `--force`",
        or None when the commands are the same or unrelated.
    """
    if has_script(before) or has_script(after):
        return None  # a one-off script's text changed: no command a rule could name
    a_steps = [bare_step(st) for st in command_steps(before)]
    b_steps = [bare_step(st) for st in command_steps(after)]
    if len(a_steps) > 1 or len(b_steps) > 1:
        a_work = [bare_step(st) for st in work_steps(before)]
        b_work = [bare_step(st) for st in work_steps(after)]
        return _chain_change(a_steps, b_steps, a_work, b_work)
    return _step_change(before, after)


def _chain_change(
    a_steps: list[str], b_steps: list[str], a_work: list[str], b_work: list[str]
) -> str | None:
    """`command_change` of two command lines of several steps."""
    q = FRAGMENT
    if [" ".join(s.split()) for s in a_steps] == [" ".join(s.split()) for s in b_steps]:
        return None
    if a_work == b_work:  # only the set-up changed: where the work runs
        a_cd = [s.split(None, 1)[-1] for s in a_steps if s.split()[0] in ("cd", "Set-Location")]
        b_cd = [s.split(None, 1)[-1] for s in b_steps if s.split()[0] in ("cd", "Set-Location")]
        if b_cd and b_cd[-1:] != a_cd[-1:]:
            where = f"run {_q(b_work[-1], q)} in {_q(b_cd[-1], q)}"
            return f"{where} instead of {_q(a_cd[-1], q)}" if a_cd else where
        changed = [(x, y) for x, y in zip(a_steps, b_steps, strict=False) if x != y]
        return _step_change(*changed[0]) if len(a_steps) == len(b_steps) and changed else None
    if sorted(a_work) == sorted(b_work):
        return None  # the same steps in another order
    removed = [x for x in a_work if x not in b_work]
    added = [y for y in b_work if y not in a_work]
    # a changed step: one removed and one added of the same tool
    pairs = [(x, y) for x in removed for y in added if tool_of(x) == tool_of(y)]
    if len(pairs) == 1 and len(added) == 1:
        old, new = pairs[0]
        return _step_change(old, new) or f"run {_q(new, q)} instead of {_q(old, q)}"
    kept = [y for y in b_work if y in a_work]
    if len(added) == 1 and not pairs and kept:
        # a step added beside the work both lines share (steps of other tools dropped
        # beside it change nothing)
        first = b_work.index(added[0]) < b_work.index(kept[-1])
        return f"run {_q(added[0], q)} " + ("first" if first else "after it")
    if len(added) == 1 == len(removed) and not kept:
        return f"run {_q(added[0], q)} instead of {_q(removed[0], q)}"
    return None  # several steps changed at once: no one change to name


#: a Windows path's separator between two parts of a word (`src\\app`), not an escape
_BACKSLASH = re.compile(r"(?<=[\w.])\\(?=[\w.])")


def _step_change(before: str, after: str) -> str | None:
    """`command_change` of two one-step command lines; when the lines differ in more than
    that, the same lines again with paths written with `/` and lists without their commas
    (PowerShell's `mkdir a\\b, c\\d` after `mkdir -p a/b c/d`: "remove `-p` from `mkdir`")."""
    said = _said_step_change(before, after)
    if said is not None:
        return said
    plain = [_BACKSLASH.sub("/", line) for line in (before, after)]
    if plain == [before, after] and "," not in before + after:
        return None
    a, b = ([t.rstrip(",") for t in _argv(line) if t != ","] for line in plain)
    if a == b:
        return None
    return _said_step_change(
        " ".join(shlex.quote(t) for t in a), " ".join(shlex.quote(t) for t in b)
    )


def _said_step_change(before: str, after: str) -> str | None:
    """`_step_change` of the lines as they were written."""
    a, b = _argv(before)[:200], _argv(after)[:200]
    if not a or not b or a == b:
        return None
    q = FRAGMENT
    if len(b) > len(a) and b[len(b) - len(a) :] == a:
        prefix = b[: len(b) - len(a)]
        if all(_ENV_ASSIGN.fullmatch(t) for t in prefix):
            return f"set {_q(' '.join(prefix), q)} for {_q(_head(a), q)}"
        return f"run {_q(' '.join([*prefix, a[0]]), q)} instead of {_q(a[0], q)}"
    if len(a) > len(b) and a[len(a) - len(b) :] == b:
        prefix = a[: len(a) - len(b)]
        if all(_ENV_ASSIGN.fullmatch(t) for t in prefix):
            return f"unset {_q(' '.join(prefix), q)} for {_q(_head(b), q)}"
        return f"run {_q(b[0], q)} instead of {_q(' '.join([*prefix, b[0]]), q)}"
    if a[0] != b[0]:
        return f"use {_q(b[0], q)} instead of {_q(a[0], q)}" if a[1:] == b[1:] else None
    ops = [
        op
        for op in difflib.SequenceMatcher(None, a, b, autojunk=False).get_opcodes()
        if op[0] != "equal"
    ]
    for tag, i1, i2, j1, j2 in ops:
        if tag != "replace":
            continue
        old_flags = [t for t in a[i1:i2] if _is_flag(t)]
        new_flags = [t for t in b[j1:j2] if _is_flag(t)]
        if old_flags and new_flags:
            old, new = old_flags[0], new_flags[0]
            if old.split("=", 1)[0] == new.split("=", 1)[0]:
                return f"change {_q(old, q)} to {_q(new, q)}"
            return f"use {_q(new, q)} instead of {_q(old, q)}"
        if i2 - i1 == 1 == j2 - j1 and i1 > 0 and _is_flag(a[i1 - 1]) and a[i1 - 1] == b[j1 - 1]:
            return f"change {_q(a[i1 - 1] + ' ' + a[i1], q)} to {_q(b[j1 - 1] + ' ' + b[j1], q)}"
    tags = {op[0] for op in ops}
    if tags == {"insert"}:
        added = " ".join(t for op in ops for t in b[op[3] : op[4]])
        return f"add {_q(added, q)} to {_q(_head(a), q)}"
    if tags == {"delete"}:
        removed = " ".join(t for op in ops for t in a[op[1] : op[2]])
        return f"remove {_q(removed, q)} from {_q(_head(a), q)}"
    if sum(max(i2 - i1, j2 - j1) for _, i1, i2, j1, j2 in ops) <= 2:
        return f"run {_q(' '.join(b), q)} instead of {_q(' '.join(a), q)}"
    return None
