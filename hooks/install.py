"""Install, remove and inspect kenning's git hooks.

The hooks folder is what git itself uses (`git rev-parse --git-path hooks`):
it honours `core.hooksPath` (husky sets it) and, in a linked worktree, the
common hooks folder. An existing hook is never replaced: it is moved aside to
`<hook>.kenning-chained` and run first by ours; uninstalling moves it back.
A chained shell script is run under the hook's own name, since some hooks
find their work from it (husky 9's `_/h` runs `.husky/$(basename "$0")`).
Installing twice changes nothing.

In a husky 9 repository (`core.hooksPath` is `.husky/_`, which husky rewrites
at every `npm install`) the hook goes into the user's `.husky/<hook>` script
as a marked block instead (`husky.py`), so it survives husky.
"""

from __future__ import annotations

import os
import shlex
import stat
import sys
from dataclasses import dataclass
from pathlib import Path

from kenning.daemon.core.git import git

from . import husky

MARKER = "# kenning-managed hook"
CHAINED_SUFFIX = ".kenning-chained"
HOOKS = ("pre-commit", "post-commit", "post-merge")

#: what each hook runs; a git hook fails open: only the audit's verdict blocks
_COMMANDS = {
    "pre-commit": "audit --staged --hook",
    "post-commit": "export refresh --quiet",
    "post-merge": "export refresh --quiet",
}


@dataclass(frozen=True)
class HookState:
    name: str
    path: str
    installed: bool
    chained: str | None  # the previous hook we run first, if any
    foreign: bool  # a hook exists that is not ours (not installed over yet)


def hooks_dir(repo: Path) -> Path:
    raw = git(["rev-parse", "--git-path", "hooks"], repo).decode().strip()
    path = Path(raw)
    return path if path.is_absolute() else (repo / path).resolve()


def _kenning_executable() -> str:
    candidate = Path(sys.argv[0])
    if candidate.name == "kenning" and candidate.exists():
        return str(candidate.resolve())
    sibling = Path(sys.executable).with_name("kenning")
    return str(sibling) if sibling.exists() else "kenning"


def hook_script(name: str, kenning: str | None = None) -> str:
    exe = shlex.quote(kenning or _kenning_executable())
    return f"""#!/bin/sh
{MARKER} ({name}). Remove with `kenning hooks uninstall`.
chained="$0{CHAINED_SUFFIX}"
if [ -x "$chained" ]; then
    # A shell hook runs under its own name ("$0"): husky's finds the user's
    # .husky/<hook> from it. Anything else runs as itself.
    first=
    read -r first < "$chained" || true
    case $first in
        "#!/bin/sh" | "#!/usr/bin/env sh") shell=sh ;;
        "#!/bin/bash" | "#!/usr/bin/env bash") shell=bash ;;
        *) shell= ;;
    esac
    if [ -n "$shell" ]; then
        KENNING_CHAINED_HOOK=$chained "$shell" -c '. "$KENNING_CHAINED_HOOK"' "$0" "$@" || exit $?
    else
        "$chained" "$@" || exit $?
    fi
fi
kenning={exe}
if ! [ -x "$kenning" ] && ! command -v "$kenning" >/dev/null 2>&1; then
    echo "kenning: not found at $kenning; skipping the {name} hook" >&2
    exit 0
fi
exec "$kenning" {_COMMANDS[name]}
"""


def _is_ours(path: Path) -> bool:
    try:
        return MARKER in path.read_text(errors="replace")
    except OSError:
        return False


def _make_executable(path: Path) -> None:
    mode = path.stat().st_mode
    path.chmod(mode | stat.S_IXUSR | stat.S_IXGRP | stat.S_IXOTH)


def _chain_in(folder: Path, name: str) -> None:
    """Install our hook in a hooks folder, chaining the hook that is there."""
    target = folder / name
    chained = folder / (name + CHAINED_SUFFIX)
    if target.exists() and not _is_ours(target):
        if chained.exists():
            # a previous install chained one already; keep both, never lose a hook
            chained = folder / f"{name}{CHAINED_SUFFIX}.{os.getpid()}"
        target.rename(chained)
        _make_executable(chained)
    tmp = target.with_name(f".{name}.kenning-tmp")
    tmp.write_text(hook_script(name))
    _make_executable(tmp)
    os.replace(tmp, target)


