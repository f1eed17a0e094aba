"""kenning's hooks in a husky 9 repository: a marked block in the user's `.husky/<hook>`.

husky 9 points `core.hooksPath` at `.husky/_` and, every time `husky` runs
(the `prepare` script of the repository's `npm install`), rewrites each file
there as a two-line stub that runs `.husky/<hook>` with `sh -e`, resetting
`core.hooksPath` too. A hook kenning put in `.husky/_` would be lost at the
next `npm install`; the user's `.husky/pre-commit` is what survives. So
kenning adds a marked block at the top of that script:

    # >>> kenning pre-commit (...)
    kenning_hook="$(git rev-parse --git-common-dir)/kenning/pre-commit"
    if [ -x "$kenning_hook" ]; then "$kenning_hook" "$@" || exit $?; fi
    # <<< kenning pre-commit

The block names no path of this machine: the script it runs lives in the
git folder (`.git/kenning/pre-commit`, not committed; the common one, so a
linked worktree runs it too), so a teammate without kenning, or a fresh
clone, skips it quietly. At the top, an `exit 0` at the end
of the user's script cannot skip the audit, and a failing user command still
blocks (husky runs the file with `sh -e`). Installing twice changes nothing;
uninstalling removes exactly the block (and the file, when nothing else is left).
"""

from __future__ import annotations

import os
from pathlib import Path

from kenning.daemon.core.git import git

__all__ = [
    "block",
    "has_block",
    "husky_scripts",
    "remove_block",
    "script_path",
    "with_block",
]

_BEGIN = "# >>> kenning {name}"
_END = "# <<< kenning {name}"


def husky_scripts(hooks: Path) -> Path | None:
    """The folder of the user's husky 9 scripts when git's hooks folder is husky's `_`."""
    if hooks.name == "_" and (hooks / "h").is_file():
        return hooks.parent
    return None


def script_path(repo: Path, name: str) -> Path:
    """Where the hook script the block runs lives: in the git folder every worktree
    shares (`git rev-parse --git-common-dir`), never committed."""
    raw = git(["rev-parse", "--git-common-dir"], repo).decode().strip()
    path = Path(raw)
    common = path if path.is_absolute() else (repo / path).resolve()
    return common / "kenning" / name


def block(name: str) -> str:
    """The lines kenning adds to `.husky/<name>`."""
    return (
        f"{_BEGIN.format(name=name)} (`kenning hooks install`; `kenning hooks uninstall` "
        "removes this block)\n"
        f'kenning_hook="$(git rev-parse --git-common-dir)/kenning/{name}"\n'
        'if [ -x "$kenning_hook" ]; then "$kenning_hook" "$@" || exit $?; fi\n'
        f"{_END.format(name=name)}\n"
    )


def _span(text: str, name: str) -> tuple[int, int] | None:
    """Start and end offsets of the block in `text` (its last line included)."""
    begin = text.find(_BEGIN.format(name=name))
    if begin < 0:
        return None
    end_marker = _END.format(name=name)
    end = text.find(end_marker, begin)
    if end < 0:
        return None
    end += len(end_marker)
    if text.startswith("\n", end):
        end += 1
    return begin, end


def has_block(text: str, name: str) -> bool:
    return _span(text, name) is not None


def with_block(text: str, name: str) -> str:
    """`text` with kenning's block at the top (after a `#!` line), replacing an older one."""
    text = remove_block(text, name)
    if text.startswith("#!"):
        first, _, rest = text.partition("\n")
        return f"{first}\n{block(name)}{rest}"
    return block(name) + text


def remove_block(text: str, name: str) -> str:
    """`text` without kenning's block; the rest byte for byte."""
    span = _span(text, name)
    if span is None:
        return text
    return text[: span[0]] + text[span[1] :]


def write_atomic(path: Path, text: str, mode: int | None = None) -> None:
    """Replace `path` in one step (a crash leaves the old file or the new one)."""
    tmp = path.with_name(f".{path.name}.kenning-tmp")
    tmp.write_text(text)
    if mode is not None:
        tmp.chmod(mode)
    elif path.exists():
        tmp.chmod(path.stat().st_mode & 0o7777)
    os.replace(tmp, path)