def _unchain_in(folder: Path, name: str) -> None:
    """Remove our hook from a hooks folder and put back the one it chained."""
    target = folder / name
    chained = folder / (name + CHAINED_SUFFIX)
    if target.exists() and _is_ours(target):
        target.unlink()
        if chained.exists():
            chained.rename(target)


def _husky_stub(path: Path) -> bool:
    """Whether a file is one of the stubs husky 9 writes in `.husky/_` (it rewrites them)."""
    try:
        lines = path.read_text(errors="replace").split()
    except OSError:
        return False
    return lines == ["#!/usr/bin/env", "sh", ".", '"$(dirname', '"$0")/h"']


def _install_husky(repo: Path, folder: Path, scripts: Path, name: str) -> None:
    # an older kenning chained husky's stub in .husky/_: undo it, husky owns that folder
    _unchain_in(folder, name)
    for orphan in folder.glob(f"{name}{CHAINED_SUFFIX}*"):
        if _husky_stub(orphan):
            orphan.unlink()
    runner = husky.script_path(repo, name)
    runner.parent.mkdir(parents=True, exist_ok=True)
    husky.write_atomic(runner, hook_script(name), mode=0o755)
    user = scripts / name
    text = user.read_text() if user.exists() else ""
    new = husky.with_block(text, name)
    if new != text:
        husky.write_atomic(user, new, mode=None if user.exists() else 0o755)


def _uninstall_husky(repo: Path, folder: Path, scripts: Path, name: str) -> None:
    _unchain_in(folder, name)
    user = scripts / name
    if user.exists():
        text = user.read_text()
        rest = husky.remove_block(text, name)
        if rest != text:
            if rest.strip() in ("", "#!/bin/sh", "#!/usr/bin/env sh"):
                user.unlink()  # only our block was there
            else:
                husky.write_atomic(user, rest)
    husky.script_path(repo, name).unlink(missing_ok=True)


def install(repo: Path, names: tuple[str, ...] = ("pre-commit",)) -> list[HookState]:
    """Install the named hooks (idempotent; an existing hook is chained, not replaced)."""
    folder = hooks_dir(repo)
    folder.mkdir(parents=True, exist_ok=True)
    scripts = husky.husky_scripts(folder)
    for name in names:
        if scripts is not None:
            _install_husky(repo, folder, scripts, name)
        else:
            _chain_in(folder, name)
    return status(repo)


def uninstall(repo: Path, names: tuple[str, ...] = HOOKS) -> list[HookState]:
    """Remove our hooks and put back the hooks they chained (in husky, our blocks)."""
    folder = hooks_dir(repo)
    scripts = husky.husky_scripts(folder)
    for name in names:
        if scripts is not None:
            _uninstall_husky(repo, folder, scripts, name)
        else:
            _unchain_in(folder, name)
    return status(repo)


def status(repo: Path) -> list[HookState]:
    folder = hooks_dir(repo)
    scripts = husky.husky_scripts(folder)
    states = []
    for name in HOOKS:
        if scripts is not None:
            user = scripts / name
            text = user.read_text(errors="replace") if user.exists() else ""
            ours = husky.has_block(text, name) and husky.script_path(repo, name).exists()
            states.append(
                HookState(
                    name=name,
                    path=str(user),
                    installed=ours,
                    chained=None,
                    foreign=user.exists() and not ours,
                )
            )
            continue
        target = folder / name
        chained = folder / (name + CHAINED_SUFFIX)
        ours = target.exists() and _is_ours(target)
        states.append(
            HookState(
                name=name,
                path=str(target),
                installed=ours,
                chained=str(chained) if ours and chained.exists() else None,
                foreign=target.exists() and not ours,
            )
        )
    return states
